import Glibc
import TestSupport
import Testing
import WizardCore

@testable import WizardIO

/// ``VariableReader``: `--var` first, then each source once, its default when it gives
/// nothing; relative paths from the flow file's directory; the owner rule checked before
/// anything is read.
extension VariableInputOutputTests {
    @Suite("Variable reader", .timeLimit(.minutes(5)))
    struct VariableReaderTests {
        let directory = TemporaryDirectory()

        /// The origin of a flow file written in the test's directory with `mode`.
        func origin(mode: mode_t = 0o644) throws -> FlowOrigin {
            let path = directory.file("flow.json")
            Files.write("{}", to: path)
            chmod(path, mode)
            let status = try InputFile.readWithStatus(argument: path, kind: .flow, limit: 100)
                .status
            return FlowOrigin(argument: path, status: status)
        }

        func values(
            _ variables: [FlowVariable], given: [String: String] = [:],
            environment: [String: String] = [:], origin: FlowOrigin? = nil
        ) throws -> Result<[String: VariableValue], VariableError> {
            let reader = VariableReader(
                origin: try origin ?? self.origin(),
                environment: { environment[$0].map { Array($0.utf8) } })
            do {
                return .success(try reader.values(of: variables, given: given))
            } catch {
                return .failure(error)
            }
        }

        @Test("each source's text, less its final line break; a list line by line")
        func sources() throws {
            Files.write("Asia/Seoul\r\n", to: directory.file("zone"))
            let variables = [
                FlowVariable(name: "home", source: .environment("HOME")),
                FlowVariable(name: "zone", source: .file("zone")),
                FlowVariable(
                    name: "ifaces", source: .command(["printf", "lo\\neth0\\tWired\\n"]),
                    isList: true),
            ]
            let result = try values(variables, environment: ["HOME": "/home/kim\n"])
            #expect(
                result
                    == .success([
                        "home": .single("/home/kim"), "zone": .single("Asia/Seoul"),
                        "ifaces": .list([
                            VariableItem(value: "lo", label: "lo"),
                            VariableItem(value: "eth0", label: "Wired"),
                        ]),
                    ]))
        }

        @Test("missing, empty or failing: the default; without one, the variable and why")
        func defaults() throws {
            let unset = FlowVariable(name: "a", source: .environment("UNSET"))
            #expect(try values([unset]) == .failure(.noValue(unset, .unset)))
            let withDefault = FlowVariable(
                name: "a", source: .environment("UNSET"), defaultText: "x\ny", isList: true)
            #expect(
                try values([withDefault])
                    == .success([
                        "a": .list([
                            VariableItem(value: "x", label: "x"),
                            VariableItem(value: "y", label: "y"),
                        ])
                    ]))
            let empty = FlowVariable(name: "b", source: .command(["printf", "\\n"]))
            #expect(try values([empty]) == .failure(.noValue(empty, .empty)))
            let failing = FlowVariable(name: "c", source: .command(["false"]))
            #expect(
                try values([failing])
                    == .failure(.noValue(failing, .command(.exited(status: 1, errorExcerpt: "")))))
            let binary = FlowVariable(name: "d", source: .environment("D"))
            #expect(
                try values([binary], environment: ["D": "a\u{0}b"])
                    == .failure(.noValue(binary, .notText)))
            let missing = FlowVariable(name: "e", source: .file("absent"))
            #expect(
                try values([missing])
                    == .failure(
                        .noValue(
                            missing,
                            .file(
                                path: directory.file("absent"),
                                .unreadable(SystemError("open", code: ENOENT))))))
        }

        @Test("--var wins, its source unread; an empty one gives the default; any name is set")
        func given() throws {
            let marker = directory.file("ran")
            let command = FlowVariable(
                name: "a", source: .command(["sh", "-c", "touch '\(marker)'"]), defaultText: "d")
            #expect(
                try values([command], given: ["a": "x\n", "other": "y"])
                    == .success(["a": .single("x"), "other": .single("y")]))
            #expect(Files.read(marker) == nil, "the command ran")
            #expect(try values([command], given: ["a": ""]) == .success(["a": .single("d")]))
            let bare = FlowVariable(name: "b", source: .environment("UNSET"))
            #expect(
                try values([bare], given: ["b": ""]) == .failure(.noValue(bare, .emptyAssignment)))
        }

        @Test("each command runs once, in the order declared")
        func once() throws {
            let log = directory.file("log")
            let variables = ["first", "second"].map { name in
                FlowVariable(
                    name: name,
                    source: .command(["sh", "-c", "echo \(name) >> '\(log)'; echo \(name)"]))
            }
            _ = try values(variables)
            #expect(Files.text(log) == "first\nsecond\n")
        }

        @Test("a flow others may write runs no command and reads nothing: refused first")
        func untrusted() throws {
            let marker = directory.file("ran")
            let origin = try origin(mode: 0o664)
            let command = FlowVariable(name: "b", source: .command(["touch", marker]))
            var asked: [String] = []
            let reader = VariableReader(
                origin: origin,
                environment: {
                    asked.append($0); return nil
                })
            let environment = FlowVariable(name: "a", source: .environment("A"), defaultText: "d")
            #expect(
                throws: VariableError.untrustedFlow(
                    UntrustedFlow(
                        path: directory.file("flow.json"), reason: .writable(mode: 0o664)),
                    commands: [command])
            ) {
                try reader.values(of: [environment, command], given: [:])
            }
            #expect(asked.isEmpty)
            #expect(Files.read(marker) == nil)
            // Without the command (given by --var), the environment is still not read: the
            // variable takes its literal default.
            let rest = try reader.values(of: [environment, command], given: ["b": "x"])
            #expect(rest == ["a": .single("d"), "b": .single("x")])
            #expect(asked.isEmpty)
            // Without a default, it has no value, and says why.
            let bare = FlowVariable(name: "c", source: .environment("C"))
            #expect(
                throws: VariableError.noValue(
                    bare,
                    .untrustedFlow(
                        UntrustedFlow(
                            path: directory.file("flow.json"), reason: .writable(mode: 0o664))))
            ) {
                try reader.values(of: [bare], given: [:])
            }
            #expect(asked.isEmpty)
        }

        @Test(
            "a variable a condition tests is empty where its source gives nothing, never where the owner rule kept it unread"
        )
        func tested() throws {
            func tested(_ source: FlowVariable.Source, isList: Bool = false) -> FlowVariable {
                FlowVariable(name: "v", source: source, isList: isList, mayBeEmpty: true)
            }
            #expect(try values([tested(.environment("UNSET"))]) == .success(["v": .single("")]))
            #expect(
                try values([tested(.environment("UNSET"), isList: true)])
                    == .success(["v": .list([])]))
            #expect(
                try values([tested(.command(["printf", "\\n"]))]) == .success(["v": .single("")]))
            #expect(try values([tested(.command(["false"]))]) == .success(["v": .single("")]))
            #expect(try values([tested(.file("absent"))]) == .success(["v": .single("")]))
            #expect(
                try values([tested(.environment("V"))], environment: ["V": "two\nlines"])
                    == .success(["v": .single("")]))
            #expect(
                try values([tested(.environment("UNSET"))], given: ["v": ""])
                    == .success(["v": .single("")]))
            // A source that gives a value, or a default, wins.
            #expect(
                try values([tested(.environment("V"))], environment: ["V": "/usr/bin/procmail\n"])
                    == .success(["v": .single("/usr/bin/procmail")]))
            let defaulted = FlowVariable(
                name: "v", source: .environment("UNSET"), defaultText: "d", mayBeEmpty: true)
            #expect(try values([defaulted]) == .success(["v": .single("d")]))
            // The owner rule: a source not read is no value, tested or not.
            let untrusted = try origin(mode: 0o664)
            let unread = tested(.environment("V"))
            #expect(
                try values([unread], environment: ["V": "x"], origin: untrusted)
                    == .failure(
                        .noValue(
                            unread,
                            .untrustedFlow(
                                UntrustedFlow(
                                    path: directory.file("flow.json"),
                                    reason: .writable(mode: 0o664))))))
        }
    }
}
