//! Strength reduction of memref addressing in `scf.for` loops (at `-O1` and above).
//!
//! A load or store in a loop body whose indices are loop-invariant except one, which is the
//! induction variable, reads `base + (offset + Σ index·stride)·size` with only the
//! induction variable's term changing: by `step·stride·size` bytes per iteration. Lowered as
//! written, every iteration multiplies the induction variable by the (often dynamic) stride
//! again: the k loop of the i-j-k matmul `convert-linalg-to-loops` makes of `linalg.matmul`
//! on strided memrefs spends two `imul`s, two adds and two shifts per iteration on the
//! addresses of `A[i, k]` and `B[k, j]`. Here each such access stream becomes a pointer
//! carried by the loop (a block parameter of the body) that starts at the element of the
//! lower bound and grows by its byte stride at the latch:
//!
//! ```text
//! // before (CLIF of the body)            // after
//! block1(v10: i64, v11: f32):              block1(v10: i64, v11: f32, v12: i64, v13: i64):
//!   v14 = imul v10, v5   ; k * A.s1          v20 = load.f32 v12        ; A[i, k]
//!   v15 = iadd v4, v14                       v21 = load.f32 v13        ; B[k, j]
//!   v16 = ishl v15, 2                        ...
//!   v17 = iadd v1, v16                       v24 = iadd v12, v8        ; + A.s1 * 4
//!   v20 = load.f32 v17                       v25 = iadd v13, v9        ; + B.s0 * 4
//!   ... (the same for B[k, j])               brif ..., block1(v22, v23, v24, v25), ...
//! ```
//!
//! The arithmetic is the same modulo 2⁶⁴, so every address is the one the unreduced code
//! computes (checks that read the address, `--quarantine`'s, see the same value). Only
//! accesses directly in a single-block body are reduced (not those of nested loops, which
//! run several times per iteration), at most [`MAX_STREAMS`] distinct streams per loop (each
//! holds a register), and accesses with the same memref and indices share one stream.

use super::function::{FnLower, Ix};
use super::types::PTR;
use super::CgResult;
use crate::dialects::OpKind;
use crate::ir::{Module, OpId, ValueId};
use cranelift_codegen::ir::Value;

/// At most this many pointers are carried by one loop.
pub const MAX_STREAMS: usize = 4;

/// One reducible access stream of a loop: the memref, its indices (one of them the
/// induction variable, at `iv_at`), and the loads and stores that use it.
#[derive(Clone, Debug)]
pub struct Stream {
    memref: ValueId,
    indices: Vec<ValueId>,
    iv_at: usize,
    ops: Vec<OpId>,
}

/// The access streams of the `scf.for` `l` worth a carried pointer (see the module docs).
pub fn streams(m: &Module, l: OpId) -> Vec<Stream> {
    let d = m.op(l);
    let Some(&region) = d.regions.first() else {
        return Vec::new();
    };
    if m.region_blocks(region).count() != 1 {
        return Vec::new();
    }
    let Some(body) = m.entry_block(region) else {
        return Vec::new();
    };
    let iv = m.block(body).args[0];
    let outside = |v: ValueId| crate::transforms::opt::scalar_promotion::defined_outside(m, v, l);
    let mut out: Vec<Stream> = Vec::new();
    for x in m.block_ops(body) {
        let o = m.op(x);
        let (memref, indices) = match o.kind {
            OpKind::Load => (o.operands[0], &o.operands[1..]),
            OpKind::Store => (o.operands[1], &o.operands[2..]),
            _ => continue,
        };
        let mut at = indices.iter().enumerate().filter(|&(_, &v)| v == iv);
        let (Some((iv_at, _)), None) = (at.next(), at.next()) else {
            continue;
        };
        if !outside(memref) || !indices.iter().all(|&v| v == iv || outside(v)) {
            continue;
        }
        if let Some(s) = out
            .iter_mut()
            .find(|s| s.memref == memref && s.indices == indices)
        {
            s.ops.push(x);
        } else if out.len() < MAX_STREAMS {
            out.push(Stream {
                memref,
                indices: indices.to_vec(),
                iv_at,
                ops: vec![x],
            });
        }
    }
    out
}

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// The first pointer of each stream (its element at induction variable `lb`) and its
    /// increment per iteration of `step`, computed before the loop.
    pub(super) fn stream_starts(
        &mut self,
        streams: &[Stream],
        lb: Value,
        step: Ix,
        op: OpId,
    ) -> CgResult<Vec<(Value, Value)>> {
        let mut out = Vec::with_capacity(streams.len());
        for s in streams {
            let d = self.desc(s.memref, op)?;
            let mut ixs = Vec::with_capacity(s.indices.len());
            for (k, &v) in s.indices.iter().enumerate() {
                ixs.push(if k == s.iv_at {
                    Ix::V(lb)
                } else {
                    self.ix_of(v, op)?
                });
            }
            let start = self.elem_addr(&d, &ixs);
            let per_step = self.ix_mul(d.strides[s.iv_at], step);
            let bytes = self.ix_mul(per_step, Ix::C(d.elem.bytes()));
            let incr = self.ix(bytes);
            out.push((start, incr));
        }
        Ok(out)
    }

    /// Appends one pointer parameter per stream to the loop body `body` and makes the
    /// streams' loads and stores use them (until [`Self::end_streams`]).
    pub(super) fn begin_streams(
        &mut self,
        streams: &[Stream],
        body: cranelift_codegen::ir::Block,
    ) -> Vec<Value> {
        let mut ptrs = Vec::with_capacity(streams.len());
        for s in streams {
            let p = self.b.append_block_param(body, PTR);
            for &x in &s.ops {
                self.addr_override.insert(x, p);
            }
            ptrs.push(p);
        }
        ptrs
    }

    /// Stops using the streams' pointers (their loads and stores may be lowered again
    /// elsewhere: a versioned or vectorised loop's other copy).
    pub(super) fn end_streams(&mut self, streams: &[Stream]) {
        for s in streams {
            for x in &s.ops {
                self.addr_override.remove(x);
            }
        }
    }
}
