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

/// What `bufjit run --pipeline=default` runs: the deallocation pipeline with the generic
/// lowering's lists on the stack (`bufferization-lower-deallocations{helper-storage=stack}`,
/// which also picks `@dealloc_helper_nlogn` for large deallocs; same semantics as MLIR's
/// lowering, faster: `benches/lowering.rs`), then `convert-bufferization-to-memref` (lowers
/// the `bufferization.clone`s it leaves). `bufjit opt --buffer-deallocation-pipeline` stays
/// exactly MLIR's.
pub fn default_run_pipeline() -> Vec<PipelineEntry> {
    let stack = [("helper-storage", "stack")];
    let mut p = buffer_deallocation_pipeline(false);
    for e in &mut p {
        if e.name == "bufferization-lower-deallocations" {
            *e = entry(&e.name.clone(), &stack);
        }
    }
    p.push(entry("convert-bufferization-to-memref", &stack));
    // linalg ops on buffers run as loops (their affine index expressions expanded to arith).
    p.push(entry("convert-linalg-to-loops", &[("index-arith", "true")]));
    p
}

/// [`default_run_pipeline`] as pipeline text (what `bufjit run --pipeline=default` means).
pub const DEFAULT_RUN_PIPELINE_TEXT: &str = "builtin.module(\
expand-realloc{emit-deallocs=false}, canonicalize, \
ownership-based-buffer-deallocation{private-function-dynamic-ownership=false}, canonicalize, \
buffer-deallocation-simplification, bufferization-lower-deallocations{helper-storage=stack}, \
cse, canonicalize, convert-bufferization-to-memref{helper-storage=stack}, \
convert-linalg-to-loops{index-arith=true})";

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_run_pipeline_text_matches() {
        let parsed = crate::transforms::parse_pipeline(DEFAULT_RUN_PIPELINE_TEXT).unwrap();
        let built = default_run_pipeline();
        assert_eq!(parsed.len(), built.len());
        for (p, b) in parsed.iter().zip(&built) {
            assert_eq!((&p.name, &p.options), (&b.name, &b.options));
        }
    }
}
