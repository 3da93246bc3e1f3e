//! Named pass pipelines: `buffer-deallocation-pipeline` (MLIR 22's sequence), the pipeline
//! `bufjit run --pipeline=default` uses before code generation, and the choice
//! `--pipeline=auto` (the default of `run`, `check` and `bench`) makes by looking at the module.

use super::{PassOptions, PipelineEntry};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{FloatKind, Module};
use crate::transforms::ownership::DeallocationOptions;

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
/// canonicalize, ownership-based-buffer-deallocation (with the pipeline's options),
/// canonicalize, buffer-deallocation-simplification, bufferization-lower-deallocations, cse,
/// canonicalize.
pub fn buffer_deallocation_pipeline(ownership: DeallocationOptions) -> Vec<PipelineEntry> {
    let flag = |b: bool| if b { "true" } else { "false" };
    let mut own = vec![(
        "private-function-dynamic-ownership",
        flag(ownership.private_function_dynamic_ownership),
    )];
    if ownership.unstructured_loops {
        own.push(("unstructured-loops", "true"));
    }
    vec![
        entry("expand-realloc", &[("emit-deallocs", "false")]),
        entry("canonicalize", &[]),
        entry("ownership-based-buffer-deallocation", &own),
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
    // Programs may hold `cf` loops (e.g. after `convert-scf-to-cf`).
    let mut p = buffer_deallocation_pipeline(DeallocationOptions {
        private_function_dynamic_ownership: false,
        unstructured_loops: true,
    });
    for e in &mut p {
        if e.name == "bufferization-lower-deallocations" {
            *e = entry(&e.name.clone(), &stack);
        }
    }
    p.push(entry("convert-bufferization-to-memref", &stack));
    // linalg ops on buffers run as loops (their affine index expressions expanded to arith).
    p.push(entry("convert-linalg-to-loops", &[("index-arith", "true")]));
    p.push(entry("lower-affine", &[]));
    // Each unconditional free moves up to right after its buffer's last use (peak memory).
    p.push(entry("optimize-allocation-liveness", &[]));
    p
}

/// [`default_run_pipeline`] as pipeline text (what `bufjit run --pipeline=default` means).
pub const DEFAULT_RUN_PIPELINE_TEXT: &str = "builtin.module(\
expand-realloc{emit-deallocs=false}, canonicalize, \
ownership-based-buffer-deallocation{private-function-dynamic-ownership=false unstructured-loops=true}, canonicalize, \
buffer-deallocation-simplification, bufferization-lower-deallocations{helper-storage=stack}, \
cse, canonicalize, convert-bufferization-to-memref{helper-storage=stack}, \
convert-linalg-to-loops{index-arith=true}, lower-affine, optimize-allocation-liveness)";

/// What `bufjit run --pipeline=clone` runs: MLIR 16's clone-based strategy (`expand-realloc`
/// first, as MLIR 16's pass does not know that `memref.realloc` frees its operand; then
/// `buffer-deallocation` with returned buffers owned by the caller and clones on their own
/// edges (both fix leaks of MLIR 16's pass, see [`crate::transforms::clone_dealloc`]), the clone/dealloc
/// canonicalization, and the lowering of the clones).
///
/// linalg and affine ops are lowered to scf loops first: the clone-based pass knows MLIR 16's
/// region-branch ops of the scf dialect only.
pub const CLONE_RUN_PIPELINE_TEXT: &str = "builtin.module(\
convert-linalg-to-loops{index-arith=true}, lower-affine, expand-realloc{emit-deallocs=false}, \
buffer-deallocation{owned-function-results=true split-critical-edges=true}, canonicalize, \
convert-bufferization-to-memref)";

/// What `bufjit compare` calls the ownership pipeline with MLIR's heap lowering of the dealloc
/// helper lists: [`DEFAULT_RUN_PIPELINE_TEXT`] with `helper-storage=heap`.
pub const OWNERSHIP_HEAP_RUN_PIPELINE_TEXT: &str = "builtin.module(\
expand-realloc{emit-deallocs=false}, canonicalize, \
ownership-based-buffer-deallocation{private-function-dynamic-ownership=false unstructured-loops=true}, canonicalize, \
buffer-deallocation-simplification, bufferization-lower-deallocations, \
cse, canonicalize, convert-bufferization-to-memref, convert-linalg-to-loops{index-arith=true}, \
lower-affine, optimize-allocation-liveness)";

/// A lowering `--pipeline=auto` adds when the module contains ops that code generation
/// cannot run.
#[derive(Debug)]
pub struct AutoLowering {
    /// An op name (`bufferization.dealloc`) or a dialect prefix ending in `.` (`linalg.`).
    pub ops: &'static str,
    /// The pass that lowers them.
    pub pass: &'static str,
    /// Its options.
    pub options: &'static [(&'static str, &'static str)],
}

/// The lowerings `--pipeline=auto` adds, in the order they run. A dialect whose ops must be
/// lowered before code generation adds its line here.
pub static AUTO_LOWERINGS: &[AutoLowering] = &[
    AutoLowering {
        ops: "bufferization.dealloc",
        pass: "convert-bufferization-to-memref",
        options: &[("helper-storage", "stack")],
    },
    AutoLowering {
        ops: "linalg.",
        pass: "convert-linalg-to-loops",
        options: &[("index-arith", "true")],
    },
    AutoLowering {
        ops: "affine.",
        pass: "lower-affine",
        options: &[],
    },
];

/// One line of [`VECTOR_LOWERINGS`]: the ops that call for a pass, the pass, its options.
pub type VectorLowering = (
    &'static [&'static str],
    &'static str,
    &'static [(&'static str, &'static str)],
);

/// The vector lowerings `--pipeline=auto` and `default` append after everything else (after
/// the deallocation pipeline), each when the module contains one of its ops, in this order:
/// `vector.mask` regions first, n-D transfers to loops of 1-D ones (`convert-vector-to-scf`,
/// whose index arithmetic `lower-affine` expands), reductions, scans and contractions to elementwise
/// ops and `vector.reduction`/`vector.fma`, 1-D transfers to loads and stores. What remains is
/// what code generation takes (docs/codegen.md).
pub static VECTOR_LOWERINGS: &[VectorLowering] = &[
    (&["vector.mask"], "lower-vector-mask", &[]),
    (
        &["vector.transfer_read", "vector.transfer_write"],
        "convert-vector-to-scf",
        &[("full-unroll", "true")],
    ),
    (
        &["vector.transfer_read", "vector.transfer_write"],
        "lower-affine",
        &[],
    ),
    (
        &["vector.multi_reduction"],
        "lower-vector-multi-reduction",
        &[],
    ),
    (&["vector.scan"], "test-vector-scan-lowering", &[]),
    (&["vector.contract"], "lower-vector-contraction", &[]),
    (
        &["vector.contract", "vector.outerproduct"],
        "lower-vector-outerproduct",
        &[],
    ),
    (
        &[
            "vector.transfer_read",
            "vector.transfer_write",
            "vector.create_mask",
        ],
        "lower-vector-transfer",
        &[],
    ),
];

/// The passes of [`VECTOR_LOWERINGS`] that ops present in `m` need, in table order.
pub fn vector_lowerings_needed(m: &Module) -> Vec<PipelineEntry> {
    let Some(top) = m.top else { return vec![] };
    let mut present = vec![false; VECTOR_LOWERINGS.len()];
    m.walk_nested(top, &mut |o| {
        let name = m.op_name(o);
        if !name.starts_with("vector.") {
            return;
        }
        for (i, (ops, _, _)) in VECTOR_LOWERINGS.iter().enumerate() {
            present[i] |= ops.contains(&name);
        }
    });
    VECTOR_LOWERINGS
        .iter()
        .zip(present)
        .filter(|(_, p)| *p)
        .map(|((_, pass, opts), _)| entry(pass, opts))
        .collect()
}

/// What code generation cannot run after [`vector_lowerings_needed`]: the vector lowerings,
/// then `arith-emulate-unsupported-floats` when an `arith` op or a computing `vector` op
/// (which the vector lowerings turn into arith ops, `vector.reduction` and `vector.fma`)
/// computes on `f16` or `bf16` (each op then computes in `f32` and rounds back, as LLVM runs
/// them on x86 and AArch64).
pub fn late_lowerings_needed(m: &Module) -> Vec<PipelineEntry> {
    let mut out = vector_lowerings_needed(m);
    let Some(top) = m.top else { return out };
    let mut small = false;
    m.walk_nested(top, &mut |o| {
        small |= m.op(o).kind.dialect() != crate::dialects::Dialect::Math
            && crate::semantics::computes_on_small_float(m, o)
            && crate::semantics::small_floats_of(m, o)
                .iter()
                .all(|k| matches!(k, FloatKind::F16 | FloatKind::BF16));
    });
    if small {
        out.push(entry(
            "arith-emulate-unsupported-floats",
            &[("source-types", "bf16,f16"), ("target-type", "f32")],
        ));
    }
    out
}

/// The lowerings of [`AUTO_LOWERINGS`] that ops present in `m` need, each once, in table order.
pub fn lowerings_needed(m: &Module) -> Vec<PipelineEntry> {
    let Some(top) = m.top else { return vec![] };
    let mut present = vec![false; AUTO_LOWERINGS.len()];
    m.walk_nested(top, &mut |o| {
        let name = m.op_name(o);
        for (i, l) in AUTO_LOWERINGS.iter().enumerate() {
            if name == l.ops || (l.ops.ends_with('.') && name.starts_with(l.ops)) {
                present[i] = true;
            }
        }
    });
    AUTO_LOWERINGS
        .iter()
        .zip(present)
        .filter(|(_, p)| *p)
        .map(|(l, _)| entry(l.pass, l.options))
        .collect()
}

/// What `--pipeline=auto` decided for a module.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AutoChoice {
    /// The passes to run (empty: run the IR as given).
    pub pipeline: Vec<PipelineEntry>,
    /// Why, for `-v`: e.g. `no deallocation in the input: running the default pipeline`.
    pub reason: String,
}

/// `--pipeline=auto`: a module that allocates (`memref.alloc`, `memref.realloc`,
/// `bufferization.clone`) but contains no `memref.dealloc` and no `bufferization.dealloc` is
/// freshly bufferized: it gets [`default_run_pipeline`] (plus any [`lowerings_needed`] that
/// pipeline lacks). Otherwise its deallocation is taken as given, as mlir-runner does, and
/// only [`lowerings_needed`] run (none for plain memref IR). `lower` replaces the options of
/// the dealloc lowering passes (`bufjit bench` uses it to pick a lowering variant).
///
/// LLVM-dialect input (`llvm.func`s and no `func.func`: what `-convert-to-llvm` leaves) runs
/// as given: its deallocation is its `free` calls, which the checked allocator sees.
pub fn auto_pipeline(m: &Module, lower: Option<&[(&str, &str)]>) -> AutoChoice {
    let (mut allocs, mut deallocs, mut buf_deallocs) = (0usize, 0usize, 0usize);
    let (mut llvm_funcs, mut funcs) = (0usize, 0usize);
    if let Some(top) = m.top {
        m.walk_nested(top, &mut |o| match m.op(o).kind {
            OpKind::Alloc | OpKind::Realloc | OpKind::Clone => allocs += 1,
            OpKind::Dealloc => deallocs += 1,
            OpKind::BufDealloc => buf_deallocs += 1,
            OpKind::LlvmFunc => llvm_funcs += 1,
            OpKind::Func => funcs += 1,
            _ => {}
        });
    }
    if llvm_funcs > 0 && funcs == 0 {
        return AutoChoice {
            pipeline: Vec::new(),
            reason: format!(
                "LLVM-dialect input ({llvm_funcs} llvm.func): running it as given, malloc and free through the checked allocator"
            ),
        };
    }
    let mut lowerings = lowerings_needed(m);
    let (mut pipeline, reason) = if allocs > 0 && deallocs == 0 && buf_deallocs == 0 {
        let mut p = default_run_pipeline();
        lowerings.retain(|l| !p.iter().any(|e| e.name == l.name));
        p.append(&mut lowerings);
        p.extend(late_lowerings_needed(m));
        (
            p,
            format!(
                "{allocs} allocation{} and no deallocation in the input: running the default pipeline",
                if allocs == 1 { "" } else { "s" }
            ),
        )
    } else {
        let why = if allocs == 0 && deallocs == 0 && buf_deallocs == 0 {
            "nothing allocated in the input".to_string()
        } else {
            format!(
                "the input deallocates ({deallocs} memref.dealloc, {buf_deallocs} bufferization.dealloc)"
            )
        };
        lowerings.extend(late_lowerings_needed(m));
        let reason = if lowerings.is_empty() {
            format!("{why}: running it as given")
        } else {
            format!("{why}: running it as given after its lowerings")
        };
        (lowerings, reason)
    };
    if let Some(opts) = lower {
        set_lowering_options(&mut pipeline, opts);
    }
    AutoChoice { pipeline, reason }
}

/// Replaces the options of the dealloc lowering passes in `pipeline`
/// (`bufferization-lower-deallocations`, `convert-bufferization-to-memref`) by `opts`.
pub fn set_lowering_options(pipeline: &mut [PipelineEntry], opts: &[(&str, &str)]) {
    for e in pipeline {
        if e.name == "bufferization-lower-deallocations"
            || e.name == "convert-bufferization-to-memref"
        {
            *e = entry(&e.name.clone(), opts);
        }
    }
}

/// Makes the `convert-linalg-to-loops` entries of `pipeline` mark the loops of parallel
/// dimensions (`mark-parallel=true`), for `bufjit run --threads N` to run them on threads
/// (`transforms::parallelize`).
pub fn mark_parallel_loops(pipeline: &mut [PipelineEntry]) {
    for e in pipeline {
        if e.name == "convert-linalg-to-loops"
            && !e.options.iter().any(|(k, _)| k == "mark-parallel")
        {
            e.options.push(("mark-parallel".into(), "true".into()));
        }
    }
}

/// Pipeline text for `entries` (top-level passes): `builtin.module(a{k=v}, b)`.
pub fn pipeline_text(entries: &[PipelineEntry]) -> String {
    let passes: Vec<String> = entries
        .iter()
        .map(|e| {
            let mut s = e.name.clone();
            if !e.options.is_empty() {
                let o: Vec<String> = e.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
                s = format!("{s}{{{}}}", o.join(" "));
            }
            for a in e.anchors.iter().rev().filter(|a| *a != "builtin.module") {
                s = format!("{a}({s})");
            }
            s
        })
        .collect();
    format!("builtin.module({})", passes.join(", "))
}

/// Parses the pipeline's options: MLIR's `private-function-dynamic-ownership` and bufjit's
/// `unstructured-loops` (handed to `ownership-based-buffer-deallocation`).
pub fn parse_options(opts: &PassOptions) -> Result<DeallocationOptions, Diagnostic> {
    use super::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(opts, "buffer-deallocation-pipeline", Wording::InvalidOption);
    let o = DeallocationOptions {
        private_function_dynamic_ownership: r.flag("private-function-dynamic-ownership", false),
        unstructured_loops: r.flag("unstructured-loops", false),
    };
    r.finish()?;
    Ok(o)
}

/// The passes `e` (a `buffer-deallocation-pipeline` entry) stands for, nested as `e` is: under
/// `func.func` every pass runs on each function, as MLIR's nested pipeline does (the generic
/// dealloc lowering then reports that it cannot insert its helper function).
pub fn expand(e: &PipelineEntry) -> Result<Vec<PipelineEntry>, Diagnostic> {
    let mut passes = buffer_deallocation_pipeline(parse_options(&e.options)?);
    for p in &mut passes {
        p.anchors = e.anchors.clone();
    }
    Ok(passes)
}

/// Runs `buffer-deallocation-pipeline[{private-function-dynamic-ownership=... unstructured-loops=...}]`.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let own = parse_options(opts)?;
    super::run_pipeline(m, &buffer_deallocation_pipeline(own))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::parse::test_module as parse;

    #[test]
    fn auto_runs_the_default_pipeline_without_deallocs() {
        let m = parse("func.func @f() {\n  %a = memref.alloc() : memref<2xf32>\n  return\n}\n");
        let c = auto_pipeline(&m, None);
        assert_eq!(c.pipeline, default_run_pipeline());
        assert!(c.reason.contains("default pipeline"), "{}", c.reason);
        assert_eq!(pipeline_text(&c.pipeline), DEFAULT_RUN_PIPELINE_TEXT);
    }

    #[test]
    fn auto_leaves_deallocating_and_allocation_free_modules_alone() {
        let m = parse("func.func @f() {\n  %a = memref.alloc() : memref<2xf32>\n  memref.dealloc %a : memref<2xf32>\n  return\n}\n");
        let c = auto_pipeline(&m, None);
        assert!(c.pipeline.is_empty());
        assert!(c.reason.contains("1 memref.dealloc"), "{}", c.reason);
        let m =
            parse("func.func @f() -> i32 {\n  %c = arith.constant 1 : i32\n  return %c : i32\n}\n");
        let c = auto_pipeline(&m, None);
        assert!(c.pipeline.is_empty());
        assert!(c.reason.contains("nothing allocated"), "{}", c.reason);
    }

    #[test]
    fn auto_lowers_bufferization_deallocs_it_finds() {
        let m = parse("func.func @f(%c: i1) {\n  %a = memref.alloc() : memref<2xf32>\n  bufferization.dealloc (%a : memref<2xf32>) if (%c)\n  return\n}\n");
        let c = auto_pipeline(&m, Some(&[("force-generic", "true")]));
        assert_eq!(c.pipeline.len(), 1);
        assert_eq!(
            pipeline_text(&c.pipeline),
            "builtin.module(convert-bufferization-to-memref{force-generic=true})"
        );
    }

    #[test]
    fn vector_lowerings_follow_the_ops_present() {
        let m = parse("func.func @f(%a: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {\n  %r = \"vector.multi_reduction\"(%a, %acc) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<2x4xf32>, vector<2xf32>) -> vector<2xf32>\n  return %r : vector<2xf32>\n}\n");
        let c = auto_pipeline(&m, None);
        assert_eq!(
            pipeline_text(&c.pipeline),
            "builtin.module(lower-vector-multi-reduction)"
        );
        let m = parse("func.func @f(%m: memref<4x4xf32>) {\n  %a = memref.alloc() : memref<4x4xf32>\n  %c0 = arith.constant 0 : index\n  %p = arith.constant 0.0 : f32\n  %v = \"vector.transfer_read\"(%a, %c0, %c0, %p) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<4x4xf32>, index, index, f32) -> vector<4x4xf32>\n  return\n}\n");
        let c = auto_pipeline(&m, None);
        let text = pipeline_text(&c.pipeline);
        assert!(text.starts_with("builtin.module(expand-realloc"), "{text}");
        assert!(
            text.ends_with("lower-affine, optimize-allocation-liveness, convert-vector-to-scf{full-unroll=true}, lower-affine, lower-vector-transfer)"),
            "{text}"
        );
        assert!(crate::transforms::parse_pipeline(&text).is_ok());
    }

    #[test]
    fn run_pipeline_texts_parse() {
        for text in [CLONE_RUN_PIPELINE_TEXT, OWNERSHIP_HEAP_RUN_PIPELINE_TEXT] {
            assert!(crate::transforms::parse_pipeline(text).is_ok(), "{text}");
        }
    }

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
