//! The `vector` dialect: MLIR's n-D vector ops (construction, extraction, shuffles, reductions,
//! contractions, masks and memory transfers). Their facts (effects, arity, required attributes,
//! default properties) are declared in the registry; this file holds their custom syntax,
//! verification and result-name hints.

use super::OpKind;
use crate::ir::OpId;
use crate::parse::{PResult, Parser};
use crate::print::Printer;

/// Parses the custom syntax of a vector op (after its name).
pub fn parse(p: &mut Parser<'_>, _kind: OpKind, pos: usize) -> PResult<crate::ir::OpSpec> {
    p.err_at(pos, "op has no custom assembly form")
}

/// Prints the custom syntax of a vector op; false means "use the generic form".
pub fn print(_pr: &mut Printer<'_>, _op: OpId) -> bool {
    false
}
