//! MLIR-style diagnostics: `file:line:col: error: message`, the source line, a caret, notes.
//!
//! The format is LLVM's `SourceMgr` format that `mlir-opt` prints, which no general-purpose
//! diagnostics crate reproduces byte for byte, so the few lines of rendering live here.

use crate::ir::{Location, Module};

/// Severity of a diagnostic.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Severity {
    /// `error`.
    Error,
    /// `warning`.
    Warning,
    /// `note`.
    Note,
    /// `remark`.
    Remark,
}

impl Severity {
    /// The word printed after the location.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// A resolved source position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pos {
    /// File name as given.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

/// One diagnostic with attached notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where (None for `loc(unknown)`).
    pub pos: Option<Pos>,
    /// Message text.
    pub message: String,
    /// Attached notes.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at a position.
    pub fn error(pos: Option<Pos>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            pos,
            message: message.into(),
            notes: Vec::new(),
        }
    }
    /// An error at an op's location.
    pub fn at(m: &Module, loc: &Location, message: impl Into<String>) -> Self {
        Self::error(resolve(m, loc), message)
    }
    /// An error reported by an operation: mlir-opt attaches the op in generic form as a note.
    pub fn on_op(m: &Module, op: crate::ir::OpId, message: impl Into<String>) -> Self {
        let pos = resolve(m, &m.op(op).loc);
        let text = crate::print::op_to_generic_string(m, op);
        // Multi-line ops (with regions) start on their own line, as in mlir-opt.
        let sep = if text.contains('\n') { "\n" } else { "" };
        Self::error(pos.clone(), message)
            .with_note(pos, format!("see current operation: {sep}{text}"))
    }

    /// Adds an error that follows from this one (mlir-opt's conversion driver reports the
    /// pattern's error, then "failed to legalize operation ..."): kept with it so the two are
    /// reported together, rendered with its own source line and notes.
    pub fn with_followup(mut self, error: Diagnostic) -> Self {
        self.notes.push(error);
        self
    }

    /// Adds a note.
    pub fn with_note(mut self, pos: Option<Pos>, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            pos,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
}

/// The first file position inside a location (names, fused and call-site locations included).
pub fn resolve(m: &Module, loc: &Location) -> Option<Pos> {
    match loc {
        Location::Unknown => None,
        Location::FileLineCol { file, line, col } => Some(Pos {
            file: m.syms.get(*file).to_string(),
            line: *line,
            col: *col,
        }),
        Location::Range(r) => Some(Pos {
            file: m.syms.get(r.0).to_string(),
            line: r.1,
            col: r.2,
        }),
        Location::Name(b) => b.1.as_ref().and_then(|l| resolve(m, l)),
        Location::Fused(b) => b.0.iter().find_map(|l| resolve(m, l)),
        Location::CallSite(b) => resolve(m, &b.0),
    }
}

/// A source buffer, for printing the line a diagnostic points at.
pub struct Source<'a> {
    /// The name diagnostics use for this buffer.
    pub name: &'a str,
    /// The text.
    pub text: &'a str,
    /// Line number of the buffer's first line in the original file (for split inputs).
    pub first_line: u32,
}

impl Source<'_> {
    fn line_text(&self, line: u32) -> Option<&str> {
        let idx = line.checked_sub(self.first_line)? as usize;
        self.text.split('\n').nth(idx)
    }

    /// Renders a diagnostic as mlir-opt prints it.
    pub fn render(&self, d: &Diagnostic, out: &mut String) {
        self.render_impl(d, out, true);
    }

    fn render_impl(&self, d: &Diagnostic, out: &mut String, show_line: bool) {
        match &d.pos {
            Some(p) => {
                out.push_str(&format!(
                    "{}:{}:{}: {}: {}\n",
                    p.file,
                    p.line,
                    p.col,
                    d.severity.as_str(),
                    d.message
                ));
                if show_line && p.file == self.name {
                    if let Some(line) = self.line_text(p.line) {
                        let line = line.strip_suffix('\r').unwrap_or(line);
                        out.push_str(line);
                        out.push('\n');
                        let mut caret = String::new();
                        for (i, ch) in line.chars().enumerate() {
                            if i + 1 >= p.col as usize {
                                break;
                            }
                            caret.push(if ch == '\t' { '\t' } else { ' ' });
                        }
                        caret.push('^');
                        out.push_str(&caret);
                        out.push('\n');
                    }
                }
            }
            None => out.push_str(&format!(
                "loc(unknown): {}: {}\n",
                d.severity.as_str(),
                d.message
            )),
        }
        // Like LLVM's SourceMgr handler, a note at its error's own location repeats no source
        // (a follow-up error does).
        for n in &d.notes {
            self.render_impl(n, out, n.severity != Severity::Note || n.pos != d.pos);
        }
    }
}
