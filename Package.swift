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
    ],
    targets: [
        .target(name: "StringsParser"),
        .target(name: "SourceScanner", dependencies: ["StringsParser"]),
        .target(name: "HintGrammar", dependencies: ["StringsParser", "SourceScanner"]),
        .executableTarget(name: "l10n-ax", dependencies: ["StringsParser", "SourceScanner", "HintGrammar"]),
        .executableTarget(
            name: "ParserBenchmark",
            dependencies: ["StringsParser", "SourceScanner", "HintGrammar"],
            path: "Benchmarks/ParserBenchmark"
        ),
        .testTarget(
            name: "StringsParserTests",
            dependencies: ["StringsParser"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "SourceScannerTests", dependencies: ["SourceScanner", "StringsParser"], resources: [.copy("Fixtures")]),
        .testTarget(name: "HintGrammarTests", dependencies: ["HintGrammar", "SourceScanner", "StringsParser"]),
        .testTarget(name: "CLITests", dependencies: ["l10n-ax", "HintGrammar", "SourceScanner", "StringsParser"]),
    ],
    swiftLanguageModes: [.v6]
)
