import Testing
import WizardCore
import WizardText

@Suite("Variables and substitutions in flow files", .timeLimit(.minutes(5)))
struct FlowReaderSubstitutionTests {
    func reports(_ text: String) -> [String] {
        FlowReader.read(Array(text.utf8)).problems.map {
            "\($0.location): \($0.path): \($0.message.english)"
        }
    }

    func flow(_ text: String) throws -> Flow {
        let reading = FlowReader.read(Array(text.utf8))
        #expect(reading.problems == [])
        return try #require(reading.flow)
    }

    @Test("vars: each with one source, an optional default and lines")
    func variables() throws {
        let read = try flow(
            """
            {"format": 1, "id": "v", "vars": {
              "host": {"command": ["hostname", "--fqdn"], "default": "localhost"},
              "zone": {"file": "/etc/timezone"},
              "dns": {"env": "PIHOLE_DNS_1", "lines": true}
            }, "steps": [{"kind": "info", "title": "${host} ${zone} ${dns}"}]}
            """)
        #expect(
            read.variables == [
                FlowVariable(
                    name: "host", source: .command(["hostname", "--fqdn"]),
                    defaultText: "localhost"),
                FlowVariable(name: "zone", source: .file("/etc/timezone")),
                FlowVariable(name: "dns", source: .environment("PIHOLE_DNS_1"), isList: true),
            ])
        #expect(read.steps[0].references == ["host", "zone", "dns"])
        #expect(read.isSubstituted)
    }

    @Test("every problem with a variable is reported at its line:column")
    func variableProblems() {
        let text = """
            {"format": 1, "id": "v", "vars": {
              "app": {"env": "X"},
              "9x": {"env": "X"},
              "two": {"env": "X", "file": "/f"},
              "none": {"default": "d"},
              "cmd": {"command": []},
              "word": {"command": ["", "x"]},
              "env": {"env": "A=B"},
              "flag": {"env": "X", "lines": "yes"},
              "name": {"env": "X"}
            }, "steps": [{"kind": "text", "key": "name", "title": "Name"}]}
            """
        #expect(
            reports(text) == [
                "2:3: $.vars.app: \"app\" is the flow's app name (its \"app\" field); give the variable another name",
                "3:3: $.vars.9x: expected a name of ASCII letters, digits, '_', '-' and '.', starting with a letter or '_' (at most 64)",
                "4:10: $.vars.two: a variable takes its value from exactly one of \"env\", \"file\" and \"command\"",
                "5:11: $.vars.none: a variable takes its value from exactly one of \"env\", \"file\" and \"command\"",
                "6:22: $.vars.cmd.command: expected a command: an array of the program and its arguments, such as [\"hostname\", \"--fqdn\"] (no shell runs it)",
                "7:24: $.vars.word.command[0]: expected a string without NUL; the program's name cannot be empty",
                "8:18: $.vars.env.env: expected the name of an environment variable: not empty, without '='",
                "9:33: $.vars.flag.lines: expected true or false",
                "11:38: $.steps[0]: \"name\" names both a variable and $.steps[0]; rename one of them",
            ])
    }

    @Test("a substitution that names nothing known is reported at its own column")
    func substitutionProblems() {
        let text = """
            {"format": 1, "id": "s", "steps": [
              {"kind": "text", "key": "a", "title": "A ${later}", "placeholder": "${a}"},
              {"kind": "text", "key": "later", "title": {"en": "ok ${a}", "ko": "x ${nope}"}},
              {"kind": "info", "title": "${", "text": "\\u00e9 ${app} $${fine}"},
              {"kind": "picker", "key": "p", "title": "P", "options": {"from": "a"}},
              {"kind": "picker", "key": "q", "title": "Q", "options": {"frm": "a"}}
            ]}
            """
        #expect(
            reports(text) == [
                "2:44: $.steps[0].title: \"later\" is answered at this step or after it: a text can show only an earlier step's answer",
                "2:71: $.steps[0].placeholder: \"a\" is answered at this step or after it: a text can show only an earlier step's answer",
                // A translation keeps the English text's substitutions.
                "3:69: $.steps[1].title.ko: it leaves out ${a}, which the English text names; keep each ${name} and {app} as written",
                "3:72: $.steps[1].title.ko: \"nope\" is neither a variable of the flow (\"vars\") nor the key of an earlier step",
                "4:30: $.steps[2].title: '${' begins a substitution: write ${name} with the name of a variable or an earlier step, or $$ for a dollar sign",
                "4:51: $.steps[2].text: uses {app}, but the flow has no \"app\" to stand for it",
                // The picker names a step with a problem of its own: nothing more is said.
                "6:59: $.steps[4].options: expected an array of options, or {\"from\": NAME} to take them from a list variable or an earlier multi-select",
                "6:60: $.steps[4].options.frm: unknown field \"frm\"; known fields here: \"from\"",
            ])
    }

    @Test("options from a single value, or from nothing known, are refused")
    func optionSourceProblems() {
        let text = """
            {"format": 1, "id": "o", "vars": {"one": {"env": "X"}}, "steps": [
              {"kind": "multiselect", "key": "m", "title": "M",
               "options": [{"value": "a", "label": "A"}]},
              {"kind": "picker", "key": "p", "title": "P", "options": {"from": "one"}},
              {"kind": "picker", "key": "q", "title": "Q", "options": {"from": "m"}},
              {"kind": "picker", "key": "r", "title": "R", "options": {"from": "zz"}}
            ]}
            """
        #expect(
            reports(text) == [
                "4:68: $.steps[1].options.from: \"one\" holds one value: options come from a variable with \"lines\": true",
                "6:68: $.steps[3].options.from: \"zz\" is neither a list variable (\"lines\": true) nor an earlier multi-select",
            ])
    }

    @Test(
        "options from a multi-select that allows none: the step is passed over when none is chosen")
    func optionsFromNone() throws {
        let read = try flow(
            """
            {"format": 1, "id": "o", "steps": [
              {"kind": "multiselect", "key": "m", "title": "M",
               "options": [{"value": "a", "label": "A"}, {"value": "b", "label": "B"}]},
              {"kind": "multiselect", "key": "n", "title": "N", "options": {"from": "m"}},
              {"kind": "text", "key": "t", "title": "T"}
            ]}
            """)
        var none = Session(flow: read)
        try none.submit(.line("-"))
        #expect(none.currentStep?.id == "t")
        var some = Session(flow: read)
        try some.submit(.line("b"))
        #expect(some.currentStep?.id == "n")
        #expect(
            some.currentStep.map { $0.kind as? MultiSelectQuestion }??.options.map(\.value) == ["b"]
        )
    }

    @Test("a text that names only the app name is filled in as it is read, particles and all")
    func staticTexts() throws {
        let read = try flow(
            """
            {"format": 1, "id": "k", "app": {"en": "Gom", "ko": "곰"}, "steps": [
              {"kind": "info", "title": {"en": "With ${app}, $$5", "ko": "${app}와(과) {app}을(를) 만나요"}}
            ]}
            """)
        #expect(read.steps[0].title == LocalizedText(en: "With Gom, $5", ko: "곰과 곰을 만나요"))
        #expect(read.steps[0].references.isEmpty)
        #expect(!read.isSubstituted)
    }

    @Test("a Korean particle in one form right after a substitution is a warning at its column")
    func bareParticles() throws {
        let text = """
            {"format": 1, "id": "k", "app": "곰", "steps": [
              {"kind": "info", "title": "${app}와 ${app}를 ${app}이름 ${app}와(과) ${app}, ${app}로"}
            ]}
            """
        let reading = FlowReader.read(Array(text.utf8))
        #expect(reading.flow != nil)
        #expect(reading.problems.allSatisfy { $0.isWarning })
        #expect(
            reading.problems.map { "\($0.location): \($0.message.english)" } == [
                "2:36: the particle 와 after a substitution fits only some values: write 와(과), which takes the form for the value",
                "2:44: the particle 를 after a substitution fits only some values: write 을(를), which takes the form for the value",
                "2:80: the particle 로 after a substitution fits only some values: write (으)로, which takes the form for the value",
            ])
    }

    @Test("a secret's answer cannot be put into a later text")
    func secrets() {
        let text = """
            {"format": 1, "id": "s", "steps": [
              {"kind": "secret", "key": "pw", "title": "Password"},
              {"kind": "info", "title": "Your password is ${pw}"}
            ]}
            """
        #expect(
            reports(text) == [
                "3:47: $.steps[1].title: the answer to \"pw\" is never shown, so no text can hold it"
            ])
    }
}
