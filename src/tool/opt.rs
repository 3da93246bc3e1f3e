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
    opts: &OptOptions,
) -> Result<String, Vec<Diagnostic>> {
    let p = Parser::new(text, name, first_line);
    let mut m = p.parse_module().map_err(|d| vec![d])?;
    crate::verify::verify(&m)?;
    crate::transforms::run_pipeline(&mut m, &opts.pipeline).map_err(|d| vec![d])?;
    crate::verify::verify(&m)?;
    Ok(print_module(&m, opts.print))
}

/// Runs `bufjit opt` on the text of a file.
pub fn run(name: &str, text: &str, opts: &OptOptions) -> OptOutput {
    let chunks: Vec<(String, u32)> = if opts.split_input_file {
        split(text)
    } else {
        vec![(text.to_string(), 1)]
    };
    let mut stdout = String::new();
    let mut stderr = String::new();
    let mut ok = true;
    for (i, (chunk, first_line)) in chunks.iter().enumerate() {
        if i > 0 {
            stdout.push_str("// -----\n");
        }
        let src = Source {
            name,
            text: chunk,
            first_line: *first_line,
        };
        let result = process_chunk(name, chunk, *first_line, opts);
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
                    stdout.push_str(&out);
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

/// Splits at lines containing `// -----`, returning each chunk with its first line number.
pub fn split(text: &str) -> Vec<(String, u32)> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut start = 1u32;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        if line.contains("// -----") {
            out.push((std::mem::take(&mut cur), start));
            start = i as u32 + 2;
        } else {
            cur.push_str(line);
        }
    }
    out.push((cur, start));
    out
}
