//! What both allocator benches share: the three allocators behind one
//! trait, so that the checked and the raw loops are the same code apart
//! from the calls (same live-set setup, same `black_box`es, same loop).

// Each bench uses part of this.
#![allow(dead_code)]

use std::hint::black_box;

use bufjit_runtime::{SiteId, Tracker};
use libmimalloc_sys as mi;

/// Bytes per block.
pub const SIZE: usize = 64;
/// Requested alignment (the checked side is asked for it; 64-byte blocks
/// from `mi_malloc` and glibc `malloc` have it anyway).
pub const ALIGN: usize = 16;
/// Blocks kept live while the pairs run.
pub const LIVE: [usize; 3] = [1, 4096, 1_000_000];

/// An allocator under test.
pub trait Alloc {
    /// A short name for tables and benchmark ids.
    const NAME: &'static str;
    fn alloc(&self, size: usize) -> *mut u8;
    /// # Safety
    /// `p` comes from `alloc` of the same allocator and is live.
    unsafe fn free(&self, p: *mut u8);
}

/// The checked tracker (a handle of its own, as the C entry points have
/// their static one).
pub struct Checked(pub Tracker);

impl Alloc for Checked {
    const NAME: &'static str = "checked";
    #[inline(always)]
    fn alloc(&self, size: usize) -> *mut u8 {
        self.0.alloc(size, ALIGN, SiteId(1))
    }
    #[inline(always)]
    unsafe fn free(&self, p: *mut u8) {
        if unsafe { self.0.free(p, SiteId(2)) }.is_err() {
            std::process::abort();
        }
    }
}

/// Raw mimalloc through its cheapest entry point for this request:
/// `mi_malloc`, which is also what the tracker calls for it (64 bytes at
/// 16-byte alignment needs no `mi_malloc_aligned`).
pub struct Mimalloc;

impl Alloc for Mimalloc {
    const NAME: &'static str = "mimalloc";
    #[inline(always)]
    fn alloc(&self, size: usize) -> *mut u8 {
        unsafe { mi::mi_malloc(size) }.cast()
    }
    #[inline(always)]
    unsafe fn free(&self, p: *mut u8) {
        unsafe { mi::mi_free(p.cast()) }
    }
}

/// Raw mimalloc through `mi_malloc_aligned`, the entry point for an
/// explicit alignment (the baseline of earlier measurements; slower than
/// `mi_malloc`, so only for reference).
pub struct MimallocAligned;

impl Alloc for MimallocAligned {
    const NAME: &'static str = "mimalloc_aligned";
    #[inline(always)]
    fn alloc(&self, size: usize) -> *mut u8 {
        unsafe { mi::mi_malloc_aligned(size, ALIGN) }.cast()
    }
    #[inline(always)]
    unsafe fn free(&self, p: *mut u8) {
        unsafe { mi::mi_free(p.cast()) }
    }
}

/// glibc `malloc` (16-byte aligned on x86_64).
pub struct Glibc;

impl Alloc for Glibc {
    const NAME: &'static str = "glibc";
    #[inline(always)]
    fn alloc(&self, size: usize) -> *mut u8 {
        unsafe { libc::malloc(size) }.cast()
    }
    #[inline(always)]
    unsafe fn free(&self, p: *mut u8) {
        unsafe { libc::free(p.cast()) }
    }
}

/// One measured operation: allocate a block and free it.
#[inline(always)]
pub fn pair<A: Alloc>(a: &A) {
    let p = a.alloc(black_box(SIZE));
    // SAFETY: `p` was just allocated by `a`.
    unsafe { a.free(black_box(p)) };
}

/// `n` pairs in a loop of its own (one copy per allocator, same shape).
#[inline(never)]
pub fn pairs<A: Alloc>(a: &A, n: u64) {
    for _ in 0..n {
        pair(a);
    }
}

/// `live` blocks kept allocated while the pairs run.
pub struct Held<'a, A: Alloc> {
    a: &'a A,
    blocks: Vec<*mut u8>,
}

impl<'a, A: Alloc> Held<'a, A> {
    pub fn new(a: &'a A, live: usize) -> Self {
        let blocks: Vec<*mut u8> = (0..live).map(|_| a.alloc(SIZE)).collect();
        assert!(blocks.iter().all(|p| !p.is_null()));
        Held { a, blocks }
    }
}

impl<A: Alloc> Drop for Held<'_, A> {
    fn drop(&mut self) {
        for &p in &self.blocks {
            // SAFETY: allocated by `a` in `new` and not freed since.
            unsafe { self.a.free(p) };
        }
    }
}
