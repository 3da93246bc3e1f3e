//! The mid-level optimisation stage code generation runs at `-O1` and above: IR to
//! IR rewrites on lowered, bufferized code (`scf` loops over memrefs, after
//! `convert-linalg-to-loops` and `lower-affine`) that Cranelift cannot do itself because it
//! does not know which memrefs are distinct buffers. Cranelift's own mid-end (GVN, loop-invariant
//! code motion of pure instructions, constant folding) runs afterwards on the generated code.
//!
//! One file per optimisation:
//! * [`inlining`]: calls of small private functions become copies of their bodies (first,
//!   so the later steps see the callees' allocations and the callers' constants together);
//! * [`trivial_loops`]: loops of zero or one trip (unit dimensions of `linalg` ops) become
//!   straight-line code, in every function;
//! * [`interchange`] (`--loop-interchange`): in a perfect nest of reductions into one output
//!   element (`linalg.matmul`, convolutions), the loop along the output's last dimension moves
//!   innermost, for the vectoriser (versioned when buffers may alias);
//! * [`licm`]: pure, non-trapping index arithmetic leaves the loops it does not depend on
//!   (so the next steps, and strength reduction in code generation, see invariant indices);
//! * [`scalar_promotion`] (`--loop-scalar-promotion`): a memref location that is
//!   loop-invariant in an `scf.for` lives in an `iter_args` value instead of memory;
//! * [`unroll_jam`] (`--loop-unroll-jam`): the parallel loops around a vectorisable innermost
//!   reduction are unrolled and jammed into one reduction loop with several accumulators
//!   (register blocking: rows of each operand loaded once for several outputs);
//! * [`invariant_loads`] (`--loop-invariant-loads`): loads of memory their loop nest does not
//!   write are marked, and code generation makes them pure for Cranelift's e-graph (computed
//!   where used: fewer values live at once in unrolled reductions);
//! * [`unroll`] (`--loop-full-unroll`): short loops and small nests with constant bounds
//!   become straight-line code (after promotion, so a promoted reduction unrolls into
//!   registers);
//! * [`partial_unroll`] (`--loop-partial-unroll`): other small innermost loops the
//!   vectoriser will not take run 4 iterations per trip of a main loop, then a remainder;
//! * [`vectorize`] (`--loop-vectorize`): marks innermost unit-stride elementwise loops for
//!   vector code generation (128-bit SIMD and a scalar remainder), versioning those whose
//!   buffers may alias;
//! * [`versioning`]: the run-time overlap test on two memrefs' address ranges and the loop
//!   cloning that scalar promotion uses when buffers may alias (function arguments);
//! * [`narrow`]: webs of loads, stores and arithmetic on wide 1-D vectors become 128-bit ones,
//!   so that each part's loads can go next to the store that needs them;
//! * [`sink_loads`]: loads move past stores that provably do not touch them, to just before
//!   the first write that needs them (an accumulator tile is loaded and stored row by row), and
//!   a load used after stores that provably miss it is loaded again there;
//! * [`disjoint_args`]: the memref arguments of a parallel loop's function that its caller
//!   tested disjoint, which the steps above take as facts in all of its loops;
//! * [`outline`]: the cold (overlapping-buffers) copy of a versioned nest moves into a private
//!   function of its own, which code generation compiles with the fast settings.
//!
//! `-O0` stays a fast-compile mode: [`optimize`] is not called there. At `-O1`+, functions
//! code generation compiles with the fast settings (they run once and do little work,
//! `codegen::tier`) get only the removal of trivial loops, hoisting and scalar promotion.

pub mod disjoint_args;
pub mod inlining;
pub mod interchange;
pub mod invariant_loads;
pub mod licm;
pub mod narrow;
pub mod outline;
pub mod partial_unroll;
pub mod scalar_promotion;
pub mod sink_loads;
pub mod trivial_loops;
pub mod unroll;
pub mod unroll_jam;
pub mod vectorize;
pub mod versioning;

use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Module, OpId};
use rustc_hash::{FxHashMap, FxHashSet};

/// For each op an optimisation created by copying (a loop clone, an unrolled iteration, a
/// hoisted load), the op of the input module it stands for. Code generation registers such ops'
/// allocation sites with the original op's location and text, so reports read the same at
/// every `-O` level.
pub type Origins = FxHashMap<OpId, OpId>;

/// Records (original, copy) pairs in `origins` (a copy of a copy stands for the first original).
pub fn record(origins: &mut Origins, pairs: &[(OpId, OpId)]) {
    for &(a, b) in pairs {
        let root = *origins.get(&a).unwrap_or(&a);
        origins.insert(b, root);
    }
}

/// What [`optimize`] did that code generation must know.
#[derive(Default)]
pub struct Optimized {
    /// Where the ops it copied come from.
    pub origins: Origins,
    /// The functions [`outline`] created for cold loop copies (to compile with the fast
    /// settings).
    pub outlined: Vec<String>,
}

/// Runs the `-O1`+ stage on a module that is about to be compiled: inlining of small private
/// functions, then per function removal of loops of at most one trip, invariant-arithmetic
/// hoisting, scalar promotion (outlining
/// the cold copies of versioned nests if `outline_cold`), marking of invariant loads, full
/// unrolling, partial unrolling (of the loops vectorisation will not take) and vectorisation.
///
/// Functions named in `quick` (those code generation compiles with the fast settings because
/// they run once and do little work, `codegen::tier`) get only the trivial loops' removal, the
/// hoisting and scalar promotion: unrolled and vectorised copies would multiply their compile time for a run time
/// that is small by construction.
pub fn optimize(
    m: &mut Module,
    quick: &FxHashSet<String>,
    outline_cold: bool,
) -> Result<Optimized, Diagnostic> {
    let mut origins = Origins::default();
    let mut outlined = Vec::new();
    prepare_module(m, quick, &mut origins);
    for f in m.top_level_ops() {
        if m.op(f).kind == OpKind::Func {
            let quick_fn = crate::dialects::func::sym_name(m, f).is_some_and(|n| quick.contains(n));
            outlined.extend(optimize_function(
                m,
                f,
                quick_fn,
                outline_cold,
                &mut origins,
            ));
        }
    }
    Ok(Optimized { origins, outlined })
}

/// The module-level part of [`optimize`], before any function's own steps: inlining of small
/// private functions (except into `quick` ones).
pub fn prepare_module(m: &mut Module, quick: &FxHashSet<String>, origins: &mut Origins) {
    inlining::inline_small_except(m, inlining::Options::default(), origins, quick);
}

/// The per-function part of [`optimize`] on `f` (after [`prepare_module`]; functions are
/// independent from then on, so code generation runs this on each function just before
/// lowering it). `quick_fn`: only trivial loops, hoisting and scalar promotion. Returns the names of the
/// functions it outlined (inserted after `f`).
pub fn optimize_function(
    m: &mut Module,
    f: OpId,
    quick_fn: bool,
    outline_cold: bool,
    origins: &mut Origins,
) -> Vec<String> {
    trivial_loops::simplify_in_function(m, f);
    // Before hoisting: the nests are still perfect, all index arithmetic in the innermost body.
    // `BUFJIT_INTERCHANGE=0` leaves the nests in their order, to measure the pass.
    let swapped = if quick_fn || std::env::var_os("BUFJIT_INTERCHANGE").is_some_and(|v| v == "0") {
        interchange::Interchanged::default()
    } else {
        interchange::interchange_in_function(m, f, Default::default(), origins)
    };
    licm::hoist_in_function(m, f);
    // What the caller's run-time test proved about the arguments (a parallel loop's body)
    // holds in every loop of `f`.
    let args_disjoint = disjoint_args::facts(m, f);
    let mut disjoint = swapped.disjoint;
    if !args_disjoint.is_empty() {
        disjoint
            .entry(f)
            .or_default()
            .extend_from_slice(&args_disjoint);
    }
    // The original copies of versioned nests run only when buffers overlap: they are left as
    // written (no unrolling or vectorising, only compile time to gain).
    let promoted = scalar_promotion::promote_in_function_seeded(
        m,
        f,
        scalar_promotion::Options::default(),
        origins,
        swapped.cold,
        disjoint,
    );
    if quick_fn {
        return Vec::new();
    }
    let mut cold = promoted.cold;
    let mut disjoint = promoted.disjoint;
    // Before the marks: the jammed copies' loads are marked like the loops' own.
    // `BUFJIT_UNROLL_JAM=0` leaves the nests as they are, to measure the pass.
    let jam = if std::env::var_os("BUFJIT_UNROLL_JAM").is_some_and(|v| v == "0") {
        unroll_jam::Options {
            inner_factor: 0,
            outer_factor: 0,
        }
    } else {
        unroll_jam::Options::default()
    };
    let mut jam_cx = unroll_jam::Context {
        skip: cold.clone(),
        cold: Vec::new(),
        disjoint: Some(&mut disjoint),
    };
    unroll_jam::jam_in_function(m, f, jam, &mut jam_cx, origins);
    cold.extend(jam_cx.cold);
    // Marked while the versions' disjointness facts hold; the later steps only copy, reorder
    // and remove loops (`revalidate` below).
    invariant_loads::mark_in_function(m, f, &disjoint);
    let outlined = if outline_cold {
        outline::outline_cold(m, f, &cold)
    } else {
        Vec::new()
    };
    unroll::unroll_in_except(m, f, unroll::Options::default(), origins, &cold);
    partial_unroll::unroll_in(m, f, partial_unroll::Options::default(), origins, &cold);
    vectorize::vectorize_in_function_except(m, f, vectorize::Options::default(), origins, &cold);
    narrow::narrow_in_function(m, f, origins);
    sink_loads::sink_in_function(m, f, &args_disjoint, origins);
    invariant_loads::revalidate(m, f);
    outlined
}

/// True if [`optimize`] may change the module: it has an `scf.for` (one with loads or stores
/// for promotion, or any for unrolling) or a call of a private function. Lets code generation
/// skip copying modules it would not change.
pub fn may_apply(m: &Module) -> bool {
    let Some(top) = m.top else { return false };
    if inlining::may_apply(m) {
        return true;
    }
    let mut found = false;
    m.walk_nested(top, &mut |o| {
        found |= m.op(o).kind == OpKind::For;
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::parse::test_module as parse;

    const LOOP: &str = r#"
func.func @f(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %b = memref.alloc() : memref<f32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<4xf32>
    %s = memref.load %b[] : memref<f32>
    %t = arith.addf %s, %x : f32
    memref.store %t, %b[] : memref<f32>
  }
  memref.dealloc %b : memref<f32>
  return
}
"#;

    /// `src` optimized (and verified), printed.
    fn optimized_text(src: &str) -> String {
        let mut m = parse(src);
        optimize(&mut m, &FxHashSet::default(), false).expect("optimizes");
        crate::verify::verify(&m).expect("verifies");
        crate::print::print_module(&m, Default::default())
    }

    #[test]
    fn may_apply_needs_a_loop() {
        assert!(may_apply(&parse(LOOP)));
        assert!(!may_apply(&parse("func.func @g() {\n  return\n}\n")));
    }

    #[test]
    fn optimize_promotes_then_unrolls_and_records_origins() {
        let mut m = parse(LOOP);
        let origins = optimize(&mut m, &FxHashSet::default(), false)
            .expect("optimizes")
            .origins;
        crate::verify::verify(&m).expect("verifies");
        let text = crate::print::print_module(&m, Default::default());
        // Promoted (one load of %b before, one store after) and unrolled (no loop left).
        assert!(!text.contains("scf.for"), "{text}");
        assert_eq!(text.matches("memref.load %alloc[]").count(), 1, "{text}");
        assert_eq!(text.matches("memref.store").count(), 1, "{text}");
        // Every copy stands for an op of the input (the four unrolled loads of %a and the
        // hoisted load and sunk store of %b).
        assert!(origins.len() >= 6, "{origins:?}");
        assert!(origins.values().all(|o| !origins.contains_key(o)));
    }

    #[test]
    fn cold_copies_of_versioned_loops_stay_as_written() {
        // %a and %b are arguments: promotion versions the loop; the fast copy is promoted
        // and unrolled, the original (overlapping buffers) keeps its loop.
        let mut m = parse(
            r#"
func.func @f(%a: memref<4xf32>, %b: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<4xf32>
    %s = memref.load %b[] : memref<f32>
    %t = arith.addf %s, %x : f32
    memref.store %t, %b[] : memref<f32>
  }
  return
}
"#,
        );
        optimize(&mut m, &FxHashSet::default(), false).expect("optimizes");
        crate::verify::verify(&m).expect("verifies");
        let text = crate::print::print_module(&m, Default::default());
        assert_eq!(text.matches("scf.if").count(), 1, "{text}");
        assert_eq!(text.matches("scf.for").count(), 1, "{text}");
        let (fast, slow) = text.split_once("} else {").expect("versioned");
        assert!(!fast.contains("scf.for"), "{text}");
        assert!(slow.contains("scf.for"), "{text}");
    }

    #[test]
    fn quick_functions_get_only_the_cheap_steps() {
        // @set is compiled with the fast settings: its loop stays rolled (no vector or
        // unrolled copies), its call of @small stays a call; @work, the same body, gets the
        // whole stage.
        let body = r#"(%a: memref<64xi32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %k = arith.constant 7 : i32
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %k, %a[%i] : memref<64xi32>
  }
  %r = call @small(%c1) : (index) -> index
  return %r : index
}"#;
        let src = format!(
            r#"
func.func private @small(%x: index) -> index {{
  %c2 = arith.constant 2 : index
  %y = arith.muli %x, %c2 : index
  return %y : index
}}
func.func @set{body}
func.func @work{body}
"#
        );
        let mut m = parse(&src);
        let quick: FxHashSet<String> = ["set".to_string()].into_iter().collect();
        optimize(&mut m, &quick, false).expect("optimizes");
        crate::verify::verify(&m).expect("verifies");
        let text = crate::print::print_module(&m, Default::default());
        let (set, work) = text.split_once("func.func @work").expect("both functions");
        assert!(set.contains("call @small"), "{text}");
        assert!(!set.contains("bufjit.vectorize"), "{text}");
        assert!(
            set.contains("scf.for %arg1 = %c0 to %c64 step %c1 {"),
            "{text}"
        );
        assert!(!work.contains("call @small"), "{text}");
        assert!(work.contains("bufjit.vectorize"), "{text}");
    }

    #[test]
    fn partial_unrolling_leaves_vectorised_loops_alone() {
        let src = r#"
func.func @f(%a: memref<?xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %b = memref.alloc(%n) : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.mulf %x, %x : f64
    memref.store %y, %b[%i] : memref<?xf64>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> (f64) {
    %x = memref.load %b[%i] : memref<?xf64>
    %t = arith.addf %s, %x : f64
    scf.yield %t : f64
  }
  memref.dealloc %b : memref<?xf64>
  return %r : f64
}
"#;
        let text = optimized_text(src);
        // The elementwise loop is vectorised as it was; the f64 sum runs by 4, then by 1.
        let loops: Vec<&str> = text.lines().filter(|l| l.contains("scf.for")).collect();
        assert_eq!(loops.len(), 3, "{text}");
        assert!(text.contains("} {bufjit.vectorize}"), "{text}");
        assert_eq!(text.matches("{bufjit.vectorize}").count(), 1, "{text}");
        assert!(loops[1].contains("step %c4"), "{text}");
        assert!(loops[2].contains("step %c1"), "{text}");
    }

    #[test]
    fn the_slow_version_of_a_promoted_loop_stays_rolled() {
        let src = r#"
func.func @f(%a: memref<?xf64>, %c: memref<f64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf64>
    %s = memref.load %c[] : memref<f64>
    %t = arith.addf %s, %x : f64
    memref.store %t, %c[] : memref<f64>
  }
  return
}
"#;
        let text = optimized_text(src);
        // The promoted version: main loop and remainder; the original (buffers overlap): one
        // loop by 1.
        let loops: Vec<&str> = text.lines().filter(|l| l.contains("scf.for")).collect();
        assert_eq!(loops.len(), 3, "{text}");
        assert!(loops[0].contains("step %c4"), "{text}");
        assert!(loops[1].contains("step %c1"), "{text}");
        assert!(loops[2].contains("step %c1"), "{text}");
        assert!(text.contains("} else {"), "{text}");
        // The standalone pass has no origins: it unrolls both.
        let mut m = parse(src);
        crate::transforms::opt::scalar_promotion::run(&mut m, &Vec::new()).expect("runs");
        crate::transforms::opt::partial_unroll::run(&mut m, &Vec::new()).expect("runs");
        let text = crate::print::print_module(&m, Default::default());
        assert_eq!(text.matches("step %c4").count(), 2, "{text}");
    }

    #[test]
    fn options_are_checked() {
        let bad = vec![("versioning".to_string(), "maybe".to_string())];
        assert!(scalar_promotion::parse_options(&bad).is_err());
        let bad = vec![("max-ops".to_string(), "-1".to_string())];
        assert!(unroll::parse_options(&bad).is_err());
        let ok = vec![("max-trip-count".to_string(), "4".to_string())];
        assert_eq!(unroll::parse_options(&ok).expect("valid").max_trip_count, 4);
        let bad = vec![("factor".to_string(), "-4".to_string())];
        assert!(partial_unroll::parse_options(&bad).is_err());
    }
}
