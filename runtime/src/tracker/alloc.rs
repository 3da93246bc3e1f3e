//! Allocation: the [`Tracker::alloc`] entry points, their out-of-line
//! continuations after a fast-path miss, recording fresh blocks the general
//! way, and the calls into mimalloc.

use std::ffi::c_void;
use std::sync::atomic::Ordering;

use libmimalloc_sys as mi;

use crate::sites::SiteId;
use crate::table::Entry;

use super::counters::Op;
use super::fast::{alloc_fast, Fast};
use super::modes::Mode;
use super::thread::{local, with_state, ThreadState};
use super::{Tracker, SEQ_BATCH};

#[cfg(doc)]
use super::fast::FreeRest;

#[inline(always)]
pub(super) fn align_log2(align: usize) -> Option<u32> {
    let a = align.max(1).checked_next_power_of_two()?;
    Some(a.trailing_zeros())
}

/// The alignment `mi_malloc` guarantees for blocks of at least this many
/// bytes: `MI_MAX_ALIGN_SIZE`, C's `alignof(max_align_t)` (every size
/// class from 16 bytes up is a multiple of it, and pages start aligned to
/// it). Smaller blocks are aligned to a word.
const MI_MALLOC_ALIGN: usize = 16;

/// Allocates from mimalloc, through the plain (cheaper) entry point when it
/// guarantees the alignment. A larger alignment asks for a whole number of
/// alignments: mimalloc's aligned fast path takes the next free block of the
/// size class when it is aligned, which every block of a class that is a
/// multiple of the alignment is, and otherwise over-allocates on its slow
/// path (about 100 instructions for the `alignment = 64` One-Shot Bufferize
/// puts on every allocation). The block is recorded with the size asked for.
#[inline(always)]
pub(super) fn mi_alloc(size: usize, log2: u32) -> *mut u8 {
    // SAFETY: plain allocation calls; mimalloc accepts any size and a
    // power-of-two alignment.
    unsafe {
        if log2 <= 3 || (1usize << log2 <= MI_MALLOC_ALIGN && size >= MI_MALLOC_ALIGN) {
            mi::mi_malloc(size) as *mut u8
        } else {
            let align = 1usize << log2;
            let whole = size
                .checked_add(align - 1)
                .map_or(size, |s| s & !(align - 1));
            mi::mi_malloc_aligned(whole, align) as *mut u8
        }
    }
}

/// `mi_alloc`, for the stash's tests.
#[cfg(test)]
pub(crate) fn mi_alloc_for_test(size: usize, log2: u32) -> *mut u8 {
    mi_alloc(size, log2)
}

// ---- Allocation ----
impl Tracker {
    /// Allocates `size` bytes aligned to `align` (rounded up to a power of
    /// two; 0 means 1) for `site`. Returns null if mimalloc cannot satisfy
    /// the request.
    #[inline(always)]
    pub fn alloc(&self, size: usize, align: usize, site: SiteId) -> *mut u8 {
        let Some(log2) = align_log2(align) else {
            return self.failed();
        };
        self.alloc_log2(size, log2, site)
    }

    /// [`Tracker::alloc`] with the alignment given as its base-2 logarithm,
    /// for callers that know it when they are compiled (generated code): no
    /// rounding at run time. `log2` must be below 64.
    #[inline(always)]
    pub fn alloc_log2(&self, size: usize, log2: u32, site: SiteId) -> *mut u8 {
        match alloc_fast(|| self.key, size, log2, site.0) {
            (0, _) => self.alloc_fresh(size, log2, site),
            (p, false) => p as *mut u8,
            (p, true) => self.finish(p, true, false),
        }
    }

    /// [`Tracker::alloc_log2`] after its fast path missed, with a block from
    /// the stash (whatever its nursery slot holds) or from mimalloc.
    /// (`extern "C"` only because such functions cannot unwind: calls to
    /// them from the fast path's tail become jumps, so the fast path needs
    /// no frame.)
    #[inline(never)]
    pub(crate) extern "C" fn alloc_fresh(&self, size: usize, log2: u32, site: SiteId) -> *mut u8 {
        let _section = crate::guard::RuntimeSection::enter();
        // SAFETY: as in `with_state`; the reference dies with this call.
        let st = unsafe { &*local() };
        // The stashed block the fast path could not take (its nursery slot
        // holds another block) if there is one: left in the stash, it would
        // make every allocation that reaches it miss again, and the misses'
        // fresh blocks fill the stash until frees give blocks back to
        // mimalloc (measured: 1.7 times the allocator's instructions per
        // iteration after 10^5 iterations of `fresh_tensor_select`). Stashed
        // blocks serve only while the fast paths are open (not with the
        // quarantine on, nor in mode off).
        let stashed = if st.gate.load(Ordering::Relaxed) == self.key {
            st.stash().pop(size, log2)
        } else {
            0
        };
        let p = if stashed != 0 {
            stashed as *mut u8
        } else {
            mi_alloc(size, log2)
        };
        // A null `p` (mimalloc failed) never passes the fast path.
        match st.fast_track::<true>(|| self.key, p as usize, size, log2, site.0) {
            Fast::Done => p,
            Fast::Settle => self.finish(p as usize, true, false),
            Fast::Slot => self.alloc_evicting(st, p, size, log2, site),
            Fast::Other => self.alloc_slow(p, size, log2, site),
        }
    }

    /// What a fast path left to do (see [`Fast::Settle`], [`FreeRest`]) for
    /// the block at `addr`, which it returns.
    /// (`extern "C"` as for [`Tracker::alloc_fresh`].)
    #[cold]
    #[inline(never)]
    pub(crate) extern "C" fn finish(&self, addr: usize, settle: bool, give_back: bool) -> *mut u8 {
        let _section = crate::guard::RuntimeSection::enter();
        if give_back {
            // SAFETY: the fast free path asks this only for the block it has
            // just taken out of the live set.
            unsafe { mi::mi_free(addr as *mut c_void) };
        }
        if settle {
            with_state(|st| st.settle(&self.inner));
        }
        addr as *mut u8
    }

    /// Counts a failed allocation; returns null.
    #[cold]
    #[inline(never)]
    pub(super) fn failed(&self) -> *mut u8 {
        self.inner.failed.fetch_add(1, Ordering::Relaxed);
        std::ptr::null_mut()
    }

    /// Tracks the fresh block `p` for `st`, whose gate was open but whose
    /// nursery slot for `p` holds a live block: evicts that block to its
    /// shard.
    #[cold]
    #[inline(never)]
    fn alloc_evicting(
        &self,
        st: &ThreadState,
        p: *mut u8,
        size: usize,
        log2: u32,
        site: SiteId,
    ) -> *mut u8 {
        if p.is_null() {
            return self.failed();
        }
        // The gate was open: `st` is bound to this tracker, with nurseries.
        let inner = &*self.inner;
        let seq = st.peek_seq(inner);
        st.enter();
        let ok = st.put(inner, Entry::new(p as usize, size, seq, log2, site.0));
        st.exit();
        if !ok {
            // SAFETY: `p` came from mimalloc just now and is not tracked.
            unsafe { mi::mi_free(p.cast()) };
            return self.failed();
        }
        st.consume_seq(Op::Alloc);
        st.account_alloc(inner, size);
        p
    }

    /// Tracks the fresh block `p` the general way.
    #[cold]
    #[inline(never)]
    fn alloc_slow(&self, p: *mut u8, size: usize, log2: u32, site: SiteId) -> *mut u8 {
        if p.is_null() {
            return self.failed();
        }
        if self.inner.mode.load(Ordering::Relaxed) == Mode::Off as u8 {
            return p;
        }
        if self.track_new(p, size, log2, site, Op::Alloc) {
            return p;
        }
        // Cannot track it: give it back rather than lose track silently.
        // SAFETY: `p` came from mimalloc just now and is not tracked.
        unsafe { mi::mi_free(p.cast()) };
        self.failed()
    }

    /// Records a fresh block. Returns false if it could not be recorded.
    pub(super) fn track_new(
        &self,
        p: *mut u8,
        size: usize,
        log2: u32,
        site: SiteId,
        op: Op,
    ) -> bool {
        let inner = &*self.inner;
        let addr = p as usize;
        with_state(|st| {
            if !st.bind(&self.inner) {
                return self.track_shared(addr, size, log2, site, op);
            }
            let seq = st.peek_seq(inner);
            let entry = Entry::new(addr, size, seq, log2, site.0);
            let ok = if inner.nurseries {
                st.enter();
                let ok = st.put(inner, entry);
                st.exit();
                ok
            } else {
                inner.shard(addr).lock().table.insert(entry)
            };
            if ok {
                st.consume_seq(op);
                st.account_alloc(inner, size);
            }
            ok
        })
    }

    /// Records a fresh block for a thread without state (exiting).
    fn track_shared(&self, addr: usize, size: usize, log2: u32, site: SiteId, op: Op) -> bool {
        let inner = &*self.inner;
        // A whole batch, so that batches stay aligned.
        let seq = inner.next_seq.fetch_add(SEQ_BATCH, Ordering::Relaxed);
        let entry = Entry::new(addr, size, seq, log2, site.0);
        if !inner.shard(addr).lock().table.insert(entry) {
            return false;
        }
        let c = &inner.retired;
        match op {
            Op::Alloc => c.allocations.fetch_add(1, Ordering::Relaxed),
            Op::Realloc => c.reallocs.fetch_add(1, Ordering::Relaxed),
        };
        c.bytes_allocated.fetch_add(size as u64, Ordering::Relaxed);
        let live = inner.live_flushed.fetch_add(size as i64, Ordering::Relaxed) + size as i64;
        if live > 0 {
            inner.peak.fetch_max(live as u64, Ordering::Relaxed);
        }
        true
    }
}
