"""bufjit: compile bufferized MLIR kernels to native code and call them on numpy arrays.

Every call is checked by bufjit's allocator: a buffer the call neither freed nor returned
raises ``LeakError``, a double free raises ``DoubleFreeError`` (the bad free is refused),
and other bad frees raise the other ``MemoryViolation`` subclasses, each message naming the
IR site (``file:line:col`` and the op). Failed ``cf.assert``s, divisions by zero, stack
overflows and wild accesses raise ``RuntimeFailure``; the process keeps running.

Example::

    import numpy as np, bufjit
    m = bufjit.compile('''
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
    ''')
    x = np.arange(4.0)
    m.scale(x, 2.0)        # in place: x is now [0, 2, 4, 6]
"""

from ._bufjit import (
    CompileError,
    DoubleFreeError,
    Error,
    Function,
    InteriorFreeError,
    InvalidFreeError,
    InvalidReallocError,
    LeakError,
    MemoryViolation,
    Module,
    RuntimeFailure,
    UseAfterFreeError,
    WriteAfterFreeError,
    compile,
    compile_file,
    report,
)

__version__ = "0.1.0"

__all__ = [
    "CompileError",
    "DoubleFreeError",
    "Error",
    "Function",
    "InteriorFreeError",
    "InvalidFreeError",
    "InvalidReallocError",
    "LeakError",
    "MemoryViolation",
    "Module",
    "RuntimeFailure",
    "UseAfterFreeError",
    "WriteAfterFreeError",
    "compile",
    "compile_file",
    "report",
]
