//! `convert-bufferization-to-memref`: `bufferization.clone` becomes `memref.alloc` +
//! `memref.copy` (a `memref.cast` back when the clone's type has a layout), and
//! `bufferization.dealloc` is lowered as in `bufferization-lower-deallocations`.
//!
//! ```mlir
//! %c = bufferization.clone %m : memref<?xf32> to memref<?xf32>
//! // becomes
//! %c0 = arith.constant 0 : index
//! %dim = memref.dim %m, %c0 : memref<?xf32>
//! %alloc = memref.alloc(%dim) : memref<?xf32>
//! memref.copy %m, %alloc : memref<?xf32> to memref<?xf32>
//! ```

use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, InsertPoint, Layout, Module, NamedAttr, OpId, TypeData, DYNAMIC};
use crate::rewrite::Rewriter;
use crate::transforms::lower_deallocs::{ensure_helpers, lower_all, Helpers};
use crate::transforms::ownership::build::{index, segments};
use crate::transforms::PassOptions;

pub(crate) fn lower_clones(m: &mut Module, root: OpId) -> Result<(), Diagnostic> {
    let mut clones = Vec::new();
    m.walk_nested(root, &mut |o| {
        if m.op(o).kind == OpKind::Clone {
            clones.push(o);
        }
    });
    let mut rw = Rewriter::new(m, None);
    rw.tracking = false;
    for op in clones {
        let input = rw.m.op(op).operands[0];
        let out_ty = rw.m.value_type(rw.m.op(op).results[0]);
        let TypeData::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } = rw.m.ty(out_ty).clone()
        else {
            let loc = rw.m.op(op).loc.clone();
            return Err(Diagnostic::at(
                rw.m,
                &loc,
                "UnrankedMemRefType is not supported.",
            ));
        };
        let loc = rw.m.op(op).loc.clone();
        rw.ip = InsertPoint::Before(op);
        let it = index(rw.m);
        let mut dyns = Vec::new();
        for (i, &s) in shape.iter().enumerate() {
            if s != DYNAMIC {
                continue;
            }
            let c = rw.constant(
                Attribute::Integer {
                    value: i as i128,
                    ty: it,
                },
                it,
                &loc,
            );
            dyns.push(rw.create1(OpKind::Dim, vec![input, c], it, vec![], &loc));
        }
        let alloc_ty = rw.m.intern_type(TypeData::MemRef {
            shape,
            elem,
            layout: Layout::Identity,
            memory_space,
        });
        let seg = segments(rw.m, &[dyns.len(), 0]);
        let mut alloc = rw.create1(
            OpKind::Alloc,
            dyns,
            alloc_ty,
            vec![NamedAttr::new("operandSegmentSizes", seg)],
            &loc,
        );
        if alloc_ty != out_ty {
            alloc = rw.create1(OpKind::Cast, vec![alloc], out_ty, vec![], &loc);
        }
        rw.create(
            OpKind::Copy,
            vec![input, alloc],
            vec![],
            vec![],
            vec![],
            &loc,
        );
        rw.replace_op(op, &[alloc]);
    }
    Ok(())
}

/// Runs the pass on the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let opts = crate::transforms::lower_deallocs::parse_options(opts)?;
    let Some(top) = m.top else { return Ok(()) };
    let helpers = ensure_helpers(m, opts);
    lower_clones(m, top)?;
    lower_all(m, top, &helpers, opts)
}

/// Runs the pass on one function (no helper can be inserted).
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let opts = crate::transforms::lower_deallocs::parse_options(opts)?;
    lower_clones(m, func)?;
    lower_all(m, func, &Helpers::default(), opts)
}
