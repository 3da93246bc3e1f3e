//! The `bufjit` command line: `opt` (mlir-opt compatible). Accepts mlir-opt's single-dash flag
//! spellings (`-split-input-file`) by rewriting them to clap's double-dash form, and pass flags
//! (`--<pass>[=options]`) looked up in the pass registry.

use bufjit::tool::opt::{self, OptOptions};
use bufjit::transforms::{self, PipelineEntry};
use clap::{Parser, Subcommand};
use std::io::{Read, Write};
use std::process::ExitCode;

/// The IR is many small allocations; mimalloc handles them faster than the system allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "bufjit",
    version,
    about = "Execute bufferized MLIR kernels natively and prove they free every buffer exactly once."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse, verify, transform and print MLIR (like mlir-opt).
    Opt(OptArgs),
    /// JIT-compile and run an entry point with checked allocation (like mlir-runner).
    Run(bufjit::tool::run::RunArgs),
    /// Run the entry points of several files and print one verdict per file.
    Check(bufjit::tool::check::CheckArgs),
    /// Compile to an object file for a target (e.g. aarch64-unknown-linux-gnu).
    Compile(bufjit::tool::compile::CompileArgs),
}

#[derive(clap::Args)]
struct OptArgs {
    /// Input file (`-` for stdin).
    #[arg(default_value = "-")]
    input: String,
    /// Output file.
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Split the input at `// -----` lines and process each chunk independently.
    #[arg(long = "split-input-file")]
    split_input_file: bool,
    /// Check diagnostics against `expected-*` comments in the input.
    #[arg(long = "verify-diagnostics")]
    verify_diagnostics: bool,
    /// Print operations in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    generic: bool,
    /// Print locations.
    #[arg(long = "mlir-print-debuginfo")]
    debuginfo: bool,
    /// Accepted for mlir-opt compatibility (unregistered ops are always allowed).
    #[arg(long = "allow-unregistered-dialect")]
    allow_unregistered: bool,
    /// A textual pass pipeline, e.g. `builtin.module(func.func(cse))`.
    #[arg(long = "pass-pipeline")]
    pass_pipeline: Option<String>,
}

/// Rewrites `-flag` to `--flag` (mlir-opt accepts both) and pulls out registered pass flags.
fn preprocess(args: Vec<String>) -> (Vec<String>, Vec<PipelineEntry>, Vec<String>) {
    let mut out = Vec::new();
    let mut passes = Vec::new();
    let mut errors = Vec::new();
    for (i, a) in args.into_iter().enumerate() {
        if i == 0 {
            out.push(a);
            continue;
        }
        let long = if a.starts_with('-') && !a.starts_with("--") && a.len() > 2 {
            format!("-{a}")
        } else {
            a
        };
        if let Some(body) = long.strip_prefix("--") {
            let (name, opts) = match body.split_once('=') {
                Some((n, o)) => (n, Some(o)),
                None => (body, None),
            };
            if transforms::lookup(name).is_some() {
                let text = opts.unwrap_or("").trim_matches('"');
                let text = text.trim_start_matches('{').trim_end_matches('}');
                match transforms::parse_options(text) {
                    Ok(options) => passes.push(PipelineEntry {
                        name: name.to_string(),
                        options,
                        anchors: vec![],
                    }),
                    Err(e) => errors.push(e),
                }
                continue;
            }
        }
        out.push(long);
    }
    (out, passes, errors)
}

fn read_input(path: &str) -> Result<String, String> {
    if path == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("<stdin>: error: could not read input: {e}"))?;
        Ok(s)
    } else {
        std::fs::read_to_string(path)
            .map_err(|e| format!("error: could not open input file '{path}': {e}"))
    }
}

fn run_opt(args: OptArgs, mut passes: Vec<PipelineEntry>) -> ExitCode {
    if let Some(p) = &args.pass_pipeline {
        match transforms::parse_pipeline(p) {
            Ok(mut entries) => passes.append(&mut entries),
            Err(e) => {
                eprintln!("<unknown>:0: error: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    let text = match read_input(&args.input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let name = if args.input == "-" {
        "<stdin>"
    } else {
        &args.input
    };
    let opts = OptOptions {
        split_input_file: args.split_input_file,
        verify_diagnostics: args.verify_diagnostics,
        print: bufjit::print::PrintOptions {
            generic: args.generic,
            debuginfo: args.debuginfo,
        },
        pipeline: passes,
        allow_unregistered: args.allow_unregistered,
    };
    // Deeply nested input recurses; give the driver a generous stack.
    let name = name.to_string();
    let result = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || opt::run(&name, &text, &opts))
        .expect("spawn driver thread")
        .join();
    let out = match result {
        Ok(o) => o,
        Err(_) => {
            eprintln!("error: internal error while processing the input");
            return ExitCode::from(2);
        }
    };
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    let written = if args.output == "-" {
        std::io::stdout().write_all(out.stdout.as_bytes())
    } else {
        std::fs::write(&args.output, out.stdout.as_bytes())
    };
    if let Err(e) = written {
        eprintln!("error: could not write output '{}': {e}", args.output);
        return ExitCode::FAILURE;
    }
    if out.ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn main() -> ExitCode {
    // Transparent huge pages make every first touch of the IR arenas zero 2 MiB; the tool's
    // memory grows in small steps, so plain pages use less memory (measured: 188 -> 168 MB
    // RSS on a 390,000-line module).
    // SAFETY: PR_SET_THP_DISABLE only changes this process's paging policy.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
    let (args, passes, errors) = preprocess(std::env::args().collect());
    if let Some(e) = errors.first() {
        eprintln!("error: {e}");
        return ExitCode::FAILURE;
    }
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match cli.command {
        Command::Opt(a) => run_opt(a, passes),
        Command::Run(a) => exit_code(bufjit::tool::run::main(a)),
        Command::Check(a) => exit_code(bufjit::tool::check::main(a)),
        Command::Compile(a) => exit_code(bufjit::tool::compile::main(a)),
    }
}

fn exit_code(code: i32) -> ExitCode {
    bufjit_runtime::print::flush();
    ExitCode::from(code.clamp(0, 255) as u8)
}
