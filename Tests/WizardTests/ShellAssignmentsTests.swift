import Testing
import WizardCore
import WizardText

@testable import wizard

/// The pure half of `--shell` and `--get`: names, quoting and raw values.
@Suite("Shell assignments", .timeLimit(.minutes(5)))
struct ShellAssignmentsTests {
    @Test("a key is upper-cased, its - and . become _, after the prefix as typed")
    func names() {
        #expect(ShellName.name(of: "user-name", prefix: "") == "USER_NAME")
        #expect(ShellName.name(of: "a.b_c9", prefix: "my_") == "my_A_B_C9")
        #expect(ShellName.name(of: "_x", prefix: "") == "_X")
    }

    @Test("a prefix is letters, digits and _, not beginning with a digit")
    func prefixes() {
        #expect(ShellName.isValidPrefix(""))
        #expect(ShellName.isValidPrefix("APP_1"))
        #expect(ShellName.isValidPrefix("_"))
        #expect(!ShellName.isValidPrefix("1A"))
        #expect(!ShellName.isValidPrefix("A-B"))
        #expect(!ShellName.isValidPrefix("É"))
    }

    @Test("two keys of one name are refused, naming both")
    func collision() {
        #expect(throws: UsageError(.shellNameTwice(first: "a-b", second: "a_b", name: "P_A_B"))) {
            try ShellAssignments.names(of: ["x", "a-b", "a_b"], prefix: "P_")
        }
        #expect(throws: UsageError(.shellNameTwice(first: "Name", second: "name", name: "NAME"))) {
            try ShellAssignments.names(of: ["Name", "name"], prefix: "")
        }
    }

    @Test("without --prefix, the names begin with the flow's id as a name")
    func defaultPrefix() {
        #expect(ShellName.defaultPrefix(forFlow: "dev-machine") == "DEV_MACHINE_")
        #expect(ShellName.defaultPrefix(forFlow: "onboarding") == "ONBOARDING_")
    }

    @Test("a key that becomes a name special to a shell is refused whatever the prefix")
    func specialNames() {
        let refused: [(key: String, prefix: String, name: String)] = [
            ("ps4", "", "PS4"), ("prompt_command", "", "PROMPT_COMMAND"), ("path", "", "PATH"),
            ("ifs", "", "IFS"), ("ld_preload", "", "LD_PRELOAD"), ("bash_env", "", "BASH_ENV"),
            ("env", "", "ENV"), ("home", "", "HOME"), ("user", "", "USER"),
            ("shell", "", "SHELL"), ("cdpath", "", "CDPATH"), ("shellopts", "", "SHELLOPTS"),
            ("preload", "LD_", "LD_PRELOAD"), ("func_x", "BASH_", "BASH_FUNC_X"),
            ("store", "WIZARD_", "WIZARD_STORE"), ("all", "LC_", "LC_ALL"),
        ]
        for (key, prefix, name) in refused {
            #expect(throws: UsageError(.shellNameSpecial(key: key, name: name)), "\(name)") {
                try ShellAssignments.names(of: [key], prefix: prefix)
            }
        }
        #expect((try? ShellAssignments.names(of: ["path", "ps4"], prefix: "APP_")) != nil)
        #expect(!ShellName.isSpecial("Path"))
        #expect(!ShellName.isSpecial("HOSTNAME_1"))
    }

    @Test("single quotes around anything; a quote is written '\\''")
    func quoting() {
        #expect(ShellAssignments.quoted("") == "''")
        #expect(ShellAssignments.quoted("a b") == "'a b'")
        #expect(ShellAssignments.quoted("it's") == #"'it'\''s'"#)
        #expect(ShellAssignments.quoted("$(x)`y`\"\n") == "'$(x)`y`\"\n'")
    }

    @Test("values as a script reads them: digits, true/false, one line per chosen value")
    func rawValues() {
        #expect(ShellAssignments.raw(.integer(-3)) == "-3")
        #expect(ShellAssignments.raw(.bool(false)) == "false")
        #expect(ShellAssignments.raw(.array([.string("a"), .string("b")])) == "a\nb")
        #expect(ShellAssignments.raw(.string("한글 😀")) == "한글 😀")
    }

    @Test("assignments follow the keys' order and leave out keys without a value")
    func text() throws {
        let text = try ShellAssignments.text(
            of: ["b": .integer(2), "a": .string("x")], keys: ["a", "missing", "b"], prefix: "")
        #expect(text == "A='x'\nB='2'\n")
    }
}
