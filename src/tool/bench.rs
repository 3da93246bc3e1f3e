//! `bufjit bench FILE`: times one entry point of the user's kernel under several dealloc
//! lowerings, so the same deallocs can be measured specialized and through the generic helper
//! (heap or stack lists). For each variant the `--pipeline=auto` choice runs with that
//! lowering's options, the module is JIT-compiled once, the entry point is warmed up and then
//! timed in samples of many calls, as criterion does (median, min, max, samples). One extra
//! call counts, exactly, the allocations, frees and dealloc-helper calls a call makes (the
//! generated `@dealloc_helper`/`@dealloc_helper_nlogn` count their calls in the allocator's
//! statistics, [`bufjit_runtime::tracker::Stats::helper_calls`]). Prints a
//! table (or JSON) and can draw a bar chart (ns per call with min–max whiskers) as SVG.
//! `--save-baseline` keeps the samples and counts, `--baseline` compares with them and gates
//! regressions (see [`super::baseline`]); the plot then shows both runs' samples.

use crate::codegen::engine::{Jit, RetVal};
use crate::codegen::{CodegenOptions, OptLevel};
use crate::diag::Source;
use crate::exec::{EXIT_COMPILE_ERROR, EXIT_MEMORY_VIOLATION};
use crate::parse::Parser;
use crate::tool::baseline::{self, Baseline, VariantSamples};
use clap::builder::{PossibleValue, TypedValueParser};
use clap::ValueEnum;
use std::time::{Duration, Instant};

/// A dealloc lowering `bufjit bench` can measure.
#[derive(Debug)]
pub struct Variant {
    /// Its name in `--variants`, the table and the plot.
    pub name: &'static str,
    /// The options of the dealloc lowering passes.
    pub options: &'static [(&'static str, &'static str)],
    /// What it is.
    pub about: &'static str,
}

/// The lowering variants.
pub const VARIANTS: &[Variant] = &[
    Variant {
        name: "specialized",
        options: &[("helper-storage", "heap")],
        about: "MLIR's lowering: inline where a specialized lowering applies, else the generic helper with heap lists",
    },
    Variant {
        name: "specialized-stack",
        options: &[("helper-storage", "stack")],
        about: "bufjit run's default: inline where specialized, else the generic helper with stack lists",
    },
    Variant {
        name: "generic",
        options: &[("helper-storage", "heap"), ("force-generic", "true")],
        about: "every dealloc through MLIR's generic helper, heap lists",
    },
    Variant {
        name: "generic-stack",
        options: &[("helper-storage", "stack"), ("force-generic", "true")],
        about: "every dealloc through the generic helper, stack lists",
    },
];

/// The name of one of the [`VARIANTS`], as `--variants` takes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum VariantName {
    /// `specialized`.
    Specialized,
    /// `specialized-stack`.
    SpecializedStack,
    /// `generic`.
    Generic,
    /// `generic-stack`.
    GenericStack,
}

impl VariantName {
    /// The variant this names.
    pub fn variant(self) -> &'static Variant {
        let name = super::options::word(&self);
        VARIANTS
            .iter()
            .find(|v| v.name == name)
            .expect("every variant name is in VARIANTS")
    }
}

/// The `--variants` list: comma-separated [`VariantName`]s (blanks around them and empty
/// items are ignored), in the order given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantList(pub Vec<VariantName>);

/// Parses `--variants`, rejecting an unknown name with
/// `unknown variant 'x' (expected one of: specialized, ...)`.
#[derive(Clone)]
pub struct VariantListParser;

impl TypedValueParser for VariantListParser {
    type Value = VariantList;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<VariantList, clap::Error> {
        let text = value.to_string_lossy();
        let mut chosen = Vec::new();
        for v in text.split(',').map(str::trim).filter(|v| !v.is_empty()) {
            match VariantName::from_str(v, false) {
                Ok(x) => chosen.push(x),
                Err(_) => {
                    let known: Vec<&str> = VARIANTS.iter().map(|x| x.name).collect();
                    let message = format!(
                        "unknown variant '{v}' (expected one of: {})",
                        known.join(", ")
                    );
                    return Err(super::options::usage_error(cmd, message));
                }
            }
        }
        Ok(VariantList(chosen))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            VariantName::value_variants()
                .iter()
                .filter_map(|v| v.to_possible_value()),
        ))
    }
}

/// `bufjit bench` flags.
#[derive(clap::Args, Debug, Clone)]
pub struct BenchArgs {
    /// Input file.
    pub input: String,
    /// Entry point (no arguments).
    #[arg(short = 'e', default_value = "main")]
    pub entry: String,
    /// Comma-separated lowering variants: specialized, specialized-stack, generic,
    /// generic-stack.
    #[arg(
        long = "variants",
        default_value = "specialized,generic,generic-stack",
        value_parser = VariantListParser
    )]
    pub variants: VariantList,
    /// Print JSON instead of the table.
    #[arg(long = "json")]
    pub json: bool,
    /// Draw ns per call per variant (median, min–max whiskers) as SVG to this file; with
    /// --baseline, every sample of the baseline and of this run side by side, with boxes.
    #[arg(long = "plot")]
    pub plot: Option<String>,
    /// Save every variant's samples and per-call counts as a JSON baseline to this file.
    #[arg(long = "save-baseline", value_name = "PATH.json")]
    pub save_baseline: Option<String>,
    /// Compare with a saved baseline: per variant the median change with a 95% bootstrap
    /// interval and the count changes; exit 1 on a regression (see --max-regression).
    #[arg(long = "baseline", value_name = "PATH.json")]
    pub baseline: Option<String>,
    /// With --baseline: a variant regressed when its whole interval is more than PCT percent
    /// slower, or when its allocations or helper calls per call grew.
    #[arg(long = "max-regression", value_name = "PCT", default_value_t = super::baseline::DEFAULT_MAX_REGRESSION)]
    pub max_regression: f64,
    /// Seconds of warm-up per variant.
    #[arg(long = "warm-up-time", default_value_t = 0.5)]
    pub warm_up_time: f64,
    /// Seconds of measurement per variant (spread over the samples).
    #[arg(long = "measurement-time", default_value_t = 1.0)]
    pub measurement_time: f64,
    /// Samples per variant.
    #[arg(long = "sample-size", default_value_t = 30)]
    pub sample_size: usize,
    /// Say on stderr which pipeline ran for each variant.
    #[arg(short = 'v', long = "verbose")]
    pub verbose: bool,
    /// Threads the outermost parallel loops run on (as `bufjit run --threads`; default: the
    /// available cores).
    #[arg(long = "threads", value_name = "N", value_parser = crate::tool::options::parse_threads)]
    pub threads: Option<u64>,
}

/// The measurement of one variant.
#[derive(Clone, Debug, PartialEq)]
pub struct VariantResult {
    /// Variant name.
    pub name: String,
    /// The pipeline that ran (text), empty if none.
    pub pipeline: String,
    /// Median ns per call over the samples.
    pub median_ns: f64,
    /// Fastest sample, ns per call.
    pub min_ns: f64,
    /// Slowest sample, ns per call.
    pub max_ns: f64,
    /// Number of samples.
    pub samples: usize,
    /// Calls per sample.
    pub iterations: u64,
    /// Allocations one call makes.
    pub allocations: u64,
    /// Frees one call makes.
    pub frees: u64,
    /// Dealloc-helper calls one call makes.
    pub helper_calls: u64,
    /// Highest live heap bytes during one call (a separate `bufjit run` of the same pipeline,
    /// whose whole run is one call); `None` when the input cannot be run again (stdin).
    pub peak_bytes: Option<u64>,
    /// Buffer copies one call makes.
    pub copies: u64,
    /// Every sample, ns per call, in the order measured.
    pub samples_ns: Vec<f64>,
}

/// A compiled variant's entry point, callable without arguments.
enum Entry<'j> {
    Void(crate::codegen::engine::TypedFn<'j, (), ()>),
    Dynamic(&'j Jit, String),
}

impl Entry<'_> {
    #[inline]
    fn call(&self) {
        match self {
            Entry::Void(f) => f.call(()),
            Entry::Dynamic(j, name) => {
                let r: Vec<RetVal> = j.call(name, &[]).unwrap_or_default();
                std::hint::black_box(r);
            }
        }
    }
}

/// The colours of the plots' variants, in order (cycled when there are more variants).
const PALETTE: [plotters::style::RGBColor; 4] = [
    plotters::style::RGBColor(66, 133, 244),
    plotters::style::RGBColor(219, 68, 55),
    plotters::style::RGBColor(244, 160, 0),
    plotters::style::RGBColor(15, 157, 88),
];

/// Times `entry`: warm-up, then `samples` samples of equally many calls.
fn measure(
    entry: &Entry<'_>,
    warm_up: Duration,
    measurement: Duration,
    samples: usize,
) -> (Vec<f64>, u64) {
    // Warm-up: doubling batches until the time is spent; estimates the cost of a call.
    let start = Instant::now();
    let (mut calls, mut batch) = (0u64, 1u64);
    loop {
        for _ in 0..batch {
            entry.call();
        }
        calls += batch;
        if start.elapsed() >= warm_up {
            break;
        }
        batch = batch.saturating_mul(2);
    }
    let per_call = start.elapsed().as_secs_f64() / calls as f64;
    let per_sample = measurement.as_secs_f64() / samples as f64;
    let iterations = ((per_sample / per_call.max(1e-9)) as u64).max(1);
    let mut ns = Vec::with_capacity(samples);
    for _ in 0..samples {
        let t = Instant::now();
        for _ in 0..iterations {
            entry.call();
        }
        ns.push(t.elapsed().as_nanos() as f64 / iterations as f64);
    }
    (ns, iterations)
}

/// Prepares, compiles and measures one variant.
fn bench_variant(variant: &Variant, text: &str, args: &BenchArgs) -> Result<VariantResult, String> {
    let (name, lower) = (variant.name, variant.options);
    let src = Source {
        name: &args.input,
        text,
        first_line: 1,
    };
    let render = |diags: &[crate::diag::Diagnostic]| {
        let mut out = String::new();
        for d in diags {
            src.render(d, &mut out);
        }
        out.trim_end().to_string()
    };
    let mut m = Parser::new(text, &args.input, 1)
        .parse_module()
        .map_err(|d| render(&[d]))?;
    crate::verify::verify(&m).map_err(|d| render(&d))?;
    let (mut pipeline, why) = crate::tool::run::resolve_pipeline("auto", &m, Some(lower))?;
    let threads = args
        .threads
        .unwrap_or_else(crate::tool::options::default_threads);
    if threads > 1 {
        crate::transforms::pipeline::mark_parallel_loops(&mut pipeline);
    }
    if args.verbose {
        eprintln!("{name} ({}): {why}", variant.about);
    }
    crate::transforms::run_pipeline_strict(&mut m, &pipeline).map_err(|d| render(&[d]))?;
    crate::verify::verify(&m).map_err(|d| render(&d))?;
    let opts = CodegenOptions {
        opt_level: OptLevel::Speed,
        verify: false,
        threads,
        ..CodegenOptions::default()
    };
    let jit = Jit::compile(&m, &opts).map_err(|d| render(&d))?;
    let f = jit
        .function(&args.entry)
        .ok_or_else(|| format!("error: entry point '@{}' not found", args.entry))?;
    if !f.inputs.is_empty() {
        return Err(format!(
            "error: entry point '@{}' takes arguments; bench calls it without any",
            args.entry
        ));
    }
    let entry = if f.results.is_empty() {
        Entry::Void(
            jit.func::<(), ()>(&args.entry)
                .map_err(|e| format!("error: {e}"))?,
        )
    } else {
        Entry::Dynamic(&jit, args.entry.clone())
    };
    // One call, counted exactly (the allocator's counts are exact on one thread).
    let tracker = bufjit_runtime::global();
    let s0 = tracker.stats();
    entry.call();
    let s1 = tracker.stats();
    let (samples_ns, iterations) = measure(
        &entry,
        Duration::from_secs_f64(args.warm_up_time),
        Duration::from_secs_f64(args.measurement_time),
        args.sample_size,
    );
    let mut ns = samples_ns.clone();
    ns.sort_by(f64::total_cmp);
    let median = if ns.len() % 2 == 1 {
        ns[ns.len() / 2]
    } else {
        (ns[ns.len() / 2 - 1] + ns[ns.len() / 2]) / 2.0
    };
    let pipeline = if pipeline.is_empty() {
        String::new()
    } else {
        crate::transforms::pipeline::pipeline_text(&pipeline)
    };
    // The tracker's peak covers the whole process (every variant, every call): one call's
    // peak comes from a run of its own.
    let peak_bytes = (args.input != "-")
        .then(|| {
            let p = if pipeline.is_empty() {
                "none"
            } else {
                &pipeline
            };
            crate::tool::compare::count_run(&args.input, &args.entry, p).ok()
        })
        .flatten()
        .map(|m| m.peak_bytes);
    Ok(VariantResult {
        name: name.to_string(),
        pipeline,
        peak_bytes,
        median_ns: median,
        min_ns: ns[0],
        max_ns: ns[ns.len() - 1],
        samples: ns.len(),
        iterations,
        allocations: s1.allocations - s0.allocations,
        frees: s1.frees - s0.frees,
        helper_calls: s1.helper_calls - s0.helper_calls,
        copies: s1.copies - s0.copies,
        samples_ns,
    })
}

/// A duration in ns as criterion prints it: `812.40 ns`, `1.2345 µs`, `3.4567 ms`.
pub fn format_ns(ns: f64) -> String {
    let (v, unit) = if ns < 1e3 {
        (ns, "ns")
    } else if ns < 1e6 {
        (ns / 1e3, "µs")
    } else if ns < 1e9 {
        (ns / 1e6, "ms")
    } else {
        (ns / 1e9, "s")
    };
    let digits = if v < 10.0 {
        4
    } else if v < 100.0 {
        3
    } else {
        2
    };
    format!("{v:.digits$} {unit}")
}

/// The table `bufjit bench` prints.
pub fn table(file: &str, entry: &str, results: &[VariantResult]) -> String {
    let mut s = format!("bufjit bench {file} @{entry}: time per call (median [min, max] over samples) and counts per call\n");
    s += &format!(
        "{:<18} {:>12} {:>12} {:>12} {:>8} {:>10} {:>8} {:>8} {:>13} {:>11}\n",
        "variant",
        "median",
        "min",
        "max",
        "samples",
        "calls",
        "allocs",
        "frees",
        "helper calls",
        "peak bytes"
    );
    for r in results {
        s += &format!(
            "{:<18} {:>12} {:>12} {:>12} {:>8} {:>10} {:>8} {:>8} {:>13} {:>11}\n",
            r.name,
            format_ns(r.median_ns),
            format_ns(r.min_ns),
            format_ns(r.max_ns),
            r.samples,
            r.iterations,
            r.allocations,
            r.frees,
            r.helper_calls,
            r.peak_bytes.map_or("-".to_string(), |p| p.to_string())
        );
    }
    s
}

/// The JSON report (`bufjit-bench/1`).
pub fn json(file: &str, entry: &str, results: &[VariantResult]) -> String {
    let js = |s: &str| {
        let mut o = String::new();
        bufjit_runtime::report::json_string(&mut o, s);
        o
    };
    let vs: Vec<String> = results
        .iter()
        .map(|r| {
            format!(
                "{{\"name\":{},\"pipeline\":{},\"median_ns\":{:.3},\"min_ns\":{:.3},\"max_ns\":{:.3},\"samples\":{},\"calls_per_sample\":{},\"allocations_per_call\":{},\"frees_per_call\":{},\"helper_calls_per_call\":{},\"peak_bytes\":{}}}",
                js(&r.name),
                js(&r.pipeline),
                r.median_ns,
                r.min_ns,
                r.max_ns,
                r.samples,
                r.iterations,
                r.allocations,
                r.frees,
                r.helper_calls,
                r.peak_bytes.map_or("null".to_string(), |p| p.to_string())
            )
        })
        .collect();
    format!(
        "{{\"schema\":\"bufjit-bench/1\",\"file\":{},\"entry\":{},\"variants\":[{}]}}\n",
        js(file),
        js(entry),
        vs.join(",")
    )
}

/// Draws the bar chart: one bar per variant (median ns per call) with a min–max whisker.
pub fn plot_svg(title: &str, results: &[VariantResult]) -> Result<String, String> {
    use plotters::prelude::*;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (720, 420)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let top = results
            .iter()
            .map(|r| r.max_ns)
            .fold(0.0f64, f64::max)
            .max(1.0)
            * 1.15;
        let n = results.len();
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 18))
            .margin(16)
            .x_label_area_size(36)
            .y_label_area_size(64)
            // A segmented `0..k` has the k + 1 slots 0..=k: one per variant.
            .build_cartesian_2d((0..n - 1).into_segmented(), 0.0..top)
            .map_err(|e| e.to_string())?;
        let names: Vec<String> = results.iter().map(|r| r.name.clone()).collect();
        chart
            .configure_mesh()
            .disable_x_mesh()
            .y_desc("ns per call")
            .y_label_formatter(&|v| format!("{v:.0}"))
            .x_labels(n)
            .x_label_formatter(&|x| match x {
                SegmentValue::CenterOf(i) => names.get(*i).cloned().unwrap_or_default(),
                _ => String::new(),
            })
            .draw()
            .map_err(|e| e.to_string())?;
        let colors = PALETTE;
        for (i, r) in results.iter().enumerate() {
            let c = colors[i % colors.len()];
            let mut bar = Rectangle::new(
                [
                    (SegmentValue::Exact(i), 0.0),
                    (SegmentValue::Exact(i + 1), r.median_ns),
                ],
                c.mix(0.8).filled(),
            );
            bar.set_margin(0, 0, 18, 18);
            chart
                .draw_series(std::iter::once(bar))
                .map_err(|e| e.to_string())?;
            let mid = SegmentValue::CenterOf(i);
            chart
                .draw_series(std::iter::once(PathElement::new(
                    vec![(mid.clone(), r.min_ns), (mid.clone(), r.max_ns)],
                    BLACK.stroke_width(2),
                )))
                .map_err(|e| e.to_string())?;
            chart
                .draw_series(std::iter::once(Text::new(
                    format_ns(r.median_ns),
                    (mid, r.max_ns + top * 0.02),
                    ("sans-serif", 13).into_font(),
                )))
                .map_err(|e| e.to_string())?;
        }
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

/// Runs `bufjit bench`; returns the exit status (2 if the kernel violated the allocator).
pub fn main(args: BenchArgs) -> i32 {
    let chosen: Vec<&Variant> = args.variants.0.iter().map(|v| v.variant()).collect();
    let timings_ok = args.warm_up_time.is_finite()
        && args.warm_up_time >= 0.0
        && args.measurement_time.is_finite()
        && args.measurement_time >= 0.0;
    if chosen.is_empty() || args.sample_size == 0 || !timings_ok {
        eprintln!("error: bench needs at least one variant, one sample and non-negative times");
        return EXIT_COMPILE_ERROR;
    }
    if !(args.max_regression.is_finite() && args.max_regression >= 0.0) {
        eprintln!("error: --max-regression needs a non-negative percentage");
        return EXIT_COMPILE_ERROR;
    }
    // Read the baseline first: a missing or broken file fails before the measurement.
    let old = match args.baseline.as_deref().map(Baseline::load).transpose() {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{e}");
            return EXIT_COMPILE_ERROR;
        }
    };
    let (name, text) = match crate::tool::run::read(&args.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return EXIT_COMPILE_ERROR;
        }
    };
    let args = BenchArgs {
        input: name,
        ..args
    };
    // The kernel's own output would flood the table; it is discarded while benchmarking.
    bufjit_runtime::print::set_output(Some(Box::new(std::io::sink())));
    let mut results = Vec::new();
    for v in &chosen {
        match bench_variant(v, &text, &args) {
            Ok(r) => results.push(r),
            Err(e) => {
                bufjit_runtime::print::set_output(None);
                eprintln!("{e}");
                return EXIT_COMPILE_ERROR;
            }
        }
    }
    bufjit_runtime::print::set_output(None);
    if results.len() > 1 && results.windows(2).all(|w| w[0].pipeline == w[1].pipeline) {
        eprintln!(
            "note: the variants ran the same pipeline: the kernel has no bufferization.dealloc to lower and deallocates already"
        );
    }
    if args.json {
        print!("{}", json(&args.input, &args.entry, &results));
    } else {
        print!("{}", table(&args.input, &args.entry, &results));
    }
    let new = to_baseline(&args.input, &args.entry, &results);
    if let Some(path) = &args.save_baseline {
        if let Err(e) = new.save(path) {
            eprintln!("{e}");
            return EXIT_COMPILE_ERROR;
        }
    }
    let comparison = old.as_ref().map(|old| {
        let c = baseline::compare(old, &new);
        let path = args.baseline.as_deref().unwrap_or_default();
        let text = c.table(path, args.max_regression);
        // JSON on stdout stays one document; the comparison then goes to stderr.
        if args.json {
            eprint!("{text}");
        } else {
            print!("\n{text}");
        }
        c
    });
    if let Some(path) = &args.plot {
        if let Err(e) = write_plot(path, &args, &results, old.as_ref()) {
            eprintln!("{e}");
            return EXIT_COMPILE_ERROR;
        }
    }
    let report = bufjit_runtime::global().report();
    if !report.is_clean() {
        eprint!("{}", report.text());
        return EXIT_MEMORY_VIOLATION;
    }
    let regressions = comparison
        .map(|c| c.regressions(args.max_regression))
        .unwrap_or_default();
    for r in &regressions {
        eprintln!("regression: {r}");
    }
    if regressions.is_empty() {
        0
    } else {
        EXIT_REGRESSION
    }
}

/// The exit status of `bufjit bench --baseline` when the gate fails.
pub const EXIT_REGRESSION: i32 = 1;

/// The run as a [`Baseline`], as `--save-baseline` writes it and `--baseline` compares it.
pub fn to_baseline(file: &str, entry: &str, results: &[VariantResult]) -> Baseline {
    Baseline {
        schema: baseline::SCHEMA.to_string(),
        file: file.to_string(),
        entry: entry.to_string(),
        variants: results
            .iter()
            .map(|r| VariantSamples {
                name: r.name.clone(),
                pipeline: r.pipeline.clone(),
                samples_ns: r.samples_ns.clone(),
                calls_per_sample: r.iterations,
                allocations: r.allocations,
                frees: r.frees,
                helper_calls: r.helper_calls,
                copies: r.copies,
            })
            .collect(),
    }
}

/// Draws `--plot`: the bar chart, or with a baseline the samples of both runs side by side.
fn write_plot(
    path: &str,
    args: &BenchArgs,
    results: &[VariantResult],
    old: Option<&Baseline>,
) -> Result<(), String> {
    let title = format!("{} @{}: ns per call", args.input, args.entry);
    let svg = match old {
        None => plot_svg(&title, results),
        Some(old) => plot_compare_svg(&title, old, results),
    }
    .map_err(|e| format!("error: could not draw the plot: {e}"))?;
    std::fs::write(path, svg).map_err(|e| format!("error: could not write plot '{path}': {e}"))
}

/// The quartiles (q1, median, q3) of sorted, non-empty samples, linearly interpolated.
fn quartiles(sorted: &[f64]) -> (f64, f64, f64) {
    let at = |q: f64| {
        let x = q * (sorted.len() - 1) as f64;
        let (i, f) = (x.floor() as usize, x.fract());
        let j = (i + 1).min(sorted.len() - 1);
        sorted[i] + (sorted[j] - sorted[i]) * f
    };
    (at(0.25), at(0.5), at(0.75))
}

/// A variant's name, the baseline's samples (if it has the variant) and this run's.
type SampleSets<'a> = (&'a str, Option<&'a [f64]>, &'a [f64]);

/// Draws the comparison with a baseline: for each variant two columns, the baseline's samples
/// (grey, left) and this run's (colored, right), each as a box from the first to the third
/// quartile with a median line and every sample as a point, so the shift and the noise show.
pub fn plot_compare_svg(
    title: &str,
    old: &Baseline,
    results: &[VariantResult],
) -> Result<String, String> {
    use plotters::prelude::*;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (760, 460)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let sets: Vec<SampleSets<'_>> = results
            .iter()
            .map(|r| {
                let base = old.variant(&r.name).map(|v| v.samples_ns.as_slice());
                (r.name.as_str(), base, r.samples_ns.as_slice())
            })
            .collect();
        let top = sets
            .iter()
            .flat_map(|(_, b, n)| b.unwrap_or_default().iter().chain(n.iter()))
            .copied()
            .fold(0.0f64, f64::max)
            .max(1.0)
            * 1.1;
        let n = results.len() as f64;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 18))
            .margin(16)
            .x_label_area_size(44)
            .y_label_area_size(64)
            .build_cartesian_2d(0.0..n, 0.0..top)
            .map_err(|e| e.to_string())?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(0)
            .y_desc("ns per call")
            .y_label_formatter(&|v| format!("{v:.0}"))
            .draw()
            .map_err(|e| e.to_string())?;
        let colors = PALETTE;
        let grey = RGBColor(140, 140, 140);
        for (i, (name, base, now)) in sets.iter().enumerate() {
            let x0 = i as f64;
            let columns = [
                (base, x0 + 0.3, grey),
                (&Some(*now), x0 + 0.7, colors[i % 4]),
            ];
            for (samples, x, c) in columns {
                let Some(samples) = samples else { continue };
                let mut sorted = samples.to_vec();
                sorted.sort_by(f64::total_cmp);
                if sorted.is_empty() {
                    continue;
                }
                let (q1, q2, q3) = quartiles(&sorted);
                chart
                    .draw_series([
                        Rectangle::new([(x - 0.12, q1), (x + 0.12, q3)], c.mix(0.25).filled()),
                        Rectangle::new([(x - 0.12, q1), (x + 0.12, q3)], c.stroke_width(1)),
                    ])
                    .map_err(|e| e.to_string())?;
                chart
                    .draw_series(std::iter::once(PathElement::new(
                        vec![(x - 0.12, q2), (x + 0.12, q2)],
                        c.stroke_width(3),
                    )))
                    .map_err(|e| e.to_string())?;
                // Every sample, spread a little sideways so equal values stay visible.
                let k = sorted.len().max(2) as f64 - 1.0;
                chart
                    .draw_series(samples.iter().enumerate().map(|(j, &v)| {
                        Circle::new((x - 0.08 + 0.16 * j as f64 / k, v), 2, c.filled())
                    }))
                    .map_err(|e| e.to_string())?;
            }
            // Labels under the plot area: the variant, and which column is which.
            let (px, py) = chart.backend_coord(&(x0 + 0.5, 0.0));
            let (bx, _) = chart.backend_coord(&(x0 + 0.3, 0.0));
            let (nx, _) = chart.backend_coord(&(x0 + 0.7, 0.0));
            let small = ("sans-serif", 11).into_font();
            let centered = |f: FontDesc<'static>| {
                f.into_text_style(&root)
                    .pos(plotters::style::text_anchor::Pos::new(
                        plotters::style::text_anchor::HPos::Center,
                        plotters::style::text_anchor::VPos::Top,
                    ))
            };
            root.draw(&Text::new(
                "baseline",
                (bx, py + 4),
                centered(small.clone()),
            ))
            .map_err(|e| e.to_string())?;
            root.draw(&Text::new("now", (nx, py + 4), centered(small)))
                .map_err(|e| e.to_string())?;
            root.draw(&Text::new(
                name.to_string(),
                (px, py + 20),
                centered(("sans-serif", 13).into_font()),
            ))
            .map_err(|e| e.to_string())?;
        }
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_durations_like_criterion() {
        assert_eq!(format_ns(812.4), "812.40 ns");
        assert_eq!(format_ns(1234.5), "1.2345 µs");
        assert_eq!(format_ns(34_567_000.0), "34.567 ms");
    }
}
