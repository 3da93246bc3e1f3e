//! Which functions of a module get Cranelift's expensive pipeline at `-O1` and above.
//!
//! Most of a module's compile time is Cranelift's (its e-graph mid-end and regalloc2's
//! backtracking allocator), spent on every function alike, yet only code that runs many times
//! per call of the program profits from it. A function runs each of its ops at most once per
//! call when it has no loop (no `scf.for`, `scf.while`, `scf.parallel`, `scf.forall`, no cycle
//! of `cf` branches); if in addition nothing calls it repeatedly (no call site inside a loop,
//! no call from a function that itself runs repeatedly, no recursion, its address never
//! taken), its code runs a bounded number of instructions per call of its caller, and a
//! faster, slightly worse compile cannot cost more than that. The same holds for a function
//! that runs once and whose loops do little work for their size: at most [`FAST_WORK_PER_OP`]
//! op executions inside loops per call for each op of the function as written (the compile
//! time saved grows with the function's size, the run time lost with the work its loops do),
//! the bounds taken from constants, enclosing induction variables and, for a private function,
//! the static sizes its call sites pass (the generic `@dealloc_helper` scanning the few buffers
//! of one `bufferization.dealloc`). Such functions (an `@main` that calls a kernel, reads a
//! clock and prints; set-up code that fills the kernel's inputs; a dealloc helper called once
//! per kernel; the packed entry wrappers) are [`Tier::Fast`]: Cranelift `opt_level=none` and
//! the single-pass register allocator, as at `-O0`. Everything else is [`Tier::Optimized`].
//! Public functions may be called by the host any number of times, but each such call crosses
//! the host boundary, which costs more than the few instructions the cheaper compile adds to a
//! loop-free body.
//!
//! The tiers are decided on the module as written ([`plan`]), before the mid-level stage, which
//! then leaves the fast functions' loops rolled and their calls as calls.
//!
//! `BUFJIT_TIERS=0` compiles every function optimized (to measure the effect).

use crate::dialects::OpKind;
use crate::ir::{Module, OpId};
use crate::transforms::buffer_hoisting::is_loop;
use cranelift_codegen::isa::{OwnedTargetIsa, TargetIsa};
use cranelift_codegen::settings::{self, Configurable};
use rustc_hash::{FxHashMap, FxHashSet};

/// How a function is compiled at `-O1` and above.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Cranelift `opt_level=speed`, backtracking register allocation.
    Optimized,
    /// Cranelift `opt_level=none`, single-pass register allocation (the `-O0` settings).
    Fast,
}

/// Op executions inside loops per call, per op of the function as written (before the
/// mid-level stage), up to which a function that does not run repeatedly is still
/// [`Tier::Fast`]: the compile-time/run-time break-even.
///
/// Both sides were measured with callgrind on the benchmark kernel modules (run-once `@kernel`s,
/// `@main`s and `@bench`es whose loops initialise buffers, reduce, or call a kernel). An op
/// of the input becomes about 1.5–3 ops after the optimized stage (unrolled and vectorised
/// copies, loop versions), and compiling those optimized costs about 10,000 instructions
/// each: 15,000–30,000 compile instructions per op written, most of which the fast tier
/// (loops left rolled, fast Cranelift settings) saves. Its loops then run 0.2–2 instructions
/// more per op executed. The run-once functions that set up a kernel's inputs execute
/// 2,600–5,400 ops per op written; those that do the work themselves 30,000 and more. At
/// 8,192 the first kind is compiled fast (compile time down by up to a fifth of the module's,
/// run time up by at most 1%), the second keeps the optimized pipeline.
pub const FAST_WORK_PER_OP: u64 = 8192;

/// Per function: whether it loops, and for each call site whether it sits inside a loop.
struct FuncFacts {
    loops: bool,
    /// (callee name, inside a loop of this function).
    calls: Vec<(String, bool)>,
}

fn facts(m: &Module, func: OpId, taken: &mut FxHashSet<String>) -> FuncFacts {
    // A cycle of branches anywhere in the function: every call site may repeat.
    let cfg_loop = crate::analysis::cfg::has_backedge(m, func);
    let mut loops = cfg_loop;
    let mut calls = Vec::new();
    m.walk_nested(func, &mut |op| {
        let kind = m.op(op).kind;
        if is_loop(kind) {
            loops = true;
        }
        if kind == OpKind::FuncConstant {
            if let Some(crate::ir::Attribute::SymbolRef { root, .. }) = m.attr(op, "value") {
                taken.insert(root.clone());
            }
        }
        if kind == OpKind::Call {
            if let Some(callee) = crate::dialects::func::callee(m, op) {
                let mut in_loop = cfg_loop;
                let mut p = m.parent_op(op);
                while let Some(q) = p {
                    if q == func {
                        break;
                    }
                    in_loop |= is_loop(m.op(q).kind);
                    p = m.parent_op(q);
                }
                calls.push((callee, in_loop));
            }
        }
    });
    FuncFacts { loops, calls }
}

/// Where each private function that is never used as a value is called (by symbol name);
/// public functions (the host may call them with anything) and escaping ones are absent.
type CallSites = FxHashMap<String, Vec<OpId>>;

fn call_sites(m: &Module, taken: &FxHashSet<String>) -> CallSites {
    let mut sites = CallSites::default();
    for op in m.top_level_ops() {
        if m.op(op).kind != OpKind::Func {
            continue;
        }
        let name = super::module::sym_name(m, op);
        let private = matches!(m.attr(op, "sym_visibility"), Some(crate::ir::Attribute::String(v)) if v == "private");
        if private && !taken.contains(&name) {
            sites.entry(name).or_default();
        }
    }
    let Some(top) = m.top else { return sites };
    m.walk_nested(top, &mut |op| {
        if m.op(op).kind == OpKind::Call {
            if let Some(list) = crate::dialects::func::callee(m, op).and_then(|c| sites.get_mut(&c))
            {
                list.push(op);
            }
        }
    });
    sites
}

/// An upper bound of the integer value `v` in function `func` (`None`: unknown): a constant,
/// an `scf.for` induction variable (below its upper bound), or the `memref.dim` of an argument
/// of a private function that every call site passes with that dimension static (possibly
/// through a `memref.cast` to a dynamic shape, as the deallocation lowering's helper calls do).
fn upper_bound(m: &Module, func: OpId, v: crate::ir::ValueId, sites: &CallSites) -> Option<i64> {
    use crate::ir::ValueDef;
    if let Some(c) = crate::transforms::ownership::lattice::constant_int(m, v) {
        return i64::try_from(c).ok();
    }
    match m.value(v).def {
        ValueDef::BlockArg { block, index: 0 } => {
            let owner = m.block_parent_op(block)?;
            if m.op(owner).kind != OpKind::For {
                return None;
            }
            upper_bound(m, func, m.op(owner).operands[1], sites)
        }
        ValueDef::Result { op, .. } if m.op(op).kind == OpKind::Dim => {
            let d = m.op(op);
            let dim = usize::try_from(crate::transforms::ownership::lattice::constant_int(
                m,
                d.operands[1],
            )?)
            .ok()?;
            let ValueDef::BlockArg { block, index } = m.value(d.operands[0]).def else {
                return None;
            };
            if m.block_parent_op(block) != Some(func) {
                return None;
            }
            let list = sites.get(&super::module::sym_name(m, func))?;
            let mut max = 0i64;
            for &call in list {
                let arg = *m.op(call).operands.get(index as usize)?;
                let n =
                    crate::transforms::canonicalize::memref::static_size_through_cast(m, arg, dim)?;
                max = max.max(n);
            }
            Some(max)
        }
        _ => None,
    }
}

/// The number of trips of an `scf.for` at most (`None`: unknown).
fn trips(m: &Module, func: OpId, for_op: OpId, sites: &CallSites) -> Option<u64> {
    let ops = &m.op(for_op).operands;
    let lb = crate::transforms::ownership::lattice::constant_int(m, ops[0])?;
    let step = crate::transforms::ownership::lattice::constant_int(m, ops[2])?;
    let ub = upper_bound(m, func, ops[1], sites)? as i128;
    if step <= 0 {
        return None;
    }
    u64::try_from(((ub - lb).max(0) + step - 1) / step).ok()
}

/// How many ops inside loops `func` executes per call at most (`None`: unbounded or unknown:
/// a loop other than `scf.for` with bounded trips, a cycle of branches).
fn loop_work(m: &Module, func: OpId, sites: &CallSites) -> Option<u64> {
    if crate::analysis::cfg::has_backedge(m, func) {
        return None;
    }
    work_under(m, func, func, sites)
}

/// How many ops nested in `root` (an op of `func`, or `func` itself) execute inside loops per
/// execution of `root`'s enclosing code, as [`loop_work`] counts them (`None`: unknown).
fn work_under(m: &Module, func: OpId, root: OpId, sites: &CallSites) -> Option<u64> {
    let mut trip_of: FxHashMap<OpId, Option<u64>> = FxHashMap::default();
    let mut total: Option<u64> = Some(0);
    m.walk_nested(root, &mut |op| {
        let mut product: u64 = 1;
        let mut in_loop = false;
        let mut p = m.parent_op(op);
        while let Some(q) = p.filter(|&q| q != func) {
            let kind = m.op(q).kind;
            if is_loop(kind) {
                in_loop = true;
                let t = *trip_of.entry(q).or_insert_with(|| {
                    (kind == OpKind::For)
                        .then(|| trips(m, func, q, sites))
                        .flatten()
                });
                product = match t {
                    Some(t) => product.saturating_mul(t),
                    None => u64::MAX,
                };
            }
            p = m.parent_op(q);
        }
        if in_loop {
            total = total.and_then(|t| (product != u64::MAX).then(|| t.saturating_add(product)));
        }
    });
    total
}

/// The number of ops nested in `func` (what its compile time grows with).
fn op_count(m: &Module, func: OpId) -> u64 {
    crate::transforms::opt::outline::nested_ops(m, func) as u64
}

/// Whether `work` op executions inside loops are few enough for [`Tier::Fast`] in a function
/// of `ops` ops counted after the mid-level stage ([`light_remainder`], [`hot_nests`]).
fn light_after_stage(work: u64, ops: u64) -> bool {
    work.saturating_mul(STAGE_GROWTH) <= FAST_WORK_PER_OP.saturating_mul(ops)
}

/// Each defined function's tier, by symbol name.
pub type Tiers = FxHashMap<String, Tier>;

/// The tiers code generation uses for `m` at `opts`' level: [`assign`] on the module as
/// written, before the mid-level stage (which then leaves the fast functions' loops rolled, so
/// the decision and what it saves stay consistent). `None` at `-O0` (everything has the fast
/// settings already) and with `BUFJIT_TIERS=0` (everything optimized).
///
/// Also returns the defined functions that run at most once per call of the program's entry
/// (nothing calls them in a loop, from a function that runs repeatedly, or recursively, and
/// their address is not taken).
pub fn plan(m: &Module, opts: &super::CodegenOptions) -> Option<(Tiers, FxHashSet<String>)> {
    (opts.opt_level != super::OptLevel::None && enabled()).then(|| assign_and_once(m))
}

/// The names of the [`Tier::Fast`] functions of `tiers` (none without tiers).
pub fn quick(tiers: Option<&Tiers>) -> FxHashSet<String> {
    tiers
        .into_iter()
        .flatten()
        .filter(|(_, t)| **t == Tier::Fast)
        .map(|(n, _)| n.clone())
        .collect()
}

/// The tier of every defined `func.func` of `m`, by symbol name.
pub fn assign(m: &Module) -> Tiers {
    assign_and_once(m).0
}

/// [`assign`], and the defined functions that run at most once (see [`plan`]).
fn assign_and_once(m: &Module) -> (Tiers, FxHashSet<String>) {
    let mut taken = FxHashSet::default();
    let mut funcs: Vec<(String, FuncFacts)> = Vec::new();
    let mut defined_ops = Vec::new();
    for op in m.top_level_ops() {
        if m.op(op).kind != OpKind::Func {
            continue;
        }
        let defined = m
            .op(op)
            .regions
            .first()
            .is_some_and(|&r| m.entry_block(r).is_some());
        if defined {
            funcs.push((super::module::sym_name(m, op), facts(m, op, &mut taken)));
            defined_ops.push(op);
        }
    }
    // `repeated`: may run more than once per call of the program's entry. Seeded with the
    // functions called inside loops and those whose address escapes, then propagated to
    // everything a repeated function calls.
    let mut repeated: FxHashSet<&str> = taken.iter().map(String::as_str).collect();
    for (_, f) in &funcs {
        for (callee, in_loop) in &f.calls {
            if *in_loop {
                repeated.insert(callee);
            }
        }
    }
    let by_name: FxHashMap<&str, &FuncFacts> = funcs.iter().map(|(n, f)| (n.as_str(), f)).collect();
    let mut work: Vec<&str> = repeated.iter().copied().collect();
    while let Some(n) = work.pop() {
        if let Some(f) = by_name.get(n) {
            for (callee, _) in &f.calls {
                if repeated.insert(callee) {
                    work.push(callee);
                }
            }
        }
    }
    // Recursion repeats: a function that can reach itself through calls.
    for (name, _) in &funcs {
        if !repeated.contains(name.as_str()) && reaches(&by_name, name, name) {
            repeated.insert(name);
        }
    }
    let once: FxHashSet<String> = funcs
        .iter()
        .filter(|(n, _)| !repeated.contains(n.as_str()))
        .map(|(n, _)| n.clone())
        .collect();
    // Loop trip counts only matter (and are only estimated) for functions that run once.
    let sites = call_sites(m, &taken);
    let tiers = funcs
        .iter()
        .zip(defined_ops)
        .map(|((name, f), op)| {
            let cheap_loops = !f.loops
                || (!repeated.contains(name.as_str())
                    && loop_work(m, op, &sites)
                        .is_some_and(|w| w <= FAST_WORK_PER_OP.saturating_mul(op_count(m, op))));
            let tier = if cheap_loops && !repeated.contains(name.as_str()) {
                Tier::Fast
            } else {
                Tier::Optimized
            };
            (name.clone(), tier)
        })
        .collect();
    (tiers, once)
}

/// Whether a run-once function whose heavy loop nests the mid-level stage has moved into
/// functions of their own (`transforms::opt::outline::split_nests`) is now light enough for
/// [`Tier::Fast`]: at most [`FAST_WORK_PER_OP`] / [`STAGE_GROWTH`] op executions inside loops per
/// op of what is left (counted after the stage, which multiplies the ops and divides the trips
/// of the loops it unrolls; loop bounds only from constants and induction variables). The
/// remainder of a kernel's set-up function (a fill, a loop of calls to the kernel, a final
/// reduction, the deallocations) is typically a few hundred ops that run a few thousand times
/// in all, and its optimized compile cost as much as the heavy nests'.
pub fn light_remainder(m: &Module, func: OpId) -> bool {
    let ops = op_count(m, func);
    loop_work(m, func, &CallSites::default()).is_some_and(|w| light_after_stage(w, ops))
}

/// The loop nests of optimized function `func` (after the mid-level stage) to move into
/// functions of their own (`transforms::opt::outline::split_off`), in program order: those
/// that each execute at least [`HOT_NEST_WORK`] ops per call, provided what they leave behind
/// has at least `outline::SPLIT_MIN_OPS` ops and is light by the measure of
/// [`light_remainder`] (so it compiles with the fast settings, in parallel with the nests).
/// Empty otherwise.
pub fn hot_nests(m: &Module, func: OpId) -> Vec<OpId> {
    use crate::transforms::opt::outline::{outermost_loops, SPLIT_MIN_OPS};
    if crate::analysis::cfg::has_backedge(m, func) {
        return Vec::new();
    }
    let sites = CallSites::default();
    let Some(total) = work_under(m, func, func, &sites) else {
        return Vec::new();
    };
    let mut roots = Vec::new();
    let (mut work, mut ops) = (0u64, 0u64);
    for root in outermost_loops(m, func, 1) {
        if let Some(w) = work_under(m, func, root, &sites).filter(|&w| w >= HOT_NEST_WORK) {
            roots.push(root);
            work += w;
            ops += op_count(m, root) + 1;
        }
    }
    let (left_ops, left_work) = (op_count(m, func) - ops, total - work);
    if roots.is_empty()
        || left_ops < SPLIT_MIN_OPS as u64
        || !light_after_stage(left_work, left_ops)
    {
        return Vec::new();
    }
    roots
}

/// The fewest op executions per call for which [`hot_nests`] gives a loop nest a function of
/// its own: its call then costs well under 0.1% of its run time (passing three rank-4 memrefs
/// is about 40 instructions).
pub const HOT_NEST_WORK: u64 = 1 << 16;

/// The factor by which [`light_remainder`] tightens [`FAST_WORK_PER_OP`]: an op of the input
/// becomes up to three after the optimized stage.
pub const STAGE_GROWTH: u64 = 3;

/// True if `to` is reachable from `from` through one or more calls.
fn reaches(by_name: &FxHashMap<&str, &FuncFacts>, from: &str, to: &str) -> bool {
    let mut seen: FxHashSet<&str> = FxHashSet::default();
    let mut work = vec![from];
    while let Some(n) = work.pop() {
        let Some(f) = by_name.get(n) else { continue };
        for (callee, _) in &f.calls {
            if callee == to {
                return true;
            }
            if seen.insert(callee) {
                work.push(callee);
            }
        }
    }
    false
}

/// True unless `BUFJIT_TIERS=0` asks to compile every function optimized.
pub fn enabled() -> bool {
    std::env::var_os("BUFJIT_TIERS").is_none_or(|v| v != "0")
}

/// The ISA for [`Tier::Fast`] functions: `isa` (same target, CPU features and shared flags)
/// with `opt_level=none` and the single-pass register allocator.
pub fn fast_isa(isa: &dyn TargetIsa) -> Result<OwnedTargetIsa, String> {
    let mut shared = settings::builder();
    for v in isa.flags().iter() {
        let (name, value) = (v.name, v.value_string());
        let value = match name {
            "opt_level" => "none".to_string(),
            "regalloc_algorithm" => "single_pass".to_string(),
            _ => value,
        };
        shared.set(name, &value).map_err(|e| e.to_string())?;
    }
    let mut b = cranelift_codegen::isa::lookup(isa.triple().clone()).map_err(|e| e.to_string())?;
    for v in isa.isa_flags() {
        b.set(v.name, &v.value_string())
            .map_err(|e| e.to_string())?;
    }
    b.finish(settings::Flags::new(shared))
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiers(src: &str) -> Vec<(String, Tier)> {
        let m = crate::parse::Parser::new(src, "t.mlir", 1)
            .parse_module()
            .expect("parses");
        let mut v: Vec<_> = assign(&m).into_iter().collect();
        v.sort_by(|a, b| a.0.cmp(&b.0));
        v
    }

    fn t(name: &str, tier: Tier) -> (String, Tier) {
        (name.to_string(), tier)
    }

    #[test]
    fn loop_free_code_called_once_is_fast() {
        let src = r#"
func.func private @clock() -> f64
func.func @kernel(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
    %s = arith.addi %a, %i : index
    scf.yield %s : index
  }
  return %r : index
}
func.func @main() {
  %t = call @clock() : () -> f64
  %c9 = arith.constant 9 : index
  %r = call @kernel(%c9) : (index) -> index
  return
}
"#;
        assert_eq!(
            tiers(src),
            vec![t("kernel", Tier::Optimized), t("main", Tier::Fast)]
        );
    }

    #[test]
    fn loop_free_code_called_in_a_loop_is_optimized() {
        // @step has no loop but runs once per iteration of @kernel's loop; @leaf is called
        // outside any loop, but from @step, which runs repeatedly.
        let src = r#"
func.func private @leaf(%x: index) -> index {
  %c2 = arith.constant 2 : index
  %y = arith.muli %x, %c2 : index
  return %y : index
}
func.func private @step(%x: index) -> index {
  %y = call @leaf(%x) : (index) -> index
  return %y : index
}
func.func private @once(%x: index) -> index {
  return %x : index
}
func.func @kernel(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = call @once(%n) : (index) -> index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (index) {
    %s = func.call @step(%a) : (index) -> index
    scf.yield %s : index
  }
  return %r : index
}
"#;
        assert_eq!(
            tiers(src),
            vec![
                t("kernel", Tier::Optimized),
                t("leaf", Tier::Optimized),
                t("once", Tier::Fast),
                t("step", Tier::Optimized),
            ]
        );
    }

    #[test]
    fn branch_cycles_recursion_and_escaping_addresses_are_optimized() {
        let src = r#"
func.func @cfloop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %d = call @in_cf_loop(%i) : (index) -> index
  %c = arith.cmpi slt, %d, %n : index
  cf.cond_br %c, ^bb1(%d : index), ^bb2
^bb2:
  return %i : index
}
func.func private @in_cf_loop(%x: index) -> index {
  return %x : index
}
func.func @rec(%x: index) -> index {
  %y = call @rec(%x) : (index) -> index
  return %y : index
}
func.func private @target(%x: index) -> index {
  return %x : index
}
func.func @taker() -> ((index) -> index) {
  %f = func.constant @target : (index) -> index
  return %f : (index) -> index
}
"#;
        assert_eq!(
            tiers(src),
            vec![
                t("cfloop", Tier::Optimized),
                t("in_cf_loop", Tier::Optimized),
                t("rec", Tier::Optimized),
                t("taker", Tier::Fast),
                t("target", Tier::Optimized),
            ]
        );
    }

    /// A private helper that scans its argument, called once from a kernel with a buffer of
    /// `n` elements (cast to a dynamic shape, as the deallocation lowering does).
    fn helper_module(n: &str, shape: &str) -> String {
        format!(
            r#"
func.func private @helper(%a: memref<?xindex>) -> index {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = memref.dim %a, %c0 : memref<?xindex>
  %r = scf.for %i = %c0 to %d step %c1 iter_args(%s = %c0) -> (index) {{
    %t = scf.for %j = %c0 to %i step %c1 iter_args(%u = %s) -> (index) {{
      %x = memref.load %a[%j] : memref<?xindex>
      %y = arith.addi %u, %x : index
      scf.yield %y : index
    }}
    scf.yield %t : index
  }}
  return %r : index
}}
func.func @kernel() -> index {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c{n} = arith.constant {n} : index
  %b = memref.alloca() : memref<{shape}xindex>
  scf.for %i = %c0 to %c{n} step %c1 {{
    memref.store %i, %b[%i] : memref<{shape}xindex>
  }}
  %cast = memref.cast %b : memref<{shape}xindex> to memref<?xindex>
  %r = call @helper(%cast) : (memref<?xindex>) -> index
  return %r : index
}}
"#
        )
    }

    #[test]
    fn short_loops_run_once_are_fast() {
        // 5 x 5 trips x 3 ops in @helper, 5 x 1 in @kernel: under the limit.
        assert_eq!(
            tiers(&helper_module("5", "5")),
            vec![t("helper", Tier::Fast), t("kernel", Tier::Fast)]
        );
        // @helper has 10 ops: up to 10 x 8192 = 81,920 op executions it stays fast. 100 x 100
        // trips x 3 ops (+ 100 x 2 in the outer loop) = 30,200 is under that, 200 x 200 x 3 =
        // 120,400 over it; @kernel's 200 stores stay under its own budget.
        assert_eq!(
            tiers(&helper_module("100", "100")),
            vec![t("helper", Tier::Fast), t("kernel", Tier::Fast)]
        );
        assert_eq!(
            tiers(&helper_module("200", "200")),
            vec![t("helper", Tier::Optimized), t("kernel", Tier::Fast)]
        );
        // A buffer of unknown size: the helper's trip counts are unknown.
        let dynamic = helper_module("5", "5").replace(
            "%b = memref.alloca() : memref<5xindex>",
            "%b = memref.alloca(%c5) : memref<?xindex>",
        );
        let dynamic = dynamic.replace("memref<5xindex>", "memref<?xindex>");
        assert_eq!(
            tiers(&dynamic),
            vec![t("helper", Tier::Optimized), t("kernel", Tier::Fast)]
        );
    }

    #[test]
    fn a_remainder_is_light_by_its_work_per_op() {
        let src = |n: &str| {
            format!(
                r#"
func.func @kernel(%b: memref<4096xf32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {{
    memref.store %z, %b[%i] : memref<4096xf32>
  }}
  return
}}
"#
            )
        };
        let light = |n: &str| {
            let m = crate::parse::Parser::new(&src(n), "t.mlir", 1)
                .parse_module()
                .expect("parses");
            let f = m.top_level_ops()[0];
            light_remainder(&m, f)
        };
        // 8 ops: up to 8 x 8192 / 3 = 21,845 op executions in loops (2 per trip) are light.
        assert!(light("100"));
        assert!(light("10000"));
        assert!(!light("11000"));
        // Unknown trip counts are not.
        let m = crate::parse::Parser::new(
            &src("7").replace(
                "%n = arith.constant 7 : index",
                "%n = memref.dim %b, %c0 : memref<4096xf32>",
            ),
            "t.mlir",
            1,
        )
        .parse_module()
        .expect("parses");
        assert!(!light_remainder(&m, m.top_level_ops()[0]));
    }

    #[test]
    fn public_functions_bounds_from_arguments_are_unknown() {
        let src = helper_module("5", "5").replace("func.func private @helper", "func.func @helper");
        assert_eq!(
            tiers(&src),
            vec![t("helper", Tier::Optimized), t("kernel", Tier::Fast)]
        );
    }

    #[test]
    fn fast_isa_keeps_the_target_and_shared_flags() {
        let mut fb = settings::builder();
        fb.set("opt_level", "speed").unwrap();
        fb.set("preserve_frame_pointers", "true").unwrap();
        let isa = cranelift_codegen::isa::lookup_by_name("x86_64-unknown-linux-gnu")
            .unwrap()
            .finish(settings::Flags::new(fb))
            .unwrap();
        let fast = fast_isa(&*isa).unwrap();
        assert_eq!(fast.triple(), isa.triple());
        assert_eq!(
            fast.flags().opt_level(),
            cranelift_codegen::settings::OptLevel::None
        );
        assert_eq!(
            fast.flags().regalloc_algorithm(),
            cranelift_codegen::settings::RegallocAlgorithm::SinglePass
        );
        assert!(fast.flags().preserve_frame_pointers());
        assert_eq!(
            fast.isa_flags().len(),
            isa.isa_flags().len(),
            "CPU features carried over"
        );
    }

    /// A function with one heavy nest (`trips` × `trips` iterations of a 25-op body), a
    /// one-store loop of `tail` trips after it (`"%n"`: unknown), and `extra` ops of loop-free
    /// code.
    fn hot_src(trips: u64, tail: &str, extra: usize) -> crate::ir::Module {
        let mut body = String::from("      %x0 = memref.load %a[%i, %j] : memref<?x?xf32>\n");
        for k in 1..22 {
            body += &format!("      %x{k} = arith.addf %x{}, %x0 : f32\n", k - 1);
        }
        body += "      memref.store %x21, %a[%i, %j] : memref<?x?xf32>\n";
        let mut pre = String::new();
        for k in 0..extra {
            pre += &format!("  %p{k} = arith.addi %n, %c1 : index\n");
        }
        let text = format!(
            r#"
func.func @f(%a: memref<?x?xf32>, %n: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant {trips} : index
  %big = arith.constant 100000 : index
  %z = arith.constant 0.0 : f32
{pre}  scf.for %i = %c0 to %t step %c1 {{
    scf.for %j = %c0 to %t step %c1 {{
{body}    }}
  }}
  scf.for %i = %c0 to {tail} step %c1 {{
    memref.store %z, %a[%i, %i] : memref<?x?xf32>
  }}
  return
}}
"#
        );
        crate::parse::Parser::new(&text, "t.mlir", 1)
            .parse_module()
            .expect("parses")
    }

    #[test]
    fn a_heavy_nest_leaving_light_code_behind_is_hot() {
        let hot = |trips, tail: &str, extra| {
            let m = hot_src(trips, tail, extra);
            hot_nests(&m, m.top_level_ops()[0]).len()
        };
        // 256 x 256 trips of 23 ops: 1.5 M op executions per call.
        assert_eq!(hot(256, "%c1", 20), 1);
        // 40 x 40 x 23 = 36,800 executions: the call would show.
        assert_eq!(hot(40, "%c1", 20), 0);
        // Fewer than SPLIT_MIN_OPS ops would stay behind: nothing to compile apart.
        assert_eq!(hot(256, "%c1", 2), 0);
        // A small loop doing much work moves too (100,000 trips of a store and a yield).
        assert_eq!(hot(256, "%big", 20), 2);
        // What stays would not be light (a loop of unknown trips).
        assert_eq!(hot(256, "%n", 20), 0);
    }
}
