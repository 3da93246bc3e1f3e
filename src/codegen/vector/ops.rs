//! The register-level vector ops: constants, broadcasts, element and slice moves, shuffles,
//! casts, `fma`, reductions and masks, on the layout of [`super`].
//!
//! Most of them only move elements. They are all written as one *pick list* (for each result
//! element: which source element, or which scalar) handed to [`FnLower::assemble_picks`],
//! which reuses a source register whole wherever a result register is exactly one
//! (extracting a row, a shape cast keeping rows, an aligned slice cost nothing) and builds
//! the others lane by lane. Dynamic positions go through a stack slot holding the vector.

use super::{Part, VecTy, VecVal};
use crate::codegen::function::{FnLower, Val};
use crate::codegen::types::Scalar;
use crate::codegen::{op_err, CgResult};
use crate::dialects::OpKind;
use crate::ir::{Attribute, OpId, ValueId};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    types as clt, ConstantData, InstBuilder, StackSlotData, StackSlotKind, Type, Value,
};

/// Where a result element comes from.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Pick {
    /// Element `.1` of source `.0`.
    Src(usize, usize),
    /// This scalar.
    Val(Value),
}

/// Row-major strides of a shape.
pub(crate) fn strides(shape: &[i64]) -> Vec<usize> {
    let mut s = vec![1usize; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1].max(0) as usize;
    }
    s
}

/// The multi-index of element `e` of `shape`.
pub(crate) fn unflatten(mut e: usize, shape: &[i64]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for i in (0..shape.len()).rev() {
        let n = shape[i].max(1) as usize;
        idx[i] = e % n;
        e /= n;
    }
    idx
}

/// The linear position of a multi-index in `shape`.
pub(crate) fn flatten(idx: &[usize], shape: &[i64]) -> usize {
    idx.iter().zip(strides(shape)).map(|(&i, s)| i * s).sum()
}

/// The integers of an array attribute (`[1, 2]`) or dense array (`array<i64: 1, 2>`).
fn int_list(m: &crate::ir::Module, op: OpId, name: &str) -> Vec<i64> {
    match m.attr(op, name) {
        Some(Attribute::Array(items)) => items
            .iter()
            .map(|a| match a {
                Attribute::Integer { value, .. } => *value as i64,
                _ => 0,
            })
            .collect(),
        _ => crate::semantics::dense_list(m, op, name),
    }
}

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// Lowers `op` if it is a register-level vector op.
    pub(super) fn lower_vector_register_op(&mut self, op: OpId) -> Option<CgResult<()>> {
        use OpKind as K;
        Some(match self.m.op(op).kind {
            K::VectorBroadcast => self.lower_broadcast(op),
            K::VectorFromElements => self.lower_from_elements(op),
            K::VectorToElements => self.lower_to_elements(op),
            K::VectorStep => self.lower_step(op),
            K::VectorExtract => self.lower_extract(op),
            K::VectorInsert => self.lower_insert(op),
            K::VectorExtractStridedSlice => self.lower_extract_strided_slice(op),
            K::VectorInsertStridedSlice => self.lower_insert_strided_slice(op),
            K::VectorShuffle => self.lower_shuffle(op),
            K::VectorInterleave => self.lower_interleave(op),
            K::VectorDeinterleave => self.lower_deinterleave(op),
            K::VectorTranspose => self.lower_vector_transpose(op),
            K::VectorShapeCast => self.lower_shape_cast(op),
            K::VectorBitcast => self.lower_vector_bitcast(op),
            K::VectorFma => self.lower_vector_fma(op),
            K::VectorReduction => self.lower_reduction(op),
            K::VectorCreateMask | K::VectorConstantMask => self.lower_mask(op),
            _ => return None,
        })
    }

    /// `arith.constant dense<...> : vector<...>`: one `vconst` per register part.
    pub fn lower_vector_constant(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let ty = self.vty_of(m.op(op).results[0], op)?;
        let Some(Attribute::Dense { data, .. }) = crate::semantics::run_constant(m, op) else {
            return Err(op_err(m, op, "expects a dense vector value"));
        };
        let bytes = crate::codegen::module::dense_bytes(&data, ty.elem, ty.len())
            .map_err(|e| op_err(m, op, e))?;
        let v = self.vector_from_bytes(&ty, &bytes);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// A constant vector from its elements' little-endian bytes (`i1`: one byte each).
    pub(crate) fn vector_from_bytes(&mut self, ty: &VecTy, bytes: &[u8]) -> VecVal {
        let eb = ty.elem.bytes() as usize;
        let layout = ty.parts();
        let mut parts = Vec::with_capacity(layout.len());
        for (p, part) in layout.iter().enumerate() {
            let (first, n) = ty.part_elems(p);
            let raw = &bytes[first * eb..(first + n) * eb];
            parts.push(match part {
                Part::Scalar(_) => self.scalar_from_bytes(ty.elem, raw),
                Part::Reg(rt) => {
                    let data: Vec<u8> = if ty.elem == Scalar::I1 {
                        let lb = (ty.lane.bits() / 8) as usize;
                        raw.iter()
                            .flat_map(|&b| {
                                std::iter::repeat_n(if b & 1 == 1 { 0xff } else { 0 }, lb)
                            })
                            .collect()
                    } else {
                        raw.to_vec()
                    };
                    let c = self.b.func.dfg.constants.insert(ConstantData::from(data));
                    self.b.ins().vconst(*rt, c)
                }
            });
        }
        VecVal {
            ty: ty.clone(),
            parts,
        }
    }

    /// A scalar constant from its little-endian bytes.
    fn scalar_from_bytes(&mut self, s: Scalar, raw: &[u8]) -> Value {
        let mut b8 = [0u8; 8];
        b8[..raw.len()].copy_from_slice(raw);
        let bits = u64::from_le_bytes(b8);
        match s {
            Scalar::F32 => self.b.ins().f32const(f32::from_bits(bits as u32)),
            Scalar::F64 => self.b.ins().f64const(f64::from_bits(bits)),
            Scalar::I1 => self.iconst(clt::I8, (bits & 1) as i64),
            _ => self.iconst(s.cl(), bits as i64),
        }
    }

    /// A vector of type `rt` from a pick list; source registers are reused whole where a
    /// result register is exactly one of them.
    pub(crate) fn assemble_picks(
        &mut self,
        rt: &VecTy,
        srcs: &[&VecVal],
        picks: &[Pick],
    ) -> VecVal {
        let layout = rt.parts();
        let mut parts = Vec::with_capacity(layout.len());
        for (p, part) in layout.iter().enumerate() {
            let (first, n) = rt.part_elems(p);
            let whole = match part {
                Part::Reg(t) => {
                    let picked = &picks[first..first + n];
                    match self.whole_register(*t, srcs, picked) {
                        Some(v) => Some(v),
                        None => self.gather_register(*t, srcs, picked),
                    }
                }
                Part::Scalar(_) => None,
            };
            let v = match whole {
                Some(v) => v,
                None => {
                    let mut elems = Vec::with_capacity(n);
                    for pk in &picks[first..first + n] {
                        elems.push(match *pk {
                            Pick::Src(s, e) => self.lane(srcs[s], e),
                            Pick::Val(x) => x,
                        });
                    }
                    if matches!(part, Part::Reg(_)) {
                        let sub = VecTy {
                            shape: vec![n as i64],
                            ..rt.clone()
                        };
                        self.build(&sub, &elems).parts[0]
                    } else {
                        elems[0]
                    }
                }
            };
            parts.push(v);
        }
        VecVal {
            ty: rt.clone(),
            parts,
        }
    }

    /// The source register of type `t` that `picks` (one register's elements) are exactly.
    fn whole_register(
        &self,
        t: cranelift_codegen::ir::Type,
        srcs: &[&VecVal],
        picks: &[Pick],
    ) -> Option<Value> {
        let Pick::Src(s, e0) = picks[0] else {
            return None;
        };
        let src = srcs[s];
        let (q, lane) = src.ty.locate(e0);
        if lane != 0 || self.b.func.dfg.value_type(src.parts[q]) != t {
            return None;
        }
        let consecutive = picks
            .iter()
            .enumerate()
            .all(|(i, pk)| matches!(*pk, Pick::Src(s2, e) if s2 == s && e == e0 + i));
        consecutive.then_some(src.parts[q])
    }

    /// The result type of `op` (result `i`), with `i1` registers in `lane` when given.
    fn result_vty(&self, op: OpId, i: usize, like: Option<&VecTy>) -> CgResult<VecTy> {
        let mut t = self.vty_of(self.m.op(op).results[i], op)?;
        if let Some(l) = like {
            if t.elem == Scalar::I1 && l.elem == Scalar::I1 {
                t.lane = l.lane;
            }
        }
        Ok(t)
    }

    /// `vector.broadcast`: a splat of a scalar, or a vector stretched along its unit and
    /// missing leading dimensions.
    fn lower_broadcast(&mut self, op: OpId) -> CgResult<()> {
        let src_id = self.m.op(op).operands[0];
        match self.val(src_id, op)? {
            Val::V(src) => {
                let rt = self.result_vty(op, 0, Some(&src.ty))?;
                let lead = rt.shape.len() - src.ty.shape.len();
                let picks: Vec<Pick> = (0..rt.len())
                    .map(|e| {
                        let idx = unflatten(e, &rt.shape);
                        let sidx: Vec<usize> = src
                            .ty
                            .shape
                            .iter()
                            .enumerate()
                            .map(|(k, &d)| if d == 1 { 0 } else { idx[lead + k] })
                            .collect();
                        Pick::Src(0, flatten(&sidx, &src.ty.shape))
                    })
                    .collect();
                let v = self.assemble_picks(&rt, &[&src], &picks);
                self.set_vec(op, 0, v);
            }
            _ => {
                let rt = self.result_vty(op, 0, None)?;
                let v = match self.splat_of_lane(src_id, &rt, op) {
                    Some(v) => v,
                    None => {
                        let x = self.scalar(src_id, op)?;
                        self.splat_vec(&rt, x)
                    }
                };
                self.set_vec(op, 0, v);
            }
        }
        Ok(())
    }

    /// `vector.from_elements`.
    fn lower_from_elements(&mut self, op: OpId) -> CgResult<()> {
        let rt = self.result_vty(op, 0, None)?;
        let ops = self.m.op(op).operands.clone();
        let mut elems = Vec::with_capacity(ops.len());
        for v in ops {
            elems.push(self.scalar(v, op)?);
        }
        let v = self.build(&rt, &elems);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// `vector.to_elements`.
    fn lower_to_elements(&mut self, op: OpId) -> CgResult<()> {
        let src = self.vec(self.m.op(op).operands[0], op)?;
        for (i, x) in self.lanes(&src).into_iter().enumerate() {
            let r = self.m.op(op).results[i];
            self.set(r, Val::S(x));
        }
        Ok(())
    }

    /// `vector.step`: `[0, 1, ..., n - 1]`.
    fn lower_step(&mut self, op: OpId) -> CgResult<()> {
        let rt = self.result_vty(op, 0, None)?;
        let eb = rt.elem.bytes() as usize;
        let bytes: Vec<u8> = (0..rt.len() as u64)
            .flat_map(|i| i.to_le_bytes()[..eb].to_vec())
            .collect();
        let v = self.vector_from_bytes(&rt, &bytes);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// The position of `vector.extract`/`insert` (`static_position` with its dynamic holes
    /// filled from `dynv`): constants, or `None` if any is dynamic.
    fn position(&self, op: OpId, dynv: &[ValueId]) -> CgResult<Vec<PosEntry>> {
        let stat = crate::semantics::dense_list(self.m, op, "static_position");
        let list = crate::semantics::mixed(&stat, dynv)
            .ok_or_else(|| op_err(self.m, op, "has too few dynamic positions"))?;
        Ok(list
            .into_iter()
            .map(|x| match x {
                crate::semantics::Mixed::Static(s) => PosEntry::C(s),
                crate::semantics::Mixed::Dynamic(v) => match self.const_index(v) {
                    Some(c) => PosEntry::C(c),
                    None => PosEntry::V(v),
                },
            })
            .collect())
    }

    /// The first element and element count of the sub-vector at `pos` (static positions).
    fn static_offset(shape: &[i64], pos: &[i64]) -> Option<usize> {
        let st = strides(shape);
        let mut off = 0usize;
        for (k, &p) in pos.iter().enumerate() {
            if p < 0 || p >= shape[k] {
                return None;
            }
            off += p as usize * st[k];
        }
        Some(off)
    }

    /// The element offset of a position with dynamic entries, clamped into the vector (an
    /// out-of-range position is poison in MLIR; it must not reach outside the stack slot).
    fn dynamic_offset(&mut self, shape: &[i64], pos: &[PosEntry], op: OpId) -> CgResult<Value> {
        let st = strides(shape);
        let mut off = self.iconst(clt::I64, 0);
        for (k, p) in pos.iter().enumerate() {
            let x = match *p {
                PosEntry::C(c) => self.iconst(clt::I64, c.clamp(0, shape[k] - 1)),
                PosEntry::V(v) => {
                    let x = self.scalar(v, op)?;
                    let hi = self.iconst(clt::I64, shape[k] - 1);
                    self.b.ins().umin(x, hi)
                }
            };
            let t = self.b.ins().imul_imm_s(x, st[k] as i64);
            off = self.b.ins().iadd(off, t);
        }
        Ok(off)
    }

    /// `vector.extract`.
    fn lower_extract(&mut self, op: OpId) -> CgResult<()> {
        let d = self.m.op(op);
        let src = self.vec(d.operands[0], op)?;
        let pos = self.position(op, &d.operands[1..])?;
        let k = pos.len();
        let sub_shape = src.ty.shape[k..].to_vec();
        let sub_len = sub_shape.iter().product::<i64>().max(0) as usize;
        let vector_result = self.vty_of(d.results[0], op).is_ok();
        let statics: Option<Vec<i64>> = pos
            .iter()
            .map(|p| match p {
                PosEntry::C(c) => Some(*c),
                PosEntry::V(_) => None,
            })
            .collect();
        match statics.and_then(|s| Self::static_offset(&src.ty.shape, &s)) {
            Some(off) => {
                if vector_result {
                    let rt = self.result_vty(op, 0, Some(&src.ty))?;
                    let picks: Vec<Pick> = (0..sub_len).map(|j| Pick::Src(0, off + j)).collect();
                    let v = self.assemble_picks(&rt, &[&src], &picks);
                    self.set_vec(op, 0, v);
                } else {
                    // Read through transposes (`splat`): the transposed vector need not be
                    // built.
                    let (v, e) = self.origin(d.operands[0], off);
                    let x = match self.vec(v, op) {
                        Ok(from) if e < from.ty.len() => self.lane(&from, e),
                        _ => self.lane(&src, off),
                    };
                    let r = d.results[0];
                    self.set(r, Val::S(x));
                }
            }
            None => {
                let slot = self.spill(&src);
                let off = self.dynamic_offset(&src.ty.shape, &pos, op)?;
                let addr = self.elem_ptr(slot, off, src.ty.elem);
                if vector_result {
                    let rt = self.result_vty(op, 0, None)?;
                    let v = self.load_elems(&rt, addr, crate::codegen::function::kflags());
                    self.set_vec(op, 0, v);
                } else {
                    let x = self.load_elem(src.ty.elem, addr, crate::codegen::function::kflags());
                    let r = d.results[0];
                    self.set(r, Val::S(x));
                }
            }
        }
        Ok(())
    }

    /// `vector.insert`.
    fn lower_insert(&mut self, op: OpId) -> CgResult<()> {
        let d = self.m.op(op);
        let dst = self.vec(d.operands[1], op)?;
        let pos = self.position(op, &d.operands[2..])?;
        let item = self.val(d.operands[0], op)?;
        let rt = dst.ty.clone();
        let statics: Option<Vec<i64>> = pos
            .iter()
            .map(|p| match p {
                PosEntry::C(c) => Some(*c),
                PosEntry::V(_) => None,
            })
            .collect();
        let v = match statics.and_then(|s| Self::static_offset(&dst.ty.shape, &s)) {
            Some(off) => {
                let (n, item_vec) = match &item {
                    Val::V(v) => (v.ty.len(), Some(v.clone())),
                    _ => (1, None),
                };
                let picks: Vec<Pick> = (0..rt.len())
                    .map(|e| {
                        if e < off || e >= off + n {
                            Pick::Src(0, e)
                        } else {
                            match (&item, &item_vec) {
                                (_, Some(_)) => Pick::Src(1, e - off),
                                (Val::S(x), None) => Pick::Val(*x),
                                _ => Pick::Src(0, e),
                            }
                        }
                    })
                    .collect();
                match &item_vec {
                    Some(iv) => self.assemble_picks(&rt, &[&dst, iv], &picks),
                    None => self.assemble_picks(&rt, &[&dst], &picks),
                }
            }
            None => {
                let slot = self.spill(&dst);
                let off = self.dynamic_offset(&dst.ty.shape, &pos, op)?;
                let addr = self.elem_ptr(slot, off, dst.ty.elem);
                let f = crate::codegen::function::kflags();
                match &item {
                    Val::V(v) => self.store_elems(v, addr, f),
                    Val::S(x) => {
                        self.b.ins().store(f, *x, addr, 0);
                    }
                    _ => return Err(op_err(self.m, op, "expects a scalar or vector to insert")),
                }
                self.load_elems(&rt, slot, f)
            }
        };
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// `vector.extract_strided_slice`.
    fn lower_extract_strided_slice(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let src = self.vec(m.op(op).operands[0], op)?;
        let rt = self.result_vty(op, 0, Some(&src.ty))?;
        let offs = int_list(m, op, "offsets");
        let steps = int_list(m, op, "strides");
        let picks: Vec<Pick> = (0..rt.len())
            .map(|e| {
                let mut idx = unflatten(e, &rt.shape);
                for (k, x) in idx.iter_mut().enumerate().take(offs.len()) {
                    *x = offs[k] as usize + *x * steps.get(k).copied().unwrap_or(1) as usize;
                }
                Pick::Src(0, flatten(&idx, &src.ty.shape))
            })
            .collect();
        let v = self.assemble_picks(&rt, &[&src], &picks);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// `vector.insert_strided_slice`.
    fn lower_insert_strided_slice(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let src = self.vec(d.operands[0], op)?;
        let dst = self.vec(d.operands[1], op)?;
        let offs = int_list(m, op, "offsets");
        let steps = int_list(m, op, "strides");
        let rt = dst.ty.clone();
        let lead = rt.shape.len() - src.ty.shape.len();
        let picks: Vec<Pick> = (0..rt.len())
            .map(|e| {
                let idx = unflatten(e, &rt.shape);
                let mut sidx = Vec::with_capacity(src.ty.shape.len());
                for (k, &i) in idx.iter().enumerate() {
                    let off = offs.get(k).copied().unwrap_or(0);
                    if k < lead {
                        if i as i64 != off {
                            return Pick::Src(0, e);
                        }
                        continue;
                    }
                    let step = steps.get(k - lead).copied().unwrap_or(1).max(1);
                    let rel = i as i64 - off;
                    if rel < 0 || rel % step != 0 || rel / step >= src.ty.shape[k - lead] {
                        return Pick::Src(0, e);
                    }
                    sidx.push((rel / step) as usize);
                }
                Pick::Src(1, flatten(&sidx, &src.ty.shape))
            })
            .collect();
        let v = self.assemble_picks(&rt, &[&dst, &src], &picks);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// `vector.shuffle`: rows (elements of a 1-D vector) of the two operands by mask.
    /// `llvm.intr.matrix.transpose` ([`crate::dialects::llvm::matrix_transpose_picks`]).
    pub(crate) fn lower_matrix_transpose(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let a = self.vec(m.op(op).operands[0], op)?;
        let rt = self.result_vty(op, 0, Some(&a.ty))?;
        let Some(from) = crate::dialects::llvm::matrix_transpose_picks(m, op, a.ty.len()) else {
            return Err(op_err(m, op, "expects a vector of rows * columns elements"));
        };
        let picks: Vec<Pick> = from.into_iter().map(|i| Pick::Src(0, i)).collect();
        let v = self.assemble_picks(&rt, &[&a], &picks);
        self.set_vec(op, 0, v);
        Ok(())
    }

    fn lower_shuffle(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let a = self.vec(d.operands[0], op)?;
        let b = self.vec(d.operands[1], op)?;
        let mask = crate::semantics::dense_list(m, op, "mask");
        let rt = self.result_vty(op, 0, Some(&a.ty))?;
        let n1 = a.ty.shape.first().copied().unwrap_or(1).max(0) as usize;
        let sub: usize = a.ty.shape.iter().skip(1).product::<i64>().max(0) as usize;
        let b = if b.ty.lane == a.ty.lane {
            b
        } else {
            self.relayout(&b, a.ty.lane)
        };
        let picks: Vec<Pick> = (0..rt.len())
            .map(|e| {
                let (row, j) = (e / sub.max(1), e % sub.max(1));
                let mk = mask.get(row).copied().unwrap_or(0);
                // -1 is a poison row: any value does.
                let mk = if mk < 0 { 0 } else { mk as usize };
                if mk < n1 {
                    Pick::Src(0, mk * sub + j)
                } else {
                    Pick::Src(1, (mk - n1) * sub + j)
                }
            })
            .collect();
        let v = self.assemble_picks(&rt, &[&a, &b], &picks);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// `vector.interleave`: the lanes of the last dimension alternately from each operand.
    fn lower_interleave(&mut self, op: OpId) -> CgResult<()> {
        let d = self.m.op(op);
        let a = self.vec(d.operands[0], op)?;
        let b = self.vec(d.operands[1], op)?;
        let b = self.relayout(&b, a.ty.lane);
        let rt = self.result_vty(op, 0, Some(&a.ty))?;
        let n = a.ty.row();
        let picks: Vec<Pick> = (0..rt.len())
            .map(|e| {
                let (row, j) = (e / (2 * n), e % (2 * n));
                Pick::Src(j % 2, row * n + j / 2)
            })
            .collect();
        let v = self.assemble_picks(&rt, &[&a, &b], &picks);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// `vector.deinterleave`: the even and the odd lanes of the last dimension.
    fn lower_deinterleave(&mut self, op: OpId) -> CgResult<()> {
        let src = self.vec(self.m.op(op).operands[0], op)?;
        let n = src.ty.row();
        for which in 0..2 {
            let rt = self.result_vty(op, which, Some(&src.ty))?;
            let h = n / 2;
            let picks: Vec<Pick> = (0..rt.len())
                .map(|e| Pick::Src(0, (e / h.max(1)) * n + 2 * (e % h.max(1)) + which))
                .collect();
            let v = self.assemble_picks(&rt, &[&src], &picks);
            self.set_vec(op, which, v);
        }
        Ok(())
    }

    /// `vector.transpose`.
    fn lower_vector_transpose(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let src = self.vec(m.op(op).operands[0], op)?;
        let perm = crate::semantics::dense_list(m, op, "permutation");
        let rt = self.result_vty(op, 0, Some(&src.ty))?;
        let picks: Vec<Pick> = (0..rt.len())
            .map(|e| {
                let idx = unflatten(e, &rt.shape);
                let mut sidx = vec![0; idx.len()];
                for (i, &p) in perm.iter().enumerate() {
                    sidx[p as usize] = idx[i];
                }
                Pick::Src(0, flatten(&sidx, &src.ty.shape))
            })
            .collect();
        let v = self.assemble_picks(&rt, &[&src], &picks);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// `vector.shape_cast`: the same elements in the same order.
    fn lower_shape_cast(&mut self, op: OpId) -> CgResult<()> {
        let src = self.vec(self.m.op(op).operands[0], op)?;
        let rt = self.result_vty(op, 0, Some(&src.ty))?;
        let picks: Vec<Pick> = (0..rt.len()).map(|e| Pick::Src(0, e)).collect();
        let v = self.assemble_picks(&rt, &[&src], &picks);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// `vector.bitcast`: the same bits ([`Self::bitcast_value`]).
    fn lower_vector_bitcast(&mut self, op: OpId) -> CgResult<()> {
        let src = self.vec(self.m.op(op).operands[0], op)?;
        let rt = self.result_vty(op, 0, None)?;
        let v = self.bitcast_value(&src, &rt);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// `llvm.bitcast` ([`crate::dialects::llvm`]): a scalar side is a one-element vector,
    /// then [`Self::bitcast_value`].
    pub(crate) fn lower_llvm_bitcast(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let as_vty = |this: &Self, v: ValueId| -> CgResult<VecTy> {
            let t = m.value_type(v);
            if matches!(m.ty(t), crate::ir::TypeData::Vector { .. }) {
                this.vty_of(v, op)
            } else {
                let s = crate::codegen::types::scalar(m, t).map_err(|e| op_err(m, op, e))?;
                Ok(VecTy::new(s, vec![1]))
            }
        };
        let (st, rt) = (as_vty(self, d.operands[0])?, as_vty(self, d.results[0])?);
        if st.len() as u64 * u64::from(st.elem.bits())
            != rt.len() as u64 * u64::from(rt.elem.bits())
        {
            return Err(op_err(m, op, "casts between types of different bit widths"));
        }
        let src = match self.val(d.operands[0], op)? {
            Val::V(v) => v,
            Val::S(x) => self.build(&st, &[x]),
            _ => {
                return Err(op_err(
                    m,
                    op,
                    "casts a value that is not a scalar or vector",
                ))
            }
        };
        let flat = |t: &VecTy| VecTy::new(t.elem, vec![t.len() as i64]);
        let src = VecVal {
            ty: flat(&st),
            parts: src.parts,
        };
        let v = self.bitcast_value(&src, &flat(&rt));
        let r = d.results[0];
        if matches!(m.ty(m.value_type(r)), crate::ir::TypeData::Vector { .. }) {
            let v = VecVal {
                ty: rt,
                parts: v.parts,
            };
            self.set_vec(op, 0, v);
        } else {
            let x = self.lane(&v, 0);
            self.set(r, Val::S(x));
        }
        Ok(())
    }

    /// A vector's bits as a vector of type `rt` (same bit count per row): register by
    /// register when both layouts are whole registers of the same lane count, bit by bit for
    /// narrow elements, else through a stack slot.
    pub(crate) fn bitcast_value(&mut self, src: &VecVal, rt: &VecTy) -> VecVal {
        if src.ty.elem.is_narrow() || rt.elem.is_narrow() {
            return self.bitcast_by_lanes(src, rt);
        }
        let all_regs = |t: &VecTy| t.parts().iter().all(|p| matches!(p, Part::Reg(_)));
        // Cranelift reinterprets registers only between types of the same lane count.
        let same_lanes = src.ty.reg_lanes() == rt.reg_lanes();
        if same_lanes && all_regs(&src.ty) && all_regs(rt) && src.parts.len() == rt.parts().len() {
            let f = cranelift_codegen::ir::MemFlagsData::new()
                .with_endianness(cranelift_codegen::ir::Endianness::Little);
            let rty = rt.reg_ty();
            let parts = src
                .parts
                .iter()
                .map(|&p| self.b.ins().bitcast(rty, f, p))
                .collect();
            VecVal {
                ty: rt.clone(),
                parts,
            }
        } else {
            let slot = self.spill(src);
            self.load_elems(rt, slot, crate::codegen::function::kflags())
        }
    }

    /// A bitcast between vectors of narrow elements (`i1`, `i4`...), whose lanes are not
    /// their memory bytes: each row's bits gathered from the source lanes in little-endian
    /// order (bit `k` of the row is bit `k % w` of element `k / w`), as LLVM lays out
    /// vectors of small integers.
    ///
    /// ```text
    /// vector.bitcast %m : vector<16xi1> to vector<2xi8>
    ///   r0 = m0 | m1 << 1 | ... | m7 << 7      r1 = m8 | ... | m15 << 7
    /// ```
    pub(crate) fn bitcast_by_lanes(&mut self, src: &VecVal, rt: &VecTy) -> VecVal {
        let lanes = self.lanes(src);
        let (sw, rw) = (src.ty.elem.bits() as usize, rt.elem.bits() as usize);
        let (srow, rrow) = (src.ty.row(), rt.row());
        let mut out = Vec::with_capacity(rt.len());
        for chunk in lanes.chunks(srow.max(1)).take(rt.len() / rrow.max(1)) {
            let ints: Vec<Value> = chunk.iter().map(|&x| self.lane_bits(x)).collect();
            for j in 0..rrow {
                let lo = j * rw;
                let mut acc = self.b.ins().iconst(clt::I64, 0);
                for (i, &x) in ints.iter().enumerate() {
                    let si = i * sw;
                    if si + sw <= lo || si >= lo + rw {
                        continue;
                    }
                    let part = if si >= lo {
                        self.b.ins().ishl_imm_u(x, (si - lo) as i64)
                    } else {
                        self.b.ins().ushr_imm_u(x, (lo - si) as i64)
                    };
                    acc = self.b.ins().bor(acc, part);
                }
                out.push(self.bits_to_lane(acc, rt.elem));
            }
        }
        self.build(rt, &out)
    }

    /// A scalar lane's bits zero-extended to `I64`.
    fn lane_bits(&mut self, x: Value) -> Value {
        let t = self.b.func.dfg.value_type(x);
        let f = cranelift_codegen::ir::MemFlagsData::new();
        let x = if t.is_float() {
            self.b
                .ins()
                .bitcast(Type::int(t.bits() as u16).expect("float width"), f, x)
        } else {
            x
        };
        if self.b.func.dfg.value_type(x) == clt::I64 {
            x
        } else {
            self.b.ins().uextend(clt::I64, x)
        }
    }

    /// The low bits of `acc` (an `I64`) as a scalar of type `s`.
    fn bits_to_lane(&mut self, acc: Value, s: Scalar) -> Value {
        let acc = if s.bits() < 64 {
            self.b
                .ins()
                .band_imm_u(acc, ((1u64 << s.bits()) - 1) as i64)
        } else {
            acc
        };
        let it = Type::int(s.cl().bits() as u16).expect("integer container");
        let x = if it == clt::I64 {
            acc
        } else {
            self.b.ins().ireduce(it, acc)
        };
        if s.is_float() {
            let f = cranelift_codegen::ir::MemFlagsData::new();
            self.b.ins().bitcast(s.cl(), f, x)
        } else {
            x
        }
    }

    /// `vector.fma`: a fused multiply-add per element (one instruction per register where the
    /// target has it).
    fn lower_vector_fma(&mut self, op: OpId) -> CgResult<()> {
        let d = self.m.op(op);
        let a = self.vec(d.operands[0], op)?;
        let b = self.vec(d.operands[1], op)?;
        let c = self.vec(d.operands[2], op)?;
        let simd = self.has_simd_fma();
        let mut parts = Vec::with_capacity(a.parts.len());
        for (p, part) in a.ty.parts().into_iter().enumerate() {
            let (x, y, z) = (a.parts[p], b.parts[p], c.parts[p]);
            parts.push(match part {
                Part::Reg(_) if !simd => {
                    let (first, n) = a.ty.part_elems(p);
                    let mut elems = Vec::with_capacity(n);
                    for e in first..first + n {
                        let (x, y, z) = (self.lane(&a, e), self.lane(&b, e), self.lane(&c, e));
                        elems.push(self.b.ins().fma(x, y, z));
                    }
                    let sub = VecTy {
                        shape: vec![n as i64],
                        ..a.ty.clone()
                    };
                    self.build(&sub, &elems).parts[0]
                }
                _ => self.b.ins().fma(x, y, z),
            });
        }
        self.set_vec(op, 0, VecVal { ty: a.ty, parts });
        Ok(())
    }

    /// `vector.create_mask` / `vector.constant_mask`: element `[i0, ..., ik]` is set when every
    /// `i_d < bound_d`.
    fn lower_mask(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let rt = self.result_vty(op, 0, None)?;
        let rank = rt.shape.len();
        if d.kind == OpKind::VectorConstantMask {
            let bounds = crate::semantics::dense_list(m, op, "mask_dim_sizes");
            let bytes: Vec<u8> = (0..rt.len())
                .map(|e| {
                    let idx = unflatten(e, &rt.shape);
                    let on =
                        (0..rank).all(|k| (idx[k] as i64) < bounds.get(k).copied().unwrap_or(0));
                    // A 0-D mask: `[1]` sets it, `[0]` clears it.
                    u8::from(if rank == 0 {
                        bounds.first().is_some_and(|&b| b > 0)
                    } else {
                        on
                    })
                })
                .collect();
            let v = self.vector_from_bytes(&rt, &bytes);
            self.set_vec(op, 0, v);
            return Ok(());
        }
        let mut bounds = Vec::with_capacity(d.operands.len());
        for &b in &d.operands {
            bounds.push(self.scalar(b, op)?);
        }
        let mut elems = Vec::with_capacity(rt.len());
        for e in 0..rt.len() {
            let idx = unflatten(e, &rt.shape);
            let mut on: Option<Value> = None;
            for (k, &bd) in bounds.iter().enumerate() {
                let i = if rank == 0 { 0 } else { idx[k] as i64 };
                let c = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, bd, i);
                on = Some(match on {
                    Some(o) => self.b.ins().band(o, c),
                    None => c,
                });
            }
            elems.push(on.unwrap_or_else(|| self.b.ins().iconst(clt::I8, 1)));
        }
        let v = self.build(&rt, &elems);
        self.set_vec(op, 0, v);
        Ok(())
    }

    // ---- the vector in memory --------------------------------------------------------------

    /// A stack slot holding `v`'s elements (row-major, `i1` as bytes); returns its address.
    pub(crate) fn spill(&mut self, v: &VecVal) -> Value {
        let bytes = (v.ty.len() as u32 * v.ty.elem.bytes() as u32).max(1);
        let ss = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            bytes,
            4,
        ));
        let addr = self.b.ins().stack_addr(crate::codegen::types::PTR, ss, 0);
        self.store_elems(v, addr, crate::codegen::function::kflags());
        addr
    }

    /// `base + off * elem_size`.
    pub(crate) fn elem_ptr(&mut self, base: Value, off: Value, elem: Scalar) -> Value {
        let bytes = self.b.ins().imul_imm_s(off, elem.bytes());
        self.b.ins().iadd(base, bytes)
    }

    /// Stores `v`'s elements contiguously from `addr` (`i1` as bytes).
    pub(crate) fn store_elems(
        &mut self,
        v: &VecVal,
        addr: Value,
        f: cranelift_codegen::ir::MemFlagsData,
    ) {
        let eb = v.ty.elem.bytes() as i32;
        for (p, part) in v.ty.parts().into_iter().enumerate() {
            let (first, n) = v.ty.part_elems(p);
            match part {
                Part::Reg(_) if v.ty.elem != Scalar::I1 => {
                    self.b.ins().store(f, v.parts[p], addr, first as i32 * eb);
                }
                _ => {
                    for e in first..first + n {
                        let x = self.lane(v, e);
                        self.b.ins().store(f, x, addr, e as i32 * eb);
                    }
                }
            }
        }
    }

    /// Loads a vector of type `ty` stored contiguously at `addr`.
    pub(crate) fn load_elems(
        &mut self,
        ty: &VecTy,
        addr: Value,
        f: cranelift_codegen::ir::MemFlagsData,
    ) -> VecVal {
        let eb = ty.elem.bytes() as i32;
        let layout = ty.parts();
        let mut parts = Vec::with_capacity(layout.len());
        for (p, part) in layout.into_iter().enumerate() {
            let (first, n) = ty.part_elems(p);
            parts.push(match part {
                Part::Reg(t) if ty.elem != Scalar::I1 => {
                    self.b.ins().load(t, f, addr, first as i32 * eb)
                }
                Part::Reg(_) => {
                    let elems: Vec<Value> = (first..first + n)
                        .map(|e| self.load_elem_at(ty.elem, addr, e as i32 * eb, f))
                        .collect();
                    let sub = VecTy {
                        shape: vec![n as i64],
                        ..ty.clone()
                    };
                    self.build(&sub, &elems).parts[0]
                }
                Part::Scalar(_) => self.load_elem_at(ty.elem, addr, first as i32 * eb, f),
            });
        }
        VecVal {
            ty: ty.clone(),
            parts,
        }
    }

    /// One scalar element at `addr`.
    pub(crate) fn load_elem(
        &mut self,
        s: Scalar,
        addr: Value,
        f: cranelift_codegen::ir::MemFlagsData,
    ) -> Value {
        self.load_elem_at(s, addr, 0, f)
    }

    fn load_elem_at(
        &mut self,
        s: Scalar,
        addr: Value,
        off: i32,
        f: cranelift_codegen::ir::MemFlagsData,
    ) -> Value {
        let x = self.b.ins().load(s.cl(), f, addr, off);
        if s == Scalar::I1 {
            self.b.ins().band_imm_u(x, 1)
        } else {
            x
        }
    }
}

/// An entry of a `vector.extract`/`insert` position.
#[derive(Copy, Clone, Debug)]
enum PosEntry {
    /// Known.
    C(i64),
    /// At run time.
    V(ValueId),
}
