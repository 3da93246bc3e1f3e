//! `lower-vector-transfer`: the lowering of 1-D `vector.transfer_read`/`transfer_write` that
//! MLIR 22's `convert-vector-to-llvm` applies before its LLVM patterns (the transform ops
//! `transfer_permutation_patterns`, `materialize_masks` and `lower_transfer
//! max_transfer_rank = 1`):
//!
//! 1. permutation maps: a read whose map permutes the minor dimensions becomes a minor-identity
//!    read and a `vector.transpose`; leading broadcast dimensions (`(d0, d1) -> (0, d1)`)
//!    become a lower-rank read and a `vector.broadcast`; a permuted write transposes its value
//!    first (`TransferReadPermutationLowering`, `TransferOpReduceRank`,
//!    `TransferWritePermutationLowering`, also run by `convert-vector-to-scf`);
//! 2. out-of-bounds 1-D transfers get a mask `vector.create_mask (dim - index)` (and-ed with
//!    their own mask) and become in-bounds (`MaterializeTransferMask`); 1-D `create_mask`s
//!    become a comparison of a constant index vector (`VectorCreateMaskOpConversion`);
//! 3. in-bounds minor-identity transfers of rank <= 1 on unit-stride memrefs become
//!    `vector.load`/`vector.store`, or `vector.maskedload` (padding broadcast as the
//!    pass-through value) and `vector.maskedstore` when masked.
//!
//! ```mlir
//! %v = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<8xf32>
//! ```
//! becomes
//! ```mlir
//! %dim = memref.dim %m, %c0 : memref<?xf32>
//! %0 = arith.subi %dim, %i : index
//! %1 = arith.index_cast %0 : index to i64
//! %2 = vector.broadcast %1 : i64 to vector<8xi64>
//! %3 = arith.cmpi sgt, %2, %cst_0 : vector<8xi64>       // %cst_0 = dense<[0, ..., 7]>
//! %v = vector.maskedload %m[%i], %3, %cst : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
//! ```
//! Transfers the pass cannot lower (non-minor maps of 1-D vectors, strided innermost
//! dimensions, n-D masked ones) are left for `convert-vector-to-scf`, which turns them into
//! loops of scalar accesses.

use super::build::{
    bool_array, bool_array_of, int_type, map_of, vector_shape, vector_type, Builder,
};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{
    AffineExpr, AffineMap, Attribute, DenseData, Module, NamedAttr, OpId, TypeId, ValueId, DYNAMIC,
};
use crate::rewrite::{Pattern, PatternSet, Rewriter};
use crate::transforms::PassOptions;

/// The operands and attributes of a `vector.transfer_read` or `transfer_write`.
#[derive(Clone, Debug)]
pub struct Transfer {
    /// Whether it is a read.
    pub read: bool,
    /// The value written (writes).
    pub value: Option<ValueId>,
    /// The memref (or tensor) accessed.
    pub base: ValueId,
    /// The indices into `base`.
    pub indices: Vec<ValueId>,
    /// The padding value (reads).
    pub padding: Option<ValueId>,
    /// The mask operand.
    pub mask: Option<ValueId>,
    /// The permutation map (memref dimensions to vector dimensions).
    pub map: AffineMap,
    /// `in_bounds` per vector dimension.
    pub in_bounds: Vec<bool>,
    /// The vector type.
    pub vector_ty: TypeId,
}

impl Transfer {
    /// Reads a transfer op (`None` for other ops, or if malformed).
    pub fn of(m: &Module, op: OpId) -> Option<Transfer> {
        let kind = m.op(op).kind;
        let read = match kind {
            OpKind::VectorTransferRead => true,
            OpKind::VectorTransferWrite => false,
            _ => return None,
        };
        let seg: Vec<usize> = match m.attr(op, "operandSegmentSizes")? {
            Attribute::DenseArray { values, .. } => values.iter().map(|&v| v as usize).collect(),
            _ => return None,
        };
        let ops = m.op(op).operands.clone();
        let (value, base, indices, padding, mask);
        if read {
            base = ops[0];
            indices = ops[1..1 + seg[1]].to_vec();
            padding = Some(ops[1 + seg[1]]);
            mask = (seg[3] == 1).then(|| ops[2 + seg[1]]);
            value = None;
        } else {
            value = Some(ops[0]);
            base = ops[1];
            indices = ops[2..2 + seg[2]].to_vec();
            padding = None;
            mask = (seg[3] == 1).then(|| ops[2 + seg[2]]);
        }
        let vector_ty = if read {
            m.value_type(m.op(op).results[0])
        } else {
            m.value_type(ops[0])
        };
        let map = map_of(m, op, "permutation_map")?;
        let in_bounds = bool_array_of(m, op, "in_bounds")?;
        Some(Transfer {
            read,
            value,
            base,
            indices,
            padding,
            mask,
            map,
            in_bounds,
            vector_ty,
        })
    }

    /// The rank of the transferred vector.
    pub fn rank(&self) -> usize {
        self.map.results.len()
    }

    /// Whether some non-broadcast dimension may be out of bounds.
    pub fn has_out_of_bounds_dim(&self) -> bool {
        self.map
            .results
            .iter()
            .zip(&self.in_bounds)
            .any(|(e, &ib)| !ib && !matches!(e, AffineExpr::Const(0)))
    }

    /// Creates the op (a read returns its result).
    pub fn build(&self, b: &mut Builder<'_, '_>) -> Option<ValueId> {
        let map = Attribute::AffineMap(self.map.clone());
        let in_bounds = bool_array(b.m(), &self.in_bounds);
        let mask = self.mask.into_iter().collect::<Vec<_>>();
        let mut operands;
        let seg;
        if self.read {
            operands = vec![self.base];
            operands.extend(&self.indices);
            operands.push(self.padding.expect("a read has a padding value"));
            operands.extend(&mask);
            seg = [1, self.indices.len(), 1, mask.len()];
        } else {
            operands = vec![self.value.expect("a write has a value"), self.base];
            operands.extend(&self.indices);
            operands.extend(&mask);
            seg = [1, 1, self.indices.len(), mask.len()];
        }
        let seg = crate::dialects::segments(b.m(), &seg);
        let props = vec![
            NamedAttr::new("in_bounds", in_bounds),
            NamedAttr::new("operandSegmentSizes", seg),
            NamedAttr::new("permutation_map", map),
        ];
        if self.read {
            Some(b.op1(OpKind::VectorTransferRead, operands, self.vector_ty, props))
        } else {
            b.op0(OpKind::VectorTransferWrite, operands, props);
            None
        }
    }
}

/// `AffineMap::isMinorIdentityWithBroadcasting`: the results are the trailing dimensions in
/// order, or `0` (broadcast); the broadcast positions go to `broadcast`.
pub fn is_minor_identity_with_broadcasting(map: &AffineMap, broadcast: &mut Vec<usize>) -> bool {
    let n = map.results.len();
    if (map.num_dims as usize) < n {
        return false;
    }
    let lead = map.num_dims as usize - n;
    broadcast.clear();
    for (i, e) in map.results.iter().enumerate() {
        match e {
            AffineExpr::Const(0) => broadcast.push(i),
            AffineExpr::Dim(d) if *d as usize == lead + i => {}
            _ => return false,
        }
    }
    true
}

/// `AffineMap::isMinorIdentity`.
pub fn is_minor_identity(map: &AffineMap) -> bool {
    let mut b = Vec::new();
    is_minor_identity_with_broadcasting(map, &mut b) && b.is_empty()
}

/// `AffineMap::isPermutationOfMinorIdentityWithBroadcasting`: the permutation that makes the
/// map a minor identity with broadcasting.
fn permutation_of_minor_identity(map: &AffineMap) -> Option<Vec<usize>> {
    let (inputs, results) = (map.num_dims as usize, map.results.len());
    let projection_start = inputs.saturating_sub(results);
    let leading_broadcast = results.saturating_sub(inputs);
    let mut perm = vec![0usize; results];
    let mut found = vec![false; inputs.max(results)];
    let mut broadcast = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        match e {
            AffineExpr::Const(0) => broadcast.push(i),
            AffineExpr::Dim(d) => {
                let d = *d as usize;
                if d < projection_start {
                    return None;
                }
                let p = d - projection_start + leading_broadcast;
                perm[i] = p;
                found[p] = true;
            }
            _ => return None,
        }
    }
    let mut pos = 0;
    for d in broadcast {
        while pos < found.len() && found[pos] {
            pos += 1;
        }
        perm[d] = pos;
        pos += 1;
    }
    Some(perm)
}

fn is_identity_perm(perm: &[usize]) -> bool {
    perm.iter().enumerate().all(|(i, &p)| i == p)
}

/// `TransferReadPermutationLowering`.
struct TransferReadPermutationLowering;

impl Pattern for TransferReadPermutationLowering {
    fn name(&self) -> &'static str {
        "TransferReadPermutationLowering"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorTransferRead)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if super::is_masked(rw.m, op) {
            return false;
        }
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        if t.rank() == 0 {
            return false;
        }
        let Some(perm) = permutation_of_minor_identity(&t.map) else {
            return false;
        };
        if is_identity_perm(&perm) {
            return false;
        }
        let Some((shape, elem)) = vector_shape(rw.m, t.vector_ty) else {
            return false;
        };
        let n = perm.len();
        let mut inv = vec![0usize; n];
        for (i, &p) in perm.iter().enumerate() {
            inv[p] = i;
        }
        let mut new_shape = vec![0i64; n];
        let mut new_in_bounds = vec![false; n];
        for (i, &p) in perm.iter().enumerate() {
            new_shape[p] = shape[i];
            new_in_bounds[p] = t.in_bounds[i];
        }
        let results = (0..n).map(|j| t.map.results[inv[j]].clone()).collect();
        let mut new = t.clone();
        new.map = AffineMap {
            results,
            ..t.map.clone()
        };
        new.in_bounds = new_in_bounds;
        new.vector_ty = vector_type(rw.m, &new_shape, elem);
        let mut b = Builder::new(rw, op);
        let read = new.build(&mut b).expect("a read");
        let perm: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
        let tr = b.transpose(read, &perm);
        rw.replace_op(op, &[tr]);
        true
    }
}

/// `TransferWritePermutationLowering`.
struct TransferWritePermutationLowering;

impl Pattern for TransferWritePermutationLowering {
    fn name(&self) -> &'static str {
        "TransferWritePermutationLowering"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorTransferWrite)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if super::is_masked(rw.m, op) {
            return false;
        }
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        if t.rank() == 0 || is_minor_identity(&t.map) {
            return false;
        }
        let Some(perm) = permutation_of_minor_identity(&t.map) else {
            return false;
        };
        // compressUnusedDims, then its inverse: the positions of the used dims in order.
        let used: Vec<u32> = t
            .map
            .results
            .iter()
            .filter_map(|e| match e {
                AffineExpr::Dim(d) => Some(*d),
                _ => None,
            })
            .collect();
        if used.len() != t.rank() {
            return false;
        }
        let compressed: Vec<usize> = t
            .map
            .results
            .iter()
            .map(|e| match e {
                AffineExpr::Dim(d) => {
                    let mut s = used.clone();
                    s.sort_unstable();
                    s.iter().position(|x| x == d).unwrap_or(0)
                }
                _ => 0,
            })
            .collect();
        let mut indices = vec![0i64; compressed.len()];
        for (i, &c) in compressed.iter().enumerate() {
            indices[c] = i as i64;
        }
        let mut new_in_bounds = vec![false; perm.len()];
        for (i, &p) in perm.iter().enumerate() {
            new_in_bounds[p] = t.in_bounds[i];
        }
        let n = t.rank() as u32;
        let lead = t.map.num_dims - n;
        let mut new = t.clone();
        new.map = AffineMap {
            num_dims: t.map.num_dims,
            num_syms: 0,
            results: (0..n).map(|i| AffineExpr::Dim(lead + i)).collect(),
        };
        new.in_bounds = new_in_bounds;
        let mut b = Builder::new(rw, op);
        let v = b.transpose(t.value.expect("a write"), &indices);
        new.value = Some(v);
        new.vector_ty = b.ty(v);
        new.build(&mut b);
        rw.erase_op(op);
        true
    }
}

/// `TransferWriteNonPermutationLowering`: a write whose map skips memref dimensions after its
/// outermost one (a column, `(d0, d1) -> (d0)`) writes a vector with unit dimensions added in
/// front (`vector.broadcast`) through a map that names the skipped dimensions first.
struct TransferWriteNonPermutationLowering;

impl Pattern for TransferWriteNonPermutationLowering {
    fn name(&self) -> &'static str {
        "TransferWriteNonPermutationLowering"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorTransferWrite)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if super::is_masked(rw.m, op) {
            return false;
        }
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        if t.rank() == 0 || t.mask.is_some() || permutation_of_minor_identity(&t.map).is_some() {
            return false;
        }
        let mut found = vec![false; t.map.num_dims as usize];
        for e in &t.map.results {
            match e {
                AffineExpr::Dim(d) => found[*d as usize] = true,
                _ => return false,
            }
        }
        let first = found.iter().position(|&f| f).unwrap_or(found.len());
        let missing: Vec<u32> = (first..found.len())
            .filter(|&i| !found[i])
            .map(|i| i as u32)
            .collect();
        let Some((shape, elem)) = vector_shape(rw.m, t.vector_ty) else {
            return false;
        };
        let mut new_shape = vec![1i64; missing.len()];
        new_shape.extend(&shape);
        let new_ty = vector_type(rw.m, &new_shape, elem);
        let mut results: Vec<AffineExpr> = missing.iter().map(|&d| AffineExpr::Dim(d)).collect();
        results.extend(t.map.results.iter().cloned());
        let mut in_bounds = vec![true; missing.len()];
        in_bounds.extend(&t.in_bounds);
        let mut b = Builder::new(rw, op);
        let v = b.broadcast(t.value.expect("a write"), new_ty);
        let mut new = t.clone();
        new.value = Some(v);
        new.vector_ty = new_ty;
        new.map = AffineMap {
            results,
            ..t.map.clone()
        };
        new.in_bounds = in_bounds;
        new.build(&mut b);
        rw.erase_op(op);
        true
    }
}

/// `TransferOpReduceRank`: leading broadcast dimensions of a read become a `vector.broadcast`
/// of a lower-rank read.
struct TransferOpReduceRank;

impl Pattern for TransferOpReduceRank {
    fn name(&self) -> &'static str {
        "TransferOpReduceRank"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorTransferRead)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if super::is_masked(rw.m, op) {
            return false;
        }
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        if t.rank() == 0 {
            return false;
        }
        let lead = t
            .map
            .results
            .iter()
            .take_while(|e| matches!(e, AffineExpr::Const(0)))
            .count();
        if lead == 0 {
            return false;
        }
        let keep = t.rank() - lead;
        let new_map = AffineMap {
            results: t.map.results[lead..].to_vec(),
            ..t.map.clone()
        };
        let mut bc = Vec::new();
        if !is_minor_identity_with_broadcasting(&new_map, &mut bc) {
            return false;
        }
        let Some((shape, elem)) = vector_shape(rw.m, t.vector_ty) else {
            return false;
        };
        let mut new = t.clone();
        new.map = new_map;
        new.in_bounds = t.in_bounds[t.rank() - keep..].to_vec();
        new.vector_ty = vector_type(rw.m, &shape[lead..], elem);
        let mut b = Builder::new(rw, op);
        let read = new.build(&mut b).expect("a read");
        let bcast = b.broadcast(read, t.vector_ty);
        rw.replace_op(op, &[bcast]);
        true
    }
}

/// `createOrFoldDimOp`: the size of dimension `d` of `base` (a constant if static).
fn dim_of(b: &mut Builder<'_, '_>, base: ValueId, d: usize) -> ValueId {
    let size =
        b.rw.m
            .ty(b.ty(base))
            .shape()
            .and_then(|s| s.get(d).copied());
    match size {
        Some(n) if n != DYNAMIC => b.index(n),
        _ => {
            let c = b.index(d as i64);
            let it = super::build::index_type(b.m());
            b.op1(OpKind::Dim, vec![base, c], it, vec![])
        }
    }
}

/// `MaterializeTransferMask`: an out-of-bounds 1-D transfer gets an explicit mask.
struct MaterializeTransferMask;

impl Pattern for MaterializeTransferMask {
    fn name(&self) -> &'static str {
        "MaterializeTransferMask"
    }
    fn root(&self) -> Option<OpKind> {
        None
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        if super::is_masked(rw.m, op) || !t.has_out_of_bounds_dim() {
            return false;
        }
        if t.rank() > 1 || t.indices.is_empty() || !is_minor_identity(&t.map) {
            return false;
        }
        let Some((shape, _)) = vector_shape(rw.m, t.vector_ty) else {
            return false;
        };
        let last = t.indices.len() - 1;
        let mut b = Builder::new(rw, op);
        let dim = dim_of(&mut b, t.base, last);
        let off = t.indices[last];
        let bound = b.binary(OpKind::SubI, dim, off);
        let i1 = int_type(b.m(), 1);
        let mask_ty = vector_type(b.m(), &shape, i1);
        let mut mask = b.op1(OpKind::VectorCreateMask, vec![bound], mask_ty, vec![]);
        if let Some(m0) = t.mask {
            mask = b.binary(OpKind::AndI, mask, m0);
        }
        let mut new = t.clone();
        new.mask = Some(mask);
        new.in_bounds = vec![true];
        match new.build(&mut b) {
            Some(v) => rw.replace_op(op, &[v]),
            None => rw.erase_op(op),
        }
        true
    }
}

/// `VectorCreateMaskOpConversion`: a 0-D or 1-D `vector.create_mask %n` becomes
/// `arith.cmpi slt, [0, 1, ...], broadcast(%n)` on 32-bit or 64-bit indices.
struct VectorCreateMaskOpConversion {
    force_32bit: bool,
}

impl Pattern for VectorCreateMaskOpConversion {
    fn name(&self) -> &'static str {
        "VectorCreateMaskOpConversion"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorCreateMask)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ty = rw.m.value_type(rw.m.op(op).results[0]);
        let Some((shape, _)) = vector_shape(rw.m, ty) else {
            return false;
        };
        if shape.len() > 1 || rw.m.op(op).operands.len() != 1 {
            return false;
        }
        let n = rw.m.op(op).operands[0];
        let dim = shape.first().copied().unwrap_or(0);
        let mut b = Builder::new(rw, op);
        let idx = int_type(b.m(), if self.force_32bit { 32 } else { 64 });
        let vshape: Vec<i64> = if shape.is_empty() { vec![] } else { vec![dim] };
        let vty = vector_type(b.m(), &vshape, idx);
        let values: Vec<Attribute> = (0..dim.max(1))
            .map(|i| Attribute::Integer {
                value: i as i128,
                ty: idx,
            })
            .collect();
        let indices = b.constant(
            Attribute::Dense {
                ty: vty,
                data: DenseData::from_elements(values),
            },
            vty,
        );
        let bound = b.op1(OpKind::IndexCast, vec![n], idx, vec![]);
        let bounds = b.broadcast(bound, vty);
        let cmp = b.cmpi(super::build::pred::SLT, indices, bounds);
        rw.replace_op(op, &[cmp]);
        true
    }
}

/// `TransferReadToVectorLoadLowering`.
struct TransferReadToVectorLoadLowering;

impl Pattern for TransferReadToVectorLoadLowering {
    fn name(&self) -> &'static str {
        "TransferReadToVectorLoadLowering"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorTransferRead)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if super::is_masked(rw.m, op) {
            return false;
        }
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        if t.rank() > 1 || t.has_out_of_bounds_dim() {
            return false;
        }
        let mut bcast = Vec::new();
        if !is_minor_identity_with_broadcasting(&t.map, &mut bcast) {
            return false;
        }
        let base_ty = rw.m.value_type(t.base);
        if !super::build::last_dim_unit_stride(rw.m, base_ty) {
            return false;
        }
        let Some((shape, elem)) = vector_shape(rw.m, t.vector_ty) else {
            return false;
        };
        if rw.m.ty(base_ty).element_type() != Some(elem) {
            return false;
        }
        let mut load_shape = shape.clone();
        for &i in &bcast {
            load_shape[i] = 1;
        }
        let load_ty = vector_type(rw.m, &load_shape, elem);
        let mut b = Builder::new(rw, op);
        let mut operands = vec![t.base];
        operands.extend(&t.indices);
        let mut v = match t.mask {
            Some(mask) => {
                let fill = b.broadcast(t.padding.expect("a read"), load_ty);
                operands.push(mask);
                operands.push(fill);
                b.op1(OpKind::VectorMaskedLoad, operands, load_ty, vec![])
            }
            None => b.op1(OpKind::VectorLoad, operands, load_ty, vec![]),
        };
        if !bcast.is_empty() {
            v = b.broadcast(v, t.vector_ty);
        }
        rw.replace_op(op, &[v]);
        true
    }
}

/// `TransferWriteToVectorStoreLowering`.
struct TransferWriteToVectorStoreLowering;

impl Pattern for TransferWriteToVectorStoreLowering {
    fn name(&self) -> &'static str {
        "TransferWriteToVectorStoreLowering"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorTransferWrite)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if super::is_masked(rw.m, op) {
            return false;
        }
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        if t.rank() > 1 || t.has_out_of_bounds_dim() || !is_minor_identity(&t.map) {
            return false;
        }
        let base_ty = rw.m.value_type(t.base);
        if !super::build::last_dim_unit_stride(rw.m, base_ty) {
            return false;
        }
        let Some((_, elem)) = vector_shape(rw.m, t.vector_ty) else {
            return false;
        };
        if rw.m.ty(base_ty).element_type() != Some(elem) {
            return false;
        }
        let value = t.value.expect("a write");
        let mut b = Builder::new(rw, op);
        match t.mask {
            Some(mask) => {
                let mut operands = vec![t.base];
                operands.extend(&t.indices);
                operands.push(mask);
                operands.push(value);
                b.op0(OpKind::VectorMaskedStore, operands, vec![]);
            }
            None => {
                let mut operands = vec![value, t.base];
                operands.extend(&t.indices);
                b.op0(OpKind::VectorStore, operands, vec![]);
            }
        }
        rw.erase_op(op);
        true
    }
}

/// MLIR's `populateVectorTransferPermutationMapLoweringPatterns` (also the first step of
/// `convert-vector-to-scf`).
pub fn permutation_patterns() -> Vec<Box<dyn Pattern>> {
    vec![
        Box::new(TransferReadPermutationLowering),
        Box::new(TransferWritePermutationLowering),
        Box::new(TransferOpReduceRank),
        Box::new(TransferWriteNonPermutationLowering),
    ]
}

/// The pattern set of the pass.
pub fn patterns(force_32bit: bool) -> PatternSet<'static> {
    let mut p = permutation_patterns();
    p.push(Box::new(VectorCreateMaskOpConversion { force_32bit }));
    p.push(Box::new(MaterializeTransferMask));
    p.push(Box::new(TransferReadToVectorLoadLowering));
    p.push(Box::new(TransferWriteToVectorStoreLowering));
    PatternSet::new(p)
}

/// Parses `force-32bit-vector-indices`.
pub fn parse_options(opts: &PassOptions) -> Result<bool, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(opts, "lower-vector-transfer", Wording::Mlir);
    let f = r.flag("force-32bit-vector-indices", false);
    r.finish()?;
    Ok(f)
}

/// Runs `lower-vector-transfer` over the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let f = parse_options(opts)?;
    super::build::apply_to_functions(m, &patterns(f));
    Ok(())
}

/// Runs `lower-vector-transfer` on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let f = parse_options(opts)?;
    super::build::apply_to_function(m, func, &patterns(f));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(num_dims: u32, results: Vec<AffineExpr>) -> AffineMap {
        AffineMap {
            num_dims,
            num_syms: 0,
            results,
        }
    }

    #[test]
    fn minor_identity_with_broadcasting() {
        let mut b = Vec::new();
        let m = map(3, vec![AffineExpr::Const(0), AffineExpr::Dim(2)]);
        assert!(is_minor_identity_with_broadcasting(&m, &mut b));
        assert_eq!(b, vec![0]);
        assert!(!is_minor_identity(&m));
        assert!(!is_minor_identity(&map(2, vec![AffineExpr::Dim(0)])));
        assert!(is_minor_identity(&map(2, vec![AffineExpr::Dim(1)])));
    }

    #[test]
    fn permutations_of_minor_identity() {
        let m = map(3, vec![AffineExpr::Dim(2), AffineExpr::Dim(1)]);
        assert_eq!(permutation_of_minor_identity(&m), Some(vec![1, 0]));
        let m = map(3, vec![AffineExpr::Dim(0), AffineExpr::Dim(2)]);
        assert_eq!(permutation_of_minor_identity(&m), None);
        let m = map(2, vec![AffineExpr::Dim(1), AffineExpr::Const(0)]);
        assert_eq!(permutation_of_minor_identity(&m), Some(vec![1, 0]));
    }
}
