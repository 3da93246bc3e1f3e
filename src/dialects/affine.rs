//! The `affine` dialect on memrefs: `affine.for` (constant, SSA and map bounds with
//! `max`/`min`, `step`, `iter_args`), `affine.parallel` (bound groups with `max`/`min`,
//! `step`, `reduce`), `affine.if` (integer sets, `else`), `affine.load`,
//! `affine.store`, `affine.prefetch`, `affine.apply`, `affine.min`, `affine.max`, `affine.yield`,
//! `affine.delinearize_index` and `affine.linearize_index`, with the
//! custom syntax mlir-opt 22 parses and prints (maps of SSA ids such as `%m[%i + 1,
//! symbol(%n)]`), verification, and a small builder API other passes use to emit affine IR.
//!
//! Regions without results get an implicit `affine.yield`, elided again when printed. The
//! expression algebra (simplification, evaluation) lives in [`crate::ir::affine`]; the
//! lowering to `scf`/`arith`/`memref` in `transforms::lower_affine`.

use super::syntax::{self, dense_i64, index_type, print_dim_and_symbol_list};
use super::OpKind;
use crate::ir::affine as af;
use crate::ir::{
    AffineExpr, AffineMap, AffineSet, Attribute, InsertPoint, Location, Module, NamedAttr, OpId,
    OpSpec, RegionId, TypeData, TypeId, ValueId,
};
use crate::parse::{ArgDecl, OperandRef, PResult, Parser};
use crate::print::Printer;

/// The map stored under `name` (an empty map if absent).
pub fn map_attr(m: &Module, op: OpId, name: &str) -> AffineMap {
    match m.attr(op, name) {
        Some(Attribute::AffineMap(map)) => map.clone(),
        _ => AffineMap {
            num_dims: 0,
            num_syms: 0,
            results: vec![],
        },
    }
}

/// The integer set of an `affine.if`.
pub fn condition_set(m: &Module, op: OpId) -> AffineSet {
    match m.attr(op, "condition") {
        Some(Attribute::AffineSet(s)) => s.clone(),
        _ => AffineSet {
            num_dims: 0,
            num_syms: 0,
            constraints: vec![],
        },
    }
}

/// The pieces of an `affine.for`: bound maps, their operands, step, init values.
#[derive(Clone, Debug)]
pub struct ForParts {
    /// Lower bound map (the loop starts at the maximum of its results).
    pub lb_map: AffineMap,
    /// Operands of the lower bound map.
    pub lb_operands: Vec<ValueId>,
    /// Upper bound map (the loop stops before the minimum of its results).
    pub ub_map: AffineMap,
    /// Operands of the upper bound map.
    pub ub_operands: Vec<ValueId>,
    /// The (positive) step.
    pub step: i64,
    /// The `iter_args` initial values.
    pub inits: Vec<ValueId>,
}

/// Splits an `affine.for` into its parts.
pub fn for_parts(m: &Module, op: OpId) -> ForParts {
    let seg = super::operand_segments(m, op);
    let ops = &m.op(op).operands;
    let (nl, nu) = (
        seg.first().copied().unwrap_or(0),
        seg.get(1).copied().unwrap_or(0),
    );
    let nl = nl.min(ops.len());
    let nu = nu.min(ops.len() - nl);
    let step = match m.attr(op, "step") {
        Some(Attribute::Integer { value, .. }) => *value as i64,
        _ => 1,
    };
    ForParts {
        lb_map: map_attr(m, op, "lowerBoundMap"),
        lb_operands: ops[..nl].to_vec(),
        ub_map: map_attr(m, op, "upperBoundMap"),
        ub_operands: ops[nl..nl + nu].to_vec(),
        step,
        inits: ops[nl + nu..].to_vec(),
    }
}

/// The number of operands of an `affine.for` before its `iter_args` inits.
pub fn for_num_bound_operands(m: &Module, op: OpId) -> usize {
    let seg = super::operand_segments(m, op);
    seg.iter()
        .take(2)
        .sum::<usize>()
        .min(m.op(op).operands.len())
}

/// Sets an `affine.for`'s operands to bounds + `inits`, keeping `operandSegmentSizes` right.
pub fn set_for_inits(m: &mut Module, op: OpId, inits: Vec<ValueId>) {
    let nb = for_num_bound_operands(m, op);
    let mut ops = m.op(op).operands[..nb].to_vec();
    let n = inits.len();
    ops.extend(inits);
    m.set_operands(op, ops);
    if let Some(a) = m
        .op_mut(op)
        .props
        .iter_mut()
        .find(|a| a.name == "operandSegmentSizes")
    {
        if let Attribute::DenseArray { values, .. } = &mut a.value {
            if values.len() == 3 {
                values[2] = n as i64;
            }
        }
    }
}

/// The `arith::AtomicRMWKind` names in the enum's order (an `affine.parallel` reduction is
/// stored as its index).
pub const REDUCTION_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// The pieces of an `affine.parallel`: bound maps with their result groups (one group per
/// loop: the loop starts at the maximum of its lower-bound group and stops before the minimum
/// of its upper-bound group), operands, steps and reductions.
#[derive(Clone, Debug)]
pub struct ParallelParts {
    /// All lower-bound expressions.
    pub lb_map: AffineMap,
    /// Number of lower-bound expressions per loop.
    pub lb_groups: Vec<i64>,
    /// Operands of `lb_map`.
    pub lb_operands: Vec<ValueId>,
    /// All upper-bound expressions.
    pub ub_map: AffineMap,
    /// Number of upper-bound expressions per loop.
    pub ub_groups: Vec<i64>,
    /// Operands of `ub_map`.
    pub ub_operands: Vec<ValueId>,
    /// One step per loop.
    pub steps: Vec<i64>,
    /// One `REDUCTION_KINDS` index per result.
    pub reductions: Vec<i64>,
}

impl ParallelParts {
    /// The map of group `i` of `map` (its results only, all operands).
    pub fn group_map(map: &AffineMap, groups: &[i64], i: usize) -> AffineMap {
        let start: usize = groups[..i].iter().map(|&g| g.max(0) as usize).sum();
        let n = groups[i].max(0) as usize;
        AffineMap {
            num_dims: map.num_dims,
            num_syms: map.num_syms,
            results: map.results[start.min(map.results.len())..(start + n).min(map.results.len())]
                .to_vec(),
        }
    }
}

fn int_list(a: Option<&Attribute>) -> Vec<i64> {
    match a {
        Some(Attribute::Array(items)) => items
            .iter()
            .filter_map(|x| match x {
                Attribute::Integer { value, .. } => Some(*value as i64),
                _ => None,
            })
            .collect(),
        Some(Attribute::Dense { data, ty }) => match data {
            crate::ir::DenseData::Elements(items) => items
                .iter()
                .filter_map(|x| match x {
                    Attribute::Integer { value, .. } => Some(*value as i64),
                    _ => None,
                })
                .collect(),
            crate::ir::DenseData::Splat(x) => {
                let n = match x.as_ref() {
                    Attribute::Integer { value, .. } => *value as i64,
                    _ => 0,
                };
                let _ = ty;
                vec![n]
            }
            crate::ir::DenseData::Hex(_) => vec![],
        },
        _ => vec![],
    }
}

/// The number of elements of a dense attribute's shaped type (a splat stands for all of them).
fn dense_len(m: &Module, a: Option<&Attribute>) -> usize {
    match a {
        Some(Attribute::Dense { ty, .. }) => m
            .ty(*ty)
            .shape()
            .map_or(0, |s| s.iter().product::<i64>().max(0) as usize),
        _ => 0,
    }
}

/// Splits an `affine.parallel` into its parts.
pub fn parallel_parts(m: &Module, op: OpId) -> ParallelParts {
    let lb_map = map_attr(m, op, "lowerBoundsMap");
    let ub_map = map_attr(m, op, "upperBoundsMap");
    let groups = |name: &str| {
        let a = m.attr(op, name);
        let mut g = int_list(a);
        let n = dense_len(m, a);
        if g.len() == 1 && n > 1 {
            g = vec![g[0]; n];
        }
        g
    };
    let ops = &m.op(op).operands;
    let nl = lb_map.num_inputs().min(ops.len());
    let nu = ub_map.num_inputs().min(ops.len() - nl);
    ParallelParts {
        lb_groups: groups("lowerBoundsGroups"),
        ub_groups: groups("upperBoundsGroups"),
        lb_operands: ops[..nl].to_vec(),
        ub_operands: ops[nl..nl + nu].to_vec(),
        lb_map,
        ub_map,
        steps: int_list(m.attr(op, "steps")),
        reductions: int_list(m.attr(op, "reductions")),
    }
}

// ---- parsing ----------------------------------------------------------------------------------

/// Parses `(%d0, ...)[%s0, ...]` for a map with the given counts, resolving to index values.
fn dim_and_symbol_list(p: &mut Parser<'_>, dims: u32, syms: u32) -> PResult<Vec<ValueId>> {
    let mut refs: Vec<OperandRef<'_>> = Vec::new();
    let pos = p.here();
    p.expect("(")?;
    p.comma_list_until(")", |p| {
        refs.push(p.operand_ref()?);
        Ok(())
    })?;
    let nd = refs.len();
    if p.eat("[") {
        p.comma_list_until("]", |p| {
            refs.push(p.operand_ref()?);
            Ok(())
        })?;
    }
    if nd != dims as usize {
        return p.err_at(pos, "dim operand count and affine map dim count must match");
    }
    if refs.len() - nd != syms as usize {
        return p.err_at(
            pos,
            "symbol operand count and affine map symbol count must match",
        );
    }
    let it = index_type(&mut p.m);
    refs.iter().map(|r| p.resolve(*r, it)).collect()
}

/// Parses an affine map attribute (inline or `#alias`).
fn map_attribute(p: &mut Parser<'_>, what: &str) -> PResult<AffineMap> {
    let pos = p.here();
    match p.parse_attr()? {
        Attribute::AffineMap(m) => Ok(m),
        _ => p.err_at(pos, format!("expected {what}")),
    }
}

/// Parses one loop bound: `%ssa`, an integer, or `[max|min] map(dims)[syms]`.
fn bound(p: &mut Parser<'_>, lower: bool) -> PResult<(AffineMap, Vec<ValueId>)> {
    let kw = if lower { "max" } else { "min" };
    let has_kw = p.eat_keyword(kw);
    let pos = p.here();
    if p.at_operand() {
        let r = p.operand_ref()?;
        if p.looking_at(",") {
            return p.err_at(pos, "expected only one loop bound operand");
        }
        let it = index_type(&mut p.m);
        let v = p.resolve(r, it)?;
        return Ok((AffineMap::symbol_identity(), vec![v]));
    }
    let c = p.peek();
    if c.is_ascii_digit() || c == b'-' {
        let v = p.int_lit()?;
        let Ok(v) = i64::try_from(v) else {
            return p.err_at(pos, "integer constant out of range");
        };
        return Ok((AffineMap::constant(v), vec![]));
    }
    let map = map_attribute(p, "valid affine map representation for loop bounds")?;
    let operands = dim_and_symbol_list(p, map.num_dims, map.num_syms)?;
    if map.results.is_empty() {
        return p.err_at(pos, "loop bound map must have at least one result");
    }
    if map.results.len() > 1 && !has_kw {
        let (which, pre) = if lower {
            ("lower", "max")
        } else {
            ("upper", "min")
        };
        return p.err_at(
            pos,
            format!("{which} loop bound affine map with multiple results requires '{pre}' prefix"),
        );
    }
    Ok((map, operands))
}

/// A parsed map of SSA ids: the map and its operands (dims then symbols).
struct SsaMap<'a> {
    dims: Vec<OperandRef<'a>>,
    syms: Vec<OperandRef<'a>>,
}

impl<'a> SsaMap<'a> {
    fn id(&mut self, r: OperandRef<'a>, symbol: bool) -> AffineExpr {
        let list = if symbol {
            &mut self.syms
        } else {
            &mut self.dims
        };
        let i = match list
            .iter()
            .position(|x| x.name == r.name && x.number == r.number)
        {
            Some(i) => i,
            None => {
                list.push(r);
                list.len() - 1
            }
        };
        if symbol {
            AffineExpr::Sym(i as u32)
        } else {
            AffineExpr::Dim(i as u32)
        }
    }

    fn expr(&mut self, p: &mut Parser<'a>) -> PResult<AffineExpr> {
        p.enter()?;
        let mut lhs = self.term(p)?;
        loop {
            if p.eat("+") {
                let rhs = self.term(p)?;
                lhs = af::add(lhs, rhs);
            } else if p.looking_at("-") && !p.looking_at("->") {
                p.expect("-")?;
                let rhs = self.term(p)?;
                lhs = af::sub(lhs, rhs);
            } else {
                break;
            }
        }
        p.leave();
        Ok(lhs)
    }

    fn term(&mut self, p: &mut Parser<'a>) -> PResult<AffineExpr> {
        let mut lhs = self.unary(p)?;
        loop {
            let pos = p.here();
            let op = if p.eat("*") {
                0
            } else if p.eat_keyword("floordiv") {
                1
            } else if p.eat_keyword("ceildiv") {
                2
            } else if p.eat_keyword("mod") {
                3
            } else {
                return Ok(lhs);
            };
            let rhs = self.unary(p)?;
            let is_mul = op == 0;
            if is_mul && !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                return p.err_at(
                    pos,
                    "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                );
            }
            if !is_mul && !rhs.is_symbolic_or_constant() {
                return p.err_at(
                    pos,
                    "non-affine expression: right operand of floordiv, ceildiv, and mod has to be either a constant or symbolic",
                );
            }
            let f: fn(AffineExpr, AffineExpr) -> AffineExpr = match op {
                0 => af::mul,
                1 => af::floordiv,
                2 => af::ceildiv,
                _ => af::modulo,
            };
            lhs = f(lhs, rhs);
        }
    }

    fn unary(&mut self, p: &mut Parser<'a>) -> PResult<AffineExpr> {
        if p.looking_at("-") && !p.looking_at("->") {
            p.expect("-")?;
            let e = self.unary(p)?;
            return Ok(af::neg(e));
        }
        if p.eat("(") {
            let e = self.expr(p)?;
            p.expect(")")?;
            return Ok(e);
        }
        if p.at_operand() {
            let r = p.operand_ref()?;
            return Ok(self.id(r, false));
        }
        if p.eat_keyword("symbol") {
            p.expect("(")?;
            let r = p.operand_ref()?;
            p.expect(")")?;
            return Ok(self.id(r, true));
        }
        let pos = p.here();
        if p.peek().is_ascii_digit() {
            let v = p.int_lit()?;
            return i64::try_from(v)
                .map(AffineExpr::Const)
                .or_else(|_| p.err_at(pos, "constant too large for index"));
        }
        // A bare identifier is looked up as a dimension/symbol name, which maps of SSA ids
        // do not have.
        if p.peek().is_ascii_alphabetic() || p.peek() == b'_' {
            let at = p.prev_token_end(pos);
            return p.err_at(at, "use of undeclared identifier");
        }
        p.err("expected affine expression")
    }
}

/// Parses `open expr, ... close` of SSA ids: the expressions and the (unresolved) ids.
fn ssa_exprs<'a>(
    p: &mut Parser<'a>,
    open: &str,
    close: &str,
) -> PResult<(Vec<AffineExpr>, SsaMap<'a>)> {
    let mut s = SsaMap {
        dims: vec![],
        syms: vec![],
    };
    let mut results = Vec::new();
    p.expect(open)?;
    p.comma_list_until(close, |p| {
        results.push(s.expr(p)?);
        Ok(())
    })?;
    Ok((results, s))
}

/// Parses `[expr, ...]` of SSA ids (`affine.load`/`store` subscripts) into a map and operands.
fn map_of_ssa_ids(p: &mut Parser<'_>) -> PResult<(AffineMap, Vec<ValueId>)> {
    let (results, s) = ssa_exprs(p, "[", "]")?;
    let map = AffineMap {
        num_dims: s.dims.len() as u32,
        num_syms: s.syms.len() as u32,
        results,
    };
    let it = index_type(&mut p.m);
    let mut operands = Vec::new();
    for r in s.dims.iter().chain(&s.syms) {
        operands.push(p.resolve(*r, it)?);
    }
    Ok((map, operands))
}

/// Parses an `affine.parallel` bound list `(e, max(e, e), ...)` (`min` for upper bounds,
/// MLIR's `parseAffineMapWithMinMax`): one flat map whose dims and symbols are the distinct
/// ids in order of appearance, the group sizes, and the operands.
fn min_max_bounds(p: &mut Parser<'_>, kw: &str) -> PResult<(AffineMap, Vec<i64>, Vec<ValueId>)> {
    let mut dims: Vec<OperandRef<'_>> = Vec::new();
    let mut syms: Vec<OperandRef<'_>> = Vec::new();
    let mut results = Vec::new();
    let mut groups = Vec::new();
    fn slot<'a>(list: &mut Vec<OperandRef<'a>>, r: OperandRef<'a>) -> u32 {
        match list
            .iter()
            .position(|x| x.name == r.name && x.number == r.number)
        {
            Some(i) => i as u32,
            None => {
                list.push(r);
                (list.len() - 1) as u32
            }
        }
    }
    p.expect("(")?;
    p.comma_list_until_msg(")", "expected ')'", |p| {
        let (exprs, local) = if p.eat_keyword(kw) {
            ssa_exprs(p, "(", ")")?
        } else {
            let mut local = SsaMap {
                dims: vec![],
                syms: vec![],
            };
            let e = local.expr(p)?;
            (vec![e], local)
        };
        let d: Vec<AffineExpr> = local
            .dims
            .iter()
            .map(|r| AffineExpr::Dim(slot(&mut dims, *r)))
            .collect();
        let sy: Vec<AffineExpr> = local
            .syms
            .iter()
            .map(|r| AffineExpr::Sym(slot(&mut syms, *r)))
            .collect();
        groups.push(exprs.len() as i64);
        results.extend(exprs.iter().map(|e| e.replace(&d, &sy)));
        Ok(())
    })?;
    let map = AffineMap {
        num_dims: dims.len() as u32,
        num_syms: syms.len() as u32,
        results,
    };
    let it = index_type(&mut p.m);
    let mut operands = Vec::new();
    for r in dims.iter().chain(&syms) {
        operands.push(p.resolve(*r, it)?);
    }
    Ok((map, groups, operands))
}

/// `dense<[...]> : tensor<Nxi32>` of the group sizes.
fn groups_attr(m: &mut Module, groups: &[i64]) -> Attribute {
    let i32t = m.intern_type(TypeData::Integer {
        width: 32,
        signedness: crate::ir::Signedness::Signless,
    });
    let ty = m.intern_type(TypeData::Tensor {
        shape: vec![groups.len() as i64],
        elem: i32t,
        encoding: None,
    });
    let items = groups
        .iter()
        .map(|&g| Attribute::Integer {
            value: g as i128,
            ty: i32t,
        })
        .collect();
    Attribute::Dense {
        ty,
        data: crate::ir::DenseData::from_elements(items),
    }
}

/// `[a, b, ...]` of `i64` integers.
fn i64_array(m: &mut Module, values: &[i64]) -> Attribute {
    let i64t = m.intern_type(TypeData::Integer {
        width: 64,
        signedness: crate::ir::Signedness::Signless,
    });
    Attribute::Array(
        values
            .iter()
            .map(|&v| Attribute::Integer {
                value: v as i128,
                ty: i64t,
            })
            .collect(),
    )
}

/// The properties of an `affine.parallel` (in MLIR's alphabetical order).
pub fn parallel_props(m: &mut Module, parts: &ParallelParts) -> Vec<NamedAttr> {
    vec![
        NamedAttr::new("lowerBoundsGroups", groups_attr(m, &parts.lb_groups)),
        NamedAttr::new("lowerBoundsMap", Attribute::AffineMap(parts.lb_map.clone())),
        NamedAttr::new("reductions", i64_array(m, &parts.reductions)),
        NamedAttr::new("steps", i64_array(m, &parts.steps)),
        NamedAttr::new("upperBoundsGroups", groups_attr(m, &parts.ub_groups)),
        NamedAttr::new("upperBoundsMap", Attribute::AffineMap(parts.ub_map.clone())),
    ]
}

fn memref_elem(p: &mut Parser<'_>, t: TypeId, pos: usize) -> PResult<TypeId> {
    match p.m.ty(t) {
        TypeData::MemRef { elem, .. } => Ok(*elem),
        _ => p.err_at(pos, "expected memref type"),
    }
}

/// Parses an affine op.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    use OpKind as K;
    let mut spec = p.spec(kind, pos);
    let s = &mut spec;
    match kind {
        K::AffineFor => parse_for(p, s, pos),
        K::AffineParallel => parse_parallel(p, s, pos),
        K::AffineIf => parse_if(p, s, pos),
        K::AffineLoad => parse_load(p, s),
        K::AffineStore => parse_store(p, s),
        K::AffinePrefetch => parse_prefetch(p, s, pos),
        K::AffineApply | K::AffineMin | K::AffineMax => parse_apply(p, s),
        K::AffineYield => syntax::parse_yield_like(p, s),
        K::AffineDelinearizeIndex => parse_delinearize_index(p, s),
        K::AffineLinearizeIndex => parse_linearize_index(p, s),
        _ => return p.err_at(pos, "op has no custom assembly form"),
    }?;
    Ok(spec)
}

/// Parses `step N` (a positive integer) if present; 1 otherwise.
fn for_step(p: &mut Parser<'_>) -> PResult<i64> {
    if !p.eat_keyword("step") {
        return Ok(1);
    }
    let sp = p.here();
    let v = p.int_lit()?;
    match i64::try_from(v) {
        Ok(v) if v > 0 => Ok(v),
        _ => p.err_at(
            sp,
            "expected step to be representable as a positive signed integer",
        ),
    }
}

/// `%i = lb to ub [step N] [iter_args(%a = %init) -> (types)] { body } {attrs}`
fn parse_for(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let iv = p.operand_ref()?;
    p.expect("=")?;
    let (lb, lbo) = bound(p, true)?;
    p.expect_keyword("to")?;
    let (ub, ubo) = bound(p, false)?;
    let step = for_step(p)?;
    let mut names = Vec::new();
    let mut inits = Vec::new();
    let mut tys = Vec::new();
    let ip = p.here();
    if p.eat_keyword("iter_args") {
        p.expect("(")?;
        p.comma_list_until(")", |p| {
            names.push(p.operand_ref()?);
            p.expect("=")?;
            inits.push(p.operand_ref()?);
            Ok(())
        })?;
        p.expect("->")?;
        tys = p.parse_result_type_list()?;
    }
    let init_vals = p.resolve_all(&inits, &tys, ip)?;
    let it = index_type(&mut p.m);
    let mut args = vec![ArgDecl {
        name: iv,
        ty: it,
        loc: None,
    }];
    args.extend(names.iter().zip(&tys).map(|(n, t)| ArgDecl {
        name: *n,
        ty: *t,
        loc: None,
    }));
    let r = p.region(&args, false)?;
    if tys.is_empty() {
        super::scf::ensure_terminator(p, r, OpKind::AffineYield, pos);
    }
    spec.regions.push(r);
    spec.attrs = p.opt_attr_dict()?;
    let seg = super::cf::segments(p, &[lbo.len(), ubo.len(), init_vals.len()]);
    spec.props = vec![
        NamedAttr::new("lowerBoundMap", Attribute::AffineMap(lb)),
        NamedAttr::new("operandSegmentSizes", seg),
        NamedAttr::new(
            "step",
            Attribute::Integer {
                value: step as i128,
                ty: it,
            },
        ),
        NamedAttr::new("upperBoundMap", Attribute::AffineMap(ub)),
    ];
    spec.operands = lbo;
    spec.operands.extend(ubo);
    spec.operands.extend(init_vals);
    spec.result_types = tys;
    Ok(())
}

/// Parses `step (1, 2)` if present (constant steps); ones otherwise.
fn parallel_steps(p: &mut Parser<'_>, n: usize, pos: usize) -> PResult<Vec<i64>> {
    if !p.eat_keyword("step") {
        return Ok(vec![1; n]);
    }
    let (exprs, _) = ssa_exprs(p, "(", ")")?;
    let mut steps = Vec::new();
    for e in exprs {
        match e.as_const() {
            Some(c) => steps.push(c),
            None => return p.err_at(pos, "steps must be constant integers"),
        }
    }
    Ok(steps)
}

/// Parses `reduce ("addf", ...)` if present: the reduction kinds' indices.
fn parallel_reductions(p: &mut Parser<'_>) -> PResult<Vec<i64>> {
    let mut reductions = Vec::new();
    if p.eat_keyword("reduce") {
        p.expect("(")?;
        p.comma_list_until(")", |p| {
            let rp = p.here();
            let name = match p.parse_attr()? {
                Attribute::String(s) => s,
                _ => return p.err_at(rp, "expected string attribute"),
            };
            match REDUCTION_KINDS.iter().position(|&k| k == name) {
                Some(i) => reductions.push(i as i64),
                None => return p.err_at(rp, format!("invalid reduction value: \"{name}\"")),
            }
            Ok(())
        })?;
    }
    Ok(reductions)
}

/// `(%i, %j) = (lbs) to (ubs) [step (...)] [reduce (...)] [-> (types)] { body } {attrs}`
fn parse_parallel(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let ivs = syntax::paren_operand_refs(p)?;
    p.expect("=")?;
    let (lb_map, lb_groups, lbo) = min_max_bounds(p, "max")?;
    p.expect_keyword("to")?;
    let (ub_map, ub_groups, ubo) = min_max_bounds(p, "min")?;
    let steps = parallel_steps(p, ivs.len(), pos)?;
    let reductions = parallel_reductions(p)?;
    if p.eat("->") {
        spec.result_types = p.parse_result_type_list()?;
    }
    let it = index_type(&mut p.m);
    let args: Vec<ArgDecl<'_>> = ivs
        .iter()
        .map(|&name| ArgDecl {
            name,
            ty: it,
            loc: None,
        })
        .collect();
    let r = p.region(&args, false)?;
    super::scf::ensure_terminator(p, r, OpKind::AffineYield, pos);
    spec.regions.push(r);
    spec.attrs = p.opt_attr_dict()?;
    let parts = ParallelParts {
        lb_map,
        lb_groups,
        lb_operands: vec![],
        ub_map,
        ub_groups,
        ub_operands: vec![],
        steps,
        reductions,
    };
    spec.props = parallel_props(&mut p.m, &parts);
    spec.operands = lbo;
    spec.operands.extend(ubo);
    Ok(())
}

/// `#set(%d)[%s] [-> (types)] { then } [else { else }] {attrs}`
fn parse_if(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let sp = p.here();
    let set = match p.parse_attr()? {
        Attribute::AffineSet(s) => s,
        _ => return p.err_at(sp, "expected valid affine set"),
    };
    spec.operands = dim_and_symbol_list(p, set.num_dims, set.num_syms)?;
    spec.props
        .push(NamedAttr::new("condition", Attribute::AffineSet(set)));
    if p.eat("->") {
        spec.result_types = p.parse_result_type_list()?;
    }
    let then = p.region(&[], false)?;
    super::scf::ensure_terminator(p, then, OpKind::AffineYield, pos);
    let els = if p.eat_keyword("else") {
        let e = p.region(&[], false)?;
        super::scf::ensure_terminator(p, e, OpKind::AffineYield, pos);
        e
    } else {
        p.m.new_region()
    };
    spec.regions = vec![then, els];
    spec.attrs = p.opt_attr_dict()?;
    Ok(())
}

/// Parses `{attrs} : memref<...>` ending an access: the memref type and its element type.
fn access_type(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<(TypeId, TypeId)> {
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let tp = p.here();
    let t = p.parse_type()?;
    let elem = memref_elem(p, t, tp)?;
    Ok((t, elem))
}

/// `%m[%i + 1, symbol(%n)] {attrs} : memref<...>`
fn parse_load(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let m = p.operand_ref()?;
    let (map, idx) = map_of_ssa_ids(p)?;
    let (t, elem) = access_type(p, spec)?;
    spec.operands = vec![p.resolve(m, t)?];
    spec.operands.extend(idx);
    spec.props
        .push(NamedAttr::new("map", Attribute::AffineMap(map)));
    spec.result_types = vec![elem];
    Ok(())
}

/// `%v, %m[%i + 1, symbol(%n)] {attrs} : memref<...>`
fn parse_store(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 2)?;
    let (map, idx) = map_of_ssa_ids(p)?;
    let (t, elem) = access_type(p, spec)?;
    spec.operands = vec![p.resolve(refs[0], elem)?, p.resolve(refs[1], t)?];
    spec.operands.extend(idx);
    spec.props
        .push(NamedAttr::new("map", Attribute::AffineMap(map)));
    Ok(())
}

/// `%m[%i], read|write, locality<N>, data|instr {attrs} : memref<...>`
fn parse_prefetch(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let m = p.operand_ref()?;
    let (map, idx) = map_of_ssa_ids(p)?;
    p.expect(",")?;
    let hints = syntax::parse_prefetch_hints(p, |p, msg| {
        p.err_at::<()>(pos, format!("custom op 'affine.prefetch' {msg}"))
            .unwrap_err()
    })?;
    let (t, _) = access_type(p, spec)?;
    spec.operands = vec![p.resolve(m, t)?];
    spec.operands.extend(idx);
    spec.props = syntax::prefetch_props(&mut p.m, &hints);
    spec.props
        .push(NamedAttr::new("map", Attribute::AffineMap(map)));
    Ok(())
}

/// `#map(%d)[%s] {attrs}` (`apply`, `min`, `max`).
fn parse_apply(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let map = map_attribute(p, "valid affine map")?;
    spec.operands = dim_and_symbol_list(p, map.num_dims, map.num_syms)?;
    spec.attrs = p.opt_attr_dict()?;
    let it = index_type(&mut p.m);
    // (`affine.apply` gets one result per map result, as MLIR's parser does.)
    let n = if spec.kind == OpKind::AffineApply {
        map.results.len()
    } else {
        1
    };
    spec.props
        .push(NamedAttr::new("map", Attribute::AffineMap(map)));
    spec.result_types = vec![it; n];
    Ok(())
}

/// `%lin into (%b, 4) {attrs} : types`
fn parse_delinearize_index(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let r = p.operand_ref()?;
    let it = index_type(&mut p.m);
    let lin = p.resolve(r, it)?;
    p.expect_keyword("into")?;
    let (dynv, stat) = basis(p)?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    spec.result_types = p.parse_type_list()?;
    spec.operands = vec![lin];
    spec.operands.extend(dynv);
    spec.props
        .push(NamedAttr::new("static_basis", dense_i64(&mut p.m, stat)));
    Ok(())
}

/// `[disjoint] [%i, %j] by (%b, 4) {attrs} : index`
fn parse_linearize_index(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let list_pos = p.here();
    if p.eat_keyword("disjoint") {
        spec.props.push(NamedAttr::new("disjoint", Attribute::Unit));
    }
    let (refs, _) = syntax::delimited_operand_refs(p, "[", "]")?;
    p.expect_keyword("by")?;
    let (dynv, stat) = basis(p)?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    let it = index_type(&mut p.m);
    let idx = p.resolve_all(&refs, &vec![it; refs.len()], list_pos)?;
    let seg = super::cf::segments(p, &[idx.len(), dynv.len()]);
    spec.operands = idx;
    spec.operands.extend(dynv);
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    spec.props
        .push(NamedAttr::new("static_basis", dense_i64(&mut p.m, stat)));
    spec.result_types = vec![t];
    Ok(())
}

/// Parses a basis `(%b, 4)`: the dynamic values and the static list with
/// [`crate::ir::DYNAMIC`] placeholders.
fn basis(p: &mut Parser<'_>) -> PResult<(Vec<ValueId>, Vec<i64>)> {
    let mut refs = Vec::new();
    let mut stat = Vec::new();
    p.expect("(")?;
    p.comma_list_until(")", |p| {
        if p.at_operand() {
            refs.push(p.operand_ref()?);
            stat.push(crate::ir::DYNAMIC);
        } else {
            let pos = p.here();
            let v = p.int_lit()?;
            match i64::try_from(v) {
                Ok(v) => stat.push(v),
                Err(_) => return p.err_at(pos, "integer constant out of range"),
            }
        }
        Ok(())
    })?;
    let it = index_type(&mut p.m);
    let vals = refs
        .iter()
        .map(|r| p.resolve(*r, it))
        .collect::<PResult<Vec<_>>>()?;
    Ok((vals, stat))
}

/// The static basis of a delinearize/linearize op and its dynamic values.
pub fn index_basis(m: &Module, op: OpId) -> (Vec<i64>, Vec<ValueId>) {
    let stat = super::dense_array(m, op, "static_basis");
    let d = m.op(op);
    let dynv = match d.kind {
        OpKind::AffineDelinearizeIndex => d.operands.get(1..).unwrap_or_default().to_vec(),
        _ => {
            let seg = super::operand_segments(m, op);
            let n = seg.first().copied().unwrap_or(0).min(d.operands.len());
            d.operands[n..].to_vec()
        }
    };
    (stat, dynv)
}

// ---- printing ---------------------------------------------------------------------------------

/// How a loop bound prints: inline (`0`, `%n`) or as a map with operands.
fn bound_is_inline(map: &AffineMap) -> bool {
    match map.results.as_slice() {
        [e] => {
            (map.num_dims == 0 && map.num_syms == 0 && e.as_const().is_some())
                || (map.num_dims == 0 && map.num_syms == 1 && matches!(e, AffineExpr::Sym(_)))
        }
        _ => false,
    }
}

/// True if the custom printer writes property `name` of `op` without an alias (inline or not
/// at all), so no `#map` alias is made for it.
pub fn prop_printed_inline(m: &Module, op: OpId, name: &str) -> bool {
    match m.op(op).kind {
        OpKind::AffineLoad
        | OpKind::AffineStore
        | OpKind::AffineParallel
        | OpKind::AffinePrefetch => true,
        OpKind::AffineFor => match name {
            "lowerBoundMap" | "upperBoundMap" => bound_is_inline(&map_attr(m, op, name)),
            _ => true,
        },
        _ => false,
    }
}

fn print_bound(pr: &mut Printer<'_>, map: &AffineMap, operands: &[ValueId], prefix: &str) {
    if map.results.len() == 1 {
        let e = &map.results[0];
        if map.num_dims == 0 && map.num_syms == 0 {
            if let Some(c) = e.as_const() {
                pr.w(&c.to_string());
                return;
            }
        }
        if map.num_dims == 0 && map.num_syms == 1 && matches!(e, AffineExpr::Sym(_)) {
            if let Some(&v) = operands.first() {
                pr.value(v);
                return;
            }
        }
    } else {
        pr.w(prefix);
        pr.w(" ");
    }
    pr.attr(&Attribute::AffineMap(map.clone()));
    print_dim_and_symbol_list(pr, operands, map.num_dims as usize);
}

/// Writes a map's results with its operands' SSA names (`%i + 1, symbol(%n)`).
fn print_map_of_ssa_ids(pr: &mut Printer<'_>, map: &AffineMap, operands: &[ValueId]) {
    let nd = map.num_dims as usize;
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        let mut s = String::new();
        let mut names: Vec<String> = Vec::new();
        for &v in operands {
            let mut out = std::mem::take(&mut pr.out);
            let start = out.len();
            pr.out = String::new();
            pr.value(v);
            let name = std::mem::take(&mut pr.out);
            out.truncate(start);
            pr.out = out;
            names.push(name);
        }
        af::write_expr(&mut s, e, false, &mut |o, is_dim, k| {
            let idx = if is_dim { k as usize } else { nd + k as usize };
            let n = names.get(idx).map(String::as_str).unwrap_or("<<invalid>>");
            if is_dim {
                o.push_str(n);
            } else {
                o.push_str("symbol(");
                o.push_str(n);
                o.push(')');
            }
        });
        pr.w(&s);
    }
}

/// `printMinMaxBound`: each group of an `affine.parallel` bound, a lone expression or
/// `max(...)`/`min(...)` of the group's expressions.
fn print_min_max_bound(
    pr: &mut Printer<'_>,
    map: &AffineMap,
    groups: &[i64],
    operands: &[ValueId],
    kw: &str,
) {
    for i in 0..groups.len() {
        if i > 0 {
            pr.w(", ");
        }
        let sub = ParallelParts::group_map(map, groups, i);
        if groups[i] == 1 {
            print_map_of_ssa_ids(pr, &sub, operands);
        } else {
            pr.w(kw);
            pr.w("(");
            print_map_of_ssa_ids(pr, &sub, operands);
            pr.w(")");
        }
    }
}

/// Prints an affine op (false: use the generic form).
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    use OpKind as K;
    let d = pr.m.op(op);
    match d.kind {
        K::AffineFor => print_for(pr, op),
        K::AffineParallel => print_parallel(pr, op),
        K::AffineIf => print_if(pr, op),
        K::AffineLoad => print_access(pr, op, 0),
        K::AffineStore => print_access(pr, op, 1),
        K::AffinePrefetch => print_prefetch(pr, op),
        K::AffineApply | K::AffineMin | K::AffineMax => {
            print_apply(pr, op);
            true
        }
        K::AffineDelinearizeIndex if !d.operands.is_empty() => {
            print_delinearize_index(pr, op);
            true
        }
        K::AffineLinearizeIndex if d.results.len() == 1 => {
            print_linearize_index(pr, op);
            true
        }
        K::AffineYield => {
            pr.op_name(op);
            syntax::print_yield_like(pr, op);
            true
        }
        _ => false,
    }
}

/// The entry-block arguments of `op`'s first region; `None` if it has no entry block.
fn body_args(pr: &Printer<'_>, op: OpId) -> Option<(RegionId, Vec<ValueId>)> {
    let r = *pr.m.op(op).regions.first()?;
    let body = pr.m.entry_block(r)?;
    Some((r, pr.m.block(body).args.clone()))
}

fn print_for(pr: &mut Printer<'_>, op: OpId) -> bool {
    let Some((r, args)) = body_args(pr, op) else {
        return false;
    };
    let parts = for_parts(pr.m, op);
    if args.len() != parts.inits.len() + 1 {
        return false;
    }
    pr.op_name(op);
    pr.w(" ");
    pr.value(args[0]);
    pr.w(" = ");
    print_bound(pr, &parts.lb_map, &parts.lb_operands, "max");
    pr.w(" to ");
    print_bound(pr, &parts.ub_map, &parts.ub_operands, "min");
    if parts.step != 1 {
        pr.w(&format!(" step {}", parts.step));
    }
    let has_iter = !parts.inits.is_empty();
    if has_iter {
        pr.w(" iter_args");
        syntax::print_init_list(pr, &args[1..], &parts.inits);
        pr.w(" -> (");
        let rtys = syntax::result_types(pr.m, op);
        pr.types(&rtys);
        pr.w(")");
    }
    pr.w(" ");
    pr.region(r, false, has_iter);
    pr.attr_dict(
        op,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
    true
}

/// True if the bound groups cover the maps' results and every reduction kind is known.
fn parallel_parts_printable(parts: &ParallelParts) -> bool {
    let total = |g: &[i64]| g.iter().map(|&x| x.max(0) as usize).sum::<usize>();
    total(&parts.lb_groups) == parts.lb_map.results.len()
        && total(&parts.ub_groups) == parts.ub_map.results.len()
        && parts
            .reductions
            .iter()
            .all(|&k| usize::try_from(k).is_ok_and(|k| k < REDUCTION_KINDS.len()))
}

fn print_parallel(pr: &mut Printer<'_>, op: OpId) -> bool {
    let Some((r, args)) = body_args(pr, op) else {
        return false;
    };
    let parts = parallel_parts(pr.m, op);
    if !parallel_parts_printable(&parts) {
        return false;
    }
    let rtys = syntax::result_types(pr.m, op);
    pr.op_name(op);
    pr.w(" (");
    pr.values(&args);
    pr.w(") = (");
    print_min_max_bound(
        pr,
        &parts.lb_map,
        &parts.lb_groups,
        &parts.lb_operands,
        "max",
    );
    pr.w(") to (");
    print_min_max_bound(
        pr,
        &parts.ub_map,
        &parts.ub_groups,
        &parts.ub_operands,
        "min",
    );
    pr.w(")");
    if parts.steps.iter().any(|&s| s != 1) {
        let steps: Vec<String> = parts.steps.iter().map(i64::to_string).collect();
        pr.w(&format!(" step ({})", steps.join(", ")));
    }
    if !rtys.is_empty() {
        let kinds: Vec<String> = parts
            .reductions
            .iter()
            .map(|&k| format!("\"{}\"", REDUCTION_KINDS[k as usize]))
            .collect();
        pr.w(&format!(" reduce ({})", kinds.join(", ")));
        syntax::print_paren_result_types(pr, &rtys);
    }
    pr.w(" ");
    pr.region(r, false, !rtys.is_empty());
    pr.attr_dict(
        op,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
    );
    true
}

fn print_if(pr: &mut Printer<'_>, op: OpId) -> bool {
    let d = pr.m.op(op);
    let (operands, regions) = (d.operands.clone(), d.regions.clone());
    if regions.len() != 2 {
        return false;
    }
    let rtys = syntax::result_types(pr.m, op);
    let set = condition_set(pr.m, op);
    pr.op_name(op);
    pr.w(" ");
    pr.attr(&Attribute::AffineSet(set.clone()));
    print_dim_and_symbol_list(pr, &operands, set.num_dims as usize);
    if !rtys.is_empty() {
        pr.w(" -> ");
        pr.result_types(&rtys);
    }
    syntax::print_then_else(pr, &regions, !rtys.is_empty());
    pr.attr_dict(op, &["condition"]);
    true
}

/// ` [%v,] %m[map of SSA ids] {attrs} : memref<...>`: `first` is the index of the memref.
fn print_access(pr: &mut Printer<'_>, op: OpId, first: usize) -> bool {
    let operands = pr.m.op(op).operands.clone();
    if operands.len() <= first {
        return false;
    }
    let map = map_attr(pr.m, op, "map");
    pr.op_name(op);
    syntax::print_access_head(pr, &operands, first);
    pr.w("[");
    print_map_of_ssa_ids(pr, &map, &operands[first + 1..]);
    pr.w("]");
    pr.attr_dict(op, &["map"]);
    pr.w(" : ");
    pr.ty(pr.m.value_type(operands[first]));
    true
}

fn print_prefetch(pr: &mut Printer<'_>, op: OpId) -> bool {
    let operands = pr.m.op(op).operands.clone();
    let Some((&mr, idx)) = operands.split_first() else {
        return false;
    };
    let map = map_attr(pr.m, op, "map");
    pr.op_name(op);
    pr.w(" ");
    pr.value(mr);
    pr.w("[");
    print_map_of_ssa_ids(pr, &map, idx);
    pr.w("]");
    let hints = syntax::prefetch_hints_text(pr.m, op);
    pr.w(&hints);
    pr.attr_dict(op, &["map", "localityHint", "isDataCache", "isWrite"]);
    pr.w(" : ");
    pr.ty(pr.m.value_type(mr));
    true
}

fn print_apply(pr: &mut Printer<'_>, op: OpId) {
    let operands = pr.m.op(op).operands.clone();
    let map = map_attr(pr.m, op, "map");
    pr.op_name(op);
    pr.w(" ");
    pr.attr(&Attribute::AffineMap(map.clone()));
    print_dim_and_symbol_list(pr, &operands, map.num_dims as usize);
    pr.attr_dict(op, &["map"]);
}

fn print_delinearize_index(pr: &mut Printer<'_>, op: OpId) {
    let (stat, dynv) = index_basis(pr.m, op);
    pr.op_name(op);
    syntax::print_first_operand(pr, op);
    pr.w(" into ");
    super::print_mixed(pr, &stat, &dynv, "(", ")");
    pr.attr_dict(op, &["static_basis"]);
    pr.w(" : ");
    let rtys = syntax::result_types(pr.m, op);
    pr.types(&rtys);
}

fn print_linearize_index(pr: &mut Printer<'_>, op: OpId) {
    let operands = pr.m.op(op).operands.clone();
    let (stat, dynv) = index_basis(pr.m, op);
    let n = operands.len() - dynv.len();
    pr.op_name(op);
    if pr.m.attr(op, "disjoint").is_some() {
        pr.w(" disjoint");
    }
    pr.w(" [");
    pr.values(&operands[..n]);
    pr.w("] by ");
    super::print_mixed(pr, &stat, &dynv, "(", ")");
    pr.attr_dict(op, &["static_basis", "disjoint", "operandSegmentSizes"]);
    pr.w(" : ");
    pr.ty(pr.m.value_type(pr.m.op(op).results[0]));
}

// ---- verification -----------------------------------------------------------------------------

/// True for ops with the `AffineScope` trait.
fn is_affine_scope(m: &Module, op: OpId) -> bool {
    m.op(op).kind == OpKind::Func
}

/// True if `v` is defined directly in an affine scope's region (`isTopLevelValue`).
fn is_top_level(m: &Module, v: ValueId) -> bool {
    let owner = match m.value(v).def {
        crate::ir::ValueDef::BlockArg { block, .. } => m.block_parent_op(block),
        crate::ir::ValueDef::Result { op, .. } => m.parent_op(op),
        crate::ir::ValueDef::Detached => None,
    };
    owner.is_some_and(|o| is_affine_scope(m, o))
}

/// `isValidSymbol`: an index value defined at the top level of an affine scope, a constant,
/// an `affine.apply` of valid symbols, or a `memref.dim` of a top-level memref.
pub fn is_valid_symbol(m: &Module, v: ValueId) -> bool {
    if !matches!(m.ty(m.value_type(v)), TypeData::Index) {
        return false;
    }
    if is_top_level(m, v) {
        return true;
    }
    let Some(def) = m.defining_op(v) else {
        return false;
    };
    match m.op(def).kind {
        OpKind::Constant => true,
        OpKind::AffineApply => m.op(def).operands.iter().all(|&o| is_valid_symbol(m, o)),
        OpKind::Dim => m
            .op(def)
            .operands
            .first()
            .is_some_and(|&o| is_top_level(m, o)),
        _ => false,
    }
}

/// `isValidDim`: a valid symbol, an `affine.for` induction variable, or an `affine.apply` of
/// valid dimensions.
pub fn is_valid_dim(m: &Module, v: ValueId) -> bool {
    if is_valid_symbol(m, v) {
        return true;
    }
    match m.value(v).def {
        crate::ir::ValueDef::BlockArg { block, .. } => m
            .block_parent_op(block)
            .is_some_and(|p| matches!(m.op(p).kind, OpKind::AffineFor | OpKind::AffineParallel)),
        crate::ir::ValueDef::Result { op, .. } => {
            m.op(op).kind == OpKind::AffineApply
                && m.op(op).operands.iter().all(|&o| is_valid_dim(m, o))
        }
        crate::ir::ValueDef::Detached => false,
    }
}

/// `verifyDimAndSymbolIdentifiers`.
fn check_ids(m: &Module, operands: &[ValueId], num_dims: usize) -> Result<(), String> {
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim(m, v) {
                return Err("operand cannot be used as a dimension id".into());
            }
        } else if !is_valid_symbol(m, v) {
            return Err("operand cannot be used as a symbol".into());
        }
    }
    Ok(())
}

const COUNT_MISMATCH: &str = "operand count and affine map dimension and symbol count must match";

/// Verifies an affine op; the message is mlir-opt's (without the `'op' op` prefix).
pub fn verify(m: &Module, op: OpId) -> Result<(), String> {
    match m.op(op).kind {
        OpKind::AffineApply | OpKind::AffineMin | OpKind::AffineMax => verify_apply(m, op),
        OpKind::AffineLoad | OpKind::AffineStore => verify_access(m, op),
        OpKind::AffineFor => verify_for(m, op),
        OpKind::AffineParallel => verify_parallel(m, op),
        OpKind::AffinePrefetch => verify_prefetch(m, op),
        OpKind::AffineIf => verify_if(m, op),
        OpKind::AffineYield => verify_yield(m, op),
        OpKind::AffineDelinearizeIndex | OpKind::AffineLinearizeIndex => verify_index_basis(m, op),
        _ => Ok(()),
    }
}

/// `affine.apply` (one result), `affine.min`/`max` (some result): operands match the map.
fn verify_apply(m: &Module, op: OpId) -> Result<(), String> {
    let d = m.op(op);
    let map = map_attr(m, op, "map");
    if d.kind == OpKind::AffineApply && map.results.len() != 1 {
        return Err("mapping must produce one value".into());
    }
    if d.kind != OpKind::AffineApply && map.results.is_empty() {
        return Err("affine map expect at least one result".into());
    }
    // MLIR 22 does not ask apply/min/max operands to be valid dims or symbols (the
    // loops `convert-linalg-to-loops` builds feed them scf.for induction variables).
    if d.operands.len() != map.num_inputs() {
        return Err(COUNT_MISMATCH.into());
    }
    Ok(())
}

/// `affine.load`/`affine.store`: the map has a result per memref dimension and an input per
/// subscript, subscripts are valid dims/symbols.
fn verify_access(m: &Module, op: OpId) -> Result<(), String> {
    let d = m.op(op);
    let first = usize::from(d.kind == OpKind::AffineStore);
    let map = map_attr(m, op, "map");
    let Some(&mr) = d.operands.get(first) else {
        return Ok(());
    };
    if let TypeData::MemRef { shape, .. } = m.ty(m.value_type(mr)) {
        if map.results.len() != shape.len() {
            return Err("affine map num results must equal memref rank".into());
        }
    }
    if d.operands.len() - first - 1 != map.num_inputs() {
        return Err("expects as many subscripts as affine map inputs".into());
    }
    check_ids(m, &d.operands[first + 1..], map.num_dims as usize)?;
    Ok(())
}

/// `affine.for`: a positive step, bound operands matching the maps, one result per iteration
/// value.
fn verify_for(m: &Module, op: OpId) -> Result<(), String> {
    let d = m.op(op);
    let parts = for_parts(m, op);
    if parts.step <= 0 {
        return Err("expected step to be representable as a positive signed integer".into());
    }
    if parts.lb_operands.len() != parts.lb_map.num_inputs()
        || parts.ub_operands.len() != parts.ub_map.num_inputs()
    {
        return Err(COUNT_MISMATCH.into());
    }
    check_ids(m, &parts.lb_operands, parts.lb_map.num_dims as usize)?;
    check_ids(m, &parts.ub_operands, parts.ub_map.num_dims as usize)?;
    if parts.inits.len() != d.results.len() {
        return Err("mismatch between the number of loop-carried values and results".into());
    }
    Ok(())
}

/// `affine.prefetch`: a locality hint in 0..=3, a map matching the memref and subscripts.
fn verify_prefetch(m: &Module, op: OpId) -> Result<(), String> {
    let d = m.op(op);
    if !matches!(
        m.attr(op, "localityHint"),
        Some(Attribute::Integer { value: 0..=3, .. })
    ) {
        return Err("attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3".into());
    }
    let map = map_attr(m, op, "map");
    let Some(&mr) = d.operands.first() else {
        return Err("too few operands".into());
    };
    if let TypeData::MemRef { shape, .. } = m.ty(m.value_type(mr)) {
        if map.results.len() != shape.len() {
            return Err("affine.prefetch affine map num results must equal memref rank".into());
        }
    }
    if map.num_inputs() + 1 != d.operands.len() {
        return Err("too few operands".into());
    }
    if d.operands[1..]
        .iter()
        .any(|&v| !is_valid_dim(m, v) && !is_valid_symbol(m, v))
    {
        return Err("index must be a valid dimension or symbol identifier".into());
    }
    Ok(())
}

/// `affine.if`: operands match the integer set.
fn verify_if(m: &Module, op: OpId) -> Result<(), String> {
    let d = m.op(op);
    let set = condition_set(m, op);
    if d.operands.len() != (set.num_dims + set.num_syms) as usize {
        return Err(
            "operand count and condition integer set dimension and symbol count must match".into(),
        );
    }
    check_ids(m, &d.operands, set.num_dims as usize)?;
    Ok(())
}

/// `affine.yield`: the values match the parent loop's or `if`'s results.
fn verify_yield(m: &Module, op: OpId) -> Result<(), String> {
    let d = m.op(op);
    let parent = m.parent_op(op);
    if let Some(p) = parent.filter(|&p| {
        matches!(
            m.op(p).kind,
            OpKind::AffineFor | OpKind::AffineIf | OpKind::AffineParallel
        )
    }) {
        if m.op(p).results.len() != d.operands.len() {
            return Err(
                "parent of yield must have same number of results as the yield operands".into(),
            );
        }
        for (&r, &v) in m.op(p).results.iter().zip(&d.operands) {
            if m.value_type(r) != m.value_type(v) {
                return Err("types mismatch between yield op and its parent".into());
            }
        }
    }
    Ok(())
}

/// `affine.delinearize_index`/`affine.linearize_index`: a basis element per index (but
/// possibly one), none statically non-positive.
fn verify_index_basis(m: &Module, op: OpId) -> Result<(), String> {
    let d = m.op(op);
    let (stat, _) = index_basis(m, op);
    let n = if d.kind == OpKind::AffineDelinearizeIndex {
        d.results.len()
    } else {
        d.operands.len() - index_basis(m, op).1.len()
    };
    if stat.len() != n && stat.len() + 1 != n {
        return Err(if d.kind == OpKind::AffineDelinearizeIndex {
            "should return an index for each basis element and up to one extra index"
        } else {
            "should be passed a basis element for each index except possibly the first"
        }
        .into());
    }
    if stat.iter().any(|&b| b != crate::ir::DYNAMIC && b <= 0) {
        return Err("no basis element may be statically non-positive".into());
    }
    Ok(())
}

/// `isResultTypeMatchAtomicRMWKind`.
fn reduction_fits(m: &Module, ty: TypeId, kind: &str) -> bool {
    let t = m.ty(ty);
    let float = matches!(t, TypeData::Float(_));
    let int = |s: Option<crate::ir::Signedness>| match t {
        TypeData::Integer { signedness, .. } => s.is_none_or(|s| *signedness == s),
        _ => false,
    };
    match kind {
        "addf" | "mulf" | "maximumf" | "minimumf" => float,
        "addi" | "muli" | "ori" | "andi" => int(None),
        "assign" => true,
        "maxs" | "mins" => int(Some(crate::ir::Signedness::Signed)),
        "maxu" | "minu" => int(Some(crate::ir::Signedness::Unsigned)),
        _ => false,
    }
}

/// `AffineParallelOp::verify` (messages without the `'op' op` prefix).
fn verify_parallel(m: &Module, op: OpId) -> Result<(), String> {
    let parts = parallel_parts(m, op);
    let n = parts.steps.len();
    let nargs = m
        .op(op)
        .regions
        .first()
        .and_then(|&r| m.entry_block(r))
        .map_or(0, |b| m.block(b).args.len());
    if parts.lb_groups.len() != n || parts.ub_groups.len() != n || nargs != n {
        return Err(format!(
            "the number of region arguments ({nargs}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
            parts.lb_groups.len(),
            parts.ub_groups.len()
        ));
    }
    for (groups, map, which) in [
        (&parts.lb_groups, &parts.lb_map, "lower"),
        (&parts.ub_groups, &parts.ub_map, "upper"),
    ] {
        let mut total = 0;
        for &g in groups {
            if g <= 0 {
                return Err(format!(
                    "expected {which} bound map to have at least one result"
                ));
            }
            total += g as usize;
        }
        if total != map.results.len() {
            return Err(format!(
                "expected {which} bounds map to have {total} results"
            ));
        }
    }
    let results = &m.op(op).results;
    if parts.reductions.len() != results.len() {
        return Err("a reduction must be specified for each output".into());
    }
    for (&k, &r) in parts.reductions.iter().zip(results) {
        let Some(kind) = usize::try_from(k).ok().and_then(|k| REDUCTION_KINDS.get(k)) else {
            return Err("invalid reduction attribute".into());
        };
        if !reduction_fits(m, m.value_type(r), kind) {
            return Err("result type cannot match reduction attribute".into());
        }
    }
    check_ids(m, &parts.lb_operands, parts.lb_map.num_dims as usize)?;
    check_ids(m, &parts.ub_operands, parts.ub_map.num_dims as usize)
}

// ---- builders ---------------------------------------------------------------------------------

#[allow(clippy::too_many_arguments)]
fn build(
    m: &mut Module,
    ip: InsertPoint,
    kind: OpKind,
    operands: Vec<ValueId>,
    result_types: Vec<TypeId>,
    props: Vec<NamedAttr>,
    regions: Vec<RegionId>,
    loc: &Location,
) -> OpId {
    let name = m.sym(kind.name());
    m.insert_new_op(
        ip,
        OpSpec {
            kind,
            name,
            operands,
            result_types,
            props,
            attrs: vec![],
            regions,
            successors: vec![],
            loc: loc.clone(),
        },
    )
}

/// Builds `affine.apply map(operands)` (dims then symbols) at `ip`; returns its result.
pub fn build_apply(
    m: &mut Module,
    ip: InsertPoint,
    map: AffineMap,
    operands: Vec<ValueId>,
    loc: &Location,
) -> ValueId {
    let it = index_type(m);
    let props = vec![NamedAttr::new("map", Attribute::AffineMap(map))];
    let o = build(
        m,
        ip,
        OpKind::AffineApply,
        operands,
        vec![it],
        props,
        vec![],
        loc,
    );
    m.op(o).results[0]
}

/// Builds `affine.load memref[map(indices)]` at `ip`; returns the loaded value.
pub fn build_load(
    m: &mut Module,
    ip: InsertPoint,
    memref: ValueId,
    map: AffineMap,
    indices: Vec<ValueId>,
    loc: &Location,
) -> ValueId {
    let elem = match m.ty(m.value_type(memref)) {
        TypeData::MemRef { elem, .. } => *elem,
        _ => m.value_type(memref),
    };
    let mut operands = vec![memref];
    operands.extend(indices);
    let props = vec![NamedAttr::new("map", Attribute::AffineMap(map))];
    let o = build(
        m,
        ip,
        OpKind::AffineLoad,
        operands,
        vec![elem],
        props,
        vec![],
        loc,
    );
    m.op(o).results[0]
}

/// Builds `affine.store value, memref[map(indices)]` at `ip`.
pub fn build_store(
    m: &mut Module,
    ip: InsertPoint,
    value: ValueId,
    memref: ValueId,
    map: AffineMap,
    indices: Vec<ValueId>,
    loc: &Location,
) -> OpId {
    let mut operands = vec![value, memref];
    operands.extend(indices);
    let props = vec![NamedAttr::new("map", Attribute::AffineMap(map))];
    build(
        m,
        ip,
        OpKind::AffineStore,
        operands,
        vec![],
        props,
        vec![],
        loc,
    )
}

/// Builds `affine.for %iv = lb to ub step s` with constant or map bounds and `iter_args`
/// `inits` at `ip`. The body block (arguments: the induction variable, then one per init) is
/// empty; without inits it ends in an `affine.yield`. Returns the op and its body block.
#[allow(clippy::too_many_arguments)]
pub fn build_for(
    m: &mut Module,
    ip: InsertPoint,
    lb: (AffineMap, Vec<ValueId>),
    ub: (AffineMap, Vec<ValueId>),
    step: i64,
    inits: Vec<ValueId>,
    loc: &Location,
) -> (OpId, crate::ir::BlockId) {
    let it = index_type(m);
    let r = m.new_region();
    let b = m.create_block();
    m.append_block(r, b);
    m.add_block_arg(b, it, Some(loc.clone()));
    let tys: Vec<TypeId> = inits.iter().map(|&v| m.value_type(v)).collect();
    for &t in &tys {
        m.add_block_arg(b, t, Some(loc.clone()));
    }
    if inits.is_empty() {
        build(
            m,
            InsertPoint::BlockEnd(b),
            OpKind::AffineYield,
            vec![],
            vec![],
            vec![],
            vec![],
            loc,
        );
    }
    let i32t = m.intern_type(TypeData::Integer {
        width: 32,
        signedness: crate::ir::Signedness::Signless,
    });
    let seg = Attribute::DenseArray {
        elem: i32t,
        values: vec![lb.1.len() as i64, ub.1.len() as i64, inits.len() as i64],
    };
    let props = vec![
        NamedAttr::new("lowerBoundMap", Attribute::AffineMap(lb.0)),
        NamedAttr::new("operandSegmentSizes", seg),
        NamedAttr::new(
            "step",
            Attribute::Integer {
                value: step as i128,
                ty: it,
            },
        ),
        NamedAttr::new("upperBoundMap", Attribute::AffineMap(ub.0)),
    ];
    let mut operands = lb.1;
    operands.extend(ub.1);
    operands.extend(inits);
    let o = build(m, ip, OpKind::AffineFor, operands, tys, props, vec![r], loc);
    (o, b)
}

/// Builds `affine.yield values` at the end of `b`.
pub fn build_yield(
    m: &mut Module,
    b: crate::ir::BlockId,
    values: Vec<ValueId>,
    loc: &Location,
) -> OpId {
    build(
        m,
        InsertPoint::BlockEnd(b),
        OpKind::AffineYield,
        values,
        vec![],
        vec![],
        vec![],
        loc,
    )
}
