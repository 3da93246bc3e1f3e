//! `--loop-partial-unroll`: runs `factor` (4) iterations of a small innermost `scf.for` per
//! trip of a new main loop stepping by `factor * step`, then the remaining iterations (fewer
//! than `factor`) in the original loop, or as straight-line copies when the trip count is a
//! constant. It exists for the loops neither [`super::unroll`] (too many iterations) nor
//! [`super::vectorize`] (an in-order floating-point reduction, a strided access, an op without
//! a vector form) takes: the k loop of an i-j-k matmul pays its induction update, compare and
//! branch once per `factor` multiply-adds instead of once per multiply-add, and the copies'
//! accesses at `%i + K` are a constant distance from the first copy's.
//!
//! ```mlir
//! // before
//! %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (f64) {
//!   %a = memref.load %A[%k] : memref<?xf64>
//!   %s = arith.addf %acc, %a : f64
//!   scf.yield %s : f64
//! }
//! // after: the largest multiple of 4 iterations (the trip count is ub - lb when ub > lb,
//! // computed unsigned so it cannot overflow), then the original loop for the rest
//! %0 = arith.cmpi sgt, %n, %c0 : index
//! %1 = arith.subi %n, %c0 : index
//! %2 = arith.select %0, %1, %c0_0 : index
//! %3 = arith.andi %2, %c-4 : index
//! %4 = arith.addi %c0, %3 : index
//! %5 = scf.for %k = %c0 to %4 step %c4 iter_args(%acc = %init) -> (f64) {
//!   %a = memref.load %A[%k] : memref<?xf64>
//!   %s = arith.addf %acc, %a : f64
//!   %k1 = arith.addi %k, %c1 : index       // (the step; %c2, %c3 new constants)
//!   %a1 = memref.load %A[%k1] : memref<?xf64>
//!   %s1 = arith.addf %s, %a1 : f64
//!   ...                                     // %k + 2, %k + 3
//!   scf.yield %s3 : f64
//! }
//! %r = scf.for %k = %4 to %n step %c1 iter_args(%acc = %5) -> (f64) { ... }
//! ```
//!
//! The copies keep the body's order and the `iter_args` values thread through them, so every
//! operation sees the operands it saw before: floating-point results are bit-identical. With
//! constant bounds the main loop's bound is a constant and the remainder (trip count modulo
//! the factor) becomes copies with constant induction values, as [`super::unroll`] makes them.
//!
//! Taken: an `scf.for` with a constant positive step, signed comparison, integer, index or
//! float (not memref) `iter_args`, whose body has no op with regions (so no nested loop), no
//! call, no allocation or free, and no write other than `memref.store` and `cf.assert`, of
//! at most `max-ops` / `factor` ops (32 / 4: the k loop of a matmul has 4, the index
//! arithmetic of a `linalg.generic` initialisation loop is over the budget), that the
//! vectoriser would not take ([`super::vectorize::takes`]); with a constant trip count, at
//! least two trips of the main loop (the factor halves, down to 2, until there are); at
//! `-O1`+ not the original (slow) nest of a scalar-promotion version (it runs only when
//! buffers overlap; LLVM's vectoriser likewise leaves its scalar fallback loops rolled).
//! Bigger bodies gain less
//! (the loop control is a smaller part of an iteration) and every copy costs compile time.

use super::Origins;
use crate::analysis::buffer_origin::BufferOriginAnalysis;
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::clone::{clone_op, ValueMap};
use crate::ir::{InsertPoint, Location, Module, NamedAttr, OpId, TypeId, ValueId};
use crate::rewrite::effects::{op_effects, Effects};
use crate::transforms::canonicalize::fold::{int_const, int_width};
use crate::transforms::ownership::build::int_constant;
use crate::transforms::PassOptions;
use rustc_hash::FxHashSet;

/// Pass options.
#[derive(Copy, Clone, Debug)]
pub struct Options {
    /// Iterations per trip of the main loop (a factor below 2 disables the pass).
    pub factor: i128,
    /// The largest number of ops the main loop's body may have (`factor` copies of the body);
    /// bigger bodies are not unrolled.
    pub max_ops: i128,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            factor: 4,
            max_ops: 32,
        }
    }
}

/// Parses `factor=N`, `max-ops=N`.
pub fn parse_options(opts: &PassOptions) -> Result<Options, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let d = Options::default();
    let mut r = OptionReader::new(opts, "loop-partial-unroll", Wording::InvalidOption);
    let o = Options {
        factor: r.uint("factor", d.factor, 0..=1 << 20),
        max_ops: r.uint("max-ops", d.max_ops, 0..=1 << 20),
    };
    r.finish()?;
    Ok(o)
}

/// Runs the pass on every function of the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    for f in m.top_level_ops() {
        if m.op(f).kind == OpKind::Func {
            unroll_in(m, f, o, &mut Origins::default(), &FxHashSet::default());
        }
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let none = FxHashSet::default();
    unroll_in(
        m,
        func,
        parse_options(opts)?,
        &mut Origins::default(),
        &none,
    );
    Ok(())
}

/// The bounds of a loop to unroll: its constant step, the constant lower and upper bounds
/// when both are, and the number of ops in its body (the terminator not counted).
struct Shape {
    step: i128,
    bounds: Option<(i128, i128)>,
    ops: i128,
}

/// True if the body op `x` may be copied: no regions, no call, no allocation or free, and
/// writes only by stores and assertions.
fn copyable(m: &Module, x: OpId) -> bool {
    let o = m.op(x);
    if !o.regions.is_empty() {
        return false;
    }
    match op_effects(m, x) {
        Effects::None | Effects::Read => true,
        Effects::Write => matches!(o.kind, OpKind::Store | OpKind::Assert),
        Effects::Alloc | Effects::Unknown => false,
    }
}

/// The shape of `l` if this pass may unroll it (everything but the vectoriser's verdict and
/// the size budget).
fn shape(m: &Module, l: OpId) -> Option<Shape> {
    let d = m.op(l);
    if d.kind != OpKind::For
        || m.attr(l, "unsignedCmp").is_some()
        || m.attr(l, super::vectorize::MARK).is_some()
        || d.regions.len() != 1
        || d.operands.len() != 3 + d.results.len()
    {
        return None;
    }
    let step = int_const(m, d.operands[2]).filter(|&s| s > 0)?;
    let region = d.regions[0];
    if m.region_blocks(region).count() != 1 {
        return None;
    }
    // Memref `iter_args` would make the copies' buffers the loop's own business (and the
    // buffer origin analysis stale); integers and floats only.
    if d.results
        .iter()
        .any(|&r| int_or_float(m, m.value_type(r)).is_none())
    {
        return None;
    }
    let body = m.entry_block(region)?;
    let mut ops = 0i128;
    for x in m.block_ops(body) {
        if m.op(x).kind == OpKind::Yield {
            continue;
        }
        if !copyable(m, x) {
            return None;
        }
        ops += 1;
    }
    let bounds = match (int_const(m, d.operands[0]), int_const(m, d.operands[1])) {
        (Some(lb), Some(ub)) => Some((lb, ub)),
        _ => None,
    };
    Some(Shape { step, bounds, ops })
}

/// `Some(())` for integer, index and float types.
fn int_or_float(m: &Module, t: TypeId) -> Option<()> {
    if int_width(m, t).is_some() || m.ty(t).is_float() {
        Some(())
    } else {
        None
    }
}

/// The signed range of an integer or index type.
fn fits(m: &Module, t: TypeId, v: i128) -> bool {
    let Some(w) = int_width(m, t) else {
        return false;
    };
    let w = w.clamp(1, 64);
    let lo = -(1i128 << (w - 1));
    v >= lo && v < -lo
}

/// Unrolls the qualifying loops of `func` but those of `skip` (the cold original copies of
/// versioned nests, [`super::scalar_promotion::promote_in_function`]); copied ops are
/// recorded in `origins`.
pub fn unroll_in(
    m: &mut Module,
    func: OpId,
    o: Options,
    origins: &mut Origins,
    skip: &FxHashSet<OpId>,
) {
    if o.factor < 2 {
        return;
    }
    let mut loops = Vec::new();
    m.walk_nested(func, &mut |x| {
        if m.op(x).kind == OpKind::For && !skip.contains(&x) {
            loops.push(x);
        }
    });
    // Built on the first loop the vectoriser might take: unrolling copies no memref value
    // (memref `iter_args` are refused), so it stays valid for the function.
    let mut an: Option<BufferOriginAnalysis> = None;
    for l in loops {
        let Some(s) = shape(m, l) else { continue };
        let iv_ty = m.value_type(m.op(l).operands[0]);
        let mut factor = o.factor;
        if let Some((lb, ub)) = s.bounds {
            let trips = if ub > lb {
                (ub - lb + s.step - 1) / s.step
            } else {
                0
            };
            while factor > 2 && trips / factor < 2 {
                factor /= 2;
            }
            if trips / factor < 2 {
                continue;
            }
        }
        if factor * s.ops > o.max_ops
            || !fits(m, iv_ty, factor * s.step)
            || super::vectorize::takes(m, &mut an, func, l, Default::default())
        {
            continue;
        }
        unroll(m, l, &s, factor, origins);
    }
}

/// Creates the one-result arith op `kind` on `operands` at `ip`.
fn arith(
    m: &mut Module,
    ip: InsertPoint,
    kind: OpKind,
    operands: Vec<ValueId>,
    ty: TypeId,
    props: Vec<NamedAttr>,
    loc: &Location,
) -> ValueId {
    let x = crate::transforms::ownership::build::op(
        m,
        ip,
        kind,
        operands,
        vec![ty],
        props,
        vec![],
        loc,
    );
    m.op(x).results[0]
}

/// The main loop's upper bound for dynamic bounds: `lb + (d - d mod fs)` with
/// `d = ub > lb ? ub - lb : 0` (unsigned: `ub - lb` fits when `ub > lb`, and `lb + ...` stays
/// at most `ub`), built before `l`.
pub(super) fn dynamic_bound(m: &mut Module, l: OpId, fs: i128, loc: &Location) -> ValueId {
    let (lb, ub) = (m.op(l).operands[0], m.op(l).operands[1]);
    let ty = m.value_type(lb);
    let ip = InsertPoint::Before(l);
    // `sgt` is predicate 4.
    let gt = crate::transforms::ownership::build::cmpi(m, ip, 4, ub, lb, loc);
    let diff = arith(m, ip, OpKind::SubI, vec![ub, lb], ty, vec![], loc);
    let zero = int_constant(m, ip, 0, ty, loc);
    let d = arith(m, ip, OpKind::Select, vec![gt, diff, zero], ty, vec![], loc);
    let whole = if fs & (fs - 1) == 0 {
        let mask = int_constant(m, ip, -fs, ty, loc);
        arith(m, ip, OpKind::AndI, vec![d, mask], ty, vec![], loc)
    } else {
        let c = int_constant(m, ip, fs, ty, loc);
        let rem = arith(m, ip, OpKind::RemUI, vec![d, c], ty, vec![], loc);
        arith(m, ip, OpKind::SubI, vec![d, rem], ty, vec![], loc)
    };
    arith(m, ip, OpKind::AddI, vec![lb, whole], ty, vec![], loc)
}

/// Unrolls `l` by `factor`: a main loop before it runs `factor` copies of the body per trip;
/// `l` runs the remaining iterations (or, with constant bounds, becomes their copies).
fn unroll(m: &mut Module, l: OpId, s: &Shape, factor: i128, origins: &mut Origins) {
    let loc = m.op(l).loc.clone();
    let iv_ty = m.value_type(m.op(l).operands[0]);
    let fs = factor * s.step;
    // The main loop's upper bound, step and the offsets of copies 1..factor.
    // (The loop's own bound and step where they are the values needed.)
    let (ub_value, step_value) = (m.op(l).operands[1], m.op(l).operands[2]);
    let main_ub = match s.bounds {
        Some((lb, ub)) => {
            let trips = (ub - lb + s.step - 1) / s.step;
            let bound = lb + trips / factor * fs;
            if bound == ub {
                ub_value
            } else {
                int_constant(m, InsertPoint::Before(l), bound, iv_ty, &loc)
            }
        }
        None => dynamic_bound(m, l, fs, &loc),
    };
    let main_step = int_constant(m, InsertPoint::Before(l), fs, iv_ty, &loc);
    let offsets: Vec<ValueId> = (1..factor)
        .map(|k| match k {
            1 => step_value,
            _ => int_constant(m, InsertPoint::Before(l), k * s.step, iv_ty, &loc),
        })
        .collect();
    // The main loop: a clone of `l` with the new bound and step, its body then extended.
    let mut map = ValueMap::default();
    let mut cloned = Vec::new();
    let main = clone_op(m, l, InsertPoint::Before(l), &mut map, &mut cloned);
    m.set_operand(main, 1, main_ub);
    m.set_operand(main, 2, main_step);
    let body = m
        .entry_block(m.op(l).regions[0])
        .expect("scf.for has a body");
    let args = m.block(body).args.clone();
    let ops: Vec<OpId> = m.block_ops(body).collect();
    let (yield_op, ops) = ops.split_last().expect("scf.yield ends the body");
    let main_body = m
        .entry_block(m.op(main).regions[0])
        .expect("scf.for has a body");
    let main_iv = m.block(main_body).args[0];
    let main_yield = m.terminator(main_body).expect("scf.yield ends the body");
    let mut current: Vec<ValueId> = m.op(main_yield).operands.clone();
    for off in offsets {
        let ip = InsertPoint::Before(main_yield);
        let iv = arith(m, ip, OpKind::AddI, vec![main_iv, off], iv_ty, vec![], &loc);
        let mut map = ValueMap::default();
        map.insert(args[0], iv);
        for (a, v) in args[1..].iter().zip(&current) {
            map.insert(*a, *v);
        }
        for &x in ops {
            clone_op(m, x, ip, &mut map, &mut cloned);
        }
        current = m
            .op(*yield_op)
            .operands
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
    }
    m.set_operands(main_yield, current);
    super::record(origins, &cloned);
    // The remainder: `l` from the main loop's bound, with its results as the initial values.
    m.set_operand(l, 0, main_ub);
    let main_results = m.op(main).results.clone();
    for (i, r) in main_results.into_iter().enumerate() {
        m.set_operand(l, 3 + i, r);
    }
    if let Some((lb, ub)) = s.bounds {
        let trips = (ub - lb + s.step - 1) / s.step;
        let start = lb + trips / factor * fs;
        super::unroll::unroll(m, l, start, s.step, trips % factor, origins);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::parse::test_module as parse;

    fn run_text(src: &str, o: Options) -> String {
        let mut m = parse(src);
        for f in m.top_level_ops() {
            if m.op(f).kind == OpKind::Func {
                unroll_in(&mut m, f, o, &mut Origins::default(), &FxHashSet::default());
            }
        }
        crate::verify::verify(&m).expect("verifies");
        crate::print::print_module(&m, Default::default())
    }

    fn sum(n: &str) -> String {
        format!(
            "func.func @f(%a: memref<?xf64>, %n: index) -> f64 {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %z = arith.constant 0.0 : f64\n  %r = scf.for %i = %c0 to {n} step %c1 iter_args(%s = %z) -> (f64) {{\n    %x = memref.load %a[%i] : memref<?xf64>\n    %t = arith.addf %s, %x : f64\n    scf.yield %t : f64\n  }}\n  return %r : f64\n}}\n"
        )
    }

    #[test]
    fn the_budget_refuses_and_the_trip_count_halves_the_factor() {
        let o = |factor, max_ops| Options { factor, max_ops };
        // Two body ops: factor 8 fits 16 ops, not 15.
        let t = run_text(&sum("%n"), o(8, 16));
        assert!(t.contains("arith.constant -8 : index"), "{t}");
        let t = run_text(&sum("%n"), o(8, 15));
        assert_eq!(t.matches("scf.for").count(), 1, "{t}");
        // 9 iterations: factor 4 (2 trips and 1 left), 7: factor 2 (3 trips and 1 left), 3:
        // none.
        let c = |n: i32| {
            let src = sum("%cn").replace(
                "%z = arith.constant",
                &format!("%cn = arith.constant {n} : index\n  %z = arith.constant"),
            );
            run_text(&src, o(4, 64))
        };
        let t = c(9);
        assert!(t.contains("step %c4"), "{t}");
        assert!(t.contains("arith.constant 8 : index"), "{t}");
        let t = c(7);
        assert!(t.contains("step %c2"), "{t}");
        let t = c(3);
        assert_eq!(t.matches("scf.for").count(), 1, "{t}");
        assert!(!t.contains("arith.addi"), "{t}");
    }

    #[test]
    fn options_are_checked() {
        let bad = vec![("factor".to_string(), "x".to_string())];
        assert!(parse_options(&bad).is_err());
        let bad = vec![("unroll".to_string(), "4".to_string())];
        assert!(parse_options(&bad).is_err());
        let ok = vec![("factor".to_string(), "8".to_string())];
        assert_eq!(parse_options(&ok).expect("valid").factor, 8);
    }
}
