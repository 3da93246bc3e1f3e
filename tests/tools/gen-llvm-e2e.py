#!/usr/bin/env python3
"""Generates tests/e2e/llvm/: bufjit's own end-to-end programs lowered to the LLVM dialect.

Usage: python3 tests/tools/gen-llvm-e2e.py [NAME ...]   (needs /usr/lib/llvm-22/bin)

NAME is a path below tests/e2e without `.mlir` (`recursion`, `vector/bitcast-narrow`); by
default every file of tests/e2e, tests/e2e/vector and tests/e2e/vector-jit. For every
tests/e2e/NAME.mlir whose first RUN line runs it (`bufjit run`, not `not`), the
program is lowered by mlir-opt 22 (the deallocation pipeline first when the RUN line asks
for it, then the usual lowering to LLVM), run by mlir-runner 22 for the expected output, and
written to tests/e2e/llvm/NAME.mlir (`/` in NAME becoming `-`) with RUN lines for `bufjit run` and the output as CHECK
lines (addresses as `{{.*}}`), plus a second RUN line requiring a clean allocator report.
Programs mlir-opt or mlir-runner reject, or whose lowering is longer than MAX_LINES, are
skipped. The expectations never come from bufjit.
"""
import os
import re
import shlex
import subprocess
import sys

BIN = "/usr/lib/llvm-22/bin"
LIB = "/usr/lib/llvm-22/lib"
MAX_LINES = 1200
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SRC = os.path.join(ROOT, "tests", "e2e")
OUT = os.path.join(SRC, "llvm")

LOWER = ["--convert-bufferization-to-memref", "--convert-linalg-to-loops", "--lower-affine",
         "--convert-vector-to-scf", "--convert-scf-to-cf", "--expand-strided-metadata",
         "--lower-affine", "--convert-vector-to-llvm", "--finalize-memref-to-llvm",
         "--convert-to-llvm", "--reconcile-unrealized-casts"]


def libs():
    out = []
    for n in ("mlir_runner_utils", "mlir_c_runner_utils"):
        p = os.path.join(LIB, "lib%s.so" % n)
        if not os.path.exists(p):
            cands = sorted(f for f in os.listdir(LIB) if f.startswith("lib%s.so." % n))
            p = os.path.join(LIB, cands[0]) if cands else p
        out.append(p)
    return ",".join(out)


def first_run(path):
    for line in open(path):
        m = re.match(r"^//\s*RUN:\s*(.*)$", line)
        if m:
            return m.group(1)
    return ""


# Programs left out, and why.
SKIP = {
    "apfloat-scalar": "prints through printF16/printBF16, which bufjit's runtime lacks",
    "apfloat-vector": "prints through printF16/printBF16, which bufjit's runtime lacks",
    "vector/neg-bounds-interp": "reads out of bounds: undefined output",
    "vector/neg-llvm-bitcast-width": "bit-casts between sizes: undefined output",
}
FOLDERS = ["", "vector", "vector-jit"]


def run_args(run, text):
    """(entry, result, dealloc) from a `bufjit run` RUN line, or None. `dealloc`: the
    program needs the deallocation pipeline (its RUN line runs one, or `auto` would)."""
    if not run.startswith("bufjit run"):
        return None
    toks = shlex.split(run.split("|")[0])
    entry, result = "main", "void"
    dealloc = "memref.alloc" in text and "dealloc" not in text
    for i, t in enumerate(toks):
        if t == "-e" and i + 1 < len(toks):
            entry = toks[i + 1]
        elif t.lstrip("-").startswith("entry-point-result="):
            result = t.split("=", 1)[1]
        elif t.startswith("--pipeline="):
            p = t.split("=", 1)[1]
            dealloc = p in ("default", "clone") or "buffer-deallocation-pipeline" in p
    return entry, result, dealloc


def sh(cmd, inp=None):
    p = subprocess.run(cmd, input=inp, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def check_lines(out):
    lines = []
    for l in out.rstrip("\n").split("\n"):
        l = l.rstrip().replace("[[", "{{\\[\\[}}")
        l = re.sub(r"0x[0-9a-f]+", "{{.*}}", l)
        lines.append(l)
    body = ["// CHECK: " + lines[0]] + ["// CHECK-NEXT: " + l if l else "// CHECK-EMPTY:"
                                       for l in lines[1:]]
    return "\n".join(body)


def generate(name):
    src = os.path.join(SRC, name + ".mlir")
    if name in SKIP:
        return "skipped: " + SKIP[name]
    code = "\n".join(l for l in open(src) if not l.lstrip().startswith("//"))
    args = run_args(first_run(src), code)
    if args is None:
        return "not a plain run"
    entry, result, dealloc = args
    flags = (["--buffer-deallocation-pipeline"] if dealloc else []) + LOWER
    rc, ir, err = sh([os.path.join(BIN, "mlir-opt"), src] + flags)
    if rc != 0:
        return "mlir-opt: " + err.strip().split("\n")[0]
    if ir.count("\n") > MAX_LINES:
        return "too long"
    rc, out, err = sh([os.path.join(BIN, "mlir-runner"), "-e", entry,
                       "-entry-point-result=" + result, "-shared-libs=" + libs()], ir)
    if rc != 0 or not out.strip():
        return "mlir-runner: " + (err.strip().split("\n")[0] if err.strip() else "no output")
    run = "bufjit run %%s -e %s -entry-point-result=%s" % (entry, result)
    text = "\n".join([
        "// RUN: %s | FileCheck %%s" % run,
        "// RUN: %s --report=text 2>&1 | FileCheck %%s --check-prefix=MEM" % run,
        "// tests/e2e/%s.mlir lowered to the LLVM dialect by mlir-opt 22:" % name,
        "//   mlir-opt %s" % " ".join(flags),
        "// (generated by tests/tools/gen-llvm-e2e.py); the expected output is mlir-runner 22's.",
        "// bufjit runs it with malloc and free through its checked allocator.",
        "",
        check_lines(out),
        "// MEM: bufjit: OK: no violations, no leaks",
        "",
        ir.rstrip("\n"),
        "",
    ])
    with open(os.path.join(OUT, name.replace("/", "-") + ".mlir"), "w") as f:
        f.write(text)
    return None


def main():
    names = sys.argv[1:] or [
        os.path.join(d, f[:-5]) if d else f[:-5]
        for d in FOLDERS
        for f in sorted(os.listdir(os.path.join(SRC, d)))
        if f.endswith(".mlir")
    ]
    os.makedirs(OUT, exist_ok=True)
    for n in names:
        why = generate(n)
        print("%-40s %s" % (n, why or "written"))


if __name__ == "__main__":
    main()
