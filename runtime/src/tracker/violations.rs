//! Violations and inspection: classifying a bad pointer, recording (and in
//! [`Mode::Stop`] signalling) the violation, the freed-access checks of the
//! quarantine, and the listings of live blocks, leaks and reports.

use std::ffi::c_void;
use std::sync::atomic::Ordering;

use crate::history::{latest_at, latest_containing};
use crate::report::{LeakGroup, Report};
use crate::sites::SiteId;
use crate::table::Entry;
use crate::violation::{BlockInfo, BlockState, Violation, ViolationKind};

use super::modes::Mode;
use super::shards::Sweep;
use super::{Tracker, VIOLATION_LOG_CAPACITY};

#[cfg(doc)]
use super::counters::Stats;

fn block_info(e: &Entry) -> BlockInfo {
    BlockInfo {
        addr: e.addr,
        size: e.size,
        align: 1usize << e.align_log2(),
        seq: e.seq(),
        site: SiteId(e.site),
    }
}

// ---- Classifying and recording violations ----
impl Tracker {
    /// Works out what a pointer that is not a live block start is, while
    /// all nurseries are excluded. `fallback` is the kind for "never
    /// allocated here" (or, for realloc, every case).
    #[cold]
    pub(super) fn classify(
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
        // A block was found: a free's own kind, or `fallback` for a realloc.
        let found = |kind: ViolationKind, block: (BlockInfo, BlockState)| Violation {
            kind: if realloc { fallback } else { kind },
            ptr: addr,
            site,
            block: Some(block),
        };
        if let Some(r) = freed {
            return found(ViolationKind::DoubleFree, from_freed(r));
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
            return found(
                ViolationKind::InteriorFree,
                (block_info(&e), BlockState::Live),
            );
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
    pub(super) fn record(&self, v: Violation) {
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
}

// ---- Live blocks, leaks and reports ----
impl Tracker {
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
}
