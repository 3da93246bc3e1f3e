//! `optimize-allocation-liveness`: MLIR 22's pass that moves a buffer's deallocation up to
//! right after the last use of the buffer (or of any alias of it), shortening how long the
//! buffer is live and so the peak memory of the program.
//!
//! ```mlir
//! %alloc = memref.alloc() : memref<4xf32>      %alloc = memref.alloc() : memref<4xf32>
//! "test.use"(%alloc) : (memref<4xf32>) -> ()    "test.use"(%alloc) : (memref<4xf32>) -> ()
//! %big = memref.alloc() : memref<1024xf32>  =>  memref.dealloc %alloc : memref<4xf32>
//! "test.use"(%big) : ...                        %big = memref.alloc() : memref<1024xf32>
//! memref.dealloc %alloc : memref<4xf32>         "test.use"(%big) : ...
//! ```
//!
//! As in MLIR, only an allocation with exactly one freeing user (counting every free effect of
//! every user) in the allocation's own block is considered, so deallocations never move out of
//! conditionals; uses nested in regions count as their ancestor op in that block.

use crate::analysis::buffer_origin::BufferOriginAnalysis;
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{BlockId, InsertPoint, Module, OpId, ValueId};
use crate::transforms::ownership::interfaces::{alloc_effect, frees_operand};
use crate::transforms::ownership::state::is_memref;
use crate::transforms::PassOptions;

fn check_options(opts: &PassOptions) -> Result<(), Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    OptionReader::new(opts, "optimize-allocation-liveness", Wording::Mlir).finish()
}

/// Runs the pass on every function.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    check_options(opts)?;
    for f in crate::transforms::nested_functions(m) {
        optimize(m, f);
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(m: &mut Module, f: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    check_options(opts)?;
    optimize(m, f);
    Ok(())
}

/// The number of free effects `op` has (one per freed operand).
fn free_effects(m: &Module, op: OpId) -> usize {
    let d = m.op(op);
    match d.kind {
        // `bufferization.dealloc` declares no free effect in MLIR 22: an ordinary use here.
        OpKind::BufDealloc => 0,
        k => (0..d.operands.len())
            .filter(|&i| frees_operand(k, i))
            .count(),
    }
}

/// `findUserWithFreeSideEffect`: the single user of `v` with a free effect (on anything).
fn freeing_user(m: &Module, v: ValueId) -> Option<OpId> {
    let mut found = None;
    for u in &m.value(v).uses {
        for _ in 0..free_effects(m, u.op) {
            if found.is_some() {
                return None;
            }
            found = Some(u.op);
        }
    }
    found
}

/// The ancestor of `op` (or `op`) directly in block `b`.
fn ancestor_in_block(m: &Module, mut op: OpId, b: BlockId) -> Option<OpId> {
    loop {
        if m.op(op).parent == Some(b) {
            return Some(op);
        }
        op = m.parent_op(op)?;
    }
}

/// True if `a` comes before `b` in their (common) block.
fn is_before_in_block(m: &Module, a: OpId, b: OpId) -> bool {
    let mut cur = m.op(a).next;
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = m.op(o).next;
    }
    false
}

/// Moves each eligible deallocation of one function after its buffer's last use.
pub fn optimize(m: &mut Module, func: OpId) {
    if m.op(func).regions.is_empty() {
        return;
    }
    let aliases = BufferOriginAnalysis::new(m, func);
    let mut allocs = Vec::new();
    m.walk_nested(func, &mut |o| {
        if alloc_effect(m.op(o).kind).is_some() {
            // The allocated buffer: the op's one memref result, at any position.
            let mut mems = m.op(o).results.iter().filter(|&&r| is_memref(m, r));
            if let (Some(&v), None) = (mems.next(), mems.next()) {
                allocs.push((o, v));
            }
        }
    });
    for (alloc, v) in allocs {
        let Some(block) = m.op(alloc).parent else {
            continue;
        };
        let Some(dealloc) = freeing_user(m, v) else {
            continue;
        };
        if m.op(dealloc).parent != Some(block) {
            continue;
        }
        let mut last: Option<OpId> = None;
        let mut outside = false;
        for a in aliases.aliases(v) {
            for u in &m.value(a).uses {
                if u.op == dealloc {
                    continue;
                }
                let Some(top) = ancestor_in_block(m, u.op, block) else {
                    // A use outside the block: leave this deallocation alone.
                    outside = true;
                    continue;
                };
                if last.is_none_or(|l| is_before_in_block(m, l, top)) {
                    last = Some(top);
                }
            }
        }
        if outside {
            continue;
        }
        if let Some(l) = last {
            if l != dealloc {
                m.move_op(dealloc, InsertPoint::After(l));
            }
        }
    }
}
