//! The register-level vector ops: constants, broadcasts, element and slice moves, shuffles,
//! casts, reductions and masks, on the layout of [`super`].

use super::{Part, VecTy, VecVal};
use crate::codegen::function::FnLower;
use crate::codegen::types::Scalar;
use crate::codegen::{op_err, CgResult};
use crate::ir::{Attribute, OpId};
use cranelift_codegen::ir::{types as clt, ConstantData, InstBuilder, Value};

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// Lowers `op` if it is a register-level vector op.
    pub(super) fn lower_vector_register_op(&mut self, op: OpId) -> Option<CgResult<()>> {
        let _ = op;
        None
    }

    /// `arith.constant dense<...> : vector<...>`: one `vconst` per register part.
    pub fn lower_vector_constant(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let ty = self.vty_of(m.op(op).results[0], op)?;
        let Some(Attribute::Dense { data, .. }) = m.attr(op, "value") else {
            return Err(op_err(m, op, "expects a dense vector value"));
        };
        let bytes = crate::codegen::module::dense_bytes(data, ty.elem, ty.len())
            .map_err(|e| op_err(m, op, e))?;
        let v = self.vector_from_bytes(&ty, &bytes);
        self.set_vec(op, 0, v);
        Ok(())
    }

    /// A constant vector from its elements' little-endian bytes (`i1`: one byte each).
    pub(crate) fn vector_from_bytes(&mut self, ty: &VecTy, bytes: &[u8]) -> VecVal {
        let eb = ty.elem.bytes() as usize;
        let layout = ty.parts();
        let mut parts = Vec::with_capacity(layout.len());
        for (p, part) in layout.iter().enumerate() {
            let (first, n) = ty.part_elems(p);
            let raw = &bytes[first * eb..(first + n) * eb];
            parts.push(match part {
                Part::Scalar(_) => self.scalar_from_bytes(ty.elem, raw),
                Part::Reg(rt) => {
                    let data: Vec<u8> = if ty.elem == Scalar::I1 {
                        let lb = (ty.lane.bits() / 8) as usize;
                        raw.iter()
                            .flat_map(|&b| std::iter::repeat_n(if b & 1 == 1 { 0xff } else { 0 }, lb))
                            .collect()
                    } else {
                        raw.to_vec()
                    };
                    let c = self.b.func.dfg.constants.insert(ConstantData::from(data));
                    self.b.ins().vconst(*rt, c)
                }
            });
        }
        VecVal {
            ty: ty.clone(),
            parts,
        }
    }

    /// A scalar constant from its little-endian bytes.
    fn scalar_from_bytes(&mut self, s: Scalar, raw: &[u8]) -> Value {
        let mut b8 = [0u8; 8];
        b8[..raw.len()].copy_from_slice(raw);
        let bits = u64::from_le_bytes(b8);
        match s {
            Scalar::F32 => self.b.ins().f32const(f32::from_bits(bits as u32)),
            Scalar::F64 => self.b.ins().f64const(f64::from_bits(bits)),
            Scalar::I1 => self.iconst(clt::I8, (bits & 1) as i64),
            _ => self.iconst(s.cl(), bits as i64),
        }
    }
}
