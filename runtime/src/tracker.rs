//! The checked allocator: every block a kernel allocates or frees goes
//! through a [`Tracker`].
//!
//! # Design
//!
//! * Live blocks are kept in [`SHARDS`] open-addressing tables (see
//!   the `table` module), the shard chosen by a hash of the block's address,
//!   each behind its own small spin lock: no global lock.
//! * In front of the shards, every thread keeps a direct-mapped *nursery*
//!   of [`NURSERY_SLOTS`] blocks it allocated last (see the `nursery`
//!   module). A block allocated and freed by the same thread while it is in
//!   the nursery never touches a shard: the pair costs no lock, no atomic
//!   read-modify-write and no system call, only plain loads and stores to
//!   the thread's own cache lines. A free leaves the record of the freed
//!   block in its slot (two stores); when mimalloc hands the same address
//!   out again, as it usually does, the new block simply supersedes the
//!   record. A record that must make room for a block at another address
//!   moves to the thread's ring of [`LOCAL_HISTORY`] freed blocks (see the
//!   `history` module); a live block that must make room moves to its
//!   shard.
//! * A block freed on the fast path goes to the thread's *stash* (see the
//!   `stash` module), not to mimalloc, when it is small; the next
//!   allocation of a size of its 8-byte bucket takes it back at the same
//!   address, whose nursery slot holds its freed record. So such a pair
//!   calls nothing at all, and the entry points' fast paths need no call
//!   (their out-of-line work, [`Tracker::finish`] and the general paths,
//!   is tail-called). They still save two or three registers: the thread
//!   state is reached through `__tls_get_addr`, which the linker rewrites
//!   into an `fs:`-relative address in an executable, but the compiler
//!   allocated registers around a call.
//! * The fast paths are written for instruction count: a raw mimalloc pair
//!   is some 60 instructions and checking may cost at most as much again.
//!   The thread state is a `const`-initialised thread-local without drop
//!   glue (reaching it is an `fs:`-relative access with no
//!   lazy-initialisation or destructor-state check; a separate zero-sized
//!   guard handles thread exit). A single word, the thread's *gate*, equals
//!   the tracker's *key* (a number of its own, [`GLOBAL_KEY`] for the global
//!   tracker, so that the C entry points compare with an immediate) exactly
//!   when the fast paths are open for it: bound to this tracker, no sweeper
//!   at work, configuration (mode, quarantine) seen and compatible,
//!   nurseries on. Sequence numbers are
//!   kept pre-shifted and handed out in aligned batches, so "batch used up"
//!   is one bit test and the packed sequence/alignment word one `lea`.
//!   Nothing is counted twice: consuming a sequence number counts the
//!   allocation, the free's critical-section marker (below) counts the
//!   free, and the bytes freed follow from the bytes allocated and the
//!   thread's *room*. The room is the live byte count that feeds the peak,
//!   kept as what the thread may still allocate before the next look:
//!   allocations subtract, frees add back, and the shared count and the
//!   peak are only looked at when it runs out (a new peak, or
//!   [`PEAK_SLACK`] bytes of drift: the free compares the room with its
//!   ceiling). Per pair that is one add to the bytes allocated, and one
//!   subtraction from and one addition to the room. Every path that cannot be
//!   finished in this shape (batch refill, slot taken, gate closed, any
//!   error) bails out *before* changing anything and redoes the operation
//!   on an out-of-line general path.
//! * Other threads must sometimes see a nursery: a free that misses both
//!   the freeing thread's nursery and the shard (a cross-thread free of a
//!   fresh block, or an invalid free), leak and live-block listings. They
//!   *sweep*: flag every registered thread (a bit in its gate), issue one
//!   process-wide memory barrier (`membarrier(2)`,
//!   `MEMBARRIER_CMD_PRIVATE_EXPEDITED`), wait until no thread is inside its
//!   nursery, and then own all nurseries and rings until they lower the
//!   flags. The owning thread's side of this (asymmetric Dekker) protocol
//!   costs the fast paths no store of their own: each marks itself inside
//!   its critical section in the word it updates anyway (an odd sequence
//!   word for the allocation, an odd free count for the free; see
//!   [`INSIDE`]) and then loads the gate it needs anyway. Where `membarrier`
//!   is unavailable, nurseries are disabled and every block goes straight
//!   to its shard. Changing the mode or the quarantine, and flushing a live
//!   byte drift, set another gate bit in every bound thread, so that its
//!   next operation takes the general path and re-reads what changed.
//! * A free is forwarded to mimalloc **only** when the pointer is the start
//!   of a live block. Anything else is classified (double free, interior
//!   pointer, never allocated here) and recorded as a [`Violation`]; the
//!   pointer is never handed to mimalloc and never dereferenced, so a bad
//!   free cannot corrupt the heap. The nursery's keys are chosen so that
//!   its one-comparison lookup is exact for every pointer value.
//! * Counters are per thread (relaxed atomics written only by their thread,
//!   so an update is a plain add; summed on demand; see
//!   [`ThreadState::counts`] for the ones derived from others). Allocation
//!   sequence numbers are unique, increasing along each thread, and 0, 1,
//!   2, ... with one thread. The peak live byte count is exact with one thread
//!   and, with several, may miss at most [`PEAK_SLACK`] bytes per other
//!   thread.
//! * All table, history and quarantine memory comes from mimalloc directly
//!   (`mi_zalloc`), never from the Rust global allocator and never through
//!   a tracker; nurseries live in thread-local storage. Cold paths
//!   (reports, the violation log, site strings, the thread registry) use
//!   ordinary Rust collections.
//!
//! A process may create any number of independent trackers (tests do); the
//! `extern "C"` entry points use the one returned by [`crate::global`].
//! Each thread's nursery serves one tracker at a time; a thread switching
//! trackers first hands its nursery and history to the previous one.
//!
//! # Modes
//!
//! * [`Mode::Collect`] (default): record every violation and go on.
//! * [`Mode::Stop`]: on the first violation set [`Tracker::stopped`] and call
//!   the configured handlers ([`Tracker::set_violation_handler`],
//!   [`Tracker::set_c_violation_handler`]) once. The offending call itself is
//!   still refused safely and returns normally (the C free returns the
//!   violation code). The embedding chooses what stopping means: the CLI's
//!   handler prints the report and exits with a distinct code; a library
//!   user can instead check [`Tracker::stopped`] after the kernel returns.
//! * [`Mode::Off`]: plain mimalloc, nothing tracked (for speed comparison).
//!   Choose it before allocating: blocks allocated in one mode must be freed
//!   in the same mode.

use std::cell::{Cell, UnsafeCell};
use std::ffi::c_void;
use std::num::NonZeroUsize;
use std::sync::atomic::{
    compiler_fence, fence, AtomicBool, AtomicI64, AtomicU64, AtomicU8, AtomicUsize, Ordering,
};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use libmimalloc_sys as mi;

use crate::history::{latest_at, latest_containing, History, LocalRing, HISTORY_PER_SHARD};
use crate::lock::SpinLock;
use crate::nursery::{slot_of, Nursery, FREED};
use crate::quarantine::Quarantine;
use crate::report::{LeakGroup, Report};
use crate::sites::{Site, SiteId, SiteRegistry};
use crate::stash::{self, Stash};
use crate::table::{shard_of, BlockTable, Entry, ALIGN_BITS, SHARDS};
use crate::violation::{BlockInfo, BlockState, Violation, ViolationKind};

#[cfg(doc)]
use crate::history::LOCAL_HISTORY;

/// Violations kept in full per tracker; later ones are only counted.
pub const VIOLATION_LOG_CAPACITY: usize = 4096;

/// How far (in bytes) one thread's live-byte count may drift from the
/// shared count before it is flushed; bounds the peak's error with threads.
pub const PEAK_SLACK: i64 = 1 << 20;

/// Sequence numbers a thread takes from the tracker at a time (a power of
/// two: batches start at multiples of it, so "used up" is a bit test).
const SEQ_BATCH: u64 = 1024;

pub use crate::nursery::NURSERY_SLOTS;

/// How the tracker reacts to violations. See the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[repr(u32)]
pub enum Mode {
    /// Record every violation and continue (default).
    #[default]
    Collect = 0,
    /// Signal the first violation (flag + handlers), then keep recording.
    Stop = 1,
    /// No checking: plain mimalloc.
    Off = 2,
}

impl Mode {
    /// The mode with numeric value `v` (as used by the C ABI).
    pub fn from_u32(v: u32) -> Option<Mode> {
        match v {
            0 => Some(Mode::Collect),
            1 => Some(Mode::Stop),
            2 => Some(Mode::Off),
            _ => None,
        }
    }

    /// `collect`, `stop` or `off`.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Collect => "collect",
            Mode::Stop => "stop",
            Mode::Off => "off",
        }
    }
}

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

/// Rust handler called on the first violation in [`Mode::Stop`].
pub type ViolationHandler = fn(&Tracker, &Violation);

/// C handler called on the first violation in [`Mode::Stop`]:
/// `handler(kind_code, ptr, site, user_data)`.
pub type CViolationHandler =
    unsafe extern "C" fn(kind: u32, ptr: *mut c_void, site: u32, user_data: *mut c_void);

// ---------------------------------------------------------------------------
// Process-wide memory barrier.

const MEMBARRIER_CMD_QUERY: libc::c_long = 0;
const MEMBARRIER_CMD_PRIVATE_EXPEDITED: libc::c_long = 1 << 3;
const MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED: libc::c_long = 1 << 4;

/// True if `membarrier(PRIVATE_EXPEDITED)` works here (registered once).
fn membarrier_available() -> bool {
    static OK: OnceLock<bool> = OnceLock::new();
    *OK.get_or_init(|| {
        // SAFETY: membarrier takes two integer arguments and touches no
        // memory of ours.
        unsafe {
            let cmds = libc::syscall(libc::SYS_membarrier, MEMBARRIER_CMD_QUERY, 0);
            cmds >= 0
                && cmds & MEMBARRIER_CMD_PRIVATE_EXPEDITED != 0
                && libc::syscall(
                    libc::SYS_membarrier,
                    MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED,
                    0,
                ) == 0
        }
    })
}

/// Whether freed blocks may be stashed: [`stash::mimalloc_rounds`], asked
/// once per process, when a thread first binds to a tracker (not when the
/// tracker is made: compiling registers sites with the global tracker, and
/// the probe's 2048 allocations were 0.2 M instructions of every compile).
fn stash_available() -> bool {
    static OK: OnceLock<bool> = OnceLock::new();
    *OK.get_or_init(|| stash::mimalloc_rounds(mi_alloc))
}

/// Makes every thread of the process execute a full memory barrier.
fn process_barrier() {
    fence(Ordering::SeqCst);
    // SAFETY: as above; only called once `membarrier_available()` holds.
    unsafe { libc::syscall(libc::SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0) };
    fence(Ordering::SeqCst);
}

// ---------------------------------------------------------------------------
// Counters.

/// The counts of threads that let go of the tracker (and of operations
/// made without thread state), updated with `fetch_add` by anyone. Bound
/// threads keep their own (see [`ThreadState::counts`]).
#[derive(Default)]
struct Counters {
    allocations: AtomicU64,
    frees: AtomicU64,
    reallocs: AtomicU64,
    bytes_allocated: AtomicU64,
    bytes_freed: AtomicU64,
}

impl Counters {
    const fn new() -> Counters {
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
    fn add(&self, counts: [u64; 5]) {
        for (c, v) in self.fields().into_iter().zip(counts) {
            c.fetch_add(v, Ordering::Relaxed);
        }
    }
}

/// Adds `v` to an atomic only this thread writes (a plain load and store,
/// no read-modify-write); returns the new value.
#[inline(always)]
fn bump_own(c: &AtomicU64, v: u64) -> u64 {
    let n = c.load(Ordering::Relaxed).wrapping_add(v);
    c.store(n, Ordering::Relaxed);
    n
}

/// [`bump_own`] for a signed count.
#[inline(always)]
fn bump_own_i(c: &AtomicI64, v: i64) -> i64 {
    let n = c.load(Ordering::Relaxed).wrapping_add(v);
    c.store(n, Ordering::Relaxed);
    n
}

/// [`bump_own`] with a release store.
#[inline(always)]
fn bump_own_release(c: &AtomicU64, v: u64) {
    c.store(c.load(Ordering::Relaxed).wrapping_add(v), Ordering::Release);
}

// ---------------------------------------------------------------------------
// Per-thread state: nursery, free history, counters, batches.

/// The gate key of the process-wide tracker ([`crate::global`]): a
/// constant, so that the C entry points' fast paths compare the thread's
/// gate with an immediate. No thread's gate equals it before that tracker
/// exists (and binds the thread).
pub(crate) const GLOBAL_KEY: usize = 1 << 3;

/// The gate key of the next tracker other than the global one. Keys are
/// multiples of 8 (the gate's flag bits are below), never reused.
static NEXT_KEY: AtomicUsize = AtomicUsize::new(2 << 3);

/// [`ThreadState::gate`] bit: a sweeping thread owns the nursery and ring.
const REMOTE: usize = 1;
/// [`ThreadState::gate`] bit: the tracker's mode or quarantine changed since
/// the thread last looked; its next operation takes the general path.
const STALE: usize = 2;
/// [`ThreadState::gate`] bit: the fast paths may not be used for the bound
/// tracker (mode off, quarantine on, no nurseries, or no history ring).
const SLOW: usize = 4;

/// Bit of [`ThreadState::seq_word`] and [`ThreadState::frees_word`]: set
/// while the fast allocation (respectively free) path is inside this
/// thread's critical section. Each fast path marks its critical section in
/// the word it must update anyway (the allocation consumes a sequence
/// number, the free counts itself), so entering and leaving cost no stores
/// of their own; the general paths use `busy`.
const INSIDE: u64 = 1;

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
struct ThreadState {
    /// The bound tracker's key (a multiple of 8 unique to it, see
    /// [`GLOBAL_KEY`]), or 0, plus the flag bits [`REMOTE`], [`STALE`] and
    /// [`SLOW`]. "`gate` equals this tracker's key" is the whole entry test
    /// of the fast paths: bound to it, no sweeper, configuration seen, fast
    /// paths allowed. The key part is written by the owner only while it is not
    /// registered (so never concurrently); the bits are changed with atomic
    /// read-modify-writes: `REMOTE` by sweepers, `STALE` set by
    /// configuration changes and cleared by the owner, `SLOW` by the owner.
    gate: AtomicUsize,
    /// Next sequence number, shifted left by `ALIGN_BITS` (so that or-ing
    /// in the alignment exponent gives `Entry::seq_align`), plus [`INSIDE`]
    /// while the fast allocation path is in the critical section; a
    /// multiple of `SEQ_BATCH << ALIGN_BITS` means "take a batch".
    seq_word: AtomicU64,
    /// Twice the number of frees this thread made, plus [`INSIDE`] while the
    /// fast free path is in the critical section.
    frees_word: AtomicU64,
    bytes_allocated: AtomicU64,
    /// How many more bytes this thread may allocate (net of what it frees)
    /// before the peak must be looked at or its live-byte drift flushed:
    /// `hi - net`, negative meaning "look now". Allocations subtract, frees
    /// add back. Since `hi` only changes when the thread looks, `room` also
    /// tells the bytes the thread freed, which are therefore not counted on
    /// their own (see [`ThreadState::bytes_freed`]).
    room: AtomicI64,
    /// The highest [`ThreadState::net`] allowed before the next look.
    hi: AtomicI64,
    /// The highest `room` before the live-byte drift must be looked at:
    /// `hi` minus the lowest [`ThreadState::net`] allowed before the next
    /// look (a free that takes `room` above it looks, so frees compare the
    /// `room` they update anyway instead of keeping a budget of their own).
    room_max: Cell<i64>,
    /// Set while this thread works on its nursery or history on a general
    /// path.
    busy: AtomicBool,
    reallocs: AtomicU64,
    /// Sequence numbers consumed from earlier batches: this thread's
    /// allocations plus reallocs are those plus the current batch's.
    seqs_done: AtomicU64,
    /// The start of the current batch, shifted like `seq_word`.
    batch_base: AtomicU64,
    /// Freed-block records pushed out of the nursery.
    ring: UnsafeCell<LocalRing>,
    /// The part of [`ThreadState::net`] already added to
    /// `Inner::live_flushed`.
    flushed: Cell<i64>,
    /// Highest live byte count this thread has seen and not yet published
    /// to `Inner::peak`.
    peak: AtomicU64,
    /// The bound tracker (from `Arc::into_raw`: holds a strong count), or null.
    bound: Cell<*const Inner>,
    /// Set once the thread's exit guard is gone: no binding any more.
    exiting: Cell<bool>,
    /// Whether `ring` is allocated (readable without touching `ring`).
    has_ring: Cell<bool>,
    /// Freed small blocks kept for reuse (see the `stash` module); touched
    /// by the owning thread only.
    stash: UnsafeCell<Stash>,
    /// Blocks the stash keeps per bucket: [`stash::DEPTH`], or 0 where
    /// mimalloc does not round sizes to words (see [`stash::mimalloc_rounds`]).
    stash_limit: Cell<u32>,
    nursery: UnsafeCell<Nursery>,
}

/// What a fast path did.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fast {
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

/// A registered thread's state, as seen by sweeping threads.
#[derive(Clone, Copy, PartialEq, Eq)]
struct StatePtr(*const ThreadState);

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
fn local() -> *const ThreadState {
    STATE.with(|st| st as *const ThreadState)
}

/// Runs `f` on this thread's state.
#[inline(always)]
fn with_state<R>(f: impl FnOnce(&ThreadState) -> R) -> R {
    // SAFETY: `STATE` has no drop glue, so its storage is valid (and never
    // destroyed) for as long as this thread runs; the reference does not
    // leave this call, and `ThreadState` is not `Sync`, so it stays on the
    // thread.
    f(unsafe { &*local() })
}

impl ThreadState {
    /// Enters this thread's critical section on its own nursery/history,
    /// waiting while a sweeper owns them.
    #[inline]
    fn enter(&self) {
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
    fn gate_open(&self, key: impl FnOnce() -> usize) -> bool {
        // The sweeper's process-wide barrier supplies the hardware fence
        // that pairs with this compiler fence (asymmetric Dekker).
        compiler_fence(Ordering::SeqCst);
        // The key is read only now, so that it needs no register before.
        self.gate.load(Ordering::Acquire) == key()
    }

    /// Whether this thread is inside its critical section (for sweepers,
    /// after their barrier).
    fn is_inside(&self) -> bool {
        self.busy.load(Ordering::Acquire)
            || (self.seq_word.load(Ordering::Acquire) | self.frees_word.load(Ordering::Acquire))
                & INSIDE
                != 0
    }

    #[inline(always)]
    fn exit(&self) {
        self.busy.store(false, Ordering::Release);
    }

    /// The nursery. Only under the rules of [`ThreadState`], and only one
    /// such borrow at a time (callees that need it take it as an argument).
    #[allow(clippy::mut_from_ref)]
    #[inline(always)]
    fn nursery(&self) -> &mut Nursery {
        // SAFETY: callers hold this thread's critical section, or have
        // excluded the thread by sweeping, or are the unregistered owner,
        // so access is exclusive.
        unsafe { &mut *self.nursery.get() }
    }

    /// The stash of freed small blocks. Owning thread only, one borrow at a
    /// time.
    #[allow(clippy::mut_from_ref)]
    #[inline(always)]
    fn stash(&self) -> &mut Stash {
        // SAFETY: `ThreadState` is not `Sync` and nobody else reaches the
        // stash (sweepers do not), so only this thread's short borrows exist.
        unsafe { &mut *self.stash.get() }
    }

    /// The free history. Same rule as `nursery`.
    #[allow(clippy::mut_from_ref)]
    #[inline(always)]
    fn ring(&self) -> &mut LocalRing {
        // SAFETY: as for `nursery`.
        unsafe { &mut *self.ring.get() }
    }

    // -- fast paths ----------------------------------------------------------

    /// Records a fresh block of tracker `t` in the nursery if that needs
    /// nothing out of the ordinary (see [`Fast`]).
    ///
    /// With `DISPLACE` false the slot must hold the freed record of `addr`
    /// itself (a reused block; no call), else the path bails out.
    #[inline(always)]
    fn fast_track<const DISPLACE: bool>(
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

    /// Stores the fresh block `e` in its nursery slot (in this thread's
    /// critical section), moving whatever the slot holds out of the way:
    /// a live block to its shard, the record of another freed block to the
    /// ring (or, without one, to the shard's history). False if a shard
    /// table could not grow.
    fn put(&self, inner: &Inner, e: Entry) -> bool {
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
    fn take(&self, addr: usize, free_site: Option<u32>) -> Option<Entry> {
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

    // -- accounting ------------------------------------------------------------

    /// Counts `size` new bytes (the block itself is counted by its
    /// sequence number, see [`ThreadState::counts`]).
    fn account_alloc(&self, inner: &Inner, size: usize) {
        bump_own(&self.bytes_allocated, size as u64);
        if bump_own_i(&self.room, (size as i64).wrapping_neg()) < 0 {
            self.settle(inner);
        }
    }

    /// Counts `size` freed bytes (the caller counts the block itself).
    fn account_freed_bytes(&self, inner: &Inner, size: usize) {
        if bump_own_i(&self.room, size as i64) > self.room_max.get() {
            self.settle(inner);
        }
    }

    /// Counts one free made off the fast path.
    fn count_free(&self) {
        bump_own(&self.frees_word, 2);
    }

    /// Bytes this thread allocated minus bytes it freed, since binding.
    fn net(&self) -> i64 {
        self.hi
            .load(Ordering::Relaxed)
            .wrapping_sub(self.room.load(Ordering::Relaxed))
    }

    /// Bytes this thread freed since binding: what it allocated minus
    /// `net`, which is `hi - room`.
    fn bytes_freed(&self) -> u64 {
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
    fn counts(&self) -> [u64; 5] {
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

    /// Flushes `net` to the shared count if it drifted by [`PEAK_SLACK`],
    /// raises the peak if the live estimate passed it, and sets `hi`,
    /// `room` and `room_max` for the next look.
    #[cold]
    #[inline(never)]
    fn settle(&self, inner: &Inner) {
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
    fn peek_seq(&self, inner: &Inner) -> u64 {
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
    fn consume_seq(&self, op: Op) {
        bump_own(&self.seq_word, 1 << ALIGN_BITS);
        if op == Op::Realloc {
            bump_own(&self.reallocs, 1);
        }
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

    // -- binding ---------------------------------------------------------------

    /// Binds this thread to `inner` (unbinding it from any other tracker)
    /// and brings `gate` up to date with the tracker's configuration.
    /// False if the thread is exiting and cannot keep state any more.
    #[inline]
    fn bind(&self, inner: &Arc<Inner>) -> bool {
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
    fn live_blocks(&self) -> impl Iterator<Item = Entry> + '_ {
        self.nursery().live()
    }

    /// The freed-block records in the nursery. Under the rules of `nursery`.
    fn freed_records(&self) -> impl Iterator<Item = Entry> + '_ {
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

// ---------------------------------------------------------------------------
// The tracker.

struct ShardData {
    table: BlockTable,
    history: History,
}

/// One shard, on its own cache lines.
#[repr(align(128))]
struct Shard(SpinLock<ShardData>);

// The low bits of a tracker's key carry `ThreadState::gate`'s flags.
const _: () = assert!(GLOBAL_KEY > (REMOTE | STALE | SLOW) && GLOBAL_KEY.is_multiple_of(8));

struct Inner {
    /// What a bound thread's gate holds besides flags (see [`GLOBAL_KEY`]).
    key: usize,
    shards: Box<[Shard]>,
    /// Whether threads keep nurseries (needs `membarrier`).
    nurseries: bool,
    registry: Mutex<Vec<StatePtr>>,
    retired: Counters,
    mode: AtomicU8,
    quarantine_budget: AtomicUsize,
    quarantine: Quarantine,
    sites: SiteRegistry,
    next_seq: AtomicU64,
    live_flushed: AtomicI64,
    peak: AtomicU64,
    failed: AtomicU64,
    counts: [AtomicU64; 7],
    /// Work counters: copies, bytes copied, dealloc-helper calls.
    work: [AtomicU64; 3],
    log: Mutex<Vec<Violation>>,
    stopped: AtomicBool,
    handler: Mutex<Option<ViolationHandler>>,
    c_handler: Mutex<Option<(CViolationHandler, usize)>>,
}

impl Inner {
    #[inline]
    fn shard(&self, addr: usize) -> &SpinLock<ShardData> {
        &self.shards[shard_of(addr)].0
    }

    fn lock_registry(&self) -> MutexGuard<'_, Vec<StatePtr>> {
        self.registry.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Tells every bound thread that the mode, the quarantine or the shared
    /// live count changed, so that its next operation takes the general
    /// path and re-reads them. Threads binding later read them anyway.
    fn invalidate(&self) {
        for p in self.lock_registry().iter() {
            // SAFETY: registered states are alive while the lock is held;
            // `gate` is atomic.
            unsafe { &*p.0 }.gate.fetch_or(STALE, Ordering::Release);
        }
    }
}

/// Exclusive access to every registered thread's nursery and history,
/// held from [`Tracker::sweep`] until dropped.
struct Sweep<'a> {
    reg: MutexGuard<'a, Vec<StatePtr>>,
}

impl Sweep<'_> {
    fn states(&self) -> impl Iterator<Item = &ThreadState> {
        // SAFETY: registered states stay alive while the registry lock is
        // held (they unregister under it before their thread exits).
        self.reg.iter().map(|p| unsafe { &*p.0 })
    }
}

impl Drop for Sweep<'_> {
    fn drop(&mut self) {
        for st in self.states() {
            st.gate.fetch_and(!REMOTE, Ordering::Release);
        }
    }
}

/// A checked allocator instance. Cloning gives another handle to the same
/// tracker. When the last handle (and the last thread using it) lets go,
/// every block it still holds is freed.
#[derive(Clone)]
pub struct Tracker {
    inner: Arc<Inner>,
    /// `inner.key`: what a thread's gate equals when its fast paths are
    /// open for this tracker. Kept beside the `Arc` so that the fast paths
    /// compare against it directly.
    key: usize,
}

impl Default for Tracker {
    fn default() -> Self {
        Tracker::new()
    }
}

impl std::fmt::Debug for Tracker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tracker")
            .field("mode", &self.mode())
            .field("stats", &self.stats())
            .finish()
    }
}

#[inline(always)]
fn align_log2(align: usize) -> Option<u32> {
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
fn mi_alloc(size: usize, log2: u32) -> *mut u8 {
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

fn block_info(e: &Entry) -> BlockInfo {
    BlockInfo {
        addr: e.addr,
        size: e.size,
        align: 1usize << e.align_log2(),
        seq: e.seq(),
        site: SiteId(e.site),
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
    // SAFETY: as in `with_state`; the reference dies with this call.
    let st = unsafe { &*local() };
    st.alloc_stashed(key, size, log2, site)
}

/// The free fast path for the tracker whose gate key `key` returns (see
/// [`ThreadState::fast_untrack`]).
#[inline(always)]
pub(crate) fn free_fast(key: impl FnOnce() -> usize, ptr: usize, site: u32) -> FreeRest {
    // SAFETY: as in `with_state`; the reference dies with this call.
    let st = unsafe { &*local() };
    st.fast_untrack(key, ptr, site)
}

/// `mi_alloc`, for the stash's tests.
#[cfg(test)]
pub(crate) fn mi_alloc_for_test(size: usize, log2: u32) -> *mut u8 {
    mi_alloc(size, log2)
}

/// What kind of counter an operation bumps.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    Alloc,
    Realloc,
}

impl Tracker {
    /// A new tracker in [`Mode::Collect`] with quarantine off.
    pub fn new() -> Tracker {
        Tracker::with_mode(Mode::Collect)
    }

    /// A new tracker in `mode`.
    pub fn with_mode(mode: Mode) -> Tracker {
        Tracker::with_key(mode, NEXT_KEY.fetch_add(8, Ordering::Relaxed))
    }

    /// The process-wide tracker (made once, by [`crate::global`]).
    pub(crate) fn new_global() -> Tracker {
        Tracker::with_key(Mode::Collect, GLOBAL_KEY)
    }

    fn with_key(mode: Mode, key: usize) -> Tracker {
        let shards: Box<[Shard]> = (0..SHARDS)
            .map(|_| {
                Shard(SpinLock::new(ShardData {
                    table: BlockTable::new(),
                    history: History::new(HISTORY_PER_SHARD),
                }))
            })
            .collect();
        let inner = Arc::new(Inner {
            key,
            shards,
            nurseries: membarrier_available(),
            registry: Mutex::new(Vec::new()),
            retired: Counters::new(),
            mode: AtomicU8::new(mode as u8),
            quarantine_budget: AtomicUsize::new(0),
            quarantine: Quarantine::new(),
            sites: SiteRegistry::default(),
            next_seq: AtomicU64::new(0),
            live_flushed: AtomicI64::new(0),
            peak: AtomicU64::new(0),
            failed: AtomicU64::new(0),
            counts: Default::default(),
            work: Default::default(),
            log: Mutex::new(Vec::new()),
            stopped: AtomicBool::new(false),
            handler: Mutex::new(None),
            c_handler: Mutex::new(None),
        });
        Tracker { key, inner }
    }

    /// Current mode.
    pub fn mode(&self) -> Mode {
        Mode::from_u32(self.inner.mode.load(Ordering::Relaxed) as u32).unwrap_or_default()
    }

    /// Changes the mode. Switch to or from [`Mode::Off`] only while no block
    /// is live.
    pub fn set_mode(&self, mode: Mode) {
        self.inner.mode.store(mode as u8, Ordering::Relaxed);
        self.inner.invalidate();
    }

    /// Enables the use-after-free quarantine holding at most `bytes` freed
    /// bytes (0 turns it off and releases what it holds). See
    /// [`crate::quarantine`].
    pub fn set_quarantine_bytes(&self, bytes: usize) {
        self.inner.quarantine_budget.store(bytes, Ordering::Relaxed);
        self.inner.invalidate();
        self.inner.quarantine.trim(bytes);
    }

    /// The quarantine's byte budget (0 = off).
    pub fn quarantine_bytes(&self) -> usize {
        self.inner.quarantine_budget.load(Ordering::Relaxed)
    }

    /// Blocks and bytes the quarantine holds now.
    pub fn quarantined(&self) -> (usize, usize) {
        self.inner.quarantine.held()
    }

    /// Registers an allocation/free site and returns its id. `location` is
    /// normally `file:line:col`, `op_text` the operation's text. The same
    /// pair always gets the same id.
    pub fn register_site(&self, location: &str, op_text: &str) -> SiteId {
        self.inner.sites.register(location, op_text)
    }

    /// Describes a site (placeholder text for unknown ids).
    pub fn site(&self, id: SiteId) -> Site {
        self.inner.sites.get(id)
    }

    /// Sets the Rust handler called on the first violation in
    /// [`Mode::Stop`] (`None` removes it).
    pub fn set_violation_handler(&self, handler: Option<ViolationHandler>) {
        *self.inner.handler.lock().unwrap_or_else(|e| e.into_inner()) = handler;
    }

    /// Sets the C handler called on the first violation in [`Mode::Stop`],
    /// with `user_data` passed back (`None` removes it).
    pub fn set_c_violation_handler(
        &self,
        handler: Option<CViolationHandler>,
        user_data: *mut c_void,
    ) {
        *self
            .inner
            .c_handler
            .lock()
            .unwrap_or_else(|e| e.into_inner()) = handler.map(|h| (h, user_data as usize));
    }

    /// True once a violation has happened in [`Mode::Stop`].
    pub fn stopped(&self) -> bool {
        self.inner.stopped.load(Ordering::Acquire)
    }

    // -- allocation --------------------------------------------------------

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
    fn failed(&self) -> *mut u8 {
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
    fn track_new(&self, p: *mut u8, size: usize, log2: u32, site: SiteId, op: Op) -> bool {
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

    /// Frees `ptr` on behalf of `site`. `free(NULL)` is a no-op. The pointer
    /// reaches mimalloc only if it is the start of a live block; otherwise
    /// the violation is recorded, nothing is freed, and its kind returned.
    ///
    /// # Safety
    /// In [`Mode::Collect`] and [`Mode::Stop`] any pointer value is
    /// accepted; the only requirement is that tracked blocks are not freed
    /// behind the tracker's back (e.g. by calling `mi_free` directly). In
    /// [`Mode::Off`] `ptr` must be null or a live block of this tracker.
    #[inline(always)]
    pub unsafe fn free(&self, ptr: *mut u8, site: SiteId) -> Result<(), ViolationKind> {
        // Null takes the general path (the fast path never matches it).
        match free_fast(|| self.key, ptr as usize, site.0) {
            FreeRest::DONE => Ok(()),
            // SAFETY: forwarded to the caller.
            rest => unsafe { self.free_rest(ptr, site, rest) },
        }
    }

    /// What [`free_fast`] left to do for `ptr` (see [`FreeRest`]).
    ///
    /// # Safety
    /// As for [`Tracker::free`].
    #[cold]
    #[inline(never)]
    pub(crate) unsafe fn free_rest(
        &self,
        ptr: *mut u8,
        site: SiteId,
        rest: FreeRest,
    ) -> Result<(), ViolationKind> {
        match rest {
            FreeRest::SLOT => {
                let _section = crate::guard::RuntimeSection::enter();
                // SAFETY: as in `with_state`; the reference dies with this call.
                let st = unsafe { &*local() };
                self.free_elsewhere(Some(st), ptr, site)
            }
            FreeRest::OTHER => {
                let _section = crate::guard::RuntimeSection::enter();
                // SAFETY: forwarded to the caller.
                unsafe { self.free_slow(ptr, site) }
            }
            FreeRest(bits) => {
                self.finish(
                    ptr as usize,
                    bits & FreeRest::SETTLE != 0,
                    bits & FreeRest::GIVE_BACK != 0,
                );
                Ok(())
            }
        }
    }

    /// Frees `ptr` the general way (see [`Tracker::free`]).
    ///
    /// # Safety
    /// As for [`Tracker::free`].
    #[cold]
    #[inline(never)]
    unsafe fn free_slow(&self, ptr: *mut u8, site: SiteId) -> Result<(), ViolationKind> {
        if ptr.is_null() {
            return Ok(());
        }
        let inner = &*self.inner;
        if inner.mode.load(Ordering::Relaxed) == Mode::Off as u8 {
            // SAFETY: unchecked mode: the caller promises a mimalloc block.
            unsafe { mi::mi_free(ptr.cast()) };
            return Ok(());
        }
        with_state(|st| {
            if !st.bind(&self.inner) {
                // No thread state (thread exiting): shared path.
                return self.free_elsewhere(None, ptr, site);
            }
            if inner.nurseries {
                st.enter();
                let hit = st.take(ptr as usize, Some(site.0));
                st.exit();
                if let Some(e) = hit {
                    st.count_free();
                    st.account_freed_bytes(inner, e.size);
                    self.release(ptr, e.size);
                    return Ok(());
                }
            }
            self.free_elsewhere(Some(st), ptr, site)
        })
    }

    /// Frees `ptr`, known not to be in the nursery of `st` (this thread's
    /// state, bound to this tracker; `None` if the thread has none): takes
    /// it from its shard or another thread's nursery, or reports it.
    #[cold]
    #[inline(never)]
    fn free_elsewhere(
        &self,
        st: Option<&ThreadState>,
        ptr: *mut u8,
        site: SiteId,
    ) -> Result<(), ViolationKind> {
        if ptr.is_null() {
            return Ok(());
        }
        let inner = &*self.inner;
        match self.take_elsewhere(ptr as usize, site, ViolationKind::InvalidFree) {
            Ok(e) => {
                match st {
                    Some(st) => {
                        st.count_free();
                        st.account_freed_bytes(inner, e.size);
                    }
                    None => {
                        let c = &inner.retired;
                        c.frees.fetch_add(1, Ordering::Relaxed);
                        c.bytes_freed.fetch_add(e.size as u64, Ordering::Relaxed);
                        inner
                            .live_flushed
                            .fetch_sub(e.size as i64, Ordering::Relaxed);
                    }
                }
                self.release(ptr, e.size);
                Ok(())
            }
            Err(v) => {
                self.record(v);
                Err(v.kind)
            }
        }
    }

    /// Removes the live block starting at `addr` from its shard or, failing
    /// that, from whichever thread's nursery holds it. If there is none,
    /// classifies `addr` (with `fallback` as the "never allocated here"
    /// kind) and returns the violation. For a free (`fallback` is
    /// `InvalidFree`) the free is remembered in the same critical section,
    /// so a racing second free always finds the record.
    fn take_elsewhere(
        &self,
        addr: usize,
        site: SiteId,
        fallback: ViolationKind,
    ) -> Result<Entry, Violation> {
        let is_free = fallback == ViolationKind::InvalidFree;
        {
            let mut shard = self.inner.shard(addr).lock();
            if let Some(e) = shard.table.remove(addr) {
                if is_free {
                    shard.history.push(e.freed(site.0));
                }
                return Ok(e);
            }
        }
        self.take_swept(addr, site, fallback)
    }

    #[cold]
    fn take_swept(
        &self,
        addr: usize,
        site: SiteId,
        fallback: ViolationKind,
    ) -> Result<Entry, Violation> {
        let is_free = fallback == ViolationKind::InvalidFree;
        let sweep = self.sweep();
        let mut shard = self.inner.shard(addr).lock();
        // The block may have moved from a nursery to its shard meanwhile.
        let mut taken = shard.table.remove(addr);
        if taken.is_none() {
            // The record of the free goes to the shard's history below.
            taken = sweep.states().find_map(|st| st.take(addr, None));
        }
        if let Some(e) = taken {
            if is_free {
                shard.history.push(e.freed(site.0));
            }
            return Ok(e);
        }
        drop(shard);
        Err(self.classify(&sweep, fallback, addr, site))
    }

    /// Takes exclusive access to every registered thread's nursery and
    /// history (see the module docs).
    fn sweep(&self) -> Sweep<'_> {
        let sweep = Sweep {
            reg: self.inner.lock_registry(),
        };
        // The calling thread is never inside its own critical section here
        // (sweeps start outside it), so only the others need excluding;
        // with none, no barrier is needed at all.
        let me = local();
        let others = || sweep.states().filter(|&st| !std::ptr::eq(st, me));
        if self.inner.nurseries && others().next().is_some() {
            for st in others() {
                st.gate.fetch_or(REMOTE, Ordering::SeqCst);
            }
            process_barrier();
            for st in others() {
                let mut spins = 0u32;
                while st.is_inside() {
                    if spins < 64 {
                        std::hint::spin_loop();
                        spins += 1;
                    } else {
                        std::thread::yield_now();
                    }
                }
            }
        }
        sweep
    }

    /// Hands a block that just left the live set back to mimalloc, through
    /// the quarantine when it is on.
    #[inline(always)]
    fn release(&self, ptr: *mut u8, size: usize) {
        let budget = self.inner.quarantine_budget.load(Ordering::Relaxed);
        if budget == 0 {
            // SAFETY: `ptr` was the start of a live mimalloc block and has just
            // been removed from the live set, so this thread owns it.
            unsafe { mi::mi_free(ptr.cast()) };
        } else {
            // SAFETY: as above; the quarantine takes ownership.
            unsafe { self.inner.quarantine.push(ptr, size, budget) };
        }
    }

    /// Resizes the block at `ptr` to `new_size` bytes aligned to `align`,
    /// keeping its contents, on behalf of `site` (which becomes the block's
    /// allocation site). `realloc(NULL, ..)` allocates. Returns null, leaving
    /// the old block untouched, if mimalloc fails or if `ptr` is not the
    /// start of a live block (then an [`ViolationKind::InvalidRealloc`] is
    /// recorded).
    ///
    /// # Safety
    /// As for [`Tracker::free`].
    pub unsafe fn realloc(
        &self,
        ptr: *mut u8,
        new_size: usize,
        align: usize,
        site: SiteId,
    ) -> *mut u8 {
        if ptr.is_null() {
            return self.alloc(new_size, align, site);
        }
        let Some(log2) = align_log2(align) else {
            return self.failed();
        };
        let inner = &*self.inner;
        if inner.mode.load(Ordering::Relaxed) == Mode::Off as u8 {
            // SAFETY: unchecked mode: the caller promises a mimalloc block.
            return unsafe {
                mi::mi_realloc_aligned(ptr.cast(), new_size, 1usize << log2) as *mut u8
            };
        }
        let addr = ptr as usize;
        let old = match self.take_live(addr, site) {
            Ok(e) => e,
            Err(v) => {
                self.record(v);
                return std::ptr::null_mut();
            }
        };
        let quarantine = inner.quarantine_budget.load(Ordering::Relaxed) > 0;
        let new = if quarantine {
            // Never reuse the address in place: copy, then quarantine the old.
            let n = mi_alloc(new_size, log2);
            if !n.is_null() {
                // SAFETY: both blocks are live and distinct; we copy no more
                // than either holds.
                unsafe { std::ptr::copy_nonoverlapping(ptr, n, old.size.min(new_size)) };
            }
            n
        } else {
            // SAFETY: `ptr` is a live mimalloc block owned by this thread now.
            unsafe { mi::mi_realloc_aligned(ptr.cast(), new_size, 1usize << log2) as *mut u8 }
        };
        if new.is_null() {
            // The old block is intact: put it back.
            inner.shard(addr).lock().table.insert(old);
            return self.failed();
        }
        if new != ptr || quarantine {
            inner.shard(addr).lock().history.push(old.freed(site.0));
        }
        if quarantine {
            self.release(ptr, old.size);
        }
        // Account the old block's bytes as freed by the realloc.
        with_state(|st| {
            if st.bind(&self.inner) {
                st.account_freed_bytes(inner, old.size);
            } else {
                inner
                    .retired
                    .bytes_freed
                    .fetch_add(old.size as u64, Ordering::Relaxed);
                inner
                    .live_flushed
                    .fetch_sub(old.size as i64, Ordering::Relaxed);
            }
        });
        if !self.track_new(new, new_size, log2, site, Op::Realloc) {
            // Cannot track it: give it back rather than lose track silently.
            // SAFETY: `new` is a live, untracked mimalloc block.
            unsafe { mi::mi_free(new.cast()) };
            return self.failed();
        }
        new
    }

    /// Removes the live block starting at `addr` wherever it is.
    fn take_live(&self, addr: usize, site: SiteId) -> Result<Entry, Violation> {
        if self.inner.nurseries {
            let hit = with_state(|st| {
                if !st.bind(&self.inner) {
                    return None;
                }
                st.enter();
                let hit = st.take(addr, None);
                st.exit();
                hit
            });
            if let Some(e) = hit {
                return Ok(e);
            }
        }
        self.take_elsewhere(addr, site, ViolationKind::InvalidRealloc)
    }

    // -- violations ----------------------------------------------------------

    /// Works out what a pointer that is not a live block start is, while
    /// all nurseries are excluded. `fallback` is the kind for "never
    /// allocated here" (or, for realloc, every case).
    #[cold]
    fn classify(
        &self,
        sweep: &Sweep<'_>,
        fallback: ViolationKind,
        addr: usize,
        site: SiteId,
    ) -> Violation {
        let realloc = fallback == ViolationKind::InvalidRealloc;
        let from_freed = |r: Entry| {
            (
                block_info(&r),
                BlockState::Freed {
                    free_site: SiteId(r.free_site),
                },
            )
        };
        let latest = |a: Option<Entry>, b: Option<Entry>| match (a, b) {
            (Some(x), Some(y)) => Some(if y.seq() > x.seq() { y } else { x }),
            (x, y) => x.or(y),
        };
        let mut freed = self.inner.shard(addr).lock().history.find(addr);
        for st in sweep.states() {
            freed = latest(freed, latest_at(st.ring().records(), addr));
            freed = latest(freed, st.freed_records().find(|r| r.addr == addr));
        }
        if let Some(r) = freed {
            return Violation {
                kind: if realloc {
                    fallback
                } else {
                    ViolationKind::DoubleFree
                },
                ptr: addr,
                site,
                block: Some(from_freed(r)),
            };
        }
        let contains = |e: &Entry| e.addr != 0 && addr > e.addr && addr - e.addr < e.size;
        let mut live = self.inner.shards.iter().find_map(|s| {
            let shard = s.0.lock();
            let mut hit = None;
            shard.table.for_each(|e| {
                if contains(e) {
                    hit = Some(*e);
                }
            });
            hit
        });
        for st in sweep.states() {
            live = live.or_else(|| st.live_blocks().find(contains));
        }
        if let Some(e) = live {
            return Violation {
                kind: if realloc {
                    fallback
                } else {
                    ViolationKind::InteriorFree
                },
                ptr: addr,
                site,
                block: Some((block_info(&e), BlockState::Live)),
            };
        }
        let mut around = None;
        for s in self.inner.shards.iter() {
            around = latest(around, s.0.lock().history.find_containing(addr));
        }
        for st in sweep.states() {
            around = latest(around, latest_containing(st.ring().records(), addr));
            let freed: Vec<Entry> = st.freed_records().collect();
            around = latest(around, latest_containing(&freed, addr));
        }
        Violation {
            kind: fallback,
            ptr: addr,
            site,
            block: around.map(from_freed),
        }
    }

    #[cold]
    fn record(&self, v: Violation) {
        let inner = &*self.inner;
        inner.counts[v.kind.code() as usize - 1].fetch_add(1, Ordering::Relaxed);
        {
            let mut log = inner.log.lock().unwrap_or_else(|e| e.into_inner());
            if log.len() < VIOLATION_LOG_CAPACITY {
                log.push(v);
            }
        }
        if inner.mode.load(Ordering::Relaxed) == Mode::Stop as u8
            && !inner.stopped.swap(true, Ordering::AcqRel)
        {
            let handler = *inner.handler.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(h) = handler {
                h(self, &v);
            }
            let c_handler = *inner.c_handler.lock().unwrap_or_else(|e| e.into_inner());
            if let Some((h, user)) = c_handler {
                // SAFETY: the embedding registered this function for exactly
                // this call.
                unsafe {
                    h(
                        v.kind.code(),
                        v.ptr as *mut c_void,
                        v.site.0,
                        user as *mut c_void,
                    )
                };
            }
        }
    }

    /// Violations recorded so far, oldest first (at most
    /// [`VIOLATION_LOG_CAPACITY`]; [`Stats::violations`] counts them all).
    pub fn violations(&self) -> Vec<Violation> {
        self.inner
            .log
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    // -- inspection ----------------------------------------------------------

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

    /// Every live block, oldest first.
    pub fn live_blocks(&self) -> Vec<BlockInfo> {
        let mut v = Vec::new();
        let sweep = self.sweep();
        for shard in self.inner.shards.iter() {
            let d = shard.0.lock();
            v.reserve(d.table.len());
            d.table.for_each(|e| v.push(block_info(e)));
        }
        for st in sweep.states() {
            v.extend(st.live_blocks().map(|e| block_info(&e)));
        }
        drop(sweep);
        v.sort_by_key(|b| b.seq);
        v
    }

    /// Live blocks grouped by allocation site: the leaks, if the run is
    /// over. Largest byte count first.
    pub fn leaks(&self) -> Vec<LeakGroup> {
        LeakGroup::group(&self.live_blocks(), |id| self.site(id))
    }

    /// A snapshot report (stats, violations, leaks) in text or JSON form.
    pub fn report(&self) -> Report {
        Report::capture(self)
    }

    /// Called by generated code when a load returned the quarantine's poison pattern: if `ptr`
    /// lies in a quarantined (freed) block, records a [`ViolationKind::UseAfterFree`] at `site`
    /// (with the block's allocation and free sites when the history remembers them) and
    /// returns its code; otherwise the data only looked like poison and 0 is returned.
    #[cold]
    pub fn check_poisoned_read(&self, ptr: usize, site: SiteId) -> u32 {
        self.check_freed_access(ptr, site, ViolationKind::UseAfterFree)
    }

    /// An access of `kind` ([`ViolationKind::UseAfterFree`] for a read,
    /// [`ViolationKind::WriteAfterFree`] for a write) at `site` touches `ptr`: if `ptr` lies in
    /// a quarantined (freed) block, records the violation (with the block's allocation and free
    /// sites when the history remembers them) and returns its code, else 0.
    #[cold]
    pub fn check_freed_access(&self, ptr: usize, site: SiteId, kind: ViolationKind) -> u32 {
        if !self.inner.quarantine.contains(ptr) {
            return 0;
        }
        let latest = |a: Option<Entry>, b: Option<Entry>| match (a, b) {
            (Some(x), Some(y)) => Some(if y.seq() > x.seq() { y } else { x }),
            (x, y) => x.or(y),
        };
        let sweep = self.sweep();
        let mut freed = self.inner.shard(ptr).lock().history.find(ptr);
        for s in self.inner.shards.iter() {
            freed = latest(freed, s.0.lock().history.find_containing(ptr));
        }
        for st in sweep.states() {
            freed = latest(freed, latest_at(st.ring().records(), ptr));
            freed = latest(freed, latest_containing(st.ring().records(), ptr));
            let records: Vec<Entry> = st.freed_records().collect();
            freed = latest(freed, latest_at(&records, ptr));
            freed = latest(freed, latest_containing(&records, ptr));
        }
        drop(sweep);
        let block = freed.map(|r| {
            (
                block_info(&r),
                BlockState::Freed {
                    free_site: SiteId(r.free_site),
                },
            )
        });
        let v = Violation {
            kind,
            ptr,
            site,
            block,
        };
        self.record(v);
        v.kind.code()
    }

    /// Really frees everything in the quarantine.
    pub fn drain_quarantine(&self) {
        self.inner.quarantine.trim(0);
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        // No thread is bound any more (each bound thread holds a handle).
        for shard in self.shards.iter_mut() {
            shard.0.get_mut().table.drain(|e| {
                // SAFETY: every table entry is a live mimalloc block that only
                // this tracker knows about; the tracker is going away.
                unsafe { mi::mi_free(e.addr as *mut _) };
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stashed block whose nursery slot holds another block's freed
    /// record (a block at an address hashing to the same slot) misses the
    /// fast allocation but is still the block the general path hands out,
    /// moving the other record to the ring; it stays checked.
    #[test]
    fn a_stashed_block_whose_slot_is_taken_is_still_reused() {
        let t = Tracker::new();
        let a = t.register_site("k.mlir:1:1", "memref.alloc");
        let f = t.register_site("k.mlir:2:1", "memref.dealloc");
        let p = t.alloc(40, 64, a);
        // SAFETY: `p` is live.
        unsafe { assert_eq!(t.free(p, f), Ok(())) };
        // The same low 32 bits, so the same slot: what a freed block there
        // would leave (never dereferenced).
        let other = (p as usize).wrapping_add(1 << 32);
        let i = slot_of(p as usize);
        assert_eq!(slot_of(other), i);
        with_state(|st| {
            st.enter();
            let n = st.nursery();
            assert_eq!(n.key[i], p as usize | FREED);
            n.set_live(i, &Entry::new(other, 40, 0, 6, a.0));
            n.set_freed(i, f.0);
            st.exit();
        });
        let q = t.alloc(40, 64, a);
        assert_eq!(q, p, "the stashed block is reused");
        with_state(|st| assert_eq!(st.nursery().key[i], p as usize));
        // SAFETY: `q` is live; the second free is refused.
        unsafe {
            assert_eq!(t.free(q, f), Ok(()));
            assert_eq!(t.free(q, f), Err(ViolationKind::DoubleFree));
        }
        let s = t.stats();
        assert_eq!((s.allocations, s.frees, s.live_blocks), (2, 2, 0));
    }
}
