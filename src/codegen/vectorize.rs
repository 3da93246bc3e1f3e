//! Vector code for the `scf.for` loops the mid-level stage marked `bufjit.vectorize`
//! ([`crate::transforms::opt::vectorize`], which decides and makes the loop safe): a loop over
//! 128-bit vectors for `floor(n / lanes)·lanes` iterations, then the scalar loop for the
//! remainder. It exists apart from [`super::control`] because only these loops need vector
//! types, splats and lane masks.
//!
//! ```text
//! ; scf.for %i = %lb to %ub step 1 { c[i] = a[i] + b[i] }, f32 (4 lanes)
//!     rem  = (ub - lb) & 3
//!     vend = (lb < ub && every dynamic last stride == 1) ? ub - rem : lb
//!     brif lb < vend, vbody(lb), tail
//! vbody(iv):
//!     v0 = load.f32x4 a + iv*4 ; v1 = load.f32x4 b + iv*4
//!     v2 = fadd v0, v1 ; store v2, c + iv*4
//!     next = iv + 4 ; brif next < vend, vbody(next), tail
//! tail:
//!     the scalar loop from vend to ub
//! ```
//!
//! Each lane computes what one scalar iteration computes, with the same Cranelift operation on
//! a vector type, so results are bit-identical (NaN payloads, signed zeros and infinities
//! included). Loop-invariant values are computed as scalars once per vector iteration (with
//! the ordinary lowering; Cranelift hoists them) and splatted.

use super::function::{kflags, Desc, FnLower, Ix};
use super::{op_err, CgResult};
use crate::dialects::OpKind;
use crate::ir::{OpId, ValueId};
use crate::transforms::canonicalize::fold::int_const;
use crate::transforms::opt::scalar_promotion::defined_outside;
use crate::transforms::opt::vectorize::{offset_of, Role, Shape};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types as clt, Endianness, InstBuilder, MemFlagsData, Type, Value};
use rustc_hash::FxHashMap;

/// Vectors per trip of the main loop of a vectorised integer reduction, each with its own
/// accumulators: the chains of adds (or xors, multiplies...) run side by side, and the loop
/// control is paid once per four vectors.
pub const REDUCTION_UNROLL: usize = 4;

/// Vectors per trip of the main loop of other vectorised loops (the copies address from the
/// first with immediate offsets: one address computation and one loop test per two vectors).
pub const ELEMENTWISE_UNROLL: usize = 2;

/// Vectors per trip of the main loop of a loop with `n` reductions: [`REDUCTION_UNROLL`]
/// accumulators in all (a register-blocked loop, `transforms::opt::unroll_jam`, has its
/// independent chains already; more copies would only spill).
fn reduction_unroll(n: usize) -> usize {
    (REDUCTION_UNROLL / n.max(1)).max(1)
}

/// The row addresses of [`FnLower::row_bases`] by access, as the values `params` a loop
/// block received them in.
fn row_map(rows: &[(OpId, Value)], params: &[Value]) -> FxHashMap<OpId, Value> {
    rows.iter()
        .map(|r| r.0)
        .zip(params.iter().copied())
        .collect()
}

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// Lowers a loop [`crate::transforms::opt::vectorize::shape`] accepted: the vector loop,
    /// then the scalar remainder.
    pub(super) fn lower_vector_for(&mut self, op: OpId, shape: &Shape) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let lb = self.scalar(d.operands[0], op)?;
        let ub = self.scalar(d.operands[1], op)?;
        let lanes = i64::from(shape.lanes);
        // Unit stride in the last dimension: static, or tested here.
        let mut unit: Option<Value> = None;
        for &mr in &shape.unit_stride {
            match self.desc(mr, op)?.strides.last() {
                Some(Ix::C(1)) => {}
                Some(&Ix::V(s)) => {
                    let one = self.b.ins().icmp_imm_s(IntCC::Equal, s, 1);
                    unit = Some(match unit {
                        Some(u) => self.b.ins().band(u, one),
                        None => one,
                    });
                }
                _ => return self.lower_for_from(op, None),
            }
        }
        // Constant bounds a whole number of vectors apart need no remainder loop (and no
        // entry test: such a loop runs at least once).
        let exact = unit.is_none()
            && matches!(
                (int_const(m, d.operands[0]), int_const(m, d.operands[1])),
                (Some(l), Some(u)) if u > l && (u - l) % i128::from(lanes) == 0
            );
        // Vector accumulators, one per `iter_args` reduction.
        let mut acc0 = Vec::with_capacity(shape.reductions.len());
        for (k, &r) in shape.reductions.iter().enumerate() {
            let init = self.scalar(d.operands[3 + k], op)?;
            acc0.push(self.reduction_start(m.op(r).kind, init, shape.lanes));
        }
        let acc_tys: Vec<Type> = acc0
            .iter()
            .map(|&v| self.b.func.dfg.value_type(v))
            .collect();
        let (vend, enter) = if exact {
            (ub, None)
        } else {
            let n = self.isub(ub, lb);
            let rem = match self.known(n) {
                Some(n) => self.iconst(clt::I64, n & (lanes - 1)),
                None => self.b.ins().band_imm_u(n, lanes - 1),
            };
            let end = self.isub(ub, rem);
            let vend = match (self.known_icmp(IntCC::SignedLessThan, lb, ub), unit) {
                (Some(true), None) => end,
                (Some(false), None) => lb,
                (_, unit) => {
                    let mut ok = self.b.ins().icmp(IntCC::SignedLessThan, lb, ub);
                    if let Some(u) = unit {
                        ok = self.b.ins().band(ok, u);
                    }
                    self.b.ins().select(ok, end, lb)
                }
            };
            match self.known_icmp(IntCC::SignedLessThan, lb, vend) {
                Some(true) => (vend, None),
                _ => (
                    vend,
                    Some(self.b.ins().icmp(IntCC::SignedLessThan, lb, vend)),
                ),
            }
        };
        let rows = self.row_bases(op, shape)?;
        let vbody = self.b.create_block();
        let iv = self.b.append_block_param(vbody, clt::I64);
        let tail = self.b.create_block();
        for &t in &acc_tys {
            self.b.append_block_param(vbody, t);
            self.b.append_block_param(tail, t);
        }
        for _ in &rows {
            self.b.append_block_param(vbody, clt::I64);
        }
        // The MLIR loop body's arguments: the induction variable, then the accumulators.
        let bargs = m
            .entry_block(d.regions[0])
            .map(|b| m.block(b).args.clone())
            .unwrap_or_default();
        // Constant bounds closer than one trip of the unrolled loop: the single-vector loop only.
        let unroll = if shape.reductions.is_empty() {
            ELEMENTWISE_UNROLL
        } else {
            reduction_unroll(shape.reductions.len())
        } as i128;
        let short = matches!(
            (int_const(m, d.operands[0]), int_const(m, d.operands[1])),
            (Some(l), Some(u)) if u - l < unroll * i128::from(lanes)
        );
        let (start, acc0) = if short || unroll == 1 {
            (lb, acc0)
        } else {
            self.lower_unrolled(shape, &bargs, (lb, vend, enter), &acc0, &rows)?
        };
        let enter = if start == lb {
            enter
        } else {
            Some(self.b.ins().icmp(IntCC::SignedLessThan, start, vend))
        };
        let mut args = vec![start];
        args.extend(&acc0);
        args.extend(rows.iter().map(|r| r.1));
        match enter {
            Some(c) => self.brif(c, vbody, &args, tail, &acc0),
            None => self.jump(vbody, &args),
        }
        self.b.switch_to_block(vbody);
        let params = self.b.block_params(vbody)[1..].to_vec();
        let (accs, row_params) = params.split_at(acc_tys.len());
        let in_loop = row_map(&rows, row_params);
        let next_accs = self.lower_vector_body_at(shape, &bargs, (iv, 0), accs, &in_loop)?;
        let next = self.iadd_imm(iv, lanes);
        let more = self.b.ins().icmp(IntCC::SignedLessThan, next, vend);
        let mut args = vec![next];
        args.extend(&next_accs);
        args.extend(row_params);
        self.brif(more, vbody, &args, tail, &next_accs);
        self.b.switch_to_block(tail);
        if exact && shape.reductions.is_empty() {
            return Ok(());
        }
        // Each accumulator's lanes combined in lane order: the scalar remainder's start.
        let tail_accs = self.b.block_params(tail).to_vec();
        let kinds: Vec<OpKind> = shape.reductions.iter().map(|&r| m.op(r).kind).collect();
        let inits = self.reductions_finish(&kinds, &tail_accs, shape.lanes);
        self.lower_for_from_with(op, Some(vend), Some(&inits))
    }

    /// The main loop of a vectorised loop: [`REDUCTION_UNROLL`] vectors per trip for a
    /// reduction, each with accumulators of its own (independent chains), else
    /// [`ELEMENTWISE_UNROLL`], from `lb` while a whole trip fits before `vend`; then the
    /// accumulators combined lane by lane (associative and commutative integer ops: the bits of
    /// the scalar loop). Emitted where the single-vector loop would start (`enter`: whether it
    /// runs at all); returns the induction value and accumulators the single-vector loop goes
    /// on from.
    fn lower_unrolled(
        &mut self,
        shape: &Shape,
        bargs: &[ValueId],
        (lb, vend, enter): (Value, Value, Option<Value>),
        acc0: &[Value],
        rows: &[(OpId, Value)],
    ) -> CgResult<(Value, Vec<Value>)> {
        let u = if shape.reductions.is_empty() {
            ELEMENTWISE_UNROLL
        } else {
            reduction_unroll(shape.reductions.len())
        };
        let width = i64::from(shape.lanes) * u as i64;
        let kinds: Vec<OpKind> = shape
            .reductions
            .iter()
            .map(|&r| self.m.op(r).kind)
            .collect();
        // vend - lb is a whole number of vectors; the unrolled loop stops a multiple of
        // `width` after lb.
        let span = self.isub(vend, lb);
        let rem = self.b.ins().band_imm_u(span, width - 1);
        let uend = self.isub(vend, rem);
        let mut go = self.b.ins().icmp(IntCC::SignedLessThan, lb, uend);
        if let Some(e) = enter {
            go = self.b.ins().band(go, e);
        }
        let ubody = self.b.create_block();
        let join = self.b.create_block();
        let uiv = self.b.append_block_param(ubody, clt::I64);
        let jiv = self.b.append_block_param(join, clt::I64);
        let acc_tys: Vec<Type> = acc0
            .iter()
            .map(|&v| self.b.func.dfg.value_type(v))
            .collect();
        for _ in 0..u {
            for &t in &acc_tys {
                self.b.append_block_param(ubody, t);
                self.b.append_block_param(join, t);
            }
        }
        for _ in rows {
            self.b.append_block_param(ubody, clt::I64);
        }
        // Set 0 starts from the loop's start values, the others from the identities.
        let mut start = acc0.to_vec();
        for _ in 1..u {
            for (k, &kind) in kinds.iter().enumerate() {
                let t = acc_tys[k].lane_type();
                let id = self.reduction_identity(kind, acc0[k], t, shape.lanes);
                start.push(id);
            }
        }
        let mut args = vec![lb];
        args.extend(&start);
        let jargs = args.clone();
        args.extend(rows.iter().map(|r| r.1));
        self.brif(go, ubody, &args, join, &jargs);
        self.b.switch_to_block(ubody);
        let params = self.b.block_params(ubody)[1..].to_vec();
        let n = acc0.len();
        let (params, row_params) = params.split_at(n * u);
        let in_loop = row_map(rows, row_params);
        let mut next = Vec::with_capacity(params.len());
        for c in 0..u {
            // Copy `c` addresses from the first copy's element, 16 bytes (one vector) per copy
            // further (an immediate offset).
            let accs = &params[c * n..(c + 1) * n];
            next.extend(self.lower_vector_body_at(
                shape,
                bargs,
                (uiv, c as i32),
                accs,
                &in_loop,
            )?);
        }
        let niv = self.iadd_imm(uiv, width);
        let more = self.b.ins().icmp(IntCC::SignedLessThan, niv, uend);
        let mut args = vec![niv];
        args.extend(&next);
        let jargs = args.clone();
        args.extend(row_params);
        self.brif(more, ubody, &args, join, &jargs);
        self.b.switch_to_block(join);
        let jp = self.b.block_params(join)[1..].to_vec();
        let mut accs = jp[..n].to_vec();
        for c in 1..u {
            for (k, &kind) in kinds.iter().enumerate() {
                accs[k] = self.reduction_step(kind, accs[k], jp[c * n + k]);
            }
        }
        Ok((jiv, accs))
    }

    /// A vector of `kind`'s identity (`lanes` lanes of `t`), or the start vector `init` (the
    /// start value in every lane) for the idempotent min/max.
    fn reduction_identity(&mut self, kind: OpKind, init: Value, t: Type, lanes: u32) -> Value {
        use OpKind as K;
        let vty = t.by(lanes).expect("128-bit vector");
        let identity = match kind {
            K::AddI | K::OrI | K::XOrI => 0,
            K::AndI => -1,
            K::MulI => 1,
            _ => return init,
        };
        let c = self.b.ins().iconst(t, identity);
        self.b.ins().splat(vty, c)
    }

    /// The vector accumulator a reduction starts from: `init` in lane 0 and the op's
    /// identity in the others, or `init` in every lane for the idempotent min/max.
    fn reduction_start(&mut self, kind: OpKind, init: Value, lanes: u32) -> Value {
        use OpKind as K;
        let t = self.b.func.dfg.value_type(init);
        let vty = t.by(lanes).expect("128-bit vector");
        let identity = match kind {
            K::AddI | K::OrI | K::XOrI => 0,
            K::AndI => -1,
            K::MulI => 1,
            _ => return self.b.ins().splat(vty, init),
        };
        let c = self.b.ins().iconst(t, identity);
        let v = self.b.ins().splat(vty, c);
        self.b.ins().insertlane(v, init, 0)
    }

    /// `a <op> b` for a reduction op, on scalars or vectors.
    fn reduction_step(&mut self, kind: OpKind, a: Value, b: Value) -> Value {
        use OpKind as K;
        let ins = self.b.ins();
        match kind {
            K::AddI => ins.iadd(a, b),
            K::AndI => ins.band(a, b),
            K::OrI => ins.bor(a, b),
            K::XOrI => ins.bxor(a, b),
            K::MulI => ins.imul(a, b),
            K::MinSI => ins.smin(a, b),
            K::MaxSI => ins.smax(a, b),
            K::MinUI => ins.umin(a, b),
            _ => ins.umax(a, b),
        }
    }

    /// [`Self::reduction_finish`] of each accumulator; four `i32x4` sums at a time by pairwise
    /// additions (`phaddd` on x86, `addp` on AArch64): `[Σa, Σb, Σc, Σd]` in three
    /// instructions instead of twelve extractions and additions (a register-blocked loop,
    /// `transforms::opt::unroll_jam`, ends with eight such accumulators). Wrapping integer
    /// sums: the order of the lanes does not change the bits.
    fn reductions_finish(&mut self, kinds: &[OpKind], accs: &[Value], lanes: u32) -> Vec<Value> {
        let mut out = Vec::with_capacity(accs.len());
        let mut k = 0;
        while k < accs.len() {
            let four = accs.get(k..k + 4).is_some_and(|g| {
                g.iter()
                    .all(|&a| self.b.func.dfg.value_type(a) == clt::I32X4)
                    && kinds[k..k + 4].iter().all(|&x| x == OpKind::AddI)
            });
            if four {
                let p = self.b.ins().iadd_pairwise(accs[k], accs[k + 1]);
                let q = self.b.ins().iadd_pairwise(accs[k + 2], accs[k + 3]);
                let r = self.b.ins().iadd_pairwise(p, q);
                for lane in 0..4 {
                    out.push(self.b.ins().extractlane(r, lane));
                }
                k += 4;
            } else {
                out.push(self.reduction_finish(kinds[k], accs[k], lanes));
                k += 1;
            }
        }
        out
    }

    /// The scalar an accumulator's lanes combine to.
    fn reduction_finish(&mut self, kind: OpKind, acc: Value, lanes: u32) -> Value {
        let mut r = self.b.ins().extractlane(acc, 0);
        for i in 1..lanes {
            let lane = self.b.ins().extractlane(acc, i as u8);
            r = self.reduction_step(kind, r, lane);
        }
        r
    }

    /// The body of a vectorised loop for the vector `copy` vectors after induction value `iv`
    /// (the copies of an unrolled vector loop share `iv`'s addresses, with immediate offsets):
    /// the new accumulators. `rows`: the row addresses [`Self::row_bases`] computed, as the
    /// loop sees them.
    fn lower_vector_body_at(
        &mut self,
        shape: &Shape,
        bargs: &[ValueId],
        (iv, copy): (Value, i32),
        accs: &[Value],
        rows: &FxHashMap<OpId, Value>,
    ) -> CgResult<Vec<Value>> {
        let m = self.m;
        let lanes = shape.lanes;
        let off = 16 * copy;
        let mut vecs: FxHashMap<ValueId, Value> = FxHashMap::default();
        let mut next_accs = accs.to_vec();
        if shape.iota {
            // `[i, i + 1]`: the induction variable's lanes.
            let bytes: Vec<u8> = [0u64, 1].iter().flat_map(|v| v.to_le_bytes()).collect();
            let c = self.b.func.dfg.constants.insert(bytes.into());
            let steps = self.b.ins().vconst(clt::I64X2, c);
            let first = self.iadd_imm(iv, i64::from(lanes) * i64::from(copy));
            let base = self.b.ins().splat(clt::I64X2, first);
            let v = self.b.ins().iadd(base, steps);
            if let Some(&id) = bargs.first() {
                vecs.insert(id, v);
            }
        }
        for &(x, role) in &shape.roles {
            let d = m.op(x);
            match role {
                Role::Yield | Role::Offset => {}
                Role::Uniform => self.lower_op(x)?,
                Role::VectorLoad => {
                    let src = self.unit_desc(d.operands[0], x)?;
                    let addr = self.vector_addr(&src, &d.operands[1..], (iv, rows.get(&x)), x)?;
                    let flags = self.load_flags(x);
                    let v = self.b.ins().load(
                        src.elem.cl().by(lanes).expect("128-bit"),
                        flags,
                        addr,
                        off,
                    );
                    vecs.insert(d.results[0], v);
                }
                Role::VectorStore => {
                    let dst = self.unit_desc(d.operands[1], x)?;
                    let vty = dst.elem.cl().by(lanes).expect("128-bit");
                    let v = self.vector_operand(&vecs, d.operands[0], vty, x)?;
                    let addr = self.vector_addr(&dst, &d.operands[2..], (iv, rows.get(&x)), x)?;
                    self.b.ins().store(kflags(), v, addr, off);
                }
                Role::Lanewise => {
                    let v = self.lower_lanewise(&vecs, x, lanes)?;
                    vecs.insert(d.results[0], v);
                }
                Role::Reduce => {
                    let accs_ir = bargs.get(1..).unwrap_or_default();
                    let k = d
                        .operands
                        .iter()
                        .find_map(|v| accs_ir.iter().position(|a| a == v))
                        .ok_or_else(|| super::function::unsupported(m, x))?;
                    let other = d
                        .operands
                        .iter()
                        .copied()
                        .find(|v| !accs_ir.contains(v))
                        .ok_or_else(|| super::function::unsupported(m, x))?;
                    let acc = next_accs[k];
                    let vty = self.b.func.dfg.value_type(acc);
                    let v = self.vector_operand(&vecs, other, vty, x)?;
                    next_accs[k] = self.reduction_step(d.kind, acc, v);
                }
            }
        }
        Ok(next_accs)
    }

    /// The descriptor of a memref accessed at the induction variable, with the last stride 1
    /// (the vector loop runs only when it is).
    fn unit_desc(&self, v: ValueId, op: OpId) -> CgResult<Desc> {
        let mut d = self.desc(v, op)?;
        if let Some(s) = d.strides.last_mut() {
            *s = Ix::C(1);
        }
        Ok(d)
    }

    /// The address of element `[indices[..last]..., iv]` of `d` (the last index is the
    /// induction variable).
    fn vector_addr(
        &mut self,
        d: &Desc,
        indices: &[ValueId],
        (iv, row): (Value, Option<&Value>),
        op: OpId,
    ) -> CgResult<Value> {
        let row = match row {
            Some(&r) => r,
            None => self.row_addr(d, indices, op)?,
        };
        let bytes = d.elem_bytes;
        let off = if bytes.count_ones() == 1 {
            self.ishl_imm(iv, i64::from(bytes.trailing_zeros()))
        } else {
            self.imul_imm(iv, bytes)
        };
        Ok(self.iadd(row, off))
    }

    /// The address of element `[indices[..last]..., 0]` of `d`: where the row a vector access
    /// walks starts.
    fn row_addr(&mut self, d: &Desc, indices: &[ValueId], op: OpId) -> CgResult<Value> {
        let mut ixs = Vec::with_capacity(indices.len());
        for &v in &indices[..indices.len().saturating_sub(1)] {
            ixs.push(self.ix_of(v, op)?);
        }
        // A window `x[%iv + %k]` ([`Role::Offset`]) starts `%k` elements further.
        match self.window_offset(indices, op) {
            Some(k) => {
                let k = self.ix_of(k, op)?;
                ixs.push(k);
            }
            None => ixs.push(Ix::C(0)),
        }
        Ok(self.elem_addr(d, &ixs))
    }

    /// The `%k` of an access whose last index is `%iv + %k` (the induction variable of the
    /// loop whose body the access `op` is in).
    fn window_offset(&self, indices: &[ValueId], op: OpId) -> Option<ValueId> {
        let m = self.m;
        let body = m.op(op).parent?;
        let iv = *m.block(body).args.first()?;
        offset_of(m, *indices.last()?, iv)
    }

    /// The row addresses of the loop's vector accesses whose other indices are defined outside
    /// the loop, computed before it. The vector loops take them as block parameters, passed
    /// unchanged around the back edge: each access is then one `[row + iv * size]` address
    /// mode, and the register allocator keeps the rows in registers through the loop (values
    /// merely live across a loop it tends to spill and reload in the loop).
    fn row_bases(&mut self, l: OpId, shape: &Shape) -> CgResult<Vec<(OpId, Value)>> {
        let m = self.m;
        let mut rows = Vec::new();
        for &(x, role) in &shape.roles {
            let d = m.op(x);
            let (mr, indices) = match role {
                Role::VectorLoad => (d.operands[0], &d.operands[1..]),
                Role::VectorStore => (d.operands[1], &d.operands[2..]),
                _ => continue,
            };
            let outer = &indices[..indices.len().saturating_sub(1)];
            if !outer.iter().all(|&v| defined_outside(m, v, l))
                || self
                    .window_offset(indices, x)
                    .is_some_and(|k| !defined_outside(m, k, l))
            {
                continue;
            }
            let desc = self.unit_desc(mr, x)?;
            let r = self.row_addr(&desc, indices, x)?;
            rows.push((x, r));
        }
        Ok(rows)
    }

    /// A vector operand: a lane value, or a scalar splatted to `vty`.
    fn vector_operand(
        &mut self,
        vecs: &FxHashMap<ValueId, Value>,
        v: ValueId,
        vty: Type,
        op: OpId,
    ) -> CgResult<Value> {
        if let Some(&x) = vecs.get(&v) {
            return Ok(x);
        }
        let s = self.scalar(v, op)?;
        Ok(self.b.ins().splat(vty, s))
    }

    /// `arith.cmpf` on vectors, as a lane mask. AArch64 compares vectors only with the ordered
    /// conditions, `une` and `uno`, so `one` is `olt | ogt` and the other unordered predicates
    /// are the complement of an ordered one (`ult` = `!oge`): the same lanes as the scalar
    /// `fcmp`, on every target.
    pub(super) fn vector_fcmp(&mut self, p: usize, a: Value, b: Value) -> Option<Value> {
        use cranelift_codegen::ir::condcodes::FloatCC as F;
        let (cc, invert) = match p {
            6 => {
                let lt = self.b.ins().fcmp(F::LessThan, a, b);
                let gt = self.b.ins().fcmp(F::GreaterThan, a, b);
                return Some(self.b.ins().bor(lt, gt));
            }
            8 => {
                let one = self.vector_fcmp(6, a, b)?;
                return Some(self.b.ins().bnot(one));
            }
            9 => (F::LessThanOrEqual, true),
            10 => (F::LessThan, true),
            11 => (F::GreaterThanOrEqual, true),
            12 => (F::GreaterThan, true),
            _ => (super::arith::fcmp_cc(p)?, false),
        };
        let r = self.b.ins().fcmp(cc, a, b);
        Some(if invert { self.b.ins().bnot(r) } else { r })
    }

    /// One elementwise op on vectors of `lanes` lanes.
    fn lower_lanewise(
        &mut self,
        vecs: &FxHashMap<ValueId, Value>,
        x: OpId,
        lanes: u32,
    ) -> CgResult<Value> {
        use OpKind as K;
        let m = self.m;
        let d = m.op(x);
        let lane_ty = |v: ValueId| -> CgResult<Type> {
            super::types::scalar(m, m.value_type(v))
                .map(|s| s.cl())
                .map_err(|e| op_err(m, x, e))
        };
        let vty_of =
            |v: ValueId| -> CgResult<Type> { Ok(lane_ty(v)?.by(lanes).expect("128-bit vector")) };
        let ops = d.operands.clone();
        match d.kind {
            K::Select => {
                let vty = vty_of(d.results[0])?;
                let a = self.vector_operand(vecs, ops[1], vty, x)?;
                let b = self.vector_operand(vecs, ops[2], vty, x)?;
                match vecs.get(&ops[0]) {
                    Some(&mask) => {
                        let mask = if self.b.func.dfg.value_type(mask) == vty {
                            mask
                        } else {
                            let f = MemFlagsData::new().with_endianness(Endianness::Little);
                            self.b.ins().bitcast(vty, f, mask)
                        };
                        Ok(self.b.ins().bitselect(mask, a, b))
                    }
                    None => {
                        let c = self.scalar(ops[0], x)?;
                        Ok(self.b.ins().select(c, a, b))
                    }
                }
            }
            K::CmpI | K::CmpF => {
                let vty = vty_of(ops[0])?;
                let a = self.vector_operand(vecs, ops[0], vty, x)?;
                let b = self.vector_operand(vecs, ops[1], vty, x)?;
                let p = super::arith::pred(m, x);
                if d.kind == K::CmpI {
                    let cc = *super::arith::CMPI
                        .get(p)
                        .ok_or_else(|| op_err(m, x, "has an invalid predicate"))?;
                    Ok(self.b.ins().icmp(cc, a, b))
                } else {
                    self.vector_fcmp(p, a, b)
                        .ok_or_else(|| op_err(m, x, "has an invalid predicate"))
                }
            }
            // `index` and 64-bit integers have the same lanes.
            K::IndexCast | K::IndexCastUI => {
                let vty = vty_of(d.results[0])?;
                self.vector_operand(vecs, ops[0], vty, x)
            }
            K::NegF | K::Sqrt | K::AbsF => {
                let vty = vty_of(d.results[0])?;
                let a = self.vector_operand(vecs, ops[0], vty, x)?;
                Ok(match d.kind {
                    K::NegF => self.b.ins().fneg(a),
                    K::Sqrt => self.b.ins().sqrt(a),
                    _ => self.b.ins().fabs(a),
                })
            }
            kind => {
                let vty = vty_of(d.results[0])?;
                let a = self.vector_operand(vecs, ops[0], vty, x)?;
                let b = self.vector_operand(vecs, ops[1], vty, x)?;
                let ins = self.b.ins();
                Ok(match kind {
                    K::AddI => ins.iadd(a, b),
                    K::SubI => ins.isub(a, b),
                    K::MulI => ins.imul(a, b),
                    K::AndI => ins.band(a, b),
                    K::OrI => ins.bor(a, b),
                    K::XOrI => ins.bxor(a, b),
                    K::MinSI => ins.smin(a, b),
                    K::MaxSI => ins.smax(a, b),
                    K::MinUI => ins.umin(a, b),
                    K::MaxUI => ins.umax(a, b),
                    K::AddF => ins.fadd(a, b),
                    K::SubF => ins.fsub(a, b),
                    K::MulF => ins.fmul(a, b),
                    K::DivF => ins.fdiv(a, b),
                    _ => return Err(super::function::unsupported(m, x)),
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::codegen::{object::emit_clif, CodegenOptions, OptLevel};

    const KERNEL: &str = r#"
func.func @k(%a: memref<?xi32>, %n: index, %s: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = arith.muli %x, %s : i32
    memref.store %y, %b[%i] : memref<?xi32>
  }
  memref.dealloc %b : memref<?xi32>
  return
}
"#;

    fn clif(opts: &CodegenOptions) -> String {
        let m = crate::parse::Parser::new(KERNEL, "t.mlir", 1)
            .parse_module()
            .expect("parses");
        emit_clif(&m, "x86_64-unknown-linux-gnu", opts).expect("compiles")
    }

    /// A loop over `[0, n)` of an `i32` buffer into a new one (no overlap test), as CLIF at
    /// the default options; repeated a number of times only known at run time, so the function
    /// is compiled optimized (a run-once function doing so little would be in the fast tier).
    fn static_clif(n: u32) -> String {
        let text = format!(
            r#"
func.func @k(%a: memref<{n}xi32>, %reps: index) {{
  %b = memref.alloc() : memref<{n}xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  scf.for %r = %c0 to %reps step %c1 {{
    scf.for %i = %c0 to %n step %c1 {{
      %x = memref.load %a[%i] : memref<{n}xi32>
      %y = arith.addi %x, %x : i32
      memref.store %y, %b[%i] : memref<{n}xi32>
    }}
  }}
  memref.dealloc %b : memref<{n}xi32>
  return
}}
"#
        );
        let m = crate::parse::Parser::new(&text, "t.mlir", 1)
            .parse_module()
            .expect("parses");
        emit_clif(&m, "x86_64-unknown-linux-gnu", &CodegenOptions::default()).expect("compiles")
    }

    #[test]
    fn constant_bounds_a_whole_number_of_vectors_apart_have_no_remainder() {
        let exact = static_clif(64);
        assert!(exact.contains("load.i32x4"), "{exact}");
        assert!(!exact.contains("load.i32 "), "{exact}");
        let ragged = static_clif(66);
        assert!(ragged.contains("load.i32x4"), "{ragged}");
        assert!(ragged.contains("load.i32 "), "{ragged}");
    }

    #[test]
    fn vector_loop_at_speed_only_without_freed_memory_checks() {
        let fast = clif(&CodegenOptions::default());
        assert!(fast.contains("load.i32x4"), "{fast}");
        assert!(
            fast.contains("imul") && fast.contains("splat.i32x4"),
            "{fast}"
        );
        // The scalar remainder is still there.
        assert!(fast.contains("load.i32 "), "{fast}");
        for opts in [
            CodegenOptions {
                opt_level: OptLevel::None,
                ..CodegenOptions::default()
            },
            CodegenOptions {
                check_freed_memory: true,
                ..CodegenOptions::default()
            },
        ] {
            let text = clif(&opts);
            assert!(!text.contains("x4"), "{opts:?}: {text}");
        }
    }
}
