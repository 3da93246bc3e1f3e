#!/usr/bin/env python3
"""Regenerate (or compare) the CHECK lines of a vector lowering file test from mlir-opt 22.

Usage: tests/tools/gen-vector-checks.py FILE PASS [--compare]

PASS is the bufjit pass with its options, as in the file's RUN line
(`lower-vector-contraction{vector-contract-lowering=outerproduct}`). Passes MLIR has under
the same name (convert-vector-to-scf, lower-vector-mask, lower-vector-multi-reduction) run
as mlir-opt passes; the lowerings MLIR only runs inside convert-vector-to-llvm run through
the transform dialect's pattern ops with the same patterns:

  lower-vector-contraction{vector-contract-lowering=S}
      transform.apply_patterns.vector.lower_contraction lowering_strategy = S
  lower-vector-outerproduct   transform.apply_patterns.vector.lower_outerproduct
  lower-vector-transfer       transfer_permutation_patterns, materialize_masks,
                              lower_transfer max_transfer_rank = 1

FILE is split at `// -----`; each chunk gets `// CHECK:`/`// CHECK-NEXT:` lines (the whole
function output) after its code. With --compare, nothing is written: bufjit's output of each
chunk is re-printed by mlir-opt and compared with mlir-opt's own output (needs the bufjit
binary in $BUFJIT, default target/debug/bufjit).
"""
import os, re, subprocess, sys

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
path, pass_text = sys.argv[1], sys.argv[2]
compare = "--compare" in sys.argv[3:]

TR = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
PATTERNS
    } : !transform.any_op
    transform.yield
  }
}
"""


def pass_parts(text):
    m = re.match(r"^([\w-]+)(?:\{(.*)\})?$", text)
    name, opts = m.group(1), {}
    for kv in (m.group(2) or "").split():
        k, _, v = kv.partition("=")
        opts[k] = v or "true"
    return name, opts


def reference_args(name, opts):
    """(mlir-opt arguments, transform patterns or None)."""
    if name == "lower-vector-contraction":
        s = opts.get("vector-contract-lowering", "dot")
        return [], f"transform.apply_patterns.vector.lower_contraction lowering_strategy = {s}"
    if name == "lower-vector-outerproduct":
        return [], "transform.apply_patterns.vector.lower_outerproduct"
    if name == "lower-vector-transfer":
        return [], ("transform.apply_patterns.vector.transfer_permutation_patterns\n"
                    "transform.apply_patterns.vector.materialize_masks\n"
                    "transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1")
    return [f"--pass-pipeline=builtin.module(func.func({pass_text}))"], None


def mlir_opt(text, args):
    r = subprocess.run([MLIR_OPT, "-", *args], input=text, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"mlir-opt failed:\n{r.stderr}")
    return r.stdout


def reference(chunk):
    name, opts = pass_parts(pass_text)
    args, patterns = reference_args(name, opts)
    if patterns is None:
        return mlir_opt(chunk, args)
    out = mlir_opt(chunk + TR.replace("PATTERNS", patterns), ["--transform-interpreter"])
    # Drop the transform module (and the `module {` wrapper re-added by the printer).
    out = re.sub(r"\n  module attributes \{transform.with_named_sequence\}.*", "\n}\n", out,
                 flags=re.S)
    return mlir_opt(out, [])


def body_lines(out):
    lines = out.rstrip("\n").split("\n")
    if lines and lines[0].startswith("module {"):
        lines = [l[2:] for l in lines[1:-1]]
    return [l for l in lines if l.strip()]


src = open(path).read().rstrip("\n").split("\n")
pat = re.compile(r"^\s*// CHECK(-NEXT|-LABEL|-EMPTY|-SAME|-DAG|-NOT)?:")
src = [l for l in src if not pat.match(l)]
chunks = [[]]
for l in src:
    if l.strip() == "// -----":
        chunks.append([])
    else:
        chunks[-1].append(l)

bufjit = os.environ.get("BUFJIT", "target/debug/bufjit")
failed = 0
res = []
for ci, c in enumerate(chunks):
    code = "\n".join(l for l in c if not l.startswith("// RUN:")) + "\n"
    ref = reference(code)
    if compare:
        generic = mlir_opt(code, ["--mlir-print-op-generic"])
        r = subprocess.run([bufjit, "opt", "-", f"--pass-pipeline=builtin.module({pass_text})"],
                           input=generic, capture_output=True, text=True)
        got = mlir_opt(r.stdout, []) if r.returncode == 0 else r.stderr
        if got != ref:
            failed += 1
            print(f"--- chunk {ci}: mlir-opt\n{ref}--- bufjit\n{got}")
        continue
    out = list(c)
    while out and not out[-1].strip():
        out.pop()
    checks = body_lines(ref)
    out.append("")
    for i, l in enumerate(checks):
        l = re.sub(r"\s+", " ", l.strip())
        if i == 0:
            out.append(f"// CHECK: {l}" if not l.startswith("#") else f"// CHECK: {l}")
        else:
            out.append(f"// CHECK-NEXT: {l}")
    res.append("\n".join(out))

if compare:
    print(f"{len(chunks) - failed} of {len(chunks)} chunks identical")
    sys.exit(1 if failed else 0)
open(path, "w").write("\n\n// -----\n".join(res) + "\n")
