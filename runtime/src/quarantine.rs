//! Use-after-free quarantine: freed blocks are poisoned and held back before
//! mimalloc really gets them.
//!
//! Two things go wrong when a freed block is handed straight back to the
//! allocator: a stale read sees plausible old data, and the address can be
//! reused by the next allocation, after which a second free of the old
//! pointer looks like a valid free of the new block. With quarantine on, a
//! freed block is overwritten with [`POISON`] bytes and kept in a FIFO until
//! the quarantine holds more than its byte budget (or [`MAX_ENTRIES`]
//! blocks); only then is the oldest block really freed. The FIFO has its own
//! lock: quarantine is a debugging mode, off by default.

use crate::lock::SpinLock;
use libmimalloc_sys as mi;

/// The byte every freed, quarantined block is filled with. Reading words of
/// `0xDBDBDBDB` from a buffer is the signature of a use after free.
pub const POISON: u8 = 0xDB;

/// At most this many blocks are held, whatever their total size.
pub const MAX_ENTRIES: usize = 1 << 16;

struct Ring {
    /// `(ptr, size)` pairs, `MAX_ENTRIES` long once allocated.
    slots: *mut (usize, usize),
    head: usize,
    len: usize,
    bytes: usize,
}

// SAFETY: exclusively owned, only reached under the quarantine lock.
unsafe impl Send for Ring {}

/// A bounded FIFO of poisoned, not-yet-freed blocks.
pub(crate) struct Quarantine {
    ring: SpinLock<Ring>,
}

impl Quarantine {
    pub(crate) const fn new() -> Self {
        Quarantine {
            ring: SpinLock::new(Ring {
                slots: std::ptr::null_mut(),
                head: 0,
                len: 0,
                bytes: 0,
            }),
        }
    }

    /// Poisons `size` bytes at `ptr`, queues it, and really frees the oldest
    /// blocks while the quarantine exceeds `budget` bytes.
    ///
    /// # Safety
    /// `ptr` must be a live mimalloc block of at least `size` bytes that no
    /// one else will use or free.
    pub(crate) unsafe fn push(&self, ptr: *mut u8, size: usize, budget: usize) {
        // SAFETY: the caller owns the block.
        unsafe { std::ptr::write_bytes(ptr, POISON, size) };
        let mut evict = None;
        {
            let mut r = self.ring.lock();
            if r.slots.is_null() {
                // SAFETY: plain allocation of the ring.
                r.slots =
                    unsafe { mi::mi_malloc(MAX_ENTRIES * std::mem::size_of::<(usize, usize)>()) }
                        as *mut (usize, usize);
            }
            if r.slots.is_null() {
                evict = Some(ptr as usize);
            } else {
                if r.len == MAX_ENTRIES {
                    evict = r.pop();
                }
                let tail = (r.head + r.len) % MAX_ENTRIES;
                // SAFETY: `tail < MAX_ENTRIES`, the ring's length.
                unsafe { r.slots.add(tail).write((ptr as usize, size)) };
                r.len += 1;
                r.bytes += size;
            }
        }
        if let Some(p) = evict {
            // SAFETY: the block left the quarantine; nobody else holds it.
            unsafe { mi::mi_free(p as *mut _) };
        }
        self.trim(budget);
    }

    /// Really frees the oldest blocks until at most `budget` bytes are held.
    pub(crate) fn trim(&self, budget: usize) {
        loop {
            let p = {
                let mut r = self.ring.lock();
                if r.bytes <= budget || r.len == 0 {
                    return;
                }
                r.pop()
            };
            if let Some(p) = p {
                // SAFETY: the block left the quarantine; nobody else holds it.
                unsafe { mi::mi_free(p as *mut _) };
            }
        }
    }

    /// True if `addr` lies inside a block the quarantine holds (a linear scan: only reads
    /// that returned poison bytes ask).
    pub(crate) fn contains(&self, addr: usize) -> bool {
        let r = self.ring.lock();
        (0..r.len).any(|i| {
            // SAFETY: `(head + i) % MAX_ENTRIES` is an occupied slot.
            let (p, size) = unsafe { *r.slots.add((r.head + i) % MAX_ENTRIES) };
            addr >= p && addr - p < size.max(1)
        })
    }

    /// Number of blocks and bytes currently held.
    pub(crate) fn held(&self) -> (usize, usize) {
        let r = self.ring.lock();
        (r.len, r.bytes)
    }
}

impl Ring {
    fn pop(&mut self) -> Option<usize> {
        if self.len == 0 {
            return None;
        }
        // SAFETY: `head < MAX_ENTRIES` and the slot is occupied.
        let (p, size) = unsafe { *self.slots.add(self.head) };
        self.head = (self.head + 1) % MAX_ENTRIES;
        self.len -= 1;
        self.bytes -= size;
        Some(p)
    }
}

impl Drop for Quarantine {
    fn drop(&mut self) {
        self.trim(0);
        let r = self.ring.get_mut();
        if !r.slots.is_null() {
            // SAFETY: allocated with `mi_malloc`, not used afterwards.
            unsafe { mi::mi_free(r.slots.cast()) };
            r.slots = std::ptr::null_mut();
        }
    }
}
