//! LLVM ops on values: integer and float arithmetic (per lane on vectors), comparisons,
//! `select`, casts, constants (`llvm.mlir.constant`, `zero`, `undef`, `poison`), aggregates
//! (`insertvalue`, `extractvalue`) and vector lanes (`extractelement`, `insertelement`,
//! `shufflevector`). Undefined and poison values are zeros.
//!
//! Integer division by zero and the `INT_MIN / -1` overflow are undefined behaviour in LLVM;
//! here they give 0 instead of trapping the host.

use super::layout;
use super::LlLower;
use crate::codegen::types::PTR;
use crate::codegen::{op_err, CgResult};
use crate::dialects::OpKind;
use crate::ir::{Attribute, OpId, TypeId};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types as clt, InstBuilder, Type, Value};

impl<M: cranelift_module::Module> LlLower<'_, '_, M> {
    /// Lowers a value op.
    pub fn lower_value(&mut self, op: OpId) -> CgResult<()> {
        use OpKind::*;
        let m = self.fl.m;
        let kind = m.op(op).kind;
        let r = match kind {
            LlvmMlirConstant => self.constant(op)?,
            LlvmMlirZero | LlvmMlirUndef | LlvmMlirPoison => {
                let t = m.value_type(m.op(op).results[0]);
                self.zeros(t, op)?
            }
            LlvmFreeze | LlvmAddrspacecast => self.get(m.op(op).operands[0], op)?,
            LlvmInsertvalue | LlvmExtractvalue => self.aggregate(op)?,
            LlvmExtractelement | LlvmInsertelement => self.element(op)?,
            LlvmShufflevector => self.shuffle(op)?,
            LlvmSelect => self.select(op)?,
            LlvmIcmp | LlvmFcmp => self.lanes2(op, |s, a, b, et| s.compare(op, a, b, et))?,
            LlvmFneg => self.lanes1(op, |s, a, _| Ok(s.fl.b.ins().fneg(a)))?,
            LlvmBitcast => self.bitcast(op)?,
            _ if crate::dialects::llvm::ops::is_cast(kind) => self.cast(op)?,
            _ if crate::dialects::llvm::ops::is_binary(kind) => {
                self.lanes2(op, |s, a, b, et| s.binary(op, kind, a, b, et))?
            }
            _ => return Err(crate::codegen::function::unsupported(m, op)),
        };
        self.set(op, r);
        Ok(())
    }

    /// Applies `f` to each lane of operand 0.
    pub fn lanes1(
        &mut self,
        op: OpId,
        mut f: impl FnMut(&mut Self, Value, TypeId) -> CgResult<Value>,
    ) -> CgResult<Vec<Value>> {
        let m = self.fl.m;
        let x = m.op(op).operands[0];
        let et = layout::elem_of(m, m.value_type(x));
        let a = self.get(x, op)?;
        a.into_iter().map(|v| f(self, v, et)).collect()
    }

    /// Applies `f` to each pair of lanes of operands 0 and 1 (`et`: operand element type).
    pub fn lanes2(
        &mut self,
        op: OpId,
        mut f: impl FnMut(&mut Self, Value, Value, TypeId) -> CgResult<Value>,
    ) -> CgResult<Vec<Value>> {
        let m = self.fl.m;
        let (x, y) = (m.op(op).operands[0], m.op(op).operands[1]);
        let et = layout::elem_of(m, m.value_type(x));
        let a = self.get(x, op)?;
        let b = self.get(y, op)?;
        a.into_iter()
            .zip(b)
            .map(|(p, q)| f(self, p, q, et))
            .collect()
    }

    /// Keeps the low `w` bits of `v` (the canonical form of a narrow integer).
    pub fn mask_to(&mut self, v: Value, w: u32) -> Value {
        let ty = self.fl.b.func.dfg.value_type(v);
        let m = self.iconst(ty, (1i128 << w) - 1);
        self.fl.b.ins().band(v, m)
    }

    /// Sign-extends the low `w` bits of `v` within its container.
    pub fn sext_in(&mut self, v: Value, w: u32) -> Value {
        let ty = self.fl.b.func.dfg.value_type(v);
        let sh = i64::from(ty.bits() - w);
        let l = self.fl.b.ins().ishl_imm_u(v, sh);
        self.fl.b.ins().sshr_imm_u(l, sh)
    }

    fn binary(
        &mut self,
        op: OpId,
        kind: OpKind,
        a: Value,
        b: Value,
        et: TypeId,
    ) -> CgResult<Value> {
        use OpKind::*;
        if let Some(w) = layout::narrow_width(self.fl.m, et) {
            let signed = matches!(kind, LlvmSdiv | LlvmSrem | LlvmAshr);
            let (a, b) = if signed {
                (self.sext_in(a, w), self.sext_in(b, w))
            } else {
                (a, b)
            };
            let r = self.binary_wide(op, kind, a, b)?;
            return Ok(self.mask_to(r, w));
        }
        self.binary_wide(op, kind, a, b)
    }

    fn binary_wide(&mut self, op: OpId, kind: OpKind, a: Value, b: Value) -> CgResult<Value> {
        use OpKind::*;
        let ty = self.fl.b.func.dfg.value_type(a);
        let ins = self.fl.b.ins();
        Ok(match kind {
            LlvmAdd => ins.iadd(a, b),
            LlvmSub => ins.isub(a, b),
            LlvmMul => ins.imul(a, b),
            LlvmAnd => ins.band(a, b),
            LlvmOr => ins.bor(a, b),
            LlvmXor => ins.bxor(a, b),
            LlvmShl | LlvmLshr | LlvmAshr => return Ok(self.shift(kind, a, b, ty)),
            LlvmUdiv | LlvmUrem | LlvmSdiv | LlvmSrem => return Ok(self.divide(kind, a, b, ty)),
            LlvmFadd => ins.fadd(a, b),
            LlvmFsub => ins.fsub(a, b),
            LlvmFmul => ins.fmul(a, b),
            LlvmFdiv => ins.fdiv(a, b),
            LlvmFrem => {
                let name = if ty == clt::F32 { "fmodf" } else { "fmod" };
                return Ok(self.fl.call_import(name, &[ty, ty], &[ty], &[a, b])[0]);
            }
            _ => return Err(crate::codegen::function::unsupported(self.fl.m, op)),
        })
    }

    /// Shifts. A shift by the width or more is poison in LLVM; here it shifts every bit
    /// out (0, or the sign for `ashr`), as LLVM's folds of such shifts do, where Cranelift
    /// alone would take the amount modulo the width.
    fn shift(&mut self, kind: OpKind, a: Value, b: Value, ty: Type) -> Value {
        let w = self.iconst(ty, i128::from(ty.bits()));
        let big = self
            .fl
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThanOrEqual, b, w);
        let last = self.iconst(ty, i128::from(ty.bits() - 1));
        let amount = self.fl.b.ins().select(big, last, b);
        let r = match kind {
            OpKind::LlvmShl => self.fl.b.ins().ishl(a, amount),
            OpKind::LlvmLshr => self.fl.b.ins().ushr(a, amount),
            _ => return self.fl.b.ins().sshr(a, amount),
        };
        let zero = self.iconst(ty, 0);
        self.fl.b.ins().select(big, zero, r)
    }

    /// Division and remainder without host traps: a zero divisor (or `MIN / -1`) divides
    /// by one instead.
    fn divide(&mut self, kind: OpKind, a: Value, b: Value, ty: Type) -> Value {
        let one = self.iconst(ty, 1);
        let zero = self.iconst(ty, 0);
        let is_zero = self.fl.b.ins().icmp(IntCC::Equal, b, zero);
        let mut bad = is_zero;
        if matches!(kind, OpKind::LlvmSdiv | OpKind::LlvmSrem) {
            let minus1 = self.iconst(ty, -1);
            let min = self.iconst(ty, i128::MIN >> (128 - ty.bits()));
            let bm = self.fl.b.ins().icmp(IntCC::Equal, b, minus1);
            let am = self.fl.b.ins().icmp(IntCC::Equal, a, min);
            let ov = self.fl.b.ins().band(bm, am);
            bad = self.fl.b.ins().bor(bad, ov);
        }
        let d = self.fl.b.ins().select(bad, one, b);
        let ins = self.fl.b.ins();
        match kind {
            OpKind::LlvmUdiv => ins.udiv(a, d),
            OpKind::LlvmSdiv => ins.sdiv(a, d),
            OpKind::LlvmUrem => ins.urem(a, d),
            _ => ins.srem(a, d),
        }
    }

    fn compare(&mut self, op: OpId, a: Value, b: Value, et: TypeId) -> CgResult<Value> {
        let m = self.fl.m;
        let p = match m.attr(op, "predicate") {
            Some(Attribute::Integer { value, .. }) => *value as usize,
            _ => return Err(op_err(m, op, "has no predicate")),
        };
        if m.op(op).kind == OpKind::LlvmIcmp {
            // `llvm.icmp` numbers its predicates as `arith.cmpi` does.
            let cc = *crate::codegen::arith::CMPI
                .get(p)
                .ok_or_else(|| op_err(m, op, "has an invalid predicate"))?;
            let (a, b) = match layout::narrow_width(m, et) {
                Some(w) if (2..6).contains(&p) => (self.sext_in(a, w), self.sext_in(b, w)),
                _ => (a, b),
            };
            return Ok(self.fl.b.ins().icmp(cc, a, b));
        }
        // `llvm.fcmp` numbers its predicates as `arith.cmpf` does.
        let cc = match p {
            0 => return Ok(self.iconst(clt::I8, 0)),
            15 => return Ok(self.iconst(clt::I8, 1)),
            _ => crate::codegen::arith::fcmp_cc(p)
                .ok_or_else(|| op_err(m, op, "has an invalid predicate"))?,
        };
        Ok(self.fl.b.ins().fcmp(cc, a, b))
    }

    fn select(&mut self, op: OpId) -> CgResult<Vec<Value>> {
        let m = self.fl.m;
        let ops = m.op(op).operands.clone();
        let c = self.get(ops[0], op)?;
        let a = self.get(ops[1], op)?;
        let b = self.get(ops[2], op)?;
        Ok(a.iter()
            .zip(&b)
            .enumerate()
            .map(|(i, (&x, &y))| {
                let ci = if c.len() == 1 { c[0] } else { c[i] };
                self.fl.b.ins().select(ci, x, y)
            })
            .collect())
    }

    fn cast(&mut self, op: OpId) -> CgResult<Vec<Value>> {
        use OpKind::*;
        let m = self.fl.m;
        let kind = m.op(op).kind;
        let x = m.op(op).operands[0];
        let from = layout::elem_of(m, m.value_type(x));
        let to = layout::elem_of(m, m.value_type(m.op(op).results[0]));
        let (fw, tw) = (layout::int_width(m, from), layout::int_width(m, to));
        let tt = self.cl(to, op)?;
        let ft = self.cl(from, op)?;
        let vals = self.get(x, op)?;
        let mut out = Vec::with_capacity(vals.len());
        for v in vals {
            let r = match kind {
                LlvmTrunc | LlvmPtrtoint | LlvmInttoptr | LlvmZext | LlvmSext => {
                    self.int_resize(v, (ft, fw), (tt, tw), kind == LlvmSext)
                }
                LlvmFpext | LlvmFptrunc
                    if self.small_float(from).or(self.small_float(to)).is_some() =>
                {
                    self.small_float_cast(v, from, to, tt)
                }
                LlvmFpext => self.fl.b.ins().fpromote(tt, v),
                LlvmFptrunc => self.fl.b.ins().fdemote(tt, v),
                LlvmSitofp | LlvmUitofp => {
                    let v = if fw < ft.bits() && kind == LlvmSitofp {
                        self.sext_in(v, fw)
                    } else {
                        v
                    };
                    if kind == LlvmSitofp {
                        self.fl.b.ins().fcvt_from_sint(tt, v)
                    } else {
                        self.fl.b.ins().fcvt_from_uint(tt, v)
                    }
                }
                LlvmFptosi | LlvmFptoui => {
                    let r = if kind == LlvmFptosi {
                        self.fl.b.ins().fcvt_to_sint_sat(tt, v)
                    } else {
                        self.fl.b.ins().fcvt_to_uint_sat(tt, v)
                    };
                    if tw < tt.bits() {
                        self.mask_to(r, tw)
                    } else {
                        r
                    }
                }
                _ => return Err(crate::codegen::function::unsupported(m, op)),
            };
            out.push(r);
        }
        Ok(out)
    }

    /// The runtime code of a small float type (`f16`, `bf16`, 8- and 4-bit floats), which
    /// lives in an integer register as its bits.
    fn small_float(&self, t: TypeId) -> Option<u64> {
        match self.fl.m.ty(t) {
            crate::ir::TypeData::Float(k) => k.small_code(),
            _ => None,
        }
    }

    /// `fpext`/`fptrunc` to or from a small float, through `f64` and the runtime's exact
    /// conversions (round to nearest even).
    fn small_float_cast(&mut self, v: Value, from: TypeId, to: TypeId, tt: Type) -> Value {
        let wide = match self.small_float(from) {
            Some(code) => {
                let bits = self.fl.b.ins().uextend(clt::I64, v);
                let c = self.iconst(clt::I64, i128::from(code));
                self.fl.call_import(
                    "bufjit_jit_small_float_to_f64",
                    &[clt::I64, clt::I64],
                    &[clt::F64],
                    &[bits, c],
                )[0]
            }
            None if self.fl.b.func.dfg.value_type(v) == clt::F32 => {
                self.fl.b.ins().fpromote(clt::F64, v)
            }
            None => v,
        };
        match self.small_float(to) {
            Some(code) => {
                let c = self.iconst(clt::I64, i128::from(code));
                let bits = self.fl.call_import(
                    "bufjit_jit_f64_to_small_float",
                    &[clt::F64, clt::I64],
                    &[clt::I64],
                    &[wide, c],
                )[0];
                if tt == clt::I64 {
                    bits
                } else {
                    self.fl.b.ins().ireduce(tt, bits)
                }
            }
            None if tt == clt::F32 => self.fl.b.ins().fdemote(clt::F32, wide),
            None => wide,
        }
    }

    /// Integer width changes. Narrow integers (`i1`, `i4`, ...) are zero-extended in their
    /// containers: extending one sign-wise first sign-extends it in place, truncating to one
    /// masks.
    fn int_resize(
        &mut self,
        v: Value,
        (ft, fw): (Type, u32),
        (tt, tw): (Type, u32),
        signed: bool,
    ) -> Value {
        let mut v = v;
        if signed && fw < ft.bits() {
            v = self.sext_in(v, fw);
        }
        let r = if tt.bits() > ft.bits() {
            if signed {
                self.fl.b.ins().sextend(tt, v)
            } else {
                self.fl.b.ins().uextend(tt, v)
            }
        } else if tt.bits() < ft.bits() {
            self.fl.b.ins().ireduce(tt, v)
        } else {
            v
        };
        if tw < tt.bits() {
            self.mask_to(r, tw)
        } else {
            r
        }
    }

    /// `llvm.bitcast` between scalars and vectors of the same bit size. Lanes of whole bytes
    /// go through memory; lanes narrower than a byte (vectors of `i1`, `i4`, ...) are packed
    /// into bits and unpacked, as LLVM lays them out (lane 0 in the lowest bits).
    fn bitcast(&mut self, op: OpId) -> CgResult<Vec<Value>> {
        let m = self.fl.m;
        let x = m.op(op).operands[0];
        let (ft, tt) = (m.value_type(x), m.value_type(m.op(op).results[0]));
        let from = self.leaves(ft, op)?;
        let to = self.leaves(tt, op)?;
        let vals = self.get(x, op)?;
        let flags = cranelift_codegen::ir::MemFlagsData::new()
            .with_endianness(cranelift_codegen::ir::Endianness::Little);
        if from.len() == 1 && to.len() == 1 {
            if from[0].ty == to[0].ty {
                return Ok(vals);
            }
            return Ok(vec![self.fl.b.ins().bitcast(to[0].ty, flags, vals[0])]);
        }
        let fw = lane_bits(m, layout::elem_of(m, ft));
        let tw = lane_bits(m, layout::elem_of(m, tt));
        let whole = |w: u32, ls: &[layout::Leaf]| {
            w.is_multiple_of(8) && ls.iter().all(|l| l.ty.bits() == w)
        };
        if whole(fw, &from) && whole(tw, &to) {
            let size = fw * from.len() as u32 / 8;
            let slot = self.stack_slot(size.max(16), 16);
            for (i, v) in vals.iter().enumerate() {
                self.fl
                    .b
                    .ins()
                    .stack_store(PTR, *v, slot, (i as u32 * fw / 8) as i32);
            }
            return Ok(to
                .iter()
                .enumerate()
                .map(|(j, l)| {
                    self.fl
                        .b
                        .ins()
                        .stack_load(PTR, l.ty, slot, (j as u32 * tw / 8) as i32)
                })
                .collect());
        }
        self.bitcast_bits(op, (&from, fw), (&to, tw), &vals)
    }

    /// [`Self::bitcast`] of sub-byte lanes: packed into 64-bit words, lane `i` at bit
    /// `i * width`, and unpacked.
    fn bitcast_bits(
        &mut self,
        op: OpId,
        (from, fw): (&[layout::Leaf], u32),
        (to, tw): (&[layout::Leaf], u32),
        vals: &[Value],
    ) -> CgResult<Vec<Value>> {
        let m = self.fl.m;
        let flags = cranelift_codegen::ir::MemFlagsData::new()
            .with_endianness(cranelift_codegen::ir::Endianness::Little);
        let total = fw * from.len() as u32;
        let straddles = |w: u32, n: usize| (0..n as u32).any(|i| (i * w) % 64 + w > 64);
        if straddles(fw, from.len()) || straddles(tw, to.len()) {
            return Err(op_err(
                m,
                op,
                "bit-casts lanes that straddle 64-bit words, which the code generator does not support",
            ));
        }
        let mut words: Vec<Value> = (0..total.div_ceil(64))
            .map(|_| self.iconst(clt::I64, 0))
            .collect();
        for (i, (l, &v)) in from.iter().zip(vals).enumerate() {
            let int_ty = Type::int(l.ty.bits() as u16).unwrap_or(clt::I64);
            let bits = if l.ty.is_float() {
                self.fl.b.ins().bitcast(int_ty, flags, v)
            } else {
                v
            };
            let mut z = if int_ty.bits() < 64 {
                self.fl.b.ins().uextend(clt::I64, bits)
            } else {
                bits
            };
            if fw < 64 {
                z = self.mask_to(z, fw);
            }
            let p = i as u32 * fw;
            let sh = self.fl.b.ins().ishl_imm_u(z, i64::from(p % 64));
            let w = (p / 64) as usize;
            words[w] = self.fl.b.ins().bor(words[w], sh);
        }
        let mut out = Vec::with_capacity(to.len());
        for (j, l) in to.iter().enumerate() {
            let p = j as u32 * tw;
            let sh = self
                .fl
                .b
                .ins()
                .ushr_imm_u(words[(p / 64) as usize], i64::from(p % 64));
            let it = Type::int(l.ty.bits() as u16).unwrap_or(clt::I64);
            let mut y = if it.bits() < 64 {
                self.fl.b.ins().ireduce(it, sh)
            } else {
                sh
            };
            if tw < it.bits() {
                y = self.mask_to(y, tw);
            }
            out.push(if l.ty.is_float() {
                self.fl.b.ins().bitcast(l.ty, flags, y)
            } else {
                y
            });
        }
        Ok(out)
    }

    /// A stack slot of `size` bytes.
    pub fn stack_slot(&mut self, size: u32, align: u32) -> cranelift_codegen::ir::StackSlot {
        let shift = align.max(1).trailing_zeros() as u8;
        self.fl
            .b
            .create_sized_stack_slot(cranelift_codegen::ir::StackSlotData::new(
                cranelift_codegen::ir::StackSlotKind::ExplicitSlot,
                size,
                shift,
            ))
    }

    /// Zero leaves of `t`.
    pub fn zeros(&mut self, t: TypeId, op: OpId) -> CgResult<Vec<Value>> {
        let ls = self.leaves(t, op)?;
        Ok(ls.iter().map(|l| self.zero(l.ty)).collect())
    }

    fn zero(&mut self, ty: Type) -> Value {
        if ty == clt::F32 {
            self.fl.b.ins().f32const(0.0)
        } else if ty == clt::F64 {
            self.fl.b.ins().f64const(0.0)
        } else {
            self.iconst(ty, 0)
        }
    }

    fn constant(&mut self, op: OpId) -> CgResult<Vec<Value>> {
        let m = self.fl.m;
        let r = m.op(op).results[0];
        let t = m.value_type(r);
        let Some(a) = m.attr(op, "value").cloned() else {
            return Err(op_err(m, op, "has no value"));
        };
        let ls = self.leaves(t, op)?;
        if let Attribute::Integer { value, .. } = &a {
            self.consts.insert(r, *value);
        }
        let raw = layout::raw_leaves(m, t, &a).map_err(|e| op_err(m, op, e))?;
        Ok(ls
            .iter()
            .zip(raw)
            .map(|(l, bits)| self.raw_const(l.ty, bits))
            .collect())
    }

    /// A constant of Cranelift type `ty` from its raw bits.
    pub fn raw_const(&mut self, ty: Type, bits: u128) -> Value {
        use cranelift_codegen::ir::immediates::{Ieee32, Ieee64};
        if ty == clt::F32 {
            self.fl.b.ins().f32const(Ieee32::with_bits(bits as u32))
        } else if ty == clt::F64 {
            self.fl.b.ins().f64const(Ieee64::with_bits(bits as u64))
        } else {
            self.iconst(ty, bits as i128)
        }
    }

    fn aggregate(&mut self, op: OpId) -> CgResult<Vec<Value>> {
        let m = self.fl.m;
        let agg = m.op(op).operands[0];
        let pos = crate::dialects::dense_array(m, op, "position");
        let (start, n, _) =
            layout::member_leaves(m, m.value_type(agg), &pos).map_err(|e| op_err(m, op, e))?;
        let mut vals = self.get(agg, op)?;
        if m.op(op).kind == OpKind::LlvmExtractvalue {
            return Ok(vals[start..start + n].to_vec());
        }
        let x = self.get(m.op(op).operands[1], op)?;
        vals.splice(start..start + n, x);
        Ok(vals)
    }

    /// Selects lane `idx` (a run-time index) of `lanes`.
    fn pick_lane(&mut self, lanes: &[Value], idx: Value) -> Value {
        let ty = self.fl.b.func.dfg.value_type(idx);
        let mut r = lanes[0];
        for (i, &l) in lanes.iter().enumerate().skip(1) {
            let c = self.iconst(ty, i as i128);
            let eq = self.fl.b.ins().icmp(IntCC::Equal, idx, c);
            r = self.fl.b.ins().select(eq, l, r);
        }
        r
    }

    fn element(&mut self, op: OpId) -> CgResult<Vec<Value>> {
        let m = self.fl.m;
        let ops = m.op(op).operands.clone();
        let lanes = self.get(ops[0], op)?;
        if m.op(op).kind == OpKind::LlvmExtractelement {
            if let Some(&c) = self.consts.get(&ops[1]) {
                if let Some(&l) = lanes.get(c as usize) {
                    return Ok(vec![l]);
                }
            }
            let idx = self.scalar(ops[1], op)?;
            return Ok(vec![self.pick_lane(&lanes, idx)]);
        }
        let x = self.scalar(ops[1], op)?;
        if let Some(&c) = self.consts.get(&ops[2]) {
            let mut out = lanes;
            if let Some(l) = out.get_mut(c as usize) {
                *l = x;
            }
            return Ok(out);
        }
        let idx = self.scalar(ops[2], op)?;
        let ty = self.fl.b.func.dfg.value_type(idx);
        let mut out = Vec::with_capacity(lanes.len());
        for (i, &l) in lanes.iter().enumerate() {
            let c = self.iconst(ty, i as i128);
            let eq = self.fl.b.ins().icmp(IntCC::Equal, idx, c);
            out.push(self.fl.b.ins().select(eq, x, l));
        }
        Ok(out)
    }

    fn shuffle(&mut self, op: OpId) -> CgResult<Vec<Value>> {
        let m = self.fl.m;
        let ops = m.op(op).operands.clone();
        let mut all = self.get(ops[0], op)?;
        all.extend(self.get(ops[1], op)?);
        let ty = self.fl.b.func.dfg.value_type(all[0]);
        let mask = crate::dialects::dense_array(m, op, "mask");
        let mut out = Vec::with_capacity(mask.len());
        for i in mask {
            match all.get(i as usize) {
                Some(&v) if i >= 0 => out.push(v),
                _ => out.push(self.zero(ty)),
            }
        }
        Ok(out)
    }
}

/// The bits of one lane of element type `t` (LLVM's view: `i1` is one bit).
fn lane_bits(m: &crate::ir::Module, t: TypeId) -> u32 {
    match m.ty(t) {
        crate::ir::TypeData::Integer { width, .. } => *width,
        crate::ir::TypeData::Float(k) => k.width(),
        _ => 64,
    }
}
