//! MLIR's APFloat runtime (`libmlir_apfloat_wrappers`): the functions `--convert-arith-to-apfloat`
//! calls (`_mlir_apfloat_add(semantics, a, b)`, ...) and `printApFloat`, on floats passed as
//! zero-extended bits with a format named by `llvm::APFloatBase::Semantics` numbering. Every
//! value is decoded to `f64` exactly, computed there and rounded once to the format, which is
//! exact for `+ - * /` (f64 has more than 2p+2 bits for each supported format) and for
//! remainder (its result is representable).

use super::minifloat::{Format, NonFinite, BF16, F16, F4E2M1FN, F8E4M3FN, F8E5M2};

/// A format by its `llvm::APFloatBase::Semantics` number.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sem {
    /// A small format held as bits.
    Small(Format),
    /// `f32` (IEEEsingle, 2).
    F32,
    /// `f64` (IEEEdouble, 3).
    F64,
}

impl Sem {
    /// The format numbered `id` (`None` for formats bufjit does not carry).
    pub fn from_id(id: i32) -> Option<Sem> {
        Some(match id {
            0 => Sem::Small(F16),
            1 => Sem::Small(BF16),
            2 => Sem::F32,
            3 => Sem::F64,
            7 => Sem::Small(F8E5M2),
            10 => Sem::Small(F8E4M3FN),
            18 => Sem::Small(F4E2M1FN),
            _ => return None,
        })
    }

    /// The value of `bits`.
    pub fn decode(self, bits: u64) -> f64 {
        match self {
            Sem::Small(f) => f.decode(bits),
            Sem::F32 => f32::from_bits(bits as u32) as f64,
            Sem::F64 => f64::from_bits(bits),
        }
    }

    /// The bits of `v` rounded to nearest, ties to even.
    pub fn encode(self, v: f64) -> u64 {
        match self {
            Sem::Small(f) => f.encode(v),
            Sem::F32 => (v as f32).to_bits() as u64,
            Sem::F64 => v.to_bits(),
        }
    }

    /// NaN bits `a` made quiet (the top mantissa bit set where the format has one).
    fn quiet(self, a: u64) -> u64 {
        match self {
            Sem::Small(f) if f.non_finite == NonFinite::Ieee => a | 1 << (f.man_bits - 1),
            Sem::Small(_) => a,
            Sem::F32 => a | 1 << 22,
            Sem::F64 => a | 1 << 51,
        }
    }

    /// The stored mantissa bits of an IEEE-like format (with infinities and NaN payloads).
    fn ieee_man_bits(self) -> Option<u32> {
        match self {
            Sem::Small(f) if f.non_finite == NonFinite::Ieee => Some(f.man_bits),
            Sem::Small(_) => None,
            Sem::F32 => Some(23),
            Sem::F64 => Some(52),
        }
    }

    /// Whether `a` is a signaling NaN (a NaN with the quiet bit clear; formats without
    /// infinities have none).
    fn signaling(self, a: u64) -> bool {
        let quiet_bit = match self {
            Sem::Small(f) if f.non_finite == NonFinite::Ieee => 1 << (f.man_bits - 1),
            Sem::Small(_) => return false,
            Sem::F32 => 1 << 22,
            Sem::F64 => 1 << 51,
        };
        self.decode(a).is_nan() && a & quiet_bit == 0
    }

    /// The sign bit.
    fn sign(self) -> u64 {
        match self {
            Sem::Small(f) => 1 << (f.exp_bits + f.man_bits),
            Sem::F32 => 1 << 31,
            Sem::F64 => 1 << 63,
        }
    }
}

fn sem(id: i32) -> Sem {
    Sem::from_id(id).unwrap_or(Sem::F64)
}

/// A binary operation of the wrapper library.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Binary {
    /// `_mlir_apfloat_add`.
    Add,
    /// `_mlir_apfloat_subtract`.
    Subtract,
    /// `_mlir_apfloat_multiply`.
    Multiply,
    /// `_mlir_apfloat_divide`.
    Divide,
    /// `_mlir_apfloat_remainder` (IEEE remainder: the quotient rounded to nearest even).
    Remainder,
    /// `_mlir_apfloat_minimum` (NaN-propagating, -0 < +0).
    Minimum,
    /// `_mlir_apfloat_maximum`.
    Maximum,
    /// `_mlir_apfloat_minnum`.
    Minnum,
    /// `_mlir_apfloat_maxnum`.
    Maxnum,
}

/// `op` on the bits `a`, `b` of format `id`.
pub fn binary(op: Binary, id: i32, a: u64, b: u64) -> u64 {
    let s = sem(id);
    let (x, y) = (s.decode(a), s.decode(b));
    if matches!(op, Binary::Minnum | Binary::Maxnum) {
        // A signaling NaN operand wins (quieted); a quiet one is ignored.
        if s.signaling(a) || s.signaling(b) {
            return s.quiet(if s.signaling(a) { a } else { b });
        }
        if x.is_nan() {
            return b;
        }
        if y.is_nan() {
            return a;
        }
    }
    if x.is_nan() || y.is_nan() {
        // APFloat returns the first NaN operand, quieted.
        return s.quiet(if x.is_nan() { a } else { b });
    }
    let r = match op {
        Binary::Add => x + y,
        Binary::Subtract => x - y,
        Binary::Multiply => x * y,
        Binary::Divide => x / y,
        Binary::Remainder => ieee_remainder(x, y),
        Binary::Minimum | Binary::Minnum => min_max(x, y, true),
        Binary::Maximum | Binary::Maxnum => min_max(x, y, false),
    };
    // An invalid operation (inf - inf, 0/0, ...) gives the positive default NaN; an exact
    // infinity (division by zero) in a format without one, zero of its sign, as APFloat.
    let r = match s {
        Sem::Small(f) if f.non_finite == NonFinite::FiniteOnly && r.is_infinite() => {
            0f64.copysign(r)
        }
        _ if r.is_nan() => f64::NAN.copysign(1.0),
        _ => r,
    };
    s.encode(r)
}

/// The smaller (`min`) or larger of `x` and `y`, -0 below +0 (what the
/// wrapper library returns for all four of minimum/minnum/maximum/maxnum; NaN operands are
/// handled by [`binary`]).
fn min_max(x: f64, y: f64, min: bool) -> f64 {
    if x == y {
        return if x.is_sign_negative() == min { x } else { y };
    }
    if (x < y) == min {
        x
    } else {
        y
    }
}

extern "C" {
    fn remainder(x: f64, y: f64) -> f64;
}

/// IEEE 754 remainder `x - n*y`, `n` the quotient rounded to nearest even (exact).
pub fn ieee_remainder(x: f64, y: f64) -> f64 {
    // SAFETY: libm's `remainder` is a pure function of its arguments.
    unsafe { remainder(x, y) }
}

/// `_mlir_apfloat_compare`: 0 less, 1 equal, 2 greater, 3 unordered.
pub fn compare(id: i32, a: u64, b: u64) -> u8 {
    let s = sem(id);
    let (x, y) = (s.decode(a), s.decode(b));
    match x.partial_cmp(&y) {
        Some(std::cmp::Ordering::Less) => 0,
        Some(std::cmp::Ordering::Equal) => 1,
        Some(std::cmp::Ordering::Greater) => 2,
        None => 3,
    }
}

/// `_mlir_apfloat_convert`: bits of format `from` to format `to`.
pub fn convert(from: i32, to: i32, a: u64) -> u64 {
    let (f, t) = (sem(from), sem(to));
    if f.decode(a).is_nan() {
        let fm = match f {
            Sem::Small(x) => Some(x.man_bits),
            _ => f.ieee_man_bits(),
        };
        if let (Some(fm), Some(tm)) = (fm, t.ieee_man_bits()) {
            // APFloat keeps the payload's leading bits and quiets it.
            let payload = a & ((1 << fm) - 1);
            let moved = if tm >= fm {
                payload << (tm - fm)
            } else {
                payload >> (fm - tm)
            };
            let sign = if a & f.sign() != 0 { t.sign() } else { 0 };
            return t.quiet(sign | t.encode(f64::INFINITY) | moved);
        }
    }
    t.encode(f.decode(a))
}

/// `_mlir_apfloat_convert_to_int`: rounded to nearest even, saturated to the `width`-bit
/// signed or unsigned range (NaN gives 0), the low `width` bits.
pub fn to_int(id: i32, width: u32, unsigned: bool, a: u64) -> u64 {
    let v = sem(id).decode(a);
    let width = width.clamp(1, 64);
    let mask = if width == 64 {
        u64::MAX
    } else {
        (1 << width) - 1
    };
    if v.is_nan() {
        return 0;
    }
    let r = v.round_ties_even();
    let bits = if unsigned {
        let max = mask as f64;
        if r <= 0.0 {
            0
        } else if r >= max {
            mask
        } else {
            r as u64
        }
    } else {
        let min = -(2f64.powi(width as i32 - 1));
        if r <= min {
            min as i64 as u64
        } else if r >= -min {
            (-min - 1.0) as i64 as u64
        } else {
            r as i64 as u64
        }
    };
    bits & mask
}

/// `_mlir_apfloat_convert_from_int`: the low `width` bits of `a`, signed or unsigned, rounded
/// to format `id`.
pub fn from_int(id: i32, width: u32, unsigned: bool, a: u64) -> u64 {
    let width = width.clamp(1, 64);
    let shift = 64 - width;
    let s = sem(id);
    if unsigned {
        let u = (a << shift) >> shift;
        match s {
            Sem::F32 => (u as f32).to_bits() as u64,
            _ => s.encode(u as f64),
        }
    } else {
        let i = ((a << shift) as i64) >> shift;
        match s {
            Sem::F32 => (i as f32).to_bits() as u64,
            _ => s.encode(i as f64),
        }
    }
}

/// `_mlir_apfloat_neg`: the sign flipped.
pub fn neg(id: i32, a: u64) -> u64 {
    a ^ sem(id).sign()
}

/// `_mlir_apfloat_abs`: the sign cleared.
pub fn abs(id: i32, a: u64) -> u64 {
    a & !sem(id).sign()
}

/// A classification (`_mlir_apfloat_isnan`, ...).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Class {
    /// `isfinite`.
    Finite,
    /// `isinfinite`.
    Infinite,
    /// `isnan`.
    Nan,
    /// `isnormal`.
    Normal,
}

/// Whether bits `a` of format `id` are of class `c`.
pub fn classify(c: Class, id: i32, a: u64) -> bool {
    let v = sem(id).decode(a);
    match c {
        Class::Finite => v.is_finite(),
        Class::Infinite => v.is_infinite(),
        Class::Nan => v.is_nan(),
        Class::Normal => match sem(id) {
            Sem::Small(f) => v.is_finite() && v.abs() >= 2f64.powi(2 - (1 << (f.exp_bits - 1))),
            Sem::F32 => (v as f32).is_normal(),
            Sem::F64 => v.is_normal(),
        },
    }
}

/// `_mlir_apfloat_fused_multiply_add`: `a*b + c` (rounded to f64, then to the format).
pub fn fma(id: i32, a: u64, b: u64, c: u64) -> u64 {
    let s = sem(id);
    s.encode(s.decode(a).mul_add(s.decode(b), s.decode(c)))
}

/// The value `printApFloat(id, a)` prints (as `printF64` does).
pub fn value(id: i32, a: u64) -> f64 {
    sem(id).decode(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_rounds_once() {
        // 1.5 + 2 = 3.5 in f8E4M3FN (0x3C + 0x40 = 0x46).
        assert_eq!(binary(Binary::Add, 10, 0x3c, 0x40), 0x46);
        assert_eq!(binary(Binary::Remainder, 10, 0x46, 0x40), 0xb0);
        assert_eq!(compare(10, 0x3c, 0x40), 0);
        assert_eq!(compare(10, 0x7f, 0x40), 3);
        // NaN operands come back quieted; invalid operations give +NaN.
        assert_eq!(binary(Binary::Minimum, 7, 0x7d, 0x3c), 0x7f);
        assert_eq!(binary(Binary::Minnum, 7, 0x3c, 0xfd), 0xff);
        assert_eq!(binary(Binary::Minimum, 7, 0x7c, 0xfc), 0xfc);
        assert_eq!(binary(Binary::Add, 7, 0x7c, 0xfc), 0x7e);
        assert_eq!(binary(Binary::Divide, 10, 0, 0), 0x7f);
        assert_eq!(binary(Binary::Add, 7, 0x7e, 0xfd), 0x7e);
        assert_eq!(binary(Binary::Minnum, 7, 0x7e, 0xfd), 0xff);
        assert_eq!(binary(Binary::Maxnum, 7, 0x7e, 0x3c), 0x3c);
        // NaN payloads move to the top of the wider mantissa.
        assert_eq!(convert(7, 2, 0x7d), 0x7fe0_0000);
        assert_eq!(convert(10, 2, 0x7f), 0x7ff0_0000);
        // f4E2M1FN: division by zero gives zero of the sign, overflow saturates.
        assert_eq!(binary(Binary::Divide, 18, 0x1, 0x0), 0x0);
        assert_eq!(binary(Binary::Divide, 18, 0x1, 0x8), 0x8);
        assert_eq!(binary(Binary::Add, 18, 0x7, 0x7), 0x7);
    }

    #[test]
    fn integer_conversions_round_and_saturate() {
        assert_eq!(to_int(10, 32, false, 0x46), 4);
        assert_eq!(to_int(10, 32, false, 0x42), 2);
        assert_eq!(to_int(10, 8, false, 0x7e), 0x7f);
        assert_eq!(to_int(10, 8, false, 0xfe), 0x80);
        assert_eq!(to_int(10, 8, true, 0xc6), 0);
        assert_eq!(from_int(10, 8, false, 0xff), 0xb8);
        assert_eq!(from_int(10, 8, true, 0xff), 0x78);
        assert_eq!(from_int(10, 8, false, 1000), 0xdc);
    }
}
