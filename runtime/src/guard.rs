//! Failures of generated code as reports, never crashes.
//!
//! Generated code has no unwind information, so a failure deep inside it cannot unwind to the
//! Rust caller, and a process-wide `exit` is wrong for an embedding. Instead every call into
//! generated code goes through [`call`], which runs it under `sigsetjmp` (`csrc/guard.c`, the
//! project's one C file: only C can call a function that returns twice). A failure escapes back
//! to [`call`] with `siglongjmp` and comes out as an `Err(`[`Failure`]`)`:
//!
//! * runtime errors (failed `cf.assert`, division by zero) call [`fail`] from the runtime entry
//!   point generated code calls;
//! * a stack overflow or a wild access raises SIGSEGV/SIGBUS: the handler (on an alternate
//!   signal stack, installed by [`call`]) maps the faulting pc to a JIT function through the
//!   code ranges registered with [`register_code`], counts the JIT frames on the stack
//!   (generated code keeps frame pointers) and escapes. A fault outside generated code, or on a
//!   thread not inside [`call`], goes to the handler that was installed before (Rust's stack
//!   overflow message, or the default action).
//!
//! The jump only skips JIT frames and the runtime frame that escapes, which holds no lock and
//! owns nothing. Buffers the failed call allocated stay live (the allocator reports them).

use std::cell::Cell;
use std::ffi::c_int;
use std::sync::{Once, RwLock};

/// Exit status `bufjit run` uses for runtime errors (failed assertion, division by zero, stack
/// overflow).
pub const EXIT_RUNTIME_ERROR: i32 = 3;
/// Exit status for a wild memory access (SIGSEGV/SIGBUS) in generated code.
pub const EXIT_WILD_ACCESS: i32 = 5;

/// Why a guarded call ended early.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// A failed `cf.assert`, an integer division by zero, a failed shape constraint: the
    /// message, starting with the op's `file:line:col: error:`.
    RuntimeError(String),
    /// The stack overflowed: the function running at the time and how many frames of
    /// generated code were on the stack.
    StackOverflow {
        /// The JIT function that overflowed (`@name`).
        function: String,
        /// Frames of generated code on the stack.
        depth: u64,
    },
    /// Generated code touched unmapped or protected memory (a bad `reinterpret_cast`, an
    /// index far out of bounds).
    WildAccess {
        /// The faulting JIT function (`@name`).
        function: String,
        /// The address accessed.
        addr: usize,
        /// `SIGSEGV` or `SIGBUS`.
        signal: i32,
    },
}

impl Failure {
    /// The report line(s) `bufjit run` prints.
    pub fn message(&self) -> String {
        match self {
            Failure::RuntimeError(m) => m.clone(),
            Failure::StackOverflow { function, depth } => format!(
                "bufjit: error: stack overflow in {function} at a recursion depth of {depth} frames"
            ),
            Failure::WildAccess {
                function,
                addr,
                signal,
            } => format!(
                "bufjit: error: wild memory access ({}) at {addr:#x} in {function}",
                if *signal == libc::SIGBUS {
                    "SIGBUS"
                } else {
                    "SIGSEGV"
                }
            ),
        }
    }

    /// The exit status `bufjit run` ends with.
    pub fn exit_code(&self) -> i32 {
        match self {
            Failure::RuntimeError(_) | Failure::StackOverflow { .. } => EXIT_RUNTIME_ERROR,
            Failure::WildAccess { .. } => EXIT_WILD_ACCESS,
        }
    }
}

unsafe extern "C" {
    fn bufjit_guard_call(
        f: unsafe extern "C" fn(*const u64, *mut u64),
        args: *const u64,
        results: *mut u64,
    ) -> c_int;
    fn bufjit_guard_active() -> c_int;
    fn bufjit_guard_escape(code: c_int) -> !;
}

/// One registered range of generated code.
struct CodeRange {
    start: usize,
    end: usize,
    name: String,
}

static CODE: RwLock<Vec<CodeRange>> = RwLock::new(Vec::new());

/// Registers `[start, start + len)` as the code of JIT function `name` (for fault reports).
pub fn register_code(start: usize, len: usize, name: &str) {
    let mut c = CODE.write().unwrap_or_else(|e| e.into_inner());
    c.push(CodeRange {
        start,
        end: start + len,
        name: name.to_string(),
    });
}

/// Forgets the code ranges inside `[start, end)` (the JIT freed that memory).
pub fn unregister_code(ranges: &[(usize, usize)]) {
    let mut c = CODE.write().unwrap_or_else(|e| e.into_inner());
    c.retain(|r| !ranges.iter().any(|&(s, _)| s == r.start));
}

/// The JIT function containing `pc` (without blocking: `None` if the table is being changed).
fn function_at(pc: usize) -> Option<String> {
    let c = CODE.try_read().ok()?;
    c.iter()
        .find(|r| r.start <= pc && pc < r.end)
        .map(|r| format!("@{}", r.name))
}

fn in_code(code: &[CodeRange], pc: usize) -> bool {
    code.iter().any(|r| r.start <= pc && pc < r.end)
}

/// What the signal handler saw, kept as plain data until [`call`] formats it.
#[derive(Clone, Copy, Default)]
struct Fault {
    signal: i32,
    addr: usize,
    pc: usize,
    /// The first JIT return address found on the stack (when `pc` is in runtime code).
    caller_pc: usize,
    depth: u64,
    overflow: bool,
}

thread_local! {
    static IN_RUNTIME: Cell<u32> = const { Cell::new(0) };
    static FAULT: Cell<Option<Fault>> = const { Cell::new(None) };
    static STACK: Cell<(usize, usize)> = const { Cell::new((0, 0)) };
    static ALTSTACK: Cell<bool> = const { Cell::new(false) };
    static FAILURE: std::cell::RefCell<Option<Failure>> = const { std::cell::RefCell::new(None) };
}

/// Marks runtime code that may hold a lock or a `RefCell` borrow while generated code waits
/// for it (printing, the allocator's entry points). A stack overflow inside such a section
/// cannot escape (the lock would stay taken): it is reported and the process exits with
/// [`EXIT_RUNTIME_ERROR`] instead.
pub struct RuntimeSection(());

impl RuntimeSection {
    /// Enters a section (ends when the value is dropped).
    #[inline]
    pub fn enter() -> RuntimeSection {
        IN_RUNTIME.with(|c| c.set(c.get() + 1));
        RuntimeSection(())
    }
}

impl Drop for RuntimeSection {
    #[inline]
    fn drop(&mut self) {
        IN_RUNTIME.with(|c| c.set(c.get().saturating_sub(1)));
    }
}

static INSTALL: Once = Once::new();
static mut OLD_SEGV: Option<libc::sigaction> = None;
static mut OLD_BUS: Option<libc::sigaction> = None;

const ESCAPE_FAILURE: c_int = 1;
const ESCAPE_FAULT: c_int = 2;

/// Runs a packed entry point (`f(args, results)`) so that a failure inside returns here as an
/// `Err` instead of ending the process.
///
/// # Safety
/// `f` must be a packed entry wrapper reading and writing only the given slots.
pub unsafe fn call(
    f: unsafe extern "C" fn(*const u64, *mut u64),
    args: *const u64,
    results: *mut u64,
) -> Result<(), Failure> {
    install();
    prepare_thread();
    FAILURE.with(|s| s.borrow_mut().take());
    FAULT.with(|s| s.set(None));
    // SAFETY: forwarded to the caller; the C side keeps the jump buffer on its own frame.
    let code = unsafe { bufjit_guard_call(f, args, results) };
    match code {
        0 => Ok(()),
        ESCAPE_FAILURE => Err(FAILURE
            .with(|s| s.borrow_mut().take())
            .unwrap_or_else(|| Failure::RuntimeError("bufjit: error: runtime failure".into()))),
        _ => {
            let f = FAULT.with(|s| s.take()).unwrap_or_default();
            let name = function_at(f.pc)
                .or_else(|| function_at(f.caller_pc))
                .unwrap_or_else(|| "generated code".into());
            Err(if f.overflow {
                Failure::StackOverflow {
                    function: name,
                    depth: f.depth,
                }
            } else {
                Failure::WildAccess {
                    function: name,
                    addr: f.addr,
                    signal: f.signal,
                }
            })
        }
    }
}

/// True while the current thread is inside [`call`].
pub fn active() -> bool {
    // SAFETY: reads a thread-local pointer.
    unsafe { bufjit_guard_active() != 0 }
}

/// Ends the current guarded call with `failure` (returns only when no call is active, so the
/// caller can fall back to reporting and exiting).
///
/// The caller must own nothing that needs dropping and hold no lock: its frame is skipped.
pub fn fail(failure: Failure) {
    if !active() {
        return;
    }
    FAILURE.with(|s| *s.borrow_mut() = Some(failure));
    // SAFETY: a guarded call is active on this thread.
    unsafe { bufjit_guard_escape(ESCAPE_FAILURE) }
}

/// Installs the SIGSEGV/SIGBUS handler once per process, remembering the previous actions.
fn install() {
    INSTALL.call_once(|| {
        // SAFETY: plain sigaction calls with zeroed, then filled, structures.
        unsafe {
            let mut sa: libc::sigaction = std::mem::zeroed();
            sa.sa_sigaction = handler as *const () as usize;
            // SA_NODEFER: the handler leaves the signal mask as it was, so escaping from it
            // needs no mask restore (the jump buffer does not save one).
            sa.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK | libc::SA_NODEFER;
            libc::sigemptyset(&mut sa.sa_mask);
            let mut old: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(libc::SIGSEGV, &sa, &mut old) == 0 {
                OLD_SEGV = Some(old);
            }
            let mut old: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(libc::SIGBUS, &sa, &mut old) == 0 {
                OLD_BUS = Some(old);
            }
        }
    });
}

/// Records the thread's stack bounds and makes sure it has an alternate signal stack.
fn prepare_thread() {
    if STACK.with(|s| s.get()).1 == 0 {
        // SAFETY: querying the calling thread's attributes.
        unsafe {
            let mut attr: libc::pthread_attr_t = std::mem::zeroed();
            if libc::pthread_getattr_np(libc::pthread_self(), &mut attr) == 0 {
                let mut addr: *mut libc::c_void = std::ptr::null_mut();
                let mut size: libc::size_t = 0;
                if libc::pthread_attr_getstack(&attr, &mut addr, &mut size) == 0 {
                    STACK.with(|s| s.set((addr as usize, addr as usize + size)));
                }
                libc::pthread_attr_destroy(&mut attr);
            }
        }
    }
    if !ALTSTACK.with(|a| a.get()) {
        // SAFETY: querying, then (if none) installing a leaked alternate stack for this thread.
        unsafe {
            let mut cur: libc::stack_t = std::mem::zeroed();
            libc::sigaltstack(std::ptr::null(), &mut cur);
            if cur.ss_flags & libc::SS_DISABLE != 0 || cur.ss_size < 32 << 10 {
                let size = 256 << 10;
                let mem = Box::leak(vec![0u8; size].into_boxed_slice());
                let st = libc::stack_t {
                    ss_sp: mem.as_mut_ptr().cast(),
                    ss_flags: 0,
                    ss_size: size,
                };
                libc::sigaltstack(&st, std::ptr::null_mut());
            }
        }
        ALTSTACK.with(|a| a.set(true));
    }
}

/// The stack overflowed inside a runtime section: reports with async-signal-safe writes only
/// (no allocation, no lock) and ends the process.
fn fatal_overflow() -> ! {
    let f = FAULT.with(|s| s.get()).unwrap_or_default();
    let mut buf = [0u8; 512];
    let mut n = 0;
    let mut put = |s: &[u8]| {
        for &b in s {
            if n < buf.len() {
                buf[n] = b;
                n += 1;
            }
        }
    };
    put(b"bufjit: error: stack overflow in ");
    match CODE.try_read() {
        Ok(code) => match code
            .iter()
            .find(|r| r.start <= f.caller_pc && f.caller_pc < r.end)
        {
            Some(r) => {
                put(b"@");
                put(r.name.as_bytes());
            }
            None => put(b"generated code"),
        },
        Err(_) => put(b"generated code"),
    }
    put(b" at a recursion depth of ");
    let mut digits = [0u8; 20];
    let (mut d, mut k) = (f.depth, digits.len());
    loop {
        k -= 1;
        digits[k] = b'0' + (d % 10) as u8;
        d /= 10;
        if d == 0 {
            break;
        }
    }
    put(&digits[k..]);
    put(b" frames (inside a runtime call; buffered program output is lost)\n");
    // SAFETY: write and _exit are async-signal-safe.
    unsafe {
        libc::write(2, buf.as_ptr().cast(), n);
        libc::_exit(EXIT_RUNTIME_ERROR)
    }
}

/// Program counter, stack pointer and frame pointer of the interrupted context.
///
/// # Safety
/// `ctx` must be the `ucontext_t` passed to a signal handler.
unsafe fn registers(ctx: *mut libc::c_void) -> (usize, usize, usize) {
    let uc = ctx as *mut libc::ucontext_t;
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: per the caller.
        let g = unsafe { &(*uc).uc_mcontext.gregs };
        (
            g[libc::REG_RIP as usize] as usize,
            g[libc::REG_RSP as usize] as usize,
            g[libc::REG_RBP as usize] as usize,
        )
    }
    #[cfg(target_arch = "aarch64")]
    {
        // SAFETY: per the caller.
        let m = unsafe { &(*uc).uc_mcontext };
        (m.pc as usize, m.sp as usize, m.regs[29] as usize)
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        let _ = uc;
        (0, 0, 0)
    }
}

extern "C" fn handler(sig: c_int, info: *mut libc::siginfo_t, ctx: *mut libc::c_void) {
    // SAFETY: the kernel passes valid `info` and `ctx`.
    let addr = unsafe { (*info).si_addr() } as usize;
    // SAFETY: as above.
    let (pc, sp, fp) = unsafe { registers(ctx) };
    let (lo, hi) = STACK.with(|s| s.get());
    let overflow = hi != 0 && addr < lo + (64 << 10) && addr + (1 << 20) >= lo;
    let ours = active()
        && match CODE.try_read() {
            Ok(code) => {
                let jit = in_code(&code, pc);
                if jit || overflow {
                    // Count frames of generated code along the frame-pointer chain.
                    let (mut depth, mut caller, mut f) = (0u64, 0usize, fp);
                    let mut steps = 0u64;
                    while f >= sp && f + 16 <= hi && f % 8 == 0 && steps < (1 << 26) {
                        // SAFETY: `f` lies inside this thread's stack (checked above).
                        let (next, ret) =
                            unsafe { (*(f as *const usize), *((f + 8) as *const usize)) };
                        if in_code(&code, ret) {
                            depth += 1;
                            if caller == 0 {
                                caller = ret;
                            }
                        }
                        if next <= f {
                            break;
                        }
                        f = next;
                        steps += 1;
                    }
                    FAULT.with(|s| {
                        s.set(Some(Fault {
                            signal: sig,
                            addr,
                            pc,
                            caller_pc: caller,
                            depth: depth + jit as u64,
                            overflow,
                        }))
                    });
                }
                jit || overflow
            }
            Err(_) => false,
        };
    if ours && IN_RUNTIME.with(|c| c.get()) > 0 {
        fatal_overflow();
    }
    if ours {
        IN_RUNTIME.with(|c| c.set(0));
        // SAFETY: a guarded call is active on this thread; the signal mask is unchanged
        // (SA_NODEFER, empty sa_mask).
        unsafe { bufjit_guard_escape(ESCAPE_FAULT) }
    }
    // Not generated code: hand the signal to the previous handler by reinstalling it (the
    // faulting instruction runs again and raises it once more).
    // SAFETY: restoring the saved action.
    unsafe {
        let old = if sig == libc::SIGBUS {
            std::ptr::addr_of!(OLD_BUS).read()
        } else {
            std::ptr::addr_of!(OLD_SEGV).read()
        };
        match old {
            Some(o) => libc::sigaction(sig, &o, std::ptr::null_mut()),
            None => libc::signal(sig, libc::SIG_DFL) as c_int,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    unsafe extern "C" fn add(args: *const u64, res: *mut u64) {
        // SAFETY: the tests pass two argument slots and one result slot.
        unsafe { *res = *args + *args.add(1) };
    }

    unsafe extern "C" fn failing(args: *const u64, _res: *mut u64) {
        // SAFETY: as above.
        let n = unsafe { *args };
        fail(Failure::RuntimeError(format!(
            "k.mlir:1:1: error: failed with {n}"
        )));
        unreachable!("fail escapes inside a guarded call");
    }

    #[test]
    fn a_failure_escapes_and_the_next_call_works() {
        let mut r = [0u64];
        for i in 0..3u64 {
            let args = [i, 2];
            // SAFETY: matching slots.
            let e = unsafe { call(failing, args.as_ptr(), r.as_mut_ptr()) };
            assert_eq!(
                e,
                Err(Failure::RuntimeError(format!(
                    "k.mlir:1:1: error: failed with {i}"
                )))
            );
            // SAFETY: as above.
            assert_eq!(unsafe { call(add, args.as_ptr(), r.as_mut_ptr()) }, Ok(()));
            assert_eq!(r[0], i + 2);
        }
        assert!(!active());
    }

    #[test]
    fn fail_outside_a_call_returns() {
        fail(Failure::RuntimeError("ignored".into()));
        assert!(!active());
    }

    #[test]
    fn messages_and_exit_codes() {
        let so = Failure::StackOverflow {
            function: "@f".into(),
            depth: 12,
        };
        assert_eq!(
            so.message(),
            "bufjit: error: stack overflow in @f at a recursion depth of 12 frames"
        );
        assert_eq!(so.exit_code(), EXIT_RUNTIME_ERROR);
        let w = Failure::WildAccess {
            function: "@g".into(),
            addr: 0x10,
            signal: libc::SIGBUS,
        };
        assert_eq!(
            w.message(),
            "bufjit: error: wild memory access (SIGBUS) at 0x10 in @g"
        );
        assert_eq!(w.exit_code(), EXIT_WILD_ACCESS);
    }
}
