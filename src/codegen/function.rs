//! Lowering of one `func.func` body: the value map (MLIR value → Cranelift values), the block
//! map, the walk over ops in dominance order, and the dispatch of each op to the dialect
//! lowerings in [`super::arith`], [`super::control`], [`super::memref`] and [`super::calls`].
//!
//! Memrefs are kept exploded ([`Desc`]): the two pointers plus offset/sizes/strides, where any
//! field the type knows statically is a constant ([`Ix::C`]) rather than a register, so the
//! address arithmetic of loads and stores folds at compile time.

use super::module::Shared;
use super::types::{self, MemKind, Scalar, PTR};
use super::{op_err, CgResult};
use crate::diag::Diagnostic;
use crate::dialects::Dialect;
use crate::dialects::OpKind;
use crate::ir::{BlockId, Module, OpId, RegionId, TypeId, ValueId, DYNAMIC};
use cranelift_codegen::ir::{
    types as clt, AbiParam, Block, BlockArg, FuncRef, InstBuilder, MemFlagsData, Signature, Type,
    Value,
};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::{FuncId, Linkage};
use rustc_hash::FxHashMap;

pub mod fold;

/// An index-typed quantity that may be known at compile time.
#[derive(Copy, Clone, Debug)]
pub enum Ix {
    /// A constant.
    C(i64),
    /// A run-time value (I64).
    V(Value),
}

/// An exploded ranked memref descriptor.
#[derive(Clone, Debug)]
pub struct Desc {
    /// The allocated pointer (what is freed).
    pub alloc: Value,
    /// The aligned pointer data is addressed from.
    pub aligned: Value,
    /// Offset in elements.
    pub offset: Ix,
    /// Sizes.
    pub sizes: Vec<Ix>,
    /// Strides in elements.
    pub strides: Vec<Ix>,
    /// Element type (for a memref of vectors, the vectors' element type).
    pub elem: Scalar,
    /// Bytes per element ([`types::MemInfo::elem_bytes`]).
    pub elem_bytes: i64,
}

/// What an MLIR value lowered to.
#[derive(Clone, Debug)]
pub enum Val {
    /// A scalar (or a function address).
    S(Value),
    /// A ranked memref.
    M(Desc),
    /// An unranked memref: rank and pointer to a ranked descriptor.
    U {
        /// Rank.
        rank: Value,
        /// Descriptor pointer.
        ptr: Value,
        /// Element type.
        elem: Scalar,
    },
    /// A vector ([`super::vector`]).
    V(super::vector::VecVal),
}

/// What a region terminator (`scf.yield`, `scf.condition`, ...) does, keyed by the op owning
/// the region.
#[derive(Clone, Debug)]
pub enum Exit {
    /// Jump to a block with the yielded values (flattened).
    Jump(Block),
    /// `scf.for` latch: step the induction variable and loop or leave.
    ForLatch {
        /// Current induction variable.
        iv: Value,
        /// Step.
        step: Value,
        /// Upper bound.
        ub: Value,
        /// Loop body block.
        body: Block,
        /// Exit block.
        exit: Block,
        /// Unsigned comparison.
        unsigned: bool,
        /// Strength-reduced pointers carried by the loop (after the `iter_args` in the body's
        /// parameters) with their increments.
        streams: Vec<(Value, Value)>,
    },
    /// `scf.while` before-region: `scf.condition` branches to `after` or `exit`.
    WhileCond {
        /// The after block.
        after: Block,
        /// The exit block.
        exit: Block,
    },
    /// Innermost body of an `scf.parallel`/`scf.forall` nest: the reductions feed `latch`.
    ParallelLatch {
        /// The latch block taking the reduced values.
        latch: Block,
        /// Current accumulators.
        accs: Vec<Val>,
    },
}

/// Lowers one function.
pub struct FnLower<'a, M: cranelift_module::Module> {
    /// The MLIR module.
    pub m: &'a Module,
    /// The Cranelift module (JIT or object).
    pub module: &'a mut M,
    /// Module-wide declarations.
    pub sh: &'a mut Shared,
    /// The builder.
    pub b: FunctionBuilder<'a>,
    /// Lowered values.
    pub vals: FxHashMap<ValueId, Val>,
    /// MLIR blocks of unstructured regions → Cranelift blocks.
    pub blocks: FxHashMap<BlockId, Block>,
    /// Region exits by owning op.
    pub exits: FxHashMap<OpId, Exit>,
    /// Function references declared in this function.
    frefs: FxHashMap<FuncId, FuncRef>,
    /// The dynamic-`alloca` arena mark taken at entry (restored at every return).
    pub arena_mark: Option<Value>,
    /// True if the function contains a dynamic `memref.alloca`.
    pub needs_arena: bool,
    /// The calling thread's allocator state (`bufjit_rt_thread`), asked for at entry by the
    /// first checked allocation or free lowered ([`FnLower::thread_state`]).
    pub thread: Option<Value>,
    /// Loads and stores whose address derives from a strength-reduced pointer
    /// (`super::strength`).
    pub addr_override: FxHashMap<OpId, super::strength::StreamAccess>,
    /// The streams of the loops being lowered (indexed by [`super::strength::StreamAccess`]).
    pub stream_slots: Vec<super::strength::StreamSlot>,
    /// Constants and pure integer operations already emitted ([`fold`]).
    pub fold: fold::Folder,
}

impl<'a, M: cranelift_module::Module> FnLower<'a, M> {
    /// Creates a lowering context around a fresh builder.
    pub fn new(
        m: &'a Module,
        module: &'a mut M,
        sh: &'a mut Shared,
        b: FunctionBuilder<'a>,
    ) -> Self {
        FnLower {
            m,
            module,
            sh,
            b,
            vals: FxHashMap::default(),
            blocks: FxHashMap::default(),
            exits: FxHashMap::default(),
            frefs: FxHashMap::default(),
            arena_mark: None,
            addr_override: FxHashMap::default(),
            stream_slots: Vec::new(),
            needs_arena: false,
            thread: None,
            fold: fold::Folder::default(),
        }
    }

    /// Lowers the body of `func` (whose Cranelift signature is already set).
    pub fn lower_function(&mut self, func: OpId) -> CgResult<()> {
        let m = self.m;
        let Some(&body) = m.op(func).regions.first() else {
            return Err(op_err(m, func, "has no body"));
        };
        let Some(entry_mlir) = m.entry_block(body) else {
            return Err(op_err(m, func, "has no body"));
        };
        self.needs_arena = contains_dynamic_alloca(m, func);
        let entry = self.b.create_block();
        self.b.append_block_params_for_function_params(entry);
        self.b.switch_to_block(entry);
        // First in the layout, whatever is emitted first: the thread-state call goes at its top.
        self.b.ensure_inserted_block();
        let params = self.b.block_params(entry).to_vec();
        let args = m.block(entry_mlir).args.clone();
        self.bind_flat(&args, &params, func)?;
        if self.needs_arena {
            let f = self.import("bufjit_jit_stack_mark", &[], &[PTR]);
            let call = self.b.ins().call(f, &[]);
            self.arena_mark = Some(self.b.inst_results(call)[0]);
        }
        if is_dealloc_helper(m, func) {
            self.call_import("bufjit_rt_count_helper_call", &[], &[], &[]);
        }
        self.lower_region_blocks(body, func)?;
        self.b.seal_all_blocks();
        Ok(())
    }

    // ---- values ----------------------------------------------------------------------------

    /// The lowered form of a value.
    pub fn val(&self, v: ValueId, op: OpId) -> CgResult<Val> {
        self.vals.get(&v).cloned().ok_or_else(|| {
            op_err(
                self.m,
                op,
                "uses a value the code generator has not lowered",
            )
        })
    }

    /// A scalar operand.
    pub fn scalar(&self, v: ValueId, op: OpId) -> CgResult<Value> {
        match self.val(v, op)? {
            Val::S(x) => Ok(x),
            _ => Err(op_err(self.m, op, "expected a scalar operand")),
        }
    }

    /// A ranked memref operand.
    pub fn desc(&self, v: ValueId, op: OpId) -> CgResult<Desc> {
        match self.val(v, op)? {
            Val::M(d) => Ok(d),
            _ => Err(op_err(self.m, op, "expected a ranked memref operand")),
        }
    }

    /// Binds a result or argument.
    pub fn set(&mut self, v: ValueId, x: Val) {
        self.vals.insert(v, x);
    }

    /// The value of an [`Ix`] as an I64 register.
    pub fn ix(&mut self, x: Ix) -> Value {
        match x {
            Ix::C(c) => self.iconst(clt::I64, c),
            Ix::V(v) => v,
        }
    }

    /// `x` with a register known to hold a constant replaced by the constant.
    pub fn ix_norm(&self, x: Ix) -> Ix {
        match x {
            Ix::V(v) => self.known(v).map_or(x, Ix::C),
            c => c,
        }
    }

    /// `a + b`, folded when both are constants.
    pub fn ix_add(&mut self, a: Ix, b: Ix) -> Ix {
        match (self.ix_norm(a), self.ix_norm(b)) {
            (Ix::C(x), Ix::C(y)) => Ix::C(x.wrapping_add(y)),
            (Ix::C(0), y) | (y, Ix::C(0)) => y,
            (Ix::V(x), Ix::C(c)) | (Ix::C(c), Ix::V(x)) => Ix::V(self.iadd_imm(x, c)),
            (Ix::V(x), Ix::V(y)) => Ix::V(self.iadd(x, y)),
        }
    }

    /// `a * b`, folded when possible.
    pub fn ix_mul(&mut self, a: Ix, b: Ix) -> Ix {
        match (self.ix_norm(a), self.ix_norm(b)) {
            (Ix::C(x), Ix::C(y)) => Ix::C(x.wrapping_mul(y)),
            (Ix::C(0), _) | (_, Ix::C(0)) => Ix::C(0),
            (Ix::C(1), y) | (y, Ix::C(1)) => y,
            (Ix::V(x), Ix::C(c)) | (Ix::C(c), Ix::V(x)) => Ix::V(self.imul_imm(x, c)),
            (Ix::V(x), Ix::V(y)) => Ix::V(self.imul(x, y)),
        }
    }

    /// An index operand as [`Ix`] (constants seen through `arith.constant`).
    pub fn ix_of(&self, v: ValueId, op: OpId) -> CgResult<Ix> {
        if let Some(c) = self.const_index(v) {
            return Ok(Ix::C(c));
        }
        Ok(Ix::V(self.scalar(v, op)?))
    }

    /// The value of `v` if it is an `arith.constant` of integer/index type.
    pub fn const_index(&self, v: ValueId) -> Option<i64> {
        let d = self.m.defining_op(v)?;
        if self.m.op(d).kind != OpKind::Constant {
            return None;
        }
        match self.m.attr(d, "value")? {
            crate::ir::Attribute::Integer { value, .. } => i64::try_from(*value).ok(),
            _ => None,
        }
    }

    /// The flat ABI values of a lowered value.
    pub fn flat(&mut self, x: &Val) -> Vec<Value> {
        match x {
            Val::S(v) => vec![*v],
            Val::U { rank, ptr, .. } => vec![*rank, *ptr],
            Val::V(v) => {
                let lane = v.ty.elem.cl();
                self.relayout(v, lane).parts
            }
            Val::M(d) => {
                let mut out = vec![d.alloc, d.aligned];
                let o = self.ix(d.offset);
                out.push(o);
                for &s in &d.sizes {
                    let v = self.ix(s);
                    out.push(v);
                }
                for &s in &d.strides {
                    let v = self.ix(s);
                    out.push(v);
                }
                out
            }
        }
    }

    /// Flattens several values (as block or call arguments).
    pub fn flat_all(&mut self, xs: &[ValueId], op: OpId) -> CgResult<Vec<Value>> {
        let mut out = Vec::new();
        for &x in xs {
            let v = self.val(x, op)?;
            out.extend(self.flat(&v));
        }
        Ok(out)
    }

    /// Rebuilds a value of type `t` from its flat ABI values, using every static fact of the
    /// type instead of the corresponding register.
    pub fn assemble(&self, t: TypeId, flat: &[Value], op: OpId) -> CgResult<Val> {
        if let Some(ty) = super::vector::vec_ty(self.m, t) {
            let ty = ty.map_err(|e| op_err(self.m, op, e))?;
            let n = ty.parts().len();
            return Ok(Val::V(super::vector::VecVal {
                ty,
                parts: flat[..n].to_vec(),
            }));
        }
        let kind = if self.m.ty(t).is_memref() {
            Some(types::memref_kind(self.m, t).map_err(|e| op_err(self.m, op, e))?)
        } else {
            None
        };
        Ok(match kind {
            None => Val::S(flat[0]),
            Some(MemKind::Unranked(elem)) => Val::U {
                rank: flat[0],
                ptr: flat[1],
                elem,
            },
            Some(MemKind::Ranked(info)) => {
                let r = info.rank();
                let pick = |stat: i64, v: Value| {
                    if stat == DYNAMIC {
                        Ix::V(v)
                    } else {
                        Ix::C(stat)
                    }
                };
                Val::M(Desc {
                    alloc: flat[0],
                    aligned: flat[1],
                    offset: pick(info.offset, flat[2]),
                    sizes: (0..r).map(|i| pick(info.shape[i], flat[3 + i])).collect(),
                    strides: (0..r)
                        .map(|i| pick(info.strides[i], flat[3 + r + i]))
                        .collect(),
                    elem: info.elem,
                    elem_bytes: info.elem_bytes,
                })
            }
        })
    }

    /// Binds MLIR values to consecutive flat values.
    pub fn bind_flat(&mut self, vs: &[ValueId], flat: &[Value], op: OpId) -> CgResult<()> {
        let mut i = 0;
        for &v in vs {
            let t = self.m.value_type(v);
            let n = types::abi_types(self.m, t)
                .map_err(|e| op_err(self.m, op, e))?
                .len();
            if i + n > flat.len() {
                return Err(op_err(self.m, op, "internal error: value count mismatch"));
            }
            let x = self.assemble(t, &flat[i..i + n], op)?;
            self.set(v, x);
            i += n;
        }
        Ok(())
    }

    /// Flat ABI types of a list of MLIR types.
    pub fn abi(&self, ts: &[TypeId], op: OpId) -> CgResult<Vec<Type>> {
        types::abi_list(self.m, ts).map_err(|e| op_err(self.m, op, e))
    }

    /// A new block with parameters for the flat ABI of `ts`.
    pub fn block_with_params(&mut self, ts: &[TypeId], op: OpId) -> CgResult<Block> {
        let blk = self.b.create_block();
        for t in self.abi(ts, op)? {
            self.b.append_block_param(blk, t);
        }
        Ok(blk)
    }

    /// `jump blk(args)`.
    pub fn jump(&mut self, blk: Block, args: &[Value]) {
        let a: Vec<BlockArg> = args.iter().map(|&v| BlockArg::Value(v)).collect();
        self.b.ins().jump(blk, &a);
    }

    /// `brif c, t(targs), f(fargs)`.
    pub fn brif(&mut self, c: Value, t: Block, targs: &[Value], f: Block, fargs: &[Value]) {
        let a: Vec<BlockArg> = targs.iter().map(|&v| BlockArg::Value(v)).collect();
        let bb: Vec<BlockArg> = fargs.iter().map(|&v| BlockArg::Value(v)).collect();
        self.b.ins().brif(c, t, &a, f, &bb);
    }

    // ---- imports and sites -----------------------------------------------------------------

    /// A reference to an imported function (runtime, libm), declared on first use.
    pub fn import(&mut self, name: &str, params: &[Type], rets: &[Type]) -> FuncRef {
        let id = match self.sh.imports.get(name) {
            Some(&id) => id,
            None => {
                let mut sig = Signature::new(self.module.isa().default_call_conv());
                sig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
                sig.returns.extend(rets.iter().map(|&t| AbiParam::new(t)));
                let id = self
                    .module
                    .declare_function(name, Linkage::Import, &sig)
                    .expect("runtime import declared with one signature");
                self.sh.imports.insert(name.to_string(), id);
                id
            }
        };
        self.func_ref(id)
    }

    /// A `FuncRef` for a declared function.
    pub fn func_ref(&mut self, id: FuncId) -> FuncRef {
        if let Some(&r) = self.frefs.get(&id) {
            return r;
        }
        let r = self.module.declare_func_in_func(id, self.b.func);
        self.frefs.insert(id, r);
        r
    }

    /// Calls an import and returns its results.
    pub fn call_import(
        &mut self,
        name: &str,
        params: &[Type],
        rets: &[Type],
        args: &[Value],
    ) -> Vec<Value> {
        let f = self.import(name, params, rets);
        let call = self.b.ins().call(f, args);
        self.b.inst_results(call).to_vec()
    }

    /// The allocator site id of an op (registered with the global tracker once).
    pub fn site(&mut self, op: OpId) -> Value {
        let id = self.sh.site(self.m, op);
        self.iconst(clt::I32, id as i64)
    }

    /// The address of a NUL-terminated string constant.
    pub fn cstring(&mut self, s: &str) -> Value {
        let id = self.sh.string(self.module, s);
        let gv = self.module.declare_data_in_func(id, self.b.func);
        self.b.ins().symbol_value(PTR, gv)
    }

    /// Emits `if cond { report runtime error `kind` at op; trap }` as a cold block.
    pub fn runtime_check(&mut self, fail: Value, op: OpId, message: &str) {
        let cold = self.b.create_block();
        let cont = self.b.create_block();
        self.b.set_cold_block(cold);
        self.brif(fail, cold, &[], cont, &[]);
        self.b.switch_to_block(cold);
        let loc = super::location_string(self.m, op);
        let text = format!("{loc}: error: {message}");
        let s = self.cstring(&text);
        self.call_import("bufjit_jit_runtime_error", &[PTR], &[], &[s]);
        self.b
            .ins()
            .trap(cranelift_codegen::ir::TrapCode::unwrap_user(1));
        self.b.switch_to_block(cont);
    }

    /// With `--test-cf-assert`: when `fail` is set, prints `message` and a newline on stdout
    /// (`bufjit_jit_assert_message`) and continues.
    pub fn print_and_continue(&mut self, fail: Value, message: &str) {
        let cold = self.b.create_block();
        let cont = self.b.create_block();
        self.b.set_cold_block(cold);
        self.brif(fail, cold, &[], cont, &[]);
        self.b.switch_to_block(cold);
        let s = self.cstring(message);
        self.call_import("bufjit_jit_assert_message", &[PTR], &[], &[s]);
        self.jump(cont, &[]);
        self.b.switch_to_block(cont);
    }

    /// Memory flags for the scalar or vector load of `memref.load` `op`: [`kflags`], plus
    /// `readonly` and `can_move` when the mid-level stage marked it invariant in its loop nest
    /// ([`crate::transforms::opt::invariant_loads`]), which makes it a pure value for
    /// Cranelift's e-graph (placed at its use). Not with `--quarantine`, whose check must come
    /// right after the load.
    pub fn load_flags(&self, op: OpId) -> MemFlagsData {
        let f = kflags();
        let marked = self
            .m
            .attr(op, crate::transforms::opt::invariant_loads::MARK)
            .is_some();
        if marked && !self.sh.check_freed_memory {
            f.with_readonly().with_can_move()
        } else {
            f
        }
    }

    /// `--quarantine` guard after a load of `v` from `addr`: quarantined (freed) blocks are
    /// filled with [`bufjit_runtime::quarantine::POISON`], so a value made of poison bytes
    /// sends the address to the runtime, which reports a use after free when it lies in a
    /// quarantined block (and ignores data that merely looks like poison).
    pub fn check_freed_read(
        &mut self,
        v: Value,
        elem: super::types::Scalar,
        addr: Value,
        op: OpId,
    ) {
        self.check_poison(v, elem, addr, op, "bufjit_rt_check_read");
    }

    /// The store guard: `old` (the value about to be overwritten at `addr`) made of poison
    /// bytes sends the address to the runtime, which reports a write after free when it lies
    /// in a quarantined block.
    pub fn check_freed_write(
        &mut self,
        old: Value,
        elem: super::types::Scalar,
        addr: Value,
        op: OpId,
    ) {
        self.check_poison(old, elem, addr, op, "bufjit_rt_check_write");
    }

    fn check_poison(
        &mut self,
        v: Value,
        elem: super::types::Scalar,
        addr: Value,
        op: OpId,
        check: &str,
    ) {
        let ty = elem.cl();
        let int_ty = clt::Type::int(ty.bits() as u16).unwrap_or(clt::I64);
        let bits = if elem.is_float() {
            self.b.ins().bitcast(int_ty, MemFlagsData::new(), v)
        } else {
            v
        };
        let byte = bufjit_runtime::quarantine::POISON as u64;
        let pattern = (0..ty.bytes()).fold(0u64, |acc, _| (acc << 8) | byte);
        let poisoned = self.b.ins().icmp_imm_u(
            cranelift_codegen::ir::condcodes::IntCC::Equal,
            bits,
            pattern as i64,
        );
        let cold = self.b.create_block();
        let cont = self.b.create_block();
        self.b.set_cold_block(cold);
        self.brif(poisoned, cold, &[], cont, &[]);
        self.b.switch_to_block(cold);
        let site = self.site(op);
        self.call_import(check, &[PTR, clt::I32], &[clt::I32], &[addr, site]);
        self.b.ins().jump(cont, &[]);
        self.b.switch_to_block(cont);
    }

    // ---- walking ---------------------------------------------------------------------------

    /// Lowers a (possibly multi-block) region whose entry block's arguments are already bound
    /// and whose entry code goes into the current Cranelift block. Blocks are visited in
    /// reverse post-order, so definitions are lowered before their uses.
    pub fn lower_region_blocks(&mut self, r: RegionId, owner: OpId) -> CgResult<()> {
        let m = self.m;
        let Some(entry) = m.entry_block(r) else {
            return Err(op_err(m, owner, "has an empty region"));
        };
        let order = crate::analysis::cfg::reverse_postorder(m, entry);
        for &blk in order.iter().skip(1) {
            if !self.blocks.contains_key(&blk) {
                let args: Vec<TypeId> =
                    m.block(blk).args.iter().map(|&a| m.value_type(a)).collect();
                let cb = self.block_with_params(&args, owner)?;
                self.blocks.insert(blk, cb);
            }
        }
        for (i, &blk) in order.iter().enumerate() {
            if i > 0 {
                let cb = self.blocks[&blk];
                self.b.switch_to_block(cb);
                let params = self.b.block_params(cb).to_vec();
                let args = m.block(blk).args.clone();
                self.bind_flat(&args, &params, owner)?;
            }
            self.lower_block_ops(blk)?;
        }
        Ok(())
    }

    /// Lowers the ops of one block into the current Cranelift block.
    pub fn lower_block_ops(&mut self, blk: BlockId) -> CgResult<()> {
        let ops: Vec<OpId> = self.m.block_ops(blk).collect();
        for op in ops {
            self.lower_op(op)?;
        }
        Ok(())
    }

    /// Lowers a single-block region inline: binds its entry arguments to `args` and lowers its
    /// ops (its terminator uses `exits[owner]`).
    pub fn lower_inline_region(&mut self, r: RegionId, owner: OpId, args: &[Val]) -> CgResult<()> {
        let m = self.m;
        let Some(entry) = m.entry_block(r) else {
            return Err(op_err(m, owner, "has an empty region"));
        };
        let bargs = m.block(entry).args.clone();
        for (a, v) in bargs.iter().zip(args) {
            self.set(*a, v.clone());
        }
        self.lower_region_blocks(r, owner)
    }

    /// Lowers one op.
    pub fn lower_op(&mut self, op: OpId) -> CgResult<()> {
        use OpKind as K;
        let kind = self.m.op(op).kind;
        if crate::semantics::computes_on_small_float(self.m, op) {
            return Err(unsupported(self.m, op));
        }
        if super::vector::is_elementwise_on_vectors(self.m, op) {
            return self.lower_vector_elementwise(op);
        }
        match kind {
            _ if crate::semantics::is_run_constant(kind)
                && super::vector::has_vector_result(self.m, op) =>
            {
                self.lower_vector_constant(op)
            }
            _ if crate::semantics::is_run_constant(kind) => self.lower_constant(op),
            _ if super::arith::is_arith(kind) => self.lower_arith(op),
            _ if kind.dialect() == Dialect::Math => self.lower_math(op),
            K::Return => self.lower_return(op),
            K::Call | K::CallIndirect => self.lower_call(op),
            K::FuncConstant => self.lower_func_constant(op),
            K::Br | K::CondBr | K::Switch | K::Assert => self.lower_cf(op),
            K::For
            | K::If
            | K::While
            | K::ExecuteRegion
            | K::IndexSwitch
            | K::Parallel
            | K::Forall
            | K::Yield
            | K::Condition
            | K::Reduce
            | K::InParallel
            | K::AllocaScope
            | K::AllocaScopeReturn
            | K::AtomicYield
            | K::ShapeAssuming
            | K::ShapeAssumingYield => self.lower_scf(op),
            K::ShapeConstWitness | K::ShapeCstrRequire | K::ShapeAssumingAll => {
                self.lower_witness(op)
            }
            K::BufDealloc => Err(op_err(
                self.m,
                op,
                "is still present at code generation: run `bufferization-lower-deallocations` \
                 (or `convert-bufferization-to-memref`) before running the program",
            )),
            K::UnrealizedConversionCast => {
                let d = self.m.op(op);
                if d.operands.len() == d.results.len()
                    && d.operands
                        .iter()
                        .zip(&d.results)
                        .all(|(a, b)| self.m.value_type(*a) == self.m.value_type(*b))
                {
                    for (a, r) in d.operands.clone().into_iter().zip(d.results.clone()) {
                        let v = self.val(a, op)?;
                        self.set(r, v);
                    }
                    Ok(())
                } else {
                    Err(op_err(self.m, op, "is not supported by the code generator"))
                }
            }
            _ if kind.dialect() == Dialect::Memref || kind == K::Clone => self.lower_memref(op),
            _ if kind.dialect() == Dialect::Vector => self.lower_vector(op),
            OpKind::LlvmBitcast => self.lower_llvm_bitcast(op),
            OpKind::LlvmMatrixTranspose => self.lower_matrix_transpose(op),
            _ => Err(unsupported(self.m, op)),
        }
    }
}

/// The diagnostic for an op the code generator does not handle.
pub fn unsupported(m: &Module, op: OpId) -> Diagnostic {
    if m.op(op).kind.dialect() == Dialect::Affine {
        return op_err(
            m,
            op,
            "is not supported by the code generator: run `lower-affine` first (`--pipeline=default` does)",
        );
    }
    op_err(m, op, "is not supported by the code generator")
}

/// True if the function has a `memref.alloca` with dynamic sizes (needs the arena).
fn contains_dynamic_alloca(m: &Module, func: OpId) -> bool {
    let mut found = false;
    m.walk_nested(func, &mut |o| {
        let d = m.op(o);
        if d.kind == OpKind::Alloca && !d.operands.is_empty() {
            found = true;
        }
    });
    found
}

/// Memory flags for kernel loads and stores (no trap metadata; unaligned allowed).
pub fn kflags() -> MemFlagsData {
    MemFlagsData::new().with_notrap()
}

/// True for the generic deallocation helpers `bufferization-lower-deallocations` creates
/// (`@dealloc_helper`, and the stack lowering's `@dealloc_helper_nlogn`): their calls are
/// counted at run time (the report's dealloc-helper calls).
pub fn is_dealloc_helper(m: &crate::ir::Module, func: OpId) -> bool {
    let name = super::module::sym_name(m, func);
    name == "dealloc_helper" || name == "dealloc_helper_nlogn"
}
