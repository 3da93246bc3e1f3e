//! The `vector` ops that combine lanes: `reduction`, `multi_reduction`, `scan`, `contract` and
//! `outerproduct`, with MLIR's combining kinds (`#vector.kind<add>`, ...). Floats combine in
//! lane order starting from the accumulator, as MLIR's lowering (ordered LLVM reductions, no
//! reassociation) computes them; masked-off lanes (inside `vector.mask`) do not take part.

use super::value::{delinearize, sext, Val, Vector};
use super::{op_error, Frame, IResult, Interp};
use crate::codegen::types::Scalar;
use crate::ir::{AffineExpr, Attribute, OpId};
use crate::semantics::minmax::FloatMinMax;

pub use crate::dialects::vector::CombiningKind as Kind;

/// `a ⊕ b` for values of type `s`.
pub trait Combine {
    /// `a ⊕ b` for values of type `s`.
    fn combine(self, a: &Val, b: &Val, s: Scalar) -> Val;
}

impl Combine for Kind {
    fn combine(self, a: &Val, b: &Val, s: Scalar) -> Val {
        use Kind as K;
        let bits = s.bits();
        let m = |v: u64| Val::Int(super::value::mask(v, bits));
        if s.is_float() {
            let x = a.float();
            let r = match self {
                K::Add => return float_op(a, b, |x, y| x + y, |x, y| x + y),
                K::Mul => return float_op(a, b, |x, y| x * y, |x, y| x * y),
                K::MinNumF | K::MaxNumF | K::MinimumF | K::MaximumF => {
                    let mm = FloatMinMax::of_combining(self).expect("a float min/max kind");
                    return super::arith::min_max(mm, a, b).unwrap_or_else(|| a.clone());
                }
                _ => x,
            };
            return if s == Scalar::F32 {
                Val::F32(r as f32)
            } else {
                Val::F64(r)
            };
        }
        let (x, y) = (a.bits(), b.bits());
        let (sx, sy) = (sext(x, bits), sext(y, bits));
        match self {
            K::Add => m(x.wrapping_add(y)),
            K::Mul => m(x.wrapping_mul(y)),
            K::MinUI => m(x.min(y)),
            K::MaxUI => m(x.max(y)),
            K::MinSI => m(sx.min(sy) as u64),
            K::MaxSI => m(sx.max(sy) as u64),
            K::And => m(x & y),
            K::Or => m(x | y),
            K::Xor => m(x ^ y),
            _ => m(x),
        }
    }
}

/// A float binary op in the operands' own precision.
fn float_op(a: &Val, b: &Val, f32op: fn(f32, f32) -> f32, f64op: fn(f64, f64) -> f64) -> Val {
    match (a, b) {
        (Val::F32(x), Val::F32(y)) => Val::F32(f32op(*x, *y)),
        _ => Val::F64(f64op(a.float(), b.float())),
    }
}

/// The keyword of an enum attribute's text: `#vector.kind<add>` → `add`.
pub fn enum_keyword(text: &str) -> &str {
    match (text.find('<'), text.rfind('>')) {
        (Some(a), Some(b)) if a < b => text[a + 1..b].trim(),
        _ => text.trim(),
    }
}

impl Interp<'_> {
    fn kind(&self, op: OpId) -> IResult<Kind> {
        crate::dialects::vector::combining_kind(self.m, op)
            .ok_or_else(|| op_error(self.m, op, "has an unknown combining kind"))
    }

    /// `vector.reduction`: the lanes (those the enclosing mask keeps) combined in order,
    /// starting from the accumulator if there is one (from +0.0 for a float sum without one);
    /// float min/max as [`crate::semantics::minmax`] says.
    pub fn reduction(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let kind = self.kind(op)?;
        let v = self.vec_operand(f, op, 0)?;
        let s = self.scalar_of(self.m.op(op).results[0], op)?;
        let mut acc = match self.m.op(op).operands.get(1) {
            Some(&a) => Some(self.get(f, a, op)?),
            // MLIR's lowering starts a float sum from +0.0 (`llvm.vector.reduce.fadd`'s start
            // value), so a sum of -0.0 lanes is +0.0.
            None if kind == Kind::Add && s.is_float() => Some(neutral(kind, s)),
            None => None,
        };
        let mask = self.take_mask();
        self.check_mask(op, mask.as_ref(), v.elems.len())?;
        let off = |k: usize| mask.as_ref().is_some_and(|m| !m.elems[k].truth());
        // Float min/max: every lane (masked-off ones replaced) reduced as LLVM does (wide
        // vectors halved first), then combined with the accumulator.
        let reduced = FloatMinMax::of_combining(kind).and_then(|mm| {
            let lanes: Vec<Val> = (v.elems.iter().enumerate())
                .map(|(k, e)| match e {
                    Val::F32(_) if off(k) => Val::F32(f32::from_bits(mm.masked_lane(32) as u32)),
                    Val::F64(_) if off(k) => Val::F64(f64::from_bits(mm.masked_lane(64))),
                    e => e.clone(),
                })
                .collect();
            Some((mm, super::arith::min_max_reduce(mm, &lanes)?))
        });
        if let Some((mm, r)) = reduced {
            let r = match acc {
                Some(a) => super::arith::min_max(mm, &r, &a).unwrap_or(r),
                None => r,
            };
            self.set_result(f, op, 0, r);
            return Ok(());
        }
        for e in (v.elems.iter().enumerate()).filter_map(|(k, e)| (!off(k)).then_some(e)) {
            acc = Some(match acc {
                Some(a) => kind.combine(&a, e, s),
                None => e.clone(),
            });
        }
        let r = match acc {
            Some(a) => a,
            None => neutral(kind, s),
        };
        self.set_result(f, op, 0, r);
        Ok(())
    }

    /// `vector.multi_reduction`: the source reduced over `reduction_dims` into the
    /// accumulator, lanes in row-major order.
    pub fn multi_reduction(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let kind = self.kind(op)?;
        let v = self.vec_operand(f, op, 0)?;
        let acc = self.operand(f, op, 1)?;
        let s = self.scalar_of(self.m.op(op).results[0], op)?;
        let dims = crate::semantics::dense_list(self.m, op, "reduction_dims");
        let mask = self.take_mask();
        self.check_mask(op, mask.as_ref(), v.elems.len())?;
        let mut out: Vec<Val> = acc.lanes().to_vec();
        let kept: Vec<usize> = (0..v.shape.len())
            .filter(|d| !dims.contains(&(*d as i64)))
            .collect();
        let kshape: Vec<i64> = kept.iter().map(|&d| v.shape[d]).collect();
        let kstrides = super::value::row_major_strides(&kshape);
        for (k, e) in v.elems.iter().enumerate() {
            if mask.as_ref().is_some_and(|m| !m.elems[k].truth()) {
                continue;
            }
            let idx = delinearize(k as i64, &v.shape);
            let at: i64 = kept.iter().zip(&kstrides).map(|(&d, st)| idx[d] * st).sum();
            out[at as usize] = kind.combine(&out[at as usize], e, s);
        }
        self.set_vector(f, op, 0, out);
        Ok(())
    }

    /// `vector.scan`: along `reduction_dim`, an inclusive scan gives `out[0] = in[0]`,
    /// `out[i] = out[i-1] ⊕ in[i]` (the initial value takes no part, as in MLIR's lowering); an
    /// exclusive one gives `out[0] = init`, `out[i] = out[i-1] ⊕ in[i-1]`. The accumulated
    /// value is the last output of each line.
    pub fn scan(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let kind = self.kind(op)?;
        let v = self.vec_operand(f, op, 0)?;
        let init = self.operand(f, op, 1)?;
        let s = self.scalar_of(self.m.op(op).results[0], op)?;
        let dim = match self.m.attr(op, "reduction_dim") {
            Some(Attribute::Integer { value, .. })
                if (0..v.shape.len() as i128).contains(value) =>
            {
                *value as usize
            }
            _ => return Err(op_error(self.m, op, "has no valid reduction_dim")),
        };
        let inclusive = crate::dialects::vector::scan_inclusive(self.m, op)
            .ok_or_else(|| op_error(self.m, op, "has no valid inclusive flag"))?;
        let n = v.shape[dim] as usize;
        let inner: usize = v.shape[dim + 1..].iter().product::<i64>() as usize;
        let init = init.lanes().to_vec();
        if init.len() * n != v.elems.len() {
            return Err(op_error(
                self.m,
                op,
                "has an initial value of the wrong shape",
            ));
        }
        let mut out = v.elems.clone();
        let mut acc = Vec::with_capacity(init.len());
        for (line, first) in init.iter().enumerate() {
            let base = (line / inner) * n * inner + line % inner;
            let at = |i: usize| base + i * inner;
            let mut last = if inclusive {
                v.elems[at(0)].clone()
            } else {
                first.clone()
            };
            out[at(0)] = last.clone();
            for i in 1..n {
                let y = if inclusive {
                    &v.elems[at(i)]
                } else {
                    &v.elems[at(i - 1)]
                };
                last = kind.combine(&last, y, s);
                out[at(i)] = last.clone();
            }
            acc.push(last);
        }
        self.set_vector(f, op, 0, out);
        self.set_vector(f, op, 1, acc);
        Ok(())
    }

    /// `vector.outerproduct`: `lhs[i] * rhs[j]` (or `lhs[i] * rhs` for a scalar `rhs`)
    /// combined into the accumulator (fused multiply-add for floats with `add`).
    pub fn outerproduct(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let kind = self.kind(op)?;
        let lhs = self.vec_operand(f, op, 0)?;
        let rhs = self.operand(f, op, 1)?;
        let s = self.scalar_of(self.m.op(op).results[0], op)?;
        let shape = self.result_shape(op, 0);
        let acc = match self.m.op(op).operands.get(2) {
            Some(&a) => Some(self.get(f, a, op)?),
            None => None,
        };
        let mask = self.take_mask();
        let n = shape.iter().product::<i64>() as usize;
        self.check_mask(op, mask.as_ref(), n)?;
        let w = if shape.len() == 2 {
            shape[1] as usize
        } else {
            1
        };
        let mut out = Vec::with_capacity(n);
        for k in 0..n {
            let (i, j) = (k / w, k % w);
            let b = match &rhs {
                Val::Vector(r) => r.elems[j].clone(),
                b => b.clone(),
            };
            let prod = kind_product(&lhs.elems[i], &b, s);
            let a = acc.as_ref().map(|a| a.lanes()[k].clone());
            let masked_off = mask.as_ref().is_some_and(|m| !m.elems[k].truth());
            out.push(match a {
                Some(a) if masked_off => a,
                Some(a) if kind == Kind::Add && s.is_float() => fused(&lhs.elems[i], &b, &a),
                Some(a) => kind.combine(&prod, &a, s),
                None if masked_off => super::vector::zero(s),
                None => prod,
            });
        }
        self.set_vector(f, op, 0, out);
        Ok(())
    }

    /// `vector.contract`: for every point of the iteration space (parallel and reduction
    /// dimensions, row-major), `lhs * rhs` at the points the indexing maps give, combined
    /// into the accumulator element of the point's parallel indices.
    pub fn contract(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let kind = self.kind(op)?;
        let maps: Vec<crate::ir::AffineMap> = match m.attr(op, "indexing_maps") {
            Some(Attribute::Array(a)) => a
                .iter()
                .filter_map(|x| match x {
                    Attribute::AffineMap(map) => Some(map.clone()),
                    _ => None,
                })
                .collect(),
            _ => vec![],
        };
        if maps.len() != 3 {
            return Err(op_error(m, op, "needs three indexing maps"));
        }
        let lhs = self.vec_operand(f, op, 0)?;
        let rhs = self.vec_operand(f, op, 1)?;
        let acc = self.operand(f, op, 2)?;
        let s = self.scalar_of(m.op(op).results[0], op)?;
        let space = iteration_space(&maps, &[&lhs.shape, &rhs.shape], maps[0].num_dims as usize);
        let mask = self.take_mask();
        let mut out: Vec<Val> = acc.lanes().to_vec();
        let acc_shape = self.result_shape(op, 0);
        let acc_v = Vector::new(acc_shape, vec![Val::Int(0); out.len()]);
        let n = space.iter().product::<i64>();
        self.check_mask(op, mask.as_ref(), n as usize)?;
        for k in 0..n {
            if mask.as_ref().is_some_and(|m| !m.elems[k as usize].truth()) {
                continue;
            }
            let it = delinearize(k, &space);
            let a = &lhs.elems[lhs.linear(&apply(&maps[0], &it))];
            let b = &rhs.elems[rhs.linear(&apply(&maps[1], &it))];
            let at = acc_v.linear(&apply(&maps[2], &it));
            let prod = kind_product(a, b, s);
            out[at] = kind.combine(&out[at], &prod, s);
        }
        self.set_vector(f, op, 0, out);
        Ok(())
    }
}

/// The product of a contraction or outer product (`mul`, wrapping for integers).
fn kind_product(a: &Val, b: &Val, s: Scalar) -> Val {
    Kind::Mul.combine(a, b, s)
}

/// `a * b + c` with one rounding.
fn fused(a: &Val, b: &Val, c: &Val) -> Val {
    match (a, b, c) {
        (Val::F32(x), Val::F32(y), Val::F32(z)) => Val::F32(x.mul_add(*y, *z)),
        _ => Val::F64(a.float().mul_add(b.float(), c.float())),
    }
}

/// The neutral element of `kind` for type `s` (what a fully masked reduction without an
/// accumulator yields).
fn neutral(kind: Kind, s: Scalar) -> Val {
    use Kind as K;
    let bits = s.bits();
    let ones = super::value::mask(u64::MAX, bits);
    let smax = ones >> 1;
    let f = |x: f64| {
        if s == Scalar::F32 {
            Val::F32(x as f32)
        } else {
            Val::F64(x)
        }
    };
    match (kind, s.is_float()) {
        (K::Add, true) => f(0.0),
        (K::Mul, true) => f(1.0),
        (K::MinNumF | K::MinimumF, _) => f(f64::INFINITY),
        (K::MaxNumF | K::MaximumF, _) => f(f64::NEG_INFINITY),
        (K::Mul, false) => Val::Int(1),
        (K::MinUI | K::And, _) => Val::Int(ones),
        (K::MinSI, _) => Val::Int(smax),
        (K::MaxSI, _) => Val::Int(super::value::mask(!smax, bits)),
        _ => Val::Int(0),
    }
}

/// The extent of each iteration dimension of a contraction: read off the operand shapes
/// through the maps (`shapes[i]` for `maps[i]`).
fn iteration_space(maps: &[crate::ir::AffineMap], shapes: &[&Vec<i64>], dims: usize) -> Vec<i64> {
    let mut space = vec![1; dims];
    for (map, shape) in maps.iter().zip(shapes) {
        for (e, &n) in map.results.iter().zip(shape.iter()) {
            if let AffineExpr::Dim(d) = e {
                space[*d as usize] = n;
            }
        }
    }
    space
}

/// The point `map` sends the iteration point `it` to (dimension results only).
fn apply(map: &crate::ir::AffineMap, it: &[i64]) -> Vec<i64> {
    map.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => it[*d as usize],
            AffineExpr::Const(c) => *c,
            _ => 0,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_combine() {
        let s = Scalar::I8;
        assert_eq!(
            Kind::MinSI.combine(&Val::Int(0xff), &Val::Int(1), s),
            Val::Int(0xff)
        );
        assert_eq!(
            Kind::MinUI.combine(&Val::Int(0xff), &Val::Int(1), s),
            Val::Int(1)
        );
        assert_eq!(
            Kind::Add.combine(&Val::Int(0xff), &Val::Int(2), s),
            Val::Int(1)
        );
        let n = Kind::MaxNumF.combine(&Val::F32(f32::NAN), &Val::F32(2.0), Scalar::F32);
        assert_eq!(n, Val::F32(2.0));
        let x = Kind::MaximumF.combine(&Val::F32(f32::NAN), &Val::F32(2.0), Scalar::F32);
        assert!(x.float().is_nan());
        assert_eq!(enum_keyword("#vector.kind<maxsi>"), "maxsi");
        assert_eq!(neutral(Kind::MaxSI, Scalar::I8), Val::Int(0x80));
    }
}
