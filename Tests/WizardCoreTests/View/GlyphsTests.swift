import Testing

@testable import WizardCore

/// The ASCII stand-ins: when they apply, that each keeps the columns of its symbol, and
/// that no symbol of any kind reaches an ASCII terminal.
@Suite("Glyphs for ASCII terminals", .timeLimit(.minutes(5)))
struct GlyphsTests {
    @Test(
        "ASCII under a non-UTF-8 or C locale and on the Linux console; else Unicode",
        arguments: [
            ([:], true), (["LANG": "C"], true), (["LANG": "POSIX"], true),
            (["LANG": "en_US"], true), (["LANG": "en_US.ISO-8859-1"], true),
            (["LANG": "ko_KR.eucKR"], true), (["LANG": "C.UTF-8"], false),
            (["LANG": "ko_KR.utf8"], false), (["LANG": "de_DE.UTF-8@euro"], false),
            (["LANG": "sv_SE.Utf_8"], false), (["LANG": "en_US@x.UTF-8"], true),
            (["LC_ALL": "C", "LANG": "C.UTF-8"], true),
            (["LC_CTYPE": "C.UTF-8", "LANG": "C"], false),
            (["LC_ALL": "", "LC_CTYPE": "", "LANG": "C.UTF-8"], false),
            (["LANG": "C.UTF-8", "TERM": "linux"], true),
            (["LANG": "C.UTF-8", "TERM": "xterm"], false),
        ] as [([String: String], Bool)])
    func choice(environment: [String: String], ascii: Bool) {
        #expect(Glyphs.forTerminal(environment: environment).isASCII == ascii)
    }

    @Test("every stand-in in the table is ASCII and no wider than its symbol")
    func table() {
        for (symbol, fallback) in Glyphs.table {
            #expect(fallback.cell.allSatisfy { $0.isASCII }, "\(symbol)")
            #expect(fallback.word.allSatisfy { $0.isASCII }, "\(symbol)")
            #expect(fallback.cell.displayWidth <= symbol.displayWidth, "\(symbol)")
            #expect(Glyphs.ascii.cell(for: symbol)?.displayWidth == symbol.displayWidth)
        }
    }

    /// Symbols of every kind wizard or a flow might draw: the table's, feature icons,
    /// emoji alone and in sequences, arrows, box drawing, punctuation, currency, and a
    /// direction mark, which takes no column.
    static let symbols: [Character] =
        (Array(Glyphs.table.keys) + FeatureIcon.glyphs.compactMap(\.value.first)
        + [
            "😓", "🚀", "👩‍👩‍👧", "🇰🇷", "❤️", "✔", "⇒", "▶", "◆", "┌", "┼", "═", "€", "£", "«", "»", "¿",
            "§", "™", "\u{200E}",
        ])
        .filter { !$0.isASCII }

    @Test("cells: every symbol becomes ASCII of its own width; letters and digits stay")
    func cells() {
        for symbol in Self.symbols {
            let cell = Glyphs.ascii.cell(for: symbol)
            #expect(cell?.allSatisfy { $0.isASCII } == true, "\(symbol)")
            #expect(cell?.displayWidth == symbol.displayWidth, "\(symbol)")
            #expect(Glyphs.unicode.cell(for: symbol) == nil)
        }
        for letter: Character in ["a", "é", "김", "ア", "ß", "３", "٣"] {
            #expect(Glyphs.ascii.cell(for: letter) == nil, "\(letter)")
        }
        #expect(Glyphs.ascii.cells("██░░ ❯ Al…") == "##-- > Al.")
        #expect(Glyphs.ascii.cells("at least two. 😓") == "at least two.   ")
    }

    @Test("words: symbols spelled out, emoji dropped with the space before them")
    func words() {
        #expect(
            Glyphs.ascii.words("←/→ ±1 · PgUp/PgDn ±5 · Home/End · digits")
                == "<-/-> +/-1 | PgUp/PgDn +/-5 | Home/End | digits")
        #expect(Glyphs.ascii.words("↑/↓ choose") == "Up/Down choose")
        #expect(
            Glyphs.ascii.words("Please enter at least two characters. 😓")
                == "Please enter at least two characters.")
        #expect(Glyphs.ascii.words("18–50, Enter for 30: ") == "18-50, Enter for 30: ")
        #expect(Glyphs.ascii.words("이름을 알려주세요!") == "이름을 알려주세요!")
        for symbol in Self.symbols {
            #expect(Glyphs.ascii.words(String(symbol)).allSatisfy { $0.isASCII }, "\(symbol)")
        }
        #expect(Glyphs.unicode.words("±1 😓") == "±1 😓")
    }

    @Test("the step screen lays out ASCII words and plain digits on an ASCII terminal")
    func stepScreen() throws {
        var state = InteractiveState(session: Session(flow: .onboarding), language: .english)
        _ = state.handle(.enter)
        _ = state.submitText("Al")
        let frame = StepScreen(width: 60, height: 24, language: .english, glyphs: .ascii).frame(
            for: state)
        let text = frame.lines.map(\.text)
        #expect(text.contains { $0.contains("30") && !$0.contains("３") })
        #expect(text.contains { $0.contains("<-/-> +/-1 | PgUp/PgDn +/-5") })
        #expect(!text.joined().contains("·"))
    }
}
