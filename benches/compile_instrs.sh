#!/bin/sh
# Module compile cost of the benchmark kernels in instructions (valgrind's callgrind, exact and
# repeatable where wall time is not): for benches/linalg_matmul.mlir and each kernel of
# benches/kernels/, the instructions `bufjit compile --pipeline=default` spends in code
# generation (`codegen::object::build`: verification, the -O1+ stage, lowering to Cranelift IR,
# Cranelift), at -O0 and -O3, in millions. Divide by about 3.5 for milliseconds on the 2-core
# machine the README's figures come from. Counted with BUFJIT_THREADS=1 (all of it on one
# thread: the total work; with more threads the wall time is shorter, see codegen::parallel).
# Usage: benches/compile_instrs.sh [path/to/bufjit]   (build with `cargo build --release` first)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
bufjit=${1:-"$here/target/release/bufjit"}
if ! [ -x "$bufjit" ]; then
    echo "no bufjit binary at $bufjit (cargo build --release)" >&2
    exit 1
fi
if ! command -v valgrind > /dev/null; then
    echo "valgrind is not installed" >&2
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count() {
    BUFJIT_THREADS=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        --toggle-collect='bufjit::codegen::object::build*' \
        "$bufjit" compile "$1" --pipeline=default "$2" -o "$tmp/x.o" 2>&1 |
        sed -n 's/.*Collected : //p'
}
printf '%-22s %8s %8s\n' module "-O0 M" "-O3 M"
for f in "$here/benches/linalg_matmul.mlir" "$here"/benches/kernels/*.mlir; do
    name=$(basename "$f" .mlir)
    o0=$(count "$f" --O0)
    o3=$(count "$f" --O3)
    echo "$name $o0 $o3" | awk '{ printf "%-22s %8.2f %8.2f\n", $1, $2 / 1e6, $3 / 1e6 }'
done
