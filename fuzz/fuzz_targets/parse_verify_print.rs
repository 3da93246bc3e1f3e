//! Fuzzes the front end: any input must parse or fail with a diagnostic (never panic), and
//! IR that parses and verifies must print to text that parses, verifies and prints the same.

#![no_main]

use libfuzzer_sys::fuzz_target;

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
    let once = bufjit::print::print_module(&m, Default::default());
    let m2 = match bufjit::parse::Parser::new(&once, "printed.mlir", 1).parse_module() {
        Ok(m2) => m2,
        Err(d) => panic!("printed IR does not parse: {}\n{once}", d.message),
    };
    assert!(bufjit::verify::verify(&m2).is_ok(), "printed IR does not verify:\n{once}");
    let twice = bufjit::print::print_module(&m2, Default::default());
    assert_eq!(once, twice, "printing is not a fixed point");
});
