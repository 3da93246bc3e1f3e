//! Per-scope balance checks: did a region of code (one kernel call, say)
//! free exactly what it allocated?
//!
//! [`Scope::begin`] snapshots the tracker's counters and [`Scope::end`]
//! returns the difference as a [`ScopeBalance`]. The counters are the
//! tracker's, so activity of other threads on the same tracker during the
//! scope is included; give concurrent kernels their own tracker when each
//! needs its own verdict.

use crate::tracker::{Stats, Tracker};

/// An open scope on a tracker.
#[derive(Debug)]
pub struct Scope<'a> {
    tracker: &'a Tracker,
    start: Stats,
}

/// What happened between [`Scope::begin`] and [`Scope::end`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ScopeBalance {
    /// Allocations made.
    pub allocations: u64,
    /// Frees made.
    pub frees: u64,
    /// Reallocations made.
    pub reallocs: u64,
    /// Bytes allocated.
    pub bytes_allocated: u64,
    /// Bytes freed.
    pub bytes_freed: u64,
    /// Violations recorded.
    pub violations: u64,
}

impl ScopeBalance {
    /// Blocks allocated minus blocks freed.
    pub fn net_blocks(&self) -> i64 {
        self.allocations as i64 - self.frees as i64
    }

    /// Bytes allocated minus bytes freed.
    pub fn net_bytes(&self) -> i64 {
        self.bytes_allocated as i64 - self.bytes_freed as i64
    }

    /// As many frees as allocations, as many bytes freed as allocated, and
    /// no violation.
    pub fn is_balanced(&self) -> bool {
        self.net_blocks() == 0 && self.net_bytes() == 0 && self.violations == 0
    }
}

impl<'a> Scope<'a> {
    /// Opens a scope on `tracker`.
    pub fn begin(tracker: &'a Tracker) -> Scope<'a> {
        Scope {
            tracker,
            start: tracker.stats(),
        }
    }

    /// Closes the scope and returns its balance.
    pub fn end(self) -> ScopeBalance {
        let now = self.tracker.stats();
        let s = &self.start;
        ScopeBalance {
            allocations: now.allocations - s.allocations,
            frees: now.frees - s.frees,
            reallocs: now.reallocs - s.reallocs,
            bytes_allocated: now.bytes_allocated - s.bytes_allocated,
            bytes_freed: now.bytes_freed - s.bytes_freed,
            violations: now.total_violations() - s.total_violations(),
        }
    }
}

impl Tracker {
    /// Opens a [`Scope`] on this tracker.
    pub fn scope(&self) -> Scope<'_> {
        Scope::begin(self)
    }
}
