//! Function-at-a-time execution of a pass pipeline.
//!
//! mlir-opt runs a pipeline pass by pass: every function goes through pass 1, then every
//! function through pass 2, and so on. When every pass of the pipeline only looks inside the
//! function it transforms (plus the *signatures* of callees), the result is the same if each
//! function goes through the whole pipeline before the next one starts. That order keeps one
//! function's IR hot in cache for the whole pipeline, and lets a caller print a finished
//! function and reclaim its memory before the next one is even touched (`bufjit opt` streams
//! its output this way), so peak memory is the input plus one function's working set.
//!
//! The one module-level effect of the deallocation pipeline is the generic lowering's
//! `dealloc_helper` function: it is created, at the end of the module, the first time a
//! function needs it (so calls to it verify), and it goes through the passes that follow the
//! lowering once every other function is done, exactly as the pass-at-a-time order would run
//! them on it.

use super::{lookup, FuncPassFn, PassOptions, PipelineEntry};
use crate::diag::Diagnostic;
use crate::dialects::Dialect;
use crate::dialects::{OpKind, SymbolTable};
use crate::ir::{Module, OpId};
use crate::transforms::lower_deallocs::{self, HelperStorage, Helpers, LowerOptions};
use crate::transforms::ownership::{self, DeallocationOptions};
use crate::transforms::{bufferization_to_memref, expand_realloc, pipeline};

/// One pass as it runs on a single function.
enum Step {
    /// A pass whose per-function entry point is equivalent to its module run.
    Local(FuncPassFn, PassOptions),
    /// `expand-realloc` (`emit-deallocs`).
    ExpandRealloc(bool),
    /// `ownership-based-buffer-deallocation` without private-function dynamic ownership (which
    /// would change callers and callees together).
    Ownership(DeallocationOptions),
    /// `bufferization-lower-deallocations`, or with `clones` `convert-bufferization-to-memref`
    /// (MLIR's heap-list lowering: its one helper can be created on first need).
    Lower { opts: LowerOptions, clones: bool },
}

/// A pipeline that can run one function at a time.
pub struct FunctionPipeline {
    steps: Vec<Step>,
    /// Pass names, for timing reports.
    names: Vec<String>,
    /// Time spent in each step so far (`BUFJIT_PASS_TIMING`).
    timings: std::cell::RefCell<Vec<std::time::Duration>>,
}

/// What a finished function is handed to (printing, verification), with the generated
/// `dealloc_helper` if it exists by then; runs before the next function starts.
pub type OnFunctionDone<'a> =
    &'a mut dyn FnMut(&mut Module, OpId, Option<OpId>) -> Result<(), Diagnostic>;

impl FunctionPipeline {
    /// The function-at-a-time form of `pipeline`, or `None` if some pass needs the whole
    /// module at once. Invalid options are reported as they would be by the passes.
    pub fn new(pipeline: &[PipelineEntry]) -> Result<Option<FunctionPipeline>, Diagnostic> {
        let mut steps = Vec::new();
        let mut names = Vec::new();
        if !flatten(pipeline, &mut steps, &mut names)? {
            return Ok(None);
        }
        let timings = vec![std::time::Duration::ZERO; steps.len()].into();
        Ok(Some(FunctionPipeline {
            steps,
            names,
            timings,
        }))
    }

    /// True if `m` has the shape function-at-a-time execution assumes: a module whose body
    /// holds functions and ops without regions, none of which defines a value, and no op whose
    /// passes may create affine maps (`linalg` lowered to loops builds `affine.apply`s,
    /// canonicalize composes `affine` maps): the streamed output's aliases are decided from
    /// the input before any pass runs.
    pub fn applies_to(m: &Module) -> bool {
        let Some(top) = m.top else { return false };
        if m.op(top).kind != OpKind::Module {
            return false;
        }
        let flat = m.top_level_ops().iter().all(|&o| {
            let d = m.op(o);
            d.results.is_empty() && (d.kind == OpKind::Func || d.regions.is_empty())
        });
        if !flat {
            return false;
        }
        let mut makes_maps = false;
        m.walk_nested(top, &mut |o| {
            makes_maps |= matches!(m.op(o).kind.dialect(), Dialect::Affine | Dialect::Linalg);
        });
        !makes_maps
    }

    /// Runs the pipeline on every function of `m` in module order, handing each finished
    /// function to `done` (the generated `dealloc_helper`, if any, comes last). The module must
    /// satisfy [`FunctionPipeline::applies_to`].
    pub fn run(&self, m: &mut Module, done: OnFunctionDone<'_>) -> Result<(), Diagnostic> {
        let helper = self.run_functions(m, done)?;
        self.finish_helper(m, helper, done)?;
        if std::env::var_os("BUFJIT_PASS_TIMING").is_some() {
            for (t, n) in self.timings.borrow().iter().zip(&self.names) {
                eprintln!("{:>10.3} ms  {n}", t.as_secs_f64() * 1e3);
            }
        }
        Ok(())
    }

    /// Runs the pipeline on every function of `m` in module order, handing each finished
    /// function to `done`, and returns the state of the generated helper, which has not been
    /// through the steps after the lowering yet (see [`FunctionPipeline::finish_helper`]).
    pub fn run_functions(
        &self,
        m: &mut Module,
        done: OnFunctionDone<'_>,
    ) -> Result<HelperState, Diagnostic> {
        let symbols = crate::dialects::symbol_table(m);
        let mut helper = HelperState {
            func: None,
            created_at: usize::MAX,
        };
        let funcs: Vec<OpId> = m
            .top_level_ops()
            .into_iter()
            .filter(|&o| m.op(o).kind == OpKind::Func)
            .collect();
        for f in funcs {
            self.run_steps(m, f, 0, &symbols, &mut helper)?;
            done(m, f, helper.func.as_ref().map(|h| h.0))?;
        }
        Ok(helper)
    }

    /// Runs the steps that follow the helper's creation on the helper (if it was created) and
    /// hands it to `done`.
    pub fn finish_helper(
        &self,
        m: &mut Module,
        mut helper: HelperState,
        done: OnFunctionDone<'_>,
    ) -> Result<(), Diagnostic> {
        if let Some((h, _)) = helper.func.clone() {
            let symbols = crate::dialects::symbol_table(m);
            self.run_steps(m, h, helper.created_at + 1, &symbols, &mut helper)?;
            done(m, h, Some(h))?;
        }
        Ok(())
    }

    /// Creates the helper in `m` (a module without one) as step `created_at` does, then
    /// finishes it as [`FunctionPipeline::finish_helper`] does. For callers that ran the
    /// functions of a module in several parts (each with its own copy of the helper) and print
    /// one helper for all of them.
    pub fn helper_alone(
        &self,
        m: &mut Module,
        created_at: usize,
        done: OnFunctionDone<'_>,
    ) -> Result<(), Diagnostic> {
        let name = lower_deallocs::unique_symbol(m, "dealloc_helper");
        let top = m.top.expect("a module");
        let loc = m.op(top).loc.clone();
        let h = lower_deallocs::build_helper(m, &name, &loc);
        let helper = HelperState {
            func: Some((h, name)),
            created_at,
        };
        self.finish_helper(m, helper, done)
    }

    fn run_steps(
        &self,
        m: &mut Module,
        f: OpId,
        from: usize,
        symbols: &SymbolTable,
        helper: &mut HelperState,
    ) -> Result<(), Diagnostic> {
        for (i, step) in self.steps.iter().enumerate().skip(from) {
            let started = std::time::Instant::now();
            match step {
                Step::Local(run, opts) => run(m, f, opts)?,
                Step::ExpandRealloc(emit) => expand_realloc::run_on(m, f, *emit)?,
                Step::Ownership(opts) => {
                    let has_body = m
                        .op(f)
                        .regions
                        .first()
                        .is_some_and(|&r| m.entry_block(r).is_some());
                    if has_body {
                        ownership::deallocate_function(m, f, *opts, symbols)?;
                    }
                }
                Step::Lower { opts, clones } => {
                    if *clones {
                        bufferization_to_memref::lower_clones(m, f)?;
                    }
                    if helper.func.as_ref().map(|h| h.0) != Some(f) && needs_helper(m, f, opts) {
                        helper.created_at = helper.created_at.min(i);
                        if helper.func.is_none() {
                            // Named against the symbols the module-level lowering would see
                            // (no earlier pass adds any).
                            let name = lower_deallocs::unique_symbol(m, "dealloc_helper");
                            let top = m.top.expect("applies_to checked the module");
                            let loc = m.op(top).loc.clone();
                            let h = lower_deallocs::build_helper(m, &name, &loc);
                            helper.func = Some((h, name));
                        }
                    }
                    let helpers = Helpers {
                        generic: helper.func.as_ref().map(|(_, name)| name.clone()),
                        nlogn: None,
                    };
                    lower_deallocs::lower_all(m, f, &helpers, *opts)?;
                }
            }
            self.timings.borrow_mut()[i] += started.elapsed();
        }
        Ok(())
    }
}

/// The generated helper: the function and its name once created, and the first step that
/// needed it (the steps after that one run on it at the end).
pub struct HelperState {
    func: Option<(OpId, String)>,
    created_at: usize,
}

impl HelperState {
    /// The step that created the helper, if some function needed it.
    pub fn created_at(&self) -> Option<usize> {
        self.func.as_ref().map(|_| self.created_at)
    }
}

/// True if a dealloc nested in `f` needs the generic lowering under `opts`.
fn needs_helper(m: &Module, f: OpId, opts: &LowerOptions) -> bool {
    let mut needed = false;
    m.walk_nested(f, &mut |o| {
        if m.op(o).kind == OpKind::BufDealloc
            && opts.uses_helper(
                crate::transforms::canonicalize::bufferization::dealloc_parts(m, o)
                    .memrefs
                    .len(),
            )
        {
            needed = true;
        }
    });
    needed
}

/// Appends the per-function steps of `pipeline`; false if some entry has none.
fn flatten(
    pipeline: &[PipelineEntry],
    steps: &mut Vec<Step>,
    names: &mut Vec<String>,
) -> Result<bool, Diagnostic> {
    for e in pipeline {
        // Nested under `func.func`, a lowering cannot create the helper: its per-function
        // entry point reports that.
        let on_functions = e.anchors.last().is_some_and(|a| a == "func.func");
        let step = match e.name.as_str() {
            "buffer-deallocation-pipeline" => {
                if !flatten(&pipeline::expand(e)?, steps, names)? {
                    return Ok(false);
                }
                continue;
            }
            "expand-realloc" => Step::ExpandRealloc(expand_realloc::parse_options(&e.options)?),
            "ownership-based-buffer-deallocation" => {
                let o = DeallocationOptions::parse(&e.options)?;
                if o.private_function_dynamic_ownership {
                    return Ok(false);
                }
                Step::Ownership(o)
            }
            "bufferization-lower-deallocations" | "convert-bufferization-to-memref"
                if !on_functions =>
            {
                let opts = lower_deallocs::parse_options(&e.options)?;
                // The stack lowering may need two helpers, created in a fixed order: that
                // needs the whole module.
                if opts.storage != HelperStorage::Heap {
                    return Ok(false);
                }
                Step::Lower {
                    opts,
                    clones: e.name == "convert-bufferization-to-memref",
                }
            }
            // Outlining adds functions to the module.
            "loop-scalar-promotion"
                if crate::transforms::opt::scalar_promotion::parse_options(&e.options)?
                    .outline_cold =>
            {
                return Ok(false)
            }
            name => match lookup(name).and_then(|p| p.run_on_function) {
                Some(f) => Step::Local(f, e.options.clone()),
                None => return Ok(false),
            },
        };
        steps.push(step);
        names.push(e.name.clone());
    }
    Ok(true)
}
