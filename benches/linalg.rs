//! `linalg.matmul` 256×256×256 f32 as One-Shot Bufferize emits it (`benches/linalg_matmul.mlir`),
//! run the way `bufjit run --pipeline=default -O3` runs it: the deallocation pipeline, then
//! `convert-linalg-to-loops`, then Cranelift. One iteration is `@bench`: three fills and the
//! matmul on fresh buffers, freed through the checked allocator
//! (`cargo bench -p bufjit --bench linalg`). `benches/linalg_matmul_mlir.sh` measures the same
//! IR lowered by MLIR and run by `mlir-runner -O3`.

use bufjit::codegen::OptLevel;
use bufjit::{CodegenOptions, Jit};
use criterion::{criterion_group, criterion_main, Criterion};
use std::path::Path;
use std::time::Duration;

fn linalg_matmul(c: &mut Criterion) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/linalg_matmul.mlir");
    let text = std::fs::read_to_string(&path).expect("example exists");
    let name = path.display().to_string();
    let mut m = bufjit::parse::Parser::new(&text, &name, 1)
        .parse_module()
        .expect("parses");
    bufjit::transforms::run_pipeline(&mut m, &bufjit::transforms::default_run_pipeline())
        .expect("the default run pipeline succeeds");
    let opts = CodegenOptions {
        opt_level: OptLevel::Speed,
        verify: false,
        ..CodegenOptions::default()
    };
    let jit = Jit::compile(&m, &opts).expect("compiles");
    let f = jit.func::<(), f32>("bench").expect("bench");
    assert_eq!(f.call(()), 128.0);
    let mut g = c.benchmark_group("linalg_matmul_256");
    g.sample_size(20);
    g.measurement_time(Duration::from_secs(5));
    g.bench_function("O3", |b| b.iter(|| f.call(())));
    g.finish();
}

criterion_group!(benches, linalg_matmul);
criterion_main!(benches);
