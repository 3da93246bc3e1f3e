//! Removal of the pure instructions whose results nothing uses, before Cranelift sees them.
//!
//! The lowering emits some values that end up unused: the `%iv + 1`, `%iv + 2`, ... of an
//! unrolled loop body whose loads and stores are addressed through strength-reduced pointers
//! ([`super::super::strength`]), the descriptor fields of a view nobody reads, the operands of
//! an access whose address came from a stream. Cranelift's `-O3` e-graph drops them too, but
//! only after building, hashing and rewriting each one (its compile time is counted per
//! instruction), and its `-O0` pipeline keeps and executes them. Here one linear pass counts
//! uses and a worklist deletes every instruction without side effects whose results are all
//! unused, then the instructions only it used:
//!
//! ```text
//! // before                                 // after
//! block9(v120: i64, v121: f64, v148: i64):  block9(v120: i64, v121: f64, v148: i64):
//!     v151 = load.f64 notrap v148               v151 = load.f64 notrap v148
//!     v155 = iadd v120, v23   ; unused          v156 = iadd v148, v134
//!     v156 = iadd v148, v134                    ...
//! ```
//!
//! Calls, stores, loads (even unused ones, which may fault), traps, branches and anything
//! Cranelift marks as having other side effects are kept.

use cranelift_codegen::entity::EntityRef;
use cranelift_codegen::ir::{Function, Inst, ValueDef};

/// True if removing `inst` when its results are unused cannot change what the function does.
fn removable(func: &Function, inst: Inst) -> bool {
    let op = func.dfg.insts[inst].opcode();
    !(op.is_call()
        || op.is_branch()
        || op.is_terminator()
        || op.is_return()
        || op.can_trap()
        || op.other_side_effects()
        || op.can_store()
        || op.can_load())
        && !func.dfg.inst_results(inst).is_empty()
}

/// Deletes the dead pure instructions of `func` (see the module docs); returns how many.
pub fn eliminate_dead_code(func: &mut Function) -> usize {
    let mut uses = vec![0u32; func.dfg.num_values()];
    for blk in func.layout.blocks() {
        for inst in func.layout.block_insts(blk) {
            for v in func.dfg.inst_values(inst) {
                uses[func.dfg.resolve_aliases(v).index()] += 1;
            }
        }
    }
    let dead = |func: &Function, uses: &[u32], inst: Inst| {
        removable(func, inst)
            && func
                .dfg
                .inst_results(inst)
                .iter()
                .all(|r| uses[r.index()] == 0)
    };
    let mut work: Vec<Inst> = Vec::new();
    for blk in func.layout.blocks() {
        for inst in func.layout.block_insts(blk) {
            if dead(func, &uses, inst) {
                work.push(inst);
            }
        }
    }
    let mut removed = 0;
    while let Some(inst) = work.pop() {
        if func.layout.inst_block(inst).is_none() {
            continue;
        }
        let args: Vec<_> = func.dfg.inst_values(inst).collect();
        func.layout.remove_inst(inst);
        removed += 1;
        for v in args {
            let v = func.dfg.resolve_aliases(v);
            uses[v.index()] -= 1;
            if uses[v.index()] == 0 {
                if let ValueDef::Result(def, _) = func.dfg.value_def(v) {
                    if func.layout.inst_block(def).is_some() && dead(func, &uses, def) {
                        work.push(def);
                    }
                }
            }
        }
    }
    removed
}
