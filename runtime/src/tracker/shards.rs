//! The shared side of a tracker: its address-hashed shards (live-block
//! table and free history behind a spin lock), the registry of bound
//! threads, and sweeping, which takes every registered thread's nursery
//! away from it (process-wide barrier) to look for or take a block there.

use std::sync::atomic::{fence, Ordering};
use std::sync::{MutexGuard, OnceLock};

use crate::history::History;
use crate::lock::SpinLock;
use crate::sites::SiteId;
use crate::table::{shard_of, BlockTable, Entry};
use crate::violation::{Violation, ViolationKind};

use super::thread::{local, StatePtr, ThreadState, REMOTE, STALE};
use super::{Inner, Tracker};

/// What one shard guards: the live blocks hashed to it and the records of
/// their frees.
pub(super) struct ShardData {
    pub(super) table: BlockTable,
    pub(super) history: History,
}

/// One shard, on its own cache lines.
#[repr(align(128))]
pub(super) struct Shard(pub(super) SpinLock<ShardData>);

impl Inner {
    #[inline]
    pub(super) fn shard(&self, addr: usize) -> &SpinLock<ShardData> {
        &self.shards[shard_of(addr)].0
    }

    pub(super) fn lock_registry(&self) -> MutexGuard<'_, Vec<StatePtr>> {
        self.registry.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Tells every bound thread that the mode, the quarantine or the shared
    /// live count changed, so that its next operation takes the general
    /// path and re-reads them. Threads binding later read them anyway.
    pub(super) fn invalidate(&self) {
        for p in self.lock_registry().iter() {
            // SAFETY: registered states are alive while the lock is held;
            // `gate` is atomic.
            unsafe { &*p.0 }.gate.fetch_or(STALE, Ordering::Release);
        }
    }
}

const MEMBARRIER_CMD_QUERY: libc::c_long = 0;

const MEMBARRIER_CMD_PRIVATE_EXPEDITED: libc::c_long = 1 << 3;

const MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED: libc::c_long = 1 << 4;

/// True if `membarrier(PRIVATE_EXPEDITED)` works here (registered once).
pub(super) fn membarrier_available() -> bool {
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

/// Exclusive access to every registered thread's nursery and history,
/// held from [`Tracker::sweep`] until dropped.
pub(super) struct Sweep<'a> {
    reg: MutexGuard<'a, Vec<StatePtr>>,
}

impl Sweep<'_> {
    pub(super) fn states(&self) -> impl Iterator<Item = &ThreadState> {
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

// ---- Finding a block outside this thread's nursery ----
impl Tracker {
    /// Removes the live block starting at `addr` from its shard or, failing
    /// that, from whichever thread's nursery holds it. If there is none,
    /// classifies `addr` (with `fallback` as the "never allocated here"
    /// kind) and returns the violation. For a free (`fallback` is
    /// `InvalidFree`) the free is remembered in the same critical section,
    /// so a racing second free always finds the record.
    pub(super) fn take_elsewhere(
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
    pub(super) fn sweep(&self) -> Sweep<'_> {
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
}
