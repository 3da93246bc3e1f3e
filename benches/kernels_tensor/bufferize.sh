#!/bin/sh
# Regenerates the bufferized kernels of benches/kernels/ from their tensor-level sources here:
# each NAME.mlir is run through MLIR 22's One-Shot Bufferize (with bufferized function
# boundaries, as a real pipeline runs it before deallocation) and written to
# benches/kernels/NAME.mlir behind the source's leading comment block and the command used.
# A source may add bufferization options on a line `// BUFFERIZE-OPTIONS: ...`.
# Usage: benches/kernels_tensor/bufferize.sh [NAME...]   (LLVM_DIR=/usr/lib/llvm-22)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/../kernels" && pwd)
llvm=${LLVM_DIR:-/usr/lib/llvm-22}
if [ $# -eq 0 ]; then
    set -- $(cd "$here" && ls ./*.mlir | sed 's|^\./||; s|\.mlir$||')
fi
for name in "$@"; do
    src="$here/$name.mlir"
    extra=$(sed -n 's|^// BUFFERIZE-OPTIONS: *||p' "$src")
    opts="bufferize-function-boundaries${extra:+ $extra}"
    {
        sed -n '/^\/\//!q; /BUFFERIZE-OPTIONS/!p' "$src"
        echo "// Produced from benches/kernels_tensor/$name.mlir (the tensor program) by"
        echo "//   mlir-opt $name.mlir --one-shot-bufferize=\"$opts\""
        echo "// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh $name)."
        "$llvm/bin/mlir-opt" "$src" --one-shot-bufferize="$opts"
    } > "$out/$name.mlir.tmp"
    mv "$out/$name.mlir.tmp" "$out/$name.mlir"
    echo "$out/$name.mlir"
done
