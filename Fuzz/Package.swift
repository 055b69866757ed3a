// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for wizard's byte-level readers, kept out of the root package so that its
// normal build never needs the fuzzer runtime. Build and run one with `Scripts/fuzz`.
let package = Package(
    name: "wizard-fuzz",
    dependencies: [
        .package(name: "wizard", path: "..")
    ],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver; `-sanitize=fuzzer` links its definition.
        .systemLibrary(name: "CFuzzerDriver"),
        // Hands the fuzzer's inputs to a target's property check.
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver"]),
        // Bytes -> keys: bounded buffering, and input followed by Enter yields Enter.
        .executableTarget(
            name: "fuzz-key-decoder",
            dependencies: [
                "FuzzSupport",
                .product(name: "WizardText", package: "wizard"),
                .product(name: "WizardMessages", package: "wizard"),
                .product(name: "WizardCore", package: "wizard"),
                .product(name: "WizardIO", package: "wizard"),
            ]),
        // Piped answers -> lines: agrees with a reference splitter, errors included.
        .executableTarget(
            name: "fuzz-line-source",
            dependencies: ["FuzzSupport", .product(name: "WizardIO", package: "wizard")]),
        // Store bytes -> profile documents: never crashes; what it accepts round-trips, the
        // values of unknown keys byte for byte.
        .executableTarget(
            name: "fuzz-store-codec",
            dependencies: [
                "FuzzSupport",
                .product(name: "WizardText", package: "wizard"),
                .product(name: "WizardMessages", package: "wizard"),
                .product(name: "WizardCore", package: "wizard"),
                .product(name: "WizardIO", package: "wizard"),
            ]),
        // Flow files -> flows: never crashes; problems point inside the file; what reads
        // can be laid out within the terminal.
        .executableTarget(
            name: "fuzz-flow-reader",
            dependencies: [
                "FuzzSupport", .product(name: "WizardText", package: "wizard"),
                .product(name: "WizardMessages", package: "wizard"),
                .product(name: "WizardCore", package: "wizard"),
            ]),
        // Patterns and answers -> matches: never crashes; visits at most (characters + 1) x
        // program size x 2 instructions; agrees with Swift's Regex on short answers.
        .executableTarget(
            name: "fuzz-pattern",
            dependencies: [
                "FuzzSupport", .product(name: "WizardText", package: "wizard"),
                .product(name: "WizardMessages", package: "wizard"),
                .product(name: "WizardCore", package: "wizard"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
