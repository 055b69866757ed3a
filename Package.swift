// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "wizard",
    products: [
        .executable(name: "wizard", targets: ["wizard"]),
        .library(name: "WizardText", targets: ["WizardText"]),
        .library(name: "WizardMessages", targets: ["WizardMessages"]),
        .library(name: "WizardCore", targets: ["WizardCore"]),
        .library(name: "WizardIO", targets: ["WizardIO"]),
    ],
    targets: [
        // GNU readline, one of the two C libraries wizard links. Wrapped by WizardIO/LineEditor. Its
        // headers are on the standard include path; no pkg-config lookup, whose flags SwiftPM
        // would warn about. Scripts/build adds tinfo for the static link.
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        // libxcrypt's crypt(3), for the secrets a flow keeps hashed; wrapped by
        // WizardIO/Storage/SecretHash.swift. Debian's libcrypt-dev has its static library.
        .systemLibrary(name: "CCrypt", providers: [.apt(["libcrypt-dev"])]),
        // prctl(2) behind a fixed-argument wrapper (``SecretProcess``).
        .systemLibrary(name: "CProcessControl"),
        // pipe2(2) and accept4(2), which Swift's Glibc module leaves out (``DebconfProcess``,
        // ``DebconfListener``).
        .systemLibrary(name: "CDescriptors"),
        // The flow files compiled into the binary (onboarding.json, the default flow), as
        // bytes: data, no code.
        .target(
            name: "EmbeddedFlows", exclude: ["onboarding.json"],
            cSettings: [.headerSearchPath(".")]),
        // The PO files of po/ read, and their messages as Swift source: pure, shared by
        // WizardCore (which renders the messages), Scripts/generate-messages and the tests.
        .target(name: "MessageFormat"),
        // The floor of text: display widths and wrapping, letter folding and matching, the
        // pattern engine, language tags and localized texts, shell names. Pure, no I/O, and
        // nothing of flows or messages.
        .target(name: "WizardText"),
        // wizard's own messages in every UI language (generated from po/) and how they are
        // filled in. Pure; above text, below the core, so no kind's type can reach it.
        .target(name: "WizardMessages", dependencies: ["WizardText", "MessageFormat"]),
        // The flow, its format, kinds, session, validators and views: pure, no I/O.
        .target(
            name: "WizardCore",
            dependencies: ["EmbeddedFlows", "MessageFormat", "WizardText", "WizardMessages"]),
        // The edge: terminals, readline, standard input and the profile store.
        .target(
            name: "WizardIO",
            dependencies: [
                "WizardText", "WizardMessages", "WizardCore", "CReadline", "CCrypt",
                "CProcessControl", "CDescriptors",
            ]),
        // What runs before the Swift runtime starts: the process's arguments captured as glibc
        // hands them over, for Swift's `CommandLine` (the standard library's own way reads
        // /proc/self/maps in every run), and the zero-filled data made resident in one call.
        .target(name: "ProcessStart"),
        // The command line: argument parsing, frontend choice, exit codes.
        .executableTarget(
            name: "wizard",
            dependencies: [
                "WizardText", "WizardMessages", "WizardCore", "WizardIO", "MessageFormat",
                "ProcessStart",
            ]),
        // Scripts/bench's interactive part: keys through decode, update and render.
        .executableTarget(
            name: "interactive-benchmark", dependencies: ["WizardText", "WizardCore", "WizardIO"],
            path: "Benchmarks/InteractiveBenchmark"),
        // Scripts/bench-pattern: the worst match time at the answer length limit.
        .executableTarget(
            name: "pattern-benchmark", dependencies: ["WizardText", "WizardCore"],
            path: "Benchmarks/PatternBenchmark"),
        // Scripts/generate-default-flow: a flow file as Swift source (FlowSource).
        .executableTarget(
            name: "generate-flow-source", dependencies: ["WizardCore", "WizardIO"],
            path: "Tools/GenerateFlowSource"),
        // Scripts/generate-messages: po/ as Swift source (MessageSource). It needs only
        // MessageFormat, so it builds while the generated file is out of date.
        .executableTarget(
            name: "generate-messages", dependencies: ["MessageFormat"],
            path: "Tools/GenerateMessages"),
        // Every fixture the tests share: temporary directories, child processes, the built
        // binary, pseudo-terminals and the terminal model, users, profiles, example flows,
        // generated inputs, the report file; and README's pictures (Screenshots/).
        .target(
            name: "TestSupport", dependencies: ["WizardText", "WizardMessages", "WizardCore"],
            path: "Tests/TestSupport"),
        // The worst inputs at each reader's size limit, for the unit tests and for
        // time-bounds. A target of its own because time-bounds links statically, and the
        // toolchain has no static Swift Testing, which TestSupport imports.
        .target(
            name: "WorstInputs", dependencies: ["WizardText", "WizardCore"],
            path: "Tests/WorstInputs"),
        // Scripts/test-time-bounds: the readers and the matcher linear on the worst inputs
        // up to their size limits, built optimised as wizard ships.
        .executableTarget(
            name: "time-bounds",
            dependencies: ["WizardText", "WizardCore", "WizardIO", "WorstInputs"],
            path: "Tests/TimeBounds"),
        // Scripts/screenshots: README's pictures of the real binary, as SVG.
        .executableTarget(
            name: "screenshots", dependencies: ["TestSupport"], path: "Tools/Screenshots"),
        .testTarget(
            name: "WizardCoreTests",
            dependencies: [
                "WizardText", "WizardMessages", "WizardCore", "MessageFormat", "TestSupport",
                "WorstInputs",
            ]),
        .testTarget(
            name: "WizardIOTests",
            dependencies: ["WizardText", "WizardMessages", "WizardCore", "WizardIO", "TestSupport"]),
        .testTarget(
            name: "WizardEndToEndTests",
            dependencies: [
                "wizard", "WizardText", "WizardMessages", "WizardCore", "TestSupport",
                "WorstInputs",
            ]),
        // The executable's parsing and error reporting, in-process (`@testable import wizard`).
        .testTarget(
            name: "WizardTests",
            dependencies: [
                "wizard", "WizardText", "WizardMessages", "WizardCore", "WizardIO", "TestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
