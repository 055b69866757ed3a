extension Flow {
    /// The default flow of SPEC §1, from the seed's OnboardingView: welcome, name, age, gender.
    public static let onboarding = Flow(steps: [
        Step(
            id: "welcome", title: Catalogue.welcomeTitle, button: Catalogue.signIn,
            kind: .info(InfoPage(text: Catalogue.welcomeText))),
        Step(
            id: "name", title: Catalogue.nameTitle, button: Catalogue.next,
            kind: .text(
                TextQuestion(
                    placeholder: Catalogue.namePlaceholder, minimumLength: 2, maximumLength: 64,
                    tooShortAlert: Catalogue.nameTooShort))),
        Step(
            id: "age", title: Catalogue.ageTitle, button: Catalogue.next,
            kind: .slider(
                SliderQuestion(
                    range: 18...50, step: 1, defaultValue: 30, label: Catalogue.ageLabel,
                    unit: Catalogue.ageUnit))),
        Step(
            id: "gender", title: Catalogue.genderTitle, button: Catalogue.getStarted,
            kind: .picker(
                PickerQuestion(
                    options: [
                        PickerOption(value: "male", label: Catalogue.male),
                        PickerOption(value: "female", label: Catalogue.female),
                        PickerOption(value: "undisclosed", label: Catalogue.undisclosed),
                    ],
                    requiredAlert: Catalogue.genderRequired, label: Catalogue.genderLabel))),
    ])
}
