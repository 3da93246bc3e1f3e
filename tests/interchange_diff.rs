//! Loop interchange and the unrolled vector reductions (`src/transforms/opt/interchange.rs`,
//! `src/codegen/vectorize.rs`) against `-O0`, on generated programs: i-j-k matmul nests
//! `C[i, j] = C[i, j] + A[i, k] * B[k, j]` on f32, f64, i8, i16, i32 and i64 function arguments
//! with dynamic layouts, with shapes drawn from a fixed pseudo-random sequence (1 to 70 per
//! dimension: the vector loop's remainders and the interchange's trip-count threshold on both
//! sides), called on distinct buffers, with the output overlapping the first operand, with
//! the output a view of last stride 2, and on a fresh output; and dot-product nests
//! `C[i, j] = C[i, j] <op> A[i, k] * Bt[j, k]` combining with every integer reduction op the
//! vectoriser takes, and with `addf` on f32 and f64 (the register blocking of
//! `transforms/opt/unroll_jam.rs` takes both: vector and scalar reductions). Each case prints
//! a hash of the bit patterns of its output; `-O0` (no mid-level stage, no vector code) and
//! `-O3` must print the same and run clean.

use std::fmt::Write as _;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_bufjit");

/// A small deterministic generator (64-bit LCG, high bits).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

const TYPES: [&str; 6] = ["f32", "f64", "i8", "i16", "i32", "i64"];

fn is_float(t: &str) -> bool {
    t.starts_with('f')
}

fn dyn2(t: &str) -> String {
    format!("memref<?x?x{t}, strided<[?, ?], offset: ?>>")
}

/// `x <op> y` of element type `t` into `%r`.
fn binop(op: &str, t: &str, r: &str, x: &str, y: &str) -> String {
    let kind = if is_float(t) {
        match op {
            "add" => "arith.addf",
            _ => "arith.mulf",
        }
    } else {
        match op {
            "add" => "arith.addi",
            "mul" => "arith.muli",
            other => other,
        }
    };
    format!("    {r} = {kind} {x}, {y} : {t}\n")
}

/// The i-j-k matmul nest on type `t` (what convert-linalg-to-loops makes of linalg.matmul).
fn matmul_fn(t: &str) -> String {
    let d = dyn2(t);
    let mut s = format!(
        "func.func @mm_{t}(%a: {d}, %b: {d}, %c: {d}) {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %m = memref.dim %c, %c0 : {d}\n  %n = memref.dim %c, %c1 : {d}\n  %kk = memref.dim %a, %c1 : {d}\n  scf.for %i = %c0 to %m step %c1 {{\n  scf.for %j = %c0 to %n step %c1 {{\n  scf.for %k = %c0 to %kk step %c1 {{\n    %x = memref.load %a[%i, %k] : {d}\n    %y = memref.load %b[%k, %j] : {d}\n    %z = memref.load %c[%i, %j] : {d}\n"
    );
    s += &binop("mul", t, "%p", "%x", "%y");
    s += &binop("add", t, "%s", "%z", "%p");
    let _ = write!(
        s,
        "    memref.store %s, %c[%i, %j] : {d}\n  }}\n  }}\n  }}\n  return\n}}\n"
    );
    s
}

/// The dot-product nest `C[i, j] = C[i, j] <op> A[i, k] * Bt[j, k]` on type `t` (`add` only on
/// floats).
fn dot_fn(t: &str, op: &str) -> String {
    let d = dyn2(t);
    let name = op.trim_start_matches("arith.");
    let mut s = format!(
        "func.func @dot_{t}_{name}(%a: {d}, %b: {d}, %c: {d}) {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %m = memref.dim %c, %c0 : {d}\n  %n = memref.dim %c, %c1 : {d}\n  %kk = memref.dim %a, %c1 : {d}\n  scf.for %i = %c0 to %m step %c1 {{\n  scf.for %j = %c0 to %n step %c1 {{\n  scf.for %k = %c0 to %kk step %c1 {{\n    %x = memref.load %a[%i, %k] : {d}\n    %y = memref.load %b[%j, %k] : {d}\n    %z = memref.load %c[%i, %j] : {d}\n"
    );
    // No vector multiply on i8 lanes: an add of the two elements there.
    let prod = if t == "i8" { "add" } else { "mul" };
    s += &binop(prod, t, "%p", "%x", "%y");
    s += &binop(op, t, "%s", "%z", "%p");
    let _ = write!(
        s,
        "    memref.store %s, %c[%i, %j] : {d}\n  }}\n  }}\n  }}\n  return\n}}\n"
    );
    s
}

/// `@fill_T(%t, a, b, p)`: t[i, j] = scale((a * i + b * j) mod p - p / 2), and `@hash_T(%t)`:
/// the bit patterns of every element, row by row.
fn helpers(t: &str) -> String {
    let d = dyn2(t);
    let value = if is_float(t) {
        format!("      %e = arith.index_cast %q : index to i64\n      %f = arith.sitofp %e : i64 to {t}\n      %s = arith.constant 0.1 : {t}\n      %v = arith.mulf %f, %s : {t}\n")
    } else {
        format!("      %v = arith.index_cast %q : index to {t}\n")
    };
    let (bits, width) = match t {
        "f32" | "i32" => ("i32", 32),
        "f64" | "i64" => ("i64", 64),
        "i16" => ("i16", 16),
        _ => ("i8", 8),
    };
    let to_bits = if is_float(t) {
        format!("      %bits = arith.bitcast %x : {t} to {bits}\n")
    } else {
        format!("      %bits = arith.addi %x, %x0 : {t}\n")
    };
    let widen = if width == 64 {
        "      %w = arith.addi %bits, %z64 : i64\n".to_string()
    } else {
        format!("      %w = arith.extui %bits : {bits} to i64\n")
    };
    let x0 = if is_float(t) {
        String::new()
    } else {
        format!("  %x0 = arith.constant 0 : {t}\n")
    };
    format!(
        "func.func @fill_{t}(%t: {d}, %a: index, %b: index, %p: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.dim %t, %c0 : {d}
  %n = memref.dim %t, %c1 : {d}
  %half = arith.divui %p, %c2 : index
  scf.for %i = %c0 to %m step %c1 {{
    scf.for %j = %c0 to %n step %c1 {{
      %x = arith.muli %a, %i : index
      %y = arith.muli %b, %j : index
      %z = arith.addi %x, %y : index
      %r = arith.remui %z, %p : index
      %q = arith.subi %r, %half : index
{value}      memref.store %v, %t[%i, %j] : {d}
    }}
  }}
  return
}}
func.func @hash_{t}(%t: {d}) -> i64 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z64 = arith.constant 0 : i64
{x0}  %m = memref.dim %t, %c0 : {d}
  %n = memref.dim %t, %c1 : {d}
  %h0 = arith.constant 1469598103934665603 : i64
  %mul = arith.constant 1099511628211 : i64
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%h = %h0) -> (i64) {{
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%g = %h) -> (i64) {{
      %x = memref.load %t[%i, %j] : {d}
{to_bits}{widen}      %t2 = arith.xori %g, %w : i64
      %nh = arith.muli %t2, %mul : i64
      scf.yield %nh : i64
    }}
    scf.yield %r2 : i64
  }}
  return %r : i64
}}
"
    )
}

/// How a case passes its output.
#[derive(Copy, Clone)]
enum Output {
    Distinct,
    AliasA,
    Strided,
}

/// One case: `callee` on `C (m x n) op= A (m x k) * B`, printing the hash of C (or of the
/// buffer C is a view of). `b_rows_first`: B is `k x n` (matmul), else `n x k` (dot).
fn case(
    body: &mut String,
    t: &str,
    callee: &str,
    (m, n, k): (u64, u64, u64),
    out: Output,
    b_rows_first: bool,
) {
    let d = dyn2(t);
    let (m, k) = match out {
        // C = A: square.
        Output::AliasA => (m, n),
        _ => (m, k),
    };
    let (br, bc) = if b_rows_first { (k, n) } else { (n, k) };
    let _ = writeln!(body, "  {{");
    let _ = writeln!(
        body,
        "  %a = memref.alloc() : memref<{m}x{k}x{t}>\n  %b = memref.alloc() : memref<{br}x{bc}x{t}>\n  %ad = memref.cast %a : memref<{m}x{k}x{t}> to {d}\n  %bd = memref.cast %b : memref<{br}x{bc}x{t}> to {d}\n  func.call @fill_{t}(%ad, %i3, %i1, %i11) : ({d}, index, index, index) -> ()\n  func.call @fill_{t}(%bd, %i1, %i2, %i7) : ({d}, index, index, index) -> ()"
    );
    match out {
        Output::Distinct => {
            let _ = writeln!(body, "  %w = memref.alloc() : memref<{m}x{n}x{t}>\n  %wd = memref.cast %w : memref<{m}x{n}x{t}> to {d}\n  func.call @fill_{t}(%wd, %i2, %i3, %i5) : ({d}, index, index, index) -> ()\n  func.call @{callee}(%ad, %bd, %wd) : ({d}, {d}, {d}) -> ()\n  %h = func.call @hash_{t}(%wd) : ({d}) -> i64\n  memref.dealloc %w : memref<{m}x{n}x{t}>");
        }
        Output::AliasA => {
            let _ = writeln!(body, "  func.call @{callee}(%ad, %bd, %ad) : ({d}, {d}, {d}) -> ()\n  %h = func.call @hash_{t}(%ad) : ({d}) -> i64");
        }
        Output::Strided => {
            let n2 = 2 * n;
            let _ = writeln!(body, "  %w = memref.alloc() : memref<{m}x{n2}x{t}>\n  %wd = memref.cast %w : memref<{m}x{n2}x{t}> to {d}\n  func.call @fill_{t}(%wd, %i2, %i3, %i5) : ({d}, index, index, index) -> ()\n  %v = memref.subview %w[0, 0] [{m}, {n}] [1, 2] : memref<{m}x{n2}x{t}> to memref<{m}x{n}x{t}, strided<[{n2}, 2]>>\n  %vd = memref.cast %v : memref<{m}x{n}x{t}, strided<[{n2}, 2]>> to {d}\n  func.call @{callee}(%ad, %bd, %vd) : ({d}, {d}, {d}) -> ()\n  %h = func.call @hash_{t}(%wd) : ({d}) -> i64\n  memref.dealloc %w : memref<{m}x{n2}x{t}>");
        }
    }
    let _ = writeln!(
        body,
        "  func.call @printI64(%h) : (i64) -> ()\n  func.call @printNewline() : () -> ()\n  memref.dealloc %a : memref<{m}x{k}x{t}>\n  memref.dealloc %b : memref<{br}x{bc}x{t}>\n  }}"
    );
}

/// The generated program: helpers for every type, then `@main` running `cases` cases.
fn program(seed: u64, cases: usize) -> String {
    let mut rng = Rng(seed);
    let mut s =
        String::from("func.func private @printI64(i64)\nfunc.func private @printNewline()\n");
    for t in TYPES {
        s += &helpers(t);
        s += &matmul_fn(t);
    }
    let ops = [
        "add",
        "arith.xori",
        "arith.ori",
        "arith.andi",
        "arith.maxsi",
        "arith.minui",
    ];
    for t in &TYPES[2..] {
        for op in ops {
            s += &dot_fn(t, op);
        }
    }
    for t in &TYPES[..2] {
        s += &dot_fn(t, "add");
    }
    let mut body = String::new();
    for _ in 0..cases {
        let t = TYPES[rng.below(TYPES.len() as u64) as usize];
        let dims = (1 + rng.below(12), 1 + rng.below(70), 1 + rng.below(70));
        if rng.below(2) == 0 {
            let op = if is_float(t) {
                "add"
            } else {
                ops[rng.below(ops.len() as u64) as usize]
            };
            let name = format!("dot_{t}_{}", op.trim_start_matches("arith."));
            case(&mut body, t, &name, dims, Output::Distinct, false);
            continue;
        }
        let out = match rng.below(4) {
            0 => Output::AliasA,
            1 => Output::Strided,
            _ => Output::Distinct,
        };
        case(&mut body, t, &format!("mm_{t}"), dims, out, true);
    }
    // Each case in its own scope, as an scf.execute_region (the names repeat).
    let body = body
        .replace("  {\n", "  scf.execute_region {\n")
        .replace("\n  }\n", "\n  scf.yield\n  }\n");
    s + &format!(
        "func.func @main() {{\n  %i1 = arith.constant 1 : index\n  %i2 = arith.constant 2 : index\n  %i3 = arith.constant 3 : index\n  %i5 = arith.constant 5 : index\n  %i7 = arith.constant 7 : index\n  %i11 = arith.constant 11 : index\n{body}  return\n}}\n"
    )
}

fn run(file: &std::path::Path, level: &str) -> (i32, String, String) {
    let out = Command::new(BIN)
        .arg("run")
        .arg(file)
        .args([
            "-e",
            "main",
            "-entry-point-result=void",
            level,
            "--report=text",
        ])
        .output()
        .expect("bufjit runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn interchanged_and_unrolled_kernels_match_o0() {
    let dir = std::env::temp_dir().join(format!("bufjit-interchange-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for seed in 1..=3u64 {
        let f = dir.join(format!("seed-{seed}.mlir"));
        std::fs::write(&f, program(seed, 40)).expect("write");
        let (s0, o0, e0) = run(&f, "-O0");
        let (s3, o3, e3) = run(&f, "-O3");
        assert_eq!(s0, 0, "seed {seed}: {e0}");
        assert_eq!(o0.lines().count(), 40, "seed {seed}: {o0}");
        assert_eq!((s3, &o3), (s0, &o0), "seed {seed}: {e3}");
        assert!(e3.contains("no violations, no leaks"), "seed {seed}: {e3}");
    }
    // The matmuls of every type with a vector multiply are interchanged (versioned: function
    // arguments); i8's and i64's are not (no vector multiply on 8- or 64-bit lanes).
    let f = dir.join("seed-1.mlir");
    let out = Command::new(BIN)
        .args(["opt", "--loop-interchange"])
        .arg(&f)
        .output()
        .expect("bufjit opt runs");
    let text = String::from_utf8_lossy(&out.stdout);
    for t in TYPES {
        let start = text.find(&format!("func.func @mm_{t}(")).expect("matmul");
        let end = start + text[start..].find("\n  }\n").expect("end");
        let vector_mul = !matches!(t, "i8" | "i64");
        assert_eq!(text[start..end].contains("scf.if"), vector_mul, "{t}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
