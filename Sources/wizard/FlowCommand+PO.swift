import Glibc
import MessageFormat
import WizardCore
import WizardIO
import WizardMessages
import WizardText

/// `wizard flow po extract FLOW` and `wizard flow po merge FLOW LANG.po…`: a flow's texts
/// translated with gettext's tools, as Debian translates installers (docs/languages.md).
extension FlowCommand {
    /// The largest PO file read: a flow's translations are far smaller.
    static let translationSizeLimit = 4 << 20

    /// Prints a `.pot` of every translatable text of the flow at `path`, created when the
    /// file was last changed; a flow with a problem that stops a run is reported as a run
    /// reports it.
    static func extract(_ path: String, context: Context) throws(WizardError) -> ExitStatus {
        let (bytes, _) = try read(path)
        let (reading, texts) = FlowReader.texts(in: bytes)
        try usable(reading, path: path)
        let file = InputFile.displayName(of: path)
        context.standardOutput.write(
            FlowPOTemplate.text(of: texts, file: file, created: creationTime(of: path)))
        return .success
    }

    /// When the texts at `path` were written, as a template's `POT-Creation-Date` says: the
    /// file's modification time, so that the template of an unchanged flow is the same
    /// byte for byte; the present for standard input.
    private static func creationTime(of path: String) -> Int64 {
        var status = stat()
        guard path != "-", stat(path, &status) == 0 else { return Int64(time(nil)) }
        return Int64(status.st_mtim.tv_sec)
    }

    /// Prints the flow at `path` with the translations of `files` merged in; reports on
    /// standard error each entry left out as a mistake (outdated, unknown, translated though
    /// marked the same in every language), then each file's summary: how many translations
    /// it gave, and how many entries it left fuzzy or untranslated. Exit 65, with nothing printed, for a PO file that cannot be read,
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
            // Fuzzy and untranslated entries are a translation's unfinished work, counted in
            // its summary; the others are mistakes, each named.
            let text: LocalizedText
            switch left.omission {
            case .fuzzy, .untranslated: continue
            case .outdated:
                text = Message.Po.leftOutOutdated(file: left.file, context: left.context)
            case .unknown: text = Message.Po.leftOutUnknown(file: left.file, context: left.context)
            case .translatedElsewhere:
                text = Message.Po.leftOutTranslated(file: left.file, context: left.context)
            }
            report.append("wizard: \(text(context.language))\n")
        }
        for summary in merge.summaries {
            let text = Message.Po.summary(
                file: summary.file, merged: summary.merged, fuzzy: summary.fuzzy,
                untranslated: summary.untranslated)
            report.append("wizard: \(text(context.language))\n")
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
