import HintGrammar
import StringsParser

/// `l10n-ax diff [PATH…] --source LANG [--target LANG…] [--format text|json|markdown|html] [--all]`:
/// the translations compared with the source language. A report: its status is 0 whatever it
/// shows, 2 when it cannot run (a language the project does not have is a usage error that lists
/// the languages it has).
enum DiffCommand {
    static func run(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> ExitCode {
        let settings = try Settings.load(arguments, console: console)
        let (project, code, tableEvidence) = try Tool.readInputs(arguments, settings: settings.file, console: console, buildsLanguageTables: true)
        let languages = project.languages
        let sourceOption = arguments.value("source") ?? ""
        let source = LanguageTag.normalize(sourceOption)
        guard languages.contains(source) else {
            throw .usage(.invalidValue(sourceOption, option: "--source", allowed: languages), command: .diff)
        }
        var targets: [String] = []
        for option in arguments.values("target") {
            let target = LanguageTag.normalize(option)
            guard target != source, languages.contains(target) else {
                throw .usage(.invalidValue(option, option: "--target", allowed: languages.filter { $0 != source }), command: .diff)
            }
            if !targets.contains(target) { targets.append(target) }
        }
        var configuration = settings.audit
        configuration.sourceLanguage = source
        // The summaries count every string's translation, accessibility string or not.
        configuration.scope = .all
        if !targets.isEmpty { configuration.languages = Set(targets + [source, LanguageTag.base]) }
        let auditor = Auditor(configuration: configuration, code: code, tableEvidence: tableEvidence)
        let result = auditor.audit(project)
        let diff = TranslationDiff(
            project: project, result: result, auditor: auditor, sourceLanguage: source, targetLanguages: targets.isEmpty ? nil : targets,
            listing: arguments.flag("all") ? .all : .changes)
        console.keepUntilExit(project, code, tableEvidence, result, diff)
        switch arguments.value("format") {
        case "json": console.output { DiffJSONReporter.write(diff, to: $0) }
        case "markdown":
            // Short enough for a pull-request comment, unless everything was asked for.
            let limit = diff.listing == .all ? nil : DiffMarkdownReporter.commentLimit
            console.output { DiffMarkdownReporter.write(diff, limit: limit, to: $0) }
        case "html": console.output { DiffHTMLReporter.write(diff, to: $0) }
        default: console.output { DiffTextReporter.write(diff, to: $0) }
        }
        return .success
    }
}
