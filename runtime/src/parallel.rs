//! Parallel loops: the entry point generated code calls to run the chunks of a parallel loop
//! on a thread pool ([`bufjit_rt_parallel_for`]).
//!
//! Code generation outlines the body of a parallel loop into a function over a sub-range of
//! its iterations and calls this entry point with the function's packed entry wrapper (the
//! form [`crate::guard::call`] runs: `f(args, results)`) and its packed arguments: slots 0, 1
//! and 2 are the loop's lower bound, upper bound and step, the rest the values the body uses.
//! The iterations are cut into contiguous chunks, each run on a pool thread with its own
//! argument copy whose bounds are the chunk's. The pools (one per thread count, made on first
//! use and kept for the process) are rayon's.
//!
//! Results are integer reductions: each chunk returns its partial values (the body starts from
//! the operation's identity) and they are combined here with the operation the caller names
//! per result ([`Combine`]). Integer addition, multiplication, the bitwise operations and
//! min/max are associative and commutative on the wrapped bits, so the total does not depend on
//! how the iterations were cut, hence not on the number of threads.
//!
//! A failure in a chunk (failed assertion, division by zero, wild access) is caught by the
//! chunk's own guard on its pool thread; the chunks not started yet are skipped, and the failure
//! of the lowest failing chunk is raised again on the calling thread, inside the caller's guard,
//! once every running chunk has finished.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};

use crate::guard::{self, Failure};

/// Estimated work (body ops times iterations) below which a loop runs on the calling thread:
/// handing chunks to pool threads costs a few microseconds.
pub const MIN_PARALLEL_WORK: u64 = 20_000;

/// Chunks per thread: a few more chunks than threads even out chunks that take unequal time.
const CHUNKS_PER_THREAD: u64 = 4;

/// Stack size of pool threads: as much as a main thread usually has, for deep bodies.
const POOL_STACK: usize = 8 << 20;

/// How the partial values of one result are combined: the operation, in the low byte (the
/// codes of [`Combine::code`]), and the integer width in bits above it (`kind | width << 8`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Combine {
    /// `arith.addi`.
    Add = 1,
    /// `arith.muli`.
    Mul = 2,
    /// `arith.andi`.
    And = 3,
    /// `arith.ori`.
    Or = 4,
    /// `arith.xori`.
    Xor = 5,
    /// `arith.maxsi`.
    MaxS = 6,
    /// `arith.minsi`.
    MinS = 7,
    /// `arith.maxui`.
    MaxU = 8,
    /// `arith.minui`.
    MinU = 9,
}

impl Combine {
    /// The operation's code in a combine word.
    pub fn code(self) -> u64 {
        self as u64
    }

    fn from_code(c: u64) -> Option<Combine> {
        use Combine::*;
        Some(match c {
            1 => Add,
            2 => Mul,
            3 => And,
            4 => Or,
            5 => Xor,
            6 => MaxS,
            7 => MinS,
            8 => MaxU,
            9 => MinU,
            _ => return None,
        })
    }

    /// `a ∘ b` on integers of `width` bits held zero-extended in a `u64`.
    pub fn apply(self, width: u32, a: u64, b: u64) -> u64 {
        let mask = if width >= 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        };
        let (a, b) = (a & mask, b & mask);
        let signed = |x: u64| -> i64 {
            let sh = 64 - width.clamp(1, 64);
            ((x << sh) as i64) >> sh
        };
        let r = match self {
            Combine::Add => a.wrapping_add(b),
            Combine::Mul => a.wrapping_mul(b),
            Combine::And => a & b,
            Combine::Or => a | b,
            Combine::Xor => a ^ b,
            Combine::MaxS => signed(a).max(signed(b)) as u64,
            Combine::MinS => signed(a).min(signed(b)) as u64,
            Combine::MaxU => a.max(b),
            Combine::MinU => a.min(b),
        };
        r & mask
    }
}

/// The pool with `threads` threads (made on first use, kept for the process).
fn pool(threads: usize) -> Option<&'static rayon::ThreadPool> {
    static POOLS: OnceLock<Mutex<Vec<(usize, &'static rayon::ThreadPool)>>> = OnceLock::new();
    let mut pools = POOLS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, p)) = pools.iter().find(|(n, _)| *n == threads) {
        return Some(p);
    }
    let p = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(POOL_STACK)
        .thread_name(|i| format!("bufjit-par-{i}"))
        .build()
        .ok()?;
    let p: &'static rayon::ThreadPool = Box::leak(Box::new(p));
    pools.push((threads, p));
    Some(p)
}

/// The number of iterations of `lb..ub` by `step` (0 if empty; `None` for a step that is not
/// positive).
fn trip_count(lb: i64, ub: i64, step: i64) -> Option<u64> {
    if step <= 0 {
        return None;
    }
    if ub <= lb {
        return Some(0);
    }
    let span = (ub as i128 - lb as i128) as u128;
    Some(span.div_ceil(step as u128) as u64)
}

/// A packed body function: `f(args, results)`.
pub type Body = unsafe extern "C" fn(*const u64, *mut u64);

/// Runs the parallel loop whose body is `body` over `args[0]..args[1]` by `args[2]` (see the
/// module doc): on the calling thread when `threads` is 1, the step is not positive or the
/// work (`cost` per iteration) is small, else in chunks on a pool of `threads` threads.
/// `combine[r]` says how result `r` of the chunks is combined (`kind | width << 8`).
///
/// # Safety
/// `body` must read `nargs` slots of `args` and write `nres` slots of `results`, and be safe
/// to run concurrently on disjoint iteration ranges.
#[no_mangle]
pub unsafe extern "C" fn bufjit_rt_parallel_for(
    body: Body,
    args: *const u64,
    nargs: u64,
    results: *mut u64,
    combine: *const u64,
    nres: u64,
    cost: u64,
    threads: u64,
) {
    // SAFETY: the caller passes `nargs >= 3` readable slots.
    let (lb, ub, step) = unsafe { (*args as i64, *args.add(1) as i64, *args.add(2) as i64) };
    let trips = trip_count(lb, ub, step).unwrap_or(0);
    let parallel = threads > 1
        && trip_count(lb, ub, step).is_some()
        && trips >= 2
        && trips.saturating_mul(cost.max(1)) >= MIN_PARALLEL_WORK;
    let pool = if parallel {
        pool(threads as usize)
    } else {
        None
    };
    let Some(pool) = pool else {
        // The whole range on this thread, inside the caller's guard: a failure escapes
        // through this frame, which owns nothing.
        // SAFETY: forwarded from the caller.
        unsafe { body(args, results) };
        return;
    };
    // Other threads' peak estimates start from this thread's exact live count.
    if let Some(t) = crate::ready() {
        t.publish_thread();
    }
    let failure = {
        // SAFETY: forwarded from the caller.
        let (args, combine) = unsafe {
            (
                std::slice::from_raw_parts(args, nargs as usize),
                std::slice::from_raw_parts(combine, nres as usize),
            )
        };
        let chunks = trips.min(threads * CHUNKS_PER_THREAD);
        match run_chunks(pool, body, args, trips, chunks, nres as usize) {
            Ok(partials) => {
                for (r, &word) in combine.iter().enumerate() {
                    let (kind, width) = (Combine::from_code(word & 0xff), (word >> 8) as u32);
                    let total = partials
                        .iter()
                        .map(|p| p[r])
                        .reduce(|a, b| kind.map_or(b, |k| k.apply(width, a, b)))
                        .unwrap_or(0);
                    // SAFETY: the caller passes `nres` writable slots.
                    unsafe { *results.add(r) = total };
                }
                None
            }
            Err(f) => Some(f),
        }
    };
    if let Some(f) = failure {
        // Everything this frame owned is dropped: the escape skips it.
        raise(f);
    }
}

/// Runs `chunks` chunks of `trips` iterations on `pool`; the partial results of each chunk,
/// in chunk order, or the failure of the lowest failing chunk.
fn run_chunks(
    pool: &rayon::ThreadPool,
    body: Body,
    args: &[u64],
    trips: u64,
    chunks: u64,
    nres: usize,
) -> Result<Vec<Vec<u64>>, Failure> {
    use rayon::prelude::*;
    let (lb, step) = (args[0] as i64, args[2] as i64);
    let stop = AtomicBool::new(false);
    let outcomes: Vec<Option<Result<Vec<u64>, Failure>>> = pool.install(|| {
        (0..chunks)
            .into_par_iter()
            .map(|k| {
                if stop.load(Ordering::Relaxed) {
                    return None;
                }
                let first = trips as u128 * k as u128 / chunks as u128;
                let end = trips as u128 * (k + 1) as u128 / chunks as u128;
                let at = |i: u128| (lb as i128 + i as i128 * step as i128) as i64;
                let mut mine = args.to_vec();
                mine[0] = at(first) as u64;
                mine[1] = at(end) as u64;
                let mut res = vec![0u64; nres.max(1)];
                // SAFETY: the body reads `args.len()` slots and writes `nres` (see the caller).
                let out = unsafe { guard::call(body, mine.as_ptr(), res.as_mut_ptr()) };
                if let Some(t) = crate::ready() {
                    t.publish_thread();
                }
                if out.is_err() {
                    stop.store(true, Ordering::Relaxed);
                }
                Some(out.map(|()| res))
            })
            .collect()
    });
    let mut partials = Vec::with_capacity(outcomes.len());
    for o in outcomes.into_iter().flatten() {
        partials.push(o?);
    }
    Ok(partials)
}

/// Raises a chunk's failure on the calling thread (inside its guard), or reports it and ends
/// the process when no guarded call is active.
fn raise(f: Failure) {
    if guard::active() {
        guard::fail(f);
        return;
    }
    crate::print::flush();
    eprintln!("{}", f.message());
    std::process::exit(f.exit_code());
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU64;

    static SEEN: AtomicU64 = AtomicU64::new(0);

    /// Sums `i` over its range into result 0 and counts the iterations it ran.
    unsafe extern "C" fn sum(args: *const u64, res: *mut u64) {
        let (lb, ub, step) = unsafe { (*args as i64, *args.add(1) as i64, *args.add(2) as i64) };
        let mut s = 0u64;
        let mut i = lb;
        while i < ub {
            s = s.wrapping_add(i as u64);
            SEEN.fetch_add(1, Ordering::Relaxed);
            i += step;
        }
        unsafe { *res = s };
    }

    #[test]
    fn every_iteration_runs_once_and_the_sum_does_not_depend_on_threads() {
        for threads in 1..=4u64 {
            for (lb, ub, step) in [(0i64, 1000i64, 1i64), (3, 998, 7), (-50, 50, 3), (5, 5, 1)] {
                SEEN.store(0, Ordering::Relaxed);
                let args = [lb as u64, ub as u64, step as u64];
                let mut res = [0u64];
                let combine = [Combine::Add.code() | 64 << 8];
                unsafe {
                    bufjit_rt_parallel_for(
                        sum,
                        args.as_ptr(),
                        3,
                        res.as_mut_ptr(),
                        combine.as_ptr(),
                        1,
                        1_000,
                        threads,
                    )
                };
                let want: i64 = (lb..ub).step_by(step as usize).sum();
                assert_eq!(
                    res[0] as i64, want,
                    "threads {threads}, {lb}..{ub} by {step}"
                );
                let trips = trip_count(lb, ub, step).unwrap();
                assert_eq!(SEEN.load(Ordering::Relaxed), trips);
            }
        }
    }

    #[test]
    fn combines_narrow_signed_values() {
        // i8: -1 (0xff) is below 1 signed, above it unsigned.
        assert_eq!(Combine::MaxS.apply(8, 0xff, 1), 1);
        assert_eq!(Combine::MinS.apply(8, 0xff, 1), 0xff);
        assert_eq!(Combine::MaxU.apply(8, 0xff, 1), 0xff);
        assert_eq!(Combine::Add.apply(8, 0xff, 2), 1);
        assert_eq!(Combine::Mul.apply(1, 1, 1), 1);
    }

    #[test]
    fn trip_counts() {
        assert_eq!(trip_count(0, 10, 3), Some(4));
        assert_eq!(trip_count(10, 0, 1), Some(0));
        assert_eq!(trip_count(0, 10, 0), None);
        assert_eq!(trip_count(i64::MIN, i64::MAX, i64::MAX), Some(3));
    }
}
