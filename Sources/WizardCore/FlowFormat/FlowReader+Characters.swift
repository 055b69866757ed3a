import WizardMessages
import WizardText

/// Flow texts hold no character (grapheme cluster) of more than
/// ``AnswerBounds/scalarsPerCharacterLimit`` scalars, the bound an answer has: Unicode puts
/// no limit on a cluster (a letter with 100,000 combining marks is one), and terminals draw
/// such a cluster each in its own way, so wizard could not know how wide it shows.
extension FlowReader {
    /// Reports the first character of `string` (the text at `node`) over the limit, at its
    /// line and column; whether there was none.
    mutating func checkCharacters(_ string: String, node: JSONNode, path: JSONPath) -> Bool {
        let limit = AnswerBounds.scalarsPerCharacterLimit
        // Most texts have fewer scalars than one character may hold.
        guard string.unicodeScalars.count > limit else { return true }
        for (index, character) in string.enumerated() where character.unicodeScalars.count > limit {
            let location = JSONStringLocation.location(
                ofCharacter: index, in: node, bytes: fileBytes)
            problems.report(at: location) {
                FlowProblem(
                    path: path, location: location,
                    message: Message.FlowCheck.longCharacter(limit: limit))
            }
            return false
        }
        return true
    }
}
