//! Small IR builders for the ops the deallocation passes insert (`arith.constant`,
//! `arith.andi`/`xori`/`select`, `memref.extract_strided_metadata`, `bufferization.dealloc`,
//! `bufferization.clone`, `scf.if`), producing exactly the operands, properties and result types
//! MLIR's builders produce, so the printed output matches mlir-opt's.

use crate::dialects::OpKind;
use crate::ir::{
    Attribute, InsertPoint, Layout, Location, Module, NamedAttr, OpId, OpSpec, RegionId,
    Signedness, TypeData, TypeId, ValueDef, ValueId,
};

/// The `i1` type.
pub fn i1(m: &mut Module) -> TypeId {
    m.intern_type(TypeData::Integer {
        width: 1,
        signedness: Signedness::Signless,
    })
}

/// The `index` type.
pub fn index(m: &mut Module) -> TypeId {
    m.intern_type(TypeData::Index)
}

/// A value's location (block arguments without one use their block's parent op).
pub fn value_loc(m: &Module, v: ValueId) -> Location {
    match m.value(v).def {
        ValueDef::Result { op, .. } => m.op(op).loc.clone(),
        ValueDef::BlockArg { block, .. } => m.value_loc(v).cloned().unwrap_or_else(|| {
            m.block_parent_op(block)
                .map(|o| m.op(o).loc.clone())
                .unwrap_or(Location::Unknown)
        }),
        ValueDef::Detached => Location::Unknown,
    }
}

/// Creates a registered op.
#[allow(clippy::too_many_arguments)]
pub fn op(
    m: &mut Module,
    ip: InsertPoint,
    kind: OpKind,
    operands: Vec<ValueId>,
    result_types: Vec<TypeId>,
    props: Vec<NamedAttr>,
    regions: Vec<RegionId>,
    loc: &Location,
) -> OpId {
    let spec = OpSpec {
        operands,
        result_types,
        props,
        regions,
        ..OpSpec::new(m, kind, loc.clone())
    };
    m.insert_new_op(ip, spec)
}

pub use crate::dialects::segments;

/// `arith.cmpi` with predicate number `pred` (0 `eq`, 1 `ne`, 2 `slt`, 4 `sgt`, ...: MLIR's
/// `arith::CmpIPredicate`) of `a` and `b` at `ip`; the `i1` result.
pub fn cmpi(
    m: &mut Module,
    ip: InsertPoint,
    pred: i128,
    a: ValueId,
    b: ValueId,
    loc: &Location,
) -> ValueId {
    let t = i1(m);
    let i64t = m.intern_type(crate::ir::TypeData::Integer {
        width: 64,
        signedness: crate::ir::Signedness::Signless,
    });
    let props = vec![NamedAttr::new(
        "predicate",
        Attribute::Integer {
            value: pred,
            ty: i64t,
        },
    )];
    let c = op(m, ip, OpKind::CmpI, vec![a, b], vec![t], props, vec![], loc);
    m.op(c).results[0]
}

/// `arith.constant true|false`.
pub fn bool_const(m: &mut Module, ip: InsertPoint, value: bool, loc: &Location) -> ValueId {
    let t = i1(m);
    int_constant(m, ip, value as i128, t, loc)
}

/// `arith.constant value : ty` (an integer or `index` type).
pub fn int_constant(
    m: &mut Module,
    ip: InsertPoint,
    value: i128,
    ty: TypeId,
    loc: &Location,
) -> ValueId {
    let props = vec![NamedAttr::new("value", Attribute::Integer { value, ty })];
    let o = op(
        m,
        ip,
        OpKind::Constant,
        vec![],
        vec![ty],
        props,
        vec![],
        loc,
    );
    m.op(o).results[0]
}

/// A binary `i1` op (`arith.andi`, `arith.xori`).
pub fn binary_i1(
    m: &mut Module,
    ip: InsertPoint,
    kind: OpKind,
    a: ValueId,
    b: ValueId,
    loc: &Location,
) -> ValueId {
    let t = i1(m);
    let o = op(m, ip, kind, vec![a, b], vec![t], vec![], vec![], loc);
    m.op(o).results[0]
}

/// `arith.select %c, %a, %b`.
pub fn select(
    m: &mut Module,
    ip: InsertPoint,
    c: ValueId,
    a: ValueId,
    b: ValueId,
    loc: &Location,
) -> ValueId {
    let t = m.value_type(a);
    let o = op(
        m,
        ip,
        OpKind::Select,
        vec![c, a, b],
        vec![t],
        vec![],
        vec![],
        loc,
    );
    m.op(o).results[0]
}

/// `memref.extract_strided_metadata %v`, returning the base buffer.
pub fn base_buffer(m: &mut Module, ip: InsertPoint, loc: &Location, v: ValueId) -> ValueId {
    let TypeData::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = m.ty(m.value_type(v)).clone()
    else {
        unreachable!("extract_strided_metadata of a ranked memref")
    };
    let base = m.intern_type(TypeData::MemRef {
        shape: vec![],
        elem,
        layout: Layout::Identity,
        memory_space,
    });
    let it = index(m);
    let mut tys = vec![base, it];
    tys.extend(std::iter::repeat_n(it, 2 * shape.len()));
    let o = op(
        m,
        ip,
        OpKind::ExtractStridedMetadata,
        vec![v],
        tys,
        vec![],
        vec![],
        loc,
    );
    m.op(o).results[0]
}

/// `memref.reinterpret_cast %v to offset: [0], sizes: [], strides: []` (unranked to 0-d).
pub fn unranked_to_0d(m: &mut Module, ip: InsertPoint, loc: &Location, v: ValueId) -> ValueId {
    let TypeData::UnrankedMemRef { elem, memory_space } = m.ty(m.value_type(v)).clone() else {
        unreachable!("unranked memref")
    };
    let t = m.intern_type(TypeData::MemRef {
        shape: vec![],
        elem,
        layout: Layout::Strided {
            strides: vec![],
            offset: 0,
        },
        memory_space,
    });
    let i64t = m.intern_type(TypeData::Integer {
        width: 64,
        signedness: Signedness::Signless,
    });
    let seg = segments(m, &[1, 0, 0, 0]);
    let arr = |values: Vec<i64>| Attribute::DenseArray { elem: i64t, values };
    let props = vec![
        NamedAttr::new("operandSegmentSizes", seg),
        NamedAttr::new("static_offsets", arr(vec![0])),
        NamedAttr::new("static_sizes", arr(vec![])),
        NamedAttr::new("static_strides", arr(vec![])),
    ];
    let o = op(
        m,
        ip,
        OpKind::ReinterpretCast,
        vec![v],
        vec![t],
        props,
        vec![],
        loc,
    );
    m.op(o).results[0]
}

/// `bufferization.dealloc (memrefs) if (conds) retain (retained)`.
pub fn dealloc(
    m: &mut Module,
    ip: InsertPoint,
    loc: &Location,
    memrefs: &[ValueId],
    conds: &[ValueId],
    retained: &[ValueId],
) -> OpId {
    let t = i1(m);
    let seg = segments(m, &[memrefs.len(), conds.len(), retained.len()]);
    let operands = memrefs
        .iter()
        .chain(conds)
        .chain(retained)
        .copied()
        .collect();
    op(
        m,
        ip,
        OpKind::BufDealloc,
        operands,
        vec![t; retained.len()],
        vec![NamedAttr::new("operandSegmentSizes", seg)],
        vec![],
        loc,
    )
}

/// `bufferization.clone %v`.
pub fn clone(m: &mut Module, ip: InsertPoint, loc: &Location, v: ValueId) -> ValueId {
    let t = m.value_type(v);
    let o = op(m, ip, OpKind::Clone, vec![v], vec![t], vec![], vec![], loc);
    m.op(o).results[0]
}

/// A one-block region whose block is returned.
pub fn region_with_block(m: &mut Module) -> (RegionId, crate::ir::BlockId) {
    let r = m.new_region();
    let b = m.create_block();
    m.append_block(r, b);
    (r, b)
}

/// `scf.if %c -> (type(v)) { yield %v } else { %clone = clone %v; yield %clone }`.
pub fn if_or_clone(
    m: &mut Module,
    ip: InsertPoint,
    loc: &Location,
    c: ValueId,
    v: ValueId,
) -> ValueId {
    let t = m.value_type(v);
    let (then_r, then_b) = region_with_block(m);
    op(
        m,
        InsertPoint::BlockEnd(then_b),
        OpKind::Yield,
        vec![v],
        vec![],
        vec![],
        vec![],
        loc,
    );
    let (else_r, else_b) = region_with_block(m);
    let cl = clone(m, InsertPoint::BlockEnd(else_b), loc, v);
    op(
        m,
        InsertPoint::BlockEnd(else_b),
        OpKind::Yield,
        vec![cl],
        vec![],
        vec![],
        vec![],
        loc,
    );
    let o = op(
        m,
        ip,
        OpKind::If,
        vec![c],
        vec![t],
        vec![],
        vec![then_r, else_r],
        loc,
    );
    m.op(o).results[0]
}

/// Appends results of `types` to `op` (MLIR's `appendOpResults`) and returns all results.
///
/// MLIR rebuilds the op, so its old result values stop existing while the liveness the pass
/// computed up front still names them: a rebuilt op's memref result that is live across a later
/// branch drops out of the retain lists and is freed before its last use (and non-memref
/// results crash mlir-opt 22 in `getMemrefsToRetain`). bufjit keeps the existing result values
/// and only adds the new ones, so liveness stays exact. This is a deliberate divergence from
/// mlir-opt 22 (see the README's "Where bufjit differs from MLIR 22").
pub fn rebuild_with_extra_results(m: &mut Module, op: OpId, types: &[TypeId]) -> Vec<ValueId> {
    let mut results = m.op(op).results.clone();
    let first = results.len();
    for (i, &t) in types.iter().enumerate() {
        let v = m.new_detached_value(t);
        m.values[v.index()].def = ValueDef::Result {
            op,
            index: (first + i) as u32,
        };
        results.push(v);
    }
    m.op_mut(op).results = results.clone();
    results
}
