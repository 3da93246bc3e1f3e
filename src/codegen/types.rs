//! MLIR types as the generated code sees them: which Cranelift type holds a scalar, how many
//! bytes an element takes in memory, and the flat ABI of every value (a ranked memref is MLIR's
//! exploded descriptor `allocated, aligned, offset, sizes..., strides...`; an unranked one is
//! `rank, descriptor*`).

use crate::ir::{Layout, Module, TypeData, TypeId, DYNAMIC};
use cranelift_codegen::ir::{types, Type};

/// The pointer / `index` type of every supported target (all are 64-bit).
pub const PTR: Type = types::I64;

/// A scalar type the code generator handles.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Scalar {
    /// `i1`: one byte holding 0 or 1 (in registers and in memory).
    I1,
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `index` (64-bit).
    Index,
    /// An integer of another width below 64 (`i2`…`i63`): carried in the next wider
    /// container (`I8`, `I16`, `I32` or `I64`) and kept zero-extended from its width, as
    /// [`crate::semantics::int`] represents integers.
    IntN(u8),
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `f16`, `bf16` and the 8- and 4-bit floats: their bits in an integer register (a byte
    /// for 8 and 4 bits). Only constants, loads and stores, `select` and `arith.extf` /
    /// `arith.truncf` (through the runtime) take them.
    Small(crate::ir::FloatKind),
    /// `complex<f32>`: the two parts' bits in a 64-bit integer register, real part in the low
    /// half (its layout in memory, `{float, float}`). Only memory (globals, copies, loads and
    /// stores) takes it.
    Complex32,
    /// `complex<f64>`: both parts in a 128-bit integer register, as [`Scalar::Complex32`].
    Complex64,
}

impl Scalar {
    /// The Cranelift type holding the value.
    pub fn cl(self) -> Type {
        match self {
            Scalar::I1 | Scalar::I8 => types::I8,
            Scalar::I16 => types::I16,
            Scalar::I32 => types::I32,
            Scalar::I64 | Scalar::Index => types::I64,
            Scalar::IntN(w) => match w {
                0..=8 => types::I8,
                9..=16 => types::I16,
                17..=32 => types::I32,
                _ => types::I64,
            },
            Scalar::F32 => types::F32,
            Scalar::F64 => types::F64,
            Scalar::Small(k) if k.width() > 8 => types::I16,
            Scalar::Small(_) => types::I8,
            Scalar::Complex32 => types::I64,
            Scalar::Complex64 => types::I128,
        }
    }
    /// Bytes per element in memory.
    pub fn bytes(self) -> i64 {
        self.cl().bytes() as i64
    }
    /// Bit width of the MLIR type.
    pub fn bits(self) -> u32 {
        match self {
            Scalar::I1 => 1,
            Scalar::IntN(w) => w as u32,
            s => s.cl().bits(),
        }
    }
    /// True for an integer narrower than its container (`i1` and [`Scalar::IntN`]): ops
    /// that can carry out of its width must mask their result.
    pub fn is_narrow(self) -> bool {
        matches!(self, Scalar::I1 | Scalar::IntN(_))
    }
    /// True for `f32`/`f64`.
    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F32 | Scalar::F64)
    }
}

/// Classifies a scalar type, or says why it is unsupported.
pub fn scalar(m: &Module, t: TypeId) -> Result<Scalar, String> {
    match m.ty(t) {
        TypeData::Index => Ok(Scalar::Index),
        TypeData::Integer { width, signedness } => {
            // Signed/unsigned integers behave like signless ones at this level.
            let _ = signedness;
            match width {
                1 => Ok(Scalar::I1),
                8 => Ok(Scalar::I8),
                16 => Ok(Scalar::I16),
                32 => Ok(Scalar::I32),
                64 => Ok(Scalar::I64),
                w @ 2..=63 => Ok(Scalar::IntN(*w as u8)),
                w => Err(format!(
                    "unsupported integer width i{w} (supported: i1 to i64, index)"
                )),
            }
        }
        TypeData::Float(k) => match k.width() {
            32 if k.keyword() == "f32" => Ok(Scalar::F32),
            64 => Ok(Scalar::F64),
            _ if k.small_code().is_some() => Ok(Scalar::Small(*k)),
            _ => Err(format!(
                "unsupported element type '{}' (supported floats: f32, f64; f16, bf16, f8E4M3FN, f8E5M2, f4E2M1FN as storage)",
                k.keyword()
            )),
        },
        // `!shape.witness` holds whether the shape constraints passed, like an `i1`.
        TypeData::Opaque(s) if s == "!shape.witness" => Ok(Scalar::I1),
        _ => Err(format!(
            "unsupported type '{}'",
            crate::print::type_to_string(m, t)
        )),
    }
}

/// Classifies a memref element type: a scalar, or `complex<f32>`/`complex<f64>` (memory only:
/// values of complex type are not supported).
pub fn memref_elem(m: &Module, t: TypeId) -> Result<Scalar, String> {
    match m.ty(t) {
        TypeData::Complex(part) => match m.ty(*part) {
            TypeData::Float(k) if k.keyword() == "f32" => Ok(Scalar::Complex32),
            TypeData::Float(k) if k.keyword() == "f64" => Ok(Scalar::Complex64),
            _ => Err(format!(
                "unsupported type '{}' (supported complex types: complex<f32>, complex<f64>)",
                crate::print::type_to_string(m, t)
            )),
        },
        _ => scalar(m, t),
    }
}

/// Static facts about a ranked memref type.
#[derive(Clone, Debug)]
pub struct MemInfo {
    /// Element type (for a memref of vectors, the vectors' element type).
    pub elem: Scalar,
    /// Bytes per element: the scalar's, or a vector element's size in memory
    /// ([`vector_bytes`]).
    pub elem_bytes: i64,
    /// Sizes, [`DYNAMIC`] for `?`.
    pub shape: Vec<i64>,
    /// Strides, [`DYNAMIC`] where unknown statically.
    pub strides: Vec<i64>,
    /// Offset, [`DYNAMIC`] if unknown statically.
    pub offset: i64,
    /// True for the identity (row-major, offset 0) layout.
    pub identity: bool,
}

impl MemInfo {
    /// The rank.
    pub fn rank(&self) -> usize {
        self.shape.len()
    }
}

/// Row-major strides for a shape, [`DYNAMIC`] where a later size is dynamic.
pub fn identity_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    let mut acc = 1i64;
    for i in (0..shape.len()).rev() {
        strides[i] = acc;
        if acc != DYNAMIC {
            acc = if shape[i] == DYNAMIC {
                DYNAMIC
            } else {
                acc.saturating_mul(shape[i])
            };
        }
    }
    strides
}

/// What a memref-typed value is.
#[derive(Clone, Debug)]
pub enum MemKind {
    /// A ranked memref.
    Ranked(MemInfo),
    /// An unranked memref of this element type.
    Unranked(Scalar),
}

/// The size in memory of a vector element of a memref, as LLVM lays out MLIR's vectors: an
/// array of rows, each row a vector padded to a power of two bytes (`vector<3xf32>`: 16,
/// `vector<2x3xf32>`: 32, `vector<f64>`: 8). An `i1` lane takes a byte here, as a memref's
/// `i1` element does (LLVM packs `i1` vectors into bits; nothing in MLIR's vector and memref
/// ops can observe the difference, as no op reinterprets a memref of `i1` vectors' bytes).
pub fn vector_bytes(shape: &[i64], s: Scalar) -> i64 {
    let row = shape.last().copied().unwrap_or(1).max(1);
    let rows: i64 = shape[..shape.len().saturating_sub(1)].iter().product();
    rows * ((row * s.bytes()) as u64).next_power_of_two() as i64
}

/// Classifies a memref type (ranked or unranked).
pub fn memref_kind(m: &Module, t: TypeId) -> Result<MemKind, String> {
    match m.ty(t) {
        TypeData::MemRef {
            shape,
            elem,
            layout,
            ..
        } => {
            let (elem, elem_bytes) = match m.ty(*elem) {
                TypeData::Vector { shape, elem: e, .. } => {
                    let s = scalar(m, *e)?;
                    (s, vector_bytes(shape, s))
                }
                _ => {
                    let s = memref_elem(m, *elem)?;
                    (s, s.bytes())
                }
            };
            let (strides, offset, identity) = match layout {
                Layout::Identity => (identity_strides(shape), 0, true),
                Layout::Strided { strides, offset } => (strides.clone(), *offset, false),
                Layout::Map(map) if map.is_identity() => (identity_strides(shape), 0, true),
                Layout::Map(_) => {
                    return Err(format!(
                        "unsupported memref layout in '{}' (only identity and strided layouts)",
                        crate::print::type_to_string(m, t)
                    ))
                }
            };
            Ok(MemKind::Ranked(MemInfo {
                elem,
                elem_bytes,
                shape: shape.clone(),
                strides,
                offset,
                identity,
            }))
        }
        TypeData::UnrankedMemRef { elem, .. } => Ok(MemKind::Unranked(memref_elem(m, *elem)?)),
        _ => Err("expected a memref type".into()),
    }
}

/// The ranked memref facts of a type, or an error.
pub fn mem_info(m: &Module, t: TypeId) -> Result<MemInfo, String> {
    match memref_kind(m, t)? {
        MemKind::Ranked(i) => Ok(i),
        MemKind::Unranked(_) => Err("expected a ranked memref".into()),
    }
}

/// How a value of type `t` is passed: its flat list of Cranelift types.
pub fn abi_types(m: &Module, t: TypeId) -> Result<Vec<Type>, String> {
    match m.ty(t) {
        TypeData::MemRef { shape, .. } => {
            memref_kind(m, t)?;
            Ok(vec![PTR; 3 + 2 * shape.len()])
        }
        TypeData::UnrankedMemRef { .. } => {
            memref_kind(m, t)?;
            Ok(vec![PTR; 2])
        }
        TypeData::Function { .. } => Ok(vec![PTR]),
        TypeData::Vector { .. } => match super::vector::vec_ty(m, t) {
            Some(v) => Ok(v?.abi()),
            None => unreachable!("a vector type"),
        },
        _ => Ok(vec![scalar(m, t)?.cl()]),
    }
}

/// The flat ABI of a list of types.
pub fn abi_list(m: &Module, ts: &[TypeId]) -> Result<Vec<Type>, String> {
    let mut out = Vec::new();
    for &t in ts {
        out.extend(abi_types(m, t)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Signedness;

    fn int(m: &mut Module, width: u32, signedness: Signedness) -> TypeId {
        m.intern_type(TypeData::Integer { width, signedness })
    }

    #[test]
    fn odd_widths_take_the_next_container() {
        let mut m = Module::new();
        for (w, cl, bytes) in [
            (2, types::I8, 1),
            (7, types::I8, 1),
            (12, types::I16, 2),
            (24, types::I32, 4),
            (48, types::I64, 8),
            (63, types::I64, 8),
        ] {
            let t = int(&mut m, w, Signedness::Signless);
            let s = scalar(&m, t).unwrap();
            assert_eq!(s, Scalar::IntN(w as u8));
            assert_eq!((s.cl(), s.bytes(), s.bits()), (cl, bytes, w));
            assert!(s.is_narrow());
        }
        let u4 = int(&mut m, 4, Signedness::Unsigned);
        assert_eq!(scalar(&m, u4), Ok(Scalar::IntN(4)));
        for w in [8, 16, 32, 64] {
            let t = int(&mut m, w, Signedness::Signed);
            assert!(!scalar(&m, t).unwrap().is_narrow());
        }
        let i1 = int(&mut m, 1, Signedness::Signless);
        assert!(scalar(&m, i1).unwrap().is_narrow());
        let wide = int(&mut m, 65, Signedness::Signless);
        assert!(scalar(&m, wide)
            .unwrap_err()
            .contains("unsupported integer width i65"));
    }
}
