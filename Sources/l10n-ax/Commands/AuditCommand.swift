import Foundation
import HintGrammar
import StringsParser

/// `l10n-ax audit [PATH…]`: every finding of every rule.
enum AuditCommand {
    static func run(_ arguments: ParsedArguments, console: Console) throws(ToolError) -> ExitCode {
        let settings = try Settings.load(arguments, console: console)
        let fixing = try Fixing.request(arguments)
        let progress = Progress(console: console)
        defer { progress.finish() }
        var (result, inputs, pendingWrite) = try auditFindings(arguments, settings: settings, console: console, progress: progress)
        defer { pendingWrite?.finish(console: console) }
        if let fixing {
            // The suggestions of the findings the report shows.
            let plan = FixPlan(findings: result.showing(from: settings.minSeverity).findings, applying: fixing.applying)
            let outcome = Fixing.apply(plan, mode: fixing.mode, inputs: inputs, console: console)
            switch fixing.mode {
            case .diff:
                console.output { output in outcome.diff.withUnsafeBufferPointer { output.write(bytes: $0) } }
                return outcome.diff.isEmpty ? .success : .findings
            case .fix:
                console.error("l10n-ax: fixed \(Progress.count(outcome.findings)) finding\(outcome.findings == 1 ? "" : "s") in "
                    + "\(Progress.count(outcome.values)) string\(outcome.values == 1 ? "" : "s") of \(Progress.count(outcome.files)) file\(outcome.files == 1 ? "" : "s")\n")
                if outcome.files > 0 {
                    // What is left, from the files as they are now.
                    pendingWrite?.finish(console: console)
                    (result, inputs, pendingWrite) = try auditFindings(arguments, settings: settings, console: console, progress: progress)
                }
            }
        }
        if let path = arguments.value("write-baseline") {
            guard !Tool.isInput(path, arguments, console: console) else {
                throw .baseline("\(path) is a file the audit reads; write the baseline to a file of its own (l10n-ax-baseline.json)")
            }
            try BaselineFile.write(Baseline(findings: result.findings), to: path, console: console)
            console.error("l10n-ax: recorded \(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") in \(path)\n")
        }
        // The run fails on what the audit found; the report shows what is severe enough.
        let fails = settings.failOn.fails(highest: result.highestSeverity)
        result = result.showing(from: settings.minSeverity)
        switch arguments.value("format") {
        case "json":
            console.output { JSONReporter.write(result, to: $0) }
        case "xcode":
            console.output { XcodeReporter.write(result, baseDirectory: console.currentDirectory, to: $0) }
        case "sarif":
            let root = Tool.auditedRoot(arguments, console: console)
            let replacements = Fixing.replacements(for: result.findings, inputs: inputs)
            console.output {
                SARIFReporter.write(result, sourceRoot: root, currentDirectory: console.currentDirectory, replacements: replacements, to: $0)
            }
        case "github":
            console.output { GitHubActionsReporter.write(result, to: $0) }
        case "html":
            console.output { AuditHTMLReporter.write(result, to: $0) }
        default:
            let style = ReportStyle(colors: console.colorsOutput && !arguments.flag("no-color"))
            let summary = !arguments.flag("quiet")
            console.output { TextReporter.write(result, style: style, summary: summary, to: $0) }
        }
        return fails ? .findings : .success
    }
}

extension AuditCommand {
    /// The findings of the paths and settings given, less those the baseline records; the
    /// inputs found; the cache's write, under way.
    static func auditFindings(
        _ arguments: ParsedArguments, settings: Settings, console: Console, progress: Progress
    ) throws(ToolError) -> (AuditResult, Tool.Inputs, AuditCache.PendingWrite?) {
        let startedAt = FileStamp.now()
        let cache = AuditCache(arguments, settings: settings, console: console)
        // Until it is known that the whole audit runs: a run from the cache needs little memory.
        let smallPages = cache != nil && HeapPages.keepSmall()
        // What the last run of this audit left, and the folders it listed (not listed again if unchanged).
        let snapshot = cache?.read().flatMap { $0.invocation == cache?.invocation ? $0 : nil }
        let inputs = try Tool.findInputs(
            arguments, settings: settings.file, console: console, progress: progress, stamping: cache != nil, memory: snapshot?.walkMemory)
        // A folder that cannot be listed may hide files that appear later: no cache.
        var (result, pendingWrite) = try audit(
            inputs, cache: inputs.problems.isEmpty ? cache : nil, snapshot: snapshot, startedAt: startedAt, arguments: arguments,
            settings: settings, console: console, progress: progress, smallPages: smallPages)
        // What was read and found, and the last run's snapshot: freed by the exit, at once.
        console.keepUntilExit(result, inputs, snapshot as Any)
        progress.finish()
        // `// l10n-ax:ignore rule` in code, `<!-- l10n-ax:ignore rule -->` in storyboards.
        let unsilenced = SourceSuppression.unsilenced(result.findings) { path in
            FileBytes.read(atPath: LocalizationDiscovery.absolutePath(path, in: console.currentDirectory))
        }
        if unsilenced.count != result.findings.count { result = result.replacingFindings(unsilenced) }
        if let path = arguments.value("baseline") {
            result = result.replacingFindings(try BaselineFile.read(path, console: console).newFindings(result.findings))
        }
        return (result, inputs, pendingWrite)
    }

    /// The audit of what was found: from the cache when nothing changed, re-auditing only the
    /// translations whose values changed when that is all, else in full (and then cached).
    /// - Parameter startedAt: when the run started, before the files were walked and stamped.
    /// - Parameter smallPages: whether the heaps' pages were kept small (see ``HeapPages``): they
    ///   take huge pages again before the files are read or the code scanned in full.
    static func audit(
        _ inputs: Tool.Inputs, cache: AuditCache?, snapshot: AuditSnapshot?, startedAt: Int64, arguments: ParsedArguments, settings: Settings,
        console: Console, progress: Progress, smallPages: Bool = false
    ) throws(ToolError) -> (AuditResult, AuditCache.PendingWrite?) {
        let stamps = cache == nil ? nil : AuditCache.stamps(of: inputs, console: console)
        // The code, when only it changed and it no longer says what it said: scanned already.
        var scanned: CodeIndex?
        // The cache's beginning (the walk's stamps and listings), encoded while the run goes on,
        // when the cache is to be written again.
        var encodingStart: BackgroundResult<AuditSnapshot.EncodingStart>?
        if let cache, let stamps, let snapshot {
            let auditor = Auditor(configuration: settings.audit)
            let reuse = snapshot.reuse(invocation: cache.invocation, inputs: stamps)
            if reuse != .unchanged {
                let (invocation, folders) = (cache.invocation, inputs.folders)
                encodingStart = BackgroundResult {
                    AuditSnapshot.EncodingStart(invocation: invocation, startedAt: startedAt, inputs: stamps, folders: folders)
                }
            }
            switch reuse {
            case .unchanged:
                return (auditor.result(of: snapshot), nil)
            case let .translations(paths, changed, buckets):
                progress.update("auditing \(Progress.count(paths.count)) changed files")
                let wanted = Set(paths)
                let changedFiles = inputs.localizationFiles.filter { wanted.contains($0.path) }
                // The tables of the languages audited again; the source language's strings are not
                // judged again, and what of its table a rule reads is made when it is read.
                Tool.buildLanguageTables(of: changedFiles.filter { changed.contains($0.path) })
                let project = LocalizationLoader.load(changedFiles, makesEveryValue: settings.audit.scope == .all, commentMarker: Suppression.marker)
                if snapshot.hasStructure(of: project.files, changed: changed),
                    let updated = auditor.reaudit(snapshot, project: project, changes: buckets)
                {
                    console.keepUntilExit(project)
                    let restamped = updated.restamped(stamps, folders: inputs.folders, startedAt: startedAt)
                    return (
                        auditor.result(of: updated),
                        AuditCache.PendingWrite(restamped, to: cache, currentDirectory: console.currentDirectory, start: encodingStart)
                    )
                }
            case let .code(scan, changed):
                // The code says what it said: the snapshot's result, kept with the new stamps.
                let unchangedCode = {
                    let restamped = snapshot.restamped(stamps, folders: inputs.folders, startedAt: startedAt)
                    return (
                        auditor.result(of: snapshot),
                        AuditCache.PendingWrite(restamped, to: cache, currentDirectory: console.currentDirectory, start: encodingStart)
                    )
                }
                if let relevance = scan.relevance,
                    Tool.changedSourcesGiveNothing(changed, inputs: inputs, relevance: relevance, keysByTableName: scan.keysByTableName, console: console)
                {
                    return unchangedCode()
                }
                progress.update("scanning source files")
                if smallPages { HeapPages.allowHuge() }
                scanned = Tool.scanCode(inputs, keysByTableName: scan.keysByTableName, settings: settings.file, console: console)
                if let scanned, scanned.fingerprint == scan.fingerprint { return unchangedCode() }
            case .nothing:
                break
            }
        }
        if smallPages { HeapPages.allowHuge() }
        let (project, code, tableEvidence) = Tool.read(
            inputs, settings: settings.file, console: console, progress: progress, buildsLanguageTables: true, scanned: scanned,
            makesEveryValue: settings.audit.scope == .all)
        try checkSource(settings.audit, of: project, code: code, arguments: arguments, console: console)
        progress.update("auditing \(Progress.count(project.files.count)) files")
        let auditor = Auditor(configuration: settings.audit, code: code, tableEvidence: tableEvidence)
        console.keepUntilExit(project, code, tableEvidence)
        guard let cache, let stamps else { return (auditor.audit(project), nil) }
        let (result, recording) = auditor.auditRecording(
            project, invocation: cache.invocation, inputs: stamps, folders: inputs.folders, startedAt: startedAt)
        // What the next run needs to tell whether the code still says what it said.
        var recorded = recording
        recorded.code = AuditSnapshot.CodeScan(
            fingerprint: code.fingerprint, keysByTableName: tableEvidence.keysByTableName, relevance: code.relevance)
        return (result, AuditCache.PendingWrite(recorded, to: cache, currentDirectory: console.currentDirectory, start: encodingStart))
    }

    /// Fails when the source language asked for is none of the project's (and the code writes
    /// no source text); says so when only translation folders were given, whose comparison with
    /// their source cannot run.
    static func checkSource(
        _ configuration: AuditConfiguration, of project: LocalizationProject, code: CodeIndex, arguments: ParsedArguments, console: Console
    ) throws(ToolError) {
        let folders = Tool.languageFoldersOnly(Tool.paths(arguments))
        if let source = configuration.sourceLanguage, source != LanguageTag.base, !project.languages.contains(source),
            code.defaultTexts.isEmpty, folders == nil
        {
            let setting = arguments.values("source-language").isEmpty ? "the configuration's sourceLanguage" : "--source-language"
            throw .sourceLanguageNotFound(source, setting: setting, available: project.languages)
        }
        guard let folders else { return }
        let development = configuration.sourceLanguage ?? code.developmentRegions.language(of: "") ?? "en"
        let primary = LanguageTag.primaryLanguage(of: development)
        guard !folders.contains(where: { $0 == LanguageTag.base || LanguageTag.primaryLanguage(of: $0) == primary }) else { return }
        let rules = RuleRegistry.descriptions.filter { $0.scope == .translation }.map(\.id)
        console.error(
            "note: only the \(folders.joined(separator: ", ")) translation\(folders.count == 1 ? " was" : "s were") given: the rules that compare a translation with its source "
                + "(\(rules.joined(separator: ", "))) need the \(development) table too; audit the folder that holds the .lproj folders\n")
    }
}

/// Reading and writing baseline files.
enum BaselineFile {
    static func read(_ path: String, console: Console) throws(ToolError) -> Baseline {
        let absolute = LocalizationDiscovery.absolutePath(path, in: console.currentDirectory)
        guard let data = FileManager.default.contents(atPath: absolute) else { throw .baseline("cannot read the baseline \(path)") }
        switch Baseline.decode([UInt8](data), file: path) {
        case let .success(baseline): return baseline
        case let .failure(diagnostic): throw .baseline("\(diagnostic.location): \(diagnostic.message)")
        }
    }

    static func write(_ baseline: Baseline, to path: String, console: Console) throws(ToolError) {
        let absolute = LocalizationDiscovery.absolutePath(path, in: console.currentDirectory)
        // Whole or not at all: a full disk leaves the old baseline as it was.
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(Array(baseline.encoded().utf8), to: absolute, replacing: true)
        } catch {
            switch error {
            // Replacing is asked for: an existing baseline is no failure.
            case .exists: return
            case .changed: throw .baseline("cannot write the baseline \(path): it changed while it was written")
            case let .cannotWrite(reason): throw .baseline("cannot write the baseline \(path): \(reason)")
            }
        }
    }
}
