//! The C entry points of MLIR's APFloat wrapper library (`_mlir_apfloat_add`, ...,
//! `printApFloat`), which programs lowered by `--convert-arith-to-apfloat` call; generated
//! code links against these, and the interpreter calls them by name
//! ([`crate::interp`]'s externals). Their meaning lives in [`crate::semantics::apfloat`].

use crate::semantics::apfloat::{self as ap, Binary, Class};

macro_rules! binary {
    ($($name:ident => $op:ident),* $(,)?) => {$(
        #[doc = concat!("`", stringify!($name), "(semantics, a, b)`.")]
        pub extern "C" fn $name(sem: i32, a: u64, b: u64) -> u64 {
            ap::binary(Binary::$op, sem, a, b)
        }
    )*};
}

binary! {
    _mlir_apfloat_add => Add,
    _mlir_apfloat_subtract => Subtract,
    _mlir_apfloat_multiply => Multiply,
    _mlir_apfloat_divide => Divide,
    _mlir_apfloat_remainder => Remainder,
    _mlir_apfloat_minimum => Minimum,
    _mlir_apfloat_maximum => Maximum,
    _mlir_apfloat_minnum => Minnum,
    _mlir_apfloat_maxnum => Maxnum,
}

macro_rules! class {
    ($($name:ident => $c:ident),* $(,)?) => {$(
        #[doc = concat!("`", stringify!($name), "(semantics, a)`.")]
        pub extern "C" fn $name(sem: i32, a: u64) -> u8 {
            ap::classify(Class::$c, sem, a) as u8
        }
    )*};
}

class! {
    _mlir_apfloat_isfinite => Finite,
    _mlir_apfloat_isinfinite => Infinite,
    _mlir_apfloat_isnan => Nan,
    _mlir_apfloat_isnormal => Normal,
}

/// `_mlir_apfloat_compare(semantics, a, b)`: 0 less, 1 equal, 2 greater, 3 unordered.
pub extern "C" fn _mlir_apfloat_compare(sem: i32, a: u64, b: u64) -> u8 {
    ap::compare(sem, a, b)
}

/// `_mlir_apfloat_convert(from, to, a)`.
pub extern "C" fn _mlir_apfloat_convert(from: i32, to: i32, a: u64) -> u64 {
    ap::convert(from, to, a)
}

/// `_mlir_apfloat_convert_to_int(semantics, width, unsigned, a)`.
pub extern "C" fn _mlir_apfloat_convert_to_int(sem: i32, width: i32, unsigned: u8, a: u64) -> u64 {
    ap::to_int(sem, width as u32, unsigned & 1 != 0, a)
}

/// `_mlir_apfloat_convert_from_int(semantics, width, unsigned, a)`.
pub extern "C" fn _mlir_apfloat_convert_from_int(
    sem: i32,
    width: i32,
    unsigned: u8,
    a: u64,
) -> u64 {
    ap::from_int(sem, width as u32, unsigned & 1 != 0, a)
}

/// `_mlir_apfloat_neg(semantics, a)`.
pub extern "C" fn _mlir_apfloat_neg(sem: i32, a: u64) -> u64 {
    ap::neg(sem, a)
}

/// `_mlir_apfloat_abs(semantics, a)`.
pub extern "C" fn _mlir_apfloat_abs(sem: i32, a: u64) -> u64 {
    ap::abs(sem, a)
}

/// `_mlir_apfloat_fused_multiply_add(semantics, a, b, c)`.
pub extern "C" fn _mlir_apfloat_fused_multiply_add(sem: i32, a: u64, b: u64, c: u64) -> u64 {
    ap::fma(sem, a, b, c)
}

#[allow(non_snake_case)]
/// `printApFloat(semantics, a)`: the value as `printF64` prints it (`%g`), no newline.
pub extern "C" fn printApFloat(sem: i32, a: u64) {
    bufjit_runtime::runner_utils::printF64(ap::value(sem, a));
}

/// The entry points with their names.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    macro_rules! table {
        ($($f:ident),* $(,)?) => { vec![$((stringify!($f), $f as *const u8)),*] };
    }
    table![
        _mlir_apfloat_add,
        _mlir_apfloat_subtract,
        _mlir_apfloat_multiply,
        _mlir_apfloat_divide,
        _mlir_apfloat_remainder,
        _mlir_apfloat_minimum,
        _mlir_apfloat_maximum,
        _mlir_apfloat_minnum,
        _mlir_apfloat_maxnum,
        _mlir_apfloat_isfinite,
        _mlir_apfloat_isinfinite,
        _mlir_apfloat_isnan,
        _mlir_apfloat_isnormal,
        _mlir_apfloat_compare,
        _mlir_apfloat_convert,
        _mlir_apfloat_convert_to_int,
        _mlir_apfloat_convert_from_int,
        _mlir_apfloat_neg,
        _mlir_apfloat_abs,
        _mlir_apfloat_fused_multiply_add,
        printApFloat,
    ]
}
