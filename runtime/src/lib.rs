//! bufjit's runtime: the checked allocator that generated code allocates and
//! frees through, and the MLIR runner utilities (`printMemrefF32`,
//! `memrefCopy`, ...) kernels call.
//!
//! The allocator ([`Tracker`]) is what makes bufjit's verdict trustworthy:
//! every block is tracked, a free reaches mimalloc only if it is the start
//! of a live block, and every leak, double free and invalid free is
//! reported with the IR operation ([`SiteId`]) that allocated the block.
//! Reports come as text or JSON ([`report`]); [`Scope`] checks that one
//! region of code freed what it allocated.
//!
//! * Rust users create [`Tracker`]s (any number, independent) or use the
//!   process-wide one, [`global`].
//! * Generated code calls the `extern "C"` functions of [`abi`] (global
//!   tracker) and [`runner_utils`] (MLIR's names). [`symbols`] lists them
//!   all with their addresses for a JIT's symbol table.

pub mod abi;
pub mod descriptor;
pub mod guard;
mod history;
mod lock;
mod nursery;
pub mod parallel;
pub mod print;
pub mod quarantine;
pub mod report;
pub mod runner_utils;
pub mod scope;
pub mod sites;
mod stash;
mod table;
pub mod tracker;
pub mod violation;

use std::ffi::{c_int, c_long};
use std::sync::OnceLock;

pub use history::{HISTORY_PER_SHARD, LOCAL_HISTORY};
pub use report::{LeakGroup, Report};
pub use scope::{Scope, ScopeBalance};
pub use sites::{Site, SiteId};
pub use table::SHARDS;
pub use tracker::{CViolationHandler, Mode, Stats, Tracker, ViolationHandler};
pub use violation::{BlockInfo, BlockState, Violation, ViolationKind};

static GLOBAL: OnceLock<Tracker> = OnceLock::new();

/// The process-wide tracker used by the `extern "C"` entry points (creating
/// it also tunes mimalloc for kernels: `tune_mimalloc`).
pub fn global() -> &'static Tracker {
    GLOBAL.get_or_init(|| {
        tune_mimalloc();
        Tracker::new_global()
    })
}

/// `mi_option_purge_decommits` in mimalloc's `mi_option_t`.
const MI_OPTION_PURGE_DECOMMITS: c_int = 5;

unsafe extern "C" {
    fn mi_option_set(option: c_int, value: c_long);
    fn mi_option_get(option: c_int) -> c_long;
}

/// Makes mimalloc keep the pages of freed memory mapped (reset, not
/// decommitted), unless `MIMALLOC_PURGE_DECOMMITS` says otherwise.
///
/// By default mimalloc decommits (`MADV_DONTNEED`) the pages of a freed
/// large block at once, so a kernel that frees and allocates a buffer of
/// megabytes every step page-faults on each of its pages again every step:
/// 617 faults per step for the 2.5 MB buffer of
/// `benches/kernels/clamp_i32.mlir`, whose run took 66-75 ms against 40 ms
/// without them. Reset pages (`MADV_FREE`) stay mapped until the system
/// needs the memory, as glibc keeps a freed block once it has raised its
/// mmap threshold.
fn tune_mimalloc() {
    if std::env::var_os("MIMALLOC_PURGE_DECOMMITS").is_none() {
        // SAFETY: sets a mimalloc option; any value is valid for it.
        unsafe { mi_option_set(MI_OPTION_PURGE_DECOMMITS, 0) };
    }
}

/// Whether mimalloc decommits the pages of freed memory (see
/// `tune_mimalloc`).
pub fn mimalloc_decommits() -> bool {
    // SAFETY: reads a mimalloc option.
    unsafe { mi_option_get(MI_OPTION_PURGE_DECOMMITS) != 0 }
}

/// The process-wide tracker if it exists already (a load and a branch, no
/// call).
#[inline(always)]
fn ready() -> Option<&'static Tracker> {
    GLOBAL.get()
}

/// Every `extern "C"` symbol this crate provides for generated code, by
/// name, with its address: register them all in a JIT's symbol table.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    use abi::*;
    use parallel::bufjit_rt_parallel_for;
    use runner_utils::*;
    macro_rules! table {
        ($($f:ident),* $(,)?) => { vec![$((stringify!($f), $f as *const u8)),*] };
    }
    table![
        bufjit_rt_register_site,
        bufjit_rt_alloc,
        bufjit_rt_alloc_log2,
        bufjit_rt_free,
        bufjit_rt_thread,
        bufjit_rt_alloc_on,
        bufjit_rt_free_on,
        bufjit_rt_realloc,
        mi_malloc,
        mi_malloc_aligned,
        mi_free,
        mi_realloc_aligned,
        bufjit_rt_set_mode,
        bufjit_rt_set_quarantine_bytes,
        bufjit_rt_check_read,
        bufjit_rt_check_write,
        bufjit_rt_check_copy,
        bufjit_rt_set_violation_handler,
        bufjit_rt_stopped,
        bufjit_rt_violation_count,
        bufjit_rt_live_blocks,
        bufjit_rt_write_report,
        bufjit_rt_count_copy,
        bufjit_rt_count_helper_call,
        bufjit_rt_parallel_for,
        printMemrefF32,
        printMemrefF64,
        printMemrefI8,
        printMemrefI16,
        printMemrefI32,
        printMemrefI64,
        printMemrefInd,
        printMemrefF16,
        printMemrefBF16,
        printMemrefC32,
        printMemrefC64,
        _mlir_ciface_printMemrefF16,
        _mlir_ciface_printMemrefBF16,
        _mlir_ciface_printMemrefC32,
        _mlir_ciface_printMemrefC64,
        _mlir_ciface_printMemrefF32,
        _mlir_ciface_printMemrefF64,
        _mlir_ciface_printMemrefI8,
        _mlir_ciface_printMemrefI16,
        _mlir_ciface_printMemrefI32,
        _mlir_ciface_printMemrefI64,
        _mlir_ciface_printMemrefInd,
        printF32,
        printF64,
        printF16,
        printBF16,
        printI64,
        printU64,
        printString,
        printOpen,
        printClose,
        printComma,
        printNewline,
        printFlops,
        rtclock,
        _mlir_ciface_nanoTime,
        memrefCopy,
    ]
}
