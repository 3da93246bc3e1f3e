//! The `RegionBranchOpInterface` canonicalizations MLIR 22 registers for `scf.for`, `scf.if`,
//! `scf.index_switch`, `scf.execute_region` and `scf.while`
//! (`populateRegionBranchOpInterfaceCanonicalizationPatterns`, in its order): they replace the
//! iter-arg / unused-result folders of older MLIR.
//!
//! The op's control flow is described as a *successor mapping*: every operand that is forwarded
//! on a region edge (init args of the op, `scf.yield`/`scf.condition` operands) and the
//! *successor inputs* it flows to (region entry arguments, op results).
//!
//! ```mlir
//! %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
//!   %n = "use"(%a) : (i32) -> i32
//!   scf.yield %n, %b : i32, i32
//! }
//! // %b and %r#1 can only ever hold %y: their uses become %y (MakeSuccessorInputsDead), then
//! // the dead pair is dropped with its init and yield operands (RemoveDeadSuccessorInputs):
//! %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
//!   %n = "use"(%a) : (i32) -> i32
//!   scf.yield %n : i32
//! }
//! ```

use super::fn_pattern;
use crate::dialects::OpKind;
use crate::ir::{BlockId, Module, OpId, RegionId, ValueDef, ValueId};
use crate::rewrite::{Pattern, Rewriter};
use rustc_hash::{FxHashMap, FxHashSet};

/// A forwarded operand: operand `.1` of op `.0` (the region op or one of its terminators).
pub type Slot = (OpId, usize);

/// Every forwarded operand with the successor inputs it reaches, in a fixed order (the region
/// op's own operands first, then terminators region by region, block by block).
pub struct SuccessorMapping {
    /// `(operand, inputs)` pairs.
    pub edges: Vec<(Slot, Vec<ValueId>)>,
}

impl SuccessorMapping {
    /// Records the inputs of `slot` (every slot is visited once per op).
    fn add(&mut self, slot: Slot, inputs: &[ValueId]) {
        self.edges.push((slot, inputs.to_vec()));
    }

    /// The inverse: each successor input with the operands that flow into it (inputs in order
    /// of first appearance).
    pub fn inverse(&self) -> Vec<(ValueId, Vec<Slot>)> {
        // (Few inputs per op: a linear search beats hashing.)
        let mut out: Vec<(ValueId, Vec<Slot>)> = Vec::new();
        for (slot, inputs) in &self.edges {
            for &v in inputs {
                match out.iter_mut().find(|(x, _)| *x == v) {
                    Some((_, slots)) => slots.push(*slot),
                    None => out.push((v, vec![*slot])),
                }
            }
        }
        out
    }
}

/// True for the ops whose region control flow is modelled here.
pub fn is_region_branch(k: OpKind) -> bool {
    matches!(
        k,
        OpKind::For | OpKind::If | OpKind::IndexSwitch | OpKind::ExecuteRegion | OpKind::While
    )
}

fn terminators(m: &Module, r: RegionId, kind: OpKind) -> Vec<OpId> {
    m.region_blocks(r)
        .filter_map(|b| m.terminator(b))
        .filter(|&t| m.op(t).kind == kind)
        .collect()
}

fn entry_args(m: &Module, r: RegionId) -> Vec<ValueId> {
    m.entry_block(r)
        .map(|b| m.block(b).args.clone())
        .unwrap_or_default()
}

/// The successor mapping of a region op (`getSuccessorOperandInputMapping` over all branch
/// points, with the successors MLIR 22 reports without constant operands).
pub fn successor_mapping(m: &Module, op: OpId) -> SuccessorMapping {
    let mut map = SuccessorMapping { edges: Vec::new() };
    let d = m.op(op);
    let results = d.results.clone();
    match d.kind {
        OpKind::For => {
            let body = d.regions[0];
            let iter_args: Vec<ValueId> = entry_args(m, body).into_iter().skip(1).collect();
            // Parent -> body (iter args) and parent -> parent (results).
            for i in 0..d.operands.len().saturating_sub(3) {
                let mut inputs = Vec::new();
                inputs.extend(iter_args.get(i));
                inputs.extend(results.get(i));
                map.add((op, 3 + i), &inputs);
            }
            for y in terminators(m, body, OpKind::Yield) {
                for i in 0..m.op(y).operands.len() {
                    let mut inputs = Vec::new();
                    inputs.extend(iter_args.get(i));
                    inputs.extend(results.get(i));
                    map.add((y, i), &inputs);
                }
            }
        }
        OpKind::If | OpKind::IndexSwitch | OpKind::ExecuteRegion => {
            for &r in d.regions.iter() {
                for y in terminators(m, r, OpKind::Yield) {
                    let n = m.op(y).operands.len();
                    for (i, &r) in results.iter().enumerate().take(n) {
                        map.add((y, i), &[r]);
                    }
                }
            }
        }
        OpKind::While => {
            let (before, after) = (d.regions[0], d.regions[1]);
            let before_args = entry_args(m, before);
            let after_args = entry_args(m, after);
            for (i, &a) in before_args.iter().enumerate().take(d.operands.len()) {
                map.add((op, i), &[a]);
            }
            for c in terminators(m, before, OpKind::Condition) {
                for i in 1..m.op(c).operands.len() {
                    let mut inputs = Vec::new();
                    inputs.extend(after_args.get(i - 1));
                    inputs.extend(results.get(i - 1));
                    map.add((c, i), &inputs);
                }
            }
            for y in terminators(m, after, OpKind::Yield) {
                let n = m.op(y).operands.len();
                for (i, &a) in before_args.iter().enumerate().take(n) {
                    map.add((y, i), &[a]);
                }
            }
        }
        _ => {}
    }
    map
}

/// `computeReachableValuesFromSuccessorInput`: the values that are not successor inputs and
/// may flow (through other successor inputs) into `value`.
fn reachable_values(m: &Module, value: ValueId, inverse: &[(ValueId, Vec<Slot>)]) -> Vec<ValueId> {
    let mut out = Vec::new();
    let mut visited: Vec<ValueId> = Vec::new();
    let mut work = vec![value];
    while let Some(next) = work.pop() {
        let Some((_, slots)) = inverse.iter().find(|(x, _)| *x == next) else {
            if !out.contains(&next) {
                out.push(next);
            }
            continue;
        };
        for &(owner, i) in slots {
            let v = m.op(owner).operands[i];
            if !visited.contains(&v) {
                visited.push(v);
                work.push(v);
            }
        }
    }
    out
}

/// The region a value is defined in (for block arguments, their block's region).
fn value_region(m: &Module, v: ValueId) -> Option<RegionId> {
    m.value_block(v).and_then(|b| m.block(b).parent)
}

fn arg_block(m: &Module, v: ValueId) -> Option<BlockId> {
    match m.value(v).def {
        ValueDef::BlockArg { block, .. } => Some(block),
        _ => None,
    }
}

/// `isDefinedBefore`: may `a` (a reachable value of the successor input `b`) stand in for `b`?
fn is_defined_before(m: &Module, op: OpId, a: ValueId, b: ValueId) -> bool {
    let in_op = value_region(m, a).and_then(|r| m.region(r).parent) == Some(op);
    if !in_op {
        return true;
    }
    match (arg_block(m, a), arg_block(m, b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

/// For ops whose only successor inputs are their results (`scf.if`, `scf.index_switch`,
/// `scf.execute_region`): every `scf.yield` ending a block of their regions. The mapping is then
/// "operand `i` of each yield flows into result `i`", so the patterns below can work on this
/// table directly instead of building the general mapping.
fn result_only_yields(m: &Module, op: OpId) -> Option<Vec<OpId>> {
    let d = m.op(op);
    if !matches!(
        d.kind,
        OpKind::If | OpKind::IndexSwitch | OpKind::ExecuteRegion
    ) {
        return None;
    }
    let n = d.results.len();
    let mut ys = Vec::new();
    for &r in d.regions.iter() {
        for y in terminators(m, r, OpKind::Yield) {
            if m.op(y).operands.len() < n {
                return None;
            }
            ys.push(y);
        }
    }
    Some(ys)
}

/// For `scf.for`: the init operands and the yielded values, if the body ends in `scf.yield`.
fn for_inits_and_yields(m: &Module, op: OpId) -> Option<(&[ValueId], &[ValueId])> {
    let d = m.op(op);
    let y = m.terminator(m.entry_block(d.regions[0])?)?;
    (m.op(y).kind == OpKind::Yield).then(|| (&d.operands[3..], &m.op(y).operands[..]))
}

/// A cheap necessary condition for [`make_successor_inputs_dead`] on `scf.for`: an iter arg can
/// only have a single reachable value if its yield is its init or another successor input.
fn for_may_forward(m: &Module, op: OpId) -> bool {
    let Some((inits, yields)) = for_inits_and_yields(m, op) else {
        return true;
    };
    let body = m.entry_block(m.op(op).regions[0]);
    inits
        .iter()
        .zip(yields)
        .any(|(&i, &y)| i == y || (arg_block(m, y).is_some() && arg_block(m, y) == body))
}

/// A cheap necessary condition for [`remove_duplicate_successor_input_uses`] on `scf.for`: two
/// iter args with the same init and the same yielded value.
fn for_may_have_duplicates(m: &Module, op: OpId) -> bool {
    let Some((inits, yields)) = for_inits_and_yields(m, op) else {
        return true;
    };
    let n = inits.len().min(yields.len());
    (0..n).any(|i| (i + 1..n).any(|j| inits[i] == inits[j] && yields[i] == yields[j]))
}

/// False when the op has no successor inputs at all (nothing for the patterns to do).
fn has_successor_inputs(m: &Module, op: OpId) -> bool {
    let d = m.op(op);
    !d.results.is_empty()
        || match d.kind {
            OpKind::For => d.operands.len() > 3,
            OpKind::While => !d.operands.is_empty(),
            _ => false,
        }
}

/// A cheap necessary condition for [`remove_dead_successor_inputs`]: some result is unused (for
/// `scf.for`, together with its iter arg), or an `scf.while` has block arguments.
fn may_have_dead_inputs(m: &Module, op: OpId) -> bool {
    let d = m.op(op);
    match d.kind {
        OpKind::For => {
            let args = entry_args(m, d.regions[0]);
            (0..d.operands.len().saturating_sub(3)).any(|i| {
                d.results.get(i).is_none_or(|&r| !m.has_uses(r))
                    && args.get(i + 1).is_none_or(|&a| !m.has_uses(a))
            })
        }
        OpKind::While => has_successor_inputs(m, op),
        _ => d.results.iter().any(|&r| !m.has_uses(r)),
    }
}

/// The shared frame of the successor-input patterns: nothing without successor inputs; where
/// only the op's results are successor inputs, `on_results` with the yields giving them;
/// otherwise `on_mapping` over the full successor mapping (for an `scf.for` only if the cheap
/// test `for_may_apply` passes).
fn on_successor_inputs(
    rw: &mut Rewriter<'_>,
    op: OpId,
    for_may_apply: fn(&Module, OpId) -> bool,
    on_results: fn(&mut Rewriter<'_>, OpId, &[OpId]) -> bool,
    on_mapping: super::RewriteFn,
) -> bool {
    if !has_successor_inputs(rw.m, op) {
        return false;
    }
    if let Some(ys) = result_only_yields(rw.m, op) {
        return on_results(rw, op, &ys);
    }
    if rw.m.op(op).kind == OpKind::For && !for_may_apply(rw.m, op) {
        return false;
    }
    on_mapping(rw, op)
}

/// Successor inputs that can only ever hold one value defined before them are replaced by it.
///
/// ```mlir
/// %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> (f32) {
///   "use"(%a) : (f32) -> ()
///   scf.yield %a : f32
/// }
/// ```
/// becomes the same loop with the uses of `%a` and `%r` reading `%x`.
pub fn make_successor_inputs_dead(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    on_successor_inputs(
        rw,
        op,
        for_may_forward,
        forward_common_yielded_values,
        forward_single_reaching_values,
    )
}

/// [`make_successor_inputs_dead`] over the successor mapping: a used input that only one
/// value defined before the op can reach is that value.
fn forward_single_reaching_values(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let inverse = successor_mapping(rw.m, op).inverse();
    let keys: Vec<ValueId> = inverse.iter().map(|(v, _)| *v).collect();
    let mut changed = false;
    for value in keys {
        if !rw.m.has_uses(value) {
            continue;
        }
        let reach = reachable_values(rw.m, value, &inverse);
        let [single] = reach[..] else {
            continue;
        };
        if !is_defined_before(rw.m, op, single, value) {
            continue;
        }
        rw.replace_all_uses_with(value, single);
        changed = true;
    }
    changed
}

/// [`make_successor_inputs_dead`] where only the results are successor inputs: a used result
/// that every yield `ys` gives the same value defined before the op is that value.
fn forward_common_yielded_values(rw: &mut Rewriter<'_>, op: OpId, ys: &[OpId]) -> bool {
    let mut changed = false;
    let results = rw.m.op(op).results.clone();
    for (i, &r) in results.iter().enumerate() {
        let Some(&first) = ys.first() else { break };
        let v = rw.m.op(first).operands[i];
        if !rw.m.has_uses(r)
            || ys.iter().any(|&y| rw.m.op(y).operands[i] != v)
            || !is_defined_before(rw.m, op, v, r)
        {
            continue;
        }
        rw.replace_all_uses_with(r, v);
        changed = true;
    }
    changed
}

/// The block-argument or result number of a value.
fn arg_or_result_number(m: &Module, v: ValueId) -> u32 {
    match m.value(v).def {
        ValueDef::Result { index, .. } | ValueDef::BlockArg { index, .. } => index,
        ValueDef::Detached => 0,
    }
}

/// The block or op that owns a value.
fn owner(m: &Module, v: ValueId) -> (Option<OpId>, Option<BlockId>) {
    match m.value(v).def {
        ValueDef::Result { op, .. } => (Some(op), None),
        ValueDef::BlockArg { block, .. } => (None, Some(block)),
        ValueDef::Detached => (None, None),
    }
}

/// Of two successor inputs of the same owner fed the same value by every predecessor, the
/// later one's uses move to the earlier one.
///
/// ```mlir
/// %r:2 = scf.if %c -> (f32, f32) {
///   scf.yield %x, %x : f32, f32
/// } else {
///   scf.yield %y, %y : f32, f32
/// }
/// ```
/// becomes the same `scf.if` with the uses of `%r#1` reading `%r#0`.
pub fn remove_duplicate_successor_input_uses(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    on_successor_inputs(
        rw,
        op,
        for_may_have_duplicates,
        merge_equally_yielded_results,
        merge_equally_fed_inputs,
    )
}

/// [`remove_duplicate_successor_input_uses`] over the successor mapping: of two inputs of one
/// owner that every predecessor feeds the same value, the later one's uses move to the
/// earlier one.
fn merge_equally_fed_inputs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let mut inverse = successor_mapping(rw.m, op).inverse();
    inverse.sort_by_key(|(v, _)| arg_or_result_number(rw.m, *v));
    let operands_by_owner = |m: &Module, slots: &[Slot]| {
        let mut v: Vec<(OpId, ValueId)> = slots
            .iter()
            .map(|&(o, i)| (o, m.op(o).operands[i]))
            .collect();
        v.sort_by_key(|&(o, _)| o);
        v
    };
    let mut changed = false;
    for i in 0..inverse.len() {
        let input1 = inverse[i].0;
        for j in i + 1..inverse.len() {
            let input2 = inverse[j].0;
            if !rw.m.has_uses(input2) || owner(rw.m, input1) != owner(rw.m, input2) {
                continue;
            }
            if operands_by_owner(rw.m, &inverse[i].1) == operands_by_owner(rw.m, &inverse[j].1) {
                rw.replace_all_uses_with(input2, input1);
                changed = true;
            }
        }
    }
    changed
}

/// [`remove_duplicate_successor_input_uses`] where only the results are successor inputs: a
/// used result that every yield `ys` gives the same value as an earlier result is that result.
fn merge_equally_yielded_results(rw: &mut Rewriter<'_>, op: OpId, ys: &[OpId]) -> bool {
    if ys.is_empty() {
        return false;
    }
    let results = rw.m.op(op).results.clone();
    let mut changed = false;
    for i in 0..results.len() {
        for j in i + 1..results.len() {
            if !rw.m.has_uses(results[j]) {
                continue;
            }
            let same = ys.iter().all(|&y| {
                let o = &rw.m.op(y).operands;
                o[i] == o[j]
            });
            if same {
                rw.replace_all_uses_with(results[j], results[i]);
                changed = true;
            }
        }
    }
    changed
}

/// Union-find over successor inputs: inputs fed by one operand must go together.
fn tied_classes(map: &SuccessorMapping) -> Vec<Vec<ValueId>> {
    let mut parent: FxHashMap<ValueId, ValueId> = FxHashMap::default();
    let mut order: Vec<ValueId> = Vec::new();
    fn find(parent: &mut FxHashMap<ValueId, ValueId>, v: ValueId) -> ValueId {
        let p = parent[&v];
        if p == v {
            return v;
        }
        let r = find(parent, p);
        parent.insert(v, r);
        r
    }
    for (_, inputs) in &map.edges {
        for &v in inputs {
            if let std::collections::hash_map::Entry::Vacant(e) = parent.entry(v) {
                e.insert(v);
                order.push(v);
            }
        }
        if let Some((&first, rest)) = inputs.split_first() {
            for &v in rest {
                let (a, b) = (find(&mut parent, first), find(&mut parent, v));
                if a != b {
                    parent.insert(b, a);
                }
            }
        }
    }
    let mut classes: Vec<Vec<ValueId>> = Vec::new();
    let mut class_of: FxHashMap<ValueId, usize> = FxHashMap::default();
    for v in order {
        let root = find(&mut parent, v);
        let i = *class_of.entry(root).or_insert_with(|| {
            classes.push(Vec::new());
            classes.len() - 1
        });
        classes[i].push(v);
    }
    classes
}

/// Sets of tied successor inputs that are all unused are removed, with the operands feeding
/// them (region op results go through `eraseOpResults`).
///
/// ```mlir
/// %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
///   %n = arith.addf %a, %a : f32
///   scf.yield %n, %b : f32, f32
/// }
/// ```
/// (with `%r#1` unused) becomes
/// ```mlir
/// %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> (f32) {
///   %n = arith.addf %a, %a : f32
///   scf.yield %n : f32
/// }
/// ```
pub fn remove_dead_successor_inputs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    if !may_have_dead_inputs(rw.m, op) {
        return false;
    }
    let map = successor_mapping(rw.m, op);
    let mut dead: FxHashSet<ValueId> = FxHashSet::default();
    for class in tied_classes(&map) {
        if class.iter().all(|&v| !rw.m.has_uses(v)) {
            dead.extend(class);
        }
    }
    if dead.is_empty() {
        return false;
    }
    // Operands feeding dead inputs, grouped by owner in mapping order.
    let mut owners: Vec<(OpId, Vec<usize>)> = Vec::new();
    for ((o, i), inputs) in &map.edges {
        if !inputs.iter().any(|v| dead.contains(v)) {
            continue;
        }
        match owners.iter_mut().find(|(x, _)| x == o) {
            Some((_, v)) => v.push(*i),
            None => owners.push((*o, vec![*i])),
        }
    }
    for (o, idx) in owners {
        let ops: Vec<ValueId> =
            rw.m.op(o)
                .operands
                .iter()
                .enumerate()
                .filter(|(i, _)| !idx.contains(i))
                .map(|(_, &v)| v)
                .collect();
        rw.m.set_operands(o, ops);
        rw.notify_modified(o);
    }
    // Block arguments, grouped by block.
    let mut blocks: Vec<BlockId> = Vec::new();
    for &v in &dead {
        if let Some(b) = arg_block(rw.m, v) {
            if !blocks.contains(&b) {
                blocks.push(b);
            }
        }
    }
    blocks.sort();
    for b in blocks {
        let args = rw.m.block(b).args.clone();
        for i in (0..args.len()).rev() {
            if dead.contains(&args[i]) {
                rw.m.erase_block_arg(b, i);
            }
        }
        rw.notify_modified(op);
    }
    let results = rw.m.op(op).results.clone();
    let keep: Vec<bool> = results.iter().map(|r| !dead.contains(r)).collect();
    if keep.iter().any(|k| !k) {
        super::util::erase_op_results(rw, op, &keep);
    }
    true
}

/// The three patterns for one op kind, in MLIR's order.
pub fn patterns(kind: OpKind) -> Vec<Box<dyn Pattern>> {
    vec![
        fn_pattern(
            "MakeRegionBranchOpSuccessorInputsDead",
            kind,
            1,
            make_successor_inputs_dead,
        ),
        fn_pattern(
            "RemoveDuplicateSuccessorInputUses",
            kind,
            1,
            remove_duplicate_successor_input_uses,
        ),
        fn_pattern(
            "RemoveDeadRegionBranchOpSuccessorInputs",
            kind,
            1,
            remove_dead_successor_inputs,
        ),
    ]
}
