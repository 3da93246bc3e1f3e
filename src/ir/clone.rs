//! Deep copies of ops and blocks within one module: what loop versioning, unrolling and the
//! inliner share. Operands are remapped through a value map that also receives every copied
//! result and block argument, so later copies (the next unrolled iteration, the rest of an
//! inlined body) refer to the copies.

use super::{BlockId, InsertPoint, Module, OpId, OpSpec, RegionId, ValueId};
use rustc_hash::FxHashMap;

/// Value map from originals to copies.
pub type ValueMap = FxHashMap<ValueId, ValueId>;

/// What a copy created: (original, copy) for every op, and every block (nested ones included).
#[derive(Default, Debug)]
pub struct Copies {
    /// (original, copy) of every op copied.
    pub ops: Vec<(OpId, OpId)>,
    /// Every block created.
    pub blocks: Vec<BlockId>,
}

/// Clones `o` (regions, blocks and successors included) at `ip`; operands are remapped through
/// `map`, which receives the clone's results and block arguments. `ops` receives (original,
/// clone) for `o` and every op nested in it.
pub fn clone_op(
    m: &mut Module,
    o: OpId,
    ip: InsertPoint,
    map: &mut ValueMap,
    ops: &mut Vec<(OpId, OpId)>,
) -> OpId {
    let mut copies = Copies {
        ops: std::mem::take(ops),
        blocks: Vec::new(),
    };
    let n = clone_op_into(m, o, ip, map, &mut copies);
    *ops = copies.ops;
    n
}

/// [`clone_op`], recording created blocks too.
pub fn clone_op_into(
    m: &mut Module,
    o: OpId,
    ip: InsertPoint,
    map: &mut ValueMap,
    copies: &mut Copies,
) -> OpId {
    // Only what the copy needs is read from `o` (no copy of its whole data), and the
    // attribute lists are copied once, straight into the new op.
    let d = m.op(o);
    let (kind, name, loc) = (d.kind, d.name, d.loc.clone());
    let (props, attrs) = (d.props.clone(), d.attrs.clone());
    let successors: Vec<BlockId> = d.successors.to_vec();
    let old_regions = d.regions.clone();
    let mut regions = Vec::with_capacity(old_regions.len());
    for &r in &old_regions {
        let nr = m.new_region();
        clone_blocks(m, r, nr, None, false, map, copies);
        regions.push(nr);
    }
    let d = m.op(o);
    let spec = OpSpec {
        kind,
        name,
        operands: d
            .operands
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect(),
        result_types: d.results.iter().map(|&r| m.value_type(r)).collect(),
        props: Vec::new(),
        attrs: Vec::new(),
        regions,
        successors,
        loc,
    };
    let n = m.insert_new_op(ip, spec);
    let nd = m.op_mut(n);
    nd.props = props;
    nd.attrs = attrs;
    for i in 0..m.op(o).results.len() {
        map.insert(m.op(o).results[i], m.op(n).results[i]);
    }
    copies.ops.push((o, n));
    n
}

/// Clones the blocks of `src` into `dst` (before `before`, or at the end) and returns the new
/// blocks in order; successors among them are remapped. With `entry_args_mapped`, the entry
/// block's arguments are already in `map` (an inlined call's operands) and get no copies.
pub fn clone_blocks(
    m: &mut Module,
    src: RegionId,
    dst: RegionId,
    before: Option<BlockId>,
    entry_args_mapped: bool,
    map: &mut ValueMap,
    copies: &mut Copies,
) -> Vec<BlockId> {
    let old: Vec<BlockId> = m.region_blocks(src).collect();
    let mut bmap: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    let mut new = Vec::with_capacity(old.len());
    for (i, &b) in old.iter().enumerate() {
        let nb = m.create_block();
        match before {
            Some(p) => m.insert_block_before(dst, p, nb),
            None => m.append_block(dst, nb),
        }
        if !(entry_args_mapped && i == 0) {
            for a in m.block(b).args.clone() {
                let t = m.value_type(a);
                let loc = m.value_loc(a).cloned();
                let na = m.add_block_arg(nb, t, loc);
                map.insert(a, na);
            }
        }
        bmap.insert(b, nb);
        new.push(nb);
        copies.blocks.push(nb);
    }
    for (&b, &nb) in old.iter().zip(&new) {
        // (The source block does not change while its copy grows elsewhere.)
        let mut next = m.block(b).first;
        while let Some(o) = next {
            next = m.op(o).next;
            let c = clone_op_into(m, o, InsertPoint::BlockEnd(nb), map, copies);
            if !m.op(c).successors.is_empty() {
                for s in m.op_mut(c).successors.iter_mut() {
                    *s = *bmap.get(s).unwrap_or(s);
                }
            }
        }
    }
    new
}
