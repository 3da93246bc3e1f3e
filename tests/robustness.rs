//! Bad input gets a diagnostic and a non-zero exit, never a panic or a stack overflow.

use std::io::Write;
use std::process::{Command, Stdio};

fn run_opt(input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .args(["opt", "-", "--allow-unregistered-dialect"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn bufjit");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn ten_thousand_nested_regions_are_rejected_cleanly() {
    let depth = 10_000;
    let mut s = String::from("func.func @f(%c: i1) {\n");
    for _ in 0..depth {
        s.push_str("scf.if %c {\n");
    }
    for _ in 0..depth {
        s.push_str("}\n");
    }
    s.push_str("return\n}\n");
    let (code, _, err) = run_opt(&s);
    assert_eq!(code, 1, "stderr: {err}");
    assert!(
        err.contains("error: exceeded maximum nesting depth"),
        "{err}"
    );
}

#[test]
fn ten_thousand_nested_attributes_are_rejected_cleanly() {
    let s = format!(
        "\"ext.op\"() {{a = {}{}}} : () -> ()\n",
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    let (code, _, err) = run_opt(&s);
    assert_eq!(code, 1);
    assert!(err.contains("nesting depth"), "{err}");
}

#[test]
fn malformed_inputs_get_diagnostics_not_panics() {
    let cases = [
        "func.func @f( {",
        "%0 = arith.addi %a, %b : i32",
        "func.func @f() { %0 = arith.constant 1 : i32 \n %0 = arith.constant 2 : i32\n return }",
        "\"",
        "module { module {",
        "func.func @f() -> memref<4x?xf32 { return }",
        "func.func @f(%a: i32) { cf.br ^nowhere }",
        "func.func @f() { %x:3 = \"ext.op\"() : () -> (i32) return }",
        "#map = affine_map<(d0) -> (d9)>",
        "func.func @f(%a: memref<?xf32>) { %0 = memref.load %a[] : memref<?xf32> return }",
        "func.func @f() { return } func.func @f() { return }",
        "\u{0}\u{1}garbage",
        "func.func @f() { %c = arith.constant 99999999999999999999999999 : i8 return }",
        "\"ext.op\"() {a = dense<[1]> : tensor<9223372036854775807x4xi32>} : () -> ()",
    ];
    for c in cases {
        let (code, _, err) = run_opt(c);
        assert_eq!(code, 1, "input {c:?} gave stderr {err}");
        assert!(err.contains("error:"), "input {c:?} gave stderr {err}");
    }
}

#[test]
fn round_trip_is_a_fixed_point() {
    let src = "func.func @f(%a: memref<?xf32>, %c: i1) -> f32 {\n  %c0 = arith.constant 0 : index\n  %0 = scf.if %c -> (f32) {\n    %1 = memref.load %a[%c0] : memref<?xf32>\n    scf.yield %1 : f32\n  } else {\n    %cst = arith.constant 1.5 : f32\n    scf.yield %cst : f32\n  }\n  return %0 : f32\n}\n";
    let (code, once, err) = run_opt(src);
    assert_eq!(code, 0, "{err}");
    let (code, twice, _) = run_opt(&once);
    assert_eq!(code, 0);
    assert_eq!(once, twice);
}

#[test]
fn failed_pipeline_leaves_no_output_file() {
    let dir = std::env::temp_dir().join(format!("bufjit-robust-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.mlir");
    let output = dir.join("out.mlir");
    // The first function is finished (and streamed to the output file) before the second fails.
    std::fs::write(
        &input,
        "func.func @ok() {\n  %0 = memref.alloc() : memref<2xf32>\n  return\n}\n\
         func.func @loop(%c: i1, %m: memref<f32>, %x: f32) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  memref.store %x, %m[] : memref<f32>\n  cf.br ^bb2\n^bb2:\n  memref.store %x, %m[] : memref<f32>\n  cf.cond_br %c, ^bb1, ^bb3\n^bb3:\n  return\n}\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .arg("opt")
        .arg(&input)
        .args(["--buffer-deallocation-pipeline", "-o"])
        .arg(&output)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("Only structured control-flow loops are supported."));
    assert!(
        !output.exists(),
        "a failed run must not leave its output file"
    );
    // The same input without the failing function succeeds and writes the file.
    let text = std::fs::read_to_string(&input).unwrap();
    std::fs::write(&input, &text[..text.find("func.func @loop").unwrap()]).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .arg("opt")
        .arg(&input)
        .args(["--buffer-deallocation-pipeline", "-o"])
        .arg(&output)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(std::fs::read_to_string(&output)
        .unwrap()
        .contains("func.func @ok()"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn null_character_in_an_op_name_is_rejected() {
    let (code, out, err) = run_opt("\"foo\0.bar\"() : () -> ()\n");
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        err.contains("<stdin>:1:1: error: null character not allowed in operation name"),
        "{err}"
    );
}
