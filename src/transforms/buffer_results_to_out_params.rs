//! `buffer-results-to-out-params`: MLIR 22's calling-convention conversion that turns memref
//! results of (private, defined) functions into trailing out-param arguments the caller
//! allocates, so buffers no longer cross function boundaries as results.
//!
//! ```mlir
//! func.func private @f() -> memref<4xf32> {    func.func private @f(%arg0: memref<4xf32>) {
//!   %alloc = memref.alloc() : memref<4xf32>      %alloc = memref.alloc() : memref<4xf32>
//!   return %alloc : memref<4xf32>          =>    memref.copy %alloc, %arg0 : ...
//! }                                              return
//!                                              }
//! %0 = call @f() : () -> memref<4xf32>         %alloc = memref.alloc() : memref<4xf32>
//!                                              call @f(%alloc) : (memref<4xf32>) -> ()
//! ```
//!
//! Options (MLIR's): `add-result-attr` marks each new argument `{bufferize.result}`;
//! `hoist-static-allocs` replaces a returned statically shaped allocation by the out-param
//! instead of copying; `hoist-dynamic-allocs` does the same for dynamic shapes whose sizes are
//! function arguments, and the call site allocates with the matching call operands;
//! `modify-public-functions` also converts public functions (and their calls).
//!
//! Refusals, with mlir-opt's messages: a result layout that is neither identity nor fully
//! dynamic (on the function), and a dynamically shaped result whose size the call site cannot
//! know (on the call). One deliberate difference: MLIR 22 crashes when a hoisted allocation is
//! returned twice (`return %a, %a`); here the second out-param is copied from the first, as
//! later MLIR does.

use crate::diag::Diagnostic;
use crate::dialects::func::{
    attr_dicts, callee, entry, function_type, is_public, set_attr_dicts, set_function_type,
    sym_name,
};
use crate::dialects::OpKind;
use crate::ir::{
    Attribute, InsertPoint, Layout, Module, NamedAttr, OpId, OpSpec, TypeData, TypeId, ValueId,
    DYNAMIC,
};
use crate::transforms::ownership::build;
use crate::transforms::PassOptions;
use rustc_hash::FxHashMap;

/// The pass options.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// `add-result-attr`.
    pub add_result_attr: bool,
    /// `hoist-static-allocs`.
    pub hoist_static_allocs: bool,
    /// `hoist-dynamic-allocs`.
    pub hoist_dynamic_allocs: bool,
    /// `modify-public-functions`.
    pub modify_public_functions: bool,
}

/// Parses the pass options.
pub fn parse_options(opts: &PassOptions) -> Result<Options, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(opts, "buffer-results-to-out-params", Wording::Mlir);
    let o = Options {
        add_result_attr: r.flag("add-result-attr", false),
        hoist_static_allocs: r.flag("hoist-static-allocs", false),
        hoist_dynamic_allocs: r.flag("hoist-dynamic-allocs", false),
        modify_public_functions: r.flag("modify-public-functions", false),
    };
    r.finish()?;
    Ok(o)
}

/// Runs the pass on the top-level module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    let Some(top) = m.top else { return Ok(()) };
    promote_results(m, top, o)
}

/// The memref type data of `t`, if it is a ranked memref.
fn memref_parts(m: &Module, t: TypeId) -> Option<(Vec<i64>, TypeId, Layout, Option<Attribute>)> {
    match m.ty(t) {
        TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some((shape.clone(), *elem, layout.clone(), memory_space.clone())),
        _ => None,
    }
}

/// True for a layout every buffer can be cast to: all strides and the offset dynamic.
fn is_fully_dynamic(layout: &Layout) -> bool {
    match layout {
        Layout::Strided { strides, offset } => {
            *offset == DYNAMIC && strides.iter().all(|&s| s == DYNAMIC)
        }
        _ => false,
    }
}

/// True if `v` is the result of an op with MLIR's `AllocationOpInterface`.
fn is_allocation(m: &Module, v: ValueId) -> bool {
    m.defining_op(v).is_some_and(|o| {
        matches!(
            m.op(o).kind,
            OpKind::Alloc | OpKind::Alloca | OpKind::Realloc | OpKind::Clone
        )
    })
}

/// The top-level functions of the module, by name.
pub fn functions(m: &Module, top: OpId) -> Vec<(String, OpId)> {
    let Some(&r) = m.op(top).regions.first() else {
        return Vec::new();
    };
    m.region_blocks(r)
        .flat_map(|b| m.block_ops(b))
        .filter(|&o| m.op(o).kind == OpKind::Func)
        .filter_map(|o| sym_name(m, o).map(|n| (n.to_string(), o)))
        .collect()
}

/// Creates `memref.alloc(sizes) : t` at `ip`.
pub fn alloc(
    m: &mut Module,
    ip: InsertPoint,
    t: TypeId,
    sizes: Vec<ValueId>,
    loc: &crate::ir::Location,
) -> ValueId {
    let seg = build::segments(m, &[sizes.len(), 0]);
    let o = build::op(
        m,
        ip,
        OpKind::Alloc,
        sizes,
        vec![t],
        vec![NamedAttr::new("operandSegmentSizes", seg)],
        vec![],
        loc,
    );
    m.op(o).results[0]
}

/// Rewrites the module's functions and calls.
pub fn promote_results(m: &mut Module, top: OpId, o: Options) -> Result<(), Diagnostic> {
    let funcs = functions(m, top);
    // Per converted function, the callee arguments giving each hoisted dynamic result's sizes.
    let mut dyn_sizes: FxHashMap<OpId, Vec<Vec<ValueId>>> = FxHashMap::default();
    for &(_, func) in &funcs {
        let Some(entry) = entry(m, func) else {
            continue;
        };
        if is_public(m, func) && !o.modify_public_functions {
            continue;
        }
        let appended = update_func(m, func, entry, o)?;
        update_returns(m, func, &appended, o, &mut dyn_sizes);
    }
    update_calls(m, top, &funcs, &dyn_sizes, o)
}

/// Moves memref results to new trailing arguments; returns the new entry-block arguments.
fn update_func(
    m: &mut Module,
    func: OpId,
    entry: crate::ir::BlockId,
    o: Options,
) -> Result<Vec<ValueId>, Diagnostic> {
    let (inputs, results) = function_type(m, func);
    let mut erased = Vec::new();
    for (i, &t) in results.iter().enumerate() {
        if let Some((_, _, layout, _)) = memref_parts(m, t) {
            if layout != Layout::Identity && !is_fully_dynamic(&layout) {
                return Err(Diagnostic::on_op(
                    m,
                    func,
                    "cannot create out param for result with unsupported layout",
                ));
            }
            erased.push(i);
        }
    }
    let mut arg_attrs = attr_dicts(m, func, "arg_attrs", inputs.len());
    let res_attrs = attr_dicts(m, func, "res_attrs", results.len());
    for &i in &erased {
        let mut d = res_attrs[i].clone();
        if o.add_result_attr && !d.iter().any(|a| a.name == "bufferize.result") {
            // Dictionaries keep their entries sorted by name.
            let at = d.partition_point(|a| a.name.as_str() < "bufferize.result");
            d.insert(at, NamedAttr::new("bufferize.result", Attribute::Unit));
        }
        arg_attrs.push(d);
    }
    let mut new_inputs = inputs.clone();
    new_inputs.extend(erased.iter().map(|&i| results[i]));
    let kept: Vec<usize> = (0..results.len()).filter(|i| !erased.contains(i)).collect();
    let new_results = kept.iter().map(|&i| results[i]).collect();
    set_function_type(m, func, new_inputs, new_results);
    set_attr_dicts(m, func, "arg_attrs", arg_attrs);
    set_attr_dicts(
        m,
        func,
        "res_attrs",
        kept.iter().map(|&i| res_attrs[i].clone()).collect(),
    );
    let loc = m.op(func).loc.clone();
    Ok(erased
        .iter()
        .map(|&i| m.add_block_arg(entry, results[i], Some(loc.clone())))
        .collect())
}

/// Turns every `return` of the function into copies into the out-params (or, with the hoist
/// options, makes the returned allocation the out-param).
fn update_returns(
    m: &mut Module,
    func: OpId,
    appended: &[ValueId],
    o: Options,
    dyn_sizes: &mut FxHashMap<OpId, Vec<Vec<ValueId>>>,
) {
    let Some(entry) = entry(m, func) else { return };
    let args = m.block(entry).args.clone();
    let mut returns = Vec::new();
    m.walk_nested(func, &mut |op| {
        if m.op(op).kind == OpKind::Return {
            returns.push(op);
        }
    });
    for ret in returns {
        let loc = m.op(ret).loc.clone();
        let (memrefs, keep): (Vec<ValueId>, Vec<ValueId>) = m
            .op(ret)
            .operands
            .iter()
            .partition(|&&v| matches!(m.ty(m.value_type(v)), TypeData::MemRef { .. }));
        let mut sizes = Vec::new();
        let mut erased: Vec<OpId> = Vec::new();
        let mut hoisted: FxHashMap<ValueId, ValueId> = FxHashMap::default();
        for (&orig, &arg) in memrefs.iter().zip(appended) {
            let is_static = memref_parts(m, m.value_type(orig))
                .is_some_and(|(shape, ..)| !shape.contains(&DYNAMIC));
            let hoist =
                (o.hoist_static_allocs && is_static) || (o.hoist_dynamic_allocs && !is_static);
            if let Some(&first) = hoisted.get(&orig) {
                copy(m, InsertPoint::Before(ret), first, arg, &loc);
            } else if hoist && is_allocation(m, orig) {
                hoisted.insert(orig, arg);
                m.replace_all_uses(orig, arg);
                let def = m.defining_op(orig).expect("allocation result");
                if o.hoist_dynamic_allocs && !is_static {
                    sizes.push(dynamic_size(m, def, &args));
                }
                if !erased.contains(&def) {
                    erased.push(def);
                }
            } else {
                copy(m, InsertPoint::Before(ret), orig, arg, &loc);
            }
        }
        build::op(
            m,
            InsertPoint::Before(ret),
            OpKind::Return,
            keep,
            vec![],
            vec![],
            vec![],
            &loc,
        );
        m.erase_op(ret);
        for def in erased {
            m.erase_op(def);
        }
        dyn_sizes.entry(func).or_insert(sizes);
    }
}

/// `getDynamicSize`: the function arguments an allocation's index operands are, or nothing if
/// one of them is not a function argument.
fn dynamic_size(m: &Module, alloc: OpId, args: &[ValueId]) -> Vec<ValueId> {
    let mut out = Vec::new();
    for &s in &m.op(alloc).operands {
        if m.ty(m.value_type(s)) != &TypeData::Index {
            continue;
        }
        if !args.contains(&s) {
            return Vec::new();
        }
        out.push(s);
    }
    out
}

fn copy(m: &mut Module, ip: InsertPoint, from: ValueId, to: ValueId, loc: &crate::ir::Location) {
    build::op(
        m,
        ip,
        OpKind::Copy,
        vec![from, to],
        vec![],
        vec![],
        vec![],
        loc,
    );
}

/// Rewrites the calls of converted functions: allocate each out-param before the call (cast to
/// the result's layout when it is not the identity) and pass it.
fn update_calls(
    m: &mut Module,
    top: OpId,
    funcs: &[(String, OpId)],
    dyn_sizes: &FxHashMap<OpId, Vec<Vec<ValueId>>>,
    o: Options,
) -> Result<(), Diagnostic> {
    let by_name: FxHashMap<&str, OpId> = funcs.iter().map(|(n, f)| (n.as_str(), *f)).collect();
    let mut calls = Vec::new();
    m.walk_nested(top, &mut |op| {
        if m.op(op).kind == OpKind::Call {
            calls.push(op);
        }
    });
    // Like MLIR, a failing call is reported and the walk goes on; all errors are returned
    // together (later ones chained after the first).
    let mut errors: Vec<Diagnostic> = Vec::new();
    'calls: for call in calls {
        let name = callee(m, call).unwrap_or_default();
        let Some(&func) = by_name.get(name.as_str()) else {
            errors.push(Diagnostic::on_op(
                m,
                call,
                format!("cannot find callee '@{name}' in symbol table"),
            ));
            continue;
        };
        if (is_public(m, func) && !o.modify_public_functions) || entry(m, func).is_none() {
            continue;
        }
        let loc = m.op(call).loc.clone();
        let ip = InsertPoint::Before(call);
        let results = m.op(call).results.clone();
        let sizes = dyn_sizes.get(&func).cloned().unwrap_or_default();
        let callee_args = m.block(entry(m, func).expect("defined")).args.clone();
        let mut dyn_index = 0;
        let mut out_params = Vec::new();
        let mut kept = Vec::new();
        for &r in &results {
            let t = m.value_type(r);
            let Some((shape, elem, layout, memory_space)) = memref_parts(m, t) else {
                kept.push(r);
                continue;
            };
            let is_static = !shape.contains(&DYNAMIC);
            let mut size = sizes.get(dyn_index).cloned().unwrap_or_default();
            if !is_static && size.is_empty() {
                errors.push(Diagnostic::on_op(
                    m,
                    call,
                    "cannot create out param for dynamically shaped result",
                ));
                continue 'calls;
            }
            if is_static {
                size.clear();
            } else {
                dyn_index += 1;
                // Map the callee's size arguments to the call's operands.
                let operands = m.op(call).operands.clone();
                size = size
                    .iter()
                    .flat_map(|s| {
                        operands
                            .iter()
                            .zip(&callee_args)
                            .filter(move |(_, a)| *a == s)
                            .map(|(&op, _)| op)
                    })
                    .collect();
            }
            let alloc_t = m.intern_type(TypeData::MemRef {
                shape,
                elem,
                layout: Layout::Identity,
                memory_space,
            });
            let mut out = alloc(m, ip, alloc_t, size, &loc);
            if layout != Layout::Identity {
                let c = build::op(
                    m,
                    ip,
                    OpKind::Cast,
                    vec![out],
                    vec![t],
                    vec![],
                    vec![],
                    &loc,
                );
                out = m.op(c).results[0];
            }
            m.replace_all_uses(r, out);
            out_params.push(out);
        }
        let mut operands = m.op(call).operands.clone();
        operands.extend(out_params);
        let callee_attr = m.attr(call, "callee").cloned().expect("call has a callee");
        let spec = OpSpec {
            operands,
            result_types: kept.iter().map(|&v| m.value_type(v)).collect(),
            props: vec![NamedAttr::new("callee", callee_attr)],
            ..OpSpec::new(m, OpKind::Call, loc.clone())
        };
        let new_call = m.insert_new_op(ip, spec);
        let new_results = m.op(new_call).results.clone();
        for (old, new) in kept.into_iter().zip(new_results) {
            m.replace_all_uses(old, new);
        }
        m.erase_op(call);
    }
    let mut errors = errors.into_iter();
    match errors.next() {
        None => Ok(()),
        Some(mut first) => {
            first.notes.extend(errors);
            Err(first)
        }
    }
}
