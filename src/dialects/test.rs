//! The subset of MLIR's `test` dialect that MLIR's own buffer-pass tests use
//! (`test.copy`, `test.buffer_based`, `test.read_buffer`, `test.region_buffer_based`,
//! `test.region_yield`, `test.region_if`, `test.region_if_yield`,
//! `test.alloc_with_multiple_results`), with the custom syntax
//! `mlir-opt` 22 (built with the test dialect) parses and prints. Their memory effects and
//! control-flow interfaces live with the deallocation pass (`transforms::ownership::interfaces`).
//! As in MLIR, the dialect allows unknown operations: `"test.source"() : () -> memref<f32>`
//! parses without `-allow-unregistered-dialect`, as an op of no known kind.

use super::syntax;
use super::OpKind;
use crate::ir::{OpId, OpSpec, TypeId};
use crate::parse::{PResult, Parser};
use crate::print::Printer;

/// Parses `%a : type` inside `in(...)`/`out(...)`.
fn operand_colon_type(p: &mut Parser<'_>) -> PResult<crate::ir::ValueId> {
    p.expect("(")?;
    let r = p.operand_ref()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    p.expect(")")?;
    p.resolve(r, t)
}

/// Parses a possibly empty type list (empty when the next token cannot start a type).
fn opt_type_list(p: &mut Parser<'_>) -> PResult<Vec<TypeId>> {
    if p.looking_at("{") || p.looking_at("->") || p.at_end() || p.looking_at("}") {
        return Ok(Vec::new());
    }
    if p.looking_at("%") || p.looking_at("^") {
        return Ok(Vec::new());
    }
    p.parse_type_list()
}

/// Parses a test op.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    let mut spec = p.spec(kind, pos);
    let list_pos = p.here();
    match kind {
        OpKind::TestCopy => {
            p.expect("(")?;
            let a = p.operand_ref()?;
            p.expect(",")?;
            let b = p.operand_ref()?;
            p.expect(")")?;
            p.expect(":")?;
            p.expect("(")?;
            let ta = p.parse_type()?;
            p.expect(",")?;
            let tb = p.parse_type()?;
            p.expect(")")?;
            spec.attrs = p.opt_attr_dict()?;
            spec.operands = vec![p.resolve(a, ta)?, p.resolve(b, tb)?];
        }
        OpKind::TestBufferBased | OpKind::TestRegionBufferBased => {
            p.expect_keyword("in")?;
            let a = operand_colon_type(p)?;
            p.expect_keyword("out")?;
            let b = operand_colon_type(p)?;
            if kind == OpKind::TestRegionBufferBased {
                spec.regions.push(p.region(&[], false)?);
            }
            spec.attrs = p.opt_attr_dict()?;
            spec.operands = vec![a, b];
        }
        OpKind::TestRegionYield => {
            let r = p.operand_ref()?;
            p.expect(":")?;
            let t = p.parse_type()?;
            spec.attrs = p.opt_attr_dict()?;
            spec.operands = vec![p.resolve(r, t)?];
        }
        OpKind::TestRegionIfYield => {
            let refs = syntax::opt_operand_list(p)?;
            p.expect(":")?;
            let tys = opt_type_list(p)?;
            spec.attrs = p.opt_attr_dict()?;
            spec.operands = p.resolve_all(&refs, &tys, list_pos)?;
        }
        OpKind::TestRegionIf => {
            let refs = syntax::opt_operand_list(p)?;
            p.expect(":")?;
            let tys = opt_type_list(p)?;
            spec.operands = p.resolve_all(&refs, &tys, list_pos)?;
            if p.eat("->") {
                spec.result_types = p.parse_result_type_list()?;
            }
            for kw in ["then", "else", "join"] {
                p.expect_keyword(kw)?;
                spec.regions.push(p.region(&[], false)?);
            }
            spec.attrs = p.opt_attr_dict()?;
        }
        OpKind::TestAllocWithMultipleResults => {
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let index = p.parse_type()?;
            p.expect(",")?;
            let memref = p.parse_type()?;
            spec.result_types = vec![index, memref];
        }
        _ => return p.err_at(pos, "op has no custom assembly form"),
    }
    Ok(spec)
}

/// Result-name hints: `test.alloc_with_multiple_results` names its results after their ODS
/// names, as mlir-opt prints them (`%index, %memref = ...`).
pub fn result_names(m: &crate::ir::Module, op: OpId, out: &mut Vec<(u32, String)>) {
    if m.op(op).kind == OpKind::TestAllocWithMultipleResults && m.op(op).results.len() == 2 {
        out.push((0, "index".into()));
        out.push((1, "memref".into()));
    }
}

/// Prints a test op (false: use the generic form).
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    let d = pr.m.op(op);
    let kind = d.kind;
    let ops = d.operands.clone();
    let regions = d.regions.clone();
    let results: Vec<TypeId> = d.results.iter().map(|&r| pr.m.value_type(r)).collect();
    match kind {
        OpKind::TestCopy if ops.len() == 2 => {
            pr.op_name(op);
            pr.w("(");
            pr.values(&ops);
            pr.w(") : (");
            pr.value_types(&ops);
            pr.w(")");
            pr.attr_dict(op, &[]);
        }
        OpKind::TestBufferBased | OpKind::TestRegionBufferBased if ops.len() == 2 => {
            pr.op_name(op);
            pr.w(" in(");
            pr.value(ops[0]);
            pr.w(" : ");
            pr.value_types(&ops[..1]);
            pr.w(") out(");
            pr.value(ops[1]);
            pr.w(" : ");
            pr.value_types(&ops[1..]);
            pr.w(")");
            if kind == OpKind::TestRegionBufferBased {
                let Some(&r) = regions.first() else {
                    return false;
                };
                pr.w(" ");
                pr.region(r, true, true);
            }
            pr.attr_dict(op, &[]);
        }
        OpKind::TestRegionYield if ops.len() == 1 => print_yield(pr, op, &ops),
        OpKind::TestRegionIfYield => print_yield(pr, op, &ops),
        OpKind::TestRegionIf if regions.len() == 3 => {
            pr.op_name(op);
            pr.w(" ");
            pr.values(&ops);
            pr.w(": ");
            pr.value_types(&ops);
            pr.w(" -> ");
            pr.result_types(&results);
            for (kw, r) in ["then", "else", "join"].iter().zip(regions) {
                pr.w(" ");
                pr.w(kw);
                pr.w(" ");
                pr.region(r, true, true);
            }
        }
        OpKind::TestAllocWithMultipleResults if results.len() == 2 => {
            pr.op_name(op);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.types(&results);
        }
        _ => return false,
    }
    true
}

/// ` %a, %b : t1, t2 {attrs}` (`region_yield`, `region_if_yield`; the types even when empty).
fn print_yield(pr: &mut Printer<'_>, op: OpId, ops: &[crate::ir::ValueId]) {
    pr.op_name(op);
    pr.w(" ");
    pr.values(ops);
    pr.w(" : ");
    pr.value_types(ops);
    pr.attr_dict(op, &[]);
}
