//! `bufjit opt`: the mlir-opt-compatible driver (parse, verify, run passes, print).

use crate::diag::{Diagnostic, Source};
use crate::parse::Parser;
use crate::print::{print_module, PrintOptions};
use crate::transforms::PipelineEntry;

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
}

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
fn process_chunk(
    name: &str,
    text: &str,
    first_line: u32,
    module_pos: (u32, u32),
    opts: &OptOptions,
) -> Result<String, Vec<Diagnostic>> {
    let mut p = Parser::new(text, name, first_line);
    p.set_implicit_module_pos(module_pos.0, module_pos.1);
    p.set_allow_unregistered(opts.allow_unregistered);
    let mut m = p.parse_module().map_err(|d| vec![d])?;
    crate::verify::verify(&m)?;
    crate::transforms::run_pipeline(&mut m, &opts.pipeline).map_err(|d| vec![d])?;
    crate::verify::verify(&m)?;
    Ok(print_module(&m, opts.print))
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
        let result = process_chunk(name, chunk, *first_line, c.module_pos, opts);
        if opts.verify_diagnostics {
            let diags = match &result {
                Ok(out) => {
                    stdout.push_str(out);
                    stdout.push('\n');
                    Vec::new()
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
                Ok(out) => {
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
