//! The runner utilities print exactly what `mlir-runner` 22 prints. Every
//! expected string here was recorded from `mlir-runner` with
//! `libmlir_runner_utils`/`libmlir_c_runner_utils` 22.1 (`{BASE}` stands for
//! the printed aligned pointer).

use std::ffi::c_void;

use bufjit_runtime::descriptor::{StridedMemRef, UnrankedMemRef};
use bufjit_runtime::print::{capture, capture_string};
use bufjit_runtime::runner_utils::*;

type Printer = unsafe extern "C" fn(i64, *mut c_void);

/// Prints `data` viewed with `offset`/`sizes`/`strides` through `f` and
/// returns what was printed and the expected text with `{BASE}` filled in.
fn print_with<T, const N: usize>(
    f: Printer,
    data: &mut [T],
    offset: i64,
    sizes: [i64; N],
    strides: [i64; N],
    expected: &[u8],
) -> (Vec<u8>, Vec<u8>) {
    let mut m = StridedMemRef::<T, N> {
        allocated: data.as_mut_ptr(),
        aligned: data.as_mut_ptr(),
        offset,
        sizes,
        strides,
    };
    let base = format!("{:#x}", data.as_ptr() as usize);
    let ((), out) = capture(|| unsafe { f(N as i64, (&mut m as *mut StridedMemRef<T, N>).cast()) });
    // Expected texts here are UTF-8; the raw-byte i8 case is checked apart.
    let text = String::from_utf8_lossy(expected).replace("{BASE}", &base);
    (out, text.into_bytes())
}

fn check<T, const N: usize>(
    f: Printer,
    data: &mut [T],
    sizes: [i64; N],
    strides: [i64; N],
    expected: &str,
) {
    let (got, want) = print_with(f, data, 0, sizes, strides, expected.as_bytes());
    assert_eq!(
        String::from_utf8_lossy(&got),
        String::from_utf8_lossy(&want)
    );
}

#[test]
fn f32_2x3_of_1_5() {
    check(
        printMemrefF32,
        &mut [1.5f32; 6],
        [2, 3],
        [3, 1],
        "Unranked Memref base@ = {BASE} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n[[1.5,   1.5,   1.5], \n [1.5,   1.5,   1.5]]\n",
    );
}

#[test]
fn f32_special_values() {
    let mut d = [
        1.0e10f32,
        0.333_333_34,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::from_bits(0x7FC0_0000),
        -0.0,
        1.0e-5,
        123_456_789.0,
        0.0001,
        100_000.0,
        1_000_000.0,
        -2.5,
    ];
    check(
        printMemrefF32,
        &mut d,
        [12],
        [1],
        "Unranked Memref base@ = {BASE} rank = 1 offset = 0 sizes = [12] strides = [1] data = \n[1e+10,  0.333333,  inf,  -inf,  nan,  -0,  1e-05,  1.23457e+08,  0.0001,  100000,  1e+06,  -2.5]\n",
    );
}

#[test]
fn f64_rank3() {
    let mut d = [
        1.0f64,
        2.25,
        0.1,
        1e100,
        3e-300,
        -7.0,
        f64::from_bits(0xFFF8_0000_0000_0000),
        4.9e-324,
    ];
    check(
        printMemrefF64,
        &mut d,
        [2, 2, 2],
        [4, 2, 1],
        "Unranked Memref base@ = {BASE} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data = \n[[[1,    2.25], \n  [0.1,    1e+100]], \n [[3e-300,    -7], \n  [-nan,    4.94066e-324]]]\n",
    );
}

#[test]
fn i8_prints_raw_bytes_like_mlir() {
    let mut d = [65i8, -1, 0, 127, -128];
    let mut m = StridedMemRef::<i8, 1> {
        allocated: d.as_mut_ptr(),
        aligned: d.as_mut_ptr(),
        offset: 0,
        sizes: [5],
        strides: [1],
    };
    let ((), got) =
        capture(|| unsafe { printMemrefI8(1, (&mut m as *mut StridedMemRef<i8, 1>).cast()) });
    let mut want = format!(
        "Unranked Memref base@ = {:#x} rank = 1 offset = 0 sizes = [5] strides = [1] data = \n",
        d.as_ptr() as usize
    )
    .into_bytes();
    want.extend_from_slice(b"[A,  \xff,  \x00,  \x7f,  \x80]\n");
    assert_eq!(got, want);
}

#[test]
fn i16_i32_i64_index() {
    check(
        printMemrefI16,
        &mut [-32768i16, 7, 32767],
        [3],
        [1],
        "Unranked Memref base@ = {BASE} rank = 1 offset = 0 sizes = [3] strides = [1] data = \n[-32768,  7,  32767]\n",
    );
    check(
        printMemrefI32,
        &mut [i32::MIN, 1, 2, i32::MAX],
        [2, 2],
        [2, 1],
        "Unranked Memref base@ = {BASE} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data = \n[[-2147483648,   1], \n [2,   2147483647]]\n",
    );
    check(
        printMemrefI64,
        &mut [i64::MIN, 0, i64::MAX],
        [3],
        [1],
        "Unranked Memref base@ = {BASE} rank = 1 offset = 0 sizes = [3] strides = [1] data = \n[-9223372036854775808,  0,  9223372036854775807]\n",
    );
    check(
        printMemrefInd,
        &mut [0u64, 5, u64::MAX],
        [3],
        [1],
        "Unranked Memref base@ = {BASE} rank = 1 offset = 0 sizes = [3] strides = [1] data = \n[0,  5,  18446744073709551615]\n",
    );
}

#[test]
fn rank0_and_single_elements() {
    check(
        printMemrefF32,
        &mut [2.5f32],
        [],
        [],
        "Unranked Memref base@ = {BASE} rank = 0 offset = 0 sizes = [] strides = [] data = \n[2.5]\n",
    );
    check(
        printMemrefF32,
        &mut [4.0f32],
        [1],
        [1],
        "Unranked Memref base@ = {BASE} rank = 1 offset = 0 sizes = [1] strides = [1] data = \n[4]\n",
    );
    check(
        printMemrefF32,
        &mut [4.0f32],
        [1, 1],
        [1, 1],
        "Unranked Memref base@ = {BASE} rank = 2 offset = 0 sizes = [1, 1] strides = [1, 1] data = \n[[4]]\n",
    );
    check(
        printMemrefI32,
        &mut [1i32, 2, 3],
        [1, 3],
        [3, 1],
        "Unranked Memref base@ = {BASE} rank = 2 offset = 0 sizes = [1, 3] strides = [3, 1] data = \n[[1,   2,   3]]\n",
    );
    check(
        printMemrefI32,
        &mut [1i32, 2, 3],
        [3, 1],
        [1, 1],
        "Unranked Memref base@ = {BASE} rank = 2 offset = 0 sizes = [3, 1] strides = [1, 1] data = \n[[1], \n [2], \n [3]]\n",
    );
}

#[test]
fn rank3_rank4_and_strided_view() {
    let mut d: Vec<i32> = (1..=24).collect();
    check(
        printMemrefI32,
        &mut d,
        [2, 3, 4],
        [12, 4, 1],
        "Unranked Memref base@ = {BASE} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data = \n[[[1,    2,    3,    4], \n  [5,    6,    7,    8], \n  [9,    10,    11,    12]], \n [[13,    14,    15,    16], \n  [17,    18,    19,    20], \n  [21,    22,    23,    24]]]\n",
    );
    let mut e: Vec<i64> = (1..=8).collect();
    check(
        printMemrefI64,
        &mut e,
        [2, 1, 2, 2],
        [4, 4, 2, 1],
        "Unranked Memref base@ = {BASE} rank = 4 offset = 0 sizes = [2, 1, 2, 2] strides = [4, 4, 2, 1] data = \n[[[[1,     2], \n   [3,     4]]], \n [[[5,     6], \n   [7,     8]]]]\n",
    );
    // memref.subview %n[1, 0, 1] [1, 3, 2] [1, 1, 2]
    let (got, want) = print_with(
        printMemrefI32,
        &mut d,
        13,
        [1, 3, 2],
        [12, 4, 2],
        b"Unranked Memref base@ = {BASE} rank = 3 offset = 13 sizes = [1, 3, 2] strides = [12, 4, 2] data = \n[[[14,    16], \n  [18,    20], \n  [22,    24]]]\n",
    );
    assert_eq!(
        String::from_utf8(got).unwrap(),
        String::from_utf8(want).unwrap()
    );
}

#[test]
fn empty_memrefs_keep_mlir_brackets_without_reading() {
    // MLIR prints one out-of-bounds element here; bufjit prints none.
    check(
        printMemrefF32,
        &mut [0f32; 0],
        [0],
        [1],
        "Unranked Memref base@ = {BASE} rank = 1 offset = 0 sizes = [0] strides = [1] data = \n[]\n",
    );
    check(
        printMemrefF32,
        &mut [0f32; 0],
        [3, 0],
        [0, 1],
        "Unranked Memref base@ = {BASE} rank = 2 offset = 0 sizes = [3, 0] strides = [0, 1] data = \n[[], \n [], \n []]\n",
    );
    check(
        printMemrefF32,
        &mut [0f32; 0],
        [0, 3],
        [3, 1],
        "Unranked Memref base@ = {BASE} rank = 2 offset = 0 sizes = [0, 3] strides = [3, 1] data = \n[[,   ,   ]]\n",
    );
}

#[test]
fn ciface_forms_and_null_descriptors() {
    let mut d = [1.5f64, 2.0];
    let mut m = StridedMemRef::<f64, 1> {
        allocated: d.as_mut_ptr(),
        aligned: d.as_mut_ptr(),
        offset: 0,
        sizes: [2],
        strides: [1],
    };
    let mut u = m.as_unranked();
    let s = capture_string(|| unsafe { _mlir_ciface_printMemrefF64(&mut u) });
    assert_eq!(
        s,
        format!(
            "Unranked Memref base@ = {:#x} rank = 1 offset = 0 sizes = [2] strides = [1] data = \n[1.5,  2]\n",
            d.as_ptr() as usize
        )
    );
    let s = capture_string(|| unsafe {
        _mlir_ciface_printMemrefF32(std::ptr::null_mut());
        printMemrefF32(2, std::ptr::null_mut());
        printMemrefF32(-1, (&mut m as *mut StridedMemRef<f64, 1>).cast());
    });
    assert_eq!(s, "");
    // A null aligned pointer prints as 0, like a C++ stream.
    let mut z = StridedMemRef::<f32, 1> {
        allocated: std::ptr::null_mut(),
        aligned: std::ptr::null_mut(),
        offset: 0,
        sizes: [0],
        strides: [1],
    };
    let mut zu = z.as_unranked();
    let s = capture_string(|| unsafe { _mlir_ciface_printMemrefF32(&mut zu) });
    assert_eq!(
        s,
        "Unranked Memref base@ = 0 rank = 1 offset = 0 sizes = [0] strides = [1] data = \n[]\n"
    );
}

#[test]
fn half_precision_printers() {
    // mlir-runner 22 on `vector.print` of f16 and bf16 values (printF16 / printBF16).
    let s = capture_string(|| {
        printF16(0xbc66);
        printNewline();
        printF16(0x63d0);
        printNewline();
        printF16(0x0001);
        printNewline();
        printBF16(0xbf8d);
        printNewline();
        printBF16(0x7fc0);
        printNewline();
    });
    assert_eq!(s, "-1.09961\n1000\n5.96046e-08\n-1.10156\nnan\n");
}

#[test]
fn scalar_printers_match_vector_print() {
    // Recorded from `vector.print` lowered to these calls.
    let s = capture_string(|| unsafe {
        printF32(1.5);
        printNewline();
        printF32(0.1);
        printNewline();
        printF64(1.0e20);
        printNewline();
        printI64(-42);
        printNewline();
        printI64(-1);
        printNewline();
        printOpen();
        printF32(1.0);
        printComma();
        printF32(2.5);
        printComma();
        printF32(3.0);
        printClose();
        printNewline();
        printOpen();
        printOpen();
        printI64(1);
        printComma();
        printI64(2);
        printClose();
        printComma();
        printOpen();
        printI64(3);
        printComma();
        printI64(4);
        printClose();
        printClose();
        printNewline();
        printString(c"hello\n".as_ptr());
        printString(std::ptr::null());
        printU64(u64::MAX);
        printNewline();
    });
    assert_eq!(
        s,
        "1.5\n0.1\n1e+20\n-42\n-1\n( 1, 2.5, 3 )\n( ( 1, 2 ), ( 3, 4 ) )\nhello\n18446744073709551615\n"
    );
}

#[test]
fn flops_and_clocks() {
    assert_eq!(format_flops(2.5e9), b"2.500000 GFLOPS\n");
    assert_eq!(format_flops(123.0), b"0.000000 GFLOPS\n");
    let s = capture_string(|| printFlops(1.0e12));
    assert_eq!(s, "1000.000000 GFLOPS\n");
    let t = rtclock();
    assert!(t > 1.6e9, "rtclock {t}");
    assert!(_mlir_ciface_nanoTime() > 1_600_000_000_000_000_000);
}

fn unranked<T, const N: usize>(m: &mut StridedMemRef<T, N>) -> UnrankedMemRef {
    m.as_unranked()
}

#[test]
fn memref_copy_strided() {
    // Copy the transposed 2x3 view of a 3x2 source into a contiguous 2x3.
    let mut src: Vec<i32> = (0..6).collect(); // 3x2 row-major
    let mut dst = vec![-1i32; 6];
    let mut s = StridedMemRef::<i32, 2> {
        allocated: src.as_mut_ptr(),
        aligned: src.as_mut_ptr(),
        offset: 0,
        sizes: [2, 3],
        strides: [1, 2],
    };
    let mut d = StridedMemRef::<i32, 2> {
        allocated: dst.as_mut_ptr(),
        aligned: dst.as_mut_ptr(),
        offset: 0,
        sizes: [2, 3],
        strides: [3, 1],
    };
    let (mut su, mut du) = (unranked(&mut s), unranked(&mut d));
    unsafe { memrefCopy(4, &mut su, &mut du) };
    assert_eq!(dst, vec![0, 2, 4, 1, 3, 5]);

    // Contiguous rows with offsets on both sides.
    let mut src: Vec<f64> = (0..12).map(|x| x as f64).collect();
    let mut dst = vec![0f64; 12];
    let mut s = StridedMemRef::<f64, 2> {
        allocated: src.as_mut_ptr(),
        aligned: src.as_mut_ptr(),
        offset: 5,
        sizes: [2, 2],
        strides: [4, 1],
    };
    let mut d = StridedMemRef::<f64, 2> {
        allocated: dst.as_mut_ptr(),
        aligned: dst.as_mut_ptr(),
        offset: 1,
        sizes: [2, 2],
        strides: [2, 1],
    };
    let (mut su, mut du) = (unranked(&mut s), unranked(&mut d));
    unsafe { memrefCopy(8, &mut su, &mut du) };
    assert_eq!(&dst[..6], &[0.0, 5.0, 6.0, 9.0, 10.0, 0.0]);

    // Rank 0 copies one element; empty copies nothing.
    let (mut a, mut b) = ([7u8], [0u8]);
    let mut s0 = StridedMemRef::<u8, 0> {
        allocated: a.as_mut_ptr(),
        aligned: a.as_mut_ptr(),
        offset: 0,
        sizes: [],
        strides: [],
    };
    let mut d0 = StridedMemRef::<u8, 0> {
        allocated: b.as_mut_ptr(),
        aligned: b.as_mut_ptr(),
        offset: 0,
        sizes: [],
        strides: [],
    };
    let (mut su, mut du) = (unranked(&mut s0), unranked(&mut d0));
    unsafe { memrefCopy(1, &mut su, &mut du) };
    assert_eq!(b, [7]);
    let mut e = StridedMemRef::<u8, 1> {
        allocated: a.as_mut_ptr(),
        aligned: a.as_mut_ptr(),
        offset: 0,
        sizes: [0],
        strides: [1],
    };
    let mut f = StridedMemRef::<u8, 1> {
        allocated: std::ptr::null_mut(),
        aligned: std::ptr::null_mut(),
        offset: 0,
        sizes: [0],
        strides: [1],
    };
    let (mut su, mut du) = (unranked(&mut e), unranked(&mut f));
    unsafe { memrefCopy(1, &mut su, &mut du) };
    unsafe { memrefCopy(1, std::ptr::null_mut(), &mut du) };
}

#[test]
fn symbol_table_lists_every_entry_point() {
    let syms = bufjit_runtime::symbols();
    for name in [
        "bufjit_rt_alloc",
        "bufjit_rt_alloc_log2",
        "bufjit_rt_free",
        "bufjit_rt_thread",
        "bufjit_rt_alloc_on",
        "bufjit_rt_free_on",
        "bufjit_rt_realloc",
        "bufjit_rt_register_site",
        "printMemrefF32",
        "_mlir_ciface_printMemrefInd",
        "memrefCopy",
        "printNewline",
        "rtclock",
    ] {
        assert!(
            syms.iter().any(|(n, p)| *n == name && !p.is_null()),
            "{name}"
        );
    }
}
