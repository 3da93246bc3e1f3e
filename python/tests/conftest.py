"""Shared kernels and helpers for the bufjit Python tests."""

import gc

import bufjit
import pytest

#: MLIR element type -> numpy dtype name, for every element type a memref can hold.
DTYPES = {
    "f32": "float32",
    "f64": "float64",
    "i1": "bool",
    "i8": "int8",
    "i16": "int16",
    "i32": "int32",
    "i64": "int64",
    "index": "int64",
}


def live_blocks():
    """Live blocks of the checked allocator, after a full garbage collection."""
    gc.collect()
    return bufjit.report()["live_blocks"]


@pytest.fixture
def balanced():
    """Checks that a test leaves as many live blocks as it found."""
    before = live_blocks()
    yield
    assert live_blocks() == before
