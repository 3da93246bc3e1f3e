//! Failures are reports, never crashes: the Rust embedding API returns runtime failures as
//! `Err` and keeps working, and `bufjit run` gives each failure kind its own exit status.
//!
//! Why this exists: the e2e file tests check the reports' text; these check the contract an
//! embedder and a CI script rely on (the host process survives, the next call works, exit
//! statuses 3/4/5 are distinct).

use bufjit::codegen::engine::CallError;
use bufjit::{Arg, CodegenOptions, Jit, MemRefArg, RetVal};
use bufjit_runtime::guard::Failure;
use std::path::Path;
use std::process::Command;
use std::sync::Mutex;

/// The global tracker is process-wide: tests that allocate through it run one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

const KERNELS: &str = r#"
func.func @div(%a: i64, %b: i64) -> i64 {
  %q = arith.divsi %a, %b : i64
  return %q : i64
}

func.func @checked(%x: i64) -> i64 {
  %lim = arith.constant 10 : i64
  %ok = arith.cmpi slt, %x, %lim : i64
  cf.assert %ok, "x must stay below 10"
  %c2 = arith.constant 2 : i64
  %y = arith.muli %x, %c2 : i64
  return %y : i64
}

func.func @recurse(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %stop = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %stop -> i64 {
    scf.yield %c0 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %s = func.call @recurse(%m) : (i64) -> i64
    %t = arith.addi %s, %c1 : i64
    scf.yield %t : i64
  }
  return %r : i64
}

func.func @wild(%a: memref<4xf32>) -> f32 {
  %w = memref.reinterpret_cast %a to offset: [1099511627776], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: 1099511627776>>
  %c0 = arith.constant 0 : index
  %v = memref.load %w[%c0] : memref<4xf32, strided<[1], offset: 1099511627776>>
  return %v : f32
}

func.func @double_free() {
  %a = memref.alloc() : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return
}
"#;

fn jit() -> Jit {
    Jit::compile_str("kernels.mlir", KERNELS, &CodegenOptions::default()).unwrap()
}

fn i64_of(r: Vec<RetVal>) -> i64 {
    match r.first() {
        Some(RetVal::I64(v)) => *v,
        other => panic!("unexpected {other:?}"),
    }
}

#[test]
fn division_by_zero_and_failed_assert_are_errors_and_the_next_call_works() {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let j = jit();
    for _ in 0..3 {
        match j.call("div", &[Arg::I64(7), Arg::I64(0)]) {
            Err(CallError::Runtime(Failure::RuntimeError(m))) => {
                assert!(m.starts_with("kernels.mlir:3:8: error:"), "{m}")
            }
            other => panic!("expected a runtime error, got {other:?}"),
        }
        assert_eq!(
            i64_of(j.call("div", &[Arg::I64(7), Arg::I64(2)]).unwrap()),
            3
        );
    }
    match j.call("checked", &[Arg::I64(12)]) {
        Err(CallError::Runtime(Failure::RuntimeError(m))) => {
            assert!(m.contains("assertion failed: x must stay below 10"), "{m}")
        }
        other => panic!("expected a failed assertion, got {other:?}"),
    }
    assert_eq!(i64_of(j.call("checked", &[Arg::I64(4)]).unwrap()), 8);
}

#[test]
fn stack_overflow_is_an_error_with_function_and_depth() {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    // A thread with a small stack: the recursion overflows it quickly.
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(1 << 20)
            .spawn_scoped(s, || {
                let j = jit();
                match j.call("recurse", &[Arg::I64(1 << 40)]) {
                    Err(CallError::Runtime(Failure::StackOverflow { function, depth })) => {
                        assert_eq!(function, "@recurse");
                        assert!(depth > 1000, "{depth}");
                    }
                    other => panic!("expected a stack overflow, got {other:?}"),
                }
                // The same thread keeps working after the overflow.
                assert_eq!(i64_of(j.call("recurse", &[Arg::I64(100)]).unwrap()), 100);
            })
            .unwrap();
    });
}

#[test]
fn wild_access_is_an_error_naming_the_function() {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let j = jit();
    let mut data = [1.0f32; 4];
    for _ in 0..2 {
        let arg = MemRefArg::new(&mut data, &[4]).unwrap();
        match j.call("wild", &[Arg::MemRef(arg)]) {
            Err(CallError::Runtime(Failure::WildAccess {
                function, signal, ..
            })) => {
                assert_eq!(function, "@wild");
                assert_eq!(signal, libc::SIGSEGV);
            }
            other => panic!("expected a wild access, got {other:?}"),
        }
    }
    assert_eq!(
        i64_of(j.call("div", &[Arg::I64(9), Arg::I64(3)]).unwrap()),
        3
    );
}

#[test]
fn memory_violation_in_stop_mode_is_an_error() {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let j = jit();
    let t = bufjit_runtime::global();
    t.set_mode(bufjit_runtime::Mode::Stop);
    let r = j.call("double_free", &[]);
    let r2 = j.call("double_free", &[]);
    t.set_mode(bufjit_runtime::Mode::Collect);
    match r {
        Err(CallError::MemoryViolation(s)) => assert!(s.contains("double free"), "{s}"),
        other => panic!("expected a memory violation, got {other:?}"),
    }
    assert!(matches!(r2, Err(CallError::MemoryViolation(_))), "{r2:?}");
    assert_eq!(
        i64_of(j.call("div", &[Arg::I64(8), Arg::I64(4)]).unwrap()),
        2
    );
}

fn run_code(file: &str, extra: &[&str]) -> i32 {
    let out = Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .arg("run")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join(file))
        .args(extra)
        .output()
        .unwrap();
    out.status.code().unwrap_or(-1)
}

#[test]
fn each_failure_kind_has_its_exit_status() {
    let bounds = "tests/e2e/neg-bounds.mlir";
    for e in ["load_oob", "store_oob", "subview_oob", "copy_mismatch"] {
        assert_eq!(run_code(bounds, &["-e", e, "--check-bounds"]), 3, "{e}");
    }
    assert_eq!(run_code(bounds, &["-e", "in_bounds", "--check-bounds"]), 0);
    let uaf = "tests/e2e/neg-use-after-free-checked.mlir";
    for e in [
        "load_freed",
        "store_freed",
        "copy_from_freed",
        "copy_into_freed",
        "use_after_realloc",
    ] {
        assert_eq!(run_code(uaf, &["-e", e, "--check-bounds"]), 4, "{e}");
    }
    assert_eq!(
        run_code(
            uaf,
            &["-e", "store_freed", "--quarantine", "--memcheck=stop"]
        ),
        4
    );
    // Without checking, the freed store goes unnoticed (the allocator is clean).
    assert_eq!(run_code(uaf, &["-e", "store_freed"]), 0);
    assert_eq!(
        run_code(
            "tests/e2e/neg-stack-overflow.mlir",
            &["-entry-point-result=i64"]
        ),
        3
    );
    assert_eq!(
        run_code(
            "tests/e2e/neg-wild-access.mlir",
            &["-entry-point-result=f32"]
        ),
        5
    );
}

#[test]
fn typed_try_call_returns_the_error() {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let j = jit();
    let f = j.func::<(i64, i64), i64>("div").unwrap();
    assert!(matches!(
        f.try_call((1i64, 0i64)),
        Err(CallError::Runtime(Failure::RuntimeError(_)))
    ));
    assert_eq!(f.try_call((10i64, 5i64)), Ok(2));
}
