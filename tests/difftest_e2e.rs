//! The reference interpreter against the JIT on the whole end-to-end suite: every
//! `bufjit run` RUN line of `tests/e2e/*.mlir` runs once as written (the JIT) and once with
//! `--engine=interp`; exit status, program output and diagnostics/allocator report (buffer
//! addresses masked) must agree. Also checks `--trace`.

use std::path::Path;
use std::process::Command;

use bufjit::testgen::difftest::{mask_addresses, mask_after};

/// Site ids number sites in registration order, which differs between the engines (the JIT
/// registers at compile time, the interpreter at first execution): mask them in JSON reports.
fn mask_site_ids(s: &str) -> String {
    mask_after(s, "\"id\":", |c| c.is_ascii_digit(), "N")
}

fn run(cmd: &str) -> (i32, String, String) {
    let out = Command::new("sh")
        .arg("-c")
        .arg(cmd)
        .output()
        .expect("spawn sh");
    (
        out.status.code().unwrap_or(-1),
        mask_site_ids(&mask_addresses(&String::from_utf8_lossy(&out.stdout))),
        mask_site_ids(&mask_addresses(&String::from_utf8_lossy(&out.stderr))),
    )
}

/// The `bufjit run ...` commands of a file's RUN lines (up to the first pipe or redirect).
fn run_commands(file: &Path, text: &str) -> Vec<String> {
    let bin = env!("CARGO_BIN_EXE_bufjit");
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(i) = line.find("RUN:") else { continue };
        let cmd = line[i + 4..].trim().trim_start_matches("not ").trim();
        let Some(args) = cmd.strip_prefix("bufjit run ") else {
            continue;
        };
        if args.contains("--engine") {
            // Already an interpreter run line.
            continue;
        }
        let args = args.split('|').next().unwrap_or("");
        let args = args.replace("2>&1", "");
        let args = args.replace("%s", &file.display().to_string());
        out.push(format!("{bin} run {}", args.trim()));
    }
    out
}

#[test]
fn interpreter_matches_the_jit_on_every_e2e_run_line() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let mut checked = 0;
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        if text.contains("// bufjit-engines: jit-only") {
            // Reports only the JIT's signal handling gives (stack overflow, wild access).
            continue;
        }
        for cmd in run_commands(f, &text) {
            let jit = run(&cmd);
            let interp = run(&format!("{cmd} --engine=interp"));
            checked += 1;
            // A read of freed memory sees whatever the allocator left there: compare only
            // the verdict for the use-after-free program's reference run.
            let (jit, interp) =
                if f.ends_with("neg-use-after-free.mlir") && !cmd.contains("quarantine") {
                    (
                        (jit.0, String::new(), jit.2),
                        (interp.0, String::new(), interp.2),
                    )
                } else {
                    (jit, interp)
                };
            if jit != interp {
                failures.push(format!(
                    "{cmd}\n--- jit (exit {}):\n{}{}\n--- interp (exit {}):\n{}{}",
                    jit.0, jit.1, jit.2, interp.0, interp.1, interp.2
                ));
            }
        }
    }
    assert!(checked >= 60, "expected the e2e RUN lines, found {checked}");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn trace_prints_every_executed_op() {
    let dir = std::env::temp_dir().join(format!("bufjit-trace-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.mlir");
    std::fs::write(
        &file,
        "func.func @main() -> i64 {\n  %c2 = arith.constant 2 : i64\n  %0 = scf.for %i = %c2 to %c2 step %c2 iter_args(%a = %c2) -> (i64) : i64 {\n    scf.yield %a : i64\n  }\n  %1 = arith.muli %0, %c2 : i64\n  return %1 : i64\n}\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .arg("run")
        .arg(&file)
        .args(["-entry-point-result=i64", "--engine=interp", "--trace"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout, "4\n");
    let name = file.display().to_string();
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(
        lines,
        vec![
            format!("{name}:2:9: arith.constant -> 2"),
            format!("{name}:3:8: scf.for -> 2"),
            format!("{name}:6:8: arith.muli -> 4"),
            format!("{name}:7:3: func.return"),
        ]
    );
    let _ = std::fs::remove_dir_all(&dir);
}
