//! The registered dialects: one file per dialect with its ops' custom assembly syntax (parse and
//! print), verification and result-name hints. This file holds the op registry ([`OpKind`]).
//!
//! Ops the registry does not know are still accepted in MLIR's generic form and round-trip as
//! [`OpKind::Unregistered`].

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod builtin;
pub mod cf;
pub mod func;
pub mod linalg;
pub mod math;
pub mod memref;
pub mod scf;
pub mod shape;
mod syntax;
pub mod test;
mod verify;

pub use verify::{has_single_block_trait, lookup_func, symbol_table, verify_op, SymbolTable};

use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// A registered dialect. Code that treats a whole dialect alike dispatches on this enum.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Dialect {
    /// The namespace of an op the registry does not know.
    Unregistered,
    /// `affine`
    Affine,
    /// `arith`
    Arith,
    /// `bufferization`
    Bufferization,
    /// `builtin`
    Builtin,
    /// `cf`
    Cf,
    /// `func`
    Func,
    /// `linalg`
    Linalg,
    /// `math`
    Math,
    /// `memref`
    Memref,
    /// `scf`
    Scf,
    /// `shape`
    Shape,
    /// `test`
    Test,
}

impl Dialect {
    /// Every registered dialect, in namespace order.
    pub const ALL: &'static [Dialect] = &[
        Dialect::Affine,
        Dialect::Arith,
        Dialect::Bufferization,
        Dialect::Builtin,
        Dialect::Cf,
        Dialect::Func,
        Dialect::Linalg,
        Dialect::Math,
        Dialect::Memref,
        Dialect::Scf,
        Dialect::Shape,
        Dialect::Test,
    ];

    /// The namespace (`"memref"`); empty for [`Dialect::Unregistered`].
    pub fn name(self) -> &'static str {
        match self {
            Dialect::Unregistered => "",
            Dialect::Affine => "affine",
            Dialect::Arith => "arith",
            Dialect::Bufferization => "bufferization",
            Dialect::Builtin => "builtin",
            Dialect::Cf => "cf",
            Dialect::Func => "func",
            Dialect::Linalg => "linalg",
            Dialect::Math => "math",
            Dialect::Memref => "memref",
            Dialect::Scf => "scf",
            Dialect::Shape => "shape",
            Dialect::Test => "test",
        }
    }

    /// The registered dialect of a namespace.
    pub fn lookup(namespace: &str) -> Option<Dialect> {
        Dialect::ALL.iter().copied().find(|d| d.name() == namespace)
    }
}

macro_rules! op_kinds {
    ($($variant:ident = $name:literal),* $(,)?) => {
        /// Every registered operation.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum OpKind {
            /// An op known only by name (generic form).
            Unregistered,
            $(
                #[doc = concat!("`", $name, "`")]
                $variant,
            )*
        }
        impl OpKind {
            /// All registered kinds.
            pub const ALL: &'static [OpKind] = &[$(OpKind::$variant),*];
            /// The op's full name (empty for [`OpKind::Unregistered`]).
            pub fn name(self) -> &'static str {
                match self {
                    OpKind::Unregistered => "",
                    $(OpKind::$variant => $name,)*
                }
            }
        }
    };
}

op_kinds! {
    // builtin
    Module = "builtin.module",
    UnrealizedConversionCast = "builtin.unrealized_conversion_cast",
    // func
    Func = "func.func",
    Return = "func.return",
    Call = "func.call",
    CallIndirect = "func.call_indirect",
    FuncConstant = "func.constant",
    // arith
    Constant = "arith.constant",
    AddI = "arith.addi",
    SubI = "arith.subi",
    MulI = "arith.muli",
    DivSI = "arith.divsi",
    DivUI = "arith.divui",
    RemSI = "arith.remsi",
    RemUI = "arith.remui",
    CeilDivSI = "arith.ceildivsi",
    CeilDivUI = "arith.ceildivui",
    FloorDivSI = "arith.floordivsi",
    AndI = "arith.andi",
    OrI = "arith.ori",
    XOrI = "arith.xori",
    ShLI = "arith.shli",
    ShRSI = "arith.shrsi",
    ShRUI = "arith.shrui",
    MaxSI = "arith.maxsi",
    MinSI = "arith.minsi",
    MaxUI = "arith.maxui",
    MinUI = "arith.minui",
    AddF = "arith.addf",
    SubF = "arith.subf",
    MulF = "arith.mulf",
    DivF = "arith.divf",
    RemF = "arith.remf",
    MaximumF = "arith.maximumf",
    MinimumF = "arith.minimumf",
    MaxNumF = "arith.maxnumf",
    MinNumF = "arith.minnumf",
    NegF = "arith.negf",
    CmpI = "arith.cmpi",
    CmpF = "arith.cmpf",
    Select = "arith.select",
    IndexCast = "arith.index_cast",
    IndexCastUI = "arith.index_castui",
    ExtSI = "arith.extsi",
    ExtUI = "arith.extui",
    TruncI = "arith.trunci",
    SIToFP = "arith.sitofp",
    UIToFP = "arith.uitofp",
    FPToSI = "arith.fptosi",
    FPToUI = "arith.fptoui",
    ExtF = "arith.extf",
    TruncF = "arith.truncf",
    Bitcast = "arith.bitcast",
    AddUIExtended = "arith.addui_extended",
    MulSIExtended = "arith.mulsi_extended",
    MulUIExtended = "arith.mului_extended",
    // math
    Sqrt = "math.sqrt",
    Rsqrt = "math.rsqrt",
    Exp = "math.exp",
    Exp2 = "math.exp2",
    ExpM1 = "math.expm1",
    Log = "math.log",
    Log2 = "math.log2",
    Log10 = "math.log10",
    Log1p = "math.log1p",
    Sin = "math.sin",
    Cos = "math.cos",
    Tan = "math.tan",
    Asin = "math.asin",
    Acos = "math.acos",
    Atan = "math.atan",
    Sinh = "math.sinh",
    Cosh = "math.cosh",
    Tanh = "math.tanh",
    Asinh = "math.asinh",
    Acosh = "math.acosh",
    Atanh = "math.atanh",
    Atan2 = "math.atan2",
    PowF = "math.powf",
    FPowI = "math.fpowi",
    IPowI = "math.ipowi",
    AbsF = "math.absf",
    AbsI = "math.absi",
    Floor = "math.floor",
    Ceil = "math.ceil",
    Round = "math.round",
    RoundEven = "math.roundeven",
    Trunc = "math.trunc",
    Fma = "math.fma",
    CopySign = "math.copysign",
    Erf = "math.erf",
    Erfc = "math.erfc",
    Cbrt = "math.cbrt",
    CountLeadingZeros = "math.ctlz",
    CountTrailingZeros = "math.cttz",
    CtPop = "math.ctpop",
    IsNaN = "math.isnan",
    IsInf = "math.isinf",
    IsFinite = "math.isfinite",
    IsNormal = "math.isnormal",
    // cf
    Br = "cf.br",
    CondBr = "cf.cond_br",
    Switch = "cf.switch",
    Assert = "cf.assert",
    // scf
    For = "scf.for",
    If = "scf.if",
    While = "scf.while",
    Condition = "scf.condition",
    ExecuteRegion = "scf.execute_region",
    IndexSwitch = "scf.index_switch",
    Yield = "scf.yield",
    Parallel = "scf.parallel",
    Reduce = "scf.reduce",
    ReduceReturn = "scf.reduce.return",
    Forall = "scf.forall",
    InParallel = "scf.forall.in_parallel",
    // memref
    Alloc = "memref.alloc",
    Alloca = "memref.alloca",
    AllocaScope = "memref.alloca_scope",
    AllocaScopeReturn = "memref.alloca_scope.return",
    Dealloc = "memref.dealloc",
    Realloc = "memref.realloc",
    Load = "memref.load",
    Store = "memref.store",
    Copy = "memref.copy",
    Cast = "memref.cast",
    SubView = "memref.subview",
    ReinterpretCast = "memref.reinterpret_cast",
    View = "memref.view",
    Dim = "memref.dim",
    Rank = "memref.rank",
    ExtractStridedMetadata = "memref.extract_strided_metadata",
    ExtractAlignedPointerAsIndex = "memref.extract_aligned_pointer_as_index",
    ExpandShape = "memref.expand_shape",
    CollapseShape = "memref.collapse_shape",
    Global = "memref.global",
    GetGlobal = "memref.get_global",
    AssumeAlignment = "memref.assume_alignment",
    Prefetch = "memref.prefetch",
    AtomicRmw = "memref.atomic_rmw",
    MemorySpaceCast = "memref.memory_space_cast",
    Transpose = "memref.transpose",
    // bufferization
    BufDealloc = "bufferization.dealloc",
    Clone = "bufferization.clone",
    ToTensor = "bufferization.to_tensor",
    ToBuffer = "bufferization.to_buffer",
    AllocTensor = "bufferization.alloc_tensor",
    MaterializeInDestination = "bufferization.materialize_in_destination",
    DeallocTensor = "bufferization.dealloc_tensor",
    // linalg
    LinalgGeneric = "linalg.generic",
    LinalgYield = "linalg.yield",
    LinalgIndex = "linalg.index",
    LinalgFill = "linalg.fill",
    LinalgCopy = "linalg.copy",
    LinalgMap = "linalg.map",
    LinalgReduce = "linalg.reduce",
    LinalgTranspose = "linalg.transpose",
    LinalgBroadcast = "linalg.broadcast",
    LinalgMatmul = "linalg.matmul",
    LinalgBatchMatmul = "linalg.batch_matmul",
    LinalgBatchReduceMatmul = "linalg.batch_reduce_matmul",
    LinalgMatvec = "linalg.matvec",
    LinalgVecmat = "linalg.vecmat",
    LinalgDot = "linalg.dot",
    LinalgAdd = "linalg.add",
    LinalgSub = "linalg.sub",
    LinalgMul = "linalg.mul",
    LinalgDiv = "linalg.div",
    LinalgMax = "linalg.max",
    LinalgMin = "linalg.min",
    LinalgExp = "linalg.exp",
    LinalgLog = "linalg.log",
    LinalgAbs = "linalg.abs",
    LinalgNegF = "linalg.negf",
    LinalgFloor = "linalg.floor",
    LinalgCeil = "linalg.ceil",
    LinalgSqrt = "linalg.sqrt",
    LinalgRsqrt = "linalg.rsqrt",
    LinalgTanh = "linalg.tanh",
    LinalgSelect = "linalg.select",
    LinalgRound = "linalg.round",
    LinalgErf = "linalg.erf",
    LinalgSquare = "linalg.square",
    LinalgReciprocal = "linalg.reciprocal",
    LinalgPowF = "linalg.powf",
    LinalgDivUnsigned = "linalg.div_unsigned",
    LinalgConv1D = "linalg.conv_1d",
    LinalgConv2D = "linalg.conv_2d",
    LinalgConv2DNhwcHwcf = "linalg.conv_2d_nhwc_hwcf",
    LinalgConv2DNchwFchw = "linalg.conv_2d_nchw_fchw",
    LinalgDepthwiseConv2DNhwcHwc = "linalg.depthwise_conv_2d_nhwc_hwc",
    LinalgPoolingNhwcSum = "linalg.pooling_nhwc_sum",
    LinalgPoolingNhwcMax = "linalg.pooling_nhwc_max",
    // test (the ops MLIR's buffer-deallocation tests use)
    TestCopy = "test.copy",
    TestBufferBased = "test.buffer_based",
    TestReadBuffer = "test.read_buffer",
    TestRegionBufferBased = "test.region_buffer_based",
    TestRegionYield = "test.region_yield",
    TestRegionIf = "test.region_if",
    TestRegionIfYield = "test.region_if_yield",
    // affine
    AffineFor = "affine.for",
    AffineParallel = "affine.parallel",
    AffineIf = "affine.if",
    AffineLoad = "affine.load",
    AffineStore = "affine.store",
    AffinePrefetch = "affine.prefetch",
    AffineApply = "affine.apply",
    AffineMin = "affine.min",
    AffineMax = "affine.max",
    AffineYield = "affine.yield",
    AffineDelinearizeIndex = "affine.delinearize_index",
    AffineLinearizeIndex = "affine.linearize_index",
    // shape
    ShapeAssuming = "shape.assuming",
    ShapeAssumingYield = "shape.assuming_yield",
    ShapeConstWitness = "shape.const_witness",
    ShapeCstrRequire = "shape.cstr_require",
    ShapeAssumingAll = "shape.assuming_all",
    ShapeCstrEq = "shape.cstr_eq",
    ShapeCstrBroadcastable = "shape.cstr_broadcastable",
    // test ops without custom syntax
    TestForwardBuffer = "test.forward_buffer",
    TestSideEffectOp = "test.side_effect_op",
    TestOneRegionRecursive = "test.one_region_with_recursive_memory_effects",
    TestReturn = "test.return",
}

impl OpKind {
    /// Looks a full op name up in the registry.
    pub fn lookup(name: &str) -> Option<OpKind> {
        static MAP: OnceLock<FxHashMap<&'static str, OpKind>> = OnceLock::new();
        MAP.get_or_init(|| OpKind::ALL.iter().map(|k| (k.name(), *k)).collect())
            .get(name)
            .copied()
    }

    /// The dialect of the op.
    pub fn dialect(self) -> Dialect {
        // Asked for on hot paths (parsing, printing, effects): split each name once.
        static TABLE: OnceLock<Vec<Dialect>> = OnceLock::new();
        let table = TABLE.get_or_init(|| {
            let mut t = vec![Dialect::Unregistered; OpKind::ALL.len() + 1];
            for &k in OpKind::ALL {
                let ns = k.name().split('.').next().unwrap_or("");
                t[k as usize] = Dialect::lookup(ns).unwrap_or(Dialect::Unregistered);
            }
            t
        });
        table[self as usize]
    }

    /// True for ops that must end their block.
    pub fn is_terminator(self) -> bool {
        use OpKind::*;
        matches!(
            self,
            Return
                | Br
                | CondBr
                | Switch
                | Yield
                | Condition
                | Reduce
                | ReduceReturn
                | InParallel
                | AllocaScopeReturn
                | TestRegionYield
                | TestRegionIfYield
                | AffineYield
                | ShapeAssumingYield
                | TestReturn
                | LinalgYield
        )
    }

    /// True for ops whose regions may not use values defined outside them.
    pub fn is_isolated_from_above(self) -> bool {
        matches!(self, OpKind::Module | OpKind::Func)
    }

    /// Ops with MLIR's `Commutative` trait (the folder moves constants right; CSE ignores
    /// operand order).
    pub fn is_commutative(self) -> bool {
        use OpKind::*;
        matches!(
            self,
            AddI | MulI
                | AndI
                | OrI
                | XOrI
                | MaxSI
                | MinSI
                | MaxUI
                | MinUI
                | AddF
                | MulF
                | MaximumF
                | MinimumF
                | MaxNumF
                | MinNumF
                | AddUIExtended
                | MulSIExtended
                | MulUIExtended
        )
    }
}

/// An integer attribute.
pub fn attr_int(value: i128, ty: crate::ir::TypeId) -> crate::ir::Attribute {
    crate::ir::Attribute::Integer { value, ty }
}

/// Checks the generic form's properties (`<{...}>`) of a registered op the way MLIR's property
/// conversion does: each inherent attribute the op stores as a typed property must have that
/// attribute kind. Returns the name of the first one that does not.
pub fn bad_property(kind: OpKind, props: &[crate::ir::NamedAttr]) -> Option<&str> {
    use crate::ir::Attribute as A;
    let string = |a: &A| matches!(a, A::String(_));
    let ty = |a: &A| matches!(a, A::Type(_));
    let array = |a: &A| matches!(a, A::Array(_));
    let unit = |a: &A| matches!(a, A::Unit);
    let symbol = |a: &A| matches!(a, A::SymbolRef { .. });
    let integer = |a: &A| matches!(a, A::Integer { .. });
    type Check = fn(&A) -> bool;
    let table: &[(&str, Check)] = match kind {
        OpKind::Func => &[
            ("sym_name", string),
            ("sym_visibility", string),
            ("function_type", ty),
            ("arg_attrs", array),
            ("res_attrs", array),
            ("no_inline", unit),
        ],
        OpKind::Global => &[
            ("sym_name", string),
            ("sym_visibility", string),
            ("type", ty),
            ("constant", unit),
            ("alignment", integer),
        ],
        OpKind::Call => &[
            ("callee", symbol),
            ("arg_attrs", array),
            ("res_attrs", array),
            ("no_inline", unit),
        ],
        OpKind::GetGlobal => &[("name", symbol)],
        _ => &[],
    };
    props.iter().find_map(|p| {
        table
            .iter()
            .find(|(name, _)| *name == p.name)
            .filter(|(_, ok)| !ok(&p.value))
            .map(|_| p.name.as_str())
    })
}

/// True if the custom printer of `op` writes property `name` inline (or not at all), so it
/// gets no `#map`/`#set` alias.
pub fn prop_printed_inline(m: &crate::ir::Module, op: crate::ir::OpId, name: &str) -> bool {
    match m.op(op).kind {
        OpKind::Transpose => true,
        k if k.dialect() == Dialect::Affine => affine::prop_printed_inline(m, op, name),
        _ => false,
    }
}

/// The dialect whose ops may be written without prefix inside `kind`'s regions.
pub fn default_dialect_for(kind: OpKind) -> Option<&'static str> {
    match kind {
        OpKind::Func => Some("func"),
        OpKind::Module => Some("builtin"),
        _ => None,
    }
}

/// Parses the custom syntax of a registered op (after its name).
pub fn parse_custom(
    p: &mut crate::parse::Parser<'_>,
    kind: OpKind,
    pos: usize,
    _num_results: usize,
) -> crate::parse::PResult<crate::ir::OpSpec> {
    match kind.dialect() {
        Dialect::Builtin => builtin::parse(p, kind, pos),
        Dialect::Func => func::parse(p, kind, pos),
        Dialect::Linalg => linalg::parse(p, kind, pos),
        Dialect::Arith => arith::parse(p, kind, pos),
        Dialect::Math => math::parse(p, kind, pos),
        Dialect::Cf => cf::parse(p, kind, pos),
        Dialect::Scf => scf::parse(p, kind, pos),
        Dialect::Memref => memref::parse(p, kind, pos),
        Dialect::Bufferization => bufferization::parse(p, kind, pos),
        Dialect::Test => test::parse(p, kind, pos),
        Dialect::Affine => affine::parse(p, kind, pos),
        Dialect::Shape => shape::parse(p, kind, pos),
        Dialect::Unregistered => p.err_at(pos, "unknown dialect"),
    }
}

/// Prints the custom syntax of a registered op; false means "use the generic form".
pub fn print_custom(pr: &mut crate::print::Printer<'_>, op: crate::ir::OpId) -> bool {
    match pr.m.op(op).kind.dialect() {
        Dialect::Builtin => builtin::print(pr, op),
        Dialect::Func => func::print(pr, op),
        Dialect::Linalg => linalg::print(pr, op),
        Dialect::Arith => arith::print(pr, op),
        Dialect::Math => math::print(pr, op),
        Dialect::Cf => cf::print(pr, op),
        Dialect::Scf => scf::print(pr, op),
        Dialect::Memref => memref::print(pr, op),
        Dialect::Bufferization => bufferization::print(pr, op),
        Dialect::Test => test::print(pr, op),
        Dialect::Affine => affine::print(pr, op),
        Dialect::Shape => shape::print(pr, op),
        _ => false,
    }
}

/// Result-name hints (`OpAsmOpInterface::getAsmResultNames`): (result index, name) pairs.
pub fn result_names(m: &crate::ir::Module, op: crate::ir::OpId) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    match m.op(op).kind.dialect() {
        Dialect::Arith => arith::result_names(m, op, &mut out),
        Dialect::Memref => memref::result_names(m, op, &mut out),
        Dialect::Linalg => linalg::result_names(m, op, &mut out),
        Dialect::Func if m.op(op).kind == OpKind::FuncConstant => out.push((0, "f".into())),
        _ => {}
    }
    out
}

/// Block-argument name hints of an op's entry blocks (`OpAsmOpInterface::getAsmBlockArgumentNames`).
pub fn block_arg_names(m: &crate::ir::Module, op: crate::ir::OpId) -> Option<Vec<&'static str>> {
    match m.op(op).kind.dialect() {
        Dialect::Linalg => linalg::block_arg_names(m, op),
        _ => None,
    }
}

/// The properties printed in generic form: the op's own plus defaulted ones MLIR always shows.
pub fn generic_props(m: &crate::ir::Module, op: crate::ir::OpId) -> Vec<crate::ir::NamedAttr> {
    let d = m.op(op);
    let mut props = d.props.to_vec();
    let defaults = match d.kind.dialect() {
        Dialect::Arith => arith::default_props(d.kind),
        Dialect::Math => math::default_props(d.kind),
        Dialect::Memref => memref::default_props(d.kind),
        Dialect::Affine => affine::default_props(d.kind),
        _ => &[],
    };
    for (name, text) in defaults {
        if !props.iter().any(|a| a.name == *name) {
            let value = match *text {
                // (Without an interned i1 the verbatim text prints the same `false`.)
                "false" if find_i1(m) != crate::ir::TypeId(0) => crate::ir::Attribute::Integer {
                    value: 0,
                    ty: find_i1(m),
                },
                t => crate::ir::Attribute::Opaque(t.to_string()),
            };
            props.push(crate::ir::NamedAttr::new(*name, value));
        }
    }
    props.sort_by(|a, b| a.name.cmp(&b.name));
    props
}

fn find_i1(m: &crate::ir::Module) -> crate::ir::TypeId {
    // i1 is interned by any module that has a load/store default to print; fall back to a
    // type printed as `false` regardless (integer attrs of i1 print without type).
    (0..u32::MAX)
        .map(crate::ir::TypeId)
        .take_while(|t| t.index() < m.types_len())
        .find(|&t| {
            matches!(
                m.ty(t),
                crate::ir::TypeData::Integer {
                    width: 1,
                    signedness: crate::ir::Signedness::Signless
                }
            )
        })
        .unwrap_or(crate::ir::TypeId(0))
}

/// The values of a dense-array attribute (`array<i64: ...>`) of `op`, empty if absent.
pub fn dense_array(m: &crate::ir::Module, op: crate::ir::OpId, name: &str) -> Vec<i64> {
    match m.attr(op, name) {
        Some(crate::ir::Attribute::DenseArray { values, .. }) => values.clone(),
        _ => vec![],
    }
}

/// The `operandSegmentSizes` of `op` (empty if absent).
pub fn operand_segments(m: &crate::ir::Module, op: crate::ir::OpId) -> Vec<usize> {
    dense_array(m, op, "operandSegmentSizes")
        .iter()
        .map(|&v| v.max(0) as usize)
        .collect()
}

/// Prints a mixed static/dynamic list (`[%a, 4]`, `(%n, 8)`): [`crate::ir::DYNAMIC`] entries
/// take the next dynamic value.
pub fn print_mixed(
    pr: &mut crate::print::Printer<'_>,
    stat: &[i64],
    dynv: &[crate::ir::ValueId],
    open: &str,
    close: &str,
) {
    pr.w(open);
    let mut di = 0;
    for (i, &s) in stat.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if s == crate::ir::DYNAMIC {
            if let Some(&v) = dynv.get(di) {
                pr.value(v);
            }
            di += 1;
        } else {
            pr.w(&s.to_string());
        }
    }
    pr.w(close);
}
