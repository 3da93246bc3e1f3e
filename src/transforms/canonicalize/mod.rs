//! `canonicalize`: folds and canonicalization patterns applied by the greedy driver, with
//! MLIR 22's results on the IR the buffer-deallocation pipeline produces.
//!
//! The pattern list per op kind follows MLIR's registration order (that order decides which
//! pattern wins when several match); see each submodule for the patterns' before/after IR.

pub mod affine;
pub mod arith;
pub mod block_merge;
pub mod bufferization;
pub mod cf;
pub mod cf_switch;
pub mod clone;
pub mod const_vector;
pub mod fold;
pub mod index;
pub mod linalg;
pub mod memref;
pub mod region;
pub mod region_branch;
pub mod scf;
pub mod scf_inline;
pub mod util;
pub mod vector;

use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Module, OpId};
use crate::rewrite::driver::{GreedyConfig, RegionSimplify};
use crate::rewrite::{apply_patterns_greedily, Pattern, PatternSet, Rewriter};
use crate::transforms::PassOptions;

/// A pattern's matcher and rewriter as a function: true if it rewrote the op.
pub type RewriteFn = fn(&mut Rewriter<'_>, OpId) -> bool;

/// A pattern's matcher and rewriter as a closure (one carrying its rule's parameters).
pub type Rewrite = dyn Fn(&mut Rewriter<'_>, OpId) -> bool;

/// A canonicalization pattern written as one function (MLIR's DRR patterns of
/// `ArithCanonicalization.td`, the C++ ones of `ArithOps.cpp`, `AffineOps.cpp`, ...).
pub struct FnPattern {
    /// MLIR's name of the pattern.
    pub name: &'static str,
    /// The op it is rooted at.
    pub root: OpKind,
    /// Its benefit (for DRR patterns, the number of ops the source pattern matches).
    pub benefit: u16,
    /// The matcher and rewriter.
    pub apply: Box<Rewrite>,
}

impl Pattern for FnPattern {
    fn name(&self) -> &'static str {
        self.name
    }
    fn root(&self) -> Option<OpKind> {
        Some(self.root)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        (self.apply)(rw, op)
    }
}

/// A pattern rooted at `root` with benefit `benefit`, written as the function `apply`.
fn fn_pattern(
    name: &'static str,
    root: OpKind,
    benefit: u16,
    apply: impl Fn(&mut Rewriter<'_>, OpId) -> bool + 'static,
) -> Box<dyn Pattern> {
    Box::new(FnPattern {
        name,
        root,
        benefit,
        apply: Box::new(apply),
    })
}

/// Every canonicalization pattern, grouped by op as MLIR registers them.
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    let mut p: Vec<Box<dyn Pattern>> = vec![
        // arith.xori
        Box::new(arith::XOrINotCmpI),
        // arith.select
        Box::new(arith::RedundantSelect { true_side: false }),
        Box::new(arith::RedundantSelect { true_side: true }),
        Box::new(arith::SelectNotCond),
        Box::new(arith::SelectI1ToNot),
        // cf.br, cf.cond_br
        Box::new(cf::SimplifyBr),
        Box::new(cf::SimplifyConstCondBranchPred),
        Box::new(cf::SimplifyPassThroughCondBranch),
        Box::new(cf::SimplifyCondBranchIdenticalSuccessors),
        Box::new(cf::SimplifyCondBranchFromCondBranchOnSameCondition),
        Box::new(cf::CondBranchTruthPropagation),
        // cf.assert
        Box::new(cf_switch::EraseTrueAssert),
        // scf.if
        Box::new(scf::CombineIfs),
        Box::new(scf::CombineNestedIfs),
        Box::new(scf::ConditionPropagation),
        Box::new(scf::ConvertTrivialIfToSelect),
        Box::new(scf::RemoveEmptyElseBranch),
        Box::new(scf::RemoveStaticCondition),
        Box::new(scf::ReplaceIfYieldWithConditionOrValue),
        // memref.alloc / alloca
        Box::new(memref::SimplifyAllocConst(crate::dialects::OpKind::Alloc)),
        Box::new(memref::SimplifyDeadAlloc(crate::dialects::OpKind::Alloc)),
        Box::new(memref::SimplifyAllocConst(crate::dialects::OpKind::Alloca)),
        Box::new(memref::SimplifyDeadAlloc(crate::dialects::OpKind::Alloca)),
        // memref.copy
        Box::new(memref::FoldEmptyCopy),
        Box::new(memref::FoldSelfCopy),
        // memref.subview, memref.reinterpret_cast
        Box::new(memref::SubViewConstantFolder),
        Box::new(memref::SubViewOpMemRefCastFolder),
        Box::new(memref::TrivialSubViewOpFolder),
        Box::new(memref::ReinterpretCastOpConstantFolder),
    ];
    p.extend(arith::patterns());
    p.extend(index::patterns());
    // scf.if (after its own patterns above)
    p.extend(region_branch::patterns(OpKind::If));
    // scf.for
    p.push(Box::new(scf_inline::SimplifyTrivialLoops));
    p.extend(region_branch::patterns(OpKind::For));
    // scf.execute_region
    p.push(Box::new(scf_inline::SingleBlockExecuteInliner));
    p.push(Box::new(scf_inline::MultiBlockExecuteInliner));
    p.extend(region_branch::patterns(OpKind::ExecuteRegion));
    // scf.index_switch
    p.push(Box::new(scf_inline::FoldConstantCase));
    p.extend(region_branch::patterns(OpKind::IndexSwitch));
    // scf.while
    p.push(Box::new(scf::WhileConditionTruth));
    p.push(Box::new(scf::WhileCmpCond));
    p.extend(region_branch::patterns(OpKind::While));
    // cf.switch
    p.extend(cf_switch::switch_patterns());
    // affine ops, shape.assuming
    p.extend(affine::patterns());
    // bufferization.clone
    p.push(Box::new(clone::SimplifyClones));
    p.extend(bufferization::dealloc_patterns());
    // linalg (the dialect's pattern, then the ops')
    p.push(Box::new(linalg::EraseDeadLinalgOp));
    p.push(Box::new(linalg::EraseSelfCopy));
    p.push(Box::new(linalg::EraseIdentityLinalgOp(
        OpKind::LinalgGeneric,
    )));
    p.push(Box::new(linalg::EraseIdentityLinalgOp(
        OpKind::LinalgBroadcast,
    )));
    // vector
    p.extend(vector::patterns());
    p
}

/// Parsed canonicalize options.
fn config(opts: &PassOptions) -> Result<GreedyConfig, Diagnostic> {
    let mut c = GreedyConfig::default();
    for (k, v) in opts {
        match (k.as_str(), v.as_str()) {
            ("region-simplify", "disabled") => c.region_simplify = RegionSimplify::Disabled,
            ("region-simplify", "normal") => c.region_simplify = RegionSimplify::Normal,
            ("region-simplify", "aggressive") => c.region_simplify = RegionSimplify::Aggressive,
            ("max-iterations", n) => {
                c.max_iterations = n.parse().map_err(|_| {
                    Diagnostic::error(None, format!("invalid value '{n}' for option '{k}'"))
                })?
            }
            ("top-down", "true" | "1") | ("test-convergence", _) => {}
            ("cse-constants", "false" | "0") => c.cse_constants = false,
            ("cse-constants", _) => {}
            _ => {
                return Err(Diagnostic::error(
                    None,
                    format!("invalid option '{k}={v}' for canonicalize"),
                ))
            }
        }
    }
    Ok(c)
}

/// Canonicalizes the regions of `root` (the module, or one function when nested).
pub fn canonicalize_op(m: &mut Module, root: OpId, cfg: GreedyConfig) {
    let set = PatternSet::new(patterns());
    for r in m.op(root).regions.clone() {
        apply_patterns_greedily(m, r, &set, Some(fold::fold), cfg);
    }
}

/// Runs the pass over the whole module.
///
/// Functions are isolated from above and no pattern looks across them, so when the module
/// body holds nothing else with regions, each function is driven to its own fixed point: the
/// result is the same as one module-wide driver (checked against mlir-opt on the scaling
/// module), without re-visiting converged functions on every iteration.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let cfg = config(opts)?;
    let Some(top) = m.top else { return Ok(()) };
    let body = m.top_level_ops();
    let only_functions = body.iter().all(|&o| {
        let d = m.op(o);
        d.kind == crate::dialects::OpKind::Func || d.regions.is_empty()
    });
    if !only_functions {
        canonicalize_op(m, top, cfg);
        return Ok(());
    }
    for f in body {
        if m.op(f).kind == crate::dialects::OpKind::Func {
            canonicalize_op(m, f, cfg);
        }
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let cfg = config(opts)?;
    canonicalize_op(m, func, cfg);
    Ok(())
}
