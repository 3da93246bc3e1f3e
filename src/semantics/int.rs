//! Integer semantics of the `arith` ops: which ops form a family the back ends treat alike,
//! what each binary op computes on its type's bits, which ops trap (a zero divisor) and how
//! division rounds, and what each `arith.cmpi` predicate compares. The code generator picks
//! its instructions from these descriptions; the interpreter evaluates them directly.
//!
//! Integers are their bits zero-extended from the type's width; `i1` is 0 or 1 and, viewed
//! as signed, true is -1.

use crate::dialects::OpKind;

/// Keeps the low `bits` bits of `v`.
pub fn mask(v: u64, bits: u32) -> u64 {
    if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    }
}

/// `v` (the low `bits` bits) sign-extended to 64 bits.
pub fn sext(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        let sh = 64 - bits;
        ((v << sh) as i64) >> sh
    }
}

/// The `arith` ops by family: one lowering and one evaluation per family.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Family {
    /// Two integers in, one out, no trap ([`IntBinary`]).
    IntBinary(IntBinary),
    /// Division and remainder ([`Division`]): trap on a zero divisor.
    Division(Division),
    /// Two floats in, one out ([`FloatBinary`]).
    FloatBinary(FloatBinary),
    /// `negf`.
    NegF,
    /// `cmpi`.
    CmpI,
    /// `cmpf`.
    CmpF,
    /// `select`.
    Select,
    /// Integer to integer (`index_cast[ui]`, `extsi`, `extui`, `trunci`); `signed` extends
    /// the sign.
    IntResize {
        /// Whether a widening extends the sign.
        signed: bool,
    },
    /// `sitofp` / `uitofp`.
    IntToFloat {
        /// Whether the integer is read as signed.
        signed: bool,
    },
    /// `fptosi` / `fptoui` (saturating).
    FloatToInt {
        /// Whether the result is signed.
        signed: bool,
    },
    /// `extf` / `truncf`.
    FloatResize,
    /// `bitcast`.
    Bitcast,
    /// `addui_extended`: the sum and its carry.
    AddExtended,
    /// `mulsi_extended` / `mului_extended`: the low and high halves of the product.
    MulExtended {
        /// Whether the operands are signed.
        signed: bool,
    },
}

impl Family {
    /// The family of an `arith` op, or of the `index` op computing the same
    /// ([`crate::dialects::index::arith_equivalent`]); `None` for constants and other ops.
    pub fn of(kind: OpKind) -> Option<Family> {
        use OpKind as K;
        let kind = crate::dialects::index::arith_equivalent(kind).unwrap_or(kind);
        if let Some(b) = IntBinary::of(kind) {
            return Some(Family::IntBinary(b));
        }
        if let Some(d) = Division::of(kind) {
            return Some(Family::Division(d));
        }
        if let Some(b) = FloatBinary::of(kind) {
            return Some(Family::FloatBinary(b));
        }
        Some(match kind {
            K::NegF => Family::NegF,
            K::CmpI => Family::CmpI,
            K::CmpF => Family::CmpF,
            K::Select => Family::Select,
            K::IndexCast | K::ExtSI => Family::IntResize { signed: true },
            K::IndexCastUI | K::ExtUI | K::TruncI => Family::IntResize { signed: false },
            K::SIToFP => Family::IntToFloat { signed: true },
            K::UIToFP => Family::IntToFloat { signed: false },
            K::FPToSI => Family::FloatToInt { signed: true },
            K::FPToUI => Family::FloatToInt { signed: false },
            K::ExtF | K::TruncF => Family::FloatResize,
            K::Bitcast => Family::Bitcast,
            K::AddUIExtended => Family::AddExtended,
            K::MulSIExtended => Family::MulExtended { signed: true },
            K::MulUIExtended => Family::MulExtended { signed: false },
            _ => return None,
        })
    }
}

/// The predicate of an `arith.cmpi` or `index.cmp` (an index into the shared predicate order
/// `eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge`), or of an `arith.cmpf`; `None` if it is
/// missing or malformed.
pub fn predicate(m: &crate::ir::Module, op: crate::ir::OpId) -> Option<usize> {
    if m.op(op).kind == OpKind::IndexCmp {
        return crate::dialects::index::predicate(m, op);
    }
    match m.attr(op, "predicate") {
        Some(crate::ir::Attribute::Integer { value, .. }) => usize::try_from(*value).ok(),
        _ => None,
    }
}

/// The integer binary ops that cannot trap. Results wrap at the type's width; shift amounts
/// are taken modulo the register width (8 bits for `i1`, as Cranelift shifts); an arithmetic
/// right shift of an `i1` is the identity; signed min/max view `i1` true as -1.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntBinary {
    /// `addi`.
    Add,
    /// `subi`.
    Sub,
    /// `muli`.
    Mul,
    /// `andi`.
    And,
    /// `ori`.
    Or,
    /// `xori`.
    Xor,
    /// `shli`.
    Shl,
    /// `shrsi`.
    ShrS,
    /// `shrui`.
    ShrU,
    /// `maxsi`.
    MaxS,
    /// `minsi`.
    MinS,
    /// `maxui`.
    MaxU,
    /// `minui`.
    MinU,
}

impl IntBinary {
    /// The op an `arith` kind is, if it is one of these.
    pub fn of(kind: OpKind) -> Option<IntBinary> {
        use IntBinary as B;
        use OpKind as K;
        Some(match kind {
            K::AddI => B::Add,
            K::SubI => B::Sub,
            K::MulI => B::Mul,
            K::AndI => B::And,
            K::OrI => B::Or,
            K::XOrI => B::Xor,
            K::ShLI => B::Shl,
            K::ShRSI => B::ShrS,
            K::ShRUI => B::ShrU,
            K::MaxSI => B::MaxS,
            K::MinSI => B::MinS,
            K::MaxUI => B::MaxU,
            K::MinUI => B::MinU,
            _ => return None,
        })
    }

    /// Whether the result may have bits above an `i1`'s set before masking (the code
    /// generator clears them).
    pub fn may_overflow_i1(self) -> bool {
        matches!(
            self,
            IntBinary::Add | IntBinary::Sub | IntBinary::Mul | IntBinary::Shl
        )
    }

    /// The result on operands `x`, `y` of width `bits`, shifts computed in registers of
    /// `reg_bits` (the amount taken modulo `reg_bits`; see [`shift_register_bits`]).
    pub fn eval(self, x: u64, y: u64, bits: u32, reg_bits: u32) -> u64 {
        use IntBinary as B;
        let sh = (y % reg_bits as u64) as u32;
        let r = match self {
            B::Add => x.wrapping_add(y),
            B::Sub => x.wrapping_sub(y),
            B::Mul => x.wrapping_mul(y),
            B::And => x & y,
            B::Or => x | y,
            B::Xor => x ^ y,
            B::Shl => x.wrapping_shl(sh),
            B::ShrU => x >> sh,
            B::ShrS => {
                if bits == 1 {
                    x
                } else {
                    (sext(x, bits) >> sh) as u64
                }
            }
            B::MaxU => x.max(y),
            B::MinU => x.min(y),
            B::MaxS => sext(x, bits).max(sext(y, bits)) as u64,
            B::MinS => sext(x, bits).min(sext(y, bits)) as u64,
        };
        mask(r, bits)
    }
}

/// The width of the register a shift of a value held in `container_bits` is computed in: at
/// least 32, as LLVM computes `i1`/`i8`/`i16` shifts in 32-bit registers on x86-64 and
/// AArch64. A shift amount at or above the type's width is poison in MLIR; with this, an
/// amount below 32 shifts every bit out (`shli`/`shrui` give 0, `shrsi` the sign), which is
/// what `mlir-runner` computes, and larger amounts wrap around the register.
pub fn shift_register_bits(container_bits: u32) -> u32 {
    container_bits.max(32)
}

/// The float binary ops. `remf` is libm's `fmod`; the min/max ops compute as LLVM does on
/// x86-64 ([`crate::semantics::minmax`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FloatBinary {
    /// `addf`.
    Add,
    /// `subf`.
    Sub,
    /// `mulf`.
    Mul,
    /// `divf`.
    Div,
    /// `remf`.
    Rem,
    /// `maximumf`.
    Maximum,
    /// `minimumf`.
    Minimum,
    /// `maxnumf`.
    MaxNum,
    /// `minnumf`.
    MinNum,
}

impl FloatBinary {
    /// The op an `arith` kind is, if it is one of these.
    pub fn of(kind: OpKind) -> Option<FloatBinary> {
        use FloatBinary as B;
        use OpKind as K;
        Some(match kind {
            K::AddF => B::Add,
            K::SubF => B::Sub,
            K::MulF => B::Mul,
            K::DivF => B::Div,
            K::RemF => B::Rem,
            K::MaximumF => B::Maximum,
            K::MinimumF => B::Minimum,
            K::MaxNumF => B::MaxNum,
            K::MinNumF => B::MinNum,
            _ => return None,
        })
    }

    /// The min/max op it is, if it is one.
    pub fn min_max(self) -> Option<super::minmax::FloatMinMax> {
        use FloatBinary as B;
        let (max, num) = match self {
            B::Maximum => (true, false),
            B::Minimum => (false, false),
            B::MaxNum => (true, true),
            B::MinNum => (false, true),
            _ => return None,
        };
        Some(super::minmax::FloatMinMax { max, num })
    }

    /// The libm function computing it on `f32`s and on `f64`s, for those that are calls.
    pub fn libm(self) -> Option<(&'static str, &'static str)> {
        match self {
            FloatBinary::Rem => Some(("fmodf", "fmod")),
            _ => None,
        }
    }
}

/// How a quotient is rounded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Rounding {
    /// Toward zero (`divsi`, `divui`).
    Trunc,
    /// Toward +∞ (`ceildivsi`, `ceildivui`).
    Ceil,
    /// Toward -∞ (`floordivsi`).
    Floor,
}

/// An integer division or remainder op. Every one traps on a zero divisor (a runtime error
/// at the op, [`Division::zero_divisor_message`]); signed ones compute `INT_MIN / -1` as a
/// wrapping negation (remainder 0) instead of trapping; `i1` divides unsigned.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Division {
    /// Whether the operands are read as signed.
    pub signed: bool,
    /// Whether the result is the remainder (of a truncating division).
    pub remainder: bool,
    /// How the quotient rounds.
    pub rounding: Rounding,
}

impl Division {
    /// The division an `arith` kind is, if it is one.
    pub fn of(kind: OpKind) -> Option<Division> {
        use OpKind as K;
        use Rounding as R;
        let (signed, remainder, rounding) = match kind {
            K::DivSI => (true, false, R::Trunc),
            K::DivUI => (false, false, R::Trunc),
            K::RemSI => (true, true, R::Trunc),
            K::RemUI => (false, true, R::Trunc),
            K::CeilDivSI => (true, false, R::Ceil),
            K::CeilDivUI => (false, false, R::Ceil),
            K::FloorDivSI => (true, false, R::Floor),
            _ => return None,
        };
        Some(Division {
            signed,
            remainder,
            rounding,
        })
    }

    /// The runtime error a zero divisor raises.
    pub fn zero_divisor_message(self) -> &'static str {
        if self.remainder {
            "integer remainder by zero"
        } else {
            "integer division by zero"
        }
    }

    /// Whether operands of width `bits` are divided as signed (`i1` never is).
    pub fn signed_at(self, bits: u32) -> bool {
        self.signed && bits != 1
    }

    /// The result on operands of width `bits` (`None`: zero divisor).
    pub fn eval(self, a: u64, b: u64, bits: u32) -> Option<u64> {
        if b == 0 {
            return None;
        }
        if !self.signed_at(bits) {
            return Some(match (self.remainder, self.rounding) {
                (true, _) => a % b,
                (false, Rounding::Ceil) => {
                    if a == 0 {
                        0
                    } else {
                        mask((a - 1) / b + 1, bits)
                    }
                }
                _ => a / b,
            });
        }
        let (x, y) = (sext(a, bits), sext(b, bits));
        let q = if y == -1 { x.wrapping_neg() } else { x / y };
        let r = match (self.remainder, self.rounding) {
            (true, _) => {
                if y == -1 {
                    0
                } else {
                    x % y
                }
            }
            (false, Rounding::Trunc) => q,
            (false, rounding) => {
                let rem = x.wrapping_sub(q.wrapping_mul(y));
                let rem = sext(mask(rem as u64, bits), bits);
                let same = sext(mask((x ^ y) as u64, bits), bits) >= 0;
                if rounding == Rounding::Ceil {
                    if rem != 0 && same {
                        q.wrapping_add(1)
                    } else {
                        q
                    }
                } else if rem != 0 && !same {
                    q.wrapping_sub(1)
                } else {
                    q
                }
            }
        };
        Some(mask(r as u64, bits))
    }
}

/// The `arith.cmpi` predicates, in attribute order.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntPredicate {
    /// `eq`.
    Eq,
    /// `ne`.
    Ne,
    /// `slt`.
    Slt,
    /// `sle`.
    Sle,
    /// `sgt`.
    Sgt,
    /// `sge`.
    Sge,
    /// `ult`.
    Ult,
    /// `ule`.
    Ule,
    /// `ugt`.
    Ugt,
    /// `uge`.
    Uge,
}

impl IntPredicate {
    /// The predicate of attribute value `p`.
    pub fn of(p: usize) -> Option<IntPredicate> {
        use IntPredicate as P;
        [
            P::Eq,
            P::Ne,
            P::Slt,
            P::Sle,
            P::Sgt,
            P::Sge,
            P::Ult,
            P::Ule,
            P::Ugt,
            P::Uge,
        ]
        .get(p)
        .copied()
    }

    /// Whether it orders the operands as signed (`i1` true then is -1).
    pub fn is_signed(self) -> bool {
        use IntPredicate as P;
        matches!(self, P::Slt | P::Sle | P::Sgt | P::Sge)
    }

    /// The comparison of two values of width `bits`.
    pub fn eval(self, a: u64, b: u64, bits: u32) -> bool {
        use IntPredicate as P;
        let order = if self.is_signed() {
            sext(a, bits).cmp(&sext(b, bits))
        } else {
            a.cmp(&b)
        };
        match self {
            P::Eq => order.is_eq(),
            P::Ne => order.is_ne(),
            P::Slt | P::Ult => order.is_lt(),
            P::Sle | P::Ule => order.is_le(),
            P::Sgt | P::Ugt => order.is_gt(),
            P::Sge | P::Uge => order.is_ge(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_cover_the_integer_ops() {
        assert_eq!(
            Family::of(OpKind::AddI),
            Some(Family::IntBinary(IntBinary::Add))
        );
        let floor = Division::of(OpKind::FloorDivSI).unwrap();
        assert!(floor.signed && !floor.remainder && floor.rounding == Rounding::Floor);
        assert_eq!(Family::of(OpKind::Constant), None);
        assert_eq!(
            Division::of(OpKind::RemUI).unwrap().zero_divisor_message(),
            "integer remainder by zero"
        );
    }

    #[test]
    fn integer_semantics() {
        // Shifts take the amount modulo the register width; `i1` shifts right unchanged.
        assert_eq!(IntBinary::Shl.eval(1, 9, 8, 8), 2);
        assert_eq!(IntBinary::Shl.eval(1, 9, 8, shift_register_bits(8)), 0);
        assert_eq!(
            IntBinary::ShrS.eval(0x80, 8, 8, shift_register_bits(8)),
            0xff
        );
        assert_eq!(
            IntBinary::ShrU.eval(0x80, 33, 8, shift_register_bits(8)),
            0x40
        );
        assert_eq!(IntBinary::ShrS.eval(1, 1, 1, 8), 1);
        // Signed min/max see `i1` true as -1.
        assert_eq!(IntBinary::MaxS.eval(1, 0, 1, 8), 0);
        // `i1` divides unsigned; `INT_MIN / -1` wraps.
        let div = Division::of(OpKind::DivSI).unwrap();
        assert!(!div.signed_at(1));
        assert_eq!(div.eval(1, 1, 1), Some(1));
        assert_eq!(div.eval(0x80, 0xff, 8), Some(0x80));
        assert_eq!(div.eval(5, 0, 8), None);
        assert!(IntPredicate::of(2).unwrap().is_signed());
        assert!(IntPredicate::Slt.eval(1, 0, 1));
        assert_eq!(IntPredicate::of(10), None);
    }
}
