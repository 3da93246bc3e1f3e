//! `bufjit check FILE...`: runs the entry points of many kernels and prints one verdict per
//! file plus a summary (`N passed, M failed`), as text or JSON. Each entry runs in its own
//! `bufjit run` process, so a failed assertion or a stop-at-first violation in one kernel
//! cannot take the others down and every allocator report starts from zero.
//!
//! Entry points: `-e NAME`, else every function named in a `// bufjit-entry: @name` comment,
//! else `@main`.

use crate::tool::run::EXIT_COMPILE_ERROR;
use std::process::Command;

/// `bufjit check` flags.
#[derive(clap::Args, Debug, Clone)]
pub struct CheckArgs {
    /// Input files.
    #[arg(required = true)]
    pub inputs: Vec<String>,
    /// Entry point (default: `// bufjit-entry: @name` comments, else `main`).
    #[arg(short = 'e')]
    pub entry: Option<String>,
    /// Output format: text or json.
    #[arg(long = "report", default_value = "text")]
    pub report: String,
    /// Memory checking mode passed to each run.
    #[arg(long = "memcheck", default_value = "collect")]
    pub memcheck: String,
}

/// The outcome of one entry point.
#[derive(Clone, Debug)]
pub struct EntryOutcome {
    /// Function name.
    pub name: String,
    /// `pass`, `memory-violation`, `runtime-error`, `compile-error` or `crash`.
    pub status: &'static str,
    /// Process exit code (-1 if killed by a signal).
    pub exit_code: i32,
    /// The last line of the run's diagnostics (the allocator summary, the error).
    pub message: String,
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

fn run_entry(file: &str, name: &str, memcheck: &str) -> EntryOutcome {
    let exe = std::env::current_exe().unwrap_or_else(|_| "bufjit".into());
    let out = Command::new(exe)
        .args(["run", file, "-e", name, "--entry-point-result=void"])
        .arg(format!("--memcheck={memcheck}"))
        .output();
    let out = match out {
        Ok(o) => o,
        Err(e) => {
            return EntryOutcome {
                name: name.into(),
                status: "crash",
                exit_code: -1,
                message: format!("could not start bufjit run: {e}"),
            }
        }
    };
    let code = out.status.code().unwrap_or(-1);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let message = stderr
        .lines()
        .rev()
        .find(|l| l.starts_with("bufjit:") && !l.starts_with("bufjit: work:"))
        .or_else(|| {
            stderr
                .lines()
                .find(|l| l.contains("error:") || l.starts_with("Error:"))
        })
        .unwrap_or("")
        .to_string();
    let status = match code {
        0 => "pass",
        2 => "memory-violation",
        3 => "runtime-error",
        1 => "compile-error",
        _ => "crash",
    };
    EntryOutcome {
        name: name.into(),
        status,
        exit_code: code,
        message,
    }
}

fn json_str(s: &str) -> String {
    let mut out = String::new();
    bufjit_runtime::report::json_string(&mut out, s);
    out
}

/// Runs `bufjit check`; returns the exit status (0 if every file passed).
pub fn main(args: CheckArgs) -> i32 {
    let json = match args.report.as_str() {
        "text" => false,
        "json" => true,
        other => {
            eprintln!("error: invalid --report '{other}' (expected text or json)");
            return EXIT_COMPILE_ERROR;
        }
    };
    let mut passed = 0;
    let mut failed = 0;
    let mut files_json = Vec::new();
    for file in &args.inputs {
        let outcomes: Vec<EntryOutcome> = match std::fs::read_to_string(file) {
            Ok(text) => entries(&text, args.entry.as_deref())
                .iter()
                .map(|e| run_entry(file, e, &args.memcheck))
                .collect(),
            Err(e) => vec![EntryOutcome {
                name: String::new(),
                status: "compile-error",
                exit_code: 1,
                message: format!("could not open input file: {e}"),
            }],
        };
        let ok = outcomes.iter().all(|o| o.status == "pass");
        if ok {
            passed += 1;
        } else {
            failed += 1;
        }
        if json {
            let es: Vec<String> = outcomes
                .iter()
                .map(|o| {
                    format!(
                        "{{\"name\":{},\"status\":{},\"exit_code\":{},\"message\":{}}}",
                        json_str(&o.name),
                        json_str(o.status),
                        o.exit_code,
                        json_str(&o.message)
                    )
                })
                .collect();
            files_json.push(format!(
                "{{\"file\":{},\"verdict\":{},\"entries\":[{}]}}",
                json_str(file),
                json_str(if ok { "pass" } else { "fail" }),
                es.join(",")
            ));
        } else if ok {
            let names: Vec<String> = outcomes.iter().map(|o| format!("@{}", o.name)).collect();
            println!("PASS {file} ({})", names.join(", "));
        } else {
            let bad: Vec<String> = outcomes
                .iter()
                .filter(|o| o.status != "pass")
                .map(|o| format!("@{}: {}: {}", o.name, o.status, o.message))
                .collect();
            println!("FAIL {file} ({})", bad.join("; "));
        }
    }
    if json {
        println!(
            "{{\"schema\":\"bufjit-check/1\",\"passed\":{passed},\"failed\":{failed},\"files\":[{}]}}",
            files_json.join(",")
        );
    } else {
        println!("{passed} passed, {failed} failed");
    }
    if failed == 0 {
        0
    } else {
        1
    }
}
