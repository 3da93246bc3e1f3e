//! MLIR-style file tests (`cargo test --test filetests`).
//!
//! Why this exists: bufjit must parse and re-print MLIR exactly like
//! `mlir-opt` 22, and the natural way to pin that down is MLIR's own test
//! style — `.mlir` files whose `// RUN:` lines pipe the tool into FileCheck.
//! This harness runs those files without lit, Python or a shell: every
//! `tests/**/*.mlir` (sorted; `Inputs/` directories skipped) becomes one
//! libtest-mimic trial named by its path relative to `tests/`, so
//! `cargo test --test filetests -- roundtrip/scf` filters as usual.
//!
//! Setting `BUFJIT_FILETEST_TOOL=tests/mlir-opt-wrapper.sh` runs the very same
//! files against the reference `mlir-opt`, which proves the expected outputs.
//!
//! # Supported RUN syntax
//!
//! * `// RUN: <pipeline>`; a line ending in `\` continues on the next
//!   `// RUN:` line. Every RUN line of a file must succeed.
//! * Words are split shell-style: blanks separate, `'...'` is literal,
//!   `"..."` allows `\"`, `\\`, and outside quotes `\x` escapes `x`.
//! * Substitutions inside words: `%s` (absolute test path), `%S` (its
//!   directory), `%t` (a temp path unique per trial), `%%` (a literal `%`).
//! * Unquoted operators: `|` (pipe, with `pipefail`: every stage must
//!   succeed), `2>&1` (merge stderr into stdout), `< FILE`, `> FILE`.
//! * Commands:
//!   - `not CMD...` succeeds iff CMD exits non-zero *without crashing*;
//!   - `bufjit ARGS` runs the crate binary, or `$BUFJIT_FILETEST_TOOL`;
//!   - `FileCheck [CHECKFILE] [-input-file F] [options]` runs in-process
//!     via `litcheck-filecheck` (`--check-prefix(es)`, `--implicit-check-not`,
//!     `--dump-input`, `--match-full-lines`, `--strict-whitespace`,
//!     `--allow-empty`, `-D`, ... single or double dash);
//!   - `count N` (stdin has exactly N lines), `cat [FILE...]`.
//!
//!   Anything else is a harness error.
//!
//! A process killed by a signal, exiting with 101 (a Rust panic) or running
//! longer than `$BUFJIT_FILETEST_TIMEOUT` seconds (default 60) is a crash,
//! which fails the trial even under `not`.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use libtest_mimic::{Arguments, Failed, Trial};
use litcheck_filecheck::litcheck::diagnostics::{FileName, SourceLanguage};
use litcheck_filecheck::litcheck::reporting::PrintDiagnostic;
use litcheck_filecheck::{Config, Options, Test};

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = Vec::new();
    collect_mlir_files(&root, &mut files);
    files.sort();
    let mut trials = vec![Trial::test("selftest", selftest)];
    for file in files {
        let name = file
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        trials.push(Trial::test(name.clone(), move || run_file(&file, &name)));
    }
    libtest_mimic::run(&args, trials).exit();
}

fn collect_mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read tests dir") {
        let path = entry.expect("dir entry").path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            if name != "Inputs" && name != "inputs" {
                collect_mlir_files(&path, out);
            }
        } else if name.ends_with(".mlir") {
            out.push(path);
        }
    }
}

// ---------------------------------------------------------------- RUN lines

/// Extracts the `// RUN:` commands of a file, joining `\` continuations.
fn run_lines(text: &str) -> Result<Vec<String>, String> {
    let mut lines = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let Some(rest) = line.trim_start().strip_prefix("//") else {
            continue;
        };
        let Some(cmd) = rest.trim_start().strip_prefix("RUN:") else {
            continue;
        };
        let cmd = cmd.trim();
        let mut acc = pending.take().unwrap_or_default();
        match cmd.strip_suffix('\\') {
            Some(head) => {
                acc.push_str(head);
                acc.push(' ');
                pending = Some(acc);
            }
            None => {
                acc.push_str(cmd);
                lines.push(acc);
            }
        }
    }
    if pending.is_some() {
        return Err("last RUN line ends with a `\\` continuation".into());
    }
    Ok(lines)
}

#[derive(Debug, PartialEq)]
enum Token {
    Word(String),
    Pipe,
    MergeStderr,
    In,
    Out,
}

/// Splits a RUN line shell-style and applies `%` substitutions to words.
fn tokenize(line: &str, subst: &dyn Fn(char) -> Option<String>) -> Result<Vec<Token>, String> {
    let mut tokens = Vec::new();
    let mut chars = line.chars().peekable();
    loop {
        while chars.next_if(|c| c.is_whitespace()).is_some() {}
        let Some(&first) = chars.peek() else {
            return Ok(tokens);
        };
        match first {
            '|' | '<' | '>' => {
                chars.next();
                tokens.push(match first {
                    '|' => Token::Pipe,
                    '<' => Token::In,
                    _ => Token::Out,
                });
                continue;
            }
            _ => {}
        }
        let mut word = String::new();
        let mut quoted = false;
        while let Some(&c) = chars.peek() {
            if c.is_whitespace() || matches!(c, '|' | '<' | '>') {
                if c == '>' && !quoted && word == "2" {
                    // `2>&1` (only recognized as one unquoted unit).
                    let rest: String = chars.clone().take(3).collect();
                    if rest == ">&1" {
                        chars.nth(2);
                        word.clear();
                        tokens.push(Token::MergeStderr);
                        break;
                    }
                }
                break;
            }
            chars.next();
            match c {
                '\'' => {
                    quoted = true;
                    loop {
                        match chars.next() {
                            Some('\'') => break,
                            Some(c) => word.push(c),
                            None => return Err("unterminated single quote".into()),
                        }
                    }
                }
                '"' => {
                    quoted = true;
                    loop {
                        match chars.next() {
                            Some('"') => break,
                            Some('\\') if matches!(chars.peek(), Some('"' | '\\' | '$')) => {
                                word.push(chars.next().unwrap())
                            }
                            Some('%') => push_subst(&mut word, &mut chars, subst)?,
                            Some(c) => word.push(c),
                            None => return Err("unterminated double quote".into()),
                        }
                    }
                }
                '\\' => match chars.next() {
                    Some(c) => word.push(c),
                    None => return Err("trailing backslash".into()),
                },
                '%' => push_subst(&mut word, &mut chars, subst)?,
                c => word.push(c),
            }
        }
        if quoted || !word.is_empty() {
            tokens.push(Token::Word(word));
        }
    }
}

fn push_subst(
    word: &mut String,
    chars: &mut std::iter::Peekable<std::str::Chars>,
    subst: &dyn Fn(char) -> Option<String>,
) -> Result<(), String> {
    match chars.peek().copied() {
        Some('%') => {
            chars.next();
            word.push('%');
        }
        Some(c) => match subst(c) {
            Some(s) => {
                chars.next();
                word.push_str(&s);
            }
            None => return Err(format!("unknown substitution `%{c}`")),
        },
        None => word.push('%'),
    }
    Ok(())
}

/// One pipeline stage: `[not]* argv... [2>&1] [< in] [> out]`.
#[derive(Debug, Default, PartialEq)]
struct Stage {
    negations: usize,
    argv: Vec<String>,
    merge_stderr: bool,
    stdin_file: Option<String>,
    stdout_file: Option<String>,
}

fn parse_pipeline(tokens: Vec<Token>) -> Result<Vec<Stage>, String> {
    let mut stages = vec![Stage::default()];
    let mut tokens = tokens.into_iter();
    while let Some(tok) = tokens.next() {
        let stage = stages.last_mut().unwrap();
        match tok {
            Token::Word(w) if w == "not" && stage.argv.is_empty() => stage.negations += 1,
            Token::Word(w) => stage.argv.push(w),
            Token::Pipe => stages.push(Stage::default()),
            Token::MergeStderr => stage.merge_stderr = true,
            Token::In | Token::Out => {
                let Some(Token::Word(file)) = tokens.next() else {
                    return Err("redirection without a file name".into());
                };
                let slot = if tok == Token::In {
                    &mut stage.stdin_file
                } else {
                    &mut stage.stdout_file
                };
                *slot = Some(file);
            }
        }
    }
    if stages.iter().any(|s| s.argv.is_empty()) {
        return Err("empty command in pipeline".into());
    }
    Ok(stages)
}

// ---------------------------------------------------------------- execution

/// What a stage did: exit code (`None` = crashed) and captured output.
struct Outcome {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    crash: Option<String>,
}

fn run_file(path: &Path, name: &str) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let lines = run_lines(&text)?;
    if lines.is_empty() {
        return Err("no RUN lines".into());
    }
    let tmp_dir = std::env::temp_dir().join(format!("bufjit-filetests-{}", std::process::id()));
    std::fs::create_dir_all(&tmp_dir).map_err(|e| e.to_string())?;
    let tmp = tmp_dir.join(name.replace('/', "_")).with_extension("tmp");
    let abs = path.to_string_lossy().to_string();
    let dir = path.parent().unwrap().to_string_lossy().to_string();
    let subst = |c: char| match c {
        's' => Some(abs.clone()),
        'S' => Some(dir.clone()),
        't' => Some(tmp.to_string_lossy().to_string()),
        _ => None,
    };
    for line in &lines {
        let stages = tokenize(line, &subst).and_then(parse_pipeline);
        let stages = stages.map_err(|e| format!("bad RUN line `{line}`: {e}"))?;
        run_pipeline(&stages, path).map_err(|e| format!("RUN: {line}\n{e}"))?;
    }
    Ok(())
}

fn run_pipeline(stages: &[Stage], test_file: &Path) -> Result<(), String> {
    let mut input = Vec::new();
    // stderr of earlier stages that was not piped on: shown if a later stage
    // fails (e.g. the tool's error when FileCheck then sees empty input).
    let mut earlier = String::new();
    for (i, stage) in stages.iter().enumerate() {
        if let Some(f) = &stage.stdin_file {
            input = std::fs::read(f).map_err(|e| format!("cannot read `{f}`: {e}"))?;
        }
        let out = run_command(&stage.argv, input, test_file)?;
        let failed_because = if let Some(why) = &out.crash {
            Some(format!("crashed ({why})"))
        } else if (out.code != Some(0)) != (stage.negations % 2 == 1) {
            Some(match stage.negations % 2 {
                0 => "failed".to_string(),
                _ => "unexpectedly succeeded under `not`".to_string(),
            })
        } else {
            None
        };
        if let Some(why) = failed_because {
            let code = out.code.map_or("none".to_string(), |c| c.to_string());
            let mut msg = format!(
                "stage {} `{}` {why} (exit code {code})\n--- stderr ---\n{}",
                i + 1,
                stage.argv.join(" "),
                truncate(&out.stderr, 16000),
            );
            if !out.stdout.is_empty() {
                msg += &format!("\n--- stdout ---\n{}", truncate(&out.stdout, 4000));
            }
            return Err(msg + &earlier);
        }
        input = out.stdout;
        if stage.merge_stderr {
            input.extend_from_slice(&out.stderr);
        } else if !out.stderr.is_empty() {
            earlier += &format!(
                "\n--- stderr of stage {} `{}` ---\n{}",
                i + 1,
                stage.argv.join(" "),
                truncate(&out.stderr, 4000)
            );
        }
        if let Some(f) = &stage.stdout_file {
            std::fs::write(f, &input).map_err(|e| format!("cannot write `{f}`: {e}"))?;
            input.clear();
        }
    }
    Ok(())
}

fn truncate(bytes: &[u8], max: usize) -> String {
    let text = String::from_utf8_lossy(bytes);
    match text.char_indices().nth(max) {
        Some((cut, _)) => format!("{}\n... ({} bytes total)", &text[..cut], bytes.len()),
        None => text.into_owned(),
    }
}

fn run_command(argv: &[String], input: Vec<u8>, test_file: &Path) -> Result<Outcome, String> {
    let ok = |stdout: Vec<u8>| Outcome {
        code: Some(0),
        stdout,
        stderr: Vec::new(),
        crash: None,
    };
    let fail = |stderr: String| Outcome {
        code: Some(1),
        stdout: Vec::new(),
        stderr: stderr.into_bytes(),
        crash: None,
    };
    match argv[0].as_str() {
        "bufjit" => run_process(&tool_path(), &argv[1..], input),
        "FileCheck" => Ok(match filecheck(&argv[1..], input, test_file)? {
            Ok(()) => ok(Vec::new()),
            Err(diag) => fail(diag),
        }),
        "count" => {
            let want: usize = argv
                .get(1)
                .and_then(|n| n.parse().ok())
                .ok_or("usage: count N")?;
            let got = String::from_utf8_lossy(&input).lines().count();
            Ok(match got == want {
                true => ok(Vec::new()),
                false => fail(format!("expected {want} lines, got {got}")),
            })
        }
        "cat" if argv.len() == 1 => Ok(ok(input)),
        "cat" => {
            let mut all = Vec::new();
            for f in &argv[1..] {
                all.extend(std::fs::read(f).map_err(|e| format!("cat `{f}`: {e}"))?);
            }
            Ok(ok(all))
        }
        other => Err(format!("unknown RUN command `{other}`")),
    }
}

/// The tool behind the `bufjit` command (`$BUFJIT_FILETEST_TOOL` overrides).
fn tool_path() -> PathBuf {
    match std::env::var_os("BUFJIT_FILETEST_TOOL") {
        Some(p) => {
            let p = PathBuf::from(p);
            match p.is_relative() && !p.exists() {
                true => Path::new(env!("CARGO_MANIFEST_DIR")).join(p),
                false => p,
            }
        }
        None => PathBuf::from(env!("CARGO_BIN_EXE_bufjit")),
    }
}

fn run_process(program: &Path, args: &[String], input: Vec<u8>) -> Result<Outcome, String> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot spawn `{}`: {e}", program.display()))?;
    let mut stdin = child.stdin.take().unwrap();
    // A tool that exits without reading stdin is fine: ignore EPIPE.
    let writer = std::thread::spawn(move || drop(stdin.write_all(&input)));
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = r.read_to_end(&mut buf);
            buf
        })
    };
    let stdout = drain(Box::new(child.stdout.take().unwrap()));
    let stderr = drain(Box::new(child.stderr.take().unwrap()));
    let limit = std::env::var("BUFJIT_FILETEST_TIMEOUT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let deadline = Instant::now() + Duration::from_secs(limit);
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            timed_out = true;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    if timed_out {
        // A grandchild may still hold the pipes open: do not wait for it.
        let crash = Some(format!("timed out after {limit}s"));
        let (stdout, stderr) = (Vec::new(), Vec::new());
        return Ok(Outcome {
            code: None,
            stdout,
            stderr,
            crash,
        });
    }
    let _ = writer.join();
    let crash = match status.code() {
        None => Some(format!("killed by a signal: {status}")),
        Some(101) => Some("exit code 101, i.e. a Rust panic".to_string()),
        Some(_) => None,
    };
    Ok(Outcome {
        code: status.code(),
        stdout: stdout.join().unwrap(),
        stderr: stderr.join().unwrap(),
        crash,
    })
}

/// In-process FileCheck. `Err` is a harness error (bad arguments), `Ok(Err)`
/// a failed check with its rendered diagnostic.
fn filecheck(
    args: &[String],
    input: Vec<u8>,
    test_file: &Path,
) -> Result<Result<(), String>, String> {
    let mut check_file = None;
    let mut input_file = None;
    let mut options = vec![];
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        // LLVM accepts `-long-option`; clap wants `--long-option`.
        let arg = match arg.strip_prefix('-') {
            Some(rest) if !rest.starts_with('-') && rest.len() > 1 && !rest.starts_with('D') => {
                format!("--{rest}")
            }
            _ => arg.clone(),
        };
        if arg == "--input-file" {
            input_file = Some(args.next().ok_or("-input-file needs a value")?.clone());
        } else if let Some(f) = arg.strip_prefix("--input-file=") {
            input_file = Some(f.to_string());
        } else if !arg.starts_with('-') && check_file.is_none() {
            check_file = Some(arg);
        } else {
            options.push(arg);
        }
    }
    let options = <Options as clap::Parser>::try_parse_from(&options)
        .map_err(|e| format!("bad FileCheck arguments: {e}"))?;
    let check_file = PathBuf::from(check_file.ok_or("FileCheck needs a check file")?);
    let input = match input_file {
        Some(f) => std::fs::read(&f).map_err(|e| format!("cannot read `{f}`: {e}"))?,
        None => input,
    };
    options.validate().map_err(|e| e.to_string())?;
    let config = Config {
        options,
        ..Config::default()
    };
    let check_text = std::fs::read_to_string(&check_file)
        .map_err(|e| format!("cannot read `{}`: {e}", check_file.display()))?;
    let sm = config.source_manager();
    let name = match check_file.strip_prefix(test_file.parent().unwrap()) {
        Ok(rel) => rel.to_string_lossy().to_string(),
        Err(_) => check_file.to_string_lossy().to_string(),
    };
    let checks = sm.load(SourceLanguage::Unknown, FileName::from(name), check_text);
    let input = String::from_utf8_lossy(&input).into_owned();
    let input = sm.load(SourceLanguage::Unknown, FileName::from("<stdin>"), input);
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        Test::new(checks, &config).verify(input).map(|_| ())
    }));
    Ok(match result {
        Ok(Ok(())) => Ok(()),
        Ok(Err(report)) => Err(format!("{}", PrintDiagnostic::new_without_color(report))),
        Err(_) => Err("litcheck-filecheck panicked".to_string()),
    })
}

// ---------------------------------------------------------------- selftest

/// Unit checks of the RUN-line machinery, run as the `selftest` trial.
fn selftest() -> Result<(), Failed> {
    let subst = |c: char| match c {
        's' => Some("/x/a b.mlir".to_string()),
        't' => Some("/tmp/t".to_string()),
        _ => None,
    };
    let words = |line: &str| -> Vec<Token> { tokenize(line, &subst).unwrap() };
    let w = |s: &str| Token::Word(s.to_string());
    assert_eq!(
        words(r#"bufjit opt %s --pass-pipeline="builtin.module(func.func(cse))" | FileCheck %s"#),
        [
            w("bufjit"),
            w("opt"),
            w("/x/a b.mlir"),
            w("--pass-pipeline=builtin.module(func.func(cse))"),
            Token::Pipe,
            w("FileCheck"),
            w("/x/a b.mlir"),
        ]
    );
    assert_eq!(
        words(r#"a 'x | "y"' "q\"%%" '' b\ c 2>&1|d>%t <in"#),
        [
            w("a"),
            w(r#"x | "y""#),
            w("q\"%"),
            w(""),
            w("b c"),
            Token::MergeStderr,
            Token::Pipe,
            w("d"),
            Token::Out,
            w("/tmp/t"),
            Token::In,
            w("in"),
        ]
    );
    assert_eq!(words("x 2>&1"), [w("x"), Token::MergeStderr]);
    assert_eq!(words("x '2'>&1"), [w("x"), w("2"), Token::Out, w("&1")]);
    assert!(tokenize("a 'b", &subst).is_err());
    assert!(tokenize("a %q", &subst).is_err());

    let stages = parse_pipeline(words("not not bufjit opt %s 2>&1 | FileCheck %s")).unwrap();
    assert_eq!(stages.len(), 2);
    assert_eq!(stages[0].negations, 2);
    assert!(stages[0].merge_stderr);
    assert_eq!(stages[0].argv, ["bufjit", "opt", "/x/a b.mlir"]);
    assert_eq!(stages[1].argv, ["FileCheck", "/x/a b.mlir"]);
    assert!(parse_pipeline(words("a | | b")).is_err());
    assert!(parse_pipeline(words("a >")).is_err());
    assert!(parse_pipeline(words("not")).is_err());

    let runs = run_lines("// RUN: a \\\n  // RUN:   b | c\nfoo // RUN: no\n//RUN: d\n");
    assert_eq!(runs.unwrap(), ["a  b | c", "d"]);
    assert!(run_lines("// RUN: a \\\n").is_err());

    // The in-process commands, including crash-free `not` semantics.
    let here = Path::new(file!());
    let check = std::env::temp_dir().join(format!("bufjit-selftest-{}.txt", std::process::id()));
    std::fs::write(&check, "CHECK: hello\nCHECK-NEXT: {{w.r}}ld\n").unwrap();
    let fc = |input: &str, extra: &[&str]| {
        let mut args = vec![check.to_string_lossy().to_string()];
        args.extend(extra.iter().map(|s| s.to_string()));
        filecheck(&args, input.as_bytes().to_vec(), here).unwrap()
    };
    assert!(fc("hello\nworld\n", &[]).is_ok());
    assert!(fc("hello\n\nworld\n", &[]).is_err());
    assert!(fc("hello\nworld\n", &["-check-prefix=OTHER"]).is_err());
    assert!(fc("hello\nworld\nbad\n", &["--implicit-check-not=bad"]).is_err());
    let _ = std::fs::remove_file(&check);
    let count = |n: &str, input: &str| {
        let argv = ["count".to_string(), n.to_string()];
        run_command(&argv, input.as_bytes().to_vec(), here)
            .unwrap()
            .code
    };
    assert_eq!(count("2", "a\nb\n"), Some(0));
    assert_eq!(count("1", "a\nb\n"), Some(1));
    assert!(run_command(&["frobnicate".to_string()], vec![], here).is_err());
    let stages = parse_pipeline(words("not cat")).unwrap();
    assert!(run_pipeline(&stages, here).is_err());
    Ok(())
}
