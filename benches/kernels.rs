//! The benchmark kernels under criterion (`cargo bench --bench kernels`): the i-j-k
//! matmul of `linalg.matmul` on function-boundary memrefs (`benches/linalg_matmul.mlir`,
//! `@bench`: fills + one matmul) and every kernel of `benches/kernels/` (`@kernel`, returning an
//! i64 or f64 checksum): the allocation-heavy kernels (10^6 buffer allocations in a
//! loop, a buffer carried in `iter_args`, a branch diamond joined with a memref block argument,
//! 10^5 calls with 16 allocations and two `arith.select` chains, 200 elementwise passes over
//! 10^6 f32 for vectorisation) and the shapes bufferized from tensor programs in
//! `benches/kernels_tensor/` (matmuls at odd shapes in f64 and i32, matvec, a 2-D convolution,
//! transpose-and-add, row softmax, i32 relu/clamp, fresh dynamically sized results chosen by
//! `scf.if`, dynamic allocations in a nested loop; a dense layer with bias, ReLU and row
//! softmax, a 3x3 convolution with bias and clamp, and an i32 matmul with a transposed operand
//! followed by a xor/add row reduction, which loop interchange and the vectorised reductions
//! are measured on), each run the way
//! `bufjit run --pipeline=default` runs it, at -O0, at -O3 without the mid-level stage
//! (`BUFJIT_MIDOPT=0`) and at -O3, checked allocator on. `benches/kernels_mlir.sh` prints the
//! same kernels' ratios against `mlir-runner -O3`.

use bufjit::codegen::OptLevel;
use bufjit::{CodegenOptions, Jit};
use criterion::{criterion_group, criterion_main, Criterion};
use std::path::Path;
use std::time::Duration;

/// The allocator of the `bufjit` binary (src/main.rs), so that compile times are the tool's.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn lowered(file: &str) -> bufjit::ir::Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let text = std::fs::read_to_string(&path).expect("kernel exists");
    let name = path.display().to_string();
    let mut m = bufjit::parse::Parser::new(&text, &name, 1)
        .parse_module()
        .expect("parses");
    bufjit::transforms::run_pipeline(&mut m, &bufjit::transforms::default_run_pipeline())
        .expect("the default run pipeline succeeds");
    m
}

fn compile(file: &str, level: OptLevel, midopt: bool) -> Jit {
    let m = lowered(file);
    let opts = CodegenOptions {
        opt_level: level,
        verify: false,
        ..CodegenOptions::default()
    };
    // The mid-level stage is switched off through its environment variable (one thread here).
    if midopt {
        std::env::remove_var("BUFJIT_MIDOPT");
    } else {
        std::env::set_var("BUFJIT_MIDOPT", "0");
    }
    let jit = Jit::compile(&m, &opts).expect("compiles");
    std::env::remove_var("BUFJIT_MIDOPT");
    jit
}

/// The kernels of `benches/kernels/` (file stems, sorted), so that a new kernel file is
/// measured without editing this list.
fn kernel_names() -> impl Iterator<Item = String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/kernels");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("benches/kernels")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .map(|p| p.file_stem().expect("name").to_string_lossy().into_owned())
        .collect();
    names.sort();
    names.into_iter()
}

const VARIANTS: [(&str, OptLevel, bool); 3] = [
    ("O0", OptLevel::None, false),
    ("O3-no-midopt", OptLevel::Speed, false),
    ("O3", OptLevel::Speed, true),
];

fn kernels(c: &mut Criterion) {
    let mut g = c.benchmark_group("kernels");
    g.sample_size(10);
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(3));
    for (label, level, midopt) in VARIANTS {
        let jit = compile("benches/linalg_matmul.mlir", level, midopt);
        let f = jit.func::<(), f32>("bench").expect("bench");
        assert_eq!(f.call(()), 128.0);
        g.bench_function(format!("matmul_256/{label}"), |b| b.iter(|| f.call(())));
        for k in kernel_names() {
            let jit = compile(&format!("benches/kernels/{k}.mlir"), level, midopt);
            let name = format!("{k}/{label}");
            // The checksum is an i64 or an f64.
            if let Ok(f) = jit.func::<(), i64>("kernel") {
                g.bench_function(name, |b| b.iter(|| f.call(())));
            } else {
                let f = jit
                    .func::<(), f64>("kernel")
                    .expect("@kernel() -> i64 or f64");
                g.bench_function(name, |b| b.iter(|| f.call(())));
            }
        }
    }
    g.finish();
}

/// Module compile time (`Jit::compile`: verification, the -O3 mid-level stage, Cranelift) of
/// each kernel after the run pipeline (the target is at most 2 ms).
fn compile_time(c: &mut Criterion) {
    let mut g = c.benchmark_group("kernels_compile");
    g.sample_size(20);
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(2));
    let files = std::iter::once("benches/linalg_matmul.mlir".to_string())
        .chain(kernel_names().map(|k| format!("benches/kernels/{k}.mlir")));
    for file in files {
        let file = file.as_str();
        let m = lowered(file);
        let name = Path::new(file).file_stem().expect("name").to_string_lossy();
        for (label, level) in [("O0", OptLevel::None), ("O3", OptLevel::Speed)] {
            let opts = CodegenOptions {
                opt_level: level,
                verify: false,
                ..CodegenOptions::default()
            };
            g.bench_function(format!("{name}/{label}"), |b| {
                b.iter(|| Jit::compile(&m, &opts).expect("compiles"))
            });
        }
    }
    g.finish();
}

criterion_group!(benches, kernels, compile_time);
criterion_main!(benches);
