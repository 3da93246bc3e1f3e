"""Results: None, scalars, tuples, memref results as arrays that own their buffer (freed
through the checked allocator on garbage collection), views of arguments, and a matmul
checked against numpy."""

import gc

import numpy as np
import pytest

import bufjit
from conftest import live_blocks

KERNELS = """
func.func @nothing() {
  return
}

func.func @pair(%a: i64, %b: f32) -> (f32, i64, i1) {
  %t = arith.constant true
  return %b, %a, %t : f32, i64, i1
}

func.func @iota(%n: index) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}

func.func @two(%n: index) -> (memref<?xf32>, index, memref<2x3xf64>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() : memref<2x3xf64>
  %z = arith.constant 1.5 : f32
  %y = arith.constant 2.5 : f64
  linalg.fill ins(%z : f32) outs(%a : memref<?xf32>)
  linalg.fill ins(%y : f64) outs(%b : memref<2x3xf64>)
  return %a, %n, %b : memref<?xf32>, index, memref<2x3xf64>
}
"""


@pytest.fixture(scope="module")
def m():
    return bufjit.compile(KERNELS, filename="results.mlir")


def test_none_scalars_tuples(m):
    assert m.nothing() is None
    r = m.pair(7, 0.5)
    assert r == (0.5, 7, True)
    assert isinstance(r, tuple)


def test_memref_result_owns_its_buffer(m, balanced):
    before = bufjit.report()
    a = m.iota(6)
    assert isinstance(a, np.ndarray)
    assert a.dtype == np.int64 and a.shape == (6,)
    np.testing.assert_array_equal(a, np.arange(6))
    assert a.flags.writeable
    a[0] = 42  # the array's memory is the kernel's buffer
    assert a[0] == 42
    after = bufjit.report()
    assert after["allocations"] == before["allocations"] + 1
    assert after["live_blocks"] == before["live_blocks"] + 1
    view = a[2:]  # a view keeps the buffer alive
    del a
    gc.collect()
    assert bufjit.report()["live_blocks"] == before["live_blocks"] + 1
    np.testing.assert_array_equal(view, [2, 3, 4, 5])
    del view
    gc.collect()
    done = bufjit.report()
    assert done["live_blocks"] == before["live_blocks"]
    assert done["frees"] == before["frees"] + 1
    assert done["violations"] == before["violations"]


def test_mixed_tuple_results(m, balanced):
    a, n, b = m.two(3)
    assert n == 3
    np.testing.assert_array_equal(a, np.full(3, 1.5, np.float32))
    np.testing.assert_array_equal(b, np.full((2, 3), 2.5))
    assert b.dtype == np.float64


def test_many_results_are_freed(m, balanced):
    base = live_blocks()
    arrays = [m.iota(i + 1) for i in range(100)]
    assert live_blocks() == base + 100
    assert sum(int(x.sum()) for x in arrays) == sum(i * (i + 1) // 2 for i in range(100))
    del arrays
    assert live_blocks() == base


def test_returned_argument_is_a_view_of_it(balanced):
    # As written: the deallocation pipeline would return a copy the caller owns.
    src = """
func.func @same(%x: memref<?xf32>) -> memref<?xf32> {
  return %x : memref<?xf32>
}

func.func @twice(%n: index) -> (memref<?xf32>, memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a, %a : memref<?xf32>, memref<?xf32>
}
"""
    m = bufjit.compile(src, pipeline="none")
    x = np.arange(4, dtype=np.float32)
    y = m.same(x)
    assert np.shares_memory(x, y)
    y[1] = 9
    assert x[1] == 9
    # One buffer returned twice: both arrays view it, and it is freed once.
    a, b = m.twice(3)
    assert np.shares_memory(a, b)
    a[0] = 5.0
    assert b[0] == 5.0


def test_peak_bytes(m):
    r = bufjit.report()
    for key in ["allocations", "frees", "live_blocks", "live_bytes", "peak_bytes", "violations"]:
        assert isinstance(r[key], int)
    a = m.iota(100_000)
    assert bufjit.report()["peak_bytes"] >= 800_000
    del a


MATMUL = """
func.func @matmul(%A: memref<?x?xf32, strided<[?, ?], offset: ?>>,
                  %B: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %k = memref.dim %A, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %m = memref.dim %B, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %C = memref.alloc(%n, %m) : memref<?x?xf32>
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %sum = scf.for %p = %c0 to %k step %c1 iter_args(%acc = %zero) -> f32 {
        %a = memref.load %A[%i, %p] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %b = memref.load %B[%p, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %prod = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %prod : f32
        scf.yield %s : f32
      }
      memref.store %sum, %C[%i, %j] : memref<?x?xf32>
    }
  }
  return %C : memref<?x?xf32>
}
"""


def test_matmul_against_numpy(balanced):
    mm = bufjit.compile(MATMUL, filename="matmul.mlir")
    rng = np.random.default_rng(0)
    a = rng.standard_normal((37, 23), dtype=np.float32)
    b = rng.standard_normal((23, 41), dtype=np.float32)
    c = mm.matmul(a, b)
    assert c.shape == (37, 41) and c.dtype == np.float32
    np.testing.assert_allclose(c, a @ b, rtol=1e-4, atol=1e-4)
    # Transposed views go in with their strides.
    np.testing.assert_allclose(mm.matmul(b.T, a.T), b.T @ a.T, rtol=1e-4, atol=1e-4)
    del c


MASKS = """
func.func @mask(%x: memref<?xf64>, %t: f64) -> memref<?xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %m = memref.alloc(%n) : memref<?xi1>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xf64>
    %b = arith.cmpf ogt, %v, %t : f64
    memref.store %b, %m[%i] : memref<?xi1>
  }
  return %m : memref<?xi1>
}

func.func @indices(%n: index) -> memref<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xindex>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  return %m : memref<?xindex>
}

func.func @scalar_box(%x: memref<f32>) -> memref<f32> {
  %v = memref.load %x[] : memref<f32>
  %w = arith.addf %v, %v : f32
  %m = memref.alloc() : memref<f32>
  memref.store %w, %m[] : memref<f32>
  return %m : memref<f32>
}
"""


def test_bool_index_and_rank0_results(balanced):
    m = bufjit.compile(MASKS)
    x = np.array([0.5, 2.0, -1.0, 3.0])
    mask = m.mask(x, 1.0)
    assert mask.dtype == np.bool_
    np.testing.assert_array_equal(mask, x > 1.0)
    idx = m.indices(5)
    assert idx.dtype == np.int64
    np.testing.assert_array_equal(idx, np.arange(5))
    box = m.scalar_box(np.array(1.25, dtype=np.float32))
    assert box.shape == () and box == 2.5
    del mask, idx, box
