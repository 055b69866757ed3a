import Glibc
import TestSupport
import Testing

/// `wizard flow po extract` and `wizard flow po merge` with Debian's gettext tools between
/// them, as po-debconf translators work: extract a template, start a translation with
/// msginit, translate, merge it back, check and run; then change the English and bring the
/// translation up to date with msgmerge, whose fuzzy guess is left out (docs/languages.md).
@Suite("Flows translated with PO files", .serialized, .timeLimit(.minutes(5)))
struct FlowPOTests {
    let home = TemporaryDirectory()

    static let gettext: (msginit: String, msgmerge: String, msgfmt: String)? = {
        let tools = ["msginit", "msgmerge", "msgfmt"].map { name in
            ["/usr/bin/", "/usr/local/bin/"].map { $0 + name }.first { access($0, X_OK) == 0 }
        }
        guard let msginit = tools[0], let msgmerge = tools[1], let msgfmt = tools[2] else {
            return nil
        }
        return (msginit, msgmerge, msgfmt)
    }()

    func wizard(_ arguments: [String], _ language: String = "C.UTF-8") -> ProcessResult {
        WizardBinary.run(arguments, home: home.path, environment: ["LANG": language])
    }

    /// `po` with `translation` as the msgstr of the entry whose msgctxt is `context`.
    func translate(_ po: String, _ context: String, _ translation: String) -> String {
        let entries = po.split(separator: "\n\n", omittingEmptySubsequences: false)
        return entries.map { entry in
            guard entry.contains("msgctxt \"\(context)\"\n") else { return String(entry) }
            return entry.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0 == "msgstr \"\"" ? "msgstr \"\(translation)\"" : String($0)
            }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    @Test("extract, msginit, translate, merge, check, run; msgmerge's fuzzy entry is left out")
    func roundTrip() throws {
        guard let gettext = Self.gettext else {
            #expect(!Prerequisite.isCI, "gettext is not installed: run Scripts/bootstrap")
            return
        }
        let flow = home.file("flow.json")
        Files.write(try #require(Files.text(Examples.devMachine)), to: flow)
        let extracted = wizard(["flow", "po", "extract", flow])
        #expect(extracted.status == 0, "\(extracted.error)")
        #expect(extracted.output.contains("#. $.steps[1].title\n"))
        #expect(
            extracted.output.contains(
                "msgctxt \"hostname.title\"\nmsgid \"What should this machine be called?\"\n"))
        let pot = home.file("flow.pot")
        Files.write(extracted.output, to: pot)
        let po = home.file("de.po")
        let started = runProcess(
            [
                gettext.msginit, "--input=" + pot, "--locale=de_DE.UTF-8", "--no-translator",
                "--output-file=" + po,
            ])
        #expect(started.status == 0, "\(started.error)")
        var text = try #require(Files.text(po))
        text = translate(text, "hostname.title", "Wie soll dieser Rechner heißen?")
        text = translate(text, "editor.title", "Welchen Editor verwenden Sie?")
        Files.write(text, to: po)

        let merged = wizard(["flow", "po", "merge", flow, po])
        #expect(merged.status == 0, "\(merged.error)")
        // One summary line, not a line for each entry left out.
        #expect(
            merged.error
                == "wizard: \(po): 2 translated and merged; 0 fuzzy and 39 untranslated left out\n",
            "\(merged.error)")
        let translated = home.file("translated.json")
        Files.write(merged.output, to: translated)
        #expect(wizard(["flow", "check", translated]).status == 0)
        let questions = wizard(["flow", "questions", translated], "de_DE.UTF-8")
        #expect(questions.output.contains("1. hostname: Wie soll dieser Rechner heißen? (Text"))
        #expect(questions.output.contains("2. editor: Welchen Editor verwenden Sie?"))

        // The English changes: msgmerge marks the old translation fuzzy, and it is left out.
        let changed = try #require(Files.text(translated)).split(
            separator: "\"What should this machine be called?\"", omittingEmptySubsequences: false
        ).joined(separator: "\"What is this machine called?\"")
        Files.write(changed, to: flow)
        Files.write(wizard(["flow", "po", "extract", flow]).output, to: pot)
        // As docs/languages.md says, with --previous: the old English stays beside the
        // fuzzy guess, for the translator to see what changed.
        let updated = runProcess(
            [gettext.msgmerge, "--quiet", "--update", "--previous", "--backup=none", po, pot])
        #expect(updated.status == 0, "\(updated.error)")
        #expect(
            try #require(Files.text(po)).contains(
                "#, fuzzy\n#| msgctxt \"hostname.title\"\n"
                    + "#| msgid \"What should this machine be called?\"\n"
                    + "msgctxt \"hostname.title\"\nmsgid \"What is this machine called?\"\n"
                    + "msgstr \"Wie soll dieser Rechner heißen?\"\n"))
        let again = wizard(["flow", "po", "merge", flow, po])
        #expect(again.status == 0)
        #expect(
            again.error
                == "wizard: \(po): 1 translated and merged; 1 fuzzy and 39 untranslated left out\n",
            "\(again.error)")
    }

    /// The template `flow po extract` prints for `flow`, the flow's name without `.json`, and
    /// the file in the home the template was written to.
    func template(of flow: String) -> (text: String, name: String, path: String) {
        let extracted = wizard(["flow", "po", "extract", flow])
        #expect(extracted.status == 0, "\(extracted.error)")
        let name = String(flow.split(separator: "/").last!.dropLast(5))
        let pot = home.file(name + ".pot")
        Files.write(extracted.output, to: pot)
        return (extracted.output, name, pot)
    }

    @Test(
        "every example's template has one entry per text: msgfmt --check and msginit take it",
        arguments: Examples.flows)
    func everyExample(flow: String) throws {
        guard let gettext = Self.gettext else {
            #expect(!Prerequisite.isCI, "gettext is not installed: run Scripts/bootstrap")
            return
        }
        let (extracted, name, pot) = template(of: flow)
        let contexts = extracted.split(separator: "\n").filter { $0.hasPrefix("msgctxt ") }
        #expect(Set(contexts).count == contexts.count, "a msgctxt written twice")
        let checked = runProcess([gettext.msgfmt, "--check", "-o", "/dev/null", pot])
        #expect(checked.status == 0, "\(checked.error)")
        let po = home.file(name + ".de.po")
        let started = runProcess(
            [
                gettext.msginit, "--input=" + pot, "--locale=de_DE.UTF-8", "--no-translator",
                "--output-file=" + po,
            ])
        #expect(started.status == 0, "\(started.error)")
        let translation = runProcess([gettext.msgfmt, "--check", "-o", "/dev/null", po])
        #expect(translation.status == 0, "\(translation.error)")
    }

    @Test(
        "every example's template is as gettext writes it: msgmerge and msgcat give it back",
        arguments: Examples.flows)
    func writtenAsGettextWrites(flow: String) throws {
        guard let gettext = Self.gettext else {
            #expect(!Prerequisite.isCI, "gettext is not installed: run Scripts/bootstrap")
            return
        }
        let (extracted, name, pot) = template(of: flow)
        let msgcat = gettext.msgmerge.replacing("msgmerge", with: "msgcat")
        // Without wrapping, byte for byte; msgmerge's own wrapping of long lines aside, the
        // same entries in the same order, each with the same comments, flags and strings.
        let merged = home.file(name + ".merged.pot")
        let wrapped = home.file(name + ".wrapped.pot")
        let runs = [
            [gettext.msgmerge, "--quiet", "--no-wrap", "-o", merged, pot, pot],
            [gettext.msgmerge, "--quiet", "-o", wrapped, pot, pot],
        ]
        for run in runs {
            let result = runProcess(run)
            #expect(result.status == 0, "\(result.error)")
        }
        let unwrapped = runProcess([msgcat, "--no-wrap", wrapped])
        #expect(unwrapped.status == 0, "\(unwrapped.error)")
        for output in [try #require(Files.text(merged)), unwrapped.output] {
            #expect(output == extracted, "\(output)")
        }
        // A complete header, as xgettext writes one, for msginit to fill in.
        for field in [
            "Project-Id-Version: \(flow)", "Report-Msgid-Bugs-To: ", "POT-Creation-Date: ",
            "PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE",
            "Last-Translator: FULL NAME <EMAIL@ADDRESS>", "Language-Team: LANGUAGE <LL@li.org>",
            "Language: ", "MIME-Version: 1.0", "Content-Type: text/plain; charset=UTF-8",
            "Content-Transfer-Encoding: 8bit",
        ] {
            #expect(extracted.contains("\n\"\(field)"), "\(field)")
        }
    }

    @Test("the template's creation date is the flow file's modification time, to the minute")
    func creationDate() throws {
        let flow = home.file("dated.json")
        Files.write(try #require(Files.text(Examples.devMachine)), to: flow)
        var times = [
            timeval(tv_sec: 1_000_000_000, tv_usec: 0), timeval(tv_sec: 1_000_000_000, tv_usec: 0),
        ]
        #expect(utimes(flow, &times) == 0)
        let first = wizard(["flow", "po", "extract", flow])
        #expect(first.output.contains("\"POT-Creation-Date: 2001-09-09 01:46+0000\\n\"\n"))
        #expect(wizard(["flow", "po", "extract", flow]).output == first.output)
    }

    @Test("a PO file without a language, or not one, exits 65 and writes no flow")
    func badFiles() {
        let flow = Examples.devMachine
        let nameless = home.file("translations.po")
        Files.write("msgid \"\"\nmsgstr \"\"\n", to: nameless)
        let result = wizard(["flow", "po", "merge", flow, nameless])
        #expect(result.status == 65)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("names no language"))
        let broken = home.file("fr.po")
        Files.write("msgid\n", to: broken)
        let syntax = wizard(["flow", "po", "merge", flow, broken])
        #expect(syntax.status == 65)
        #expect(syntax.error.contains("fr.po:1: not a PO file"))
        #expect(wizard(["flow", "po", "merge", flow]).status == 64)
        #expect(wizard(["flow", "po"]).status == 64)
    }

    /// A German PO file for the flow at `flow` whose header has `pluralForms`, translating
    /// the entry `context` as `translation`.
    func germanPO(
        for flow: String, _ context: String, _ translation: String,
        pluralForms: String = "nplurals=2; plural=(n != 1);"
    ) throws -> String {
        let extracted = wizard(["flow", "po", "extract", flow])
        try #require(extracted.status == 0, "\(extracted.error)")
        let header = "\"Language: de\\n\"\n\"Plural-Forms: \(pluralForms)\\n\"\n"
        let parts = translate(extracted.output, context, translation)
            .split(separator: "\"Language: \\n\"\n", omittingEmptySubsequences: false)
        try #require(parts.count == 2)
        let text = String(parts[0] + header + parts[1])
        let po = home.file("de.po")
        Files.write(text, to: po)
        return po
    }

    @Test("a merge whose flow would not run prints nothing: each problem, then why, exit 65")
    func unrunnableMerge() throws {
        let flow = Examples.devMachine
        let translations = [
            "Wie soll \u{202E}dieser Rechner heißen?":
                "contains a control or text-direction character",
            "Wie soll ${dieser Rechner heißen?": "'${' begins a substitution",
        ]
        for (translation, problem) in translations {
            let po = try germanPO(for: flow, "hostname.title", translation)
            let result = wizard(["flow", "po", "merge", flow, po])
            #expect(result.status == 65, "\(result.error)")
            #expect(result.output.isEmpty)
            #expect(
                result.error.contains("wizard: $.steps[1].title.de: \(problem)"), "\(result.error)")
            #expect(
                result.error.hasSuffix(
                    "would not run (1 problem above); nothing was printed. Correct those translations and merge again.\n"
                ), "\(result.error)")
        }
        let fine = try germanPO(for: flow, "hostname.title", "Wie soll dieser Rechner heißen?")
        let merged = wizard(["flow", "po", "merge", flow, fine])
        #expect(merged.status == 0, "\(merged.error)")
        #expect(merged.output.contains("Wie soll dieser Rechner heißen?"))
    }

    @Test(
        "a placeholder kept: the entry is python-brace-format; msgfmt, merge and check refuse {ap}"
    )
    func placeholders() throws {
        let flow = Examples.devMachine
        let extracted = wizard(["flow", "po", "extract", flow])
        #expect(extracted.output.contains("#, python-brace-format\nmsgctxt \"welcome.text\"\n"))
        // A text without a substitution is no format: msgfmt has nothing to check in it.
        #expect(!extracted.output.contains("#, python-brace-format\nmsgctxt \"hostname.title\""))
        let broken = "Ein paar Fragen; {ap} installiert, was Sie wählen."
        let po = try germanPO(for: flow, "welcome.text", broken)
        if let gettext = Self.gettext {
            let checked = runProcess([gettext.msgfmt, "--check", "-o", "/dev/null", po])
            #expect(checked.status != 0, "\(checked.error)")
        } else {
            #expect(!Prerequisite.isCI, "gettext is not installed: run Scripts/bootstrap")
        }
        let problem =
            "wizard: $.steps[0].text.de: it leaves out ${app}, which the English text names;"
            + " keep each ${name} and {app} as written"
        let merged = wizard(["flow", "po", "merge", flow, po])
        #expect(merged.status == 65, "\(merged.error)")
        #expect(merged.output.isEmpty)
        #expect(merged.error.contains(problem), "\(merged.error)")
        let translated = home.file("translated.json")
        Files.write(
            #"{"format": 1, "id": "t", "app": "Tee", "steps": [{"kind": "info", "id": "hi", "#
                + #""title": {"en": "Welcome to {app}", "de": "Willkommen bei {ap}"}}]}"#,
            to: translated)
        let checked = wizard(["flow", "check", translated])
        #expect(checked.status == 65, "\(checked.output)")
        #expect(
            checked.output.contains(
                "$.steps[0].title.de: it leaves out ${app}, which the English text names"),
            "\(checked.output)")
        let kept = try germanPO(
            for: flow, "welcome.text", "Ein paar Fragen; ${app} installiert, was Sie wählen.")
        #expect(wizard(["flow", "po", "merge", flow, kept]).status == 0)
    }

    @Test(
        "a unit empty in English is extracted; a text marked the same in every language is one string"
    )
    func emptyAndSame() throws {
        let flow = home.file("units.json")
        Files.write(
            """
            {"format": 1, "id": "u", "app": {"en": "Toughie"}, "steps": [
             {"kind": "slider", "key": "age", "title": "Age?", "min": 1, "max": 9, "unit": ""},
             {"kind": "info", "id": "bye", "title": {"en": "Bye", "ko": "안녕"}}
            ]}
            """, to: flow)
        let extracted = wizard(["flow", "po", "extract", flow])
        #expect(extracted.output.contains("msgctxt \"age.unit\"\nmsgid \"\"\nmsgstr \"\"\n"))
        if let gettext = Self.gettext {
            let pot = home.file("units.pot")
            Files.write(extracted.output, to: pot)
            let checked = runProcess([gettext.msgfmt, "--check", "-o", "/dev/null", pot])
            #expect(checked.status == 0, "\(checked.error)")
        }
        var po = try Files.text(germanPO(for: flow, "age.unit", " Jahre")) ?? ""
        for context in ["app", "bye.title"] {
            po = po.split(separator: "msgctxt \"\(context)\"\n", omittingEmptySubsequences: false)
                .joined(separator: "# same in every language\nmsgctxt \"\(context)\"\n")
        }
        let marked = home.file("marked.po")
        Files.write(po, to: marked)
        let merged = wizard(["flow", "po", "merge", flow, marked])
        #expect(merged.status == 0, "\(merged.error)")
        #expect(merged.output.contains(#""app": "Toughie""#), "\(merged.output)")
        #expect(merged.output.contains(#""unit": {"en": "", "de": " Jahre"}"#), "\(merged.output)")
        #expect(
            merged.error.contains(
                "marked.po: bye.title is marked the same in every language, but other languages"
                    + " translate it; left out\n"), "\(merged.error)")
        #expect(
            merged.error.contains(
                "marked.po: 2 translated and merged; 0 fuzzy and 1 untranslated left out\n"),
            "\(merged.error)")
    }

    @Test("a text the flow shares, used three times, is one entry at its definition, filled there")
    func sharedText() throws {
        let flow = home.file("shared.json")
        Files.write(
            """
            {"format": 1, "id": "s",
             "texts": {"sure": {"en": "Are you sure?", "ko": "확실한가요?"}},
             "steps": [
              {"kind": "confirm", "key": "a", "title": {"text": "sure"}},
              {"kind": "confirm", "key": "b", "title": {"text": "sure"}},
              {"kind": "picker", "key": "c", "title": {"en": "Pick", "ko": "고르기"},
               "options": [{"value": "x", "label": {"text": "sure"}}]}
             ]}
            """, to: flow)
        let extracted = wizard(["flow", "po", "extract", flow])
        #expect(extracted.status == 0, "\(extracted.error)")
        let entries = extracted.output.split(separator: "\n\n").filter {
            $0.contains("msgid \"Are you sure?\"")
        }
        #expect(entries.count == 1, "\(extracted.output)")
        #expect(entries.first?.contains("#. $.texts.sure\n") == true, "\(entries)")
        #expect(entries.first?.contains("msgctxt \"texts.sure\"\n") == true, "\(entries)")
        if let gettext = Self.gettext {
            let pot = home.file("shared.pot")
            Files.write(extracted.output, to: pot)
            let checked = runProcess([gettext.msgfmt, "--check", "-o", "/dev/null", pot])
            #expect(checked.status == 0, "\(checked.error)")
        }
        let po = try germanPO(for: flow, "texts.sure", "Sicher?")
        let merged = wizard(["flow", "po", "merge", flow, po])
        #expect(merged.status == 0, "\(merged.error)")
        #expect(
            merged.output.contains(
                #""sure": {"en": "Are you sure?", "ko": "확실한가요?", "de": "Sicher?"}"#),
            "\(merged.output)")
        #expect(merged.output.split(separator: "Sicher?").count == 2, "\(merged.output)")
        let translated = home.file("shared-de.json")
        Files.write(merged.output, to: translated)
        let questions = wizard(["flow", "questions", translated], "de_DE.UTF-8")
        #expect(questions.output.contains("1. a: Sicher?"), "\(questions.output)")
        #expect(questions.output.contains("2. b: Sicher?"), "\(questions.output)")
    }

    @Test("a Plural-Forms header that is no rule, or has more forms than a language, is refused")
    func pluralForms() throws {
        let flow = Examples.devMachine
        for header in [
            "nplurals=99999999; plural=(n != 1);", "nplurals=0; plural=0;", "nplurals=2;",
        ] {
            let po = try germanPO(for: flow, "hostname.title", "Rechner?", pluralForms: header)
            let result = wizard(["flow", "po", "merge", flow, po])
            #expect(result.status == 65, "\(header): \(result.error)")
            #expect(result.output.isEmpty)
            #expect(
                result.error.contains("de.po: its Plural-Forms header is not one wizard reads"),
                "\(result.error)")
        }
    }
}
