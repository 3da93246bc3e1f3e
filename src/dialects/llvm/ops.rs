//! The custom syntax of the LLVM dialect's ops, as MLIR 22 reads and writes it. Enum-valued
//! properties are stored as the generic form shows them (`overflowFlags = 1 : i32`,
//! `predicate = 2 : i64`, `noWrapFlags = 3 : i32`), so the generic printer needs no help; this
//! file turns them into their keywords (`overflow<nsw>`, `"slt"`, `inbounds`) and back.
//!
//! ```text
//! %0 = llvm.add %a, %b overflow<nsw> : i64
//! %1 = llvm.getelementptr inbounds|nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
//! %2 = llvm.insertvalue %x, %s[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
//! ```

use super::super::syntax;
use super::super::{segments, OpKind};
use crate::ir::{Attribute, LlvmType, NamedAttr, OpSpec, TypeData, TypeId};
use crate::parse::{PResult, Parser};

/// `llvm.icmp` predicates in their enum order.
pub const ICMP: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
/// `llvm.fcmp` predicates in their enum order.
pub const FCMP: &[&str] = &[
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "_true",
];
/// The GEP no-wrap flags: `inbounds` (which implies `nusw`), `nusw`, `nuw`.
const GEP_FLAGS: &[(&str, i64)] = &[("inbounds", 3), ("nusw", 2), ("nuw", 4)];
/// `llvm.atomicrmw` operations in their enum order.
pub const ATOMIC_BIN_OPS: &[&str] = &[
    "xchg",
    "add",
    "sub",
    "_and",
    "nand",
    "_or",
    "_xor",
    "max",
    "min",
    "umax",
    "umin",
    "fadd",
    "fsub",
    "fmax",
    "fmin",
    "uinc_wrap",
    "udec_wrap",
    "usub_cond",
    "usub_sat",
    "fmaximum",
    "fminimum",
];
/// Atomic orderings in their enum order (index 3 is unused).
pub const ORDERINGS: &[&str] = &[
    "not_atomic",
    "unordered",
    "monotonic",
    "",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
];
/// The sentinel of `rawConstantIndices` for an index given by an operand.
pub const DYNAMIC_INDEX: i64 = i32::MIN as i64;

/// The syntactic class of an op.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Class {
    /// `%a, %b [overflow<..>] {attrs} : T`.
    Binary,
    /// `%a {attrs} : T` (`fneg`, `freeze`).
    Unary,
    /// `%a [overflow<..>] {attrs} : T to U`.
    Cast,
    /// `(%a, ...) {attrs} : (T, ...) -> R` (intrinsics).
    Intrinsic,
    /// Ops with syntax of their own.
    Own,
    /// No custom syntax: generic form only.
    Generic,
}

fn class(kind: OpKind) -> Class {
    use OpKind::*;
    match kind {
        LlvmAdd | LlvmSub | LlvmMul | LlvmShl | LlvmUdiv | LlvmSdiv | LlvmUrem | LlvmSrem
        | LlvmAnd | LlvmOr | LlvmXor | LlvmLshr | LlvmAshr | LlvmFadd | LlvmFsub | LlvmFmul
        | LlvmFdiv | LlvmFrem => Class::Binary,
        LlvmFneg | LlvmFreeze => Class::Unary,
        LlvmTrunc | LlvmSext | LlvmZext | LlvmFptosi | LlvmFptoui | LlvmSitofp | LlvmUitofp
        | LlvmFpext | LlvmFptrunc | LlvmPtrtoint | LlvmInttoptr | LlvmAddrspacecast => Class::Cast,
        LlvmIntrCtlz
        | LlvmIntrCttz
        | LlvmIntrAbs
        | LlvmIntrMemcpy
        | LlvmIntrMemmove
        | LlvmIntrMemset
        | LlvmIntrVectorReduceAdd
        | LlvmIntrVectorReduceMul
        | LlvmIntrVectorReduceAnd
        | LlvmIntrVectorReduceOr
        | LlvmIntrVectorReduceXor
        | LlvmIntrVectorReduceSmax
        | LlvmIntrVectorReduceSmin
        | LlvmIntrVectorReduceUmax
        | LlvmIntrVectorReduceUmin
        | LlvmIntrVectorReduceFadd
        | LlvmIntrVectorReduceFmul
        | LlvmIntrMaskedExpandload
        | LlvmIntrMaskedCompressstore
        | LlvmIntrUaddWithOverflow
        | LlvmIntrSaddWithOverflow
        | LlvmIntrUsubWithOverflow
        | LlvmIntrSsubWithOverflow
        | LlvmIntrUmulWithOverflow
        | LlvmIntrSmulWithOverflow
        | LlvmInlineAsm
        | LlvmInvoke
        | LlvmLandingpad
        | LlvmResume => Class::Generic,
        LlvmIntrStacksave
        | LlvmIntrStackrestore
        | LlvmIntrAssume
        | LlvmIntrMaskedLoad
        | LlvmIntrMaskedStore
        | LlvmIntrMaskedGather
        | LlvmIntrMaskedScatter
        | LlvmIntrMatrixMultiply => Class::Own,
        k if k.name().starts_with("llvm.intr.") => Class::Intrinsic,
        _ => Class::Own,
    }
}

/// True if the op has an `overflowFlags` property.
fn has_overflow(kind: OpKind) -> bool {
    matches!(
        kind,
        OpKind::LlvmAdd | OpKind::LlvmSub | OpKind::LlvmMul | OpKind::LlvmShl | OpKind::LlvmTrunc
    )
}

fn int_prop(p: &mut Parser<'_>, width: u32, v: i64) -> Attribute {
    syntax::int_attr(&mut p.m, width, i128::from(v))
}

/// Parses an LLVM op's custom form (after its name).
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    let mut spec = p.spec(kind, pos);
    let s = &mut spec;
    match class(kind) {
        Class::Binary => parse_binary(p, s)?,
        Class::Unary => parse_unary(p, s)?,
        Class::Cast => parse_cast(p, s)?,
        Class::Intrinsic => parse_intrinsic(p, s)?,
        Class::Generic if matches!(
            kind,
            OpKind::LlvmInlineAsm | OpKind::LlvmInvoke | OpKind::LlvmLandingpad | OpKind::LlvmResume
        ) =>
        {
            return p.err_at(
                pos,
                format!(
                    "custom op '{}' is not supported: bufjit does not model inline assembly or exception handling",
                    kind.name()
                ),
            )
        }
        Class::Generic => {
            return p.err_at(
                pos,
                format!("custom op '{}' has no custom assembly form", kind.name()),
            )
        }
        Class::Own => parse_own(p, s, pos)?,
    }
    Ok(spec)
}

fn parse_own(p: &mut Parser<'_>, s: &mut OpSpec, pos: usize) -> PResult<()> {
    use OpKind::*;
    match s.kind {
        LlvmIcmp | LlvmFcmp => parse_cmp(p, s),
        LlvmSelect => parse_select(p, s),
        LlvmLoad => parse_load(p, s),
        LlvmStore => parse_store(p, s),
        LlvmGetelementptr => parse_gep(p, s),
        LlvmAlloca => parse_alloca(p, s),
        LlvmMlirConstant => parse_constant(p, s),
        LlvmMlirZero | LlvmMlirUndef | LlvmMlirPoison | LlvmIntrStacksave => parse_nullary(p, s),
        LlvmIntrStackrestore | LlvmIntrAssume => parse_one_operand(p, s),
        LlvmIntrMaskedLoad | LlvmIntrMaskedGather | LlvmIntrMatrixMultiply => {
            parse_functional(p, s)
        }
        LlvmIntrMaskedStore | LlvmIntrMaskedScatter => parse_masked_store(p, s),
        LlvmMlirAddressof => {
            syntax::parse_symbol_prop(p, s, "global_name")?;
            parse_nullary(p, s)
        }
        LlvmInsertvalue | LlvmExtractvalue => parse_aggregate(p, s),
        LlvmAtomicrmw => parse_atomicrmw(p, s),
        LlvmExtractelement | LlvmInsertelement => parse_element(p, s),
        LlvmShufflevector => parse_shuffle(p, s),
        LlvmCall => super::call::parse_call(p, s),
        LlvmBr => {
            let (b, ops) = p.successor_and_operands()?;
            s.successors.push(b);
            s.operands = ops;
            s.attrs = p.opt_attr_dict()?;
            Ok(())
        }
        LlvmCondBr => parse_cond_br(p, s),
        LlvmSwitch => parse_switch(p, s),
        LlvmReturn => parse_return(p, s),
        LlvmUnreachable => {
            s.attrs = p.opt_attr_dict()?;
            Ok(())
        }
        LlvmFunc => super::func::parse_func(p, s),
        LlvmMlirGlobal => super::func::parse_global(p, s),
        _ => p.err_at(pos, format!("custom op '{}' is unknown", s.kind.name())),
    }
}

/// `{attrs} : T` (`llvm.mlir.zero`, `undef`, `poison`, `llvm.intr.stacksave`, and the end of
/// `llvm.mlir.addressof`).
fn parse_nullary(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    s.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    s.result_types = vec![p.parse_type()?];
    Ok(())
}

/// `%x {attrs} : T` (`llvm.intr.stackrestore`, `llvm.intr.assume`).
fn parse_one_operand(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let r = p.operand_ref()?;
    s.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    s.operands = vec![p.resolve(r, t)?];
    Ok(())
}

/// `%a, %b {attrs} : (A, B) -> R` (masked loads and gathers, `matrix.multiply`).
fn parse_functional(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let refs = syntax::opt_operand_list(p)?;
    s.attrs = p.opt_attr_dict()?;
    syntax::move_to_props(
        s,
        &[
            "alignment",
            "nontemporal",
            "lhs_rows",
            "lhs_columns",
            "rhs_columns",
        ],
    );
    p.expect(":")?;
    let (at, inputs, results) = function_type(p)?;
    s.operands = p.resolve_all(&refs, &inputs, at)?;
    s.result_types = results;
    Ok(())
}

/// A trailing function type `(inputs) -> results`: its byte position, inputs and results.
pub(super) fn function_type(p: &mut Parser<'_>) -> PResult<(usize, Vec<TypeId>, Vec<TypeId>)> {
    let at = p.here();
    let fty = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.m.ty(fty).clone() else {
        return p.err_at(at, "expected function type");
    };
    Ok((at, inputs, results))
}
/// `%v, %p, %mask {attrs} : V, M into P` (masked stores and scatters).
fn parse_masked_store(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 3)?;
    s.attrs = p.opt_attr_dict()?;
    syntax::move_to_props(s, &["alignment"]);
    p.expect(":")?;
    let vt = p.parse_type()?;
    p.expect(",")?;
    let mt = p.parse_type()?;
    p.expect_keyword("into")?;
    let pt = p.parse_type()?;
    s.operands = vec![
        p.resolve(refs[0], vt)?,
        p.resolve(refs[1], pt)?,
        p.resolve(refs[2], mt)?,
    ];
    Ok(())
}

/// `[%v {attrs} : T]`
fn parse_return(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let refs = syntax::opt_operand_list(p)?;
    s.attrs = p.opt_attr_dict()?;
    if !refs.is_empty() {
        p.expect(":")?;
        let at = p.here();
        let tys = p.parse_type_list()?;
        s.operands = p.resolve_all(&refs, &tys, at)?;
    }
    Ok(())
}

/// `overflow<nsw, nuw>` after the operands (absent: no flags).
fn parse_overflow(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    if !has_overflow(s.kind) {
        return Ok(());
    }
    let mut flags = 0;
    if p.eat_keyword("overflow") {
        p.expect("<")?;
        p.comma_list_until(">", |p| {
            match p.ident() {
                Some("nsw") => flags |= 1,
                Some("nuw") => flags |= 2,
                Some("none") => {}
                _ => return p.err("expected one of [none, nsw, nuw] for LLVM overflow flags"),
            }
            Ok(())
        })?;
    }
    let a = int_prop(p, 32, flags);
    s.props.push(NamedAttr::new("overflowFlags", a));
    Ok(())
}

/// Moves the inherent attributes an op's attribute dictionary may hold into its properties.
fn take_props(s: &mut OpSpec) {
    syntax::move_to_props(
        s,
        &[
            "fastmathFlags",
            "alignment",
            "nontemporal",
            "volatile_",
            "isExact",
            "isDisjoint",
            "nonNeg",
            "branch_weights",
            "access_groups",
            "alias_scopes",
            "noalias_scopes",
            "tbaa",
            "inbounds",
            "is_zero_poison",
            "isVolatile",
            "no_unwind",
            "will_return",
            "memory_effects",
            "arg_attrs",
            "res_attrs",
        ],
    );
}

/// The unit flag an op may carry as a keyword before its operands (`llvm.udiv exact`,
/// `llvm.or disjoint`, `llvm.zext nneg`), with its property.
pub fn keyword_flag(kind: OpKind) -> Option<(&'static str, &'static str)> {
    use OpKind::*;
    match kind {
        LlvmUdiv | LlvmSdiv | LlvmLshr | LlvmAshr => Some(("exact", "isExact")),
        LlvmOr => Some(("disjoint", "isDisjoint")),
        LlvmZext | LlvmUitofp => Some(("nneg", "nonNeg")),
        _ => None,
    }
}

fn parse_keyword_flag(p: &mut Parser<'_>, s: &mut OpSpec) {
    if let Some((kw, prop)) = keyword_flag(s.kind) {
        if p.eat_keyword(kw) {
            s.props.push(NamedAttr::new(prop, Attribute::Unit));
        }
    }
}

fn parse_binary(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    parse_keyword_flag(p, s);
    let a = p.operand_ref()?;
    p.expect(",")?;
    let b = p.operand_ref()?;
    parse_overflow(p, s)?;
    s.attrs = p.opt_attr_dict()?;
    take_props(s);
    p.expect(":")?;
    let t = p.parse_type()?;
    s.operands = vec![p.resolve(a, t)?, p.resolve(b, t)?];
    s.result_types = vec![t];
    Ok(())
}

fn parse_unary(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let a = p.operand_ref()?;
    s.attrs = p.opt_attr_dict()?;
    take_props(s);
    p.expect(":")?;
    let t = p.parse_type()?;
    s.operands = vec![p.resolve(a, t)?];
    s.result_types = vec![t];
    Ok(())
}

fn parse_cast(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    parse_keyword_flag(p, s);
    let a = p.operand_ref()?;
    parse_overflow(p, s)?;
    s.attrs = p.opt_attr_dict()?;
    take_props(s);
    p.expect(":")?;
    let t = p.parse_type()?;
    p.expect_keyword("to")?;
    let u = p.parse_type()?;
    s.operands = vec![p.resolve(a, t)?];
    s.result_types = vec![u];
    Ok(())
}

fn parse_intrinsic(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let (refs, _) = syntax::delimited_operand_refs(p, "(", ")")?;
    s.attrs = p.opt_attr_dict()?;
    take_props(s);
    p.expect(":")?;
    let (at, inputs, results) = function_type(p)?;
    s.operands = p.resolve_all(&refs, &inputs, at)?;
    s.result_types = results;
    Ok(())
}

fn parse_cmp(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let at = p.here();
    let pred = p.string_lit()?;
    let table = if s.kind == OpKind::LlvmIcmp {
        ICMP
    } else {
        FCMP
    };
    let Some(i) = table.iter().position(|&n| n == pred) else {
        return p.err_at(
            at,
            format!("'{pred}' is an incorrect value of the 'predicate' attribute"),
        );
    };
    let a = p.operand_ref()?;
    p.expect(",")?;
    let b = p.operand_ref()?;
    s.attrs = p.opt_attr_dict()?;
    take_props(s);
    let pa = int_prop(p, 64, i as i64);
    s.props.push(NamedAttr::new("predicate", pa));
    p.expect(":")?;
    let t = p.parse_type()?;
    s.operands = vec![p.resolve(a, t)?, p.resolve(b, t)?];
    s.result_types = vec![bool_like(p, t)];
    Ok(())
}

/// `i1`, or a vector of `i1` shaped like `t`.
fn bool_like(p: &mut Parser<'_>, t: TypeId) -> TypeId {
    let i1 = syntax::int_type(&mut p.m, 1);
    match p.m.ty(t).clone() {
        TypeData::Vector {
            shape, scalable, ..
        } => p.m.intern_type(TypeData::Vector {
            shape,
            scalable,
            elem: i1,
        }),
        _ => i1,
    }
}

fn parse_select(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 3)?;
    s.attrs = p.opt_attr_dict()?;
    take_props(s);
    p.expect(":")?;
    let c = p.parse_type()?;
    p.expect(",")?;
    let t = p.parse_type()?;
    s.operands = vec![
        p.resolve(refs[0], c)?,
        p.resolve(refs[1], t)?,
        p.resolve(refs[2], t)?,
    ];
    s.result_types = vec![t];
    Ok(())
}

fn parse_volatile(p: &mut Parser<'_>, s: &mut OpSpec) {
    if p.eat_keyword("volatile") {
        s.props.push(NamedAttr::new("volatile_", Attribute::Unit));
    }
}

/// `[volatile] %p [atomic ...] {attrs} : !llvm.ptr -> T`
fn parse_load(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    parse_volatile(p, s);
    let r = p.operand_ref()?;
    if p.looking_at("atomic") {
        return p.err("atomic loads are not supported");
    }
    if p.eat_keyword("invariant") {
        s.props.push(NamedAttr::new("invariant", Attribute::Unit));
    }
    if p.eat_keyword("invariant_group") {
        s.props
            .push(NamedAttr::new("invariantGroup", Attribute::Unit));
    }
    s.attrs = p.opt_attr_dict()?;
    take_props(s);
    p.expect(":")?;
    let pt = p.parse_type()?;
    p.expect("->")?;
    let t = p.parse_type()?;
    s.operands = vec![p.resolve(r, pt)?];
    s.result_types = vec![t];
    Ok(())
}

/// `[volatile] %v, %p {attrs} : T, !llvm.ptr`
fn parse_store(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    parse_volatile(p, s);
    let v = p.operand_ref()?;
    p.expect(",")?;
    let r = p.operand_ref()?;
    if p.looking_at("atomic") {
        return p.err("atomic stores are not supported");
    }
    s.attrs = p.opt_attr_dict()?;
    take_props(s);
    p.expect(":")?;
    let t = p.parse_type()?;
    p.expect(",")?;
    let pt = p.parse_type()?;
    s.operands = vec![p.resolve(v, t)?, p.resolve(r, pt)?];
    Ok(())
}

/// `[inbounds|nuw] %base[1, %i] {attrs} : (!llvm.ptr, i64) -> !llvm.ptr, T`
fn parse_gep(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let mut flags = 0;
    while let Some(&(_, v)) = GEP_FLAGS.iter().find(|(n, _)| p.eat_keyword(n)) {
        flags |= v;
        if !p.eat("|") {
            break;
        }
    }
    let base = p.operand_ref()?;
    p.expect("[")?;
    let mut raw = Vec::new();
    let mut dyn_refs = Vec::new();
    if p.looking_at("]") {
        return p.err("expected SSA operand");
    }
    p.comma_list_until("]", |p| {
        if p.at_operand() {
            dyn_refs.push(p.operand_ref()?);
            raw.push(DYNAMIC_INDEX);
        } else {
            raw.push(p.int_lit()? as i64);
        }
        Ok(())
    })?;
    s.attrs = p.opt_attr_dict()?;
    take_props(s);
    p.expect(":")?;
    let (at, inputs, results) = function_type(p)?;
    p.expect(",")?;
    let elem = p.parse_type()?;
    if inputs.len() != dyn_refs.len() + 1 || results.len() != 1 {
        return p.err_at(at, "expected a type for the base and each dynamic index");
    }
    let mut ops = vec![p.resolve(base, inputs[0])?];
    ops.extend(p.resolve_all(&dyn_refs, &inputs[1..], at)?);
    s.operands = ops;
    s.result_types = results;
    let i32t = syntax::int_type(&mut p.m, 32);
    let fa = int_prop(p, 32, flags);
    s.props
        .push(NamedAttr::new("elem_type", Attribute::Type(elem)));
    s.props.push(NamedAttr::new("noWrapFlags", fa));
    s.props.push(NamedAttr::new(
        "rawConstantIndices",
        Attribute::DenseArray {
            elem: i32t,
            values: raw,
        },
    ));
    Ok(())
}

/// `%n x T {attrs} : (i64) -> !llvm.ptr`
fn parse_alloca(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    if p.eat_keyword("inalloca") {
        s.props.push(NamedAttr::new("inalloca", Attribute::Unit));
    }
    let n = p.operand_ref()?;
    if !p.eat_keyword("x") {
        return p.err("expected 'x'");
    }
    let elem = p.parse_type()?;
    s.attrs = p.opt_attr_dict()?;
    take_props(s);
    p.expect(":")?;
    let (at, inputs, results) = function_type(p)?;
    if inputs.len() != 1 || results.len() != 1 {
        return p.err_at(at, "expected one operand and one result type");
    }
    s.operands = vec![p.resolve(n, inputs[0])?];
    s.result_types = results;
    s.props
        .push(NamedAttr::new("elem_type", Attribute::Type(elem)));
    Ok(())
}

/// `(value) {attrs} : T`
fn parse_constant(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    p.expect("(")?;
    let v = p.parse_attr()?;
    p.expect(")")?;
    s.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    s.props.push(NamedAttr::new("value", v));
    s.result_types = vec![t];
    Ok(())
}

/// `%s[0, 1] : T` (extract) and `%v, %s[0, 1] : T` (insert), `T` the aggregate's type.
fn parse_aggregate(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let v = if s.kind == OpKind::LlvmInsertvalue {
        let v = p.operand_ref()?;
        p.expect(",")?;
        Some(v)
    } else {
        None
    };
    let c = p.operand_ref()?;
    let pos: Vec<i64> = syntax::int_list(p)?.into_iter().map(|x| x as i64).collect();
    s.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    let Some(elem) = aggregate_member(&p.m, t, &pos) else {
        let bad = pos.last().copied().unwrap_or(0);
        // mlir-opt reports it at the token after the type.
        let next = p.here();
        return p.err_at(
            next,
            format!(
                "custom op '{}' position out of bounds: {bad}",
                s.kind.name()
            ),
        );
    };
    let cv = p.resolve(c, t)?;
    if let Some(v) = v {
        let vv = p.resolve(v, elem)?;
        s.operands = vec![cv, vv];
        s.result_types = vec![t];
    } else {
        s.operands = vec![cv];
        s.result_types = vec![elem];
    }
    let i64t = syntax::int_type(&mut p.m, 64);
    s.props.push(NamedAttr::new(
        "position",
        Attribute::DenseArray {
            elem: i64t,
            values: pos,
        },
    ));
    Ok(())
}

/// The type at `pos` inside aggregate `t`.
pub fn aggregate_member(m: &crate::ir::Module, t: TypeId, pos: &[i64]) -> Option<TypeId> {
    let mut cur = t;
    for &i in pos {
        let i = usize::try_from(i).ok()?;
        cur = match m.ty(cur) {
            TypeData::Llvm(LlvmType::Struct {
                body: Some(fields), ..
            }) => *fields.get(i)?,
            TypeData::Llvm(LlvmType::Array { len, elem }) if (i as u64) < *len => *elem,
            _ => return None,
        };
    }
    Some(cur)
}

/// `%v[%i : i32] : vector<4xf32>` and `%x, %v[%i : i32] : vector<4xf32>`.
fn parse_element(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let x = if s.kind == OpKind::LlvmInsertelement {
        let x = p.operand_ref()?;
        p.expect(",")?;
        Some(x)
    } else {
        None
    };
    let v = p.operand_ref()?;
    p.expect("[")?;
    let i = p.operand_ref()?;
    p.expect(":")?;
    let it = p.parse_type()?;
    p.expect("]")?;
    s.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let at = p.here();
    let vt = p.parse_type()?;
    let Some(elem) = p.m.ty(vt).element_type() else {
        return p.err_at(at, "expected LLVM dialect-compatible vector type");
    };
    let vv = p.resolve(v, vt)?;
    let iv = p.resolve(i, it)?;
    if let Some(x) = x {
        let xv = p.resolve(x, elem)?;
        s.operands = vec![vv, xv, iv];
        s.result_types = vec![vt];
    } else {
        s.operands = vec![vv, iv];
        s.result_types = vec![elem];
    }
    Ok(())
}

/// `%a, %b [0, 1, 4] : vector<4xf32>` (the operands' type; the result has the mask's length).
fn parse_shuffle(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let a = p.operand_ref()?;
    p.expect(",")?;
    let b = p.operand_ref()?;
    let mask: Vec<i64> = syntax::int_list(p)?.into_iter().map(|x| x as i64).collect();
    s.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let at = p.here();
    let t = p.parse_type()?;
    let Some(elem) = p.m.ty(t).element_type() else {
        return p.err_at(at, "expected LLVM dialect-compatible vector type");
    };
    let rt = p.m.intern_type(TypeData::Vector {
        shape: vec![mask.len() as i64],
        scalable: vec![false],
        elem,
    });
    s.operands = vec![p.resolve(a, t)?, p.resolve(b, t)?];
    s.result_types = vec![rt];
    let i32t = syntax::int_type(&mut p.m, 32);
    s.props.push(NamedAttr::new(
        "mask",
        Attribute::DenseArray {
            elem: i32t,
            values: mask,
        },
    ));
    Ok(())
}

/// `%c [weights([1, 2])], ^t(%a : T), ^f {attrs}`
fn parse_cond_br(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let c = p.operand_ref()?;
    let i1 = syntax::int_type(&mut p.m, 1);
    let cv = p.resolve(c, i1)?;
    if p.eat_keyword("weights") {
        p.expect("(")?;
        let w: Vec<i64> = syntax::int_list(p)?.into_iter().map(|v| v as i64).collect();
        p.expect(")")?;
        let i32t = syntax::int_type(&mut p.m, 32);
        s.props.push(NamedAttr::new(
            "branch_weights",
            Attribute::DenseArray {
                elem: i32t,
                values: w,
            },
        ));
    }
    p.expect(",")?;
    let (t, tops) = p.successor_and_operands()?;
    p.expect(",")?;
    let (f, fops) = p.successor_and_operands()?;
    s.attrs = p.opt_attr_dict()?;
    take_props(s);
    let seg = segments(p, &[1, tops.len(), fops.len()]);
    s.props.push(NamedAttr::new("operandSegmentSizes", seg));
    s.successors = vec![t, f];
    s.operands = std::iter::once(cv).chain(tops).chain(fops).collect();
    Ok(())
}

/// `%v : i64, ^default(%a : T) [ 1: ^bb1, 2: ^bb2(%b : T) ] {attrs}`
fn parse_switch(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    let v = p.operand_ref()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    let vv = p.resolve(v, t)?;
    p.expect(",")?;
    let (db, dops) = p.successor_and_operands()?;
    let mut vals = Vec::new();
    let mut case_ops = Vec::new();
    let mut case_segs = Vec::new();
    let mut succs = vec![db];
    p.expect("[")?;
    p.comma_list_until("]", |p| {
        let neg = p.eat("-");
        let n = p.int_lit()?;
        vals.push(if neg { -n } else { n });
        p.expect(":")?;
        let (b, ops) = p.successor_and_operands()?;
        succs.push(b);
        case_segs.push(ops.len());
        case_ops.extend(ops);
        Ok(())
    })?;
    s.attrs = p.opt_attr_dict()?;
    let seg = segments(p, &[1, dops.len(), case_ops.len()]);
    let cseg = segments(p, &case_segs);
    s.props.push(NamedAttr::new("case_operand_segments", cseg));
    if !vals.is_empty() {
        let n = vals.len() as i64;
        let vt = p.m.intern_type(TypeData::Vector {
            shape: vec![n],
            scalable: vec![false],
            elem: t,
        });
        let items = vals
            .into_iter()
            .map(|value| Attribute::Integer { value, ty: t })
            .collect();
        s.props.push(NamedAttr::new(
            "case_values",
            Attribute::Dense {
                ty: vt,
                data: crate::ir::DenseData::Elements(items),
            },
        ));
    }
    s.props.push(NamedAttr::new("operandSegmentSizes", seg));
    s.successors = succs;
    s.operands = std::iter::once(vv).chain(dops).chain(case_ops).collect();
    Ok(())
}

/// True for ops with a custom form printed by [`super::print`].
pub fn has_custom_form(kind: OpKind) -> bool {
    class(kind) != Class::Generic
}

/// True for the two-operand arithmetic ops.
pub fn is_binary(kind: OpKind) -> bool {
    class(kind) == Class::Binary
}

/// True for the casts.
pub fn is_cast(kind: OpKind) -> bool {
    class(kind) == Class::Cast
}

/// True for the intrinsics written `(operands) : functional-type`.
pub fn is_intrinsic(kind: OpKind) -> bool {
    class(kind) == Class::Intrinsic
}

/// `[volatile] fadd %p, %v [syncscope("..")] acq_rel {attrs} : !llvm.ptr, f32`
fn parse_atomicrmw(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    parse_volatile(p, s);
    let at = p.here();
    let word = p.ident().unwrap_or("");
    let Some(b) = ATOMIC_BIN_OPS
        .iter()
        .position(|&n| n.trim_start_matches('_') == word)
    else {
        return p.err_at(
            at,
            format!("'{word}' is an incorrect value of the 'bin_op' attribute"),
        );
    };
    let ptr = p.operand_ref()?;
    p.expect(",")?;
    let val = p.operand_ref()?;
    let at = p.here();
    let word = p.ident().unwrap_or("");
    let Some(o) = ORDERINGS.iter().position(|&n| !n.is_empty() && n == word) else {
        return p.err_at(
            at,
            format!("'{word}' is an incorrect value of the 'ordering' attribute"),
        );
    };
    s.attrs = p.opt_attr_dict()?;
    take_props(s);
    p.expect(":")?;
    let pt = p.parse_type()?;
    p.expect(",")?;
    let t = p.parse_type()?;
    s.operands = vec![p.resolve(ptr, pt)?, p.resolve(val, t)?];
    s.result_types = vec![t];
    let ba = int_prop(p, 64, b as i64);
    let oa = int_prop(p, 64, o as i64);
    s.props.push(NamedAttr::new("bin_op", ba));
    s.props.push(NamedAttr::new("ordering", oa));
    Ok(())
}
