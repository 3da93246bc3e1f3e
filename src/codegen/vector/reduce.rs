//! `vector.reduction`: the elements combined in lane order, as LLVM's ordered reductions do
//! (float `add`/`mul` start from `+0.0`/`1.0` or the accumulator; the min/max kinds combine
//! the elements, then the accumulator), with the scalar semantics of each combining op (the
//! float min/max ones with LLVM's NaN results, [`super::elementwise`]).

use super::elementwise::FloatMinMax;
use super::VecVal;
use crate::codegen::function::{FnLower, Val};
use crate::codegen::types::Scalar;
use crate::codegen::{op_err, CgResult};
use crate::dialects::vector::{combining_kind, CombiningKind as Kind};
use crate::ir::OpId;
use cranelift_codegen::ir::{InstBuilder, Value};

/// The kind with the same result on `i1` lanes (0/1; true is -1 for the signed kinds).
fn on_i1(k: Kind) -> Kind {
    match k {
        Kind::Add => Kind::Xor,
        Kind::Mul | Kind::MinUI | Kind::MaxSI => Kind::And,
        Kind::MaxUI | Kind::MinSI => Kind::Or,
        k => k,
    }
}

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// `a <kind> b` on scalars of type `s`.
    pub(crate) fn combine(&mut self, kind: Kind, s: Scalar, a: Value, b: Value) -> Value {
        let kind = if s == Scalar::I1 { on_i1(kind) } else { kind };
        if let Scalar::IntN(_) = s {
            // Signed kinds compare the sign-extended values; every result is renormalised.
            let (a, b) = if matches!(kind, Kind::MinSI | Kind::MaxSI) {
                (self.signed_view(a, s), self.signed_view(b, s))
            } else {
                (a, b)
            };
            let r = self.combine(kind, Scalar::I64, a, b);
            return self.norm(r, s);
        }
        let f = s.is_float();
        let ins = self.b.ins();
        match kind {
            Kind::Add if f => ins.fadd(a, b),
            Kind::Mul if f => ins.fmul(a, b),
            Kind::Add => ins.iadd(a, b),
            Kind::Mul => ins.imul(a, b),
            Kind::MinUI => ins.umin(a, b),
            Kind::MinSI => ins.smin(a, b),
            Kind::MaxUI => ins.umax(a, b),
            Kind::MaxSI => ins.smax(a, b),
            Kind::And => ins.band(a, b),
            Kind::Or => ins.bor(a, b),
            Kind::Xor => ins.bxor(a, b),
            Kind::MaximumF | Kind::MinimumF | Kind::MaxNumF | Kind::MinNumF => {
                let mm = FloatMinMax::of_combining(kind).expect("a float min/max kind");
                self.float_min_max(mm, a, b)
            }
        }
    }

    /// For an integer kind (associative and commutative), the register parts combined with
    /// one SIMD instruction each, then the lanes of the result and the scalar parts: the same
    /// value with fewer lane extractions. `None` where there is nothing to gain or no SIMD
    /// instruction.
    fn fold_registers(&mut self, kind: Kind, src: &VecVal) -> Option<Vec<Value>> {
        let bits = src.ty.lane.bits();
        let simd = match kind {
            Kind::Add | Kind::And | Kind::Or | Kind::Xor => true,
            Kind::Mul => bits == 16 || bits == 32,
            Kind::MinUI | Kind::MinSI | Kind::MaxUI | Kind::MaxSI => bits <= 32,
            _ => false,
        };
        let regs: Vec<Value> = src
            .parts
            .iter()
            .copied()
            .filter(|&p| self.b.func.dfg.value_type(p).is_vector())
            .collect();
        if !simd || src.ty.elem == Scalar::I1 || src.ty.elem.is_float() || regs.len() < 2 {
            return None;
        }
        let s = src.ty.elem;
        let mut acc = regs[0];
        for &r in &regs[1..] {
            acc = self.combine(kind, s, acc, r);
        }
        let mut out: Vec<Value> = (0..src.ty.reg_lanes())
            .map(|l| self.b.ins().extractlane(acc, l as u8))
            .collect();
        out.extend(
            src.parts
                .iter()
                .copied()
                .filter(|&p| !self.b.func.dfg.value_type(p).is_vector()),
        );
        Some(out)
    }

    /// A float min/max reduction's lanes halved (lane `i` with lane `i + n/2`, padded to a
    /// power of two) until they fit the width LLVM reduces in order, as its x86-64 lowering
    /// does (the rule: [`crate::semantics::minmax`]).
    fn halve_wide(&mut self, mm: FloatMinMax, s: Scalar, mut lanes: Vec<Value>) -> Vec<Value> {
        let bits = s.bits();
        while lanes.len() > mm.ordered_lanes(bits) {
            let half = lanes.len().next_power_of_two() / 2;
            let pad = mm.padding(bits).map(|p| match s {
                Scalar::F32 => self.b.ins().f32const(f32::from_bits(p as u32)),
                _ => self.b.ins().f64const(f64::from_bits(p)),
            });
            lanes = (0..half)
                .map(|i| match lanes.get(i + half).copied().or(pad) {
                    Some(hi) => self.float_min_max(mm, lanes[i], hi),
                    None => lanes[i],
                })
                .collect();
        }
        lanes
    }

    /// `vector.reduction`.
    pub(super) fn lower_reduction(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let kind =
            combining_kind(m, op).ok_or_else(|| op_err(m, op, "has an invalid combining kind"))?;
        let src = self.vec(d.operands[0], op)?;
        let s = src.ty.elem;
        if kind.is_float_only() && !s.is_float() || kind.is_integer_only() && s.is_float() {
            return Err(op_err(
                m,
                op,
                "has a combining kind for the other element type",
            ));
        }
        let acc = match d.operands.get(1) {
            Some(&a) => Some(self.scalar(a, op)?),
            None => None,
        };
        let lanes = match self.fold_registers(kind, &src) {
            Some(l) => l,
            None => self.lanes(&src),
        };
        let ordered = s.is_float() && matches!(kind, Kind::Add | Kind::Mul);
        let mut r = if ordered {
            let start = match acc {
                Some(a) => a,
                None if kind == Kind::Add => self.zero(s),
                None if s == Scalar::F32 => self.b.ins().f32const(1.0),
                None => self.b.ins().f64const(1.0),
            };
            lanes
                .iter()
                .fold(start, |r, &x| self.combine(kind, s, r, x))
        } else {
            let lanes = match FloatMinMax::of_combining(kind) {
                Some(mm) => self.halve_wide(mm, s, lanes),
                None => lanes,
            };
            let mut it = lanes.into_iter();
            let first = it
                .next()
                .ok_or_else(|| op_err(m, op, "reduces an empty vector"))?;
            it.fold(first, |r, x| self.combine(kind, s, r, x))
        };
        if let (false, Some(a)) = (ordered, acc) {
            r = self.combine(kind, s, r, a);
        }
        let res = d.results[0];
        self.set(res, Val::S(r));
        Ok(())
    }
}
