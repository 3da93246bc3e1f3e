//! Passes, registered by their MLIR names, and the textual pass-pipeline parser.
//!
//! A pass is a plain function over `&mut Module` with parsed options. `bufjit opt --<name>` and
//! `--pass-pipeline="builtin.module(func.func(name{opt=v}))"` both resolve names through
//! [`lookup`]. The passes themselves (ownership-based deallocation, canonicalize, ...) are listed
//! here, the one place that names them.

use crate::diag::Diagnostic;
use crate::ir::Module;

pub mod buffer_hoisting;
pub mod buffer_results_to_out_params;
pub mod bufferization_to_memref;
pub mod canonicalize;
pub mod clone_dealloc;
pub mod cse;
pub mod drop_equivalent_buffer_results;
pub mod emulate_unsupported_floats;
pub mod expand_realloc;
pub mod inline;
pub mod instrument;
pub mod linalg_to_loops;
pub mod lower_affine;
pub mod lower_deallocs;
pub mod multi_buffer;
pub mod opt;
pub mod optimize_allocation_liveness;
pub mod ownership;
pub mod parallelize;
pub mod pass_options;
pub mod pipeline;
pub mod promote_buffers_to_stack;
pub mod reachable;
pub mod runtime_verification;
pub mod scf_to_cf;
pub mod schedule;
pub mod simplify_deallocs;
pub mod vector;

/// Parsed `key=value` pass options, in the order written; passes read them with a
/// [`pass_options::OptionReader`].
pub type PassOptions = Vec<(String, String)>;

/// A registered pass.
pub struct PassInfo {
    /// The MLIR name (`canonicalize`).
    pub name: &'static str,
    /// The pass's class name, as IR dumps and timing reports show it (`Canonicalizer`); empty
    /// for pass pipelines.
    pub class: &'static str,
    /// One-line summary for `--help`.
    pub summary: &'static str,
    /// Accepted option names.
    pub options: &'static [&'static str],
    /// Runs the pass.
    pub run: fn(&mut Module, &PassOptions) -> Result<(), Diagnostic>,
    /// Runs the pass on one `func.func` (nested pipelines); `None`: the module-level run is
    /// equivalent.
    pub run_on_function: Option<FuncPassFn>,
}

/// A pass entry point for one function.
pub type FuncPassFn = fn(&mut Module, crate::ir::OpId, &PassOptions) -> Result<(), Diagnostic>;

/// Every registered pass.
pub static REGISTRY: &[PassInfo] = &[
    PassInfo {
        name: "canonicalize",
        class: "Canonicalizer",
        summary: "Canonicalize operations",
        options: &["region-simplify", "max-iterations", "top-down", "cse-constants"],
        run: canonicalize::run,
        run_on_function: Some(canonicalize::run_on_function),
    },
    PassInfo {
        name: "buffer-deallocation-pipeline",
        class: "",
        summary: "The default pipeline for automatically inserting deallocation operations after one-shot bufferization",
        options: &["private-function-dynamic-ownership", "unstructured-loops"],
        run: pipeline::run,
        run_on_function: None,
    },
    PassInfo {
        name: "convert-bufferization-to-memref",
        class: "ConvertBufferizationToMemRefPass",
        summary: "Convert operations from the Bufferization dialect to the MemRef dialect",
        options: &["helper-storage", "helper-nlogn-threshold", "helper-probe-budget", "force-generic"],
        run: bufferization_to_memref::run,
        run_on_function: Some(bufferization_to_memref::run_on_function),
    },
    PassInfo {
        name: "cse",
        class: "CSE",
        summary: "Eliminate common sub-expressions",
        options: &[],
        run: cse::run,
        run_on_function: Some(cse::run_on_function),
    },
    PassInfo {
        name: "buffer-deallocation-simplification",
        class: "BufferDeallocationSimplificationPass",
        summary: "Optimizes `bufferization.dealloc` operation for more efficient codegen",
        options: &[],
        run: simplify_deallocs::run,
        run_on_function: Some(simplify_deallocs::run_on_function),
    },
    PassInfo {
        name: "bufferization-lower-deallocations",
        class: "LowerDeallocationsPass",
        summary: "Lowers `bufferization.dealloc` operations to `memref.dealloc` operations",
        options: &["helper-storage", "helper-nlogn-threshold", "helper-probe-budget", "force-generic"],
        run: lower_deallocs::run,
        run_on_function: Some(lower_deallocs::run_on_function),
    },
    PassInfo {
        name: "ownership-based-buffer-deallocation",
        class: "OwnershipBasedBufferDeallocationPass",
        summary: "Adds all required dealloc operations for all allocations in the input program",
        options: &["private-function-dynamic-ownership", "unstructured-loops"],
        run: ownership::run,
        run_on_function: None,
    },
    PassInfo {
        name: "buffer-deallocation",
        class: "BufferDeallocation",
        summary: "Adds all required dealloc operations for all allocations in the input program (MLIR 16's clone-based strategy)",
        options: &["owned-function-results", "split-critical-edges"],
        run: clone_dealloc::run,
        run_on_function: Some(clone_dealloc::run_on_function),
    },
    PassInfo {
        name: "bufjit-parallelize",
        class: "BufjitParallelize",
        summary: "Run the outermost parallel loops on a thread pool (bufjit run --threads N)",
        options: &["threads"],
        run: parallelize::run,
        run_on_function: None,
    },
    PassInfo {
        name: "loop-scalar-promotion",
        class: "LoopScalarPromotion",
        summary: "Keep loop-invariant memref locations in registers (bufjit -O1 and above)",
        options: &["versioning", "outline-cold"],
        run: opt::scalar_promotion::run,
        run_on_function: Some(opt::scalar_promotion::run_on_function),
    },
    PassInfo {
        name: "loop-interchange",
        class: "LoopInterchange",
        summary: "Move the loop along the output's last dimension innermost in perfect reduction nests, for vectorisation (bufjit -O1 and above)",
        options: &["versioning"],
        run: opt::interchange::run,
        run_on_function: Some(opt::interchange::run_on_function),
    },
    PassInfo {
        name: "loop-invariant-loads",
        class: "LoopInvariantLoads",
        summary: "Mark loads of memory their loop nest does not write, for code generation to treat as pure (bufjit -O1 and above)",
        options: &[],
        run: opt::invariant_loads::run,
        run_on_function: Some(opt::invariant_loads::run_on_function),
    },
    PassInfo {
        name: "loop-full-unroll",
        class: "LoopFullUnroll",
        summary: "Unroll short innermost scf.for loops with constant bounds (bufjit -O1 and above)",
        options: &["max-trip-count", "max-ops"],
        run: opt::unroll::run,
        run_on_function: Some(opt::unroll::run_on_function),
    },
    PassInfo {
        name: "loop-unroll-jam",
        class: "LoopUnrollJam",
        summary: "Unroll the parallel loops around a vectorisable innermost reduction and jam their copies into one reduction loop (register blocking; bufjit -O1 and above)",
        options: &["inner-factor", "outer-factor"],
        run: opt::unroll_jam::run,
        run_on_function: Some(opt::unroll_jam::run_on_function),
    },
    PassInfo {
        name: "loop-partial-unroll",
        class: "LoopPartialUnroll",
        summary: "Unroll small innermost scf.for loops the vectoriser does not take by a factor, with a remainder (bufjit -O1 and above)",
        options: &["factor", "max-ops"],
        run: opt::partial_unroll::run,
        run_on_function: Some(opt::partial_unroll::run_on_function),
    },
    PassInfo {
        name: "inline",
        class: "Inliner",
        summary: "Inline function calls",
        options: &["default-pipeline", "max-iterations", "op-pipelines", "inlining-threshold"],
        run: inline::run,
        run_on_function: None,
    },
    PassInfo {
        name: "loop-vectorize",
        class: "LoopVectorize",
        summary: "Mark unit-stride elementwise innermost scf.for loops for 128-bit SIMD code generation (bufjit -O1 and above)",
        options: &["versioning"],
        run: opt::vectorize::run,
        run_on_function: Some(opt::vectorize::run_on_function),
    },
    PassInfo {
        name: "convert-linalg-to-loops",
        class: "ConvertLinalgToLoopsPass",
        summary: "Convert the operations from the linalg dialect into loops",
        options: &["index-arith", "mark-parallel"],
        run: linalg_to_loops::run_loops,
        run_on_function: Some(linalg_to_loops::run_loops_on_function),
    },
    PassInfo {
        name: "convert-linalg-to-affine-loops",
        class: "ConvertLinalgToAffineLoopsPass",
        summary: "Convert the operations from the linalg dialect into affine loops",
        options: &[],
        run: linalg_to_loops::run_affine,
        run_on_function: Some(linalg_to_loops::run_affine_on_function),
    },
    PassInfo {
        name: "convert-linalg-to-parallel-loops",
        class: "ConvertLinalgToParallelLoopsPass",
        summary: "Convert the operations from the linalg dialect into parallel loops",
        options: &["index-arith"],
        run: linalg_to_loops::run_parallel,
        run_on_function: Some(linalg_to_loops::run_parallel_on_function),
    },
    PassInfo {
        name: "arith-emulate-unsupported-floats",
        class: "ArithEmulateUnsupportedFloats",
        summary: "Emulate operations on unsupported floats with extf/truncf",
        options: &["source-types", "target-type"],
        run: emulate_unsupported_floats::run,
        run_on_function: Some(emulate_unsupported_floats::run_on_function),
    },
    PassInfo {
        name: "expand-realloc",
        class: "ExpandReallocPass",
        summary: "Expand memref.realloc operations into its components",
        options: &["emit-deallocs"],
        run: expand_realloc::run,
        run_on_function: None,
    },
    PassInfo {
        name: "buffer-hoisting",
        class: "BufferHoistingPass",
        summary: "Optimizes placement of allocation operations by moving them into common dominators and out of nested regions",
        options: &[],
        run: buffer_hoisting::run_block,
        run_on_function: Some(buffer_hoisting::run_block_on_function),
    },
    PassInfo {
        name: "buffer-loop-hoisting",
        class: "BufferLoopHoistingPass",
        summary: "Optimizes placement of allocation operations by moving them out of loop nests",
        options: &[],
        run: buffer_hoisting::run_loop,
        run_on_function: Some(buffer_hoisting::run_loop_on_function),
    },
    PassInfo {
        name: "promote-buffers-to-stack",
        class: "PromoteBuffersToStackPass",
        summary: "Promotes heap-based allocations to automatically managed stack-based allocations",
        options: &["max-alloc-size-in-bytes", "max-rank-of-allocated-memref"],
        run: promote_buffers_to_stack::run,
        run_on_function: Some(promote_buffers_to_stack::run_on_function),
    },
    PassInfo {
        name: "buffer-results-to-out-params",
        class: "BufferResultsToOutParamsPass",
        summary: "Converts memref-typed function results to out-params",
        options: &[
            "add-result-attr",
            "hoist-static-allocs",
            "hoist-dynamic-allocs",
            "modify-public-functions",
        ],
        run: buffer_results_to_out_params::run,
        run_on_function: None,
    },
    PassInfo {
        name: "drop-equivalent-buffer-results",
        class: "DropEquivalentBufferResultsPass",
        summary: "Remove MemRef return values that are equivalent to a bbArg",
        options: &[],
        run: drop_equivalent_buffer_results::run,
        run_on_function: None,
    },
    PassInfo {
        name: "optimize-allocation-liveness",
        class: "OptimizeAllocationLivenessPass",
        summary: "This pass optimizes the liveness of temp allocations in the input function",
        options: &[],
        run: optimize_allocation_liveness::run,
        run_on_function: Some(optimize_allocation_liveness::run_on_function),
    },
    PassInfo {
        name: "generate-runtime-verification",
        class: "GenerateRuntimeVerification",
        summary: "Generate additional runtime op verification checks",
        options: &["verbose-level"],
        run: runtime_verification::run,
        run_on_function: None,
    },
    PassInfo {
        name: "convert-scf-to-cf",
        class: "SCFToControlFlowPass",
        summary: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
        options: &[],
        run: scf_to_cf::run,
        run_on_function: Some(scf_to_cf::run_on_function),
    },
    PassInfo {
        name: "lower-affine",
        class: "LowerAffinePass",
        summary: "Lower Affine operations to a combination of Arith and SCF operations",
        options: &[],
        run: lower_affine::run,
        run_on_function: Some(lower_affine::run_on_function),
    },
    PassInfo {
        name: "test-multi-buffering",
        class: "TestMultiBufferingPass",
        summary: "Test multi buffering transformation",
        options: &["multiplier"],
        run: multi_buffer::run_test,
        run_on_function: None,
    },
    PassInfo {
        name: "memref-multi-buffer",
        class: "MemRefMultiBufferPass",
        summary: "Multi-buffers allocations fully overwritten at the start of each loop iteration",
        options: &["factor", "skip-override-analysis"],
        run: multi_buffer::run,
        run_on_function: None,
    },
    PassInfo {
        name: "convert-vector-to-scf",
        class: "ConvertVectorToSCF",
        summary: "Lower the operations from the vector dialect into the SCF dialect",
        options: &["full-unroll", "target-rank", "lower-tensors", "lower-scalable"],
        run: vector::to_scf::run,
        run_on_function: Some(vector::to_scf::run_on_function),
    },
    PassInfo {
        name: "lower-vector-mask",
        class: "LowerVectorMaskPass",
        summary: "Lower 'vector.mask' operations",
        options: &[],
        run: vector::mask::run,
        run_on_function: Some(vector::mask::run_on_function),
    },
    PassInfo {
        name: "lower-vector-multi-reduction",
        class: "LowerVectorMultiReduction",
        summary: "Lower 'vector.multi_reduction' operations",
        options: &["lowering-strategy"],
        run: vector::multi_reduction::run,
        run_on_function: Some(vector::multi_reduction::run_on_function),
    },
    PassInfo {
        name: "test-vector-scan-lowering",
        class: "TestVectorScanLowering",
        summary: "Test lowering patterns that lower the scan op in the vector dialect",
        options: &[],
        run: vector::scan::run,
        run_on_function: Some(vector::scan::run_on_function),
    },
    PassInfo {
        name: "lower-vector-contraction",
        class: "LowerVectorContraction",
        summary: "Lower 'vector.contract' operations to dot products or outer products, as convert-vector-to-llvm does",
        options: &["vector-contract-lowering"],
        run: vector::contraction::run,
        run_on_function: Some(vector::contraction::run_on_function),
    },
    PassInfo {
        name: "lower-vector-outerproduct",
        class: "LowerVectorOuterProduct",
        summary: "Lower 'vector.outerproduct' operations to broadcasts and vector.fma, as convert-vector-to-llvm does",
        options: &[],
        run: vector::outerproduct::run,
        run_on_function: Some(vector::outerproduct::run_on_function),
    },
    PassInfo {
        name: "lower-vector-transfer",
        class: "LowerVectorTransfer",
        summary: "Lower 1-D 'vector.transfer_read'/'transfer_write' to vector loads and stores (masked when out of bounds), as convert-vector-to-llvm does",
        options: &["force-32bit-vector-indices"],
        run: vector::transfer::run,
        run_on_function: Some(vector::transfer::run_on_function),
    },
];

/// The pipeline `bufjit run --pipeline=default` uses (see [`pipeline::default_run_pipeline`]).
pub fn default_run_pipeline() -> Vec<PipelineEntry> {
    pipeline::default_run_pipeline()
}

/// Finds a pass by name.
pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    REGISTRY.iter().find(|p| p.name == name)
}

/// One pass with its options, as written in a pipeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PipelineEntry {
    /// Pass name.
    pub name: String,
    /// Options.
    pub options: PassOptions,
    /// The op anchors it is nested under (`builtin.module`, `func.func`).
    pub anchors: Vec<String>,
}

/// Parses `k=v k2=v2` (or `k=v,k2=v2`) option text; `k=a,b` is the list value `a,b`.
pub fn parse_options(text: &str) -> Result<PassOptions, String> {
    let mut out: PassOptions = Vec::new();
    for group in text.split(' ').filter(|s| !s.is_empty()) {
        let mut in_list = false;
        for part in group.split(',').filter(|s| !s.is_empty()) {
            match part.split_once('=') {
                Some((k, v)) => {
                    out.push((k.to_string(), v.trim_matches('"').to_string()));
                    in_list = true;
                }
                // `source-types=bf16,f16`: the rest of a list value.
                None if in_list => {
                    if let Some((_, v)) = out.last_mut() {
                        v.push(',');
                        v.push_str(part.trim_matches('"'));
                    }
                }
                None => out.push((part.to_string(), "true".to_string())),
            }
        }
    }
    Ok(out)
}

/// Parses a textual pipeline such as `builtin.module(func.func(cse, canonicalize{a=1}))`.
pub fn parse_pipeline(text: &str) -> Result<Vec<PipelineEntry>, String> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut pos = 0;
    parse_list(text, b, &mut pos, &mut Vec::new(), &mut out)?;
    if pos != b.len() {
        return Err(format!("unexpected '{}' in pass pipeline", &text[pos..]));
    }
    Ok(out)
}

fn parse_list(
    text: &str,
    b: &[u8],
    pos: &mut usize,
    anchors: &mut Vec<String>,
    out: &mut Vec<PipelineEntry>,
) -> Result<(), String> {
    loop {
        while *pos < b.len() && b[*pos] == b' ' {
            *pos += 1;
        }
        let start = *pos;
        while *pos < b.len() && !matches!(b[*pos], b'(' | b')' | b'{' | b',' | b' ') {
            *pos += 1;
        }
        let name = &text[start..*pos];
        if name.is_empty() {
            return Err("expected pass or op name in pass pipeline".into());
        }
        if *pos < b.len() && b[*pos] == b'(' {
            *pos += 1;
            anchors.push(name.to_string());
            if *pos < b.len() && b[*pos] != b')' {
                parse_list(text, b, pos, anchors, out)?;
            }
            anchors.pop();
            if *pos >= b.len() || b[*pos] != b')' {
                return Err("expected ')' in pass pipeline".into());
            }
            *pos += 1;
        } else {
            let mut options = Vec::new();
            if *pos < b.len() && b[*pos] == b'{' {
                let close = text[*pos..]
                    .find('}')
                    .ok_or("expected '}' in pass options")?;
                options = parse_options(&text[*pos + 1..*pos + close])?;
                *pos += close + 1;
            }
            if lookup(name).is_none() {
                return Err(format!(
                    "'{name}' does not refer to a registered pass or pass pipeline"
                ));
            }
            out.push(PipelineEntry {
                name: name.to_string(),
                options,
                anchors: anchors.clone(),
            });
        }
        while *pos < b.len() && b[*pos] == b' ' {
            *pos += 1;
        }
        if *pos < b.len() && b[*pos] == b',' {
            *pos += 1;
            continue;
        }
        return Ok(());
    }
}

/// Runs a pipeline over a module: one function at a time when that gives the same result
/// (see [`schedule`]), else pass by pass.
pub fn run_pipeline(m: &mut Module, pipeline: &[PipelineEntry]) -> Result<(), Diagnostic> {
    if schedule::FunctionPipeline::applies_to(m) {
        if let Some(fp) = schedule::FunctionPipeline::new(pipeline)? {
            return fp.run(m, &mut |m, _, _| {
                m.recycle();
                Ok(())
            });
        }
    }
    run_pass_by_pass(m, pipeline)
}

/// [`run_pipeline`] for code that is then executed: an error a pass reported without failing
/// ([`Module::emitted`], e.g. MLIR 16's `buffer-deallocation` on an op it cannot analyse, whose
/// output may leak or free too early) fails the pipeline.
pub fn run_pipeline_strict(m: &mut Module, pipeline: &[PipelineEntry]) -> Result<(), Diagnostic> {
    run_pipeline(m, pipeline)?;
    match m.emitted.drain(..).next() {
        Some(d) => Err(d),
        None => Ok(()),
    }
}

/// Every `func.func` in the module (at any depth), the ops a `func.func`-nested pass runs on.
pub(crate) fn nested_functions(m: &Module) -> Vec<crate::ir::OpId> {
    let mut funcs = Vec::new();
    if let Some(top) = m.top {
        m.walk_nested(top, &mut |o| {
            if m.op(o).kind == crate::dialects::OpKind::Func {
                funcs.push(o);
            }
        });
    }
    funcs
}

/// Runs a pipeline pass by pass over the whole module (mlir-opt's order).
pub fn run_pass_by_pass(m: &mut Module, pipeline: &[PipelineEntry]) -> Result<(), Diagnostic> {
    for e in pipeline {
        if e.name == "buffer-deallocation-pipeline" {
            run_pass_by_pass(m, &pipeline::expand(e)?)?;
            continue;
        }
        let info = lookup(&e.name).expect("pipeline entries are validated when parsed");
        let started = std::time::Instant::now();
        let nested = e.anchors.last().is_some_and(|a| a == "func.func");
        match (nested, info.run_on_function) {
            (true, Some(f)) => {
                for func in nested_functions(m) {
                    f(m, func, &e.options)?;
                }
            }
            _ => (info.run)(m, &e.options)?,
        }
        if std::env::var_os("BUFJIT_PASS_TIMING").is_some() {
            eprintln!(
                "{:>10.3} ms  {}",
                started.elapsed().as_secs_f64() * 1e3,
                e.name
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_pass_is_rejected_with_mlir_message() {
        let e = parse_pipeline("builtin.module(func.func(nope))").unwrap_err();
        assert_eq!(
            e,
            "'nope' does not refer to a registered pass or pass pipeline"
        );
    }

    #[test]
    fn options_split_on_spaces_and_commas() {
        let o = parse_options("a=1,f b=x,c=2").unwrap();
        assert_eq!(o.len(), 3);
        assert_eq!(o[2], ("c".to_string(), "2".to_string()));
        // A comma piece without `=` after a value goes on with that (list) value.
        assert_eq!(o[0], ("a".to_string(), "1,f".to_string()));
        let o = parse_options("source-types=bf16,f16 x").unwrap();
        assert_eq!(o[0].1, "bf16,f16");
        assert_eq!(o[1], ("x".to_string(), "true".to_string()));
    }
}
