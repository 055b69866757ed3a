extension Catalogue {
    // MARK: Problems of flow files (`wizard flow check`), shown after FILE:LINE:COLUMN: PATH:

    /// The namespace of the flow reader's messages.
    public enum FlowCheck {
        public static func formatVersion(_ version: Int) -> LocalizedText {
            LocalizedText(
                en: "this wizard reads format \(version) only",
                ko: "이 wizard는 형식 \(version)만 읽습니다")
        }
        public static func accent(names: String) -> LocalizedText {
            LocalizedText(
                en: "expected a colour name (\(names)) or \"#RRGGBB\"",
                ko: "색 이름(\(names))이나 \"#RRGGBB\"가 필요합니다")
        }
        public static func missingLanguage(_ code: String) -> LocalizedText {
            LocalizedText(
                en: "missing the \"\(code)\" text that other texts of the flow have",
                ko: "흐름의 다른 글에는 있는 \"\(code)\" 글이 없습니다")
        }
        public static let emptyText = LocalizedText(
            en: "expected a text that is not empty", ko: "비어 있지 않은 글이 필요합니다")
        public static func missingField(_ key: String) -> LocalizedText {
            LocalizedText(en: "missing \"\(key)\"", ko: "\"\(key)\"가 없습니다")
        }
        public static let badName = LocalizedText(
            en: "expected a name of ASCII letters, digits, '_', '-' and '.', starting with a"
                + " letter or '_' (at most 64)",
            ko: "ASCII 글자, 숫자, '_', '-', '.'로 된 이름(글자나 '_'로 시작, 64자 이하)이 필요합니다")
        public static let fractionForWhole = LocalizedText(
            en: "expected a whole number written without fraction or exponent",
            ko: "소수점이나 지수 없이 쓴 정수가 필요합니다")
        public static func wholeNumber(found: LocalizedText) -> LocalizedText {
            LocalizedText(
                en: "expected a whole number, found \(found.english)",
                ko: "정수가 필요한데 \(found.korean)입니다")
        }
        public static let stringExpected = LocalizedText(
            en: "expected a string", ko: "문자열이 필요합니다")
        public static let languageCode = LocalizedText(
            en: "expected a language code such as \"en\" or \"ko\"",
            ko: "\"en\"이나 \"ko\" 같은 언어 코드가 필요합니다")
        public static let missingEnglish = LocalizedText(
            en: "missing the English text (\"en\"), which every text needs",
            ko: "모든 글에 필요한 영어 글(\"en\")이 없습니다")
        public static let missingKorean = LocalizedText(
            en: "missing the Korean text (\"ko\"); English is shown instead",
            ko: "한국어 글(\"ko\")이 없어 영어로 보입니다")
        public static func textExpected(found: LocalizedText) -> LocalizedText {
            LocalizedText(
                en: "expected a string or an object of strings by language, found \(found.english)",
                ko: "문자열이나 언어별 문자열 객체가 필요한데 \(found.korean)입니다")
        }
        public static let unsafeText = LocalizedText(
            en: "contains a control or text-direction character",
            ko: "제어 문자나 텍스트 방향 문자가 들어 있습니다")
        public static let appWithoutName = LocalizedText(
            en: "uses {app}, but the flow has no \"app\" to stand for it",
            ko: "{app}을 쓰지만 흐름에 그것이 가리킬 \"app\"이 없습니다")
        public static let stepsExpected = LocalizedText(
            en: "expected a non-empty array of steps", ko: "비어 있지 않은 단계 배열이 필요합니다")
        public static func keyUsed(_ key: String, by earlier: String) -> LocalizedText {
            LocalizedText(
                en: "\"\(key)\" is already used by \(earlier)",
                ko: "\"\(key)\"는 이미 \(earlier)에서 쓰고 있습니다")
        }
        public static func unknownKind(_ kinds: String) -> LocalizedText {
            LocalizedText(
                en: "unknown step kind; expected one of \(kinds)",
                ko: "알 수 없는 단계 종류입니다. \(kinds) 중 하나가 필요합니다")
        }
        public static func reservedKey(_ key: String) -> LocalizedText {
            LocalizedText(
                en: "\"\(key)\" is kept by wizard itself; choose another key",
                ko: "\"\(key)\"는 wizard가 직접 쓰는 키입니다. 다른 키를 고르세요")
        }
        public static let featuresExpected = LocalizedText(
            en: "expected a non-empty array of features", ko: "비어 있지 않은 기능 배열이 필요합니다")
        public static let tourStyle = LocalizedText(
            en: "expected \"basic\", \"slide\" or \"progress\"",
            ko: "\"basic\", \"slide\", \"progress\" 중 하나가 필요합니다")
        public static let tourWithoutFeatures = LocalizedText(
            en: "a tour needs \"features\" to show", ko: "소개에는 보여 줄 \"features\"가 필요합니다")
        public static let secondsWithoutProgress = LocalizedText(
            en: "only a \"progress\" tour has seconds", ko: "초는 \"progress\" 소개에만 있습니다")
        public static let secondsRange = LocalizedText(
            en: "expected a number of seconds from 1 to 60", ko: "1에서 60 사이의 초가 필요합니다")
        public static let iconExpected = LocalizedText(
            en: "expected an SF Symbol name or a glyph", ko: "SF Symbol 이름이나 글리프가 필요합니다")
        public static let validatorsExpected = LocalizedText(
            en: "expected an array of validators", ko: "검사 규칙 배열이 필요합니다")
        public static let oneRule = LocalizedText(
            en: "one rule per validator: give min_length, max_length and pattern each its own"
                + " object, with its own alert",
            ko: "검사 규칙 하나에 규칙은 하나입니다. min_length, max_length, pattern을 각각"
                + " 알림과 함께 따로 쓰세요")
        public static let ruleExpected = LocalizedText(
            en: "expected one of \"min_length\", \"max_length\" or \"pattern\"",
            ko: "\"min_length\", \"max_length\", \"pattern\" 중 하나가 필요합니다")
        public static func lengths(minimum: Int, maximum: Int, minimumIsDefault: Bool)
            -> LocalizedText
        {
            LocalizedText(
                en: "min_length \(minimum) is more than max_length \(maximum)"
                    + (minimumIsDefault ? " (min_length is 1 unless a validator says)" : ""),
                ko: "min_length \(minimum)이(가) max_length \(maximum)보다 큽니다"
                    + (minimumIsDefault ? " (검사 규칙이 없으면 min_length는 1)" : ""))
        }
        public static func lengthRange(_ limit: Int) -> LocalizedText {
            LocalizedText(
                en: "expected a length from 0 to \(limit)", ko: "0에서 \(limit) 사이의 길이가 필요합니다")
        }
        public static let patternString = LocalizedText(
            en: "expected a regular expression as a string", ko: "문자열로 쓴 정규 표현식이 필요합니다")
        public static let patternAlert = LocalizedText(
            en: "a pattern needs an \"alert\" saying what to type",
            ko: "형식 규칙에는 무엇을 입력할지 알려 줄 \"alert\"가 필요합니다")
        /// A pattern outside the subset, with the character where it goes wrong (from 1).
        public static func patternRefused(_ refusal: PatternRefusal) -> LocalizedText {
            let reason = patternReason(refusal.reason)
            let position = refusal.position + 1
            return LocalizedText(
                en: reason.english + " (at character \(position) of the pattern)",
                ko: reason.korean + " (패턴의 \(position)번째 문자)")
        }
        private static func patternReason(_ reason: PatternRefusal.Reason) -> LocalizedText {
            switch reason {
            case .backreference:
                LocalizedText(en: "backreferences are not supported", ko: "역참조는 쓸 수 없습니다")
            case .lookaround:
                LocalizedText(
                    en: "lookahead and lookbehind are not supported", ko: "전방·후방 탐색은 쓸 수 없습니다")
            case .atomicGroup:
                LocalizedText(
                    en: "atomic groups (?>…) are not supported", ko: "원자 그룹 (?>…)은 쓸 수 없습니다")
            case .possessive:
                LocalizedText(
                    en: "possessive quantifiers such as *+ are not supported",
                    ko: "*+ 같은 소유 수량자는 쓸 수 없습니다")
            case .quoting:
                LocalizedText(
                    en: "\\Q…\\E quoting is not supported: escape each character",
                    ko: "\\Q…\\E 인용은 쓸 수 없습니다. 문자마다 이스케이프하세요")
            case .flag:
                LocalizedText(
                    en: "the only flag is (?i), at the very start",
                    ko: "플래그는 맨 앞의 (?i)만 쓸 수 있습니다")
            case .groupKind:
                LocalizedText(
                    en: "only ( ) and (?: ) groups are supported", ko: "그룹은 ( )와 (?: )만 쓸 수 있습니다")
            case .escape(let escape):
                LocalizedText(
                    en: "the escape \(escape) is not supported", ko: "\(escape) 이스케이프는 쓸 수 없습니다")
            case .trailingBackslash:
                LocalizedText(en: "the pattern ends with a lone \\", ko: "패턴이 \\ 하나로 끝납니다")
            case .codePoint:
                LocalizedText(
                    en: "expected \\u with four hex digits or \\u{…} naming a Unicode scalar",
                    ko: "\\u 뒤에는 16진수 네 자리나 {…} 안의 유니코드 스칼라 값이 필요합니다")
            case .unclosedGroup:
                LocalizedText(en: "this ( is never closed", ko: "이 ( 에 맞는 닫는 괄호가 없습니다")
            case .unopenedGroup:
                LocalizedText(en: "this ) closes no group", ko: "이 ) 에 맞는 여는 괄호가 없습니다")
            case .unclosedClass:
                LocalizedText(en: "this [ is never closed", ko: "이 [ 에 맞는 닫는 대괄호가 없습니다")
            case .emptyClass:
                LocalizedText(en: "a class matches no character", ko: "아무 문자에도 맞지 않는 문자 집합입니다")
            case .classSetOperation:
                LocalizedText(
                    en:
                        "nested classes and &&, --, ~~ in a class are not supported: write \\[ for a bracket",
                    ko: "문자 집합 안의 집합과 &&, --, ~~는 쓸 수 없습니다. 대괄호는 \\[로 쓰세요")
            case .range:
                LocalizedText(
                    en: "a range goes from a lower to a higher single character",
                    ko: "범위는 낮은 문자 하나에서 높은 문자 하나로 가야 합니다")
            case .nothingToRepeat:
                LocalizedText(en: "a quantifier with nothing to repeat", ko: "반복할 대상이 없는 수량자입니다")
            case .brace:
                LocalizedText(
                    en: "write \\{, \\} or \\] for a brace or bracket that is not a count or class",
                    ko: "반복 횟수나 문자 집합이 아닌 괄호는 \\{, \\}, \\]로 쓰세요")
            case .countOrder:
                LocalizedText(en: "a count {m,n} needs m ≤ n", ko: "반복 횟수 {m,n}은 m ≤ n이어야 합니다")
            case .countTooLarge:
                LocalizedText(
                    en: "a count may be at most \(PatternLimits.repetitionCount)",
                    ko: "반복 횟수는 \(PatternLimits.repetitionCount) 이하여야 합니다")
            case .nestingTooDeep:
                LocalizedText(
                    en: "groups nest more than \(PatternLimits.nestingDepth) deep",
                    ko: "그룹이 \(PatternLimits.nestingDepth)단계보다 깊게 겹칩니다")
            case .tooLarge:
                LocalizedText(
                    en:
                        "the pattern is too large (over \(PatternLimits.programSize) steps); use smaller counts",
                    ko: "패턴이 너무 큽니다(\(PatternLimits.programSize)단계 초과). 반복 횟수를 줄이세요")
            }
        }
        public static let stepTooSmall = LocalizedText(
            en: "expected a step of at least 1", ko: "1 이상의 간격이 필요합니다")
        public static func maxBelowMin(_ minimum: Int, _ maximum: Int) -> LocalizedText {
            LocalizedText(
                en: "max \(maximum) is less than min \(minimum)",
                ko: "max \(maximum)이(가) min \(minimum)보다 작습니다")
        }
        public static func stepTooWide(_ step: Int, _ minimum: Int, _ maximum: Int)
            -> LocalizedText
        {
            LocalizedText(
                en: "a step of \(step) is wider than the range \(minimum)…\(maximum)",
                ko: "간격 \(step)이(가) 범위 \(minimum)…\(maximum)보다 넓습니다")
        }
        public static func maxUnreachable(_ minimum: Int, _ maximum: Int, step: Int)
            -> LocalizedText
        {
            LocalizedText(
                en: "max \(maximum) cannot be reached from min \(minimum) in steps of \(step)",
                ko: "min \(minimum)에서 \(step) 간격으로는 max \(maximum)에 닿을 수 없습니다")
        }
        public static func defaultOutside(_ value: Int, _ range: ClosedRange<Int>, step: Int)
            -> LocalizedText
        {
            let (lower, upper) = (range.lowerBound, range.upperBound)
            return LocalizedText(
                en: "default \(value) is outside the slider's range \(lower)…\(upper)"
                    + (step == 1 ? "" : " in steps of \(step)"),
                ko: "default \(value)이(가) 슬라이더의 범위 \(lower)…\(upper)"
                    + (step == 1 ? "" : "(\(step) 간격)") + "에 없습니다")
        }
        public static func boundRange(_ bounds: ClosedRange<Int>) -> LocalizedText {
            LocalizedText(
                en: "expected a whole number from \(bounds.lowerBound) to \(bounds.upperBound)",
                ko: "\(bounds.lowerBound)에서 \(bounds.upperBound) 사이의 정수가 필요합니다")
        }
        public static let optionCount = LocalizedText(
            en: "expected an array of 1 to 999 options", ko: "선택지 1~999개의 배열이 필요합니다")
        public static func valueRepeated(_ value: String, by earlier: String) -> LocalizedText {
            LocalizedText(
                en: "\"\(value)\" is already the value of \(earlier) (values ignore case)",
                ko: "\"\(value)\"는 이미 \(earlier)의 값입니다(값은 대소문자를 가리지 않음)")
        }
        public static let optionValue = LocalizedText(
            en: "expected a non-empty string of printable characters",
            ko: "출력할 수 있는 글자로 된 비어 있지 않은 문자열이 필요합니다")
        public static let digitsValue = LocalizedText(
            en: "a value of digits only would be taken for an option number",
            ko: "숫자로만 된 값은 선택지 번호로 읽힙니다")
        public static let booleanExpected = LocalizedText(
            en: "expected true or false", ko: "true나 false가 필요합니다")
        public static func objectExpected(found: LocalizedText) -> LocalizedText {
            LocalizedText(
                en: "expected an object, found \(found.english)",
                ko: "객체가 필요한데 \(found.korean)입니다")
        }
        public static func givenTwice(_ key: String) -> LocalizedText {
            LocalizedText(en: "\"\(key)\" is given twice", ko: "\"\(key)\"가 두 번 있습니다")
        }
        public static func unknownField(_ key: String, known: String) -> LocalizedText {
            LocalizedText(
                en: "unknown field \"\(key)\"; known fields here: \(known)",
                ko: "알 수 없는 필드 \"\(key)\". 여기서 쓸 수 있는 필드: \(known)")
        }
    }
}

extension Catalogue.FlowCheck {
    /// A JSON value's type as messages name it: `an object`, `a string`, ….
    public static func typeName(_ node: JSONNode) -> LocalizedText {
        switch node.value {
        case .object: LocalizedText(en: "an object", ko: "객체")
        case .array: LocalizedText(en: "an array", ko: "배열")
        case .string: LocalizedText(en: "a string", ko: "문자열")
        case .integer, .fraction: LocalizedText(en: "a number", ko: "숫자")
        case .bool: LocalizedText(en: "true or false", ko: "true나 false")
        case .null: LocalizedText(en: "null", ko: "null")
        }
    }
}
