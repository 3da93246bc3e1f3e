//! Named pass pipelines: `buffer-deallocation-pipeline` (MLIR 22's sequence) and the pipeline
//! `bufjit run --pipeline=default` uses before code generation.

use super::{PassOptions, PipelineEntry};
use crate::diag::Diagnostic;
use crate::ir::Module;

fn entry(name: &str, options: &[(&str, &str)]) -> PipelineEntry {
    PipelineEntry {
        name: name.to_string(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        anchors: vec![],
    }
}

/// The passes of `buffer-deallocation-pipeline`: `expand-realloc{emit-deallocs=false}`,
/// canonicalize, ownership-based-buffer-deallocation (with the pipeline's option),
/// canonicalize, buffer-deallocation-simplification, bufferization-lower-deallocations, cse,
/// canonicalize.
pub fn buffer_deallocation_pipeline(
    private_function_dynamic_ownership: bool,
) -> Vec<PipelineEntry> {
    let own = if private_function_dynamic_ownership {
        "true"
    } else {
        "false"
    };
    vec![
        entry("expand-realloc", &[("emit-deallocs", "false")]),
        entry("canonicalize", &[]),
        entry(
            "ownership-based-buffer-deallocation",
            &[("private-function-dynamic-ownership", own)],
        ),
        entry("canonicalize", &[]),
        entry("buffer-deallocation-simplification", &[]),
        entry("bufferization-lower-deallocations", &[]),
        entry("cse", &[]),
        entry("canonicalize", &[]),
    ]
}

/// What `bufjit run --pipeline=default` runs: the deallocation pipeline, then
/// `convert-bufferization-to-memref` (lowers the `bufferization.clone`s it leaves).
pub fn default_run_pipeline() -> Vec<PipelineEntry> {
    let mut p = buffer_deallocation_pipeline(false);
    p.push(entry("convert-bufferization-to-memref", &[]));
    p
}

/// Parses the pipeline's option: `private-function-dynamic-ownership`.
pub fn parse_options(opts: &PassOptions) -> Result<bool, Diagnostic> {
    let mut own = false;
    for (k, v) in opts {
        match (k.as_str(), v.as_str()) {
            ("private-function-dynamic-ownership", "true" | "1" | "") => own = true,
            ("private-function-dynamic-ownership", "false" | "0") => own = false,
            _ => {
                return Err(Diagnostic::error(
                    None,
                    format!("invalid option '{k}={v}' for buffer-deallocation-pipeline"),
                ))
            }
        }
    }
    Ok(own)
}

/// Runs `buffer-deallocation-pipeline[{private-function-dynamic-ownership=...}]`.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let own = parse_options(opts)?;
    super::run_pipeline(m, &buffer_deallocation_pipeline(own))
}
