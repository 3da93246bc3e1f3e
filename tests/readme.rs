//! Keeps the examples in README.md and docs/*.md true: every command shown with its output
//! runs here and must print what the page shows.
//!
//! - ```` ```console ```` blocks (`$ bufjit ...` followed by the output) run through trycmd,
//!   from the repository root, with the `bufjit` binary of this build. Output that depends on
//!   the machine or the time is written with trycmd's redactions: `[..]` within a line,
//!   `...` for whole lines.
//! - The quick start (the README's first fenced block) holds the two commands a newcomer
//!   types, `cargo run --release -- run examples/K.mlir` and `cargo test --workspace`. trycmd
//!   cannot run `cargo run`, so `quick_start` checks the block's shape, runs the built
//!   `bufjit` with the arguments after `--` and compares its output with the README's next
//!   fenced block (same redactions). Deleting or breaking the quick start fails this test.
//! - The embedding example (`cargo run --example embed` followed by its output) is checked the
//!   same way against the binary of `examples/embed.rs` that `cargo test` builds.

use std::path::{Path, PathBuf};

/// The repository root: commands in the documents are written relative to it.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// One fenced code block of a Markdown file: its info string and its lines.
struct Block {
    info: String,
    lines: Vec<String>,
}

/// The fenced code blocks of `text`, in order (```` ``` ```` fences only, as the documents use).
fn fenced_blocks(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut current: Option<Block> = None;
    for line in text.lines() {
        let trimmed = line.trim_start();
        match current.take() {
            None => {
                if let Some(info) = trimmed.strip_prefix("```") {
                    current = Some(Block {
                        info: info.trim().to_string(),
                        lines: Vec::new(),
                    });
                }
            }
            Some(mut block) => {
                if trimmed.starts_with("```") {
                    blocks.push(block);
                } else {
                    block.lines.push(line.to_string());
                    current = Some(block);
                }
            }
        }
    }
    assert!(current.is_none(), "unterminated fenced code block");
    blocks
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Runs `command` (a program name registered with trycmd and its arguments) and compares its
/// output (stdout and stderr merged, as trycmd does for Markdown) with `expected`, which may
/// use trycmd's redactions. `name` names the generated case file.
fn run_as_trycmd(
    name: &str,
    command: &str,
    expected: &[String],
    bins: &[(&str, trycmd::schema::Bin)],
) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("readme");
    std::fs::create_dir_all(&dir).unwrap();
    let case = dir.join(format!("{name}.md"));
    let mut text = format!("```console\n$ {command}\n");
    for line in expected {
        text.push_str(line);
        text.push('\n');
    }
    // The last line break before the fence is formatting (trycmd drops it); the output's own
    // final line break needs one more.
    text.push_str("\n```\n");
    std::fs::write(&case, text).unwrap();
    let cases = trycmd::TestCases::new();
    for (bin, path) in bins {
        cases.register_bin(*bin, path.clone());
    }
    cases.case(&case);
    cases.run();
}

fn bufjit_bin() -> trycmd::schema::Bin {
    PathBuf::from(env!("CARGO_BIN_EXE_bufjit")).into()
}

/// The binary of example `name`, next to the `bufjit` binary of this build. `cargo test`
/// builds the examples before it runs the tests; a run of this test file alone
/// (`cargo test --test readme`) builds the example first.
fn example_bin(name: &str) -> PathBuf {
    let bufjit = PathBuf::from(env!("CARGO_BIN_EXE_bufjit"));
    let path = bufjit
        .parent()
        .unwrap()
        .join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    if !path.exists() {
        let status = std::process::Command::new(env!("CARGO"))
            .args(["build", "--example", name])
            .current_dir(root())
            .status()
            .expect("run cargo");
        assert!(status.success(), "cargo build --example {name} failed");
    }
    assert!(path.exists(), "{} not found", path.display());
    path
}

/// Every ```` ```console ```` example of README.md and docs/*.md.
#[test]
fn console_examples() {
    std::env::set_current_dir(root()).unwrap();
    let cases = trycmd::TestCases::new();
    cases.register_bin("bufjit", bufjit_bin());
    cases.case(root().join("README.md"));
    cases.case(root().join("docs/*.md"));
    cases.run();
}

/// The README's quick start: its first fenced block holds the two commands, and the first,
/// run with the built binary, prints the output the README's next block shows.
#[test]
fn quick_start() {
    std::env::set_current_dir(root()).unwrap();
    let readme = read(&root().join("README.md"));
    let blocks = fenced_blocks(&readme);
    assert!(blocks.len() >= 2, "README.md: no quick start");
    let commands: Vec<&str> = blocks[0]
        .lines
        .iter()
        .map(|l| l.trim())
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    assert_eq!(
        commands.len(),
        2,
        "README.md: the first fenced block should hold exactly the two quick-start commands, found {commands:?}"
    );
    let run = commands[0];
    let args = run
        .strip_prefix("cargo run --release -- ")
        .unwrap_or_else(|| panic!("README.md: quick start runs `{run}`, not `cargo run --release -- run examples/...mlir`"));
    assert!(
        args.starts_with("run examples/")
            && args
                .split_whitespace()
                .nth(1)
                .is_some_and(|f| f.ends_with(".mlir")),
        "README.md: the quick start should run a kernel of examples/: `{run}`"
    );
    assert_eq!(
        commands[1], "cargo test --workspace",
        "README.md: the quick start's second command is the test suite (what .ci/run runs)"
    );
    let ci = read(&root().join(".ci/run"));
    assert!(
        ci.lines().any(|l| l.trim() == commands[1]),
        ".ci/run should run the quick start's test command"
    );
    let expected = &blocks[1].lines;
    assert!(
        expected.iter().any(|l| l.starts_with("bufjit: OK:")),
        "README.md: the quick start's output should show the allocator's verdict"
    );
    run_as_trycmd(
        "quick-start",
        &format!("bufjit {args}"),
        expected,
        &[("bufjit", bufjit_bin())],
    );
}

/// The embedding example: `cargo run --example embed` in README.md, then its output.
#[test]
fn embed_example() {
    std::env::set_current_dir(root()).unwrap();
    let readme = read(&root().join("README.md"));
    let blocks = fenced_blocks(&readme);
    let at = blocks
        .iter()
        .position(|b| {
            b.lines
                .iter()
                .any(|l| l.trim().starts_with("cargo run") && l.contains("--example embed"))
        })
        .expect("README.md shows `cargo run --example embed`");
    let expected = &blocks
        .get(at + 1)
        .expect("README.md: the output of the embedding example follows its command")
        .lines;
    assert_eq!(blocks[at + 1].info, "text");
    run_as_trycmd(
        "embed",
        "embed",
        expected,
        &[("embed", example_bin("embed").into())],
    );
}
