//! `bufjit check PATH...`: the CI command. Runs the entry points of many kernels (files, or
//! every `.mlir` file below a directory) and prints one verdict per file plus the closing line
//! `N passed, M failed`; exits 1 if anything failed. Each entry point runs in its own
//! `bufjit run` process (`-j N` of them at a time), so a failed assertion, a crash or a
//! stop-at-first violation in one kernel cannot take the others down and every allocator
//! report starts from zero; `--timeout` kills a hung kernel and gives it the verdict
//! `timeout`, so a CI job never hangs. Reports: text (with a progress bar on a terminal),
//! JSON, JUnit XML (`--report=junit`), which GitHub Actions, GitLab and Jenkins display, or
//! SARIF (`--report=sarif`, [`crate::tool::sarif`]) for code-scanning dashboards.
//! `--num-shards N --run-shard K` runs one of N disjoint shards of the suite, so a CI matrix can
//! spread it over machines.
//!
//! Entry points: `-e NAME`, else every function named in a `// bufjit-entry: @name` comment,
//! else `@main`.

use crate::exec::EXIT_COMPILE_ERROR;
use crate::tool::options::{word, words, CheckReport, Memcheck};
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// `bufjit check` flags.
#[derive(clap::Args, Debug, Clone)]
pub struct CheckArgs {
    /// Input files, or directories (every `.mlir` file below them, sorted).
    #[arg(required = true)]
    pub inputs: Vec<String>,
    /// Entry point (default: `// bufjit-entry: @name` comments, else `main`).
    #[arg(short = 'e')]
    pub entry: Option<String>,
    /// Report format: text, json, junit (JUnit XML) or sarif (SARIF 2.1.0, one result per
    /// violation at its IR line, for code-scanning dashboards).
    #[arg(long = "report", default_value = "text", value_parser = words::<CheckReport>("--report"))]
    pub report: CheckReport,
    /// Write the json/junit/sarif report to this file (the text verdicts still go to stdout).
    #[arg(short = 'o', long = "output")]
    pub output: Option<String>,
    /// Memory checking mode passed to each run.
    #[arg(long = "memcheck", default_value = "collect", value_parser = words::<Memcheck>("--memcheck"))]
    pub memcheck: Memcheck,
    /// Pass pipeline of each run, as for `bufjit run` (auto, none, default or pipeline text).
    #[arg(long = "pipeline", default_value = "auto")]
    pub pipeline: String,
    /// Entry points run at the same time, each in its own process (default: the number of
    /// cores).
    #[arg(short = 'j', long = "jobs")]
    pub jobs: Option<usize>,
    /// Seconds one entry point may run before it is killed with the verdict `timeout`
    /// (0: no limit).
    #[arg(long = "timeout", default_value_t = 300.0)]
    pub timeout: f64,
    /// Say on stderr which pipeline ran for each file.
    #[arg(short = 'v', long = "verbose")]
    pub verbose: bool,
    /// Split the suite into N shards and run only the one `--run-shard` names (default: the
    /// environment's `BUFJIT_NUM_SHARDS`). Entry point I of the suite, in report order, goes to
    /// shard I mod N + 1, so the shards are disjoint and together run the whole suite.
    #[arg(long = "num-shards", value_name = "N")]
    pub num_shards: Option<usize>,
    /// The shard to run, from 1 to `--num-shards` (default: the environment's
    /// `BUFJIT_RUN_SHARD`).
    #[arg(long = "run-shard", value_name = "K")]
    pub run_shard: Option<usize>,
    /// Threads each run's parallel loops use (`bufjit run --threads`; default 1: the entry
    /// points already run at the same time).
    #[arg(long = "threads", value_name = "N", default_value_t = 1, value_parser = crate::tool::options::parse_threads)]
    pub threads: u64,
}

/// One shard of a suite: the `index`-th (from 1) of `count`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which shard, from 1.
    pub index: usize,
    /// How many.
    pub count: usize,
}

impl Shard {
    /// The shard the flags name, else the environment (`BUFJIT_NUM_SHARDS`,
    /// `BUFJIT_RUN_SHARD`); `None` runs the whole suite. A count without an index (or the
    /// reverse), a count of 0, an index of 0 or above the count is an error.
    pub fn select(
        num_shards: Option<usize>,
        run_shard: Option<usize>,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Option<Shard>, String> {
        let read = |flag: Option<usize>, var: &str| -> Result<Option<usize>, String> {
            match (flag, env(var)) {
                (Some(v), _) => Ok(Some(v)),
                (None, Some(text)) if !text.trim().is_empty() => text
                    .trim()
                    .parse()
                    .map(Some)
                    .map_err(|_| format!("invalid {var} '{text}' (expected a number)")),
                (None, _) => Ok(None),
            }
        };
        let count = read(num_shards, "BUFJIT_NUM_SHARDS")?;
        let index = read(run_shard, "BUFJIT_RUN_SHARD")?;
        match (count, index) {
            (None, None) => Ok(None),
            (Some(_), None) => Err("--num-shards needs --run-shard (or BUFJIT_RUN_SHARD)".into()),
            (None, Some(_)) => Err("--run-shard needs --num-shards (or BUFJIT_NUM_SHARDS)".into()),
            (Some(0), _) => Err("invalid --num-shards 0 (expected at least 1)".into()),
            (Some(n), Some(k)) if k == 0 || k > n => Err(format!(
                "invalid --run-shard {k} (expected 1 to --num-shards {n})"
            )),
            (Some(count), Some(index)) => Ok(Some(Shard { index, count })),
        }
    }

    /// Whether the `i`-th (from 0) entry point of the suite belongs to this shard.
    pub fn holds(self, i: usize) -> bool {
        i % self.count == self.index - 1
    }
}

/// The verdict of one entry point.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Ran, allocator clean.
    Pass,
    /// Leak, double free, invalid free (exit status 2), use after free (exit status 4).
    MemoryViolation,
    /// Failed `cf.assert` (including `--check-bounds` checks), division by zero, stack
    /// overflow (exit status 3).
    RuntimeError,
    /// Parse, verify or codegen error, bad entry point, unreadable file (exit status 1).
    CompileError,
    /// Killed after `--timeout` seconds.
    Timeout,
    /// Killed by a signal, a wild memory access (exit status 5) or any other exit status.
    Crash,
}

impl Status {
    /// The verdict's name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Status::Pass => "pass",
            Status::MemoryViolation => "memory-violation",
            Status::RuntimeError => "runtime-error",
            Status::CompileError => "compile-error",
            Status::Timeout => "timeout",
            Status::Crash => "crash",
        }
    }
}

/// The outcome of one entry point.
#[derive(Clone, Debug)]
pub struct EntryOutcome {
    /// Function name.
    pub name: String,
    /// The verdict.
    pub status: Status,
    /// Process exit code (-1 if killed by a signal or the timeout).
    pub exit_code: i32,
    /// One line: the allocator's summary, the error, or why the run was killed.
    pub message: String,
    /// The run's whole stderr: diagnostics and the violation report with IR locations.
    pub stderr: String,
    /// The program's output.
    pub stdout: String,
    /// Wall time of the run.
    pub seconds: f64,
}

/// The entry points of a file.
pub fn entries(text: &str, explicit: Option<&str>) -> Vec<String> {
    if let Some(e) = explicit {
        return vec![e.to_string()];
    }
    let mut v: Vec<String> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("// bufjit-entry:"))
        .flat_map(|rest| {
            rest.split([',', ' '])
                .map(|s| s.trim().trim_start_matches('@').to_string())
        })
        .filter(|s| !s.is_empty())
        .collect();
    if v.is_empty() {
        v.push("main".into());
    }
    v
}

/// The files `inputs` name: files as given, directories expanded to every `.mlir` file below
/// them (sorted; hidden directories skipped).
pub fn collect_inputs(inputs: &[String]) -> Vec<String> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        for e in rd.flatten() {
            let p = e.path();
            let hidden = e.file_name().to_string_lossy().starts_with('.');
            if p.is_dir() {
                if !hidden {
                    walk(&p, out);
                }
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    for i in inputs {
        let p = Path::new(i);
        if p.is_dir() {
            let mut found = Vec::new();
            walk(p, &mut found);
            found.sort();
            files.extend(found.into_iter().map(|f| f.to_string_lossy().into_owned()));
        } else {
            files.push(i.clone());
        }
    }
    files
}

/// What a run needs besides the file and entry.
struct RunConfig<'a> {
    memcheck: Memcheck,
    pipeline: &'a str,
    timeout: Option<Duration>,
    verbose: bool,
    threads: u64,
}

fn run_entry(file: &str, name: &str, cfg: &RunConfig<'_>) -> EntryOutcome {
    use wait_timeout::ChildExt;
    let start = Instant::now();
    let exe = std::env::current_exe().unwrap_or_else(|_| "bufjit".into());
    let mut cmd = Command::new(exe);
    cmd.args(["run", file, "-e", name, "--entry-point-result=void"])
        .arg(format!("--memcheck={}", word(&cfg.memcheck)))
        .arg(format!("--pipeline={}", cfg.pipeline))
        .arg(format!("--threads={}", cfg.threads))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if cfg.verbose {
        cmd.arg("-v");
    }
    let failed = |message: String| EntryOutcome {
        name: name.into(),
        status: Status::Crash,
        exit_code: -1,
        message,
        stderr: String::new(),
        stdout: String::new(),
        seconds: start.elapsed().as_secs_f64(),
    };
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => return failed(format!("could not start bufjit run: {e}")),
    };
    // Drain both pipes while waiting, so a chatty kernel cannot block on a full pipe.
    let drain = |p: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            if let Some(mut p) = p {
                let _ = p.read_to_end(&mut v);
            }
            String::from_utf8_lossy(&v).into_owned()
        })
    };
    let out = drain(
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let err = drain(
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let waited = match cfg.timeout {
        Some(t) => child.wait_timeout(t),
        None => child.wait().map(Some),
    };
    let status = match waited {
        Ok(s) => s,
        Err(e) => {
            let _ = child.kill();
            let _ = child.wait();
            return failed(format!("could not wait for bufjit run: {e}"));
        }
    };
    if status.is_none() {
        let _ = child.kill();
        let _ = child.wait();
    }
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    let seconds = start.elapsed().as_secs_f64();
    let Some(status) = status else {
        return EntryOutcome {
            name: name.into(),
            status: Status::Timeout,
            exit_code: -1,
            message: format!(
                "timed out after {} s (killed)",
                cfg.timeout.unwrap_or_default().as_secs_f64()
            ),
            stderr,
            stdout,
            seconds,
        };
    };
    let code = status.code().unwrap_or(-1);
    let message = stderr
        .lines()
        .rev()
        .find(|l| {
            l.starts_with("bufjit:")
                && !l.starts_with("bufjit: work:")
                && !l.starts_with("bufjit: --pipeline")
        })
        .or_else(|| {
            stderr
                .lines()
                .find(|l| l.contains("error:") || l.starts_with("Error:"))
        })
        .map(str::to_string)
        .unwrap_or_else(|| {
            use std::os::unix::process::ExitStatusExt;
            match status.signal() {
                Some(s) => format!("killed by signal {s}"),
                None if code != 0 => format!("exit status {code}"),
                None => String::new(),
            }
        });
    let status = match code {
        0 => Status::Pass,
        2 | 4 => Status::MemoryViolation,
        3 => Status::RuntimeError,
        1 => Status::CompileError,
        _ => Status::Crash,
    };
    EntryOutcome {
        name: name.into(),
        status,
        exit_code: code,
        message,
        stderr,
        stdout,
        seconds,
    }
}

/// One checked file.
#[derive(Clone, Debug)]
pub struct FileOutcome {
    /// The path as given (or found below a directory).
    pub file: String,
    /// Its entry points, in order.
    pub entries: Vec<EntryOutcome>,
}

impl FileOutcome {
    /// Whether every entry point passed.
    pub fn passed(&self) -> bool {
        self.entries.iter().all(|e| e.status == Status::Pass)
    }
}

fn json_str(s: &str) -> String {
    let mut out = String::new();
    bufjit_runtime::report::json_string(&mut out, s);
    out
}

/// The JSON report (`bufjit-check/1`).
pub fn json_report(files: &[FileOutcome], seconds: f64) -> String {
    let passed = files.iter().filter(|f| f.passed()).count();
    let fs: Vec<String> = files
        .iter()
        .map(|f| {
            let es: Vec<String> = f
                .entries
                .iter()
                .map(|o| {
                    format!(
                        "{{\"name\":{},\"status\":{},\"exit_code\":{},\"message\":{},\"seconds\":{:.3},\"stderr\":{}}}",
                        json_str(&o.name),
                        json_str(o.status.name()),
                        o.exit_code,
                        json_str(&o.message),
                        o.seconds,
                        json_str(&o.stderr)
                    )
                })
                .collect();
            format!(
                "{{\"file\":{},\"verdict\":{},\"entries\":[{}]}}",
                json_str(&f.file),
                json_str(if f.passed() { "pass" } else { "fail" }),
                es.join(",")
            )
        })
        .collect();
    format!(
        "{{\"schema\":\"bufjit-check/1\",\"passed\":{passed},\"failed\":{},\"seconds\":{seconds:.3},\"files\":[{}]}}\n",
        files.len() - passed,
        fs.join(",")
    )
}

/// The JUnit XML report: one `<testsuite>`, one `<testcase>` per file and entry point
/// (`classname` = the file, `name` = `@entry`), a `<failure type="VERDICT" message="...">`
/// holding the run's stderr (the violation report with its IR locations) for every entry that
/// did not pass, and the program's output in `<system-out>`.
pub fn junit_report(files: &[FileOutcome], seconds: f64) -> String {
    use quick_xml::events::{BytesCData, BytesDecl, BytesEnd, BytesStart, BytesText, Event};
    let cases: Vec<(&str, &EntryOutcome)> = files
        .iter()
        .flat_map(|f| f.entries.iter().map(move |e| (f.file.as_str(), e)))
        .collect();
    let failures = cases
        .iter()
        .filter(|(_, e)| e.status != Status::Pass)
        .count();
    let mut w = quick_xml::Writer::new_with_indent(Vec::new(), b' ', 2);
    let mut put = |e: Event<'_>| w.write_event(e).expect("writing XML to memory");
    put(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)));
    let mut suite = BytesStart::new("testsuite");
    suite.push_attribute(("name", "bufjit check"));
    suite.push_attribute(("tests", cases.len().to_string().as_str()));
    suite.push_attribute(("failures", failures.to_string().as_str()));
    suite.push_attribute(("errors", "0"));
    suite.push_attribute(("skipped", "0"));
    suite.push_attribute(("time", format!("{seconds:.3}").as_str()));
    put(Event::Start(suite));
    for (file, e) in cases {
        let mut case = BytesStart::new("testcase");
        case.push_attribute(("classname", file));
        case.push_attribute(("name", format!("@{}", e.name).as_str()));
        case.push_attribute(("file", file));
        case.push_attribute(("time", format!("{:.3}", e.seconds).as_str()));
        put(Event::Start(case));
        if e.status != Status::Pass {
            let mut f = BytesStart::new("failure");
            f.push_attribute(("type", e.status.name()));
            f.push_attribute(("message", e.message.as_str()));
            put(Event::Start(f));
            put(Event::Text(BytesText::new(&e.stderr)));
            put(Event::End(BytesEnd::new("failure")));
        }
        if !e.stdout.is_empty() {
            put(Event::Start(BytesStart::new("system-out")));
            // CDATA keeps the output verbatim; a `]]>` inside it ends one section after `]]`
            // and starts the next with `>`.
            let parts: Vec<&str> = e.stdout.split("]]>").collect();
            for (i, part) in parts.iter().enumerate() {
                let mut chunk = String::new();
                if i > 0 {
                    chunk.push('>');
                }
                chunk.push_str(part);
                if i + 1 < parts.len() {
                    chunk.push_str("]]");
                }
                put(Event::CData(BytesCData::new(chunk)));
            }
            put(Event::End(BytesEnd::new("system-out")));
        }
        put(Event::End(BytesEnd::new("testcase")));
    }
    put(Event::End(BytesEnd::new("testsuite")));
    let mut s = String::from_utf8(w.into_inner()).expect("XML is UTF-8");
    s.push('\n');
    s
}

/// The text verdict of a file: `PASS file (@main)` or `FAIL file (@main: verdict: message)`
/// followed by the failing runs' stderr, indented.
pub fn text_verdict(f: &FileOutcome) -> String {
    if f.passed() {
        let names: Vec<String> = f.entries.iter().map(|o| format!("@{}", o.name)).collect();
        return format!("PASS {} ({})", f.file, names.join(", "));
    }
    let bad: Vec<&EntryOutcome> = f
        .entries
        .iter()
        .filter(|o| o.status != Status::Pass)
        .collect();
    let summary: Vec<String> = bad
        .iter()
        .map(|o| format!("@{}: {}: {}", o.name, o.status.name(), o.message))
        .collect();
    let mut s = format!("FAIL {} ({})", f.file, summary.join("; "));
    for o in bad {
        for l in o.stderr.lines() {
            s.push_str("\n    ");
            s.push_str(l);
        }
    }
    s
}

/// The files to report, a slot per entry point of each (filled as the runs end) and the runs
/// to do as (file, slot, entry): every entry point of `files` that `shard` holds, in order. An
/// unreadable file gets its verdict at once; a file with no entry point in the shard is left
/// out.
type Plan = (
    Vec<String>,
    Vec<Vec<Option<EntryOutcome>>>,
    Vec<(usize, usize, String)>,
);

fn plan(files: Vec<String>, entry: Option<&str>, shard: Option<Shard>) -> Plan {
    let (mut kept, mut outcomes, mut tasks) = (Vec::new(), Vec::new(), Vec::new());
    // The suite-wide index of the next entry point, which picks its shard.
    let mut index = 0;
    for file in files {
        let (names, unreadable) = match std::fs::read_to_string(&file) {
            Ok(text) => (entries(&text, entry), None),
            Err(e) => (
                vec![entry.unwrap_or("main").to_string()],
                Some(EntryOutcome {
                    name: entry.unwrap_or("main").to_string(),
                    status: Status::CompileError,
                    exit_code: 1,
                    message: format!("could not open input file: {e}"),
                    stderr: format!("error: could not open input file '{file}': {e}\n"),
                    stdout: String::new(),
                    seconds: 0.0,
                }),
            ),
        };
        let mut slots = Vec::new();
        for name in names {
            let mine = shard.is_none_or(|s| s.holds(index));
            index += 1;
            if !mine {
                continue;
            }
            if unreadable.is_none() {
                tasks.push((kept.len(), slots.len(), name));
            }
            slots.push(unreadable.clone());
        }
        if !slots.is_empty() {
            kept.push(file);
            outcomes.push(slots);
        }
    }
    (kept, outcomes, tasks)
}

/// Runs `bufjit check`; returns the exit status (0 if every file passed).
pub fn main(args: CheckArgs) -> i32 {
    if !args.timeout.is_finite() || args.timeout < 0.0 {
        eprintln!("error: invalid --timeout '{}'", args.timeout);
        return EXIT_COMPILE_ERROR;
    }
    let shard = match Shard::select(args.num_shards, args.run_shard, |v| std::env::var(v).ok()) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_COMPILE_ERROR;
        }
    };
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let cfg = RunConfig {
        memcheck: args.memcheck,
        pipeline: &args.pipeline,
        timeout: (args.timeout > 0.0).then(|| Duration::from_secs_f64(args.timeout)),
        verbose: args.verbose,
        threads: args.threads,
    };
    let start = Instant::now();
    let (files, mut outcomes, tasks) =
        plan(collect_inputs(&args.inputs), args.entry.as_deref(), shard);
    // A bar only on a terminal; CI logs get plain lines.
    let tty = std::io::stdout().is_terminal() && std::io::stderr().is_terminal();
    let bar = if tty {
        let b = indicatif::ProgressBar::new(tasks.len() as u64);
        if let Ok(style) = indicatif::ProgressStyle::with_template(
            "{elapsed_precise} [{bar:32}] {pos}/{len} {wide_msg}",
        ) {
            b.set_style(style.progress_chars("=> "));
        }
        Some(b)
    } else {
        None
    };
    let text_to_stdout = args.report == CheckReport::Text || args.output.is_some();
    let mut printed = 0;
    let mut done: Vec<FileOutcome> = Vec::new();
    let mut emit = |outcomes: &mut Vec<Vec<Option<EntryOutcome>>>, done: &mut Vec<FileOutcome>| {
        // Files are reported in input order, each as soon as it and those before it are done.
        while printed < outcomes.len() && outcomes[printed].iter().all(Option::is_some) {
            let f = FileOutcome {
                file: files[printed].clone(),
                entries: outcomes[printed]
                    .iter_mut()
                    .filter_map(Option::take)
                    .collect(),
            };
            if text_to_stdout {
                let line = text_verdict(&f);
                match &bar {
                    Some(b) => b.println(line),
                    None => println!("{line}"),
                }
            }
            done.push(f);
            printed += 1;
        }
    };
    emit(&mut outcomes, &mut done);
    let next = AtomicUsize::new(0);
    let (tx, rx) = std::sync::mpsc::channel::<(usize, usize, EntryOutcome)>();
    std::thread::scope(|s| {
        for _ in 0..jobs.min(tasks.len()) {
            let tx = tx.clone();
            let (next, tasks, files, cfg) = (&next, &tasks, &files, &cfg);
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((fi, ei, name)) = tasks.get(i) else {
                    break;
                };
                let o = run_entry(&files[*fi], name, cfg);
                if tx.send((*fi, *ei, o)).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        for (fi, ei, o) in rx {
            if let Some(b) = &bar {
                b.set_message(format!("{} @{}", files[fi], o.name));
                b.inc(1);
            }
            outcomes[fi][ei] = Some(o);
            emit(&mut outcomes, &mut done);
        }
    });
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    let seconds = start.elapsed().as_secs_f64();
    let passed = done.iter().filter(|f| f.passed()).count();
    let failed = done.len() - passed;
    let report = match args.report {
        CheckReport::Json => Some(json_report(&done, seconds)),
        CheckReport::Junit => Some(junit_report(&done, seconds)),
        CheckReport::Sarif => Some(crate::tool::sarif::check_report(&done)),
        CheckReport::Text => None,
    };
    let mut summary = format!("{passed} passed, {failed} failed");
    if let Some(s) = shard {
        summary.push_str(&format!(" (shard {}/{})", s.index, s.count));
    }
    match (report, &args.output) {
        (Some(r), Some(path)) => {
            if let Err(e) = std::fs::write(path, r) {
                eprintln!("error: could not write report '{path}': {e}");
                return EXIT_COMPILE_ERROR;
            }
            println!("{summary}");
        }
        (Some(r), None) => {
            let _ = std::io::stdout().write_all(r.as_bytes());
            eprintln!("{summary}");
        }
        (None, _) => println!("{summary}"),
    }
    i32::from(failed != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(name: &str, status: Status, stderr: &str) -> EntryOutcome {
        EntryOutcome {
            name: name.into(),
            status,
            exit_code: if status == Status::Pass { 0 } else { 2 },
            message: stderr.lines().last().unwrap_or("").into(),
            stderr: stderr.into(),
            stdout: "out ]]> & <x>\n".into(),
            seconds: 0.25,
        }
    }

    #[test]
    fn shards_come_from_flags_or_the_environment() {
        let env = |n: &'static str, k: &'static str| {
            move |v: &str| match v {
                "BUFJIT_NUM_SHARDS" => Some(n.to_string()),
                "BUFJIT_RUN_SHARD" => Some(k.to_string()),
                _ => None,
            }
        };
        let none = |_: &str| None;
        assert_eq!(Shard::select(None, None, none), Ok(None));
        let two_of_three = Some(Shard { index: 2, count: 3 });
        assert_eq!(Shard::select(Some(3), Some(2), none), Ok(two_of_three));
        assert_eq!(Shard::select(None, None, env("3", "2")), Ok(two_of_three));
        assert_eq!(
            Shard::select(None, Some(2), env("3", "1")),
            Ok(two_of_three)
        );
        assert_eq!(Shard::select(None, None, env("", "")), Ok(None));
        for (n, k) in [(3, 0), (3, 4), (0, 1)] {
            assert!(Shard::select(Some(n), Some(k), none).is_err(), "{n} {k}");
        }
        assert!(Shard::select(Some(3), None, none).is_err());
        assert!(Shard::select(None, None, env("3", "two")).is_err());
        let s = Shard { index: 2, count: 3 };
        let held: Vec<usize> = (0..7).filter(|&i| s.holds(i)).collect();
        assert_eq!(held, [1, 4]);
    }

    #[test]
    fn entries_come_from_comments_or_main() {
        assert_eq!(entries("// bufjit-entry: @a, @b\n", None), ["a", "b"]);
        assert_eq!(entries("func.func @main()", None), ["main"]);
        assert_eq!(entries("// bufjit-entry: @a", Some("z")), ["z"]);
    }

    #[test]
    fn junit_escapes_and_counts() {
        let files = vec![
            FileOutcome {
                file: "a <&> b.mlir".into(),
                entries: vec![outcome("main", Status::Pass, "")],
            },
            FileOutcome {
                file: "leak.mlir".into(),
                entries: vec![outcome(
                    "main",
                    Status::MemoryViolation,
                    "leak.mlir:3:8: note: \"memref.alloc\" <here>\nbufjit: 1 leak",
                )],
            },
        ];
        let x = junit_report(&files, 1.5);
        assert!(x.contains("tests=\"2\" failures=\"1\""), "{x}");
        assert!(x.contains("classname=\"a &lt;&amp;&gt; b.mlir\""), "{x}");
        assert!(
            x.contains("type=\"memory-violation\" message=\"bufjit: 1 leak\""),
            "{x}"
        );
        assert!(x.contains("&quot;memref.alloc&quot; &lt;here&gt;"), "{x}");
        assert!(x.contains("<![CDATA[out ]]]]><![CDATA[> & <x>\n]]>"), "{x}");
    }

    #[test]
    fn text_verdict_indents_the_report() {
        let f = FileOutcome {
            file: "x.mlir".into(),
            entries: vec![outcome("main", Status::Timeout, "line 1\nline 2")],
        };
        assert_eq!(
            text_verdict(&f),
            "FAIL x.mlir (@main: timeout: line 2)\n    line 1\n    line 2"
        );
    }
}
