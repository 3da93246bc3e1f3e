#!/bin/sh
# The MLIR side of benches/linalg.rs: benches/linalg_matmul.mlir (linalg.matmul 256x256x256 f32
# as One-Shot Bufferize emits it) lowered by mlir-opt to LLVM and run by `mlir-runner -O3`, next
# to `bufjit run --pipeline=default -O3` on the same file. Each prints C[0, 0] (1280) and the
# seconds per matmul (ten accumulating matmuls timed with rtclock inside the program).
# Usage: benches/linalg_matmul_mlir.sh [path/to/bufjit]   (needs a release build for bufjit's figure)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
src="$here/benches/linalg_matmul.mlir"
bufjit=${1:-"$here/target/release/bufjit"}
llvm=${LLVM_DIR:-/usr/lib/llvm-22}
if [ -x "$bufjit" ]; then
    echo "bufjit run -O3 (seconds per matmul):"
    "$bufjit" run "$src" -e main -entry-point-result=void --pipeline=default -O3 | tail -n 1
fi
if ! [ -x "$llvm/bin/mlir-runner" ] || ! [ -x "$llvm/bin/mlir-opt" ]; then
    echo "mlir-runner not installed (set LLVM_DIR); skipping the MLIR figure"
    exit 0
fi
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
"$llvm/bin/mlir-opt" "$src" --buffer-deallocation-pipeline --convert-bufferization-to-memref \
    --convert-linalg-to-loops --lower-affine --convert-scf-to-cf --expand-strided-metadata \
    --lower-affine --finalize-memref-to-llvm --convert-math-to-llvm --convert-func-to-llvm \
    --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts > "$tmp"
lib=$(ls "$llvm"/lib/libmlir_runner_utils.so* | head -n 1)
clib=$(ls "$llvm"/lib/libmlir_c_runner_utils.so* | head -n 1)
echo "mlir-runner -O3 (seconds per matmul):"
"$llvm/bin/mlir-runner" "$tmp" -O3 -e main -entry-point-result=void -shared-libs="$lib,$clib" | tail -n 1
