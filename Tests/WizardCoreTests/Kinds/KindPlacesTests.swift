import TestSupport
import Testing

@testable import WizardCore
@testable import WizardMessages

/// Every place outside its folder that a kind in ``KindRegistry`` must be named in, so that
/// a kind added there fails here until each is done (`docs/kinds.md`, the recipe): the
/// schema's kind list and its block for the kind, the kind list of `wizard help flow`, the
/// format's description and its manual page.
@Suite("Where every kind is named", .timeLimit(.minutes(5)))
struct KindPlacesTests {
    static let names = KindRegistry.names

    static func text(_ path: String) -> String {
        String(decoding: Files.read(Repository.path(path)) ?? [], as: UTF8.self)
    }

    @Test("docs/flow.schema.json lists the kind and has a block for it", arguments: names)
    func schema(kind: String) throws {
        let schema = Self.text("docs/flow.schema.json")
        // The step's kind list: `"kind": { "enum": [ … ] }` in the step's properties.
        let start = try #require(
            schema.firstRange(of: #""kind": {"# + "\n" + #"          "enum": ["#))
        let list = schema[start.upperBound...].prefix { $0 != "]" }
        #expect(list.contains("\"\(kind)\""), "not in the schema's kind list")
        #expect(
            schema.contains(#""kind": {"# + "\n" + #"                "const": "\#(kind)""#),
            "no block for the kind in the schema's steps")
    }

    @Test("`wizard help flow` names the kind", arguments: names)
    func flowHelp(kind: String) throws {
        let help = try #require(Message.help(topic: "flow"))
        // Written for people: `multi-select questions` for `multiselect`.
        let words = help.english.replacing("-", with: "")
        #expect(words.contains(kind), "not among the kinds of `wizard help flow`")
    }

    @Test(
        "docs/flow-format.md has a section on the kind, and man/wizard-flow.5 too", arguments: names
    )
    func manual(kind: String) {
        #expect(Self.text("docs/flow-format.md").contains("\n### `\(kind)`"))
        // Written from docs/flow-format.md by Scripts/flow-manual.
        #expect(Self.text("man/wizard-flow.5").contains("\n.SS \\fB\(kind)\\fR"))
    }
}
