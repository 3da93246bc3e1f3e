//! Attributes: the compile-time constants attached to operations and types.
//!
//! Attributes are plain values (cheap to clone for the small ones that dominate real IR). The
//! set modelled here is what the deallocation pipeline and its inputs use; dialect attributes
//! the tool does not interpret (`#gpu.address_space<workgroup>`, `#arith.fastmath<fast>`) are
//! kept verbatim in [`Attribute::Opaque`] so they round-trip unchanged.

use super::entity::TypeId;

/// An affine expression (`d0 * 4 + s0`), kept structurally so layouts and maps round-trip.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    /// `dN`.
    Dim(u32),
    /// `sN`.
    Sym(u32),
    /// An integer constant.
    Const(i64),
    /// `a + b`.
    Add(Box<AffineExpr>, Box<AffineExpr>),
    /// `a * b`.
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    /// `a mod b`.
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    /// `a floordiv b`.
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// `a ceildiv b`.
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

/// `(d0, d1)[s0] -> (exprs)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// Number of dimension identifiers.
    pub num_dims: u32,
    /// Number of symbol identifiers.
    pub num_syms: u32,
    /// Result expressions.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// True for `(d0, ..., dn) -> (d0, ..., dn)`.
    pub fn is_identity(&self) -> bool {
        self.num_syms == 0
            && self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == AffineExpr::Dim(i as u32))
    }
}

/// `(d0)[s0] : (constraints)`: each constraint is `expr >= 0` or `expr == 0`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineSet {
    /// Number of dimension identifiers.
    pub num_dims: u32,
    /// Number of symbol identifiers.
    pub num_syms: u32,
    /// Constraints: expression and whether it is an equality.
    pub constraints: Vec<(AffineExpr, bool)>,
}

/// The payload of a `dense<...>` attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseData {
    /// Every element equal to this scalar attribute.
    Splat(Box<Attribute>),
    /// The elements in row-major order (integer or float attributes).
    Elements(Vec<Attribute>),
    /// The hex blob form `"0x..."`, kept verbatim.
    Hex(String),
}

impl DenseData {
    /// The data of `items` as MLIR stores it: a splat when every element is the same (also for
    /// a single element).
    pub fn from_elements(mut items: Vec<Attribute>) -> DenseData {
        if !items.is_empty() && items.iter().all(|a| *a == items[0]) {
            DenseData::Splat(Box::new(items.swap_remove(0)))
        } else {
            DenseData::Elements(items)
        }
    }
}

/// An attribute value.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Attribute {
    /// An integer of the given integer or index type; `i1` values print as `true`/`false`.
    Integer {
        /// The value (sign-extended for signless types).
        value: i128,
        /// The type.
        ty: TypeId,
    },
    /// A float, as the raw bits of its type.
    Float {
        /// IEEE bits (zero-extended to 64).
        bits: u64,
        /// The float type.
        ty: TypeId,
    },
    /// `"text"`.
    String(String),
    /// `unit`.
    Unit,
    /// `[a, b]`.
    Array(Vec<Attribute>),
    /// `array<i64: 1, 2>`; integer element values (floats stored as raw bits).
    DenseArray {
        /// Element type.
        elem: TypeId,
        /// Values.
        values: Vec<i64>,
    },
    /// `{a = 1, b}`.
    Dict(Vec<NamedAttr>),
    /// `dense<...> : type`.
    Dense {
        /// The shaped type.
        ty: TypeId,
        /// The elements.
        data: DenseData,
    },
    /// A type used as an attribute.
    Type(TypeId),
    /// `@root::@nested`.
    SymbolRef {
        /// The root symbol name (without `@`).
        root: String,
        /// Nested references.
        nested: Vec<String>,
    },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>`.
    AffineSet(AffineSet),
    /// `strided<[...], offset: o>` used as an attribute.
    Strided {
        /// Strides.
        strides: Vec<i64>,
        /// Offset.
        offset: i64,
    },
    /// A dialect attribute kept verbatim, including the leading `#`.
    Opaque(String),
}

/// A named attribute: `name = value`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    /// The name (stored inline up to 24 bytes: attribute names almost never allocate).
    pub name: compact_str::CompactString,
    /// The value.
    pub value: Attribute,
}

impl NamedAttr {
    /// Creates a named attribute.
    pub fn new(name: impl Into<compact_str::CompactString>, value: Attribute) -> Self {
        NamedAttr {
            name: name.into(),
            value,
        }
    }
}

/// Finds an attribute by name in a list.
pub fn find_attr<'a>(list: &'a [NamedAttr], name: &str) -> Option<&'a Attribute> {
    // Lengths first: most names asked for are absent, and a mismatch then costs no `memcmp`.
    list.iter()
        .find(|a| a.name.len() == name.len() && a.name.as_str() == name)
        .map(|a| &a.value)
}
