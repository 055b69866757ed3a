import TestSupport
import Testing
import WizardText

@Suite("UTF-8 text", .timeLimit(.minutes(5)))
struct UTF8TextTests {
    /// The standard library's reading, which `UTF8Text` must agree with.
    func standard(_ bytes: [UInt8]) -> String? {
        String(validating: bytes, as: UTF8.self)
    }

    @Test("every sequence of up to two bytes, and every lead byte with each edge of its range")
    func edges() {
        var inputs: [[UInt8]] = []
        for first in 0...255 {
            inputs.append([UInt8(first)])
            for second in 0...255 { inputs.append([UInt8(first), UInt8(second)]) }
        }
        let edges: [UInt8] = [0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        for lead in 0xC0...0xFF {
            for second in edges {
                for third in edges {
                    inputs.append([UInt8(lead), second, third])
                    for fourth in edges { inputs.append([UInt8(lead), second, third, fourth]) }
                }
            }
        }
        var disagreements: [[UInt8]] = []
        for input in inputs where UTF8Text.string(input) != standard(input) {
            disagreements.append(input)
        }
        #expect(disagreements.isEmpty, "first: \(disagreements.prefix(5))")
    }

    @Test("random bytes, mostly valid text with a few broken, agree with the standard library")
    func randomBytes() {
        var generator = SeededRandom(seed: 0x5EED)
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("é".utf8), Array("한".utf8), Array("😀".utf8),
            [0x80], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0x80],
        ]
        for _ in 0..<20_000 {
            var input: [UInt8] = []
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                input += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            #expect(UTF8Text.string(input) == standard(input), "\(input)")
        }
    }

    @Test("well-formed text comes back as itself")
    func roundTrip() {
        for text in ["", "Alice", "Zoë", "김민준", "名前", "👩‍💻 ok"] {
            #expect(UTF8Text.string(Array(text.utf8)) == text)
        }
    }
}
