#!/usr/bin/env bash
# Measures how often `bufjit opt` prints exactly what mlir-opt 22 prints on random
# arithmetic-rich bufferized programs (examples/gen_arith.rs), for --canonicalize, --cse and
# --buffer-deallocation-pipeline. Needs mlir-opt; not part of the test suite.
#
#   tools/canon-compare.sh [COUNT=200] [FIRST_SEED=1] [FUNCS=2] [extended]
#
# Environment: BUFJIT (default target/release/bufjit, else target/debug/bufjit), MLIR_OPT
# (default /usr/lib/llvm-22/bin/mlir-opt), PASSES (default the three above), KEEP=DIR keeps
# the input and both outputs of every differing case in DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-200}
first=${2:-1}
funcs=${3:-2}
mode=${4:-}
mlir_opt=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
bufjit=${BUFJIT:-}
if [[ -z "$bufjit" ]]; then
  if [[ -x target/release/bufjit ]]; then bufjit=target/release/bufjit; else bufjit=target/debug/bufjit; fi
fi
passes=${PASSES:-"--canonicalize --cse --buffer-deallocation-pipeline"}
cargo build -q --example gen_arith
gen=target/debug/examples/gen_arith
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
keep=${KEEP:-}
[[ -n "$keep" ]] && mkdir -p "$keep"
declare -A same total
for p in $passes; do same[$p]=0; total[$p]=0; done
skipped=0
for ((s = first; s < first + count; s++)); do
  "$gen" "$s" "$funcs" $mode > "$tmp/in.mlir"
  if ! "$mlir_opt" "$tmp/in.mlir" > /dev/null 2> "$tmp/err"; then
    skipped=$((skipped + 1)); continue
  fi
  for p in $passes; do
    total[$p]=$((total[$p] + 1))
    "$mlir_opt" "$p" "$tmp/in.mlir" > "$tmp/want" 2>&1 || true
    "$bufjit" opt "$p" "$tmp/in.mlir" > "$tmp/got" 2>&1 || true
    if cmp -s "$tmp/want" "$tmp/got"; then
      same[$p]=$((same[$p] + 1))
    elif [[ -n "$keep" ]]; then
      name="$keep/seed$s${p//-/_}"
      cp "$tmp/in.mlir" "$name.in.mlir"
      cp "$tmp/want" "$name.want"
      cp "$tmp/got" "$name.got"
    fi
  done
done
for p in $passes; do
  t=${total[$p]}; k=${same[$p]}
  pct=$(awk -v k="$k" -v t="$t" 'BEGIN { if (t) printf "%.1f", 100 * k / t; else print "n/a" }')
  echo "$p: $k / $t byte-identical ($pct %)"
done
[[ $skipped -gt 0 ]] && echo "($skipped generated inputs rejected by mlir-opt, skipped)"
exit 0
