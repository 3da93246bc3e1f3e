//! The `bufjit` command-line tools as library functions, so tests and the binary share them.

pub mod baseline;
pub mod bench;
pub mod check;
pub mod compare;
pub mod compile;
pub mod fuzz_diff;
pub mod opt;
pub mod options;
pub mod parallel;
pub mod run;
pub mod sarif;
pub mod stream;
pub mod verify_diagnostics;
