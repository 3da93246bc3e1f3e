//! Code compiled for `--memcheck=off` (`CodegenOptions::unchecked_alloc`) allocates, frees and
//! reallocates through mimalloc directly: it must run correctly at every `-O` level without
//! calling the tracker (its counters stay 0, no site is registered), its object code must
//! import only the unchecked entries, and checked code must stay as it was — including
//! checked code run with the tracker switched to `Mode::Off` at run time.
//!
//! The tests share the process-wide tracker, so they take a lock and run one at a time.

use bufjit::codegen::object::compile_object;
use bufjit::codegen::{CodegenOptions, OptLevel};
use bufjit::{Jit, MemRefArg, OwnedMemRef};
use std::sync::Mutex;

static SERIAL: Mutex<()> = Mutex::new(());

/// Allocation in a loop, a dynamic size, a realloc, a clone, a returned buffer and frees.
const KERNELS: &str = r#"
func.func @sum_loop(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %buf = memref.alloc() : memref<16xi64>
    %ii = arith.index_cast %i : index to i64
    scf.for %j = %c0 to %c16 step %c1 {
      %jj = arith.index_cast %j : index to i64
      %v = arith.muli %ii, %jj : i64
      memref.store %v, %buf[%j] : memref<16xi64>
    }
    %x = arith.remui %i, %c16 : index
    %a = memref.load %buf[%x] : memref<16xi64>
    memref.dealloc %buf : memref<16xi64>
    %next = arith.addi %acc, %a : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @grow(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %small = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %small[%i] : memref<?xf32>
  }
  %m = arith.muli %n, %c2 : index
  %big = memref.realloc %small(%m) : memref<?xf32> to memref<?xf32>
  scf.for %i = %n to %m step %c1 {
    %one = arith.constant 1.0 : f32
    memref.store %one, %big[%i] : memref<?xf32>
  }
  %copy = bufferization.clone %big : memref<?xf32> to memref<?xf32>
  memref.dealloc %big : memref<?xf32>
  return %copy : memref<?xf32>
}

func.func @scale(%s: f32, %m: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %out = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
    %p = arith.mulf %v, %s : f32
    memref.store %p, %out[%i] : memref<?xf32>
  }
  return %out : memref<?xf32>
}
"#;

fn opts(level: OptLevel, unchecked: bool) -> CodegenOptions {
    CodegenOptions {
        opt_level: level,
        unchecked_alloc: unchecked,
        ..CodegenOptions::default()
    }
}

fn expected_sum(n: i64) -> i64 {
    (0..n).map(|i| i * (i % 16)).sum()
}

/// Calls every kernel of [`KERNELS`] and checks the results.
fn run_kernels(jit: &Jit) {
    let sum = jit.func::<(i64,), i64>("sum_loop").expect("sum_loop");
    assert_eq!(sum.call((100i64,)), expected_sum(100));
    let grow = jit.func::<(i64,), OwnedMemRef>("grow").expect("grow");
    let g = grow.call((5i64,));
    assert_eq!(g.sizes(), &[10]);
    assert_eq!(
        g.to_vec::<f32>().unwrap(),
        vec![0.0, 1.0, 2.0, 3.0, 4.0, 1.0, 1.0, 1.0, 1.0, 1.0]
    );
    drop(g);
    let scale = jit
        .func::<(f32, MemRefArg), OwnedMemRef>("scale")
        .expect("scale");
    let mut data = vec![1.0f32, 2.0, 3.0];
    let out = scale.call((2.0f32, MemRefArg::new(&mut data, &[3]).unwrap()));
    assert_eq!(out.to_vec::<f32>().unwrap(), vec![2.0, 4.0, 6.0]);
}

/// The next site id the global tracker hands out (registers a unique probe site).
fn next_site(tag: &str) -> u32 {
    bufjit_runtime::global()
        .register_site(&format!("memcheck_off.rs:probe:{tag}"), "")
        .0
}

#[test]
fn unchecked_code_never_calls_the_tracker() {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let t = bufjit_runtime::global();
    for level in [OptLevel::None, OptLevel::Speed] {
        let before = t.stats();
        let site_before = next_site(&format!("{level:?}-before"));
        let jit = Jit::compile_str("kernels.mlir", KERNELS, &opts(level, true)).expect("compiles");
        // Compiling registered no site: the next probe gets the next id.
        assert_eq!(next_site(&format!("{level:?}-after")), site_before + 1);
        run_kernels(&jit);
        drop(jit);
        let after = t.stats();
        assert_eq!(after.allocations, before.allocations, "{level:?}");
        assert_eq!(after.frees, before.frees, "{level:?}");
        assert_eq!(after.reallocs, before.reallocs, "{level:?}");
        assert_eq!(after.bytes_allocated, before.bytes_allocated, "{level:?}");
        assert_eq!(after.total_violations(), before.total_violations());
    }
}

#[test]
fn checked_code_is_tracked_and_survives_mode_off_at_run_time() {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let t = bufjit_runtime::global();
    for level in [OptLevel::None, OptLevel::Speed] {
        let jit = Jit::compile_str("kernels.mlir", KERNELS, &opts(level, false)).expect("compiles");
        let before = t.stats();
        run_kernels(&jit);
        let after = t.stats();
        // 100 loop buffers, the grown buffer (alloc + realloc), its clone, the scaled result.
        assert_eq!(after.allocations - before.allocations, 100 + 1 + 1 + 1);
        assert_eq!(after.reallocs - before.reallocs, 1);
        assert_eq!(after.live_blocks, before.live_blocks);
        assert_eq!(after.total_violations(), before.total_violations());
        // An embedding may switch checking off at run time (no block live): checked code
        // keeps working through the tracker's entries, which then track nothing.
        t.set_mode(bufjit_runtime::Mode::Off);
        let off_before = t.stats();
        run_kernels(&jit);
        let off_after = t.stats();
        t.set_mode(bufjit_runtime::Mode::Collect);
        assert_eq!(off_after.allocations, off_before.allocations);
        assert_eq!(off_after.total_violations(), off_before.total_violations());
    }
}

/// The names the object file imports from the runtime, among `names`.
fn imports(obj: &[u8], names: &[&str]) -> Vec<String> {
    let find = |n: &str| {
        let needle = format!("{n}\0");
        obj.windows(needle.len()).any(|w| w == needle.as_bytes())
    };
    names
        .iter()
        .filter(|n| find(n))
        .map(|n| n.to_string())
        .collect()
}

#[test]
fn object_code_imports_only_the_entries_of_its_mode() {
    let m = bufjit::parse::Parser::new(KERNELS, "kernels.mlir", 1)
        .parse_module()
        .expect("parses");
    let triple = target_lexicon::Triple::host().to_string();
    let names = [
        "bufjit_rt_alloc_log2",
        "bufjit_rt_alloc_on",
        "bufjit_rt_free",
        "bufjit_rt_free_on",
        "bufjit_rt_thread",
        "bufjit_rt_realloc",
        "bufjit_rt_register_site",
        "mi_malloc",
        "mi_malloc_aligned",
        "mi_free",
        "mi_realloc_aligned",
    ];
    for level in [OptLevel::None, OptLevel::Speed] {
        let checked = compile_object(&m, &triple, &opts(level, false)).expect("compiles");
        assert_eq!(
            imports(&checked, &names),
            [
                "bufjit_rt_alloc_on",
                "bufjit_rt_free_on",
                "bufjit_rt_thread",
                "bufjit_rt_realloc"
            ],
            "{level:?}"
        );
        let unchecked = compile_object(&m, &triple, &opts(level, true)).expect("compiles");
        assert_eq!(
            imports(&unchecked, &names),
            [
                "mi_malloc",
                "mi_malloc_aligned",
                "mi_free",
                "mi_realloc_aligned"
            ],
            "{level:?}"
        );
    }
}
