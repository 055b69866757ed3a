import MessageFormat
import WizardCore
import WizardIO
import WizardMessages

/// `wizard flow po extract FLOW` and `wizard flow po merge FLOW LANG.po…`: a flow's texts
/// translated with gettext's tools, as Debian translates installers (docs/languages.md).
extension FlowCommand {
    /// The largest PO file read: a flow's translations are far smaller.
    static let translationSizeLimit = 4 << 20

    /// Prints a `.pot` of every translatable text of the flow at `path`; a flow with a
    /// problem that stops a run is reported as a run reports it.
    static func extract(_ path: String, context: Context) throws(WizardError) -> ExitStatus {
        let (bytes, _) = try read(path)
        let (reading, texts) = FlowReader.texts(in: bytes)
        try usable(reading, path: path)
        let file = InputFile.displayName(of: path)
        context.standardOutput.write(FlowPOTemplate.text(of: texts, file: file))
        return .success
    }

    /// Prints the flow at `path` with the translations of `files` merged in; reports on
    /// standard error how many each gave and every entry left out (fuzzy, untranslated,
    /// outdated, unknown). Exit 65, with nothing printed, for a PO file that cannot be read,
    /// names no language or has a `Plural-Forms` header that is no rule, and for a merge
    /// whose flow would not run (its problems listed by path).
    static func merge(_ path: String, translations files: [String], context: Context)
        throws(WizardError) -> ExitStatus
    {
        let (bytes, _) = try read(path)
        let (reading, texts) = FlowReader.texts(in: bytes)
        try usable(reading, path: path)
        var translations: [FlowPOMerge.Translations] = []
        for file in files {
            let shown = InputFile.displayName(of: file)
            let contents: [UInt8]
            do {
                contents = try InputFile.read(
                    argument: file, kind: .translation, limit: translationSizeLimit)
            } catch {
                throw .file(error)
            }
            let po: POFile
            do {
                po = try POFile(String(decoding: contents, as: UTF8.self))
            } catch let error as POFile.SyntaxError {
                let text = Message.Po.syntax(file: shown, line: error.line, reason: error.reason)
                context.standardError.write("wizard: \(text(context.language))\n")
                return .dataError
            } catch {
                return .dataError
            }
            guard let language = FlowPOMerge.Translations.language(of: po, file: file) else {
                let text = Message.Po.noLanguage(file: shown)
                context.standardError.write("wizard: \(text(context.language))\n")
                return .dataError
            }
            if po.header("Plural-Forms") != nil, po.pluralRule == nil {
                let text = Message.Po.pluralForms(file: shown, limit: PluralRule.formLimit)
                context.standardError.write("wizard: \(text(context.language))\n")
                return .dataError
            }
            translations.append(.init(file: shown, language: language, po: po))
        }
        let merge = FlowPOMerge(bytes: bytes, texts: texts, translations: translations)
        // What is printed is a flow that runs: a translation may hold what no flow may (a
        // text-direction override, a `${` left open), or make the file too large.
        let merged = FlowReader.read(merge.bytes)
        guard merged.flow != nil else {
            var lines = merged.problems.filter(\.isBlocking).map { problem in
                "wizard: \(problem.path): \(problem.message(context.language))\n"
            }
            let count = merged.blockingCount
            lines.append("wizard: \(Message.Po.mergeRefused(count: count)(context.language))\n")
            context.standardError.write(lines.joined())
            return .dataError
        }
        context.standardOutput.write(String(decoding: merge.bytes, as: UTF8.self))
        var report: [String] = []
        for left in merge.leftOut {
            let text =
                switch left.omission {
                case .fuzzy: Message.Po.leftOutFuzzy(file: left.file, context: left.context)
                case .untranslated:
                    Message.Po.leftOutUntranslated(file: left.file, context: left.context)
                case .outdated: Message.Po.leftOutOutdated(file: left.file, context: left.context)
                case .unknown: Message.Po.leftOutUnknown(file: left.file, context: left.context)
                case .translatedElsewhere:
                    Message.Po.leftOutTranslated(file: left.file, context: left.context)
                }
            report.append("wizard: \(text(context.language))\n")
        }
        for (file, count) in merge.merged {
            report.append(
                "wizard: \(Message.Po.merged(file: file, count: count)(context.language))\n")
        }
        context.standardError.write(report.joined())
        return .success
    }

    private static func read(_ path: String) throws(WizardError) -> ([UInt8], Void) {
        do {
            return (
                try InputFile.read(argument: path, kind: .flow, limit: FlowReader.sizeLimit), ()
            )
        } catch {
            throw .file(error)
        }
    }

    /// Throws the flow's problems when one stops a run: its texts are not to be translated
    /// before it can run.
    private static func usable(_ reading: FlowReading, path: String) throws(WizardError) {
        guard reading.flow == nil else { return }
        throw .flowUnusable(
            FlowUnusable(
                path: InputFile.displayName(of: path), problems: reading.problems,
                unlistedBlockingCount: reading.unlistedBlockingCount,
                unlistedWarningCount: reading.unlistedWarningCount))
    }
}
