//! `bufjit compile FILE -o OUT.o [--target TRIPLE] [-O0..3] [--pipeline=P] [--emit=clif]`: ahead-of-time compilation to a
//! relocatable object file (the host's triple by default), e.g. AArch64 object code from an
//! x86-64 machine. The object imports the runtime symbols (`bufjit_rt_alloc`, ...).

use crate::codegen::{object::compile_object, CodegenOptions, OptLevel};
use crate::diag::Source;
use crate::parse::Parser;
use crate::tool::options::Emit;

/// `bufjit compile` flags.
#[derive(clap::Args, Debug, Clone)]
pub struct CompileArgs {
    /// Input file (`-` for stdin).
    #[arg(default_value = "-")]
    pub input: String,
    /// Output object file (required unless `--emit=clif`).
    #[arg(short = 'o')]
    pub output: Option<String>,
    /// What to produce: `obj` (the object file, default) or `clif` (print each function's
    /// Cranelift IR as code generation hands it to Cranelift, after the `-O1`+ mid-level
    /// stage, to stdout).
    #[arg(long = "emit", value_enum, default_value_t = Emit::Obj)]
    pub emit: Emit,
    /// Target triple (default: the host's, for its baseline ISA), or `host`: the host with its
    /// CPU's features, the code `bufjit run` executes.
    #[arg(long = "target")]
    pub target: Option<String>,
    /// Optimization level 0 (default is optimized).
    #[arg(long = "O0")]
    pub o0: bool,
    /// Optimization level 1.
    #[arg(long = "O1")]
    pub o1: bool,
    /// Optimization level 2.
    #[arg(long = "O2")]
    pub o2: bool,
    /// Optimization level 3.
    #[arg(long = "O3")]
    pub o3: bool,
    /// Pass pipeline before code generation, as for `bufjit run`: `none` (the default: the
    /// input as given), `auto`, `default`, `clone`, or a textual pipeline.
    #[arg(long = "pipeline", default_value = "none")]
    pub pipeline: String,
}

/// Runs `bufjit compile`; returns the exit status (0 ok, 1 error).
pub fn main(args: CompileArgs) -> i32 {
    let (name, text) = match super::run::read(&args.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let src = Source {
        name: &name,
        text: &text,
        first_line: 1,
    };
    let render = |diags: &[crate::diag::Diagnostic]| {
        let mut out = String::new();
        for d in diags {
            src.render(d, &mut out);
        }
        eprint!("{out}");
    };
    let mut m = match Parser::new(&text, &name, 1).parse_module() {
        Ok(m) => m,
        Err(d) => {
            render(&[d]);
            return 1;
        }
    };
    if args.pipeline != "none" {
        if let Err(d) = crate::verify::verify(&m) {
            render(&d);
            return 1;
        }
        let pipeline = match super::run::resolve_pipeline(&args.pipeline, &m, None) {
            Ok((p, _)) => p,
            Err(e) => {
                eprintln!("error: {e}");
                return 1;
            }
        };
        if let Err(d) = crate::transforms::run_pipeline_strict(&mut m, &pipeline) {
            render(&[d]);
            return 1;
        }
    }
    let triple = args
        .target
        .clone()
        .unwrap_or_else(|| target_lexicon::Triple::host().to_string());
    let opts = CodegenOptions {
        opt_level: if args.o0 && !(args.o1 || args.o2 || args.o3) {
            OptLevel::None
        } else {
            OptLevel::Speed
        },
        verify: cfg!(debug_assertions),
        ..CodegenOptions::default()
    };
    if args.emit == Emit::Clif {
        return match crate::codegen::object::emit_clif(&m, &triple, &opts) {
            Ok(text) => {
                print!("{text}");
                0
            }
            Err(d) => {
                render(&d);
                1
            }
        };
    }
    let Some(output) = &args.output else {
        eprintln!("error: no output file: pass -o OUT.o");
        return 1;
    };
    match compile_object(&m, &triple, &opts) {
        Ok(bytes) => match std::fs::write(output, bytes) {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("error: could not write output '{output}': {e}");
                1
            }
        },
        Err(d) => {
            render(&d);
            1
        }
    }
}
