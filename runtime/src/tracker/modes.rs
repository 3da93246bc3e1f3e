//! How a tracker reacts to violations ([`Mode`], the violation handlers) and
//! the rest of its run-time configuration (quarantine, sites): the part of
//! the [`Tracker`] API an embedding sets up before running kernels.

use std::ffi::c_void;
use std::sync::atomic::Ordering;

use crate::sites::{Site, SiteId};
use crate::violation::Violation;

use super::Tracker;

/// How the tracker reacts to violations. See the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[repr(u32)]
pub enum Mode {
    /// Record every violation and continue (default).
    #[default]
    Collect = 0,
    /// Signal the first violation (flag + handlers), then keep recording.
    Stop = 1,
    /// No checking: plain mimalloc.
    Off = 2,
}

impl Mode {
    /// The mode with numeric value `v` (as used by the C ABI).
    pub fn from_u32(v: u32) -> Option<Mode> {
        match v {
            0 => Some(Mode::Collect),
            1 => Some(Mode::Stop),
            2 => Some(Mode::Off),
            _ => None,
        }
    }

    /// `collect`, `stop` or `off`.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Collect => "collect",
            Mode::Stop => "stop",
            Mode::Off => "off",
        }
    }
}

/// Rust handler called on the first violation in [`Mode::Stop`].
pub type ViolationHandler = fn(&Tracker, &Violation);

/// C handler called on the first violation in [`Mode::Stop`]:
/// `handler(kind_code, ptr, site, user_data)`.
pub type CViolationHandler =
    unsafe extern "C" fn(kind: u32, ptr: *mut c_void, site: u32, user_data: *mut c_void);

// ---- Mode, quarantine, sites and handlers ----
impl Tracker {
    /// Current mode.
    pub fn mode(&self) -> Mode {
        Mode::from_u32(self.inner.mode.load(Ordering::Relaxed) as u32).unwrap_or_default()
    }

    /// Changes the mode. Switch to or from [`Mode::Off`] only while no block
    /// is live.
    pub fn set_mode(&self, mode: Mode) {
        self.inner.mode.store(mode as u8, Ordering::Relaxed);
        self.inner.invalidate();
    }

    /// Enables the use-after-free quarantine holding at most `bytes` freed
    /// bytes (0 turns it off and releases what it holds). See
    /// [`crate::quarantine`].
    pub fn set_quarantine_bytes(&self, bytes: usize) {
        self.inner.quarantine_budget.store(bytes, Ordering::Relaxed);
        self.inner.invalidate();
        self.inner.quarantine.trim(bytes);
    }

    /// The quarantine's byte budget (0 = off).
    pub fn quarantine_bytes(&self) -> usize {
        self.inner.quarantine_budget.load(Ordering::Relaxed)
    }

    /// Blocks and bytes the quarantine holds now.
    pub fn quarantined(&self) -> (usize, usize) {
        self.inner.quarantine.held()
    }

    /// Really frees everything in the quarantine.
    pub fn drain_quarantine(&self) {
        self.inner.quarantine.trim(0);
    }

    /// Registers an allocation/free site and returns its id. `location` is
    /// normally `file:line:col`, `op_text` the operation's text. The same
    /// pair always gets the same id.
    pub fn register_site(&self, location: &str, op_text: &str) -> SiteId {
        self.inner.sites.register(location, op_text)
    }

    /// Describes a site (placeholder text for unknown ids).
    pub fn site(&self, id: SiteId) -> Site {
        self.inner.sites.get(id)
    }

    /// Sets the Rust handler called on the first violation in
    /// [`Mode::Stop`] (`None` removes it).
    pub fn set_violation_handler(&self, handler: Option<ViolationHandler>) {
        *self.inner.handler.lock().unwrap_or_else(|e| e.into_inner()) = handler;
    }

    /// Sets the C handler called on the first violation in [`Mode::Stop`],
    /// with `user_data` passed back (`None` removes it).
    pub fn set_c_violation_handler(
        &self,
        handler: Option<CViolationHandler>,
        user_data: *mut c_void,
    ) {
        *self
            .inner
            .c_handler
            .lock()
            .unwrap_or_else(|e| e.into_inner()) = handler.map(|h| (h, user_data as usize));
    }

    /// True once a violation has happened in [`Mode::Stop`].
    pub fn stopped(&self) -> bool {
        self.inner.stopped.load(Ordering::Acquire)
    }
}
