import Foundation
import StringsParser

/// Finds and scans the source files under the audited paths: Swift, Objective-C, storyboards
/// and xibs, in parallel, into one ``CodeIndex``.
public enum CodeScanning {
    /// What a file is to the scanner, by its extension.
    enum Kind: Sendable {
        case code(SourceLanguage)
        case interfaceBuilder
    }

    /// The kind of source file `fileExtension` names (`swift`, `m`, `mm`, `h`, `storyboard`, `xib`), if any.
    static func kind(ofExtension fileExtension: some StringProtocol) -> Kind? {
        let lowered = fileExtension.lowercased()
        if lowered == "storyboard" || lowered == "xib" { return .interfaceBuilder }
        return SourceLanguage(fileExtension: lowered).map(Kind.code)
    }

    /// Whether a file name extension is one of a scanned source file.
    public static func isSourceExtension(_ fileExtension: Substring) -> Bool { kind(ofExtension: fileExtension) != nil }

    /// Scans every source file among files already walked (by ``FileWalker``) whose path, as
    /// shown (relative to `currentDirectory`), `accepts` lets through; other files are passed over.
    /// Each file is read on its own (in parallel), then their accessors and wrappers resolve
    /// each other's uses. `generatedNames` (the tables' keys) resolves R.swift's accessors.
    public static func scan(
        _ walked: [WalkedFile], wrappers: [String] = [],
        currentDirectory: String = FileManager.default.currentDirectoryPath, accepts: (String) -> Bool = { _ in true },
        generatedNames: GeneratedKeyNames? = nil
    ) -> CodeIndex {
        let files = walked.compactMap { file -> (file: WalkedFile, kind: Kind)? in
            guard let dot = file.path.lastIndex(of: "."), let kind = kind(ofExtension: file.path[file.path.index(after: dot)...]) else {
                return nil
            }
            let shown = WalkedFile(path: PathDisplay.relative(file.path, to: currentDirectory), absolutePath: file.absolutePath, isExplicit: file.isExplicit)
            return accepts(shown.path) ? (shown, kind) : nil
        }
        .sorted { $0.file.path < $1.file.path }
        let scanner = SourceScanner(wrappers: wrappers)
        let results = ConcurrentMap.map(files) { scan($0.file, kind: $0.kind, scanner: scanner) }
        var index = CodeLinker.link(results.compactMap(\.analysis), wrappers: wrappers, generatedNames: generatedNames)
        for ((file, kind), result) in zip(files, results) {
            index.interfaceBuilderTexts += result.texts
            index.diagnostics += result.diagnostics
            switch kind {
            case .interfaceBuilder: index.interfaceBuilderTables.insert(InterfaceBuilderScanner.tableName(ofFile: file.path))
            case .code: index.codeFileCount += 1
            }
        }
        return index
    }

    private struct FileResult: Sendable {
        var analysis: FileAnalysis?
        var texts: [InterfaceBuilderText] = []
        var diagnostics: [Diagnostic] = []
    }

    private static func scan(_ file: WalkedFile, kind: Kind, scanner: SourceScanner) -> FileResult {
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            return FileResult(diagnostics: [Diagnostic(LoadProblem.unreadable, at: SourceLocation(file: file.path, position: .unknown))])
        }
        switch kind {
        case .interfaceBuilder:
            let (texts, diagnostics) = InterfaceBuilderScanner.scan([UInt8](data), file: file.path)
            return FileResult(texts: texts, diagnostics: diagnostics)
        case let .code(language):
            return FileResult(analysis: scanner.analyze([UInt8](data), file: file.path, language: language))
        }
    }
}
