//! Descriptor math of the `memref` view ops, as MLIR defines it, written once over an
//! [`IndexArith`]: the interpreter computes with wrapping `i64`s ([`Wrapping`]), the code
//! generator with constants folded at compile time and registers otherwise. Also the
//! attributes these ops read (reassociation, permutation, operand segments) and the
//! `memref.atomic_rmw` kinds.

use crate::codegen::types::MemInfo;
use crate::ir::{AffineExpr, Attribute, Module, OpId, ValueId, DYNAMIC};
use std::ops::Range;

/// Arithmetic on index quantities of some representation.
pub trait IndexArith {
    /// An index quantity.
    type Ix: Copy;
    /// The constant `c`.
    fn konst(&mut self, c: i64) -> Self::Ix;
    /// `a + b`, wrapping.
    fn add(&mut self, a: Self::Ix, b: Self::Ix) -> Self::Ix;
    /// `a * b`, wrapping.
    fn mul(&mut self, a: Self::Ix, b: Self::Ix) -> Self::Ix;
}

/// Index arithmetic on plain `i64`s, wrapping as the generated code does.
pub struct Wrapping;

impl IndexArith for Wrapping {
    type Ix = i64;
    fn konst(&mut self, c: i64) -> i64 {
        c
    }
    fn add(&mut self, a: i64, b: i64) -> i64 {
        a.wrapping_add(b)
    }
    fn mul(&mut self, a: i64, b: i64) -> i64 {
        a.wrapping_mul(b)
    }
}

/// A view's sizes and strides.
pub type SizesStrides<I> = (Vec<I>, Vec<I>);

/// Row-major strides of `sizes`.
pub fn identity_strides<A: IndexArith>(a: &mut A, sizes: &[A::Ix]) -> Vec<A::Ix> {
    let one = a.konst(1);
    let mut strides = vec![one; sizes.len()];
    let mut acc = one;
    for i in (0..sizes.len()).rev() {
        strides[i] = acc;
        if i > 0 {
            acc = a.mul(acc, sizes[i]);
        }
    }
    strides
}

/// The number of elements of a shape.
pub fn num_elements<A: IndexArith>(a: &mut A, sizes: &[A::Ix]) -> A::Ix {
    let mut n = a.konst(1);
    for &s in sizes {
        n = a.mul(n, s);
    }
    n
}

/// Replaces the offset, sizes and strides with the constants the type `info` states (a
/// result type is the authority on what it knows statically).
pub fn conform<A: IndexArith>(
    a: &mut A,
    offset: &mut A::Ix,
    sizes: &mut [A::Ix],
    strides: &mut [A::Ix],
    info: &MemInfo,
) {
    if info.offset != DYNAMIC {
        *offset = a.konst(info.offset);
    }
    for i in 0..info.rank().min(sizes.len()) {
        if info.shape[i] != DYNAMIC {
            sizes[i] = a.konst(info.shape[i]);
        }
        if info.strides[i] != DYNAMIC {
            strides[i] = a.konst(info.strides[i]);
        }
    }
}

/// `memref.subview` before rank reduction: the view's offset and strides from its source's
/// and the subview's offsets and steps (all of the source's rank).
pub fn subview<A: IndexArith>(
    a: &mut A,
    offset: A::Ix,
    src_strides: &[A::Ix],
    offsets: &[A::Ix],
    steps: &[A::Ix],
) -> (A::Ix, Vec<A::Ix>) {
    let mut offset = offset;
    let mut strides = Vec::with_capacity(src_strides.len());
    for i in 0..src_strides.len() {
        let t = a.mul(offsets[i], src_strides[i]);
        offset = a.add(offset, t);
        strides.push(a.mul(src_strides[i], steps[i]));
    }
    (offset, strides)
}

/// The operand ranges of the offsets, sizes and strides of a `memref.subview` or
/// `memref.reinterpret_cast` (after the source, per `operandSegmentSizes`).
pub fn offset_size_stride_operands(m: &Module, op: OpId) -> [Range<usize>; 3] {
    let seg = super::dense_list(m, op, "operandSegmentSizes");
    let no = seg.get(1).copied().unwrap_or(0) as usize;
    let ns = seg.get(2).copied().unwrap_or(0) as usize;
    let n = m.op(op).operands.len();
    [1..1 + no, 1 + no..1 + no + ns, 1 + no + ns..n]
}

/// Which source dimensions of a subview survive in its result (MLIR's rank-reduction mask):
/// unit dimensions are dropped greedily where the result shape does not match them.
pub fn rank_reduction_keep(sizes: &[i64], result_shape: &[i64], r: usize) -> Option<Vec<usize>> {
    if result_shape.len() == r {
        return Some((0..r).collect());
    }
    let mut keep = Vec::new();
    let mut j = 0;
    let mut to_drop = r.checked_sub(result_shape.len())?;
    for (i, &s) in sizes.iter().enumerate() {
        let remaining_src = r - i;
        let remaining_res = result_shape.len() - j;
        if s == 1
            && to_drop > 0
            && (j >= result_shape.len() || result_shape[j] != 1 || remaining_src > remaining_res)
        {
            to_drop -= 1;
            continue;
        }
        if j < result_shape.len()
            && (result_shape[j] == s || result_shape[j] == DYNAMIC || s == DYNAMIC)
        {
            keep.push(i);
            j += 1;
        } else {
            return None;
        }
    }
    (j == result_shape.len()).then_some(keep)
}

/// The `reassociation` groups of `memref.expand_shape` / `memref.collapse_shape`.
pub fn reassociation(m: &Module, op: OpId) -> Result<Vec<Vec<usize>>, &'static str> {
    let Some(Attribute::Array(groups)) = m.attr(op, "reassociation") else {
        return Err("has no reassociation");
    };
    let dim = |a: &Attribute| match a {
        Attribute::Integer { value, .. } => *value as usize,
        _ => 0,
    };
    let group = |g: &Attribute| match g {
        Attribute::Array(dims) => dims.iter().map(dim).collect(),
        _ => vec![],
    };
    Ok(groups.iter().map(group).collect())
}

/// The message of a reassociation that names a dimension that does not exist.
pub const BAD_REASSOCIATION: &str = "has a bad reassociation";

/// `memref.expand_shape`: the strides of the expanded `sizes`, each source dimension's
/// stride spread over its group (`None`: a bad reassociation).
pub fn expand_strides<A: IndexArith>(
    a: &mut A,
    src_strides: &[A::Ix],
    groups: &[Vec<usize>],
    sizes: &[A::Ix],
) -> Option<Vec<A::Ix>> {
    let one = a.konst(1);
    let mut strides = vec![one; sizes.len()];
    for (sd, g) in groups.iter().enumerate() {
        let mut acc = *src_strides.get(sd)?;
        for &j in g.iter().rev() {
            if j >= sizes.len() {
                return None;
            }
            strides[j] = acc;
            acc = a.mul(acc, sizes[j]);
        }
    }
    Some(strides)
}

/// `memref.collapse_shape`: each group's size (the product) and stride (its innermost
/// dimension's) (`None`: a bad reassociation).
pub fn collapse<A: IndexArith>(
    a: &mut A,
    src_sizes: &[A::Ix],
    src_strides: &[A::Ix],
    groups: &[Vec<usize>],
) -> Option<SizesStrides<A::Ix>> {
    let mut sizes = Vec::new();
    let mut strides = Vec::new();
    for g in groups {
        let mut n = a.konst(1);
        for &j in g {
            n = a.mul(n, *src_sizes.get(j)?);
        }
        sizes.push(n);
        let stride = match g.last() {
            Some(&j) => src_strides[j],
            None => a.konst(1),
        };
        strides.push(stride);
    }
    Some((sizes, strides))
}

/// The `permutation` of `memref.transpose`: result dimension `i` is source dimension
/// `perm[i]`.
pub fn permutation(m: &Module, op: OpId) -> Result<Vec<usize>, &'static str> {
    match m.attr(op, "permutation") {
        Some(Attribute::AffineMap(map)) => map
            .results
            .iter()
            .map(|e| match e {
                AffineExpr::Dim(i) => Ok(*i as usize),
                _ => Err("has an unsupported permutation"),
            })
            .collect(),
        _ => Err("has no permutation"),
    }
}

/// `memref.atomic_rmw` kinds, by attribute value.
pub const RMW_KINDS: [&str; 16] = [
    "addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu", "mulf",
    "muli", "ori", "andi", "maxnumf", "minnumf", "xori",
];

/// The kind of a `memref.atomic_rmw` (`None`: invalid).
pub fn rmw_kind(m: &Module, op: OpId) -> Option<&'static str> {
    RMW_KINDS.get(super::int_attr(m, op, "kind")).copied()
}

/// The `alignment` attribute of an allocation, when it states a positive one.
pub fn alignment(m: &Module, op: OpId) -> Option<i64> {
    match m.attr(op, "alignment") {
        Some(Attribute::Integer { value, .. }) if *value > 0 => Some(*value as i64),
        _ => None,
    }
}

/// The operands giving the dynamic sizes of a `memref.alloc`/`memref.alloca` whose result
/// type is `info` (`Err`: a layout the back ends do not allocate).
pub fn alloc_size_operands<'a>(
    info: &MemInfo,
    operands: &'a [ValueId],
) -> Result<&'a [ValueId], &'static str> {
    if !info.identity {
        return Err("with a non-identity layout is not supported by the code generator");
    }
    let ndyn = info.shape.iter().filter(|&&s| s == DYNAMIC).count();
    Ok(&operands[..ndyn.min(operands.len())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn view_math_on_integers() {
        let w = &mut Wrapping;
        assert_eq!(identity_strides(w, &[2, 3, 4]), vec![12, 4, 1]);
        assert_eq!(num_elements(w, &[2, 3, 4]), 24);
        // A 2x2 window at (1, 2) of a 4x8 buffer, every second column.
        assert_eq!(subview(w, 0, &[8, 1], &[1, 2], &[1, 2]), (10, vec![8, 2]));
        let groups = vec![vec![0, 1], vec![2]];
        assert_eq!(
            expand_strides(w, &[4, 1], &groups, &[2, 3, 4]),
            Some(vec![12, 4, 1])
        );
        assert_eq!(
            collapse(w, &[2, 3, 4], &[12, 4, 1], &groups),
            Some((vec![6, 4], vec![4, 1]))
        );
        assert_eq!(collapse(w, &[2], &[1], &groups), None);
        assert_eq!(rank_reduction_keep(&[1, 4, 1], &[4], 3), Some(vec![1]));
        assert_eq!(rank_reduction_keep(&[2, 4], &[4, 2, 1], 2), None);
    }
}

/// Why no buffer of the requested shape can exist. Both back ends report these as runtime
/// errors at the allocating op ([`AllocSizeError::message`]) instead of allocating a wrong
/// size or returning null.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AllocSizeError {
    /// A dynamic size (of this dimension) is negative.
    Negative(usize),
    /// The byte count does not fit in 63 bits.
    Overflow,
    /// The allocator cannot provide the bytes.
    OutOfMemory,
}

impl AllocSizeError {
    /// The message, after the op's name (`'memref.alloc' op ...`).
    pub fn message(self, op_name: &str) -> String {
        match self {
            AllocSizeError::Negative(i) => {
                format!("'{op_name}' op dynamic size of dimension {i} is negative")
            }
            AllocSizeError::Overflow => {
                format!("'{op_name}' op allocation size overflows the address space")
            }
            AllocSizeError::OutOfMemory => {
                format!("'{op_name}' op out of memory: the requested size cannot be allocated")
            }
        }
    }
}

/// The byte count of `sizes` elements of `elem_bytes` each: an error for a negative size or
/// a count above `i64::MAX` (what the generated code checks, in the same order).
pub fn alloc_bytes(sizes: &[i64], elem_bytes: i64) -> Result<u64, AllocSizeError> {
    if let Some(i) = sizes.iter().position(|&s| s < 0) {
        return Err(AllocSizeError::Negative(i));
    }
    sizes
        .iter()
        .try_fold(elem_bytes as u64, |acc, &s| acc.checked_mul(s as u64))
        .filter(|&b| b <= i64::MAX as u64)
        .ok_or(AllocSizeError::Overflow)
}

#[cfg(test)]
mod alloc_size_tests {
    use super::*;

    #[test]
    fn impossible_sizes_are_errors() {
        assert_eq!(alloc_bytes(&[3, 5], 8), Ok(120));
        assert_eq!(alloc_bytes(&[], 4), Ok(4));
        assert_eq!(alloc_bytes(&[0, -1], 4), Err(AllocSizeError::Negative(1)));
        assert_eq!(
            alloc_bytes(&[1 << 60, 16], 8),
            Err(AllocSizeError::Overflow)
        );
        assert_eq!(alloc_bytes(&[1 << 61], 4), Err(AllocSizeError::Overflow));
        assert_eq!(alloc_bytes(&[1 << 60], 4), Ok(1 << 62));
    }
}
