//! The op registry: every registered op and its facts, declared once in `op_kinds!`.
//!
//! One line per op names it and states what the passes ask about it: its traits
//! ([`Traits`]: terminator, commutative, recursive memory effects, region-branch, branch,
//! call, ...), its memory effects ([`MemoryEffects`]; none at all means no
//! `MemoryEffectOpInterface`), the operand it is a view of (`ViewLikeOpInterface`), the names
//! of its `operandSegmentSizes` groups, and its `BufferDeallocationOpInterface` model. A dialect
//! whose ops share a fact states it once as its default ([`OpInfo::dialect_default`]: every
//! `arith` and `math` op is pure). Passes ask [`OpKind::info`] (or the one-line wrappers
//! [`OpKind::is_terminator`], `rewrite::effects::effects`, `transforms::ownership::interfaces`),
//! never a table of their own. Everything here is `const`: no table is built at run time.
//!
//! # Adding an op
//!
//! 1. **Declaration** (this file): add `Name = "dialect.name" { traits: ..., effects: ... }`
//!    to its dialect's group in `op_kinds!`. Leave out what the dialect default already says;
//!    an op with no `effects` and no `RECURSIVE_EFFECTS` has unknown effects and is rejected by
//!    the deallocation pass. Per-op model code (a [`BufferDeallocationModel`]) is a unit struct
//!    appended to the dialect's file and named here with `dealloc_model: &dialect::Model`.
//! 2. **Syntax**: `parse` and `print` in `src/dialects/<dialect>.rs` (the generic form works
//!    without them); result-name hints in its `result_names`.
//! 3. **Verification**: the op's checks in `src/dialects/verify.rs` (`verify_op` and its
//!    operand/result `counts`).
//! 4. **Lowering**: the Cranelift lowering in `src/codegen/` (`FnLower`, by dialect:
//!    `arith.rs`, `memref.rs`, ...).
//! 5. **Interpretation**: the op's case in `src/interp/`.
//!
//! [`BufferDeallocationModel`]: super::interfaces::BufferDeallocationModel

use super::interfaces::BufferDeallocationModel;
use super::{arith, cf, scf, Dialect};
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

use MemoryEffects as M;
use Traits as T;

/// A set of MLIR traits and interface markers of an op (a bit set; combine with [`Traits::with`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Traits(u32);

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// `IsTerminator`: the op must end its block.
    pub const TERMINATOR: Traits = Traits(1 << 0);
    /// `Commutative`: the folder moves constants right; CSE ignores operand order.
    pub const COMMUTATIVE: Traits = Traits(1 << 1);
    /// `IsolatedFromAbove`: the op's regions may not use values defined outside them.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 2);
    /// `NoTerminator`: the op's blocks need not end in a terminator.
    pub const NO_TERMINATOR: Traits = Traits(1 << 3);
    /// `SingleBlock`: regions of at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 4);
    /// `Symbol`: the op defines a symbol (never trivially dead).
    pub const SYMBOL: Traits = Traits(1 << 5);
    /// `RegionKindInterface` with graph regions (dominance does not apply inside).
    pub const GRAPH_REGIONS: Traits = Traits(1 << 6);
    /// `AutomaticAllocationScope`: `memref.alloca`s in the op's regions are freed on exit.
    pub const ALLOCATION_SCOPE: Traits = Traits(1 << 7);
    /// `RecursiveMemoryEffects`: the op's effects are those of the ops in its regions.
    pub const RECURSIVE_EFFECTS: Traits = Traits(1 << 8);
    /// `RegionBranchOpInterface`: control flows between the op and its regions.
    pub const REGION_BRANCH: Traits = Traits(1 << 9);
    /// `RegionBranchTerminatorOpInterface` (return-like ops included).
    pub const REGION_BRANCH_TERMINATOR: Traits = Traits(1 << 10);
    /// `BranchOpInterface`: a terminator with successor blocks.
    pub const BRANCH: Traits = Traits(1 << 11);
    /// `CallOpInterface`.
    pub const CALL: Traits = Traits(1 << 12);
    /// `LoopLikeOpInterface`.
    pub const LOOP_LIKE: Traits = Traits(1 << 13);
    /// `RuntimeVerifiableOpInterface`: `generate-runtime-verification` instruments the op.
    pub const RUNTIME_VERIFIABLE: Traits = Traits(1 << 14);

    /// The union of `self` and every set in `more`.
    pub const fn with(self, more: &[Traits]) -> Traits {
        let mut bits = self.0;
        let mut i = 0;
        while i < more.len() {
            bits |= more[i].0;
            i += 1;
        }
        Traits(bits)
    }

    /// True if every trait of `t` is in `self`.
    pub const fn contains(self, t: Traits) -> bool {
        self.0 & t.0 == t.0
    }
}

/// What an op does to memory, coarsely (the answer the rewrite drivers need).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Effects {
    /// No memory effects (`Pure` ops).
    None,
    /// Only reads.
    Read,
    /// Only allocates its own results (and possibly reads its operands).
    Alloc,
    /// Writes, frees, or has effects the interface cannot describe.
    Write,
    /// No `MemoryEffectOpInterface`: unknown.
    Unknown,
}

/// The resource an allocation effect is on.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AllocResource {
    /// Heap memory the pass must free (`memref.alloc`, `bufferization.clone`).
    Default,
    /// Stack memory freed automatically (`memref.alloca`).
    AutomaticAllocationScope,
}

/// Which operands an op frees.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Frees {
    /// None.
    Nothing,
    /// Its first operand (`memref.dealloc`, `memref.realloc`).
    First,
    /// Every operand (`bufferization.dealloc`).
    All,
}

/// The effects an op's `MemoryEffectOpInterface` declares.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct MemoryEffects {
    /// Reads memory.
    pub read: bool,
    /// Writes memory.
    pub write: bool,
    /// Allocates its memref results, and where.
    pub alloc: Option<AllocResource>,
    /// The operands it frees.
    pub free: Frees,
    /// The effects are listed by the op itself (`test.side_effect_op`'s `effects` attribute),
    /// so the kind alone does not know them.
    pub from_attribute: bool,
}

impl MemoryEffects {
    /// Pure: the interface, without effects.
    pub const NONE: MemoryEffects = MemoryEffects {
        read: false,
        write: false,
        alloc: None,
        free: Frees::Nothing,
        from_attribute: false,
    };
    /// Reads.
    pub const READ: MemoryEffects = MemoryEffects {
        read: true,
        ..M::NONE
    };
    /// Writes.
    pub const WRITE: MemoryEffects = MemoryEffects {
        write: true,
        ..M::NONE
    };
    /// Reads and writes.
    pub const READ_WRITE: MemoryEffects = M::READ.and(M::WRITE);
    /// Allocates its results on the heap.
    pub const ALLOC: MemoryEffects = MemoryEffects {
        alloc: Some(AllocResource::Default),
        ..M::NONE
    };
    /// Allocates its results in the automatic allocation scope (the stack).
    pub const ALLOCA: MemoryEffects = MemoryEffects {
        alloc: Some(AllocResource::AutomaticAllocationScope),
        ..M::NONE
    };
    /// Frees its first operand.
    pub const FREE_FIRST: MemoryEffects = MemoryEffects {
        free: Frees::First,
        ..M::NONE
    };
    /// Frees every operand.
    pub const FREE_ALL: MemoryEffects = MemoryEffects {
        free: Frees::All,
        ..M::NONE
    };
    /// Listed by each op in an attribute.
    pub const FROM_ATTRIBUTE: MemoryEffects = MemoryEffects {
        from_attribute: true,
        ..M::NONE
    };

    /// Both sets of effects (`other`'s allocation and frees win if set).
    pub const fn and(self, other: MemoryEffects) -> MemoryEffects {
        MemoryEffects {
            read: self.read || other.read,
            write: self.write || other.write,
            alloc: if other.alloc.is_some() {
                other.alloc
            } else {
                self.alloc
            },
            free: match other.free {
                Frees::Nothing => self.free,
                f => f,
            },
            from_attribute: self.from_attribute || other.from_attribute,
        }
    }

    /// The coarse summary: frees and writes count as [`Effects::Write`], then allocation, then
    /// reads.
    pub const fn coarse(self) -> Effects {
        if self.from_attribute {
            Effects::Unknown
        } else if self.write || !matches!(self.free, Frees::Nothing) {
            Effects::Write
        } else if self.alloc.is_some() {
            Effects::Alloc
        } else if self.read {
            Effects::Read
        } else {
            Effects::None
        }
    }

    /// True if the op frees memory and has no other write effect (`memref.dealloc`).
    pub const fn only_frees(self) -> bool {
        !self.write && !self.from_attribute && !matches!(self.free, Frees::Nothing)
    }

    /// True if the op frees operand `i`.
    pub const fn frees_operand(self, i: usize) -> bool {
        match self.free {
            Frees::Nothing => false,
            Frees::First => i == 0,
            Frees::All => true,
        }
    }
}

/// Everything the registry declares about one op kind.
#[derive(Copy, Clone)]
pub struct OpInfo {
    /// The op's dialect.
    pub dialect: Dialect,
    /// Its traits and interface markers.
    pub traits: Traits,
    /// Its `MemoryEffectOpInterface` effects; `None` without the interface.
    pub effects: Option<MemoryEffects>,
    /// `ViewLikeOpInterface`: the operand its first result is a view of.
    pub view_source: Option<usize>,
    /// The names of its `operandSegmentSizes` groups, in order (empty without them).
    pub segments: &'static [&'static str],
    /// For branch ops: the operand segment holding the operands forwarded to successor `i`
    /// (for successors whose operands make up a whole segment).
    pub successor_segments: &'static [usize],
    /// The dialect whose ops may be written without prefix inside the op's regions.
    pub default_dialect: Option<Dialect>,
    /// Its dedicated `BufferDeallocationOpInterface` model.
    pub dealloc_model: Option<&'static dyn BufferDeallocationModel>,
}

impl OpInfo {
    /// The facts of [`OpKind::Unregistered`]: none.
    pub const UNREGISTERED: OpInfo = OpInfo {
        dialect: Dialect::Unregistered,
        traits: Traits::NONE,
        effects: None,
        view_source: None,
        segments: &[],
        successor_segments: &[],
        default_dialect: None,
        dealloc_model: None,
    };

    /// What every op of dialect `d` has unless its declaration says more.
    pub const fn dialect_default(d: Dialect) -> OpInfo {
        let base = OpInfo {
            dialect: d,
            ..OpInfo::UNREGISTERED
        };
        match d {
            // Every arith and math op is pure.
            Dialect::Arith | Dialect::Math => base.effects(M::NONE),
            // Structured ops read their inputs and read and write their inits.
            Dialect::Linalg => base.effects(M::READ_WRITE),
            _ => base,
        }
    }

    /// Adds traits.
    pub const fn traits(self, t: &[Traits]) -> OpInfo {
        OpInfo {
            traits: self.traits.with(t),
            ..self
        }
    }

    /// Sets the memory effects (and with them the `MemoryEffectOpInterface`).
    pub const fn effects(self, e: MemoryEffects) -> OpInfo {
        OpInfo {
            effects: Some(e),
            ..self
        }
    }

    /// Makes the op view-like, a view of operand `i`.
    pub const fn view_source(self, i: usize) -> OpInfo {
        OpInfo {
            view_source: Some(i),
            ..self
        }
    }

    /// Names the `operandSegmentSizes` groups.
    pub const fn segments(self, names: &'static [&'static str]) -> OpInfo {
        OpInfo {
            segments: names,
            ..self
        }
    }

    /// Sets the segments forwarded to each successor.
    pub const fn successor_segments(self, s: &'static [usize]) -> OpInfo {
        OpInfo {
            successor_segments: s,
            ..self
        }
    }

    /// Sets the default dialect of the op's regions.
    pub const fn default_dialect(self, d: Dialect) -> OpInfo {
        OpInfo {
            default_dialect: Some(d),
            ..self
        }
    }

    /// Attaches the op's deallocation model.
    pub const fn dealloc_model(self, m: &'static dyn BufferDeallocationModel) -> OpInfo {
        OpInfo {
            dealloc_model: Some(m),
            ..self
        }
    }
}

/// Declares [`OpKind`] and the facts of every op: per dialect group, `Variant = "full.name"`
/// optionally followed by `{ fact: value, ... }`, each fact a builder method of [`OpInfo`]
/// applied to the dialect default.
macro_rules! op_kinds {
    ($(
        $dialect:ident {
            $($variant:ident = $name:literal $({ $($fact:ident : $value:expr),* $(,)? })?),* $(,)?
        }
    )*) => {
        /// Every registered operation.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum OpKind {
            /// An op known only by name (generic form).
            Unregistered,
            $($(
                #[doc = concat!("`", $name, "`")]
                $variant,
            )*)*
        }

        /// The facts of each kind, indexed by `OpKind as usize`.
        const INFO: &[OpInfo] = &[
            OpInfo::UNREGISTERED,
            $($(
                OpInfo::dialect_default(Dialect::$dialect) $($(.$fact($value))*)?,
            )*)*
        ];

        impl OpKind {
            /// All registered kinds.
            pub const ALL: &'static [OpKind] = &[$($(OpKind::$variant),*),*];
            /// The op's full name (empty for [`OpKind::Unregistered`]).
            pub fn name(self) -> &'static str {
                match self {
                    OpKind::Unregistered => "",
                    $($(OpKind::$variant => $name,)*)*
                }
            }
        }
    };
}

op_kinds! {
    Builtin {
        Module = "builtin.module" {
            traits: &[
                T::ISOLATED_FROM_ABOVE,
                T::NO_TERMINATOR,
                T::SINGLE_BLOCK,
                T::SYMBOL,
                T::GRAPH_REGIONS,
            ],
            default_dialect: Dialect::Builtin,
        },
        UnrealizedConversionCast = "builtin.unrealized_conversion_cast" { effects: M::NONE },
    }
    Func {
        Func = "func.func" {
            traits: &[T::ISOLATED_FROM_ABOVE, T::SYMBOL, T::ALLOCATION_SCOPE],
            default_dialect: Dialect::Func,
        },
        Return = "func.return" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
        },
        Call = "func.call" { traits: &[T::CALL] },
        CallIndirect = "func.call_indirect" { traits: &[T::CALL] },
        FuncConstant = "func.constant" { effects: M::NONE },
    }
    Arith {
        Constant = "arith.constant",
        AddI = "arith.addi" { traits: &[T::COMMUTATIVE] },
        SubI = "arith.subi",
        MulI = "arith.muli" { traits: &[T::COMMUTATIVE] },
        DivSI = "arith.divsi",
        DivUI = "arith.divui",
        RemSI = "arith.remsi",
        RemUI = "arith.remui",
        CeilDivSI = "arith.ceildivsi",
        CeilDivUI = "arith.ceildivui",
        FloorDivSI = "arith.floordivsi",
        AndI = "arith.andi" { traits: &[T::COMMUTATIVE] },
        OrI = "arith.ori" { traits: &[T::COMMUTATIVE] },
        XOrI = "arith.xori" { traits: &[T::COMMUTATIVE] },
        ShLI = "arith.shli",
        ShRSI = "arith.shrsi",
        ShRUI = "arith.shrui",
        MaxSI = "arith.maxsi" { traits: &[T::COMMUTATIVE] },
        MinSI = "arith.minsi" { traits: &[T::COMMUTATIVE] },
        MaxUI = "arith.maxui" { traits: &[T::COMMUTATIVE] },
        MinUI = "arith.minui" { traits: &[T::COMMUTATIVE] },
        AddF = "arith.addf" { traits: &[T::COMMUTATIVE] },
        SubF = "arith.subf",
        MulF = "arith.mulf" { traits: &[T::COMMUTATIVE] },
        DivF = "arith.divf",
        RemF = "arith.remf",
        MaximumF = "arith.maximumf" { traits: &[T::COMMUTATIVE] },
        MinimumF = "arith.minimumf" { traits: &[T::COMMUTATIVE] },
        MaxNumF = "arith.maxnumf" { traits: &[T::COMMUTATIVE] },
        MinNumF = "arith.minnumf" { traits: &[T::COMMUTATIVE] },
        NegF = "arith.negf",
        CmpI = "arith.cmpi",
        CmpF = "arith.cmpf",
        Select = "arith.select" { dealloc_model: &arith::SelectDeallocation },
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
        AddUIExtended = "arith.addui_extended" { traits: &[T::COMMUTATIVE] },
        MulSIExtended = "arith.mulsi_extended" { traits: &[T::COMMUTATIVE] },
        MulUIExtended = "arith.mului_extended" { traits: &[T::COMMUTATIVE] },
    }
    Math {
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
    }
    Cf {
        Br = "cf.br" { traits: &[T::TERMINATOR, T::BRANCH], effects: M::NONE },
        CondBr = "cf.cond_br" {
            traits: &[T::TERMINATOR, T::BRANCH],
            effects: M::NONE,
            segments: &["condition", "trueDestOperands", "falseDestOperands"],
            successor_segments: &[1, 2],
            dealloc_model: &cf::CondBrDeallocation,
        },
        Switch = "cf.switch" {
            traits: &[T::TERMINATOR, T::BRANCH],
            effects: M::NONE,
            segments: &["flag", "defaultOperands", "caseOperands"],
            successor_segments: &[1],
        },
        Assert = "cf.assert" { effects: M::WRITE },
    }
    Scf {
        For = "scf.for" {
            traits: &[
                T::SINGLE_BLOCK,
                T::ALLOCATION_SCOPE,
                T::RECURSIVE_EFFECTS,
                T::REGION_BRANCH,
                T::LOOP_LIKE,
            ],
        },
        If = "scf.if" { traits: &[T::SINGLE_BLOCK, T::RECURSIVE_EFFECTS, T::REGION_BRANCH] },
        While = "scf.while" { traits: &[T::RECURSIVE_EFFECTS, T::REGION_BRANCH, T::LOOP_LIKE] },
        Condition = "scf.condition" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
        },
        ExecuteRegion = "scf.execute_region" { traits: &[T::RECURSIVE_EFFECTS, T::REGION_BRANCH] },
        IndexSwitch = "scf.index_switch" { traits: &[T::RECURSIVE_EFFECTS, T::REGION_BRANCH] },
        Yield = "scf.yield" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
        },
        Parallel = "scf.parallel" {
            traits: &[
                T::SINGLE_BLOCK,
                T::ALLOCATION_SCOPE,
                T::RECURSIVE_EFFECTS,
                T::REGION_BRANCH,
                T::LOOP_LIKE,
            ],
            segments: &["lowerBound", "upperBound", "step", "initVals"],
        },
        Reduce = "scf.reduce" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
        },
        ReduceReturn = "scf.reduce.return" {
            traits: &[T::TERMINATOR],
            effects: M::NONE,
            dealloc_model: &scf::ReduceReturnDeallocation,
        },
        Forall = "scf.forall" {
            traits: &[
                T::SINGLE_BLOCK,
                T::ALLOCATION_SCOPE,
                T::RECURSIVE_EFFECTS,
                T::REGION_BRANCH,
                T::LOOP_LIKE,
            ],
            segments: &["dynamicLowerBound", "dynamicUpperBound", "dynamicStep", "outputs"],
        },
        InParallel = "scf.forall.in_parallel" {
            traits: &[T::TERMINATOR, T::NO_TERMINATOR, T::SINGLE_BLOCK],
            effects: M::NONE,
            dealloc_model: &scf::InParallelDeallocation,
        },
    }
    Memref {
        Alloc = "memref.alloc" { effects: M::ALLOC, segments: &["dynamicSizes", "symbolOperands"] },
        Alloca = "memref.alloca" {
            effects: M::ALLOCA,
            segments: &["dynamicSizes", "symbolOperands"],
        },
        AllocaScope = "memref.alloca_scope" {
            traits: &[
                T::SINGLE_BLOCK,
                T::ALLOCATION_SCOPE,
                T::RECURSIVE_EFFECTS,
                T::REGION_BRANCH,
            ],
        },
        AllocaScopeReturn = "memref.alloca_scope.return" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
        },
        Dealloc = "memref.dealloc" { effects: M::FREE_FIRST },
        Realloc = "memref.realloc" { effects: M::READ_WRITE.and(M::ALLOC).and(M::FREE_FIRST) },
        Load = "memref.load" { traits: &[T::RUNTIME_VERIFIABLE], effects: M::READ },
        Store = "memref.store" { traits: &[T::RUNTIME_VERIFIABLE], effects: M::WRITE },
        Copy = "memref.copy" { traits: &[T::RUNTIME_VERIFIABLE], effects: M::READ_WRITE },
        Cast = "memref.cast" { traits: &[T::RUNTIME_VERIFIABLE], effects: M::NONE, view_source: 0 },
        SubView = "memref.subview" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::NONE,
            view_source: 0,
            segments: &["source", "offsets", "sizes", "strides"],
        },
        ReinterpretCast = "memref.reinterpret_cast" {
            effects: M::NONE,
            view_source: 0,
            segments: &["source", "offsets", "sizes", "strides"],
        },
        View = "memref.view" { effects: M::NONE, view_source: 0 },
        Dim = "memref.dim" { traits: &[T::RUNTIME_VERIFIABLE], effects: M::NONE },
        Rank = "memref.rank" { effects: M::NONE },
        ExtractStridedMetadata = "memref.extract_strided_metadata" {
            effects: M::NONE,
            view_source: 0,
        },
        ExtractAlignedPointerAsIndex = "memref.extract_aligned_pointer_as_index" {
            effects: M::NONE,
        },
        ExpandShape = "memref.expand_shape" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::NONE,
            view_source: 0,
        },
        CollapseShape = "memref.collapse_shape" { effects: M::NONE, view_source: 0 },
        Global = "memref.global" { traits: &[T::SYMBOL] },
        GetGlobal = "memref.get_global" { effects: M::READ },
        AssumeAlignment = "memref.assume_alignment" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::NONE,
            view_source: 0,
        },
        Prefetch = "memref.prefetch" { effects: M::WRITE },
        AtomicRmw = "memref.atomic_rmw" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::READ_WRITE,
        },
        MemorySpaceCast = "memref.memory_space_cast" { effects: M::NONE, view_source: 0 },
        Transpose = "memref.transpose" { effects: M::NONE, view_source: 0 },
    }
    Bufferization {
        BufDealloc = "bufferization.dealloc" {
            effects: M::FREE_ALL,
            segments: &["memrefs", "conditions", "retained"],
        },
        Clone = "bufferization.clone" { effects: M::READ.and(M::ALLOC) },
        ToTensor = "bufferization.to_tensor" { effects: M::READ },
        ToBuffer = "bufferization.to_buffer" { effects: M::WRITE },
        AllocTensor = "bufferization.alloc_tensor" {
            segments: &["dynamic_sizes", "copy", "size_hint"],
        },
        MaterializeInDestination = "bufferization.materialize_in_destination" {
            effects: M::READ_WRITE,
        },
        DeallocTensor = "bufferization.dealloc_tensor",
    }
    Linalg {
        LinalgGeneric = "linalg.generic" { segments: &["inputs", "outputs"] },
        LinalgYield = "linalg.yield" { traits: &[T::TERMINATOR], effects: M::NONE },
        LinalgIndex = "linalg.index" { effects: M::NONE },
        LinalgFill = "linalg.fill" { segments: &["inputs", "outputs"] },
        LinalgCopy = "linalg.copy" { segments: &["inputs", "outputs"] },
        LinalgMap = "linalg.map",
        LinalgReduce = "linalg.reduce",
        LinalgTranspose = "linalg.transpose",
        LinalgBroadcast = "linalg.broadcast",
        LinalgMatmul = "linalg.matmul" { segments: &["inputs", "outputs"] },
        LinalgBatchMatmul = "linalg.batch_matmul" { segments: &["inputs", "outputs"] },
        LinalgBatchReduceMatmul = "linalg.batch_reduce_matmul" { segments: &["inputs", "outputs"] },
        LinalgMatvec = "linalg.matvec" { segments: &["inputs", "outputs"] },
        LinalgVecmat = "linalg.vecmat" { segments: &["inputs", "outputs"] },
        LinalgDot = "linalg.dot" { segments: &["inputs", "outputs"] },
        LinalgAdd = "linalg.add" { segments: &["inputs", "outputs"] },
        LinalgSub = "linalg.sub" { segments: &["inputs", "outputs"] },
        LinalgMul = "linalg.mul" { segments: &["inputs", "outputs"] },
        LinalgDiv = "linalg.div" { segments: &["inputs", "outputs"] },
        LinalgMax = "linalg.max" { segments: &["inputs", "outputs"] },
        LinalgMin = "linalg.min" { segments: &["inputs", "outputs"] },
        LinalgExp = "linalg.exp" { segments: &["inputs", "outputs"] },
        LinalgLog = "linalg.log" { segments: &["inputs", "outputs"] },
        LinalgAbs = "linalg.abs" { segments: &["inputs", "outputs"] },
        LinalgNegF = "linalg.negf" { segments: &["inputs", "outputs"] },
        LinalgFloor = "linalg.floor" { segments: &["inputs", "outputs"] },
        LinalgCeil = "linalg.ceil" { segments: &["inputs", "outputs"] },
        LinalgSqrt = "linalg.sqrt" { segments: &["inputs", "outputs"] },
        LinalgRsqrt = "linalg.rsqrt" { segments: &["inputs", "outputs"] },
        LinalgTanh = "linalg.tanh" { segments: &["inputs", "outputs"] },
        LinalgSelect = "linalg.select" { segments: &["inputs", "outputs"] },
        LinalgRound = "linalg.round" { segments: &["inputs", "outputs"] },
        LinalgErf = "linalg.erf" { segments: &["inputs", "outputs"] },
        LinalgSquare = "linalg.square" { segments: &["inputs", "outputs"] },
        LinalgReciprocal = "linalg.reciprocal" { segments: &["inputs", "outputs"] },
        LinalgPowF = "linalg.powf" { segments: &["inputs", "outputs"] },
        LinalgDivUnsigned = "linalg.div_unsigned" { segments: &["inputs", "outputs"] },
        LinalgConv1D = "linalg.conv_1d" { segments: &["inputs", "outputs"] },
        LinalgConv2D = "linalg.conv_2d" { segments: &["inputs", "outputs"] },
        LinalgConv2DNhwcHwcf = "linalg.conv_2d_nhwc_hwcf" { segments: &["inputs", "outputs"] },
        LinalgConv2DNchwFchw = "linalg.conv_2d_nchw_fchw" { segments: &["inputs", "outputs"] },
        LinalgDepthwiseConv2DNhwcHwc = "linalg.depthwise_conv_2d_nhwc_hwc" {
            segments: &["inputs", "outputs"],
        },
        LinalgPoolingNhwcSum = "linalg.pooling_nhwc_sum" { segments: &["inputs", "outputs"] },
        LinalgPoolingNhwcMax = "linalg.pooling_nhwc_max" { segments: &["inputs", "outputs"] },
    }
    // test (the ops MLIR's buffer-deallocation tests use)
    Test {
        TestCopy = "test.copy" { effects: M::READ_WRITE },
        TestBufferBased = "test.buffer_based" { effects: M::READ_WRITE },
        TestReadBuffer = "test.read_buffer" { effects: M::WRITE },
        TestRegionBufferBased = "test.region_buffer_based" { traits: &[T::RECURSIVE_EFFECTS] },
        TestRegionYield = "test.region_yield" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
        },
        TestRegionIf = "test.region_if" { traits: &[T::RECURSIVE_EFFECTS, T::REGION_BRANCH] },
        TestRegionIfYield = "test.region_if_yield" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
        },
    }
    Affine {
        AffineFor = "affine.for" {
            traits: &[T::SINGLE_BLOCK, T::RECURSIVE_EFFECTS, T::REGION_BRANCH, T::LOOP_LIKE],
            segments: &["lowerBoundOperands", "upperBoundOperands", "inits"],
        },
        AffineParallel = "affine.parallel" { traits: &[T::SINGLE_BLOCK, T::RECURSIVE_EFFECTS] },
        AffineIf = "affine.if" {
            traits: &[T::SINGLE_BLOCK, T::RECURSIVE_EFFECTS, T::REGION_BRANCH],
        },
        AffineLoad = "affine.load" { effects: M::READ },
        AffineStore = "affine.store" { effects: M::WRITE },
        AffinePrefetch = "affine.prefetch",
        AffineApply = "affine.apply" { effects: M::NONE },
        AffineMin = "affine.min" { effects: M::NONE },
        AffineMax = "affine.max" { effects: M::NONE },
        AffineYield = "affine.yield" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
        },
        AffineDelinearizeIndex = "affine.delinearize_index" { effects: M::NONE },
        AffineLinearizeIndex = "affine.linearize_index" {
            effects: M::NONE,
            segments: &["multi_index", "dynamic_basis"],
        },
    }
    Shape {
        ShapeAssuming = "shape.assuming" { traits: &[T::RECURSIVE_EFFECTS, T::REGION_BRANCH] },
        ShapeAssumingYield = "shape.assuming_yield" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
        },
        ShapeConstWitness = "shape.const_witness" { effects: M::NONE },
        ShapeCstrRequire = "shape.cstr_require",
        ShapeAssumingAll = "shape.assuming_all" { effects: M::NONE },
        ShapeCstrEq = "shape.cstr_eq",
        ShapeCstrBroadcastable = "shape.cstr_broadcastable",
    }
    // test ops without custom syntax
    Test {
        TestForwardBuffer = "test.forward_buffer" { effects: M::NONE },
        TestSideEffectOp = "test.side_effect_op" { effects: M::FROM_ATTRIBUTE },
        TestOneRegionRecursive = "test.one_region_with_recursive_memory_effects" {
            traits: &[T::RECURSIVE_EFFECTS],
        },
        TestReturn = "test.return" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
        },
    }
}

impl OpKind {
    /// Looks a full op name up in the registry.
    pub fn lookup(name: &str) -> Option<OpKind> {
        static MAP: OnceLock<FxHashMap<&'static str, OpKind>> = OnceLock::new();
        MAP.get_or_init(|| OpKind::ALL.iter().map(|k| (k.name(), *k)).collect())
            .get(name)
            .copied()
    }

    /// Everything the registry declares about the op.
    pub fn info(self) -> &'static OpInfo {
        &INFO[self as usize]
    }

    /// True if the op has every trait of `t`.
    pub fn has(self, t: Traits) -> bool {
        self.info().traits.contains(t)
    }

    /// The dialect of the op.
    pub fn dialect(self) -> Dialect {
        self.info().dialect
    }

    /// True for ops that must end their block.
    pub fn is_terminator(self) -> bool {
        self.has(T::TERMINATOR)
    }

    /// True for ops whose regions may not use values defined outside them.
    pub fn is_isolated_from_above(self) -> bool {
        self.has(T::ISOLATED_FROM_ABOVE)
    }

    /// Ops with MLIR's `Commutative` trait (the folder moves constants right; CSE ignores
    /// operand order).
    pub fn is_commutative(self) -> bool {
        self.has(T::COMMUTATIVE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_op_is_declared_in_the_group_of_its_namespace() {
        for &k in OpKind::ALL {
            let ns = k.name().split('.').next().unwrap_or("");
            assert_eq!(Dialect::lookup(ns), Some(k.dialect()), "{}", k.name());
        }
        assert_eq!(OpKind::Unregistered.dialect(), Dialect::Unregistered);
    }

    #[test]
    fn branch_and_region_terminators_are_terminators() {
        for &k in OpKind::ALL {
            if k.has(T::BRANCH) || k.has(T::REGION_BRANCH_TERMINATOR) {
                assert!(k.is_terminator(), "{}", k.name());
            }
            if k.has(T::REGION_BRANCH) {
                assert!(k.has(T::RECURSIVE_EFFECTS), "{}", k.name());
            }
        }
    }

    #[test]
    fn coarse_effects() {
        assert_eq!(
            OpKind::Transpose.info().effects.map(M::coarse),
            Some(Effects::None)
        );
        assert_eq!(
            OpKind::Clone.info().effects.map(M::coarse),
            Some(Effects::Alloc)
        );
        assert_eq!(
            OpKind::Realloc.info().effects.map(M::coarse),
            Some(Effects::Write)
        );
        assert!(OpKind::Dealloc.info().effects.is_some_and(M::only_frees));
        assert!(!OpKind::Realloc.info().effects.is_some_and(M::only_frees));
        assert_eq!(OpKind::For.info().effects, None);
    }
}
