//! The statements of generated programs: [`Gen::stmt`] draws a statement kind and hands
//! it to one emitter per kind (or small family). Kept apart from the module's plumbing
//! (buffers, values, regions) so that each kind reads on its own; the order of random draws
//! in every emitter is part of the generator's output for a seed, so keep it when editing.

use super::{collapse_text, Buf, Gen, Ty};

impl Gen {
    /// One statement. `top`: at a function's top level (where `cf` diamonds may split the
    /// body into blocks).
    pub(super) fn stmt(&mut self, ind: usize, depth: usize, top: bool) {
        let deep = depth >= self.opts.max_depth;
        // Vector statements are drawn only with the option, so that without it a seed's
        // program stays what it was.
        let k = self.rng.below(if self.opts.vector { 26 } else { 22 });
        match k {
            0 | 1 => {
                let t = if self.rng.chance(20) {
                    Ty::M22
                } else {
                    self.flat_ty()
                };
                self.alloc(t, ind);
            }
            2 => self.get_global(ind),
            3 | 4 => self.arith(ind),
            5 => self.store(ind),
            6 => self.copy(ind),
            7 => self.cast(ind),
            8 => self.view(ind),
            9 => self.reshape(ind),
            10 => self.grown(ind),
            11 if !deep => self.scf_if(ind, depth),
            12 if !deep => self.scf_for(ind, depth),
            13 if !deep && !self.opts.cf_loops => self.index_switch(ind, depth),
            14 if !deep => self.scf_while(ind, depth),
            15 if !deep => self.execute_region(ind, depth),
            16 => self.select(ind),
            17 => self.call(ind),
            18 => self.generic(ind),
            19 | 20 if top => self.diamond(ind, depth),
            22 => self.vec_make(ind),
            23 => self.vec_combine(ind),
            24 | 25 => self.vec_use(ind),
            _ => {
                let t = self.flat_ty();
                self.alloc(t, ind);
            }
        }
    }

    // ---- Values: globals, loads and stores, copies ----

    /// `memref.get_global` of one of the module's constants.
    fn get_global(&mut self, ind: usize) {
        let g = self.rng.below(self.globals);
        let n = self.fresh("g");
        self.line(
            ind,
            &format!("{n} = memref.get_global @g{g} : memref<4xf32>"),
        );
        self.push_new(n, Ty::S4, false);
    }

    /// Loads and float arithmetic.
    fn arith(&mut self, ind: usize) {
        if let Some(b) = self.pick_buf(|_, _| true) {
            let x = self.load(&b, ind);
            let y = self.float();
            let r = self.fresh("r");
            let op = ["addf", "mulf", "subf", "maximumf"][self.rng.below(4)];
            self.line(ind, &format!("{r} = arith.{op} {x}, {y} : f32"));
            self.floats.push(r);
        }
    }

    /// Store into a fresh buffer.
    fn store(&mut self, ind: usize) {
        if let Some(b) = self.pick_buf(|_, base| base.writable) {
            let idx = self.element(b.ty);
            let x = self.float();
            self.store_at(ind, &x, &b, &idx);
        }
    }

    /// `memref.copy` (or an affine copy loop) into a fresh buffer.
    fn copy(&mut self, ind: usize) {
        let Some(dst) = self.pick_buf(|b, base| base.writable && b.ty != Ty::M22) else {
            return;
        };
        let src = self.pick_buf(|b, _| (b.ty.flat4() && dst.ty.flat4()) || b.ty == dst.ty);
        let Some(src) = src else {
            return;
        };
        if src.base == dst.base {
            return;
        }
        let (st, dt) = (src.ty.text(), dst.ty.text());
        if self.rng.coin() || !dst.ty.flat4() {
            self.line(
                ind,
                &format!("memref.copy {}, {} : {st} to {dt}", src.name, dst.name),
            );
        } else {
            let i = self.fresh("i");
            let v = self.fresh("v");
            self.line(ind, &format!("affine.for {i} = 0 to 4 {{"));
            self.line(
                ind + 1,
                &format!("{v} = affine.load {}[{i}] : {st}", src.name),
            );
            self.line(
                ind + 1,
                &format!("affine.store {v}, {}[{i}] : {dt}", dst.name),
            );
            self.line(ind, "}");
        }
    }

    // ---- Views and reshapes ----

    /// `memref.cast` between static and dynamic.
    fn cast(&mut self, ind: usize) {
        if let Some(b) = self.pick_buf(|b, _| b.ty.flat4()) {
            let t = if b.ty == Ty::S4 { Ty::D } else { Ty::S4 };
            let c = self.cast_to(&b, t, ind);
            self.freeze(&b);
            self.push_view(c, t, &b);
        }
    }

    /// `memref.subview` or `memref.reinterpret_cast` of two elements.
    fn view(&mut self, ind: usize) {
        if let Some(b) = self.pick_buf(|b, _| b.ty.flat4()) {
            let off = self.rng.below(3);
            let v = self.fresh("view");
            let (bt, vt) = (b.ty.text(), Ty::V2.text());
            if self.rng.coin() {
                self.line(
                    ind,
                    &format!(
                        "{v} = memref.subview {}[%c{off}] [2] [1] : {bt} to {vt}",
                        b.name
                    ),
                );
            } else {
                self.line(
                    ind,
                    &format!(
                        "{v} = memref.reinterpret_cast {} to offset: [%c{off}], sizes: [2], strides: [1] : {bt} to {vt}",
                        b.name
                    ),
                );
            }
            self.push_view(v, Ty::V2, &b);
        }
    }

    /// `memref.expand_shape` / `memref.collapse_shape`.
    fn reshape(&mut self, ind: usize) {
        if let Some(b) = self.pick_buf(|b, _| b.ty == Ty::S4 || b.ty == Ty::M22) {
            let v = self.fresh("re");
            let (line, t) = if b.ty == Ty::S4 {
                (
                    format!(
                        "{v} = memref.expand_shape {} [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>",
                        b.name
                    ),
                    Ty::M22,
                )
            } else {
                (collapse_text(&v, &b.name), Ty::S4)
            };
            self.line(ind, &line);
            self.push_view(v, t, &b);
        }
    }

    /// A grown buffer: alloc 2, realloc to 4 (static or dynamic), fill the rest.
    fn grown(&mut self, ind: usize) {
        let a = self.fresh("a");
        self.line(ind, &format!("{a} = memref.alloc() : memref<2xf32>"));
        for i in 0..2 {
            let x = self.float();
            self.line(
                ind,
                &format!("memref.store {x}, {a}[%c{i}] : memref<2xf32>"),
            );
        }
        let r = self.fresh("grown");
        let t = self.flat_ty();
        if t == Ty::D {
            self.line(
                ind,
                &format!("{r} = memref.realloc {a}(%c4) : memref<2xf32> to memref<?xf32>"),
            );
        } else {
            self.line(
                ind,
                &format!("{r} = memref.realloc {a} : memref<2xf32> to memref<4xf32>"),
            );
        }
        for i in 2..4 {
            let x = self.float();
            self.line(ind, &format!("memref.store {x}, {r}[%c{i}] : {}", t.text()));
        }
        self.push_new(r, t, true);
    }

    // ---- Region ops yielding buffers ----

    /// `scf.if` yielding a buffer.
    fn scf_if(&mut self, ind: usize, depth: usize) {
        let c = self.cond(ind);
        let t = self.flat_ty();
        let r = self.fresh("if");
        self.line(ind, &format!("{r} = scf.if {c} -> ({}) {{", t.text()));
        self.scf_region(ind, depth, t);
        self.line(ind, "} else {");
        self.scf_region(ind, depth, t);
        self.end_op(ind, r, t);
    }

    /// `scf.for` carrying a buffer; a fresh buffer per iteration or the same one.
    fn scf_for(&mut self, ind: usize, depth: usize) {
        let (t, init, r) = self.carried(ind, "for");
        let (i, it) = (self.fresh("i"), self.fresh("it"));
        let ub = 1 + self.rng.below(3);
        self.line(
            ind,
            &format!(
                "{r} = scf.for {i} = %c0 to %c{ub} step %c1 iter_args({it} = {init}) -> ({}) {{",
                t.text()
            ),
        );
        self.scoped(|g| {
            let base = g.new_base(false);
            let itb = Buf {
                name: it,
                ty: t,
                base,
            };
            let x = g.load(&itb, ind + 1);
            let y = g.fresh("y");
            g.line(ind + 1, &format!("{y} = arith.addf {x}, %f1 : f32"));
            g.floats.push(y);
            g.bufs.push(itb);
            g.scf_region(ind, depth, t);
        });
        self.end_op(ind, r, t);
    }

    /// `scf.index_switch` on a computed index.
    fn index_switch(&mut self, ind: usize, depth: usize) {
        let x = self.loaded_or_float(ind);
        let (si, ix, sel) = (self.fresh("si"), self.fresh("ix"), self.fresh("sel"));
        self.line(ind, &format!("{si} = arith.fptosi {x} : f32 to i32"));
        self.line(ind, &format!("{ix} = arith.index_cast {si} : i32 to index"));
        self.line(ind, &format!("{sel} = arith.remsi {ix}, %c3 : index"));
        let t = self.flat_ty();
        let r = self.fresh("sw");
        self.line(
            ind,
            &format!("{r} = scf.index_switch {sel} -> {}", t.text()),
        );
        for case in 0..2 {
            self.line(ind, &format!("case {case} {{"));
            self.scf_region(ind, depth, t);
            self.line(ind, "}");
        }
        self.line(ind, "default {");
        self.scf_region(ind, depth, t);
        self.end_op(ind, r, t);
    }

    /// `scf.while` carrying a counter and a buffer.
    fn scf_while(&mut self, ind: usize, depth: usize) {
        let (t, init, r) = self.carried(ind, "wh");
        let (i, b, p) = (self.fresh("wi"), self.fresh("wb"), self.fresh("p"));
        let (i2, b2, j) = (self.fresh("wi"), self.fresh("wb"), self.fresh("j"));
        let tt = t.text();
        let n = 1 + self.rng.below(3);
        self.line(
            ind,
            &format!(
                "{r}:2 = scf.while ({i} = %c0, {b} = {init}) : (index, {tt}) -> (index, {tt}) {{"
            ),
        );
        self.line(
            ind + 1,
            &format!("{p} = arith.cmpi ult, {i}, %c{n} : index"),
        );
        self.line(
            ind + 1,
            &format!("scf.condition({p}) {i}, {b} : index, {tt}"),
        );
        self.line(ind, "} do {");
        self.line(ind, &format!("^bb0({i2}: index, {b2}: {tt}):"));
        self.line(ind + 1, &format!("{j} = arith.addi {i2}, %c1 : index"));
        self.scoped(|g| {
            g.push_new(b2, t, false);
            let v = g.region_value(ind + 1, depth, t);
            g.line(ind + 1, &format!("scf.yield {j}, {v} : index, {tt}"));
        });
        self.end_op(ind, format!("{r}#1"), t);
    }

    /// `scf.execute_region` yielding a buffer.
    fn execute_region(&mut self, ind: usize, depth: usize) {
        let t = self.flat_ty();
        let r = self.fresh("er");
        self.line(ind, &format!("{r} = scf.execute_region -> {} {{", t.text()));
        self.scf_region(ind, depth, t);
        self.end_op(ind, r, t);
    }

    /// The body of an `scf` region op yielding a buffer of type `t`.
    fn scf_region(&mut self, ind: usize, depth: usize, t: Ty) {
        self.region(ind + 1, depth, Some(t), "scf.yield");
    }

    /// Closes a region op at `ind` whose result `r` (of type `t`) becomes a buffer.
    fn end_op(&mut self, ind: usize, r: String, t: Ty) {
        self.line(ind, "}");
        self.push_new(r, t, false);
    }

    /// A loop's carried buffer: its type, initial value and the loop's result name.
    fn carried(&mut self, ind: usize, prefix: &str) -> (Ty, String, String) {
        let t = self.flat_ty();
        let init = self.yield_value(t, ind);
        let r = self.fresh(prefix);
        (t, init, r)
    }

    // ---- Merges of buffers: select, calls, linalg ----

    /// `arith.select` between two buffers.
    fn select(&mut self, ind: usize) {
        let t = self.flat_ty();
        let a = self.yield_value(t, ind);
        let b = self.yield_value(t, ind);
        let c = self.cond(ind);
        let r = self.fresh("sel");
        self.line(
            ind,
            &format!("{r} = arith.select {c}, {a}, {b} : {}", t.text()),
        );
        self.push_new(r, t, false);
    }

    /// A call of an earlier helper.
    fn call(&mut self, ind: usize) {
        let hs = self.helpers.clone();
        if let Some(h) = self.pick(&hs) {
            let mut args = Vec::new();
            for &t in &h.args {
                args.push(self.yield_value(t, ind));
            }
            let s = self.float();
            let r = self.fresh("call");
            let tys: Vec<&str> = h.args.iter().map(|t| t.text()).collect();
            self.line(
                ind,
                &format!(
                    "{r} = func.call @{}({}, {s}) : ({}, f32) -> {}",
                    h.name,
                    args.join(", "),
                    tys.join(", "),
                    h.result.text()
                ),
            );
            self.push_new(r, h.result, false);
        }
    }

    /// `linalg.generic`: elementwise sum of two buffers into a fresh one.
    fn generic(&mut self, ind: usize) {
        let a = self.pick_buf(|b, _| b.ty.flat4());
        let b = self.pick_buf(|b, _| b.ty.flat4());
        let (Some(a), Some(b)) = (a, b) else {
            return;
        };
        let o = self.fresh("a");
        self.line(ind, &format!("{o} = memref.alloc() : memref<4xf32>"));
        let (x, y, z, s) = (
            self.fresh("x"),
            self.fresh("y"),
            self.fresh("z"),
            self.fresh("s"),
        );
        self.line(
            ind,
            &format!(
                "linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]}} ins({}, {} : {}, {}) outs({o} : memref<4xf32>) {{",
                a.name,
                b.name,
                a.ty.text(),
                b.ty.text()
            ),
        );
        self.line(ind, &format!("^bb0({x}: f32, {y}: f32, {z}: f32):"));
        self.line(ind + 1, &format!("{s} = arith.addf {x}, {y} : f32"));
        self.line(ind + 1, &format!("linalg.yield {s} : f32"));
        self.line(ind, "}");
        self.push_new(o, Ty::S4, true);
    }

    /// A `cf.cond_br` diamond at the top level of a function: each arm passes a buffer to
    /// the join block's argument.
    fn diamond(&mut self, ind: usize, depth: usize) {
        let c = self.cond(ind);
        let t = self.flat_ty();
        self.labels += 1;
        let l = self.labels;
        let (bt, bf, bj) = (format!("^t{l}"), format!("^f{l}"), format!("^j{l}"));
        self.line(ind, &format!("cf.cond_br {c}, {bt}, {bf}"));
        let arg = self.fresh("join");
        for label in [&bt, &bf] {
            self.out.push_str(&format!("{label}:\n"));
            self.scoped(|g| {
                let v = g.region_value(ind, depth, t);
                g.line(ind, &format!("cf.br {bj}({v} : {})", t.text()));
            });
        }
        self.out.push_str(&format!("{bj}({arg}: {}):\n", t.text()));
        self.push_new(arg, t, false);
    }
}
