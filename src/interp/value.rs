//! The values the interpreter computes with: integers as their bits (masked to the type's
//! width, `i1` is 0 or 1), `f32`/`f64`, ranked and unranked memref descriptors (the same
//! `allocated, aligned, offset, sizes, strides` the JIT passes around, pointing at real memory
//! from the checked allocator) and function references. Kept apart from the op semantics so
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
        }
    }
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
