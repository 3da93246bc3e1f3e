//! The command line's typed options: a bad value of an option that takes one of a fixed set of
//! words is rejected while the command line is parsed, before the input is read; the words are
//! listed in `--help`; `bufjit completions SHELL` prints a completion script and `bufjit man`
//! the man page shipped as `docs/bufjit.1`.

use std::process::{Command, Output};

fn bufjit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bufjit"))
        .args(args)
        .output()
        .expect("run bufjit")
}

/// An input path that does not exist: reading it would fail with a message naming it.
const MISSING: &str = "/nonexistent/bufjit-cli-options/kernel.mlir";

#[test]
fn bad_option_values_are_rejected_before_the_input_is_read() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["run", MISSING, "--memcheck=sometimes"],
            "invalid --memcheck 'sometimes' (expected collect, stop or off)",
        ),
        (
            &["run", MISSING, "--report=xml"],
            "invalid --report 'xml' (expected text, json or sarif)",
        ),
        (
            &["run", MISSING, "--engine=vm"],
            "invalid --engine 'vm' (expected jit or interp)",
        ),
        (
            &["run", MISSING, "-entry-point-result=i8"],
            "invalid -entry-point-result 'i8' (expected void, i32, i64, f32 or f64)",
        ),
        (
            &["check", MISSING, "--report=xml"],
            "invalid --report 'xml' (expected text, json, junit or sarif)",
        ),
        (
            &["check", MISSING, "--memcheck=sometimes"],
            "invalid --memcheck 'sometimes' (expected collect, stop or off)",
        ),
        (
            &["compile", MISSING, "--emit=asm"],
            "invalid value 'asm' for '--emit <EMIT>'",
        ),
        (
            &["bench", MISSING, "--variants=specialized,clever"],
            "unknown variant 'clever' (expected one of: specialized, specialized-stack, generic, generic-stack)",
        ),
        (&["completions", "tcsh"], "invalid value 'tcsh'"),
        (
            &["run", MISSING, "--threads", "0"],
            "invalid value '0' for '--threads <N>': expected a number of threads from 1 to 1024",
        ),
        (
            &["run", MISSING, "--threads=lots"],
            "invalid value 'lots' for '--threads <N>': expected a number of threads from 1 to 1024",
        ),
        (
            &["check", MISSING, "--threads=-2"],
            "invalid value '-2' for '--threads <N>': expected a number of threads from 1 to 1024",
        ),
        (
            &["bench", MISSING, "--threads=4096"],
            "invalid value '4096' for '--threads <N>': expected a number of threads from 1 to 1024",
        ),
    ];
    for (args, message) in cases {
        let out = bufjit(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert!(
            !stderr.contains("could not open") && !stderr.contains(MISSING),
            "{args:?} read the input: {stderr}"
        );
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn help_lists_the_accepted_words() {
    let out = bufjit(&["run", "--help"]);
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    for word in ["collect", "stop", "off", "jit", "interp", "json", "f64"] {
        assert!(help.contains(word), "`{word}` missing from:\n{help}");
    }
    let out = bufjit(&["check", "--help"]);
    assert!(String::from_utf8(out.stdout).unwrap().contains("junit"));
}

#[test]
fn completions_name_the_subcommands() {
    for shell in ["bash", "zsh"] {
        let out = bufjit(&["completions", shell]);
        assert!(out.status.success(), "{shell}");
        let script = String::from_utf8(out.stdout).unwrap();
        assert!(!script.is_empty(), "{shell}");
        for sub in [
            "opt",
            "run",
            "check",
            "compile",
            "compare",
            "bench",
            "fuzz-diff",
            "man",
        ] {
            assert!(script.contains(sub), "{shell} completion lacks `{sub}`");
        }
    }
}

#[test]
fn the_shipped_man_page_is_current() {
    let out = bufjit(&["man"]);
    assert!(out.status.success());
    let shipped = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/bufjit.1"))
        .expect("docs/bufjit.1 (regenerate with `bufjit man > docs/bufjit.1`)");
    assert!(
        out.stdout == shipped,
        "docs/bufjit.1 is stale: regenerate it with `bufjit man > docs/bufjit.1`"
    );
    let page = String::from_utf8(out.stdout).unwrap();
    assert!(page.contains(".TH bufjit 1"));
}
