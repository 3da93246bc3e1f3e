//! Broadcasts of one element that already sits in a register, and where an element of a
//! transposed vector really lives.
//!
//! `lower-vector-outerproduct` turns each outer product of a matmul tile into broadcasts of
//! the elements of one column of the `A` tile, taken from a transpose of it:
//!
//! ```mlir
//! %t = vector.transpose %a, [1, 0] : vector<4x4xf32> to vector<4x4xf32>
//! %x = vector.extract %t[0, 1] : f32 from vector<4x4xf32>
//! %b = vector.broadcast %x : f32 to vector<16xf32>
//! %r = vector.fma %b, %row, %acc : vector<16xf32>
//! ```
//!
//! Lowered literally, the transpose builds four new registers lane by lane (an `extractlane`
//! and an `insertlane` per element), and each broadcast extracts a lane of them and splats it
//! (two instructions on x86). Here an element of a `vector.transpose` result is read from the
//! transpose's source ([`FnLower::origin`]: `%t[0, 1]` is `%a[1, 0]`), so the transpose is
//! left unused (Cranelift drops it), and a broadcast of an element of a register is one
//! `shuffle` of that register with itself (`pshufd` on x86):
//!
//! ```text
//! before: t1 = insertlane(splat(extractlane(a0, 0)), extractlane(a1, 0), 1) ...
//!         b  = splat.f32x4(extractlane(t0, 1))        (x4 parts)
//! after:  b  = shuffle(a1, a1, [0 1 2 3] x 4)         (one register, used by the 4 parts)
//! ```

use super::ops::{flatten, unflatten};
use super::{vec_ty, Part, VecTy, VecVal};
use crate::codegen::function::FnLower;
use crate::codegen::types::Scalar;
use crate::dialects::OpKind;
use crate::ir::{OpId, ValueId};
use cranelift_codegen::ir::{types as clt, Endianness, InstBuilder, MemFlagsData};

/// How many `vector.transpose`s [`FnLower::origin`] follows.
const MAX_CHAIN: usize = 8;

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// The vector and element that element `e` (row-major) of vector `v` is a copy of:
    /// `(v, e)` itself unless `v` is a `vector.transpose` result, whose elements are followed
    /// back to its source.
    pub(super) fn origin(&self, mut v: ValueId, mut e: usize) -> (ValueId, usize) {
        let m = self.m;
        for _ in 0..MAX_CHAIN {
            let Some(d) = m
                .defining_op(v)
                .filter(|&d| m.op(d).kind == OpKind::VectorTranspose)
            else {
                break;
            };
            let src = m.op(d).operands[0];
            let (Some(Ok(rt)), Some(Ok(st))) =
                (vec_ty(m, m.value_type(v)), vec_ty(m, m.value_type(src)))
            else {
                break;
            };
            let perm = crate::semantics::dense_list(m, d, "permutation");
            let rank = rt.shape.len();
            if perm.len() != rank
                || st.shape.len() != rank
                || perm.iter().any(|&p| p < 0 || p as usize >= rank)
                || e >= rt.len()
            {
                break;
            }
            // Result dimension `i` is source dimension `perm[i]`.
            let idx = unflatten(e, &rt.shape);
            let mut sidx = vec![0; rank];
            for (i, &p) in perm.iter().enumerate() {
                sidx[p as usize] = idx[i];
            }
            e = flatten(&sidx, &st.shape);
            v = src;
        }
        (v, e)
    }

    /// `vector.broadcast` of scalar `x` to `rt` when `x` is a `vector.extract` (static
    /// position) of an element held in a register of `rt`'s register type: every part of the
    /// result is that register shuffled to repeat the element's lane. `None` otherwise.
    pub(super) fn splat_of_lane(&mut self, x: ValueId, rt: &VecTy, op: OpId) -> Option<VecVal> {
        let m = self.m;
        let ex = m
            .defining_op(x)
            .filter(|&d| m.op(d).kind == OpKind::VectorExtract)?;
        if rt.elem == Scalar::I1 || rt.parts().iter().any(|p| matches!(p, Part::Scalar(_))) {
            return None;
        }
        let src = m.op(ex).operands[0];
        let (v, e) = self.origin(src, self.static_element(ex)?);
        let val = self.vec(v, op).ok()?;
        if e >= val.ty.len() {
            return None;
        }
        let (p, lane) = val.ty.locate(e);
        let reg = val.parts[p];
        let t = self.b.func.dfg.value_type(reg);
        if t != rt.reg_ty() {
            return None;
        }
        let lb = (t.lane_bits() / 8) as usize;
        let mask: Vec<u8> = (0..16).map(|i| (lane * lb + i % lb) as u8).collect();
        let imm = self.shuffle_mask(mask);
        let f = MemFlagsData::new().with_endianness(Endianness::Little);
        let bytes = self.b.ins().bitcast(clt::I8X16, f, reg);
        let shuffled = self.b.ins().shuffle(bytes, bytes, imm);
        let r = self.b.ins().bitcast(t, f, shuffled);
        Some(VecVal {
            ty: rt.clone(),
            parts: vec![r; rt.parts().len()],
        })
    }

    /// The row-major element a `vector.extract` with a scalar result and an all-static
    /// position reads.
    pub(super) fn static_element(&self, ex: OpId) -> Option<usize> {
        let m = self.m;
        let d = m.op(ex);
        if d.operands.len() != 1 || vec_ty(m, m.value_type(d.results[0])).is_some() {
            return None;
        }
        let Some(Ok(st)) = vec_ty(m, m.value_type(d.operands[0])) else {
            return None;
        };
        let pos = crate::semantics::dense_list(m, ex, "static_position");
        if pos.len() != st.shape.len() {
            return None;
        }
        let mut idx = Vec::with_capacity(pos.len());
        for (&p, &n) in pos.iter().zip(&st.shape) {
            if p < 0 || p >= n {
                return None;
            }
            idx.push(p as usize);
        }
        Some(flatten(&idx, &st.shape))
    }
}

#[cfg(test)]
mod tests {
    use crate::codegen::{object::emit_clif, CodegenOptions};

    /// An outer product's broadcast of a transposed tile's element: a shuffle of the tile's
    /// row, no splat of an extracted lane, no register built lane by lane.
    #[test]
    fn broadcasts_of_a_transposed_tile_are_shuffles_of_its_rows() {
        let m = crate::parse::Parser::new(
            r#"
func.func @f(%a: vector<4x4xf32>, %b: vector<8xf32>, %c: vector<8xf32>) -> vector<8xf32> {
  %t = vector.transpose %a, [1, 0] : vector<4x4xf32> to vector<4x4xf32>
  %x = vector.extract %t[2, 1] : f32 from vector<4x4xf32>
  %y = vector.broadcast %x : f32 to vector<8xf32>
  %p = arith.mulf %y, %b : vector<8xf32>
  %r = arith.addf %p, %c : vector<8xf32>
  return %r : vector<8xf32>
}
"#,
            "t.mlir",
            1,
        )
        .parse_module()
        .expect("parses");
        let text = emit_clif(&m, "x86_64-unknown-linux-gnu", &CodegenOptions::default())
            .expect("compiles");
        // `%t[2, 1]` is `%a[1, 2]`: lane 2 (bytes 8–11) of the second row, four times.
        assert!(
            text.contains("0x0b0a09080b0a09080b0a09080b0a0908"),
            "{text}"
        );
        assert!(!text.contains("insertlane"), "{text}");
        assert!(!text.contains("splat"), "{text}");
    }
}
