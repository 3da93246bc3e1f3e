//! What a tracker counts and how: the public [`Stats`], the shared
//! [`Counters`] of threads that let go, the owner-only atomic bumps, and each
//! thread's accounting of allocated and freed bytes, sequence numbers and
//! the live-byte peak.

use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};

use crate::table::ALIGN_BITS;
use crate::violation::ViolationKind;

use super::thread::{ThreadState, INSIDE};
use super::{Inner, Tracker, PEAK_SLACK, SEQ_BATCH};

/// Counters of one tracker. `violations` is indexed by
/// `ViolationKind::code() - 1` and counts recorded violations (leaks are
/// found by [`Tracker::leaks`], not counted here).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Successful allocations (including `realloc(NULL, ..)`).
    pub allocations: u64,
    /// Successful frees.
    pub frees: u64,
    /// Successful reallocations of a live block.
    pub reallocs: u64,
    /// Bytes allocated in total (reallocs count their new size).
    pub bytes_allocated: u64,
    /// Bytes freed in total (reallocs count their old size).
    pub bytes_freed: u64,
    /// Blocks live now.
    pub live_blocks: u64,
    /// Bytes live now.
    pub live_bytes: u64,
    /// Highest live byte count seen.
    pub peak_live_bytes: u64,
    /// Allocations mimalloc could not satisfy (returned null).
    pub failed_allocations: u64,
    /// Violations recorded, by kind code minus one.
    pub violations: [u64; 7],
    /// Executed buffer copies (`memref.copy`, lowered `bufferization.clone`), counted by
    /// generated code through [`Tracker::record_copy`] / `bufjit_rt_count_copy` and by
    /// `memrefCopy`.
    pub copies: u64,
    /// Bytes those copies moved.
    pub bytes_copied: u64,
    /// Executed calls of the generic deallocation helpers (`@dealloc_helper`,
    /// `@dealloc_helper_nlogn`), counted through [`Tracker::record_helper_call`] /
    /// `bufjit_rt_count_helper_call`.
    pub helper_calls: u64,
}

impl Stats {
    /// Recorded violations of `kind`.
    pub fn violation_count(&self, kind: ViolationKind) -> u64 {
        self.violations[kind.code() as usize - 1]
    }

    /// All recorded violations.
    pub fn total_violations(&self) -> u64 {
        self.violations.iter().sum()
    }
}

/// The counts of threads that let go of the tracker (and of operations
/// made without thread state), updated with `fetch_add` by anyone. Bound
/// threads keep their own (see [`ThreadState::counts`]).
#[derive(Default)]
pub(super) struct Counters {
    pub(super) allocations: AtomicU64,
    pub(super) frees: AtomicU64,
    pub(super) reallocs: AtomicU64,
    pub(super) bytes_allocated: AtomicU64,
    pub(super) bytes_freed: AtomicU64,
}

impl Counters {
    pub(super) const fn new() -> Counters {
        Counters {
            allocations: AtomicU64::new(0),
            frees: AtomicU64::new(0),
            reallocs: AtomicU64::new(0),
            bytes_allocated: AtomicU64::new(0),
            bytes_freed: AtomicU64::new(0),
        }
    }

    fn fields(&self) -> [&AtomicU64; 5] {
        [
            &self.allocations,
            &self.frees,
            &self.reallocs,
            &self.bytes_allocated,
            &self.bytes_freed,
        ]
    }

    fn add_into(&self, sums: &mut [u64; 5]) {
        for (s, c) in sums.iter_mut().zip(self.fields()) {
            *s = s.wrapping_add(c.load(Ordering::Relaxed));
        }
    }

    /// Adds `counts` (in the order of [`Counters::fields`]).
    pub(super) fn add(&self, counts: [u64; 5]) {
        for (c, v) in self.fields().into_iter().zip(counts) {
            c.fetch_add(v, Ordering::Relaxed);
        }
    }
}

/// Adds `v` to an atomic only this thread writes (a plain load and store,
/// no read-modify-write); returns the new value.
#[inline(always)]
pub(super) fn bump_own(c: &AtomicU64, v: u64) -> u64 {
    let n = c.load(Ordering::Relaxed).wrapping_add(v);
    c.store(n, Ordering::Relaxed);
    n
}

/// [`bump_own`] for a signed count.
#[inline(always)]
pub(super) fn bump_own_i(c: &AtomicI64, v: i64) -> i64 {
    let n = c.load(Ordering::Relaxed).wrapping_add(v);
    c.store(n, Ordering::Relaxed);
    n
}

/// [`bump_own`] with a release store.
#[inline(always)]
pub(super) fn bump_own_release(c: &AtomicU64, v: u64) {
    c.store(c.load(Ordering::Relaxed).wrapping_add(v), Ordering::Release);
}

/// What kind of counter an operation bumps.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Op {
    Alloc,
    Realloc,
}

// ---- Per-thread accounting: bytes, peak, sequence numbers ----
impl ThreadState {
    /// Counts `size` new bytes (the block itself is counted by its
    /// sequence number, see [`ThreadState::counts`]).
    pub(super) fn account_alloc(&self, inner: &Inner, size: usize) {
        bump_own(&self.bytes_allocated, size as u64);
        if bump_own_i(&self.room, (size as i64).wrapping_neg()) < 0 {
            self.settle(inner);
        }
    }

    /// Counts `size` freed bytes (the caller counts the block itself).
    pub(super) fn account_freed_bytes(&self, inner: &Inner, size: usize) {
        if bump_own_i(&self.room, size as i64) > self.room_max.get() {
            self.settle(inner);
        }
    }

    /// Counts one free made off the fast path.
    pub(super) fn count_free(&self) {
        bump_own(&self.frees_word, 2);
    }

    /// Bytes this thread allocated minus bytes it freed, since binding.
    pub(super) fn net(&self) -> i64 {
        self.hi
            .load(Ordering::Relaxed)
            .wrapping_sub(self.room.load(Ordering::Relaxed))
    }

    /// Bytes this thread freed since binding: what it allocated minus
    /// `net`, which is `hi - room`.
    pub(super) fn bytes_freed(&self) -> u64 {
        let net = self
            .hi
            .load(Ordering::Relaxed)
            .wrapping_sub(self.room.load(Ordering::Relaxed));
        self.bytes_allocated
            .load(Ordering::Relaxed)
            .wrapping_sub(net as u64)
    }

    /// This thread's counts since binding, in the order of
    /// [`Counters::fields`]. Allocations are not counted on their own: each
    /// allocation and each realloc consumes one sequence number, so they
    /// are the numbers consumed minus the reallocs. Exact when read by the
    /// owner; another thread may see the parts of an update at different
    /// times.
    pub(super) fn counts(&self) -> [u64; 5] {
        let word = self.seq_word.load(Ordering::Relaxed) & !INSIDE;
        let current = word.wrapping_sub(self.batch_base.load(Ordering::Relaxed)) >> ALIGN_BITS;
        let seqs = self.seqs_done.load(Ordering::Relaxed).wrapping_add(current);
        let reallocs = self.reallocs.load(Ordering::Relaxed);
        [
            seqs.wrapping_sub(reallocs),
            self.frees_word.load(Ordering::Relaxed) >> 1,
            reallocs,
            self.bytes_allocated.load(Ordering::Relaxed),
            self.bytes_freed(),
        ]
    }

    /// Flushes all of `net`'s drift to the shared count and publishes the
    /// thread's peak, so that other threads' peak estimates start from this
    /// thread's exact live count (before and after a parallel loop's chunks).
    #[cold]
    #[inline(never)]
    pub(super) fn publish(&self, inner: &Inner) {
        let net = self.net();
        let drift = net - self.flushed.get();
        inner
            .peak
            .fetch_max(self.peak.load(Ordering::Relaxed), Ordering::Relaxed);
        if drift != 0 {
            self.flushed.set(net);
            inner.live_flushed.fetch_add(drift, Ordering::Relaxed);
            inner.invalidate();
        }
        self.settle(inner);
    }

    /// Flushes `net` to the shared count if it drifted by [`PEAK_SLACK`],
    /// raises the peak if the live estimate passed it, and sets `hi`,
    /// `room` and `room_max` for the next look.
    #[cold]
    #[inline(never)]
    pub(super) fn settle(&self, inner: &Inner) {
        let net = self.net();
        let mut flushed = self.flushed.get();
        let drift = net - flushed;
        // `shared`: the tracker's live count including our flushed part.
        let shared = if drift >= PEAK_SLACK || drift <= -PEAK_SLACK {
            flushed = net;
            self.flushed.set(net);
            // Publish our peak while we are touching shared lines anyway, so
            // other threads' estimates start from it.
            inner
                .peak
                .fetch_max(self.peak.load(Ordering::Relaxed), Ordering::Relaxed);
            let shared = inner.live_flushed.fetch_add(drift, Ordering::Relaxed) + drift;
            // Other threads judge the peak by the shared count they saw at
            // their last look: make them look again (next operation), so
            // that each one's estimate misses only the others' drift.
            inner.invalidate();
            shared
        } else {
            inner.live_flushed.load(Ordering::Relaxed)
        };
        let live = shared + (net - flushed);
        let mut peak = inner
            .peak
            .load(Ordering::Relaxed)
            .max(self.peak.load(Ordering::Relaxed)) as i64;
        if live > peak {
            peak = live;
            self.peak.store(live as u64, Ordering::Relaxed);
        }
        // `net` may grow until the estimate passes the peak or the drift
        // reaches the slack, and shrink until the drift reaches the slack.
        let hi = flushed + (peak - shared).min(PEAK_SLACK - 1);
        let lo = flushed - (PEAK_SLACK - 1);
        self.hi.store(hi, Ordering::Relaxed);
        self.room.store(hi - net, Ordering::Relaxed);
        self.room_max.set(hi - lo);
    }

    /// The next sequence number, taking a new batch if needed. Not consumed
    /// until the caller calls [`ThreadState::consume_seq`].
    pub(super) fn peek_seq(&self, inner: &Inner) -> u64 {
        let word = self.seq_word.load(Ordering::Relaxed);
        if !word.is_multiple_of(SEQ_BATCH << ALIGN_BITS) {
            return word >> ALIGN_BITS;
        }
        let base = inner.next_seq.fetch_add(SEQ_BATCH, Ordering::Relaxed);
        let used = (word - self.batch_base.load(Ordering::Relaxed)) >> ALIGN_BITS;
        bump_own(&self.seqs_done, used);
        self.batch_base.store(base << ALIGN_BITS, Ordering::Relaxed);
        self.seq_word.store(base << ALIGN_BITS, Ordering::Relaxed);
        base
    }

    /// Consumes the number [`ThreadState::peek_seq`] returned, counting an
    /// allocation or, for [`Op::Realloc`], a realloc.
    pub(super) fn consume_seq(&self, op: Op) {
        bump_own(&self.seq_word, 1 << ALIGN_BITS);
        if op == Op::Realloc {
            bump_own(&self.reallocs, 1);
        }
    }
}

// ---- Counters seen from the tracker ----
impl Tracker {
    /// Publishes the calling thread's live-byte count and peak to the
    /// tracker, if the thread is bound to it: the other threads' peak
    /// estimates then miss nothing of this thread's allocations so far (the
    /// runtime's parallel loops call it before and after running chunks).
    pub fn publish_thread(&self) {
        super::thread::with_state(|st| {
            if st.is_bound_to(&self.inner) {
                st.publish(&self.inner);
            }
        });
    }

    /// Current counters (exact when no other thread is using the tracker).
    pub fn stats(&self) -> Stats {
        let inner = &*self.inner;
        let mut sums = [0u64; 5];
        let mut peak = inner.peak.load(Ordering::Relaxed);
        {
            let reg = inner.lock_registry();
            inner.retired.add_into(&mut sums);
            for p in reg.iter() {
                // SAFETY: registered states are alive while the lock is held;
                // counters and `peak` are atomics, readable at any time.
                let st = unsafe { &*p.0 };
                for (s, c) in sums.iter_mut().zip(st.counts()) {
                    *s = s.wrapping_add(c);
                }
                peak = peak.max(st.peak.load(Ordering::Relaxed));
            }
        }
        let [allocations, frees, reallocs, bytes_allocated, bytes_freed] = sums;
        let live_bytes = bytes_allocated.wrapping_sub(bytes_freed);
        let mut violations = [0u64; 7];
        for (v, c) in violations.iter_mut().zip(inner.counts.iter()) {
            *v = c.load(Ordering::Relaxed);
        }
        Stats {
            allocations,
            frees,
            reallocs,
            bytes_allocated,
            bytes_freed,
            live_blocks: allocations.wrapping_sub(frees),
            live_bytes,
            peak_live_bytes: peak.max(live_bytes),
            failed_allocations: inner.failed.load(Ordering::Relaxed),
            violations,
            copies: inner.work[0].load(Ordering::Relaxed),
            bytes_copied: inner.work[1].load(Ordering::Relaxed),
            helper_calls: inner.work[2].load(Ordering::Relaxed),
        }
    }

    /// Counts one executed buffer copy of `bytes` bytes (not an allocation: the copy's
    /// destination is counted where it is allocated).
    pub fn record_copy(&self, bytes: u64) {
        self.inner.work[0].fetch_add(1, Ordering::Relaxed);
        self.inner.work[1].fetch_add(bytes, Ordering::Relaxed);
    }

    /// Counts one executed call of a generic deallocation helper.
    pub fn record_helper_call(&self) {
        self.inner.work[2].fetch_add(1, Ordering::Relaxed);
    }
}
