//! The MLIR textual format in: a character-level recursive-descent parser.
//!
//! MLIR's syntax is context sensitive (`4x?xf32` in a shape, `^bb` labels, `%x#2` result
//! references, custom op syntax), so the parser works on characters rather than a separate token
//! stream. Generic-form ops, regions, blocks, types, attributes, aliases and locations are
//! parsed here; each dialect's custom op syntax is in `crate::dialects::*` and uses the
//! primitives of [`Parser`]. Names are resolved with MLIR's scoping rules: values defined in a
//! region are visible in nested regions unless the op is isolated from above, and forward
//! references are patched when the definition appears.

mod attr;
mod op;
mod ty;

use crate::diag::{Diagnostic, Pos};
use crate::ir::{BlockId, Location, Module, Sym, TypeId, ValueId};
use rustc_hash::FxHashMap;

/// The nesting depth (regions, types, attributes) beyond which input is rejected rather than
/// risking the stack.
pub const MAX_NESTING: usize = 512;

/// A parse error at a byte offset.
#[derive(Debug, Clone)]
pub struct ParseError {
    /// Byte offset in the buffer.
    pub pos: usize,
    /// Message.
    pub msg: String,
    /// An attached note (offset, message).
    pub note: Option<(usize, String)>,
}

/// Parser result.
pub type PResult<T> = Result<T, ParseError>;

/// An operand reference not yet resolved to a value: `%name` or `%name#N`.
#[derive(Copy, Clone, Debug)]
pub struct OperandRef<'a> {
    /// The name without `%`.
    pub name: &'a str,
    /// Result number after `#`.
    pub number: u32,
    /// Byte offset of the reference.
    pub pos: usize,
}

/// A block argument declared in op syntax before its region (`%arg0: i32`).
#[derive(Clone, Debug)]
pub struct ArgDecl<'a> {
    /// Name without `%`.
    pub name: OperandRef<'a>,
    /// Type.
    pub ty: TypeId,
    /// Explicit location, if given.
    pub loc: Option<Location>,
}

/// A defined name: `count` consecutive values starting at `first` (an op's results are
/// allocated consecutively, and block arguments are defined one at a time).
struct Def {
    first: ValueId,
    count: u32,
    pos: usize,
}

struct Forward {
    value: ValueId,
    pos: usize,
}

/// One isolated-from-above name scope.
#[derive(Default)]
struct IsoScope<'a> {
    defs: FxHashMap<&'a str, Def>,
    /// Names defined per open region, popped when the region closes.
    region_defs: Vec<Vec<&'a str>>,
    forward: FxHashMap<(&'a str, u32), Forward>,
}

/// Block labels of one region.
#[derive(Default)]
struct BlockScope<'a> {
    blocks: FxHashMap<&'a str, (BlockId, bool, usize)>,
}

/// A location reference to a `#loc` alias that may be defined later in the file.
enum LocTarget {
    Op(crate::ir::OpId),
    Value(ValueId),
}

/// The parser state for one buffer.
pub struct Parser<'a> {
    src: &'a str,
    b: &'a [u8],
    pos: usize,
    file: Sym,
    first_line: u32,
    /// Byte offset of each line start (u32: inputs are limited to 4 GiB).
    line_starts: Vec<u32>,
    /// The line of the last offset converted (a start for the next conversion).
    line_hint: std::cell::Cell<usize>,
    /// The module being built.
    pub m: Module,
    iso: Vec<IsoScope<'a>>,
    block_scopes: Vec<BlockScope<'a>>,
    depth: usize,
    type_aliases: FxHashMap<&'a str, TypeId>,
    attr_aliases: FxHashMap<&'a str, crate::ir::Attribute>,
    loc_aliases: FxHashMap<&'a str, Location>,
    deferred_locs: Vec<(LocTarget, &'a str, usize)>,
    /// Default dialect stack (ops named without a dialect prefix).
    pub(crate) default_dialect: Vec<&'static str>,
    /// A `loc(#alias)` just parsed whose alias is not defined yet.
    pending_alias: Option<(&'a str, usize)>,
    /// Line and column of the implicit top-level module (`0:0`, or where a split marker ends).
    implicit_module_pos: (u32, u32),
    /// Whether ops of unknown dialects are accepted (`--allow-unregistered-dialect`).
    pub(crate) allow_unregistered: bool,
}

impl<'a> Parser<'a> {
    /// A parser for `src`, reporting positions in `file` starting at `first_line`.
    pub fn new(src: &'a str, file: &str, first_line: u32) -> Self {
        let mut m = Module::new();
        let file = m.sym(file);
        let mut line_starts = vec![0];
        for (i, c) in src.bytes().enumerate() {
            if c == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        // About one op per line of input: reserving up front avoids regrowing the arenas.
        m.reserve(line_starts.len());
        Parser {
            src,
            b: src.as_bytes(),
            pos: 0,
            file,
            first_line,
            line_starts,
            line_hint: std::cell::Cell::new(0),
            m,
            iso: Vec::new(),
            block_scopes: Vec::new(),
            depth: 0,
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            loc_aliases: FxHashMap::default(),
            deferred_locs: Vec::new(),
            default_dialect: Vec::new(),
            pending_alias: None,
            implicit_module_pos: (0, 0),
            allow_unregistered: true,
        }
    }

    /// Rejects (false) or accepts (true, the default) ops of unregistered dialects.
    pub fn set_allow_unregistered(&mut self, allow: bool) {
        self.allow_unregistered = allow;
    }

    /// True if the next character cannot start any token (`` ` ``, `\`, `;`, ...).
    pub fn at_unexpected_char(&mut self) -> bool {
        self.skip_ws();
        match self.b.get(self.pos) {
            None => false,
            Some(&c) => !(c.is_ascii_alphanumeric() || b"%^@#!\"(){}[]<>:,=-*+?._$".contains(&c)),
        }
    }

    /// Sets the location of an implicit top-level module (for `--split-input-file` chunks).
    pub fn set_implicit_module_pos(&mut self, line: u32, col: u32) {
        self.implicit_module_pos = (line, col);
    }

    /// Converts a byte offset into a file position.
    pub fn pos_of(&self, offset: usize) -> Pos {
        let (line, col) = self.line_col(offset);
        Pos {
            file: self.m.syms.get(self.file).to_string(),
            line,
            col,
        }
    }

    /// The location of a byte offset.
    pub fn loc_at(&self, offset: usize) -> Location {
        let (line, col) = self.line_col(offset);
        Location::FileLineCol {
            file: self.file,
            line,
            col,
        }
    }

    /// The 1-based line (counted from `first_line`) and column (in characters) of a byte offset.
    fn line_col(&self, offset: usize) -> (u32, u32) {
        let offset = offset.min(self.src.len());
        // Ops are parsed in order: the line is usually the last one asked for or the next.
        let hint = self.line_hint.get();
        let starts = &self.line_starts;
        let within = |i: usize| {
            starts[i] as usize <= offset && starts.get(i + 1).is_none_or(|&e| offset < e as usize)
        };
        let line = if within(hint) {
            hint
        } else if hint + 1 < starts.len() && within(hint + 1) {
            hint + 1
        } else {
            match starts.binary_search(&(offset as u32)) {
                Ok(i) => i,
                Err(i) => i - 1,
            }
        };
        self.line_hint.set(line);
        let prefix = &self.b[self.line_starts[line] as usize..offset];
        // Columns count characters: UTF-8 continuation bytes do not start one.
        let col = if prefix.is_ascii() {
            prefix.len()
        } else {
            prefix.iter().filter(|&&c| (c as i8) >= -0x40).count()
        };
        (line as u32 + self.first_line, col as u32 + 1)
    }

    /// Converts a parse error to a diagnostic.
    pub fn diagnostic(&self, e: &ParseError) -> Diagnostic {
        let d = Diagnostic::error(Some(self.pos_of(e.pos)), e.msg.clone());
        match &e.note {
            Some((p, n)) => d.with_note(Some(self.pos_of(*p)), n.clone()),
            None => d,
        }
    }

    // ---- character-level primitives ---------------------------------------------------------

    /// A wrong-token error ("expected ..."): reported, as MLIR does, at the end of the previous
    /// token when the current one starts a line (skipping blank lines and `//` comments), and
    /// one character back at the end of input.
    pub fn err<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        self.skip_ws();
        let mut loc = self.pos;
        if loc >= self.b.len() && loc > 0 {
            loc -= 1;
        }
        let original = loc;
        let mut end = loc;
        let pos = loop {
            while end > 0 && matches!(self.b[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                break original;
            }
            if !matches!(self.b[end - 1], b'\n' | b'\r') {
                break end;
            }
            end -= 1;
            let line_start = self.b[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .map(|i| i + 1)
                .unwrap_or(0);
            if let Some(c) = self.src[line_start..end].find("//") {
                end = line_start + c;
            }
        };
        Err(ParseError {
            pos,
            msg: msg.into(),
            note: None,
        })
    }

    /// An error at a given offset.
    pub fn err_at<T>(&self, pos: usize, msg: impl Into<String>) -> PResult<T> {
        Err(ParseError {
            pos,
            msg: msg.into(),
            note: None,
        })
    }

    /// An error at a given offset with a note at another.
    pub fn err_note<T>(
        &self,
        pos: usize,
        msg: impl Into<String>,
        at: usize,
        note: &str,
    ) -> PResult<T> {
        Err(ParseError {
            pos,
            msg: msg.into(),
            note: Some((at, note.to_string())),
        })
    }

    /// Skips whitespace and `//` comments.
    pub fn skip_ws(&mut self) {
        loop {
            while self.pos < self.b.len() && self.b[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            if self.b[self.pos..].starts_with(b"//") {
                while self.pos < self.b.len() && self.b[self.pos] != b'\n' {
                    self.pos += 1;
                }
            } else {
                break;
            }
        }
    }

    /// The current offset after skipping whitespace.
    pub fn here(&mut self) -> usize {
        self.skip_ws();
        self.pos
    }

    /// The offset just after the token before `pos` (whitespace before `pos` skipped back):
    /// where MLIR's lexer-based errors about an unexpected token point.
    pub fn prev_token_end(&self, pos: usize) -> usize {
        let mut end = pos.min(self.b.len());
        while end > 0 && self.b[end - 1].is_ascii_whitespace() {
            end -= 1;
        }
        end
    }

    /// Rewinds (or advances) to a byte offset obtained from [`Parser::here`].
    pub fn set_pos(&mut self, pos: usize) {
        self.pos = pos;
    }

    /// The next non-space byte (0 at end).
    pub fn peek(&mut self) -> u8 {
        self.skip_ws();
        self.b.get(self.pos).copied().unwrap_or(0)
    }

    /// True at the end of input.
    pub fn at_end(&mut self) -> bool {
        self.skip_ws();
        self.pos >= self.b.len()
    }

    /// The rest of the input from the current position.
    fn rest(&self) -> &'a [u8] {
        &self.b[self.pos..]
    }

    /// Consumes `s` (punctuation) if it comes next.
    #[inline]
    pub fn eat(&mut self, s: &str) -> bool {
        if self.looking_at(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// True if `s` comes next (without consuming it).
    #[inline]
    pub fn looking_at(&mut self, s: &str) -> bool {
        self.skip_ws();
        let (rest, s) = (self.rest(), s.as_bytes());
        // Mostly one- or two-byte punctuation: compare bytes rather than call memcmp.
        match s.len() {
            1 => rest.first() == Some(&s[0]),
            2 => rest.len() >= 2 && rest[0] == s[0] && rest[1] == s[1],
            _ => rest.starts_with(s),
        }
    }

    /// Consumes `s` or fails with MLIR's "expected 's'" message.
    pub fn expect(&mut self, s: &str) -> PResult<()> {
        if self.eat(s) {
            Ok(())
        } else {
            self.err(format!("expected '{s}'"))
        }
    }

    /// Consumes `s` or fails with the given message.
    pub fn expect_msg(&mut self, s: &str, msg: &str) -> PResult<()> {
        if self.eat(s) {
            Ok(())
        } else {
            self.err(msg.to_string())
        }
    }

    fn is_id_start(c: u8) -> bool {
        c.is_ascii_alphabetic() || c == b'_'
    }

    fn is_id_char(c: u8) -> bool {
        c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
    }

    /// Reads a bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
    pub fn ident(&mut self) -> Option<&'a str> {
        self.skip_ws();
        if !self.b.get(self.pos).is_some_and(|&c| Self::is_id_start(c)) {
            return None;
        }
        let start = self.pos;
        while self.b.get(self.pos).is_some_and(|&c| Self::is_id_char(c)) {
            self.pos += 1;
        }
        Some(&self.src[start..self.pos])
    }

    /// Peeks the bare identifier at the current position without consuming it.
    pub fn peek_ident(&mut self) -> Option<&'a str> {
        let save = self.pos;
        let r = self.ident();
        self.pos = save;
        r
    }

    /// Consumes keyword `kw` if the next identifier is exactly it.
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        let save = self.pos;
        match self.ident() {
            Some(id) if id == kw => true,
            _ => {
                self.pos = save;
                false
            }
        }
    }

    /// Expects keyword `kw`.
    pub fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            self.err(format!("expected '{kw}'"))
        }
    }

    /// Reads a suffix identifier after a sigil (`%foo`, `^bb0`, `@sym`, `#alias`).
    fn suffix_id(&mut self) -> Option<&'a str> {
        let start = self.pos;
        if self.b.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
            while self.b.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                self.pos += 1;
            }
        } else {
            while self.b.get(self.pos).is_some_and(|&c| {
                c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
            }) {
                self.pos += 1;
            }
        }
        (self.pos > start).then(|| &self.src[start..self.pos])
    }

    /// Parses a `"..."` string literal (with MLIR escapes), returning its value.
    pub fn string_lit(&mut self) -> PResult<String> {
        self.skip_ws();
        if self.b.get(self.pos) != Some(&b'"') {
            return self.err("expected string");
        }
        let start = self.pos;
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            match self.b.get(self.pos) {
                None | Some(b'\n') => return self.err_at(start, "expected '\"' in string literal"),
                Some(b'"') => {
                    self.pos += 1;
                    break;
                }
                Some(b'\\') => {
                    let c = self.b.get(self.pos + 1).copied().unwrap_or(0);
                    match c {
                        b'"' | b'\\' => {
                            out.push(c);
                            self.pos += 2
                        }
                        b'n' => {
                            out.push(b'\n');
                            self.pos += 2
                        }
                        b't' => {
                            out.push(b'\t');
                            self.pos += 2
                        }
                        _ => {
                            let h = self.b.get(self.pos + 1..self.pos + 3);
                            match h
                                .and_then(|h| std::str::from_utf8(h).ok())
                                .and_then(|h| u8::from_str_radix(h, 16).ok())
                            {
                                Some(v) => {
                                    out.push(v);
                                    self.pos += 3;
                                }
                                None => {
                                    return self
                                        .err_at(self.pos, "unknown escape in string literal")
                                }
                            }
                        }
                    }
                }
                Some(&c) => {
                    out.push(c);
                    self.pos += 1;
                }
            }
        }
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    /// Parses an optionally negative decimal or hex integer literal.
    pub fn int_lit(&mut self) -> PResult<i128> {
        self.skip_ws();
        let start = self.pos;
        let neg = self.eat("-");
        self.skip_ws();
        let digits_start = self.pos;
        let v = if self.rest().starts_with(b"0x") {
            self.pos += 2;
            let s = self.pos;
            while self.b.get(self.pos).is_some_and(|c| c.is_ascii_hexdigit()) {
                self.pos += 1;
            }
            i128::from_str_radix(&self.src[s..self.pos], 16).ok()
        } else {
            while self.b.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                self.pos += 1;
            }
            if self.pos == digits_start {
                self.pos = start;
                return self.err("expected integer value");
            }
            self.src[digits_start..self.pos].parse::<i128>().ok()
        };
        match v {
            Some(v) => Ok(if neg { -v } else { v }),
            None => self.err_at(start, "integer constant out of range"),
        }
    }

    /// Parses a non-negative integer that fits in `u64` (dimension sizes, counts).
    pub fn uint_lit(&mut self) -> PResult<u64> {
        let p = self.here();
        let v = self.int_lit()?;
        if v < 0 || v > u64::MAX as i128 {
            return self.err_at(p, "expected non-negative integer");
        }
        Ok(v as u64)
    }

    /// Parses a comma-separated list until `close` (consumed). The open delimiter must already
    /// have been consumed.
    pub fn comma_list_until(
        &mut self,
        close: &str,
        f: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let msg = format!("expected ',' or '{close}'");
        self.comma_list_until_msg(close, &msg, f)
    }

    /// Like [`Parser::comma_list_until`] with a custom message for a missing `close`.
    pub fn comma_list_until_msg(
        &mut self,
        close: &str,
        msg: &str,
        mut f: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.eat(close) {
            return Ok(());
        }
        loop {
            f(self)?;
            if self.eat(close) {
                return Ok(());
            }
            if !self.eat(",") {
                return self.err(msg.to_string());
            }
        }
    }

    /// Enters a nesting level, failing past [`MAX_NESTING`].
    pub fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return self.err(format!("exceeded maximum nesting depth of {MAX_NESTING}"));
        }
        Ok(())
    }

    /// Leaves a nesting level.
    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    // ---- SSA names ----------------------------------------------------------------------------

    /// Parses `%name` or `%name#N`.
    pub fn operand_ref(&mut self) -> PResult<OperandRef<'a>> {
        self.skip_ws();
        let pos = self.pos;
        if !self.eat("%") {
            return self.err("expected SSA operand");
        }
        let Some(name) = self.suffix_id() else {
            return self.err_at(pos, "expected SSA operand");
        };
        let mut number = 0;
        if self.b.get(self.pos) == Some(&b'#') {
            self.pos += 1;
            let s = self.pos;
            while self.b.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                self.pos += 1;
            }
            number = match self.src[s..self.pos].parse() {
                Ok(n) => n,
                Err(_) => return self.err_at(s, "invalid SSA value result number"),
            };
        }
        Ok(OperandRef { name, number, pos })
    }

    /// True if an SSA operand comes next.
    pub fn at_operand(&mut self) -> bool {
        self.peek() == b'%'
    }

    /// Resolves an operand reference against the current scopes, expecting type `ty`.
    pub fn resolve(&mut self, r: OperandRef<'a>, ty: TypeId) -> PResult<ValueId> {
        let scope = self.iso.last_mut().expect("no name scope");
        if let Some(def) = scope.defs.get(r.name) {
            let def_pos = def.pos;
            let v = ValueId(def.first.0 + r.number);
            if r.number >= def.count {
                return self.err_at(r.pos, "reference to invalid result number".to_string());
            };
            let vt = self.m.value_type(v);
            if vt != ty {
                let (a, b) = (self.type_str(ty), self.type_str(vt));
                return self.err_note(
                    r.pos,
                    format!(
                        "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                        r.name, a, b
                    ),
                    def_pos,
                    "prior use here",
                );
            }
            return Ok(v);
        }
        if let Some(f) = scope.forward.get(&(r.name, r.number)) {
            let v = f.value;
            let fpos = f.pos;
            let vt = self.m.value_type(v);
            if vt != ty {
                let (a, b) = (self.type_str(ty), self.type_str(vt));
                return self.err_note(
                    r.pos,
                    format!(
                        "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                        r.name, a, b
                    ),
                    fpos,
                    "prior use here",
                );
            }
            return Ok(v);
        }
        let v = self.m.new_detached_value(ty);
        self.iso.last_mut().unwrap().forward.insert(
            (r.name, r.number),
            Forward {
                value: v,
                pos: r.pos,
            },
        );
        Ok(v)
    }

    /// Resolves a list of operands against a list of types.
    pub fn resolve_all(
        &mut self,
        refs: &[OperandRef<'a>],
        tys: &[TypeId],
        count_pos: usize,
    ) -> PResult<Vec<ValueId>> {
        if refs.len() != tys.len() {
            return self.err_at(
                count_pos,
                format!(
                    "{} operands present, but expected {}",
                    refs.len(),
                    tys.len()
                ),
            );
        }
        refs.iter()
            .zip(tys)
            .map(|(r, t)| self.resolve(*r, *t))
            .collect()
    }

    /// Defines a name for `count` consecutive values starting at `first` in the current region.
    pub fn define(&mut self, name: OperandRef<'a>, first: ValueId, count: u32) -> PResult<()> {
        let scope = self.iso.last_mut().expect("no name scope");
        if let Some(prev_pos) = scope.defs.get(name.name).map(|d| d.pos) {
            return self.err_note(
                name.pos,
                format!("redefinition of SSA value '%{}'", name.name),
                prev_pos,
                "previously defined here",
            );
        }
        if !scope.forward.is_empty() {
            for i in 0..count {
                let v = ValueId(first.0 + i);
                let scope = self.iso.last_mut().unwrap();
                if let Some(f) = scope.forward.remove(&(name.name, i)) {
                    let ft = self.m.value_type(f.value);
                    let vt = self.m.value_type(v);
                    if ft != vt {
                        let (a, b) = (self.type_str(ft), self.type_str(vt));
                        return self.err_at(
                            f.pos,
                            format!(
                                "definition of SSA value '%{}#{}' has type '{}' but was used with type '{}'",
                                name.name, i, b, a
                            ),
                        );
                    }
                    self.m.replace_all_uses(f.value, v);
                }
            }
        }
        let scope = self.iso.last_mut().unwrap();
        // A forward reference with a result number beyond the defined ones stays unresolved.
        scope.defs.insert(
            name.name,
            Def {
                first,
                count,
                pos: name.pos,
            },
        );
        if let Some(r) = scope.region_defs.last_mut() {
            r.push(name.name);
        }
        Ok(())
    }

    fn type_str(&self, t: TypeId) -> String {
        crate::print::type_to_string(&self.m, t)
    }

    /// Opens a name scope; `isolated` starts a fresh one (func.func, module).
    fn push_region_scope(&mut self, isolated: bool) {
        if isolated || self.iso.is_empty() {
            self.iso.push(IsoScope::default());
        }
        self.iso.last_mut().unwrap().region_defs.push(Vec::new());
        self.block_scopes.push(BlockScope::default());
    }

    fn pop_region_scope(&mut self, isolated: bool) -> PResult<()> {
        let bs = self.block_scopes.pop().unwrap();
        // Undefined block references.
        let mut undefined: Vec<_> = bs
            .blocks
            .iter()
            .filter(|(_, (_, defined, _))| !defined)
            .map(|(n, (_, _, p))| (*p, *n))
            .collect();
        undefined.sort();
        if let Some((p, n)) = undefined.first() {
            let _ = n;
            return self.err_at(*p, "reference to an undefined block");
        }
        let depth = self.iso.len();
        let scope = self.iso.last_mut().unwrap();
        let names = scope.region_defs.pop().unwrap();
        for n in names {
            scope.defs.remove(n);
        }
        if isolated || depth == 1 && scope.region_defs.is_empty() {
            let scope = self.iso.pop().unwrap();
            if let Some((&(n, _), f)) = scope.forward.iter().min_by_key(|(_, f)| f.pos) {
                let _ = n;
                return self.err_at(f.pos, "use of undeclared SSA value name");
            }
        }
        Ok(())
    }

    /// Looks up or forward-declares a block label in the current region.
    pub fn successor(&mut self) -> PResult<BlockId> {
        self.skip_ws();
        let pos = self.pos;
        if !self.eat("^") {
            return self.err("expected block name");
        }
        let Some(name) = self.suffix_id() else {
            return self.err_at(pos, "expected block name");
        };
        let Some(scope) = self.block_scopes.last_mut() else {
            return self.err_at(pos, "block reference outside of a region");
        };
        if let Some(&(b, _, _)) = scope.blocks.get(name) {
            return Ok(b);
        }
        let b = self.m.create_block();
        self.block_scopes
            .last_mut()
            .unwrap()
            .blocks
            .insert(name, (b, false, pos));
        Ok(b)
    }

    /// Parses `^bb(%a: t, %b: t)` successor operands form used by `cf.br`: the successor and an
    /// optional parenthesized `operands : types` list.
    pub fn successor_and_operands(&mut self) -> PResult<(BlockId, Vec<ValueId>)> {
        let b = self.successor()?;
        let mut vals = Vec::new();
        if self.eat("(") {
            let mut refs = Vec::new();
            let p = self.here();
            self.comma_list_until(":", |p| {
                refs.push(p.operand_ref()?);
                Ok(())
            })?;
            let mut tys = Vec::new();
            loop {
                tys.push(self.parse_type()?);
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(")")?;
            vals = self.resolve_all(&refs, &tys, p)?;
        }
        Ok((b, vals))
    }

    /// Parses a region `{ ... }` whose entry block arguments are `args` (declared by the op's
    /// syntax). With `isolated`, names from enclosing regions are not visible.
    pub fn region(&mut self, args: &[ArgDecl<'a>], isolated: bool) -> PResult<crate::ir::RegionId> {
        self.enter()?;
        let r = self.m.new_region();
        self.expect("{")?;
        // Entry arguments are named in the enclosing scope (before the region's own): a name
        // already defined or used there is taken, even for an isolated region.
        if let Some(scope) = self.iso.last() {
            for a in args {
                let seen = scope.defs.get(a.name.name).map(|d| d.pos).or_else(|| {
                    scope
                        .forward
                        .iter()
                        .filter(|((n, _), _)| *n == a.name.name)
                        .map(|(_, f)| f.pos)
                        .min()
                });
                if let Some(prev) = seen {
                    return self.err_note(
                        a.name.pos,
                        format!("region entry argument '%{}' is already in use", a.name.name),
                        prev,
                        "previously referenced here",
                    );
                }
            }
        }
        self.push_region_scope(isolated);
        let mut entry: Option<BlockId> = None;
        if !args.is_empty() {
            let b = self.m.create_block();
            self.m.append_block(r, b);
            for a in args {
                // Without `loc(...)` an argument is located at its name, as in MLIR.
                let loc = a.loc.clone().unwrap_or_else(|| self.loc_at(a.name.pos));
                let v = self.m.add_block_arg(b, a.ty, Some(loc));
                self.define(a.name, v, 1)?;
            }
            entry = Some(b);
        }
        // Ops before the first label belong to the entry block.
        if !self.looking_at("}") && !self.looking_at("^") {
            let b = match entry {
                Some(b) => b,
                None => {
                    let b = self.m.create_block();
                    self.m.append_block(r, b);
                    b
                }
            };
            self.block_body(b)?;
            entry = Some(b);
        } else if self.looking_at("^") && entry.is_some() {
            return self.err("invalid block name in region with named arguments");
        }
        while self.looking_at("^") {
            self.block_def(r)?;
        }
        self.expect("}")?;
        let _ = entry;
        self.pop_region_scope(isolated)?;
        self.leave();
        Ok(r)
    }

    fn block_def(&mut self, r: crate::ir::RegionId) -> PResult<()> {
        let pos = self.here();
        self.expect("^")?;
        let Some(name) = self.suffix_id() else {
            return self.err_at(pos, "expected block name");
        };
        let scope = self.block_scopes.last_mut().unwrap();
        let b = match scope.blocks.get_mut(name) {
            Some((b, defined, _)) => {
                if *defined {
                    return self.err_at(pos, format!("redefinition of block '^{name}'"));
                }
                *defined = true;
                *b
            }
            None => {
                let b = self.m.create_block();
                scope.blocks.insert(name, (b, true, pos));
                b
            }
        };
        self.m.append_block(r, b);
        if self.eat("(") {
            self.comma_list_until(")", |p| {
                let n = p.operand_ref()?;
                p.expect(":")?;
                let ty = p.parse_type()?;
                let loc = p.opt_trailing_loc()?;
                let v = p.m.add_block_arg(b, ty, None);
                let l = loc.unwrap_or_else(|| p.loc_at(n.pos));
                p.set_value_loc(v, l);
                p.define(n, v, 1)
            })?;
        }
        self.expect(":")?;
        self.block_body(b)
    }

    fn block_body(&mut self, b: BlockId) -> PResult<()> {
        while !self.looking_at("}") && !self.looking_at("^") {
            // At the end of input this reports "expected operation name in quotes", as MLIR.
            let op = self.operation()?;
            self.m.insert_op(crate::ir::InsertPoint::BlockEnd(b), op);
        }
        Ok(())
    }

    // ---- top level ---------------------------------------------------------------------------

    /// Parses a whole buffer into a module.
    pub fn parse_module(mut self) -> Result<Module, Diagnostic> {
        match self.module_inner() {
            Ok(()) => Ok(self.m),
            Err(e) => Err(self.diagnostic(&e)),
        }
    }

    fn module_inner(&mut self) -> PResult<()> {
        self.push_region_scope(true);
        let region = self.m.new_region();
        let block = self.m.create_block();
        self.m.append_block(region, block);
        self.default_dialect.push("builtin");
        loop {
            self.skip_ws();
            if self.at_end() {
                break;
            }
            if self.looking_at("{-#") {
                self.skip_resources()?;
                continue;
            }
            let c = self.peek();
            if c == b'#' || c == b'!' {
                self.alias_def()?;
                continue;
            }
            let op = self.operation()?;
            self.m
                .insert_op(crate::ir::InsertPoint::BlockEnd(block), op);
        }
        self.default_dialect.pop();
        self.pop_region_scope(true)?;
        self.resolve_deferred_locs()?;
        let ops: Vec<_> = self.m.block_ops(block).collect();
        if ops.len() == 1 && self.m.op(ops[0]).kind == crate::dialects::OpKind::Module {
            self.m.unlink_op(ops[0]);
            self.m.top = Some(ops[0]);
        } else {
            let name = self.m.sym("builtin.module");
            let (line, col) = self.implicit_module_pos;
            let loc = Location::FileLineCol {
                file: self.file,
                line,
                col,
            };
            let top = self.m.create_op(crate::ir::OpSpec {
                kind: crate::dialects::OpKind::Module,
                name,
                operands: vec![],
                result_types: vec![],
                props: vec![],
                attrs: vec![],
                regions: vec![region],
                successors: vec![],
                loc,
            });
            self.m.top = Some(top);
        }
        Ok(())
    }

    fn skip_resources(&mut self) -> PResult<()> {
        let p = self.here();
        match self.src[self.pos..].find("#-}") {
            Some(i) => {
                self.pos += i + 3;
                Ok(())
            }
            None => self.err_at(p, "expected '#-}' to end dialect resources"),
        }
    }

    fn alias_def(&mut self) -> PResult<()> {
        self.skip_ws();
        let pos = self.pos;
        let sigil = self.b[self.pos];
        self.pos += 1;
        let Some(name) = self.suffix_id() else {
            return self.err_at(pos, "expected alias name");
        };
        self.expect("=")?;
        if sigil == b'!' {
            if self.type_aliases.contains_key(name) {
                return self.err_at(pos, format!("redefinition of type alias id '{name}'"));
            }
            let t = self.parse_type()?;
            self.type_aliases.insert(name, t);
        } else {
            if self.attr_aliases.contains_key(name) || self.loc_aliases.contains_key(name) {
                return self.err_at(pos, format!("redefinition of attribute alias id '{name}'"));
            }
            if self.looking_at("loc(") {
                let l = self.location()?;
                self.loc_aliases.insert(name, l);
            } else {
                let a = self.parse_attr()?;
                self.attr_aliases.insert(name, a);
            }
        }
        Ok(())
    }

    /// Parses `loc(...)`.
    pub fn location(&mut self) -> PResult<Location> {
        self.expect_keyword("loc")?;
        self.expect("(")?;
        let l = self.location_body()?;
        self.expect(")")?;
        Ok(l)
    }

    fn location_body(&mut self) -> PResult<Location> {
        self.enter()?;
        let r = self.location_body_inner();
        self.leave();
        r
    }

    fn location_body_inner(&mut self) -> PResult<Location> {
        if self.eat_keyword("unknown") {
            return Ok(Location::Unknown);
        }
        if self.looking_at("#") {
            let p = self.here();
            self.pos += 1;
            let name = self.suffix_id().unwrap_or("");
            return match self.loc_aliases.get(name) {
                Some(l) => Ok(l.clone()),
                None => self.err_at(p, format!("undefined location alias '#{name}'")),
            };
        }
        if self.eat_keyword("callsite") {
            self.expect("(")?;
            let callee = self.location_body()?;
            self.expect_keyword("at")?;
            let caller = self.location_body()?;
            self.expect(")")?;
            return Ok(Location::CallSite(Box::new((callee, caller))));
        }
        if self.eat_keyword("fused") {
            let mut meta = None;
            if self.eat("<") {
                let s = self.here();
                let _ = self.parse_attr()?;
                meta = Some(self.src[s..self.pos].to_string());
                self.expect(">")?;
            }
            self.expect("[")?;
            let mut locs = Vec::new();
            self.comma_list_until("]", |p| {
                locs.push(p.location_body()?);
                Ok(())
            })?;
            return Ok(Location::Fused(Box::new((locs, meta))));
        }
        if self.peek() == b'"' {
            let s = self.string_lit()?;
            if self.eat(":") {
                let line = self.uint_lit()? as u32;
                self.expect(":")?;
                let col = self.uint_lit()? as u32;
                let file = self.m.sym(&s);
                if self.eat_keyword("to") {
                    // `"f":l:c to :ec` or `"f":l:c to el:ec`.
                    let end_line = if self.eat(":") {
                        line
                    } else {
                        let el = self.uint_lit()? as u32;
                        self.expect(":")?;
                        el
                    };
                    let end_col = self.uint_lit()? as u32;
                    return Ok(Location::Range(Box::new((
                        file, line, col, end_line, end_col,
                    ))));
                }
                return Ok(Location::FileLineCol { file, line, col });
            }
            let child = if self.eat("(") {
                let c = self.location_body()?;
                self.expect(")")?;
                Some(c)
            } else {
                None
            };
            return Ok(Location::Name(Box::new((s, child))));
        }
        self.err("expected location instance")
    }

    /// Parses an optional trailing `loc(...)`, deferring `#loc` aliases defined later.
    pub fn opt_trailing_loc(&mut self) -> PResult<Option<Location>> {
        if !self.looking_at("loc(") {
            return Ok(None);
        }
        // Fast path for a forward alias reference `loc(#locN)`.
        let save = self.pos;
        self.pos += 4;
        self.skip_ws();
        if self.b.get(self.pos) == Some(&b'#') {
            let p = self.pos;
            self.pos += 1;
            let name = self.suffix_id().unwrap_or("");
            if !self.loc_aliases.contains_key(name) {
                self.expect(")")?;
                // Marked for later resolution by the caller through `defer_loc`.
                self.pending_alias = Some((name, p));
                return Ok(Some(Location::Unknown));
            }
        }
        self.pos = save;
        Ok(Some(self.location()?))
    }

    fn set_value_loc(&mut self, v: ValueId, l: Location) {
        if let Some((name, p)) = self.pending_alias.take() {
            self.deferred_locs.push((LocTarget::Value(v), name, p));
        }
        self.m.set_value_loc(v, Some(l));
    }

    fn resolve_deferred_locs(&mut self) -> PResult<()> {
        for (target, name, p) in std::mem::take(&mut self.deferred_locs) {
            let Some(l) = self.loc_aliases.get(name).cloned() else {
                return self.err_at(p, format!("undefined location alias '#{name}'"));
            };
            match target {
                LocTarget::Op(o) => self.m.op_mut(o).loc = l,
                LocTarget::Value(v) => self.m.set_value_loc(v, Some(l)),
            }
        }
        Ok(())
    }
}

/// Parses `text` as a module named `t.mlir`, panicking on a syntax error (unit tests).
#[cfg(test)]
pub(crate) fn test_module(text: &str) -> crate::ir::Module {
    Parser::new(text, "t.mlir", 1)
        .parse_module()
        .expect("parses")
}
