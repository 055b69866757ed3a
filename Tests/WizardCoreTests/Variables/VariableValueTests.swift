import Testing
import WizardCore

@Suite("Variables' values", .timeLimit(.minutes(5)))
struct VariableValueTests {
    @Test("a single value is the text less one final line break")
    func single() {
        #expect(
            VariableValue(text: "mail.example.org\n", isList: false) == .single("mail.example.org"))
        #expect(VariableValue(text: "a\r\n", isList: false) == .single("a"))
        #expect(VariableValue(text: "a\n\n", isList: false) == .single("a\n"))
        #expect(VariableValue(text: "two\nlines", isList: false) == .single("two\nlines"))
        #expect(VariableValue(text: "\n", isList: false) == nil)
        #expect(VariableValue(text: "", isList: false) == nil)
    }

    @Test("a list has an item per line that is not blank: value, a tab, then its label")
    func list() {
        let value = VariableValue(text: "eth0\tWired\r\n\n  \nwlan0\n lo \t \n", isList: true)
        #expect(
            value?.items == [
                VariableItem(value: "eth0", label: "Wired"),
                VariableItem(value: "wlan0", label: "wlan0"),
                VariableItem(value: "lo", label: "lo"),
            ])
        #expect(VariableValue(text: "\n \n", isList: true) == nil)
    }

    @Test("the default stands in for a source that gives nothing, and only then")
    func defaults() {
        let variable = FlowVariable(
            name: "host", source: .command(["hostname"]), defaultText: "localhost")
        #expect(variable.value(fromSource: "box\n") == .single("box"))
        #expect(variable.value(fromSource: nil) == .single("localhost"))
        #expect(variable.value(fromSource: "\n") == .single("localhost"))
        let blank = FlowVariable(name: "relay", source: .environment("RELAY"), defaultText: "")
        #expect(blank.value(fromSource: nil) == .single(""))
        let bare = FlowVariable(name: "zone", source: .file("/etc/timezone"))
        #expect(bare.value(fromSource: nil) == nil)
        #expect(bare.value(fromSource: "") == nil)
    }
}
