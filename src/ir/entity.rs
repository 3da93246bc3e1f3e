//! Typed entity handles: small `u32` indices into the arenas of a [`Module`](super::Module).
//!
//! Every IR object (operation, block, region, value, type) is referred to by a copyable
//! index instead of a pointer, so passes can hold many handles while mutating the module
//! through `&mut Module`, with no reference counting and no interior mutability.

macro_rules! entity {
    ($(#[$doc:meta] $name:ident),* $(,)?) => {$(
        #[$doc]
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(pub u32);
        impl $name {
            /// The arena index of this entity.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    )*};
}

entity!(
    /// An operation.
    OpId,
    /// A basic block.
    BlockId,
    /// A region (a list of blocks owned by an operation).
    RegionId,
    /// An SSA value: an operation result or a block argument.
    ValueId,
    /// An interned type.
    TypeId,
    /// An interned string (file names, attribute names, op names).
    Sym,
);
