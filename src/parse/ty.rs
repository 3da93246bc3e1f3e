//! Type syntax: builtin types, shapes (`4x?xf32`), memref layouts and memory spaces, function
//! types, and dialect types kept verbatim.

use super::{PResult, Parser};
use crate::ir::{Attribute, FloatKind, Layout, Signedness, TypeData, TypeId, DYNAMIC};

impl<'a> Parser<'a> {
    /// Parses a type.
    pub fn parse_type(&mut self) -> PResult<TypeId> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    /// Parses a comma-separated type list, optionally parenthesized (`i32, f32` or `(i32)`).
    pub fn parse_type_list(&mut self) -> PResult<Vec<TypeId>> {
        let mut tys = Vec::new();
        loop {
            tys.push(self.parse_type()?);
            if !self.eat(",") {
                return Ok(tys);
            }
        }
    }

    /// Parses a function result list: a single non-function type or `(t, ...)`.
    pub fn parse_result_type_list(&mut self) -> PResult<Vec<TypeId>> {
        if self.eat("(") {
            let mut tys = Vec::new();
            self.comma_list_until(")", |p| {
                tys.push(p.parse_type()?);
                Ok(())
            })?;
            Ok(tys)
        } else {
            Ok(vec![self.parse_type()?])
        }
    }

    fn parse_type_inner(&mut self) -> PResult<TypeId> {
        self.skip_ws();
        let start = self.pos;
        match self.peek() {
            b'(' => {
                self.pos += 1;
                let mut inputs = Vec::new();
                self.comma_list_until(")", |p| {
                    inputs.push(p.parse_type()?);
                    Ok(())
                })?;
                self.expect("->")?;
                let results = self.parse_result_type_list()?;
                return Ok(self.m.intern_type(TypeData::Function { inputs, results }));
            }
            b'!' => return self.dialect_type(),
            _ => {}
        }
        let Some(id) = self.ident() else {
            return self.err("expected non-function type");
        };
        let t = match id {
            "index" => TypeData::Index,
            "f16" => TypeData::Float(FloatKind::F16),
            "bf16" => TypeData::Float(FloatKind::BF16),
            "f32" => TypeData::Float(FloatKind::F32),
            "f64" => TypeData::Float(FloatKind::F64),
            "f80" => TypeData::Float(FloatKind::F80),
            "f128" => TypeData::Float(FloatKind::F128),
            "tf32" => TypeData::Float(FloatKind::TF32),
            "f8E4M3FN" => TypeData::Float(FloatKind::F8E4M3FN),
            "f8E5M2" => TypeData::Float(FloatKind::F8E5M2),
            "f4E2M1FN" => TypeData::Float(FloatKind::F4E2M1FN),
            "none" => TypeData::None,
            "memref" => return self.memref_type(),
            "tensor" => return self.tensor_type(),
            "vector" => return self.vector_type(),
            "complex" => {
                self.expect("<")?;
                let e = self.parse_type()?;
                self.expect(">")?;
                TypeData::Complex(e)
            }
            "tuple" => {
                self.expect("<")?;
                let mut tys = Vec::new();
                self.comma_list_until(">", |p| {
                    tys.push(p.parse_type()?);
                    Ok(())
                })?;
                TypeData::Tuple(tys)
            }
            _ => match int_type(id) {
                Some(t) => t,
                None => {
                    return self.err_at(start, "expected non-function type");
                }
            },
        };
        Ok(self.m.intern_type(t))
    }

    fn dialect_type(&mut self) -> PResult<TypeId> {
        let start = self.here();
        self.pos += 1;
        let Some(name) = self.suffix_id() else {
            return self.err_at(start, "expected type alias or dialect type");
        };
        if let Some(kw) = name.strip_prefix("llvm.") {
            return crate::dialects::llvm::types::parse_prefixed(self, kw, start);
        }
        if !name.contains('.') && !self.looking_at_raw(b'<') {
            return match self.type_aliases.get(name) {
                Some(&t) => Ok(t),
                None => self.err_at(start, format!("undefined symbol alias id '{name}'")),
            };
        }
        if self.b.get(self.pos) == Some(&b'<') {
            self.skip_balanced()?;
        }
        let text = self.src[start..self.pos].to_string();
        Ok(self.m.intern_type(TypeData::Opaque(text)))
    }

    fn looking_at_raw(&self, c: u8) -> bool {
        self.b.get(self.pos) == Some(&c)
    }

    /// Skips a balanced `<...>` group (with nested brackets and strings), for verbatim text.
    pub(crate) fn skip_balanced(&mut self) -> PResult<()> {
        let start = self.pos;
        let mut stack: Vec<u8> = Vec::new();
        loop {
            let Some(&c) = self.b.get(self.pos) else {
                return self.err_at(start, "unbalanced '<' in dialect type or attribute");
            };
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push(c),
                b'>' | b')' | b']' | b'}' => {
                    // `->` inside dialect bodies is not a closing bracket.
                    if c == b'>' && self.pos > 0 && self.b[self.pos - 1] == b'-' {
                        self.pos += 1;
                        continue;
                    }
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    if stack.pop() != Some(open) {
                        return self
                            .err_at(self.pos, "unbalanced brackets in dialect type or attribute");
                    }
                    if stack.len() > super::MAX_NESTING {
                        return self.err_at(self.pos, "exceeded maximum nesting depth");
                    }
                }
                b'"' => {
                    self.string_lit()?;
                    continue;
                }
                _ => {}
            }
            self.pos += 1;
            if stack.is_empty() {
                return Ok(());
            }
        }
    }

    /// Parses `4x?x` dimensions up to the element type; with `allow_unranked`, `*x` too.
    /// Returns None for unranked.
    fn dims(&mut self, allow_unranked: bool) -> PResult<Option<Vec<i64>>> {
        self.skip_ws();
        if allow_unranked && self.rest().starts_with(b"*") {
            self.pos += 1;
            self.skip_ws();
            if !self.eat_x() {
                return self.err("expected 'x' in dimension list");
            }
            return Ok(None);
        }
        let mut shape = Vec::new();
        loop {
            self.skip_ws();
            let c = self.b.get(self.pos).copied().unwrap_or(0);
            if c == b'?' {
                self.pos += 1;
                shape.push(DYNAMIC);
            } else if c.is_ascii_digit() {
                let s = self.pos;
                while self.b.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                    self.pos += 1;
                }
                // `0x` would lex as hex: a dimension of 0 followed by `x`.
                match self.src[s..self.pos].parse::<i64>() {
                    Ok(v) => shape.push(v),
                    Err(_) => return self.err_at(s, "invalid dimension"),
                }
            } else {
                return Ok(Some(shape));
            }
            self.skip_ws();
            if !self.eat_x() {
                return self.err("expected 'x' in dimension list");
            }
        }
    }

    fn eat_x(&mut self) -> bool {
        if self.b.get(self.pos) == Some(&b'x') {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn memref_type(&mut self) -> PResult<TypeId> {
        self.expect("<")?;
        let shape = self.dims(true)?;
        let elem = self.parse_type()?;
        match shape {
            None => {
                let mut memory_space = None;
                if self.eat(",") {
                    memory_space = Some(self.parse_attr()?);
                }
                self.expect(">")?;
                Ok(self
                    .m
                    .intern_type(TypeData::UnrankedMemRef { elem, memory_space }))
            }
            Some(shape) => {
                let mut layout = Layout::Identity;
                let mut memory_space = None;
                let mut seen_space = false;
                while self.eat(",") {
                    let p = self.here();
                    let a = self.parse_attr()?;
                    match a {
                        Attribute::Strided { strides, offset } if !seen_space => {
                            if strides.len() != shape.len() {
                                return self
                                    .err_at(p, "expected the number of strides to match the rank");
                            }
                            layout = Layout::Strided { strides, offset };
                        }
                        Attribute::AffineMap(map) if !seen_space => {
                            if map.num_dims as usize != shape.len() {
                                return self.err_at(
                                    p,
                                    "memref layout mismatch between rank and affine map: "
                                        .to_string()
                                        + &format!("{} != {}", shape.len(), map.num_dims),
                                );
                            }
                            if !map.is_identity() {
                                layout = Layout::Map(map);
                            }
                        }
                        other => {
                            if seen_space {
                                return self
                                    .err_at(p, "multiple memory spaces specified in memref type");
                            }
                            seen_space = true;
                            memory_space = Some(other);
                        }
                    }
                }
                self.expect_msg(">", "expected ',' or '>' in memref type")?;
                if let Some(Attribute::Integer { value: 0, .. }) = memory_space {
                    memory_space = None;
                }
                Ok(self.m.intern_type(TypeData::MemRef {
                    shape,
                    elem,
                    layout,
                    memory_space,
                }))
            }
        }
    }

    fn tensor_type(&mut self) -> PResult<TypeId> {
        self.expect("<")?;
        let shape = self.dims(true)?;
        let elem = self.parse_type()?;
        let t = match shape {
            None => TypeData::UnrankedTensor { elem },
            Some(shape) => {
                let encoding = if self.eat(",") {
                    Some(self.parse_attr()?)
                } else {
                    None
                };
                TypeData::Tensor {
                    shape,
                    elem,
                    encoding,
                }
            }
        };
        self.expect(">")?;
        Ok(self.m.intern_type(t))
    }

    fn vector_type(&mut self) -> PResult<TypeId> {
        let start = self.pos - "vector".len();
        self.expect("<")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            self.skip_ws();
            let bracket = self.pos;
            let sc = self.eat("[");
            if sc {
                // Scalable dimensions need a run-time vector length bufjit cannot execute.
                return self.err_at(bracket, "scalable vectors are not supported by bufjit");
            }
            let c = self.b.get(self.pos).copied().unwrap_or(0);
            if !c.is_ascii_digit() {
                if sc {
                    return self.err("expected dimension");
                }
                break;
            }
            let s = self.pos;
            while self.b.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                self.pos += 1;
            }
            shape.push(self.src[s..self.pos].parse::<i64>().unwrap_or(0));
            scalable.push(sc);
            if sc {
                self.expect("]")?;
            }
            if !self.eat_x() {
                return self.err("expected 'x' in vector dimension list");
            }
        }
        let elem = self.parse_type()?;
        self.expect(">")?;
        if shape.iter().any(|&d| d <= 0) {
            let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
            let msg = format!(
                "vector types must have positive constant sizes but got {}",
                dims.join(", ")
            );
            return self.err_at(start, msg);
        }
        let valid_elem = matches!(
            self.m.ty(elem),
            TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::Llvm(crate::ir::LlvmType::Ptr(_))
        );
        if !valid_elem {
            return self.err_at(
                start,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            );
        }
        Ok(self.m.intern_type(TypeData::Vector {
            shape,
            scalable,
            elem,
        }))
    }
}

fn int_type(id: &str) -> Option<TypeData> {
    let (signedness, digits) = if let Some(d) = id.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = id.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else if let Some(d) = id.strip_prefix('i') {
        (Signedness::Signless, d)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let width: u32 = digits.parse().ok()?;
    if width == 0 && signedness != Signedness::Signless || width > 16_777_215 {
        return None;
    }
    Some(TypeData::Integer { width, signedness })
}
