import TestSupport
import Testing

/// A confirm's, slider's and multi-select's default read from the run, as
/// unattended-upgrades reads its yes/no from apt's configuration: taken by `--defaults`,
/// and, when the kind cannot take it, refused with one warning line each, the flow's own
/// default standing.
@Suite("Defaults read from the run, end to end", .serialized, .timeLimit(.minutes(5)))
struct RunDefaultSetupTests {
    let home = TemporaryDirectory()
    var store: String { home.file("ua.json") }
    var flowPath: String { home.file("ua-flow.json") }

    init() {
        Files.write(
            """
            {"id": "ua", "vars": {"apt_auto": {"env": "AUTO", "default": "no"},
                                  "apt_port": {"env": "PORT", "default": "8080"},
                                  "wanted": {"env": "TOOLS", "default": "gh"}},
             "steps": [
              {"kind": "confirm", "key": "auto", "title": "Automatic upgrades?", "default": "${apt_auto}"},
              {"kind": "slider", "key": "port", "title": "Port", "min": 1024, "max": 9999, "default": "${apt_port}"},
              {"kind": "multiselect", "key": "tools", "title": "Tools", "default": "${wanted}",
               "options": [{"value": "gh", "label": "GitHub CLI"}, {"value": "jq", "label": "jq"}]}
            ]}
            """, to: flowPath)
    }

    func setup(_ environment: [String: String]) -> ProcessResult {
        WizardBinary.run(
            ["setup", "--flow", flowPath, "--store", store, "--defaults", "--json"],
            home: home.path, environment: environment)
    }

    @Test("taken: a German yes, a port, two tools by label and value")
    func taken() {
        let run = setup(["AUTO": "ja", "PORT": "2222", "TOOLS": "GitHub CLI, jq"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error == "")
        #expect(
            run.output == #"{"auto":true,"port":2222,"signed_in":true,"tools":["gh","jq"]}"# + "\n")
    }

    @Test("refused: one warning a default, the flow's own defaults used")
    func refused() {
        let run = setup(["AUTO": "true", "PORT": "99999", "TOOLS": "zz"])
        #expect(
            run.error
                == """
                wizard: warning: the default of port is '99999', which it cannot take; the flow's own default is used
                wizard: warning: the default of tools is 'zz', which it cannot take; the flow's own default is used

                """)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == #"{"auto":true,"port":1024,"signed_in":true,"tools":[]}"# + "\n")
    }
}
