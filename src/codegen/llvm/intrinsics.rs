//! `llvm.intr.*`: float math (Cranelift instructions where it has them, libm otherwise),
//! integer min/max and bit counts, `memcpy`/`memmove`/`memset` (libc), vector reductions,
//! masked loads and stores (one guarded access per lane), `stacksave`/`stackrestore` (the
//! dynamic-`alloca` arena's mark) and `assume` (nothing).

use super::LlLower;
use crate::codegen::types::PTR;
use crate::codegen::{op_err, CgResult};
use crate::dialects::OpKind;
use crate::ir::OpId;
use cranelift_codegen::ir::condcodes::FloatCC;
use cranelift_codegen::ir::{types as clt, BlockArg, InstBuilder, Value};

/// The libm function of a float intrinsic (`f32` name, `f64` name).
fn libm(kind: OpKind) -> Option<(&'static str, &'static str)> {
    use OpKind::*;
    Some(match kind {
        LlvmIntrExp => ("expf", "exp"),
        LlvmIntrExp2 => ("exp2f", "exp2"),
        LlvmIntrLog => ("logf", "log"),
        LlvmIntrLog2 => ("log2f", "log2"),
        LlvmIntrLog10 => ("log10f", "log10"),
        LlvmIntrSin => ("sinf", "sin"),
        LlvmIntrCos => ("cosf", "cos"),
        LlvmIntrTan => ("tanf", "tan"),
        LlvmIntrTanh => ("tanhf", "tanh"),
        LlvmIntrRound => ("roundf", "round"),
        LlvmIntrPow => ("powf", "pow"),
        LlvmIntrMinnum => ("fminf", "fmin"),
        LlvmIntrMaxnum => ("fmaxf", "fmax"),
        _ => return None,
    })
}

impl<M: cranelift_module::Module> LlLower<'_, '_, M> {
    fn libm_call(&mut self, names: (&str, &str), args: &[Value]) -> Value {
        let ty = self.fl.b.func.dfg.value_type(args[0]);
        let name = if ty == clt::F32 { names.0 } else { names.1 };
        let params = vec![ty; args.len()];
        self.fl.call_import(name, &params, &[ty], args)[0]
    }

    /// Lowers an intrinsic.
    pub fn lower_intrinsic(&mut self, op: OpId) -> CgResult<()> {
        use OpKind::*;
        let m = self.fl.m;
        let kind = m.op(op).kind;
        let ops = m.op(op).operands.clone();
        let r: Vec<Value> = match kind {
            LlvmIntrAssume => Vec::new(),
            LlvmIntrStacksave => self
                .fl
                .call_import("bufjit_jit_stack_mark", &[], &[PTR], &[]),
            LlvmIntrStackrestore => {
                let p = self.scalar(ops[0], op)?;
                self.fl
                    .call_import("bufjit_jit_stack_restore", &[PTR], &[], &[p]);
                Vec::new()
            }
            LlvmIntrMemcpy | LlvmIntrMemmove | LlvmIntrMemset => {
                let d = self.scalar(ops[0], op)?;
                let s = self.scalar(ops[1], op)?;
                let n = self.scalar(ops[2], op)?;
                let n = self.widen64(n);
                if kind == LlvmIntrMemset {
                    let s = self.fl.b.ins().uextend(clt::I32, s);
                    self.fl
                        .call_import("memset", &[PTR, clt::I32, clt::I64], &[PTR], &[d, s, n]);
                } else {
                    self.fl
                        .call_import("memmove", &[PTR, PTR, clt::I64], &[PTR], &[d, s, n]);
                }
                Vec::new()
            }
            LlvmIntrIsFpclass => self.lanes1(op, |s, x, _| Ok(s.is_fpclass(op, x)))?,
            LlvmIntrMaskedLoad => self.masked_load(op)?,
            LlvmIntrMaskedGather => self.gather(op)?,
            LlvmIntrMaskedScatter => {
                self.scatter(op)?;
                Vec::new()
            }
            LlvmIntrMaskedExpandload => self.expand_load(op)?,
            LlvmIntrMaskedCompressstore => {
                self.compress_store(op)?;
                Vec::new()
            }
            LlvmIntrUaddWithOverflow
            | LlvmIntrSaddWithOverflow
            | LlvmIntrUsubWithOverflow
            | LlvmIntrSsubWithOverflow
            | LlvmIntrUmulWithOverflow
            | LlvmIntrSmulWithOverflow => self.with_overflow(op)?,
            LlvmIntrMaskedStore => {
                self.masked_store(op)?;
                Vec::new()
            }
            _ if kind.name().starts_with("llvm.intr.vector.reduce.") => {
                vec![self.reduce(op)?]
            }
            _ => self.elementwise(op)?,
        };
        self.set(op, r);
        Ok(())
    }

    fn widen64(&mut self, v: Value) -> Value {
        let ty = self.fl.b.func.dfg.value_type(v);
        if ty.bits() < 64 {
            self.fl.b.ins().uextend(clt::I64, v)
        } else {
            v
        }
    }

    /// Element-wise intrinsics, per lane.
    fn elementwise(&mut self, op: OpId) -> CgResult<Vec<Value>> {
        use OpKind::*;
        let m = self.fl.m;
        let kind = m.op(op).kind;
        let ops = m.op(op).operands.clone();
        let mut lanes = Vec::new();
        for &o in &ops {
            lanes.push(self.get(o, op)?);
        }
        let et = super::layout::elem_of(m, m.value_type(ops[0]));
        let narrow = super::layout::narrow_width(m, et);
        let signed = matches!(kind, LlvmIntrSmax | LlvmIntrSmin | LlvmIntrAbs);
        let mut out = Vec::with_capacity(lanes[0].len());
        for i in 0..lanes[0].len() {
            let mut a: Vec<Value> = lanes
                .iter()
                .map(|l| if l.len() == 1 { l[0] } else { l[i] })
                .collect();
            if let Some(w) = narrow {
                if let Some(v) = self.narrow_count(kind, a[0], w) {
                    out.push(v);
                    continue;
                }
                if signed {
                    for x in a.iter_mut() {
                        *x = self.sext_in(*x, w);
                    }
                }
            }
            let v = self.lane_intrinsic(op, kind, &a)?;
            out.push(match narrow {
                Some(w) if v != a[0] || signed => self.mask_to(v, w),
                _ => v,
            });
        }
        Ok(out)
    }

    /// `ctlz`/`cttz` of an integer narrower than its register, counted within its width.
    fn narrow_count(&mut self, kind: OpKind, x: Value, w: u32) -> Option<Value> {
        let ty = self.fl.b.func.dfg.value_type(x);
        match kind {
            OpKind::LlvmIntrCtlz => {
                let c = self.fl.b.ins().clz(x);
                let d = self.iconst(ty, i128::from(ty.bits() - w));
                Some(self.fl.b.ins().isub(c, d))
            }
            OpKind::LlvmIntrCttz => {
                let top = self.iconst(ty, 1i128 << w);
                let x = self.fl.b.ins().bor(x, top);
                Some(self.fl.b.ins().ctz(x))
            }
            _ => None,
        }
    }

    /// One lane of an element-wise intrinsic.
    fn lane_intrinsic(&mut self, op: OpId, kind: OpKind, a: &[Value]) -> CgResult<Value> {
        use OpKind::*;
        let m = self.fl.m;
        let ins = self.fl.b.ins();
        Ok(match kind {
            LlvmIntrSqrt => ins.sqrt(a[0]),
            LlvmIntrFabs => ins.fabs(a[0]),
            LlvmIntrFloor => ins.floor(a[0]),
            LlvmIntrCeil => ins.ceil(a[0]),
            LlvmIntrTrunc => ins.trunc(a[0]),
            LlvmIntrRoundeven | LlvmIntrRint | LlvmIntrNearbyint => ins.nearest(a[0]),
            LlvmIntrFma | LlvmIntrFmuladd => ins.fma(a[0], a[1], a[2]),
            LlvmIntrCopysign => ins.fcopysign(a[0], a[1]),
            LlvmIntrMinimum => ins.fmin(a[0], a[1]),
            LlvmIntrMaximum => ins.fmax(a[0], a[1]),
            LlvmIntrSmax => ins.smax(a[0], a[1]),
            LlvmIntrSmin => ins.smin(a[0], a[1]),
            LlvmIntrUmax => ins.umax(a[0], a[1]),
            LlvmIntrUmin => ins.umin(a[0], a[1]),
            LlvmIntrCtpop => ins.popcnt(a[0]),
            LlvmIntrCtlz => ins.clz(a[0]),
            LlvmIntrCttz => ins.ctz(a[0]),
            LlvmIntrAbs => ins.iabs(a[0]),
            LlvmIntrBitreverse => ins.bitrev(a[0]),
            LlvmIntrFshl | LlvmIntrFshr => self.funnel_shift(kind == LlvmIntrFshl, a),
            LlvmIntrUaddSat | LlvmIntrUsubSat | LlvmIntrSaddSat | LlvmIntrSsubSat => {
                self.saturating(kind, a[0], a[1])
            }
            LlvmIntrLround | LlvmIntrLlround => {
                let ty = self.fl.b.func.dfg.value_type(a[0]);
                let name = if ty == clt::F32 { "lroundf" } else { "lround" };
                let r = self.fl.call_import(name, &[ty], &[clt::I64], &[a[0]])[0];
                let rt = self.cl(
                    super::layout::elem_of(m, m.value_type(m.op(op).results[0])),
                    op,
                )?;
                if rt == clt::I64 {
                    r
                } else {
                    self.fl.b.ins().ireduce(rt, r)
                }
            }
            LlvmIntrPowi => {
                let ty = self.fl.b.func.dfg.value_type(a[0]);
                let e = self.fl.b.ins().fcvt_from_sint(ty, a[1]);
                self.libm_call(("powf", "pow"), &[a[0], e])
            }
            _ => match libm(kind) {
                Some(names) => self.libm_call(names, a),
                None => return Err(crate::codegen::function::unsupported(m, op)),
            },
        })
    }

    /// `llvm.intr.vector.reduce.*`: a fold over the lanes (in lane order, after the start
    /// value of `fadd`/`fmul`).
    fn reduce(&mut self, op: OpId) -> CgResult<Value> {
        use OpKind::*;
        let m = self.fl.m;
        let kind = m.op(op).kind;
        let ops = m.op(op).operands.clone();
        let et = super::layout::elem_of(m, m.value_type(ops[ops.len() - 1]));
        let narrow = super::layout::narrow_width(m, et);
        let (mut acc, mut lanes) = match kind {
            LlvmIntrVectorReduceFadd | LlvmIntrVectorReduceFmul => {
                (Some(self.scalar(ops[0], op)?), self.get(ops[1], op)?)
            }
            _ => (None, self.get(ops[0], op)?),
        };
        let signed = matches!(kind, LlvmIntrVectorReduceSmax | LlvmIntrVectorReduceSmin);
        if let (Some(w), true) = (narrow, signed) {
            for l in lanes.iter_mut() {
                *l = self.sext_in(*l, w);
            }
        }
        for l in lanes {
            let Some(a) = acc else {
                acc = Some(l);
                continue;
            };
            let ins = self.fl.b.ins();
            acc = Some(match kind {
                LlvmIntrVectorReduceAdd => ins.iadd(a, l),
                LlvmIntrVectorReduceMul => ins.imul(a, l),
                LlvmIntrVectorReduceAnd => ins.band(a, l),
                LlvmIntrVectorReduceOr => ins.bor(a, l),
                LlvmIntrVectorReduceXor => ins.bxor(a, l),
                LlvmIntrVectorReduceSmax => ins.smax(a, l),
                LlvmIntrVectorReduceSmin => ins.smin(a, l),
                LlvmIntrVectorReduceUmax => ins.umax(a, l),
                LlvmIntrVectorReduceUmin => ins.umin(a, l),
                LlvmIntrVectorReduceFadd => ins.fadd(a, l),
                LlvmIntrVectorReduceFmul => ins.fmul(a, l),
                LlvmIntrVectorReduceFmaximum => ins.fmax(a, l),
                LlvmIntrVectorReduceFminimum => ins.fmin(a, l),
                LlvmIntrVectorReduceFmax => self.num_minmax(a, l, true),
                LlvmIntrVectorReduceFmin => self.num_minmax(a, l, false),
                _ => return Err(crate::codegen::function::unsupported(m, op)),
            });
        }
        let r = acc.ok_or_else(|| op_err(m, op, "reduces an empty vector"))?;
        Ok(match narrow {
            Some(w) if !matches!(kind, LlvmIntrVectorReduceFadd | LlvmIntrVectorReduceFmul) => {
                self.mask_to(r, w)
            }
            _ => r,
        })
    }

    /// `llvm.intr.{u,s}{add,sub,mul}.with.overflow`: `{result, overflowed}`.
    fn with_overflow(&mut self, op: OpId) -> CgResult<Vec<Value>> {
        use OpKind::*;
        let m = self.fl.m;
        let kind = m.op(op).kind;
        let ops = m.op(op).operands.clone();
        let et = super::layout::elem_of(m, m.value_type(ops[0]));
        let w = super::layout::int_width(m, et);
        let a = self.get(ops[0], op)?;
        let b = self.get(ops[1], op)?;
        let signed = matches!(
            kind,
            LlvmIntrSaddWithOverflow | LlvmIntrSsubWithOverflow | LlvmIntrSmulWithOverflow
        );
        let mut vals = Vec::new();
        let mut flags = Vec::new();
        for (&x, &y) in a.iter().zip(&b) {
            let ty = self.fl.b.func.dfg.value_type(x);
            // Exact result in i128 (or twice the width), then compared with its wrap.
            let wide = cranelift_codegen::ir::types::I128;
            let (x, y) = if signed {
                let (x, y) = (self.sext_in_full(x, w), self.sext_in_full(y, w));
                (
                    self.fl.b.ins().sextend(wide, x),
                    self.fl.b.ins().sextend(wide, y),
                )
            } else {
                (
                    self.fl.b.ins().uextend(wide, x),
                    self.fl.b.ins().uextend(wide, y),
                )
            };
            let exact = match kind {
                LlvmIntrUaddWithOverflow | LlvmIntrSaddWithOverflow => self.fl.b.ins().iadd(x, y),
                LlvmIntrUsubWithOverflow | LlvmIntrSsubWithOverflow => self.fl.b.ins().isub(x, y),
                _ => self.fl.b.ins().imul(x, y),
            };
            let low = self.fl.b.ins().ireduce(ty, exact);
            let low = if w < ty.bits() {
                self.mask_to(low, w)
            } else {
                low
            };
            let back = if signed {
                let s = self.sext_in_full(low, w);
                self.fl.b.ins().sextend(wide, s)
            } else {
                self.fl.b.ins().uextend(wide, low)
            };
            let ov = self.fl.b.ins().icmp(
                cranelift_codegen::ir::condcodes::IntCC::NotEqual,
                back,
                exact,
            );
            vals.push(low);
            flags.push(ov);
        }
        vals.extend(flags);
        Ok(vals)
    }

    /// [`Self::sext_in`] for any width (a no-op at the container's width).
    fn sext_in_full(&mut self, v: Value, w: u32) -> Value {
        let ty = self.fl.b.func.dfg.value_type(v);
        if w < ty.bits() {
            self.sext_in(v, w)
        } else {
            v
        }
    }

    /// The lanes of a vector of pointers, of a mask and of a pass-through.
    fn ptr_lanes(&mut self, op: OpId, p: usize, mask: usize) -> CgResult<(Vec<Value>, Vec<Value>)> {
        let ops = self.fl.m.op(op).operands.clone();
        Ok((self.get(ops[p], op)?, self.get(ops[mask], op)?))
    }

    /// `llvm.intr.masked.gather %ptrs, %mask, %passthru`.
    fn gather(&mut self, op: OpId) -> CgResult<Vec<Value>> {
        let m = self.fl.m;
        let ops = m.op(op).operands.clone();
        let (ptrs, mask) = self.ptr_lanes(op, 0, 1)?;
        let pass = match ops.get(2) {
            Some(&v) => self.get(v, op)?,
            None => self.zeros(m.value_type(m.op(op).results[0]), op)?,
        };
        let mut out = Vec::new();
        for ((&p, &mk), &pv) in ptrs.iter().zip(&mask).zip(&pass) {
            out.push(self.guarded_load(mk, p, 0, pv));
        }
        Ok(out)
    }

    /// `llvm.intr.masked.scatter %v, %ptrs, %mask`.
    fn scatter(&mut self, op: OpId) -> CgResult<()> {
        let ops = self.fl.m.op(op).operands.clone();
        let vals = self.get(ops[0], op)?;
        let (ptrs, mask) = self.ptr_lanes(op, 1, 2)?;
        for ((&p, &mk), &v) in ptrs.iter().zip(&mask).zip(&vals) {
            self.guarded_store(mk, p, 0, v);
        }
        Ok(())
    }

    /// `llvm.intr.masked.expandload %p, %mask, %passthru`: the set lanes take consecutive
    /// elements from `%p`.
    fn expand_load(&mut self, op: OpId) -> CgResult<Vec<Value>> {
        let ops = self.fl.m.op(op).operands.clone();
        let mut p = self.scalar(ops[0], op)?;
        let mask = self.get(ops[1], op)?;
        let pass = self.get(ops[2], op)?;
        let mut out = Vec::new();
        for (&mk, &pv) in mask.iter().zip(&pass) {
            let ty = self.fl.b.func.dfg.value_type(pv);
            out.push(self.guarded_load(mk, p, 0, pv));
            let step = self.fl.b.ins().uextend(PTR, mk);
            let step = self.fl.b.ins().imul_imm_s(step, i64::from(ty.bytes()));
            p = self.fl.b.ins().iadd(p, step);
        }
        Ok(out)
    }

    /// `llvm.intr.masked.compressstore %v, %p, %mask`: the set lanes go to consecutive
    /// elements at `%p`.
    fn compress_store(&mut self, op: OpId) -> CgResult<()> {
        let ops = self.fl.m.op(op).operands.clone();
        let vals = self.get(ops[0], op)?;
        let mut p = self.scalar(ops[1], op)?;
        let mask = self.get(ops[2], op)?;
        for (&mk, &v) in mask.iter().zip(&vals) {
            let ty = self.fl.b.func.dfg.value_type(v);
            self.guarded_store(mk, p, 0, v);
            let step = self.fl.b.ins().uextend(PTR, mk);
            let step = self.fl.b.ins().imul_imm_s(step, i64::from(ty.bytes()));
            p = self.fl.b.ins().iadd(p, step);
        }
        Ok(())
    }

    /// `mk ? load(p + off) : pass` without touching memory when `mk` is clear.
    fn guarded_load(&mut self, mk: Value, p: Value, off: i32, pass: Value) -> Value {
        let ty = self.fl.b.func.dfg.value_type(pass);
        let load = self.fl.b.create_block();
        let join = self.fl.b.create_block();
        let r = self.fl.b.append_block_param(join, ty);
        self.fl
            .b
            .ins()
            .brif(mk, load, &[], join, &[BlockArg::Value(pass)]);
        self.fl.b.switch_to_block(load);
        let v = self
            .fl
            .b
            .ins()
            .load(ty, crate::codegen::function::kflags(), p, off);
        self.fl.b.ins().jump(join, &[BlockArg::Value(v)]);
        self.fl.b.switch_to_block(join);
        r
    }

    /// `if mk { store v, p + off }`.
    fn guarded_store(&mut self, mk: Value, p: Value, off: i32, v: Value) {
        let store = self.fl.b.create_block();
        let join = self.fl.b.create_block();
        self.fl.b.ins().brif(mk, store, &[], join, &[]);
        self.fl.b.switch_to_block(store);
        self.fl
            .b
            .ins()
            .store(crate::codegen::function::kflags(), v, p, off);
        self.fl.b.ins().jump(join, &[]);
        self.fl.b.switch_to_block(join);
    }

    /// `maxnum`/`minnum`: the other operand when one is NaN.
    fn num_minmax(&mut self, a: Value, b: Value, max: bool) -> Value {
        let cc = if max {
            FloatCC::GreaterThan
        } else {
            FloatCC::LessThan
        };
        let better = self.fl.b.ins().fcmp(cc, a, b);
        let a_nan = self.fl.b.ins().fcmp(FloatCC::Unordered, a, a);
        let pick_a = self.fl.b.ins().select(better, a, b);
        let r = self.fl.b.ins().select(a_nan, b, pick_a);
        let b_nan = self.fl.b.ins().fcmp(FloatCC::Unordered, b, b);
        self.fl.b.ins().select(b_nan, a, r)
    }

    /// `llvm.intr.masked.load %p, %mask, %passthru`: lane `i` is loaded only where the mask
    /// is set.
    fn masked_load(&mut self, op: OpId) -> CgResult<Vec<Value>> {
        let m = self.fl.m;
        let ops = m.op(op).operands.clone();
        let p = self.scalar(ops[0], op)?;
        let mask = self.get(ops[1], op)?;
        let pass = match ops.get(2) {
            Some(&v) => self.get(v, op)?,
            None => self.zeros(m.value_type(m.op(op).results[0]), op)?,
        };
        let mut out = Vec::with_capacity(pass.len());
        for (i, (&mk, &pv)) in mask.iter().zip(&pass).enumerate() {
            let ty = self.fl.b.func.dfg.value_type(pv);
            out.push(self.guarded_load(mk, p, i as i32 * ty.bytes() as i32, pv));
        }
        Ok(out)
    }

    /// `llvm.intr.masked.store %v, %p, %mask`.
    fn masked_store(&mut self, op: OpId) -> CgResult<()> {
        let ops = self.fl.m.op(op).operands.clone();
        let vals = self.get(ops[0], op)?;
        let p = self.scalar(ops[1], op)?;
        let mask = self.get(ops[2], op)?;
        for (i, (&mk, &v)) in mask.iter().zip(&vals).enumerate() {
            let ty = self.fl.b.func.dfg.value_type(v);
            self.guarded_store(mk, p, i as i32 * ty.bytes() as i32, v);
        }
        Ok(())
    }

    /// `llvm.intr.matrix.transpose` and `llvm.intr.matrix.multiply` on flat column-major
    /// matrices.
    pub fn lower_matrix(&mut self, op: OpId) -> CgResult<()> {
        let m = self.fl.m;
        let ops = m.op(op).operands.clone();
        let a = self.get(ops[0], op)?;
        if m.op(op).kind == OpKind::LlvmMatrixTranspose {
            let picks = crate::dialects::llvm::matrix_transpose_picks(m, op, a.len())
                .ok_or_else(|| op_err(m, op, "has rows x columns different from its length"))?;
            let r = picks.into_iter().map(|i| a[i]).collect();
            self.set(op, r);
            return Ok(());
        }
        let b = self.get(ops[1], op)?;
        let dim = |n: &str| crate::semantics::int_attr(m, op, n);
        let (rows, inner, cols) = (dim("lhs_rows"), dim("lhs_columns"), dim("rhs_columns"));
        if rows * inner != a.len() || inner * cols != b.len() {
            return Err(op_err(m, op, "has shapes that do not match its operands"));
        }
        let float = self.fl.b.func.dfg.value_type(a[0]).is_float();
        let mut out = Vec::with_capacity(rows * cols);
        for j in 0..cols {
            for i in 0..rows {
                let mut acc: Option<Value> = None;
                for k in 0..inner {
                    let (x, y) = (a[k * rows + i], b[j * inner + k]);
                    let p = if float {
                        self.fl.b.ins().fmul(x, y)
                    } else {
                        self.fl.b.ins().imul(x, y)
                    };
                    acc = Some(match acc {
                        None => p,
                        Some(s) if float => self.fl.b.ins().fadd(s, p),
                        Some(s) => self.fl.b.ins().iadd(s, p),
                    });
                }
                out.push(acc.ok_or_else(|| op_err(m, op, "multiplies empty matrices"))?);
            }
        }
        self.set(op, out);
        Ok(())
    }

    /// `fshl(a, b, c)`: the high half of `a:b` shifted left by `c` modulo the width;
    /// `fshr`: the low half of `a:b` shifted right.
    fn funnel_shift(&mut self, left: bool, a: &[Value]) -> Value {
        let ty = self.fl.b.func.dfg.value_type(a[0]);
        let w = i128::from(ty.bits());
        let mask = self.iconst(ty, w - 1);
        let c = self.fl.b.ins().band(a[2], mask);
        let wv = self.iconst(ty, w);
        let inv = self.fl.b.ins().isub(wv, c);
        let (hi, lo) = if left {
            (
                self.fl.b.ins().ishl(a[0], c),
                self.fl.b.ins().ushr(a[1], inv),
            )
        } else {
            (
                self.fl.b.ins().ishl(a[0], inv),
                self.fl.b.ins().ushr(a[1], c),
            )
        };
        let r = self.fl.b.ins().bor(hi, lo);
        // A shift by zero leaves `a` (fshl) or `b` (fshr); `inv` is then the width, which
        // Cranelift would take as zero.
        let zero = self.iconst(ty, 0);
        let is0 = self
            .fl
            .b
            .ins()
            .icmp(cranelift_codegen::ir::condcodes::IntCC::Equal, c, zero);
        let keep = if left { a[0] } else { a[1] };
        self.fl.b.ins().select(is0, keep, r)
    }

    /// Saturating addition and subtraction.
    fn saturating(&mut self, kind: OpKind, a: Value, b: Value) -> Value {
        use cranelift_codegen::ir::condcodes::IntCC;
        let ty = self.fl.b.func.dfg.value_type(a);
        match kind {
            OpKind::LlvmIntrUaddSat => {
                let s = self.fl.b.ins().iadd(a, b);
                let over = self.fl.b.ins().icmp(IntCC::UnsignedLessThan, s, a);
                let max = self.iconst(ty, -1);
                self.fl.b.ins().select(over, max, s)
            }
            OpKind::LlvmIntrUsubSat => {
                let d = self.fl.b.ins().isub(a, b);
                let under = self.fl.b.ins().icmp(IntCC::UnsignedLessThan, a, b);
                let zero = self.iconst(ty, 0);
                self.fl.b.ins().select(under, zero, d)
            }
            _ => {
                // Wrapping result; it overflowed when the operands' signs say it cannot have
                // the sign it has. Then the bound on the side of `a`'s sign.
                let add = kind == OpKind::LlvmIntrSaddSat;
                let r = if add {
                    self.fl.b.ins().iadd(a, b)
                } else {
                    self.fl.b.ins().isub(a, b)
                };
                let ar = self.fl.b.ins().bxor(a, r);
                let other = if add {
                    self.fl.b.ins().bxor(b, r)
                } else {
                    self.fl.b.ins().bxor(a, b)
                };
                let both = self.fl.b.ins().band(ar, other);
                let zero = self.iconst(ty, 0);
                let over = self.fl.b.ins().icmp(IntCC::SignedLessThan, both, zero);
                let neg = self.fl.b.ins().icmp(IntCC::SignedLessThan, a, zero);
                let bits = ty.bits();
                let max = self.iconst(ty, (1i128 << (bits - 1)) - 1);
                let min = self.iconst(ty, -(1i128 << (bits - 1)));
                let bound = self.fl.b.ins().select(neg, min, max);
                self.fl.b.ins().select(over, bound, r)
            }
        }
    }

    /// `llvm.intr.is.fpclass %x, bits`: whether `x` is in one of the classes of the mask
    /// (1 signaling NaN, 2 quiet NaN, 4 -inf, 8 -normal, 16 -subnormal, 32 -0, 64 +0,
    /// 128 +subnormal, 256 +normal, 512 +inf), from the bits of `x`.
    fn is_fpclass(&mut self, op: OpId, x: Value) -> Value {
        use cranelift_codegen::ir::condcodes::IntCC;
        let mask = crate::semantics::int_attr(self.fl.m, op, "bit") as u32;
        let ty = self.fl.b.func.dfg.value_type(x);
        let (it, mbits) = if ty == clt::F32 {
            (clt::I32, 23)
        } else {
            (clt::I64, 52)
        };
        let flags = cranelift_codegen::ir::MemFlagsData::new()
            .with_endianness(cranelift_codegen::ir::Endianness::Little);
        let bits = self.fl.b.ins().bitcast(it, flags, x);
        let w = it.bits();
        let emax = (1i128 << (w - 1 - mbits)) - 1;
        let mmask = self.iconst(it, (1i128 << mbits) - 1);
        let man = self.fl.b.ins().band(bits, mmask);
        let e = self.fl.b.ins().ushr_imm_u(bits, i64::from(mbits));
        let e = self.mask_to(e, w - 1 - mbits);
        let zero = self.iconst(it, 0);
        let emax_v = self.iconst(it, emax);
        let neg = self.fl.b.ins().icmp(IntCC::SignedLessThan, bits, zero);
        let e_max = self.fl.b.ins().icmp(IntCC::Equal, e, emax_v);
        let e_zero = self.fl.b.ins().icmp(IntCC::Equal, e, zero);
        let m_zero = self.fl.b.ins().icmp(IntCC::Equal, man, zero);
        let quiet_bit = self.iconst(it, 1i128 << (mbits - 1));
        let q = self.fl.b.ins().band(man, quiet_bit);
        let quiet = self.fl.b.ins().icmp(IntCC::NotEqual, q, zero);
        let b = &mut self.fl.b;
        let m_nonzero = b.ins().bnot(m_zero);
        let nan = b.ins().band(e_max, m_nonzero);
        let not_quiet = b.ins().bnot(quiet);
        let snan = b.ins().band(nan, not_quiet);
        let qnan = b.ins().band(nan, quiet);
        let inf = b.ins().band(e_max, m_zero);
        let zero_c = b.ins().band(e_zero, m_zero);
        let sub = b.ins().band(e_zero, m_nonzero);
        let special = b.ins().bor(e_max, e_zero);
        let normal = b.ins().bnot(special);
        let pos = b.ins().bnot(neg);
        let classes = [
            (1, snan, None),
            (2, qnan, None),
            (4, inf, Some(true)),
            (8, normal, Some(true)),
            (16, sub, Some(true)),
            (32, zero_c, Some(true)),
            (64, zero_c, Some(false)),
            (128, sub, Some(false)),
            (256, normal, Some(false)),
            (512, inf, Some(false)),
        ];
        let mut r = self.iconst(clt::I8, 0);
        for (bit, class, sign) in classes {
            if mask & bit == 0 {
                continue;
            }
            let c = match sign {
                Some(true) => self.fl.b.ins().band(class, neg),
                Some(false) => self.fl.b.ins().band(class, pos),
                None => class,
            };
            r = self.fl.b.ins().bor(r, c);
        }
        self.fl.b.ins().band_imm_u(r, 1)
    }
}
