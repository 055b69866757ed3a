import WizardCore

@testable import WizardIO

/// Checks the store's codec on one fuzzer input (the bytes of a store file for the default
/// flow), trapping when its contract does not hold: `StoreCoding.decode` either refuses the
/// bytes with a `ProfileDefect` or returns a document, and then
/// - each value of a key the flow does not type is the text the input holds, byte for byte;
/// - the file `encode` writes decodes to the same document: the same typed values and the
///   same text of every other value; writing that again gives the same bytes;
/// - the line `compactJSON` prints (`wizard profile --json`) decodes to the same values.
func checkStoreCodec(_ bytes: [UInt8]) {
    guard let document = try? StoreCoding.decode(bytes, flow: .onboarding) else { return }
    checkVerbatim(document, source: bytes)
    let written = StoreCoding.encode(document)
    guard let reread = try? StoreCoding.decode(written, flow: .onboarding) else {
        preconditionFailure("the rewritten store does not decode")
    }
    precondition(reread.values == document.values, "the rewrite changed known values")
    precondition(reread.otherValues == document.otherValues, "the rewrite changed other values")
    precondition(StoreCoding.encode(reread) == written, "a second rewrite changed the file")
    let printed = StoreCoding.compactJSON(document.values, otherValues: document.otherValues)
    guard let fromPrinted = try? StoreCoding.decode(Array(printed.utf8), flow: .onboarding) else {
        preconditionFailure("the printed JSON does not decode")
    }
    precondition(fromPrinted.values == document.values, "printing changed known values")
    precondition(
        fromPrinted.otherValues.mapValues(\.value) == document.otherValues.mapValues(\.value),
        "printing changed other values")
}

/// Each other value of `document` is the text of its member in `source`.
private func checkVerbatim(_ document: ProfileDocument, source: [UInt8]) {
    guard let root = try? JSONParser.parse(source), case .object(let members) = root.value else {
        preconditionFailure("a store that decodes is an object")
    }
    for member in members {
        guard let raw = document.otherValues[JSONKey(member.key)] else {
            precondition(document.values[member.key] != nil, "a key was dropped")
            continue
        }
        precondition(
            raw.text.elementsEqual(source[member.value.span]), "a value was not kept verbatim")
    }
}
