//! `bufjit fuzz-diff`: the differential-testing campaign. Generates programs from a range of
//! seeds ([`crate::testgen`]), checks each against the reference interpreter under every
//! deallocation configuration ([`crate::testgen::difftest`]), minimises failing ones and
//! prints them as ready-made regression tests. `-j N` runs N worker processes over chunks of
//! seeds (each worker a fresh process, so the allocator's site registry stays small).
//! `--cf-loops` lowers the programs' loops to `cf` back edges before the ownership-based
//! deallocation ([`crate::testgen::difftest::cf_loop_configs`]). `--threads N` runs the JIT's
//! parallel loops on N threads, every one of them split however small.

use crate::testgen::{difftest, minimize};
use std::io::Write;

/// `bufjit fuzz-diff` flags.
#[derive(clap::Args, Debug, Clone)]
pub struct FuzzDiffArgs {
    /// Number of programs (seeds) to check.
    #[arg(long = "seeds", default_value_t = 1000)]
    pub seeds: u64,
    /// First seed.
    #[arg(long = "start", default_value_t = 0)]
    pub start: u64,
    /// Worker processes.
    #[arg(short = 'j', default_value_t = 1)]
    pub jobs: usize,
    /// Seeds per worker process.
    #[arg(long = "chunk", default_value_t = 2000)]
    pub chunk: u64,
    /// Do not minimise failing programs.
    #[arg(long = "no-minimize")]
    pub no_minimize: bool,
    /// Directory to write minimised regression tests to (`seed-N.mlir`).
    #[arg(long = "out")]
    pub out: Option<String>,
    /// Also generate vector statements (transfer reads and writes, arith on vectors,
    /// reductions, ...).
    #[arg(long = "vector")]
    pub vector: bool,
    /// Lower each program's `scf` control flow to `cf` loops (`convert-scf-to-cf`) before the
    /// ownership-based deallocation; the configurations are its four, at `-O0` and `-O3`.
    #[arg(long = "cf-loops")]
    pub cf_loops: bool,
    /// Run the JIT configurations with their parallel loops on N threads, every parallel loop
    /// split however small (the reference interpreter stays sequential).
    #[arg(long = "threads", value_name = "N", default_value_t = 1,
          value_parser = crate::tool::options::parse_threads)]
    pub threads: u64,
    /// Internal: run this range in-process (a worker).
    #[arg(long = "worker", hide = true)]
    pub worker: bool,
}

/// Runs the campaign; returns the exit status (1 if any program failed).
pub fn main(args: FuzzDiffArgs) -> i32 {
    if args.worker || (args.jobs <= 1 && args.seeds <= args.chunk) {
        return worker(&args);
    }
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("error: cannot find the bufjit executable: {e}");
            return 1;
        }
    };
    let end = args.start + args.seeds;
    let mut next = args.start;
    let mut running: Vec<std::process::Child> = Vec::new();
    let mut failed = false;
    let mut done = 0u64;
    let t0 = std::time::Instant::now();
    while next < end || !running.is_empty() {
        while running.len() < args.jobs.max(1) && next < end {
            let n = args.chunk.min(end - next);
            let mut cmd = std::process::Command::new(&exe);
            cmd.args(["fuzz-diff", "--worker", "--start"])
                .arg(next.to_string())
                .arg("--seeds")
                .arg(n.to_string());
            if args.no_minimize {
                cmd.arg("--no-minimize");
            }
            if args.vector {
                cmd.arg("--vector");
            }
            if args.cf_loops {
                cmd.arg("--cf-loops");
            }
            cmd.args(["--threads", &args.threads.to_string()]);
            if let Some(o) = &args.out {
                cmd.args(["--out", o]);
            }
            match cmd.spawn() {
                Ok(c) => running.push(c),
                Err(e) => {
                    eprintln!("error: cannot start a worker: {e}");
                    return 1;
                }
            }
            next += n;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        let mut i = 0;
        while i < running.len() {
            match running[i].try_wait() {
                Ok(Some(st)) => {
                    failed |= !st.success();
                    // Already reaped by `try_wait`; `wait` returns its status again.
                    let _ = running.swap_remove(i).wait();
                    done += 1;
                }
                _ => i += 1,
            }
        }
        let _ = done;
    }
    println!(
        "bufjit fuzz-diff: seeds {}..{} checked in {:.1}s: {}",
        args.start,
        end,
        t0.elapsed().as_secs_f64(),
        if failed {
            "FAILURES (see above)"
        } else {
            "all passed"
        }
    );
    i32::from(failed)
}

fn worker(args: &FuzzDiffArgs) -> i32 {
    let configs = difftest::with_threads(
        if args.cf_loops {
            difftest::cf_loop_configs()
        } else {
            difftest::configs()
        },
        args.threads,
    );
    let mut failures = 0u64;
    let t0 = std::time::Instant::now();
    for seed in args.start..args.start + args.seeds {
        let gen = crate::testgen::GenOptions {
            vector: args.vector,
            cf_loops: args.cf_loops,
            ..Default::default()
        };
        let text = crate::testgen::generate_with(seed, &gen);
        let Err(f) = difftest::check(&text, &configs) else {
            continue;
        };
        failures += 1;
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "FAIL seed {seed}: {f}");
        if !args.no_minimize {
            let class = f.class();
            let small = minimize::minimize(&text, &mut |t| {
                difftest::check(t, &configs).is_err_and(|g| g.class() == class)
            });
            let test = difftest::regression_test(&small, seed, &f);
            let _ = writeln!(out, "---- regression test (seed {seed}) ----\n{test}----");
            if let Some(dir) = &args.out {
                let _ = std::fs::create_dir_all(dir);
                let _ = std::fs::write(format!("{dir}/seed-{seed}.mlir"), &test);
            }
        }
    }
    println!(
        "bufjit fuzz-diff: {} programs (seeds {}..{}) x {} configurations in {:.1}s: {} failed",
        args.seeds,
        args.start,
        args.start + args.seeds,
        configs.len(),
        t0.elapsed().as_secs_f64(),
        failures
    );
    i32::from(failures > 0)
}
