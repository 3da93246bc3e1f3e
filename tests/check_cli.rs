//! `bufjit check` as a CI job runs it: a directory (`tests/check/Inputs/`) holding a passing, a
//! leaking, a double-freeing, a hanging and a malformed kernel plus, one level down, a file with
//! two entry points (a freshly bufferized one that `--pipeline=auto` makes pass, and a failing
//! assertion) and a file that is not `.mlir`. Checks verdicts, order, exit codes, the timeout,
//! the JUnit XML (parsed with quick-xml, every field) and that no progress bar reaches output
//! that is not a terminal.

use quick_xml::events::Event;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Output};

fn inputs() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/check/Inputs")
        .to_string_lossy()
        .into_owned()
}

fn check(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .arg("check")
        .args(args)
        .output()
        .expect("run bufjit check")
}

/// Expected verdict per (file relative to Inputs/, entry).
const EXPECTED: &[(&str, &str, &str)] = &[
    ("double-free.mlir", "@main", "memory-violation"),
    ("hang.mlir", "@main", "timeout"),
    ("leak.mlir", "@main", "memory-violation"),
    ("malformed.mlir", "@main", "compile-error"),
    ("nested/two-entries.mlir", "@bufferized", "pass"),
    ("nested/two-entries.mlir", "@asserts", "runtime-error"),
    ("pass.mlir", "@main", "pass"),
];

#[test]
fn text_report_in_input_order_without_progress_bar() {
    let dir = inputs();
    let out = check(&[&dir, "-j", "4", "--timeout", "1"]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    // Not a terminal: plain lines, no bar, no cursor movement.
    for s in [&stdout, &stderr] {
        assert!(!s.contains('\r') && !s.contains('\x1b'), "{s:?}");
        assert!(!s.contains("[="), "{s}");
    }
    assert_eq!(stderr, "");
    let verdicts: Vec<&str> = stdout.lines().filter(|l| !l.starts_with(' ')).collect();
    let f = |name: &str| format!("{dir}/{name}");
    assert_eq!(verdicts.len(), 7, "{stdout}");
    assert!(verdicts[0].starts_with(&format!(
        "FAIL {} (@main: memory-violation: bufjit: FAILED: 1 double free",
        f("double-free.mlir")
    )));
    assert_eq!(
        verdicts[1],
        format!(
            "FAIL {} (@main: timeout: timed out after 1 s (killed))",
            f("hang.mlir")
        )
    );
    assert!(verdicts[2].starts_with(&format!(
        "FAIL {} (@main: memory-violation: bufjit: FAILED: 1 leaked block (64 bytes)",
        f("leak.mlir")
    )));
    assert!(verdicts[3].starts_with(&format!(
        "FAIL {} (@main: compile-error: {}:3:37: error: expected ',' or '>' in memref type",
        f("malformed.mlir"),
        f("malformed.mlir")
    )));
    assert!(verdicts[4].starts_with(&format!(
        "FAIL {} (@asserts: runtime-error: ",
        f("nested/two-entries.mlir")
    )));
    assert_eq!(verdicts[5], format!("PASS {} (@main)", f("pass.mlir")));
    assert_eq!(verdicts[6], "1 passed, 5 failed");
    // The failing runs' reports follow their verdicts, with IR locations.
    assert!(stdout.contains(&format!(
        "    bufjit: error: leak: 1 block (64 bytes) allocated at {}:5:8:",
        f("leak.mlir")
    )));
    assert!(stdout.contains(&format!(
        "      freed again at {}:5:3:",
        f("double-free.mlir")
    )));
}

#[test]
fn single_file_passes_with_exit_code_zero() {
    let file = format!("{}/pass.mlir", inputs());
    let out = check(&[&file, "-j1"]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(stdout, format!("PASS {file} (@main)\n1 passed, 0 failed\n"));
    // Without the pipeline the bufferized entry leaks.
    let file = format!("{}/nested/two-entries.mlir", inputs());
    let out = check(&[&file, "-e", "bufferized", "--pipeline=none"]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.starts_with(&format!(
            "FAIL {file} (@bufferized: memory-violation: bufjit: FAILED: 1 leaked block"
        )),
        "{stdout}"
    );
}

/// One parsed `<testcase>`.
#[derive(Debug, Default)]
struct Case {
    attrs: BTreeMap<String, String>,
    failure: Option<(BTreeMap<String, String>, String)>,
    system_out: String,
}

fn attrs(e: &quick_xml::events::BytesStart<'_>) -> BTreeMap<String, String> {
    e.attributes()
        .map(|a| {
            let a = a.expect("well-formed attribute");
            (
                String::from_utf8(a.key.as_ref().to_vec()).unwrap(),
                a.unescape_value().expect("valid escape").into_owned(),
            )
        })
        .collect()
}

/// Parses the report strictly: one `<testsuite>` root holding only `<testcase>`s.
fn parse_junit(xml: &str) -> (BTreeMap<String, String>, Vec<Case>) {
    let mut r = quick_xml::Reader::from_str(xml);
    r.config_mut().check_end_names = true;
    let mut suite = None;
    let mut cases: Vec<Case> = Vec::new();
    let mut stack: Vec<String> = Vec::new();
    loop {
        match r.read_event().expect("well-formed XML") {
            Event::Decl(_) | Event::Comment(_) => {}
            Event::Start(e) => {
                let name = String::from_utf8(e.name().as_ref().to_vec()).unwrap();
                match (stack.last().map(String::as_str), name.as_str()) {
                    (None, "testsuite") => {
                        assert!(suite.is_none(), "one testsuite");
                        suite = Some(attrs(&e));
                    }
                    (Some("testsuite"), "testcase") => cases.push(Case {
                        attrs: attrs(&e),
                        ..Case::default()
                    }),
                    (Some("testcase"), "failure") => {
                        cases.last_mut().unwrap().failure = Some((attrs(&e), String::new()))
                    }
                    (Some("testcase"), "system-out") => {}
                    (parent, child) => panic!("unexpected <{child}> in {parent:?}"),
                }
                stack.push(name);
            }
            Event::Empty(e) => panic!("unexpected empty <{:?}>", e.name()),
            Event::Text(t) => {
                let text = t.unescape().unwrap().into_owned();
                match stack.last().map(String::as_str) {
                    Some("failure") => {
                        cases.last_mut().unwrap().failure.as_mut().unwrap().1 += &text
                    }
                    _ => assert!(text.trim().is_empty(), "stray text {text:?}"),
                }
            }
            Event::CData(t) => {
                assert_eq!(stack.last().map(String::as_str), Some("system-out"));
                cases.last_mut().unwrap().system_out +=
                    std::str::from_utf8(&t.into_inner()).unwrap();
            }
            Event::End(_) => {
                stack.pop();
            }
            Event::Eof => break,
            other => panic!("unexpected {other:?}"),
        }
    }
    assert!(stack.is_empty());
    (suite.expect("a testsuite"), cases)
}

#[test]
fn junit_report_names_every_file_entry_and_violation() {
    let dir = inputs();
    let report = std::env::temp_dir().join(format!("bufjit-junit-{}.xml", std::process::id()));
    let report_s = report.to_string_lossy().into_owned();
    let out = check(&[
        &dir,
        "-j2",
        "--timeout=1",
        "--report=junit",
        "-o",
        &report_s,
    ]);
    assert_eq!(out.status.code(), Some(1));
    // With -o the text verdicts still go to stdout.
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.ends_with("1 passed, 5 failed\n"), "{stdout}");
    let xml = std::fs::read_to_string(&report).unwrap();
    let _ = std::fs::remove_file(&report);
    // The same report on stdout when there is no -o.
    let out = check(&[&dir, "-j2", "--timeout=1", "--report=junit"]);
    assert_eq!(out.status.code(), Some(1));
    let on_stdout = String::from_utf8(out.stdout).unwrap();
    assert!(on_stdout.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "1 passed, 5 failed\n"
    );

    for xml in [xml, on_stdout] {
        let (suite, cases) = parse_junit(&xml);
        assert_eq!(suite["name"], "bufjit check");
        assert_eq!(suite["tests"], "7");
        assert_eq!(suite["failures"], "5");
        assert_eq!(suite["errors"], "0");
        assert_eq!(suite["skipped"], "0");
        assert!(suite["time"].parse::<f64>().unwrap() > 0.0);
        assert_eq!(cases.len(), EXPECTED.len());
        for (case, (file, entry, verdict)) in cases.iter().zip(EXPECTED) {
            let path = format!("{dir}/{file}");
            assert_eq!(case.attrs["classname"], path);
            assert_eq!(case.attrs["file"], path);
            assert_eq!(case.attrs["name"], *entry);
            let time: f64 = case.attrs["time"].parse().unwrap();
            assert!((0.0..30.0).contains(&time));
            assert_eq!(case.attrs.len(), 4, "{:?}", case.attrs);
            match (&case.failure, *verdict) {
                (None, "pass") => {}
                (Some((a, _)), v) => {
                    assert_eq!(a["type"], v, "{file}");
                    assert_eq!(a.len(), 2);
                }
                (f, v) => panic!("{file}: {f:?} for {v}"),
            }
        }
        let failure = |i: usize| cases[i].failure.as_ref().unwrap();
        // The violation reports carry the IR locations.
        let (a, text) = failure(0);
        assert!(a["message"].starts_with("bufjit: FAILED: 1 double free"));
        assert!(text.contains(&format!("first freed at {dir}/double-free.mlir:4:3:")));
        assert!(text.contains(&format!("freed again at {dir}/double-free.mlir:5:3:")));
        let (a, text) = failure(1);
        assert_eq!(a["message"], "timed out after 1 s (killed)");
        assert_eq!(text, "");
        let (a, text) = failure(2);
        assert!(a["message"].starts_with("bufjit: FAILED: 1 leaked block (64 bytes) from 1 site"));
        assert!(
            text.contains(&format!("allocated at {dir}/leak.mlir:5:8:")),
            "{text}"
        );
        assert!(text.contains("memref<16xf32>"));
        let (a, text) = failure(3);
        assert_eq!(
            a["message"],
            format!("{dir}/malformed.mlir:3:37: error: expected ',' or '>' in memref type")
        );
        assert!(text.contains("%a = memref.alloc() : memref<4xf32\n"));
        let (a, _) = failure(5);
        assert_eq!(
            a["message"],
            format!(
                "{dir}/nested/two-entries.mlir:14:3: error: assertion failed: planted assertion"
            )
        );
        assert_eq!(cases[6].system_out, "42\n");
        assert_eq!(cases[4].system_out, "");
    }
}

#[test]
fn bad_arguments_are_usage_errors() {
    let out = check(&[&inputs(), "--report=xml"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("invalid --report 'xml' (expected text, json, junit or sarif)"));
    // A missing file is a failed check, not a crash.
    let out = check(&["/nonexistent/kernel.mlir"]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.starts_with(
        "FAIL /nonexistent/kernel.mlir (@main: compile-error: could not open input file"
    ));
    assert!(stdout.ends_with("0 passed, 1 failed\n"));
}
