import MessageFormat
import Testing

@testable import WizardCore
@testable import WizardMessages

/// The pieces po/ is read and rendered with: PO files, plural rules, templates and Korean
/// particle pairs.
@Suite("PO files, plural rules and templates", .timeLimit(.minutes(5)))
struct MessageFormatTests {
    @Test("a PO file gives its header, comments, flags, contexts and plural forms")
    func readsEntries() throws {
        let file = try POFile(
            #"""
            msgid ""
            msgstr ""
            "Language: ko\n"
            "Plural-Forms: nplurals=1; plural=0;\n"

            #. Where it shows.
            #. parameters: count: Count
            #: ignored.swift:1
            #, python-brace-format
            msgctxt "group.some-id"
            msgid "{count} file"
            msgid_plural ""
            "{count} files"
            msgstr[0] "파일 {count}개 \"따옴표\"\t\\"

            #~ msgid "obsolete"
            #~ msgstr "old"

            msgctxt "plain"
            msgid "Plain"
            msgstr ""
            """#)
        #expect(file.header("Language") == "ko")
        #expect(file.pluralRule?.count == 1)
        #expect(file.entries.count == 2)
        let first = try #require(file.entries.first)
        #expect(first.comments == ["Where it shows.", "parameters: count: Count"])
        #expect(first.flags == ["python-brace-format"])
        #expect(first.context == "group.some-id")
        #expect(first.id == "{count} file")
        #expect(first.idPlural == "{count} files")
        #expect(first.strings == ["파일 {count}개 \"따옴표\"\t\\"])
        #expect(file.entries[1].isTranslated == false)
    }

    @Test("a malformed line is refused with its number")
    func refusesMalformed() {
        #expect(throws: POFile.SyntaxError(line: 2, reason: "unknown escape \\q")) {
            try POFile("msgctxt \"a\"\nmsgid \"\\q\"\nmsgstr \"\"")
        }
        #expect(throws: POFile.SyntaxError.self) { try POFile("\"orphan\"") }
        #expect(throws: POFile.SyntaxError.self) { try POFile("msgid \"unclosed") }
    }

    @Test(
        "plural rules follow C's precedence, as gettext evaluates them",
        arguments: [
            ("nplurals=2; plural=(n != 1);", [0: 1, 1: 0, 2: 1, 21: 1]),
            ("nplurals=1; plural=0;", [0: 0, 1: 0, 5: 0]),
            ("nplurals=2; plural=n>1;", [0: 0, 1: 0, 2: 1]),
            (
                "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
                [1: 0, 2: 1, 5: 2, 11: 2, 12: 2, 21: 0, 22: 1, 25: 2, 111: 2]
            ),
            (
                "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;",
                [0: 0, 1: 1, 2: 2, 3: 3, 10: 3, 11: 4, 99: 4, 100: 5, 102: 5]
            ),
            ("nplurals=2; plural=!(n == 1) + 0 * 3 - 0;", [1: 0, 4: 1]),
        ])
    func pluralRules(forms: String, expected: [Int: Int]) throws {
        let rule = try #require(PluralRule(pluralForms: forms))
        for (n, index) in expected {
            #expect(rule.index(for: n) == index, "n = \(n)")
        }
    }

    @Test("a plural rule outside the subset, or without nplurals, is refused")
    func refusesPluralRules() {
        for forms in [
            "nplurals=2; plural=n !! 1;", "plural=(n != 1);", "nplurals=2; plural=(n != 1;",
            "nplurals=2; plural=x;", "nplurals=0; plural=0;", "nplurals=2; plural=n ? 1;",
        ] {
            #expect(PluralRule(pluralForms: forms) == nil, "\(forms)")
        }
    }

    @Test("a plural rule's Swift source is the expression gettext evaluates")
    func pluralSwiftSource() throws {
        let rule = try #require(PluralRule(pluralForms: "nplurals=2; plural=(n != 1);"))
        #expect(rule.swiftSource == "(n != 1 ? 1 : 0)")
        let korean = try #require(PluralRule(pluralForms: "nplurals=1; plural=0;"))
        #expect(korean.swiftSource == "0")
    }

    @Test("placeholders are filled by name; doubled braces are braces; unknown ones stay")
    func fillsPlaceholders() {
        let text = TextTemplate.render("{a} and {{b}} and {c} {a}") { name in
            name == "a" ? "1" : nil
        }
        #expect(text == "1 and {b} and {c} 1")
        #expect(MessageTemplate.placeholders(of: "{x} {y} {x} {{z}}") == ["x", "y"])
    }

    @Test(
        "a Korean particle pair after a placeholder takes the form for the value's last sound",
        arguments: [
            ("{path}이(가) 없습니다", "flow.json", "flow.json이 없습니다"),
            ("{path}이(가) 없습니다", "a.txt", "a.txt가 없습니다"),
            ("{option}을(를) 주세요", "--lang", "--lang을 주세요"),
            ("{option}을(를) 주세요", "--help", "--help를 주세요"),
            ("{x}은(는)", "이름", "이름은"),
            ("{x}은(는)", "나이", "나이는"),
            ("{x}(으)로", "서울", "서울로"),
            ("{x}(으)로", "집", "집으로"),
            ("{x}(으)로", "바다", "바다로"),
            ("{app}와(과) 함께", "사과", "사과와 함께"),
            ("{app}와(과) 함께", "책", "책과 함께"),
            ("{n}이(가)", "3", "3이"),
            ("{n}이(가)", "2", "2가"),
            ("{x}(이)나", "10", "10이나"),
            ("{x}(이)나", "2", "2나"),
            ("'{option}'을(를) 주세요", "--help", "'--help'를 주세요"),
            ("\"{key}\"은(는)", "store", "\"store\"는"),
            // A pair not right after a placeholder or its quote is text.
            ("{x} 이(가)", "책", "책 이(가)"),
        ])
    func resolvesParticles(template: String, value: String, expected: String) {
        #expect(TextTemplate.render(template) { _ in value } == expected)
    }
}
