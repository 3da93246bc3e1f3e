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
use crate::ir::{Attribute, DenseData, LlvmType, Module, TypeData, TypeId};
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
        TypeData::Integer { width, .. } if *width > 64 => Err(format!(
            "unsupported integer width i{width} in LLVM-dialect code (supported: i1 to i64, i128)"
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
    format!("type '{}' has no size", crate::print::type_to_string(m, t))
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
        TypeData::Vector { shape, elem, .. } => {
            Some((*elem, shape.iter().product::<i64>() as usize))
        }
        _ => None,
    }
}

/// The element type of a scalar or vector type (itself for a scalar).
pub fn elem_of(m: &Module, t: TypeId) -> TypeId {
    vector_of(m, t).map_or(t, |(e, _)| e)
}

/// The width of an integer element type narrower than its Cranelift container (`i1`, `i4`,
/// `i24`, ...), whose values are kept zero-extended in the container; `None` otherwise.
pub fn narrow_width(m: &Module, t: TypeId) -> Option<u32> {
    match m.ty(t) {
        TypeData::Integer { width, .. } if !matches!(width, 8 | 16 | 32 | 64 | 128) => Some(*width),
        _ => None,
    }
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

/// The raw bits of each leaf of a constant of type `t` given by attribute `a` (a scalar,
/// a dense array or vector, splat, element list or hex blob): integers truncated to their
/// container, floats in the leaf's format.
pub fn raw_leaves(m: &Module, t: TypeId, a: &Attribute) -> Result<Vec<u128>, String> {
    let ls = leaves(m, t)?;
    if let Attribute::Dense {
        data: DenseData::Hex(h),
        ..
    } = a
    {
        return hex_leaves(h, &ls);
    }
    let mut items: Vec<&Attribute> = Vec::new();
    match a {
        Attribute::Dense { data, .. } => match data {
            DenseData::Splat(x) => {
                let mut one = Vec::new();
                flatten(x, &mut one);
                for _ in 0..ls.len() / one.len().max(1) {
                    items.extend(one.iter().copied());
                }
            }
            DenseData::Elements(xs) => xs.iter().for_each(|x| flatten(x, &mut items)),
            DenseData::Hex(_) => unreachable!("handled above"),
        },
        other => flatten(other, &mut items),
    }
    if items.len() != ls.len() {
        return Err(format!(
            "constant has {} elements, its type {}",
            items.len(),
            ls.len()
        ));
    }
    ls.iter()
        .zip(items)
        .map(|(l, a)| raw_scalar(m, l.ty, a))
        .collect()
}

/// The scalars of an attribute (the parts of a complex number, the items of an array).
fn flatten<'a>(a: &'a Attribute, out: &mut Vec<&'a Attribute>) {
    match a {
        Attribute::Array(xs) => xs.iter().for_each(|x| flatten(x, out)),
        other => out.push(other),
    }
}

fn hex_leaves(h: &str, ls: &[Leaf]) -> Result<Vec<u128>, String> {
    let h = h.trim_start_matches("0x").trim_start_matches("0X");
    let bytes: Vec<u8> = (0..h.len() / 2)
        .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16))
        .collect::<Result<_, _>>()
        .map_err(|_| "invalid hex constant".to_string())?;
    let one = ls.first().map_or(0, |l| l.ty.bytes() as usize);
    let total: usize = ls.iter().map(|l| l.ty.bytes() as usize).sum();
    let mut out = Vec::with_capacity(ls.len());
    let mut at = 0;
    for l in ls {
        let n = l.ty.bytes() as usize;
        let chunk = if bytes.len() == one && one == n {
            &bytes[..]
        } else if bytes.len() == total {
            let c = &bytes[at..at + n];
            at += n;
            c
        } else {
            return Err("hex constant has the wrong size".into());
        };
        let mut buf = [0u8; 16];
        buf[..n].copy_from_slice(chunk);
        out.push(u128::from_le_bytes(buf));
    }
    Ok(out)
}

fn raw_scalar(m: &Module, ty: Type, a: &Attribute) -> Result<u128, String> {
    let float_bits = |f: f64| -> u128 {
        if ty == clt::F32 {
            u128::from((f as f32).to_bits())
        } else {
            u128::from(f.to_bits())
        }
    };
    let bits = match a {
        Attribute::Integer { value, ty: it } if ty.is_int() => {
            // An `iN` narrower than its container is kept zero-extended.
            let w = int_width(m, *it).min(ty.bits());
            let v = *value as u128;
            if w < 128 {
                v & ((1u128 << w) - 1)
            } else {
                v
            }
        }
        Attribute::Integer { value, .. } => float_bits(*value as f64),
        Attribute::Float { bits, ty: ft } => {
            let w = match m.ty(*ft) {
                TypeData::Float(k) => k.width(),
                _ => 64,
            };
            if w == ty.bits() || ty.is_int() {
                u128::from(*bits)
            } else if w == 32 {
                float_bits(f64::from(f32::from_bits(*bits as u32)))
            } else {
                float_bits(f64::from_bits(*bits))
            }
        }
        other => {
            return Err(format!(
                "unsupported constant {}",
                crate::print::attr_to_string(m, other)
            ))
        }
    };
    Ok(if ty.bits() >= 128 {
        bits
    } else {
        bits & ((1u128 << ty.bits()) - 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memref_descriptor_leaves() {
        let m = crate::parse::test_module(
            "llvm.func @f(%a: !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, %b: !llvm.struct<(i8, i32, f64)>) { llvm.return }",
        );
        let f = m.top_level_ops()[0];
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
    }
}
