//! A thread's stash of freed small blocks, kept back from mimalloc so that
//! the next allocation of the same size takes one without calling it.
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
//! * **Buckets.** Direct-mapped by exact size: sizes 1 to [`MAX_SIZE`] bytes,
//!   bucket `(size - 1) / 8`; a bucket holds blocks of one size at a time
//!   (its key), at most [`DEPTH`] of them, as a list linked through each
//!   block's first word. A block of recorded size `s` was obtained from
//!   mimalloc for at least `s` bytes, so it serves any later request of
//!   exactly `s` bytes.
//! * **Alignment.** A stashed block serves a request whose alignment its
//!   address meets ([`aligned`]), whatever it was first requested with: real
//!   pipelines ask for 64 (One-Shot Bufferize's `alignment = 64`), and a block
//!   freed from such a request is 64-aligned when it comes back. A block that
//!   is not aligned enough stays stashed; the request goes to mimalloc.
//! * **Bound.** At most `DEPTH * MAX_SIZE * BUCKETS / 2` bytes or so per
//!   thread (about 256 KiB; in practice the few sizes a kernel uses). The
//!   stash is given back to mimalloc when the thread exits.

/// Largest block size kept (bytes).
pub(crate) const MAX_SIZE: usize = 512;
/// Buckets: one per 8-byte size step up to [`MAX_SIZE`].
const BUCKETS: usize = MAX_SIZE / 8;
/// Blocks kept per bucket.
pub(crate) const DEPTH: u32 = 16;

/// The stash of one thread. See the module docs.
#[repr(C)]
pub(crate) struct Stash {
    /// The size of the blocks in each bucket (meaningful while its `len` is
    /// not 0).
    key: [usize; BUCKETS],
    /// The first block of each bucket's list (0: empty).
    head: [usize; BUCKETS],
    len: [u32; BUCKETS],
}

/// The bucket of a block of `size` bytes, if blocks of that size are kept.
#[inline(always)]
fn bucket(size: usize) -> Option<usize> {
    let s = size.wrapping_sub(1);
    (s < MAX_SIZE).then_some(s >> 3)
}

/// Whether the block at `addr` meets an alignment of `1 << log2` (`log2`
/// below 64).
#[inline(always)]
pub(crate) fn aligned(addr: usize, log2: u32) -> bool {
    addr & ((1usize << log2) - 1) == 0
}

impl Stash {
    /// An empty stash.
    pub(crate) const fn new() -> Stash {
        Stash {
            key: [0; BUCKETS],
            head: [0; BUCKETS],
            len: [0; BUCKETS],
        }
    }

    /// A stashed block of exactly `size` bytes, left in the stash (0 if there
    /// is none); [`Stash::take`] removes it.
    #[inline(always)]
    pub(crate) fn peek(&self, size: usize) -> usize {
        match bucket(size) {
            Some(b) if self.key[b] == size => self.head[b],
            _ => 0,
        }
    }

    /// Removes the block [`Stash::peek`] just returned for `size`.
    ///
    /// # Safety
    /// `addr` must be the non-zero result of `self.peek(size)`, with no
    /// change to the stash in between.
    #[inline(always)]
    pub(crate) unsafe fn take(&mut self, addr: usize, size: usize) {
        let b = (size - 1) >> 3;
        // SAFETY: `addr` is a stashed block, owned by the stash, whose first
        // word links to the next one (see `put`).
        self.head[b] = unsafe { *(addr as *const usize) };
        self.len[b] -= 1;
    }

    /// Keeps the freed block `addr` of `size` bytes if its bucket has room
    /// (and holds blocks of that size, or none). Returns false if it was not
    /// kept: the caller hands it to mimalloc.
    ///
    /// # Safety
    /// `addr` must be the start of a mimalloc block of at least `size` bytes
    /// that nobody else owns any more; if kept, it belongs to the stash.
    #[inline(always)]
    pub(crate) unsafe fn put(&mut self, addr: usize, size: usize) -> bool {
        let Some(b) = bucket(size) else { return false };
        let len = self.len[b];
        if len == 0 {
            self.key[b] = size;
        } else if self.key[b] != size || len >= DEPTH {
            return false;
        }
        // SAFETY: per the caller the block is ours and at least `size >= 1`
        // bytes; mimalloc blocks are at least 8 bytes and 8-aligned.
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

    #[test]
    fn last_in_first_out_by_exact_size() {
        let mut s = Stash::new();
        let bs = blocks(3, 64);
        let addrs: Vec<usize> = bs.iter().map(|b| b.as_ptr() as usize).collect();
        for &a in &addrs {
            assert!(unsafe { s.put(a, 64) });
        }
        // Same bucket, other size: neither kept nor served.
        assert_eq!(s.peek(60), 0);
        assert!(!unsafe { s.put(addrs[0] + 4096, 60) });
        for &a in addrs.iter().rev() {
            assert_eq!(s.peek(64), a);
            unsafe { s.take(a, 64) };
        }
        assert_eq!(s.peek(64), 0);
        // An emptied bucket takes a new size.
        assert!(unsafe { s.put(addrs[1], 60) });
        assert_eq!(s.peek(60), addrs[1]);
        assert_eq!(s.peek(64), 0);
    }

    #[test]
    fn bounded_and_small_only() {
        let mut s = Stash::new();
        let bs = blocks(DEPTH as usize + 1, 24);
        for (i, b) in bs.iter().enumerate() {
            let kept = unsafe { s.put(b.as_ptr() as usize, 24) };
            assert_eq!(kept, i < DEPTH as usize);
        }
        assert_eq!(s.blocks(), DEPTH);
        let big = blocks(1, MAX_SIZE + 8);
        assert!(!unsafe { s.put(big[0].as_ptr() as usize, MAX_SIZE + 8) });
        assert!(!unsafe { s.put(big[0].as_ptr() as usize, 0) });
        let mut released = Vec::new();
        s.drain(|p| released.push(p));
        assert_eq!(released.len(), DEPTH as usize);
        assert_eq!(s.blocks(), 0);
        assert_eq!(s.peek(24), 0);
    }

    #[test]
    fn alignment_is_the_address_s() {
        assert!(aligned(0x1000, 12));
        assert!(aligned(0x1040, 6));
        assert!(!aligned(0x1040, 7));
        assert!(aligned(0x1008, 0));
        assert!(aligned(0x1008, 3));
        assert!(!aligned(0x1008, 4));
    }
}
