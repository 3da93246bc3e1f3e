//! Cost of one executed `bufferization.dealloc` under each lowering
//! (`cargo bench -p bufjit --bench lowering`; criterion, HTML plots in `target/criterion`).
//!
//! Why this exists: the generic lowering decides which buffers to free at run time, and how it
//! does so (MLIR's heap-allocated helper lists, bufjit's stack lists, the quadratic or the
//! sorting helper) is a trade-off that has to be measured, not guessed. Each benchmark
//! JIT-compiles a generated kernel that allocates `n` buffers and deallocates them with one
//! dealloc retaining `r` buffers owned by the caller, and a driver that calls the kernel in a
//! loop; the reported time is per kernel call, i.e. per dealloc executed, its `n` allocations
//! included (as in the reference figure: MLIR 22 -O3, n = 16, r = 2: 695 ns).
//!
//! Groups:
//! * `dealloc_checked` / `dealloc_unchecked`: allocator checking on / off; n ∈ {1, 2, 4, 8,
//!   16, 64}, r ∈ {0, 1, 4}; lowerings `specialized` (the dealloc split into n one-memref
//!   deallocs, as the simplification pass does when it proves the memrefs distinct; lowered by
//!   MLIR's specialized patterns), `generic_heap` (MLIR's generic lowering), `generic_stack`
//!   (`helper-storage=stack`), and `allocs_only` (n allocations and plain frees: the floor);
//! * `helper_crossover`: stack lists with MLIR's quadratic helper against
//!   `@dealloc_helper_nlogn` (hashing, and forced sorting) for growing n (checking on), which
//!   sets `helper-nlogn-threshold`.

use bufjit::transforms::lower_deallocs;
use bufjit::{CodegenOptions, Jit};
use bufjit_runtime::Mode;
use criterion::{criterion_group, BenchmarkId, Criterion};
use std::fmt::Write;
use std::time::{Duration, Instant};

/// How the kernel's deallocation is written and lowered.
#[derive(Clone, Copy)]
enum Lowering {
    Specialized,
    GenericHeap,
    GenericStack,
    /// Stack lists, `helper-nlogn-threshold` forced; the flag: hashing allowed (else
    /// `helper-probe-budget=0`, always sort).
    StackThreshold(usize, bool),
    AllocsOnly,
}

impl Lowering {
    fn options(self) -> Vec<(String, String)> {
        let o = |k: &str, v: &str| (k.to_string(), v.to_string());
        match self {
            Lowering::GenericStack => vec![o("helper-storage", "stack")],
            Lowering::StackThreshold(t, hash) => vec![
                o("helper-storage", "stack"),
                o("helper-nlogn-threshold", &t.to_string()),
                o("helper-probe-budget", if hash { "auto" } else { "0" }),
            ],
            _ => vec![o("helper-storage", "heap")],
        }
    }
}

/// `@kernel(%c, retained...) -> i1` and `@bench(%iters, %c) -> i64`, which calls the kernel
/// `%iters` times with `r` retained buffers it allocates once.
fn module_text(n: usize, r: usize, low: Lowering) -> String {
    let buf = "memref<16xi8>";
    let mut s = String::new();
    let rargs: Vec<String> = (0..r).map(|j| format!("%r{j}: {buf}")).collect();
    let mut params = vec!["%c: i1".to_string()];
    params.extend(rargs);
    let _ = writeln!(s, "func.func @kernel({}) -> i1 {{", params.join(", "));
    for i in 0..n {
        let _ = writeln!(s, "  %m{i} = memref.alloc() : {buf}");
    }
    let list = |p: &str, k: usize| -> String {
        (0..k)
            .map(|i| format!("%{p}{i}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let tys = |k: usize| vec![buf; k].join(", ");
    let retain = if r == 0 {
        String::new()
    } else {
        format!(" retain ({} : {})", list("r", r), tys(r))
    };
    let res = |name: &str| match r {
        0 => String::new(),
        1 => format!("%{name} = "),
        _ => format!("%{name}:{r} = "),
    };
    let proj = |name: &str, j: usize| {
        if r == 1 {
            format!("%{name}")
        } else {
            format!("%{name}#{j}")
        }
    };
    // Ownership results of the kernel's dealloc(s), or'ed into one i1.
    let mut owned: Vec<String> = Vec::new();
    match low {
        Lowering::AllocsOnly => {
            for i in 0..n {
                let _ = writeln!(s, "  memref.dealloc %m{i} : {buf}");
            }
        }
        Lowering::Specialized => {
            for i in 0..n {
                let _ = writeln!(
                    s,
                    "  {}bufferization.dealloc (%m{i} : {buf}) if (%c){retain}",
                    res(&format!("d{i}"))
                );
                owned.extend((0..r).map(|j| proj(&format!("d{i}"), j)));
            }
        }
        _ => {
            let conds = vec!["%c"; n].join(", ");
            let _ = writeln!(
                s,
                "  {}bufferization.dealloc ({} : {}) if ({conds}){retain}",
                res("d"),
                list("m", n),
                tys(n)
            );
            owned.extend((0..r).map(|j| proj("d", j)));
        }
    }
    let _ = writeln!(s, "  %acc0 = arith.constant false");
    for (k, o) in owned.iter().enumerate() {
        let _ = writeln!(s, "  %acc{} = arith.ori %acc{k}, {o} : i1", k + 1);
    }
    let _ = writeln!(s, "  return %acc{} : i1\n}}", owned.len());

    let _ = writeln!(s, "func.func @bench(%iters: index, %c: i1) -> i64 {{");
    for j in 0..r {
        let _ = writeln!(s, "  %r{j} = memref.alloc() : {buf}");
    }
    let mut args = vec!["%c".to_string()];
    args.extend((0..r).map(|j| format!("%r{j}")));
    let mut arg_tys = vec!["i1"];
    arg_tys.extend(vec![buf; r]);
    let _ = writeln!(
        s,
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %z = arith.constant 0 : i64\n  \
         %sum = scf.for %i = %c0 to %iters step %c1 iter_args(%a = %z) -> i64 {{\n    \
         %o = func.call @kernel({}) : ({}) -> i1\n    %e = arith.extui %o : i1 to i64\n    \
         %a2 = arith.addi %a, %e : i64\n    scf.yield %a2 : i64\n  }}",
        args.join(", "),
        arg_tys.join(", ")
    );
    for j in 0..r {
        let _ = writeln!(s, "  memref.dealloc %r{j} : {buf}");
    }
    let _ = writeln!(s, "  return %sum : i64\n}}");
    s
}

fn compile(n: usize, r: usize, low: Lowering) -> Jit {
    let text = module_text(n, r, low);
    let mut m = bufjit::parse::Parser::new(&text, "bench.mlir", 1)
        .parse_module()
        .expect("bench kernel parses");
    lower_deallocs::run(&mut m, &low.options()).expect("lowers");
    let opts = CodegenOptions {
        verify: false,
        ..CodegenOptions::default()
    };
    Jit::compile(&m, &opts).expect("bench kernel compiles")
}

/// Times `iters` kernel calls (one dealloc each).
fn time_calls(jit: &Jit, iters: u64) -> Duration {
    let f = jit.func::<(i64, bool), i64>("bench").expect("bench");
    let t = Instant::now();
    let owned = f.call((iters as i64, true));
    let d = t.elapsed();
    assert_eq!(owned, 0, "retained buffers are not owned by the dealloc");
    d
}

fn grid(c: &mut Criterion, checked: bool) {
    let mode = if checked { Mode::Collect } else { Mode::Off };
    bufjit_runtime::global().set_mode(mode);
    let name = if checked {
        "dealloc_checked"
    } else {
        "dealloc_unchecked"
    };
    let mut g = c.benchmark_group(name);
    // The grid, plus n = 16, r = 2 (the MLIR reference point).
    let points = [1usize, 2, 4, 8, 16, 64]
        .iter()
        .flat_map(|&n| [0usize, 1, 4].map(|r| (n, r)))
        .chain([(16, 2)]);
    for (n, r) in points {
        {
            for (label, low) in [
                ("allocs_only", Lowering::AllocsOnly),
                ("specialized", Lowering::Specialized),
                ("generic_heap", Lowering::GenericHeap),
                ("generic_stack", Lowering::GenericStack),
            ] {
                let jit = compile(n, r, low);
                g.bench_function(BenchmarkId::new(label, format!("n{n}_r{r}")), |b| {
                    b.iter_custom(|iters| time_calls(&jit, iters))
                });
            }
        }
    }
    g.finish();
    if checked {
        assert!(
            bufjit_runtime::global().report().is_clean(),
            "every lowering frees every buffer exactly once"
        );
    }
    bufjit_runtime::global().set_mode(Mode::Collect);
}

fn dealloc_checked(c: &mut Criterion) {
    grid(c, true);
}

fn dealloc_unchecked(c: &mut Criterion) {
    grid(c, false);
}

fn helper_crossover(c: &mut Criterion) {
    bufjit_runtime::global().set_mode(Mode::Collect);
    let mut g = c.benchmark_group("helper_crossover");
    for &n in &[8usize, 16, 24, 32, 48, 64, 96, 128, 256, 512] {
        for &r in &[2usize] {
            for (label, low) in [
                ("quadratic", Lowering::StackThreshold(usize::MAX, true)),
                ("nlogn_hash", Lowering::StackThreshold(0, true)),
                ("nlogn_sort", Lowering::StackThreshold(0, false)),
            ] {
                let jit = compile(n, r, low);
                g.bench_function(BenchmarkId::new(label, format!("n{n}_r{r}")), |b| {
                    b.iter_custom(|iters| time_calls(&jit, iters))
                });
            }
        }
    }
    g.finish();
}

criterion_group!(
    benches,
    dealloc_checked,
    dealloc_unchecked,
    helper_crossover
);

/// `LOWERING_TABLE=1 cargo bench --bench lowering`: instead of criterion, prints a markdown
/// table of the grid, each figure the minimum over interleaved rounds (robust on a loaded
/// machine: every configuration sees the same background load).
fn table() {
    let rounds: usize = std::env::var("LOWERING_TABLE_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(15);
    let lowerings = [
        ("allocs_only", Lowering::AllocsOnly),
        ("specialized", Lowering::Specialized),
        ("generic_heap", Lowering::GenericHeap),
        ("generic_stack", Lowering::GenericStack),
    ];
    let mut points: Vec<(usize, usize)> = [1usize, 2, 4, 8, 16, 64]
        .iter()
        .flat_map(|&n| [0usize, 1, 4].map(|r| (n, r)))
        .collect();
    points.insert(
        points.iter().position(|&p| p == (16, 4)).unwrap_or(0),
        (16, 2),
    );
    let mut configs = Vec::new();
    for &(n, r) in &points {
        for (_, low) in lowerings {
            configs.push(compile(n, r, low));
        }
    }
    let mut best = vec![[f64::INFINITY; 2]; configs.len()];
    for _ in 0..rounds {
        for (m, mode) in [Mode::Collect, Mode::Off].into_iter().enumerate() {
            bufjit_runtime::global().set_mode(mode);
            for (i, jit) in configs.iter().enumerate() {
                let iters = 20_000;
                let ns = time_calls(jit, iters).as_nanos() as f64 / iters as f64;
                best[i][m] = best[i][m].min(ns);
            }
        }
    }
    bufjit_runtime::global().set_mode(Mode::Collect);
    println!(
        "| n | r | checking | allocs only | specialized | generic heap (MLIR) | generic stack |"
    );
    println!("|---:|---:|---|---:|---:|---:|---:|");
    for (p, &(n, r)) in points.iter().enumerate() {
        for (m, label) in ["on", "off"].iter().enumerate() {
            let cells: Vec<String> = (0..lowerings.len())
                .map(|l| format!("{:.0}", best[p * lowerings.len() + l][m]))
                .collect();
            println!("| {n} | {r} | {label} | {} |", cells.join(" | "));
        }
    }
}

/// `LOWERING_TABLE=crossover`: the `helper_crossover` comparison as a table (checking on,
/// minimum over interleaved rounds).
fn crossover_table() {
    let rounds: usize = std::env::var("LOWERING_TABLE_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(15);
    let ns = [8usize, 16, 24, 32, 48, 64, 96, 128, 192, 256, 512, 1024];
    let rs = [2usize, 16];
    let mut configs = Vec::new();
    for &n in &ns {
        for &r in &rs {
            for low in [
                Lowering::StackThreshold(usize::MAX, true),
                Lowering::StackThreshold(0, true),
                Lowering::StackThreshold(0, false),
                Lowering::AllocsOnly,
            ] {
                configs.push((n, r, compile(n, r, low)));
            }
        }
    }
    bufjit_runtime::global().set_mode(Mode::Collect);
    let mut best = vec![f64::INFINITY; configs.len()];
    for _ in 0..rounds {
        for (i, (n, _, jit)) in configs.iter().enumerate() {
            let iters = (400_000 / (n * n)).clamp(20, 20_000) as u64;
            let ns = time_calls(jit, iters).as_nanos() as f64 / iters as f64;
            best[i] = best[i].min(ns);
        }
    }
    println!(
        "| n | r | allocs only | quadratic | nlogn (hash) | nlogn (sort) | hash / quadratic |"
    );
    println!("|---:|---:|---:|---:|---:|---:|---:|");
    for (b, c) in best.chunks(4).zip(configs.chunks(4)) {
        let (n, r) = (c[0].0, c[0].1);
        println!(
            "| {n} | {r} | {:.0} | {:.0} | {:.0} | {:.0} | {:.2} |",
            b[3],
            b[0],
            b[1],
            b[2],
            b[1] / b[0]
        );
    }
}

fn main() {
    match std::env::var("LOWERING_TABLE").as_deref() {
        Ok("crossover") => return crossover_table(),
        Ok(_) => return table(),
        Err(_) => {}
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
