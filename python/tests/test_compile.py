"""compile, compile_file, pipelines, opt levels, Module.functions and CompileError."""

import numpy as np
import pytest

import bufjit

ADD = """
func.func @add(%a: i32, %b: i32) -> i32 {
  %r = arith.addi %a, %b : i32
  return %r : i32
}

func.func @scale(%x: memref<?xf64>, %s: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xf64>
    %w = arith.mulf %v, %s : f64
    memref.store %w, %x[%i] : memref<?xf64>
  }
  return
}

func.func private @helper(%a: i32) -> i32 {
  return %a : i32
}
"""


def test_compile_and_call():
    m = bufjit.compile(ADD)
    assert isinstance(m, bufjit.Module)
    assert m.add(40, 2) == 42
    assert m.call("add", 1, 2) == 3
    assert m.add(2**31 - 1, 1) == -(2**31)


def test_functions_lists_public_signatures():
    m = bufjit.compile(ADD)
    assert m.functions == {
        "add": "(i32, i32) -> i32",
        "scale": "(memref<?xf64>, f64) -> ()",
    }
    f = m.add
    assert isinstance(f, bufjit.Function)
    assert f.name == "add"
    assert f.signature == "(i32, i32) -> i32"
    assert f.inputs == ["i32", "i32"]
    assert f.results == ["i32"]
    assert "add" in repr(m) and "@add" in repr(f)
    assert "scale" in dir(m)


def test_unknown_functions():
    m = bufjit.compile(ADD)
    with pytest.raises(AttributeError):
        m.helper  # private: not callable from Python
    with pytest.raises(AttributeError):
        m.nope
    with pytest.raises(ValueError, match="no public function @nope"):
        m.call("nope")


def test_parse_error_is_a_diagnostic():
    with pytest.raises(bufjit.CompileError) as e:
        bufjit.compile("func.func @f( {\n", filename="bad.mlir")
    assert "bad.mlir:1:" in str(e.value)
    assert "error:" in str(e.value)
    assert isinstance(e.value, bufjit.Error)


def test_verify_error_names_the_site():
    src = "func.func @f() -> i32 {\n  return\n}\n"
    with pytest.raises(bufjit.CompileError, match=r"bad\.mlir:2:3: error:"):
        bufjit.compile(src, filename="bad.mlir")


def test_unsupported_type_is_a_compile_error():
    src = "func.func @f(%x: f80) -> f80 {\n  return %x : f80\n}\n"
    with pytest.raises(bufjit.CompileError, match=r"k\.mlir:1:1: error: .*f80"):
        bufjit.compile(src, filename="k.mlir")


def test_bad_pipeline_is_a_compile_error():
    with pytest.raises(bufjit.CompileError, match="pipeline"):
        bufjit.compile(ADD, pipeline="builtin.module(no-such-pass)")


@pytest.mark.parametrize(
    "pipeline",
    ["auto", "none", "default", "clone", "builtin.module(canonicalize)"],
)
def test_pipelines(pipeline):
    m = bufjit.compile(ADD, pipeline=pipeline)
    x = np.arange(4.0)
    m.scale(x, 3.0)
    np.testing.assert_array_equal(x, np.arange(4.0) * 3)


@pytest.mark.parametrize("level", [0, 1, 2, 3])
def test_opt_levels(level):
    assert bufjit.compile(ADD, opt_level=level).add(1, 2) == 3


def test_bad_opt_level():
    with pytest.raises(ValueError):
        bufjit.compile(ADD, opt_level=7)


def test_compile_file(tmp_path):
    p = tmp_path / "kernels.mlir"
    p.write_text(ADD)
    assert bufjit.compile_file(p).add(1, 1) == 2
    assert bufjit.compile_file(str(p), opt_level=0).add(2, 2) == 4
    bad = tmp_path / "broken.mlir"
    bad.write_text("func.func @f() -> i32 {\n  return\n}\n")
    with pytest.raises(bufjit.CompileError) as e:
        bufjit.compile_file(bad)
    assert f"{bad}:2:3: error:" in str(e.value)
    with pytest.raises(bufjit.CompileError, match=r"^x\.mlir:2:3"):
        bufjit.compile_file(bad, filename="x.mlir")
    with pytest.raises(OSError):
        bufjit.compile_file(tmp_path / "missing.mlir")


def test_docstrings():
    for obj in [
        bufjit,
        bufjit.compile,
        bufjit.compile_file,
        bufjit.report,
        bufjit.Module,
        bufjit.Module.call,
        bufjit.Function,
        bufjit.MemoryViolation,
        bufjit.LeakError,
        bufjit.RuntimeFailure,
        bufjit.CompileError,
    ]:
        assert obj.__doc__ and len(obj.__doc__) > 20, obj
