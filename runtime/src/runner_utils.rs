//! The symbols MLIR's `libmlir_c_runner_utils` and `libmlir_runner_utils`
//! provide, with the same names, signatures and output, so kernels written
//! for `mlir-runner` run unchanged under bufjit.
//!
//! Output goes through [`crate::print`] and matches `mlir-runner` 22 byte
//! for byte (recorded in this module's tests). Two deliberate differences:
//!
//! * MLIR reads one element past an empty memref's data (printing garbage);
//!   here an empty memref prints the same brackets with no element text.
//! * `printMemrefI8`, `printMemrefI16`, `printMemrefF16` and
//!   `printMemrefBF16` also exist in the plain `(rank, descriptor)` form,
//!   which MLIR 22 only has as `_mlir_ciface_`.
//!
//! `f16`/`bf16` elements print as the `float` they convert to, complex
//! elements (`printMemrefC32`, `printMemrefC64`) as `(re,im)`.
//!
//! As in MLIR, `i8` elements are written as raw bytes (C++ streams print a
//! `signed char` as a character), `index` elements as unsigned 64-bit.
//!
//! Every function here trusts its descriptor arguments as MLIR's do; a null
//! descriptor pointer or a negative rank prints nothing instead of crashing.

#![allow(non_snake_case)]

use std::ffi::{c_char, c_void, CStr};
use std::io::Write;

use crate::descriptor::{DynMemRef, UnrankedMemRef};
use crate::print::{emit, emit_stderr, write_f, write_g, Complex, Element, BF16, F16};

/// Appends MLIR's `Unranked Memref base@ = ... data = \n` header for `m`.
fn write_header<T>(out: &mut Vec<u8>, m: &DynMemRef<T>) {
    out.extend_from_slice(b"Unranked Memref base@ = ");
    if m.aligned.is_null() {
        out.push(b'0');
    } else {
        let _ = write!(out, "{:#x}", m.aligned as usize);
    }
    let _ = write!(out, " rank = {} offset = {} sizes = [", m.rank, m.offset);
    let list = |out: &mut Vec<u8>, v: Vec<i64>| {
        for (i, x) in v.iter().enumerate() {
            if i > 0 {
                out.extend_from_slice(b", ");
            }
            let _ = write!(out, "{x}");
        }
    };
    list(out, m.sizes());
    out.extend_from_slice(b"] strides = [");
    list(out, m.strides());
    out.extend_from_slice(b"] data = \n");
}

/// Appends the nested-bracket rendering of dimensions `dim..` of `m`
/// starting at element `offset`. Rows are separated by `", "`, plus a
/// newline between rows of an outer dimension; each row after the first is
/// indented by one space per enclosing bracket.
fn write_data<T: Element>(
    out: &mut Vec<u8>,
    m: &DynMemRef<T>,
    dim: usize,
    offset: i64,
    readable: bool,
) {
    if dim == m.rank {
        if readable {
            // SAFETY: the caller's descriptor promises `offset` is inside the
            // buffer for every index reached by walking its sizes/strides.
            let v = unsafe { *m.aligned.offset(offset as isize) };
            v.write(out);
        }
        return;
    }
    let n = m.size(dim);
    let stride = m.stride(dim);
    let outer = m.rank - dim > 1;
    let indent = dim + 1;
    out.push(b'[');
    write_data(out, m, dim + 1, offset, readable);
    if n <= 1 {
        out.push(b']');
        return;
    }
    let separator = |out: &mut Vec<u8>| {
        out.extend_from_slice(b", ");
        if outer {
            out.push(b'\n');
        }
    };
    separator(out);
    for i in 1..n {
        out.extend(std::iter::repeat_n(b' ', indent));
        write_data(
            out,
            m,
            dim + 1,
            offset.wrapping_add(i.wrapping_mul(stride)),
            readable,
        );
        if i + 1 < n {
            separator(out);
        }
    }
    out.push(b']');
}

/// Renders `m` exactly as MLIR's `printMemref*` does.
///
/// # Safety
/// `m` must describe readable memory for every in-bounds index.
pub unsafe fn format_memref<T: Element>(m: &DynMemRef<T>) -> Vec<u8> {
    let mut out = Vec::new();
    write_header(&mut out, m);
    let readable = !m.is_empty() && !m.aligned.is_null();
    if m.rank == 0 {
        out.push(b'[');
        write_data(&mut out, m, 0, m.offset, readable);
        out.push(b']');
    } else {
        write_data(&mut out, m, 0, m.offset, readable);
    }
    out.push(b'\n');
    out
}

/// Prints the memref `rank`/`desc` describe to the output sink.
///
/// # Safety
/// `desc` must be null or a valid ranked descriptor of rank `rank`.
pub unsafe fn print_memref<T: Element>(rank: i64, desc: *const c_void) {
    // SAFETY: forwarded to the caller.
    if let Some(m) = unsafe { DynMemRef::<T>::from_raw(rank, desc) } {
        // SAFETY: forwarded to the caller.
        emit(&unsafe { format_memref(&m) });
    }
}

/// Prints an unranked memref passed by pointer.
///
/// # Safety
/// `u` must be null or point at a valid unranked descriptor.
unsafe fn print_unranked<T: Element>(u: *const UnrankedMemRef) {
    if u.is_null() {
        return;
    }
    // SAFETY: `u` is non-null and valid per the caller.
    let u = unsafe { *u };
    // SAFETY: forwarded to the caller.
    unsafe { print_memref::<T>(u.rank, u.descriptor) };
}

macro_rules! memref_printers {
    ($($plain:ident, $ciface:ident, $t:ty, $what:literal;)*) => {$(
        #[doc = concat!("`", stringify!($plain), "(int64_t rank, void *descriptor)`: prints a memref of ", $what, ".")]
        ///
        /// # Safety
        /// `descriptor` must be null or a valid ranked descriptor of `rank`.
        #[no_mangle]
        pub unsafe extern "C" fn $plain(rank: i64, descriptor: *mut c_void) {
            let _section = crate::guard::RuntimeSection::enter();
            // SAFETY: forwarded to the caller.
            unsafe { print_memref::<$t>(rank, descriptor) }
        }

        #[doc = concat!("`", stringify!($ciface), "(UnrankedMemRefType *m)`: prints a memref of ", $what, ".")]
        ///
        /// # Safety
        /// `m` must be null or point at a valid unranked descriptor.
        #[no_mangle]
        pub unsafe extern "C" fn $ciface(m: *mut UnrankedMemRef) {
            let _section = crate::guard::RuntimeSection::enter();
            // SAFETY: forwarded to the caller.
            unsafe { print_unranked::<$t>(m) }
        }
    )*};
}

memref_printers! {
    printMemrefF32, _mlir_ciface_printMemrefF32, f32, "f32";
    printMemrefF64, _mlir_ciface_printMemrefF64, f64, "f64";
    printMemrefI8, _mlir_ciface_printMemrefI8, i8, "i8 (raw bytes, as MLIR)";
    printMemrefI16, _mlir_ciface_printMemrefI16, i16, "i16";
    printMemrefI32, _mlir_ciface_printMemrefI32, i32, "i32";
    printMemrefI64, _mlir_ciface_printMemrefI64, i64, "i64";
    printMemrefInd, _mlir_ciface_printMemrefInd, u64, "index (unsigned 64-bit)";
    printMemrefF16, _mlir_ciface_printMemrefF16, F16, "f16 (printed as float)";
    printMemrefBF16, _mlir_ciface_printMemrefBF16, BF16, "bf16 (printed as float)";
    printMemrefC32, _mlir_ciface_printMemrefC32, Complex<f32>, "complex<f32> as `(re,im)`";
    printMemrefC64, _mlir_ciface_printMemrefC64, Complex<f64>, "complex<f64> as `(re,im)`";
}

fn emit_g(v: f64) {
    let mut out = Vec::with_capacity(16);
    write_g(&mut out, v);
    emit(&out);
}

/// `printF32(float)`: `printf("%g")`.
#[no_mangle]
pub extern "C" fn printF32(f: f32) {
    let _section = crate::guard::RuntimeSection::enter();
    emit_g(f as f64);
}

/// `printF64(double)`: `printf("%g")`.
#[no_mangle]
pub extern "C" fn printF64(d: f64) {
    let _section = crate::guard::RuntimeSection::enter();
    emit_g(d);
}

/// `printF16(uint16_t)`: the half-precision bits as `printf("%g")` prints their value (what
/// `vector.print` of an `f16` lowers to).
#[no_mangle]
pub extern "C" fn printF16(bits: u16) {
    let _section = crate::guard::RuntimeSection::enter();
    let mut out = Vec::with_capacity(16);
    F16(bits).write(&mut out);
    emit(&out);
}

/// `printBF16(uint16_t)`: the `bf16` bits as `printf("%g")` prints their value.
#[no_mangle]
pub extern "C" fn printBF16(bits: u16) {
    let _section = crate::guard::RuntimeSection::enter();
    let mut out = Vec::with_capacity(16);
    BF16(bits).write(&mut out);
    emit(&out);
}

/// `printI64(int64_t)`: decimal.
#[no_mangle]
pub extern "C" fn printI64(i: i64) {
    let _section = crate::guard::RuntimeSection::enter();
    emit(i.to_string().as_bytes());
}

/// `printU64(uint64_t)`: decimal.
#[no_mangle]
pub extern "C" fn printU64(u: u64) {
    let _section = crate::guard::RuntimeSection::enter();
    emit(u.to_string().as_bytes());
}

/// `printString(const char *)`: the bytes up to the terminating NUL.
///
/// # Safety
/// `s` must be null (prints nothing) or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn printString(s: *const c_char) {
    let _section = crate::guard::RuntimeSection::enter();
    if !s.is_null() {
        // SAFETY: NUL-terminated per the caller.
        emit(unsafe { CStr::from_ptr(s) }.to_bytes());
    }
}

/// `printOpen()`: `( `.
#[no_mangle]
pub extern "C" fn printOpen() {
    let _section = crate::guard::RuntimeSection::enter();
    emit(b"( ");
}

/// `printClose()`: ` )`.
#[no_mangle]
pub extern "C" fn printClose() {
    let _section = crate::guard::RuntimeSection::enter();
    emit(b" )");
}

/// `printComma()`: `, `.
#[no_mangle]
pub extern "C" fn printComma() {
    let _section = crate::guard::RuntimeSection::enter();
    emit(b", ");
}

/// `printNewline()`: a newline.
#[no_mangle]
pub extern "C" fn printNewline() {
    let _section = crate::guard::RuntimeSection::enter();
    emit(b"\n");
}

/// The text `printFlops` writes: `printf("%lf GFLOPS\n", flops / 1e9)`.
pub fn format_flops(flops: f64) -> Vec<u8> {
    let mut out = Vec::new();
    write_f(&mut out, flops / 1.0e9);
    out.extend_from_slice(b" GFLOPS\n");
    out
}

/// `printFlops(double)`: the GFLOPS rating, on standard error as in MLIR.
#[no_mangle]
pub extern "C" fn printFlops(flops: f64) {
    let _section = crate::guard::RuntimeSection::enter();
    emit_stderr(&format_flops(flops));
}

/// `rtclock()`: seconds since the Unix epoch, microsecond resolution.
#[no_mangle]
pub extern "C" fn rtclock() -> f64 {
    let _section = crate::guard::RuntimeSection::enter();
    match std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        Ok(d) => d.as_secs() as f64 + d.subsec_micros() as f64 * 1.0e-6,
        Err(_) => 0.0,
    }
}

/// `_mlir_ciface_nanoTime()`: a nanosecond clock.
#[no_mangle]
pub extern "C" fn _mlir_ciface_nanoTime() -> i64 {
    let _section = crate::guard::RuntimeSection::enter();
    match std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        Ok(d) => d.as_nanos() as i64,
        Err(_) => 0,
    }
}

/// Copies dimension `dim..` of `src` to `dst`, element by element (rows
/// whose innermost strides are both 1 in one go).
///
/// # Safety
/// Both descriptors must be valid for every index within `src`'s sizes.
unsafe fn copy_dims(
    elem: usize,
    src: &DynMemRef<u8>,
    dst: &DynMemRef<u8>,
    dim: usize,
    src_off: i64,
    dst_off: i64,
) {
    let rank = src.rank;
    if dim == rank {
        // SAFETY: offsets are in elements, in bounds per the caller.
        unsafe {
            std::ptr::copy(
                src.aligned.offset(src_off as isize * elem as isize),
                dst.aligned.offset(dst_off as isize * elem as isize),
                elem,
            )
        };
        return;
    }
    let n = src.size(dim);
    let (ss, ds) = (src.stride(dim), dst.stride(dim));
    if dim + 1 == rank && ss == 1 && ds == 1 {
        // SAFETY: a contiguous row of `n` elements in both buffers.
        unsafe {
            std::ptr::copy(
                src.aligned.offset(src_off as isize * elem as isize),
                dst.aligned.offset(dst_off as isize * elem as isize),
                n as usize * elem,
            )
        };
        return;
    }
    for i in 0..n {
        // SAFETY: forwarded to the caller.
        unsafe {
            copy_dims(
                elem,
                src,
                dst,
                dim + 1,
                src_off.wrapping_add(i.wrapping_mul(ss)),
                dst_off.wrapping_add(i.wrapping_mul(ds)),
            )
        };
    }
}

/// `memrefCopy(int64_t elemSize, UnrankedMemRefType<char> *src,
/// UnrankedMemRefType<char> *dst)`: copies every element of `src` (in its
/// shape, with both memrefs' offsets and strides) to `dst`. An empty source
/// copies nothing; rank 0 copies one element.
///
/// # Safety
/// Both must be valid unranked descriptors of the same shape whose elements
/// are `elem_size` bytes.
#[no_mangle]
pub unsafe extern "C" fn memrefCopy(
    elem_size: i64,
    src: *mut UnrankedMemRef,
    dst: *mut UnrankedMemRef,
) {
    let _section = crate::guard::RuntimeSection::enter();
    if src.is_null() || dst.is_null() || elem_size <= 0 {
        return;
    }
    // SAFETY: valid descriptors per the caller.
    let (s, d) = unsafe { (*src, *dst) };
    // SAFETY: as above.
    let (Some(s), Some(d)) = (unsafe { DynMemRef::<u8>::from_unranked(&s) }, unsafe {
        DynMemRef::<u8>::from_unranked(&d)
    }) else {
        return;
    };
    if s.is_empty() || s.rank != d.rank {
        return;
    }
    let elements: u64 = s.sizes().iter().map(|&n| n.max(0) as u64).product();
    crate::global().record_copy(elements * elem_size as u64);
    // SAFETY: forwarded to the caller.
    unsafe { copy_dims(elem_size as usize, &s, &d, 0, s.offset, d.offset) };
}
