//! What checking costs: one allocate + free pair (64 bytes, 16-byte
//! alignment) while 1, 4,096 or 1,000,000 other blocks are live, through
//! the checked tracker, raw mimalloc and glibc malloc.
//!
//! Target: checked ≤ 2× raw mimalloc at every live count.

use std::hint::black_box;
use std::time::Duration;

use bufjit_runtime::{SiteId, Tracker};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use libmimalloc_sys as mi;

const SIZE: usize = 64;
const ALIGN: usize = 16;
const LIVE: [usize; 3] = [1, 4096, 1_000_000];

fn pairs(c: &mut Criterion) {
    let mut g = c.benchmark_group("alloc_free_pair");
    g.measurement_time(Duration::from_secs(3))
        .warm_up_time(Duration::from_secs(1))
        .sample_size(50);
    for live in LIVE {
        // Checked.
        let t = Tracker::new();
        let held: Vec<*mut u8> = (0..live).map(|_| t.alloc(SIZE, ALIGN, SiteId(1))).collect();
        g.bench_with_input(BenchmarkId::new("checked", live), &live, |b, _| {
            b.iter(|| {
                let p = t.alloc(black_box(SIZE), ALIGN, SiteId(1));
                unsafe { t.free(black_box(p), SiteId(2)) }.unwrap();
            })
        });
        for p in held {
            unsafe { t.free(p, SiteId(2)) }.unwrap();
        }
        drop(t);

        // Raw mimalloc.
        let held: Vec<*mut u8> = (0..live)
            .map(|_| unsafe { mi::mi_malloc_aligned(SIZE, ALIGN) } as *mut u8)
            .collect();
        g.bench_with_input(BenchmarkId::new("mimalloc", live), &live, |b, _| {
            b.iter(|| unsafe {
                let p = mi::mi_malloc_aligned(black_box(SIZE), ALIGN);
                mi::mi_free(black_box(p));
            })
        });
        for p in held {
            unsafe { mi::mi_free(p.cast()) };
        }

        // glibc malloc (16-byte aligned by default on x86_64).
        let held: Vec<*mut u8> = (0..live)
            .map(|_| unsafe { libc::malloc(SIZE) } as *mut u8)
            .collect();
        g.bench_with_input(BenchmarkId::new("glibc", live), &live, |b, _| {
            b.iter(|| unsafe {
                let p = libc::malloc(black_box(SIZE));
                libc::free(black_box(p));
            })
        });
        for p in held {
            unsafe { libc::free(p.cast()) };
        }
    }
    g.finish();
}

criterion_group!(benches, pairs);
criterion_main!(benches);
