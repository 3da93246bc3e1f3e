//! Verification of LLVM-dialect ops with mlir-opt 22's messages: returns against their
//! function's type, calls against their callee, symbol references, aggregate positions, GEP
//! struct indices, function linkage, and the operand types of `icmp`.

use super::super::verify::{ts, VResult};
use super::super::{OpKind, SymbolTable};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, LlvmType, Module, OpId, TypeData, TypeId};
use crate::verify::op_error;

/// Verifies one LLVM op.
pub fn verify(m: &Module, op: OpId, symbols: &SymbolTable) -> VResult {
    match m.op(op).kind {
        OpKind::LlvmReturn => verify_return(m, op),
        OpKind::LlvmCall => verify_call(m, op, symbols),
        OpKind::LlvmMlirAddressof => verify_addressof(m, op, symbols),
        OpKind::LlvmFunc => verify_func(m, op),
        OpKind::LlvmMlirGlobal => verify_global(m, op),
        OpKind::LlvmGetelementptr => verify_gep(m, op),
        OpKind::LlvmIcmp => verify_icmp(m, op),
        OpKind::LlvmSelect => verify_select(m, op),
        OpKind::LlvmLoad => verify_pointer_operand(m, op, 0),
        OpKind::LlvmStore => verify_pointer_operand(m, op, 1),
        OpKind::LlvmExtractvalue | OpKind::LlvmInsertvalue => verify_aggregate(m, op),
        OpKind::LlvmSext | OpKind::LlvmZext => verify_extension(m, op),
        OpKind::LlvmSwitch => verify_switch(m, op),
        k if super::ops::is_binary(k) => verify_same_types(m, op),
        _ => Ok(()),
    }
}

/// The two-operand arithmetic ops have one type for operands and result.
fn verify_same_types(m: &Module, op: OpId) -> VResult {
    let o = m.op(op);
    let t = m.value_type(o.operands[0]);
    let same = o
        .operands
        .iter()
        .chain(&o.results)
        .all(|&v| m.value_type(v) == t);
    if same {
        return Ok(());
    }
    Err(op_error(
        m,
        op,
        "requires the same type for all operands and results",
    ))
}

/// `llvm.sext`/`llvm.zext` widen: integer to wider integer, or vector to vector of the same
/// shape with wider elements.
fn verify_extension(m: &Module, op: OpId) -> VResult {
    let o = m.op(op);
    let (from, to) = (m.value_type(o.operands[0]), m.value_type(o.results[0]));
    let err = |msg: &str| Err(Diagnostic::on_op(m, op, msg));
    let (fe, te) = match (m.ty(from), m.ty(to)) {
        (TypeData::Vector { .. }, TypeData::Vector { .. }) => {
            if m.ty(from).shape() != m.ty(to).shape() {
                return err("input and output vectors are of incompatible shape");
            }
            (m.ty(from).element_type(), m.ty(to).element_type())
        }
        (TypeData::Vector { .. }, _) => {
            return err("input type is a vector but output type is an integer")
        }
        (_, TypeData::Vector { .. }) => {
            return err("input type is an integer but output type is a vector")
        }
        _ => (Some(from), Some(to)),
    };
    let width = |t: Option<TypeId>| match t.map(|t| m.ty(t)) {
        Some(TypeData::Integer { width, .. }) => Some(*width),
        _ => None,
    };
    match (width(fe), width(te)) {
        (Some(a), Some(b)) if b <= a => err(
            "integer width of the output type is smaller or equal to the integer width of the input type",
        ),
        _ => Ok(()),
    }
}

/// `llvm.switch` has one case value per case destination.
fn verify_switch(m: &Module, op: OpId) -> VResult {
    let values = match m.attr(op, "case_values") {
        Some(Attribute::Dense { ty, .. }) => {
            m.ty(*ty).shape().map_or(1, |s| s.iter().product::<i64>()) as usize
        }
        _ => 0,
    };
    if values + 1 == m.op(op).successors.len() {
        return Ok(());
    }
    Err(op_error(
        m,
        op,
        "expects number of case values to match number of case destinations",
    ))
}

fn verify_return(m: &Module, op: OpId) -> VResult {
    let Some(f) = m
        .parent_op(op)
        .filter(|&p| m.op(p).kind == OpKind::LlvmFunc)
    else {
        return Ok(());
    };
    let Some((ret, _, _)) = super::func::signature(m, f) else {
        return Ok(());
    };
    let ops = &m.op(op).operands;
    let msg = match (ret, ops.len()) {
        (None, 0) => return Ok(()),
        (Some(r), 1) if m.value_type(ops[0]) == r => return Ok(()),
        (None, _) => "expected no operands",
        (Some(_), 1) => "mismatching result types",
        (Some(_), _) => "expected 1 operand",
    };
    let at = crate::diag::resolve(m, &m.op(f).loc);
    Err(op_error(m, op, msg).with_note(at, "when returning from function"))
}

fn verify_call(m: &Module, op: OpId, symbols: &SymbolTable) -> VResult {
    let Some(name) = super::call::callee(m, op) else {
        if m.op(op).operands.is_empty() {
            return Err(op_error(
                m,
                op,
                "must have either a `callee` attribute or at least an operand",
            ));
        }
        return Ok(());
    };
    let Some(&f) = symbols.get(name) else {
        return Err(op_error(
            m,
            op,
            format!("'{name}' does not reference a symbol in the current scope"),
        ));
    };
    if m.op(f).kind != OpKind::LlvmFunc {
        return Err(op_error(
            m,
            op,
            format!("'{name}' does not reference a valid LLVM function"),
        ));
    }
    let Some((ret, params, vararg)) = super::func::signature(m, f) else {
        return Ok(());
    };
    let args = &m.op(op).operands;
    if args.len() != params.len() && !(vararg && args.len() >= params.len()) {
        return Err(op_error(
            m,
            op,
            format!(
                "incorrect number of operands ({}) for callee (expecting: {})",
                args.len(),
                params.len()
            ),
        ));
    }
    for (i, (&a, &p)) in args.iter().zip(&params).enumerate() {
        let at = m.value_type(a);
        if at != p {
            return Err(op_error(
                m,
                op,
                format!(
                    "operand type mismatch for operand {i}: '{}' != '{}'",
                    ts(m, at),
                    ts(m, p)
                ),
            ));
        }
    }
    let results = &m.op(op).results;
    match (ret, results.first()) {
        (None, Some(_)) => Err(op_error(
            m,
            op,
            "expected function call to produce no value",
        )),
        (Some(_), None) => Err(op_error(m, op, "expected function call to produce a value")),
        (Some(r), Some(&v)) if m.value_type(v) != r => Err(op_error(
            m,
            op,
            format!(
                "result type mismatch: '{}' != '{}'",
                ts(m, m.value_type(v)),
                ts(m, r)
            ),
        )),
        _ => Ok(()),
    }
}

fn verify_addressof(m: &Module, op: OpId, symbols: &SymbolTable) -> VResult {
    let Some(Attribute::SymbolRef { root, .. }) = m.attr(op, "global_name") else {
        return Ok(());
    };
    let ok = symbols
        .get(root)
        .is_some_and(|&s| matches!(m.op(s).kind, OpKind::LlvmMlirGlobal | OpKind::LlvmFunc));
    if ok {
        Ok(())
    } else {
        Err(op_error(
            m,
            op,
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
        ))
    }
}

fn verify_func(m: &Module, op: OpId) -> VResult {
    let external = m
        .op(op)
        .regions
        .first()
        .is_none_or(|&r| m.entry_block(r).is_none());
    let linkage = super::func::linkage(m, op);
    if external && !matches!(linkage, "external" | "extern_weak") {
        return Err(op_error(
            m,
            op,
            "external functions must have 'external' or 'extern_weak' linkage",
        ));
    }
    Ok(())
}

/// The value an initializer region returns has the global's type.
fn verify_global(m: &Module, op: OpId) -> VResult {
    let Some(Attribute::Type(t)) = m.attr(op, "global_type") else {
        return Ok(());
    };
    let ret = m
        .op(op)
        .regions
        .first()
        .and_then(|&r| m.entry_block(r))
        .and_then(|b| m.terminator(b))
        .and_then(|r| m.op(r).operands.first().copied());
    match ret.map(|v| m.value_type(v)) {
        Some(rt) if rt != *t => Err(op_error(
            m,
            op,
            format!(
                "initializer region type '{}' does not match global type '{}'",
                ts(m, rt),
                ts(m, *t)
            ),
        )),
        _ => Ok(()),
    }
}

fn verify_gep(m: &Module, op: OpId) -> VResult {
    let Some(Attribute::Type(elem)) = m.attr(op, "elem_type") else {
        return Ok(());
    };
    let raw = super::super::dense_array(m, op, "rawConstantIndices");
    verify_gep_dynamic_count(m, op, &raw)?;
    let mut cur = *elem;
    for (i, &idx) in raw.iter().enumerate().skip(1) {
        cur = match m.ty(cur) {
            TypeData::Llvm(LlvmType::Struct {
                body: Some(fields), ..
            }) => {
                if idx == super::ops::DYNAMIC_INDEX {
                    return Err(op_error(
                        m,
                        op,
                        format!("expected index {i} indexing a struct to be constant"),
                    ));
                }
                match fields.get(idx as usize) {
                    Some(&f) if idx >= 0 => f,
                    _ => {
                        return Err(op_error(
                            m,
                            op,
                            format!("index {i} indexing a struct is out of bounds"),
                        ))
                    }
                }
            }
            TypeData::Llvm(LlvmType::Array { elem, .. }) | TypeData::Vector { elem, .. } => *elem,
            _ => {
                return Err(op_error(
                    m,
                    op,
                    format!("type '{}' cannot be indexed (index #{i})", ts(m, cur)),
                ))
            }
        };
    }
    Ok(())
}

/// Each `DYNAMIC_INDEX` marker in `rawConstantIndices` stands for one index operand.
fn verify_gep_dynamic_count(m: &Module, op: OpId, raw: &[i64]) -> VResult {
    let markers = raw
        .iter()
        .filter(|&&i| i == super::ops::DYNAMIC_INDEX)
        .count();
    if markers + 1 == m.op(op).operands.len() {
        return Ok(());
    }
    Err(op_error(
        m,
        op,
        "expected as many dynamic indices as specified in 'rawConstantIndices'",
    ))
}

fn is_aggregate(m: &Module, t: TypeId) -> bool {
    matches!(
        m.ty(t),
        TypeData::Llvm(LlvmType::Struct { .. } | LlvmType::Array { .. })
    )
}

/// `llvm.extractvalue` and `llvm.insertvalue`: the position must name a member of the
/// container, whose type is the extracted or inserted value's.
fn verify_aggregate(m: &Module, op: OpId) -> VResult {
    let o = m.op(op);
    let container = m.value_type(o.operands[0]);
    if !is_aggregate(m, container) {
        return Err(op_error(
            m,
            op,
            format!(
                "operand #0 must be LLVM aggregate type, but got '{}'",
                ts(m, container)
            ),
        ));
    }
    let insert = o.kind == OpKind::LlvmInsertvalue;
    if insert && m.value_type(o.results[0]) != container {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {container, res} have same type",
        ));
    }
    let member = position_member(m, op, container)?;
    let (value, ok) = if insert {
        (m.value_type(o.operands[1]), "cannot insert")
    } else {
        (m.value_type(o.results[0]), "")
    };
    if value == member {
        return Ok(());
    }
    let msg = if ok.is_empty() {
        format!(
            "Type mismatch: extracting from '{}' should produce '{}' but this op returns '{}'",
            ts(m, container),
            ts(m, member),
            ts(m, value)
        )
    } else {
        format!(
            "Type mismatch: cannot insert '{}' into '{}'",
            ts(m, value),
            ts(m, container)
        )
    };
    Err(op_error(m, op, msg))
}

/// The member of `container` at `op`'s `position`, with mlir-opt's diagnostics for a position
/// out of bounds or stepping into a non-aggregate.
fn position_member(m: &Module, op: OpId, container: TypeId) -> Result<TypeId, Diagnostic> {
    let mut cur = container;
    for idx in super::super::dense_array(m, op, "position") {
        let (n, next): (u64, Option<TypeId>) = match m.ty(cur) {
            TypeData::Llvm(LlvmType::Array { len, elem }) => (*len, Some(*elem)),
            TypeData::Llvm(LlvmType::Struct { body, .. }) => {
                let fields = body.as_deref().unwrap_or(&[]);
                let f = usize::try_from(idx)
                    .ok()
                    .and_then(|i| fields.get(i).copied());
                (fields.len() as u64, f)
            }
            _ => {
                return Err(op_error(
                    m,
                    op,
                    format!(
                        "expected LLVM IR structure/array type, got: '{}'",
                        ts(m, cur)
                    ),
                ))
            }
        };
        match next {
            Some(t) if idx >= 0 && (idx as u64) < n => cur = t,
            _ => return Err(op_error(m, op, format!("position out of bounds: {idx}"))),
        }
    }
    Ok(cur)
}

fn verify_icmp(m: &Module, op: OpId) -> VResult {
    let t = m.value_type(m.op(op).operands[0]);
    let elem = m.ty(t).element_type().unwrap_or(t);
    let ok = matches!(
        m.ty(elem),
        TypeData::Integer { .. } | TypeData::Index | TypeData::Llvm(LlvmType::Ptr(_))
    );
    if ok {
        Ok(())
    } else {
        Err(op_error(
            m,
            op,
            format!(
                "operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got '{}'",
                ts(m, t)
            ),
        ))
    }
}

fn verify_select(m: &Module, op: OpId) -> VResult {
    let t = m.value_type(m.op(op).operands[0]);
    let elem = m.ty(t).element_type().unwrap_or(t);
    if m.ty(elem).is_signless_i1() {
        return Ok(());
    }
    Err(op_error(
        m,
        op,
        format!(
            "operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got '{}'",
            ts(m, t)
        ),
    ))
}

/// `llvm.load`'s and `llvm.store`'s address operand must be a pointer.
fn verify_pointer_operand(m: &Module, op: OpId, i: usize) -> VResult {
    let t = m.value_type(m.op(op).operands[i]);
    if super::types::is_ptr(m, t) {
        return Ok(());
    }
    Err(op_error(
        m,
        op,
        format!(
            "operand #{i} must be LLVM pointer type, but got '{}'",
            ts(m, t)
        ),
    ))
}
