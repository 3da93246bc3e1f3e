//! `memref` canonicalization patterns.

use super::clone::strides_and_offset;
use super::fold::int_const;
use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, NamedAttr, OpId, TypeData, TypeId, ValueId, DYNAMIC};
use crate::rewrite::{FoldResult, FoldValue, Pattern, Rewriter};
use crate::transforms::ownership::build::segments;

/// An allocation only stored into and deallocated is removed with those users.
///
/// ```mlir
/// %a = memref.alloc() : memref<2xf32>
/// memref.store %v, %a[%i] : memref<2xf32>
/// memref.dealloc %a : memref<2xf32>
/// // all three ops are erased
/// ```
pub struct SimplifyDeadAlloc(pub OpKind);
impl Pattern for SimplifyDeadAlloc {
    fn name(&self) -> &'static str {
        "SimplifyDeadAlloc"
    }
    fn root(&self) -> Option<OpKind> {
        Some(self.0)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if !matches!(rw.m.op(op).kind, OpKind::Alloc | OpKind::Alloca) {
            return false;
        }
        let v = rw.m.op(op).results[0];
        let uses = rw.m.value(v).uses.clone();
        let ok = uses.iter().all(|u| match rw.m.op(u.op).kind {
            OpKind::Store => u.operand != 0,
            OpKind::Dealloc => true,
            _ => false,
        });
        if !ok {
            return false;
        }
        let mut users: Vec<OpId> = uses.iter().rev().map(|u| u.op).collect();
        users.dedup();
        for u in users {
            if rw.m.op(u).parent.is_some() {
                rw.erase_op(u);
            }
        }
        rw.erase_op(op);
        true
    }
}

/// Constant dynamic sizes of an allocation become static (a cast restores the type).
///
/// ```mlir
/// %a = memref.alloc(%c4) : memref<?xi8>
/// // becomes
/// %alloc = memref.alloc() : memref<4xi8>
/// %a = memref.cast %alloc : memref<4xi8> to memref<?xi8>
/// ```
pub struct SimplifyAllocConst(pub OpKind);
impl Pattern for SimplifyAllocConst {
    fn name(&self) -> &'static str {
        "SimplifyAllocConst"
    }
    fn root(&self) -> Option<OpKind> {
        Some(self.0)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let d = rw.m.op(op);
        let seg: Vec<usize> = match rw.m.attr(op, "operandSegmentSizes") {
            Some(Attribute::DenseArray { values, .. }) => {
                values.iter().map(|&v| v.max(0) as usize).collect()
            }
            _ => return false,
        };
        let ndyn = seg.first().copied().unwrap_or(0).min(d.operands.len());
        let dyns = d.operands[..ndyn].to_vec();
        let syms = d.operands[ndyn..].to_vec();
        let is_nonneg_const = |v| int_const(rw.m, v).is_some_and(|c| c >= 0);
        if !dyns.iter().any(|&v| is_nonneg_const(v)) {
            return false;
        }
        let old_ty = rw.m.value_type(d.results[0]);
        let TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } = rw.m.ty(old_ty).clone()
        else {
            return false;
        };
        let mut new_shape = Vec::with_capacity(shape.len());
        let mut new_dyns = Vec::new();
        let mut pos = 0;
        for &s in &shape {
            if s != DYNAMIC {
                new_shape.push(s);
                continue;
            }
            let v = dyns[pos];
            pos += 1;
            match int_const(rw.m, v).filter(|&c| c >= 0) {
                Some(c) => new_shape.push(c as i64),
                None => {
                    new_shape.push(DYNAMIC);
                    new_dyns.push(v);
                }
            }
        }
        let new_ty = rw.m.intern_type(TypeData::MemRef {
            shape: new_shape,
            elem,
            layout,
            memory_space,
        });
        let seg = segments(rw.m, &[new_dyns.len(), syms.len()]);
        let mut props = vec![NamedAttr::new("operandSegmentSizes", seg)];
        if let Some(a) = rw.m.attr(op, "alignment").cloned() {
            props.push(NamedAttr::new("alignment", a));
        }
        let loc = rw.m.op(op).loc.clone();
        let mut operands = new_dyns;
        operands.extend(syms);
        let alloc = rw.create1(self.0, operands, new_ty, props, &loc);
        let cast = rw.create1(OpKind::Cast, vec![alloc], old_ty, vec![], &loc);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// `memref::foldMemRefCast`: operands from operand `first` on that are produced by a
/// `memref.cast` of a ranked memref read the cast's source instead (in place); true if any
/// changed.
pub fn fold_memref_cast(m: &mut Module, op: OpId, first: usize) -> bool {
    let mut folded = false;
    for i in first..m.op(op).operands.len() {
        let v = m.op(op).operands[i];
        let Some(c) = m.defining_op(v).filter(|&c| m.op(c).kind == OpKind::Cast) else {
            continue;
        };
        let src = m.op(c).operands[0];
        if matches!(m.ty(m.value_type(src)), TypeData::UnrankedMemRef { .. }) {
            continue;
        }
        m.set_operand(op, i, src);
        folded = true;
    }
    folded
}

/// The static size of dimension `dim` of memref `v`: from its type, or from the source of the
/// `memref.cast` defining it (the deallocation lowering passes its static stack lists to the
/// generic helper cast to dynamic shapes).
pub fn static_size_through_cast(m: &Module, v: ValueId, dim: usize) -> Option<i64> {
    let size = |v: ValueId| match m.ty(m.value_type(v)) {
        TypeData::MemRef { shape, .. } => shape.get(dim).copied().filter(|&s| s != DYNAMIC),
        _ => None,
    };
    size(v).or_else(|| {
        let d = m.defining_op(v).filter(|&d| m.op(d).kind == OpKind::Cast)?;
        size(m.op(d).operands[0])
    })
}

/// The SSA size operand giving the `pos`-th dynamic dimension of `v` when `v` is produced by
/// `memref.alloc`, `memref.alloca` or `memref.view` (what `memref.dim` folds to).
///
/// ```mlir
/// %a = memref.alloc(%n) : memref<?xf32>
/// %d = memref.dim %a, %c0 : memref<?xf32>   // folds to %n
/// ```
pub fn dynamic_size_of(
    m: &Module,
    v: crate::ir::ValueId,
    pos: usize,
) -> Option<crate::ir::ValueId> {
    let def = m.defining_op(v)?;
    let d = m.op(def);
    match d.kind {
        OpKind::Alloc | OpKind::Alloca => {
            let ndyn = match m.attr(def, "operandSegmentSizes") {
                Some(Attribute::DenseArray { values, .. }) => {
                    values.first().map_or(0, |&n| n.max(0) as usize)
                }
                _ => d.operands.len(),
            };
            (pos < ndyn).then(|| d.operands[pos])
        }
        OpKind::View => d.operands.get(2 + pos).copied(),
        _ => None,
    }
}

/// The size operand of result dimension `i` of a `memref.subview` (`DimOp::fold`): the
/// dimension's source dimension is found by skipping the dropped (static 1) sizes of a
/// rank-reducing subview; `None` if that size is static or the dropped dimensions are
/// ambiguous.
pub fn subview_size_of(m: &Module, v: crate::ir::ValueId, i: usize) -> Option<crate::ir::ValueId> {
    let def = m.defining_op(v)?;
    if m.op(def).kind != OpKind::SubView {
        return None;
    }
    let sizes = crate::dialects::dense_array(m, def, "static_sizes");
    let seg = crate::dialects::operand_segments(m, def);
    let rank = m.ty(m.value_type(v)).shape()?.len();
    let dropped = sizes.len().checked_sub(rank)?;
    let ones = sizes.iter().filter(|&&s| s == 1).count();
    if dropped > 0 && ones != dropped {
        return None;
    }
    let src = (0..sizes.len())
        .filter(|&k| dropped == 0 || sizes[k] != 1)
        .nth(i)?;
    if sizes[src] != crate::ir::DYNAMIC {
        return None;
    }
    let k = sizes[..src]
        .iter()
        .filter(|&&s| s == crate::ir::DYNAMIC)
        .count();
    let first = 1 + seg.get(1).copied()?;
    (k < seg.get(2).copied()?).then(|| m.op(def).operands[first + k])
}

/// `memref::CastOp::canFoldIntoConsumerOp`: a ranked-to-ranked cast with the same element type
/// and rank, between strided layouts, that does not make any size, offset or stride more
/// static.
pub fn can_fold_into_consumer(m: &Module, cast: OpId) -> bool {
    let src = m.value_type(m.op(cast).operands[0]);
    let dst = m.value_type(m.op(cast).results[0]);
    let (
        TypeData::MemRef {
            shape: ss,
            elem: se,
            ..
        },
        TypeData::MemRef {
            shape: ds,
            elem: de,
            ..
        },
    ) = (m.ty(src), m.ty(dst))
    else {
        return false;
    };
    if se != de || ss.len() != ds.len() {
        return false;
    }
    let (Some((sst, so)), Some((dst_s, doff))) =
        (strides_and_offset(m, src), strides_and_offset(m, dst))
    else {
        return false;
    };
    let more_static = |s: i64, d: i64| s != d && s == DYNAMIC && d != DYNAMIC;
    !(ss.iter().zip(ds).any(|(&s, &d)| more_static(s, d))
        || more_static(so, doff)
        || sst.iter().zip(&dst_s).any(|(&s, &d)| more_static(s, d)))
}

/// `memref.cast` folder: a cast of a cast reads the inner source (in place), and a cast to its
/// own source type folds away (the `CastOpInterface` trait fold).
///
/// ```mlir
/// %0 = memref.cast %a : memref<?xf32> to memref<4xf32>
/// %1 = memref.cast %0 : memref<4xf32> to memref<?xf32>   // folds to %a
/// ```
pub fn fold_cast(m: &mut Module, op: OpId) -> FoldResult {
    let in_place = fold_memref_cast(m, op, 0);
    let src = m.op(op).operands[0];
    if m.value_type(src) == m.value_type(m.op(op).results[0]) {
        return FoldResult::Replace(vec![FoldValue::Value(src)]);
    }
    if in_place {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
}

/// `memref.copy` folder: either operand produced by a `memref.cast` that can fold into its
/// consumer reads the cast's source (in place).
///
/// ```mlir
/// %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
/// memref.copy %0, %b : memref<?xf32> to memref<?xf32>
/// // becomes
/// memref.copy %a, %b : memref<4xf32> to memref<?xf32>
/// ```
pub fn fold_copy(m: &mut Module, op: OpId) -> FoldResult {
    let mut folded = false;
    for i in 0..m.op(op).operands.len() {
        let v = m.op(op).operands[i];
        let Some(c) = m.defining_op(v).filter(|&c| m.op(c).kind == OpKind::Cast) else {
            continue;
        };
        if can_fold_into_consumer(m, c) {
            let src = m.op(c).operands[0];
            m.set_operand(op, i, src);
            folded = true;
        }
    }
    if folded {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
}

/// A copy of a buffer onto itself is erased (`FoldSelfCopy`).
///
/// ```mlir
/// memref.copy %a, %a : memref<4xf32> to memref<4xf32>   // erased
/// ```
pub struct FoldSelfCopy;
impl Pattern for FoldSelfCopy {
    fn name(&self) -> &'static str {
        "FoldSelfCopy"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::Copy)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let d = rw.m.op(op);
        if d.operands.len() != 2 || d.operands[0] != d.operands[1] {
            return false;
        }
        rw.erase_op(op);
        true
    }
}

/// A copy from or to a buffer with a static zero-sized dimension is erased (`FoldEmptyCopy`).
///
/// ```mlir
/// memref.copy %a, %b : memref<0x4xf32> to memref<0x4xf32>   // erased
/// ```
pub struct FoldEmptyCopy;
impl Pattern for FoldEmptyCopy {
    fn name(&self) -> &'static str {
        "FoldEmptyCopy"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::Copy)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let empty = |v| match rw.m.ty(rw.m.value_type(v)) {
            TypeData::MemRef { shape, .. } => shape.contains(&0),
            _ => false,
        };
        let d = rw.m.op(op);
        if !d.operands.iter().any(|&v| empty(v)) {
            return false;
        }
        rw.erase_op(op);
        true
    }
}

/// One entry of an offsets/sizes/strides list (MLIR's `OpFoldResult`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ofr {
    /// A static value.
    Static(i64),
    /// An SSA value.
    Dyn(ValueId),
}

/// The offsets, sizes and strides of a `memref.subview` / `memref.reinterpret_cast`.
pub fn mixed_lists(m: &Module, op: OpId) -> Option<[Vec<Ofr>; 3]> {
    let d = m.op(op);
    let mut next = 1;
    let mut out: [Vec<Ofr>; 3] = Default::default();
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .enumerate()
    {
        let Some(Attribute::DenseArray { values, .. }) = m.attr(op, name) else {
            return None;
        };
        for &v in values {
            if v == DYNAMIC {
                out[i].push(Ofr::Dyn(*d.operands.get(next)?));
                next += 1;
            } else {
                out[i].push(Ofr::Static(v));
            }
        }
    }
    (next == d.operands.len()).then_some(out)
}

/// `foldDynamicIndexList`: constant SSA entries become static; true if any changed.
fn fold_index_list(m: &Module, list: &mut [Ofr], only_non_negative: bool) -> bool {
    let mut changed = false;
    for e in list.iter_mut() {
        if let Ofr::Dyn(v) = *e {
            if let Some(c) = int_const(m, v) {
                if !only_non_negative || c >= 0 {
                    *e = Ofr::Static(c as i64);
                    changed = true;
                }
            }
        }
    }
    changed
}

/// Creates a `memref.subview` / `memref.reinterpret_cast` of `src` with these lists.
fn create_view_op(
    rw: &mut Rewriter<'_>,
    like: OpId,
    src: ValueId,
    lists: &[Vec<Ofr>; 3],
    ty: TypeId,
) -> ValueId {
    let kind = rw.m.op(like).kind;
    let loc = rw.m.op(like).loc.clone();
    let mut operands = vec![src];
    let mut counts = vec![1];
    let mut props = Vec::new();
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .enumerate()
    {
        let mut n = 0;
        let values: Vec<i64> = lists[i]
            .iter()
            .map(|e| match *e {
                Ofr::Static(s) => s,
                Ofr::Dyn(v) => {
                    operands.push(v);
                    n += 1;
                    DYNAMIC
                }
            })
            .collect();
        counts.push(n);
        let elem = match rw.m.attr(like, name) {
            Some(Attribute::DenseArray { elem, .. }) => *elem,
            _ => rw.m.intern_type(TypeData::Integer {
                width: 64,
                signedness: crate::ir::Signedness::Signless,
            }),
        };
        props.push(NamedAttr::new(
            *name,
            Attribute::DenseArray { elem, values },
        ));
    }
    let seg = segments(rw.m, &counts);
    props.insert(0, NamedAttr::new("operandSegmentSizes", seg));
    rw.create1(kind, operands, ty, props, &loc)
}

/// `SaturatedInteger` arithmetic of MLIR's stride/offset inference.
fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}
fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

/// `SubViewOp::inferResultType` (no rank reduction).
fn subview_type(m: &mut Module, src: TypeId, lists: &[Vec<Ofr>; 3]) -> Option<TypeId> {
    let TypeData::MemRef {
        elem, memory_space, ..
    } = m.ty(src).clone()
    else {
        return None;
    };
    let (src_strides, src_offset) = strides_and_offset(m, src)?;
    let stat = |e: &Ofr| match e {
        Ofr::Static(s) => *s,
        Ofr::Dyn(_) => DYNAMIC,
    };
    let mut offset = src_offset;
    for (o, &s) in lists[0].iter().zip(&src_strides) {
        offset = sat_add(offset, sat_mul(stat(o), s));
    }
    let strides = lists[2]
        .iter()
        .zip(&src_strides)
        .map(|(t, &s)| sat_mul(s, stat(t)))
        .collect();
    Some(m.intern_type(TypeData::MemRef {
        shape: lists[1].iter().map(stat).collect(),
        elem,
        layout: crate::ir::Layout::Strided { strides, offset },
        memory_space,
    }))
}

fn rank(m: &Module, t: TypeId) -> Option<usize> {
    match m.ty(t) {
        TypeData::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

/// `verifyInBoundsSlice`: false if a static slice would run past a static source dimension.
fn in_bounds_slice(m: &Module, src: TypeId, lists: &[Vec<Ofr>; 3]) -> bool {
    let TypeData::MemRef { shape, .. } = m.ty(src) else {
        return false;
    };
    for (i, &dim) in shape.iter().enumerate() {
        if dim == DYNAMIC {
            continue;
        }
        let Some(Ofr::Static(o)) = lists[0].get(i) else {
            continue;
        };
        if *o >= dim {
            return false;
        }
        let (Some(Ofr::Static(s)), Some(Ofr::Static(t))) = (lists[1].get(i), lists[2].get(i))
        else {
            continue;
        };
        if o + (s - 1) * t >= dim {
            return false;
        }
    }
    true
}

/// Constant offsets, sizes and strides of a `memref.subview` become static; a cast restores
/// the old type (`OpWithOffsetSizesAndStridesConstantArgumentFolder` with the subview
/// canonicalizers). Rank-reducing subviews are left alone.
///
/// ```mlir
/// %s = memref.subview %a[%c1] [%c2] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
/// // becomes
/// %0 = memref.subview %a[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
/// %s = memref.cast %0 : memref<2xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
/// ```
pub struct SubViewConstantFolder;
impl Pattern for SubViewConstantFolder {
    fn name(&self) -> &'static str {
        "OpWithOffsetSizesAndStridesConstantArgumentFolder"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::SubView)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(mut lists) = mixed_lists(rw.m, op) else {
            return false;
        };
        let src = rw.m.op(op).operands[0];
        let (st, rt) = (
            rw.m.value_type(src),
            rw.m.value_type(rw.m.op(op).results[0]),
        );
        if rank(rw.m, st).is_none() || rank(rw.m, st) != rank(rw.m, rt) {
            return false;
        }
        let a = fold_index_list(rw.m, &mut lists[0], true);
        let b = fold_index_list(rw.m, &mut lists[1], true);
        let c = fold_index_list(rw.m, &mut lists[2], false);
        if !(a || b || c) || !in_bounds_slice(rw.m, st, &lists) {
            return false;
        }
        let Some(ty) = subview_type(rw.m, st, &lists) else {
            return false;
        };
        let new = create_view_op(rw, op, src, &lists, ty);
        let loc = rw.m.op(op).loc.clone();
        let cast = rw.create1(OpKind::Cast, vec![new], rt, vec![], &loc);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// A subview of a `memref.cast` that can fold into its consumer takes the cast's source
/// (`SubViewOpMemRefCastFolder`; not for rank-reducing subviews).
///
/// ```mlir
/// %c = memref.cast %a : memref<8xf32> to memref<?xf32>
/// %s = memref.subview %c[%i] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
/// // becomes
/// %0 = memref.subview %a[%i] [%n] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
/// %s = memref.cast %0 : ... (folds away when the types agree)
/// ```
pub struct SubViewOpMemRefCastFolder;
impl Pattern for SubViewOpMemRefCastFolder {
    fn name(&self) -> &'static str {
        "SubViewOpMemRefCastFolder"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::SubView)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let d = rw.m.op(op);
        if d.operands.iter().any(|&v| {
            int_const(rw.m, v).is_some() && matches!(rw.m.ty(rw.m.value_type(v)), TypeData::Index)
        }) {
            return false;
        }
        let Some(cast) =
            rw.m.defining_op(d.operands[0])
                .filter(|&c| rw.m.op(c).kind == OpKind::Cast)
        else {
            return false;
        };
        if !can_fold_into_consumer(rw.m, cast) {
            return false;
        }
        let Some(lists) = mixed_lists(rw.m, op) else {
            return false;
        };
        let src = rw.m.op(cast).operands[0];
        let (st, rt) = (
            rw.m.value_type(src),
            rw.m.value_type(rw.m.op(op).results[0]),
        );
        if rank(rw.m, st) != rank(rw.m, rt) {
            return false;
        }
        let Some(ty) = subview_type(rw.m, st, &lists) else {
            return false;
        };
        let new = create_view_op(rw, op, src, &lists, ty);
        let loc = rw.m.op(op).loc.clone();
        let c = rw.create1(OpKind::Cast, vec![new], rt, vec![], &loc);
        rw.replace_op(op, &[c]);
        true
    }
}

/// A subview at offset 0 with unit strides covering the whole static source is the source
/// (or a cast of it) (`TrivialSubViewOpFolder`).
///
/// ```mlir
/// %s = memref.subview %a[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
/// // becomes
/// %s = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[1]>>
/// ```
pub struct TrivialSubViewOpFolder;
impl Pattern for TrivialSubViewOpFolder {
    fn name(&self) -> &'static str {
        "TrivialSubViewOpFolder"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::SubView)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(lists) = mixed_lists(rw.m, op) else {
            return false;
        };
        let src = rw.m.op(op).operands[0];
        let (st, rt) = (
            rw.m.value_type(src),
            rw.m.value_type(rw.m.op(op).results[0]),
        );
        let TypeData::MemRef { shape, .. } = rw.m.ty(st).clone() else {
            return false;
        };
        if rank(rw.m, rt) != Some(shape.len()) {
            return false;
        }
        let cst = |e: &Ofr| match *e {
            Ofr::Static(s) => Some(s as i128),
            Ofr::Dyn(v) => int_const(rw.m, v),
        };
        if !lists[0].iter().all(|e| cst(e) == Some(0))
            || !lists[2].iter().all(|e| cst(e) == Some(1))
            || !lists[1]
                .iter()
                .zip(&shape)
                .all(|(e, &s)| s != DYNAMIC && cst(e) == Some(s as i128))
        {
            return false;
        }
        if st == rt {
            rw.replace_op(op, &[src]);
            return true;
        }
        let loc = rw.m.op(op).loc.clone();
        let c = rw.create1(OpKind::Cast, vec![src], rt, vec![], &loc);
        rw.replace_op(op, &[c]);
        true
    }
}

/// `memref.subview` folder: a subview to its own static source type is the source; a subview
/// at offset 0 with unit strides and the same sizes of another subview is that subview.
pub fn fold_subview(m: &mut Module, op: OpId) -> FoldResult {
    let src = m.op(op).operands[0];
    let (st, rt) = (m.value_type(src), m.value_type(m.op(op).results[0]));
    if st == rt {
        if let TypeData::MemRef { shape, layout, .. } = m.ty(rt) {
            let static_layout = match layout {
                crate::ir::Layout::Strided { strides, offset } => {
                    *offset != DYNAMIC && !strides.contains(&DYNAMIC)
                }
                _ => true,
            };
            if !shape.contains(&DYNAMIC) && static_layout {
                return FoldResult::Replace(vec![FoldValue::Value(src)]);
            }
        }
    }
    let Some(prev) = m
        .defining_op(src)
        .filter(|&p| m.op(p).kind == OpKind::SubView)
    else {
        return FoldResult::Fail;
    };
    let (Some(l), Some(pl)) = (mixed_lists(m, op), mixed_lists(m, prev)) else {
        return FoldResult::Fail;
    };
    let cst = |e: &Ofr| match *e {
        Ofr::Static(s) => Some(s as i128),
        Ofr::Dyn(v) => int_const(m, v),
    };
    if l[0].iter().all(|e| cst(e) == Some(0))
        && l[2].iter().all(|e| cst(e) == Some(1))
        && l[1] == pl[1]
        && st == rt
    {
        return FoldResult::Replace(vec![FoldValue::Value(src)]);
    }
    FoldResult::Fail
}

/// `memref.reinterpret_cast` folder: the source is read through a `reinterpret_cast`, `cast`
/// or zero-offset `subview` (in place), and a cast that changes nothing folds away.
///
/// ```mlir
/// %c = memref.cast %a : memref<16xf32> to memref<?xf32>
/// %r = memref.reinterpret_cast %c to offset: [0], sizes: [4], strides: [1] : ...
/// // becomes
/// %r = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : ...
/// ```
pub fn fold_reinterpret_cast(m: &mut Module, op: OpId) -> FoldResult {
    let src = m.op(op).operands[0];
    let prev_src = m.defining_op(src).and_then(|p| match m.op(p).kind {
        OpKind::ReinterpretCast | OpKind::Cast => Some(m.op(p).operands[0]),
        OpKind::SubView => {
            let l = mixed_lists(m, p)?;
            l[0].iter()
                .all(|e| match *e {
                    Ofr::Static(s) => s == 0,
                    Ofr::Dyn(v) => int_const(m, v) == Some(0),
                })
                .then(|| m.op(p).operands[0])
        }
        _ => None,
    });
    if let Some(p) = prev_src {
        m.set_operand(op, 0, p);
        return FoldResult::InPlace;
    }
    let rt = m.value_type(m.op(op).results[0]);
    let static_shape =
        matches!(m.ty(rt), TypeData::MemRef { shape, .. } if !shape.contains(&DYNAMIC));
    let zero_offset = matches!(m.attr(op, "static_offsets"), Some(Attribute::DenseArray { values, .. }) if values.first() == Some(&0));
    if static_shape && m.value_type(src) == rt && zero_offset {
        return FoldResult::Replace(vec![FoldValue::Value(src)]);
    }
    FoldResult::Fail
}

/// Offsets, sizes and strides of a `memref.reinterpret_cast` that are constant (or static in
/// its result type) become static; a cast restores the old type
/// (`ReinterpretCastOpConstantFolder`).
///
/// ```mlir
/// %r = memref.reinterpret_cast %a to offset: [%c0], sizes: [%c4], strides: [1]
///        : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
/// // becomes
/// %0 = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1]
///        : memref<?xf32> to memref<4xf32, strided<[1]>>
/// %r = memref.cast %0 : memref<4xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>
/// ```
pub struct ReinterpretCastOpConstantFolder;
impl Pattern for ReinterpretCastOpConstantFolder {
    fn name(&self) -> &'static str {
        "ReinterpretCastOpConstantFolder"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::ReinterpretCast)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(mut lists) = mixed_lists(rw.m, op) else {
            return false;
        };
        let src = rw.m.op(op).operands[0];
        let rt = rw.m.value_type(rw.m.op(op).results[0]);
        let TypeData::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } = rw.m.ty(rt).clone()
        else {
            return false;
        };
        let Some((strides, offset)) = strides_and_offset(rw.m, rt) else {
            return false;
        };
        let statics = |l: &[Vec<Ofr>; 3]| {
            l.iter()
                .flatten()
                .filter(|e| matches!(e, Ofr::Static(_)))
                .count()
        };
        let before = statics(&lists);
        let constify = |m: &Module, list: &mut [Ofr], known: &[i64]| {
            for (e, &k) in list.iter_mut().zip(known) {
                if k != DYNAMIC {
                    *e = Ofr::Static(k);
                } else if let Ofr::Dyn(v) = *e {
                    if let Some(c) = int_const(m, v) {
                        *e = Ofr::Static(c as i64);
                    }
                }
            }
        };
        constify(rw.m, &mut lists[0], &[offset]);
        constify(rw.m, &mut lists[1], &shape);
        constify(rw.m, &mut lists[2], &strides);
        if statics(&lists) == before {
            return false;
        }
        let stat = |e: &Ofr| match e {
            Ofr::Static(s) => *s,
            Ofr::Dyn(_) => DYNAMIC,
        };
        let ty = rw.m.intern_type(TypeData::MemRef {
            shape: lists[1].iter().map(stat).collect(),
            elem,
            layout: crate::ir::Layout::Strided {
                strides: lists[2].iter().map(stat).collect(),
                offset: lists[0].first().map_or(0, stat),
            },
            memory_space,
        });
        let new = create_view_op(rw, op, src, &lists, ty);
        let loc = rw.m.op(op).loc.clone();
        let c = rw.create1(OpKind::Cast, vec![new], rt, vec![], &loc);
        rw.replace_op(op, &[c]);
        true
    }
}
