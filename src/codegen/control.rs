//! Control flow: `func.return`, `cf.*`, and the structured `scf` ops lowered straight to
//! Cranelift blocks. Loops are rotated (the bound is tested once before entry and again at
//! the latch), so a loop iteration costs one conditional branch. `scf.parallel` and
//! `scf.forall` run their iterations sequentially as a loop nest, folding `scf.reduce`
//! regions into accumulators carried by the nest.

use super::function::{Exit, FnLower, Val};
use super::types::PTR;
use super::{op_err, CgResult};
use crate::dialects::OpKind;
use crate::ir::{Attribute, OpId, TypeId, ValueId};
use crate::semantics::loops::{self, ParallelBounds};
use crate::semantics::Mixed;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types as clt, Block, InstBuilder, Value};
use cranelift_frontend::Switch;

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// `func.return`.
    pub fn lower_return(&mut self, op: OpId) -> CgResult<()> {
        let operands = self.m.op(op).operands.clone();
        let vals = self.flat_all(&operands, op)?;
        if let Some(mark) = self.arena_mark {
            self.call_import("bufjit_jit_stack_restore", &[PTR], &[], &[mark]);
        }
        self.b.ins().return_(&vals);
        Ok(())
    }

    fn succ_block(&self, op: OpId, i: usize) -> CgResult<Block> {
        let s = self.m.op(op).successors[i];
        self.blocks
            .get(&s)
            .copied()
            .ok_or_else(|| op_err(self.m, op, "branches to a block outside its region"))
    }

    /// `cf.br`, `cf.cond_br`, `cf.switch`, `cf.assert`.
    pub fn lower_cf(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        match m.op(op).kind {
            OpKind::Br => {
                let args = crate::dialects::cf::successor_operands(m, op, 0);
                let flat = self.flat_all(&args, op)?;
                let t = self.succ_block(op, 0)?;
                self.jump(t, &flat);
            }
            OpKind::CondBr => {
                let c = self.scalar(m.op(op).operands[0], op)?;
                let ta = crate::dialects::cf::successor_operands(m, op, 0);
                let fa = crate::dialects::cf::successor_operands(m, op, 1);
                let tf = self.flat_all(&ta, op)?;
                let ff = self.flat_all(&fa, op)?;
                let (t, f) = (self.succ_block(op, 0)?, self.succ_block(op, 1)?);
                self.brif(c, t, &tf, f, &ff);
            }
            OpKind::Switch => {
                let flag = self.scalar(m.op(op).operands[0], op)?;
                let ft = m.value_type(m.op(op).operands[0]);
                let fs = super::types::scalar(m, ft).map_err(|e| op_err(m, op, e))?;
                let cases: Vec<i64> = crate::dialects::cf::case_values(m, op)
                    .into_iter()
                    .map(|v| v as i64)
                    .collect();
                // Each successor gets a trampoline block so operands can differ per case.
                let nsucc = m.op(op).successors.len();
                let mut tramps = Vec::new();
                for i in 0..nsucc {
                    let args = crate::dialects::cf::successor_operands(m, op, i);
                    let flat = self.flat_all(&args, op)?;
                    let target = self.succ_block(op, i)?;
                    tramps.push((self.b.create_block(), target, flat));
                }
                let mut sw = Switch::new();
                let mask = if fs.bits() >= 64 {
                    u64::MAX
                } else {
                    (1u64 << fs.bits()) - 1
                };
                for (ci, c) in cases.iter().enumerate() {
                    sw.set_entry((*c as u64 & mask) as u128, tramps[ci + 1].0);
                }
                let wide = if fs.cl() == clt::I64 {
                    flag
                } else {
                    self.b.ins().uextend(clt::I64, flag)
                };
                sw.emit(&mut self.b, wide, tramps[0].0);
                for (blk, target, flat) in tramps {
                    self.b.switch_to_block(blk);
                    self.jump(target, &flat);
                }
            }
            OpKind::Assert => {
                let c = self.scalar(m.op(op).operands[0], op)?;
                let msg = match m.attr(op, "msg") {
                    Some(Attribute::String(s)) => s.clone(),
                    _ => String::new(),
                };
                let fail = self.b.ins().icmp_imm_s(IntCC::Equal, c, 0);
                if self.sh.assert_continues {
                    self.print_and_continue(fail, &msg);
                } else {
                    self.runtime_check(fail, op, &format!("assertion failed: {msg}"));
                }
            }
            _ => return Err(super::function::unsupported(m, op)),
        }
        Ok(())
    }

    fn result_types(&self, op: OpId) -> Vec<TypeId> {
        self.m
            .op(op)
            .results
            .iter()
            .map(|&r| self.m.value_type(r))
            .collect()
    }

    /// Binds the results of `op` to the parameters of `blk`.
    fn bind_results(&mut self, op: OpId, blk: Block) -> CgResult<()> {
        let params = self.b.block_params(blk).to_vec();
        let results = self.m.op(op).results.clone();
        self.bind_flat(&results, &params, op)
    }

    /// The structured ops and their terminators.
    pub fn lower_scf(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        match d.kind {
            OpKind::For => self.lower_for(op),
            OpKind::If => {
                let c = self.scalar(d.operands[0], op)?;
                let rts = self.result_types(op);
                let merge = self.block_with_params(&rts, op)?;
                let then_b = self.b.create_block();
                let has_else = m.entry_block(d.regions[1]).is_some();
                let else_b = if has_else {
                    self.b.create_block()
                } else {
                    merge
                };
                self.brif(c, then_b, &[], else_b, &[]);
                self.exits.insert(op, Exit::Jump(merge));
                self.b.switch_to_block(then_b);
                self.lower_inline_region(d.regions[0], op, &[])?;
                if has_else {
                    self.b.switch_to_block(else_b);
                    self.lower_inline_region(d.regions[1], op, &[])?;
                }
                self.b.switch_to_block(merge);
                self.bind_results(op, merge)
            }
            // The region runs unconditionally: a failing constraint has stopped the program at
            // its `shape.cstr_*` already.
            OpKind::ExecuteRegion | OpKind::ShapeAssuming => {
                // The region's entry block continues the current block (no block of its own).
                let rts = self.result_types(op);
                let merge = self.block_with_params(&rts, op)?;
                self.exits.insert(op, Exit::Jump(merge));
                if m.attr(op, crate::transforms::opt::inlining::HELPER_MARK)
                    .is_some()
                {
                    self.call_import("bufjit_rt_count_helper_call", &[], &[], &[]);
                }
                self.lower_inline_region(d.regions[0], op, &[])?;
                self.b.switch_to_block(merge);
                self.bind_results(op, merge)
            }
            OpKind::AllocaScope => {
                let rts = self.result_types(op);
                let merge = self.block_with_params(&rts, op)?;
                let mark = if self.needs_arena {
                    Some(self.call_import("bufjit_jit_stack_mark", &[], &[PTR], &[])[0])
                } else {
                    None
                };
                self.exits.insert(op, Exit::Jump(merge));
                self.lower_inline_region(d.regions[0], op, &[])?;
                self.b.switch_to_block(merge);
                if let Some(mark) = mark {
                    self.call_import("bufjit_jit_stack_restore", &[PTR], &[], &[mark]);
                }
                self.bind_results(op, merge)
            }
            OpKind::IndexSwitch => {
                let arg = self.scalar(d.operands[0], op)?;
                let rts = self.result_types(op);
                let merge = self.block_with_params(&rts, op)?;
                let cases: Vec<i64> = match m.attr(op, "cases") {
                    Some(Attribute::DenseArray { values, .. }) => values.clone(),
                    _ => vec![],
                };
                self.exits.insert(op, Exit::Jump(merge));
                let default_b = self.b.create_block();
                let case_bs: Vec<Block> = cases.iter().map(|_| self.b.create_block()).collect();
                let mut sw = Switch::new();
                for (c, &blk) in cases.iter().zip(&case_bs) {
                    sw.set_entry(*c as u64 as u128, blk);
                }
                sw.emit(&mut self.b, arg, default_b);
                let regions = d.regions.clone();
                self.b.switch_to_block(default_b);
                self.lower_inline_region(regions[0], op, &[])?;
                for (i, blk) in case_bs.into_iter().enumerate() {
                    self.b.switch_to_block(blk);
                    self.lower_inline_region(regions[i + 1], op, &[])?;
                }
                self.b.switch_to_block(merge);
                self.bind_results(op, merge)
            }
            OpKind::While => self.lower_while(op),
            OpKind::Parallel | OpKind::Forall => self.lower_parallel(op),
            OpKind::Yield
            | OpKind::Condition
            | OpKind::Reduce
            | OpKind::InParallel
            | OpKind::AllocaScopeReturn
            | OpKind::AtomicYield
            | OpKind::ShapeAssumingYield => self.lower_region_exit(op),
            _ => Err(super::function::unsupported(m, op)),
        }
    }

    fn lower_for(&mut self, op: OpId) -> CgResult<()> {
        if self.sh.vectorize
            && self
                .m
                .attr(op, crate::transforms::opt::vectorize::MARK)
                .is_some()
        {
            if let Some(shape) = crate::transforms::opt::vectorize::shape(self.m, op) {
                return self.lower_vector_for(op, &shape);
            }
        }
        self.lower_for_from(op, None)
    }

    /// Lowers an `scf.for`, starting at `from` instead of its lower bound if given (the scalar
    /// remainder of a vectorised loop).
    pub(super) fn lower_for_from(&mut self, op: OpId, from: Option<Value>) -> CgResult<()> {
        self.lower_for_from_with(op, from, None)
    }

    /// [`Self::lower_for_from`] with the `iter_args` starting at `from_inits` (flat, one
    /// value each) instead of the op's operands if given (after a vectorised reduction).
    pub(super) fn lower_for_from_with(
        &mut self,
        op: OpId,
        from: Option<Value>,
        from_inits: Option<&[Value]>,
    ) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let lb = match from {
            Some(v) => v,
            None => self.scalar(d.operands[0], op)?,
        };
        let ub = self.scalar(d.operands[1], op)?;
        let step = self.scalar(d.operands[2], op)?;
        let inits = d.operands[3..].to_vec();
        let unsigned = m.attr(op, "unsignedCmp").is_some();
        let cc = if unsigned {
            IntCC::UnsignedLessThan
        } else {
            IntCC::SignedLessThan
        };
        let iv_ty = self.b.func.dfg.value_type(lb);
        let rts = self.result_types(op);
        let exit = self.block_with_params(&rts, op)?;
        let body = self.b.create_block();
        self.b.append_block_param(body, iv_ty);
        for t in self.abi(&rts, op)? {
            self.b.append_block_param(body, t);
        }
        let init_flat = match from_inits {
            Some(v) => v.to_vec(),
            None => self.flat_all(&inits, op)?,
        };
        // Addresses that grow by a fixed stride per iteration become carried pointers.
        let streams = if self.sh.strength_reduce {
            super::strength::streams(m, op)
        } else {
            Vec::new()
        };
        let step_ix = self.ix_of(d.operands[2], op)?;
        let starts = self.stream_starts(&streams, lb, step_ix, op)?;
        let ptrs = self.begin_streams(&streams, &starts, body);
        let mut body_args = vec![lb];
        body_args.extend(&init_flat);
        body_args.extend(starts.iter().map(|s| s.0));
        // Constant bounds that admit an iteration need no entry test.
        if self.known_icmp(cc, lb, ub) == Some(true) {
            self.jump(body, &body_args);
        } else {
            let enter = self.b.ins().icmp(cc, lb, ub);
            self.brif(enter, body, &body_args, exit, &init_flat);
        }
        self.b.switch_to_block(body);
        let params = self.b.block_params(body).to_vec();
        let params = &params[..params.len() - ptrs.len()];
        let iv = params[0];
        let region = d.regions[0];
        let entry = m
            .entry_block(region)
            .ok_or_else(|| op_err(m, op, "has an empty body"))?;
        let bargs = m.block(entry).args.clone();
        self.set(bargs[0], Val::S(iv));
        self.bind_flat(&bargs[1..], &params[1..], op)?;
        self.exits.insert(
            op,
            Exit::ForLatch {
                iv,
                step,
                ub,
                body,
                exit,
                unsigned,
                streams: ptrs.iter().zip(&starts).map(|(&p, s)| (p, s.1)).collect(),
            },
        );
        self.lower_region_blocks(region, op)?;
        self.end_streams(&streams);
        self.b.switch_to_block(exit);
        self.bind_results(op, exit)
    }

    fn lower_while(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let (before_r, after_r) = (d.regions[0], d.regions[1]);
        let before_entry = m
            .entry_block(before_r)
            .ok_or_else(|| op_err(m, op, "has an empty before region"))?;
        let after_entry = m
            .entry_block(after_r)
            .ok_or_else(|| op_err(m, op, "has an empty after region"))?;
        let btys: Vec<TypeId> = m
            .block(before_entry)
            .args
            .iter()
            .map(|&a| m.value_type(a))
            .collect();
        let atys: Vec<TypeId> = m
            .block(after_entry)
            .args
            .iter()
            .map(|&a| m.value_type(a))
            .collect();
        let before = self.block_with_params(&btys, op)?;
        let after = self.block_with_params(&atys, op)?;
        let rts = self.result_types(op);
        let exit = self.block_with_params(&rts, op)?;
        let inits = self.flat_all(&d.operands.clone(), op)?;
        self.jump(before, &inits);
        // Before region: ends in scf.condition.
        self.b.switch_to_block(before);
        let p = self.b.block_params(before).to_vec();
        let bargs = m.block(before_entry).args.clone();
        self.bind_flat(&bargs, &p, op)?;
        self.exits.insert(op, Exit::WhileCond { after, exit });
        self.lower_region_blocks(before_r, op)?;
        // After region: scf.yield jumps back to before.
        self.b.switch_to_block(after);
        let p = self.b.block_params(after).to_vec();
        let aargs = m.block(after_entry).args.clone();
        self.bind_flat(&aargs, &p, op)?;
        self.exits.insert(op, Exit::Jump(before));
        self.lower_region_blocks(after_r, op)?;
        self.b.switch_to_block(exit);
        self.bind_results(op, exit)
    }

    /// The bounds of `scf.parallel` / `scf.forall` as registers (see
    /// [`loops::parallel_bounds`]).
    fn parallel_bounds(&mut self, op: OpId) -> CgResult<ParallelBounds<Value>> {
        let bounds = loops::parallel_bounds(self.m, op).map_err(|e| op_err(self.m, op, e))?;
        bounds.resolve(|x| match x {
            Mixed::Static(c) => Ok(self.iconst(clt::I64, c)),
            Mixed::Dynamic(v) => self.scalar(v, op),
        })
    }

    /// Lowers `scf.parallel` / `scf.forall` as a sequential loop nest.
    fn lower_parallel(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let ParallelBounds {
            lbs,
            ubs,
            steps,
            inits,
        } = self.parallel_bounds(op)?;
        let n = lbs.len();
        let rts = self.result_types(op);
        let exit = self.block_with_params(&rts, op)?;
        let init_flat = self.flat_all(&inits, op)?;
        let region = m.op(op).regions[0];
        let entry = m
            .entry_block(region)
            .ok_or_else(|| op_err(m, op, "has an empty body"))?;
        let ivargs = m.block(entry).args.clone();
        if n == 0 {
            return self.lower_parallel_once(op, &rts, &inits, exit);
        }
        // Skip the whole nest if any dimension is empty (unless constant bounds say none is).
        let any_empty = self.any_empty(&lbs, &ubs);
        let abi = self.abi(&rts, op)?;
        // loop_d(iv_d, accs...) and latch_d(accs...).
        let (loops, latches): (Vec<Block>, Vec<Block>) = (0..n)
            .map(|_| {
                let l = self.b.create_block();
                self.b.append_block_param(l, clt::I64);
                for &t in &abi {
                    self.b.append_block_param(l, t);
                }
                let la = self.b.create_block();
                for &t in &abi {
                    self.b.append_block_param(la, t);
                }
                (l, la)
            })
            .unzip();
        if let Some(any_empty) = any_empty {
            let start = self.b.create_block();
            self.brif(any_empty, exit, &init_flat, start, &[]);
            self.b.switch_to_block(start);
        }
        let mut a0 = vec![lbs[0]];
        a0.extend(&init_flat);
        self.jump(loops[0], &a0);
        let mut ivs = Vec::new();
        for dim in 0..n {
            self.b.switch_to_block(loops[dim]);
            let p = self.b.block_params(loops[dim]).to_vec();
            ivs.push(p[0]);
            if dim + 1 < n {
                let mut a = vec![lbs[dim + 1]];
                a.extend(&p[1..]);
                self.jump(loops[dim + 1], &a);
            } else {
                // Bind every induction variable (outer ones were recorded above).
                for (&a, &iv) in ivargs.iter().zip(&ivs) {
                    self.set(a, Val::S(iv));
                }
                let accs = self.assemble_list(&rts, &p[1..], op)?;
                let latch = latches[dim];
                self.exits.insert(op, Exit::ParallelLatch { latch, accs });
                self.lower_region_blocks(region, op)?;
            }
        }
        // Latches: step the dimension, or fall back to the enclosing latch.
        for dim in (0..n).rev() {
            self.b.switch_to_block(latches[dim]);
            let accs = self.b.block_params(latches[dim]).to_vec();
            let next = self.iadd(ivs[dim], steps[dim]);
            let more = self.b.ins().icmp(IntCC::SignedLessThan, next, ubs[dim]);
            let mut la = vec![next];
            la.extend(&accs);
            let outer = if dim == 0 { exit } else { latches[dim - 1] };
            self.brif(more, loops[dim], &la, outer, &accs);
        }
        self.b.switch_to_block(exit);
        self.bind_results(op, exit)
    }

    /// Whether any dimension of a loop nest is empty, tested at run time (`None`: constant
    /// bounds say none is).
    fn any_empty(&mut self, lbs: &[Value], ubs: &[Value]) -> Option<Value> {
        let nonempty = lbs
            .iter()
            .zip(ubs)
            .all(|(&lb, &ub)| self.known_icmp(IntCC::SignedLessThan, lb, ub) == Some(true));
        if nonempty {
            return None;
        }
        let mut any_empty = None;
        for (&lb, &ub) in lbs.iter().zip(ubs) {
            let e = self.b.ins().icmp(IntCC::SignedGreaterThanOrEqual, lb, ub);
            any_empty = Some(match any_empty {
                None => e,
                Some(a) => self.b.ins().bor(a, e),
            });
        }
        any_empty
    }

    /// A zero-dimensional `scf.parallel`: the body runs once.
    fn lower_parallel_once(
        &mut self,
        op: OpId,
        rts: &[TypeId],
        inits: &[ValueId],
        exit: Block,
    ) -> CgResult<()> {
        let region = self.m.op(op).regions[0];
        let latch = self.block_with_params(rts, op)?;
        let accs = self.vals_of(inits, op)?;
        self.exits.insert(op, Exit::ParallelLatch { latch, accs });
        let body = self.b.create_block();
        self.jump(body, &[]);
        self.b.switch_to_block(body);
        self.lower_region_blocks(region, op)?;
        self.b.switch_to_block(latch);
        let p = self.b.block_params(latch).to_vec();
        self.jump(exit, &p);
        self.b.switch_to_block(exit);
        self.bind_results(op, exit)
    }

    fn vals_of(&self, vs: &[crate::ir::ValueId], op: OpId) -> CgResult<Vec<Val>> {
        vs.iter().map(|&v| self.val(v, op)).collect()
    }

    /// Splits flat values into lowered values of the given types.
    fn assemble_list(&self, ts: &[TypeId], flat: &[Value], op: OpId) -> CgResult<Vec<Val>> {
        let mut out = Vec::new();
        let mut i = 0;
        for &t in ts {
            let n = super::types::abi_types(self.m, t)
                .map_err(|e| op_err(self.m, op, e))?
                .len();
            out.push(self.assemble(t, &flat[i..i + n], op)?);
            i += n;
        }
        Ok(out)
    }

    /// `scf.yield`, `scf.condition`, `scf.reduce`, `scf.forall.in_parallel`,
    /// `memref.alloca_scope.return`.
    /// Witness producers, as `i1` values: `shape.const_witness` is its constant,
    /// `shape.cstr_require` checks its condition at run time (a failure is a runtime error
    /// with the op's message) and passes, `shape.assuming_all` is the conjunction.
    pub(super) fn lower_witness(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let ty = clt::I8;
        let v = match d.kind {
            OpKind::ShapeConstWitness => {
                let pass = matches!(m.attr(op, "passing"), Some(Attribute::Integer { value, .. }) if *value != 0);
                self.b.ins().iconst(ty, pass as i64)
            }
            OpKind::ShapeCstrRequire => {
                let c = self.scalar(d.operands[0], op)?;
                let msg = match m.attr(op, "msg") {
                    Some(Attribute::String(s)) => s.clone(),
                    _ => String::new(),
                };
                let fail = self.b.ins().icmp_imm_s(IntCC::Equal, c, 0);
                self.runtime_check(fail, op, &format!("constraint failed: {msg}"));
                self.b.ins().iconst(ty, 1)
            }
            _ => {
                let mut acc = self.b.ins().iconst(ty, 1);
                for &w in &d.operands {
                    let x = self.scalar(w, op)?;
                    acc = self.b.ins().band(acc, x);
                }
                acc
            }
        };
        self.set(d.results[0], Val::S(v));
        Ok(())
    }

    fn lower_region_exit(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let parent = m
            .parent_op(op)
            .ok_or_else(|| op_err(m, op, "has no parent"))?;
        let exit = self.exits.get(&parent).cloned().ok_or_else(|| {
            op_err(
                m,
                op,
                "terminates a region the code generator does not know",
            )
        })?;
        let d = m.op(op);
        match (d.kind, exit) {
            (OpKind::Condition, Exit::WhileCond { after, exit }) => {
                let c = self.scalar(d.operands[0], op)?;
                let args = self.flat_all(&d.operands[1..], op)?;
                self.brif(c, after, &args, exit, &args);
            }
            (
                OpKind::Yield,
                Exit::ForLatch {
                    iv,
                    step,
                    ub,
                    body,
                    exit,
                    unsigned,
                    streams,
                },
            ) => {
                let args = self.flat_all(&d.operands.clone(), op)?;
                let next = self.iadd(iv, step);
                let cc = if unsigned {
                    IntCC::UnsignedLessThan
                } else {
                    IntCC::SignedLessThan
                };
                let more = self.b.ins().icmp(cc, next, ub);
                let mut ba = vec![next];
                ba.extend(&args);
                for (p, incr) in streams {
                    ba.push(self.iadd(p, incr));
                }
                self.brif(more, body, &ba, exit, &args);
            }
            (_, Exit::Jump(blk)) => {
                let args = self.flat_all(&d.operands.clone(), op)?;
                self.jump(blk, &args);
            }
            (OpKind::Reduce | OpKind::InParallel, Exit::ParallelLatch { latch, accs }) => {
                let mut new_accs = Vec::new();
                if d.kind == OpKind::Reduce {
                    for (i, &operand) in d.operands.iter().enumerate() {
                        let value = self.val(operand, op)?;
                        let acc = accs.get(i).cloned().ok_or_else(|| {
                            op_err(m, op, "has more operands than the loop has results")
                        })?;
                        let r = d.regions[i];
                        new_accs.push(self.inline_reduction(r, op, acc, value)?);
                    }
                }
                let mut flat = Vec::new();
                for a in &new_accs {
                    flat.extend(self.flat(a));
                }
                self.jump(latch, &flat);
            }
            _ => return Err(op_err(m, op, "terminates a region in an unexpected way")),
        }
        Ok(())
    }

    /// Inlines one `scf.reduce` region (`^bb0(%lhs, %rhs): ... scf.reduce.return %r`),
    /// returning the reduced value. The region must be a single block.
    fn inline_reduction(
        &mut self,
        r: crate::ir::RegionId,
        op: OpId,
        acc: Val,
        value: Val,
    ) -> CgResult<Val> {
        let m = self.m;
        let entry = m
            .entry_block(r)
            .ok_or_else(|| op_err(m, op, "has an empty reduction region"))?;
        let args = m.block(entry).args.clone();
        if args.len() != 2 {
            return Err(op_err(m, op, "reduction region must take two arguments"));
        }
        self.set(args[0], acc);
        self.set(args[1], value);
        for o in m.block_ops(entry).collect::<Vec<_>>() {
            if m.op(o).kind == OpKind::ReduceReturn {
                let v = m.op(o).operands[0];
                return self.val(v, o);
            }
            self.lower_op(o)?;
        }
        Err(op_err(m, op, "reduction region has no scf.reduce.return"))
    }
}
