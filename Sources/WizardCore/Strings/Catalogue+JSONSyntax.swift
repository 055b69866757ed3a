extension Catalogue {
    // MARK: JSON syntax errors, shown with their line and column

    /// The namespace of the parser's messages.
    public enum JSONSyntax {
        public static let trailingText = LocalizedText(
            en: "unexpected text after the JSON value", ko: "JSON 값 뒤에 예상하지 못한 글자가 있습니다")
        public static let endsEarly = LocalizedText(
            en: "the document ends where a value should be", ko: "값이 있어야 할 곳에서 문서가 끝납니다")
        public static let valueExpected = LocalizedText(
            en: "expected a value (an object, array, string, number, true, false or null)",
            ko: "값(객체, 배열, 문자열, 숫자, true, false, null)이 필요합니다")
        public static func word(_ word: String) -> LocalizedText {
            LocalizedText(en: "expected \(word)", ko: "\(word)가 필요합니다")
        }
        public static func tooDeep(_ limit: Int) -> LocalizedText {
            LocalizedText(
                en: "nested more than \(limit) levels deep", ko: "\(limit)단계보다 깊게 중첩되었습니다")
        }
        public static let keyExpected = LocalizedText(
            en: "expected a key in double quotes", ko: "큰따옴표로 감싼 키가 필요합니다")
        public static func keyGivenTwice(_ key: String) -> LocalizedText {
            LocalizedText(
                en: "\"\(key)\" is given twice, and programs differ on which one counts",
                ko: "\"\(key)\" 키가 두 번 있어 어느 값을 쓸지 정할 수 없습니다")
        }
        public static let colonExpected = LocalizedText(
            en: "expected ':' after the key", ko: "키 뒤에 ':'가 필요합니다")
        public static let memberEnd = LocalizedText(
            en: "expected ',' or '}' after the member", ko: "멤버 뒤에 ','나 '}'가 필요합니다")
        public static let elementEnd = LocalizedText(
            en: "expected ',' or ']' after the element", ko: "요소 뒤에 ','나 ']'가 필요합니다")
        public static let numberTooLarge = LocalizedText(
            en: "the number is too large", ko: "숫자가 너무 큽니다")
        public static let digitExpected = LocalizedText(
            en: "expected a digit", ko: "숫자가 필요합니다")
        public static let notUTF8 = LocalizedText(
            en: "the string is not valid UTF-8", ko: "문자열이 올바른 UTF-8이 아닙니다")
        public static let unterminated = LocalizedText(
            en: "the string never ends", ko: "문자열이 끝나지 않습니다")
        public static let controlCharacter = LocalizedText(
            en: "a control character must be escaped in a string",
            ko: "문자열 안의 제어 문자는 이스케이프해야 합니다")
        public static let unknownEscape = LocalizedText(
            en: "unknown escape", ko: "알 수 없는 이스케이프")
        public static let loneSurrogate = LocalizedText(
            en: "lone surrogate", ko: "짝이 없는 서로게이트")
        public static let hexDigits = LocalizedText(
            en: "expected four hexadecimal digits after \\u", ko: "\\u 뒤에 16진수 네 자리가 필요합니다")
    }
}
