//! Float literals exactly as `mlir-opt` prints them.
//!
//! MLIR first tries `APFloat::toString(precision 6, scientific)` (`1.500000e+00`) and keeps it if
//! it parses back to the same bits; otherwise it uses APFloat's shortest round-trip form
//! (`0.123456789`) if that contains a `.`; otherwise (inf, nan, tiny values) the raw bits in
//! hexadecimal (`0x7FC00000`). This module reproduces the three steps, plus the half-precision
//! conversions the parser needs.

use crate::ir::FloatKind;

/// Decoded value of a float of kind `k` stored in `bits`.
pub fn bits_to_f64(bits: u64, k: FloatKind) -> f64 {
    match k {
        FloatKind::F64 => f64::from_bits(bits),
        FloatKind::F32 => f32::from_bits(bits as u32) as f64,
        FloatKind::F16 => f16_bits_to_f64(bits as u16),
        FloatKind::BF16 => f32::from_bits((bits as u32) << 16) as f64,
        // Wider formats are stored as their f64 value (enough to round-trip typical IR).
        FloatKind::F80 | FloatKind::F128 => f64::from_bits(bits),
        FloatKind::TF32 => f32::from_bits(bits as u32) as f64,
        FloatKind::F8E4M3FN | FloatKind::F8E5M2 | FloatKind::F4E2M1FN => {
            k.minifloat().map_or(f64::NAN, |f| f.decode(bits))
        }
    }
}

fn f16_bits_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let mant = (h & 0x3ff) as f64;
    let v = match exp {
        0 => mant * 2f64.powi(-24),
        31 => {
            if mant == 0.0 {
                f64::INFINITY
            } else {
                f64::NAN
            }
        }
        e => (1.0 + mant / 1024.0) * 2f64.powi(e - 15),
    };
    sign * v
}

/// Rounds an f64 to the nearest IEEE half (ties to even).
pub fn f64_to_f16_bits(v: f64) -> u16 {
    if v.is_nan() {
        return 0x7e00;
    }
    let sign: u16 = if v.is_sign_negative() { 0x8000 } else { 0 };
    let a = v.abs();
    if a.is_infinite() || a >= 65520.0 {
        return sign | 0x7c00;
    }
    // Find the representable neighbours by brute force over the exponent.
    if a < 2f64.powi(-14) {
        // Subnormal: units of 2^-24.
        let q = a / 2f64.powi(-24);
        let r = round_half_even(q) as u16;
        return sign | r;
    }
    let e = a.log2().floor() as i32;
    let e = if 2f64.powi(e) > a { e - 1 } else { e };
    let m = a / 2f64.powi(e) - 1.0; // in [0, 1)
    let q = round_half_even(m * 1024.0);
    let (mut exp, mut mant) = (e + 15, q as u32);
    if mant == 1024 {
        mant = 0;
        exp += 1;
    }
    if exp >= 31 {
        return sign | 0x7c00;
    }
    sign | ((exp as u16) << 10) | mant as u16
}

/// Rounds an f64 to the nearest bfloat16 (ties to even).
pub fn f64_to_bf16_bits(v: f64) -> u16 {
    let f = v as f32;
    if f.is_nan() {
        return 0x7fc0;
    }
    let b = f.to_bits();
    let lsb = (b >> 16) & 1;
    let rounded = b.wrapping_add(0x7fff + lsb);
    (rounded >> 16) as u16
}

fn round_half_even(x: f64) -> f64 {
    let r = x.round();
    if (x - x.trunc()).abs() == 0.5 && r % 2.0 != 0.0 {
        r - x.signum()
    } else {
        r
    }
}

/// Parses a decimal string back into the bits of kind `k`.
fn parse_bits(s: &str, k: FloatKind) -> Option<u64> {
    Some(match k {
        FloatKind::F64 => s.parse::<f64>().ok()?.to_bits(),
        FloatKind::F32 => s.parse::<f32>().ok()?.to_bits() as u64,
        FloatKind::F16 => f64_to_f16_bits(s.parse::<f64>().ok()?) as u64,
        FloatKind::BF16 => f64_to_bf16_bits(s.parse::<f64>().ok()?) as u64,
        FloatKind::F80 | FloatKind::F128 => s.parse::<f64>().ok()?.to_bits(),
        FloatKind::TF32 => s.parse::<f32>().ok()?.to_bits() as u64,
        FloatKind::F8E4M3FN | FloatKind::F8E5M2 | FloatKind::F4E2M1FN => {
            k.minifloat()?.encode(s.parse::<f64>().ok()?)
        }
    })
}

/// Significant decimal digits of `v` rounded to `digits` places, as (digit string without
/// trailing zeros, decimal exponent of the first digit).
fn sig_digits(v: f64, k: FloatKind, digits: usize) -> (String, i32) {
    let s = if k == FloatKind::F32 {
        format!("{:.*e}", digits - 1, v as f32)
    } else {
        format!("{:.*e}", digits - 1, v)
    };
    let (mant, exp) = s.split_once('e').unwrap();
    let exp: i32 = exp.parse().unwrap();
    let mut d: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    while d.len() > 1 && d.ends_with('0') {
        d.pop();
    }
    (d, exp)
}

fn exp_suffix(out: &mut String, e: i32, upper: bool) {
    out.push(if upper { 'E' } else { 'e' });
    out.push(if e >= 0 { '+' } else { '-' });
    let a = e.unsigned_abs();
    if !upper && a < 10 {
        out.push('0');
    }
    out.push_str(&a.to_string());
}

/// `APFloat::toString(6, 0, false)`: always scientific with six fraction digits.
fn scientific6(v: f64, k: FloatKind) -> String {
    let neg = v.is_sign_negative();
    let a = v.abs();
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    if a == 0.0 {
        out.push_str("0.000000e+00");
        return out;
    }
    // `APFloat::toString(6)` keeps six significant digits; the printed form pads a seventh.
    let (d, e) = sig_digits(a, k, 6);
    out.push_str(&d[..1]);
    out.push('.');
    out.push_str(&d[1..]);
    for _ in d.len() - 1..6 {
        out.push('0');
    }
    exp_suffix(&mut out, e, false);
    out
}

/// `APFloat::toString()` with default arguments: round-trip precision, up to three padding
/// zeros, trailing zeros truncated.
fn natural(v: f64, k: FloatKind) -> String {
    let neg = v.is_sign_negative();
    let a = v.abs();
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    if a == 0.0 {
        out.push_str("0.0E+0");
        return out;
    }
    let precision = (2 + k.precision() * 59 / 196) as usize;
    let (d, e0) = sig_digits(a, k, precision);
    let nd = d.len() as i32;
    // exp: power of ten of the last digit.
    let exp = e0 - (nd - 1);
    let scientific = if exp >= 0 {
        exp > 3 || (nd + exp) as usize > precision
    } else {
        let msd = exp + nd - 1;
        msd < 0 && -msd > 3
    };
    if scientific {
        out.push_str(&d[..1]);
        out.push('.');
        if nd == 1 {
            out.push('0');
        } else {
            out.push_str(&d[1..]);
        }
        exp_suffix(&mut out, e0, true);
        return out;
    }
    if exp >= 0 {
        out.push_str(&d);
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }
    let whole = exp + nd;
    if whole > 0 {
        out.push_str(&d[..whole as usize]);
        out.push('.');
        out.push_str(&d[whole as usize..]);
    } else {
        out.push_str("0.");
        for _ in 0..-whole {
            out.push('0');
        }
        out.push_str(&d);
    }
    out
}

/// Formats a float attribute value as mlir-opt does.
pub fn format_float(bits: u64, k: FloatKind) -> String {
    let v = bits_to_f64(bits, k);
    if v.is_finite() {
        let s = scientific6(v, k);
        if parse_bits(&s, k) == Some(bits) {
            return s;
        }
        let s = natural(v, k);
        if s.contains('.') {
            return s;
        }
    }
    let digits = (k.width() / 4) as usize;
    format!("0x{:0width$X}", bits, width = digits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(v: f32) -> String {
        format_float(v.to_bits() as u64, FloatKind::F32)
    }
    fn f64s(v: f64) -> String {
        format_float(v.to_bits(), FloatKind::F64)
    }

    #[test]
    fn mlir_float_forms() {
        assert_eq!(f32s(1.5), "1.500000e+00");
        assert_eq!(f32s(0.1), "1.000000e-01");
        assert_eq!(f64s(0.123456789), "0.123456789");
        assert_eq!(f64s(1.0e20), "1.000000e+20");
        assert_eq!(f32s(0.0), "0.000000e+00");
        assert_eq!(f32s(-0.0), "-0.000000e+00");
        assert_eq!(f32s(f32::INFINITY), "0x7F800000");
        assert_eq!(format_float(0x7FC00000, FloatKind::F32), "0x7FC00000");
        assert_eq!(f64s(f64::NEG_INFINITY), "0xFFF0000000000000");
    }

    #[test]
    fn half_conversions() {
        assert_eq!(f64_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f64_to_f16_bits(-2.0), 0xc000);
        assert_eq!(f64_to_f16_bits(65504.0), 0x7bff);
        assert_eq!(f16_bits_to_f64(0x3c00), 1.0);
        assert_eq!(f64_to_bf16_bits(1.0), 0x3f80);
    }
}
