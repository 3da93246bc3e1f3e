"""Every call is checked: leaks, double frees, invalid and interior frees and uses after
free raise MemoryViolation subclasses naming the IR site; failed asserts, division by zero,
stack overflow, wild accesses and out-of-bounds accesses raise RuntimeFailure. The process
keeps running and the next call works."""

import numpy as np
import pytest

import bufjit

# Line numbers matter: the tests check the sites (file:line:col) the messages name.
VIOLATIONS = """\
func.func @leaky(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%n) : memref<?xi64>
  %v = arith.constant 5 : i64
  memref.store %v, %m[%c0] : memref<?xi64>
  return %v : i64
}

func.func @double_free() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

func.func @free_alloca() {
  %a = memref.alloca() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

func.func @interior_free() {
  %a = memref.alloc() : memref<16xi32>
  %s = memref.subview %a[4] [8] [1] : memref<16xi32> to memref<8xi32, strided<[1], offset: 4>>
  memref.dealloc %s : memref<8xi32, strided<[1], offset: 4>>
  memref.dealloc %a : memref<16xi32>
  return
}

func.func @clean(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%n) : memref<?xi64>
  %v = arith.constant 7 : i64
  memref.store %v, %m[%c0] : memref<?xi64>
  %r = memref.load %m[%c0] : memref<?xi64>
  memref.dealloc %m : memref<?xi64>
  return %r : i64
}

func.func @bad_realloc() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.realloc %a : memref<4xf32> to memref<8xf32>
  return
}
"""


@pytest.fixture(scope="module")
def m():
    # As written: `pipeline="auto"` would insert the missing deallocation of @leaky.
    return bufjit.compile(VIOLATIONS, filename="viol.mlir", pipeline="none")


def test_leak(m):
    before = bufjit.report()
    with pytest.raises(bufjit.LeakError) as e:
        m.leaky(16)
    err = e.value
    assert isinstance(err, bufjit.MemoryViolation)
    assert isinstance(err, bufjit.Error)
    msg = str(err)
    assert "viol.mlir:3:8" in msg and "memref.alloc" in msg, msg
    assert "128 bytes" in msg
    assert err.kind == "leak"
    assert err.site == "viol.mlir:3:8"
    assert "memref.alloc" in err.op
    assert err.violations[0]["kind"] == "leak"
    # The leaked buffer stays live: the allocator reports it.
    assert bufjit.report()["live_blocks"] == before["live_blocks"] + 1
    assert m.clean(4) == 7  # the next call works


def test_leak_not_raised_with_the_default_pipeline():
    fixed = bufjit.compile(VIOLATIONS.split("func.func @double_free")[0])
    assert fixed.leaky(16) == 5


def test_double_free(m):
    before = bufjit.report()
    with pytest.raises(bufjit.DoubleFreeError) as e:
        m.double_free()
    msg = str(e.value)
    assert "viol.mlir:12:3" in msg and "memref.dealloc" in msg, msg
    assert "viol.mlir:10:8" in msg  # where the buffer was allocated
    assert "viol.mlir:11:3" in msg  # where it was first freed
    assert e.value.site == "viol.mlir:12:3"
    assert e.value.kind == "double_free"
    after = bufjit.report()
    assert after["violations"] == before["violations"] + 1
    assert after["violation_counts"]["double_free"] == before["violation_counts"]["double_free"] + 1
    # The bad free was refused: the allocator is intact and the next call works.
    assert m.clean(4) == 7


def test_invalid_free(m):
    with pytest.raises(bufjit.InvalidFreeError) as e:
        m.free_alloca()
    assert isinstance(e.value, bufjit.MemoryViolation)
    assert "viol.mlir:18:3" in str(e.value)


def test_interior_free(m):
    with pytest.raises(bufjit.InteriorFreeError) as e:
        m.interior_free()
    assert "viol.mlir:25:3" in str(e.value)
    assert "offset 16" in str(e.value)


def test_invalid_realloc(m):
    with pytest.raises(bufjit.InvalidReallocError) as e:
        m.bad_realloc()
    assert isinstance(e.value, bufjit.MemoryViolation)
    assert "viol.mlir:43:8" in str(e.value)
    assert m.clean(4) == 7


UAF = """\
func.func @load_freed() -> i64 {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  %v = memref.load %a[%c1] : memref<4xi64>
  return %v : i64
}

func.func @store_freed() {
  %c2 = arith.constant 2 : index
  %k = arith.constant 7 : i64
  %a = memref.alloc() : memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  memref.store %k, %a[%c2] : memref<4xi64>
  return
}

func.func @load(%x: memref<?xf32>, %i: index) -> f32 {
  %v = memref.load %x[%i] : memref<?xf32>
  return %v : f32
}
"""


def test_use_after_free_with_check_bounds():
    m = bufjit.compile(UAF, filename="uaf.mlir", pipeline="none", check_bounds=True)
    with pytest.raises(bufjit.UseAfterFreeError) as e:
        m.load_freed()
    assert "uaf.mlir:5:8" in str(e.value)
    with pytest.raises(bufjit.WriteAfterFreeError) as e:
        m.store_freed()
    assert "uaf.mlir:14:3" in str(e.value)


def test_out_of_bounds_with_check_bounds():
    m = bufjit.compile(UAF, filename="uaf.mlir", pipeline="none", check_bounds=True)
    x = np.arange(4, dtype=np.float32)
    assert m.load(x, 3) == 3.0
    with pytest.raises(bufjit.RuntimeFailure) as e:
        m.load(x, 4)
    assert "uaf.mlir:19:8" in str(e.value)
    assert "out-of-bounds" in str(e.value)
    assert m.load(x, 2) == 2.0


FAILURES = """\
func.func @check(%x: i64) {
  %lim = arith.constant 3 : i64
  %ok = arith.cmpi slt, %x, %lim : i64
  cf.assert %ok, "x must stay below 3"
  return
}

func.func @div(%a: i32, %b: i32) -> i32 {
  %r = arith.divsi %a, %b : i32
  return %r : i32
}

func.func @recurse(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %m = arith.addi %n, %c1 : i64
  %r = call @recurse(%m) : (i64) -> i64
  %s = arith.addi %r, %c1 : i64
  return %s : i64
}

func.func @read_far(%a: memref<4xf32>) -> f32 {
  %w = memref.reinterpret_cast %a to offset: [1099511627776], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: 1099511627776>>
  %c0 = arith.constant 0 : index
  %v = memref.load %w[%c0] : memref<4xf32, strided<[1], offset: 1099511627776>>
  return %v : f32
}

func.func @alloc_then_assert(%x: i64) {
  %a = memref.alloc() : memref<64xf64>
  %lim = arith.constant 3 : i64
  %ok = arith.cmpi slt, %x, %lim : i64
  cf.assert %ok, "too big"
  memref.dealloc %a : memref<64xf64>
  return
}
"""


@pytest.fixture(scope="module")
def f():
    return bufjit.compile(FAILURES, filename="fail.mlir")


def test_assert(f):
    f.check(2)
    with pytest.raises(bufjit.RuntimeFailure) as e:
        f.check(5)
    assert "fail.mlir:4:3" in str(e.value)
    assert "x must stay below 3" in str(e.value)
    assert e.value.kind == "runtime_error"
    f.check(1)


def test_division_by_zero(f):
    assert f.div(7, 2) == 3
    with pytest.raises(bufjit.RuntimeFailure, match=r"fail\.mlir:9:8: error: integer division by zero"):
        f.div(7, 0)
    assert f.div(9, 3) == 3


def test_stack_overflow(f):
    with pytest.raises(bufjit.RuntimeFailure, match="stack overflow in @recurse") as e:
        f.recurse(0)
    assert e.value.kind == "stack_overflow"
    assert f.div(4, 2) == 2


def test_wild_access(f):
    with pytest.raises(bufjit.RuntimeFailure, match="wild memory access") as e:
        f.read_far(np.zeros(4, np.float32))
    assert e.value.kind == "wild_access"
    assert f.div(4, 2) == 2


def test_failed_call_frees_its_buffers(f):
    before = bufjit.report()["live_blocks"]
    with pytest.raises(bufjit.RuntimeFailure):
        f.alloc_then_assert(9)
    assert bufjit.report()["live_blocks"] == before
    f.alloc_then_assert(0)
    assert bufjit.report()["live_blocks"] == before
