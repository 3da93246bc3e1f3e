//! The open-addressing hash table of live blocks, one per tracker shard.
//!
//! Every checked free must answer "is this exactly the start of a live
//! block?" in constant time, so live blocks are kept in a linear-probing table
//! keyed by start address, with backward-shift deletion (no tombstones, so
//! heavy alloc/free churn never degrades probing). The table's memory comes
//! from mimalloc directly (`mi_zalloc`/`mi_free`), never from the Rust global
//! allocator and never through the tracker itself.

use libmimalloc_sys as mi;

/// Bits of the address hash that pick the shard; the rest pick the slot.
pub(crate) const SHARD_BITS: u32 = 6;
/// Number of shards (independently locked tables) in a tracker.
pub const SHARDS: usize = 1 << SHARD_BITS;

const MIN_CAPACITY_BITS: u32 = 6;

/// Mixes an address into a 64-bit hash (Fibonacci hashing on the address
/// without its always-zero low bits). The top [`SHARD_BITS`] bits choose the
/// shard, the bits below them the slot.
#[inline]
pub(crate) fn hash_addr(addr: usize) -> u64 {
    ((addr as u64) >> 3).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The shard an address belongs to.
#[inline]
pub(crate) fn shard_of(addr: usize) -> usize {
    (hash_addr(addr) >> (64 - SHARD_BITS)) as usize
}

/// Bits of [`Entry`]'s packed sequence/alignment word that hold the
/// alignment exponent (the low ones; the sequence number is shifted above
/// them). Sequence numbers stay below `1 << 58` (2.9e17 allocations:
/// centuries at a billion allocations per second).
pub(crate) const ALIGN_BITS: u32 = 6;

/// What the tracker remembers about one block: 32 bytes, so that a slot is
/// half a cache line. The same layout serves table entries (live blocks,
/// `free_site` unused) and history records (freed blocks); a nursery slot
/// holds the same fields in its arrays (see the `nursery` module).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
pub(crate) struct Entry {
    /// Start address; 0 marks an empty slot.
    pub addr: usize,
    /// Requested size in bytes.
    pub size: usize,
    /// `seq << ALIGN_BITS | align_log2`: the allocation sequence number and
    /// the alignment exponent, packed so that a fast path that keeps its
    /// sequence counter pre-shifted forms this word with one `or`.
    pub seq_align: u64,
    /// Site id of the allocating operation.
    pub site: u32,
    /// Site id of the freeing operation (history records only).
    pub free_site: u32,
}

impl Entry {
    pub(crate) const EMPTY: Entry = Entry {
        addr: 0,
        size: 0,
        seq_align: 0,
        site: 0,
        free_site: 0,
    };

    /// The packed sequence/alignment word.
    #[inline(always)]
    pub(crate) const fn pack(seq: u64, align_log2: u32) -> u64 {
        seq << ALIGN_BITS | align_log2 as u64
    }

    /// A live block.
    pub(crate) fn new(addr: usize, size: usize, seq: u64, align_log2: u32, site: u32) -> Entry {
        Entry {
            addr,
            size,
            seq_align: Entry::pack(seq, align_log2),
            site,
            free_site: 0,
        }
    }

    /// Allocation sequence number.
    #[inline]
    pub(crate) fn seq(&self) -> u64 {
        self.seq_align >> ALIGN_BITS
    }

    /// Requested alignment, as a power of two exponent.
    #[inline]
    pub(crate) fn align_log2(&self) -> u32 {
        (self.seq_align & ((1 << ALIGN_BITS) - 1)) as u32
    }

    /// This block as freed by `free_site`: a history record.
    #[inline]
    pub(crate) fn freed(self, free_site: u32) -> Entry {
        Entry { free_site, ..self }
    }
}

/// Linear-probing table of [`Entry`] keyed by `addr`.
pub(crate) struct BlockTable {
    slots: *mut Entry,
    bits: u32,
    len: usize,
}

// SAFETY: the table exclusively owns its slot array; it is only reached
// through its shard's lock.
unsafe impl Send for BlockTable {}

impl BlockTable {
    /// An empty table that has not allocated yet.
    pub(crate) const fn new() -> Self {
        BlockTable {
            slots: std::ptr::null_mut(),
            bits: 0,
            len: 0,
        }
    }

    /// Number of live entries.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    fn capacity(&self) -> usize {
        if self.slots.is_null() {
            0
        } else {
            1usize << self.bits
        }
    }

    #[inline]
    fn home(&self, addr: usize) -> usize {
        // Skip the shard bits, keep the next `bits` bits.
        ((hash_addr(addr) << SHARD_BITS) >> (64 - self.bits)) as usize
    }

    #[inline]
    fn slot(&self, i: usize) -> &Entry {
        // SAFETY: callers pass `i < capacity()`, and the array is initialised.
        unsafe { &*self.slots.add(i) }
    }

    #[inline]
    fn slot_mut(&mut self, i: usize) -> &mut Entry {
        // SAFETY: as for `slot`; `&mut self` gives exclusive access.
        unsafe { &mut *self.slots.add(i) }
    }

    /// Inserts `e` (replacing an entry with the same address). Returns false
    /// only when the table could not grow (out of memory).
    #[inline]
    pub(crate) fn insert(&mut self, e: Entry) -> bool {
        debug_assert!(e.addr != 0);
        if (self.len + 1) * 8 > self.capacity() * 5 && !self.grow() {
            return false;
        }
        let mask = self.capacity() - 1;
        let mut i = self.home(e.addr);
        loop {
            let s = self.slot_mut(i);
            if s.addr == 0 {
                *s = e;
                self.len += 1;
                return true;
            }
            if s.addr == e.addr {
                *s = e;
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    #[inline]
    fn find(&self, addr: usize) -> Option<usize> {
        if self.len == 0 || addr == 0 {
            return None;
        }
        let mask = self.capacity() - 1;
        let mut i = self.home(addr);
        loop {
            let s = self.slot(i);
            if s.addr == addr {
                return Some(i);
            }
            if s.addr == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// The entry starting at `addr`, if live.
    #[cfg(test)]
    pub(crate) fn get(&self, addr: usize) -> Option<Entry> {
        self.find(addr).map(|i| *self.slot(i))
    }

    /// Removes and returns the entry starting at `addr`, if live.
    #[inline]
    pub(crate) fn remove(&mut self, addr: usize) -> Option<Entry> {
        let mut hole = self.find(addr)?;
        let removed = *self.slot(hole);
        let mask = self.capacity() - 1;
        // Backward-shift deletion: pull later members of the probe run into
        // the hole when their home slot allows it.
        let mut i = (hole + 1) & mask;
        loop {
            let s = *self.slot(i);
            if s.addr == 0 {
                break;
            }
            let home = self.home(s.addr);
            // `s` may move to `hole` iff `hole` lies cyclically in [home, i).
            let dist_home = i.wrapping_sub(home) & mask;
            let dist_hole = i.wrapping_sub(hole) & mask;
            if dist_hole <= dist_home {
                *self.slot_mut(hole) = s;
                hole = i;
            }
            i = (i + 1) & mask;
        }
        *self.slot_mut(hole) = Entry::EMPTY;
        self.len -= 1;
        Some(removed)
    }

    /// Calls `f` on every live entry.
    pub(crate) fn for_each(&self, mut f: impl FnMut(&Entry)) {
        for i in 0..self.capacity() {
            let s = self.slot(i);
            if s.addr != 0 {
                f(s);
            }
        }
    }

    /// Removes every entry, calling `f` on each, and releases the slot array.
    pub(crate) fn drain(&mut self, mut f: impl FnMut(&Entry)) {
        self.for_each(&mut f);
        self.release();
    }

    #[cold]
    fn grow(&mut self) -> bool {
        let new_bits = if self.slots.is_null() {
            MIN_CAPACITY_BITS
        } else {
            self.bits + 1
        };
        if new_bits + SHARD_BITS > 60 {
            return false;
        }
        let new_cap = 1usize << new_bits;
        // SAFETY: plain allocation; zeroed memory is a valid all-empty table.
        let fresh = unsafe { mi::mi_zalloc(new_cap * std::mem::size_of::<Entry>()) } as *mut Entry;
        if fresh.is_null() {
            return false;
        }
        let old = std::mem::replace(
            self,
            BlockTable {
                slots: fresh,
                bits: new_bits,
                len: 0,
            },
        );
        old.for_each(|e| {
            let mask = new_cap - 1;
            let mut i = self.home(e.addr);
            while self.slot(i).addr != 0 {
                i = (i + 1) & mask;
            }
            *self.slot_mut(i) = *e;
            self.len += 1;
        });
        drop(old);
        true
    }

    fn release(&mut self) {
        if !self.slots.is_null() {
            // SAFETY: `slots` came from `mi_zalloc` and is not used afterwards.
            unsafe { mi::mi_free(self.slots.cast()) };
        }
        self.slots = std::ptr::null_mut();
        self.bits = 0;
        self.len = 0;
    }
}

impl Drop for BlockTable {
    fn drop(&mut self) {
        self.release();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(addr: usize) -> Entry {
        Entry::new(addr, addr / 16, addr as u64, 4, 1)
    }

    #[test]
    fn entry_packs_sequence_and_alignment() {
        let e = Entry::new(0x40, 7, (1 << 58) - 1, 63, 9).freed(3);
        assert_eq!(e.seq_align, Entry::pack((1 << 58) - 1, 63));
        assert_eq!(
            (e.seq(), e.align_log2(), e.site, e.free_site),
            ((1 << 58) - 1, 63, 9, 3)
        );
        assert_eq!(std::mem::size_of::<Entry>(), 32);
    }

    #[test]
    fn insert_get_remove_many() {
        let mut t = BlockTable::new();
        let addrs: Vec<usize> = (1..=50_000usize).map(|i| i * 48 + 0x10_0000).collect();
        for &a in &addrs {
            assert!(t.insert(entry(a)));
        }
        assert_eq!(t.len(), addrs.len());
        for &a in &addrs {
            assert_eq!(t.get(a), Some(entry(a)));
            assert_eq!(t.get(a + 8), None);
        }
        // Remove every other one and check the rest survive the shifting.
        for &a in addrs.iter().step_by(2) {
            assert_eq!(t.remove(a), Some(entry(a)));
            assert_eq!(t.remove(a), None);
        }
        for (i, &a) in addrs.iter().enumerate() {
            assert_eq!(t.get(a).is_some(), i % 2 == 1, "addr {a:#x}");
        }
        let mut seen = 0;
        t.for_each(|_| seen += 1);
        assert_eq!(seen, addrs.len() / 2);
        let mut drained = 0;
        t.drain(|_| drained += 1);
        assert_eq!(drained, addrs.len() / 2);
        assert_eq!(t.len(), 0);
        assert_eq!(t.get(addrs[1]), None);
    }

    #[test]
    fn reinsert_same_address_replaces() {
        let mut t = BlockTable::new();
        assert!(t.insert(entry(0x1000)));
        let mut e = entry(0x1000);
        e.size = 7;
        assert!(t.insert(e));
        assert_eq!(t.len(), 1);
        assert_eq!(t.get(0x1000).unwrap().size, 7);
    }
}
