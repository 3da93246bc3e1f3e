//! Each thread's state for the tracker it is bound to ([`ThreadState`]):
//! the gate and its flag bits, the nursery, free history ring and stash, the
//! critical section sweepers wait for, and binding to and unbinding from a
//! tracker.

use std::cell::{Cell, UnsafeCell};
use std::ffi::c_void;
use std::sync::atomic::{compiler_fence, AtomicBool, AtomicI64, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use libmimalloc_sys as mi;

use crate::history::LocalRing;
use crate::nursery::{slot_of, Nursery, FREED, NURSERY_SLOTS};
use crate::stash::{self, Stash};
use crate::table::Entry;

use super::alloc::mi_alloc;
use super::modes::Mode;
use super::Inner;

#[cfg(doc)]
use super::shards::Sweep;

/// The gate key of the process-wide tracker ([`crate::global`]): a
/// constant, so that the C entry points' fast paths compare the thread's
/// gate with an immediate. No thread's gate equals it before that tracker
/// exists (and binds the thread).
pub(crate) const GLOBAL_KEY: usize = 1 << 3;

/// The gate key of the next tracker other than the global one. Keys are
/// multiples of 8 (the gate's flag bits are below), never reused.
pub(super) static NEXT_KEY: AtomicUsize = AtomicUsize::new(2 << 3);

/// [`ThreadState::gate`] bit: a sweeping thread owns the nursery and ring.
pub(super) const REMOTE: usize = 1;

/// [`ThreadState::gate`] bit: the tracker's mode or quarantine changed since
/// the thread last looked; its next operation takes the general path.
pub(super) const STALE: usize = 2;

/// [`ThreadState::gate`] bit: the fast paths may not be used for the bound
/// tracker (mode off, quarantine on, no nurseries, or no history ring).
pub(super) const SLOW: usize = 4;

/// Bit of [`ThreadState::seq_word`] and [`ThreadState::frees_word`]: set
/// while the fast allocation (respectively free) path is inside this
/// thread's critical section. Each fast path marks its critical section in
/// the word it must update anyway (the allocation consumes a sequence
/// number, the free counts itself), so entering and leaving cost no stores
/// of their own; the general paths use `busy`.
pub(super) const INSIDE: u64 = 1;

/// Everything a thread keeps for the tracker it is bound to.
///
/// Access rules (what makes the `unsafe` below sound):
/// * `Cell` fields are touched by the owning thread only.
/// * `nursery` and `ring` are touched by the owning thread inside its
///   critical section (between [`ThreadState::enter`] and
///   [`ThreadState::exit`], or the fast paths' own entry and exit, see
///   [`INSIDE`]), or by a thread holding a [`Sweep`] that
///   includes this state (which excludes the owner, see the module docs;
///   a sweeping owner is outside its critical section by construction),
///   or by the owner while it is registered with no tracker (nobody else
///   can reach it then).
/// * Atomics may be read by anyone holding the tracker's registry lock
///   (the state cannot go away then); the counts, `seq_word` and `peak`
///   are written only by the owner (plain stores), `gate` as described
///   there.
#[repr(C)]
pub(super) struct ThreadState {
    /// The bound tracker's key (a multiple of 8 unique to it, see
    /// [`GLOBAL_KEY`]), or 0, plus the flag bits [`REMOTE`], [`STALE`] and
    /// [`SLOW`]. "`gate` equals this tracker's key" is the whole entry test
    /// of the fast paths: bound to it, no sweeper, configuration seen, fast
    /// paths allowed. The key part is written by the owner only while it is not
    /// registered (so never concurrently); the bits are changed with atomic
    /// read-modify-writes: `REMOTE` by sweepers, `STALE` set by
    /// configuration changes and cleared by the owner, `SLOW` by the owner.
    pub(super) gate: AtomicUsize,
    /// Next sequence number, shifted left by `ALIGN_BITS` (so that or-ing
    /// in the alignment exponent gives `Entry::seq_align`), plus [`INSIDE`]
    /// while the fast allocation path is in the critical section; a
    /// multiple of `SEQ_BATCH << ALIGN_BITS` means "take a batch".
    pub(super) seq_word: AtomicU64,
    /// Twice the number of frees this thread made, plus [`INSIDE`] while the
    /// fast free path is in the critical section.
    pub(super) frees_word: AtomicU64,
    pub(super) bytes_allocated: AtomicU64,
    /// How many more bytes this thread may allocate (net of what it frees)
    /// before the peak must be looked at or its live-byte drift flushed:
    /// `hi - net`, negative meaning "look now". Allocations subtract, frees
    /// add back. Since `hi` only changes when the thread looks, `room` also
    /// tells the bytes the thread freed, which are therefore not counted on
    /// their own (see [`ThreadState::bytes_freed`]).
    pub(super) room: AtomicI64,
    /// The highest [`ThreadState::net`] allowed before the next look.
    pub(super) hi: AtomicI64,
    /// The highest `room` before the live-byte drift must be looked at:
    /// `hi` minus the lowest [`ThreadState::net`] allowed before the next
    /// look (a free that takes `room` above it looks, so frees compare the
    /// `room` they update anyway instead of keeping a budget of their own).
    pub(super) room_max: Cell<i64>,
    /// Set while this thread works on its nursery or history on a general
    /// path.
    busy: AtomicBool,
    pub(super) reallocs: AtomicU64,
    /// Sequence numbers consumed from earlier batches: this thread's
    /// allocations plus reallocs are those plus the current batch's.
    pub(super) seqs_done: AtomicU64,
    /// The start of the current batch, shifted like `seq_word`.
    pub(super) batch_base: AtomicU64,
    /// Freed-block records pushed out of the nursery.
    pub(super) ring: UnsafeCell<LocalRing>,
    /// The part of [`ThreadState::net`] already added to
    /// `Inner::live_flushed`.
    pub(super) flushed: Cell<i64>,
    /// Highest live byte count this thread has seen and not yet published
    /// to `Inner::peak`.
    pub(super) peak: AtomicU64,
    /// The bound tracker (from `Arc::into_raw`: holds a strong count), or null.
    bound: Cell<*const Inner>,
    /// Set once the thread's exit guard is gone: no binding any more.
    exiting: Cell<bool>,
    /// Whether `ring` is allocated (readable without touching `ring`).
    has_ring: Cell<bool>,
    /// Freed small blocks kept for reuse (see the `stash` module); touched
    /// by the owning thread only.
    pub(super) stash: UnsafeCell<Stash>,
    /// Blocks the stash keeps per bucket: [`stash::DEPTH`], or 0 where
    /// mimalloc does not round sizes to words (see [`stash::mimalloc_rounds`]).
    pub(super) stash_limit: Cell<u32>,
    pub(super) nursery: UnsafeCell<Nursery>,
}

/// A registered thread's state, as seen by sweeping threads.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct StatePtr(pub(super) *const ThreadState);

// SAFETY: a `StatePtr` is only dereferenced by a thread holding the
// tracker's registry lock, and the state unregisters itself (under that
// lock) before its thread exits. Its mutable parts are only touched under
// the rules of `ThreadState`.
unsafe impl Send for StatePtr {}

/// Unbinds the thread's state when the thread exits. Kept apart from
/// `ThreadState` so that the state itself has no drop glue: a `const`
/// thread-local without it is reached with no lazy-initialisation check.
struct ExitGuard;

impl Drop for ExitGuard {
    fn drop(&mut self) {
        with_state(ThreadState::exit_thread);
    }
}

thread_local! {
    static STATE: ThreadState = const {
        ThreadState {
            gate: AtomicUsize::new(0),
            seq_word: AtomicU64::new(0),
            frees_word: AtomicU64::new(0),
            bytes_allocated: AtomicU64::new(0),
            room: AtomicI64::new(0),
            hi: AtomicI64::new(0),
            room_max: Cell::new(0),
            busy: AtomicBool::new(false),
            reallocs: AtomicU64::new(0),
            seqs_done: AtomicU64::new(0),
            batch_base: AtomicU64::new(0),
            ring: UnsafeCell::new(LocalRing::new()),
            flushed: Cell::new(0),
            peak: AtomicU64::new(0),
            bound: Cell::new(std::ptr::null()),
            exiting: Cell::new(false),
            has_ring: Cell::new(false),
            stash: UnsafeCell::new(Stash::new()),
            stash_limit: Cell::new(0),
            nursery: UnsafeCell::new(Nursery::new()),
        }
    };
    static EXIT: ExitGuard = const { ExitGuard };
}

/// This thread's state. Unlike `STATE.with(f)`, which the compiler may
/// decline to inline when `f` is large, this is only the address
/// computation.
#[inline(always)]
pub(super) fn local() -> *const ThreadState {
    STATE.with(|st| st as *const ThreadState)
}

/// Runs `f` on this thread's state.
#[inline(always)]
pub(super) fn with_state<R>(f: impl FnOnce(&ThreadState) -> R) -> R {
    // SAFETY: `STATE` has no drop glue, so its storage is valid (and never
    // destroyed) for as long as this thread runs; the reference does not
    // leave this call, and `ThreadState` is not `Sync`, so it stays on the
    // thread.
    f(unsafe { &*local() })
}

/// Whether freed blocks may be stashed: [`stash::mimalloc_rounds`], asked
/// once per process, when a thread first binds to a tracker (not when the
/// tracker is made: compiling registers sites with the global tracker, and
/// the probe's 2048 allocations were 0.2 M instructions of every compile).
fn stash_available() -> bool {
    static OK: OnceLock<bool> = OnceLock::new();
    *OK.get_or_init(|| stash::mimalloc_rounds(mi_alloc))
}

// ---- Critical section and the thread's own structures ----
impl ThreadState {
    /// Enters this thread's critical section on its own nursery/history,
    /// waiting while a sweeper owns them.
    #[inline]
    pub(super) fn enter(&self) {
        loop {
            self.busy.store(true, Ordering::Relaxed);
            // The sweeper's process-wide barrier supplies the hardware fence
            // that pairs with this compiler fence (asymmetric Dekker).
            compiler_fence(Ordering::SeqCst);
            if self.gate.load(Ordering::Acquire) & REMOTE == 0 {
                return;
            }
            self.busy.store(false, Ordering::Release);
            self.wait_remote();
        }
    }

    #[cold]
    fn wait_remote(&self) {
        let mut spins = 0u32;
        while self.gate.load(Ordering::Acquire) & REMOTE != 0 {
            if spins < 64 {
                std::hint::spin_loop();
                spins += 1;
            } else {
                std::thread::yield_now();
            }
        }
    }

    /// The second half of a fast path's entry, once it has marked itself
    /// [`INSIDE`]: whether `gate` says the fast paths are open for the
    /// tracker whose gate key `key` returns (bound to it, no sweeper, nothing
    /// changed, allowed). Same protocol as [`ThreadState::enter`], with the
    /// bound-tracker test folded into the `REMOTE` test.
    #[inline(always)]
    pub(super) fn gate_open(&self, key: impl FnOnce() -> usize) -> bool {
        // The sweeper's process-wide barrier supplies the hardware fence
        // that pairs with this compiler fence (asymmetric Dekker).
        compiler_fence(Ordering::SeqCst);
        // The key is read only now, so that it needs no register before.
        self.gate.load(Ordering::Acquire) == key()
    }

    /// Whether this thread is inside its critical section (for sweepers,
    /// after their barrier).
    pub(super) fn is_inside(&self) -> bool {
        self.busy.load(Ordering::Acquire)
            || (self.seq_word.load(Ordering::Acquire) | self.frees_word.load(Ordering::Acquire))
                & INSIDE
                != 0
    }

    #[inline(always)]
    pub(super) fn exit(&self) {
        self.busy.store(false, Ordering::Release);
    }

    /// The nursery. Only under the rules of [`ThreadState`], and only one
    /// such borrow at a time (callees that need it take it as an argument).
    #[allow(clippy::mut_from_ref)]
    #[inline(always)]
    pub(super) fn nursery(&self) -> &mut Nursery {
        // SAFETY: callers hold this thread's critical section, or have
        // excluded the thread by sweeping, or are the unregistered owner,
        // so access is exclusive.
        unsafe { &mut *self.nursery.get() }
    }

    /// The stash of freed small blocks. Owning thread only, one borrow at a
    /// time.
    #[allow(clippy::mut_from_ref)]
    #[inline(always)]
    pub(super) fn stash(&self) -> &mut Stash {
        // SAFETY: `ThreadState` is not `Sync` and nobody else reaches the
        // stash (sweepers do not), so only this thread's short borrows exist.
        unsafe { &mut *self.stash.get() }
    }

    /// The free history. Same rule as `nursery`.
    #[allow(clippy::mut_from_ref)]
    #[inline(always)]
    pub(super) fn ring(&self) -> &mut LocalRing {
        // SAFETY: as for `nursery`.
        unsafe { &mut *self.ring.get() }
    }
}

// ---- General-path nursery updates (in the critical section) ----
impl ThreadState {
    /// Stores the fresh block `e` in its nursery slot (in this thread's
    /// critical section), moving whatever the slot holds out of the way:
    /// a live block to its shard, the record of another freed block to the
    /// ring (or, without one, to the shard's history). False if a shard
    /// table could not grow.
    pub(super) fn put(&self, inner: &Inner, e: Entry) -> bool {
        let n = self.nursery();
        let i = slot_of(e.addr);
        if n.is_live(i) {
            if !inner.shard(n.key[i]).lock().table.insert(n.entry(i)) {
                return false;
            }
        } else if n.is_freed(i) && n.key[i] != e.addr | FREED {
            self.remember(inner, n.entry(i));
        }
        n.set_live(i, &e);
        true
    }

    /// Takes the live block at `addr` out of the nursery (in the critical
    /// section), leaving the record of its free if `free_site` is given.
    pub(super) fn take(&self, addr: usize, free_site: Option<u32>) -> Option<Entry> {
        let n = self.nursery();
        let i = slot_of(addr);
        // As in `fast_untrack`: true only for a live block start.
        if n.key[i] != addr {
            return None;
        }
        let e = n.entry(i);
        match free_site {
            Some(site) => n.set_freed(i, site),
            None => n.set_empty(i),
        }
        Some(e)
    }

    /// Remembers a displaced freed-block record in the thread's ring (in its
    /// critical section), or in the block's shard if there is no ring.
    fn remember(&self, inner: &Inner, r: Entry) {
        let ring = self.ring();
        if ring.is_ready() {
            // SAFETY: just checked.
            unsafe { ring.push(r) };
        } else {
            inner.shard(r.addr).lock().history.push(r);
        }
    }
}

// ---- Binding to a tracker ----
impl ThreadState {
    /// Binds this thread to `inner` (unbinding it from any other tracker)
    /// and brings `gate` up to date with the tracker's configuration.
    /// False if the thread is exiting and cannot keep state any more.
    #[inline]
    pub(super) fn bind(&self, inner: &Arc<Inner>) -> bool {
        if self.bound.get() != Arc::as_ptr(inner) && !self.rebind(inner) {
            return false;
        }
        if self.gate.load(Ordering::Relaxed) & STALE != 0 {
            self.refresh(inner);
        }
        true
    }

    #[cold]
    fn rebind(&self, inner: &Arc<Inner>) -> bool {
        if self.exiting.get() {
            return false;
        }
        self.unbind();
        // Make sure `unbind` runs when the thread exits.
        if EXIT.try_with(|_| ()).is_err() {
            self.exiting.set(true);
            return false;
        }
        // Not registered anywhere: the ring and `gate` are ours alone.
        self.has_ring.set(self.ring().ensure());
        self.gate.store(inner.key | STALE, Ordering::Relaxed);
        inner.lock_registry().push(StatePtr(self));
        self.bound.set(Arc::into_raw(Arc::clone(inner)));
        // `STALE` is set: `bind` goes on to `refresh`, which settles.
        true
    }

    /// Clears `STALE`, sets `SLOW` from the tracker's configuration and
    /// takes a fresh look at the shared live count.
    #[cold]
    fn refresh(&self, inner: &Inner) {
        // Clear first, then read: a change made after our read sets `STALE`
        // again (the Acquire pairs with `Inner::invalidate`'s Release).
        self.gate.fetch_and(!STALE, Ordering::Acquire);
        let fast = inner.nurseries
            && self.has_ring.get()
            && inner.mode.load(Ordering::Relaxed) != Mode::Off as u8
            && inner.quarantine_budget.load(Ordering::Relaxed) == 0;
        self.stash_limit
            .set(if stash_available() { stash::DEPTH } else { 0 });
        if fast {
            self.gate.fetch_and(!SLOW, Ordering::Relaxed);
        } else {
            self.gate.fetch_or(SLOW, Ordering::Relaxed);
        }
        self.settle(inner);
    }

    /// Whether this thread is bound to `inner`.
    pub(super) fn is_bound_to(&self, inner: &Arc<Inner>) -> bool {
        self.bound.get() == Arc::as_ptr(inner)
    }

    /// Hands everything this thread holds for its tracker back to it.
    fn unbind(&self) {
        let old = self.bound.replace(std::ptr::null());
        if old.is_null() {
            return;
        }
        // SAFETY: `bound` came from `Arc::into_raw` in `rebind` and is
        // released exactly once, here.
        let old = unsafe { Arc::from_raw(old) };
        self.enter();
        let n = self.nursery();
        for i in 0..NURSERY_SLOTS {
            if n.is_live(i) {
                // If the table cannot grow the block is forgotten (never
                // freed by us): better a missed leak than a crash.
                old.shard(n.key[i]).lock().table.insert(n.entry(i));
            } else if n.is_freed(i) {
                let r = n.entry(i);
                old.shard(r.addr).lock().history.push(r);
            }
            n.set_empty(i);
        }
        self.ring()
            .drain(|r| old.shard(r.addr).lock().history.push(r));
        self.exit();
        {
            let mut reg = old.lock_registry();
            reg.retain(|p| *p != StatePtr(self));
            old.live_flushed
                .fetch_add(self.net() - self.flushed.get(), Ordering::Relaxed);
            old.retired.add(self.counts());
            for c in [
                &self.seq_word,
                &self.frees_word,
                &self.bytes_allocated,
                &self.reallocs,
                &self.seqs_done,
                &self.batch_base,
            ] {
                c.store(0, Ordering::Relaxed);
            }
            self.hi.store(0, Ordering::Relaxed);
            self.room.store(0, Ordering::Relaxed);
            old.peak
                .fetch_max(self.peak.swap(0, Ordering::Relaxed), Ordering::Relaxed);
        }
        // Unregistered: nobody else changes `gate` any more.
        self.gate.store(0, Ordering::Relaxed);
        self.flushed.set(0);
    }

    /// The live blocks in the nursery. Under the rules of `nursery`.
    pub(super) fn live_blocks(&self) -> impl Iterator<Item = Entry> + '_ {
        self.nursery().live()
    }

    /// The freed-block records in the nursery. Under the rules of `nursery`.
    pub(super) fn freed_records(&self) -> impl Iterator<Item = Entry> + '_ {
        self.nursery().freed()
    }

    /// The thread is exiting: unbind for good and release the ring.
    fn exit_thread(&self) {
        self.unbind();
        self.exiting.set(true);
        // SAFETY: stashed blocks are free mimalloc blocks owned by the stash.
        self.stash()
            .drain(|p| unsafe { mi::mi_free(p as *mut c_void) });
        // Registered with no tracker now: the ring is ours alone (and was
        // drained by `unbind`).
        self.ring().release(|_| {});
        self.has_ring.set(false);
    }
}
