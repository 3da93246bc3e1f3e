//! A bounded memory of recently freed blocks.
//!
//! A double free can only be told apart from a free of a pointer that was
//! never allocated if the tracker remembers what it freed. Keeping every
//! freed block forever would grow without bound, so frees are remembered in
//! rings: one per thread ([`LOCAL_HISTORY`] records, written without a lock
//! on the fast path) and one per shard ([`HISTORY_PER_SHARD`] records, for
//! frees made without thread state and for the records of threads that
//! leave). Rings are searched only on the error path.

use libmimalloc_sys as mi;

/// Freed blocks remembered per shard.
pub const HISTORY_PER_SHARD: usize = 1024;

/// Freed blocks remembered per thread.
pub const LOCAL_HISTORY: usize = 4096;

/// One freed block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
pub(crate) struct FreedRecord {
    /// Start address of the block (0 marks an unused ring slot).
    pub addr: usize,
    /// Size in bytes.
    pub size: usize,
    /// Allocation sequence number of the block.
    pub seq: u64,
    /// Site that allocated it.
    pub alloc_site: u32,
    /// Site that freed it.
    pub free_site: u32,
    /// Alignment exponent.
    pub align_log2: u32,
}

/// Ring buffer of [`FreedRecord`], allocated from mimalloc on first use.
pub(crate) struct History {
    ring: *mut FreedRecord,
    next: usize,
    cap: usize,
}

// SAFETY: the ring is exclusively owned; it is reached under a shard lock or
// by its thread (or a sweeping thread that has excluded it).
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
    pub(crate) fn push(&mut self, r: FreedRecord) {
        if self.ring.is_null() && !self.allocate() {
            return;
        }
        // SAFETY: `next < cap`, the ring's length.
        unsafe { self.ring.add(self.next).write(r) };
        self.next += 1;
        if self.next == self.cap {
            self.next = 0;
        }
    }

    #[cold]
    fn allocate(&mut self) -> bool {
        // SAFETY: plain allocation; zeroed records are "unused".
        self.ring = unsafe { mi::mi_zalloc(self.cap * std::mem::size_of::<FreedRecord>()) }
            as *mut FreedRecord;
        !self.ring.is_null()
    }

    fn records(&self) -> &[FreedRecord] {
        if self.ring.is_null() {
            &[]
        } else {
            // SAFETY: the ring holds `cap` initialised records.
            unsafe { std::slice::from_raw_parts(self.ring, self.cap) }
        }
    }

    /// The record of the latest allocation at `addr` (highest sequence
    /// number), if remembered.
    pub(crate) fn find(&self, addr: usize) -> Option<FreedRecord> {
        if addr == 0 {
            return None;
        }
        self.records()
            .iter()
            .filter(|r| r.addr == addr)
            .max_by_key(|r| r.seq)
            .copied()
    }

    /// The latest remembered block containing `addr` past its start.
    pub(crate) fn find_containing(&self, addr: usize) -> Option<FreedRecord> {
        self.records()
            .iter()
            .filter(|r| r.addr != 0 && addr > r.addr && addr - r.addr < r.size)
            .max_by_key(|r| r.seq)
            .copied()
    }

    /// Forgets every record, calling `f` on each, oldest first.
    pub(crate) fn drain(&mut self, mut f: impl FnMut(FreedRecord)) {
        if self.ring.is_null() {
            return;
        }
        for k in 0..self.cap {
            let i = (self.next + k) % self.cap;
            // SAFETY: `i < cap`.
            let slot = unsafe { &mut *self.ring.add(i) };
            if slot.addr != 0 {
                f(*slot);
                slot.addr = 0;
            }
        }
        self.next = 0;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(addr: usize, seq: u64, free_site: u32) -> FreedRecord {
        FreedRecord {
            addr,
            size: 32,
            seq,
            alloc_site: 1,
            free_site,
            align_log2: 4,
        }
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
        let mut n = 0;
        h.drain(|_| n += 1);
        assert_eq!(n, HISTORY_PER_SHARD);
        assert_eq!(h.find(0x10_000 + 64), None);
    }
}
