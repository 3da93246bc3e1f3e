//! Code generation compiles function bodies on several threads (`codegen::parallel`): the
//! object file must not depend on how many. Each benchmark kernel and the matmul benchmark
//! (with `--pipeline=default`, at `-O0` and `-O3`) is compiled by the `bufjit` binary with
//! `BUFJIT_THREADS=1` (everything on one thread) and `BUFJIT_THREADS=3`, and the two object
//! files are compared byte for byte. Also checks the compile timeline
//! (`BUFJIT_COMPILE_TIMELINE`).

use std::path::{Path, PathBuf};
use std::process::Command;

fn compile(file: &Path, level: &str, threads: &str, out: &Path) {
    let status = Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .args(["compile", "--pipeline=default", level, "-o"])
        .arg(out)
        .arg(file)
        .env("BUFJIT_THREADS", threads)
        .status()
        .expect("bufjit runs");
    assert!(status.success(), "{} {level} failed", file.display());
}

/// [`compile`] with `BUFJIT_COMPILE_TIMELINE=1` at `-O3`: the timeline it prints.
fn timeline(file: &Path, threads: &str, out: &Path) -> String {
    let run = Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .args(["compile", "--pipeline=default", "--O3", "-o"])
        .arg(out)
        .arg(file)
        .env("BUFJIT_COMPILE_TIMELINE", "1")
        .env("BUFJIT_THREADS", threads)
        .output()
        .expect("bufjit runs");
    assert!(run.status.success(), "{} failed", file.display());
    String::from_utf8_lossy(&run.stderr).into_owned()
}

#[test]
fn object_files_do_not_depend_on_the_number_of_threads() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("benches/kernels"))
        .expect("kernels")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    files.push(root.join("benches/linalg_matmul.mlir"));
    let dir = std::env::temp_dir().join(format!("bufjit-threads-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for f in &files {
        for level in ["--O0", "--O3"] {
            let (one, three) = (dir.join("one.o"), dir.join("three.o"));
            compile(f, level, "1", &one);
            compile(f, level, "3", &three);
            let (a, b) = (
                std::fs::read(&one).expect("one"),
                std::fs::read(&three).expect("three"),
            );
            assert!(a == b, "{} {level}: the object files differ", f.display());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `BUFJIT_COMPILE_TIMELINE=1` prints, per compile, every function lowered and its job's start
/// and end, on the thread that compiled it; the object file is the same as without it.
#[test]
fn the_compile_timeline_lists_each_job_once() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let file = root.join("benches/kernels/conv2d_nhwc.mlir");
    let dir = std::env::temp_dir().join(format!("bufjit-timeline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let (with, without) = (dir.join("with.o"), dir.join("without.o"));
    let text = timeline(&file, "2", &with);
    compile(&file, "--O3", "2", &without);
    assert!(text.starts_with("bufjit: compile timeline"), "{text}");
    for event in [
        "main: verified",
        "lowered @conv (",
        "all jobs compiled",
        "main: done",
    ] {
        assert!(text.contains(event), "no '{event}' in\n{text}");
    }
    // Each submitted job starts and ends exactly once.
    let jobs = text.matches(", job ").count();
    assert!(jobs >= 5, "{text}");
    for j in 0..jobs {
        assert_eq!(
            text.matches(&format!(": job {j} started\n")).count(),
            1,
            "{text}"
        );
        assert_eq!(
            text.matches(&format!(": job {j} done\n")).count(),
            1,
            "{text}"
        );
    }
    assert_eq!(
        std::fs::read(&with).expect("with"),
        std::fs::read(&without).expect("without")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The timeline of `benches/kernels/{kernel}.mlir` compiled at `-O3` on two threads.
fn kernel_timeline(kernel: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let file = root.join(format!("benches/kernels/{kernel}.mlir"));
    let dir = std::env::temp_dir().join(format!("bufjit-{kernel}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let text = timeline(&file, "2", &dir.join("m.o"));
    let _ = std::fs::remove_dir_all(&dir);
    text
}

/// The position and text of the line of `text` (a timeline) reporting `@f` lowered.
fn lowered<'a>(text: &'a str, f: &str) -> (usize, &'a str) {
    text.lines()
        .enumerate()
        .find(|(_, l)| l.contains(&format!("lowered @{f} (")))
        .unwrap_or_else(|| panic!("no @{f} in\n{text}"))
}

/// A run-once optimized function whose heavy nests went into functions of their own is
/// compiled with the fast settings when what is left does little work per op (the matvec
/// kernel's fill, loop of calls, reduction and deallocations), its nests optimized.
#[test]
fn a_light_remainder_of_split_nests_is_compiled_fast() {
    let text = kernel_timeline("matvec_f32");
    let line = |f: &str| lowered(&text, f).1;
    assert!(line("kernel").contains("fast tier"), "{text}");
    assert!(!line("kernel_nest0").contains("fast tier"), "{text}");
    // @matvec runs 60 times; its nest does 427,000 multiply-adds per call.
    assert!(line("matvec").contains("fast tier"), "{text}");
    assert!(!line("matvec_nest0").contains("fast tier"), "{text}");
}

/// A function called repeatedly whose loop nest does much work per call (the convolution,
/// versioned on its arguments' overlap) has the promoted nest moved into a function of its
/// own, optimized and lowered first; what stays (the overlap test, the calls of the two
/// copies, the clone of the returned buffer) is compiled with the fast settings.
#[test]
fn the_hot_nest_of_a_repeated_function_gets_a_function_of_its_own() {
    let text = kernel_timeline("conv2d_nhwc");
    let (nest, nest_line) = lowered(&text, "conv_nest0");
    let (conv, conv_line) = lowered(&text, "conv");
    assert!(!nest_line.contains("fast tier"), "{text}");
    assert!(
        lowered(&text, "conv_cold0").1.contains("fast tier"),
        "{text}"
    );
    assert!(conv_line.contains("fast tier"), "{text}");
    assert!(nest < conv, "{text}");
}
