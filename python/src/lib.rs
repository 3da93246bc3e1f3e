//! The `bufjit` Python package's native module (`bufjit._bufjit`): compile MLIR text with
//! bufjit's JIT, call kernels on numpy arrays without copying, and get the checked
//! allocator's findings (leaks, double frees, ...) and runtime failures as Python exceptions.
//!
//! * [`module`]: `compile`, `compile_file`, `Module`, `Function`, results as numpy arrays;
//! * [`args`]: Python arguments checked against the signatures of [`sig`];
//! * [`call`]: one checked call, without the GIL;
//! * [`errors`]: the exception classes.

mod args;
mod call;
mod errors;
mod module;
mod sig;

use bufjit_runtime::ViolationKind;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The checked allocator's totals for the process: a dict with `allocations`, `frees`,
/// `reallocs`, `bytes_allocated`, `bytes_freed`, `live_blocks`, `live_bytes`, `peak_bytes`,
/// `violations` (the number recorded) and `violation_counts` (by kind: `double_free`,
/// `invalid_free`, `interior_free`, `invalid_realloc`, `use_after_free`, `write_after_free`).
/// Leaked buffers stay live, so they show in `live_blocks` and `live_bytes`.
#[pyfunction]
fn report(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let s = py.allow_threads(call::stats);
    let d = PyDict::new(py);
    d.set_item("allocations", s.allocations)?;
    d.set_item("frees", s.frees)?;
    d.set_item("reallocs", s.reallocs)?;
    d.set_item("bytes_allocated", s.bytes_allocated)?;
    d.set_item("bytes_freed", s.bytes_freed)?;
    d.set_item("live_blocks", s.live_blocks)?;
    d.set_item("live_bytes", s.live_bytes)?;
    d.set_item("peak_bytes", s.peak_live_bytes)?;
    d.set_item("violations", s.total_violations())?;
    let counts = PyDict::new(py);
    for k in ViolationKind::ALL {
        if k != ViolationKind::Leak {
            counts.set_item(k.name(), s.violation_count(k))?;
        }
    }
    d.set_item("violation_counts", counts)?;
    Ok(d)
}

/// Compile MLIR kernels with bufjit and call them on numpy arrays, every call checked.
#[pymodule]
fn _bufjit(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(module::compile, m)?)?;
    m.add_function(wrap_pyfunction!(module::compile_file, m)?)?;
    m.add_function(wrap_pyfunction!(report, m)?)?;
    m.add_class::<module::Module>()?;
    m.add_class::<module::Function>()?;
    errors::register(m)?;
    Ok(())
}
