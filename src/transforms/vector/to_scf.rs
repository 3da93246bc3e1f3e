//! `convert-vector-to-scf{full-unroll target-rank lower-tensors lower-scalable}`: MLIR 22's
//! pass. First the permutation maps of transfers are lowered (see [`super::transfer`]); then
//!
//! - an n-D `vector.transfer_read`/`transfer_write` (rank above `target-rank`, default 1) is
//!   unpacked one dimension at a time: by default through a temporary
//!   `memref.alloca() : memref<vector<...>>` viewed as `memref<Nxvector<...>>` by
//!   `vector.type_cast`, with an `scf.for` over the leading dimension whose body does the
//!   (n-1)-D transfer, guarded by an `scf.if` when that dimension may be out of bounds
//!   (`TransferOpConversion`); with `full-unroll`, the loop is unrolled into
//!   `vector.extract`/`vector.insert` of the rows (`UnrollTransferReadConversion`,
//!   `UnrollTransferWriteConversion`);
//! - a 1-D transfer that is not a minor identity (a column of a matrix) becomes an `scf.for`
//!   of `memref.load`/`memref.store` and dynamic `vector.insert`/`extract`
//!   (`TransferOp1dConversion`);
//! - a `vector.print` of a vector becomes loops of scalar prints with the punctuation
//!   mlir-runner prints (`DecomposePrintOpConversion`).
//!
//! ```mlir
//! %v = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<3x4xf32>
//! ```
//! becomes
//! ```mlir
//! %alloca = memref.alloca() : memref<vector<3x4xf32>>
//! %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
//! scf.for %k = %c0 to %c3 step %c1 {
//!   %dim = memref.dim %m, %c0 : memref<?x?xf32>
//!   %2 = affine.apply #map(%k)[%i]                 // #map = (d0)[s0] -> (d0 + s0)
//!   %3 = arith.cmpi sgt, %dim, %2 : index
//!   scf.if %3 {
//!     %4 = affine.apply #map(%k)[%i]
//!     %5 = vector.transfer_read %m[%4, %j], %pad : memref<?x?xf32>, vector<4xf32>
//!     memref.store %5, %0[%k] : memref<3xvector<4xf32>>
//!   } else {
//!     memref.store %cst, %0[%k] : memref<3xvector<4xf32>>   // %cst = splat of %pad
//!   }
//! }
//! %v = memref.load %alloca[] : memref<vector<3x4xf32>>
//! ```
//! `lower-scalable` is accepted and ignored (bufjit has no scalable vectors).

use super::build::{i64_array, vector_shape, vector_type, Builder};
use super::transfer::{is_minor_identity, Transfer};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{
    AffineExpr, AffineMap, Attribute, BlockId, InsertPoint, Module, NamedAttr, OpId, TypeData,
    TypeId, ValueId,
};
use crate::rewrite::{Pattern, PatternSet, Rewriter};
use crate::transforms::PassOptions;

/// The pass options (`VectorTransferToSCFOptions`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// `full-unroll`.
    pub unroll: bool,
    /// `target-rank`.
    pub target_rank: usize,
    /// `lower-tensors` (transfers on tensors are never lowered here: bufjit runs bufferized
    /// code).
    pub lower_tensors: bool,
}

/// The discardable attribute marking transfers whose unpacking through a buffer is under way.
const PASS_LABEL: &str = "__vector_to_scf_lowering__";

/// Whether `v` is a valid affine symbol: a constant or a value defined at the top level of its
/// function (MLIR's `isValidSymbol` for values `scf` code produces).
fn is_valid_symbol(m: &Module, v: ValueId) -> bool {
    let Some(b) = m.value_block(v) else {
        return false;
    };
    m.block_parent_op(b)
        .is_some_and(|p| m.op(p).kind == OpKind::Func)
}

/// `makeComposedAffineApply(d0 + d1, {base, iv})`: `base + iv` as an index, folded to `base`
/// or a constant when it can, else an `affine.apply` whose operands that are valid symbols
/// are symbols.
pub(super) fn add_index(b: &mut Builder<'_, '_>, base: ValueId, iv: ValueId) -> ValueId {
    let cb = super::build::const_int(b.rw.m, base);
    let ci = super::build::const_int(b.rw.m, iv);
    let mut dims = Vec::new();
    let mut syms = Vec::new();
    let mut konst = 0i64;
    let mut exprs = Vec::new();
    for (v, c) in [(base, cb), (iv, ci)] {
        if let Some(c) = c {
            konst += c;
        } else if is_valid_symbol(b.rw.m, v) {
            syms.push(v);
            exprs.push((true, v));
        } else {
            dims.push(v);
            exprs.push((false, v));
        }
    }
    if dims.is_empty() && syms.is_empty() {
        return b.index(konst);
    }
    if konst == 0 && dims.len() + syms.len() == 1 {
        return dims.first().or(syms.first()).copied().expect("one operand");
    }
    let mut e = AffineExpr::Const(konst);
    for (sym, v) in exprs {
        let x = if sym {
            AffineExpr::Sym(syms.iter().position(|&s| s == v).expect("a symbol") as u32)
        } else {
            AffineExpr::Dim(dims.iter().position(|&d| d == v).expect("a dim") as u32)
        };
        e = crate::ir::affine::add(e, x);
    }
    let map = AffineMap {
        num_dims: dims.len() as u32,
        num_syms: syms.len() as u32,
        results: vec![e],
    };
    let mut operands = dims;
    operands.extend(syms);
    let it = super::build::index_type(b.m());
    b.op1(
        OpKind::AffineApply,
        operands,
        it,
        vec![NamedAttr::new("map", Attribute::AffineMap(map))],
    )
}

/// The memref dimension the first vector dimension of `t` reads (`None`: a broadcast).
pub(super) fn unpacked_dim(t: &Transfer) -> Option<usize> {
    match t.map.results.first()? {
        AffineExpr::Dim(d) => Some(*d as usize),
        _ => None,
    }
}

/// The transfer's map without its first result.
pub(super) fn unpacked_map(t: &Transfer) -> AffineMap {
    AffineMap {
        results: t.map.results[1..].to_vec(),
        ..t.map.clone()
    }
}

/// `getXferIndices`: the indices of the transfer at step `iv` of the unpacked dimension.
pub(super) fn xfer_indices(b: &mut Builder<'_, '_>, t: &Transfer, iv: ValueId) -> Vec<ValueId> {
    let mut idx = t.indices.clone();
    if let Some(d) = unpacked_dim(t) {
        idx[d] = add_index(b, t.indices[d], iv);
    }
    idx
}

/// `createOrFoldDimOp`.
fn dim_of(b: &mut Builder<'_, '_>, base: ValueId, d: usize) -> ValueId {
    let size =
        b.rw.m
            .ty(b.ty(base))
            .shape()
            .and_then(|s| s.get(d).copied());
    match size {
        Some(n) if n != crate::ir::DYNAMIC => b.index(n),
        _ => {
            let c = b.index(d as i64);
            let it = super::build::index_type(b.m());
            b.op1(OpKind::Dim, vec![base, c], it, vec![])
        }
    }
}

/// The condition under which step `iv` of the unpacked dimension is transferred
/// (`generateInBoundsCheck`'s condition): in bounds, and the 1-D mask bit set. `None`: always.
fn in_bounds_condition(b: &mut Builder<'_, '_>, t: &Transfer, iv: ValueId) -> Option<ValueId> {
    let dim = unpacked_dim(t);
    let mut cond = None;
    if !t.in_bounds.first().copied().unwrap_or(true) {
        if let Some(d) = dim {
            let size = dim_of(b, t.base, d);
            let idx = add_index(b, t.indices[d], iv);
            cond = Some(b.cmpi(super::build::pred::SGT, size, idx));
        }
    }
    if let Some(mask) = t.mask {
        let rank1 = vector_shape(b.rw.m, b.ty(mask)).is_some_and(|(s, _)| s.len() == 1);
        if rank1 && dim.is_some() {
            let bit = extract_dynamic(b, mask, iv);
            cond = Some(match cond {
                Some(c) => b.binary(OpKind::AndI, c, bit),
                None => bit,
            });
        }
    }
    cond
}

/// `vector.extract %v[%i]` with a dynamic position (folded to a static one when `%i` is a
/// constant).
fn extract_dynamic(b: &mut Builder<'_, '_>, v: ValueId, i: ValueId) -> ValueId {
    if let Some(c) = super::build::const_int(b.rw.m, i) {
        return b.extract(v, &[c]);
    }
    let (shape, elem) = vector_shape(b.rw.m, b.ty(v)).expect("a vector");
    let ty = if shape.len() == 1 {
        elem
    } else {
        vector_type(b.m(), &shape[1..], elem)
    };
    let p = i64_array(b.m(), &[i64::MIN]);
    b.op1(
        OpKind::VectorExtract,
        vec![v, i],
        ty,
        vec![NamedAttr::new("static_position", p)],
    )
}

/// `vector.insert %x, %dest[%i]` with a dynamic position.
fn insert_dynamic(b: &mut Builder<'_, '_>, x: ValueId, dest: ValueId, i: ValueId) -> ValueId {
    let ty = b.ty(dest);
    let p = i64_array(b.m(), &[i64::MIN]);
    b.op1(
        OpKind::VectorInsert,
        vec![x, dest, i],
        ty,
        vec![NamedAttr::new("static_position", p)],
    )
}

/// An `scf.if %cond` yielding `types`; returns the op and its then/else blocks (each ending
/// in an `scf.yield` without operands, to be filled).
fn build_if(b: &mut Builder<'_, '_>, cond: ValueId, types: &[TypeId]) -> (OpId, BlockId, BlockId) {
    let mut blocks = Vec::new();
    let mut regions = Vec::new();
    for _ in 0..2 {
        let r = b.rw.m.new_region();
        let blk = b.rw.m.create_block();
        b.rw.m.append_block(r, blk);
        regions.push(r);
        blocks.push(blk);
    }
    let loc = b.loc.clone();
    let op = b.rw.create(
        OpKind::If,
        vec![cond],
        types.to_vec(),
        vec![],
        regions,
        &loc,
    );
    (op, blocks[0], blocks[1])
}

/// Ends `block` with `scf.yield values`.
pub(super) fn yield_in(b: &mut Builder<'_, '_>, block: BlockId, values: Vec<ValueId>) {
    let loc = b.loc.clone();
    b.rw.ip = InsertPoint::BlockEnd(block);
    b.rw.create(OpKind::Yield, values, vec![], vec![], vec![], &loc);
}

/// An `scf.for %iv = %lb to %ub step %step iter_args(init)`; returns the op, its body and
/// induction variable. The body is empty (the caller adds the ops and the yield).
pub(super) fn build_for(
    b: &mut Builder<'_, '_>,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
    init: Option<ValueId>,
) -> (OpId, BlockId, ValueId) {
    let r = b.rw.m.new_region();
    let blk = b.rw.m.create_block();
    b.rw.m.append_block(r, blk);
    let it = super::build::index_type(b.m());
    let iv = b.rw.m.add_block_arg(blk, it, None);
    let mut operands = vec![lb, ub, step];
    let mut types = vec![];
    if let Some(i) = init {
        let t = b.ty(i);
        b.rw.m.add_block_arg(blk, t, None);
        operands.push(i);
        types.push(t);
    }
    let loc = b.loc.clone();
    let op =
        b.rw.create(OpKind::For, operands, types, vec![], vec![r], &loc);
    (op, blk, iv)
}

/// `generateInBoundsCheck`: runs `in_bounds` under the condition (an `scf.if` yielding its
/// value, `out_of_bounds`' value otherwise), or directly when there is no condition.
pub(super) fn with_in_bounds_check(
    b: &mut Builder<'_, '_>,
    t: &Transfer,
    iv: ValueId,
    result: Option<TypeId>,
    in_bounds: &mut dyn FnMut(&mut Builder<'_, '_>) -> Option<ValueId>,
    out_of_bounds: &mut dyn FnMut(&mut Builder<'_, '_>) -> Option<ValueId>,
) -> Option<ValueId> {
    let Some(cond) = in_bounds_condition(b, t, iv) else {
        return in_bounds(b);
    };
    let after = b.rw.ip;
    let types: Vec<TypeId> = result.into_iter().collect();
    let (op, then_b, else_b) = build_if(b, cond, &types);
    b.rw.ip = InsertPoint::BlockEnd(then_b);
    let v = in_bounds(b);
    yield_in(
        b,
        then_b,
        v.into_iter().filter(|_| result.is_some()).collect(),
    );
    b.rw.ip = InsertPoint::BlockEnd(else_b);
    let v = out_of_bounds(b);
    yield_in(
        b,
        else_b,
        v.into_iter().filter(|_| result.is_some()).collect(),
    );
    b.rw.ip = after;
    result.map(|_| b.rw.m.op(op).results[0])
}

/// Common checks of the n-D patterns (`checkPrepareXferOp` without the label test).
pub(super) fn unpackable(m: &Module, t: &Transfer, opts: &Options) -> bool {
    let Some((shape, elem)) = vector_shape(m, t.vector_ty) else {
        return false;
    };
    if shape.len() <= opts.target_rank {
        return false;
    }
    let base_ty = m.value_type(t.base);
    if !m.ty(base_ty).is_memref() {
        return false;
    }
    m.ty(base_ty).element_type() == Some(elem)
}

/// `UnrollTransferReadConversion` (`full-unroll`).
struct UnrollTransferReadConversion(Options);

impl Pattern for UnrollTransferReadConversion {
    fn name(&self) -> &'static str {
        "UnrollTransferReadConversion"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorTransferRead)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        if super::is_masked(rw.m, op) || !unpackable(rw.m, &t, &self.0) {
            return false;
        }
        let result = rw.m.op(op).results[0];
        // A single `vector.insert` user: insert the rows into its destination instead.
        let insert = {
            let uses = &rw.m.value(result).uses;
            (uses.len() == 1
                && rw.m.op(uses[0].op).kind == OpKind::VectorInsert
                && uses[0].operand == 0)
                .then(|| uses[0].op)
        };
        let (shape, elem) = vector_shape(rw.m, t.vector_ty).expect("checked");
        let row_ty = vector_type(rw.m, &shape[1..], elem);
        let mut b = Builder::new(rw, op);
        let (mut vec, mut prefix) = match insert {
            Some(ins) => {
                let dest = b.rw.m.op(ins).operands[1];
                let pos =
                    super::build::i64_array_of(b.rw.m, ins, "static_position").unwrap_or_default();
                (dest, pos)
            }
            None => {
                let pad = t.padding.expect("a read");
                (b.broadcast(pad, t.vector_ty), vec![])
            }
        };
        let vec_ty = b.ty(vec);
        prefix.push(0);
        for i in 0..shape[0] {
            let iv = b.index(i);
            let cur = vec;
            *prefix.last_mut().expect("pushed") = i;
            let pos = prefix.clone();
            let mut in_bounds = |b: &mut Builder<'_, '_>| {
                let idx = xfer_indices(b, &t, iv);
                let mut new = t.clone();
                new.indices = idx;
                new.map = unpacked_map(&t);
                new.in_bounds = t.in_bounds[1..].to_vec();
                new.vector_ty = row_ty;
                new.mask = unpacked_mask(b, &t, i);
                let mut v = new.build(b).expect("a read");
                if shape.len() == 1 {
                    v = b.extract(v, &[]);
                }
                Some(b.insert(v, cur, &pos))
            };
            let mut out = |_: &mut Builder<'_, '_>| Some(cur);
            vec = with_in_bounds_check(&mut b, &t, iv, Some(vec_ty), &mut in_bounds, &mut out)
                .expect("a value");
        }
        match insert {
            Some(ins) => {
                rw.replace_op(ins, &[vec]);
                rw.erase_op(op);
            }
            None => rw.replace_op(op, &[vec]),
        }
        true
    }
}

/// `maybeAssignMask`: the mask of row `i` (the same mask for a broadcast dimension, a row of
/// an n-D mask, none for a 1-D mask, which the in-bounds check evaluated).
fn unpacked_mask(b: &mut Builder<'_, '_>, t: &Transfer, i: i64) -> Option<ValueId> {
    let mask = t.mask?;
    if unpacked_dim(t).is_none() {
        return Some(mask);
    }
    let rank = vector_shape(b.rw.m, b.ty(mask)).map_or(0, |(s, _)| s.len());
    (rank > 1).then(|| b.extract(mask, &[i]))
}

/// `UnrollTransferWriteConversion` (`full-unroll`).
struct UnrollTransferWriteConversion(Options);

impl Pattern for UnrollTransferWriteConversion {
    fn name(&self) -> &'static str {
        "UnrollTransferWriteConversion"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorTransferWrite)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        if super::is_masked(rw.m, op) || !unpackable(rw.m, &t, &self.0) {
            return false;
        }
        let (shape, _) = vector_shape(rw.m, t.vector_ty).expect("checked");
        // getDataVector / getExtractionIndices: look through a `vector.extract` producer.
        let value = t.value.expect("a write");
        let (vec, prefix) = match rw.m.defining_op(value) {
            Some(d)
                if rw.m.op(d).kind == OpKind::VectorExtract && rw.m.op(d).operands.len() == 1 =>
            {
                let pos =
                    super::build::i64_array_of(rw.m, d, "static_position").unwrap_or_default();
                (rw.m.op(d).operands[0], pos)
            }
            _ => (value, vec![]),
        };
        let mut b = Builder::new(rw, op);
        for i in 0..shape[0] {
            let iv = b.index(i);
            let mut pos = prefix.clone();
            pos.push(i);
            let mut in_bounds = |b: &mut Builder<'_, '_>| {
                let idx = xfer_indices(b, &t, iv);
                let mut row = b.extract(vec, &pos);
                if shape.len() == 1 {
                    let elem = b.ty(row);
                    let ty = vector_type(b.m(), &[], elem);
                    row = b.broadcast(row, ty);
                }
                let mut new = t.clone();
                new.value = Some(row);
                new.vector_ty = b.ty(row);
                new.indices = idx;
                new.map = unpacked_map(&t);
                new.in_bounds = t.in_bounds[1..].to_vec();
                new.mask = None;
                let m = unpacked_mask(b, &t, i);
                new.mask = m;
                new.build(b);
                None
            };
            let mut out = |_: &mut Builder<'_, '_>| None;
            with_in_bounds_check(&mut b, &t, iv, None, &mut in_bounds, &mut out);
        }
        rw.erase_op(op);
        true
    }
}

/// `TransferOp1dConversion`: a 1-D transfer that is not a minor identity on a unit-stride
/// memref becomes a loop of scalar accesses.
struct TransferOp1dConversion;

impl Pattern for TransferOp1dConversion {
    fn name(&self) -> &'static str {
        "TransferOp1dConversion"
    }
    fn root(&self) -> Option<OpKind> {
        None
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        if super::is_masked(rw.m, op) || t.rank() != 1 {
            return false;
        }
        let base_ty = rw.m.value_type(t.base);
        if !matches!(rw.m.ty(base_ty), TypeData::MemRef { .. }) {
            return false;
        }
        let unit_stride = super::build::last_dim_unit_stride(rw.m, base_ty);
        if is_minor_identity(&t.map) && unit_stride {
            return false;
        }
        let Some((shape, _)) = vector_shape(rw.m, t.vector_ty) else {
            return false;
        };
        let mut b = Builder::new(rw, op);
        let lb = b.index(0);
        let ub = b.index(shape[0]);
        let step = b.index(1);
        let init = t.padding.map(|p| b.broadcast(p, t.vector_ty));
        let (for_op, body, iv) = build_for(&mut b, lb, ub, step, init);
        b.rw.ip = InsertPoint::BlockEnd(body);
        let mut indices = t.indices.clone();
        if let Some(d) = unpacked_dim(&t) {
            indices[d] = add_index(&mut b, t.indices[d], iv);
        }
        if t.read {
            let vec = b.rw.m.block(body).args[1];
            let elem = super::build::element_type(b.rw.m, t.vector_ty);
            let mut in_bounds = |b: &mut Builder<'_, '_>| {
                let mut ops = vec![t.base];
                ops.extend(&indices);
                let val = b.op1(OpKind::Load, ops, elem, vec![]);
                Some(insert_dynamic(b, val, vec, iv))
            };
            let mut out = |_: &mut Builder<'_, '_>| Some(vec);
            let next =
                with_in_bounds_check(&mut b, &t, iv, Some(t.vector_ty), &mut in_bounds, &mut out)
                    .expect("a value");
            yield_in(&mut b, body, vec![next]);
            let r = rw.m.op(for_op).results[0];
            rw.replace_op(op, &[r]);
        } else {
            let value = t.value.expect("a write");
            let mut in_bounds = |b: &mut Builder<'_, '_>| {
                let val = extract_dynamic(b, value, iv);
                let mut ops = vec![val, t.base];
                ops.extend(&indices);
                b.op0(OpKind::Store, ops, vec![]);
                None
            };
            let mut out = |_: &mut Builder<'_, '_>| None;
            with_in_bounds_check(&mut b, &t, iv, None, &mut in_bounds, &mut out);
            yield_in(&mut b, body, vec![]);
            rw.erase_op(op);
        }
        true
    }
}

/// `vector.print punctuation <p>` (no value).
fn print_punct(b: &mut Builder<'_, '_>, p: &str) -> OpId {
    b.op0(
        OpKind::VectorPrint,
        vec![],
        vec![NamedAttr::new(
            "punctuation",
            Attribute::Opaque(format!("#vector.punctuation<{p}>")),
        )],
    )
}

/// `DecomposePrintOpConversion`: a vector print becomes nested loops printing each element,
/// with `open`/`comma`/`close` punctuation, then the original punctuation.
struct DecomposePrintOpConversion;

impl DecomposePrintOpConversion {
    /// Widens odd-sized integers to 8/16/32/64 bits (bitcast to signless, extend, bitcast).
    fn widen(b: &mut Builder<'_, '_>, value: ValueId, shape: &[i64], elem: TypeId) -> ValueId {
        let TypeData::Integer { width, signedness } = b.rw.m.ty(elem).clone() else {
            return value;
        };
        let legal = (width.max(8)).next_power_of_two();
        let signless = |b: &mut Builder<'_, '_>, w: u32| {
            let t = super::build::int_type(b.m(), w);
            vector_type(b.m(), shape, t)
        };
        let src_signless = signless(b, width);
        let dst_signless = signless(b, legal);
        let target_elem = b.m().intern_type(TypeData::Integer {
            width: legal,
            signedness,
        });
        let target = vector_type(b.m(), shape, target_elem);
        // Casts to the same type fold away at once; they are not created.
        let mut v = value;
        if b.ty(v) != src_signless {
            v = b.op1(OpKind::VectorBitcast, vec![v], src_signless, vec![]);
        }
        if src_signless != dst_signless {
            let unsigned = width == 1 || signedness == crate::ir::Signedness::Unsigned;
            let k = if unsigned {
                OpKind::ExtUI
            } else {
                OpKind::ExtSI
            };
            v = b.op1(k, vec![v], dst_signless, vec![]);
        }
        if b.ty(v) != target {
            v = b.op1(OpKind::VectorBitcast, vec![v], target, vec![]);
        }
        v
    }
}

impl Pattern for DecomposePrintOpConversion {
    fn name(&self) -> &'static str {
        "DecomposePrintOpConversion"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorPrint)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(&source) = rw.m.op(op).operands.first() else {
            return false;
        };
        let Some((shape0, elem)) = vector_shape(rw.m, rw.m.value_type(source)) else {
            return false;
        };
        let punct = rw.m.attr(op, "punctuation").cloned();
        let mut b = Builder::new(rw, op);
        let mut value = source;
        let mut elem = elem;
        if b.rw.m.ty(elem).is_integer() {
            value = Self::widen(&mut b, value, &shape0, elem);
            elem = super::build::element_type(b.rw.m, b.ty(value));
        }
        let rank = shape0.len();
        let shape: Vec<i64> = if shape0.is_empty() { vec![1] } else { shape0 };
        if rank != 1 {
            let flat = vector_type(b.m(), &[shape.iter().product()], elem);
            value = b.shape_cast(value, flat);
        }
        let mut first_close = None;
        let mut ivs = Vec::new();
        for &n in &shape {
            let lb = b.index(0);
            let ub = b.index(n);
            let step = b.index(1);
            let last = b.index(n - 1);
            print_punct(&mut b, "open");
            let (for_op, body, iv) = build_for(&mut b, lb, ub, step, None);
            yield_in(&mut b, body, vec![]);
            b.rw.ip = InsertPoint::After(for_op);
            let close = print_punct(&mut b, "close");
            first_close.get_or_insert(close);
            ivs.push(iv);
            let start = match b.rw.m.block(body).first {
                Some(o) => InsertPoint::Before(o),
                None => InsertPoint::BlockEnd(body),
            };
            b.rw.ip = start;
            let not_last = b.cmpi(super::build::pred::ULT, iv, last);
            let (_, then_b, else_b) = build_if(&mut b, not_last, &[]);
            b.rw.m.erase_block(else_b);
            b.rw.ip = InsertPoint::BlockEnd(then_b);
            print_punct(&mut b, "comma");
            yield_in(&mut b, then_b, vec![]);
            let first = b.rw.m.block(body).first.expect("the cmpi");
            b.rw.ip = InsertPoint::Before(first);
        }
        let mut flat: Option<ValueId> = None;
        let mut stride = 1i64;
        for d in (0..shape.len()).rev() {
            let s = b.index(stride);
            let idx = b.binary(OpKind::MulI, s, ivs[d]);
            flat = Some(match flat {
                Some(f) => b.binary(OpKind::AddI, f, idx),
                None => idx,
            });
            stride *= shape[d];
        }
        let element = extract_dynamic(&mut b, value, flat.expect("rank >= 1"));
        b.op0(
            OpKind::VectorPrint,
            vec![element],
            vec![NamedAttr::new(
                "punctuation",
                Attribute::Opaque("#vector.punctuation<no_punctuation>".into()),
            )],
        );
        b.rw.ip = InsertPoint::After(first_close.expect("rank >= 1"));
        let props = punct
            .map(|p| vec![NamedAttr::new("punctuation", p)])
            .unwrap_or_default();
        b.op0(OpKind::VectorPrint, vec![], props);
        rw.erase_op(op);
        true
    }
}

/// The patterns of the second stage (`populateVectorToSCFConversionPatterns`).
pub fn patterns(opts: Options) -> PatternSet<'static> {
    let mut p: Vec<Box<dyn Pattern>> = Vec::new();
    if opts.unroll {
        p.push(Box::new(UnrollTransferReadConversion(opts)));
        p.push(Box::new(UnrollTransferWriteConversion(opts)));
    } else {
        p.extend(super::to_scf_buffers::patterns(opts));
    }
    if opts.target_rank == 1 {
        p.push(Box::new(TransferOp1dConversion));
    }
    p.push(Box::new(DecomposePrintOpConversion));
    PatternSet::new(p)
}

/// Parses the options.
pub fn parse_options(opts: &PassOptions) -> Result<Options, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(opts, "convert-vector-to-scf", Wording::Mlir);
    let unroll = r.flag("full-unroll", false);
    let target_rank = r.uint("target-rank", 1usize, ..);
    let lower_tensors = r.flag("lower-tensors", false);
    let _ = r.flag("lower-scalable", false);
    r.finish()?;
    Ok(Options {
        unroll,
        target_rank,
        lower_tensors,
    })
}

/// Runs both stages on one function.
fn lower_function(m: &mut Module, func: OpId, opts: Options) {
    let perm = PatternSet::new(super::transfer::permutation_patterns());
    super::build::apply_to_function(m, func, &perm);
    super::build::apply_to_function(m, func, &patterns(opts));
}

/// Runs `convert-vector-to-scf` over the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    for f in crate::transforms::nested_functions(m) {
        lower_function(m, f, o);
    }
    Ok(())
}

/// Runs `convert-vector-to-scf` on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    lower_function(m, func, o);
    Ok(())
}

/// Marks `op` with the label of transfers being unpacked through buffers.
pub(super) fn set_label(m: &mut Module, op: OpId) {
    m.op_mut(op)
        .attrs
        .push(NamedAttr::new(PASS_LABEL, Attribute::Unit));
}

/// Whether `op` carries the label.
pub(super) fn has_label(m: &Module, op: OpId) -> bool {
    m.op(op).attrs.iter().any(|a| a.name == PASS_LABEL)
}

/// Removes the label.
pub(super) fn clear_label(m: &mut Module, op: OpId) {
    m.op_mut(op).attrs.retain(|a| a.name != PASS_LABEL);
}
