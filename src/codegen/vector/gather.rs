//! Registers of four 32-bit lanes gathered from other registers with shuffles instead of lane
//! by lane.
//!
//! A result register that picks its lanes out of source registers (a `vector.transpose`, a
//! `vector.shuffle`, a broadcast along a dimension) is built, in general, one `extractlane`
//! and one `insertlane` per lane: seven or eight instructions on x86. The row reduction of
//! `lower-vector-multi-reduction` transposes a `vector<4x64xf32>` into sixty-four columns, so
//! its lowering was mostly that. Here a register of four 32-bit lanes is made of
//! Cranelift `shuffle`s, in the shapes x86 has single instructions for:
//! - every lane from one register: one shuffle (`pshufd`);
//! - lanes 0 and 1 from registers `a` and `b` at the same lane `l`, lanes 2 and 3 from `c`
//!   and `d` at the same lane `m` (the columns of a 4×4 block): an interleave of `a` with
//!   `b` (`punpckldq` for `l` < 2, `punpckhdq` otherwise) and of `c` with `d`, then a shuffle
//!   taking one 64-bit half of each (`punpcklqdq`, `punpckhqdq`, a blend or `palignr`). The
//!   interleaves are shared by the columns of a block (the e-graph merges equal shuffles),
//!   so a 4×4 transpose is eight instructions instead of about thirty.
//!
//! ```text
//! columns of rows r0..r3:   u = punpckldq(r0, r1) = [r0.0 r1.0 r0.1 r1.1]
//!                           w = punpckldq(r2, r3) = [r2.0 r3.0 r2.1 r3.1]
//!                           c0 = punpcklqdq(u, w) = [r0.0 r1.0 r2.0 r3.0]
//!                           c1 = punpckhqdq(u, w) = [r0.1 r1.1 r2.1 r3.1]
//! ```

use super::ops::Pick;
use super::VecVal;
use crate::codegen::function::FnLower;
use cranelift_codegen::ir::{
    types as clt, ConstantData, Endianness, Immediate, InstBuilder, MemFlagsData, Type, Value,
};

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// A register of type `t` (four 32-bit lanes) holding `picks` (its four elements, all
    /// from registers of type `t` among `srcs`), made of shuffles in the shapes the module
    /// doc lists; `None` for other shapes.
    pub(super) fn gather_register(
        &mut self,
        t: Type,
        srcs: &[&VecVal],
        picks: &[Pick],
    ) -> Option<Value> {
        if t.lane_bits() != 32 || t.lane_count() != 4 || picks.len() != 4 {
            return None;
        }
        let mut from = Vec::with_capacity(4);
        for pk in picks {
            let Pick::Src(s, e) = *pk else { return None };
            let src = srcs.get(s)?;
            if e >= src.ty.len() {
                return None;
            }
            let (p, lane) = src.ty.locate(e);
            let reg = src.parts[p];
            if self.b.func.dfg.value_type(reg) != t {
                return None;
            }
            from.push((reg, lane));
        }
        if from.iter().all(|&(r, _)| r == from[0].0) {
            let lanes = [from[0].1, from[1].1, from[2].1, from[3].1];
            return Some(self.shuffle32(from[0].0, from[0].0, lanes));
        }
        let (lo, lo_at) = self.interleave(from[0], from[1])?;
        let (hi, hi_at) = self.interleave(from[2], from[3])?;
        Some(self.shuffle32(lo, hi, [lo_at, lo_at + 1, 4 + hi_at, 5 + hi_at]))
    }

    /// Lanes `a.1` of `a.0` and `b.1` of `b.0`, side by side in one register, when the lanes
    /// are equal: the interleave of the two registers' low or high halves, and the lane where
    /// the pair starts.
    fn interleave(&mut self, a: (Value, usize), b: (Value, usize)) -> Option<(Value, usize)> {
        if a.1 != b.1 {
            return None;
        }
        let lanes = if a.1 < 2 { [0, 4, 1, 5] } else { [2, 6, 3, 7] };
        Some((self.shuffle32(a.0, b.0, lanes), (a.1 % 2) * 2))
    }

    /// Cranelift's `shuffle` on registers of four 32-bit lanes: lane `i` of the result is lane
    /// `lanes[i]` of `a` (0–3) or of `b` (4–7).
    pub(super) fn shuffle32(&mut self, a: Value, b: Value, lanes: [usize; 4]) -> Value {
        let t = self.b.func.dfg.value_type(a);
        let mask: Vec<u8> = lanes
            .iter()
            .flat_map(|&l| (0..4).map(move |k| (l * 4 + k) as u8))
            .collect();
        let imm = self.shuffle_mask(mask);
        let f = MemFlagsData::new().with_endianness(Endianness::Little);
        let x = self.b.ins().bitcast(clt::I8X16, f, a);
        let y = self.b.ins().bitcast(clt::I8X16, f, b);
        let s = self.b.ins().shuffle(x, y, imm);
        self.b.ins().bitcast(t, f, s)
    }

    /// The `shuffle` immediate holding `mask`, one per distinct mask in the function: the
    /// e-graph merges equal shuffles only when their immediates are the same entity.
    pub(super) fn shuffle_mask(&mut self, mask: Vec<u8>) -> Immediate {
        let imms = &mut self.b.func.dfg.immediates;
        if let Some((k, _)) = imms.iter().find(|(_, d)| d.as_slice() == mask.as_slice()) {
            return k;
        }
        imms.push(ConstantData::from(mask))
    }
}

#[cfg(test)]
mod tests {
    use crate::codegen::{object::emit_clif, CodegenOptions};

    fn clif(text: &str) -> String {
        let m = crate::parse::Parser::new(text, "t.mlir", 1)
            .parse_module()
            .expect("parses");
        emit_clif(&m, "x86_64-unknown-linux-gnu", &CodegenOptions::default()).expect("compiles")
    }

    /// A 4×4 transpose: every column made of interleaves, no lane moves.
    #[test]
    fn a_transpose_of_four_registers_is_shuffles() {
        let text = clif(
            r#"
func.func @t(%a: vector<4x8xf32>) -> vector<8x4xf32> {
  %t = vector.transpose %a, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  return %t : vector<8x4xf32>
}
"#,
        );
        assert!(text.contains("shuffle"), "{text}");
        assert!(!text.contains("insertlane"), "{text}");
        assert!(!text.contains("extractlane"), "{text}");
    }

    /// Lanes that pair up at different positions are built lane by lane, as before.
    #[test]
    fn other_gathers_move_lanes() {
        let text = clif(
            r#"
func.func @s(%a: vector<4xi32>, %b: vector<4xi32>, %c: vector<4xi32>) -> vector<4xi32> {
  %x = vector.shuffle %a, %b [0, 5, 2, 7] : vector<4xi32>, vector<4xi32>
  %y = vector.shuffle %x, %c [1, 4, 2, 7] : vector<4xi32>, vector<4xi32>
  return %y : vector<4xi32>
}
"#,
        );
        assert!(text.contains("insertlane"), "{text}");
    }
}
