//! Loops that run at most once leave the stage as straight-line code, in every function
//! (fast-tier ones included): `convert-linalg-to-loops` gives each unit dimension of a
//! `linalg` op a loop of one trip (the `N = 1` batch loop of a convolution, the leading `1` of a
//! `1x58x60x8` fill), which costs code generation three blocks, a block parameter, a compare
//! and a branch for nothing. This applies canonicalize's `SimplifyTrivialLoops` (the same
//! rewrite, MLIR 22's) to the `scf.for` ops of one function, without the rest of the
//! canonicalizer: a loop of zero trips is replaced by its initial values, a loop of one trip
//! by its body (induction variable the lower bound), a body-less loop yielding outside values
//! by those values.
//!
//! ```mlir
//! // before
//! scf.for %n = %c0 to %c1 step %c1 {
//!   scf.for %h = %c0 to %c58 step %c1 {
//!     memref.store %x, %buf[%n, %h] : memref<1x58xf32>
//!   }
//! }
//! // after
//! scf.for %h = %c0 to %c58 step %c1 {
//!   memref.store %x, %buf[%c0, %h] : memref<1x58xf32>
//! }
//! ```
//!
//! The body's ops are moved, not copied: their allocation sites stay those of the input.

use crate::dialects::OpKind;
use crate::ir::{Module, OpId};
use crate::rewrite::{Pattern, Rewriter};
use crate::transforms::canonicalize::scf_inline::{static_trip_count, SimplifyTrivialLoops};

/// Removes the loops of `func` that run at most once (see the module doc). Returns how many.
pub fn simplify_in_function(m: &mut Module, func: OpId) -> usize {
    let mut loops = Vec::new();
    m.walk_nested(func, &mut |o| {
        if m.op(o).kind == OpKind::For && static_trip_count(m, o).is_some_and(|t| t <= 1) {
            loops.push(o);
        }
    });
    if loops.is_empty() {
        return 0;
    }
    let mut rw = Rewriter::new(m, None);
    rw.tracking = false;
    let mut done = 0;
    // Innermost first: a loop of zero trips erases the loops nested in it, which are then
    // already done; a loop of one trip moves them, which keeps their ids.
    for &l in loops.iter().rev() {
        if SimplifyTrivialLoops.rewrite(&mut rw, l) {
            done += 1;
        }
    }
    done
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::test_module as parse;

    #[test]
    fn unit_loops_become_their_bodies_and_empty_ones_their_inits() {
        let mut m = parse(
            r#"
func.func @f(%b: memref<1x58xf32>, %x: f32, %s: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c58 = arith.constant 58 : index
  scf.for %n = %c0 to %c1 step %c1 {
    scf.for %h = %c0 to %c58 step %c1 {
      memref.store %x, %b[%n, %h] : memref<1x58xf32>
    }
  }
  %r = scf.for %i = %c1 to %c0 step %c1 iter_args(%a = %s) -> (i64) {
    %t = arith.addi %a, %a : i64
    scf.yield %t : i64
  }
  return %r : i64
}
"#,
        );
        let f = m.top_level_ops()[0];
        assert_eq!(simplify_in_function(&mut m, f), 2);
        crate::verify::verify(&m).expect("valid IR");
        let text = crate::print::print_module(&m, Default::default());
        assert_eq!(text.matches("scf.for").count(), 1, "{text}");
        assert!(
            text.contains("memref.store %arg1, %arg0[%c0, %arg3]"),
            "{text}"
        );
        assert!(text.contains("return %arg2 : i64"), "{text}");
    }

    #[test]
    fn loops_of_two_trips_or_unknown_bounds_stay() {
        let src = r#"
func.func @f(%b: memref<?xf32>, %x: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    memref.store %x, %b[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %b[%i] : memref<?xf32>
  }
  return
}
"#;
        let mut m = parse(src);
        let f = m.top_level_ops()[0];
        assert_eq!(simplify_in_function(&mut m, f), 0);
        assert_eq!(
            crate::print::print_module(&m, Default::default()),
            crate::print::print_module(&parse(src), Default::default())
        );
    }
}
