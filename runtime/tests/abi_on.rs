//! The entry points generated code calls, `bufjit_rt_alloc_on` and
//! `bufjit_rt_free_on`, on the state `bufjit_rt_thread` returns: the same
//! blocks, verdicts and counts as `bufjit_rt_alloc_log2` and `bufjit_rt_free`,
//! also for blocks freed on another thread than the one that allocated them.
//! One test: it owns this binary's global tracker.

use std::ffi::c_void;

use bufjit_runtime::abi::*;
use bufjit_runtime::{global, ViolationKind};

#[test]
fn entries_on_the_thread_state() {
    // SAFETY: every state passed is the calling thread's; every pointer
    // freed is a block of the global tracker, or is refused.
    unsafe {
        let a = bufjit_rt_register_site(c"k.mlir:1:5".as_ptr(), c"memref.alloc".as_ptr());
        let f = bufjit_rt_register_site(c"k.mlir:2:5".as_ptr(), c"memref.dealloc".as_ptr());
        let th = bufjit_rt_thread();
        assert_eq!(th, bufjit_rt_thread());
        let elsewhere = std::thread::spawn(|| bufjit_rt_thread() as usize)
            .join()
            .unwrap();
        assert_ne!(elsewhere, th as usize, "each thread has its own state");

        // The first allocation binds the thread (the general path); then a
        // freed small block is stashed and serves the next request.
        let p = bufjit_rt_alloc_on(48, 4, a, th);
        assert!(!p.is_null() && (p as usize).is_multiple_of(16));
        assert_eq!(bufjit_rt_free_on(p, f, th), 0);
        let q = bufjit_rt_alloc_on(48, 4, a, th);
        assert_eq!(q, p);
        assert!(bufjit_rt_alloc_on(8, 64, a, th).is_null(), "alignment 2^64");
        let big = bufjit_rt_alloc_on(4096, 6, a, th);
        assert!(!big.is_null() && (big as usize).is_multiple_of(64));
        assert_eq!(bufjit_rt_live_blocks(), 2);
        assert_eq!(bufjit_rt_free_on(big, f, th), 0);

        // Bad frees go to the general path and are refused and reported.
        assert_eq!(bufjit_rt_free_on(q.cast::<u8>().add(8).cast(), f, th), 2);
        let mut word = 0u64;
        assert_eq!(bufjit_rt_free_on((&mut word as *mut u64).cast(), f, th), 3);
        assert_eq!(bufjit_rt_free_on(std::ptr::null_mut(), f, th), 0);
        assert_eq!(bufjit_rt_free_on(q, f, th), 0);
        assert_eq!(
            bufjit_rt_free_on(q, f, th),
            1,
            "double free of a stashed block"
        );
        // Nothing was forwarded: two live blocks of the bucket, two addresses.
        let u = bufjit_rt_alloc_on(48, 4, a, th);
        let v = bufjit_rt_alloc_on(48, 4, a, th);
        assert!(u != v && !u.is_null() && !v.is_null());
        assert_eq!(bufjit_rt_free_on(u, f, th), 0);
        assert_eq!(bufjit_rt_free_on(v, f, th), 0);

        // Across threads: allocated there, freed here, and the other way.
        let r =
            std::thread::spawn(move || bufjit_rt_alloc_on(48, 4, a, bufjit_rt_thread()) as usize)
                .join()
                .unwrap();
        assert_eq!(bufjit_rt_free_on(r as *mut c_void, f, th), 0);
        let s = bufjit_rt_alloc_on(64, 4, a, th) as usize;
        let code =
            std::thread::spawn(move || bufjit_rt_free_on(s as *mut c_void, f, bufjit_rt_thread()))
                .join()
                .unwrap();
        assert_eq!(code, 0);
        assert_eq!(bufjit_rt_free_on(s as *mut c_void, f, th), 1);
    }
    let s = global().stats();
    assert_eq!(
        (s.allocations, s.frees, s.live_blocks),
        (7, 7, 0),
        "p, q, big, u, v, r, s"
    );
    assert_eq!(s.bytes_allocated, 48 * 5 + 4096 + 64);
    assert_eq!(s.bytes_freed, s.bytes_allocated);
    assert_eq!(s.peak_live_bytes, 48 + 4096);
    let r = global().report();
    assert_eq!(r.count(ViolationKind::DoubleFree), 2);
    assert_eq!(r.count(ViolationKind::InteriorFree), 1);
    assert_eq!(r.count(ViolationKind::InvalidFree), 1);
    assert!(r.leaks.is_empty());
}
