//! The checked/raw ratio of `benches/alloc.rs`, measured so that machine
//! load hits both sides alike: checked, raw mimalloc and glibc rounds
//! (`--pairs` alloc+free pairs each, default 200,000) are interleaved in one
//! process, in an order that rotates every round, with all three live sets
//! in place throughout. Reports, per live count, the median and range of
//! each side's per-pair time and the median and range of the per-round
//! ratio checked / mimalloc (each round against the mimalloc round next to
//! it in time).
//!
//! `cargo bench -p bufjit-runtime --bench alloc_ratio [-- --rounds N --pairs N --live N]`

mod common;

use std::time::Instant;

use bufjit_runtime::Tracker;
use common::{pairs, Alloc, Checked, Glibc, Held, Mimalloc, LIVE};

/// Nanoseconds per pair for one round of `n` pairs.
fn round<A: Alloc>(a: &A, n: u64) -> f64 {
    let t = Instant::now();
    pairs(a, n);
    t.elapsed().as_nanos() as f64 / n as f64
}

fn median(v: &[f64]) -> f64 {
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    let m = s.len() / 2;
    if s.len() % 2 == 1 {
        s[m]
    } else {
        (s[m - 1] + s[m]) / 2.0
    }
}

fn range(v: &[f64]) -> (f64, f64) {
    let lo = v.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = v.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    (lo, hi)
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

fn arg(args: &[String], name: &str, default: u64) -> u64 {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(|v| v.parse().expect("a number"))
        .unwrap_or(default)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rounds = arg(&args, "--rounds", 101) as usize;
    let n = arg(&args, "--pairs", 200_000);
    let only = arg(&args, "--live", 0) as usize;
    println!("load average {} ; {rounds} rounds of {n} pairs", loadavg());
    println!(
        "{:>9} | {:>22} | {:>22} | {:>22} | {:>22}",
        "live", "checked ns", "mimalloc ns", "glibc ns", "checked/mimalloc"
    );
    for live in LIVE.into_iter().filter(|&l| only == 0 || l == only) {
        let checked = Checked(Tracker::new());
        let held = (
            Held::new(&checked, live),
            Held::new(&Mimalloc, live),
            Held::new(&Glibc, live),
        );
        for _ in 0..10 {
            round(&checked, n);
            round(&Mimalloc, n);
            round(&Glibc, n);
        }
        let (mut c, mut m, mut g, mut ratio) = (vec![], vec![], vec![], vec![]);
        for r in 0..rounds {
            let (mut tc, mut tm, mut tg) = (0.0, 0.0, 0.0);
            for k in 0..3 {
                match (r + k) % 3 {
                    0 => tc = round(&checked, n),
                    1 => tm = round(&Mimalloc, n),
                    _ => tg = round(&Glibc, n),
                }
            }
            c.push(tc);
            m.push(tm);
            g.push(tg);
            ratio.push(tc / tm);
        }
        drop(held);
        assert!(checked.0.report().is_clean());
        let cell = |v: &[f64], unit: &str| {
            let (lo, hi) = range(v);
            format!("{:.2}{unit} [{lo:.2}–{hi:.2}]", median(v))
        };
        println!(
            "{live:>9} | {:>22} | {:>22} | {:>22} | {:>22}",
            cell(&c, ""),
            cell(&m, ""),
            cell(&g, ""),
            cell(&ratio, "×"),
        );
    }
    println!("load average {}", loadavg());
}
