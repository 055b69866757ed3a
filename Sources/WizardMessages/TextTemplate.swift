import MessageFormat
import WizardText

/// A text with named placeholders, filled in for a reader: how wizard's messages (po/) and
/// a flow's texts (`${app}와(과)`) put values into words.
public enum TextTemplate {
    /// `template` with each `{name}` replaced by `value(name)` (kept as written when it gives
    /// `nil`), and each Korean particle pair right after a placeholder, or after the quote
    /// that closes a quoted one (`'{option}'을(를)`), resolved for the value it follows
    /// (``ParticlePair``): `{path}이(가)` reads `flow.json이` or `a.txt가`.
    ///
    /// The pairs are Korean words, so resolving them is harmless in any other language: its
    /// texts do not contain them.
    public static func render(_ template: String, value: (Substring) -> String?) -> String {
        MessageTemplate.render(template, value: value, following: particle(after:in:))
    }

    /// The Korean particle pair at the start of `rest`, or after the quote that begins it,
    /// resolved for `filled`, the value written just before: the text to write for the quote
    /// and the pair, and how many bytes of `rest` they replace. `nil` when `rest` starts with
    /// no pair.
    public static func particle(after filled: String, in rest: Substring) -> (
        text: String, length: Int
    )? {
        // Most values are followed by a space or punctuation: one byte tells.
        guard let first = rest.utf8.first, first >= 0xE2 || first == 0x28 || isQuote(first)
        else { return nil }
        var quoteLength = 0
        if let scalar = rest.unicodeScalars.first, isClosingQuote(scalar) {
            quoteLength = scalar.utf8.count
        }
        let after = rest.utf8.dropFirst(quoteLength)
        for pair in ParticlePair.all where after.starts(with: pair.written.utf8) {
            let quote = quoteLength == 0 ? "" : String(rest.unicodeScalars.first!)
            return (quote + pair.particle.after(filled), quoteLength + pair.written.utf8.count)
        }
        return nil
    }

    /// Whether `byte` is an ASCII quote a value may stand in.
    private static func isQuote(_ byte: UInt8) -> Bool {
        byte == 0x22 || byte == 0x27 || byte == 0x60
    }

    /// Whether `scalar` closes a quoted value, after which its particle may come.
    private static func isClosingQuote(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x22, 0x27, 0x60, 0x2019, 0x201D: true
        default: false
        }
    }
}

/// A Korean particle written with both of its forms, as Korean software writes one after a
/// value it does not know: `이(가)`, `을(를)`, `은(는)`, `와(과)`, `(으)로`, `(이)나`, `아(야)`.
struct ParticlePair: Sendable {
    /// The pair as a template writes it.
    let written: String
    /// The particle it stands for.
    let particle: KoreanParticle

    /// Every pair, in both orders where a pair has two (`이(가)` and `가(이)`).
    static let all: [ParticlePair] = [
        ParticlePair(written: "이(가)", particle: .subject),
        ParticlePair(written: "가(이)", particle: .subject),
        ParticlePair(written: "을(를)", particle: .object),
        ParticlePair(written: "를(을)", particle: .object),
        ParticlePair(written: "은(는)", particle: .topic),
        ParticlePair(written: "는(은)", particle: .topic),
        ParticlePair(written: "와(과)", particle: .and),
        ParticlePair(written: "과(와)", particle: .and),
        ParticlePair(written: "(으)로", particle: .with),
        ParticlePair(written: "(이)나", particle: .or),
        ParticlePair(written: "아(야)", particle: .vocative),
        ParticlePair(written: "야(아)", particle: .vocative),
    ]
}
