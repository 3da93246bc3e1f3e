#!/usr/bin/env python3
"""MLIR lit test files (e.g. MLIR's buffer-pass tests) with bufjit in mlir-opt's place.

Usage:
  python3 tests/tools/mlir-lit.py [--bufjit PATH] [--llvm-bin DIR] [-v] FILE_OR_DIR...

Every `// RUN:` line of every `*.mlir` file (continuations with `\\`, `%s`, `%t`, `not`,
pipes) runs twice under `bash -o pipefail`, as lit runs it:
  a. as written, with the LLVM tools of --llvm-bin (default /usr/lib/llvm-22/bin);
  b. with `mlir-opt` replaced by `BUFJIT opt` (bufjit takes mlir-opt's flags), everything
     else (FileCheck, not) as written.
A file passes for a column when all its RUN lines exit 0. The summary counts bufjit only
on the files that pass with mlir-opt. The test files are not part of this repository: fetch
MLIR's own tests (llvm-project, mlir/test/...) into a folder of your own.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

TIMEOUT = 120


def run_lines(path):
    """The file's RUN commands, continuation lines joined."""
    cmds, cur = [], None
    with open(path) as f:
        for line in f:
            m = re.search(r"//\s*RUN:(.*)$", line)
            if not m:
                continue
            text = m.group(1).rstrip()
            if cur is None:
                cur = ""
            if text.endswith("\\"):
                cur += text[:-1] + " "
                continue
            cmds.append((cur + text).strip())
            cur = None
    return cmds


def substitute(cmd, path, tmp, llvm_bin, opt):
    """Applies lit's substitutions and points the tools at `llvm_bin` (mlir-opt at `opt`)."""
    cmd = cmd.replace("%s", shlex.quote(path)).replace("%t", shlex.quote(tmp))
    words = []
    for w in re.split(r"(\s+|\|)", cmd):
        if w == "mlir-opt":
            w = opt
        elif w in ("FileCheck", "not", "count", "split-file"):
            w = os.path.join(llvm_bin, w)
        words.append(w)
    return "".join(words)


def run_file(path, llvm_bin, opt):
    """(passed, first failing command, its stderr tail)."""
    path = os.path.abspath(path)
    with tempfile.TemporaryDirectory() as d:
        tmp = os.path.join(d, "t")
        for cmd in run_lines(path):
            full = substitute(cmd, path, tmp, llvm_bin, opt)
            try:
                r = subprocess.run(
                    ["bash", "-o", "pipefail", "-c", full],
                    capture_output=True,
                    text=True,
                    timeout=TIMEOUT,
                    cwd=os.path.dirname(os.path.abspath(path)),
                )
            except subprocess.TimeoutExpired:
                return False, full, "timeout"
            if r.returncode != 0:
                return False, full, r.stderr[-1500:]
    return True, None, None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--bufjit", default=os.environ.get("BUFJIT", "target/debug/bufjit"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("-v", "--verbose", action="store_true", help="print bufjit's failures")
    a = ap.parse_args()
    files = []
    for p in a.paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                files += [os.path.join(root, n) for n in names if n.endswith(".mlir")]
        else:
            files.append(p)
    files.sort()
    bufjit = os.path.abspath(a.bufjit) + " opt"
    ref_ok = ours_ok = 0
    for f in files:
        ref, _, _ = run_file(f, a.llvm_bin, os.path.join(a.llvm_bin, "mlir-opt"))
        ours, cmd, err = run_file(f, a.llvm_bin, bufjit)
        ref_ok += ref
        ours_ok += ref and ours
        verdict = "not counted (fails with mlir-opt)" if not ref else ("PASS" if ours else "FAIL")
        print("%-70s %s" % (os.path.relpath(f), verdict))
        if ref and not ours and a.verbose:
            print("  $ " + cmd)
            print("  " + (err or "").strip().replace("\n", "\n  "))
    print("bufjit passes %d of the %d files that pass with mlir-opt (%d files)"
          % (ours_ok, ref_ok, len(files)))
    return 0 if ours_ok == ref_ok else 1


if __name__ == "__main__":
    sys.exit(main())
