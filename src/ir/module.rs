//! The arenas that hold one MLIR module, and the layout (order) of its operations and blocks.
//!
//! Data and order are separate, as in Cranelift: [`OpData`], [`BlockData`], [`RegionData`] and
//! [`ValueData`] say what an entity *is*; the `prev`/`next`/`first`/`last` links (doubly linked
//! lists) say *where* it sits. Moving an op touches only links. Every value keeps its use list so
//! replace-all-uses and erase are proportional to the number of uses, not the module size.

use super::attrs::{find_attr, Attribute, NamedAttr};
use super::entity::{BlockId, OpId, RegionId, Sym, TypeId, ValueId};
use super::location::Location;
use super::types::{TypeData, TypeInterner};
use crate::dialects::OpKind;
use rustc_hash::FxHashMap;
use thin_vec::ThinVec;

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// Defining op.
        op: OpId,
        /// Result number.
        index: u32,
    },
    /// Argument `index` of `block`.
    BlockArg {
        /// Owning block.
        block: BlockId,
        /// Argument number.
        index: u32,
    },
    /// A value not yet defined (a parser forward reference) or whose definition was erased.
    Detached,
}

/// One use of a value: operand `operand` of `op`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Use {
    /// The user.
    pub op: OpId,
    /// Operand number within the user.
    pub operand: u32,
}

/// An SSA value.
#[derive(Debug)]
pub struct ValueData {
    /// Its type.
    pub ty: TypeId,
    /// Its definition.
    pub def: ValueDef,
    /// Every operand slot that reads it.
    pub uses: Vec<Use>,
}

impl Clone for ValueData {
    /// A copy whose use list has room to double (a module is copied to be transformed, and
    /// every use added to a list cloned full reallocated it: about 150 K instructions of the
    /// matmul module's `-O3` stage).
    fn clone(&self) -> Self {
        let mut uses = Vec::with_capacity(self.uses.len() * 2);
        uses.extend_from_slice(&self.uses);
        ValueData {
            ty: self.ty,
            def: self.def,
            uses,
        }
    }
}

/// An operation's data (what it is), plus its position links.
#[derive(Clone, Debug)]
pub struct OpData {
    /// Which registered op this is ([`OpKind::Unregistered`] for generic-only ops).
    pub kind: OpKind,
    /// The interned full name (`arith.addi`).
    pub name: Sym,
    /// Operands (successor operands included, as in MLIR).
    pub operands: Vec<ValueId>,
    /// Results.
    pub results: Vec<ValueId>,
    /// Inherent attributes (MLIR "properties"), printed in `<{...}>` in generic form.
    /// (`ThinVec`s: one word when empty, which most of these lists are, keeping ops small.)
    pub props: ThinVec<NamedAttr>,
    /// Discardable attributes, printed in `{...}`.
    pub attrs: ThinVec<NamedAttr>,
    /// Owned regions.
    pub regions: ThinVec<RegionId>,
    /// Successor blocks.
    pub successors: ThinVec<BlockId>,
    /// Source location.
    pub loc: Location,
    /// The block this op is in.
    pub parent: Option<BlockId>,
    /// Previous op in the block.
    pub prev: Option<OpId>,
    /// Next op in the block.
    pub next: Option<OpId>,
}

/// A block's data and links.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// Block arguments.
    pub args: Vec<ValueId>,
    /// First op.
    pub first: Option<OpId>,
    /// Last op.
    pub last: Option<OpId>,
    /// The region this block is in.
    pub parent: Option<RegionId>,
    /// Previous block in the region.
    pub prev: Option<BlockId>,
    /// Next block in the region.
    pub next: Option<BlockId>,
}

/// A region's data and links.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    /// First block.
    pub first: Option<BlockId>,
    /// Last block.
    pub last: Option<BlockId>,
    /// The op owning this region.
    pub parent: Option<OpId>,
}

/// Where new operations go.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// Before an op.
    Before(OpId),
    /// After an op.
    After(OpId),
    /// At the start of a block.
    BlockStart(BlockId),
    /// At the end of a block.
    BlockEnd(BlockId),
}

/// Interns strings (op names, file names) to [`Sym`]s.
#[derive(Default, Clone)]
pub struct Symbols {
    names: Vec<Box<str>>,
    map: FxHashMap<Box<str>, Sym>,
}

impl Symbols {
    /// Interns `s`.
    pub fn intern(&mut self, s: &str) -> Sym {
        if let Some(&id) = self.map.get(s) {
            return id;
        }
        let id = Sym(self.names.len() as u32);
        self.names.push(s.into());
        self.map.insert(s.into(), id);
        id
    }
    /// The text of a symbol.
    #[inline]
    pub fn get(&self, s: Sym) -> &str {
        &self.names[s.index()]
    }
}

/// Everything needed to create an operation.
#[derive(Clone, Debug)]
pub struct OpSpec {
    /// Kind.
    pub kind: OpKind,
    /// Name (needed for unregistered ops; registered ops may pass their canonical name).
    pub name: Sym,
    /// Operands.
    pub operands: Vec<ValueId>,
    /// Result types.
    pub result_types: Vec<TypeId>,
    /// Inherent attributes.
    pub props: Vec<NamedAttr>,
    /// Discardable attributes.
    pub attrs: Vec<NamedAttr>,
    /// Regions (created with [`Module::new_region`], already filled or empty).
    pub regions: Vec<RegionId>,
    /// Successors.
    pub successors: Vec<BlockId>,
    /// Location.
    pub loc: Location,
}

impl OpSpec {
    /// A spec for a registered op with no operands, results, attributes, regions or successors
    /// yet (fill the fields with struct-update syntax).
    pub fn new(m: &mut Module, kind: OpKind, loc: Location) -> OpSpec {
        OpSpec {
            kind,
            name: m.sym(kind.name()),
            operands: Vec::new(),
            result_types: Vec::new(),
            props: Vec::new(),
            attrs: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            loc,
        }
    }
}

/// One MLIR module: the context (types, symbols) and the arenas of ops, blocks, regions, values.
pub struct Module {
    /// Interned types.
    pub types: TypeInterner,
    /// Interned strings.
    pub syms: Symbols,
    /// Operation arena.
    pub ops: Vec<OpData>,
    /// Block arena.
    pub blocks: Vec<BlockData>,
    /// Region arena.
    pub regions: Vec<RegionData>,
    /// Value arena.
    pub values: Vec<ValueData>,
    /// The top-level `builtin.module` op.
    pub top: Option<OpId>,
    /// Errors a pass reported without failing (in MLIR, an `emitError` by a pass that then
    /// succeeds, e.g. MLIR 16's `buffer-deallocation` on an op with regions it cannot
    /// analyse): `bufjit opt` prints them and the module, and still succeeds.
    pub emitted: Vec<crate::diag::Diagnostic>,
    /// Locations of block arguments (results use their op's location); a side table because
    /// few values have one.
    arg_locs: FxHashMap<ValueId, Location>,
    /// Entities erased since the last [`Module::recycle`] (their slots still hold stale data).
    dead: Slots,
    /// Slots [`Module::recycle`] cleared, handed out again by the `create`/`new` methods.
    free: Slots,
}

/// Arena slots by kind (erased or free entities).
#[derive(Clone, Default)]
struct Slots {
    ops: Vec<OpId>,
    values: Vec<ValueId>,
    blocks: Vec<BlockId>,
    regions: Vec<RegionId>,
}

/// `v` as a [`ThinVec`]; most op lists are empty, and collecting an empty `Vec` still cost
/// about 45 instructions (four lists per op created).
fn thin<T>(v: Vec<T>) -> ThinVec<T> {
    if v.is_empty() {
        ThinVec::new()
    } else {
        v.into_iter().collect()
    }
}

/// A copy of `v` with room for twice as many elements again.
fn clone_with_room<T: Clone>(v: &[T]) -> Vec<T> {
    let mut c = Vec::with_capacity(v.len() * 3);
    c.extend_from_slice(v);
    c
}

impl Clone for Module {
    /// A copy whose arenas have room to grow to three times their size (copies are made to be
    /// transformed: the `-O1`+ stage's unrolling and versioning take the benchmark kernels'
    /// modules to 1.5-4.8 times as many ops), so new ops rarely move a whole arena.
    fn clone(&self) -> Self {
        Module {
            types: self.types.clone(),
            syms: self.syms.clone(),
            ops: clone_with_room(&self.ops),
            blocks: clone_with_room(&self.blocks),
            regions: clone_with_room(&self.regions),
            values: clone_with_room(&self.values),
            top: self.top,
            emitted: self.emitted.clone(),
            arg_locs: self.arg_locs.clone(),
            dead: self.dead.clone(),
            free: self.free.clone(),
        }
    }
}

impl Default for Module {
    fn default() -> Self {
        Self::new()
    }
}

impl Module {
    /// An empty module with no top-level op yet.
    pub fn new() -> Self {
        Module {
            types: TypeInterner::default(),
            syms: Symbols::default(),
            ops: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            values: Vec::new(),
            top: None,
            emitted: Vec::new(),
            arg_locs: FxHashMap::default(),
            dead: Slots::default(),
            free: Slots::default(),
        }
    }

    // ---- accessors -------------------------------------------------------------------------

    /// Op data.
    #[inline]
    pub fn op(&self, op: OpId) -> &OpData {
        &self.ops[op.index()]
    }
    /// Mutable op data (do not edit operands/results directly; use the methods below).
    #[inline]
    pub fn op_mut(&mut self, op: OpId) -> &mut OpData {
        &mut self.ops[op.index()]
    }
    /// Block data.
    #[inline]
    pub fn block(&self, b: BlockId) -> &BlockData {
        &self.blocks[b.index()]
    }
    /// Region data.
    #[inline]
    pub fn region(&self, r: RegionId) -> &RegionData {
        &self.regions[r.index()]
    }
    /// Value data.
    #[inline]
    pub fn value(&self, v: ValueId) -> &ValueData {
        &self.values[v.index()]
    }
    /// The location of a block argument, if it has one.
    #[inline]
    pub fn value_loc(&self, v: ValueId) -> Option<&Location> {
        self.arg_locs.get(&v)
    }
    /// Sets or clears the location of a block argument.
    pub fn set_value_loc(&mut self, v: ValueId, loc: Option<Location>) {
        match loc {
            Some(l) => {
                self.arg_locs.insert(v, l);
            }
            None => {
                self.arg_locs.remove(&v);
            }
        }
    }
    /// The type of a value.
    #[inline]
    pub fn value_type(&self, v: ValueId) -> TypeId {
        self.values[v.index()].ty
    }
    /// The data of a type.
    #[inline]
    pub fn ty(&self, t: TypeId) -> &TypeData {
        self.types.get(t)
    }
    /// Number of interned types.
    pub fn types_len(&self) -> usize {
        self.types.len()
    }
    /// Interns a type.
    pub fn intern_type(&mut self, t: TypeData) -> TypeId {
        self.types.intern(t)
    }
    /// The name of an op.
    pub fn op_name(&self, op: OpId) -> &str {
        self.syms.get(self.ops[op.index()].name)
    }
    /// The operation defining `v`, if it is an op result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v.index()].def {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }
    /// Finds an attribute (inherent first, then discardable).
    pub fn attr(&self, op: OpId, name: &str) -> Option<&Attribute> {
        let d = &self.ops[op.index()];
        find_attr(&d.props, name).or_else(|| find_attr(&d.attrs, name))
    }
    /// The blocks of a region in order.
    pub fn region_blocks(&self, r: RegionId) -> BlockIter<'_> {
        BlockIter {
            m: self,
            cur: self.regions[r.index()].first,
        }
    }
    /// The ops of a block in order.
    pub fn block_ops(&self, b: BlockId) -> OpIter<'_> {
        OpIter {
            m: self,
            cur: self.blocks[b.index()].first,
        }
    }
    /// The entry block of a region.
    pub fn entry_block(&self, r: RegionId) -> Option<BlockId> {
        self.regions[r.index()].first
    }
    /// The op that owns the block's region.
    pub fn block_parent_op(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b.index()]
            .parent
            .and_then(|r| self.regions[r.index()].parent)
    }
    /// The op that contains `op` (through its block and region).
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()]
            .parent
            .and_then(|b| self.block_parent_op(b))
    }
    /// True if `anc` encloses `op` at any depth (`op` itself excluded).
    pub fn is_proper_ancestor(&self, anc: OpId, op: OpId) -> bool {
        let mut cur = self.parent_op(op);
        while let Some(p) = cur {
            if p == anc {
                return true;
            }
            cur = self.parent_op(p);
        }
        false
    }
    /// The region containing the block that contains `op`.
    pub fn parent_region(&self, op: OpId) -> Option<RegionId> {
        self.ops[op.index()]
            .parent
            .and_then(|b| self.blocks[b.index()].parent)
    }
    /// The last op of a block (its terminator if well formed).
    pub fn terminator(&self, b: BlockId) -> Option<OpId> {
        self.blocks[b.index()].last
    }
    /// The block containing a value's definition.
    pub fn value_block(&self, v: ValueId) -> Option<BlockId> {
        match self.values[v.index()].def {
            ValueDef::Result { op, .. } => self.ops[op.index()].parent,
            ValueDef::BlockArg { block, .. } => Some(block),
            ValueDef::Detached => None,
        }
    }
    /// True if `b` is the first block of its region.
    pub fn is_entry_block(&self, b: BlockId) -> bool {
        match self.blocks[b.index()].parent {
            Some(r) => self.regions[r.index()].first == Some(b),
            None => false,
        }
    }

    // ---- creation --------------------------------------------------------------------------

    /// Interns a string.
    pub fn sym(&mut self, s: &str) -> Sym {
        self.syms.intern(s)
    }

    /// Creates a value with no definition yet.
    pub fn new_detached_value(&mut self, ty: TypeId) -> ValueId {
        let data = ValueData {
            ty,
            def: ValueDef::Detached,
            uses: Vec::new(),
        };
        if let Some(id) = self.free.values.pop() {
            self.values[id.index()] = data;
            return id;
        }
        let id = ValueId(self.values.len() as u32);
        self.values.push(data);
        id
    }

    /// Creates a detached op (not in any block) with fresh results and empty regions.
    pub fn create_op(&mut self, spec: OpSpec) -> OpId {
        // (Only values are created before the op is stored, so the slot stays ours.)
        let reused = self.free.ops.pop();
        let id = reused.unwrap_or(OpId(self.ops.len() as u32));
        let mut results = Vec::with_capacity(spec.result_types.len());
        for (i, ty) in spec.result_types.iter().enumerate() {
            let v = self.new_detached_value(*ty);
            self.values[v.index()].def = ValueDef::Result {
                op: id,
                index: i as u32,
            };
            results.push(v);
        }
        for (i, &v) in spec.operands.iter().enumerate() {
            self.values[v.index()].uses.push(Use {
                op: id,
                operand: i as u32,
            });
        }
        let regions: ThinVec<RegionId> = thin(spec.regions);
        for &r in &regions {
            self.regions[r.index()].parent = Some(id);
        }
        let data = OpData {
            kind: spec.kind,
            name: spec.name,
            operands: spec.operands,
            results,
            props: thin(spec.props),
            attrs: thin(spec.attrs),
            regions,
            successors: thin(spec.successors),
            loc: spec.loc,
            parent: None,
            prev: None,
            next: None,
        };
        match reused {
            Some(_) => self.ops[id.index()] = data,
            None => self.ops.push(data),
        }
        id
    }

    /// Creates an op and inserts it at `ip`.
    pub fn insert_new_op(&mut self, ip: InsertPoint, spec: OpSpec) -> OpId {
        let op = self.create_op(spec);
        self.insert_op(ip, op);
        op
    }

    /// Creates an empty region not yet owned by any op.
    pub fn new_region(&mut self) -> RegionId {
        if let Some(r) = self.free.regions.pop() {
            return r;
        }
        let r = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData::default());
        r
    }

    /// Creates an empty block (not in any region).
    pub fn create_block(&mut self) -> BlockId {
        if let Some(b) = self.free.blocks.pop() {
            return b;
        }
        let b = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData::default());
        b
    }

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, r: RegionId, b: BlockId) {
        let last = self.regions[r.index()].last;
        {
            let bd = &mut self.blocks[b.index()];
            bd.parent = Some(r);
            bd.prev = last;
            bd.next = None;
        }
        match last {
            Some(l) => self.blocks[l.index()].next = Some(b),
            None => self.regions[r.index()].first = Some(b),
        }
        self.regions[r.index()].last = Some(b);
    }

    /// Inserts a detached block into `r` before `before`.
    pub fn insert_block_before(&mut self, r: RegionId, before: BlockId, b: BlockId) {
        let prev = self.blocks[before.index()].prev;
        {
            let bd = &mut self.blocks[b.index()];
            bd.parent = Some(r);
            bd.prev = prev;
            bd.next = Some(before);
        }
        self.blocks[before.index()].prev = Some(b);
        match prev {
            Some(p) => self.blocks[p.index()].next = Some(b),
            None => self.regions[r.index()].first = Some(b),
        }
    }

    /// Removes a block from its region (its ops stay inside it).
    pub fn unlink_block(&mut self, b: BlockId) {
        let BlockData {
            prev, next, parent, ..
        } = self.blocks[b.index()].clone();
        let Some(r) = parent else { return };
        match prev {
            Some(p) => self.blocks[p.index()].next = next,
            None => self.regions[r.index()].first = next,
        }
        match next {
            Some(n) => self.blocks[n.index()].prev = prev,
            None => self.regions[r.index()].last = prev,
        }
        let bd = &mut self.blocks[b.index()];
        bd.parent = None;
        bd.prev = None;
        bd.next = None;
    }

    /// Adds a block argument.
    pub fn add_block_arg(&mut self, b: BlockId, ty: TypeId, loc: Option<Location>) -> ValueId {
        let v = self.new_detached_value(ty);
        let index = self.blocks[b.index()].args.len() as u32;
        self.values[v.index()].def = ValueDef::BlockArg { block: b, index };
        self.set_value_loc(v, loc);
        self.blocks[b.index()].args.push(v);
        v
    }

    /// Inserts a block argument at `index`, renumbering the ones after it.
    pub fn insert_block_arg(&mut self, b: BlockId, index: usize, ty: TypeId) -> ValueId {
        let v = self.new_detached_value(ty);
        self.blocks[b.index()].args.insert(index, v);
        self.renumber_block_args(b);
        v
    }

    /// Removes block argument `index` (it must have no uses).
    pub fn erase_block_arg(&mut self, b: BlockId, index: usize) {
        let v = self.blocks[b.index()].args.remove(index);
        self.values[v.index()].def = ValueDef::Detached;
        self.dead.values.push(v);
        self.renumber_block_args(b);
    }

    fn renumber_block_args(&mut self, b: BlockId) {
        for i in 0..self.blocks[b.index()].args.len() {
            let v = self.blocks[b.index()].args[i];
            self.values[v.index()].def = ValueDef::BlockArg {
                block: b,
                index: i as u32,
            };
        }
    }

    // ---- layout ----------------------------------------------------------------------------

    /// Inserts a detached op at `ip`.
    pub fn insert_op(&mut self, ip: InsertPoint, op: OpId) {
        let (block, prev, next) = match ip {
            InsertPoint::Before(o) => {
                let d = &self.ops[o.index()];
                (
                    d.parent.expect("insert before detached op"),
                    d.prev,
                    Some(o),
                )
            }
            InsertPoint::After(o) => {
                let d = &self.ops[o.index()];
                (d.parent.expect("insert after detached op"), Some(o), d.next)
            }
            InsertPoint::BlockStart(b) => (b, None, self.blocks[b.index()].first),
            InsertPoint::BlockEnd(b) => (b, self.blocks[b.index()].last, None),
        };
        {
            let d = &mut self.ops[op.index()];
            d.parent = Some(block);
            d.prev = prev;
            d.next = next;
        }
        match prev {
            Some(p) => self.ops[p.index()].next = Some(op),
            None => self.blocks[block.index()].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n.index()].prev = Some(op),
            None => self.blocks[block.index()].last = Some(op),
        }
    }

    /// Removes an op from its block without destroying it.
    pub fn unlink_op(&mut self, op: OpId) {
        let (parent, prev, next) = {
            let d = &self.ops[op.index()];
            (d.parent, d.prev, d.next)
        };
        let Some(b) = parent else { return };
        match prev {
            Some(p) => self.ops[p.index()].next = next,
            None => self.blocks[b.index()].first = next,
        }
        match next {
            Some(n) => self.ops[n.index()].prev = prev,
            None => self.blocks[b.index()].last = prev,
        }
        let d = &mut self.ops[op.index()];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Moves an op to a new position.
    pub fn move_op(&mut self, op: OpId, ip: InsertPoint) {
        self.unlink_op(op);
        self.insert_op(ip, op);
    }

    /// Erases an op and everything nested in it, dropping their operand uses. Results must be
    /// unused (or used only inside the erased op).
    pub fn erase_op(&mut self, op: OpId) {
        self.unlink_op(op);
        self.drop_op_recursive(op);
    }

    fn drop_op_recursive(&mut self, op: OpId) {
        let operands = std::mem::take(&mut self.ops[op.index()].operands);
        for (i, v) in operands.iter().enumerate() {
            self.remove_use(*v, op, i as u32);
        }
        for r in self.ops[op.index()].regions.clone() {
            let mut b = self.regions[r.index()].first;
            while let Some(bb) = b {
                let mut o = self.blocks[bb.index()].first;
                while let Some(oo) = o {
                    o = self.ops[oo.index()].next;
                    self.drop_op_recursive(oo);
                }
                self.bury_block(bb);
                b = self.blocks[bb.index()].next;
            }
            self.dead.regions.push(r);
        }
        for &v in &self.ops[op.index()].results {
            self.values[v.index()].def = ValueDef::Detached;
            self.dead.values.push(v);
        }
        // Nested ops keep no block either: whoever still holds their id (a rewrite worklist)
        // sees them as erased.
        self.ops[op.index()].parent = None;
        self.dead.ops.push(op);
    }

    /// Erases a block: its ops (last to first), then the block and its arguments, which must
    /// no longer be used outside it.
    pub fn erase_block(&mut self, b: BlockId) {
        let ops: Vec<OpId> = self.block_ops(b).collect();
        for &o in ops.iter().rev() {
            self.erase_op(o);
        }
        self.unlink_block(b);
        self.bury_block(b);
    }

    /// Marks a block and its arguments erased (the block is already out of its region, or its
    /// region is being erased).
    fn bury_block(&mut self, b: BlockId) {
        for &a in &self.blocks[b.index()].args {
            self.values[a.index()].def = ValueDef::Detached;
            self.dead.values.push(a);
        }
        self.dead.blocks.push(b);
    }

    /// Erases the blocks of `op`'s regions (the op stays, with empty regions). Blocks go last
    /// to first so users mostly go before their definitions; every use among the erased ops
    /// is dropped with its user either way.
    pub fn erase_regions_contents(&mut self, op: OpId) {
        for r in self.ops[op.index()].regions.clone() {
            let blocks: Vec<BlockId> = self.region_blocks(r).collect();
            for &b in blocks.iter().rev() {
                self.erase_block(b);
            }
        }
    }

    /// Makes the slots of erased entities available to new ones and frees what they held.
    ///
    /// Only call this where no handle to an erased entity is kept (between passes or
    /// functions, not inside a rewrite). Values erased while still used (a broken invariant)
    /// are never reused.
    pub fn recycle(&mut self) {
        let mut dead = std::mem::take(&mut self.dead);
        dead.ops.sort_unstable();
        dead.ops.dedup();
        dead.values.sort_unstable();
        dead.values.dedup();
        dead.blocks.sort_unstable();
        dead.blocks.dedup();
        dead.regions.sort_unstable();
        dead.regions.dedup();
        for &o in &dead.ops {
            let d = &mut self.ops[o.index()];
            d.operands = Vec::new();
            d.results = Vec::new();
            d.props = ThinVec::new();
            d.attrs = ThinVec::new();
            d.regions = ThinVec::new();
            d.successors = ThinVec::new();
            d.loc = Location::Unknown;
            d.parent = None;
            d.prev = None;
            d.next = None;
        }
        self.free.ops.extend(dead.ops.iter().rev());
        for &v in dead.values.iter().rev() {
            let d = &mut self.values[v.index()];
            if !d.uses.is_empty() || d.def != ValueDef::Detached {
                continue;
            }
            d.uses = Vec::new();
            self.arg_locs.remove(&v);
            self.free.values.push(v);
        }
        for &b in dead.blocks.iter().rev() {
            self.blocks[b.index()] = BlockData::default();
            self.free.blocks.push(b);
        }
        for &r in dead.regions.iter().rev() {
            self.regions[r.index()] = RegionData::default();
            self.free.regions.push(r);
        }
    }

    fn remove_use(&mut self, v: ValueId, op: OpId, operand: u32) {
        let uses = &mut self.values[v.index()].uses;
        // Order-preserving: MLIR visits a value's users newest-first, and rewrite drivers that
        // mirror its worklist order rely on the use list keeping creation order.
        if let Some(pos) = uses
            .iter()
            .rposition(|u| u.op == op && u.operand == operand)
        {
            uses.remove(pos);
        }
    }

    // ---- use lists -------------------------------------------------------------------------

    /// Sets operand `index` of `op` to `v`.
    pub fn set_operand(&mut self, op: OpId, index: usize, v: ValueId) {
        let old = self.ops[op.index()].operands[index];
        if old == v {
            return;
        }
        self.remove_use(old, op, index as u32);
        self.ops[op.index()].operands[index] = v;
        self.values[v.index()].uses.push(Use {
            op,
            operand: index as u32,
        });
    }

    /// Replaces the whole operand list of `op`.
    pub fn set_operands(&mut self, op: OpId, operands: Vec<ValueId>) {
        let old = std::mem::take(&mut self.ops[op.index()].operands);
        for (i, v) in old.iter().enumerate() {
            self.remove_use(*v, op, i as u32);
        }
        for (i, &v) in operands.iter().enumerate() {
            self.values[v.index()].uses.push(Use {
                op,
                operand: i as u32,
            });
        }
        self.ops[op.index()].operands = operands;
    }

    /// Replaces every use of `old` by `new`.
    pub fn replace_all_uses(&mut self, old: ValueId, new: ValueId) {
        if old == new {
            return;
        }
        let uses = std::mem::take(&mut self.values[old.index()].uses);
        for u in &uses {
            self.ops[u.op.index()].operands[u.operand as usize] = new;
        }
        // MLIR moves the uses newest-first, each to the front of the new list: the moved uses end
        // up oldest-last, i.e. appended in reverse.
        self.values[new.index()].uses.extend(uses.into_iter().rev());
    }

    /// True if the value has at least one use.
    pub fn has_uses(&self, v: ValueId) -> bool {
        !self.values[v.index()].uses.is_empty()
    }

    // ---- walks -----------------------------------------------------------------------------

    /// Reserves arena space for about `ops` operations (parsers know the input size).
    pub fn reserve(&mut self, ops: usize) {
        self.ops.reserve(ops);
        self.values.reserve(ops);
        self.blocks.reserve(ops / 4);
        self.regions.reserve(ops / 4);
    }

    /// Calls `f` on every op nested in `root` (not `root` itself), in pre-order.
    ///
    /// Stackless: the next op is found through the ops', blocks' and regions' links (first
    /// nested op, else the next op, block or region, climbing towards `root`), so a walk
    /// allocates nothing (the code generator's and optimiser's fixpoints walk functions often).
    pub fn walk_nested(&self, root: OpId, f: &mut dyn FnMut(OpId)) {
        let mut cur = self.first_in_regions(root, 0);
        while let Some(op) = cur {
            f(op);
            cur = self.next_in_preorder(op, root);
        }
    }

    /// The first op of the first non-empty block in `op`'s regions from the `from`-th on.
    fn first_in_regions(&self, op: OpId, from: usize) -> Option<OpId> {
        let regions = &self.ops[op.index()].regions;
        for &r in regions.get(from..).unwrap_or(&[]) {
            let mut b = self.regions[r.index()].first;
            while let Some(bb) = b {
                let blk = &self.blocks[bb.index()];
                if blk.first.is_some() {
                    return blk.first;
                }
                b = blk.next;
            }
        }
        None
    }

    /// The op after `op` in a pre-order walk of `root`'s regions (`None` at the end).
    fn next_in_preorder(&self, op: OpId, root: OpId) -> Option<OpId> {
        if !self.ops[op.index()].regions.is_empty() {
            if let Some(c) = self.first_in_regions(op, 0) {
                return Some(c);
            }
        }
        let mut x = op;
        loop {
            let d = &self.ops[x.index()];
            if d.next.is_some() {
                return d.next;
            }
            let blk = &self.blocks[d.parent?.index()];
            let mut b = blk.next;
            while let Some(bb) = b {
                let nb = &self.blocks[bb.index()];
                if nb.first.is_some() {
                    return nb.first;
                }
                b = nb.next;
            }
            let r = blk.parent?;
            let p = self.regions[r.index()].parent?;
            let idx = self.ops[p.index()].regions.iter().position(|&q| q == r)?;
            if let Some(c) = self.first_in_regions(p, idx + 1) {
                return Some(c);
            }
            if p == root {
                return None;
            }
            x = p;
        }
    }

    /// The ops directly inside the top module's body, in order.
    pub fn top_level_ops(&self) -> Vec<OpId> {
        let Some(top) = self.top else {
            return Vec::new();
        };
        let Some(&r) = self.ops[top.index()].regions.first() else {
            return Vec::new();
        };
        self.region_blocks(r)
            .flat_map(|b| self.block_ops(b).collect::<Vec<_>>())
            .collect()
    }
}

/// Iterates the blocks of a region.
pub struct BlockIter<'a> {
    m: &'a Module,
    cur: Option<BlockId>,
}

impl Iterator for BlockIter<'_> {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        let b = self.cur?;
        self.cur = self.m.blocks[b.index()].next;
        Some(b)
    }
}

/// Iterates the ops of a block.
pub struct OpIter<'a> {
    m: &'a Module,
    cur: Option<OpId>,
}

impl Iterator for OpIter<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let o = self.cur?;
        self.cur = self.m.ops[o.index()].next;
        Some(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pre-order a recursive walk gives (what [`Module::walk_nested`] must match).
    fn recursive(m: &Module, op: OpId, out: &mut Vec<OpId>) {
        for &r in &m.op(op).regions {
            for b in m.region_blocks(r) {
                for o in m.block_ops(b) {
                    out.push(o);
                    recursive(m, o, out);
                }
            }
        }
    }

    #[test]
    fn walk_nested_is_pre_order_through_empty_blocks_and_regions() {
        let m = crate::parse::test_module(
            r#"
func.func @f(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
  } else {
    scf.for %i = %c0 to %n step %c1 {
      scf.if %c {
        %x = arith.addi %i, %i : index
      }
    }
  }
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  scf.if %c {
    %y = arith.addi %n, %n : index
  }
  return
}
func.func private @g()
func.func @h() {
  return
}
"#,
        );
        let top = m.top.expect("module");
        for root in std::iter::once(top).chain(m.top_level_ops()) {
            let mut want = Vec::new();
            recursive(&m, root, &mut want);
            let mut got = Vec::new();
            m.walk_nested(root, &mut |o| got.push(o));
            assert_eq!(got, want);
        }
        // Every op of the module is reached, and walks of leaves are empty.
        let mut all = Vec::new();
        m.walk_nested(top, &mut |o| all.push(o));
        assert!(all.len() > 12, "{all:?}");
        let leaf = all[1];
        let mut none = Vec::new();
        m.walk_nested(leaf, &mut |o| none.push(o));
        assert!(none.is_empty());
    }
}
