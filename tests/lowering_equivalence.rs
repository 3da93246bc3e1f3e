//! Property test for `bufferization-lower-deallocations`: the stack-based generic lowering
//! (`helper-storage=stack`, with MLIR's quadratic `@dealloc_helper` and with
//! `@dealloc_helper_nlogn` on its hashing and on its sorting path) frees exactly the buffers
//! that MLIR's heap-based lowering frees and returns the same ownership results; so does
//! `force-generic=true` (heap and stack), which sends one-memref deallocs through the helper
//! instead of MLIR's specialized lowering.
//!
//! Why this exists: the stack mode replaces MLIR's aliasing decision with a different
//! algorithm, and the file tests only pin its text. Here random deallocs (random sizes, random
//! aliasing among the memrefs and with the retained values, constant and runtime conditions)
//! are lowered every way, JIT-compiled and run against the instrumented allocator; the buffers
//! still live afterwards tell which ones each lowering freed. Every result is also checked
//! against a direct model of the `bufferization.dealloc` semantics.

mod common;

use bufjit::transforms::lower_deallocs;
use bufjit::{CodegenOptions, Jit};
use common::Rng;
use std::fmt::Write;

/// How a condition operand is produced.
#[derive(Clone, Copy, Debug)]
enum Cond {
    Const(bool),
    /// Bit `i` of the kernel's `i64` argument.
    Bit(usize),
}

/// A retained value: a view of one of the buffers, or a buffer outside the memref list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Retained {
    Buffer(usize),
    External(usize),
}

/// One random dealloc.
#[derive(Clone, Debug)]
struct Case {
    buffers: usize,
    externals: usize,
    /// Buffer of each memref operand, and how the operand is spelled (0 the alloc itself,
    /// 1 a `memref.cast`, 2 a `memref.subview` at offset 0; retained values: 3 a subview at
    /// offset 1, which must not be freed but has the buffer's aligned pointer).
    memrefs: Vec<(usize, u8)>,
    conds: Vec<Cond>,
    retained: Vec<(Retained, u8)>,
}

const BUF_SIZE: usize = 1000;
const EXT_SIZE: usize = 3000;

impl Case {
    fn random(rng: &mut Rng) -> Case {
        let n = match rng.below(10) {
            0 => 1,
            1 => 33 + rng.below(60),
            _ => 2 + rng.below(14),
        };
        // Few buffers: much aliasing; as many as memrefs: little.
        let buffers = 1 + rng.below(n);
        let r = match rng.below(8) {
            0 => 0,
            1 => 8 + rng.below(24),
            _ => 1 + rng.below(5),
        };
        let externals = rng.below(3);
        let memrefs = (0..n)
            .map(|_| (rng.below(buffers), rng.below(3) as u8))
            .collect();
        let conds = (0..n)
            .map(|i| match rng.below(6) {
                0 => Cond::Const(true),
                1 => Cond::Const(false),
                _ => Cond::Bit(i % 64),
            })
            .collect();
        let retained = (0..r)
            .map(|_| {
                let v = if externals > 0 && rng.chance(20) {
                    Retained::External(rng.below(externals))
                } else {
                    Retained::Buffer(rng.below(buffers))
                };
                (v, rng.below(4) as u8)
            })
            .collect();
        Case {
            buffers,
            externals,
            memrefs,
            conds,
            retained,
        }
    }

    /// The kernel: allocates the buffers (buffer `b` has `BUF_SIZE + b` bytes, so the
    /// allocator's live blocks identify it), runs the dealloc, frees the external buffers and
    /// returns the ownership results as bits of an `i64`.
    fn kernel(&self) -> String {
        let mut s = String::from("func.func @kernel(%bits: i64) -> i64 {\n");
        let ty = |size: usize| format!("memref<{size}xi8>");
        for b in 0..self.buffers {
            let _ = writeln!(s, "  %b{b} = memref.alloc() : {}", ty(BUF_SIZE + b));
        }
        for e in 0..self.externals {
            let _ = writeln!(s, "  %x{e} = memref.alloc() : {}", ty(EXT_SIZE + e));
        }
        // A view of `name` (of `size` bytes) spelled as `how`.
        let mut views = 0;
        let mut view = |s: &mut String, name: &str, size: usize, how: u8| -> (String, String) {
            views += 1;
            match how {
                0 => (format!("%{name}"), ty(size)),
                1 => {
                    let _ = writeln!(
                        s,
                        "  %v{views} = memref.cast %{name} : {} to memref<?xi8>",
                        ty(size)
                    );
                    (format!("%v{views}"), "memref<?xi8>".into())
                }
                2 => {
                    let t = "memref<2xi8, strided<[1]>>".to_string();
                    let _ = writeln!(
                        s,
                        "  %v{views} = memref.subview %{name}[0] [2] [1] : {} to {t}",
                        ty(size)
                    );
                    (format!("%v{views}"), t)
                }
                _ => {
                    let t = "memref<2xi8, strided<[1], offset: 1>>".to_string();
                    let _ = writeln!(
                        s,
                        "  %v{views} = memref.subview %{name}[1] [2] [1] : {} to {t}",
                        ty(size)
                    );
                    (format!("%v{views}"), t)
                }
            }
        };
        let mut ms = Vec::new();
        for &(b, how) in &self.memrefs {
            ms.push(view(&mut s, &format!("b{b}"), BUF_SIZE + b, how));
        }
        let mut rs = Vec::new();
        for &(r, how) in &self.retained {
            let (name, size) = match r {
                Retained::Buffer(b) => (format!("b{b}"), BUF_SIZE + b),
                Retained::External(e) => (format!("x{e}"), EXT_SIZE + e),
            };
            rs.push(view(&mut s, &name, size, how));
        }
        let mut cs = Vec::new();
        for (i, c) in self.conds.iter().enumerate() {
            match c {
                Cond::Const(v) => {
                    let _ = writeln!(s, "  %t{i} = arith.constant {v}");
                }
                Cond::Bit(k) => {
                    let _ = writeln!(s, "  %k{i} = arith.constant {k} : i64");
                    let _ = writeln!(s, "  %s{i} = arith.shrui %bits, %k{i} : i64");
                    let _ = writeln!(s, "  %t{i} = arith.trunci %s{i} : i64 to i1");
                }
            }
            cs.push(format!("%t{i}"));
        }
        let join = |v: &[(String, String)], f: fn(&(String, String)) -> &String| {
            v.iter().map(f).cloned().collect::<Vec<_>>().join(", ")
        };
        let results = match rs.len() {
            0 => "  ".to_string(),
            1 => "  %o = ".to_string(),
            k => format!("  %o:{k} = "),
        };
        let _ = write!(
            s,
            "{results}bufferization.dealloc ({} : {}) if ({})",
            join(&ms, |p| &p.0),
            join(&ms, |p| &p.1),
            cs.join(", ")
        );
        if !rs.is_empty() {
            let _ = write!(
                s,
                " retain ({} : {})",
                join(&rs, |p| &p.0),
                join(&rs, |p| &p.1)
            );
        }
        s.push('\n');
        let _ = writeln!(s, "  %acc0 = arith.constant 0 : i64");
        for j in 0..rs.len() {
            let o = if rs.len() == 1 {
                "%o".to_string()
            } else {
                format!("%o#{j}")
            };
            let _ = writeln!(s, "  %e{j} = arith.extui {o} : i1 to i64");
            let _ = writeln!(s, "  %j{j} = arith.constant {j} : i64");
            let _ = writeln!(s, "  %h{j} = arith.shli %e{j}, %j{j} : i64");
            let _ = writeln!(s, "  %acc{} = arith.ori %acc{j}, %h{j} : i64", j + 1);
        }
        for e in 0..self.externals {
            let _ = writeln!(s, "  memref.dealloc %x{e} : {}", ty(EXT_SIZE + e));
        }
        let _ = writeln!(s, "  return %acc{} : i64\n}}", rs.len());
        s
    }

    /// What `bufferization.dealloc` must do: (freed buffers, ownership bits).
    fn expected(&self, bits: u64) -> (Vec<bool>, u64) {
        let cond = |i: usize| match self.conds[i] {
            Cond::Const(v) => v,
            Cond::Bit(k) => bits >> k & 1 == 1,
        };
        let mut freed = vec![false; self.buffers];
        for (i, &(b, _)) in self.memrefs.iter().enumerate() {
            let first = self.memrefs[..i].iter().all(|&(p, _)| p != b);
            let retained = self.retained.iter().any(|&(r, _)| r == Retained::Buffer(b));
            if cond(i) && first && !retained {
                freed[b] = true;
            }
        }
        let mut own = 0u64;
        for (j, &(r, _)) in self.retained.iter().enumerate() {
            let o = self
                .memrefs
                .iter()
                .enumerate()
                .any(|(i, &(b, _))| r == Retained::Buffer(b) && cond(i));
            own |= (o as u64) << j;
        }
        (freed, own)
    }
}

/// Parses the kernel, lowers its dealloc with `options` and JIT-compiles it.
fn lower_and_compile(text: &str, options: &[(&str, &str)]) -> (Jit, String) {
    let mut m = bufjit::parse::Parser::new(text, "case.mlir", 1)
        .parse_module()
        .unwrap_or_else(|d| panic!("kernel does not parse: {d:?}\n{text}"));
    let opts: Vec<(String, String)> = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    lower_deallocs::run(&mut m, &opts).expect("lowers");
    let lowered = bufjit::print::print_module(&m, Default::default());
    let jit = Jit::compile(&m, &CodegenOptions::default())
        .unwrap_or_else(|d| panic!("does not compile: {d:?}\n{lowered}"));
    (jit, lowered)
}

/// Runs the kernel once: (freed buffers, ownership bits, violations). Frees what it left.
fn run(jit: &Jit, case: &Case, bits: u64) -> (Vec<bool>, u64, u64) {
    let t = bufjit_runtime::global();
    let violations = t.violations().len() as u64;
    let f = jit.func::<(i64,), i64>("kernel").expect("kernel");
    let own = f.call((bits as i64,)) as u64;
    let mut freed = vec![true; case.buffers];
    for b in t.live_blocks() {
        assert!(
            (BUF_SIZE..BUF_SIZE + case.buffers).contains(&b.size),
            "unexpected live block of {} bytes",
            b.size
        );
        freed[b.size - BUF_SIZE] = false;
        // SAFETY: a live block of the checked allocator.
        unsafe { bufjit_runtime::abi::bufjit_rt_free(b.addr as *mut _, 0) };
    }
    let all = t.violations();
    for v in &all[violations as usize..] {
        eprintln!("violation: {:?}", v.kind);
    }
    let new_violations = all.len() as u64 - violations;
    (freed, own, new_violations)
}

#[test]
fn stack_lowerings_free_what_mlir_frees() {
    let mut rng = Rng(0x5EED_0FB0_F1E7);
    let lowerings: [(&str, &[(&str, &str)]); 7] = [
        ("heap (MLIR)", &[("helper-storage", "heap")]),
        ("stack", &[("helper-storage", "stack")]),
        (
            "stack, always nlogn (hashing)",
            &[("helper-storage", "stack"), ("helper-nlogn-threshold", "0")],
        ),
        (
            "stack, always nlogn (sorting)",
            &[
                ("helper-storage", "stack"),
                ("helper-nlogn-threshold", "0"),
                ("helper-probe-budget", "0"),
            ],
        ),
        (
            "stack, always quadratic",
            &[
                ("helper-storage", "stack"),
                ("helper-nlogn-threshold", "1000000"),
            ],
        ),
        (
            "heap, force-generic",
            &[("helper-storage", "heap"), ("force-generic", "true")],
        ),
        (
            "stack, force-generic",
            &[("helper-storage", "stack"), ("force-generic", "true")],
        ),
    ];
    let cases = std::env::var("BUFJIT_EQUIV_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let mut nlogn_runs = 0;
    let mut forced_single = 0;
    for case_no in 0..cases {
        let case = Case::random(&mut rng);
        let text = case.kernel();
        let mut jits: Vec<(&str, Jit, String)> = lowerings
            .iter()
            .map(|(name, o)| {
                let (j, l) = lower_and_compile(&text, o);
                (*name, j, l)
            })
            .collect();
        // Hashing abandoned part-way (during the inserts or the lookups), then sorting.
        let budget = rng
            .below(case.memrefs.len() + case.retained.len() + 2)
            .to_string();
        let (j, l) = lower_and_compile(
            &text,
            &[
                ("helper-storage", "stack"),
                ("helper-nlogn-threshold", "0"),
                ("helper-probe-budget", &budget),
            ],
        );
        jits.push(("stack, always nlogn (hashing abandoned)", j, l));
        if jits[2].2.contains("call @dealloc_helper_nlogn(")
            && jits[3].2.contains("call @dealloc_helper_nlogn(")
        {
            nlogn_runs += 1;
        }
        if case.memrefs.len() == 1 {
            // MLIR's lowering is specialized (no helper); the forced ones call it.
            assert!(
                !jits[0].2.contains("call @dealloc_helper("),
                "{}",
                jits[0].2
            );
            assert!(jits[5].2.contains("call @dealloc_helper("), "{}", jits[5].2);
            assert!(jits[6].2.contains("call @dealloc_helper("), "{}", jits[6].2);
            forced_single += 1;
        }
        for _ in 0..6 {
            let bits = rng.next_u64();
            let (want_freed, want_own) = case.expected(bits);
            let mut mlir = None;
            for (name, jit, lowered) in &jits {
                let (freed, own, violations) = run(jit, &case, bits);
                let ctx = || {
                    format!("case {case_no}, lowering {name}, bits {bits:#x}\n{text}\n{lowered}")
                };
                assert_eq!(violations, 0, "memory violations: {}", ctx());
                // The same as MLIR's lowering (the first one) ...
                let mlir = mlir.get_or_insert_with(|| (freed.clone(), own));
                assert_eq!(freed, mlir.0, "freed buffers differ from MLIR's: {}", ctx());
                assert_eq!(own, mlir.1, "ownership differs from MLIR's: {}", ctx());
                // ... and what the dealloc's semantics say.
                assert_eq!(freed, want_freed, "freed buffers differ: {}", ctx());
                assert_eq!(own, want_own, "ownership differs: {}", ctx());
            }
        }
    }
    // The forced lowerings really called `@dealloc_helper_nlogn` (every case with n > 1).
    assert!(nlogn_runs * 10 > cases * 8, "{nlogn_runs} of {cases}");
    // One-memref deallocs (10% of the cases) were lowered both ways.
    assert!(forced_single * 20 > cases, "{forced_single} of {cases}");
}
