//! `lower-vector-contraction{vector-contract-lowering=dot|outerproduct}`: the lowering of
//! `vector.contract` that MLIR 22's `convert-vector-to-llvm` applies before its LLVM patterns
//! (`populateVectorContractLoweringPatterns`; the transform op
//! `transform.apply_patterns.vector.lower_contraction`), with the same option and default
//! (`dot`).
//!
//! - `dot`: a matmul-like contraction (two parallel and one reduction iterator, any of the
//!   eight operand layouts) or matvec-like one becomes, per result element, an elementwise
//!   multiplication of a row and a column and a `vector.reduction <add>`:
//!   ```mlir
//!   %0 = vector.transpose %b, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
//!   %1 = vector.extract %a[0] : vector<3xf32> from vector<2x3xf32>
//!   %2 = vector.extract %0[0] : vector<3xf32> from vector<4x3xf32>
//!   %3 = arith.mulf %1, %2 : vector<3xf32>
//!   %4 = vector.reduction <add>, %3 : vector<3xf32> into f32
//!   %5 = vector.insert %4, %cst [0, 0] : f32 into vector<2x4xf32>
//!   ...
//!   %r = arith.addf %last, %c : vector<2x4xf32>
//!   ```
//! - `outerproduct`: the reduction is unrolled into `vector.outerproduct`s of a column of the
//!   (transposed) left operand and a row of the right one, chained through the accumulator
//!   (`lower-vector-outerproduct` then turns them into `vector.fma`s).
//! - anything else (batch dimensions, more parallel dimensions, a 1-D dot product) is
//!   unrolled one dimension at a time into smaller contractions, down to
//!   `arith.mulf` + `vector.reduction <add>, %prod, %acc` (MLIR's `ContractionOpLowering`).

use super::build::{dim_positions, maps_of, vector_shape, vector_type, Builder, CombiningKind};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{AffineExpr, AffineMap, Attribute, Module, NamedAttr, OpId, TypeId, ValueId};
use crate::rewrite::{Pattern, PatternSet, Rewriter};
use crate::transforms::PassOptions;

/// The `vector-contract-lowering` option.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Strategy {
    /// Dot products (`dot`, the default).
    Dot,
    /// Outer products (`outerproduct`).
    OuterProduct,
}

/// The facts of one `vector.contract`.
struct Contract {
    lhs: ValueId,
    rhs: ValueId,
    acc: ValueId,
    /// Dimension positions of the three indexing maps.
    maps: [Vec<u32>; 3],
    /// Number of iterators.
    num_dims: u32,
    /// `true` for a parallel iterator.
    parallel: Vec<bool>,
    kind: CombiningKind,
    res_ty: TypeId,
}

impl Contract {
    fn of(m: &Module, op: OpId) -> Option<Contract> {
        if super::is_masked(m, op) {
            return None;
        }
        let ops = &m.op(op).operands;
        let maps = maps_of(m, op, "indexing_maps")?;
        if maps.len() != 3 {
            return None;
        }
        let dims: Vec<Vec<u32>> = maps.iter().map(dim_positions).collect::<Option<_>>()?;
        let parallel = match m.attr(op, "iterator_types")? {
            Attribute::Array(items) => items
                .iter()
                .map(|a| match a {
                    Attribute::Opaque(s) => Some(s.contains("parallel")),
                    Attribute::String(s) => Some(s == "parallel"),
                    _ => None,
                })
                .collect::<Option<Vec<bool>>>()?,
            _ => return None,
        };
        vector_shape(m, m.value_type(ops[0]))?;
        vector_shape(m, m.value_type(ops[1]))?;
        Some(Contract {
            lhs: ops[0],
            rhs: ops[1],
            acc: ops[2],
            maps: [dims[0].clone(), dims[1].clone(), dims[2].clone()],
            num_dims: maps[0].num_dims,
            parallel,
            kind: crate::dialects::vector::combining_kind(m, op)?,
            res_ty: m.value_type(m.op(op).results[0]),
        })
    }

    /// Whether the maps are `layout` (lists of dimension positions).
    fn layout(&self, layout: [&[u32]; 3]) -> bool {
        let num = layout
            .iter()
            .flat_map(|l| l.iter())
            .max()
            .map_or(0, |d| d + 1);
        num == self.num_dims && (0..3).all(|i| self.maps[i] == layout[i])
    }

    fn iters(&self, parallel: &[bool]) -> bool {
        self.parallel == parallel
    }
}

fn transpose2(b: &mut Builder<'_, '_>, v: ValueId) -> ValueId {
    b.transpose(v, &[1, 0])
}

/// The matmul layouts [`lower_to_dot`] handles (iterators m, n parallel, k reduction), as the
/// dimensions of lhs, rhs and result, in the order of MLIR's `ContractionOpToDotLowering`.
const MATMUL_LAYOUTS: [[&[u32]; 3]; 8] = [
    [&[0, 2], &[2, 1], &[0, 1]],
    [&[0, 2], &[1, 2], &[0, 1]],
    [&[2, 0], &[2, 1], &[0, 1]],
    [&[2, 0], &[1, 2], &[0, 1]],
    [&[0, 2], &[2, 1], &[1, 0]],
    [&[0, 2], &[1, 2], &[1, 0]],
    [&[2, 0], &[2, 1], &[1, 0]],
    [&[2, 0], &[1, 2], &[1, 0]],
];

/// The matvec layouts [`lower_to_dot`] handles (iterator m parallel, n reduction).
const MATVEC_LAYOUTS: [[&[u32]; 3]; 4] = [
    [&[0, 1], &[1], &[0]],
    [&[1, 0], &[1], &[0]],
    [&[1], &[0, 1], &[0]],
    [&[1], &[1, 0], &[0]],
];

/// `ContractionOpToDotLowering`.
fn lower_to_dot(b: &mut Builder<'_, '_>, c: &Contract) -> Option<ValueId> {
    let (mut lhs, mut rhs) = (c.lhs, c.rhs);
    if c.iters(&[true, true, false]) {
        let which = MATMUL_LAYOUTS.iter().position(|l| c.layout(*l))?;
        match which {
            0 => rhs = transpose2(b, rhs),
            1 => {}
            2 => {
                lhs = transpose2(b, lhs);
                rhs = transpose2(b, rhs);
            }
            3 => lhs = transpose2(b, lhs),
            4 => {
                let tmp = lhs;
                lhs = transpose2(b, rhs);
                rhs = tmp;
            }
            5 => std::mem::swap(&mut lhs, &mut rhs),
            6 => {
                let tmp = lhs;
                lhs = transpose2(b, rhs);
                rhs = transpose2(b, tmp);
            }
            _ => {
                let tmp = rhs;
                rhs = transpose2(b, lhs);
                lhs = tmp;
            }
        }
    } else if c.iters(&[true, false]) {
        match MATVEC_LAYOUTS.iter().position(|l| c.layout(*l))? {
            0 => {}
            1 => lhs = transpose2(b, lhs),
            2 => std::mem::swap(&mut lhs, &mut rhs),
            _ => {
                std::mem::swap(&mut lhs, &mut rhs);
                lhs = transpose2(b, lhs);
            }
        }
    } else {
        return None;
    }
    let (dst_shape, elem) = vector_shape(b.rw.m, c.res_ty)?;
    let int = !b.rw.m.ty(elem).is_float();
    let rank = dst_shape.len();
    let rows = dst_shape[0];
    let cols = if rank == 1 { 1 } else { dst_shape[1] };
    let mut res = b.zero(c.res_ty);
    let mut extracted_cols = Vec::new();
    for r in 0..rows {
        let row = b.extract(lhs, &[r]);
        for col in 0..cols {
            if r == 0 {
                let v = if rank == 1 {
                    rhs
                } else {
                    b.extract(rhs, &[col])
                };
                extracted_cols.push(v);
            }
            let product = mul(b, row, extracted_cols[col as usize], int);
            let sum = b.reduction(CombiningKind::Add, product, None);
            let pos: Vec<i64> = if rank == 1 { vec![r] } else { vec![r, col] };
            res = b.insert(sum, res, &pos);
        }
    }
    let add = if int { OpKind::AddI } else { OpKind::AddF };
    Some(b.binary(add, res, c.acc))
}

fn mul(b: &mut Builder<'_, '_>, x: ValueId, y: ValueId, int: bool) -> ValueId {
    b.binary(if int { OpKind::MulI } else { OpKind::MulF }, x, y)
}

/// `UnrolledOuterProductGenerator::outerProd`: one `vector.outerproduct` per reduction step.
fn outer_prod(
    b: &mut Builder<'_, '_>,
    c: &Contract,
    lhs: ValueId,
    rhs: ValueId,
    size: i64,
) -> ValueId {
    let mut res = c.acc;
    for k in 0..size {
        let a = b.extract(lhs, &[k]);
        let bb = b.extract(rhs, &[k]);
        res = b.op1(
            OpKind::VectorOuterProduct,
            vec![a, bb, res],
            c.res_ty,
            vec![NamedAttr::new("kind", c.kind.attr())],
        );
    }
    res
}

/// `ContractionOpToOuterProductOpLowering` (`matmat`, `matvec`, `tmatvec`).
fn lower_to_outer_products(b: &mut Builder<'_, '_>, c: &Contract) -> Option<ValueId> {
    let lhs_shape = vector_shape(b.rw.m, b.ty(c.lhs))?.0;
    let rhs_shape = vector_shape(b.rw.m, b.ty(c.rhs))?.0;
    vector_shape(b.rw.m, c.res_ty)?;
    let same_elem = super::build::element_type(b.rw.m, b.ty(c.lhs))
        == super::build::element_type(b.rw.m, c.res_ty)
        && super::build::element_type(b.rw.m, b.ty(c.rhs))
            == super::build::element_type(b.rw.m, c.res_ty);
    if !same_elem {
        return None;
    }
    let (lhs, rhs) = (c.lhs, c.rhs);
    if c.iters(&[true, true, false]) {
        let (m, n, k) = (0u32, 1u32, 2u32);
        // (layout, transpose lhs, transpose rhs, swap, reduction dim of lhs)
        type Case<'a> = ([&'a [u32]; 3], bool, bool, bool, usize);
        let cases: [Case; 8] = [
            ([&[m, k], &[k, n], &[m, n]], true, false, false, 1),
            ([&[m, k], &[n, k], &[m, n]], true, true, false, 1),
            ([&[k, m], &[k, n], &[m, n]], false, false, false, 0),
            ([&[k, m], &[n, k], &[m, n]], false, true, false, 0),
            ([&[m, k], &[k, n], &[n, m]], true, false, true, 1),
            ([&[m, k], &[n, k], &[n, m]], true, true, true, 1),
            ([&[k, m], &[k, n], &[n, m]], false, false, true, 0),
            ([&[k, m], &[n, k], &[n, m]], false, true, true, 0),
        ];
        let (_, tl, tr, swap, red) = *cases.iter().find(|cs| c.layout(cs.0))?;
        let size = lhs_shape[red];
        // MLIR creates the transposes in this order for each case.
        let (l, r) = match (tl, tr, swap) {
            (true, true, true) => {
                let r = transpose2(b, rhs);
                let l = transpose2(b, lhs);
                (l, r)
            }
            _ => {
                let l = if tl { transpose2(b, lhs) } else { lhs };
                let r = if tr { transpose2(b, rhs) } else { rhs };
                (l, r)
            }
        };
        let (x, y) = if swap { (r, l) } else { (l, r) };
        return Some(outer_prod(b, c, x, y, size));
    }
    let (first, second) = if c.iters(&[true, false]) {
        (0u32, 1u32) // m, k
    } else if c.iters(&[false, true]) {
        (1u32, 0u32) // bindDims(k, m): k = d0, m = d1
    } else {
        return None;
    };
    let (m, k) = (first, second);
    if c.layout([&[m, k], &[k], &[m]]) {
        let t = transpose2(b, lhs);
        return Some(outer_prod(b, c, t, rhs, lhs_shape[1]));
    }
    if c.layout([&[k, m], &[k], &[m]]) {
        return Some(outer_prod(b, c, lhs, rhs, lhs_shape[0]));
    }
    if c.layout([&[k], &[m, k], &[m]]) {
        let t = transpose2(b, rhs);
        return Some(outer_prod(b, c, t, lhs, lhs_shape[0]));
    }
    if c.layout([&[k], &[k, m], &[m]]) {
        let _ = rhs_shape;
        return Some(outer_prod(b, c, rhs, lhs, lhs_shape[0]));
    }
    None
}

/// Whether [`lower_to_outer_products`] applies (checked before any IR is created).
fn outer_products_apply(m: &Module, c: &Contract) -> bool {
    let (a, b2, k) = (0u32, 1u32, 2u32);
    let mm: [[&[u32]; 3]; 8] = [
        [&[a, k], &[k, b2], &[a, b2]],
        [&[a, k], &[b2, k], &[a, b2]],
        [&[k, a], &[k, b2], &[a, b2]],
        [&[k, a], &[b2, k], &[a, b2]],
        [&[a, k], &[k, b2], &[b2, a]],
        [&[a, k], &[b2, k], &[b2, a]],
        [&[k, a], &[k, b2], &[b2, a]],
        [&[k, a], &[b2, k], &[b2, a]],
    ];
    let elem_ok = {
        let e = |v: TypeId| super::build::element_type(m, v);
        e(m.value_type(c.lhs)) == e(c.res_ty) && e(m.value_type(c.rhs)) == e(c.res_ty)
    };
    if !elem_ok || vector_shape(m, c.res_ty).is_none() {
        return false;
    }
    if c.iters(&[true, true, false]) {
        return mm.iter().any(|l| c.layout(*l));
    }
    let (mm_, kk) = if c.iters(&[true, false]) {
        (0u32, 1u32)
    } else if c.iters(&[false, true]) {
        (1u32, 0u32)
    } else {
        return false;
    };
    [
        [&[mm_, kk][..], &[kk][..], &[mm_][..]],
        [&[kk, mm_], &[kk], &[mm_]],
        [&[kk], &[mm_, kk], &[mm_]],
        [&[kk], &[kk, mm_], &[mm_]],
    ]
    .iter()
    .any(|l| c.layout(*l))
}

/// Whether [`lower_to_dot`] applies.
fn dot_applies(c: &Contract) -> bool {
    (c.iters(&[true, true, false]) && MATMUL_LAYOUTS.iter().any(|l| c.layout(*l)))
        || (c.iters(&[true, false]) && MATVEC_LAYOUTS.iter().any(|l| c.layout(*l)))
}

/// `adjustMap`: drops iterator `index` from a map's results and renumbers the later ones.
fn adjust_map(map: &[u32], index: u32) -> Vec<u32> {
    map.iter()
        .filter(|&&d| d != index)
        .map(|&d| if d < index { d } else { d - 1 })
        .collect()
}

/// `reshapeLoad`: the slice of `val` at `pos` along dimension `index` (`None`: `val` itself).
fn reshape_load(b: &mut Builder<'_, '_>, val: ValueId, index: Option<usize>, pos: i64) -> ValueId {
    let Some(index) = index else { return val };
    if index == 0 {
        return b.extract(val, &[pos]);
    }
    let (shape, elem) = vector_shape(b.rw.m, b.ty(val)).expect("a vector operand");
    let mut res_shape = shape.clone();
    res_shape.remove(index);
    let res_ty = vector_type(b.m(), &res_shape, elem);
    let mut result = b.zero(res_ty);
    for d in 0..res_shape[0] {
        let ext = b.extract(val, &[d]);
        let load = reshape_load(b, ext, Some(index - 1), pos);
        result = b.insert(load, result, &[d]);
    }
    result
}

/// `reshapeStore`: `result` with `val` stored at `pos` along dimension `index`.
fn reshape_store(
    b: &mut Builder<'_, '_>,
    val: ValueId,
    result: ValueId,
    index: Option<usize>,
    pos: i64,
) -> ValueId {
    let Some(index) = index else { return val };
    if index == 0 {
        return b.insert(val, result, &[pos]);
    }
    let (shape, _) = vector_shape(b.rw.m, b.ty(result)).expect("a vector result");
    let mut result = result;
    for d in 0..shape[0] {
        let ext = b.extract(result, &[d]);
        let ins = b.extract(val, &[d]);
        let sto = reshape_store(b, ins, ext, Some(index - 1), pos);
        result = b.insert(sto, result, &[d]);
    }
    result
}

/// A `vector.contract` with the given operands, maps (as positions) and iterators.
fn contract(
    b: &mut Builder<'_, '_>,
    c: &Contract,
    operands: [ValueId; 3],
    maps: &[Vec<u32>; 3],
    parallel: &[bool],
) -> ValueId {
    let n = parallel.len() as u32;
    let maps_attr = Attribute::Array(
        maps.iter()
            .map(|mp| {
                Attribute::AffineMap(AffineMap {
                    num_dims: n,
                    num_syms: 0,
                    results: mp.iter().map(|&d| AffineExpr::Dim(d)).collect(),
                })
            })
            .collect(),
    );
    let iters = Attribute::Array(
        parallel
            .iter()
            .map(|&p| {
                Attribute::Opaque(format!(
                    "#vector.iterator_type<{}>",
                    if p { "parallel" } else { "reduction" }
                ))
            })
            .collect(),
    );
    let ty = b.ty(operands[2]);
    b.op1(
        OpKind::VectorContract,
        operands.to_vec(),
        ty,
        vec![
            NamedAttr::new("indexing_maps", maps_attr),
            NamedAttr::new("iterator_types", iters),
            NamedAttr::new("kind", c.kind.attr()),
        ],
    )
}

fn without(v: &[bool], i: usize) -> Vec<bool> {
    let mut v = v.to_vec();
    v.remove(i);
    v
}

/// `lowerParallel`: unrolls the parallel iterator at `lhs_index` of the left operand (or
/// `rhs_index` of the right one).
fn lower_parallel(
    b: &mut Builder<'_, '_>,
    c: &Contract,
    lhs_index: Option<usize>,
    rhs_index: Option<usize>,
) -> Option<ValueId> {
    let lhs_shape = vector_shape(b.rw.m, b.ty(c.lhs))?.0;
    let rhs_shape = vector_shape(b.rw.m, b.ty(c.rhs))?.0;
    let (iter, size) = match (lhs_index, rhs_index) {
        (Some(l), r) => {
            let it = c.maps[0][l];
            if r.is_some_and(|r| c.maps[1][r] != it) {
                return None;
            }
            (it, lhs_shape[l])
        }
        (None, Some(r)) => (c.maps[1][r], rhs_shape[r]),
        (None, None) => return None,
    };
    let res_index = c.maps[2].iter().position(|&d| d == iter);
    if res_index.is_none() && size != 1 {
        return None;
    }
    vector_shape(b.rw.m, c.res_ty)?;
    let maps = [
        adjust_map(&c.maps[0], iter),
        adjust_map(&c.maps[1], iter),
        adjust_map(&c.maps[2], iter),
    ];
    let parallel = without(&c.parallel, iter as usize);
    let mut result = b.zero(c.res_ty);
    for d in 0..size {
        let lhs = reshape_load(b, c.lhs, lhs_index, d);
        let rhs = reshape_load(b, c.rhs, rhs_index, d);
        let acc = reshape_load(b, c.acc, res_index, d);
        let low = contract(b, c, [lhs, rhs, acc], &maps, &parallel);
        result = reshape_store(b, low, result, res_index, d);
    }
    Some(result)
}

/// `lowerReduction`: unrolls reduction iterator 0 into a chain of smaller contractions, down
/// to `mul` + `vector.reduction <add>, %prod, %acc` for 1-D operands.
fn lower_reduction(b: &mut Builder<'_, '_>, c: &Contract) -> Option<ValueId> {
    if vector_shape(b.rw.m, c.res_ty).is_some() {
        return None;
    }
    let int = !b.rw.m.ty(c.res_ty).is_float();
    let lhs_shape = vector_shape(b.rw.m, b.ty(c.lhs))?.0;
    let rhs_shape = vector_shape(b.rw.m, b.ty(c.rhs))?.0;
    let li = c.maps[0].iter().position(|&d| d == 0)?;
    let ri = c.maps[1].iter().position(|&d| d == 0)?;
    let size = lhs_shape[li];
    if size != rhs_shape[ri] {
        return None;
    }
    if lhs_shape.len() == 1 {
        if rhs_shape.len() != 1 {
            return None;
        }
        let m = mul(b, c.lhs, c.rhs, int);
        return Some(b.reduction(CombiningKind::Add, m, Some(c.acc)));
    }
    let maps = [
        adjust_map(&c.maps[0], 0),
        adjust_map(&c.maps[1], 0),
        adjust_map(&c.maps[2], 0),
    ];
    let parallel = without(&c.parallel, 0);
    let mut result = c.acc;
    for d in 0..size {
        let lhs = reshape_load(b, c.lhs, Some(li), d);
        let rhs = reshape_load(b, c.rhs, Some(ri), d);
        result = contract(b, c, [lhs, rhs, result], &maps, &parallel);
    }
    Some(result)
}

/// Which generic unrolling step [`ContractionOpLowering`] takes (decided before any IR is
/// created): batch, free lhs, free rhs dimension, or the first reduction.
enum Step {
    Parallel(Option<usize>, Option<usize>),
    Reduction,
}

fn generic_step(c: &Contract) -> Option<Step> {
    // Batch dimensions: parallel iterators that index both operands.
    for (li, &d) in c.maps[0].iter().enumerate() {
        if c.parallel[d as usize] {
            if let Some(ri) = c.maps[1].iter().position(|&e| e == d) {
                return Some(Step::Parallel(Some(li), Some(ri)));
            }
        }
    }
    let contracting =
        |d: u32| !c.parallel[d as usize] && c.maps[0].contains(&d) && c.maps[1].contains(&d);
    if let Some(li) = c.maps[0].iter().position(|&d| !contracting(d)) {
        return Some(Step::Parallel(Some(li), None));
    }
    if let Some(ri) = c.maps[1].iter().position(|&d| !contracting(d)) {
        return Some(Step::Parallel(None, Some(ri)));
    }
    if c.parallel.iter().any(|p| !p) {
        return Some(Step::Reduction);
    }
    None
}

/// `ContractionOpLowering` together with `ContractionOpToOuterProductOpLowering`.
pub struct ContractionOpLowering(pub Strategy);

impl Pattern for ContractionOpLowering {
    fn name(&self) -> &'static str {
        "ContractionOpLowering"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorContract)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(c) = Contract::of(rw.m, op) else {
            return false;
        };
        let result = {
            let mut b = Builder::new(rw, op);
            if self.0 == Strategy::OuterProduct && outer_products_apply(b.rw.m, &c) {
                lower_to_outer_products(&mut b, &c)
            } else {
                let e = |t: TypeId| super::build::element_type(b.rw.m, t);
                let acc_elem = e(c.res_ty);
                if e(b.ty(c.lhs)) != acc_elem
                    || e(b.ty(c.rhs)) != acc_elem
                    || c.kind != CombiningKind::Add
                {
                    return false;
                }
                if self.0 == Strategy::Dot && dot_applies(&c) {
                    lower_to_dot(&mut b, &c)
                } else {
                    match generic_step(&c) {
                        Some(Step::Parallel(l, r)) => lower_parallel(&mut b, &c, l, r),
                        Some(Step::Reduction) => lower_reduction(&mut b, &c),
                        None => None,
                    }
                }
            }
        };
        match result {
            Some(v) => {
                rw.replace_op(op, &[v]);
                true
            }
            None => false,
        }
    }
}

/// The pattern set of the pass.
pub fn patterns(strategy: Strategy) -> PatternSet<'static> {
    PatternSet::new(vec![Box::new(ContractionOpLowering(strategy))])
}

/// Parses `vector-contract-lowering=dot|outerproduct`.
pub fn parse_options(opts: &PassOptions) -> Result<Strategy, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(opts, "lower-vector-contraction", Wording::Mlir);
    let s = r.one_of(
        "vector-contract-lowering",
        Strategy::Dot,
        &[
            ("dot", Strategy::Dot),
            ("outerproduct", Strategy::OuterProduct),
        ],
    );
    r.finish()?;
    Ok(s)
}

/// Runs `lower-vector-contraction` over the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let s = parse_options(opts)?;
    super::build::apply_to_functions(m, &patterns(s));
    Ok(())
}

/// Runs `lower-vector-contraction` on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let s = parse_options(opts)?;
    super::build::apply_to_function(m, func, &patterns(s));
    Ok(())
}
