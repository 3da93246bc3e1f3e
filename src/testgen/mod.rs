//! Random bufferized programs for differential testing (`bufjit fuzz-diff`,
//! `tests/difftest.rs`, the `difftest` fuzz target). A seed determines one module in the shape
//! One-Shot Bufferize and the usual lowerings produce: several functions passing and
//! returning memrefs, static and dynamic shapes, `memref.alloc`/`alloca`/`get_global`, views
//! (`subview`, `cast`, `reinterpret_cast`, `expand_shape`/`collapse_shape`), `memref.copy`,
//! `memref.realloc`, `scf.for` with memref iter_args, `scf.if`/`index_switch`/`while`/
//! `execute_region` yielding memrefs, `cf` diamonds with memref block arguments,
//! `arith.select` on memrefs, calls, `linalg.fill`/`linalg.generic` and
//! `affine.for`/`load`/`store`, and never a deallocation. `@main` ends by printing buffers
//! (`printMemrefF32`) and a scalar, so every run's output is deterministic. With
//! [`GenOptions::vector`], statements on `vector<4xf32>` values join in (`vstmt.rs`).
//!
//! Buffers are written only while *fresh*: between their allocation and the first op that
//! lets another value alias them (a yield, branch, select, cast, call or return), which is
//! what bufferized IR does and what keeps clone-based deallocation (which may copy a buffer
//! at a merge) observably equivalent.

pub mod difftest;
pub mod minimize;
mod stmt;
mod vstmt;

use std::fmt::Write;

/// SplitMix64: a small deterministic PRNG (programs depend only on the seed).
#[derive(Clone, Debug)]
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
    /// True with probability `percent`/100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }
    /// A fair coin.
    pub fn coin(&mut self) -> bool {
        self.next_u64() & 1 == 1
    }
}

/// The buffer types of generated programs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Ty {
    /// `memref<4xf32>`.
    S4,
    /// `memref<?xf32>` (4 elements at run time).
    D,
    /// `memref<2xf32, strided<[1], offset: ?>>`: a view of two elements.
    V2,
    /// `memref<2x2xf32>`: an expanded 4-element buffer.
    M22,
}

impl Ty {
    fn text(self) -> &'static str {
        match self {
            Ty::S4 => "memref<4xf32>",
            Ty::D => "memref<?xf32>",
            Ty::V2 => "memref<2xf32, strided<[1], offset: ?>>",
            Ty::M22 => "memref<2x2xf32>",
        }
    }
    /// Index lists of every element.
    fn elements(self) -> Vec<Vec<usize>> {
        match self {
            Ty::S4 | Ty::D => (0..4).map(|i| vec![i]).collect(),
            Ty::V2 => (0..2).map(|i| vec![i]).collect(),
            Ty::M22 => vec![vec![0, 0], vec![0, 1], vec![1, 0], vec![1, 1]],
        }
    }
    fn flat4(self) -> bool {
        matches!(self, Ty::S4 | Ty::D)
    }
}

#[derive(Clone, Debug)]
struct Buf {
    name: String,
    ty: Ty,
    /// Index into [`Gen::bases`]: the allocation this value is (a view of).
    base: usize,
}

#[derive(Clone, Debug)]
struct Base {
    /// Writes allowed: a fresh allocation that has not escaped yet.
    writable: bool,
    /// A `memref.alloca` (it may not leave its function or loop iteration).
    stack: bool,
}

/// One function under construction.
#[derive(Clone, Debug)]
struct Helper {
    name: String,
    /// Argument buffer types and whether an `f32` follows.
    args: Vec<Ty>,
    result: Ty,
}

/// Generator options (sizes).
#[derive(Clone, Debug)]
pub struct GenOptions {
    /// Helper functions before `@main`.
    pub max_helpers: usize,
    /// Statements per function body (top level).
    pub max_stmts: usize,
    /// Nesting depth of region ops.
    pub max_depth: usize,
    /// Also emit vector statements (`vector.transfer_read`/`transfer_write`, arith on
    /// vectors, reductions, ...; see `vstmt.rs`). Off by default: the same seed then gives
    /// the same program as without the option.
    pub vector: bool,
    /// Programs for `fuzz-diff --cf-loops`: no `scf.index_switch`, which lowers to a
    /// `cf.switch` that the ownership-based deallocation refuses (as MLIR 22 does).
    pub cf_loops: bool,
}

impl Default for GenOptions {
    fn default() -> Self {
        GenOptions {
            max_helpers: 3,
            max_stmts: 10,
            max_depth: 2,
            vector: false,
            cf_loops: false,
        }
    }
}

/// `v = memref.collapse_shape src` of a 2x2 buffer into four elements.
fn collapse_text(v: &str, src: &str) -> String {
    format!("{v} = memref.collapse_shape {src} [[0, 1]] : memref<2x2xf32> into memref<4xf32>")
}

/// `%c0, %c1, ...`: the index constants of an element.
fn index_list(idx: &[usize]) -> String {
    let ix: Vec<String> = idx.iter().map(|i| format!("%c{i}")).collect();
    ix.join(", ")
}

struct Gen {
    rng: Rng,
    opts: GenOptions,
    out: String,
    next: usize,
    bufs: Vec<Buf>,
    bases: Vec<Base>,
    floats: Vec<String>,
    /// The `vector<4xf32>` values in scope.
    vecs: Vec<String>,
    helpers: Vec<Helper>,
    /// Number of globals declared.
    globals: usize,
    /// Block labels used in the current function.
    labels: usize,
}

/// The program for `seed` with default sizes.
pub fn generate(seed: u64) -> String {
    generate_with(seed, &GenOptions::default())
}

/// The program for `seed`.
pub fn generate_with(seed: u64, opts: &GenOptions) -> String {
    let mut g = Gen {
        rng: Rng(seed ^ 0x0005_EED0_FB0F_u64),
        opts: opts.clone(),
        out: String::new(),
        next: 0,
        bufs: vec![],
        bases: vec![],
        floats: vec![],
        vecs: vec![],
        helpers: vec![],
        globals: 0,
        labels: 0,
    };
    g.module(seed)
}

impl Gen {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("%{prefix}{}", self.next)
    }

    fn line(&mut self, indent: usize, s: &str) {
        for _ in 0..indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn new_base(&mut self, writable: bool) -> usize {
        self.bases.push(Base {
            writable,
            stack: false,
        });
        self.bases.len() - 1
    }

    fn freeze(&mut self, b: &Buf) {
        self.bases[b.base].writable = false;
    }

    /// Adds the value `name` of type `ty`, an allocation of its own (`writable`: fresh).
    fn push_new(&mut self, name: String, ty: Ty, writable: bool) {
        let base = self.new_base(writable);
        self.bufs.push(Buf { name, ty, base });
    }

    /// Adds the value `name` of type `ty`, a view of `of`'s allocation.
    fn push_view(&mut self, name: String, ty: Ty, of: &Buf) {
        self.bufs.push(Buf {
            name,
            ty,
            base: of.base,
        });
    }

    /// Runs `f` as a scope: the buffers and floats it defines are dropped afterwards.
    fn scoped<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = self.bufs.len();
        let saved_f = self.floats.len();
        let saved_v = self.vecs.len();
        let r = f(self);
        self.bufs.truncate(saved);
        self.floats.truncate(saved_f);
        self.vecs.truncate(saved_v);
        r
    }

    fn pick<T: Clone>(&mut self, v: &[T]) -> Option<T> {
        if v.is_empty() {
            None
        } else {
            Some(v[self.rng.below(v.len())].clone())
        }
    }

    fn pick_buf(&mut self, f: impl Fn(&Buf, &Base) -> bool) -> Option<Buf> {
        let c: Vec<Buf> = self
            .bufs
            .iter()
            .filter(|b| f(b, &self.bases[b.base]))
            .cloned()
            .collect();
        self.pick(&c)
    }

    fn float(&mut self) -> String {
        let v = self.floats.clone();
        self.pick(&v).unwrap_or_else(|| "%f1".into())
    }

    fn module(&mut self, seed: u64) -> String {
        let mut head = String::new();
        let _ = writeln!(
            head,
            "// Generated by bufjit's differential tester (seed {seed}): a bufferized program\n// without deallocations."
        );
        let nglob = 1 + self.rng.below(2);
        for i in 0..nglob {
            let vals: Vec<String> = (0..4)
                .map(|k| format!("{}.{}", (i * 4 + k) % 7 + 1, 5 * (k % 2)))
                .collect();
            let _ = writeln!(
                head,
                "memref.global \"private\" constant @g{i} : memref<4xf32> = dense<[{}]>",
                vals.join(", ")
            );
        }
        self.globals = nglob;
        head.push_str("func.func private @printMemrefF32(memref<*xf32>)\n");
        head.push_str("func.func private @printF32(f32)\n");
        head.push_str("func.func private @printNewline()\n");
        let nh = self.rng.below(self.opts.max_helpers + 1);
        for h in 0..nh {
            self.helper(h);
        }
        self.main();
        head + &self.out
    }

    fn prologue(&mut self) {
        self.line(1, "%c0 = arith.constant 0 : index");
        self.line(1, "%c1 = arith.constant 1 : index");
        self.line(1, "%c2 = arith.constant 2 : index");
        self.line(1, "%c3 = arith.constant 3 : index");
        self.line(1, "%c4 = arith.constant 4 : index");
        self.line(1, "%f1 = arith.constant 1.500000e+00 : f32");
        self.line(1, "%f2 = arith.constant 2.250000e+00 : f32");
        self.line(1, "%f3 = arith.constant -3.000000e+00 : f32");
        self.floats = vec!["%f1".into(), "%f2".into(), "%f3".into()];
    }

    fn start_function(&mut self) {
        self.bufs.clear();
        self.bases.clear();
        self.vecs.clear();
        self.labels = 0;
    }

    fn helper(&mut self, h: usize) {
        self.start_function();
        let nargs = 1 + self.rng.below(2);
        let args: Vec<Ty> = (0..nargs)
            .map(|_| if self.rng.coin() { Ty::S4 } else { Ty::D })
            .collect();
        let result = if self.rng.coin() { Ty::S4 } else { Ty::D };
        let name = format!("helper{h}");
        let params: Vec<String> = args
            .iter()
            .enumerate()
            .map(|(i, t)| format!("%arg{i}: {}", t.text()))
            .collect();
        let line = format!(
            "func.func private @{name}({}, %s: f32) -> {} {{",
            params.join(", "),
            result.text()
        );
        self.line(0, &line);
        self.prologue();
        self.floats.push("%s".into());
        for (i, &t) in args.iter().enumerate() {
            self.push_new(format!("%arg{i}"), t, false);
        }
        let n = 1 + self.rng.below(self.opts.max_stmts / 2 + 1);
        for _ in 0..n {
            self.stmt(1, 0, true);
        }
        let r = self.yield_value(result, 1);
        self.line(1, &format!("return {r} : {}", result.text()));
        self.line(0, "}");
        self.helpers.push(Helper { name, args, result });
    }

    fn main(&mut self) {
        self.start_function();
        self.line(0, "func.func @main() {");
        self.prologue();
        let n = 2 + self.rng.below(self.opts.max_stmts.max(1));
        for _ in 0..n {
            self.stmt(1, 0, true);
        }
        // Print some buffers (through fresh identity copies, so views print alike under
        // every strategy) and a scalar.
        let k = 1 + self.rng.below(4);
        for _ in 0..k {
            let Some(b) = self.pick_buf(|_, _| true) else {
                break;
            };
            let (pt, shape) = match b.ty {
                Ty::S4 | Ty::D => ("memref<4xf32>", "4"),
                Ty::V2 => ("memref<2xf32>", "2"),
                Ty::M22 => ("memref<2x2xf32>", "2x2"),
            };
            let p = self.fresh("p");
            self.line(1, &format!("{p} = memref.alloc() : {pt}"));
            self.line(
                1,
                &format!("memref.copy {}, {p} : {} to {pt}", b.name, b.ty.text()),
            );
            let u = self.fresh("u");
            self.line(
                1,
                &format!("{u} = memref.cast {p} : memref<{shape}xf32> to memref<*xf32>"),
            );
            self.line(
                1,
                &format!("func.call @printMemrefF32({u}) : (memref<*xf32>) -> ()"),
            );
        }
        let x = self.float();
        self.line(1, &format!("func.call @printF32({x}) : (f32) -> ()"));
        self.line(1, "func.call @printNewline() : () -> ()");
        self.line(1, "return");
        self.line(0, "}");
    }

    /// A value of type `t` for a yield/return/branch: an existing buffer (cast or collapsed
    /// if needed) or a fresh allocation. Freezes what it hands out.
    fn yield_value(&mut self, t: Ty, ind: usize) -> String {
        let cand = self.pick_buf(|b, base| {
            !base.stack && (b.ty == t || (b.ty.flat4() && t.flat4()) || b.ty == Ty::M22)
        });
        let b = match cand {
            Some(b) if self.rng.chance(70) => b,
            _ => self.alloc_on(t, ind, false),
        };
        self.freeze(&b);
        self.coerce(&b, t, ind)
    }

    /// `b` as a value of type `t` (`t` flat): a cast or collapse where needed.
    fn coerce(&mut self, b: &Buf, t: Ty, ind: usize) -> String {
        if b.ty == t {
            return b.name.clone();
        }
        let src = if b.ty == Ty::M22 {
            let c = self.fresh("col");
            self.line(ind, &collapse_text(&c, &b.name));
            Buf {
                name: c,
                ty: Ty::S4,
                base: b.base,
            }
        } else {
            b.clone()
        };
        if src.ty == t {
            return src.name;
        }
        self.cast_to(&src, t, ind)
    }

    /// A `memref.cast` of `b` to type `t`; returns the new value.
    fn cast_to(&mut self, b: &Buf, t: Ty, ind: usize) -> String {
        let c = self.fresh("cast");
        self.line(
            ind,
            &format!(
                "{c} = memref.cast {} : {} to {}",
                b.name,
                b.ty.text(),
                t.text()
            ),
        );
        c
    }

    /// A fresh, fully initialized buffer of flat type `t` (S4 or D) or M22, sometimes on
    /// the stack.
    fn alloc(&mut self, t: Ty, ind: usize) -> Buf {
        self.alloc_on(t, ind, true)
    }

    /// A fresh, fully initialized buffer; on the stack only if `allow_stack`.
    fn alloc_on(&mut self, t: Ty, ind: usize, allow_stack: bool) -> Buf {
        let a = self.fresh("a");
        let stack = allow_stack && t == Ty::S4 && self.rng.chance(15);
        match t {
            Ty::D => self.line(ind, &format!("{a} = memref.alloc(%c4) : memref<?xf32>")),
            _ if stack => self.line(ind, &format!("{a} = memref.alloca() : {}", t.text())),
            _ => self.line(ind, &format!("{a} = memref.alloc() : {}", t.text())),
        }
        let base = self.new_base(true);
        self.bases[base].stack = stack;
        let b = Buf {
            name: a,
            ty: t,
            base,
        };
        self.init(&b, ind);
        self.bufs.push(b.clone());
        b
    }

    /// Writes every element of a fresh buffer.
    fn init(&mut self, b: &Buf, ind: usize) {
        match self.rng.below(4) {
            0 => {
                let x = self.float();
                self.line(
                    ind,
                    &format!(
                        "linalg.fill ins({x} : f32) outs({} : {})",
                        b.name,
                        b.ty.text()
                    ),
                );
            }
            1 if b.ty.flat4() => {
                let x = self.float();
                let i = self.fresh("i");
                self.line(ind, &format!("affine.for {i} = 0 to 4 {{"));
                self.line(
                    ind + 1,
                    &format!("affine.store {x}, {}[{i}] : {}", b.name, b.ty.text()),
                );
                self.line(ind, "}");
            }
            2 if b.ty.flat4() => {
                // A loop storing i * x.
                let x = self.float();
                let i = self.fresh("i");
                let (ii, fi, v) = (self.fresh("ii"), self.fresh("fi"), self.fresh("v"));
                self.line(ind, &format!("scf.for {i} = %c0 to %c4 step %c1 {{"));
                self.line(
                    ind + 1,
                    &format!("{ii} = arith.index_cast {i} : index to i32"),
                );
                self.line(ind + 1, &format!("{fi} = arith.sitofp {ii} : i32 to f32"));
                self.line(ind + 1, &format!("{v} = arith.mulf {fi}, {x} : f32"));
                self.line(
                    ind + 1,
                    &format!("memref.store {v}, {}[{i}] : {}", b.name, b.ty.text()),
                );
                self.line(ind, "}");
            }
            _ => {
                for idx in b.ty.elements() {
                    let x = self.float();
                    self.store_at(ind, &x, b, &idx);
                }
            }
        }
    }

    /// `memref.store x` into element `idx` of `b`.
    fn store_at(&mut self, ind: usize, x: &str, b: &Buf, idx: &[usize]) {
        self.line(
            ind,
            &format!(
                "memref.store {x}, {}[{}] : {}",
                b.name,
                index_list(idx),
                b.ty.text()
            ),
        );
    }

    /// The indices of a random element of a buffer of type `t`.
    fn element(&mut self, t: Ty) -> Vec<usize> {
        let els = t.elements();
        els[self.rng.below(els.len())].clone()
    }

    fn load(&mut self, b: &Buf, ind: usize) -> String {
        let idx = self.element(b.ty);
        let x = self.fresh("x");
        self.line(
            ind,
            &format!(
                "{x} = memref.load {}[{}] : {}",
                b.name,
                index_list(&idx),
                b.ty.text()
            ),
        );
        x
    }

    /// A load from some buffer, or a float if there is none.
    fn loaded_or_float(&mut self, ind: usize) -> String {
        match self.pick_buf(|_, _| true) {
            Some(b) => self.load(&b, ind),
            None => self.float(),
        }
    }

    /// A condition computed from buffer contents (not foldable).
    fn cond(&mut self, ind: usize) -> String {
        let a = self.loaded_or_float(ind);
        let b = self.float();
        let c = self.fresh("cond");
        let pred = ["olt", "oge", "ogt", "ole"][self.rng.below(4)];
        self.line(ind, &format!("{c} = arith.cmpf {pred}, {a}, {b} : f32"));
        c
    }

    fn flat_ty(&mut self) -> Ty {
        if self.rng.coin() {
            Ty::S4
        } else {
            Ty::D
        }
    }

    /// A region body: a few statements, then the yielded value of type `t`. Buffers defined
    /// inside are dropped from the pool afterwards.
    fn region(&mut self, ind: usize, depth: usize, t: Option<Ty>, yield_op: &str) -> String {
        self.scoped(|g| {
            let n = g.rng.below(3);
            for _ in 0..n {
                g.stmt(ind, depth + 1, false);
            }
            match t {
                Some(t) => {
                    let v = g.yield_value(t, ind);
                    g.line(ind, &format!("{yield_op} {v} : {}", t.text()));
                    v
                }
                None => String::new(),
            }
        })
    }

    /// The statements of a loop body and the buffer it yields.
    fn region_value(&mut self, ind: usize, depth: usize, t: Ty) -> String {
        let n = self.rng.below(2);
        for _ in 0..n {
            self.stmt(ind, depth + 1, false);
        }
        self.yield_value(t, ind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vector_statements_only_on_request() {
        let vec_opts = GenOptions {
            vector: true,
            ..GenOptions::default()
        };
        let with: String = (0..100).map(|s| generate_with(s, &vec_opts)).collect();
        for op in [
            "vector.transfer_read",
            "vector.transfer_write",
            "vector.create_mask",
            "dense<[true",
            "affine_map<(d0, d1) -> (0, d1)>",
            "vector.shape_cast",
            "vector.broadcast",
            "vector.from_elements",
            "arith.mulf %vec",
            "arith.minimumf %vec",
            "vector.fma",
            "arith.cmpf olt, %vec",
            "arith.select %vcmp",
            "vector.insert",
            "vector.shuffle",
            "vector.reduction <add>",
            "vector.reduction <maxnumf>",
            "vector.extract",
            "vector.print",
            "in_bounds = [true]",
            "in_bounds = [false]",
        ] {
            assert!(with.contains(op), "no `{op}` in 100 vector programs");
        }
        assert!((0..20).all(|s| !generate(s).contains("vector.")));
    }

    #[test]
    fn deterministic_and_varied() {
        assert_eq!(generate(11), generate(11));
        let distinct: std::collections::HashSet<String> = (0..30).map(generate).collect();
        assert_eq!(distinct.len(), 30);
    }
}
