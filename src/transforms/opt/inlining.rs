//! `-O1`+ inlining of small private functions: a `func.call` of a private, non-
//! recursive function of at most `max-ops` operations is replaced by a copy of the callee's body,
//! so the caller's constants reach the callee's code, the callee's allocations become the
//! caller's (visible to scalar promotion: distinct `memref.alloc`s never alias) and the call's
//! argument passing, frame and return disappear.
//!
//! The IR here is lowered and deallocated; inlining is a semantic no-op, so ownership and the
//! frees the deallocation pipeline placed stay valid. Unlike `--inline` ([`crate::transforms::inline`],
//! whose mechanics it shares) it runs no canonicalization (that could erase an unused leaking
//! allocation and change a report) and keeps the callee's locations, and every copied op is
//! recorded in [`Origins`] so allocation and free sites, assertion and division-by-zero reports
//! read the same at every `-O` level.
//!
//! A multi-block callee called in a single-block region (an `scf.for` body) is wrapped in an
//! `scf.execute_region` first, where MLIR's inliner would refuse:
//!
//! ```mlir
//! // before
//! scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
//!   %v = func.call @diamond(%c, %x) : (i1, i64) -> i64
//!   ...
//! }
//! // after
//! scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
//!   %v = scf.execute_region -> i64 {
//!     cf.cond_br %c, ^bb1, ^bb2
//!   ^bb1:  ... cf.br ^bb3(%a : i64)
//!   ^bb2:  ... cf.br ^bb3(%b : i64)
//!   ^bb3(%r: i64):
//!     scf.yield %r : i64
//!   }
//!   ...
//! }
//! ```
//!
//! Inlined callees that nothing refers to any more are erased from the module code generation
//! compiles (they are private: no entry point).
//!
//! The generic dealloc helpers are specialised where every memref they get has a static shape
//! (behind a `memref.cast`, as the lowered deallocs pass their small stack lists): the copy
//! sits in an `scf.execute_region` marked [`HELPER_MARK`] (code generation counts its runs as
//! helper calls, so the report's work line is the same at every `-O` level), its `memref.dim`s
//! become constants, and full unrolling turns its loops into straight-line code.
//!
//! Refused: public functions (an entry point keeps its identity), dealloc helpers called with
//! dynamically sized lists, recursion (the callee in a
//! call-graph cycle), callees with `memref.alloca`/`alloca_scope` (a stack allocation per call
//! would become one per enclosing loop iteration), calls marked `no_inline`, and calls in regions
//! other than function, `scf.for`/`if`/`while`/`execute_region`/`index_switch` bodies.

use super::Origins;
use crate::dialects::OpKind;
use crate::ir::{Attribute, InsertPoint, Module, NamedAttr, OpId, TypeData};
use crate::transforms::canonicalize::fold::int_const;
use crate::transforms::canonicalize::memref::static_size_through_cast;
use crate::transforms::inline::{inline_call, CallGraph};
use crate::transforms::ownership::build::int_constant;

/// Marks the `scf.execute_region` holding a copy of a generic dealloc helper: code generation
/// counts its runs as helper calls (the report's work line reads the same at every `-O` level).
pub const HELPER_MARK: &str = "bufjit.dealloc_helper";

/// The largest generic dealloc helper specialised at a call site with static sizes.
const HELPER_MAX_OPS: usize = 64;

/// Options.
#[derive(Copy, Clone, Debug)]
pub struct Options {
    /// The largest callee inlined, in operations (nested ones included).
    pub max_ops: usize,
}

impl Default for Options {
    /// 32 ops: the diamond kernel's callee (about 25) is inlined; at 64 the 16-allocation
    /// callee of `benches/kernels/select_chains.mlir` was too, and its loop ran 2× slower
    /// (66 against 35 ms) at the same instruction count.
    fn default() -> Self {
        Options { max_ops: 32 }
    }
}

/// The number of ops nested in `f`, and whether it holds nothing that changes meaning when
/// copied into a loop (one walk for both).
fn size_and_copyable(m: &Module, f: OpId) -> (usize, bool) {
    let (mut n, mut ok) = (0, true);
    m.walk_nested(f, &mut |o| {
        n += 1;
        ok &= !matches!(m.op(o).kind, OpKind::Alloca | OpKind::AllocaScope);
    });
    (n, ok)
}

/// True if a call in a region of this op may be inlined.
fn host_ok(kind: OpKind) -> bool {
    matches!(
        kind,
        OpKind::Func
            | OpKind::For
            | OpKind::If
            | OpKind::While
            | OpKind::ExecuteRegion
            | OpKind::IndexSwitch
    )
}

/// True if the module has a call of a private function with a body (so [`inline_small`] may
/// apply).
pub fn may_apply(m: &Module) -> bool {
    let private: rustc_hash::FxHashSet<&str> = m
        .top_level_ops()
        .into_iter()
        .filter(|&f| {
            m.op(f).kind == OpKind::Func
                && !crate::dialects::func::is_public(m, f)
                && crate::dialects::func::entry(m, f).is_some()
                && !crate::codegen::function::is_dealloc_helper(m, f)
        })
        .filter_map(|f| crate::dialects::func::sym_name(m, f))
        .collect();
    if private.is_empty() {
        return false;
    }
    let Some(top) = m.top else { return false };
    let mut found = false;
    m.walk_nested(top, &mut |o| {
        found |= m.op(o).kind == OpKind::Call
            && crate::dialects::func::callee(m, o).is_some_and(|c| private.contains(c.as_str()));
    });
    found
}

/// Wraps `call` in `scf.execute_region -> (results) { call; scf.yield results }`.
fn wrap_in_execute_region(m: &mut Module, call: OpId) -> OpId {
    use crate::transforms::ownership::build;
    let results = m.op(call).results.clone();
    let types: Vec<_> = results.iter().map(|&r| m.value_type(r)).collect();
    let loc = m.op(call).loc.clone();
    let region = m.new_region();
    let b = m.create_block();
    m.append_block(region, b);
    let er = build::op(
        m,
        InsertPoint::Before(call),
        OpKind::ExecuteRegion,
        vec![],
        types,
        vec![],
        vec![region],
        &loc,
    );
    for (r, n) in results.iter().zip(m.op(er).results.clone()) {
        m.replace_all_uses(*r, n);
    }
    m.move_op(call, InsertPoint::BlockEnd(b));
    build::op(
        m,
        InsertPoint::BlockEnd(b),
        OpKind::Yield,
        results,
        vec![],
        vec![],
        vec![],
        &loc,
    );
    er
}

/// True if every memref operand of `call` has a static shape (seen through `memref.cast`): a
/// generic dealloc helper's copy then loops over constant counts, which full unrolling turns
/// into straight-line code.
fn static_memref_operands(m: &Module, call: OpId) -> bool {
    m.op(call)
        .operands
        .iter()
        .all(|&v| match m.ty(m.value_type(v)) {
            TypeData::MemRef { shape, .. } => {
                (0..shape.len()).all(|d| static_size_through_cast(m, v, d).is_some())
            }
            _ => true,
        })
}

/// Replaces each `memref.dim` nested in `root` whose size is static behind a `memref.cast`
/// with an `arith.constant`.
fn fold_static_dims(m: &mut Module, root: OpId, origins: &mut Origins) {
    let mut dims = Vec::new();
    m.walk_nested(root, &mut |x| {
        if m.op(x).kind == OpKind::Dim {
            dims.push(x);
        }
    });
    for d in dims {
        let ops = m.op(d).operands.clone();
        let size = int_const(m, ops[1])
            .and_then(|i| usize::try_from(i).ok())
            .and_then(|i| static_size_through_cast(m, ops[0], i));
        let Some(size) = size else {
            continue;
        };
        let r = m.op(d).results[0];
        let ty = m.value_type(r);
        let loc = m.op(d).loc.clone();
        let v = int_constant(m, InsertPoint::Before(d), size as i128, ty, &loc);
        if let Some(c) = m.defining_op(v) {
            super::record(origins, &[(d, c)]);
        }
        m.replace_all_uses(r, v);
        m.erase_op(d);
    }
}

/// Inlines the qualifying calls of the module, callees first (so a callee's own small callees
/// are already in it when its size is measured). Copies are recorded in `origins`. Returns true
/// if anything was inlined.
pub fn inline_small(m: &mut Module, o: Options, origins: &mut Origins) -> bool {
    inline_small_except(m, o, origins, &rustc_hash::FxHashSet::default())
}

/// [`inline_small`], leaving the calls in the functions named in `quick` as they are (code
/// that runs once and little, compiled with the fast settings: a call costs it nothing, a copy
/// costs compile time).
pub fn inline_small_except(
    m: &mut Module,
    o: Options,
    origins: &mut Origins,
    quick: &rustc_hash::FxHashSet<String>,
) -> bool {
    let cg = CallGraph::build(m);
    let sccs = cg.sccs();
    let mut recursive = vec![false; cg.nodes.len()];
    for scc in &sccs {
        for &n in scc {
            recursive[n] = scc.len() > 1 || cg.edges[n].contains(&n);
        }
    }
    let mut changed = false;
    let mut inlined_from = vec![false; cg.nodes.len()];
    // [`size_and_copyable`] of each callee, measured once: a callee's body no longer changes
    // once its callers are visited (callees first; recursive callees are never measured).
    let mut measured: Vec<Option<(usize, bool)>> = vec![None; cg.nodes.len()];
    for scc in &sccs {
        for &n in scc {
            if crate::dialects::func::sym_name(m, cg.nodes[n]).is_some_and(|c| quick.contains(c)) {
                continue;
            }
            let mut calls = Vec::new();
            m.walk_nested(cg.nodes[n], &mut |x| {
                if m.op(x).kind == OpKind::Call {
                    calls.push(x);
                }
            });
            for call in calls {
                let Some(t) = cg.resolve(m, call) else {
                    continue;
                };
                let callee = cg.nodes[t];
                let parent = m.parent_op(call).expect("calls sit in functions");
                let helper = crate::codegen::function::is_dealloc_helper(m, callee);
                let budget = if helper { HELPER_MAX_OPS } else { o.max_ops };
                if t == n
                    || recursive[t]
                    || crate::dialects::func::is_public(m, callee)
                    || (helper && !static_memref_operands(m, call))
                    || m.attr(call, "no_inline").is_some()
                    || !host_ok(m.op(parent).kind)
                    || {
                        let (n, ok) =
                            *measured[t].get_or_insert_with(|| size_and_copyable(m, callee));
                        n > budget || !ok
                    }
                {
                    continue;
                }
                let multi_block = m.region_blocks(m.op(callee).regions[0]).nth(1).is_some();
                let wrapper = if helper
                    || (multi_block
                        && !matches!(m.op(parent).kind, OpKind::Func | OpKind::ExecuteRegion))
                {
                    Some(wrap_in_execute_region(m, call))
                } else {
                    None
                };
                let done = inline_call(m, call, callee, None);
                super::record(origins, &done.cloned);
                m.erase_op(call);
                if let (true, Some(er)) = (helper, wrapper) {
                    m.op_mut(er)
                        .attrs
                        .push(NamedAttr::new(HELPER_MARK, Attribute::Unit));
                    fold_static_dims(m, er, origins);
                }
                inlined_from[t] = true;
                changed = true;
            }
        }
    }
    if changed {
        erase_unreferenced(m, &cg, &inlined_from);
    }
    changed
}

/// Erases the inlined callees nothing refers to any more (they are private, so no entry point:
/// compiling them would only cost time). Functions never inlined stay, so a function that does
/// not compile fails at every `-O` level alike.
fn erase_unreferenced(m: &mut Module, cg: &CallGraph, inlined_from: &[bool]) {
    let mut erased = vec![false; cg.nodes.len()];
    loop {
        // Only references to the functions that may go are of interest (no string is made
        // for the others).
        let candidates: rustc_hash::FxHashSet<String> = cg
            .nodes
            .iter()
            .enumerate()
            .filter(|&(n, _)| inlined_from[n] && !erased[n])
            .filter_map(|(_, &f)| crate::dialects::func::sym_name(m, f))
            .map(|s| s.to_string())
            .collect();
        if candidates.is_empty() {
            break;
        }
        let mut referenced: rustc_hash::FxHashSet<String> = Default::default();
        for o in m.top_level_ops() {
            if cg.node_of(o).is_some_and(|n| erased[n]) {
                continue;
            }
            let mut note = |s: &str| {
                if candidates.contains(s) && !referenced.contains(s) {
                    referenced.insert(s.to_string());
                }
            };
            crate::transforms::inline::symbol_refs(m, o, &mut note);
            m.walk_nested(o, &mut |x| {
                crate::transforms::inline::symbol_refs(m, x, &mut note)
            });
        }
        let mut more = false;
        for (n, &f) in cg.nodes.iter().enumerate() {
            if inlined_from[n]
                && !erased[n]
                && crate::dialects::func::sym_name(m, f).is_some_and(|s| !referenced.contains(s))
            {
                erased[n] = true;
                more = true;
            }
        }
        if !more {
            break;
        }
    }
    for (n, &f) in cg.nodes.iter().enumerate() {
        if erased[n] {
            m.erase_op(f);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::parse::test_module as parse;

    const PROGRAM: &str = r#"
func.func private @diamond(%c: i1, %x: i64) -> i64 {
  cf.cond_br %c, ^a, ^b
^a:
  %m = memref.alloc() : memref<4xi64>
  memref.dealloc %m : memref<4xi64>
  cf.br ^j(%x : i64)
^b:
  %y = arith.muli %x, %x : i64
  cf.br ^j(%y : i64)
^j(%r: i64):
  return %r : i64
}
func.func private @rec(%x: i64) -> i64 {
  %r = func.call @rec(%x) : (i64) -> i64
  return %r : i64
}
func.func @kernel(%c: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = func.call @diamond(%c, %acc) : (i1, i64) -> i64
    scf.yield %v : i64
  }
  %s = func.call @rec(%r) : (i64) -> i64
  %t = func.call @diamond(%c, %s) : (i1, i64) -> i64
  return %t : i64
}
"#;

    #[test]
    fn inlines_small_private_callees_and_records_origins() {
        let mut m = parse(PROGRAM);
        let before = m.clone();
        assert!(may_apply(&m));
        let mut origins = Origins::default();
        assert!(inline_small(&mut m, Options::default(), &mut origins));
        crate::verify::verify(&m).expect("verifies");
        let text = crate::print::print_module(&m, Default::default());
        // Both calls of @diamond are gone (the loop's through an execute_region), @rec stays.
        assert_eq!(text.matches("call @diamond").count(), 0, "{text}");
        assert_eq!(text.matches("call @rec").count(), 2, "{text}");
        assert_eq!(text.matches("scf.execute_region").count(), 1, "{text}");
        // Every call of @diamond was inlined: it is gone; @rec is still called.
        assert!(!text.contains("func.func private @diamond"), "{text}");
        assert!(text.contains("func.func private @rec"), "{text}");
        // Every copied allocation and free stands for the callee's op.
        let mut sited = 0;
        for (&copy, &orig) in &origins {
            let k = m.op(copy).kind;
            if matches!(k, OpKind::Alloc | OpKind::Dealloc) && m.op(copy).parent.is_some() {
                assert_eq!(before.op(orig).kind, k);
                assert_eq!(
                    before.parent_op(before.parent_op(orig).unwrap_or(orig)),
                    before.top
                );
                sited += 1;
            }
        }
        assert_eq!(sited, 4);
    }

    #[test]
    fn refuses_large_and_stack_allocating_callees() {
        let mut m = parse(PROGRAM);
        let mut origins = Origins::default();
        assert!(!inline_small(&mut m, Options { max_ops: 3 }, &mut origins));
        let mut m = parse(
            "func.func private @s() {\n  %a = memref.alloca() : memref<4xf32>\n  return\n}\n\
             func.func @f() {\n  func.call @s() : () -> ()\n  return\n}\n",
        );
        assert!(!inline_small(&mut m, Options::default(), &mut origins));
        assert!(!may_apply(&parse("func.func @f() {\n  return\n}\n")));
    }

    /// A stand-in for the generic dealloc helper (same name, a loop over the list's size).
    const HELPER: &str = r#"
func.func private @dealloc_helper(%l: memref<?xindex>, %o: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %n = memref.dim %l, %c0 : memref<?xindex>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %false, %o[%i] : memref<?xi1>
  }
  return
}
"#;

    #[test]
    fn specialises_dealloc_helpers_called_with_static_lists() {
        let mut m = parse(&format!(
            "{HELPER}func.func @f() {{\n  %l = memref.alloca() : memref<2xindex>\n  \
             %o = memref.alloca() : memref<2xi1>\n  \
             %lc = memref.cast %l : memref<2xindex> to memref<?xindex>\n  \
             %oc = memref.cast %o : memref<2xi1> to memref<?xi1>\n  \
             func.call @dealloc_helper(%lc, %oc) : (memref<?xindex>, memref<?xi1>) -> ()\n  \
             return\n}}\n"
        ));
        let mut origins = Origins::default();
        assert!(inline_small(&mut m, Options::default(), &mut origins));
        crate::verify::verify(&m).expect("verifies");
        let text = crate::print::print_module(&m, Default::default());
        assert!(text.contains("scf.execute_region"), "{text}");
        assert!(text.contains(HELPER_MARK), "{text}");
        assert!(!text.contains("memref.dim"), "{text}");
        assert!(!text.contains("@dealloc_helper"), "{text}");
        // Dynamic lists: the call stays (its count comes from the helper's entry).
        let mut m = parse(&format!(
            "{HELPER}func.func @g(%l: memref<?xindex>, %o: memref<?xi1>) {{\n  \
             func.call @dealloc_helper(%l, %o) : (memref<?xindex>, memref<?xi1>) -> ()\n  \
             return\n}}\n"
        ));
        assert!(!inline_small(&mut m, Options::default(), &mut origins));
    }
}
