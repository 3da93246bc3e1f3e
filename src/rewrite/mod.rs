//! Pattern rewriting: the [`Rewriter`] every IR change of a greedy rewrite goes through (so the
//! driver hears about inserted, modified and erased ops exactly when MLIR's listener would),
//! the [`Pattern`] trait, the op-effect tables the driver's dead-code rules need, and the greedy
//! driver itself ([`driver::apply_patterns_greedily`]).
//!
//! mlir-opt's output order depends on the order in which its greedy driver visits ops, so the
//! driver here mirrors MLIR 22's `RegionPatternRewriteDriver`: a LIFO worklist seeded top-down,
//! constants uniqued and hoisted by an `OperationFolder` at the start of each iteration, folding
//! before patterns, patterns by benefit, then region simplification, until a fixed point.

pub mod driver;
pub mod effects;
pub mod pattern;

pub use driver::{apply_patterns_greedily, GreedyConfig};
pub use pattern::{FoldResult, FoldValue, Pattern, PatternSet, Rewriter};
