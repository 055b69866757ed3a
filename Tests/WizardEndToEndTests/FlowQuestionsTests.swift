import TestSupport
import Testing

/// `wizard flow questions [--json] FILE`: the questions in piped order with when each is
/// asked, in words and as JSON for other tools.
@Suite("flow questions, in words and as JSON", .timeLimit(.minutes(5)))
struct FlowQuestionsTests {
    let home = TemporaryDirectory()

    var flow: String {
        let path = home.file("flow.json")
        Files.write(
            #"""
            {"id": "q", "steps": [
              {"kind": "confirm", "key": "want", "title": {"en": "Extras?", "ko": "추가?"}, "default": false},
              {"kind": "multiselect", "key": "extras", "title": {"en": "Which?", "ko": "무엇?"},
               "options": [{"value": "gh", "label": "GitHub CLI"}, {"value": "jq", "label": "jq"}],
               "default": ["gh"], "when": {"key": "want", "equals": true}},
              {"kind": "slider", "key": "n", "title": {"en": "How many?", "ko": "몇 개?"}, "min": 1, "max": 9,
               "when": {"any": [{"key": "extras", "contains": "jq"}, {"not": {"key": "want", "in": [true]}}]}},
              {"kind": "text", "key": "who", "title": {"en": "Who?", "ko": "누구?"}}
            ]}
            """#, to: path)
        return path
    }

    @Test("in words: each question's answers and the condition it is asked on, in both languages")
    func words() {
        let english = WizardBinary.run(["flow", "questions", flow], home: home.path)
        #expect(english.status == 0)
        #expect(
            english.output == """
                Piped answers, one line each, in this order (info pages take no line):
                1. want: Extras? (yes or no; empty line: no)
                2. extras: Which? (0 to 2 of gh, jq, as values or numbers 1–2 separated by commas (- for none); empty line: gh); asked only when want is true
                3. n: How many? (whole number 1–9; empty line: 1); asked only when extras includes "jq" or (not (want is one of true))
                4. who: Who? (text, 1–256 characters)

                """)
        let korean = WizardBinary.run(["flow", "questions", "--lang", "ko", flow], home: home.path)
        #expect(
            korean.output.contains(
                "3. n: 몇 개? (정수 1~9, 빈 줄은 1); 묻는 조건: extras 값에 \"jq\" 포함 또는 ((want 값이 true 중 하나)의 반대)"
            ))
    }

    @Test("as JSON: number, key, kind, title, answers, default and condition of each")
    func json() {
        let result = WizardBinary.run(["flow", "questions", "--json", flow], home: home.path)
        #expect(result.status == 0)
        #expect(
            result.output == """
                {
                  "flow" : "q",
                  "questions" : [
                    {
                      "answers" : {
                        "type" : "boolean",
                        "values" : [
                          true,
                          false
                        ]
                      },
                      "default" : false,
                      "key" : "want",
                      "kind" : "confirm",
                      "number" : 1,
                      "title" : {
                        "en" : "Extras?",
                        "ko" : "추가?"
                      }
                    },
                    {
                      "answers" : {
                        "maxItems" : 2,
                        "minItems" : 0,
                        "type" : "array",
                        "values" : [
                          "gh",
                          "jq"
                        ]
                      },
                      "default" : [
                        "gh"
                      ],
                      "key" : "extras",
                      "kind" : "multiselect",
                      "number" : 2,
                      "title" : {
                        "en" : "Which?",
                        "ko" : "무엇?"
                      },
                      "when" : {
                        "equals" : true,
                        "key" : "want"
                      }
                    },
                    {
                      "answers" : {
                        "maximum" : 9,
                        "minimum" : 1,
                        "step" : 1,
                        "type" : "integer"
                      },
                      "default" : 1,
                      "key" : "n",
                      "kind" : "slider",
                      "number" : 3,
                      "title" : {
                        "en" : "How many?",
                        "ko" : "몇 개?"
                      },
                      "when" : {
                        "any" : [
                          {
                            "contains" : "jq",
                            "key" : "extras"
                          },
                          {
                            "not" : {
                              "in" : [
                                true
                              ],
                              "key" : "want"
                            }
                          }
                        ]
                      }
                    },
                    {
                      "answers" : {
                        "type" : "string"
                      },
                      "key" : "who",
                      "kind" : "text",
                      "number" : 4,
                      "title" : {
                        "en" : "Who?",
                        "ko" : "누구?"
                      }
                    }
                  ]
                }

                """)
        let wrong = WizardBinary.run(["flow", "check", "--json", flow], home: home.path)
        #expect(wrong.status == 64)
        #expect(
            wrong.error.hasPrefix(
                "wizard: 'wizard flow' takes --json with its questions action only"))
    }

    @Test("as JSON, options from a source name it: the output grows with the flow, not the lists")
    func fromSource() throws {
        let options = (0..<500).map { #"{"value":"o\#($0)","label":"Option \#($0)"}"# }
        let pickers = (0..<100).map {
            #"{"kind":"picker","key":"p\#($0)","title":"P","options":{"from":"m"}}"#
        }
        let path = home.file("fan-out.json")
        Files.write(
            #"{"id":"f","steps":[{"kind":"multiselect","key":"m","title":"M","validators":[{"min":1}],"options":["#
                + options.joined(separator: ",") + "]}," + pickers.joined(separator: ",") + "]}",
            to: path)
        let result = WizardBinary.run(["flow", "questions", "--json", path], home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                """
                      "answers" : {
                        "from" : "m",
                        "type" : "string"
                      },
                      "key" : "p99",
                """), "\(result.output.suffix(400))")
        let fileSize = try #require(Files.read(path)).count
        #expect(result.output.utf8.count < 2 * fileSize, "\(result.output.utf8.count) bytes")
    }
}
