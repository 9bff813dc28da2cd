import Foundation
import Testing

/// The repository's root.
private let repositoryRoot = URL(fileURLWithPath: samplesDirectory).deletingLastPathComponent().path

/// A package that uses l10n-ax's plugins, made in a temporary folder: one target with a strings
/// table and code that sets a label from it, and the build-tool plugin applied to it.
private func fixturePackage(configuration: String? = nil) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-ax-plugin-\(UUID().uuidString)").path
    let files = [
        "Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Gallery",
                defaultLocalization: "en",
                dependencies: [.package(name: "l10n-ax", path: "\(repositoryRoot)")],
                targets: [
                    .target(
                        name: "Gallery", resources: [.process("Resources")],
                        plugins: [.plugin(name: "L10nAxBuildToolPlugin", package: "l10n-ax")])
                ]
            )
            """,
        "Sources/Gallery/PlayerControl.swift": """
            import Foundation

            public struct PlayerControl {
                public var accessibilityLabel: String?
                public init() {
                    accessibilityLabel = NSLocalizedString("play.label", bundle: .module, comment: "")
                }
            }
            """,
        "Sources/Gallery/Resources/en.lproj/Localizable.strings": "\"play.label\" = \"Play button\";\n",
        "Sources/Gallery/Resources/fr.lproj/Localizable.strings": "\"play.label\" = \"Lecture\";\n",
    ]
    for (path, text) in files.merging(configuration.map { [".l10n-ax.json": $0] } ?? [:], uniquingKeysWith: { $1 }) {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return root
}

/// Runs `swift` with `arguments` in `directory`, building into one scratch folder shared by the
/// tests (l10n-ax itself is built once); status and what it printed.
private func swift(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Builds l10n-ax in a package of its own: minutes, so only when asked (`make test-plugins`, or
/// `L10NAX_PLUGIN_TESTS=1 swift test --filter PluginTests`).
@Suite("SwiftPM plugins on a fixture package", .enabled(if: ProcessInfo.processInfo.environment["L10NAX_PLUGIN_TESTS"] == "1"), .serialized)
struct PluginTests {
    static let scratch = repositoryRoot + "/.build/plugin-fixture"

    @Test("the build-tool plugin audits the target on every build; the configuration's failOn decides whether the build fails")
    func buildTool() throws {
        let package = try fixturePackage()
        defer { try? FileManager.default.removeItem(atPath: package) }
        let built = try swift(["build", "--scratch-path", Self.scratch], in: package)
        #expect(built.status == 0, "\(built.output)")
        let strings = package + "/Sources/Gallery/Resources/en.lproj/Localizable.strings"
        #expect(built.output.contains("\(strings):1:16: warning: label names the control type 'button'"), "\(built.output)")
        #expect(built.output.contains("[label-control-type]"))

        let strict = try fixturePackage(configuration: #"{"failOn": "warning"}"#)
        defer { try? FileManager.default.removeItem(atPath: strict) }
        let failed = try swift(["build", "--scratch-path", Self.scratch], in: strict)
        #expect(failed.status != 0)
        #expect(failed.output.contains("[label-control-type]"))
    }

    @Test("the command plugin is listed, runs the tool's commands on the package or its targets, and fails as the tool does")
    func command() throws {
        let package = try fixturePackage()
        defer { try? FileManager.default.removeItem(atPath: package) }
        let listed = try swift(["package", "--scratch-path", Self.scratch, "plugin", "--list"], in: package)
        #expect(listed.output.contains("‘l10n-ax’ (plugin ‘L10nAxCommandPlugin’ in package ‘l10n-ax’)"), "\(listed.output)")
        let audited = try swift(["package", "--scratch-path", Self.scratch, "l10n-ax", "audit", "--format", "json"], in: package)
        #expect(audited.status == 0, "\(audited.output)")
        #expect(audited.output.contains("\"rule\" : \"label-control-type\"") || audited.output.contains("\"rule\": \"label-control-type\""), "\(audited.output)")
        let target = try swift(["package", "--scratch-path", Self.scratch, "l10n-ax", "--strict", "--target", "Gallery"], in: package)
        #expect(target.status != 0)
        #expect(target.output.contains("label names the control type"), "\(target.output)")
    }
}
