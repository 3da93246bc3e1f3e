//! The JIT's Rust embedding API and the `bufjit run/check/compile` exit codes.
//!
//! Why this exists: the CLI file tests (tests/e2e) check what a program prints; these check
//! what an embedder relies on — typed lookup, slices in, owned memrefs out, the allocator
//! balance — and the process-level contract (distinct exit codes, AArch64 objects).

use bufjit::codegen::engine::{report, ValKind};
use bufjit::codegen::types::Scalar;
use bufjit::{assert_balanced, Arg, CodegenOptions, Jit, MemRefArg, OwnedMemRef, RetVal};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// The global tracker is process-wide: tests that allocate through it run one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

const KERNELS: &str = r#"
func.func @axpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %xv = memref.load %x[%i] : memref<?xf32>
    %yv = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xv : f32
    %s = arith.addf %p, %yv : f32
    memref.store %s, %y[%i] : memref<?xf32>
  }
  return
}

func.func @trace(%m: memref<?x?xf64, strided<[?, ?], offset: ?>>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %z = arith.constant 0.0 : f64
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %v = memref.load %m[%i, %i] : memref<?x?xf64, strided<[?, ?], offset: ?>>
    %s = arith.addf %acc, %v : f64
    scf.yield %s : f64
  }
  return %t : f64
}

func.func @iota(%n: index) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}

func.func @scratch(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%n) : memref<?xi64>
  %v = arith.constant 5 : i64
  memref.store %v, %m[%c0] : memref<?xi64>
  %r = memref.load %m[%c0] : memref<?xi64>
  memref.dealloc %m : memref<?xi64>
  return %r : i64
}

func.func @leaky(%n: index) {
  %m = memref.alloc(%n) : memref<?xi64>
  return
}

func.func @add(%a: i32, %b: i32) -> i32 {
  %r = arith.addi %a, %b : i32
  return %r : i32
}
"#;

fn jit() -> Jit {
    Jit::compile_str("kernels.mlir", KERNELS, &CodegenOptions::default()).expect("compiles")
}

#[test]
fn typed_scalar_call() {
    let j = jit();
    let add = j.func::<(i32, i32), i32>("add").unwrap();
    assert_eq!(add.call((40, 2)), 42);
    assert_eq!(add.call((i32::MAX, 1)), i32::MIN);
    // Wrong signatures are rejected at lookup.
    assert!(j.func::<(i64, i32), i32>("add").is_err());
    assert!(j.func::<(i32, i32), f32>("add").is_err());
    assert!(j.func::<(), ()>("nope").is_err());
    let f = j.function("add").unwrap();
    assert_eq!(f.inputs, vec![ValKind::Scalar(Scalar::I32); 2]);
}

#[test]
fn memref_arguments_from_slices() {
    let j = jit();
    let x = vec![1.0f32, 2.0, 3.0, 4.0];
    let mut xs = x.clone();
    let mut y = vec![10.0f32; 4];
    let xa = MemRefArg::new(&mut xs, &[4]).unwrap();
    let ya = MemRefArg::new(&mut y, &[4]).unwrap();
    j.call("axpy", &[Arg::F32(2.0), Arg::MemRef(xa), Arg::MemRef(ya)])
        .unwrap();
    assert_eq!(y, vec![12.0, 14.0, 16.0, 18.0]);

    // A strided view: the trace of the 3x3 matrix inside a 4x4 buffer at offset 5.
    let mut buf: Vec<f64> = (0..16).map(|v| v as f64).collect();
    let view = MemRefArg::strided(&mut buf, &[3, 3], &[4, 1], 5).unwrap();
    let trace = j.func::<(MemRefArg,), f64>("trace").unwrap();
    assert_eq!(trace.call((view,)), 5.0 + 10.0 + 15.0);

    // Views that overrun the slice are refused.
    let mut small = vec![0f64; 4];
    assert!(MemRefArg::strided(&mut small, &[3, 3], &[4, 1], 0).is_err());
    // Kind mismatches are call errors, not crashes.
    let mut ints = vec![0i32; 4];
    let bad = MemRefArg::new(&mut ints, &[4]).unwrap();
    assert!(j.call("trace", &[Arg::MemRef(bad)]).is_err());
}

#[test]
fn returned_memrefs_are_owned_and_balanced() {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let j = jit();
    let iota = j.func::<(i64,), OwnedMemRef>("iota").unwrap();
    let out = assert_balanced(|| {
        let m = iota.call((5i64,));
        assert_eq!(m.sizes(), &[5]);
        assert_eq!(m.strides(), &[1]);
        m.to_vec::<i64>().unwrap()
        // `m` is dropped here and frees the buffer through the checked allocator.
    })
    .expect("iota's buffer is freed when the OwnedMemRef drops");
    assert_eq!(out, vec![0, 1, 2, 3, 4]);

    let scratch = j.func::<(i64,), i64>("scratch").unwrap();
    assert_eq!(assert_balanced(|| scratch.call((16i64,))).unwrap(), 5);

    let leaky = j.func::<(i64,), ()>("leaky").unwrap();
    let bal = assert_balanced(|| leaky.call((16i64,))).unwrap_err();
    assert_eq!(bal.allocations, 1);
    assert_eq!(bal.frees, 0);
    assert_eq!(bal.net_bytes(), 128);
    assert!(report().leaked_blocks() >= 1);
}

#[test]
fn untyped_call_reports_results() {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let j = jit();
    let r = j.call("iota", &[Arg::Index(3)]).unwrap();
    match &r[0] {
        RetVal::MemRef(m) => assert_eq!(m.to_vec::<i64>().unwrap(), vec![0, 1, 2]),
        other => panic!("unexpected {other:?}"),
    }
    assert!(j.call("iota", &[]).is_err());
    assert!(j.call("missing", &[]).is_err());
}

#[test]
fn compile_errors_are_diagnostics() {
    let e = Jit::compile_str(
        "bad.mlir",
        "func.func @f(%x: f80) -> f80 {\n  return %x : f80\n}\n",
        &CodegenOptions::default(),
    )
    .err()
    .unwrap();
    assert!(
        e.starts_with("bad.mlir:1:1: error: 'func.func' op unsupported element type 'f80'"),
        "{e}"
    );
    // Verification failures stop compilation before code generation.
    let e = Jit::compile_str(
        "bad.mlir",
        "func.func @f() -> i32 {\n  return\n}\n",
        &CodegenOptions::default(),
    )
    .err()
    .unwrap();
    assert!(e.contains("error:"), "{e}");
}

fn bufjit() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bufjit"))
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn run_code(file: &str, extra: &[&str]) -> i32 {
    let out = bufjit()
        .arg("run")
        .arg(root().join(file))
        .args(extra)
        .output()
        .unwrap();
    out.status.code().unwrap_or(-1)
}

#[test]
fn exit_codes_are_distinct() {
    assert_eq!(run_code("examples/matmul.mlir", &[]), 0);
    // (Run as given: `--pipeline=auto` would insert the missing deallocations.)
    assert_eq!(run_code("tests/e2e/neg-leak.mlir", &["--pipeline=none"]), 2);
    assert_eq!(run_code("tests/e2e/neg-double-free.mlir", &[]), 2);
    assert_eq!(
        run_code("tests/e2e/neg-double-free.mlir", &["--memcheck=stop"]),
        2
    );
    assert_eq!(run_code("tests/e2e/neg-free-alloca.mlir", &[]), 2);
    assert_eq!(run_code("tests/e2e/neg-interior-free.mlir", &[]), 2);
    assert_eq!(run_code("tests/e2e/neg-assert.mlir", &[]), 3);
    assert_eq!(
        run_code("tests/e2e/neg-div-zero.mlir", &["-entry-point-result=i32"]),
        3
    );
    assert_eq!(
        run_code("tests/e2e/neg-compile-errors.mlir", &["--pipeline=none"]),
        1
    );
    assert_eq!(
        run_code("tests/e2e/neg-unsupported-type.mlir", &["-e", "wide"]),
        1
    );
    // A leak is not an error with checking off.
    assert_eq!(
        run_code(
            "tests/e2e/neg-leak.mlir",
            &["--memcheck=off", "--pipeline=none"]
        ),
        0
    );
}

#[test]
fn json_report() {
    let out = bufjit()
        .arg("run")
        .arg(root().join("tests/e2e/neg-leak.mlir"))
        .arg("--pipeline=none")
        .arg("--report=json")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("\"schema\": \"bufjit-runtime-report/1\"")
            || err.contains("\"schema\":\"bufjit-runtime-report/1\""),
        "{err}"
    );
    assert!(err.contains("neg-leak.mlir:10:10"), "{err}");
}

fn examples() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("examples"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    v.sort();
    v
}

#[test]
fn every_example_compiles_for_aarch64() {
    let dir = std::env::temp_dir().join(format!("bufjit-aarch64-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for ex in examples() {
        let obj = dir.join(ex.file_name().unwrap()).with_extension("o");
        let out = bufjit()
            .arg("compile")
            .arg(&ex)
            .arg("-o")
            .arg(&obj)
            .arg("--target")
            .arg("aarch64-unknown-linux-gnu")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}: {}",
            ex.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        let bytes = std::fs::read(&obj).unwrap();
        assert_eq!(&bytes[..4], b"\x7fELF", "{}", ex.display());
        let machine = u16::from_le_bytes([bytes[18], bytes[19]]);
        assert_eq!(machine, 183, "{} is not an AArch64 object", ex.display());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--target host`: the host's machine with its CPU's features (the JIT's code), for reading
/// what `bufjit run` executes.
#[test]
fn compile_for_the_host_machine() {
    let dir = std::env::temp_dir().join(format!("bufjit-host-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let obj = dir.join("matmul.o");
    let out = bufjit()
        .arg("compile")
        .arg(root().join("examples/matmul.mlir"))
        .args(["--O3", "--target", "host", "-o"])
        .arg(&obj)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&obj).unwrap();
    assert_eq!(&bytes[..4], b"\x7fELF");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_prints_one_verdict_per_file() {
    let mut files: Vec<PathBuf> = examples()
        .into_iter()
        .filter(|p| !p.ends_with("branchy.mlir"))
        .collect();
    files.push(root().join("tests/e2e/neg-leak.mlir"));
    let out = bufjit().arg("check").args(&files).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.contains("PASS") && text.contains("matmul.mlir"),
        "{text}"
    );
    assert!(
        text.contains("FAIL") && text.contains("neg-leak.mlir"),
        "{text}"
    );
    assert!(text.contains("memory-violation"), "{text}");
    assert!(text.lines().last().unwrap().ends_with("1 failed"), "{text}");

    let out = bufjit()
        .arg("check")
        .arg("--report=json")
        .arg(root().join("examples/alloc_loop.mlir"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("\"schema\":\"bufjit-check/1\",\"passed\":1,\"failed\":0"),
        "{text}"
    );
}

/// `CodegenOptions::threads`: a kernel whose loops run on a pool (a loop over two argument
/// buffers, versioned on their overlap, and an integer `iter_args` sum) gives what it gives on
/// one thread.
#[test]
fn parallel_loops_on_threads_give_the_one_thread_results() {
    const SRC: &str = r#"
func.func @scale(%x: memref<?xi64>, %y: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i64
  %n = memref.dim %x, %c0 : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xi64>
    %a = arith.muli %v, %c3 : i64
    %b = arith.xori %a, %v : i64
    %c = arith.muli %b, %b : i64
    %d = arith.addi %c, %a : i64
    %e = arith.muli %d, %v : i64
    %f = arith.subi %e, %b : i64
    %g = arith.xori %f, %c : i64
    %h = arith.addi %g, %d : i64
    %k = arith.muli %h, %c3 : i64
    %l = arith.addi %k, %e : i64
    %m = arith.xori %l, %f : i64
    %o = arith.addi %m, %g : i64
    %p = arith.muli %o, %h : i64
    %q = arith.addi %p, %v : i64
    memref.store %q, %y[%i] : memref<?xi64>
  }
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i64 {
    %v = memref.load %y[%i] : memref<?xi64>
    %a = arith.muli %v, %c3 : i64
    %b = arith.xori %a, %v : i64
    %c = arith.muli %b, %b : i64
    %d = arith.addi %c, %a : i64
    %e = arith.muli %d, %v : i64
    %f = arith.subi %e, %b : i64
    %g = arith.xori %f, %c : i64
    %h = arith.addi %g, %d : i64
    %k = arith.muli %h, %c3 : i64
    %l = arith.addi %k, %e : i64
    %m = arith.xori %l, %f : i64
    %o = arith.addi %m, %g : i64
    %p = arith.muli %o, %h : i64
    %r = arith.addi %acc, %p : i64
    scf.yield %r : i64
  }
  return %s : i64
}
"#;
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let run = |threads: u64| {
        let opts = CodegenOptions {
            threads,
            ..CodegenOptions::default()
        };
        let j = Jit::compile_str("scale.mlir", SRC, &opts).expect("compiles");
        let f = j.func::<(MemRefArg, MemRefArg), i64>("scale").unwrap();
        let n = 50_000usize;
        let mut x: Vec<i64> = (0..n as i64).map(|i| i * 7 % 1001 - 500).collect();
        let mut y = vec![0i64; n];
        let xa = MemRefArg::new(&mut x, &[n as i64]).unwrap();
        let ya = MemRefArg::new(&mut y, &[n as i64]).unwrap();
        let total = f.call((xa, ya));
        (total, y)
    };
    let (t1, y1) = run(1);
    for threads in [2, 3, 4] {
        let (t, y) = run(threads);
        assert_eq!(t, t1, "threads {threads}");
        assert_eq!(y, y1, "threads {threads}");
    }
}
