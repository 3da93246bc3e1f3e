//! Control flow: `func.call` (defined functions get a fresh frame; declared ones go to
//! [`super::externals`]), `cf.br`/`cond_br`/`switch` between the blocks of a region, and the
//! structured ops (`scf.for`/`if`/`while`/`execute_region`/`index_switch`, `scf.parallel` and
//! `scf.forall` run sequentially with their `scf.reduce` regions, `memref.alloca_scope`,
//! `shape.assuming`), each by running its regions and reading the terminator's values.

use super::value::{mask, sext, Val};
use super::{op_error, Exit, Fault, Frame, IResult, Interp, Step};
use crate::dialects::OpKind;
use crate::ir::{Attribute, OpId, TypeData, TypeId};
use crate::semantics::loops::{self, ParallelBounds};
use crate::semantics::Mixed;

fn func_type(m: &crate::ir::Module, op: OpId) -> (Vec<TypeId>, Vec<TypeId>) {
    match m.attr(op, "function_type") {
        Some(Attribute::Type(t)) => match m.ty(*t) {
            TypeData::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => (vec![], vec![]),
        },
        _ => (vec![], vec![]),
    }
}

impl Interp<'_> {
    /// `func.call` and `func.call_indirect`.
    pub fn call_op(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let d = m.op(op);
        let (name, args) = if d.kind == OpKind::CallIndirect {
            let Val::Func(name) = self.operand(f, op, 0)? else {
                return Err(op_error(m, op, "calls a value that is not a function"));
            };
            (name, self.get_all(f, &d.operands[1..], op)?)
        } else {
            let name = match m.attr(op, "callee") {
                Some(Attribute::SymbolRef { root, .. }) => root.clone(),
                _ => return Err(op_error(m, op, "has no callee")),
            };
            (name, self.get_all(f, &d.operands, op)?)
        };
        let Some(func) = self.function(&name) else {
            return Err(op_error(
                m,
                op,
                format!("calls an unknown function '@{name}'"),
            ));
        };
        let results = self.call_func(func, args, Some(op))?;
        if results.len() != d.results.len() {
            return Err(op_error(m, op, "receives the wrong number of results"));
        }
        for (i, v) in results.into_iter().enumerate() {
            self.set_result(f, op, i, v);
        }
        Ok(())
    }

    /// Calls `func` (a `func.func`) with `args`; `at` is the calling op, if any.
    pub fn call_func(&mut self, func: OpId, args: Vec<Val>, at: Option<OpId>) -> IResult<Vec<Val>> {
        let m = self.m;
        let name = crate::codegen::module::sym_name(m, func);
        let body = m
            .op(func)
            .regions
            .first()
            .copied()
            .filter(|&r| m.entry_block(r).is_some());
        let Some(body) = body else {
            let (_, results) = func_type(m, func);
            return self.call_external(func, &name, &args, &results, at.unwrap_or(func));
        };
        if crate::codegen::function::is_dealloc_helper(m, func) {
            bufjit_runtime::global().record_helper_call();
        }
        self.depth += 1;
        let mark = self.alloca_mark();
        let mut frame = Frame::default();
        let r = self.run_region(&mut frame, body, func, args);
        self.release_allocas(mark);
        self.depth -= 1;
        let exit = r?;
        if self.m.op(exit.op).kind != OpKind::Return {
            return Err(op_error(
                m,
                exit.op,
                "ends a function body without func.return",
            ));
        }
        Ok(exit.vals)
    }

    /// The block and arguments a `cf` branch goes to.
    pub(super) fn branch(&mut self, f: &mut Frame, op: OpId) -> IResult<Step> {
        let m = self.m;
        let d = m.op(op);
        let succ = |i: usize| -> IResult<Step> {
            let args = crate::dialects::cf::successor_operands(m, op, i);
            let vals = self.get_all(f, &args, op)?;
            let b = *d
                .successors
                .get(i)
                .ok_or_else(|| op_error(m, op, "has too few successors"))?;
            Ok(Step::Jump(b, vals))
        };
        match d.kind {
            OpKind::Br => succ(0),
            OpKind::CondBr => {
                let c = self.operand(f, op, 0)?.truth();
                succ(if c { 0 } else { 1 })
            }
            _ => {
                let flag = self.operand(f, op, 0)?.bits();
                let s = self.scalar_of(d.operands[0], op)?;
                let cases: Vec<i64> = crate::dialects::cf::case_values(m, op)
                    .into_iter()
                    .map(|v| v as i64)
                    .collect();
                let hit = cases
                    .iter()
                    .position(|&c| mask(c as u64, s.bits()) == flag)
                    .map(|i| i + 1)
                    .unwrap_or(0);
                succ(hit)
            }
        }
    }

    /// Runs region `r` of `op` and returns the terminator's values.
    fn region_values(
        &mut self,
        f: &mut Frame,
        op: OpId,
        r: usize,
        args: Vec<Val>,
    ) -> IResult<Exit> {
        let region = self.m.op(op).regions[r];
        self.run_region(f, region, op, args)
    }

    fn set_results(&self, f: &mut Frame, op: OpId, vals: Vec<Val>) -> IResult<()> {
        if vals.len() != self.m.op(op).results.len() {
            return Err(op_error(self.m, op, "yields the wrong number of values"));
        }
        for (i, v) in vals.into_iter().enumerate() {
            self.set_result(f, op, i, v);
        }
        Ok(())
    }

    /// The structured ops.
    pub fn structured(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let d = m.op(op);
        match d.kind {
            OpKind::For => self.for_op(f, op),
            OpKind::If => self.if_op(f, op),
            OpKind::ExecuteRegion | OpKind::ShapeAssuming | OpKind::AllocaScope => {
                self.region_op(f, op)
            }
            OpKind::IndexSwitch => self.index_switch(f, op),
            OpKind::While => self.while_op(f, op),
            OpKind::Parallel | OpKind::Forall => self.parallel(f, op),
            _ => Err(Fault::Unsupported(crate::codegen::function::unsupported(
                m, op,
            ))),
        }
    }

    fn for_op(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let d = m.op(op);
        {
            {
                let lb = self.operand(f, op, 0)?.bits();
                let ub = self.operand(f, op, 1)?.bits();
                let step = self.operand(f, op, 2)?.bits();
                let bits = self.scalar_of(d.operands[0], op)?.bits();
                let unsigned = m.attr(op, "unsignedCmp").is_some();
                let less = |a: u64, b: u64| {
                    if unsigned {
                        a < b
                    } else {
                        sext(a, bits) < sext(b, bits)
                    }
                };
                let mut carried = self.get_all(f, &d.operands[3..], op)?;
                let mut iv = lb;
                while less(iv, ub) {
                    let mut args = vec![Val::Int(iv)];
                    args.extend(carried);
                    // `scf.for` is an automatic allocation scope: an iteration's allocas end
                    // with it.
                    let mark = self.alloca_mark();
                    let r = self.region_values(f, op, 0, args);
                    self.release_allocas(mark);
                    carried = r?.vals;
                    iv = mask(iv.wrapping_add(step), bits);
                }
                self.set_results(f, op, carried)
            }
        }
    }

    fn if_op(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let d = m.op(op);
        {
            {
                let c = self.operand(f, op, 0)?.truth();
                let r = if c { 0 } else { 1 };
                if m.entry_block(d.regions[r]).is_none() {
                    return Ok(());
                }
                let vals = self.region_values(f, op, r, vec![])?.vals;
                self.set_results(f, op, vals)
            }
        }
    }

    /// `scf.execute_region`, `shape.assuming`, `memref.alloca_scope`.
    fn region_op(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let scope = self.m.op(op).kind == OpKind::AllocaScope;
        let mark = self.alloca_mark();
        let r = self.region_values(f, op, 0, vec![]);
        if scope {
            self.release_allocas(mark);
        }
        let vals = r?.vals;
        self.set_results(f, op, vals)
    }

    fn index_switch(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        {
            {
                let arg = self.operand(f, op, 0)?.index();
                let cases: Vec<i64> = match m.attr(op, "cases") {
                    Some(Attribute::DenseArray { values, .. }) => values.clone(),
                    _ => vec![],
                };
                let r = cases
                    .iter()
                    .position(|&c| c == arg)
                    .map(|i| i + 1)
                    .unwrap_or(0);
                let vals = self.region_values(f, op, r, vec![])?.vals;
                self.set_results(f, op, vals)
            }
        }
    }

    fn while_op(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let d = m.op(op);
        {
            {
                let mut args = self.get_all(f, &d.operands, op)?;
                loop {
                    let e = self.region_values(f, op, 0, args)?;
                    let Some((c, rest)) = e.vals.split_first() else {
                        return Err(op_error(m, e.op, "has no condition"));
                    };
                    if !c.truth() {
                        return self.set_results(f, op, rest.to_vec());
                    }
                    args = self.region_values(f, op, 1, rest.to_vec())?.vals;
                }
            }
        }
    }

    /// The bounds of `scf.parallel` / `scf.forall` (see [`loops::parallel_bounds`]).
    fn parallel_bounds(&self, f: &Frame, op: OpId) -> IResult<ParallelBounds<i64>> {
        let m = self.m;
        let bounds = loops::parallel_bounds(m, op).map_err(|e| op_error(m, op, e))?;
        bounds.resolve(|x| match x {
            Mixed::Static(c) => Ok(c),
            Mixed::Dynamic(v) => Ok(self.get(f, v, op)?.index()),
        })
    }

    /// `scf.parallel` / `scf.forall`: the iterations in order, the innermost dimension
    /// stepping fastest, `scf.reduce` folding into the accumulators.
    fn parallel(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let ParallelBounds {
            lbs,
            ubs,
            steps,
            inits,
        } = self.parallel_bounds(f, op)?;
        let mut accs = self.get_all(f, &inits, op)?;
        let n = lbs.len();
        if (0..n).any(|i| lbs[i] >= ubs[i]) {
            return self.set_results(f, op, accs);
        }
        let mut ivs = lbs.clone();
        loop {
            let args = ivs.iter().map(|&i| Val::Int(i as u64)).collect();
            // An automatic allocation scope, like `scf.for`.
            let mark = self.alloca_mark();
            let e = self.region_values(f, op, 0, args);
            self.release_allocas(mark);
            let e = e?;
            if m.op(e.op).kind == OpKind::Reduce {
                self.reduce(f, e.op, e.vals, &mut accs)?;
            }
            // Step the innermost dimension; carry into outer ones.
            let mut dim = n;
            loop {
                if dim == 0 {
                    return self.set_results(f, op, accs);
                }
                dim -= 1;
                ivs[dim] = ivs[dim].wrapping_add(steps[dim]);
                if ivs[dim] < ubs[dim] {
                    break;
                }
                ivs[dim] = lbs[dim];
            }
        }
    }

    /// Folds the operands `vals` of `scf.reduce` `op` into `accs` with its regions.
    fn reduce(&mut self, f: &mut Frame, op: OpId, vals: Vec<Val>, accs: &mut [Val]) -> IResult<()> {
        let m = self.m;
        let regions = m.op(op).regions.clone();
        for (i, v) in vals.into_iter().enumerate() {
            let acc = accs
                .get(i)
                .cloned()
                .ok_or_else(|| op_error(m, op, "has more operands than the loop has results"))?;
            let r = *regions
                .get(i)
                .ok_or_else(|| op_error(m, op, "has too few regions"))?;
            let x = self.run_region(f, r, op, vec![acc, v])?;
            accs[i] = x
                .vals
                .into_iter()
                .next()
                .ok_or_else(|| op_error(m, op, "reduction region has no scf.reduce.return"))?;
        }
        Ok(())
    }

    /// `shape.const_witness`, `shape.cstr_require`, `shape.assuming_all`.
    pub fn witness(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let d = m.op(op);
        let v = match d.kind {
            OpKind::ShapeConstWitness => {
                matches!(m.attr(op, "passing"), Some(Attribute::Integer { value, .. }) if *value != 0)
            }
            OpKind::ShapeCstrRequire => {
                if !self.operand(f, op, 0)?.truth() {
                    let msg = match m.attr(op, "msg") {
                        Some(Attribute::String(s)) => s.clone(),
                        _ => String::new(),
                    };
                    return Err(self.trap(op, format!("constraint failed: {msg}")));
                }
                true
            }
            _ => {
                let mut all = true;
                for &w in &d.operands {
                    all &= self.get(f, w, op)?.truth();
                }
                all
            }
        };
        self.set_result(f, op, 0, Val::Int(v as u64));
        Ok(())
    }
}
