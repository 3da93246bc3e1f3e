//! A thread's stash of freed small blocks, kept back from mimalloc so that
//! the next allocation of a size it holds takes one without calling it.
//!
//! Kernels free and allocate buffers of the same few sizes over and over (a
//! scratch buffer per loop iteration, a fresh `iter_args` buffer, one per
//! call). For such a pair, mimalloc's own `mi_malloc`/`mi_free` were about
//! 50 of the checked pair's instructions and the reason the tracker's fast
//! paths had to save registers for a call. With the stash, the checked fast
//! paths are calls-free leaves: the free pushes the block here after the
//! tracker has recorded it as freed, and the allocation pops it before the
//! tracker records it as live again, at the same address, which is the case
//! the nursery is laid out for (a fresh block superseding the freed record of
//! its own address).
//!
//! Nothing about checking changes. A stashed block is freed as far as the
//! tracker is concerned: its record says so, a second free of it is a double
//! free (refused, never forwarded), and it is not counted live. Only blocks
//! the tracker's fast free path has just taken out of the live set enter the
//! stash, and only the owning thread touches it (sweepers never do).
//!
//! * **Buckets.** Direct-mapped by size rounded up to 8 bytes: sizes 1 to
//!   [`MAX_SIZE`] bytes, bucket `(size - 1) / 8`, at most the thread's limit
//!   ([`DEPTH`], or 0 where mimalloc does not round, see below) blocks each,
//!   as a list linked through each block's first word. A bucket serves any
//!   request of its sizes: mimalloc's blocks are whole words (its size
//!   classes are multiples of 8 bytes, and the tracker asks for a whole
//!   number of alignments above 16), so a block obtained for `s` bytes holds
//!   `round_up(s, 8)`, every size of its bucket. [`mimalloc_rounds`] checks
//!   that this build of mimalloc does (a padded debug or secure build gives
//!   exactly the bytes asked for); where it does not, the tracker keeps the
//!   stash empty. One size per bucket is what the fast paths gain: no size
//!   key to compare or set, a bucket's state is its head and its length.
//! * **Alignment.** A stashed block serves a request whose alignment its
//!   address meets ([`aligned`]), whatever it was first requested with: real
//!   pipelines ask for 64 (One-Shot Bufferize's `alignment = 64`), and a block
//!   freed from such a request is 64-aligned when it comes back. A block that
//!   is not aligned enough stays stashed; the request goes to mimalloc.
//! * **Bound.** At most `DEPTH` blocks per bucket, under `DEPTH * MAX_SIZE *
//!   BUCKETS / 2` bytes (about 256 KiB; in practice the few sizes a kernel
//!   uses). The stash is given back to mimalloc when the thread exits.

use std::num::NonZeroUsize;

use libmimalloc_sys as mi;

unsafe extern "C" {
    /// mimalloc's `mi_usable_size` (not bound by `libmimalloc-sys` without
    /// its `extended` feature).
    fn mi_usable_size(p: *const std::ffi::c_void) -> usize;
}

/// Largest block size kept (bytes).
pub(crate) const MAX_SIZE: usize = 512;
/// Buckets: one per 8-byte size step up to [`MAX_SIZE`].
const BUCKETS: usize = MAX_SIZE / 8;
/// Blocks kept per bucket.
pub(crate) const DEPTH: u32 = 16;

/// The stash of one thread. See the module docs.
#[repr(C)]
pub(crate) struct Stash {
    /// The first block of each bucket's list (0: empty).
    head: [usize; BUCKETS],
    len: [u32; BUCKETS],
}

/// The bucket of a block of `size` bytes, if blocks of that size are kept.
#[inline(always)]
pub(crate) fn bucket(size: usize) -> Option<usize> {
    let s = size.wrapping_sub(1);
    (s < MAX_SIZE).then_some(s >> 3)
}

/// Whether the block at `addr` (not null) meets an alignment of `1 <<
/// log2`, for any `log2` (none from 64 up): one `tzcnt` and a comparison.
#[inline(always)]
pub(crate) fn aligned(addr: NonZeroUsize, log2: u32) -> bool {
    addr.trailing_zeros() >= log2
}

/// Whether this build of mimalloc hands out whole words: a block asked for
/// `s` bytes (plainly, or aligned as the tracker asks) holds at least
/// `round_up(s, 8)`, for every size the stash keeps. Asked once per tracker.
pub(crate) fn mimalloc_rounds(alloc: impl Fn(usize, u32) -> *mut u8) -> bool {
    (1..=MAX_SIZE).all(|s| {
        [0, 3, 4, 6].iter().all(|&log2| {
            let p = alloc(s, log2);
            if p.is_null() {
                return false;
            }
            // SAFETY: `p` is a live mimalloc block, freed right after.
            unsafe {
                let ok = mi_usable_size(p.cast()) >= s.next_multiple_of(8);
                mi::mi_free(p.cast());
                ok
            }
        })
    })
}

impl Stash {
    /// An empty stash.
    pub(crate) const fn new() -> Stash {
        Stash {
            head: [0; BUCKETS],
            len: [0; BUCKETS],
        }
    }

    /// The first block of bucket `b`, left in the stash (0 if there is
    /// none); [`Stash::take`] removes it.
    #[inline(always)]
    pub(crate) fn peek(&self, b: usize) -> usize {
        self.head[b]
    }

    /// A stashed block for a request of `size` bytes aligned to `1 <<
    /// log2`, taken out of the stash, or 0.
    #[inline]
    pub(crate) fn pop(&mut self, size: usize, log2: u32) -> usize {
        let Some(b) = bucket(size) else { return 0 };
        match NonZeroUsize::new(self.head[b]) {
            Some(p) if aligned(p, log2) => {
                // SAFETY: `p` is bucket `b`'s first block.
                unsafe { self.take(p.get(), b) };
                p.get()
            }
            _ => 0,
        }
    }

    /// Removes the first block of bucket `b`, `addr`.
    ///
    /// # Safety
    /// `addr` must be the non-zero result of `self.peek(b)`, with no change
    /// to the stash in between.
    #[inline(always)]
    pub(crate) unsafe fn take(&mut self, addr: usize, b: usize) {
        // SAFETY: `addr` is a stashed block, owned by the stash, whose first
        // word links to the next one (see `put`).
        self.head[b] = unsafe { *(addr as *const usize) };
        self.len[b] -= 1;
    }

    /// Keeps the freed block `addr` of `size` bytes if its bucket holds
    /// fewer than `limit` blocks. Returns false if it was not kept: the
    /// caller hands it to mimalloc.
    ///
    /// # Safety
    /// `addr` must be the start of a mimalloc block of at least
    /// `round_up(size, 8)` bytes that nobody else owns any more; if kept, it
    /// belongs to the stash.
    #[inline(always)]
    pub(crate) unsafe fn put(&mut self, addr: usize, size: usize, limit: u32) -> bool {
        let Some(b) = bucket(size) else { return false };
        let len = self.len[b];
        if len >= limit {
            return false;
        }
        // SAFETY: per the caller the block is ours and at least 8 bytes
        // (mimalloc blocks are 8-aligned).
        unsafe { *(addr as *mut usize) = self.head[b] };
        self.head[b] = addr;
        self.len[b] = len + 1;
        true
    }

    /// Empties the stash, handing every block to `release`.
    pub(crate) fn drain(&mut self, mut release: impl FnMut(usize)) {
        for b in 0..BUCKETS {
            let mut p = std::mem::replace(&mut self.head[b], 0);
            while p != 0 {
                // SAFETY: stashed blocks link to the next through their first
                // word (see `put`); `p` is read before it is released.
                let next = unsafe { *(p as *const usize) };
                release(p);
                p = next;
            }
            self.len[b] = 0;
        }
    }

    /// Blocks held.
    #[cfg(test)]
    pub(crate) fn blocks(&self) -> u32 {
        self.len.iter().sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Owned 16-aligned storage standing in for mimalloc blocks.
    fn blocks(n: usize, size: usize) -> Vec<Vec<u128>> {
        (0..n).map(|_| vec![0u128; size.div_ceil(16)]).collect()
    }

    fn nz(a: usize) -> NonZeroUsize {
        NonZeroUsize::new(a).unwrap()
    }

    #[test]
    fn last_in_first_out_by_rounded_size() {
        let mut s = Stash::new();
        let bs = blocks(3, 64);
        let addrs: Vec<usize> = bs.iter().map(|b| b.as_ptr() as usize).collect();
        for &a in &addrs {
            assert!(unsafe { s.put(a, 64, DEPTH) });
        }
        // Sizes 57..=64 share the bucket; 65 and 56 do not.
        assert_eq!(s.pop(65, 0), 0);
        assert_eq!(s.pop(56, 0), 0);
        let b = bucket(60).unwrap();
        assert_eq!(bucket(57), Some(b));
        assert_eq!(s.peek(b), addrs[2]);
        assert_eq!(s.pop(60, 4), addrs[2]);
        assert_eq!(s.pop(57, 0), addrs[1]);
        assert_eq!(s.pop(64, 4), addrs[0]);
        assert_eq!(s.pop(64, 0), 0);
        assert_eq!(s.blocks(), 0);
    }

    #[test]
    fn bounded_and_small_only() {
        let mut s = Stash::new();
        let bs = blocks(DEPTH as usize + 1, 24);
        for (i, b) in bs.iter().enumerate() {
            let kept = unsafe { s.put(b.as_ptr() as usize, 24, DEPTH) };
            assert_eq!(kept, i < DEPTH as usize);
        }
        assert_eq!(s.blocks(), DEPTH);
        let big = blocks(1, MAX_SIZE + 8);
        assert!(!unsafe { s.put(big[0].as_ptr() as usize, MAX_SIZE + 8, DEPTH) });
        assert!(!unsafe { s.put(big[0].as_ptr() as usize, 0, DEPTH) });
        // A limit of 0 keeps nothing.
        assert!(!unsafe { s.put(big[0].as_ptr() as usize, 8, 0) });
        let mut released = Vec::new();
        s.drain(|p| released.push(p));
        assert_eq!(released.len(), DEPTH as usize);
        assert_eq!(s.blocks(), 0);
        assert_eq!(s.pop(24, 0), 0);
    }

    #[test]
    fn alignment_is_the_address_s() {
        assert!(aligned(nz(0x1000), 12));
        assert!(aligned(nz(0x1040), 6));
        assert!(!aligned(nz(0x1040), 7));
        assert!(aligned(nz(0x1008), 0));
        assert!(aligned(nz(0x1008), 3));
        assert!(!aligned(nz(0x1008), 4));
        // No address meets an alignment of 2^64 or more.
        assert!(!aligned(nz(1 << 63), 64));
        assert!(!aligned(nz(1 << 63), u32::MAX));
        assert!(aligned(nz(1 << 63), 63));
    }

    #[test]
    fn an_unaligned_first_block_is_not_served() {
        let mut s = Stash::new();
        let bs = blocks(1, 32);
        let a = bs[0].as_ptr() as usize + 8; // 8-aligned, not 16-aligned
        assert!(unsafe { s.put(a, 24, DEPTH) });
        assert_eq!(s.pop(24, 4), 0);
        assert_eq!(s.blocks(), 1);
        assert_eq!(s.pop(24, 3), a);
    }

    #[test]
    fn this_mimalloc_rounds_to_words() {
        // The default build of `libmimalloc-sys` (no padding): the stash is on.
        assert!(mimalloc_rounds(crate::tracker::mi_alloc_for_test));
    }
}
