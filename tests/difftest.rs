//! Differential testing with generated programs ([`bufjit::testgen`]): the reference
//! interpreter's output on the program without deallocation against the JIT under every
//! deallocation configuration (zero leaks, zero double frees), for fixed seeds; plus the
//! generator's and the minimiser's own tests. `BUFJIT_DIFF_SEEDS=N` checks N seeds (each
//! under every configuration) instead of the default rotation; `bufjit fuzz-diff` runs
//! campaigns.

use bufjit::testgen::{difftest, generate, generate_with, minimize, GenOptions};

#[test]
fn every_generated_program_verifies() {
    for seed in 0..400 {
        let text = generate(seed);
        assert!(
            difftest::verifies(&text),
            "seed {seed} does not verify:\n{text}"
        );
    }
}

#[test]
fn generated_programs_cover_the_buffer_ops() {
    let all: String = (0..200).map(generate).collect();
    for needle in [
        "memref.alloc(",
        "memref.alloca()",
        "memref.get_global",
        "memref.subview",
        "memref.reinterpret_cast",
        "memref.cast",
        "memref.expand_shape",
        "memref.collapse_shape",
        "memref.copy",
        "memref.realloc",
        "iter_args(",
        "scf.if",
        "scf.index_switch",
        "scf.while",
        "scf.execute_region",
        "cf.cond_br",
        "arith.select",
        "func.call @helper",
        "linalg.fill",
        "linalg.generic",
        "affine.for",
        "affine.load",
        "printMemrefF32",
    ] {
        assert!(all.contains(needle), "no generated program uses {needle}");
    }
}

#[test]
fn fixed_seeds_match_the_interpreter_in_every_configuration() {
    let configs = difftest::configs();
    let (seeds, per_seed): (u64, usize) = match std::env::var("BUFJIT_DIFF_SEEDS") {
        Ok(n) => (n.parse().unwrap_or(100), configs.len()),
        Err(_) => (200, 2),
    };
    let mut failures = Vec::new();
    for seed in 0..seeds {
        let text = generate(seed);
        // Rotate through the configurations (all of them with BUFJIT_DIFF_SEEDS).
        let picked: Vec<_> = (0..per_seed)
            .map(|k| configs[(seed as usize * per_seed + k) % configs.len()].clone())
            .collect();
        if let Err(f) = difftest::check(&text, &picked) {
            failures.push(format!("seed {seed}: {f}\n{text}"));
            if failures.len() >= 3 {
                break;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn vector_programs_match_the_interpreter_in_every_configuration() {
    // Programs with vector statements (`fuzz-diff --vector`): transfers on the generated
    // memrefs, arith and reductions on vectors, run after the vector lowerings.
    let configs = difftest::configs();
    let opts = GenOptions {
        vector: true,
        ..GenOptions::default()
    };
    let mut failures = Vec::new();
    for seed in 0..60u64 {
        let text = generate_with(seed, &opts);
        let picked: Vec<_> = (0..2)
            .map(|k| configs[(seed as usize * 2 + k) % configs.len()].clone())
            .collect();
        if let Err(f) = difftest::check(&text, &picked) {
            failures.push(format!("seed {seed}: {f}\n{text}"));
            if failures.len() >= 3 {
                break;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn programs_lowered_to_cf_loops_match_the_interpreter() {
    // `bufjit fuzz-diff --cf-loops`: loops become cf back edges before the ownership-based
    // deallocation. A small rotation here; campaigns run thousands of seeds.
    let configs = difftest::cf_loop_configs();
    let gen = bufjit::testgen::GenOptions {
        cf_loops: true,
        ..Default::default()
    };
    let mut with_loops = 0;
    let mut failures = Vec::new();
    for seed in 0..60u64 {
        let text = bufjit::testgen::generate_with(seed, &gen);
        assert!(!text.contains("scf.index_switch"));
        with_loops += usize::from(text.contains("scf.for") || text.contains("scf.while"));
        let picked = vec![configs[seed as usize % configs.len()].clone()];
        if let Err(f) = difftest::check(&text, &picked) {
            failures.push(format!("seed {seed}: {f}\n{text}"));
            if failures.len() >= 3 {
                break;
            }
        }
    }
    assert!(with_loops >= 30, "only {with_loops} programs with loops");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn the_minimiser_shrinks_a_planted_failure() {
    // The planted "bug": any program that reallocates a buffer and still prints fails.
    let seed = (0..200)
        .find(|&s| generate(s).contains("memref.realloc"))
        .expect("a program with a realloc");
    let text = generate(seed);
    let mut fails = |t: &str| t.contains("memref.realloc") && t.contains("call @printMemrefF32");
    assert!(fails(&text));
    let small = minimize::minimize(&text, &mut fails);
    assert!(
        difftest::verifies(&small),
        "minimised program invalid:\n{small}"
    );
    assert!(fails(&small));
    let ops = |t: &str| {
        t.lines()
            .filter(|l| l.contains(" = ") || l.contains("call "))
            .count()
    };
    assert!(
        ops(&small) * 3 < ops(&text),
        "not much smaller: {} of {} ops\n{small}",
        ops(&small),
        ops(&text)
    );
    // Unreachable blocks are gone.
    assert!(!small.contains("no predecessors"), "{small}");
}

#[test]
fn a_failing_program_becomes_a_regression_test() {
    let text = generate(3);
    let f = difftest::Failure::Config {
        config: "clone -O3".into(),
        flags: "--pipeline=clone -O3".into(),
        what: "output differs".into(),
    };
    let t = difftest::regression_test(&text, 3, &f);
    assert!(t.starts_with("// RUN: bufjit run %s -e main --pipeline=clone -O3 | FileCheck %s\n"));
    assert!(t.contains("// CHECK: Unranked Memref base@ = {{.*}} rank = "));
    assert!(difftest::verifies(&t));
}
