#!/bin/sh
# The MLIR side of benches/vector.rs: each kernel of benches/vector_kernels/ (tiled and
# vectorized by mlir-opt 22, see gen.sh) lowered by mlir-opt 22 to LLVM and run by
# `mlir-runner -O3`, next to `bufjit run -O3` (its default pipeline appends the vector
# lowerings) on the same file. Each run prints the kernel's checksum and the seconds per call
# (ten calls timed with rtclock inside the program), then the ratio bufjit / mlir-runner.
# Usage: benches/vector_kernels_mlir.sh [path/to/bufjit]   (needs a release build for bufjit's figure)
# THREADS=N runs bufjit's parallel tile loops on N threads (default: its own, all cores).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
bufjit=${1:-"$here/target/release/bufjit"}
llvm=${LLVM_DIR:-/usr/lib/llvm-22}
have_mlir=1
if ! [ -x "$llvm/bin/mlir-runner" ] || ! [ -x "$llvm/bin/mlir-opt" ]; then
    echo "mlir-runner not installed (set LLVM_DIR); skipping the MLIR figures"
    have_mlir=0
fi
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for k in matmul rowdot; do
    src="$here/benches/vector_kernels/$k.mlir"
    b=""
    m=""
    if [ -x "$bufjit" ]; then
        b=$("$bufjit" run "$src" -e main -entry-point-result=void -O3 ${THREADS:+--threads "$THREADS"} | tail -n 1)
        echo "$k: bufjit run -O3: $b s"
    fi
    if [ "$have_mlir" = 1 ]; then
        "$llvm/bin/mlir-opt" "$src" --convert-linalg-to-loops --convert-vector-to-scf \
            --lower-vector-multi-reduction --lower-affine --convert-scf-to-cf \
            --expand-strided-metadata --lower-affine --convert-vector-to-llvm --convert-to-llvm \
            --reconcile-unrealized-casts > "$tmp"
        lib=$(ls "$llvm"/lib/libmlir_runner_utils.so* | head -n 1)
        clib=$(ls "$llvm"/lib/libmlir_c_runner_utils.so* | head -n 1)
        m=$("$llvm/bin/mlir-runner" "$tmp" -O3 -e main -entry-point-result=void \
            -shared-libs="$lib,$clib" | tail -n 1)
        echo "$k: mlir-runner -O3: $m s"
    fi
    if [ -n "$b" ] && [ -n "$m" ]; then
        echo "$k: bufjit / mlir-runner = $(echo "$b $m" | awk '{ printf "%.2f", $1 / $2 }')"
    fi
done
