extension Catalogue {
    // MARK: `wizard flow questions`

    /// One question as `wizard flow questions` lists it: its line number in piped input,
    /// store key, title and what an answer may be.
    public static func questionSummary(number: Int, step: Step) -> LocalizedText {
        let accepts = accepted(by: step)
        return localized(embedding: step.title, accepts) {
            $0.questionSummary(
                number: number, key: step.id, title: step.title($1), accepts: accepts($1))
        }
    }

    /// The first line of `wizard flow questions`.
    public static let questionsHeading = localized { $0.questionsHeading }

    /// `wizard flow questions` for a flow of info pages only.
    public static let noQuestions = localized { $0.noQuestions }

    private static func accepted(by step: Step) -> LocalizedText {
        switch step.kind {
        case .info:
            localized { $0.acceptsNothing }
        case .text(let text):
            localized {
                $0.acceptsText(
                    minimumLength: text.minimumLength, maximumLength: text.maximumLength,
                    pattern: text.pattern?.source)
            }
        case .slider(let slider):
            localized {
                $0.acceptsWholeNumber(
                    in: slider.range, step: slider.step, defaultValue: slider.defaultValue)
            }
        case .picker(let picker):
            localized {
                $0.acceptsOption(
                    values: picker.options.map(\.value), count: picker.options.count)
            }
        case .confirm(let confirm):
            localized { $0.acceptsYesOrNo(defaultValue: confirm.defaultValue) }
        }
    }
}
