//! MLIR's memref descriptors as seen from C: the structs generated code
//! passes to the runner utilities.
//!
//! A ranked memref of rank `N` is passed as a pointer to
//! `{ T *allocated; T *aligned; int64_t offset; int64_t sizes[N];
//! int64_t strides[N]; }` ([`StridedMemRef`]); an unranked one as
//! `{ int64_t rank; void *descriptor; }` ([`UnrankedMemRef`]) whose
//! `descriptor` points at a ranked descriptor of that rank. [`DynMemRef`]
//! reads a ranked descriptor of any rank at run time.

use std::ffi::c_void;

/// An unranked memref: the rank and a pointer to the ranked descriptor.
#[derive(Clone, Copy, Debug)]
#[repr(C)]
pub struct UnrankedMemRef {
    /// Rank of the ranked descriptor.
    pub rank: i64,
    /// Pointer to a ranked descriptor ([`StridedMemRef`] of that rank).
    pub descriptor: *mut c_void,
}

/// A ranked memref descriptor of static rank `N`.
#[derive(Clone, Copy, Debug)]
#[repr(C)]
pub struct StridedMemRef<T, const N: usize> {
    /// Pointer returned by the allocator (what is freed).
    pub allocated: *mut T,
    /// Aligned pointer the data is addressed from.
    pub aligned: *mut T,
    /// Offset, in elements, of element zero from `aligned`.
    pub offset: i64,
    /// Extent of each dimension.
    pub sizes: [i64; N],
    /// Stride, in elements, of each dimension.
    pub strides: [i64; N],
}

impl<T, const N: usize> StridedMemRef<T, N> {
    /// An unranked view of this descriptor (which must outlive its use).
    pub fn as_unranked(&mut self) -> UnrankedMemRef {
        UnrankedMemRef {
            rank: N as i64,
            descriptor: (self as *mut Self).cast(),
        }
    }
}

/// A ranked descriptor of run-time rank, read in place.
#[derive(Clone, Copy, Debug)]
pub struct DynMemRef<T> {
    /// Rank.
    pub rank: usize,
    /// Allocated pointer.
    pub allocated: *mut T,
    /// Aligned pointer.
    pub aligned: *mut T,
    /// Offset in elements.
    pub offset: i64,
    sizes: *const i64,
    strides: *const i64,
}

impl<T> DynMemRef<T> {
    /// Reads the ranked descriptor `u` points at. `None` if the rank is
    /// negative or the descriptor pointer is null.
    ///
    /// # Safety
    /// `u.descriptor` must point at a ranked descriptor of rank `u.rank`
    /// that stays valid while the result is used.
    pub unsafe fn from_unranked(u: &UnrankedMemRef) -> Option<DynMemRef<T>> {
        // SAFETY: forwarded to the caller.
        unsafe { DynMemRef::from_raw(u.rank, u.descriptor) }
    }

    /// Reads a ranked descriptor of rank `rank` at `desc`.
    ///
    /// # Safety
    /// As for [`DynMemRef::from_unranked`].
    pub unsafe fn from_raw(rank: i64, desc: *const c_void) -> Option<DynMemRef<T>> {
        if rank < 0 || desc.is_null() {
            return None;
        }
        let words = desc as *const i64;
        let rank = rank as usize;
        // SAFETY: the layout is two pointers, the offset, then the arrays;
        // the caller guarantees the descriptor is that long.
        unsafe {
            Some(DynMemRef {
                rank,
                allocated: *(desc as *const *mut T),
                aligned: *(desc as *const *mut T).add(1),
                offset: *words.add(2),
                sizes: words.add(3),
                strides: words.add(3 + rank),
            })
        }
    }

    /// Extent of dimension `i` (0 when `i >= rank`).
    pub fn size(&self, i: usize) -> i64 {
        if i >= self.rank {
            return 0;
        }
        // SAFETY: `i < rank`, within the descriptor's sizes array.
        unsafe { *self.sizes.add(i) }
    }

    /// Stride of dimension `i` (0 when `i >= rank`).
    pub fn stride(&self, i: usize) -> i64 {
        if i >= self.rank {
            return 0;
        }
        // SAFETY: `i < rank`, within the descriptor's strides array.
        unsafe { *self.strides.add(i) }
    }

    /// All extents.
    pub fn sizes(&self) -> Vec<i64> {
        (0..self.rank).map(|i| self.size(i)).collect()
    }

    /// All strides.
    pub fn strides(&self) -> Vec<i64> {
        (0..self.rank).map(|i| self.stride(i)).collect()
    }

    /// True if some extent is zero or negative (no element to read).
    pub fn is_empty(&self) -> bool {
        (0..self.rank).any(|i| self.size(i) <= 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_ranked_through_unranked() {
        let mut data = [0f32; 6];
        let mut m = StridedMemRef::<f32, 2> {
            allocated: data.as_mut_ptr(),
            aligned: data.as_mut_ptr(),
            offset: 1,
            sizes: [2, 3],
            strides: [3, 1],
        };
        let u = m.as_unranked();
        let d = unsafe { DynMemRef::<f32>::from_unranked(&u) }.unwrap();
        assert_eq!(d.rank, 2);
        assert_eq!(d.offset, 1);
        assert_eq!(d.sizes(), vec![2, 3]);
        assert_eq!(d.strides(), vec![3, 1]);
        assert_eq!(d.aligned, data.as_mut_ptr());
        assert!(!d.is_empty());
        let bad = UnrankedMemRef {
            rank: -1,
            descriptor: std::ptr::null_mut(),
        };
        assert!(unsafe { DynMemRef::<f32>::from_unranked(&bad) }.is_none());
    }
}
