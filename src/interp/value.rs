//! The values the interpreter computes with: integers as their bits (masked to the type's
//! width, `i1` is 0 or 1), `f32`/`f64`, ranked and unranked memref descriptors (the same
//! `allocated, aligned, offset, sizes, strides` the JIT passes around, pointing at real memory
//! from the checked allocator), vectors (a shape and their scalar elements in row-major
//! order) and function references. Kept apart from the op semantics so
//! a value's meaning is stated once.

use crate::codegen::types::Scalar;
use crate::semantics::memref::{self, Wrapping};
use std::fmt;

/// A ranked memref descriptor (MLIR's `StridedMemRef`), with real addresses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Desc {
    /// The pointer the allocator returned (what `memref.dealloc` of the buffer frees).
    pub alloc: usize,
    /// The pointer elements are addressed from.
    pub aligned: usize,
    /// Offset of element zero, in elements.
    pub offset: i64,
    /// Extent of each dimension.
    pub sizes: Vec<i64>,
    /// Stride of each dimension, in elements.
    pub strides: Vec<i64>,
    /// Element type.
    pub elem: Scalar,
}

impl Desc {
    /// The rank.
    pub fn rank(&self) -> usize {
        self.sizes.len()
    }

    /// The number of elements.
    pub fn num_elements(&self) -> i64 {
        memref::num_elements(&mut Wrapping, &self.sizes)
    }

    /// The address of the element at `idx` (no bounds check): `aligned + (offset + Σ iₖ·strideₖ)
    /// · element size`, in wrapping arithmetic as the generated code computes it.
    pub fn addr(&self, idx: &[i64]) -> usize {
        let lin = idx
            .iter()
            .zip(&self.strides)
            .fold(self.offset, |a, (&i, &s)| a.wrapping_add(i.wrapping_mul(s)));
        (self.aligned as i64).wrapping_add(lin.wrapping_mul(self.elem.bytes())) as usize
    }

    /// The descriptor laid out as the runner utilities read it:
    /// `[allocated, aligned, offset, sizes..., strides...]`.
    pub fn to_words(&self) -> Vec<i64> {
        let mut w = vec![self.alloc as i64, self.aligned as i64, self.offset];
        w.extend(&self.sizes);
        w.extend(&self.strides);
        w
    }

    /// Row-major strides of `sizes`.
    pub fn identity_strides(sizes: &[i64]) -> Vec<i64> {
        memref::identity_strides(&mut Wrapping, sizes)
    }
}

/// A runtime value.
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    /// An integer, `index` or `i1`: its bits, zero-extended from the type's width.
    Int(u64),
    /// An `f32`.
    F32(f32),
    /// An `f64`.
    F64(f64),
    /// A ranked memref.
    Mem(Desc),
    /// An unranked memref (the ranked descriptor it stands for).
    Unranked(Desc),
    /// A function reference (`func.constant @name`).
    Func(String),
    /// A vector (any rank, 0-D included).
    Vector(Vector),
}

/// A vector value: its shape and its elements (scalar values) in row-major order. A 0-D
/// vector has an empty shape and one element.
#[derive(Clone, Debug, PartialEq)]
pub struct Vector {
    /// The extent of each dimension.
    pub shape: Vec<i64>,
    /// The elements, row-major (`shape.iter().product()` of them).
    pub elems: Vec<Val>,
}

impl Vector {
    /// A vector of `shape` with `elems`.
    pub fn new(shape: Vec<i64>, elems: Vec<Val>) -> Vector {
        debug_assert_eq!(shape.iter().product::<i64>() as usize, elems.len());
        Vector { shape, elems }
    }

    /// A vector of `shape` with every element `v`.
    pub fn splat(shape: Vec<i64>, v: Val) -> Vector {
        let n = shape.iter().product::<i64>() as usize;
        Vector {
            shape,
            elems: vec![v; n],
        }
    }

    /// Row-major strides of the shape, in elements.
    pub fn strides(&self) -> Vec<i64> {
        row_major_strides(&self.shape)
    }

    /// The flat position of the element at `idx`.
    pub fn linear(&self, idx: &[i64]) -> usize {
        idx.iter()
            .zip(self.strides())
            .map(|(&i, s)| i * s)
            .sum::<i64>() as usize
    }
}

/// Row-major strides of `shape`, in elements.
pub fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut st = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        st[i] = st[i + 1] * shape[i + 1];
    }
    st
}

/// The multi-index of flat position `lin` in `shape` (row-major).
pub fn delinearize(mut lin: i64, shape: &[i64]) -> Vec<i64> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        if shape[d] > 0 {
            idx[d] = lin % shape[d];
            lin /= shape[d];
        }
    }
    idx
}

pub use crate::semantics::int::{mask, sext};

impl Val {
    /// The integer bits (0 for non-integers, which the verifier rules out).
    pub fn bits(&self) -> u64 {
        match self {
            Val::Int(v) => *v,
            _ => 0,
        }
    }
    /// The value as a signed `index`/`i64`.
    pub fn index(&self) -> i64 {
        self.bits() as i64
    }
    /// True for a non-zero integer.
    pub fn truth(&self) -> bool {
        self.bits() & 1 != 0
    }
    /// The value as an `f64` (f32 widened).
    pub fn float(&self) -> f64 {
        match self {
            Val::F32(f) => *f as f64,
            Val::F64(f) => *f,
            _ => 0.0,
        }
    }
    /// The vector, if this is one.
    pub fn vector(&self) -> Option<&Vector> {
        match self {
            Val::Vector(v) => Some(v),
            _ => None,
        }
    }
    /// The elements of a vector, or the value itself as one element.
    pub fn lanes(&self) -> &[Val] {
        match self {
            Val::Vector(v) => &v.elems,
            s => std::slice::from_ref(s),
        }
    }
    /// A ranked or unranked memref's descriptor.
    pub fn desc(&self) -> Option<&Desc> {
        match self {
            Val::Mem(d) | Val::Unranked(d) => Some(d),
            _ => None,
        }
    }
}

impl fmt::Display for Desc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |v: &[i64]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        write!(
            f,
            "{{allocated = {:#x}, aligned = {:#x}, offset = {}, sizes = [{}], strides = [{}]}}",
            self.alloc,
            self.aligned,
            self.offset,
            list(&self.sizes),
            list(&self.strides)
        )
    }
}

impl fmt::Display for Val {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Val::Int(v) => write!(f, "{}", *v as i64),
            Val::F32(x) => write!(f, "{x:?}"),
            Val::F64(x) => write!(f, "{x:?}"),
            Val::Mem(d) => write!(f, "memref {d}"),
            Val::Unranked(d) => write!(f, "unranked memref {d}"),
            Val::Func(n) => write!(f, "@{n}"),
            Val::Vector(v) => write_nested(f, &v.shape, &v.elems),
        }
    }
}

/// Writes `elems` of `shape` as nested `( a, b )` lists (the trace's vector format).
fn write_nested(f: &mut fmt::Formatter<'_>, shape: &[i64], elems: &[Val]) -> fmt::Result {
    let Some((&n, rest)) = shape.split_first() else {
        return match elems.first() {
            Some(e) => write!(f, "{e}"),
            None => Ok(()),
        };
    };
    let chunk = rest.iter().product::<i64>() as usize;
    write!(f, "(")?;
    for i in 0..n as usize {
        write!(f, "{}", if i == 0 { " " } else { ", " })?;
        write_nested(f, rest, &elems[i * chunk..(i + 1) * chunk])?;
    }
    write!(f, " )")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_and_sign_extends() {
        assert_eq!(mask(0x1ff, 8), 0xff);
        assert_eq!(mask(u64::MAX, 64), u64::MAX);
        assert_eq!(sext(1, 1), -1);
        assert_eq!(sext(0x80, 8), -128);
        assert_eq!(sext(0x7f, 8), 127);
    }

    #[test]
    fn vectors_index_row_major() {
        let v = Vector::new(vec![2, 3], (0..6).map(Val::Int).collect());
        assert_eq!(v.strides(), vec![3, 1]);
        assert_eq!(v.linear(&[1, 2]), 5);
        assert_eq!(delinearize(5, &[2, 3]), vec![1, 2]);
        assert_eq!(Val::Vector(v).to_string(), "( ( 0, 1, 2 ), ( 3, 4, 5 ) )");
        assert_eq!(
            Val::Vector(Vector::splat(vec![], Val::Int(7))).to_string(),
            "7"
        );
    }

    #[test]
    fn addresses_follow_strides() {
        let d = Desc {
            alloc: 0x1000,
            aligned: 0x1000,
            offset: 2,
            sizes: vec![3, 4],
            strides: vec![4, 1],
            elem: Scalar::F32,
        };
        assert_eq!(d.addr(&[1, 2]), 0x1000 + 4 * (2 + 4 + 2));
        assert_eq!(Desc::identity_strides(&[2, 3, 4]), vec![12, 4, 1]);
        assert_eq!(d.num_elements(), 12);
    }
}
