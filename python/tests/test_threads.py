"""Calls from several Python threads, with the GIL released while native code runs."""

import threading
import time

import numpy as np
import pytest

import bufjit

KERNELS = """
func.func @axpy(%a: f64, %x: memref<?xf64>, %y: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %xv = memref.load %x[%i] : memref<?xf64>
    %yv = memref.load %y[%i] : memref<?xf64>
    %p = arith.mulf %a, %xv : f64
    %s = arith.addf %p, %yv : f64
    memref.store %s, %y[%i] : memref<?xf64>
  }
  return
}

func.func @spin(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %x = arith.xori %acc, %ii : i64
    %y = arith.addi %x, %ii : i64
    scf.yield %y : i64
  }
  return %r : i64
}

func.func @ones(%n: index) -> memref<?xf64> {
  %m = memref.alloc(%n) : memref<?xf64>
  %one = arith.constant 1.0 : f64
  linalg.fill ins(%one : f64) outs(%m : memref<?xf64>)
  return %m : memref<?xf64>
}
"""

LEAKY = """
func.func @leaky() {
  %m = memref.alloc() : memref<8xf64>
  return
}
"""


@pytest.fixture(scope="module")
def m():
    return bufjit.compile(KERNELS, filename="threads.mlir")


def test_calls_from_many_threads(m):
    errors = []

    def work(seed):
        try:
            rng = np.random.default_rng(seed)
            for _ in range(50):
                x = rng.standard_normal(1000)
                y = rng.standard_normal(1000)
                want = 2.0 * x + y
                m.axpy(2.0, x, y)
                np.testing.assert_allclose(y, want)
                o = m.ones(100)
                assert o.sum() == 100.0
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(s,)) for s in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors


def test_leaks_are_attributed_to_the_leaking_call(m):
    leaky = bufjit.compile(LEAKY, pipeline="none", filename="leaky.mlir")
    leaks, clean_errors = [], []

    def leaker():
        for _ in range(20):
            try:
                leaky.leaky()
            except bufjit.LeakError as e:
                leaks.append(e)

    def cleaner():
        try:
            for _ in range(200):
                o = m.ones(16)
                del o
        except Exception as e:  # pragma: no cover
            clean_errors.append(e)

    ts = [threading.Thread(target=leaker)] + [threading.Thread(target=cleaner) for _ in range(3)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert len(leaks) == 20
    assert all("leaky.mlir:3:8" in str(e) for e in leaks)
    assert not clean_errors, clean_errors


def test_gil_is_released(m):
    # Calibrate a kernel run of roughly 0.3 s.
    n = 1 << 20
    while True:
        t0 = time.perf_counter()
        m.spin(n)
        if time.perf_counter() - t0 > 0.1 or n > 1 << 36:
            break
        n *= 4
    done = threading.Event()
    ticks = 0

    def run():
        m.spin(n * 3)
        done.set()

    t = threading.Thread(target=run)
    t.start()
    while not done.is_set():
        ticks += 1
        time.sleep(0)
    t.join()
    # Python code kept running on this thread while the kernel ran on the other one.
    assert ticks > 100
