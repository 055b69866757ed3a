import TestSupport
import Testing

@testable import WizardCore
@testable import WizardText

/// `Flow.onboarding` is generated Swift (`OnboardingFlow+Generated.swift`); these tests keep
/// it the flow that `Sources/EmbeddedFlows/onboarding.json` defines.
@Suite("The generated default flow", .timeLimit(.minutes(5)))
struct GeneratedFlowTests {
    static let regenerate = "run Scripts/generate-default-flow"
    static let generatedPath = "Sources/WizardCore/Flow/OnboardingFlow+Generated.swift"

    static func readDefinition() throws -> Flow {
        let reading = FlowReader.read(Flow.onboardingDefinition)
        return try #require(reading.flow, "onboarding.json does not read: \(reading.problems)")
    }

    /// Every stored field of `value`, nested, one a line (the standard library's `dump`): two
    /// values of the flow model are the same when these are.
    static func fields(of value: Any) -> [Substring] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Where two field dumps first differ, with the line before for context.
    static func firstDifference(_ left: [Substring], _ right: [Substring]) -> String? {
        let common = min(left.count, right.count)
        let index = (0..<common).first { left[$0] != right[$0] } ?? common
        guard index < max(left.count, right.count) else { return nil }
        let context = index > 0 ? "after \"\(left[index - 1])\": " : ""
        let generated = index < left.count ? String(left[index]) : "(nothing)"
        let read = index < right.count ? String(right[index]) : "(nothing)"
        return "\(context)the generated flow has \"\(generated)\", onboarding.json \"\(read)\""
    }

    @Test("the checked-in file is what Scripts/generate-default-flow writes from onboarding.json")
    func upToDate() throws {
        let expected = FlowSource.file(
            declaring: "onboarding", as: try Self.readDefinition(),
            readFrom: "Sources/EmbeddedFlows/onboarding.json")
        let checkedIn = Files.text(Repository.path(Self.generatedPath)) ?? ""
        if checkedIn != expected {
            let line = zip(checkedIn.split(separator: "\n"), expected.split(separator: "\n"))
                .first { $0 != $1 }
            Issue.record(
                """
                \(Self.generatedPath) is out of date with onboarding.json \
                (it has "\(line?.0 ?? "")" where the generator writes "\(line?.1 ?? "")"): \
                \(Self.regenerate)
                """)
        }
    }

    @Test("the generated flow is the flow read from onboarding.json, field by field")
    func sameFlow() throws {
        let difference = Self.firstDifference(
            Self.fields(of: Flow.onboarding), Self.fields(of: try Self.readDefinition()))
        #expect(
            difference == nil,
            """
            \(difference ?? ""). \(Self.regenerate); if the difference stays, the swiftSource \
            of that type (Sources/WizardCore/FlowSource/FlowSource.swift, or the kind's \
            Kinds/<Kind>/<Kind>+Source.swift) leaves the field out.
            """)
    }

    @Test("the field comparison sees a changed default, an added language and a changed minimum")
    func comparisonSeesDifferences() throws {
        let original = String(decoding: Flow.onboardingDefinition, as: UTF8.self)
        let edits = [
            ("\"default\": 30", "\"default\": 31"),
            (
                #""label": {"en": "Prefer not to say", "ko": "비공개", "#,
                #""label": {"en": "Prefer not to say", "ko": "비공개", "it": "Preferisco non dirlo", "#
            ),
            (#""min_length": 2"#, #""min_length": 3"#),
        ]
        let read = Self.fields(of: try Self.readDefinition())
        for (old, new) in edits {
            #expect(original.contains(old), "the test's edit no longer applies: \(old)")
            let edited = FlowReader.read(Array(original.replacing(old, with: new).utf8))
            let flow = try #require(edited.flow, "\(edited.problems)")
            #expect(Self.firstDifference(Self.fields(of: flow), read) != nil, "\(new)")
        }
    }

    @Test("string literals escape quotes, backslashes, controls and invisible scalars only")
    func stringLiterals() {
        #expect(SwiftExpression.string("plain").singleLine == #""plain""#)
        #expect(SwiftExpression.string(#"a "b" \c"#).singleLine == #""a \"b\" \\c""#)
        #expect(SwiftExpression.string("1\n2\t3\r\u{1B}[0m").singleLine == #""1\n2\t3\r\u{1B}[0m""#)
        #expect(SwiftExpression.string("터피 😓 é").singleLine == "\"터피 😓 é\"")
        #expect(
            SwiftExpression.string("👩\u{200D}💻\u{A0}\u{2028}").singleLine
                == #""👩\u{200D}💻\u{A0}\u{2028}""#)
    }

    @Test("a call is laid out on one line when it fits, else one argument a line")
    func layout() {
        let short = SwiftExpression.call("F", [("a", .integer(1)), ("", .boolean(true))])
        #expect(short.layout(indent: 0) == "F(a: 1, true)")
        let long = SwiftExpression.call(
            "Outer",
            [
                ("first", .string(String(repeating: "x", count: 90))),
                ("second", .array([.integer(1), .integer(2)])),
            ])
        #expect(
            long.layout(indent: 1) == """
                Outer(
                        first: "\(String(repeating: "x", count: 90))",
                        second: [1, 2]
                    )
                """)
    }

    @Test("a step's condition and estimate are written as the Swift values they are")
    func conditionSource() throws {
        let condition = Condition.all([
            .test(key: "want", .equals(.bool(true))),
            .not(.test(key: "tools", .isOneOf([.string("jq"), .integer(2)]))),
            .any([.test(key: "age", .atLeast(19)), .test(key: "tools", .contains("gh"))]),
        ])
        let step = Step(
            id: "extras", title: LocalizedText(english: "Extras"),
            button: LocalizedText(english: "Next"),
            kind: ConfirmQuestion(defaultValue: nil, label: LocalizedText(english: "Extras")),
            estimate: 2.5,
            condition: condition)
        let source = step.swiftSource.singleLine
        #expect(
            source.hasSuffix(
                #"estimate: 2.5, condition: .all([.test(key: "want", .equals(.bool(true))), "#
                    + #".not(.test(key: "tools", .isOneOf([.string("jq"), .integer(2)]))), "#
                    + #".any([.test(key: "age", .atLeast(19)), .test(key: "tools", .contains("gh"))])]))"#
            ))
        #expect(
            JSONValue.object(["b": .null, "a": .double(0.5)]).swiftSource.singleLine
                == #".object(["a": .double(0.5), "b": .null])"#)
    }
}
