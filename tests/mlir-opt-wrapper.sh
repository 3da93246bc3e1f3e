#!/bin/sh
# Stand-in for `bufjit` that runs the reference mlir-opt, so the file tests can
# be validated against MLIR 22:
#   BUFJIT_FILETEST_TOOL=tests/mlir-opt-wrapper.sh cargo test --test filetests
# `bufjit opt ARGS` becomes `mlir-opt ARGS`; other subcommands are unsupported.
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
if [ "$1" != "opt" ]; then
  echo "mlir-opt-wrapper.sh: only \`opt\` is supported, got \`$1\`" >&2
  exit 2
fi
shift
exec "$MLIR_OPT" "$@"
