/// How a command ended: the status to exit with, and whether it saved the profile on the
/// way, so that output lost afterwards is reported as lost output, never as a failed save.
struct CommandResult: Equatable {
    let status: ExitStatus
    /// Whether the store was written (a setup, a logout that changed it).
    let saved: Bool

    init(_ status: ExitStatus, saved: Bool = false) {
        self.status = status
        self.saved = saved
    }
}
