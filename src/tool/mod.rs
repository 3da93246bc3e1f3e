//! The `bufjit` command-line tools as library functions, so tests and the binary share them.

pub mod opt;
pub mod verify_diagnostics;
