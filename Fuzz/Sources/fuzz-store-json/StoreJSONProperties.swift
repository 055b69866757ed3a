import WizardCore

@testable import WizardIO

/// Checks the store's JSON reader on one fuzzer input (the bytes of a store file), trapping
/// when its contract does not hold: `StoreCoding.decode` either refuses the bytes with a
/// `StoreDefect` or returns an object, and what it returns survives a rewrite: both the
/// file `encode` writes and the line `compactJSON` prints decode to the same values (see
/// `survives(_:as:)` for what "same" allows of numbers).
func checkStoreJSON(_ bytes: [UInt8]) {
    guard let values = try? StoreCoding.decode(bytes) else { return }
    guard let rewritten = try? StoreCoding.decode(StoreCoding.encode(values)) else {
        preconditionFailure("the rewritten store does not decode")
    }
    precondition(survives(.object(values), as: .object(rewritten)), "the rewrite changed values")
    guard let printed = try? StoreCoding.decode(Array(StoreCoding.compactJSON(values).utf8))
    else {
        preconditionFailure("the printed JSON does not decode")
    }
    precondition(survives(.object(values), as: .object(printed)), "printing changed values")
}

/// Whether `rewritten` is `original` written out and read back: equal, except that a double
/// may come back as an integer of the same value.
///
/// The encoder writes a double in its shortest form, which for a large whole value is an
/// exponent form such as `4.4444444444444447e+18`, and the decoder reads that back as the
/// integer it spells. The number is the same double; only `JSONValue`'s case differs. An
/// integer that came back as a double, or as another integer, would be a real change.
private func survives(_ original: JSONValue, as rewritten: JSONValue) -> Bool {
    switch (original, rewritten) {
    case (.double(let double), .integer(let integer)):
        return Double(integer) == double
    case (.array(let originals), .array(let rewrittens)):
        return originals.count == rewrittens.count
            && zip(originals, rewrittens).allSatisfy { survives($0, as: $1) }
    case (.object(let originals), .object(let rewrittens)):
        return originals.count == rewrittens.count
            && originals.allSatisfy { key, value in
                rewrittens[key].map { survives(value, as: $0) } ?? false
            }
    default:
        return original == rewritten
    }
}
