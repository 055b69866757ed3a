import WizardCore

/// The worst inputs of each class at wizard's size limits, for the linearity check
/// (`Tests/TimeBounds`) and for the unit tests that check what they hold.
///
/// A reader's classes: white space and nesting, strings (plain, escaped, non-ASCII), many
/// small members, big numbers, and for a flow also many steps, texts, patterns and
/// problems. A matcher's: the patterns that are catastrophic for a backtracking engine,
/// on answers at the length limit.
public enum WorstInputs {
    /// One named input and its bytes.
    public struct Input: Sendable {
        public let name: String
        public let bytes: [UInt8]
    }

    /// `head` + `unit` repeated with `separator` + `tail`, as long as fits in `limit` bytes.
    public static func fill(
        _ head: String, _ unit: String, _ tail: String, separator: String = ",", limit: Int
    ) -> [UInt8] {
        let room = limit - head.utf8.count - tail.utf8.count
        let count = (room + separator.utf8.count) / (unit.utf8.count + separator.utf8.count)
        var bytes = Array(head.utf8)
        bytes.reserveCapacity(limit)
        for index in 0..<count {
            if index > 0 { bytes += separator.utf8 }
            bytes += unit.utf8
        }
        bytes += tail.utf8
        return bytes
    }

    /// `count` members `"k0":0,"k1":0...` inside `{` `prefix` and `}`, as many as fit.
    static func manyKeys(prefix: String = "", limit: Int, value: String = "0") -> [UInt8] {
        var bytes = Array(("{" + prefix).utf8)
        var index = 0
        while true {
            let member = Array("\(index == 0 ? "" : ",")\"k\(index)\":\(value)".utf8)
            guard bytes.count + member.count + 1 <= limit else { break }
            bytes += member
            index += 1
        }
        return bytes + Array("}".utf8)
    }

    /// JSON documents that are hard for any reader of a JSON object, at `limit` bytes.
    public static func jsonDocuments(limit: Int) -> [Input] {
        let depth = JSONParser.depthLimit - 2
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        return [
            Input(
                name: "arrays nested 64 deep", bytes: fill(#"{"a":["#, nested, "]}", limit: limit)),
            Input(
                name: "objects nested 64 deep",
                bytes: fill(
                    #"{"a":["#,
                    String(repeating: #"{"b":"#, count: depth - 1) + "0"
                        + String(repeating: "}", count: depth - 1), "]}", limit: limit)),
            Input(
                name: "one ASCII string",
                bytes: fill(#"{"s":""#, "x", #""}"#, separator: "", limit: limit)),
            Input(
                name: "one string of escapes",
                bytes: fill(#"{"s":""#, #"\u00e9"#, #""}"#, separator: "", limit: limit)),
            Input(
                name: "one string of surrogate pairs",
                bytes: fill(#"{"s":""#, #"\ud83d\ude00"#, #""}"#, separator: "", limit: limit)),
            Input(
                name: "one string of Hangul",
                bytes: fill(#"{"s":""#, "한", #""}"#, separator: "", limit: limit)),
            Input(
                name: "long strings",
                bytes: fill(
                    #"{"a":["#, "\"" + String(repeating: "y", count: 1000) + "\"", "]}",
                    limit: limit)),
            Input(name: "many keys", bytes: manyKeys(limit: limit)),
            Input(name: "many numbers", bytes: fill(#"{"a":["#, "0", "]}", limit: limit)),
            Input(name: "many fractions", bytes: fill(#"{"a":["#, "1.5e-7", "]}", limit: limit)),
            Input(name: "many objects", bytes: fill(#"{"a":["#, "{}", "]}", limit: limit)),
            Input(
                name: "a number of 1 MiB digits",
                bytes: fill(#"{"n":0."#, "1", "}", separator: "", limit: limit)),
            Input(name: "many lines", bytes: fill(#"{"a":["#, "\n0", "]}", limit: limit)),
            Input(
                name: "white space", bytes: fill("{", " ", #""a":0}"#, separator: "", limit: limit)),
        ]
    }

    /// A text step of the flow format whose pattern compiles to close to the program limit.
    static let largePatternStep =
        #"{"kind":"text","key":"k","title":"T","validators":[{"pattern":"(a{1,999}){2}","alert":"x"}]}"#

    /// Flow files of `limit` bytes (by default ``FlowReader/sizeLimit``) that are hard for
    /// the flow reader: the JSON documents, and flows of many steps, texts, patterns and
    /// problems.
    public static func flows(limit: Int = FlowReader.sizeLimit) -> [Input] {
        let head = #"{"id":"w","steps":["#
        let textStep =
            #"{"kind":"text","key":"k","title":{"en":"Name","ko":"이름","ja":"名前"},"placeholder":"N","validators":[{"min_length":2},{"max_length":64}]}"#
        let picker =
            #"{"kind":"picker","key":"p","title":"P","options":[{"value":"a","label":"A"},{"value":"b","label":"B"}]}"#
        return jsonDocuments(limit: limit) + [
            Input(name: "flow: many text steps", bytes: fill(head, textStep, "]}", limit: limit)),
            Input(name: "flow: many pickers", bytes: fill(head, picker, "]}", limit: limit)),
            Input(
                name: "flow: many large patterns",
                bytes: fill(head, largePatternStep, "]}", limit: limit)),
            Input(
                name: "flow: many unknown step kinds",
                bytes: fill(head, #"{"kind":"x","key":"k"}"#, "]}", limit: limit)),
            Input(
                name: "flow: unknown keys in a step",
                bytes: manyKeys(
                    prefix: #""id":"w","steps":[{"kind":"info","title":"T","#, limit: limit - 2
                )
                .dropLast() + Array("}]}".utf8)),
            Input(
                name: "flow: one text in many languages",
                bytes: fill(
                    #"{"id":"w","steps":[{"kind":"info","title":{"en":"T","#, #""zz":"x""#, "}}]}",
                    limit: limit)),
            Input(
                name: "flow: each text in a language of its own", bytes: ownLanguages(limit: limit)),
            Input(
                name: "flow: every step tests the first",
                bytes: fill(
                    head + picker + ",",
                    #"{"kind":"info","title":"T","when":{"key":"p","equals":"a"}}"#, "]}",
                    limit: limit)),
            // Every page goes back to the first step, so no way reaches the end: each goto
            // is a loop to report, found by one walk back from the end.
            Input(
                name: "flow: every page goes back to the first",
                bytes: fill(
                    head
                        + #"{"kind":"picker","key":"m","title":"M","options":[{"value":"a","label":"A","goto":"m"},{"value":"b","label":"B"}]},"#,
                    #"{"kind":"info","title":"T","goto":"m"}"#, "]}", limit: limit)),
            // One shared text, as long as a text may be, named by every step's title.
            Input(
                name: "flow: every step refers to one shared text",
                bytes: fill(
                    #"{"id":"w","texts":{"t":{"en":""# + String(repeating: "x", count: 4096)
                        + #"","ko":"가"}},"steps":["#,
                    #"{"kind":"info","title":{"text":"t"}}"#, "]}", limit: limit)),
            // Every picker takes its options from a command that names the first answer:
            // read, never run, by flow check.
            Input(
                name: "flow: every step takes options from a command fed by an answer",
                bytes: fill(
                    #"{"id":"w","vars":{"v":{"command":["x","${p}"],"lines":true}},"steps":["#
                        + picker + ",",
                    #"{"kind":"picker","key":"q","title":"Q","options":{"from":"v"}}"#, "]}",
                    limit: limit)),
            Input(
                name: "flow: steps in groups three deep",
                bytes: fill(
                    head + picker + ",",
                    #"{"kind":"group","when":{"key":"p","equals":"a"},"steps":[{"kind":"group","when":{"key":"p","equals":"b"},"steps":[{"kind":"group","steps":[{"kind":"info","title":"T"}]}]}]}"#,
                    "]}", limit: limit)),
        ] + earlyStepTests(limit: limit) + longCharacterFlows(limit: limit)
            + fanOutFlows(limit: limit)
    }

    /// Flows whose every step takes what one multi-select of ``multiSelectOptions`` options
    /// gives: pickers taking its options, pages naming its answer. Over the flow's budgets
    /// (``FlowWork``), they are refused; a reader that built each step's options or filled
    /// each text before counting would do the work of all of them together.
    static func fanOutFlows(limit: Int) -> [Input] {
        let options = (0..<multiSelectOptions).map { #"{"value":"o\#($0)","label":"O\#($0)"}"# }
        let head =
            #"{"id":"w","steps":[{"kind":"multiselect","key":"m","title":"M","validators":[{"min":1}],"options":["#
            + options.joined(separator: ",") + "]}"
        func numbered(_ step: (Int) -> String) -> [UInt8] {
            var bytes = Array(head.utf8)
            var index = 0
            while true {
                let unit = Array(("," + step(index)).utf8)
                guard bytes.count + unit.count + 2 <= limit else { break }
                bytes += unit
                index += 1
            }
            return bytes + Array("]}".utf8)
        }
        return [
            Input(
                name: "flow: every picker takes one multi-select's options",
                bytes: numbered {
                    #"{"kind":"picker","key":"p\#($0)","title":"P","options":{"from":"m"}}"#
                }),
            Input(
                name: "flow: every page names one multi-select's answer",
                bytes: numbered { _ in #"{"kind":"info","title":"${m}"}"# }),
        ]
    }

    /// Flows whose every step after the first tests it, in each way a condition may (one
    /// with the flow's variables too): a reader that looked for the question a test names by
    /// scanning back from each test would be quadratic in them.
    static func earlyStepTests(limit: Int) -> [Input] {
        let head = #"{"id":"w","steps":["#
        let multiSelect =
            #"{"kind":"multiselect","key":"m","title":"M","options":[{"value":"a","label":"A"},{"value":"b","label":"B"}]}"#
        let slider = #"{"kind":"slider","key":"s","title":"S","min":0,"max":100}"#
        let picker =
            #"{"kind":"picker","key":"p","title":"P","options":[{"value":"a","label":"A"},{"value":"b","label":"B"}]}"#
        return [
            Input(
                name: "flow: every step's all and not test the first",
                bytes: fill(
                    head + picker + ",",
                    #"{"kind":"info","title":"T","when":{"all":[{"key":"p","in":["a"]},{"not":{"key":"p","equals":"b"}}]}}"#,
                    "]}", limit: limit)),
            Input(
                name: "flow: every question tests a multi-select first",
                bytes: fill(
                    head + multiSelect + ",",
                    #"{"kind":"confirm","key":"c","title":"T","when":{"key":"m","contains":"a"}}"#,
                    "]}", limit: limit)),
            Input(
                name: "flow: every step tests a slider first",
                bytes: fill(
                    head + slider + ",",
                    #"{"kind":"info","title":"T","when":{"key":"s","atLeast":3}}"#, "]}",
                    limit: limit)),
            Input(
                name: "flow: every step tests variables",
                bytes: fill(
                    #"{"id":"w","vars":{"v":{"env":"V"},"l":{"env":"L","lines":true}},"steps":["#
                        + picker + ",",
                    #"{"kind":"info","title":"T","when":{"all":[{"var":"v","empty":false},{"not":{"var":"l","contains":"a"}},{"var":"v","in":["a","b"]},{"var":"l","equals":["a"]},{"key":"p","equals":"a"}]}}"#,
                    "]}", limit: limit)),
        ]
    }

    /// Flows of one text step whose pattern holds one long character (a letter under as
    /// many marks as fit), in a counted repeat, with a default to test; and of one page
    /// whose title is a letter under marks, or a run of Hangul leading jamo (one cluster).
    static func longCharacterFlows(limit: Int) -> [Input] {
        func textStep(_ pattern: String) -> (head: String, tail: String) {
            (
                #"{"id":"w","steps":[{"kind":"text","key":"k","title":"T","default":"b","validators":[{"pattern":""#
                    + pattern, #"){1,1000}","alert":"x"}]}]}"#
            )
        }
        let literal = textStep("(?i)(b")
        let item = textStep("([a-z")
        let page = (#"{"id":"w","steps":[{"kind":"info","title":"a"#, #""}]}"#)
        let jamo = (#"{"id":"w","steps":[{"kind":"info","title":""#, #""}]}"#)
        return [
            Input(
                name: "flow: a (?i) literal of many marks, repeated, with a default",
                bytes: fill(literal.head, "\u{0301}", literal.tail, separator: "", limit: limit)),
            Input(
                name: "flow: a class item of many marks, repeated, with a default",
                bytes: fill(item.head, "\u{0301}", "]" + item.tail, separator: "", limit: limit)),
            Input(
                name: "flow: a class of many items, repeated, with a default",
                bytes: fill(item.head, "c", "]" + item.tail, separator: "", limit: limit)),
            Input(
                name: "flow: a title of one letter under many marks",
                bytes: fill(page.0, "\u{0301}", page.1, separator: "", limit: limit)),
            Input(
                name: "flow: a title of one run of leading jamo",
                bytes: fill(jamo.0, "\u{1100}", jamo.1, separator: "", limit: limit)),
        ]
    }

    /// Flows of `limit` bytes whose every problem would quote a whole answer domain or a
    /// long value, for `flow check`'s output: a picker or multi-select of ``Flow/listedOptionLimit``
    /// options holding 60% of the file in their values, then steps whose conditions never
    /// hold on it, whose `in` lists hold values of `limit / 64` bytes, or whose unknown
    /// keys are that long.
    public static func quotingFlows(limit: Int) -> [Input] {
        let length = limit * 3 / 5 / Flow.listedOptionLimit - 30
        let options = (0..<Flow.listedOptionLimit).map {
            #"{"value":"v\#($0)"# + String(repeating: "x", count: length) + #"","label":"L"}"#
        }
        .joined(separator: ",")
        let long = String(repeating: "y", count: limit / 64)
        func flow(_ kind: String, _ step: String) -> [UInt8] {
            fill(
                #"{"id":"w","steps":[{"kind":""# + kind + #"","key":"p","title":"P","options":["#
                    + options + "]},", step, "]}", limit: limit)
        }
        let never = { (test: String) in
            #"{"kind":"info","title":"T","when":{"key":"p",""# + test + #"":"no"}}"#
        }
        return [
            Input(
                name: "flow check: tests that never hold on a picker of long values",
                bytes: flow("picker", never("equals"))),
            Input(
                name: "flow check: tests that never hold on a multi-select of long values",
                bytes: flow("multiselect", never("contains"))),
            Input(
                name: "flow check: in lists of long values",
                bytes: flow(
                    "picker",
                    #"{"kind":"info","title":"T","when":{"key":"p","in":["a"# + long + #"","b"#
                        + long + #""]}}"#)),
            Input(
                name: "flow check: unknown keys of long names",
                bytes: flow("picker", #"{"kind":"info","title":"T","u"# + long + #"":1}"#)),
        ]
    }

    /// A multi-select of ``multiSelectOptions`` options, the most a list may have.
    public static let multiSelectOptions = 999

    /// Lines of `limit` bytes answering a multi-select of `options` options (`option-N`
    /// labelled `Label N`), valid ones naming options by value, by label and by number, and
    /// one that names none at its end: a reader that compared each part with each option
    /// would take parts × options.
    public static func multiSelectLines(limit: Int, options count: Int = multiSelectOptions)
        -> [Input]
    {
        let line = { (name: (Int) -> String) -> [UInt8] in
            var bytes: [UInt8] = []
            var index = 0
            while true {
                let part = Array(((bytes.isEmpty ? "" : ",") + name(index % count)).utf8)
                guard bytes.count + part.count <= limit else { break }
                bytes += part
                index += 1
            }
            return bytes
        }
        var unknown = line { "option-\($0)" }
        unknown.removeLast(min(unknown.count, 8))
        unknown += Array(",nothing".utf8)
        return [
            Input(name: "multi-select: values", bytes: line { "option-\($0)" }),
            Input(name: "multi-select: labels", bytes: line { "Label \($0)" }),
            Input(name: "multi-select: numbers", bytes: line { "\($0 + 1)" }),
            Input(name: "multi-select: one unknown part at the end", bytes: unknown),
        ]
    }

    /// Info pages whose titles each have a language no other has: every text lacks every
    /// other's language, the most missing translations a flow of this size can report.
    static func ownLanguages(limit: Int) -> [UInt8] {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var bytes = Array(#"{"id":"w","steps":["#.utf8)
        var index = 0
        while index < 26 * 26 * 26 {
            let code = String([letters[index / 676], letters[index / 26 % 26], letters[index % 26]])
            let step = Array(
                ((index == 0 ? "" : ",") + #"{"kind":"info","title":{"en":"T","\#(code)":"x"}}"#)
                    .utf8)
            guard bytes.count + step.count + 2 <= limit else { break }
            bytes += step
            index += 1
        }
        return bytes + Array("]}".utf8)
    }

    /// Store files at `limit` bytes: the JSON documents, and profiles with many unknown keys
    /// holding big values.
    public static func stores(limit: Int) -> [Input] {
        jsonDocuments(limit: limit) + [
            Input(
                name: "store: unknown keys of nested values",
                bytes: manyKeys(
                    prefix: #""name":"Ann","age":30,"#, limit: limit, value: "[[[[1]]]]")),
            Input(
                name: "store: a duplicate key at the end",
                bytes: Array(manyKeys(limit: limit - 12).dropLast()) + Array(#","k0":1}"#.utf8)),
        ]
    }

    /// Families of patterns that take exponential or high-polynomial time on a backtracking
    /// engine, each written at the repetition `counts`, and the single ones of the issue.
    public static func catastrophicPatterns(counts: [Int]) -> [String] {
        var patterns: [String] = []
        for count in counts {
            let repeated = { (part: String) in String(repeating: part, count: count) }
            patterns += [
                String(repeating: "(", count: count) + "a+" + String(repeating: ")+", count: count)
                    + "b",
                repeated("a*") + "b", repeated(#"\w*"#) + "x", repeated(".*") + "!",
                repeated(#"[\s\S]*"#) + "=", repeated("a?") + repeated("a"),
                "(" + (1...count).map { String(repeating: "a", count: $0) }.joined(separator: "|")
                    + ")*b",
                "(a|a?)+" + repeated("a") + "b", "(a{1,\(count)}){1,\(count)}b",
                #"(\w+\s?)*"# + repeated("x?") + "!", "(.*a){\(count)}",
                "(?i)" + repeated("[a-z]*") + "0", "(a*)*" + repeated("(a|b)*") + "c",
            ]
        }
        return patterns + [
            "(x+x+)+y", "(a|aa)*c", "(.*){1,1000}[bc]", "(a{1000})*b", ".{1000}.{1000}",
            "(?:a|b|ab|ba)*c", #"^(\d+)*$"#, #"(\d|\d\d)+x"#,
        ]
    }

    /// The catastrophic families at their largest counts, and patterns at the size limits,
    /// classes of many items among them.
    public static let patterns: [String] =
        catastrophicPatterns(counts: [3, 12, 30]) + [
            #"[\p{L}\p{N}_ ]{1,1000}"#, ".{1,1024}", "(a{1,999}){5}", "(?i)(.{1,999}){5}",
            manyItemClass(4999), "(" + manyItemClass(490) + "|a){1,10}",
            "(?i)" + manyItemClass(1666), "(" + manyItemClass(99) + "*){1,50}",
        ]

    /// A class of `count` CJK characters (none of them in an answer of Latin letters, so
    /// every item is tested).
    static func manyItemClass(_ count: Int) -> String {
        "[" + String(String.UnicodeScalarView((0..<count).map { Unicode.Scalar(0x4E00 + $0)! }))
            + "]"
    }

    /// Answers at ``TextQuestion/lengthLimit`` characters, some of the most scalars a
    /// character may hold.
    public static let answers: [String] = answers(ofLength: TextRules.lengthLimit)

    /// The answers of ``answers`` at `limit` characters (a multiple of 4).
    public static func answers(ofLength limit: Int) -> [String] {
        let stacked =
            "a" + String(repeating: "\u{0334}", count: AnswerBounds.scalarsPerCharacterLimit - 1)
        return [
            String(repeating: "a", count: limit), String(repeating: "a", count: limit - 1) + "!",
            String(repeating: "가", count: limit), String(repeating: "x ", count: limit / 2),
            String(repeating: stacked, count: limit / 4),
        ]
    }

    /// Lines at the piped input's line limit that a text question must refuse.
    public static func hostileLines(limit: Int) -> [Input] {
        let marks = ["\u{0334}", "\u{0591}", "\u{0301}", "\u{05B0}", "\u{0E48}", "\u{0351}"]
        var mixed = "ab"
        var index = 0
        while mixed.utf8.count + 3 < limit {
            mixed += marks[index % marks.count]
            index += 7
        }
        return [
            Input(name: "answer: one letter under 32,000 mixed marks", bytes: Array(mixed.utf8)),
            Input(
                name: "answer: 64 KiB of letters",
                bytes: Array(String(repeating: "a", count: limit).utf8)),
            Input(
                name: "answer: 64 KiB of fillers",
                bytes: Array(String(repeating: "\u{3164}", count: limit / 3).utf8)),
            Input(
                name: "answer: 64 KiB of emoji sequences",
                bytes: Array(String(repeating: "👩‍💻", count: limit / 11).utf8)),
        ]
    }
}
