import Testing
import WizardCore

@Suite("Language")
struct LanguageTests {
    @Test(
        "LC_ALL, then LC_MESSAGES, then LANG decide; ko* is Korean",
        arguments: [
            ([:], Language.english),
            (["LANG": "ko_KR.UTF-8"], .korean),
            (["LANG": "ko"], .korean),
            (["LANG": "en_US.UTF-8"], .english),
            (["LANG": "C.UTF-8"], .english),
            (["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], .korean),
            (["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"], .english),
            (["LC_ALL": "", "LC_MESSAGES": "ko_KR", "LANG": "en_US"], .korean),
            (["LC_MESSAGES": "C", "LANG": "ko_KR.UTF-8"], .english),
        ])
    func fromEnvironment(environment: [String: String], expected: Language) {
        #expect(Language(environment: environment) == expected)
    }

    @Test("--lang takes ko and en in any case, nothing else")
    func fromOption() {
        #expect(Language(option: "ko") == .korean)
        #expect(Language(option: "EN") == .english)
        #expect(Language(option: "fr") == nil)
        #expect(Language(option: "") == nil)
    }
}

@Suite("Terminal safety")
struct TerminalSafetyTests {
    @Test("unsafe scalars become U+FFFD; everything else is kept")
    func sanitise() {
        #expect("김철 😓 é".terminalSafe == "김철 😓 é")
        #expect("a\u{1B}[2Jb".terminalSafe == "a\u{FFFD}[2Jb")
        #expect("\u{2067}x\u{2069}".terminalSafe == "\u{FFFD}x\u{FFFD}")
    }
}

@Suite("Plain-mode prompts")
struct LinePromptTests {
    @Test("each step reads as text with its number, choices and range spelled out")
    func prompts() {
        let flow = Flow.onboarding
        let welcome = LinePrompt(
            step: flow.steps[0], progress: (1, 4), stored: nil, language: .english)
        #expect(
            welcome.introduction == [
                "[1/4] Dance with Toughie!",
                "Learn Toughie's dances anywhere. This app takes away your worries and brings you luck.",
            ])
        #expect(welcome.prompt == "[ Sign in ] press Enter ")
        let name = LinePrompt(step: flow.steps[1], progress: (2, 4), stored: nil, language: .korean)
        #expect(name.introduction == ["[2/4] 이름을 알려주세요!"])
        #expect(name.prompt == "이름: ")
        let age = LinePrompt(step: flow.steps[2], progress: (3, 4), stored: nil, language: .english)
        #expect(age.prompt == "18–50, Enter for 30: ")
        let gender = LinePrompt(
            step: flow.steps[3], progress: (4, 4), stored: nil, language: .english)
        #expect(
            gender.introduction == [
                "[4/4] What's your gender?", "  1. Male", "  2. Female", "  3. Prefer not to say",
            ])
        #expect(gender.prompt == "1–3: ")
    }
}
