//! `arith` and `math` ops on scalars, as native Cranelift instructions where one exists and
//! libm calls otherwise. `i1` lives in an `I8` register holding 0 or 1, so ops that could
//! leave other bits set are masked, and signed views of `i1` negate first (true is -1).
//! Integer division checks for a zero divisor and reports it at the op's location instead of
//! letting the CPU trap; `INT_MIN / -1` is computed as a wrapping negation.

use super::function::{FnLower, Val};
use super::types::Scalar;
use super::{op_err, CgResult};
use crate::dialects::Dialect;
use crate::dialects::OpKind;
use crate::ir::{Attribute, OpId};
use crate::semantics::int::{Division, Family, FloatBinary, IntBinary, IntPredicate, Rounding};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types as clt, InstBuilder, MemFlagsData, Value};

/// True for the arith ops [`FnLower::lower_arith`] handles (not `arith.constant`), and the
/// `index` ops it lowers as their arith equivalents.
pub fn is_arith(kind: OpKind) -> bool {
    (kind.dialect() == Dialect::Arith && kind != OpKind::Constant)
        || crate::dialects::index::arith_equivalent(kind).is_some()
}

/// `arith.cmpi` predicates (by attribute value) as Cranelift conditions.
pub(super) const CMPI: [IntCC; 10] = [
    IntCC::Equal,
    IntCC::NotEqual,
    IntCC::SignedLessThan,
    IntCC::SignedLessThanOrEqual,
    IntCC::SignedGreaterThan,
    IntCC::SignedGreaterThanOrEqual,
    IntCC::UnsignedLessThan,
    IntCC::UnsignedLessThanOrEqual,
    IntCC::UnsignedGreaterThan,
    IntCC::UnsignedGreaterThanOrEqual,
];

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// The scalar type of `t`, or of its elements for a vector (lowered lane by lane).
    fn scalar_ty(&self, op: OpId, t: crate::ir::TypeId) -> CgResult<Scalar> {
        super::vector::elem_scalar(self.m, t).map_err(|e| op_err(self.m, op, e))
    }

    fn operand_scalar(&self, op: OpId, i: usize) -> CgResult<(Value, Scalar)> {
        let v = self.m.op(op).operands[i];
        let s = self.scalar_ty(op, self.m.value_type(v))?;
        Ok((self.scalar(v, op)?, s))
    }

    fn result_scalar(&self, op: OpId) -> CgResult<Scalar> {
        let r = self.m.op(op).results[0];
        self.scalar_ty(op, self.m.value_type(r))
    }

    fn set_result(&mut self, op: OpId, i: usize, v: Value) {
        let r = self.m.op(op).results[i];
        self.set(r, Val::S(v));
    }

    /// A narrow integer ([`Scalar::is_narrow`]) viewed as a signed value: sign-extended
    /// within its container (an `i1` true is -1); other types unchanged.
    pub(crate) fn signed_view(&mut self, v: Value, s: Scalar) -> Value {
        match s {
            Scalar::I1 => self.b.ins().ineg(v),
            Scalar::IntN(w) => {
                let sh = i64::from(s.cl().bits() - u32::from(w));
                if sh == 0 {
                    return v;
                }
                let x = self.b.ins().ishl_imm_u(v, sh);
                self.b.ins().sshr_imm_u(x, sh)
            }
            _ => v,
        }
    }

    /// Clears the container bits above a narrow integer's width (zero-extends it).
    pub(crate) fn norm(&mut self, v: Value, s: Scalar) -> Value {
        if s.is_narrow() && s.bits() < s.cl().bits() {
            self.b.ins().band_imm_u(v, ((1u64 << s.bits()) - 1) as i64)
        } else {
            v
        }
    }

    /// The constant-like ops ([`crate::semantics::run_constant`]).
    pub fn lower_constant(&mut self, op: OpId) -> CgResult<()> {
        let s = self.result_scalar(op)?;
        let v = match crate::semantics::run_constant(self.m, op).as_ref() {
            Some(Attribute::Integer { value, .. }) => {
                if s.is_float() {
                    return Err(op_err(self.m, op, "integer attribute for a float constant"));
                }
                let v = crate::semantics::int::mask(*value as u64, s.bits()) as i64;
                self.iconst(s.cl(), v)
            }
            Some(Attribute::Float { bits, .. }) => match s {
                Scalar::F32 => self.b.ins().f32const(f32::from_bits(*bits as u32)),
                Scalar::F64 => self.b.ins().f64const(f64::from_bits(*bits)),
                Scalar::Small(_) => self.iconst(s.cl(), *bits as i64),
                _ => {
                    return Err(op_err(
                        self.m,
                        op,
                        "float attribute for an integer constant",
                    ))
                }
            },
            _ => {
                return Err(op_err(
                    self.m,
                    op,
                    "with a non-scalar value is not supported by the code generator",
                ))
            }
        };
        self.set_result(op, 0, v);
        Ok(())
    }

    /// Every arith op except `arith.constant`: one lowering per family ([`Family`]).
    pub fn lower_arith(&mut self, op: OpId) -> CgResult<()> {
        use Family as F;
        let m = self.m;
        let d = m.op(op);
        // Memref select is handled field by field.
        if d.kind == OpKind::Select && m.ty(m.value_type(d.results[0])).is_memref() {
            return self.lower_memref_select(op);
        }
        let rs = self.result_scalar(op)?;
        let Some(family) = Family::of(d.kind) else {
            return Err(super::function::unsupported(m, op));
        };
        let v = match family {
            F::IntBinary(b) => self.lower_int_binary(op, b)?,
            F::Division(div) => self.lower_div(op, div)?,
            F::FloatBinary(b) => self.lower_float_binary(op, b)?,
            F::NegF => {
                let (a, _) = self.operand_scalar(op, 0)?;
                self.b.ins().fneg(a)
            }
            F::CmpI => self.lower_cmpi(op)?,
            F::CmpF => self.lower_cmpf(op)?,
            F::Select => {
                let (c, _) = self.operand_scalar(op, 0)?;
                let (a, _) = self.operand_scalar(op, 1)?;
                let (b, _) = self.operand_scalar(op, 2)?;
                self.b.ins().select(c, a, b)
            }
            F::IntResize { signed } => {
                let (a, s) = self.operand_scalar(op, 0)?;
                self.int_resize(a, s, rs, signed)
            }
            F::IntToFloat { signed } => self.lower_int_to_float(op, rs, signed)?,
            F::FloatToInt { signed } => self.lower_float_to_int(op, rs, signed)?,
            F::FloatResize => self.lower_float_resize(op, rs)?,
            F::Bitcast => {
                let (a, s) = self.operand_scalar(op, 0)?;
                if s.cl() == rs.cl() {
                    a
                } else {
                    self.b.ins().bitcast(rs.cl(), MemFlagsData::new(), a)
                }
            }
            F::AddExtended => self.lower_add_extended(op)?,
            F::MulExtended { signed } => self.lower_mul_extended(op, signed)?,
        };
        self.set_result(op, 0, v);
        Ok(())
    }

    /// [`IntBinary`] ops.
    fn lower_int_binary(&mut self, op: OpId, bin: IntBinary) -> CgResult<Value> {
        use IntBinary as B;
        let (a, s) = self.operand_scalar(op, 0)?;
        let (b, _) = self.operand_scalar(op, 1)?;
        // 64-bit add, subtract and multiply fold constants and reuse what the block already
        // computes (see `super::function::fold`).
        let wide = s.cl() == clt::I64;
        let ins = self.b.ins();
        let r = match bin {
            B::Add if wide => self.iadd(a, b),
            B::Sub if wide => self.isub(a, b),
            B::Mul if wide => self.imul(a, b),
            B::Add => ins.iadd(a, b),
            B::Sub => ins.isub(a, b),
            B::Mul => ins.imul(a, b),
            B::And => ins.band(a, b),
            B::Or => ins.bor(a, b),
            B::Xor => ins.bxor(a, b),
            B::Shl | B::ShrU | B::ShrS if s.cl().bits() < 32 => {
                self.lower_short_shift(bin, a, b, s)
            }
            B::Shl => ins.ishl(a, b),
            B::ShrU => ins.ushr(a, b),
            B::ShrS if s.is_narrow() => {
                let x = self.signed_view(a, s);
                let r = self.b.ins().sshr(x, b);
                self.norm(r, s)
            }
            B::ShrS => ins.sshr(a, b),
            B::MaxU => ins.umax(a, b),
            B::MinU => ins.umin(a, b),
            B::MaxS | B::MinS => {
                let x = self.signed_view(a, s);
                let y = self.signed_view(b, s);
                let r = if bin == B::MaxS {
                    self.b.ins().smax(x, y)
                } else {
                    self.b.ins().smin(x, y)
                };
                self.norm(r, s)
            }
        };
        Ok(if bin.may_overflow_i1() || s.is_narrow() {
            self.norm(r, s)
        } else {
            r
        })
    }

    /// A shift of an integer held in a register narrower than 32 bits, computed in 32 bits as
    /// LLVM computes it on x86-64 and AArch64: an amount from the type's width up to 31 (poison
    /// in MLIR) shifts every bit out, as `mlir-runner` shows, instead of wrapping around the
    /// 8- or 16-bit register ([`crate::semantics::int::shift_register_bits`]).
    fn lower_short_shift(&mut self, bin: IntBinary, a: Value, b: Value, s: Scalar) -> Value {
        let x = if bin == IntBinary::ShrS {
            let v = self.signed_view(a, s);
            self.b.ins().sextend(clt::I32, v)
        } else {
            self.b.ins().uextend(clt::I32, a)
        };
        let n = self.b.ins().uextend(clt::I32, b);
        let r = match bin {
            IntBinary::Shl => self.b.ins().ishl(x, n),
            IntBinary::ShrU => self.b.ins().ushr(x, n),
            _ => self.b.ins().sshr(x, n),
        };
        self.b.ins().ireduce(s.cl(), r)
    }

    /// [`FloatBinary`] ops: instructions, or libm calls.
    fn lower_float_binary(&mut self, op: OpId, bin: FloatBinary) -> CgResult<Value> {
        use FloatBinary as B;
        let (a, s) = self.operand_scalar(op, 0)?;
        let (b, _) = self.operand_scalar(op, 1)?;
        if let Some((n32, n64)) = bin.libm() {
            return Ok(self.libm2(if s == Scalar::F32 { n32 } else { n64 }, s, a, b));
        }
        if let Some(mm) = bin.min_max() {
            return Ok(self.float_min_max(mm, a, b));
        }
        let ins = self.b.ins();
        Ok(match bin {
            B::Add => ins.fadd(a, b),
            B::Sub => ins.fsub(a, b),
            B::Mul => ins.fmul(a, b),
            B::Div => ins.fdiv(a, b),
            B::Rem | B::Maximum | B::MaxNum | B::Minimum | B::MinNum => {
                unreachable!("libm calls and min/max")
            }
        })
    }

    /// `arith.cmpi`.
    fn lower_cmpi(&mut self, op: OpId) -> CgResult<Value> {
        let m = self.m;
        let (a, s) = self.operand_scalar(op, 0)?;
        let (b, _) = self.operand_scalar(op, 1)?;
        let pred = pred(m, op);
        let cc = *CMPI
            .get(pred)
            .ok_or_else(|| op_err(m, op, "has an invalid predicate"))?;
        let (a, b) = if IntPredicate::of(pred).is_some_and(IntPredicate::is_signed) {
            (self.signed_view(a, s), self.signed_view(b, s))
        } else {
            (a, b)
        };
        Ok(self.b.ins().icmp(cc, a, b))
    }

    /// `arith.cmpf`.
    fn lower_cmpf(&mut self, op: OpId) -> CgResult<Value> {
        let (a, _) = self.operand_scalar(op, 0)?;
        let (b, _) = self.operand_scalar(op, 1)?;
        let p = pred(self.m, op);
        Ok(match fcmp_cc(p) {
            Some(cc) => self.b.ins().fcmp(cc, a, b),
            None => self.b.ins().iconst(clt::I8, if p == 15 { 1 } else { 0 }),
        })
    }

    /// `arith.sitofp` / `arith.uitofp` to the type `rs`.
    fn lower_int_to_float(&mut self, op: OpId, rs: Scalar, signed: bool) -> CgResult<Value> {
        let (a, s) = self.operand_scalar(op, 0)?;
        let wide = if s.cl().bits() < 32 {
            let x = if signed { self.signed_view(a, s) } else { a };
            if signed {
                self.b.ins().sextend(clt::I32, x)
            } else {
                self.b.ins().uextend(clt::I32, x)
            }
        } else {
            a
        };
        Ok(if signed {
            self.b.ins().fcvt_from_sint(rs.cl(), wide)
        } else {
            self.b.ins().fcvt_from_uint(rs.cl(), wide)
        })
    }

    /// `arith.fptosi` / `arith.fptoui` to the type `rs`: saturating, to at least 32 bits.
    fn lower_float_to_int(&mut self, op: OpId, rs: Scalar, signed: bool) -> CgResult<Value> {
        let (a, _) = self.operand_scalar(op, 0)?;
        let to = if rs.cl().bits() < 32 {
            clt::I32
        } else {
            rs.cl()
        };
        let r = if signed {
            self.b.ins().fcvt_to_sint_sat(to, a)
        } else {
            self.b.ins().fcvt_to_uint_sat(to, a)
        };
        Ok(if to != rs.cl() {
            let r = self.b.ins().ireduce(rs.cl(), r);
            self.norm(r, rs)
        } else {
            r
        })
    }

    /// `arith.extf` / `arith.truncf` to the type `rs`.
    fn lower_float_resize(&mut self, op: OpId, rs: Scalar) -> CgResult<Value> {
        let (a, s) = self.operand_scalar(op, 0)?;
        if matches!(s, Scalar::Small(_)) || matches!(rs, Scalar::Small(_)) {
            return Ok(self.lower_small_float_resize(a, s, rs));
        }
        Ok(if s == rs {
            a
        } else if self.m.op(op).kind == OpKind::ExtF {
            self.b.ins().fpromote(rs.cl(), a)
        } else {
            self.b.ins().fdemote(rs.cl(), a)
        })
    }

    /// `arith.extf` / `arith.truncf` from or to a small float, through its exact `f64` value
    /// (every small float is one; one rounding, in the runtime's
    /// `bufjit_jit_f64_to_small_float`).
    fn lower_small_float_resize(&mut self, a: Value, s: Scalar, rs: Scalar) -> Value {
        let wide = match s {
            Scalar::Small(k) => {
                let bits = self.b.ins().uextend(clt::I64, a);
                let code = self.iconst(clt::I64, k.small_code().unwrap_or(0) as i64);
                let name = "bufjit_jit_small_float_to_f64";
                self.call_import(name, &[clt::I64, clt::I64], &[clt::F64], &[bits, code])[0]
            }
            Scalar::F32 => self.b.ins().fpromote(clt::F64, a),
            _ => a,
        };
        match rs {
            Scalar::Small(k) => {
                let code = self.iconst(clt::I64, k.small_code().unwrap_or(0) as i64);
                let name = "bufjit_jit_f64_to_small_float";
                let r =
                    self.call_import(name, &[clt::F64, clt::I64], &[clt::I64], &[wide, code])[0];
                self.b.ins().ireduce(rs.cl(), r)
            }
            Scalar::F32 => self.b.ins().fdemote(clt::F32, wide),
            _ => wide,
        }
    }

    /// `arith.addui_extended`: the sum, and its carry as the second result.
    fn lower_add_extended(&mut self, op: OpId) -> CgResult<Value> {
        let (a, s) = self.operand_scalar(op, 0)?;
        let (b, _) = self.operand_scalar(op, 1)?;
        let sum = self.b.ins().iadd(a, b);
        let sum = self.norm(sum, s);
        let carry = self.b.ins().icmp(IntCC::UnsignedLessThan, sum, a);
        self.set_result(op, 1, carry);
        Ok(sum)
    }

    /// `arith.mulsi_extended` / `arith.mului_extended`: the low half, and the high half as
    /// the second result.
    fn lower_mul_extended(&mut self, op: OpId, signed: bool) -> CgResult<Value> {
        let (a, s) = self.operand_scalar(op, 0)?;
        let (b, _) = self.operand_scalar(op, 1)?;
        if let Scalar::IntN(w) = s {
            return Ok(self.narrow_mul_extended(op, s, w, signed, a, b));
        }
        let lo = self.b.ins().imul(a, b);
        let hi = if signed {
            self.b.ins().smulhi(a, b)
        } else {
            self.b.ins().umulhi(a, b)
        };
        self.set_result(op, 1, hi);
        Ok(lo)
    }

    /// `mul[su]i_extended` on an `iN` below 64 bits: the 128-bit product of the operands
    /// extended to 64 bits, cut at bit `w`.
    fn narrow_mul_extended(
        &mut self,
        op: OpId,
        s: Scalar,
        w: u8,
        signed: bool,
        a: Value,
        b: Value,
    ) -> Value {
        let wide = |this: &mut Self, v: Value| {
            let v = if signed { this.signed_view(v, s) } else { v };
            match (s.cl() == clt::I64, signed) {
                (true, _) => v,
                (false, true) => this.b.ins().sextend(clt::I64, v),
                (false, false) => this.b.ins().uextend(clt::I64, v),
            }
        };
        let (x, y) = (wide(self, a), wide(self, b));
        let lo64 = self.b.ins().imul(x, y);
        let hi64 = if signed {
            self.b.ins().smulhi(x, y)
        } else {
            self.b.ins().umulhi(x, y)
        };
        let lo_part = self.b.ins().ushr_imm_u(lo64, i64::from(w));
        let hi_part = self.b.ins().ishl_imm_u(hi64, 64 - i64::from(w));
        let hi = self.b.ins().bor(lo_part, hi_part);
        let cut = |this: &mut Self, v: Value| {
            let v = if s.cl() == clt::I64 {
                v
            } else {
                this.b.ins().ireduce(s.cl(), v)
            };
            this.norm(v, s)
        };
        let (lo, hi) = (cut(self, lo64), cut(self, hi));
        self.set_result(op, 1, hi);
        lo
    }

    /// Resizes an integer (index casts, extensions, truncation): a signed widening first
    /// sign-extends a narrow source within its container; the result is normalised.
    fn int_resize(&mut self, a: Value, from: Scalar, to: Scalar, signed: bool) -> Value {
        let (fb, tb) = (from.cl().bits(), to.cl().bits());
        let x = if signed && from.bits() < to.bits() {
            self.signed_view(a, from)
        } else {
            a
        };
        let r = if fb == tb {
            x
        } else if fb > tb {
            self.b.ins().ireduce(to.cl(), x)
        } else if signed {
            self.b.ins().sextend(to.cl(), x)
        } else {
            self.b.ins().uextend(to.cl(), x)
        };
        self.norm(r, to)
    }

    fn libm1(&mut self, name: &str, s: Scalar, a: Value) -> Value {
        self.call_import(name, &[s.cl()], &[s.cl()], &[a])[0]
    }

    fn libm2(&mut self, name: &str, s: Scalar, a: Value, b: Value) -> Value {
        self.call_import(name, &[s.cl(), s.cl()], &[s.cl()], &[a, b])[0]
    }

    /// Integer division and remainder ([`Division`]) with the zero-divisor check; signed
    /// ones compute `INT_MIN / -1` without the CPU's trap.
    fn lower_div(&mut self, op: OpId, div: Division) -> CgResult<Value> {
        let (a, s) = self.operand_scalar(op, 0)?;
        let (b, _) = self.operand_scalar(op, 1)?;
        let const_b = self.const_index(self.m.op(op).operands[1]);
        if const_b.is_none_or(|c| c == 0) {
            let zero = self.b.ins().icmp_imm_s(IntCC::Equal, b, 0);
            self.runtime_check(zero, op, div.zero_divisor_message());
        }
        if div.signed_at(s.bits()) && s.is_narrow() {
            let (x, y) = (self.signed_view(a, s), self.signed_view(b, s));
            let r = self.lower_signed_div(div, s, x, y);
            Ok(self.norm(r, s))
        } else if div.signed_at(s.bits()) {
            Ok(self.lower_signed_div(div, s, a, b))
        } else {
            Ok(self.lower_unsigned_div(div, s, a, b))
        }
    }

    /// Unsigned division and remainder (a divisor known not to be zero).
    fn lower_unsigned_div(&mut self, div: Division, s: Scalar, a: Value, b: Value) -> Value {
        match (div.remainder, div.rounding) {
            (true, _) => self.b.ins().urem(a, b),
            (false, Rounding::Ceil) => {
                // a == 0 ? 0 : (a - 1) / b + 1
                let am1 = self.b.ins().iadd_imm_s(a, -1);
                let q = self.b.ins().udiv(am1, b);
                let q1 = self.b.ins().iadd_imm_s(q, 1);
                let z = self.b.ins().iconst(s.cl(), 0);
                let is0 = self.b.ins().icmp_imm_s(IntCC::Equal, a, 0);
                self.b.ins().select(is0, z, q1)
            }
            (false, _) => self.b.ins().udiv(a, b),
        }
    }

    /// Signed division and remainder (a divisor known not to be zero), avoiding the
    /// `INT_MIN / -1` trap.
    fn lower_signed_div(&mut self, div: Division, s: Scalar, a: Value, b: Value) -> Value {
        let ty = s.cl();
        let is_m1 = self.b.ins().icmp_imm_s(IntCC::Equal, b, -1);
        let one = self.b.ins().iconst(ty, 1);
        let safe_b = self.b.ins().select(is_m1, one, b);
        let q0 = self.b.ins().sdiv(a, safe_b);
        let neg_a = self.b.ins().ineg(a);
        let q = self.b.ins().select(is_m1, neg_a, q0);
        match (div.remainder, div.rounding) {
            (true, _) => {
                let r0 = self.b.ins().srem(a, safe_b);
                let z = self.b.ins().iconst(ty, 0);
                self.b.ins().select(is_m1, z, r0)
            }
            (false, Rounding::Trunc) => q,
            (false, rounding) => {
                // r = a - q*b; adjust when r != 0 and the signs (dis)agree.
                let qb = self.b.ins().imul(q, b);
                let r = self.b.ins().isub(a, qb);
                let rnz = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
                let x = self.b.ins().bxor(a, b);
                let same = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, x, 0);
                if rounding == Rounding::Ceil {
                    let adj = self.b.ins().band(rnz, same);
                    let q1 = self.b.ins().iadd_imm_s(q, 1);
                    self.b.ins().select(adj, q1, q)
                } else {
                    let diff = self.b.ins().bxor_imm_u(same, 1);
                    let adj = self.b.ins().band(rnz, diff);
                    let q1 = self.b.ins().iadd_imm_s(q, -1);
                    self.b.ins().select(adj, q1, q)
                }
            }
        }
    }

    /// `math` ops.
    pub fn lower_math(&mut self, op: OpId) -> CgResult<()> {
        use OpKind as K;
        let kind = self.m.op(op).kind;
        let (a, s) = self.operand_scalar(op, 0)?;
        let f32 = s == Scalar::F32;
        let lib = |n32: &'static str, n64: &'static str| if f32 { n32 } else { n64 };
        let v = match kind {
            K::Sqrt => self.b.ins().sqrt(a),
            K::Rsqrt => {
                let r = self.b.ins().sqrt(a);
                let one = if f32 {
                    self.b.ins().f32const(1.0)
                } else {
                    self.b.ins().f64const(1.0)
                };
                self.b.ins().fdiv(one, r)
            }
            K::AbsF => self.b.ins().fabs(a),
            K::Floor => self.b.ins().floor(a),
            K::Ceil => self.b.ins().ceil(a),
            K::Trunc => self.b.ins().trunc(a),
            K::RoundEven => self.b.ins().nearest(a),
            K::Round => self.libm1(lib("roundf", "round"), s, a),
            K::Fma => {
                let (b, _) = self.operand_scalar(op, 1)?;
                let (c, _) = self.operand_scalar(op, 2)?;
                self.b.ins().fma(a, b, c)
            }
            K::CopySign => {
                let (b, _) = self.operand_scalar(op, 1)?;
                self.b.ins().fcopysign(a, b)
            }
            K::Atan2 => {
                let (b, _) = self.operand_scalar(op, 1)?;
                self.libm2(lib("atan2f", "atan2"), s, a, b)
            }
            K::PowF => {
                let (b, _) = self.operand_scalar(op, 1)?;
                self.libm2(lib("powf", "pow"), s, a, b)
            }
            K::FPowI => {
                let (b, bs) = self.operand_scalar(op, 1)?;
                let wide = if bs.cl().bits() < 32 {
                    self.b.ins().sextend(clt::I32, b)
                } else {
                    b
                };
                let fb = self.b.ins().fcvt_from_sint(s.cl(), wide);
                self.libm2(lib("powf", "pow"), s, a, fb)
            }
            K::IPowI => {
                let (b, _) = self.operand_scalar(op, 1)?;
                self.lower_ipowi(a, b, s)
            }
            K::AbsI => {
                let x = self.signed_view(a, s);
                let r = self.b.ins().iabs(x);
                self.norm(r, s)
            }
            K::CountLeadingZeros => {
                // The container's leading zeros less those above the width.
                let r = self.b.ins().clz(a);
                let extra = i64::from(s.cl().bits() - s.bits());
                self.b.ins().iadd_imm_s(r, -extra)
            }
            K::CountTrailingZeros if s.bits() < s.cl().bits() => {
                // A stop bit just above the width: zero has `width` trailing zeros.
                let x = self.b.ins().bor_imm_u(a, 1i64 << s.bits());
                self.b.ins().ctz(x)
            }
            K::CountTrailingZeros => self.b.ins().ctz(a),
            K::CtPop => self.b.ins().popcnt(a),
            K::IsNaN => self.b.ins().fcmp(FloatCC::Unordered, a, a),
            K::IsInf | K::IsFinite | K::IsNormal => self.lower_float_class(kind, a, f32),
            _ => {
                let Some((n32, n64)) = crate::semantics::math::libm_unary(kind) else {
                    return Err(super::function::unsupported(self.m, op));
                };
                let name = lib(n32, n64);
                if !s.is_float() {
                    return Err(op_err(self.m, op, "expects a float operand"));
                }
                self.libm1(name, s, a)
            }
        };
        self.set_result(op, 0, v);
        Ok(())
    }

    /// `math.ipowi` through the runtime's 64-bit `bufjit_jit_ipowi`.
    fn lower_ipowi(&mut self, a: Value, b: Value, s: Scalar) -> Value {
        let x = self.signed_view(a, s);
        let y = self.signed_view(b, s);
        let (a64, b64) = if s.cl() == clt::I64 {
            (x, y)
        } else {
            (
                self.b.ins().sextend(clt::I64, x),
                self.b.ins().sextend(clt::I64, y),
            )
        };
        let r = self.call_import(
            "bufjit_jit_ipowi",
            &[clt::I64, clt::I64],
            &[clt::I64],
            &[a64, b64],
        )[0];
        let r = if s.cl() == clt::I64 {
            r
        } else {
            self.b.ins().ireduce(s.cl(), r)
        };
        self.norm(r, s)
    }

    /// `math.isinf`, `math.isfinite`, `math.isnormal`: comparisons of the magnitude.
    fn lower_float_class(&mut self, kind: OpKind, a: Value, f32: bool) -> Value {
        let abs = self.b.ins().fabs(a);
        let inf = if f32 {
            self.b.ins().f32const(f32::INFINITY)
        } else {
            self.b.ins().f64const(f64::INFINITY)
        };
        match kind {
            OpKind::IsInf => self.b.ins().fcmp(FloatCC::Equal, abs, inf),
            OpKind::IsFinite => self.b.ins().fcmp(FloatCC::LessThan, abs, inf),
            _ => {
                let min = if f32 {
                    self.b.ins().f32const(f32::MIN_POSITIVE)
                } else {
                    self.b.ins().f64const(f64::MIN_POSITIVE)
                };
                let lt = self.b.ins().fcmp(FloatCC::LessThan, abs, inf);
                let ge = self.b.ins().fcmp(FloatCC::GreaterThanOrEqual, abs, min);
                self.b.ins().band(lt, ge)
            }
        }
    }
}

/// An `arith.cmpf` predicate (by attribute value) as a Cranelift condition (`None` for the
/// constant predicates `false` and `true`).
pub(super) fn fcmp_cc(p: usize) -> Option<FloatCC> {
    Some(match p {
        1 => FloatCC::Equal,
        2 => FloatCC::GreaterThan,
        3 => FloatCC::GreaterThanOrEqual,
        4 => FloatCC::LessThan,
        5 => FloatCC::LessThanOrEqual,
        6 => FloatCC::OrderedNotEqual,
        7 => FloatCC::Ordered,
        8 => FloatCC::UnorderedOrEqual,
        9 => FloatCC::UnorderedOrGreaterThan,
        10 => FloatCC::UnorderedOrGreaterThanOrEqual,
        11 => FloatCC::UnorderedOrLessThan,
        12 => FloatCC::UnorderedOrLessThanOrEqual,
        13 => FloatCC::NotEqual,
        14 => FloatCC::Unordered,
        _ => return None,
    })
}

/// The `predicate` attribute of a comparison (`usize::MAX` if missing).
pub(super) fn pred(m: &crate::ir::Module, op: OpId) -> usize {
    crate::semantics::int::predicate(m, op).unwrap_or(usize::MAX)
}
