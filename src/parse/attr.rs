//! Attribute syntax: literals, arrays, dictionaries, dense elements, symbol references, affine
//! maps and sets, strided layouts, type attributes, aliases and verbatim dialect attributes.

use super::{PResult, Parser};
use crate::ir::{
    AffineExpr, AffineMap, AffineSet, Attribute, DenseData, FloatKind, NamedAttr, TypeData, TypeId,
    DYNAMIC,
};

/// A dense literal before its type is known.
enum DenseLit {
    List(Vec<DenseLit>),
    Int(i128),
    Float(f64),
    /// `true`/`false` and where it was written.
    Bool(bool, usize),
    Hex(u128),
    /// `(re, im)`: an element of a complex type.
    Complex(Box<DenseLit>, Box<DenseLit>),
}

impl DenseLit {
    /// True if some element is a plain number or boolean (not a complex `(re, im)`).
    fn has_scalar_leaf(&self) -> bool {
        match self {
            DenseLit::List(items) => items.iter().any(DenseLit::has_scalar_leaf),
            DenseLit::Complex(..) => false,
            _ => true,
        }
    }
}

impl DenseLit {
    /// The shape of a nested literal list (`[[1, 2], [3, 4]]` is `[2, 2]`), following first
    /// elements.
    fn shape(&self) -> Vec<usize> {
        let mut out = Vec::new();
        let mut cur = self;
        while let DenseLit::List(items) = cur {
            out.push(items.len());
            match items.first() {
                Some(first) => cur = first,
                None => break,
            }
        }
        out
    }
}

impl<'a> Parser<'a> {
    /// Parses an attribute value.
    pub fn parse_attr(&mut self) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attr_inner();
        self.leave();
        r
    }

    fn int_type_default(&mut self, default: TypeData) -> PResult<TypeId> {
        if self.eat(":") {
            self.parse_type()
        } else {
            Ok(self.m.intern_type(default))
        }
    }

    fn parse_attr_inner(&mut self) -> PResult<Attribute> {
        self.skip_ws();
        let start = self.pos;
        let c = self.peek();
        match c {
            b'"' => {
                let s = self.string_lit()?;
                if self.looking_at(":") && !self.looking_at("::") {
                    // Typed strings are accepted; the type is not kept.
                    self.pos += 1;
                    self.parse_type()?;
                }
                return Ok(Attribute::String(s));
            }
            b'[' => {
                self.pos += 1;
                let mut items = Vec::new();
                self.comma_list_until("]", |p| {
                    items.push(p.parse_attr()?);
                    Ok(())
                })?;
                return Ok(Attribute::Array(items));
            }
            b'{' => return Ok(Attribute::Dict(self.parse_attr_dict()?)),
            b'@' => return self.symbol_ref(),
            b'#' => return self.hash_attr(),
            b'-' | b'0'..=b'9' => return self.number_attr(),
            _ => {}
        }
        if let Some(id) = self.peek_ident() {
            match id {
                "true" | "false" => {
                    self.ident();
                    let ty = self.int_type_default(TypeData::Integer {
                        width: 1,
                        signedness: crate::ir::Signedness::Signless,
                    })?;
                    return Ok(Attribute::Integer {
                        value: (id == "true") as i128,
                        ty,
                    });
                }
                "unit" => {
                    self.ident();
                    return Ok(Attribute::Unit);
                }
                "dense" => {
                    self.ident();
                    return self.dense_attr();
                }
                "array" => {
                    self.ident();
                    return self.dense_array();
                }
                "affine_map" => {
                    self.ident();
                    self.expect("<")?;
                    let m = self.affine_map_body()?;
                    self.expect(">")?;
                    return Ok(Attribute::AffineMap(m));
                }
                "affine_set" => {
                    self.ident();
                    self.expect("<")?;
                    let s = self.affine_set_body()?;
                    self.expect(">")?;
                    return Ok(Attribute::AffineSet(s));
                }
                "strided" => {
                    self.ident();
                    return self.strided_attr();
                }
                _ => {}
            }
        }
        // Otherwise a type used as an attribute.
        match self.parse_type() {
            Ok(t) => Ok(Attribute::Type(t)),
            Err(_) => self.err_at(start, "expected attribute value"),
        }
    }

    /// Parses `{name = attr, unitname, ...}` (sorted by name, as MLIR stores dictionaries).
    pub fn parse_attr_dict(&mut self) -> PResult<Vec<NamedAttr>> {
        self.expect("{")?;
        let mut out: Vec<NamedAttr> = Vec::new();
        self.comma_list_until_msg("}", "expected '}' in attribute dictionary", |p| {
            let pos = p.here();
            let name = if p.peek() == b'"' {
                p.string_lit()?
            } else {
                match p.ident() {
                    Some(id) => id.to_string(),
                    None => return p.err("expected attribute name"),
                }
            };
            if name.is_empty() {
                return p.err_at(pos, "expected valid attribute name");
            }
            if out.iter().any(|a| a.name == name) {
                return p.err_at(
                    pos,
                    format!("duplicate key '{name}' in dictionary attribute"),
                );
            }
            let value = if p.eat("=") {
                p.parse_attr()?
            } else {
                Attribute::Unit
            };
            out.push(NamedAttr::new(name, value));
            Ok(())
        })?;
        out.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(out)
    }

    /// Parses an optional attribute dictionary (`attr-dict` in op syntax).
    pub fn opt_attr_dict(&mut self) -> PResult<Vec<NamedAttr>> {
        if self.peek() == b'{' {
            self.parse_attr_dict()
        } else {
            Ok(Vec::new())
        }
    }

    /// Parses `attributes {...}` if present (`attr-dict-with-keyword`).
    pub fn opt_attr_dict_with_keyword(&mut self) -> PResult<Vec<NamedAttr>> {
        if self.eat_keyword("attributes") {
            self.parse_attr_dict()
        } else {
            Ok(Vec::new())
        }
    }

    fn symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.symbol_name()?;
        let mut nested = Vec::new();
        while self.looking_at("::") {
            self.pos += 2;
            nested.push(self.symbol_name()?);
        }
        Ok(Attribute::SymbolRef { root, nested })
    }

    /// Parses `@name` or `@"quoted name"`, returning the name.
    pub fn symbol_name(&mut self) -> PResult<String> {
        let p = self.here();
        if !self.eat("@") {
            return self.err("expected symbol name");
        }
        if self.b.get(self.pos) == Some(&b'"') {
            return self.string_lit();
        }
        match self.suffix_id() {
            Some(s) => Ok(s.to_string()),
            None => self.err_at(p, "expected valid '@'-identifier for symbol name"),
        }
    }

    fn hash_attr(&mut self) -> PResult<Attribute> {
        let start = self.here();
        self.pos += 1;
        let Some(name) = self.suffix_id() else {
            return self.err_at(start, "expected attribute alias or dialect attribute");
        };
        if !name.contains('.') && self.b.get(self.pos) != Some(&b'<') {
            return match self.attr_aliases.get(name) {
                Some(a) => Ok(a.clone()),
                None => self.err_at(start, format!("undefined symbol alias id '{name}'")),
            };
        }
        if let Some(mnemonic) = name.strip_prefix("dlti.") {
            let mnemonic = mnemonic.to_string();
            if let Some(a) = crate::dialects::dlti::parse_attr(self, &mnemonic)? {
                return Ok(a);
            }
        }
        if self.b.get(self.pos) == Some(&b'<') {
            self.skip_balanced()?;
        }
        Ok(Attribute::Opaque(self.src[start..self.pos].to_string()))
    }

    fn number_attr(&mut self) -> PResult<Attribute> {
        let start = self.here();
        let neg = self.eat("-");
        self.skip_ws();
        let s = self.pos;
        let is_hex = self.rest().starts_with(b"0x");
        if is_hex {
            self.pos += 2;
            while self.b.get(self.pos).is_some_and(|c| c.is_ascii_hexdigit()) {
                self.pos += 1;
            }
            let text = &self.src[s + 2..self.pos];
            let Ok(v) = u128::from_str_radix(text, 16) else {
                return self.err_at(start, "integer constant out of range for attribute");
            };
            let ty = self.int_type_default(TypeData::Integer {
                width: 64,
                signedness: crate::ir::Signedness::Signless,
            })?;
            if let TypeData::Float(k) = *self.m.ty(ty) {
                if neg {
                    return self.err_at(
                        start,
                        "hexadecimal float literal should not have a leading minus",
                    );
                }
                // The bits must fit the type (and, for bufjit's storage, 64 bits).
                if k.width() < 128 && v >> k.width().min(64) != 0 {
                    return self.err_at(s, "hexadecimal float constant out of range for type");
                }
                return Ok(Attribute::Float { bits: v as u64, ty });
            }
            let value = if neg { -(v as i128) } else { v as i128 };
            return self.check_int(start, value, ty);
        }
        let (text, is_float) = self.scan_number();
        if text.is_empty() {
            return self.err_at(start, "expected attribute value");
        }
        if is_float {
            let v: f64 = match text.parse() {
                Ok(v) => v,
                Err(_) => return self.err_at(start, "invalid floating point literal"),
            };
            let v = if neg { -v } else { v };
            let ty = self.int_type_default(TypeData::Float(FloatKind::F64))?;
            return match self.m.ty(ty).clone() {
                TypeData::Float(k) => Ok(Attribute::Float {
                    bits: float_bits(v, k),
                    ty,
                }),
                _ => {
                    // MLIR reports this at the token after the type.
                    let here = self.here();
                    self.err_at(here, "floating point value not valid for specified type")
                }
            };
        }
        let Ok(v) = text.parse::<i128>() else {
            return self.err_at(start, "integer constant out of range for attribute");
        };
        let v = if neg { -v } else { v };
        let ty = self.int_type_default(TypeData::Integer {
            width: 64,
            signedness: crate::ir::Signedness::Signless,
        })?;
        if let TypeData::Float(k) = self.m.ty(ty).clone() {
            return Ok(Attribute::Float {
                bits: float_bits(v as f64, k),
                ty,
            });
        }
        self.check_int(start, v, ty)
    }

    fn check_int(&mut self, start: usize, value: i128, ty: TypeId) -> PResult<Attribute> {
        let width = match self.m.ty(ty) {
            TypeData::Integer { width, .. } => *width,
            TypeData::Index => 64,
            _ => return self.err_at(start, "integer literal not valid for specified type"),
        };
        if (1..127).contains(&width) {
            let min = -(1i128 << (width - 1));
            let max = (1i128 << width) - 1;
            if value < min || value > max {
                return self.err_at(start, "integer constant out of range for attribute");
            }
        }
        // Normalize to the sign-extended value of the given width.
        let value = sign_extend(value, width);
        Ok(Attribute::Integer { value, ty })
    }

    /// Scans decimal digits with optional fraction and exponent; returns (text, is_float).
    fn scan_number(&mut self) -> (&'a str, bool) {
        let s = self.pos;
        let mut is_float = false;
        while self.b.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if self.b.get(self.pos) == Some(&b'.') {
            is_float = true;
            self.pos += 1;
            while self.b.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                self.pos += 1;
            }
            if matches!(self.b.get(self.pos), Some(b'e') | Some(b'E')) {
                let save = self.pos;
                self.pos += 1;
                if matches!(self.b.get(self.pos), Some(b'+') | Some(b'-')) {
                    self.pos += 1;
                }
                if self.b.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                    while self.b.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                        self.pos += 1;
                    }
                } else {
                    self.pos = save;
                }
            }
        }
        (&self.src[s..self.pos], is_float)
    }

    fn dense_array(&mut self) -> PResult<Attribute> {
        self.expect("<")?;
        let elem = self.parse_type()?;
        let mut values = Vec::new();
        if self.eat(":") {
            loop {
                let p = self.here();
                let neg = self.eat("-");
                let (text, is_float) = self.scan_number();
                let et = self.m.ty(elem).clone();
                let v = match et {
                    TypeData::Float(k) => {
                        let f: f64 = text.parse().unwrap_or(0.0);
                        float_bits(if neg { -f } else { f }, k) as i64
                    }
                    _ if self.eat_keyword("true") => 1,
                    _ if self.eat_keyword("false") => 0,
                    _ => {
                        if is_float || text.is_empty() {
                            return self.err_at(p, "expected integer value");
                        }
                        // Parsed with its sign so that i64::MIN (a dynamic position) fits.
                        let signed = if neg {
                            format!("-{text}")
                        } else {
                            text.to_string()
                        };
                        match signed.parse::<i64>() {
                            Ok(v) => v,
                            Err(_) => return self.err_at(p, "integer constant out of range"),
                        }
                    }
                };
                values.push(v);
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(">")?;
        Ok(Attribute::DenseArray { elem, values })
    }

    fn dense_lit(&mut self) -> PResult<DenseLit> {
        self.enter()?;
        let r = self.dense_lit_inner();
        self.leave();
        r
    }

    fn dense_lit_inner(&mut self) -> PResult<DenseLit> {
        if self.eat("[") {
            let mut items = Vec::new();
            self.comma_list_until("]", |p| {
                items.push(p.dense_lit()?);
                Ok(())
            })?;
            return Ok(DenseLit::List(items));
        }
        if self.eat("(") {
            let re = self.dense_lit()?;
            self.expect(",")?;
            let im = self.dense_lit()?;
            self.expect(")")?;
            return Ok(DenseLit::Complex(Box::new(re), Box::new(im)));
        }
        let at = self.here();
        if self.eat_keyword("true") {
            return Ok(DenseLit::Bool(true, at));
        }
        if self.eat_keyword("false") {
            return Ok(DenseLit::Bool(false, at));
        }
        let start = self.here();
        let neg = self.eat("-");
        self.skip_ws();
        if self.rest().starts_with(b"0x") {
            self.pos += 2;
            let s = self.pos;
            while self.b.get(self.pos).is_some_and(|c| c.is_ascii_hexdigit()) {
                self.pos += 1;
            }
            return match u128::from_str_radix(&self.src[s..self.pos], 16) {
                Ok(v) => Ok(DenseLit::Hex(v)),
                Err(_) => self.err_at(start, "expected element literal"),
            };
        }
        let (text, is_float) = self.scan_number();
        if text.is_empty() {
            return self.err_at(start, "expected element literal of primitive type");
        }
        if is_float {
            let v: f64 = text.parse().unwrap_or(0.0);
            Ok(DenseLit::Float(if neg { -v } else { v }))
        } else {
            match text.parse::<i128>() {
                Ok(v) => Ok(DenseLit::Int(if neg { -v } else { v })),
                Err(_) => self.err_at(start, "integer constant out of range"),
            }
        }
    }

    /// Parses `dense<...>` whose type is implied by context (no trailing `: type`).
    pub fn parse_dense_with_type(&mut self, ty: TypeId) -> PResult<Attribute> {
        self.expect_keyword("dense")?;
        self.dense_attr_typed(Some(ty))
    }

    fn dense_attr(&mut self) -> PResult<Attribute> {
        self.dense_attr_typed(None)
    }

    fn dense_attr_typed(&mut self, given: Option<TypeId>) -> PResult<Attribute> {
        // The `dense` keyword was just consumed; MLIR reports shape mismatches there.
        let kw_pos = self.pos.saturating_sub("dense".len());
        self.expect("<")?;
        let lit_pos = self.here();
        let mut hex = None;
        let lit = if self.peek() == b'"' {
            hex = Some(self.string_lit()?);
            None
        } else if self.looking_at(">") {
            Some(DenseLit::List(Vec::new()))
        } else {
            Some(self.dense_lit()?)
        };
        self.expect(">")?;
        let ty = match given {
            Some(t) => t,
            None => {
                self.expect(":")?;
                self.parse_type()?
            }
        };
        let (shape, elem) = match self.m.ty(ty) {
            TypeData::Tensor { shape, elem, .. } | TypeData::Vector { shape, elem, .. } => {
                (shape.clone(), *elem)
            }
            _ => return self.err_at(lit_pos, "elements literal must be a shaped type"),
        };
        if let Some(h) = hex {
            return Ok(Attribute::Dense {
                ty,
                data: DenseData::Hex(h),
            });
        }
        let lit = lit.unwrap();
        // A shape whose element count overflows can never match a literal.
        let count: Option<i64> =
            shape.iter().try_fold(
                1i64,
                |acc, &d| if d < 0 { None } else { acc.checked_mul(d) },
            );
        if matches!(self.m.ty(elem), TypeData::Complex(_)) && lit.has_scalar_leaf() {
            let kw = self.src[..lit_pos].rfind("dense").unwrap_or(lit_pos);
            let t = crate::print::type_to_string(&self.m, elem);
            return self.err_at(
                kw,
                format!("parsed 1 elements, but type ('{t}') expected 2 elements"),
            );
        }
        let mut flat = Vec::new();
        let is_splat = !matches!(lit, DenseLit::List(_));
        self.flatten_dense(&lit, elem, &mut flat, lit_pos)?;
        if is_splat {
            return Ok(Attribute::Dense {
                ty,
                data: DenseData::Splat(Box::new(flat.pop().unwrap())),
            });
        }
        if count != Some(flat.len() as i64) || lit.shape().len() != shape.len() {
            let lit_shape: Vec<String> = lit.shape().iter().map(|d| d.to_string()).collect();
            return self.err_at(
                kw_pos,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    lit_shape.join(", "),
                    shape
                        .iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            );
        }
        Ok(Attribute::Dense {
            ty,
            data: DenseData::from_elements(flat),
        })
    }

    fn flatten_dense(
        &mut self,
        lit: &DenseLit,
        elem: TypeId,
        out: &mut Vec<Attribute>,
        pos: usize,
    ) -> PResult<()> {
        let et = self.m.ty(elem).clone();
        match lit {
            DenseLit::List(items) => {
                for i in items {
                    self.flatten_dense(i, elem, out, pos)?;
                }
            }
            // A complex element is the pair of its parts, each of the complex's element type.
            DenseLit::Complex(re, im) => {
                let TypeData::Complex(part) = et else {
                    return self.err_at(pos, "expected element literal of primitive type");
                };
                let mut parts = Vec::with_capacity(2);
                self.flatten_dense(re, part, &mut parts, pos)?;
                self.flatten_dense(im, part, &mut parts, pos)?;
                out.push(Attribute::Array(parts));
            }
            DenseLit::Bool(b, at) => match et {
                TypeData::Integer { width: 1, .. } => out.push(Attribute::Integer {
                    value: *b as i128,
                    ty: elem,
                }),
                TypeData::Float(_) => return self.err_at(*at, "expected floating point literal"),
                _ => return self.err_at(*at, "expected i1 type for 'true' or 'false' values"),
            },
            DenseLit::Int(v) => match et {
                TypeData::Float(k) => out.push(Attribute::Float {
                    bits: float_bits(*v as f64, k),
                    ty: elem,
                }),
                TypeData::Integer { width, .. } => out.push(Attribute::Integer {
                    value: sign_extend(*v, width),
                    ty: elem,
                }),
                TypeData::Index => out.push(Attribute::Integer {
                    value: *v,
                    ty: elem,
                }),
                _ => return self.err_at(pos, "expected integer elements"),
            },
            DenseLit::Float(f) => match et {
                TypeData::Float(k) => out.push(Attribute::Float {
                    bits: float_bits(*f, k),
                    ty: elem,
                }),
                _ => {
                    return self.err_at(pos, "expected integer elements, but parsed floating-point")
                }
            },
            DenseLit::Hex(v) => match et {
                TypeData::Float(_) => out.push(Attribute::Float {
                    bits: *v as u64,
                    ty: elem,
                }),
                _ => out.push(Attribute::Integer {
                    value: *v as i128,
                    ty: elem,
                }),
            },
        }
        Ok(())
    }

    fn strided_attr(&mut self) -> PResult<Attribute> {
        self.expect("<")?;
        self.expect("[")?;
        let mut strides = Vec::new();
        self.comma_list_until("]", |p| {
            strides.push(p.dyn_int()?);
            Ok(())
        })?;
        let mut offset = 0;
        if self.eat(",") {
            self.expect_keyword("offset")?;
            self.expect(":")?;
            offset = self.dyn_int()?;
        }
        self.expect(">")?;
        Ok(Attribute::Strided { strides, offset })
    }

    /// Parses an integer or `?` ([`DYNAMIC`]).
    pub fn dyn_int(&mut self) -> PResult<i64> {
        if self.eat("?") {
            return Ok(DYNAMIC);
        }
        let p = self.here();
        let v = self.int_lit()?;
        i64::try_from(v).or_else(|_| self.err_at(p, "integer constant out of range"))
    }

    // ---- affine ---------------------------------------------------------------------------

    fn affine_ids(&mut self, names: &mut Vec<&'a str>, open: &str, close: &str) -> PResult<()> {
        self.expect(open)?;
        self.comma_list_until(close, |p| {
            match p.ident() {
                Some(id) => names.push(id),
                None => return p.err("expected bare identifier"),
            }
            Ok(())
        })
    }

    fn affine_dims_syms(&mut self) -> PResult<(Vec<&'a str>, Vec<&'a str>)> {
        let mut dims = Vec::new();
        let mut syms = Vec::new();
        self.affine_ids(&mut dims, "(", ")")?;
        if self.looking_at("[") {
            self.affine_ids(&mut syms, "[", "]")?;
        }
        Ok((dims, syms))
    }

    /// Parses the body of `affine_map<...>`.
    pub fn affine_map_body(&mut self) -> PResult<AffineMap> {
        let (dims, syms) = self.affine_dims_syms()?;
        self.expect("->")?;
        self.expect("(")?;
        let mut results = Vec::new();
        self.comma_list_until(")", |p| {
            results.push(p.affine_expr(&dims, &syms)?);
            Ok(())
        })?;
        Ok(AffineMap {
            num_dims: dims.len() as u32,
            num_syms: syms.len() as u32,
            results,
        })
    }

    fn affine_set_body(&mut self) -> PResult<AffineSet> {
        let (dims, syms) = self.affine_dims_syms()?;
        self.expect(":")?;
        self.expect("(")?;
        let mut constraints = Vec::new();
        self.comma_list_until(")", |p| {
            let lhs = p.affine_expr(&dims, &syms)?;
            let eq = if p.eat("==") {
                true
            } else if p.eat(">=") {
                false
            } else if p.eat("<=") {
                // a <= b  is  b - a >= 0
                let rhs = p.affine_expr(&dims, &syms)?;
                constraints.push((sub(rhs, lhs), false));
                return Ok(());
            } else {
                return p.err(
                    "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
                );
            };
            let rhs = p.affine_expr(&dims, &syms)?;
            let e = if rhs == AffineExpr::Const(0) {
                lhs
            } else {
                sub(lhs, rhs)
            };
            constraints.push((e, eq));
            Ok(())
        })?;
        if constraints.is_empty() {
            // MLIR represents the set without constraints as `0 == 0`.
            constraints.push((AffineExpr::Const(0), true));
        }
        Ok(AffineSet {
            num_dims: dims.len() as u32,
            num_syms: syms.len() as u32,
            constraints,
        })
    }

    fn affine_expr(&mut self, dims: &[&str], syms: &[&str]) -> PResult<AffineExpr> {
        self.enter()?;
        let mut lhs = self.affine_term(dims, syms)?;
        loop {
            if self.eat("+") {
                let rhs = self.affine_term(dims, syms)?;
                lhs = crate::ir::affine::add(lhs, rhs);
            } else if self.looking_at("-") && !self.looking_at("->") {
                self.pos += 1;
                let rhs = self.affine_term(dims, syms)?;
                lhs = sub(lhs, rhs);
            } else {
                break;
            }
        }
        self.leave();
        Ok(lhs)
    }

    fn affine_term(&mut self, dims: &[&str], syms: &[&str]) -> PResult<AffineExpr> {
        let mut lhs = self.affine_unary(dims, syms)?;
        loop {
            let op = if self.eat("*") {
                0
            } else if self.eat_keyword("floordiv") {
                1
            } else if self.eat_keyword("ceildiv") {
                2
            } else if self.eat_keyword("mod") {
                3
            } else {
                return Ok(lhs);
            };
            let rhs = self.affine_unary(dims, syms)?;
            use crate::ir::affine as af;
            lhs = match op {
                0 => af::mul(lhs, rhs),
                1 => af::floordiv(lhs, rhs),
                2 => af::ceildiv(lhs, rhs),
                _ => af::modulo(lhs, rhs),
            };
        }
    }

    fn affine_unary(&mut self, dims: &[&str], syms: &[&str]) -> PResult<AffineExpr> {
        if self.looking_at("-") && !self.looking_at("->") {
            self.pos += 1;
            let e = self.affine_unary(dims, syms)?;
            return Ok(crate::ir::affine::neg(e));
        }
        if self.eat("(") {
            let e = self.affine_expr(dims, syms)?;
            self.expect(")")?;
            return Ok(e);
        }
        if self.peek().is_ascii_digit() {
            let p = self.here();
            let v = self.int_lit()?;
            return i64::try_from(v)
                .map(AffineExpr::Const)
                .or_else(|_| self.err_at(p, "constant too large for index"));
        }
        let p = self.here();
        match self.ident() {
            Some(id) => {
                if let Some(i) = dims.iter().position(|d| *d == id) {
                    Ok(AffineExpr::Dim(i as u32))
                } else if let Some(i) = syms.iter().position(|s| *s == id) {
                    Ok(AffineExpr::Sym(i as u32))
                } else {
                    self.err_at(p, format!("use of undeclared identifier '{id}'"))
                }
            }
            None => self.err("expected affine expression"),
        }
    }
}

fn sub(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    crate::ir::affine::sub(lhs, rhs)
}

/// Sign-extends the low `width` bits of `v` (index and wide integers are kept as is).
pub fn sign_extend(v: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

/// Converts an f64 to the bit pattern of a float kind (round to nearest even).
pub fn float_bits(v: f64, k: FloatKind) -> u64 {
    match k {
        FloatKind::F64 => v.to_bits(),
        FloatKind::F32 => (v as f32).to_bits() as u64,
        FloatKind::F16 => crate::print::float::f64_to_f16_bits(v) as u64,
        FloatKind::BF16 => crate::print::float::f64_to_bf16_bits(v) as u64,
        FloatKind::F80 | FloatKind::F128 => v.to_bits(),
        FloatKind::TF32 => (v as f32).to_bits() as u64,
        FloatKind::F8E4M3FN | FloatKind::F8E5M2 | FloatKind::F4E2M1FN => {
            k.minifloat().map_or(0, |f| f.encode(v))
        }
    }
}
