//! The checked allocator: every block a kernel allocates or frees goes
//! through a [`Tracker`].
//!
//! # Design
//!
//! * Live blocks are kept in [`SHARDS`] open-addressing tables (see
//!   the `table` module), the shard chosen by a hash of the block's address,
//!   each behind its own small spin lock: no global lock.
//! * In front of the shards, every thread keeps a small direct-mapped
//!   *nursery* of the blocks it allocated last, and a ring of the blocks it
//!   freed last. A block allocated and freed by the same thread while it is
//!   in the nursery never touches a shard, so the common alloc/free pair
//!   costs no atomic read-modify-write at all. A block evicted from a
//!   nursery (by a newer one in the same slot) moves to its shard.
//! * Other threads must sometimes see a nursery: a free that misses both
//!   the freeing thread's nursery and the shard (a cross-thread free of a
//!   fresh block, or an invalid free), leak and live-block listings. They
//!   *sweep*: flag every registered thread, issue one process-wide memory
//!   barrier (`membarrier(2)`, `MEMBARRIER_CMD_PRIVATE_EXPEDITED`), wait
//!   until no thread is inside its nursery, and then own all nurseries
//!   until they lower the flags. The owning thread's side of this
//!   (asymmetric Dekker) protocol is two plain stores and a load. Where
//!   `membarrier` is unavailable, nurseries are disabled and every block
//!   goes straight to its shard.
//! * A free is forwarded to mimalloc **only** when the pointer is the start
//!   of a live block. Anything else is classified (double free, interior
//!   pointer, never allocated here) and recorded as a [`Violation`]; the
//!   pointer is never handed to mimalloc, so a bad free cannot corrupt the
//!   heap.
//! * Counters are per thread (plain stores of atomics, summed on demand).
//!   Allocation sequence numbers are handed to threads in batches: unique,
//!   increasing along each thread, and 0, 1, 2, ... with one thread. The
//!   peak live byte count is exact with one thread and, with several, may
//!   miss at most [`PEAK_SLACK`] bytes per other thread.
//! * All table, nursery-overflow, history and quarantine memory comes from
//!   mimalloc directly (`mi_zalloc`), never from the Rust global allocator
//!   and never through a tracker. Cold paths (reports, the violation log,
//!   site strings) use ordinary Rust collections.
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
use std::sync::atomic::{
    compiler_fence, fence, AtomicBool, AtomicI64, AtomicU64, AtomicU8, AtomicUsize, Ordering,
};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use libmimalloc_sys as mi;

use crate::history::{FreedRecord, History, HISTORY_PER_SHARD, LOCAL_HISTORY};
use crate::lock::SpinLock;
use crate::quarantine::Quarantine;
use crate::report::{LeakGroup, Report};
use crate::sites::{Site, SiteId, SiteRegistry};
use crate::table::{hash_addr, shard_of, BlockTable, Entry, SHARDS, SHARD_BITS};
use crate::violation::{BlockInfo, BlockState, Violation, ViolationKind};

/// Violations kept in full per tracker; later ones are only counted.
pub const VIOLATION_LOG_CAPACITY: usize = 4096;

/// How far (in bytes) one thread's live-byte count may run ahead of the
/// shared count before it is flushed; bounds the peak's error with threads.
pub const PEAK_SLACK: i64 = 1 << 20;

/// Sequence numbers a thread takes from the tracker at a time.
const SEQ_BATCH: u64 = 1024;

/// Slots in each thread's nursery (a power of two).
pub const NURSERY_SLOTS: usize = 256;
const NURSERY_BITS: u32 = NURSERY_SLOTS.trailing_zeros();

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
    pub violations: [u64; 5],
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

/// Makes every thread of the process execute a full memory barrier.
fn process_barrier() {
    fence(Ordering::SeqCst);
    // SAFETY: as above; only called once `membarrier_available()` holds.
    unsafe { libc::syscall(libc::SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0) };
    fence(Ordering::SeqCst);
}

// ---------------------------------------------------------------------------
// Counters.

/// Counters written by one thread with plain stores (or by anyone with
/// `fetch_add` for the shared "retired" set) and summed on demand.
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

    /// Adds `v` to a counter only this thread writes (no read-modify-write).
    #[inline]
    fn bump_own(c: &AtomicU64, v: u64) {
        c.store(c.load(Ordering::Relaxed).wrapping_add(v), Ordering::Relaxed);
    }

    fn add_into(&self, sums: &mut [u64; 5]) {
        for (s, c) in sums.iter_mut().zip(self.fields()) {
            *s = s.wrapping_add(c.load(Ordering::Relaxed));
        }
    }

    /// Moves this thread's counts into the shared `into`.
    fn retire_into(&self, into: &Counters) {
        for (mine, theirs) in self.fields().into_iter().zip(into.fields()) {
            theirs.fetch_add(mine.swap(0, Ordering::Relaxed), Ordering::Relaxed);
        }
    }
}

// ---------------------------------------------------------------------------
// Per-thread state: nursery, free history, counters, batches.

struct ThreadState {
    /// Set while this thread works on its nursery or history.
    busy: AtomicBool,
    /// Set while a sweeping thread owns this thread's nursery and history.
    remote: AtomicBool,
    nursery: UnsafeCell<[Slot; NURSERY_SLOTS]>,
    history: UnsafeCell<History>,
    counters: Counters,
    seq_next: Cell<u64>,
    seq_end: Cell<u64>,
    delta: Cell<i64>,
    bound: Cell<*const Inner>,
    owner: Cell<Option<Arc<Inner>>>,
}

/// A registered thread's state, as seen by sweeping threads.
#[derive(Clone, Copy, PartialEq, Eq)]
struct StatePtr(*const ThreadState);

// SAFETY: a `StatePtr` is only dereferenced by a thread holding the
// tracker's registry lock, and the state unregisters itself (under that
// lock) before its thread-local storage is destroyed. Its mutable parts are
// only touched under the busy/remote protocol.
unsafe impl Send for StatePtr {}

thread_local! {
    static STATE: ThreadState = const {
        ThreadState {
            busy: AtomicBool::new(false),
            remote: AtomicBool::new(false),
            nursery: UnsafeCell::new([Slot::EMPTY; NURSERY_SLOTS]),
            history: UnsafeCell::new(History::new(LOCAL_HISTORY)),
            counters: Counters::new(),
            seq_next: Cell::new(0),
            seq_end: Cell::new(0),
            delta: Cell::new(0),
            bound: Cell::new(std::ptr::null()),
            owner: Cell::new(None),
        }
    };
}

#[inline]
fn nursery_slot(addr: usize) -> usize {
    ((hash_addr(addr) << SHARD_BITS) >> (64 - NURSERY_BITS)) as usize
}

impl ThreadState {
    /// Enters this thread's critical section on its own nursery/history.
    #[inline]
    fn enter(&self) {
        self.busy.store(true, Ordering::Relaxed);
        // The sweeper's process-wide barrier supplies the hardware fence
        // that pairs with this compiler fence (asymmetric Dekker).
        compiler_fence(Ordering::SeqCst);
        if self.remote.load(Ordering::Acquire) {
            self.enter_slow();
        }
    }

    #[cold]
    fn enter_slow(&self) {
        loop {
            self.busy.store(false, Ordering::Release);
            let mut spins = 0u32;
            while self.remote.load(Ordering::Acquire) {
                if spins < 64 {
                    std::hint::spin_loop();
                    spins += 1;
                } else {
                    std::thread::yield_now();
                }
            }
            self.busy.store(true, Ordering::Relaxed);
            compiler_fence(Ordering::SeqCst);
            if !self.remote.load(Ordering::Acquire) {
                return;
            }
        }
    }

    #[inline]
    fn exit(&self) {
        self.busy.store(false, Ordering::Release);
    }

    /// The nursery. Only between `enter` and `exit`, or while swept.
    #[allow(clippy::mut_from_ref)]
    #[inline]
    fn nursery(&self) -> &mut [Slot; NURSERY_SLOTS] {
        // SAFETY: callers hold this thread's critical section or have
        // excluded the thread by sweeping, so access is exclusive.
        unsafe { &mut *self.nursery.get() }
    }

    /// The free history. Same rule as `nursery`.
    #[allow(clippy::mut_from_ref)]
    #[inline]
    fn history(&self) -> &mut History {
        // SAFETY: as for `nursery`.
        unsafe { &mut *self.history.get() }
    }

    #[inline]
    fn bind(&self, inner: &Arc<Inner>) {
        if self.bound.get() != Arc::as_ptr(inner) {
            self.rebind(inner);
        }
    }

    #[cold]
    fn rebind(&self, inner: &Arc<Inner>) {
        self.unbind();
        inner.lock_registry().push(StatePtr(self));
        self.owner.set(Some(Arc::clone(inner)));
        self.bound.set(Arc::as_ptr(inner));
    }

    /// Hands everything this thread holds for its tracker back to it.
    fn unbind(&self) {
        let Some(old) = self.owner.take() else {
            return;
        };
        self.enter();
        for slot in self.nursery().iter_mut() {
            if slot.is_live() {
                // If the table cannot grow the block is forgotten (never
                // freed by us): better a missed leak than a crash.
                old.shard(slot.addr).lock().table.insert(slot.entry());
            } else if slot.addr != 0 {
                old.shard(slot.addr).lock().history.push(slot.record());
            }
            *slot = Slot::EMPTY;
        }
        self.history()
            .drain(|r| old.shard(r.addr).lock().history.push(r));
        self.exit();
        {
            let mut reg = old.lock_registry();
            reg.retain(|p| *p != StatePtr(self));
            self.counters.retire_into(&old.retired);
        }
        old.live_flushed
            .fetch_add(self.delta.get(), Ordering::Relaxed);
        self.delta.set(0);
        self.seq_next.set(0);
        self.seq_end.set(0);
        self.bound.set(std::ptr::null());
    }

    #[inline]
    fn next_seq(&self, inner: &Inner) -> u64 {
        let mut next = self.seq_next.get();
        if next == self.seq_end.get() {
            next = inner.next_seq.fetch_add(SEQ_BATCH, Ordering::Relaxed);
            self.seq_end.set(next + SEQ_BATCH);
        }
        self.seq_next.set(next + 1);
        next
    }

    /// Subtracts `d` bytes from this thread's live delta.
    #[inline]
    fn sub_live(&self, inner: &Inner, d: i64) {
        let delta = self.delta.get() - d;
        if delta <= -PEAK_SLACK {
            self.delta.set(0);
            inner.live_flushed.fetch_add(delta, Ordering::Relaxed);
        } else {
            self.delta.set(delta);
        }
    }

    /// Adds `d` to this thread's live delta; returns the live-byte estimate.
    #[inline]
    fn add_live(&self, inner: &Inner, d: i64) -> i64 {
        let delta = self.delta.get() + d;
        if delta.abs() >= PEAK_SLACK {
            self.delta.set(0);
            inner.live_flushed.fetch_add(delta, Ordering::Relaxed) + delta
        } else {
            self.delta.set(delta);
            inner.live_flushed.load(Ordering::Relaxed) + delta
        }
    }
}

impl Drop for ThreadState {
    fn drop(&mut self) {
        self.unbind();
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

struct Inner {
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
    counts: [AtomicU64; 5],
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
}

/// Exclusive access to every registered thread's nursery and history,
/// held from [`Tracker::sweep`] until dropped.
struct Sweep<'a> {
    reg: MutexGuard<'a, Vec<StatePtr>>,
}

impl Sweep<'_> {
    fn states(&self) -> impl Iterator<Item = &ThreadState> {
        // SAFETY: registered states stay alive while the registry lock is
        // held (they unregister under it before being destroyed).
        self.reg.iter().map(|p| unsafe { &*p.0 })
    }
}

impl Drop for Sweep<'_> {
    fn drop(&mut self) {
        for st in self.states() {
            st.remote.store(false, Ordering::Release);
        }
    }
}

/// A checked allocator instance. Cloning gives another handle to the same
/// tracker. When the last handle (and the last thread using it) lets go,
/// every block it still holds is freed.
#[derive(Clone)]
pub struct Tracker {
    inner: Arc<Inner>,
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

#[inline]
fn align_log2(align: usize) -> Option<u32> {
    let a = align.max(1).checked_next_power_of_two()?;
    Some(a.trailing_zeros())
}

/// Allocates from mimalloc. Alignments up to a word use the plain entry.
#[inline]
fn mi_alloc(size: usize, log2: u32) -> *mut u8 {
    // SAFETY: plain allocation calls; mimalloc accepts any size and a
    // power-of-two alignment.
    unsafe {
        if log2 <= 3 {
            mi::mi_malloc(size) as *mut u8
        } else {
            mi::mi_malloc_aligned(size, 1usize << log2) as *mut u8
        }
    }
}

/// Marks a nursery slot whose block is live (in `Slot::free_site`).
const LIVE: u32 = u32::MAX;

/// A nursery slot: empty (`addr == 0`), a live block, or the record of a
/// block freed while it was in the nursery (kept until the slot is reused,
/// so a free costs two loads and one store).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
struct Slot {
    addr: usize,
    size: usize,
    seq: u64,
    site: u32,
    align_log2: u32,
    /// [`LIVE`], or the site that freed the block.
    free_site: u32,
}

impl Slot {
    const EMPTY: Slot = Slot {
        addr: 0,
        size: 0,
        seq: 0,
        site: 0,
        align_log2: 0,
        free_site: 0,
    };

    fn is_live(&self) -> bool {
        self.addr != 0 && self.free_site == LIVE
    }

    fn is_freed(&self) -> bool {
        self.addr != 0 && self.free_site != LIVE
    }

    fn entry(&self) -> Entry {
        Entry {
            addr: self.addr,
            size: self.size,
            seq: self.seq,
            site: self.site,
            align_log2: self.align_log2,
        }
    }

    fn record(&self) -> FreedRecord {
        freed_record(&self.entry(), SiteId(self.free_site))
    }

    /// Stores a live block.
    #[inline(always)]
    fn store_live(&mut self, e: &Entry) {
        *self = Slot {
            addr: e.addr,
            size: e.size,
            seq: e.seq,
            site: e.site,
            align_log2: e.align_log2,
            free_site: LIVE,
        };
    }

    /// The slot's address and whether it holds a live block (two narrow
    /// loads: a free right after the allocation is served by store
    /// forwarding).
    #[inline(always)]
    fn peek(&self) -> (usize, bool) {
        (self.addr, self.free_site == LIVE)
    }
}

fn freed_record(e: &Entry, free_site: SiteId) -> FreedRecord {
    FreedRecord {
        addr: e.addr,
        size: e.size,
        seq: e.seq,
        alloc_site: e.site,
        free_site: free_site.0,
        align_log2: e.align_log2,
    }
}

fn block_info(e: &Entry) -> BlockInfo {
    BlockInfo {
        addr: e.addr,
        size: e.size,
        align: 1usize << e.align_log2,
        seq: e.seq,
        site: SiteId(e.site),
    }
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
        let shards: Box<[Shard]> = (0..SHARDS)
            .map(|_| {
                Shard(SpinLock::new(ShardData {
                    table: BlockTable::new(),
                    history: History::new(HISTORY_PER_SHARD),
                }))
            })
            .collect();
        Tracker {
            inner: Arc::new(Inner {
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
                log: Mutex::new(Vec::new()),
                stopped: AtomicBool::new(false),
                handler: Mutex::new(None),
                c_handler: Mutex::new(None),
            }),
        }
    }

    /// Current mode.
    pub fn mode(&self) -> Mode {
        Mode::from_u32(self.inner.mode.load(Ordering::Relaxed) as u32).unwrap_or_default()
    }

    /// Changes the mode. Switch to or from [`Mode::Off`] only while no block
    /// is live.
    pub fn set_mode(&self, mode: Mode) {
        self.inner.mode.store(mode as u8, Ordering::Relaxed);
    }

    /// Enables the use-after-free quarantine holding at most `bytes` freed
    /// bytes (0 turns it off and releases what it holds). See
    /// [`crate::quarantine`].
    pub fn set_quarantine_bytes(&self, bytes: usize) {
        self.inner.quarantine_budget.store(bytes, Ordering::Relaxed);
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
    #[inline]
    pub fn alloc(&self, size: usize, align: usize, site: SiteId) -> *mut u8 {
        let Some(log2) = align_log2(align) else {
            self.inner.failed.fetch_add(1, Ordering::Relaxed);
            return std::ptr::null_mut();
        };
        let p = mi_alloc(size, log2);
        if p.is_null() {
            self.inner.failed.fetch_add(1, Ordering::Relaxed);
            return p;
        }
        if self.inner.mode.load(Ordering::Relaxed) == Mode::Off as u8 {
            return p;
        }
        if !self.track_new(p, size, log2, site, Op::Alloc) {
            // SAFETY: `p` came from mimalloc just now and is not tracked.
            unsafe { mi::mi_free(p.cast()) };
            self.inner.failed.fetch_add(1, Ordering::Relaxed);
            return std::ptr::null_mut();
        }
        p
    }

    /// Records a fresh block. Returns false if it could not be recorded.
    #[inline]
    fn track_new(&self, p: *mut u8, size: usize, log2: u32, site: SiteId, op: Op) -> bool {
        let inner = &*self.inner;
        let mut entry = Entry {
            addr: p as usize,
            size,
            seq: 0,
            site: site.0,
            align_log2: log2,
        };
        let live = match STATE.try_with(|st| {
            st.bind(&self.inner);
            entry.seq = st.next_seq(inner);
            let ok = if inner.nurseries {
                st.enter();
                let slot = &mut st.nursery()[nursery_slot(entry.addr)];
                let (old_addr, old_live) = slot.peek();
                let ok = if old_addr == 0 {
                    true
                } else if old_live {
                    // Evict the older block to its shard.
                    inner.shard(old_addr).lock().table.insert(slot.entry())
                } else {
                    // A freed record at the same address is superseded by
                    // the new block; any other goes to the history.
                    if old_addr != entry.addr {
                        st.history().push(slot.record());
                    }
                    true
                };
                if ok {
                    slot.store_live(&entry);
                }
                st.exit();
                ok
            } else {
                inner.shard(entry.addr).lock().table.insert(entry)
            };
            if !ok {
                return None;
            }
            let c = &st.counters;
            match op {
                Op::Alloc => Counters::bump_own(&c.allocations, 1),
                Op::Realloc => Counters::bump_own(&c.reallocs, 1),
            }
            Counters::bump_own(&c.bytes_allocated, size as u64);
            Some(st.add_live(inner, size as i64))
        }) {
            Ok(Some(live)) => live,
            Ok(None) => return false,
            Err(_) => {
                // No thread state (thread exiting): shared path.
                entry.seq = inner.next_seq.fetch_add(1, Ordering::Relaxed);
                if !inner.shard(entry.addr).lock().table.insert(entry) {
                    return false;
                }
                let c = &inner.retired;
                match op {
                    Op::Alloc => c.allocations.fetch_add(1, Ordering::Relaxed),
                    Op::Realloc => c.reallocs.fetch_add(1, Ordering::Relaxed),
                };
                c.bytes_allocated.fetch_add(size as u64, Ordering::Relaxed);
                inner.live_flushed.fetch_add(size as i64, Ordering::Relaxed) + size as i64
            }
        };
        if live > 0 && live as u64 > inner.peak.load(Ordering::Relaxed) {
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
    #[inline]
    pub unsafe fn free(&self, ptr: *mut u8, site: SiteId) -> Result<(), ViolationKind> {
        if ptr.is_null() {
            return Ok(());
        }
        if self.inner.mode.load(Ordering::Relaxed) == Mode::Off as u8 {
            // SAFETY: unchecked mode: the caller promises a mimalloc block.
            unsafe { mi::mi_free(ptr.cast()) };
            return Ok(());
        }
        let inner = &*self.inner;
        let addr = ptr as usize;
        let taken = match STATE.try_with(|st| {
            st.bind(&self.inner);
            let mut hit = None;
            if inner.nurseries {
                st.enter();
                let slot = &mut st.nursery()[nursery_slot(addr)];
                if slot.peek() == (addr, true) {
                    hit = Some(slot.size);
                    slot.free_site = site.0;
                }
                st.exit();
            }
            let size = match hit {
                Some(size) => size,
                None => {
                    self.take_elsewhere(addr, site, ViolationKind::InvalidFree)?
                        .size
                }
            };
            Counters::bump_own(&st.counters.frees, 1);
            Counters::bump_own(&st.counters.bytes_freed, size as u64);
            st.sub_live(inner, size as i64);
            Ok(size)
        }) {
            Ok(r) => r,
            Err(_) => self
                .take_elsewhere(addr, site, ViolationKind::InvalidFree)
                .map(|e| {
                    inner.retired.frees.fetch_add(1, Ordering::Relaxed);
                    inner
                        .retired
                        .bytes_freed
                        .fetch_add(e.size as u64, Ordering::Relaxed);
                    inner
                        .live_flushed
                        .fetch_sub(e.size as i64, Ordering::Relaxed);
                    e.size
                }),
        };
        match taken {
            Ok(size) => {
                self.release(ptr, size);
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
                    shard.history.push(freed_record(&e, site));
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
            for st in sweep.states() {
                let slot = &mut st.nursery()[nursery_slot(addr)];
                if slot.is_live() && slot.addr == addr {
                    taken = Some(slot.entry());
                    *slot = Slot::EMPTY;
                    break;
                }
            }
        }
        if let Some(e) = taken {
            if is_free {
                shard.history.push(freed_record(&e, site));
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
        if self.inner.nurseries && !sweep.reg.is_empty() {
            for st in sweep.states() {
                st.remote.store(true, Ordering::SeqCst);
            }
            process_barrier();
            for st in sweep.states() {
                let mut spins = 0u32;
                while st.busy.load(Ordering::Acquire) {
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
    #[inline]
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
            self.inner.failed.fetch_add(1, Ordering::Relaxed);
            return std::ptr::null_mut();
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
            inner.failed.fetch_add(1, Ordering::Relaxed);
            inner.shard(addr).lock().table.insert(old);
            return new;
        }
        if new != ptr || quarantine {
            inner
                .shard(addr)
                .lock()
                .history
                .push(freed_record(&old, site));
        }
        if quarantine {
            self.release(ptr, old.size);
        }
        // Account the old block as freed by the realloc.
        inner
            .retired
            .bytes_freed
            .fetch_add(old.size as u64, Ordering::Relaxed);
        match STATE.try_with(|st| st.sub_live(inner, old.size as i64)) {
            Ok(_) => {}
            Err(_) => {
                inner
                    .live_flushed
                    .fetch_sub(old.size as i64, Ordering::Relaxed);
            }
        }
        if !self.track_new(new, new_size, log2, site, Op::Realloc) {
            // Cannot track it: give it back rather than lose track silently.
            // SAFETY: `new` is a live, untracked mimalloc block.
            unsafe { mi::mi_free(new.cast()) };
            inner.failed.fetch_add(1, Ordering::Relaxed);
            return std::ptr::null_mut();
        }
        new
    }

    /// Removes the live block starting at `addr` wherever it is.
    fn take_live(&self, addr: usize, site: SiteId) -> Result<Entry, Violation> {
        let inner = &*self.inner;
        if inner.nurseries {
            let hit = STATE
                .try_with(|st| {
                    st.bind(&self.inner);
                    st.enter();
                    let slot = &mut st.nursery()[nursery_slot(addr)];
                    let hit = (slot.is_live() && slot.addr == addr).then(|| slot.entry());
                    if hit.is_some() {
                        *slot = Slot::EMPTY;
                    }
                    st.exit();
                    hit
                })
                .ok()
                .flatten();
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
        let from_freed = |r: FreedRecord| {
            (
                BlockInfo {
                    addr: r.addr,
                    size: r.size,
                    align: 1usize << r.align_log2,
                    seq: r.seq,
                    site: SiteId(r.alloc_site),
                },
                BlockState::Freed {
                    free_site: SiteId(r.free_site),
                },
            )
        };
        let latest = |a: Option<FreedRecord>, b: Option<FreedRecord>| match (a, b) {
            (Some(x), Some(y)) => Some(if y.seq > x.seq { y } else { x }),
            (x, y) => x.or(y),
        };
        let mut freed = self.inner.shard(addr).lock().history.find(addr);
        for st in sweep.states() {
            freed = latest(freed, st.history().find(addr));
            let slot = &st.nursery()[nursery_slot(addr)];
            if slot.is_freed() && slot.addr == addr {
                freed = latest(freed, Some(slot.record()));
            }
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
            live = live.or_else(|| {
                st.nursery()
                    .iter()
                    .filter(|s| s.is_live())
                    .map(Slot::entry)
                    .find(contains)
            });
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
            around = latest(around, st.history().find_containing(addr));
            for slot in st.nursery().iter().filter(|s| s.is_freed()) {
                if addr > slot.addr && addr - slot.addr < slot.size {
                    around = latest(around, Some(slot.record()));
                }
            }
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
        {
            let reg = inner.lock_registry();
            inner.retired.add_into(&mut sums);
            for p in reg.iter() {
                // SAFETY: registered states are alive while the lock is held;
                // counters are atomics, readable at any time.
                unsafe { &*p.0 }.counters.add_into(&mut sums);
            }
        }
        let [allocations, frees, reallocs, bytes_allocated, bytes_freed] = sums;
        let live_bytes = bytes_allocated.wrapping_sub(bytes_freed);
        let mut violations = [0u64; 5];
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
            peak_live_bytes: inner.peak.load(Ordering::Relaxed).max(live_bytes),
            failed_allocations: inner.failed.load(Ordering::Relaxed),
            violations,
        }
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
            v.extend(
                st.nursery()
                    .iter()
                    .filter(|s| s.is_live())
                    .map(|s| block_info(&s.entry())),
            );
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
