//! `bufferization.clone` canonicalization (MLIR 22's `SimplifyClones`) and its folder
//! (`memref::foldMemRefCast`), plus the `memref.cast` type checks they need.
//!
//! ```mlir
//! %c = bufferization.clone %a : memref<2xf32> to memref<2xf32>
//! "use"(%c) : (memref<2xf32>) -> ()
//! memref.dealloc %c : memref<2xf32>
//! // becomes (the clone and its dealloc in this block are redundant)
//! "use"(%a) : (memref<2xf32>) -> ()
//! ```

use crate::analysis::buffer_origin::view_base;
use crate::dialects::OpKind;
use crate::ir::{Layout, Module, OpId, TypeData, TypeId, ValueId, DYNAMIC};
use crate::rewrite::{Pattern, Rewriter};

/// `MemRefType::getStridesAndOffset` for identity and `strided<>` layouts (`None` for affine
/// map layouts and non-memrefs).
pub fn strides_and_offset(m: &Module, t: TypeId) -> Option<(Vec<i64>, i64)> {
    match m.ty(t) {
        TypeData::MemRef { shape, layout, .. } => match layout {
            Layout::Identity => Some((crate::codegen::types::identity_strides(shape), 0)),
            Layout::Strided { strides, offset } => Some((strides.clone(), *offset)),
            Layout::Map(_) => None,
        },
        _ => None,
    }
}

/// `memref::CastOp::areCastCompatible` for one input and one output type.
pub fn cast_compatible(m: &Module, a: TypeId, b: TypeId) -> bool {
    match (m.ty(a), m.ty(b)) {
        (
            TypeData::MemRef {
                shape: sa,
                elem: ea,
                layout: la,
                memory_space: ma,
            },
            TypeData::MemRef {
                shape: sb,
                elem: eb,
                layout: lb,
                memory_space: mb,
            },
        ) => {
            if ea != eb {
                return false;
            }
            if la != lb {
                let (Some((sta, oa)), Some((stb, ob))) =
                    (strides_and_offset(m, a), strides_and_offset(m, b))
                else {
                    return false;
                };
                let ok = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
                if sta.len() != stb.len()
                    || !ok(oa, ob)
                    || sta.iter().zip(&stb).any(|(&x, &y)| !ok(x, y))
                {
                    return false;
                }
            }
            ma == mb
                && sa.len() == sb.len()
                && sa
                    .iter()
                    .zip(sb)
                    .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
        }
        (
            TypeData::MemRef {
                elem: ea,
                memory_space: ma,
                ..
            },
            TypeData::UnrankedMemRef {
                elem: eb,
                memory_space: mb,
            },
        )
        | (
            TypeData::UnrankedMemRef {
                elem: ea,
                memory_space: ma,
            },
            TypeData::MemRef {
                elem: eb,
                memory_space: mb,
                ..
            },
        ) => ea == eb && ma == mb,
        _ => false,
    }
}

/// `memref::findDealloc`: the single `memref.dealloc` of `v` (`Some(None)` if there is none,
/// `None` if there are several).
fn find_dealloc(m: &Module, v: ValueId) -> Option<Option<OpId>> {
    let mut found = None;
    for u in &m.value(v).uses {
        if m.op(u.op).kind != OpKind::Dealloc || u.operand != 0 {
            continue;
        }
        if found.is_some_and(|f| f != u.op) {
            return None;
        }
        found = Some(u.op);
    }
    Some(found)
}

/// Ops with a `MemoryEffects::Free` effect.
fn frees(k: OpKind) -> bool {
    matches!(k, OpKind::Dealloc | OpKind::Realloc)
}

/// True if an op nested in `op`'s regions frees memory.
fn frees_nested(m: &crate::ir::Module, op: OpId) -> bool {
    if m.op(op).regions.is_empty() {
        return false;
    }
    let mut found = false;
    m.walk_nested(op, &mut |o| found |= o != op && frees(m.op(o).kind));
    found
}

/// A clone whose copy or source is deallocated in the clone's block (and not both in one block)
/// is replaced by its source (through a `memref.cast` if the types differ), and that dealloc is
/// erased.
pub struct SimplifyClones;
impl Pattern for SimplifyClones {
    fn name(&self) -> &'static str {
        "SimplifyClones"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::Clone)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let result = rw.m.op(op).results[0];
        if !rw.m.has_uses(result) {
            rw.erase_op(op);
            return true;
        }
        let source = rw.m.op(op).operands[0];
        let (st, rt) = (rw.m.value_type(source), rw.m.value_type(result));
        if st != rt && !cast_compatible(rw.m, st, rt) {
            return false;
        }
        let canonical = view_base(rw.m, source);
        let Some(clone_dealloc) = find_dealloc(rw.m, result) else {
            return false;
        };
        let Some(source_dealloc) = find_dealloc(rw.m, canonical) else {
            return false;
        };
        if let (Some(a), Some(b)) = (clone_dealloc, source_dealloc) {
            if rw.m.op(a).parent == rw.m.op(b).parent {
                return false;
            }
        }
        let block = rw.m.op(op).parent;
        let redundant = match (clone_dealloc, source_dealloc) {
            (Some(a), _) if rw.m.op(a).parent == block => a,
            (_, Some(b)) if rw.m.op(b).parent == block => b,
            _ => return false,
        };
        // No other free between the clone and the redundant dealloc, also none nested in a
        // region op there (bufjit only: MLIR 22 looks at the ops' own effects, so a loop that
        // frees the source through an iteration argument, as the clone-based pass emits,
        // made it free the source before its last use).
        let mut pos = rw.m.op(op).next;
        loop {
            match pos {
                None => return false,
                Some(p) if p == redundant => break,
                Some(p) => {
                    if frees(rw.m.op(p).kind) || frees_nested(rw.m, p) {
                        return false;
                    }
                    pos = rw.m.op(p).next;
                }
            }
        }
        let mut repl = source;
        if st != rt {
            let loc = rw.m.op(op).loc.clone();
            repl = rw.create1(OpKind::Cast, vec![source], rt, vec![], &loc);
        }
        rw.replace_op(op, &[repl]);
        rw.erase_op(redundant);
        true
    }
}
