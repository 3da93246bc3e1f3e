//! The multi-threaded `bufjit opt` path (one module per run of functions) against the
//! single-module path: the same bytes when it applies, and a refusal (so the single-module path
//! runs and reports) whenever a part's result could depend on the rest of the module.

use bufjit::tool::opt::{run_streaming, OptOptions};
use bufjit::tool::parallel::{run_parallel, ParallelConfig};

/// One function per part, on two threads, at any input size.
const EAGER: ParallelConfig = ParallelConfig {
    threads: 2,
    part_bytes: 1,
    min_input_bytes: 0,
};

fn options(pipeline: &str) -> OptOptions {
    OptOptions {
        pipeline: if pipeline.is_empty() {
            vec![]
        } else {
            bufjit::transforms::parse_pipeline(pipeline).expect("pipeline")
        },
        ..OptOptions::default()
    }
}

/// The parallel output, or `None` if the parallel path declined.
fn parallel(text: &str, pipeline: &str) -> Option<String> {
    let mut out = Vec::new();
    let r = run_parallel("in.mlir", text, &options(pipeline), &mut out, EAGER)?;
    r.expect("write to memory");
    Some(String::from_utf8(out).expect("utf-8"))
}

/// The single-module output (or its diagnostics).
fn sequential(text: &str, pipeline: &str) -> Result<String, String> {
    let mut opts = options(pipeline);
    opts.disable_threading = true;
    let mut out = Vec::new();
    match run_streaming("in.mlir", text, &opts, &mut out) {
        Ok(()) => Ok(String::from_utf8(out).expect("utf-8")),
        Err(bufjit::tool::opt::StreamError::Diagnostics(d)) => Err(d),
        Err(e) => panic!("{e:?}"),
    }
}

/// A module like `gen_scaling.py`'s: diamonds, an `scf.if`, an `scf.for` with a memref
/// iter_arg, a select and a call to the previous function.
fn scaling_module(k: usize) -> String {
    let mut s = String::from("// generated\n");
    for i in 0..k {
        s.push_str(&format!(
            r#"func.func @f{i}(%c: i1, %n: index, %x: memref<8xf32>) -> memref<8xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant {i}.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %x0 = memref.load %x[%c0] : memref<8xf32>
  memref.store %x0, %a[%c0] : memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %t = memref.alloc() : memref<8xf32>
  cf.br ^bb3(%t : memref<8xf32>)
^bb2:
  cf.br ^bb3(%a : memref<8xf32>)
^bb3(%m: memref<8xf32>):
  %r = scf.if %c -> (memref<8xf32>) {{
    %u = memref.alloc() : memref<8xf32>
    scf.yield %u : memref<8xf32>
  }} else {{
    scf.yield %m : memref<8xf32>
  }}
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %r) -> (memref<8xf32>) {{
    %nx = memref.alloc() : memref<8xf32>
    scf.yield %nx : memref<8xf32>
  }}
  %s = arith.select %c, %l, %b : memref<8xf32>
"#
        ));
        if i > 0 {
            s.push_str(&format!(
                "  %p = func.call @f{}(%c, %n, %a) : (i1, index, memref<8xf32>) -> memref<8xf32>\n",
                i - 1
            ));
        }
        s.push_str("  return %s : memref<8xf32>\n}\n\n");
    }
    s
}

#[test]
fn round_trip_matches_the_single_module_path() {
    let text = scaling_module(9);
    let par = parallel(&text, "").expect("parallel path taken");
    assert_eq!(Ok(par), sequential(&text, ""));
}

#[test]
fn deallocation_pipeline_matches_the_single_module_path() {
    let text = scaling_module(9);
    for pipeline in [
        "builtin.module(buffer-deallocation-pipeline)",
        "builtin.module(canonicalize,cse)",
        "builtin.module(ownership-based-buffer-deallocation,canonicalize)",
    ] {
        let par = parallel(&text, pipeline).expect("parallel path taken");
        assert_eq!(Ok(par), sequential(&text, pipeline), "{pipeline}");
    }
}

#[test]
fn helper_is_printed_once_after_every_part() {
    // Only the third function needs the generic lowering (`@f0`: memrefs of unknown
    // aliasing meet in a block argument).
    let text = format!(
        "func.func @a() {{\n  return\n}}\nfunc.func private @b(%m: memref<2xf32>)\n{}func.func @d() {{\n  return\n}}\n",
        scaling_module(1)
    );
    let text = text.as_str();
    let pipeline = "builtin.module(buffer-deallocation-pipeline)";
    let par = parallel(text, pipeline).expect("parallel path taken");
    assert_eq!(par.matches("func.func private @dealloc_helper").count(), 1);
    assert_eq!(Ok(par), sequential(text, pipeline));
}

#[test]
fn declines_what_needs_the_whole_module() {
    let call = |ty: &str| {
        format!(
            "func.func @a(%m: memref<2xf32>) {{\n  return\n}}\nfunc.func @b(%m: {ty}) {{\n  func.call @a(%m) : ({ty}) -> ()\n  return\n}}\n"
        )
    };
    let declined = [
        // A call across parts with the wrong type: the single-module path reports it.
        call("memref<3xf32>"),
        // A call to a function that does not exist anywhere.
        "func.func @b() {\n  func.call @nope() : () -> ()\n  return\n}\nfunc.func @c() {\n  return\n}\n"
            .to_string(),
        // The same symbol in two parts.
        "func.func @a() {\n  return\n}\nfunc.func @a() {\n  return\n}\n".to_string(),
        // An error inside one part.
        "func.func @a() {\n  return\n}\nfunc.func @b() {\n  %x = arith.addi %y, %y : i32\n  return\n}\n"
            .to_string(),
        // A map that needs a module-wide alias in the output.
        "func.func @a(%m: memref<2xf32, affine_map<(d0) -> (d0 + 1)>>) {\n  return\n}\nfunc.func @b() {\n  return\n}\n"
            .to_string(),
        // The helper's name is taken.
        "func.func @dealloc_helper() {\n  return\n}\nfunc.func @b() {\n  return\n}\n".to_string(),
        // An explicit module.
        "module {\n  func.func @a() {\n    return\n  }\n}\n".to_string(),
    ];
    for text in &declined {
        assert_eq!(parallel(text, ""), None, "{text}");
        assert_eq!(
            parallel(text, "builtin.module(buffer-deallocation-pipeline)"),
            None,
            "{text}"
        );
    }
    // The right type across parts is accepted.
    assert!(parallel(&call("memref<2xf32>"), "").is_some());
    // The single-module path reports the errors the parallel one declined.
    let err = sequential(&declined[0], "").expect_err("type mismatch");
    assert!(err.contains("operand type mismatch"), "{err}");
}

#[test]
fn small_inputs_and_one_thread_stay_on_one_module() {
    let text = scaling_module(3);
    let mut out = Vec::new();
    let opts = options("");
    let one_thread = ParallelConfig {
        threads: 1,
        ..EAGER
    };
    assert!(run_parallel("in.mlir", &text, &opts, &mut out, one_thread).is_none());
    let big_only = ParallelConfig {
        min_input_bytes: 1 << 20,
        ..EAGER
    };
    assert!(run_parallel("in.mlir", &text, &opts, &mut out, big_only).is_none());
    assert!(out.is_empty());
}

/// Every input of the file tests (each `// -----` chunk), under several pipelines: wherever
/// the parallel path accepts a chunk, the single-module path succeeds with the same text.
#[test]
fn file_test_inputs_agree_with_the_single_module_path() {
    let mut files = Vec::new();
    let mut dirs = vec![std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests")];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).expect("tests dir") {
            let p = e.expect("entry").path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                files.push(p);
            }
        }
    }
    files.sort();
    let pipelines = [
        "",
        "builtin.module(buffer-deallocation-pipeline)",
        "builtin.module(canonicalize)",
        "builtin.module(cse)",
        "builtin.module(expand-realloc,ownership-based-buffer-deallocation)",
    ];
    let mut accepted = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read");
        for chunk in text.split("// -----") {
            for p in pipelines {
                if let Some(par) = parallel(chunk, p) {
                    accepted += 1;
                    assert_eq!(Ok(par), sequential(chunk, p), "{} [{p}]", f.display());
                }
            }
        }
    }
    assert!(
        accepted > 100,
        "only {accepted} inputs took the parallel path"
    );
}
