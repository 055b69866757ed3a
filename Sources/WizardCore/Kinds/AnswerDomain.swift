/// Every answer a question can store, as a set: what a condition on the question may test
/// (``QuestionKind/answerDomain``). `flow check` checks conditions against it, a session
/// checks stored answers with it, and `wizard flow questions --json` describes it.
///
/// The cases are kinds of sets, not kinds of questions: a new question kind picks the one
/// its answers form.
public enum AnswerDomain: Sendable {
    /// Strings: those `accepts` says the question's validators give back as they are
    /// (trimmed, in NFC, within its lengths, matching its pattern).
    case text(accepts: @Sendable (String) -> Bool)
    /// Whole numbers from `range.lowerBound` in steps of `step`, within `range`.
    case wholeNumbers(ClosedRange<Int>, step: Int)
    /// One of a few values: a picker's option values, a confirm question's true and false.
    case oneOf([JSONValue])
    /// A list of distinct option values (in the options' order), as many as `count` allows.
    case someOf([String], count: ClosedRange<Int>)

    /// Whether `value` is an answer the question can store.
    public func contains(_ value: JSONValue) -> Bool {
        switch (self, value) {
        case (.text(let accepts), .string(let text)):
            return accepts(text)
        case (.wholeNumbers(let range, let step), .integer(let number)):
            return range.contains(number) && (number - range.lowerBound) % step == 0
        case (.oneOf(let values), _):
            return values.contains(value)
        case (.someOf(let options, let count), .array(let elements)):
            let chosen = elements.compactMap { element -> String? in
                if case .string(let value) = element { value } else { nil }
            }
            return chosen.count == elements.count && Set(chosen).count == chosen.count
                && count.contains(chosen.count) && chosen.allSatisfy(options.contains)
        case (.text, _), (.wholeNumbers, _), (.someOf, _):
            return false
        }
    }

    /// The JSON type its answers are, which the profile store keeps
    /// (``StepKind/storedType``).
    public var storedType: JSONType {
        switch self {
        case .text: .string
        case .wholeNumbers: .integer
        case .oneOf(let values):
            if case .bool = values.first { .boolean } else { .string }
        case .someOf: .stringArray
        }
    }

    /// The kind of JSON value its answers are, as messages name it.
    public var valueKind: JSONValueKind { storedType.valueKind }

    /// The answers described for other tools (`wizard flow questions --json`): their JSON
    /// type, and their range, values or options.
    public var json: JSONValue {
        switch self {
        case .text:
            return .object(["type": .string("string")])
        case .wholeNumbers(_, let step):
            let bounds = wholeNumberBounds ?? 0...0
            return .object([
                "type": .string("integer"), "minimum": .integer(bounds.lowerBound),
                "maximum": .integer(bounds.upperBound), "step": .integer(step),
            ])
        case .oneOf(let values):
            let type = storedType == .boolean ? "boolean" : "string"
            return .object(["type": .string(type), "values": .array(values)])
        case .someOf(let options, let count):
            return .object([
                "type": .string("array"), "values": .array(options.map { .string($0) }),
                "minItems": .integer(count.lowerBound), "maxItems": .integer(count.upperBound),
            ])
        }
    }

    /// The least and the greatest answer, for whole numbers.
    public var wholeNumberBounds: ClosedRange<Int>? {
        guard case .wholeNumbers(let range, let step) = self else { return nil }
        let span = range.upperBound - range.lowerBound
        return range.lowerBound...(range.lowerBound + span / step * step)
    }

    /// The answers a flow check needs to try to know every outcome `tests` (all on this
    /// question) can have: each test gives the same result on every answer a sample stands
    /// for. `nil` when there would be more than `limit`.
    ///
    /// Text is taken to have answers other than those the tests name (a sample that is
    /// none of them stands for those), which a pattern may in truth rule out.
    public func samples(for tests: [AnswerTest], limit: Int) -> [JSONValue]? {
        var named: [JSONValue] = []
        for test in tests {
            switch test {
            case .equals(let value): named.append(value)
            case .isOneOf(let values): named += values
            case .atLeast, .atMost, .contains: continue
            }
        }
        switch self {
        case .text:
            let texts = named.filter(contains)
            var other = "\u{1}"
            while texts.contains(.string(other)) { other += "\u{1}" }
            return Self.within(limit, Array(Set(texts)) + [.string(other)])
        case .wholeNumbers:
            return Self.within(limit, numberSamples(named: named, tests: tests))
        case .oneOf(let values):
            let wanted = values.filter(named.contains)
            let unnamed = values.first { !named.contains($0) }
            return Self.within(limit, wanted + (unnamed.map { [$0] } ?? []))
        case .someOf(let options, let count):
            return choiceSamples(options: options, count: count, named: named, tests: tests)
                .flatMap { Self.within(limit, $0) }
        }
    }

    private static func within(_ limit: Int, _ samples: [JSONValue]) -> [JSONValue]? {
        samples.count <= limit ? samples : nil
    }

    /// One answer in each stretch the tests' numbers cut the answers into: at each number,
    /// and between neighbouring numbers, where there is an answer there.
    private func numberSamples(named: [JSONValue], tests: [AnswerTest]) -> [JSONValue] {
        guard case .wholeNumbers(let range, let step) = self, let bounds = wholeNumberBounds
        else { return [] }
        var cuts = Set(named.compactMap { if case .integer(let n) = $0 { n } else { nil } })
        for test in tests {
            if case .atLeast(let bound) = test { cuts.insert(bound) }
            if case .atMost(let bound) = test { cuts.insert(bound) }
        }
        let points = cuts.filter { bounds.contains($0) }.sorted()
        /// The least answer above `low` (`nil`: from the start) and below `high`, if any.
        func answer(above low: Int?, below high: Int?) -> Int? {
            let start = low.map { $0 + 1 } ?? range.lowerBound
            guard start <= bounds.upperBound else { return nil }
            let offset = max(start - range.lowerBound, 0)
            let first = range.lowerBound + (offset + step - 1) / step * step
            guard first <= bounds.upperBound, high.map({ first < $0 }) ?? true else { return nil }
            return first
        }
        var samples: [Int] = []
        var previous: Int?
        for point in points {
            if let between = answer(above: previous, below: point) { samples.append(between) }
            if contains(.integer(point)) { samples.append(point) }
            previous = point
        }
        if let last = answer(above: previous, below: nil) { samples.append(last) }
        return samples.map { .integer($0) }
    }

    /// The lists of choices that tell the tests apart: every way of having or not having
    /// each named option, with no other option or with as few others as the count allows.
    /// `nil` past 12 named options.
    private func choiceSamples(
        options: [String], count: ClosedRange<Int>, named: [JSONValue], tests: [AnswerTest]
    ) -> [JSONValue]? {
        var wanted: [String] = []
        func name(_ value: String) {
            if options.contains(value), !wanted.contains(value) { wanted.append(value) }
        }
        for value in named {
            if case .array(let elements) = value {
                for case .string(let element) in elements { name(element) }
            }
        }
        for test in tests { if case .contains(let value) = test { name(value) } }
        guard wanted.count <= 12 else { return nil }
        let others = options.filter { !wanted.contains($0) }
        var samples: [JSONValue] = []
        for pattern in 0..<(1 << wanted.count) {
            let chosen = wanted.indices.filter { pattern & (1 << $0) != 0 }.map { wanted[$0] }
            let least = max(count.lowerBound - chosen.count, 0)
            let extras = [0, max(least, 1)].filter {
                $0 <= others.count && count.contains(chosen.count + $0)
            }
            for extra in Set(extras).sorted() {
                let list = options.filter {
                    chosen.contains($0) || others.prefix(extra).contains($0)
                }
                samples.append(.array(list.map { .string($0) }))
            }
        }
        return samples
    }
}
