//! One typed parser for pass options (`name{opt=v}` in a pipeline, `--name=opt=v` on the
//! command line), so each pass's `parse_options` is a few declarative lines: an
//! [`OptionReader`] hands out typed values ([`OptionReader::flag`], [`OptionReader::uint`],
//! [`OptionReader::one_of`], ...) and [`OptionReader::finish`] rejects unknown option names and
//! bad values.
//!
//! Errors keep the wording each pass has always used ([`Wording`]), and are reported as the
//! hand-written loops did: the first bad `key=value` in the order written wins, and of an
//! option given twice the last value counts.

use super::PassOptions;
use crate::diag::Diagnostic;
use std::ops::RangeBounds;
use std::str::FromStr;

/// How a pass words a bad option.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Wording {
    /// Everything as `invalid option 'KEY=VALUE' for PASS`.
    InvalidOption,
    /// MLIR's pass-option parser (LLVM's `cl` messages): `<Pass-Options-Parser>: no such
    /// option KEY`, `for the --KEY option: 'VALUE' is invalid value for boolean argument! Try
    /// 0 or 1`, `for the --KEY option: 'VALUE' value invalid for uint argument!`.
    Mlir,
    /// `unknown option 'KEY' for PASS` and `invalid value 'VALUE' for option 'KEY'`.
    UnknownOption,
}

/// Why a value was rejected (worded by [`Wording`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadValue {
    /// Not a boolean.
    Bool,
    /// Not an unsigned number in range.
    Uint,
    /// None of the accepted words.
    Word,
    /// A reason of the option's own (after `for the --KEY option: ` in MLIR's wording).
    Reason(String),
}

/// Reads the options of one pass; see the module docs.
pub struct OptionReader<'a> {
    opts: &'a PassOptions,
    pass: &'a str,
    wording: Wording,
    /// Which options have been asked for.
    known: Vec<bool>,
    /// The first bad value (by position) and its message.
    error: Option<(usize, String)>,
}

impl<'a> OptionReader<'a> {
    /// A reader of `opts`, the options of the pass `pass`, wording errors as `wording` says.
    pub fn new(opts: &'a PassOptions, pass: &'a str, wording: Wording) -> Self {
        OptionReader {
            opts,
            pass,
            wording,
            known: vec![false; opts.len()],
            error: None,
        }
    }

    /// The option `name` parsed by `parse`: its last value, or `default` if it is not given
    /// (or a value is bad, which [`Self::finish`] then reports).
    pub fn value<T>(
        &mut self,
        name: &str,
        default: T,
        parse: impl Fn(&str) -> Result<T, BadValue>,
    ) -> T {
        let mut out = default;
        for (i, (k, v)) in self.opts.iter().enumerate() {
            if k != name {
                continue;
            }
            self.known[i] = true;
            match parse(v) {
                Ok(x) => out = x,
                Err(bad) => {
                    if self.error.as_ref().is_none_or(|(at, _)| i < *at) {
                        self.error = Some((i, self.bad_value(k, v, bad)));
                    }
                }
            }
        }
        out
    }

    /// A boolean option: `true`, `1` or nothing (`name=`) for true, `false` or `0` for false.
    pub fn flag(&mut self, name: &str, default: bool) -> bool {
        self.value(name, default, |v| match v {
            "true" | "1" | "" => Ok(true),
            "false" | "0" => Ok(false),
            _ => Err(BadValue::Bool),
        })
    }

    /// A boolean option that must be spelled out: `true` or `1`, `false` or `0`.
    pub fn explicit_flag(&mut self, name: &str, default: bool) -> bool {
        self.value(name, default, |v| match v {
            "true" | "1" => Ok(true),
            "false" | "0" => Ok(false),
            _ => Err(BadValue::Bool),
        })
    }

    /// A number option (as `T` parses it) within `range`.
    pub fn uint<T: FromStr + PartialOrd>(
        &mut self,
        name: &str,
        default: T,
        range: impl RangeBounds<T>,
    ) -> T {
        self.value(name, default, |v| {
            v.parse::<T>()
                .ok()
                .filter(|n| range.contains(n))
                .ok_or(BadValue::Uint)
        })
    }

    /// A number option that may also be `auto` (`None`).
    pub fn uint_or_auto<T: FromStr>(&mut self, name: &str, default: Option<T>) -> Option<T> {
        self.value(name, default, |v| match v {
            "auto" => Ok(None),
            n => n.parse::<T>().map(Some).map_err(|_| BadValue::Uint),
        })
    }

    /// An option taking one of the `words`, each standing for a value.
    pub fn one_of<T: Clone>(&mut self, name: &str, default: T, words: &[(&str, T)]) -> T {
        self.value(name, default, |v| {
            words
                .iter()
                .find(|(w, _)| *w == v)
                .map(|(_, x)| x.clone())
                .ok_or(BadValue::Word)
        })
    }

    /// The first error in the order the options were written: an option no getter asked for,
    /// or a bad value.
    pub fn finish(self) -> Result<(), Diagnostic> {
        let unknown = self.known.iter().position(|k| !k);
        let message = match (unknown, self.error) {
            (Some(u), Some((at, message))) if at < u => message,
            (Some(u), _) => {
                let (k, v) = &self.opts[u];
                match self.wording {
                    Wording::InvalidOption => {
                        format!("invalid option '{k}={v}' for {}", self.pass)
                    }
                    Wording::Mlir => format!("<Pass-Options-Parser>: no such option {k}"),
                    Wording::UnknownOption => format!("unknown option '{k}' for {}", self.pass),
                }
            }
            (None, Some((_, message))) => message,
            (None, None) => return Ok(()),
        };
        Err(Diagnostic::error(None, message))
    }

    fn bad_value(&self, k: &str, v: &str, bad: BadValue) -> String {
        match (self.wording, bad) {
            (Wording::InvalidOption, _) => format!("invalid option '{k}={v}' for {}", self.pass),
            (Wording::UnknownOption, _) => format!("invalid value '{v}' for option '{k}'"),
            (Wording::Mlir, BadValue::Bool) => format!(
                "for the --{k} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
            ),
            (Wording::Mlir, BadValue::Uint) => {
                format!("for the --{k} option: '{v}' value invalid for uint argument!")
            }
            (Wording::Mlir, BadValue::Word) => {
                format!("for the --{k} option: Cannot find option named '{v}'!")
            }
            (Wording::Mlir, BadValue::Reason(why)) => format!("for the --{k} option: {why}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(pairs: &[(&str, &str)]) -> PassOptions {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn the_first_problem_in_writing_order_is_reported() {
        let o = opts(&[("nope", "1"), ("a", "maybe")]);
        let mut r = OptionReader::new(&o, "p", Wording::Mlir);
        r.flag("a", false);
        assert_eq!(
            r.finish().unwrap_err().message,
            "<Pass-Options-Parser>: no such option nope"
        );
        let o = opts(&[("a", "maybe"), ("nope", "1")]);
        let mut r = OptionReader::new(&o, "p", Wording::Mlir);
        r.flag("a", false);
        assert_eq!(
            r.finish().unwrap_err().message,
            "for the --a option: 'maybe' is invalid value for boolean argument! Try 0 or 1"
        );
    }

    #[test]
    fn the_last_value_counts() {
        let o = opts(&[("n", "3"), ("n", "5"), ("w", "b")]);
        let mut r = OptionReader::new(&o, "p", Wording::InvalidOption);
        assert_eq!(r.uint("n", 0u32, 1..), 5);
        assert_eq!(r.one_of("w", 0, &[("a", 1), ("b", 2)]), 2);
        assert!(r.finish().is_ok());
        let o = opts(&[("n", "0")]);
        let mut r = OptionReader::new(&o, "p", Wording::InvalidOption);
        assert_eq!(r.uint("n", 7u32, 1..), 7);
        assert_eq!(
            r.finish().unwrap_err().message,
            "invalid option 'n=0' for p"
        );
    }
}
