//! Builtin types and their interner.
//!
//! Types are immutable and compared constantly (operand checks, ownership analysis), so each
//! distinct type is stored once in a [`TypeInterner`] and referred to by a [`TypeId`]: equality is
//! an integer comparison. Dialect types the tool does not model (`!test.foo`) are kept verbatim.

use super::attrs::{AffineMap, Attribute};
use super::entity::TypeId;
use rustc_hash::FxHashMap;

/// The marker for a dynamic size, stride or offset (`?` in the text), as in MLIR.
pub const DYNAMIC: i64 = i64::MIN;

/// Floating-point formats.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// IEEE half.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single.
    F32,
    /// IEEE double.
    F64,
    /// x87 extended.
    F80,
    /// IEEE quad.
    F128,
    /// TensorFloat-32.
    TF32,
    /// 8 bits: 4 exponent, 3 mantissa, no infinity (`f8E4M3FN`).
    F8E4M3FN,
    /// 8 bits: 5 exponent, 2 mantissa, IEEE-like (`f8E5M2`).
    F8E5M2,
    /// 4 bits: 2 exponent, 1 mantissa, finite only (`f4E2M1FN`).
    F4E2M1FN,
}

impl FloatKind {
    /// Width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
            FloatKind::TF32 => 32,
            FloatKind::F8E4M3FN | FloatKind::F8E5M2 => 8,
            FloatKind::F4E2M1FN => 4,
        }
    }
    /// Number of significand bits including the implicit one.
    pub fn precision(self) -> u32 {
        match self {
            FloatKind::F16 => 11,
            FloatKind::BF16 => 8,
            FloatKind::F32 => 24,
            FloatKind::F64 => 53,
            FloatKind::F80 => 64,
            FloatKind::F128 => 113,
            FloatKind::TF32 => 11,
            FloatKind::F8E4M3FN => 4,
            FloatKind::F8E5M2 => 3,
            FloatKind::F4E2M1FN => 2,
        }
    }
    /// The keyword naming this type.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// The code of the formats generated code stores as bits and converts through the
    /// runtime (`f16`, `bf16` and the 8- and 4-bit ones), an index into
    /// [`crate::semantics::minifloat::BY_CODE`].
    pub fn small_code(self) -> Option<u64> {
        Some(match self {
            FloatKind::F16 => 0,
            FloatKind::BF16 => 1,
            FloatKind::F8E4M3FN => 2,
            FloatKind::F8E5M2 => 3,
            FloatKind::F4E2M1FN => 4,
            _ => return None,
        })
    }

    /// The encoding of the 8- and 4-bit formats (`None` for the others).
    pub fn minifloat(self) -> Option<crate::semantics::minifloat::Format> {
        use crate::semantics::minifloat as mf;
        match self {
            FloatKind::F8E4M3FN => Some(mf::F8E4M3FN),
            FloatKind::F8E5M2 => Some(mf::F8E5M2),
            FloatKind::F4E2M1FN => Some(mf::F4E2M1FN),
            _ => None,
        }
    }
}

/// Signedness of an integer type (`i32`, `si32`, `ui32`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// The layout of a ranked memref.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Layout {
    /// The row-major identity layout (printed as nothing).
    Identity,
    /// `strided<[s0, s1, ...], offset: o>`; [`DYNAMIC`] marks `?`.
    Strided {
        /// Strides per dimension.
        strides: Vec<i64>,
        /// Offset in elements.
        offset: i64,
    },
    /// A non-identity `affine_map<...>` layout.
    Map(AffineMap),
}

/// The data of one type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width.
        width: u32,
        /// Signedness.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// `f16`, `bf16`, `f32`, `f64`.
    Float(FloatKind),
    /// `none`.
    None,
    /// `(inputs) -> results`.
    Function {
        /// Argument types.
        inputs: Vec<TypeId>,
        /// Result types.
        results: Vec<TypeId>,
    },
    /// `memref<4x?xf32, layout, space>`.
    MemRef {
        /// Dimension sizes, [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        elem: TypeId,
        /// Layout.
        layout: Layout,
        /// Memory space attribute, if any.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, space>`.
    UnrankedMemRef {
        /// Element type.
        elem: TypeId,
        /// Memory space attribute, if any.
        memory_space: Option<Attribute>,
    },
    /// `tensor<4x?xf32, encoding>`.
    Tensor {
        /// Dimension sizes.
        shape: Vec<i64>,
        /// Element type.
        elem: TypeId,
        /// Encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// Element type.
        elem: TypeId,
    },
    /// `vector<4x[8]xf32>`.
    Vector {
        /// Dimension sizes.
        shape: Vec<i64>,
        /// Which dimensions are scalable.
        scalable: Vec<bool>,
        /// Element type.
        elem: TypeId,
    },
    /// `complex<f32>`.
    Complex(TypeId),
    /// `tuple<...>`.
    Tuple(Vec<TypeId>),
    /// An LLVM-dialect type (`!llvm.ptr`, `!llvm.struct<(...)>`, ...).
    Llvm(LlvmType),
    /// A dialect type kept verbatim, including the leading `!`.
    Opaque(String),
}

/// The types of the LLVM dialect (builtin integers, floats and vectors serve as LLVM's own).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LlvmType {
    /// `!llvm.ptr` (address space 0) or `!llvm.ptr<N>`.
    Ptr(u32),
    /// `!llvm.struct<(...)>`, `!llvm.struct<packed (...)>`, `!llvm.struct<"name", (...)>`.
    Struct {
        /// The name of an identified struct.
        name: Option<String>,
        /// No padding between fields.
        packed: bool,
        /// The fields (`None`: an opaque identified struct).
        body: Option<Vec<TypeId>>,
    },
    /// `!llvm.array<N x T>`.
    Array {
        /// Number of elements.
        len: u64,
        /// Element type.
        elem: TypeId,
    },
    /// `!llvm.void`.
    Void,
    /// `!llvm.func<R (A, B, ...)>`.
    Func {
        /// Result type (`!llvm.void` for none).
        ret: TypeId,
        /// Parameter types.
        params: Vec<TypeId>,
        /// Takes variadic arguments.
        vararg: bool,
    },
}

/// Stores each distinct type once.
#[derive(Default, Clone)]
pub struct TypeInterner {
    data: Vec<TypeData>,
    map: FxHashMap<TypeData, TypeId>,
}

impl TypeInterner {
    /// Returns the id of `data`, interning it if new.
    pub fn intern(&mut self, data: TypeData) -> TypeId {
        if let Some(&id) = self.map.get(&data) {
            return id;
        }
        let id = TypeId(self.data.len() as u32);
        self.data.push(data.clone());
        self.map.insert(data, id);
        id
    }
    /// Number of interned types.
    pub fn len(&self) -> usize {
        self.data.len()
    }
    /// True if no type is interned.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
    /// The data of an interned type.
    #[inline]
    pub fn get(&self, id: TypeId) -> &TypeData {
        &self.data[id.index()]
    }
}

/// Convenience queries on types.
impl TypeData {
    /// True for `i1` (signless), MLIR's boolean.
    pub fn is_signless_i1(&self) -> bool {
        matches!(
            self,
            TypeData::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    }

    /// True for ranked and unranked memrefs.
    pub fn is_memref(&self) -> bool {
        matches!(
            self,
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
        )
    }
    /// True for signless/signed/unsigned integers.
    pub fn is_integer(&self) -> bool {
        matches!(self, TypeData::Integer { .. })
    }
    /// True for float types.
    pub fn is_float(&self) -> bool {
        matches!(self, TypeData::Float(_))
    }
    /// The shape of a shaped type, if ranked.
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeData::MemRef { shape, .. }
            | TypeData::Tensor { shape, .. }
            | TypeData::Vector { shape, .. } => Some(shape),
            _ => None,
        }
    }
    /// The element type of a shaped type.
    pub fn element_type(&self) -> Option<TypeId> {
        match self {
            TypeData::MemRef { elem, .. }
            | TypeData::UnrankedMemRef { elem, .. }
            | TypeData::Tensor { elem, .. }
            | TypeData::UnrankedTensor { elem }
            | TypeData::Vector { elem, .. } => Some(*elem),
            _ => None,
        }
    }
}
