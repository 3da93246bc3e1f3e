//! A thread's nursery: a direct-mapped table of the blocks the thread
//! allocated last, laid out so that the tracker's fast paths need as few
//! instructions as possible.
//!
//! * **Layout.** Structure of arrays: the key, size, sequence/alignment word
//!   and the pair of sites of slot `i` live at index `i` of four arrays of
//!   8-byte elements, so one index register addresses all of them with a
//!   scaled index (no per-slot address arithmetic), and each field is
//!   written and read with its own width (store-to-load forwarding always
//!   applies). A padding keeps the four fields of a slot at four different
//!   offsets modulo 4 KiB: a load whose address matches a recent store's in
//!   the low 12 bits only ("4K aliasing") waits for it, and the fast free
//!   path loads the key and the size right after the allocation stored all
//!   four fields. (One 32-byte record per slot, on one cache line, measured
//!   slower: it needs a shift to scale the index.)
//! * **Hash.** [`slot_of`] is Fibonacci hashing of the address's low 32 bits
//!   with a 32-bit multiplier: one `imul` and one shift.
//! * **Keys.** A slot's key tells its state and the block in one word:
//!   - `addr`, a live block starting at `addr` (block addresses are at
//!     least 8-aligned, so live keys are even);
//!   - `addr | FREED`, the record of a block freed while it was in the
//!     nursery (kept until an allocation needs the slot; superseded when
//!     mimalloc hands the same address out again);
//!   - `EMPTY_KEYS[i]`, nothing: an odd number below [`MIN_BLOCK_ADDR`],
//!     different for each slot.
//!
//! The fast free path is therefore a single comparison, `key[slot_of(p)] ==
//! p`, for *any* pointer value `p` (null, odd, garbage): it holds only for a
//! live block start. A freed key `x | 1` equals `p` only if `p == x + 1`,
//! but `slot_of(x + 1) != slot_of(x)` for every `x` (see
//! [`slot_of`]), so the comparison never looks at that key; an empty key
//! `EMPTY_KEYS[i]` lives only in slot `i`, and `slot_of(EMPTY_KEYS[i]) != i`.
//! Both facts are checked at compile time below.

use crate::table::Entry;

/// Slots in a nursery (a power of two).
pub const NURSERY_SLOTS: usize = 256;
const BITS: u32 = NURSERY_SLOTS.trailing_zeros();

/// The hash multiplier: a prime near 2^32 divided by the golden ratio.
const K: u32 = 0x9E37_79B1;

/// Tag bit of a freed-block record's key.
pub(crate) const FREED: usize = 1;

/// No block starts below this address (the first page is never mapped).
pub(crate) const MIN_BLOCK_ADDR: usize = 4096;

/// The nursery slot of the block at `addr`.
///
/// `slot_of(x + 1) != slot_of(x)` for every `x`: `(x + 1) * K = x * K + K`,
/// so the top `BITS` bits of the product move by the top bits of `K` or
/// that plus one, which is never a multiple of `NURSERY_SLOTS` (checked
/// below).
#[inline(always)]
pub(crate) const fn slot_of(addr: usize) -> usize {
    ((addr as u32).wrapping_mul(K) >> (32 - BITS)) as usize
}
const _: () = {
    let top = (K >> (32 - BITS)) as usize;
    assert!(NURSERY_SLOTS.is_power_of_two());
    assert!(top != 0 && top + 1 != NURSERY_SLOTS);
};

/// The empty key of each slot: odd, below `MIN_BLOCK_ADDR`, not 1 (the key
/// an allocation at address 0 would take for "freed record of the same
/// address"), and hashing to another slot.
pub(crate) const EMPTY_KEYS: [usize; NURSERY_SLOTS] = {
    let mut keys = [0; NURSERY_SLOTS];
    let mut i = 0;
    while i < NURSERY_SLOTS {
        let mut k = 2 * i + 3;
        while slot_of(k) == i {
            k += 2 * NURSERY_SLOTS;
        }
        assert!(k % 2 == 1 && k > 1 && k < MIN_BLOCK_ADDR && slot_of(k) != i);
        keys[i] = k;
        i += 1;
    }
    keys
};

/// A slot's allocation and freeing sites.
#[derive(Clone, Copy)]
#[repr(C)]
pub(crate) struct Sites {
    pub site: u32,
    /// The freeing site, for freed-block records.
    pub free_site: u32,
}

/// The state of one thread's nursery. See the module docs.
#[repr(C, align(64))]
pub(crate) struct Nursery {
    pub key: [usize; NURSERY_SLOTS],
    pub size: [usize; NURSERY_SLOTS],
    /// Puts `seq_align[i]` 1 KiB modulo 4 KiB away from `key[i]` (else it
    /// would be exactly 4 KiB away) and `sites[i]` 3 KiB (see the module
    /// docs); `size[i]` is 2 KiB away.
    _pad: [u8; 1024],
    /// `Entry::seq_align` of each block.
    pub seq_align: [u64; NURSERY_SLOTS],
    pub sites: [Sites; NURSERY_SLOTS],
}

// The four fields of a slot are at four different offsets modulo 4 KiB,
// at least one element apart (the arrays have equal strides, so this holds
// for every slot).
const _: () = {
    let offs = [
        std::mem::offset_of!(Nursery, key),
        std::mem::offset_of!(Nursery, size),
        std::mem::offset_of!(Nursery, seq_align),
        std::mem::offset_of!(Nursery, sites),
    ];
    assert!(std::mem::size_of::<Sites>() == 8);
    let mut a = 0;
    while a < offs.len() {
        let mut b = a + 1;
        while b < offs.len() {
            let d = (offs[b] - offs[a]) % 4096;
            assert!(d >= 8 && d <= 4096 - 8);
            b += 1;
        }
        a += 1;
    }
};

impl Nursery {
    /// An all-empty nursery.
    pub(crate) const fn new() -> Nursery {
        Nursery {
            key: EMPTY_KEYS,
            size: [0; NURSERY_SLOTS],
            _pad: [0; 1024],
            seq_align: [0; NURSERY_SLOTS],
            sites: [Sites {
                site: 0,
                free_site: 0,
            }; NURSERY_SLOTS],
        }
    }

    /// Whether slot `i` holds a live block.
    #[inline]
    pub(crate) fn is_live(&self, i: usize) -> bool {
        self.key[i] & FREED == 0
    }

    /// Whether slot `i` holds a freed-block record.
    #[inline]
    pub(crate) fn is_freed(&self, i: usize) -> bool {
        self.key[i] & FREED != 0 && self.key[i] >= MIN_BLOCK_ADDR
    }

    /// Slot `i` as an entry (address untagged); meaningful if it is live
    /// or freed.
    pub(crate) fn entry(&self, i: usize) -> Entry {
        Entry {
            addr: self.key[i] & !FREED,
            size: self.size[i],
            seq_align: self.seq_align[i],
            site: self.sites[i].site,
            free_site: self.sites[i].free_site,
        }
    }

    /// Stores the live block `e` (its slot must be `slot_of(e.addr)`).
    #[inline(always)]
    pub(crate) fn set_live(&mut self, i: usize, e: &Entry) {
        debug_assert!(i == slot_of(e.addr) && e.addr & FREED == 0);
        self.key[i] = e.addr;
        self.size[i] = e.size;
        self.seq_align[i] = e.seq_align;
        self.sites[i].site = e.site;
    }

    /// Turns live slot `i` into the record of its block's free by `site`.
    #[inline(always)]
    pub(crate) fn set_freed(&mut self, i: usize, site: u32) {
        self.key[i] |= FREED;
        self.sites[i].free_site = site;
    }

    /// Empties slot `i`.
    pub(crate) fn set_empty(&mut self, i: usize) {
        self.key[i] = EMPTY_KEYS[i];
    }

    /// The live blocks.
    pub(crate) fn live(&self) -> impl Iterator<Item = Entry> + '_ {
        (0..NURSERY_SLOTS)
            .filter(|&i| self.is_live(i))
            .map(|i| self.entry(i))
    }

    /// The freed-block records.
    pub(crate) fn freed(&self) -> impl Iterator<Item = Entry> + '_ {
        (0..NURSERY_SLOTS)
            .filter(|&i| self.is_freed(i))
            .map(|i| self.entry(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_live_keys_match_their_own_address() {
        let mut n = Nursery::new();
        assert_eq!(n.live().count() + n.freed().count(), 0);
        let a = 0x7f00_1234_5670usize;
        let i = slot_of(a);
        n.set_live(i, &Entry::new(a, 64, 7, 4, 1));
        assert!(n.is_live(i) && n.key[slot_of(a)] == a);
        n.set_freed(i, 9);
        assert!(n.is_freed(i));
        assert_eq!(
            n.freed().next().unwrap(),
            Entry::new(a, 64, 7, 4, 1).freed(9)
        );
        // Neither the freed key nor any empty key is found by its own value.
        assert_ne!(n.key[slot_of(a | FREED)], a | FREED);
        for (i, &k) in EMPTY_KEYS.iter().enumerate() {
            assert_ne!(slot_of(k), i);
            assert_ne!(n.key[slot_of(k)], k);
        }
        // Null and small garbage never match.
        for p in [0usize, 1, 3, 8, 4095] {
            assert_ne!(n.key[slot_of(p)], p);
        }
        n.set_empty(i);
        assert!(!n.is_live(i) && !n.is_freed(i));
    }

    #[test]
    fn neighbouring_addresses_never_share_a_slot() {
        for x in (0..1_000_000usize).chain(usize::MAX - 1000..usize::MAX) {
            assert_ne!(slot_of(x), slot_of(x.wrapping_add(1)), "{x:#x}");
        }
    }
}
