//! Embedding bufjit in a Rust program: compile `examples/matmul.mlir` once, call a kernel on
//! Rust slices, receive a memref the kernel allocated as an owned value, and check that the
//! calls allocated and freed in balance.
//!
//! Run with `cargo run --release --example embed`.

use bufjit::{assert_balanced, CodegenOptions, Jit, MemRefArg, OwnedMemRef};

const KERNELS: &str = r#"
func.func @scale(%s: f32, %m: memref<?x?xf32>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xf32>
  %c = memref.dim %m, %c1 : memref<?x?xf32>
  %out = memref.alloc(%r, %c) : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      %p = arith.mulf %v, %s : f32
      memref.store %p, %out[%i, %j] : memref<?x?xf32>
    }
  }
  return %out : memref<?x?xf32>
}
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let opts = CodegenOptions::default();

    // 1. The matmul example: 256x256 f32 matrices passed from Rust.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/matmul.mlir");
    let text = std::fs::read_to_string(path)?;
    let jit = Jit::compile_str(path, &text, &opts)?;
    let n = 256usize;
    let mut a: Vec<f32> = (0..n * n).map(|i| (i % 7) as f32).collect();
    let mut b: Vec<f32> = (0..n * n).map(|i| (i % 5) as f32 * 0.5).collect();
    let mut c = vec![0f32; n * n];
    let shape = [n as i64, n as i64];
    {
        let matmul = jit.func::<(MemRefArg, MemRefArg, MemRefArg), ()>("matmul")?;
        let start = std::time::Instant::now();
        matmul.call((
            MemRefArg::new(&mut a, &shape)?,
            MemRefArg::new(&mut b, &shape)?,
            MemRefArg::new(&mut c, &shape)?,
        ));
        println!("matmul 256x256x256: {:?}", start.elapsed());
    }
    let expected: f32 = (0..n).map(|k| a[3 * n + k] * b[k * n + 5]).sum();
    println!("C[3][5] = {} (expected {expected})", c[3 * n + 5]);

    // 2. A kernel that returns a buffer it allocated: the result owns it.
    let jit = Jit::compile_str("scale.mlir", KERNELS, &opts)?;
    let scale = jit.func::<(f32, MemRefArg), OwnedMemRef>("scale")?;
    let mut m = vec![1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0];
    let scaled = assert_balanced(|| {
        let out = scale.call((10.0f32, MemRefArg::new(&mut m, &[2, 3]).unwrap()));
        println!(
            "scale returned sizes {:?} strides {:?}",
            out.sizes(),
            out.strides()
        );
        out.to_vec::<f32>().unwrap()
        // `out` drops here: its buffer is freed through the checked allocator.
    })
    .map_err(|b| format!("unbalanced: {b:?}"))?;
    println!("scaled = {scaled:?}");
    println!("{}", bufjit::codegen::engine::report().summary());
    Ok(())
}
