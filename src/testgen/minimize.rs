//! Test-case reduction for failing programs: repeatedly deletes an op (whole region ops
//! included) whose results are unused and that writes no memory, turns `cf.cond_br` into `cf.br` to one side (its other
//! block then goes), and drops unused functions, keeping each step only if the program still
//! verifies and still fails the same way. Works on the IR and prints it back, so every
//! candidate is a well-formed module.

use crate::dialects::Dialect;
use crate::dialects::OpKind;
use crate::ir::{Module, OpId};
use crate::parse::Parser;

fn parse(text: &str) -> Option<Module> {
    let m = Parser::new(text, "min.mlir", 1).parse_module().ok()?;
    crate::verify::verify(&m).ok()?;
    Some(m)
}

fn print(m: &Module) -> String {
    crate::print::print_module(m, Default::default())
}

/// Candidate ops to delete, innermost last (so deleting from the back removes users first).
fn candidates(m: &Module) -> Vec<OpId> {
    let mut out = Vec::new();
    let Some(top) = m.top else { return out };
    m.walk_nested(top, &mut |o| {
        if o == top {
            return;
        }
        let d = m.op(o);
        let terminator = d.parent.is_some_and(|b| m.terminator(b) == Some(o));
        if terminator && d.kind != OpKind::CondBr {
            return;
        }
        if d.kind == OpKind::Func {
            let name = crate::codegen::module::sym_name(m, o);
            if name == "main" {
                return;
            }
        }
        out.push(o);
    });
    out
}

/// Non-entry blocks no branch reaches, whose values are used only inside them.
fn dead_blocks(m: &Module) -> Vec<crate::ir::BlockId> {
    let mut targets = rustc_hash::FxHashSet::default();
    let mut blocks = Vec::new();
    let Some(top) = m.top else { return blocks };
    m.walk_nested(top, &mut |o| {
        targets.extend(m.op(o).successors.iter().copied());
        for &r in &m.op(o).regions {
            blocks.extend(m.region_blocks(r).skip(1));
        }
    });
    blocks.retain(|b| {
        !targets.contains(b)
            && m.block_ops(*b).all(|o| {
                m.op(o).results.iter().all(|&r| {
                    m.value(r)
                        .uses
                        .iter()
                        .all(|u| m.op(u.op).parent == Some(*b))
                })
            })
    });
    blocks
}

/// The number of edits [`edit`] can try on `text`.
fn edit_count(text: &str) -> usize {
    parse(text)
        .map(|m| candidates(&m).len() + dead_blocks(&m).len())
        .unwrap_or(0)
}

/// True if `op` or an op nested in it writes memory. The minimiser keeps those: deleting a
/// write would let the program read uninitialized memory, whose garbage can make any
/// program "fail".
fn writes(m: &Module, op: OpId) -> bool {
    let mut found = false;
    m.walk_nested(op, &mut |o| {
        let d = m.op(o);
        found |= matches!(d.kind, OpKind::Store | OpKind::Copy | OpKind::AtomicRmw)
            || d.kind.dialect() == Dialect::Linalg
            || m.op_name(o) == "affine.store";
    });
    found
}

/// Tries one edit on a fresh copy; returns the edited text if the edit applied.
fn edit(text: &str, index: usize) -> Option<String> {
    let mut m = parse(text)?;
    let ops = candidates(&m);
    if index >= ops.len() {
        let b = *dead_blocks(&m).get(index - ops.len())?;
        let inner: Vec<OpId> = m.block_ops(b).collect();
        for o in inner.into_iter().rev() {
            m.erase_op(o);
        }
        m.erase_block(b);
        return Some(print(&m));
    }
    let o = ops[index];
    let d = m.op(o).clone();
    if d.kind == OpKind::CondBr {
        // Keep the true side: `cf.br ^t(args)`.
        let args = crate::dialects::cf::successor_operands(&m, o, 0);
        let mut spec = crate::ir::OpSpec::new(&mut m, OpKind::Br, d.loc.clone());
        spec.operands = args;
        spec.successors = vec![d.successors[0]];
        m.insert_new_op(crate::ir::InsertPoint::Before(o), spec);
        m.erase_op(o);
        return Some(print(&m));
    }
    if d.results.iter().any(|&r| m.has_uses(r)) || (d.kind != OpKind::Func && writes(&m, o)) {
        return None;
    }
    if d.kind == OpKind::Func {
        let name = crate::codegen::module::sym_name(&m, o);
        let text = print(&m);
        let refs =
            text.matches(&format!("@{name}(")).count() + text.matches(&format!("@{name} ")).count();
        if refs > 1 {
            return None;
        }
    }
    m.erase_op(o);
    Some(print(&m))
}

/// Shrinks `text` while `fails` holds (and the program verifies). `fails` is called on
/// every candidate; the smallest failing program found is returned.
pub fn minimize(text: &str, fails: &mut dyn FnMut(&str) -> bool) -> String {
    let mut best = text.to_string();
    if parse(&best).is_none() {
        return best;
    }
    loop {
        let n = edit_count(&best);
        let mut changed = false;
        let mut i = n;
        while i > 0 {
            i -= 1;
            let Some(cand) = edit(&best, i) else { continue };
            if cand.len() < best.len() + 1 && parse(&cand).is_some() && fails(&cand) {
                best = cand;
                changed = true;
            }
        }
        if !changed {
            return best;
        }
    }
}
