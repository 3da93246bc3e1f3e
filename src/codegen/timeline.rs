//! `BUFJIT_COMPILE_TIMELINE=1`: a per-thread timeline of each module's compile, printed to
//! stderr when the compile ends.
//!
//! Module compile time at `-O1` and above is spread over the lowering thread (verification,
//! the mid-level stage, lowering to Cranelift IR) and the compile workers (Cranelift), so a
//! profile of the total work does not show where the wall time goes: a worker waiting for its
//! first function, a long job started late, a thread finishing alone. The timeline does:
//!
//! ```text
//! bufjit: compile timeline (ms since the start; thread: event)
//!    0.000  main: start
//!    0.068  main: verified
//!    0.176  main: mid-level stage ready
//!    0.390  main: mid-level stage done on @conv
//!    0.536  main: lowered @conv (230 CLIF instructions), job 3
//!    0.688  bufjit-compile-0: job 3 started
//!    1.831  bufjit-compile-0: job 3 done
//!    1.892  main: done
//! ```
//!
//! Off (the default), [`Timeline::start`] returns `None` and nothing is recorded.

use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The events of one module's compile, shared by the lowering thread and the workers.
#[derive(Debug)]
pub struct Timeline {
    start: Instant,
    events: Mutex<Vec<(Duration, String, String)>>,
}

impl Timeline {
    /// A timeline starting now, if `BUFJIT_COMPILE_TIMELINE` is set (asked once per process).
    pub fn start() -> Option<Arc<Timeline>> {
        static ON: OnceLock<bool> = OnceLock::new();
        let on = *ON.get_or_init(|| std::env::var_os("BUFJIT_COMPILE_TIMELINE").is_some());
        on.then(|| Arc::new(Timeline::new()))
    }

    /// A timeline starting now, whatever the environment says.
    pub fn new() -> Timeline {
        Timeline {
            start: Instant::now(),
            events: Mutex::new(Vec::new()),
        }
    }

    /// Records `event` on the calling thread.
    pub fn mark(&self, event: impl Into<String>) {
        let at = self.start.elapsed();
        let thread = std::thread::current().name().unwrap_or("main").to_string();
        if let Ok(mut e) = self.events.lock() {
            e.push((at, thread, event.into()));
        }
    }

    /// The events in time order, one line each.
    pub fn render(&self) -> String {
        let mut events = self.events.lock().map(|e| e.clone()).unwrap_or_default();
        events.sort_by_key(|e| e.0);
        let mut out =
            String::from("bufjit: compile timeline (ms since the start; thread: event)\n");
        for (at, thread, event) in events {
            out.push_str(&format!(
                "{:8.3}  {thread}: {event}\n",
                at.as_secs_f64() * 1e3
            ));
        }
        out
    }
}

impl Default for Timeline {
    fn default() -> Self {
        Timeline::new()
    }
}

/// Records `event` if there is a timeline.
pub fn mark(t: &Option<Arc<Timeline>>, event: impl FnOnce() -> String) {
    if let Some(t) = t {
        t.mark(event());
    }
}

/// Marks the end and prints the timeline, if there is one.
pub fn finish(t: &Option<Arc<Timeline>>) {
    if let Some(t) = t {
        t.mark("done");
        eprint!("{}", t.render());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_are_listed_in_time_order_with_their_thread() {
        let t = Arc::new(Timeline::new());
        t.mark("first");
        let t2 = Arc::clone(&t);
        std::thread::Builder::new()
            .name("worker-x".into())
            .spawn(move || t2.mark("second"))
            .unwrap()
            .join()
            .unwrap();
        t.mark("third");
        let text = t.render();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "{text}");
        assert!(lines[1].ends_with(": first"), "{text}");
        assert!(lines[2].ends_with("worker-x: second"), "{text}");
        assert!(lines[3].ends_with(": third"), "{text}");
    }
}
