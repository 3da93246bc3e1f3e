//! The op registry: every registered op and its facts, declared once in `op_kinds!`.
//!
//! One line per op names it and states what the passes ask about it: its traits
//! ([`Traits`]: terminator, commutative, recursive memory effects, region-branch, branch,
//! call, ...), its memory effects ([`MemoryEffects`]; none at all means no
//! `MemoryEffectOpInterface`), the operand it is a view of (`ViewLikeOpInterface`), the names
//! of its `operandSegmentSizes` groups, its `BufferDeallocationOpInterface` model, and what the
//! parser, printer and verifier check of every op alike: its [`Arity`] (operand, result, region
//! and successor counts), its required inherent attributes, the kinds of its typed properties
//! ([`PropKind`]) and the defaulted properties its generic form always prints. A dialect whose
//! ops share a fact states it once as its default ([`OpInfo::dialect_default`]: every `arith`
//! and `math` op is pure, most `arith` ops are binary, most `math` ops unary with a `fastmath`
//! flag). Passes ask [`OpKind::info`] (or the one-line wrappers [`OpKind::is_terminator`],
//! `rewrite::effects::effects`, `transforms::ownership::interfaces`), never a table of their
//! own. Everything here is `const`: no table is built at run time.
//!
//! # Adding an op
//!
//! 1. **Declaration** (this file): add `Name = "dialect.name" { traits: ..., effects: ... }`
//!    to its dialect's group in `op_kinds!`, with its `arity`, `required` attributes,
//!    `properties` and `default_props` where it has them. Leave out what the dialect default
//!    already says; an op with no `effects` and no `RECURSIVE_EFFECTS` has unknown effects and
//!    is rejected by the deallocation pass, and an op without `arity` has its counts unchecked.
//!    Per-op model code (a [`BufferDeallocationModel`]) is a unit struct appended to the
//!    dialect's file and named here with `dealloc_model: &dialect::Model`.
//! 2. **Syntax**: `parse` and `print` in `src/dialects/<dialect>.rs` (the generic form works
//!    without them); result-name hints in its `result_names`.
//! 3. **Verification**: the structural checks (arity, required attributes, single blocks,
//!    operand segments, parents) come from the declaration and run in
//!    `src/dialects/verify.rs` (`verify_op`); the op's own rules are a function
//!    `verify_<op>` in `src/dialects/<dialect>.rs`, dispatched from that dialect's `verify`
//!    (see `memref::verify`).
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
use PropKind as P;
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

/// How many operands or results an op takes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Count {
    /// Any number.
    Any,
    /// Exactly this many.
    Exactly(usize),
    /// This many or more.
    AtLeast(usize),
}

/// Exactly `n`.
pub const fn exact(n: usize) -> Count {
    Count::Exactly(n)
}

/// `n` or more.
pub const fn at_least(n: usize) -> Count {
    Count::AtLeast(n)
}

/// Any number.
pub const ANY: Count = Count::Any;

/// The operand, result, region and successor counts the verifier checks (`None` for regions or
/// successors: any number).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Arity {
    /// Operands.
    pub operands: Count,
    /// Results.
    pub results: Count,
    /// Regions (`None`: any number).
    pub regions: Option<usize>,
    /// Successor blocks (`None`: any number).
    pub successors: Option<usize>,
}

impl Arity {
    /// Exactly one operand and one result, no regions, no successors.
    pub const UNARY: Arity = Arity::of(exact(1), exact(1));
    /// Exactly two operands and one result, no regions, no successors.
    pub const BINARY: Arity = Arity::of(exact(2), exact(1));
    /// Exactly three operands and one result, no regions, no successors.
    pub const TERNARY: Arity = Arity::of(exact(3), exact(1));

    /// `operands` and `results`, without regions or successors.
    pub const fn of(operands: Count, results: Count) -> Arity {
        Arity {
            operands,
            results,
            regions: Some(0),
            successors: Some(0),
        }
    }

    /// Exactly `n` regions.
    pub const fn regions(self, n: usize) -> Arity {
        Arity {
            regions: Some(n),
            ..self
        }
    }

    /// Any number of regions.
    pub const fn any_regions(self) -> Arity {
        Arity {
            regions: None,
            ..self
        }
    }

    /// Exactly `n` successors.
    pub const fn successors(self, n: usize) -> Arity {
        Arity {
            successors: Some(n),
            ..self
        }
    }

    /// Any number of successors.
    pub const fn any_successors(self) -> Arity {
        Arity {
            successors: None,
            ..self
        }
    }
}

/// The attribute kind an inherent attribute stored as a typed property must have (checked when
/// the generic form's `<{...}>` is parsed).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PropKind {
    /// A string (`"f"`).
    String,
    /// A type (`(i32) -> ()`).
    Type,
    /// An array (`[...]`).
    Array,
    /// A unit attribute.
    Unit,
    /// A symbol reference (`@f`).
    SymbolRef,
    /// An integer (`8 : i64`).
    Integer,
}

impl PropKind {
    /// True if `a` is of this kind.
    pub fn accepts(self, a: &crate::ir::Attribute) -> bool {
        use crate::ir::Attribute as A;
        match self {
            PropKind::String => matches!(a, A::String(_)),
            PropKind::Type => matches!(a, A::Type(_)),
            PropKind::Array => matches!(a, A::Array(_)),
            PropKind::Unit => matches!(a, A::Unit),
            PropKind::SymbolRef => matches!(a, A::SymbolRef { .. }),
            PropKind::Integer => matches!(a, A::Integer { .. }),
        }
    }
}

/// `fastmath = #arith.fastmath<none>`, the default property of float arith and math ops.
const FASTMATH_NONE: &[(&str, &str)] = &[("fastmath", "#arith.fastmath<none>")];
/// `overflowFlags = #arith.overflow<none>`, the default property of arith ops with overflow flags.
const OVERFLOW_NONE: &[(&str, &str)] = &[("overflowFlags", "#arith.overflow<none>")];
/// `fastmathFlags = #llvm.fastmath<none>`, the default of LLVM ops with fast-math flags.
const LLVM_FASTMATH: &[(&str, &str)] = &[("fastmathFlags", "#llvm.fastmath<none>")];
/// `overflowFlags = 0 : i32`, the default of LLVM integer ops with overflow flags.
const LLVM_OVERFLOW: &[(&str, &str)] = &[("overflowFlags", "0 : i32")];
/// `ordering = 0 : i64` (not atomic), the default of `llvm.load` and `llvm.store`.
const LLVM_ORDERING: &[(&str, &str)] = &[("ordering", "0 : i64")];
/// The defaults `llvm.call` always shows in its generic form.
const LLVM_CALL: &[(&str, &str)] = &[
    ("CConv", "#llvm.cconv<ccc>"),
    ("TailCallKind", "#llvm.tailcallkind<none>"),
    ("fastmathFlags", "#llvm.fastmath<none>"),
    ("op_bundle_sizes", "array<i32>"),
];
/// `op_bundle_sizes = array<i32>` of ops that take operand bundles.
const LLVM_BUNDLES: &[(&str, &str)] = &[("op_bundle_sizes", "array<i32>")];
/// The defaults `llvm.func` always shows in its generic form.
const LLVM_FUNC: &[(&str, &str)] = &[
    ("CConv", "#llvm.cconv<ccc>"),
    ("linkage", "#llvm.linkage<external>"),
    ("unnamed_addr", "0 : i64"),
    ("visibility_", "0 : i64"),
];
/// The defaults `llvm.mlir.global` always shows in its generic form.
const LLVM_GLOBAL: &[(&str, &str)] = &[
    ("addr_space", "0 : i32"),
    ("unnamed_addr", "0 : i64"),
    ("visibility_", "0 : i64"),
];
/// `kind = #vector.kind<add>`, the default combining kind of `vector.contract` and
/// `vector.outerproduct`.
const KIND_ADD: &[(&str, &str)] = &[("kind", "#vector.kind<add>")];
/// The required attributes of `memref.subview` and `memref.reinterpret_cast`.
const STRIDED_LAYOUT: &[&str] = &[
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

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
    /// The operand, result, region and successor counts the verifier checks (`None`: unchecked).
    pub arity: Option<Arity>,
    /// The inherent attributes it cannot be printed or lowered without.
    pub required: &'static [&'static str],
    /// The inherent attributes it stores as typed properties, and their kinds.
    pub properties: &'static [(&'static str, PropKind)],
    /// Properties with default values that the generic form always prints: (name, value text).
    pub default_props: &'static [(&'static str, &'static str)],
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
        arity: None,
        required: &[],
        properties: &[],
        default_props: &[],
    };

    /// What every op of dialect `d` has unless its declaration says more.
    pub const fn dialect_default(d: Dialect) -> OpInfo {
        let base = OpInfo {
            dialect: d,
            ..OpInfo::UNREGISTERED
        };
        match d {
            // Every arith and math op is pure; most arith ops are binary, most math ops unary
            // with a `fastmath` flag.
            Dialect::Arith => base.effects(M::NONE).arity(Arity::BINARY),
            Dialect::Math => base
                .effects(M::NONE)
                .arity(Arity::UNARY)
                .default_props(FASTMATH_NONE),
            // Every index op is pure; most are binary.
            Dialect::Index => base.effects(M::NONE).arity(Arity::BINARY),
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

    /// Sets the counts the verifier checks.
    pub const fn arity(self, a: Arity) -> OpInfo {
        OpInfo {
            arity: Some(a),
            ..self
        }
    }

    /// Names the required inherent attributes.
    pub const fn required(self, names: &'static [&'static str]) -> OpInfo {
        OpInfo {
            required: names,
            ..self
        }
    }

    /// Declares the typed properties.
    pub const fn properties(self, p: &'static [(&'static str, PropKind)]) -> OpInfo {
        OpInfo {
            properties: p,
            ..self
        }
    }

    /// Sets the properties with defaults the generic form prints.
    pub const fn default_props(self, p: &'static [(&'static str, &'static str)]) -> OpInfo {
        OpInfo {
            default_props: p,
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
            arity: Arity::of(ANY, ANY).regions(1),
        },
        UnrealizedConversionCast = "builtin.unrealized_conversion_cast" { effects: M::NONE },
    }
    Func {
        Func = "func.func" {
            traits: &[T::ISOLATED_FROM_ABOVE, T::SYMBOL, T::ALLOCATION_SCOPE],
            default_dialect: Dialect::Func,
            arity: Arity::of(ANY, ANY).regions(1),
            properties: &[
                ("sym_name", P::String),
                ("sym_visibility", P::String),
                ("function_type", P::Type),
                ("arg_attrs", P::Array),
                ("res_attrs", P::Array),
                ("no_inline", P::Unit),
            ],
        },
        Return = "func.return" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
        },
        Call = "func.call" {
            traits: &[T::CALL],
            required: &["callee"],
            properties: &[
                ("callee", P::SymbolRef),
                ("arg_attrs", P::Array),
                ("res_attrs", P::Array),
                ("no_inline", P::Unit),
            ],
        },
        CallIndirect = "func.call_indirect" {
            traits: &[T::CALL],
            arity: Arity::of(at_least(1), ANY),
        },
        FuncConstant = "func.constant" { effects: M::NONE, required: &["value"] },
    }
    Arith {
        Constant = "arith.constant" { arity: Arity::of(exact(0), exact(1)), required: &["value"] },
        AddI = "arith.addi" { traits: &[T::COMMUTATIVE], default_props: OVERFLOW_NONE },
        SubI = "arith.subi" { default_props: OVERFLOW_NONE },
        MulI = "arith.muli" { traits: &[T::COMMUTATIVE], default_props: OVERFLOW_NONE },
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
        ShLI = "arith.shli" { default_props: OVERFLOW_NONE },
        ShRSI = "arith.shrsi",
        ShRUI = "arith.shrui",
        MaxSI = "arith.maxsi" { traits: &[T::COMMUTATIVE] },
        MinSI = "arith.minsi" { traits: &[T::COMMUTATIVE] },
        MaxUI = "arith.maxui" { traits: &[T::COMMUTATIVE] },
        MinUI = "arith.minui" { traits: &[T::COMMUTATIVE] },
        AddF = "arith.addf" { traits: &[T::COMMUTATIVE], default_props: FASTMATH_NONE },
        SubF = "arith.subf" { default_props: FASTMATH_NONE },
        MulF = "arith.mulf" { traits: &[T::COMMUTATIVE], default_props: FASTMATH_NONE },
        DivF = "arith.divf" { default_props: FASTMATH_NONE },
        RemF = "arith.remf" { default_props: FASTMATH_NONE },
        MaximumF = "arith.maximumf" { traits: &[T::COMMUTATIVE], default_props: FASTMATH_NONE },
        MinimumF = "arith.minimumf" { traits: &[T::COMMUTATIVE], default_props: FASTMATH_NONE },
        MaxNumF = "arith.maxnumf" { traits: &[T::COMMUTATIVE], default_props: FASTMATH_NONE },
        MinNumF = "arith.minnumf" { traits: &[T::COMMUTATIVE], default_props: FASTMATH_NONE },
        NegF = "arith.negf" { arity: Arity::UNARY, default_props: FASTMATH_NONE },
        CmpI = "arith.cmpi" { required: &["predicate"] },
        CmpF = "arith.cmpf" { required: &["predicate"], default_props: FASTMATH_NONE },
        Select = "arith.select" {
            dealloc_model: &arith::SelectDeallocation,
            arity: Arity::TERNARY,
        },
        IndexCast = "arith.index_cast" { arity: Arity::UNARY },
        IndexCastUI = "arith.index_castui" { arity: Arity::UNARY },
        ExtSI = "arith.extsi" { arity: Arity::UNARY },
        ExtUI = "arith.extui" { arity: Arity::UNARY },
        TruncI = "arith.trunci" { arity: Arity::UNARY, default_props: OVERFLOW_NONE },
        SIToFP = "arith.sitofp" { arity: Arity::UNARY },
        UIToFP = "arith.uitofp" { arity: Arity::UNARY },
        FPToSI = "arith.fptosi" { arity: Arity::UNARY },
        FPToUI = "arith.fptoui" { arity: Arity::UNARY },
        // (Their `fastmath` is optional, without a default the generic form prints.)
        ExtF = "arith.extf" { arity: Arity::UNARY },
        TruncF = "arith.truncf" { arity: Arity::UNARY },
        Bitcast = "arith.bitcast" { arity: Arity::UNARY },
        AddUIExtended = "arith.addui_extended" {
            traits: &[T::COMMUTATIVE],
            arity: Arity::of(exact(2), exact(2)),
        },
        MulSIExtended = "arith.mulsi_extended" {
            traits: &[T::COMMUTATIVE],
            arity: Arity::of(exact(2), exact(2)),
        },
        MulUIExtended = "arith.mului_extended" {
            traits: &[T::COMMUTATIVE],
            arity: Arity::of(exact(2), exact(2)),
        },
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
        Atan2 = "math.atan2" { arity: Arity::BINARY },
        PowF = "math.powf" { arity: Arity::BINARY },
        FPowI = "math.fpowi" { arity: Arity::BINARY },
        IPowI = "math.ipowi" { arity: Arity::BINARY, default_props: &[] },
        AbsF = "math.absf",
        AbsI = "math.absi" { default_props: &[] },
        Floor = "math.floor",
        Ceil = "math.ceil",
        Round = "math.round",
        RoundEven = "math.roundeven",
        Trunc = "math.trunc",
        Fma = "math.fma" { arity: Arity::TERNARY },
        CopySign = "math.copysign" { arity: Arity::BINARY },
        Erf = "math.erf",
        Erfc = "math.erfc",
        Cbrt = "math.cbrt",
        CountLeadingZeros = "math.ctlz" { default_props: &[] },
        CountTrailingZeros = "math.cttz" { default_props: &[] },
        CtPop = "math.ctpop" { default_props: &[] },
        IsNaN = "math.isnan",
        IsInf = "math.isinf",
        IsFinite = "math.isfinite",
        IsNormal = "math.isnormal",
    }
    Index {
        IndexAdd = "index.add" { traits: &[T::COMMUTATIVE] },
        IndexSub = "index.sub",
        IndexMul = "index.mul" { traits: &[T::COMMUTATIVE] },
        IndexDivS = "index.divs",
        IndexDivU = "index.divu",
        IndexCeilDivS = "index.ceildivs",
        IndexCeilDivU = "index.ceildivu",
        IndexFloorDivS = "index.floordivs",
        IndexRemS = "index.rems",
        IndexRemU = "index.remu",
        IndexMaxS = "index.maxs" { traits: &[T::COMMUTATIVE] },
        IndexMaxU = "index.maxu" { traits: &[T::COMMUTATIVE] },
        IndexMinS = "index.mins" { traits: &[T::COMMUTATIVE] },
        IndexMinU = "index.minu" { traits: &[T::COMMUTATIVE] },
        IndexShl = "index.shl",
        IndexShrS = "index.shrs",
        IndexShrU = "index.shru",
        IndexAnd = "index.and" { traits: &[T::COMMUTATIVE] },
        IndexOr = "index.or" { traits: &[T::COMMUTATIVE] },
        IndexXor = "index.xor" { traits: &[T::COMMUTATIVE] },
        IndexBoolConstant = "index.bool.constant" {
            arity: Arity::of(exact(0), exact(1)),
            required: &["value"],
        },
        IndexConstant = "index.constant" {
            arity: Arity::of(exact(0), exact(1)),
            required: &["value"],
        },
        IndexCmp = "index.cmp" { required: &["pred"] },
        IndexCastS = "index.casts" { arity: Arity::UNARY },
        IndexCastU = "index.castu" { arity: Arity::UNARY },
        IndexSizeOf = "index.sizeof" { arity: Arity::of(exact(0), exact(1)) },
    }
    Llvm {
        LlvmBitcast = "llvm.bitcast" { effects: M::NONE, arity: Arity::UNARY },
        LlvmAdd = "llvm.add" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_OVERFLOW,
        },
        LlvmSub = "llvm.sub" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_OVERFLOW,
        },
        LlvmMul = "llvm.mul" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_OVERFLOW,
        },
        LlvmShl = "llvm.shl" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_OVERFLOW,
        },
        LlvmUdiv = "llvm.udiv" { effects: M::NONE, arity: Arity::BINARY },
        LlvmSdiv = "llvm.sdiv" { effects: M::NONE, arity: Arity::BINARY },
        LlvmUrem = "llvm.urem" { effects: M::NONE, arity: Arity::BINARY },
        LlvmSrem = "llvm.srem" { effects: M::NONE, arity: Arity::BINARY },
        LlvmAnd = "llvm.and" { effects: M::NONE, arity: Arity::BINARY },
        LlvmOr = "llvm.or" { effects: M::NONE, arity: Arity::BINARY },
        LlvmXor = "llvm.xor" { effects: M::NONE, arity: Arity::BINARY },
        LlvmLshr = "llvm.lshr" { effects: M::NONE, arity: Arity::BINARY },
        LlvmAshr = "llvm.ashr" { effects: M::NONE, arity: Arity::BINARY },
        LlvmFadd = "llvm.fadd" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmFsub = "llvm.fsub" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmFmul = "llvm.fmul" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmFdiv = "llvm.fdiv" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmFrem = "llvm.frem" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmFneg = "llvm.fneg" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmTrunc = "llvm.trunc" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_OVERFLOW,
        },
        LlvmSext = "llvm.sext" { effects: M::NONE, arity: Arity::UNARY },
        LlvmZext = "llvm.zext" { effects: M::NONE, arity: Arity::UNARY },
        LlvmFptosi = "llvm.fptosi" { effects: M::NONE, arity: Arity::UNARY },
        LlvmFptoui = "llvm.fptoui" { effects: M::NONE, arity: Arity::UNARY },
        LlvmSitofp = "llvm.sitofp" { effects: M::NONE, arity: Arity::UNARY },
        LlvmUitofp = "llvm.uitofp" { effects: M::NONE, arity: Arity::UNARY },
        LlvmFpext = "llvm.fpext" { effects: M::NONE, arity: Arity::UNARY },
        LlvmFptrunc = "llvm.fptrunc" { effects: M::NONE, arity: Arity::UNARY },
        LlvmPtrtoint = "llvm.ptrtoint" { effects: M::NONE, arity: Arity::UNARY },
        LlvmInttoptr = "llvm.inttoptr" { effects: M::NONE, arity: Arity::UNARY },
        LlvmAddrspacecast = "llvm.addrspacecast" { effects: M::NONE, arity: Arity::UNARY },
        LlvmFreeze = "llvm.freeze" { effects: M::NONE, arity: Arity::UNARY },
        LlvmIcmp = "llvm.icmp" { effects: M::NONE, arity: Arity::BINARY, required: &["predicate"] },
        LlvmFcmp = "llvm.fcmp" {
            effects: M::NONE,
            arity: Arity::BINARY,
            required: &["predicate"],
            default_props: LLVM_FASTMATH,
        },
        LlvmSelect = "llvm.select" {
            effects: M::NONE,
            arity: Arity::TERNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmLoad = "llvm.load" {
            effects: M::READ,
            arity: Arity::UNARY,
            default_props: LLVM_ORDERING,
        },
        LlvmStore = "llvm.store" {
            effects: M::WRITE,
            arity: Arity::of(exact(2), exact(0)),
            default_props: LLVM_ORDERING,
        },
        LlvmGetelementptr = "llvm.getelementptr" {
            effects: M::NONE,
            arity: Arity::of(at_least(1), exact(1)),
            required: &["elem_type", "rawConstantIndices"],
        },
        LlvmAlloca = "llvm.alloca" {
            effects: M::ALLOCA,
            arity: Arity::UNARY,
            required: &["elem_type"],
        },
        LlvmMlirConstant = "llvm.mlir.constant" {
            effects: M::NONE,
            arity: Arity::of(exact(0), exact(1)),
            required: &["value"],
        },
        LlvmMlirZero = "llvm.mlir.zero" { effects: M::NONE, arity: Arity::of(exact(0), exact(1)) },
        LlvmMlirUndef = "llvm.mlir.undef" {
            effects: M::NONE,
            arity: Arity::of(exact(0), exact(1)),
        },
        LlvmMlirPoison = "llvm.mlir.poison" {
            effects: M::NONE,
            arity: Arity::of(exact(0), exact(1)),
        },
        LlvmMlirAddressof = "llvm.mlir.addressof" {
            effects: M::NONE,
            arity: Arity::of(exact(0), exact(1)),
            required: &["global_name"],
        },
        LlvmInsertvalue = "llvm.insertvalue" {
            effects: M::NONE,
            arity: Arity::BINARY,
            required: &["position"],
        },
        LlvmExtractvalue = "llvm.extractvalue" {
            effects: M::NONE,
            arity: Arity::UNARY,
            required: &["position"],
        },
        LlvmExtractelement = "llvm.extractelement" { effects: M::NONE, arity: Arity::BINARY },
        LlvmInsertelement = "llvm.insertelement" { effects: M::NONE, arity: Arity::TERNARY },
        LlvmShufflevector = "llvm.shufflevector" {
            effects: M::NONE,
            arity: Arity::BINARY,
            required: &["mask"],
        },
        LlvmCall = "llvm.call" {
            traits: &[T::CALL],
            arity: Arity::of(ANY, ANY),
            segments: &["callee_operands", "op_bundle_operands"],
            default_props: LLVM_CALL,
        },
        LlvmBr = "llvm.br" {
            traits: &[T::TERMINATOR, T::BRANCH],
            effects: M::NONE,
            arity: Arity::of(ANY, exact(0)).successors(1),
        },
        LlvmCondBr = "llvm.cond_br" {
            traits: &[T::TERMINATOR, T::BRANCH],
            effects: M::NONE,
            arity: Arity::of(at_least(1), exact(0)).successors(2),
            segments: &["condition", "trueDestOperands", "falseDestOperands"],
        },
        LlvmSwitch = "llvm.switch" {
            traits: &[T::TERMINATOR, T::BRANCH],
            effects: M::NONE,
            arity: Arity::of(at_least(1), exact(0)).any_successors(),
            segments: &["value", "defaultOperands", "caseOperands"],
        },
        LlvmReturn = "llvm.return" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
            arity: Arity::of(ANY, exact(0)),
        },
        LlvmUnreachable = "llvm.unreachable" {
            traits: &[T::TERMINATOR],
            effects: M::NONE,
            arity: Arity::of(exact(0), exact(0)),
        },
        LlvmFunc = "llvm.func" {
            traits: &[T::ISOLATED_FROM_ABOVE, T::SYMBOL, T::ALLOCATION_SCOPE],
            arity: Arity::of(exact(0), exact(0)).regions(1),
            required: &["sym_name", "function_type"],
            default_props: LLVM_FUNC,
        },
        LlvmMlirGlobal = "llvm.mlir.global" {
            traits: &[T::SYMBOL, T::ISOLATED_FROM_ABOVE],
            arity: Arity::of(exact(0), exact(0)).regions(1),
            required: &["sym_name", "global_type", "linkage"],
            default_props: LLVM_GLOBAL,
        },
        LlvmIntrSqrt = "llvm.intr.sqrt" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrExp = "llvm.intr.exp" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrExp2 = "llvm.intr.exp2" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrLog = "llvm.intr.log" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrLog2 = "llvm.intr.log2" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrLog10 = "llvm.intr.log10" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrFabs = "llvm.intr.fabs" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrFloor = "llvm.intr.floor" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrCeil = "llvm.intr.ceil" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrRound = "llvm.intr.round" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrRoundeven = "llvm.intr.roundeven" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrTrunc = "llvm.intr.trunc" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrSin = "llvm.intr.sin" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrCos = "llvm.intr.cos" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrTan = "llvm.intr.tan" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrTanh = "llvm.intr.tanh" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrRint = "llvm.intr.rint" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrNearbyint = "llvm.intr.nearbyint" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrPow = "llvm.intr.pow" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrCopysign = "llvm.intr.copysign" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrMinnum = "llvm.intr.minnum" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrMaxnum = "llvm.intr.maxnum" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrMinimum = "llvm.intr.minimum" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrMaximum = "llvm.intr.maximum" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrPowi = "llvm.intr.powi" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrFma = "llvm.intr.fma" {
            effects: M::NONE,
            arity: Arity::TERNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrFmuladd = "llvm.intr.fmuladd" {
            effects: M::NONE,
            arity: Arity::TERNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrSmax = "llvm.intr.smax" { effects: M::NONE, arity: Arity::BINARY },
        LlvmIntrSmin = "llvm.intr.smin" { effects: M::NONE, arity: Arity::BINARY },
        LlvmIntrUmax = "llvm.intr.umax" { effects: M::NONE, arity: Arity::BINARY },
        LlvmIntrUmin = "llvm.intr.umin" { effects: M::NONE, arity: Arity::BINARY },
        LlvmIntrCtpop = "llvm.intr.ctpop" { effects: M::NONE, arity: Arity::UNARY },
        LlvmIntrBitreverse = "llvm.intr.bitreverse" { effects: M::NONE, arity: Arity::UNARY },
        LlvmIntrCtlz = "llvm.intr.ctlz" {
            effects: M::NONE,
            arity: Arity::UNARY,
            required: &["is_zero_poison"],
        },
        LlvmIntrCttz = "llvm.intr.cttz" {
            effects: M::NONE,
            arity: Arity::UNARY,
            required: &["is_zero_poison"],
        },
        LlvmIntrAbs = "llvm.intr.abs" {
            effects: M::NONE,
            arity: Arity::UNARY,
            required: &["is_int_min_poison"],
        },
        LlvmIntrMemcpy = "llvm.intr.memcpy" {
            effects: M::READ_WRITE,
            arity: Arity::of(exact(3), exact(0)),
            required: &["isVolatile"],
        },
        LlvmIntrMemmove = "llvm.intr.memmove" {
            effects: M::READ_WRITE,
            arity: Arity::of(exact(3), exact(0)),
            required: &["isVolatile"],
        },
        LlvmIntrMemset = "llvm.intr.memset" {
            effects: M::WRITE,
            arity: Arity::of(exact(3), exact(0)),
            required: &["isVolatile"],
        },
        LlvmIntrVectorReduceAdd = "llvm.intr.vector.reduce.add" {
            effects: M::NONE,
            arity: Arity::UNARY,
        },
        LlvmIntrVectorReduceMul = "llvm.intr.vector.reduce.mul" {
            effects: M::NONE,
            arity: Arity::UNARY,
        },
        LlvmIntrVectorReduceAnd = "llvm.intr.vector.reduce.and" {
            effects: M::NONE,
            arity: Arity::UNARY,
        },
        LlvmIntrVectorReduceOr = "llvm.intr.vector.reduce.or" {
            effects: M::NONE,
            arity: Arity::UNARY,
        },
        LlvmIntrVectorReduceXor = "llvm.intr.vector.reduce.xor" {
            effects: M::NONE,
            arity: Arity::UNARY,
        },
        LlvmIntrVectorReduceSmax = "llvm.intr.vector.reduce.smax" {
            effects: M::NONE,
            arity: Arity::UNARY,
        },
        LlvmIntrVectorReduceSmin = "llvm.intr.vector.reduce.smin" {
            effects: M::NONE,
            arity: Arity::UNARY,
        },
        LlvmIntrVectorReduceUmax = "llvm.intr.vector.reduce.umax" {
            effects: M::NONE,
            arity: Arity::UNARY,
        },
        LlvmIntrVectorReduceUmin = "llvm.intr.vector.reduce.umin" {
            effects: M::NONE,
            arity: Arity::UNARY,
        },
        LlvmIntrVectorReduceFadd = "llvm.intr.vector.reduce.fadd" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrVectorReduceFmul = "llvm.intr.vector.reduce.fmul" {
            effects: M::NONE,
            arity: Arity::BINARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrVectorReduceFmax = "llvm.intr.vector.reduce.fmax" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrVectorReduceFmin = "llvm.intr.vector.reduce.fmin" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrVectorReduceFmaximum = "llvm.intr.vector.reduce.fmaximum" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrVectorReduceFminimum = "llvm.intr.vector.reduce.fminimum" {
            effects: M::NONE,
            arity: Arity::UNARY,
            default_props: LLVM_FASTMATH,
        },
        LlvmIntrMaskedLoad = "llvm.intr.masked.load" {
            effects: M::READ,
            arity: Arity::of(at_least(2), exact(1)),
            required: &["alignment"],
        },
        LlvmIntrMaskedStore = "llvm.intr.masked.store" {
            effects: M::WRITE,
            arity: Arity::of(exact(3), exact(0)),
            required: &["alignment"],
        },
        LlvmAtomicrmw = "llvm.atomicrmw" {
            effects: M::READ_WRITE,
            arity: Arity::BINARY,
            required: &["bin_op", "ordering"],
        },
        LlvmIntrFshl = "llvm.intr.fshl" { effects: M::NONE, arity: Arity::TERNARY },
        LlvmIntrFshr = "llvm.intr.fshr" { effects: M::NONE, arity: Arity::TERNARY },
        LlvmIntrSaddSat = "llvm.intr.sadd.sat" { effects: M::NONE, arity: Arity::BINARY },
        LlvmIntrUaddSat = "llvm.intr.uadd.sat" { effects: M::NONE, arity: Arity::BINARY },
        LlvmIntrSsubSat = "llvm.intr.ssub.sat" { effects: M::NONE, arity: Arity::BINARY },
        LlvmIntrUsubSat = "llvm.intr.usub.sat" { effects: M::NONE, arity: Arity::BINARY },
        LlvmIntrLround = "llvm.intr.lround" { effects: M::NONE, arity: Arity::UNARY },
        LlvmIntrLlround = "llvm.intr.llround" { effects: M::NONE, arity: Arity::UNARY },
        LlvmIntrIsFpclass = "llvm.intr.is.fpclass" {
            effects: M::NONE,
            arity: Arity::UNARY,
            required: &["bit"],
        },
        LlvmIntrMaskedGather = "llvm.intr.masked.gather" {
            effects: M::READ,
            arity: Arity::of(at_least(2), exact(1)),
            required: &["alignment"],
        },
        LlvmIntrMaskedScatter = "llvm.intr.masked.scatter" {
            effects: M::WRITE,
            arity: Arity::of(exact(3), exact(0)),
            required: &["alignment"],
        },
        LlvmIntrMaskedExpandload = "llvm.intr.masked.expandload" {
            effects: M::READ,
            arity: Arity::of(exact(3), exact(1)),
        },
        LlvmIntrMaskedCompressstore = "llvm.intr.masked.compressstore" {
            effects: M::WRITE,
            arity: Arity::of(exact(3), exact(0)),
        },
        LlvmIntrUaddWithOverflow = "llvm.intr.uadd.with.overflow" {
            effects: M::NONE,
            arity: Arity::BINARY,
        },
        LlvmIntrSaddWithOverflow = "llvm.intr.sadd.with.overflow" {
            effects: M::NONE,
            arity: Arity::BINARY,
        },
        LlvmIntrUsubWithOverflow = "llvm.intr.usub.with.overflow" {
            effects: M::NONE,
            arity: Arity::BINARY,
        },
        LlvmIntrSsubWithOverflow = "llvm.intr.ssub.with.overflow" {
            effects: M::NONE,
            arity: Arity::BINARY,
        },
        LlvmIntrUmulWithOverflow = "llvm.intr.umul.with.overflow" {
            effects: M::NONE,
            arity: Arity::BINARY,
        },
        LlvmIntrSmulWithOverflow = "llvm.intr.smul.with.overflow" {
            effects: M::NONE,
            arity: Arity::BINARY,
        },
        LlvmIntrMatrixMultiply = "llvm.intr.matrix.multiply" {
            effects: M::NONE,
            arity: Arity::BINARY,
            required: &["lhs_rows", "lhs_columns", "rhs_columns"],
        },
        LlvmIntrStacksave = "llvm.intr.stacksave" {
            effects: M::READ_WRITE,
            arity: Arity::of(exact(0), exact(1)),
        },
        LlvmIntrStackrestore = "llvm.intr.stackrestore" {
            effects: M::READ_WRITE,
            arity: Arity::of(exact(1), exact(0)),
        },
        LlvmIntrAssume = "llvm.intr.assume" {
            effects: M::READ_WRITE,
            arity: Arity::of(at_least(1), exact(0)),
            default_props: LLVM_BUNDLES,
        },
        LlvmInlineAsm = "llvm.inline_asm" { arity: Arity::of(ANY, ANY) },
        LlvmInvoke = "llvm.invoke" {
            traits: &[T::TERMINATOR, T::BRANCH, T::CALL],
            arity: Arity::of(ANY, ANY).successors(2),
        },
        LlvmLandingpad = "llvm.landingpad" { arity: Arity::of(ANY, exact(1)) },
        LlvmResume = "llvm.resume" {
            traits: &[T::TERMINATOR],
            arity: Arity::of(exact(1), exact(0)),
        },
        LlvmMatrixTranspose = "llvm.intr.matrix.transpose" {
            effects: M::NONE,
            arity: Arity::UNARY,
            required: &["columns", "rows"],
            properties: &[("columns", P::Integer), ("rows", P::Integer)],
        },
    }
    Ub {
        UbPoison = "ub.poison" {
            effects: M::NONE,
            arity: Arity::of(exact(0), exact(1)),
            default_props: &[("value", "#ub.poison")],
        },
    }
    Cf {
        Br = "cf.br" {
            traits: &[T::TERMINATOR, T::BRANCH],
            effects: M::NONE,
            arity: Arity::of(ANY, exact(0)).successors(1),
        },
        CondBr = "cf.cond_br" {
            traits: &[T::TERMINATOR, T::BRANCH],
            effects: M::NONE,
            segments: &["condition", "trueDestOperands", "falseDestOperands"],
            successor_segments: &[1, 2],
            dealloc_model: &cf::CondBrDeallocation,
            arity: Arity::of(at_least(1), exact(0)).successors(2),
            required: &["operandSegmentSizes"],
        },
        Switch = "cf.switch" {
            traits: &[T::TERMINATOR, T::BRANCH],
            effects: M::NONE,
            segments: &["flag", "defaultOperands", "caseOperands"],
            successor_segments: &[1],
            arity: Arity::of(at_least(1), exact(0)).any_successors(),
            required: &["operandSegmentSizes"],
        },
        Assert = "cf.assert" {
            effects: M::WRITE,
            arity: Arity::of(exact(1), exact(0)),
            required: &["msg"],
        },
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
            arity: Arity::of(at_least(3), ANY).regions(1),
        },
        If = "scf.if" {
            traits: &[T::SINGLE_BLOCK, T::RECURSIVE_EFFECTS, T::REGION_BRANCH],
            arity: Arity::of(exact(1), ANY).regions(2),
        },
        While = "scf.while" {
            traits: &[T::RECURSIVE_EFFECTS, T::REGION_BRANCH, T::LOOP_LIKE],
            arity: Arity::of(ANY, ANY).regions(2),
        },
        Condition = "scf.condition" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
            arity: Arity::of(at_least(1), exact(0)),
        },
        ExecuteRegion = "scf.execute_region" {
            traits: &[T::RECURSIVE_EFFECTS, T::REGION_BRANCH],
            arity: Arity::of(ANY, ANY).regions(1),
        },
        IndexSwitch = "scf.index_switch" {
            traits: &[T::RECURSIVE_EFFECTS, T::REGION_BRANCH],
            arity: Arity::of(exact(1), ANY).any_regions(),
            required: &["cases"],
        },
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
            arity: Arity::of(ANY, ANY).regions(1),
            required: &["operandSegmentSizes"],
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
            arity: Arity::of(ANY, ANY).regions(1),
            required: &[
                "operandSegmentSizes",
                "staticLowerBound",
                "staticStep",
                "staticUpperBound",
            ],
        },
        InParallel = "scf.forall.in_parallel" {
            traits: &[T::TERMINATOR, T::NO_TERMINATOR, T::SINGLE_BLOCK],
            effects: M::NONE,
            dealloc_model: &scf::InParallelDeallocation,
        },
    }
    Memref {
        Alloc = "memref.alloc" {
            effects: M::ALLOC,
            segments: &["dynamicSizes", "symbolOperands"],
            arity: Arity::of(ANY, exact(1)),
            required: &["operandSegmentSizes"],
        },
        Alloca = "memref.alloca" {
            effects: M::ALLOCA,
            segments: &["dynamicSizes", "symbolOperands"],
            arity: Arity::of(ANY, exact(1)),
            required: &["operandSegmentSizes"],
        },
        AllocaScope = "memref.alloca_scope" {
            traits: &[
                T::SINGLE_BLOCK,
                T::ALLOCATION_SCOPE,
                T::RECURSIVE_EFFECTS,
                T::REGION_BRANCH,
            ],
            arity: Arity::of(ANY, ANY).regions(1),
        },
        AllocaScopeReturn = "memref.alloca_scope.return" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
        },
        Dealloc = "memref.dealloc" { effects: M::FREE_FIRST, arity: Arity::of(exact(1), exact(0)) },
        Realloc = "memref.realloc" {
            effects: M::READ_WRITE.and(M::ALLOC).and(M::FREE_FIRST),
            arity: Arity::of(at_least(1), exact(1)),
        },
        Load = "memref.load" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::READ,
            arity: Arity::of(at_least(1), exact(1)),
        },
        Store = "memref.store" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::WRITE,
            arity: Arity::of(at_least(2), exact(0)),
        },
        Copy = "memref.copy" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::READ_WRITE,
            arity: Arity::of(exact(2), exact(0)),
        },
        Cast = "memref.cast" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::NONE,
            view_source: 0,
            arity: Arity::UNARY,
        },
        SubView = "memref.subview" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::NONE,
            view_source: 0,
            segments: &["source", "offsets", "sizes", "strides"],
            arity: Arity::of(at_least(1), exact(1)),
            required: STRIDED_LAYOUT,
        },
        ReinterpretCast = "memref.reinterpret_cast" {
            effects: M::NONE,
            view_source: 0,
            segments: &["source", "offsets", "sizes", "strides"],
            arity: Arity::of(at_least(1), exact(1)),
            required: STRIDED_LAYOUT,
        },
        View = "memref.view" {
            effects: M::NONE,
            view_source: 0,
            arity: Arity::of(at_least(2), exact(1)),
        },
        Dim = "memref.dim" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::NONE,
            arity: Arity::BINARY,
        },
        Rank = "memref.rank" { effects: M::NONE, arity: Arity::UNARY },
        ExtractStridedMetadata = "memref.extract_strided_metadata" {
            effects: M::NONE,
            view_source: 0,
            arity: Arity::of(exact(1), at_least(2)),
        },
        ExtractAlignedPointerAsIndex = "memref.extract_aligned_pointer_as_index" {
            effects: M::NONE,
            arity: Arity::UNARY,
        },
        ExpandShape = "memref.expand_shape" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::NONE,
            view_source: 0,
            arity: Arity::of(at_least(1), exact(1)),
            required: &["reassociation", "static_output_shape"],
        },
        CollapseShape = "memref.collapse_shape" {
            effects: M::NONE,
            view_source: 0,
            arity: Arity::of(at_least(1), exact(1)),
            required: &["reassociation"],
        },
        Global = "memref.global" {
            traits: &[T::SYMBOL],
            required: &["sym_name", "type"],
            properties: &[
                ("sym_name", P::String),
                ("sym_visibility", P::String),
                ("type", P::Type),
                ("constant", P::Unit),
                ("alignment", P::Integer),
            ],
        },
        GetGlobal = "memref.get_global" {
            effects: M::READ,
            arity: Arity::of(ANY, exact(1)),
            required: &["name"],
            properties: &[("name", P::SymbolRef)],
        },
        AssumeAlignment = "memref.assume_alignment" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::NONE,
            view_source: 0,
            arity: Arity::UNARY,
            required: &["alignment"],
        },
        Prefetch = "memref.prefetch" {
            effects: M::WRITE,
            arity: Arity::of(at_least(1), exact(0)),
            required: &["isWrite", "localityHint", "isDataCache"],
        },
        AtomicRmw = "memref.atomic_rmw" {
            traits: &[T::RUNTIME_VERIFIABLE],
            effects: M::READ_WRITE,
            arity: Arity::of(at_least(2), exact(1)),
            required: &["kind"],
        },
        GenericAtomicRmw = "memref.generic_atomic_rmw" {
            traits: &[T::SINGLE_BLOCK, T::RUNTIME_VERIFIABLE],
            effects: M::READ_WRITE,
            arity: Arity::of(at_least(1), exact(1)).regions(1),
        },
        AtomicYield = "memref.atomic_yield" {
            traits: &[T::TERMINATOR],
            effects: M::NONE,
            arity: Arity::of(exact(1), exact(0)),
        },
        MemorySpaceCast = "memref.memory_space_cast" {
            effects: M::NONE,
            view_source: 0,
            arity: Arity::UNARY,
        },
        Transpose = "memref.transpose" {
            effects: M::NONE,
            view_source: 0,
            arity: Arity::UNARY,
            required: &["permutation"],
        },
    }
    Bufferization {
        BufDealloc = "bufferization.dealloc" {
            effects: M::FREE_ALL,
            segments: &["memrefs", "conditions", "retained"],
            required: &["operandSegmentSizes"],
        },
        Clone = "bufferization.clone" { effects: M::READ.and(M::ALLOC), arity: Arity::UNARY },
        ToTensor = "bufferization.to_tensor" { effects: M::READ, arity: Arity::UNARY },
        ToBuffer = "bufferization.to_buffer" { effects: M::WRITE, arity: Arity::UNARY },
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
        TestAllocWithMultipleResults = "test.alloc_with_multiple_results" {
            effects: M::ALLOC,
            arity: Arity::of(exact(0), exact(2)),
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
            default_props: &[("disjoint", "false")],
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
    Vector {
        VectorPrint = "vector.print" {
            effects: M::WRITE,
            arity: Arity::of(ANY, exact(0)),
            properties: &[("stringLiteral", P::String)],
            default_props: &[("punctuation", "#vector.punctuation<newline>")],
        },
        VectorBroadcast = "vector.broadcast" { effects: M::NONE, arity: Arity::UNARY },
        VectorFromElements = "vector.from_elements" {
            effects: M::NONE,
            arity: Arity::of(ANY, exact(1)),
        },
        VectorToElements = "vector.to_elements" {
            effects: M::NONE,
            arity: Arity::of(exact(1), ANY),
        },
        VectorStep = "vector.step" { effects: M::NONE, arity: Arity::of(exact(0), exact(1)) },
        VectorExtract = "vector.extract" {
            effects: M::NONE,
            arity: Arity::of(at_least(1), exact(1)),
            required: &["static_position"],
        },
        VectorInsert = "vector.insert" {
            effects: M::NONE,
            arity: Arity::of(at_least(2), exact(1)),
            required: &["static_position"],
        },
        VectorExtractStridedSlice = "vector.extract_strided_slice" {
            effects: M::NONE,
            arity: Arity::UNARY,
            required: &["offsets", "sizes", "strides"],
            properties: &[("offsets", P::Array), ("sizes", P::Array), ("strides", P::Array)],
        },
        VectorInsertStridedSlice = "vector.insert_strided_slice" {
            effects: M::NONE,
            arity: Arity::BINARY,
            required: &["offsets", "strides"],
            properties: &[("offsets", P::Array), ("strides", P::Array)],
        },
        VectorShuffle = "vector.shuffle" {
            effects: M::NONE,
            arity: Arity::BINARY,
            required: &["mask"],
        },
        VectorInterleave = "vector.interleave" { effects: M::NONE, arity: Arity::BINARY },
        VectorDeinterleave = "vector.deinterleave" {
            effects: M::NONE,
            arity: Arity::of(exact(1), exact(2)),
        },
        VectorTranspose = "vector.transpose" {
            effects: M::NONE,
            arity: Arity::UNARY,
            required: &["permutation"],
        },
        VectorShapeCast = "vector.shape_cast" { effects: M::NONE, arity: Arity::UNARY },
        VectorBitcast = "vector.bitcast" { effects: M::NONE, arity: Arity::UNARY },
        VectorTypeCast = "vector.type_cast" {
            effects: M::NONE,
            view_source: 0,
            arity: Arity::UNARY,
        },
        VectorFma = "vector.fma" { effects: M::NONE, arity: Arity::TERNARY },
        VectorReduction = "vector.reduction" {
            effects: M::NONE,
            arity: Arity::of(at_least(1), exact(1)),
            required: &["kind"],
            default_props: FASTMATH_NONE,
        },
        VectorMultiReduction = "vector.multi_reduction" {
            effects: M::NONE,
            arity: Arity::BINARY,
            required: &["kind", "reduction_dims"],
        },
        VectorScan = "vector.scan" {
            effects: M::NONE,
            arity: Arity::of(exact(2), exact(2)),
            required: &["inclusive", "kind", "reduction_dim"],
            properties: &[("inclusive", P::Integer), ("reduction_dim", P::Integer)],
        },
        VectorContract = "vector.contract" {
            effects: M::NONE,
            arity: Arity::TERNARY,
            required: &["indexing_maps", "iterator_types"],
            properties: &[("indexing_maps", P::Array), ("iterator_types", P::Array)],
            default_props: KIND_ADD,
        },
        VectorOuterProduct = "vector.outerproduct" {
            effects: M::NONE,
            arity: Arity::of(at_least(2), exact(1)),
            default_props: KIND_ADD,
        },
        VectorCreateMask = "vector.create_mask" {
            effects: M::NONE,
            arity: Arity::of(ANY, exact(1)),
        },
        VectorConstantMask = "vector.constant_mask" {
            effects: M::NONE,
            arity: Arity::of(exact(0), exact(1)),
            required: &["mask_dim_sizes"],
        },
        VectorMask = "vector.mask" {
            traits: &[T::SINGLE_BLOCK, T::RECURSIVE_EFFECTS],
            arity: Arity::of(at_least(1), ANY).regions(1),
        },
        VectorYield = "vector.yield" {
            traits: &[T::TERMINATOR, T::REGION_BRANCH_TERMINATOR],
            effects: M::NONE,
            arity: Arity::of(ANY, exact(0)),
        },
        VectorLoad = "vector.load" {
            effects: M::READ,
            arity: Arity::of(at_least(1), exact(1)),
            properties: &[("alignment", P::Integer)],
        },
        VectorStore = "vector.store" {
            effects: M::WRITE,
            arity: Arity::of(at_least(2), exact(0)),
            properties: &[("alignment", P::Integer)],
        },
        VectorMaskedLoad = "vector.maskedload" {
            effects: M::READ,
            arity: Arity::of(at_least(3), exact(1)),
            properties: &[("alignment", P::Integer)],
        },
        VectorMaskedStore = "vector.maskedstore" {
            effects: M::WRITE,
            arity: Arity::of(at_least(3), exact(0)),
            properties: &[("alignment", P::Integer)],
        },
        VectorGather = "vector.gather" {
            effects: M::READ,
            arity: Arity::of(at_least(4), exact(1)),
            properties: &[("alignment", P::Integer)],
        },
        VectorScatter = "vector.scatter" {
            effects: M::WRITE,
            arity: Arity::of(at_least(4), ANY),
            properties: &[("alignment", P::Integer)],
        },
        VectorExpandLoad = "vector.expandload" {
            effects: M::READ,
            arity: Arity::of(at_least(3), exact(1)),
            properties: &[("alignment", P::Integer)],
        },
        VectorCompressStore = "vector.compressstore" {
            effects: M::WRITE,
            arity: Arity::of(at_least(3), exact(0)),
            properties: &[("alignment", P::Integer)],
        },
        VectorTransferRead = "vector.transfer_read" {
            effects: M::READ,
            segments: &["base", "indices", "padding", "mask"],
            arity: Arity::of(at_least(2), exact(1)),
            required: &["in_bounds", "operandSegmentSizes", "permutation_map"],
            properties: &[("in_bounds", P::Array)],
        },
        VectorTransferWrite = "vector.transfer_write" {
            effects: M::WRITE,
            segments: &["valueToStore", "base", "indices", "mask"],
            arity: Arity::of(at_least(2), ANY),
            required: &["in_bounds", "operandSegmentSizes", "permutation_map"],
            properties: &[("in_bounds", P::Array)],
        },
        VectorVScale = "vector.vscale" { effects: M::NONE, arity: Arity::of(exact(0), exact(1)) },
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

    #[test]
    fn declared_arity_and_required_attributes() {
        let arity = |k: OpKind| k.info().arity;
        assert_eq!(arity(OpKind::AddI), Some(Arity::of(exact(2), exact(1))));
        assert_eq!(arity(OpKind::Constant), Some(Arity::of(exact(0), exact(1))));
        assert_eq!(arity(OpKind::Sqrt), Some(Arity::of(exact(1), exact(1))));
        assert_eq!(
            arity(OpKind::For),
            Some(Arity::of(at_least(3), ANY).regions(1))
        );
        assert_eq!(
            arity(OpKind::IndexSwitch),
            Some(Arity {
                operands: exact(1),
                results: ANY,
                regions: None,
                successors: Some(0),
            })
        );
        assert_eq!(
            arity(OpKind::CondBr),
            Some(Arity::of(at_least(1), exact(0)).successors(2))
        );
        assert_eq!(arity(OpKind::Switch).map(|a| a.successors), Some(None));
        assert_eq!(
            arity(OpKind::ExtractStridedMetadata),
            Some(Arity::of(exact(1), at_least(2)))
        );
        assert_eq!(arity(OpKind::Return), None);
        assert_eq!(arity(OpKind::Global), None);
        assert_eq!(OpKind::CmpF.info().required, ["predicate"]);
        assert_eq!(OpKind::Global.info().required, ["sym_name", "type"]);
        assert_eq!(
            OpKind::SubView.info().required,
            [
                "operandSegmentSizes",
                "static_offsets",
                "static_sizes",
                "static_strides"
            ]
        );
        assert_eq!(OpKind::Alloc.info().required, ["operandSegmentSizes"]);
        assert!(OpKind::Load.info().required.is_empty());
        assert_eq!(
            OpKind::GetGlobal.info().properties,
            [("name", PropKind::SymbolRef)]
        );
        assert_eq!(
            OpKind::AffineLinearizeIndex.info().default_props,
            [("disjoint", "false")]
        );
    }

    /// The arith and math declarations agree with each op's syntax family: its operand and
    /// result counts and its `fastmath`/`overflowFlags` default.
    #[test]
    fn arith_and_math_facts_follow_their_format() {
        use crate::dialects::arith::Format as F;
        for &k in OpKind::ALL {
            let Some(f) =
                crate::dialects::arith::format(k).or_else(|| crate::dialects::math::format(k))
            else {
                continue;
            };
            let operands = match f {
                F::Constant => 0,
                F::IntUnary
                | F::FloatUnary
                | F::FloatPredicate
                | F::Cast
                | F::CastOverflow
                | F::CastFastMath
                | F::CastRounding => 1,
                F::FloatTernary | F::Select => 3,
                _ => 2,
            };
            let results = match f {
                F::AddExtended | F::MulExtended => 2,
                _ => 1,
            };
            let arity = Arity::of(exact(operands), exact(results));
            assert_eq!(k.info().arity, Some(arity), "{}", k.name());
            let props = match f {
                F::IntBinaryOverflow | F::CastOverflow => OVERFLOW_NONE,
                F::FloatBinary
                | F::FloatUnary
                | F::FloatTernary
                | F::FPowI
                | F::FloatPredicate
                | F::CmpF => FASTMATH_NONE,
                // (`extf`/`truncf` keep an unset fast-math flag out of the generic form.)
                _ => &[],
            };
            assert_eq!(k.info().default_props, props, "{}", k.name());
        }
    }
}
