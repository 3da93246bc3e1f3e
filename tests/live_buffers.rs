//! No buffer is freed while it is still in use: every program in `tests/e2e/live-buffers/` and a
//! few hundred generated ones run through the deallocation pipeline in every configuration
//! (`-O0`/`-O3`, MLIR's heap helper lowering and bufjit's stack lowering, private-function
//! dynamic ownership off and on) and must print exactly what the same program prints without
//! any deallocation, with a clean allocator report (exit status 0: no leak, no double free).
//!
//! The generated programs are the shapes that broke MLIR 22's ownership pass: results of
//! region ops (`scf.if`, `scf.for`, `scf.while`, `scf.index_switch`, `scf.execute_region`),
//! of `memref.realloc` and of calls, memref and `i64`, defined before a `cf.cond_br` diamond
//! and used in its arms, after the join, several blocks later, inside nested regions of the
//! later blocks, or on one side of a branch whose other side returns.
//!
//! `BUFJIT_LIVE_SEEDS=N` runs N generated programs instead of the default.

mod common;

use common::Rng;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The pipeline configurations every program runs under.
fn configurations() -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    for dynamic in [false, true] {
        for storage in ["heap", "stack"] {
            for opt in ["-O0", "-O3"] {
                // The run pipelines free each buffer right after its last use: the stack
                // configurations check that too.
                let early = if storage == "stack" {
                    ",optimize-allocation-liveness"
                } else {
                    ""
                };
                out.push((
                    format!(
                        "--pipeline=builtin.module(buffer-deallocation-pipeline{{private-function-dynamic-ownership={dynamic}}},convert-bufferization-to-memref{{helper-storage={storage}}}{early})"
                    ),
                    opt,
                ));
            }
        }
    }
    out
}

fn run(file: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .arg("run")
        .arg(file)
        .args(["-e", "main"])
        .args(args)
        .output()
        .expect("spawn bufjit");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs `file` without deallocation (the reference output), then under `configs`; returns a
/// description of the first mismatch.
fn check(file: &Path, configs: &[(String, &str)]) -> Result<(), String> {
    let (code, want, err) = run(file, &["--pipeline=none", "--memcheck=off"]);
    if code != 0 {
        return Err(format!(
            "{}: reference run failed ({code}): {err}",
            file.display()
        ));
    }
    for (pipeline, opt) in configs {
        let (code, got, err) = run(file, &[pipeline, opt]);
        if code != 0 || got != want {
            return Err(format!(
                "{}: {pipeline} {opt}: exit {code}\nexpected output:\n{want}\ngot:\n{got}\nstderr:\n{err}",
                file.display()
            ));
        }
    }
    Ok(())
}

#[test]
fn live_buffer_programs_in_every_configuration() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e/live-buffers");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/e2e/live-buffers exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "expected the live-buffer programs");
    let configs = configurations();
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| check(f, &configs).err())
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn generated_programs_match_the_run_without_deallocation() {
    let seeds: u64 = std::env::var("BUFJIT_LIVE_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let configs = configurations();
    let dir = std::env::temp_dir().join(format!("bufjit-live-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for seed in 0..seeds {
        let text = generate(seed);
        let file = dir.join(format!("seed-{seed}.mlir"));
        std::fs::write(&file, &text).unwrap();
        // Two configurations per program, rotating through all eight.
        let picked = [
            configs[(seed as usize * 2) % configs.len()].clone(),
            configs[(seed as usize * 2 + 1) % configs.len()].clone(),
        ];
        match check(&file, &picked) {
            Ok(()) => {
                let _ = std::fs::remove_file(&file);
            }
            Err(e) => failures.push(format!("seed {seed}:\n{e}\nprogram:\n{text}")),
        }
        if failures.len() >= 3 {
            break;
        }
    }
    let _ = std::fs::remove_dir(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn generator_is_deterministic_and_varied() {
    assert_eq!(generate(7), generate(7));
    let distinct: std::collections::HashSet<String> = (0..20).map(generate).collect();
    assert_eq!(distinct.len(), 20);
}

// ---- the generator ---------------------------------------------------------------------------

/// The two buffer types of generated programs.
#[derive(Copy, Clone, PartialEq)]
enum Class {
    /// `memref<?xi64>`, allocated with `%n` elements.
    Dynamic,
    /// `memref<4xi64>`.
    Static,
}

impl Class {
    fn ty(self) -> &'static str {
        match self {
            Class::Dynamic => "memref<?xi64>",
            Class::Static => "memref<4xi64>",
        }
    }
}

struct Gen {
    rng: Rng,
    out: String,
    next: usize,
    /// Buffers available in the function's entry block.
    bufs: Vec<(String, Class)>,
    /// `i64` values available in the entry block.
    ints: Vec<String>,
}

impl Gen {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("%{prefix}{}", self.next)
    }

    /// Emits an allocation of `class` filled at index 0 with `value`; returns its name.
    fn alloc(&mut self, class: Class, value: &str, indent: &str) -> String {
        let a = self.fresh("a");
        match class {
            Class::Dynamic => self
                .out
                .push_str(&format!("{indent}{a} = memref.alloc(%n) : memref<?xi64>\n")),
            Class::Static => self
                .out
                .push_str(&format!("{indent}{a} = memref.alloc() : memref<4xi64>\n")),
        }
        self.out.push_str(&format!(
            "{indent}memref.store {value}, {a}[%c0] : {}\n",
            class.ty()
        ));
        a
    }

    fn pick_buf(&mut self, class: Option<Class>) -> Option<(String, Class)> {
        let cands: Vec<&(String, Class)> = self
            .bufs
            .iter()
            .filter(|(_, c)| class.is_none_or(|k| *c == k))
            .collect();
        if cands.is_empty() {
            return None;
        }
        Some(cands[self.rng.below(cands.len())].clone())
    }

    fn pick_int(&mut self) -> String {
        self.ints[self.rng.below(self.ints.len())].clone()
    }

    /// A load of index 0 of a random buffer into a fresh `i64`.
    fn load(&mut self, indent: &str) -> String {
        let (b, class) = self.pick_buf(None).expect("at least one buffer");
        let v = self.fresh("v");
        self.out.push_str(&format!(
            "{indent}{v} = memref.load {b}[%c0] : {}\n",
            class.ty()
        ));
        v
    }

    /// One producer in the entry block: a buffer or an `i64` defined by a region op, a
    /// realloc, a call or an allocation.
    fn producer(&mut self) {
        let class = if self.rng.coin() {
            Class::Dynamic
        } else {
            Class::Static
        };
        let ty = class.ty();
        match self.rng.below(9) {
            0 => {
                let k = format!("%k{}", self.rng.below(4));
                let a = self.alloc(class, &k, "  ");
                self.bufs.push((a, class));
            }
            1 => {
                // scf.if yielding a fresh buffer or an existing one.
                let r = self.fresh("if");
                let existing = self.pick_buf(Some(class));
                self.out
                    .push_str(&format!("  {r} = scf.if %c -> ({ty}) {{\n"));
                let k = self.pick_int();
                let a = self.alloc(class, &k, "    ");
                self.out
                    .push_str(&format!("    scf.yield {a} : {ty}\n  }} else {{\n"));
                let other = match existing {
                    Some((e, _)) if self.rng.coin() => e,
                    _ => {
                        let k = self.pick_int();
                        self.alloc(class, &k, "    ")
                    }
                };
                self.out
                    .push_str(&format!("    scf.yield {other} : {ty}\n  }}\n"));
                self.bufs.push((r, class));
            }
            2 => {
                // scf.if yielding an i64 computed from a load inside the region.
                let r = self.fresh("x");
                self.out
                    .push_str(&format!("  {r} = scf.if %c -> (i64) {{\n"));
                let v = self.load("    ");
                self.out.push_str(&format!(
                    "    scf.yield {v} : i64\n  }} else {{\n    scf.yield %k1 : i64\n  }}\n"
                ));
                self.ints.push(r);
            }
            3 => {
                // scf.for carrying a buffer: a fresh one per iteration, or one buffer
                // updated in place. Only a buffer allocated for the loop is updated in place:
                // the deallocation pass may clone buffers at function boundaries, so a write
                // to a buffer that a clone was taken of would not be seen through the clone
                // (the programs real pipelines produce never do that).
                let in_place = self.rng.coin();
                let (init, class) = if in_place {
                    let k = self.pick_int();
                    (self.alloc(class, &k, "  "), class)
                } else {
                    match self.pick_buf(None) {
                        Some(b) => b,
                        None => return,
                    }
                };
                let ty = class.ty();
                let r = self.fresh("for");
                let it = self.fresh("it");
                self.out.push_str(&format!(
                    "  {r} = scf.for %i{0} = %c0 to %n step %c1 iter_args({it} = {init}) -> ({ty}) {{\n",
                    self.next
                ));
                let v = self.fresh("v");
                self.out
                    .push_str(&format!("    {v} = memref.load {it}[%c0] : {ty}\n"));
                let w = self.fresh("w");
                self.out
                    .push_str(&format!("    {w} = arith.addi {v}, %k1 : i64\n"));
                let yielded = if in_place {
                    self.out
                        .push_str(&format!("    memref.store {w}, {it}[%c0] : {ty}\n"));
                    it.clone()
                } else {
                    self.alloc(class, &w, "    ")
                };
                self.out
                    .push_str(&format!("    scf.yield {yielded} : {ty}\n  }}\n"));
                self.bufs.push((r, class));
            }
            4 => {
                // scf.while carrying a buffer.
                let Some((init, class)) = self.pick_buf(None) else {
                    return;
                };
                let ty = class.ty();
                let r = self.fresh("wh");
                let (i, b) = (self.fresh("wi"), self.fresh("wb"));
                let (i2, b2) = (self.fresh("wi"), self.fresh("wb"));
                let p = self.fresh("p");
                let j = self.fresh("j");
                self.out.push_str(&format!(
                    "  {r}:2 = scf.while ({i} = %c0, {b} = {init}) : (index, {ty}) -> (index, {ty}) {{\n    {p} = arith.cmpi ult, {i}, %n : index\n    scf.condition({p}) {i}, {b} : index, {ty}\n  }} do {{\n  ^bb0({i2}: index, {b2}: {ty}):\n    {j} = arith.addi {i2}, %c1 : index\n"
                ));
                let yielded = if self.rng.coin() {
                    let v = self.fresh("v");
                    self.out
                        .push_str(&format!("    {v} = memref.load {b2}[%c0] : {ty}\n"));
                    self.alloc(class, &v, "    ")
                } else {
                    b2.clone()
                };
                self.out.push_str(&format!(
                    "    scf.yield {j}, {yielded} : index, {ty}\n  }}\n"
                ));
                self.bufs.push((format!("{r}#1"), class));
            }
            5 => {
                // scf.index_switch yielding buffers.
                let r = self.fresh("sw");
                self.out.push_str(&format!(
                    "  {r} = scf.index_switch %sel -> {ty}\n  case 0 {{\n"
                ));
                let k = self.pick_int();
                let a = self.alloc(class, &k, "    ");
                self.out
                    .push_str(&format!("    scf.yield {a} : {ty}\n  }}\n  default {{\n"));
                let other = match self.pick_buf(Some(class)) {
                    Some((e, _)) => e,
                    None => {
                        let k = self.pick_int();
                        self.alloc(class, &k, "    ")
                    }
                };
                self.out
                    .push_str(&format!("    scf.yield {other} : {ty}\n  }}\n"));
                self.bufs.push((r, class));
            }
            6 => {
                // scf.execute_region yielding a fresh buffer.
                let r = self.fresh("er");
                self.out
                    .push_str(&format!("  {r} = scf.execute_region -> {ty} {{\n"));
                let k = self.pick_int();
                let a = self.alloc(class, &k, "    ");
                self.out
                    .push_str(&format!("    scf.yield {a} : {ty}\n  }}\n"));
                self.bufs.push((r, class));
            }
            7 => {
                // memref.realloc: dynamic to a bigger dynamic size, or static grow/shrink.
                let src = self.alloc(class, "%k2", "  ");
                let r = self.fresh("re");
                match class {
                    Class::Dynamic => {
                        self.out.push_str(&format!(
                            "  {r} = memref.realloc {src}(%n2) : memref<?xi64> to memref<?xi64>\n"
                        ));
                        self.bufs.push((r, Class::Dynamic));
                    }
                    Class::Static => {
                        let to = [2, 4, 8][self.rng.below(3)];
                        let rty = format!("memref<{to}xi64>");
                        self.out.push_str(&format!(
                            "  {r} = memref.realloc {src} : memref<4xi64> to {rty}\n"
                        ));
                        // Give the view back its class through a fresh copy-free use: the
                        // realloc result is read directly by name with its own type.
                        let v = self.fresh("v");
                        self.out
                            .push_str(&format!("  {v} = memref.load {r}[%c0] : {rty}\n"));
                        self.ints.push(v);
                        if to == 4 {
                            self.bufs.push((r, Class::Static));
                        }
                    }
                }
            }
            _ => {
                // Calls of private functions returning fresh or forwarded buffers.
                let r = self.fresh("call");
                if self.rng.coin() {
                    let k = self.pick_int();
                    self.out.push_str(&format!(
                        "  {r} = func.call @fresh(%n, {k}) : (index, i64) -> memref<?xi64>\n"
                    ));
                    self.bufs.push((r, Class::Dynamic));
                } else if let Some((b, _)) = self.pick_buf(Some(Class::Dynamic)) {
                    self.out.push_str(&format!(
                        "  {r}:2 = func.call @maybe_same(%c, {b}) : (i1, memref<?xi64>) -> (memref<?xi64>, i64)\n"
                    ));
                    self.bufs.push((format!("{r}#0"), Class::Dynamic));
                    self.ints.push(format!("{r}#1"));
                }
            }
        }
    }

    /// `min + below(spread)` loads (or `i64` values) summed into `acc`; returns the new
    /// accumulator.
    fn consume(&mut self, acc: &str, min: usize, spread: usize, indent: &str) -> String {
        let n = min + self.rng.below(spread);
        let mut acc = acc.to_string();
        for _ in 0..n {
            let v = if self.rng.below(4) == 0 {
                self.pick_int()
            } else {
                self.load(indent)
            };
            let s = self.fresh("s");
            self.out
                .push_str(&format!("{indent}{s} = arith.addi {acc}, {v} : i64\n"));
            acc = s;
        }
        acc
    }

    /// Uses inside an `scf.if` in a later block.
    fn nested_consume(&mut self, acc: &str) -> String {
        let r = self.fresh("ns");
        self.out
            .push_str(&format!("  {r} = scf.if %c -> (i64) {{\n"));
        let inner = self.consume(acc, 1, 2, "    ");
        self.out.push_str(&format!(
            "    scf.yield {inner} : i64\n  }} else {{\n    scf.yield {acc} : i64\n  }}\n"
        ));
        r
    }
}

/// A program whose `@main` prints the results of `@f` for both branch directions.
fn generate(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0x0005_DEEC_E66D),
        out: String::new(),
        next: 0,
        bufs: Vec::new(),
        ints: vec!["%k0".into(), "%k1".into()],
    };
    g.out.push_str(
        "func.func private @printI64(i64)\nfunc.func private @printNewline()\n\n\
         func.func private @fresh(%n: index, %v: i64) -> memref<?xi64> {\n  %c0 = arith.constant 0 : index\n  %a = memref.alloc(%n) : memref<?xi64>\n  memref.store %v, %a[%c0] : memref<?xi64>\n  return %a : memref<?xi64>\n}\n\n\
         func.func private @maybe_same(%c: i1, %m: memref<?xi64>) -> (memref<?xi64>, i64) {\n  %c0 = arith.constant 0 : index\n  %v = memref.load %m[%c0] : memref<?xi64>\n  %r = scf.if %c -> (memref<?xi64>) {\n    %n = memref.alloc() : memref<?xi64>\n    memref.store %v, %n[%c0] : memref<?xi64>\n    scf.yield %n : memref<?xi64>\n  } else {\n    scf.yield %m : memref<?xi64>\n  }\n  return %r, %v : memref<?xi64>, i64\n}\n\n",
    );
    // `memref.alloc()` of a dynamic type needs its size: patch the helper above.
    g.out = g.out.replace(
        "    %n = memref.alloc() : memref<?xi64>",
        "    %d = memref.dim %m, %c0 : memref<?xi64>\n    %n = memref.alloc(%d) : memref<?xi64>",
    );
    g.out.push_str(
        "func.func @f(%c: i1, %n: index, %sel: index) -> i64 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %n2 = arith.addi %n, %c1 : index\n  %k0 = arith.constant 3 : i64\n  %k1 = arith.constant 5 : i64\n  %k2 = arith.constant 11 : i64\n  %k3 = arith.constant 17 : i64\n",
    );
    let first = g.alloc(Class::Dynamic, "%k0", "  ");
    g.bufs.push((first, Class::Dynamic));
    for _ in 0..2 + g.rng.below(5) {
        g.producer();
    }
    // The diamond: ^bb1 and ^bb2 join in ^bb3 (with an i64 argument), then a chain of blocks;
    // or ^bb2 returns directly.
    let returns_early = g.rng.below(3) == 0;
    g.out.push_str("  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n");
    let a1 = g.consume("%k0", 1, 2, "  ");
    if returns_early {
        let a = g.consume(&a1, 1, 3, "  ");
        let a = if g.rng.coin() {
            g.nested_consume(&a)
        } else {
            a
        };
        g.out.push_str(&format!("  return {a} : i64\n^bb2:\n"));
        let b = g.consume("%k1", 0, 2, "  ");
        g.out.push_str(&format!("  return {b} : i64\n}}\n\n"));
    } else {
        g.out
            .push_str(&format!("  cf.br ^bb3({a1} : i64)\n^bb2:\n"));
        let a2 = g.consume("%k1", 0, 2, "  ");
        g.out
            .push_str(&format!("  cf.br ^bb3({a2} : i64)\n^bb3(%j: i64):\n"));
        let mut acc = g.consume("%j", 1, 2, "  ");
        for b in 4..4 + g.rng.below(3) {
            g.out.push_str(&format!("  cf.br ^bb{b}\n^bb{b}:\n"));
            acc = g.consume(&acc, 0, 3, "  ");
        }
        if g.rng.coin() {
            acc = g.nested_consume(&acc);
        }
        g.out.push_str(&format!("  return {acc} : i64\n}}\n\n"));
    }
    g.out.push_str("func.func @main() {\n  %t = arith.constant true\n  %f = arith.constant false\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c3 = arith.constant 3 : index\n");
    for (i, (c, sel)) in [("%t", "%c0"), ("%f", "%c1"), ("%t", "%c1"), ("%f", "%c0")]
        .iter()
        .enumerate()
    {
        g.out.push_str(&format!(
            "  %r{i} = func.call @f({c}, %c3, {sel}) : (i1, index, index) -> i64\n  func.call @printI64(%r{i}) : (i64) -> ()\n  func.call @printNewline() : () -> ()\n"
        ));
    }
    g.out.push_str("  return\n}\n");
    g.out
}
