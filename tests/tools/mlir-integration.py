#!/usr/bin/env python3
"""MLIR 22's CPU integration tests with bufjit in mlir-runner's place, against MLIR 22 itself.

Usage:
  python3 tests/tools/mlir-integration.py --tests DIR [--bufjit PATH] [--workers N]
                 [--only SUBSTR] [--refresh-ref] [--summary FILE] [--results FILE] [--llvm]

  --tests DIR: a folder of folders of MLIR test files, e.g. copies of llvm-project's
  mlir/test/Integration/Dialect/{Vector/CPU,Arith/CPU,MemRef,Linalg/CPU} as DIR/Vector,
  DIR/Arith, ... (the tests are not part of this repository).
  BUFJIT (env) or --bufjit: the bufjit binary (default target/release/bufjit).
  Caches and results go next to DIR.

For every DIR/<Folder>/*.mlir, each RUN pipeline is run
  a. as written with the LLVM 22 tools (mlir-opt, mlir-runner, FileCheck): cached in
     ref-cache.json (keyed by the file's sha256), so reruns only rerun bufjit;
  b. with bufjit: the mlir-opt stages keep their passes minus the LLVM lowering ones
     (*-to-llvm, finalize-memref-to-llvm, reconcile-unrealized-casts, test-lower-to-llvm,
     llvm-request-c-wrappers) and test-cf-assert, the mlir-runner stage becomes `BUFJIT run -
     -e E --entry-point-result=R [--O0..3] [--test-cf-assert]`, the rest (FileCheck with its
     prefixes) as written.
  With --llvm: the mlir-opt stages run as written (down to the LLVM dialect) and only
  mlir-runner is replaced, by `BUFJIT run` with mlir-runner's own arguments: bufjit runs
  MLIR's LLVM-dialect output as a drop-in runner (its allocator's verdict included: a
  leaking test fails).
A test counts for a column when all its RUN pipelines pass (lit semantics: pipefail).
Only tests that pass on MLIR 22 count for bufjit.
"""
import argparse
import collections
import concurrent.futures as cf
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

TESTS = ""  # set from --tests
LLVM_MODE = False  # set from --llvm
LLVM_BIN = "/usr/lib/llvm-22/bin"
LLVM_LIB = "/usr/lib/llvm-22/lib"
STEP_TIMEOUT = 60
HARNESS_VERSION = "3"  # bump when RUN-line handling changes (invalidates ref-cache.json)


def libpath(name):
    """lib<name>.so, or the versioned file when only that is installed."""
    p = os.path.join(LLVM_LIB, "lib%s.so" % name)
    if os.path.exists(p):
        return p
    for f in sorted(os.listdir(LLVM_LIB)):
        if f.startswith("lib%s.so." % name):
            return os.path.join(LLVM_LIB, f)
    return p


# ---------------------------------------------------------------- lit parsing

def parse_test(path):
    """Returns (run_commands, requires) with DEFINE/REDEFINE and substitutions applied."""
    with open(path) as f:
        lines = f.read().split("\n")
    defines = {}
    runs = []
    requires = []
    pending = None  # (kind, text) being continued with '\'
    kw = re.compile(r"^\s*//\s*(RUN|DEFINE|REDEFINE|REQUIRES|UNSUPPORTED)\s*:(.*)$")
    for line in lines:
        m = kw.match(line)
        if not m:
            # lit only looks at directive lines: a continued RUN line goes on
            # with the next RUN line even across other lines.
            continue
        kind, text = m.group(1), m.group(2).rstrip()
        if pending is not None:
            if kind != pending[0]:
                _finish(pending, defines, runs, requires)
                pending = None
            else:
                text = pending[1] + " " + text.strip()
                pending = None
        if text.endswith("\\"):
            pending = (kind, text[:-1].rstrip())
            continue
        _finish((kind, text), defines, runs, requires)
    if pending is not None:
        _finish(pending, defines, runs, requires)
    return runs, requires


def _finish(item, defines, runs, requires):
    kind, text = item
    text = text.strip()
    if kind in ("DEFINE", "REDEFINE"):
        m = re.match(r"^%\{([\w.-]+)\}\s*=(.*)$", text)
        if m:
            defines[m.group(1)] = m.group(2).strip()
    elif kind == "RUN":
        runs.append(expand_defines(text, defines))
    elif kind == "REQUIRES":
        requires.append(text)


def expand_defines(text, defines):
    for _ in range(10):
        new = re.sub(r"%\{([\w.-]+)\}",
                     lambda m: defines.get(m.group(1), m.group(0)), text)
        if new == text:
            break
        text = new
    return text


def substitute(cmd, path, tmpbase):
    subs = [
        ("%mlir_c_runner_utils", libpath("mlir_c_runner_utils")),
        ("%mlir_runner_utils_dir", LLVM_LIB),
        ("%mlir_runner_utils", libpath("mlir_runner_utils")),
        ("%mlir_arm_runner_utils", libpath("mlir_arm_runner_utils")),
        ("%mlir_apfloat_wrappers", libpath("mlir_apfloat_wrappers")),
        ("%mlir_float16_utils", libpath("mlir_float16_utils")),
        ("%mlir_async_runtime", libpath("mlir_async_runtime")),
        ("%mlir_lib_dir", LLVM_LIB),
        ("%llvm_shlib_dir", LLVM_LIB),
        ("%shlibext", ".so"),
        ("%mlir_runner", "mlir-runner"),
        ("%mlir_cpu_runner", "mlir-runner"),
        ("%mlir_opt", "mlir-opt"),
        ("%tlir", tmpbase + "lir"),
        ("%s", path),
        ("%S", os.path.dirname(path)),
        ("%p", os.path.dirname(path)),
        ("%t", tmpbase),
        ("%T", os.path.dirname(tmpbase)),
    ]
    for k, v in subs:
        cmd = cmd.replace(k, v)
    # Spelled-out library paths (…/libmlir_c_runner_utils.so) -> the installed file.
    cmd = re.sub(re.escape(LLVM_LIB) + r"/lib(mlir_\w+)\.so(?![.\w])",
                 lambda m: libpath(m.group(1)), cmd)
    # Old spelling of the runner (files fetched from older commits).
    cmd = re.sub(r"\bmlir-cpu-runner\b", "mlir-runner", cmd)
    return cmd


# ---------------------------------------------------------------- shell pipelines

def split_top(cmd, sep_re):
    """Splits cmd at unquoted separators matching sep_re (applied at each position)."""
    parts, cur, i, q = [], [], 0, None
    while i < len(cmd):
        c = cmd[i]
        if q:
            cur.append(c)
            if c == "\\" and q == '"' and i + 1 < len(cmd):
                cur.append(cmd[i + 1])
                i += 2
                continue
            if c == q:
                q = None
            i += 1
            continue
        if c in "'\"":
            q = c
            cur.append(c)
            i += 1
            continue
        m = sep_re.match(cmd, i)
        if m:
            parts.append("".join(cur))
            parts.append(m.group(0))
            cur = []
            i = m.end()
            continue
        cur.append(c)
        i += 1
    parts.append("".join(cur))
    return parts


PIPE_RE = re.compile(r"\|\||&&|;|\|(?!\|)")


def stages(cmd):
    """[(stage_text, separator_after)]"""
    parts = split_top(cmd, PIPE_RE)
    out = []
    for i in range(0, len(parts), 2):
        out.append((parts[i].strip(), parts[i + 1] if i + 1 < len(parts) else ""))
    return out


def join_stages(sts):
    return " ".join(s + (" " + sep if sep else "") for s, sep in sts)


WRAPPERS = {"not", "env", "timeout"}


def stage_tool(tokens):
    """Index of the tool token, skipping `not`, `not --crash`, `env A=B`."""
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t == "not":
            i += 1
            if i < len(tokens) and tokens[i] == "--crash":
                i += 1
            continue
        if t == "env":
            i += 1
            while i < len(tokens) and ("=" in tokens[i] or tokens[i].startswith("-")):
                i += 1
            continue
        return i
    return None


def with_timeout(cmd):
    sts = stages(cmd)
    out = []
    for s, sep in sts:
        if s:
            s = "timeout %d %s" % (STEP_TIMEOUT, s)
        out.append((s, sep))
    return join_stages(out)


# ---------------------------------------------------------------- pass filtering

def is_llvm_pass(name):
    """Passes cut from the mlir-opt stages: the LLVM lowering, and `test-cf-assert` (its
    print-and-continue lowering of `cf.assert` calls LLVM functions; the runner stage gets
    `bufjit run --test-cf-assert` instead)."""
    name = name.strip()
    return (name.endswith("-to-llvm") or name in (
        "finalize-memref-to-llvm", "convert-to-llvm", "reconcile-unrealized-casts",
        "test-lower-to-llvm", "llvm-request-c-wrappers", "convert-vector-to-llvm",
        "test-cf-assert"))


def split_commas(s):
    parts, depth, cur, q = [], 0, [], None
    for c in s:
        if q:
            cur.append(c)
            if c == q:
                q = None
            continue
        if c in "'\"":
            q = c
        elif c in "({":
            depth += 1
        elif c in ")}":
            depth -= 1
        if c == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
            continue
        cur.append(c)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def filter_pipeline(text, dropped):
    """Filters a textual pass pipeline (`builtin.module(a,func.func(b),c{x=1})`)."""
    out = []
    for p in split_commas(text):
        m = re.match(r"^([\w.-]+)\s*(\{.*\})?\s*(\((.*)\))?\s*$", p, re.S)
        if not m:
            out.append(p)
            continue
        name, opts, nested = m.group(1), m.group(2) or "", m.group(4)
        if nested is not None:
            inner = filter_pipeline(nested, dropped)
            out.append("%s%s(%s)" % (name, opts, inner))
        elif is_llvm_pass(name):
            dropped.append(name)
        else:
            out.append(p)
    return ",".join(out)


def filter_mlir_opt(tokens, dropped):
    out = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.startswith("-") and not t.startswith("---"):
            flag = t.lstrip("-")
            name = flag.split("=", 1)[0]
            if name == "pass-pipeline":
                if "=" in flag:
                    pl = flag.split("=", 1)[1]
                    out.append("--pass-pipeline=" + filter_pipeline(pl, dropped))
                else:
                    out.append(t)
                    if i + 1 < len(tokens):
                        out.append(filter_pipeline(tokens[i + 1], dropped))
                        i += 1
                i += 1
                continue
            if is_llvm_pass(name):
                dropped.append(name)
                i += 1
                continue
        out.append(t)
        i += 1
    return out


def runner_to_bufjit(tokens, bufjit):
    entry, result, opt, inp = "main", "void", None, "-"
    i = 0
    while i < len(tokens):
        t = tokens[i]
        flag = t.lstrip("-")
        if t.startswith("-") and t != "-":
            name, _, val = flag.partition("=")
            if name == "e":
                if val:
                    entry = val
                elif i + 1 < len(tokens):
                    entry = tokens[i + 1]
                    i += 1
            elif name == "entry-point-result":
                if val:
                    result = val
                elif i + 1 < len(tokens):
                    result = tokens[i + 1]
                    i += 1
            elif name in ("O0", "O1", "O2", "O3"):
                opt = name
            elif name in ("shared-libs", "march", "mattr", "mcpu", "dump-object-file",
                          "object-filename"):
                if not val and name in ("shared-libs", "march", "mattr", "mcpu",
                                        "object-filename") and i + 1 < len(tokens) \
                        and not tokens[i + 1].startswith("-"):
                    i += 1
            # other flags: dropped
        else:
            inp = t
        i += 1
    cmd = [bufjit, "run", inp, "-e", entry, "--entry-point-result=" + result]
    if opt:
        cmd.append("--" + opt)
    return cmd


REDIR_RE = re.compile(r"^(\d?>>?|\d?<|&>|\d>&\d)")


def to_bufjit(cmd, bufjit, errfile):
    """Rewrites one RUN command. Returns (new_cmd, has_runner, dropped_passes)."""
    sts = stages(cmd)
    out, has_runner, dropped = [], False, []
    for s, sep in sts:
        if not s:
            out.append((s, sep))
            continue
        try:
            toks = shlex.split(s)
        except ValueError:
            out.append(("timeout %d %s" % (STEP_TIMEOUT, s), sep))
            continue
        ti = stage_tool(toks)
        if ti is None:
            out.append((s, sep))
            continue
        pre, tool, args = toks[:ti], toks[ti], toks[ti + 1:]
        # redirections stay as written (after the command)
        redirs = [a for a in args if REDIR_RE.match(a)]
        args = [a for a in args if not REDIR_RE.match(a)]
        base = os.path.basename(tool)
        if base == "mlir-opt" and LLVM_MODE:
            text = "timeout %d %s" % (STEP_TIMEOUT, shlex.join(pre + [tool] + args))
            if redirs:
                text += " " + " ".join(redirs)
        elif base == "mlir-opt":
            new = pre + [tool] + filter_mlir_opt(args, dropped)
            text = "timeout %d %s" % (STEP_TIMEOUT, shlex.join(new))
            if redirs:
                text += " " + " ".join(redirs)
        elif base == "mlir-runner":
            has_runner = True
            new = [bufjit, "run"] + args if LLVM_MODE else runner_to_bufjit(args, bufjit)
            if "test-cf-assert" in dropped:
                new.append("--test-cf-assert")
            inner = "timeout %d %s" % (STEP_TIMEOUT, shlex.join(pre + new))
            # bufjit's stderr is also kept in errfile (the failure cause).
            inner += " 2> >(tee -a %s >&2)" % shlex.quote(errfile)
            text = "{ %s ; }" % inner
            if redirs:
                text += " " + " ".join(redirs)
        else:
            text = "timeout %d %s" % (STEP_TIMEOUT, s)
        out.append((text, sep))
    return join_stages(out), has_runner, dropped


def run_shell(cmd, total_timeout):
    env = dict(os.environ)
    env["PATH"] = LLVM_BIN + ":" + env.get("PATH", "")
    try:
        p = subprocess.run(["bash", "-c", "set -o pipefail\n" + cmd], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=total_timeout, cwd=os.path.dirname(TESTS))
        return p.returncode, p.stdout.decode("utf-8", "replace"), \
            p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return 124, "", "harness: timeout after %ds" % total_timeout


def first_line(text):
    """The first error line of text (else its first non-empty line)."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for l in lines:
        if "error" in l:
            return l
    return lines[0] if lines else ""


# ---------------------------------------------------------------- one test

def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def run_reference(path, tmpdir):
    runs, requires = parse_test(path)
    res = {"runs": [], "requires": requires}
    ok = bool(runs)
    for k, r in enumerate(runs):
        cmd = substitute(r, path, os.path.join(tmpdir, "ref.tmp"))  # lit: one %t per test
        n = len(stages(cmd))
        rc, out, err = run_shell(with_timeout(cmd), STEP_TIMEOUT * n + 30)
        res["runs"].append({"cmd": cmd, "rc": rc, "err": first_line(err)})
        ok = ok and rc == 0
    res["pass"] = ok
    return res


def run_bufjit(path, bufjit, tmpdir):
    runs, _ = parse_test(path)
    res = {"runs": []}
    ok = bool(runs)
    output_ok = True
    any_runner = False
    cause = ""
    for k, r in enumerate(runs):
        cmd = substitute(r, path, os.path.join(tmpdir, "bj.tmp"))  # lit: one %t per test
        errfile = os.path.join(tmpdir, "bj%d.err" % k)
        open(errfile, "w").close()
        new, has_runner, dropped = to_bufjit(cmd, bufjit, errfile)
        any_runner = any_runner or has_runner
        n = len(stages(new))
        rc, out, err = run_shell(new, STEP_TIMEOUT * n + 30)
        with open(errfile, errors="replace") as f:
            bj_err = f.read()
        entry = {"cmd": new, "rc": rc, "dropped": dropped,
                 "bufjit_stderr": first_line(bj_err), "stderr": first_line(err)}
        if rc != 0:
            ok = False
            # FileCheck alone judges the output: did bufjit's output match?
            if "FileCheck" in new and "error:" in err and "FileCheck" in err:
                output_ok = False
            if not cause:
                cause = first_line(bj_err) or first_line(err) or "exit %d" % rc
                if rc == 124 and not first_line(bj_err):
                    cause = "timeout"
        res["runs"].append(entry)
    res["pass"] = ok
    res["has_runner"] = any_runner
    res["cause"] = cause
    return res


def normalize_cause(c):
    c = re.sub(r"^<stdin>:\d+:\d+: ", "", c)
    c = re.sub(r"^-:\d+:\d+: ", "", c)
    c = re.sub(r"^/\S+?:\d+:\d+: ", "", c)
    c = re.sub(r"0x[0-9a-f]+", "0x…", c)
    c = re.sub(r"%[\w#]+", "%…", c)
    if len(c) > 150:
        c = c[:150] + "…"
    return c


def cause_class(c):
    """A coarse class for a normalized first error line (op names folded)."""
    m = re.search(r"Dialect `(\w+)' not found", c)
    if m:
        return "Dialect `%s' not found" % m.group(1)
    m = re.search(r"custom op '([\w.]+)' is unknown", c)
    if m:
        return "custom op '%s.*' is unknown" % m.group(1).split(".")[0]
    m = re.search(r"unregistered operation '([\w.]+)'", c)
    if m:
        return "unregistered operation '%s.*'" % m.group(1).split(".")[0]
    c = re.sub(r"'[^']*'", "'…'", c)
    c = re.sub(r"\d+", "N", c)
    return c


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tests", required=True, help="folder of test folders")
    ap.add_argument("--bufjit", default=os.environ.get("BUFJIT", "target/release/bufjit"))
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--only", default="", help="run tests whose path contains this")
    ap.add_argument("--refresh-ref", action="store_true", help="ignore the reference cache")
    ap.add_argument("--ref-cache", default="")
    ap.add_argument("--results", default="")
    ap.add_argument("--summary", default="", help="also write the summary to this file")
    ap.add_argument("--no-bufjit", action="store_true", help="reference only")
    ap.add_argument("--llvm", action="store_true",
                    help="keep the RUN lines whole, replace only mlir-runner")
    a = ap.parse_args()
    global TESTS, LLVM_MODE
    LLVM_MODE = a.llvm
    TESTS = os.path.abspath(a.tests)
    here = os.path.dirname(TESTS)
    a.ref_cache = a.ref_cache or os.path.join(here, "ref-cache.json")
    a.results = a.results or os.path.join(
        here, "results-llvm.json" if LLVM_MODE else "results.json")
    bufjit = os.path.abspath(a.bufjit)
    if not a.no_bufjit and not os.access(bufjit, os.X_OK):
        sys.exit("bufjit binary not found: %s (set BUFJIT or --bufjit)" % bufjit)
    a.workers = max(1, min(a.workers, 2))

    tests = []
    for folder in sorted(os.listdir(TESTS)):
        d = os.path.join(TESTS, folder)
        if not os.path.isdir(d):
            continue
        for f in sorted(os.listdir(d)):
            if f.endswith(".mlir"):
                p = os.path.join(d, f)
                if a.only in p:
                    tests.append((folder, p))

    cache = {}
    if os.path.exists(a.ref_cache) and not a.refresh_ref:
        with open(a.ref_cache) as f:
            cache = json.load(f)

    def work(item):
        folder, p = item
        rel = os.path.relpath(p, TESTS)
        key = rel + "@" + sha(p) + "@v" + HARNESS_VERSION
        with tempfile.TemporaryDirectory(prefix="conf-") as td:
            ref = cache.get(key)
            if ref is None:
                ref = run_reference(p, td)
                ref["_new"] = True
            bj = None
            if not a.no_bufjit:
                bj = run_bufjit(p, bufjit, td)
        return folder, rel, key, ref, bj

    results = {}
    t0 = time.time()
    with cf.ThreadPoolExecutor(max_workers=a.workers) as ex:
        for folder, rel, key, ref, bj in ex.map(work, tests):
            if ref.pop("_new", False):
                cache[key] = ref
            results[rel] = {"folder": folder, "ref": ref, "bufjit": bj}
            status = "REF-FAIL" if not ref["pass"] else (
                "-" if bj is None else ("PASS" if bj["pass"] else "FAIL"))
            print("%-8s %s%s" % (status, rel,
                                 ("  [" + bj["cause"] + "]") if bj and ref["pass"]
                                 and not bj["pass"] else ""), file=sys.stderr, flush=True)
    # keep cache entries of tests not run this time (but drop other harness versions)
    cache = {k: v for k, v in cache.items() if k.endswith("@v" + HARNESS_VERSION)}
    with open(a.ref_cache, "w") as f:
        json.dump(cache, f, indent=1, sort_keys=True)
    with open(a.results, "w") as f:
        json.dump(results, f, indent=1, sort_keys=True)

    lines = []
    lines.append("bufjit conformance vs. MLIR 22 CPU integration tests (%s)" %
                 time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()))
    lines.append("bufjit: %s   tests: %d   wall: %.0fs%s" % (
        bufjit, len(results), time.time() - t0,
        "   mode: --llvm (LLVM-dialect input)" if LLVM_MODE else ""))
    lines.append("")
    lines.append("%-10s %6s %10s %12s %8s" % ("folder", "tests", "mlir22-ok",
                                               "bufjit-ok", "bj/ref"))
    per = collections.OrderedDict()
    for rel, r in sorted(results.items()):
        f = r["folder"]
        c = per.setdefault(f, [0, 0, 0])
        c[0] += 1
        if r["ref"]["pass"]:
            c[1] += 1
            if r["bufjit"] and r["bufjit"]["pass"]:
                c[2] += 1
    tot = [sum(c[i] for c in per.values()) for i in range(3)]
    for f, c in list(per.items()) + [("TOTAL", tot)]:
        pct = ("%.0f%%" % (100.0 * c[2] / c[1])) if c[1] else "-"
        lines.append("%-10s %6d %10d %12d %8s" % (f, c[0], c[1], c[2], pct))
    lines.append("")
    groups = collections.defaultdict(list)
    for rel, r in sorted(results.items()):
        if r["ref"]["pass"] and r["bufjit"] and not r["bufjit"]["pass"]:
            groups[normalize_cause(r["bufjit"]["cause"])].append(rel)
    classes = collections.defaultdict(list)
    for cause in groups:
        classes[cause_class(cause)].append(cause)
    nfail = sum(len(v) for v in groups.values())
    lines.append("top bufjit failure causes (%d failing tests that pass on MLIR 22):" % nfail)
    ranked = sorted(classes.items(),
                    key=lambda kv: (-sum(len(groups[c]) for c in kv[1]), kv[0]))
    for cls, causes in ranked:
        lines.append("  %3d  %s" % (sum(len(groups[c]) for c in causes), cls))
    lines.append("")
    lines.append("bufjit failures by first error line:")
    for cls, causes in ranked:
        lines.append("  [%d] %s" % (sum(len(groups[c]) for c in causes), cls))
        for cause in sorted(causes, key=lambda c: (-len(groups[c]), c)):
            lines.append("     %d x %s" % (len(groups[cause]), cause))
            for rel in groups[cause]:
                lines.append("           %s" % rel)
    passing = [rel for rel, r in sorted(results.items())
               if r["ref"]["pass"] and r["bufjit"] and r["bufjit"]["pass"]]
    lines.append("")
    lines.append("bufjit passes (%d):" % len(passing))
    for rel in passing:
        lines.append("  " + rel)
    reffail = [rel for rel, r in sorted(results.items()) if not r["ref"]["pass"]]
    lines.append("")
    lines.append("not counted, fail on MLIR 22 as written (%d):" % len(reffail))
    for rel in reffail:
        runs = results[rel]["ref"]["runs"]
        why = next((x["err"] for x in runs if x["rc"] != 0), "no RUN line")
        lines.append("  %s  [%s]" % (rel, normalize_cause(why)))
    text = "\n".join(lines) + "\n"
    print(text)
    if a.summary:
        with open(a.summary, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
