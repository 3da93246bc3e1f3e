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
//! An index may be any `c·iv + x + k` (`c`, `k` constants, `x` defined outside the loop; the
//! `%ow + %kw` of a convolution's input, the `%iv + 1` of an unrolled copy). Accesses to one
//! memref whose indices differ only in their constants `k` share one stream: the first is
//! addressed from the carried pointer, each later one from the address before it, so the
//! copies of an unrolled loop body cost one add each (a constant immediate offset when the
//! stride is static) instead of a multiplication and a chain of adds, and no per-copy offset
//! stays live across the loop:
//!
//! ```text
//! // I[n, oh, ow + kw, c] for c = 0..8 (unrolled), dynamic strides, in the kw loop
//! v40 = load.f32 v12            ; c = 0: the carried pointer
//! v41 = iadd v12, v9            ; c = 1: + stride(c) * 4
//! v42 = load.f32 v41
//! v43 = iadd v41, v9            ; c = 2
//! ...
//! ```
//!
//! The arithmetic is the same modulo 2⁶⁴, so every address is the one the unreduced code
//! computes (checks that read the address, `--quarantine`'s, see the same value). Only
//! accesses directly in a single-block body are reduced (not those of nested loops, which
//! run several times per iteration), at most [`MAX_STREAMS`] distinct streams per loop (each
//! holds a register).

use super::function::{FnLower, Ix};
use super::types::PTR;
use super::CgResult;
use crate::dialects::OpKind;
use crate::ir::{Module, OpId, ValueId};
use cranelift_codegen::ir::Value;

/// At most this many pointers are carried by one loop.
pub const MAX_STREAMS: usize = 4;

/// How deep [`decompose`] looks through `arith.addi`/`subi`/`muli`.
const MAX_DEPTH: u32 = 4;

/// One index as a function of the loop: `coeff·iv + base + k`, `base` defined outside it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Term {
    coeff: i64,
    base: Option<ValueId>,
    k: i64,
}

/// One reducible access stream of a loop: the memref, the variable part of each index
/// (`coeff·iv + base`, at least one `coeff` not zero), and its loads and stores with the
/// constant part of their indices.
#[derive(Clone, Debug)]
pub struct Stream {
    memref: ValueId,
    parts: Vec<(i64, Option<ValueId>)>,
    ops: Vec<(OpId, Vec<i64>)>,
}

/// The run-time state of a stream while its loop's body is lowered.
#[derive(Clone, Debug)]
pub struct StreamSlot {
    /// The carried pointer (the element with every constant part 0).
    ptr: Value,
    /// Per index: the static byte stride, or the dynamic one as a value.
    stride_bytes: Vec<Ix>,
    /// The last address computed from dynamic strides, and the constant parts it is for.
    last: Option<(Value, Vec<i64>)>,
}

/// A load or store addressed through a stream: its slot and constant index parts.
#[derive(Clone, Debug)]
pub struct StreamAccess {
    slot: usize,
    k: Vec<i64>,
}

/// `v` as `coeff·iv + base + k` inside loop `l` with induction variable `iv`, if it is one.
fn decompose(m: &Module, l: OpId, iv: ValueId, v: ValueId, depth: u32) -> Option<Term> {
    if v == iv {
        return Some(Term {
            coeff: 1,
            base: None,
            k: 0,
        });
    }
    if let Some(c) = crate::transforms::canonicalize::fold::int_const(m, v) {
        return Some(Term {
            coeff: 0,
            base: None,
            k: i64::try_from(c).ok()?,
        });
    }
    if crate::transforms::opt::scalar_promotion::defined_outside(m, v, l) {
        return Some(Term {
            coeff: 0,
            base: Some(v),
            k: 0,
        });
    }
    if depth == 0 {
        return None;
    }
    let d = m.defining_op(v)?;
    let o = m.op(d);
    let sub = |x: usize| decompose(m, l, iv, o.operands[x], depth - 1);
    match o.kind {
        OpKind::AddI | OpKind::SubI => {
            let (a, b) = (sub(0)?, sub(1)?);
            let neg = o.kind == OpKind::SubI;
            if neg && b.base.is_some() {
                return None;
            }
            let sign = if neg { -1 } else { 1 };
            let base = match (a.base, b.base) {
                (Some(_), Some(_)) => return None,
                (x, None) | (None, x) => x,
            };
            Some(Term {
                coeff: a.coeff.checked_add(sign * b.coeff)?,
                base,
                k: a.k.checked_add(sign * b.k)?,
            })
        }
        OpKind::MulI => {
            let (a, b) = (sub(0)?, sub(1)?);
            let (t, c) = match (a, b) {
                (
                    t,
                    Term {
                        coeff: 0,
                        base: None,
                        k,
                    },
                )
                | (
                    Term {
                        coeff: 0,
                        base: None,
                        k,
                    },
                    t,
                ) => (t, k),
                _ => return None,
            };
            if t.base.is_some() && c != 1 {
                return None;
            }
            Some(Term {
                coeff: t.coeff.checked_mul(c)?,
                base: t.base,
                k: t.k.checked_mul(c)?,
            })
        }
        _ => None,
    }
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
        if !outside(memref) {
            continue;
        }
        let Some(terms) = indices
            .iter()
            .map(|&v| decompose(m, l, iv, v, MAX_DEPTH))
            .collect::<Option<Vec<Term>>>()
        else {
            continue;
        };
        if terms.iter().all(|t| t.coeff == 0) {
            continue;
        }
        let parts: Vec<(i64, Option<ValueId>)> = terms.iter().map(|t| (t.coeff, t.base)).collect();
        let k: Vec<i64> = terms.iter().map(|t| t.k).collect();
        if let Some(s) = out
            .iter_mut()
            .find(|s| s.memref == memref && s.parts == parts)
        {
            s.ops.push((x, k));
        } else if out.len() < MAX_STREAMS {
            out.push(Stream {
                memref,
                parts,
                ops: vec![(x, k)],
            });
        }
    }
    out
}

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// The first pointer of each stream (its element at induction variable `lb`, constant
    /// parts 0), its increment per iteration of `step`, and its byte strides, computed before
    /// the loop.
    pub(super) fn stream_starts(
        &mut self,
        streams: &[Stream],
        lb: Value,
        step: Ix,
        op: OpId,
    ) -> CgResult<Vec<(Value, Value, Vec<Ix>)>> {
        let mut out = Vec::with_capacity(streams.len());
        for s in streams {
            let d = self.desc(s.memref, op)?;
            let size = Ix::C(d.elem_bytes);
            let mut ixs = Vec::with_capacity(s.parts.len());
            let mut per_step = Ix::C(0);
            for (k, &(coeff, base)) in s.parts.iter().enumerate() {
                let scaled = self.ix_mul(Ix::V(lb), Ix::C(coeff));
                let base = match base {
                    Some(v) => self.ix_of(v, op)?,
                    None => Ix::C(0),
                };
                ixs.push(self.ix_add(scaled, base));
                let c = self.ix_mul(d.strides[k], Ix::C(coeff));
                per_step = self.ix_add(per_step, c);
            }
            let start = self.elem_addr(&d, &ixs);
            let per_step = self.ix_mul(per_step, step);
            let bytes = self.ix_mul(per_step, size);
            let incr = self.ix(bytes);
            let varies: Vec<bool> = (0..s.parts.len())
                .map(|k| s.ops.iter().any(|(_, c)| c[k] != 0))
                .collect();
            let mut stride_bytes = Vec::with_capacity(s.parts.len());
            for (k, &v) in varies.iter().enumerate() {
                stride_bytes.push(if v {
                    self.ix_mul(d.strides[k], size)
                } else {
                    Ix::C(0)
                });
            }
            out.push((start, incr, stride_bytes));
        }
        Ok(out)
    }

    /// Appends one pointer parameter per stream to the loop body `body` and makes the
    /// streams' loads and stores use them (until [`Self::end_streams`]).
    pub(super) fn begin_streams(
        &mut self,
        streams: &[Stream],
        starts: &[(Value, Value, Vec<Ix>)],
        body: cranelift_codegen::ir::Block,
    ) -> Vec<Value> {
        let mut ptrs = Vec::with_capacity(streams.len());
        for (s, st) in streams.iter().zip(starts) {
            let p = self.b.append_block_param(body, PTR);
            let slot = self.stream_slots.len();
            self.stream_slots.push(StreamSlot {
                ptr: p,
                stride_bytes: st.2.clone(),
                last: None,
            });
            for (x, k) in &s.ops {
                self.addr_override
                    .insert(*x, StreamAccess { slot, k: k.clone() });
            }
            ptrs.push(p);
        }
        ptrs
    }

    /// Stops using the streams' pointers (their loads and stores may be lowered again
    /// elsewhere: a versioned or vectorised loop's other copy).
    pub(super) fn end_streams(&mut self, streams: &[Stream]) {
        for s in streams {
            for (x, _) in &s.ops {
                self.addr_override.remove(x);
            }
        }
    }

    /// The address of a streamed load or store `op` as a base value and a constant byte
    /// offset, or `None` if `op` is not streamed. Constant index parts along static strides
    /// become the offset; along dynamic strides the address is derived from the stream's
    /// previous one (or its pointer, whichever is fewer steps away).
    pub(super) fn stream_addr(&mut self, op: OpId) -> Option<(Value, i32)> {
        let acc = self.addr_override.get(&op)?.clone();
        let slot = self.stream_slots[acc.slot].clone();
        let mut imm: i64 = 0;
        let mut dynk = vec![0i64; acc.k.len()];
        for (d, &k) in acc.k.iter().enumerate() {
            match slot.stride_bytes[d] {
                Ix::C(sb) => imm = imm.wrapping_add(k.wrapping_mul(sb)),
                Ix::V(_) => dynk[d] = k,
            }
        }
        let steps = |from: &[i64]| -> i64 {
            from.iter()
                .zip(&dynk)
                .map(|(a, b)| b.wrapping_sub(*a).unsigned_abs().min(1 << 20) as i64)
                .sum()
        };
        let zero = vec![0i64; dynk.len()];
        let (mut base, from) = match &slot.last {
            Some((a, prev)) if steps(prev) < steps(&zero) => (*a, prev.clone()),
            _ => (slot.ptr, zero),
        };
        let mut moved = false;
        for d in 0..dynk.len() {
            let delta = dynk[d].wrapping_sub(from[d]);
            if delta == 0 {
                continue;
            }
            let Ix::V(sb) = slot.stride_bytes[d] else {
                continue;
            };
            base = match delta {
                1 => self.iadd(base, sb),
                -1 => self.isub(base, sb),
                _ => {
                    let t = self.imul_imm(sb, delta);
                    self.iadd(base, t)
                }
            };
            moved = true;
        }
        if moved {
            self.stream_slots[acc.slot].last = Some((base, dynk));
        }
        match i32::try_from(imm) {
            Ok(off) => Some((base, off)),
            Err(_) => Some((self.iadd_imm(base, imm), 0)),
        }
    }
}
