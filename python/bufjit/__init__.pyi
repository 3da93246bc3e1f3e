"""Type stubs for bufjit: MLIR kernels compiled natively, called on numpy arrays."""

import os
from typing import Any, Dict, List, Union

import numpy as np

__version__: str

Value = Union[None, bool, int, float, np.ndarray, tuple]
"""What a call returns: None, a scalar, a numpy array, or a tuple of these."""

class Error(Exception):
    """Base class of every error bufjit raises itself."""

class CompileError(Error):
    """Parse, verification or pipeline failure; the message is the MLIR-style diagnostic
    text (``filename:line:col: error: ...``)."""

class RuntimeFailure(Error):
    """A failed ``cf.assert``, a division by zero, a stack overflow or a wild access.

    ``kind`` is ``"runtime_error"``, ``"stack_overflow"`` or ``"wild_access"``."""

    kind: str

class MemoryViolation(Error):
    """A call broke the allocation contract. The message names each IR site."""

    kind: str
    """The first violation's kind: ``leak``, ``double_free``, ``invalid_free``, ..."""
    site: str
    """Its IR location, ``file:line:col``."""
    op: str
    """The op's text, e.g. ``memref.dealloc %0 : memref<4xf32>``."""
    violations: List[Dict[str, str]]
    """Every problem the call had: dicts with ``kind``, ``site``, ``op`` and ``message``."""

class LeakError(MemoryViolation):
    """A buffer the call allocated was neither freed nor returned."""

class DoubleFreeError(MemoryViolation):
    """A buffer was freed twice; the second free was refused."""

class InvalidFreeError(MemoryViolation):
    """A pointer the checked allocator never handed out was freed; refused."""

class InteriorFreeError(MemoryViolation):
    """A pointer into the middle of a live buffer was freed; refused."""

class InvalidReallocError(MemoryViolation):
    """A freed, interior or never-allocated pointer was reallocated; refused."""

class UseAfterFreeError(MemoryViolation):
    """A freed buffer was read (found with ``check_bounds=True``)."""

class WriteAfterFreeError(MemoryViolation):
    """A freed buffer was written (found with ``check_bounds=True``)."""

class Function:
    """A public function of a Module, callable like a Python function."""

    @property
    def name(self) -> str:
        """The MLIR name, without ``@``."""
    @property
    def signature(self) -> str:
        """The MLIR function type, e.g. ``(memref<?xf32>, f32) -> f32``."""
    @property
    def inputs(self) -> List[str]:
        """The argument types."""
    @property
    def results(self) -> List[str]:
        """The result types."""
    def __call__(self, *args: Any) -> Value:
        """Calls the function (see ``Module``)."""

class Module:
    """A compiled MLIR module; ``module.name(*args)`` calls its public function ``@name``.

    Memref arguments are numpy arrays of the matching dtype and rank, passed without copying
    (strided views when the memref type has a strided layout; an identity layout given a
    non-contiguous view gets a contiguous copy, written back after the call). Scalars are int, float or
    bool. Results are None, a scalar, a numpy array owning its buffer, or a tuple.
    """

    @property
    def functions(self) -> Dict[str, str]:
        """The public functions and their MLIR signatures, in source order."""
    @property
    def filename(self) -> str:
        """The file name diagnostics and IR sites use."""
    def call(self, name: str, *args: Any) -> Value:
        """Calls the public function ``name``; ``ValueError`` if there is none."""
    def __getattr__(self, name: str) -> Function: ...

def compile(
    source: str,
    *,
    filename: str = "<string>",
    pipeline: str = "auto",
    opt_level: int = 2,
    check_bounds: bool = False,
    threads: int = 1,
) -> Module:
    """Compiles MLIR text; ``pipeline`` is what ``bufjit run --pipeline`` takes, ``threads``
    what ``bufjit run --threads`` takes."""

def compile_file(
    path: Union[str, "os.PathLike[str]"],
    *,
    filename: Union[str, None] = None,
    pipeline: str = "auto",
    opt_level: int = 2,
    check_bounds: bool = False,
    threads: int = 1,
) -> Module:
    """Reads and compiles an MLIR file (diagnostics name ``filename`` or the path)."""

def report() -> Dict[str, Any]:
    """The checked allocator's totals: ``allocations``, ``frees``, ``reallocs``,
    ``bytes_allocated``, ``bytes_freed``, ``live_blocks``, ``live_bytes``, ``peak_bytes``,
    ``violations`` and ``violation_counts`` (by kind)."""
