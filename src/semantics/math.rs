//! The `math` ops both back ends compute by calling the C library: which function, for
//! `f32` and for `f64` operands. The generated code calls it; the interpreter calls the same
//! function, so results agree to the bit.

use crate::dialects::OpKind;

/// The libm functions (`f32`, `f64`) of the unary `math` ops that are plain calls.
pub fn libm_unary(kind: OpKind) -> Option<(&'static str, &'static str)> {
    use OpKind as K;
    Some(match kind {
        K::Exp => ("expf", "exp"),
        K::Exp2 => ("exp2f", "exp2"),
        K::ExpM1 => ("expm1f", "expm1"),
        K::Log => ("logf", "log"),
        K::Log2 => ("log2f", "log2"),
        K::Log10 => ("log10f", "log10"),
        K::Log1p => ("log1pf", "log1p"),
        K::Sin => ("sinf", "sin"),
        K::Cos => ("cosf", "cos"),
        K::Tan => ("tanf", "tan"),
        K::Asin => ("asinf", "asin"),
        K::Acos => ("acosf", "acos"),
        K::Atan => ("atanf", "atan"),
        K::Sinh => ("sinhf", "sinh"),
        K::Cosh => ("coshf", "cosh"),
        K::Tanh => ("tanhf", "tanh"),
        K::Asinh => ("asinhf", "asinh"),
        K::Acosh => ("acoshf", "acosh"),
        K::Atanh => ("atanhf", "atanh"),
        K::Erf => ("erff", "erf"),
        K::Erfc => ("erfcf", "erfc"),
        K::Cbrt => ("cbrtf", "cbrt"),
        _ => return None,
    })
}
