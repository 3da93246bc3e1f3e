//! Keeps only the functions an entry point can reach, before a module is compiled to run it.
//!
//! `bufjit run FILE -e NAME` calls one function. Compiling the others costs start-up time and
//! changes nothing that run can observe: a function nothing reachable refers to is never
//! called and its address never taken. A 64×64 matmul file run with `-e noop` (an empty
//! function) spent most of its compile on the matmul, the fill and `@main`.
//!
//! A function is reachable from the entry when a reachable function refers to its symbol in
//! any attribute of any op (`func.call`'s callee, `func.constant`'s value, a symbol reference
//! in an attribute of an op of any dialect), so the rule never depends on which ops take
//! symbols. Bodies of unreachable functions are erased with their ops; declarations (no body)
//! stay, being free to compile. Run it after the deallocation pipeline, which adds helper
//! functions and the calls to them.
//!
//! ```mlir
//! // before (entry @noop)
//! func.func @matmul(%A: memref<64x64xf32>, ...) { ... }
//! func.func @main() { ... call @matmul(...) ... }
//! func.func @noop() { return }
//! // after
//! func.func @noop() { return }
//! ```

use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, NamedAttr, OpId};
use rustc_hash::{FxHashMap, FxHashSet};

/// Erases every top-level function with a body that `entry` cannot reach; returns how many.
/// Does nothing (returns 0) when there is no function named `entry` with a body: the caller
/// reports a missing entry point on the module as written.
pub fn retain_reachable(m: &mut Module, entry: &str) -> usize {
    let unreachable = unreachable_functions(m, entry);
    for &f in &unreachable {
        m.erase_op(f);
    }
    unreachable.len()
}

/// The top-level functions with a body that `entry` cannot reach, in module order (none if
/// `entry` is not such a function).
pub fn unreachable_functions(m: &Module, entry: &str) -> Vec<OpId> {
    let mut by_name: FxHashMap<&str, OpId> = FxHashMap::default();
    for f in m.top_level_ops() {
        if m.op(f).kind == OpKind::Func && crate::dialects::func::entry(m, f).is_some() {
            if let Some(name) = crate::dialects::func::sym_name(m, f) {
                by_name.entry(name).or_insert(f);
            }
        }
    }
    let Some(&root) = by_name.get(entry) else {
        return Vec::new();
    };
    let mut seen: FxHashSet<OpId> = FxHashSet::default();
    seen.insert(root);
    let mut work = vec![root];
    while let Some(f) = work.pop() {
        m.walk_nested(f, &mut |op| {
            let data = m.op(op);
            for a in data.props.iter().chain(data.attrs.iter()) {
                symbols_in(&a.value, &mut |name| {
                    if let Some(&g) = by_name.get(name) {
                        if seen.insert(g) {
                            work.push(g);
                        }
                    }
                });
            }
        });
    }
    m.top_level_ops()
        .into_iter()
        .filter(|f| {
            m.op(*f).kind == OpKind::Func
                && crate::dialects::func::entry(m, *f).is_some()
                && !seen.contains(f)
        })
        .collect()
}

/// Calls `f` with the root name of every symbol reference in `a` (nested in arrays and
/// dictionaries included).
fn symbols_in(a: &Attribute, f: &mut dyn FnMut(&str)) {
    match a {
        Attribute::SymbolRef { root, .. } => f(root),
        Attribute::Array(items) => items.iter().for_each(|x| symbols_in(x, f)),
        Attribute::Dict(entries) => entries
            .iter()
            .for_each(|NamedAttr { value, .. }| symbols_in(value, f)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names_after(src: &str, entry: &str) -> Vec<String> {
        let mut m = crate::parse::test_module(src);
        retain_reachable(&mut m, entry);
        m.top_level_ops()
            .into_iter()
            .filter_map(|f| crate::dialects::func::sym_name(&m, f).map(str::to_string))
            .collect()
    }

    const MODULE: &str = r#"
func.func private @ext(i64)
func.func @leaf(%x: i64) {
  func.call @ext(%x) : (i64) -> ()
  return
}
func.func @through_address() {
  %c = arith.constant 1 : i64
  func.call @leaf(%c) : (i64) -> ()
  return
}
func.func @main() {
  %f = func.constant @through_address : () -> ()
  func.call_indirect %f() : () -> ()
  return
}
func.func @noop() {
  return
}
func.func @rec(%x: i64) {
  func.call @rec(%x) : (i64) -> ()
  return
}
"#;

    #[test]
    fn keeps_calls_and_taken_addresses_transitively() {
        assert_eq!(
            names_after(MODULE, "main"),
            ["ext", "leaf", "through_address", "main"]
        );
    }

    #[test]
    fn an_empty_entry_keeps_only_itself_and_declarations() {
        assert_eq!(names_after(MODULE, "noop"), ["ext", "noop"]);
    }

    #[test]
    fn recursion_terminates() {
        assert_eq!(names_after(MODULE, "rec"), ["ext", "rec"]);
    }

    #[test]
    fn a_missing_entry_changes_nothing() {
        assert_eq!(names_after(MODULE, "nope").len(), 6);
    }
}
