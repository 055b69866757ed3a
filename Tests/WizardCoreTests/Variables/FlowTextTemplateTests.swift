import Testing
import WizardCore

@Suite("Substitutions in a flow's texts", .timeLimit(.minutes(5)))
struct FlowTextTemplateTests {
    func render(_ template: String, _ values: [String: String]) -> String {
        FlowTextTemplate.render(template) { values[String($0)] }
    }

    @Test("${name} is its value, $$ one $, any other $ itself, an unknown name kept as written")
    func syntax() {
        #expect(render("Hi ${name}!", ["name": "Ann"]) == "Hi Ann!")
        #expect(render("costs $$5, or $5, or ${ x}", [:]) == "costs $5, or $5, or ${ x}")
        #expect(render("$${name}", ["name": "Ann"]) == "${name}")
        #expect(render("$$$${name}", ["name": "Ann"]) == "$${name}")
        #expect(render("$$${name}", ["name": "Ann"]) == "$Ann")
        #expect(render("${other}", [:]) == "${other}")
        #expect(render("${a}${b}", ["a": "1", "b": "2"]) == "12")
        #expect(render("end $", [:]) == "end $")
        // `{app}`, the format's first substitution, is `${app}`; kept as written unknown.
        #expect(render("{app}와(과) ${app}", ["app": "곰"]) == "곰과 곰")
        #expect(render("$${app} {apps} {app}", [:]) == "${app} {apps} {app}")
    }

    @Test("a value is text: a ${ or $$ inside it is never read again")
    func valuesAreText() {
        #expect(render("${a}", ["a": "${b} $$", "b": "no"]) == "${b} $$")
    }

    @Test("a ${ that no name and } follow is malformed, at its character")
    func malformed() throws {
        for (template, offset) in [("ab ${", 3), ("é ${9x}", 2), ("${a b}", 0), ("${}", 0)] {
            #expect(throws: FlowTextTemplate.Malformed(characterOffset: offset)) {
                try FlowTextTemplate.references(in: template)
            }
        }
        let references = try FlowTextTemplate.references(in: "곰 ${app}와(과) $$ ${x.y-z}")
        #expect(references.map(\.name) == ["app", "x.y-z"])
        #expect(references.map(\.characterOffset) == [2, 16])
    }

    @Test(
        "a particle pair after a substitution takes the form for how the value ends",
        arguments: [
            // A final consonant, a vowel, and ㄹ (으로 goes to 로 after it).
            ("${w}와(과)", "곰", "곰과"), ("${w}와(과)", "터피", "터피와"),
            ("${w}을(를)", "곰", "곰을"), ("${w}을(를)", "터피", "터피를"),
            ("${w}이(가)", "곰", "곰이"), ("${w}이(가)", "터피", "터피가"),
            ("${w}은(는)", "곰", "곰은"), ("${w}은(는)", "터피", "터피는"),
            ("${w}(으)로", "부산", "부산으로"), ("${w}(으)로", "서울", "서울로"),
            ("${w}(으)로", "터피", "터피로"), ("${w}아(야)", "철수", "철수야"),
            ("${w}아(야)", "영숙", "영숙아"),
            // Latin letters and digits as a Korean reader says them.
            ("${w}이(가)", "json", "json이"), ("${w}이(가)", "help", "help가"),
            ("${w}을(를)", "3", "3을"), ("${w}을(를)", "2", "2를"),
            ("${w}(으)로", "eth0", "eth0으로"), ("${w}(으)로", "wlan1", "wlan1로"),
            // After a closing quote, and not after a space.
            ("'${w}'을(를)", "곰", "'곰'을"), ("${w} 을(를)", "곰", "곰 을(를)"),
        ])
    func particles(template: String, value: String, expected: String) {
        #expect(render(template, ["w": value]) == expected)
    }
}
