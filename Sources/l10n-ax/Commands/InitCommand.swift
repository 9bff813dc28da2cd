import Foundation
import HintGrammar
import StringsParser

/// `l10n-ax init [PATH]`: writes `PATH/.l10n-ax.json` with the settings detected in the
/// project, and says what it wrote. Never replaces a file.
enum InitCommand {
    static func run(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> ExitCode {
        let folder = Tool.paths(arguments)[0]
        let absolute = LocalizationDiscovery.absolutePath(folder, in: console.currentDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { throw .pathsNotFound([folder]) }
        guard isDirectory.boolValue else {
            throw .configurationNotWritten("\(folder) is not a folder: init writes \(ConfigurationFile.fileName) into the project's folder")
        }
        let target = URL(fileURLWithPath: absolute).appendingPathComponent(ConfigurationFile.fileName).path
        let shown = PathDisplay.relative(target, to: console.currentDirectory)
        if FileManager.default.fileExists(atPath: target) { throw .configurationNotWritten("\(shown) exists; init never replaces it") }

        // What the audit decides with no configuration at all.
        let (project, code, tableEvidence) = try Tool.readInputs(arguments, settings: ConfigurationFile(), console: console)
        let detected = DetectedConfiguration(project: project, code: code, auditor: Auditor(code: code, tableEvidence: tableEvidence))
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(Array(detected.encoded().utf8), to: target, replacing: false)
        } catch {
            switch error {
            case .exists, .changed: throw .configurationNotWritten("\(shown) exists; init never replaces it")
            case let .cannotWrite(reason): throw .configurationNotWritten("cannot write \(shown): \(reason)")
            }
        }
        console.output(report(detected, path: shown))
        return .success
    }

    /// What was written, one setting a line.
    static func report(_ detected: DetectedConfiguration, path: String) -> String {
        var text = "Wrote \(path):\n"
        if let source = detected.sourceLanguage {
            text += "  sourceLanguage  \(source)\n"
        } else if !detected.sourceLanguages.isEmpty {
            let counts = detected.sourceLanguages.map { "\($0.language) \($0.tables)" }.joined(separator: ", ")
            text += "  sourceLanguage  not set: the tables' source languages differ (\(counts) tables); each is decided per table\n"
        }
        if !detected.languages.isEmpty {
            text += "  languages       \(detected.languages.joined(separator: ", ")) (a language added later is audited once listed here)\n"
        }
        if !detected.roles.isEmpty {
            text += "  roles           "
                + detected.roles.map { "\($0.override.pattern): \($0.override.role.rawValue) (\($0.keys) key\($0.keys == 1 ? "" : "s"))" }
                .joined(separator: "\n                  ") + "\n"
        }
        if !detected.wrappers.isEmpty { text += "  wrappers        \(detected.wrappers.joined(separator: ", "))\n" }
        return text + "The README's Configuration section lists every setting.\n"
    }
}
