// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "l10n-ax",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "l10n-ax", targets: ["l10n-ax"]),
        .library(name: "StringsParser", targets: ["StringsParser"]),
        .library(name: "SourceScanner", targets: ["SourceScanner"]),
        .library(name: "HintGrammar", targets: ["HintGrammar"]),
        .plugin(name: "L10nAxBuildToolPlugin", targets: ["L10nAxBuildToolPlugin"]),
        .plugin(name: "L10nAxCommandPlugin", targets: ["L10nAxCommandPlugin"]),
    ],
    targets: [
        .target(name: "StringsParser"),
        .target(name: "SourceScanner", dependencies: ["StringsParser"]),
        .target(name: "HintGrammar", dependencies: ["StringsParser", "SourceScanner"]),
        // glibc's allocator tuned: a setting Swift's Glibc module does not declare (`mallopt`), and
        // huge pages for its heaps, asked for by starting again before the Swift runtime starts.
        .target(name: "CAllocatorTuning"),
        .executableTarget(name: "l10n-ax", dependencies: ["StringsParser", "SourceScanner", "HintGrammar", "CAllocatorTuning"]),
        // The audit on every build of a target (findings in Xcode's issue navigator), and
        // `swift package l10n-ax audit …`.
        .plugin(name: "L10nAxBuildToolPlugin", capability: .buildTool(), dependencies: ["l10n-ax"], path: "Sources/L10nAxBuildToolPlugin"),
        .plugin(
            name: "L10nAxCommandPlugin",
            capability: .command(
                intent: .custom(verb: "l10n-ax", description: "Audit the accessibility strings of the package's localization files and code.")),
            dependencies: ["l10n-ax"], path: "Sources/L10nAxCommandPlugin"),
        .executableTarget(
            name: "ParserBenchmark",
            dependencies: ["StringsParser", "SourceScanner", "HintGrammar"],
            path: "Benchmarks/ParserBenchmark"
        ),
        // What several test targets use: a seeded generator for generated inputs.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "StringsParserTests",
            dependencies: ["StringsParser", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SourceScannerTests", dependencies: ["SourceScanner", "StringsParser", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "HintGrammarTests", dependencies: ["HintGrammar", "SourceScanner", "StringsParser", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["l10n-ax", "HintGrammar", "SourceScanner", "StringsParser", "CAllocatorTuning"]),
    ],
    swiftLanguageModes: [.v6]
)
