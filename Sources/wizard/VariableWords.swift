import WizardCore
import WizardIO
import WizardMessages
import WizardText

/// How messages name a flow's variables, their sources and the owner rule's refusals: the
/// words the error report and `flow check` / `flow questions` share.
enum VariableWords {
    /// A variable's source: the environment variable, the file (as the flow writes it) or
    /// the command (as a shell would write it).
    static func source(of variable: FlowVariable) -> LocalizedText {
        switch variable.source {
        case .environment(let name): Message.Variables.sourceEnv(name)
        case .file(let path): Message.Variables.sourceFile(path)
        case .command(let words): Message.Variables.sourceCommand(command(words))
        }
    }

    /// `words` as a shell would take them back: each word that holds anything but letters,
    /// digits and `_@%+=:,./-` in single quotes (a quote inside as `'\''`).
    static func command(_ words: [String]) -> String {
        words.map { word in
            let plain =
                !word.isEmpty
                && word.utf8.allSatisfy { byte in
                    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                        || (0x61...0x7A).contains(byte) || "_@%+=:,./-".utf8.contains(byte)
                }
            if plain { return word }
            var quoted = "'"
            for character in word {
                quoted += character == "'" ? "'\\''" : String(character)
            }
            return quoted + "'"
        }.joined(separator: " ")
    }

    /// Why the owner rule refuses, and what to do about it.
    static func refusal(_ reason: UntrustedFlow.Reason, path: String) -> (
        reason: LocalizedText, remedy: LocalizedText
    ) {
        switch reason {
        case .owner(let owner):
            (Message.Variables.ownedBy("\(owner)"), Message.Variables.remedyCopy)
        case .writable(let mode):
            (
                Message.Variables.writableByOthers(mode: octal(mode)),
                Message.Variables.remedyChmod(path)
            )
        case .directoryOwner(let directory, let owner):
            (
                Message.Variables.directoryOwnedBy(directory: directory, owner: "\(owner)"),
                Message.Variables.remedyMove
            )
        case .directoryWritable(let directory, let mode):
            (
                Message.Variables.directoryWritable(directory: directory, mode: octal(mode)),
                Message.Variables.remedyChmod(directory)
            )
        case .replaced:
            (Message.Variables.flowReplaced, Message.Variables.remedyAgain)
        }
    }

    /// A mode as `chmod` writes it: four octal digits, `0664`.
    static func octal(_ mode: UInt32) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(4 - digits.count, 0)) + digits
    }
}
