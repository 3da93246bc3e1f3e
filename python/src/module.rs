//! `bufjit.compile`, `bufjit.Module` and `bufjit.Function`: compiling MLIR text the way
//! `bufjit run` does (parse, verify, optional bounds checks, the `--pipeline`, the JIT), and
//! calling the result from Python with the GIL released.

use crate::args::{convert, Passed, RawArg};
use crate::call::{checked_call, Out, Outcome, ScalarOut, SendJit, SendMemRef, View};
use crate::errors::{runtime_error, violation_error, CompileError};
use crate::sig::{signatures, typestr, FuncSig};
use bufjit::codegen::{CodegenOptions, OptLevel};
use bufjit::diag::{Diagnostic, Source};
use bufjit::Jit;
use pyo3::exceptions::{PyAttributeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use pyo3::IntoPyObjectExt;

/// Quarantine size once a module is compiled with `check_bounds=True` (as `bufjit run`).
const QUARANTINE_BYTES: usize = 64 << 20;

fn build(
    text: &str,
    name: &str,
    pipeline: &str,
    opt_level: u32,
    check_bounds: bool,
    threads: u64,
) -> Result<(SendJit, Vec<FuncSig>), String> {
    let src = Source {
        name,
        text,
        first_line: 1,
    };
    let render = |diags: &[Diagnostic]| {
        let mut out = String::new();
        for d in diags {
            src.render(d, &mut out);
        }
        out.trim_end().to_string()
    };
    let mut m = bufjit::parse::Parser::new(text, name, 1)
        .parse_module()
        .map_err(|d| render(&[d]))?;
    bufjit::verify::verify(&m).map_err(|d| render(&d))?;
    if check_bounds {
        bufjit::transforms::runtime_verification::run_on_module(&mut m);
    }
    let (mut passes, _) = bufjit::tool::run::resolve_pipeline(pipeline, &m, None)
        .map_err(|e| format!("{name}: error: invalid pipeline '{pipeline}': {e}"))?;
    if threads > 1 {
        bufjit::transforms::pipeline::mark_parallel_loops(&mut passes);
    }
    if !passes.is_empty() {
        bufjit::transforms::run_pipeline(&mut m, &passes).map_err(|d| render(&[d]))?;
        bufjit::verify::verify(&m).map_err(|d| render(&d))?;
    }
    let opts = CodegenOptions {
        opt_level: OptLevel::from_level(opt_level),
        verify: false,
        check_freed_memory: check_bounds,
        unchecked_alloc: false,
        assert_continues: false,
        threads,
        ..CodegenOptions::default()
    };
    if check_bounds {
        let t = bufjit_runtime::global();
        if t.quarantine_bytes() < QUARANTINE_BYTES {
            t.set_quarantine_bytes(QUARANTINE_BYTES);
        }
    }
    let jit = Jit::compile(&m, &opts).map_err(|d| render(&d))?;
    let sigs = signatures(&m, &jit.function_names());
    Ok((SendJit(jit), sigs))
}

/// Compiles MLIR text to native code and returns a `Module`.
///
/// `pipeline` is what `bufjit run --pipeline` takes: `"auto"` (insert deallocations if the
/// input allocates and never deallocates, else run it as given), `"none"`, `"default"`,
/// `"clone"` or a textual pass pipeline. `opt_level` is 0 to 3. `check_bounds=True` adds
/// run-time checks of every access and view (out of bounds is a `RuntimeFailure`) and reports
/// uses of freed buffers. Parse, verification and pipeline errors raise `CompileError` with
/// the MLIR-style diagnostics (`filename:line:col: error: ...`). `threads` is what `bufjit run
/// --threads` takes: above 1, the outermost parallel loops run on that many threads (the
/// results do not depend on it).
#[pyfunction]
#[pyo3(signature = (source, *, filename = "<string>", pipeline = "auto", opt_level = 2, check_bounds = false, threads = 1))]
pub fn compile(
    py: Python<'_>,
    source: &str,
    filename: &str,
    pipeline: &str,
    opt_level: u32,
    check_bounds: bool,
    threads: u64,
) -> PyResult<Module> {
    if opt_level > 3 {
        return Err(PyValueError::new_err(format!(
            "opt_level must be 0, 1, 2 or 3, not {opt_level}"
        )));
    }
    let threads = bufjit::tool::options::parse_threads(&threads.to_string())
        .map_err(|e| PyValueError::new_err(format!("threads: {e}, not {threads}")))?;
    let (jit, sigs) = py
        .allow_threads(|| build(source, filename, pipeline, opt_level, check_bounds, threads))
        .map_err(CompileError::new_err)?;
    Ok(Module {
        jit,
        sigs,
        filename: filename.to_string(),
    })
}

/// Reads an MLIR file and compiles it like `compile`; diagnostics name the file (`filename`
/// if given, else the path as passed).
#[pyfunction]
#[pyo3(signature = (path, *, filename = None, pipeline = "auto", opt_level = 2, check_bounds = false, threads = 1))]
pub fn compile_file(
    py: Python<'_>,
    path: std::path::PathBuf,
    filename: Option<String>,
    pipeline: &str,
    opt_level: u32,
    check_bounds: bool,
    threads: u64,
) -> PyResult<Module> {
    let text = std::fs::read_to_string(&path)?;
    let name = filename.unwrap_or_else(|| path.display().to_string());
    compile(py, &text, &name, pipeline, opt_level, check_bounds, threads)
}

/// A compiled MLIR module.
///
/// Call a public function with `module.call("name", *args)` or `module.name(*args)`.
/// Memref arguments are numpy arrays of the matching dtype and rank, passed without copying;
/// scalar arguments are `int`, `float` or `bool`. A call returns `None`, a scalar, a numpy
/// array (memref results own their buffer) or a tuple of these. Every call is checked: a
/// leak or bad free raises a `MemoryViolation` subclass, a failure at run time raises
/// `RuntimeFailure`. The GIL is released while native code runs (calls from several threads
/// work; they run one at a time, so each is checked alone).
#[pyclass(frozen, module = "bufjit", name = "Module")]
pub struct Module {
    jit: SendJit,
    sigs: Vec<FuncSig>,
    filename: String,
}

/// A public function of a `Module`, bound to it: call it like a Python function.
#[pyclass(frozen, module = "bufjit", name = "Function")]
pub struct Function {
    module: Py<Module>,
    index: usize,
}

/// Owns a buffer a call returned; freed through the checked allocator when the last array
/// viewing it is collected.
#[pyclass(frozen, module = "bufjit", name = "_Buffer")]
pub struct Buffer {
    mem: std::sync::Mutex<Option<SendMemRef>>,
}

impl Drop for Buffer {
    fn drop(&mut self) {
        let m = self.mem.get_mut().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(m) = m {
            crate::call::release(m);
        }
    }
}

/// The numpy array interface of one returned view; `numpy.asarray` of it is the result array,
/// whose `.base` keeps it (and through it the owner) alive.
#[pyclass(frozen, module = "bufjit", name = "_View")]
pub struct ArrayView {
    owner: PyObject,
    iface: Py<PyDict>,
}

#[pymethods]
impl ArrayView {
    /// The numpy array interface (version 3).
    #[getter(__array_interface__)]
    fn array_interface(&self, py: Python<'_>) -> Py<PyDict> {
        self.iface.clone_ref(py)
    }

    /// What keeps the memory alive (a `_Buffer` or an argument array).
    #[getter]
    fn owner(&self, py: Python<'_>) -> PyObject {
        self.owner.clone_ref(py)
    }
}

fn array_from_view(py: Python<'_>, v: &View, owner: PyObject) -> PyResult<PyObject> {
    let np = PyModule::import(py, "numpy")?;
    let shape = PyTuple::new(py, &v.sizes)?;
    if v.len() == 0 {
        return Ok(np.call_method1("empty", (shape, typestr(v.elem)))?.unbind());
    }
    let size = v.elem.bytes();
    let strides = PyTuple::new(py, v.strides.iter().map(|s| s * size))?;
    let iface = PyDict::new(py);
    iface.set_item("version", 3)?;
    iface.set_item("shape", shape)?;
    iface.set_item("typestr", typestr(v.elem))?;
    iface.set_item("data", (v.data(), false))?;
    iface.set_item("strides", strides)?;
    let view = Py::new(
        py,
        ArrayView {
            owner,
            iface: iface.unbind(),
        },
    )?;
    Ok(np.call_method1("asarray", (view,))?.unbind())
}

fn to_python(py: Python<'_>, outs: Vec<Out>, args: &[Passed]) -> PyResult<PyObject> {
    let mut owners: Vec<Option<PyObject>> = Vec::with_capacity(outs.len());
    let mut values: Vec<PyObject> = Vec::with_capacity(outs.len());
    for out in outs {
        let (value, owner) = match out {
            Out::Scalar(s) => (
                match s {
                    ScalarOut::Bool(b) => b.into_py_any(py)?,
                    ScalarOut::Int(i) => i.into_py_any(py)?,
                    ScalarOut::Float(f) => f.into_py_any(py)?,
                    ScalarOut::Unranked(rank, d) => (rank, d).into_py_any(py)?,
                },
                None,
            ),
            Out::Owned(v, m) => {
                let buf: PyObject = Py::new(
                    py,
                    Buffer {
                        mem: std::sync::Mutex::new(Some(m)),
                    },
                )?
                .into_any();
                (array_from_view(py, &v, buf.clone_ref(py))?, Some(buf))
            }
            Out::Alias(v, j) => {
                let owner = owners[j]
                    .as_ref()
                    .map(|o| o.clone_ref(py))
                    .unwrap_or_else(|| py.None());
                (array_from_view(py, &v, owner)?, None)
            }
            Out::ArgView(v, k) => (array_from_view(py, &v, args[k].data.clone_ref(py))?, None),
            Out::Copied(v, bytes) => {
                let np = PyModule::import(py, "numpy")?;
                let data = pyo3::types::PyByteArray::new(py, &bytes);
                let flat = np.call_method1("frombuffer", (data, typestr(v.elem)))?;
                let shape = PyTuple::new(py, &v.sizes)?;
                (flat.call_method1("reshape", (shape,))?.unbind(), None)
            }
        };
        values.push(value);
        owners.push(owner);
    }
    Ok(match values.len() {
        0 => py.None(),
        1 => values.pop().expect("one value"),
        _ => PyTuple::new(py, values)?.into_any().unbind(),
    })
}

impl Module {
    fn index_of(&self, name: &str) -> Option<usize> {
        self.sigs.iter().position(|s| s.name == name)
    }

    fn invoke(
        &self,
        py: Python<'_>,
        index: usize,
        args: &Bound<'_, PyTuple>,
    ) -> PyResult<PyObject> {
        let sig = &self.sigs[index];
        if args.len() != sig.inputs.len() {
            return Err(PyTypeError::new_err(format!(
                "@{} takes {} argument{} ({}), {} given",
                sig.name,
                sig.inputs.len(),
                if sig.inputs.len() == 1 { "" } else { "s" },
                sig.text(),
                args.len()
            )));
        }
        let passed = args
            .iter()
            .zip(&sig.inputs)
            .enumerate()
            .map(|(i, (a, p))| convert(&a, p, i, &sig.name))
            .collect::<PyResult<Vec<Passed>>>()?;
        let raws: Vec<RawArg> = passed.iter().map(|p| p.raw.clone()).collect();
        let name = sig.name.as_str();
        let jit = &self.jit;
        let outcome = py
            .allow_threads(|| checked_call(&jit.0, name, &raws))
            .map_err(PyTypeError::new_err)?;
        // Contiguous copies go back into the arrays given (whatever the outcome: the kernel
        // may have written before it failed).
        let np = PyModule::import(py, "numpy")?;
        for p in &passed {
            if let Some(orig) = &p.copy_back {
                np.call_method1("copyto", (orig, &p.data))?;
            }
        }
        match outcome {
            Outcome::Ok(outs) => to_python(py, outs, &passed),
            Outcome::Runtime(f) => Err(runtime_error(py, &f)),
            Outcome::Violations(p) => Err(violation_error(py, name, &p)),
        }
    }
}

#[pymethods]
impl Module {
    /// Calls the public function `name` with `args` (see the class doc). Raises `ValueError`
    /// if there is no such function.
    #[pyo3(signature = (name, *args))]
    fn call(&self, py: Python<'_>, name: &str, args: &Bound<'_, PyTuple>) -> PyResult<PyObject> {
        let Some(i) = self.index_of(name) else {
            return Err(PyValueError::new_err(format!(
                "no public function @{name} in {} (functions: {})",
                self.filename,
                self.names().join(", ")
            )));
        };
        self.invoke(py, i, args)
    }

    /// The public functions and their MLIR signatures, in source order:
    /// `{"matmul": "(memref<?x?xf32>, memref<?x?xf32>) -> memref<?x?xf32>", ...}`.
    #[getter]
    fn functions<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for s in &self.sigs {
            d.set_item(&s.name, s.text())?;
        }
        Ok(d)
    }

    /// The file name diagnostics and IR sites use.
    #[getter]
    fn filename(&self) -> &str {
        &self.filename
    }

    fn __getattr__(slf: &Bound<'_, Self>, name: &str) -> PyResult<Function> {
        match slf.get().index_of(name) {
            Some(index) => Ok(Function {
                module: slf.clone().unbind(),
                index,
            }),
            None => Err(PyAttributeError::new_err(format!(
                "'bufjit.Module' object has no attribute or public function '{name}'"
            ))),
        }
    }

    fn __dir__(slf: &Bound<'_, Self>) -> PyResult<Vec<String>> {
        let mut v: Vec<String> = ["call", "functions", "filename"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        v.extend(slf.get().names());
        let ty = slf.get_type();
        let base: Vec<String> = ty
            .call_method0("__dir__")
            .ok()
            .and_then(|d| d.extract().ok())
            .unwrap_or_default();
        v.extend(base);
        v.sort();
        v.dedup();
        Ok(v)
    }

    fn __repr__(&self) -> String {
        format!(
            "<bufjit.Module {} with {} function{}: {}>",
            self.filename,
            self.sigs.len(),
            if self.sigs.len() == 1 { "" } else { "s" },
            self.names().join(", ")
        )
    }
}

impl Module {
    fn names(&self) -> Vec<String> {
        self.sigs.iter().map(|s| s.name.clone()).collect()
    }
}

#[pymethods]
impl Function {
    /// Calls the function (see `Module`).
    #[pyo3(signature = (*args))]
    fn __call__(&self, py: Python<'_>, args: &Bound<'_, PyTuple>) -> PyResult<PyObject> {
        self.module.get().invoke(py, self.index, args)
    }

    /// The MLIR name (without `@`).
    #[getter]
    fn name(&self) -> String {
        self.module.get().sigs[self.index].name.clone()
    }

    /// The MLIR function type, e.g. `(memref<?xf32>, f32) -> f32`.
    #[getter]
    fn signature(&self) -> String {
        self.module.get().sigs[self.index].text()
    }

    /// The argument types, as MLIR prints them.
    #[getter]
    fn inputs<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let s = &self.module.get().sigs[self.index];
        PyList::new(py, s.inputs.iter().map(|p| p.text.clone()))
    }

    /// The result types, as MLIR prints them.
    #[getter]
    fn results<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let s = &self.module.get().sigs[self.index];
        PyList::new(py, s.results.iter().map(|p| p.text.clone()))
    }

    fn __repr__(&self) -> String {
        let s = &self.module.get().sigs[self.index];
        format!("<bufjit.Function @{}: {}>", s.name, s.text())
    }
}
