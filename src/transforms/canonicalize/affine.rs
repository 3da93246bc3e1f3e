//! Canonicalization of the affine and shape ops, as MLIR 22's canonicalizer does it:
//! operands of maps and sets are canonicalized (dimension operands that are valid symbols become
//! symbols, duplicates merge, constant symbols fold into the map, unused operands go), maps are
//! simplified through their flattened form, `affine.apply`/`min`/`max` fold to a value or a
//! constant, `affine.for` bounds fold and canonicalize, and `shape.assuming` drops unused
//! results.
//!
//! ```mlir
//! %v = affine.load %m[%arg1] : memref<4xf32>          // %arg1: a function argument
//! %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%c3)  // %c3 = arith.constant 3 : index
//! ```
//! becomes
//! ```mlir
//! %v = affine.load %m[symbol(%arg1)] : memref<4xf32>
//! %c6 = arith.constant 6 : index
//! ```

use super::fn_pattern;
use crate::dialects::{affine as dialect, OpKind};
use crate::ir::affine as af;
use crate::ir::{AffineExpr, AffineMap, Attribute, Module, OpId, TypeData, ValueId};
use crate::rewrite::pattern::{FoldResult, FoldValue};
use crate::rewrite::{Pattern, Rewriter};

/// The value of an index (or integer) `arith.constant`.
fn const_of(m: &Module, v: ValueId) -> Option<i64> {
    let o = m.defining_op(v)?;
    if m.op(o).kind != OpKind::Constant {
        return None;
    }
    match m.attr(o, "value") {
        Some(Attribute::Integer { value, .. }) => i64::try_from(*value).ok(),
        _ => None,
    }
}

pub use crate::dialects::affine::is_valid_symbol;

/// A map or set body with its operands: dimension and symbol counts and the expressions.
struct Body {
    nd: u32,
    ns: u32,
    exprs: Vec<AffineExpr>,
}

/// `canonicalizeMapOrSetAndOperands`: promotes valid-symbol dimensions to symbols, then drops
/// unused operands, merges duplicates and folds constant symbols into the expressions.
fn canonicalize_operands(m: &Module, b: &mut Body, operands: &mut Vec<ValueId>) {
    if operands.is_empty() || operands.len() != (b.nd + b.ns) as usize {
        return;
    }
    // canonicalizePromotedSymbols
    let nd = b.nd as usize;
    let mut dim_map = Vec::with_capacity(nd);
    let (mut next_dim, mut next_sym) = (0u32, 0u32);
    let mut ops = Vec::new();
    let mut promoted = Vec::new();
    for (i, &v) in operands.iter().enumerate() {
        if i < nd {
            if is_valid_symbol(m, v) {
                dim_map.push(AffineExpr::Sym(b.ns + next_sym));
                next_sym += 1;
                promoted.push(v);
            } else {
                dim_map.push(AffineExpr::Dim(next_dim));
                next_dim += 1;
                ops.push(v);
            }
        } else {
            ops.push(v);
        }
    }
    ops.extend(promoted);
    let syms: Vec<AffineExpr> = (0..b.ns).map(AffineExpr::Sym).collect();
    b.exprs = b.exprs.iter().map(|e| e.replace(&dim_map, &syms)).collect();
    b.nd = next_dim;
    b.ns += next_sym;
    *operands = ops;
    // Used ids, duplicates and constant symbols.
    let mut used_d = vec![false; b.nd as usize];
    let mut used_s = vec![false; b.ns as usize];
    for e in &b.exprs {
        e.walk_ids(&mut |is_dim, i| {
            let u = if is_dim { &mut used_d } else { &mut used_s };
            if let Some(x) = u.get_mut(i as usize) {
                *x = true;
            }
        });
    }
    let nd = b.nd as usize;
    let mut result = Vec::new();
    let mut dim_remap = vec![AffineExpr::Const(0); nd];
    let mut seen: Vec<(ValueId, AffineExpr)> = Vec::new();
    let mut next = 0u32;
    for i in 0..nd {
        if !used_d[i] {
            continue;
        }
        let v = operands[i];
        if let Some((_, e)) = seen.iter().find(|(x, _)| *x == v) {
            dim_remap[i] = e.clone();
        } else {
            dim_remap[i] = AffineExpr::Dim(next);
            next += 1;
            result.push(v);
            seen.push((v, dim_remap[i].clone()));
        }
    }
    let mut sym_remap = vec![AffineExpr::Const(0); b.ns as usize];
    let mut seen: Vec<(ValueId, AffineExpr)> = Vec::new();
    let mut next_s = 0u32;
    for i in 0..b.ns as usize {
        if !used_s[i] {
            continue;
        }
        let v = operands[nd + i];
        if let Some(c) = const_of(m, v) {
            sym_remap[i] = AffineExpr::Const(c);
            continue;
        }
        if let Some((_, e)) = seen.iter().find(|(x, _)| *x == v) {
            sym_remap[i] = e.clone();
        } else {
            sym_remap[i] = AffineExpr::Sym(next_s);
            next_s += 1;
            result.push(v);
            seen.push((v, sym_remap[i].clone()));
        }
    }
    b.exprs = b
        .exprs
        .iter()
        .map(|e| e.replace(&dim_remap, &sym_remap))
        .collect();
    b.nd = next;
    b.ns = next_s;
    *operands = result;
}

/// A flattened pure-affine expression: coefficients of dims, symbols, locals and a constant.
#[derive(Clone)]
struct FlatExpr {
    ids: Vec<i64>,
    locals: Vec<i64>,
    cst: i64,
}

/// `SimpleAffineExprFlattener`: locals are the floor divisions it had to keep.
struct Flattener {
    nd: usize,
    ns: usize,
    locals: Vec<AffineExpr>,
}

impl Flattener {
    fn zero(&self) -> FlatExpr {
        FlatExpr {
            ids: vec![0; self.nd + self.ns],
            locals: vec![0; self.locals.len()],
            cst: 0,
        }
    }

    fn pad(&self, f: &mut FlatExpr) {
        f.locals.resize(self.locals.len(), 0);
    }

    fn is_const(f: &FlatExpr) -> bool {
        f.ids.iter().all(|&c| c == 0) && f.locals.iter().all(|&c| c == 0)
    }

    /// `getAffineExprFromFlatForm`.
    fn rebuild(&self, f: &FlatExpr) -> AffineExpr {
        let mut e = AffineExpr::Const(0);
        for (j, &c) in f.ids.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let id = if j < self.nd {
                AffineExpr::Dim(j as u32)
            } else {
                AffineExpr::Sym((j - self.nd) as u32)
            };
            e = af::add(e, af::mul(id, AffineExpr::Const(c)));
        }
        for (j, &c) in f.locals.iter().enumerate() {
            if c == 0 {
                continue;
            }
            e = af::add(e, af::mul(self.locals[j].clone(), AffineExpr::Const(c)));
        }
        if f.cst != 0 {
            e = af::add(e, AffineExpr::Const(f.cst));
        }
        e
    }

    fn local(&mut self, e: AffineExpr) -> usize {
        if let Some(i) = self.locals.iter().position(|x| *x == e) {
            return i;
        }
        self.locals.push(e);
        self.locals.len() - 1
    }

    fn flatten(&mut self, e: &AffineExpr) -> Option<FlatExpr> {
        let mut out = self.zero();
        match e {
            AffineExpr::Dim(i) => *out.ids.get_mut(*i as usize)? = 1,
            AffineExpr::Sym(i) => *out.ids.get_mut(self.nd + *i as usize)? = 1,
            AffineExpr::Const(c) => out.cst = *c,
            AffineExpr::Add(a, b) => {
                let mut x = self.flatten(a)?;
                let mut y = self.flatten(b)?;
                self.pad(&mut x);
                self.pad(&mut y);
                for (p, q) in x.ids.iter_mut().zip(&y.ids) {
                    *p = p.checked_add(*q)?;
                }
                for (p, q) in x.locals.iter_mut().zip(&y.locals) {
                    *p = p.checked_add(*q)?;
                }
                x.cst = x.cst.checked_add(y.cst)?;
                return Some(x);
            }
            AffineExpr::Mul(a, b) => {
                let mut x = self.flatten(a)?;
                let y = self.flatten(b)?;
                if !Self::is_const(&y) {
                    return None;
                }
                self.pad(&mut x);
                let c = y.cst;
                for p in x.ids.iter_mut().chain(x.locals.iter_mut()) {
                    *p = p.checked_mul(c)?;
                }
                x.cst = x.cst.checked_mul(c)?;
                return Some(x);
            }
            AffineExpr::FloorDiv(a, b) | AffineExpr::CeilDiv(a, b) => {
                let c = b.as_const().filter(|&c| c > 0)?;
                let mut x = self.flatten(a)?;
                self.pad(&mut x);
                let mut g = c.unsigned_abs();
                for &v in x.ids.iter().chain(&x.locals).chain(std::iter::once(&x.cst)) {
                    g = gcd(g, v.unsigned_abs());
                }
                let g = g as i64;
                if g != 1 {
                    for p in x.ids.iter_mut().chain(x.locals.iter_mut()) {
                        *p /= g;
                    }
                    x.cst /= g;
                }
                let divisor = c / g;
                if divisor == 1 {
                    return Some(x);
                }
                let lhs = self.rebuild(&x);
                let d = if matches!(e, AffineExpr::FloorDiv(..)) {
                    af::floordiv(lhs, AffineExpr::Const(divisor))
                } else {
                    af::ceildiv(lhs, AffineExpr::Const(divisor))
                };
                let i = self.local(d);
                let mut out = self.zero();
                out.locals[i] = 1;
                return Some(out);
            }
            AffineExpr::Mod(a, b) => {
                let c = b.as_const().filter(|&c| c > 0)?;
                let mut x = self.flatten(a)?;
                self.pad(&mut x);
                let all = x
                    .ids
                    .iter()
                    .chain(&x.locals)
                    .chain(std::iter::once(&x.cst))
                    .all(|&v| v % c == 0);
                if all {
                    return Some(self.zero());
                }
                let mut g = c.unsigned_abs();
                for &v in x.ids.iter().chain(&x.locals).chain(std::iter::once(&x.cst)) {
                    g = gcd(g, v.unsigned_abs());
                }
                let g = g as i64;
                let mut dividend = x.clone();
                if g != 1 {
                    for p in dividend.ids.iter_mut().chain(dividend.locals.iter_mut()) {
                        *p /= g;
                    }
                    dividend.cst /= g;
                }
                let divisor = c / g;
                let q = af::floordiv(self.rebuild(&dividend), AffineExpr::Const(divisor));
                let i = self.local(q);
                self.pad(&mut x);
                x.locals[i] = x.locals[i].checked_sub(c)?;
                return Some(x);
            }
        }
        Some(out)
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    let (mut a, mut b) = (a, b);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `simplifyAffineExpr`: pure affine expressions are rebuilt from their flattened form
/// (dimensions, then symbols, then divisions, then the constant); others stay as they are.
pub fn simplify_expr(e: &AffineExpr, nd: u32, ns: u32) -> AffineExpr {
    if !e.is_pure_affine() {
        return e.clone();
    }
    let mut f = Flattener {
        nd: nd as usize,
        ns: ns as usize,
        locals: Vec::new(),
    };
    match f.flatten(e) {
        Some(mut x) => {
            f.pad(&mut x);
            f.rebuild(&x)
        }
        None => e.clone(),
    }
}

/// `simplifyAffineMap`.
pub fn simplify_map(map: &AffineMap) -> AffineMap {
    AffineMap {
        num_dims: map.num_dims,
        num_syms: map.num_syms,
        results: map
            .results
            .iter()
            .map(|e| simplify_expr(e, map.num_dims, map.num_syms))
            .collect(),
    }
}

/// Canonicalizes a map with its operands (`canonicalizeMapAndOperands` + `simplifyAffineMap`).
pub fn canonicalize_map(
    m: &Module,
    map: &AffineMap,
    operands: &[ValueId],
) -> (AffineMap, Vec<ValueId>) {
    let mut b = Body {
        nd: map.num_dims,
        ns: map.num_syms,
        exprs: map.results.clone(),
    };
    let mut ops = operands.to_vec();
    canonicalize_operands(m, &mut b, &mut ops);
    let map = AffineMap {
        num_dims: b.nd,
        num_syms: b.ns,
        results: b.exprs,
    };
    (simplify_map(&map), ops)
}

/// `composeAffineMapAndOperands`: operands produced by `affine.apply` are replaced by the
/// applied expression over the producer's own operands, until none is left; the result is
/// canonicalized and simplified.
///
/// ```mlir
/// %x = affine.apply affine_map<(d0)[s0] -> (s0 - d0)>(%i)[%k]
/// affine.store %v, %m[%x] : memref<8xf32>
/// ```
/// becomes
/// ```mlir
/// affine.store %v, %m[-%i + symbol(%k)] : memref<8xf32>
/// ```
pub fn compose_map(m: &Module, map: &AffineMap, operands: &[ValueId]) -> (AffineMap, Vec<ValueId>) {
    if map.results.is_empty() || operands.len() != map.num_inputs() {
        return canonicalize_map(m, map, operands);
    }
    let nd0 = map.num_dims as usize;
    let mut dims: Vec<Option<ValueId>> = operands[..nd0].iter().map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<ValueId>> = operands[nd0..].iter().map(|&v| Some(v)).collect();
    let mut exprs = map.results.clone();
    loop {
        let mut changed = false;
        for pos in 0..dims.len() + syms.len() {
            let is_dim = pos < dims.len();
            let p = if is_dim { pos } else { pos - dims.len() };
            let slot = if is_dim { dims[p] } else { syms[p] };
            let Some(v) = slot else { continue };
            let Some(def) = m.defining_op(v) else {
                continue;
            };
            if m.op(def).kind != OpKind::AffineApply {
                continue;
            }
            if is_dim {
                dims[p] = None;
            } else {
                syms[p] = None;
            }
            let cmap = dialect::map_attr(m, def, "map");
            let (cmap, cops) = canonicalize_map(m, &cmap, &m.op(def).operands);
            let Some(e) = cmap.results.first() else {
                continue;
            };
            let (nd, ns) = (dims.len() as u32, syms.len() as u32);
            let (shift_d, shift_s) = shifted_ids(&cmap, nd, ns);
            let repl = e.replace(&shift_d, &shift_s);
            let cnd = cmap.num_dims as usize;
            dims.extend(cops[..cnd].iter().map(|&v| Some(v)));
            syms.extend(cops[cnd..].iter().map(|&v| Some(v)));
            let id_d: Vec<AffineExpr> = (0..dims.len() as u32)
                .map(|i| {
                    if is_dim && i as usize == p {
                        repl.clone()
                    } else {
                        AffineExpr::Dim(i)
                    }
                })
                .collect();
            let id_s: Vec<AffineExpr> = (0..syms.len() as u32)
                .map(|i| {
                    if !is_dim && i as usize == p {
                        repl.clone()
                    } else {
                        AffineExpr::Sym(i)
                    }
                })
                .collect();
            exprs = exprs.iter().map(|x| x.replace(&id_d, &id_s)).collect();
            changed = true;
            break;
        }
        if !changed {
            break;
        }
    }
    // Drop the replaced (now unused) positions.
    let mut ops = Vec::new();
    let (mut nd, mut ns) = (0u32, 0u32);
    let mut rd = Vec::new();
    for d in &dims {
        match d {
            Some(v) => {
                rd.push(AffineExpr::Dim(nd));
                nd += 1;
                ops.push(*v);
            }
            None => rd.push(AffineExpr::Const(0)),
        }
    }
    let mut rs = Vec::new();
    for s in &syms {
        match s {
            Some(v) => {
                rs.push(AffineExpr::Sym(ns));
                ns += 1;
                ops.push(*v);
            }
            None => rs.push(AffineExpr::Const(0)),
        }
    }
    let map = AffineMap {
        num_dims: nd,
        num_syms: ns,
        results: exprs.iter().map(|x| x.replace(&rd, &rs)).collect(),
    };
    canonicalize_map(m, &map, &ops)
}

/// Where an affine op keeps its map and map operands.
fn map_operand_start(kind: OpKind) -> Option<usize> {
    match kind {
        OpKind::AffineApply | OpKind::AffineMin | OpKind::AffineMax => Some(0),
        OpKind::AffineLoad | OpKind::AffinePrefetch => Some(1),
        OpKind::AffineStore => Some(2),
        _ => None,
    }
}

fn set_prop(m: &mut Module, op: OpId, name: &str, value: Attribute) {
    if let Some(a) = m.op_mut(op).props.iter_mut().find(|a| a.name == name) {
        a.value = value;
    }
}

/// `SimplifyAffineOp`: canonical map and operands for `affine.apply`, `min`, `max`, `load`
/// and `store`, and `affine.if`'s set (its folder).
///
/// ```mlir
/// %c2 = arith.constant 2 : index
/// %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %c2)
/// ```
/// becomes
/// ```mlir
/// %0 = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
/// ```
pub fn simplify_affine_op(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let kind = rw.m.op(op).kind;
    let m = &*rw.m;
    let Some(start) = map_operand_start(kind) else {
        return false;
    };
    let all = m.op(op).operands.clone();
    if all.len() < start {
        return false;
    }
    let map = dialect::map_attr(m, op, "map");
    let (cmap, cops) = compose_map(m, &map, &all[start..]);
    let (nmap, nops) = canonicalize_map(m, &cmap, &cops);
    if nmap == map && nops == all[start..] {
        return false;
    }
    let mut ops = all[..start].to_vec();
    ops.extend(nops);
    rw.m.set_operands(op, ops);
    set_prop(rw.m, op, "map", Attribute::AffineMap(nmap));
    // MLIR replaces the op with a new one: discardable attributes do not survive.
    rw.m.op_mut(op).attrs.clear();
    rw.notify_modified(op);
    true
}

/// The flattened `[dims..., symbols..., constant]` coefficients of a pure affine expression
/// without divisions, or `None`.
fn coefficients(e: &AffineExpr, nd: u32, ns: u32) -> Option<Vec<i64>> {
    if !e.is_pure_affine() {
        return None;
    }
    let mut f = Flattener {
        nd: nd as usize,
        ns: ns as usize,
        locals: Vec::new(),
    };
    let x = f.flatten(e)?;
    if !f.locals.is_empty() {
        return None;
    }
    let mut v = x.ids;
    v.push(x.cst);
    Some(v)
}

/// The affine.min/max patterns on the map alone: `DeduplicateAffineMinMaxExpressions`
/// (drop repeated results) and `CanonicalizeAffineMinMaxOpExprAndTermOrder` (results sorted
/// by their flattened coefficients when every result is division-free).
///
/// ```mlir
/// %0 = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0, s0)>(%i)[%n]
/// ```
/// becomes
/// ```mlir
/// %0 = affine.min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%i)[%n]
/// ```
pub fn min_max_expr_order(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let map = dialect::map_attr(rw.m, op, "map");
    let mut results: Vec<AffineExpr> = Vec::new();
    for e in &map.results {
        if !results.contains(e) {
            results.push(e.clone());
        }
    }
    let coeffs: Option<Vec<Vec<i64>>> = results
        .iter()
        .map(|e| coefficients(e, map.num_dims, map.num_syms))
        .collect();
    if let Some(c) = coeffs {
        let mut idx: Vec<usize> = (0..results.len()).collect();
        idx.sort_by(|&a, &b| c[a].cmp(&c[b]));
        results = idx.into_iter().map(|i| results[i].clone()).collect();
    }
    if results == map.results {
        return false;
    }
    let nmap = AffineMap {
        num_dims: map.num_dims,
        num_syms: map.num_syms,
        results,
    };
    set_prop(rw.m, op, "map", Attribute::AffineMap(nmap));
    rw.notify_modified(op);
    true
}

/// `CanonicalizeSingleResultAffineMinMaxOp`: a min/max of one expression is an
/// `affine.apply`.
///
/// ```mlir
/// %0 = affine.min affine_map<(d0) -> (d0 + 1)>(%i)
/// ```
/// becomes
/// ```mlir
/// %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
/// ```
pub fn single_result_min_max(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let map = dialect::map_attr(rw.m, op, "map");
    if map.results.len() != 1 {
        return false;
    }
    let ops = rw.m.op(op).operands.clone();
    let loc = rw.m.op(op).loc.clone();
    let it = rw.m.intern_type(TypeData::Index);
    let props = vec![crate::ir::NamedAttr::new("map", Attribute::AffineMap(map))];
    rw.ip = crate::ir::InsertPoint::Before(op);
    let v = rw.create1(OpKind::AffineApply, ops, it, props, &loc);
    rw.replace_op(op, &[v]);
    true
}

/// A basis entry: static or dynamic.
#[derive(PartialEq, Clone, Copy)]
enum BasisEntry {
    Static(i64),
    Dynamic(ValueId),
}

/// The basis of a delinearize/linearize op without its (optional) outermost bound, for `n`
/// results or indices.
fn basis_tail(m: &Module, op: OpId, n: usize) -> Vec<BasisEntry> {
    let (stat, dynv) = dialect::index_basis(m, op);
    let mut di = 0;
    let mut out: Vec<BasisEntry> = stat
        .iter()
        .map(|&s| {
            if s == crate::ir::DYNAMIC {
                di += 1;
                dynv.get(di - 1)
                    .map_or(BasisEntry::Static(s), |&v| BasisEntry::Dynamic(v))
            } else {
                BasisEntry::Static(s)
            }
        })
        .collect();
    if out.len() == n && !out.is_empty() {
        out.remove(0);
    }
    out
}

/// `getMixedBasis` with one entry per delinearized result / linearized index: `None` for a
/// missing outer bound.
fn mixed_basis(m: &Module, op: OpId) -> Vec<Option<BasisEntry>> {
    let (stat, dynv) = dialect::index_basis(m, op);
    let n = if m.op(op).kind == OpKind::AffineDelinearizeIndex {
        m.op(op).results.len()
    } else {
        m.op(op).operands.len() - dynv.len()
    };
    let mut di = 0;
    let mut out: Vec<Option<BasisEntry>> = stat
        .iter()
        .map(|&b| {
            Some(if b == crate::ir::DYNAMIC {
                di += 1;
                dynv.get(di - 1)
                    .map_or(BasisEntry::Static(b), |&v| BasisEntry::Dynamic(v))
            } else {
                BasisEntry::Static(b)
            })
        })
        .collect();
    if out.len() + 1 == n {
        out.insert(0, None);
    }
    out
}

/// The static basis (with [`crate::ir::DYNAMIC`] placeholders) and dynamic values of `basis`
/// (a leading `None` dropped).
fn split_basis(basis: &[Option<BasisEntry>]) -> (Vec<i64>, Vec<ValueId>) {
    let mut stat = Vec::new();
    let mut dynv = Vec::new();
    for b in basis.iter().flatten() {
        match b {
            BasisEntry::Static(v) => stat.push(*v),
            BasisEntry::Dynamic(v) => {
                stat.push(crate::ir::DYNAMIC);
                dynv.push(*v);
            }
        }
    }
    (stat, dynv)
}

fn i64_dense(m: &mut Module, values: Vec<i64>) -> Attribute {
    let elem = m.intern_type(TypeData::Integer {
        width: 64,
        signedness: crate::ir::Signedness::Signless,
    });
    Attribute::DenseArray { elem, values }
}

/// Creates `affine.delinearize_index %lin into (basis)` at the rewriter's insertion point:
/// one result per basis entry (a leading `None` in `basis` adds the unbounded outer result).
fn create_delinearize(
    rw: &mut Rewriter<'_>,
    lin: ValueId,
    basis: &[Option<BasisEntry>],
    loc: &crate::ir::Location,
) -> OpId {
    let (stat, dynv) = split_basis(basis);
    let it = rw.m.intern_type(TypeData::Index);
    let mut operands = vec![lin];
    operands.extend(dynv);
    let props = vec![crate::ir::NamedAttr::new(
        "static_basis",
        i64_dense(rw.m, stat),
    )];
    rw.create(
        OpKind::AffineDelinearizeIndex,
        operands,
        vec![it; basis.len()],
        props,
        vec![],
        loc,
    )
}

/// Creates `affine.linearize_index [disjoint] [indices] by (basis)`.
fn create_linearize(
    rw: &mut Rewriter<'_>,
    indices: Vec<ValueId>,
    basis: &[Option<BasisEntry>],
    disjoint: bool,
    loc: &crate::ir::Location,
) -> ValueId {
    let (stat, dynv) = split_basis(basis);
    let it = rw.m.intern_type(TypeData::Index);
    let mut props = Vec::new();
    if disjoint {
        props.push(crate::ir::NamedAttr::new("disjoint", Attribute::Unit));
    }
    let seg = crate::transforms::ownership::build::segments(rw.m, &[indices.len(), dynv.len()]);
    props.push(crate::ir::NamedAttr::new("operandSegmentSizes", seg));
    props.push(crate::ir::NamedAttr::new(
        "static_basis",
        i64_dense(rw.m, stat),
    ));
    let mut operands = indices;
    operands.extend(dynv);
    rw.create1(OpKind::AffineLinearizeIndex, operands, it, props, loc)
}

/// `AffineDelinearizeIndexOp::fold`: one result is the index itself; a constant index over a
/// static basis folds to constants.
fn fold_delinearize(m: &mut Module, op: OpId) -> FoldResult {
    let d = m.op(op);
    if d.results.len() == 1 {
        return FoldResult::Replace(vec![FoldValue::Value(d.operands[0])]);
    }
    if d.operands.len() != 1 {
        return FoldResult::Fail;
    }
    let Some(mut high) = const_of(m, d.operands[0]) else {
        return FoldResult::Fail;
    };
    let (mut stat, _) = dialect::index_basis(m, op);
    if stat.len() == d.results.len() {
        stat.remove(0);
    }
    if stat.iter().any(|&b| b <= 0) {
        return FoldResult::Fail;
    }
    let it = m.intern_type(TypeData::Index);
    let mut out = Vec::new();
    for &b in stat.iter().rev() {
        out.push(high.rem_euclid(b));
        high = af::floor_div(high, b).unwrap_or(0);
    }
    out.push(high);
    out.reverse();
    FoldResult::Replace(
        out.into_iter()
            .map(|v| {
                FoldValue::Attr(Attribute::Integer {
                    value: v as i128,
                    ty: it,
                })
            })
            .collect(),
    )
}

/// `AffineLinearizeIndexOp::fold`: no index is `0`, one index is itself, constant indices over
/// a static basis fold to the constant.
fn fold_linearize(m: &mut Module, op: OpId) -> FoldResult {
    let (stat, dynv) = dialect::index_basis(m, op);
    let d = m.op(op);
    let n = d.operands.len() - dynv.len();
    let it = m.value_type(d.results[0]);
    if n == 0 {
        return FoldResult::Replace(vec![FoldValue::Attr(Attribute::Integer {
            value: 0,
            ty: it,
        })]);
    }
    if n == 1 {
        return FoldResult::Replace(vec![FoldValue::Value(d.operands[0])]);
    }
    if !dynv.is_empty() {
        return FoldResult::Fail;
    }
    let Some(idx) = d.operands[..n]
        .iter()
        .map(|&v| const_of(m, v))
        .collect::<Option<Vec<i64>>>()
    else {
        return FoldResult::Fail;
    };
    let (mut result, mut stride) = (0i64, 1i64);
    for (&len, &i) in stat.iter().rev().zip(idx.iter().rev()) {
        result = result.wrapping_add(i.wrapping_mul(stride));
        stride = stride.wrapping_mul(len);
    }
    if stat.len() < n {
        result = result.wrapping_add(idx[0].wrapping_mul(stride));
    }
    FoldResult::Replace(vec![FoldValue::Attr(Attribute::Integer {
        value: result as i128,
        ty: it,
    })])
}

/// `DropDelinearizeUnitExtentBasis`: results over a basis element `1` are `0`; the others come
/// from a delinearization over the remaining basis.
///
/// ```mlir
/// %0:3 = affine.delinearize_index %i into (2, 1, 4) : index, index, index
/// ```
/// becomes `%c0` for `%0#1` and `%1:2 = affine.delinearize_index %i into (2, 4)` for the rest.
pub fn drop_delinearize_unit_extent_basis(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let basis = mixed_basis(rw.m, op);
    let results = rw.m.op(op).results.clone();
    if basis.len() != results.len()
        || !basis
            .iter()
            .any(|b| matches!(b, Some(BasisEntry::Static(1))))
    {
        return false;
    }
    let loc = rw.m.op(op).loc.clone();
    rw.ip = crate::ir::InsertPoint::Before(op);
    let it = rw.m.intern_type(TypeData::Index);
    let zero = rw.constant(Attribute::Integer { value: 0, ty: it }, it, &loc);
    let mut kept = Vec::new();
    let mut new_basis = Vec::new();
    for (&r, b) in results.iter().zip(basis) {
        if matches!(b, Some(BasisEntry::Static(1))) {
            rw.replace_all_uses_with(r, zero);
        } else {
            kept.push(r);
            new_basis.push(b);
        }
    }
    if !new_basis.is_empty() {
        let lin = rw.m.op(op).operands[0];
        let n = create_delinearize(rw, lin, &new_basis, &loc);
        let fresh = rw.m.op(n).results.clone();
        for (old, new) in kept.into_iter().zip(fresh) {
            rw.replace_all_uses_with(old, new);
        }
    }
    rw.erase_op(op);
    true
}

/// The substitutions that renumber `map`'s dimensions from `first_dim` and its symbols from
/// `first_sym` (`d0 -> d<first_dim>`, `s0 -> s<first_sym>`, ...).
fn shifted_ids(
    map: &AffineMap,
    first_dim: u32,
    first_sym: u32,
) -> (Vec<AffineExpr>, Vec<AffineExpr>) {
    let dims = (0..map.num_dims)
        .map(|i| AffineExpr::Dim(first_dim + i))
        .collect();
    let syms = (0..map.num_syms)
        .map(|i| AffineExpr::Sym(first_sym + i))
        .collect();
    (dims, syms)
}

/// The indices of an `affine.linearize_index` (its operands without the dynamic basis).
fn linearized_indices(m: &Module, op: OpId) -> Vec<ValueId> {
    let (_, dynv) = dialect::index_basis(m, op);
    let all = &m.op(op).operands;
    all[..all.len() - dynv.len()].to_vec()
}

/// `DropLinearizeLeadingZero` and `DropLinearizeUnitComponentsIfDisjointOrZero`: a constant
/// `0` leading index goes (with the outer bound), and so does an index over a basis element
/// `1` when the linearization is disjoint or the index is `0`.
///
/// ```mlir
/// %0 = affine.linearize_index disjoint [%a, %z, %b] by (2, 1, 4) : index
/// ```
/// becomes `%0 = affine.linearize_index disjoint [%a, %b] by (2, 4) : index`.
pub fn drop_linearize_zeros_and_units(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let m = &*rw.m;
    let idx = linearized_indices(m, op);
    let basis = mixed_basis(m, op);
    if idx.is_empty() || basis.len() != idx.len() {
        return false;
    }
    let disjoint = m.attr(op, "disjoint").is_some();
    let loc = m.op(op).loc.clone();
    rw.ip = crate::ir::InsertPoint::Before(op);
    // DropLinearizeLeadingZero
    if const_of(m, idx[0]) == Some(0) {
        if idx.len() == 1 {
            rw.replace_op(op, &[idx[0]]);
            return true;
        }
        // The second index's basis element bounds it: it becomes the outer bound.
        let v = create_linearize(rw, idx[1..].to_vec(), &basis[1..], disjoint, &loc);
        rw.replace_op(op, &[v]);
        return true;
    }
    let mut ni = Vec::new();
    let mut nb = Vec::new();
    for (i, (&x, b)) in idx.iter().zip(&basis).enumerate() {
        let unit = matches!(b, Some(BasisEntry::Static(1)));
        let droppable = unit && (disjoint || const_of(rw.m, x) == Some(0));
        if i == 0 && b.is_none() || !droppable {
            ni.push(x);
            nb.push(*b);
        }
    }
    if ni.len() == idx.len() {
        return false;
    }
    if ni.is_empty() {
        let it = rw.m.intern_type(TypeData::Index);
        let z = rw.constant(Attribute::Integer { value: 0, ty: it }, it, &loc);
        rw.replace_op(op, &[z]);
        return true;
    }
    let v = create_linearize(rw, ni, &nb, disjoint, &loc);
    rw.replace_op(op, &[v]);
    true
}

/// `CancelDelinearizeOfLinearizeDisjointExactTail`: a delinearization of a disjoint
/// linearization whose trailing basis elements match takes those indices directly.
///
/// ```mlir
/// %0 = affine.linearize_index disjoint [%i, %j, %k] by (2, 3, 4) : index
/// %1:2 = affine.delinearize_index %0 into (6, 4) : index, index
/// ```
/// becomes `%2 = affine.linearize_index disjoint [%i, %j] by (2, 3) : index` for `%1#0` and
/// `%k` for `%1#1`.
pub fn cancel_delinearize_of_linearize_tail(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let m = &*rw.m;
    let Some(lin) = m
        .op(op)
        .operands
        .first()
        .and_then(|&v| m.defining_op(v))
        .filter(|&l| m.op(l).kind == OpKind::AffineLinearizeIndex)
    else {
        return false;
    };
    if m.attr(lin, "disjoint").is_none() {
        return false;
    }
    let lbasis = mixed_basis(m, lin);
    let dbasis = mixed_basis(m, op);
    let (_, ldyn) = dialect::index_basis(m, lin);
    let ins: Vec<ValueId> = m.op(lin).operands[..m.op(lin).operands.len() - ldyn.len()].to_vec();
    let matches = lbasis
        .iter()
        .rev()
        .zip(dbasis.iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    if matches == 0 {
        return false;
    }
    let nres = m.op(op).results.len();
    if matches == lbasis.len() && matches == dbasis.len() && ins.len() == nres {
        rw.replace_op(op, &ins);
        return true;
    }
    let loc_l = m.op(lin).loc.clone();
    let loc_d = m.op(op).loc.clone();
    rw.ip = crate::ir::InsertPoint::Before(op);
    let new_lin = create_linearize(
        rw,
        ins[..ins.len() - matches].to_vec(),
        &lbasis[..lbasis.len() - matches],
        true,
        &loc_l,
    );
    let head = &dbasis[..dbasis.len() - matches];
    let nd = create_delinearize(rw, new_lin, head, &loc_d);
    let mut merged = rw.m.op(nd).results.clone();
    merged.extend_from_slice(&ins[ins.len() - matches..]);
    rw.replace_op(op, &merged);
    true
}

/// `CancelLinearizeOfDelinearizePortion` where the whole index is re-linearized: a
/// `linearize_index` of all results of one `delinearize_index`, in order and over the same
/// basis, is the delinearized value.
///
/// ```mlir
/// %0:2 = affine.delinearize_index %i into (%b, 4) : index, index
/// %1 = affine.linearize_index [%0#0, %0#1] by (%b, 4) : index
/// ```
/// becomes `%i` for `%1`.
pub fn cancel_linearize_of_delinearize(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let m = &*rw.m;
    let (_, dynv) = dialect::index_basis(m, op);
    let ops = &m.op(op).operands;
    let n = ops.len() - dynv.len();
    let Some(&first) = ops.first() else {
        return false;
    };
    let Some(de) = m.defining_op(first) else {
        return false;
    };
    if m.op(de).kind != OpKind::AffineDelinearizeIndex || m.op(de).results[..] != ops[..n] {
        return false;
    }
    if basis_tail(m, de, n) != basis_tail(m, op, n) {
        return false;
    }
    let lin = m.op(de).operands[0];
    rw.replace_op(op, &[lin]);
    true
}

/// `CancelLinearizeOfDelinearizePortion` for static bases: a run of consecutive
/// `delinearize_index` results re-linearized over the same basis elements becomes one index
/// over their product; the delinearization merges the run into one result (and a residual
/// delinearization gives the run's values to their other users). At most one run per
/// delinearization is rewritten at a time.
///
/// ```mlir
/// %0:3 = affine.delinearize_index %i into (4, 8, 16) : index, index, index
/// %1 = affine.linearize_index [%0#1, %0#2] by (8, 16) : index
/// ```
/// becomes
/// ```mlir
/// %0:2 = affine.delinearize_index %i into (4, 128) : index, index
/// %1 = %0#1
/// ```
pub fn cancel_linearize_of_delinearize_run(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let m = &*rw.m;
    let multi = linearized_indices(m, op);
    let lin_basis = mixed_basis(m, op);
    if lin_basis.len() != multi.len() {
        return false;
    }
    let disjoint = m.attr(op, "disjoint").is_some();
    let mut matches: Vec<RunMatch> = Vec::new();
    let mut li = 0;
    while li < multi.len() {
        let crate::ir::ValueDef::Result { op: d, index } = m.value(multi[li]).def else {
            li += 1;
            continue;
        };
        if m.op(d).kind != OpKind::AffineDelinearizeIndex {
            li += 1;
            continue;
        }
        let r = index as usize;
        let delin_basis = mixed_basis(m, d);
        let dres = &m.op(d).results;
        if delin_basis.len() != dres.len() {
            li += 1;
            continue;
        }
        let bounds_match = delin_basis[r] == lin_basis[li];
        let both_front = li == 0 && r == 0;
        let by_disjoint = disjoint && r == 0 && delin_basis[r].is_none();
        if !bounds_match && !both_front && !by_disjoint {
            li += 1;
            continue;
        }
        let mut j = 1;
        while li + j < multi.len()
            && r + j < dres.len()
            && multi[li + j] == dres[r + j]
            && lin_basis[li + j] == delin_basis[r + j]
        {
            j += 1;
        }
        if j <= 1 || matches.iter().any(|x| x.delin == d) {
            li += 1;
            continue;
        }
        // (Only static bases, so the product is a constant; an unbounded outermost entry
        // makes the merged entry unbounded too.)
        let mut size = Some(1i64);
        for b in &lin_basis[li..li + j] {
            match b {
                Some(BasisEntry::Static(v)) => size = size.map(|s| s.saturating_mul(*v)),
                None => size = None,
                Some(BasisEntry::Dynamic(_)) => return false,
            }
        }
        matches.push(RunMatch {
            delin: d,
            lin_start: li,
            delin_start: r,
            len: j,
            size,
        });
        li += j;
    }
    if matches.is_empty() {
        return false;
    }
    let mut new_index = Vec::new();
    let mut new_basis = Vec::new();
    let mut replacements: Vec<Vec<ValueId>> = Vec::new();
    let mut prev = 0;
    for mt in &matches {
        new_index.extend_from_slice(&multi[prev..mt.lin_start]);
        new_basis.extend_from_slice(&lin_basis[prev..mt.lin_start]);
        prev = mt.lin_start + mt.len;
        let merged = mt.size.map(BasisEntry::Static);
        let dres = rw.m.op(mt.delin).results.clone();
        let dlin = rw.m.op(mt.delin).operands[0];
        if mt.len == dres.len() {
            new_index.push(dlin);
            new_basis.push(merged);
            replacements.push(Vec::new());
            continue;
        }
        let loc = rw.m.op(mt.delin).loc.clone();
        rw.ip = crate::ir::InsertPoint::Before(mt.delin);
        let mut nb = mixed_basis(rw.m, mt.delin);
        nb.splice(mt.delin_start..mt.delin_start + mt.len, [merged]);
        let nd = create_delinearize(rw, dlin, &nb, &loc);
        let combined = rw.m.op(nd).results[mt.delin_start];
        let run = lin_basis[mt.lin_start..mt.lin_start + mt.len].to_vec();
        let residual = create_delinearize(rw, combined, &run, &loc);
        let nres = rw.m.op(nd).results.clone();
        let mut repl = nres[..mt.delin_start].to_vec();
        repl.extend(rw.m.op(residual).results.clone());
        repl.extend_from_slice(&nres[mt.delin_start + 1..]);
        replacements.push(repl);
        new_index.push(combined);
        new_basis.push(merged);
    }
    new_index.extend_from_slice(&multi[prev..]);
    new_basis.extend_from_slice(&lin_basis[prev..]);
    let loc = rw.m.op(op).loc.clone();
    rw.ip = crate::ir::InsertPoint::Before(op);
    let v = create_linearize(rw, new_index, &new_basis, disjoint, &loc);
    rw.replace_op(op, &[v]);
    for (mt, repl) in matches.iter().zip(replacements) {
        if !repl.is_empty() {
            rw.replace_op(mt.delin, &repl);
        }
    }
    true
}

struct RunMatch {
    delin: OpId,
    lin_start: usize,
    delin_start: usize,
    len: usize,
    size: Option<i64>,
}

/// `AssumingOpRemoveUnusedResults`: a `shape.assuming` whose results are not all used is
/// rebuilt with only the used ones.
///
/// ```mlir
/// %0:2 = shape.assuming %w -> (memref<2xf32>, i1) { ... shape.assuming_yield %a, %t ... }
/// use(%0#0)
/// ```
/// becomes
/// ```mlir
/// %0 = shape.assuming %w -> (memref<2xf32>) { ... shape.assuming_yield %a ... }
/// ```
pub fn assuming_remove_unused_results(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let results = rw.m.op(op).results.clone();
    let keep: Vec<bool> = results.iter().map(|&r| rw.m.has_uses(r)).collect();
    if keep.iter().all(|&k| k) {
        return false;
    }
    let Some(&r) = rw.m.op(op).regions.first() else {
        return false;
    };
    let Some(b) = rw.m.entry_block(r) else {
        return false;
    };
    let Some(y) = rw.m.terminator(b) else {
        return false;
    };
    if rw.m.op(y).kind != OpKind::ShapeAssumingYield {
        return false;
    }
    let yops = rw.m.op(y).operands.clone();
    let kept: Vec<ValueId> = yops
        .iter()
        .zip(&keep)
        .filter(|(_, &k)| k)
        .map(|(&v, _)| v)
        .collect();
    rw.m.set_operands(y, kept);
    super::util::erase_op_results(rw, op, &keep);
    true
}

/// Folds `affine.apply` (a single dimension or symbol: that operand; all-constant operands: the
/// constant), `affine.min`/`max` of constants, and canonicalizes `affine.for` bounds and
/// `affine.if` sets in place.
pub fn fold(m: &mut Module, op: OpId) -> FoldResult {
    let kind = m.op(op).kind;
    match kind {
        OpKind::AffineApply => {
            let map = dialect::map_attr(m, op, "map");
            let ops = m.op(op).operands.clone();
            match map.results.first() {
                Some(AffineExpr::Dim(i)) => {
                    return FoldResult::Replace(vec![FoldValue::Value(ops[*i as usize])])
                }
                Some(AffineExpr::Sym(i)) => {
                    return FoldResult::Replace(vec![FoldValue::Value(
                        ops[map.num_dims as usize + *i as usize],
                    )])
                }
                _ => {}
            }
            let consts: Option<Vec<i64>> = ops.iter().map(|&v| const_of(m, v)).collect();
            if let Some(r) = consts.and_then(|c| map.eval(&c)) {
                let it = m.intern_type(TypeData::Index);
                return FoldResult::Replace(vec![FoldValue::Attr(Attribute::Integer {
                    value: r[0] as i128,
                    ty: it,
                })]);
            }
            FoldResult::Fail
        }
        OpKind::AffineMin | OpKind::AffineMax => {
            let map = dialect::map_attr(m, op, "map");
            let ops = m.op(op).operands.clone();
            let consts: Option<Vec<i64>> = ops.iter().map(|&v| const_of(m, v)).collect();
            let Some(r) = consts.and_then(|c| map.eval(&c)) else {
                return FoldResult::Fail;
            };
            let x = if kind == OpKind::AffineMin {
                r.iter().min()
            } else {
                r.iter().max()
            };
            let Some(&x) = x else {
                return FoldResult::Fail;
            };
            let it = m.intern_type(TypeData::Index);
            FoldResult::Replace(vec![FoldValue::Attr(Attribute::Integer {
                value: x as i128,
                ty: it,
            })])
        }
        OpKind::AffineIf => {
            let set = dialect::condition_set(m, op);
            let mut b = Body {
                nd: set.num_dims,
                ns: set.num_syms,
                exprs: set.constraints.iter().map(|(e, _)| e.clone()).collect(),
            };
            let mut ops = m.op(op).operands.clone();
            let old = ops.clone();
            canonicalize_operands(m, &mut b, &mut ops);
            let nset = crate::ir::AffineSet {
                num_dims: b.nd,
                num_syms: b.ns,
                constraints: b
                    .exprs
                    .into_iter()
                    .zip(set.constraints.iter().map(|(_, eq)| *eq))
                    .collect(),
            };
            if nset == set && ops == old {
                return FoldResult::Fail;
            }
            m.set_operands(op, ops);
            set_prop(m, op, "condition", Attribute::AffineSet(nset));
            FoldResult::InPlace
        }
        OpKind::AffineFor => fold_for_bounds(m, op),
        OpKind::AffineParallel => fold_parallel_bounds(m, op),
        OpKind::AffineDelinearizeIndex => fold_delinearize(m, op),
        OpKind::AffineLinearizeIndex => fold_linearize(m, op),
        _ => FoldResult::Fail,
    }
}

/// A constant bound of an induction variable of an enclosing `affine.for` (`getLowerBound` /
/// `getUpperBound`: the constant lower bound, or the last value below the constant upper bound).
fn iv_bound(m: &Module, v: ValueId, upper: bool) -> Option<i64> {
    let crate::ir::ValueDef::BlockArg { block, index: 0 } = m.value(v).def else {
        return None;
    };
    let f = m.block_parent_op(block)?;
    if m.op(f).kind != OpKind::AffineFor {
        return None;
    }
    let parts = dialect::for_parts(m, f);
    let lb = parts
        .lb_map
        .single_constant()
        .filter(|_| parts.lb_map.num_inputs() == 0);
    if !upper {
        return lb;
    }
    let ub = parts
        .ub_map
        .single_constant()
        .filter(|_| parts.ub_map.num_inputs() == 0)?;
    // With a constant lower bound too, the last value the step reaches.
    Some(match lb {
        Some(lb) => ub - 1 - (ub - lb - 1).rem_euclid(parts.step.max(1)),
        None => ub - 1,
    })
}

/// `getBoundForAffineExpr`: a constant bound of `e` from the operands' bounds (floor/ceil
/// divisions and modulo by constants handled, other divisions give none).
fn expr_bound(
    e: &AffineExpr,
    nd: u32,
    ns: u32,
    lbs: &[Option<i64>],
    ubs: &[Option<i64>],
    upper: bool,
) -> Option<i64> {
    match e {
        AffineExpr::FloorDiv(a, b) => {
            let c = b.as_const()?;
            let x = expr_bound(a, nd, ns, lbs, ubs, upper)?;
            return af::floor_div(x, c);
        }
        AffineExpr::CeilDiv(a, b) => {
            let c = b.as_const()?;
            let x = expr_bound(a, nd, ns, lbs, ubs, upper)?;
            return af::ceil_div(x, c);
        }
        AffineExpr::Mod(a, b) => {
            if let Some(c) = b.as_const().filter(|&c| c >= 1) {
                let lo = expr_bound(a, nd, ns, lbs, ubs, false);
                let hi = expr_bound(a, nd, ns, lbs, ubs, upper);
                if let (Some(lo), Some(hi)) = (lo, hi) {
                    if af::floor_div(lo, c) == af::floor_div(hi, c) {
                        return Some(if upper {
                            hi.rem_euclid(c)
                        } else {
                            lo.rem_euclid(c)
                        });
                    }
                }
                return Some(if upper { c - 1 } else { 0 });
            }
        }
        _ => {}
    }
    let coeffs = coefficients(e, nd, ns)?;
    let n = (nd + ns) as usize;
    let mut bound = coeffs[n];
    for (i, &k) in coeffs[..n].iter().enumerate() {
        if k == 0 {
            continue;
        }
        let b = if (k > 0) == upper { ubs[i]? } else { lbs[i]? };
        bound = bound.checked_add(b.checked_mul(k)?)?;
    }
    Some(bound)
}

/// `simplifyMinOrMaxExprWithOperands`: drops results of a loop-bound max (`is_max`) or min that
/// can never be the maximum (minimum), judging by constant bounds of the enclosing loops'
/// induction variables; results with equal bounds become constants.
fn simplify_min_max(m: &Module, map: &AffineMap, operands: &[ValueId], is_max: bool) -> AffineMap {
    if map.results.len() <= 1 {
        return map.clone();
    }
    let lbs: Vec<Option<i64>> = operands.iter().map(|&v| iv_bound(m, v, false)).collect();
    let ubs: Vec<Option<i64>> = operands.iter().map(|&v| iv_bound(m, v, true)).collect();
    let (nd, ns) = (map.num_dims, map.num_syms);
    let bounds = |upper: bool| -> Vec<Option<i64>> {
        map.results
            .iter()
            .map(|e| match e.as_const() {
                Some(c) => Some(c),
                None if operands.len() == (nd + ns) as usize => {
                    expr_bound(e, nd, ns, &lbs, &ubs, upper)
                }
                None => None,
            })
            .collect()
    };
    let (lo, hi) = (bounds(false), bounds(true));
    let mut keep = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        let e = match (lo[i], hi[i]) {
            (Some(a), Some(b)) if a == b => AffineExpr::Const(a),
            _ => e.clone(),
        };
        // For a max, a result is redundant if another one's lower bound reaches its upper
        // bound (for a min, the mirror image); of two equal constants the first stays.
        let (mine, others, mine_other) = if is_max {
            (hi[i], &lo, &hi)
        } else {
            (lo[i], &hi, &lo)
        };
        let Some(mine) = mine else {
            keep.push(e);
            continue;
        };
        let redundant = others.iter().enumerate().any(|(pos, &other)| {
            let Some(other) = other else { return false };
            if pos == i {
                return false;
            }
            let beats = if is_max { other > mine } else { other < mine };
            let loses = if is_max { other < mine } else { other > mine };
            if beats {
                return true;
            }
            if loses {
                return false;
            }
            let mine_fixed = lo[i].is_some() && lo[i] == hi[i];
            let other_fixed = mine_other[pos] == Some(other);
            !(mine_fixed && other_fixed && i < pos)
        });
        if !redundant {
            keep.push(e);
        }
    }
    AffineMap {
        num_dims: nd,
        num_syms: ns,
        results: keep,
    }
}

fn dedup_results(mut map: AffineMap) -> AffineMap {
    let mut uniq: Vec<AffineExpr> = Vec::new();
    for e in map.results.drain(..) {
        if !uniq.contains(&e) {
            uniq.push(e);
        }
    }
    map.results = uniq;
    map
}

/// `foldLoopBounds` + `canonicalizeLoopBounds` + the zero-trip fold of `AffineForOp::fold`: a
/// bound map that is not a single constant folds to the max (lower) / min (upper) of its
/// results when every operand is constant; bounds are composed, canonicalized, pruned with
/// [`simplify_min_max`] and deduplicated; a loop with results and constant bounds that never
/// runs folds to its inits.
fn fold_for_bounds(m: &mut Module, op: OpId) -> FoldResult {
    let parts = dialect::for_parts(m, op);
    let mut changed = false;
    let fold_const = |m: &Module, map: &AffineMap, ops: &[ValueId], lower: bool| {
        if map.single_constant().is_some() && ops.is_empty() {
            return None;
        }
        let consts: Option<Vec<i64>> = ops.iter().map(|&v| const_of(m, v)).collect();
        let r = consts.and_then(|c| map.eval(&c))?;
        let x = if lower {
            r.iter().max()
        } else {
            r.iter().min()
        };
        x.map(|&x| (AffineMap::constant(x), Vec::new()))
    };
    let (mut lb, mut lbo) = (parts.lb_map.clone(), parts.lb_operands.clone());
    let (mut ub, mut ubo) = (parts.ub_map.clone(), parts.ub_operands.clone());
    if let Some((nm, no)) = fold_const(m, &lb, &lbo, true) {
        (lb, lbo) = (nm, no);
    }
    if let Some((nm, no)) = fold_const(m, &ub, &ubo, false) {
        (ub, ubo) = (nm, no);
    }
    // canonicalizeLoopBounds (the upper bound is pruned before it is composed, as in MLIR).
    let (cm, co) = compose_map(m, &lb, &lbo);
    let (cm, co) = canonicalize_map(m, &cm, &co);
    let cm = simplify_min_max(m, &cm, &co, true);
    let ub_pruned = simplify_min_max(m, &ub, &ubo, false);
    let (lb, lbo) = (dedup_results(cm), co);
    let (um, uo) = compose_map(m, &ub_pruned, &ubo);
    let (um, uo) = canonicalize_map(m, &um, &uo);
    let (ub, ubo) = (dedup_results(um), uo);
    if lb != parts.lb_map
        || lbo != parts.lb_operands
        || ub != parts.ub_map
        || ubo != parts.ub_operands
    {
        changed = true;
    }
    let nres = m.op(op).results.len();
    if nres > 0 && lbo.is_empty() && ubo.is_empty() {
        if let (Some(l), Some(u)) = (lb.single_constant(), ub.single_constant()) {
            if u - l <= 0 {
                return FoldResult::Replace(
                    parts.inits.iter().map(|&v| FoldValue::Value(v)).collect(),
                );
            }
        }
    }
    if !changed {
        return FoldResult::Fail;
    }
    let mut ops = lbo.clone();
    ops.extend(ubo.iter().copied());
    ops.extend(parts.inits.iter().copied());
    m.set_operands(op, ops);
    set_prop(m, op, "lowerBoundMap", Attribute::AffineMap(lb));
    set_prop(m, op, "upperBoundMap", Attribute::AffineMap(ub));
    if let Some(a) = m
        .op_mut(op)
        .props
        .iter_mut()
        .find(|a| a.name == "operandSegmentSizes")
    {
        if let Attribute::DenseArray { values, .. } = &mut a.value {
            if values.len() == 3 {
                values[0] = lbo.len() as i64;
                values[1] = ubo.len() as i64;
            }
        }
    }
    FoldResult::InPlace
}

/// `AffineParallelOp::fold` (`canonicalizeLoopBounds`): both bound maps composed and
/// canonicalized with their operands (constants folded in, valid symbols promoted); the
/// groups keep their sizes.
fn fold_parallel_bounds(m: &mut Module, op: OpId) -> FoldResult {
    let mut parts = dialect::parallel_parts(m, op);
    let (lm, lo) = compose_map(m, &parts.lb_map, &parts.lb_operands);
    let (lm, lo) = canonicalize_map(m, &lm, &lo);
    let (um, uo) = compose_map(m, &parts.ub_map, &parts.ub_operands);
    let (um, uo) = canonicalize_map(m, &um, &uo);
    if lm == parts.lb_map
        && lo == parts.lb_operands
        && um == parts.ub_map
        && uo == parts.ub_operands
    {
        return FoldResult::Fail;
    }
    (parts.lb_map, parts.ub_map) = (lm, um);
    let mut ops = lo;
    ops.extend(uo);
    m.set_operands(op, ops);
    set_prop(m, op, "lowerBoundsMap", Attribute::AffineMap(parts.lb_map));
    set_prop(m, op, "upperBoundsMap", Attribute::AffineMap(parts.ub_map));
    FoldResult::InPlace
}

/// `AffineForEmptyLoopFolder`: a loop with results whose body only yields is replaced by what
/// it would produce: its inits (never runs), or, per result, the init of the yielded iteration
/// argument or the yielded outside value, when the trip count makes that exact.
///
/// ```mlir
/// %r:2 = affine.for %i = 0 to %n iter_args(%a = %x, %b = %y) -> (f32, f32) {
///   affine.yield %a, %b : f32, f32
/// }
/// ```
/// becomes `%x, %y` for `%r#0, %r#1`.
pub fn affine_for_empty_loop_folder(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let m = &*rw.m;
    if m.op(op).results.is_empty() {
        return false;
    }
    let Some(body) = m.op(op).regions.first().and_then(|&r| m.entry_block(r)) else {
        return false;
    };
    if m.block_ops(body).nth(1).is_some() {
        return false;
    }
    let Some(y) = m.terminator(body) else {
        return false;
    };
    let parts = dialect::for_parts(m, op);
    let trip = match (
        parts.lb_map.single_constant(),
        parts.ub_map.single_constant(),
    ) {
        (Some(l), Some(u)) if parts.lb_operands.is_empty() && parts.ub_operands.is_empty() => {
            Some(if u - l <= 0 {
                0
            } else {
                (u - l + parts.step - 1) / parts.step
            })
        }
        _ => None,
    };
    if trip == Some(0) {
        let inits = parts.inits.clone();
        rw.replace_op(op, &inits);
        return true;
    }
    let args = &m.block(body).args;
    let iv = args[0];
    let iter_args = &args[1..];
    let mut repl = Vec::new();
    let (mut outside, mut out_of_order) = (false, false);
    for (i, &v) in m.op(y).operands.iter().enumerate() {
        if v == iv {
            return false;
        }
        match iter_args.iter().position(|&a| a == v) {
            Some(pos) => {
                out_of_order |= pos != i;
                repl.push(parts.inits[pos]);
            }
            None => {
                outside = true;
                repl.push(v);
            }
        }
    }
    match trip {
        None if outside || out_of_order => return false,
        Some(t) if t >= 2 && out_of_order => return false,
        _ => {}
    }
    rw.replace_op(op, &repl);
    true
}

/// `SimplifyDeadElse` and `AlwaysTrueOrFalseIf` for `affine.if`: an empty `else` of an if
/// without results goes; a condition that is the canonical empty set (`1 == 0`) runs the else
/// block in place (or erases the op), the single equality `0 == 0` runs the then block.
///
/// ```mlir
/// affine.if affine_set<() : (0 == 0)>() { affine.store %x, %m[1] : memref<8xf32> }
/// ```
/// becomes `affine.store %x, %m[1] : memref<8xf32>`.
pub fn simplify_affine_if(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let m = &*rw.m;
    let regions = m.op(op).regions.clone();
    if regions.len() != 2 {
        return false;
    }
    let else_block = m.entry_block(regions[1]);
    let no_results = m.op(op).results.is_empty();
    // SimplifyDeadElse
    if let Some(eb) = else_block {
        if no_results && m.block_ops(eb).nth(1).is_none() {
            rw.m.erase_block(eb);
            rw.notify_modified(op);
            return true;
        }
    }
    let set = dialect::condition_set(m, op);
    let false_set =
        set.constraints.len() == 1 && set.constraints[0] == (AffineExpr::Const(1), true);
    let true_set = set.constraints.len() == 1 && set.constraints[0] == (AffineExpr::Const(0), true);
    let block = if false_set {
        if no_results && else_block.is_none() {
            rw.erase_op(op);
            return true;
        }
        match else_block {
            Some(b) => b,
            None => return false,
        }
    } else if true_set {
        match m.entry_block(regions[0]) {
            Some(b) => b,
            None => return false,
        }
    } else {
        return false;
    };
    let Some(term) = rw.m.terminator(block) else {
        return false;
    };
    let vals = rw.m.op(term).operands.clone();
    super::util::inline_block_before(rw, block, op, &[]);
    rw.replace_op(op, &vals);
    rw.erase_op(term);
    true
}

/// `MergeAffineMinMaxOp`: results of an `affine.min` (`max`) that are a lone dimension or
/// symbol bound to another `affine.min` (`max`) are replaced by that op's expressions.
///
/// ```mlir
/// %0 = affine.min affine_map<(d0) -> (d0, 16)>(%i)
/// %1 = affine.min affine_map<(d0) -> (d0, 32)>(%0)
/// ```
/// becomes `%1 = affine.min affine_map<()[s0] -> (16, 32, s0)>()[%i]` (after canonicalization).
pub fn merge_min_max(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let kind = rw.m.op(op).kind;
    let m = &*rw.m;
    let map = dialect::map_attr(m, op, "map");
    let operands = m.op(op).operands.clone();
    if operands.len() != map.num_inputs() {
        return false;
    }
    let nd = map.num_dims as usize;
    let mut dims = operands[..nd].to_vec();
    let mut syms = operands[nd..].to_vec();
    let mut exprs = Vec::new();
    let mut producers = Vec::new();
    for e in &map.results {
        let v = match e {
            AffineExpr::Dim(i) => Some(operands[*i as usize]),
            AffineExpr::Sym(i) => Some(operands[nd + *i as usize]),
            _ => None,
        };
        if let Some(p) = v
            .and_then(|v| m.defining_op(v))
            .filter(|&p| m.op(p).kind == kind)
        {
            producers.push(p);
            continue;
        }
        exprs.push(e.clone());
    }
    if producers.is_empty() {
        return false;
    }
    let (mut used_d, mut used_s) = (map.num_dims, map.num_syms);
    for p in producers {
        let pm = dialect::map_attr(m, p, "map");
        let pops = &m.op(p).operands;
        let pnd = pm.num_dims as usize;
        dims.extend_from_slice(&pops[..pnd.min(pops.len())]);
        syms.extend_from_slice(&pops[pnd.min(pops.len())..]);
        let (dsub, ssub) = shifted_ids(&pm, used_d, used_s);
        exprs.extend(pm.results.iter().map(|e| e.replace(&dsub, &ssub)));
        used_d += pm.num_dims;
        used_s += pm.num_syms;
    }
    let nmap = AffineMap {
        num_dims: used_d,
        num_syms: used_s,
        results: exprs,
    };
    dims.extend(syms);
    let loc = rw.m.op(op).loc.clone();
    let it = rw.m.intern_type(TypeData::Index);
    rw.ip = crate::ir::InsertPoint::Before(op);
    let n = rw.create1(
        kind,
        dims,
        it,
        vec![crate::ir::NamedAttr::new("map", Attribute::AffineMap(nmap))],
        &loc,
    );
    rw.replace_op(op, &[n]);
    true
}

/// The affine (and `shape.assuming`) patterns, in MLIR's registration order per op.
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    let mut v = Vec::new();
    for k in [
        OpKind::AffineApply,
        OpKind::AffineLoad,
        OpKind::AffineStore,
        OpKind::AffinePrefetch,
    ] {
        v.push(fn_pattern("SimplifyAffineOp", k, 1, simplify_affine_op));
    }
    for k in [OpKind::AffineMin, OpKind::AffineMax] {
        // (MLIR's order: single result, merge, simplify, expression order.)
        v.push(fn_pattern(
            "CanonicalizeSingleResultAffineMinMaxOp",
            k,
            1,
            single_result_min_max,
        ));
        v.push(fn_pattern("MergeAffineMinMaxOp", k, 1, merge_min_max));
        v.push(fn_pattern("SimplifyAffineOp", k, 1, simplify_affine_op));
        v.push(fn_pattern(
            "CanonicalizeAffineMinMaxOpExprAndTermOrder",
            k,
            1,
            min_max_expr_order,
        ));
    }
    v.push(fn_pattern(
        "AffineForEmptyLoopFolder",
        OpKind::AffineFor,
        1,
        affine_for_empty_loop_folder,
    ));
    v.push(fn_pattern(
        "AlwaysTrueOrFalseIf",
        OpKind::AffineIf,
        1,
        simplify_affine_if,
    ));
    // (MLIR's order for each op.)
    v.push(fn_pattern(
        "CancelLinearizeOfDelinearizePortion",
        OpKind::AffineLinearizeIndex,
        1,
        cancel_linearize_of_delinearize,
    ));
    v.push(fn_pattern(
        "CancelLinearizeOfDelinearizePortion",
        OpKind::AffineLinearizeIndex,
        1,
        cancel_linearize_of_delinearize_run,
    ));
    v.push(fn_pattern(
        "DropLinearizeUnitComponentsIfDisjointOrZero",
        OpKind::AffineLinearizeIndex,
        1,
        drop_linearize_zeros_and_units,
    ));
    v.push(fn_pattern(
        "CancelDelinearizeOfLinearizeDisjointExactTail",
        OpKind::AffineDelinearizeIndex,
        1,
        cancel_delinearize_of_linearize_tail,
    ));
    v.push(fn_pattern(
        "DropDelinearizeUnitExtentBasis",
        OpKind::AffineDelinearizeIndex,
        1,
        drop_delinearize_unit_extent_basis,
    ));
    v.push(fn_pattern(
        "AssumingOpRemoveUnusedResults",
        OpKind::ShapeAssuming,
        1,
        assuming_remove_unused_results,
    ));
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use AffineExpr::{Const, Dim, Sym};

    fn show(e: &AffineExpr) -> String {
        let mut s = String::new();
        af::write_expr_plain(&mut s, e);
        s
    }

    #[test]
    fn flattening_orders_dims_symbols_locals_constant() {
        let e = af::add(af::mul(Sym(0), Const(2)), af::neg(Dim(0)));
        assert_eq!(show(&simplify_expr(&e, 1, 1)), "-d0 + s0 * 2");
        let e = af::add(af::add(Dim(0), Const(3)), af::modulo(Dim(0), Const(4)));
        // (as mlir-opt prints `(d0 + 3) + d0 mod 4` after canonicalization)
        assert_eq!(
            show(&simplify_expr(&e, 1, 0)),
            "d0 * 2 - (d0 floordiv 4) * 4 + 3"
        );
        let e = af::floordiv(af::mul(Dim(0), Const(4)), Const(8));
        assert_eq!(show(&simplify_expr(&e, 1, 0)), "d0 floordiv 2");
        let e = af::modulo(af::add(Dim(0), Dim(1)), Const(4));
        assert_eq!(show(&simplify_expr(&e, 2, 0)), "(d0 + d1) mod 4");
    }

    #[test]
    fn loop_bounds_are_pruned_with_enclosing_iv_ranges() {
        let src = "func.func @f(%m: memref<64xf32>, %x: f32) {
  affine.for %i = 0 to 16 step 4 {
    affine.for %j = max affine_map<(d0) -> (d0, 20)>(%i) to min affine_map<(d0) -> (d0 + 4, 64)>(%i) {
      affine.store %x, %m[%j] : memref<64xf32>
    }
  }
  return
}
";
        let m = crate::parse::Parser::new(src, "t.mlir", 1)
            .parse_module()
            .expect("parses");
        let mut inner = None;
        m.walk_nested(m.top.expect("module"), &mut |o| {
            if m.op(o).kind == OpKind::AffineFor && m.op(o).operands.len() == 2 {
                inner = Some(o);
            }
        });
        let parts = dialect::for_parts(&m, inner.expect("inner loop"));
        // %i is in {0, 4, 8, 12}: d0 <= 12 < 20, so the max keeps only 20.
        let lb = simplify_min_max(&m, &parts.lb_map, &parts.lb_operands, true);
        assert_eq!(lb.results, vec![Const(20)]);
        // d0 + 4 <= 16 < 64, so the min keeps only d0 + 4.
        let ub = simplify_min_max(&m, &parts.ub_map, &parts.ub_operands, false);
        assert_eq!(ub.results.len(), 1);
        assert_eq!(show(&ub.results[0]), "d0 + 4");
        let _ = (Dim(0), Sym(0));
    }
}
