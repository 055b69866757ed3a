import WizardCore
import WizardIO

/// `wizard profile [--json | --logout]`: the seed's ProfileView and its `logOut()`.
enum ProfileCommand {
    /// - Parameter flow: the flow whose keys the profile holds (``FlowLoader``).
    static func run(_ invocation: Invocation, flow: Flow, context: Context) throws(WizardError)
        -> CommandResult
    {
        let store = try context.store(for: invocation, flow: flow)
        switch invocation.profileAction {
        case .show:
            let document = try WizardError.store { () throws(StoreError) in try store.load() }
            guard document.isSignedIn else { throw .notSignedIn }
            show(
                ProfileCard(document: document, language: context.language), of: flow,
                invocation: invocation, context: context)
            return CommandResult(.success)
        case .json:
            let document = try WizardError.store { () throws(StoreError) in try store.load() }
            context.standardOutput.write(jsonLine(of: document))
            return CommandResult(document.isSignedIn ? .success : .notSignedIn)
        case .logout:
            let update = try WizardError.store { () throws(StoreError) in
                try store.update(wait: invocation.lockWait, onWait: context.announceWaiting) {
                    document in
                    let hasAnswers = document.flow.questions.contains {
                        document.values[$0.id] != nil
                    }
                    guard document.isSignedIn || hasAnswers else { return false }
                    document.logOut()
                    return true
                }
            }
            let message = update.wrote ? Catalogue.signedOut : Catalogue.wasSignedOut
            context.standardOutput.write(message(context.language) + "\n")
            return CommandResult(.success, saved: update.wrote)
        }
    }

    /// At a terminal, the boxed card the end of setup leaves, with the hint on signing out;
    /// otherwise (a pipe, a file, `--plain`, a dumb terminal) its plain lines.
    private static func show(
        _ card: ProfileCard, of flow: Flow, invocation: Invocation, context: Context
    ) {
        guard !card.lines.isEmpty, let terminal = context.outputTerminal,
            AnswerMode.drawsScreens(
                outputIsTerminal: true, term: context.environment["TERM"],
                plainRequested: invocation.plain
                    || AnswerMode.plainRequested(by: context.environment))
        else {
            context.standardOutput.write(card.text)
            return
        }
        let screen = Screen(
            sink: context.standardOutput,
            accent: context.usesColour(invocation) ? flow.accent : nil,
            glyphs: Glyphs.forTerminal(environment: context.environment))
        let columns = TerminalSize.of(descriptor: terminal).columns
        screen.render(CardBox.inlineFrame(for: card, columns: columns, language: context.language))
        screen.finish()
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
