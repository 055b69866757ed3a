import WizardCore
import WizardIO
import WizardMessages

/// `wizard profile [--json | --shell | --get KEY | --logout]`: the seed's ProfileView and
/// its `logOut()`, and the profile handed to scripts.
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
            let card = ProfileCard(document: document, language: context.language)
            // At a terminal a line says how to answer what is missing.
            var missing: String?
            if card.unansweredCount > 0, context.outputTerminal != nil {
                let command = HintCommand.line(["setup", "--missing"], for: invocation)
                missing =
                    Message.missingAnswersHint(command: command)(context.language)
                    .terminalSafe
            }
            show(card, of: flow, invocation: invocation, note: missing, context: context)
            return CommandResult(.success)
        case .json:
            let document = try WizardError.store { () throws(StoreError) in try store.load() }
            context.standardOutput.write(jsonLine(of: document))
            return CommandResult(document.isSignedIn ? .success : .notSignedIn)
        case .shell:
            let keys = try shellKeys(of: flow, prefix: invocation.shellPrefix(for: flow))
            let document = try WizardError.store { () throws(StoreError) in try store.load() }
            context.standardOutput.write(
                try shellLines(of: document, keys: keys, prefix: invocation.shellPrefix(for: flow)))
            return CommandResult(document.isSignedIn ? .success : .notSignedIn)
        case .get(let key):
            if key != ProfileDocument.signedInKey {
                guard let step = flow.step(id: key), step.isQuestion else {
                    throw .usage(UsageError(.unknownProfileKey(key), command: "profile"))
                }
                guard step.kind.exposure.mayAppear(in: .card) else {
                    throw .usage(UsageError(.unkeptProfileKey(key), command: "profile"))
                }
            }
            let document = try WizardError.store { () throws(StoreError) in try store.load() }
            guard let value = profileValues(of: document)[key] else {
                return CommandResult(.noAnswer)
            }
            context.standardOutput.write(ShellAssignments.raw(value) + "\n")
            return CommandResult(.success)
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
            let message = update.wrote ? Message.signedOut : Message.wasSignedOut
            context.standardOutput.write(message(context.language) + "\n")
            return CommandResult(.success, saved: update.wrote)
        }
    }

    /// At a terminal, the boxed card the end of setup leaves, with the hint on signing out;
    /// otherwise (a pipe, a file, `--plain`, a dumb terminal) its plain lines.
    /// Shows `card`, boxed at a terminal that draws screens, with `note` under it indented
    /// as the box is (one line, which the terminal wraps, so that a command in it is copied
    /// whole); else its lines, then `note`.
    private static func show(
        _ card: ProfileCard, of flow: Flow, invocation: Invocation, note: String?,
        context: Context
    ) {
        guard !card.lines.isEmpty, let terminal = context.outputTerminal,
            AnswerMode.drawsScreens(
                outputIsTerminal: true, term: context.environment["TERM"],
                plainRequested: invocation.plain
                    || AnswerMode.plainRequested(by: context.environment))
        else {
            context.standardOutput.write(card.text + (note.map { $0 + "\n" } ?? ""))
            return
        }
        let screen = Screen(
            sink: context.standardOutput,
            accent: context.usesColour(invocation) ? flow.accent : nil,
            glyphs: Glyphs.forTerminal(environment: context.environment))
        let columns = TerminalSize.of(descriptor: terminal).columns
        let hint = Message.logoutHint(command: HintCommand.logout(for: invocation))
        screen.render(
            CardBox.inlineFrame(
                for: card, columns: columns, hint: hint(context.language).terminalSafe))
        screen.finish()
        if let note {
            let margin = String(repeating: " ", count: StepScreen.margin(forWidth: columns))
            context.standardOutput.write(margin + note + "\n")
        }
    }

    /// The profile as `--json` prints it: one line of compact JSON with sorted keys; with
    /// `unkept`, this run's answers that the store never keeps (`setup --json`).
    static func jsonLine(of document: ProfileDocument, adding unkept: [String: Answer] = [:])
        -> String
    {
        let values = profileValues(of: document).merging(unkept.mapValues(\.jsonValue)) { $1 }
        return StoreCoding.compactJSON(values) + "\n"
    }

    /// The keys `--shell` may print for `flow`, in the order it prints them: `signed_in`, then
    /// each question whose answer the card shows or the store never keeps (`setup --shell`
    /// prints those), checked to become distinct shell names after `prefix`.
    static func shellKeys(of flow: Flow, prefix: String, command: String = "profile")
        throws(WizardError) -> [String]
    {
        let questions = flow.questions.filter {
            $0.kind.exposure.mayAppear(in: .card) || $0.kind.exposure.keeping == .never
        }
        let keys = [ProfileDocument.signedInKey] + questions.map(\.id)
        do {
            _ = try ShellAssignments.names(of: keys, prefix: prefix)
        } catch {
            var error = error
            error.command = command
            throw .usage(error)
        }
        return keys
    }

    /// The profile as `--shell` prints it: one assignment a line, in the order of `keys`
    /// (``shellKeys(of:prefix:)``); with `unkept`, this run's answers that the store never
    /// keeps (`setup --shell`).
    static func shellLines(
        of document: ProfileDocument, keys: [String], prefix: String,
        adding unkept: [String: Answer] = [:]
    ) throws(WizardError) -> String {
        let values = profileValues(of: document).merging(unkept.mapValues(\.jsonValue)) { $1 }
        do {
            return try ShellAssignments.text(of: values, keys: keys, prefix: prefix)
        } catch {
            throw .usage(error)
        }
    }

    /// The profile's own keys: `signed_in` and each answered question whose kind lets its
    /// answer be shown (``AnswerExposure/Places/card``), nothing else the file may hold.
    private static func profileValues(of document: ProfileDocument) -> [String: JSONValue] {
        var values = [ProfileDocument.signedInKey: JSONValue.bool(document.isSignedIn)]
        for step in document.flow.questions where step.kind.exposure.mayAppear(in: .card) {
            if let answer = document.answer(to: step) { values[step.id] = answer.jsonValue }
        }
        return values
    }
}
