//! `bufferization-lower-deallocations` (and the dealloc half of
//! `convert-bufferization-to-memref`): every `bufferization.dealloc` becomes `memref.dealloc`s
//! guarded by `scf.if`, op for op as MLIR 22 builds them.
//!
//! * no memrefs: the results are `false`;
//! * one memref, nothing retained: `scf.if %cond { memref.dealloc %m }`;
//! * one memref, N retained: base pointers compared with `arith.cmpi ne`, and-reduced;
//! * otherwise the generic lowering: base pointers and conditions stored into five helper
//!   lists passed to one `func.func private @dealloc_helper` per module (built at the end of the
//!   module when the pass runs on the module; an error when it runs on functions).
//!
//! Beyond MLIR, `helper-storage=stack` keeps the helper's lists in `memref.alloca`s placed at
//! the start of the enclosing function (their sizes are static), so a dealloc executes without
//! any heap traffic. Large deallocs (see [`LowerOptions::uses_nlogn`]) then call a second
//! helper, `@dealloc_helper_nlogn` ([`nlogn_helper`]), that decides aliasing with a hash table
//! (O(n + r) expected) and falls back to sorting the base pointers (O((n + r) log n)) when
//! probing gets long, instead of comparing all pairs; small ones call MLIR's quadratic
//! `@dealloc_helper`. All compute exactly the same deallocation conditions and ownership
//! results.

use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{
    Attribute, InsertPoint, Layout, Location, Module, NamedAttr, OpId, OpSpec, Signedness,
    TypeData, TypeId, ValueId, DYNAMIC,
};
use crate::rewrite::Rewriter;
use crate::transforms::canonicalize::bufferization::{dealloc_parts, DeallocParts};
use crate::transforms::canonicalize::util::create_if_then;
use crate::transforms::ownership::build::{i1, index, segments};
use crate::transforms::PassOptions;

pub mod nlogn_helper;

/// Where the generic lowering keeps the helper's lists.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum HelperStorage {
    /// `memref.alloc` + `memref.dealloc` around every execution (MLIR).
    #[default]
    Heap,
    /// `memref.alloca` at the function entry.
    Stack,
}

/// Cost model of the default choice between the helpers (stack storage), fitted to
/// `LOWERING_TABLE=crossover cargo bench --bench lowering`: MLIR's quadratic helper costs about
/// 0.5 ns per memref pair (`n(n−1)/2`) and 0.9 ns per memref/retained pair (`n·r`, it branches);
/// `@dealloc_helper_nlogn` about 40 ns plus 5 ns per memref or retained value. The nlogn helper
/// is used when `n(n−1)/2 + NLOGN_RETAINED_WEIGHT·n·r > NLOGN_PER_VALUE·(n + r) + NLOGN_FIXED`:
/// from n = 27 for r = 0, n = 23 for r = 2, n = 10 for r = 16.
pub const NLOGN_PER_VALUE: usize = 10;
/// See [`NLOGN_PER_VALUE`].
pub const NLOGN_FIXED: usize = 80;
/// See [`NLOGN_PER_VALUE`].
pub const NLOGN_RETAINED_WEIGHT: usize = 2;

/// Options of the generic lowering.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct LowerOptions {
    /// Where the helper's lists live.
    pub storage: HelperStorage,
    /// With [`HelperStorage::Stack`]: deallocs with more memrefs than this use
    /// `@dealloc_helper_nlogn`, the others MLIR's quadratic `@dealloc_helper`; `None`: the
    /// cost model of [`NLOGN_PER_VALUE`].
    pub nlogn_threshold: Option<usize>,
    /// `@dealloc_helper_nlogn`'s probe budget; `None`: `4·(n + r) + 64`. Small values make it
    /// give up hashing early and sort (0: always sort); for tests and benchmarks.
    pub probe_budget: Option<u64>,
    /// `force-generic=true`: one-memref deallocs also go through the generic helper instead of
    /// MLIR's specialized `scf.if` lowering (same semantics), so one dealloc can be measured
    /// both ways (`bufjit bench`). Deallocs without memrefs still fold to `false`.
    pub force_generic: bool,
}

impl Default for LowerOptions {
    fn default() -> Self {
        LowerOptions {
            storage: HelperStorage::Heap,
            nlogn_threshold: None,
            probe_budget: None,
            force_generic: false,
        }
    }
}

impl LowerOptions {
    /// Whether a dealloc of `n` memrefs goes through a helper (otherwise it is lowered inline).
    pub fn uses_helper(&self, n: usize) -> bool {
        n > 1 || (self.force_generic && n == 1)
    }

    /// Whether a generic dealloc of `n` memrefs and `r` retained values calls
    /// `@dealloc_helper_nlogn` (only with stack storage).
    pub fn uses_nlogn(&self, n: usize, r: usize) -> bool {
        if self.storage != HelperStorage::Stack {
            return false;
        }
        match self.nlogn_threshold {
            Some(t) => n > t,
            None => {
                n * n.saturating_sub(1) / 2 + NLOGN_RETAINED_WEIGHT * n * r
                    > NLOGN_PER_VALUE * (n + r) + NLOGN_FIXED
            }
        }
    }
}

/// Parses the pass options: `helper-storage=heap|stack`, `helper-nlogn-threshold=auto|N`,
/// `helper-probe-budget=auto|N`, `force-generic=true|false`.
pub fn parse_options(opts: &PassOptions) -> Result<LowerOptions, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let d = LowerOptions::default();
    let mut r = OptionReader::new(
        opts,
        "bufferization-lower-deallocations",
        Wording::InvalidOption,
    );
    let storage = [
        ("heap", HelperStorage::Heap),
        ("stack", HelperStorage::Stack),
    ];
    let o = LowerOptions {
        storage: r.one_of("helper-storage", d.storage, &storage),
        nlogn_threshold: r.uint_or_auto("helper-nlogn-threshold", d.nlogn_threshold),
        probe_budget: r.uint_or_auto("helper-probe-budget", d.probe_budget),
        force_generic: r.flag("force-generic", d.force_generic),
    };
    r.finish()?;
    Ok(o)
}

/// The helper functions the generic lowering calls (`None`: not available, e.g. when the
/// pass runs on single functions).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Helpers {
    /// MLIR's quadratic `@dealloc_helper`.
    pub generic: Option<String>,
    /// `@dealloc_helper_nlogn` (stack storage, large deallocs).
    pub nlogn: Option<String>,
}

fn memref_ty(m: &mut Module, n: i64, elem: TypeId) -> TypeId {
    m.intern_type(TypeData::MemRef {
        shape: vec![n],
        elem,
        layout: Layout::Identity,
        memory_space: None,
    })
}

fn alloc_props(m: &mut Module) -> Vec<NamedAttr> {
    vec![NamedAttr::new("operandSegmentSizes", segments(m, &[0, 0]))]
}

fn index_const(rw: &mut Rewriter<'_>, v: i64, loc: &Location) -> ValueId {
    let t = index(rw.m);
    rw.constant(
        Attribute::Integer {
            value: v as i128,
            ty: t,
        },
        t,
        loc,
    )
}

fn cmpi(rw: &mut Rewriter<'_>, pred: i64, a: ValueId, b: ValueId, loc: &Location) -> ValueId {
    let t = i1(rw.m);
    let i64t = rw.m.intern_type(TypeData::Integer {
        width: 64,
        signedness: Signedness::Signless,
    });
    let p = vec![NamedAttr::new(
        "predicate",
        Attribute::Integer {
            value: pred as i128,
            ty: i64t,
        },
    )];
    rw.create1(OpKind::CmpI, vec![a, b], t, p, loc)
}

fn intptr(rw: &mut Rewriter<'_>, v: ValueId, loc: &Location) -> ValueId {
    let t = index(rw.m);
    rw.create1(
        OpKind::ExtractAlignedPointerAsIndex,
        vec![v],
        t,
        vec![],
        loc,
    )
}

fn dealloc_if(rw: &mut Rewriter<'_>, cond: ValueId, memref: ValueId, loc: &Location) {
    let l = loc.clone();
    create_if_then(rw, cond, loc, move |m, b| {
        let name = m.sym(OpKind::Dealloc.name());
        m.insert_new_op(
            InsertPoint::BlockEnd(b),
            OpSpec {
                kind: OpKind::Dealloc,
                name,
                operands: vec![memref],
                result_types: vec![],
                props: vec![],
                attrs: vec![],
                regions: vec![],
                successors: vec![],
                loc: l,
            },
        );
    });
}

/// Lowers one dealloc op; `helpers` names the helpers the generic case may call.
pub fn lower_dealloc(
    rw: &mut Rewriter<'_>,
    op: OpId,
    helpers: &Helpers,
    opts: LowerOptions,
) -> Result<(), Diagnostic> {
    let p = dealloc_parts(rw.m, op);
    let loc = rw.m.op(op).loc.clone();
    rw.ip = InsertPoint::Before(op);
    if p.memrefs.is_empty() {
        let f = rw.bool_constant(false, &loc);
        rw.replace_op(op, &vec![f; p.retained.len()]);
        return Ok(());
    }
    if opts.uses_helper(p.memrefs.len()) {
        return lower_generic(rw, op, &p, helpers, opts, loc);
    }
    if p.retained.is_empty() {
        dealloc_if(rw, p.conds[0], p.memrefs[0], &loc);
        rw.erase_op(op);
    } else {
        lower_one_with_retained(rw, op, &p, &loc);
    }
    Ok(())
}

/// One memref and retained values: the memref is freed when its condition holds and its base
/// pointer differs from every retained one; each ownership result is its condition and that
/// retained value's aliasing it.
///
/// ```mlir
/// %r = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%x : memref<2xf32>)
/// ```
/// becomes
/// ```mlir
/// %p = memref.extract_aligned_pointer_as_index %m : memref<2xf32> -> index
/// %q = memref.extract_aligned_pointer_as_index %x : memref<2xf32> -> index
/// %ne = arith.cmpi ne, %p, %q : index
/// %free = arith.andi %ne, %c : i1
/// scf.if %free {
///   memref.dealloc %m : memref<2xf32>
/// }
/// %true = arith.constant true
/// %alias = arith.xori %ne, %true : i1
/// %r = arith.andi %alias, %c : i1
/// ```
fn lower_one_with_retained(rw: &mut Rewriter<'_>, op: OpId, p: &DeallocParts, loc: &Location) {
    let t1 = i1(rw.m);
    let mi = intptr(rw, p.memrefs[0], loc);
    let mut not_alias = Vec::new();
    for &r in &p.retained {
        let ri = intptr(rw, r, loc);
        not_alias.push(cmpi(rw, 1, mi, ri, loc));
    }
    let mut prev = not_alias[0];
    for &n in &not_alias[1..] {
        prev = rw.create1(OpKind::AndI, vec![prev, n], t1, vec![], loc);
    }
    let should = rw.create1(OpKind::AndI, vec![prev, p.conds[0]], t1, vec![], loc);
    dealloc_if(rw, should, p.memrefs[0], loc);
    let tr = rw.bool_constant(true, loc);
    let mut repl = Vec::new();
    for &n in &not_alias {
        let a = rw.create1(OpKind::XOrI, vec![n, tr], t1, vec![], loc);
        repl.push(rw.create1(OpKind::AndI, vec![a, p.conds[0]], t1, vec![], loc));
    }
    rw.replace_op(op, &repl);
}

/// The generic lowering: the base pointers and conditions stored into lists, a call of the
/// helper, one guarded `memref.dealloc` per memref on the helper's answer, the ownership
/// results loaded from its second output list (and, with heap storage, the lists freed).
///
/// ```mlir
/// %r = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c0, %c1)
///     retain (%x : memref<2xf32>)
/// ```
/// becomes (heap storage)
/// ```mlir
/// %alloc = memref.alloc() : memref<2xindex>        // and the other input lists
/// memref.store %pa, %alloc[%c0] : memref<2xindex>  // each base pointer and condition
/// ...
/// %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>  // each list
/// ...
/// call @dealloc_helper(%cast, %cast_2, %cast_1, %cast_4, %cast_5) : (...) -> ()
/// %d = memref.load %alloc_3[%c0] : memref<2xi1>
/// scf.if %d {
///   memref.dealloc %a : memref<2xf32>
/// }
/// ...
/// %r = memref.load %alloc_4[%c0] : memref<1xi1>
/// memref.dealloc %alloc : memref<2xindex>          // each list
/// ```
fn lower_generic(
    rw: &mut Rewriter<'_>,
    op: OpId,
    p: &DeallocParts,
    helpers: &Helpers,
    opts: LowerOptions,
    loc: Location,
) -> Result<(), Diagnostic> {
    let nlogn = opts.uses_nlogn(p.memrefs.len(), p.retained.len());
    let helper = if nlogn {
        helpers.nlogn.as_deref()
    } else {
        helpers.generic.as_deref()
    };
    let Some(helper) = helper else {
        let m = &*rw.m;
        return Err(Diagnostic::on_op(
            m,
            op,
            "library function required for generic lowering, but cannot be automatically inserted when operating on functions",
        )
        .with_followup(Diagnostic::on_op(
            m,
            op,
            "failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal",
        )));
    };
    let g = Generic::new(rw, p, opts, nlogn, loc);
    let (mut lists, scratch) = if g.storage == HelperStorage::Stack {
        g.alloc_stack_lists(rw, op)
    } else {
        let mut lists = [crate::ir::ValueId(0); 5];
        for (l, &t) in lists.iter_mut().zip(&g.list_ty[..3]) {
            *l = g.alloc_list(rw, t);
        }
        (lists, Vec::new())
    };
    g.store_inputs(rw, &lists);
    let mut call_args = g.cast_lists(rw, &mut lists, scratch);
    if nlogn {
        // The probe budget: 4 probes per element plus slack (typically ~1.5 are needed).
        let (n, r) = (p.memrefs.len() as i64, p.retained.len() as i64);
        let budget = match opts.probe_budget {
            Some(b) => b.min(i64::MAX as u64) as i64,
            None => 4 * (n + r) + 64,
        };
        call_args.push(index_const(rw, budget, &g.loc));
    }
    rw.create(
        OpKind::Call,
        call_args,
        vec![],
        vec![NamedAttr::new(
            "callee",
            Attribute::SymbolRef {
                root: helper.to_string(),
                nested: vec![],
            },
        )],
        vec![],
        &g.loc,
    );
    let repl = g.apply_results(rw, lists[3], lists[4]);
    if g.storage == HelperStorage::Heap {
        for l in [lists[0], lists[2], lists[1], lists[3], lists[4]] {
            rw.create(OpKind::Dealloc, vec![l], vec![], vec![], vec![], &g.loc);
        }
    }
    rw.replace_op(op, &repl);
    Ok(())
}

/// One dealloc's generic lowering: what its lists look like and where they live.
struct Generic<'p> {
    p: &'p DeallocParts,
    loc: Location,
    storage: HelperStorage,
    nlogn: bool,
    /// `index` and `i1`.
    it: TypeId,
    t1: TypeId,
    /// The five lists, in this order: base pointers to deallocate, their conditions, retained
    /// base pointers, the helper's deallocation decisions, the ownership results.
    list_ty: [TypeId; 5],
    /// The allocation ops' properties.
    props: Vec<NamedAttr>,
}

impl<'p> Generic<'p> {
    fn new(
        rw: &mut Rewriter<'_>,
        p: &'p DeallocParts,
        opts: LowerOptions,
        nlogn: bool,
        loc: Location,
    ) -> Self {
        let t1 = i1(rw.m);
        let it = index(rw.m);
        let (n, r) = (p.memrefs.len() as i64, p.retained.len() as i64);
        let list_ty = [
            memref_ty(rw.m, n, it),
            memref_ty(rw.m, n, t1),
            memref_ty(rw.m, r, it),
            memref_ty(rw.m, n, t1),
            memref_ty(rw.m, r, t1),
        ];
        let props = alloc_props(rw.m);
        Generic {
            p,
            loc,
            storage: opts.storage,
            nlogn,
            it,
            t1,
            list_ty,
            props,
        }
    }

    /// A list of type `t`: `memref.alloc` (heap) or `memref.alloca` (stack) at `rw.ip`.
    fn alloc_list(&self, rw: &mut Rewriter<'_>, t: TypeId) -> ValueId {
        let kind = match self.storage {
            HelperStorage::Heap => OpKind::Alloc,
            HelperStorage::Stack => OpKind::Alloca,
        };
        rw.create1(kind, vec![], t, self.props.clone(), &self.loc)
    }

    /// Stack storage: all five lists (and `@dealloc_helper_nlogn`'s scratch lists) as
    /// `memref.alloca`s hoisted to the function entry (see [`hoisting_block`]): static sizes,
    /// constant stack use however often the dealloc runs. `rw.ip` is left where it was.
    fn alloc_stack_lists(&self, rw: &mut Rewriter<'_>, op: OpId) -> ([ValueId; 5], Vec<ValueId>) {
        let here = rw.ip;
        if let Some(entry) = hoisting_block(rw.m, op) {
            rw.ip = match rw.m.block(entry).first {
                Some(f) => InsertPoint::Before(f),
                None => InsertPoint::BlockEnd(entry),
            };
        }
        let alloc_in_order = |rw: &mut Rewriter<'_>, t: TypeId| {
            let v = self.alloc_list(rw, t);
            if let Some(o) = rw.m.defining_op(v) {
                rw.ip = InsertPoint::After(o);
            }
            v
        };
        let mut lists = [crate::ir::ValueId(0); 5];
        for (l, &t) in lists.iter_mut().zip(&self.list_ty) {
            *l = alloc_in_order(rw, t);
        }
        let mut scratch = Vec::new();
        if self.nlogn {
            // `@dealloc_helper_nlogn`'s scratch lists: the permutation (n), the hash table's
            // keys, heads and group conditions (a power of two ≥ 2n).
            let n = self.p.memrefs.len() as u64;
            let size = (2 * n).max(4).next_power_of_two() as i64;
            let table_idx = memref_ty(rw.m, size, self.it);
            let table_i1 = memref_ty(rw.m, size, self.t1);
            for t in [self.list_ty[0], table_idx, table_idx, table_i1] {
                scratch.push(alloc_in_order(rw, t));
            }
        }
        rw.ip = here;
        (lists, scratch)
    }

    /// Stores the memrefs' base pointers, their conditions and the retained base pointers into
    /// the first three lists.
    fn store_inputs(&self, rw: &mut Rewriter<'_>, lists: &[ValueId; 5]) {
        let loc = &self.loc;
        let store = |rw: &mut Rewriter<'_>, v: ValueId, l: ValueId, i: usize| {
            let c = index_const(rw, i as i64, loc);
            rw.create(OpKind::Store, vec![v, l, c], vec![], vec![], vec![], loc);
        };
        for (i, &mr) in self.p.memrefs.iter().enumerate() {
            let v = intptr(rw, mr, loc);
            store(rw, v, lists[0], i);
        }
        for (i, &c) in self.p.conds.iter().enumerate() {
            store(rw, c, lists[1], i);
        }
        for (i, &rv) in self.p.retained.iter().enumerate() {
            let v = intptr(rw, rv, loc);
            store(rw, v, lists[2], i);
        }
    }

    /// The helper's arguments: every list (allocating the two output lists now with heap
    /// storage) and scratch list `memref.cast` to its dynamic size.
    fn cast_lists(
        &self,
        rw: &mut Rewriter<'_>,
        lists: &mut [ValueId; 5],
        scratch: Vec<ValueId>,
    ) -> Vec<ValueId> {
        let loc = &self.loc;
        let dyn_idx = memref_ty(rw.m, DYNAMIC, self.it);
        let dyn_i1 = memref_ty(rw.m, DYNAMIC, self.t1);
        let c_dealloc = rw.create1(OpKind::Cast, vec![lists[0]], dyn_idx, vec![], loc);
        let c_conds = rw.create1(OpKind::Cast, vec![lists[1]], dyn_i1, vec![], loc);
        let c_retain = rw.create1(OpKind::Cast, vec![lists[2]], dyn_idx, vec![], loc);
        if self.storage == HelperStorage::Heap {
            lists[3] = self.alloc_list(rw, self.list_ty[3]);
            lists[4] = self.alloc_list(rw, self.list_ty[4]);
        }
        let c_dout = rw.create1(OpKind::Cast, vec![lists[3]], dyn_i1, vec![], loc);
        let c_oout = rw.create1(OpKind::Cast, vec![lists[4]], dyn_i1, vec![], loc);
        let mut call_args = vec![c_dealloc, c_retain, c_conds, c_dout, c_oout];
        for (i, l) in scratch.into_iter().enumerate() {
            let t = if i == 3 { dyn_i1 } else { dyn_idx };
            call_args.push(rw.create1(OpKind::Cast, vec![l], t, vec![], loc));
        }
        call_args
    }

    /// After the call: each memref freed if the helper says so, and the ownership results
    /// loaded (returned, one per retained value).
    fn apply_results(
        &self,
        rw: &mut Rewriter<'_>,
        dealloc_out: ValueId,
        own_out: ValueId,
    ) -> Vec<ValueId> {
        let loc = &self.loc;
        for (i, &mr) in self.p.memrefs.iter().enumerate() {
            let c = index_const(rw, i as i64, loc);
            let should = rw.create1(OpKind::Load, vec![dealloc_out, c], self.t1, vec![], loc);
            dealloc_if(rw, should, mr, loc);
        }
        let mut repl = Vec::new();
        for i in 0..self.p.retained.len() {
            let c = index_const(rw, i as i64, loc);
            repl.push(rw.create1(OpKind::Load, vec![own_out, c], self.t1, vec![], loc));
        }
        repl
    }
}

/// Where the stack lists of a dealloc go: the entry block of the region reached by leaving
/// sequential control flow (`scf.for`, `scf.while`, `scf.if`, `scf.execute_region`,
/// `scf.index_switch`) outward from `op`, i.e. normally the function entry. Hoisting stops at
/// anything else (`func.func`, `scf.parallel`/`scf.forall` bodies, `memref.alloca_scope`,
/// unknown ops), so iterations that may run concurrently never share lists.
fn hoisting_block(m: &Module, op: OpId) -> Option<crate::ir::BlockId> {
    let mut cur = op;
    loop {
        let region = m.parent_region(cur)?;
        let parent = m.region(region).parent?;
        match m.op(parent).kind {
            OpKind::For
            | OpKind::While
            | OpKind::If
            | OpKind::ExecuteRegion
            | OpKind::IndexSwitch => cur = parent,
            _ => return m.entry_block(region),
        }
    }
}

/// Builds `func.func private @dealloc_helper` at the end of the module body.
pub fn build_helper(m: &mut Module, name: &str, loc: &Location) -> OpId {
    let it = index(m);
    let t1 = i1(m);
    let idx_ty = memref_ty(m, DYNAMIC, it);
    let bool_ty = memref_ty(m, DYNAMIC, t1);
    let arg_tys = vec![idx_ty, idx_ty, bool_ty, bool_ty, bool_ty];
    let fty = m.intern_type(TypeData::Function {
        inputs: arg_tys.clone(),
        results: vec![],
    });
    let region = m.new_region();
    let entry = m.create_block();
    m.append_block(region, entry);
    let args: Vec<ValueId> = arg_tys
        .iter()
        .map(|&t| m.add_block_arg(entry, t, Some(loc.clone())))
        .collect();
    let mut rw = Rewriter::new(m, None);
    rw.tracking = false;
    rw.ip = InsertPoint::BlockEnd(entry);
    let c0 = index_const(&mut rw, 0, loc);
    let c1 = index_const(&mut rw, 1, loc);
    let tr = rw.bool_constant(true, loc);
    let fa = rw.bool_constant(false, loc);
    let dim0 = rw.create1(OpKind::Dim, vec![args[0], c0], it, vec![], loc);
    let dim1 = rw.create1(OpKind::Dim, vec![args[1], c0], it, vec![], loc);
    // for i in 0..num_retain: ownership_out[i] = false
    build_for(&mut rw, c0, dim1, c1, None, loc, |rw, i, _| {
        rw.create(
            OpKind::Store,
            vec![fa, args[4], i],
            vec![],
            vec![],
            vec![],
            loc,
        );
        vec![]
    });
    build_for(&mut rw, c0, dim0, c1, None, loc, |rw, outer, _| {
        let to_dealloc = rw.create1(OpKind::Load, vec![args[0], outer], it, vec![], loc);
        let cond = rw.create1(OpKind::Load, vec![args[2], outer], t1, vec![], loc);
        let no_retain_alias = build_for(rw, c0, dim1, c1, Some(tr), loc, |rw, i, iter| {
            let rv = rw.create1(OpKind::Load, vec![args[1], i], it, vec![], loc);
            let does_alias = cmpi(rw, 0, rv, to_dealloc, loc);
            let l = loc.clone();
            let (a4, cnd) = (args[4], cond);
            create_if_then(rw, does_alias, loc, move |m, b| {
                let mut inner = Rewriter::new(m, None);
                inner.tracking = false;
                inner.ip = InsertPoint::BlockEnd(b);
                let cur = inner.create1(OpKind::Load, vec![a4, i], t1, vec![], &l);
                let upd = inner.create1(OpKind::OrI, vec![cur, cnd], t1, vec![], &l);
                inner.create(OpKind::Store, vec![upd, a4, i], vec![], vec![], vec![], &l);
            });
            let no_alias = cmpi(rw, 1, rv, to_dealloc, loc);
            let y = rw.create1(
                OpKind::AndI,
                vec![iter.unwrap_or(tr), no_alias],
                t1,
                vec![],
                loc,
            );
            vec![y]
        });
        let no_alias = build_for(rw, c0, outer, c1, no_retain_alias, loc, |rw, i, iter| {
            let prev = rw.create1(OpKind::Load, vec![args[0], i], it, vec![], loc);
            let na = cmpi(rw, 1, prev, to_dealloc, loc);
            let y = rw.create1(OpKind::AndI, vec![iter.unwrap_or(tr), na], t1, vec![], loc);
            vec![y]
        });
        let should = rw.create1(
            OpKind::AndI,
            vec![no_alias.unwrap_or(tr), cond],
            t1,
            vec![],
            loc,
        );
        rw.create(
            OpKind::Store,
            vec![should, args[3], outer],
            vec![],
            vec![],
            vec![],
            loc,
        );
        vec![]
    });
    rw.create(OpKind::Return, vec![], vec![], vec![], vec![], loc);
    append_private_func(rw.m, name, fty, region, loc)
}

/// Appends `func.func private @name` with type `fty` and body `region` to the module body.
fn append_private_func(
    m: &mut Module,
    name: &str,
    fty: TypeId,
    region: crate::ir::RegionId,
    loc: &Location,
) -> OpId {
    let top = m.top.expect("module");
    let body = m
        .op(top)
        .regions
        .first()
        .and_then(|&r| m.entry_block(r))
        .expect("module body");
    let spec = crate::dialects::func::private_func_spec(m, name, fty, region, loc.clone());
    m.insert_new_op(InsertPoint::BlockEnd(body), spec)
}

/// Builds `scf.for %i = lb to ub step s [iter_args(init)]` at the insertion point; the body
/// builder returns the yielded values. Returns the single result, if any.
fn build_for(
    rw: &mut Rewriter<'_>,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
    init: Option<ValueId>,
    loc: &Location,
    body: impl FnOnce(&mut Rewriter<'_>, ValueId, Option<ValueId>) -> Vec<ValueId>,
) -> Option<ValueId> {
    let it = index(rw.m);
    let region = rw.m.new_region();
    let b = rw.m.create_block();
    rw.m.append_block(region, b);
    let iv = rw.m.add_block_arg(b, it, Some(loc.clone()));
    let iter = init.map(|v| {
        let t = rw.m.value_type(v);
        rw.m.add_block_arg(b, t, Some(loc.clone()))
    });
    let saved = rw.ip;
    rw.ip = InsertPoint::BlockEnd(b);
    let ys = body(rw, iv, iter);
    rw.create(OpKind::Yield, ys, vec![], vec![], vec![], loc);
    rw.ip = saved;
    let mut operands = vec![lb, ub, step];
    let mut tys = vec![];
    if let Some(v) = init {
        operands.push(v);
        tys.push(rw.m.value_type(v));
    }
    let f = rw.create(OpKind::For, operands, tys, vec![], vec![region], loc);
    rw.m.op(f).results.first().copied()
}

/// Lowers every dealloc nested in `root` with the given helpers (see [`ensure_helpers`]).
pub fn lower_all(
    m: &mut Module,
    root: OpId,
    helpers: &Helpers,
    opts: LowerOptions,
) -> Result<(), Diagnostic> {
    let mut deallocs = Vec::new();
    m.walk_nested(root, &mut |o| {
        if m.op(o).kind == OpKind::BufDealloc {
            deallocs.push(o);
        }
    });
    let mut rw = Rewriter::new(m, None);
    rw.tracking = false;
    for d in deallocs {
        lower_dealloc(&mut rw, d, helpers, opts)?;
    }
    Ok(())
}

/// A symbol name based on `base` that the module does not define yet (`base`, `base_0`, ...).
pub(crate) fn unique_symbol(m: &Module, base: &str) -> String {
    let syms = crate::dialects::symbol_table(m);
    let mut name = base.to_string();
    let mut i = 0;
    while syms.contains_key(name.as_str()) {
        name = format!("{base}_{i}");
        i += 1;
    }
    name
}

/// Creates, at the end of the module, the helpers that the module's deallocs need under
/// `opts` (MLIR's `@dealloc_helper` first, then `@dealloc_helper_nlogn`) and returns their
/// names. With heap storage this is exactly what MLIR inserts.
pub fn ensure_helpers(m: &mut Module, opts: LowerOptions) -> Helpers {
    let Some(top) = m.top else {
        return Helpers::default();
    };
    let (mut need_generic, mut need_nlogn) = (false, false);
    m.walk_nested(top, &mut |o| {
        if m.op(o).kind != OpKind::BufDealloc {
            return;
        }
        let p = dealloc_parts(m, o);
        let n = p.memrefs.len();
        if opts.uses_helper(n) && opts.uses_nlogn(n, p.retained.len()) {
            need_nlogn = true;
        } else if opts.uses_helper(n) {
            need_generic = true;
        }
    });
    let loc = m.op(top).loc.clone();
    let mut h = Helpers::default();
    if need_generic {
        let name = unique_symbol(m, "dealloc_helper");
        build_helper(m, &name, &loc);
        h.generic = Some(name);
    }
    if need_nlogn {
        let name = unique_symbol(m, "dealloc_helper_nlogn");
        nlogn_helper::build_nlogn_helper(m, &name, &loc);
        h.nlogn = Some(name);
    }
    h
}

/// Runs the pass on the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let opts = parse_options(opts)?;
    let Some(top) = m.top else { return Ok(()) };
    let helpers = ensure_helpers(m, opts);
    lower_all(m, top, &helpers, opts)
}

/// Runs the pass on one function (no helper can be inserted).
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let opts = parse_options(opts)?;
    lower_all(m, func, &Helpers::default(), opts)
}
