"""Arguments: every dtype, scalars, in-place writes, strided views, and the checks that
reject a wrong dtype, rank, size or layout before anything runs."""

import numpy as np
import pytest

import bufjit
from conftest import DTYPES


def dtype_kernel(t):
    """@bump(x, v): x[i] += v (xor for i1); @first(x) -> x[0]; @echo(v) -> v."""
    if t == "i1":
        op = "arith.xori"
    elif t.startswith("f"):
        op = "arith.addf"
    else:
        op = "arith.addi"
    return f"""
func.func @bump(%x: memref<?x{t}>, %v: {t}) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?x{t}>
  scf.for %i = %c0 to %n step %c1 {{
    %a = memref.load %x[%i] : memref<?x{t}>
    %b = {op} %a, %v : {t}
    memref.store %b, %x[%i] : memref<?x{t}>
  }}
  return
}}

func.func @first(%x: memref<?x{t}>) -> {t} {{
  %c0 = arith.constant 0 : index
  %a = memref.load %x[%c0] : memref<?x{t}>
  return %a : {t}
}}

func.func @echo(%v: {t}) -> {t} {{
  return %v : {t}
}}
"""


@pytest.mark.parametrize("t", list(DTYPES))
def test_every_dtype_in_place(t, balanced):
    m = bufjit.compile(dtype_kernel(t), filename=f"{t}.mlir")
    dt = DTYPES[t]
    if t == "i1":
        x = np.array([True, False, True, False])
        m.bump(x, True)
        np.testing.assert_array_equal(x, [False, True, False, True])
        assert m.first(x) is False
        assert m.echo(True) is True
        assert m.echo(np.bool_(False)) is False
        assert m.echo(1) is True  # the integers 0 and 1 are i1 values
        with pytest.raises(OverflowError):
            m.echo(2)
        with pytest.raises(TypeError):
            m.echo(0.5)
        return
    x = np.arange(5).astype(dt)
    m.bump(x, 3)
    np.testing.assert_array_equal(x, (np.arange(5) + 3).astype(dt))
    first = m.first(x)
    assert first == 3
    if t.startswith("f"):
        assert isinstance(first, float)
        assert m.echo(2.5) == 2.5
        assert m.echo(2) == 2.0  # ints are accepted for floats
    else:
        assert isinstance(first, int)
        assert m.echo(-7) == -7
        assert m.echo(np.int64(5)) == 5
        with pytest.raises(TypeError):
            m.echo(1.5)


@pytest.mark.parametrize("t", list(DTYPES))
def test_wrong_dtype_is_a_type_error(t):
    m = bufjit.compile(dtype_kernel(t))
    wrong = "float32" if DTYPES[t] != "float32" else "float64"
    x = np.zeros(3, dtype=wrong)
    with pytest.raises(TypeError, match=DTYPES[t]):
        m.first(x)
    assert not x.any()  # nothing ran


def test_integer_range():
    m = bufjit.compile(dtype_kernel("i8"))
    assert m.echo(127) == 127
    assert m.echo(255) == -1  # signless: the unsigned range is accepted too
    with pytest.raises(OverflowError):
        m.echo(256)


STATIC = """
func.func @sum4x3(%x: memref<4x3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> f64 {
    %t = scf.for %j = %c0 to %c3 step %c1 iter_args(%b = %a) -> f64 {
      %v = memref.load %x[%i, %j] : memref<4x3xf64>
      %w = arith.addf %b, %v : f64
      scf.yield %w : f64
    }
    scf.yield %t : f64
  }
  return %s : f64
}
"""


def test_static_shape_checks():
    m = bufjit.compile(STATIC)
    a = np.arange(12.0).reshape(4, 3)
    assert m.sum4x3(a) == a.sum()
    with pytest.raises(ValueError, match=r"expected shape \(4, 3\)"):
        m.sum4x3(np.zeros((3, 4)))
    with pytest.raises(ValueError, match="2-d"):
        m.sum4x3(np.zeros(12))
    with pytest.raises(TypeError):
        m.sum4x3(a.astype(np.float32))
    with pytest.raises(TypeError):
        m.sum4x3(a.tolist())
    with pytest.raises(TypeError):
        m.sum4x3(a, a)
    with pytest.raises(TypeError):
        m.sum4x3()
    # The identity layout views a C-contiguous array in place; any other array is given
    # as a contiguous copy (written back after the call).
    t = np.arange(12.0).reshape(3, 4).T
    assert m.sum4x3(t) == t.sum()
    ro = a.copy()
    ro.flags.writeable = False
    assert m.sum4x3(ro) == a.sum()  # read-only arrays are copied, never written


def test_non_contiguous_views_of_identity_layouts_are_written_back():
    m = bufjit.compile(dtype_kernel("i32"))
    x = np.arange(10, dtype=np.int32)
    m.bump(x[::2], 100)
    np.testing.assert_array_equal(x, [100, 1, 102, 3, 104, 5, 106, 7, 108, 9])
    m.bump(x[::-1], 1)
    np.testing.assert_array_equal(x, [101, 2, 103, 4, 105, 6, 107, 8, 109, 10])
    ro = np.arange(3, dtype=np.int32)
    ro.flags.writeable = False
    m.bump(ro, 5)
    np.testing.assert_array_equal(ro, [0, 1, 2])


STRIDED = """
func.func @copy2d(%src: memref<?x?xf64, strided<[?, ?], offset: ?>>, %dst: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %src, %c0 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %m = memref.dim %src, %c1 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %v = memref.load %src[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
      memref.store %v, %dst[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

func.func @negate(%x: memref<?x?xf64, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %m = memref.dim %x, %c1 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %v = memref.load %x[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
      %w = arith.negf %v : f64
      memref.store %w, %x[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
    }
  }
  return
}

func.func @rows(%x: memref<?x4xf32, strided<[8, 1], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %v = memref.load %x[%c0, %c3] : memref<?x4xf32, strided<[8, 1], offset: ?>>
  return %v : f32
}
"""


def test_strided_views_without_copying():
    m = bufjit.compile(STRIDED)
    a = np.arange(30.0).reshape(5, 6)
    for view in [a.T, a[1:4, ::2], a[::2, 1:5], a[:, 3:4], a[2:2]]:
        out = np.zeros(view.shape)
        m.copy2d(view, out)
        np.testing.assert_array_equal(out, view)
    # Stores through a view land in the base array.
    b = np.arange(30.0).reshape(5, 6)
    m.negate(b[::2, 1::2])
    expected = np.arange(30.0).reshape(5, 6)
    expected[::2, 1::2] *= -1
    np.testing.assert_array_equal(b, expected)
    m.negate(b.T)
    np.testing.assert_array_equal(b, -expected)
    # Negative strides: the kernel gets a contiguous copy, written back after the call.
    m.negate(b[::-1, ::2])
    expected = -expected
    expected[:, ::2] *= -1
    np.testing.assert_array_equal(b, expected)


def test_static_strides_must_match():
    m = bufjit.compile(STRIDED)
    a = np.arange(24, dtype=np.float32).reshape(3, 8)
    assert m.rows(a[:, 2:6]) == 5.0
    with pytest.raises(ValueError, match="stride"):
        m.rows(np.zeros((3, 4), dtype=np.float32))
