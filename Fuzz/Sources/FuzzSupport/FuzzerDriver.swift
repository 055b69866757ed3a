import CFuzzerDriver
import Glibc

/// Runs libFuzzer with this process's command line and exits with its status.
///
/// Use it as the whole of a target's `main.swift`: SwiftPM links its own `main`, so libFuzzer's
/// `main` never runs and `LLVMFuzzerTestOneInput` alone would never be called. libFuzzer parses
/// its flags (`-max_total_time=`, corpus directories...) from the arguments and calls `check`
/// once per input with the input's bytes. `check` returns 0, and traps (a failed
/// `precondition`) when the property it tests does not hold, which libFuzzer reports as a
/// crash and saves the input for.
public func runFuzzer(_ check: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, check))
}
