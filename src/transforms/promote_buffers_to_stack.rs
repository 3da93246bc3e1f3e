//! `promote-buffers-to-stack`: MLIR 22's `PromoteBuffersToStack` (`BufferPlacementPromotion`),
//! which turns small heap allocations that never leave their automatic allocation scope into
//! stack allocations, so neither the deallocation pipeline nor the allocator ever sees them.
//!
//! ```mlir
//! func.func @f() {                              func.func @f() {
//!   %alloc = memref.alloc() : memref<4xf32>  =>   %alloca = memref.alloca() : memref<4xf32>
//!   "test.use"(%alloc) : (memref<4xf32>) -> ()    "test.use"(%alloca) : (memref<4xf32>) -> ()
//!   return                                        return
//! }                                             }
//! ```
//!
//! An allocation is promoted when all of these hold (MLIR's rules, including their quirks):
//! - it is a `memref.alloc` with no deallocation;
//! - it is small: a static shape whose element count times the element's data-layout bit
//!   width (`i1` is 1 bit, `index` 64 or the closest `dlti.dl_spec`'s width, `f80` 80, `tf32` 19, vectors round their innermost
//!   dimension up to a power of two) is at most `max-alloc-size-in-bytes` (default 1024) × 8,
//!   where that product is computed in 32 bits as MLIR does (so sizes of 512 MiB and more
//!   wrap around); or a dynamic shape of rank at most `max-rank-of-allocated-memref`
//!   (default 1) whose every size operand is a `memref.rank`;
//! - walking out from its region, an automatic allocation scope (`func.func`,
//!   `memref.alloca_scope`, `scf.for`, `scf.parallel`, `scf.forall`) is reached through
//!   region control flow without crossing a loop or an unknown op, and no alias of the buffer
//!   is returned or yielded from that scope's region.

use crate::analysis::buffer_origin::BufferOriginAnalysis;
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{InsertPoint, Module, OpId, OpSpec, TypeData, TypeId, ValueId, DYNAMIC};
use crate::transforms::buffer_hoisting::{
    is_allocation_scope, is_known_control_flow, is_loop, placement_allocs,
};
use crate::transforms::ownership::interfaces::is_region_branch_terminator;
use crate::transforms::PassOptions;

/// The pass options.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// `max-alloc-size-in-bytes` (an `unsigned` in MLIR).
    pub max_alloc_size_in_bytes: u32,
    /// `max-rank-of-allocated-memref`.
    pub max_rank_of_allocated_memref: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_alloc_size_in_bytes: 1024,
            max_rank_of_allocated_memref: 1,
        }
    }
}

/// Parses the pass options (mlir-opt's messages for bad values).
pub fn parse_options(opts: &PassOptions) -> Result<Options, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let d = Options::default();
    let mut r = OptionReader::new(opts, "promote-buffers-to-stack", Wording::Mlir);
    let o = Options {
        max_alloc_size_in_bytes: r.uint("max-alloc-size-in-bytes", d.max_alloc_size_in_bytes, ..),
        max_rank_of_allocated_memref: r.uint(
            "max-rank-of-allocated-memref",
            d.max_rank_of_allocated_memref,
            ..,
        ),
    };
    r.finish()?;
    Ok(o)
}

/// Runs the pass on every function.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    for f in crate::transforms::nested_functions(m) {
        promote(m, f, o);
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(m: &mut Module, f: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    promote(m, f, o);
    Ok(())
}

/// The bit width `DataLayout::getTypeSizeInBits` gives a type under the default layout
/// (`None` for types without a size).
pub fn type_size_in_bits(m: &Module, t: TypeId) -> Option<u64> {
    Some(match m.ty(t) {
        TypeData::Integer { width, .. } => *width as u64,
        TypeData::Index => 64,
        TypeData::Float(k) => match k {
            crate::ir::FloatKind::TF32 => 19,
            k => k.width() as u64,
        },
        TypeData::Vector { shape, elem, .. } => {
            let inner = *shape.last()?;
            let count: i64 = shape.iter().product();
            let elem_bits = type_size_in_bits(m, *elem)?;
            (count / inner.max(1)) as u64 * (inner as u64 * elem_bits).next_power_of_two()
        }
        TypeData::Complex(e) => {
            let inner = type_size_in_bits(m, *e)?;
            let align_bits = 8 * inner.div_ceil(8).next_power_of_two();
            inner.next_multiple_of(align_bits) + inner
        }
        _ => return None,
    })
}

/// `defaultIsSmallAlloc`.
fn is_small_alloc(m: &Module, alloc: OpId, o: Options) -> bool {
    let v = m.op(alloc).results[0];
    let TypeData::MemRef { shape, elem, .. } = m.ty(m.value_type(v)) else {
        return false;
    };
    if shape.contains(&DYNAMIC) {
        return shape.len() as u64 <= o.max_rank_of_allocated_memref as u64
            && m.op(alloc).operands.iter().all(|&s| {
                m.defining_op(s)
                    .is_some_and(|d| m.op(d).kind == OpKind::Rank)
            });
    }
    let bits = match m.ty(*elem) {
        TypeData::Index => crate::dialects::dlti::index_bitwidth(m, alloc),
        _ => match type_size_in_bits(m, *elem) {
            Some(bits) => bits,
            None => return false,
        },
    };
    // `getNumElements()` and its product with the width are `int64_t` arithmetic in MLIR,
    // which wraps (in release builds) for shapes of more than 2^63 elements.
    let elements = shape.iter().fold(1i64, |n, &d| n.wrapping_mul(d));
    // `unsigned * 8` wraps in 32 bits in MLIR.
    let limit = o.max_alloc_size_in_bytes.wrapping_mul(8) as i64;
    elements.wrapping_mul(bits as i64) <= limit
}

/// `leavesAllocationScope`: an alias is returned/yielded by a terminator of `region` itself.
fn leaves_scope(m: &Module, region: crate::ir::RegionId, aliases: &[ValueId]) -> bool {
    aliases.iter().any(|&a| {
        m.value(a).uses.iter().any(|u| {
            is_region_branch_terminator(m.op(u.op).kind) && m.parent_region(u.op) == Some(region)
        })
    })
}

/// `hasAllocationScope`.
fn has_allocation_scope(m: &Module, alloc: OpId, aliases: &[ValueId]) -> bool {
    let mut region = m.parent_region(alloc);
    while let Some(r) = region {
        let Some(parent) = m.region(r).parent else {
            break;
        };
        let k = m.op(parent).kind;
        if is_allocation_scope(k) && !leaves_scope(m, r, aliases) {
            return true;
        }
        if is_loop(k) || !is_known_control_flow(k) {
            break;
        }
        region = m.parent_region(parent);
    }
    false
}

/// Promotes the small, non-escaping allocations of one function.
pub fn promote(m: &mut Module, func: OpId, o: Options) {
    if m.op(func).regions.is_empty() {
        return;
    }
    let aliases = BufferOriginAnalysis::new(m, func);
    for (v, dealloc) in placement_allocs(m, func) {
        let op = m.defining_op(v).expect("allocation result");
        if m.op(op).kind != OpKind::Alloc
            || !is_small_alloc(m, op, o)
            || dealloc.is_some()
            || !has_allocation_scope(m, op, &aliases.aliases(v))
        {
            continue;
        }
        let d = m.op(op).clone();
        let spec = OpSpec {
            operands: d.operands.clone(),
            result_types: vec![m.value_type(v)],
            props: d.props.to_vec(),
            attrs: d.attrs.to_vec(),
            ..OpSpec::new(m, OpKind::Alloca, d.loc.clone())
        };
        let alloca = m.insert_new_op(InsertPoint::Before(op), spec);
        let nv = m.op(alloca).results[0];
        m.replace_all_uses(v, nv);
        m.erase_op(op);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(src: &str) -> Module {
        crate::parse::Parser::new(src, "t.mlir", 1)
            .parse_module()
            .expect("parses")
    }

    fn elem_bits(src_ty: &str) -> Option<u64> {
        let m = module(&format!(
            "func.func @f(%a: memref<1x{src_ty}>) {{\n  return\n}}\n"
        ));
        let f = crate::transforms::nested_functions(&m)[0];
        let arg = m.block(m.entry_block(m.op(f).regions[0]).unwrap()).args[0];
        let TypeData::MemRef { elem, .. } = m.ty(m.value_type(arg)) else {
            unreachable!()
        };
        type_size_in_bits(&m, *elem)
    }

    #[test]
    fn data_layout_bit_widths() {
        assert_eq!(elem_bits("i1"), Some(1));
        assert_eq!(elem_bits("index"), Some(64));
        assert_eq!(elem_bits("f80"), Some(80));
        assert_eq!(elem_bits("tf32"), Some(19));
        assert_eq!(elem_bits("vector<3xf32>"), Some(128));
        assert_eq!(elem_bits("vector<2x3xi8>"), Some(64));
        assert_eq!(elem_bits("complex<f32>"), Some(64));
        assert_eq!(elem_bits("complex<f80>"), Some(208));
    }

    #[test]
    fn size_limit_wraps_like_mlir() {
        let src = "func.func @f() {\n  %a = memref.alloc() : memref<2xf32>\n  %b = memref.alloc() : memref<0xf32>\n  \"test.use\"(%a, %b) : (memref<2xf32>, memref<0xf32>) -> ()\n  return\n}\n";
        let mut m = module(src);
        let f = crate::transforms::nested_functions(&m)[0];
        let o = Options {
            max_alloc_size_in_bytes: 1 << 29,
            max_rank_of_allocated_memref: 1,
        };
        promote(&mut m, f, o);
        let mut kinds = Vec::new();
        m.walk_nested(f, &mut |op| kinds.push(m.op(op).kind));
        // 2^29 * 8 is 0 in 32 bits: only the empty buffer fits.
        assert_eq!(kinds[0], OpKind::Alloc);
        assert_eq!(kinds[1], OpKind::Alloca);
    }
}
