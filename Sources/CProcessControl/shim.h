// prctl(2) is variadic, which Swift cannot call: one fixed-argument wrapper per use.
#include <sys/prctl.h>

// Marks the process not dumpable: no core file, no ptrace attach by other users, and its
// /proc files owned by root. Returns prctl's result (0, or -1 with errno set).
static inline int wizard_forbid_dumps(void) {
    return prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
}
