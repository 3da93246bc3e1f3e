//! mlir-opt-compatible text out.
//!
//! [`print_module`] reproduces `mlir-opt` 22's output byte for byte: `module {` wrapping, two-space
//! indentation, SSA names from [`names`], `^bbN` labels with predecessor comments, `#map`
//! aliases for affine maps, float formatting from [`float`], the generic form with
//! `--mlir-print-op-generic`, and trailing `loc(#locN)` with `--mlir-print-debuginfo`.
//! Dialect-specific custom syntax is printed by `crate::dialects::print_custom` using the
//! primitives of [`Printer`].

pub mod float;
pub mod names;

use crate::dialects::{self, OpKind};
use crate::ir::{
    AffineExpr, AffineMap, AffineSet, Attribute, BlockId, DenseData, Layout, Location, Module,
    NamedAttr, OpId, RegionId, Signedness, TypeData, TypeId, ValueId, DYNAMIC,
};
use names::Names;
use rustc_hash::FxHashMap;
use std::fmt::Write;

/// Printing options (mlir-opt's flags).
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debuginfo: bool,
}

/// The printer state.
pub struct Printer<'m> {
    /// The module being printed.
    pub m: &'m Module,
    /// Output buffer.
    pub out: String,
    names: Names,
    indent: usize,
    opts: PrintOptions,
    map_aliases: FxHashMap<AffineMap, usize>,
    set_aliases: FxHashMap<AffineSet, usize>,
    loc_aliases: FxHashMap<Location, usize>,
    loc_order: Vec<Location>,
    loc_top: rustc_hash::FxHashSet<Location>,
    /// During the alias dry run: locations seen, with (alias depth, first-visit order).
    collecting: Option<FxHashMap<Location, (u32, usize)>>,
    dialect_stack: Vec<&'static str>,
    /// Print every region as `{...}` (MLIR's `OpPrintingFlags::skipRegions`).
    skip_regions: bool,
}

/// Prints a whole module as mlir-opt does (including the trailing newline).
pub fn print_module(m: &Module, opts: PrintOptions) -> String {
    match m.top {
        Some(top) => print_op(m, top, opts),
        None => String::new(),
    }
}

/// Prints `top` and what is nested in it as mlir-opt prints an op on its own (aliases first,
/// then the op, a newline and, with debug info, the location aliases).
pub fn print_op(m: &Module, top: OpId, opts: PrintOptions) -> String {
    let mut p = Printer::new(m, top, opts);
    p.collect_aliases(top);
    let mut maps: Vec<(&AffineMap, usize)> = p.map_aliases.iter().map(|(k, v)| (k, *v)).collect();
    maps.sort_by_key(|x| x.1);
    let mut header = String::new();
    for (map, i) in maps {
        header.push_str(&alias_name("map", i));
        header.push_str(" = affine_map<");
        write_affine_map(&mut header, map);
        header.push_str(">\n");
    }
    let mut sets: Vec<(&AffineSet, usize)> = p.set_aliases.iter().map(|(k, v)| (k, *v)).collect();
    sets.sort_by_key(|x| x.1);
    for (set, i) in sets {
        header.push_str(&alias_name("set", i));
        header.push_str(" = affine_set<");
        write_affine_set(&mut header, set);
        header.push_str(">\n");
    }
    // Location aliases: block-argument locations are defined before the module (mlir-opt
    // prints those arguments' locations inline, so these definitions go unused), every other
    // location after it.
    let mut trailer = String::new();
    let mut loc_header = String::new();
    if opts.debuginfo {
        let order = std::mem::take(&mut p.loc_order);
        for (i, l) in order.iter().enumerate() {
            let mut s = String::new();
            p.write_loc_def(l, &mut s);
            let line = format!("{} = {}\n", alias_name("loc", i), s);
            if p.loc_top.contains(l) {
                loc_header.push_str(&line);
            } else {
                trailer.push_str(&line);
            }
        }
    }
    // Block-argument location aliases come first, then the map and set aliases.
    loc_header.push_str(&header);
    p.out = loc_header;
    p.op(top);
    p.out.push('\n');
    p.out.push_str(&trailer);
    p.out
}

/// Prints a module one top-level op at a time: [`ModuleStream::head`], then
/// [`ModuleStream::top_level_op`] for each op of the body in order, then [`ModuleStream::TAIL`].
/// The concatenation equals [`print_module`]'s text, but the module may change between pieces
/// (a function is printed as soon as its pipeline is done) and no piece needs the whole text in
/// memory. Only modules whose text has no whole-module parts qualify: no `#map`/`#set` aliases,
/// no location aliases (`--mlir-print-debuginfo`), no generic form of the module, and no
/// top-level values (functions are then named independently of each other).
pub struct ModuleStream {
    opts: PrintOptions,
    names: Names,
    head: String,
}

impl ModuleStream {
    /// What follows the last top-level op.
    pub const TAIL: &'static str = "}\n\n";

    /// A stream printer for `m` as it is now, or `None` if its text needs whole-module
    /// information. (A pipeline run between pieces must not introduce aliases: the passes
    /// that run function by function only create types from the module's own.)
    pub fn new(m: &Module, opts: PrintOptions) -> Option<ModuleStream> {
        let top = m.top?;
        if opts.debuginfo || opts.generic || m.op(top).kind != OpKind::Module {
            return None;
        }
        let body = *m.op(top).regions.first()?;
        let block = m.entry_block(body)?;
        if m.block(block).next.is_some() || !m.block(block).args.is_empty() {
            return None;
        }
        if m.block_ops(block).any(|o| !m.op(o).results.is_empty()) {
            return None;
        }
        let mut p = Printer::bare(m, opts, Names::default(), String::new());
        p.collect_aliases(top);
        if !p.map_aliases.is_empty() || !p.set_aliases.is_empty() {
            return None;
        }
        dialects::builtin::print_module_head(&mut p, top);
        p.out.push_str("{\n");
        Some(ModuleStream {
            opts,
            names: p.names,
            head: p.out,
        })
    }

    /// The text before the first top-level op (`module {` and its newline).
    pub fn head(&self) -> &str {
        &self.head
    }

    /// Appends the text of `op`, an op of the module's body, to `out`.
    pub fn top_level_op(&mut self, m: &Module, op: OpId, out: &mut String) {
        let mut names = std::mem::take(&mut self.names);
        names.compute_into(m, op, self.opts.generic);
        let mut p = Printer::bare(m, self.opts, names, std::mem::take(out));
        p.indent = 2;
        p.op(op);
        *out = p.out;
        self.names = p.names;
    }
}

/// Records a location (and the locations it is made of) with its alias depth and first-visit
/// order; returns the depth.
fn note_loc(l: &Location, seen: &mut FxHashMap<Location, (u32, usize)>) -> u32 {
    if let Some(&(d, _)) = seen.get(l) {
        return d;
    }
    let depth = match l {
        Location::Name(b) => b.1.as_ref().map(|c| note_loc(c, seen) + 1).unwrap_or(0),
        Location::Fused(b) => 1 + b.0.iter().map(|c| note_loc(c, seen)).max().unwrap_or(0),
        Location::CallSite(b) => 1 + note_loc(&b.0, seen).max(note_loc(&b.1, seen)),
        _ => 0,
    };
    let order = seen.len();
    seen.insert(l.clone(), (depth, order));
    depth
}

/// Prints one type.
pub fn type_to_string(m: &Module, t: TypeId) -> String {
    let mut s = String::new();
    write_type(m, t, &mut s, None);
    s
}

/// Prints one attribute (without aliases).
pub fn attr_to_string(m: &Module, a: &Attribute) -> String {
    let mut s = String::new();
    write_attr(m, a, &mut s, false, None);
    s
}

/// Prints a memref type's memory space attribute as the type prints it (`3`, not `3 : i64`).
pub fn memory_space_to_string(m: &Module, a: &Attribute) -> String {
    let mut s = String::new();
    write_attr(m, a, &mut s, true, None);
    s
}

fn alias_name(base: &str, i: usize) -> String {
    if i == 0 {
        format!("#{base}")
    } else {
        format!("#{base}{i}")
    }
}

struct Aliases<'a> {
    maps: &'a FxHashMap<AffineMap, usize>,
    sets: &'a FxHashMap<AffineSet, usize>,
}

impl<'m> Printer<'m> {
    fn new(m: &'m Module, top: OpId, opts: PrintOptions) -> Self {
        // Generous: untouched capacity costs no memory, regrowing copies the whole output.
        let out = String::with_capacity(m.ops.len() * 64);
        Self::bare(m, opts, Names::compute(m, top, opts.generic), out)
    }

    fn bare(m: &'m Module, opts: PrintOptions, names: Names, out: String) -> Self {
        Printer {
            m,
            out,
            names,
            indent: 0,
            opts,
            map_aliases: FxHashMap::default(),
            set_aliases: FxHashMap::default(),
            loc_aliases: FxHashMap::default(),
            loc_order: Vec::new(),
            loc_top: Default::default(),
            collecting: None,
            dialect_stack: vec!["builtin"],
            skip_regions: false,
        }
    }

    // ---- aliases -----------------------------------------------------------------------------

    /// The generic form's alias order (mlir-opt's dummy printer for generic ops): nested
    /// regions first (block-argument types, then their ops), then operand and result types,
    /// then the op's own attributes.
    fn collect_generic(&mut self, op: OpId, seen: &mut rustc_hash::FxHashSet<TypeId>) {
        let m = self.m;
        for &r in &m.op(op).regions {
            for b in m.region_blocks(r) {
                for &a in &m.block(b).args {
                    self.collect_type(m.value_type(a), seen);
                }
                for o in m.block_ops(b) {
                    self.collect_generic(o, seen);
                }
            }
        }
        let d = m.op(op);
        for &v in &d.operands {
            self.collect_type(m.value_type(v), seen);
        }
        for &r in &d.results {
            self.collect_type(m.value_type(r), seen);
        }
        for a in d.props.iter().chain(d.attrs.iter()) {
            self.collect_attr(&a.value, seen);
        }
    }

    fn collect_aliases(&mut self, top: OpId) {
        if self.opts.generic && !self.opts.debuginfo {
            let mut seen = Default::default();
            self.collect_generic(top, &mut seen);
            return;
        }
        let mut ops = vec![top];
        self.m.walk_nested(top, &mut |o| ops.push(o));
        if !self.opts.generic {
            // Ops in regions a custom printer elides (linalg's implicit payloads) print nothing.
            ops.retain(|&o| !dialects::linalg::in_elided_region(self.m, o));
        }
        let mut seen_types: rustc_hash::FxHashSet<TypeId> = Default::default();
        for &op in &ops {
            let d = self.m.op(op);
            // Custom printers that print an attribute inline never use its alias.
            let inline_props = !self.opts.generic && d.kind == OpKind::Transpose;
            let generic = self.opts.generic;
            for a in d
                .props
                .iter()
                .filter(|_| !inline_props)
                .filter(|a| {
                    generic
                        || (!crate::dialects::prop_printed_inline(self.m, op, &a.name)
                            && !dialects::linalg::elided_prop(self.m, op, &a.name))
                })
                .chain(d.attrs.iter())
            {
                self.collect_attr(&a.value, &mut seen_types);
            }
            for &r in &d.results {
                self.collect_type(self.m.value_type(r), &mut seen_types);
            }
            for &v in &d.operands {
                self.collect_type(self.m.value_type(v), &mut seen_types);
            }
            for &r in &d.regions {
                for b in self.m.region_blocks(r) {
                    for &a in &self.m.block(b).args {
                        self.collect_type(self.m.value_type(a), &mut seen_types);
                    }
                }
            }
        }
        if self.opts.debuginfo {
            // A dry run of the printer records the locations it would print, in order (an
            // op's location when the op starts, block-argument locations where printed).
            self.collecting = Some(FxHashMap::default());
            self.op(top);
            self.out.clear();
            let seen = self.collecting.take().unwrap_or_default();
            // mlir-opt numbers plain locations first and locations made of other locations
            // after them, each group in visiting order.
            let mut all: Vec<(Location, (u32, usize))> = seen.into_iter().collect();
            all.sort_by_key(|(_, k)| *k);
            for (i, (l, _)) in all.into_iter().enumerate() {
                self.loc_aliases.insert(l.clone(), i);
                self.loc_order.push(l);
            }
        }
    }

    /// Writes an alias definition: nested locations refer to their own aliases.
    fn write_loc_def(&self, l: &Location, s: &mut String) {
        s.push_str("loc(");
        self.write_loc_parts(l, s, true);
        s.push(')');
    }

    fn write_loc_alias_or_body(&self, l: &Location, s: &mut String) {
        match self.loc_aliases.get(l) {
            Some(&i) => s.push_str(&alias_name("loc", i)),
            None => self.write_loc_parts(l, s, true),
        }
    }

    fn collect_type(&mut self, t: TypeId, seen: &mut rustc_hash::FxHashSet<TypeId>) {
        if !seen.insert(t) {
            return;
        }
        match self.m.ty(t) {
            TypeData::MemRef { layout, elem, .. } => {
                if let Layout::Map(map) = layout {
                    let n = self.map_aliases.len();
                    self.map_aliases.entry(map.clone()).or_insert(n);
                }
                self.collect_type(*elem, seen);
            }
            TypeData::Function { inputs, results } => {
                for t in inputs.clone().into_iter().chain(results.clone()) {
                    self.collect_type(t, seen);
                }
            }
            _ => {}
        }
    }

    fn collect_attr(&mut self, a: &Attribute, seen: &mut rustc_hash::FxHashSet<TypeId>) {
        match a {
            Attribute::AffineMap(map) => {
                let n = self.map_aliases.len();
                self.map_aliases.entry(map.clone()).or_insert(n);
            }
            Attribute::AffineSet(set) => {
                let n = self.set_aliases.len();
                self.set_aliases.entry(set.clone()).or_insert(n);
            }
            Attribute::Array(items) => {
                for i in items {
                    self.collect_attr(i, seen);
                }
            }
            Attribute::Dict(items) => {
                for i in items {
                    self.collect_attr(&i.value, seen);
                }
            }
            Attribute::Type(t) => self.collect_type(*t, seen),
            _ => {}
        }
    }

    // ---- primitives for dialect printers -----------------------------------------------------

    /// Appends text.
    #[inline]
    pub fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Appends a value reference.
    pub fn value(&mut self, v: ValueId) {
        self.names.write_value(self.m, v, &mut self.out);
    }

    /// Appends values separated by `, `.
    pub fn values(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(v);
        }
    }

    /// Appends a type.
    pub fn ty(&mut self, t: TypeId) {
        let al = Aliases {
            maps: &self.map_aliases,
            sets: &self.set_aliases,
        };
        write_type(self.m, t, &mut self.out, Some(&al));
    }

    /// Appends types separated by `, `.
    pub fn types(&mut self, ts: &[TypeId]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
    }

    /// Appends the types of values separated by `, `.
    pub fn value_types(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(self.m.value_type(v));
        }
    }

    /// Appends a function-style result type list: `t`, or `(t1, t2)`, or `()`.
    pub fn result_types(&mut self, ts: &[TypeId]) {
        let paren = ts.len() != 1 || matches!(self.m.ty(ts[0]), TypeData::Function { .. });
        if paren {
            self.out.push('(');
        }
        self.types(ts);
        if paren {
            self.out.push(')');
        }
    }

    /// Appends an attribute (type printed, as in attribute dictionaries).
    pub fn attr(&mut self, a: &Attribute) {
        let al = Aliases {
            maps: &self.map_aliases,
            sets: &self.set_aliases,
        };
        write_attr(self.m, a, &mut self.out, false, Some(&al));
    }

    /// Appends an attribute with an elidable i64/f64 type.
    pub fn attr_may_elide(&mut self, a: &Attribute) {
        let al = Aliases {
            maps: &self.map_aliases,
            sets: &self.set_aliases,
        };
        write_attr(self.m, a, &mut self.out, true, Some(&al));
    }

    /// Appends an attribute value without its type (`42`, `1.000000e+00`).
    pub fn attr_no_type(&mut self, a: &Attribute) {
        match a {
            Attribute::Integer { value, ty } => write_int(self.m, *value, *ty, &mut self.out),
            Attribute::Float { bits, ty } => {
                if let TypeData::Float(k) = self.m.ty(*ty) {
                    self.out.push_str(&float::format_float(*bits, *k));
                }
            }
            Attribute::Dense { data, ty } => {
                let mut s = std::mem::take(&mut self.out);
                write_dense(self.m, *ty, data, &mut s);
                self.out = s;
            }
            other => self.attr(other),
        }
    }

    /// Appends ` {..}` with the op's attributes (inherent and discardable) minus `elided`.
    pub fn attr_dict(&mut self, op: OpId, elided: &[&str]) {
        self.attr_dict_impl(op, elided, false);
    }

    /// Appends ` attributes {..}` with the op's attributes minus `elided`.
    pub fn attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        self.attr_dict_impl(op, elided, true);
    }

    fn attr_dict_impl(&mut self, op: OpId, elided: &[&str], keyword: bool) {
        let d = self.m.op(op);
        let mut list: Vec<&NamedAttr> = d
            .props
            .iter()
            .chain(d.attrs.iter())
            .filter(|a| !elided.contains(&a.name.as_str()))
            .collect();
        if list.is_empty() {
            return;
        }
        list.sort_by(|a, b| a.name.cmp(&b.name));
        self.out
            .push_str(if keyword { " attributes " } else { " " });
        self.named_attr_list(&list);
    }

    fn named_attr_list(&mut self, list: &[&NamedAttr]) {
        self.out.push('{');
        for (i, a) in list.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write_attr_name(&a.name, &mut self.out);
            if a.value != Attribute::Unit {
                self.out.push_str(" = ");
                self.attr(&a.value);
            }
        }
        self.out.push('}');
    }

    /// Appends `@name`.
    pub fn symbol(&mut self, name: &str) {
        write_symbol(name, &mut self.out);
    }

    /// Appends a block label reference `^bbN`.
    pub fn successor(&mut self, b: BlockId) {
        self.out.push_str("^bb");
        let n = self.names.block_number(b);
        let _ = write!(self.out, "{n}");
    }

    /// Appends `^bbN` or `^bbN(%a, %b : t1, t2)` for a successor and its operands.
    pub fn successor_with_operands(&mut self, b: BlockId, operands: &[ValueId]) {
        self.successor(b);
        if !operands.is_empty() {
            self.out.push('(');
            self.values(operands);
            self.out.push_str(" : ");
            self.value_types(operands);
            self.out.push(')');
        }
    }

    /// Appends `%arg: type` (with location under debuginfo) for a block argument.
    pub fn arg_decl(&mut self, v: ValueId) {
        self.value(v);
        self.out.push_str(": ");
        self.ty(self.m.value_type(v));
        self.arg_loc(v);
    }

    fn arg_loc(&mut self, v: ValueId) {
        if self.opts.debuginfo {
            if let Some(l) = self.m.value_loc(v).cloned() {
                if let Some(seen) = self.collecting.as_mut() {
                    note_loc(&l, seen);
                    self.loc_top.insert(l.clone());
                }
                self.out.push(' ');
                let mut s = String::new();
                self.write_loc_inline(&l, &mut s);
                self.out.push_str(&s);
            }
        }
    }

    /// Prints a region: `{`, blocks, `}` at the current indentation.
    pub fn region(&mut self, r: RegionId, print_entry_args: bool, print_terminators: bool) {
        self.region_impl(r, print_entry_args, print_terminators, false);
    }

    fn region_impl(&mut self, r: RegionId, entry_args: bool, terminators: bool, empty_block: bool) {
        if self.skip_regions {
            self.out.push_str("{...}");
            return;
        }
        let dd = self
            .m
            .region(r)
            .parent
            .and_then(|o| dialects::default_dialect_for(self.m.op(o).kind))
            .unwrap_or("");
        self.dialect_stack.push(dd);
        self.region_body(r, entry_args, terminators, empty_block);
        self.dialect_stack.pop();
    }

    fn region_body(&mut self, r: RegionId, entry_args: bool, terminators: bool, empty_block: bool) {
        self.out.push_str("{\n");
        let preds = self.predecessors(r);
        for (i, b) in self.m.region_blocks(r).enumerate() {
            let header = if i == 0 {
                let bd = self.m.block(b);
                (empty_block && bd.first.is_none()) || (entry_args && !bd.args.is_empty())
            } else {
                true
            };
            self.block(b, header, terminators, &preds);
        }
        self.pad();
        self.out.push('}');
    }

    fn predecessors(&self, r: RegionId) -> FxHashMap<BlockId, Vec<BlockId>> {
        let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for b in self.m.region_blocks(r) {
            if let Some(t) = self.m.terminator(b) {
                for &s in &self.m.op(t).successors {
                    preds.entry(s).or_default().push(b);
                }
            }
        }
        preds
    }

    fn block(
        &mut self,
        b: BlockId,
        header: bool,
        terminators: bool,
        preds: &FxHashMap<BlockId, Vec<BlockId>>,
    ) {
        if header {
            self.pad();
            self.successor(b);
            let args = self.m.block(b).args.clone();
            if !args.is_empty() {
                self.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.arg_decl(a);
                }
                self.out.push(')');
            }
            self.out.push(':');
            match preds.get(&b) {
                None => {
                    if !self.m.is_entry_block(b) {
                        self.out.push_str("  // no predecessors");
                    }
                }
                Some(p) if p.len() == 1 => {
                    self.out.push_str("  // pred: ");
                    self.successor(p[0]);
                }
                Some(p) => {
                    let mut p = p.clone();
                    p.sort_by_key(|b| self.names.block_number(*b));
                    let _ = write!(self.out, "  // {} preds: ", p.len());
                    for (i, pb) in p.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.successor(*pb);
                    }
                }
            }
            self.out.push('\n');
        }
        self.indent += 2;
        let last = self.m.block(b).last;
        for op in self.m.block_ops(b) {
            if !terminators && Some(op) == last && self.m.op(op).kind.is_terminator() {
                continue;
            }
            self.op(op);
        }
        self.indent -= 2;
    }

    fn pad(&mut self) {
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    /// Prints one op on its own line(s), at the current indentation.
    pub fn op(&mut self, op: OpId) {
        if let Some(seen) = self.collecting.as_mut() {
            note_loc(&self.m.op(op).loc, seen);
        }
        self.pad();
        let d = self.m.op(op);
        if !d.results.is_empty() {
            self.names.write_results(self.m, op, &mut self.out);
            self.out.push_str(" = ");
        }
        let mark = self.out.len();
        if self.opts.generic || d.kind == OpKind::Unregistered || !dialects::print_custom(self, op)
        {
            // A custom printer that gives up (malformed attributes) may have written a prefix.
            self.out.truncate(mark);
            self.generic_op(op);
        }
        if self.opts.debuginfo {
            let l = self.m.op(op).loc.clone();
            self.out.push(' ');
            self.loc_ref(&l);
        }
        if self.m.op(op).parent.is_some() {
            self.out.push('\n');
        }
    }

    fn loc_ref(&mut self, l: &Location) {
        match self.loc_aliases.get(l) {
            Some(&i) => {
                let _ = write!(self.out, "loc({})", alias_name("loc", i));
            }
            None => {
                let mut s = String::new();
                self.write_loc_inline(l, &mut s);
                self.out.push_str(&s);
            }
        }
    }

    fn write_loc_inline(&self, l: &Location, s: &mut String) {
        s.push_str("loc(");
        self.write_loc_body(l, s);
        s.push(')');
    }

    fn write_loc_body(&self, l: &Location, s: &mut String) {
        self.write_loc_parts(l, s, false);
    }

    /// Writes a location's body; with `aliases`, nested locations are written as their alias.
    fn write_loc_parts(&self, l: &Location, s: &mut String, aliases: bool) {
        let nested = |p: &Self, c: &Location, s: &mut String| {
            if aliases {
                p.write_loc_alias_or_body(c, s)
            } else {
                p.write_loc_parts(c, s, false)
            }
        };
        match l {
            Location::Unknown => s.push_str("unknown"),
            Location::FileLineCol { file, line, col } => {
                write_string(self.m.syms.get(*file), s);
                let _ = write!(s, ":{line}:{col}");
            }
            Location::Range(r) => {
                write_string(self.m.syms.get(r.0), s);
                let _ = write!(s, ":{}:{} to ", r.1, r.2);
                if r.3 != r.1 {
                    let _ = write!(s, "{}", r.3);
                }
                let _ = write!(s, ":{}", r.4);
            }
            Location::Name(b) => {
                write_string(&b.0, s);
                if let Some(c) = &b.1 {
                    s.push('(');
                    nested(self, c, s);
                    s.push(')');
                }
            }
            Location::Fused(b) => {
                s.push_str("fused");
                if let Some(meta) = &b.1 {
                    let _ = write!(s, "<{meta}>");
                }
                s.push('[');
                for (i, l) in b.0.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    nested(self, l, s);
                }
                s.push(']');
            }
            Location::CallSite(b) => {
                s.push_str("callsite(");
                nested(self, &b.0, s);
                s.push_str(" at ");
                nested(self, &b.1, s);
                s.push(')');
            }
        }
    }

    /// Prints an op inline, without its result names, indentation or line break (MLIR's
    /// `printCustomOrGenericOp`, used by `vector.mask` for the op it masks).
    pub fn op_inline(&mut self, op: OpId) {
        let mark = self.out.len();
        let d = self.m.op(op);
        if self.opts.generic || d.kind == OpKind::Unregistered || !dialects::print_custom(self, op)
        {
            self.out.truncate(mark);
            self.generic_op(op);
        }
    }

    /// Prints an op in MLIR's generic form.
    pub fn generic_op(&mut self, op: OpId) {
        let d = self.m.op(op);
        write_string(self.m.syms.get(d.name), &mut self.out);
        self.out.push('(');
        let operands = &d.operands;
        self.values(operands);
        self.out.push(')');
        let d = self.m.op(op);
        if !d.successors.is_empty() {
            self.out.push('[');
            for (i, &s) in d.successors.clone().iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.successor(s);
            }
            self.out.push(']');
        }
        let d = self.m.op(op);
        let props = dialects::generic_props(self.m, op);
        if !props.is_empty() {
            self.out.push_str(" <");
            let refs: Vec<&NamedAttr> = props.iter().collect();
            self.named_attr_list(&refs);
            self.out.push('>');
        }
        let regions = &d.regions;
        if !regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.region_impl(r, true, true, true);
            }
            self.out.push(')');
        }
        let d = self.m.op(op);
        if !d.attrs.is_empty() {
            let mut list: Vec<&NamedAttr> = d.attrs.iter().collect();
            list.sort_by(|a, b| a.name.cmp(&b.name));
            self.out.push(' ');
            self.named_attr_list(&list);
        }
        self.out.push_str(" : (");
        let d = self.m.op(op);
        let ins: Vec<TypeId> = d.operands.iter().map(|&v| self.m.value_type(v)).collect();
        let outs: Vec<TypeId> = d.results.iter().map(|&v| self.m.value_type(v)).collect();
        self.types(&ins);
        self.out.push_str(") -> ");
        self.result_types(&outs);
    }

    /// The printing options.
    pub fn print_options(&self) -> PrintOptions {
        self.opts
    }

    /// Changes the indentation by `delta` spaces (custom printers that open a nested level).
    pub fn indent_by(&mut self, delta: isize) {
        self.indent = self.indent.saturating_add_signed(delta);
    }

    /// The current indentation in spaces.
    pub fn indent_width(&self) -> usize {
        self.indent
    }

    /// Writes the op's name, eliding the enclosing op's default dialect (`return`, `call`).
    pub fn op_name(&mut self, op: OpId) {
        let name = self.m.op_name(op);
        let dd = self.dialect_stack.last().copied().unwrap_or("");
        if !dd.is_empty() {
            if let Some(rest) = name.strip_prefix(dd).and_then(|r| r.strip_prefix('.')) {
                if !rest.contains('.') {
                    self.out.push_str(rest);
                    return;
                }
            }
        }
        self.out.push_str(name);
    }

    /// Writes a block argument's ` loc(...)` under `--mlir-print-debuginfo`.
    pub fn arg_loc_pub(&mut self, v: ValueId) {
        self.arg_loc(v);
    }
}

fn write_attr_name(name: &str, out: &mut String) {
    let valid = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'));
    if valid {
        out.push_str(name);
    } else {
        write_string(name, out);
    }
}

/// Writes `@name`, quoting names that are not valid identifiers.
pub fn write_symbol(name: &str, out: &mut String) {
    out.push('@');
    let valid = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-'));
    if valid {
        out.push_str(name);
    } else {
        write_string(name, out);
    }
}

/// Writes a quoted string with LLVM's escapes.
pub fn write_string(s: &str, out: &mut String) {
    out.push('"');
    for &b in s.as_bytes() {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:02X}");
            }
        }
    }
    out.push('"');
}

fn write_int(m: &Module, value: i128, ty: TypeId, out: &mut String) {
    match m.ty(ty) {
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless,
        } => out.push_str(if value != 0 { "true" } else { "false" }),
        TypeData::Integer {
            width,
            signedness: Signedness::Unsigned,
        } => {
            let w = *width;
            let v = if w < 128 {
                (value as u128) & ((1u128 << w) - 1)
            } else {
                value as u128
            };
            let _ = write!(out, "{v}");
        }
        _ => {
            let _ = write!(out, "{value}");
        }
    }
}

fn write_dim_list(shape: &[i64], out: &mut String) {
    for &d in shape {
        if d == DYNAMIC {
            out.push('?');
        } else {
            let _ = write!(out, "{d}");
        }
        out.push('x');
    }
}

fn write_dyn(v: i64, out: &mut String) {
    if v == DYNAMIC {
        out.push('?');
    } else {
        let _ = write!(out, "{v}");
    }
}

fn write_type(m: &Module, t: TypeId, out: &mut String, al: Option<&Aliases>) {
    match m.ty(t) {
        TypeData::Integer { width, signedness } => {
            out.push_str(match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            });
            let _ = write!(out, "{width}");
        }
        TypeData::Index => out.push_str("index"),
        TypeData::Float(k) => out.push_str(k.keyword()),
        TypeData::None => out.push_str("none"),
        TypeData::Function { inputs, results } => {
            out.push('(');
            for (i, &t) in inputs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(m, t, out, al);
            }
            out.push_str(") -> ");
            let paren = results.len() != 1 || matches!(m.ty(results[0]), TypeData::Function { .. });
            if paren {
                out.push('(');
            }
            for (i, &t) in results.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(m, t, out, al);
            }
            if paren {
                out.push(')');
            }
        }
        TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => {
            out.push_str("memref<");
            write_dim_list(shape, out);
            write_type(m, *elem, out, al);
            match layout {
                Layout::Identity => {}
                Layout::Strided { strides, offset } => {
                    out.push_str(", ");
                    write_strided(strides, *offset, out);
                }
                Layout::Map(map) => {
                    out.push_str(", ");
                    match al.and_then(|a| a.maps.get(map)) {
                        Some(&i) => out.push_str(&alias_name("map", i)),
                        None => {
                            out.push_str("affine_map<");
                            write_affine_map(out, map);
                            out.push('>');
                        }
                    }
                }
            }
            if let Some(ms) = memory_space {
                out.push_str(", ");
                write_attr(m, ms, out, true, al);
            }
            out.push('>');
        }
        TypeData::UnrankedMemRef { elem, memory_space } => {
            out.push_str("memref<*x");
            write_type(m, *elem, out, al);
            if let Some(ms) = memory_space {
                out.push_str(", ");
                write_attr(m, ms, out, true, al);
            }
            out.push('>');
        }
        TypeData::Tensor {
            shape,
            elem,
            encoding,
        } => {
            out.push_str("tensor<");
            write_dim_list(shape, out);
            write_type(m, *elem, out, al);
            if let Some(e) = encoding {
                out.push_str(", ");
                write_attr(m, e, out, true, al);
            }
            out.push('>');
        }
        TypeData::UnrankedTensor { elem } => {
            out.push_str("tensor<*x");
            write_type(m, *elem, out, al);
            out.push('>');
        }
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } => {
            out.push_str("vector<");
            for (d, s) in shape.iter().zip(scalable) {
                if *s {
                    let _ = write!(out, "[{d}]x");
                } else {
                    let _ = write!(out, "{d}x");
                }
            }
            write_type(m, *elem, out, al);
            out.push('>');
        }
        TypeData::Complex(e) => {
            out.push_str("complex<");
            write_type(m, *e, out, al);
            out.push('>');
        }
        TypeData::Tuple(ts) => {
            out.push_str("tuple<");
            for (i, &t) in ts.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(m, t, out, al);
            }
            out.push('>');
        }
        TypeData::Llvm(t) => {
            crate::dialects::llvm::types::write(m, t, true, out, &mut |id, out| {
                write_type(m, id, out, al)
            })
        }
        TypeData::Opaque(s) => out.push_str(s),
    }
}

fn write_strided(strides: &[i64], offset: i64, out: &mut String) {
    out.push_str("strided<[");
    for (i, &s) in strides.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_dyn(s, out);
    }
    out.push(']');
    if offset != 0 {
        out.push_str(", offset: ");
        write_dyn(offset, out);
    }
    out.push('>');
}

fn write_attr(m: &Module, a: &Attribute, out: &mut String, may_elide: bool, al: Option<&Aliases>) {
    match a {
        Attribute::Integer { value, ty } => {
            write_int(m, *value, *ty, out);
            let t = m.ty(*ty);
            let is_bool = matches!(
                t,
                TypeData::Integer {
                    width: 1,
                    signedness: Signedness::Signless
                }
            );
            let is_i64 = matches!(
                t,
                TypeData::Integer {
                    width: 64,
                    signedness: Signedness::Signless
                }
            );
            if !(is_bool || may_elide && is_i64) {
                out.push_str(" : ");
                write_type(m, *ty, out, al);
            }
        }
        Attribute::Float { bits, ty } => {
            if let TypeData::Float(k) = m.ty(*ty) {
                out.push_str(&float::format_float(*bits, *k));
                if !(may_elide && *k == crate::ir::FloatKind::F64) {
                    out.push_str(" : ");
                    write_type(m, *ty, out, al);
                }
            }
        }
        Attribute::String(s) => write_string(s, out),
        Attribute::Unit => out.push_str("unit"),
        Attribute::Array(items) => {
            out.push('[');
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr(m, x, out, true, al);
            }
            out.push(']');
        }
        Attribute::DenseArray { elem, values } => {
            out.push_str("array<");
            write_type(m, *elem, out, al);
            if !values.is_empty() {
                out.push_str(": ");
                for (i, &v) in values.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    match m.ty(*elem) {
                        TypeData::Float(k) => out.push_str(&float::format_float(v as u64, *k)),
                        TypeData::Integer { width: 1, .. } => {
                            out.push_str(if v != 0 { "true" } else { "false" })
                        }
                        _ => {
                            let _ = write!(out, "{v}");
                        }
                    }
                }
            }
            out.push('>');
        }
        Attribute::Dict(items) => {
            out.push('{');
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr_name(&x.name, out);
                if x.value != Attribute::Unit {
                    out.push_str(" = ");
                    write_attr(m, &x.value, out, false, al);
                }
            }
            out.push('}');
        }
        Attribute::Dense { ty, data } => {
            write_dense(m, *ty, data, out);
            out.push_str(" : ");
            write_type(m, *ty, out, al);
        }
        Attribute::Type(t) => write_type(m, *t, out, al),
        Attribute::SymbolRef { root, nested } => {
            write_symbol(root, out);
            for n in nested {
                out.push_str("::");
                write_symbol(n, out);
            }
        }
        Attribute::AffineMap(map) => match al.and_then(|a| a.maps.get(map)) {
            Some(&i) => out.push_str(&alias_name("map", i)),
            None => {
                out.push_str("affine_map<");
                write_affine_map(out, map);
                out.push('>');
            }
        },
        Attribute::AffineSet(set) => match al.and_then(|a| a.sets.get(set)) {
            Some(&i) => out.push_str(&alias_name("set", i)),
            None => {
                out.push_str("affine_set<");
                write_affine_set(out, set);
                out.push('>');
            }
        },
        Attribute::Strided { strides, offset } => write_strided(strides, *offset, out),
        Attribute::Opaque(s) => out.push_str(s),
    }
}

/// Writes `dense<...>` (without the trailing type).
fn write_dense(m: &Module, ty: TypeId, data: &DenseData, out: &mut String) {
    out.push_str("dense<");
    match data {
        DenseData::Hex(h) => write_string(h, out),
        DenseData::Splat(a) => write_dense_elem(m, a, out),
        DenseData::Elements(items) if items.is_empty() => {}
        DenseData::Elements(items) => {
            let shape = m.ty(ty).shape().map(|s| s.to_vec()).unwrap_or_default();
            let mut idx = 0;
            write_dense_nested(m, &shape, items, &mut idx, out);
        }
    }
    out.push('>');
}

fn write_dense_nested(
    m: &Module,
    shape: &[i64],
    items: &[Attribute],
    idx: &mut usize,
    out: &mut String,
) {
    if shape.is_empty() {
        if let Some(a) = items.get(*idx) {
            write_dense_elem(m, a, out);
        }
        *idx += 1;
        return;
    }
    out.push('[');
    for i in 0..shape[0].max(0) {
        if i > 0 {
            out.push_str(", ");
        }
        write_dense_nested(m, &shape[1..], items, idx, out);
    }
    out.push(']');
}

fn write_dense_elem(m: &Module, a: &Attribute, out: &mut String) {
    match a {
        // A complex element: `(re,im)`.
        Attribute::Array(parts) if parts.len() == 2 => {
            out.push('(');
            write_dense_elem(m, &parts[0], out);
            out.push(',');
            write_dense_elem(m, &parts[1], out);
            out.push(')');
        }
        Attribute::Integer { value, ty } => write_int(m, *value, *ty, out),
        Attribute::Float { bits, ty } => {
            if let TypeData::Float(k) = m.ty(*ty) {
                out.push_str(&float::format_float(*bits, *k));
            }
        }
        other => write_attr(m, other, out, true, None),
    }
}

/// Writes `(d0, d1)[s0] -> (exprs)`.
pub fn write_affine_map(out: &mut String, map: &AffineMap) {
    write_dims_syms(out, map.num_dims, map.num_syms);
    out.push_str(" -> (");
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(out, e, false);
    }
    out.push(')');
}

fn write_affine_set(out: &mut String, set: &AffineSet) {
    write_dims_syms(out, set.num_dims, set.num_syms);
    out.push_str(" : (");
    for (i, (e, eq)) in set.constraints.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_affine_expr(out, e, false);
        out.push_str(if *eq { " == 0" } else { " >= 0" });
    }
    out.push(')');
}

fn write_dims_syms(out: &mut String, dims: u32, syms: u32) {
    out.push('(');
    for i in 0..dims {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if syms > 0 {
        out.push('[');
        for i in 0..syms {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
}

/// Writes an affine expression with MLIR's precedence and `a - b` sugar.
fn write_affine_expr(out: &mut String, e: &AffineExpr, strong: bool) {
    crate::ir::affine::write_expr(out, e, strong, &mut |o, is_dim, i| {
        let _ = write!(o, "{}{i}", if is_dim { 'd' } else { 's' });
    });
}

/// Prints single ops with value names computed once for a root op, as MLIR's
/// `op->print(os, asmState)` does with a local-scope `AsmState` built before any change (the
/// runtime-verification pass quotes ops this way in its messages): custom form, regions elided
/// as `{...}`, no location, no trailing newline.
pub struct OpPrinter<'m> {
    p: Printer<'m>,
}

impl<'m> OpPrinter<'m> {
    /// Numbers the values under `root`.
    pub fn new(m: &'m Module, root: OpId) -> Self {
        let opts = PrintOptions::default();
        let mut p = Printer::bare(m, opts, Names::compute(m, root, false), String::new());
        p.skip_regions = true;
        OpPrinter { p }
    }

    /// The text of `op`.
    pub fn op(&mut self, op: OpId) -> String {
        self.p.out.clear();
        self.p.indent = 0;
        self.p.op(op);
        let mut s = std::mem::take(&mut self.p.out);
        if s.ends_with('\n') {
            s.pop();
        }
        s
    }

    /// A location as MLIR prints it on its own: `loc("file":1:2)`.
    pub fn loc(&self, l: &Location) -> String {
        let mut s = String::new();
        self.p.write_loc_inline(l, &mut s);
        s
    }
}

/// Prints one op in generic form, with the value names of its enclosing isolated op (as
/// mlir-opt does in "see current operation" and "block with no terminator" messages).
pub fn op_to_generic_string(m: &Module, op: OpId) -> String {
    OpTexts::default().text(m, op)
}

/// [`op_to_generic_string`] for many ops of one module (allocation-site descriptions): the
/// values of an isolated-from-above root are numbered once for consecutive ops under it,
/// not once per op (which made site registration quadratic in the function's size).
#[derive(Default)]
pub struct OpTexts {
    root: Option<OpId>,
    names: Names,
}

impl OpTexts {
    /// The generic text of `op` (`m` must be the module of every earlier call).
    pub fn text(&mut self, m: &Module, op: OpId) -> String {
        let mut root = op;
        while let Some(p) = m.parent_op(root) {
            root = p;
            if m.op(p).kind.is_isolated_from_above() {
                break;
            }
        }
        let opts = PrintOptions {
            generic: true,
            debuginfo: false,
        };
        if self.root != Some(root) {
            self.names.compute_into(m, root, opts.generic);
            self.root = Some(root);
        }
        let mut p = Printer::bare(m, opts, std::mem::take(&mut self.names), String::new());
        if !m.op(op).results.is_empty() {
            p.names.write_results(m, op, &mut p.out);
            p.out.push_str(" = ");
        }
        p.generic_op(op);
        self.names = p.names;
        p.out
    }
}
