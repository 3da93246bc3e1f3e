//! Compiles a module's function bodies on several threads.
//!
//! Cranelift's own share of code generation (its e-graph mid-end, instruction selection,
//! regalloc2, emission) is 70–85% of a module's compile time at `-O1` and above. It works on
//! one function at a time and shares nothing between functions. The lowering to Cranelift IR
//! has to stay on one thread: it declares functions, data and strings in the
//! `cranelift_module::Module`, and those declarations are made in module order. So the lowering
//! thread lowers function after function and hands each one to a [`Queue`]. Worker threads
//! compile the functions they take from the queue while the lowering goes on. When all
//! functions are lowered, the lowering thread compiles whatever is still waiting.
//! [`Queue::finish`] returns the machine code in submission order, so the caller defines the
//! functions in module order and the object file is the same byte for byte whatever the
//! number of threads.
//!
//! Every thread takes the waiting function expected to compile longest first, so the long
//! jobs start early and the short ones fill the gaps (the order of compilation never shows in
//! the output). The lowering hands over the entry wrappers before any function body: they
//! need only the declarations and keep a worker busy while the first function goes through
//! the mid-level stage.
//!
//! The workers are a pool started by the first module that wants one and kept for the
//! process: a thread started per module cost the small modules more (about 0.2 ms, with its
//! allocator heap and Cranelift context cold) than their whole compile gained. A panic inside
//! Cranelift on a worker is resumed on the lowering thread, as if it had happened there.
//!
//! The number of threads is the machine's available parallelism, at most [`MAX_THREADS`];
//! `BUFJIT_THREADS=N` sets it (`1`: everything on the calling thread, as before this module
//! existed). A module with fewer than two functions uses no worker. The pool is started only
//! once a module has submitted [`POOL_START_COST`] worth of work: a small module (a `bufjit
//! run` of a few functions, or of one entry point whose callees are few) compiles on the
//! calling thread, without the thread start-up that would cost it more than it gains. A pool
//! already running serves every module.

use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::Function;
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::{CodegenError, Context};
use cranelift_module::{FuncId, ModuleReloc};
use std::collections::VecDeque;
use std::panic::AssertUnwindSafe;
use std::sync::{mpsc, Arc, Mutex, OnceLock};

use super::timeline::{self, Timeline};

/// The most compile threads (the calling thread included) used for one module.
pub const MAX_THREADS: usize = 4;

/// The estimated work ([`cost`]: CLIF instructions, doubled for the optimizing settings) a
/// module must submit before it starts the worker pool. Cranelift takes 2-7 µs per such
/// instruction on a small module (its tables and the allocator's pages still cold), so this
/// is about a millisecond of compiling, several times what starting a worker costs and the
/// point from which a second thread shortened the benchmark modules' compiles.
pub const POOL_START_COST: usize = 300;

/// One function to compile.
pub struct Job {
    /// Its Cranelift id (relocations name it).
    pub id: FuncId,
    /// The function, as the lowering built it.
    pub func: Function,
    /// The ISA to compile it for (the module's, or the fast-tier one).
    pub isa: OwnedTargetIsa,
    /// Keep the disassembly (`BUFJIT_DUMP_CLIF`).
    pub disasm: bool,
}

/// One compiled function, ready for `cranelift_module::Module::define_function_bytes`.
pub struct Compiled {
    /// The machine code.
    pub bytes: Vec<u8>,
    /// Its alignment.
    pub alignment: u64,
    /// Its relocations, in the module's terms.
    pub relocs: Vec<ModuleReloc>,
    /// The disassembly, when the job asked for it.
    pub disasm: Option<String>,
}

/// [`compile`], job `i` of a module, with its start and end on the module's timeline.
fn compile_job(
    ctx: &mut Context,
    i: usize,
    job: Job,
    tl: &Option<Arc<Timeline>>,
) -> Result<Compiled, CodegenError> {
    timeline::mark(tl, || format!("job {i} started"));
    let r = compile(ctx, job);
    timeline::mark(tl, || format!("job {i} done"));
    r
}

/// Compiles `job` in `ctx` (a context reused across jobs).
fn compile(ctx: &mut Context, job: Job) -> Result<Compiled, CodegenError> {
    ctx.clear();
    ctx.func = job.func;
    ctx.set_disasm(job.disasm);
    let alignment = ctx
        .compile(&*job.isa, &mut ControlPlane::default())
        .map_err(|e| e.inner)?
        .buffer
        .alignment as u64;
    let code = ctx.compiled_code().expect("just compiled");
    let relocs = code
        .buffer
        .relocs()
        .iter()
        .map(|r| ModuleReloc::from_mach_reloc(r, &ctx.func, job.id))
        .collect();
    Ok(Compiled {
        bytes: code.code_buffer().to_vec(),
        alignment,
        relocs,
        disasm: code.vcode.clone(),
    })
}

/// Compile threads for a module of `functions` functions: `BUFJIT_THREADS`, else the
/// available parallelism, at most [`MAX_THREADS`], 1 for fewer than two functions.
pub fn threads(functions: usize) -> usize {
    if functions < 2 {
        return 1;
    }
    let wanted = std::env::var("BUFJIT_THREADS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .filter(|&n| n >= 1)
        .unwrap_or_else(machine_threads);
    wanted.min(functions)
}

/// The available parallelism, at most [`MAX_THREADS`], asked once per process: on Linux
/// `available_parallelism` reads the cgroup's CPU quota files, about 0.1 ms, 5% of a
/// module's compile at -O3.
fn machine_threads() -> usize {
    static N: OnceLock<usize> = OnceLock::new();
    *N.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get().min(MAX_THREADS)))
}

/// A job's index and result; a panic inside Cranelift on a worker is carried to the lowering
/// thread and resumed there.
type Outcome = (usize, std::thread::Result<Result<Compiled, CodegenError>>);

/// The jobs of one module not yet taken, shared by its [`Queue`] and the workers.
type Pending = Arc<Mutex<VecDeque<(usize, Job)>>>;

/// The waiting job expected to take longest: compiling the long jobs first lets the short ones
/// fill the threads' remaining time, instead of one long job running alone at the end. The
/// estimate is the function's size, doubled for the optimizing settings (the e-graph and the
/// backtracking allocator cost about twice as much per instruction as the fast tier).
fn take(q: &mut VecDeque<(usize, Job)>) -> Option<(usize, Job)> {
    let (at, _) = q
        .iter()
        .enumerate()
        .max_by_key(|&(i, (_, j))| (cost(j), std::cmp::Reverse(i)))?;
    q.remove(at)
}

/// A job's expected compile work: its CLIF instructions, doubled for the optimizing settings.
fn cost(j: &Job) -> usize {
    let optimized = j.isa.flags().opt_level() != cranelift_codegen::settings::OptLevel::None;
    j.func.dfg.num_insts() * if optimized { 2 } else { 1 }
}

/// A note to the workers that a module has a job waiting: take one from `pending` (unless the
/// lowering thread has taken it already) and send its result to `reply`.
struct Ticket {
    pending: Pending,
    reply: mpsc::Sender<Outcome>,
    timeline: Option<Arc<Timeline>>,
}

/// The worker threads, started at the first module that wants them and kept for the process:
/// a thread started per module costs more than the smaller modules' whole compile (its
/// allocator heap and Cranelift context start cold).
struct Pool {
    tickets: mpsc::Sender<Task>,
}

/// What a worker is asked to do.
enum Task {
    /// Compile a job of a module, if one is still waiting.
    Compile(Ticket),
    /// Free a value (see [`drop_later`]).
    Drop(Box<dyn Send>),
}

/// Frees `value` on a worker thread if the pool is running, else now. The mid-level stage's
/// copy of a module is thousands of small allocations (a fifth of a millisecond to free, 3% of
/// an -O3 compile); the workers are idle once a module's last function is compiled, so freeing
/// it there takes that off the caller's time.
pub fn drop_later<T: Send + 'static>(value: T) {
    if let Some(pool) = POOL.get() {
        // A pool whose workers are gone hands the value back in the error, which drops it.
        let _ = pool.tickets.send(Task::Drop(Box::new(value)));
    }
}

static POOL: OnceLock<Pool> = OnceLock::new();

/// The process's pool, with `workers` threads if this call starts it.
fn pool(workers: usize) -> &'static Pool {
    POOL.get_or_init(|| {
        // The runtime's tracker (allocation sites are registered with it during lowering)
        // registers the process with `membarrier` when it is made. With a worker thread
        // already running, that registration waited for an RCU grace period: 10-20 ms on
        // this 2-CPU machine, more than the whole compile (`bufjit compile` of the
        // convolution: 31 ms instead of 12 at -O0). Made before the workers start, it is
        // immediate.
        bufjit_runtime::global();
        let (tickets, rx) = mpsc::channel::<Task>();
        let rx = Arc::new(Mutex::new(rx));
        for n in 0..workers {
            let rx = Arc::clone(&rx);
            // A worker that cannot start leaves its share to the lowering thread.
            let _ = std::thread::Builder::new()
                .name(format!("bufjit-compile-{n}"))
                .spawn(move || {
                    let mut ctx = Context::new();
                    loop {
                        // Holding the lock while waiting is fine: the other workers have
                        // nothing to take either.
                        let next = rx.lock().map(|r| r.recv());
                        let ticket = match next {
                            Ok(Ok(Task::Compile(t))) => t,
                            Ok(Ok(Task::Drop(value))) => {
                                drop(value);
                                continue;
                            }
                            _ => break,
                        };
                        let job = ticket.pending.lock().ok().and_then(|mut q| take(&mut q));
                        if let Some((i, job)) = job {
                            let r = std::panic::catch_unwind(AssertUnwindSafe(|| {
                                compile_job(&mut ctx, i, job, &ticket.timeline)
                            }));
                            if r.is_err() {
                                // The context may be half-way through a function.
                                ctx = Context::new();
                            }
                            let _ = ticket.reply.send((i, r));
                        }
                    }
                });
        }
        Pool { tickets }
    })
}

/// A module's functions waiting to be compiled, and the compiled ones.
pub struct Queue {
    /// The threads the module may use (the calling one included).
    threads: usize,
    /// `None` while compiling on the calling thread only.
    pool: Option<&'static Pool>,
    /// The [`cost`] of the jobs submitted while there is no pool.
    waiting_cost: usize,
    pending: Pending,
    reply: mpsc::Sender<Outcome>,
    done: mpsc::Receiver<Outcome>,
    submitted: usize,
    ctx: Context,
    timeline: Option<Arc<Timeline>>,
}

impl Queue {
    /// A queue served by `threads - 1` worker threads besides the calling one (the process's
    /// worker pool is started with that many once a module's jobs reach [`POOL_START_COST`]);
    /// jobs are marked on `timeline`.
    pub fn new(threads: usize, timeline: Option<Arc<Timeline>>) -> Queue {
        let (reply, done) = mpsc::channel();
        Queue {
            threads,
            pool: if threads > 1 { POOL.get() } else { None },
            waiting_cost: 0,
            pending: Arc::default(),
            reply,
            done,
            submitted: 0,
            ctx: Context::new(),
            timeline,
        }
    }

    /// Queues `job` for the workers (with none, compiles it now). [`Queue::finish`] returns
    /// the results in submission order.
    pub fn submit(&mut self, job: Job) {
        let i = self.submitted;
        self.submitted += 1;
        if self.threads > 1 {
            let job_cost = cost(&job);
            if let Ok(mut q) = self.pending.lock() {
                q.push_back((i, job));
                drop(q);
                match self.pool {
                    Some(pool) => self.ticket(pool, 1),
                    None => {
                        // Until the module has shown enough work, its jobs wait for
                        // `finish` (or for the pool this starts).
                        self.waiting_cost += job_cost;
                        if self.waiting_cost >= POOL_START_COST {
                            let pool = pool(self.threads - 1);
                            self.pool = Some(pool);
                            self.ticket(pool, self.submitted);
                        }
                    }
                }
                return;
            }
        }
        let r = compile_job(&mut self.ctx, i, job, &self.timeline);
        // The receiver is ours: this cannot fail.
        let _ = self.reply.send((i, Ok(r)));
    }

    /// Tells the workers of `pool` that `n` more jobs wait (a ticket whose job was taken by
    /// then is dropped by its worker).
    fn ticket(&self, pool: &Pool, n: usize) {
        for _ in 0..n {
            // A pool whose workers are gone leaves the job to `finish`.
            let _ = pool.tickets.send(Task::Compile(Ticket {
                pending: Arc::clone(&self.pending),
                reply: self.reply.clone(),
                timeline: self.timeline.clone(),
            }));
        }
    }

    /// Compiles what no worker has taken yet, waits for the workers' results, and returns
    /// every submitted job's result in submission order.
    pub fn finish(mut self) -> Vec<Result<Compiled, CodegenError>> {
        loop {
            let next = self.pending.lock().ok().and_then(|mut q| take(&mut q));
            let Some((i, job)) = next else { break };
            let r = compile_job(&mut self.ctx, i, job, &self.timeline);
            let _ = self.reply.send((i, Ok(r)));
        }
        let mut out: Vec<Option<Result<Compiled, CodegenError>>> =
            (0..self.submitted).map(|_| None).collect();
        for _ in 0..self.submitted {
            // Every job is in `pending` until one thread takes it, and the taker reports.
            let (i, r) = self.done.recv().expect("every taken job reports");
            match r {
                Ok(r) => out[i] = Some(r),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        out.into_iter()
            .map(|r| r.expect("one result per job"))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_codegen::ir::{types, InstBuilder, UserFuncName};
    use cranelift_codegen::settings::{self, Configurable};
    use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};

    fn isa(opt: &str) -> OwnedTargetIsa {
        let mut b = settings::builder();
        b.set("opt_level", opt).unwrap();
        cranelift_codegen::isa::lookup_by_name("x86_64-unknown-linux-gnu")
            .unwrap()
            .finish(settings::Flags::new(b))
            .unwrap()
    }

    /// A job whose function has `n` constants and a return.
    fn job(n: i64, opt: &str) -> Job {
        let isa = isa(opt);
        let sig = cranelift_codegen::ir::Signature::new(isa.default_call_conv());
        let mut func = Function::with_name_signature(UserFuncName::user(0, 0), sig);
        let mut ctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut func, &mut ctx);
        let blk = b.create_block();
        b.switch_to_block(blk);
        for c in 0..n {
            b.ins().iconst(types::I64, c);
        }
        b.ins().return_(&[]);
        b.seal_all_blocks();
        b.finalize(isa.frontend_config());
        Job {
            id: FuncId::from_u32(0),
            func,
            isa,
            disasm: false,
        }
    }

    #[test]
    fn the_longest_job_is_taken_first_and_ties_go_to_the_earliest() {
        let mut q: VecDeque<(usize, Job)> = VecDeque::new();
        q.push_back((0, job(10, "none")));
        q.push_back((1, job(30, "none")));
        // 21 instructions with the optimizing settings count as 42.
        q.push_back((2, job(20, "speed")));
        q.push_back((3, job(30, "none")));
        let order: Vec<usize> = std::iter::from_fn(|| take(&mut q).map(|(i, _)| i)).collect();
        assert_eq!(order, vec![2, 1, 3, 0]);
    }
}
