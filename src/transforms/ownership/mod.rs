//! The `ownership-based-buffer-deallocation` pass (MLIR 22 semantics and output).
//!
//! Every `func.func` with a body is processed on its own: blocks are visited in dominance order
//! (nested regions before the block holding their op), each block first takes over the
//! ownership of its live-in memrefs and block arguments, then every op goes through the
//! interface handlers in MLIR's fixed order (memory effects, region branch, call, branch,
//! region-branch terminator). Which interfaces an op has is declared with the op in the registry
//! (`dialects/registry.rs`); ops with a dedicated model (`cf.cond_br`, `arith.select`,
//! `scf.forall.in_parallel`, `scf.reduce.return`) go to their
//! [`crate::dialects::interfaces::BufferDeallocationModel`] next to their dialect instead.
//! Terminators get a `bufferization.dealloc` with the block's owned memrefs and the values that
//! must stay alive. See `handlers.rs` for each handler's before/after IR.
//!
//! Deliberate divergence from mlir-opt 22: when a handler rebuilds an op to append ownership
//! results (region-branch ops, calls with dynamic ownership), the op keeps its existing result
//! values ([`build::rebuild_with_extra_results`]). MLIR replaces them, so the liveness it
//! computed before no longer names them: a memref result used after a later `cf.cond_br` is
//! left out of the retain list and freed before its last use, and a non-memref result crashes
//! `getMemrefsToRetain`. bufjit's retain lists are exact (tests: `tests/live_buffers.rs`).

pub(crate) mod build;
mod handlers;
pub mod interfaces;
pub mod lattice;
pub mod state;

use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, BlockId, InsertPoint, Module, OpId, TypeData};
use crate::transforms::PassOptions;
use lattice::Ownership;
use state::{is_memref, DeallocationState};

pub use build::rebuild_with_extra_results;

/// Pass options (`DeallocationOptions`).
#[derive(Copy, Clone, Debug, Default)]
pub struct DeallocationOptions {
    /// `private-function-dynamic-ownership`: private functions return an extra `i1` ownership
    /// per memref result and their call sites use it.
    pub private_function_dynamic_ownership: bool,
    /// `unstructured-loops` (bufjit extension, off by default): functions with `cf` back
    /// edges are deallocated (reducible loops: ownership flows around the back edge as an
    /// `i1` block argument) instead of refused with MLIR 22's "Only structured control-flow
    /// loops are supported.".
    pub unstructured_loops: bool,
}

impl DeallocationOptions {
    /// Parses the pass options.
    pub fn parse(opts: &PassOptions) -> Result<Self, Diagnostic> {
        use crate::transforms::pass_options::{OptionReader, Wording};
        let pass = "ownership-based-buffer-deallocation";
        let mut r = OptionReader::new(opts, pass, Wording::UnknownOption);
        let own = DeallocationOptions::default().private_function_dynamic_ownership;
        let o = DeallocationOptions {
            private_function_dynamic_ownership: r.flag("private-function-dynamic-ownership", own),
            unstructured_loops: r.flag("unstructured-loops", false),
        };
        r.finish()?;
        Ok(o)
    }
}

/// Runs the pass over every function with a body.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let options = DeallocationOptions::parse(opts)?;
    let Some(top) = m.top else { return Ok(()) };
    let mut funcs = Vec::new();
    m.walk_nested(top, &mut |o| {
        if m.op(o).kind == OpKind::Func {
            funcs.push(o);
        }
    });
    // Callees are looked up by name for every call: build the table once.
    let symbols = crate::dialects::symbol_table(m);
    for f in funcs {
        let has_body = m
            .op(f)
            .regions
            .first()
            .is_some_and(|&r| m.entry_block(r).is_some());
        if !has_body {
            continue;
        }
        deallocate_function(m, f, options, &symbols)?;
    }
    Ok(())
}

/// `deallocateBuffersOwnershipBased` for one function.
pub fn deallocate_function(
    m: &mut Module,
    func: OpId,
    options: DeallocationOptions,
    symbols: &crate::dialects::SymbolTable,
) -> Result<(), Diagnostic> {
    // MLIR 22 refuses any function with a back edge before looking at its ops.
    if !options.unstructured_loops && crate::analysis::cfg::has_backedge(m, func) {
        return Err(Diagnostic::on_op(
            m,
            func,
            "Only structured control-flow loops are supported.",
        ));
    }
    if let Some(br) = crate::analysis::cfg::irreducible_branch(m, func) {
        return Err(Diagnostic::on_op(
            m,
            br,
            "irreducible control flow is not supported: this branch enters a loop elsewhere than at its header",
        ));
    }
    let state = DeallocationState::new(m, func);
    let mut d = Dealloc {
        m,
        state,
        options,
        symbols,
    };
    d.walk(func)?;
    d.update_function_signature(func)
}

/// The pass's working set: the module, the analysis state and the options. Deallocation models
/// ([`crate::dialects::interfaces::BufferDeallocationModel`]) receive it.
pub struct Dealloc<'m> {
    pub(crate) m: &'m mut Module,
    pub(crate) state: DeallocationState,
    pub(crate) options: DeallocationOptions,
    /// The module's top-level symbols (callee lookup).
    pub(crate) symbols: &'m crate::dialects::SymbolTable,
}

impl Dealloc<'_> {
    /// Post-order walk over blocks in dominance order (nested blocks first).
    fn walk(&mut self, op: OpId) -> Result<(), Diagnostic> {
        for r in self.m.op(op).regions.clone() {
            for b in crate::analysis::cfg::dfs_preorder(self.m, r) {
                let ops: Vec<OpId> = self.m.block_ops(b).collect();
                for o in ops {
                    self.walk(o)?;
                }
                self.deallocate_block(b)?;
            }
        }
        Ok(())
    }

    fn deallocate_block(&mut self, b: BlockId) -> Result<(), Diagnostic> {
        let ip = match self.m.block(b).first {
            Some(o) => InsertPoint::Before(o),
            None => InsertPoint::BlockEnd(b),
        };
        let region = self.m.block(b).parent;
        for li in self.state.live_memrefs_in(self.m, b) {
            let li_block = self.m.value_block(li);
            let li_region = li_block.and_then(|x| self.m.block(x).parent);
            if li_region == region {
                let own = li_block
                    .map(|lb| self.state.ownership(li, lb))
                    .unwrap_or_default();
                self.state.update_ownership(self.m, li, own, Some(b));
                self.state.add_memref_to_deallocate(li, b);
                continue;
            }
            if let (Some(lr), Some(r)) = (li_region, region) {
                if is_proper_ancestor(self.m, lr, r) {
                    let loc = build::value_loc(self.m, li);
                    let f = build::bool_const(self.m, ip, false, &loc);
                    self.state
                        .update_ownership(self.m, li, Ownership::Unique(f), Some(b));
                }
            }
        }
        let n = self.m.block(b).args.len();
        let in_func_entry = self
            .m
            .block_parent_op(b)
            .is_some_and(|p| self.m.op(p).kind == OpKind::Func)
            && self.m.is_entry_block(b);
        for i in 0..n {
            let arg = self.m.block(b).args[i];
            if !is_memref(self.m, arg) {
                continue;
            }
            let loc = build::value_loc(self.m, arg);
            let own = if in_func_entry {
                build::bool_const(self.m, ip, false, &loc)
            } else {
                let t = build::i1(self.m);
                self.m.add_block_arg(b, t, Some(loc))
            };
            self.state
                .update_ownership(self.m, arg, Ownership::Unique(own), None);
            self.state.add_memref_to_deallocate(arg, b);
        }
        let mut cur = self.m.block(b).first;
        while let Some(o) = cur {
            cur = self.m.op(o).next;
            if let Some(res) = self.handle_all_interfaces(o)? {
                self.populate_remaining_ownerships(res);
            }
        }
        Ok(())
    }

    /// `updateFunctionSignature`: the function type follows what the returns now return.
    fn update_function_signature(&mut self, func: OpId) -> Result<(), Diagnostic> {
        let r = self.m.op(func).regions[0];
        let blocks: Vec<BlockId> = self.m.region_blocks(r).collect();
        let mut returned: Vec<Vec<crate::ir::TypeId>> = Vec::new();
        for &b in &blocks {
            for o in self.m.block_ops(b) {
                if interfaces::is_region_branch_terminator(self.m.op(o).kind) {
                    returned.push(
                        self.m
                            .op(o)
                            .operands
                            .iter()
                            .map(|&v| self.m.value_type(v))
                            .collect(),
                    );
                }
            }
        }
        if returned.windows(2).any(|w| w[0] != w[1]) {
            return Err(Diagnostic::at(
                self.m,
                &self.m.op(func).loc.clone(),
                "there are multiple return operations with different operand types",
            ));
        }
        let Some(Attribute::Type(fty)) = self.m.attr(func, "function_type").cloned() else {
            return Ok(());
        };
        let TypeData::Function { results, .. } = self.m.ty(fty).clone() else {
            return Ok(());
        };
        let results = returned.into_iter().next().unwrap_or(results);
        let entry = blocks[0];
        let inputs = self
            .m
            .block(entry)
            .args
            .iter()
            .map(|&v| self.m.value_type(v))
            .collect();
        let nt = self.m.intern_type(TypeData::Function { inputs, results });
        if let Some(a) = self
            .m
            .op_mut(func)
            .props
            .iter_mut()
            .find(|a| a.name == "function_type")
        {
            a.value = Attribute::Type(nt);
        }
        Ok(())
    }
}

/// True if region `a` properly contains region `b`.
fn is_proper_ancestor(m: &Module, a: crate::ir::RegionId, b: crate::ir::RegionId) -> bool {
    let mut cur = m.region(b).parent.and_then(|o| m.parent_region(o));
    while let Some(r) = cur {
        if r == a {
            return true;
        }
        cur = m.region(r).parent.and_then(|o| m.parent_region(o));
    }
    false
}
