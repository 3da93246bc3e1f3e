#!/usr/bin/env python3
"""Case-by-case comparison of bufjit's clone-based `--buffer-deallocation` with mlir-opt 16's.

Usage:
  python3 tests/tools/compare-mlir16.py [--bufjit PATH] [--args ARGS] [-v] FILE...

Each `// -----` case of each FILE (e.g. MLIR 16's own buffer-deallocation.mlir, which is not
part of this repository) runs through
  a. /usr/lib/llvm-16/bin/mlir-opt ARGS, whose output is re-printed by mlir-opt 22 (the two
     print some ops differently; bufjit prints as mlir-opt 22);
  b. BUFJIT opt ARGS (default ARGS: --buffer-deallocation).
A case is identical when both print the same text, report the same error messages (positions
ignored) and agree on success: mlir-opt 16 reports some errors and still prints the module
with exit status 0 (an op with regions and no RegionBranchOpInterface), others print nothing
and fail. The summary line gives identical/total; -v prints a diff of each differing case.
"""
import argparse
import difflib
import os
import re
import subprocess
import sys
import tempfile

OPT16 = "/usr/lib/llvm-16/bin/mlir-opt"
OPT22 = "/usr/lib/llvm-22/bin/mlir-opt"


def cases(path):
    """The file's cases, each padded with blank lines to keep its line numbers."""
    text = open(path).read()
    out, line = [], 0
    for chunk in re.split(r"^// -----\s*$", text, flags=re.M):
        out.append("\n" * line + chunk)
        line += chunk.count("\n")
    return out


def run(cmd, src):
    r = subprocess.run(cmd, input=src, capture_output=True, text=True, timeout=120)
    return r.returncode, r.stdout, r.stderr


def errors(stderr):
    """The error messages of a run, without positions."""
    return sorted(m.group(1) for m in re.finditer(r"error: (.*)", stderr))


def reference(src, args):
    rc, out, err = run([OPT16] + args, src)
    if out.strip():
        rc2, out2, err2 = run([OPT22, "-allow-unregistered-dialect"], out)
        if rc2 == 0:
            out = out2
    return rc, out, errors(err)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--bufjit", default=os.environ.get("BUFJIT", "target/debug/bufjit"))
    ap.add_argument("--args", default="--buffer-deallocation")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    args = a.args.split()
    same = total = 0
    for f in a.files:
        for i, src in enumerate(cases(f)):
            if not src.strip():
                continue
            total += 1
            name = re.search(r"func\.func (?:private )?@(\w+)", src)
            name = name.group(1) if name else "case %d" % i
            rc1, out1, err1 = reference(src, args)
            rc2, out2, err2 = run([a.bufjit, "opt", "-allow-unregistered-dialect"] + args, src)
            err2 = errors(err2)
            ok = out1 == out2 and err1 == err2 and (rc1 == 0) == (rc2 == 0)
            same += ok
            print("%-45s %s" % (name, "identical" if ok else "DIFFERS"))
            if not ok and a.verbose:
                for e in err1:
                    print("  mlir-opt 16 error: " + e)
                for e in err2:
                    print("  bufjit error: " + e)
                for l in difflib.unified_diff(out1.split("\n"), out2.split("\n"),
                                              "mlir-opt 16", "bufjit", lineterm="", n=2):
                    print("  " + l)
    print("identical: %d of %d cases" % (same, total))
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
