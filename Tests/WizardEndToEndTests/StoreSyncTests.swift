import Glibc
import TestSupport
import Testing

/// The store's durability, seen in the system calls wizard makes (strace): every write of
/// the store puts its bytes in a new temporary file, fsyncs that file after its last write
/// and before the rename that puts it in place, then fsyncs the directory after the rename.
/// Without the first fsync a crash can leave an empty store after the rename; without the
/// second the rename itself can be lost.
@Suite("The store reaches the disk before and after its rename", .timeLimit(.minutes(5)))
struct StoreSyncTests {
    let home = TemporaryDirectory()

    /// One system call of a trace made with `-y`: its name, the path of its first
    /// descriptor argument (`5</dir/.p.json.1234abcd.tmp>`), and its whole line.
    struct Call {
        let name: String
        let path: String
        let line: Substring
    }

    static func calls(in trace: String) -> [Call] {
        trace.split(separator: "\n").compactMap { line in
            guard line.hasSuffix(" = 0") || line.contains(") = ") else { return nil }
            // `PID name(args) = result`
            guard let open = line.firstIndex(of: "("),
                let space = line[..<open].lastIndex(of: " ")
            else { return nil }
            let name = String(line[line.index(after: space)..<open])
            var path = ""
            if let start = line[open...].firstIndex(of: "<"),
                let end = line[start...].firstIndex(of: ">")
            {
                path = String(line[line.index(after: start)..<end])
            }
            return Call(name: name, path: path, line: line)
        }
    }

    @Test(
        "each write of the store: written, fsynced, renamed into place, then the directory fsynced",
        .enabled(
            if: Prerequisite.runs(when: Strace.isAvailable),
            "needs strace (Scripts/bootstrap installs it)"),
        arguments: [
            ["setup", "--name", "Alice", "--age", "30", "--gender", "female"],
            ["setup", "--name", "Bob", "--age", "41", "--gender", "male"],
            ["profile", "--logout"],
            ["setup", "--name", "김철수", "--age", "18", "--gender", "undisclosed"],
        ])
    func syncedAroundRename(arguments: [String]) {
        guard Prerequisite.require(Strace.isAvailable, "strace") else { return }
        let directory = home.file("store")
        mkdir(directory, 0o700)
        let store = directory + "/profile.json"
        // A store there already, for the rewrites and the logout.
        if arguments != ["setup", "--name", "Alice", "--age", "30", "--gender", "female"] {
            _ = WizardBinary.run(
                ["setup", "--store", store, "--name", "Zoe", "--age", "20", "--gender", "female"],
                home: home.path)
        }
        let trace = home.file("trace")
        let result = runProcess(
            [
                Strace.path, "-f", "-qq", "-y", "-e",
                "trace=openat,write,fsync,fdatasync,rename,renameat,renameat2", "-o", trace,
                WizardBinary.path,
            ] + arguments + ["--store", store],
            environment: WizardBinary.environment(home: home.path))
        #expect(result.status == 0, "\(result.error)")
        let calls = Self.calls(in: Files.text(trace) ?? "")
        let renames = calls.indices.filter {
            calls[$0].name.hasPrefix("rename") && calls[$0].line.contains("\"profile.json\"")
        }
        #expect(renames.count == 1, "\(calls.map(\.line))")
        guard let rename = renames.first else { return }
        // The temporary file renamed: `.profile.json.XXXXXXXX.tmp` in the store's directory.
        let temporary = calls[rename].line.split(separator: "\"").dropFirst().first.map(String.init)
        let temporaryPath = directory + "/" + (temporary ?? "?")
        let writes = calls.indices.filter {
            calls[$0].name == "write" && calls[$0].path == temporaryPath
        }
        let syncs = calls.indices.filter {
            ["fsync", "fdatasync"].contains(calls[$0].name) && calls[$0].path == temporaryPath
        }
        #expect(!writes.isEmpty, "no write to \(temporaryPath)")
        #expect(
            syncs.contains { $0 > (writes.last ?? .max) && $0 < rename },
            "the temporary file was not fsynced between its last write and the rename")
        let directorySyncs = calls.indices.filter {
            ["fsync", "fdatasync"].contains(calls[$0].name) && calls[$0].path == directory
        }
        #expect(
            directorySyncs.contains { $0 > rename },
            "the directory was not fsynced after the rename")
        #expect(Files.text(store)?.contains("signed_in") == true)
    }
}
