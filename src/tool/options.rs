//! The fixed sets of words the `bufjit` command-line options take (`--memcheck`, `--report`,
//! `--engine`, `--emit`, `--variants`, ...), as `clap::ValueEnum`s. clap then validates them
//! while parsing the command line (before any input is read), lists them in `--help` and offers
//! them to shell completion. [`Words`] keeps the project's own wording for a bad value
//! (`invalid --memcheck 'x' (expected collect, stop or off)`).

use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;
use clap::ValueEnum;
use std::ffi::OsStr;
use std::marker::PhantomData;

/// Parses one word of the `ValueEnum` `E` for the option spelled `flag`, rejecting anything
/// else with `invalid FLAG 'VALUE' (expected a, b or c)`.
#[derive(Clone)]
pub struct Words<E> {
    flag: &'static str,
    words: PhantomData<E>,
}

/// A [`Words`] parser for the option spelled `flag` (as the error names it: `--memcheck`).
pub fn words<E>(flag: &'static str) -> Words<E> {
    Words {
        flag,
        words: PhantomData,
    }
}

/// The names of `E`'s values as a sentence: `a, b or c`.
fn either<E: ValueEnum>() -> String {
    let names: Vec<String> = E::value_variants()
        .iter()
        .filter_map(|v| v.to_possible_value())
        .map(|p| p.get_name().to_string())
        .collect();
    match names.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// A usage error clap prints as `error: MESSAGE` (and the process exits with status 1).
pub(super) fn usage_error(cmd: &clap::Command, message: String) -> clap::Error {
    clap::Error::raw(ErrorKind::InvalidValue, format!("{message}\n")).with_cmd(cmd)
}

impl<E: ValueEnum + Clone + Send + Sync + 'static> TypedValueParser for Words<E> {
    type Value = E;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<E, clap::Error> {
        let text = value.to_string_lossy();
        E::from_str(&text, false).map_err(|_| {
            let message = format!(
                "invalid {} '{text}' (expected {})",
                self.flag,
                either::<E>()
            );
            usage_error(cmd, message)
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            E::value_variants()
                .iter()
                .filter_map(|v| v.to_possible_value()),
        ))
    }
}

/// The name of a `ValueEnum` value as the command line spells it.
pub fn word<E: ValueEnum>(value: &E) -> String {
    value
        .to_possible_value()
        .map(|p| p.get_name().to_string())
        .unwrap_or_default()
}

/// `--memcheck`: how the checked allocator reacts to a violation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Memcheck {
    /// Collect every violation and report them at the end.
    Collect,
    /// End the run at the first violation.
    Stop,
    /// No checking (allocations go straight to the system allocator).
    Off,
}

impl Memcheck {
    /// The allocator mode.
    pub fn mode(self) -> bufjit_runtime::Mode {
        match self {
            Memcheck::Collect => bufjit_runtime::Mode::Collect,
            Memcheck::Stop => bufjit_runtime::Mode::Stop,
            Memcheck::Off => bufjit_runtime::Mode::Off,
        }
    }
}

/// `bufjit run --report`: the allocator report's format.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum RunReport {
    /// Human-readable text.
    Text,
    /// JSON.
    Json,
    /// SARIF 2.1.0, for code-scanning dashboards.
    Sarif,
}

/// `bufjit check --report`: the format of the report over all files.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum CheckReport {
    /// One verdict line per file.
    Text,
    /// JSON (`bufjit-check/1`).
    Json,
    /// JUnit XML.
    Junit,
    /// SARIF 2.1.0, for code-scanning dashboards (one result per violation).
    Sarif,
}

/// `bufjit run --engine`: what executes the entry point.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Engine {
    /// Cranelift-compiled native code.
    Jit,
    /// The reference interpreter (`src/interp/`).
    Interp,
}

/// `bufjit compile --emit`: what to produce.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// The object file.
    Obj,
    /// Each function's Cranelift IR, on stdout.
    Clif,
}

/// Parses `--threads N`: a number of threads from 1 to
/// [`crate::transforms::parallelize::MAX_THREADS`].
pub fn parse_threads(s: &str) -> Result<u64, String> {
    let max = crate::transforms::parallelize::MAX_THREADS;
    s.trim()
        .parse::<u64>()
        .ok()
        .filter(|n| (1..=max).contains(n))
        .ok_or_else(|| format!("expected a number of threads from 1 to {max}"))
}

/// The default of `--threads`: the available cores.
pub fn default_threads() -> u64 {
    std::thread::available_parallelism().map_or(1, |n| n.get() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_are_a_positive_number() {
        assert_eq!(parse_threads("4"), Ok(4));
        for bad in ["0", "-1", "two", "", "1025"] {
            assert!(parse_threads(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn lists_the_words_as_a_sentence() {
        assert_eq!(either::<Memcheck>(), "collect, stop or off");
        assert_eq!(either::<Engine>(), "jit or interp");
        assert_eq!(
            either::<crate::exec::EntryResult>(),
            "void, i32, i64, f32 or f64"
        );
        assert_eq!(word(&CheckReport::Junit), "junit");
    }
}
