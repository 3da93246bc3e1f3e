//! `arith.*` and `math.*` on interpreter values. Integers wrap at their type's width; where
//! MLIR leaves a result undefined the interpreter computes what the generated code computes
//! (`src/codegen/arith.rs`): shift amounts are taken modulo the register width (8 bits for
//! `i1`), float-to-integer conversion saturates (NaN gives 0) and narrow results are
//! truncated from 32 bits, `INT_MIN / -1` wraps, and a zero divisor is a runtime error with
//! the JIT's message. Float functions without a Rust equivalent of the same rounding call the
//! same libm the JIT calls.

use super::value::{mask, sext, Val, Vector};
use super::{op_error, Frame, IResult, Interp};
use crate::codegen::types::Scalar;
use crate::dialects::OpKind;
use crate::ir::{Attribute, OpId};
use crate::semantics::int::{Division, Family, FloatBinary, IntPredicate};

/// The width of the register a shift is computed in
/// ([`crate::semantics::int::shift_register_bits`]).
fn reg_bits(s: Scalar) -> u32 {
    crate::semantics::int::shift_register_bits(s.cl().bits())
}

fn pred(m: &crate::ir::Module, op: OpId) -> i64 {
    crate::semantics::int::predicate(m, op).map_or(-1, |p| p as i64)
}

/// A float result of the type `s`.
fn float(s: Scalar, v: f64) -> Val {
    if s == Scalar::F32 {
        Val::F32(v as f32)
    } else {
        Val::F64(v)
    }
}

/// Integer division and remainder as the generated code computes them (`None`: zero divisor,
/// or not a division).
pub fn divide(kind: OpKind, a: u64, b: u64, s: Scalar) -> Option<u64> {
    Division::of(kind)?.eval(a, b, s.bits())
}

/// `arith.cmpi` predicate `p` on two values of width `bits`.
pub fn cmpi(p: i64, a: u64, b: u64, bits: u32) -> Option<bool> {
    let p = IntPredicate::of(usize::try_from(p).ok()?)?;
    Some(p.eval(a, b, bits))
}

/// `arith.cmpf` predicate `p`.
pub fn cmpf(p: i64, a: f64, b: f64) -> Option<bool> {
    let uno = a.is_nan() || b.is_nan();
    Some(match p {
        0 => false,
        1 => !uno && a == b,
        2 => !uno && a > b,
        3 => !uno && a >= b,
        4 => !uno && a < b,
        5 => !uno && a <= b,
        6 => !uno && a != b,
        7 => !uno,
        8 => uno || a == b,
        9 => uno || a > b,
        10 => uno || a >= b,
        11 => uno || a < b,
        12 => uno || a <= b,
        13 => uno || a != b,
        14 => uno,
        15 => true,
        _ => return None,
    })
}

impl Interp<'_> {
    fn sc(&self, op: OpId, i: usize) -> IResult<Scalar> {
        let v = self.m.op(op).operands[i];
        self.scalar_of(v, op)
    }

    fn result_scalar(&self, op: OpId, i: usize) -> IResult<Scalar> {
        let r = self.m.op(op).results[i];
        self.scalar_of(r, op)
    }

    /// The constant-like ops ([`crate::semantics::run_constant`]): a scalar, or a vector from
    /// a `dense` attribute.
    pub fn constant(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let s = self.result_scalar(op, 0)?;
        let m = self.m;
        let v = match crate::semantics::run_constant(m, op).as_ref() {
            Some(Attribute::Dense { ty, data }) => {
                let shape = match m.ty(*ty) {
                    crate::ir::TypeData::Vector { shape, .. } => shape.clone(),
                    _ => {
                        return Err(op_error(
                            m,
                            op,
                            "with a non-vector dense value is not supported",
                        ))
                    }
                };
                let elems = dense_elements(data, s, shape.iter().product::<i64>() as usize)
                    .ok_or_else(|| {
                        op_error(m, op, "has a dense value the interpreter cannot read")
                    })?;
                Val::Vector(Vector::new(shape, elems))
            }
            Some(a) => scalar_attr(a, s)
                .ok_or_else(|| op_error(m, op, "has a value that does not match its type"))?,
            None => return Err(op_error(m, op, "has no value")),
        };
        self.set_result(f, op, 0, v);
        Ok(())
    }

    /// Every arith op but `arith.constant` (and `arith.select` on memrefs): one function per
    /// family ([`Family`]), applied lane by lane on vectors (a scalar `arith.select`
    /// condition picks a whole operand).
    pub fn arith(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let kind = m.op(op).kind;
        let Some(family) = Family::of(kind) else {
            return Err(super::Fault::Unsupported(
                crate::codegen::function::unsupported(m, op),
            ));
        };
        let args = self.get_all(f, &m.op(op).operands, op)?;
        let (s, rs) = (self.sc(op, 0)?, self.result_scalar(op, 0)?);
        let outs = if family == Family::Select && args[0].vector().is_none() {
            vec![args[if args[0].truth() { 1 } else { 2 }].clone()]
        } else {
            let p = pred(m, op);
            let n = m.op(op).results.len();
            elementwise(&args, n, |a| self.arith_lane(op, family, a, (s, rs), p))?
        };
        for (i, v) in outs.into_iter().enumerate() {
            self.set_result(f, op, i, v);
        }
        Ok(())
    }

    /// One lane of an arith op: its operands `a` of scalar type `s`, results of type `rs`,
    /// comparison predicate `p`.
    fn arith_lane(
        &self,
        op: OpId,
        family: Family,
        a: &[Val],
        (s, rs): (Scalar, Scalar),
        p: i64,
    ) -> IResult<Vec<Val>> {
        use Family as F;
        let m = self.m;
        let x = &a[0];
        let y = || a.get(1).cloned().unwrap_or(Val::Int(0));
        let v = match family {
            F::IntBinary(b) => Val::Int(b.eval(x.bits(), y().bits(), s.bits(), reg_bits(s))),
            F::Division(d) => match d.eval(x.bits(), y().bits(), s.bits()) {
                Some(r) => Val::Int(r),
                None => return Err(self.trap(op, d.zero_divisor_message())),
            },
            F::FloatBinary(b) => float_binary(b, x.clone(), y())
                .ok_or_else(|| op_error(m, op, "expects float operands"))?,
            F::NegF => negf(x.clone()).ok_or_else(|| op_error(m, op, "expects a float operand"))?,
            F::CmpI | F::CmpF => {
                let r = if family == F::CmpF {
                    cmpf(p, x.float(), y().float())
                } else {
                    cmpi(p, x.bits(), y().bits(), s.bits())
                };
                let r = r.ok_or_else(|| op_error(m, op, "has an invalid predicate"))?;
                Val::Int(r as u64)
            }
            F::Select => a[if x.truth() { 1 } else { 2 }].clone(),
            F::IntResize { signed } => int_resize(x, s, rs, signed),
            F::IntToFloat { signed } => int_to_float(x, s, rs, signed),
            F::FloatToInt { signed } => float_to_int(x, s, rs, signed),
            F::FloatResize => float_resize(x, s, rs),
            F::Bitcast => bitcast(x.clone(), rs),
            F::AddExtended => {
                let sum = mask(x.bits().wrapping_add(y().bits()), s.bits());
                return Ok(vec![Val::Int(sum), Val::Int((sum < x.bits()) as u64)]);
            }
            F::MulExtended { signed } => return Ok(mul_extended(x, &y(), s, signed)),
        };
        Ok(vec![v])
    }

    /// `math.*`, lane by lane on vectors.
    pub fn math(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let args = self.get_all(f, &m.op(op).operands, op)?;
        let s = self.sc(op, 0)?;
        let bs = if args.len() > 1 { self.sc(op, 1)? } else { s };
        let outs = elementwise(&args, 1, |a| Ok(vec![self.math_lane(op, a, s, bs)?]))?;
        for (i, v) in outs.into_iter().enumerate() {
            self.set_result(f, op, i, v);
        }
        Ok(())
    }

    /// One lane of a math op: operands `args`, the first of scalar type `s`, the second of
    /// `bs`.
    fn math_lane(&self, op: OpId, args: &[Val], s: Scalar, bs: Scalar) -> IResult<Val> {
        use super::externals::{libm1, libm2};
        use OpKind as K;
        let m = self.m;
        let kind = m.op(op).kind;
        let a = args[0].clone();
        let arg = |i: usize| args.get(i).cloned().unwrap_or(Val::Int(0));
        let x = a.float();
        let is32 = s == Scalar::F32;
        let name = |n32: &'static str, n64: &'static str| if is32 { n32 } else { n64 };
        let v = match kind {
            K::Sqrt => {
                if is32 {
                    Val::F32((x as f32).sqrt())
                } else {
                    Val::F64(x.sqrt())
                }
            }
            K::Rsqrt => {
                if is32 {
                    Val::F32(1.0 / (x as f32).sqrt())
                } else {
                    Val::F64(1.0 / x.sqrt())
                }
            }
            K::AbsF => float(s, x.abs()),
            K::Floor => float(s, x.floor()),
            K::Ceil => float(s, x.ceil()),
            K::Trunc => float(s, x.trunc()),
            K::RoundEven => float(s, x.round_ties_even()),
            K::Round => libm1(name("roundf", "round"), s, &a),
            K::Fma => {
                let (b, c) = (arg(1), arg(2));
                match (a, b, c) {
                    (Val::F32(x), Val::F32(y), Val::F32(z)) => Val::F32(x.mul_add(y, z)),
                    (_, b, c) => Val::F64(x.mul_add(b.float(), c.float())),
                }
            }
            K::CopySign => {
                let b = arg(1).float();
                float(s, x.copysign(b))
            }
            K::Atan2 => libm2(name("atan2f", "atan2"), s, &a, &arg(1)),
            K::PowF => libm2(name("powf", "pow"), s, &a, &arg(1)),
            K::FPowI => {
                let b = sext(arg(1).bits(), bs.bits());
                let fb = float(s, 0.0).with_int(b as i128, s);
                libm2(name("powf", "pow"), s, &a, &fb)
            }
            K::IPowI => {
                let b = arg(1).bits();
                let bits = s.bits();
                let r = crate::codegen::rt::bufjit_jit_ipowi(sext(a.bits(), bits), sext(b, bits));
                Val::Int(mask(r as u64, bits))
            }
            K::AbsI => Val::Int(mask(
                sext(a.bits(), s.bits()).wrapping_abs() as u64,
                s.bits(),
            )),
            K::CountLeadingZeros | K::CountTrailingZeros | K::CtPop => {
                let w = s.bits();
                let v = mask(a.bits(), w);
                let r = match kind {
                    K::CtPop => v.count_ones(),
                    K::CountLeadingZeros => v.leading_zeros() - (64 - w),
                    _ => v.trailing_zeros().min(w),
                };
                Val::Int(mask(r as u64, s.bits()))
            }
            K::IsNaN => Val::Int(x.is_nan() as u64),
            K::IsInf => Val::Int(x.is_infinite() as u64),
            K::IsFinite => Val::Int(x.is_finite() as u64),
            K::IsNormal => {
                let min = if is32 {
                    f32::MIN_POSITIVE as f64
                } else {
                    f64::MIN_POSITIVE
                };
                Val::Int((x.abs() < f64::INFINITY && x.abs() >= min) as u64)
            }
            _ => {
                let Some((n32, n64)) = crate::semantics::math::libm_unary(kind) else {
                    return Err(super::Fault::Unsupported(
                        crate::codegen::function::unsupported(m, op),
                    ));
                };
                let n = name(n32, n64);
                if !s.is_float() {
                    return Err(op_error(m, op, "expects a float operand"));
                }
                libm1(n, s, &a)
            }
        };
        Ok(v)
    }
}

/// A scalar integer or float attribute as a value of type `s` (`None` for anything else).
pub fn scalar_attr(a: &Attribute, s: Scalar) -> Option<Val> {
    Some(match (a, s) {
        (Attribute::Integer { value, .. }, _) if !s.is_float() => {
            Val::Int(mask(*value as u64, s.bits()))
        }
        (Attribute::Float { bits, .. }, Scalar::F32) => Val::F32(f32::from_bits(*bits as u32)),
        (Attribute::Float { bits, .. }, Scalar::F64) => Val::F64(f64::from_bits(*bits)),
        (Attribute::Float { bits, .. }, Scalar::Small(_)) => Val::Int(*bits),
        _ => return None,
    })
}

/// The `count` elements of a `dense` attribute's data as values of type `s`, read as code
/// generation lays out constant data (a splat or one-element list repeats; hex blobs too).
pub fn dense_elements(data: &crate::ir::DenseData, s: Scalar, count: usize) -> Option<Vec<Val>> {
    let bytes = crate::codegen::module::dense_bytes(data, s, count).ok()?;
    let n = s.bytes() as usize;
    Some(
        bytes
            .chunks_exact(n)
            .take(count)
            .map(|c| {
                let mut b = [0u8; 8];
                b[..n].copy_from_slice(c);
                super::vector::from_raw_bits(u64::from_le_bytes(b), s)
            })
            .collect(),
    )
}

/// Applies `lane` to the operands `args` lane by lane when one of them is a vector (scalar
/// operands are passed to every lane), else once; returns the `n` results (vectors of the
/// vector operand's shape, or scalars).
pub fn elementwise(
    args: &[Val],
    n: usize,
    mut lane: impl FnMut(&[Val]) -> IResult<Vec<Val>>,
) -> IResult<Vec<Val>> {
    let Some(shape) = args
        .iter()
        .find_map(|a| a.vector())
        .map(|v| v.shape.clone())
    else {
        return lane(args);
    };
    let count = shape.iter().product::<i64>() as usize;
    let mut outs = vec![Vec::with_capacity(count); n];
    let mut buf = Vec::with_capacity(args.len());
    for k in 0..count {
        buf.clear();
        buf.extend(args.iter().map(|a| match a {
            Val::Vector(v) => v.elems[k].clone(),
            s => s.clone(),
        }));
        for (o, x) in outs.iter_mut().zip(lane(&buf)?) {
            o.push(x);
        }
    }
    Ok(outs
        .into_iter()
        .map(|e| Val::Vector(Vector::new(shape.clone(), e)))
        .collect())
}

/// [`FloatBinary`] ops, in the operands' precision (`None` unless both are floats of one
/// type).
fn float_binary(bin: FloatBinary, a: Val, b: Val) -> Option<Val> {
    use super::externals::{libm2_f32, libm2_f64};
    use FloatBinary as B;
    if let Some(mm) = bin.min_max() {
        return min_max(mm, &a, &b);
    }
    Some(match (a, b) {
        (Val::F32(x), Val::F32(y)) => Val::F32(match (bin, bin.libm()) {
            (_, Some((name, _))) => libm2_f32(name, x, y),
            (B::Add, _) => x + y,
            (B::Sub, _) => x - y,
            (B::Mul, _) => x * y,
            (B::Div, _) => x / y,
            _ => return None,
        }),
        (Val::F64(x), Val::F64(y)) => Val::F64(match (bin, bin.libm()) {
            (_, Some((_, name))) => libm2_f64(name, x, y),
            (B::Add, _) => x + y,
            (B::Sub, _) => x - y,
            (B::Mul, _) => x * y,
            (B::Div, _) => x / y,
            _ => return None,
        }),
        _ => return None,
    })
}

/// `minimumf`/`maximumf`/`minnumf`/`maxnumf` bit for bit as the generated code computes them
/// ([`crate::semantics::minmax`]), on scalars and vector lanes alike (`None` unless both are
/// `f32`s or `f64`s).
pub fn min_max(mm: crate::semantics::minmax::FloatMinMax, a: &Val, b: &Val) -> Option<Val> {
    Some(match (a, b) {
        (Val::F32(x), Val::F32(y)) => {
            Val::F32(f32::from_bits(
                mm.apply(x.to_bits().into(), y.to_bits().into(), 32) as u32,
            ))
        }
        (Val::F64(x), Val::F64(y)) => {
            Val::F64(f64::from_bits(mm.apply(x.to_bits(), y.to_bits(), 64)))
        }
        _ => return None,
    })
}

/// A float min/max reduction of `lanes` (at least one, all `f32`s or all `f64`s) as the
/// generated code computes it ([`FloatMinMax::reduce`]); `None` for other types.
///
/// [`FloatMinMax::reduce`]: crate::semantics::minmax::FloatMinMax::reduce
pub fn min_max_reduce(mm: crate::semantics::minmax::FloatMinMax, lanes: &[Val]) -> Option<Val> {
    let bits: Option<Vec<u64>> = lanes
        .iter()
        .map(|v| match v {
            Val::F32(x) => Some(x.to_bits().into()),
            Val::F64(x) => Some(x.to_bits()),
            _ => None,
        })
        .collect();
    Some(match lanes.first()? {
        Val::F32(_) => Val::F32(f32::from_bits(mm.reduce(&bits?, 32) as u32)),
        _ => Val::F64(f64::from_bits(mm.reduce(&bits?, 64))),
    })
}

/// `arith.mulsi_extended` / `arith.mului_extended`: the low and the high half.
fn mul_extended(a: &Val, b: &Val, s: Scalar, signed: bool) -> Vec<Val> {
    let bits = s.bits();
    let p: i128 = if signed {
        sext(a.bits(), bits) as i128 * sext(b.bits(), bits) as i128
    } else {
        a.bits() as i128 * b.bits() as i128
    };
    let hi = mask((p >> bits) as u64, bits);
    vec![Val::Int(mask(p as u64, bits)), Val::Int(hi)]
}

/// `extf` / `truncf`, small floats (held as bits) through their exact `f64` value, as the
/// generated code converts them.
fn float_resize(a: &Val, s: Scalar, rs: Scalar) -> Val {
    use crate::semantics::minifloat::{decode_code, encode_code};
    let v = match s {
        Scalar::Small(k) => decode_code(a.bits(), k.small_code().unwrap_or(0)),
        _ => a.float(),
    };
    match rs {
        Scalar::Small(k) => Val::Int(encode_code(v, k.small_code().unwrap_or(0))),
        _ => float(rs, v),
    }
}

/// `arith.negf` (`None` for a non-float).
fn negf(a: Val) -> Option<Val> {
    match a {
        Val::F32(x) => Some(Val::F32(-x)),
        Val::F64(x) => Some(Val::F64(-x)),
        _ => None,
    }
}

/// Integer to integer of type `rs` (index casts, extensions, truncation).
fn int_resize(a: &Val, s: Scalar, rs: Scalar, signed: bool) -> Val {
    if signed {
        Val::Int(mask(sext(a.bits(), s.bits()) as u64, rs.bits()))
    } else {
        Val::Int(mask(a.bits(), rs.bits()))
    }
}

/// `arith.sitofp` / `arith.uitofp`.
fn int_to_float(a: &Val, s: Scalar, rs: Scalar, signed: bool) -> Val {
    if signed {
        float(rs, 0.0).with_int(sext(a.bits(), s.bits()) as i128, rs)
    } else {
        float(rs, 0.0).with_int(a.bits() as i128, rs)
    }
}

/// `arith.fptosi` / `arith.fptoui` as Cranelift's saturating conversions: to at least 32
/// bits (from the operand's own precision), then truncated to the result type.
fn float_to_int(a: &Val, s: Scalar, rs: Scalar, signed: bool) -> Val {
    let x = a.float();
    let narrow = s == Scalar::F32;
    let to = reg_bits(rs).max(32);
    let r: u64 = match (signed, to) {
        (true, 32) => (if narrow { (x as f32) as i32 } else { x as i32 }) as u32 as u64,
        (true, _) => (if narrow { (x as f32) as i64 } else { x as i64 }) as u64,
        (false, 32) => (if narrow { (x as f32) as u32 } else { x as u32 }) as u64,
        (false, _) => {
            if narrow {
                (x as f32) as u64
            } else {
                x as u64
            }
        }
    };
    Val::Int(mask(r, rs.bits()))
}

/// `arith.bitcast` to the type `rs`.
fn bitcast(a: Val, rs: Scalar) -> Val {
    match (a, rs) {
        (Val::F32(x), _) if !rs.is_float() => Val::Int(x.to_bits() as u64),
        (Val::F64(x), _) if !rs.is_float() => Val::Int(x.to_bits()),
        (Val::Int(x), Scalar::F32) => Val::F32(f32::from_bits(x as u32)),
        (Val::Int(x), Scalar::F64) => Val::F64(f64::from_bits(x)),
        (v, _) => v,
    }
}

impl Val {
    /// An integer converted to the float type `s` with one rounding (as `fcvt_from_sint`).
    fn with_int(self, i: i128, s: Scalar) -> Val {
        if s == Scalar::F32 {
            if i < 0 {
                Val::F32(i as i64 as f32)
            } else {
                Val::F32(i as u64 as f32)
            }
        } else if i < 0 {
            Val::F64(i as i64 as f64)
        } else {
            Val::F64(i as u64 as f64)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn division_follows_the_generated_code() {
        use OpKind as K;
        let i32m = |v: i64| mask(v as u64, 32);
        assert_eq!(divide(K::DivSI, i32m(-7), 2, Scalar::I32), Some(i32m(-3)));
        assert_eq!(
            divide(K::FloorDivSI, i32m(-7), 2, Scalar::I32),
            Some(i32m(-4))
        );
        assert_eq!(divide(K::CeilDivSI, 7, 2, Scalar::I32), Some(4));
        assert_eq!(divide(K::CeilDivUI, 0, 3, Scalar::I32), Some(0));
        assert_eq!(
            divide(K::DivSI, i32m(i32::MIN as i64), i32m(-1), Scalar::I32),
            Some(i32m(i32::MIN as i64))
        );
        assert_eq!(divide(K::RemSI, i32m(-7), 3, Scalar::I32), Some(i32m(-1)));
        assert_eq!(divide(K::DivUI, 1, 0, Scalar::I64), None);
    }

    #[test]
    fn comparisons() {
        assert_eq!(cmpi(2, 1, 0, 1), Some(true)); // slt: true (-1) < false (0)
        assert_eq!(cmpi(6, 1, 0, 1), Some(false));
        assert_eq!(cmpf(1, f64::NAN, f64::NAN), Some(false));
        assert_eq!(cmpf(8, f64::NAN, 1.0), Some(true));
    }
}
