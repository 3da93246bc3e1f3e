//! Front-end and pipeline throughput on the shape of the pipeline-scaling module (functions
//! with a diamond, an `scf.if`, an `scf.for` with a memref iter_arg, a select and a call):
//! parse + verify + print of more than 100,000 operations, and the whole
//! `buffer-deallocation-pipeline` per generated function.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

/// Generates `k` functions (about 31 ops and 39 lines each).
pub fn module_text(k: usize) -> String {
    let mut s = String::new();
    for i in 0..k {
        let (call, alt) = if i == 0 {
            (String::new(), "%a".to_string())
        } else {
            (
                format!(
                    "  %p = func.call @f{}(%c, %n, %a) : (i1, index, memref<8xf32>) -> memref<8xf32>\n",
                    i - 1
                ),
                "%p".to_string(),
            )
        };
        s.push_str(&format!(
            r#"func.func @f{i}(%c: i1, %n: index, %x: memref<8xf32>) -> memref<8xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant {i}.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %x0 = memref.load %x[%c0] : memref<8xf32>
  memref.store %x0, %a[%c0] : memref<8xf32>
  memref.store %one, %b[%c0] : memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %t = memref.alloc() : memref<8xf32>
  %av = memref.load %a[%c0] : memref<8xf32>
  %tv = arith.addf %av, %one : f32
  memref.store %tv, %t[%c0] : memref<8xf32>
  cf.br ^bb3(%t : memref<8xf32>)
^bb2:
{call}  cf.br ^bb3({alt} : memref<8xf32>)
^bb3(%m: memref<8xf32>):
  %r = scf.if %c -> (memref<8xf32>) {{
    %u = memref.alloc() : memref<8xf32>
    %mv = memref.load %m[%c0] : memref<8xf32>
    memref.store %mv, %u[%c0] : memref<8xf32>
    scf.yield %u : memref<8xf32>
  }} else {{
    scf.yield %m : memref<8xf32>
  }}
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %r) -> (memref<8xf32>) {{
    %nx = memref.alloc() : memref<8xf32>
    %v = memref.load %cur[%c0] : memref<8xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %nx[%c0] : memref<8xf32>
    scf.yield %nx : memref<8xf32>
  }}
  %s = arith.select %c, %l, %b : memref<8xf32>
  return %s : memref<8xf32>
}}
"#
        ));
    }
    s
}

fn bench(c: &mut Criterion) {
    let text = module_text(4000); // 124,000 ops
    let m = bufjit::parse::Parser::new(&text, "bench.mlir", 1)
        .parse_module()
        .expect("generated module parses");
    assert!(m.ops.len() > 100_000);
    let mut g = c.benchmark_group("parse_verify_print");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("parse", |b| {
        b.iter(|| {
            bufjit::parse::Parser::new(&text, "bench.mlir", 1)
                .parse_module()
                .unwrap()
        })
    });
    g.bench_function("verify", |b| b.iter(|| bufjit::verify::verify(&m).unwrap()));
    g.bench_function("print", |b| {
        b.iter(|| bufjit::print::print_module(&m, Default::default()))
    });
    g.bench_function("parse+verify+print", |b| {
        b.iter(|| {
            let m = bufjit::parse::Parser::new(&text, "bench.mlir", 1)
                .parse_module()
                .unwrap();
            bufjit::verify::verify(&m).unwrap();
            bufjit::print::print_module(&m, Default::default())
        })
    });
    g.finish();
}

fn bench_pipeline(c: &mut Criterion) {
    let k = 500;
    let text = module_text(k);
    let pipeline =
        bufjit::transforms::parse_pipeline("builtin.module(buffer-deallocation-pipeline)")
            .expect("pipeline is registered");
    let m = bufjit::parse::Parser::new(&text, "bench.mlir", 1)
        .parse_module()
        .expect("generated module parses");
    let mut g = c.benchmark_group("buffer_deallocation_pipeline");
    g.sample_size(10);
    g.throughput(Throughput::Elements(k as u64));
    g.bench_function("500_functions", |b| {
        b.iter_batched(
            || m.clone(),
            |mut m| bufjit::transforms::run_pipeline(&mut m, &pipeline).unwrap(),
            criterion::BatchSize::LargeInput,
        )
    });
    g.finish();
}

/// The `bufjit opt` driver end to end (text in, text out) on one module and one thread, and
/// split by function between the machine's threads (`src/tool/parallel.rs`).
fn bench_driver(c: &mut Criterion) {
    use bufjit::tool::opt::{run_streaming, OptOptions};
    let text = module_text(4000);
    let mut g = c.benchmark_group("opt_driver");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(text.len() as u64));
    for (pipeline, label) in [
        ("", "round_trip"),
        (
            "builtin.module(buffer-deallocation-pipeline)",
            "dealloc_pipeline",
        ),
    ] {
        for threads in [false, true] {
            let opts = OptOptions {
                pipeline: if pipeline.is_empty() {
                    vec![]
                } else {
                    bufjit::transforms::parse_pipeline(pipeline).expect("registered")
                },
                disable_threading: !threads,
                ..OptOptions::default()
            };
            let name = format!("{label}/{}", if threads { "threads" } else { "one_thread" });
            g.bench_function(name, |b| {
                b.iter(|| {
                    let mut out = Vec::with_capacity(text.len() * 2);
                    run_streaming("bench.mlir", &text, &opts, &mut out).expect("runs");
                    out
                })
            });
        }
    }
    g.finish();
}

criterion_group!(benches, bench, bench_pipeline, bench_driver);
criterion_main!(benches);
