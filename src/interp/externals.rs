//! Calls of functions the module only declares: MLIR's runner utilities (`printMemrefF32`,
//! `printI64`, `printNewline`, `rtclock`, `memrefCopy`, ..., also through the C interface,
//! `llvm.emit_c_interface`) and libm, resolved to the very functions the JIT links against
//! ([`crate::codegen::rt::symbols`]), so the interpreter prints byte for byte what the JIT
//! prints.

use super::value::{sext, Desc, Val};
use super::{op_error, IResult, Interp};
use crate::codegen::types::Scalar;
use crate::ir::{OpId, TypeId};
use bufjit_runtime::descriptor::UnrankedMemRef;
use bufjit_runtime::runner_utils as ru;
use std::ffi::c_void;
use std::sync::OnceLock;

fn symbol(name: &str) -> Option<*const u8> {
    static TABLE: OnceLock<Vec<(&'static str, usize)>> = OnceLock::new();
    TABLE
        .get_or_init(|| {
            crate::codegen::rt::symbols()
                .into_iter()
                .map(|(n, p)| (n, p as usize))
                .collect()
        })
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, p)| p as *const u8)
}

/// Calls the libm function `name` of type `f32 -> f32`.
pub fn libm1_f32(name: &str, x: f32) -> f32 {
    let p = symbol(name).expect("libm function in the JIT's symbol table");
    // SAFETY: `name` is one of the `float (float)` libm functions `rt` declares.
    let f: extern "C" fn(f32) -> f32 = unsafe { std::mem::transmute(p) };
    f(x)
}

/// Calls the libm function `name` of type `f64 -> f64`.
pub fn libm1_f64(name: &str, x: f64) -> f64 {
    let p = symbol(name).expect("libm function in the JIT's symbol table");
    // SAFETY: `name` is one of the `double (double)` libm functions `rt` declares.
    let f: extern "C" fn(f64) -> f64 = unsafe { std::mem::transmute(p) };
    f(x)
}

/// Calls the libm function `name` of type `(f32, f32) -> f32`.
pub fn libm2_f32(name: &str, x: f32, y: f32) -> f32 {
    let p = symbol(name).expect("libm function in the JIT's symbol table");
    // SAFETY: `name` is one of the binary `float` libm functions `rt` declares.
    let f: extern "C" fn(f32, f32) -> f32 = unsafe { std::mem::transmute(p) };
    f(x, y)
}

/// Calls the libm function `name` of type `(f64, f64) -> f64`.
pub fn libm2_f64(name: &str, x: f64, y: f64) -> f64 {
    let p = symbol(name).expect("libm function in the JIT's symbol table");
    // SAFETY: `name` is one of the binary `double` libm functions `rt` declares.
    let f: extern "C" fn(f64, f64) -> f64 = unsafe { std::mem::transmute(p) };
    f(x, y)
}

/// A unary libm call on a value of type `s`.
pub fn libm1(name: &str, s: Scalar, a: &Val) -> Val {
    if s == Scalar::F32 {
        Val::F32(libm1_f32(name, a.float() as f32))
    } else {
        Val::F64(libm1_f64(name, a.float()))
    }
}

/// A binary libm call on values of type `s`.
pub fn libm2(name: &str, s: Scalar, a: &Val, b: &Val) -> Val {
    if s == Scalar::F32 {
        Val::F32(libm2_f32(name, a.float() as f32, b.float() as f32))
    } else {
        Val::F64(libm2_f64(name, a.float(), b.float()))
    }
}

/// A descriptor in memory for the runner utilities (kept alive by the caller).
struct CDesc {
    words: Vec<i64>,
    unranked: UnrankedMemRef,
}

impl CDesc {
    fn new(d: &Desc) -> Box<CDesc> {
        let mut b = Box::new(CDesc {
            words: d.to_words(),
            unranked: UnrankedMemRef {
                rank: d.rank() as i64,
                descriptor: std::ptr::null_mut(),
            },
        });
        b.unranked.descriptor = b.words.as_mut_ptr().cast::<c_void>();
        b
    }
}

/// Copies `src` into `dst` through the runtime's `memrefCopy` (which counts the copy).
pub fn memref_copy(src: &Desc, dst: &Desc) {
    let mut s = CDesc::new(src);
    let mut d = CDesc::new(dst);
    // SAFETY: both descriptors describe buffers the program allocated; the shapes agree.
    unsafe { ru::memrefCopy(src.elem.bytes(), &mut s.unranked, &mut d.unranked) };
}

impl Interp<'_> {
    /// Calls the external function `name` (declared by `func`) with `args`.
    pub fn call_external(
        &mut self,
        func: OpId,
        name: &str,
        args: &[Val],
        results: &[TypeId],
        at: OpId,
    ) -> IResult<Vec<Val>> {
        let m = self.m;
        let desc = |i: usize| -> IResult<Desc> {
            args.get(i)
                .and_then(|a| a.desc().cloned())
                .ok_or_else(|| op_error(m, at, format!("passes a non-memref to '@{name}'")))
        };
        let int = |i: usize| args.get(i).map(|a| a.bits()).unwrap_or(0);
        let flt = |i: usize| args.get(i).map(|a| a.float()).unwrap_or(0.0);
        type Printer = unsafe extern "C" fn(i64, *mut c_void);
        let printer: Option<Printer> = match name {
            "printMemrefF32" => Some(ru::printMemrefF32),
            "printMemrefF64" => Some(ru::printMemrefF64),
            "printMemrefI8" => Some(ru::printMemrefI8),
            "printMemrefI16" => Some(ru::printMemrefI16),
            "printMemrefI32" => Some(ru::printMemrefI32),
            "printMemrefI64" => Some(ru::printMemrefI64),
            "printMemrefInd" => Some(ru::printMemrefInd),
            "printMemrefF16" => Some(ru::printMemrefF16),
            "printMemrefBF16" => Some(ru::printMemrefBF16),
            "printMemrefC32" => Some(ru::printMemrefC32),
            "printMemrefC64" => Some(ru::printMemrefC64),
            _ => None,
        };
        if let Some(p) = printer {
            let d = desc(0)?;
            let c = CDesc::new(&d);
            // SAFETY: the descriptor describes memory the program owns, of its rank.
            unsafe { p(d.rank() as i64, c.unranked.descriptor) };
            return Ok(vec![]);
        }
        if let Some(r) = apfloat_call(name, &|i| int(i)) {
            return Ok(r.into_iter().map(Val::Int).collect());
        }
        match name {
            "printF32" => ru::printF32(flt(0) as f32),
            "printF64" => ru::printF64(flt(0)),
            "printF16" => ru::printF16(int(0) as u16),
            "printBF16" => ru::printBF16(int(0) as u16),
            "printI64" => {
                let bits = arg_bits(m, func, 0);
                ru::printI64(sext(int(0), bits))
            }
            "printU64" => ru::printU64(int(0)),
            "printOpen" => ru::printOpen(),
            "printClose" => ru::printClose(),
            "printComma" => ru::printComma(),
            "printNewline" => ru::printNewline(),
            "printFlops" => ru::printFlops(flt(0)),
            "rtclock" => return Ok(vec![Val::F64(ru::rtclock())]),
            "nanoTime" | "_mlir_ciface_nanoTime" => {
                return Ok(vec![Val::Int(ru::_mlir_ciface_nanoTime() as u64)])
            }
            "memrefCopy" => {
                let (s, d) = (desc(1)?, desc(2)?);
                let mut cs = CDesc::new(&s);
                let mut cd = CDesc::new(&d);
                // SAFETY: the program passes descriptors of its own buffers.
                unsafe { ru::memrefCopy(int(0) as i64, &mut cs.unranked, &mut cd.unranked) };
            }
            _ if crate::codegen::rt::is_libm(name) => {
                let s = results
                    .first()
                    .and_then(|&t| crate::codegen::types::scalar(m, t).ok())
                    .unwrap_or(Scalar::F64);
                let r = match args {
                    [a] => libm1(name, s, a),
                    [a, b] => libm2(name, s, a, b),
                    _ => return Err(op_error(m, at, format!("calls '@{name}' wrongly"))),
                };
                return Ok(vec![r]);
            }
            _ => {
                return Err(op_error(
                    m,
                    at,
                    format!(
                    "calls the external function '@{name}', which the interpreter does not provide"
                ),
                ))
            }
        }
        Ok(vec![])
    }
}

/// The bit width of argument `i` of the declared function `func` (64 if unknown).
fn arg_bits(m: &crate::ir::Module, func: OpId, i: usize) -> u32 {
    if let Some(crate::ir::Attribute::Type(t)) = m.attr(func, "function_type") {
        if let crate::ir::TypeData::Function { inputs, .. } = m.ty(*t) {
            if let Some(&a) = inputs.get(i) {
                if let Ok(s) = crate::codegen::types::scalar(m, a) {
                    return s.bits();
                }
            }
        }
    }
    64
}

/// A call of MLIR's APFloat wrapper library (`_mlir_apfloat_*`, `printApFloat`), through the
/// entry points generated code links against; `int(i)` is argument `i`'s bits. `None` if
/// `name` is not one of them.
fn apfloat_call(name: &str, int: &dyn Fn(usize) -> u64) -> Option<Vec<u64>> {
    use crate::codegen::apfloat as ap;
    let s = int(0) as u32 as i32;
    let bin: Option<extern "C" fn(i32, u64, u64) -> u64> = match name {
        "_mlir_apfloat_add" => Some(ap::_mlir_apfloat_add),
        "_mlir_apfloat_subtract" => Some(ap::_mlir_apfloat_subtract),
        "_mlir_apfloat_multiply" => Some(ap::_mlir_apfloat_multiply),
        "_mlir_apfloat_divide" => Some(ap::_mlir_apfloat_divide),
        "_mlir_apfloat_remainder" => Some(ap::_mlir_apfloat_remainder),
        "_mlir_apfloat_minimum" => Some(ap::_mlir_apfloat_minimum),
        "_mlir_apfloat_maximum" => Some(ap::_mlir_apfloat_maximum),
        "_mlir_apfloat_minnum" => Some(ap::_mlir_apfloat_minnum),
        "_mlir_apfloat_maxnum" => Some(ap::_mlir_apfloat_maxnum),
        _ => None,
    };
    if let Some(f) = bin {
        return Some(vec![f(s, int(1), int(2))]);
    }
    let class: Option<extern "C" fn(i32, u64) -> u8> = match name {
        "_mlir_apfloat_isfinite" => Some(ap::_mlir_apfloat_isfinite),
        "_mlir_apfloat_isinfinite" => Some(ap::_mlir_apfloat_isinfinite),
        "_mlir_apfloat_isnan" => Some(ap::_mlir_apfloat_isnan),
        "_mlir_apfloat_isnormal" => Some(ap::_mlir_apfloat_isnormal),
        _ => None,
    };
    if let Some(f) = class {
        return Some(vec![f(s, int(1)) as u64 & 1]);
    }
    let r = match name {
        "_mlir_apfloat_compare" => ap::_mlir_apfloat_compare(s, int(1), int(2)) as u64,
        "_mlir_apfloat_convert" => ap::_mlir_apfloat_convert(s, int(1) as i32, int(2)),
        "_mlir_apfloat_convert_to_int" => {
            ap::_mlir_apfloat_convert_to_int(s, int(1) as i32, int(2) as u8, int(3))
        }
        "_mlir_apfloat_convert_from_int" => {
            ap::_mlir_apfloat_convert_from_int(s, int(1) as i32, int(2) as u8, int(3))
        }
        "_mlir_apfloat_neg" => ap::_mlir_apfloat_neg(s, int(1)),
        "_mlir_apfloat_abs" => ap::_mlir_apfloat_abs(s, int(1)),
        "_mlir_apfloat_fused_multiply_add" => {
            ap::_mlir_apfloat_fused_multiply_add(s, int(1), int(2), int(3))
        }
        "printApFloat" => {
            ap::printApFloat(s, int(1));
            return Some(vec![]);
        }
        _ => return None,
    };
    Some(vec![r])
}
