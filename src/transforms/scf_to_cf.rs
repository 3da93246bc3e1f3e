//! `--convert-scf-to-cf`: replaces structured control flow (`scf.for`, `scf.if`, `scf.while`,
//! `scf.execute_region`, `scf.index_switch`) by blocks and `cf` branches, building the blocks in
//! the order mlir-opt 22's patterns build them. With it, programs run with unstructured loops
//! (back edges), which the ownership-based deallocation handles (see `ownership/`).
//!
//! ```mlir
//! %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
//!   %n = arith.addf %a, %a : f32
//!   scf.yield %n : f32
//! }
//! use(%r)
//! ```
//! becomes
//! ```mlir
//!   cf.br ^bb1(%lb, %x : index, f32)
//! ^bb1(%i: index, %a: f32):
//!   %c = arith.cmpi slt, %i, %ub : index
//!   cf.cond_br %c, ^bb2, ^bb3
//! ^bb2:
//!   %n = arith.addf %a, %a : f32
//!   %i2 = arith.addi %i, %s : index
//!   cf.br ^bb1(%i2, %n : index, f32)
//! ^bb3:
//!   use(%a)
//! ```
//! Ops nested in a single-block region that stays (`scf.parallel`, `scf.forall`, `linalg`,
//! `affine` loops) are left alone: their region could not hold the blocks. Those ops are not
//! lowered either (mlir-opt 22 rewrites `scf.parallel` and `scf.forall` into `scf.for` nests
//! first; bufjit leaves them structured).

use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{
    Attribute, BlockId, InsertPoint, Location, Module, NamedAttr, OpId, OpSpec, RegionId, TypeData,
    ValueId,
};

/// Runs the pass on every function of the module.
pub fn run(m: &mut Module, opts: &super::PassOptions) -> Result<(), Diagnostic> {
    for f in m.top_level_ops() {
        if m.op(f).kind == OpKind::Func {
            run_on_function(m, f, opts)?;
        }
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(
    m: &mut Module,
    func: OpId,
    _opts: &super::PassOptions,
) -> Result<(), Diagnostic> {
    // Outermost ops first: lowering one moves its (possibly structured) body into the
    // function's region, where the next sweep finds the ops nested in it.
    while let Some(op) = next_lowerable(m, func) {
        lower(m, op);
    }
    Ok(())
}

fn is_lowered(k: OpKind) -> bool {
    matches!(
        k,
        OpKind::For | OpKind::If | OpKind::While | OpKind::ExecuteRegion | OpKind::IndexSwitch
    )
}

/// The first op (in walk order) of the function's own region that this pass lowers.
fn next_lowerable(m: &Module, func: OpId) -> Option<OpId> {
    let r = *m.op(func).regions.first()?;
    for b in m.region_blocks(r) {
        for o in m.block_ops(b) {
            if is_lowered(m.op(o).kind) {
                return Some(o);
            }
        }
    }
    None
}

fn lower(m: &mut Module, op: OpId) {
    match m.op(op).kind {
        OpKind::For => lower_for(m, op),
        OpKind::If => lower_if(m, op),
        OpKind::While => lower_while(m, op),
        OpKind::ExecuteRegion => lower_execute_region(m, op),
        OpKind::IndexSwitch => lower_index_switch(m, op),
        _ => unreachable!("not lowered by convert-scf-to-cf"),
    }
}

/// Moves `op` and every op after it into a new block right after `op`'s block.
fn split_block_at(m: &mut Module, op: OpId) -> BlockId {
    let b = m.op(op).parent.expect("op in a block");
    let r = m.block(b).parent.expect("block in a region");
    let nb = m.create_block();
    match m.block(b).next {
        Some(n) => m.insert_block_before(r, n, nb),
        None => m.append_block(r, nb),
    }
    let mut cur = Some(op);
    while let Some(o) = cur {
        cur = m.op(o).next;
        m.move_op(o, InsertPoint::BlockEnd(nb));
    }
    nb
}

/// Moves every block of `src` before `before` (in `before`'s region); returns them.
fn inline_region_before(m: &mut Module, src: RegionId, before: BlockId) -> Vec<BlockId> {
    let r = m.block(before).parent.expect("block in a region");
    let blocks: Vec<BlockId> = m.region_blocks(src).collect();
    for &b in &blocks {
        m.unlink_block(b);
        m.insert_block_before(r, before, b);
    }
    blocks
}

fn create(m: &mut Module, ip: InsertPoint, spec: OpSpec) -> OpId {
    m.insert_new_op(ip, spec)
}

/// `cf.br ^dest(args)`.
fn br(m: &mut Module, ip: InsertPoint, dest: BlockId, args: Vec<ValueId>, loc: &Location) {
    let spec = OpSpec {
        operands: args,
        successors: vec![dest],
        ..OpSpec::new(m, OpKind::Br, loc.clone())
    };
    create(m, ip, spec);
}

/// `cf.cond_br %c, ^t(targs), ^f(fargs)`.
#[allow(clippy::too_many_arguments)]
fn cond_br(
    m: &mut Module,
    ip: InsertPoint,
    c: ValueId,
    t: BlockId,
    targs: Vec<ValueId>,
    f: BlockId,
    fargs: Vec<ValueId>,
    loc: &Location,
) {
    let seg = crate::dialects::segments(m, &[1, targs.len(), fargs.len()]);
    let mut operands = vec![c];
    operands.extend(targs);
    operands.extend(fargs);
    let spec = OpSpec {
        operands,
        successors: vec![t, f],
        props: vec![NamedAttr::new("operandSegmentSizes", seg)],
        ..OpSpec::new(m, OpKind::CondBr, loc.clone())
    };
    create(m, ip, spec);
}

/// Replaces the terminator of `b` (an `scf.yield`/`scf.condition`) by a branch to `dest`
/// with the yielded values.
fn yield_to_br(m: &mut Module, b: BlockId, dest: BlockId) {
    let t = m.terminator(b).expect("terminated block");
    let loc = m.op(t).loc.clone();
    let args = m.op(t).operands.to_vec();
    br(m, InsertPoint::Before(t), dest, args, &loc);
    m.erase_op(t);
}

/// Replaces `op`'s results by `vals` and erases it.
fn replace_op(m: &mut Module, op: OpId, vals: &[ValueId]) {
    for (r, &v) in m.op(op).results.clone().into_iter().zip(vals) {
        m.replace_all_uses(r, v);
    }
    m.erase_op(op);
}

/// `ForLowering`: init block, condition block (the body's entry with its arguments), body
/// blocks ending in the increment and the back edge, continuation.
fn lower_for(m: &mut Module, op: OpId) {
    let loc = m.op(op).loc.clone();
    let operands = m.op(op).operands.to_vec();
    let (lb, ub, step, inits) = (operands[0], operands[1], operands[2], &operands[3..]);
    let unsigned = m.attr(op, "unsignedCmp").is_some();
    let init_block = m.op(op).parent.expect("op in a block");
    let end = split_block_at(m, op);
    let body_region = m.op(op).regions[0];
    let cond_block = m.entry_block(body_region).expect("scf.for body");
    let first_body = m.create_block();
    match m.block(cond_block).next {
        Some(n) => m.insert_block_before(body_region, n, first_body),
        None => m.append_block(body_region, first_body),
    }
    let mut cur = m.block(cond_block).first;
    while let Some(o) = cur {
        cur = m.op(o).next;
        m.move_op(o, InsertPoint::BlockEnd(first_body));
    }
    let last_body = m.region_blocks(body_region).last().expect("body");
    let iv = m.block(cond_block).args[0];
    let y = m.terminator(last_body).expect("scf.yield");
    let yloc = m.op(y).loc.clone();
    let ty = m.value_type(iv);
    let spec = OpSpec {
        operands: vec![iv, step],
        result_types: vec![ty],
        ..OpSpec::new(m, OpKind::AddI, loc.clone())
    };
    let add = create(m, InsertPoint::Before(y), spec);
    let stepped = m.op(add).results[0];
    let mut args = vec![stepped];
    args.extend(m.op(y).operands.iter().copied());
    br(m, InsertPoint::Before(y), cond_block, args, &yloc);
    m.erase_op(y);
    inline_region_before(m, body_region, end);
    let mut entry_args = vec![lb];
    entry_args.extend_from_slice(inits);
    br(
        m,
        InsertPoint::BlockEnd(init_block),
        cond_block,
        entry_args,
        &loc,
    );
    let i64t = m.intern_type(TypeData::Integer {
        width: 64,
        signedness: crate::ir::Signedness::Signless,
    });
    let i1 = m.intern_type(TypeData::Integer {
        width: 1,
        signedness: crate::ir::Signedness::Signless,
    });
    let pred = if unsigned { 6 } else { 2 };
    let spec = OpSpec {
        operands: vec![iv, ub],
        result_types: vec![i1],
        props: vec![NamedAttr::new(
            "predicate",
            Attribute::Integer {
                value: pred,
                ty: i64t,
            },
        )],
        ..OpSpec::new(m, OpKind::CmpI, loc.clone())
    };
    let cmp = create(m, InsertPoint::BlockEnd(cond_block), spec);
    let c = m.op(cmp).results[0];
    cond_br(
        m,
        InsertPoint::BlockEnd(cond_block),
        c,
        first_body,
        vec![],
        end,
        vec![],
        &loc,
    );
    let results: Vec<ValueId> = m.block(cond_block).args[1..].to_vec();
    replace_op(m, op, &results);
}

/// The block the op's results continue in: the rest of its block, taking the results as
/// arguments; with `separate` (`IfLowering`) a new block takes them and branches to the rest.
fn continuation(m: &mut Module, op: OpId, separate: bool) -> (BlockId, BlockId) {
    let loc = m.op(op).loc.clone();
    let cond_block = m.op(op).parent.expect("op in a block");
    let remaining = split_block_at(m, op);
    // The op itself moved into `remaining`: put it back at the end of its block.
    m.move_op(op, InsertPoint::BlockEnd(cond_block));
    if m.op(op).results.is_empty() {
        return (cond_block, remaining);
    }
    if !separate {
        for v in m.op(op).results.clone() {
            let t = m.value_type(v);
            m.add_block_arg(remaining, t, Some(loc.clone()));
        }
        return (cond_block, remaining);
    }
    let r = m.block(remaining).parent.expect("region");
    let cont = m.create_block();
    m.insert_block_before(r, remaining, cont);
    for v in m.op(op).results.clone() {
        let t = m.value_type(v);
        m.add_block_arg(cont, t, Some(loc.clone()));
    }
    br(m, InsertPoint::BlockEnd(cont), remaining, vec![], &loc);
    (cond_block, cont)
}

/// Inlines a region whose blocks end in `scf.yield` before `cont`, each yield becoming a
/// branch to `cont`; returns the region's entry block.
fn inline_yielding(m: &mut Module, r: RegionId, cont: BlockId) -> BlockId {
    let blocks = inline_region_before(m, r, cont);
    for &b in &blocks {
        if m.terminator(b)
            .is_some_and(|t| m.op(t).kind == OpKind::Yield)
        {
            yield_to_br(m, b, cont);
        }
    }
    blocks[0]
}

/// `IfLowering`: `cf.cond_br` to the inlined then/else blocks, both branching to the
/// continuation.
fn lower_if(m: &mut Module, op: OpId) {
    let loc = m.op(op).loc.clone();
    let (cond_block, cont) = continuation(m, op, true);
    let regions = m.op(op).regions.to_vec();
    let then_b = inline_yielding(m, regions[0], cont);
    let else_b = match regions.get(1) {
        Some(&r) if m.entry_block(r).is_some() => inline_yielding(m, r, cont),
        _ => cont,
    };
    let c = m.op(op).operands[0];
    cond_br(
        m,
        InsertPoint::BlockEnd(cond_block),
        c,
        then_b,
        vec![],
        else_b,
        vec![],
        &loc,
    );
    let results: Vec<ValueId> = m.block(cont).args.to_vec();
    replace_op(m, op, &results);
}

/// `ExecuteRegionLowering`: a branch into the inlined region, whose yields branch to the
/// continuation.
fn lower_execute_region(m: &mut Module, op: OpId) {
    let loc = m.op(op).loc.clone();
    let (cond_block, cont) = continuation(m, op, false);
    let r = m.op(op).regions[0];
    let entry = inline_yielding(m, r, cont);
    br(m, InsertPoint::BlockEnd(cond_block), entry, vec![], &loc);
    let results: Vec<ValueId> = m.block(cont).args.to_vec();
    replace_op(m, op, &results);
}

/// `IndexSwitchLowering`: a `cf.switch` on the index (cast to `i32`) to the inlined case
/// regions, the default region last.
fn lower_index_switch(m: &mut Module, op: OpId) {
    let loc = m.op(op).loc.clone();
    let (cond_block, cont) = continuation(m, op, false);
    let regions = m.op(op).regions.to_vec();
    let (default_r, cases) = regions.split_first().expect("default region");
    let case_values: Vec<i64> = match m.attr(op, "cases") {
        Some(Attribute::DenseArray { values, .. }) => values.clone(),
        _ => Vec::new(),
    };
    let case_blocks: Vec<BlockId> = cases.iter().map(|&r| inline_yielding(m, r, cont)).collect();
    let default_b = inline_yielding(m, *default_r, cont);
    let idx = m.op(op).operands[0];
    let i32t = m.intern_type(TypeData::Integer {
        width: 32,
        signedness: crate::ir::Signedness::Signless,
    });
    let spec = OpSpec {
        operands: vec![idx],
        result_types: vec![i32t],
        ..OpSpec::new(m, OpKind::IndexCast, loc.clone())
    };
    let cast = create(m, InsertPoint::BlockEnd(cond_block), spec);
    let flag = m.op(cast).results[0];
    let mut props = vec![NamedAttr::new(
        "operandSegmentSizes",
        crate::dialects::segments(m, &[1, 0, 0]),
    )];
    if !case_values.is_empty() {
        let vt = m.intern_type(TypeData::Vector {
            shape: vec![case_values.len() as i64],
            scalable: vec![false],
            elem: i32t,
        });
        let items = case_values
            .iter()
            .map(|&v| Attribute::Integer {
                value: v as i128,
                ty: i32t,
            })
            .collect();
        props.push(NamedAttr::new(
            "case_values",
            Attribute::Dense {
                ty: vt,
                data: crate::ir::DenseData::from_elements(items),
            },
        ));
    }
    let case_ops = crate::dialects::segments(m, &vec![0; case_blocks.len()]);
    props.push(NamedAttr::new("case_operand_segments", case_ops));
    let mut successors = vec![default_b];
    successors.extend(case_blocks);
    let spec = OpSpec {
        operands: vec![flag],
        successors,
        props,
        ..OpSpec::new(m, OpKind::Switch, loc.clone())
    };
    create(m, InsertPoint::BlockEnd(cond_block), spec);
    let results: Vec<ValueId> = m.block(cont).args.to_vec();
    replace_op(m, op, &results);
}

/// `WhileLowering`: a branch into the "before" blocks, whose `scf.condition` branches to the
/// "after" blocks (or, for a do-while whose "after" region only forwards its arguments,
/// straight back to the "before" entry) or to the continuation; the "after" yields branch
/// back to the "before" entry.
fn lower_while(m: &mut Module, op: OpId) {
    let loc = m.op(op).loc.clone();
    let cur_block = m.op(op).parent.expect("op in a block");
    let cont = split_block_at(m, op);
    m.move_op(op, InsertPoint::BlockEnd(cur_block));
    let regions = m.op(op).regions.to_vec();
    let (before_r, after_r) = (regions[0], regions[1]);
    let before_entry = m.entry_block(before_r).expect("before region");
    let after_entry = m.entry_block(after_r).expect("after region");
    let do_while = is_forwarding_after(m, after_entry);
    let before_blocks: Vec<BlockId> = m.region_blocks(before_r).collect();
    let cond_block = *before_blocks
        .iter()
        .find(|&&b| {
            m.terminator(b)
                .is_some_and(|t| m.op(t).kind == OpKind::Condition)
        })
        .expect("scf.condition");
    let cond_op = m.terminator(cond_block).expect("terminator");
    let cloc = m.op(cond_op).loc.clone();
    let cond_operands = m.op(cond_op).operands.to_vec();
    let (c, args) = (cond_operands[0], cond_operands[1..].to_vec());
    if do_while {
        cond_br(
            m,
            InsertPoint::Before(cond_op),
            c,
            before_entry,
            args.clone(),
            cont,
            vec![],
            &cloc,
        );
        m.erase_op(cond_op);
        inline_region_before(m, before_r, cont);
    } else {
        let after_blocks = inline_region_before(m, after_r, cont);
        for b in after_blocks {
            if m.terminator(b)
                .is_some_and(|t| m.op(t).kind == OpKind::Yield)
            {
                yield_to_br(m, b, before_entry);
            }
        }
        inline_region_before(m, before_r, after_entry);
        cond_br(
            m,
            InsertPoint::Before(cond_op),
            c,
            after_entry,
            args.clone(),
            cont,
            vec![],
            &cloc,
        );
        m.erase_op(cond_op);
    }
    let inits = m.op(op).operands.to_vec();
    br(
        m,
        InsertPoint::BlockEnd(cur_block),
        before_entry,
        inits,
        &loc,
    );
    replace_op(m, op, &args);
}

/// True if the "after" region is one block whose only op yields its arguments in order.
fn is_forwarding_after(m: &Module, b: BlockId) -> bool {
    if m.block(b).next.is_some() {
        return false;
    }
    let Some(first) = m.block(b).first else {
        return false;
    };
    m.op(first).kind == OpKind::Yield && m.op(first).operands.as_slice() == m.block(b).args
}
