//! Folds and canonicalization patterns of the `vector` dialect that `--canonicalize` output
//! commonly depends on: identities, constant folding of splats and masks, and the
//! look-through folds of broadcasts, extract/insert chains, shape casts and transposes, with
//! MLIR 22's results.
//!
//! Folders (in place or to a value or constant):
//!
//! ```mlir
//! %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>        // -> %v
//! %1 = vector.broadcast %c2 : f32 to vector<4xf32>                 // -> dense<2.0>
//! %2 = vector.broadcast %b : vector<4xf32> to vector<2x4xf32>      // %b = broadcast %s:
//!                                                                  //    broadcast %s to 2x4
//! %3 = vector.extract %b[1, 3] : f32 from vector<2x4xf32>          // %b = broadcast %v:
//!                                                                  //    extract %v[3]
//! %4 = vector.extract %v[%c1] : f32 from vector<4xf32>             // -> extract %v[1]
//! %5 = vector.extract %ins[1, 2] : ...                             // %ins = insert %s at
//!                                                                  //    [1, 2]: -> %s
//! %6 = vector.shape_cast %sc : vector<8xf32> to vector<2x4xf32>    // of shape_cast %m:
//!                                                                  //    shape_cast %m, or %m
//! %7 = vector.transpose %m, [0, 1] : ...                           // -> %m
//! %8 = vector.constant_mask [4] : vector<4xi1>                     // -> dense<true>
//! ```
//!
//! Patterns:
//!
//! ```mlir
//! %c2 = arith.constant 2 : index
//! %m = vector.create_mask %c2, %c9 : vector<4x8xi1>   // CreateMaskFolder:
//! %m = vector.constant_mask [2, 8] : vector<4x8xi1>   //   clamped constant sizes
//!
//! %t = vector.transpose %a, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
//! %u = vector.transpose %t, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
//! // TransposeFolder: %u = vector.transpose %a, [0, 1] (composed), which then folds to %a
//! ```
//!
//! and the slice, broadcast and insert-chain patterns documented on their types below.

use super::fold::int_const;
use crate::dialects::vector::vector_parts;
use crate::dialects::OpKind;
use crate::ir::{
    Attribute, DenseData, Module, NamedAttr, OpId, TypeData, TypeId, ValueId, DYNAMIC,
};
use crate::rewrite::driver::constant_value;
use crate::rewrite::{FoldResult, FoldValue, Pattern, Rewriter};

/// Folds a vector op.
pub fn fold(m: &mut Module, op: OpId) -> FoldResult {
    match m.op(op).kind {
        OpKind::VectorBroadcast => fold_broadcast(m, op),
        OpKind::VectorExtract => fold_extract(m, op),
        OpKind::VectorInsert => fold_insert(m, op),
        OpKind::VectorShapeCast => fold_shape_cast(m, op),
        OpKind::VectorTranspose => fold_transpose(m, op),
        OpKind::VectorConstantMask => fold_constant_mask(m, op),
        OpKind::VectorExtractStridedSlice => fold_extract_strided_slice(m, op),
        OpKind::VectorInsertStridedSlice => fold_insert_strided_slice(m, op),
        OpKind::VectorToElements => fold_to_elements(m, op),
        OpKind::VectorFromElements => fold_from_elements(m, op),
        OpKind::VectorTransferWrite => fold_write_after_read(m, op),
        OpKind::VectorMask => fold_all_true_mask(m, op),
        _ => FoldResult::Fail,
    }
}

/// The canonicalization patterns of vector ops.
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    vec![
        Box::new(CreateMaskFolder),
        Box::new(TransposeFolder),
        Box::new(StridedSliceBroadcast),
        Box::new(ContiguousExtractStridedSliceToExtract),
        Box::new(ExtractOpFromBroadcast),
        Box::new(InsertToBroadcast),
        Box::new(InsertSplatToSplat),
        Box::new(InsertChainFullyInitialized),
        Box::new(FromElementsToBroadcast),
        Box::new(CanonicalizeEmptyMaskOp),
    ]
}

fn value(v: ValueId) -> FoldResult {
    FoldResult::Replace(vec![FoldValue::Value(v)])
}

fn constant(a: Attribute) -> FoldResult {
    FoldResult::Replace(vec![FoldValue::Attr(a)])
}

fn result_type(m: &Module, op: OpId) -> TypeId {
    m.value_type(m.op(op).results[0])
}

/// The constant attribute defining `v`, if any.
fn const_attr(m: &Module, v: ValueId) -> Option<Attribute> {
    constant_value(m, m.defining_op(v)?)
}

/// The splat value of a dense constant (a single-element or all-equal one included).
fn splat_of(a: &Attribute) -> Option<Attribute> {
    match a {
        Attribute::Dense {
            data: DenseData::Splat(v),
            ..
        } => Some((**v).clone()),
        _ => None,
    }
}

/// `dense<v> : ty`.
fn splat(ty: TypeId, v: Attribute) -> Attribute {
    Attribute::Dense {
        ty,
        data: DenseData::Splat(Box::new(v)),
    }
}

/// The defining op of `v` if it has kind `kind`.
fn def_of(m: &Module, v: ValueId, kind: OpKind) -> Option<OpId> {
    m.defining_op(v).filter(|&d| m.op(d).kind == kind)
}

// ---- broadcast ----------------------------------------------------------------------------

/// Identity, constant splat, and broadcast of a broadcast (in place).
fn fold_broadcast(m: &mut Module, op: OpId) -> FoldResult {
    let src = m.op(op).operands[0];
    let rt = result_type(m, op);
    if m.value_type(src) == rt {
        return value(src);
    }
    if let Some(a) = const_attr(m, src) {
        let elem = vector_parts(m, rt).map(|(_, e)| e);
        match &a {
            Attribute::Integer { ty, .. } | Attribute::Float { ty, .. } if Some(*ty) == elem => {
                return constant(splat(rt, a));
            }
            _ => {}
        }
        if let Some(v) = splat_of(&a) {
            return constant(splat(rt, v));
        }
    }
    if let Some(inner) = def_of(m, src, OpKind::VectorBroadcast) {
        let inner_src = m.op(inner).operands[0];
        m.set_operand(op, 0, inner_src);
        return FoldResult::InPlace;
    }
    FoldResult::Fail
}

// ---- extract / insert ---------------------------------------------------------------------

/// The static positions of an `extract`/`insert` and its dynamic position operands.
fn positions(m: &Module, op: OpId, first_dynamic: usize) -> (Vec<i64>, Vec<ValueId>) {
    let stat = crate::dialects::dense_array(m, op, "static_position");
    let dynv = m.op(op).operands[first_dynamic..].to_vec();
    (stat, dynv)
}

/// Sets the position of an `extract`/`insert` (its fixed operands stay).
fn set_positions(m: &mut Module, op: OpId, fixed: usize, stat: Vec<i64>, dynv: Vec<ValueId>) {
    let i64t = m.intern_type(TypeData::Integer {
        width: 64,
        signedness: crate::ir::Signedness::Signless,
    });
    let mut ops: Vec<ValueId> = m.op(op).operands[..fixed].to_vec();
    ops.extend(dynv);
    m.set_operands(op, ops);
    let attr = Attribute::DenseArray {
        elem: i64t,
        values: stat,
    };
    match m
        .op_mut(op)
        .props
        .iter_mut()
        .find(|a| a.name == "static_position")
    {
        Some(a) => a.value = attr,
        None => m
            .op_mut(op)
            .props
            .push(NamedAttr::new("static_position", attr)),
    }
}

/// Moves dynamic positions defined by constants into the static positions (in place), as
/// MLIR does only for constants that are valid positions (in range, or the poison `-1`); an
/// out-of-range constant stays an operand.
///
/// ```mlir
/// %0 = vector.extract %v[%c1] : f32 from vector<4xf32>   // -> vector.extract %v[1]
/// ```
fn fold_constant_positions(m: &mut Module, op: OpId, fixed: usize) -> bool {
    let (mut stat, dynv) = positions(m, op, fixed);
    let shape = m
        .ty(m.value_type(m.op(op).operands[fixed - 1]))
        .shape()
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let valid =
        |dim: usize, c: i128| c == -1 || (c >= 0 && shape.get(dim).is_some_and(|&d| c < d as i128));
    let mut changed = false;
    let mut kept = Vec::new();
    let mut di = 0;
    for (dim, s) in stat.iter_mut().enumerate() {
        if *s != DYNAMIC {
            continue;
        }
        match int_const(m, dynv[di]) {
            Some(c) if valid(dim, c) => {
                *s = c as i64;
                changed = true;
            }
            _ => kept.push(dynv[di]),
        }
        di += 1;
    }
    if !changed {
        return false;
    }
    set_positions(m, op, fixed, stat, kept);
    true
}

fn fold_extract(m: &mut Module, op: OpId) -> FoldResult {
    let src = m.op(op).operands[0];
    let (stat, _) = positions(m, op, 1);
    if stat.is_empty() && m.value_type(src) == result_type(m, op) {
        return value(src);
    }
    if fold_constant_positions(m, op, 1) {
        return FoldResult::InPlace;
    }
    if fold_extract_of_extract(m, op) {
        return FoldResult::InPlace;
    }
    if let Some(r) = fold_extract_of_insert(m, op) {
        return r;
    }
    if let Some(r) = fold_extract_of_broadcast(m, op) {
        return r;
    }
    fold_extract_of_constant(m, op)
}

/// `extract(extract(x, p), q)` → `extract(x, p ++ q)` (in place).
fn fold_extract_of_extract(m: &mut Module, op: OpId) -> bool {
    let src = m.op(op).operands[0];
    let Some(inner) = def_of(m, src, OpKind::VectorExtract) else {
        return false;
    };
    let (s1, d1) = positions(m, inner, 1);
    let (s2, d2) = positions(m, op, 1);
    let x = m.op(inner).operands[0];
    m.set_operand(op, 0, x);
    let stat = s1.into_iter().chain(s2).collect();
    let dynv = d1.into_iter().chain(d2).collect();
    set_positions(m, op, 1, stat, dynv);
    true
}

/// Looks through a chain of static `insert`s: an insert at the extracted position gives its
/// value, one at a prefix of it is extracted from, disjoint ones are skipped (then the extract
/// reads the first insert's destination that is not skipped, in place).
fn fold_extract_of_insert(m: &mut Module, op: OpId) -> Option<FoldResult> {
    let (pos, dynv) = positions(m, op, 1);
    if !dynv.is_empty() {
        return None;
    }
    let start = m.op(op).operands[0];
    let mut cur = start;
    while let Some(ins) = def_of(m, cur, OpKind::VectorInsert) {
        let (ipos, idyn) = positions(m, ins, 2);
        if !idyn.is_empty() {
            break;
        }
        let value_to_store = m.op(ins).operands[0];
        if ipos == pos {
            return Some(value(value_to_store));
        }
        let n = ipos.len().min(pos.len());
        if ipos.len() < pos.len() && ipos[..] == pos[..n] {
            // The extracted element lies in the inserted sub-vector.
            m.set_operand(op, 0, value_to_store);
            set_positions(m, op, 1, pos[n..].to_vec(), vec![]);
            return Some(FoldResult::InPlace);
        }
        if ipos[..n] != pos[..n] {
            cur = m.op(ins).operands[1];
            continue;
        }
        break;
    }
    if cur != start {
        m.set_operand(op, 0, cur);
        return Some(FoldResult::InPlace);
    }
    None
}

fn rank_of(m: &Module, t: TypeId) -> usize {
    vector_parts(m, t).map(|(s, _)| s.len()).unwrap_or(0)
}

/// Extracting from a broadcast reads the broadcast's source (MLIR's
/// `foldExtractFromBroadcast`): the source itself when the types match, else an extract from
/// it at the trailing positions, with `0` at unit dimensions that were stretched (in place).
fn fold_extract_of_broadcast(m: &mut Module, op: OpId) -> Option<FoldResult> {
    let b = def_of(m, m.op(op).operands[0], OpKind::VectorBroadcast)?;
    let source = m.op(b).operands[0];
    let (st, rt) = (m.value_type(source), result_type(m, op));
    if st == rt {
        return Some(value(source));
    }
    let (src_rank, res_rank) = (rank_of(m, st), rank_of(m, rt));
    if res_rank > src_rank {
        return None;
    }
    if let (Some((rs, _)), Some((ss, _))) = (vector_parts(m, rt), vector_parts(m, st)) {
        if rs != &ss[ss.len() - res_rank..] {
            return None;
        }
    }
    let dst_shape = vector_parts(m, result_type(m, b))?.0.to_vec();
    let src_shape = vector_parts(m, st)
        .map(|(s, _)| s.to_vec())
        .unwrap_or_default();
    let diff = dst_shape.len() - src_rank;
    // Mixed positions: Ok(static) or Err(dynamic value).
    let (stat, dynv) = positions(m, op, 1);
    let mut di = dynv.into_iter();
    let mut mixed: Vec<Result<i64, ValueId>> = stat
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                Err(di.next().unwrap())
            } else {
                Ok(s)
            }
        })
        .collect();
    for (i, p) in mixed.iter_mut().enumerate().skip(diff) {
        let stretched = src_shape[i - diff] == 1 && dst_shape[i] != 1;
        if stretched {
            *p = Ok(0);
        }
    }
    let keep = src_rank - res_rank;
    let mixed = mixed[mixed.len() - keep..].to_vec();
    let stat = mixed.iter().map(|p| p.unwrap_or(DYNAMIC)).collect();
    let dynv = mixed.iter().filter_map(|p| p.err()).collect();
    m.set_operand(op, 0, source);
    set_positions(m, op, 1, stat, dynv);
    Some(FoldResult::InPlace)
}

/// Extracting static positions from a dense constant gives a constant.
fn fold_extract_of_constant(m: &mut Module, op: OpId) -> FoldResult {
    let Some(a) = const_attr(m, m.op(op).operands[0]) else {
        return FoldResult::Fail;
    };
    let (pos, dynv) = positions(m, op, 1);
    if !dynv.is_empty() || pos.contains(&-1) {
        return FoldResult::Fail;
    }
    let rt = result_type(m, op);
    let scalar = vector_parts(m, rt).is_none();
    match &a {
        Attribute::Dense {
            data: DenseData::Splat(v),
            ..
        } => constant(if scalar {
            (**v).clone()
        } else {
            splat(rt, (**v).clone())
        }),
        Attribute::Dense {
            ty,
            data: DenseData::Elements(items),
        } => {
            let Some((shape, _)) = vector_parts(m, *ty) else {
                return FoldResult::Fail;
            };
            let mut offset = 0i64;
            let mut stride: i64 = shape.iter().product();
            for (i, &p) in pos.iter().enumerate() {
                stride /= shape[i].max(1);
                offset += p * stride;
            }
            let (o, n) = (offset as usize, stride as usize);
            let Some(slice) = items.get(o..o + n) else {
                return FoldResult::Fail;
            };
            if scalar {
                constant(slice[0].clone())
            } else {
                constant(Attribute::Dense {
                    ty: rt,
                    data: DenseData::from_elements(slice.to_vec()),
                })
            }
        }
        _ => FoldResult::Fail,
    }
}

fn fold_insert(m: &mut Module, op: OpId) -> FoldResult {
    let v = m.op(op).operands[0];
    let (stat, _) = positions(m, op, 2);
    if stat.is_empty() && m.value_type(v) == result_type(m, op) {
        return value(v);
    }
    if fold_constant_positions(m, op, 2) {
        return FoldResult::InPlace;
    }
    // An insert at the same static position as the insert it writes into overwrites it:
    // write into that insert's destination instead (in place).
    let dest = m.op(op).operands[1];
    if let Some(inner) = def_of(m, dest, OpKind::VectorInsert) {
        let (p1, d1) = positions(m, inner, 2);
        let (p2, d2) = positions(m, op, 2);
        if d1.is_empty() && d2.is_empty() && p1 == p2 {
            let inner_dest = m.op(inner).operands[1];
            m.set_operand(op, 1, inner_dest);
            return FoldResult::InPlace;
        }
    }
    FoldResult::Fail
}

// ---- shape_cast / transpose ---------------------------------------------------------------

/// Identity, shape cast of a shape cast (in place), of a broadcast from the result type, and
/// of a splat constant.
fn fold_shape_cast(m: &mut Module, op: OpId) -> FoldResult {
    let src = m.op(op).operands[0];
    let rt = result_type(m, op);
    if m.value_type(src) == rt {
        return value(src);
    }
    if let Some(inner) = def_of(m, src, OpKind::VectorShapeCast) {
        let x = m.op(inner).operands[0];
        m.set_operand(op, 0, x);
        return FoldResult::InPlace;
    }
    if let Some(b) = def_of(m, src, OpKind::VectorBroadcast) {
        let bsrc = m.op(b).operands[0];
        if m.value_type(bsrc) == rt {
            return value(bsrc);
        }
    }
    if let Some(v) = const_attr(m, src).as_ref().and_then(splat_of) {
        return constant(splat(rt, v));
    }
    match const_attr(m, src) {
        Some(Attribute::Dense {
            data: DenseData::Elements(items),
            ..
        }) => constant(Attribute::Dense {
            ty: rt,
            data: DenseData::Elements(items),
        }),
        _ => FoldResult::Fail,
    }
}

/// True if the transpose moves only unit dimensions (elements keep their order).
fn order_preserving(m: &Module, op: OpId) -> bool {
    let perm = crate::dialects::dense_array(m, op, "permutation");
    let Some((shape, _)) = vector_parts(m, m.value_type(m.op(op).operands[0])) else {
        return false;
    };
    let moved: Vec<i64> = perm
        .iter()
        .copied()
        .filter(|&p| shape.get(p as usize).is_some_and(|&d| d != 1))
        .collect();
    moved.windows(2).all(|w| w[0] < w[1])
}

/// Splat constants and order-preserving transposes of one type.
fn fold_transpose(m: &mut Module, op: OpId) -> FoldResult {
    let src = m.op(op).operands[0];
    let rt = result_type(m, op);
    if let Some(v) = const_attr(m, src).as_ref().and_then(splat_of) {
        return constant(splat(rt, v));
    }
    if m.value_type(src) == rt && order_preserving(m, op) {
        return value(src);
    }
    FoldResult::Fail
}

/// A constant mask covering everything or nothing is a splat `i1` constant.
fn fold_constant_mask(m: &mut Module, op: OpId) -> FoldResult {
    let rt = result_type(m, op);
    let Some((shape, elem)) = vector_parts(m, rt).map(|(s, e)| (s.to_vec(), e)) else {
        return FoldResult::Fail;
    };
    let sizes = crate::dialects::dense_array(m, op, "mask_dim_sizes");
    let bit = |b: bool| {
        constant(splat(
            rt,
            Attribute::Integer {
                value: b as i128,
                ty: elem,
            },
        ))
    };
    if shape.is_empty() {
        return match sizes.first() {
            Some(&s) => bit(s == 1),
            None => FoldResult::Fail,
        };
    }
    if sizes == shape {
        return bit(true);
    }
    if !sizes.is_empty() && sizes.iter().all(|&s| s == 0) {
        return bit(false);
    }
    FoldResult::Fail
}

// ---- to_elements / from_elements ---------------------------------------------------------

/// `to_elements` of a scalar broadcast gives the scalar for every element; of a
/// `from_elements`, its elements.
fn fold_to_elements(m: &mut Module, op: OpId) -> FoldResult {
    let src = m.op(op).operands[0];
    let n = m.op(op).results.len();
    if let Some(s) = splat_source(m, src) {
        return FoldResult::Replace(vec![FoldValue::Value(s); n]);
    }
    if let Some(fe) = def_of(m, src, OpKind::VectorFromElements) {
        let elems = m.op(fe).operands.clone();
        if elems.len() == n {
            return FoldResult::Replace(elems.into_iter().map(FoldValue::Value).collect());
        }
    }
    FoldResult::Fail
}

/// `from_elements` of all the results of one `to_elements`, in order, is that op's source.
fn fold_from_elements(m: &mut Module, op: OpId) -> FoldResult {
    let elems = &m.op(op).operands;
    let Some(te) = elems
        .first()
        .and_then(|&e| def_of(m, e, OpKind::VectorToElements))
    else {
        return FoldResult::Fail;
    };
    let src = m.op(te).operands[0];
    if m.op(te).results == *elems && m.value_type(src) == result_type(m, op) {
        return value(src);
    }
    FoldResult::Fail
}

// ---- masks -------------------------------------------------------------------------------

/// True if `mask` is known to enable every lane: a constant of all ones, a full
/// `constant_mask`, or a `create_mask` of constant sizes at least the dimensions.
fn all_true(m: &Module, mask: ValueId) -> bool {
    let Some(d) = m.defining_op(mask) else {
        return false;
    };
    let Some((shape, _)) = vector_parts(m, m.value_type(mask)) else {
        return false;
    };
    match m.op(d).kind {
        OpKind::Constant => match constant_value(m, d) {
            Some(Attribute::Dense {
                data: DenseData::Splat(v),
                ..
            }) => matches!(*v, Attribute::Integer { value, .. } if value != 0),
            _ => false,
        },
        OpKind::VectorConstantMask => crate::dialects::dense_array(m, d, "mask_dim_sizes") == shape,
        OpKind::VectorCreateMask => {
            let dims = if shape.is_empty() {
                vec![1]
            } else {
                shape.to_vec()
            };
            let ops = &m.op(d).operands;
            ops.len() == dims.len()
                && ops
                    .iter()
                    .zip(&dims)
                    .all(|(&v, &dim)| int_const(m, v).is_some_and(|c| c >= dim as i128))
        }
        _ => false,
    }
}

/// A `vector.mask` whose mask enables every lane is its masked op, moved before it.
///
/// ```mlir
/// %m = vector.constant_mask [8] : vector<8xi1>
/// %r = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : ...
/// // becomes
/// %r = vector.reduction <add>, %v : vector<8xf32> into f32
/// ```
fn fold_all_true_mask(m: &mut Module, op: OpId) -> FoldResult {
    let d = m.op(op);
    let Some(b) = d.regions.first().and_then(|&r| m.entry_block(r)) else {
        return FoldResult::Fail;
    };
    let ops: Vec<OpId> = m.block_ops(b).collect();
    if ops.len() != 2 || !all_true(m, d.operands[0]) {
        return FoldResult::Fail;
    }
    let inner = ops[0];
    if m.op(inner).results.len() != d.results.len() {
        return FoldResult::Fail;
    }
    m.move_op(inner, crate::ir::InsertPoint::Before(op));
    let results = m.op(inner).results.clone();
    FoldResult::Replace(results.into_iter().map(FoldValue::Value).collect())
}

/// `CanonializeEmptyMaskOp`: a `vector.mask` that masks nothing is the values it yields.
///
/// ```mlir
/// %r = vector.mask %m, %p { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
/// // becomes %v
/// ```
pub struct CanonicalizeEmptyMaskOp;

impl Pattern for CanonicalizeEmptyMaskOp {
    fn name(&self) -> &'static str {
        "CanonializeEmptyMaskOp"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorMask)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let m = &*rw.m;
        let Some(b) = m.op(op).regions.first().and_then(|&r| m.entry_block(r)) else {
            return false;
        };
        let ops: Vec<OpId> = m.block_ops(b).collect();
        if ops.len() != 1 || m.op(ops[0]).kind != OpKind::VectorYield {
            return false;
        }
        let yielded = m.op(ops[0]).operands.clone();
        if yielded.len() != m.op(op).results.len() {
            return false;
        }
        rw.replace_op(op, &yielded);
        true
    }
}

// ---- transfers ---------------------------------------------------------------------------

/// `foldWAR`: writing into a tensor what was read from it at the same place (same indices,
/// map and vector type, no masks) gives the tensor.
///
/// ```mlir
/// %0 = vector.transfer_read %t[%i], %pad : tensor<?xf32>, vector<4xf32>
/// %1 = vector.transfer_write %0, %t[%i] : vector<4xf32>, tensor<?xf32>   // -> %t
/// ```
fn fold_write_after_read(m: &mut Module, op: OpId) -> FoldResult {
    use crate::dialects::vector::{permutation_map, transfer_parts};
    let d = m.op(op);
    let (v, base) = (d.operands[0], d.operands[1]);
    if !matches!(m.ty(m.value_type(base)), TypeData::Tensor { .. }) || d.results.len() != 1 {
        return FoldResult::Fail;
    }
    let Some(read) = def_of(m, v, OpKind::VectorTransferRead) else {
        return FoldResult::Fail;
    };
    let (ri, rmask) = transfer_parts(m, read);
    let (wi, wmask) = transfer_parts(m, op);
    let same = m.op(read).operands[0] == base
        && ri == wi
        && rmask.is_none()
        && wmask.is_none()
        && permutation_map(m, read) == permutation_map(m, op);
    if same {
        value(base)
    } else {
        FoldResult::Fail
    }
}

// ---- extract_strided_slice ---------------------------------------------------------------

/// Identity and constants.
fn fold_extract_strided_slice(m: &mut Module, op: OpId) -> FoldResult {
    let src = m.op(op).operands[0];
    let rt = result_type(m, op);
    if m.value_type(src) == rt {
        return value(src);
    }
    if let Some(v) = const_attr(m, src).as_ref().and_then(splat_of) {
        return constant(splat(rt, v));
    }
    match const_attr(m, src) {
        Some(Attribute::Dense {
            data: DenseData::Elements(items),
            ..
        }) => slice_of_constant(m, op, &items).map_or(FoldResult::Fail, constant),
        _ => FoldResult::Fail,
    }
}

/// The elements a unit-stride `vector.extract_strided_slice` takes from a non-splat dense
/// constant, as a constant of the result type (`foldExtractStridedSliceNonSplatConstant`).
fn slice_of_constant(m: &Module, op: OpId, items: &[Attribute]) -> Option<Attribute> {
    if i64_array(m, op, "strides").iter().any(|&s| s != 1) {
        return None;
    }
    let (src_shape, _) = vector_parts(m, m.value_type(m.op(op).operands[0]))?;
    let rt = result_type(m, op);
    let (shape, _) = vector_parts(m, rt)?;
    let mut offsets = i64_array(m, op, "offsets");
    offsets.resize(src_shape.len(), 0);
    let n: i64 = shape.iter().product();
    let mut out = Vec::with_capacity(n as usize);
    for k in 0..n {
        let (mut rest, mut lin) = (k, 0i64);
        for (d, &len) in shape.iter().enumerate().rev() {
            let stride: i64 = src_shape[d + 1..].iter().product();
            lin += (rest % len + offsets[d]) * stride;
            rest /= len;
        }
        out.push(items.get(lin as usize)?.clone());
    }
    Some(Attribute::Dense {
        ty: rt,
        data: DenseData::from_elements(out),
    })
}

/// `vector.insert_strided_slice` of a whole vector into one of the same type is that vector.
fn fold_insert_strided_slice(m: &mut Module, op: OpId) -> FoldResult {
    let src = m.op(op).operands[0];
    if m.value_type(src) == result_type(m, op) {
        return value(src);
    }
    FoldResult::Fail
}

/// The integers of an `I64ArrayAttr` property.
fn i64_array(m: &Module, op: OpId, name: &str) -> Vec<i64> {
    match m.attr(op, name) {
        Some(Attribute::Array(items)) => items
            .iter()
            .filter_map(|a| match a {
                Attribute::Integer { value, .. } => Some(*value as i64),
                _ => None,
            })
            .collect(),
        _ => vec![],
    }
}

/// An `I64ArrayAttr`.
fn i64_array_attr(m: &mut Module, values: &[i64]) -> Attribute {
    let ty = i64_type(m);
    Attribute::Array(
        values
            .iter()
            .map(|&v| Attribute::Integer {
                value: v as i128,
                ty,
            })
            .collect(),
    )
}

fn i64_type(m: &mut Module) -> TypeId {
    m.intern_type(TypeData::Integer {
        width: 64,
        signedness: crate::ir::Signedness::Signless,
    })
}

/// `StridedSliceBroadcast`: a slice of a broadcast is a broadcast of (a slice of) its source.
///
/// ```mlir
/// %b = vector.broadcast %v : vector<4xf32> to vector<4x4xf32>
/// %s = vector.extract_strided_slice %b {offsets = [1, 2], sizes = [2, 2], strides = [1, 1]}
/// // becomes
/// %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [2], strides = [1]}
/// %s = vector.broadcast %0 : vector<2xf32> to vector<2x2xf32>
/// ```
pub struct StridedSliceBroadcast;

impl Pattern for StridedSliceBroadcast {
    fn name(&self) -> &'static str {
        "StridedSliceBroadcast"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorExtractStridedSlice)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let m = &*rw.m;
        let Some(b) = def_of(m, m.op(op).operands[0], OpKind::VectorBroadcast) else {
            return false;
        };
        let mut source = m.op(b).operands[0];
        let rt = result_type(m, op);
        let src_shape = vector_parts(m, m.value_type(source))
            .map(|(s, _)| s.to_vec())
            .unwrap_or_default();
        let Some((dst_shape, elem)) = vector_parts(m, rt).map(|(s, e)| (s.to_vec(), e)) else {
            return false;
        };
        let diff = dst_shape.len() - src_shape.len().min(dst_shape.len());
        let needs_slice = src_shape
            .iter()
            .enumerate()
            .any(|(i, &d)| d != 1 && d != dst_shape[i + diff]);
        let loc = m.op(op).loc.clone();
        rw.ip = crate::ir::InsertPoint::Before(op);
        if needs_slice {
            let sub = |name: &str| -> Vec<i64> {
                i64_array(rw.m, op, name).into_iter().skip(diff).collect()
            };
            let (mut offsets, mut sizes, strides) = (sub("offsets"), sub("sizes"), sub("strides"));
            for (i, &d) in src_shape.iter().enumerate() {
                if d == 1 && i < offsets.len() {
                    offsets[i] = 0;
                    sizes[i] = 1;
                }
            }
            let shape: Vec<i64> = sizes
                .iter()
                .copied()
                .chain(
                    src_shape[sizes.len().min(src_shape.len())..]
                        .iter()
                        .copied(),
                )
                .collect();
            let st = crate::dialects::vector::vector_type(rw.m, shape, elem);
            let props = vec![
                NamedAttr::new("offsets", i64_array_attr(rw.m, &offsets)),
                NamedAttr::new("sizes", i64_array_attr(rw.m, &sizes)),
                NamedAttr::new("strides", i64_array_attr(rw.m, &strides)),
            ];
            source = rw.create1(
                OpKind::VectorExtractStridedSlice,
                vec![source],
                st,
                props,
                &loc,
            );
        }
        let v = rw.create1(OpKind::VectorBroadcast, vec![source], rt, vec![], &loc);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `ContiguousExtractStridedSliceToExtract`: a slice of unit leading sizes and full trailing
/// ones is an `extract` and a `shape_cast`.
///
/// ```mlir
/// %s = vector.extract_strided_slice %m {offsets = [1], sizes = [1], strides = [1]}
///        : vector<4x4xf32> to vector<1x4xf32>
/// // becomes
/// %0 = vector.extract %m[1] : vector<4xf32> from vector<4x4xf32>
/// %s = vector.shape_cast %0 : vector<4xf32> to vector<1x4xf32>
/// ```
pub struct ContiguousExtractStridedSliceToExtract;

impl Pattern for ContiguousExtractStridedSliceToExtract {
    fn name(&self) -> &'static str {
        "ContiguousExtractStridedSliceToExtract"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorExtractStridedSlice)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let m = &*rw.m;
        if i64_array(m, op, "strides").iter().any(|&s| s != 1) {
            return false;
        }
        let source = m.op(op).operands[0];
        let Some((shape, elem)) =
            vector_parts(m, m.value_type(source)).map(|(s, e)| (s.to_vec(), e))
        else {
            return false;
        };
        if shape.is_empty() {
            return false;
        }
        let sizes = i64_array(m, op, "sizes");
        let mut n = sizes.len();
        while n > 0 && sizes[n - 1] == shape[n - 1] {
            n -= 1;
        }
        if n == 0 || (n == shape.len() && sizes.len() == shape.len()) {
            return false;
        }
        if sizes[..n].iter().any(|&s| s != 1) {
            return false;
        }
        while n + 1 < sizes.len() && sizes[n] == 1 {
            n += 1;
        }
        let offsets: Vec<i64> = i64_array(m, op, "offsets").into_iter().take(n).collect();
        let rt = result_type(m, op);
        let loc = m.op(op).loc.clone();
        let ext_shape = shape[offsets.len()..].to_vec();
        let et = if ext_shape.is_empty() {
            elem
        } else {
            crate::dialects::vector::vector_type(rw.m, ext_shape, elem)
        };
        let i64t = i64_type(rw.m);
        rw.ip = crate::ir::InsertPoint::Before(op);
        let props = vec![NamedAttr::new(
            "static_position",
            Attribute::DenseArray {
                elem: i64t,
                values: offsets,
            },
        )];
        let e = rw.create1(OpKind::VectorExtract, vec![source], et, props, &loc);
        let v = rw.create1(OpKind::VectorShapeCast, vec![e], rt, vec![], &loc);
        rw.replace_op(op, &[v]);
        true
    }
}

// ---- patterns -----------------------------------------------------------------------------

/// `CreateMaskFolder`: a `create_mask` of constant sizes becomes a `constant_mask` (sizes
/// clamped to the dimensions; all zero if one is zero).
pub struct CreateMaskFolder;

impl Pattern for CreateMaskFolder {
    fn name(&self) -> &'static str {
        "CreateMaskFolder"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorCreateMask)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let m = &*rw.m;
        let rt = result_type(m, op);
        let Some((shape, _)) = vector_parts(m, rt) else {
            return false;
        };
        let dims = if shape.is_empty() {
            vec![1]
        } else {
            shape.to_vec()
        };
        let mut sizes = Vec::new();
        for (&v, &d) in m.op(op).operands.iter().zip(&dims) {
            let Some(c) = int_const(m, v) else {
                return false;
            };
            sizes.push((c as i64).clamp(0, d));
        }
        if sizes.contains(&0) {
            sizes.iter_mut().for_each(|s| *s = 0);
        }
        let i64t = rw.m.intern_type(TypeData::Integer {
            width: 64,
            signedness: crate::ir::Signedness::Signless,
        });
        let loc = rw.m.op(op).loc.clone();
        rw.ip = crate::ir::InsertPoint::Before(op);
        let props = vec![NamedAttr::new(
            "mask_dim_sizes",
            Attribute::DenseArray {
                elem: i64t,
                values: sizes,
            },
        )];
        let v = rw.create1(OpKind::VectorConstantMask, vec![], rt, props, &loc);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `TransposeFolder`: a transpose of a transpose becomes one transpose by the composed
/// permutation.
pub struct TransposeFolder;

impl Pattern for TransposeFolder {
    fn name(&self) -> &'static str {
        "TransposeFolder"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorTranspose)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let m = &*rw.m;
        let Some(inner) = def_of(m, m.op(op).operands[0], OpKind::VectorTranspose) else {
            return false;
        };
        let outer_perm = crate::dialects::dense_array(m, op, "permutation");
        let inner_perm = crate::dialects::dense_array(m, inner, "permutation");
        let composed: Vec<i64> = outer_perm
            .iter()
            .map(|&p| inner_perm.get(p as usize).copied().unwrap_or(p))
            .collect();
        let x = m.op(inner).operands[0];
        let rt = result_type(m, op);
        let loc = m.op(op).loc.clone();
        let i64t = rw.m.intern_type(TypeData::Integer {
            width: 64,
            signedness: crate::ir::Signedness::Signless,
        });
        rw.ip = crate::ir::InsertPoint::Before(op);
        let props = vec![NamedAttr::new(
            "permutation",
            Attribute::DenseArray {
                elem: i64t,
                values: composed,
            },
        )];
        let v = rw.create1(OpKind::VectorTranspose, vec![x], rt, props, &loc);
        rw.replace_op(op, &[v]);
        true
    }
}

/// True if a value of type `src` broadcasts to the vector type `dst` (MLIR's
/// `isBroadcastableTo`): same element type, no higher rank, trailing dimensions equal or 1.
fn broadcastable(m: &Module, src: TypeId, dst: TypeId) -> bool {
    let Some((ds, de)) = vector_parts(m, dst) else {
        return false;
    };
    match vector_parts(m, src) {
        None => src == de,
        Some((ss, se)) => {
            se == de
                && ss.len() <= ds.len()
                && ss
                    .iter()
                    .zip(&ds[ds.len() - ss.len()..])
                    .all(|(&a, &b)| a == 1 || a == b)
        }
    }
}

/// Replaces `op` by `vector.broadcast %source` to its result type.
fn replace_by_broadcast(rw: &mut Rewriter<'_>, op: OpId, source: ValueId) {
    let rt = result_type(rw.m, op);
    let loc = rw.m.op(op).loc.clone();
    rw.ip = crate::ir::InsertPoint::Before(op);
    let v = rw.create1(OpKind::VectorBroadcast, vec![source], rt, vec![], &loc);
    rw.replace_op(op, &[v]);
}

/// `ExtractOpFromBroadcast`: a vector extracted from a broadcast is a broadcast of its source
/// (when the source broadcasts to the extracted type).
///
/// ```mlir
/// %b = vector.broadcast %s : f32 to vector<4x4xf32>
/// %e = vector.extract %b[1] : vector<4xf32> from vector<4x4xf32>
/// // becomes
/// %e = vector.broadcast %s : f32 to vector<4xf32>
/// ```
pub struct ExtractOpFromBroadcast;

impl Pattern for ExtractOpFromBroadcast {
    fn name(&self) -> &'static str {
        "ExtractOpFromBroadcast"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorExtract)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let m = &*rw.m;
        let Some(b) = def_of(m, m.op(op).operands[0], OpKind::VectorBroadcast) else {
            return false;
        };
        let source = m.op(b).operands[0];
        let rt = result_type(m, op);
        if vector_parts(m, rt).is_none() || !broadcastable(m, m.value_type(source), rt) {
            return false;
        }
        replace_by_broadcast(rw, op, source);
        true
    }
}

/// `InsertToBroadcast`: inserting a vector with as many elements as the destination is a
/// broadcast of it.
///
/// ```mlir
/// %i = vector.insert %v, %d [0] : vector<4xf32> into vector<1x4xf32>
/// // becomes
/// %i = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
/// ```
pub struct InsertToBroadcast;

impl Pattern for InsertToBroadcast {
    fn name(&self) -> &'static str {
        "InsertToBroadcast"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorInsert)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let m = &*rw.m;
        let v = m.op(op).operands[0];
        let count = |t: TypeId| vector_parts(m, t).map(|(s, _)| s.iter().product::<i64>());
        let Some(n) = count(m.value_type(v)) else {
            return false;
        };
        if count(result_type(m, op)) != Some(n) {
            return false;
        }
        replace_by_broadcast(rw, op, v);
        true
    }
}

/// The scalar a value splats: the source of a broadcast of a scalar.
fn splat_source(m: &Module, v: ValueId) -> Option<ValueId> {
    let b = def_of(m, v, OpKind::VectorBroadcast)?;
    let s = m.op(b).operands[0];
    vector_parts(m, m.value_type(s)).is_none().then_some(s)
}

/// `InsertSplatToSplat`: inserting a splat of `x` (or `x` itself) into a splat of `x` gives
/// the destination.
///
/// ```mlir
/// %d = vector.broadcast %x : f32 to vector<4xf32>
/// %i = vector.insert %x, %d [1] : f32 into vector<4xf32>
/// // becomes
/// %i = vector.broadcast %x : f32 to vector<4xf32>
/// ```
pub struct InsertSplatToSplat;

impl Pattern for InsertSplatToSplat {
    fn name(&self) -> &'static str {
        "InsertSplatToSplat"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorInsert)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let m = &*rw.m;
        let (v, d) = (m.op(op).operands[0], m.op(op).operands[1]);
        let Some(x) = splat_source(m, d) else {
            return false;
        };
        let inserted = if vector_parts(m, m.value_type(v)).is_none() {
            Some(v)
        } else {
            splat_source(m, v)
        };
        if inserted != Some(x) {
            return false;
        }
        replace_by_broadcast(rw, op, x);
        true
    }
}

/// `FromElementsToBroadcast`: `from_elements` of one repeated scalar is its broadcast.
///
/// ```mlir
/// %v = vector.from_elements %s, %s, %s, %s : vector<4xf32>
/// // becomes
/// %v = vector.broadcast %s : f32 to vector<4xf32>
/// ```
pub struct FromElementsToBroadcast;

impl Pattern for FromElementsToBroadcast {
    fn name(&self) -> &'static str {
        "FromElementsToBroadcast"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorFromElements)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let elems = rw.m.op(op).operands.clone();
        let Some(&first) = elems.first() else {
            return false;
        };
        if elems.iter().any(|&e| e != first) {
            return false;
        }
        replace_by_broadcast(rw, op, first);
        true
    }
}

/// `InsertChainFullyInitialized`: a chain of static `insert`s (each feeding only the next)
/// that writes every element of the destination is one `from_elements` (inserted vectors are
/// split by `to_elements`).
///
/// ```mlir
/// %0 = vector.insert %a, %cst [0] : vector<4xf32> into vector<2x4xf32>
/// %1 = vector.insert %b, %0 [1] : vector<4xf32> into vector<2x4xf32>
/// // becomes
/// %e:4 = vector.to_elements %a : vector<4xf32>
/// %f:4 = vector.to_elements %b : vector<4xf32>
/// %1 = vector.from_elements %e#0, ..., %f#3 : vector<2x4xf32>
/// ```
pub struct InsertChainFullyInitialized;

impl InsertChainFullyInitialized {
    /// The inserts of the chain ending at `op`, oldest first, if it writes every element.
    fn chain(m: &Module, op: OpId) -> Option<Vec<OpId>> {
        let (shape, _) = vector_parts(m, result_type(m, op))?;
        let total: i64 = shape.iter().product();
        let mut chain = vec![op];
        let mut cur = m.op(op).operands[1];
        while let Some(ins) = def_of(m, cur, OpKind::VectorInsert) {
            if m.value(cur).uses.len() != 1 {
                break;
            }
            chain.push(ins);
            cur = m.op(ins).operands[1];
        }
        chain.reverse();
        let mut written = vec![false; total.max(0) as usize];
        for &ins in &chain {
            let (off, len) = Self::span(m, ins, shape)?;
            written[off..off + len].iter_mut().for_each(|w| *w = true);
        }
        written.iter().all(|&w| w).then_some(chain)
    }

    /// The flat offset and length an insert writes (None for dynamic or poison positions).
    fn span(m: &Module, ins: OpId, shape: &[i64]) -> Option<(usize, usize)> {
        let (pos, dynv) = positions(m, ins, 2);
        if !dynv.is_empty() || pos.iter().any(|&p| p < 0) {
            return None;
        }
        let mut stride: i64 = shape.iter().product();
        let mut off = 0;
        for (i, &p) in pos.iter().enumerate() {
            stride /= shape[i].max(1);
            off += p * stride;
        }
        Some((off as usize, stride as usize))
    }
}

impl Pattern for InsertChainFullyInitialized {
    fn name(&self) -> &'static str {
        "InsertChainFullyInitialized"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorInsert)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(chain) = Self::chain(rw.m, op) else {
            return false;
        };
        let rt = result_type(rw.m, op);
        let Some(shape) = vector_parts(rw.m, rt).map(|(s, _)| s.to_vec()) else {
            return false;
        };
        let loc = rw.m.op(op).loc.clone();
        rw.ip = crate::ir::InsertPoint::Before(op);
        let total: i64 = shape.iter().product();
        let mut elems: Vec<Option<ValueId>> = vec![None; total as usize];
        for &ins in &chain {
            let Some((off, len)) = Self::span(rw.m, ins, &shape) else {
                return false;
            };
            let v = rw.m.op(ins).operands[0];
            let vt = rw.m.value_type(v);
            let parts: Vec<ValueId> = match vector_parts(rw.m, vt).map(|(_, e)| e) {
                None => vec![v],
                Some(e) => {
                    let te = rw.create(
                        OpKind::VectorToElements,
                        vec![v],
                        vec![e; len],
                        vec![],
                        vec![],
                        &loc,
                    );
                    rw.m.op(te).results.clone()
                }
            };
            for (slot, p) in elems[off..off + len].iter_mut().zip(parts) {
                *slot = Some(p);
            }
        }
        let elems: Vec<ValueId> = elems.into_iter().flatten().collect();
        let v = rw.create1(OpKind::VectorFromElements, elems, rt, vec![], &loc);
        rw.replace_op(op, &[v]);
        true
    }
}
