//! Every end-to-end program with `scf` control flow, lowered to unstructured `cf` loops first
//! (`bufjit opt --convert-scf-to-cf`), must behave as before under the ownership-based
//! deallocation: each `bufjit run` RUN line of `tests/e2e/*.mlir` that uses the default
//! pipeline (`--pipeline=default`, or `auto` on an input that allocates without freeing) runs
//! on the original and on the lowered program; exit status, output and allocator report
//! (addresses masked) must agree, and the allocator must report no leak and no double free.

use std::path::Path;
use std::process::Command;

use bufjit::testgen::difftest::mask_addresses;

fn run(cmd: &str) -> (i32, String, String) {
    let out = Command::new("sh")
        .arg("-c")
        .arg(cmd)
        .output()
        .expect("spawn sh");
    (
        out.status.code().unwrap_or(-1),
        mask_addresses(&String::from_utf8_lossy(&out.stdout)),
        mask_addresses(&String::from_utf8_lossy(&out.stderr)),
    )
}

/// The arguments of a file's successful `bufjit run` RUN lines that use the default pipeline.
fn run_args(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(i) = line.find("RUN:") else { continue };
        let cmd = line[i + 4..].trim();
        let Some(args) = cmd.strip_prefix("bufjit run ") else {
            continue;
        };
        let args = args.split('|').next().unwrap_or("").replace("2>&1", "");
        let pipeline_ok = !args.contains("--pipeline") || args.contains("--pipeline=default");
        if pipeline_ok && !args.contains("--engine") {
            out.push(args.trim().to_string());
        }
    }
    out
}

#[test]
fn e2e_programs_lowered_to_cf_loops_run_the_same_and_clean() {
    let bin = env!("CARGO_BIN_EXE_bufjit");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e");
    let tmp = std::env::temp_dir().join(format!("bufjit-cfloops-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let (mut checked, mut with_loops) = (0, 0);
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        if !text.contains("scf.") {
            continue;
        }
        let lowered = tmp.join(f.file_name().unwrap());
        let conv = run(&format!(
            "{bin} opt {} --convert-scf-to-cf -o {}",
            f.display(),
            lowered.display()
        ));
        assert_eq!(conv.0, 0, "{}: {}", f.display(), conv.2);
        let low_text = std::fs::read_to_string(&lowered).unwrap();
        if low_text.contains("cf.cond_br") {
            with_loops += 1;
        }
        for args in run_args(&text) {
            let name = f.display().to_string();
            let before = run(&format!("{bin} run {}", args.replace("%s", &name)));
            let low_name = lowered.display().to_string();
            let after = run(&format!("{bin} run {}", args.replace("%s", &low_name)));
            checked += 1;
            let after_masked = (after.0, after.1.clone(), after.2.replace(&low_name, &name));
            if before.0 != 0 || before != after_masked {
                failures.push(format!(
                    "{name}: run {args}\n--- scf (exit {}):\n{}{}\n--- cf (exit {}):\n{}{}",
                    before.0, before.1, before.2, after.0, after.1, after.2
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(checked >= 20, "expected the e2e RUN lines, found {checked}");
    assert!(
        with_loops >= 15,
        "expected lowered loops, found {with_loops}"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
