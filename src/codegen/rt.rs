//! The runtime entry points generated code needs beyond `bufjit-runtime`: reporting a runtime
//! error (failed `cf.assert`, integer division by zero) with the op's location, the arena that
//! backs dynamically sized `memref.alloca`s, `math.ipowi`, and the libm functions `math` ops
//! call. [`symbols`] lists them, with the runtime's, for the JIT's symbol table.

use crate::exec::EXIT_RUNTIME_ERROR;
use std::cell::RefCell;
use std::ffi::{c_char, CStr};
use std::sync::atomic::{AtomicU32, Ordering};

static RUNTIME_ERRORS: AtomicU32 = AtomicU32::new(0);

/// How many runtime errors have been reported in this process.
pub fn runtime_error_count() -> u32 {
    RUNTIME_ERRORS.load(Ordering::Relaxed)
}

/// Reports a runtime error (the message names the op's location). Inside a guarded call
/// ([`bufjit_runtime::guard::call`], which `Jit::call` uses) the call ends with
/// `Err(Failure::RuntimeError)`; otherwise (code compiled to an object file) the process ends
/// with [`EXIT_RUNTIME_ERROR`] after flushing the program's output. Generated code cannot
/// continue past a failed assertion or a division by zero, and unwinding through JIT frames
/// is not possible.
///
/// # Safety
/// `msg` must be a NUL-terminated string.
pub unsafe extern "C" fn bufjit_jit_runtime_error(msg: *const c_char) {
    RUNTIME_ERRORS.fetch_add(1, Ordering::Relaxed);
    // SAFETY: generated code passes a NUL-terminated constant.
    let text = unsafe { CStr::from_ptr(msg) }
        .to_string_lossy()
        .into_owned();
    if bufjit_runtime::guard::active() {
        // Escapes to the guarded call (this frame then owns nothing).
        bufjit_runtime::guard::fail(bufjit_runtime::guard::Failure::RuntimeError(text));
        return;
    }
    bufjit_runtime::print::flush();
    eprintln!("{text}");
    std::process::exit(EXIT_RUNTIME_ERROR);
}

struct Arena {
    blocks: Vec<(*mut u8, std::alloc::Layout)>,
}

impl Drop for Arena {
    fn drop(&mut self) {
        for (p, l) in self.blocks.drain(..) {
            // SAFETY: allocated below with this layout.
            unsafe { std::alloc::dealloc(p, l) };
        }
    }
}

thread_local! {
    static ARENA: RefCell<Arena> = const { RefCell::new(Arena { blocks: Vec::new() }) };
}

/// The current mark of the dynamic-`alloca` arena (taken at function entry and
/// `memref.alloca_scope` start).
pub extern "C" fn bufjit_jit_stack_mark() -> usize {
    ARENA.with(|a| a.borrow().blocks.len())
}

/// Allocates `size` bytes aligned to `align` in the dynamic-`alloca` arena. These blocks are
/// not tracked by the checked allocator, so freeing one is reported as an invalid free, as
/// for any stack memory.
pub extern "C" fn bufjit_jit_stack_alloc(size: u64, align: u64) -> *mut u8 {
    let _section = bufjit_runtime::guard::RuntimeSection::enter();
    let align = (align.max(16) as usize).next_power_of_two();
    let Ok(layout) = std::alloc::Layout::from_size_align((size as usize).max(1), align) else {
        return std::ptr::null_mut();
    };
    // SAFETY: the layout has a non-zero size.
    let p = unsafe { std::alloc::alloc_zeroed(layout) };
    if !p.is_null() {
        ARENA.with(|a| a.borrow_mut().blocks.push((p, layout)));
    }
    p
}

/// Releases every arena block allocated after `mark`.
pub extern "C" fn bufjit_jit_stack_restore(mark: usize) {
    let _section = bufjit_runtime::guard::RuntimeSection::enter();
    ARENA.with(|a| {
        let mut a = a.borrow_mut();
        while a.blocks.len() > mark {
            if let Some((p, l)) = a.blocks.pop() {
                // SAFETY: allocated above with this layout.
                unsafe { std::alloc::dealloc(p, l) };
            }
        }
    });
}

/// A failed `cf.assert` under `--test-cf-assert`: its message and a newline on stdout, in
/// order with the program's other output (MLIR's lowering calls `puts`).
///
/// # Safety
/// `msg` must be a NUL-terminated string.
pub unsafe extern "C" fn bufjit_jit_assert_message(msg: *const c_char) {
    // SAFETY: generated code passes a NUL-terminated constant.
    let mut text = unsafe { CStr::from_ptr(msg) }.to_bytes().to_vec();
    text.push(b'\n');
    bufjit_runtime::print::emit(&text);
}

/// `arith.extf` from a small float (`f16`, `bf16`, 8- and 4-bit; `code` as
/// [`crate::ir::FloatKind::small_code`]): the exact value of `bits`.
pub extern "C" fn bufjit_jit_small_float_to_f64(bits: u64, code: u64) -> f64 {
    crate::semantics::minifloat::decode_code(bits, code)
}

/// `arith.truncf` to a small float: `v` rounded to nearest even, with the format's overflow
/// and NaN rules.
pub extern "C" fn bufjit_jit_f64_to_small_float(v: f64, code: u64) -> u64 {
    crate::semantics::minifloat::encode_code(v, code)
}

/// `math.ipowi` on 64-bit integers (negative exponents follow MLIR: 1/x^n in integers).
pub extern "C" fn bufjit_jit_ipowi(base: i64, exp: i64) -> i64 {
    if exp < 0 {
        return match base {
            1 => 1,
            -1 => {
                if exp % 2 == 0 {
                    1
                } else {
                    -1
                }
            }
            _ => 0,
        };
    }
    let mut r: i64 = 1;
    let mut b = base;
    let mut e = exp as u64;
    while e > 0 {
        if e & 1 == 1 {
            r = r.wrapping_mul(b);
        }
        b = b.wrapping_mul(b);
        e >>= 1;
    }
    r
}

macro_rules! libm {
    ($($name:ident: fn($($a:ident: $t:ty),*) -> $r:ty;)*) => {
        mod libm_sys {
            unsafe extern "C" {
                $(pub fn $name($($a: $t),*) -> $r;)*
            }
        }
        /// The libm functions `math` ops lower to.
        pub const LIBM: &[&str] = &[$(stringify!($name)),*];
        fn libm_symbols() -> Vec<(&'static str, *const u8)> {
            vec![$((stringify!($name), libm_sys::$name as *const u8)),*]
        }
    };
}

libm! {
    expf: fn(x: f32) -> f32; exp: fn(x: f64) -> f64;
    exp2f: fn(x: f32) -> f32; exp2: fn(x: f64) -> f64;
    expm1f: fn(x: f32) -> f32; expm1: fn(x: f64) -> f64;
    logf: fn(x: f32) -> f32; log: fn(x: f64) -> f64;
    log2f: fn(x: f32) -> f32; log2: fn(x: f64) -> f64;
    log10f: fn(x: f32) -> f32; log10: fn(x: f64) -> f64;
    log1pf: fn(x: f32) -> f32; log1p: fn(x: f64) -> f64;
    sinf: fn(x: f32) -> f32; sin: fn(x: f64) -> f64;
    cosf: fn(x: f32) -> f32; cos: fn(x: f64) -> f64;
    tanf: fn(x: f32) -> f32; tan: fn(x: f64) -> f64;
    asinf: fn(x: f32) -> f32; asin: fn(x: f64) -> f64;
    acosf: fn(x: f32) -> f32; acos: fn(x: f64) -> f64;
    atanf: fn(x: f32) -> f32; atan: fn(x: f64) -> f64;
    sinhf: fn(x: f32) -> f32; sinh: fn(x: f64) -> f64;
    coshf: fn(x: f32) -> f32; cosh: fn(x: f64) -> f64;
    tanhf: fn(x: f32) -> f32; tanh: fn(x: f64) -> f64;
    asinhf: fn(x: f32) -> f32; asinh: fn(x: f64) -> f64;
    acoshf: fn(x: f32) -> f32; acosh: fn(x: f64) -> f64;
    atanhf: fn(x: f32) -> f32; atanh: fn(x: f64) -> f64;
    erff: fn(x: f32) -> f32; erf: fn(x: f64) -> f64;
    erfcf: fn(x: f32) -> f32; erfc: fn(x: f64) -> f64;
    cbrtf: fn(x: f32) -> f32; cbrt: fn(x: f64) -> f64;
    roundf: fn(x: f32) -> f32; round: fn(x: f64) -> f64;
    atan2f: fn(y: f32, x: f32) -> f32; atan2: fn(y: f64, x: f64) -> f64;
    powf: fn(x: f32, y: f32) -> f32; pow: fn(x: f64, y: f64) -> f64;
    fmodf: fn(x: f32, y: f32) -> f32; fmod: fn(x: f64, y: f64) -> f64;
    fmaxf: fn(x: f32, y: f32) -> f32; fmax: fn(x: f64, y: f64) -> f64;
    fminf: fn(x: f32, y: f32) -> f32; fmin: fn(x: f64, y: f64) -> f64;
}

/// True if `name` is one of the libm functions generated code imports.
pub fn is_libm(name: &str) -> bool {
    LIBM.contains(&name)
}

/// Every symbol generated code may import, with its address: `bufjit-runtime`'s, this
/// module's and libm's.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    let mut v = bufjit_runtime::symbols();
    v.push((
        "bufjit_jit_runtime_error",
        bufjit_jit_runtime_error as *const u8,
    ));
    v.push(("bufjit_jit_stack_mark", bufjit_jit_stack_mark as *const u8));
    v.push((
        "bufjit_jit_stack_alloc",
        bufjit_jit_stack_alloc as *const u8,
    ));
    v.push((
        "bufjit_jit_stack_restore",
        bufjit_jit_stack_restore as *const u8,
    ));
    v.push(("bufjit_jit_ipowi", bufjit_jit_ipowi as *const u8));
    v.push((
        "bufjit_jit_assert_message",
        bufjit_jit_assert_message as *const u8,
    ));
    v.push((
        "bufjit_jit_small_float_to_f64",
        bufjit_jit_small_float_to_f64 as *const u8,
    ));
    v.push((
        "bufjit_jit_f64_to_small_float",
        bufjit_jit_f64_to_small_float as *const u8,
    ));
    v.push(("memcpy", libc::memcpy as *const u8));
    v.push(("memmove", libc::memmove as *const u8));
    v.push(("memset", libc::memset as *const u8));
    v.extend(super::apfloat::symbols());
    v.extend(libm_symbols());
    v
}
