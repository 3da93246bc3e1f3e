//! Loads sunk past stores that provably do not touch them, to just before the first write that
//! needs their value.
//!
//! Cranelift keeps loads and stores in program order and computes pure values where they are
//! used. A vectorized tile loop loads its whole accumulator tile first and stores it row by row
//! at the end (`lower-vector-transfer` of a `vector<4x16xf32>` transfer): every accumulator
//! row is loaded before the first store, so all of them, 16 registers on a 128-bit target,
//! are live at once next to the other operands, and most are spilled to the stack. A load
//! whose value only the store of row `r` needs can go right before that store when the ops in
//! between neither write what it reads (stores to other rows of the same buffer,
//! [`dependence::disjoint_here`]) nor may write memory otherwise; then each row is loaded,
//! updated and stored in turn.
//!
//! ```mlir
//! // before
//! %c0 = vector.load %sc[%c0, %c0] : memref<4x16xf32, strided<[256, 1], offset: ?>>, vector<16xf32>
//! %c1 = vector.load %sc[%c1, %c0] : memref<4x16xf32, strided<[256, 1], offset: ?>>, vector<16xf32>
//! %r0 = vector.fma %x, %b, %c0 : vector<16xf32>
//! %r1 = vector.fma %y, %b, %c1 : vector<16xf32>
//! vector.store %r0, %sc[%c0, %c0] : memref<4x16xf32, strided<[256, 1], offset: ?>>, vector<16xf32>
//! vector.store %r1, %sc[%c1, %c0] : memref<4x16xf32, strided<[256, 1], offset: ?>>, vector<16xf32>
//! // after
//! %c0 = vector.load %sc[%c0, %c0] : ...
//! %r0 = vector.fma %x, %b, %c0 : vector<16xf32>
//! vector.store %r0, %sc[%c0, %c0] : ...
//! %c1 = vector.load %sc[%c1, %c0] : ...
//! %r1 = vector.fma %y, %b, %c1 : vector<16xf32>
//! vector.store %r1, %sc[%c1, %c0] : ...
//! ```
//!
//! A load moves to just before the first op that uses its value through a chain of uses and is
//! not pure (a store, a region op, the terminator), and the pure ops of that chain before it
//! move along, in order, so values are still defined before their uses ([`sink_in_block`]).
//! It moves only past pure ops, loads, and stores the dependence test proves disjoint from it
//! in the same execution; only a move past at least one store is made (the others change
//! nothing Cranelift keeps).
//!
//! Buffers that are arguments of a parallel loop's function, which its caller tested disjoint
//! ([`super::disjoint_args`]), count as distinct for the dependence test.
//!
//! A `vector.load` in an `scf.for` body whose address varies with the loop's induction
//! variable, and whose value is used (through any chain of uses) only by ops that come before
//! the first op after it that may write what it reads (a store the dependence test proves
//! disjoint from it does not count), is marked
//! [`invariant_loads::MARK`](super::invariant_loads::MARK) ([`mark_free_loads`]): code
//! generation then makes it a pure value for Cranelift's e-graph, placed where it is used.
//! Wherever the e-graph puts it (after the load's own position, before its first use), no
//! write comes in between; it cannot leave the loop (its address varies there); and it is not
//! marked when any op that may read memory follows that write (a load there, of the same
//! address through whatever view, could otherwise be merged with it). A row reduction that loads eight tile rows and stores once at the end then
//! loads each row where the reduction needs it instead of all of them first.

use super::Origins;
use crate::analysis::dependence;
use crate::dialects::OpKind;
use crate::ir::clone::clone_op;
use crate::ir::{BlockId, InsertPoint, Module, OpId, ValueId};
use crate::rewrite::effects::{op_effects, Effects};
use rustc_hash::FxHashSet;

/// Sinks the loads of every block nested in function `f`, then marks the vector loads whose
/// placement is free; returns how many loads moved. `known`: pairs of buffers (values of `f`)
/// that do not overlap anywhere in `f` ([`super::disjoint_args::facts`]).
pub fn sink_in_function(
    m: &mut Module,
    f: OpId,
    known: &[(ValueId, ValueId)],
    origins: &mut Origins,
) -> usize {
    let mut blocks = Vec::new();
    collect_blocks(m, f, &mut blocks);
    let moved = blocks.iter().map(|&b| sink_in_block(m, b, known)).sum();
    // Loads of one address, marked pure, would be merged again: the copies stay loads.
    let mut copied = FxHashSet::default();
    for &b in &blocks {
        reload_in_block(m, b, known, origins, &mut copied);
    }
    for b in blocks {
        mark_free_loads(m, b, known, &copied);
    }
    moved
}

/// Gives each run of uses of a `vector.load` of block `b` that follows a store its own copy of
/// the load, just before the run's first use, when every op from the load to there is pure, a
/// load, or a store the dependence test proves disjoint from it (see the module doc); returns
/// how many copies it made.
fn reload_in_block(
    m: &mut Module,
    b: BlockId,
    known: &[(ValueId, ValueId)],
    origins: &mut Origins,
    copied: &mut FxHashSet<OpId>,
) -> usize {
    use super::invariant_loads::MARK;
    let Some(scope) = m.block_parent_op(b) else {
        return 0;
    };
    let loads: Vec<OpId> = m
        .block_ops(b)
        .filter(|&o| m.op(o).kind == OpKind::VectorLoad)
        .collect();
    let mut made = 0;
    for x in loads {
        let value = m.op(x).results[0];
        let ops: Vec<OpId> = m.block_ops(b).collect();
        let Some(at) = ops.iter().position(|&o| o == x) else {
            continue;
        };
        let mut current = value;
        let mut crossed = false;
        let mut copies = vec![x];
        for &o in &ops[at + 1..] {
            let write = dependence::is_box_write(m, o);
            if !(pure(m, o) || dependence::is_box_read(m, o) || write)
                || (write && !dependence::disjoint_here(m, scope, x, o, known))
            {
                break;
            }
            let uses: Vec<usize> = (0..m.op(o).operands.len())
                .filter(|&k| m.op(o).operands[k] == value)
                .collect();
            if !uses.is_empty() {
                if crossed {
                    let mut map = Default::default();
                    let mut pairs = Vec::new();
                    let copy = clone_op(m, x, InsertPoint::Before(o), &mut map, &mut pairs);
                    super::record(origins, &pairs);
                    current = m.op(copy).results[0];
                    crossed = false;
                    copies.push(copy);
                }
                for k in uses {
                    m.set_operand(o, k, current);
                }
            }
            crossed |= write;
        }
        // Pure loads of one address would be merged again: the copies stay loads in order.
        if copies.len() > 1 {
            for &c in &copies {
                m.op_mut(c).attrs.retain(|a| a.name != MARK);
            }
            made += copies.len() - 1;
            copied.extend(copies);
        }
    }
    made
}

/// The blocks of the regions nested in `op`, outermost first.
fn collect_blocks(m: &Module, op: OpId, out: &mut Vec<BlockId>) {
    for &r in &m.op(op).regions {
        for b in m.region_blocks(r).collect::<Vec<_>>() {
            out.push(b);
            for o in m.block_ops(b).collect::<Vec<_>>() {
                collect_blocks(m, o, out);
            }
        }
    }
}

/// True if `op` neither reads nor writes memory and holds no region.
fn pure(m: &Module, op: OpId) -> bool {
    m.op(op).regions.is_empty() && op_effects(m, op) == Effects::None
}

/// Sinks the loads of block `b` (see the module doc); returns how many moved.
fn sink_in_block(m: &mut Module, b: BlockId, known: &[(ValueId, ValueId)]) -> usize {
    let Some(scope) = m.block_parent_op(b) else {
        return 0;
    };
    let mut moved = 0;
    let loads: Vec<OpId> = m
        .block_ops(b)
        .filter(|&o| dependence::is_box_read(m, o))
        .collect();
    for l in loads {
        let ops: Vec<OpId> = m.block_ops(b).collect();
        let Some(at) = ops.iter().position(|&o| o == l) else {
            continue;
        };
        // The ops after `l` that use its value through chains of uses in this block.
        let mut chain: FxHashSet<OpId> = FxHashSet::default();
        chain.insert(l);
        let mut target = None;
        let mut riders = Vec::new();
        for &o in &ops[at + 1..] {
            let uses_chain = operand_ops(m, o).iter().any(|d| chain.contains(d));
            if !uses_chain {
                continue;
            }
            if !pure(m, o) {
                target = Some(o);
                break;
            }
            chain.insert(o);
            riders.push(o);
        }
        let Some(t) = target else { continue };
        let end = ops.iter().position(|&o| o == t).unwrap_or(ops.len());
        let between = &ops[at + 1..end];
        let crossed_store = between.iter().any(|&o| dependence::is_box_write(m, o));
        let safe = between.iter().all(|&o| {
            chain.contains(&o)
                || pure(m, o)
                || dependence::is_box_read(m, o)
                || (dependence::is_box_write(m, o)
                    && dependence::disjoint_here(m, scope, l, o, known))
        });
        if !crossed_store || !safe {
            continue;
        }
        m.move_op(l, InsertPoint::Before(t));
        for r in riders {
            m.move_op(r, InsertPoint::Before(t));
        }
        moved += 1;
    }
    moved
}

/// Marks the `vector.load`s of block `b` (an `scf.for` body) whose placement is free (see the
/// module doc); returns how many.
fn mark_free_loads(
    m: &mut Module,
    b: BlockId,
    known: &[(ValueId, ValueId)],
    copied: &FxHashSet<OpId>,
) -> usize {
    use super::invariant_loads::MARK;
    let Some(scope) = m
        .block_parent_op(b)
        .filter(|&l| m.op(l).kind == OpKind::For)
    else {
        return 0;
    };
    let ops: Vec<OpId> = m.block_ops(b).collect();
    let mut marked = Vec::new();
    for (at, &x) in ops.iter().enumerate() {
        if m.op(x).kind != OpKind::VectorLoad
            || m.attr(x, MARK).is_some()
            || !varies_in(m, b, x, 16)
            || copied.contains(&x)
        {
            continue;
        }
        // The first op that may write what `x` reads.
        let first_write = ops[at + 1..]
            .iter()
            .position(|&o| {
                !(pure(m, o)
                    || dependence::is_box_read(m, o)
                    || (dependence::is_box_write(m, o)
                        && dependence::disjoint_here(m, scope, x, o, known)))
            })
            .map(|p| at + 1 + p);
        let mut chain: FxHashSet<OpId> = FxHashSet::default();
        chain.insert(x);
        let mut last_use = at;
        for (k, &o) in ops.iter().enumerate().skip(at + 1) {
            if operand_ops(m, o).iter().any(|d| chain.contains(d)) {
                chain.insert(o);
                last_use = k;
            }
        }
        let Some(w) = first_write else {
            marked.push(x);
            continue;
        };
        // Any load after the write might be merged with this one (the same address reached
        // through another view too).
        let mut read_again = false;
        for &o in &ops[w..] {
            read_again |= reads(m, o);
            m.walk_nested(o, &mut |y| read_again |= reads(m, y));
        }
        if last_use <= w && !read_again {
            marked.push(x);
        }
    }
    for &x in &marked {
        m.op_mut(x)
            .attrs
            .push(crate::ir::NamedAttr::new(MARK, crate::ir::Attribute::Unit));
    }
    marked.len()
}

/// True if `op` may read memory.
fn reads(m: &Module, op: OpId) -> bool {
    matches!(op_effects(m, op), Effects::Read | Effects::Unknown)
}

/// True if an operand of `op` is, through ops of block `b` without regions, an argument of
/// `b` (the induction variable or an `iter_args` value) or the result of an op of `b` that is
/// not pure (`depth` bounds the search).
fn varies_in(m: &Module, b: BlockId, op: OpId, depth: u32) -> bool {
    if depth == 0 {
        return false;
    }
    m.op(op).operands.iter().any(|&v| match m.value(v).def {
        crate::ir::ValueDef::BlockArg { block, .. } => block == b,
        crate::ir::ValueDef::Result { op: d, .. } => {
            m.op(d).parent == Some(b)
                && (!pure(m, d) || (m.op(d).regions.is_empty() && varies_in(m, b, d, depth - 1)))
        }
        crate::ir::ValueDef::Detached => false,
    })
}

/// The ops of `o`'s block that define its operands, and those of the ops nested in it.
fn operand_ops(m: &Module, o: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut add = |x: OpId| {
        for &v in &m.op(x).operands {
            if let Some(d) = m.defining_op(v) {
                out.push(d);
            }
        }
    };
    add(o);
    if !m.op(o).regions.is_empty() {
        m.walk_nested(o, &mut |x| add(x));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::test_module as parse;

    const TILE: &str = r#"
func.func @f(%a: memref<64x64xf32>, %x: vector<16xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %a[%i, 0] [2, 16] [1, 1] : memref<64x64xf32> to memref<2x16xf32, strided<[64, 1], offset: ?>>
  %r0 = vector.load %s[%c0, %c0] : memref<2x16xf32, strided<[64, 1], offset: ?>>, vector<16xf32>
  %r1 = vector.load %s[%c1, %c0] : memref<2x16xf32, strided<[64, 1], offset: ?>>, vector<16xf32>
  %u0 = arith.addf %r0, %x : vector<16xf32>
  %u1 = arith.addf %r1, %x : vector<16xf32>
  vector.store %u0, %s[%c0, %c0] : memref<2x16xf32, strided<[64, 1], offset: ?>>, vector<16xf32>
  vector.store %u1, %s[%c1, %c0] : memref<2x16xf32, strided<[64, 1], offset: ?>>, vector<16xf32>
  return
}"#;

    /// The names of the ops of `f`'s body in order.
    fn order(m: &Module) -> Vec<String> {
        let f = m.top_level_ops()[0];
        let b = m.entry_block(m.op(f).regions[0]).unwrap();
        m.block_ops(b).map(|o| m.op_name(o).to_string()).collect()
    }

    #[test]
    fn a_row_is_loaded_after_the_store_of_another_row() {
        let mut m = parse(TILE);
        let f = m.top_level_ops()[0];
        assert_eq!(sink_in_function(&mut m, f, &[], &mut Default::default()), 1);
        let names = order(&m);
        let n = names.len();
        let tail: Vec<&str> = names[n - 7..n - 1].iter().map(|s| s.as_str()).collect();
        assert_eq!(
            tail,
            [
                "vector.load",
                "arith.addf",
                "vector.store",
                "vector.load",
                "arith.addf",
                "vector.store",
            ]
        );
        crate::verify::verify(&m).expect("still valid");
    }

    #[test]
    fn a_load_stays_before_a_store_that_may_touch_it() {
        // The first store writes row %i + 0 of another subview of %a, at a column that
        // overlaps: the second row's load must not pass it. And through a function argument
        // that may alias, nothing moves either.
        let same = TILE.replace(
            "vector.store %u0, %s[%c0, %c0]",
            "vector.store %u0, %s[%c1, %c0]",
        );
        for text in [same.as_str(), &TILE.replace("vector.store %u0, %s[%c0, %c0] : memref<2x16xf32, strided<[64, 1], offset: ?>>, vector<16xf32>", "vector.store %u0, %b[%c0] : memref<16xf32>, vector<16xf32>").replace("%i: index)", "%i: index, %b: memref<16xf32>)")] {
            let mut m = parse(text);
            let f = m.top_level_ops()[0];
            let before = order(&m);
            assert_eq!(sink_in_function(&mut m, f, &[], &mut Default::default()), 0, "{text}");
            assert_eq!(order(&m), before);
        }
    }

    /// The `scf.for` body of `text`'s first loop, with `body` in it (`%i` the induction
    /// variable, `%a` and `%r` buffers, `%x` a vector); which of its `vector.load`s are marked.
    fn marks(body: &str) -> Vec<bool> {
        marks_knowing(body, false)
    }

    /// [`marks`], with `%a` and `%r` known disjoint if `disjoint`.
    fn marks_knowing(body: &str, disjoint: bool) -> Vec<bool> {
        let text = format!(
            r#"
func.func @f(%a: memref<64x64xf32>, %r: memref<64xf32>, %x: vector<4xf32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {{
{body}
  }}
  return
}}"#
        );
        let mut m = parse(&text);
        let f = m.top_level_ops()[0];
        let args = m
            .block(m.entry_block(m.op(f).regions[0]).unwrap())
            .args
            .clone();
        let known = if disjoint {
            vec![(args[0], args[1])]
        } else {
            Vec::new()
        };
        sink_in_function(&mut m, f, &known, &mut Default::default());
        let mut out = Vec::new();
        m.walk_nested(f, &mut |o| {
            if m.op(o).kind == OpKind::VectorLoad {
                out.push(m.attr(o, super::super::invariant_loads::MARK).is_some());
            }
        });
        out
    }

    #[test]
    fn loads_used_before_the_first_write_are_free() {
        let used_before = "    %u = vector.load %a[%i, %c0] : memref<64x64xf32>, vector<4xf32>\n    %v = vector.load %a[%i, %c1] : memref<64x64xf32>, vector<4xf32>\n    %s = arith.addf %u, %v : vector<4xf32>\n    vector.store %s, %r[%c0] : memref<64xf32>, vector<4xf32>";
        assert_eq!(marks(used_before), [true, true]);
        // A use after a store that may write %a: the load stays where it is.
        let used_after = "    %u = vector.load %a[%i, %c0] : memref<64x64xf32>, vector<4xf32>\n    vector.store %x, %r[%c0] : memref<64xf32>, vector<4xf32>\n    vector.store %u, %r[%c1] : memref<64xf32>, vector<4xf32>";
        assert_eq!(marks(used_after), [false]);
        // The same buffer read again after the write: the two loads must not be merged.
        let read_again = "    %u = vector.load %a[%i, %c0] : memref<64x64xf32>, vector<4xf32>\n    vector.store %u, %a[%i, %c0] : memref<64x64xf32>, vector<4xf32>\n    %v = vector.load %a[%i, %c0] : memref<64x64xf32>, vector<4xf32>\n    vector.store %v, %r[%c0] : memref<64xf32>, vector<4xf32>";
        assert_eq!(marks(read_again), [false, true]);
        // An address the loop does not change: the load could leave the loop.
        let invariant = "    %u = vector.load %a[%c0, %c0] : memref<64x64xf32>, vector<4xf32>\n    vector.store %u, %r[%c0] : memref<64xf32>, vector<4xf32>";
        assert_eq!(marks(invariant), [false]);
    }

    #[test]
    fn known_disjoint_buffers_let_loads_pass_stores() {
        // A use after a store to %r: free once %a and %r are known not to overlap.
        let used_after = "    %u = vector.load %a[%i, %c0] : memref<64x64xf32>, vector<4xf32>\n    vector.store %x, %r[%c0] : memref<64xf32>, vector<4xf32>\n    vector.store %u, %r[%c1] : memref<64xf32>, vector<4xf32>";
        assert_eq!(marks_knowing(used_after, false), [false]);
        assert_eq!(marks_knowing(used_after, true), [true]);
        // A store to %a itself still stops it.
        let same = used_after.replace(
            "vector.store %x, %r[%c0] : memref<64xf32>",
            "vector.store %x, %a[%i, %c0] : memref<64x64xf32>",
        );
        assert_eq!(marks_knowing(&same, true), [false]);
    }

    #[test]
    fn a_load_used_after_disjoint_stores_is_loaded_again() {
        // %u is used before and after a store to %r: with %a and %r disjoint, the second use
        // gets its own load (unmarked, so the two are not merged); otherwise nothing changes.
        let body = "    %u = vector.load %a[%i, %c0] : memref<64x64xf32>, vector<4xf32>\n    vector.store %u, %r[%c0] : memref<64xf32>, vector<4xf32>\n    %v = arith.addf %u, %x : vector<4xf32>\n    vector.store %v, %r[%c1] : memref<64xf32>, vector<4xf32>";
        assert_eq!(marks_knowing(body, false), [false]);
        assert_eq!(marks_knowing(body, true), [false, false]);
    }
}
