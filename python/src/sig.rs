//! The signatures of a compiled module's public functions, as Python checks arguments
//! against them: element type, rank, static sizes and layout of each memref (what the JIT's
//! `ValKind` does not keep), and the MLIR text of each type for messages and
//! `Module.functions`.

use bufjit::codegen::types::{self, MemInfo, MemKind, Scalar};
use bufjit::ir::{Attribute, Module, TypeData, TypeId, DYNAMIC};

/// What one argument or result is.
#[derive(Clone, Debug)]
pub enum Kind {
    /// A scalar.
    Scalar(Scalar),
    /// A ranked memref with its static facts.
    MemRef(MemInfo),
    /// Something Python cannot pass (an unranked memref, a function reference).
    Other,
}

/// One argument or result: its kind and its MLIR type text.
#[derive(Clone, Debug)]
pub struct Param {
    /// The kind.
    pub kind: Kind,
    /// The type as MLIR prints it, e.g. `memref<?x4xf32>`.
    pub text: String,
}

/// A public function's signature.
#[derive(Clone, Debug)]
pub struct FuncSig {
    /// The MLIR name (without `@`).
    pub name: String,
    /// Arguments.
    pub inputs: Vec<Param>,
    /// Results.
    pub results: Vec<Param>,
}

impl FuncSig {
    /// `(memref<?xf32>, f32) -> memref<?xf32>`, as MLIR writes a function type.
    pub fn text(&self) -> String {
        let ins: Vec<&str> = self.inputs.iter().map(|p| p.text.as_str()).collect();
        let outs: Vec<&str> = self.results.iter().map(|p| p.text.as_str()).collect();
        let results = match outs.len() {
            1 => outs[0].to_string(),
            _ => format!("({})", outs.join(", ")),
        };
        format!("({}) -> {results}", ins.join(", "))
    }
}

/// True for the element types a Python value or numpy array can carry (not `i4`, `f16`, ...).
fn plain(s: Scalar) -> bool {
    !matches!(
        s,
        Scalar::IntN(_) | Scalar::Small(_) | Scalar::Complex32 | Scalar::Complex64
    )
}

fn param(m: &Module, t: TypeId) -> Param {
    let kind = if m.ty(t).is_memref() {
        match types::memref_kind(m, t) {
            Ok(MemKind::Ranked(i)) if plain(i.elem) => Kind::MemRef(i),
            _ => Kind::Other,
        }
    } else {
        match types::scalar(m, t) {
            Ok(s) if plain(s) => Kind::Scalar(s),
            _ => Kind::Other,
        }
    };
    Param {
        kind,
        text: bufjit::print::type_to_string(m, t),
    }
}

/// The signatures of the functions named in `callable`, in source order.
pub fn signatures(m: &Module, callable: &[String]) -> Vec<FuncSig> {
    let mut out = Vec::new();
    for op in m.top_level_ops() {
        if m.op_name(op) != "func.func" {
            continue;
        }
        let Some(Attribute::String(name)) = m.attr(op, "sym_name") else {
            continue;
        };
        if !callable.contains(name) {
            continue;
        }
        let Some(Attribute::Type(t)) = m.attr(op, "function_type") else {
            continue;
        };
        let TypeData::Function { inputs, results } = m.ty(*t) else {
            continue;
        };
        out.push(FuncSig {
            name: name.clone(),
            inputs: inputs.iter().map(|&t| param(m, t)).collect(),
            results: results.iter().map(|&t| param(m, t)).collect(),
        });
    }
    out
}

/// The numpy dtype name of an element type.
pub fn dtype_name(s: Scalar) -> &'static str {
    match s {
        Scalar::I1 => "bool",
        Scalar::I8 => "int8",
        Scalar::I16 => "int16",
        Scalar::I32 => "int32",
        Scalar::I64 | Scalar::Index => "int64",
        Scalar::F32 => "float32",
        Scalar::F64 => "float64",
        // (Not [`plain`]: such parameters are `Kind::Other` and never reach numpy.)
        Scalar::IntN(_) | Scalar::Small(_) | Scalar::Complex32 | Scalar::Complex64 => "void",
    }
}

/// The numpy array-interface type string of an element type (little-endian hosts).
pub fn typestr(s: Scalar) -> &'static str {
    match s {
        Scalar::I1 => "|b1",
        Scalar::I8 => "|i1",
        Scalar::I16 => "<i2",
        Scalar::I32 => "<i4",
        Scalar::I64 | Scalar::Index => "<i8",
        Scalar::F32 => "<f4",
        Scalar::F64 => "<f8",
        Scalar::IntN(_) | Scalar::Small(_) | Scalar::Complex32 | Scalar::Complex64 => "|V1",
    }
}

/// A shape with `?` for dynamic sizes, as a Python tuple would print it.
pub fn shape_text(shape: &[i64]) -> String {
    let dims: Vec<String> = shape
        .iter()
        .map(|&d| {
            if d == DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect();
    if dims.len() == 1 {
        format!("({},)", dims[0])
    } else {
        format!("({})", dims.join(", "))
    }
}
