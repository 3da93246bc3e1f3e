//! The stable `extern "C"` surface generated code calls: allocate, free and
//! realloc through the process-wide tracker ([`crate::global`]), plus site
//! registration, configuration and reporting for embeddings written in C.
//!
//! | symbol | signature |
//! | --- | --- |
//! | `bufjit_rt_register_site` | `uint32_t (const char *location, const char *op_text)` |
//! | `bufjit_rt_alloc` | `void *(uint64_t size, uint64_t alignment, uint32_t site)` |
//! | `bufjit_rt_free` | `uint32_t (void *ptr, uint32_t site)` — 0, or the violation code |
//! | `bufjit_rt_thread` | `const void *(void)` — the calling thread's allocator state |
//! | `bufjit_rt_alloc_on` | `void *(uint64_t size, uint32_t alignment_log2, uint32_t site, const void *thread)` |
//! | `bufjit_rt_free_on` | `uint32_t (void *ptr, uint32_t site, const void *thread)` |
//! | `bufjit_rt_realloc` | `void *(void *ptr, uint64_t new_size, uint64_t alignment, uint32_t site)` |
//! | `mi_malloc`, `mi_malloc_aligned`, `mi_free`, `mi_realloc_aligned` | mimalloc's own (re-exported) |
//! | `bufjit_rt_set_mode` | `uint32_t (uint32_t mode)` — 0 collect, 1 stop, 2 off; returns 0, or 1 if invalid |
//! | `bufjit_rt_set_quarantine_bytes` | `void (uint64_t bytes)` — 0 = off |
//! | `bufjit_rt_check_read` | `uint32_t (const void *ptr, uint32_t site)` — 6 if `ptr` is in a quarantined (freed) block, else 0 |
//! | `bufjit_rt_check_write` | `uint32_t (const void *ptr, uint32_t site)` — 7 if `ptr` is in a quarantined (freed) block, else 0 |
//! | `bufjit_rt_check_copy` | `uint32_t (const void *src, const void *dst, uint64_t elements, uint32_t site)` — 6 or 7 if a non-empty copy reads or writes a quarantined block, else 0 |
//! | `bufjit_rt_set_violation_handler` | `void (void (*)(uint32_t kind, void *ptr, uint32_t site, void *user), void *user)` |
//! | `bufjit_rt_stopped` | `uint32_t (void)` — 1 after the first violation in stop mode |
//! | `bufjit_rt_violation_count` | `uint64_t (void)` |
//! | `bufjit_rt_live_blocks` | `uint64_t (void)` |
//! | `bufjit_rt_write_report` | `int32_t (int32_t fd, uint32_t json)` — 0 on success |
//! | `bufjit_rt_count_copy` | `void (uint64_t bytes)` — one executed buffer copy |
//! | `bufjit_rt_count_helper_call` | `void (void)` — one executed dealloc-helper call |
//!
//! Code compiled for `--memcheck=off` calls mimalloc's entry points directly (re-exported
//! here so that they are in [`crate::symbols`]): no tracker, no counters, no sites, whatever
//! mode the tracker is in. Blocks from mimalloc must be freed by `mi_free`, never by the
//! checked entries (which would report an invalid free), and the other way round.
//!
//! Violation codes: 1 double free, 2 interior free, 3 invalid free
//! (never allocated here), 4 invalid realloc, 5 leak, 6 use after free (read),
//! 7 write after free.

use std::ffi::{c_char, c_void, CStr};

pub use libmimalloc_sys::{mi_free, mi_malloc, mi_malloc_aligned, mi_realloc_aligned};

use crate::global;
use crate::sites::SiteId;
use crate::tracker::{self, CViolationHandler, FreeRest, Mode};
use crate::violation::ViolationKind;

/// Registers a site (`location` is `file:line:col`, `op_text` the op) with
/// the global tracker and returns its id. Null strings count as empty.
///
/// # Safety
/// Each argument must be null or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn bufjit_rt_register_site(
    location: *const c_char,
    op_text: *const c_char,
) -> u32 {
    let text = |p: *const c_char| {
        if p.is_null() {
            String::new()
        } else {
            // SAFETY: NUL-terminated per the caller.
            unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
        }
    };
    global().register_site(&text(location), &text(op_text)).0
}

/// Allocates `size` bytes aligned to `alignment` for `site`; null on failure.
#[no_mangle]
pub extern "C" fn bufjit_rt_alloc(size: u64, alignment: u64, site: u32) -> *mut c_void {
    let _section = crate::guard::RuntimeSection::enter();
    global()
        .alloc(size as usize, alignment as usize, SiteId(site))
        .cast()
}

/// Allocates `size` bytes aligned to `1 << align_log2` for `site` (what
/// generated code calls: the alignment is a constant there, so its logarithm
/// is too); null on failure or for `align_log2` of 64 or more.
#[no_mangle]
pub extern "C" fn bufjit_rt_alloc_log2(size: u64, align_log2: u32, site: u32) -> *mut c_void {
    // The fast path calls nothing and needs no stack frame; the rest is a
    // tail call.
    match tracker::alloc_fast(|| tracker::GLOBAL_KEY, size as usize, align_log2, site) {
        (p, false) if p != 0 => p as *mut c_void,
        (p, _) => alloc_log2_rest(size, align_log2, site, p),
    }
}

/// The calling thread's allocator state, for [`bufjit_rt_alloc_on`] and
/// [`bufjit_rt_free_on`]: generated code asks for it once per function
/// call and passes it to every allocation and free of that call. It stays
/// valid, and the same, for as long as the thread runs, and belongs to that
/// thread only.
#[no_mangle]
pub extern "C" fn bufjit_rt_thread() -> *const c_void {
    tracker::thread_state().cast()
}

/// [`bufjit_rt_alloc_log2`] for the thread whose state `thread` is: the
/// fast path reads no thread-local variable, so it calls nothing (not even
/// the thread-local lookup a shared library makes) and needs no stack
/// frame.
///
/// # Safety
/// `thread` must be what [`bufjit_rt_thread`] returned on the calling
/// thread.
#[no_mangle]
pub unsafe extern "C" fn bufjit_rt_alloc_on(
    size: u64,
    align_log2: u32,
    site: u32,
    thread: *const c_void,
) -> *mut c_void {
    let key = || tracker::GLOBAL_KEY;
    // SAFETY: forwarded to the caller.
    match unsafe { tracker::alloc_fast_on(thread.cast(), key, size as usize, align_log2, site) } {
        (p, false) if p != 0 => p as *mut c_void,
        (p, _) => alloc_log2_rest(size, align_log2, site, p),
    }
}

/// What [`bufjit_rt_alloc_log2`]'s fast path left to do: settle the thread's
/// live bytes for the block `p` it allocated, or (`p` null) the whole
/// allocation, also before the global tracker exists or for an alignment of
/// `1 << 64` or more. `p` comes last, so that the fast paths pass their own
/// arguments on where they found them.
#[cold]
#[inline(never)]
extern "C" fn alloc_log2_rest(size: u64, align_log2: u32, site: u32, p: usize) -> *mut c_void {
    if p != 0 {
        // The fast path ran for the global tracker, which therefore exists.
        return global().finish(p, true, false).cast();
    }
    if align_log2 >= 64 {
        return bufjit_rt_alloc(size, u64::MAX, site);
    }
    global()
        .alloc_fresh(size as usize, align_log2, SiteId(site))
        .cast()
}

/// Frees `ptr` for `site`. Returns 0 (freed, or null), else the violation
/// code; a bad pointer is reported and never freed.
///
/// # Safety
/// In checked modes any value is accepted. In mode 2 (off) `ptr` must be
/// null or a live block from `bufjit_rt_alloc`.
#[no_mangle]
pub unsafe extern "C" fn bufjit_rt_free(ptr: *mut c_void, site: u32) -> u32 {
    // The fast path calls nothing and needs no stack frame; the rest is a
    // tail call.
    match tracker::free_fast(|| tracker::GLOBAL_KEY, ptr as usize, site) {
        FreeRest::DONE => 0,
        // SAFETY: forwarded to the caller.
        rest => unsafe { free_rest(ptr, site, rest.0) },
    }
}

/// [`bufjit_rt_free`] for the thread whose state `thread` is (see
/// [`bufjit_rt_alloc_on`]).
///
/// # Safety
/// As for [`bufjit_rt_free`]; `thread` must be what [`bufjit_rt_thread`]
/// returned on the calling thread.
#[no_mangle]
pub unsafe extern "C" fn bufjit_rt_free_on(
    ptr: *mut c_void,
    site: u32,
    thread: *const c_void,
) -> u32 {
    // SAFETY: forwarded to the caller.
    match unsafe {
        tracker::free_fast_on(thread.cast(), || tracker::GLOBAL_KEY, ptr as usize, site)
    } {
        FreeRest::DONE => 0,
        // SAFETY: forwarded to the caller.
        rest => unsafe { free_rest(ptr, site, rest.0) },
    }
}

/// What [`bufjit_rt_free`]'s fast path left to do (a [`FreeRest`]). Before
/// the global tracker exists no block can be live, so freeing goes the
/// general way (a report).
///
/// # Safety
/// As for [`bufjit_rt_free`].
#[cold]
#[inline(never)]
unsafe extern "C" fn free_rest(ptr: *mut c_void, site: u32, rest: u32) -> u32 {
    // The tracker enters a runtime section itself wherever it may call out.
    // SAFETY: forwarded to the caller.
    match unsafe { global().free_rest(ptr.cast(), SiteId(site), FreeRest(rest)) } {
        Ok(()) => 0,
        Err(kind) => kind.code(),
    }
}

/// Resizes `ptr` to `new_size` bytes for `site` (null `ptr` allocates).
/// Returns null, leaving the block untouched, on failure or when `ptr` is
/// not a live block (reported as an invalid realloc).
///
/// # Safety
/// As for [`bufjit_rt_free`].
#[no_mangle]
pub unsafe extern "C" fn bufjit_rt_realloc(
    ptr: *mut c_void,
    new_size: u64,
    alignment: u64,
    site: u32,
) -> *mut c_void {
    let _section = crate::guard::RuntimeSection::enter();
    // SAFETY: forwarded to the caller.
    unsafe {
        global().realloc(
            ptr.cast(),
            new_size as usize,
            alignment as usize,
            SiteId(site),
        )
    }
    .cast()
}

/// Sets the global tracker's mode: 0 collect, 1 stop, 2 off. Returns 0, or
/// 1 for an unknown mode (ignored).
#[no_mangle]
pub extern "C" fn bufjit_rt_set_mode(mode: u32) -> u32 {
    match Mode::from_u32(mode) {
        Some(m) => {
            global().set_mode(m);
            0
        }
        None => 1,
    }
}

/// A load at `site` returned the quarantine's poison pattern from `ptr`: reports a use after
/// free if `ptr` lies in a quarantined block. Returns 6 (the violation code) or 0.
#[no_mangle]
pub extern "C" fn bufjit_rt_check_read(ptr: *const c_void, site: u32) -> u32 {
    let _section = crate::guard::RuntimeSection::enter();
    global().check_poisoned_read(ptr as usize, SiteId(site))
}

/// A store at `site` is about to write `ptr`, whose old contents are the quarantine's poison
/// pattern: reports a write after free if `ptr` lies in a quarantined block. Returns 7 or 0.
#[no_mangle]
pub extern "C" fn bufjit_rt_check_write(ptr: *const c_void, site: u32) -> u32 {
    let _section = crate::guard::RuntimeSection::enter();
    global().check_freed_access(ptr as usize, SiteId(site), ViolationKind::WriteAfterFree)
}

/// A `memref.copy` at `site` of `elements` elements reads from `src` and writes to `dst`
/// (their first elements): reports a use after free for a quarantined source and a write
/// after free for a quarantined target. Returns the first violation's code, or 0.
#[no_mangle]
pub extern "C" fn bufjit_rt_check_copy(
    src: *const c_void,
    dst: *const c_void,
    elements: u64,
    site: u32,
) -> u32 {
    let _section = crate::guard::RuntimeSection::enter();
    if elements == 0 {
        return 0;
    }
    let t = global();
    let r = t.check_freed_access(src as usize, SiteId(site), ViolationKind::UseAfterFree);
    let w = t.check_freed_access(dst as usize, SiteId(site), ViolationKind::WriteAfterFree);
    if r != 0 {
        r
    } else {
        w
    }
}

/// Sets the quarantine budget in bytes (0 = off).
#[no_mangle]
pub extern "C" fn bufjit_rt_set_quarantine_bytes(bytes: u64) {
    global().set_quarantine_bytes(bytes as usize);
}

/// Sets (or, with null, removes) the handler called on the first violation
/// in stop mode.
#[no_mangle]
pub extern "C" fn bufjit_rt_set_violation_handler(
    handler: Option<CViolationHandler>,
    user_data: *mut c_void,
) {
    global().set_c_violation_handler(handler, user_data);
}

/// 1 once a violation happened in stop mode, else 0.
#[no_mangle]
pub extern "C" fn bufjit_rt_stopped() -> u32 {
    global().stopped() as u32
}

/// Violations recorded so far (leaks excluded).
#[no_mangle]
pub extern "C" fn bufjit_rt_violation_count() -> u64 {
    global().stats().total_violations()
}

/// Blocks live now.
#[no_mangle]
pub extern "C" fn bufjit_rt_live_blocks() -> u64 {
    global().stats().live_blocks
}

/// Writes the global tracker's report to file descriptor `fd`: text, or
/// JSON (followed by a newline) when `json` is non-zero. Returns 0, or -1
/// if writing failed.
#[no_mangle]
pub extern "C" fn bufjit_rt_write_report(fd: i32, json: u32) -> i32 {
    let report = global().report();
    let text = if json != 0 {
        report.json() + "\n"
    } else {
        report.text()
    };
    let mut rest = text.as_bytes();
    while !rest.is_empty() {
        // SAFETY: writing a valid buffer to a caller-chosen descriptor.
        let n = unsafe { libc::write(fd, rest.as_ptr().cast(), rest.len()) };
        if n <= 0 {
            return -1;
        }
        rest = &rest[n as usize..];
    }
    0
}

/// Counts one executed buffer copy of `bytes` bytes (generated code calls this for each
/// `memref.copy` it lowers to `memcpy`; `memrefCopy` counts itself).
#[no_mangle]
pub extern "C" fn bufjit_rt_count_copy(bytes: u64) {
    global().record_copy(bytes);
}

/// Counts one executed call of a generic deallocation helper (`@dealloc_helper`,
/// `@dealloc_helper_nlogn`); generated code calls it on the helper's entry.
#[no_mangle]
pub extern "C" fn bufjit_rt_count_helper_call() {
    // Generated code calls this once per helper call: no stack frame for
    // the first call's initialisation (a tail call).
    match crate::ready() {
        Some(t) => t.record_helper_call(),
        None => count_helper_call_first(),
    }
}

/// [`bufjit_rt_count_helper_call`] before the global tracker exists.
#[cold]
#[inline(never)]
extern "C" fn count_helper_call_first() {
    global().record_helper_call();
}
