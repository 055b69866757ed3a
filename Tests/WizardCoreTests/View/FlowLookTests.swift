import Testing
import WizardCore

@Suite("Feature icons and accent colours", .timeLimit(.minutes(5)))
struct FlowLookTests {
    @Test(
        "SF Symbol names become terminal glyphs; a glyph stays; anything else is a bullet",
        arguments: [
            ("house", "⌂"), ("house.fill", "⌂"), ("pencil.circle.fill", "✎"),
            ("square.and.arrow.up.fill", "⇪"), ("square", "□"),
            ("chart.line.downtrend.xyaxis", "▥"),
            ("★", "★"), ("🚀", "🚀"), ("king", "•"), ("", "•"), ("x", "•"),
        ])
    func icons(name: String, glyph: String) {
        #expect(FeatureIcon.glyph(for: name) == glyph)
    }

    @Test(
        "accent colours: the terminal's own by name, #RRGGBB as the nearest of 256",
        arguments: [
            ("blue", "34"), ("Bright-Magenta", "95"), ("#FF9500", "38;5;208"),
            ("#000000", "38;5;16"), ("#ffffff", "38;5;231"), ("#5F87AF", "38;5;67"),
        ])
    func colours(name: String, parameters: String) {
        #expect(AccentColour(name)?.sgrParameters == parameters)
    }

    @Test("anything else is not a colour", arguments: ["mauve", "#FFF", "#GG0000", "", "#1234567"])
    func notColours(name: String) {
        #expect(AccentColour(name) == nil)
    }
}
