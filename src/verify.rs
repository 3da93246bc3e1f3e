//! The verifier: structural invariants every pass may rely on, with mlir-opt's messages.
//!
//! Checked here, for every op: successors only on the last op of a block and their operands
//! matching the target's block arguments (count and types); entry blocks without
//! predecessors; every block of an op that needs terminators ending in one; SSA dominance (a
//! use is dominated by its definition, including uses from nested regions; unreachable blocks
//! and graph regions exempt); symbol uniqueness per symbol table. Per-op rules (types,
//! operand counts, callee checks) are in [`crate::dialects::verify_op`].

use crate::analysis::dominance::DomTree;
use crate::diag::{resolve, Diagnostic};
use crate::dialects::{self, OpKind};
use crate::ir::{Attribute, Module, OpId, RegionId, ValueDef};
use rustc_hash::FxHashMap;

/// Verifies a module, returning the errors found (in op order).
pub fn verify(m: &Module) -> Result<(), Vec<Diagnostic>> {
    let Some(top) = m.top else { return Ok(()) };
    OpTreeVerifier::new(m).verify(m, top)
}

/// Verifies ops one tree at a time against a symbol table built once: checking each function
/// of a module as it is finished costs the function's size, not the module's.
pub struct OpTreeVerifier {
    symbols: dialects::SymbolTable,
    /// Position of each op in its block, for the ops of the tree being verified (indexed by
    /// op; entries of other ops are stale).
    order: Vec<u32>,
}

impl OpTreeVerifier {
    /// A verifier for the module's top-level symbols as they are now.
    pub fn new(m: &Module) -> Self {
        OpTreeVerifier {
            symbols: dialects::symbol_table(m),
            order: Vec::new(),
        }
    }

    /// Adds a top-level symbol created after [`OpTreeVerifier::new`].
    pub fn add_symbol(&mut self, name: &str, op: OpId) {
        self.symbols.entry(name.to_string()).or_insert(op);
    }

    /// Verifies `root` and everything nested in it, returning the errors found (in op order).
    pub fn verify(&mut self, m: &Module, root: OpId) -> Result<(), Vec<Diagnostic>> {
        let mut ops = vec![root];
        m.walk_nested(root, &mut |o| ops.push(o));
        if self.order.len() < m.ops.len() {
            self.order.resize(m.ops.len(), 0);
        }
        for &o in &ops {
            for &r in &m.op(o).regions {
                for b in m.region_blocks(r) {
                    for (i, x) in m.block_ops(b).enumerate() {
                        self.order[x.index()] = i as u32;
                    }
                }
            }
        }
        let mut v = Verifier {
            m,
            errors: Vec::new(),
            order: std::mem::take(&mut self.order),
            doms: FxHashMap::default(),
            symbols: std::mem::take(&mut self.symbols),
        };
        for &op in &ops {
            v.verify_op(op);
            if !v.errors.is_empty() {
                break;
            }
        }
        self.order = v.order;
        self.symbols = v.symbols;
        if v.errors.is_empty() {
            Ok(())
        } else {
            Err(v.errors)
        }
    }
}

struct Verifier<'m> {
    m: &'m Module,
    errors: Vec<Diagnostic>,
    order: Vec<u32>,
    doms: FxHashMap<RegionId, DomTree>,
    symbols: dialects::SymbolTable,
}

/// An error on an op: `'name' op message`.
pub fn op_error(m: &Module, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    Diagnostic::on_op(m, op, format!("'{}' op {}", m.op_name(op), msg.as_ref()))
}

impl Verifier<'_> {
    fn verify_op(&mut self, op: OpId) {
        let m = self.m;
        let d = m.op(op);
        // Successors.
        if !d.successors.is_empty() {
            if d.next.is_some() {
                self.errors.push(Diagnostic::on_op(
                    m,
                    op,
                    "operation with block successors must terminate its parent block",
                ));
                return;
            }
            for (i, &s) in d.successors.iter().enumerate() {
                if m.block(s).parent != d.parent.and_then(|b| m.block(b).parent) {
                    self.errors
                        .push(op_error(m, op, "branching to block of a different region"));
                    return;
                }
                if d.kind != OpKind::Unregistered {
                    let ops = dialects::cf::successor_operands(m, op, i);
                    let args = &m.block(s).args;
                    if ops.len() != args.len() {
                        self.errors.push(Diagnostic::on_op(
                            m,
                            op,
                            format!(
                                "branch has {} operands for successor #{}, but target block has {}",
                                ops.len(),
                                i,
                                args.len()
                            ),
                        ));
                        return;
                    }
                    for (j, (&o, &a)) in ops.iter().zip(args).enumerate() {
                        if m.value_type(o) != m.value_type(a) {
                            self.errors.push(Diagnostic::on_op(
                                m,
                                op,
                                format!("type mismatch for bb argument #{j} of successor #{i}"),
                            ));
                            return;
                        }
                    }
                }
            }
        }
        // Regions: entry predecessors, terminators.
        for &r in &d.regions {
            if let Some(entry) = m.entry_block(r) {
                let has_pred = m.region_blocks(r).any(|b| {
                    m.terminator(b)
                        .is_some_and(|t| m.op(t).successors.contains(&entry))
                });
                if has_pred {
                    self.errors.push(Diagnostic::at(
                        m,
                        &d.loc,
                        "entry block of region may not have predecessors",
                    ));
                    return;
                }
            }
            if needs_terminator(d.kind) {
                for b in m.region_blocks(r) {
                    let last = m.terminator(b);
                    // A successor-carrying op in the middle of the block is reported by that
                    // op's own check, as MLIR does, instead of a missing terminator.
                    if m.block_ops(b)
                        .any(|o| !m.op(o).successors.is_empty() && Some(o) != last)
                    {
                        continue;
                    }
                    // Unregistered ops may be terminators.
                    let ok = last.is_some_and(|t| {
                        let k = m.op(t).kind;
                        k.is_terminator() || k == OpKind::Unregistered
                    });
                    if !ok {
                        let diag = match last {
                            Some(t) => Diagnostic::on_op(
                                m,
                                t,
                                format!(
                                    "block with no terminator, has {}",
                                    crate::print::op_to_generic_string(m, t)
                                ),
                            ),
                            None => Diagnostic::on_op(
                                m,
                                op,
                                "empty block: expect at least a terminator",
                            ),
                        };
                        self.errors.push(diag);
                        return;
                    }
                }
            }
        }
        // Symbol tables.
        if matches!(d.kind, OpKind::Module) {
            self.verify_symbols(op);
        }
        // Dominance of operands.
        for (i, &v) in d.operands.iter().enumerate() {
            if let Some(diag) = self.check_dominance(op, i, v) {
                self.errors.push(diag);
                return;
            }
        }
        if let Err(e) = dialects::verify_op(m, op, &self.symbols) {
            self.errors.push(e);
        }
    }

    fn verify_symbols(&mut self, module: OpId) {
        let m = self.m;
        let mut seen: FxHashMap<String, OpId> = FxHashMap::default();
        for &r in &m.op(module).regions {
            for b in m.region_blocks(r) {
                for o in m.block_ops(b) {
                    if let Some(Attribute::String(name)) = m.attr(o, "sym_name") {
                        if let Some(&prev) = seen.get(name) {
                            let note = resolve(m, &m.op(prev).loc);
                            self.errors.push(
                                Diagnostic::on_op(
                                    m,
                                    o,
                                    format!("redefinition of symbol named '{name}'"),
                                )
                                .with_note(note, "see existing symbol definition here"),
                            );
                        } else {
                            seen.insert(name.clone(), o);
                        }
                    }
                }
            }
        }
    }

    fn dom(&mut self, r: RegionId) -> &DomTree {
        let m = self.m;
        self.doms.entry(r).or_insert_with(|| DomTree::compute(m, r))
    }

    /// Checks that value `v`, operand `index` of `user`, dominates the use.
    fn check_dominance(
        &mut self,
        user: OpId,
        index: usize,
        v: crate::ir::ValueId,
    ) -> Option<Diagnostic> {
        let m = self.m;
        let def_block = m.value_block(v)?;
        let def_region = m.block(def_block).parent?;
        let owner = m.region(def_region).parent?;
        // Find the ancestor of `user` directly inside the defining region.
        let mut anc = Some(user);
        while let Some(a) = anc {
            let in_def_region = m
                .op(a)
                .parent
                .is_some_and(|b| m.block(b).parent == Some(def_region));
            if in_def_region {
                break;
            }
            anc = m.parent_op(a);
        }
        let Some(anc) = anc else {
            // The use is not nested in the defining region (a sibling or child region).
            let def_op = m.defining_op(v);
            let inside_user = {
                let mut p = def_op.and_then(|d| m.parent_op(d));
                while let Some(o) = p {
                    if o == user {
                        break;
                    }
                    p = m.parent_op(o);
                }
                p.is_some()
            };
            let note_where = if inside_user {
                "op in a child region"
            } else {
                "op is neither in a parent nor in a child region"
            };
            let d = Diagnostic::on_op(
                m,
                user,
                format!("operand #{index} does not dominate this use"),
            );
            return Some(match def_op {
                Some(dop) => d.with_note(
                    resolve(m, &m.op(dop).loc),
                    format!("operand defined here ({note_where})"),
                ),
                None => block_arg_note(m, user, v, d),
            });
        };
        // Graph regions (module bodies, unregistered ops) impose no order within them.
        if !is_ssacfg(m.op(owner).kind) {
            return None;
        }
        let use_block = m.op(anc).parent?;
        let def_op = match m.value(v).def {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        };
        let dominated = if use_block == def_block {
            match def_op {
                None => true,
                Some(d) => d != anc && self.order[d.index()] < self.order[anc.index()],
            }
        } else {
            let dt = self.dom(def_region);
            !dt.is_reachable(use_block) || dt.dominates(def_block, use_block)
        };
        if dominated {
            return None;
        }
        let note_where = if use_block == def_block {
            "op in the same block"
        } else if anc == user {
            "op in the same region"
        } else {
            "op in a parent region"
        };
        let mut d = Diagnostic::on_op(
            m,
            user,
            format!("operand #{index} does not dominate this use"),
        );
        if let Some(dop) = def_op {
            d = d.with_note(
                resolve(m, &m.op(dop).loc),
                format!("operand defined here ({note_where})"),
            );
        } else {
            d = block_arg_note(m, user, v, d);
        }
        Some(d)
    }
}

/// Adds MLIR's note on a block argument that does not dominate its use by `user`: where the
/// block is (its index in its region) relative to the user's region, located at the op owning
/// the block's region.
fn block_arg_note(m: &Module, user: OpId, v: crate::ir::ValueId, d: Diagnostic) -> Diagnostic {
    let Some(arg_block) = m.value_block(v) else {
        return d;
    };
    let Some(r2) = m.block(arg_block).parent else {
        return d.with_note(None, " (block without parent)");
    };
    let loc = m
        .region(r2)
        .parent
        .map_or(crate::ir::Location::Unknown, |o| m.op(o).loc.clone());
    let index = m
        .region_blocks(r2)
        .position(|b| b == arg_block)
        .unwrap_or(0);
    let r1 = m.op(user).parent.and_then(|b| m.block(b).parent);
    // True if region `outer` properly contains region `inner`.
    let contains = |outer: RegionId, inner: Option<RegionId>| {
        let mut r = inner
            .and_then(|r| m.region(r).parent)
            .and_then(|o| m.parent_region(o));
        while let Some(x) = r {
            if x == outer {
                return true;
            }
            r = m.region(x).parent.and_then(|o| m.parent_region(o));
        }
        false
    };
    let relation = if r1 == Some(r2) {
        "in the same region"
    } else if contains(r2, r1) {
        "in a parent region"
    } else if r1.is_some_and(|r1| contains(r1, Some(r2))) {
        "in a child region"
    } else {
        "neither in a parent nor in a child region"
    };
    d.with_note(
        resolve(m, &loc),
        format!("operand defined as a block argument (block #{index} {relation})"),
    )
}

/// Ops whose regions are SSA control-flow graphs (dominance applies).
fn is_ssacfg(kind: OpKind) -> bool {
    kind != OpKind::Unregistered && !kind.has(crate::dialects::Traits::GRAPH_REGIONS)
}

/// Ops whose region blocks must end in a terminator.
fn needs_terminator(kind: OpKind) -> bool {
    kind != OpKind::Unregistered && !kind.has(crate::dialects::Traits::NO_TERMINATOR)
}
