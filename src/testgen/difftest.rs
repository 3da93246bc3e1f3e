//! The differential check of one program: the reference interpreter runs it without any
//! deallocation (its output is the reference); then every deallocation configuration
//! ([`configs`]: ownership-based with MLIR's heap and bufjit's stack helper lowering, private
//! function dynamic ownership off and on, and the clone-based strategy) runs through the JIT
//! at `-O0` and `-O3`, in-process, each inside an allocator [`bufjit_runtime::Scope`]: the
//! output must be the reference's (buffer addresses masked), with as many frees as
//! allocations and no violation.

use crate::codegen::{CodegenOptions, OptLevel};
use crate::ir::Module;
use crate::parse::Parser;

/// The lowering the reference run gets: linalg and affine to loops (what every run pipeline
/// does first), no deallocation.
pub const REFERENCE_PIPELINE: &str =
    "builtin.module(convert-linalg-to-loops{index-arith=true},lower-affine)";

/// One pipeline × optimization level the JIT runs a program under.
#[derive(Clone, Debug)]
pub struct Config {
    /// Short name (`heap`, `stack-dyn`, `clone`, ...).
    pub name: String,
    /// The pipeline text (`bufjit run --pipeline=...`).
    pub pipeline: String,
    /// `-O0` or `-O3`.
    pub opt: OptLevel,
    /// Threads for parallel loops (1: as written). Above 1 every parallel loop runs on the
    /// pool, however small ([`CodegenOptions::parallel_min_work`] 0).
    pub threads: u64,
}

impl Config {
    /// The `bufjit run` flags reproducing this configuration.
    pub fn flags(&self) -> String {
        let o = if self.opt == OptLevel::None {
            "-O0"
        } else {
            "-O3"
        };
        let threads = if self.threads > 1 {
            format!(" --threads {} --parallel-min-work 0", self.threads)
        } else {
            " --threads 1".to_string()
        };
        format!("--pipeline=\"{}\" {o}{threads}", self.pipeline)
    }
}

/// `configs` with their parallel loops on `threads` threads (`bufjit fuzz-diff --threads`).
pub fn with_threads(mut configs: Vec<Config>, threads: u64) -> Vec<Config> {
    for c in &mut configs {
        c.threads = threads;
    }
    configs
}

/// Every configuration: `{heap, stack} × private-function-dynamic-ownership {off, on}`, and
/// `clone`, each at `-O0` and `-O3`.
pub fn configs() -> Vec<Config> {
    let mut pipelines = ownership_pipelines("");
    pipelines.push((
        "clone".to_string(),
        crate::transforms::pipeline::CLONE_RUN_PIPELINE_TEXT.to_string(),
    ));
    at_both_levels(pipelines)
}

/// The configurations of `bufjit fuzz-diff --cf-loops`: the program's `scf` control flow is
/// lowered to `cf` blocks and branches (`convert-scf-to-cf`, loops become back edges) before
/// the ownership-based deallocation, under each of its four configurations at `-O0` and
/// `-O3`. (The clone-based strategy refuses unstructured loops.)
pub fn cf_loop_configs() -> Vec<Config> {
    at_both_levels(ownership_pipelines("convert-scf-to-cf,"))
}

/// `(name, pipeline)` for `{heap, stack} × private-function-dynamic-ownership {off, on}`;
/// `before` (passes with a trailing comma) runs just before the deallocation pipeline.
fn ownership_pipelines(before: &str) -> Vec<(String, String)> {
    let mut pipelines = Vec::new();
    let prefix = if before.is_empty() { "" } else { "cf-" };
    // `cf` loops need bufjit's `unstructured-loops` (MLIR 22 refuses them).
    let loops = if before.is_empty() {
        ""
    } else {
        " unstructured-loops=true"
    };
    for storage in ["heap", "stack"] {
        for dynamic in [false, true] {
            pipelines.push((
                format!("{prefix}{storage}{}", if dynamic { "-dyn" } else { "" }),
                format!(
                    "builtin.module(convert-linalg-to-loops{{index-arith=true}},lower-affine,{before}buffer-deallocation-pipeline{{private-function-dynamic-ownership={dynamic}{loops}}},convert-bufferization-to-memref{{helper-storage={storage}}})"
                ),
            ));
        }
    }
    pipelines
}

fn at_both_levels(pipelines: Vec<(String, String)>) -> Vec<Config> {
    let mut out = Vec::new();
    for (name, pipeline) in pipelines {
        for opt in [OptLevel::None, OptLevel::Speed] {
            out.push(Config {
                name: name.clone(),
                pipeline: pipeline.clone(),
                opt,
                threads: 1,
            });
        }
    }
    out
}

/// How a program failed the check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The generated program does not parse or verify (a generator bug).
    Invalid(String),
    /// The reference run failed.
    Reference(String),
    /// A configuration failed: the pipeline or code generation rejected the program, the
    /// output differs, or the allocator is unbalanced.
    Config {
        /// The configuration.
        config: String,
        /// `bufjit run` flags reproducing it.
        flags: String,
        /// What went wrong.
        what: String,
    },
}

impl Failure {
    /// A one-line class of the failure (the minimiser keeps this fixed).
    pub fn class(&self) -> String {
        match self {
            Failure::Invalid(_) => "invalid".into(),
            Failure::Reference(_) => "reference".into(),
            Failure::Config { config, what, .. } => {
                format!("{config}: {}", what.lines().next().unwrap_or(""))
            }
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Invalid(e) => write!(f, "invalid program: {e}"),
            Failure::Reference(e) => write!(f, "reference run failed: {e}"),
            Failure::Config {
                config,
                flags,
                what,
            } => write!(f, "{config} ({flags}): {what}"),
        }
    }
}

/// Replaces every `0x...` hex number (buffer addresses) by `0xADDR`.
pub fn mask_addresses(s: &str) -> String {
    mask_after(s, "0x", |c| c.is_ascii_hexdigit(), "ADDR")
}

/// Replaces the run of ASCII characters satisfying `digit` after every occurrence of
/// `marker` in `s` by `with`, keeping the marker (e.g. numbers that differ from run to run).
pub fn mask_after(s: &str, marker: &str, digit: impl Fn(char) -> bool, with: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find(marker) {
        out.push_str(&rest[..i + marker.len()]);
        let tail = &rest[i + marker.len()..];
        let n = tail
            .chars()
            .take_while(|&c| c.is_ascii() && digit(c))
            .count();
        out.push_str(with);
        rest = &tail[n..];
    }
    out.push_str(rest);
    out
}

/// `file:line:col: message` of a diagnostic.
pub fn diag_text(d: &crate::diag::Diagnostic) -> String {
    match &d.pos {
        Some(p) => format!("{}:{}:{}: {}", p.file, p.line, p.col, d.message),
        None => d.message.clone(),
    }
}

fn parse(text: &str) -> Result<Module, String> {
    let m = Parser::new(text, "difftest.mlir", 1)
        .parse_module()
        .map_err(|d| diag_text(&d))?;
    crate::verify::verify(&m)
        .map_err(|ds| ds.iter().map(diag_text).collect::<Vec<_>>().join("\n"))?;
    Ok(m)
}

/// True if `text` parses and verifies.
pub fn verifies(text: &str) -> bool {
    parse(text).is_ok()
}

/// Serializes runs: the checks read the process-wide allocator's balance, which concurrent
/// runs (test threads) would mix.
static RUN_LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn run_lock() -> std::sync::MutexGuard<'static, ()> {
    RUN_LOCK.lock().unwrap_or_else(|e| e.into_inner())
}

fn lowered(text: &str, pipeline: &str) -> Result<Module, String> {
    let mut m = parse(text)?;
    let mut p = crate::transforms::parse_pipeline(pipeline)?;
    if pipeline != REFERENCE_PIPELINE {
        // Code generation takes vector ops after the lowerings `bufjit run` appends to its
        // pipelines; the interpreter runs them as they are.
        p.extend(crate::transforms::pipeline::late_lowerings_needed(&m));
    }
    crate::transforms::run_pipeline_strict(&mut m, &p).map_err(|d| diag_text(&d))?;
    crate::verify::verify(&m).map_err(|ds| format!("after the pipeline: {}", diag_text(&ds[0])))?;
    Ok(m)
}

/// The reference output: the interpreter on the program without deallocation. Every buffer
/// the run leaves live is freed afterwards (the program never frees any).
pub fn reference(text: &str) -> Result<String, Failure> {
    let m = lowered(text, REFERENCE_PIPELINE).map_err(Failure::Invalid)?;
    let _guard = run_lock();
    let tracker = bufjit_runtime::global();
    let before: rustc_hash::FxHashSet<usize> =
        tracker.live_blocks().iter().map(|b| b.addr).collect();
    let r = crate::interp::driver::run_to_string(&m, "main");
    for b in tracker.live_blocks() {
        if !before.contains(&b.addr) {
            // SAFETY: a live block of the checked allocator that the reference run made.
            let _ = unsafe { tracker.free(b.addr as *mut u8, bufjit_runtime::SiteId::UNKNOWN) };
        }
    }
    match r {
        Ok(out) => Ok(mask_addresses(&out)),
        Err(crate::interp::Fault::Trap(t)) => Err(Failure::Reference(t)),
        Err(crate::interp::Fault::Unsupported(d)) => Err(Failure::Reference(diag_text(&d))),
    }
}

/// Runs `text` under `config` with the JIT; returns the masked output, or what went wrong.
pub fn run_config(text: &str, config: &Config) -> Result<String, String> {
    let m = lowered(text, &config.pipeline).map_err(|e| format!("pipeline: {e}"))?;
    run_lowered(&m, config.opt, config.threads)
}

/// Runs an already lowered module with the JIT at `opt`, its parallel loops on `threads`.
fn run_lowered(m: &Module, opt: OptLevel, threads: u64) -> Result<String, String> {
    let opts = CodegenOptions {
        opt_level: opt,
        verify: cfg!(debug_assertions),
        threads,
        parallel_min_work: 0,
        ..CodegenOptions::default()
    };
    let jit = crate::codegen::Jit::compile(m, &opts).map_err(|ds| {
        format!(
            "code generation: {}",
            ds.first().map(diag_text).unwrap_or_default()
        )
    })?;
    let _guard = run_lock();
    let tracker = bufjit_runtime::global();
    let scope = tracker.scope();
    let (r, out) = bufjit_runtime::print::capture(|| jit.call("main", &[]));
    let balance = scope.end();
    drop(jit);
    r.map_err(|e| format!("call: {e}"))?;
    if !balance.is_balanced() {
        return Err(format!(
            "allocator: {} allocations, {} frees, {} violations ({} bytes allocated, {} freed)",
            balance.allocations,
            balance.frees,
            balance.violations,
            balance.bytes_allocated,
            balance.bytes_freed
        ));
    }
    Ok(mask_addresses(&String::from_utf8_lossy(&out)))
}

/// The full check of one program under `configs` (each pipeline runs once for all the
/// optimization levels it is paired with).
pub fn check(text: &str, configs: &[Config]) -> Result<(), Failure> {
    parse(text).map_err(Failure::Invalid)?;
    let want = reference(text)?;
    let mut lowered_by: Vec<(&str, Result<Module, String>)> = Vec::new();
    for c in configs {
        let i = match lowered_by.iter().position(|(p, _)| *p == c.pipeline) {
            Some(i) => i,
            None => {
                lowered_by.push((&c.pipeline, lowered(text, &c.pipeline)));
                lowered_by.len() - 1
            }
        };
        let got = match &lowered_by[i].1 {
            Ok(m) => run_lowered(m, c.opt, c.threads),
            Err(e) => Err(format!("pipeline: {e}")),
        };
        let what = match got {
            Ok(g) if g == want => continue,
            Ok(g) => format!("output differs\nexpected:\n{want}got:\n{g}"),
            Err(e) => e,
        };
        return Err(Failure::Config {
            config: format!(
                "{} {}",
                c.name,
                if c.opt == OptLevel::None {
                    "-O0"
                } else {
                    "-O3"
                }
            ),
            flags: c.flags(),
            what,
        });
    }
    Ok(())
}

/// A ready-made regression test for a failing program: a RUN line with the failing
/// configuration and CHECK lines with the reference output.
pub fn regression_test(text: &str, seed: u64, failure: &Failure) -> String {
    let flags = match failure {
        Failure::Config { flags, .. } => flags.clone(),
        _ => "--pipeline=default".into(),
    };
    let mut out = format!(
        "// RUN: bufjit run %s -e main {flags} | FileCheck %s\n// Found by `bufjit fuzz-diff` (seed {seed}), minimised: {}\n",
        failure.class()
    );
    if let Ok(want) = reference(text) {
        for l in want.lines() {
            let l = l.replace("0xADDR", "{{.*}}");
            if l.trim().is_empty() {
                continue;
            }
            out.push_str(&format!("// CHECK: {l}\n"));
        }
    }
    out.push('\n');
    for l in text.lines() {
        if !l.starts_with("// Generated by") && !l.starts_with("// without deallocations") {
            out.push_str(l);
            out.push('\n');
        }
    }
    out
}
