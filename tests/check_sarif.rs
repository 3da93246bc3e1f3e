//! `bufjit check` as a CI matrix runs it: a mixed suite (clean kernels, one with two entry
//! points, a leak, two double frees) written to a temporary directory, split into three shards
//! (disjoint, together the whole suite, chosen by flags or by the environment, bad values
//! rejected before anything runs), and its SARIF 2.1.0 report (parsed with serde_json: schema,
//! version, the driver's rules, each result's rule, message and locations, nothing for the
//! clean files), plus `bufjit run --report=sarif`.

use serde_json::Value;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const CLEAN: &str = "func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
";

const TWO_ENTRIES: &str = "// bufjit-entry: @first, @second
func.func @first() {
  return
}
func.func @second() {
  %a = memref.alloc() : memref<2xi64>
  memref.dealloc %a : memref<2xi64>
  return
}
";

/// Leaks the buffer allocated on line 3, column 8.
const LEAK: &str = "func.func @main() {
  %in = memref.alloc() : memref<4xf32>
  %scratch = memref.alloc() : memref<4xf32>
  memref.dealloc %in : memref<4xf32>
  return
}
";

/// Allocates on line 2, frees on line 3 and again on line 4.
const DOUBLE_FREE: &str = "func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
";

/// The suite: (path relative to the directory, text).
const SUITE: &[(&str, &str)] = &[
    ("clean.mlir", CLEAN),
    ("double-free.mlir", DOUBLE_FREE),
    ("leak.mlir", LEAK),
    ("more/clean2.mlir", CLEAN),
    ("more/double-free2.mlir", DOUBLE_FREE),
    ("more/two-entries.mlir", TWO_ENTRIES),
];

/// A fresh directory holding the suite, removed when dropped.
struct Suite(PathBuf);

impl Suite {
    fn new(tag: &str) -> Suite {
        let dir = std::env::temp_dir().join(format!("bufjit-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (name, text) in SUITE {
            let p = dir.join(name);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        Suite(dir)
    }
}

impl Drop for Suite {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `bufjit ARGS` in `dir`, with the shard variables set to `env` (and unset otherwise).
fn bufjit(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bufjit"));
    cmd.current_dir(dir)
        .args(args)
        .env_remove("BUFJIT_NUM_SHARDS")
        .env_remove("BUFJIT_RUN_SHARD");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("run bufjit")
}

fn read_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap();
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The (file, entry) pairs of a `bufjit check --report=json` report.
fn cases(report: &Value) -> BTreeSet<(String, String)> {
    let mut out = BTreeSet::new();
    for f in report["files"].as_array().unwrap() {
        let file = f["file"].as_str().unwrap().trim_start_matches("./");
        for e in f["entries"].as_array().unwrap() {
            let entry = e["name"].as_str().unwrap().to_string();
            assert!(out.insert((file.to_string(), entry)), "{report}");
        }
    }
    out
}

/// One shard's cases, checking its summary line.
fn shard(dir: &Path, k: usize, flags: &[&str], env: &[(&str, &str)]) -> BTreeSet<(String, String)> {
    let json = dir.join(format!("shard{k}.json"));
    let mut args = vec!["check", ".", "--report=json", "-o", json.to_str().unwrap()];
    args.extend(flags);
    let out = bufjit(dir, &args, env);
    let stdout = String::from_utf8(out.stdout).unwrap();
    let last = stdout.lines().last().unwrap_or("");
    assert!(last.ends_with(&format!("(shard {k}/3)")), "{stdout}");
    let cases = cases(&read_json(&json));
    let failed = cases
        .iter()
        .any(|(f, _)| f.contains("double-free") || f == "leak.mlir");
    assert_eq!(out.status.code(), Some(i32::from(failed)), "{stdout}");
    cases
}

#[test]
fn three_shards_are_disjoint_and_cover_the_suite() {
    let suite = Suite::new("shards");
    let dir = &suite.0;
    let all = bufjit(dir, &["check", ".", "--report=json", "-o", "all.json"], &[]);
    assert_eq!(all.status.code(), Some(1));
    let every = cases(&read_json(&dir.join("all.json")));
    assert_eq!(every.len(), SUITE.len() + 1, "{every:?}");
    let files: BTreeSet<&str> = every.iter().map(|(f, _)| f.as_str()).collect();
    let expected: BTreeSet<&str> = SUITE.iter().map(|(f, _)| *f).collect();
    assert_eq!(files, expected);

    let mut union = BTreeSet::new();
    for k in 1..=3 {
        let ks = k.to_string();
        let by_flags = shard(dir, k, &["--num-shards", "3", "--run-shard", &ks], &[]);
        assert!(!by_flags.is_empty(), "shard {k} is empty");
        for c in &by_flags {
            assert!(union.insert(c.clone()), "{c:?} is in two shards");
        }
        // The environment chooses the same shard; a flag wins over it.
        let env = [
            ("BUFJIT_NUM_SHARDS", "3"),
            ("BUFJIT_RUN_SHARD", ks.as_str()),
        ];
        assert_eq!(shard(dir, k, &[], &env), by_flags);
        let wrong = [("BUFJIT_NUM_SHARDS", "3"), ("BUFJIT_RUN_SHARD", "9")];
        assert_eq!(shard(dir, k, &["--run-shard", &ks], &wrong), by_flags);
    }
    assert_eq!(union, every);
}

#[test]
fn bad_shards_are_rejected_before_anything_runs() {
    let suite = Suite::new("bad-shards");
    let dir = &suite.0;
    /// Flags and environment.
    type Case<'a> = (&'a [&'a str], &'a [(&'a str, &'a str)]);
    let bad: &[Case] = &[
        (&["--num-shards", "3", "--run-shard", "0"], &[]),
        (&["--num-shards", "3", "--run-shard", "4"], &[]),
        (&["--num-shards", "0", "--run-shard", "1"], &[]),
        (&["--num-shards", "3"], &[]),
        (&["--run-shard", "1"], &[]),
        (
            &[],
            &[("BUFJIT_NUM_SHARDS", "2"), ("BUFJIT_RUN_SHARD", "x")],
        ),
    ];
    for (flags, env) in bad {
        let mut args = vec!["check", "."];
        args.extend(*flags);
        let out = bufjit(dir, &args, env);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{flags:?} {env:?}");
        assert!(out.stdout.is_empty(), "{flags:?}: ran something");
        assert!(stderr.starts_with("error: "), "{stderr}");
    }
}

/// The `startLine` of a location object.
fn line_of(loc: &Value) -> u64 {
    loc["physicalLocation"]["region"]["startLine"]
        .as_u64()
        .unwrap()
}

fn uri_of(loc: &Value) -> &str {
    loc["physicalLocation"]["artifactLocation"]["uri"]
        .as_str()
        .unwrap()
}

/// Checks the log's envelope and returns its results.
fn results(log: &Value) -> Vec<Value> {
    assert_eq!(
        log["$schema"],
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    );
    assert_eq!(log["version"], "2.1.0");
    let runs = log["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 1);
    let driver = &runs[0]["tool"]["driver"];
    assert_eq!(driver["name"], "bufjit");
    assert_eq!(driver["version"], env!("CARGO_PKG_VERSION"));
    let rules: Vec<&str> = driver["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        rules,
        [
            "leak",
            "double-free",
            "invalid-free",
            "use-after-free",
            "out-of-bounds",
            "runtime-error",
            "timeout"
        ]
    );
    runs[0]["results"].as_array().unwrap().clone()
}

#[test]
fn sarif_names_the_leak_and_each_double_free() {
    let suite = Suite::new("sarif");
    let dir = &suite.0;
    let out = bufjit(
        dir,
        &["check", ".", "--report=sarif", "-o", "out.sarif"],
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.ends_with("3 passed, 3 failed\n"), "{stdout}");
    let log = read_json(&dir.join("out.sarif"));
    let results = results(&log);
    assert_eq!(results.len(), 3, "{log:#}");
    let mut double_frees = BTreeSet::new();
    for r in &results {
        let loc = &r["locations"][0];
        let uri = uri_of(loc);
        let text = r["message"]["text"].as_str().unwrap();
        assert!(
            !uri.contains("clean") && !uri.contains("two-entries"),
            "{r}"
        );
        assert!(!uri.starts_with('/') && !uri.starts_with("./"), "{uri}");
        match r["ruleId"].as_str().unwrap() {
            "leak" => {
                assert_eq!(uri, "leak.mlir");
                assert!(text.starts_with("bufjit: error: leak: 1 block (16 bytes)"));
                // The allocation that leaks: `%scratch = memref.alloc()`, line 3, column 14.
                assert_eq!(line_of(loc), 3);
                assert_eq!(loc["physicalLocation"]["region"]["startColumn"], 14);
            }
            "double-free" => {
                assert!(
                    text.starts_with("bufjit: error: double free of 0x"),
                    "{text}"
                );
                assert_eq!(line_of(loc), 4, "{r}");
                let related = r["relatedLocations"].as_array().unwrap();
                let lines: Vec<(u64, &str)> = related
                    .iter()
                    .map(|l| (line_of(l), l["message"]["text"].as_str().unwrap()))
                    .collect();
                assert_eq!(lines, [(2, "allocated here"), (3, "first freed here")]);
                assert!(related.iter().all(|l| uri_of(l) == uri));
                double_frees.insert(uri.to_string());
            }
            other => panic!("unexpected rule {other}: {r}"),
        }
    }
    let expected: BTreeSet<String> = ["double-free.mlir", "more/double-free2.mlir"]
        .map(String::from)
        .into();
    assert_eq!(double_frees, expected);

    // One shard's SARIF holds only that shard's findings.
    let mut total = 0;
    for k in ["1", "2", "3"] {
        let args = [
            "check",
            ".",
            "--report=sarif",
            "-o",
            "s.sarif",
            "--num-shards",
            "3",
            "--run-shard",
            k,
        ];
        bufjit(dir, &args, &[]);
        total += self::results(&read_json(&dir.join("s.sarif"))).len();
    }
    assert_eq!(total, 3);
}

#[test]
fn run_writes_sarif() {
    let suite = Suite::new("run-sarif");
    let dir = &suite.0;
    let out = bufjit(
        dir,
        &["run", "leak.mlir", "--report=sarif", "-o", "r.sarif"],
        &[],
    );
    assert_eq!(out.status.code(), Some(2));
    let r = results(&read_json(&dir.join("r.sarif")));
    assert_eq!(r.len(), 1);
    assert_eq!(r[0]["ruleId"], "leak");
    assert_eq!(line_of(&r[0]["locations"][0]), 3);

    // Clean: an empty result list (on stderr without `-o`).
    let out = bufjit(dir, &["run", "clean.mlir", "--report=sarif"], &[]);
    assert_eq!(out.status.code(), Some(0));
    let log: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert!(results(&log).is_empty());
}
