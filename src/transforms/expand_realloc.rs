//! `expand-realloc`: rewrites `memref.realloc` into an `scf.if` that allocates, copies and
//! (with `emit-deallocs`, the default) frees the old buffer, or reinterprets the old buffer when
//! it is already large enough, op for op as MLIR 22's `ExpandReallocPattern` builds it.
//!
//! ```mlir
//! %new = memref.realloc %old : memref<2xf32> to memref<4xf32>
//! ```
//! becomes
//! ```mlir
//! %c2 = arith.constant 2 : index
//! %c4 = arith.constant 4 : index
//! %0 = arith.cmpi ult, %c2, %c4 : index
//! %new = scf.if %0 -> (memref<4xf32>) {
//!   %alloc = memref.alloc() : memref<4xf32>
//!   %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
//!   memref.copy %old, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
//!   memref.dealloc %old : memref<2xf32>
//!   scf.yield %alloc : memref<4xf32>
//! } else {
//!   %cast = memref.reinterpret_cast %old to offset: [0], sizes: [4], strides: [1]
//!       : memref<2xf32> to memref<4xf32>
//!   scf.yield %cast : memref<4xf32>
//! }
//! ```
//!
//! A static shrink (`memref<8xf32>` to `memref<4xf32>`) becomes the `reinterpret_cast` alone:
//! MLIR 22 emits the dead grow branch with an out-of-bounds static subview and then rejects its
//! own output.

use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{
    Attribute, InsertPoint, Layout, Module, NamedAttr, OpId, Signedness, TypeData, ValueId, DYNAMIC,
};
use crate::transforms::ownership::build;
use crate::transforms::PassOptions;

/// Runs the pass over the whole module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let emit_deallocs = parse_options(opts)?;
    let Some(top) = m.top else { return Ok(()) };
    run_on(m, top, emit_deallocs)
}

/// Parses the pass options: whether to emit the deallocation of the old buffer.
pub fn parse_options(opts: &PassOptions) -> Result<bool, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(opts, "expand-realloc", Wording::InvalidOption);
    let emit_deallocs = r.flag("emit-deallocs", true);
    r.finish()?;
    Ok(emit_deallocs)
}

/// Expands every `memref.realloc` nested in `root`.
pub fn run_on(m: &mut Module, root: OpId, emit_deallocs: bool) -> Result<(), Diagnostic> {
    let mut reallocs = Vec::new();
    m.walk_nested(root, &mut |o| {
        if m.op(o).kind == OpKind::Realloc {
            reallocs.push(o);
        }
    });
    for op in reallocs {
        expand(m, op, emit_deallocs)?;
    }
    Ok(())
}

/// The size of the only dimension of a rank-1 identity memref type, if it is one.
fn rank1_size(m: &Module, v: ValueId) -> Option<i64> {
    match m.ty(m.value_type(v)) {
        TypeData::MemRef {
            shape,
            layout: Layout::Identity,
            ..
        } if shape.len() == 1 => Some(shape[0]),
        _ => None,
    }
}

/// Either a static size or an SSA value.
#[derive(Copy, Clone)]
enum Size {
    Static(i64),
    Dynamic(ValueId),
}

fn index_const(m: &mut Module, ip: InsertPoint, v: i64, loc: &crate::ir::Location) -> ValueId {
    let it = build::index(m);
    let props = vec![NamedAttr::new(
        "value",
        Attribute::Integer {
            value: v as i128,
            ty: it,
        },
    )];
    let o = build::op(
        m,
        ip,
        OpKind::Constant,
        vec![],
        vec![it],
        props,
        vec![],
        loc,
    );
    m.op(o).results[0]
}

fn dense_i64(m: &mut Module, values: Vec<i64>) -> Attribute {
    let elem = m.intern_type(TypeData::Integer {
        width: 64,
        signedness: Signedness::Signless,
    });
    Attribute::DenseArray { elem, values }
}

/// Builds a rank-1 `subview`/`reinterpret_cast` with offset 0, stride 1 and `size`.
fn view_1d(
    m: &mut Module,
    ip: InsertPoint,
    kind: OpKind,
    src: ValueId,
    size: Size,
    result: crate::ir::TypeId,
    loc: &crate::ir::Location,
) -> ValueId {
    let (dyns, stat) = match size {
        Size::Static(s) => (vec![], s),
        Size::Dynamic(v) => (vec![v], DYNAMIC),
    };
    let seg = build::segments(m, &[1, 0, dyns.len(), 0]);
    let offs = dense_i64(m, vec![0]);
    let sizes = dense_i64(m, vec![stat]);
    let strides = dense_i64(m, vec![1]);
    let props = vec![
        NamedAttr::new("operandSegmentSizes", seg),
        NamedAttr::new("static_offsets", offs),
        NamedAttr::new("static_sizes", sizes),
        NamedAttr::new("static_strides", strides),
    ];
    let mut operands = vec![src];
    operands.extend(dyns);
    let o = build::op(m, ip, kind, operands, vec![result], props, vec![], loc);
    m.op(o).results[0]
}

/// One `memref.realloc` being expanded: its operands, result and the two sizes.
struct Realloc {
    op: OpId,
    loc: crate::ir::Location,
    src: ValueId,
    /// The size operand of a dynamic result.
    dyn_size: Option<ValueId>,
    res: ValueId,
    res_ty: crate::ir::TypeId,
    /// The old buffer's size.
    curr: Size,
    /// The new buffer's size.
    target: Size,
}

/// Expands one `memref.realloc` (see the module doc): the size comparison, the grow branch
/// and the reuse branch of the `scf.if` that replaces it, or the `reinterpret_cast` alone for a
/// static shrink.
fn expand(m: &mut Module, op: OpId, emit_deallocs: bool) -> Result<(), Diagnostic> {
    let r = sizes(m, op)?;
    let ip = InsertPoint::Before(op);
    if let (Size::Static(from), Size::Static(to)) = (r.curr, r.target) {
        if to < from {
            // A static shrink never takes the "grow" branch, and that branch's static subview
            // (`[0] [from] [1]` of a `memref<to>`) is out of bounds: mlir-opt 22 builds it anyway
            // and then fails verification. bufjit emits only the branch that runs (deliberate
            // divergence; the README lists it).
            let cast = view_1d(
                m,
                ip,
                OpKind::ReinterpretCast,
                r.src,
                r.target,
                r.res_ty,
                &r.loc,
            );
            m.replace_all_uses(r.res, cast);
            m.erase_op(op);
            return Ok(());
        }
    }
    let cond = grows(m, ip, &r);
    let then_r = grow_branch(m, &r, emit_deallocs);
    let else_r = reuse_branch(m, &r);
    let iff = build::op(
        m,
        ip,
        OpKind::If,
        vec![cond],
        vec![r.res_ty],
        vec![],
        vec![then_r, else_r],
        &r.loc,
    );
    let nv = m.op(iff).results[0];
    m.replace_all_uses(r.res, nv);
    m.erase_op(op);
    Ok(())
}

/// Reads `op`'s operands and the old and new sizes (a `memref.dim` before `op` for a dynamic
/// old size); errors on what the expansion does not support.
fn sizes(m: &mut Module, op: OpId) -> Result<Realloc, Diagnostic> {
    let loc = m.op(op).loc.clone();
    let src = m.op(op).operands[0];
    let dyn_size = m.op(op).operands.get(1).copied();
    let res = m.op(op).results[0];
    let res_ty = m.value_type(res);
    let (Some(in_size), Some(out_size)) = (rank1_size(m, src), rank1_size(m, res)) else {
        return Err(crate::verify::op_error(
            m,
            op,
            "expand-realloc supports rank-1 memrefs with identity layout only",
        ));
    };
    let ip = InsertPoint::Before(op);
    let curr = if in_size == DYNAMIC {
        let zero = index_const(m, ip, 0, &loc);
        let it = build::index(m);
        let d = build::op(
            m,
            ip,
            OpKind::Dim,
            vec![src, zero],
            vec![it],
            vec![],
            vec![],
            &loc,
        );
        Size::Dynamic(m.op(d).results[0])
    } else {
        Size::Static(in_size)
    };
    let target = if out_size == DYNAMIC {
        match dyn_size {
            Some(v) => Size::Dynamic(v),
            None => {
                return Err(crate::verify::op_error(
                    m,
                    op,
                    "dynamic result size requires a size operand",
                ))
            }
        }
    } else {
        Size::Static(out_size)
    };
    Ok(Realloc {
        op,
        loc,
        src,
        dyn_size,
        res,
        res_ty,
        curr,
        target,
    })
}

/// `size` as an `index` value (a new constant for a static one).
fn size_value(m: &mut Module, ip: InsertPoint, size: Size, loc: &crate::ir::Location) -> ValueId {
    match size {
        Size::Static(s) => index_const(m, ip, s, loc),
        Size::Dynamic(v) => v,
    }
}

/// `arith.cmpi ult, %old_size, %new_size`: whether the buffer grows.
///
/// ```mlir
/// %c2 = arith.constant 2 : index
/// %c4 = arith.constant 4 : index
/// %0 = arith.cmpi ult, %c2, %c4 : index
/// ```
fn grows(m: &mut Module, ip: InsertPoint, r: &Realloc) -> ValueId {
    let lhs = size_value(m, ip, r.curr, &r.loc);
    let rhs = size_value(m, ip, r.target, &r.loc);
    let i1 = build::i1(m);
    let i64t = m.intern_type(TypeData::Integer {
        width: 64,
        signedness: Signedness::Signless,
    });
    let cmp = build::op(
        m,
        ip,
        OpKind::CmpI,
        vec![lhs, rhs],
        vec![i1],
        vec![NamedAttr::new(
            "predicate",
            Attribute::Integer { value: 6, ty: i64t },
        )],
        vec![],
        &r.loc,
    );
    m.op(cmp).results[0]
}

/// The `then` region: allocate, copy the old contents into a subview of the new buffer, free
/// the old one (with `emit_deallocs`) and yield the new one.
///
/// ```mlir
/// %alloc = memref.alloc() : memref<4xf32>
/// %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
/// memref.copy %old, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
/// memref.dealloc %old : memref<2xf32>
/// scf.yield %alloc : memref<4xf32>
/// ```
fn grow_branch(m: &mut Module, r: &Realloc, emit_deallocs: bool) -> crate::ir::RegionId {
    let (then_r, then_b) = build::region_with_block(m);
    let tip = InsertPoint::BlockEnd(then_b);
    let mut alloc_props = vec![NamedAttr::new(
        "operandSegmentSizes",
        build::segments(m, &[r.dyn_size.is_some() as usize, 0]),
    )];
    if let Some(a) = m.attr(r.op, "alignment").cloned() {
        alloc_props.push(NamedAttr::new("alignment", a));
    }
    let alloc = build::op(
        m,
        tip,
        OpKind::Alloc,
        r.dyn_size.into_iter().collect(),
        vec![r.res_ty],
        alloc_props,
        vec![],
        &r.loc,
    );
    let new_alloc = m.op(alloc).results[0];
    let TypeData::MemRef {
        elem, memory_space, ..
    } = m.ty(r.res_ty).clone()
    else {
        unreachable!("checked rank-1 memref")
    };
    let sub_ty = m.intern_type(TypeData::MemRef {
        shape: vec![match r.curr {
            Size::Static(s) => s,
            Size::Dynamic(_) => DYNAMIC,
        }],
        elem,
        layout: Layout::Strided {
            strides: vec![1],
            offset: 0,
        },
        memory_space,
    });
    let sub = view_1d(m, tip, OpKind::SubView, new_alloc, r.curr, sub_ty, &r.loc);
    plain_op(m, tip, OpKind::Copy, vec![r.src, sub], &r.loc);
    if emit_deallocs {
        plain_op(m, tip, OpKind::Dealloc, vec![r.src], &r.loc);
    }
    plain_op(m, tip, OpKind::Yield, vec![new_alloc], &r.loc);
    then_r
}

/// The `else` region: the old buffer reinterpreted at the new size.
///
/// ```mlir
/// %cast = memref.reinterpret_cast %old to offset: [0], sizes: [4], strides: [1]
///     : memref<2xf32> to memref<4xf32>
/// scf.yield %cast : memref<4xf32>
/// ```
fn reuse_branch(m: &mut Module, r: &Realloc) -> crate::ir::RegionId {
    let (else_r, else_b) = build::region_with_block(m);
    let eip = InsertPoint::BlockEnd(else_b);
    let cast = view_1d(
        m,
        eip,
        OpKind::ReinterpretCast,
        r.src,
        r.target,
        r.res_ty,
        &r.loc,
    );
    plain_op(m, eip, OpKind::Yield, vec![cast], &r.loc);
    else_r
}

/// An op without results, properties or regions (`memref.copy`, `memref.dealloc`,
/// `scf.yield`).
fn plain_op(
    m: &mut Module,
    ip: InsertPoint,
    kind: OpKind,
    operands: Vec<ValueId>,
    loc: &crate::ir::Location,
) {
    build::op(m, ip, kind, operands, vec![], vec![], vec![], loc);
}
