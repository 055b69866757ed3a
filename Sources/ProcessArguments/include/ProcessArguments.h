// The process's arguments for Swift's `CommandLine`, as glibc hands them to the functions it
// runs at start-up (process_arguments.c). The target declares nothing to call: it defines the
// standard library's own entry points, `_swift_stdlib_getUnsafeArgvArgc` and
// `_swift_stdlib_overrideUnsafeArgvArgc`, which the linker then takes from it.
#ifndef WIZARD_PROCESS_ARGUMENTS_H
#define WIZARD_PROCESS_ARGUMENTS_H
#endif
