//! Freeing and reallocating: [`Tracker::free`] and [`Tracker::realloc`]
//! with their general paths. A pointer reaches mimalloc only once it has
//! been taken out of the live set; anything else is classified and recorded.

use std::sync::atomic::Ordering;

use libmimalloc_sys as mi;

use crate::sites::SiteId;
use crate::table::Entry;
use crate::violation::{Violation, ViolationKind};

use super::alloc::{align_log2, mi_alloc};
use super::counters::Op;
use super::fast::{free_fast, FreeRest};
use super::modes::Mode;
use super::thread::{local, with_state, ThreadState};
use super::Tracker;

// ---- Free ----
impl Tracker {
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

    /// Hands a block that just left the live set back to mimalloc, through
    /// the quarantine when it is on.
    #[inline(always)]
    pub(super) fn release(&self, ptr: *mut u8, size: usize) {
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
}

// ---- Reallocation ----
impl Tracker {
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
}
