//! `drop-equivalent-buffer-results`: MLIR 22's pass that removes function results which are
//! always one of the function's own arguments (possibly through `memref.cast`s), so callers
//! use their operand instead of a returned alias and the deallocation passes see fewer
//! buffers crossing calls.
//!
//! ```mlir
//! func.func @f(%m: memref<4xf32>) -> memref<4xf32> {    func.func @f(%m: memref<4xf32>) {
//!   return %m : memref<4xf32>                     =>      return
//! }                                                     }
//! %r = call @f(%a) : (memref<4xf32>) -> memref<4xf32>   call @f(%a) : (memref<4xf32>) -> ()
//! "use"(%r)                                              "use"(%a)
//! ```
//!
//! Like MLIR 22: only private functions with a body are changed; a result is dropped when every
//! `return` gives the same argument for it (any result type qualifies); a call site whose
//! operand type differs from the dropped result's type gets a `memref.cast` after the new call.

use crate::diag::Diagnostic;
use crate::dialects::func::{
    attr_dicts, callee, entry, function_type, is_public, set_attr_dicts, set_function_type,
};
use crate::dialects::OpKind;
use crate::ir::{InsertPoint, Module, NamedAttr, OpId, OpSpec, ValueId};
use crate::transforms::buffer_results_to_out_params::functions;
use crate::transforms::ownership::build;
use crate::transforms::PassOptions;
use rustc_hash::FxHashMap;

/// Runs the pass on the top-level module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    if let Some((k, _)) = opts.first() {
        return Err(Diagnostic::error(
            None,
            format!("<Pass-Options-Parser>: no such option {k}"),
        ));
    }
    let Some(top) = m.top else { return Ok(()) };
    drop_results(m, top);
    Ok(())
}

/// The `func.return`s terminating the function's blocks.
fn returns(m: &Module, func: OpId) -> Vec<OpId> {
    let Some(&r) = m.op(func).regions.first() else {
        return Vec::new();
    };
    m.region_blocks(r)
        .filter_map(|b| m.terminator(b))
        .filter(|&t| m.op(t).kind == OpKind::Return)
        .collect()
}

/// `v` with `memref.cast`s looked through.
fn cast_source(m: &Module, mut v: ValueId) -> ValueId {
    while let Some(c) = m.defining_op(v).filter(|&c| m.op(c).kind == OpKind::Cast) {
        v = m.op(c).operands[0];
    }
    v
}

/// Drops the results equivalent to arguments from every function and its calls.
pub fn drop_results(m: &mut Module, top: OpId) {
    let funcs = functions(m, top);
    let by_name: FxHashMap<String, OpId> = funcs.iter().cloned().collect();
    let mut callers: FxHashMap<OpId, Vec<OpId>> = FxHashMap::default();
    m.walk_nested(top, &mut |o| {
        if m.op(o).kind == OpKind::Call {
            if let Some(f) = callee(m, o).and_then(|n| by_name.get(&n).copied()) {
                if !is_public(m, f) && entry(m, f).is_some() {
                    callers.entry(f).or_default().push(o);
                }
            }
        }
    });
    for (_, func) in funcs {
        let Some(entry) = entry(m, func) else {
            continue;
        };
        if is_public(m, func) {
            continue;
        }
        let rets = returns(m, func);
        if rets.is_empty() {
            continue;
        }
        let args = m.block(entry).args.clone();
        let n = function_type(m, func).1.len();
        // Result index -> argument index, for the results every return gives as one argument.
        let mut to_arg: FxHashMap<usize, usize> = FxHashMap::default();
        let mut kept_values: Vec<Vec<ValueId>> = vec![Vec::new(); rets.len()];
        for i in 0..n {
            let operands: Vec<ValueId> = rets.iter().map(|&r| m.op(r).operands[i]).collect();
            let same_arg = args
                .iter()
                .position(|&a| operands.iter().all(|&v| cast_source(m, v) == a));
            match same_arg {
                Some(a) => {
                    to_arg.insert(i, a);
                }
                None => {
                    for (k, v) in kept_values.iter_mut().zip(operands) {
                        k.push(v);
                    }
                }
            }
        }
        let (inputs, results) = function_type(m, func);
        let kept: Vec<usize> = (0..results.len())
            .filter(|i| !to_arg.contains_key(i))
            .collect();
        let res_attrs = attr_dicts(m, func, "res_attrs", results.len());
        set_function_type(m, func, inputs, kept.iter().map(|&i| results[i]).collect());
        set_attr_dicts(
            m,
            func,
            "res_attrs",
            kept.iter().map(|&i| res_attrs[i].clone()).collect(),
        );
        for (r, vals) in rets.into_iter().zip(kept_values) {
            m.set_operands(r, vals);
        }
        for call in callers.remove(&func).unwrap_or_default() {
            rewrite_call(m, call, &to_arg, &kept, &results);
        }
    }
}

/// Replaces a call by one without the dropped results; their uses take the call operands.
fn rewrite_call(
    m: &mut Module,
    call: OpId,
    to_arg: &FxHashMap<usize, usize>,
    kept: &[usize],
    results: &[crate::ir::TypeId],
) {
    let loc = m.op(call).loc.clone();
    let callee_attr = m.attr(call, "callee").cloned().expect("call has a callee");
    let spec = OpSpec {
        operands: m.op(call).operands.clone(),
        result_types: kept.iter().map(|&i| results[i]).collect(),
        props: vec![NamedAttr::new("callee", callee_attr)],
        ..OpSpec::new(m, OpKind::Call, loc.clone())
    };
    let new_call = m.insert_new_op(InsertPoint::Before(call), spec);
    let new_results = m.op(new_call).results.clone();
    let old_results = m.op(call).results.clone();
    let mut next = 0;
    let mut replacements: Vec<ValueId> = Vec::new();
    for (i, &old) in old_results.iter().enumerate() {
        match to_arg.get(&i) {
            None => {
                replacements.push(new_results[next]);
                next += 1;
            }
            Some(&a) => {
                let mut v = m.op(call).operands[a];
                let want = m.value_type(old);
                if m.value_type(v) != want {
                    let c = build::op(
                        m,
                        InsertPoint::Before(call),
                        OpKind::Cast,
                        vec![v],
                        vec![want],
                        vec![],
                        vec![],
                        &loc,
                    );
                    v = m.op(c).results[0];
                }
                replacements.push(v);
            }
        }
    }
    for (old, new) in old_results.into_iter().zip(replacements) {
        m.replace_all_uses(old, new);
    }
    m.erase_op(call);
}
