//! Integer emission that folds and reuses instead of handing Cranelift redundant CLIF.
//!
//! Cranelift spends about 15 K instructions of compile time per CLIF instruction at `-O3`
//! (regalloc2, the e-graph mid-end, lowering), and its `-O0` pipeline has no mid-end at all,
//! so every `iconst` repeated in a block, every `imul x, 0` and every address recomputed for
//! the store after a load of the same element costs compile time (and, at `-O0`, run time).
//! The lowering knows which of its values are constants, so it folds as it emits:
//!
//! ```text
//! // before (k loop entry of a matmul)     // after
//! v30 = iconst.i64 8                       v30 = iconst.i64 3
//! v31 = imul v20, v30                      v31 = ishl v20, v30     ; x * 8 as a shift
//! v32 = iconst.i64 8                       v33 = ishl v13, v30     ; one iconst per block
//! v33 = imul v13, v32                      v35 = imul v7, v5       ; the address of C[i, j],
//! v34 = imul v21, v6   ; v21 = 0 (lb)      v36 = iadd v2, v35      ; once for its load and
//! v35 = iadd v9, v34                       ...                     ; its store
//! v36 = imul v7, v5    ; (C[i, j] load)    (0 * x and x + 0 are gone)
//! v37 = imul v7, v5    ; (C[i, j] store)
//! v38 = icmp slt v21, v22 ; 0 < 130        jump block9(...)        ; constant trip count
//! brif v38, block9(...), block8
//! ```
//!
//! * [`FnLower::iconst`]: one `iconst` per (block, type, value); an `i64` constant's value is
//!   remembered ([`FnLower::known`]) so later arithmetic on it folds.
//! * [`FnLower::iadd`], [`FnLower::isub`], [`FnLower::imul`], [`FnLower::iadd_imm`],
//!   [`FnLower::imul_imm`], [`FnLower::ishl_imm`] (64-bit only): constant operands fold
//!   (`x·0 = 0`, `x·1 = x`, `x+0 = x`, `c₁ op c₂`, `x·2ᵏ = x << k`), and an operation already
//!   emitted in the current block with the same operands is reused (local value numbering).
//! * [`FnLower::known_icmp`]: the outcome of a comparison of two constants, which lets the
//!   `scf.for` lowering ([`super::super::control`]) drop the entry test of a loop whose
//!   constant bounds admit an iteration.
//!
//! Everything is scoped to the current block, which every later instruction of that block is
//! dominated by, so no value is made to live longer than the code it replaces: a constant
//! still sits in the block that uses it, as Cranelift's own rematerialisation would put it.

use super::FnLower;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types as clt, Block, InstBuilder, Type, Value};
use rustc_hash::FxHashMap;

/// A pure binary integer operation, as a value-numbering key.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum BinOp {
    Add,
    Sub,
    Mul,
    Shl,
}

/// The per-function folding state (see the module docs).
#[derive(Default, Debug)]
pub struct Folder {
    /// The 64-bit constants emitted through [`FnLower::iconst`].
    known: SecondaryMap<Value, Option<i64>>,
    /// The block the two caches below describe (they are emptied when the lowering moves to
    /// another block; a block returned to later simply starts a new cache).
    block: Option<Block>,
    /// The block's `iconst`s by type and immediate.
    consts: FxHashMap<(Type, i64), Value>,
    /// The block's pure 64-bit operations by operands.
    ops: FxHashMap<(BinOp, Value, Value), Value>,
}

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// The constant a 64-bit value is known to hold.
    pub fn known(&self, v: Value) -> Option<i64> {
        self.fold.known.get(v).copied().flatten()
    }

    /// The current block, with the per-block caches emptied if it changed.
    fn fold_scope(&mut self) -> Option<Block> {
        let blk = self.b.current_block();
        if blk != self.fold.block {
            self.fold.block = blk;
            self.fold.consts.clear();
            self.fold.ops.clear();
        }
        blk
    }

    /// `iconst.ty c`, emitted once per block.
    pub fn iconst(&mut self, ty: Type, c: i64) -> Value {
        if self.fold_scope().is_none() {
            return self.b.ins().iconst(ty, c);
        }
        if let Some(&v) = self.fold.consts.get(&(ty, c)) {
            return v;
        }
        let v = self.b.ins().iconst(ty, c);
        self.fold.consts.insert((ty, c), v);
        if ty == clt::I64 {
            self.fold.known[v] = Some(c);
        }
        v
    }

    /// A pure binary operation on two 64-bit values, reused when the current block already
    /// computes it.
    fn pure(&mut self, op: BinOp, a: Value, b: Value) -> Value {
        // Commutative operations are looked up with their operands in a fixed order (and
        // emitted in the order given).
        let key = match op {
            BinOp::Add | BinOp::Mul if a.as_u32() > b.as_u32() => (op, b, a),
            _ => (op, a, b),
        };
        let scoped = self.fold_scope().is_some();
        if scoped {
            if let Some(&v) = self.fold.ops.get(&key) {
                return v;
            }
        }
        let ins = self.b.ins();
        let v = match op {
            BinOp::Add => ins.iadd(a, b),
            BinOp::Sub => ins.isub(a, b),
            BinOp::Mul => ins.imul(a, b),
            BinOp::Shl => ins.ishl(a, b),
        };
        if scoped {
            self.fold.ops.insert(key, v);
        }
        v
    }

    /// True if `v` is a 64-bit value (the only width folded here).
    fn is_i64(&self, v: Value) -> bool {
        self.b.func.dfg.value_type(v) == clt::I64
    }

    /// `a + b`, folded and reused.
    pub fn iadd(&mut self, a: Value, b: Value) -> Value {
        if !self.is_i64(a) {
            return self.b.ins().iadd(a, b);
        }
        match (self.known(a), self.known(b)) {
            (Some(x), Some(y)) => self.iconst(clt::I64, x.wrapping_add(y)),
            (Some(0), _) => b,
            (_, Some(0)) => a,
            _ => self.pure(BinOp::Add, a, b),
        }
    }

    /// `a - b`, folded and reused.
    pub fn isub(&mut self, a: Value, b: Value) -> Value {
        if !self.is_i64(a) {
            return self.b.ins().isub(a, b);
        }
        match (self.known(a), self.known(b)) {
            (Some(x), Some(y)) => self.iconst(clt::I64, x.wrapping_sub(y)),
            (_, Some(0)) => a,
            _ if a == b => self.iconst(clt::I64, 0),
            _ => self.pure(BinOp::Sub, a, b),
        }
    }

    /// `a * b`, folded (a power of two becomes a shift) and reused.
    pub fn imul(&mut self, a: Value, b: Value) -> Value {
        if !self.is_i64(a) {
            return self.b.ins().imul(a, b);
        }
        match (self.known(a), self.known(b)) {
            (Some(x), Some(y)) => self.iconst(clt::I64, x.wrapping_mul(y)),
            (Some(c), _) => self.imul_imm(b, c),
            (_, Some(c)) => self.imul_imm(a, c),
            _ => self.pure(BinOp::Mul, a, b),
        }
    }

    /// `a + c`, folded and reused.
    pub fn iadd_imm(&mut self, a: Value, c: i64) -> Value {
        if !self.is_i64(a) {
            return self.b.ins().iadd_imm_s(a, c);
        }
        if c == 0 {
            return a;
        }
        if let Some(x) = self.known(a) {
            return self.iconst(clt::I64, x.wrapping_add(c));
        }
        let k = self.iconst(clt::I64, c);
        self.pure(BinOp::Add, a, k)
    }

    /// `a * c`, folded (`0`, `1`, powers of two as shifts) and reused.
    pub fn imul_imm(&mut self, a: Value, c: i64) -> Value {
        if !self.is_i64(a) {
            return self.b.ins().imul_imm_s(a, c);
        }
        if let Some(x) = self.known(a) {
            return self.iconst(clt::I64, x.wrapping_mul(c));
        }
        match c {
            0 => self.iconst(clt::I64, 0),
            1 => a,
            _ if c > 0 && (c as u64).is_power_of_two() => {
                self.ishl_imm(a, i64::from((c as u64).trailing_zeros()))
            }
            _ => {
                let k = self.iconst(clt::I64, c);
                self.pure(BinOp::Mul, a, k)
            }
        }
    }

    /// `a << k` (`0 <= k < 64`), folded and reused.
    pub fn ishl_imm(&mut self, a: Value, k: i64) -> Value {
        if !self.is_i64(a) {
            return self.b.ins().ishl_imm_u(a, k);
        }
        if k == 0 {
            return a;
        }
        if let Some(x) = self.known(a) {
            return self.iconst(clt::I64, x.wrapping_shl(k as u32));
        }
        let s = self.iconst(clt::I64, k);
        self.pure(BinOp::Shl, a, s)
    }

    /// The outcome of `icmp cc a, b` if both operands are known 64-bit constants.
    pub fn known_icmp(&self, cc: IntCC, a: Value, b: Value) -> Option<bool> {
        let (x, y) = (self.known(a)?, self.known(b)?);
        let (ux, uy) = (x as u64, y as u64);
        Some(match cc {
            IntCC::Equal => x == y,
            IntCC::NotEqual => x != y,
            IntCC::SignedLessThan => x < y,
            IntCC::SignedLessThanOrEqual => x <= y,
            IntCC::SignedGreaterThan => x > y,
            IntCC::SignedGreaterThanOrEqual => x >= y,
            IntCC::UnsignedLessThan => ux < uy,
            IntCC::UnsignedLessThanOrEqual => ux <= uy,
            IntCC::UnsignedGreaterThan => ux > uy,
            IntCC::UnsignedGreaterThanOrEqual => ux >= uy,
        })
    }
}
