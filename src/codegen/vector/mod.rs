//! Vector values in registers: how an SSA value of type `vector<...>` becomes Cranelift values,
//! and the lane-level helpers every vector op's lowering is written with.
//!
//! A vector is a row-major sequence of rows (the last dimension; a 0-D vector is one row of one
//! element). Each row is cut into *parts*: as many 128-bit SIMD registers as fit
//! (`I8X16`, `I16X8`, `I32X4`, `I64X2`, `F32X4`, `F64X2`), then the remaining elements as
//! scalars. So `vector<8xf32>` is two `F32X4`, `vector<3xf32>` three `F32`, `vector<2x6xi32>`
//! `[I32X4, I32, I32, I32X4, I32, I32]`, `vector<f64>` one `F64`.
//!
//! `i1` vectors (masks, comparison results) keep their register lanes as lane masks (all ones
//! or zero) of a *mask width*: a comparison of `f32` lanes gives `I32X4` masks, so an
//! `arith.select` on `f32` lanes is one `bitselect`; their scalar parts are ordinary `i1`
//! scalars (an `I8` holding 0 or 1). Masks made of nothing wider (constants, `create_mask`)
//! use 8-bit lanes.
//!
//! The flat ABI of a vector (block arguments, `scf.for` carried values, call arguments) is its
//! list of parts, so control flow handles vectors without knowing about them.
//!
//! ```text
//! %m = arith.cmpf olt, %a, %b : vector<6xf32>
//!   a = [F32X4 a0, F32 a4, F32 a5]      m = [I32X4 (fcmp), I8 (fcmp), I8 (fcmp)]
//! ```

mod elementwise;
mod gather;
mod memory;
mod ops;
mod print;
mod reduce;
mod splat;

use super::function::{FnLower, Val};
use super::types::{self, Scalar};
use super::{op_err, CgResult};
use crate::ir::{Module, OpId, TypeData, TypeId, ValueId};
use cranelift_codegen::ir::{types as clt, InstBuilder, Type, Value};

pub use elementwise::is_elementwise_on_vectors;

/// A vector type as the code generator sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VecTy {
    /// Element type.
    pub elem: Scalar,
    /// Shape (empty for a 0-D vector).
    pub shape: Vec<i64>,
    /// The lane type of register parts: the element's Cranelift type, or for `i1` the mask
    /// width (`I8`…`I64`).
    pub lane: Type,
}

/// One part of a vector's layout.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// A SIMD register of this type, holding consecutive elements.
    Reg(Type),
    /// One element in a scalar register.
    Scalar(Type),
}

impl VecTy {
    /// The type with the default lane type for `elem`.
    pub fn new(elem: Scalar, shape: Vec<i64>) -> VecTy {
        VecTy {
            elem,
            shape,
            lane: elem.cl(),
        }
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.shape.iter().product::<i64>().max(0) as usize
    }

    /// True if the vector has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Elements per row (the last dimension; 1 for a 0-D vector).
    pub fn row(&self) -> usize {
        self.shape.last().map_or(1, |&n| n.max(0) as usize)
    }

    /// Lanes of a register part.
    pub fn reg_lanes(&self) -> usize {
        (128 / self.lane.bits()) as usize
    }

    /// Register parts per row.
    pub fn regs_per_row(&self) -> usize {
        self.row() / self.reg_lanes()
    }

    /// Parts per row.
    pub fn parts_per_row(&self) -> usize {
        let r = self.regs_per_row();
        r + (self.row() - r * self.reg_lanes())
    }

    /// The register type of a register part.
    pub fn reg_ty(&self) -> Type {
        self.lane
            .by(self.reg_lanes() as u32)
            .expect("128-bit vector type")
    }

    /// The Cranelift type of a scalar part.
    pub fn scalar_ty(&self) -> Type {
        self.elem.cl()
    }

    /// The layout: every part in order.
    pub fn parts(&self) -> Vec<Part> {
        let rows = if self.row() == 0 {
            0
        } else {
            self.len() / self.row()
        };
        let mut one = vec![Part::Reg(self.reg_ty()); self.regs_per_row()];
        one.resize(self.parts_per_row(), Part::Scalar(self.scalar_ty()));
        let mut out = Vec::with_capacity(rows * one.len());
        for _ in 0..rows {
            out.extend_from_slice(&one);
        }
        out
    }

    /// Where element `e` (row-major) lives: part index and lane within it (0 for scalars).
    pub fn locate(&self, e: usize) -> (usize, usize) {
        let n = self.row();
        let (row, col) = (e / n, e % n);
        let l = self.reg_lanes();
        let full = self.regs_per_row() * l;
        let base = row * self.parts_per_row();
        if col < full {
            (base + col / l, col % l)
        } else {
            (base + self.regs_per_row() + (col - full), 0)
        }
    }

    /// The first element of part `p`, and how many elements it holds.
    pub fn part_elems(&self, p: usize) -> (usize, usize) {
        let ppr = self.parts_per_row();
        let (row, k) = (p / ppr, p % ppr);
        let l = self.reg_lanes();
        let regs = self.regs_per_row();
        if k < regs {
            (row * self.row() + k * l, l)
        } else {
            (row * self.row() + regs * l + (k - regs), 1)
        }
    }

    /// The same elements with another register lane type (only meaningful for `i1`).
    pub fn with_lane(&self, lane: Type) -> VecTy {
        VecTy {
            lane,
            ..self.clone()
        }
    }

    /// The flat ABI types.
    pub fn abi(&self) -> Vec<Type> {
        self.parts()
            .into_iter()
            .map(|p| match p {
                Part::Reg(t) | Part::Scalar(t) => t,
            })
            .collect()
    }
}

/// A lowered vector value: its type and one Cranelift value per part.
#[derive(Clone, Debug)]
pub struct VecVal {
    /// The type and layout.
    pub ty: VecTy,
    /// The parts, in layout order.
    pub parts: Vec<Value>,
}

/// The vector type of `t`, if it is a fixed-size vector of a supported element type.
pub fn vec_ty(m: &Module, t: TypeId) -> Option<Result<VecTy, String>> {
    let TypeData::Vector {
        shape,
        scalable,
        elem,
    } = m.ty(t)
    else {
        return None;
    };
    if scalable.iter().any(|&s| s) {
        return Some(Err("scalable vectors are not supported".into()));
    }
    Some(types::scalar(m, *elem).map(|s| VecTy::new(s, shape.clone())))
}

/// True if a result of `op` is a vector.
pub fn has_vector_result(m: &Module, op: OpId) -> bool {
    m.op(op)
        .results
        .iter()
        .any(|&r| matches!(m.ty(m.value_type(r)), TypeData::Vector { .. }))
}

/// The scalar of a type, or of a vector type's elements.
pub fn elem_scalar(m: &Module, t: TypeId) -> Result<Scalar, String> {
    match vec_ty(m, t) {
        Some(v) => v.map(|v| v.elem),
        None => types::scalar(m, t),
    }
}

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// The vector type of `v`.
    pub(crate) fn vty_of(&self, v: ValueId, op: OpId) -> CgResult<VecTy> {
        let m = self.m;
        match vec_ty(m, m.value_type(v)) {
            Some(r) => r.map_err(|e| op_err(m, op, e)),
            None => Err(op_err(m, op, "expected a vector value")),
        }
    }

    /// A vector operand.
    pub(crate) fn vec(&self, v: ValueId, op: OpId) -> CgResult<VecVal> {
        match self.val(v, op)? {
            Val::V(x) => Ok(x),
            _ => Err(op_err(self.m, op, "expected a vector operand")),
        }
    }

    /// Element `e` as an ordinary scalar (`i1`: an `I8` holding 0 or 1).
    pub(crate) fn lane(&mut self, v: &VecVal, e: usize) -> Value {
        let (p, l) = v.ty.locate(e);
        let part = v.parts[p];
        if !self.b.func.dfg.value_type(part).is_vector() {
            return part;
        }
        let x = self.b.ins().extractlane(part, l as u8);
        if v.ty.elem == Scalar::I1 {
            let x = if v.ty.lane == clt::I8 {
                x
            } else {
                self.b.ins().ireduce(clt::I8, x)
            };
            self.b.ins().band_imm_u(x, 1)
        } else {
            x
        }
    }

    /// Every element as a scalar.
    pub(crate) fn lanes(&mut self, v: &VecVal) -> Vec<Value> {
        (0..v.ty.len()).map(|e| self.lane(v, e)).collect()
    }

    /// A scalar `i1` (0 or 1) as a mask lane of type `lane` (0 or all ones).
    fn mask_lane(&mut self, x: Value, lane: Type) -> Value {
        let x = if lane == clt::I8 {
            x
        } else {
            self.b.ins().uextend(lane, x)
        };
        self.b.ins().ineg(x)
    }

    /// Packs scalar elements (`elems[i]` of part `p`'s elements) into one register of `ty`.
    fn pack(&mut self, ty: &VecTy, elems: &[Value]) -> Value {
        let lanes: Vec<Value> = if ty.elem == Scalar::I1 {
            elems.iter().map(|&x| self.mask_lane(x, ty.lane)).collect()
        } else {
            elems.to_vec()
        };
        let rt = ty.reg_ty();
        if lanes.iter().all(|&x| x == lanes[0]) {
            return self.b.ins().splat(rt, lanes[0]);
        }
        // `splat` rather than `scalar_to_vector`, which x64 lacks for 8- and 16-bit lanes.
        let mut r = self.b.ins().splat(rt, lanes[0]);
        for (i, &x) in lanes.iter().enumerate().skip(1) {
            r = self.b.ins().insertlane(r, x, i as u8);
        }
        r
    }

    /// Builds a vector of type `ty` from its elements (ordinary scalars, row-major).
    pub(crate) fn build(&mut self, ty: &VecTy, elems: &[Value]) -> VecVal {
        let parts = ty.parts();
        let mut out = Vec::with_capacity(parts.len());
        for (p, part) in parts.iter().enumerate() {
            let (first, n) = ty.part_elems(p);
            out.push(match part {
                Part::Scalar(_) => elems[first],
                Part::Reg(_) => self.pack(ty, &elems[first..first + n]),
            });
        }
        VecVal {
            ty: ty.clone(),
            parts: out,
        }
    }

    /// `v` with registers of another mask width (for `i1` vectors; a no-op otherwise).
    pub(crate) fn relayout(&mut self, v: &VecVal, lane: Type) -> VecVal {
        if v.ty.lane == lane {
            return v.clone();
        }
        let elems = self.lanes(v);
        self.build(&v.ty.with_lane(lane), &elems)
    }

    /// A vector of type `ty` with every element `x`.
    pub(crate) fn splat_vec(&mut self, ty: &VecTy, x: Value) -> VecVal {
        let reg = if ty.elem == Scalar::I1 {
            self.mask_lane(x, ty.lane)
        } else {
            x
        };
        let parts = ty
            .parts()
            .into_iter()
            .map(|p| match p {
                Part::Scalar(_) => x,
                Part::Reg(t) => self.b.ins().splat(t, reg),
            })
            .collect();
        VecVal {
            ty: ty.clone(),
            parts,
        }
    }

    /// Binds result `i` of `op` to a vector.
    pub(crate) fn set_vec(&mut self, op: OpId, i: usize, v: VecVal) {
        let r = self.m.op(op).results[i];
        self.set(r, Val::V(v));
    }

    /// A zero of scalar type `s`.
    pub(crate) fn zero(&mut self, s: Scalar) -> Value {
        match s {
            Scalar::F32 => self.b.ins().f32const(0.0),
            Scalar::F64 => self.b.ins().f64const(0.0),
            _ => self.b.ins().iconst(s.cl(), 0),
        }
    }

    /// Lowers a vector-dialect op.
    pub fn lower_vector(&mut self, op: OpId) -> CgResult<()> {
        if let Some(r) = self.lower_vector_register_op(op) {
            return r;
        }
        if let Some(r) = self.lower_vector_memory_op(op) {
            return r;
        }
        if let Some(r) = self.lower_vector_print(op) {
            return r;
        }
        Err(super::function::unsupported(self.m, op))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codegen::{object::emit_clif, CodegenOptions};

    fn clif(text: &str) -> String {
        let m = crate::parse::Parser::new(text, "t.mlir", 1)
            .parse_module()
            .expect("parses");
        emit_clif(&m, "x86_64-unknown-linux-gnu", &CodegenOptions::default()).expect("compiles")
    }

    /// `y = a*x + y` on `vector<4xf32>` in an `scf.for`: one SIMD load per operand, a splat
    /// hoisted out of the loop, SIMD multiply and add, one SIMD store, no lane traffic.
    #[test]
    fn axpy_is_simd() {
        let text = clif(
            r#"
func.func @axpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %va = vector.broadcast %a : f32 to vector<4xf32>
  scf.for %i = %c0 to %n step %c4 {
    %vx = vector.load %x[%i] : memref<?xf32>, vector<4xf32>
    %vy = vector.load %y[%i] : memref<?xf32>, vector<4xf32>
    %p = arith.mulf %va, %vx : vector<4xf32>
    %s = arith.addf %p, %vy : vector<4xf32>
    vector.store %s, %y[%i] : memref<?xf32>, vector<4xf32>
  }
  return
}
"#,
        );
        assert_eq!(text.matches("load.f32x4").count(), 2, "{text}");
        assert!(text.contains("splat.f32x4"), "{text}");
        assert!(text.contains("fmul.f32x4"), "{text}");
        assert!(text.contains("fadd"), "{text}");
        assert!(!text.contains("extractlane"), "{text}");
        assert!(!text.contains("insertlane"), "{text}");
    }

    /// A comparison's mask has the compared width, so `select` is one `bitselect`; an
    /// extract of a whole row and a shape cast keeping rows reuse the registers.
    #[test]
    fn masks_select_and_row_moves_stay_in_registers() {
        let text = clif(
            r#"
func.func @f(%a: vector<2x4xf32>, %b: vector<2x4xf32>) -> vector<4xf32> {
  %m = arith.cmpf olt, %a, %b : vector<2x4xf32>
  %s = arith.select %m, %a, %b : vector<2x4xi1>, vector<2x4xf32>
  %c = vector.shape_cast %s : vector<2x4xf32> to vector<8xf32>
  %d = vector.shape_cast %c : vector<8xf32> to vector<2x4xf32>
  %r = vector.extract %d[1] : vector<4xf32> from vector<2x4xf32>
  return %r : vector<4xf32>
}
"#,
        );
        assert_eq!(text.matches("bitselect").count(), 2, "{text}");
        assert!(!text.contains("extractlane"), "{text}");
        assert!(!text.contains("insertlane"), "{text}");
    }

    #[test]
    fn layout_of_ragged_rows() {
        let t = VecTy::new(Scalar::I32, vec![2, 6]);
        assert_eq!(
            t.parts(),
            vec![
                Part::Reg(clt::I32X4),
                Part::Scalar(clt::I32),
                Part::Scalar(clt::I32),
                Part::Reg(clt::I32X4),
                Part::Scalar(clt::I32),
                Part::Scalar(clt::I32),
            ]
        );
        assert_eq!(t.locate(5), (2, 0));
        assert_eq!(t.locate(6), (3, 0));
        assert_eq!(t.locate(9), (3, 3));
        assert_eq!(t.locate(10), (4, 0));
        assert_eq!(t.part_elems(3), (6, 4));
        assert_eq!(t.part_elems(5), (11, 1));
    }

    #[test]
    fn zero_d_and_masks() {
        let t = VecTy::new(Scalar::F64, vec![]);
        assert_eq!(t.parts(), vec![Part::Scalar(clt::F64)]);
        let m = VecTy::new(Scalar::I1, vec![8]).with_lane(clt::I32);
        assert_eq!(m.parts(), vec![Part::Reg(clt::I32X4); 2]);
        assert_eq!(m.abi(), vec![clt::I32X4, clt::I32X4]);
        assert_eq!(VecTy::new(Scalar::I1, vec![8]).parts().len(), 8);
    }
}
