//! Pieces of custom assembly syntax that ops of several dialects share: the common integer
//! types, operand lists (`%a, %b : t1, t2`, `(%a, %b)`), symbol-reference properties, dense
//! `i64` arrays and the prefetch hints (`read, locality<3>, data`) of `memref.prefetch` and
//! `affine.prefetch`. Each dialect file writes its ops' syntax with these, so one op's parser
//! or printer reads as that op's grammar.

use crate::ir::{
    Attribute, Module, NamedAttr, OpId, OpSpec, Signedness, TypeData, TypeId, ValueId,
};
use crate::parse::{OperandRef, PResult, ParseError, Parser};
use crate::print::Printer;

/// The signless integer type of `width` bits.
pub fn int_type(m: &mut Module, width: u32) -> TypeId {
    m.intern_type(TypeData::Integer {
        width,
        signedness: Signedness::Signless,
    })
}

/// The `index` type.
pub fn index_type(m: &mut Module) -> TypeId {
    m.intern_type(TypeData::Index)
}

/// An `array<i64: ...>` dense-array attribute.
pub fn dense_i64(m: &mut Module, values: Vec<i64>) -> Attribute {
    Attribute::DenseArray {
        elem: int_type(m, 64),
        values,
    }
}

/// An integer attribute of the signless integer type of `width` bits.
pub fn int_attr(m: &mut Module, width: u32, value: i128) -> Attribute {
    Attribute::Integer {
        value,
        ty: int_type(m, width),
    }
}

/// A flat symbol reference `@name`.
pub fn symbol_ref(root: String) -> Attribute {
    Attribute::SymbolRef {
        root,
        nested: vec![],
    }
}

// ---- parsing ------------------------------------------------------------------------------

/// Parses an optional `%a, %b` list (empty when no operand follows).
pub fn opt_operand_list<'a>(p: &mut Parser<'a>) -> PResult<Vec<OperandRef<'a>>> {
    let mut refs = Vec::new();
    while p.at_operand() {
        refs.push(p.operand_ref()?);
        if !p.eat(",") {
            break;
        }
    }
    Ok(refs)
}

/// Parses `[%a, %b : t1, t2]`: an optional operand list with its types (both or neither).
pub fn operands_colon_types<'a>(p: &mut Parser<'a>) -> PResult<(Vec<OperandRef<'a>>, Vec<TypeId>)> {
    let refs = opt_operand_list(p)?;
    let mut tys = Vec::new();
    if !refs.is_empty() {
        p.expect(":")?;
        tys = p.parse_type_list()?;
    }
    Ok((refs, tys))
}

/// Parses `n` comma-separated operands.
pub fn operands<'a>(p: &mut Parser<'a>, n: usize) -> PResult<Vec<OperandRef<'a>>> {
    let mut v = Vec::with_capacity(n);
    for i in 0..n {
        if i > 0 {
            p.expect(",")?;
        }
        v.push(p.operand_ref()?);
    }
    Ok(v)
}

/// Parses `open %a, %b close` (e.g. `[%i, %j]`); also returns where the list starts (after
/// `open`), for diagnostics about its operands.
pub fn delimited_operand_refs<'a>(
    p: &mut Parser<'a>,
    open: &str,
    close: &str,
) -> PResult<(Vec<OperandRef<'a>>, usize)> {
    let mut v = Vec::new();
    p.expect(open)?;
    let pos = p.here();
    p.comma_list_until(close, |p| {
        v.push(p.operand_ref()?);
        Ok(())
    })?;
    Ok((v, pos))
}

/// Parses `[1, 2, 3]` (integer literals).
pub fn int_list(p: &mut Parser<'_>) -> PResult<Vec<i128>> {
    let mut v = Vec::new();
    p.expect("[")?;
    p.comma_list_until("]", |p| {
        v.push(p.int_lit()?);
        Ok(())
    })?;
    Ok(v)
}

/// Parses `= lb to ub step step` of a loop, each bound with `bound`.
pub fn loop_bounds<'a, T>(
    p: &mut Parser<'a>,
    mut bound: impl FnMut(&mut Parser<'a>) -> PResult<T>,
) -> PResult<(T, T, T)> {
    p.expect("=")?;
    let lb = bound(p)?;
    p.expect_keyword("to")?;
    let ub = bound(p)?;
    p.expect_keyword("step")?;
    let step = bound(p)?;
    Ok((lb, ub, step))
}

/// Parses `(%a, %b)` (the opening parenthesis included).
pub fn paren_operand_refs<'a>(p: &mut Parser<'a>) -> PResult<Vec<OperandRef<'a>>> {
    Ok(delimited_operand_refs(p, "(", ")")?.0)
}

/// Parses `%a, %b : t1, t2 {attrs}` as a terminator's operands (`scf.yield`, `affine.yield`,
/// `memref.alloca_scope.return`, `shape.assuming_yield`).
pub fn parse_yield_like(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let list_pos = p.here();
    let (refs, tys) = operands_colon_types(p)?;
    spec.attrs = p.opt_attr_dict()?;
    spec.operands = p.resolve_all(&refs, &tys, list_pos)?;
    Ok(())
}

/// Parses `%a, %b {attrs} : t1, t2` as a terminator's operands (`func.return`,
/// `linalg.yield`).
pub fn parse_return_like(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let list_pos = p.here();
    let refs = opt_operand_list(p)?;
    spec.attrs = p.opt_attr_dict()?;
    let mut tys = Vec::new();
    if !refs.is_empty() {
        p.expect(":")?;
        tys = p.parse_type_list()?;
    }
    spec.operands = p.resolve_all(&refs, &tys, list_pos)?;
    Ok(())
}

/// Parses `@name` into the symbol-reference property `prop`.
pub fn parse_symbol_prop(p: &mut Parser<'_>, spec: &mut OpSpec, prop: &str) -> PResult<()> {
    let name = p.symbol_name()?;
    spec.props.push(NamedAttr::new(prop, symbol_ref(name)));
    Ok(())
}

/// Parses `{attrs} : type` ending an op with one result of that type.
pub fn parse_attrs_result_type(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    spec.result_types = vec![p.parse_type()?];
    Ok(())
}

/// Parses `%src {attrs} : type` of an op with one operand and no results.
pub fn parse_operand_colon_type(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let r = p.operand_ref()?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    spec.operands = vec![p.resolve(r, t)?];
    Ok(())
}

/// Parses `: t1 to t2` (the source and result types of a conversion-like op).
pub fn colon_type_to_type(p: &mut Parser<'_>, kw: &str) -> PResult<(TypeId, TypeId)> {
    p.expect(":")?;
    let a = p.parse_type()?;
    p.expect_keyword(kw)?;
    let b = p.parse_type()?;
    Ok((a, b))
}

/// Parses `: (t1, t2) -> results` with exactly two operand types; `what` names the failure.
pub fn two_operand_function_type(
    p: &mut Parser<'_>,
    what: &str,
) -> PResult<(TypeId, TypeId, Vec<TypeId>)> {
    p.expect(":")?;
    let tp = p.here();
    let fty = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.m.ty(fty).clone() else {
        return p.err_at(tp, "expected function type");
    };
    if inputs.len() != 2 {
        return p.err_at(tp, what);
    }
    Ok((inputs[0], inputs[1], results))
}

/// Parses `{attrs} : t1 kw t2` ending a conversion-like op whose source operand `src` was
/// parsed: one operand of type t1, one result of type t2.
pub fn finish_conversion<'a>(
    p: &mut Parser<'a>,
    spec: &mut OpSpec,
    src: OperandRef<'a>,
    kw: &str,
) -> PResult<()> {
    spec.attrs = p.opt_attr_dict()?;
    let (a, b) = colon_type_to_type(p, kw)?;
    spec.operands = vec![p.resolve(src, a)?];
    spec.result_types = vec![b];
    Ok(())
}

/// The hints of a prefetch: `read|write, locality<N>, data|instr`.
pub struct PrefetchHints {
    /// `write` rather than `read`.
    pub is_write: bool,
    /// The locality hint (0-3).
    pub locality: i128,
    /// `data` rather than `instr`.
    pub is_data: bool,
}

/// Parses `read|write, locality<N>, data|instr`; `fail` makes the error for a wrong keyword.
pub fn parse_prefetch_hints<'a>(
    p: &mut Parser<'a>,
    fail: impl Fn(&mut Parser<'a>, &str) -> ParseError,
) -> PResult<PrefetchHints> {
    let is_write = match p.ident().unwrap_or("") {
        "read" => false,
        "write" => true,
        _ => return Err(fail(p, "rw specifier has to be 'read' or 'write'")),
    };
    p.expect(",")?;
    p.expect_keyword("locality")?;
    p.expect("<")?;
    let locality = p.int_lit()?;
    p.expect(">")?;
    p.expect(",")?;
    let is_data = match p.ident().unwrap_or("") {
        "data" => true,
        "instr" => false,
        _ => return Err(fail(p, "cache type has to be 'data' or 'instr'")),
    };
    Ok(PrefetchHints {
        is_write,
        locality,
        is_data,
    })
}

/// The properties of prefetch hints: `isDataCache`, `isWrite`, `localityHint`.
pub fn prefetch_props(m: &mut Module, h: &PrefetchHints) -> Vec<NamedAttr> {
    vec![
        NamedAttr::new("isDataCache", int_attr(m, 1, h.is_data as i128)),
        NamedAttr::new("isWrite", int_attr(m, 1, h.is_write as i128)),
        NamedAttr::new("localityHint", int_attr(m, 32, h.locality)),
    ]
}

/// Moves inherent attributes written in the attribute dictionary into the properties.
pub fn move_to_props(spec: &mut OpSpec, names: &[&str]) {
    let mut i = 0;
    while i < spec.attrs.len() {
        if names.contains(&spec.attrs[i].name.as_str()) {
            let a = spec.attrs.remove(i);
            spec.props.push(a);
        } else {
            i += 1;
        }
    }
}

// ---- printing -----------------------------------------------------------------------------

/// The result types of `op`.
pub fn result_types(m: &Module, op: OpId) -> Vec<TypeId> {
    m.op(op).results.iter().map(|&r| m.value_type(r)).collect()
}

/// The entry-block arguments of region `r` (none if it is empty).
pub fn entry_args(m: &Module, r: crate::ir::RegionId) -> Vec<ValueId> {
    m.entry_block(r)
        .map(|b| m.block(b).args.clone())
        .unwrap_or_default()
}

/// Prints ` %src`: the op's first operand.
pub fn print_first_operand(pr: &mut Printer<'_>, op: OpId) {
    pr.w(" ");
    pr.value(pr.m.op(op).operands[0]);
}

/// Prints ` %a, %b : t1, t2` (nothing for no operands).
pub fn print_operands_colon_types(pr: &mut Printer<'_>, operands: &[ValueId]) {
    if !operands.is_empty() {
        pr.w(" ");
        pr.values(operands);
        pr.w(" : ");
        pr.value_types(operands);
    }
}

/// Prints a terminator's ` {attrs} %a, %b : t1, t2` (`func.return`, `scf.yield`, ...).
pub fn print_return_like(pr: &mut Printer<'_>, op: OpId) {
    pr.attr_dict(op, &[]);
    let operands = pr.m.op(op).operands.clone();
    print_operands_colon_types(pr, &operands);
}

/// Prints a terminator's ` %a, %b : t1, t2 {attrs}` (`affine.yield`,
/// `shape.assuming_yield`).
pub fn print_yield_like(pr: &mut Printer<'_>, op: OpId) {
    let operands = pr.m.op(op).operands.clone();
    print_operands_colon_types(pr, &operands);
    pr.attr_dict(op, &[]);
}

/// Prints `(%d0, %d1)[%s0]`: the first `num_dims` operands, then the rest as symbols (the
/// bracket part only if there are any).
pub fn print_dim_and_symbol_list(pr: &mut Printer<'_>, operands: &[ValueId], num_dims: usize) {
    let nd = num_dims.min(operands.len());
    pr.w("(");
    pr.values(&operands[..nd]);
    pr.w(")");
    if operands.len() > nd {
        pr.w("[");
        pr.values(&operands[nd..]);
        pr.w("]");
    }
}

/// Prints `(%a = %init, ...)` (`iter_args`, `shared_outs`).
pub fn print_init_list(pr: &mut Printer<'_>, names: &[ValueId], inits: &[ValueId]) {
    pr.w("(");
    for (i, (n, v)) in names.iter().zip(inits).enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.value(*n);
        pr.w(" = ");
        pr.value(*v);
    }
    pr.w(")");
}

/// Prints ` { then }` and, if the else region has a block, ` else { else }` (`scf.if`,
/// `affine.if`); terminators show when the op has results.
pub fn print_then_else(pr: &mut Printer<'_>, regions: &[crate::ir::RegionId], has_results: bool) {
    pr.w(" ");
    pr.region(regions[0], false, has_results);
    if pr.m.entry_block(regions[1]).is_some() {
        pr.w(" else ");
        pr.region(regions[1], false, has_results);
    }
}

/// Prints ` [%value, ]%memref` of a load-like (`memref` = 0) or store-like (`memref` = 1) op.
pub fn print_access_head(pr: &mut Printer<'_>, operands: &[ValueId], memref: usize) {
    pr.w(" ");
    if memref == 1 {
        pr.value(operands[0]);
        pr.w(", ");
    }
    pr.value(operands[memref]);
}

/// Prints the symbol of symbol-reference property `prop`, if present.
pub fn print_symbol_prop(pr: &mut Printer<'_>, op: OpId, prop: &str) {
    if let Some(Attribute::SymbolRef { root, .. }) = pr.m.attr(op, prop).cloned() {
        pr.symbol(&root);
    }
}

/// Prints ` -> (t1, t2)` of an op's results (nothing without results).
pub fn print_paren_result_types(pr: &mut Printer<'_>, rtys: &[TypeId]) {
    if !rtys.is_empty() {
        pr.w(" -> (");
        pr.types(rtys);
        pr.w(")");
    }
}

/// Prints ` : (operand types) -> result types` of a call-like op.
pub fn print_functional_type(pr: &mut Printer<'_>, op: OpId, operands: &[ValueId]) {
    pr.w(" : (");
    pr.value_types(operands);
    pr.w(") -> ");
    let rs = result_types(pr.m, op);
    pr.result_types(&rs);
}

/// The text `, read|write, locality<N>, data|instr` of a prefetch op's hints.
pub fn prefetch_hints_text(m: &Module, op: OpId) -> String {
    let flag = |n: &str| matches!(m.attr(op, n), Some(Attribute::Integer { value: 1, .. }));
    let w = if flag("isWrite") { "write" } else { "read" };
    let c = if flag("isDataCache") { "data" } else { "instr" };
    let l = match m.attr(op, "localityHint") {
        Some(Attribute::Integer { value, .. }) => *value,
        _ => 0,
    };
    format!(", {w}, locality<{l}>, {c}")
}

/// One entry of a function's argument list (`func.func`, `llvm.func`): `%name: type {attrs}
/// loc(...)` in a definition, `type {attrs}` in a declaration. The type and attribute
/// dictionary go to `types` and `attrs`, a named argument to `args`.
pub(crate) fn function_arg<'a>(
    p: &mut Parser<'a>,
    args: &mut Vec<crate::parse::ArgDecl<'a>>,
    types: &mut Vec<crate::ir::TypeId>,
    attrs: &mut Vec<Vec<crate::ir::NamedAttr>>,
) -> PResult<()> {
    let name = if p.at_operand() {
        let n = p.operand_ref()?;
        p.expect(":")?;
        Some(n)
    } else {
        None
    };
    let ty = p.parse_type()?;
    types.push(ty);
    attrs.push(p.opt_attr_dict()?);
    let loc = p.opt_trailing_loc()?;
    if let Some(n) = name {
        args.push(crate::parse::ArgDecl { name: n, ty, loc });
    }
    Ok(())
}
