//! The allocation and free fast paths: what a thread does on its own
//! nursery and stash, with no lock, no read-modify-write and no call, and
//! the bail-out results ([`Fast`], [`FreeRest`]) that send everything else
//! to the general paths. See the tracker's module docs for the protocol.

use std::num::NonZeroUsize;
use std::sync::atomic::Ordering;

use crate::nursery::{slot_of, Nursery, FREED};
use crate::stash;
use crate::table::ALIGN_BITS;

use super::counters::{bump_own, bump_own_i, bump_own_release};
use super::thread::{local, ThreadState, INSIDE};
use super::SEQ_BATCH;

#[cfg(doc)]
use super::Tracker;

/// What a fast path did.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Fast {
    /// The operation is done.
    Done,
    /// The operation is done but for work the fast path leaves to an
    /// out-of-line call so that it calls nothing itself (see
    /// [`Tracker::finish`]): the thread must settle its live-byte count.
    Settle,
    /// The gate was open (this thread is bound to the tracker and may take
    /// its fast paths) but the nursery slot was not as needed: taken by a
    /// live block (allocation), or not holding the block (free). Nothing
    /// was changed.
    Slot,
    /// Anything else (gate closed, batch used up, null block): nothing was
    /// changed.
    Other,
}

/// What the fast free path left to do, as a set of bits (so that it passes
/// through a C call as one integer): nothing ([`FreeRest::DONE`]); the free
/// is done but for out-of-line work ([`FreeRest::SETTLE`],
/// [`FreeRest::GIVE_BACK`], see [`Tracker::finish`]); or, nothing changed,
/// the block is not in this thread's nursery ([`FreeRest::SLOT`]) or
/// anything else stood in the way ([`FreeRest::OTHER`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(transparent)]
pub(crate) struct FreeRest(pub(crate) u32);

impl FreeRest {
    pub(crate) const DONE: FreeRest = FreeRest(0);
    /// The thread must settle its live-byte count.
    pub(crate) const SETTLE: u32 = 1;
    /// The stash had no room: the block goes to mimalloc.
    pub(crate) const GIVE_BACK: u32 = 2;
    pub(crate) const SLOT: FreeRest = FreeRest(4);
    pub(crate) const OTHER: FreeRest = FreeRest(8);
}

// ---- Fast paths (the owning thread, inside its critical section) ----
impl ThreadState {
    /// Records a fresh block of tracker `t` in the nursery if that needs
    /// nothing out of the ordinary (see [`Fast`]).
    ///
    /// With `DISPLACE` false the slot must hold the freed record of `addr`
    /// itself (a reused block; no call), else the path bails out.
    #[inline(always)]
    pub(super) fn fast_track<const DISPLACE: bool>(
        &self,
        key: impl FnOnce() -> usize,
        addr: usize,
        size: usize,
        log2: u32,
        site: u32,
    ) -> Fast {
        let seq = self.seq_word.load(Ordering::Relaxed);
        if seq.is_multiple_of(SEQ_BATCH << ALIGN_BITS) {
            return Fast::Other;
        }
        // Enter (`seq` has `INSIDE` clear).
        self.seq_word.store(seq + INSIDE, Ordering::Relaxed);
        if !self.gate_open(key) {
            self.seq_word.store(seq, Ordering::Release);
            return Fast::Other;
        }
        let n = self.nursery();
        let i = slot_of(addr);
        // The usual case: the record of the previous block at this address
        // (`addr | FREED`, as `addr` is even), which the new block
        // supersedes.
        if n.key[i] != addr + 1 {
            if !DISPLACE {
                self.seq_word.store(seq, Ordering::Release);
                return Fast::Other;
            }
            let made_room = self.displace(n, i, addr);
            if made_room != Fast::Done {
                self.seq_word.store(seq, Ordering::Release);
                return made_room;
            }
        }
        n.key[i] = addr;
        n.size[i] = size;
        // `seq` has its low `ALIGN_BITS` clear: adding is or-ing.
        n.seq_align[i] = seq + log2 as u64;
        n.sites[i].site = site;
        // Leave, consuming the number (which counts the allocation, see
        // `ThreadState::counts`).
        self.seq_word
            .store(seq + (1 << ALIGN_BITS), Ordering::Release);
        bump_own(&self.bytes_allocated, size as u64);
        if bump_own_i(&self.room, (size as i64).wrapping_neg()) < 0 {
            return Fast::Settle;
        }
        Fast::Done
    }

    /// The allocation's fast path proper: a stashed block for the request,
    /// recorded in the nursery over the record of its own last free, for
    /// the tracker whose gate key `key` returns. Returns the block (0 if there is
    /// none or anything stands in the way; nothing was changed then) and
    /// whether the thread must settle its live-byte count
    /// ([`Tracker::finish`]). Calls nothing.
    #[inline(always)]
    fn alloc_stashed(
        &self,
        key: impl FnOnce() -> usize,
        size: usize,
        log2: u32,
        site: u32,
    ) -> (usize, bool) {
        let Some(b) = stash::bucket(size) else {
            return (0, false);
        };
        let Some(p) = NonZeroUsize::new(self.stash().peek(b)) else {
            return (0, false);
        };
        if !stash::aligned(p, log2) {
            return (0, false);
        }
        let p = p.get();
        let settle = match self.fast_track::<false>(key, p, size, log2, site) {
            Fast::Done => false,
            Fast::Settle => true,
            Fast::Slot | Fast::Other => return (0, false),
        };
        // SAFETY: `p` is what `peek(b)` returned, the stash untouched since.
        unsafe { self.stash().take(p, b) };
        (p, settle)
    }

    /// Takes the live block starting at `addr` (any value) out of the
    /// nursery, leaving the record of its free in the slot, and keeps it in
    /// the stash, if it is there and nothing stands in the way, for the
    /// tracker whose gate key `key` returns. Returns what is left to do
    /// ([`FreeRest::DONE`]: nothing). Calls nothing.
    #[inline(always)]
    fn fast_untrack(&self, key: impl FnOnce() -> usize, addr: usize, site: u32) -> FreeRest {
        // Enter: `frees_word` is even outside the critical section, so
        // adding one sets `INSIDE`.
        bump_own(&self.frees_word, INSIDE);
        if !self.gate_open(key) {
            self.leave_uncounted();
            return FreeRest::OTHER;
        }
        let n = self.nursery();
        let i = slot_of(addr);
        // True only if `addr` is a live block start, whatever `addr` is
        // (null, odd, garbage): see the `nursery` module.
        if n.key[i] != addr {
            self.leave_uncounted();
            return FreeRest::SLOT;
        }
        let size = n.size[i];
        // `addr` is a live key, hence even: `+ FREED` is `| FREED`.
        n.key[i] += FREED;
        n.sites[i].free_site = site;
        // Leave, counting the free (`frees_word` goes up by two in all).
        bump_own_release(&self.frees_word, INSIDE);
        if bump_own_i(&self.room, size as i64) > self.room_max.get() {
            // Rare (a drift of `PEAK_SLACK` bytes): the block goes straight
            // back to mimalloc too, which keeps the common exit a single test.
            return FreeRest(FreeRest::SETTLE | FreeRest::GIVE_BACK);
        }
        // SAFETY: `addr` was the start of a live mimalloc block of at least
        // `size` bytes (whole words, or the limit is 0) and has just left
        // the live set, so this thread owns it; quarantine is off (`SLOW` is
        // set otherwise).
        if unsafe { self.stash().put(addr, size, self.stash_limit.get()) } {
            FreeRest::DONE
        } else {
            FreeRest(FreeRest::GIVE_BACK)
        }
    }

    /// Leaves the fast free path's critical section without a free.
    #[inline(always)]
    fn leave_uncounted(&self) {
        bump_own_release(&self.frees_word, INSIDE.wrapping_neg());
    }

    /// Makes room in slot `i` for a fresh block at `addr` (in the critical
    /// section), if that takes no lock: moves the record of another freed
    /// block into the ring. `Fast::Slot`, having changed nothing, if the
    /// slot holds a live block (evicting it takes a lock); `Fast::Other` if
    /// `addr` is null (a failed allocation).
    #[cold]
    #[inline(never)]
    fn displace(&self, n: &Nursery, i: usize, addr: usize) -> Fast {
        let _section = crate::guard::RuntimeSection::enter();
        if n.is_live(i) {
            return Fast::Slot;
        }
        if addr == 0 {
            return Fast::Other;
        }
        if n.is_freed(i) {
            // SAFETY: the fast paths, our only caller, are open only while
            // the ring is allocated (`SLOW` is set otherwise).
            unsafe { self.ring().push(n.entry(i)) };
        }
        Fast::Done
    }
}

/// The allocation fast path for the tracker whose gate key `key` returns (see
/// [`ThreadState::alloc_stashed`]): the block and whether the thread must
/// settle, or `(0, _)` if the fast path missed and changed nothing. For
/// entry points that reach the tracker only when they need it.
#[inline(always)]
pub(crate) fn alloc_fast(
    key: impl FnOnce() -> usize,
    size: usize,
    log2: u32,
    site: u32,
) -> (usize, bool) {
    // SAFETY: `local()` is this thread's state.
    unsafe { alloc_fast_on(local().cast(), key, size, log2, site) }
}

/// [`alloc_fast`] on the state `thread` (what [`thread_state`] returned on
/// this thread), which the caller looked up once for many calls: no
/// thread-local access, so the path calls nothing at all.
///
/// # Safety
/// `thread` must be [`thread_state`]'s result on the calling thread.
#[inline(always)]
pub(crate) unsafe fn alloc_fast_on(
    thread: *const u8,
    key: impl FnOnce() -> usize,
    size: usize,
    log2: u32,
    site: u32,
) -> (usize, bool) {
    // SAFETY: as in `with_state` (the caller's state); the reference dies
    // with this call.
    let st = unsafe { &*thread.cast::<ThreadState>() };
    st.alloc_stashed(key, size, log2, site)
}

/// The free fast path for the tracker whose gate key `key` returns (see
/// [`ThreadState::fast_untrack`]).
#[inline(always)]
pub(crate) fn free_fast(key: impl FnOnce() -> usize, ptr: usize, site: u32) -> FreeRest {
    // SAFETY: `local()` is this thread's state.
    unsafe { free_fast_on(local().cast(), key, ptr, site) }
}

/// [`free_fast`] on the state `thread`, as for [`alloc_fast_on`].
///
/// # Safety
/// `thread` must be [`thread_state`]'s result on the calling thread.
#[inline(always)]
pub(crate) unsafe fn free_fast_on(
    thread: *const u8,
    key: impl FnOnce() -> usize,
    ptr: usize,
    site: u32,
) -> FreeRest {
    // SAFETY: as in `alloc_fast_on`.
    let st = unsafe { &*thread.cast::<ThreadState>() };
    st.fast_untrack(key, ptr, site)
}

/// The calling thread's tracker state, as an opaque address for
/// [`alloc_fast_on`] and [`free_fast_on`]: valid, and the same, for as
/// long as the thread runs (the state has no destructor).
pub(crate) fn thread_state() -> *const u8 {
    local().cast()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tracker::Tracker;
    use crate::violation::ViolationKind;

    /// The fast paths on a state the caller passes serve a stashed block to a
    /// request it fits and stash a freed block, and hand everything else to
    /// the general paths having changed nothing: a request the stash cannot
    /// serve, an interior, null or second free, another tracker's key.
    #[test]
    fn fast_paths_on_a_given_state_hit_and_hand_over() {
        let t = Tracker::new();
        let a = t.register_site("k.mlir:1:1", "memref.alloc");
        let f = t.register_site("k.mlir:2:1", "memref.dealloc");
        let th = thread_state();
        assert_eq!(th, thread_state(), "one state per thread");
        let key = || t.key;
        // SAFETY: `th` is this thread's state; freed pointers are `t`'s
        // blocks or refused.
        unsafe {
            // Not bound to `t` yet: nothing done.
            assert_eq!(free_fast_on(th, key, 64, f.0), FreeRest::OTHER);
            let p = t.alloc(48, 16, a) as usize;
            assert_eq!(free_fast_on(th, key, p, f.0), FreeRest::DONE);
            assert_eq!(alloc_fast_on(th, key, 4096, 4, a.0), (0, false), "too big");
            assert_eq!(
                alloc_fast_on(th, key, 8, 3, a.0),
                (0, false),
                "empty bucket"
            );
            let over = p.trailing_zeros() + 1;
            assert_eq!(alloc_fast_on(th, key, 48, over, a.0), (0, false));
            let (q, settle) = alloc_fast_on(th, key, 41, 4, a.0);
            assert_eq!((q, settle), (p, false), "the stashed block");
            assert_eq!(free_fast_on(th, key, q + 8, f.0), FreeRest::SLOT);
            assert_eq!(
                t.free((q + 8) as *mut u8, f),
                Err(ViolationKind::InteriorFree)
            );
            assert_eq!(free_fast_on(th, key, 0, f.0), FreeRest::SLOT);
            assert_eq!(free_fast_on(th, key, q, f.0), FreeRest::DONE);
            assert_eq!(free_fast_on(th, key, q, f.0), FreeRest::SLOT, "freed");
            assert_eq!(t.free(q as *mut u8, f), Err(ViolationKind::DoubleFree));
            // The gate is closed to another tracker; the stash keeps `q`.
            let other = Tracker::new();
            assert_eq!(alloc_fast_on(th, || other.key, 48, 4, a.0), (0, false));
            assert_eq!(free_fast_on(th, || other.key, q, f.0), FreeRest::OTHER);
            assert_eq!(alloc_fast_on(th, key, 48, 4, a.0), (q, false));
            assert_eq!(free_fast_on(th, key, q, f.0), FreeRest::DONE);
        }
        let s = t.stats();
        assert_eq!(
            (s.allocations, s.frees, s.live_blocks, s.bytes_allocated),
            (3, 3, 0, 48 + 41 + 48)
        );
        assert_eq!(s.peak_live_bytes, 48);
        let r = t.report();
        assert_eq!(r.count(ViolationKind::DoubleFree), 1);
        assert_eq!(r.count(ViolationKind::InteriorFree), 1);
        assert!(r.leaks.is_empty());
    }
}
