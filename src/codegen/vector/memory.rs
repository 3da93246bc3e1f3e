//! The vector memory ops on memrefs: `load`/`store` (row by row; a row is one SIMD load or
//! store per register part when the innermost stride is 1, element by element otherwise),
//! and the masked and indexed ones (`maskedload`, `maskedstore`, `gather`, `scatter`,
//! `expandload`, `compressstore`), element by element, each masked-off element skipped by a
//! branch so that it never touches memory.
//!
//! ```text
//! %v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<2x4xf32>
//!   row 0: load.f32x4 &m[i][j]      row 1: load.f32x4 &m[i+1][j]
//! ```

use super::{Part, VecTy, VecVal};
use crate::codegen::function::{kflags, Desc, FnLower, Ix};
use crate::codegen::types::Scalar;
use crate::codegen::{op_err, CgResult};
use crate::dialects::OpKind;
use crate::ir::{OpId, ValueId};
use cranelift_codegen::ir::{types as clt, InstBuilder, MemFlagsData, Value};

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// Lowers `op` if it is a vector memory op.
    pub(super) fn lower_vector_memory_op(&mut self, op: OpId) -> Option<CgResult<()>> {
        use OpKind as K;
        Some(match self.m.op(op).kind {
            K::VectorLoad => self.lower_vector_load(op),
            K::VectorStore => self.lower_vector_store(op),
            K::VectorMaskedLoad | K::VectorExpandLoad => self.lower_masked_load(op),
            K::VectorMaskedStore | K::VectorCompressStore => self.lower_masked_store(op),
            K::VectorGather => self.lower_gather(op),
            K::VectorScatter => self.lower_scatter(op),
            K::VectorTypeCast => self.lower_type_cast(op),
            _ => return None,
        })
    }

    /// The memref operand `i` and the `rank` indices after it.
    fn base_and_indices(&self, op: OpId, i: usize) -> CgResult<(Desc, Vec<Ix>)> {
        let ops = &self.m.op(op).operands;
        let d = self.desc(ops[i], op)?;
        let r = d.sizes.len();
        let idx = ops
            .get(i + 1..i + 1 + r)
            .ok_or_else(|| op_err(self.m, op, "has too few indices"))?
            .iter()
            .map(|&v| self.ix_of(v, op))
            .collect::<CgResult<Vec<Ix>>>()?;
        Ok((d, idx))
    }

    /// The address of `idx` with `add` added to its last `add.len()` entries.
    fn shifted_addr(&mut self, d: &Desc, idx: &[Ix], add: &[usize]) -> Value {
        let mut idx = idx.to_vec();
        let k = idx.len() - add.len();
        for (j, &a) in add.iter().enumerate() {
            idx[k + j] = self.ix_add(idx[k + j], Ix::C(a as i64));
        }
        self.elem_addr(d, &idx)
    }

    /// The rows of a vector of type `ty` at `idx` in `d`: (row type, address of each row
    /// at column `col`).
    fn row_addrs(&mut self, d: &Desc, idx: &[Ix], ty: &VecTy, col: usize) -> (VecTy, Vec<Value>) {
        let row = VecTy {
            shape: ty.shape.last().map(|&n| vec![n]).unwrap_or_default(),
            ..ty.clone()
        };
        let lead = &ty.shape[..ty.shape.len().saturating_sub(1)];
        let rows = lead.iter().product::<i64>().max(0) as usize;
        let mut out = Vec::with_capacity(rows);
        for r in 0..rows {
            let mut add = super::ops::unflatten(r, lead);
            if !ty.shape.is_empty() {
                add.push(col);
            }
            out.push(self.shifted_addr(d, idx, &add));
        }
        (row, out)
    }

    /// True if the last stride of `d` is statically 1.
    fn unit_stride(d: &Desc) -> bool {
        matches!(d.strides.last(), Some(Ix::C(1)) | None)
    }

    /// A vector element of a memref of vectors at `addr`: its rows padded to a power of two
    /// bytes ([`crate::codegen::types::vector_bytes`]).
    pub(crate) fn load_vector_elem(&mut self, ty: &VecTy, addr: Value, f: MemFlagsData) -> VecVal {
        let (row, row_bytes) = Self::padded_row(ty);
        let rows = ty.len() / ty.row().max(1);
        let mut parts = Vec::new();
        for r in 0..rows {
            let a = self.iadd_imm(addr, r as i64 * row_bytes);
            parts.extend(self.load_elems(&row, a, f).parts);
        }
        VecVal {
            ty: ty.clone(),
            parts,
        }
    }

    /// Stores a vector element of a memref of vectors at `addr` (rows padded).
    pub(crate) fn store_vector_elem(&mut self, v: &VecVal, addr: Value, f: MemFlagsData) {
        let (row, row_bytes) = Self::padded_row(&v.ty);
        let per_row = row.parts().len();
        let rows = v.ty.len() / v.ty.row().max(1);
        for r in 0..rows {
            let a = self.iadd_imm(addr, r as i64 * row_bytes);
            let rv = VecVal {
                ty: row.clone(),
                parts: v.parts[r * per_row..(r + 1) * per_row].to_vec(),
            };
            self.store_elems(&rv, a, f);
        }
    }

    /// A row of `ty` and its size in a memref of vectors.
    fn padded_row(ty: &VecTy) -> (VecTy, i64) {
        let row = VecTy {
            shape: vec![ty.row() as i64],
            ..ty.clone()
        };
        let bytes = crate::codegen::types::vector_bytes(&row.shape, ty.elem);
        (row, bytes)
    }

    /// `vector.type_cast`: the same buffer as a 0-D memref of one vector.
    fn lower_type_cast(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let src = self.desc(m.op(op).operands[0], op)?;
        let rt = m.value_type(m.op(op).results[0]);
        let info = crate::codegen::types::mem_info(m, rt).map_err(|e| op_err(m, op, e))?;
        let aligned = self.elem_addr(&src, &[]);
        let sizes: Vec<Ix> = info.shape.iter().map(|&s| Ix::C(s)).collect();
        let strides = crate::codegen::types::identity_strides(&info.shape)
            .into_iter()
            .map(Ix::C)
            .collect();
        let d = Desc {
            alloc: src.alloc,
            aligned,
            offset: Ix::C(0),
            sizes,
            strides,
            elem: info.elem,
            elem_bytes: info.elem_bytes,
        };
        let d = self.conform(d, &info);
        let r = m.op(op).results[0];
        self.set(r, crate::codegen::function::Val::M(d));
        Ok(())
    }

    /// `vector.load`.
    fn lower_vector_load(&mut self, op: OpId) -> CgResult<()> {
        let (d, idx) = self.base_and_indices(op, 0)?;
        let ty = self.vty_of(self.m.op(op).results[0], op)?;
        let f = self.load_flags(op);
        if d.elem_bytes != d.elem.bytes() {
            // A memref of vectors: the result is one element.
            let a = self.elem_addr(&d, &idx);
            let v = self.load_vector_elem(&ty, a, f);
            self.set_vec(op, 0, v);
            return Ok(());
        }
        let v = if Self::unit_stride(&d) {
            let (row, addrs) = self.row_addrs(&d, &idx, &ty, 0);
            let mut parts = Vec::new();
            for a in addrs {
                parts.extend(self.load_elems(&row, a, f).parts);
            }
            VecVal { ty, parts }
        } else {
            let mut elems = Vec::with_capacity(ty.len());
            for e in 0..ty.len() {
                let a = self.elem_at(&d, &idx, &ty, e);
                elems.push(self.load_elem(ty.elem, a, f));
            }
            self.build(&ty, &elems)
        };
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// The address of element `e` of a vector of type `ty` placed at `idx` in `d`.
    fn elem_at(&mut self, d: &Desc, idx: &[Ix], ty: &VecTy, e: usize) -> Value {
        let add = super::ops::unflatten(e, &ty.shape);
        self.shifted_addr(d, idx, &add)
    }

    /// `vector.store`.
    fn lower_vector_store(&mut self, op: OpId) -> CgResult<()> {
        let v = self.vec(self.m.op(op).operands[0], op)?;
        let (d, idx) = self.base_and_indices(op, 1)?;
        let f = kflags();
        if d.elem_bytes != d.elem.bytes() {
            let a = self.elem_addr(&d, &idx);
            self.store_vector_elem(&v, a, f);
            return Ok(());
        }
        if Self::unit_stride(&d) {
            let (row, addrs) = self.row_addrs(&d, &idx, &v.ty, 0);
            let per_row = row.parts().len();
            for (r, a) in addrs.into_iter().enumerate() {
                let rv = VecVal {
                    ty: row.clone(),
                    parts: v.parts[r * per_row..(r + 1) * per_row].to_vec(),
                };
                self.store_elems(&rv, a, f);
            }
        } else {
            for e in 0..v.ty.len() {
                let a = self.elem_at(&d, &idx, &v.ty, e);
                let x = self.lane(&v, e);
                self.b.ins().store(f, x, a, 0);
            }
        }
        Ok(())
    }

    /// Loads element of type `s` at `addr` if `cond` (an `i1`), else yields `other`.
    fn guarded_load(&mut self, cond: Value, addr: Value, s: Scalar, other: Value) -> Value {
        let then = self.b.create_block();
        let join = self.b.create_block();
        let p = self.b.append_block_param(join, s.cl());
        self.brif(cond, then, &[], join, &[other]);
        self.b.switch_to_block(then);
        let x = self.load_elem(s, addr, kflags());
        self.jump(join, &[x]);
        self.b.switch_to_block(join);
        p
    }

    /// Stores `x` at `addr` if `cond` (an `i1`).
    fn guarded_store(&mut self, cond: Value, addr: Value, x: Value) {
        let then = self.b.create_block();
        let join = self.b.create_block();
        self.brif(cond, then, &[], join, &[]);
        self.b.switch_to_block(then);
        self.b.ins().store(kflags(), x, addr, 0);
        self.jump(join, &[]);
        self.b.switch_to_block(join);
    }

    /// The address of the element `k` places after `base` (`k` an I64).
    fn offset_addr(&mut self, base: Value, k: Value, s: Scalar) -> Value {
        self.elem_ptr(base, k, s)
    }

    /// `vector.maskedload` (lane `e` from `base + e`) and `vector.expandload` (the set lanes
    /// from consecutive elements).
    fn lower_masked_load(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let (desc, idx) = self.base_and_indices(op, 0)?;
        let r = desc.sizes.len();
        let mask = self.vec(d.operands[1 + r], op)?;
        let pass = self.vec(d.operands[2 + r], op)?;
        let ty = self.vty_of(d.results[0], op)?;
        let expand = d.kind == OpKind::VectorExpandLoad;
        if !expand && Self::unit_stride(&desc) && ty.shape.len() == 1 {
            let v = self.masked_load_by_parts(&desc, &idx, &ty, &mask, &pass);
            self.set_vec(op, 0, v);
            return Ok(());
        }
        let base = self.elem_addr(&desc, &idx);
        let mut k = self.iconst(clt::I64, 0);
        let mut elems = Vec::with_capacity(ty.len());
        for e in 0..ty.len() {
            let c = self.lane(&mask, e);
            let other = self.lane(&pass, e);
            let a = if expand {
                self.offset_addr(base, k, ty.elem)
            } else {
                self.elem_at(&desc, &idx, &ty, e)
            };
            elems.push(self.guarded_load(c, a, ty.elem, other));
            if expand {
                let c64 = self.b.ins().uextend(clt::I64, c);
                k = self.b.ins().iadd(k, c64);
            }
        }
        let v = self.build(&ty, &elems);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// An `i1` that is set when every element of part `p` of `ty` is set in `mask`.
    fn part_all_set(&mut self, ty: &VecTy, p: usize, mask: &VecVal) -> Value {
        if mask.ty.reg_lanes() == ty.reg_lanes() {
            let mp = mask.parts[p];
            if self.b.func.dfg.value_type(mp).is_vector() {
                return self.b.ins().vall_true(mp);
            }
        }
        let (first, n) = ty.part_elems(p);
        let mut all = self.lane(mask, first);
        for e in first + 1..first + n {
            let c = self.lane(mask, e);
            all = self.b.ins().band(all, c);
        }
        all
    }

    /// A 1-D `maskedload` from contiguous memory: each register part is one SIMD load when
    /// its mask lanes are all set, element by element otherwise.
    fn masked_load_by_parts(
        &mut self,
        desc: &Desc,
        idx: &[Ix],
        ty: &VecTy,
        mask: &VecVal,
        pass: &VecVal,
    ) -> VecVal {
        let mut parts = Vec::new();
        for (p, part) in ty.parts().into_iter().enumerate() {
            let (first, n) = ty.part_elems(p);
            let addr = self.elem_at(desc, idx, ty, first);
            let Part::Reg(rt) = part else {
                let c = self.lane(mask, first);
                let other = self.lane(pass, first);
                parts.push(self.guarded_load(c, addr, ty.elem, other));
                continue;
            };
            let all = self.part_all_set(ty, p, mask);
            let (fast, slow, join) = (
                self.b.create_block(),
                self.b.create_block(),
                self.b.create_block(),
            );
            let res = self.b.append_block_param(join, rt);
            self.brif(all, fast, &[], slow, &[]);
            self.b.switch_to_block(fast);
            let v = self.b.ins().load(rt, kflags(), addr, 0);
            self.jump(join, &[v]);
            self.b.switch_to_block(slow);
            let mut elems = Vec::with_capacity(n);
            for e in first..first + n {
                let c = self.lane(mask, e);
                let other = self.lane(pass, e);
                let a = self.elem_at(desc, idx, ty, e);
                elems.push(self.guarded_load(c, a, ty.elem, other));
            }
            let sub = VecTy {
                shape: vec![n as i64],
                ..ty.clone()
            };
            let packed = self.build(&sub, &elems).parts[0];
            self.jump(join, &[packed]);
            self.b.switch_to_block(join);
            parts.push(res);
        }
        VecVal {
            ty: ty.clone(),
            parts,
        }
    }

    /// A 1-D `maskedstore` to contiguous memory: each register part is one SIMD store when
    /// its mask lanes are all set, element by element otherwise.
    fn masked_store_by_parts(&mut self, desc: &Desc, idx: &[Ix], mask: &VecVal, v: &VecVal) {
        for (p, part) in v.ty.parts().into_iter().enumerate() {
            let (first, n) = v.ty.part_elems(p);
            if matches!(part, Part::Reg(_)) && v.ty.elem != Scalar::I1 {
                let all = self.part_all_set(&v.ty, p, mask);
                let (fast, slow, join) = (
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                );
                self.brif(all, fast, &[], slow, &[]);
                self.b.switch_to_block(fast);
                let addr = self.elem_at(desc, idx, &v.ty, first);
                self.b.ins().store(kflags(), v.parts[p], addr, 0);
                self.jump(join, &[]);
                self.b.switch_to_block(slow);
                self.masked_store_lanes(desc, idx, mask, v, first..first + n);
                self.jump(join, &[]);
                self.b.switch_to_block(join);
            } else {
                self.masked_store_lanes(desc, idx, mask, v, first..first + n);
            }
        }
    }

    /// Stores the set elements `range` of `v`, one by one.
    fn masked_store_lanes(
        &mut self,
        desc: &Desc,
        idx: &[Ix],
        mask: &VecVal,
        v: &VecVal,
        range: std::ops::Range<usize>,
    ) {
        for e in range {
            let c = self.lane(mask, e);
            let x = self.lane(v, e);
            let a = self.elem_at(desc, idx, &v.ty, e);
            self.guarded_store(c, a, x);
        }
    }

    /// `vector.maskedstore` and `vector.compressstore`.
    fn lower_masked_store(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let (desc, idx) = self.base_and_indices(op, 0)?;
        let r = desc.sizes.len();
        let mask = self.vec(d.operands[1 + r], op)?;
        let v = self.vec(d.operands[2 + r], op)?;
        let compress = d.kind == OpKind::VectorCompressStore;
        if !compress && Self::unit_stride(&desc) && v.ty.shape.len() == 1 {
            self.masked_store_by_parts(&desc, &idx, &mask, &v);
            return Ok(());
        }
        let base = self.elem_addr(&desc, &idx);
        let mut k = self.iconst(clt::I64, 0);
        for e in 0..v.ty.len() {
            let c = self.lane(&mask, e);
            let x = self.lane(&v, e);
            let a = if compress {
                self.offset_addr(base, k, v.ty.elem)
            } else {
                self.elem_at(&desc, &idx, &v.ty, e)
            };
            self.guarded_store(c, a, x);
            if compress {
                let c64 = self.b.ins().uextend(clt::I64, c);
                k = self.b.ins().iadd(k, c64);
            }
        }
        Ok(())
    }

    /// Lane `e` of an index vector as an I64 element offset.
    fn index_lane(&mut self, v: &VecVal, e: usize) -> Value {
        let x = self.lane(v, e);
        if v.ty.elem.cl() == clt::I64 {
            x
        } else if v.ty.elem == Scalar::I1 {
            self.b.ins().uextend(clt::I64, x)
        } else {
            self.b.ins().sextend(clt::I64, x)
        }
    }

    /// The operands of `gather`/`scatter` after the base: (base address, element type,
    /// index vector, mask, third vector).
    fn indexed_operands(&mut self, op: OpId) -> CgResult<(Value, Scalar, VecVal, VecVal, VecVal)> {
        let ops: Vec<ValueId> = self.m.op(op).operands.clone();
        let (desc, idx) = self.base_and_indices(op, 0)?;
        let r = desc.sizes.len();
        let iv = self.vec(ops[1 + r], op)?;
        let mask = self.vec(ops[2 + r], op)?;
        let third = self.vec(ops[3 + r], op)?;
        let base = self.elem_addr(&desc, &idx);
        Ok((base, desc.elem, iv, mask, third))
    }

    /// `vector.gather`: lane `e` from `base + index[e]` where the mask is set.
    fn lower_gather(&mut self, op: OpId) -> CgResult<()> {
        let (base, elem, iv, mask, pass) = self.indexed_operands(op)?;
        let ty = self.vty_of(self.m.op(op).results[0], op)?;
        let mut elems = Vec::with_capacity(ty.len());
        for e in 0..ty.len() {
            let c = self.lane(&mask, e);
            let other = self.lane(&pass, e);
            let k = self.index_lane(&iv, e);
            let a = self.offset_addr(base, k, elem);
            elems.push(self.guarded_load(c, a, ty.elem, other));
        }
        let v = self.build(&ty, &elems);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// `vector.scatter`: lane `e` to `base + index[e]` where the mask is set, in lane order.
    fn lower_scatter(&mut self, op: OpId) -> CgResult<()> {
        let (base, elem, iv, mask, v) = self.indexed_operands(op)?;
        for e in 0..v.ty.len() {
            let c = self.lane(&mask, e);
            let x = self.lane(&v, e);
            let k = self.index_lane(&iv, e);
            let a = self.offset_addr(base, k, elem);
            self.guarded_store(c, a, x);
        }
        Ok(())
    }
}
