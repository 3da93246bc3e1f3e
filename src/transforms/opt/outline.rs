//! Outlining of loop nests into functions of their own: the cold copies of versioned nests
//! ([`outline_cold`]), and, for code generation's compile-time split, the nests of a run-once
//! function ([`split_nests`]) and the heavy nests of any optimized function ([`split_off`]).
//!
//! Scalar promotion versions a nest when two buffers may alias: its promoted copy runs when
//! their address ranges are disjoint, the original (cold) copy otherwise ([`super::versioning`]).
//! The cold copy runs only for overlapping inputs, yet it is as large as the nest and, in the
//! same function, gets Cranelift's optimizing pipeline too. Measured on
//! `benches/kernels/conv2d_nhwc.mlir`, regalloc2's backtracking allocator and the e-graph spend
//! about half of the kernel function's compile time on it (8.4 M instructions with it, 4.2 M
//! without). Moved into a private function of its own, code generation compiles it with the
//! fast settings (`codegen::tier`), and on another thread than the hot copy
//! (`codegen::parallel`). Overlapping inputs then run the `-O0` code of the nest behind one call.
//!
//! ```mlir
//! // before
//! func.func @conv(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
//!   scf.if %disjoint {
//!     ... the promoted copy ...
//!   } else {
//!     scf.for %i = %c0 to %n step %c1 { ... %in ... %out ... }
//!   }
//!   return
//! }
//! // after
//! func.func @conv(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
//!   scf.if %disjoint {
//!     ... the promoted copy ...
//!   } else {
//!     func.call @conv_cold0(%n, %in, %out) : (index, memref<?xf32>, memref<?xf32>) -> ()
//!   }
//!   return
//! }
//! func.func private @conv_cold0(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<?xf32>) {
//!   %c0 = arith.constant 0 : index
//!   %c1 = arith.constant 1 : index
//!   scf.for %i = %c0 to %arg0 step %c1 { ... %arg1 ... %arg2 ... }
//!   return
//! }
//! ```
//!
//! The values the nest uses from outside become the function's arguments (in order of first
//! use; constants are copied in instead, and a `memref.cast` is redone inside from its
//! source, which is passed), its results the function's results. The ops are moved, not
//! copied, so allocation sites and reports are those of the input. Refused: nests with
//! `memref.alloca` or `memref.alloca_scope` (a stack allocation would move into another frame)
//! and nests using or producing values of types other than integers, indices, floats and
//! memrefs (constants of any type, copied in, excepted).

use crate::dialects::OpKind;
use crate::ir::clone::clone_op;
use crate::ir::{Attribute, InsertPoint, Module, NamedAttr, OpId, OpSpec, TypeData, ValueId};
use rustc_hash::FxHashSet;

/// True if a value of this type may cross the call.
fn passable(m: &Module, v: ValueId) -> bool {
    matches!(
        m.ty(m.value_type(v)),
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::MemRef { .. }
    )
}

/// The values `root`'s nested ops use that are defined outside it, in order of first use;
/// `None` if the nest cannot be outlined (see the module doc).
fn live_ins(m: &Module, root: OpId) -> Option<Vec<ValueId>> {
    let mut inside: FxHashSet<ValueId> = FxHashSet::default();
    let mut ops = vec![root];
    m.walk_nested(root, &mut |o| ops.push(o));
    for &o in &ops {
        if matches!(m.op(o).kind, OpKind::Alloca | OpKind::AllocaScope) {
            return None;
        }
        inside.extend(m.op(o).results.iter().copied());
        for &r in &m.op(o).regions {
            for b in m.region_blocks(r) {
                inside.extend(m.block(b).args.iter().copied());
            }
        }
    }
    let mut seen = FxHashSet::default();
    let mut ins = Vec::new();
    for &o in &ops {
        for &v in &m.op(o).operands {
            if !inside.contains(&v) && seen.insert(v) {
                ins.push(v);
            }
        }
    }
    // Constants (of vector types too) are copied in, not passed.
    let passed = ins.iter().filter(|&&v| !is_constant(m, v));
    let results = &m.op(root).results;
    (passed.chain(results).all(|&v| passable(m, v))).then_some(ins)
}

/// True if an `arith.constant` defines `v`.
fn is_constant(m: &Module, v: ValueId) -> bool {
    m.defining_op(v)
        .is_some_and(|d| m.op(d).kind == OpKind::Constant)
}

/// A function name not yet used in `m`: `{base}{k}` for the first free `k`.
fn fresh_name(m: &Module, taken: &mut FxHashSet<String>, base: &str) -> String {
    if taken.is_empty() {
        taken.extend(
            m.top_level_ops()
                .into_iter()
                .filter_map(|o| crate::dialects::func::sym_name(m, o).map(str::to_string)),
        );
    }
    let mut k = 0;
    loop {
        let name = format!("{base}{k}");
        if taken.insert(name.clone()) {
            return name;
        }
        k += 1;
    }
}

/// Moves `root` (an op of function `func`) into a new private function placed after `func`
/// and calls it in its place. Returns the new function, or `None` (nothing changed) where
/// the module doc says it refuses.
pub fn outline(m: &mut Module, func: OpId, root: OpId, name: &str) -> Option<OpId> {
    // Constants are copied into the function rather than passed (the nest keeps its constant
    // bounds and strides).
    let (consts, outside): (Vec<ValueId>, Vec<ValueId>) = live_ins(m, root)?
        .into_iter()
        .partition(|&v| is_constant(m, v));
    // A `memref.cast` is redone inside, from its source (through chains of casts): the nest
    // keeps seeing a static layout or an allocation where the cast hid one (code generation
    // reads through casts; an argument of the cast's dynamic type would make it test strides
    // at run time).
    let mut casts = Vec::new();
    let mut ins = Vec::new();
    for v in outside {
        let mut source = v;
        while let Some(d) = m
            .defining_op(source)
            .filter(|&d| m.op(d).kind == OpKind::Cast)
        {
            casts.push(d);
            source = m.op(d).operands[0];
        }
        if !ins.contains(&source) {
            ins.push(source);
        }
    }
    let loc = m.op(root).loc.clone();
    let result_types: Vec<_> = m
        .op(root)
        .results
        .iter()
        .map(|&r| m.value_type(r))
        .collect();
    let spec = OpSpec {
        operands: ins.clone(),
        result_types: result_types.clone(),
        props: vec![NamedAttr::new(
            "callee",
            Attribute::SymbolRef {
                root: name.to_string(),
                nested: vec![],
            },
        )],
        ..OpSpec::new(m, OpKind::Call, loc.clone())
    };
    let call = m.insert_new_op(InsertPoint::Before(root), spec);
    let old = m.op(root).results.clone();
    let new = m.op(call).results.clone();
    for (&o, &n) in old.iter().zip(&new) {
        m.replace_all_uses(o, n);
    }
    // The body: one block whose arguments stand for the live-ins.
    let region = m.new_region();
    let entry = m.create_block();
    m.append_block(region, entry);
    let arg_types: Vec<_> = ins.iter().map(|&v| m.value_type(v)).collect();
    let args: Vec<ValueId> = arg_types
        .iter()
        .map(|&t| m.add_block_arg(entry, t, Some(loc.clone())))
        .collect();
    m.move_op(root, InsertPoint::BlockEnd(entry));
    let mut map: rustc_hash::FxHashMap<ValueId, ValueId> =
        ins.iter().copied().zip(args.iter().copied()).collect();
    for c in consts {
        let def = m.defining_op(c).expect("a constant's op");
        let copy = clone_op(
            m,
            def,
            InsertPoint::Before(root),
            &mut Default::default(),
            &mut Vec::new(),
        );
        map.insert(c, m.op(copy).results[0]);
    }
    // Sources before the casts of them (`casts` lists each chain outermost first).
    for &cast in casts.iter().rev() {
        if map.contains_key(&m.op(cast).results[0]) {
            continue;
        }
        let mut from: crate::ir::clone::ValueMap = Default::default();
        let source = m.op(cast).operands[0];
        from.insert(source, map[&source]);
        let copy = clone_op(
            m,
            cast,
            InsertPoint::Before(root),
            &mut from,
            &mut Vec::new(),
        );
        map.insert(m.op(cast).results[0], m.op(copy).results[0]);
    }
    let mut ops = vec![root];
    m.walk_nested(root, &mut |o| ops.push(o));
    for o in ops {
        let operands = m.op(o).operands.clone();
        for (i, v) in operands.into_iter().enumerate() {
            if let Some(&a) = map.get(&v) {
                m.set_operand(o, i, a);
            }
        }
    }
    let ret = OpSpec {
        operands: old,
        ..OpSpec::new(m, OpKind::Return, loc.clone())
    };
    m.insert_new_op(InsertPoint::BlockEnd(entry), ret);
    let fty = m.intern_type(TypeData::Function {
        inputs: arg_types,
        results: result_types,
    });
    let spec = crate::dialects::func::private_func_spec(m, name, fty, region, loc);
    Some(m.insert_new_op(InsertPoint::After(func), spec))
}

/// Outlines the outermost ops of `cold` (the cold loops [`super::scalar_promotion`] reports for
/// function `func`) that sit in `func`. Returns the new functions' names.
pub fn outline_cold(m: &mut Module, func: OpId, cold: &FxHashSet<OpId>) -> Vec<String> {
    let Some(base) = crate::dialects::func::sym_name(m, func).map(str::to_string) else {
        return Vec::new();
    };
    let mut roots = Vec::new();
    m.walk_nested(func, &mut |o| {
        let mut outer = m.parent_op(o);
        let mut nested_in_cold = false;
        while let Some(p) = outer.filter(|&p| p != func) {
            nested_in_cold |= cold.contains(&p);
            outer = m.parent_op(p);
        }
        if cold.contains(&o) && !nested_in_cold {
            roots.push(o);
        }
    });
    outline_all(m, func, roots, &format!("{base}_cold"))
}

/// Outlines each of `roots` (ops of `func`) as `{prefix}{k}`, `k` counting from 0 in the
/// order of `roots`. Returns the names of the functions made.
fn outline_all(m: &mut Module, func: OpId, roots: Vec<OpId>, prefix: &str) -> Vec<String> {
    let mut taken = FxHashSet::default();
    let names: Vec<String> = roots
        .iter()
        .map(|_| fresh_name(m, &mut taken, prefix))
        .collect();
    // Each new function is placed right after `func`: outlining the last nest first leaves
    // them in the order of their nests.
    let mut done: Vec<String> = roots
        .into_iter()
        .zip(names)
        .rev()
        .filter(|(root, name)| outline(m, func, *root, name).is_some())
        .map(|(_, name)| name)
        .collect();
    done.reverse();
    done
}

/// The fewest ops (nested ones included) a loop nest must have for [`split_nests`] to give it
/// a function of its own: below that, a separate compile job costs more than it overlaps.
pub const SPLIT_MIN_OPS: usize = 24;

/// Moves each outermost loop nest of `func` with at least [`SPLIT_MIN_OPS`] ops into a private
/// function of its own (`{func}_nest{k}`), when there are at least two such nests. Code
/// generation does this at `-O1`+ on optimized functions that run once per program run, after
/// the mid-level stage has transformed them (the nests keep the alias facts that stage used):
/// each nest then becomes a compile job of its own, which the compile threads run in
/// parallel, for one call per nest at run time. Returns the new functions' names.
pub fn split_nests(m: &mut Module, func: OpId) -> Vec<String> {
    let roots = large_nests(m, func);
    if roots.len() < 2 {
        return Vec::new();
    }
    outline_all(m, func, roots, &nest_prefix(m, func))
}

/// Moves each of `roots` (loop nests of `func`, see [`large_nests`]) into a private function
/// of its own (`{func}_nest{k}`). Code generation does this at `-O1`+, after the mid-level
/// stage, to the nests of an optimized function that do much work per call when what stays
/// behind is light (`codegen::tier::hot_nests`): typically a loop version's overlap test, the
/// call of the cold copy and the clone of a returned buffer, which then compile apart from
/// the nest, in parallel with it and with the fast settings, while the nest's function is
/// smaller for the register allocator. Returns the new functions' names.
///
/// ```mlir
/// // before (the stage has versioned the nest; the cold copy is already outlined)
/// func.func @conv(%in: memref<...>, %w: memref<...>, %out: memref<...>) -> memref<...> {
///   %disjoint = ... the overlap test ...
///   scf.if %disjoint {
///     scf.for %n = %c0 to %c1 step %c1 { ... seven loops, promoted and unrolled ... }
///   } else {
///     func.call @conv_cold0(%in, %w, %out) : (...) -> ()
///   }
///   %r = bufferization.clone %out : ...
///   return %r : ...
/// }
/// // after
/// func.func @conv(%in: memref<...>, %w: memref<...>, %out: memref<...>) -> memref<...> {
///   %disjoint = ... the overlap test ...
///   scf.if %disjoint {
///     func.call @conv_nest0(%in, %w, %out) : (...) -> ()
///   } else {
///     func.call @conv_cold0(%in, %w, %out) : (...) -> ()
///   }
///   %r = bufferization.clone %out : ...
///   return %r : ...
/// }
/// func.func private @conv_nest0(%arg0: memref<...>, %arg1: memref<...>, %arg2: memref<...>) {
///   scf.for %n = %c0 to %c1 step %c1 { ... }
///   return
/// }
/// ```
pub fn split_off(m: &mut Module, func: OpId, roots: Vec<OpId>) -> Vec<String> {
    let prefix = nest_prefix(m, func);
    outline_all(m, func, roots, &prefix)
}

/// `{func}_nest`, the prefix of the functions [`split_nests`] and [`split_off`] make.
fn nest_prefix(m: &Module, func: OpId) -> String {
    let base = crate::dialects::func::sym_name(m, func).unwrap_or("f");
    format!("{base}_nest")
}

/// The number of ops nested in `op`.
pub fn nested_ops(m: &Module, op: OpId) -> usize {
    let mut n = 0;
    m.walk_nested(op, &mut |_| n += 1);
    n
}

/// The outermost loops of `func` with at least [`SPLIT_MIN_OPS`] ops (themselves included),
/// in program order.
pub fn large_nests(m: &Module, func: OpId) -> Vec<OpId> {
    outermost_loops(m, func, SPLIT_MIN_OPS)
}

/// The outermost loops of `func` with at least `min_ops` ops (themselves included), in
/// program order.
pub fn outermost_loops(m: &Module, func: OpId, min_ops: usize) -> Vec<OpId> {
    use crate::transforms::buffer_hoisting::is_loop;
    let mut roots = Vec::new();
    m.walk_nested(func, &mut |o| {
        if !is_loop(m.op(o).kind) {
            return;
        }
        let mut outer = m.parent_op(o);
        while let Some(p) = outer.filter(|&p| p != func) {
            if is_loop(m.op(p).kind) {
                return;
            }
            outer = m.parent_op(p);
        }
        if nested_ops(m, o) + 1 >= min_ops {
            roots.push(o);
        }
    });
    roots
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::test_module as parse;

    fn first_loop(m: &Module) -> (OpId, OpId) {
        let mut found = None;
        for f in m.top_level_ops() {
            m.walk_nested(f, &mut |o| {
                if m.op(o).kind == OpKind::For && found.is_none() {
                    found = Some((f, o));
                }
            });
        }
        found.expect("a loop")
    }

    #[test]
    fn a_nest_with_results_becomes_a_function_returning_them() {
        let mut m = parse(
            r#"
func.func @sum(%a: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %a[%i] : memref<?xf32>
    %t = arith.addf %acc, %x : f32
    scf.yield %t : f32
  }
  return %s : f32
}
"#,
        );
        let (f, l) = first_loop(&m);
        let new = outline(&mut m, f, l, "sum_cold0").expect("outlined");
        crate::verify::verify(&m).expect("valid IR");
        let text = crate::print::print_module(&m, Default::default());
        assert!(
            text.contains("%0 = call @sum_cold0(%arg1, %arg0) : (index, memref<?xf32>) -> f32"),
            "{text}"
        );
        assert!(text.contains("return %0 : f32"), "{text}");
        let (inputs, results) = crate::dialects::func::function_type(&m, new);
        assert_eq!((inputs.len(), results.len()), (2, 1));
    }

    #[test]
    fn a_nest_with_a_stack_allocation_stays() {
        let mut m = parse(
            r#"
func.func @f(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloca() : memref<f32>
    %x = memref.load %a[%i] : memref<?xf32>
    memref.store %x, %t[] : memref<f32>
  }
  return
}
"#,
        );
        let (f, l) = first_loop(&m);
        let before = crate::print::print_module(&m, Default::default());
        assert!(outline(&mut m, f, l, "f_cold0").is_none());
        assert_eq!(crate::print::print_module(&m, Default::default()), before);
    }

    /// A function of two nests of `ops` arithmetic ops each (plus the loop and its yield).
    fn two_nests(ops: usize) -> String {
        let body = |buf: &str| {
            let mut s = format!("    %x0 = memref.load %{buf}[%i] : memref<?xi64>\n");
            for k in 1..ops {
                s += &format!("    %x{k} = arith.addi %x{}, %x0 : i64\n", k - 1);
            }
            s += &format!(
                "    memref.store %x{}, %{buf}[%i] : memref<?xi64>\n",
                ops - 1
            );
            s
        };
        format!(
            "func.func @k(%a: memref<?xi64>, %b: memref<?xi64>, %n: index) {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.for %i = %c0 to %n step %c1 {{\n{}  }}\n  scf.for %i = %c0 to %n step %c1 {{\n{}  }}\n  return\n}}\n",
            body("a"),
            body("b")
        )
    }

    #[test]
    fn two_large_nests_become_two_functions() {
        let mut m = parse(&two_nests(SPLIT_MIN_OPS));
        let f = m.top_level_ops()[0];
        assert_eq!(split_nests(&mut m, f), ["k_nest0", "k_nest1"]);
        crate::verify::verify(&m).expect("valid IR");
        let text = crate::print::print_module(&m, Default::default());
        assert!(
            text.contains("call @k_nest0(%arg2, %arg0) : (index, memref<?xi64>) -> ()"),
            "{text}"
        );
        assert!(
            text.contains("call @k_nest1(%arg2, %arg1) : (index, memref<?xi64>) -> ()"),
            "{text}"
        );
        let order: Vec<String> = m
            .top_level_ops()
            .into_iter()
            .filter_map(|o| crate::dialects::func::sym_name(&m, o).map(str::to_string))
            .collect();
        assert_eq!(order, ["k", "k_nest0", "k_nest1"]);
    }

    #[test]
    fn small_nests_stay() {
        let mut m = parse(&two_nests(4));
        let f = m.top_level_ops()[0];
        assert!(split_nests(&mut m, f).is_empty());
        assert_eq!(m.top_level_ops().len(), 1);
    }

    #[test]
    fn split_off_moves_the_given_nests_only() {
        let mut m = parse(&two_nests(SPLIT_MIN_OPS));
        let f = m.top_level_ops()[0];
        let roots = large_nests(&m, f);
        assert_eq!(roots.len(), 2);
        assert_eq!(split_off(&mut m, f, vec![roots[1]]), ["k_nest0"]);
        crate::verify::verify(&m).expect("valid IR");
        let text = crate::print::print_module(&m, Default::default());
        assert!(
            text.contains("call @k_nest0(%arg2, %arg1) : (index, memref<?xi64>) -> ()"),
            "{text}"
        );
        // The first nest stays in @k.
        assert_eq!(large_nests(&m, f).len(), 1);
    }

    #[test]
    fn casts_are_redone_inside_from_their_source() {
        let mut m = parse(
            r#"
func.func @f(%x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xf32>
  %d = memref.cast %a : memref<4xf32> to memref<?xf32>
  %s = memref.cast %d : memref<?xf32> to memref<4xf32, strided<[?], offset: ?>>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %x, %s[%i] : memref<4xf32, strided<[?], offset: ?>>
    memref.store %x, %d[%i] : memref<?xf32>
  }
  memref.dealloc %a : memref<4xf32>
  return
}
"#,
        );
        let (f, l) = first_loop(&m);
        outline(&mut m, f, l, "f_nest0").expect("outlined");
        crate::verify::verify(&m).expect("valid IR");
        let text = crate::print::print_module(&m, Default::default());
        assert!(
            text.contains("call @f_nest0(%arg0, %alloc) : (f32, memref<4xf32>) -> ()"),
            "{text}"
        );
        assert!(
            text.contains("func.func private @f_nest0(%arg0: f32, %arg1: memref<4xf32>)"),
            "{text}"
        );
        // Each cast once inside, the second from the first.
        let inside = &text[text.find("@f_nest0(%arg0: f32").expect("the function")..];
        assert_eq!(inside.matches("memref.cast %arg1 ").count(), 1, "{text}");
        assert!(
            inside.contains("%cast_0 = memref.cast %cast : memref<?xf32> to"),
            "{text}"
        );
    }
}
