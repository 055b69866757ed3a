import Testing
import WizardCore

/// Flow files written in tests: steps as JSON text, wrapped into a flow document with
/// English and Korean titles, read by the flow reader as `wizard flow check` reads them.
public enum FlowText {
    /// A flow document of `steps` (JSON objects), each on its own line after two header
    /// lines, so that step `n` (from 0) starts on line `n + 3`; `vars`, the flow's variables
    /// (a JSON object), come after the steps, so that they move no step; `texts`, the texts
    /// the flow shares (a JSON object), on the line after them.
    public static func document(_ steps: [String], vars: String? = nil, texts: String? = nil)
        -> String
    {
        "{ \"id\": \"test\",\n  \"steps\": [\n" + steps.joined(separator: ",\n") + "\n]"
            + (vars.map { ",\n  \"vars\": " + $0 } ?? "")
            + (texts.map { ",\n  \"texts\": " + $0 } ?? "") + " }\n"
    }

    public static func read(_ steps: [String], vars: String? = nil, texts: String? = nil)
        -> FlowReading
    {
        FlowReader.read(Array(document(steps, vars: vars, texts: texts).utf8))
    }

    /// Every problem as `line:column: path: message`, in English.
    public static func problems(_ steps: [String], vars: String? = nil, texts: String? = nil)
        -> [String]
    {
        read(steps, vars: vars, texts: texts).problems.map {
            "\($0.location): \($0.path): \($0.message.english)"
        }
    }

    /// The flow `steps` give, which must read without a problem (warnings aside: a key such
    /// as `host`, which `--shell ''` would refuse, is a test flow's as any other). A flow that
    /// does not read is the calling test's failure, thrown, never a trap of the test process.
    public static func flow(
        _ steps: [String], vars: String? = nil, texts: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Flow {
        let reading = read(steps, vars: vars, texts: texts)
        let blocking = reading.problems.filter { !$0.isWarning }
        try #require(
            blocking.isEmpty, "the test flow must read: \(reading.problems)",
            sourceLocation: sourceLocation)
        return try #require(reading.flow, sourceLocation: sourceLocation)
    }

    /// A title in both UI languages, so that a step raises no translation problem.
    public static func title(_ text: String) -> String {
        "\"title\": { \"en\": \"\(text)\", \"ko\": \"\(text)\" }"
    }

    /// An option list of `values`, each labelled as its value.
    public static func options(_ values: [String]) -> String {
        "\"options\": ["
            + values.map { "{ \"value\": \"\($0)\", \"label\": \"\($0)\" }" }
            .joined(separator: ", ") + "]"
    }

    public static func confirm(_ key: String, when: String? = nil, extra: String = "") -> String {
        step("confirm", key, extra: extra, when: when)
    }

    public static func slider(
        _ key: String, min: Int, max: Int, step: Int = 1, when: String? = nil
    ) -> String {
        self.step(
            "slider", key, extra: "\"min\": \(min), \"max\": \(max), \"step\": \(step)",
            when: when)
    }

    public static func picker(
        _ key: String, _ values: [String], when: String? = nil, extra: String = ""
    )
        -> String
    {
        step("picker", key, extra: options(values) + extra, when: when)
    }

    public static func multiSelect(
        _ key: String, _ values: [String], when: String? = nil, extra: String = ""
    ) -> String {
        step("multiselect", key, extra: options(values) + extra, when: when)
    }

    public static func text(_ key: String, when: String? = nil, extra: String = "") -> String {
        step("text", key, extra: extra, when: when)
    }

    public static func secret(_ key: String, extra: String = "") -> String {
        step("secret", key, extra: extra, when: nil)
    }

    public static func info(_ id: String, when: String? = nil) -> String {
        "{ \"kind\": \"info\", \"id\": \"\(id)\", \(title(id))"
            + (when.map { ", \"when\": \($0)" } ?? "") + " }"
    }

    private static func step(_ kind: String, _ key: String, extra: String, when: String?)
        -> String
    {
        "{ \"kind\": \"\(kind)\", \"key\": \"\(key)\", \(title(key))"
            + (extra.isEmpty ? "" : ", " + extra) + (when.map { ", \"when\": \($0)" } ?? "")
            + " }"
    }
}
