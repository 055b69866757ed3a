import WizardMessages
import WizardText

/// The substitutions in a flow's texts and defaults (`${name}`), and options taken from a
/// source (`{"from": NAME}`): each name checked against the flow's variables and the steps
/// before, and recorded as a name the step takes from a run (``Step/references``).
extension FlowReader {
    /// Checks the substitutions in `string`, the string literal `node`, reporting each
    /// problem at its column; records each variable or earlier answer it names.
    ///
    /// - Returns: whether it names a value known only at run time (not the app name), so
    ///   that it is kept as written for the run to fill in.
    mutating func checkSubstitutions(_ string: String, node: JSONNode, path: JSONPath) -> Bool {
        guard FlowTextTemplate.mayHoldSubstitutions(string) else { return false }
        let references: [FlowTextTemplate.Reference]
        do {
            references = try FlowTextTemplate.references(in: string)
        } catch {
            problemInString(
                path, node, at: error.characterOffset,
                Message.FlowCheck.malformedSubstitution(
                    opening: "${", example: "${name}", dollar: "$$"))
            return false
        }
        var namesRunValue = false
        for reference in references {
            let name = String(reference.name)
            checkParticle(after: reference, in: string, node: node, path: path)
            if name == Self.appVariable {
                if appName == nil {
                    problemInString(
                        path, node, at: reference.characterOffset,
                        Message.FlowCheck.appWithoutName)
                }
                continue
            }
            // A shared text is read before the steps, for any step to use: it names no answer.
            if readingSharedText, variablesByName[name] == nil {
                if !declaredVariableNames.contains(name) {
                    problemInString(
                        path, node, at: reference.characterOffset,
                        Message.FlowCheck.sharedTextSubstitution(name))
                }
                continue
            }
            // An alert may quote the answer it refuses; a secret's never does.
            if name == Self.answerReference, path.isAlert {
                if readingSecret {
                    problemInString(
                        path, node, at: reference.characterOffset,
                        Message.FlowCheck.secretAnswerInAlert)
                }
                continue
            }
            if variablesByName[name]?.dependsOnAnswers == true {
                problemInString(
                    path, node, at: reference.characterOffset,
                    Message.FlowCheck.dependentVariableUse(name))
            } else if variablesByName[name] != nil {
                stepReferences.insert(name)
                substitutionSites[name, default: 0] += 1
                namesRunValue = true
            } else if let question = earlierSteps[name]?.question {
                if question.exposure.mayAppear(in: .texts) {
                    stepReferences.insert(name)
                    substitutionSites[name, default: 0] += 1
                    namesRunValue = true
                } else {
                    problemInString(
                        path, node, at: reference.characterOffset,
                        Message.FlowCheck.hiddenSubstitution(name))
                }
            } else if earlierClaimedKeys.contains(name), earlierSteps[name] == nil {
                // An earlier step with a problem of its own, already reported.
                continue
            } else {
                problemInString(
                    path, node, at: reference.characterOffset,
                    claimedKeys.contains(name)
                        ? Message.FlowCheck.laterSubstitution(name)
                        : Message.FlowCheck.unknownSubstitution(name))
            }
        }
        return namesRunValue
    }

    /// The name an alert quotes the refused answer by (`${answer}`), filled in as the
    /// answer is refused (``ValidationError/quoting(_:)``).
    static let answerReference = "answer"

    /// Warns of a Korean particle written in one form right after
    /// `reference` (`${app}와`): it fits only values that end as the writer's did, where the
    /// pair (`${app}와(과)`) fits any.
    private mutating func checkParticle(
        after reference: FlowTextTemplate.Reference, in string: String, node: JSONNode,
        path: JSONPath
    ) {
        let end = reference.characterOffset + reference.characterCount
        let rest = string.dropFirst(end)
        guard let first = rest.unicodeScalars.first, (0xAC00...0xD7A3).contains(first.value)
        else { return }
        for (form, pair) in Self.particleForms where rest.hasPrefix(form) {
            let next = rest.dropFirst(form.count).first
            // A pair as written, or a longer word (`${app}이름`), is no bare particle.
            if next == "(" || next.map(Self.isHangulSyllable) == true { continue }
            let location = JSONStringLocation.location(
                ofCharacter: end, in: node, bytes: fileBytes)
            problems.warn(at: location) {
                FlowProblem(
                    path: path, location: location,
                    message: Message.FlowCheck.bareParticle(particle: form, pair: pair),
                    isWarning: true)
            }
            return
        }
    }

    /// Each form of a Korean particle whose form depends on the word before it, longest
    /// first, with the pair that resolves it.
    private static let particleForms: [(String, String)] = [
        ("으로", "(으)로"), ("이나", "(이)나"), ("이", "이(가)"), ("가", "이(가)"),
        ("을", "을(를)"), ("를", "을(를)"), ("은", "은(는)"), ("는", "은(는)"), ("와", "와(과)"),
        ("과", "와(과)"), ("로", "(으)로"), ("아", "아(야)"), ("야", "아(야)"),
    ]

    private static func isHangulSyllable(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
    }

    /// `text`, read from `node`, with `${app}` put in and `$$` written as `$` when it names
    /// nothing known only at run time (`namesRunValue` false); else as written, for the
    /// run.
    func fillingStaticSubstitutions(_ text: LocalizedText, namesRunValue: Bool)
        -> LocalizedText
    {
        guard !namesRunValue, text.contains(where: FlowTextTemplate.mayHoldSubstitutions)
        else { return text }
        // The app name's languages are the text's too: "Welcome to {app}", one string,
        // reads 터피 in Korean.
        return text.combining(appName.map { [$0] } ?? []) { language, strings in
            FlowTextTemplate.render(strings[0]) { name in
                name == Self.appVariable ? appName?(language) : nil
            }
        }
    }

    /// A blocking problem at the character `offset` of the string literal `node`.
    private mutating func problemInString(
        _ path: JSONPath, _ node: JSONNode, at offset: Int, _ message: LocalizedText
    ) {
        let location = JSONStringLocation.location(
            ofCharacter: offset, in: node, bytes: fileBytes)
        problems.report(at: location) {
            FlowProblem(path: path, location: location, message: message)
        }
    }

    /// A step's `options` when they are `{"from": NAME}`: a list variable, or an earlier
    /// multi-select that cannot be answered with no choice. `nil` (nothing taken) when the
    /// options are listed; the source and the options known before the run otherwise (an
    /// earlier multi-select's; none for a variable), or no source after a problem.
    mutating func readOptionSource(_ fields: inout JSONFields) -> (
        source: OptionSource?, options: [PickerOption]
    )? {
        guard let node = fields.node["options"], case .object = node.value else { return nil }
        _ = fields.take("options")
        let path = fields.path("options")
        guard var sourceFields = JSONFields(node, path: path, problems: &problems) else {
            return (nil, [])
        }
        defer { sourceFields.reportLeftovers(into: &problems) }
        guard let fromNode = sourceFields.take("from") else {
            problem(path, node, Message.FlowCheck.optionsExpected(example: #"{"from": NAME}"#))
            return (nil, [])
        }
        let fromPath = sourceFields.path("from")
        guard case .string(let name) = fromNode.value else {
            problem(
                fromPath, fromNode, Message.FlowCheck.optionsExpected(example: #"{"from": NAME}"#))
            return (nil, [])
        }
        if let variable = variablesByName[name] {
            guard variable.isList else {
                problem(fromPath, fromNode, Message.FlowCheck.optionsFromSingle(name))
                return (nil, [])
            }
            guard checkArgumentKeys(of: variable, at: (fromNode, fromPath)) else {
                return (nil, [])
            }
            stepReferences.insert(name)
            return (.variable(name), [])
        }
        if let offered = earlierSteps[name]?.kind.offeredOptions {
            if !offered.alwaysChoosesOne {
                // Answered with no choice, it leaves nothing to offer: the step is then
                // passed over, as one whose condition does not hold.
                stepConditions.append(.not(.test(key: name, .equals(.array([])))))
            }
            stepReferences.insert(name)
            return (.answer(name), offered.all)
        }
        if earlierClaimedKeys.contains(name), earlierSteps[name] == nil { return (nil, []) }
        let isLater = claimedKeys.contains(name) && earlierSteps[name] == nil
        problem(
            fromPath, fromNode,
            isLater
                ? Message.FlowCheck.laterSubstitution(name)
                : Message.FlowCheck.optionsFromUnknown(name))
        return (nil, [])
    }
}

extension FlowReader {
    /// Whether each answer a variable's command names (``FlowVariable/argumentKeys``) is an
    /// earlier question's that may reach a program: a step that takes options from it comes
    /// after them. A secret is refused; a text without a pattern gets a warning, since an
    /// answer such as `--output=/etc/x` would reach the program as an option.
    mutating func checkArgumentKeys(of variable: FlowVariable, at place: (JSONNode, JSONPath))
        -> Bool
    {
        var fits = true
        for key in variable.argumentKeys {
            guard let step = earlierSteps[key], let question = step.question else {
                problem(
                    place.1, place.0,
                    Message.FlowCheck.argumentKeyNotEarlier(variable.name, key: key))
                fits = false
                continue
            }
            guard question.exposure.mayAppear(in: .texts) else {
                problem(place.1, place.0, Message.FlowCheck.hiddenSubstitution(key))
                fits = false
                continue
            }
            if step.kind.answersFreely {
                problems.warn(at: place.0.location) {
                    FlowProblem(
                        path: place.1, location: place.0.location,
                        message: Message.FlowCheck.argumentUnchecked(variable.name, key: key),
                        isWarning: true)
                }
            }
        }
        return fits
    }
}
