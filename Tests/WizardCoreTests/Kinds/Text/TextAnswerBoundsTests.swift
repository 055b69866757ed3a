import TestSupport
import Testing
import WizardCore
import WizardText

/// Text answers are bounded in bytes, scalars and scalars per character as well as in
/// characters, whatever the flow's `max_length`, and hold no character that draws as
/// nothing (issue: "names of only invisible characters", "a name of two letters and half a
/// million combining marks counts as 2 characters"). Every case is generated; the oracles
/// are the Unicode standard's lists, written out here, not the code under test.
@Suite("Text answer bounds", .timeLimit(.minutes(5)))
struct TextAnswerBoundsTests {
    static let invisibleScalars = UnicodeClasses.invisible

    static func isJoiner(_ scalar: Unicode.Scalar) -> Bool { UnicodeClasses.isJoiner(scalar) }

    /// A text question as a flow may write it: any `max_length` up to the limit.
    static func question(maximum: Int, minimum: Int = 1) -> TextQuestion {
        TextQuestion(
            placeholder: LocalizedText(english: "Name"),
            rules: TextRules(minimumLength: minimum, maximumLength: maximum))
    }

    static let name: TextQuestion = {
        guard let question = Flow.onboarding.step(id: "name")!.kind as? TextQuestion else {
            fatalError("the onboarding flow's name step is a text question")
        }
        return question
    }()

    @Test("a name only of invisible characters is refused, for every one of them")
    func invisibleOnly() {
        var random = SeededRandom(environmentOr: 10_001)
        for scalar in Self.invisibleScalars {
            let count = Int.random(in: 2...6, using: &random)
            var name = String.UnicodeScalarView()
            for index in 0..<count {
                // Some with ordinary spaces between them, which trimming does not reach.
                if index > 0, Bool.random(using: &random) { name.append(" ") }
                name.append(scalar)
            }
            let refused = (try? Self.name.validate(String(name))) == nil
            if !TestReport.variant("invisible-only names (class 9)", passed: refused) {
                Issue.record("accepted U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
        }
        #expect(Self.invisibleScalars.count > 4000)
    }

    @Test("an invisible character inside a name is refused unless it joins the letter before")
    func invisibleInside() throws {
        for scalar in Self.invisibleScalars {
            var name = String.UnicodeScalarView()
            name.append(contentsOf: "Al".unicodeScalars)
            name.append(scalar)
            name.append(contentsOf: "ice".unicodeScalars)
            let result = try? Self.name.validate(String(name))
            let expected: String? = Self.isJoiner(scalar) ? String(name) : nil
            let passed =
                result.map({ Array($0.unicodeScalars) })
                == expected.map({ Array($0.unicodeScalars) })
            if !TestReport.variant("invisible characters inside names (class 9)", passed: passed) {
                Issue.record(
                    "U+\(String(scalar.value, radix: 16, uppercase: true)) inside a name: \(String(describing: result))"
                )
            }
        }
    }

    @Test(
        "invisible look-alikes are refused (fillers, zero-width, soft hyphens, braille blanks, bidi marks); joiners in words stay"
    )
    func invisibleLookalikes() {
        for name in [
            "\u{3164}\u{3164}", "\u{200B}\u{200B}", "\u{2060}\u{2060}", "\u{00AD}\u{00AD}",
            "\u{2800}\u{2800}", "\u{3164} \u{3164}",
        ] {
            #expect(throws: TextQuestion.Refusal.nothingVisible) { try Self.name.validate(name) }
        }
        for name in ["Al\u{200B}ice", "Al\u{FEFF}ice", "\u{3164}Alice", "Al\u{2800}ice"] {
            #expect(throws: TextQuestion.Refusal.invisibleCharacter) {
                try Self.name.validate(name)
            }
        }
        for name in ["Al\u{200E}ice", "Al\u{200F}ice", "Al\u{061C}ice"] {
            #expect(throws: TextQuestion.Refusal.forbiddenCharacter) {
                try Self.name.validate(name)
            }
        }
        // Joiners inside emoji and words stay.
        for name in ["👨‍👩‍👧 Kim", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Ann", "می‌خواهم", "☺️ Bo"] {
            #expect((try? Self.name.validate(name)) != nil, "\(name)")
        }
    }

    /// Combining marks of several scripts, none of which composes with the bases below.
    static let marks: [Unicode.Scalar] = [
        "\u{0334}", "\u{0335}", "\u{0336}", "\u{0337}", "\u{0338}", "\u{0350}", "\u{0351}",
        "\u{0352}", "\u{035C}", "\u{0363}", "\u{1AB0}", "\u{1DC0}", "\u{20D0}", "\u{20D2}",
        "\u{FE20}", "\u{0591}", "\u{05B0}", "\u{064B}", "\u{0651}", "\u{0E48}",
    ]
    static let bases: [String] = ["x", "q", "ж", "ש", "ب", "ก", "ㄱ", "z"]

    @Test("a character of more than 16 scalars is refused, at any max_length; 16 pass")
    func stackedMarks() {
        var random = SeededRandom(environmentOr: 10_002)
        for _ in 0..<2000 {
            let maximum = Int.random(in: 2...TextRules.lengthLimit, using: &random)
            let question = Self.question(maximum: maximum)
            let base = Self.bases.randomElement(using: &random)!
            // Around the limit mostly, and sometimes far past it.
            let markCount =
                Bool.random(using: &random)
                ? Int.random(in: 10...20, using: &random)
                : Int.random(in: 17...40_000, using: &random)
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: base.unicodeScalars)
            for _ in 0..<markCount {
                scalars.append(Self.marks.randomElement(using: &random)!)
            }
            let answer = "a" + String(scalars)
            let refusal: TextQuestion.Refusal?
            do throws(TextQuestion.Refusal) {
                _ = try question.validate(answer)
                refusal = nil
            } catch {
                refusal = error
            }
            let scalarsInCharacter = base.unicodeScalars.count + markCount
            let expected: TextQuestion.Refusal? =
                scalarsInCharacter > 16 ? .overloadedCharacter : nil
            let passed = refusal == expected || (expected != nil && refusal == .tooLarge)
            if !TestReport.variant("stacked combining marks (class 1)", passed: passed) {
                Issue.record(
                    "\(markCount) marks at max_length \(maximum): \(String(describing: refusal))")
            }
        }
    }

    @Test("two letters and half a million combining marks are refused, not counted as 2")
    func halfAMillionMarks() {
        let answer = "ab" + String(repeating: "\u{0301}", count: 500_000)
        #expect(throws: TextQuestion.Refusal.tooLarge) { try Self.name.validate(answer) }
        let fewer = "ab" + String(repeating: "\u{0301}", count: 5000)
        #expect(throws: TextQuestion.Refusal.overloadedCharacter) { try Self.name.validate(fewer) }
    }

    /// Visible characters of 1 to 4 bytes of UTF-8, each one scalar in NFC.
    static let alphabet: [Character] = ["a", "Z", "7", "é", "ж", "한", "€", "𝔸", "😀", "\""]

    @Test("answers are bounded in bytes and scalars whatever max_length allows")
    func bytesAndScalars() {
        var random = SeededRandom(environmentOr: 10_003)
        let faultClass = "answer bytes and scalars at max_length 1024 (class 1)"
        let question = Self.question(maximum: TextRules.lengthLimit)
        for _ in 0..<600 {
            let characterCount = Int.random(in: 1...TextRules.lengthLimit, using: &random)
            // Some characters of several scalars (an emoji ZWJ sequence, e + marks).
            var answer = ""
            for _ in 0..<characterCount {
                switch Int.random(in: 0..<12, using: &random) {
                case 0: answer += "👩‍💻"
                case 1: answer += "x\u{0334}\u{0335}\u{0336}\u{0337}\u{0338}\u{0350}\u{0351}"
                default: answer.append(Self.alphabet.randomElement(using: &random)!)
                }
            }
            let bytes = answer.utf8.count
            let scalars = answer.unicodeScalars.count
            let fits = bytes <= 16 * 1024 && scalars <= 4096
            do throws(TextQuestion.Refusal) {
                let kept = try question.validate(answer)
                let bounded =
                    fits && kept.utf8.count <= 16 * 1024 && kept.unicodeScalars.count <= 4096
                if !TestReport.variant(faultClass, passed: bounded) {
                    Issue.record("accepted \(bytes) bytes, \(scalars) scalars")
                }
            } catch {
                if !TestReport.variant(faultClass, passed: !fits && error == .tooLarge) {
                    Issue.record("\(bytes) bytes, \(scalars) scalars: \(error)")
                }
            }
        }
    }

    @Test("every mode's path, the session, refuses what the question refuses")
    func sessionRefuses() throws {
        var session = Session(flow: .onboarding)
        try session.submit(.line(""))
        for line in ["\u{3164}\u{3164}", "ab" + String(repeating: "\u{0300}", count: 40)] {
            #expect(throws: ValidationError.self) { try session.submit(.line(line)) }
            #expect(session.currentStep?.id == "name")
        }
    }

    @Test("the alerts say what to do, in English and Korean")
    func alerts() {
        let large = Self.name.alert(for: .tooLarge)
        #expect(large(.english).contains("16384 bytes") && large(.korean).contains("16384바이트"))
        let stacked = Self.name.alert(for: .overloadedCharacter)
        #expect(stacked(.english).contains("16") && stacked(.korean).contains("16개"))
        #expect(Self.name.alert(for: .invisibleCharacter)(.korean).contains("보이지 않는"))
        #expect(Self.name.alert(for: .nothingVisible)(.english).contains("visible"))
    }
}
