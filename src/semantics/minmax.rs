//! The float min/max ops (`arith.minnumf`/`maxnumf`/`minimumf`/`maximumf` and the
//! `vector.reduction` kinds of the same names) bit for bit as MLIR 22 + LLVM compute them on
//! x86-64 (measured with mlir-runner -O3 on operands LLVM cannot fold): NaN payloads are kept,
//! signaling NaNs are not quieted, and which zero comes out depends on the operands' order.
//!
//! LLVM selects `maxss`/`maxps` (`minss`/`minps`), which return their second operand when
//! either is NaN or both are equal, and blends around it; scalars and vector lanes compute
//! the same:
//!
//! ```text
//! maxnum(a, b)  = isnan(a) ? b : (b > a ? b : a)            (minnum: <)
//! maximum(a, b) = p, q = signbit(a) ? (a, b) : (b, a)
//!                 isnan(p) ? p : (p > q ? p : q)            (minimum: (b, a) : (a, b), <)
//! ```
//!
//! A reduction combines lanes in order (`r = op(r, x)`) once the vector fits one register;
//! wider vectors are first halved, lane `i` with lane `i + n/2` (`op(lo, hi)`), after padding
//! to a power of two: down to 512 bits for `minnum`/`maxnum` (padding lanes are a quiet NaN,
//! positive for `minnum`, negative for `maxnum`, so an all-NaN padded reduction gives it) and
//! down to 128 bits for `minimum`/`maximum` (padding is ±∞, which changes nothing). An
//! accumulator comes last: `op(reduction, acc)`. Under a mask, masked-off lanes take
//! [`FloatMinMax::masked_lane`] and the whole vector is reduced.

/// Which min/max op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FloatMinMax {
    /// Maximum (else minimum).
    pub max: bool,
    /// `maxnumf`/`minnumf` (a NaN operand yields the other), else `maximumf`/`minimumf`
    /// (NaN propagates).
    pub num: bool,
}

impl FloatMinMax {
    /// The op of an `arith` op kind, if it is one of the four.
    pub fn of(kind: crate::dialects::OpKind) -> Option<FloatMinMax> {
        use crate::dialects::OpKind as K;
        match kind {
            K::MaximumF => Self::of_name("maximumf"),
            K::MinimumF => Self::of_name("minimumf"),
            K::MaxNumF => Self::of_name("maxnumf"),
            K::MinNumF => Self::of_name("minnumf"),
            _ => None,
        }
    }

    /// The op of a `vector` combining kind, if it is one of the four.
    pub fn of_combining(kind: crate::dialects::vector::CombiningKind) -> Option<FloatMinMax> {
        use crate::dialects::vector::CombiningKind as K;
        match kind {
            K::MaximumF => Self::of_name("maximumf"),
            K::MinimumF => Self::of_name("minimumf"),
            K::MaxNumF => Self::of_name("maxnumf"),
            K::MinNumF => Self::of_name("minnumf"),
            _ => None,
        }
    }

    /// The op of an `arith` op kind or a `vector` combining kind keyword (`maxnumf`, ...).
    pub fn of_name(name: &str) -> Option<FloatMinMax> {
        let (max, num) = match name {
            "maximumf" => (true, false),
            "minimumf" => (false, false),
            "maxnumf" => (true, true),
            "minnumf" => (false, true),
            _ => return None,
        };
        Some(FloatMinMax { max, num })
    }

    /// `op(a, b)` on the bit patterns of two floats of `bits` (32 or 64) bits.
    pub fn apply(self, a: u64, b: u64, bits: u32) -> u64 {
        let f = Bits(bits);
        if self.num {
            return if f.is_nan(a) {
                b
            } else {
                f.sse(self.max, b, a)
            };
        }
        let neg = f.sign(a);
        let (p, q) = if neg == self.max { (a, b) } else { (b, a) };
        if f.is_nan(p) {
            p
        } else {
            f.sse(self.max, p, q)
        }
    }

    /// How many lanes of `bits` bits a reduction combines in order; wider vectors are
    /// halved first.
    pub fn ordered_lanes(self, bits: u32) -> usize {
        (if self.num { 512 } else { 128 }) / bits as usize
    }

    /// The lane a reduction pads a halved vector with, `None` for ±∞ (which leaves every
    /// lane it meets as it is).
    pub fn padding(self, bits: u32) -> Option<u64> {
        let f = Bits(bits);
        let quiet = f.exp_mask() | 1 << (f.mantissa_bits() - 1);
        match (self.num, self.max) {
            (false, _) => None,
            (true, false) => Some(quiet),
            (true, true) => Some(quiet | 1 << (bits - 1)),
        }
    }

    /// The value a masked reduction (`vector.mask` around `vector.reduction`) gives the
    /// masked-off lanes before reducing them all, as MLIR's lowering does: a quiet NaN for
    /// `minnum`/`maxnum` (as [`FloatMinMax::padding`]), the largest finite value for `minimum`
    /// and the negative smallest subnormal for `maximum`, which is not neutral (a masked
    /// `maximum` of negative lanes gives it).
    pub fn masked_lane(self, bits: u32) -> u64 {
        let f = Bits(bits);
        match (self.num, self.max) {
            (true, _) => self.padding(bits).expect("minnum/maxnum padding"),
            (false, false) => f.exp_mask() - 1,
            (false, true) => 1 << (bits - 1) | 1,
        }
    }

    /// The reduction of `lanes` (bit patterns of `bits`-bit floats, at least one).
    pub fn reduce(self, lanes: &[u64], bits: u32) -> u64 {
        let mut v = lanes.to_vec();
        while v.len() > self.ordered_lanes(bits) {
            let half = v.len().next_power_of_two() / 2;
            v = (0..half)
                .map(|i| match (v.get(i + half), self.padding(bits)) {
                    (Some(&hi), _) => self.apply(v[i], hi, bits),
                    (None, Some(pad)) => self.apply(v[i], pad, bits),
                    (None, None) => v[i],
                })
                .collect();
        }
        let mut it = v.into_iter();
        let first = it.next().expect("a reduction of at least one lane");
        it.fold(first, |r, x| self.apply(r, x, bits))
    }
}

/// Bit-level views of a 32- or 64-bit float.
#[derive(Copy, Clone)]
struct Bits(u32);

impl Bits {
    fn mantissa_bits(self) -> u32 {
        if self.0 == 32 {
            23
        } else {
            52
        }
    }

    fn exp_mask(self) -> u64 {
        let e = self.0 - 1 - self.mantissa_bits();
        ((1u64 << e) - 1) << self.mantissa_bits()
    }

    fn is_nan(self, x: u64) -> bool {
        x & self.exp_mask() == self.exp_mask() && x & ((1 << self.mantissa_bits()) - 1) != 0
    }

    fn sign(self, x: u64) -> bool {
        x >> (self.0 - 1) & 1 == 1
    }

    fn value(self, x: u64) -> f64 {
        if self.0 == 32 {
            f32::from_bits(x as u32) as f64
        } else {
            f64::from_bits(x)
        }
    }

    /// `maxss p, q` (`minss`): `p` if it is strictly greater (less), else `q` (NaNs, equal
    /// values).
    fn sse(self, max: bool, p: u64, q: u64) -> u64 {
        let (x, y) = (self.value(p), self.value(q));
        if (max && x > y) || (!max && x < y) {
            p
        } else {
            q
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NZ: u64 = 0x8000_0000;
    const ONE: u64 = 0x3f80_0000;
    const Q1: u64 = 0x7fc0_0001;
    const Q2: u64 = 0xffc0_0002;
    const S1: u64 = 0x7f80_0001;

    fn op(name: &str) -> FloatMinMax {
        FloatMinMax::of_name(name).unwrap()
    }

    /// Expected values from mlir-runner -O3 on this rule's inputs.
    #[test]
    fn binary_as_llvm_x86() {
        let (mn, mx, mi, ma) = (op("minnumf"), op("maxnumf"), op("minimumf"), op("maximumf"));
        assert_eq!(mx.apply(NZ, 0, 32), NZ);
        assert_eq!(mx.apply(0, NZ, 32), 0);
        assert_eq!(mn.apply(0, NZ, 32), 0);
        assert_eq!(mn.apply(Q1, S1, 32), S1);
        assert_eq!(mn.apply(ONE, S1, 32), ONE);
        assert_eq!(mi.apply(NZ, 0, 32), NZ);
        assert_eq!(mi.apply(0, NZ, 32), NZ);
        assert_eq!(ma.apply(NZ, 0, 32), 0);
        assert_eq!(ma.apply(Q1, Q2, 32), Q2);
        assert_eq!(ma.apply(Q2, Q1, 32), Q2);
        assert_eq!(mi.apply(Q2, Q1, 32), Q1);
        assert_eq!(ma.apply(ONE, S1, 32), S1);
    }

    #[test]
    fn reductions_halve_wide_vectors() {
        let nan = vec![Q1; 24];
        assert_eq!(op("minnumf").reduce(&nan, 32), 0x7fc0_0000);
        assert_eq!(op("maxnumf").reduce(&nan, 32), 0xffc0_0000);
        assert_eq!(op("maxnumf").reduce(&nan[..16], 32), Q1);
        // Over 8 lanes, maximum pairs lane i with lane i + 4 first; in order it would give S1.
        let v = [NZ, NZ, NZ, Q1, NZ, NZ, S1, NZ];
        assert_eq!(op("maximumf").reduce(&v, 32), Q1);
        assert_eq!(op("minimumf").reduce(&v, 32), S1);
        assert_eq!(op("maxnumf").reduce(&v, 32), NZ);
    }

    #[test]
    fn masked_lanes() {
        assert_eq!(op("minnumf").masked_lane(64), 0x7ff8_0000_0000_0000);
        assert_eq!(op("maxnumf").masked_lane(32), 0xffc0_0000);
        assert_eq!(op("minimumf").masked_lane(32), 0x7f7f_ffff);
        assert_eq!(op("maximumf").masked_lane(64), 0x8000_0000_0000_0001);
    }
}
