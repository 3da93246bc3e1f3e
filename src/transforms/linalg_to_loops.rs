//! `convert-linalg-to-loops`, `convert-linalg-to-parallel-loops` and
//! `convert-linalg-to-affine-loops`: every `linalg` op on
//! buffers becomes a loop nest over its iteration domain with `memref.load`s of its operands,
//! its payload inlined and `memref.store`s of the yielded values, as MLIR 22's `LinalgToLoops`
//! does.
//!
//! The rewrite is MLIR's `LinalgRewritePattern` run by the greedy driver together with the
//! folds (the driver's constant uniquing and hoisting, dead-op erasure and folding give
//! mlir-opt's output order, so the pattern creates its ops in MLIR's order). The loop kind is a
//! parameter ([`LoopKind`]): with `affine.for` loops the accesses are `affine.load`/`affine.store`
//! with identity maps over the (folded) `affine.apply` indices, as MLIR 22 emits them.
//!
//! ```mlir
//! linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
//! ```
//! becomes
//! ```mlir
//! scf.for %i = %c0 to %c4 step %c1 {
//!   scf.for %j = %c0 to %c16 step %c1 {
//!     scf.for %k = %c0 to %c8 step %c1 {
//!       %0 = memref.load %a[%i, %k] : memref<4x8xf32>
//!       %1 = memref.load %b[%k, %j] : memref<8x16xf32>
//!       %2 = memref.load %c[%i, %j] : memref<4x16xf32>
//!       %3 = arith.mulf %0, %1 : f32
//!       %4 = arith.addf %2, %3 : f32
//!       memref.store %4, %c[%i, %j] : memref<4x16xf32>
//!     }
//!   }
//! }
//! ```
//! Index expressions that are not a plain loop variable or constant (convolution windows,
//! `d0 + d1`) become `affine.apply` ops as in MLIR; with the bufjit option `index-arith=true`
//! (used by `bufjit run --pipeline=default`) they are expanded to `arith.muli`/`arith.addi` on
//! `index` instead, which is what `lower-affine` makes of them.

use crate::diag::Diagnostic;
use crate::dialects::linalg::{self, Iterator};
use crate::dialects::OpKind;
use crate::ir::{
    AffineExpr, AffineMap, Attribute, InsertPoint, Location, Module, NamedAttr, OpId, OpSpec,
    TypeData, TypeId, ValueId, DYNAMIC,
};
use crate::rewrite::driver::GreedyConfig;
use crate::rewrite::{apply_patterns_greedily, Pattern, PatternSet, Rewriter};
use crate::transforms::PassOptions;
use rustc_hash::FxHashMap;

/// The loops the lowering emits.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LoopKind {
    /// One `scf.for` per loop (`convert-linalg-to-loops`).
    For,
    /// One `scf.for` per loop, those of parallel dimensions marked `bufjit.parallel`
    /// (`convert-linalg-to-loops{mark-parallel=true}`, which `bufjit run --threads N` uses:
    /// `transforms::parallelize` may run them on threads).
    ForMarked,
    /// `scf.parallel` for each run of parallel loops, `scf.for` for reductions
    /// (`convert-linalg-to-parallel-loops`).
    Parallel,
    /// One `affine.for` per loop with `affine.load`/`affine.store` accesses
    /// (`convert-linalg-to-affine-loops`).
    Affine,
}

/// How non-trivial index expressions are emitted.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum IndexMode {
    /// `affine.apply` (MLIR's output).
    AffineApply,
    /// `arith.muli`/`arith.addi` on `index` (what `lower-affine` would give).
    Arith,
}

/// `LinalgRewritePattern`: lowers one structured op on buffers to loops.
///
/// ```mlir
/// linalg.fill ins(%x : f32) outs(%m : memref<4xf32>)
/// // becomes
/// scf.for %i = %c0 to %c4 step %c1 {
///   memref.store %x, %m[%i] : memref<4xf32>
/// }
/// ```
pub struct LinalgRewritePattern {
    /// Loop kind.
    pub loops: LoopKind,
    /// Index expression emission.
    pub index: IndexMode,
}

fn index_type(m: &mut Module) -> TypeId {
    m.intern_type(TypeData::Index)
}

fn const_index(rw: &mut Rewriter<'_>, v: i64, loc: &Location) -> ValueId {
    let t = index_type(rw.m);
    rw.constant(
        Attribute::Integer {
            value: v as i128,
            ty: t,
        },
        t,
        loc,
    )
}

/// A loop bound: a constant still to be created, or an SSA value.
#[derive(Copy, Clone)]
enum Size {
    Static(i64),
    Value(ValueId),
}

/// Whether `op` works on buffers only (MLIR's `hasPureBufferSemantics`).
fn pure_buffer(m: &Module, op: OpId) -> bool {
    m.op(op).results.is_empty()
        && m.op(op)
            .operands
            .iter()
            .all(|&v| !matches!(m.ty(m.value_type(v)), TypeData::Tensor { .. }))
}

impl Pattern for LinalgRewritePattern {
    fn name(&self) -> &'static str {
        "LinalgRewritePattern"
    }
    fn root(&self) -> Option<OpKind> {
        None
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let kind = rw.m.op(op).kind;
        if !linalg::is_structured(kind) || !pure_buffer(rw.m, op) {
            return false;
        }
        let Some(s) = linalg::structured(rw.m, op) else {
            return false;
        };
        let Some(body) =
            rw.m.op(op)
                .regions
                .first()
                .and_then(|&r| rw.m.entry_block(r))
        else {
            return false;
        };
        if rw.m.region_blocks(rw.m.op(op).regions[0]).count() != 1 {
            return false;
        }
        let loc = rw.m.op(op).loc.clone();
        let operands = rw.m.op(op).operands.clone();
        // createLoopRanges: the flat list of operand sizes (memref.dim for dynamic ones).
        let mut flat: Vec<Size> = Vec::new();
        for &v in &operands {
            let shape = rw.m.ty(rw.m.value_type(v)).shape().map(<[i64]>::to_vec);
            for (j, sz) in shape.unwrap_or_default().into_iter().enumerate() {
                if sz != DYNAMIC {
                    flat.push(Size::Static(sz));
                    continue;
                }
                let c = const_index(rw, j as i64, &loc);
                let it = index_type(rw.m);
                let d = rw.create1(OpKind::Dim, vec![v, c], it, vec![], &loc);
                flat.push(Size::Value(d));
            }
        }
        let nloops = s.iterators.len();
        let mut ranges: Vec<Option<Size>> = vec![None; nloops];
        let mut idx = 0;
        for mp in &s.maps {
            for e in &mp.results {
                if let AffineExpr::Dim(d) = e {
                    let d = *d as usize;
                    if d < nloops && ranges[d].is_none() {
                        ranges[d] = flat.get(idx).copied();
                    }
                }
                idx += 1;
            }
        }
        if ranges.iter().any(Option::is_none) {
            return false;
        }
        // unpackRanges: lb, ub, step per loop.
        let mut lbs = Vec::new();
        let mut ubs = Vec::new();
        let mut steps = Vec::new();
        for r in ranges.into_iter().flatten() {
            lbs.push(const_index(rw, 0, &loc));
            ubs.push(match r {
                Size::Static(n) => const_index(rw, n, &loc),
                Size::Value(v) => v,
            });
            steps.push(const_index(rw, 1, &loc));
        }
        let mut ivs = Vec::new();
        self.build_nest(rw, &s.iterators, &lbs, &ubs, &steps, &loc, &mut ivs);
        // The insertion point is now inside the innermost loop, before its terminator.
        self.emit_body(rw, op, &s, body, &ivs, &loc);
        rw.ip = InsertPoint::Before(op);
        rw.erase_op(op);
        true
    }
}

impl LinalgRewritePattern {
    /// Builds the loop nest (MLIR's `GenerateLoopNest`) and leaves the insertion point before
    /// the innermost body's terminator; `ivs` gets the induction variables in loop order.
    #[allow(clippy::too_many_arguments)]
    fn build_nest(
        &self,
        rw: &mut Rewriter<'_>,
        iterators: &[Iterator],
        lbs: &[ValueId],
        ubs: &[ValueId],
        steps: &[ValueId],
        loc: &Location,
        ivs: &mut Vec<ValueId>,
    ) {
        if self.loops == LoopKind::Affine {
            for i in 0..iterators.len() {
                let (op, body) = build_affine_for(rw, lbs[i], ubs[i], steps[i], loc);
                rw.notify_inserted(op);
                let term =
                    rw.m.terminator(body)
                        .expect("affine.for body ends in a yield");
                rw.notify_inserted(term);
                ivs.push(rw.m.block(body).args[0]);
                rw.ip = InsertPoint::Before(term);
            }
            return;
        }
        let mut i = 0;
        while i < iterators.len() {
            let n = match self.loops {
                LoopKind::Parallel if iterators[i] == Iterator::Parallel => iterators[i..]
                    .iter()
                    .take_while(|&&t| t == Iterator::Parallel)
                    .count(),
                _ => 1,
            };
            let it = index_type(rw.m);
            let region = rw.m.new_region();
            let block = rw.m.create_block();
            rw.m.append_block(region, block);
            let args: Vec<ValueId> = (0..n)
                .map(|_| rw.m.add_block_arg(block, it, None))
                .collect();
            let parallel = self.loops == LoopKind::Parallel && iterators[i] == Iterator::Parallel;
            let term_kind = if parallel {
                OpKind::Reduce
            } else {
                OpKind::Yield
            };
            let term_spec = OpSpec::new(rw.m, term_kind, loc.clone());
            let term = rw.m.insert_new_op(InsertPoint::BlockEnd(block), term_spec);
            if parallel {
                let mut operands = lbs[i..i + n].to_vec();
                operands.extend_from_slice(&ubs[i..i + n]);
                operands.extend_from_slice(&steps[i..i + n]);
                let i32t = rw.m.intern_type(TypeData::Integer {
                    width: 32,
                    signedness: crate::ir::Signedness::Signless,
                });
                let seg = Attribute::DenseArray {
                    elem: i32t,
                    values: vec![n as i64, n as i64, n as i64, 0],
                };
                rw.create(
                    OpKind::Parallel,
                    operands,
                    vec![],
                    vec![NamedAttr::new("operandSegmentSizes", seg)],
                    vec![region],
                    loc,
                );
            } else {
                let l = rw.create(
                    OpKind::For,
                    vec![lbs[i], ubs[i], steps[i]],
                    vec![],
                    vec![],
                    vec![region],
                    loc,
                );
                if self.loops == LoopKind::ForMarked && iterators[i] == Iterator::Parallel {
                    rw.m.op_mut(l).attrs.push(NamedAttr::new(
                        crate::transforms::parallelize::MARK_ATTR,
                        Attribute::Unit,
                    ));
                }
            }
            ivs.extend(args);
            rw.ip = InsertPoint::Before(term);
            i += n;
        }
    }

    /// `emitScalarImplementation`: loads, the inlined payload, stores.
    fn emit_body(
        &self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        s: &linalg::Structured,
        body: crate::ir::BlockId,
        ivs: &[ValueId],
        loc: &Location,
    ) {
        let operands = rw.m.op(op).operands.clone();
        let mut indexed = Vec::new();
        for (i, &v) in operands.iter().enumerate() {
            let scalar = i < s.num_inputs && rw.m.ty(rw.m.value_type(v)).shape().is_none();
            if scalar {
                indexed.push(v);
                continue;
            }
            let idx = self.indices(rw, &s.maps[i], ivs, loc);
            let et = linalg::element_type(rw.m, rw.m.value_type(v));
            let mut ops = vec![v];
            let (kind, props) = self.access(idx.len());
            ops.extend(idx);
            indexed.push(rw.create1(kind, ops, et, props, loc));
        }
        let mut store_indices = Vec::new();
        for i in s.num_inputs..operands.len() {
            store_indices.push(self.indices(rw, &s.maps[i], ivs, loc));
        }
        let mut map: FxHashMap<ValueId, ValueId> = FxHashMap::default();
        for (&a, &v) in rw.m.block(body).args.clone().iter().zip(&indexed) {
            map.insert(a, v);
        }
        let ops: Vec<OpId> = rw.m.block_ops(body).collect();
        let Some((&term, payload)) = ops.split_last() else {
            return;
        };
        for &o in payload {
            if rw.m.op(o).kind == OpKind::LinalgIndex {
                if let Some(Attribute::Integer { value, .. }) = rw.m.attr(o, "dim") {
                    if let Some(&iv) = ivs.get(*value as usize) {
                        map.insert(rw.m.op(o).results[0], iv);
                        continue;
                    }
                }
            }
            clone_op(rw, o, &mut map);
        }
        let yields = rw.m.op(term).operands.clone();
        for (k, y) in yields.into_iter().enumerate() {
            let v = *map.get(&y).unwrap_or(&y);
            let buf = operands[s.num_inputs + k];
            let mut ops = vec![v, buf];
            let (kind, props) = self.access(store_indices[k].len());
            ops.extend(store_indices[k].iter().copied());
            let store = if kind == OpKind::AffineLoad {
                OpKind::AffineStore
            } else {
                OpKind::Store
            };
            rw.create(store, ops, vec![], props, vec![], loc);
        }
    }

    /// The load op (`memref.load`, or `affine.load` with the identity map of `rank` indices)
    /// and its properties; the store is the matching one.
    fn access(&self, rank: usize) -> (OpKind, Vec<NamedAttr>) {
        if self.loops != LoopKind::Affine {
            return (OpKind::Load, vec![]);
        }
        let map = AffineMap {
            num_dims: rank as u32,
            num_syms: 0,
            results: (0..rank as u32).map(AffineExpr::Dim).collect(),
        };
        (
            OpKind::AffineLoad,
            vec![NamedAttr::new("map", Attribute::AffineMap(map))],
        )
    }

    /// `makeCanonicalAffineApplies`: one index per map result.
    fn indices(
        &self,
        rw: &mut Rewriter<'_>,
        map: &AffineMap,
        ivs: &[ValueId],
        loc: &Location,
    ) -> Vec<ValueId> {
        map.results
            .iter()
            .map(|e| match e {
                AffineExpr::Dim(d) => ivs[*d as usize],
                AffineExpr::Const(c) => const_index(rw, *c, loc),
                e => match self.index {
                    IndexMode::AffineApply => affine_apply(rw, e, ivs, loc),
                    IndexMode::Arith => expand(rw, e, ivs, loc),
                },
            })
            .collect()
    }
}

/// The value of an index `arith.constant`.
fn constant_of(m: &Module, v: ValueId) -> Option<i64> {
    let def = m.defining_op(v)?;
    match crate::rewrite::driver::constant_value(m, def)? {
        Attribute::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

/// `buildAffineLoopFromValues`: an `affine.for` with constant bounds when both are constants,
/// else with `(d0) -> (d0)` bound maps over the values (the folder turns a constant lower bound
/// into `0` and a symbol upper bound into `()[s0] -> (s0)`). Returns the loop and its body.
fn build_affine_for(
    rw: &mut Rewriter<'_>,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
    loc: &Location,
) -> (OpId, crate::ir::BlockId) {
    let step = constant_of(rw.m, step).unwrap_or(1);
    let (lbc, ubc) = (constant_of(rw.m, lb), constant_of(rw.m, ub));
    let (lb, ub) = match (lbc, ubc) {
        (Some(l), Some(u)) => (
            (AffineMap::constant(l), vec![]),
            (AffineMap::constant(u), vec![]),
        ),
        _ => (
            (AffineMap::dim_identity(), vec![lb]),
            (AffineMap::dim_identity(), vec![ub]),
        ),
    };
    crate::dialects::affine::build_for(rw.m, rw.ip, lb, ub, step, vec![], loc)
}

/// Collects the dims of `e` in first-use order of their positions (canonicalizeMapAndOperands
/// keeps them sorted by position).
fn used_dims(e: &AffineExpr, out: &mut Vec<u32>) {
    match e {
        AffineExpr::Dim(d) => {
            if !out.contains(d) {
                out.push(*d);
            }
        }
        AffineExpr::Sym(_) | AffineExpr::Const(_) => {}
        AffineExpr::Add(a, b)
        | AffineExpr::Mul(a, b)
        | AffineExpr::Mod(a, b)
        | AffineExpr::FloorDiv(a, b)
        | AffineExpr::CeilDiv(a, b) => {
            used_dims(a, out);
            used_dims(b, out);
        }
    }
}

fn renumber(e: &AffineExpr, dims: &[u32]) -> AffineExpr {
    let r = |x: &AffineExpr| Box::new(renumber(x, dims));
    match e {
        AffineExpr::Dim(d) => AffineExpr::Dim(dims.iter().position(|x| x == d).unwrap_or(0) as u32),
        AffineExpr::Sym(s) => AffineExpr::Sym(*s),
        AffineExpr::Const(c) => AffineExpr::Const(*c),
        AffineExpr::Add(a, b) => AffineExpr::Add(r(a), r(b)),
        AffineExpr::Mul(a, b) => AffineExpr::Mul(r(a), r(b)),
        AffineExpr::Mod(a, b) => AffineExpr::Mod(r(a), r(b)),
        AffineExpr::FloorDiv(a, b) => AffineExpr::FloorDiv(r(a), r(b)),
        AffineExpr::CeilDiv(a, b) => AffineExpr::CeilDiv(r(a), r(b)),
    }
}

/// `affine.apply` of the single-result map `e` over the used loop variables.
fn affine_apply(rw: &mut Rewriter<'_>, e: &AffineExpr, ivs: &[ValueId], loc: &Location) -> ValueId {
    let mut dims = Vec::new();
    used_dims(e, &mut dims);
    dims.sort_unstable();
    let map = AffineMap {
        num_dims: dims.len() as u32,
        num_syms: 0,
        results: vec![renumber(e, &dims)],
    };
    let operands = dims.iter().map(|&d| ivs[d as usize]).collect();
    let it = index_type(rw.m);
    let spec = OpSpec {
        operands,
        result_types: vec![it],
        props: vec![NamedAttr::new("map", Attribute::AffineMap(map))],
        ..OpSpec::new(rw.m, OpKind::AffineApply, loc.clone())
    };
    let op = rw.m.insert_new_op(rw.ip, spec);
    rw.notify_inserted(op);
    rw.m.op(op).results[0]
}

/// Expands `e` to `arith` ops on `index` (as `lower-affine` would).
fn expand(rw: &mut Rewriter<'_>, e: &AffineExpr, ivs: &[ValueId], loc: &Location) -> ValueId {
    let it = index_type(rw.m);
    match e {
        AffineExpr::Dim(d) => ivs[*d as usize],
        AffineExpr::Const(c) => const_index(rw, *c, loc),
        AffineExpr::Add(a, b) => {
            let (x, y) = (expand(rw, a, ivs, loc), expand(rw, b, ivs, loc));
            rw.create1(OpKind::AddI, vec![x, y], it, vec![], loc)
        }
        AffineExpr::Mul(a, b) => {
            let (x, y) = (expand(rw, a, ivs, loc), expand(rw, b, ivs, loc));
            rw.create1(OpKind::MulI, vec![x, y], it, vec![], loc)
        }
        AffineExpr::Mod(a, b) => {
            let (x, y) = (expand(rw, a, ivs, loc), expand(rw, b, ivs, loc));
            rw.create1(OpKind::RemSI, vec![x, y], it, vec![], loc)
        }
        AffineExpr::FloorDiv(a, b) => {
            let (x, y) = (expand(rw, a, ivs, loc), expand(rw, b, ivs, loc));
            rw.create1(OpKind::FloorDivSI, vec![x, y], it, vec![], loc)
        }
        AffineExpr::CeilDiv(a, b) => {
            let (x, y) = (expand(rw, a, ivs, loc), expand(rw, b, ivs, loc));
            rw.create1(OpKind::CeilDivSI, vec![x, y], it, vec![], loc)
        }
        AffineExpr::Sym(_) => const_index(rw, 0, loc),
    }
}

/// Clones `o` (and its regions) at the insertion point, remapping operands through `map`.
fn clone_op(rw: &mut Rewriter<'_>, o: OpId, map: &mut FxHashMap<ValueId, ValueId>) -> OpId {
    let d = rw.m.op(o).clone();
    let operands = d
        .operands
        .iter()
        .map(|v| *map.get(v).unwrap_or(v))
        .collect();
    let result_types = d.results.iter().map(|&r| rw.m.value_type(r)).collect();
    let mut regions = Vec::new();
    for &r in &d.regions {
        let nr = rw.m.new_region();
        let saved = rw.ip;
        for b in rw.m.region_blocks(r).collect::<Vec<_>>() {
            let nb = rw.m.create_block();
            rw.m.append_block(nr, nb);
            for a in rw.m.block(b).args.clone() {
                let t = rw.m.value_type(a);
                let na = rw.m.add_block_arg(nb, t, None);
                map.insert(a, na);
            }
            for inner in rw.m.block_ops(b).collect::<Vec<_>>() {
                rw.ip = InsertPoint::BlockEnd(nb);
                clone_op(rw, inner, map);
            }
        }
        rw.ip = saved;
        regions.push(nr);
    }
    let spec =
        crate::transforms::canonicalize::util::spec_like(&d, operands, result_types, regions);
    let n = rw.m.insert_new_op(rw.ip, spec);
    rw.notify_inserted(n);
    for (a, b) in d.results.iter().zip(rw.m.op(n).results.clone()) {
        map.insert(*a, b);
    }
    n
}

fn index_mode(opts: &PassOptions, pass: &str) -> Result<IndexMode, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(opts, pass, Wording::InvalidOption);
    let words = [
        ("true", IndexMode::Arith),
        ("1", IndexMode::Arith),
        ("false", IndexMode::AffineApply),
        ("0", IndexMode::AffineApply),
    ];
    let mode = r.one_of("index-arith", IndexMode::AffineApply, &words);
    r.finish()?;
    Ok(mode)
}

/// Lowers every structured op on buffers in `func` (MLIR runs the pass per function).
pub fn lower_function(m: &mut Module, func: OpId, loops: LoopKind, index: IndexMode) {
    let set = PatternSet::new(vec![Box::new(LinalgRewritePattern { loops, index })]);
    for r in m.op(func).regions.clone() {
        apply_patterns_greedily(
            m,
            r,
            &set,
            Some(crate::transforms::canonicalize::fold::fold),
            GreedyConfig::default(),
        );
    }
}

fn run_all(m: &mut Module, loops: LoopKind, index: IndexMode) {
    for f in crate::transforms::nested_functions(m) {
        lower_function(m, f, loops, index);
    }
}

/// The options of `--convert-linalg-to-loops`: `index-arith` and `mark-parallel`.
fn for_options(opts: &PassOptions) -> Result<(LoopKind, IndexMode), Diagnostic> {
    let pass = "convert-linalg-to-loops";
    let mark: PassOptions = opts
        .iter()
        .filter(|(k, _)| k == "mark-parallel")
        .cloned()
        .collect();
    let rest: PassOptions = opts
        .iter()
        .filter(|(k, _)| k != "mark-parallel")
        .cloned()
        .collect();
    let mode = index_mode(&rest, pass)?;
    use crate::transforms::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(&mark, pass, Wording::InvalidOption);
    let marked = r.explicit_flag("mark-parallel", false);
    r.finish()?;
    Ok((
        if marked {
            LoopKind::ForMarked
        } else {
            LoopKind::For
        },
        mode,
    ))
}

/// `--convert-linalg-to-loops`.
pub fn run_loops(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let (kind, mode) = for_options(opts)?;
    run_all(m, kind, mode);
    Ok(())
}

/// `--convert-linalg-to-loops` on one function.
pub fn run_loops_on_function(
    m: &mut Module,
    func: OpId,
    opts: &PassOptions,
) -> Result<(), Diagnostic> {
    let (kind, mode) = for_options(opts)?;
    lower_function(m, func, kind, mode);
    Ok(())
}

/// `--convert-linalg-to-affine-loops` (no options: its index expressions stay
/// `affine.apply`s, folded into nothing else, as in MLIR).
pub fn run_affine(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    no_options(opts)?;
    run_all(m, LoopKind::Affine, IndexMode::AffineApply);
    Ok(())
}

/// `--convert-linalg-to-affine-loops` on one function.
pub fn run_affine_on_function(
    m: &mut Module,
    func: OpId,
    opts: &PassOptions,
) -> Result<(), Diagnostic> {
    no_options(opts)?;
    lower_function(m, func, LoopKind::Affine, IndexMode::AffineApply);
    Ok(())
}

fn no_options(opts: &PassOptions) -> Result<(), Diagnostic> {
    match opts.iter().next() {
        Some((k, v)) => Err(Diagnostic::error(
            None,
            format!("invalid option '{k}={v}' for convert-linalg-to-affine-loops"),
        )),
        None => Ok(()),
    }
}

/// `--convert-linalg-to-parallel-loops`.
pub fn run_parallel(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let mode = index_mode(opts, "convert-linalg-to-parallel-loops")?;
    run_all(m, LoopKind::Parallel, mode);
    Ok(())
}

/// `--convert-linalg-to-parallel-loops` on one function.
pub fn run_parallel_on_function(
    m: &mut Module,
    func: OpId,
    opts: &PassOptions,
) -> Result<(), Diagnostic> {
    let mode = index_mode(opts, "convert-linalg-to-parallel-loops")?;
    lower_function(m, func, LoopKind::Parallel, mode);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lower(text: &str, loops: LoopKind, index: IndexMode) -> String {
        let mut m = crate::parse::Parser::new(text, "t.mlir", 1)
            .parse_module()
            .expect("parses");
        for f in crate::transforms::nested_functions(&m) {
            lower_function(&mut m, f, loops, index);
        }
        crate::print::print_module(&m, Default::default())
    }

    const CONV: &str = "func.func @f(%x: memref<6xf32>, %k: memref<3xf32>, %y: memref<4xf32>) {
  linalg.conv_1d ins(%x, %k : memref<6xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}";

    #[test]
    fn window_indices_become_affine_apply_or_arith() {
        let out = lower(CONV, LoopKind::For, IndexMode::AffineApply);
        assert!(out.contains("affine.apply #map(%arg3, %arg4)"), "{out}");
        let out = lower(CONV, LoopKind::For, IndexMode::Arith);
        assert!(out.contains("arith.addi %arg3, %arg4 : index"), "{out}");
        assert!(!out.contains("affine"), "{out}");
    }

    #[test]
    fn parallel_loops_nest_reductions_inside() {
        let out = lower(CONV, LoopKind::Parallel, IndexMode::Arith);
        let par = out.find("scf.parallel").expect("a parallel loop");
        let seq = out.find("scf.for").expect("a reduction loop");
        assert!(par < seq, "{out}");
        assert!(!out.contains("linalg."), "{out}");
    }

    #[test]
    fn affine_loops_use_affine_accesses_and_symbol_bounds() {
        let out = lower(CONV, LoopKind::Affine, IndexMode::AffineApply);
        assert!(out.contains("affine.for %arg3 = 0 to 4 {"), "{out}");
        assert!(
            out.contains("affine.load %arg0[%0] : memref<6xf32>"),
            "{out}"
        );
        assert!(
            out.contains("affine.store %5, %arg2[%arg3] : memref<4xf32>"),
            "{out}"
        );
        let dynamic = "func.func @f(%x: f32, %y: memref<?xf32>) {
  linalg.fill ins(%x : f32) outs(%y : memref<?xf32>)
  return
}";
        let out = lower(dynamic, LoopKind::Affine, IndexMode::AffineApply);
        assert!(out.contains("affine.for %arg2 = 0 to %dim {"), "{out}");
        assert!(!out.contains("scf."), "{out}");
    }
}
