import MessageFormat

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
        MessageTemplate.render(template, value: value) { filled, rest in
            let quote = rest.first.flatMap { closingQuotes.contains($0) ? String($0) : nil } ?? ""
            let after = rest.dropFirst(quote.count)
            guard let pair = ParticlePair.all.first(where: { after.hasPrefix($0.written) }) else {
                return nil
            }
            return (quote + pair.particle.after(filled), quote.count + pair.written.count)
        }
    }
}

/// The quotes a value may stand in with its particle after them.
private let closingQuotes: Set<Character> = ["\"", "'", "`", "’", "”"]

/// A Korean particle written with both of its forms, as Korean software writes one after a
/// value it does not know: `이(가)`, `을(를)`, `은(는)`, `와(과)`, `(으)로`, `(이)나`.
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
    ]
}
