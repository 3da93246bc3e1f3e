//! SARIF 2.1.0, the format code-scanning dashboards (GitHub code scanning, GitLab, Azure DevOps)
//! read, for `bufjit check --report=sarif` and `bufjit run --report=sarif`. Each violation
//! becomes one `result` that annotates the IR line where it happened: a leak at its
//! allocation, a double or invalid free at the bad free, a use after free at the access, a
//! failed assertion at the `cf.assert`; the other sites (where the buffer was allocated, where
//! it was first freed) are its `relatedLocations`.
//!
//! The findings are read back from the text the runs print (the allocator's report and the
//! runtime's errors), since `bufjit check` runs every entry point in its own process and keeps
//! its stderr. A finding without a source position (a timeout, a stack overflow) points at the
//! entry point's `func.func` line.

use crate::tool::check::{EntryOutcome, FileOutcome, Status};
use std::fmt::Write as _;
use std::path::Path;

/// The URI of the SARIF 2.1.0 JSON schema (OASIS).
pub const SCHEMA: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// A kind of violation: one SARIF rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    /// A buffer still allocated at the end of the run.
    Leak,
    /// A buffer freed a second time.
    DoubleFree,
    /// A free (or realloc) of a pointer that is not the start of a live buffer.
    InvalidFree,
    /// A read or write of a freed buffer.
    UseAfterFree,
    /// An access outside its buffer (a `--check-bounds` assertion or a wild access).
    OutOfBounds,
    /// A failed `cf.assert`, a division by zero or a stack overflow.
    RuntimeError,
    /// An entry point killed after `--timeout` seconds.
    Timeout,
}

impl Rule {
    /// Every rule, in the order the driver lists them.
    pub const ALL: [Rule; 7] = [
        Rule::Leak,
        Rule::DoubleFree,
        Rule::InvalidFree,
        Rule::UseAfterFree,
        Rule::OutOfBounds,
        Rule::RuntimeError,
        Rule::Timeout,
    ];

    /// The rule's id (`ruleId` of its results).
    pub fn id(self) -> &'static str {
        match self {
            Rule::Leak => "leak",
            Rule::DoubleFree => "double-free",
            Rule::InvalidFree => "invalid-free",
            Rule::UseAfterFree => "use-after-free",
            Rule::OutOfBounds => "out-of-bounds",
            Rule::RuntimeError => "runtime-error",
            Rule::Timeout => "timeout",
        }
    }

    fn name(self) -> &'static str {
        match self {
            Rule::Leak => "Leak",
            Rule::DoubleFree => "DoubleFree",
            Rule::InvalidFree => "InvalidFree",
            Rule::UseAfterFree => "UseAfterFree",
            Rule::OutOfBounds => "OutOfBounds",
            Rule::RuntimeError => "RuntimeError",
            Rule::Timeout => "Timeout",
        }
    }

    fn description(self) -> &'static str {
        match self {
            Rule::Leak => "A buffer is still allocated when the entry point returns.",
            Rule::DoubleFree => "A buffer is freed a second time.",
            Rule::InvalidFree => {
                "A pointer that is not the start of a live buffer is freed or reallocated."
            }
            Rule::UseAfterFree => "A freed buffer is read or written.",
            Rule::OutOfBounds => "An access falls outside its buffer.",
            Rule::RuntimeError => {
                "An assertion failed, an integer division by zero or a stack overflow."
            }
            Rule::Timeout => "The entry point ran longer than the time limit.",
        }
    }
}

/// A position in a source file, as the reports print it (`path:line:column`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The file, as the run was given it.
    pub path: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
}

/// One SARIF result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Its kind.
    pub rule: Rule,
    /// The text report's line that names it.
    pub message: String,
    /// Where it happened.
    pub at: Position,
    /// The other sites: what happened there (`allocated here`) and where.
    pub related: Vec<(String, Position)>,
}

/// The first `path:line:column` in `text` (the path is what comes before it).
pub fn position(text: &str) -> Option<Position> {
    let b = text.as_bytes();
    let digits = |from: usize| b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
    for (i, _) in text.match_indices(':') {
        let l = digits(i + 1);
        if l == 0 || b.get(i + 1 + l) != Some(&b':') {
            continue;
        }
        let c = digits(i + 2 + l);
        let end = i + 2 + l + c;
        if c == 0 || !matches!(b.get(end), None | Some(b':' | b' ')) {
            continue;
        }
        let path = text[..i].trim();
        if path.is_empty() {
            continue;
        }
        return Some(Position {
            path: path.to_string(),
            line: text[i + 1..i + 1 + l].parse().ok()?,
            column: text[i + 2 + l..end].parse().ok()?,
        });
    }
    None
}

/// The line of `@name`'s `func.func` in `source` (1 if not found), where findings without a
/// position of their own point.
pub fn entry_position(path: &str, source: &str, name: &str) -> Position {
    let needle = format!("@{name}(");
    let found = source.lines().enumerate().find_map(|(i, l)| {
        let col = l.find("func.func")?;
        l.contains(&needle).then_some((i, col))
    });
    let (line, column) = found.map_or((1, 1), |(i, c)| (i as u32 + 1, c as u32 + 1));
    Position {
        path: path.to_string(),
        line,
        column,
    }
}

/// What a site line of the allocator's report (`  allocated at f.mlir:5:8: op`) says happened
/// there, as a related location's message.
fn site_label(verb: &str) -> Option<&'static str> {
    Some(match verb {
        "allocated" => "allocated here",
        "first freed" => "first freed here",
        "freed" => "freed here",
        "freed again" => "freed again here",
        "realloc" => "reallocated here",
        "read" => "read here",
        "written" => "written here",
        _ => return None,
    })
}

/// The findings of an allocator text report (`bufjit run`'s stderr): one per violation
/// paragraph and per leaking site. The last site of a paragraph (the bad free or access) is
/// where it happened; the ones before it are related. `fallback` is used for a violation
/// whose sites have no position.
pub fn memory_findings(report: &str, fallback: &Position) -> Vec<Finding> {
    let mut out = Vec::new();
    // The violation whose paragraph is being read: its rule, line and sites so far.
    type Open = Option<(Rule, String, Vec<(String, Position)>)>;
    let mut open: Open = None;
    let close = |open: &mut Open, out: &mut Vec<Finding>| {
        if let Some((rule, message, mut sites)) = open.take() {
            let at = sites.pop().map_or_else(|| fallback.clone(), |(_, p)| p);
            out.push(Finding {
                rule,
                message,
                at,
                related: sites,
            });
        }
    };
    for line in report.lines() {
        if let Some(rest) = line.strip_prefix("  ") {
            if let Some((_, sites)) = open.as_mut().map(|o| (&o.0, &mut o.2)) {
                let site = rest.split_once(" at ").and_then(|(verb, where_)| {
                    Some((site_label(verb)?.to_string(), position(where_)?))
                });
                sites.extend(site);
            }
            continue;
        }
        close(&mut open, &mut out);
        let Some(what) = line.strip_prefix("bufjit: error: ") else {
            continue;
        };
        if let Some(rest) = what.strip_prefix("leak: ") {
            let at = rest
                .split_once(" allocated at ")
                .and_then(|(_, w)| position(w))
                .unwrap_or_else(|| fallback.clone());
            out.push(Finding {
                rule: Rule::Leak,
                message: line.to_string(),
                at,
                related: Vec::new(),
            });
            continue;
        }
        let rule = if what.starts_with("double free") {
            Rule::DoubleFree
        } else if what.starts_with("use after free") {
            Rule::UseAfterFree
        } else if what.starts_with("free of") || what.starts_with("realloc of") {
            Rule::InvalidFree
        } else {
            continue;
        };
        open = Some((rule, line.to_string(), Vec::new()));
    }
    close(&mut open, &mut out);
    out
}

/// The finding of a run that ended with a runtime error (exit status 3): the first
/// `path:line:col: error:` line of its stderr, an out-of-bounds one if the runtime
/// verification or a wild access says so; else `message` at `fallback`.
pub fn runtime_finding(stderr: &str, message: &str, fallback: Position) -> Finding {
    let located = stderr
        .lines()
        .find_map(|l| Some((l, position(l.split_once(": error:")?.0)?)));
    let bounds = ["out-of-bounds", "out of bounds", "wild memory access"]
        .iter()
        .any(|w| stderr.contains(w));
    let (message, at) = match located {
        Some((l, p)) => (l.to_string(), p),
        None => (message.to_string(), fallback),
    };
    Finding {
        rule: if bounds {
            Rule::OutOfBounds
        } else {
            Rule::RuntimeError
        },
        message,
        at,
        related: Vec::new(),
    }
}

/// The findings of one entry point of `file` (whose text is `source`) that `bufjit check`
/// ran. Compile errors and crashes other than a wild access are no violation of the program
/// and give none (the text and JUnit reports show them).
pub fn entry_findings(file: &str, source: &str, e: &EntryOutcome) -> Vec<Finding> {
    let fallback = entry_position(file, source, &e.name);
    let single = |rule: Rule| {
        vec![Finding {
            rule,
            message: e.message.clone(),
            at: fallback.clone(),
            related: Vec::new(),
        }]
    };
    match e.status {
        Status::MemoryViolation => memory_findings(&e.stderr, &fallback),
        Status::RuntimeError => vec![runtime_finding(&e.stderr, &e.message, fallback.clone())],
        Status::Timeout => single(Rule::Timeout),
        Status::Crash if e.message.contains("wild memory access") => {
            vec![runtime_finding(&e.stderr, &e.message, fallback.clone())]
        }
        Status::Pass | Status::CompileError | Status::Crash => Vec::new(),
    }
}

/// The SARIF report of `bufjit check`: the findings of every entry point of `files`.
pub fn check_report(files: &[FileOutcome]) -> String {
    let mut findings = Vec::new();
    for f in files.iter().filter(|f| !f.passed()) {
        let source = std::fs::read_to_string(&f.file).unwrap_or_default();
        for e in &f.entries {
            findings.extend(entry_findings(&f.file, &source, e));
        }
    }
    report(&findings)
}

/// `path` as a URI reference relative to the working directory (an absolute `file://` URI if
/// it lies outside), with the characters a URI cannot hold percent-encoded.
pub fn uri(path: &str, cwd: Option<&Path>) -> String {
    let p = Path::new(path);
    let (prefix, rel) = match cwd.and_then(|c| p.strip_prefix(c).ok()) {
        Some(r) => ("", r.to_string_lossy().into_owned()),
        None if p.is_absolute() => ("file://", path.to_string()),
        None => ("", path.strip_prefix("./").unwrap_or(path).to_string()),
    };
    let mut out = prefix.to_string();
    for b in rel.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/!$&'()*+,;=:@".contains(&b) {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

fn json_str(out: &mut String, s: &str) {
    bufjit_runtime::report::json_string(out, s);
}

fn location(out: &mut String, p: &Position, cwd: Option<&Path>) {
    out.push_str("{\"physicalLocation\":{\"artifactLocation\":{\"uri\":");
    json_str(out, &uri(&p.path, cwd));
    if !Path::new(&p.path).is_absolute() || cwd.is_some_and(|c| Path::new(&p.path).starts_with(c)) {
        out.push_str(",\"uriBaseId\":\"%SRCROOT%\"");
    }
    let _ = write!(
        out,
        "}},\"region\":{{\"startLine\":{},\"startColumn\":{}}}}}}}",
        p.line.max(1),
        p.column.max(1)
    );
}

/// The SARIF 2.1.0 log of `findings`: one run of the `bufjit` driver with its seven rules.
pub fn report(findings: &[Finding]) -> String {
    let cwd = std::env::current_dir().ok();
    let cwd = cwd.as_deref();
    let mut o = String::new();
    o.push_str("{\"$schema\":");
    json_str(&mut o, SCHEMA);
    o.push_str(",\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"bufjit\",");
    let _ = write!(
        o,
        "\"version\":\"{v}\",\"semanticVersion\":\"{v}\",\"rules\":[",
        v = env!("CARGO_PKG_VERSION")
    );
    for (i, r) in Rule::ALL.iter().enumerate() {
        if i > 0 {
            o.push(',');
        }
        let _ = write!(
            o,
            "{{\"id\":\"{}\",\"name\":\"{}\",\"shortDescription\":{{\"text\":",
            r.id(),
            r.name()
        );
        json_str(&mut o, r.description());
        o.push_str("},\"defaultConfiguration\":{\"level\":\"error\"}}");
    }
    o.push_str("]}}");
    if let Some(c) = cwd {
        let mut root = uri(&c.to_string_lossy(), None);
        if !root.ends_with('/') {
            root.push('/');
        }
        o.push_str(",\"originalUriBaseIds\":{\"%SRCROOT%\":{\"uri\":");
        json_str(&mut o, &root);
        o.push_str("}}");
    }
    o.push_str(",\"results\":[");
    for (i, f) in findings.iter().enumerate() {
        if i > 0 {
            o.push(',');
        }
        let rule = Rule::ALL.iter().position(|r| *r == f.rule).unwrap_or(0);
        let _ = write!(
            o,
            "{{\"ruleId\":\"{}\",\"ruleIndex\":{rule},\"level\":\"error\",\"message\":{{\"text\":",
            f.rule.id()
        );
        json_str(&mut o, &f.message);
        o.push_str("},\"locations\":[");
        location(&mut o, &f.at, cwd);
        o.push(']');
        if !f.related.is_empty() {
            o.push_str(",\"relatedLocations\":[");
            for (j, (what, p)) in f.related.iter().enumerate() {
                if j > 0 {
                    o.push(',');
                }
                let mut l = String::new();
                location(&mut l, p, cwd);
                // `location` closes the object; add the id and message inside it.
                l.pop();
                let _ = write!(o, "{l},\"id\":{j},\"message\":{{\"text\":");
                json_str(&mut o, what);
                o.push_str("}}");
            }
            o.push(']');
        }
        o.push('}');
    }
    o.push_str("]}]}\n");
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(path: &str, line: u32, column: u32) -> Position {
        Position {
            path: path.into(),
            line,
            column,
        }
    }

    #[test]
    fn finds_positions() {
        assert_eq!(
            position("dir/a b.mlir:12:3: \"memref.dealloc\"(%0)"),
            Some(pos("dir/a b.mlir", 12, 3))
        );
        assert_eq!(position("f.mlir:7:14"), Some(pos("f.mlir", 7, 14)));
        assert_eq!(position("loc(unknown)"), None);
        assert_eq!(position(":1:2"), None);
    }

    #[test]
    fn reads_the_allocator_report() {
        let report = "bufjit: error: double free of 0x10\n  block 0x10 (16 bytes, align 16), allocation #0\n  allocated at f.mlir:5:8: alloc\n  first freed at f.mlir:6:3: dealloc\n  freed again at f.mlir:12:3: dealloc\nbufjit: error: leak: 1 block (16 bytes) allocated at f.mlir:18:14: %5 = alloc, first allocation #1 at 0x20\nbufjit: FAILED: 1 double free\n";
        let fallback = pos("f.mlir", 1, 1);
        let f = memory_findings(report, &fallback);
        assert_eq!(f.len(), 2);
        assert_eq!(f[0].rule, Rule::DoubleFree);
        assert_eq!(f[0].message, "bufjit: error: double free of 0x10");
        assert_eq!(f[0].at, pos("f.mlir", 12, 3));
        assert_eq!(
            f[0].related,
            [
                ("allocated here".to_string(), pos("f.mlir", 5, 8)),
                ("first freed here".to_string(), pos("f.mlir", 6, 3))
            ]
        );
        assert_eq!(f[1].rule, Rule::Leak);
        assert_eq!(f[1].at, pos("f.mlir", 18, 14));
    }

    #[test]
    fn entry_position_is_the_func_line() {
        let src = "// c\n  func.func @main() {\n";
        assert_eq!(entry_position("f", src, "main"), pos("f", 2, 3));
        assert_eq!(entry_position("f", src, "other"), pos("f", 1, 1));
    }

    #[test]
    fn uris_are_relative_and_encoded() {
        let cwd = Path::new("/w");
        assert_eq!(uri("/w/a b.mlir", Some(cwd)), "a%20b.mlir");
        assert_eq!(uri("./x/y.mlir", Some(cwd)), "x/y.mlir");
        assert_eq!(
            uri("/elsewhere/y.mlir", Some(cwd)),
            "file:///elsewhere/y.mlir"
        );
    }
}
