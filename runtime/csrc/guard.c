/* bufjit's escape hatch out of generated code: sigsetjmp/siglongjmp.
 *
 * Generated code has no unwind information, so a runtime failure deep in JIT frames (a failed
 * cf.assert, a division by zero, a stack overflow or a wild access caught by the SIGSEGV
 * handler) cannot unwind to the Rust caller. bufjit_guard_call runs a packed entry point
 * under sigsetjmp; bufjit_guard_escape jumps back there, also from the fault handler (which
 * runs with SA_NODEFER and an empty sa_mask, so the signal mask is unchanged and need not be
 * saved: no sigprocmask system call per call). setjmp returns twice, which only C can express
 * safely, so this is
 * the one C file of the project. The jump skips only JIT frames and runtime frames that hold
 * no locks or owned resources (the Rust side makes sure of that before escaping). */
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>

static __thread sigjmp_buf *bufjit_guard_env;

typedef void (*bufjit_entry)(const uint64_t *args, uint64_t *results);

int bufjit_guard_call(bufjit_entry f, const uint64_t *args, uint64_t *results) {
  sigjmp_buf env;
  sigjmp_buf *volatile prev = bufjit_guard_env;
  int code = sigsetjmp(env, 0);
  if (code == 0) {
    bufjit_guard_env = &env;
    f(args, results);
  }
  bufjit_guard_env = prev;
  return code;
}

int bufjit_guard_active(void) { return bufjit_guard_env != NULL; }

void bufjit_guard_escape(int code) {
  siglongjmp(*bufjit_guard_env, code == 0 ? 1 : code);
}
