#!/usr/bin/env python3
"""Insert `// expected-error@+N {{...}}` / expected-note annotations into a
-verify-diagnostics file test from mlir-opt 22's diagnostics.

Usage: tests/tools/gen-expected.py FILE [EXTRA MLIR-OPT ARGS]
Existing expected-* lines are removed first; then FILE is run through
`mlir-opt -split-input-file` and each error/note is annotated above its line.
"""
import re, subprocess, sys, tempfile, os
path = sys.argv[1]
extra = sys.argv[2:]
TMP = os.path.join(tempfile.mkdtemp(), "ann.mlir")
lines = open(path).read().split("\n")
lines = [l for l in lines if "expected-error" not in l and "expected-note" not in l and "expected-warning" not in l]
open(TMP, "w").write("\n".join(lines))
r = subprocess.run([os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt"), "-split-input-file", TMP] + extra, capture_output=True, text=True)
diags = []
for l in r.stderr.split("\n"):
    m = re.match(re.escape(TMP) + r":(\d+):(\d+): (error|note|warning): (.*)$", l)
    if m and not m.group(4).startswith("see current operation"):
        diags.append((int(m.group(1)), m.group(3), m.group(4)))
    elif l.startswith(TMP) or "within split" in l:
        print("UNHANDLED:", l)
from collections import OrderedDict
by = OrderedDict()
for d in diags: by.setdefault(d[0], []).append(d)
for ln in sorted(by, reverse=True):
    ds = by[ln]
    indent = re.match(r"\s*", lines[ln-1]).group(0)
    new = [f"{indent}// expected-{kind}@+{len(ds)-i} {{{{{msg.strip()}}}}}" for i, (_, kind, msg) in enumerate(ds)]
    lines[ln-1:ln-1] = new
open(path, "w").write("\n".join(lines))
for d in diags: print(d)
