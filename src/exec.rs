//! What running an entry point produces, shared by the execution engines (the Cranelift JIT
//! driven by `bufjit run`, the reference interpreter in [`crate::interp::driver`]) and the
//! command line that reports on them. It exists so the engines do not depend on the CLI: an
//! engine returns an [`ExecError`] and the CLI (`crate::tool::run`) alone decides what is
//! printed and which exit status it gives.
//!
//! The process exit statuses of `bufjit run` (and of objects compiled by `bufjit compile`) are
//! defined here, once: 0 success, [`EXIT_COMPILE_ERROR`] 1, [`EXIT_MEMORY_VIOLATION`] 2,
//! [`EXIT_RUNTIME_ERROR`] 3, [`EXIT_USE_AFTER_FREE`] 4, [`EXIT_WILD_ACCESS`] 5. The two the
//! runtime crate itself exits with are taken from it.

use crate::codegen::types::Scalar;
use crate::diag::Diagnostic;
use bufjit_runtime::guard::Failure;

/// Exit status for compile and usage errors.
pub const EXIT_COMPILE_ERROR: i32 = 1;
/// Exit status when the allocator reports a violation (leak, double free, invalid free).
pub const EXIT_MEMORY_VIOLATION: i32 = 2;
/// Exit status for runtime errors (`cf.assert`, division by zero, stack overflow).
pub const EXIT_RUNTIME_ERROR: i32 = bufjit_runtime::guard::EXIT_RUNTIME_ERROR;
/// Exit status for a use after free (a load, store or copy touching a freed buffer).
pub const EXIT_USE_AFTER_FREE: i32 = 4;
/// Exit status for a wild access (SIGSEGV/SIGBUS in generated code).
pub const EXIT_WILD_ACCESS: i32 = bufjit_runtime::guard::EXIT_WILD_ACCESS;

/// The result type the entry point must have (mlir-runner's `-entry-point-result`). The CLI
/// parses it directly (`clap::ValueEnum`: `void`, `i32`, `i64`, `f32`, `f64`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EntryResult {
    /// `void`.
    Void,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl EntryResult {
    /// The scalar results an entry point of this kind returns.
    pub fn scalars(self) -> &'static [Scalar] {
        match self {
            EntryResult::Void => &[],
            EntryResult::I32 => &[Scalar::I32],
            EntryResult::I64 => &[Scalar::I64],
            EntryResult::F32 => &[Scalar::F32],
            EntryResult::F64 => &[Scalar::F64],
        }
    }

    /// Whether a function with these results (`None`: not a scalar) can be run as this kind;
    /// an `index` result is accepted as `i64`, as mlir-runner does.
    pub fn accepts(self, results: &[Option<Scalar>]) -> bool {
        let expected = self.scalars();
        let matches = results.len() == expected.len()
            && results.iter().zip(expected).all(|(k, e)| *k == Some(*e));
        matches || (self == EntryResult::I64 && results == [Some(Scalar::Index)])
    }

    /// mlir-runner's complaint when the function's results do not match ([`Self::accepts`]).
    pub fn mismatch(self) -> String {
        match self {
            EntryResult::Void => "expected void function".to_string(),
            r => format!(
                "only single {} function result supported",
                format!("{r:?}").to_lowercase()
            ),
        }
    }
}

/// Why an engine could not run an entry point to completion.
#[derive(Debug)]
pub enum ExecError {
    /// The module cannot be compiled (or interpreted): diagnostics against the input.
    Compile(Vec<Diagnostic>),
    /// The entry point cannot be called as asked (not found, takes arguments, wrong result
    /// type): mlir-runner's message, which it prints after `Error: `.
    Invocation(String),
    /// The engine itself failed (its thread could not be started or panicked).
    Internal(String),
    /// The program failed at run time: a failed assertion or division by zero, a stack
    /// overflow, a wild memory access.
    Trap(Failure),
    /// The allocator found a violation (leak, double free, invalid free; `use_after_free`: a
    /// load, store or copy of a freed buffer among them).
    MemoryViolation {
        /// Whether one of the violations is an access to freed memory.
        use_after_free: bool,
    },
}
