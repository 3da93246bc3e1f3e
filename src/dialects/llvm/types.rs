//! The LLVM dialect's types: their syntax (`!llvm.ptr`, `!llvm.struct<(i64, ptr)>`,
//! `!llvm.array<4 x f32>`, `!llvm.void`, `!llvm.func<i32 (ptr, ...)>`) and their layout in
//! memory (sizes, alignments and field offsets on x86-64 and AArch64, as LLVM's default data
//! layout gives them).
//!
//! Inside an LLVM type, nested LLVM types are written without their `!llvm.` prefix
//! (`!llvm.struct<(ptr, array<1 x i64>)>`); builtin types (integers, floats, vectors) are
//! LLVM's own integer, floating-point and vector types.

use crate::ir::{LlvmType, Module, TypeData, TypeId};
use crate::parse::{PResult, Parser};

/// Parses the rest of `!llvm.<name>` (the `!llvm.` prefix and `name` already read).
pub fn parse_prefixed(p: &mut Parser<'_>, name: &str, at: usize) -> PResult<TypeId> {
    let t = match name {
        "ptr" => LlvmType::Ptr(parse_addr_space(p)?),
        "void" => LlvmType::Void,
        "array" => parse_array(p)?,
        "struct" => parse_struct(p)?,
        "func" => parse_func(p)?,
        _ => return p.err_at(at, format!("unknown LLVM type: {name}")),
    };
    Ok(p.m.intern_type(TypeData::Llvm(t)))
}

/// Parses a type nested in an LLVM type: an LLVM type without its prefix or any other type.
fn nested(p: &mut Parser<'_>) -> PResult<TypeId> {
    let at = p.here();
    match p.peek_ident() {
        Some(kw @ ("ptr" | "void" | "array" | "struct" | "func")) => {
            p.ident();
            parse_prefixed(p, kw, at)
        }
        _ => p.parse_type(),
    }
}

fn parse_addr_space(p: &mut Parser<'_>) -> PResult<u32> {
    if !p.eat("<") {
        return Ok(0);
    }
    let n = p.uint_lit()?;
    p.expect(">")?;
    u32::try_from(n).or_else(|_| p.err("address space out of range"))
}

fn parse_array(p: &mut Parser<'_>) -> PResult<LlvmType> {
    p.expect("<")?;
    let len = p.uint_lit()?;
    p.skip_ws();
    // `4 x f32`: the lexer sees `x` as the start of an identifier.
    if !p.eat_keyword("x") {
        return p.err("expected 'x' in LLVM array type");
    }
    let elem = nested(p)?;
    p.expect(">")?;
    Ok(LlvmType::Array { len, elem })
}

fn parse_struct(p: &mut Parser<'_>) -> PResult<LlvmType> {
    p.expect("<")?;
    p.skip_ws();
    let mut name = None;
    if p.peek() == b'"' {
        name = Some(p.string_lit()?);
        if p.eat(">") {
            return Ok(LlvmType::Struct {
                name,
                packed: false,
                body: None,
            });
        }
        p.expect(",")?;
        if p.eat_keyword("opaque") {
            p.expect(">")?;
            return Ok(LlvmType::Struct {
                name,
                packed: false,
                body: None,
            });
        }
    }
    let packed = p.eat_keyword("packed");
    p.expect("(")?;
    let mut fields = Vec::new();
    p.comma_list_until(")", |p| {
        fields.push(nested(p)?);
        Ok(())
    })?;
    p.expect(">")?;
    Ok(LlvmType::Struct {
        name,
        packed,
        body: Some(fields),
    })
}

fn parse_func(p: &mut Parser<'_>) -> PResult<LlvmType> {
    p.expect("<")?;
    let ret = nested(p)?;
    p.expect("(")?;
    let mut params = Vec::new();
    let mut vararg = false;
    p.comma_list_until(")", |p| {
        if p.eat("...") {
            vararg = true;
        } else {
            params.push(nested(p)?);
        }
        Ok(())
    })?;
    p.expect(">")?;
    Ok(LlvmType::Func {
        ret,
        params,
        vararg,
    })
}

/// Writes an LLVM type; `prefix` is false inside another LLVM type.
pub fn write(
    m: &Module,
    t: &LlvmType,
    prefix: bool,
    out: &mut String,
    elem: &mut dyn FnMut(TypeId, &mut String),
) {
    if prefix {
        out.push_str("!llvm.");
    }
    let mut nested = |id: TypeId, out: &mut String| match m.ty(id) {
        TypeData::Llvm(inner) => write(m, inner, false, out, elem),
        _ => elem(id, out),
    };
    match t {
        LlvmType::Ptr(0) => out.push_str("ptr"),
        LlvmType::Ptr(n) => out.push_str(&format!("ptr<{n}>")),
        LlvmType::Void => out.push_str("void"),
        LlvmType::Array { len, elem } => {
            out.push_str(&format!("array<{len} x "));
            nested(*elem, out);
            out.push('>');
        }
        LlvmType::Struct { name, packed, body } => {
            out.push_str("struct<");
            if let Some(n) = name {
                crate::print::write_string(n, out);
                if body.is_none() {
                    out.push_str(", opaque>");
                    return;
                }
                out.push_str(", ");
            }
            if *packed {
                out.push_str("packed ");
            }
            out.push('(');
            for (i, &f) in body.iter().flatten().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                nested(f, out);
            }
            out.push_str(")>");
        }
        LlvmType::Func {
            ret,
            params,
            vararg,
        } => {
            out.push_str("func<");
            nested(*ret, out);
            out.push_str(" (");
            for (i, &a) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                nested(a, out);
            }
            if *vararg {
                if !params.is_empty() {
                    out.push_str(", ");
                }
                out.push_str("...");
            }
            out.push_str(")>");
        }
    }
}

/// The LLVM type of `t`, if it is one.
pub fn llvm(m: &Module, t: TypeId) -> Option<&LlvmType> {
    match m.ty(t) {
        TypeData::Llvm(l) => Some(l),
        _ => None,
    }
}

/// True for `!llvm.ptr` in any address space.
pub fn is_ptr(m: &Module, t: TypeId) -> bool {
    matches!(m.ty(t), TypeData::Llvm(LlvmType::Ptr(_)))
}

/// True for `!llvm.void`.
pub fn is_void(m: &Module, t: TypeId) -> bool {
    matches!(m.ty(t), TypeData::Llvm(LlvmType::Void))
}

/// The bytes `t` takes in memory (LLVM's alloc size: its size rounded up to its alignment)
/// and its ABI alignment, on a 64-bit target. `None` for types without a size.
pub fn size_align(m: &Module, t: TypeId) -> Option<(u64, u64)> {
    match m.ty(t) {
        TypeData::Integer { width, .. } => {
            let bytes = (u64::from(*width)).div_ceil(8).next_power_of_two();
            Some((bytes, bytes.min(16)))
        }
        TypeData::Index => Some((8, 8)),
        TypeData::Float(k) => {
            let bytes = u64::from(k.width()).div_ceil(8).next_power_of_two();
            Some((bytes, bytes))
        }
        // Each lane takes its scalar's bytes (so a vector of `i1` or `i4` is not bit-packed
        // as in LLVM: bufjit keeps one byte per lane in memory too); the whole vector is
        // aligned to its size rounded up to a power of two, as in LLVM.
        TypeData::Vector { shape, elem, .. } => {
            let n: i64 = shape.iter().product();
            let (lane, _) = size_align(m, *elem)?;
            let bytes = (lane * n as u64).next_power_of_two();
            Some((bytes, bytes))
        }
        TypeData::Llvm(l) => match l {
            LlvmType::Ptr(_) => Some((8, 8)),
            LlvmType::Array { len, elem } => {
                let (s, a) = size_align(m, *elem)?;
                Some((s * len, a))
            }
            LlvmType::Struct {
                packed,
                body: Some(fields),
                ..
            } => {
                let offs = field_offsets(m, fields, *packed)?;
                Some((offs.size, offs.align))
            }
            _ => None,
        },
        _ => None,
    }
}

/// The layout of a struct: each field's offset, the total size and the alignment.
pub struct StructLayout {
    /// Byte offset of each field.
    pub offsets: Vec<u64>,
    /// Alloc size of the struct.
    pub size: u64,
    /// Alignment of the struct.
    pub align: u64,
}

/// Lays out `fields` as LLVM does (each at the next multiple of its alignment, unless
/// `packed`).
pub fn field_offsets(m: &Module, fields: &[TypeId], packed: bool) -> Option<StructLayout> {
    let mut off = 0u64;
    let mut align = 1u64;
    let mut offsets = Vec::with_capacity(fields.len());
    for &f in fields {
        let (s, a) = size_align(m, f)?;
        let a = if packed { 1 } else { a };
        off = off.next_multiple_of(a);
        offsets.push(off);
        off += s;
        align = align.max(a);
    }
    Some(StructLayout {
        offsets,
        size: off.next_multiple_of(align),
        align,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn types_of(sig: &str) -> (Module, Vec<TypeId>) {
        let m = crate::parse::test_module(&format!("llvm.func @f({sig})"));
        let f = m.top_level_ops()[0];
        let (_, params, _) = super::super::func::signature(&m, f).unwrap();
        (m, params)
    }

    #[test]
    fn struct_layouts_follow_llvm() {
        let (m, t) = types_of(
            "!llvm.struct<(i8, i64, i16)>, !llvm.struct<packed (i8, i64, i16)>, !llvm.array<3 x struct<(f32, i8)>>",
        );
        assert_eq!(size_align(&m, t[0]), Some((24, 8)));
        assert_eq!(size_align(&m, t[1]), Some((11, 1)));
        assert_eq!(size_align(&m, t[2]), Some((24, 4)));
        let TypeData::Llvm(LlvmType::Struct { body: Some(f), .. }) = m.ty(t[0]) else {
            panic!("a struct")
        };
        assert_eq!(field_offsets(&m, f, false).unwrap().offsets, vec![0, 8, 16]);
    }

    #[test]
    fn nested_types_print_without_prefix() {
        let (m, t) = types_of(
            "!llvm.struct<(ptr, array<2 x ptr<1>>, vector<4xf32>)>, !llvm.func<void (ptr, ...)>",
        );
        assert_eq!(
            crate::print::type_to_string(&m, t[0]),
            "!llvm.struct<(ptr, array<2 x ptr<1>>, vector<4xf32>)>"
        );
        assert_eq!(
            crate::print::type_to_string(&m, t[1]),
            "!llvm.func<void (ptr, ...)>"
        );
    }
}
