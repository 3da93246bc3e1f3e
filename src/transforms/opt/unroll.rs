//! `--loop-full-unroll`: replaces a short `scf.for` with constant bounds by copies of its body, one per iteration, with the induction variable a constant. Cranelift then folds
//! the constant indices into the addresses (a store at a fixed offset from the buffer) and the
//! loop's compare, branch and induction update disappear: the 16-element initialisation loops
//! that bufferized kernels are full of cost 2 instructions per element instead of about 5.
//!
//! ```mlir
//! // before
//! %r = scf.for %j = %c0 to %c2 step %c1 iter_args(%acc = %z) -> (i64) {
//!   %v = memref.load %buf[%j] : memref<2xi64>
//!   %s = arith.addi %acc, %v : i64
//!   scf.yield %s : i64
//! }
//! // after
//! %c0_0 = arith.constant 0 : index
//! %0 = memref.load %buf[%c0_0] : memref<2xi64>
//! %1 = arith.addi %z, %0 : i64
//! %c1_1 = arith.constant 1 : index
//! %2 = memref.load %buf[%c1_1] : memref<2xi64>
//! %3 = arith.addi %1, %2 : i64
//! ```
//!
//! Innermost loops go first; a loop around others is taken once every nested loop's bounds
//! become constants in the copies (constants or the loop's induction variable), so small
//! nests and triangles unroll completely. Not taken: loops with `memref.alloca` or a call (a
//! call costs far more than the loop's compare and branch, so copies of it only grow the code
//! Cranelift must compile); taken: loops whose trip count is at most `max-trip-count` (16) and
//! whose unrolled size is at most `max-ops` (64 ops) are unrolled; the operations keep their
//! order, so floating-point results are bit-identical. Bigger bodies gain little (the loop's
//! compare and branch are a small part of an iteration) and cost compile time: at 160 ops the
//! unrolled initialisation loops of `benches/kernels/conv2d_nhwc.mlir` made its module 15%
//! slower to compile for no measurable gain at run time.

use super::Origins;
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::clone::clone_op;
use crate::ir::{InsertPoint, Module, OpId, ValueId};
use crate::transforms::canonicalize::fold::int_const;
use crate::transforms::PassOptions;
use rustc_hash::{FxHashMap, FxHashSet};

/// Pass options.
#[derive(Copy, Clone, Debug)]
pub struct Options {
    /// The largest trip count unrolled.
    pub max_trip_count: i128,
    /// The largest number of ops the unrolled loop may have.
    pub max_ops: i128,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_trip_count: 16,
            max_ops: 64,
        }
    }
}

/// Parses `max-trip-count=N`, `max-ops=N`.
pub fn parse_options(opts: &PassOptions) -> Result<Options, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let d = Options::default();
    let mut r = OptionReader::new(opts, "loop-full-unroll", Wording::InvalidOption);
    let o = Options {
        max_trip_count: r.uint("max-trip-count", d.max_trip_count, 0..),
        max_ops: r.uint("max-ops", d.max_ops, 0..),
    };
    r.finish()?;
    Ok(o)
}

/// Runs the pass on every function of the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    for f in m.top_level_ops() {
        if m.op(f).kind == OpKind::Func {
            unroll_in(m, f, o, &mut Origins::default());
        }
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    unroll_in(m, func, parse_options(opts)?, &mut Origins::default());
    Ok(())
}

/// The trip count of `l` if its bounds are constants, and the ops its body has (nested ones
/// included, the terminator not), if it contains no loop.
fn shape(m: &Module, l: OpId) -> Option<(i128, i128, i128, i128)> {
    let d = m.op(l);
    if m.attr(l, "unsignedCmp").is_some() {
        return None;
    }
    let (lb, ub, step) = (
        int_const(m, d.operands[0])?,
        int_const(m, d.operands[1])?,
        int_const(m, d.operands[2])?,
    );
    if step <= 0 {
        return None;
    }
    let trips = if ub > lb {
        (ub - lb + step - 1) / step
    } else {
        0
    };
    let mut ops = 0i128;
    let mut refused = false;
    let iv = m.entry_block(d.regions[0]).map(|b| m.block(b).args[0]);
    m.walk_nested(l, &mut |x| {
        ops += 1;
        let o = m.op(x);
        refused |= match o.kind {
            // A nested loop whose bounds become constants in the copies (constants or this
            // loop's induction variable) is unrolled in turn; any other stays a loop per copy.
            OpKind::For => !o.operands[..3]
                .iter()
                .all(|&v| Some(v) == iv || int_const(m, v).is_some()),
            // (An `alloca` would outlive its iteration's allocation scope; a call's cost
            // dwarfs the loop overhead unrolling saves, while each copy costs compile time.)
            OpKind::While
            | OpKind::Parallel
            | OpKind::Forall
            | OpKind::Alloca
            | OpKind::Call
            | OpKind::CallIndirect => true,
            _ => false,
        };
    });
    if refused {
        return None;
    }
    Some((lb, step, trips, ops - 1))
}

/// Unrolls the qualifying loops of `func`; copied ops are recorded in `origins`.
pub fn unroll_in(m: &mut Module, func: OpId, o: Options, origins: &mut Origins) {
    unroll_in_except(m, func, o, origins, &FxHashSet::default());
}

/// [`unroll_in`], leaving the loops of `skip` (cold copies) as they are.
pub fn unroll_in_except(
    m: &mut Module,
    func: OpId,
    o: Options,
    origins: &mut Origins,
    skip: &FxHashSet<OpId>,
) {
    // Innermost loops first, again after each unrolling (its copies are new loops, and the
    // loop around it may now qualify).
    let mut refused: FxHashSet<OpId> = skip.clone();
    // What `shape` and `contains_loop` said of each loop looked at. Both depend only on the
    // loop's own ops and on the values its bounds (and nested bounds) read, so an unrolling
    // changes them only for the loops around the unrolled one and, through the uses of its
    // results it replaces, for loops after it: those entries are dropped. (Without this every
    // round measured every loop again: 69 walks for the matmul module.)
    let mut seen: FxHashMap<OpId, Seen> = FxHashMap::default();
    // The function's loops in pre-order, kept up to date instead of walked again each round:
    // an unrolling replaces the unrolled loop and the loops nested in it (a contiguous run) by
    // the loops of its copies, which sit right before it.
    let mut loops = Vec::new();
    m.walk_nested(func, &mut |x| {
        if m.op(x).kind == OpKind::For && !refused.contains(&x) {
            loops.push(x);
        }
    });
    loop {
        let mut changed = false;
        for idx in (0..loops.len()).rev() {
            let l = loops[idx];
            if refused.contains(&l) {
                continue;
            }
            let e = seen.entry(l).or_insert_with(|| Seen {
                shape: shape(m, l),
                nested: None,
            });
            let fits = e.shape.filter(|&(_, _, trips, ops)| {
                trips <= o.max_trip_count && trips * ops <= o.max_ops
            });
            let Some((lb, step, trips, _)) = fits else {
                if !*e.nested.get_or_insert_with(|| contains_loop(m, l)) {
                    refused.insert(l);
                }
                continue;
            };
            let replaces_uses = m.op(l).results.iter().any(|&r| m.has_uses(r));
            let mut p = m.parent_op(l);
            while let Some(x) = p {
                seen.remove(&x);
                p = m.parent_op(x);
            }
            let nested = loops[idx + 1..]
                .iter()
                .take_while(|&&x| m.is_proper_ancestor(l, x))
                .count();
            let (before, after) = (m.op(l).prev, m.op(l).next);
            let block = m.op(l).parent.expect("a loop sits in a block");
            unroll(m, l, lb, step, trips, origins);
            // The copies' loops, in pre-order.
            let mut copies = Vec::new();
            let mut x = match before {
                Some(b) => m.op(b).next,
                None => m.block(block).first,
            };
            while x != after {
                let Some(c) = x else { break };
                if m.op(c).kind == OpKind::For {
                    copies.push(c);
                }
                m.walk_nested(c, &mut |y| {
                    if m.op(y).kind == OpKind::For {
                        copies.push(y);
                    }
                });
                x = m.op(c).next;
            }
            loops.splice(idx..idx + 1 + nested, copies);
            if replaces_uses {
                seen.clear();
            }
            changed = true;
            break;
        }
        if !changed {
            return;
        }
    }
}

/// What [`unroll_in_except`] found out about a loop.
struct Seen {
    /// [`shape`]'s answer.
    shape: Option<(i128, i128, i128, i128)>,
    /// [`contains_loop`]'s answer, once asked.
    nested: Option<bool>,
}

/// True if a loop is nested in `l` (whose unrolling could change `l`'s shape).
fn contains_loop(m: &Module, l: OpId) -> bool {
    let mut found = false;
    m.walk_nested(l, &mut |x| found |= x != l && m.op(x).kind == OpKind::For);
    found
}

/// Unrolls `l` completely (`trips` iterations from `lb` by `step`); copies are recorded in
/// `origins`. [`super::partial_unroll`] makes its constant remainders with it.
pub(super) fn unroll(
    m: &mut Module,
    l: OpId,
    lb: i128,
    step: i128,
    trips: i128,
    origins: &mut Origins,
) {
    let body = m
        .entry_block(m.op(l).regions[0])
        .expect("scf.for has a body");
    let args = m.block(body).args.clone();
    let iv_ty = m.value_type(args[0]);
    let mut current: Vec<ValueId> = m.op(l).operands[3..].to_vec();
    let ops: Vec<OpId> = m.block_ops(body).collect();
    let (yield_op, ops) = ops.split_last().expect("scf.yield ends the body");
    let loc = m.op(l).loc.clone();
    let mut map: FxHashMap<ValueId, ValueId> = FxHashMap::default();
    let mut cloned = Vec::with_capacity(ops.len());
    for t in 0..trips {
        let c = crate::transforms::ownership::build::int_constant(
            m,
            InsertPoint::Before(l),
            lb + t * step,
            iv_ty,
            &loc,
        );
        map.clear();
        map.insert(args[0], c);
        for (a, v) in args[1..].iter().zip(&current) {
            map.insert(*a, *v);
        }
        cloned.clear();
        for &x in ops {
            clone_op(m, x, InsertPoint::Before(l), &mut map, &mut cloned);
        }
        super::record(origins, &cloned);
        current = m
            .op(*yield_op)
            .operands
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
    }
    let results = m.op(l).results.clone();
    for (r, v) in results.into_iter().zip(current) {
        m.replace_all_uses(r, v);
    }
    m.erase_op(l);
}
