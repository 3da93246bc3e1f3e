//! The one output sink of the runner utilities, and C-compatible number
//! formatting.
//!
//! Everything the `print*` utilities write goes through [`emit`]. By default
//! that is the process's standard output (Rust's `stdout`, so ordering with
//! the embedding's own `println!` is preserved; call [`flush`] before
//! `exit`). A test can capture what the current thread prints with
//! [`capture`] without disturbing other threads, and an embedding can send
//! all output elsewhere with [`set_output`].
//!
//! Numbers are formatted exactly as MLIR's C++ runner prints them:
//! floating point like `printf("%g")` (which is also what `std::ostream`
//! does by default: precision 6, shortest of `%e`/`%f`, `inf`, `-nan`),
//! produced by the C library's own `snprintf` so every corner case matches.

use std::cell::RefCell;
use std::io::Write;
use std::sync::Mutex;

thread_local! {
    static CAPTURE: RefCell<Option<Vec<u8>>> = const { RefCell::new(None) };
}

type Output = Box<dyn Write + Send>;

static OUTPUT: Mutex<Option<Output>> = Mutex::new(None);

/// Writes `bytes` to the current thread's capture buffer if one is active,
/// else to the output set by [`set_output`], else to standard output.
/// Write errors are ignored (as C's `printf` would).
pub fn emit(bytes: &[u8]) {
    let _section = crate::guard::RuntimeSection::enter();
    let captured = CAPTURE
        .try_with(|c| match c.borrow_mut().as_mut() {
            Some(buf) => {
                buf.extend_from_slice(bytes);
                true
            }
            None => false,
        })
        .unwrap_or(false);
    if captured {
        return;
    }
    let mut out = OUTPUT.lock().unwrap_or_else(|e| e.into_inner());
    match out.as_mut() {
        Some(w) => {
            let _ = w.write_all(bytes);
        }
        None => {
            let _ = std::io::stdout().lock().write_all(bytes);
        }
    }
}

/// Writes `bytes` to standard error (used by `printFlops`, which MLIR
/// prints there). Captured like [`emit`] when a capture is active.
pub fn emit_stderr(bytes: &[u8]) {
    let _section = crate::guard::RuntimeSection::enter();
    let captured = CAPTURE
        .try_with(|c| match c.borrow_mut().as_mut() {
            Some(buf) => {
                buf.extend_from_slice(bytes);
                true
            }
            None => false,
        })
        .unwrap_or(false);
    if !captured {
        let _ = std::io::stderr().lock().write_all(bytes);
    }
}

/// Sends all later output (of every thread not capturing) to `w`;
/// `None` restores standard output. The previous writer is flushed.
pub fn set_output(w: Option<Box<dyn Write + Send>>) {
    let mut out = OUTPUT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(old) = out.as_mut() {
        let _ = old.flush();
    }
    *out = w;
}

/// Flushes the current output.
pub fn flush() {
    let _section = crate::guard::RuntimeSection::enter();
    let mut out = OUTPUT.lock().unwrap_or_else(|e| e.into_inner());
    match out.as_mut() {
        Some(w) => {
            let _ = w.flush();
        }
        None => {
            let _ = std::io::stdout().lock().flush();
        }
    }
}

/// Runs `f`, capturing what it prints on this thread (nested captures
/// each get their own text), and returns `f`'s result and the bytes.
pub fn capture<R>(f: impl FnOnce() -> R) -> (R, Vec<u8>) {
    /// Puts the enclosing capture buffer back, even if `f` panics.
    struct Restore(Option<Vec<u8>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let outer = self.0.take();
            let _ = CAPTURE.try_with(|c| *c.borrow_mut() = outer);
        }
    }
    let outer = CAPTURE.with(|c| c.borrow_mut().replace(Vec::new()));
    let guard = Restore(outer);
    let r = f();
    let captured = CAPTURE.with(|c| c.borrow_mut().take()).unwrap_or_default();
    drop(guard);
    (r, captured)
}

/// [`capture`] returning the text as a `String` (lossily decoded).
pub fn capture_string(f: impl FnOnce()) -> String {
    let ((), bytes) = capture(f);
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Appends `v` formatted by the C library with `format` (which must take
/// exactly one `double`).
fn c_format(out: &mut Vec<u8>, format: &std::ffi::CStr, v: f64) {
    let mut buf = [0u8; 400];
    // SAFETY: `format` is a valid C string taking one double; snprintf
    // writes at most `buf.len()` bytes including the terminator.
    let n = unsafe { libc::snprintf(buf.as_mut_ptr().cast(), buf.len(), format.as_ptr(), v) };
    if n > 0 {
        let n = (n as usize).min(buf.len() - 1);
        out.extend_from_slice(&buf[..n]);
    }
}

/// Appends `v` as `printf("%g", v)` does.
pub fn write_g(out: &mut Vec<u8>, v: f64) {
    c_format(out, c"%g", v);
}

/// Appends `v` as `printf("%f", v)` does (six decimals).
pub fn write_f(out: &mut Vec<u8>, v: f64) {
    c_format(out, c"%f", v);
}

/// An element type the memref printers can print, formatted as C++'s
/// `std::ostream <<` prints the corresponding C type.
pub trait Element: Copy {
    /// Appends the element's text.
    fn write(self, out: &mut Vec<u8>);
}

impl Element for f32 {
    fn write(self, out: &mut Vec<u8>) {
        write_g(out, self as f64);
    }
}

impl Element for f64 {
    fn write(self, out: &mut Vec<u8>) {
        write_g(out, self);
    }
}

/// `int8_t` is a `signed char` to C++ streams: the raw byte is written.
impl Element for i8 {
    fn write(self, out: &mut Vec<u8>) {
        out.push(self as u8);
    }
}

macro_rules! decimal_element {
    ($($t:ty),*) => {$(
        impl Element for $t {
            fn write(self, out: &mut Vec<u8>) {
                let _ = write!(out, "{}", self);
            }
        }
    )*};
}
decimal_element!(i16, i32, i64, u64);

/// An `f16` element (its bits), printed as MLIR's runner prints its `f16`: converted to
/// `float`, then as the float.
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct F16(pub u16);

/// A `bf16` element (its bits), printed as MLIR's runner prints its `bf16`: as the `float`
/// with the same upper half.
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct BF16(pub u16);

/// A `complex<f32>`/`complex<f64>` element: real and imaginary parts, laid out as
/// `std::complex` and printed as C++ streams print it, `(re,im)`.
#[derive(Clone, Copy)]
#[repr(C)]
pub struct Complex<T>(pub T, pub T);

impl F16 {
    /// The exact `f32` value of the half-precision bits.
    pub fn to_f32(self) -> f32 {
        let h = self.0 as u32;
        let sign = (h & 0x8000) << 16;
        let exp = (h >> 10) & 0x1f;
        let frac = h & 0x3ff;
        let bits = match (exp, frac) {
            (0, 0) => sign,
            // Subnormal: frac * 2^-24, exact in f32.
            (0, f) => {
                let v = f as f32 * f32::powi(2.0, -24);
                return if sign != 0 { -v } else { v };
            }
            (0x1f, 0) => sign | 0x7f80_0000,
            (0x1f, f) => sign | 0x7f80_0000 | (f << 13),
            (e, f) => sign | ((e + 112) << 23) | (f << 13),
        };
        f32::from_bits(bits)
    }
}

impl Element for F16 {
    fn write(self, out: &mut Vec<u8>) {
        write_g(out, self.to_f32() as f64);
    }
}

impl Element for BF16 {
    fn write(self, out: &mut Vec<u8>) {
        write_g(out, f32::from_bits((self.0 as u32) << 16) as f64);
    }
}

impl<T: Copy + Into<f64>> Element for Complex<T> {
    fn write(self, out: &mut Vec<u8>) {
        out.push(b'(');
        write_g(out, self.0.into());
        out.push(b',');
        write_g(out, self.1.into());
        out.push(b')');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(v: f64) -> String {
        let mut o = Vec::new();
        write_g(&mut o, v);
        String::from_utf8(o).unwrap()
    }

    #[test]
    fn half_and_complex_elements_print_as_mlir_runner() {
        let show = |e: &dyn Fn(&mut Vec<u8>)| {
            let mut o = Vec::new();
            e(&mut o);
            String::from_utf8(o).unwrap()
        };
        let h = |bits: u16| show(&|o| F16(bits).write(o));
        assert_eq!(h(0x3c00), "1");
        assert_eq!(h(0x7bff), "65504");
        assert_eq!(h(0x0001), "5.96046e-08");
        assert_eq!(h(0x03ff), "6.09756e-05");
        assert_eq!(h(0x8000), "-0");
        assert_eq!(h(0x7c00), "inf");
        assert_eq!(h(0xfc00), "-inf");
        assert_eq!(h(0x7e00), "nan");
        assert_eq!(show(&|o| BF16(0x3dcd).write(o)), "0.100098");
        assert_eq!(show(&|o| Complex(1.0e20f32, -0.5).write(o)), "(1e+20,-0.5)");
        assert_eq!(
            show(&|o| Complex(-0.0f64, 123456789.0).write(o)),
            "(-0,1.23457e+08)"
        );
    }

    #[test]
    fn g_format_matches_ostream() {
        assert_eq!(g(1.5), "1.5");
        assert_eq!(g(1e10), "1e+10");
        assert_eq!(g(1.0 / 3.0), "0.333333");
        assert_eq!(g(f64::INFINITY), "inf");
        assert_eq!(g(f64::NEG_INFINITY), "-inf");
        assert_eq!(g(f64::NAN), "nan");
        assert_eq!(g(-f64::NAN), "-nan");
        assert_eq!(g(-0.0), "-0");
        assert_eq!(g(1e-5), "1e-05");
        assert_eq!(g(123456789.0), "1.23457e+08");
        assert_eq!(g(100000.0), "100000");
        assert_eq!(g(1000000.0), "1e+06");
        assert_eq!(g(0.0001), "0.0001");
        assert_eq!(g(4.9e-324), "4.94066e-324");
        assert_eq!(g(0.1f32 as f64), "0.1");
    }

    #[test]
    fn capture_is_per_thread_and_nests() {
        let (_, outer) = capture(|| {
            emit(b"a");
            let (_, inner) = capture(|| emit(b"b"));
            assert_eq!(inner, b"b");
            std::thread::spawn(|| {
                let s = capture_string(|| emit(b"other"));
                assert_eq!(s, "other");
            })
            .join()
            .unwrap();
            emit(b"c");
        });
        assert_eq!(outer, b"ac");
    }
}
