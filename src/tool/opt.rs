//! `bufjit opt`: the mlir-opt-compatible driver (parse, verify, run passes, print).

use super::stream::{FunctionWriter, TopLevelPrinter, WriteError};
pub use super::stream::{OptOptions, StreamError};
use crate::diag::{Diagnostic, Source};
use crate::ir::Module;
use crate::parse::Parser;
use crate::print::{print_module, ModuleStream};
use crate::transforms::instrument;
use crate::transforms::schedule::FunctionPipeline;
use crate::verify::OpTreeVerifier;
use std::io::Write;
use std::time::{Duration, Instant};

/// The result of running the driver on one input.
pub struct OptOutput {
    /// What goes to stdout.
    pub stdout: String,
    /// What goes to stderr.
    pub stderr: String,
    /// Success.
    pub ok: bool,
}

/// Parses, verifies, transforms and prints one buffer; diagnostics are rendered against it.
/// Success gives the text and the errors passes reported without failing ([`Module::emitted`]).
fn process_chunk(
    name: &str,
    text: &str,
    first_line: u32,
    module_pos: (u32, u32),
    opts: &OptOptions,
    report: &mut Timed,
) -> Result<(String, Vec<Diagnostic>), Vec<Diagnostic>> {
    let started = Instant::now();
    let mut p = Parser::new(text, name, first_line);
    p.set_implicit_module_pos(module_pos.0, module_pos.1);
    p.set_allow_unregistered(opts.allow_unregistered);
    let parsed = p.parse_module();
    report.parse += started.elapsed();
    let mut m = parsed.map_err(|d| vec![d])?;
    crate::verify::verify(&m)?;
    if !opts.pipeline.is_empty() {
        run_passes(&mut m, opts, report).map_err(|d| vec![d])?;
        crate::verify::verify(&m)?;
    }
    let started = Instant::now();
    let text = print_module(&m, opts.print);
    report.output += started.elapsed();
    Ok((text, std::mem::take(&mut m.emitted)))
}

/// Times and dumps of an instrumented run (see [`Instrumentation`]).
#[derive(Default)]
struct Timed {
    passes: instrument::Report,
    parse: Duration,
    output: Duration,
}

/// Runs the pipeline, instrumented if asked (pass by pass, as mlir-opt does).
fn run_passes(m: &mut Module, opts: &OptOptions, report: &mut Timed) -> Result<(), Diagnostic> {
    if opts.instrument.active() {
        instrument::run(m, &opts.pipeline, &opts.instrument, &mut report.passes)
    } else {
        crate::transforms::run_pipeline(m, &opts.pipeline)
    }
}

/// The execution time report of a run that started at `started` (empty without `--mlir-timing`).
fn timing_text(opts: &OptOptions, report: &Timed, started: Instant) -> String {
    if !opts.instrument.timing {
        return String::new();
    }
    let rows = &report.passes.timing;
    instrument::timing_report(rows, report.parse, report.output, started.elapsed())
}

/// Runs `bufjit opt` on a whole input (no `--split-input-file`, no `--verify-diagnostics`),
/// writing the output to `out` as it is produced. When the pipeline can run one function at a
/// time and the text needs no module-wide aliases, each function is printed as soon as its
/// pipeline is done and its IR is then freed, so peak memory is the input plus one function's
/// working set instead of input, output module and output text together. The output is the
/// same as [`run`]'s.
///
/// On failure `out` may hold part of the output: the caller discards it (mlir-opt prints
/// nothing when a pass fails).
pub fn run_streaming(
    name: &str,
    text: &str,
    opts: &OptOptions,
    out: &mut dyn Write,
) -> Result<(), StreamError> {
    if opts.instrument.active() {
        return run_instrumented(name, text, opts, out);
    }
    if !opts.disable_threading {
        let config = super::parallel::ParallelConfig::default();
        if let Some(r) = super::parallel::run_parallel(name, text, opts, out, config) {
            return r;
        }
    }
    let src = Source {
        name,
        text,
        first_line: 1,
    };
    let render = |diags: &[Diagnostic]| {
        let mut s = String::new();
        for d in diags {
            src.render(d, &mut s);
        }
        StreamError::Diagnostics(s)
    };
    let mut p = Parser::new(text, name, 1);
    p.set_allow_unregistered(opts.allow_unregistered);
    let mut m = p.parse_module().map_err(|d| render(&[d]))?;
    crate::verify::verify(&m).map_err(|d| render(&d))?;
    // Without passes there is nothing to run per function: the module is printed as parsed.
    let mut function_pipeline = if !opts.pipeline.is_empty() && FunctionPipeline::applies_to(&m) {
        FunctionPipeline::new(&opts.pipeline).map_err(|d| render(&[d]))?
    } else {
        None
    };
    // Function-at-a-time passes create no aliases, so the module as parsed decides whether
    // the output can be streamed; otherwise the whole pipeline runs first.
    let mut stream = match function_pipeline {
        Some(_) => ModuleStream::new(&m, opts.print),
        None => None,
    };
    if stream.is_none() {
        function_pipeline = None;
        if !opts.pipeline.is_empty() {
            crate::transforms::run_pipeline(&mut m, &opts.pipeline).map_err(|d| render(&[d]))?;
            crate::verify::verify(&m).map_err(|d| render(&d))?;
        }
        stream = ModuleStream::new(&m, opts.print);
    }
    write_emitted(&src, &mut m);
    let Some(mut stream) = stream else {
        // Whole-module printing (aliases, debug locations, generic form).
        let mut text = print_module(&m, opts.print);
        text.push('\n');
        return out.write_all(text.as_bytes()).map_err(StreamError::Io);
    };
    out.write_all(stream.head().as_bytes())
        .map_err(StreamError::Io)?;
    // (Taken after a whole-module pipeline, which may add functions such as the helpers.)
    let order = m.top_level_ops();
    let mut printer = TopLevelPrinter::new(&mut stream, &order, out);
    if let Some(fp) = function_pipeline {
        let mut writer = FunctionWriter {
            verifier: OpTreeVerifier::new(&m),
            printer,
        };
        let mut failure = None;
        let result = fp.run(&mut m, &mut |m, f, helper| {
            writer.done(m, f, helper).map_err(|e| {
                failure = Some(match e {
                    WriteError::Invalid(d) => render(&d),
                    WriteError::Io(e) => StreamError::Io(e),
                });
                Diagnostic::error(None, "a finished function could not be written")
            })
        });
        if let Some(f) = failure {
            return Err(f);
        }
        result.map_err(|d| render(&[d]))?;
        printer = writer.printer;
    }
    printer.finish(&m).map_err(StreamError::Io)?;
    write_emitted(&src, &mut m);
    out_tail(printer.out)
}

/// The whole-module path with instrumentation: dumps go to stderr as the passes run, the
/// timing report after the output.
fn run_instrumented(
    name: &str,
    text: &str,
    opts: &OptOptions,
    out: &mut dyn Write,
) -> Result<(), StreamError> {
    let started = Instant::now();
    let mut report = Timed::default();
    let result = process_chunk(name, text, 1, (0, 0), opts, &mut report);
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(report.passes.dumps.as_bytes());
    let src = Source {
        name,
        text,
        first_line: 1,
    };
    let printed = match result {
        Ok((t, emitted)) => {
            let mut s = String::new();
            for d in &emitted {
                src.render(d, &mut s);
            }
            let _ = err.write_all(s.as_bytes());
            t
        }
        Err(diags) => {
            let mut s = String::new();
            for d in &diags {
                src.render(d, &mut s);
            }
            return Err(StreamError::Diagnostics(s));
        }
    };
    let written = Instant::now();
    out.write_all(printed.as_bytes())
        .and_then(|_| out.write_all(b"\n"))
        .and_then(|_| out.flush())
        .map_err(StreamError::Io)?;
    report.output += written.elapsed();
    let _ = err.write_all(timing_text(opts, &report, started).as_bytes());
    Ok(())
}

/// Writes the errors passes reported without failing ([`Module::emitted`]) to stderr.
fn write_emitted(src: &Source<'_>, m: &mut Module) {
    let mut s = String::new();
    for d in std::mem::take(&mut m.emitted) {
        src.render(&d, &mut s);
    }
    let _ = std::io::stderr().lock().write_all(s.as_bytes());
}

fn out_tail(out: &mut dyn Write) -> Result<(), StreamError> {
    out.write_all(ModuleStream::TAIL.as_bytes())
        .and_then(|_| out.flush())
        .map_err(StreamError::Io)
}

/// Runs `bufjit opt` on the text of a file.
pub fn run(name: &str, text: &str, opts: &OptOptions) -> OptOutput {
    let chunks: Vec<Chunk> = if opts.split_input_file {
        split(text)
    } else {
        vec![Chunk {
            text: text.to_string(),
            first_line: 1,
            module_pos: (0, 0),
        }]
    };
    let started = Instant::now();
    let mut report = Timed::default();
    let mut stdout = String::new();
    let mut stderr = String::new();
    let mut ok = true;
    for (i, c) in chunks.iter().enumerate() {
        let (chunk, first_line) = (&c.text, &c.first_line);
        if i > 0 {
            stdout.push_str("// -----\n");
        }
        let src = Source {
            name,
            text: chunk,
            first_line: *first_line,
        };
        let result = process_chunk(name, chunk, *first_line, c.module_pos, opts, &mut report);
        stderr.push_str(&std::mem::take(&mut report.passes.dumps));
        if opts.verify_diagnostics {
            let diags = match &result {
                Ok((out, emitted)) => {
                    stdout.push_str(out);
                    stdout.push('\n');
                    emitted.clone()
                }
                Err(d) => d.clone(),
            };
            match crate::tool::verify_diagnostics::collect(chunk, *first_line) {
                Ok(mut expected) => {
                    let errs = crate::tool::verify_diagnostics::check(&mut expected, &diags, name);
                    for e in errs {
                        stderr.push_str(&e);
                        stderr.push('\n');
                        ok = false;
                    }
                }
                Err((l, c, msg)) => {
                    stderr.push_str(&format!("{name}:{l}:{c}: error: {msg}\n"));
                    ok = false;
                }
            }
        } else {
            match result {
                Ok((out, emitted)) => {
                    for d in &emitted {
                        src.render(d, &mut stderr);
                    }
                    if stdout.is_empty() {
                        // The usual single-module case: take the printed text without a copy.
                        stdout = out;
                    } else {
                        stdout.push_str(&out);
                    }
                    stdout.push('\n');
                }
                Err(diags) => {
                    ok = false;
                    for d in &diags {
                        src.render(d, &mut stderr);
                    }
                }
            }
        }
    }
    stderr.push_str(&timing_text(opts, &report, started));
    OptOutput { stdout, stderr, ok }
}

/// One `--split-input-file` chunk.
pub struct Chunk {
    /// The text (marker lines removed).
    pub text: String,
    /// Line number of the chunk's first line in the file.
    pub first_line: u32,
    /// Where mlir-opt locates the chunk's implicit module: `0:0` for the first chunk, else the
    /// end of the `// -----` marker that starts it.
    pub module_pos: (u32, u32),
}

/// Splits at lines containing `// -----`.
pub fn split(text: &str) -> Vec<Chunk> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut start = 1u32;
    let mut module_pos = (0, 0);
    for (i, line) in text.split_inclusive('\n').enumerate() {
        if let Some(at) = line.find("// -----") {
            out.push(Chunk {
                text: std::mem::take(&mut cur),
                first_line: start,
                module_pos,
            });
            start = i as u32 + 2;
            module_pos = (i as u32 + 1, (line[..at].chars().count() + 9) as u32);
        } else {
            cur.push_str(line);
        }
    }
    out.push(Chunk {
        text: cur,
        first_line: start,
        module_pos,
    });
    out
}
