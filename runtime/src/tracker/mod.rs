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
//!   (their out-of-line work, `Tracker::finish` and the general paths,
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
//!   the tracker's *key* (a number of its own, `GLOBAL_KEY` for the global
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
//!   `INSIDE`) and then loads the gate it needs anyway. Where `membarrier`
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
//!   `ThreadState::counts` for the ones derived from others). Allocation
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

mod alloc;
mod counters;
mod fast;
mod free;
mod modes;
mod shards;
mod thread;
mod violations;

use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use libmimalloc_sys as mi;

use crate::history::{History, HISTORY_PER_SHARD};
use crate::lock::SpinLock;
use crate::quarantine::Quarantine;
use crate::sites::SiteRegistry;
use crate::table::{BlockTable, SHARDS};
use crate::violation::Violation;

use counters::Counters;
use shards::{membarrier_available, Shard, ShardData};
use thread::{StatePtr, NEXT_KEY, REMOTE, SLOW, STALE};

#[cfg(doc)]
use crate::history::LOCAL_HISTORY;
#[cfg(doc)]
use thread::{ThreadState, INSIDE};

pub use crate::nursery::NURSERY_SLOTS;
#[cfg(test)]
pub(crate) use alloc::mi_alloc_for_test;
pub use counters::Stats;
pub(crate) use fast::{alloc_fast, alloc_fast_on, free_fast, free_fast_on, thread_state, FreeRest};
pub use modes::{CViolationHandler, Mode, ViolationHandler};
pub(crate) use thread::GLOBAL_KEY;

/// Violations kept in full per tracker; later ones are only counted.
pub const VIOLATION_LOG_CAPACITY: usize = 4096;

/// How far (in bytes) one thread's live-byte count may drift from the
/// shared count before it is flushed; bounds the peak's error with threads.
pub const PEAK_SLACK: i64 = 1 << 20;

/// Sequence numbers a thread takes from the tracker at a time (a power of
/// two: batches start at multiples of it, so "used up" is a bit test).
const SEQ_BATCH: u64 = 1024;

/// A tracker's shared state, behind every handle's `Arc`: its shards, the
/// registry of bound threads, configuration, shared counters and the
/// violation log.
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

// The low bits of a tracker's key carry `ThreadState::gate`'s flags.
const _: () = assert!(GLOBAL_KEY > (REMOTE | STALE | SLOW) && GLOBAL_KEY.is_multiple_of(8));

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

// ---- Construction ----
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
    use super::thread::with_state;
    use super::*;
    use crate::nursery::{slot_of, FREED};
    use crate::table::Entry;
    use crate::violation::ViolationKind;

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
