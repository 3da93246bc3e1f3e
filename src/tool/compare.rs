//! `bufjit compare FILE -e main [--json] [--repeat N]`: runs one kernel under both
//! deallocation strategies and prints what each costs, measured on that kernel.
//!
//! Three variants: the ownership pipeline with MLIR's heap lowering of the generic dealloc
//! helper, the same with bufjit's stack lowering (`bufjit run --pipeline=default`), and MLIR
//! 16's clone-based pipeline (`--pipeline=clone`). For each, one run in a child process
//! (`bufjit run --pipeline=... --report=json`) gives the allocator's counts for exactly one
//! call: allocations, frees, copies, bytes copied, peak live bytes, dealloc-helper calls, and
//! whether it was clean. The wall time per call is the median of `--repeat` calls of the entry
//! point compiled in this process, with the program's output discarded.

use crate::codegen::engine::Jit;
use crate::codegen::{CodegenOptions, OptLevel};
use crate::parse::Parser;
use crate::transforms::pipeline::{
    CLONE_RUN_PIPELINE_TEXT, DEFAULT_RUN_PIPELINE_TEXT, OWNERSHIP_HEAP_RUN_PIPELINE_TEXT,
};
use std::fmt::Write as _;
use std::process::Command;
use std::time::Instant;

/// `bufjit compare` flags.
#[derive(clap::Args, Debug, Clone)]
pub struct CompareArgs {
    /// Input file.
    pub input: String,
    /// Entry point (a function without arguments or results).
    #[arg(short = 'e', default_value = "main")]
    pub entry: String,
    /// Print the table as JSON.
    #[arg(long = "json")]
    pub json: bool,
    /// Calls timed per variant (the median is reported).
    #[arg(long = "repeat", default_value_t = 21)]
    pub repeat: usize,
}

/// One strategy's measurements.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Measurement {
    /// Variant name (`ownership/heap`, `ownership/stack`, `clone`).
    pub variant: String,
    /// Median wall time of one call, in nanoseconds.
    pub median_ns: u64,
    /// Allocations in one call.
    pub allocations: u64,
    /// Frees in one call.
    pub frees: u64,
    /// Executed buffer copies in one call.
    pub copies: u64,
    /// Bytes those copies moved.
    pub bytes_copied: u64,
    /// Highest live heap bytes during the call.
    pub peak_bytes: u64,
    /// Executed generic dealloc-helper calls.
    pub helper_calls: u64,
    /// No leak, double free or invalid free.
    pub clean: bool,
}

/// The variants, with the pipelines they run.
pub const VARIANTS: [(&str, &str); 3] = [
    ("ownership/heap", OWNERSHIP_HEAP_RUN_PIPELINE_TEXT),
    ("ownership/stack", DEFAULT_RUN_PIPELINE_TEXT),
    ("clone", CLONE_RUN_PIPELINE_TEXT),
];

/// Reads `"key":<number>` from the runtime's JSON report.
fn json_u64(json: &str, key: &str) -> Option<u64> {
    let pat = format!("\"{key}\":");
    let at = json.find(&pat)? + pat.len();
    let digits: String = json[at..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse().ok()
}

/// Runs `input`'s entry once under `pipeline` in a child `bufjit run` and reads its report.
pub(crate) fn count_run(input: &str, entry: &str, pipeline: &str) -> Result<Measurement, String> {
    let exe = std::env::current_exe().unwrap_or_else(|_| "bufjit".into());
    let out = Command::new(exe)
        .args(["run", input, "-e", entry, "--report=json"])
        .arg(format!("--pipeline={pipeline}"))
        .output()
        .map_err(|e| format!("cannot run bufjit: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let Some(json) = stderr
        .lines()
        .find(|l| l.starts_with("{\"schema\":\"bufjit-runtime-report/1\""))
    else {
        return Err(format!("the run failed:\n{stderr}"));
    };
    let get = |k: &str| json_u64(json, k).unwrap_or(0);
    Ok(Measurement {
        allocations: get("allocations"),
        frees: get("frees"),
        copies: get("copies"),
        bytes_copied: get("bytes_copied"),
        peak_bytes: get("peak_live_bytes"),
        helper_calls: get("helper_calls"),
        clean: json.contains("\"clean\":true"),
        ..Measurement::default()
    })
}

/// Compiles `text` after `pipeline` and returns the median wall time of `repeat` calls.
fn time_calls(
    name: &str,
    text: &str,
    entry: &str,
    pipeline: &str,
    repeat: usize,
) -> Result<u64, String> {
    let mut m = Parser::new(text, name, 1)
        .parse_module()
        .map_err(|d| d.message)?;
    let p = crate::transforms::parse_pipeline(pipeline)?;
    crate::transforms::run_pipeline_strict(&mut m, &p).map_err(|d| d.message)?;
    let opts = CodegenOptions {
        opt_level: OptLevel::Speed,
        verify: false,
        ..CodegenOptions::default()
    };
    let jit = Jit::compile(&m, &opts).map_err(|d| {
        d.first()
            .map(|d| d.message.clone())
            .unwrap_or_else(|| "compile error".into())
    })?;
    let mut times = Vec::with_capacity(repeat);
    bufjit_runtime::print::set_output(Some(Box::new(std::io::sink())));
    let mut result = Ok(());
    for _ in 0..repeat.max(1) {
        let t = Instant::now();
        if let Err(e) = jit.call(entry, &[]) {
            result = Err(e.to_string());
            break;
        }
        times.push(t.elapsed().as_nanos() as u64);
    }
    bufjit_runtime::print::flush();
    bufjit_runtime::print::set_output(None);
    result?;
    times.sort_unstable();
    Ok(times[times.len() / 2])
}

/// Measures every variant.
pub fn measure(args: &CompareArgs) -> Result<Vec<Measurement>, String> {
    let (name, text) = super::run::read(&args.input)?;
    let mut out = Vec::new();
    for (variant, pipeline) in VARIANTS {
        let mut m =
            count_run(&args.input, &args.entry, pipeline).map_err(|e| format!("{variant}: {e}"))?;
        m.variant = variant.to_string();
        m.median_ns = time_calls(&name, &text, &args.entry, pipeline, args.repeat)
            .map_err(|e| format!("{variant}: {e}"))?;
        out.push(m);
    }
    Ok(out)
}

fn format_ns(ns: u64) -> String {
    if ns >= 10_000_000 {
        format!("{:.1} ms", ns as f64 / 1e6)
    } else if ns >= 10_000 {
        format!("{:.1} µs", ns as f64 / 1e3)
    } else {
        format!("{ns} ns")
    }
}

/// The table as text.
pub fn table(rows: &[Measurement]) -> String {
    let header = [
        "strategy",
        "time/call",
        "allocs",
        "frees",
        "copies",
        "bytes copied",
        "peak bytes",
        "helper calls",
        "clean",
    ];
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|r| {
            vec![
                r.variant.clone(),
                format_ns(r.median_ns),
                r.allocations.to_string(),
                r.frees.to_string(),
                r.copies.to_string(),
                r.bytes_copied.to_string(),
                r.peak_bytes.to_string(),
                r.helper_calls.to_string(),
                if r.clean { "yes" } else { "NO" }.to_string(),
            ]
        })
        .collect();
    let widths: Vec<usize> = (0..header.len())
        .map(|i| {
            cells
                .iter()
                .map(|c| c[i].chars().count())
                .chain([header[i].len()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut s = String::new();
    let line = |s: &mut String, row: &[String]| {
        for (i, c) in row.iter().enumerate() {
            let pad = widths[i] - c.chars().count();
            if i == 0 {
                let _ = write!(s, "{c}{}", " ".repeat(pad));
            } else {
                let _ = write!(s, "  {}{c}", " ".repeat(pad));
            }
        }
        s.push('\n');
    };
    line(
        &mut s,
        &header.iter().map(|h| h.to_string()).collect::<Vec<_>>(),
    );
    for c in &cells {
        line(&mut s, c);
    }
    s
}

/// The table as JSON.
pub fn json(rows: &[Measurement]) -> String {
    let mut s = String::from("[");
    for (i, r) in rows.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(
            s,
            "{{\"strategy\":\"{}\",\"median_ns\":{},\"allocations\":{},\"frees\":{},\"copies\":{},\"bytes_copied\":{},\"peak_bytes\":{},\"helper_calls\":{},\"clean\":{}}}",
            r.variant,
            r.median_ns,
            r.allocations,
            r.frees,
            r.copies,
            r.bytes_copied,
            r.peak_bytes,
            r.helper_calls,
            r.clean
        );
    }
    s.push_str("]\n");
    s
}

/// `bufjit compare`: exit 0 if every variant ran clean, 2 if one was not, 1 on errors.
pub fn main(args: CompareArgs) -> i32 {
    let h = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || match measure(&args) {
            Ok(rows) => {
                if args.json {
                    print!("{}", json(&rows));
                } else {
                    print!("{}", table(&rows));
                }
                if rows.iter().all(|r| r.clean) {
                    0
                } else {
                    crate::exec::EXIT_MEMORY_VIOLATION
                }
            }
            Err(e) if e.starts_with("error") => {
                eprintln!("{e}");
                1
            }
            Err(e) => {
                eprintln!("error: {e}");
                1
            }
        });
    match h.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_report_numbers() {
        let j = r#"{"stats":{"allocations":3,"frees":3,"copies":2,"bytes_copied":64}}"#;
        assert_eq!(json_u64(j, "copies"), Some(2));
        assert_eq!(json_u64(j, "bytes_copied"), Some(64));
        assert_eq!(json_u64(j, "helper_calls"), None);
    }

    #[test]
    fn table_aligns_columns() {
        let rows = vec![Measurement {
            variant: "clone".into(),
            median_ns: 1500,
            allocations: 12,
            frees: 12,
            copies: 3,
            bytes_copied: 96,
            peak_bytes: 64,
            helper_calls: 0,
            clean: true,
        }];
        let t = table(&rows);
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].len(), lines[1].len());
        assert!(lines[1].starts_with("clone "));
        assert!(lines[1].ends_with("yes"));
    }
}
