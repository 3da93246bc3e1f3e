//! The `dlti` dialect's data-layout attributes, `#dlti.dl_spec<...>` and `#dlti.dl_entry<...>`:
//! they parse in both spellings MLIR accepts and print in mlir-opt 22's canonical form, and
//! [`index_bitwidth`] answers the one data-layout query bufjit's passes make (the width of
//! `index`, which `promote-buffers-to-stack` needs to size an allocation, as MLIR's
//! `DataLayout::closest(op)` does).
//!
//! ```mlir
//! #dlti.dl_spec<#dlti.dl_entry<index, 32>>   prints as   #dlti.dl_spec<index = 32 : i64>
//! ```

use crate::ir::{Attribute, Module, OpId};
use crate::parse::{PResult, Parser};
use crate::print::{attr_to_string, type_to_string};

/// The attribute name under which an op (a module) carries its data layout.
pub const SPEC_ATTR: &str = "dlti.dl_spec";

/// An entry's key, printed: a type, or a string identifier.
fn key(p: &mut Parser<'_>) -> PResult<String> {
    if p.looking_at("\"") {
        let s = p.string_lit()?;
        Ok(attr_to_string(&p.m, &Attribute::String(s)))
    } else {
        let t = p.parse_type()?;
        Ok(type_to_string(&p.m, t))
    }
}

/// `KEY = VALUE` inside a `dl_spec`, or a nested `#dlti.dl_entry<KEY, VALUE>`: the printed
/// key and value.
fn spec_entry(p: &mut Parser<'_>) -> PResult<(String, String)> {
    if p.eat("#dlti.dl_entry") {
        return entry_body(p);
    }
    let k = key(p)?;
    p.expect("=")?;
    let v = p.parse_attr()?;
    Ok((k, attr_to_string(&p.m, &v)))
}

/// `<KEY, VALUE>` of a `dl_entry`.
fn entry_body(p: &mut Parser<'_>) -> PResult<(String, String)> {
    p.expect("<")?;
    let k = key(p)?;
    p.expect(",")?;
    let v = p.parse_attr()?;
    p.expect(">")?;
    Ok((k, attr_to_string(&p.m, &v)))
}

/// Parses the body of `#dlti.<mnemonic>` (the `#dlti.mnemonic` is consumed) into the
/// canonical text mlir-opt prints; `None` for mnemonics this file does not know.
pub fn parse_attr(p: &mut Parser<'_>, mnemonic: &str) -> PResult<Option<Attribute>> {
    let text = match mnemonic {
        "dl_entry" => {
            let (key, value) = entry_body(p)?;
            format!("#dlti.dl_entry<{key}, {value}>")
        }
        "dl_spec" => {
            // (MLIR reports a repeated key at the mnemonic.)
            let at = p.here() - mnemonic.len();
            p.expect("<")?;
            let mut entries: Vec<(String, String)> = Vec::new();
            p.comma_list_until(">", |p| {
                entries.push(spec_entry(p)?);
                Ok(())
            })?;
            for (i, (k, _)) in entries.iter().enumerate() {
                if entries[..i].iter().any(|(seen, _)| seen == k) {
                    return p.err_at(at, format!("repeated DLTI key: {k}"));
                }
            }
            let printed: Vec<String> = entries.iter().map(|(k, v)| format!("{k} = {v}")).collect();
            format!("#dlti.dl_spec<{}>", printed.join(", "))
        }
        _ => return Ok(None),
    };
    Ok(Some(Attribute::Opaque(text)))
}

/// The bit width of `index` under the data layout closest to `op` (the innermost enclosing op,
/// `op` included, with a `dlti.dl_spec` holding an `index` entry); 64 without one.
pub fn index_bitwidth(m: &Module, op: OpId) -> u64 {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if let Some(Attribute::Opaque(spec)) = m.attr(o, SPEC_ATTR) {
            if let Some(bits) = spec_index_entry(spec) {
                return bits;
            }
        }
        cur = m.parent_op(o);
    }
    64
}

/// The value of the `index = N : iK` entry of a printed `dl_spec`.
fn spec_index_entry(spec: &str) -> Option<u64> {
    let body = spec.strip_prefix("#dlti.dl_spec<")?.strip_suffix('>')?;
    body.split(", ").find_map(|e| {
        let value = e.strip_prefix("index = ")?;
        value.split(" : ").next()?.parse().ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_entry_is_found_among_others() {
        let spec = "#dlti.dl_spec<\"dlti.endianness\" = \"big\", index = 32 : i64>";
        assert_eq!(spec_index_entry(spec), Some(32));
        assert_eq!(spec_index_entry("#dlti.dl_spec<>"), None);
    }

    #[test]
    fn both_spellings_print_canonically_and_answer_the_query() {
        let src = "module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 16>>} {\n\
                   module attributes {dlti.dl_spec = #dlti.dl_spec<index = 8 : i32>} {\n\
                   func.func @f() { return }\n}\n func.func @g() { return }\n}\n";
        let m = Parser::new(src, "t.mlir", 1)
            .parse_module()
            .expect("parses");
        let text = crate::print::print_module(&m, Default::default());
        assert!(text.contains("#dlti.dl_spec<index = 16 : i64>"), "{text}");
        assert!(text.contains("#dlti.dl_spec<index = 8 : i32>"), "{text}");
        let find = |name: &str| {
            let mut found = None;
            m.walk_nested(m.top.expect("module"), &mut |o| {
                if crate::dialects::func::sym_name(&m, o) == Some(name) {
                    found = Some(o);
                }
            });
            found.expect("function")
        };
        assert_eq!(index_bitwidth(&m, find("f")), 8);
        assert_eq!(index_bitwidth(&m, find("g")), 16);
    }
}
