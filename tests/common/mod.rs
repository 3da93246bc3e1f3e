//! Helpers shared by the integration tests (each test crate includes this module with
//! `mod common;`).

/// SplitMix64, the generator `bufjit::testgen` draws its programs from: generated test cases
/// depend only on the seed.
pub use bufjit::testgen::Rng;
