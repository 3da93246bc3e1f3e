//! The registered dialects: one file per dialect with its ops' custom assembly syntax (parse and
//! print), verification, result-name hints and per-op model code (the
//! [`interfaces::BufferDeallocationModel`] implementations at the end of `cf.rs`, `arith.rs`,
//! `scf.rs`). The op registry ([`OpKind`]) and every op's facts (traits, memory effects,
//! interfaces, operand segments, arity, required attributes, typed and defaulted properties)
//! are declared once in [`registry`], which also has the checklist for adding an op. This file
//! dispatches syntax and printing hooks to the dialects.
//!
//! Ops the registry does not know are still accepted in MLIR's generic form and round-trip as
//! [`OpKind::Unregistered`].

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod builtin;
pub mod cf;
pub mod dlti;
pub mod func;
pub mod index;
pub mod interfaces;
pub mod linalg;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod registry;
pub mod scf;
pub mod shape;
mod syntax;
pub mod test;
pub mod ub;
pub mod vector;
mod verify;

pub use registry::{
    AllocResource, Arity, Count, Effects, Frees, MemoryEffects, OpInfo, OpKind, PropKind, Traits,
};
pub use verify::{has_single_block_trait, lookup_func, symbol_table, verify_op, SymbolTable};

/// A registered dialect. Code that treats a whole dialect alike dispatches on this enum.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Dialect {
    /// The namespace of an op the registry does not know.
    Unregistered,
    /// `affine`
    Affine,
    /// `arith`
    Arith,
    /// `bufferization`
    Bufferization,
    /// `builtin`
    Builtin,
    /// `cf`
    Cf,
    /// `func`
    Func,
    /// `index`
    Index,
    /// `llvm` (LLVM-dialect input, `docs/llvm.md`)
    Llvm,
    /// `linalg`
    Linalg,
    /// `math`
    Math,
    /// `memref`
    Memref,
    /// `scf`
    Scf,
    /// `shape`
    Shape,
    /// `test`
    Test,
    /// `vector`
    Vector,
    /// `ub`
    Ub,
}

impl Dialect {
    /// Every registered dialect, in namespace order.
    pub const ALL: &'static [Dialect] = &[
        Dialect::Affine,
        Dialect::Arith,
        Dialect::Bufferization,
        Dialect::Builtin,
        Dialect::Cf,
        Dialect::Func,
        Dialect::Index,
        Dialect::Linalg,
        Dialect::Llvm,
        Dialect::Math,
        Dialect::Memref,
        Dialect::Scf,
        Dialect::Shape,
        Dialect::Test,
        Dialect::Ub,
        Dialect::Vector,
    ];

    /// The namespace (`"memref"`); empty for [`Dialect::Unregistered`].
    pub fn name(self) -> &'static str {
        match self {
            Dialect::Unregistered => "",
            Dialect::Affine => "affine",
            Dialect::Arith => "arith",
            Dialect::Bufferization => "bufferization",
            Dialect::Builtin => "builtin",
            Dialect::Cf => "cf",
            Dialect::Func => "func",
            Dialect::Index => "index",
            Dialect::Linalg => "linalg",
            Dialect::Llvm => "llvm",
            Dialect::Math => "math",
            Dialect::Memref => "memref",
            Dialect::Scf => "scf",
            Dialect::Shape => "shape",
            Dialect::Test => "test",
            Dialect::Vector => "vector",
            Dialect::Ub => "ub",
        }
    }

    /// True for dialects whose unknown ops parse as unregistered ops without
    /// `-allow-unregistered-dialect`, as MLIR's `test` dialect (`allowUnknownOperations`):
    /// MLIR's tests use ops such as `"test.source"` and `"test.sink"` that no dialect defines.
    pub fn allows_unknown_operations(self) -> bool {
        self == Dialect::Test
    }

    /// The registered dialect of a namespace.
    pub fn lookup(namespace: &str) -> Option<Dialect> {
        Dialect::ALL.iter().copied().find(|d| d.name() == namespace)
    }
}

/// An integer attribute.
pub fn attr_int(value: i128, ty: crate::ir::TypeId) -> crate::ir::Attribute {
    crate::ir::Attribute::Integer { value, ty }
}

/// Checks the generic form's properties (`<{...}>`) of a registered op the way MLIR's property
/// conversion does: each inherent attribute the op stores as a typed property (its declaration's
/// [`OpInfo::properties`]) must have that attribute kind. Returns the name of the first one that
/// does not.
pub fn bad_property(kind: OpKind, props: &[crate::ir::NamedAttr]) -> Option<&str> {
    let table = kind.info().properties;
    props.iter().find_map(|p| {
        table
            .iter()
            .find(|(name, _)| *name == p.name)
            .filter(|(_, k)| !k.accepts(&p.value))
            .map(|_| p.name.as_str())
    })
}

/// True if `name` is an inherent attribute of `kind` (a property in MLIR 22): one its
/// declaration names as required, typed or defaulted, its `operandSegmentSizes`, or one its
/// dialect file lists. The generic form's attribute dictionary may carry these; they are
/// moved into the properties as MLIR does.
pub fn is_inherent(kind: OpKind, name: &str) -> bool {
    let info = kind.info();
    info.required.contains(&name)
        || info.properties.iter().any(|(n, _)| *n == name)
        || info.default_props.iter().any(|(n, _)| *n == name)
        || (!info.segments.is_empty() && name == "operandSegmentSizes")
        || (kind.dialect() == Dialect::Vector && vector::inherent(kind).contains(&name))
}

/// True if the custom printer of `op` writes property `name` inline (or not at all), so it
/// gets no `#map`/`#set` alias.
pub fn prop_printed_inline(m: &crate::ir::Module, op: crate::ir::OpId, name: &str) -> bool {
    match m.op(op).kind {
        OpKind::Transpose => true,
        OpKind::VectorTransferRead | OpKind::VectorTransferWrite => {
            name == "permutation_map"
                && vector::permutation_map(m, op).is_some_and(vector::is_minor_identity)
        }
        k if k.dialect() == Dialect::Affine => affine::prop_printed_inline(m, op, name),
        _ => false,
    }
}

/// The dialect whose ops may be written without prefix inside `kind`'s regions.
pub fn default_dialect_for(kind: OpKind) -> Option<&'static str> {
    kind.info().default_dialect.map(Dialect::name)
}

/// Parses the custom syntax of a registered op (after its name).
pub fn parse_custom(
    p: &mut crate::parse::Parser<'_>,
    kind: OpKind,
    pos: usize,
    _num_results: usize,
) -> crate::parse::PResult<crate::ir::OpSpec> {
    match kind.dialect() {
        Dialect::Builtin => builtin::parse(p, kind, pos),
        Dialect::Func => func::parse(p, kind, pos),
        Dialect::Linalg => linalg::parse(p, kind, pos),
        Dialect::Arith => arith::parse(p, kind, pos),
        Dialect::Math => math::parse(p, kind, pos),
        Dialect::Index => index::parse(p, kind, pos),
        Dialect::Cf => cf::parse(p, kind, pos),
        Dialect::Scf => scf::parse(p, kind, pos),
        Dialect::Memref => memref::parse(p, kind, pos),
        Dialect::Bufferization => bufferization::parse(p, kind, pos),
        Dialect::Test => test::parse(p, kind, pos),
        Dialect::Affine => affine::parse(p, kind, pos),
        Dialect::Shape => shape::parse(p, kind, pos),
        Dialect::Vector => vector::parse(p, kind, pos),
        Dialect::Ub => ub::parse(p, kind, pos),
        Dialect::Llvm => llvm::parse(p, kind, pos),
        Dialect::Unregistered => p.err_at(pos, "unknown dialect"),
    }
}

/// Prints the custom syntax of a registered op; false means "use the generic form".
pub fn print_custom(pr: &mut crate::print::Printer<'_>, op: crate::ir::OpId) -> bool {
    match pr.m.op(op).kind.dialect() {
        Dialect::Builtin => builtin::print(pr, op),
        Dialect::Func => func::print(pr, op),
        Dialect::Linalg => linalg::print(pr, op),
        Dialect::Arith => arith::print(pr, op),
        Dialect::Math => math::print(pr, op),
        Dialect::Index => index::print(pr, op),
        Dialect::Cf => cf::print(pr, op),
        Dialect::Scf => scf::print(pr, op),
        Dialect::Memref => memref::print(pr, op),
        Dialect::Bufferization => bufferization::print(pr, op),
        Dialect::Test => test::print(pr, op),
        Dialect::Affine => affine::print(pr, op),
        Dialect::Shape => shape::print(pr, op),
        Dialect::Vector => vector::print(pr, op),
        Dialect::Ub => ub::print(pr, op),
        Dialect::Llvm => llvm::print(pr, op),
        _ => false,
    }
}

/// Result-name hints (`OpAsmOpInterface::getAsmResultNames`): (result index, name) pairs.
pub fn result_names(m: &crate::ir::Module, op: crate::ir::OpId) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    match m.op(op).kind.dialect() {
        Dialect::Arith => arith::result_names(m, op, &mut out),
        Dialect::Memref => memref::result_names(m, op, &mut out),
        Dialect::Index => index::result_names(m, op, &mut out),
        Dialect::Linalg => linalg::result_names(m, op, &mut out),
        Dialect::Vector => vector::result_names(m, op, &mut out),
        Dialect::Test => test::result_names(m, op, &mut out),
        Dialect::Func if m.op(op).kind == OpKind::FuncConstant => out.push((0, "f".into())),
        _ => {}
    }
    out
}

/// Block-argument name hints of an op's entry blocks (`OpAsmOpInterface::getAsmBlockArgumentNames`).
pub fn block_arg_names(m: &crate::ir::Module, op: crate::ir::OpId) -> Option<Vec<&'static str>> {
    match m.op(op).kind.dialect() {
        Dialect::Linalg => linalg::block_arg_names(m, op),
        _ => None,
    }
}

/// The properties printed in generic form: the op's own plus defaulted ones MLIR always shows.
pub fn generic_props(m: &crate::ir::Module, op: crate::ir::OpId) -> Vec<crate::ir::NamedAttr> {
    let d = m.op(op);
    let mut props = d.props.to_vec();
    for (name, text) in d.kind.info().default_props {
        if !props.iter().any(|a| a.name == *name) {
            let value = match *text {
                // (Without an interned i1 the verbatim text prints the same `false`.)
                "false" if find_i1(m) != crate::ir::TypeId(0) => crate::ir::Attribute::Integer {
                    value: 0,
                    ty: find_i1(m),
                },
                t => crate::ir::Attribute::Opaque(t.to_string()),
            };
            props.push(crate::ir::NamedAttr::new(*name, value));
        }
    }
    props.sort_by(|a, b| a.name.cmp(&b.name));
    props
}

fn find_i1(m: &crate::ir::Module) -> crate::ir::TypeId {
    // i1 is interned by any module that has a load/store default to print; fall back to a
    // type printed as `false` regardless (integer attrs of i1 print without type).
    (0..u32::MAX)
        .map(crate::ir::TypeId)
        .take_while(|t| t.index() < m.types_len())
        .find(|&t| {
            matches!(
                m.ty(t),
                crate::ir::TypeData::Integer {
                    width: 1,
                    signedness: crate::ir::Signedness::Signless
                }
            )
        })
        .unwrap_or(crate::ir::TypeId(0))
}

/// The values of a dense-array attribute (`array<i64: ...>`) of `op`, empty if absent.
pub fn dense_array(m: &crate::ir::Module, op: crate::ir::OpId, name: &str) -> Vec<i64> {
    match m.attr(op, name) {
        Some(crate::ir::Attribute::DenseArray { values, .. }) => values.clone(),
        _ => vec![],
    }
}

/// The `operandSegmentSizes` of `op` (empty if absent).
pub fn operand_segments(m: &crate::ir::Module, op: crate::ir::OpId) -> Vec<usize> {
    dense_array(m, op, "operandSegmentSizes")
        .iter()
        .map(|&v| v.max(0) as usize)
        .collect()
}

/// An `operandSegmentSizes` attribute (`array<i32: ...>`) with group sizes `sizes`, built while
/// parsing (`&mut Parser`) or rewriting (`&mut Module`). The one builder of segment sizes
/// (`cf::segments` and `transforms::ownership::build::segments` re-export it); the group names
/// of each op are in its registry declaration ([`OpInfo::segments`]).
pub fn segments(m: &mut impl AsMut<crate::ir::Module>, sizes: &[usize]) -> crate::ir::Attribute {
    let i32t = m.as_mut().intern_type(crate::ir::TypeData::Integer {
        width: 32,
        signedness: crate::ir::Signedness::Signless,
    });
    crate::ir::Attribute::DenseArray {
        elem: i32t,
        values: sizes.iter().map(|&s| s as i64).collect(),
    }
}

impl AsMut<crate::ir::Module> for crate::ir::Module {
    fn as_mut(&mut self) -> &mut crate::ir::Module {
        self
    }
}

impl AsMut<crate::ir::Module> for crate::parse::Parser<'_> {
    fn as_mut(&mut self) -> &mut crate::ir::Module {
        &mut self.m
    }
}

/// Prints a mixed static/dynamic list (`[%a, 4]`, `(%n, 8)`): [`crate::ir::DYNAMIC`] entries
/// take the next dynamic value.
pub fn print_mixed(
    pr: &mut crate::print::Printer<'_>,
    stat: &[i64],
    dynv: &[crate::ir::ValueId],
    open: &str,
    close: &str,
) {
    pr.w(open);
    let mut di = 0;
    for (i, &s) in stat.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if s == crate::ir::DYNAMIC {
            if let Some(&v) = dynv.get(di) {
                pr.value(v);
            }
            di += 1;
        } else {
            pr.w(&s.to_string());
        }
    }
    pr.w(close);
}
