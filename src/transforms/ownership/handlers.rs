//! The interface handlers of the deallocation pass, applied to each op in MLIR's order, and the
//! helpers that materialize ownership indicators. Each handler's doc shows IR before and after.
//!
//! Which handlers apply to an op is a fact of its declaration in the registry
//! (`dialects/registry.rs`, asked through [`super::interfaces`]). Ops with a dedicated
//! `BufferDeallocationOpInterface` model (`cf.cond_br`, `arith.select`,
//! `scf.forall.in_parallel`, `scf.reduce.return`) are handed to that model
//! ([`crate::dialects::interfaces::BufferDeallocationModel`], implemented next to each dialect);
//! the helpers the models use are `pub(crate)` here.

use super::build;
use super::interfaces as itf;
use super::lattice::{constant_int, Ownership};
use super::state::is_memref;
use super::Dealloc;
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, BlockId, InsertPoint, OpId, ValueDef, ValueId};

type R<T> = Result<T, Diagnostic>;

impl Dealloc<'_> {
    /// An error at `op`.
    pub(crate) fn err(&self, op: OpId, msg: &str) -> Diagnostic {
        Diagnostic::on_op(self.m, op, msg)
    }

    /// The block holding `op`.
    pub(crate) fn block_of(&self, op: OpId) -> BlockId {
        self.m.op(op).parent.expect("op in a block")
    }

    /// `handleAllInterfaces`: the op's dedicated model, or the precondition check followed by
    /// every matching interface handler. `None` would mean the op was removed.
    pub(super) fn handle_all_interfaces(&mut self, op: OpId) -> R<Option<OpId>> {
        let k = self.m.op(op).kind;
        if let Some(model) = k.info().dealloc_model {
            return model.process(self, op).map(Some);
        }
        self.verify_operation_preconditions(op)?;
        if itf::has_memory_effect_interface(k) {
            self.handle_memory_effects(op)?;
        }
        if itf::is_region_branch(k) {
            self.handle_region_branch(op)?;
        }
        if itf::is_call(k) {
            self.handle_call(op)?;
        }
        if itf::is_branch(k) {
            self.handle_branch(op)?;
        }
        if itf::is_region_branch_terminator(k) {
            self.handle_region_branch_terminator(op)?;
        }
        Ok(Some(op))
    }

    fn has_buffer_semantics(&self, op: OpId) -> bool {
        let d = self.m.op(op);
        if d.operands
            .iter()
            .chain(&d.results)
            .any(|&v| is_memref(self.m, v))
        {
            return true;
        }
        d.regions.iter().any(|&r| {
            self.m
                .entry_block(r)
                .is_some_and(|b| self.m.block(b).args.iter().any(|&a| is_memref(self.m, a)))
        })
    }

    /// `verifyOperationPreconditions`: the input constraints, with mlir-opt's messages.
    fn verify_operation_preconditions(&self, op: OpId) -> R<()> {
        let d = self.m.op(op);
        let k = d.kind;
        if k == OpKind::BufDealloc {
            return Err(self.err(
                op,
                "No deallocation operations must be present when running this pass!",
            ));
        }
        let mem = itf::has_memory_effect_interface(k);
        let rec = itf::has_recursive_memory_effects(k);
        if !mem && !rec && !itf::is_call(k) {
            return Err(self.err(op, "ops with unknown memory side effects are not supported"));
        }
        // Ops that touch no buffers and neither allocate nor free are not checked further.
        let neither = if mem { !itf::has_alloc_or_free(k) } else { rec };
        if !self.has_buffer_semantics(op) && neither {
            return Ok(());
        }
        let n = d.regions.len();
        if ((n == 1 && !d.results.is_empty()) || n > 1) && !itf::is_region_branch(k) {
            return Err(self.err(
                op,
                "All operations with attached regions need to implement the RegionBranchOpInterface.",
            ));
        }
        if itf::has_no_terminator(k) {
            return Err(self.err(op, "NoTerminator trait is not supported"));
        }
        if k.is_terminator() {
            if itf::is_branch(k) == itf::is_region_branch_terminator(k) {
                return Err(self.err(
                    op,
                    "Terminators must implement either BranchOpInterface or RegionBranchTerminatorOpInterface (but not both)!",
                ));
            }
            if d.successors.len() > 1 {
                return Err(self.err(
                    op,
                    "Terminators with more than one successor are not supported!",
                ));
            }
        }
        Ok(())
    }

    /// Allocation and free side effects.
    ///
    /// ```mlir
    /// %alloc = memref.alloc()
    /// %alloca = memref.alloca()
    /// ```
    /// becomes (constants at the start of the block)
    /// ```mlir
    /// %true = arith.constant true    // ownership(%alloc); %alloc is freed by this block
    /// %false = arith.constant false  // ownership(%alloca)
    /// %alloc = memref.alloc()
    /// %alloca = memref.alloca()
    /// ```
    fn handle_memory_effects(&mut self, op: OpId) -> R<()> {
        let b = self.block_of(op);
        let k = self.m.op(op).kind;
        let manual = self
            .m
            .attr(op, "bufferization.manual_deallocation")
            .is_some();
        let operands = self.m.op(op).operands.clone();
        for (i, &v) in operands.iter().enumerate() {
            if !is_memref(self.m, v) || !itf::frees_operand(k, i) {
                continue;
            }
            if !manual {
                return Err(self.err(op, "memory free side-effect on MemRef value not supported!"));
            }
            if let Some(ind) = self.state.ownership(v, b).indicator() {
                let loc = self.m.op(op).loc.clone();
                let ip = InsertPoint::Before(op);
                let t = build::bool_const(self.m, ip, true, &loc);
                let inv = build::binary_i1(self.m, ip, OpKind::XOrI, ind, t, &loc);
                let name = self.m.sym("cf.assert");
                self.m.insert_new_op(
                    ip,
                    crate::ir::OpSpec {
                        kind: OpKind::Assert,
                        name,
                        operands: vec![inv],
                        result_types: vec![],
                        props: vec![crate::ir::NamedAttr::new(
                            "msg",
                            Attribute::String(
                                "expected that the block does not have ownership".into(),
                            ),
                        )],
                        attrs: vec![],
                        regions: vec![],
                        successors: vec![],
                        loc,
                    },
                );
            }
        }
        let Some(res) = itf::alloc_effect(k) else {
            return Ok(());
        };
        let loc = self.m.op(op).loc.clone();
        for r in self.m.op(op).results.clone() {
            if !is_memref(self.m, r) {
                continue;
            }
            let ip = InsertPoint::BlockStart(b);
            if res == itf::AllocResource::AutomaticAllocationScope || manual {
                self.state.reset_ownerships(&[r], b);
                let f = build::bool_const(self.m, ip, false, &loc);
                self.state
                    .update_ownership(self.m, r, Ownership::Unique(f), None);
                continue;
            }
            let t = build::bool_const(self.m, ip, true, &loc);
            self.state
                .update_ownership(self.m, r, Ownership::Unique(t), None);
            self.state.add_memref_to_deallocate(r, b);
        }
        Ok(())
    }

    /// The operands forwarded from the parent into its first successor region.
    fn entry_successor_operands(&self, op: OpId) -> Vec<ValueId> {
        let d = self.m.op(op);
        match d.kind {
            OpKind::For => d.operands.get(3..).unwrap_or_default().to_vec(),
            OpKind::AffineFor => {
                let nb = crate::dialects::affine::for_num_bound_operands(self.m, op);
                d.operands[nb..].to_vec()
            }
            OpKind::While | OpKind::TestRegionIf => d.operands.clone(),
            _ => Vec::new(),
        }
    }

    /// Region-branch ops: an `i1` per forwarded memref (no ownership for what enters from the
    /// outside) and an `i1` result per memref result.
    ///
    /// ```mlir
    /// %r = scf.for %i = %lb to %ub step %s iter_args(%m = %buf) -> memref<2xf32> {...}
    /// ```
    /// becomes
    /// ```mlir
    /// %false = arith.constant false   // at the start of the block
    /// %r:2 = scf.for %i = %lb to %ub step %s iter_args(%m = %buf, %o = %false)
    ///     -> (memref<2xf32>, i1) {...}
    /// // ownership(%r#0) := %r#1; %r#0 is freed by this block
    /// ```
    fn handle_region_branch(&mut self, op: OpId) -> R<()> {
        let b = self.block_of(op);
        let n = self
            .entry_successor_operands(op)
            .iter()
            .filter(|&&v| is_memref(self.m, v))
            .count();
        let loc = self.m.op(op).loc.clone();
        let f = build::bool_const(self.m, InsertPoint::BlockStart(b), false, &loc);
        if self.m.op(op).kind == OpKind::AffineFor {
            let mut inits = self.entry_successor_operands(op);
            inits.extend(std::iter::repeat_n(f, n));
            crate::dialects::affine::set_for_inits(self.m, op, inits);
        } else {
            let mut operands = self.m.op(op).operands.clone();
            operands.extend(std::iter::repeat_n(f, n));
            self.m.set_operands(op, operands);
        }
        self.add_ownership_results(op, b);
        Ok(())
    }

    /// Rebuilds `op` with one extra `i1` result per memref result and makes each memref result
    /// uniquely owned by its indicator, to be deallocated in block `b`.
    fn add_ownership_results(&mut self, op: OpId, b: BlockId) {
        let nres = self
            .m
            .op(op)
            .results
            .iter()
            .filter(|&&v| is_memref(self.m, v))
            .count();
        let t = build::i1(self.m);
        let mut counter = self.m.op(op).results.len();
        let results = build::rebuild_with_extra_results(self.m, op, &vec![t; nres]);
        for &r in &results {
            if !is_memref(self.m, r) {
                continue;
            }
            let o = results[counter];
            counter += 1;
            self.state
                .update_ownership(self.m, r, Ownership::Unique(o), None);
            self.state.add_memref_to_deallocate(r, b);
        }
    }

    /// Calls: results of public callees are owned by the caller (`true`); with
    /// `private-function-dynamic-ownership`, calls of private functions get an `i1` result per
    /// memref result that carries the ownership.
    ///
    /// ```mlir
    /// %r = func.call @private(%m) : (memref<2xi32>) -> memref<2xi32>
    /// ```
    /// becomes (dynamic ownership)
    /// ```mlir
    /// %r:2 = func.call @private(%m) : (memref<2xi32>) -> (memref<2xi32>, i1)
    /// ```
    fn handle_call(&mut self, op: OpId) -> R<()> {
        let b = self.block_of(op);
        let is_private = match self.m.op(op).kind {
            OpKind::Call => {
                let callee = match self.m.attr(op, "callee") {
                    Some(Attribute::SymbolRef { root, .. }) => Some(root.clone()),
                    _ => None,
                };
                let f = callee
                    .and_then(|name| crate::dialects::lookup_func(self.m, self.symbols, &name));
                match f {
                    Some(f) => {
                        let private = matches!(self.m.attr(f, "sym_visibility"), Some(Attribute::String(s)) if s == "private");
                        let decl = self
                            .m
                            .op(f)
                            .regions
                            .first()
                            .is_none_or(|&r| self.m.entry_block(r).is_none());
                        private && !decl
                    }
                    None => false,
                }
            }
            // mlir-opt 22 treats callees it cannot resolve to a symbol (call_indirect) as
            // public.
            _ => false,
        };
        if self.options.private_function_dynamic_ownership && is_private {
            self.add_ownership_results(op, b);
            return Ok(());
        }
        let loc = self.m.op(op).loc.clone();
        let t = build::bool_const(self.m, InsertPoint::Before(op), true, &loc);
        for r in self.m.op(op).results.clone() {
            if is_memref(self.m, r) {
                self.state
                    .update_ownership(self.m, r, Ownership::Unique(t), None);
                self.state.add_memref_to_deallocate(r, b);
            }
        }
        Ok(())
    }

    /// Unconditional branches: one `bufferization.dealloc` and the ownership of every forwarded
    /// memref as extra branch operand.
    ///
    /// ```mlir
    ///   cf.br ^bb1(%m : memref<2xf32>)
    /// ```
    /// becomes
    /// ```mlir
    ///   %o = bufferization.dealloc (%bases...) if (%conds...) retain (%m, %live...)
    ///   cf.br ^bb1(%m, %o#0 : memref<2xf32>, i1)
    /// ```
    fn handle_branch(&mut self, op: OpId) -> R<()> {
        let nsucc = self.m.op(op).successors.len();
        if nsucc > 1 {
            return Err(self.err(
                op,
                "BranchOpInterface operations with multiple successors are not supported yet",
            ));
        }
        if nsucc != 1 {
            return Err(self.err(
                op,
                "only BranchOpInterface operations with exactly one successor are supported yet",
            ));
        }
        let b = self.block_of(op);
        let loc = self.m.op(op).loc.clone();
        let ip = InsertPoint::Before(op);
        let (memrefs, conds) = self
            .state
            .memrefs_and_conditions_to_deallocate(self.m, ip, &loc, b)?;
        let range = crate::dialects::cf::successor_operand_range(self.m, op, 0);
        let forwarded = self.m.op(op).operands[range.clone()].to_vec();
        let succ = self.m.op(op).successors[0];
        let retained = self
            .state
            .memrefs_to_retain(self.m, b, Some(succ), &forwarded);
        let d = build::dealloc(self.m, ip, &loc, &memrefs, &conds, &retained);
        let updated = self.m.op(d).results.clone();
        self.state
            .set_retained_ownerships(self.m, &retained, &updated, b);
        let nmem = forwarded.iter().filter(|&&v| is_memref(self.m, v)).count();
        let mut new_fwd = forwarded.clone();
        new_fwd.extend_from_slice(&updated[..nmem]);
        self.set_successor_operands(op, 0, new_fwd);
        Ok(())
    }

    /// Replaces the operands forwarded to successor `i`, keeping segment sizes in sync.
    pub(crate) fn set_successor_operands(&mut self, op: OpId, i: usize, new: Vec<ValueId>) {
        let range = crate::dialects::cf::successor_operand_range(self.m, op, i);
        let mut ops = self.m.op(op).operands.clone();
        let added = new.len() as i64 - range.len() as i64;
        ops.splice(range, new);
        self.m.set_operands(op, ops);
        let seg_index = self.m.op(op).kind.info().successor_segments.get(i).copied();
        if let Some(si) = seg_index {
            for a in self.m.op_mut(op).props.iter_mut() {
                if a.name == "operandSegmentSizes" {
                    if let Attribute::DenseArray { values, .. } = &mut a.value {
                        if let Some(v) = values.get_mut(si) {
                            *v += added;
                        }
                    }
                }
            }
        }
    }

    /// `insertDeallocOpForReturnLike`: returns the updated ownerships of the memref operands.
    pub(crate) fn insert_dealloc_for_return_like(
        &mut self,
        op: OpId,
        operands: &[ValueId],
    ) -> R<Vec<ValueId>> {
        let b = self.block_of(op);
        let loc = self.m.op(op).loc.clone();
        let ip = InsertPoint::Before(op);
        let (memrefs, conds) = self
            .state
            .memrefs_and_conditions_to_deallocate(self.m, ip, &loc, b)?;
        let retained = self.state.memrefs_to_retain(self.m, b, None, operands);
        if memrefs.is_empty() && retained.is_empty() {
            return Ok(Vec::new());
        }
        let d = build::dealloc(self.m, ip, &loc, &memrefs, &conds, &retained);
        let updated = self.m.op(d).results.clone();
        self.state
            .set_retained_ownerships(self.m, &retained, &updated, b);
        let n = operands.iter().filter(|&&v| is_memref(self.m, v)).count();
        Ok(updated[..n].to_vec())
    }

    /// True when `parent` is a function whose returns follow the static ABI (everything except
    /// private functions with dynamic ownership).
    fn is_function_without_dynamic_ownership(&self, parent: Option<OpId>) -> bool {
        let Some(f) = parent else { return false };
        if self.m.op(f).kind != OpKind::Func {
            return false;
        }
        let private = matches!(self.m.attr(f, "sym_visibility"), Some(Attribute::String(s)) if s == "private");
        let external = self
            .m
            .op(f)
            .regions
            .first()
            .is_none_or(|&r| self.m.entry_block(r).is_none());
        !self.options.private_function_dynamic_ownership || !private || external
    }

    /// Return-like terminators: returned memrefs must be owned (clone otherwise), a dealloc
    /// frees the rest, and (except at static-ABI function returns) an `i1` per memref operand
    /// passes the ownership on.
    ///
    /// ```mlir
    ///   scf.yield %m : memref<2xf32>
    /// ```
    /// becomes
    /// ```mlir
    ///   %o = bufferization.dealloc (...) if (...) retain (%m : memref<2xf32>)
    ///   scf.yield %m, %o : memref<2xf32>, i1
    /// ```
    fn handle_region_branch_terminator(&mut self, op: OpId) -> R<()> {
        let b = self.block_of(op);
        let parent = self.m.parent_op(op);
        let static_abi = self.is_function_without_dynamic_ownership(parent);
        if static_abi {
            for i in 0..self.m.op(op).operands.len() {
                let v = self.m.op(op).operands[i];
                if !is_memref(self.m, v) {
                    continue;
                }
                let nv = self.materialize_memref_with_guaranteed_ownership(
                    InsertPoint::Before(op),
                    v,
                    b,
                );
                self.m.set_operand(op, i, nv);
            }
        }
        let start = match self.m.op(op).kind {
            OpKind::Condition => 1,
            OpKind::Reduce => self.m.op(op).operands.len(),
            _ => 0,
        };
        let operands = self.m.op(op).operands[start..].to_vec();
        let updated = self.insert_dealloc_for_return_like(op, &operands)?;
        if !static_abi && !updated.is_empty() {
            let mut all = self.m.op(op).operands.clone();
            all.extend(updated);
            self.m.set_operands(op, all);
        }
        Ok(())
    }

    /// `materializeMemrefWithGuaranteedOwnership`: a memref whose ownership is constant true,
    /// cloning at run time (`scf.if`) when the ownership is dynamic.
    fn materialize_memref_with_guaranteed_ownership(
        &mut self,
        ip: InsertPoint,
        memref: ValueId,
        b: BlockId,
    ) -> ValueId {
        let (nv, cond) = self.materialize_unique_ownership(ip, memref, b);
        if constant_int(self.m, cond) == Some(1) {
            return nv;
        }
        let loc = build::value_loc(self.m, memref);
        let maybe = build::if_or_clone(self.m, ip, &loc, cond, nv);
        let t = build::bool_const(self.m, ip, true, &loc);
        self.state
            .update_ownership(self.m, maybe, Ownership::Unique(t), None);
        let mb = self.m.value_block(maybe).expect("defined");
        self.state.add_memref_to_deallocate(maybe, mb);
        maybe
    }

    /// `materializeUniqueOwnership`: the defining op's deallocation model (`arith.select`'s
    /// in `dialects/arith.rs`) if the value is defined in `b`, otherwise the state's default
    /// (clone when not unique).
    fn materialize_unique_ownership(
        &mut self,
        ip: InsertPoint,
        memref: ValueId,
        b: BlockId,
    ) -> (ValueId, ValueId) {
        let vb = self.m.value_block(memref);
        if vb != Some(b) {
            return self.memref_with_unique_ownership(ip, memref, b);
        }
        let owner = match self.m.value(memref).def {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::BlockArg { block, .. } => self.m.block_parent_op(block),
            ValueDef::Detached => None,
        };
        if let Some(o) = owner {
            if let Some(model) = self.m.op(o).kind.info().dealloc_model {
                return model.materialize_unique_ownership(self, o, ip, memref, b);
            }
        }
        self.memref_with_unique_ownership(ip, memref, b)
    }

    /// `getMemrefWithUniqueOwnership`: the value itself if its ownership is unique, else a
    /// clone owned by this block.
    pub(crate) fn memref_with_unique_ownership(
        &mut self,
        ip: InsertPoint,
        memref: ValueId,
        b: BlockId,
    ) -> (ValueId, ValueId) {
        if let Some(ind) = self.state.ownership(memref, b).indicator() {
            return (memref, ind);
        }
        let loc = build::value_loc(self.m, memref);
        let c = build::clone(self.m, ip, &loc, memref);
        let t = build::bool_const(self.m, ip, true, &loc);
        self.state
            .update_ownership(self.m, c, Ownership::Unique(t), None);
        let cb = self.m.value_block(c).expect("defined");
        self.state.add_memref_to_deallocate(c, cb);
        (c, t)
    }

    /// `populateRemainingOwnerships`: results without ownership may alias any memref operand
    /// (join of their ownerships, each taken in the operand's own block); without memref
    /// operands they are not owned.
    pub(super) fn populate_remaining_ownerships(&mut self, op: OpId) {
        let b = self.block_of(op);
        for r in self.m.op(op).results.clone() {
            if !is_memref(self.m, r) || !self.state.ownership(r, b).is_uninitialized() {
                continue;
            }
            for v in self.m.op(op).operands.clone() {
                if !is_memref(self.m, v) {
                    continue;
                }
                let Some(vb) = self.m.value_block(v) else {
                    continue;
                };
                let own = self.state.ownership(v, vb);
                self.state.update_ownership(self.m, r, own, Some(b));
            }
            if self.state.ownership(r, b).is_uninitialized() {
                let loc = self.m.op(op).loc.clone();
                let f = build::bool_const(self.m, InsertPoint::Before(op), false, &loc);
                self.state
                    .update_ownership(self.m, r, Ownership::Unique(f), None);
            }
        }
    }
}
