#!/bin/sh
# The ratio table against LLVM: each kernel of benches/kernels/ (and benches/linalg_matmul.mlir)
# run by `bufjit run --pipeline=default -O3` (checked allocator) and, when MLIR 22 is installed,
# lowered by mlir-opt (the same deallocation pipeline, then to LLVM) and run by
# `mlir-runner -O3` (glibc malloc, no checking). Each program times its kernel with rtclock
# and prints the seconds last; the table shows the minimum over ROUNDS interleaved runs
# (default 5) and the ratio bufjit / LLVM.
# Usage: benches/kernels_mlir.sh [path/to/bufjit]   (build with `cargo build --release` first)
# Environment: ROUNDS=N, LLVM_DIR=/usr/lib/llvm-22, BUFJIT_FLAGS="--memcheck=off" (extra
# `bufjit run` flags, e.g. to compare with checking off), BUFJIT_MIDOPT=0 (no -O1+ IR stage).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
bufjit=${1:-"$here/target/release/bufjit"}
llvm=${LLVM_DIR:-/usr/lib/llvm-22}
rounds=${ROUNDS:-5}
flags=${BUFJIT_FLAGS:-}
if ! [ -x "$bufjit" ]; then
    echo "no bufjit binary at $bufjit (cargo build --release)" >&2
    exit 1
fi
have_mlir=1
if ! [ -x "$llvm/bin/mlir-runner" ] || ! [ -x "$llvm/bin/mlir-opt" ]; then
    echo "mlir-runner not installed (set LLVM_DIR); bufjit figures only" >&2
    have_mlir=0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
lower() {
    "$llvm/bin/mlir-opt" "$1" --buffer-deallocation-pipeline --convert-bufferization-to-memref \
        --convert-linalg-to-loops --lower-affine --convert-scf-to-cf --expand-strided-metadata \
        --lower-affine --finalize-memref-to-llvm --convert-math-to-llvm --convert-func-to-llvm \
        --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm \
        --reconcile-unrealized-casts > "$2"
}
if [ $have_mlir = 1 ]; then
    lib=$(ls "$llvm"/lib/libmlir_runner_utils.so* | head -n 1)
    clib=$(ls "$llvm"/lib/libmlir_c_runner_utils.so* | head -n 1)
fi
min() { sort -g | head -n 1; }
printf '%-22s %12s %12s %7s\n' kernel "bufjit ms" "LLVM -O3 ms" ratio
for src in "$here/benches/linalg_matmul.mlir" "$here"/benches/kernels/*.mlir; do
    name=$(basename "$src" .mlir)
    [ $have_mlir = 1 ] && lower "$src" "$tmp/$name.ll.mlir"
    : > "$tmp/b" ; : > "$tmp/l"
    i=0
    while [ $i -lt "$rounds" ]; do
        # shellcheck disable=SC2086
        "$bufjit" run "$src" -e main -entry-point-result=void --pipeline=default -O3 $flags \
            | tail -n 1 >> "$tmp/b"
        if [ $have_mlir = 1 ]; then
            "$llvm/bin/mlir-runner" "$tmp/$name.ll.mlir" -O3 -e main -entry-point-result=void \
                -shared-libs="$lib,$clib" | tail -n 1 >> "$tmp/l"
        fi
        i=$((i + 1))
    done
    b=$(min < "$tmp/b")
    if [ $have_mlir = 1 ]; then
        l=$(min < "$tmp/l")
        awk -v n="$name" -v b="$b" -v l="$l" \
            'BEGIN { printf "%-22s %12.2f %12.2f %6.2fx\n", n, b * 1000, l * 1000, b / l }'
    else
        awk -v n="$name" -v b="$b" 'BEGIN { printf "%-22s %12.2f %12s %7s\n", n, b * 1000, "-", "-" }'
    fi
done
