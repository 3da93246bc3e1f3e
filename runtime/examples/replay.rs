//! Replays the allocation pattern of two issue-15 kernels through the C entry points, for
//! callgrind: `replay fresh N` / `replay nested N`.
use bufjit_runtime::abi::{bufjit_rt_alloc_log2, bufjit_rt_count_helper_call, bufjit_rt_free};
use std::hint::black_box;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u64 = args[2].parse().unwrap();
    let mut sum = 0u64;
    match args[1].as_str() {
        "fresh" => {
            for i in 0..n {
                let a = bufjit_rt_alloc_log2(black_box((i % 13 + 8) * 8), 6, 1);
                let b = bufjit_rt_alloc_log2(black_box((i % 7 + 5) * 8), 6, 1);
                bufjit_rt_count_helper_call();
                sum += a as u64 ^ b as u64;
                unsafe {
                    sum += bufjit_rt_free(black_box(a), 2) as u64;
                    sum += bufjit_rt_free(black_box(b), 2) as u64;
                }
            }
        }
        _ => {
            for i in 0..n {
                for j in 0..3 {
                    let a = bufjit_rt_alloc_log2(black_box(((i + j) % 17 + 4) * 8), 6, 1);
                    let b = bufjit_rt_alloc_log2(black_box(8), 6, 1);
                    sum += a as u64 ^ b as u64;
                    unsafe {
                        sum += bufjit_rt_free(black_box(a), 2) as u64;
                        sum += bufjit_rt_free(black_box(b), 2) as u64;
                    }
                }
            }
        }
    }
    println!("{sum}");
}
