//! The in-memory IR: typed entity indices into arenas, types, attributes and locations.

pub mod affine;
pub mod attrs;
pub mod bitset;
pub mod clone;
pub mod entity;
pub mod location;
pub mod module;
pub mod types;

pub use attrs::{find_attr, AffineExpr, AffineMap, AffineSet, Attribute, DenseData, NamedAttr};
pub use entity::{BlockId, OpId, RegionId, Sym, TypeId, ValueId};
pub use location::Location;
pub use module::{
    BlockData, InsertPoint, Module, OpData, OpSpec, RegionData, Use, ValueData, ValueDef,
};
pub use types::{FloatKind, Layout, LlvmType, Signedness, TypeData, DYNAMIC};
