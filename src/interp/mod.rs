//! A reference interpreter for the IR the JIT runs: it executes every op the code generator
//! accepts (func, cf, scf, arith, math, memref, vector, `bufferization.clone`, the shape
//! witnesses),
//! one op at a time, with the same runner utilities and the same checked allocator, so its
//! output and its allocator report are those of the JIT. It is simple rather than fast: it is
//! the oracle the JIT is tested against (`tests/difftest.rs`, `bufjit fuzz-diff`) and a
//! debugging engine for users (`bufjit run --engine=interp --trace` prints every executed
//! op with its results).
//!
//! How the pieces fit: [`value`] holds what values are; [`arith`] the scalar ops;
//! [`memref`] the memory ops and buffers (allocation through `bufjit_runtime::global()` with
//! the JIT's site ids, `alloca`s freed at function exit or `alloca_scope` end, globals);
//! [`control`] `func.call`, `cf` and `scf`; [`externals`] the runner utilities and libm;
//! [`vector`], [`vmemory`], [`vreduce`] and [`vprint`] the `vector` dialect, on
//! [`value::Vector`] values (arith and math ops apply lane by lane to vectors).
//! Integer arithmetic wraps at the type's width and follows the generated code where MLIR
//! leaves a result undefined (shift amounts modulo the register width, saturating
//! float-to-int conversion); integer division by zero and failed assertions stop the run
//! with the JIT's message. Unlike the JIT, every `memref.load`/`store` is bounds-checked
//! against its view (an out-of-bounds access is a runtime error instead of a wild access).

pub mod arith;
pub mod control;
pub mod driver;
pub mod externals;
pub mod memref;
pub mod value;
pub mod vector;
pub mod vmemory;
pub mod vprint;
pub mod vreduce;

use crate::codegen::location_string;
use crate::codegen::types::{self, Scalar};
use crate::diag::Diagnostic;
use crate::dialects::Dialect;
use crate::dialects::OpKind;
use crate::ir::{Attribute, BlockId, Module, OpId, RegionId, ValueId};
use rustc_hash::FxHashMap;
pub use value::{Desc, Val};

/// Why a run stopped early.
#[derive(Debug)]
pub enum Fault {
    /// The program cannot be interpreted (an op or type the JIT does not take either): an
    /// MLIR-style diagnostic, as code generation would report it.
    Unsupported(Diagnostic),
    /// A runtime error (failed `cf.assert`, division by zero, out-of-bounds access): the
    /// complete message, `file:line:col: error: ...`.
    Trap(String),
}

/// The result of interpreting something.
pub type IResult<T> = Result<T, Fault>;

/// Interpreter options.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Print one line per executed op on stderr: location, op name and result values.
    pub trace: bool,
    /// `--quarantine`: a `memref.load` that reads the quarantine's poison pattern asks the
    /// allocator whether the address is freed memory (a use after free), as the JIT does.
    pub check_freed_memory: bool,
    /// `--test-cf-assert`: a failed `cf.assert` prints its message and continues, as the
    /// generated code does with [`crate::codegen::CodegenOptions::assert_continues`].
    pub assert_continues: bool,
}

/// One function activation: the values defined so far and the `alloca`s to release on exit.
#[derive(Default)]
pub struct Frame {
    vals: FxHashMap<ValueId, Val>,
}

/// The interpreter for one module (after the pipeline the JIT would run).
pub struct Interp<'m> {
    /// The module.
    pub m: &'m Module,
    opts: Options,
    funcs: FxHashMap<String, OpId>,
    mem: memref::Memory,
    sites: FxHashMap<OpId, u32>,
    depth: usize,
    /// The mask of the `vector.mask` whose region is executing, until its maskable op
    /// takes it.
    mask: Option<value::Vector>,
}

/// How a region was left: the terminator and its operand values.
pub struct Exit {
    /// The terminator (`scf.yield`, `func.return`, `scf.condition`, ...).
    pub op: OpId,
    /// Its operands' values.
    pub vals: Vec<Val>,
}

/// Formats an error at an op's location as code generation does.
pub fn op_error(m: &Module, op: OpId, msg: impl AsRef<str>) -> Fault {
    Fault::Unsupported(crate::codegen::op_err(m, op, msg))
}

impl<'m> Interp<'m> {
    /// Prepares `m` for interpretation: finds its functions and lays out its globals (with
    /// their initial values). Errors are code generation's (unknown types, bad globals).
    pub fn new(m: &'m Module, opts: Options) -> Result<Interp<'m>, Vec<Diagnostic>> {
        let mut funcs = FxHashMap::default();
        let mut mem = memref::Memory::default();
        let mut errors = Vec::new();
        for op in m.top_level_ops() {
            match m.op(op).kind {
                OpKind::Func => {
                    // The signature must be one code generation can lower.
                    if let Some(Attribute::Type(t)) = m.attr(op, "function_type") {
                        if let crate::ir::TypeData::Function { inputs, results } = m.ty(*t) {
                            let bad = inputs
                                .iter()
                                .chain(results)
                                .try_for_each(|&t| holdable(m, t));
                            if let Err(e) = bad {
                                errors.push(crate::codegen::op_err(m, op, e));
                                continue;
                            }
                        }
                    }
                    validate(m, op, &mut errors);
                    funcs.insert(crate::codegen::module::sym_name(m, op), op);
                }
                OpKind::Global => {
                    if let Err(e) = mem.declare_global(m, op) {
                        errors.push(e);
                    }
                }
                _ => {}
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(Interp {
            m,
            opts,
            funcs,
            mem,
            sites: FxHashMap::default(),
            depth: 0,
            mask: None,
        })
    }

    /// The `func.func` named `name`, if the module defines or declares it.
    pub fn function(&self, name: &str) -> Option<OpId> {
        self.funcs.get(name).copied()
    }

    /// Calls function `name` with `args`; returns its results.
    pub fn call(&mut self, name: &str, args: Vec<Val>) -> IResult<Vec<Val>> {
        let Some(&f) = self.funcs.get(name) else {
            return Err(Fault::Trap(format!("error: no function named '@{name}'")));
        };
        self.call_func(f, args, None)
    }

    /// The allocator site id of an op, registered with the global tracker once (the same
    /// location and text the JIT registers).
    pub fn site(&mut self, op: OpId) -> u32 {
        if let Some(&s) = self.sites.get(&op) {
            return s;
        }
        let loc = location_string(self.m, op);
        let text = crate::print::op_to_generic_string(self.m, op);
        let id = bufjit_runtime::global().register_site(&loc, &text).0;
        self.sites.insert(op, id);
        id
    }

    /// A runtime error at `op`: `file:line:col: error: message`.
    pub fn trap(&self, op: OpId, message: impl AsRef<str>) -> Fault {
        Fault::Trap(format!(
            "{}: error: {}",
            location_string(self.m, op),
            message.as_ref()
        ))
    }

    // ---- values ------------------------------------------------------------------------------

    /// The value of `v` in `f`.
    pub fn get(&self, f: &Frame, v: ValueId, op: OpId) -> IResult<Val> {
        f.vals
            .get(&v)
            .cloned()
            .ok_or_else(|| op_error(self.m, op, "uses a value the interpreter has not computed"))
    }

    /// The values of several operands.
    pub fn get_all(&self, f: &Frame, vs: &[ValueId], op: OpId) -> IResult<Vec<Val>> {
        vs.iter().map(|&v| self.get(f, v, op)).collect()
    }

    /// Operand `i` of `op`.
    pub fn operand(&self, f: &Frame, op: OpId, i: usize) -> IResult<Val> {
        let v = *self
            .m
            .op(op)
            .operands
            .get(i)
            .ok_or_else(|| op_error(self.m, op, "has too few operands"))?;
        self.get(f, v, op)
    }

    /// Binds `v`.
    pub fn set(&self, f: &mut Frame, v: ValueId, x: Val) {
        f.vals.insert(v, x);
    }

    /// Binds result `i` of `op`.
    pub fn set_result(&self, f: &mut Frame, op: OpId, i: usize, x: Val) {
        let r = self.m.op(op).results[i];
        f.vals.insert(r, x);
    }

    /// The scalar class of a value's type (of its elements, for a vector).
    pub fn scalar_of(&self, v: ValueId, op: OpId) -> IResult<Scalar> {
        elem_scalar(self.m, self.m.value_type(v)).map_err(|e| op_error(self.m, op, e))
    }

    // ---- execution ---------------------------------------------------------------------------

    /// Runs a region from its entry block with `args` bound to the entry block's arguments,
    /// following `cf` branches between its blocks, until a region terminator; returns it.
    pub fn run_region(
        &mut self,
        f: &mut Frame,
        r: RegionId,
        owner: OpId,
        args: Vec<Val>,
    ) -> IResult<Exit> {
        let m = self.m;
        let Some(entry) = m.entry_block(r) else {
            return Err(op_error(m, owner, "has an empty region"));
        };
        let mut block = entry;
        let mut args = args;
        loop {
            self.bind_block(f, block, args, owner)?;
            match self.run_block(f, block)? {
                Step::Jump(b, a) => {
                    block = b;
                    args = a;
                }
                Step::Exit(e) => return Ok(e),
            }
        }
    }

    fn bind_block(&self, f: &mut Frame, b: BlockId, args: Vec<Val>, op: OpId) -> IResult<()> {
        let bargs = &self.m.block(b).args;
        if bargs.len() != args.len() {
            return Err(op_error(
                self.m,
                op,
                "passes the wrong number of values to a block",
            ));
        }
        for (&a, v) in bargs.iter().zip(args) {
            f.vals.insert(a, v);
        }
        Ok(())
    }

    fn run_block(&mut self, f: &mut Frame, b: BlockId) -> IResult<Step> {
        let m = self.m;
        let mut cur = m.block(b).first;
        while let Some(op) = cur {
            cur = m.op(op).next;
            let kind = m.op(op).kind;
            match kind {
                OpKind::Br | OpKind::CondBr | OpKind::Switch => {
                    let step = self.branch(f, op)?;
                    self.trace(f, op);
                    return Ok(step);
                }
                OpKind::Return
                | OpKind::Yield
                | OpKind::Condition
                | OpKind::Reduce
                | OpKind::InParallel
                | OpKind::AllocaScopeReturn
                | OpKind::AtomicYield
                | OpKind::ShapeAssumingYield
                | OpKind::VectorYield
                | OpKind::ReduceReturn => {
                    let vals = self.get_all(f, &m.op(op).operands, op)?;
                    self.trace(f, op);
                    return Ok(Step::Exit(Exit { op, vals }));
                }
                _ => {
                    self.exec(f, op)?;
                    self.trace(f, op);
                }
            }
        }
        Err(op_error(
            m,
            m.block_parent_op(b).unwrap_or(OpId(0)),
            "has a block without a terminator",
        ))
    }

    /// Executes one op that is not a terminator. (Each kind's work is in its own function, so
    /// this frame, which every interpreted call nests, stays small.)
    pub fn exec(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        use OpKind as K;
        let kind = self.m.op(op).kind;
        match kind {
            _ if crate::semantics::is_run_constant(kind) => self.constant(f, op),
            K::Select
                if self
                    .m
                    .ty(self.m.value_type(self.m.op(op).results[0]))
                    .is_memref() =>
            {
                self.misc(f, op)
            }
            _ if matches!(kind.dialect(), Dialect::Arith | Dialect::Index) => self.arith(f, op),
            _ if kind.dialect() == Dialect::Math => self.math(f, op),
            K::Call | K::CallIndirect => self.call_op(f, op),
            K::For
            | K::If
            | K::While
            | K::ExecuteRegion
            | K::IndexSwitch
            | K::Parallel
            | K::Forall
            | K::AllocaScope
            | K::ShapeAssuming => self.structured(f, op),
            K::ShapeConstWitness | K::ShapeCstrRequire | K::ShapeAssumingAll => self.witness(f, op),
            _ if kind.dialect() == Dialect::Memref || kind == K::Clone => self.memref(f, op),
            _ if kind.dialect() == Dialect::Vector => self.vector(f, op),
            K::LlvmBitcast => self.bitcast_vec(f, op),
            K::LlvmMatrixTranspose => self.matrix_transpose(f, op),
            _ => self.misc(f, op),
        }
    }

    /// `arith.select` on memrefs, `func.constant`, `cf.assert`,
    /// `builtin.unrealized_conversion_cast`, and the errors for everything else.
    #[inline(never)]
    fn misc(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        use OpKind as K;
        match self.m.op(op).kind {
            K::Select => {
                let c = self.operand(f, op, 0)?;
                let v = self.operand(f, op, if c.truth() { 1 } else { 2 })?;
                self.set_result(f, op, 0, v);
                Ok(())
            }
            K::FuncConstant => {
                let name = match self.m.attr(op, "value") {
                    Some(Attribute::SymbolRef { root, .. }) => root.clone(),
                    _ => return Err(op_error(self.m, op, "has no symbol")),
                };
                self.set_result(f, op, 0, Val::Func(name));
                Ok(())
            }
            K::Assert => {
                if !self.operand(f, op, 0)?.truth() {
                    let msg = match self.m.attr(op, "msg") {
                        Some(Attribute::String(s)) => s.clone(),
                        _ => String::new(),
                    };
                    if self.opts.assert_continues {
                        bufjit_runtime::print::emit(format!("{msg}\n").as_bytes());
                        return Ok(());
                    }
                    return Err(self.trap(op, format!("assertion failed: {msg}")));
                }
                Ok(())
            }
            K::UnrealizedConversionCast if cast_is_identity(self.m, op) => {
                for (i, a) in self.m.op(op).operands.clone().into_iter().enumerate() {
                    let v = self.get(f, a, op)?;
                    self.set_result(f, op, i, v);
                }
                Ok(())
            }
            _ => Err(unsupported(self.m, op)),
        }
    }

    fn trace(&self, f: &Frame, op: OpId) {
        if !self.opts.trace {
            return;
        }
        let m = self.m;
        let mut line = format!("{}: {}", location_string(m, op), m.op_name(op));
        let rs = &m.op(op).results;
        if !rs.is_empty() {
            let vals: Vec<String> = rs
                .iter()
                .map(|r| {
                    f.vals
                        .get(r)
                        .map(|v| v.to_string())
                        .unwrap_or_else(|| "?".into())
                })
                .collect();
            line.push_str(" -> ");
            line.push_str(&vals.join(", "));
        }
        bufjit_runtime::print::flush();
        eprintln!("{line}");
    }
}

/// The scalar class of `t`, or of its elements when `t` is a vector type.
pub fn elem_scalar(m: &Module, t: crate::ir::TypeId) -> Result<Scalar, String> {
    match m.ty(t) {
        crate::ir::TypeData::Vector { elem, .. } => types::scalar(m, *elem),
        _ => types::scalar(m, t),
    }
}

/// Checks that the interpreter can hold values of type `t` (what code generation accepts,
/// plus vectors of its scalars).
fn holdable(m: &Module, t: crate::ir::TypeId) -> Result<(), String> {
    match m.ty(t) {
        crate::ir::TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s) => {
            Err("scalable vectors are not supported".into())
        }
        crate::ir::TypeData::Vector { .. } => elem_scalar(m, t).map(|_| ()),
        _ => types::abi_types(m, t).map(|_| ()),
    }
}

/// An identity `builtin.unrealized_conversion_cast` (same types in and out), the only kind
/// code generation takes.
fn cast_is_identity(m: &Module, op: OpId) -> bool {
    let d = m.op(op);
    d.operands.len() == d.results.len()
        && d.operands
            .iter()
            .zip(&d.results)
            .all(|(a, b)| m.value_type(*a) == m.value_type(*b))
}

/// The error for an op the interpreter (like code generation) does not execute.
fn unsupported(m: &Module, op: OpId) -> Fault {
    match m.op(op).kind {
        OpKind::BufDealloc => op_error(
            m,
            op,
            "is still present at code generation: run `bufferization-lower-deallocations` \
             (or `convert-bufferization-to-memref`) before running the program",
        ),
        OpKind::UnrealizedConversionCast => {
            op_error(m, op, "is not supported by the code generator")
        }
        _ => Fault::Unsupported(crate::codegen::function::unsupported(m, op)),
    }
}

/// True for the ops the interpreter executes (the code generator's set).
fn executable(m: &Module, op: OpId) -> bool {
    use OpKind as K;
    let kind = m.op(op).kind;
    if crate::semantics::computes_on_small_float(m, op) {
        return false;
    }
    match kind {
        K::BufDealloc => false,
        K::UnrealizedConversionCast => cast_is_identity(m, op),
        K::UbPoison => true,
        K::Return
        | K::Call
        | K::CallIndirect
        | K::FuncConstant
        | K::Br
        | K::CondBr
        | K::Switch
        | K::Assert
        | K::For
        | K::If
        | K::While
        | K::Condition
        | K::ExecuteRegion
        | K::IndexSwitch
        | K::Yield
        | K::Parallel
        | K::Reduce
        | K::ReduceReturn
        | K::Forall
        | K::InParallel
        | K::ShapeAssuming
        | K::ShapeAssumingYield
        | K::ShapeConstWitness
        | K::ShapeCstrRequire
        | K::ShapeAssumingAll
        | K::Clone
        | K::LlvmBitcast
        | K::LlvmMatrixTranspose => true,
        _ => matches!(
            kind.dialect(),
            Dialect::Arith | Dialect::Index | Dialect::Math | Dialect::Memref | Dialect::Vector
        ),
    }
}

/// Rejects, before running anything, what code generation would reject: ops it does not
/// take and values of types it cannot hold (the first problem per function, as the JIT
/// reports it).
fn validate(m: &Module, func: OpId, errors: &mut Vec<Diagnostic>) {
    let mut first: Option<Diagnostic> = None;
    m.walk_nested(func, &mut |o| {
        if first.is_some() || o == func {
            return;
        }
        if !executable(m, o) {
            if let Fault::Unsupported(d) = unsupported(m, o) {
                first = Some(d);
            }
            return;
        }
        for &r in &m.op(o).results {
            if let Err(e) = holdable(m, m.value_type(r)) {
                first = Some(crate::codegen::op_err(m, o, e));
                return;
            }
        }
    });
    errors.extend(first);
}

/// What a block ended with.
pub enum Step {
    /// A branch to another block of the region, with the block's arguments.
    Jump(BlockId, Vec<Val>),
    /// A region terminator.
    Exit(Exit),
}

/// The value `bufjit run` prints for an entry point's result (`i32`/`i64`/`index` as a decimal,
/// floats with `%e`), as [`crate::codegen::engine::RetVal`] for the shared printing code.
pub fn ret_val(m: &Module, t: crate::ir::TypeId, v: &Val) -> Option<crate::codegen::RetVal> {
    use crate::codegen::RetVal;
    let s = types::scalar(m, t).ok()?;
    Some(match (s, v) {
        (Scalar::I1, Val::Int(x)) => RetVal::I1(*x != 0),
        (Scalar::I8, Val::Int(x)) => RetVal::I8(*x as i8),
        (Scalar::I16, Val::Int(x)) => RetVal::I16(*x as i16),
        (Scalar::I32, Val::Int(x)) => RetVal::I32(*x as i32),
        (Scalar::I64, Val::Int(x)) => RetVal::I64(*x as i64),
        (Scalar::IntN(w), Val::Int(x)) => RetVal::I64(crate::semantics::int::sext(*x, w as u32)),
        (Scalar::Index, Val::Int(x)) => RetVal::Index(*x as i64),
        (Scalar::F32, Val::F32(x)) => RetVal::F32(*x),
        (Scalar::F64, Val::F64(x)) => RetVal::F64(*x),
        _ => return None,
    })
}
