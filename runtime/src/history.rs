//! A bounded memory of recently freed blocks.
//!
//! A double free can only be told apart from a free of a pointer that was
//! never allocated if the tracker remembers what it freed. Keeping every
//! freed block forever would grow without bound, so frees are remembered in
//! bounded places: a free made on a thread's fast path leaves its record in
//! the thread's nursery slot (see the `nursery` module) until an allocation
//! needs the slot; a record pushed out that way goes to the thread's ring of
//! [`LOCAL_HISTORY`] records ([`LocalRing`], written without a lock or an
//! atomic read-modify-write); frees made off the fast path, and the records
//! of threads that leave, go to their shard's ring of [`HISTORY_PER_SHARD`]
//! records ([`History`]). Rings are searched only on the error path.
//!
//! A record is a [`crate::table::Entry`] with its `free_site` set.

use libmimalloc_sys as mi;

use crate::table::Entry;

/// Freed blocks remembered per shard.
pub const HISTORY_PER_SHARD: usize = 1024;

/// Freed blocks remembered per thread (a power of two: the fast path masks
/// its position counter instead of comparing it).
pub const LOCAL_HISTORY: usize = 4096;

const _: () = assert!(LOCAL_HISTORY.is_power_of_two());

/// Allocates `cap` zeroed records from mimalloc (null on failure). Zeroed
/// records are "unused" (`addr == 0`).
fn zalloc_records(cap: usize) -> *mut Entry {
    // SAFETY: plain allocation; mimalloc's alignment (16) covers `Entry`'s.
    unsafe { mi::mi_zalloc(cap * std::mem::size_of::<Entry>()) as *mut Entry }
}

/// The record of the latest allocation at `addr` (highest sequence number)
/// among `records`.
pub(crate) fn latest_at(records: &[Entry], addr: usize) -> Option<Entry> {
    if addr == 0 {
        return None;
    }
    records
        .iter()
        .filter(|r| r.addr == addr)
        .max_by_key(|r| r.seq())
        .copied()
}

/// The latest record among `records` whose block contains `addr` past its
/// start.
pub(crate) fn latest_containing(records: &[Entry], addr: usize) -> Option<Entry> {
    records
        .iter()
        .filter(|r| r.addr != 0 && addr > r.addr && addr - r.addr < r.size)
        .max_by_key(|r| r.seq())
        .copied()
}

/// Ring buffer of freed-block records, allocated from mimalloc on first use.
pub(crate) struct History {
    ring: *mut Entry,
    next: usize,
    cap: usize,
}

// SAFETY: the ring is exclusively owned; it is reached under a shard lock.
unsafe impl Send for History {}

impl History {
    /// An empty history of `cap` records that has not allocated yet.
    pub(crate) const fn new(cap: usize) -> Self {
        History {
            ring: std::ptr::null_mut(),
            next: 0,
            cap,
        }
    }

    /// Remembers `r`, overwriting the oldest record when full. Silently
    /// forgets `r` if the ring cannot be allocated.
    #[inline]
    pub(crate) fn push(&mut self, r: Entry) {
        if self.ring.is_null() {
            self.ring = zalloc_records(self.cap);
            if self.ring.is_null() {
                return;
            }
        }
        // SAFETY: `next < cap`, the ring's length.
        unsafe { self.ring.add(self.next).write(r) };
        self.next += 1;
        if self.next == self.cap {
            self.next = 0;
        }
    }

    /// All record slots (unused ones have `addr == 0`).
    pub(crate) fn records(&self) -> &[Entry] {
        if self.ring.is_null() {
            &[]
        } else {
            // SAFETY: the ring holds `cap` initialised records.
            unsafe { std::slice::from_raw_parts(self.ring, self.cap) }
        }
    }

    /// The record of the latest allocation at `addr`, if remembered.
    pub(crate) fn find(&self, addr: usize) -> Option<Entry> {
        latest_at(self.records(), addr)
    }

    /// The latest remembered block containing `addr` past its start.
    pub(crate) fn find_containing(&self, addr: usize) -> Option<Entry> {
        latest_containing(self.records(), addr)
    }
}

impl Drop for History {
    fn drop(&mut self) {
        if !self.ring.is_null() {
            // SAFETY: allocated by `mi_zalloc`, not used afterwards.
            unsafe { mi::mi_free(self.ring.cast()) };
        }
    }
}

/// One thread's ring of the last [`LOCAL_HISTORY`] freed-block records
/// pushed out of its nursery.
///
/// Built for the allocation fast path: the ring is allocated before the
/// thread first uses it (so a push needs no null check), its position is a
/// free-running counter masked into range, and a push is one 32-byte copy.
/// Only its thread pushes; other threads read it only while they have
/// excluded that thread (the tracker's sweep), so no access is concurrent.
/// Invariant: the slots not written since the last [`LocalRing::drain`] are
/// all unused (`addr == 0`).
pub(crate) struct LocalRing {
    ring: *mut Entry,
    /// Records ever pushed (the next slot is `pushed % LOCAL_HISTORY`).
    pushed: u64,
    /// `pushed` at the last drain.
    drained: u64,
}

impl LocalRing {
    /// A ring that has not allocated yet.
    pub(crate) const fn new() -> Self {
        LocalRing {
            ring: std::ptr::null_mut(),
            pushed: 0,
            drained: 0,
        }
    }

    /// Allocates the ring if needed; false if mimalloc cannot.
    pub(crate) fn ensure(&mut self) -> bool {
        if self.ring.is_null() {
            self.ring = zalloc_records(LOCAL_HISTORY);
        }
        !self.ring.is_null()
    }

    /// True once allocated.
    #[inline]
    pub(crate) fn is_ready(&self) -> bool {
        !self.ring.is_null()
    }

    /// Remembers `r`, overwriting the oldest record when full.
    ///
    /// # Safety
    /// The ring must be allocated ([`LocalRing::ensure`] returned true).
    #[inline(always)]
    pub(crate) unsafe fn push(&mut self, r: Entry) {
        let i = self.pushed as usize & (LOCAL_HISTORY - 1);
        // SAFETY: allocated per the caller; `i < LOCAL_HISTORY`, its length.
        unsafe { self.ring.add(i).write(r) };
        self.pushed += 1;
    }

    /// All record slots (unused ones have `addr == 0`).
    pub(crate) fn records(&self) -> &[Entry] {
        if self.ring.is_null() {
            &[]
        } else {
            // SAFETY: the ring holds `LOCAL_HISTORY` initialised records.
            unsafe { std::slice::from_raw_parts(self.ring, LOCAL_HISTORY) }
        }
    }

    /// Forgets every record written since the last drain, calling `f` on
    /// each, oldest first. Costs only as much as there are such records.
    pub(crate) fn drain(&mut self, mut f: impl FnMut(Entry)) {
        if self.ring.is_null() {
            return;
        }
        let n = (self.pushed - self.drained).min(LOCAL_HISTORY as u64);
        for k in self.pushed - n..self.pushed {
            // SAFETY: the index is masked below `LOCAL_HISTORY`.
            let slot = unsafe { &mut *self.ring.add(k as usize & (LOCAL_HISTORY - 1)) };
            if slot.addr != 0 {
                f(*slot);
                slot.addr = 0;
            }
        }
        self.drained = self.pushed;
    }

    /// Drains (see [`LocalRing::drain`]) and releases the memory.
    pub(crate) fn release(&mut self, f: impl FnMut(Entry)) {
        self.drain(f);
        if !self.ring.is_null() {
            // SAFETY: allocated by `mi_zalloc`, not used afterwards.
            unsafe { mi::mi_free(self.ring.cast()) };
            self.ring = std::ptr::null_mut();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(addr: usize, seq: u64, free_site: u32) -> Entry {
        Entry::new(addr, 32, seq, 4, 1).freed(free_site)
    }

    #[test]
    fn finds_latest_and_forgets_oldest() {
        let mut h = History::new(HISTORY_PER_SHARD);
        assert_eq!(h.find(0x100), None);
        h.push(rec(0x100, 1, 1));
        h.push(rec(0x100, 2, 2));
        assert_eq!(h.find(0x100).unwrap().free_site, 2);
        assert_eq!(h.find_containing(0x108).unwrap().addr, 0x100);
        assert_eq!(h.find_containing(0x100 + 32), None);
        for i in 0..HISTORY_PER_SHARD {
            h.push(rec(0x10_000 + i * 64, 3, 3));
        }
        assert_eq!(h.find(0x100), None);
        assert!(h.find(0x10_000 + 64).is_some());
    }

    #[test]
    fn local_ring_wraps_and_drains_only_new_records() {
        let mut r = LocalRing::new();
        assert!(r.records().is_empty());
        assert!(r.ensure());
        for i in 0..LOCAL_HISTORY + 10 {
            // SAFETY: allocated above.
            unsafe { r.push(rec(0x1000 + i * 64, i as u64, 2)) };
        }
        // The first ten were overwritten.
        assert_eq!(latest_at(r.records(), 0x1000), None);
        assert!(latest_at(r.records(), 0x1000 + 10 * 64).is_some());
        let mut seqs = Vec::new();
        r.drain(|e| seqs.push(e.seq()));
        assert_eq!(seqs.len(), LOCAL_HISTORY);
        assert!(seqs.windows(2).all(|w| w[0] < w[1]), "oldest first");
        assert!(r.records().iter().all(|e| e.addr == 0));
        // SAFETY: still allocated.
        unsafe { r.push(rec(0x40, 99, 2)) };
        let mut n = 0;
        r.release(|e| {
            assert_eq!(e.addr, 0x40);
            n += 1;
        });
        assert_eq!(n, 1);
        assert!(!r.is_ready());
    }
}
