//! Benchmark baselines for `bufjit bench`, so CI can say "this commit made the generic
//! lowering 30% slower" and fail the job. `--save-baseline` writes every variant's timing
//! samples and exact per-call counts as JSON ([`Baseline`]); `--baseline` reads such a file
//! back and [`compare`]s: per variant, the change of the median time with a 95% confidence
//! interval from bootstrap resampling of the median ratio (as criterion does), and the changes
//! of the counts. [`Comparison::regressions`] is the gate: a variant fails when the whole
//! interval lies above `--max-regression`, or when its allocations or helper calls per call
//! grew (those counts are exact, so any growth is real).

use serde::{Deserialize, Serialize};

/// The `schema` of a baseline file.
pub const SCHEMA: &str = "bufjit-baseline/1";

/// The default of `--max-regression`, in percent: far above the noise of a median over a few
/// dozen samples, so the same kernel benched twice is not flagged.
pub const DEFAULT_MAX_REGRESSION: f64 = 10.0;

/// Bootstrap resamples per variant.
pub const RESAMPLES: usize = 10_000;

/// The confidence level of the interval.
pub const CONFIDENCE: f64 = 0.95;

/// The PRNG seed of the bootstrap: a constant, so the same samples give the same interval.
const SEED: u64 = 0x5EED_B0F5_1A7E_2026;

/// A saved benchmark run: the file (`bufjit-baseline/1`) `--save-baseline` writes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Baseline {
    /// Always [`SCHEMA`].
    pub schema: String,
    /// The benchmarked file, as given.
    pub file: String,
    /// The entry point.
    pub entry: String,
    /// One entry per variant, in the order benchmarked.
    pub variants: Vec<VariantSamples>,
}

/// One variant's samples and counts in a [`Baseline`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VariantSamples {
    /// The variant's name (`specialized`, `generic`, ...).
    pub name: String,
    /// The pipeline that ran (text).
    pub pipeline: String,
    /// Every timing sample, ns per call.
    pub samples_ns: Vec<f64>,
    /// Calls per sample.
    pub calls_per_sample: u64,
    /// Allocations one call makes.
    pub allocations: u64,
    /// Frees one call makes.
    pub frees: u64,
    /// Dealloc-helper calls one call makes.
    pub helper_calls: u64,
    /// Buffer copies one call makes.
    pub copies: u64,
}

impl Baseline {
    /// Reads and checks a baseline file.
    pub fn load(path: &str) -> Result<Baseline, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("error: could not read baseline '{path}': {e}"))?;
        let b: Baseline = serde_json::from_str(&text)
            .map_err(|e| format!("error: baseline '{path}' is not a bufjit baseline: {e}"))?;
        if b.schema != SCHEMA {
            return Err(format!(
                "error: baseline '{path}' has schema '{}', expected '{SCHEMA}'",
                b.schema
            ));
        }
        if let Some(v) = b.variants.iter().find(|v| v.samples_ns.is_empty()) {
            return Err(format!(
                "error: baseline '{path}' has no samples for variant '{}'",
                v.name
            ));
        }
        Ok(b)
    }

    /// Writes the baseline as pretty JSON.
    pub fn save(&self, path: &str) -> Result<(), String> {
        let text = serde_json::to_string_pretty(self).map_err(|e| format!("error: {e}"))?;
        std::fs::write(path, text + "\n")
            .map_err(|e| format!("error: could not write baseline '{path}': {e}"))
    }

    /// The variant named `name`, if saved.
    pub fn variant(&self, name: &str) -> Option<&VariantSamples> {
        self.variants.iter().find(|v| v.name == name)
    }
}

/// SplitMix64: a small, fast PRNG, good enough to pick bootstrap indices.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// An index in `0..n` (`n > 0`); the modulo bias is negligible for sample counts.
    fn below(&mut self, n: usize) -> usize {
        ((self.next() >> 11) % n as u64) as usize
    }
}

/// The median of `xs` (non-empty); reorders `xs`.
pub fn median(xs: &mut [f64]) -> f64 {
    let n = xs.len();
    let (_, &mut hi, _) = xs.select_nth_unstable_by(n / 2, f64::total_cmp);
    if n % 2 == 1 {
        hi
    } else {
        let lo = xs[..n / 2]
            .iter()
            .copied()
            .fold(f64::NEG_INFINITY, f64::max);
        (lo + hi) / 2.0
    }
}

/// The change of the median, as a fraction (`0.3` is 30% slower), with its interval.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Change {
    /// `median(new) / median(old) - 1`.
    pub point: f64,
    /// Lower end of the confidence interval.
    pub lower: f64,
    /// Upper end of the confidence interval.
    pub upper: f64,
}

/// Bootstraps the relative change of the median from `old` to `new` (both non-empty): each of
/// `resamples` rounds draws both sample sets with replacement and takes the ratio of their
/// medians; the interval is the central [`CONFIDENCE`] of those ratios, minus one.
pub fn median_change(old: &[f64], new: &[f64], resamples: usize) -> Change {
    let point = median(&mut new.to_vec()) / median(&mut old.to_vec()) - 1.0;
    let mut rng = SplitMix64(SEED);
    let (mut a, mut b) = (vec![0.0; old.len()], vec![0.0; new.len()]);
    let mut ratios = Vec::with_capacity(resamples);
    for _ in 0..resamples {
        for x in a.iter_mut() {
            *x = old[rng.below(old.len())];
        }
        for x in b.iter_mut() {
            *x = new[rng.below(new.len())];
        }
        ratios.push(median(&mut b) / median(&mut a) - 1.0);
    }
    ratios.sort_by(f64::total_cmp);
    let tail = (1.0 - CONFIDENCE) / 2.0;
    let at =
        |q: f64| ratios[((q * (ratios.len() - 1) as f64).round() as usize).min(ratios.len() - 1)];
    Change {
        point,
        lower: at(tail),
        upper: at(1.0 - tail),
    }
}

/// One variant compared with its baseline.
#[derive(Clone, Debug, PartialEq)]
pub struct VariantComparison {
    /// The variant's name.
    pub name: String,
    /// The change of the median time per call.
    pub time: Change,
    /// (baseline, now) allocations per call.
    pub allocations: (u64, u64),
    /// (baseline, now) frees per call.
    pub frees: (u64, u64),
    /// (baseline, now) helper calls per call.
    pub helper_calls: (u64, u64),
    /// (baseline, now) copies per call.
    pub copies: (u64, u64),
}

/// A run compared with a baseline.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// The variants both have, in the order of the new run.
    pub variants: Vec<VariantComparison>,
    /// Variants of the new run the baseline lacks.
    pub missing: Vec<String>,
}

/// Compares the new run's variants with the baseline's, by name.
pub fn compare(old: &Baseline, new: &Baseline) -> Comparison {
    let mut variants = Vec::new();
    let mut missing = Vec::new();
    for n in &new.variants {
        let Some(o) = old.variant(&n.name) else {
            missing.push(n.name.clone());
            continue;
        };
        variants.push(VariantComparison {
            name: n.name.clone(),
            time: median_change(&o.samples_ns, &n.samples_ns, RESAMPLES),
            allocations: (o.allocations, n.allocations),
            frees: (o.frees, n.frees),
            helper_calls: (o.helper_calls, n.helper_calls),
            copies: (o.copies, n.copies),
        });
    }
    Comparison { variants, missing }
}

/// A percentage with its sign: `+12.34%`.
fn pct(x: f64) -> String {
    format!("{:+.2}%", x * 100.0)
}

/// A count change: `4` when unchanged, `4 -> 5 (+1)` otherwise.
fn count((old, new): (u64, u64)) -> String {
    if old == new {
        new.to_string()
    } else {
        format!("{old} -> {new} ({:+})", new as i128 - old as i128)
    }
}

impl Comparison {
    /// The reasons the gate fails at `max_regression` percent; empty when it passes.
    pub fn regressions(&self, max_regression: f64) -> Vec<String> {
        let mut out = Vec::new();
        for v in &self.variants {
            if v.time.lower * 100.0 > max_regression {
                out.push(format!(
                    "{}: median time {} [{}, {}], above the allowed +{max_regression}%",
                    v.name,
                    pct(v.time.point),
                    pct(v.time.lower),
                    pct(v.time.upper)
                ));
            }
            if v.allocations.1 > v.allocations.0 {
                out.push(format!(
                    "{}: allocations per call grew {}",
                    v.name,
                    count(v.allocations)
                ));
            }
            if v.helper_calls.1 > v.helper_calls.0 {
                out.push(format!(
                    "{}: helper calls per call grew {}",
                    v.name,
                    count(v.helper_calls)
                ));
            }
        }
        out
    }

    /// The comparison table: per variant the median change with its interval, a verdict in
    /// criterion's words, and the counts (`old -> new (+d)` where they changed).
    pub fn table(&self, baseline_path: &str, max_regression: f64) -> String {
        let mut s = format!(
            "change against baseline {baseline_path} (median, {:.0}% interval, {RESAMPLES} bootstrap resamples)\n",
            CONFIDENCE * 100.0
        );
        s += &format!(
            "{:<18} {:>9} {:>22} {:<20} {:>14} {:>14} {:>14} {:>14}\n",
            "variant", "change", "interval", "verdict", "allocs", "frees", "helper calls", "copies"
        );
        for v in &self.variants {
            let t = v.time;
            let verdict = if t.lower * 100.0 > max_regression {
                "regressed"
            } else if t.lower > 0.0 {
                "slower (within limit)"
            } else if t.upper < 0.0 {
                "improved"
            } else {
                "no change"
            };
            s += &format!(
                "{:<18} {:>9} {:>22} {:<20} {:>14} {:>14} {:>14} {:>14}\n",
                v.name,
                pct(t.point),
                format!("[{}, {}]", pct(t.lower), pct(t.upper)),
                verdict,
                count(v.allocations),
                count(v.frees),
                count(v.helper_calls),
                count(v.copies)
            );
        }
        for m in &self.missing {
            s += &format!("{m:<18} not in the baseline\n");
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` samples around `center` with a deterministic ±5% jitter.
    fn noisy(center: f64, n: usize, seed: u64) -> Vec<f64> {
        let mut r = SplitMix64(seed);
        (0..n)
            .map(|_| center * (0.95 + 0.1 * (r.next() >> 11) as f64 / (1u64 << 53) as f64))
            .collect()
    }

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(median(&mut [3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&mut [4.0, 1.0, 3.0, 2.0]), 2.5);
        assert_eq!(median(&mut [7.0]), 7.0);
    }

    #[test]
    fn identical_distributions_give_an_interval_around_zero() {
        let old = noisy(1000.0, 30, 1);
        let new = noisy(1000.0, 30, 2);
        let c = median_change(&old, &new, RESAMPLES);
        assert!(c.lower <= 0.0 && 0.0 <= c.upper, "{c:?}");
        assert!(c.upper - c.lower < 0.1, "{c:?}");
        // Deterministic: the same samples give the same interval.
        assert_eq!(c, median_change(&old, &new, RESAMPLES));
    }

    #[test]
    fn three_times_slower_is_entirely_above_fifty_percent() {
        let old = noisy(1000.0, 30, 3);
        let new = noisy(3000.0, 30, 4);
        let c = median_change(&old, &new, RESAMPLES);
        assert!(c.lower > 0.5, "{c:?}");
        assert!((c.point - 2.0).abs() < 0.2, "{c:?}");
    }

    fn run(samples: Vec<f64>, allocations: u64, helper_calls: u64) -> Baseline {
        Baseline {
            schema: SCHEMA.into(),
            file: "k.mlir".into(),
            entry: "main".into(),
            variants: vec![VariantSamples {
                name: "generic".into(),
                pipeline: String::new(),
                samples_ns: samples,
                calls_per_sample: 10,
                allocations,
                frees: allocations,
                helper_calls,
                copies: 0,
            }],
        }
    }

    #[test]
    fn the_gate_flags_slowdowns_beyond_the_limit_and_grown_counts() {
        let old = run(noisy(1000.0, 20, 5), 4, 1);
        let same = compare(&old, &run(noisy(1000.0, 20, 6), 4, 1));
        assert!(same.regressions(DEFAULT_MAX_REGRESSION).is_empty());
        let slow = compare(&old, &run(noisy(3000.0, 20, 7), 4, 1));
        assert_eq!(slow.regressions(50.0).len(), 1, "{slow:?}");
        assert!(slow.regressions(500.0).is_empty());
        let more = compare(&old, &run(noisy(1000.0, 20, 8), 5, 2));
        let r = more.regressions(DEFAULT_MAX_REGRESSION);
        assert_eq!(r.len(), 2, "{r:?}");
        assert!(
            r[0].contains("allocations per call grew 4 -> 5 (+1)"),
            "{r:?}"
        );
        // Fewer allocations are an improvement, not a failure.
        let fewer = compare(&old, &run(noisy(1000.0, 20, 9), 3, 0));
        assert!(fewer.regressions(DEFAULT_MAX_REGRESSION).is_empty());
        assert!(fewer.table("b.json", 10.0).contains("4 -> 3 (-1)"));
    }

    #[test]
    fn baselines_round_trip_through_json() {
        let b = run(vec![1.5, 2.25, 3.0], 4, 1);
        let path =
            std::env::temp_dir().join(format!("bufjit-baseline-{}.json", std::process::id()));
        let path = path.to_string_lossy().into_owned();
        b.save(&path).unwrap();
        assert_eq!(Baseline::load(&path).unwrap(), b);
        std::fs::write(&path, "{\"schema\":\"other\"}").unwrap();
        assert!(Baseline::load(&path).is_err());
        let _ = std::fs::remove_file(&path);
    }
}
