//! The `bufjit` command line: `opt` (mlir-opt compatible). Accepts mlir-opt's single-dash flag
//! spellings (`-split-input-file`) by rewriting them to clap's double-dash form, and pass flags
//! (`--<pass>[=options]`) looked up in the pass registry. `completions SHELL` and `man` print
//! the shell completion script and the man page (shipped as `docs/bufjit.1`) generated from the
//! same definitions.

use bufjit::tool::opt::{self, OptOptions};
use bufjit::transforms::{self, PipelineEntry};
use clap::{CommandFactory, Parser, Subcommand};
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
    /// Run one kernel under the ownership and the clone-based deallocation and compare costs.
    Compare(bufjit::tool::compare::CompareArgs),
    /// Time an entry point under several dealloc lowerings (table, JSON, SVG plot).
    Bench(bufjit::tool::bench::BenchArgs),
    /// Differential testing: random programs, reference interpreter vs. every dealloc pipeline.
    FuzzDiff(bufjit::tool::fuzz_diff::FuzzDiffArgs),
    /// Print the shell completion script for SHELL to stdout.
    Completions {
        /// The shell to complete for.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff) to stdout.
    Man,
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
    /// Run on one thread (by default large inputs are split between threads by function).
    #[arg(long = "mlir-disable-threading")]
    disable_threading: bool,
    /// Print the IR before each pass (to stderr).
    #[arg(long = "mlir-print-ir-before-all")]
    print_ir_before_all: bool,
    /// Print the IR after each pass (to stderr).
    #[arg(long = "mlir-print-ir-after-all")]
    print_ir_after_all: bool,
    /// With the print-ir flags, always print the whole module.
    #[arg(long = "mlir-print-ir-module-scope")]
    print_ir_module_scope: bool,
    /// Print an execution time report (to stderr).
    #[arg(long = "mlir-timing")]
    timing: bool,
    /// A textual pass pipeline, e.g. `builtin.module(func.func(cse))` (`-p` for short).
    #[arg(long = "pass-pipeline", short = 'p')]
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
        let short_p = a.starts_with("-p=");
        // `-j4` is a short flag with its value (`bufjit check -j4`), not a long one.
        let short_with_value = a
            .strip_prefix("-j")
            .is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()));
        let long = if a.starts_with('-')
            && !a.starts_with("--")
            && a.len() > 2
            && !short_p
            && !short_with_value
        {
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
        disable_threading: args.disable_threading,
        instrument: transforms::instrument::Instrumentation {
            print_before_all: args.print_ir_before_all,
            print_after_all: args.print_ir_after_all,
            module_scope: args.print_ir_module_scope,
            timing: args.timing,
            print: bufjit::print::PrintOptions {
                generic: args.generic,
                debuginfo: args.debuginfo,
            },
        },
    };
    let name = name.to_string();
    if !opts.split_input_file && !opts.verify_diagnostics {
        return run_opt_streaming(name, text, opts, &args.output);
    }
    // Deeply nested input recurses; give the driver a generous stack.
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

/// Where a streamed `bufjit opt` writes while it runs.
enum Sink {
    /// Straight to stdout (nothing can fail after the first byte: no passes run).
    Stdout(std::io::BufWriter<std::io::Stdout>),
    /// The `-o` file (removed if the run fails).
    File(std::io::BufWriter<std::fs::File>),
    /// An unlinked temporary file, copied to stdout once the run succeeded.
    Spool(std::io::BufWriter<std::fs::File>),
    /// Memory, when no temporary file can be made.
    Memory(Vec<u8>),
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Sink::Stdout(w) => w.write(buf),
            Sink::File(w) | Sink::Spool(w) => w.write(buf),
            Sink::Memory(v) => v.write(buf),
        }
    }
    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Sink::Stdout(w) => w.flush(),
            Sink::File(w) | Sink::Spool(w) => w.flush(),
            Sink::Memory(_) => Ok(()),
        }
    }
}

/// An unlinked temporary file (gone when closed).
fn spool_file() -> Option<std::fs::File> {
    let dir = std::env::temp_dir();
    for i in 0..16u32 {
        let path = dir.join(format!("bufjit-{}-{i}.spool", std::process::id()));
        if let Ok(f) = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
        {
            let _ = std::fs::remove_file(&path);
            return Some(f);
        }
    }
    None
}

fn run_opt_streaming(name: String, text: String, opts: OptOptions, output: &str) -> ExitCode {
    const BUF: usize = 1 << 20;
    let sink = if output == "-" {
        if opts.pipeline.is_empty() {
            Sink::Stdout(std::io::BufWriter::with_capacity(BUF, std::io::stdout()))
        } else {
            match spool_file() {
                Some(f) => Sink::Spool(std::io::BufWriter::with_capacity(BUF, f)),
                None => Sink::Memory(Vec::new()),
            }
        }
    } else {
        match std::fs::File::create(output) {
            Ok(f) => Sink::File(std::io::BufWriter::with_capacity(BUF, f)),
            Err(e) => {
                eprintln!("error: could not open output file '{output}': {e}");
                return ExitCode::FAILURE;
            }
        }
    };
    // Deeply nested input recurses; give the driver a generous stack.
    let result = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let mut sink = sink;
            let r = opt::run_streaming(&name, &text, &opts, &mut sink);
            (sink, r)
        })
        .expect("spawn driver thread")
        .join();
    let Ok((sink, result)) = result else {
        eprintln!("error: internal error while processing the input");
        if output != "-" {
            let _ = std::fs::remove_file(output);
        }
        return ExitCode::from(2);
    };
    match result {
        Ok(()) => {
            let copied = match sink {
                Sink::Spool(w) => w
                    .into_inner()
                    .map_err(|e| e.into_error())
                    .and_then(|mut f| {
                        use std::io::{Seek, SeekFrom};
                        f.seek(SeekFrom::Start(0))?;
                        std::io::copy(&mut f, &mut std::io::stdout().lock()).map(|_| ())
                    }),
                Sink::Memory(v) => std::io::stdout().write_all(&v),
                _ => Ok(()),
            };
            if let Err(e) = copied {
                eprintln!("error: could not write output '{output}': {e}");
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            drop(sink);
            match e {
                opt::StreamError::Diagnostics(d) => {
                    let _ = std::io::stderr().write_all(d.as_bytes());
                }
                opt::StreamError::Io(e) => {
                    eprintln!("error: could not write output '{output}': {e}");
                }
            }
            if output != "-" {
                let _ = std::fs::remove_file(output);
            }
            ExitCode::FAILURE
        }
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
    // Return freed pages to the OS at once instead of after mimalloc's default 10 ms delay:
    // parser scratch and the IR of functions already printed are given back while the rest
    // of the input is processed (measured: 123 -> 115 MB peak RSS on the same module, no
    // measurable time cost). `mi_option_purge_delay` is option 15 of mimalloc v2's
    // `mi_option_e`, which libmimalloc-sys builds by default.
    const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;
    // SAFETY: setting an allocator option is thread-safe and takes effect for later frees.
    unsafe {
        libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, 0);
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
    if cli.command.executes_code() {
        prepare_runtime();
    }
    match cli.command {
        Command::Opt(a) => run_opt(a, passes),
        Command::Run(a) => exit_code(bufjit::tool::run::main(a)),
        Command::Check(a) => exit_code(bufjit::tool::check::main(a)),
        Command::Compile(a) => exit_code(bufjit::tool::compile::main(a)),
        Command::Compare(a) => exit_code(bufjit::tool::compare::main(a)),
        Command::Bench(a) => exit_code(bufjit::tool::bench::main(a)),
        Command::FuzzDiff(a) => exit_code(bufjit::tool::fuzz_diff::main(a)),
        Command::Completions { shell } => {
            // Generated into memory first: clap_complete panics on a failed write (a closed
            // pipe), and a failed write here is an error message, not a panic.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "bufjit", &mut script);
            write_stdout(&script, "the completion script")
        }
        Command::Man => print_man(),
    }
}

impl Command {
    /// Whether the command compiles kernels (and so registers allocation sites with, or runs
    /// them against, the runtime's global tracker).
    fn executes_code(&self) -> bool {
        matches!(
            self,
            Command::Run(_)
                | Command::Compile(_)
                | Command::Compare(_)
                | Command::Bench(_)
                | Command::FuzzDiff(_)
        )
    }
}

/// Sets the process up for compiling and running kernels, while it still has one thread.
///
/// Creating the runtime's global tracker registers the process with `membarrier(2)`
/// (`MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED`). With a second thread alive (the driver
/// thread with its large stack, a compile worker) the kernel makes that registration wait for
/// an RCU grace period: 10-15 ms on a 2-CPU machine, more than everything else `bufjit run`
/// does on a small module. With one thread it returns at once.
///
/// A kernel process also never gives memory back to the OS before it exits
/// (`mi_option_purge_delay = -1`): its lifetime is short, a freed buffer is usually allocated
/// again, and the purges (`madvise`, one per freed 64 KiB page) came to 54 system calls and
/// their page faults on a small module, when its threads ended and at exit.
fn prepare_runtime() {
    const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        // SAFETY: setting an allocator option is thread-safe and takes effect for new segments.
        unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, -1) };
    }
    bufjit_runtime::global();
}

/// The man page, as shipped in `docs/bufjit.1`: clap_mangen's page for `bufjit` (name,
/// synopsis, description, options), then one section per subcommand with its synopsis,
/// description and options, so the one page documents every command.
fn man_page() -> std::io::Result<Vec<u8>> {
    let mut cmd = Cli::command();
    cmd.build();
    let mut page = Vec::new();
    let man = clap_mangen::Man::new(cmd.clone());
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let man = clap_mangen::Man::new(sub.clone());
        let mut part = Vec::new();
        man.render_synopsis_section(&mut part)?;
        man.render_description_section(&mut part)?;
        man.render_options_section(&mut part)?;
        let part = String::from_utf8_lossy(&part);
        page.extend_from_slice(
            format!(".SH \"BUFJIT {}\"\n", sub.get_name().to_uppercase()).as_bytes(),
        );
        for line in part.lines() {
            // Each rendering starts with the same string definitions as the page.
            if line.starts_with(".ie \\n(.g") || line.starts_with(".el .ds Aq") {
                continue;
            }
            let line = match line.strip_prefix(".SH ") {
                Some(heading) => format!(".SS {heading}"),
                None => line.to_string(),
            };
            page.extend_from_slice(line.as_bytes());
            page.push(b'\n');
        }
    }
    man.render_version_section(&mut page)?;
    Ok(page)
}

/// Prints the man page ([`man_page`]).
fn print_man() -> ExitCode {
    let page = match man_page() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: could not render the man page: {e}");
            return ExitCode::FAILURE;
        }
    };
    write_stdout(&page, "the man page")
}

/// Writes generated text to standard output; a failed write (a closed pipe) is reported.
fn write_stdout(bytes: &[u8], what: &str) -> ExitCode {
    match std::io::stdout().write_all(bytes) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: could not write {what}: {e}");
            ExitCode::FAILURE
        }
    }
}

fn exit_code(code: i32) -> ExitCode {
    bufjit_runtime::print::flush();
    ExitCode::from(code.clamp(0, 255) as u8)
}
