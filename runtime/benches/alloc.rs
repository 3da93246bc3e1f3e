//! What checking costs: one allocate + free pair (64 bytes, 16-byte
//! alignment) while 1, 4,096 or 1,000,000 other blocks are live, through
//! the checked tracker, raw mimalloc (`mi_malloc`, what the tracker itself
//! calls for this request) and glibc malloc; `mi_malloc_aligned` for
//! reference.
//!
//! Target: checked ≤ 2× raw mimalloc at every live count.
//!
//! All run the same loop (`common::pair`), each with its own live set
//! (`mi_malloc_aligned` shares raw mimalloc's), all set up before any of
//! them is measured. Criterion measures them one after the other, so a
//! change in machine load between them shows up in the ratio;
//! `benches/alloc_ratio.rs` interleaves them instead.

mod common;

use std::time::Duration;

use bufjit_runtime::Tracker;
use common::{pair, Alloc, Checked, Glibc, Held, Mimalloc, MimallocAligned, LIVE};
use criterion::{criterion_group, criterion_main, BenchmarkGroup, BenchmarkId, Criterion};

fn bench<A: Alloc>(
    g: &mut BenchmarkGroup<'_, criterion::measurement::WallTime>,
    a: &A,
    live: usize,
) {
    g.bench_with_input(BenchmarkId::new(A::NAME, live), &live, |b, _| {
        b.iter(|| pair(a))
    });
}

fn pairs(c: &mut Criterion) {
    let mut g = c.benchmark_group("alloc_free_pair");
    g.measurement_time(Duration::from_secs(3))
        .warm_up_time(Duration::from_secs(1))
        .sample_size(50);
    for live in LIVE {
        let checked = Checked(Tracker::new());
        let held = (
            Held::new(&checked, live),
            Held::new(&Mimalloc, live),
            Held::new(&Glibc, live),
        );
        bench(&mut g, &checked, live);
        bench(&mut g, &Mimalloc, live);
        bench(&mut g, &Glibc, live);
        bench(&mut g, &MimallocAligned, live);
        drop(held);
    }
    g.finish();
}

criterion_group!(benches, pairs);
criterion_main!(benches);
