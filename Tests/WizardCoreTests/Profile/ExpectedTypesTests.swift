import Testing

@testable import WizardCore

/// A store's reader checks each member against the type its flow requires: searched step by
/// step in a small flow, through a table in a large one, with the same answers.
@Suite("The types a flow requires of a store's keys", .timeLimit(.minutes(5)))
struct ExpectedTypesTests {
    /// A flow of `extra` text questions after a page, a slider, a multi-select and a text.
    static func flow(extra: Int) throws -> Flow {
        var steps = [
            #"{"kind":"info","id":"hello","title":"Hi"}"#,
            #"{"kind":"slider","key":"age","title":"Age?","min":1,"max":9}"#,
            #"{"kind":"multiselect","key":"extras","title":"Extras?","options":[{"value":"a","label":"A"},{"value":"b","label":"B"}]}"#,
            #"{"kind":"text","key":"city","title":"City?"}"#,
        ]
        steps += (0..<extra).map { #"{"kind":"text","key":"q\#($0)","title":"Q\#($0)?"}"# }
        let json = #"{"format":1,"id":"types","steps":["# + steps.joined(separator: ",") + "]}"
        let reading = FlowReader.read(Array(json.utf8))
        return try #require(reading.flow, "\(reading.problems)")
    }

    @Test(
        "a small flow is searched and a large one looked up, with the same answers",
        arguments: [0, 20])
    func answers(extra: Int) throws {
        let flow = try Self.flow(extra: extra)
        #expect((flow.steps.count > ExpectedTypes.scanLimit) == (extra > 0))
        let type = ExpectedTypes(flow: flow)
        #expect(type("age") == .integer)
        #expect(type("extras") == .stringArray)
        #expect(type("city") == .string)
        #expect(type(ProfileDocument.signedInKey) == .boolean)
        #expect(type(ProfileDocument.plainSecretsKey) == .stringArray)
        #expect(type("hello") == nil, "a page stores nothing")
        #expect(type("unknown") == nil)
        #expect(type("City") == nil, "keys compare exactly")
        if extra > 0 { #expect(type("q19") == .string) }
    }
}
