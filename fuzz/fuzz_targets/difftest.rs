//! Differential fuzzing: the fuzz input chooses a generated bufferized program (its first
//! eight bytes are the seed, the next three its sizes); the reference interpreter's output on
//! the program without deallocation must be what the JIT prints under every deallocation
//! configuration (ownership-based heap/stack, dynamic ownership off/on, clone-based; -O0 and
//! -O3), with every allocation freed exactly once. Any failure panics with the reason.

#![no_main]

use bufjit::testgen::{difftest, generate_with, GenOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut seed = [0u8; 8];
    let n = data.len().min(8);
    seed[..n].copy_from_slice(&data[..n]);
    let size = |i: usize, max: usize| data.get(8 + i).map(|&b| b as usize % (max + 1));
    let opts = GenOptions {
        max_helpers: size(0, 4).unwrap_or(3),
        max_stmts: size(1, 16).unwrap_or(10).max(1),
        max_depth: size(2, 3).unwrap_or(2),
        ..GenOptions::default()
    };
    let text = generate_with(u64::from_le_bytes(seed), &opts);
    if let Err(f) = difftest::check(&text, &difftest::configs()) {
        panic!("{f}\nprogram:\n{text}");
    }
});
