//! `bufjit opt` on several threads: the input is cut into runs of top-level functions, each
//! run is parsed into its own module, verified, put through a function-at-a-time pipeline and
//! printed on a worker thread, and the texts are written in input order.
//!
//! mlir-opt runs function passes in parallel on one shared module; bufjit's IR lives in one
//! arena per module, so it gives each thread its own module instead. That is only equivalent
//! when nothing in a function's output depends on another part of the module, so this path
//! takes only inputs where that is checked cheaply, and reports `None` (the caller then runs
//! the ordinary single-module path) on anything else:
//!
//! * the text is a sequence of top-level ops with no explicit `module`, no alias definitions
//!   and no resources, and its brackets balance outside strings and comments;
//! * every part parses, verifies and goes through the pipeline without a diagnostic (on an
//!   error the single-module path reruns and reports it exactly as mlir-opt would);
//! * the printed text of each part needs no module-wide alias;
//! * calls between parts name a `func.func` of exactly the call's type, and no symbol is
//!   defined twice; the generated `dealloc_helper` is named as on one module (the input must
//!   not mention `@dealloc_helper`) and printed once, after everything else.
//!
//! Within a part, calls to functions of other parts are verified against a detached
//! declaration carrying the call's own type; the types are compared across parts at the end.

use super::stream::{FunctionWriter, OptOptions, StreamError, TopLevelPrinter};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, TypeData};
use crate::parse::Parser;
use crate::print::{type_to_string, ModuleStream};
use crate::transforms::schedule::FunctionPipeline;
use crate::verify::OpTreeVerifier;
use rustc_hash::FxHashMap;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::OnceLock;

/// How the input is divided and how many threads work on it.
#[derive(Debug, Clone, Copy)]
pub struct ParallelConfig {
    /// Worker threads.
    pub threads: usize,
    /// A part ends at the first function start at least this many bytes after its own start.
    pub part_bytes: usize,
    /// Inputs smaller than this take the single-module path.
    pub min_input_bytes: usize,
}

impl Default for ParallelConfig {
    fn default() -> Self {
        ParallelConfig {
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            part_bytes: 64 << 10,
            min_input_bytes: 1 << 20,
        }
    }
}

/// Where a part of the input starts: byte offset and 1-based line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartStart {
    /// Byte offset.
    pub offset: usize,
    /// Line of that offset.
    pub line: u32,
}

/// Cuts `text` into parts that each start with a top-level `func.func` (the first part starts
/// at the beginning), at least `part_bytes` long except the last. `None` if the text is not a
/// plain sequence of top-level ops (see the module documentation) or mentions
/// `@dealloc_helper`.
pub fn split_parts(text: &str, part_bytes: usize) -> Option<Vec<PartStart>> {
    /// Bytes the scan must look at; everything else is skipped in a tight loop.
    const INTERESTING: [bool; 256] = {
        let mut t = [false; 256];
        let mut i = 0;
        while i < 10 {
            t[b"\n\"/()[]{}@"[i] as usize] = true;
            i += 1;
        }
        t
    };
    let b = text.as_bytes();
    let mut parts = vec![PartStart { offset: 0, line: 1 }];
    let mut depth = 0i64;
    let mut line = 1u32;
    // Whether the current part has an op yet (a part is never only comments).
    let mut part_has_op = false;
    let mut i = 0;
    // The first line starts like any other: after a newline.
    let mut at_line_start = true;
    loop {
        if at_line_start {
            at_line_start = false;
            while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\r') {
                i += 1;
            }
            if depth == 0 && i < b.len() {
                match b[i] {
                    b'\n' => {}
                    b'/' if b.get(i + 1) == Some(&b'/') => {}
                    b'#' | b'!' | b'{' => return None,
                    _ => {
                        let rest = &b[i..];
                        let word_end = rest
                            .iter()
                            .position(|&x| !(x.is_ascii_alphanumeric() || x == b'.' || x == b'_'))
                            .unwrap_or(rest.len());
                        match &rest[..word_end] {
                            b"module" | b"builtin.module" => return None,
                            b"func.func" => {
                                let last = parts.last().expect("first part").offset;
                                if part_has_op && i - last >= part_bytes {
                                    parts.push(PartStart { offset: i, line });
                                }
                            }
                            _ => {}
                        }
                        part_has_op = true;
                    }
                }
            }
        }
        while i < b.len() && !INTERESTING[b[i] as usize] {
            i += 1;
        }
        let Some(&c) = b.get(i) else { break };
        i += 1;
        match c {
            b'\n' => {
                line += 1;
                at_line_start = true;
            }
            b'/' if b.get(i) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'"' => {
                while i < b.len() && b[i] != b'"' {
                    match b[i] {
                        b'\\' => i += 1,
                        b'\n' => return None,
                        _ => {}
                    }
                    i += 1;
                }
                if i >= b.len() {
                    return None;
                }
                i += 1;
            }
            b'@' if b[i..].starts_with(b"dealloc_helper") => return None,
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth < 0 {
                    return None;
                }
            }
            _ => {}
        }
    }
    (depth == 0).then_some(parts)
}

/// What a worker made of one part.
struct PartOutput {
    /// `module {` (equal for every part).
    head: String,
    /// The printed top-level ops.
    text: Vec<u8>,
    /// Top-level symbols defined: name and, for functions, the printed type.
    defines: Vec<(String, Option<String>)>,
    /// Functions called but defined elsewhere: name and the call's printed type.
    calls_out: Vec<(String, String)>,
    /// The pipeline step that created the generic lowering's helper, if any function needed it.
    helper_at: Option<usize>,
}

/// Runs `opts` on `text` with [`ParallelConfig`]'s threads, writing the output to `out`; `None`
/// if the input or the result needs the single-module path (nothing has been written then).
pub fn run_parallel(
    name: &str,
    text: &str,
    opts: &OptOptions,
    out: &mut dyn Write,
    config: ParallelConfig,
) -> Option<Result<(), StreamError>> {
    if config.threads < 2
        || text.len() < config.min_input_bytes
        || opts.print.generic
        || opts.print.debuginfo
        || opts.instrument.active()
    {
        return None;
    }
    if !opts.pipeline.is_empty() {
        // Every pass must have a function-at-a-time form.
        FunctionPipeline::new(&opts.pipeline).ok()??;
    }
    let parts = split_parts(text, config.part_bytes)?;
    if parts.len() < 2 {
        return None;
    }
    let results: Vec<OnceLock<PartOutput>> = parts.iter().map(|_| OnceLock::new()).collect();
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    std::thread::scope(|s| {
        for _ in 0..config.threads.min(parts.len()) {
            let work = || {
                while !failed.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(start) = parts.get(i) else { break };
                    let end = parts.get(i + 1).map_or(text.len(), |p| p.offset);
                    let part = &text[start.offset..end];
                    match process_part(name, part, start.line, opts) {
                        Some(r) => {
                            let _ = results[i].set(r);
                        }
                        None => failed.store(true, Ordering::Relaxed),
                    }
                }
            };
            // Deeply nested input recurses: the same generous stack as the driver thread.
            std::thread::Builder::new()
                .stack_size(256 << 20)
                .spawn_scoped(s, work)
                .expect("spawn worker thread");
        }
    });
    if failed.load(Ordering::Relaxed) {
        return None;
    }
    let results: Vec<PartOutput> = results
        .into_iter()
        .map(|r| r.into_inner())
        .collect::<Option<_>>()?;
    if !links_resolve(&results) {
        return None;
    }
    let helper_at = results.iter().filter_map(|r| r.helper_at).min();
    let helper_text = match helper_at {
        Some(at) => Some(helper_text(name, opts, at)?),
        None => None,
    };
    let mut write = || -> std::io::Result<()> {
        out.write_all(results[0].head.as_bytes())?;
        for r in &results {
            out.write_all(&r.text)?;
        }
        if let Some(h) = &helper_text {
            out.write_all(h.as_bytes())?;
        }
        out.write_all(ModuleStream::TAIL.as_bytes())?;
        out.flush()
    };
    Some(write().map_err(StreamError::Io))
}

/// True if every cross-part call names a function of another part with the call's type and no
/// symbol is defined in two parts.
fn links_resolve(results: &[PartOutput]) -> bool {
    let mut defined: FxHashMap<&str, Option<&str>> = FxHashMap::default();
    for r in results {
        for (name, ty) in &r.defines {
            if defined.insert(name, ty.as_deref()).is_some() {
                return false;
            }
        }
    }
    results.iter().all(|r| {
        r.calls_out
            .iter()
            .all(|(name, ty)| defined.get(name.as_str()) == Some(&Some(ty.as_str())))
    })
}

/// Parses, verifies, transforms and prints one part; `None` on any diagnostic or if the part
/// needs whole-module printing.
fn process_part(name: &str, text: &str, first_line: u32, opts: &OptOptions) -> Option<PartOutput> {
    let mut p = Parser::new(text, name, first_line);
    p.set_allow_unregistered(opts.allow_unregistered);
    let mut m = p.parse_module().ok()?;
    let top = m.top?;
    if !FunctionPipeline::applies_to(&m) {
        return None;
    }
    let mut stream = ModuleStream::new(&m, opts.print)?;
    let head = stream.head().to_string();
    let mut verifier = OpTreeVerifier::new(&m);
    let defines = defined_symbols(&mut m);
    let calls_out = declare_external_callees(&mut m, &mut verifier);
    verifier.verify(&m, top).ok()?;
    let order = m.top_level_ops();
    let mut text = Vec::new();
    let mut writer = FunctionWriter {
        verifier,
        printer: TopLevelPrinter::new(&mut stream, &order, &mut text),
    };
    let mut helper_at = None;
    if !opts.pipeline.is_empty() {
        let fp = FunctionPipeline::new(&opts.pipeline).ok()??;
        let helper = fp
            .run_functions(&mut m, &mut |m, f, helper| {
                writer
                    .done(m, f, helper)
                    .map_err(|_| Diagnostic::error(None, "not written"))
            })
            .ok()?;
        helper_at = helper.created_at();
    }
    // Errors reported without failing are printed by the single-module path.
    if !m.emitted.is_empty() {
        return None;
    }
    // The rest of the part (everything, without passes); the helper is not among `order`.
    writer.printer.finish(&m).ok()?;
    drop(writer);
    Some(PartOutput {
        head,
        text,
        defines,
        calls_out,
        helper_at,
    })
}

/// The module's top-level symbols, with the printed type of the functions among them.
fn defined_symbols(m: &mut Module) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    for o in m.top_level_ops() {
        if let Some(Attribute::String(s)) = m.attr(o, "sym_name") {
            let s = s.clone();
            let ty = match (m.op(o).kind, m.attr(o, "function_type")) {
                (OpKind::Func, Some(Attribute::Type(t))) => Some(type_to_string(m, *t)),
                _ => None,
            };
            out.push((s, ty));
        }
    }
    out
}

/// Gives every `func.call` whose callee is not a top-level symbol of `m` a detached
/// declaration of the call's own type (known to `verifier` only), and returns the callees with
/// those types.
fn declare_external_callees(
    m: &mut Module,
    verifier: &mut OpTreeVerifier,
) -> Vec<(String, String)> {
    let local = crate::dialects::symbol_table(m);
    let mut calls = Vec::new();
    if let Some(top) = m.top {
        m.walk_nested(top, &mut |o| {
            if m.op(o).kind == OpKind::Call {
                if let Some(Attribute::SymbolRef { root, .. }) = m.attr(o, "callee") {
                    if !local.contains_key(root.as_str()) {
                        calls.push((o, root.clone()));
                    }
                }
            }
        });
    }
    let mut declared: FxHashMap<String, String> = FxHashMap::default();
    let mut out = Vec::new();
    for (call, callee) in calls {
        let d = m.op(call);
        let results = d.results.iter().map(|&r| m.value_type(r)).collect();
        let inputs = d.operands.iter().map(|&v| m.value_type(v)).collect();
        let fty = m.intern_type(TypeData::Function { inputs, results });
        let printed = type_to_string(m, fty);
        match declared.get(&callee) {
            // The first call's declaration decides; a second type is a mismatch somewhere.
            Some(t) if *t != printed => out.push((callee, printed)),
            Some(_) => {}
            None => {
                let loc = m.op(call).loc.clone();
                let region = m.new_region();
                let spec = crate::dialects::func::private_func_spec(m, &callee, fty, region, loc);
                let decl = m.create_op(spec);
                verifier.add_symbol(&callee, decl);
                declared.insert(callee.clone(), printed.clone());
                out.push((callee, printed));
            }
        }
    }
    out
}

/// The generated helper printed as a top-level op, created by step `at` of the pipeline.
fn helper_text(name: &str, opts: &OptOptions, at: usize) -> Option<String> {
    let mut m = Parser::new("", name, 1).parse_module().ok()?;
    let fp = FunctionPipeline::new(&opts.pipeline).ok()??;
    let mut stream = ModuleStream::new(&m, opts.print)?;
    let mut text = String::new();
    let mut verifier = OpTreeVerifier::new(&m);
    fp.helper_alone(&mut m, at, &mut |m, h, _| {
        verifier
            .verify(m, h)
            .map_err(|_| Diagnostic::error(None, "verification failed"))?;
        stream.top_level_op(m, h, &mut text);
        Ok(())
    })
    .ok()?;
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offsets(text: &str, bytes: usize) -> Option<Vec<usize>> {
        split_parts(text, bytes).map(|v| v.iter().map(|p| p.offset).collect())
    }

    #[test]
    fn splits_at_top_level_functions() {
        let t = "// c\nfunc.func @a() {\n  return\n}\nfunc.func @b() {\n  return\n}\n";
        let b = t.find("func.func @b").unwrap();
        assert_eq!(offsets(t, 1), Some(vec![0, b]));
        assert_eq!(split_parts(t, 1).unwrap()[1].line, 5);
        // Parts are at least `part_bytes` long.
        assert_eq!(offsets(t, 1000), Some(vec![0]));
    }

    #[test]
    fn nested_and_quoted_text_does_not_split() {
        let t = "func.func @a() {\n\"x.y\"() ({\nfunc.func @n() {\n}\n}) : () -> ()\n  return\n}\n// func.func\n\"s\"() {v = \"{\\\"\"} : () -> ()\nfunc.func @b() {\n  return\n}\n";
        let b = t.find("func.func @b").unwrap();
        assert_eq!(offsets(t, 1), Some(vec![0, b]));
    }

    #[test]
    fn rejects_what_needs_the_whole_module() {
        for t in [
            "#map = affine_map<(d0) -> (d0)>\nfunc.func @a() {\n}\n",
            "module {\n}\n",
            "func.func @a() {\n",
            "func.func @a() }\n",
            "{-# dialect_resources: {} #-}\n",
            "\"unterminated\n",
            "func.func @dealloc_helper() {\n}\n",
        ] {
            assert_eq!(split_parts(t, 1), None, "{t}");
        }
    }
}
