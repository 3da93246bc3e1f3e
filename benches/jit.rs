//! JIT benchmarks: compile time per example module, the 256³ f32 matmul at -O0 and -O3, and
//! the per-iteration cost of a loop that allocates, touches and frees a 16×i64 buffer with
//! allocation checking on (`cargo bench -p bufjit --bench jit`).

use bufjit::codegen::OptLevel;
use bufjit::{CodegenOptions, Jit, MemRefArg};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::path::Path;
use std::time::Duration;

fn opts(level: OptLevel) -> CodegenOptions {
    CodegenOptions {
        opt_level: level,
        verify: false,
        ..CodegenOptions::default()
    }
}

fn load(name: &str) -> (String, String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(name);
    let text = std::fs::read_to_string(&path).expect("example exists");
    (path.display().to_string(), text)
}

fn compile_time(c: &mut Criterion) {
    let mut g = c.benchmark_group("compile");
    g.measurement_time(Duration::from_secs(3));
    for name in [
        "matmul.mlir",
        "alloc_loop.mlir",
        "branchy.mlir",
        "branchy_dealloc.mlir",
    ] {
        let (path, text) = load(name);
        let m = bufjit::parse::Parser::new(&text, &path, 1)
            .parse_module()
            .expect("parses");
        g.bench_with_input(BenchmarkId::new("O3", name), &m, |b, m| {
            b.iter(|| Jit::compile(m, &opts(OptLevel::Speed)).expect("compiles"))
        });
    }
    g.finish();
}

fn matmul(c: &mut Criterion) {
    let (path, text) = load("matmul.mlir");
    let mut g = c.benchmark_group("matmul_256");
    g.sample_size(20);
    g.measurement_time(Duration::from_secs(5));
    for (label, level) in [("O3", OptLevel::Speed), ("O0", OptLevel::None)] {
        let jit = Jit::compile_str(&path, &text, &opts(level)).expect("compiles");
        let f = jit
            .func::<(MemRefArg, MemRefArg, MemRefArg), ()>("matmul")
            .expect("matmul");
        let n = 256usize;
        let mut a: Vec<f32> = (0..n * n).map(|i| (i % 7) as f32).collect();
        let mut bm: Vec<f32> = (0..n * n).map(|i| (i % 5) as f32).collect();
        let mut cm = vec![0f32; n * n];
        let shape = [n as i64, n as i64];
        g.bench_function(label, |b| {
            b.iter(|| {
                f.call((
                    MemRefArg::new(&mut a, &shape).unwrap(),
                    MemRefArg::new(&mut bm, &shape).unwrap(),
                    MemRefArg::new(&mut cm, &shape).unwrap(),
                ))
            })
        });
    }
    g.finish();
}

fn alloc_loop(c: &mut Criterion) {
    let (path, text) = load("alloc_loop.mlir");
    let jit = Jit::compile_str(&path, &text, &opts(OptLevel::Speed)).expect("compiles");
    let run = jit.func::<(i64,), i64>("run").expect("run");
    let n = 100_000i64;
    let mut g = c.benchmark_group("alloc_loop");
    g.throughput(Throughput::Elements(n as u64));
    g.measurement_time(Duration::from_secs(5));
    g.bench_function("checked_16xi64_per_iteration", |b| {
        b.iter(|| run.call((n,)))
    });
    g.finish();
}

criterion_group!(benches, compile_time, matmul, alloc_loop);
criterion_main!(benches);
