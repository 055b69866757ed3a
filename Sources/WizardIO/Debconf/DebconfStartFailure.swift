import Glibc

/// Why `wizard debconf -- COMMAND` could not start COMMAND (``DebconfProcess``): wizard
/// says `wizard: cannot start PROGRAM: REASON` and exits with ``exitStatus``.
public struct DebconfStartFailure: Error, Sendable, Equatable {
    /// The program as the command line names it.
    public let program: String
    /// The call that failed (`posix_spawnp`, or `pipe2` before it) and its `errno`:
    /// `ENOENT` for a program not found, `EACCES` for one not executable.
    public let error: SystemError

    public init(program: String, error: SystemError) {
        self.program = program
        self.error = error
    }

    /// Whether the program was not found (`ENOENT`, `ENOTDIR`), rather than found and not
    /// run.
    public var notFound: Bool { error.code == ENOENT || error.code == ENOTDIR }

    /// The status wizard exits with: 127 for a program not found, 126 for any other
    /// failure to start, as `env`, `timeout`, `nohup` and the shell give. `wizard debconf`
    /// exits with its command's status, so it gives those a command that cannot run gives
    /// where wizard stands, rather than a status of its own (such as 69) that the command
    /// could have exited with itself.
    public var exitStatus: Int32 { notFound ? 127 : 126 }
}
