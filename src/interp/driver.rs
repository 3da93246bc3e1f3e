//! `bufjit run --engine=interp`: finds the entry point, checks it as mlir-runner (and the JIT
//! driver) does and interprets it. Errors come back typed ([`ExecError`]); the CLI prints them
//! and picks the exit status. Also [`run_to_string`], the in-process entry the differential
//! tests use.

use super::{Fault, Interp, Options, Val};
use crate::codegen::engine::RetVal;
use crate::codegen::types;
use crate::exec::{EntryResult, ExecError};
use crate::ir::{Attribute, Module, TypeData};
use bufjit_runtime::guard::Failure;

/// The interpreter thread's stack size.
const INTERP_STACK: usize = 8 << 30;

/// Interprets `@entry` (no arguments) and returns its results for printing, or why it could
/// not: diagnostics as code generation words them, runtime errors as the JIT reports them.
pub fn run_entry(
    m: &Module,
    entry: &str,
    result: EntryResult,
    opts: Options,
) -> Result<Vec<RetVal>, ExecError> {
    let llvm_entry = m.top_level_ops().into_iter().any(|o| {
        m.op(o).kind == crate::dialects::OpKind::LlvmFunc
            && matches!(m.attr(o, "sym_name"), Some(Attribute::String(n)) if n == entry)
    });
    if llvm_entry {
        return Err(ExecError::Invocation(
            "the interpreter does not run LLVM-dialect input: use --engine=jit".into(),
        ));
    }
    let mut it = Interp::new(m, opts).map_err(ExecError::Compile)?;
    let Some(f) = it.function(entry) else {
        return Err(ExecError::Invocation("entry point not found".into()));
    };
    let (inputs, results) = match m.attr(f, "function_type") {
        Some(Attribute::Type(t)) => match m.ty(*t) {
            TypeData::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => (vec![], vec![]),
        },
        _ => (vec![], vec![]),
    };
    if !inputs.is_empty() {
        return Err(ExecError::Invocation(
            "JIT can't invoke a main function expecting arguments".into(),
        ));
    }
    let kinds: Vec<_> = results.iter().map(|&t| types::scalar(m, t).ok()).collect();
    if !result.accepts(&kinds) {
        return Err(ExecError::Invocation(result.mismatch()));
    }
    // Interpreted calls nest several Rust frames per IR call: run on a thread whose stack
    // (reserved, not committed) is large enough for the recursion depths the JIT handles.
    let r = std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(INTERP_STACK)
            .spawn_scoped(s, || it.call(entry, vec![]))
            .map(|h| h.join())
    });
    let Ok(Ok(r)) = r else {
        return Err(ExecError::Internal(
            "internal error while interpreting the input".into(),
        ));
    };
    match r {
        Ok(vals) => Ok(vals
            .iter()
            .zip(&results)
            .filter_map(|(v, &t)| super::ret_val(m, t, v))
            .collect()),
        Err(Fault::Unsupported(d)) => Err(ExecError::Compile(vec![d])),
        Err(Fault::Trap(msg)) => Err(ExecError::Trap(Failure::RuntimeError(msg))),
    }
}

/// Interprets `@entry` of `m` in-process and returns what it printed, or the fault. The
/// program's output is captured (not written to stdout).
pub fn run_to_string(m: &Module, entry: &str) -> Result<String, Fault> {
    let mut it =
        Interp::new(m, Options::default()).map_err(|mut ds| Fault::Unsupported(ds.remove(0)))?;
    let (r, out) = bufjit_runtime::print::capture(|| it.call(entry, vec![]));
    let vals: Vec<Val> = r?;
    let _ = vals;
    Ok(String::from_utf8_lossy(&out).into_owned())
}
