//! Wide 1-D vector computations split into 128-bit ones before load sinking.
//!
//! Code generation splits a `vector<16xf32>` into four 128-bit registers, op by op: a
//! `vector.load` becomes four loads in a row, a `vector.store` four stores in a row. Cranelift
//! computes pure values where they are used but keeps loads and stores in order, so a tile
//! loop that updates a row of an accumulator tile has the four parts of every operand row
//! loaded before the first part is stored: sixteen registers of `B` rows in a matmul
//! micro-kernel stay live across the stores, and are spilled. Split first, each 128-bit part
//! is its own load and store, and load sinking (`sink_loads`) moves and copies each part's
//! loads to just before the store that needs them.
//!
//! A web of ops in one block is split when every op in it is a `vector.load`, `vector.store`,
//! `vector.fma`, `vector.broadcast` of a scalar, `arith.addf`, `arith.subf` or `arith.mulf` on
//! the same 1-D vector type of whole 128-bit parts, every wide operand is made in the web and
//! every use of a wide result is in it, and it holds a store.
//!
//! ```mlir
//! // before
//! %b = vector.load %m[%i, %j] : memref<4x16xf32>, vector<16xf32>
//! %s = vector.broadcast %x : f32 to vector<16xf32>
//! %r = vector.fma %s, %b, %c : vector<16xf32>   // %c: a load as well
//! vector.store %r, %o[%i, %j] : memref<4x16xf32>, vector<16xf32>
//! // after (4 parts)
//! %b0 = vector.load %m[%i, %j] : memref<4x16xf32>, vector<4xf32>
//! %j4 = arith.addi %j, %c4 : index
//! %b1 = vector.load %m[%i, %j4] : memref<4x16xf32>, vector<4xf32>
//! ...
//! %s = vector.broadcast %x : f32 to vector<4xf32>
//! %r0 = vector.fma %s, %b0, %c0 : vector<4xf32>
//! ...
//! vector.store %r0, %o[%i, %j] : memref<4x16xf32>, vector<4xf32>
//! vector.store %r1, %o[%i, %j4] : memref<4x16xf32>, vector<4xf32>
//! ...
//! ```

use super::Origins;
use crate::dialects::OpKind;
use crate::ir::{BlockId, FloatKind, InsertPoint, Module, OpId, TypeData, TypeId, ValueId};
use crate::transforms::ownership::build::{index, int_constant, op};
use rustc_hash::{FxHashMap, FxHashSet};

/// Bits of a target vector register.
const REGISTER_BITS: i64 = 128;

/// Splits the webs of every block nested in function `f`; returns how many ops it split.
pub fn narrow_in_function(m: &mut Module, f: OpId, origins: &mut Origins) -> usize {
    let mut blocks: Vec<BlockId> = m
        .op(f)
        .regions
        .iter()
        .flat_map(|&r| m.region_blocks(r))
        .collect();
    m.walk_nested(f, &mut |o| {
        for &r in &m.op(o).regions {
            blocks.extend(m.region_blocks(r));
        }
    });
    blocks
        .into_iter()
        .map(|b| narrow_block(m, b, origins))
        .sum()
}

/// `(parts, part type)` of a wide 1-D vector type of whole 128-bit parts of a float type.
fn parts(m: &mut Module, t: TypeId) -> Option<(i64, TypeId)> {
    let TypeData::Vector {
        shape,
        scalable,
        elem,
    } = m.ty(t).clone()
    else {
        return None;
    };
    let width = match m.ty(elem) {
        TypeData::Float(k @ (FloatKind::F32 | FloatKind::F64)) => i64::from(k.width()),
        _ => return None,
    };
    let lanes = REGISTER_BITS / width;
    let [n] = shape[..] else { return None };
    if scalable.contains(&true) || n <= lanes || n % lanes != 0 {
        return None;
    }
    let part = m.intern_type(TypeData::Vector {
        shape: vec![lanes],
        scalable: vec![false],
        elem,
    });
    Some((n / lanes, part))
}

/// The wide value an op of a web makes or takes: its result, or the stored value.
fn wide_value(m: &Module, o: OpId) -> Option<ValueId> {
    let d = m.op(o);
    match d.kind {
        OpKind::VectorStore => d.operands.first().copied(),
        OpKind::VectorLoad
        | OpKind::VectorFma
        | OpKind::VectorBroadcast
        | OpKind::AddF
        | OpKind::SubF
        | OpKind::MulF => d.results.first().copied(),
        _ => None,
    }
}

/// The web of `start` (a store of block `b`) with type `t`, if it can be split.
fn web(m: &Module, b: BlockId, start: OpId, t: TypeId) -> Option<FxHashSet<OpId>> {
    let mut seen: FxHashSet<OpId> = FxHashSet::default();
    let mut work = vec![start];
    while let Some(o) = work.pop() {
        if !seen.insert(o) {
            continue;
        }
        let d = m.op(o);
        if d.parent != Some(b) || !d.regions.is_empty() {
            return None;
        }
        let v = wide_value(m, o)?;
        if m.value_type(v) != t {
            return None;
        }
        // Wide operands come from the web.
        let wide_operands: &[ValueId] = match d.kind {
            OpKind::VectorLoad => &[],
            OpKind::VectorStore => &d.operands[..1],
            OpKind::VectorBroadcast => {
                if matches!(m.ty(m.value_type(d.operands[0])), TypeData::Vector { .. }) {
                    return None;
                }
                &[]
            }
            _ => &d.operands[..],
        };
        for &x in wide_operands {
            if m.value_type(x) != t {
                return None;
            }
            work.push(m.defining_op(x)?);
        }
        // Uses of a wide result are in the web.
        if d.kind != OpKind::VectorStore {
            for u in &m.value(d.results[0]).uses {
                work.push(u.op);
            }
        }
    }
    Some(seen)
}

/// Splits the webs of block `b`; returns how many ops it split.
fn narrow_block(m: &mut Module, b: BlockId, origins: &mut Origins) -> usize {
    let stores: Vec<OpId> = m
        .block_ops(b)
        .filter(|&o| m.op(o).kind == OpKind::VectorStore)
        .collect();
    let mut done: FxHashSet<OpId> = FxHashSet::default();
    let mut count = 0;
    for s in stores {
        if done.contains(&s) {
            continue;
        }
        let t = m.value_type(m.op(s).operands[0]);
        let Some((k, part)) = parts(m, t) else {
            continue;
        };
        let Some(w) = web(m, b, s, t) else { continue };
        let ops: Vec<OpId> = m.block_ops(b).filter(|o| w.contains(o)).collect();
        split(m, &ops, k, part, origins);
        count += ops.len();
        done.extend(w);
    }
    count
}

/// Replaces `ops` (a web, in block order) by `k` ops each on `part` vectors.
fn split(m: &mut Module, ops: &[OpId], k: i64, part: TypeId, origins: &mut Origins) {
    let lanes = match m.ty(part) {
        TypeData::Vector { shape, .. } => shape[0],
        _ => unreachable!("a vector type"),
    };
    let mut chunks: FxHashMap<ValueId, Vec<ValueId>> = FxHashMap::default();
    for &o in ops {
        let d = m.op(o).clone();
        let at = InsertPoint::Before(o);
        let mut made = Vec::new();
        match d.kind {
            OpKind::VectorLoad | OpKind::VectorStore => {
                let first = usize::from(d.kind == OpKind::VectorStore);
                // operands: [value,] memref, indices...
                let last = d.operands.len() - 1;
                let it = index(m);
                for c in 0..k {
                    let mut operands = d.operands.clone();
                    if c > 0 {
                        let off = int_constant(m, at, i128::from(c * lanes), it, &d.loc);
                        let sum = op(
                            m,
                            at,
                            OpKind::AddI,
                            vec![d.operands[last], off],
                            vec![it],
                            vec![],
                            vec![],
                            &d.loc,
                        );
                        operands[last] = m.op(sum).results[0];
                    }
                    let results = if first == 1 {
                        operands[0] = chunks[&d.operands[0]][c as usize];
                        vec![]
                    } else {
                        vec![part]
                    };
                    let n = op(
                        m,
                        at,
                        d.kind,
                        operands,
                        results,
                        d.attrs.to_vec(),
                        vec![],
                        &d.loc,
                    );
                    made.push(n);
                }
            }
            OpKind::VectorBroadcast => {
                let n = op(
                    m,
                    at,
                    d.kind,
                    d.operands.clone(),
                    vec![part],
                    d.attrs.to_vec(),
                    vec![],
                    &d.loc,
                );
                made = vec![n; k as usize];
            }
            _ => {
                for c in (0..k).map(|c| c as usize) {
                    let operands = d.operands.iter().map(|x| chunks[x][c]).collect();
                    let n = op(
                        m,
                        at,
                        d.kind,
                        operands,
                        vec![part],
                        d.attrs.to_vec(),
                        vec![],
                        &d.loc,
                    );
                    made.push(n);
                }
            }
        }
        if let Some(&r) = d.results.first() {
            chunks.insert(r, made.iter().map(|&n| m.op(n).results[0]).collect());
        }
        let mut pairs: Vec<(OpId, OpId)> = made.iter().map(|&n| (o, n)).collect();
        pairs.dedup();
        super::record(origins, &pairs);
    }
    for &o in ops.iter().rev() {
        m.erase_op(o);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::test_module as parse;

    /// `body` in a function over `%a`, `%o` (memrefs), `%x` (f32) and `%i` (index), narrowed;
    /// the count and the printed function.
    fn narrowed(body: &str) -> (usize, String) {
        let text = format!(
            r#"
func.func @f(%a: memref<4x16xf32>, %o: memref<4x16xf32>, %x: f32, %i: index) {{
  %c0 = arith.constant 0 : index
{body}
  return
}}"#
        );
        let mut m = parse(&text);
        let f = m.top_level_ops()[0];
        let n = narrow_in_function(&mut m, f, &mut Default::default());
        crate::verify::verify(&m).expect("verifies");
        (n, crate::print::print_module(&m, Default::default()))
    }

    const FMA: &str = "  %b = vector.load %a[%i, %c0] : memref<4x16xf32>, vector<16xf32>\n  %c = vector.load %o[%i, %c0] : memref<4x16xf32>, vector<16xf32>\n  %s = vector.broadcast %x : f32 to vector<16xf32>\n  %r = vector.fma %s, %b, %c : vector<16xf32>\n  vector.store %r, %o[%i, %c0] : memref<4x16xf32>, vector<16xf32>";

    #[test]
    fn a_row_update_is_split_in_128_bit_parts() {
        let (n, text) = narrowed(FMA);
        assert_eq!(n, 5, "{text}");
        assert!(!text.contains("vector<16xf32>"), "{text}");
        assert_eq!(text.matches("vector.load").count(), 8, "{text}");
        assert_eq!(text.matches("vector.store").count(), 4, "{text}");
        assert_eq!(text.matches("vector.fma").count(), 4, "{text}");
        // One broadcast serves every part; the parts are 4 columns apart.
        assert_eq!(text.matches("vector.broadcast").count(), 1, "{text}");
        assert!(text.contains("arith.constant 12 : index"), "{text}");
    }

    #[test]
    fn a_web_with_another_use_stays_whole() {
        // The sum is also reduced: not every use splits.
        let reduced = format!(
            "{FMA}\n  %t = vector.reduction <add>, %r : vector<16xf32> into f32\n  memref.store %t, %o[%i, %c0] : memref<4x16xf32>"
        );
        let (n, text) = narrowed(&reduced);
        assert_eq!(n, 0, "{text}");
        // A vector the register holds whole: nothing to split.
        let (n, _) = narrowed(&FMA.replace("vector<16xf32>", "vector<4xf32>"));
        assert_eq!(n, 0);
    }
}
