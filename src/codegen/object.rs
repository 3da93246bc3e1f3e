//! Ahead-of-time compilation to a relocatable object file for any target Cranelift supports
//! (`bufjit compile FILE -o out.o --target aarch64-unknown-linux-gnu`). The lowering is the
//! same as the JIT's; runtime functions stay undefined symbols for the linker to resolve
//! against `bufjit-runtime`. Site ids are the ones registered in the compiling process.

use super::module::lower_module_with;
use super::CodegenOptions;
use crate::diag::Diagnostic;
use crate::ir::Module;
use cranelift_codegen::settings;
use cranelift_object::{ObjectBuilder, ObjectModule};
use std::str::FromStr;

/// The target name that stands for the host with its CPU's features (SSE4.1, AVX, ...), as the
/// JIT compiles: the code `bufjit run` executes.
pub const HOST: &str = "host";

/// Compiles `m` for `triple` (e.g. `aarch64-unknown-linux-gnu`, `x86_64-unknown-linux-gnu`, or [`HOST`])
/// and returns the object file's bytes.
pub fn compile_object(
    m: &Module,
    triple: &str,
    opts: &CodegenOptions,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let (module, _) = build(m, triple, opts, false)?;
    let product = module.finish();
    product.emit().map_err(|e| {
        vec![Diagnostic::error(
            None,
            format!("cannot write object file: {e}"),
        )]
    })
}

/// The Cranelift IR code generation hands to Cranelift for each function of `m` (before
/// Cranelift's own optimisations), as `bufjit compile --emit=clif` prints it.
pub fn emit_clif(
    m: &Module,
    triple: &str,
    opts: &CodegenOptions,
) -> Result<String, Vec<Diagnostic>> {
    Ok(build(m, triple, opts, true)?.1)
}

/// Lowers `m` into an object module for `triple`, capturing the functions' CLIF text if asked.
fn build(
    m: &Module,
    triple: &str,
    opts: &CodegenOptions,
    capture_clif: bool,
) -> Result<(ObjectModule, String), Vec<Diagnostic>> {
    let mut src = super::mid_level(m, opts)?;
    let err = |e: String| vec![Diagnostic::error(None, e)];
    let isa_builder = if triple == HOST {
        cranelift_native::builder()
            .map_err(|e| err(format!("host machine is not supported: {e}")))?
    } else {
        let t = target_lexicon::Triple::from_str(triple)
            .map_err(|e| err(format!("invalid target triple '{triple}': {e}")))?;
        cranelift_codegen::isa::lookup(t)
            .map_err(|e| err(format!("unsupported target '{triple}': {e}")))?
    };
    // Object files are position independent.
    let fb = super::flags(opts, true).map_err(err)?;
    let isa = isa_builder
        .finish(settings::Flags::new(fb))
        .map_err(|e| err(format!("unsupported target '{triple}': {e}")))?;
    let builder = ObjectBuilder::new(
        isa.clone(),
        "bufjit",
        cranelift_module::default_libcall_names(),
    )
    .map_err(|e| err(e.to_string()))?;
    let mut module = ObjectModule::new(builder);
    let sh = lower_module_with(&mut src, &mut module, opts, isa, capture_clif)?;
    super::timeline::finish(&src.timeline);
    Ok((module, sh.clif.unwrap_or_default()))
}
