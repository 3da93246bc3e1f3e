//! `arith` and `math` ops on vectors, element by element.
//!
//! A register part becomes one SIMD instruction when Cranelift has one for the op and lane
//! type on every target (integer add/sub/and/or/xor, 16- and 32-bit multiply and min/max,
//! float add/sub/mul/div/neg/abs/sqrt and min/max, comparisons, `select`). Every other part
//! (scalar parts, and ops without a SIMD instruction: division, casts, libm functions...) is
//! computed lane by lane with the scalar lowering itself ([`FnLower::lower_arith`],
//! [`FnLower::lower_math`]): the op's vector operands are bound to one lane at a time, so each
//! lane has exactly the scalar semantics (division by zero reported, `INT_MIN / -1` defined).
//!
//! The float min/max ops are bit-identical to LLVM's on x86-64 (NaN payloads, signaling NaNs
//! and the sign of zeros included): comparisons and selects by the rule of
//! [`crate::semantics::minmax`], not Cranelift's `fmin`/`fmax`.

use super::{Part, VecTy, VecVal};
use crate::codegen::function::{FnLower, Val};
use crate::codegen::types::Scalar;
use crate::codegen::{op_err, CgResult};
use crate::dialects::{Dialect, OpKind};
use crate::ir::{Module, OpId, ValueId};
pub use crate::semantics::minmax::FloatMinMax;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types as clt, Endianness, InstBuilder, MemFlagsData, Type, Value};

/// True for an `arith`/`math` op with a vector result (`arith.constant` excluded).
pub fn is_elementwise_on_vectors(m: &Module, op: OpId) -> bool {
    let d = m.op(op);
    let dialect = d.kind.dialect();
    (dialect == Dialect::Arith || dialect == Dialect::Math)
        && d.kind != OpKind::Constant
        && super::has_vector_result(m, op)
}

/// The integer type as wide as `t`.
fn int_of(t: Type) -> Type {
    Type::int(t.lane_type().bits() as u16).expect("8..64-bit lanes")
}

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// Lowers an op [`is_elementwise_on_vectors`] accepts.
    pub fn lower_vector_elementwise(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let mut vops: Vec<(usize, VecVal)> = Vec::new();
        let mut saved: Saved = Vec::new();
        for (k, &v) in d.operands.iter().enumerate() {
            if let Val::V(x) = self.val(v, op)? {
                saved.push((v, Val::V(x.clone())));
                vops.push((k, x));
            }
        }
        let mut rtys = Vec::with_capacity(d.results.len());
        for &r in &d.results {
            let mut t = self.vty_of(r, op)?;
            if t.elem == Scalar::I1 {
                t.lane = self.mask_lane_for(op, &vops);
            }
            rtys.push(t);
        }
        // A vector condition of `select` takes the data's lane width.
        if d.kind == OpKind::Select && rtys[0].elem != Scalar::I1 {
            if let Some(c) = vops.iter_mut().find(|(k, _)| *k == 0) {
                c.1 = self.relayout(&c.1, int_of(rtys[0].lane));
            }
        }
        if rtys.len() != 1 {
            let r = self.lanewise_all(op, &vops, &rtys);
            self.restore_operands(saved);
            return r;
        }
        let rt = &rtys[0];
        let layout = rt.parts();
        let mut parts = Vec::with_capacity(layout.len());
        for (p, part) in layout.iter().enumerate() {
            let simd = match part {
                Part::Reg(_) => self.simd_part(op, &vops, rt, p)?,
                Part::Scalar(_) => None,
            };
            let v = match simd {
                Some(v) => v,
                None => {
                    let (first, n) = rt.part_elems(p);
                    let mut elems = Vec::with_capacity(n);
                    for e in first..first + n {
                        elems.push(self.scalar_lane(op, &vops, e)?[0]);
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
        self.restore_operands(saved);
        self.set_vec(
            op,
            0,
            VecVal {
                ty: rt.clone(),
                parts,
            },
        );
        Ok(())
    }

    /// The mask width of an `i1` result: the compared lanes' width for comparisons, the first
    /// `i1` vector operand's otherwise, else 8 bits.
    fn mask_lane_for(&self, op: OpId, vops: &[(usize, VecVal)]) -> Type {
        let kind = self.m.op(op).kind;
        let cmp = matches!(kind, OpKind::CmpI | OpKind::CmpF);
        for (k, v) in vops {
            if cmp || v.ty.elem == Scalar::I1 && (kind != OpKind::Select || *k > 0) {
                return int_of(v.ty.lane);
            }
        }
        clt::I8
    }

    /// Every result of a multi-result op lane by lane.
    fn lanewise_all(&mut self, op: OpId, vops: &[(usize, VecVal)], rtys: &[VecTy]) -> CgResult<()> {
        let n = rtys[0].len();
        let mut per_result: Vec<Vec<Value>> = vec![Vec::with_capacity(n); rtys.len()];
        for e in 0..n {
            for (i, x) in self.scalar_lane(op, vops, e)?.into_iter().enumerate() {
                per_result[i].push(x);
            }
        }
        for (i, (t, elems)) in rtys.iter().zip(per_result).enumerate() {
            let v = self.build(t, &elems);
            self.set_vec(op, i, v);
        }
        Ok(())
    }

    /// The scalar results of `op` at element `e`: its vector operands bound to their lane
    /// `e`, then the scalar lowering.
    fn scalar_lane(
        &mut self,
        op: OpId,
        vops: &[(usize, VecVal)],
        e: usize,
    ) -> CgResult<Vec<Value>> {
        let m = self.m;
        let d = m.op(op);
        let mut lanes = Vec::with_capacity(vops.len());
        for (k, v) in vops {
            lanes.push((d.operands[*k], self.lane(v, e)));
        }
        if let Some(kind) = FloatMinMax::of(d.kind) {
            return Ok(vec![self.float_min_max(kind, lanes[0].1, lanes[1].1)]);
        }
        for (id, x) in lanes {
            self.set(id, Val::S(x));
        }
        if d.kind.dialect() == Dialect::Math {
            self.lower_math(op)?;
        } else {
            self.lower_arith(op)?;
        }
        d.results
            .iter()
            .map(|&r| self.scalar(r, op))
            .collect::<CgResult<Vec<Value>>>()
    }

    /// Rebinds the vector operands that [`Self::scalar_lane`] bound to lanes.
    fn restore_operands(&mut self, saved: Saved) {
        for (id, v) in saved {
            self.set(id, v);
        }
    }

    /// Part `p` of the result as one SIMD instruction, if there is one for the op and types.
    fn simd_part(
        &mut self,
        op: OpId,
        vops: &[(usize, VecVal)],
        rt: &VecTy,
        p: usize,
    ) -> CgResult<Option<Value>> {
        let d = self.m.op(op);
        // Every vector operand must have registers with the result's lane count.
        if vops.iter().any(|(_, v)| v.ty.reg_lanes() != rt.reg_lanes()) {
            return Ok(None);
        }
        let v = if d.kind == OpKind::Select {
            self.simd_select(op, vops, p)?
        } else if vops.len() == d.operands.len() {
            let xs: Vec<Value> = vops.iter().map(|(_, v)| v.parts[p]).collect();
            let lane = vops[0].1.ty.lane;
            if lane.is_float() {
                self.simd_float(op, &xs)
            } else if vops.iter().all(|(_, v)| !v.ty.elem.is_narrow()) {
                self.simd_int(op, lane.bits(), &xs)?
            } else {
                // Lane masks and narrow integers (`i4` in `I8` lanes): only the bitwise ops
                // keep them masks, or in range; the rest go lane by lane.
                match d.kind {
                    OpKind::AndI => Some(self.b.ins().band(xs[0], xs[1])),
                    OpKind::OrI => Some(self.b.ins().bor(xs[0], xs[1])),
                    OpKind::XOrI => Some(self.b.ins().bxor(xs[0], xs[1])),
                    _ => None,
                }
            }
        } else {
            None
        };
        Ok(v.filter(|&v| self.b.func.dfg.value_type(v) == rt.reg_ty()))
    }

    /// An integer op on registers of `bits`-bit lanes (`xs`: the operands' registers).
    fn simd_int(&mut self, op: OpId, bits: u32, xs: &[Value]) -> CgResult<Option<Value>> {
        use OpKind as K;
        let m = self.m;
        let kind = m.op(op).kind;
        let ins = self.b.ins();
        Ok(Some(match kind {
            K::AddI => ins.iadd(xs[0], xs[1]),
            K::SubI => ins.isub(xs[0], xs[1]),
            K::MulI if bits == 16 || bits == 32 => ins.imul(xs[0], xs[1]),
            K::AndI => ins.band(xs[0], xs[1]),
            K::OrI => ins.bor(xs[0], xs[1]),
            K::XOrI => ins.bxor(xs[0], xs[1]),
            K::MinSI if bits <= 32 => ins.smin(xs[0], xs[1]),
            K::MaxSI if bits <= 32 => ins.smax(xs[0], xs[1]),
            K::MinUI if bits <= 32 => ins.umin(xs[0], xs[1]),
            K::MaxUI if bits <= 32 => ins.umax(xs[0], xs[1]),
            K::CmpI => {
                let pr = crate::codegen::arith::pred(m, op);
                let cc = *crate::codegen::arith::CMPI
                    .get(pr)
                    .ok_or_else(|| op_err(m, op, "has an invalid predicate"))?;
                ins.icmp(cc, xs[0], xs[1])
            }
            _ => return Ok(None),
        }))
    }

    /// A float op on registers (`xs`: the operands' registers).
    fn simd_float(&mut self, op: OpId, xs: &[Value]) -> Option<Value> {
        use OpKind as K;
        let kind = self.m.op(op).kind;
        if let Some(mm) = FloatMinMax::of(kind) {
            return Some(self.float_min_max(mm, xs[0], xs[1]));
        }
        if kind == K::CmpF {
            let pr = crate::codegen::arith::pred(self.m, op);
            return self.vector_fcmp(pr, xs[0], xs[1]);
        }
        if kind == K::Fma && !self.has_simd_fma() {
            return None;
        }
        let ins = self.b.ins();
        Some(match kind {
            K::AddF => ins.fadd(xs[0], xs[1]),
            K::SubF => ins.fsub(xs[0], xs[1]),
            K::MulF => ins.fmul(xs[0], xs[1]),
            K::DivF => ins.fdiv(xs[0], xs[1]),
            K::NegF => ins.fneg(xs[0]),
            K::AbsF => ins.fabs(xs[0]),
            K::Sqrt => ins.sqrt(xs[0]),
            K::Fma => ins.fma(xs[0], xs[1], xs[2]),
            _ => return None,
        })
    }

    /// `arith.select` on registers: a `bitselect` by a lane mask of the data's width, or a
    /// `select` by a scalar condition.
    fn simd_select(
        &mut self,
        op: OpId,
        vops: &[(usize, VecVal)],
        p: usize,
    ) -> CgResult<Option<Value>> {
        let arg = |k: usize| vops.iter().find(|(i, _)| *i == k).map(|(_, v)| v.parts[p]);
        let (Some(a), Some(b)) = (arg(1), arg(2)) else {
            return Ok(None);
        };
        Ok(Some(match arg(0) {
            Some(mask) => {
                let rty = self.b.func.dfg.value_type(a);
                let mask = if self.b.func.dfg.value_type(mask) == rty {
                    mask
                } else {
                    let f = MemFlagsData::new().with_endianness(Endianness::Little);
                    self.b.ins().bitcast(rty, f, mask)
                };
                self.b.ins().bitselect(mask, a, b)
            }
            None => {
                let c = self.scalar(self.m.op(op).operands[0], op)?;
                self.b.ins().select(c, a, b)
            }
        }))
    }

    /// True if the target has a fused multiply-add on SIMD registers.
    pub(super) fn has_simd_fma(&self) -> bool {
        let isa = self.module.isa();
        match isa.triple().architecture {
            target_lexicon::Architecture::Aarch64(_) => true,
            target_lexicon::Architecture::X86_64 => isa
                .isa_flags()
                .iter()
                .any(|f| f.name == "has_fma" && f.as_bool() == Some(true)),
            _ => false,
        }
    }

    /// A float min/max bit for bit as LLVM computes it on x86-64, on scalars or registers
    /// (the rule: [`crate::semantics::minmax`]).
    pub(crate) fn float_min_max(&mut self, kind: FloatMinMax, a: Value, b: Value) -> Value {
        let cc = if kind.max {
            FloatCC::GreaterThan
        } else {
            FloatCC::LessThan
        };
        if kind.num {
            let better = self.b.ins().fcmp(cc, b, a);
            let r = self.choose(better, b, a);
            let na = self.b.ins().fcmp(FloatCC::Unordered, a, a);
            return self.choose(na, b, r);
        }
        let neg = self.sign_set(a);
        let (first, second) = if kind.max { (a, b) } else { (b, a) };
        let p = self.choose(neg, first, second);
        let q = self.choose(neg, second, first);
        let better = self.b.ins().fcmp(cc, p, q);
        let r = self.choose(better, p, q);
        let np = self.b.ins().fcmp(FloatCC::Unordered, p, p);
        self.choose(np, p, r)
    }

    /// Whether the sign bit of the float `x` is set: a condition, or a lane mask.
    fn sign_set(&mut self, x: Value) -> Value {
        let t = self.b.func.dfg.value_type(x);
        let f = MemFlagsData::new().with_endianness(Endianness::Little);
        let i = self.b.ins().bitcast(t.as_int(), f, x);
        if t.is_vector() {
            self.b
                .ins()
                .sshr_imm_u(i, i64::from(t.lane_type().bits() - 1))
        } else {
            self.b.ins().icmp_imm_s(IntCC::SignedLessThan, i, 0)
        }
    }

    /// `c ? a : b` for a scalar condition or a lane mask.
    fn choose(&mut self, c: Value, a: Value, b: Value) -> Value {
        let t = self.b.func.dfg.value_type(a);
        if t.is_vector() {
            let f = MemFlagsData::new().with_endianness(Endianness::Little);
            let c = self.b.ins().bitcast(t, f, c);
            self.b.ins().bitselect(c, a, b)
        } else {
            self.b.ins().select(c, a, b)
        }
    }
}

/// Vector operands with their values, to rebind after the lane-by-lane lowering.
type Saved = Vec<(ValueId, Val)>;
