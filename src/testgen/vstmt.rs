//! The vector statements of generated programs (with [`super::GenOptions::vector`]): values
//! of type `vector<4xf32>` are made from the buffers (`vector.transfer_read` with padding,
//! `in_bounds`, masks and broadcasting maps), from floats (`vector.broadcast`,
//! `vector.from_elements`), combined (`arith` and `math` lane by lane, `vector.fma`,
//! `arith.select` on a comparison, `vector.insert`, `vector.shuffle`) and consumed
//! (`vector.transfer_write` into a fresh buffer, `vector.reduction`, `vector.extract`,
//! `vector.print`). Out-of-bounds lanes only ever occur in dimensions not marked
//! `in_bounds`, so every program is well defined.

use super::{Buf, Gen, Ty};

/// The vector type every generated vector value has.
const V4: &str = "vector<4xf32>";

impl Gen {
    /// The extent of the dimension a 1-D transfer on `t` moves along.
    fn transfer_len(t: Ty) -> usize {
        match t {
            Ty::V2 | Ty::M22 => 2,
            Ty::S4 | Ty::D => 4,
        }
    }

    /// The indices and permutation map of a 1-D transfer of 4 lanes on `b` starting at
    /// `start` (the last dimension of a 2x2 buffer, in row `row`).
    fn transfer_indices(b: &Buf, start: usize, row: usize) -> String {
        match b.ty {
            Ty::M22 => format!("[%c{row}, %c{start}]"),
            _ => format!("[%c{start}]"),
        }
    }

    /// A mask operand for 4 lanes (`None`: unmasked), defined before the op.
    fn transfer_mask(&mut self, ind: usize) -> Option<String> {
        if !self.rng.chance(40) {
            return None;
        }
        let m = self.fresh("mask");
        if self.rng.coin() {
            let n = self.rng.below(5);
            self.line(
                ind,
                &format!("{m} = vector.create_mask %c{n} : vector<4xi1>"),
            );
        } else {
            let bits: Vec<&str> = (0..4)
                .map(|_| if self.rng.coin() { "true" } else { "false" })
                .collect();
            self.line(
                ind,
                &format!(
                    "{m} = arith.constant dense<[{}]> : vector<4xi1>",
                    bits.join(", ")
                ),
            );
        }
        Some(m)
    }

    /// A vector value: read from a buffer, or made from floats.
    pub(super) fn vec_make(&mut self, ind: usize) {
        let v = self.fresh("vec");
        let b = self.pick_buf(|_, _| true);
        match (self.rng.below(4), b) {
            (0 | 1, Some(b)) => self.vec_read(ind, &v, &b),
            (2, Some(b)) if b.ty == Ty::M22 => {
                // A broadcasting read: both rows of the 2-D result are the buffer's row.
                let (pad, t) = (self.float(), self.fresh("vec2d"));
                let row = self.rng.below(2);
                self.line(
                    ind,
                    &format!(
                        "{t} = vector.transfer_read {}[%c{row}, %c0], {pad} {{in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>}} : memref<2x2xf32>, vector<2x2xf32>",
                        b.name
                    ),
                );
                self.line(
                    ind,
                    &format!("{v} = vector.shape_cast {t} : vector<2x2xf32> to {V4}"),
                );
            }
            (2, _) => {
                let x = self.float();
                self.line(ind, &format!("{v} = vector.broadcast {x} : f32 to {V4}"));
            }
            _ => {
                let xs: Vec<String> = (0..4).map(|_| self.float()).collect();
                self.line(
                    ind,
                    &format!("{v} = vector.from_elements {} : {V4}", xs.join(", ")),
                );
            }
        }
        self.vecs.push(v);
    }

    /// `v = vector.transfer_read` of 4 lanes from `b`: lanes past the end read the padding
    /// (`in_bounds` is claimed only when every lane is inside), masked-off lanes too.
    fn vec_read(&mut self, ind: usize, v: &str, b: &Buf) {
        let len = Self::transfer_len(b.ty);
        let start = self.rng.below(len);
        let row = self.rng.below(2);
        let pad = self.float();
        let mask = self.transfer_mask(ind);
        let inb = start + 4 <= len;
        let idx = Self::transfer_indices(b, start, row);
        let map = if b.ty == Ty::M22 {
            ", permutation_map = affine_map<(d0, d1) -> (d1)>"
        } else {
            ""
        };
        let m = mask.map(|m| format!(", {m}")).unwrap_or_default();
        self.line(
            ind,
            &format!(
                "{v} = vector.transfer_read {}{idx}, {pad}{m} {{in_bounds = [{inb}]{map}}} : {}, {V4}",
                b.name,
                b.ty.text()
            ),
        );
    }

    /// A vector computed from existing ones (lane by lane) or by lane moves.
    pub(super) fn vec_combine(&mut self, ind: usize) {
        let vs = self.vecs.clone();
        let (Some(a), Some(b)) = (self.pick(&vs), self.pick(&vs)) else {
            return self.vec_make(ind);
        };
        let r = self.fresh("vec");
        match self.rng.below(6) {
            0 | 1 => {
                let op = ["addf", "mulf", "subf", "maximumf", "minimumf"][self.rng.below(5)];
                self.line(ind, &format!("{r} = arith.{op} {a}, {b} : {V4}"));
            }
            2 => {
                let c = self.vecs[self.rng.below(self.vecs.len())].clone();
                self.line(ind, &format!("{r} = vector.fma {a}, {b}, {c} : {V4}"));
            }
            3 => {
                let (c, pred) = (self.fresh("vcmp"), ["olt", "oge", "ugt"][self.rng.below(3)]);
                self.line(ind, &format!("{c} = arith.cmpf {pred}, {a}, {b} : {V4}"));
                self.line(
                    ind,
                    &format!("{r} = arith.select {c}, {a}, {b} : vector<4xi1>, {V4}"),
                );
            }
            4 => {
                let (x, p) = (self.float(), self.rng.below(4));
                self.line(
                    ind,
                    &format!("{r} = vector.insert {x}, {a} [{p}] : f32 into {V4}"),
                );
            }
            _ => {
                let mask: Vec<String> = (0..4).map(|_| self.rng.below(8).to_string()).collect();
                self.line(
                    ind,
                    &format!(
                        "{r} = vector.shuffle {a}, {b} [{}] : {V4}, {V4}",
                        mask.join(", ")
                    ),
                );
            }
        }
        self.vecs.push(r);
    }

    /// A vector consumed: written into a fresh buffer, reduced or extracted to a float, or
    /// printed.
    pub(super) fn vec_use(&mut self, ind: usize) {
        let vs = self.vecs.clone();
        let Some(v) = self.pick(&vs) else {
            return self.vec_make(ind);
        };
        match self.rng.below(5) {
            0 | 1 => {
                if let Some(b) = self.pick_buf(|_, base| base.writable) {
                    self.vec_write(ind, &v, &b);
                }
            }
            2 => {
                let r = self.fresh("red");
                let kind = ["add", "mul", "minimumf", "maxnumf"][self.rng.below(4)];
                if self.rng.coin() {
                    let acc = self.float();
                    self.line(
                        ind,
                        &format!("{r} = vector.reduction <{kind}>, {v}, {acc} : {V4} into f32"),
                    );
                } else {
                    self.line(
                        ind,
                        &format!("{r} = vector.reduction <{kind}>, {v} : {V4} into f32"),
                    );
                }
                self.floats.push(r);
            }
            3 => {
                let (r, p) = (self.fresh("lane"), self.rng.below(4));
                self.line(
                    ind,
                    &format!("{r} = vector.extract {v}[{p}] : f32 from {V4}"),
                );
                self.floats.push(r);
            }
            _ => self.line(ind, &format!("vector.print {v} : {V4}")),
        }
    }

    /// `vector.transfer_write` of `v` into the fresh buffer `b`: lanes past the end and
    /// masked-off lanes are not written.
    fn vec_write(&mut self, ind: usize, v: &str, b: &Buf) {
        let len = Self::transfer_len(b.ty);
        let start = self.rng.below(len);
        let row = self.rng.below(2);
        let mask = self.transfer_mask(ind);
        let inb = start + 4 <= len;
        let idx = Self::transfer_indices(b, start, row);
        let map = if b.ty == Ty::M22 {
            ", permutation_map = affine_map<(d0, d1) -> (d1)>"
        } else {
            ""
        };
        let m = mask.map(|m| format!(", {m}")).unwrap_or_default();
        self.line(
            ind,
            &format!(
                "vector.transfer_write {v}, {}{idx}{m} {{in_bounds = [{inb}]{map}}} : {V4}, {}",
                b.name,
                b.ty.text()
            ),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::super::{difftest, generate_with, GenOptions};

    #[test]
    fn vector_programs_verify_and_run_on_the_interpreter() {
        let opts = GenOptions {
            vector: true,
            ..GenOptions::default()
        };
        let mut with_vectors = 0;
        for seed in 0..40 {
            let text = generate_with(seed, &opts);
            with_vectors += usize::from(text.contains("vector<4xf32>"));
            if let Err(e) = difftest::reference(&text) {
                panic!("seed {seed}: {e}\n{text}");
            }
        }
        assert!(
            with_vectors >= 30,
            "only {with_vectors} programs use vectors"
        );
    }
}
