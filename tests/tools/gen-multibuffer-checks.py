#!/usr/bin/env python3
"""Regenerate the CHECK lines of a memref-multi-buffer file test from mlir-opt 22.

Usage: tests/tools/gen-multibuffer-checks.py FILE PREFIX test|skip N

mlir-opt has no memref-multi-buffer pass: `test N` takes the output of
--test-multi-buffering=multiplier=N (the same transformation without
skip-override-analysis); `skip N` appends a transform script applying
`transform.memref.multibuffer {factor = N, skip_analysis}` to every memref.alloc (failures
suppressed per allocation) and removes that script from the output. FILE is split at
`// -----`; each chunk gets `// PREFIX:` / `// PREFIX-NEXT:` lines after its leading comments.
"""
import sys, subprocess, re
path, prefix, mode, n = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
src = open(path).read().rstrip("\n").split("\n")
pat = re.compile(r"^\s*// " + prefix + r"(-NEXT|-LABEL|-EMPTY|-SAME|-DAG|-NOT)?:")
src = [l for l in src if not pat.match(l)]
chunks = [[]]
for l in src:
    if l.strip() == "// -----": chunks.append([])
    else: chunks[-1].append(l)
TR = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["memref.alloc"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.foreach %0 : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      transform.sequence %a : !transform.any_op failures(suppress) {
      ^bb1(%b: !transform.any_op):
        %c = transform.cast %b : !transform.any_op to !transform.op<"memref.alloc">
        %1 = transform.memref.multibuffer %c {factor = N : i64, skip_analysis} : (!transform.op<"memref.alloc">) -> !transform.any_op
      }
    }
    transform.yield
  }
}""".replace("N", n)
res = []
for ci, c in enumerate(chunks):
    text = "\n".join(c) + "\n"
    if mode == "test":
        args = ["--allow-unregistered-dialect", f"--test-multi-buffering=multiplier={n}"]
    else:
        text += TR + "\n"
        args = ["--allow-unregistered-dialect", "--transform-interpreter"]
    r = subprocess.run(["/usr/lib/llvm-22/bin/mlir-opt"] + args, input=text, capture_output=True, text=True)
    assert r.returncode == 0 and not r.stderr, r.stderr
    out = r.stdout.rstrip("\n").split("\n")
    if mode == "skip":
        # drop the nested transform module (last lines before the final "}")
        i = max(j for j, l in enumerate(out) if l.startswith("  module attributes {transform.with_named_sequence}"))
        depth = 0
        k = i
        while True:
            depth += out[k].count("{") - out[k].count("}")
            k += 1
            if depth == 0: break
        out = out[:i] + out[k:]
        # drop maps only the transform used (none) and fix: nothing else
    i = 0
    while i < len(c) and (c[i].startswith("//") or c[i].strip() == ""): i += 1
    checks = [f"// {prefix}: {out[0].strip()}"] + [f"// {prefix}-NEXT: {l.strip()}" if l.strip() else f"// {prefix}-EMPTY:" for l in out[1:]]
    if ci: res.append("// -----")
    res += c[:i] + checks + c[i:]
open(path, "w").write("\n".join(res) + "\n")
print("ok", len(chunks))
