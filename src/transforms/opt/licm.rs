//! Loop-invariant code motion of index arithmetic out of `scf.for` bodies (first step of the
//! `-O1`+ stage).
//!
//! `convert-linalg-to-loops` computes every index expression in the innermost body: the
//! convolution's input element `I[n, oh + kh, ow + kw, c]` adds `oh + kh` and `ow + kw` again
//! for each `c`. Cranelift would hoist that arithmetic from its loops too, but the steps
//! after this one reason on the IR: scalar promotion and strength reduction
//! (`crate::codegen::strength`) need the indices of an access to be defined outside the
//! loop to see that they do not change in it.
//!
//! ```mlir
//! // before
//! scf.for %c = %c0 to %C step %c1 {
//!   %h = arith.addi %oh, %kh : index
//!   %x = memref.load %I[%n, %h, %w, %c] : memref<?x?x?x?xf32>
//!   ...
//! }
//! // after
//! %h = arith.addi %oh, %kh : index
//! scf.for %c = %c0 to %C step %c1 {
//!   %x = memref.load %I[%n, %h, %w, %c] : memref<?x?x?x?xf32>
//!   ...
//! }
//! ```
//!
//! Only ops that can neither trap nor touch memory move (constants, integer and index
//! arithmetic without division, comparisons, selects, casts, floating-point arithmetic):
//! executing one the loop would not have run (zero iterations) changes nothing. Inner loops
//! are visited first, so an expression leaves every loop it does not depend on.

use super::scalar_promotion::defined_outside;
use crate::dialects::OpKind;
use crate::ir::{InsertPoint, Module, OpId};

/// Whether `op` may run where the loop would not have: no trap, no memory access, no region.
fn movable(m: &Module, op: OpId) -> bool {
    use OpKind as K;
    let o = m.op(op);
    o.regions.is_empty()
        && matches!(
            o.kind,
            K::Constant
                | K::AddI
                | K::SubI
                | K::MulI
                | K::AndI
                | K::OrI
                | K::XOrI
                | K::ShLI
                | K::ShRSI
                | K::ShRUI
                | K::MinSI
                | K::MaxSI
                | K::MinUI
                | K::MaxUI
                | K::CmpI
                | K::Select
                | K::IndexCast
                | K::IndexCastUI
                | K::ExtSI
                | K::ExtUI
                | K::TruncI
                | K::AddF
                | K::SubF
                | K::MulF
                | K::CmpF
        )
}

/// Hoists the invariant ops of every `scf.for` of `func` (see the module docs).
pub fn hoist_in_function(m: &mut Module, func: OpId) {
    let mut loops = Vec::new();
    m.walk_nested(func, &mut |x| {
        if m.op(x).kind == OpKind::For {
            loops.push(x);
        }
    });
    // Pre-order reversed: inner loops before the loops around them.
    for &l in loops.iter().rev() {
        let Some(&region) = m.op(l).regions.first() else {
            continue;
        };
        let Some(body) = m.entry_block(region) else {
            continue;
        };
        let ops: Vec<OpId> = m.block_ops(body).collect();
        for x in ops {
            if movable(m, x) && m.op(x).operands.iter().all(|&v| defined_outside(m, v, l)) {
                m.move_op(x, InsertPoint::Before(l));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hoisted(text: &str) -> String {
        let mut m = crate::parse::test_module(text);
        let f = m.top_level_ops()[0];
        hoist_in_function(&mut m, f);
        crate::verify::verify(&m).expect("verifies");
        crate::print::print_module(&m, Default::default())
    }

    #[test]
    fn index_arithmetic_leaves_every_loop_it_does_not_depend_on() {
        let text = hoisted(
            "func.func @f(%a: memref<?x?xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %h = arith.addi %k, %c1 : index
      %r = arith.addi %i, %h : index
      %x = memref.load %a[%r, %j] : memref<?x?xf32>
      memref.store %x, %a[%j, %r] : memref<?x?xf32>
    }
  }
  return
}",
        );
        // `%h` leaves both loops, `%i + %h` the inner one; the load stays.
        let h = text.find("arith.addi %arg2").expect("h");
        let outer = text.find("scf.for").expect("outer loop");
        let r = text.find("arith.addi %arg3").expect("r");
        let inner = text.rfind("scf.for").expect("inner loop");
        assert!(h < outer && outer < r && r < inner, "{text}");
        assert!(text.find("memref.load").expect("load") > inner, "{text}");
    }

    #[test]
    fn divisions_and_memory_accesses_stay() {
        let text = hoisted(
            "func.func @f(%a: memref<4xi32>, %n: index, %d: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %q = arith.divsi %d, %d : i32
    %x = memref.load %a[%c0] : memref<4xi32>
    %y = arith.addi %x, %q : i32
    memref.store %y, %a[%c1] : memref<4xi32>
  }
  return
}",
        );
        let for_at = text.find("scf.for").expect("loop");
        for op in ["arith.divsi", "memref.load", "arith.addi"] {
            assert!(text.find(op).expect(op) > for_at, "{op}: {text}");
        }
    }
}
