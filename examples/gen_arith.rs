//! A seeded generator of arithmetic-rich bufferized programs, the measuring stick of
//! `tools/canon-compare.sh`: integer and index arithmetic on constants and arguments (casts,
//! divisions and remainders, shifts, min/max, comparisons, selects), `memref.alloc` whose sizes
//! are constant expressions, `memref.dim` of them, `scf.for` loops bounded by those dims with
//! loads, stores and iter_args, and `scf.if`s with results.
//!
//! `cargo run --example gen_arith -- SEED [FUNCS] [extended]` prints one module; `extended` adds
//! loops with constant bounds, `scf.while` loops and views (`memref.subview`,
//! `memref.reinterpret_cast`, `memref.cast` chains, `memref.copy`). The same seed always gives
//! the same program (a splitmix64 stream; no crate needed).

use std::fmt::Write;

/// splitmix64: small, seedable, good enough to pick shapes.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Ty {
    Index,
    I32,
    I64,
    I1,
}
impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::Index => "index",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::I1 => "i1",
        }
    }
}

/// One function body under construction: the values in scope per type.
struct Func<'r> {
    rng: &'r mut Rng,
    out: String,
    next: usize,
    indent: usize,
    /// Scopes of (name, type); inner scopes are popped when a region ends.
    scopes: Vec<Vec<(String, Ty)>>,
    /// Dynamic 1-d f32 buffers in scope (name).
    bufs: Vec<Vec<String>>,
    /// Whether loops with constant bounds, `scf.while` and views are generated too.
    extended: bool,
}

impl Func<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }
    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }
    fn define(&mut self, name: &str, t: Ty) {
        self.scopes.last_mut().unwrap().push((name.to_string(), t));
    }
    fn values(&self, t: Ty) -> Vec<String> {
        self.scopes
            .iter()
            .flatten()
            .filter(|(_, vt)| *vt == t)
            .map(|(n, _)| n.clone())
            .collect()
    }
    fn constant(&mut self, t: Ty) -> String {
        let v: i64 = match t {
            Ty::I1 => self.rng.below(2) as i64,
            _ => *self
                .rng
                .pick(&[0, 1, 2, 3, 4, 5, 7, 8, 10, 16, 31, 64, 100, -1, -3]),
        };
        let n = self.fresh();
        let text = if t == Ty::I1 {
            if v == 1 {
                "true".to_string()
            } else {
                "false".to_string()
            }
        } else {
            format!("{v} : {}", t.name())
        };
        self.line(&format!("{n} = arith.constant {text}"));
        self.define(&n, t);
        n
    }
    /// A value of type `t`: an existing one or, sometimes, a new constant.
    fn operand(&mut self, t: Ty) -> String {
        let vs = self.values(t);
        if vs.is_empty() || self.rng.chance(30) {
            return self.constant(t);
        }
        self.rng.pick(&vs).clone()
    }
    fn int_ty(&mut self) -> Ty {
        *self.rng.pick(&[Ty::Index, Ty::Index, Ty::I32, Ty::I64])
    }
    /// Emits one arithmetic op.
    fn arith(&mut self) {
        let t = self.int_ty();
        let n = self.fresh();
        match self.rng.below(12) {
            0..=4 => {
                let op = *self.rng.pick(&[
                    "addi",
                    "subi",
                    "muli",
                    "muli",
                    "addi",
                    "divui",
                    "divsi",
                    "remui",
                    "remsi",
                    "shli",
                    "shrui",
                    "shrsi",
                    "andi",
                    "ori",
                    "xori",
                    "maxsi",
                    "minsi",
                    "maxui",
                    "minui",
                    "ceildivsi",
                    "floordivsi",
                    "ceildivui",
                ]);
                let (a, b) = (self.operand(t), self.operand(t));
                self.line(&format!("{n} = arith.{op} {a}, {b} : {}", t.name()));
                self.define(&n, t);
            }
            5 => {
                // (x op c1) op c2 chains.
                let op = *self.rng.pick(&["addi", "subi", "muli"]);
                let a = self.operand(t);
                let c1 = self.constant(t);
                let c2 = self.constant(t);
                let m = self.fresh();
                self.line(&format!("{m} = arith.{op} {a}, {c1} : {}", t.name()));
                let op2 = *self.rng.pick(&["addi", "subi", "muli"]);
                let (l, r) = if self.rng.chance(50) {
                    (m.clone(), c2)
                } else {
                    (c2, m.clone())
                };
                self.line(&format!("{n} = arith.{op2} {l}, {r} : {}", t.name()));
                self.define(&m, t);
                self.define(&n, t);
            }
            6 => {
                // Casts.
                match self.rng.below(4) {
                    0 => {
                        let d = *self.rng.pick(&[Ty::I32, Ty::I64]);
                        let a = self.operand(Ty::Index);
                        let op = *self.rng.pick(&["index_cast", "index_castui"]);
                        self.line(&format!("{n} = arith.{op} {a} : index to {}", d.name()));
                        self.define(&n, d);
                    }
                    1 => {
                        let s = *self.rng.pick(&[Ty::I32, Ty::I64]);
                        let a = self.operand(s);
                        let op = *self.rng.pick(&["index_cast", "index_castui"]);
                        self.line(&format!("{n} = arith.{op} {a} : {} to index", s.name()));
                        self.define(&n, Ty::Index);
                    }
                    2 => {
                        let a = self.operand(Ty::I32);
                        let op = *self.rng.pick(&["extsi", "extui"]);
                        self.line(&format!("{n} = arith.{op} {a} : i32 to i64"));
                        self.define(&n, Ty::I64);
                    }
                    _ => {
                        let a = self.operand(Ty::I64);
                        self.line(&format!("{n} = arith.trunci {a} : i64 to i32"));
                        self.define(&n, Ty::I32);
                    }
                }
            }
            7 | 8 => {
                let p = *self.rng.pick(&[
                    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
                ]);
                let (a, b) = (self.operand(t), self.operand(t));
                self.line(&format!("{n} = arith.cmpi {p}, {a}, {b} : {}", t.name()));
                self.define(&n, Ty::I1);
            }
            9 => {
                let c = self.operand(Ty::I1);
                let (a, b) = (self.operand(t), self.operand(t));
                self.line(&format!("{n} = arith.select {c}, {a}, {b} : {}", t.name()));
                self.define(&n, t);
            }
            10 => {
                let a = self.operand(Ty::I1);
                let op = *self.rng.pick(&["xori", "andi", "ori", "xori"]);
                let b = if op == "xori" && self.rng.chance(60) {
                    let tr = self.fresh();
                    self.line(&format!("{tr} = arith.constant true"));
                    tr
                } else {
                    self.operand(Ty::I1)
                };
                self.line(&format!("{n} = arith.{op} {a}, {b} : i1"));
                self.define(&n, Ty::I1);
            }
            _ => {
                let a = self.operand(Ty::I1);
                let op = *self.rng.pick(&["extui", "extsi"]);
                let d = *self.rng.pick(&[Ty::I32, Ty::I64]);
                self.line(&format!("{n} = arith.{op} {a} : i1 to {}", d.name()));
                self.define(&n, d);
            }
        }
    }
    /// A small non-negative size: a constant expression or an argument-derived value.
    fn size(&mut self) -> String {
        if self.rng.chance(70) {
            let c = *self.rng.pick(&[1, 2, 3, 4, 8, 16]);
            let n = self.fresh();
            self.line(&format!("{n} = arith.constant {c} : index"));
            if self.rng.chance(50) {
                let k = self.fresh();
                let m = self.fresh();
                let f = *self.rng.pick(&[2, 3, 4]);
                self.line(&format!("{k} = arith.constant {f} : index"));
                self.line(&format!("{m} = arith.muli {n}, {k} : index"));
                return m;
            }
            n
        } else {
            let vs = self.values(Ty::Index);
            let a = self.rng.pick(&vs).clone();
            let m = self.fresh();
            let c = self.fresh();
            self.line(&format!("{c} = arith.constant 8 : index"));
            self.line(&format!("{m} = arith.remui {a}, {c} : index"));
            m
        }
    }
    fn alloc(&mut self) {
        let s = self.size();
        let n = self.fresh();
        let kind = if self.rng.chance(80) {
            "alloc"
        } else {
            "alloca"
        };
        self.line(&format!("{n} = memref.{kind}({s}) : memref<?xf32>"));
        self.bufs.last_mut().unwrap().push(n);
    }
    fn any_buf(&mut self) -> Option<String> {
        let all: Vec<String> = self.bufs.iter().flatten().cloned().collect();
        if all.is_empty() {
            None
        } else {
            Some(self.rng.pick(&all).clone())
        }
    }
    fn for_loop(&mut self, depth: usize) {
        let Some(b) = self.any_buf() else { return };
        let c0 = self.constant_named(0);
        let d = self.fresh();
        self.line(&format!("{d} = memref.dim {b}, {c0} : memref<?xf32>"));
        self.define(&d, Ty::Index);
        let step = if self.rng.chance(80) {
            self.constant_named(1)
        } else {
            self.operand(Ty::Index)
        };
        let iv = self.fresh();
        let with_iter = self.rng.chance(50);
        let res = self.fresh();
        let acc = self.fresh();
        let t = self.int_ty();
        if with_iter {
            let init = self.operand(t);
            self.line(&format!(
                "{res} = scf.for {iv} = {c0} to {d} step {step} iter_args({acc} = {init}) -> ({}) {{",
                t.name()
            ));
        } else {
            self.line(&format!("scf.for {iv} = {c0} to {d} step {step} {{"));
        }
        self.indent += 1;
        self.scopes.push(vec![(iv.clone(), Ty::Index)]);
        if with_iter {
            self.define(&acc, t);
        }
        self.bufs.push(vec![]);
        let x = self.fresh();
        self.line(&format!("{x} = memref.load {b}[{iv}] : memref<?xf32>"));
        let y = self.fresh();
        self.line(&format!("{y} = arith.addf {x}, {x} : f32"));
        self.line(&format!("memref.store {y}, {b}[{iv}] : memref<?xf32>"));
        self.body(depth + 1, 3);
        if with_iter {
            // Sometimes the carried value is loop-invariant.
            let v = if self.rng.chance(30) {
                acc.clone()
            } else {
                self.operand(t)
            };
            self.line(&format!("scf.yield {v} : {}", t.name()));
        }
        self.bufs.pop();
        self.scopes.pop();
        self.indent -= 1;
        self.line("}");
        if with_iter {
            self.define(&res, t);
        }
    }
    fn constant_named(&mut self, v: i64) -> String {
        let n = self.fresh();
        self.line(&format!("{n} = arith.constant {v} : index"));
        n
    }
    fn if_op(&mut self, depth: usize) {
        let c = self.operand(Ty::I1);
        let t = self.int_ty();
        let with_result = self.rng.chance(60);
        let r = self.fresh();
        if with_result {
            self.line(&format!("{r} = scf.if {c} -> ({}) {{", t.name()));
        } else {
            self.line(&format!("scf.if {c} {{"));
        }
        for branch in 0..2 {
            if branch == 1 {
                if !with_result && self.rng.chance(50) {
                    break;
                }
                self.line("} else {");
            }
            self.indent += 1;
            self.scopes.push(vec![]);
            self.bufs.push(vec![]);
            self.body(depth + 1, 2);
            if with_result {
                let v = self.operand(t);
                self.line(&format!("scf.yield {v} : {}", t.name()));
            }
            self.bufs.pop();
            self.scopes.pop();
            self.indent -= 1;
        }
        self.line("}");
        if with_result {
            self.define(&r, t);
        }
    }
    /// `scf.for` with constant bounds (trip counts 0, 1 or more) and an iter_arg.
    fn const_for(&mut self, depth: usize) {
        let lb = *self.rng.pick(&[0, 0, 1, 2]);
        let ub = lb + *self.rng.pick(&[0, 1, 1, 2, 4]);
        let (l, u) = (self.constant_named(lb), self.constant_named(ub));
        let st = *self.rng.pick(&[1, 1, 2]);
        let step = self.constant_named(st);
        let t = self.int_ty();
        let init = self.operand(t);
        let (res, iv, acc) = (self.fresh(), self.fresh(), self.fresh());
        self.line(&format!(
            "{res} = scf.for {iv} = {l} to {u} step {step} iter_args({acc} = {init}) -> ({}) {{",
            t.name()
        ));
        self.indent += 1;
        self.scopes
            .push(vec![(iv.clone(), Ty::Index), (acc.clone(), t)]);
        self.bufs.push(vec![]);
        self.body(depth + 1, 2);
        let v = if self.rng.chance(40) {
            init.clone()
        } else {
            self.operand(t)
        };
        self.line(&format!("scf.yield {v} : {}", t.name()));
        self.bufs.pop();
        self.scopes.pop();
        self.indent -= 1;
        self.line("}");
        self.define(&res, t);
    }
    /// A counting `scf.while` loop.
    fn while_loop(&mut self, depth: usize) {
        let init = self.operand(Ty::Index);
        let bound = self.operand(Ty::Index);
        let (res, a, b) = (self.fresh(), self.fresh(), self.fresh());
        self.line(&format!(
            "{res} = scf.while ({a} = {init}) : (index) -> index {{"
        ));
        self.indent += 1;
        let c = self.fresh();
        self.line(&format!("{c} = arith.cmpi slt, {a}, {bound} : index"));
        self.line(&format!("scf.condition({c}) {a} : index"));
        self.indent -= 1;
        self.line("} do {");
        self.line(&format!("^bb0({b}: index):"));
        self.indent += 1;
        self.scopes.push(vec![(b.clone(), Ty::Index)]);
        self.bufs.push(vec![]);
        self.body(depth + 1, 2);
        let one = self.constant_named(1);
        let n = self.fresh();
        self.line(&format!("{n} = arith.addi {b}, {one} : index"));
        self.line(&format!("scf.yield {n} : index"));
        self.bufs.pop();
        self.scopes.pop();
        self.indent -= 1;
        self.line("}");
        self.define(&res, Ty::Index);
    }
    /// Views: `memref.subview` with constant or dynamic offsets and sizes, `memref.cast` to a
    /// static type and back, `memref.copy` between them.
    fn views(&mut self) {
        let Some(b) = self.any_buf() else { return };
        match self.rng.below(3) {
            0 => {
                // On the argument, whose size is unknown, so any constant slice is valid.
                let off = if self.rng.chance(60) {
                    self.constant_named(1)
                } else {
                    self.operand(Ty::Index)
                };
                let sz = if self.rng.chance(60) {
                    self.constant_named(2)
                } else {
                    self.operand(Ty::Index)
                };
                let sv = self.fresh();
                self.line(&format!(
                    "{sv} = memref.subview %arg3[{off}] [{sz}] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>"
                ));
                let c0 = self.constant_named(0);
                let x = self.fresh();
                self.line(&format!(
                    "{x} = memref.load {sv}[{c0}] : memref<?xf32, strided<[1], offset: ?>>"
                ));
                self.line(&format!("memref.store {x}, {b}[{c0}] : memref<?xf32>"));
            }
            1 => {
                let c = self.fresh();
                self.line(&format!(
                    "{c} = memref.cast {b} : memref<?xf32> to memref<4xf32>"
                ));
                let d = self.fresh();
                self.line(&format!(
                    "{d} = memref.cast {c} : memref<4xf32> to memref<?xf32>"
                ));
                self.line(&format!(
                    "memref.copy {d}, %arg3 : memref<?xf32> to memref<?xf32>"
                ));
            }
            _ => {
                let n = *self.rng.pick(&[2, 3, 4]);
                let sz = self.constant_named(n);
                let r = self.fresh();
                let c0 = self.constant_named(0);
                self.line(&format!(
                    "{r} = memref.reinterpret_cast {b} to offset: [{c0}], sizes: [{sz}], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>"
                ));
                let x = self.fresh();
                self.line(&format!(
                    "{x} = memref.load {r}[{c0}] : memref<?xf32, strided<[1], offset: ?>>"
                ));
                self.line(&format!("memref.store {x}, %arg3[{c0}] : memref<?xf32>"));
            }
        }
    }
    fn body(&mut self, depth: usize, max: usize) {
        let n = 1 + self.rng.below(max);
        for _ in 0..n {
            match self.rng.below(14) {
                0..=4 => self.arith(),
                5 => self.alloc(),
                6 | 7 if depth < 3 => self.for_loop(depth),
                8 if depth < 3 => self.if_op(depth),
                9 if depth < 3 && self.extended => self.const_for(depth),
                10 if depth < 3 && self.extended => self.while_loop(depth),
                11 if self.extended => self.views(),
                _ => {
                    if let Some(b) = self.any_buf() {
                        let i = self.operand(Ty::Index);
                        let f = self.fresh();
                        self.line(&format!("{f} = memref.load {b}[{i}] : memref<?xf32>"));
                        self.line(&format!("memref.store {f}, %arg3[{i}] : memref<?xf32>"));
                    } else {
                        self.arith();
                    }
                }
            }
        }
    }
}

fn function(rng: &mut Rng, name: usize, extended: bool) -> String {
    let mut f = Func {
        rng,
        out: String::new(),
        next: 0,
        indent: 1,
        scopes: vec![vec![
            ("%arg0".into(), Ty::Index),
            ("%arg1".into(), Ty::I32),
            ("%arg2".into(), Ty::I64),
        ]],
        bufs: vec![vec![]],
        extended,
    };
    f.alloc();
    let n = 4 + f.rng.below(10);
    for _ in 0..n {
        f.body(0, 3);
    }
    let r = f.operand(Ty::Index);
    let s = f.operand(Ty::I32);
    let buf = f.any_buf().unwrap();
    f.line(&format!(
        "return {r}, {s}, {buf} : index, i32, memref<?xf32>"
    ));
    let mut out = String::new();
    let _ = writeln!(
        out,
        "func.func @f{name}(%arg0: index, %arg1: i32, %arg2: i64, %arg3: memref<?xf32>) -> (index, i32, memref<?xf32>) {{"
    );
    out.push_str(&f.out);
    out.push_str("}\n");
    out
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let funcs: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(2);
    let extended = args.get(3).is_some_and(|s| s == "extended");
    let mut rng = Rng(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x1234_5678);
    let mut out = String::new();
    for i in 0..funcs {
        out.push_str(&function(&mut rng, i, extended));
    }
    print!("{out}");
}
