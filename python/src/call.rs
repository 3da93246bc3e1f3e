//! One checked call, run without the GIL: the kernel runs under the runtime's guard (a failed
//! assertion, a division by zero, a stack overflow or a wild access comes back as a
//! [`Failure`], the process keeps running), and the allocator is compared before and after.
//!
//! The allocator is process-wide, so checked calls take [`CALL_LOCK`] one at a time: what
//! changed while the lock was held is this call's doing. The new violations are the call's
//! bad frees (refused by the allocator, as in stop mode); the new live blocks that no result
//! returns are its leaks. Result buffers freed by Python's garbage collector while another
//! thread's call is being checked are queued ([`release`]) and freed by the next holder of
//! the lock, so they never count as that call's doing.
//!
//! Returned memrefs are sorted into the buffers the call allocated (owned by the result
//! array, freed through the checked allocator when it is collected), views of another result
//! or of an argument array (no ownership), and anything else (a global, a buffer the call
//! freed), which is copied out, because nothing owns it on the Python side.

use crate::args::RawArg;
use crate::errors::Problem;
use bufjit::codegen::types::Scalar;
use bufjit::{CallError, Jit, OwnedMemRef, RetVal};
use bufjit_runtime::guard::Failure;
use bufjit_runtime::{BlockInfo, BlockState, SiteId, Tracker, Violation, ViolationKind};
use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard, TryLockError};

/// Held while a call is checked (and while the report is read).
static CALL_LOCK: Mutex<()> = Mutex::new(());

/// Result buffers dropped while the lock was held, freed by its next holder.
static DEFERRED: Mutex<Vec<SendMemRef>> = Mutex::new(Vec::new());

/// A compiled module that Python threads share. `Jit` holds raw code pointers; its code is
/// immutable once compiled and [`Jit::call`] takes `&self`, so sharing it is sound.
pub struct SendJit(pub Jit);
// SAFETY: see the type's doc.
unsafe impl Send for SendJit {}
// SAFETY: as above.
unsafe impl Sync for SendJit {}

/// A returned buffer owned by Python. It is plain data (pointers into the checked
/// allocator's memory, which any thread may free).
pub struct SendMemRef(#[allow(dead_code)] pub OwnedMemRef);
// SAFETY: see the type's doc.
unsafe impl Send for SendMemRef {}
// SAFETY: as above.
unsafe impl Sync for SendMemRef {}

/// Takes the lock and frees what was queued meanwhile.
pub fn lock() -> MutexGuard<'static, ()> {
    let g = CALL_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let queued = std::mem::take(&mut *DEFERRED.lock().unwrap_or_else(|e| e.into_inner()));
    drop(queued);
    g
}

/// Frees a result buffer through the checked allocator: now, or, if a call is being checked
/// on another thread, when it is over.
pub fn release(m: SendMemRef) {
    match CALL_LOCK.try_lock() {
        Ok(_g) => drop(m),
        Err(TryLockError::Poisoned(_g)) => drop(m),
        Err(TryLockError::WouldBlock) => {
            DEFERRED.lock().unwrap_or_else(|e| e.into_inner()).push(m);
        }
    }
}

/// The allocator's counters, read under the lock.
pub fn stats() -> bufjit_runtime::Stats {
    let _g = lock();
    bufjit_runtime::global().stats()
}

/// A returned memref's view: where element 0 is and how to step.
#[derive(Clone, Debug)]
pub struct View {
    /// The aligned pointer.
    pub aligned: usize,
    /// Offset of element 0, in elements.
    pub offset: i64,
    /// Sizes.
    pub sizes: Vec<i64>,
    /// Strides, in elements.
    pub strides: Vec<i64>,
    /// Element type.
    pub elem: Scalar,
}

impl View {
    fn of(m: &OwnedMemRef) -> View {
        View {
            aligned: m.aligned_ptr() as usize,
            offset: m.offset(),
            sizes: m.sizes().to_vec(),
            strides: m.strides().to_vec(),
            elem: m.elem(),
        }
    }

    /// Address of element 0.
    pub fn data(&self) -> usize {
        self.aligned
            .wrapping_add((self.offset * self.elem.bytes()) as usize)
    }

    /// Number of elements.
    pub fn len(&self) -> i64 {
        self.sizes.iter().product()
    }

    /// The elements in row-major order, as bytes.
    fn gather(&self) -> Vec<u8> {
        let size = self.elem.bytes() as usize;
        let n = self.len().max(0) as usize;
        let mut out = Vec::with_capacity(n * size);
        let rank = self.sizes.len();
        let mut idx = vec![0i64; rank];
        for _ in 0..n {
            let lin: i64 = idx.iter().zip(&self.strides).map(|(i, s)| i * s).sum();
            let at = self.data().wrapping_add((lin * size as i64) as usize);
            // SAFETY: the kernel returned this descriptor; its elements are readable.
            out.extend_from_slice(unsafe { std::slice::from_raw_parts(at as *const u8, size) });
            for k in (0..rank).rev() {
                idx[k] += 1;
                if idx[k] < self.sizes[k] {
                    break;
                }
                idx[k] = 0;
            }
        }
        out
    }
}

/// A scalar result.
#[derive(Clone, Copy, Debug)]
pub enum ScalarOut {
    /// `i1`.
    Bool(bool),
    /// Integers and `index`.
    Int(i64),
    /// `f32`, `f64`.
    Float(f64),
    /// An unranked memref: rank and descriptor address (not owned).
    Unranked(i64, usize),
}

/// One result, sorted.
pub enum Out {
    /// A scalar.
    Scalar(ScalarOut),
    /// A buffer the call allocated: the result array owns it.
    Owned(View, SendMemRef),
    /// A view of the buffer of result `.1`.
    Alias(View, usize),
    /// A view into argument `.1`'s array.
    ArgView(View, usize),
    /// Memory nothing on the Python side owns, copied out (row-major bytes).
    Copied(View, Vec<u8>),
}

/// How a checked call ended.
pub enum Outcome {
    /// It returned and kept the contract.
    Ok(Vec<Out>),
    /// It failed at run time (the buffers it had allocated were freed).
    Runtime(Failure),
    /// It broke the allocation contract (its results were freed; leaked blocks stay live).
    Violations(Vec<Problem>),
}

/// Calls `@name` with `args`, checked. `Err` is a signature mismatch (a bug of the argument
/// checks: nothing ran).
pub fn checked_call(jit: &Jit, name: &str, args: &[RawArg]) -> Result<Outcome, String> {
    let call_args = args
        .iter()
        .map(RawArg::to_arg)
        .collect::<Result<Vec<_>, _>>()?;
    let _g = lock();
    let tracker = bufjit_runtime::global();
    let before = tracker.stats();
    let live_before: HashSet<u64> = if before.live_blocks > 0 {
        tracker.live_blocks().iter().map(|b| b.seq).collect()
    } else {
        HashSet::new()
    };
    let run = jit.call(name, &call_args);
    // What the kernel printed (`printF32`, `printMemrefF32`, ...) appears now.
    bufjit_runtime::print::flush();
    let after = tracker.stats();
    let new_blocks: Vec<BlockInfo> =
        if after.allocations + after.reallocs > before.allocations + before.reallocs {
            tracker
                .live_blocks()
                .into_iter()
                .filter(|b| !live_before.contains(&b.seq))
                .collect()
        } else {
            Vec::new()
        };
    let rets = match run {
        Ok(r) => r,
        Err(CallError::Runtime(f)) => {
            // The failed call's frames were skipped: free what it had allocated.
            for b in &new_blocks {
                // SAFETY: a live block of the checked allocator that nothing references
                // (the call that made it is gone).
                let _ = unsafe { tracker.free(b.addr as *mut u8, SiteId::UNKNOWN) };
            }
            return Ok(Outcome::Runtime(f));
        }
        Err(e) => return Err(e.to_string()),
    };
    let ranges: Vec<Option<(usize, usize)>> = args.iter().map(RawArg::byte_range).collect();
    let new_by_addr: HashMap<usize, &BlockInfo> = new_blocks.iter().map(|b| (b.addr, b)).collect();
    let mut owners: HashMap<usize, usize> = HashMap::new();
    let mut outs = Vec::with_capacity(rets.len());
    for (i, r) in rets.into_iter().enumerate() {
        outs.push(match r {
            RetVal::I1(v) => Out::Scalar(ScalarOut::Bool(v)),
            RetVal::I8(v) => Out::Scalar(ScalarOut::Int(v.into())),
            RetVal::I16(v) => Out::Scalar(ScalarOut::Int(v.into())),
            RetVal::I32(v) => Out::Scalar(ScalarOut::Int(v.into())),
            RetVal::I64(v) | RetVal::Index(v) => Out::Scalar(ScalarOut::Int(v)),
            RetVal::F32(v) => Out::Scalar(ScalarOut::Float(v.into())),
            RetVal::F64(v) => Out::Scalar(ScalarOut::Float(v)),
            RetVal::Unranked(rank, d) => Out::Scalar(ScalarOut::Unranked(rank, d)),
            RetVal::Func(a) => Out::Scalar(ScalarOut::Int(a as i64)),
            RetVal::MemRef(m) => {
                let view = View::of(&m);
                let alloc = m.allocated_ptr() as usize;
                if let Some(&j) = owners.get(&alloc) {
                    m.leak();
                    Out::Alias(view, j)
                } else if new_by_addr.contains_key(&alloc) {
                    owners.insert(alloc, i);
                    Out::Owned(view, SendMemRef(m))
                } else if let Some(k) = ranges.iter().position(|r| {
                    r.is_some_and(|(lo, hi)| lo <= view.data() && view.data() < hi.max(lo + 1))
                }) {
                    m.leak();
                    Out::ArgView(view, k)
                } else {
                    m.leak();
                    let bytes = view.gather();
                    Out::Copied(view, bytes)
                }
            }
        });
    }
    let mut problems = new_violations(tracker, &before, &after);
    let leaked: Vec<BlockInfo> = new_blocks
        .iter()
        .filter(|b| !owners.contains_key(&b.addr))
        .copied()
        .collect();
    problems.extend(leak_problems(tracker, &leaked, name));
    if problems.is_empty() {
        Ok(Outcome::Ok(outs))
    } else {
        drop(outs);
        Ok(Outcome::Violations(problems))
    }
}

/// A site's location (`file:line:col`) and op text.
fn describe(tracker: &Tracker, id: SiteId) -> (String, String) {
    let s = tracker.site(id);
    (s.location, s.op)
}

/// The violations recorded since `before`, as problems.
fn new_violations(
    tracker: &Tracker,
    before: &bufjit_runtime::Stats,
    after: &bufjit_runtime::Stats,
) -> Vec<Problem> {
    let (nb, na) = (before.total_violations(), after.total_violations());
    if na == nb {
        return Vec::new();
    }
    let cap = bufjit_runtime::tracker::VIOLATION_LOG_CAPACITY as u64;
    let log = tracker.violations();
    let (lo, hi) = (nb.min(cap) as usize, na.min(cap) as usize);
    let mut out: Vec<Problem> = log
        .get(lo..hi.min(log.len()))
        .unwrap_or_default()
        .iter()
        .map(|v| violation_problem(tracker, v))
        .collect();
    if out.is_empty() {
        // The log is full: only the counts are known.
        for k in ViolationKind::ALL {
            let n = after.violation_count(k) - before.violation_count(k);
            if n > 0 {
                out.push(Problem {
                    kind: k,
                    site: String::new(),
                    op: String::new(),
                    message: format!(
                        "{n} × {} (no site: the allocator's violation log is full)",
                        k.phrase()
                    ),
                });
            }
        }
    }
    out
}

fn violation_problem(tracker: &Tracker, v: &Violation) -> Problem {
    let (site, op) = describe(tracker, v.site);
    let alloc = v.block.map(|(b, _)| describe(tracker, b.site).0);
    let freed = v.block.and_then(|(_, st)| match st {
        BlockState::Freed { free_site } => Some(describe(tracker, free_site).0),
        BlockState::Live => None,
    });
    let from = alloc
        .map(|a| format!(" allocated at {a}"))
        .unwrap_or_default();
    let was_freed = freed
        .map(|f| format!(" was already freed at {f}"))
        .unwrap_or_default();
    let detail = match v.kind {
        ViolationKind::DoubleFree => {
            format!("the buffer{from}{was_freed}; the free was refused")
        }
        ViolationKind::InteriorFree => format!(
            "offset {} into the live buffer{from}; the free was refused",
            v.offset().unwrap_or(0)
        ),
        ViolationKind::InvalidFree => format!(
            "{:#x} was never allocated by the checked allocator (a stack buffer, a global or \
             foreign memory); the free was refused",
            v.ptr
        ),
        ViolationKind::InvalidRealloc => format!("{:#x}{from}{was_freed}; refused", v.ptr),
        _ => format!("the buffer{from}{was_freed}"),
    };
    Problem {
        kind: v.kind,
        message: format!("{site}: {} in `{op}`: {detail}", v.kind.phrase()),
        site,
        op,
    }
}

/// One problem per allocation site of the blocks the call leaked.
fn leak_problems(tracker: &Tracker, leaked: &[BlockInfo], function: &str) -> Vec<Problem> {
    let mut by_site: Vec<(SiteId, u64, u64)> = Vec::new();
    for b in leaked {
        match by_site.iter_mut().find(|(s, _, _)| *s == b.site) {
            Some(e) => {
                e.1 += 1;
                e.2 += b.size as u64;
            }
            None => by_site.push((b.site, 1, b.size as u64)),
        }
    }
    by_site
        .into_iter()
        .map(|(id, n, bytes)| {
            let (site, op) = describe(tracker, id);
            let what = if n == 1 {
                format!("a buffer of {bytes} bytes allocated by `{op}` was")
            } else {
                format!("{n} buffers ({bytes} bytes) allocated by `{op}` were")
            };
            Problem {
                kind: ViolationKind::Leak,
                message: format!("{site}: leak: {what} neither freed nor returned by @{function}"),
                site,
                op,
            }
        })
        .collect()
}
