//! Compiles `csrc/guard.c`, the sigsetjmp/siglongjmp escape hatch (see `src/guard.rs`).
fn main() {
    println!("cargo:rerun-if-changed=csrc/guard.c");
    cc::Build::new()
        .file("csrc/guard.c")
        .compile("bufjit_guard");
}
