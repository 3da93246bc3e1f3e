//! Both deallocation strategies on every end-to-end program: each program in `tests/e2e/`,
//! `tests/strategies/` and `examples/` that runs clean under the ownership pipeline
//! (`bufjit run --pipeline=default`) must run clean under MLIR 16's clone-based pipeline
//! (`--pipeline=clone`) and under the ownership pipeline with MLIR's heap helper lowering, with
//! the same output. Programs the ownership pipeline rejects (hand-written deallocs, unsupported
//! ops) are skipped; the test fails if fewer than eight programs were compared. It also checks
//! `bufjit compare`'s counts on `tests/strategies/copies.mlir`, whose copies are counted by
//! hand in the file's comment.

use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_bufjit");

fn run(file: &Path, entry: &str, result: Option<&str>, pipeline: &str) -> (i32, String) {
    let mut c = Command::new(BIN);
    c.arg("run").arg(file).args(["-e", entry]);
    if let Some(r) = result {
        c.arg(format!("-entry-point-result={r}"));
    }
    c.arg(format!("--pipeline={pipeline}"));
    let out = c.output().expect("bufjit runs");
    (
        out.status.code().unwrap_or(-1),
        without_addresses(&String::from_utf8_lossy(&out.stdout)),
    )
}

/// The output with the buffer addresses `printMemref*` prints (`base@ = 0x...`) blanked: they
/// differ between runs and strategies.
fn without_addresses(out: &str) -> String {
    let mut s = String::with_capacity(out.len());
    let mut rest = out;
    while let Some(i) = rest.find("base@ = 0x") {
        s.push_str(&rest[..i + "base@ = ".len()]);
        s.push_str("ADDR");
        rest = rest[i + "base@ = 0x".len()..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
    }
    s.push_str(rest);
    s
}

fn programs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut v = Vec::new();
    for dir in ["tests/e2e", "tests/strategies", "examples"] {
        for e in std::fs::read_dir(root.join(dir)).expect("directory") {
            let p = e.expect("entry").path();
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            if p.extension().is_some_and(|x| x == "mlir") && !name.starts_with("neg-") {
                v.push(p);
            }
        }
    }
    v.sort();
    v
}

/// The entry point and result type from the file's first `bufjit run` RUN line.
fn entry_of(text: &str) -> (String, Option<String>) {
    let run = text
        .lines()
        .find(|l| l.contains("RUN: bufjit run"))
        .unwrap_or("");
    let words: Vec<&str> = run.split_whitespace().collect();
    let entry = words
        .iter()
        .position(|&w| w == "-e")
        .and_then(|i| words.get(i + 1))
        .unwrap_or(&"main")
        .to_string();
    let result = words
        .iter()
        .find_map(|w| w.strip_prefix("-entry-point-result="))
        .map(str::to_string);
    (entry, result)
}

#[test]
fn every_program_runs_clean_under_both_strategies() {
    let heap = bufjit::transforms::pipeline::OWNERSHIP_HEAP_RUN_PIPELINE_TEXT;
    let mut compared = Vec::new();
    for p in programs() {
        let text = std::fs::read_to_string(&p).unwrap();
        let (entry, result) = entry_of(&text);
        let (code, own) = run(&p, &entry, result.as_deref(), "default");
        if code != 0 {
            continue;
        }
        // Programs MLIR 16's clone-based pass rejects (e.g. scf.parallel reductions) say so.
        let no_clone = text.contains("bufjit-strategies: no-clone");
        for pipeline in ["clone", heap] {
            if no_clone && pipeline == "clone" {
                continue;
            }
            let (c, out) = run(&p, &entry, result.as_deref(), pipeline);
            assert_eq!(c, 0, "{} under {pipeline}: exit {c}", p.display());
            assert_eq!(
                out,
                own,
                "{} under {pipeline}: different output",
                p.display()
            );
        }
        compared.push(p);
    }
    assert!(
        compared.len() >= 8,
        "only {} programs compared: {compared:?}",
        compared.len()
    );
}

fn field(json: &str, strategy: &str, key: &str) -> u64 {
    let at = json
        .find(&format!("\"strategy\":\"{strategy}\""))
        .expect("strategy row");
    let row = &json[at..];
    let row = &row[..row.find('}').unwrap()];
    let k = format!("\"{key}\":");
    let v = &row[row.find(&k).expect("key") + k.len()..];
    v.chars()
        .take_while(|c| c.is_ascii_digit())
        .collect::<String>()
        .parse()
        .unwrap()
}

#[test]
fn compare_counts_copies_by_hand() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/strategies/copies.mlir");
    let out = Command::new(BIN)
        .arg("compare")
        .arg(&file)
        .args(["--json", "--repeat", "3"])
        .output()
        .expect("bufjit compare runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json = String::from_utf8_lossy(&out.stdout);
    // Clone strategy: 5 calls, each one allocation plus a clone (3 calls) or a second
    // allocation (2 calls); 3 copies of 16 bytes.
    assert_eq!(field(&json, "clone", "allocations"), 10);
    assert_eq!(field(&json, "clone", "frees"), 10);
    assert_eq!(field(&json, "clone", "copies"), 3);
    assert_eq!(field(&json, "clone", "bytes_copied"), 48);
    assert_eq!(field(&json, "clone", "helper_calls"), 0);
    // At most two 16-byte buffers are live at once.
    assert_eq!(field(&json, "clone", "peak_bytes"), 32);
    // Ownership strategy: no copies; one generic helper call per call of @merge.
    for s in ["ownership/heap", "ownership/stack"] {
        assert_eq!(field(&json, s, "copies"), 0, "{s}");
        assert_eq!(field(&json, s, "helper_calls"), 5, "{s}");
    }
    // The stack lowering allocates only the buffers; the heap lowering also its lists.
    assert_eq!(field(&json, "ownership/stack", "allocations"), 7);
    assert!(field(&json, "ownership/heap", "allocations") > 7);
    assert!(json.matches("\"clean\":true").count() == 3);
}
