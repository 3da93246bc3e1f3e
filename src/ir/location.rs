//! Source locations attached to every operation.
//!
//! Parsed operations carry the `file:line:col` of their text unless an explicit `loc(...)`
//! overrides it; the runtime's reports point at these, so every allocation can be traced back
//! to the IR that made it. File names are interned ([`Sym`]) because every op has one.

use super::entity::Sym;

/// A location.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Location {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`.
    FileLineCol {
        /// Interned file name.
        file: Sym,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
    /// `loc("file":line:col to end_line:end_col)`: (file, line, col, end line, end col).
    Range(Box<(Sym, u32, u32, u32, u32)>),
    /// `loc("name"(child))` or `loc("name")`.
    Name(Box<(String, Option<Location>)>),
    /// `loc(fused<metadata>[a, b])`.
    Fused(Box<(Vec<Location>, Option<String>)>),
    /// `loc(callsite(callee at caller))`.
    CallSite(Box<(Location, Location)>),
}
