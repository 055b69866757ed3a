import WizardCore
import WizardIO

/// `wizard profile [--json | --logout]`: the seed's ProfileView and its `logOut()`.
enum ProfileCommand {
    /// - Parameter flow: the flow whose keys the profile holds (``FlowLoader``).
    static func run(_ invocation: Invocation, flow: Flow, context: Context) throws(WizardError)
        -> ExitStatus
    {
        let store = try context.store(for: invocation, flow: flow)
        switch invocation.profileAction {
        case .show:
            let document = try WizardError.store { () throws(StoreError) in try store.load() }
            guard document.isSignedIn else { throw .notSignedIn }
            let card = ProfileCard(document: document, language: context.language)
            context.standardOutput.write(card.text)
            if card.unansweredCount > 0, context.outputIsTerminal {
                let flow = invocation.flowPath.map { " --flow " + Self.shellWord($0) } ?? ""
                let hint = Catalogue.missingAnswersHint(command: "wizard setup --missing" + flow)
                context.standardOutput.write(hint(context.language).terminalSafe + "\n")
            }
            return .success
        case .json:
            let document = try WizardError.store { () throws(StoreError) in try store.load() }
            context.standardOutput.write(
                StoreCoding.compactJSON(profileValues(of: document)) + "\n")
            return document.isSignedIn ? .success : .notSignedIn
        case .logout:
            var changed = false
            try WizardError.store { () throws(StoreError) in
                try store.update(onWait: { context.announceWaiting(for: store) }) { document in
                    let hasAnswers = document.flow.questions.contains {
                        document.values[$0.id] != nil
                    }
                    guard document.isSignedIn || hasAnswers else { return false }
                    document.logOut()
                    changed = true
                    return true
                }
            }
            let message = changed ? Catalogue.signedOut : Catalogue.wasSignedOut
            context.standardOutput.write(message(context.language) + "\n")
            return .success
        }
    }

    /// `path` as one word for a shell: as it is when it holds only characters no shell
    /// treats specially, else in single quotes.
    private static func shellWord(_ path: String) -> String {
        let plain = path.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                || (0x61...0x7A).contains(byte) || "/._-+,:@".utf8.contains(byte)
        }
        return plain
            ? path
            : "'"
                + path.split(separator: "'", omittingEmptySubsequences: false)
                .joined(separator: "'\\''") + "'"
    }

    /// The profile's own keys: `signed_in` and each answered question, nothing else the
    /// file may hold.
    private static func profileValues(of document: ProfileDocument) -> [String: JSONValue] {
        var values = [ProfileDocument.signedInKey: JSONValue.bool(document.isSignedIn)]
        for step in document.flow.questions {
            if let answer = document.answer(to: step) { values[step.id] = answer.jsonValue }
        }
        return values
    }
}
