//! Reports: what went wrong, where (IR locations), how often, in text for
//! people and JSON for tools.
//!
//! A [`Report`] is a snapshot of a tracker taken by
//! [`crate::Tracker::report`]. [`Report::text`] gives one paragraph per
//! violation, one line per leaking site and a closing one-line summary
//! ([`Report::summary`]); [`Report::json`] gives the same data as one JSON
//! object.
//!
//! # JSON schema (`bufjit-runtime-report/1`)
//!
//! Addresses are strings (`"0x7f..."`), every other number is a JSON
//! integer. `SITE` and `BLOCK` are the objects described below.
//!
//! ```text
//! {
//!   "schema": "bufjit-runtime-report/1",
//!   "mode": "collect" | "stop" | "off",
//!   "clean": bool,                       // no violation and no leak
//!   "summary": string,                   // same as Report::summary()
//!   "stats": {
//!     "allocations": n, "frees": n, "reallocs": n,
//!     "bytes_allocated": n, "bytes_freed": n,
//!     "live_blocks": n, "live_bytes": n, "peak_live_bytes": n,
//!     "failed_allocations": n, "copies": n, "bytes_copied": n, "helper_calls": n
//!   },
//!   "violation_counts": {                // "leak" counts leaked blocks
//!     "double_free": n, "interior_free": n, "invalid_free": n,
//!     "invalid_realloc": n, "leak": n, "use_after_free": n, "write_after_free": n
//!   },
//!   "violations": [                      // oldest first, at most 4096
//!     { "kind": "double_free" | "interior_free" | "invalid_free"
//!               | "invalid_realloc" | "use_after_free" | "write_after_free",
//!       "ptr": "0x...",                  // pointer passed to free/realloc
//!       "site": SITE,                    // the offending free/realloc
//!       "block": BLOCK | null }          // the block ptr belongs/belonged to
//!   ],
//!   "violations_dropped": n,             // recorded but not listed
//!   "leaks": [                           // one per allocation site,
//!     { "site": SITE, "blocks": n,       // most bytes first
//!       "bytes": n, "first_seq": n,
//!       "addresses": ["0x...", ...] }    // up to 8, oldest first
//!   ],
//!   "quarantine": { "blocks": n, "bytes": n }
//! }
//! SITE  = { "id": n, "location": string, "op": string }
//! BLOCK = { "addr": "0x...", "size": n, "align": n, "seq": n,
//!           "alloc_site": SITE,
//!           "state": "live" | "freed",
//!           "free_site": SITE | null,    // set when state is "freed"
//!           "offset": n }                // ptr - addr
//! ```

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

use crate::sites::{Site, SiteId};
use crate::tracker::{Mode, Stats, Tracker};
use crate::violation::{BlockInfo, BlockState, Violation, ViolationKind};

/// Addresses listed per leak group.
pub const LEAK_SAMPLE: usize = 8;

/// The live blocks of one allocation site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeakGroup {
    /// The allocating site.
    pub site: Site,
    /// Number of live blocks.
    pub blocks: u64,
    /// Their total size.
    pub bytes: u64,
    /// Sequence number of the oldest.
    pub first_seq: u64,
    /// Up to [`LEAK_SAMPLE`] addresses, oldest first.
    pub addresses: Vec<usize>,
}

impl LeakGroup {
    /// Groups `blocks` (sorted oldest first) by site, most bytes first.
    pub(crate) fn group(blocks: &[BlockInfo], site: impl Fn(SiteId) -> Site) -> Vec<LeakGroup> {
        let mut by_site: HashMap<SiteId, LeakGroup> = HashMap::new();
        for b in blocks {
            let g = by_site.entry(b.site).or_insert_with(|| LeakGroup {
                site: site(b.site),
                blocks: 0,
                bytes: 0,
                first_seq: b.seq,
                addresses: Vec::new(),
            });
            g.blocks += 1;
            g.bytes += b.size as u64;
            g.first_seq = g.first_seq.min(b.seq);
            if g.addresses.len() < LEAK_SAMPLE {
                g.addresses.push(b.addr);
            }
        }
        let mut groups: Vec<LeakGroup> = by_site.into_values().collect();
        groups.sort_by(|a, b| b.bytes.cmp(&a.bytes).then(a.site.id.cmp(&b.site.id)));
        groups
    }
}

/// A snapshot of a tracker's findings.
#[derive(Clone, Debug)]
pub struct Report {
    /// The tracker's mode.
    pub mode: Mode,
    /// Its counters.
    pub stats: Stats,
    /// Recorded violations, oldest first.
    pub violations: Vec<Violation>,
    /// Violations counted but not kept in [`Report::violations`].
    pub violations_dropped: u64,
    /// Live blocks by site.
    pub leaks: Vec<LeakGroup>,
    /// Blocks and bytes held in quarantine (not leaks).
    pub quarantined: (usize, usize),
    sites: BTreeMap<SiteId, Site>,
}

fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn hex(addr: usize) -> String {
    format!("{addr:#x}")
}

impl Report {
    pub(crate) fn capture(t: &Tracker) -> Report {
        let stats = t.stats();
        let violations = t.violations();
        let leaks = t.leaks();
        let mut sites = BTreeMap::new();
        let mut want = |id: SiteId| {
            sites.entry(id).or_insert_with(|| t.site(id));
        };
        for v in &violations {
            want(v.site);
            if let Some((b, state)) = v.block {
                want(b.site);
                if let BlockState::Freed { free_site } = state {
                    want(free_site);
                }
            }
        }
        let mut report = Report {
            mode: t.mode(),
            stats,
            violations_dropped: stats.total_violations() - violations.len() as u64,
            violations,
            leaks,
            quarantined: t.quarantined(),
            sites,
        };
        for g in &report.leaks {
            report.sites.insert(g.site.id, g.site.clone());
        }
        report
    }

    /// The description of a site mentioned in this report.
    pub fn site(&self, id: SiteId) -> Site {
        self.sites.get(&id).cloned().unwrap_or_else(|| Site {
            id,
            location: format!("<site {}>", id.0),
            op: String::new(),
        })
    }

    /// Number of leaked blocks.
    pub fn leaked_blocks(&self) -> u64 {
        self.leaks.iter().map(|g| g.blocks).sum()
    }

    /// Number of leaked bytes.
    pub fn leaked_bytes(&self) -> u64 {
        self.leaks.iter().map(|g| g.bytes).sum()
    }

    /// Count of `kind` (for [`ViolationKind::Leak`]: leaked blocks).
    pub fn count(&self, kind: ViolationKind) -> u64 {
        match kind {
            ViolationKind::Leak => self.leaked_blocks(),
            k => self.stats.violation_count(k),
        }
    }

    /// No violation and no leak.
    pub fn is_clean(&self) -> bool {
        self.stats.total_violations() == 0 && self.leaks.is_empty()
    }

    /// One line: verdict, what went wrong with counts, and the totals.
    pub fn summary(&self) -> String {
        let s = &self.stats;
        let totals = format!(
            "{}, {}, {} allocated, peak {} live",
            plural(s.allocations, "allocation", "allocations"),
            plural(s.frees, "free", "frees"),
            plural(s.bytes_allocated, "byte", "bytes"),
            plural(s.peak_live_bytes, "byte", "bytes"),
        );
        if self.is_clean() {
            return format!("bufjit: OK: no violations, no leaks; {totals}");
        }
        let mut parts = Vec::new();
        let names = [
            (ViolationKind::DoubleFree, "double free", "double frees"),
            (
                ViolationKind::InteriorFree,
                "interior-pointer free",
                "interior-pointer frees",
            ),
            (ViolationKind::InvalidFree, "invalid free", "invalid frees"),
            (
                ViolationKind::InvalidRealloc,
                "invalid realloc",
                "invalid reallocs",
            ),
            (
                ViolationKind::UseAfterFree,
                "use after free",
                "uses after free",
            ),
            (
                ViolationKind::WriteAfterFree,
                "write after free",
                "writes after free",
            ),
        ];
        for (kind, one, many) in names {
            let n = s.violation_count(kind);
            if n > 0 {
                parts.push(plural(n, one, many));
            }
        }
        if !self.leaks.is_empty() {
            parts.push(format!(
                "{} ({}) from {}",
                plural(self.leaked_blocks(), "leaked block", "leaked blocks"),
                plural(self.leaked_bytes(), "byte", "bytes"),
                plural(self.leaks.len() as u64, "site", "sites"),
            ));
        }
        format!("bufjit: FAILED: {}; {totals}", parts.join(", "))
    }

    fn describe_block(&self, out: &mut String, v: &Violation, b: &BlockInfo, state: BlockState) {
        let _ = writeln!(
            out,
            "  block {} ({}, align {}), allocation #{}",
            hex(b.addr),
            plural(b.size as u64, "byte", "bytes"),
            b.align,
            b.seq
        );
        let _ = writeln!(out, "  allocated at {}", self.site(b.site).describe());
        if let BlockState::Freed { free_site } = state {
            let verb = if v.kind == ViolationKind::DoubleFree {
                "first freed at"
            } else {
                "freed at"
            };
            let _ = writeln!(out, "  {verb} {}", self.site(free_site).describe());
        }
    }

    fn describe(&self, out: &mut String, v: &Violation) {
        let what = match (v.kind, v.block) {
            (ViolationKind::DoubleFree, _) => format!("double free of {}", hex(v.ptr)),
            (ViolationKind::InteriorFree, _) => format!(
                "free of interior pointer {} (offset {} into a live block)",
                hex(v.ptr),
                v.offset().unwrap_or(0)
            ),
            (ViolationKind::InvalidFree, None) => format!(
                "free of {}, which was never allocated here (stack buffer, global, foreign or garbage pointer)",
                hex(v.ptr)
            ),
            (ViolationKind::InvalidFree, Some(_)) => format!(
                "free of {}, which was never allocated here (offset {} into a freed block)",
                hex(v.ptr),
                v.offset().unwrap_or(0)
            ),
            (ViolationKind::InvalidRealloc, None) => {
                format!("realloc of {}, which was never allocated here", hex(v.ptr))
            }
            (ViolationKind::InvalidRealloc, Some((_, BlockState::Live))) => format!(
                "realloc of interior pointer {} (offset {} into a live block)",
                hex(v.ptr),
                v.offset().unwrap_or(0)
            ),
            (ViolationKind::InvalidRealloc, Some((_, BlockState::Freed { .. }))) => {
                if v.offset() == Some(0) {
                    format!("realloc of already freed {}", hex(v.ptr))
                } else {
                    format!(
                        "realloc of {}, which was never allocated here (offset {} into a freed block)",
                        hex(v.ptr),
                        v.offset().unwrap_or(0)
                    )
                }
            }
            (ViolationKind::Leak, _) => format!("leak of {}", hex(v.ptr)),
            (ViolationKind::UseAfterFree, None) => {
                format!("use after free: read of {} in a freed block", hex(v.ptr))
            }
            (ViolationKind::UseAfterFree, Some(_)) => format!(
                "use after free: read of {} (offset {} into a freed block)",
                hex(v.ptr),
                v.offset().unwrap_or(0)
            ),
            (ViolationKind::WriteAfterFree, None) => {
                format!("use after free: write of {} in a freed block", hex(v.ptr))
            }
            (ViolationKind::WriteAfterFree, Some(_)) => format!(
                "use after free: write of {} (offset {} into a freed block)",
                hex(v.ptr),
                v.offset().unwrap_or(0)
            ),
        };
        let _ = writeln!(out, "bufjit: error: {what}");
        if let Some((b, state)) = v.block {
            self.describe_block(out, v, &b, state);
        }
        let verb = match v.kind {
            ViolationKind::DoubleFree => "freed again at",
            ViolationKind::InvalidRealloc => "realloc at",
            ViolationKind::UseAfterFree => "read at",
            ViolationKind::WriteAfterFree => "written at",
            _ => "freed at",
        };
        let _ = writeln!(out, "  {verb} {}", self.site(v.site).describe());
    }

    /// Human-readable report: each violation, each leaking site, then the
    /// summary line.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for v in &self.violations {
            self.describe(&mut out, v);
        }
        if self.violations_dropped > 0 {
            let _ = writeln!(
                out,
                "bufjit: ... and {} not shown",
                plural(self.violations_dropped, "more violation", "more violations")
            );
        }
        for g in &self.leaks {
            let _ = writeln!(
                out,
                "bufjit: error: leak: {} ({}) allocated at {}, first allocation #{} at {}",
                plural(g.blocks, "block", "blocks"),
                plural(g.bytes, "byte", "bytes"),
                g.site.describe(),
                g.first_seq,
                hex(g.addresses.first().copied().unwrap_or(0)),
            );
        }
        out.push_str(&self.summary());
        out.push('\n');
        out.push_str(&self.work());
        out.push('\n');
        out
    }

    /// The work line of the text report: executed copies, bytes copied and generic
    /// dealloc-helper calls (`bufjit: work: 2 copies (64 bytes), 0 dealloc-helper calls`).
    pub fn work(&self) -> String {
        let s = &self.stats;
        format!(
            "bufjit: work: {} ({}), {}",
            plural(s.copies, "copy", "copies"),
            plural(s.bytes_copied, "byte", "bytes"),
            plural(
                s.helper_calls,
                "dealloc-helper call",
                "dealloc-helper calls"
            ),
        )
    }

    fn json_site(&self, out: &mut String, id: SiteId) {
        let site = self.site(id);
        let _ = write!(out, "{{\"id\":{},\"location\":", id.0);
        json_string(out, &site.location);
        out.push_str(",\"op\":");
        json_string(out, &site.op);
        out.push('}');
    }

    /// The report as one JSON object (schema in the module docs).
    pub fn json(&self) -> String {
        let s = &self.stats;
        let mut o = String::new();
        o.push_str("{\"schema\":\"bufjit-runtime-report/1\",\"mode\":");
        json_string(&mut o, self.mode.name());
        let _ = write!(o, ",\"clean\":{},\"summary\":", self.is_clean());
        json_string(&mut o, &self.summary());
        let _ = write!(
            o,
            ",\"stats\":{{\"allocations\":{},\"frees\":{},\"reallocs\":{},\"bytes_allocated\":{},\"bytes_freed\":{},\"live_blocks\":{},\"live_bytes\":{},\"peak_live_bytes\":{},\"failed_allocations\":{},\"copies\":{},\"bytes_copied\":{},\"helper_calls\":{}}}",
            s.allocations,
            s.frees,
            s.reallocs,
            s.bytes_allocated,
            s.bytes_freed,
            s.live_blocks,
            s.live_bytes,
            s.peak_live_bytes,
            s.failed_allocations,
            s.copies,
            s.bytes_copied,
            s.helper_calls
        );
        o.push_str(",\"violation_counts\":{");
        for (i, k) in ViolationKind::ALL.iter().enumerate() {
            if i > 0 {
                o.push(',');
            }
            let _ = write!(o, "\"{}\":{}", k.name(), self.count(*k));
        }
        o.push_str("},\"violations\":[");
        for (i, v) in self.violations.iter().enumerate() {
            if i > 0 {
                o.push(',');
            }
            let _ = write!(
                o,
                "{{\"kind\":\"{}\",\"ptr\":\"{}\",\"site\":",
                v.kind.name(),
                hex(v.ptr)
            );
            self.json_site(&mut o, v.site);
            o.push_str(",\"block\":");
            match v.block {
                None => o.push_str("null"),
                Some((b, state)) => {
                    let _ = write!(
                        o,
                        "{{\"addr\":\"{}\",\"size\":{},\"align\":{},\"seq\":{},\"alloc_site\":",
                        hex(b.addr),
                        b.size,
                        b.align,
                        b.seq
                    );
                    self.json_site(&mut o, b.site);
                    match state {
                        BlockState::Live => o.push_str(",\"state\":\"live\",\"free_site\":null"),
                        BlockState::Freed { free_site } => {
                            o.push_str(",\"state\":\"freed\",\"free_site\":");
                            self.json_site(&mut o, free_site);
                        }
                    }
                    let _ = write!(o, ",\"offset\":{}}}", v.ptr.wrapping_sub(b.addr));
                }
            }
            o.push('}');
        }
        let _ = write!(
            o,
            "],\"violations_dropped\":{},\"leaks\":[",
            self.violations_dropped
        );
        for (i, g) in self.leaks.iter().enumerate() {
            if i > 0 {
                o.push(',');
            }
            o.push_str("{\"site\":");
            self.json_site(&mut o, g.site.id);
            let _ = write!(
                o,
                ",\"blocks\":{},\"bytes\":{},\"first_seq\":{},\"addresses\":[",
                g.blocks, g.bytes, g.first_seq
            );
            for (j, a) in g.addresses.iter().enumerate() {
                if j > 0 {
                    o.push(',');
                }
                let _ = write!(o, "\"{}\"", hex(*a));
            }
            o.push_str("]}");
        }
        let _ = write!(
            o,
            "],\"quarantine\":{{\"blocks\":{},\"bytes\":{}}}}}",
            self.quarantined.0, self.quarantined.1
        );
        o
    }
}

/// Appends `s` to `out` as a JSON string literal: quotes and backslashes
/// escaped, control characters as `\n`, `\t`, ... or `\u00XX`; other
/// characters (UTF-8) as they are.
pub fn json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_string_escapes() {
        let mut o = String::new();
        json_string(&mut o, "a\"b\\c\nd\te\u{1}f\u{7f}é→");
        assert_eq!(o, "\"a\\\"b\\\\c\\nd\\te\\u0001f\\u007fé→\"");
    }
}
