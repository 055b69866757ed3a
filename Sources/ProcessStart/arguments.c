// Swift's `CommandLine.argc` and `CommandLine.unsafeArgv` ask the runtime's
// `_swift_stdlib_getUnsafeArgvArgc`. On Linux the runtime's own answer comes from a static
// constructor in its CommandLine.cpp that opens /proc/self/maps, scans every line of it with
// sscanf to find the stack, and walks back from `environ` to `argv`: about 50,000
// instructions and five system calls in every run, a tenth of a piped `wizard ask`
// (docs/performance.md).
//
// glibc calls each function of `.init_array` with `argc`, `argv` and `envp`, in a static
// executable as in a dynamic one. This file captures them there and defines the runtime's two
// entry points itself, so that the linker never takes CommandLine.cpp's object from
// libswiftCore.a: its constructor is not in the binary. Both functions keep the runtime's
// contract (swiftcall; an override wins over the captured arguments).
#include "ProcessStart.h"

#include <stddef.h>

static int captured_count;
static char **captured_vector;
static int override_count;
static char **override_vector;

// Runs before the constructors of default priority, the Swift runtime's among them.
__attribute__((constructor(101))) static void capture_arguments(
    int count, char **vector, char **environment) {
    (void)environment;
    captured_count = count;
    captured_vector = vector;
}

__attribute__((swiftcall)) void _swift_stdlib_overrideUnsafeArgvArgc(char **vector, int count) {
    override_vector = vector;
    override_count = count;
}

__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *count) {
    if (override_vector != NULL) {
        *count = override_count;
        return override_vector;
    }
    // Never NULL: the runtime reads an empty vector where glibc gave none.
    static char *empty[] = {NULL};
    if (captured_vector == NULL) {
        *count = 0;
        return empty;
    }
    *count = captured_count;
    return captured_vector;
}
