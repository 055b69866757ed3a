extension Catalogue {
    // MARK: JSON syntax errors, shown with their line and column

    /// The namespace of the parser's messages.
    public enum JSONSyntax {
        public static let trailingText = localized { $0.trailingText }
        public static let endsEarly = localized { $0.endsEarly }
        public static let valueExpected = localized { $0.valueExpected }
        public static func word(_ word: String) -> LocalizedText {
            localized { $0.word(word) }
        }
        public static func tooDeep(_ limit: Int) -> LocalizedText {
            localized { $0.tooDeep(limit) }
        }
        public static let keyExpected = localized { $0.keyExpected }
        public static func keyGivenTwice(_ key: String) -> LocalizedText {
            localized { $0.keyGivenTwice(key) }
        }
        public static let colonExpected = localized { $0.colonExpected }
        public static let memberEnd = localized { $0.memberEnd }
        public static let elementEnd = localized { $0.elementEnd }
        public static let numberTooLarge = localized { $0.numberTooLarge }
        public static let digitExpected = localized { $0.digitExpected }
        public static let notUTF8 = localized { $0.notUTF8 }
        public static let unterminated = localized { $0.unterminated }
        public static let controlCharacter = localized { $0.controlCharacter }
        public static let unknownEscape = localized { $0.unknownEscape }
        public static let loneSurrogate = localized { $0.loneSurrogate }
        public static let hexDigits = localized { $0.hexDigits }
    }
}
