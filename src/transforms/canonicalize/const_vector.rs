//! Constant folding of `arith` ops on dense vector constants, as MLIR's folders do it with
//! `constFoldBinaryOp`/`constFoldCastOp` (splat and non-splat operands alike): the integer
//! binary ops, `cmpi`, `select` and the integer casts compute element by element with the
//! scalar folds' arithmetic ([`const_fold_int`], [`cmpi_holds`]); the result is a splat when
//! every element is equal, as `DenseElementsAttr::get` makes it. An element MLIR declines to
//! fold (a division by zero, an over-wide shift) leaves the op alone.
//!
//! ```mlir
//! %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
//! %b = arith.constant dense<2> : vector<4xi32>
//! %0 = arith.shli %a, %b : vector<4xi32>
//! %1 = arith.cmpi sgt, %a, %b : vector<4xi32>
//! ```
//! becomes
//! ```mlir
//! %0 = arith.constant dense<[4, 8, 12, 16]> : vector<4xi32>
//! %1 = arith.constant dense<[false, false, true, true]> : vector<4xi1>
//! ```
//! The float ops compute on `f32`/`f64` elements as APFloat does (`addf`, `subf`, `mulf`,
//! `divf` round to nearest and keep a NaN operand's payload, the first of two, quieted; an
//! invalid operation gives the positive quiet NaN; `maxnumf`/`minnumf` return a quieted
//! signaling NaN, else the non-NaN operand, with `-0 < +0`; `maximumf`/`minimumf` return the
//! first NaN, quieted), `negf` flips the sign bit, `bitcast` keeps the bits (any element
//! types) and `sitofp`/
//! `uitofp` round to nearest, `fptosi`/`fptoui` truncate (no fold out of range or on NaN),
//! `extf` converts (no fold on a signaling NaN), `truncf` folds exact conversions only. `f16`/
//! `bf16` elements and float ops on scalars are left unfolded.

use super::fold::{cmpi_holds, const_fold_int, int_width, norm, predicate, sign_extend};
use crate::dialects::OpKind;
use crate::ir::{Attribute, DenseData, Module, OpId, TypeData, TypeId, ValueId};
use crate::rewrite::driver::constant_value;
use crate::rewrite::{FoldResult, FoldValue};

/// The fold of `op` if it is an integer `arith` op on dense vector constants; `None` to let the
/// other folds try.
pub fn fold(m: &Module, op: OpId) -> Option<FoldResult> {
    let d = m.op(op);
    if d.results.len() != 1 {
        return None;
    }
    let rt = m.value_type(d.results[0]);
    let (count, relem) = vector_of(m, rt)?;
    if let Some(r) = fold_float(m, op, count, relem) {
        return Some(r);
    }
    let operands: Option<Vec<Vec<i128>>> = d
        .operands
        .iter()
        .map(|&v| int_elements(m, v, count))
        .collect();
    let operands = operands?;
    let elem_width = |v: ValueId| vector_of(m, m.value_type(v)).and_then(|(_, e)| int_width(m, e));
    let items: Option<Vec<i128>> = match d.kind {
        OpKind::CmpI => {
            let (pred, w) = (predicate(m, op)?, elem_width(d.operands[0])?);
            (0..count)
                .map(|i| cmpi_holds(pred, operands[0][i], operands[1][i], w).map(i128::from))
                .collect()
        }
        OpKind::Select => (0..count)
            .map(|i| Some(operands[if operands[0][i] & 1 != 0 { 1 } else { 2 }][i]))
            .collect(),
        OpKind::ExtSI
        | OpKind::ExtUI
        | OpKind::TruncI
        | OpKind::IndexCast
        | OpKind::IndexCastUI => {
            let w = elem_width(d.operands[0])?;
            let signed = !matches!(d.kind, OpKind::ExtUI | OpKind::IndexCastUI);
            (0..count)
                .map(|i| {
                    let x = operands[0][i];
                    Some(if signed {
                        sign_extend(x, w)
                    } else {
                        (x as u128 & low_mask(w)) as i128
                    })
                })
                .collect()
        }
        k if is_int_binary(k) && operands.len() == 2 => {
            let w = int_width(m, relem)?;
            (0..count)
                .map(|i| const_fold_int(k, operands[0][i], operands[1][i], w))
                .collect()
        }
        _ => return None,
    };
    let items = items?
        .into_iter()
        .map(|v| Attribute::Integer {
            value: norm(m, v, relem),
            ty: relem,
        })
        .collect();
    Some(FoldResult::Replace(vec![FoldValue::Attr(
        Attribute::Dense {
            ty: rt,
            data: DenseData::from_elements(items),
        },
    )]))
}

/// The integer binary ops [`const_fold_int`] computes.
fn is_int_binary(k: OpKind) -> bool {
    use OpKind as K;
    matches!(
        k,
        K::AddI
            | K::SubI
            | K::MulI
            | K::AndI
            | K::OrI
            | K::XOrI
            | K::MaxSI
            | K::MinSI
            | K::MaxUI
            | K::MinUI
            | K::DivUI
            | K::DivSI
            | K::CeilDivUI
            | K::CeilDivSI
            | K::FloorDivSI
            | K::RemUI
            | K::RemSI
            | K::ShLI
            | K::ShRUI
            | K::ShRSI
    )
}

/// The element count and element type of a (fixed-size) vector type.
fn vector_of(m: &Module, t: TypeId) -> Option<(usize, TypeId)> {
    match m.ty(t) {
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } if !scalable.iter().any(|&s| s) => {
            Some((shape.iter().product::<i64>().try_into().ok()?, *elem))
        }
        _ => None,
    }
}

/// The `count` integer elements of the dense constant defining `v`.
fn int_elements(m: &Module, v: ValueId, count: usize) -> Option<Vec<i128>> {
    let int = |a: &Attribute| match a {
        Attribute::Integer { value, .. } => Some(*value),
        _ => None,
    };
    match constant_value(m, m.defining_op(v)?)? {
        Attribute::Dense {
            data: DenseData::Splat(x),
            ..
        } => Some(vec![int(&x)?; count]),
        Attribute::Dense {
            data: DenseData::Elements(items),
            ..
        } if items.len() == count => items.iter().map(int).collect(),
        _ => None,
    }
}

/// The low `w` bits set.
fn low_mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// The fold of a float op (or a cast between float and integer bits) on dense constants.
fn fold_float(m: &Module, op: OpId, count: usize, relem: TypeId) -> Option<FoldResult> {
    use OpKind as K;
    let d = m.op(op);
    let rbits = float_width(m, relem);
    let items: Vec<Attribute> = match d.kind {
        K::AddF
        | K::SubF
        | K::MulF
        | K::DivF
        | K::MaxNumF
        | K::MinNumF
        | K::MaximumF
        | K::MinimumF => {
            let w = rbits?;
            let a = float_elements(m, d.operands[0], count)?;
            let b = float_elements(m, d.operands[1], count)?;
            let bin = FloatFold { kind: d.kind, w };
            (0..count)
                .map(|i| float_attr(bin.apply(a[i], b[i]), relem))
                .collect()
        }
        K::NegF => {
            let w = rbits?;
            let a = float_elements(m, d.operands[0], count)?;
            a.iter()
                .map(|&x| float_attr(x ^ 1 << (w - 1), relem))
                .collect()
        }
        K::Bitcast => {
            let src = d.operands[0];
            let (_, selem) = vector_of(m, m.value_type(src))?;
            let bits: Vec<u64> = if m.ty(selem).is_float() {
                float_elements(m, src, count)?
            } else {
                let w = int_width(m, selem)?;
                let ints = int_elements(m, src, count)?;
                ints.iter()
                    .map(|&x| (x as u128 & low_mask(w)) as u64)
                    .collect()
            };
            if m.ty(relem).is_float() {
                bits.iter().map(|&x| float_attr(x, relem)).collect()
            } else {
                bits.iter()
                    .map(|&x| Attribute::Integer {
                        value: norm(m, x as i128, relem),
                        ty: relem,
                    })
                    .collect()
            }
        }
        K::SIToFP | K::UIToFP => {
            let w = rbits?;
            let src = d.operands[0];
            let sw = vector_of(m, m.value_type(src)).and_then(|(_, e)| int_width(m, e))?;
            let ints = int_elements(m, src, count)?;
            ints.iter()
                .map(|&x| {
                    let v = if d.kind == K::SIToFP {
                        sign_extend(x, sw)
                    } else {
                        (x as u128 & low_mask(sw)) as i128
                    };
                    float_attr(round_int(v, w), relem)
                })
                .collect()
        }
        K::ExtF | K::TruncF => {
            let w = rbits?;
            let src = d.operands[0];
            let sw = vector_of(m, m.value_type(src)).and_then(|(_, e)| float_width(m, e))?;
            let a = float_elements(m, src, count)?;
            let conv: Option<Vec<Attribute>> = a
                .iter()
                .map(|&x| resize(x, sw, w).map(|b| float_attr(b, relem)))
                .collect();
            conv?
        }
        K::FPToSI | K::FPToUI => {
            let rw = int_width(m, relem)?;
            let src = d.operands[0];
            let sw = vector_of(m, m.value_type(src)).and_then(|(_, e)| float_width(m, e))?;
            let a = float_elements(m, src, count)?;
            let signed = d.kind == K::FPToSI;
            let conv: Option<Vec<Attribute>> = a
                .iter()
                .map(|&x| {
                    let v = to_int(
                        FloatFold {
                            kind: d.kind,
                            w: sw,
                        }
                        .value(x),
                        rw,
                        signed,
                    )?;
                    Some(Attribute::Integer {
                        value: norm(m, v, relem),
                        ty: relem,
                    })
                })
                .collect();
            conv?
        }
        _ => return None,
    };
    Some(FoldResult::Replace(vec![FoldValue::Attr(
        Attribute::Dense {
            ty: m.value_type(d.results[0]),
            data: DenseData::from_elements(items),
        },
    )]))
}

/// A float of `from` bits converted to `to` bits as APFloat's fold does it: `None` (no fold)
/// for a signaling NaN, and for a narrowing that is not exact or meets a NaN.
fn resize(x: u64, from: u32, to: u32) -> Option<u64> {
    let f = FloatFold {
        kind: OpKind::ExtF,
        w: from,
    };
    if f.is_signaling(x) || (to < from && f.is_nan(x)) {
        return None;
    }
    Some(match (from, to) {
        (32, 64) => f64::from(f32::from_bits(x as u32)).to_bits(),
        (64, 32) => {
            let r = f64::from_bits(x) as f32;
            if f64::from(r) != f64::from_bits(x) {
                return None;
            }
            u64::from(r.to_bits())
        }
        _ => x,
    })
}

/// `v` truncated toward zero to a `w`-bit integer, `None` if it is NaN or out of range.
fn to_int(v: f64, w: u32, signed: bool) -> Option<i128> {
    if v.is_nan() {
        return None;
    }
    let t = v.trunc();
    let (lo, hi) = if signed {
        (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
    } else {
        (0.0, 2f64.powi(w as i32))
    };
    if t < lo || t >= hi {
        return None;
    }
    Some(t as i128)
}

/// `v` rounded to the nearest `w`-bit float, as bits.
fn round_int(v: i128, w: u32) -> u64 {
    if w == 32 {
        u64::from((v as f32).to_bits())
    } else {
        (v as f64).to_bits()
    }
}

/// A float binary op on `w`-bit (32 or 64) elements, as APFloat folds it.
struct FloatFold {
    kind: OpKind,
    w: u32,
}

impl FloatFold {
    fn mantissa(&self) -> u32 {
        if self.w == 32 {
            23
        } else {
            52
        }
    }

    fn is_nan(&self, x: u64) -> bool {
        let v = self.value(x);
        v.is_nan()
    }

    fn is_signaling(&self, x: u64) -> bool {
        self.is_nan(x) && x >> (self.mantissa() - 1) & 1 == 0
    }

    fn quiet(&self, x: u64) -> u64 {
        x | 1 << (self.mantissa() - 1)
    }

    fn value(&self, x: u64) -> f64 {
        if self.w == 32 {
            f64::from(f32::from_bits(x as u32))
        } else {
            f64::from_bits(x)
        }
    }

    fn negative(&self, x: u64) -> bool {
        x >> (self.w - 1) & 1 == 1
    }

    /// `op(a, b)` on bits.
    fn apply(&self, a: u64, b: u64) -> u64 {
        use OpKind as K;
        let (na, nb) = (self.is_nan(a), self.is_nan(b));
        match self.kind {
            K::MaxNumF | K::MinNumF => {
                if self.is_signaling(a) {
                    return self.quiet(a);
                }
                if self.is_signaling(b) {
                    return self.quiet(b);
                }
                if na {
                    return b;
                }
                if nb {
                    return a;
                }
                self.ordered(a, b, self.kind == K::MaxNumF)
            }
            K::MaximumF | K::MinimumF => {
                if na {
                    return self.quiet(a);
                }
                if nb {
                    return self.quiet(b);
                }
                self.ordered(a, b, self.kind == K::MaximumF)
            }
            _ => {
                if na {
                    return self.quiet(a);
                }
                if nb {
                    return self.quiet(b);
                }
                let r = self.arith(a, b);
                if self.is_nan(r) {
                    // An invalid operation: APFloat's default NaN is positive.
                    self.quiet(self.exp_mask())
                } else {
                    r
                }
            }
        }
    }

    fn exp_mask(&self) -> u64 {
        ((1u64 << (self.w - 1 - self.mantissa())) - 1) << self.mantissa()
    }

    /// The larger (`max`) or smaller of two non-NaN values, `-0 < +0`.
    fn ordered(&self, a: u64, b: u64, max: bool) -> u64 {
        let (x, y) = (self.value(a), self.value(b));
        if x == y {
            return if self.negative(a) == max { b } else { a };
        }
        if (x < y) == max {
            b
        } else {
            a
        }
    }

    /// `addf`/`subf`/`mulf`/`divf` of two non-NaN values, rounded to nearest.
    fn arith(&self, a: u64, b: u64) -> u64 {
        use OpKind as K;
        if self.w == 32 {
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            let r = match self.kind {
                K::AddF => x + y,
                K::SubF => x - y,
                K::MulF => x * y,
                _ => x / y,
            };
            u64::from(r.to_bits())
        } else {
            let (x, y) = (f64::from_bits(a), f64::from_bits(b));
            let r = match self.kind {
                K::AddF => x + y,
                K::SubF => x - y,
                K::MulF => x * y,
                _ => x / y,
            };
            r.to_bits()
        }
    }
}

/// 32 or 64 for `f32`/`f64`, `None` for other types.
fn float_width(m: &Module, t: TypeId) -> Option<u32> {
    match m.ty(t) {
        TypeData::Float(crate::ir::FloatKind::F32) => Some(32),
        TypeData::Float(crate::ir::FloatKind::F64) => Some(64),
        _ => None,
    }
}

/// A float attribute of type `ty` with bits `bits`.
fn float_attr(bits: u64, ty: TypeId) -> Attribute {
    Attribute::Float { bits, ty }
}

/// The bits of the `count` float elements of the dense constant defining `v`.
fn float_elements(m: &Module, v: ValueId, count: usize) -> Option<Vec<u64>> {
    let bits = |a: &Attribute| match a {
        Attribute::Float { bits, .. } => Some(*bits),
        _ => None,
    };
    match constant_value(m, m.defining_op(v)?)? {
        Attribute::Dense {
            data: DenseData::Splat(x),
            ..
        } => Some(vec![bits(&x)?; count]),
        Attribute::Dense {
            data: DenseData::Elements(items),
            ..
        } if items.len() == count => items.iter().map(bits).collect(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S1: u64 = 0x7f80_0001;
    const Q1: u64 = 0x7fc0_0001;
    const Q2: u64 = 0xffc0_0002;

    fn f(kind: OpKind) -> FloatFold {
        FloatFold { kind, w: 32 }
    }

    /// Expected values from mlir-opt 22 --canonicalize.
    #[test]
    fn float_folds_as_apfloat() {
        assert_eq!(f(OpKind::MaxNumF).apply(S1, 0x3f80_0000), Q1);
        assert_eq!(f(OpKind::MaxNumF).apply(Q1, Q2), Q2);
        assert_eq!(f(OpKind::MinNumF).apply(0x8000_0000, 0), 0x8000_0000);
        assert_eq!(f(OpKind::MaximumF).apply(Q1, Q2), Q1);
        assert_eq!(f(OpKind::AddF).apply(Q1, Q2), Q1);
        assert_eq!(f(OpKind::DivF).apply(0x8000_0000, 0), 0x7fc0_0000);
    }

    #[test]
    fn casts() {
        assert_eq!(to_int(127.5, 8, true), Some(127));
        assert_eq!(to_int(2147483648.0, 32, true), None);
        assert_eq!(to_int(255.0, 8, false), Some(255));
        assert_eq!(resize(S1, 32, 64), None);
        assert_eq!(resize(0.1f64.to_bits(), 64, 32), None);
        assert_eq!(
            resize(0.5f64.to_bits(), 64, 32),
            Some(u64::from(0.5f32.to_bits()))
        );
    }
}
