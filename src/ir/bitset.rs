//! A set of arena indices stored as bits, for analyses that mark many entities of one function
//! (live ops, live values) in a module whose arenas are much larger than that function.
//!
//! Inserting and testing are a shift and a mask instead of a hash; clearing touches only the
//! words that were set, so one set can be reused for every function of a large module without
//! paying for the module's size each time ([`take`] and [`recycle`] keep a pool per thread).

use std::cell::RefCell;

/// A growable bit set over `u32` indices that remembers which words it dirtied.
#[derive(Default)]
pub struct IndexSet {
    words: Vec<u64>,
    dirty: Vec<u32>,
}

impl IndexSet {
    /// Adds `i`; true if it was not in the set.
    #[inline]
    pub fn insert(&mut self, i: usize) -> bool {
        let (w, bit) = (i / 64, 1u64 << (i % 64));
        if w >= self.words.len() {
            self.words.resize((w + 1).next_power_of_two(), 0);
        }
        let word = &mut self.words[w];
        if *word & bit != 0 {
            return false;
        }
        if *word == 0 {
            self.dirty.push(w as u32);
        }
        *word |= bit;
        true
    }

    /// True if `i` is in the set.
    #[inline]
    pub fn contains(&self, i: usize) -> bool {
        self.words
            .get(i / 64)
            .is_some_and(|w| w & (1u64 << (i % 64)) != 0)
    }

    /// Empties the set (cost proportional to the words used since the last clear).
    pub fn clear(&mut self) {
        for &w in &self.dirty {
            self.words[w as usize] = 0;
        }
        self.dirty.clear();
    }
}

thread_local! {
    static POOL: RefCell<Vec<IndexSet>> = const { RefCell::new(Vec::new()) };
}

/// An empty set from this thread's pool (hand it back with [`recycle`]).
pub fn take() -> IndexSet {
    POOL.with(|p| p.borrow_mut().pop()).unwrap_or_default()
}

/// Empties `s` and returns it to this thread's pool.
pub fn recycle(mut s: IndexSet) {
    s.clear();
    POOL.with(|p| p.borrow_mut().push(s));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_contains_clear() {
        let mut s = IndexSet::default();
        assert!(s.insert(3));
        assert!(!s.insert(3));
        assert!(s.insert(1000));
        assert!(s.contains(3) && s.contains(1000) && !s.contains(4) && !s.contains(1 << 20));
        s.clear();
        assert!(!s.contains(3) && !s.contains(1000));
        assert!(s.insert(1000));
    }

    #[test]
    fn pooled_sets_come_back_empty() {
        let (mut a, mut b) = (take(), take());
        a.insert(5);
        b.insert(7);
        recycle(a);
        recycle(b);
        let (a, b) = (take(), take());
        assert!(!a.contains(5) && !a.contains(7) && !b.contains(5) && !b.contains(7));
    }
}
