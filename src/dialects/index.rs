//! The `index` dialect: target-independent arithmetic on `index` values (`index.add`,
//! `index.divs`, `index.cmp slt(%a, %b)`, ...), its constants (`index.constant 42`,
//! `index.bool.constant true`), the casts between `index` and integers, and `index.sizeof`.
//! `generate-runtime-verification` emits these ops, and MLIR folds them only where the
//! result is the same for a 32-bit and a 64-bit `index` (see
//! `src/transforms/canonicalize/index.rs`). The back ends run them as the `arith` op of the
//! same meaning ([`crate::semantics::int::Family::of`]); `index` is 64 bits wide there.

use super::syntax;
use super::verify::{ts, VResult};
use super::OpKind;
use crate::ir::{Attribute, Module, NamedAttr, OpId, OpSpec, TypeData, TypeId};
use crate::parse::{PResult, Parser};
use crate::print::Printer;
use crate::verify::op_error;

/// The `index.cmp` predicates, in the order of their enum values (the order of
/// `arith.cmpi`'s, so the back ends share one table).
pub const PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// The `#index<cmp_predicate ..>` attribute of predicate `i`.
pub fn predicate_attr(i: usize) -> Attribute {
    Attribute::Opaque(format!("#index<cmp_predicate {}>", PREDICATES[i]))
}

/// The predicate (an index into [`PREDICATES`]) of an `index.cmp`, if its `pred` attribute is
/// a valid `#index<cmp_predicate ..>`.
pub fn predicate(m: &Module, op: OpId) -> Option<usize> {
    let Some(Attribute::Opaque(s)) = m.attr(op, "pred") else {
        return None;
    };
    let name = s
        .strip_prefix("#index<cmp_predicate")?
        .strip_suffix('>')?
        .trim();
    PREDICATES.iter().position(|p| *p == name)
}

/// True for the binary ops (`%a, %b` with `index` operands and result).
pub fn is_binary(kind: OpKind) -> bool {
    use OpKind as K;
    matches!(
        kind,
        K::IndexAdd
            | K::IndexSub
            | K::IndexMul
            | K::IndexDivS
            | K::IndexDivU
            | K::IndexCeilDivS
            | K::IndexCeilDivU
            | K::IndexFloorDivS
            | K::IndexRemS
            | K::IndexRemU
            | K::IndexMaxS
            | K::IndexMaxU
            | K::IndexMinS
            | K::IndexMinU
            | K::IndexShl
            | K::IndexShrS
            | K::IndexShrU
            | K::IndexAnd
            | K::IndexOr
            | K::IndexXor
    )
}

/// True for `index.constant` and `index.bool.constant`.
pub fn is_constant(kind: OpKind) -> bool {
    matches!(kind, OpKind::IndexConstant | OpKind::IndexBoolConstant)
}

/// The `arith` op computing the same as an index op on a 64-bit `index` (what the back ends
/// run: `index.divs` is `arith.divsi`, `index.cmp` is `arith.cmpi`, `index.castu` is
/// `arith.index_castui`).
pub fn arith_equivalent(kind: OpKind) -> Option<OpKind> {
    use OpKind as K;
    Some(match kind {
        K::IndexAdd => K::AddI,
        K::IndexSub => K::SubI,
        K::IndexMul => K::MulI,
        K::IndexDivS => K::DivSI,
        K::IndexDivU => K::DivUI,
        K::IndexCeilDivS => K::CeilDivSI,
        K::IndexCeilDivU => K::CeilDivUI,
        K::IndexFloorDivS => K::FloorDivSI,
        K::IndexRemS => K::RemSI,
        K::IndexRemU => K::RemUI,
        K::IndexMaxS => K::MaxSI,
        K::IndexMaxU => K::MaxUI,
        K::IndexMinS => K::MinSI,
        K::IndexMinU => K::MinUI,
        K::IndexShl => K::ShLI,
        K::IndexShrS => K::ShRSI,
        K::IndexShrU => K::ShRUI,
        K::IndexAnd => K::AndI,
        K::IndexOr => K::OrI,
        K::IndexXor => K::XOrI,
        K::IndexCmp => K::CmpI,
        K::IndexCastS => K::IndexCast,
        K::IndexCastU => K::IndexCastUI,
        _ => return None,
    })
}

/// The width in bits of an `index` in generated code: what `index.sizeof` gives.
pub const INDEX_BITS: i128 = 64;

/// The op the index dialect materializes a folded `value` of type `ty` as
/// (`IndexDialect::materializeConstant`): `index.bool.constant` for an `i1`,
/// `index.constant` for an `index`; `None` for anything else.
pub fn materialize_kind(m: &Module, value: &Attribute, ty: TypeId) -> Option<OpKind> {
    let Attribute::Integer { ty: vt, .. } = value else {
        return None;
    };
    match (m.ty(*vt), m.ty(ty)) {
        (TypeData::Index, TypeData::Index) => Some(OpKind::IndexConstant),
        (a, b) if a.is_signless_i1() && b.is_signless_i1() => Some(OpKind::IndexBoolConstant),
        _ => None,
    }
}

// ---- syntax -------------------------------------------------------------------------------

/// Parses an index op (after its name).
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    use OpKind as K;
    let mut spec = p.spec(kind, pos);
    match kind {
        k if is_binary(k) => parse_binary(p, &mut spec)?,
        K::IndexConstant => parse_constant(p, &mut spec)?,
        K::IndexBoolConstant => parse_bool_constant(p, &mut spec)?,
        K::IndexCmp => parse_cmp(p, &mut spec)?,
        K::IndexCastS | K::IndexCastU => parse_cast(p, &mut spec)?,
        K::IndexSizeOf => {
            spec.attrs = p.opt_attr_dict()?;
            spec.result_types = vec![syntax::index_type(&mut p.m)];
        }
        _ => return p.err_at(pos, format!("custom op '{}' is unknown", kind.name())),
    }
    Ok(spec)
}

/// `%a, %b {attrs}`
fn parse_binary(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let list_pos = p.here();
    let refs = syntax::operands(p, 2)?;
    spec.attrs = p.opt_attr_dict()?;
    let t = syntax::index_type(&mut p.m);
    spec.operands = p.resolve_all(&refs, &[t, t], list_pos)?;
    spec.result_types = vec![t];
    Ok(())
}

/// `{attrs} 42`
fn parse_constant(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    spec.attrs = p.opt_attr_dict()?;
    let pos = p.here();
    let v = p.int_lit()?;
    if v < i64::MIN as i128 || v > u64::MAX as i128 {
        return p.err_at(pos, "integer constant out of range for attribute");
    }
    let t = syntax::index_type(&mut p.m);
    let value = Attribute::Integer {
        value: v as u64 as i64 as i128,
        ty: t,
    };
    spec.props.push(NamedAttr::new("value", value));
    spec.result_types = vec![t];
    Ok(())
}

/// `{attrs} true`
fn parse_bool_constant(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    spec.attrs = p.opt_attr_dict()?;
    let value = if p.eat_keyword("true") {
        1
    } else if p.eat_keyword("false") {
        0
    } else {
        return p.err("expected attribute value");
    };
    let i1 = syntax::int_type(&mut p.m, 1);
    spec.props.push(NamedAttr::new(
        "value",
        Attribute::Integer { value, ty: i1 },
    ));
    spec.result_types = vec![i1];
    Ok(())
}

/// `pred(%a, %b) {attrs}`
fn parse_cmp(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let pos = p.here();
    let Some(i) = p
        .ident()
        .and_then(|id| PREDICATES.iter().position(|n| *n == id))
    else {
        return p.err_at(
            pos,
            format!(
                "custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: {}",
                PREDICATES.join(", ")
            ),
        );
    };
    p.expect("(")?;
    let list_pos = p.here();
    let refs = syntax::operands(p, 2)?;
    p.expect(")")?;
    spec.attrs = p.opt_attr_dict()?;
    let t = syntax::index_type(&mut p.m);
    spec.operands = p.resolve_all(&refs, &[t, t], list_pos)?;
    spec.props.push(NamedAttr::new("pred", predicate_attr(i)));
    spec.result_types = vec![syntax::int_type(&mut p.m, 1)];
    Ok(())
}

/// `%a {attrs} : t1 to t2`
fn parse_cast(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let a = p.operand_ref()?;
    spec.attrs = p.opt_attr_dict()?;
    let (from, to) = syntax::colon_type_to_type(p, "to")?;
    spec.operands = vec![p.resolve(a, from)?];
    spec.result_types = vec![to];
    Ok(())
}

/// Prints an index op; false for the generic form.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    use OpKind as K;
    let kind = pr.m.op(op).kind;
    let operands = pr.m.op(op).operands.clone();
    match kind {
        k if is_binary(k) => {
            pr.op_name(op);
            pr.w(" ");
            pr.values(&operands);
            pr.attr_dict(op, &[]);
        }
        K::IndexConstant | K::IndexBoolConstant => {
            let Some(Attribute::Integer { value, .. }) = pr.m.attr(op, "value").cloned() else {
                return false;
            };
            pr.op_name(op);
            pr.attr_dict(op, &["value"]);
            let text = match kind {
                K::IndexConstant => value.to_string(),
                _ if value != 0 => "true".into(),
                _ => "false".into(),
            };
            pr.w(" ");
            pr.w(&text);
        }
        K::IndexCmp => {
            let Some(i) = predicate(pr.m, op) else {
                return false;
            };
            pr.op_name(op);
            pr.w(" ");
            pr.w(PREDICATES[i]);
            pr.w("(");
            pr.values(&operands);
            pr.w(")");
            pr.attr_dict(op, &["pred"]);
        }
        K::IndexCastS | K::IndexCastU => {
            pr.op_name(op);
            pr.w(" ");
            pr.value(operands[0]);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(pr.m.value_type(operands[0]));
            pr.w(" to ");
            pr.ty(pr.m.value_type(pr.m.op(op).results[0]));
        }
        K::IndexSizeOf => {
            pr.op_name(op);
            pr.attr_dict(op, &[]);
        }
        _ => return false,
    }
    true
}

/// Result-name hints: `%idx42` for `index.constant 42`, `%true`/`%false` for
/// `index.bool.constant`.
pub fn result_names(m: &Module, op: OpId, out: &mut Vec<(u32, String)>) {
    let Some(Attribute::Integer { value, .. }) = m.attr(op, "value") else {
        return;
    };
    match m.op(op).kind {
        OpKind::IndexConstant => out.push((0, format!("idx{value}"))),
        OpKind::IndexBoolConstant => {
            out.push((0, if *value != 0 { "true" } else { "false" }.into()))
        }
        _ => {}
    }
}

// ---- verification -------------------------------------------------------------------------

/// Checks an index op's operand, result and attribute types (after the structural checks of
/// [`super::verify_op`]), with mlir-opt's messages.
pub fn verify(m: &Module, op: OpId) -> VResult {
    use OpKind as K;
    let d = m.op(op);
    match d.kind {
        K::IndexCastS | K::IndexCastU => return verify_cast(m, op),
        K::IndexConstant => {
            if !matches!(m.attr(op, "value"), Some(Attribute::Integer { ty, .. }) if is_index(m, *ty))
            {
                return Err(op_error(
                    m,
                    op,
                    "attribute 'value' failed to satisfy constraint: index attribute",
                ));
            }
        }
        K::IndexBoolConstant => {
            if !matches!(m.attr(op, "value"), Some(Attribute::Integer { ty, .. }) if m.ty(*ty).is_signless_i1())
            {
                return Err(op_error(
                    m,
                    op,
                    "attribute 'value' failed to satisfy constraint: bool attribute",
                ));
            }
        }
        K::IndexCmp if predicate(m, op).is_none() => {
            return Err(op_error(
                m,
                op,
                "attribute 'pred' failed to satisfy constraint: index comparison predicate kind",
            ))
        }
        _ => {}
    }
    for (i, &v) in d.operands.iter().enumerate() {
        let t = m.value_type(v);
        if !is_index(m, t) {
            let msg = format!("operand #{i} must be index, but got '{}'", ts(m, t));
            return Err(op_error(m, op, msg));
        }
    }
    for (i, &r) in d.results.iter().enumerate() {
        let t = m.value_type(r);
        let (ok, want) = if matches!(d.kind, K::IndexCmp | K::IndexBoolConstant) {
            (m.ty(t).is_signless_i1(), "1-bit signless integer")
        } else {
            (is_index(m, t), "index")
        };
        if !ok {
            let msg = format!("result #{i} must be {want}, but got '{}'", ts(m, t));
            return Err(op_error(m, op, msg));
        }
    }
    Ok(())
}

fn is_index(m: &Module, t: TypeId) -> bool {
    matches!(m.ty(t), TypeData::Index)
}

/// `index.casts` / `index.castu`: between `index` and an integer type, one of each.
fn verify_cast(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    let (a, b) = (m.value_type(d.operands[0]), m.value_type(d.results[0]));
    let int_or_index = |t| matches!(m.ty(t), TypeData::Index | TypeData::Integer { .. });
    for (what, t) in [("operand", a), ("result", b)] {
        if !int_or_index(t) {
            let msg = format!("{what} #0 must be integer or index, but got '{}'", ts(m, t));
            return Err(op_error(m, op, msg));
        }
    }
    if is_index(m, a) == is_index(m, b) {
        return Err(op_error(
            m,
            op,
            format!(
                "operand type '{}' and result type '{}' are cast incompatible",
                ts(m, a),
                ts(m, b)
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn predicates_round_trip_through_their_attribute() {
        for (i, p) in PREDICATES.iter().enumerate() {
            let Attribute::Opaque(s) = predicate_attr(i) else {
                panic!()
            };
            assert_eq!(s, format!("#index<cmp_predicate {p}>"));
        }
    }

    #[test]
    fn binary_ops_are_the_twenty_arithmetic_ops() {
        let n = OpKind::ALL.iter().filter(|k| is_binary(**k)).count();
        assert_eq!(n, 20);
        assert!(!is_binary(OpKind::IndexCmp));
    }
}
