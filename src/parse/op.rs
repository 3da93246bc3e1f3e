//! Operations: result bindings, MLIR's generic op form, dispatch to custom syntax, trailing
//! locations.

use super::{LocTarget, OperandRef, PResult, Parser};
use crate::dialects::{self, OpKind};
use crate::ir::{Location, OpId, OpSpec, TypeData};

impl<'a> Parser<'a> {
    /// An [`OpSpec`] for `kind` located at byte offset `pos`.
    pub fn spec(&mut self, kind: OpKind, pos: usize) -> OpSpec {
        let loc = self.loc_at(pos);
        OpSpec::new(&mut self.m, kind, loc)
    }

    /// Parses one operation (with its result bindings) and returns it detached.
    pub fn operation(&mut self) -> PResult<OpId> {
        let start = self.here();
        let mut bindings: Vec<(OperandRef<'a>, u32)> = Vec::new();
        if self.peek() == b'%' {
            loop {
                let r = self.operand_ref()?;
                let mut count = 1;
                if self.eat(":") {
                    let p = self.here();
                    count = self.uint_lit()? as u32;
                    if count == 0 {
                        return self
                            .err_at(p, "expected named operation to have at least 1 result");
                    }
                }
                bindings.push((r, count));
                if !self.eat(",") {
                    break;
                }
            }
            self.expect_msg("=", "expected '=' after SSA name")?;
        }
        let total: u32 = bindings.iter().map(|b| b.1).sum();
        let op_pos = self.here();
        let op = if self.peek() == b'"' {
            self.generic_op(op_pos)?
        } else {
            self.custom_op(op_pos, total as usize)?
        };
        if let Some(l) = self.opt_trailing_loc()? {
            if let Some((name, p)) = self.pending_alias.take() {
                self.deferred_locs.push((LocTarget::Op(op), name, p));
            }
            self.m.op_mut(op).loc = l;
        }
        let results = self.m.op(op).results.clone();
        if !bindings.is_empty() {
            if results.is_empty() {
                return self.err_at(start, "cannot name an operation with no results");
            }
            if total as usize != results.len() {
                return self.err_at(
                    start,
                    format!(
                        "operation defines {} results but was provided {} to bind",
                        results.len(),
                        total
                    ),
                );
            }
            let mut i = 0;
            for (r, count) in bindings {
                let first = results[i];
                i += count as usize;
                self.define(r, first, count)?;
            }
        }
        Ok(op)
    }

    fn custom_op(&mut self, pos: usize, num_results: usize) -> PResult<OpId> {
        let Some(name) = self.ident() else {
            if self.at_unexpected_char() {
                let p = self.here();
                return self.err_at(p, "unexpected character");
            }
            return self.err("expected operation name in quotes");
        };
        let mut kind = OpKind::lookup(name);
        if kind.is_none() {
            if let Some(d) = self.default_dialect.last() {
                kind = OpKind::lookup(&format!("{d}.{name}"));
            }
        }
        let Some(kind) = kind else {
            let d = self.default_dialect.last().copied().unwrap_or("");
            let tried = if d.is_empty() {
                String::new()
            } else {
                format!(" (tried '{d}.{name}' as well)")
            };
            if let Some((dialect, _)) = name.split_once('.') {
                if dialects::Dialect::lookup(dialect).is_none() {
                    return self.err_note(
                        pos,
                        format!("Dialect `{dialect}' not found for custom op '{name}' {tried}"),
                        pos,
                        &format!(
                            "Available dialects: {}",
                            dialects::Dialect::ALL
                                .iter()
                                .map(|d| d.name())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    );
                }
            }
            return self.err_at(pos, format!("custom op '{name}' is unknown{tried}"));
        };
        let spec = dialects::parse_custom(self, kind, pos, num_results)?;
        Ok(self.m.create_op(spec))
    }

    fn generic_op(&mut self, pos: usize) -> PResult<OpId> {
        let name = self.string_lit()?;
        if name.is_empty() {
            return self.err_at(pos, "empty operation name is invalid");
        }
        if name.contains('\0') {
            return self.err_at(pos, "null character not allowed in operation name");
        }
        let kind = OpKind::lookup(&name).unwrap_or(OpKind::Unregistered);
        if kind == OpKind::Unregistered && !self.allow_unregistered {
            let dialect = name.split_once('.').map(|d| d.0).unwrap_or("");
            match dialects::Dialect::lookup(dialect) {
                // e.g. `"test.source"`: an op of no known kind, with unknown effects.
                Some(d) if d.allows_unknown_operations() => {}
                Some(_) => {
                    return self.err_at(
                        pos,
                        format!(
                            "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
                        ),
                    );
                }
                None => {
                    let after = self.pos;
                    return self.err_at(
                        after,
                        "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                    );
                }
            }
        }
        self.expect("(")?;
        let mut refs = Vec::new();
        let list_pos = self.here();
        self.comma_list_until(")", |p| {
            refs.push(p.operand_ref()?);
            Ok(())
        })?;
        let mut successors = Vec::new();
        if self.eat("[") {
            self.comma_list_until("]", |p| {
                successors.push(p.successor()?);
                Ok(())
            })?;
        }
        let mut props = Vec::new();
        if self.looking_at("<") {
            self.pos += 1;
            props = self.parse_attr_dict()?;
            self.expect(">")?;
        }
        let mut regions = Vec::new();
        if self.eat("(") {
            let isolated = kind.is_isolated_from_above();
            let dd = dialects::default_dialect_for(kind);
            if let Some(d) = dd {
                self.default_dialect.push(d);
            }
            self.comma_list_until(")", |p| {
                regions.push(p.region(&[], isolated)?);
                Ok(())
            })?;
            if dd.is_some() {
                self.default_dialect.pop();
            }
        }
        let mut attrs = self.opt_attr_dict()?;
        // Inherent attributes written among the discardable ones become properties.
        if kind != crate::dialects::OpKind::Unregistered
            && attrs.iter().any(|a| dialects::is_inherent(kind, &a.name))
        {
            let (inherent, rest): (Vec<_>, Vec<_>) = attrs
                .into_iter()
                .partition(|a| dialects::is_inherent(kind, &a.name));
            attrs = rest;
            for a in inherent {
                if !props.iter().any(|p| p.name == a.name) {
                    props.push(a);
                }
            }
        }
        self.expect_msg(":", "expected ':' followed by operation type")?;
        let tp = self.here();
        let fty = self.parse_type()?;
        let TypeData::Function { inputs, results } = self.m.ty(fty).clone() else {
            return self.err_at(tp, "expected function type");
        };
        let operands = self.resolve_all(&refs, &inputs, list_pos)?;
        if let Some(bad) = dialects::bad_property(kind, &props) {
            let mut sorted = props.clone();
            sorted.sort_by(|a, b| a.name.cmp(&b.name));
            let value = props
                .iter()
                .find(|p| p.name == bad)
                .map(|p| p.value.clone());
            let dict = crate::print::attr_to_string(&self.m, &crate::ir::Attribute::Dict(sorted));
            let value = value.map_or(String::new(), |v| crate::print::attr_to_string(&self.m, &v));
            return self.err_at(
                pos,
                format!(
                    "invalid properties {dict} for op {name}: Invalid attribute `{bad}` in property conversion: {value}"
                ),
            );
        }
        let name = self.m.sym(&name);
        let loc: Location = self.loc_at(pos);
        let spec = OpSpec {
            kind,
            name,
            operands,
            result_types: results,
            props,
            attrs,
            regions,
            successors,
            loc,
        };
        Ok(self.m.create_op(spec))
    }
}
