//! `-O0` and `-O3` must agree: every end-to-end program (`tests/e2e/`, `tests/e2e/live-buffers/`,
//! `benches/kernels/` with fewer iterations, `examples/`) is run with the flags of its first
//! `bufjit run` RUN line (or `-e main`) at both levels; the exit status, the program's output
//! (buffer addresses blanked) and the allocator's verdict line must be identical. `-O1` and
//! above run the mid-level optimisations of `src/transforms/opt/` (scalar promotion, loop
//! versioning), `-O0` does not, so this checks that they never change what a program does,
//! including its leaks, double frees and runtime errors (the `neg-*` programs).

use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_bufjit");

/// Output with `base@ = 0x...` addresses and timings blanked.
fn normalized(out: &str) -> String {
    let mut s = String::with_capacity(out.len());
    let mut rest = out;
    while let Some(i) = rest.find("0x") {
        s.push_str(&rest[..i]);
        s.push_str("ADDR");
        rest = rest[i + 2..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
    }
    s.push_str(rest);
    // The recursion depth of a stack overflow depends on the frame size, which the level
    // changes: compare the report without it.
    const DEPTH: &str = "recursion depth of ";
    if let Some(i) = s.find(DEPTH) {
        let start = i + DEPTH.len();
        let digits = s[start..].chars().take_while(char::is_ascii_digit).count();
        s.replace_range(start..start + digits, "N");
    }
    s
}

/// The arguments of the first RUN line of the form `bufjit run %s ...` (with or without
/// `not`), up to the first pipe, without `%s` and `-O` flags.
fn run_args(text: &str) -> Vec<String> {
    for line in text.lines() {
        let Some(rest) = line.trim_start().strip_prefix("// RUN:") else {
            continue;
        };
        let cmd = rest.split('|').next().unwrap_or("").trim();
        let cmd = cmd.strip_prefix("not ").unwrap_or(cmd).trim();
        let Some(args) = cmd.strip_prefix("bufjit run %s") else {
            continue;
        };
        return args
            .split_whitespace()
            .filter(|a| !a.starts_with("-O") && !a.starts_with("2>"))
            .map(str::to_string)
            .collect();
    }
    vec![
        "-e".into(),
        "main".into(),
        "-entry-point-result=void".into(),
    ]
}

fn run(file: &Path, args: &[String], level: &str) -> (i32, String, String) {
    let out = Command::new(BIN)
        .arg("run")
        .arg(file)
        .args(args)
        .arg(level)
        .arg("--report=text")
        .output()
        .expect("bufjit runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    // Diagnostics and the allocator's verdict, without the per-run timing lines.
    let verdict: Vec<&str> = stderr.lines().filter(|l| !l.contains("seconds")).collect();
    (
        out.status.code().unwrap_or(-1),
        normalized(&String::from_utf8_lossy(&out.stdout)),
        normalized(&verdict.join("\n")),
    )
}

fn programs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut v = Vec::new();
    for dir in ["tests/e2e", "tests/e2e/live-buffers", "examples"] {
        for e in std::fs::read_dir(root.join(dir)).expect("directory") {
            let p = e.expect("entry").path();
            if p.extension().is_some_and(|x| x == "mlir") {
                v.push(p);
            }
        }
    }
    v.sort();
    v
}

#[test]
fn o0_and_o3_agree_on_every_e2e_program() {
    let mut compared = 0;
    let mut failures = Vec::new();
    for p in programs() {
        let text = std::fs::read_to_string(&p).expect("readable");
        let args = run_args(&text);
        let a = run(&p, &args, "-O0");
        let b = run(&p, &args, "-O3");
        if a != b {
            failures.push(format!(
                "{}: -O0 gave {:?}\n-O3 gave {:?}",
                p.display(),
                a,
                b
            ));
        }
        compared += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(compared >= 40, "only {compared} programs compared");
}

/// The benchmark kernels (benches/kernels) with 1/1000 of their iterations (the checksums are what
/// the full runs print scaled down; both levels must agree and run clean). A kernel that
/// records `// CHECKSUM-SHRUNK: X` (what mlir-runner -O3 prints first for the shrunk program,
/// generated with MLIR 22 when the kernel was written) must print exactly that.
#[test]
fn o0_and_o3_agree_on_the_benchmark_kernels() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("bufjit-opt-levels-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut n = 0;
    let mut checked = 0;
    for e in std::fs::read_dir(root.join("benches/kernels")).expect("kernels") {
        let p = e.expect("entry").path();
        let text = std::fs::read_to_string(&p).expect("readable");
        let small = text
            .replace(
                "arith.constant 1000000 : index",
                "arith.constant 1000 : index",
            )
            .replace(
                "arith.constant 100000 : index",
                "arith.constant 100 : index",
            );
        let f = dir.join(p.file_name().expect("name"));
        std::fs::write(&f, small).expect("write");
        let args = vec![
            "-e".to_string(),
            "main".into(),
            "-entry-point-result=void".into(),
        ];
        let (sa, oa, va) = run(&f, &args, "-O0");
        let (sb, ob, vb) = run(&f, &args, "-O3");
        // The last line is the time.
        let first = |o: &str| o.lines().next().unwrap_or("").to_string();
        assert_eq!(
            (sa, first(&oa), &va),
            (sb, first(&ob), &vb),
            "{}",
            p.display()
        );
        assert_eq!(sa, 0, "{}: {va}", p.display());
        if let Some(want) = text
            .lines()
            .find_map(|l| l.strip_prefix("// CHECKSUM-SHRUNK:"))
        {
            assert_eq!(first(&oa), want.trim(), "{}: LLVM's checksum", p.display());
            checked += 1;
        }
        n += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(n >= 22, "only {n} kernels");
    assert!(checked >= 17, "only {checked} kernels with LLVM's checksum");
}

/// Compile tiers (`src/codegen/tier.rs`) change how Cranelift compiles the functions that run
/// once, never what they do: `-O3` with and without them (`BUFJIT_TIERS=0`) must agree.
#[test]
fn compile_tiers_do_not_change_results() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for f in [
        "tests/e2e/compile-tiers.mlir",
        "tests/e2e/dealloc-pipeline-calls.mlir",
        "tests/e2e/control.mlir",
    ] {
        let p = root.join(f);
        let text = std::fs::read_to_string(&p).expect("readable");
        let args = run_args(&text);
        let tiered = run(&p, &args, "-O3");
        let out = Command::new(BIN)
            .env("BUFJIT_TIERS", "0")
            .arg("run")
            .arg(&p)
            .args(&args)
            .arg("-O3")
            .arg("--report=text")
            .output()
            .expect("bufjit runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        let verdict: Vec<&str> = stderr.lines().filter(|l| !l.contains("seconds")).collect();
        let untiered = (
            out.status.code().unwrap_or(-1),
            normalized(&String::from_utf8_lossy(&out.stdout)),
            normalized(&verdict.join("\n")),
        );
        assert_eq!(tiered, untiered, "{f}");
        assert_eq!(tiered.0, 0, "{f}: {}", tiered.2);
    }
}
