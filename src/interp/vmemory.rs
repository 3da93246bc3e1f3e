//! The `vector` ops that access memory: `load`/`store` (a vector's dimensions along the
//! memref's trailing ones), `maskedload`/`maskedstore`, `gather`/`scatter` (offsets along the
//! innermost dimension), `expandload`/`compressstore`, and `transfer_read`/`transfer_write`
//! (permutation maps with broadcast dimensions, padding, `in_bounds`, masks, 0-D).
//!
//! Every lane that is accessed is bounds-checked against the view as `memref.load` is (a
//! runtime error otherwise). Lanes that are not accessed are never checked: masked-off lanes,
//! and the out-of-bounds lanes of a transfer dimension not marked `in_bounds` (they read the
//! padding and are skipped by writes), as MLIR defines.

use super::value::{delinearize, Desc, Val, Vector};
use super::{op_error, Frame, IResult, Interp};
use crate::dialects::OpKind;
use crate::ir::{AffineExpr, Attribute, OpId};

/// The element `off` elements after `idx` in `d`: along the innermost dimension, or, in a
/// row-major contiguous view, across rows as MLIR's lowering (a linear offset from the
/// indexed element) reaches them. The result is bounds-checked by the access.
fn gathered_index(d: &Desc, idx: &[i64], off: i64) -> Vec<i64> {
    let mut at = idx.to_vec();
    let Some(last) = at.last_mut() else {
        return at;
    };
    *last += off;
    let inside = *last >= 0 && *last < d.sizes[d.rank() - 1];
    if inside || d.strides != Desc::identity_strides(&d.sizes) {
        return at;
    }
    let st = Desc::identity_strides(&d.sizes);
    let lin: i64 = idx.iter().zip(&st).map(|(i, s)| i * s).sum::<i64>() + off;
    if lin < 0 || lin >= d.num_elements() {
        return at;
    }
    delinearize(lin, &d.sizes)
}

/// Where the lanes of a transfer go: for each vector dimension, the memref dimension it
/// moves along (`None` for a broadcast dimension).
struct Transfer {
    dims: Vec<Option<usize>>,
    in_bounds: Vec<bool>,
}

impl Transfer {
    /// The shape a mask of a transfer of `shape` has: the vector dimensions that move along
    /// a memref dimension, in memref dimension order.
    fn mask_shape(&self, shape: &[i64]) -> Vec<i64> {
        let mut order: Vec<(usize, i64)> = self
            .dims
            .iter()
            .zip(shape)
            .filter_map(|(d, &n)| d.map(|j| (j, n)))
            .collect();
        order.sort();
        order.into_iter().map(|(_, n)| n).collect()
    }
}

impl Interp<'_> {
    /// Checks a transfer's mask against the shape [`Transfer::mask_shape`] gives.
    fn check_transfer_mask(
        &self,
        op: OpId,
        t: &Transfer,
        mask: Option<&Vector>,
        shape: &[i64],
    ) -> IResult<()> {
        match mask {
            Some(m) if m.shape != t.mask_shape(shape) => {
                Err(op_error(self.m, op, "has a mask of the wrong shape"))
            }
            _ => Ok(()),
        }
    }

    fn mem_operand(&self, f: &Frame, op: OpId, i: usize) -> IResult<Desc> {
        match self.operand(f, op, i)? {
            Val::Mem(d) => Ok(d),
            _ => Err(op_error(self.m, op, "expects a ranked memref operand")),
        }
    }

    fn indices(&self, f: &Frame, op: OpId, from: usize, n: usize) -> IResult<Vec<i64>> {
        let ops = self
            .m
            .op(op)
            .operands
            .get(from..from + n)
            .ok_or_else(|| op_error(self.m, op, "has too few indices"))?;
        Ok(self.get_all(f, ops, op)?.iter().map(Val::index).collect())
    }

    /// Every `vector` memory op.
    pub fn vector_memory(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        use OpKind as K;
        let kind = self.m.op(op).kind;
        match kind {
            K::VectorTransferRead => self.transfer_read(f, op),
            K::VectorTransferWrite => self.transfer_write(f, op),
            K::VectorGather | K::VectorScatter => self.gather_scatter(f, op),
            _ => self.contiguous(f, op),
        }
    }

    /// `load`, `store`, `maskedload`, `maskedstore`, `expandload`, `compressstore`: lanes
    /// at consecutive positions along the memref's trailing dimensions from the indices.
    fn contiguous(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        use OpKind as K;
        let kind = self.m.op(op).kind;
        let stores = matches!(
            kind,
            K::VectorStore | K::VectorMaskedStore | K::VectorCompressStore
        );
        let base = if kind == K::VectorStore { 1 } else { 0 };
        let d = self.mem_operand(f, op, base)?;
        let idx = self.indices(f, op, base + 1, d.rank())?;
        let after = base + 1 + d.rank();
        let mask = match kind {
            K::VectorLoad | K::VectorStore => None,
            _ => Some(self.vec_operand(f, op, after)?),
        };
        let (shape, value) = match kind {
            K::VectorStore => {
                let v = self.vec_operand(f, op, 0)?;
                (v.shape.clone(), Some(v))
            }
            K::VectorLoad => (self.result_shape(op, 0), None),
            _ => {
                let v = self.vec_operand(f, op, after + 1)?;
                (v.shape.clone(), Some(v))
            }
        };
        self.check_mask(op, mask.as_ref(), shape.iter().product::<i64>() as usize)?;
        if let Some(v) = &value {
            self.check_mask(op, Some(v), shape.iter().product::<i64>() as usize)?;
        }
        let compress = matches!(kind, K::VectorExpandLoad | K::VectorCompressStore);
        let lead = d.rank() - shape.len().min(d.rank());
        let n = shape.iter().product::<i64>();
        let mut out = Vec::with_capacity(n as usize);
        let mut next = 0i64;
        for k in 0..n {
            let on = mask.as_ref().is_none_or(|m| m.elems[k as usize].truth());
            let lane = if compress {
                delinearize(next, &shape)
            } else {
                delinearize(k, &shape)
            };
            let mut at = idx.clone();
            for (j, &l) in lane.iter().enumerate() {
                if let Some(a) = at.get_mut(lead + j) {
                    *a += l;
                }
            }
            match (stores, on) {
                (false, true) => out.push(self.read_element(op, &d, &at)?),
                (false, false) => out.push(
                    value
                        .as_ref()
                        .map_or(Val::Int(0), |v| v.elems[k as usize].clone()),
                ),
                (true, true) => {
                    let v = value
                        .as_ref()
                        .map(|v| v.elems[k as usize].clone())
                        .unwrap_or(Val::Int(0));
                    self.write_element(op, &d, &at, &v)?;
                }
                (true, false) => {}
            }
            if on {
                next += 1;
            }
        }
        if !stores {
            self.set_vector(f, op, 0, out);
        }
        Ok(())
    }

    /// `gather` and `scatter`: lane `k` at the indices with `index_vec[k]` added to the
    /// innermost one ([`gathered_index`]).
    fn gather_scatter(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let d = self.mem_operand(f, op, 0)?;
        let idx = self.indices(f, op, 1, d.rank())?;
        let after = 1 + d.rank();
        let offs = self.vec_operand(f, op, after)?;
        let mut mask = self.vec_operand(f, op, after + 1)?;
        if let Some(outer) = self.take_mask() {
            for (a, b) in mask.elems.iter_mut().zip(outer.elems) {
                *a = Val::Int((a.truth() && b.truth()) as u64);
            }
        }
        let other = self.vec_operand(f, op, after + 2)?;
        self.check_mask(op, Some(&mask), offs.elems.len())?;
        self.check_mask(op, Some(&other), offs.elems.len())?;
        let scatter = self.m.op(op).kind == OpKind::VectorScatter;
        let mut out = Vec::with_capacity(offs.elems.len());
        for (k, o) in offs.elems.iter().enumerate() {
            let on = mask.elems[k].truth();
            let bits = self.scalar_of(self.m.op(op).operands[after], op)?.bits();
            let at = gathered_index(&d, &idx, super::value::sext(o.bits(), bits));
            match (scatter, on) {
                (false, true) => out.push(self.read_element(op, &d, &at)?),
                (false, false) => out.push(other.elems[k].clone()),
                (true, true) => self.write_element(op, &d, &at, &other.elems[k])?,
                (true, false) => {}
            }
        }
        if !scatter {
            self.set_vector(f, op, 0, out);
        }
        Ok(())
    }

    /// The permutation map and `in_bounds` of a transfer op.
    fn transfer(&self, op: OpId, rank: usize) -> IResult<Transfer> {
        let m = self.m;
        let map = match m.attr(op, "permutation_map") {
            Some(Attribute::AffineMap(map)) => map.clone(),
            _ => return Err(op_error(m, op, "has no permutation map")),
        };
        let dims = map
            .results
            .iter()
            .map(|e| match e {
                AffineExpr::Dim(d) if (*d as usize) < rank => Ok(Some(*d as usize)),
                AffineExpr::Const(0) => Ok(None),
                _ => Err(op_error(m, op, "has an unsupported permutation map")),
            })
            .collect::<IResult<Vec<_>>>()?;
        let in_bounds = match m.attr(op, "in_bounds") {
            Some(Attribute::Array(a)) => a
                .iter()
                .map(|x| matches!(x, Attribute::Integer { value, .. } if *value != 0))
                .collect(),
            _ => vec![false; dims.len()],
        };
        Ok(Transfer { dims, in_bounds })
    }

    /// The memref position of lane `lane` of a transfer from `idx`, or `None` when the lane
    /// is outside a dimension not marked `in_bounds` (or masked off by `mask`, indexed by the
    /// transferred memref dimensions in order).
    fn transfer_lane(
        &self,
        t: &Transfer,
        d: &Desc,
        idx: &[i64],
        lane: &[i64],
        mask: Option<&Vector>,
    ) -> Option<Vec<i64>> {
        let mut at = idx.to_vec();
        for (i, dim) in t.dims.iter().enumerate() {
            if let Some(j) = *dim {
                at[j] += lane[i];
                let inside = at[j] >= 0 && at[j] < d.sizes[j];
                if !inside && !t.in_bounds.get(i).copied().unwrap_or(false) {
                    return None;
                }
            }
        }
        if let Some(mask) = mask {
            // The mask's dimensions are the transferred memref dimensions, in memref order.
            let mut order: Vec<(usize, usize)> = t
                .dims
                .iter()
                .enumerate()
                .filter_map(|(i, d)| d.map(|j| (j, i)))
                .collect();
            order.sort();
            let midx: Vec<i64> = order.iter().map(|&(_, i)| lane[i]).collect();
            if !mask.elems[mask.linear(&midx)].truth() {
                return None;
            }
        }
        Some(at)
    }

    /// `vector.transfer_read`: operands base, indices, padding, optional mask.
    fn transfer_read(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let d = self.mem_operand(f, op, 0)?;
        let idx = self.indices(f, op, 1, d.rank())?;
        let pad = self.operand(f, op, 1 + d.rank())?;
        let mut mask = match self.m.op(op).operands.get(2 + d.rank()) {
            Some(&mv) => Some(self.get(f, mv, op)?),
            None => None,
        }
        .and_then(|v| v.vector().cloned());
        if let Some(outer) = self.take_mask() {
            mask = Some(outer);
        }
        let t = self.transfer(op, d.rank())?;
        let shape = self.result_shape(op, 0);
        self.check_transfer_mask(op, &t, mask.as_ref(), &shape)?;
        let n = shape.iter().product::<i64>();
        let mut out = Vec::with_capacity(n as usize);
        for k in 0..n {
            let lane = delinearize(k, &shape);
            out.push(
                match self.transfer_lane(&t, &d, &idx, &lane, mask.as_ref()) {
                    Some(at) => self.read_element(op, &d, &at)?,
                    None => pad.clone(),
                },
            );
        }
        self.set_vector(f, op, 0, out);
        Ok(())
    }

    /// `vector.transfer_write` to a memref: operands value, base, indices, optional mask.
    fn transfer_write(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let v = self.vec_operand(f, op, 0)?;
        let d = match self.operand(f, op, 1)? {
            Val::Mem(d) => d,
            _ => {
                return Err(op_error(
                    self.m,
                    op,
                    "on a tensor is not supported (bufferize first)",
                ))
            }
        };
        let idx = self.indices(f, op, 2, d.rank())?;
        let mut mask = match self.m.op(op).operands.get(2 + d.rank()) {
            Some(&mv) => Some(self.get(f, mv, op)?),
            None => None,
        }
        .and_then(|v| v.vector().cloned());
        if let Some(outer) = self.take_mask() {
            mask = Some(outer);
        }
        let t = self.transfer(op, d.rank())?;
        self.check_transfer_mask(op, &t, mask.as_ref(), &v.shape)?;
        for (k, e) in v.elems.iter().enumerate() {
            let lane = delinearize(k as i64, &v.shape);
            if let Some(at) = self.transfer_lane(&t, &d, &idx, &lane, mask.as_ref()) {
                self.write_element(op, &d, &at, e)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codegen::types::Scalar;

    #[test]
    fn gathers_cross_rows_of_contiguous_views_only() {
        let mut d = Desc {
            alloc: 0,
            aligned: 0,
            offset: 0,
            sizes: vec![2, 3],
            strides: vec![3, 1],
            elem: Scalar::F32,
        };
        assert_eq!(gathered_index(&d, &[0, 1], 1), vec![0, 2]);
        assert_eq!(gathered_index(&d, &[0, 1], 3), vec![1, 1]);
        // Past the end stays out of bounds (for the access to report).
        assert_eq!(gathered_index(&d, &[1, 1], 5), vec![1, 6]);
        d.strides = vec![4, 1];
        assert_eq!(gathered_index(&d, &[0, 1], 3), vec![0, 4]);
    }
}
