//! `-verify-diagnostics`: checks emitted diagnostics against `expected-*` comments, as
//! mlir-opt's `SourceMgrDiagnosticVerifierHandler` does.
//!
//! An expectation `// expected-error@+1 {{text}}` (also `@-N`, `@N`, `@above`, `@below`, with or
//! without blanks before the `@`, or no
//! offset for the same line) matches a diagnostic of that severity on that line whose message
//! contains `text`. Every diagnostic must be expected and every expectation produced. As in
//! MLIR, `@below` means the next line that holds no `expected-*` directive and `@above` the
//! last such line, so consecutive directives can all name the same line.

use crate::diag::{Diagnostic, Severity};

/// One `expected-*` comment.
#[derive(Debug, Clone)]
pub struct Expected {
    severity: Severity,
    line: u32,
    text: String,
    /// Where the comment itself is (for "was not produced" reports).
    at: (u32, u32),
    matched: bool,
}

/// Collects the expectations in a buffer whose first line is `first_line`.
pub fn collect(text: &str, first_line: u32) -> Result<Vec<Expected>, (u32, u32, String)> {
    let mut out = Vec::new();
    let lines: Vec<&str> = text.split('\n').collect();
    let designator = |l: &str| {
        ["error", "warning", "note", "remark"]
            .iter()
            .any(|s| l.contains(&format!("expected-{s}")))
    };
    let plain: Vec<bool> = lines.iter().map(|l| !designator(l)).collect();
    let below = |i: usize| (i + 1..lines.len()).find(|&j| plain[j]).unwrap_or(i + 1);
    let above = |i: usize| (0..i).rev().find(|&j| plain[j]).map_or(-1, |j| j as i64);
    for (i, line) in lines.iter().enumerate() {
        let lno = first_line + i as u32;
        let mut rest = *line;
        let mut base = 0usize;
        while let Some(idx) = rest.find("expected-") {
            let col = base + idx;
            let s = &rest[idx + "expected-".len()..];
            let (sev, after) = if let Some(a) = s.strip_prefix("error") {
                (Severity::Error, a)
            } else if let Some(a) = s.strip_prefix("warning") {
                (Severity::Warning, a)
            } else if let Some(a) = s.strip_prefix("note") {
                (Severity::Note, a)
            } else if let Some(a) = s.strip_prefix("remark") {
                (Severity::Remark, a)
            } else {
                base = col + 1;
                rest = &line[base..];
                continue;
            };
            let mut after = after;
            let mut target = lno as i64;
            // mlir-opt's pattern allows blanks before the `@` (`expected-error @below`).
            if let Some(a) = after.trim_start_matches(' ').strip_prefix('@') {
                let end = a
                    .find(|c: char| c.is_whitespace() || c == '{')
                    .unwrap_or(a.len());
                let spec = &a[..end];
                after = &a[end..];
                target = match spec {
                    "above" => first_line as i64 + above(i),
                    "below" => (first_line as usize + below(i)) as i64,
                    _ if spec.starts_with('+') || spec.starts_with('-') => {
                        match spec.parse::<i64>() {
                            Ok(d) => lno as i64 + d,
                            Err(_) => {
                                return Err((
                                    lno,
                                    col as u32 + 1,
                                    format!("invalid line offset '{spec}'"),
                                ))
                            }
                        }
                    }
                    _ => match spec.parse::<i64>() {
                        Ok(n) => n,
                        Err(_) => {
                            return Err((lno, col as u32 + 1, format!("invalid line '{spec}'")))
                        }
                    },
                };
            }
            let after_trim = after.trim_start();
            // Optional count `expected-error 2 {{...}}` is not supported; a missing `{{` is an
            // error as in MLIR.
            let Some(body) = after_trim.strip_prefix("{{") else {
                base = col + 1;
                rest = &line[base..];
                continue;
            };
            let Some(end) = body.find("}}") else {
                return Err((
                    lno,
                    col as u32 + 1,
                    "found start of regex with no end '}}'".into(),
                ));
            };
            out.push(Expected {
                severity: sev,
                line: target.max(0) as u32,
                text: body[..end].to_string(),
                at: (lno, col as u32 + 1),
                matched: false,
            });
            base = col + 1;
            rest = &line[base..];
        }
    }
    Ok(out)
}

/// Matches diagnostics against expectations; returns the verifier's own error messages.
pub fn check(expected: &mut [Expected], diags: &[Diagnostic], file: &str) -> Vec<String> {
    let mut errors = Vec::new();
    let mut all: Vec<&Diagnostic> = Vec::new();
    for d in diags {
        all.push(d);
        for n in &d.notes {
            all.push(n);
        }
    }
    for d in all {
        let line = d.pos.as_ref().map(|p| p.line).unwrap_or(0);
        let hit = expected.iter_mut().find(|e| {
            !e.matched && e.severity == d.severity && e.line == line && d.message.contains(&e.text)
        });
        match hit {
            Some(e) => e.matched = true,
            None => {
                // Notes attached to errors are not required to be expected.
                if d.severity == Severity::Note {
                    continue;
                }
                let where_ = match &d.pos {
                    Some(p) => format!("{}:{}:{}", p.file, p.line, p.col),
                    None => "loc(unknown)".into(),
                };
                errors.push(format!(
                    "{}: error: unexpected {}: {}",
                    where_,
                    d.severity.as_str(),
                    d.message
                ));
            }
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
        errors.push(format!(
            "{}:{}:{}: error: expected {} \"{}\" was not produced",
            file,
            e.at.0,
            e.at.1,
            e.severity.as_str(),
            e.text
        ));
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<u32> {
        collect(text, 1).unwrap().iter().map(|e| e.line).collect()
    }

    #[test]
    fn consecutive_below_directives_name_the_next_plain_line() {
        let text = "a\n// expected-error@below {{x}}\n// expected-error @below {{y}}\n%0 = op\n";
        assert_eq!(lines(text), vec![4, 4]);
    }

    #[test]
    fn above_skips_directive_lines() {
        let text = "%0 = op\n// expected-error@above {{x}}\n// expected-note@above {{y}}\n";
        assert_eq!(lines(text), vec![1, 1]);
    }

    #[test]
    fn relative_offsets_count_every_line() {
        let text = "// expected-error@+2 {{x}}\n// expected-error@+1 {{y}}\n%0 = op\n";
        assert_eq!(lines(text), vec![3, 3]);
    }
}
