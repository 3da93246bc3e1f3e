//! Text and JSON reports say what went wrong, where (IR locations) and how
//! often, in the documented formats.

use bufjit_runtime::{SiteId, Tracker, ViolationKind};

struct Run {
    t: Tracker,
    p: usize,
    q: usize,
}

/// One double free and one leak, both from the same allocation site.
fn run() -> Run {
    let t = Tracker::new();
    let a = t.register_site("k.mlir:3:8", "%0 = memref.alloc() : memref<16xf32>");
    let d1 = t.register_site("k.mlir:9:3", "memref.dealloc %0 : memref<16xf32>");
    let d2 = t.register_site("k.mlir:10:3", "memref.dealloc %0 : memref<16xf32>");
    let p = t.alloc(64, 16, a);
    unsafe {
        t.free(p, d1).unwrap();
        assert_eq!(t.free(p, d2), Err(ViolationKind::DoubleFree));
    }
    let q = t.alloc(32, 16, a);
    Run {
        t,
        p: p as usize,
        q: q as usize,
    }
}

#[test]
fn text_report() {
    let Run { t, p, q } = run();
    let want = format!(
        "bufjit: error: double free of {p:#x}\n\
         \x20 block {p:#x} (64 bytes, align 16), allocation #0\n\
         \x20 allocated at k.mlir:3:8: %0 = memref.alloc() : memref<16xf32>\n\
         \x20 first freed at k.mlir:9:3: memref.dealloc %0 : memref<16xf32>\n\
         \x20 freed again at k.mlir:10:3: memref.dealloc %0 : memref<16xf32>\n\
         bufjit: error: leak: 1 block (32 bytes) allocated at k.mlir:3:8: %0 = memref.alloc() : memref<16xf32>, first allocation #1 at {q:#x}\n\
         bufjit: FAILED: 1 double free, 1 leaked block (32 bytes) from 1 site; 2 allocations, 1 free, 96 bytes allocated, peak 64 bytes live\n\
         bufjit: work: 0 copies (0 bytes), 0 dealloc-helper calls\n"
    );
    assert_eq!(t.report().text(), want);
}

#[test]
fn json_report() {
    let Run { t, p, q } = run();
    let site_a = r#"{"id":1,"location":"k.mlir:3:8","op":"%0 = memref.alloc() : memref<16xf32>"}"#;
    let site_d1 = r#"{"id":2,"location":"k.mlir:9:3","op":"memref.dealloc %0 : memref<16xf32>"}"#;
    let site_d2 = r#"{"id":3,"location":"k.mlir:10:3","op":"memref.dealloc %0 : memref<16xf32>"}"#;
    let want = format!(
        concat!(
            r#"{{"schema":"bufjit-runtime-report/1","mode":"collect","clean":false,"#,
            r#""summary":"bufjit: FAILED: 1 double free, 1 leaked block (32 bytes) from 1 site; 2 allocations, 1 free, 96 bytes allocated, peak 64 bytes live","#,
            r#""stats":{{"allocations":2,"frees":1,"reallocs":0,"bytes_allocated":96,"bytes_freed":64,"live_blocks":1,"live_bytes":32,"peak_live_bytes":64,"failed_allocations":0,"copies":0,"bytes_copied":0,"helper_calls":0}},"#,
            r#""violation_counts":{{"double_free":1,"interior_free":0,"invalid_free":0,"invalid_realloc":0,"leak":1,"use_after_free":0,"write_after_free":0}},"#,
            r#""violations":[{{"kind":"double_free","ptr":"{p:#x}","site":{d2},"block":{{"addr":"{p:#x}","size":64,"align":16,"seq":0,"alloc_site":{a},"state":"freed","free_site":{d1},"offset":0}}}}],"#,
            r#""violations_dropped":0,"#,
            r#""leaks":[{{"site":{a},"blocks":1,"bytes":32,"first_seq":1,"addresses":["{q:#x}"]}}],"#,
            r#""quarantine":{{"blocks":0,"bytes":0}}}}"#
        ),
        p = p,
        q = q,
        a = site_a,
        d1 = site_d1,
        d2 = site_d2,
    );
    assert_eq!(t.report().json(), want);
}

#[test]
fn other_kinds_in_text() {
    let t = Tracker::new();
    let a = t.register_site("k.mlir:1:1", "%a = memref.alloc() : memref<8xi64>");
    let f = t.register_site("k.mlir:2:1", "memref.dealloc %v : memref<4xi64>");
    let p = t.alloc(64, 8, a);
    let mut stack = [0u8; 8];
    unsafe {
        t.free(p.add(16), f).unwrap_err();
        t.free(stack.as_mut_ptr(), f).unwrap_err();
        assert!(t.realloc(stack.as_mut_ptr(), 4, 8, f).is_null());
        t.free(p, f).unwrap();
    }
    let text = t.report().text();
    let s = stack.as_ptr() as usize;
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        vec![
            format!("bufjit: error: free of interior pointer {:#x} (offset 16 into a live block)", p as usize + 16),
            format!("  block {:#x} (64 bytes, align 8), allocation #0", p as usize),
            "  allocated at k.mlir:1:1: %a = memref.alloc() : memref<8xi64>".to_string(),
            "  freed at k.mlir:2:1: memref.dealloc %v : memref<4xi64>".to_string(),
            format!("bufjit: error: free of {s:#x}, which was never allocated here (stack buffer, global, foreign or garbage pointer)"),
            "  freed at k.mlir:2:1: memref.dealloc %v : memref<4xi64>".to_string(),
            format!("bufjit: error: realloc of {s:#x}, which was never allocated here"),
            "  realloc at k.mlir:2:1: memref.dealloc %v : memref<4xi64>".to_string(),
            "bufjit: FAILED: 1 interior-pointer free, 1 invalid free, 1 invalid realloc; 1 allocation, 1 free, 64 bytes allocated, peak 64 bytes live".to_string(),
            "bufjit: work: 0 copies (0 bytes), 0 dealloc-helper calls".to_string(),
        ]
    );
    let json = t.report().json();
    assert!(json.contains(r#""violation_counts":{"double_free":0,"interior_free":1,"invalid_free":1,"invalid_realloc":1,"leak":0,"use_after_free":0,"write_after_free":0}"#));
    assert!(json.contains(r#""state":"live","free_site":null,"offset":16}"#));
}

#[test]
fn clean_report_and_unknown_sites() {
    let t = Tracker::new();
    let p = t.alloc(10, 8, SiteId(0));
    unsafe { t.free(p, SiteId(42)).unwrap() };
    let r = t.report();
    assert!(r.is_clean());
    assert_eq!(
        r.text(),
        "bufjit: OK: no violations, no leaks; 1 allocation, 1 free, 10 bytes allocated, peak 10 bytes live\n\
         bufjit: work: 0 copies (0 bytes), 0 dealloc-helper calls\n"
    );
    assert!(r
        .json()
        .starts_with(r#"{"schema":"bufjit-runtime-report/1","mode":"collect","clean":true,"#));
    let _ = unsafe { t.free(0x10 as *mut u8, SiteId(42)) };
    assert!(t
        .report()
        .text()
        .contains("  freed at <unregistered site 42>\n"));
    let _ = unsafe { t.free(0x10 as *mut u8, SiteId(0)) };
    assert!(t
        .report()
        .json()
        .contains(r#""site":{"id":0,"location":"<unknown>","op":""}"#));
}

#[test]
fn site_text_is_escaped_in_json() {
    let t = Tracker::new();
    let a = t.register_site(
        "dir \"x\"\\k.mlir:1:2",
        "%s = memref.alloc() {note = \"a\tb\"}\n",
    );
    let _leak = t.alloc(1, 1, a);
    let json = t.report().json();
    assert!(
        json.contains(
            r#""location":"dir \"x\"\\k.mlir:1:2","op":"%s = memref.alloc() {note = \"a\tb\"}\n""#
        ),
        "{json}"
    );
}

#[test]
fn work_counters_in_stats_text_and_json() {
    let t = Tracker::new();
    t.record_copy(48);
    t.record_copy(16);
    t.record_helper_call();
    let s = t.stats();
    assert_eq!((s.copies, s.bytes_copied, s.helper_calls), (2, 64, 1));
    let r = t.report();
    assert!(r.is_clean());
    assert!(r
        .text()
        .ends_with("bufjit: work: 2 copies (64 bytes), 1 dealloc-helper call\n"));
    assert!(r
        .json()
        .contains(r#""copies":2,"bytes_copied":64,"helper_calls":1}"#));
}
