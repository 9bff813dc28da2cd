import Foundation
import StringsParser

/// Finds and scans the source files under the audited paths: Swift, Objective-C, storyboards
/// and xibs, in parallel, into one ``CodeIndex``.
public enum CodeScanning {
    /// The file extensions scanned.
    static let extensions: Set<String> = ["swift", "m", "mm", "storyboard", "xib"]

    /// Scans every source file under `paths` that `accepts` lets through.
    public static func scan(
        _ paths: [String], options: DiscoveryOptions = DiscoveryOptions(), wrappers: [String] = [],
        currentDirectory: String = FileManager.default.currentDirectoryPath, accepts: (String) -> Bool = { _ in true }
    ) -> CodeIndex {
        let walk = FileWalker.files(
            under: paths, options: options, currentDirectory: currentDirectory,
            accepting: { extensions.contains($0.lowercased()) })
        let files = walk.files.filter { file in
            guard let dot = file.path.lastIndex(of: ".") else { return false }
            return extensions.contains(file.path[file.path.index(after: dot)...].lowercased())
        }
        .map { WalkedFile(path: PathDisplay.relative($0.path, to: currentDirectory), absolutePath: $0.absolutePath, isExplicit: $0.isExplicit) }
        .filter { accepts($0.path) }
        .sorted { $0.path < $1.path }
        let scanner = SourceScanner(wrappers: wrappers)
        let results = ConcurrentMap.map(files) { file in scan(file, scanner: scanner) }
        var index = CodeIndex()
        for (file, result) in zip(files, results) {
            index.references += result.references
            index.lookups += result.lookups
            index.interfaceBuilderTexts += result.texts
            index.diagnostics += result.diagnostics
            if result.isInterfaceBuilder {
                index.interfaceBuilderTables.insert(tableName(of: file.path))
            } else {
                index.codeFileCount += 1
            }
        }
        return index
    }

    private struct FileResult: Sendable {
        var references: [SourceReference] = []
        var lookups: [LookupReference] = []
        var texts: [InterfaceBuilderText] = []
        var diagnostics: [Diagnostic] = []
        var isInterfaceBuilder = false
    }

    private static func scan(_ file: WalkedFile, scanner: SourceScanner) -> FileResult {
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            return FileResult(diagnostics: [Diagnostic(LoadProblem.unreadable, at: SourceLocation(file: file.path, position: .unknown))])
        }
        let bytes = [UInt8](data)
        let fileExtension = file.path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        if fileExtension == "storyboard" || fileExtension == "xib" {
            let (texts, diagnostics) = InterfaceBuilderScanner.scan(bytes, file: file.path)
            return FileResult(texts: texts, diagnostics: diagnostics, isInterfaceBuilder: true)
        }
        guard let language = SourceLanguage(fileExtension: fileExtension) else { return FileResult() }
        let result = scanner.scan(bytes, file: file.path, language: language)
        return FileResult(references: result.references, lookups: result.lookups)
    }

    /// `Main` for `App/Base.lproj/Main.storyboard`.
    static func tableName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").first.map(String.init) ?? name
    }
}
