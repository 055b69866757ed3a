import Testing
import WizardCore
import WizardText

/// Each debconf type asked as its kind, through the real ``Session``, and the value `GET`
/// then gives in the form debconf reads back.
@Suite("debconf: each type onto a kind", .timeLimit(.minutes(5)))
struct DebconfTypeTests {
    /// The one step a question of `type` is asked as, after `lines` described it.
    func asked(_ type: String, _ lines: String...) throws -> (Step, QuestionBatch) {
        let script = DebconfScript()
        _ = script.reply("DATA q type \(type)")
        for line in lines { _ = script.reply(line) }
        _ = script.reply("INPUT high q")
        let batch = try #require(script.go(), "\(script.goReply)")
        return (try #require(batch.flow.steps.first), batch)
    }

    /// `GET q`'s reply once a batch of a `type` question, described by `lines`, was answered
    /// with `answer`.
    func value(_ type: String, _ lines: [String], answer: String) -> String {
        let script = DebconfScript()
        _ = script.reply("DATA q type \(type)")
        for line in lines { _ = script.reply(line) }
        _ = script.reply("INPUT high q")
        #expect(script.go(answering: [answer]) == "0 ok")
        return script.reply("GET q")
    }

    @Test("string: a text, any answer or none; the value SET is its default")
    func string() throws {
        let (step, batch) = try asked(
            "string", "DATA q description Mail name:", "SET q mail.example.org")
        #expect(type(of: step.kind).formatName == "text")
        #expect(step.title(.english) == "Mail name:")
        #expect(batch.stored["q"] == .text("mail.example.org"))
        #expect(value("string", ["SET q mail.example.org"], answer: "") == "0 mail.example.org")
        #expect(value("string", ["SET q old"], answer: "  new name ") == "0 new name")
        #expect(value("string", [], answer: "") == "0")
        // A value SET with spaces around it is the default as a text answer keeps it.
        #expect(value("string", ["SET q  padded "], answer: "") == "0 padded")
        let long = String(repeating: "x", count: 1024)
        #expect(value("string", [], answer: long) == "0 " + long)
    }

    @Test("password: a secret shown as nothing and never kept; GET gives it as typed, once")
    func password() throws {
        let (step, batch) = try asked("password", "DATA q description Root password:")
        #expect(type(of: step.kind).formatName == "secret")
        #expect(step.kind.exposure.isSecret)
        #expect(step.kind.exposure.echo == .hidden)
        #expect(step.kind.exposure.keeping == .never)
        #expect(batch.stored.isEmpty)
        let script = DebconfScript()
        _ = script.replies("DATA q type password", "INPUT high q")
        #expect(script.go(answering: ["  s3cret "]) == "0 ok")
        #expect(script.reply("GET q") == "0   s3cret ")
        // Forgotten once given: debconf keeps it.
        #expect(script.reply("GET q") == "0")
        // The value SET (debconf's current password) is what an empty line keeps.
        #expect(value("password", ["SET q old secret"], answer: "") == "0 old secret")
    }

    @Test("boolean: yes or no; GET gives true or false")
    func boolean() throws {
        let (step, batch) = try asked(
            "boolean", "DATA q description Restart services?", "SET q true")
        #expect(type(of: step.kind).formatName == "confirm")
        #expect(batch.stored["q"] == .flag(true))
        #expect(value("boolean", ["SET q true"], answer: "") == "0 true")
        #expect(value("boolean", ["SET q true"], answer: "no") == "0 false")
        #expect(value("boolean", ["SET q false"], answer: "y") == "0 true")
        #expect(value("boolean", ["SET q maybe"], answer: "n") == "0 false")
    }

    @Test("select: the choices as sent, translated; GET gives the chosen one as sent")
    func select() throws {
        let (step, batch) = try asked(
            "select", "DATA q choices Afrique, Amérique, Océan Indien, 1\\, 2", "SET q Océan Indien"
        )
        #expect(type(of: step.kind).formatName == "picker")
        #expect(batch.stored["q"] == .choice("Océan Indien"))
        let domain = try #require(step.question?.answerDomain)
        for choice in ["Afrique", "Amérique", "Océan Indien", "1, 2"] {
            #expect(domain.contains(.string(choice)), "\(choice)")
        }
        #expect(!domain.contains(.string("1")))
        let lines = [
            "DATA q choices Afrique, Amérique, Océan Indien, 1\\, 2", "SET q Océan Indien",
        ]
        #expect(value("select", lines, answer: "") == "0 Océan Indien")
        #expect(value("select", lines, answer: "amérique") == "0 Amérique")
        #expect(value("select", lines, answer: "4") == "0 1, 2")
        // A value SET that is none of the choices is no default.
        let (_, unset) = try asked("select", "DATA q choices a, b", "SET q c")
        #expect(unset.stored.isEmpty)
    }

    @Test("multiselect: any of the choices, none allowed; GET joins them with ', '")
    func multiselect() throws {
        let lines = [
            "DATA q choices en_US.UTF-8 UTF-8, de_DE.UTF-8 UTF-8, ko_KR.UTF-8 UTF-8",
            "SET q ko_KR.UTF-8 UTF-8, en_US.UTF-8 UTF-8",
        ]
        let (step, batch) = try asked("multiselect", lines[0], lines[1])
        #expect(type(of: step.kind).formatName == "multiselect")
        #expect(batch.stored["q"] == .choices(["en_US.UTF-8 UTF-8", "ko_KR.UTF-8 UTF-8"]))
        #expect(value("multiselect", lines, answer: "") == "0 en_US.UTF-8 UTF-8, ko_KR.UTF-8 UTF-8")
        #expect(value("multiselect", lines, answer: "2") == "0 de_DE.UTF-8 UTF-8")
        #expect(value("multiselect", lines, answer: "-") == "0")
        #expect(value("multiselect", [lines[0]], answer: "") == "0")
    }

    @Test("note, text and error: a page, with the extended description; the value unchanged")
    func pages() throws {
        for type in ["note", "text", "error"] {
            let (step, _) = try asked(
                type, "DATA q description Read this", "DATA q extended_description One.\\n\\nTwo.")
            #expect(Swift.type(of: step.kind).formatName == "info", "\(type)")
            #expect(!step.isQuestion)
            #expect(step.text?(.english) == "One.\n\nTwo.")
            #expect(value(type, ["SET q kept"], answer: "") == "0 kept", "\(type)")
        }
    }

    @Test("a question with no description is titled by its tag")
    func noDescription() throws {
        let (step, _) = try asked("string")
        #expect(step.title(.english) == "q")
        #expect(step.text == nil)
    }

    @Test("SUBST fills ${var} in descriptions and choices; an unknown one stays as written")
    func substitutions() throws {
        let (step, _) = try asked(
            "select", "DATA q description Configure ${pkg} for ${nobody}",
            "DATA q extended_description ${pkg} needs:\\n  ${what}",
            "DATA q choices ${list}, none", "SUBST q pkg postfix", "SUBST q list local, smarthost",
            "SUBST q what a relay")
        #expect(step.title(.english) == "Configure postfix for ${nobody}")
        #expect(step.text?(.english) == "postfix needs:\n   a relay")
        let domain = try #require(step.question?.answerDomain)
        #expect(domain.contains(.string("smarthost")) && domain.contains(.string("none")))
        #expect(!domain.contains(.string("${list}")))
        let lines = ["DATA q choices ${list}, none", "SUBST q list local, smarthost"]
        #expect(value("select", lines, answer: "smarthost") == "0 smarthost")
    }

    @Test("a control character in a choice is shown replaced, and given back as sent")
    func unsafeChoice() throws {
        let (step, _) = try asked("select", "DATA q choices red\u{1B}[0m, blue")
        let screen = step.kind.linePrompt(for: step, stored: nil, language: .english)
        let shown = (screen.introduction + [screen.prompt]).joined(separator: "\n")
        #expect(shown.contains("red\u{FFFD}[0m") && !shown.unicodeScalars.contains("\u{1B}"))
        #expect(
            value("select", ["DATA q choices red\u{1B}[0m, blue"], answer: "1") == "0 red\u{1B}[0m")
    }
}
