//! The `Ownership` lattice: uninitialized < unique(indicator) < unknown.
//!
//! An ownership says whether a block is responsible for freeing a memref. `Unique(v)` carries
//! the `i1` SSA value that answers the question at run time; two unique ownerships whose
//! indicators are the same value (or equal integer constants) join to the same ownership, any
//! other pair joins to `Unknown`, which must be materialized (clone or dealloc result) before
//! it can be used.

use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, ValueId};

/// The ownership state of one memref in one block.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Ownership {
    /// Not computed yet (bottom).
    #[default]
    Uninitialized,
    /// Ownership given by this `i1` value.
    Unique(ValueId),
    /// Cannot be expressed without materializing IR (top).
    Unknown,
}

impl Ownership {
    /// True for [`Ownership::Uninitialized`].
    pub fn is_uninitialized(self) -> bool {
        self == Ownership::Uninitialized
    }

    /// True for [`Ownership::Unique`].
    pub fn is_unique(self) -> bool {
        matches!(self, Ownership::Unique(_))
    }

    /// The indicator of a unique ownership.
    pub fn indicator(self) -> Option<ValueId> {
        match self {
            Ownership::Unique(v) => Some(v),
            _ => None,
        }
    }

    /// The join of two ownerships; indicators compare as values or as equal constants.
    pub fn combined(self, other: Ownership, m: &Module) -> Ownership {
        match (self, other) {
            (a, Ownership::Uninitialized) => a,
            (Ownership::Uninitialized, b) => b,
            (Ownership::Unique(a), Ownership::Unique(b)) if same_value(m, a, b) => self,
            _ => Ownership::Unknown,
        }
    }
}

/// The value of an integer `arith.constant`, if `v` is one.
pub fn constant_int(m: &Module, v: ValueId) -> Option<i128> {
    let op = m.defining_op(v)?;
    if m.op(op).kind != OpKind::Constant {
        return None;
    }
    match m.attr(op, "value") {
        Some(Attribute::Integer { value, .. }) => Some(*value),
        _ => None,
    }
}

/// MLIR's `isEqualConstantIntOrValue`.
fn same_value(m: &Module, a: ValueId, b: ValueId) -> bool {
    if a == b {
        return true;
    }
    matches!((constant_int(m, a), constant_int(m, b)), (Some(x), Some(y)) if x == y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{InsertPoint, OpSpec, Signedness, TypeData};

    fn module_with_constants() -> (Module, ValueId, ValueId, ValueId, ValueId) {
        let mut m =
            crate::parse::Parser::new("func.func @f(%a: i1, %b: i1) {\n  return\n}\n", "t.mlir", 1)
                .parse_module()
                .unwrap();
        let f = m.top_level_ops()[0];
        let entry = m.entry_block(m.op(f).regions[0]).unwrap();
        let (a, b) = (m.block(entry).args[0], m.block(entry).args[1]);
        let i1 = m.intern_type(TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless,
        });
        let konst = |m: &mut Module, v: i128| {
            let name = m.sym("arith.constant");
            let op = m.insert_new_op(
                InsertPoint::BlockStart(entry),
                OpSpec {
                    kind: OpKind::Constant,
                    name,
                    operands: vec![],
                    result_types: vec![i1],
                    props: vec![crate::ir::NamedAttr::new(
                        "value",
                        Attribute::Integer { value: v, ty: i1 },
                    )],
                    attrs: vec![],
                    regions: vec![],
                    successors: vec![],
                    loc: crate::ir::Location::Unknown,
                },
            );
            m.op(op).results[0]
        };
        let t1 = konst(&mut m, 1);
        let t2 = konst(&mut m, 1);
        (m, a, b, t1, t2)
    }

    #[test]
    fn join_table() {
        let (m, a, b, t1, t2) = module_with_constants();
        use Ownership::*;
        assert_eq!(Uninitialized.combined(Uninitialized, &m), Uninitialized);
        assert_eq!(Unique(a).combined(Uninitialized, &m), Unique(a));
        assert_eq!(Uninitialized.combined(Unique(a), &m), Unique(a));
        assert_eq!(Unique(a).combined(Unique(a), &m), Unique(a));
        assert_eq!(Unique(a).combined(Unique(b), &m), Unknown);
        assert_eq!(Unknown.combined(Unique(a), &m), Unknown);
        assert_eq!(Unique(a).combined(Unknown, &m), Unknown);
        assert_eq!(Unknown.combined(Uninitialized, &m), Unknown);
        // Two distinct `true` constants are the same ownership.
        assert_eq!(Unique(t1).combined(Unique(t2), &m), Unique(t1));
        assert!(Unique(a).is_unique() && Unknown.indicator().is_none());
    }
}
