//! SSA value and block naming, reproducing `mlir-opt`'s `SSANameState`.
//!
//! The rules (which decide every `%name` in the output): regions are numbered breadth-first
//! from the printed op; each region continues the value/argument/conflict counters its parent
//! region had *after* that parent was fully numbered, and sibling regions start from the same
//! counters. Entry-block arguments are `%argN`; other block arguments and unnamed results take
//! the next number; ops may suggest result names (`%c0`, `%alloc`), made unique with
//! `_<conflict counter>` against the names visible in enclosing regions. Blocks are `^bbN`,
//! numbered per region.

use crate::dialects;
use crate::ir::{BlockId, Module, OpId, RegionId, ValueDef, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};

/// How a value prints.
#[derive(Clone, Copy, Debug, Default)]
enum Name {
    #[default]
    Unset,
    Num(u32),
    Str(u32),
}

/// The names of every value and block under a printed op.
#[derive(Default)]
pub struct Names {
    values: Vec<Name>,
    pool: Vec<String>,
    blocks: FxHashMap<BlockId, u32>,
    /// Result group starts for ops whose results are split in named groups.
    groups: FxHashMap<OpId, Vec<u32>>,
    /// The values given a name (so [`Names::compute_into`] can reset just those).
    touched: Vec<ValueId>,
}

struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

struct Namer<'m> {
    m: &'m Module,
    names: Names,
    used: FxHashSet<String>,
    /// Pool indices of the names each open scope added to `used`.
    scope_log: Vec<Vec<u32>>,
    c: Counters,
    generic: bool,
}

impl Names {
    /// Numbers every value nested in `root`.
    pub fn compute(m: &Module, root: OpId, generic: bool) -> Names {
        let mut names = Names::default();
        names.compute_into(m, root, generic);
        names
    }

    /// Numbers every value nested in `root`, reusing this table's storage: the cost is
    /// proportional to the values under `root`, not to the module (printing one function at a
    /// time stays linear).
    pub fn compute_into(&mut self, m: &Module, root: OpId, generic: bool) {
        for v in self.touched.drain(..) {
            self.values[v.index()] = Name::Unset;
        }
        if self.values.len() < m.values.len() {
            self.values.resize(m.values.len(), Name::Unset);
        }
        self.pool.clear();
        self.blocks.clear();
        self.groups.clear();
        let mut n = Namer {
            m,
            names: std::mem::take(self),
            used: FxHashSet::default(),
            scope_log: Vec::new(),
            c: Counters {
                value: 0,
                arg: 0,
                conflict: 0,
            },
            generic,
        };
        // (region, value, arg, conflict, parent scope depth)
        let mut stack: Vec<(RegionId, u32, u32, u32, usize)> = Vec::new();
        for &r in &m.op(root).regions {
            stack.push((r, 0, 0, 0, 0));
        }
        while let Some((r, v, a, c, depth)) = stack.pop() {
            while n.scope_log.len() > depth {
                for idx in n.scope_log.pop().unwrap() {
                    n.used.remove(&n.names.pool[idx as usize]);
                }
            }
            n.scope_log.push(Vec::new());
            // With unique SSA ids (the generic form) mlir-opt never restores the counters of
            // the enclosing region: numbering continues across sibling regions.
            if !generic {
                n.c = Counters {
                    value: v,
                    arg: a,
                    conflict: c,
                };
            }
            n.number_region(r);
            let d = n.scope_log.len();
            for b in m.region_blocks(r) {
                for op in m.block_ops(b) {
                    for &child in &m.op(op).regions {
                        stack.push((child, n.c.value, n.c.arg, n.c.conflict, d));
                    }
                }
            }
        }
        *self = n.names;
    }

    /// Writes `%name` (with `#N` for members of multi-result groups) for a value.
    pub fn write_value(&self, m: &Module, v: ValueId, out: &mut String) {
        out.push('%');
        let (lead, sub) = self.group_of(m, v);
        match self.values.get(lead.index()).copied().unwrap_or_default() {
            Name::Num(n) => push_u32(out, n),
            Name::Str(i) => out.push_str(&self.pool[i as usize]),
            Name::Unset => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
        if let Some(s) = sub {
            out.push('#');
            push_u32(out, s);
        }
    }

    /// The leading value of the group `v` belongs to, and `v`'s index in it if the group has
    /// more than one member.
    fn group_of(&self, m: &Module, v: ValueId) -> (ValueId, Option<u32>) {
        let ValueDef::Result { op, index } = m.value(v).def else {
            return (v, None);
        };
        let results = &m.op(op).results;
        if results.len() == 1 {
            return (v, None);
        }
        let (start, size) = match self.groups.get(&op) {
            None => (0, results.len() as u32),
            Some(g) => {
                let i = g.partition_point(|&s| s <= index);
                let start = g[i - 1];
                let end = g.get(i).copied().unwrap_or(results.len() as u32);
                (start, end - start)
            }
        };
        if size == 1 {
            (v, None)
        } else {
            (results[start as usize], Some(index - start))
        }
    }

    /// Writes the result list of an op definition: `%a, %b:2`.
    pub fn write_results(&self, m: &Module, op: OpId, out: &mut String) {
        let results = &m.op(op).results;
        let n = results.len() as u32;
        let single = [0u32];
        let starts: &[u32] = match self.groups.get(&op) {
            Some(g) => g,
            None => &single,
        };
        for (i, &s) in starts.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let end = starts.get(i + 1).copied().unwrap_or(n);
            let lead = results[s as usize];
            out.push('%');
            match self.values[lead.index()] {
                Name::Num(x) => push_u32(out, x),
                Name::Str(x) => out.push_str(&self.pool[x as usize]),
                Name::Unset => out.push_str("<<UNKNOWN SSA VALUE>>"),
            }
            if end - s > 1 {
                out.push(':');
                push_u32(out, end - s);
            }
        }
    }

    /// The number of a block in its region (`^bbN`).
    pub fn block_number(&self, b: BlockId) -> u32 {
        self.blocks.get(&b).copied().unwrap_or(u32::MAX)
    }
}

fn push_u32(out: &mut String, n: u32) {
    use std::fmt::Write;
    let _ = write!(out, "{n}");
}

impl Namer<'_> {
    fn number_region(&mut self, r: RegionId) {
        for (i, b) in self.m.region_blocks(r).enumerate() {
            self.names.blocks.insert(b, i as u32);
            let entry = i == 0;
            let hints = match self.m.region(r).parent {
                Some(o) if entry && !self.generic => dialects::block_arg_names(self.m, o),
                _ => None,
            };
            for (ai, &arg) in self.m.block(b).args.iter().enumerate() {
                if let Some(h) = hints.as_ref().and_then(|h| h.get(ai)) {
                    self.set_name(arg, h);
                } else if entry {
                    let name = format!("arg{}", self.c.arg);
                    self.c.arg += 1;
                    self.set_name(arg, &name);
                } else {
                    self.set_number(arg);
                }
            }
            for op in self.m.block_ops(b) {
                self.number_op(op);
            }
        }
    }

    fn number_op(&mut self, op: OpId) {
        let results = &self.m.op(op).results;
        if results.is_empty() {
            return;
        }
        let mut group_starts = vec![0u32];
        if !self.generic {
            for (idx, name) in dialects::result_names(self.m, op) {
                let v = self.m.op(op).results[idx as usize];
                self.set_name(v, &name);
                if idx != 0 {
                    group_starts.push(idx);
                }
            }
        }
        let first = self.m.op(op).results[0];
        if matches!(self.names.values[first.index()], Name::Unset) {
            self.set_number(first);
        }
        if group_starts.len() > 1 {
            group_starts.sort_unstable();
            group_starts.dedup();
            self.names.groups.insert(op, group_starts);
        }
    }

    fn set_number(&mut self, v: ValueId) {
        self.names.touched.push(v);
        self.names.values[v.index()] = Name::Num(self.c.value);
        self.c.value += 1;
    }

    fn set_name(&mut self, v: ValueId, hint: &str) {
        let base = sanitize(hint);
        let name = if !self.used.contains(&base) {
            base
        } else {
            loop {
                let probe = format!("{}_{}", base, self.c.conflict);
                self.c.conflict += 1;
                if !self.used.contains(&probe) {
                    break probe;
                }
            }
        };
        let id = self.names.pool.len() as u32;
        self.used.insert(name.clone());
        self.scope_log.last_mut().unwrap().push(id);
        self.names.pool.push(name);
        self.names.touched.push(v);
        self.names.values[v.index()] = Name::Str(id);
    }
}

/// Makes a name hint a valid suffix identifier, as MLIR's `sanitizeIdentifier` does.
fn sanitize(name: &str) -> String {
    if name
        .bytes()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-'))
        && !name.starts_with(|c: char| c.is_ascii_digit())
    {
        return name.to_string();
    }
    let mut out = String::with_capacity(name.len() + 1);
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-') {
            out.push(c);
        } else if out.is_empty() || !out.ends_with('_') {
            out.push('_');
        }
    }
    out
}
