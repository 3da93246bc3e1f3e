//! `vector.print`, printing exactly what mlir-runner prints for the op lowered by
//! `convert-vector-to-llvm`: through the runner utilities (`printI64`, `printU64`,
//! `printF32`, `printF64`, `printOpen`/`printComma`/`printClose`, `printNewline`,
//! `printString`). Signless and signed integers print sign-extended, except `i1` (0 or 1);
//! unsigned integers and `index` print unsigned; vectors print as nested `( a, b )` lists;
//! a value is followed by its punctuation (a newline unless stated otherwise), the
//! `punctuation` forms print only their punctuation and `str` only its string.

use super::vreduce::enum_keyword;
use super::{op_error, Frame, IResult, Interp};
use crate::ir::{Attribute, OpId, Signedness, TypeData, TypeId};
use bufjit_runtime::runner_utils as ru;

/// How the elements of a printed value are printed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Printer {
    /// `printI64` of the value sign-extended from `bits`.
    Signed(u32),
    /// `printU64` (zero-extended).
    Unsigned,
    /// `printF32`.
    F32,
    /// `printF64`.
    F64,
    /// `printF64` of the exact value of a small float's bits (its runtime code), as MLIR's
    /// `printApFloat` prints.
    Small(u64),
}

impl Printer {
    fn of(m: &crate::ir::Module, t: TypeId) -> Option<Printer> {
        Some(match m.ty(t) {
            TypeData::Index => Printer::Unsigned,
            TypeData::Integer { width: 1, .. } => Printer::Unsigned,
            TypeData::Integer {
                signedness: Signedness::Unsigned,
                ..
            } => Printer::Unsigned,
            TypeData::Integer { width, .. } if *width <= 64 => Printer::Signed(*width),
            TypeData::Float(k) if k.keyword() == "f32" => Printer::F32,
            TypeData::Float(k) if k.keyword() == "f64" => Printer::F64,
            TypeData::Float(k) if k.small_code().is_some() => Printer::Small(k.small_code()?),
            _ => return None,
        })
    }

    fn print(self, v: &super::Val) {
        match self {
            Printer::Signed(bits) => ru::printI64(super::value::sext(v.bits(), bits)),
            Printer::Unsigned => ru::printU64(v.bits()),
            Printer::F32 => ru::printF32(v.float() as f32),
            Printer::F64 => ru::printF64(v.float()),
            Printer::Small(code) => {
                ru::printF64(crate::semantics::minifloat::decode_code(v.bits(), code))
            }
        }
    }
}

/// Prints `elems` of `shape` as nested lists.
fn print_nested(p: Printer, shape: &[i64], elems: &[super::Val]) {
    let Some((&n, rest)) = shape.split_first() else {
        if let Some(e) = elems.first() {
            p.print(e);
        }
        return;
    };
    let chunk = rest.iter().product::<i64>() as usize;
    ru::printOpen();
    for i in 0..n as usize {
        if i > 0 {
            ru::printComma();
        }
        print_nested(p, rest, &elems[i * chunk..(i + 1) * chunk]);
    }
    ru::printClose();
}

impl Interp<'_> {
    /// `vector.print`.
    pub fn print_op(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let punct = match m.attr(op, "punctuation") {
            Some(a) => enum_keyword(&crate::print::attr_to_string(m, a)).to_string(),
            None => "newline".to_string(),
        };
        if let Some(Attribute::String(s)) = m.attr(op, "stringLiteral") {
            let c = std::ffi::CString::new(s.as_bytes().to_vec())
                .map_err(|_| op_error(m, op, "prints a string with a NUL byte"))?;
            // SAFETY: a NUL-terminated string that outlives the call.
            unsafe { ru::printString(c.as_ptr()) };
            return Ok(());
        }
        if let Some(&src) = m.op(op).operands.first() {
            let t = m.value_type(src);
            let (elem, shape) = match m.ty(t) {
                TypeData::Vector { elem, shape, .. } => (*elem, shape.clone()),
                _ => (t, vec![]),
            };
            let p = Printer::of(m, elem)
                .ok_or_else(|| op_error(m, op, "prints a type the interpreter cannot print"))?;
            let v = self.get(f, src, op)?;
            // A 0-D vector prints as a one-element list.
            let shape = if shape.is_empty() && self.is_vector(src) {
                vec![1]
            } else {
                shape
            };
            print_nested(p, &shape, v.lanes());
        }
        match punct.as_str() {
            "newline" => ru::printNewline(),
            "open" => ru::printOpen(),
            "close" => ru::printClose(),
            "comma" => ru::printComma(),
            _ => {}
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::Val;

    #[test]
    fn nested_lists_and_signedness() {
        let out = bufjit_runtime::print::capture_string(|| {
            let v: Vec<Val> = [1u64, 0xff, 3, 4].into_iter().map(Val::Int).collect();
            print_nested(Printer::Signed(8), &[2, 2], &v);
            print_nested(Printer::Unsigned, &[4], &v);
            print_nested(Printer::F64, &[], &[Val::F64(-0.0)]);
        });
        assert_eq!(out, "( ( 1, -1 ), ( 3, 4 ) )( 1, 255, 3, 4 )-0");
    }
}
