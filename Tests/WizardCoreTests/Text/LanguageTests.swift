import Testing
import WizardCore
import WizardMessages
import WizardText

/// The language named by `code`, which the test knows to be well formed.
func language(_ code: String) -> Language {
    guard let language = Language(code: code) else { preconditionFailure("not a code: \(code)") }
    return language
}

@Suite("Language", .timeLimit(.minutes(5)))
struct LanguageTests {
    @Test(
        "LANGUAGE's first entry, then LC_ALL, then LC_MESSAGES, then LANG decide, as a tag",
        arguments: [
            ([:], "en"),
            (["LANG": "ko_KR.UTF-8"], "ko_KR"),
            (["LANG": "ko"], "ko"),
            (["LANG": "ko.UTF-8"], "ko"),
            (["LANG": "ko@cjknarrow"], "ko"),
            (["LANG": "kok_IN"], "kok_IN"),
            (["LANG": "korean"], "en"),
            (["LANG": "en_US.UTF-8"], "en_US"),
            (["LANG": "C.UTF-8"], "en"),
            (["LANG": "POSIX"], "en"),
            (["LANG": "ja_JP.UTF-8"], "ja_JP"),
            (["LANG": "pt_BR.UTF-8"], "pt_BR"),
            (["LANG": "sr_RS.UTF-8@latin"], "sr_RS@latin"),
            (["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], "ko_KR"),
            (["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"], "en_US"),
            (["LC_ALL": "", "LC_MESSAGES": "ko_KR", "LANG": "en_US"], "ko_KR"),
            (["LC_MESSAGES": "C", "LANG": "ko_KR.UTF-8"], "en"),
            (["LANGUAGE": "ja:ko", "LANG": "en_US.UTF-8"], "ja"),
            (["LANGUAGE": "ko_KR:en", "LC_ALL": "en_US.UTF-8"], "ko_KR"),
            (["LANGUAGE": ":x:ko", "LANG": "en_US.UTF-8"], "ko"),
            (["LANGUAGE": "", "LANG": "ko_KR.UTF-8"], "ko_KR"),
            (["LANGUAGE": "ja", "LANG": "C.UTF-8"], "ja"),
            // As GNU gettext: the C locale ignores LANGUAGE, and no locale at all is C.
            (["LANGUAGE": "ja", "LANG": "C"], "en"),
            (["LANGUAGE": "ja", "LC_ALL": "POSIX", "LANG": "ko_KR.UTF-8"], "en"),
            (["LANGUAGE": "ko"], "en"),
        ])
    func fromEnvironment(environment: [String: String], expected: String) {
        #expect(Language(environment: environment) == language(expected))
    }

    @Test("LANGUAGE's list comes before the locale, each entry once, in order")
    func preferenceList() {
        let list = Language.preferences(environment: [
            "LANGUAGE": "pt_BR:pt:en:pt_BR", "LANG": "de_DE.UTF-8",
        ])
        #expect(list.map(\.code) == ["pt_BR", "pt", "en", "de_DE"])
        #expect(Language.preferences(environment: ["LANG": "C"]).isEmpty)
        // The first entry something is written in: nothing is in Esperanto, German is.
        let german = language("de")
        let chosen = Language.first(of: [language("eo"), language("de_AT")]) { $0 == german }
        #expect(chosen == language("de_AT"))
        #expect(Language.first(of: [language("eo")]) { _ in false } == language("eo"))
        #expect(Language.first(of: []) { _ in true } == .english)
    }

    @Test("--lang takes a POSIX locale name or a BCP 47 tag, in any case")
    func fromOption() {
        #expect(Language(option: "ko") == .korean)
        #expect(Language(option: "EN") == .english)
        #expect(Language(option: "fr")?.code == "fr")
        #expect(Language(option: "ja_JP")?.code == "ja_JP")
        #expect(Language(option: "pt-BR") == Language(option: "pt_BR"))
        #expect(Language(option: "pt-br")?.code == "pt_BR")
        #expect(Language(option: "es-419")?.code == "es_419")
        #expect(Language(option: "kok")?.code == "kok")
        #expect(Language(option: "sr@latin") == Language(option: "sr-Latn"))
        #expect(Language(option: "sr-latn")?.code == "sr@latin")
        #expect(Language(option: "zh-Hant")?.code == "zh-Hant")
        #expect(Language(option: "zh_TW")?.code == "zh_TW")
        #expect(Language(option: "ca@valencia")?.code == "ca@valencia")
        #expect(Language(option: "ca-valencia") == Language(option: "ca@valencia"))
        #expect(Language(option: "zh-Hant-TW")?.code == "zh-Hant_TW")
        for malformed in [
            "", "k", "kore", "ko_", "ko_K", "ko-KRX", "ko.UTF-8", "k1", "ko_KR_x", "한국",
            "ko@", "ko@a-b", "sr-Latn@cyrillic", "ko_KR_US", "ko@toolongmodifier",
        ] {
            #expect(Language(option: malformed) == nil, "\(malformed)")
        }
    }

    @Test("a reader's tag falls back step by step, to the bare language")
    func fallbacks() {
        #expect(language("pt_BR").fallbacks == [language("pt_BR"), language("pt")])
        #expect(language("ko").fallbacks == [.korean])
        #expect(
            language("sr_RS@latin").fallbacks.map(\.code) == [
                "sr_RS@latin", "sr@latin", "sr_RS", "sr",
            ])
        #expect(language("zh_TW").fallbacks.map(\.code) == ["zh_TW", "zh-Hant", "zh"])
        #expect(language("zh-Hant").fallbacks.map(\.code) == ["zh-Hant", "zh_TW", "zh"])
        #expect(language("zh_CN").fallbacks.map(\.code) == ["zh_CN", "zh-Hans", "zh"])
        #expect(language("pt_BR").base == language("pt"))
    }

    @Test("English is among a tag's fallbacks exactly when its base is English")
    func englishFallback() {
        for tag in ["en", "en_GB", "en-Latn", "en_US@posix", "eng", "ko", "zh_TW", "sr_RS@latin"] {
            let parsed = language(tag)
            #expect((parsed.base == .english) == parsed.fallbacks.contains(.english), "\(tag)")
        }
    }

    @Test("a code is a tag whose language is two or three letters; two and three letters differ")
    func codes() {
        #expect(Language(code: "En") == .english)
        #expect(Language(code: "KOK")?.code == "kok")
        #expect(Language(code: "ja")?.description == "ja")
        #expect(Set(["en", "eng", "ne", "ko", "kok", "ko_KR"].map(language)).count == 6)
        for malformed in ["", "e", "engl", "e1", "é", "en "] {
            #expect(Language(code: malformed) == nil, "\(malformed)")
        }
    }

    @Test("a locale name gives its tag without the codeset; C and POSIX give none")
    func fromLocale() {
        #expect(Language(locale: "ko_KR.UTF-8") == language("ko_KR"))
        #expect(Language(locale: "ko@cjknarrow") == .korean)
        #expect(Language(locale: "kok_IN")?.code == "kok_IN")
        #expect(Language(locale: "de_DE.UTF-8@euro")?.code == "de_DE@euro")
        #expect(Language(locale: "C") == nil)
        #expect(Language(locale: "C.UTF-8") == nil)
        #expect(Language(locale: "POSIX") == nil)
    }
}

@Suite("Localized texts", .timeLimit(.minutes(5)))
struct LocalizedTextTests {
    let japanese = language("ja")

    @Test("a text gives its own string for a language it has, English for any other")
    func fallback() {
        let text = LocalizedText(english: "Hello", translations: [.korean: "안녕", japanese: "やあ"])
        #expect(text(.english) == "Hello")
        #expect(text(.korean) == "안녕")
        #expect(text.text(japanese) == "やあ")
        #expect(text(language("fr")) == "Hello")
        #expect(text.languages == [.english, japanese, .korean])
        #expect(LocalizedText(en: "Yes", ko: "예")(japanese) == "Yes")
    }

    @Test("a reader of a region or script reads its own text, else its language's, else English")
    func regionFallback() {
        let text = LocalizedText(
            english: "Color",
            translations: [
                language("pt"): "Cor", language("pt_BR"): "Cor (Brasil)",
                language("zh-Hant"): "顏色", language("sr@latin"): "Boja",
            ])
        #expect(text(language("pt_BR")) == "Cor (Brasil)")
        #expect(text(language("pt_PT")) == "Cor")
        #expect(text(language("pt")) == "Cor")
        #expect(text(language("zh_TW")) == "顏色")
        #expect(text(language("zh")) == "Color")
        #expect(text(language("sr_RS@latin")) == "Boja")
        #expect(text(language("sr")) == "Color")
        #expect(text(.korean) == "Color")
    }

    @Test("a text needs English; a translation equal to it reads the same and is not kept")
    func english() {
        #expect(LocalizedText([.korean: "안녕"]) == nil)
        #expect(LocalizedText([.english: "Hi", japanese: "やあ"])?(japanese) == "やあ")
        #expect(LocalizedText(en: "1 to 3: ", ko: "1 to 3: ") == LocalizedText(english: "1 to 3: "))
        #expect(LocalizedText(en: "1 to 3: ", ko: "1 to 3: ").languages == [.english])
    }

    @Test("map and combining work in every language any of the texts has")
    func mapping() {
        let title = LocalizedText(english: "Name", translations: [japanese: "名前"])
        let hint = LocalizedText(en: "(required)", ko: "(필수)")
        let joined = title.combining([hint]) { _, strings in strings.joined(separator: " ") }
        #expect(joined(.english) == "Name (required)")
        #expect(joined(.korean) == "Name (필수)")
        #expect(joined(japanese) == "名前 (required)")
        let tagged = title.map { language, string in "\(language.code): \(string)" }
        #expect(tagged(.english) == "en: Name")
        #expect(tagged(japanese) == "ja: 名前")
        #expect(tagged(.korean) == "en: Name")
    }
}

@Suite("Catalogue languages", .timeLimit(.minutes(5)))
struct CatalogueLanguageTests {
    /// A flow's language that wizard does not speak: `qaa` is kept for local use by ISO 639,
    /// so no UI language will ever take it.
    let flowOnly = language("qaa")

    @Test("the UI languages are English first, each once; any other falls back to English")
    func registry() {
        #expect(Message.uiLanguages.first == .english)
        #expect(Message.uiLanguages.contains(.korean))
        #expect(!Message.uiLanguages.contains(flowOnly))
        #expect(Set(Message.uiLanguages).count == Message.uiLanguages.count)
        #expect(Message.choiceRequired(.korean) != Message.choiceRequired.english)
        #expect(Message.choiceRequired(flowOnly) == Message.choiceRequired.english)
        #expect(Message.next(flowOnly) == "Next")
        #expect(Message.next(.korean) == "다음")
    }

    @Test("a message embedding a flow's own language's text shows it in the English sentence")
    func embedding() {
        let yes = LocalizedText(english: "Yes", translations: [.korean: "예", flowOnly: "はい"])
        let no = LocalizedText(english: "No", translations: [.korean: "아니요", flowOnly: "いいえ"])
        let alert = Message.yesOrNo(yes: yes, no: no)
        #expect(alert(flowOnly) == "Please answer はい or いいえ (y or n).")
        #expect(alert(.korean) == "예나 아니요로 답해 주세요 (y 또는 n).")
        #expect(alert(.english) == "Please answer Yes or No (y or n).")
        #expect(Message.hintEnter(button: yes)(flowOnly) == "Enter: はい")
    }

    @Test("plain prompts name the default: a picker's option in the reader's language")
    func promptDefaults() {
        let black = LocalizedText(english: "Black", translations: [.korean: "홍차", flowOnly: "紅茶"])
        let picker = Message.pickerPrompt(count: 3, defaultLabel: black)
        #expect(picker(.english) == "1 to 3, Enter for Black: ")
        #expect(picker(.korean) == "1부터 3까지 (Enter만 누르면 홍차): ")
        #expect(picker(flowOnly) == "1 to 3, Enter for 紅茶: ")
        #expect(Message.pickerPrompt(count: 3, defaultLabel: nil)(flowOnly) == "1 to 3: ")
        let slider = Message.sliderPrompt(range: 0...20, step: 5, defaultValue: 10)
        #expect(slider(.english) == "0 to 20 by 5, Enter for 10: ")
        #expect(slider(.korean) == "0부터 20까지 5 단위 (Enter만 누르면 10): ")
        #expect(Message.interrupted(.korean) == "끝냈습니다. 아무것도 저장하지 않았습니다.")
    }

    @Test("Korean particles follow the sound the word or number before them ends in")
    func koreanParticles() {
        func yesOrNo(_ yes: String, _ no: String) -> String {
            Message.yesOrNo(
                yes: LocalizedText(en: "Y", ko: yes), no: LocalizedText(en: "N", ko: no))(
                    .korean)
        }
        #expect(yesOrNo("좋음", "싫음") == "좋음이나 싫음으로 답해 주세요 (y 또는 n).")
        #expect(yesOrNo("네", "쌀") == "네나 쌀로 답해 주세요 (y 또는 n).")
        #expect(yesOrNo("OK", "No") == "OK나 No로 답해 주세요 (y 또는 n).")
        let subjects = [1: "1이", 2: "2가", 3: "3이", 5: "5가", 10: "10이", 19: "19가", 100: "100이"]
        for (number, expected) in subjects {
            #expect(
                Message.FlowCheck.maxBelowMin(200, number)(.korean).hasPrefix("max \(expected) "))
        }
        #expect(
            Message.storeWrongType(key: "k", expected: .integer)(.korean)
                == "프로필 저장소의 \"k\" 값이 정수가 아닙니다")
        #expect(
            Message.storeWrongType(key: "k", expected: .string)(.korean)
                == "프로필 저장소의 \"k\" 값이 문자열이 아닙니다")
    }

    @Test("plurals are the language's: English counts problems, steps and questions")
    func plurals() {
        #expect(
            Message.flowChecked(path: "f", steps: 1, questions: 2)(.english)
                == "f: no problems (1 step, 2 questions)")
        #expect(
            Message.flowChecked(path: "f", steps: 1, questions: 2)(.korean)
                == "f: 문제 없음 (1단계, 질문 2개)")
        #expect(Message.flowUnusable(path: "f", problems: 1)(.english).contains("(1 problem)"))
        #expect(Message.flowUnusable(path: "f", problems: 3)(.english).contains("(3 problems)"))
    }
}

@Suite("Terminal safety", .timeLimit(.minutes(5)))
struct TerminalSafetyTests {
    @Test("unsafe scalars become U+FFFD; everything else is kept")
    func sanitise() {
        #expect("김철 😓 é".terminalSafe == "김철 😓 é")
        #expect("a\u{1B}[2Jb".terminalSafe == "a\u{FFFD}[2Jb")
        #expect("\u{2067}x\u{2069}".terminalSafe == "\u{FFFD}x\u{FFFD}")
    }
}

@Suite("Plain-mode prompts", .timeLimit(.minutes(5)))
struct LinePromptTests {
    @Test("each step reads as text with its number, choices and range spelled out")
    func prompts() {
        let flow = Flow.onboarding
        let welcome = LinePrompt(
            step: flow.steps[0], progress: (1, 4), stored: nil, language: .english)
        #expect(
            welcome.introduction == [
                "Step 1 of 4: Dance with Toughie!",
                "Learn Toughie's dances anywhere. This app takes away your worries and brings you luck.",
            ])
        #expect(welcome.prompt == "[ Sign in ] press Enter ")
        let name = LinePrompt(step: flow.steps[1], progress: (2, 4), stored: nil, language: .korean)
        #expect(name.introduction == ["4단계 중 2단계: 이름을 알려주세요!"])
        #expect(name.prompt == "이름: ")
        let age = LinePrompt(step: flow.steps[2], progress: (3, 4), stored: nil, language: .english)
        #expect(age.prompt == "18 to 50, Enter for 30: ")
        let gender = LinePrompt(
            step: flow.steps[3], progress: (4, 4), stored: nil, language: .english)
        #expect(
            gender.introduction == [
                "Step 4 of 4: What's your gender?", "  1. Male", "  2. Female",
                "  3. Prefer not to say",
            ])
        #expect(gender.prompt == "1 to 3: ")
    }
}

@Suite("Flow texts in any language", .timeLimit(.minutes(5)))
struct FlowTextLanguageTests {
    @Test("a flow keeps every language of its texts; {app} is named in each")
    func keepsLanguages() throws {
        let reading = FlowReader.read(
            Array(
                #"""
                {"id": "x", "app": {"en": "Memo", "ko": "메모", "ja": "メモ"}, "steps": [
                  {"kind": "info", "title": {"en": "Welcome to {app}", "ko": "{app}에 어서 오세요", "ja": "{app}へようこそ"}},
                  {"kind": "text", "key": "name", "title": "Name: {app}"}
                ]}
                """#.utf8))
        #expect(reading.problems.isEmpty)
        let flow = try #require(reading.flow)
        let japanese = language("ja")
        #expect(flow.steps[0].title(japanese) == "メモへようこそ")
        #expect(flow.steps[0].title(.korean) == "메모에 어서 오세요")
        #expect(flow.steps[0].title(language("fr")) == "Welcome to Memo")
        #expect(flow.steps[1].title(japanese) == "Name: メモ")
        #expect(flow.steps[1].title(.korean) == "Name: 메모")
    }
}
