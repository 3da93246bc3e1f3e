//! Whole-process start-up: `bufjit run` and `bufjit opt` as a user runs them, one process per
//! iteration, on `benches/startup.mlir` (a 64×64 f32 matmul with its driver, and an empty
//! `@noop`), `cargo bench -p bufjit --bench startup`.
//!
//! `run -e noop` is the cost of the process alone (parse, pipeline, compile what `@noop`
//! reaches, runtime set-up, exit); `run -e main` adds compiling and running the matmul;
//! `opt` is the floor (parse, verify, print). `STARTUP_BASELINE=/path/to/other/bufjit` times
//! another build the same way in the same run (named `baseline/...`), to compare two commits
//! on a shared machine where separate runs differ by more than the change.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// Runs `bin` with `args` to completion, its output discarded; panics if it fails.
fn spawn(bin: &Path, args: &[&str]) {
    let status = Command::new(bin)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("bufjit starts");
    assert!(
        status.success(),
        "{} {args:?} failed: {status}",
        bin.display()
    );
}

fn startup(c: &mut Criterion) {
    let input = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/startup.mlir");
    let input = input.to_str().expect("a UTF-8 path");
    let mut bins = vec![("bufjit", PathBuf::from(env!("CARGO_BIN_EXE_bufjit")))];
    if let Some(other) = std::env::var_os("STARTUP_BASELINE") {
        bins.push(("baseline", PathBuf::from(other)));
    }
    let cases: [(&str, Vec<&str>); 4] = [
        ("run_noop", vec!["run", input, "-e", "noop"]),
        ("run_main", vec!["run", input, "-e", "main"]),
        ("run_main_O0", vec!["run", input, "-e", "main", "--O0"]),
        ("opt", vec!["opt", input, "-o", "/dev/null"]),
    ];
    let mut g = c.benchmark_group("startup");
    g.sample_size(40);
    g.warm_up_time(Duration::from_millis(500));
    g.measurement_time(Duration::from_secs(3));
    for (case, args) in &cases {
        for (who, bin) in &bins {
            g.bench_function(BenchmarkId::new(*who, case), |b| {
                b.iter(|| spawn(bin, args))
            });
        }
    }
    g.finish();
}

criterion_group!(benches, startup);
criterion_main!(benches);
