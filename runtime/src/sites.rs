//! Allocation and free sites: the IR operations that reports point at.
//!
//! Generated code passes a small integer with every allocate/free call; the
//! JIT registers each integer beforehand with the operation's location
//! (`file:line:col`) and its text. Reports then name IR operations rather
//! than bare addresses. Site 0 ([`SiteId::UNKNOWN`]) is reserved for calls
//! whose origin is not known.

use std::collections::HashMap;
use std::sync::Mutex;

/// Identifies a registered site. Cheap to pass through generated code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[repr(transparent)]
pub struct SiteId(pub u32);

impl SiteId {
    /// The reserved "origin unknown" site.
    pub const UNKNOWN: SiteId = SiteId(0);
}

/// A registered site's description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    /// Its id.
    pub id: SiteId,
    /// Source location, normally `file:line:col`.
    pub location: String,
    /// The operation's text, e.g. `%0 = memref.alloc() : memref<4xf32>`.
    pub op: String,
}

impl Site {
    fn unknown(id: SiteId) -> Site {
        Site {
            id,
            location: if id == SiteId::UNKNOWN {
                "<unknown>".to_string()
            } else {
                format!("<unregistered site {}>", id.0)
            },
            op: String::new(),
        }
    }

    /// `location: op`, or just the location when the op text is empty.
    pub fn describe(&self) -> String {
        if self.op.is_empty() {
            self.location.clone()
        } else {
            format!("{}: {}", self.location, self.op)
        }
    }
}

/// The table of registered sites of one tracker. Registration is a cold
/// path (once per operation per compilation) and takes a mutex.
#[derive(Default)]
pub(crate) struct SiteRegistry {
    inner: Mutex<Registry>,
}

#[derive(Default)]
struct Registry {
    sites: Vec<(String, String)>,
    ids: HashMap<(String, String), u32>,
}

impl SiteRegistry {
    /// Registers a site and returns its id (ids start at 1). Registering the
    /// same location and text twice returns the same id.
    pub(crate) fn register(&self, location: &str, op: &str) -> SiteId {
        let mut reg = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        let key = (location.to_string(), op.to_string());
        if let Some(&id) = reg.ids.get(&key) {
            return SiteId(id);
        }
        reg.sites.push(key.clone());
        let id = reg.sites.len() as u32;
        reg.ids.insert(key, id);
        SiteId(id)
    }

    /// Describes `id`; unknown or unregistered ids get a placeholder.
    pub(crate) fn get(&self, id: SiteId) -> Site {
        let reg = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        match (id.0 as usize)
            .checked_sub(1)
            .and_then(|i| reg.sites.get(i))
        {
            Some((l, o)) => Site {
                id,
                location: l.clone(),
                op: o.clone(),
            },
            None => Site::unknown(id),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn register_and_resolve() {
        let r = SiteRegistry::default();
        let a = r.register("k.mlir:3:8", "%0 = memref.alloc() : memref<4xf32>");
        let b = r.register("k.mlir:9:3", "memref.dealloc %0 : memref<4xf32>");
        assert_eq!(a, SiteId(1));
        assert_eq!(b, SiteId(2));
        assert_eq!(
            r.register("k.mlir:3:8", "%0 = memref.alloc() : memref<4xf32>"),
            a
        );
        assert_eq!(r.get(a).location, "k.mlir:3:8");
        assert_eq!(
            r.get(b).describe(),
            "k.mlir:9:3: memref.dealloc %0 : memref<4xf32>"
        );
        assert_eq!(r.get(SiteId::UNKNOWN).describe(), "<unknown>");
        assert_eq!(r.get(SiteId(77)).describe(), "<unregistered site 77>");
    }
}
