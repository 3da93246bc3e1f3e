//! The pieces of a streamed `bufjit opt` run that the sequential driver ([`super::opt`]) and
//! the parallel one ([`super::parallel`]) share: the options, why a run failed, and the writer
//! that verifies, prints and frees functions as they are finished. They live here so that
//! neither driver imports the other's internals (`opt` calls into `parallel`, which needs only
//! these).

use crate::diag::Diagnostic;
use crate::ir::{Module, OpId};
use crate::print::{ModuleStream, PrintOptions};
use crate::transforms::instrument::Instrumentation;
use crate::transforms::PipelineEntry;
use crate::verify::OpTreeVerifier;
use std::io::Write;

/// Options of `bufjit opt`.
#[derive(Debug, Clone, Default)]
pub struct OptOptions {
    /// `-split-input-file`.
    pub split_input_file: bool,
    /// `-verify-diagnostics`.
    pub verify_diagnostics: bool,
    /// Printing flags.
    pub print: PrintOptions,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// Passes to run, in order.
    pub pipeline: Vec<PipelineEntry>,
    /// `--mlir-disable-threading`: one module, one thread.
    pub disable_threading: bool,
    /// IR dumps around passes and the timing report.
    pub instrument: Instrumentation,
}

/// Why a streamed run failed.
#[derive(Debug)]
pub enum StreamError {
    /// Diagnostics, rendered against the input.
    Diagnostics(String),
    /// Writing the output failed.
    Io(std::io::Error),
}

/// Why a finished function could not be handed on.
pub(super) enum WriteError {
    /// It does not verify.
    Invalid(Vec<Diagnostic>),
    /// Writing its text failed.
    Io(std::io::Error),
}

/// Hands on the functions of a streamed run as they are finished: each is verified against the
/// module's symbols, printed with the body's ops before it, and its body is then freed (later
/// functions only need its signature).
pub(super) struct FunctionWriter<'a> {
    /// Verifies each function against the module's symbols.
    pub verifier: OpTreeVerifier,
    /// Prints the module body's ops in order.
    pub printer: TopLevelPrinter<'a>,
}

impl FunctionWriter<'_> {
    /// Verifies, prints and frees `f`; `helper` is the generated `dealloc_helper` if it exists
    /// by now (calls to it must verify).
    pub fn done(
        &mut self,
        m: &mut Module,
        f: OpId,
        helper: Option<OpId>,
    ) -> Result<(), WriteError> {
        if let Some(h) = helper {
            if let Some(crate::ir::Attribute::String(n)) = m.attr(h, "sym_name").cloned() {
                self.verifier.add_symbol(&n, h);
            }
        }
        self.verifier.verify(m, f).map_err(WriteError::Invalid)?;
        self.printer.print_through(m, f).map_err(WriteError::Io)?;
        m.erase_regions_contents(f);
        m.recycle();
        Ok(())
    }
}

/// Prints the module body's ops in order as the functions among them are finished.
pub(super) struct TopLevelPrinter<'a> {
    stream: &'a mut ModuleStream,
    /// The body's ops at the start.
    order: &'a [OpId],
    /// The first op of `order` not yet printed.
    next: usize,
    buf: String,
    /// Where the text goes.
    pub out: &'a mut dyn Write,
}

impl<'a> TopLevelPrinter<'a> {
    /// A printer for the body ops `order` (as they were at the start) to `out`.
    pub fn new(stream: &'a mut ModuleStream, order: &'a [OpId], out: &'a mut dyn Write) -> Self {
        TopLevelPrinter {
            stream,
            order,
            next: 0,
            buf: String::new(),
            out,
        }
    }

    /// Prints the ops before `f` not yet printed, then `f`.
    fn print_through(&mut self, m: &Module, f: OpId) -> std::io::Result<()> {
        while self.next < self.order.len() {
            let o = self.order[self.next];
            self.next += 1;
            if o == f {
                break;
            }
            self.print(m, o)?;
        }
        self.print(m, f)
    }

    /// Prints the ops not yet printed.
    pub fn finish(&mut self, m: &Module) -> std::io::Result<()> {
        while self.next < self.order.len() {
            let o = self.order[self.next];
            self.next += 1;
            self.print(m, o)?;
        }
        Ok(())
    }

    fn print(&mut self, m: &Module, op: OpId) -> std::io::Result<()> {
        self.buf.clear();
        self.stream.top_level_op(m, op, &mut self.buf);
        self.out.write_all(self.buf.as_bytes())
    }
}
