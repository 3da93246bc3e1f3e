//! The `math` dialect: elementwise float and integer functions. Every op shares a syntax family
//! with arith ([`super::arith::Format`]).

use super::arith::{self, Format};
use super::OpKind;
use crate::ir::{OpId, OpSpec};
use crate::parse::{PResult, Parser};
use crate::print::Printer;

/// The format of a math op.
pub fn format(kind: OpKind) -> Option<Format> {
    use OpKind::*;
    Some(match kind {
        Sqrt | Rsqrt | Exp | Exp2 | ExpM1 | Log | Log2 | Log10 | Log1p | Sin | Cos | Tan | Asin
        | Acos | Atan | Sinh | Cosh | Tanh | Asinh | Acosh | Atanh | AbsF | Floor | Ceil
        | Round | RoundEven | Trunc | Erf | Erfc | Cbrt => Format::FloatUnary,
        Atan2 | PowF | CopySign => Format::FloatBinary,
        Fma => Format::FloatTernary,
        AbsI | CountLeadingZeros | CountTrailingZeros | CtPop => Format::IntUnary,
        IPowI => Format::IntBinary,
        FPowI => Format::FPowI,
        IsNaN | IsInf | IsFinite | IsNormal => Format::FloatPredicate,
        _ => return None,
    })
}

/// Parses a math op.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    let spec = p.spec(kind, pos);
    match format(kind) {
        Some(f) => arith::parse_format(p, f, spec),
        None => p.err_at(pos, format!("custom op '{}' is unknown", kind.name())),
    }
}

/// Prints a math op.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    match format(pr.m.op(op).kind) {
        Some(f) => {
            arith::print_format(pr, op, f);
            true
        }
        None => false,
    }
}
