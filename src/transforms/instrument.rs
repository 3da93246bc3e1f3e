//! mlir-opt's pass instrumentation: `--mlir-print-ir-before-all`, `--mlir-print-ir-after-all`
//! (with `--mlir-print-ir-module-scope`) and `--mlir-timing`.
//!
//! An instrumented pipeline runs exactly as mlir-opt runs it on one thread: pass by pass over
//! the module, with consecutive passes nested under `func.func` forming one nested pipeline
//! that each function goes through in turn, and named pipelines (`buffer-deallocation-pipeline`)
//! replaced by their passes. Each pass run can be preceded and followed by a dump of the op it
//! ran on, and is timed into mlir-opt's execution time report.

use super::{lookup, pipeline, PipelineEntry};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Module, OpId};
use crate::print::{print_op, PrintOptions};
use std::time::{Duration, Instant};

/// What to report around each pass.
#[derive(Debug, Clone, Default)]
pub struct Instrumentation {
    /// `--mlir-print-ir-before-all`.
    pub print_before_all: bool,
    /// `--mlir-print-ir-after-all`.
    pub print_after_all: bool,
    /// `--mlir-print-ir-module-scope`: dump the whole module, not the function a nested pass
    /// ran on.
    pub module_scope: bool,
    /// `--mlir-timing`.
    pub timing: bool,
    /// How dumped IR is printed.
    pub print: PrintOptions,
}

impl Instrumentation {
    /// True if any instrumentation is requested (the pipeline then runs pass by pass).
    pub fn active(&self) -> bool {
        self.print_before_all || self.print_after_all || self.timing
    }
}

/// One line of the execution time report.
#[derive(Debug, Clone, PartialEq)]
pub struct TimingRow {
    /// Nesting depth (0 for top-level passes).
    pub depth: usize,
    /// Pass class name, or `'func.func' Pipeline`.
    pub name: String,
    /// Wall time.
    pub time: Duration,
}

/// What an instrumented run produced besides the transformed module.
#[derive(Debug, Default)]
pub struct Report {
    /// The IR dumps, in order (mlir-opt writes them to stderr).
    pub dumps: String,
    /// Time per pass, in pipeline order (runs of the same pipeline, e.g. one per
    /// `--split-input-file` chunk, add up into the same rows).
    pub timing: Vec<TimingRow>,
    /// The row the next timed pass of the current run goes to.
    cursor: usize,
}

impl Report {
    /// The row for the next timed pass of the current run: the one the previous run used at
    /// this point if it is the same pass, else a new one.
    fn row(&mut self, depth: usize, name: &str) -> usize {
        let i = match self.timing.get(self.cursor) {
            Some(r) if r.depth == depth && r.name == name => self.cursor,
            _ => {
                self.timing.push(TimingRow {
                    depth,
                    name: name.to_string(),
                    time: Duration::ZERO,
                });
                self.timing.len() - 1
            }
        };
        self.cursor = i + 1;
        i
    }
}

/// Runs `pipeline` on `m` pass by pass, recording dumps and times in `report` (also when a
/// pass fails: the dumps up to the failure are kept).
pub fn run(
    m: &mut Module,
    pipeline: &[PipelineEntry],
    ins: &Instrumentation,
    report: &mut Report,
) -> Result<(), Diagnostic> {
    let entries = expand(pipeline)?;
    report.cursor = 0;
    let mut i = 0;
    while i < entries.len() {
        if !nested(&entries[i]) {
            let e = &entries[i];
            let info = lookup(&e.name).expect("pipeline entries are validated when parsed");
            let top = m.top;
            dump(m, top, None, "Before", e, ins.print_before_all, ins, report);
            let row = report.row(0, info.class);
            let started = Instant::now();
            let r = (info.run)(m, &e.options);
            report.timing[row].time += started.elapsed();
            r?;
            dump(m, top, None, "After", e, ins.print_after_all, ins, report);
            i += 1;
            continue;
        }
        let end = (i..entries.len())
            .find(|&j| !nested(&entries[j]))
            .unwrap_or(entries.len());
        run_nested(m, &entries[i..end], ins, report)?;
        i = end;
    }
    Ok(())
}

/// Formats mlir-opt's execution time report for `rows`, `total` being the whole run and
/// `parse`/`output` the time spent reading and writing the IR.
pub fn timing_report(
    rows: &[TimingRow],
    parse: Duration,
    output: Duration,
    total: Duration,
) -> String {
    let mut out = String::new();
    let rule = "===-------------------------------------------------------------------------===\n";
    out.push_str(rule);
    out.push_str("                         ... Execution time report ...\n");
    out.push_str(rule);
    let total_s = total.as_secs_f64();
    out.push_str(&format!("  Total Execution Time: {total_s:.4} seconds\n\n"));
    out.push_str("  ----Wall Time----  ----Name----\n");
    let line = |out: &mut String, t: Duration, depth: usize, name: &str| {
        let s = t.as_secs_f64();
        let pct = if total_s > 0.0 {
            100.0 * s / total_s
        } else {
            0.0
        };
        out.push_str(&format!(
            "{s:>10.4} ({pct:>5.1}%)  {}{name}\n",
            "  ".repeat(depth)
        ));
    };
    line(&mut out, parse, 0, "Parser");
    let mut accounted = parse + output;
    for r in rows {
        line(&mut out, r.time, r.depth, &r.name);
        if r.depth == 0 {
            accounted += r.time;
        }
    }
    line(&mut out, output, 0, "Output");
    line(&mut out, total.saturating_sub(accounted), 0, "Rest");
    line(&mut out, total, 0, "Total");
    out
}

/// Runs consecutive `func.func`-nested passes as one nested pipeline: every function goes
/// through all of them before the next function starts.
fn run_nested(
    m: &mut Module,
    group: &[PipelineEntry],
    ins: &Instrumentation,
    report: &mut Report,
) -> Result<(), Diagnostic> {
    let header = report.row(0, "'func.func' Pipeline");
    let rows: Vec<usize> = group
        .iter()
        .map(|e| report.row(1, lookup(&e.name).expect("validated").class))
        .collect();
    let funcs = super::nested_functions(m);
    let started = Instant::now();
    let mut result = Ok(());
    'funcs: for f in funcs {
        for (k, e) in group.iter().enumerate() {
            let info = lookup(&e.name).expect("validated");
            let (target, scope) = if ins.module_scope {
                (m.top, Some(f))
            } else {
                (Some(f), None)
            };
            dump(
                m,
                target,
                scope,
                "Before",
                e,
                ins.print_before_all,
                ins,
                report,
            );
            let t = Instant::now();
            let r = match info.run_on_function {
                Some(run) => run(m, f, &e.options),
                None => (info.run)(m, &e.options),
            };
            report.timing[rows[k]].time += t.elapsed();
            if let Err(d) = r {
                result = Err(d);
                break 'funcs;
            }
            dump(
                m,
                target,
                scope,
                "After",
                e,
                ins.print_after_all,
                ins,
                report,
            );
        }
    }
    report.timing[header].time += started.elapsed();
    result
}

/// Appends `// -----// IR Dump {when} {Class} ({name}) //----- //` and the text of `op`; with
/// `--mlir-print-ir-module-scope`, `op` is the module and `scope` the function the pass ran on.
#[allow(clippy::too_many_arguments)]
fn dump(
    m: &Module,
    op: Option<OpId>,
    scope: Option<OpId>,
    when: &str,
    e: &PipelineEntry,
    enabled: bool,
    ins: &Instrumentation,
    report: &mut Report,
) {
    let Some(op) = op.filter(|_| enabled) else {
        return;
    };
    let class = lookup(&e.name).map_or("", |p| p.class);
    let out = &mut report.dumps;
    out.push_str(&format!("// -----// IR Dump {when} {class} ({})", e.name));
    if let Some(Attribute::String(name)) = scope.and_then(|f| m.attr(f, "sym_name")) {
        out.push_str(&format!(" ('func.func' operation: @{name})"));
    }
    out.push_str(" //----- //\n");
    out.push_str(print_op(m, op, ins.print).trim_end_matches('\n'));
    // mlir-opt ends a dump with a blank line; a top-level module's text has one more.
    out.push_str(if Some(op) == m.top { "\n\n\n" } else { "\n\n" });
}

/// True for an entry nested under `func.func`.
fn nested(e: &PipelineEntry) -> bool {
    e.anchors.last().is_some_and(|a| a == "func.func")
}

/// `pipeline` with every named pipeline replaced by its passes.
fn expand(pipeline: &[PipelineEntry]) -> Result<Vec<PipelineEntry>, Diagnostic> {
    let mut out = Vec::new();
    for e in pipeline {
        if e.name == "buffer-deallocation-pipeline" {
            out.extend(pipeline::expand(e)?);
        } else {
            out.push(e.clone());
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_lines_follow_mlir_opt_layout() {
        let rows = vec![
            TimingRow {
                depth: 0,
                name: "'func.func' Pipeline".into(),
                time: Duration::from_millis(2),
            },
            TimingRow {
                depth: 1,
                name: "CSE".into(),
                time: Duration::from_millis(1),
            },
        ];
        let ms = Duration::from_millis;
        let r = timing_report(&rows, ms(1), ms(1), ms(10));
        assert!(
            r.contains("  Total Execution Time: 0.0100 seconds\n\n"),
            "{r}"
        );
        assert!(
            r.contains("    0.0020 ( 20.0%)  'func.func' Pipeline\n"),
            "{r}"
        );
        assert!(r.contains("    0.0010 ( 10.0%)    CSE\n"), "{r}");
        // Rest is what no row accounts for (nested rows are inside their pipeline's).
        assert!(r.contains("    0.0060 ( 60.0%)  Rest\n"), "{r}");
        assert!(r.ends_with("    0.0100 (100.0%)  Total\n"), "{r}");
    }
}
