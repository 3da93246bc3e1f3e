//! `bufjit run --engine=interp`: finds the entry point, checks it as mlir-runner (and the JIT
//! driver) does, interprets it, and turns a runtime error into the JIT's message and exit
//! status. Also [`run_to_string`], the in-process entry the differential tests use.

use super::{Fault, Interp, Options, Val};
use crate::codegen::engine::RetVal;
use crate::codegen::rt::EXIT_RUNTIME_ERROR;
use crate::codegen::types::{self, Scalar};
use crate::ir::{Attribute, Module, TypeData};
use crate::tool::run::{EntryResult, EXIT_COMPILE_ERROR};

/// The interpreter thread's stack size.
const INTERP_STACK: usize = 8 << 30;

/// Interprets `@entry` (no arguments) and returns its results for printing, or the exit
/// status after reporting an error on stderr (diagnostics as code generation words them,
/// runtime errors as the JIT prints them).
pub fn run_entry(
    m: &Module,
    entry: &str,
    result: EntryResult,
    opts: Options,
    render: &dyn Fn(&[crate::diag::Diagnostic]),
) -> Result<Vec<RetVal>, i32> {
    let mut it = match Interp::new(m, opts) {
        Ok(i) => i,
        Err(ds) => {
            render(&ds);
            return Err(EXIT_COMPILE_ERROR);
        }
    };
    let Some(f) = it.function(entry) else {
        eprintln!("Error: entry point not found");
        return Err(EXIT_COMPILE_ERROR);
    };
    let (inputs, results) = match m.attr(f, "function_type") {
        Some(Attribute::Type(t)) => match m.ty(*t) {
            TypeData::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => (vec![], vec![]),
        },
        _ => (vec![], vec![]),
    };
    if !inputs.is_empty() {
        eprintln!("Error: JIT can't invoke a main function expecting arguments");
        return Err(EXIT_COMPILE_ERROR);
    }
    let kinds: Vec<Option<Scalar>> = results.iter().map(|&t| types::scalar(m, t).ok()).collect();
    let expected: &[Scalar] = match result {
        EntryResult::Void => &[],
        EntryResult::I32 => &[Scalar::I32],
        EntryResult::I64 => &[Scalar::I64],
        EntryResult::F32 => &[Scalar::F32],
        EntryResult::F64 => &[Scalar::F64],
    };
    let matches =
        kinds.len() == expected.len() && kinds.iter().zip(expected).all(|(k, e)| *k == Some(*e));
    let index_ok = result == EntryResult::I64 && kinds == [Some(Scalar::Index)];
    if !matches && !index_ok {
        let msg = match result {
            EntryResult::Void => "expected void function".to_string(),
            r => format!(
                "only single {} function result supported",
                format!("{r:?}").to_lowercase()
            ),
        };
        eprintln!("Error: {msg}");
        return Err(EXIT_COMPILE_ERROR);
    }
    // Interpreted calls nest several Rust frames per IR call: run on a thread whose stack
    // (reserved, not committed) is large enough for the recursion depths the JIT handles.
    let r = std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(INTERP_STACK)
            .spawn_scoped(s, || it.call(entry, vec![]))
            .map(|h| h.join())
    });
    let r = match r {
        Ok(Ok(r)) => r,
        _ => {
            eprintln!("error: internal error while interpreting the input");
            return Err(EXIT_COMPILE_ERROR);
        }
    };
    match r {
        Ok(vals) => Ok(vals
            .iter()
            .zip(&results)
            .filter_map(|(v, &t)| super::ret_val(m, t, v))
            .collect()),
        Err(Fault::Unsupported(d)) => {
            render(&[d]);
            Err(EXIT_COMPILE_ERROR)
        }
        Err(Fault::Trap(msg)) => {
            bufjit_runtime::print::flush();
            eprintln!("{msg}");
            Err(EXIT_RUNTIME_ERROR)
        }
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
