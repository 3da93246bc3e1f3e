//! The `vector` ops that work on values in registers: broadcast, element and slice
//! extraction and insertion, shuffles, interleaving, transposition, shape and bit casts,
//! masks, `step`, `fma`, element lists, and the dispatch of every `vector` op (memory ops in
//! [`super::vmemory`], reductions and contractions in [`super::vreduce`], printing in
//! [`super::vprint`], `vector.mask` regions here). Semantics are MLIR 22's; where MLIR yields
//! poison (a `-1` shuffle index or static position) the interpreter yields zero, and a
//! dynamic position out of range stops the run as an out-of-bounds access.

use super::value::{delinearize, Val, Vector};
use super::{op_error, Fault, Frame, IResult, Interp};
use crate::codegen::types::Scalar;
use crate::dialects::OpKind;
use crate::ir::{Attribute, OpId, TypeData, TypeId, ValueId};
use crate::semantics::dense_list;

/// MLIR's marker for a dynamic entry of a static position list (`ShapedType::kDynamic`).
const DYNAMIC_POS: i64 = i64::MIN;

/// The zero of a scalar type (what the interpreter gives for poison lanes).
pub fn zero(s: Scalar) -> Val {
    match s {
        Scalar::F32 => Val::F32(0.0),
        Scalar::F64 => Val::F64(0.0),
        _ => Val::Int(0),
    }
}

/// The integer values of an array attribute (`[1, 2]`) or dense array (`array<i64: 1, 2>`).
pub fn int_list(m: &crate::ir::Module, op: OpId, name: &str) -> Vec<i64> {
    match m.attr(op, name) {
        Some(Attribute::Array(items)) => items
            .iter()
            .map(|a| match a {
                Attribute::Integer { value, .. } => *value as i64,
                _ => 0,
            })
            .collect(),
        _ => dense_list(m, op, name),
    }
}

impl Interp<'_> {
    /// The shape of a vector type (empty for scalars and 0-D vectors).
    pub fn shape_of(&self, t: TypeId) -> Vec<i64> {
        match self.m.ty(t) {
            TypeData::Vector { shape, .. } => shape.clone(),
            _ => vec![],
        }
    }

    /// The shape of result `i` of `op`.
    pub fn result_shape(&self, op: OpId, i: usize) -> Vec<i64> {
        self.shape_of(self.m.value_type(self.m.op(op).results[i]))
    }

    /// True if `v`'s type is a vector type (0-D included).
    pub fn is_vector(&self, v: ValueId) -> bool {
        matches!(self.m.ty(self.m.value_type(v)), TypeData::Vector { .. })
    }

    /// Operand `i` of `op` as a vector.
    pub fn vec_operand(&self, f: &Frame, op: OpId, i: usize) -> IResult<Vector> {
        match self.operand(f, op, i)? {
            Val::Vector(v) => Ok(v),
            _ => Err(op_error(self.m, op, "expects a vector operand")),
        }
    }

    /// Sets result `i` of `op` to `elems` shaped as the result type (a scalar result type
    /// takes the single element).
    pub fn set_vector(&self, f: &mut Frame, op: OpId, i: usize, elems: Vec<Val>) {
        let r = self.m.op(op).results[i];
        let v = if self.is_vector(r) {
            Val::Vector(Vector::new(self.shape_of(self.m.value_type(r)), elems))
        } else {
            elems.into_iter().next().unwrap_or(Val::Int(0))
        };
        self.set(f, r, v);
    }

    /// Every `vector` op.
    pub fn vector(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        use OpKind as K;
        match self.m.op(op).kind {
            K::VectorBroadcast => self.broadcast(f, op),
            K::VectorExtract => self.extract(f, op),
            K::VectorInsert => self.insert(f, op),
            K::VectorExtractStridedSlice => self.extract_strided_slice(f, op),
            K::VectorInsertStridedSlice => self.insert_strided_slice(f, op),
            K::VectorShuffle => self.shuffle(f, op),
            K::VectorInterleave => self.interleave(f, op),
            K::VectorDeinterleave => self.deinterleave(f, op),
            K::VectorTranspose => self.transpose_vec(f, op),
            K::VectorBitcast => self.bitcast_vec(f, op),
            K::VectorShapeCast
            | K::VectorFma
            | K::VectorFromElements
            | K::VectorToElements
            | K::VectorStep
            | K::VectorVScale
            | K::VectorCreateMask
            | K::VectorConstantMask => self.lane_list_op(f, op),
            K::VectorMask => self.mask_op(f, op),
            K::VectorPrint => self.print_op(f, op),
            K::VectorReduction => self.reduction(f, op),
            K::VectorMultiReduction => self.multi_reduction(f, op),
            K::VectorScan => self.scan(f, op),
            K::VectorContract => self.contract(f, op),
            K::VectorOuterProduct => self.outerproduct(f, op),
            K::VectorLoad
            | K::VectorStore
            | K::VectorMaskedLoad
            | K::VectorMaskedStore
            | K::VectorGather
            | K::VectorScatter
            | K::VectorExpandLoad
            | K::VectorCompressStore
            | K::VectorTransferRead
            | K::VectorTransferWrite => self.vector_memory(f, op),
            _ => Err(Fault::Unsupported(crate::codegen::function::unsupported(
                self.m, op,
            ))),
        }
    }

    /// The ops that make or take apart a list of lanes: `shape_cast`, `fma`,
    /// `from_elements`, `to_elements`, `step`, `vscale` (1: no scalable vectors),
    /// `create_mask`, `constant_mask`.
    fn lane_list_op(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        use OpKind as K;
        match self.m.op(op).kind {
            K::VectorShapeCast => {
                let v = self.vec_operand(f, op, 0)?;
                self.set_vector(f, op, 0, v.elems);
                Ok(())
            }
            K::VectorFma => {
                let args = self.get_all(f, &self.m.op(op).operands, op)?;
                let r = super::arith::elementwise(&args, 1, |a| Ok(vec![fma(a)]))?;
                self.set_result(f, op, 0, r.into_iter().next().unwrap_or(Val::Int(0)));
                Ok(())
            }
            K::VectorFromElements => {
                let elems = self.get_all(f, &self.m.op(op).operands, op)?;
                self.set_vector(f, op, 0, elems);
                Ok(())
            }
            K::VectorToElements => {
                let v = self.vec_operand(f, op, 0)?;
                for (i, e) in v.elems.into_iter().enumerate() {
                    self.set_result(f, op, i, e);
                }
                Ok(())
            }
            K::VectorStep => {
                let n = self.result_shape(op, 0).first().copied().unwrap_or(0);
                self.set_vector(f, op, 0, (0..n as u64).map(Val::Int).collect());
                Ok(())
            }
            K::VectorVScale => {
                self.set_result(f, op, 0, Val::Int(1));
                Ok(())
            }
            K::VectorCreateMask => {
                let bounds: Vec<i64> = self
                    .get_all(f, &self.m.op(op).operands, op)?
                    .iter()
                    .map(Val::index)
                    .collect();
                let shape = self.result_shape(op, 0);
                self.set_vector(f, op, 0, mask_elems(&shape, &bounds));
                Ok(())
            }
            K::VectorConstantMask => {
                let bounds = dense_list(self.m, op, "mask_dim_sizes");
                let shape = self.result_shape(op, 0);
                self.set_vector(f, op, 0, mask_elems(&shape, &bounds));
                Ok(())
            }
            _ => Err(Fault::Unsupported(crate::codegen::function::unsupported(
                self.m, op,
            ))),
        }
    }

    /// `vector.broadcast`: a scalar to every lane, or a vector to a shape whose trailing
    /// dimensions it matches (unit dimensions stretched).
    fn broadcast(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let src = self.operand(f, op, 0)?;
        let shape = self.result_shape(op, 0);
        let elems = match src {
            Val::Vector(v) => {
                let lead = shape.len() - v.shape.len();
                let n = shape.iter().product::<i64>();
                (0..n)
                    .map(|k| {
                        let idx = delinearize(k, &shape);
                        let sidx: Vec<i64> = idx[lead..]
                            .iter()
                            .zip(&v.shape)
                            .map(|(&i, &s)| if s == 1 { 0 } else { i })
                            .collect();
                        v.elems[v.linear(&sidx)].clone()
                    })
                    .collect()
            }
            s => vec![s; shape.iter().product::<i64>() as usize],
        };
        self.set_vector(f, op, 0, elems);
        Ok(())
    }

    /// The position of `vector.extract`/`insert`: static entries with dynamic ones from the
    /// operands after `first`; checked against `shape` (`None` for a poison position).
    fn position(
        &self,
        f: &Frame,
        op: OpId,
        first: usize,
        shape: &[i64],
    ) -> IResult<Option<Vec<i64>>> {
        let stat = dense_list(self.m, op, "static_position");
        let mut dynv = self.m.op(op).operands[first..].iter();
        let mut pos = Vec::with_capacity(stat.len());
        for (d, &s) in stat.iter().enumerate() {
            let p = if s == DYNAMIC_POS {
                let v = dynv
                    .next()
                    .ok_or_else(|| op_error(self.m, op, "has too few dynamic positions"))?;
                let p = self.get(f, *v, op)?.index();
                if p < 0 || p >= shape[d] {
                    return Err(self.trap(
                        op,
                        format!(
                            "out-of-bounds access: index {p} of dimension {d} is outside [0, {})",
                            shape[d]
                        ),
                    ));
                }
                p
            } else {
                s
            };
            if p < 0 {
                return Ok(None);
            }
            pos.push(p);
        }
        Ok(Some(pos))
    }

    /// `vector.extract`: an element or a sub-vector at a position.
    fn extract(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let v = self.vec_operand(f, op, 0)?;
        let pos = self.position(f, op, 1, &v.shape)?;
        let chunk = v.shape[pos.as_ref().map_or(0, Vec::len)..]
            .iter()
            .product::<i64>() as usize;
        let elems = match pos {
            Some(pos) => {
                let start = prefix_offset(&v.shape, &pos);
                v.elems[start..start + chunk].to_vec()
            }
            None => vec![zero_like(&v.elems[0]); chunk],
        };
        self.set_vector(f, op, 0, elems);
        Ok(())
    }

    /// `vector.insert`: a value stored at a position of a copy of the destination.
    fn insert(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let src = self.operand(f, op, 0)?;
        let mut dst = self.vec_operand(f, op, 1)?;
        if let Some(pos) = self.position(f, op, 2, &dst.shape)? {
            let start = prefix_offset(&dst.shape, &pos);
            let lanes = src.lanes();
            dst.elems[start..start + lanes.len()].clone_from_slice(lanes);
        }
        self.set_result(f, op, 0, Val::Vector(dst));
        Ok(())
    }

    /// `vector.extract_strided_slice`.
    fn extract_strided_slice(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let v = self.vec_operand(f, op, 0)?;
        let offsets = int_list(self.m, op, "offsets");
        let strides = int_list(self.m, op, "strides");
        let shape = self.result_shape(op, 0);
        let n = shape.iter().product::<i64>();
        let elems = (0..n)
            .map(|k| {
                let mut idx = delinearize(k, &shape);
                for (d, i) in idx.iter_mut().enumerate() {
                    if d < offsets.len() {
                        *i = offsets[d] + *i * strides.get(d).copied().unwrap_or(1);
                    }
                }
                v.elems[v.linear(&idx)].clone()
            })
            .collect();
        self.set_vector(f, op, 0, elems);
        Ok(())
    }

    /// `vector.insert_strided_slice`: the source's lanes stored into a copy of the
    /// destination at `offsets` (the source aligned with the destination's trailing
    /// dimensions).
    fn insert_strided_slice(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let src = self.vec_operand(f, op, 0)?;
        let mut dst = self.vec_operand(f, op, 1)?;
        let offsets = int_list(self.m, op, "offsets");
        let strides = int_list(self.m, op, "strides");
        let lead = dst.shape.len() - src.shape.len();
        for (k, e) in src.elems.iter().enumerate() {
            let sidx = delinearize(k as i64, &src.shape);
            let idx: Vec<i64> = (0..dst.shape.len())
                .map(|d| {
                    let o = offsets.get(d).copied().unwrap_or(0);
                    if d < lead {
                        o
                    } else {
                        o + sidx[d - lead] * strides.get(d - lead).copied().unwrap_or(1)
                    }
                })
                .collect();
            let at = dst.linear(&idx);
            dst.elems[at] = e.clone();
        }
        self.set_result(f, op, 0, Val::Vector(dst));
        Ok(())
    }

    /// `vector.shuffle`: leading-dimension slices of the two operands picked by `mask`
    /// (indices into their concatenation; `-1` is poison).
    /// `llvm.intr.matrix.transpose` ([`crate::dialects::llvm::matrix_transpose_picks`]).
    pub fn matrix_transpose(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let a = self.operand(f, op, 0)?;
        let lanes = a.lanes();
        let Some(from) = crate::dialects::llvm::matrix_transpose_picks(self.m, op, lanes.len())
        else {
            return Err(op_error(
                self.m,
                op,
                "expects a vector of rows * columns elements",
            ));
        };
        let elems = from.into_iter().map(|i| lanes[i].clone()).collect();
        self.set_vector(f, op, 0, elems);
        Ok(())
    }

    fn shuffle(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let (a, b) = (self.operand(f, op, 0)?, self.operand(f, op, 1)?);
        let rows = |v: &Val| -> (i64, usize) {
            match v {
                Val::Vector(v) if !v.shape.is_empty() => {
                    (v.shape[0], v.elems.len() / v.shape[0] as usize)
                }
                _ => (1, 1),
            }
        };
        let ((na, chunk), _) = (rows(&a), rows(&b));
        let mut elems = Vec::new();
        for &i in &dense_list(self.m, op, "mask") {
            if i < 0 {
                elems.extend(vec![zero_like(&a.lanes()[0]); chunk]);
            } else if i < na {
                let i = i as usize * chunk;
                elems.extend_from_slice(&a.lanes()[i..i + chunk]);
            } else {
                let i = (i - na) as usize * chunk;
                elems.extend_from_slice(&b.lanes()[i..i + chunk]);
            }
        }
        self.set_vector(f, op, 0, elems);
        Ok(())
    }

    /// `vector.interleave`: the lanes of the two operands alternating along the trailing
    /// dimension.
    fn interleave(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let (a, b) = (self.vec_operand(f, op, 0)?, self.vec_operand(f, op, 1)?);
        let w = a.shape.last().copied().unwrap_or(1) as usize;
        let mut elems = Vec::with_capacity(2 * a.elems.len());
        for (ra, rb) in a.elems.chunks(w).zip(b.elems.chunks(w)) {
            for (x, y) in ra.iter().zip(rb) {
                elems.push(x.clone());
                elems.push(y.clone());
            }
        }
        self.set_vector(f, op, 0, elems);
        Ok(())
    }

    /// `vector.deinterleave`: the even and the odd lanes of the trailing dimension.
    fn deinterleave(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let v = self.vec_operand(f, op, 0)?;
        let w = v.shape.last().copied().unwrap_or(1) as usize;
        let (mut even, mut odd) = (Vec::new(), Vec::new());
        for row in v.elems.chunks(w) {
            for (k, x) in row.iter().enumerate() {
                if k % 2 == 0 { &mut even } else { &mut odd }.push(x.clone());
            }
        }
        self.set_vector(f, op, 0, even);
        self.set_vector(f, op, 1, odd);
        Ok(())
    }

    /// `vector.transpose`: result dimension `i` is source dimension `permutation[i]`.
    fn transpose_vec(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let v = self.vec_operand(f, op, 0)?;
        let perm = dense_list(self.m, op, "permutation");
        let shape = self.result_shape(op, 0);
        let n = shape.iter().product::<i64>();
        let elems = (0..n)
            .map(|k| {
                let idx = delinearize(k, &shape);
                let mut sidx = vec![0; idx.len()];
                for (i, &p) in perm.iter().enumerate() {
                    sidx[p as usize] = idx[i];
                }
                v.elems[v.linear(&sidx)].clone()
            })
            .collect();
        self.set_vector(f, op, 0, elems);
        Ok(())
    }

    /// `vector.bitcast`: each trailing-dimension row reinterpreted as lanes of the result
    /// element type (bits in lane order, least significant first, as in memory).
    pub(super) fn bitcast_vec(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        // `llvm.bitcast` may have a scalar on either side: one element.
        let v = match self.operand(f, op, 0)? {
            Val::Vector(v) => v,
            x => Vector::new(vec![1], vec![x]),
        };
        let rlen = match self.m.ty(self.m.value_type(self.m.op(op).results[0])) {
            crate::ir::TypeData::Vector { shape, .. } => shape.iter().product::<i64>() as usize,
            _ => 1,
        };
        let (s, rs) = (
            self.scalar_of(self.m.op(op).operands[0], op)?,
            self.scalar_of(self.m.op(op).results[0], op)?,
        );
        let mut bits: Vec<bool> = Vec::with_capacity(v.elems.len() * s.bits() as usize);
        for e in &v.elems {
            let b = raw_bits(e);
            bits.extend((0..s.bits()).map(|i| b >> i & 1 != 0));
        }
        if bits.len() != rlen * rs.bits() as usize {
            return Err(op_error(
                self.m,
                op,
                "casts between types of different bit widths",
            ));
        }
        let elems = bits
            .chunks(rs.bits() as usize)
            .map(|c| {
                let b = c
                    .iter()
                    .enumerate()
                    .fold(0u64, |a, (i, &x)| a | (x as u64) << i);
                from_raw_bits(b, rs)
            })
            .collect();
        self.set_vector(f, op, 0, elems);
        Ok(())
    }

    /// `vector.mask`: runs the masked op of the region with the mask in effect (each
    /// maskable op reads it through [`Interp::take_mask`]), then replaces the masked-off
    /// lanes of the results by the passthru value, if there is one.
    fn mask_op(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let mask = self.vec_operand(f, op, 0)?;
        let passthru = match m.op(op).operands.get(1) {
            Some(&p) => Some(self.get(f, p, op)?),
            None => None,
        };
        let Some(&r) = m.op(op).regions.first() else {
            return Err(op_error(m, op, "has no region"));
        };
        self.mask = Some(mask.clone());
        let exit = self.run_region(f, r, op, vec![]);
        self.mask = None;
        let exit = exit?;
        for (i, v) in exit.vals.into_iter().enumerate() {
            let v = match (&passthru, v) {
                (Some(Val::Vector(p)), Val::Vector(mut v)) if p.shape == mask.shape => {
                    for (k, on) in mask.elems.iter().enumerate() {
                        if !on.truth() {
                            v.elems[k] = p.elems[k].clone();
                        }
                    }
                    Val::Vector(v)
                }
                (_, v) => v,
            };
            self.set_result(f, op, i, v);
        }
        Ok(())
    }

    /// Checks that `mask` (if any) has `n` lanes: the verifier rejects other masks, but a
    /// mask that slipped through must not crash the interpreter.
    pub fn check_mask(&self, op: OpId, mask: Option<&Vector>, n: usize) -> IResult<()> {
        match mask {
            Some(m) if m.elems.len() != n => Err(op_error(
                self.m,
                op,
                format!("has a mask of {} lanes for {n} lanes", m.elems.len()),
            )),
            _ => Ok(()),
        }
    }

    /// The mask of an enclosing `vector.mask`, for the maskable op executing now (taken,
    /// so that it applies to that op only).
    pub fn take_mask(&mut self) -> Option<Vector> {
        self.mask.take()
    }
}

/// `vector.fma` on one lane (fused, as `math.fma`).
fn fma(a: &[Val]) -> Val {
    match (&a[0], &a[1], &a[2]) {
        (Val::F32(x), Val::F32(y), Val::F32(z)) => Val::F32(x.mul_add(*y, *z)),
        (x, y, z) => Val::F64(x.float().mul_add(y.float(), z.float())),
    }
}

/// The flat offset of the sub-vector at the leading position `pos` of a vector of `shape`.
fn prefix_offset(shape: &[i64], pos: &[i64]) -> usize {
    let st = super::value::row_major_strides(shape);
    pos.iter().zip(st).map(|(&p, s)| p * s).sum::<i64>() as usize
}

/// The zero of the same kind as `v`.
fn zero_like(v: &Val) -> Val {
    match v {
        Val::F32(_) => Val::F32(0.0),
        Val::F64(_) => Val::F64(0.0),
        _ => Val::Int(0),
    }
}

/// The lanes of a mask of `shape` whose set region is `[0, bounds[d])` in every dimension.
fn mask_elems(shape: &[i64], bounds: &[i64]) -> Vec<Val> {
    let n = shape.iter().product::<i64>();
    (0..n)
        .map(|k| {
            let idx = delinearize(k, shape);
            Val::Int(idx.iter().zip(bounds).all(|(&i, &b)| i < b) as u64)
        })
        .collect()
}

/// A scalar's bits as stored in memory.
pub fn raw_bits(v: &Val) -> u64 {
    match v {
        Val::F32(x) => x.to_bits() as u64,
        Val::F64(x) => x.to_bits(),
        v => v.bits(),
    }
}

/// The scalar of type `s` with the (masked) bits `b`.
pub fn from_raw_bits(b: u64, s: Scalar) -> Val {
    match s {
        Scalar::F32 => Val::F32(f32::from_bits(b as u32)),
        Scalar::F64 => Val::F64(f64::from_bits(b)),
        _ => Val::Int(super::value::mask(b, s.bits())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_cover_the_leading_box() {
        let m: Vec<u64> = mask_elems(&[2, 3], &[1, 2]).iter().map(Val::bits).collect();
        assert_eq!(m, vec![1, 1, 0, 0, 0, 0]);
        let none: Vec<u64> = mask_elems(&[2], &[0]).iter().map(Val::bits).collect();
        assert_eq!(none, vec![0, 0]);
    }

    #[test]
    fn raw_bits_round_trip() {
        assert_eq!(
            from_raw_bits(raw_bits(&Val::F32(1.5)), Scalar::F32),
            Val::F32(1.5)
        );
        assert_eq!(from_raw_bits(0x1ff, Scalar::I8), Val::Int(0xff));
        assert_eq!(prefix_offset(&[2, 3, 4], &[1, 2]), 20);
    }
}
