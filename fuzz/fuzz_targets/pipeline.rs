//! Fuzzes the passes: on any input that parses and verifies, canonicalize and the whole
//! deallocation pipeline (MLIR's heap lowering and the stack lowering `bufjit run` uses) must
//! either succeed with IR that verifies and prints to text that parses again, or fail with a
//! diagnostic; never panic.

#![no_main]

use libfuzzer_sys::fuzz_target;

const PIPELINES: &[&str] = &[
    "builtin.module(canonicalize)",
    "builtin.module(cse)",
    "builtin.module(buffer-deallocation-pipeline)",
    "builtin.module(canonicalize{region-simplify=aggressive})",
];

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(m) = bufjit::parse::Parser::new(text, "fuzz.mlir", 1).parse_module() else {
        return;
    };
    if bufjit::verify::verify(&m).is_err() {
        return;
    }
    let mut pipelines: Vec<_> = PIPELINES
        .iter()
        .map(|p| bufjit::transforms::parse_pipeline(p).expect("registered"))
        .collect();
    pipelines.push(bufjit::transforms::default_run_pipeline());
    for p in &pipelines {
        let mut m = m.clone();
        if bufjit::transforms::run_pipeline(&mut m, p).is_err() {
            continue;
        }
        if let Err(d) = bufjit::verify::verify(&m) {
            panic!("{p:?} produced IR that does not verify: {}", d[0].message);
        }
        let printed = bufjit::print::print_module(&m, Default::default());
        if let Err(d) = bufjit::parse::Parser::new(&printed, "printed.mlir", 1).parse_module() {
            panic!("{p:?} output does not parse: {}\n{printed}", d.message);
        }
    }
});
