//! Disjointness facts about a function's memref arguments, carried by the function itself.
//!
//! `bufjit-parallelize` runs a loop whose buffers may alias (function arguments) on threads
//! only after a run-time test proved their address ranges disjoint
//! (`opt::versioning::disjoint_test`), and moves the loop into a function of its own, called
//! only from the branch that test guards. The function's body, optimised on its own by the
//! mid-level stage, would otherwise see plain arguments that may alias: no load could move past
//! a store to another of them. [`record`] writes the tested pairs onto the function as argument
//! positions, and [`facts`] reads them back as values: the mid-level stage seeds its versions'
//! facts with them (scalar promotion, invariant loads, load sinking).
//!
//! ```mlir
//! // caller
//! scf.if %disjoint_0_2_and_1_2 {
//!   func.call @f_par0(%c0, %n, %c1, %a, %b, %c) {bufjit.parallel = ...} : ...
//! } else { ... }
//! // the body knows what the test proved
//! func.func private @f_par0(%lb: index, %ub: index, %step: index, %a: memref<...>,
//!     %b: memref<...>, %c: memref<...>)
//!     attributes {bufjit.disjoint_args = array<i64: 3, 5, 4, 5>, bufjit.parallel_body} { ... }
//! ```
//!
//! The facts are recorded only for a function whose one call sits inside the `scf.if` of the
//! test (the caller checks that), and only for call operands that are the tested memrefs or
//! views of them (`memref.cast`, `memref.subview`: every element they address lies in the
//! tested range).

use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, NamedAttr, OpId, TypeData, ValueId};

/// The attribute: pairs of argument positions whose memrefs do not overlap, flattened.
pub const ATTR: &str = "bufjit.disjoint_args";

/// The memref a view of the caller's stands for, through `memref.cast`s and
/// `memref.subview`s.
fn base(m: &Module, mut v: ValueId) -> ValueId {
    while let Some(d) = m.defining_op(v) {
        if !matches!(m.op(d).kind, OpKind::Cast | OpKind::SubView) {
            break;
        }
        v = m.op(d).operands[0];
    }
    v
}

/// Records on `func`, the callee of `call`, which of its arguments are disjoint: `call` must
/// run only where the memref pairs `pairs` (values of the caller) were tested disjoint, and be
/// the only call of `func`. Arguments fed the same tested memref get no fact.
pub fn record(m: &mut Module, call: OpId, func: OpId, pairs: &[(ValueId, ValueId)]) {
    if pairs.is_empty() {
        return;
    }
    let operands = m.op(call).operands.clone();
    let bases: Vec<Option<ValueId>> = operands
        .iter()
        .map(|&v| matches!(m.ty(m.value_type(v)), TypeData::MemRef { .. }).then(|| base(m, v)))
        .collect();
    let mut words = Vec::new();
    for (i, bi) in bases.iter().enumerate() {
        for (j, bj) in bases.iter().enumerate().skip(i + 1) {
            let (Some(x), Some(y)) = (*bi, *bj) else {
                continue;
            };
            if pairs.contains(&(x, y)) || pairs.contains(&(y, x)) {
                words.extend([i as i64, j as i64]);
            }
        }
    }
    if words.is_empty() {
        return;
    }
    let i64t = m.intern_type(TypeData::Integer {
        width: 64,
        signedness: crate::ir::Signedness::Signless,
    });
    let d = m.op_mut(func);
    d.attrs.retain(|a| a.name != ATTR);
    d.attrs.push(NamedAttr::new(
        ATTR,
        Attribute::DenseArray {
            elem: i64t,
            values: words,
        },
    ));
}

/// The pairs of memref arguments of function `f` that [`record`] noted as disjoint, as the
/// entry block's arguments; positions out of range or not memrefs are ignored.
pub fn facts(m: &Module, f: OpId) -> Vec<(ValueId, ValueId)> {
    let Some(Attribute::DenseArray { values, .. }) = m.attr(f, ATTR) else {
        return Vec::new();
    };
    let Some(entry) = m.op(f).regions.first().and_then(|&r| m.entry_block(r)) else {
        return Vec::new();
    };
    let args = &m.block(entry).args;
    let arg = |k: i64| {
        usize::try_from(k)
            .ok()
            .and_then(|k| args.get(k).copied())
            .filter(|&v| matches!(m.ty(m.value_type(v)), TypeData::MemRef { .. }))
    };
    values
        .chunks_exact(2)
        .filter_map(|p| Some((arg(p[0])?, arg(p[1])?)))
        .filter(|(x, y)| x != y)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::test_module as parse;

    /// The facts of the function named `name` in `m`, as argument positions.
    fn positions(m: &Module, name: &str) -> Vec<(usize, usize)> {
        let f = m
            .top_level_ops()
            .into_iter()
            .find(|&f| crate::dialects::func::sym_name(m, f) == Some(name))
            .expect("the function");
        let entry = m.entry_block(m.op(f).regions[0]).expect("a body");
        let args = m.block(entry).args.clone();
        let pos = |v| args.iter().position(|&a| a == v).expect("an argument");
        facts(m, f)
            .into_iter()
            .map(|(x, y)| (pos(x), pos(y)))
            .collect()
    }

    #[test]
    fn facts_read_back_positions_and_ignore_bad_ones() {
        let m = parse(
            r#"
func.func private @g(%n: index, %a: memref<4xf32>, %b: memref<4xf32>) attributes {bufjit.disjoint_args = array<i64: 1, 2, 0, 1, 2, 7, 2, 2>} {
  return
}"#,
        );
        // (0, 1): an index; (2, 7): out of range; (2, 2): the same argument.
        assert_eq!(positions(&m, "g"), vec![(1, 2)]);
    }

    #[test]
    fn record_maps_tested_pairs_through_views_to_positions() {
        let mut m = parse(
            r#"
func.func @f(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>, %n: index) {
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  call @g(%n, %s, %b, %c) : (index, memref<4xf32, strided<[1], offset: 2>>, memref<8xf32>, memref<8xf32>) -> ()
  return
}
func.func private @g(%n: index, %x: memref<4xf32, strided<[1], offset: 2>>, %y: memref<8xf32>, %z: memref<8xf32>) {
  return
}"#,
        );
        let ops = m.top_level_ops();
        let (f, g) = (ops[0], ops[1]);
        let entry = m.entry_block(m.op(f).regions[0]).expect("a body");
        let args = m.block(entry).args.clone();
        let call = m
            .block_ops(entry)
            .find(|&o| m.op(o).kind == OpKind::Call)
            .expect("the call");
        // Only (a, c) was tested: (b, c) and (a, b) are not facts.
        record(&mut m, call, g, &[(args[2], args[0])]);
        assert_eq!(positions(&m, "g"), vec![(1, 3)]);
        // Nothing tested: nothing recorded.
        let mut m2 = m.clone();
        m2.op_mut(g).attrs.retain(|a| a.name != ATTR);
        record(&mut m2, call, g, &[]);
        assert!(positions(&m2, "g").is_empty());
    }

    /// A tile loop over `%a`, `%b` (read) and `%c` (written): parallel if `%c` does not
    /// overlap `%a` or `%b`.
    const TILES: &str = r#"
func.func @f(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %x = memref.load %a[%i, %j] : memref<64x64xf32>
      %y = memref.load %b[%i, %j] : memref<64x64xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i, %j] : memref<64x64xf32>
    }
  }
  return
}"#;

    #[test]
    fn a_parallel_body_knows_only_the_pairs_its_caller_tested() {
        let mut m = parse(TILES);
        assert_eq!(
            crate::transforms::parallelize::run_loops(&mut m, 2, 0).loops,
            1
        );
        // Arguments: lb, ub, step, then %a, %b, %c in the order the body uses them.
        let text = crate::print::print_module(&m, Default::default());
        assert!(
            text.contains("bufjit.disjoint_args = array<i64: 3, 5, 4, 5>"),
            "{text}"
        );
        assert_eq!(positions(&m, "f_par0"), vec![(3, 5), (4, 5)]);
        crate::verify::verify(&m).expect("verifies");
    }

    #[test]
    fn no_facts_without_a_test() {
        // Allocations never overlap: the loop is parallel without a test, and its body learns
        // nothing about its arguments (no pair was tested).
        let allocs = TILES
            .replace(
                "func.func @f(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {",
                "func.func @f() {\n  %a = memref.alloc() : memref<64x64xf32>\n  %b = memref.alloc() : memref<64x64xf32>\n  %c = memref.alloc() : memref<64x64xf32>",
            )
            .replace("  return\n}", "  memref.dealloc %a : memref<64x64xf32>\n  memref.dealloc %b : memref<64x64xf32>\n  memref.dealloc %c : memref<64x64xf32>\n  return\n}");
        let mut m = parse(&allocs);
        assert_eq!(
            crate::transforms::parallelize::run_loops(&mut m, 2, 0).loops,
            1
        );
        let out = crate::print::print_module(&m, Default::default());
        assert!(!out.contains(ATTR), "{out}");
        // %b written too: the test covers %b against %a and %c as well, and the body learns
        // exactly the three pairs.
        let two_outputs = TILES.replace(
            "memref.store %s, %c[%i, %j] : memref<64x64xf32>",
            "memref.store %s, %c[%i, %j] : memref<64x64xf32>\n      memref.store %x, %b[%i, %j] : memref<64x64xf32>",
        );
        let mut m = parse(&two_outputs);
        assert_eq!(
            crate::transforms::parallelize::run_loops(&mut m, 2, 0).loops,
            1
        );
        let mut facts = positions(&m, "f_par0");
        facts.sort_unstable();
        assert_eq!(facts, vec![(3, 4), (3, 5), (4, 5)]);
    }

    /// The body of a parallel loop's function over `%a`, `%b` and `%c`, storing into `%c`
    /// before loading a row of `%b`, with the attribute `attr` (or none).
    fn body(attr: &str) -> String {
        format!(
            r#"
func.func private @g(%lb: index, %ub: index, %st: index, %a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {attr} {{
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %lb to %ub step %st {{
    scf.for %j = %c0 to %c64 step %c4 {{
      %x = vector.load %a[%i, %j] : memref<64x64xf32>, vector<4xf32>
      %y = vector.load %b[%i, %j] : memref<64x64xf32>, vector<4xf32>
      vector.store %x, %c[%i, %j] : memref<64x64xf32>, vector<4xf32>
      %s = arith.addf %x, %y : vector<4xf32>
      vector.store %s, %a[%i, %j] : memref<64x64xf32>, vector<4xf32>
    }}
  }}
  return
}}"#
        )
    }

    #[test]
    fn the_mid_level_stage_uses_the_facts() {
        // With (b, c) known disjoint, the load of %b moves past the store to %c, next to its
        // use; without the attribute, or with another pair, it stays.
        let sunk = |attr: &str| {
            let mut m = parse(&body(attr));
            crate::transforms::opt::optimize(&mut m, &Default::default(), false)
                .expect("optimizes");
            crate::verify::verify(&m).expect("verifies");
            let text = crate::print::print_module(&m, Default::default());
            let store_c = text.find("vector.store %0, %arg5").expect(&text);
            let load_b = text.find("vector.load %arg4").expect(&text);
            load_b > store_c
        };
        assert!(sunk("attributes {bufjit.disjoint_args = array<i64: 4, 5>}"));
        assert!(!sunk(""));
        assert!(!sunk(
            "attributes {bufjit.disjoint_args = array<i64: 3, 5>}"
        ));
    }
}
