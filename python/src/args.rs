//! Python arguments to JIT arguments, checked before anything runs.
//!
//! Scalars come from Python `int`/`float`/`bool` (and numpy scalars). Memrefs come from
//! numpy arrays without copying: the kernel gets the array's data pointer, its shape and its
//! strides, so its stores land in the array. What the memref type promises statically
//! (element type, rank, sizes, static strides) is checked here and a mismatch is a `TypeError`
//! or `ValueError`. Where the kernel cannot view the array as it is (an identity-layout memref
//! given a non-contiguous view, negative strides, unaligned data) it gets a contiguous copy
//! that is written back after the call; a read-only array is copied and not written back. The checked values are plain data ([`RawArg`]) so the call can
//! run without the GIL; [`RawArg::to_arg`] rebuilds the engine's borrowed arguments there.

use crate::sig::{dtype_name, shape_text, typestr, Kind, Param};
use bufjit::codegen::engine::Element;
use bufjit::codegen::types::{identity_strides, MemInfo, Scalar};
use bufjit::ir::DYNAMIC;
use bufjit::{Arg, MemRefArg};
use pyo3::exceptions::{PyOverflowError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat};

/// `i1` elements as numpy stores them (one byte, 0 or 1).
#[derive(Copy, Clone, Default)]
#[repr(transparent)]
struct B1(#[allow(dead_code)] u8);
impl Element for B1 {
    const SCALAR: Scalar = Scalar::I1;
}

/// `index` elements (int64 arrays).
#[derive(Copy, Clone, Default)]
#[repr(transparent)]
struct Idx(#[allow(dead_code)] i64);
impl Element for Idx {
    const SCALAR: Scalar = Scalar::Index;
}

/// A checked scalar argument. Not the engine's `Arg`: that one can hold a memref's raw
/// pointers and is not `Sync`, while the checked arguments cross `allow_threads`.
#[derive(Copy, Clone, Debug)]
pub enum ScalarVal {
    /// `i1`.
    I1(bool),
    /// `i8`.
    I8(i8),
    /// `i16`.
    I16(i16),
    /// `i32`.
    I32(i32),
    /// `i64`.
    I64(i64),
    /// `index`.
    Index(i64),
    /// `f32`.
    F32(f32),
    /// `f64`.
    F64(f64),
}

/// A checked argument, as plain data.
#[derive(Clone, Debug)]
pub enum RawArg {
    /// A scalar.
    Scalar(ScalarVal),
    /// A view of a numpy array's memory.
    Mem {
        /// Address of element 0.
        ptr: usize,
        /// Element type.
        elem: Scalar,
        /// Elements reachable from `ptr` (the largest linear index plus one).
        len: usize,
        /// Sizes.
        shape: Vec<i64>,
        /// Strides in elements.
        strides: Vec<i64>,
    },
}

fn typed<T: Element>(
    ptr: usize,
    len: usize,
    shape: &[i64],
    strides: &[i64],
) -> Result<Arg<'static>, String> {
    // SAFETY: `ptr` is the data pointer of a numpy array kept alive (and not resized: it is
    // referenced) for the whole call, aligned for `T` (checked), and every element of the
    // view lies in `[ptr, ptr + len)` (computed from its shape and non-negative strides).
    let data: &'static mut [T] = unsafe { std::slice::from_raw_parts_mut(ptr as *mut T, len) };
    MemRefArg::strided(data, shape, strides, 0).map(Arg::MemRef)
}

impl RawArg {
    /// The engine's argument. Only valid while the Python objects the argument was built from
    /// are alive (the call holds them).
    pub fn to_arg(&self) -> Result<Arg<'static>, String> {
        Ok(match *self {
            RawArg::Scalar(s) => match s {
                ScalarVal::I1(v) => Arg::I1(v),
                ScalarVal::I8(v) => Arg::I8(v),
                ScalarVal::I16(v) => Arg::I16(v),
                ScalarVal::I32(v) => Arg::I32(v),
                ScalarVal::I64(v) => Arg::I64(v),
                ScalarVal::Index(v) => Arg::Index(v),
                ScalarVal::F32(v) => Arg::F32(v),
                ScalarVal::F64(v) => Arg::F64(v),
            },
            RawArg::Mem {
                ptr,
                elem,
                len,
                ref shape,
                ref strides,
            } => match elem {
                Scalar::I1 => typed::<B1>(ptr, len, shape, strides)?,
                Scalar::I8 => typed::<i8>(ptr, len, shape, strides)?,
                Scalar::I16 => typed::<i16>(ptr, len, shape, strides)?,
                Scalar::I32 => typed::<i32>(ptr, len, shape, strides)?,
                Scalar::I64 => typed::<i64>(ptr, len, shape, strides)?,
                Scalar::Index => typed::<Idx>(ptr, len, shape, strides)?,
                Scalar::F32 => typed::<f32>(ptr, len, shape, strides)?,
                Scalar::F64 => typed::<f64>(ptr, len, shape, strides)?,
                Scalar::IntN(_) | Scalar::Small(_) | Scalar::Complex32 | Scalar::Complex64 => {
                    return Err("arrays of this element type cannot be passed from Python".into())
                }
            },
        })
    }

    /// The byte range an array argument covers (for results that alias it).
    pub fn byte_range(&self) -> Option<(usize, usize)> {
        match self {
            RawArg::Mem { ptr, elem, len, .. } => Some((*ptr, ptr + len * elem.bytes() as usize)),
            RawArg::Scalar(_) => None,
        }
    }
}

fn int_in_range(obj: &Bound<'_, PyAny>, bits: u32, what: &str) -> PyResult<i64> {
    if obj.is_instance_of::<PyFloat>() {
        return Err(PyTypeError::new_err(format!(
            "{what}: expected an int, got float"
        )));
    }
    let v: i64 = obj
        .extract()
        .map_err(|e| PyTypeError::new_err(format!("{what}: expected an int ({e})")))?;
    if bits < 64 {
        // Signless integers: the signed and the unsigned range are both accepted.
        let lo = -(1i64 << (bits - 1));
        let hi = (1i64 << bits) - 1;
        if v < lo || v > hi {
            return Err(PyOverflowError::new_err(format!(
                "{what}: {v} does not fit in i{bits}"
            )));
        }
    }
    Ok(v)
}

fn scalar_arg(obj: &Bound<'_, PyAny>, s: Scalar, what: &str) -> PyResult<ScalarVal> {
    let np_array =
        obj.hasattr("__array_interface__")? && obj.getattr("ndim")?.extract::<usize>()? > 0;
    if np_array {
        return Err(PyTypeError::new_err(format!(
            "{what}: expected a scalar, got an array"
        )));
    }
    Ok(match s {
        Scalar::I1 => {
            let type_name = obj.get_type().name()?.to_string();
            if obj.is_instance_of::<PyBool>() || matches!(type_name.as_str(), "bool" | "bool_") {
                ScalarVal::I1(obj.is_truthy()?)
            } else if !obj.is_instance_of::<PyFloat>() && obj.hasattr("__index__")? {
                // The integers 0 and 1 are i1 values too.
                match int_in_range(obj, 64, what)? {
                    v @ (0 | 1) => ScalarVal::I1(v == 1),
                    v => {
                        return Err(PyOverflowError::new_err(format!(
                            "{what}: {v} is not an i1 value (True, False, 1 or 0)"
                        )))
                    }
                }
            } else {
                return Err(PyTypeError::new_err(format!(
                    "{what}: expected a bool, got {}",
                    obj.get_type().name()?
                )));
            }
        }
        Scalar::I8 => ScalarVal::I8(int_in_range(obj, 8, what)? as i8),
        Scalar::I16 => ScalarVal::I16(int_in_range(obj, 16, what)? as i16),
        Scalar::I32 => ScalarVal::I32(int_in_range(obj, 32, what)? as i32),
        Scalar::I64 => ScalarVal::I64(int_in_range(obj, 64, what)?),
        Scalar::Index => ScalarVal::Index(int_in_range(obj, 64, what)?),
        Scalar::F32 | Scalar::F64 => {
            let v: f64 = obj.extract().map_err(|_| {
                PyTypeError::new_err(format!(
                    "{what}: expected a float, got {}",
                    obj.get_type()
                        .name()
                        .map(|n| n.to_string())
                        .unwrap_or_default()
                ))
            })?;
            if s == Scalar::F32 {
                ScalarVal::F32(v as f32)
            } else {
                ScalarVal::F64(v)
            }
        }
        Scalar::IntN(_) | Scalar::Small(_) | Scalar::Complex32 | Scalar::Complex64 => {
            return Err(PyTypeError::new_err(format!(
                "{what}: values of this type cannot be passed from Python"
            )))
        }
    })
}

/// An array argument as the kernel gets it: the array whose memory it views (the argument
/// itself, or a contiguous copy of it) and whether the copy goes back into the argument.
pub struct Passed {
    /// The checked view.
    pub raw: RawArg,
    /// The array the kernel's view points into (results viewing it keep it alive).
    pub data: PyObject,
    /// The argument a contiguous copy is written back to after the call.
    pub copy_back: Option<PyObject>,
}

/// Checks dtype, rank and static sizes (errors raised before anything runs).
fn check_array(obj: &Bound<'_, PyAny>, info: &MemInfo, ty: &str, what: &str) -> PyResult<()> {
    let ndarray = PyModule::import(obj.py(), "numpy")?.getattr("ndarray")?;
    if !obj.is_instance(&ndarray)? {
        return Err(PyTypeError::new_err(format!(
            "{what}: expected a numpy array for {ty}, got {}",
            obj.get_type().name()?
        )));
    }
    let dtype = obj.getattr("dtype")?;
    let got: String = dtype.getattr("str")?.extract()?;
    if got != typestr(info.elem) {
        let name: String = dtype.getattr("name")?.extract()?;
        let order = if name == dtype_name(info.elem) {
            " (non-native byte order)"
        } else {
            ""
        };
        return Err(PyTypeError::new_err(format!(
            "{what}: expected a {} array for {ty}, got {name}{order}",
            dtype_name(info.elem)
        )));
    }
    let shape: Vec<i64> = obj.getattr("shape")?.extract()?;
    if shape.len() != info.rank() {
        return Err(PyValueError::new_err(format!(
            "{what}: expected a {}-d array for {ty}, got {} dimensions",
            info.rank(),
            shape.len()
        )));
    }
    let fits = shape
        .iter()
        .zip(&info.shape)
        .all(|(&a, &t)| t == DYNAMIC || a == t);
    if !fits {
        return Err(PyValueError::new_err(format!(
            "{what}: expected shape {} for {ty}, got {}",
            shape_text(&info.shape),
            shape_text(&shape)
        )));
    }
    Ok(())
}

/// Whether the kernel needs a contiguous copy of `obj`: a read-only array (not written
/// back), unaligned data, an identity-layout memref given a non-contiguous view, or
/// negative strides. `None`: the array is passed as it is.
fn needs_copy(obj: &Bound<'_, PyAny>, info: &MemInfo) -> PyResult<Option<bool>> {
    let flags = obj.getattr("flags")?;
    if !flags.getattr("writeable")?.extract::<bool>()? {
        return Ok(Some(false));
    }
    if !flags.getattr("aligned")?.extract::<bool>()? {
        return Ok(Some(true));
    }
    if info.identity {
        let contiguous = flags.getattr("c_contiguous")?.extract::<bool>()?;
        return Ok((!contiguous).then_some(true));
    }
    let shape: Vec<i64> = obj.getattr("shape")?.extract()?;
    let strides: Vec<i64> = obj.getattr("strides")?.extract()?;
    let reversed = shape.iter().zip(&strides).any(|(&n, &st)| n > 1 && st < 0);
    Ok(reversed.then_some(true))
}

/// The element strides of `obj` for the memref type (checked against its static strides).
fn strides_of(obj: &Bound<'_, PyAny>, info: &MemInfo, ty: &str, what: &str) -> PyResult<Vec<i64>> {
    let shape: Vec<i64> = obj.getattr("shape")?.extract()?;
    if info.identity {
        return Ok(identity_strides(&shape));
    }
    let size = info.elem.bytes();
    let bytes: Vec<i64> = obj.getattr("strides")?.extract()?;
    let mut strides = Vec::with_capacity(bytes.len());
    for (k, &b) in bytes.iter().enumerate() {
        if b % size != 0 {
            return Err(PyValueError::new_err(format!(
                "{what}: stride {b} bytes of dimension {k} is not a multiple of the element size"
            )));
        }
        let st = b / size;
        let want = info.strides[k];
        if want != DYNAMIC && want != st && shape[k] > 1 {
            return Err(PyValueError::new_err(format!(
                "{what}: {ty} has stride {want} in dimension {k}, the array has {st} elements"
            )));
        }
        // A dimension of size 0 or 1 never steps: any stride does.
        strides.push(if shape[k] > 1 { st } else { st.max(0) });
    }
    if info.offset != DYNAMIC && info.offset != 0 {
        return Err(PyValueError::new_err(format!(
            "{what}: {ty} has a static offset of {} elements; numpy arrays start at offset 0 \
             (declare offset: ?)",
            info.offset
        )));
    }
    Ok(strides)
}

fn memref_arg(obj: &Bound<'_, PyAny>, info: &MemInfo, ty: &str, what: &str) -> PyResult<Passed> {
    let py = obj.py();
    check_array(obj, info, ty, what)?;
    let (data, copy_back) = match needs_copy(obj, info)? {
        None => (obj.clone(), None),
        Some(back) => {
            let np = PyModule::import(py, "numpy")?;
            let copy = np.call_method1("array", (obj,))?; // C-contiguous, aligned, writeable
            (copy, back.then(|| obj.clone().unbind()))
        }
    };
    let strides = strides_of(&data, info, ty, what)?;
    let shape: Vec<i64> = data.getattr("shape")?.extract()?;
    let iface = data.getattr("__array_interface__")?;
    let (ptr, _readonly): (usize, bool) = iface.get_item("data")?.extract()?;
    let len = if shape.contains(&0) {
        0
    } else {
        1 + shape
            .iter()
            .zip(&strides)
            .map(|(&s, &st)| (s - 1) * st)
            .sum::<i64>() as usize
    };
    Ok(Passed {
        raw: RawArg::Mem {
            ptr,
            elem: info.elem,
            len,
            shape,
            strides,
        },
        data: data.unbind(),
        copy_back,
    })
}

/// Checks `obj` against parameter `p` (argument `i` of `@function`).
pub fn convert(obj: &Bound<'_, PyAny>, p: &Param, i: usize, function: &str) -> PyResult<Passed> {
    let what = format!("argument {i} of @{function}");
    match &p.kind {
        Kind::Scalar(s) => Ok(Passed {
            raw: RawArg::Scalar(scalar_arg(obj, *s, &what)?),
            data: obj.clone().unbind(),
            copy_back: None,
        }),
        Kind::MemRef(info) => memref_arg(obj, info, &p.text, &what),
        Kind::Other => Err(PyTypeError::new_err(format!(
            "{what}: arguments of type {} cannot be passed from Python",
            p.text
        ))),
    }
}
