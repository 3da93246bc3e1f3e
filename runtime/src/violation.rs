//! The kinds of memory-safety violations the tracker detects, and the record
//! it keeps of each.
//!
//! A violation is data, never a crash: the offending call is refused (the bad
//! pointer is never handed to mimalloc), a [`Violation`] is recorded, and the
//! process goes on (or, in stop mode, the embedding's handler is told).

use crate::sites::SiteId;

/// What went wrong. The numeric values are stable: the C ABI returns them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u32)]
pub enum ViolationKind {
    /// A block was freed a second time.
    DoubleFree = 1,
    /// A pointer inside (not at the start of) a live block was freed.
    InteriorFree = 2,
    /// A pointer this tracker never allocated was freed: a stack buffer
    /// (`memref.alloca`), a `memref.global`, a foreign or garbage pointer.
    InvalidFree = 3,
    /// `realloc` of a freed, interior or never-allocated pointer.
    InvalidRealloc = 4,
    /// A block still live at the end of the run.
    Leak = 5,
    /// Generated code read a block that was already freed (found by the `--quarantine` guard:
    /// the read returned poison bytes from a quarantined block).
    UseAfterFree = 6,
    /// Generated code wrote to a block that was already freed (a `memref.store`, or the target
    /// of a `memref.copy`, into a quarantined block; `bufjit run --check-bounds`).
    WriteAfterFree = 7,
}

impl ViolationKind {
    /// All kinds, in code order.
    pub const ALL: [ViolationKind; 7] = [
        ViolationKind::DoubleFree,
        ViolationKind::InteriorFree,
        ViolationKind::InvalidFree,
        ViolationKind::InvalidRealloc,
        ViolationKind::Leak,
        ViolationKind::UseAfterFree,
        ViolationKind::WriteAfterFree,
    ];

    /// The snake_case name used in JSON (`double_free`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ViolationKind::DoubleFree => "double_free",
            ViolationKind::InteriorFree => "interior_free",
            ViolationKind::InvalidFree => "invalid_free",
            ViolationKind::InvalidRealloc => "invalid_realloc",
            ViolationKind::Leak => "leak",
            ViolationKind::UseAfterFree => "use_after_free",
            ViolationKind::WriteAfterFree => "write_after_free",
        }
    }

    /// Human phrase used in text reports (`double free`, ...).
    pub fn phrase(self) -> &'static str {
        match self {
            ViolationKind::DoubleFree => "double free",
            ViolationKind::InteriorFree => "free of interior pointer",
            ViolationKind::InvalidFree => "free of pointer never allocated here",
            ViolationKind::InvalidRealloc => "realloc of invalid pointer",
            ViolationKind::Leak => "leak",
            ViolationKind::UseAfterFree => "use after free",
            ViolationKind::WriteAfterFree => "write after free",
        }
    }

    /// The stable numeric code (also the C ABI status).
    pub fn code(self) -> u32 {
        self as u32
    }

    /// True for accesses of freed memory (reads and writes), as opposed to bad frees and leaks.
    pub fn is_access(self) -> bool {
        matches!(
            self,
            ViolationKind::UseAfterFree | ViolationKind::WriteAfterFree
        )
    }

    /// The kind with numeric code `code`.
    pub fn from_code(code: u32) -> Option<ViolationKind> {
        ViolationKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// A block the tracker knows (or knew) about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockInfo {
    /// Start address.
    pub addr: usize,
    /// Requested size in bytes.
    pub size: usize,
    /// Alignment in bytes.
    pub align: usize,
    /// Allocation sequence number (0-based, unique per tracker).
    pub seq: u64,
    /// Site of the allocation.
    pub site: SiteId,
}

/// Whether the related block was live or already freed when the violation
/// happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockState {
    /// Still live.
    Live,
    /// Freed at the given site.
    Freed {
        /// Site of the free that released it.
        free_site: SiteId,
    },
}

/// One recorded violation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Violation {
    /// What went wrong.
    pub kind: ViolationKind,
    /// The pointer passed to the offending call.
    pub ptr: usize,
    /// Site of the offending free/realloc (or, for a use after free, the reading op).
    pub site: SiteId,
    /// The block the pointer belongs to, when known: the freed block for a
    /// double free, the containing live block for an interior pointer, and
    /// for an invalid realloc whichever applies.
    pub block: Option<(BlockInfo, BlockState)>,
}

impl Violation {
    /// Offset of `ptr` from the start of the related block, if any.
    pub fn offset(&self) -> Option<usize> {
        self.block.map(|(b, _)| self.ptr.wrapping_sub(b.addr))
    }
}
