//! Affine-expression algebra: the simplifying constructors MLIR applies whenever it builds an
//! expression (`d0 * 2 * 3` is `d0 * 6`, `2 + d0` is `d0 + 2`), substitution and composition of
//! maps, constant evaluation, and the printer that spells expressions exactly as mlir-opt does
//! (with `dN`/`sN` or with SSA names, as in `affine.load %m[%i + 1]`).
//!
//! It exists because maps are not just carried through: the parser must build the same
//! expression tree MLIR builds (so output matches byte for byte), and `affine.apply` folding,
//! `--lower-affine` and code generation need to compose and evaluate them.

use super::attrs::{AffineExpr, AffineMap, AffineSet};
use std::fmt::Write;

fn bin(
    f: fn(Box<AffineExpr>, Box<AffineExpr>) -> AffineExpr,
    a: AffineExpr,
    b: AffineExpr,
) -> AffineExpr {
    f(Box::new(a), Box::new(b))
}

impl AffineExpr {
    /// The constant value, if this is a constant.
    pub fn as_const(&self) -> Option<i64> {
        match self {
            AffineExpr::Const(c) => Some(*c),
            _ => None,
        }
    }

    /// True if the expression mentions no dimension (`isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => false,
            AffineExpr::Sym(_) | AffineExpr::Const(_) => true,
            AffineExpr::Add(a, b)
            | AffineExpr::Mul(a, b)
            | AffineExpr::Mod(a, b)
            | AffineExpr::FloorDiv(a, b)
            | AffineExpr::CeilDiv(a, b) => {
                a.is_symbolic_or_constant() && b.is_symbolic_or_constant()
            }
        }
    }

    /// True if the expression is pure affine (multiplications, divisions and modulos only by
    /// constants or, on the right, symbolic expressions for `*`).
    pub fn is_pure_affine(&self) -> bool {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Sym(_) | AffineExpr::Const(_) => true,
            AffineExpr::Add(a, b) => a.is_pure_affine() && b.is_pure_affine(),
            AffineExpr::Mul(a, b) => {
                a.is_pure_affine()
                    && b.is_pure_affine()
                    && (a.as_const().is_some() || b.as_const().is_some())
            }
            AffineExpr::Mod(a, b) | AffineExpr::FloorDiv(a, b) | AffineExpr::CeilDiv(a, b) => {
                a.is_pure_affine() && b.as_const().is_some()
            }
        }
    }

    /// `getLargestKnownDivisor`: a positive number known to divide the expression's value.
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Sym(_) => 1,
            AffineExpr::Const(c) => c.abs(),
            AffineExpr::FloorDiv(a, b) | AffineExpr::CeilDiv(a, b) => match b.as_const() {
                Some(c) if c != 0 => {
                    let l = a.largest_known_divisor();
                    if l % c == 0 {
                        (l / c).abs()
                    } else {
                        1
                    }
                }
                _ => 1,
            },
            AffineExpr::Mul(a, b) => a
                .largest_known_divisor()
                .wrapping_mul(b.largest_known_divisor()),
            AffineExpr::Add(a, b) | AffineExpr::Mod(a, b) => {
                gcd(a.largest_known_divisor(), b.largest_known_divisor())
            }
        }
    }

    /// Evaluates the expression; `None` on division or modulo by a non-positive value or on
    /// overflow.
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<i64> {
        Some(match self {
            AffineExpr::Dim(i) => *dims.get(*i as usize)?,
            AffineExpr::Sym(i) => *syms.get(*i as usize)?,
            AffineExpr::Const(c) => *c,
            AffineExpr::Add(a, b) => a.eval(dims, syms)?.checked_add(b.eval(dims, syms)?)?,
            AffineExpr::Mul(a, b) => a.eval(dims, syms)?.checked_mul(b.eval(dims, syms)?)?,
            AffineExpr::Mod(a, b) => {
                let d = b.eval(dims, syms)?;
                if d < 1 {
                    return None;
                }
                a.eval(dims, syms)?.rem_euclid(d)
            }
            AffineExpr::FloorDiv(a, b) => floor_div(a.eval(dims, syms)?, b.eval(dims, syms)?)?,
            AffineExpr::CeilDiv(a, b) => ceil_div(a.eval(dims, syms)?, b.eval(dims, syms)?)?,
        })
    }

    /// Replaces `dN` by `dims[N]` and `sN` by `syms[N]`, rebuilding with the simplifying
    /// constructors (`replaceDimsAndSymbols`).
    pub fn replace(&self, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
        match self {
            AffineExpr::Dim(i) => dims.get(*i as usize).cloned().unwrap_or(self.clone()),
            AffineExpr::Sym(i) => syms.get(*i as usize).cloned().unwrap_or(self.clone()),
            AffineExpr::Const(_) => self.clone(),
            AffineExpr::Add(a, b) => add(a.replace(dims, syms), b.replace(dims, syms)),
            AffineExpr::Mul(a, b) => mul(a.replace(dims, syms), b.replace(dims, syms)),
            AffineExpr::Mod(a, b) => modulo(a.replace(dims, syms), b.replace(dims, syms)),
            AffineExpr::FloorDiv(a, b) => floordiv(a.replace(dims, syms), b.replace(dims, syms)),
            AffineExpr::CeilDiv(a, b) => ceildiv(a.replace(dims, syms), b.replace(dims, syms)),
        }
    }

    /// Calls `f` on every dimension and symbol position used: `(is_dim, index)`.
    pub fn walk_ids(&self, f: &mut dyn FnMut(bool, u32)) {
        match self {
            AffineExpr::Dim(i) => f(true, *i),
            AffineExpr::Sym(i) => f(false, *i),
            AffineExpr::Const(_) => {}
            AffineExpr::Add(a, b)
            | AffineExpr::Mul(a, b)
            | AffineExpr::Mod(a, b)
            | AffineExpr::FloorDiv(a, b)
            | AffineExpr::CeilDiv(a, b) => {
                a.walk_ids(f);
                b.walk_ids(f);
            }
        }
    }
}

/// `floor(a / b)`; `None` for `b == 0` or overflow.
pub fn floor_div(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    Some(if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    })
}

/// `ceil(a / b)`; `None` for `b == 0` or overflow.
pub fn ceil_div(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    Some(if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    })
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

/// `a + b`, simplified as MLIR's `simplifyAdd` does.
///
/// ```text
/// 4 + d0 -> d0 + 4      (d0 + 2) + 3 -> d0 + 5      d0 * 2 + d0 -> d0 * 3
/// (d0 + 2) + d1 -> d0 + d1 + 2      d0 - (d0 floordiv 4) * 4 -> d0 mod 4
/// ```
pub fn add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
        if let Some(s) = a.checked_add(b) {
            return AffineExpr::Const(s);
        }
    }
    if lhs.as_const().is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant())
    {
        return add(rhs, lhs);
    }
    let rc = rhs.as_const();
    if rc == Some(0) {
        return lhs;
    }
    if let (AffineExpr::Add(ll, lr), Some(c)) = (&lhs, rc) {
        if let Some(l) = lr.as_const() {
            if let Some(s) = l.checked_add(c) {
                return add((**ll).clone(), AffineExpr::Const(s));
            }
        }
    }
    // c1 * e + c2 * e -> (c1 + c2) * e
    let split = |e: &AffineExpr| -> (i64, AffineExpr) {
        if let AffineExpr::Mul(a, b) = e {
            if let Some(c) = b.as_const() {
                return (c, (**a).clone());
            }
        }
        (1, e.clone())
    };
    let (c1, e1) = split(&lhs);
    let (c2, e2) = split(&rhs);
    if e1 == e2 {
        if let Some(s) = c1.checked_add(c2) {
            return bin(AffineExpr::Mul, e1, AffineExpr::Const(s));
        }
    }
    if let AffineExpr::Add(ll, lr) = &lhs {
        if let Some(l) = lr.as_const() {
            return add(add((**ll).clone(), rhs), AffineExpr::Const(l));
        }
    }
    // expr + (expr floordiv q) * -q  ->  expr mod q  (and the (.. * q) * -1 spelling)
    if let AffineExpr::Mul(rl, rr) = &rhs {
        if rr.as_const() == Some(-1) {
            if let AffineExpr::Mul(fd, q) = &**rl {
                if let AffineExpr::FloorDiv(x, q2) = &**fd {
                    if q2 == q && **x == lhs {
                        return modulo(lhs, (**q).clone());
                    }
                }
            }
        }
        if let AffineExpr::FloorDiv(x, q) = &**rl {
            if let (Some(qc), Some(rc)) = (q.as_const(), rr.as_const()) {
                if **x == lhs && qc.checked_neg() == Some(rc) {
                    return modulo(lhs, (**q).clone());
                }
            }
        }
    }
    bin(AffineExpr::Add, lhs, rhs)
}

/// `a * b`, simplified as MLIR's `simplifyMul` does (constants and symbols to the right,
/// `* 1` dropped, successive constant factors folded).
pub fn mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
        if let Some(p) = a.checked_mul(b) {
            return AffineExpr::Const(p);
        }
    }
    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        return bin(AffineExpr::Mul, lhs, rhs);
    }
    if !rhs.is_symbolic_or_constant() || lhs.as_const().is_some() {
        return mul(rhs, lhs);
    }
    let rc = rhs.as_const();
    match rc {
        Some(1) => return lhs,
        Some(0) => return rhs,
        _ => {}
    }
    if let AffineExpr::Mul(ll, lr) = &lhs {
        if let Some(l) = lr.as_const() {
            if let Some(c) = rc {
                if let Some(p) = l.checked_mul(c) {
                    return mul((**ll).clone(), AffineExpr::Const(p));
                }
            }
            return mul(mul((**ll).clone(), rhs), AffineExpr::Const(l));
        }
    }
    bin(AffineExpr::Mul, lhs, rhs)
}

/// `-a` (`a * -1`).
pub fn neg(e: AffineExpr) -> AffineExpr {
    mul(e, AffineExpr::Const(-1))
}

/// `a - b` (`a + b * -1`).
pub fn sub(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    add(lhs, neg(rhs))
}

/// `a floordiv b`, simplified as MLIR's `simplifyFloorDiv` does.
pub fn floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    let Some(c) = rhs.as_const().filter(|&c| c >= 1) else {
        return bin(AffineExpr::FloorDiv, lhs, rhs);
    };
    if let Some(l) = lhs.as_const() {
        if let Some(q) = floor_div(l, c) {
            return AffineExpr::Const(q);
        }
    }
    if c == 1 {
        return lhs;
    }
    if let AffineExpr::Mul(ll, lr) = &lhs {
        if let Some(l) = lr.as_const() {
            if l % c == 0 {
                return mul((**ll).clone(), AffineExpr::Const(l / c));
            }
        }
    }
    if let AffineExpr::Add(ll, lr) = &lhs {
        if ll.largest_known_divisor() % c == 0 || lr.largest_known_divisor() % c == 0 {
            return add(
                floordiv((**ll).clone(), rhs.clone()),
                floordiv((**lr).clone(), rhs),
            );
        }
    }
    bin(AffineExpr::FloorDiv, lhs, rhs)
}

/// `a ceildiv b`, simplified as MLIR's `simplifyCeilDiv` does.
pub fn ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    let Some(c) = rhs.as_const().filter(|&c| c >= 1) else {
        return bin(AffineExpr::CeilDiv, lhs, rhs);
    };
    if let Some(l) = lhs.as_const() {
        if let Some(q) = ceil_div(l, c) {
            return AffineExpr::Const(q);
        }
    }
    if c == 1 {
        return lhs;
    }
    if let AffineExpr::Mul(ll, lr) = &lhs {
        if let Some(l) = lr.as_const() {
            if l % c == 0 {
                return mul((**ll).clone(), AffineExpr::Const(l / c));
            }
        }
    }
    bin(AffineExpr::CeilDiv, lhs, rhs)
}

/// `a mod b`, simplified as MLIR's `simplifyMod` does.
pub fn modulo(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    let Some(c) = rhs.as_const().filter(|&c| c >= 1) else {
        return bin(AffineExpr::Mod, lhs, rhs);
    };
    if let Some(l) = lhs.as_const() {
        return AffineExpr::Const(l.rem_euclid(c));
    }
    if lhs.largest_known_divisor() % c == 0 {
        return AffineExpr::Const(0);
    }
    if let AffineExpr::Add(ll, lr) = &lhs {
        if ll.largest_known_divisor() % c == 0 {
            return modulo((**lr).clone(), rhs);
        }
        if lr.largest_known_divisor() % c == 0 {
            return modulo((**ll).clone(), rhs);
        }
    }
    if let AffineExpr::Mod(ll, lr) = &lhs {
        if let Some(i) = lr.as_const() {
            if i >= 1 && i.rem_euclid(c) == 0 {
                return modulo((**ll).clone(), rhs);
            }
        }
    }
    bin(AffineExpr::Mod, lhs, rhs)
}

impl AffineMap {
    /// A map of constants `() -> (c)`.
    pub fn constant(c: i64) -> AffineMap {
        AffineMap {
            num_dims: 0,
            num_syms: 0,
            results: vec![AffineExpr::Const(c)],
        }
    }

    /// `()[s0] -> (s0)`.
    pub fn symbol_identity() -> AffineMap {
        AffineMap {
            num_dims: 0,
            num_syms: 1,
            results: vec![AffineExpr::Sym(0)],
        }
    }

    /// `(d0) -> (d0)`.
    pub fn dim_identity() -> AffineMap {
        AffineMap {
            num_dims: 1,
            num_syms: 0,
            results: vec![AffineExpr::Dim(0)],
        }
    }

    /// The number of operands (dims then symbols) the map takes.
    pub fn num_inputs(&self) -> usize {
        (self.num_dims + self.num_syms) as usize
    }

    /// The single constant result, if the map has one result that is a constant.
    pub fn single_constant(&self) -> Option<i64> {
        match self.results.as_slice() {
            [e] => e.as_const(),
            _ => None,
        }
    }

    /// Evaluates every result on the given operand values (dims then symbols).
    pub fn eval(&self, operands: &[i64]) -> Option<Vec<i64>> {
        let (d, s) = operands.split_at(self.num_dims.min(operands.len() as u32) as usize);
        self.results.iter().map(|e| e.eval(d, s)).collect()
    }

    /// Substitutes operands known to be constants (`Some`) into the map, keeping the others as
    /// dimensions/symbols (`None` entries keep their position).
    pub fn replace_inputs(&self, dims: &[AffineExpr], syms: &[AffineExpr]) -> Vec<AffineExpr> {
        self.results.iter().map(|e| e.replace(dims, syms)).collect()
    }
}

/// Writes `e` as mlir-opt prints it; `id` writes dimension or symbol `(is_dim, n)`.
pub fn write_expr(
    out: &mut String,
    e: &AffineExpr,
    strong: bool,
    id: &mut dyn FnMut(&mut String, bool, u32),
) {
    match e {
        AffineExpr::Dim(i) => id(out, true, *i),
        AffineExpr::Sym(i) => id(out, false, *i),
        AffineExpr::Const(c) => {
            let _ = write!(out, "{c}");
        }
        AffineExpr::Add(l, r) => {
            if strong {
                out.push('(');
            }
            write_add(out, l, r, id);
            if strong {
                out.push(')');
            }
        }
        AffineExpr::Mul(l, r)
        | AffineExpr::Mod(l, r)
        | AffineExpr::FloorDiv(l, r)
        | AffineExpr::CeilDiv(l, r) => {
            if strong {
                out.push('(');
            }
            if matches!(e, AffineExpr::Mul(..)) && r.as_const() == Some(-1) {
                out.push('-');
                write_expr(out, l, true, id);
            } else {
                write_expr(out, l, true, id);
                out.push_str(match e {
                    AffineExpr::Mul(..) => " * ",
                    AffineExpr::Mod(..) => " mod ",
                    AffineExpr::FloorDiv(..) => " floordiv ",
                    _ => " ceildiv ",
                });
                write_expr(out, r, true, id);
            }
            if strong {
                out.push(')');
            }
        }
    }
}

fn write_add(
    out: &mut String,
    l: &AffineExpr,
    r: &AffineExpr,
    id: &mut dyn FnMut(&mut String, bool, u32),
) {
    if let AffineExpr::Mul(rl, rr) = r {
        match rr.as_const() {
            Some(-1) => {
                write_expr(out, l, false, id);
                out.push_str(" - ");
                write_expr(out, rl, matches!(**rl, AffineExpr::Add(..)), id);
                return;
            }
            Some(c) if c < -1 => {
                write_expr(out, l, false, id);
                out.push_str(" - ");
                write_expr(out, rl, true, id);
                let _ = write!(out, " * {}", -(c as i128));
                return;
            }
            _ => {}
        }
    }
    if let Some(c) = r.as_const() {
        if c < 0 {
            write_expr(out, l, false, id);
            let _ = write!(out, " - {}", -(c as i128));
            return;
        }
    }
    write_expr(out, l, false, id);
    out.push_str(" + ");
    write_expr(out, r, false, id);
}

/// Writes `e` with `dN`/`sN` names.
pub fn write_expr_plain(out: &mut String, e: &AffineExpr) {
    write_expr(out, e, false, &mut |o, is_dim, i| {
        let _ = write!(o, "{}{i}", if is_dim { 'd' } else { 's' });
    });
}

impl AffineSet {
    /// True if every constraint holds for the given operand values (dims then symbols);
    /// `None` if a constraint cannot be evaluated.
    pub fn holds(&self, operands: &[i64]) -> Option<bool> {
        let (d, s) = operands.split_at(self.num_dims.min(operands.len() as u32) as usize);
        for (e, eq) in &self.constraints {
            let v = e.eval(d, s)?;
            if (*eq && v != 0) || (!*eq && v < 0) {
                return Some(false);
            }
        }
        Some(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AffineExpr::{Const, Dim, Sym};

    fn show(e: &AffineExpr) -> String {
        let mut s = String::new();
        write_expr_plain(&mut s, e);
        s
    }

    #[test]
    fn constructors_simplify_like_mlir() {
        assert_eq!(show(&add(Const(2), Dim(0))), "d0 + 2");
        assert_eq!(show(&mul(mul(Dim(0), Const(2)), Const(3))), "d0 * 6");
        assert_eq!(show(&add(add(Dim(0), Const(2)), Sym(0))), "d0 + s0 + 2");
        assert_eq!(show(&sub(Sym(0), Dim(0))), "-d0 + s0");
        assert_eq!(show(&sub(Dim(0), add(Sym(0), Const(1)))), "d0 - (s0 + 1)");
        assert_eq!(show(&neg(floordiv(Dim(0), Const(2)))), "-(d0 floordiv 2)");
        assert_eq!(
            show(&mul(ceildiv(Dim(0), Const(4)), Const(2))),
            "(d0 ceildiv 4) * 2"
        );
        assert_eq!(show(&add(mul(Dim(0), Const(-3)), Const(5))), "d0 * -3 + 5");
        assert_eq!(show(&add(Dim(0), mul(Dim(1), Const(-3)))), "d0 - d1 * 3");
        assert_eq!(show(&add(mul(Dim(0), Const(2)), Dim(0))), "d0 * 3");
        assert_eq!(show(&modulo(mul(Dim(0), Const(128)), Const(64))), "0");
        assert_eq!(
            show(&floordiv(mul(Dim(0), Const(128)), Const(64))),
            "d0 * 2"
        );
        let fd = mul(floordiv(Dim(0), Const(4)), Const(-4));
        assert_eq!(show(&add(Dim(0), fd)), "d0 mod 4");
    }

    #[test]
    fn evaluation_rounds_like_mlir() {
        let e = floordiv(Dim(0), Const(4));
        assert_eq!(e.eval(&[-1], &[]), Some(-1));
        assert_eq!(ceildiv(Dim(0), Const(4)).eval(&[5], &[]), Some(2));
        assert_eq!(modulo(Dim(0), Const(4)).eval(&[-1], &[]), Some(3));
        assert_eq!(add(Dim(0), Sym(0)).eval(&[2], &[40]), Some(42));
        let set = AffineSet {
            num_dims: 1,
            num_syms: 0,
            constraints: vec![(sub(Dim(0), Const(1)), false)],
        };
        assert_eq!(set.holds(&[0]), Some(false));
        assert_eq!(set.holds(&[1]), Some(true));
    }

    #[test]
    fn replacement_composes() {
        // (d0) -> (d0 + 1) composed with d0 := d0 * 2 gives d0 * 2 + 1.
        let e = add(Dim(0), Const(1)).replace(&[mul(Dim(0), Const(2))], &[]);
        assert_eq!(show(&e), "d0 * 2 + 1");
        assert_eq!(largest(&e), 1);
    }

    fn largest(e: &AffineExpr) -> i64 {
        e.largest_known_divisor()
    }
}
