import Foundation
import HintGrammar
import StringsParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `audit --fix` and `audit --diff`: each string's suggestion written into its localization file,
/// or shown as a unified diff. Only localization files are written, only the values fixed change
/// (see ``LocalizationFileEditor``), each file whole or not at all, keeping its permissions; a
/// file that is read-only, or changed since it was audited, is left as it is and named.
enum Fixing {
    enum Mode {
        /// Write the files.
        case fix
        /// Print the changes, write nothing.
        case diff
    }

    /// What was asked for: `--fix` or `--diff`, and with `--unsafe-fixes` the unsafe suggestions too.
    static func request(_ arguments: ParsedArguments) throws(ToolError) -> (mode: Mode, applying: FixApplicability)? {
        let applying: FixApplicability = arguments.flag("unsafe-fixes") ? .unsafe : .safe
        switch (arguments.flag("fix"), arguments.flag("diff")) {
        case (true, true): throw .usage(.conflictingOptions(reason: "--fix writes the files and --diff only shows the changes: give one of them"), command: .audit)
        case (true, false): return (.fix, applying)
        case (false, true): return (.diff, applying)
        case (false, false):
            guard !arguments.flag("unsafe-fixes") else {
                throw .usage(.conflictingOptions(reason: "--unsafe-fixes goes with --fix or --diff"), command: .audit)
            }
            return nil
        }
    }

    /// What a fix or diff did.
    struct Outcome {
        /// Files rewritten (or, for a diff, that would be).
        var files = 0
        /// Values rewritten.
        var values = 0
        /// Findings those values answered.
        var findings = 0
        /// The diff, for `--diff`.
        var diff: [UInt8] = []
        /// Suggestions for texts written elsewhere than as a value (a catalog's key, an
        /// Interface Builder comment), not applied.
        var elsewhere = 0
    }

    /// Applies (or shows) `plan` on the files among `inputs`; files left alone are named on
    /// standard error.
    static func apply(_ plan: FixPlan, mode: Mode, inputs: Tool.Inputs, console: Console) -> Outcome {
        var outcome = Outcome()
        let filesByPath = localizationFiles(of: inputs)
        for path in plan.files {
            guard let file = filesByPath[path], let edits = plan.edits[path] else { continue }
            func leave(_ reason: String) { console.error("l10n-ax: left \(path) as it was: \(reason)\n") }
            guard let stamp = FileStamp.of(fileSystemPath: file.fileSystemPath), let data = FileBytes.read(atFileSystemPath: file.fileSystemPath) else {
                leave("it cannot be read")
                continue
            }
            let edited: EditedFile
            switch LocalizationFileEditor.apply(edits, to: data, as: file) {
            case let .success(result): edited = result
            case let .failure(refusal):
                leave(refusal.description)
                continue
            }
            outcome.elsewhere += edited.skipped.count
            guard !edited.edits.isEmpty else { continue }
            let answered = edited.edits.reduce(0) { $0 + (plan.findingCounts[path]?[$1.offset] ?? 0) }
            switch mode {
            case .diff:
                outcome.diff += UnifiedDiff.render(path: diffPath(path), old: data, new: edited.bytes)
            case .fix:
                guard isWritable(file) else {
                    leave("it is read-only")
                    continue
                }
                do throws(AtomicFile.Failure) {
                    try AtomicFile.write(
                        edited.bytes, to: file.absolutePath, replacing: true, permissions: permissions(of: file),
                        unchanged: { FileStamp.of(fileSystemPath: file.fileSystemPath) == stamp })
                } catch {
                    switch error {
                    case .changed: leave("it changed while the fix was written")
                    case .exists: leave("it could not be replaced")
                    case let .cannotWrite(reason): leave("cannot write it: \(reason)")
                    }
                    continue
                }
            }
            outcome.files += 1
            outcome.values += edited.edits.count
            outcome.findings += answered
        }
        if outcome.elsewhere > 0 {
            console.error("l10n-ax: \(outcome.elsewhere) suggestion\(outcome.elsewhere == 1 ? " is" : "s are") for text written in a String Catalog's key or an "
                + "Interface Builder comment, not as a value: not applied; change \(outcome.elsewhere == 1 ? "it" : "them") where \(outcome.elsewhere == 1 ? "it is" : "they are") written\n")
        }
        return outcome
    }

    /// Where each suggestion of `findings` (safe or not) would be written in its localization
    /// file, read from the files: what SARIF's `fixes` say.
    static func replacements(for findings: [Finding], inputs: Tool.Inputs) -> [SARIFReporter.FixSite: ValueReplacement] {
        let plan = FixPlan(findings: findings, applying: .unsafe)
        guard !plan.isEmpty else { return [:] }
        let filesByPath = localizationFiles(of: inputs)
        var result: [SARIFReporter.FixSite: ValueReplacement] = [:]
        for path in plan.files {
            guard let file = filesByPath[path], let edits = plan.edits[path], let data = FileBytes.read(atFileSystemPath: file.fileSystemPath) else {
                continue
            }
            for (offset, replacement) in LocalizationFileEditor.replacements(for: edits, in: data, as: file) {
                result[SARIFReporter.FixSite(file: path, offset: offset)] = replacement
            }
        }
        return result
    }

    /// The localization files found, by the path findings show.
    private static func localizationFiles(of inputs: Tool.Inputs) -> [String: DiscoveredFile] {
        Dictionary(inputs.localizationFiles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A path as a diff names it under `a/` and `b/`: relative to the current folder, without `./`.
    static func diffPath(_ path: String) -> String {
        var shown = Substring(path)
        while shown.hasPrefix("./") { shown = shown.dropFirst(2) }
        return String(shown)
    }

    /// Whether the file may be written: the system allows it, and its mode does not say it is
    /// read-only (which the superuser's writes would otherwise ignore).
    private static func isWritable(_ file: DiscoveredFile) -> Bool {
        let allowed = (file.fileSystemPath + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { access($0.baseAddress!, W_OK) == 0 }
        }
        return allowed && (permissions(of: file).map { $0 & 0o200 != 0 } ?? false)
    }

    private static func permissions(of file: DiscoveredFile) -> mode_t? {
        var status = stat()
        let found = (file.fileSystemPath + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &status) == 0 }
        }
        return found ? status.st_mode & 0o7777 : nil
    }
}
