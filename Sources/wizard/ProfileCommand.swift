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
            context.standardOutput.write(
                ProfileCard(document: document, language: context.language).text)
            return .success
        case .json:
            let document = try WizardError.store { () throws(StoreError) in try store.load() }
            context.standardOutput.write(jsonLine(of: document))
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

    /// The profile as `--json` prints it: one line of compact JSON with sorted keys.
    static func jsonLine(of document: ProfileDocument) -> String {
        StoreCoding.compactJSON(profileValues(of: document)) + "\n"
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
