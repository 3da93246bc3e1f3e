//! `--loop-vectorize`: chooses the innermost `scf.for` loops that code generation runs with
//! Cranelift's 128-bit SIMD types (`I8X16` … `F64X2`), and makes the choice safe. It exists
//! because the decision needs what only the IR knows (which memrefs are distinct buffers, and
//! a loop version where that is a run-time question), while the vector code itself is emitted
//! by [`crate::codegen`] (`src/codegen/vectorize.rs`) from the loop this pass marks.
//!
//! A loop is vectorisable ([`shape`]) when it is an `scf.for` with step 1, an `index`
//! induction variable and a straight-line body of
//! * `memref.load`/`memref.store` whose last index is the induction variable and whose other
//!   indices are loop-invariant (the last dimension must have stride 1: statically, or checked
//!   at run time by the generated code, which runs the scalar loop otherwise); for loads also
//!   `%iv + %k` with `%k` loop-invariant, when the sum is used only so ([`Role::Offset`]: a
//!   window, as an NCHW convolution reads its input row);
//! * loads of loop-invariant locations and any pure op on loop-invariant operands (computed once
//!   per vector iteration and splatted);
//! * elementwise ops Cranelift lowers on 128-bit vectors with the scalar op's exact results:
//!   `arith.addi/subi/andi/ori/xori`, `arith.muli` (not on `i8`), `arith.minsi/maxsi/minui/
//!   maxui` (not on 64-bit lanes), `arith.addf/subf/mulf/divf/negf`, `math.sqrt`,
//!   `math.absf`, `arith.cmpi`/`arith.cmpf` feeding `arith.select`, `arith.index_cast`
//!   between `index` and `i64`;
//! * the induction variable as a value, in 64-bit lanes (`[i, i + 1]`, what `linalg.index`
//!   becomes);
//! * integer reductions: each `iter_args` accumulator used once, by an `arith.addi/andi/ori/
//!   xori/muli/minsi/maxsi/minui/maxui` with a lane value whose result is what the loop
//!   yields for it (what `linalg.reduce` and promoted `C[i] += ...` loops become). These ops
//!   are associative and commutative on two's-complement integers, so the vector accumulator
//!   (the start value in lane 0, the identity elsewhere), combined lane by lane after the
//!   loop, gives the scalar loop's bits;
//!
//! with one lane width for all of them (lanes = 128 / width). Refused: the induction variable
//! in another index (`%a[%i + 1]`) or as a value of another width, floating-point reductions
//! (reassociation changes the bits), calls and ops with memory effects other than those
//! loads and stores, `arith.minimumf`/`maximumf` (Cranelift's vector `fmin` canonicalises NaN
//! payloads, the scalar one does not), divisions, other conversions, `i1` memrefs, and
//! `arith.muli` on 64-bit lanes (SSE4.1 and NEON have no such multiply; Cranelift's emulation
//! made a fill loop `b[i] = i * i + a` of 8 to 20 iterations 10% slower than scalar code).
//!
//! There must be no loop-carried dependence through memory ([`plan`]): every store and every
//! other access of the loop either use the same memref value and indices (the same element in
//! one iteration, like `a[i] = f(a[i])`), or are to provably different buffers (the buffer
//! origin analysis: distinct `memref.alloc`s, an allocation against a function argument).
//! Accesses that may be to the same buffer (two function arguments) version the loop on the
//! run-time overlap test of [`super::versioning`]; views of the same buffer are refused.
//!
//! The pass marks the loop (or the disjoint version's clone) with the unit attribute
//! `bufjit.vectorize`; the original of a versioned loop stays scalar:
//!
//! ```mlir
//! // before
//! scf.for %i = %c0 to %n step %c1 {
//!   %x = memref.load %a[%i] : memref<?xf32>
//!   %y = memref.load %b[%i] : memref<?xf32>
//!   %s = arith.addf %x, %y : f32
//!   memref.store %s, %c[%i] : memref<?xf32>
//! }
//! // after (%a, %b, %c function arguments)
//! ...                      // the address ranges of %c against %a and %b
//! scf.if %disjoint {
//!   scf.for %i = %c0 to %n step %c1 { ... } {bufjit.vectorize}
//! } else {
//!   scf.for %i = %c0 to %n step %c1 { ... }
//! }
//! ```
//!
//! The attribute is a promise, like LLVM's `llvm.loop.parallel_accesses`: the loop has no
//! loop-carried dependence through memory. Code generation re-checks everything else
//! ([`shape`]) and ignores it at `-O0` and when freed-memory checks (`--quarantine`) are on;
//! `--check-bounds` puts `cf.assert`s into the body, which [`shape`] refuses, so no check
//! is lost.

use super::{versioning, Origins};
use crate::analysis::buffer_origin::BufferOriginAnalysis;
use crate::codegen::types::{mem_info, scalar, Scalar};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, InsertPoint, Module, NamedAttr, OpId, ValueId, DYNAMIC};
use crate::rewrite::effects::{op_effects, Effects};
use crate::transforms::PassOptions;
use rustc_hash::FxHashSet;

/// The unit attribute marking an `scf.for` for vector code generation.
pub const MARK: &str = "bufjit.vectorize";

pub use super::versioning::Options;

/// Parses `versioning=true|false`.
pub fn parse_options(opts: &PassOptions) -> Result<Options, Diagnostic> {
    super::versioning::parse_options(opts, "loop-vectorize")
}

/// Runs the pass on every function of the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    for f in m.top_level_ops() {
        if m.op(f).kind == OpKind::Func {
            vectorize_in_function(m, f, o, &mut Origins::default());
        }
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    vectorize_in_function(m, func, o, &mut Origins::default());
    Ok(())
}

/// How code generation lowers one op of a vectorised loop body.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// A scalar computed once per vector iteration (its operands are loop-invariant): a
    /// constant, index arithmetic, a load of a loop-invariant location. Splatted where a
    /// vector needs it.
    Uniform,
    /// `memref.load` of `lanes` consecutive elements starting at the induction variable.
    VectorLoad,
    /// `memref.store` of `lanes` consecutive elements starting at the induction variable.
    VectorStore,
    /// An elementwise op on vectors (a comparison gives a lane mask of the lane width).
    Lanewise,
    /// The op combining an `iter_args` accumulator with a lane value (an integer
    /// reduction): lowered on a vector accumulator, whose lanes are combined after the loop.
    Reduce,
    /// The `scf.yield` terminator.
    Yield,
    /// `arith.addi` of the induction variable and a loop-invariant value whose only uses are
    /// the last index of `memref.load`s (a window `x[%iv + %kw]`): not computed, the loads
    /// address from the invariant value ([`offset_of`]).
    Offset,
}

/// The loop-invariant `%x` of a last index `%iv + %x` (an [`Role::Offset`] op's result), if
/// `v` is one.
pub fn offset_of(m: &Module, v: ValueId, iv: ValueId) -> Option<ValueId> {
    let d = m.defining_op(v)?;
    let o = m.op(d);
    if o.kind != OpKind::AddI {
        return None;
    }
    match (o.operands[0], o.operands[1]) {
        (a, b) if a == iv && b != iv => Some(b),
        (a, b) if b == iv && a != iv => Some(a),
        _ => None,
    }
}

/// A vectorisable loop body: the role of each op, the lane count and the memrefs accessed at
/// the induction variable.
#[derive(Clone, Debug)]
pub struct Shape {
    /// Lanes per vector (16, 8, 4 or 2).
    pub lanes: u32,
    /// Each body op in order, with its role.
    pub roles: Vec<(OpId, Role)>,
    /// Memrefs loaded or stored at the induction variable (their last stride must be 1; code
    /// generation tests the dynamic ones).
    pub unit_stride: Vec<ValueId>,
    /// The induction variable is used as a value (64-bit lanes `[i, i + 1]`).
    pub iota: bool,
    /// The reduction op of each `iter_args` accumulator, in order.
    pub reductions: Vec<OpId>,
}

/// The integer ops an accumulator may be combined with: associative and commutative on
/// two's-complement integers, so combining lanes in another order gives the same bits.
fn reduction_kind(k: OpKind, bits: u32) -> bool {
    use OpKind as K;
    match k {
        K::AddI | K::AndI | K::OrI | K::XOrI => true,
        K::MulI => (16..=32).contains(&bits),
        K::MinSI | K::MaxSI | K::MinUI | K::MaxUI => bits <= 32,
        _ => false,
    }
}

/// One load or store of a vectorisable loop.
struct Access {
    memref: ValueId,
    indices: Vec<ValueId>,
    write: bool,
}

/// True if `v` is defined outside `l`.
fn outside(m: &Module, v: ValueId, l: OpId) -> bool {
    super::scalar_promotion::defined_outside(m, v, l)
}

/// The lane width in bits a value of type `t` occupies in a vector (`None`: not a vector
/// element type: `i1`, memrefs, others).
fn lane_bits(m: &Module, t: crate::ir::TypeId) -> Option<u32> {
    match scalar(m, t).ok()? {
        Scalar::I1 => None,
        s => Some(s.cl().bits()),
    }
}

fn is_float(m: &Module, v: ValueId) -> bool {
    scalar(m, m.value_type(v)).is_ok_and(|s| s.is_float())
}

/// Decides whether `l` is a vectorisable loop and how each op of its body is lowered.
pub fn shape(m: &Module, l: OpId) -> Option<Shape> {
    let body = unit_step_body(m, l)?;
    let args = &m.block(body).args;
    let (iv, accs) = (args[0], &args[1..]);
    // Integer accumulators, each used once, by its reduction op.
    for &a in accs {
        if is_float(m, a)
            || lane_bits(m, m.value_type(a)).is_none()
            || m.values[a.index()].uses.len() != 1
        {
            return None;
        }
    }
    let mut scan = ShapeScan {
        m,
        l,
        iv,
        accs,
        reductions: vec![None; accs.len()],
        iota: false,
        vector: FxHashSet::default(),
        masks: FxHashSet::default(),
        offsets: FxHashSet::default(),
        width: None,
        unit_stride: Vec::new(),
        roles: Vec::new(),
    };
    for x in m.block_ops(body) {
        let role = scan.role(x)?;
        if matches!(role, Role::VectorLoad | Role::VectorStore) {
            scan.note_unit_stride(access_parts(m.op(x)).0)?;
        }
        scan.roles.push((x, role));
    }
    let bits = scan.width?;
    Some(Shape {
        lanes: 128 / bits,
        roles: scan.roles,
        unit_stride: scan.unit_stride,
        iota: scan.iota,
        reductions: scan.reductions.into_iter().collect::<Option<Vec<_>>>()?,
    })
}

/// The single body block of `l` if it is an `scf.for` (signed compare) with step 1 and an
/// `index` induction variable.
fn unit_step_body(m: &Module, l: OpId) -> Option<crate::ir::BlockId> {
    let d = m.op(l);
    if d.kind != OpKind::For
        || d.operands.len() != 3 + d.results.len()
        || m.attr(l, "unsignedCmp").is_some()
        || m.op(l).regions.len() != 1
    {
        return None;
    }
    let step = m.defining_op(d.operands[2])?;
    if m.op(step).kind != OpKind::Constant
        || !matches!(
            m.attr(step, "value"),
            Some(Attribute::Integer { value: 1, .. })
        )
    {
        return None;
    }
    let region = d.regions[0];
    if m.region_blocks(region).count() != 1 {
        return None;
    }
    let body = m.entry_block(region)?;
    let args = &m.block(body).args;
    if args.len() != 1 + d.results.len() || scalar(m, m.value_type(args[0])).ok()? != Scalar::Index
    {
        return None;
    }
    Some(body)
}

/// The memref and indices of a `memref.load` or `memref.store`.
fn access_parts(o: &crate::ir::OpData) -> (ValueId, &[ValueId]) {
    if o.kind == OpKind::Load {
        (o.operands[0], &o.operands[1..])
    } else {
        (o.operands[1], &o.operands[2..])
    }
}

/// What [`shape`] has learnt so far walking one loop body, op by op.
struct ShapeScan<'a> {
    m: &'a Module,
    l: OpId,
    iv: ValueId,
    /// The `iter_args` accumulators.
    accs: &'a [ValueId],
    reductions: Vec<Option<OpId>>,
    iota: bool,
    /// Values that differ between lanes.
    vector: FxHashSet<ValueId>,
    /// The values of `vector` that are lane masks (`i1`).
    masks: FxHashSet<ValueId>,
    /// Results of [`Role::Offset`] ops: `%iv + %x`, only ever a load's last index.
    offsets: FxHashSet<ValueId>,
    /// The lane width, fixed by the first op that has one.
    width: Option<u32>,
    unit_stride: Vec<ValueId>,
    roles: Vec<(OpId, Role)>,
}

impl ShapeScan<'_> {
    /// True if `bits` is the loop's lane width (which the first call fixes).
    fn same_width(&mut self, bits: u32) -> bool {
        *self.width.get_or_insert(bits) == bits
    }

    /// True if `v` is the same in every lane.
    fn uniform(&self, v: ValueId) -> bool {
        v != self.iv && !self.vector.contains(&v) && !self.offsets.contains(&v)
    }

    /// True if `x` is `%iv + %x` with `%x` the same in every lane, used only as the last index
    /// of loads in the body.
    fn is_offset(&self, x: OpId) -> bool {
        let m = self.m;
        let r = m.op(x).results[0];
        offset_of(m, r, self.iv).is_some_and(|v| self.uniform(v))
            && m.values[r.index()].uses.iter().all(|u| {
                let user = m.op(u.op);
                user.kind == OpKind::Load
                    && user.parent == m.op(x).parent
                    && u.operand as usize == user.operands.len() - 1
                    && u.operand >= 1
            })
    }

    /// The role of body op `x`, `None` if it cannot be vectorised.
    fn role(&mut self, x: OpId) -> Option<Role> {
        let m = self.m;
        let o = m.op(x);
        if !o.regions.is_empty() {
            return None;
        }
        match o.kind {
            OpKind::Yield => self.yield_role(x),
            _ if o.operands.iter().any(|v| self.accs.contains(v)) => self.reduce_role(x),
            OpKind::Load | OpKind::Store => self.access_role(x),
            OpKind::AddI if self.is_offset(x) => {
                self.offsets.insert(o.results[0]);
                Some(Role::Offset)
            }
            _ if o.operands.iter().all(|&v| self.uniform(v)) => {
                matches!(op_effects(m, x), Effects::None).then_some(Role::Uniform)
            }
            _ => self.lanewise_role(x),
        }
    }

    /// The terminator: each accumulator's next value is its reduction's result.
    fn yield_role(&self, x: OpId) -> Option<Role> {
        let m = self.m;
        let o = m.op(x);
        let ok = o.operands.len() == self.accs.len()
            && o.operands.iter().zip(&self.reductions).all(|(&v, r)| {
                r.is_some_and(|r| m.op(r).results[0] == v && m.values[v.index()].uses.len() == 1)
            });
        ok.then_some(Role::Yield)
    }

    /// An op using an accumulator: its reduction op, combining it with a lane value.
    fn reduce_role(&mut self, x: OpId) -> Option<Role> {
        let m = self.m;
        let o = m.op(x);
        let k = self.accs.iter().position(|a| o.operands.contains(a))?;
        let bits = lane_bits(m, m.value_type(self.accs[k]))?;
        let other = o.operands.iter().copied().find(|&v| v != self.accs[k]);
        let ok = o.operands.len() == 2
            && o.results.len() == 1
            && reduction_kind(o.kind, bits)
            && self.reductions[k].is_none()
            && other.is_some_and(|v| v != self.iv && !self.masks.contains(&v))
            && self.same_width(bits);
        if !ok {
            return None;
        }
        self.reductions[k] = Some(x);
        Some(Role::Reduce)
    }

    /// A load or store: vector at the induction variable (last index), uniform (loads only)
    /// at a loop-invariant location.
    fn access_role(&mut self, x: OpId) -> Option<Role> {
        let m = self.m;
        let o = m.op(x);
        let (memref, indices) = access_parts(o);
        if !outside(m, memref, self.l) {
            return None;
        }
        let elem = m.ty(m.value_type(memref)).element_type()?;
        let bits = lane_bits(m, elem)?;
        let (last, prefix) = match indices.split_last() {
            Some((&last, prefix)) => (Some(last), prefix),
            None => (None, indices),
        };
        if !prefix.iter().all(|&v| self.uniform(v)) {
            return None;
        }
        let at_offset = last.is_some_and(|v| self.offsets.contains(&v));
        let at_iv = last == Some(self.iv) || at_offset;
        if !at_iv && !last.is_none_or(|v| self.uniform(v)) {
            return None;
        }
        if o.kind == OpKind::Store {
            if at_offset {
                return None;
            }
            // A store at a loop-invariant location is not elementwise.
            let value = o.operands[0];
            if !at_iv || self.masks.contains(&value) || !self.same_width(bits) {
                return None;
            }
            if value == self.iv {
                self.iota = true;
            }
            Some(Role::VectorStore)
        } else if at_iv {
            if !self.same_width(bits) {
                return None;
            }
            self.vector.insert(o.results[0]);
            Some(Role::VectorLoad)
        } else {
            Some(Role::Uniform)
        }
    }

    /// An op on lane values: a comparison (giving a mask), a select on a mask, or an
    /// elementwise op Cranelift lowers exactly ([`lanewise_kind`]).
    fn lanewise_role(&mut self, x: OpId) -> Option<Role> {
        let m = self.m;
        let o = m.op(x);
        if o.results.len() != 1 {
            return None;
        }
        if o.operands.contains(&self.iv) {
            // The induction variable as a value: lanes `[i, i + 1]` of an index.
            if !self.same_width(64) {
                return None;
            }
            self.iota = true;
        }
        // Masks only feed a select's condition.
        let cond_ok =
            |i: usize, v: ValueId| !self.masks.contains(&v) || (o.kind == OpKind::Select && i == 0);
        if !o.operands.iter().enumerate().all(|(i, &v)| cond_ok(i, v)) {
            return None;
        }
        let r = o.results[0];
        let operand_bits = lane_bits(m, m.value_type(o.operands[0]));
        match o.kind {
            OpKind::CmpI | OpKind::CmpF => {
                let pred = match m.attr(x, "predicate") {
                    Some(Attribute::Integer { value, .. }) => *value,
                    _ => return None,
                };
                let ok = if o.kind == OpKind::CmpI {
                    (0..=9).contains(&pred)
                } else {
                    (1..=14).contains(&pred)
                };
                if !ok || !self.same_width(operand_bits?) {
                    return None;
                }
                self.masks.insert(r);
            }
            OpKind::Select => {
                let bits = lane_bits(m, m.value_type(r))?;
                if !self.same_width(bits) {
                    return None;
                }
            }
            _ => {
                let bits = lane_bits(m, m.value_type(r))?;
                if operand_bits != Some(bits)
                    || !self.same_width(bits)
                    || !lanewise_kind(o.kind, bits, is_float(m, r))
                {
                    return None;
                }
            }
        }
        self.vector.insert(r);
        Some(Role::Lanewise)
    }

    /// Records a memref accessed at the induction variable, whose last stride must be 1
    /// (statically, or checked by code generation when dynamic).
    fn note_unit_stride(&mut self, memref: ValueId) -> Option<()> {
        let info = mem_info(self.m, self.m.value_type(memref)).ok()?;
        let last = *info.strides.last()?;
        if last != 1 && last != DYNAMIC {
            return None;
        }
        if !self.unit_stride.contains(&memref) {
            self.unit_stride.push(memref);
        }
        Some(())
    }
}

/// True if an elementwise op of `kind` on `bits`-wide lanes (`float` or integer) has a
/// Cranelift vector lowering with the scalar op's exact results.
fn lanewise_kind(kind: OpKind, bits: u32, float: bool) -> bool {
    use OpKind as K;
    match kind {
        // Between `index` and a 64-bit integer: the same bits.
        K::IndexCast | K::IndexCastUI => bits == 64,
        K::AddI | K::SubI | K::AndI | K::OrI | K::XOrI => !float,
        // SSE4.1 and NEON have no 64-bit lane multiply: Cranelift emulates `imul.i64x2` with
        // about ten instructions, more than the two scalar multiplies it replaces.
        K::MulI => !float && (16..=32).contains(&bits),
        K::MinSI | K::MaxSI | K::MinUI | K::MaxUI => !float && bits <= 32,
        K::AddF | K::SubF | K::MulF | K::DivF | K::NegF | K::Sqrt | K::AbsF => float,
        _ => false,
    }
}

/// Two index lists that name the same element in every iteration (the same values, or
/// constants of the same value).
pub(crate) fn same_indices(m: &Module, a: &[ValueId], b: &[ValueId]) -> bool {
    let konst = |v: ValueId| {
        let o = m.defining_op(v)?;
        if m.op(o).kind != OpKind::Constant {
            return None;
        }
        match m.attr(o, "value") {
            Some(Attribute::Integer { value, .. }) => Some(*value),
            _ => None,
        }
    };
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == y || konst(x).is_some_and(|c| konst(y) == Some(c)))
}

/// Decides whether `l` can be vectorised: `Some(pairs)` with the memref pairs whose
/// disjointness a loop version must test (empty: no version needed), `None` to refuse.
pub fn plan(
    m: &Module,
    an: &BufferOriginAnalysis,
    l: OpId,
    allow_version: bool,
) -> Option<Vec<(ValueId, ValueId)>> {
    let s = shape(m, l)?;
    let mut accesses = Vec::new();
    for &(x, role) in &s.roles {
        let o = m.op(x);
        match o.kind {
            OpKind::Load if matches!(role, Role::VectorLoad | Role::Uniform) => {
                accesses.push(Access {
                    memref: o.operands[0],
                    indices: o.operands[1..].to_vec(),
                    write: false,
                })
            }
            OpKind::Store => accesses.push(Access {
                memref: o.operands[1],
                indices: o.operands[2..].to_vec(),
                write: true,
            }),
            _ => {}
        }
    }
    let mut pairs: Vec<(ValueId, ValueId)> = Vec::new();
    for (i, st) in accesses.iter().enumerate() {
        if !st.write {
            continue;
        }
        for (j, x) in accesses.iter().enumerate() {
            // Store pairs once (in their program order).
            if i == j || (x.write && j < i) {
                continue;
            }
            if x.memref == st.memref && same_indices(m, &x.indices, &st.indices) {
                continue;
            }
            match an.is_same_live_allocation(m, st.memref, x.memref) {
                Some(false) => {}
                Some(true) => return None,
                None => {
                    if !allow_version {
                        return None;
                    }
                    let p = (st.memref, x.memref);
                    if !pairs.contains(&p) && !pairs.contains(&(p.1, p.0)) {
                        pairs.push(p);
                    }
                }
            }
        }
    }
    Some(pairs)
}

/// True if [`vectorize_in_function`] with options `o` would vectorise the loop `l` of `func`:
/// the question other optimisations ask before changing a loop this pass should have. `an`
/// is `func`'s buffer origin analysis, built here when a loop first needs it (only loops of a
/// vectorisable [`shape`] do).
pub fn takes(
    m: &Module,
    an: &mut Option<BufferOriginAnalysis>,
    func: OpId,
    l: OpId,
    o: Options,
) -> bool {
    m.attr(l, MARK).is_some()
        || (shape(m, l).is_some()
            && plan(
                m,
                an.get_or_insert_with(|| BufferOriginAnalysis::new(m, func)),
                l,
                o.versioning,
            )
            .is_some())
}

/// Marks every vectorisable loop of `func`, versioning those whose buffers may alias. Copied
/// ops are recorded in `origins`.
pub fn vectorize_in_function(m: &mut Module, func: OpId, o: Options, origins: &mut Origins) {
    vectorize_in_function_except(m, func, o, origins, &FxHashSet::default());
}

/// [`vectorize_in_function`], leaving the loops of `skip` (cold copies) as they are.
pub fn vectorize_in_function_except(
    m: &mut Module,
    func: OpId,
    o: Options,
    origins: &mut Origins,
    skip: &FxHashSet<OpId>,
) {
    let mut loops = Vec::new();
    m.walk_nested(func, &mut |x| {
        if m.op(x).kind == OpKind::For && m.attr(x, MARK).is_none() && !skip.contains(&x) {
            loops.push(x);
        }
    });
    // (Only loops of a vectorisable shape are planned: without one the analysis, a walk of
    // the whole function, is not built.)
    if !loops.iter().any(|&l| shape(m, l).is_some()) {
        return;
    }
    // Versioning adds ops but changes no memref value, so one analysis serves every loop.
    let an = BufferOriginAnalysis::new(m, func);
    for l in loops {
        let Some(pairs) = plan(m, &an, l, o.versioning) else {
            continue;
        };
        let target = if pairs.is_empty() {
            l
        } else {
            let loc = m.op(l).loc.clone();
            let at = versioning::test_point(m, l, &pairs);
            let Some(cond) = versioning::disjoint_test(m, InsertPoint::Before(at), &pairs, &loc)
            else {
                continue;
            };
            let (fast, ops) = versioning::version(m, l, cond);
            super::record(origins, &ops);
            fast
        };
        m.op_mut(target)
            .attrs
            .push(NamedAttr::new(MARK, Attribute::Unit));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::parse::test_module as parse;

    fn first_loop(m: &Module) -> OpId {
        let mut found = None;
        m.walk_nested(m.top.expect("module"), &mut |o| {
            if m.op(o).kind == OpKind::For && found.is_none() {
                found = Some(o);
            }
        });
        found.expect("a loop")
    }

    fn body(b: &str, ty: &str) -> String {
        format!(
            "func.func @f(%a: memref<?x{ty}>, %n: index, %s: {ty}) {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c = memref.alloc(%n) : memref<?x{ty}>\n  scf.for %i = %c0 to %n step %c1 {{\n{b}\n  }}\n  return\n}}\n"
        )
    }

    fn lanes(b: &str, ty: &str) -> Option<u32> {
        let m = parse(&body(b, ty));
        shape(&m, first_loop(&m)).map(|s| s.lanes)
    }

    #[test]
    fn lane_counts_follow_the_element_width() {
        let b = "    %x = memref.load %a[%i] : memref<?xTY>\n    memref.store %x, %c[%i] : memref<?xTY>";
        for (ty, n) in [
            ("i8", 16),
            ("i16", 8),
            ("i32", 4),
            ("i64", 2),
            ("f32", 4),
            ("f64", 2),
            ("index", 2),
        ] {
            assert_eq!(lanes(&b.replace("TY", ty), ty), Some(n), "{ty}");
        }
        assert_eq!(lanes(&b.replace("TY", "i1"), "i1"), None);
    }

    #[test]
    fn window_loads_at_the_induction_variable_plus_an_invariant() {
        // c[i] = a[i + k] + a[k + i]: both operand orders, one offset op each.
        let window = "    %j = arith.addi %i, %s2 : index\n    %x = memref.load %a[%j] : memref<?xf32>\n    %k = arith.addi %s2, %i : index\n    %y = memref.load %a[%k] : memref<?xf32>\n    %z = arith.addf %x, %y : f32\n    memref.store %z, %c[%i] : memref<?xf32>";
        assert_eq!(lanes(&window.replace("%s2", "%n"), "f32"), Some(4));
        // Not for a store, nor when the sum is used as a value too.
        let store = "    %j = arith.addi %i, %n : index\n    %x = memref.load %a[%i] : memref<?xf32>\n    memref.store %x, %c[%j] : memref<?xf32>";
        assert_eq!(lanes(store, "f32"), None);
        let value = "    %j = arith.addi %i, %n : index\n    %x = memref.load %a[%j] : memref<?xi32>\n    %v = arith.index_cast %j : index to i32\n    %y = arith.addi %x, %v : i32\n    memref.store %y, %c[%i] : memref<?xi32>";
        assert_eq!(lanes(value, "i32"), None);
    }

    #[test]
    fn refuses_what_it_cannot_vectorise() {
        // The induction variable as a value narrower than 64 bits (one lane width per loop);
        // as a 64-bit value it is vectorised.
        let iv_value = "    %x = arith.index_cast %i : index to i64\n    memref.store %x, %c[%i] : memref<?xi64>";
        assert_eq!(lanes(iv_value, "i64"), Some(2));
        let iv_stored = "    memref.store %i, %c[%i] : memref<?xindex>";
        assert_eq!(lanes(iv_stored, "index"), Some(2));
        let iv_narrow = "    %x = arith.index_cast %i : index to i32\n    memref.store %x, %c[%i] : memref<?xi32>";
        assert_eq!(lanes(iv_narrow, "i32"), None);
        // a[i + 1] = a[i].
        let shifted = "    %j = arith.addi %i, %c1 : index\n    %x = memref.load %a[%i] : memref<?xf32>\n    memref.store %x, %a[%j] : memref<?xf32>";
        assert_eq!(lanes(shifted, "f32"), None);
        // No vector division, no i8 multiply, no minimumf.
        for (op, ty) in [
            ("arith.divsi", "i32"),
            ("arith.muli", "i8"),
            ("arith.minimumf", "f32"),
        ] {
            let b = format!("    %x = memref.load %a[%i] : memref<?x{ty}>\n    %y = {op} %x, %s : {ty}\n    memref.store %y, %c[%i] : memref<?x{ty}>");
            assert_eq!(lanes(&b, ty), None, "{op}");
        }
        // A store to a loop-invariant location.
        let inv = "    %x = memref.load %a[%i] : memref<?xf32>\n    memref.store %x, %c[%c0] : memref<?xf32>";
        assert_eq!(lanes(inv, "f32"), None);
        // Mixed lane widths.
        let mixed = "    %x = memref.load %a[%i] : memref<?xf32>\n    %y = arith.extf %x : f32 to f64\n    memref.store %x, %c[%i] : memref<?xf32>";
        assert_eq!(lanes(mixed, "f32"), None);
    }

    #[test]
    fn uniform_ops_and_selects_are_accepted() {
        let b = "    %t = arith.mulf %s, %s : f32\n    %x = memref.load %a[%i] : memref<?xf32>\n    %p = arith.cmpf olt, %x, %t : f32\n    %y = arith.select %p, %x, %t : f32\n    memref.store %y, %c[%i] : memref<?xf32>";
        let m = parse(&body(b, "f32"));
        let s = shape(&m, first_loop(&m)).expect("vectorisable");
        let roles: Vec<Role> = s.roles.iter().map(|r| r.1).collect();
        use Role::*;
        assert_eq!(
            roles,
            [Uniform, VectorLoad, Lanewise, Lanewise, VectorStore, Yield]
        );
        assert_eq!(s.unit_stride.len(), 2);
    }
}
