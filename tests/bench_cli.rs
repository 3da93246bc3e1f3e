//! `bufjit bench` on a small kernel with few repetitions: the table's per-call counts are the
//! numbers derived by hand in `tests/bench/Inputs/pingpong.mlir`, the JSON carries the same,
//! and the SVG plot parses and names every variant. No test asserts a time.

use quick_xml::events::Event;
use std::path::Path;
use std::process::Command;

fn kernel() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/bench/Inputs/pingpong.mlir")
        .to_string_lossy()
        .into_owned()
}

const QUICK: &[&str] = &[
    "--warm-up-time",
    "0.01",
    "--measurement-time",
    "0.02",
    "--sample-size",
    "5",
];

/// (variant, allocations, frees, helper calls) per call.
const COUNTS: &[(&str, u64, u64, u64)] = &[
    ("specialized", 9, 9, 1),
    ("specialized-stack", 4, 4, 1),
    ("generic", 24, 24, 4),
    ("generic-stack", 4, 4, 4),
];

#[test]
fn table_counts_allocations_frees_and_helper_calls_per_call() {
    let svg_path = std::env::temp_dir().join(format!("bufjit-bench-{}.svg", std::process::id()));
    let out = Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .args(["bench", &kernel()])
        .arg("--variants=specialized,specialized-stack,generic,generic-stack")
        .args(QUICK)
        .arg("--plot")
        .arg(&svg_path)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].starts_with("bufjit bench "), "{stdout}");
    let header: Vec<&str> = lines[1].split_whitespace().collect();
    assert_eq!(
        header,
        [
            "variant", "median", "min", "max", "samples", "calls", "allocs", "frees", "helper",
            "calls", "peak", "bytes"
        ]
    );
    assert_eq!(lines.len(), 2 + COUNTS.len(), "{stdout}");
    for (line, (name, allocs, frees, helpers)) in lines[2..].iter().zip(COUNTS) {
        let f: Vec<&str> = line.split_whitespace().collect();
        // name, 3 × (value unit), samples, calls, allocs, frees, helper calls, peak bytes
        assert_eq!(f.len(), 13, "{line}");
        assert!(f[12].parse::<u64>().unwrap() > 0, "peak bytes: {line}");
        assert_eq!(f[0], *name);
        assert_eq!(f[7], "5", "samples: {line}");
        assert!(f[8].parse::<u64>().unwrap() >= 1);
        assert_eq!(f[9].parse::<u64>().unwrap(), *allocs, "allocs: {line}");
        assert_eq!(f[10].parse::<u64>().unwrap(), *frees, "frees: {line}");
        assert_eq!(
            f[11].parse::<u64>().unwrap(),
            *helpers,
            "helper calls: {line}"
        );
    }

    // The plot: well-formed SVG whose texts name every variant.
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    let _ = std::fs::remove_file(&svg_path);
    let mut r = quick_xml::Reader::from_str(&svg);
    r.config_mut().check_end_names = true;
    let (mut root, mut texts, mut in_text, mut rects) = (None, Vec::new(), false, 0);
    loop {
        match r.read_event().expect("well-formed SVG") {
            Event::Start(e) | Event::Empty(e) if root.is_none() => {
                root = Some(String::from_utf8(e.name().as_ref().to_vec()).unwrap());
            }
            Event::Start(e) if e.name().as_ref() == b"text" => in_text = true,
            Event::End(e) if e.name().as_ref() == b"text" => in_text = false,
            Event::Empty(e) if e.name().as_ref() == b"rect" => rects += 1,
            Event::Text(t) if in_text => texts.push(t.unescape().unwrap().trim().to_string()),
            Event::Eof => break,
            _ => {}
        }
    }
    assert_eq!(root.as_deref(), Some("svg"));
    for (name, ..) in COUNTS {
        assert!(texts.iter().any(|t| t == name), "{name} not in {texts:?}");
    }
    assert!(texts.iter().any(|t| t == "ns per call"), "{texts:?}");
    // Background + one bar per variant (at least).
    assert!(rects > COUNTS.len(), "{rects}");
}

#[test]
fn json_reports_the_same_counts_and_the_pipeline() {
    let out = Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .args(["bench", &kernel(), "--variants=generic", "--json"])
        .args(QUICK)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let json = String::from_utf8(out.stdout).unwrap();
    assert!(
        json.starts_with("{\"schema\":\"bufjit-bench/1\","),
        "{json}"
    );
    assert!(json.contains("\"entry\":\"main\""));
    assert!(json.contains("\"name\":\"generic\""));
    assert!(
        json.contains("bufferization-lower-deallocations{helper-storage=heap force-generic=true}")
    );
    assert!(json.contains("\"samples\":5,"));
    assert!(json.contains(
        "\"allocations_per_call\":24,\"frees_per_call\":24,\"helper_calls_per_call\":4,\"peak_bytes\":"
    ));
}

#[test]
fn bad_variants_and_entries_are_errors() {
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_bufjit"))
            .args(["bench", &kernel()])
            .args(args)
            .args(QUICK)
            .output()
            .unwrap()
    };
    let out = run(&["--variants=specialized,clever"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8(out.stderr).unwrap().contains(
        "unknown variant 'clever' (expected one of: specialized, specialized-stack, generic, generic-stack)"
    ));
    let out = run(&["-e", "step"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("entry point '@step' takes arguments"));
}
