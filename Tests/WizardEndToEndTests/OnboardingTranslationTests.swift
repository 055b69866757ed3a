import TestSupport
import Testing
import WizardCore
import WizardMessages

/// The default flow's translations (po/onboarding/): the route every flow's translations take
/// (docs/languages.md), kept in step with Sources/EmbeddedFlows/onboarding.json by
/// Scripts/generate-default-flow.
@Suite("The default flow in every UI language, through PO files", .timeLimit(.minutes(5)))
struct OnboardingTranslationTests {
    let home = TemporaryDirectory()
    static let flow = "Sources/EmbeddedFlows/onboarding.json"
    static let translations = Files.entries(Repository.path("po/onboarding"))
        .filter { $0.hasSuffix(".po") }.sorted().map { "po/onboarding/" + $0 }

    @Test("every text of the default flow that English says something in has every UI language")
    func everyLanguage() throws {
        let bytes = try #require(Files.read(Repository.path(Self.flow)))
        let texts = FlowReader.texts(in: bytes).texts
        #expect(texts.count > 10)
        let codes = Message.uiLanguages.map(\.code).filter { $0 != "en" }
        for text in texts where !text.english.isEmpty {
            for code in codes {
                #expect(text.node[code] != nil, "\(text.context) lacks \(code)")
            }
        }
    }

    @Test("a PO file for each UI language but English and Korean, which the JSON file holds")
    func oneFileALanguage() {
        let codes = Message.uiLanguages.map(\.code).filter { $0 != "en" && $0 != "ko" }
        #expect(Self.translations == codes.sorted().map { "po/onboarding/\($0).po" })
    }

    @Test("merging the PO files into the flow leaves it as it is, and the template is current")
    func inStep() throws {
        let flow = Repository.path(Self.flow)
        let merged = WizardBinary.run(
            ["flow", "po", "merge", flow] + Self.translations.map(Repository.path),
            home: home.path)
        #expect(merged.status == 0, "\(merged.error)")
        #expect(
            merged.output == Files.text(flow),
            "po/onboarding/ and \(Self.flow) disagree: run Scripts/generate-default-flow")
        // The template names the flow as the repository's root names it; its creation date
        // is the flow file's time, which a clone sets.
        let extracted = WizardBinary.run(["flow", "po", "extract", flow], home: home.path)
        #expect(extracted.status == 0, "\(extracted.error)")
        let template = Files.text(Repository.path("po/onboarding/onboarding.pot")) ?? ""
        #expect(
            Self.undated(
                extracted.output.split(separator: flow, omittingEmptySubsequences: false)
                    .joined(separator: Self.flow)) == Self.undated(template),
            "po/onboarding/onboarding.pot is out of date: run wizard flow po extract")
    }

    /// `template` without its `POT-Creation-Date` header line.
    static func undated(_ template: String) -> [Substring] {
        template.split(separator: "\n").filter { !$0.hasPrefix("\"POT-Creation-Date: ") }
    }

    @Test("each translation passes msgfmt --check")
    func msgfmtChecks() {
        guard let msgfmt = FlowPOTests.gettext?.msgfmt else {
            #expect(!Prerequisite.isCI, "gettext is not installed: run Scripts/bootstrap")
            return
        }
        for path in Self.translations {
            let checked = runProcess([msgfmt, "--check", "-o", "/dev/null", Repository.path(path)])
            #expect(checked.status == 0, "\(path): \(checked.error)")
        }
    }
}
