//! `bufjit bench --save-baseline` / `--baseline` / `--max-regression` end to end: a baseline
//! saved for a small loop kernel, then compared against the same kernel (passes), a copy whose
//! loop runs ten times the iterations behind the same names (fails the time gate at
//! `--max-regression 50`), and a copy that makes one more allocation per call (fails the
//! exact count gate). Each call takes about a millisecond. The slow copy is ten times slower,
//! not just three, so that a load spike during one of the two runs (the machine running the
//! suite is shared) cannot bring the measured change under the gate; the runs are short.

use std::path::PathBuf;
use std::process::{Command, Output};
use std::sync::Mutex;

/// A loop of `iterations` multiply-adds through a one-element buffer; `extra_alloc` adds one
/// more allocation per call. The function names are the same in every version.
fn kernel(iterations: u64, extra_alloc: bool) -> String {
    let extra = if extra_alloc {
        "  %extra = memref.alloc() : memref<1xi64>
  memref.store %seed, %extra[%c0] : memref<1xi64>
  %e = memref.load %extra[%c0] : memref<1xi64>
  %r0 = memref.load %buf[%c0] : memref<1xi64>
  %r = arith.addi %r0, %e : i64
"
    } else {
        "  %r = memref.load %buf[%c0] : memref<1xi64>\n"
    };
    format!(
        "func.func @main() -> i64 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {iterations} : index
  %seed = arith.constant 7 : i64
  %k = arith.constant 6364136223846793005 : i64
  %buf = memref.alloc() : memref<1xi64>
  memref.store %seed, %buf[%c0] : memref<1xi64>
  scf.for %i = %c0 to %n step %c1 {{
    %v = memref.load %buf[%c0] : memref<1xi64>
    %m = arith.muli %v, %k : i64
    %w = arith.addi %m, %seed : i64
    memref.store %w, %buf[%c0] : memref<1xi64>
  }}
{extra}  return %r : i64
}}
"
    )
}

/// A scratch folder for this test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "bufjit-bench-baseline-{}-{name}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Serializes the benchmark runs: the tests of this file run on parallel threads, and two
/// benchmarks at once would time each other's load.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn bench(file: &PathBuf, args: &[&str]) -> Output {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .arg("bench")
        .arg(file)
        .args([
            "--variants=generic",
            "--warm-up-time",
            "0.05",
            "--measurement-time",
            "0.3",
            "--sample-size",
            "20",
        ])
        .args(args)
        .output()
        .unwrap()
}

fn text(out: &Output) -> String {
    format!(
        "status {:?}\nstdout:\n{}\nstderr:\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

const ITERATIONS: u64 = 1_000_000;

#[test]
fn the_baseline_gate_passes_the_same_kernel_and_fails_a_much_slower_one() {
    let dir = scratch("time");
    let (fast, slow) = (dir.join("loop.mlir"), dir.join("loop_10x.mlir"));
    std::fs::write(&fast, kernel(ITERATIONS, false)).unwrap();
    std::fs::write(&slow, kernel(10 * ITERATIONS, false)).unwrap();
    let saved = dir.join("baseline.json");
    let saved_s = saved.to_string_lossy().into_owned();

    let out = bench(&fast, &["--save-baseline", &saved_s]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&saved).unwrap()).unwrap();
    assert_eq!(json["schema"], "bufjit-baseline/1");
    let v = &json["variants"][0];
    assert_eq!(v["name"], "generic");
    assert_eq!(v["samples_ns"].as_array().unwrap().len(), 20);
    assert!(v["allocations"].as_u64().unwrap() >= 1, "{json}");
    assert!(v["helper_calls"].is_u64() && v["copies"].is_u64() && v["frees"].is_u64());

    // The same kernel: no regression, the comparison is printed.
    let out = bench(&fast, &["--baseline", &saved_s, "--max-regression", "50"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("change against baseline"), "{stdout}");
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("generic ") && l.contains('%')),
        "{stdout}"
    );

    // Ten times slower behind the same names: the time gate fails, and the plot draws both.
    let svg = dir.join("compare.svg");
    let out = bench(
        &slow,
        &[
            "--baseline",
            &saved_s,
            "--max-regression",
            "50",
            "--plot",
            &svg.to_string_lossy(),
        ],
    );
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("regression: generic: median time +"),
        "{stderr}"
    );
    let plot = std::fs::read_to_string(&svg).unwrap();
    assert!(plot.contains("baseline") && plot.contains("now") && plot.contains("generic"));
    // Every sample of both runs is a point.
    assert!(plot.matches("<circle").count() >= 40, "{plot}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn one_more_allocation_per_call_fails_the_count_gate() {
    let dir = scratch("count");
    let (base, more) = (dir.join("loop.mlir"), dir.join("loop_alloc.mlir"));
    // Small work: the count rule is exact and needs no long samples.
    std::fs::write(&base, kernel(ITERATIONS / 10, false)).unwrap();
    std::fs::write(&more, kernel(ITERATIONS / 10, true)).unwrap();
    let saved = dir.join("baseline.json").to_string_lossy().into_owned();
    let out = bench(&base, &["--save-baseline", &saved]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    // A generous time limit: only the counts can fail this comparison.
    let out = bench(&more, &["--baseline", &saved, "--max-regression", "1000"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("regression: generic: allocations per call grew"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_missing_or_foreign_baseline_is_an_error() {
    let dir = scratch("bad");
    let k = dir.join("loop.mlir");
    std::fs::write(&k, kernel(1000, false)).unwrap();
    let out = bench(
        &k,
        &["--baseline", &dir.join("none.json").to_string_lossy()],
    );
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("could not read baseline"));
    let foreign = dir.join("foreign.json");
    std::fs::write(&foreign, "{\"schema\":\"bufjit-bench/1\"}").unwrap();
    let out = bench(&k, &["--baseline", &foreign.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let _ = std::fs::remove_dir_all(&dir);
}
