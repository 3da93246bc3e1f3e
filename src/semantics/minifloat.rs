//! The 8- and 4-bit float formats (`f8E4M3FN`, `f8E5M2`, `f4E2M1FN`): their encodings and
//! exact conversions to and from `f64` (every value of theirs is an `f64`), with
//! round-to-nearest-even and each format's rules for values it cannot hold, as LLVM's
//! `APFloat` converts: `f8E5M2` is IEEE-like (overflow gives infinity, NaN is `0x7E`);
//! `f8E4M3FN` has no infinity and one NaN per sign (`S.1111.111`; overflow and infinity give
//! NaN); `f4E2M1FN` has neither (overflow and infinity saturate to ±6, NaN gives `+0`, as
//! MLIR's folder produces).

/// What a format does with values beyond its range.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NonFinite {
    /// Infinities and NaNs as IEEE 754 (all-ones exponent).
    Ieee,
    /// No infinities; the all-ones pattern (per sign) is NaN.
    NanOnly,
    /// Every pattern is finite.
    FiniteOnly,
}

/// A small binary float format.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Format {
    /// Exponent bits.
    pub exp_bits: u32,
    /// Stored mantissa bits.
    pub man_bits: u32,
    /// What it does beyond its range.
    pub non_finite: NonFinite,
}

/// `f16` (IEEE half).
pub const F16: Format = Format {
    exp_bits: 5,
    man_bits: 10,
    non_finite: NonFinite::Ieee,
};
/// `bf16`.
pub const BF16: Format = Format {
    exp_bits: 8,
    man_bits: 7,
    non_finite: NonFinite::Ieee,
};
/// `f8E4M3FN`.
pub const F8E4M3FN: Format = Format {
    exp_bits: 4,
    man_bits: 3,
    non_finite: NonFinite::NanOnly,
};
/// `f8E5M2`.
pub const F8E5M2: Format = Format {
    exp_bits: 5,
    man_bits: 2,
    non_finite: NonFinite::Ieee,
};
/// `f4E2M1FN`.
pub const F4E2M1FN: Format = Format {
    exp_bits: 2,
    man_bits: 1,
    non_finite: NonFinite::FiniteOnly,
};

impl Format {
    fn bias(self) -> i32 {
        (1 << (self.exp_bits - 1)) - 1
    }

    fn sign_bit(self) -> u64 {
        1 << (self.exp_bits + self.man_bits)
    }

    fn exp_all(self) -> u64 {
        (1 << self.exp_bits) - 1
    }

    /// The largest finite value.
    pub fn max(self) -> f64 {
        let m = self.man_bits as i32;
        let (top_exp, top_man) = match self.non_finite {
            NonFinite::Ieee => (self.exp_all() - 1, (1 << m) - 1),
            NonFinite::NanOnly => (self.exp_all(), (1 << m) - 2),
            NonFinite::FiniteOnly => (self.exp_all(), (1 << m) - 1),
        };
        (1.0 + top_man as f64 / (1u64 << m) as f64) * 2f64.powi(top_exp as i32 - self.bias())
    }

    /// The bits of NaN with sign `neg` (`None` without NaNs).
    fn nan(self, neg: bool) -> Option<u64> {
        let s = if neg { self.sign_bit() } else { 0 };
        let e = self.exp_all() << self.man_bits;
        match self.non_finite {
            NonFinite::Ieee => Some(s | e | (1 << (self.man_bits - 1))),
            NonFinite::NanOnly => Some(s | e | ((1 << self.man_bits) - 1)),
            NonFinite::FiniteOnly => None,
        }
    }

    /// The value of `bits`.
    pub fn decode(self, bits: u64) -> f64 {
        let m = self.man_bits;
        let neg = bits & self.sign_bit() != 0;
        let e = (bits >> m) & self.exp_all();
        let f = bits & ((1 << m) - 1);
        let v = match self.non_finite {
            NonFinite::Ieee if e == self.exp_all() => {
                if f == 0 {
                    f64::INFINITY
                } else {
                    f64::NAN
                }
            }
            NonFinite::NanOnly if e == self.exp_all() && f == (1 << m) - 1 => f64::NAN,
            _ if e == 0 => f as f64 * 2f64.powi(1 - self.bias() - m as i32),
            _ => (1.0 + f as f64 / (1u64 << m) as f64) * 2f64.powi(e as i32 - self.bias()),
        };
        if neg {
            -v
        } else {
            v
        }
    }

    /// The bits of `v` rounded to nearest, ties to even.
    pub fn encode(self, v: f64) -> u64 {
        let neg = v.is_sign_negative();
        let s = if neg { self.sign_bit() } else { 0 };
        if v.is_nan() {
            return self.nan(neg).unwrap_or(0);
        }
        let a = v.abs();
        let m = self.man_bits as i32;
        let emin = 1 - self.bias();
        let e = if a == 0.0 || a.is_infinite() {
            emin
        } else {
            (a.log2().floor() as i32).max(emin)
        };
        let quantum = 2f64.powi(e - m);
        let r = if a.is_infinite() {
            f64::INFINITY
        } else {
            round_half_even(a / quantum) * quantum
        };
        if r > self.max() {
            return match self.non_finite {
                NonFinite::Ieee => s | (self.exp_all() << self.man_bits),
                NonFinite::NanOnly => self.nan(neg).unwrap_or(0),
                NonFinite::FiniteOnly => s | self.encode_finite(self.max()),
            };
        }
        s | self.encode_finite(r)
    }

    /// The bits of a representable non-negative finite `r`.
    fn encode_finite(self, r: f64) -> u64 {
        let m = self.man_bits as i32;
        let emin = 1 - self.bias();
        if r < 2f64.powi(emin) {
            return (r / 2f64.powi(emin - m)) as u64;
        }
        let e = r.log2().floor() as i32;
        let f = (r / 2f64.powi(e - m)) as u64 - (1 << m);
        (((e + self.bias()) as u64) << m) | f
    }
}

/// The formats generated code converts through the runtime, by the code it passes.
pub const BY_CODE: [Format; 5] = [F16, BF16, F8E4M3FN, F8E5M2, F4E2M1FN];

/// The value of `bits` in the format with runtime code `code` (NaN for an unknown code).
pub fn decode_code(bits: u64, code: u64) -> f64 {
    BY_CODE
        .get(code as usize)
        .map_or(f64::NAN, |f| f.decode(bits))
}

/// The bits of `v` in the format with runtime code `code` (0 for an unknown code).
pub fn encode_code(v: f64, code: u64) -> u64 {
    BY_CODE.get(code as usize).map_or(0, |f| f.encode(v))
}

fn round_half_even(q: f64) -> f64 {
    let f = q.floor();
    let d = q - f;
    if d > 0.5 || (d == 0.5 && f % 2.0 != 0.0) {
        f + 1.0
    } else {
        f
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pattern_decodes_and_encodes_back() {
        for f in [F8E4M3FN, F8E5M2, F4E2M1FN] {
            let n = 1u64 << (1 + f.exp_bits + f.man_bits);
            for b in 0..n {
                let v = f.decode(b);
                if v.is_nan() {
                    continue;
                }
                assert_eq!(f.encode(v), b, "{f:?} {b:#x} ({v})");
            }
        }
    }

    #[test]
    fn half_formats_agree_with_the_hardware_conversions() {
        for v in [0.1f32, 65504.0, 65520.0, 1e-7, -2.71, 1e30] {
            let h = F16.encode(v as f64);
            assert_eq!(
                h,
                crate::print::float::f64_to_f16_bits(v as f64) as u64,
                "{v}"
            );
            let b = BF16.encode(v as f64);
            assert_eq!(
                b,
                crate::print::float::f64_to_bf16_bits(v as f64) as u64,
                "{v}"
            );
        }
        assert_eq!(F16.decode(0x3C00), 1.0);
        assert_eq!(BF16.decode(0x3F80), 1.0);
    }

    #[test]
    fn ranges_and_special_values() {
        assert_eq!(F8E4M3FN.max(), 448.0);
        assert_eq!(F8E5M2.max(), 57344.0);
        assert_eq!(F4E2M1FN.max(), 6.0);
        assert_eq!(F8E5M2.encode(f64::INFINITY), 0x7C);
        assert_eq!(F8E5M2.encode(f64::NAN), 0x7E);
        assert_eq!(F8E4M3FN.encode(f64::INFINITY), 0x7F);
        assert_eq!(F8E4M3FN.encode(-f64::NAN), 0xFF);
        assert_eq!(F4E2M1FN.encode(100.0), 0x7);
        assert_eq!(F4E2M1FN.encode(f64::NAN), 0x0);
    }

    #[test]
    fn rounds_to_nearest_even() {
        // 464 lies halfway between 448 and 480: even mantissa (448) wins.
        assert_eq!(F8E4M3FN.decode(F8E4M3FN.encode(464.0)), 448.0);
        // Above the halfway point overflows: NaN for the format without infinity.
        assert!(F8E4M3FN.decode(F8E4M3FN.encode(470.0)).is_nan());
        assert_eq!(F8E4M3FN.decode(F8E4M3FN.encode(0.3)), 0.3125);
        assert_eq!(F4E2M1FN.decode(F4E2M1FN.encode(2.5)), 2.0);
        assert_eq!(F4E2M1FN.decode(F4E2M1FN.encode(0.25)), 0.0);
    }
}
