//! The `extern "C"` entry points drive the process-wide tracker. The entry
//! points are exercised by a single test because they all share that one
//! global tracker (the other test only reads mimalloc's options).

use std::ffi::c_void;
use std::sync::atomic::{AtomicU32, Ordering};

use bufjit_runtime::abi::*;
use bufjit_runtime::global;

static LAST_KIND: AtomicU32 = AtomicU32::new(0);

unsafe extern "C" fn on_violation(kind: u32, _ptr: *mut c_void, _site: u32, _user: *mut c_void) {
    LAST_KIND.store(kind, Ordering::SeqCst);
}

#[test]
fn c_entry_points_on_the_global_tracker() {
    unsafe {
        let a = bufjit_rt_register_site(
            c"k.mlir:1:5".as_ptr(),
            c"%0 = memref.alloc() : memref<4xf32>".as_ptr(),
        );
        let f = bufjit_rt_register_site(c"k.mlir:2:5".as_ptr(), std::ptr::null());
        assert_eq!(
            a,
            bufjit_rt_register_site(
                c"k.mlir:1:5".as_ptr(),
                c"%0 = memref.alloc() : memref<4xf32>".as_ptr()
            )
        );
        assert_ne!(a, f);

        let p = bufjit_rt_alloc_log2(40, 7, a);
        assert!(!p.is_null() && (p as usize).is_multiple_of(128));
        assert_eq!(bufjit_rt_live_blocks(), 1);
        assert_eq!(bufjit_rt_free(p, f), 0);
        assert!(bufjit_rt_alloc_log2(8, 64, a).is_null(), "alignment 2^64");
        let p = bufjit_rt_alloc(16, 64, a);
        assert!(!p.is_null() && (p as usize).is_multiple_of(64));
        assert_eq!(bufjit_rt_live_blocks(), 1);
        let p = bufjit_rt_realloc(p, 256, 64, a);
        assert!(!p.is_null());
        assert_eq!(bufjit_rt_free(p, f), 0);
        assert_eq!(bufjit_rt_free(std::ptr::null_mut(), f), 0);
        assert_eq!(bufjit_rt_free(p, f), 1, "double free code");
        assert_eq!(bufjit_rt_violation_count(), 1);
        assert!(bufjit_rt_realloc(p, 8, 8, f).is_null());

        // The fast paths: a freed small block serves the next request of its
        // 8-byte bucket at the same address (the stash), and every bad free
        // through them is still refused and reported.
        let s = bufjit_rt_alloc_log2(48, 6, a);
        assert_eq!(bufjit_rt_free(s, f), 0);
        let t = bufjit_rt_alloc_log2(41, 6, a);
        assert_eq!(t, s, "41 bytes reuse the stashed 48-byte block");
        let interior = t.cast::<u8>().add(8).cast();
        assert_eq!(bufjit_rt_free(interior, f), 2, "interior free code");
        assert_eq!(bufjit_rt_free(t, f), 0);
        assert_eq!(bufjit_rt_free(t, f), 1, "double free of a stashed block");
        let mut word = 0u64;
        assert_eq!(bufjit_rt_free((&mut word as *mut u64).cast(), f), 3);
        // The refused second free stashed nothing: two live blocks of the
        // bucket have two addresses.
        let u = bufjit_rt_alloc_log2(48, 6, a);
        let v = bufjit_rt_alloc_log2(48, 6, a);
        assert!(u != v && !u.is_null() && !v.is_null());
        assert_eq!(bufjit_rt_live_blocks(), 2);
        assert_eq!(bufjit_rt_free(u, f), 0);
        assert_eq!(bufjit_rt_free(v, f), 0);
        assert_eq!(bufjit_rt_violation_count(), 5);

        assert_eq!(bufjit_rt_set_mode(9), 1);
        assert_eq!(bufjit_rt_set_mode(1), 0);
        bufjit_rt_set_violation_handler(Some(on_violation), std::ptr::null_mut());
        assert_eq!(bufjit_rt_stopped(), 0);
        let mut stack = 0u64;
        assert_eq!(bufjit_rt_free((&mut stack as *mut u64).cast(), f), 3);
        assert_eq!(bufjit_rt_stopped(), 1);
        assert_eq!(LAST_KIND.load(Ordering::SeqCst), 3);

        bufjit_rt_set_quarantine_bytes(4096);
        let q = bufjit_rt_alloc(8, 8, a);
        assert_eq!(bufjit_rt_free(q, f), 0);
        assert_eq!(global().quarantined(), (1, 8));
        bufjit_rt_set_quarantine_bytes(0);

        let devnull = libc::open(c"/dev/null".as_ptr(), libc::O_WRONLY);
        assert!(devnull >= 0);
        assert_eq!(bufjit_rt_write_report(devnull, 0), 0);
        assert_eq!(bufjit_rt_write_report(devnull, 1), 0);
        libc::close(devnull);
        assert_eq!(bufjit_rt_write_report(-1, 1), -1);
    }
    let r = global().report();
    assert_eq!(r.count(bufjit_runtime::ViolationKind::DoubleFree), 2);
    assert_eq!(r.count(bufjit_runtime::ViolationKind::InteriorFree), 1);
    assert_eq!(r.count(bufjit_runtime::ViolationKind::InvalidRealloc), 1);
    assert_eq!(r.count(bufjit_runtime::ViolationKind::InvalidFree), 2);
    assert!(r.leaks.is_empty());
}

/// The process-wide tracker keeps freed pages mapped (kernels that free and
/// allocate a large buffer per step would page-fault on all of it each step),
/// unless the environment asks mimalloc for decommits.
#[test]
fn freed_pages_stay_mapped() {
    let _ = bufjit_runtime::global();
    let asked = std::env::var_os("MIMALLOC_PURGE_DECOMMITS").is_some();
    assert!(asked || !bufjit_runtime::mimalloc_decommits());
}
