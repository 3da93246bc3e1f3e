//! How LLVM-dialect values live in Cranelift: every value is flattened into its scalar
//! leaves (a struct into its fields, an array and a vector into their elements, a pointer
//! into an `i64`), each with the byte offset it has in memory, so that `llvm.load` and
//! `llvm.store` of an aggregate are one load or store per leaf and `llvm.insertvalue` /
//! `llvm.extractvalue` only pick leaves.
//!
//! ```text
//! !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
//!   leaves: i64@0, i64@8, i64@16, i64@24, i64@32
//! ```

use crate::codegen::types::{self, PTR};
use crate::dialects::llvm::types as lt;
use crate::ir::{LlvmType, Module, TypeData, TypeId};
use cranelift_codegen::ir::{types as clt, Type};

/// One scalar of a flattened value: its Cranelift type and its byte offset in memory.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// The Cranelift type.
    pub ty: Type,
    /// Offset from the value's address.
    pub off: u64,
}

/// The Cranelift type of a scalar (non-aggregate) type: integers, floats, pointers.
pub fn scalar_ty(m: &Module, t: TypeId) -> Result<Type, String> {
    match m.ty(t) {
        TypeData::Llvm(LlvmType::Ptr(_)) => Ok(PTR),
        TypeData::Integer { width: 128, .. } => Ok(clt::I128),
        TypeData::Integer { width, .. } if !matches!(width, 1 | 8 | 16 | 32 | 64) => Err(format!(
            "unsupported integer width i{width} in LLVM-dialect code (supported: i1, i8, i16, i32, i64, i128)"
        )),
        _ => types::scalar(m, t).map(|s| s.cl()),
    }
}

/// The leaves of `t`, in order.
pub fn leaves(m: &Module, t: TypeId) -> Result<Vec<Leaf>, String> {
    let mut out = Vec::new();
    push_leaves(m, t, 0, &mut out)?;
    Ok(out)
}

fn push_leaves(m: &Module, t: TypeId, base: u64, out: &mut Vec<Leaf>) -> Result<(), String> {
    match m.ty(t) {
        TypeData::Llvm(LlvmType::Struct {
            body: Some(fields),
            packed,
            ..
        }) => {
            let layout = lt::field_offsets(m, fields, *packed).ok_or_else(|| unsized_err(m, t))?;
            for (&f, off) in fields.iter().zip(layout.offsets) {
                push_leaves(m, f, base + off, out)?;
            }
            Ok(())
        }
        TypeData::Llvm(LlvmType::Array { len, elem }) => {
            let (size, _) = lt::size_align(m, *elem).ok_or_else(|| unsized_err(m, t))?;
            for i in 0..*len {
                push_leaves(m, *elem, base + i * size, out)?;
            }
            Ok(())
        }
        TypeData::Vector { shape, elem, .. } => {
            let n: i64 = shape.iter().product();
            let ty = scalar_ty(m, *elem)?;
            let size = u64::from(ty.bytes());
            for i in 0..n as u64 {
                out.push(Leaf {
                    ty,
                    off: base + i * size,
                });
            }
            Ok(())
        }
        TypeData::Llvm(LlvmType::Void) => Ok(()),
        _ => {
            out.push(Leaf {
                ty: scalar_ty(m, t)?,
                off: base,
            });
            Ok(())
        }
    }
}

fn unsized_err(m: &Module, t: TypeId) -> String {
    format!(
        "type '{}' has no size",
        crate::print::type_to_string(m, t)
    )
}

/// Where member `pos` of aggregate `t` is among `t`'s leaves: first leaf and leaf count, and
/// the member's type.
pub fn member_leaves(m: &Module, t: TypeId, pos: &[i64]) -> Result<(usize, usize, TypeId), String> {
    let mut start = 0;
    let mut cur = t;
    for &i in pos {
        let i = i as usize;
        match m.ty(cur) {
            TypeData::Llvm(LlvmType::Struct {
                body: Some(fields), ..
            }) => {
                for &f in fields.iter().take(i) {
                    start += leaves(m, f)?.len();
                }
                cur = *fields.get(i).ok_or("position out of range")?;
            }
            TypeData::Llvm(LlvmType::Array { elem, .. }) => {
                start += i * leaves(m, *elem)?.len();
                cur = *elem;
            }
            _ => return Err("position into a non-aggregate".into()),
        }
    }
    Ok((start, leaves(m, cur)?.len(), cur))
}

/// The alloc size of `t` in bytes.
pub fn size_of(m: &Module, t: TypeId) -> Result<u64, String> {
    lt::size_align(m, t)
        .map(|(s, _)| s)
        .ok_or_else(|| unsized_err(m, t))
}

/// The element type and lane count of a vector type.
pub fn vector_of(m: &Module, t: TypeId) -> Option<(TypeId, usize)> {
    match m.ty(t) {
        TypeData::Vector { shape, elem, .. } => Some((*elem, shape.iter().product::<i64>() as usize)),
        _ => None,
    }
}

/// The element type of a scalar or vector type (itself for a scalar).
pub fn elem_of(m: &Module, t: TypeId) -> TypeId {
    vector_of(m, t).map_or(t, |(e, _)| e)
}

/// Integer width of an integer type (`index` is 64, pointers 64).
pub fn int_width(m: &Module, t: TypeId) -> u32 {
    match m.ty(t) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    }
}

/// True for float types.
pub fn is_float(m: &Module, t: TypeId) -> bool {
    matches!(m.ty(t), TypeData::Float(_))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memref_descriptor_leaves() {
        let mut m = crate::parse::test_module(
            "llvm.func @f(%a: !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, %b: !llvm.struct<(i8, i32, f64)>) { llvm.return }",
        );
        let f = m.top_level_ops().next().unwrap();
        let (_, params, _) = crate::dialects::llvm::func::signature(&m, f).unwrap();
        let l = leaves(&m, params[0]).unwrap();
        let offs: Vec<u64> = l.iter().map(|x| x.off).collect();
        assert_eq!(offs, vec![0, 8, 16, 24, 32, 40, 48]);
        let l = leaves(&m, params[1]).unwrap();
        let offs: Vec<u64> = l.iter().map(|x| x.off).collect();
        assert_eq!(offs, vec![0, 4, 8]);
        assert_eq!(size_of(&m, params[1]).unwrap(), 16);
        let (start, n, _) = member_leaves(&m, params[0], &[4]).unwrap();
        assert_eq!((start, n), (5, 2));
        let _ = &mut m;
    }
}
