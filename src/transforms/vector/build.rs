//! Builders and queries the vector lowering passes share: vector types, the ops they emit
//! (`vector.extract`/`insert`/`broadcast`/`transpose`/`shape_cast`/`reduction`/`fma`, the arith
//! op of a combining kind), and readers of the attributes they match (`#vector.kind<...>`,
//! `static_position`, `in_bounds`, permutation maps). One place, so every pass builds the same
//! IR the same way.

use crate::dialects::OpKind;
use crate::ir::{
    AffineExpr, AffineMap, Attribute, DenseData, Layout, Location, Module, NamedAttr, OpId,
    Signedness, TypeData, TypeId, ValueId,
};
use crate::rewrite::Rewriter;

pub use crate::dialects::vector::CombiningKind;

/// The shape and element type of a vector type (`None` for anything else, and for scalable
/// vectors, which no lowering here handles).
pub fn vector_shape(m: &Module, t: TypeId) -> Option<(Vec<i64>, TypeId)> {
    match m.ty(t) {
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } if !scalable.iter().any(|&s| s) => Some((shape.clone(), *elem)),
        _ => None,
    }
}

/// The element type of a vector or scalar type.
pub fn element_type(m: &Module, t: TypeId) -> TypeId {
    match m.ty(t) {
        TypeData::Vector { elem, .. } => *elem,
        _ => t,
    }
}

/// `vector<SHAPExELEM>` (a fixed-size vector; `vector<ELEM>` for an empty shape).
pub fn vector_type(m: &mut Module, shape: &[i64], elem: TypeId) -> TypeId {
    m.intern_type(TypeData::Vector {
        shape: shape.to_vec(),
        scalable: vec![false; shape.len()],
        elem,
    })
}

/// `index`.
pub fn index_type(m: &mut Module) -> TypeId {
    m.intern_type(TypeData::Index)
}

/// The signless integer type of `width` bits.
pub fn int_type(m: &mut Module, width: u32) -> TypeId {
    m.intern_type(TypeData::Integer {
        width,
        signedness: Signedness::Signless,
    })
}

/// `array<i64: ...>`.
pub fn i64_array(m: &mut Module, values: &[i64]) -> Attribute {
    let elem = int_type(m, 64);
    Attribute::DenseArray {
        elem,
        values: values.to_vec(),
    }
}

/// The integers of an `array<i64: ...>` property of `op`.
pub fn i64_array_of(m: &Module, op: OpId, name: &str) -> Option<Vec<i64>> {
    match m.attr(op, name)? {
        Attribute::DenseArray { values, .. } => Some(values.clone()),
        Attribute::Array(items) => items
            .iter()
            .map(|a| match a {
                Attribute::Integer { value, .. } => i64::try_from(*value).ok(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The booleans of an array-of-`BoolAttr` property (`in_bounds`).
pub fn bool_array_of(m: &Module, op: OpId, name: &str) -> Option<Vec<bool>> {
    match m.attr(op, name)? {
        Attribute::Array(items) => items
            .iter()
            .map(|a| match a {
                Attribute::Integer { value, .. } => Some(*value != 0),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// `[true, false]` as an array of `BoolAttr`s.
pub fn bool_array(m: &mut Module, values: &[bool]) -> Attribute {
    let i1 = int_type(m, 1);
    Attribute::Array(
        values
            .iter()
            .map(|&b| Attribute::Integer {
                value: b as i128,
                ty: i1,
            })
            .collect(),
    )
}

/// The affine map of a property.
pub fn map_of(m: &Module, op: OpId, name: &str) -> Option<AffineMap> {
    match m.attr(op, name)? {
        Attribute::AffineMap(map) => Some(map.clone()),
        _ => None,
    }
}

/// The maps of an array-of-maps property (`indexing_maps`).
pub fn maps_of(m: &Module, op: OpId, name: &str) -> Option<Vec<AffineMap>> {
    match m.attr(op, name)? {
        Attribute::Array(items) => items
            .iter()
            .map(|a| match a {
                Attribute::AffineMap(map) => Some(map.clone()),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The dimension positions of a map whose results are plain dimensions (`None` otherwise).
pub fn dim_positions(map: &AffineMap) -> Option<Vec<u32>> {
    map.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => Some(*d),
            _ => None,
        })
        .collect()
}

/// A map builder: `(d0, ..., d{n-1}) -> (results)`.
pub fn affine_map(num_dims: u32, results: Vec<AffineExpr>) -> AffineMap {
    AffineMap {
        num_dims,
        num_syms: 0,
        results,
    }
}

/// The integer constant defining `v`, if any.
pub fn const_int(m: &Module, v: ValueId) -> Option<i64> {
    let def = m.defining_op(v)?;
    match crate::rewrite::driver::constant_value(m, def)? {
        Attribute::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

/// A zero of `elem` as an attribute (`0` or `0.0`).
pub fn zero_scalar(m: &Module, elem: TypeId) -> Attribute {
    if m.ty(elem).is_float() {
        Attribute::Float { bits: 0, ty: elem }
    } else {
        Attribute::Integer { value: 0, ty: elem }
    }
}

/// Emits IR for one op being lowered: the rewriter and the location every new op gets.
pub struct Builder<'a, 'm> {
    /// The rewriter (its insertion point is where ops go).
    pub rw: &'a mut Rewriter<'m>,
    /// The location of the op being lowered.
    pub loc: Location,
}

impl<'a, 'm> Builder<'a, 'm> {
    /// A builder for ops replacing `op` (inserted before it, with its location).
    pub fn new(rw: &'a mut Rewriter<'m>, op: OpId) -> Self {
        let loc = rw.m.op(op).loc.clone();
        Builder { rw, loc }
    }

    /// The module.
    pub fn m(&mut self) -> &mut Module {
        self.rw.m
    }

    /// The type of `v`.
    pub fn ty(&self, v: ValueId) -> TypeId {
        self.rw.m.value_type(v)
    }

    /// A single-result op.
    pub fn op1(
        &mut self,
        kind: OpKind,
        operands: Vec<ValueId>,
        ty: TypeId,
        props: Vec<NamedAttr>,
    ) -> ValueId {
        let loc = self.loc.clone();
        self.rw.create1(kind, operands, ty, props, &loc)
    }

    /// An op without results.
    pub fn op0(&mut self, kind: OpKind, operands: Vec<ValueId>, props: Vec<NamedAttr>) -> OpId {
        let loc = self.loc.clone();
        self.rw.create(kind, operands, vec![], props, vec![], &loc)
    }

    /// `arith.constant` of `value : ty`.
    pub fn constant(&mut self, value: Attribute, ty: TypeId) -> ValueId {
        let loc = self.loc.clone();
        self.rw.constant(value, ty, &loc)
    }

    /// `arith.constant N : index`.
    pub fn index(&mut self, n: i64) -> ValueId {
        let t = index_type(self.m());
        self.constant(
            Attribute::Integer {
                value: n as i128,
                ty: t,
            },
            t,
        )
    }

    /// A splat constant `dense<x> : ty`.
    pub fn splat(&mut self, x: Attribute, ty: TypeId) -> ValueId {
        self.constant(
            Attribute::Dense {
                ty,
                data: DenseData::Splat(Box::new(x)),
            },
            ty,
        )
    }

    /// A zero vector (or scalar) of type `ty`.
    pub fn zero(&mut self, ty: TypeId) -> ValueId {
        let elem = element_type(self.rw.m, ty);
        let z = zero_scalar(self.rw.m, elem);
        if elem == ty {
            self.constant(z, ty)
        } else {
            self.splat(z, ty)
        }
    }

    /// `vector.extract %v[pos]`: drops `pos.len()` leading dimensions.
    pub fn extract(&mut self, v: ValueId, pos: &[i64]) -> ValueId {
        let (shape, elem) = vector_shape(self.rw.m, self.ty(v)).expect("extract from a vector");
        let rest = &shape[pos.len()..];
        let ty = if rest.is_empty() {
            elem
        } else {
            vector_type(self.m(), rest, elem)
        };
        let p = i64_array(self.m(), pos);
        self.op1(
            OpKind::VectorExtract,
            vec![v],
            ty,
            vec![NamedAttr::new("static_position", p)],
        )
    }

    /// `vector.insert %x, %dest[pos]`.
    pub fn insert(&mut self, x: ValueId, dest: ValueId, pos: &[i64]) -> ValueId {
        let ty = self.ty(dest);
        let p = i64_array(self.m(), pos);
        self.op1(
            OpKind::VectorInsert,
            vec![x, dest],
            ty,
            vec![NamedAttr::new("static_position", p)],
        )
    }

    /// `vector.broadcast %x : T to ty`.
    pub fn broadcast(&mut self, x: ValueId, ty: TypeId) -> ValueId {
        self.op1(OpKind::VectorBroadcast, vec![x], ty, vec![])
    }

    /// `vector.transpose %v, perm`.
    pub fn transpose(&mut self, v: ValueId, perm: &[i64]) -> ValueId {
        let (shape, elem) = vector_shape(self.rw.m, self.ty(v)).expect("transpose of a vector");
        let new: Vec<i64> = perm.iter().map(|&p| shape[p as usize]).collect();
        let ty = vector_type(self.m(), &new, elem);
        let p = i64_array(self.m(), perm);
        self.op1(
            OpKind::VectorTranspose,
            vec![v],
            ty,
            vec![NamedAttr::new("permutation", p)],
        )
    }

    /// `vector.shape_cast %v : T to ty`.
    pub fn shape_cast(&mut self, v: ValueId, ty: TypeId) -> ValueId {
        self.op1(OpKind::VectorShapeCast, vec![v], ty, vec![])
    }

    /// `vector.reduction <kind>, %v[, %acc]`.
    pub fn reduction(&mut self, kind: CombiningKind, v: ValueId, acc: Option<ValueId>) -> ValueId {
        let elem = element_type(self.rw.m, self.ty(v));
        let mut operands = vec![v];
        operands.extend(acc);
        self.op1(
            OpKind::VectorReduction,
            operands,
            elem,
            vec![NamedAttr::new("kind", kind.attr())],
        )
    }

    /// `vector.fma %a, %b, %c`.
    pub fn fma(&mut self, a: ValueId, b: ValueId, c: ValueId) -> ValueId {
        let ty = self.ty(a);
        self.op1(OpKind::VectorFma, vec![a, b, c], ty, vec![])
    }

    /// A binary arith op on `a` and `b` (same type).
    pub fn binary(&mut self, kind: OpKind, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        self.op1(kind, vec![a, b], ty, vec![])
    }

    /// `a <kind> b` (`makeArithReduction`); `None` if the kind does not apply.
    pub fn combine(&mut self, kind: CombiningKind, a: ValueId, b: ValueId) -> Option<ValueId> {
        let elem = element_type(self.rw.m, self.ty(a));
        let op = kind.arith_op(self.rw.m, elem)?;
        Some(self.binary(op, a, b))
    }

    /// `arith.cmpi PRED, a, b` (predicate number as MLIR numbers them: `slt` 2, `sgt` 4,
    /// `ult` 6).
    pub fn cmpi(&mut self, pred: i64, a: ValueId, b: ValueId) -> ValueId {
        let i1 = int_type(self.m(), 1);
        let ty = match vector_shape(self.rw.m, self.ty(a)) {
            Some((shape, _)) => vector_type(self.m(), &shape, i1),
            None => i1,
        };
        let i64t = int_type(self.m(), 64);
        self.op1(
            OpKind::CmpI,
            vec![a, b],
            ty,
            vec![NamedAttr::new(
                "predicate",
                Attribute::Integer {
                    value: pred as i128,
                    ty: i64t,
                },
            )],
        )
    }

    /// `arith.select %c, %a, %b`.
    pub fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        self.op1(OpKind::Select, vec![c, a, b], ty, vec![])
    }
}

/// `arith.cmpi` predicate numbers.
pub mod pred {
    /// `slt`.
    pub const SLT: i64 = 2;
    /// `sgt`.
    pub const SGT: i64 = 4;
    /// `ult`.
    pub const ULT: i64 = 6;
}

/// Applies `set` to every function of the module (greedily, with the folders, as MLIR's
/// `applyPatternsGreedily` in a pass does).
pub fn apply_to_functions(m: &mut Module, set: &crate::rewrite::PatternSet<'_>) {
    for f in crate::transforms::nested_functions(m) {
        apply_to_function(m, f, set);
    }
}

/// Applies `set` to one function.
pub fn apply_to_function(m: &mut Module, func: OpId, set: &crate::rewrite::PatternSet<'_>) {
    for r in m.op(func).regions.clone() {
        crate::rewrite::apply_patterns_greedily(
            m,
            r,
            set,
            Some(crate::transforms::canonicalize::fold::fold),
            crate::rewrite::GreedyConfig::default(),
        );
    }
}

/// Whether the innermost dimension of a memref type has stride 1
/// (`MemRefType::isLastDimUnitStride`).
pub fn last_dim_unit_stride(m: &Module, t: TypeId) -> bool {
    match m.ty(t) {
        TypeData::MemRef { shape, layout, .. } => match layout {
            Layout::Identity => true,
            Layout::Strided { strides, .. } => {
                strides.last().is_none_or(|&s| s == 1) || shape.is_empty()
            }
            _ => false,
        },
        _ => false,
    }
}
