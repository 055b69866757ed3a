import WizardMessages

/// The substitutions a flow's texts may hold (`docs/flow-format.md`, "Substitutions"):
/// `${name}` stands for a variable or an earlier answer, `{app}` (the format's first
/// substitution) means `${app}`, `$$` writes one `$`, and a Korean particle pair right after
/// a substitution (`${app}와(과)`) is resolved for the value.
///
/// A `$` followed by anything else is itself. A value put in is text: it is never read for
/// substitutions again.
public enum FlowTextTemplate {
    /// One `${name}` (or `{app}`) in a template: the name, and where the substitution starts,
    /// in characters from the template's start (for a problem's column).
    public struct Reference: Sendable, Equatable {
        public let name: Substring
        public let characterOffset: Int
        /// How many characters it is written with: `${` and `}`, or `{` and `}`, around
        /// the name.
        public let characterCount: Int
    }

    /// What is wrong with a `$` in a template: a `${` that no name and `}` follow.
    public struct Malformed: Error, Sendable, Equatable {
        /// Where the `$` is, in characters from the template's start.
        public let characterOffset: Int

        public init(characterOffset: Int) {
            self.characterOffset = characterOffset
        }
    }

    /// Whether `text` may hold a substitution or an escape: it has a `$` or a `{`. One
    /// byte scan, so that texts without any cost nothing more.
    @inlinable
    public static func mayHoldSubstitutions(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0x24 || $0 == 0x7B }
    }

    /// The old spelling of `${app}`, kept working.
    private static let appMarker = Array("{app}".utf8)

    /// Every `${name}` in `template`, in order.
    ///
    /// - Throws: the first `${` not followed by a name (``FlowReader/isValidKey(_:)``) and
    ///   `}`.
    public static func references(in template: String) throws(Malformed) -> [Reference] {
        var references: [Reference] = []
        var failure: Malformed?
        scan(template) { piece in
            switch piece {
            case .literal: break
            case .reference(let name, let written, let offset):
                references.append(
                    Reference(name: name, characterOffset: offset, characterCount: written.count))
            case .malformed(let offset):
                if failure == nil { failure = Malformed(characterOffset: offset) }
            }
        }
        if let failure { throw failure }
        return references
    }

    /// `template` with each `${name}` replaced by `value(name)`, kept as written when that
    /// gives `nil`; each `$$` written as `$`; and a Korean particle pair right after a
    /// substitution resolved for the value it follows.
    public static func render(_ template: String, value: (Substring) -> String?) -> String {
        guard mayHoldSubstitutions(template) else { return template }
        var output = ""
        output.reserveCapacity(template.utf8.count + 16)
        var pendingParticle: String?
        scan(template) { piece in
            switch piece {
            case .literal(let text):
                var text = text
                if let filled = pendingParticle,
                    let (particle, length) = TextTemplate.particle(after: filled, in: text)
                {
                    output += particle
                    text = Substring(text.utf8.dropFirst(length))
                }
                pendingParticle = nil
                output += text
            case .reference(let name, let written, _):
                pendingParticle = nil
                if let filled = value(name) {
                    output += filled
                    pendingParticle = filled
                } else {
                    output += written
                }
            case .malformed:
                pendingParticle = nil
                output += "$"
            }
        }
        return output
    }

    /// A piece of a template, as ``scan(_:_:)`` finds them.
    private enum Piece {
        case literal(Substring)
        /// `written`: the whole substitution as the template writes it.
        case reference(name: Substring, written: Substring, characterOffset: Int)
        /// A `$` that begins `${` with no name and `}` after it; written as itself.
        case malformed(characterOffset: Int)
    }

    /// Calls `visit` with each piece of `template` in order: literal runs (a `$$` gives a
    /// run of one `$`), references and malformed `${`.
    private static func scan(_ template: String, _ visit: (Piece) -> Void) {
        let bytes = template.utf8
        var literalStart = bytes.startIndex
        var index = bytes.startIndex
        func flush(upTo end: String.Index) {
            if literalStart < end { visit(.literal(template[literalStart..<end])) }
        }
        while index < bytes.endIndex {
            if bytes[index] == 0x7B, bytes[index...].starts(with: appMarker) {
                flush(upTo: index)
                let offset = template.distance(from: template.startIndex, to: index)
                let end = bytes.index(index, offsetBy: appMarker.count)
                let name = template[bytes.index(after: index)..<bytes.index(before: end)]
                visit(
                    .reference(name: name, written: template[index..<end], characterOffset: offset))
                index = end
                literalStart = index
                continue
            }
            guard bytes[index] == 0x24 else {
                index = bytes.index(after: index)
                continue
            }
            let next = bytes.index(after: index)
            guard next < bytes.endIndex, bytes[next] == 0x24 || bytes[next] == 0x7B else {
                index = next
                continue
            }
            flush(upTo: index)
            let offset = template.distance(from: template.startIndex, to: index)
            if bytes[next] == 0x24 {
                // `$$`: the second `$` starts the next literal run.
                literalStart = next
                index = bytes.index(after: next)
                continue
            }
            let nameStart = bytes.index(after: next)
            if let close = bytes[nameStart...].firstIndex(of: 0x7D),
                FlowReader.isValidKey(String(template[nameStart..<close]))
            {
                let end = bytes.index(after: close)
                visit(
                    .reference(
                        name: template[nameStart..<close], written: template[index..<end],
                        characterOffset: offset))
                index = bytes.index(after: close)
            } else {
                visit(.malformed(characterOffset: offset))
                index = next
            }
            literalStart = index
        }
        flush(upTo: bytes.endIndex)
    }
}
