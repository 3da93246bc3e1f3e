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
            let shift_d: Vec<AffineExpr> = (0..cmap.num_dims)
                .map(|i| AffineExpr::Dim(nd + i))
                .collect();
            let shift_s: Vec<AffineExpr> = (0..cmap.num_syms)
                .map(|i| AffineExpr::Sym(ns + i))
                .collect();
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
        OpKind::AffineLoad => Some(1),
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
pub struct SimplifyAffineOp(pub OpKind);

impl Pattern for SimplifyAffineOp {
    fn name(&self) -> &'static str {
        "SimplifyAffineOp"
    }
    fn root(&self) -> Option<OpKind> {
        Some(self.0)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let m = &*rw.m;
        let Some(start) = map_operand_start(self.0) else {
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
        rw.notify_modified(op);
        true
    }
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
pub struct MinMaxExprOrder(pub OpKind);

impl Pattern for MinMaxExprOrder {
    fn name(&self) -> &'static str {
        "CanonicalizeAffineMinMaxOpExprAndTermOrder"
    }
    fn root(&self) -> Option<OpKind> {
        Some(self.0)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
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
}

/// `CanonicalizeSingleResultAffineMinMaxOp`: a min/max of one expression is an
/// `affine.apply`.
pub struct SingleResultMinMax(pub OpKind);

impl Pattern for SingleResultMinMax {
    fn name(&self) -> &'static str {
        "CanonicalizeSingleResultAffineMinMaxOp"
    }
    fn root(&self) -> Option<OpKind> {
        Some(self.0)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
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
}

/// A basis entry: static or dynamic.
#[derive(PartialEq)]
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

/// `CancelLinearizeOfDelinearizePortion` where the whole index is re-linearized: a
/// `linearize_index` of all results of one `delinearize_index`, in order and over the same
/// basis, is the delinearized value.
///
/// ```mlir
/// %0:2 = affine.delinearize_index %i into (%b, 4) : index, index
/// %1 = affine.linearize_index [%0#0, %0#1] by (%b, 4) : index
/// ```
/// becomes `%i` for `%1`.
pub struct CancelLinearizeOfDelinearize;

impl Pattern for CancelLinearizeOfDelinearize {
    fn name(&self) -> &'static str {
        "CancelLinearizeOfDelinearizePortion"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::AffineLinearizeIndex)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
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
pub struct AssumingRemoveUnusedResults;

impl Pattern for AssumingRemoveUnusedResults {
    fn name(&self) -> &'static str {
        "AssumingOpRemoveUnusedResults"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::ShapeAssuming)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
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
        _ => FoldResult::Fail,
    }
}

/// `foldLoopBounds` + `canonicalizeLoopBounds`.
fn fold_for_bounds(m: &mut Module, op: OpId) -> FoldResult {
    let parts = dialect::for_parts(m, op);
    let mut changed = false;
    let mut bound = |map: &AffineMap, ops: &[ValueId], lower: bool| -> (AffineMap, Vec<ValueId>) {
        let consts: Option<Vec<i64>> = ops.iter().map(|&v| const_of(m, v)).collect();
        if !ops.is_empty() {
            if let Some(r) = consts.and_then(|c| map.eval(&c)) {
                let x = if lower {
                    r.iter().max()
                } else {
                    r.iter().min()
                };
                if let Some(&x) = x {
                    changed = true;
                    return (AffineMap::constant(x), vec![]);
                }
            }
        }
        let (mut nm, no) = canonicalize_map(m, map, ops);
        let mut uniq: Vec<AffineExpr> = Vec::new();
        for e in nm.results.drain(..) {
            if !uniq.contains(&e) {
                uniq.push(e);
            }
        }
        nm.results = uniq;
        if nm != *map || no != ops {
            changed = true;
        }
        (nm, no)
    };
    let (lb, lbo) = bound(&parts.lb_map, &parts.lb_operands, true);
    let (ub, ubo) = bound(&parts.ub_map, &parts.ub_operands, false);
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
}
