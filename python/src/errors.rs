//! The exception classes the Python package raises.
//!
//! Everything bufjit raises on its own derives from `bufjit.Error`: compile failures
//! (`CompileError`), failures of generated code at run time (`RuntimeFailure`), and memory
//! violations found by the checked allocator (`MemoryViolation` and one subclass per kind).
//! Argument mistakes are ordinary `TypeError`s and `ValueError`s, raised before anything runs.

use bufjit_runtime::ViolationKind;
use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::PyDict;

create_exception!(
    bufjit,
    Error,
    PyException,
    "Base class of every error bufjit raises itself."
);
create_exception!(
    bufjit,
    CompileError,
    Error,
    "The source did not parse, verify or go through the pass pipeline.\n\n\
     The message is the MLIR-style diagnostic text (`filename:line:col: error: ...`)."
);
create_exception!(
    bufjit,
    RuntimeFailure,
    Error,
    "The kernel failed while running: a failed `cf.assert`, an integer division by zero,\n\
     a stack overflow or a wild memory access. The message is the runtime's; the process\n\
     keeps running and the next call works. `kind` is `runtime_error`, `stack_overflow`\n\
     or `wild_access`."
);
create_exception!(
    bufjit,
    MemoryViolation,
    Error,
    "The call broke the allocation contract (checked by bufjit's allocator).\n\n\
     The message names each IR site (`file:line:col: op`). Attributes: `kind` (the first\n\
     violation's kind, e.g. `double_free`), `site` (`file:line:col`), `op` (the op's text)\n\
     and `violations` (a list of dicts with `kind`, `site`, `op` and `message`)."
);
create_exception!(
    bufjit,
    LeakError,
    MemoryViolation,
    "The call allocated a buffer it neither freed nor returned (`site` is the allocation)."
);
create_exception!(
    bufjit,
    DoubleFreeError,
    MemoryViolation,
    "The call freed a buffer that was already freed; the second free was refused."
);
create_exception!(
    bufjit,
    InvalidFreeError,
    MemoryViolation,
    "The call freed a pointer the checked allocator never handed out (a stack buffer,\n\
     a global, foreign memory); the free was refused."
);
create_exception!(
    bufjit,
    InteriorFreeError,
    MemoryViolation,
    "The call freed a pointer into the middle of a live buffer; the free was refused."
);
create_exception!(
    bufjit,
    InvalidReallocError,
    MemoryViolation,
    "The call reallocated a freed, interior or never-allocated pointer; refused."
);
create_exception!(
    bufjit,
    UseAfterFreeError,
    MemoryViolation,
    "The call read a buffer after freeing it (detected with `check_bounds=True`)."
);
create_exception!(
    bufjit,
    WriteAfterFreeError,
    MemoryViolation,
    "The call wrote to a buffer after freeing it (detected with `check_bounds=True`)."
);

/// One problem a checked call found, in reporting order.
#[derive(Clone, Debug)]
pub struct Problem {
    /// What went wrong.
    pub kind: ViolationKind,
    /// The IR location (`file:line:col`) of the offending op.
    pub site: String,
    /// The offending op's text.
    pub op: String,
    /// One line saying what happened, naming the sites.
    pub message: String,
}

/// The exception for `problems` (the first decides the class), with its attributes set.
pub fn violation_error(py: Python<'_>, function: &str, problems: &[Problem]) -> PyErr {
    let first = &problems[0];
    let mut msg = format!("@{function}: {}", first.message);
    for p in &problems[1..] {
        msg.push_str("\n  also: ");
        msg.push_str(&p.message);
    }
    let err = match first.kind {
        ViolationKind::Leak => LeakError::new_err(msg),
        ViolationKind::DoubleFree => DoubleFreeError::new_err(msg),
        ViolationKind::InvalidFree => InvalidFreeError::new_err(msg),
        ViolationKind::InteriorFree => InteriorFreeError::new_err(msg),
        ViolationKind::InvalidRealloc => InvalidReallocError::new_err(msg),
        ViolationKind::UseAfterFree => UseAfterFreeError::new_err(msg),
        ViolationKind::WriteAfterFree => WriteAfterFreeError::new_err(msg),
    };
    let attrs = || -> PyResult<()> {
        let value = err.value(py);
        value.setattr("kind", first.kind.name())?;
        value.setattr("site", &first.site)?;
        value.setattr("op", &first.op)?;
        let list = problems
            .iter()
            .map(|p| {
                let d = PyDict::new(py);
                d.set_item("kind", p.kind.name())?;
                d.set_item("site", &p.site)?;
                d.set_item("op", &p.op)?;
                d.set_item("message", &p.message)?;
                Ok(d)
            })
            .collect::<PyResult<Vec<_>>>()?;
        value.setattr("violations", list)?;
        Ok(())
    };
    match attrs() {
        Ok(()) => err,
        Err(e) => e,
    }
}

/// The `RuntimeFailure` for a failed call.
pub fn runtime_error(py: Python<'_>, f: &bufjit_runtime::guard::Failure) -> PyErr {
    use bufjit_runtime::guard::Failure;
    let err = RuntimeFailure::new_err(f.message());
    let kind = match f {
        Failure::RuntimeError(_) => "runtime_error",
        Failure::StackOverflow { .. } => "stack_overflow",
        Failure::WildAccess { .. } => "wild_access",
    };
    match err.value(py).setattr("kind", kind) {
        Ok(()) => err,
        Err(e) => e,
    }
}

/// Adds the exception classes to the extension module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("Error", py.get_type::<Error>())?;
    m.add("CompileError", py.get_type::<CompileError>())?;
    m.add("RuntimeFailure", py.get_type::<RuntimeFailure>())?;
    m.add("MemoryViolation", py.get_type::<MemoryViolation>())?;
    m.add("LeakError", py.get_type::<LeakError>())?;
    m.add("DoubleFreeError", py.get_type::<DoubleFreeError>())?;
    m.add("InvalidFreeError", py.get_type::<InvalidFreeError>())?;
    m.add("InteriorFreeError", py.get_type::<InteriorFreeError>())?;
    m.add("InvalidReallocError", py.get_type::<InvalidReallocError>())?;
    m.add("UseAfterFreeError", py.get_type::<UseAfterFreeError>())?;
    m.add("WriteAfterFreeError", py.get_type::<WriteAfterFreeError>())?;
    Ok(())
}
