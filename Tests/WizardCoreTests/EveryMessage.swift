import Testing

@testable import WizardCore

/// Values a message embeds, all ending the same way when read aloud in Korean, which the
/// test knows beforehand rather than asking ``KoreanReading``.
struct MessageSample: Sendable {
    let path: String
    let option: String
    let key: String
    let command: String
    /// A flow's text: a title, label, button, alert or reason.
    let word: String
    let number: Int
    let ending: KoreanReading.Ending

    var values: [String] { [path, option, key, command, word, String(number)] }

    static let all = [
        MessageSample(
            path: "/tmp/kbad.json", option: "--lang", key: "name", command: "setup",
            word: "Sign in", number: 3, ending: .consonant),
        MessageSample(
            path: "/tmp/성별", option: "--plain", key: "theme", command: "logout",
            word: "이름", number: 10, ending: .consonant),
        MessageSample(
            path: "/srv/flows/tour", option: "--help", key: "store", command: "flow",
            word: "Yes", number: 2, ending: .vowel),
        MessageSample(
            path: "./나이", option: "--no-color", key: "age", command: "profile.d/x",
            word: "다시 보기", number: 5, ending: .vowel),
        MessageSample(
            path: "/tmp/flow.yaml", option: "--all", key: "label", command: "tool",
            word: "Oatmeal", number: 1, ending: .rieul),
        MessageSample(
            path: "~/메일", option: "--url", key: "file", command: "html",
            word: "성별", number: 8, ending: .rieul),
    ]
}

/// Every message of the `Messages` protocols, by its signature, rendered with a sample's
/// values.
let everyMessage: [(String, @Sendable (any Messages, MessageSample) -> String)] = [
    ("next", { m, _ in m.next }),
    ("getStarted", { m, _ in m.getStarted }),
    ("tooShort(minimum:)", { m, s in m.tooShort(minimum: s.number) }),
    ("choiceRequired", { m, _ in m.choiceRequired }),
    ("tooLong(maximum:)", { m, s in m.tooLong(maximum: s.number) }),
    ("forbiddenCharacter", { m, _ in m.forbiddenCharacter }),
    (
        "answerTooLarge(bytes:scalars:)",
        { m, s in m.answerTooLarge(bytes: s.number, scalars: s.number) }
    ),
    ("overloadedCharacter(scalars:)", { m, s in m.overloadedCharacter(scalars: s.number) }),
    ("invisibleCharacter", { m, _ in m.invisibleCharacter }),
    ("nothingVisible", { m, _ in m.nothingVisible }),
    (
        "wholeNumber(in:step:)",
        { m, s in m.wholeNumber(in: s.number...(s.number + 10), step: s.number) }
    ),
    (
        "choices(count:labels:values:)",
        { m, s in m.choices(count: s.number, labels: [s.word, s.key], values: [s.word, s.key]) }
    ),
    ("yesOrNo(yes:no:)", { m, s in m.yesOrNo(yes: s.word, no: s.word) }),
    ("notInForm", { m, _ in m.notInForm }),
    ("cardLine(label:value:)", { m, s in m.cardLine(label: s.word, value: s.key) }),
    ("pressEnter(button:)", { m, s in m.pressEnter(button: s.word) }),
    (
        "sliderPrompt(range:step:defaultValue:)",
        { m, s in
            m.sliderPrompt(
                range: s.number...(s.number + 10), step: s.number, defaultValue: s.number)
        }
    ),
    (
        "pickerPrompt(count:defaultLabel:)",
        { m, s in m.pickerPrompt(count: s.number, defaultLabel: s.word) }
    ),
    ("confirmPrompt(defaultValue:)", { m, s in m.confirmPrompt(defaultValue: nil) }),
    ("hintEnter(button:)", { m, s in m.hintEnter(button: s.word) }),
    ("hintSlider", { m, _ in m.hintSlider }),
    ("hintPicker", { m, _ in m.hintPicker }),
    ("hintBack", { m, _ in m.hintBack }),
    ("hintQuitEscape", { m, _ in m.hintQuitEscape }),
    ("hintQuitControlC", { m, _ in m.hintQuitControlC }),
    ("hintConfirm", { m, _ in m.hintConfirm }),
    ("hintPages", { m, _ in m.hintPages }),
    ("hintPause", { m, _ in m.hintPause }),
    ("hintResume", { m, _ in m.hintResume }),
    ("hintSkip", { m, _ in m.hintSkip }),
    ("hintScroll", { m, _ in m.hintScroll }),
    ("paused", { m, _ in m.paused }),
    ("percentComplete(_:)", { m, s in m.percentComplete(s.number) }),
    ("timeLeft(minutes:)", { m, s in m.timeLeft(minutes: s.number) }),
    ("yes", { m, _ in m.yes }),
    ("no", { m, _ in m.no }),
    ("signedOut", { m, _ in m.signedOut }),
    ("wasSignedOut", { m, _ in m.wasSignedOut }),
    ("logoutHint", { m, _ in m.logoutHint }),
    ("unknownName", { m, _ in m.unknownName }),
    ("unknownValue", { m, _ in m.unknownValue }),
    ("notSignedIn", { m, _ in m.notSignedIn }),
    (
        "inputEnded(step:of:title:)",
        { m, s in m.inputEnded(step: s.number, of: s.number, title: s.word) }
    ),
    (
        "answerRejected(line:title:alert:)",
        { m, s in m.answerRejected(line: s.number, title: s.word, alert: s.word) }
    ),
    (
        "optionRejected(option:alert:)",
        { m, s in m.optionRejected(option: s.option, alert: s.word) }
    ),
    ("invalidUTF8(line:)", { m, s in m.invalidUTF8(line: s.number) }),
    ("lineTooLong(line:limit:)", { m, s in m.lineTooLong(line: s.number, limit: s.number) }),
    ("inputUnreadable(reason:)", { m, s in m.inputUnreadable(reason: s.word) }),
    ("interrupted", { m, _ in m.interrupted }),
    (
        "storeNotProfile(path:location:problem:)",
        { m, s in
            m.storeNotProfile(
                path: s.path, location: TextLocation(line: s.number, column: s.number),
                problem: s.word)
        }
    ),
    ("storeEmpty", { m, _ in m.storeEmpty }),
    ("storeMalformed(_:)", { m, s in m.storeMalformed(s.word) }),
    ("storeNotObject", { m, _ in m.storeNotObject }),
    (
        "storeWrongType(key:expected:)",
        { m, s in m.storeWrongType(key: s.key, expected: .wholeNumber) }
    ),
    (
        "storeWouldBeTooLarge(path:size:limit:)",
        { m, s in m.storeWouldBeTooLarge(path: s.path, size: s.number, limit: s.number) }
    ),
    ("storeTooLarge(path:limit:)", { m, s in m.storeTooLarge(path: s.path, limit: s.number) }),
    ("storeNotRegularFile(path:)", { m, s in m.storeNotRegularFile(path: s.path) }),
    ("storeUnreadable(path:reason:)", { m, s in m.storeUnreadable(path: s.path, reason: s.word) }),
    ("storeUnwritable(path:reason:)", { m, s in m.storeUnwritable(path: s.path, reason: s.word) }),
    ("waitingForLock(lockPath:)", { m, s in m.waitingForLock(lockPath: s.path) }),
    (
        "storeNamesDirectory(path:trailingSlash:)",
        { m, s in m.storeNamesDirectory(path: s.path, trailingSlash: s.number.isMultiple(of: 2)) }
    ),
    (
        "linkNotFollowed(link:store:owner:)",
        { m, s in m.linkNotFollowed(link: s.path, store: s.path, owner: s.word) }
    ),
    (
        "linkInStickyDirectory(link:store:owner:directory:directoryOwner:)",
        { m, s in
            m.linkInStickyDirectory(
                link: s.path, store: s.path, owner: s.word, directory: s.path,
                directoryOwner: s.word)
        }
    ),
    (
        "linkTargetNotTrusted(link:store:directory:owner:)",
        { m, s in
            m.linkTargetNotTrusted(link: s.path, store: s.path, directory: s.path, owner: s.word)
        }
    ),
    (
        "lockUnusable(lockPath:reason:owner:mode:)",
        { m, s in m.lockUnusable(lockPath: s.path, reason: s.word, owner: s.word, mode: "0400") }
    ),
    (
        "lockTimedOut(lockPath:seconds:)",
        { m, s in m.lockTimedOut(lockPath: s.path, seconds: String(s.number)) }
    ),
    (
        "storeOwnerNotKept(path:owner:)",
        { m, s in m.storeOwnerNotKept(path: s.path, owner: s.word) }
    ),
    (
        "outputLost(reason:saved:)",
        { m, s in m.outputLost(reason: s.word, saved: s.number.isMultiple(of: 2)) }
    ),
    (
        "invalidSeconds(option:value:)",
        { m, s in m.invalidSeconds(option: s.option, value: s.word) }
    ),
    ("missingShell(_:)", { m, s in m.missingShell([s.command, s.word]) }),
    ("unknownShell(_:known:)", { m, s in m.unknownShell(s.command, known: [s.word, s.key]) }),
    ("standardInputTwice(_:_:)", { m, s in m.standardInputTwice(s.option, s.option) }),
    ("summary(of:)", { m, _ in m.summary(of: "--store") ?? "" }),
    ("completionHelp", { m, _ in m.completionHelp }),
    // Multi-select questions and their flow-file fields.
    (
        "acceptsChoices(values:count:defaultValues:)",
        { m, s in
            m.acceptsChoices(
                values: [s.word, s.key], count: 1...s.number, defaultValues: [s.key])
        }
    ),
    ("tooFewChoices(minimum:)", { m, s in m.tooFewChoices(minimum: s.number) }),
    ("tooManyChoices(maximum:)", { m, s in m.tooManyChoices(maximum: s.number) }),
    (
        "unknownChoiceAmong(_:count:values:)",
        { m, s in m.unknownChoiceAmong(s.word, count: s.number, values: [s.word, s.key]) }
    ),
    (
        "multiSelectPrompt(count:defaultLabels:)",
        { m, s in m.multiSelectPrompt(count: s.number, defaultLabels: [s.word]) }
    ),
    ("chosenCount(title:_:)", { m, s in m.chosenCount(title: s.word, s.number) }),
    ("hintMultiSelect", { m, _ in m.hintMultiSelect }),
    ("noChoices", { m, _ in m.noChoices }),
    ("choiceSeparator", { m, _ in m.choiceSeparator }),
    ("choiceRuleExpected", { m, _ in m.choiceRuleExpected }),
    (
        "choiceBounds(minimum:maximum:)",
        { m, s in m.choiceBounds(minimum: s.number + 1, maximum: s.number) }
    ),
    ("choiceCountRange(_:)", { m, s in m.choiceCountRange(s.number) }),
    (
        "defaultChoiceCount(_:_:)",
        { m, s in m.defaultChoiceCount(s.number, 0...(s.number - 1)) }
    ),
    ("defaultChoices(values:)", { m, s in m.defaultChoices(values: [s.word, s.key]) }),
    ("timeoutRange(_:)", { m, s in m.timeoutRange(s.number) }),
    ("defaultNotAsStored", { m, _ in m.defaultNotAsStored }),
    ("defaultRefused(alert:)", { m, s in m.defaultRefused(alert: s.word) }),
    ("notAnOption(values:)", { m, s in m.notAnOption(values: [s.word, s.key]) }),
    ("schemaExpected", { m, _ in m.schemaExpected }),
    // What `flow questions` says a question accepts, and when it is asked.
    ("answersAnyText", { m, _ in m.answersAnyText }),
    ("answersNumbers(_:step:)", { m, s in m.answersNumbers(1...s.number, step: s.number) }),
    ("answersValues(_:)", { m, s in m.answersValues([s.word, s.key]) }),
    (
        "answersChoices(_:count:)",
        { m, s in m.answersChoices([s.word, s.key], count: 0...s.number) }
    ),
    ("askedWhen(_:)", { m, s in m.askedWhen(s.word) }),
    // Conditions: how they read, and flow check's problems with them.
    ("conditionAll(_:)", { m, s in m.conditionAll([s.word, s.key]) }),
    ("conditionAny(_:)", { m, s in m.conditionAny([s.word, s.key]) }),
    ("conditionNot(_:)", { m, s in m.conditionNot(s.word) }),
    ("conditionIs(key:value:)", { m, s in m.conditionIs(key: s.key, value: s.word) }),
    (
        "conditionIsOneOf(key:values:)",
        { m, s in m.conditionIsOneOf(key: s.key, values: [s.word, s.key]) }
    ),
    ("conditionIncludes(key:value:)", { m, s in m.conditionIncludes(key: s.key, value: s.word) }),
    ("conditionAtLeast(key:bound:)", { m, s in m.conditionAtLeast(key: s.key, bound: s.number) }),
    ("conditionAtMost(key:bound:)", { m, s in m.conditionAtMost(key: s.key, bound: s.number) }),
    ("conditionExpected", { m, _ in m.conditionExpected }),
    ("conditionOneTest", { m, _ in m.conditionOneTest }),
    ("conditionParts", { m, _ in m.conditionParts }),
    ("conditionValues", { m, _ in m.conditionValues }),
    ("conditionValue", { m, _ in m.conditionValue }),
    ("conditionTooLarge(_:)", { m, s in m.conditionTooLarge(s.number) }),
    ("conditionTooDeep(_:)", { m, s in m.conditionTooDeep(s.number) }),
    ("conditionKeyLater(_:path:)", { m, s in m.conditionKeyLater(s.key, path: s.path) }),
    ("conditionKeyUnknown(_:)", { m, s in m.conditionKeyUnknown(s.key) }),
    (
        "conditionNeverAnswer(_:key:answers:)",
        { m, s in m.conditionNeverAnswer(s.word, key: s.key, answers: s.word) }
    ),
    (
        "conditionNeverBound(_:_:key:answers:)",
        { m, s in m.conditionNeverBound("atLeast", s.number, key: s.key, answers: s.word) }
    ),
    ("conditionNeverHolds", { m, _ in m.conditionNeverHolds }),
    (
        "conditionTestUnfit(_:key:stores:)",
        { m, s in m.conditionTestUnfit("atLeast", key: s.key, stores: .string) }
    ),
    (
        "conditionValueType(key:stores:found:)",
        { m, s in m.conditionValueType(key: s.key, stores: .wholeNumber, found: s.word) }
    ),
    // Answering without asking: defaults, timeouts, what is missing.
    ("questionReference(key:title:)", { m, s in m.questionReference(key: s.key, title: s.word) }),
    ("noDefaults(_:)", { m, s in m.noDefaults([s.word, s.key]) }),
    (
        "timedOut(seconds:step:of:title:)",
        { m, s in m.timedOut(seconds: s.number, step: 1, of: s.number, title: s.word) }
    ),
    ("countdownQuit(seconds:)", { m, s in m.countdownQuit(seconds: s.number) }),
    ("countdownGoOn(seconds:)", { m, s in m.countdownGoOn(seconds: s.number) }),
    ("unanswered(_:)", { m, s in m.unanswered(s.word) }),
    ("missingAnswersHint(command:)", { m, s in m.missingAnswersHint(command: s.command) }),
    ("defaultsVariable(_:)", { m, s in m.defaultsVariable(s.word) }),
    ("timeoutValue(_:limit:)", { m, s in m.timeoutValue(s.word, limit: s.number) }),
    ("jsonNeedsQuestions", { m, _ in m.jsonNeedsQuestions }),
    (
        "questionSummary(number:key:title:accepts:)",
        { m, s in m.questionSummary(number: s.number, key: s.key, title: s.word, accepts: s.word) }
    ),
    ("questionsHeading", { m, _ in m.questionsHeading }),
    ("noQuestions", { m, _ in m.noQuestions }),
    ("acceptsNothing", { m, _ in m.acceptsNothing }),
    (
        "acceptsText(minimum:maximum:pattern:defaultValue:)",
        { m, s in
            m.acceptsText(
                minimum: s.number, maximum: s.number, pattern: s.word, defaultValue: s.word)
        }
    ),
    (
        "acceptsNumber(in:step:defaultValue:)",
        { m, s in
            m.acceptsNumber(in: s.number...(s.number + 10), step: s.number, defaultValue: s.number)
        }
    ),
    (
        "acceptsChoice(values:defaultValue:)",
        { m, s in m.acceptsChoice(values: [s.word, s.key], defaultValue: s.key) }
    ),
    ("acceptsYesOrNo(defaultValue:)", { m, s in m.acceptsYesOrNo(defaultValue: nil) }),
    (
        "fileUnreadable(kind:path:reason:)",
        { m, s in m.fileUnreadable(kind: .flow, path: s.path, reason: s.word) }
    ),
    ("fileNotRegular(kind:path:)", { m, s in m.fileNotRegular(kind: .flow, path: s.path) }),
    (
        "fileTooLarge(kind:path:limit:)",
        { m, s in m.fileTooLarge(kind: .flow, path: s.path, limit: s.number) }
    ),
    ("flowUnusable(path:problems:)", { m, s in m.flowUnusable(path: s.path, problems: s.number) }),
    (
        "flowChecked(path:steps:questions:)",
        { m, s in m.flowChecked(path: s.path, steps: s.number, questions: s.number) }
    ),
    ("sharesDefaultStore(store:)", { m, s in m.sharesDefaultStore(store: s.key) }),
    (
        "flowProblems(path:count:blocking:)",
        { m, s in m.flowProblems(path: s.path, count: s.number, blocking: s.number) }
    ),
    ("problemsNotListed(_:)", { m, s in m.problemsNotListed(s.number) }),
    (
        "answersProblem(path:location:reason:)",
        { m, s in
            m.answersProblem(
                path: s.path, location: TextLocation(line: s.number, column: s.number),
                reason: s.word)
        }
    ),
    ("answersNotObject", { m, _ in m.answersNotObject }),
    (
        "answersUnknownKey(_:known:)",
        { m, s in m.answersUnknownKey(s.key, known: [s.word, s.key]) }
    ),
    ("answersDuplicateKey(_:)", { m, s in m.answersDuplicateKey(s.key) }),
    ("answersWrongType(_:)", { m, s in m.answersWrongType(s.key) }),
    ("answersRefused(_:alert:)", { m, s in m.answersRefused(s.key, alert: s.word) }),
    ("unknownOption(_:)", { m, s in m.unknownOption(s.option) }),
    ("missingValue(option:)", { m, s in m.missingValue(option: s.option) }),
    ("unexpectedValue(option:)", { m, s in m.unexpectedValue(option: s.option) }),
    ("unknownCommand(_:)", { m, s in m.unknownCommand(s.command) }),
    ("unexpectedArgument(_:)", { m, s in m.unexpectedArgument(s.key) }),
    ("unknownLanguage(_:)", { m, s in m.unknownLanguage(s.key) }),
    (
        "unknownProgressStyle(_:styles:)",
        { m, s in m.unknownProgressStyle(s.key, styles: [s.word, s.key]) }
    ),
    (
        "optionNeedsCommand(option:command:)",
        { m, s in m.optionNeedsCommand(option: s.option, command: s.command) }
    ),
    ("conflictingOptions(_:_:)", { m, s in m.conflictingOptions(s.option, s.option) }),
    ("unknownHelpTopic(_:)", { m, s in m.unknownHelpTopic(s.key) }),
    ("noHomeDirectory", { m, _ in m.noHomeDirectory }),
    ("seeHelp(invocation:)", { m, s in m.seeHelp(invocation: "wizard \(s.command) \(s.option)") }),
    ("missingFlowAction", { m, _ in m.missingFlowAction }),
    ("unknownFlowAction(_:)", { m, s in m.unknownFlowAction(s.key) }),
    ("missingFlowFile", { m, _ in m.missingFlowFile }),
    ("flowOptionWithFlowCommand", { m, _ in m.flowOptionWithFlowCommand }),
    ("noStepForOption(_:key:)", { m, s in m.noStepForOption(s.option, key: s.key) }),
    ("overviewHelp", { m, _ in m.overviewHelp }),
    ("setupHelp", { m, _ in m.setupHelp }),
    ("profileHelp", { m, _ in m.profileHelp }),
    ("flowHelp", { m, _ in m.flowHelp }),
    ("helpHelp", { m, _ in m.helpHelp }),
    ("formatVersion(_:)", { m, s in m.formatVersion(s.number) }),
    ("accent(names:)", { m, s in m.accent(names: s.word) }),
    ("missingLanguage(_:)", { m, s in m.missingLanguage(s.key) }),
    ("emptyText", { m, _ in m.emptyText }),
    ("missingField(_:)", { m, s in m.missingField(s.key) }),
    ("badName", { m, _ in m.badName }),
    ("fractionForWhole", { m, _ in m.fractionForWhole }),
    ("wholeNumber(found:)", { m, s in m.wholeNumber(found: s.word) }),
    ("stringExpected", { m, _ in m.stringExpected }),
    ("languageCode", { m, _ in m.languageCode }),
    ("missingEnglish", { m, _ in m.missingEnglish }),
    ("missingKorean", { m, _ in m.missingKorean }),
    ("textExpected(found:)", { m, s in m.textExpected(found: s.word) }),
    ("unsafeText", { m, _ in m.unsafeText }),
    ("appWithoutName", { m, _ in m.appWithoutName }),
    ("stepsExpected", { m, _ in m.stepsExpected }),
    ("keyUsed(_:by:)", { m, s in m.keyUsed(s.key, by: s.key) }),
    ("unknownKind(_:)", { m, s in m.unknownKind(s.word) }),
    ("reservedKey(_:)", { m, s in m.reservedKey(s.key) }),
    ("featuresExpected", { m, _ in m.featuresExpected }),
    ("tourStyle", { m, _ in m.tourStyle }),
    ("tourWithoutFeatures", { m, _ in m.tourWithoutFeatures }),
    ("secondsWithoutProgress", { m, _ in m.secondsWithoutProgress }),
    ("secondsRange", { m, _ in m.secondsRange }),
    ("iconExpected", { m, _ in m.iconExpected }),
    ("progressStyle(_:)", { m, s in m.progressStyle([s.word, s.key]) }),
    ("estimateRange(_:)", { m, s in m.estimateRange(s.number) }),
    ("validatorsExpected", { m, _ in m.validatorsExpected }),
    ("oneRule", { m, _ in m.oneRule }),
    ("ruleExpected", { m, _ in m.ruleExpected }),
    (
        "lengths(minimum:maximum:minimumIsDefault:)",
        { m, s in m.lengths(minimum: s.number, maximum: s.number, minimumIsDefault: false) }
    ),
    ("lengthRange(_:)", { m, s in m.lengthRange(s.number) }),
    ("patternString", { m, _ in m.patternString }),
    ("patternAlert", { m, _ in m.patternAlert }),
    ("patternRefused(_:at:)", { m, s in m.patternRefused(.backreference, at: s.number) }),
    ("stepTooSmall", { m, _ in m.stepTooSmall }),
    ("maxBelowMin(_:_:)", { m, s in m.maxBelowMin(s.number, s.number) }),
    ("stepTooWide(_:_:_:)", { m, s in m.stepTooWide(s.number, s.number, s.number) }),
    ("maxUnreachable(_:_:step:)", { m, s in m.maxUnreachable(s.number, s.number, step: s.number) }),
    (
        "defaultOutside(_:_:step:)",
        { m, s in m.defaultOutside(s.number, s.number...(s.number + 10), step: s.number) }
    ),
    ("boundRange(_:)", { m, s in m.boundRange(s.number...(s.number + 10)) }),
    ("optionCount", { m, _ in m.optionCount }),
    ("valueRepeated(_:by:)", { m, s in m.valueRepeated(s.key, by: s.key) }),
    ("optionValue", { m, _ in m.optionValue }),
    ("digitsValue", { m, _ in m.digitsValue }),
    ("booleanExpected", { m, _ in m.booleanExpected }),
    ("objectExpected(found:)", { m, s in m.objectExpected(found: s.word) }),
    ("givenTwice(_:)", { m, s in m.givenTwice(s.key) }),
    ("unknownField(_:known:)", { m, s in m.unknownField(s.key, known: s.word) }),
    ("valueKind(_:)", { m, s in m.valueKind(.wholeNumber) }),
    ("trailingText", { m, _ in m.trailingText }),
    ("endsEarly", { m, _ in m.endsEarly }),
    ("valueExpected", { m, _ in m.valueExpected }),
    ("word(_:)", { m, s in m.word(s.word) }),
    ("tooDeep(_:)", { m, s in m.tooDeep(s.number) }),
    ("keyExpected", { m, _ in m.keyExpected }),
    ("keyGivenTwice(_:)", { m, s in m.keyGivenTwice(s.key) }),
    ("colonExpected", { m, _ in m.colonExpected }),
    ("memberEnd", { m, _ in m.memberEnd }),
    ("elementEnd", { m, _ in m.elementEnd }),
    ("numberTooLarge", { m, _ in m.numberTooLarge }),
    ("digitExpected", { m, _ in m.digitExpected }),
    ("notUTF8", { m, _ in m.notUTF8 }),
    ("unterminated", { m, _ in m.unterminated }),
    ("controlCharacter", { m, _ in m.controlCharacter }),
    ("unknownEscape", { m, _ in m.unknownEscape }),
    ("loneSurrogate", { m, _ in m.loneSurrogate }),
    ("hexDigits", { m, _ in m.hexDigits }),
]
