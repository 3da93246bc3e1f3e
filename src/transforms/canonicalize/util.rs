//! Small IR surgery helpers shared by the canonicalization patterns (and the loop passes):
//! moving a block's ops, moving regions between ops, building `scf.if`/`scf.yield`, and
//! respecifying an op with new operands.

use crate::dialects::OpKind;
use crate::ir::{BlockId, InsertPoint, Location, OpData, OpId, OpSpec, RegionId, TypeId, ValueId};
use crate::rewrite::Rewriter;

/// The spec of an op like `d` (kind, name, properties, attributes, location) with the given
/// operands, result types and regions, and no successors.
pub fn spec_like(
    d: &OpData,
    operands: Vec<ValueId>,
    result_types: Vec<TypeId>,
    regions: Vec<RegionId>,
) -> OpSpec {
    OpSpec {
        kind: d.kind,
        name: d.name,
        operands,
        result_types,
        props: d.props.to_vec(),
        attrs: d.attrs.to_vec(),
        regions,
        successors: vec![],
        loc: d.loc.clone(),
    }
}

/// `inlineBlockBefore`: moves every op of `block` before `before` (each move is an insertion for
/// the driver), replacing the block's arguments by `args`.
pub fn inline_block_before(rw: &mut Rewriter<'_>, block: BlockId, before: OpId, args: &[ValueId]) {
    let bargs = rw.m.block(block).args.clone();
    for (a, v) in bargs.iter().zip(args) {
        rw.replace_all_uses_with(*a, *v);
    }
    while let Some(o) = rw.m.block(block).first {
        rw.m.move_op(o, InsertPoint::Before(before));
        rw.notify_inserted(o);
    }
}

/// `mergeBlocks`: moves every op of `src` to the end of `dest`.
pub fn merge_blocks(rw: &mut Rewriter<'_>, src: BlockId, dest: BlockId, args: &[ValueId]) {
    let bargs = rw.m.block(src).args.clone();
    for (a, v) in bargs.iter().zip(args) {
        rw.replace_all_uses_with(*a, *v);
    }
    while let Some(o) = rw.m.block(src).first {
        rw.m.move_op(o, InsertPoint::BlockEnd(dest));
        rw.notify_inserted(o);
    }
    rw.m.erase_block(src);
}

/// Moves the regions of `from` to `to` (`to` must have no regions); `from` keeps empty ones.
pub fn take_regions(rw: &mut Rewriter<'_>, from: OpId, to: OpId) {
    let rs = std::mem::take(&mut rw.m.op_mut(from).regions);
    for &r in &rs {
        rw.m.regions[r.index()].parent = Some(to);
    }
    let fresh: Vec<RegionId> = rs.iter().map(|_| rw.m.new_region()).collect();
    for &r in &fresh {
        rw.m.regions[r.index()].parent = Some(from);
    }
    rw.m.op_mut(from).regions = fresh.into_iter().collect();
    rw.m.op_mut(to).regions = rs;
}

/// Creates `scf.if %cond -> (types)` at the rewriter's insertion point with empty regions.
pub fn create_if(rw: &mut Rewriter<'_>, cond: ValueId, types: Vec<TypeId>, loc: &Location) -> OpId {
    let r0 = rw.m.new_region();
    let r1 = rw.m.new_region();
    rw.create(OpKind::If, vec![cond], types, vec![], vec![r0, r1], loc)
}

/// Creates an `scf.if %cond { body }` whose then block is filled by `body` (not notified, as
/// MLIR's builder callbacks run before the op is inserted), with an empty else region.
pub fn create_if_then(
    rw: &mut Rewriter<'_>,
    cond: ValueId,
    loc: &Location,
    body: impl FnOnce(&mut crate::ir::Module, BlockId),
) -> OpId {
    let r0 = rw.m.new_region();
    let b = rw.m.create_block();
    rw.m.append_block(r0, b);
    body(rw.m, b);
    let name = rw.m.sym(OpKind::Yield.name());
    rw.m.insert_new_op(
        InsertPoint::BlockEnd(b),
        crate::ir::OpSpec {
            kind: OpKind::Yield,
            name,
            operands: vec![],
            result_types: vec![],
            props: vec![],
            attrs: vec![],
            regions: vec![],
            successors: vec![],
            loc: loc.clone(),
        },
    );
    let r1 = rw.m.new_region();
    rw.create(OpKind::If, vec![cond], vec![], vec![], vec![r0, r1], loc)
}

/// The terminator of the first block of region `i` of `op`.
pub fn region_terminator(rw: &Rewriter<'_>, op: OpId, i: usize) -> Option<OpId> {
    let r = *rw.m.op(op).regions.get(i)?;
    let b = rw.m.entry_block(r)?;
    rw.m.terminator(b)
}

/// `RewriterBase::eraseOpResults`: replaces `op` by a copy without the results not in `keep`
/// (same operands, attributes and successors; the regions move over), returning the new op.
/// The dropped results must be unused.
pub fn erase_op_results(rw: &mut Rewriter<'_>, op: OpId, keep: &[bool]) -> OpId {
    let d = rw.m.op(op).clone();
    let result_types = d
        .results
        .iter()
        .zip(keep)
        .filter(|(_, &k)| k)
        .map(|(&r, _)| rw.m.value_type(r))
        .collect();
    let spec = crate::ir::OpSpec {
        kind: d.kind,
        name: d.name,
        operands: d.operands.clone(),
        result_types,
        props: d.props.to_vec(),
        attrs: d.attrs.to_vec(),
        regions: vec![],
        successors: d.successors.to_vec(),
        loc: d.loc.clone(),
    };
    let new = rw.m.insert_new_op(InsertPoint::Before(op), spec);
    rw.notify_inserted(new);
    take_regions(rw, op, new);
    let new_results = rw.m.op(new).results.clone();
    let mut next = 0;
    for (i, &r) in d.results.iter().enumerate() {
        if keep[i] {
            rw.replace_all_uses_with(r, new_results[next]);
            next += 1;
        }
    }
    rw.erase_op(op);
    new
}

/// `RewriterBase::splitBlock`: moves `before` and every op after it into a new block inserted
/// after `block`, last op first (each move is an insertion for the driver); returns the block.
pub fn split_block(rw: &mut Rewriter<'_>, block: BlockId, before: OpId) -> BlockId {
    let new = rw.m.create_block();
    let region = rw.m.block(block).parent.expect("block in a region");
    match rw.m.block(block).next {
        Some(n) => rw.m.insert_block_before(region, n, new),
        None => rw.m.append_block(region, new),
    }
    while rw.m.op(before).parent != Some(new) {
        let Some(last) = rw.m.block(block).last else {
            break;
        };
        rw.m.move_op(last, InsertPoint::BlockStart(new));
        rw.notify_inserted(last);
    }
    new
}
