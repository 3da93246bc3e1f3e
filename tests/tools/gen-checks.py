#!/usr/bin/env python3
"""Regenerate the CHECK lines of a round-trip file test from mlir-opt 22's output.

Usage: tests/tools/gen-checks.py FILE [PREFIX]

Uses FILE's `// RUN: bufjit opt %s ARGS | FileCheck %s` line (the one whose
check prefix is PREFIX, default CHECK), runs mlir-opt with ARGS, and writes,
for each `// -----` chunk, a `// CHECK:` line for the first output line and
`// CHECK-NEXT:` lines for the rest, after the chunk's leading comments.
Existing PREFIX lines are replaced. Run it twice when the output contains
source line numbers (e.g. -mlir-print-debuginfo) so they settle.
"""
import re, subprocess, sys, shlex, tempfile, os
MLIR = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")
TMP = os.path.join(tempfile.mkdtemp(), "in.mlir")
path = sys.argv[1]
prefix = sys.argv[2] if len(sys.argv) > 2 else "CHECK"
src = open(path).read().split("\n")
if src and src[-1] == "": src = src[:-1]
# find RUN line for this prefix
run = None
for l in src:
    m = re.match(r"\s*// RUN: (.*)$", l)
    if m and "FileCheck" in m.group(1):
        fc = m.group(1).split("|")[-1]
        p = "CHECK"
        mm = re.search(r"check-prefix(?:es)?=(\S+)", fc)
        if mm: p = mm.group(1)
        if p == prefix: run = m.group(1)
assert run, "no run line"
tool = run.split("|")[0]
args = shlex.split(tool)
assert args[0] == "bufjit" and args[1] == "opt"
args = [a.replace("%s", TMP) for a in args[2:]]
# strip existing prefix lines
pat = re.compile(r"^\s*// " + prefix + r"(-NEXT|-LABEL|-EMPTY|-SAME|-DAG|-NOT)?(\{LITERAL\})?:")
open(TMP, "w").write("\n".join(src) + "\n")
src = [l for l in src if not pat.match(l)]
r = subprocess.run([MLIR] + args, capture_output=True, text=True)
if r.returncode != 0 or r.stderr:
    print(r.stderr); sys.exit(1)
out = r.stdout.split("\n")
split = "-split-input-file" in " ".join(args)
def chunks(lines, is_out):
    cs = [[]]
    for l in lines:
        if (l.strip() == "// -----") and split:
            cs.append([])
        else:
            cs[-1].append(l)
    return cs
ochunks = chunks(out, True)
ichunks = chunks(src, False)
# strip trailing empty lines of output chunks
for c in ochunks:
    while c and c[-1] == "": c.pop()
assert len(ochunks) == len(ichunks), (len(ochunks), len(ichunks))
BASE = os.path.basename(path)
def esc(line):
    if TMP in line:
        assert "{{" not in line
        return prefix, line.replace("[[", "{{\\[\\[}}").replace(TMP, "{{.*}}" + BASE)
    if "[[" in line or "{{" in line:
        return prefix + "{LITERAL}", line
    return prefix, line
STRICT = "strict-whitespace" in run
def st(x): return x if STRICT else x.strip()
res = []
for ci, (ic, oc) in enumerate(zip(ichunks, ochunks)):
    # insertion point: after leading comment lines
    i = 0
    while i < len(ic) and (ic[i].startswith("//") or ic[i].strip() == ""):
        i += 1
    checks = []
    for j, l in enumerate(oc):
        p, l2 = esc(l)
        if j == 0:
            checks.append(f"// {p}: {st(l2)}")
        elif l.strip() == "":
            checks.append(f"// {prefix}-EMPTY:")
        else:
            d = f"{prefix}-NEXT" + ("{LITERAL}" if "{LITERAL}" in p else "")
            checks.append(f"// {d}: {st(l2)}")
    if ci > 0: res.append("// -----")
    res.extend(ic[:i]); res.extend(checks); res.extend(ic[i:])
text = "\n".join(res).rstrip("\n") + "\n"
open(path, "w").write(text)
print("ok", path, len(ichunks), "chunks")
