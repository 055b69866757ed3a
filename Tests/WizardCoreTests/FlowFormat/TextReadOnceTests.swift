import TestSupport
import Testing
import WizardCore

/// Every text of a flow is read once, whichever kind reads it and by whatever path (a kind
/// that reads another's fields, as a secret reads a text's): a text read twice is extracted
/// twice by `wizard flow po extract`, a template gettext refuses, and its problem is
/// reported twice by `flow check`.
@Suite("Each text of a flow read once", .timeLimit(.minutes(5)))
struct TextReadOnceTests {
    @Test(
        "every example: one site per text, and a text made a number is one problem at its place",
        arguments: Examples.flows)
    func example(path: String) throws {
        let bytes = try #require(Files.read(path))
        let texts = FlowReader.texts(in: bytes).texts
        #expect(!texts.isEmpty)
        let contexts = texts.map(\.context)
        #expect(Set(contexts).count == contexts.count, "\(contexts)")
        for site in texts {
            var broken = bytes
            broken.replaceSubrange(site.node.span, with: Array("5".utf8))
            let reading = FlowReader.read(broken)
            let here = reading.problems.filter { $0.location == site.location }
            #expect(here.count == 1, "\(site.place): \(here.map(\.message.english))")
        }
    }
}
