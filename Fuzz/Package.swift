// swift-tools-version:6.0
// Fuzz targets for l10n-ax: one libFuzzer executable per input format, each reading its input
// as that format and auditing what it read. Built and run by `make fuzz` at the top level, with
// `-sanitize=fuzzer,address`; not part of the main package (whose executables have their own
// `main`, which libFuzzer's would clash with).
import PackageDescription

let formats = ["Strings", "Stringsdict", "Xcstrings", "Swift", "ObjectiveC", "Storyboard", "Cache"]

let package = Package(
    name: "l10n-ax-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "l10n-ax", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "StringsParser", package: "l10n-ax"), .product(name: "SourceScanner", package: "l10n-ax"),
                .product(name: "HintGrammar", package: "l10n-ax"),
            ]),
    ] + formats.map { .executableTarget(name: "Fuzz\($0)", dependencies: ["FuzzSupport"]) },
    swiftLanguageModes: [.v6]
)
