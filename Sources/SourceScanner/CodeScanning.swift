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

    /// Whether the scan reads files with this name extension: source files, and Xcode projects
    /// (for their development region).
    public static func isScannedExtension(_ fileExtension: Substring) -> Bool {
        isSourceExtension(fileExtension) || DevelopmentRegion.isProjectExtension(fileExtension)
    }

    /// Words of which a code file must hold one to be read in full: to set an accessibility
    /// property (`accessibilityLabel`, `setAccessibilityHint:`, `.accessibility(label:)`,
    /// `UIAccessibilityCustomAction`, `.help(`; not any name with `Accessibility` in it, such as
    /// an icon's) or to define a look-up (`func tr(` is SwiftGen's: a generated file whose look-up
    /// goes through the app's own localizer is read at once, not after a search for its callers).
    /// Other files are only searched for accessor uses.
    static let fullReadingWords = [
        "ccessibilityLabel", "ccessibilityHint", "ccessibilityValue", "ccessibilityHelp", "ccessibilityAttributed", "InputLabels",
        "ccessibilityAction", "ccessibilityCustomAction", "accessibility(", "help(",
        "LocalizedString", "localizedString", "localized:", "#define", "func tr(",
    ]

    /// Scans every source file among files already walked (by ``FileWalker``) whose path, as
    /// shown (relative to `currentDirectory`), `accepts` lets through; other files are passed over.
    ///
    /// Files that set accessibility properties or define look-ups are read in full, in parallel
    /// (see ``SourceAnalyzer``); their accessors and wrappers then resolve each other's uses
    /// (``CodeResolver``); a file that calls a wrapper found that way is read in full too. Every
    /// file is then searched, without lexing, for the uses of the accessors found and for
    /// literals naming a key (``AccessorUseFinder``). `tableKeys` (table name → keys), asked for
    /// only when the code uses R.swift's generated accessors, resolves
    /// R.swift's generated accessors; a literal that is one of `literalKeys` (table name → keys)
    /// counts as a use of that key (a SwiftUI `Text("key")`).
    public static func scan(
        _ walked: [WalkedFile], wrappers: [String] = [],
        currentDirectory: String = FileManager.default.currentDirectoryPath, accepts: (String) -> Bool = { _ in true },
        tableKeys: @autoclosure () -> [String: [String]] = [:], literalKeys: [String: [String]] = [:]
    ) -> CodeIndex {
        prepare(walked, wrappers: wrappers, currentDirectory: currentDirectory, accepts: accepts)
            .finish(tableKeys: tableKeys(), literalKeys: literalKeys)
    }

    /// The first part of ``scan(_:wrappers:currentDirectory:accepts:tableKeys:literalKeys:)``,
    /// which needs no strings table: every file read, those that set accessibility properties or
    /// define look-ups analysed in full, the development regions found. It can run while the
    /// localization files are read; ``PreparedScan/finish(tableKeys:literalKeys:)`` then does
    /// the rest, which needs their keys.
    public static func prepare(
        _ walked: [WalkedFile], wrappers: [String] = [],
        currentDirectory: String = FileManager.default.currentDirectoryPath, accepts: (String) -> Bool = { _ in true }
    ) -> PreparedScan {
        let files = walked.compactMap { file -> (file: WalkedFile, kind: Kind)? in
            guard let dot = file.path.lastIndex(of: "."), let kind = kind(ofExtension: file.path[file.path.index(after: dot)...]) else {
                return nil
            }
            let shown = WalkedFile(
                path: PathDisplay.relative(file.path, to: currentDirectory), absolutePath: file.absolutePath, fileSystemPath: file.fileSystemPath,
                isExplicit: file.isExplicit)
            return accepts(shown.path) ? (shown, kind) : nil
        }
        .sorted { $0.file.path < $1.file.path }
        let sources = files.map { Source(path: $0.file.path, kind: $0.kind, content: .file($0.file.fileSystemPath)) }
        var prepared = prepare(sources, wrappers: wrappers)
        prepared.developmentRegions = developmentRegions(in: walked, currentDirectory: currentDirectory, accepts: accepts)
        return prepared
    }

    /// Scans source files already in memory (an editor's unsaved buffers, a fuzzer's input), by
    /// the path each is shown with: its extension says what it is, as on disk.
    public static func scan(
        contents: [(path: String, bytes: [UInt8])], wrappers: [String] = [], tableKeys: [String: [String]] = [:],
        literalKeys: [String: [String]] = [:]
    ) -> CodeIndex {
        let sources = contents.compactMap { file -> Source? in
            guard let dot = file.path.lastIndex(of: "."), let kind = kind(ofExtension: file.path[file.path.index(after: dot)...]) else {
                return nil
            }
            return Source(path: file.path, kind: kind, content: .bytes(file.bytes))
        }
        return index(sources, wrappers: wrappers, tableKeys: { tableKeys }, literalKeys: literalKeys)
    }

    /// The development regions the Xcode projects and Swift packages among `walked` declare.
    static func developmentRegions(in walked: [WalkedFile], currentDirectory: String, accepts: (String) -> Bool) -> DevelopmentRegions {
        DevelopmentRegions(walked.compactMap { file -> DevelopmentRegion? in
            // The name decides, before the path is made relative for showing.
            guard DevelopmentRegion.projectFile(at: file.path) != nil else { return nil }
            let shown = PathDisplay.relative(file.path, to: currentDirectory)
            guard let kind = DevelopmentRegion.projectFile(at: shown), accepts(shown), let bytes = FileBytes.read(atFileSystemPath: file.fileSystemPath) else {
                return nil
            }
            return DevelopmentRegion.read(bytes, of: kind, path: shown)
        })
    }

    /// A source file to scan: its path as shown, its kind, and where its bytes are.
    struct Source: Sendable {
        enum Content: Sendable {
            /// Read, by its path as the file system gives it, when the file is scanned (in parallel with the others).
            case file([UInt8])
            case bytes([UInt8])
        }

        var path: String
        var kind: Kind
        var content: Content

        init(path: String, kind: Kind, content: Content) {
            self.path = path
            self.kind = kind
            self.content = content
        }

        init(path: String, kind: Kind, bytes: [UInt8]?) {
            self.init(path: path, kind: kind, content: bytes.map(Content.bytes) ?? .file([]))
        }

        /// The bytes, nil when the file cannot be read.
        var bytes: [UInt8]? {
            switch content {
            case .bytes(let bytes): return bytes
            case .file(let path): return path.isEmpty ? nil : FileBytes.read(atFileSystemPath: path)
            }
        }
    }

    /// Scans files already in memory (``scan(_:wrappers:currentDirectory:accepts:tableKeys:literalKeys:)``
    /// once the files are read): in the order given, which is the order of the results.
    static func index(
        _ sources: [Source], wrappers: [String] = [], tableKeys: () -> [String: [String]] = { [:] }, literalKeys: [String: [String]] = [:]
    ) -> CodeIndex {
        prepare(sources, wrappers: wrappers).finish(tableKeys: tableKeys(), literalKeys: literalKeys)
    }

    /// Reads the files and analyses in full those that set accessibility properties or define look-ups.
    static func prepare(_ sources: [Source], wrappers: [String]) -> PreparedScan {
        let configured = ConfiguredWrappers(wrappers)
        let scanner = SourceScanner(wrappers: wrappers)
        let fullReading = SourcePrefilter(words: fullReadingWords + configured.prefilterWords)
        var results = ConcurrentMap.map(sources) { read($0, prefilter: fullReading) }
        // The files to read in full, largest first (a generated accessor file).
        let fullReads = results.indices.filter { results[$0].isReadInFull }
        let snapshot = results
        for (index, analysis) in zip(fullReads, ConcurrentMap.map(fullReads, largestFirst: { snapshot[$0].bytes.count }) { index in
            scanner.analyzeAll(snapshot[index].bytes, file: snapshot[index].analysis.file, language: snapshot[index].language ?? .swift)
        }) {
            results[index].analysis = analysis
        }
        // The accessors and wrappers the files define, indexed here: this part runs while the
        // localization files are read, and what follows waits for them.
        let resolver = CodeResolver(files: results.map { $0.analysis }, configured: configured)
        return PreparedScan(
            sources: sources, results: results, configured: configured, scanner: scanner, resolver: resolver,
            accessorPaths: resolver.lookupAccessorPaths, wrapperCalls: Set(resolver.wrapperCallPatterns))
    }
}

/// Source files read, and analysed in full where they set accessibility properties or define
/// look-ups (``CodeScanning/prepare(_:wrappers:currentDirectory:accepts:)``): what remains to
/// scan needs the strings tables' keys.
public struct PreparedScan: Sendable {
    fileprivate let sources: [CodeScanning.Source]
    fileprivate var results: [CodeScanning.FileResult]
    fileprivate let configured: ConfiguredWrappers
    fileprivate let scanner: SourceScanner
    /// Made with every file's analysis as read so far.
    fileprivate let resolver: CodeResolver
    /// What the resolver says uses of accessors and calls of wrappers look like
    /// (``CodeResolver/lookupAccessorPaths``, ``CodeResolver/wrapperCallPatterns``).
    fileprivate let accessorPaths: [UInt64: String]
    fileprivate let wrapperCalls: Set<String>
    fileprivate(set) var developmentRegions = DevelopmentRegions([])

    /// The scan's end: the uses of the accessors and wrappers found, in every file; literals that
    /// are one of `literalKeys` (table name → keys); R.swift's accessors, when the code uses them,
    /// resolved with `tableKeys`.
    /// - Parameter keep: given what the scan made on the way and no longer needs, which is then
    ///   freed when `keep` lets it go: a process about to exit keeps it, and spares the time of
    ///   freeing every file's analysis one by one.
    public func finish(
        tableKeys: @autoclosure () -> [String: [String]] = [:], literalKeys: [String: [String]] = [:], keep: (Any) -> Void = { _ in }
    ) -> CodeIndex {
        var results = self.results
        let (sources, configured, scanner) = (self.sources, self.configured, self.scanner)
        // Every file: the uses of the accessors found, literals that name keys, and calls of the
        // wrappers found. A file that calls a wrapper is read in full, and what it defines may
        // make other uses accessor uses: again, until nothing new turns up.
        var resolver = self.resolver
        let tablesOfKey = CodeScanning.tablesOfKey(literalKeys)
        var occurrences: [Int: [CodeOccurrence]] = [:]
        var searchedPaths: [UInt64: String] = [:]
        var searchedCalls: Set<String> = []
        for round in 0..<4 {
            // After the first round, only what is new is searched for.
            let paths = (round == 0 ? accessorPaths : resolver.lookupAccessorPaths).filter { searchedPaths[$0.key] == nil }
            let calls = (round == 0 ? wrapperCalls : Set(resolver.wrapperCallPatterns)).subtracting(searchedCalls)
            guard round == 0 || !paths.isEmpty || !calls.isEmpty else { break }
            searchedPaths.merge(paths) { old, _ in old }
            searchedCalls.formUnion(calls)
            let finder = AccessorUseFinder(
                paths: paths, keys: round == 0 ? tablesOfKey : [:], wrapperCalls: calls.sorted(), readsGeneratedNames: round == 0)
            guard !finder.isEmpty else { break }
            let snapshot = results
            // Searched largest first (a file of a megabyte of literals).
            let codeFiles = snapshot.indices.filter { snapshot[$0].language != nil }
            let found = ConcurrentMap.map(codeFiles, largestFirst: { snapshot[$0].bytes.count }) { index -> AccessorUseFinder.FileUses in
                finder.uses(in: snapshot[index].bytes, file: snapshot[index].analysis.file, literals: !snapshot[index].isReadInFull)
            }
            // R.swift's accessors, when the code uses them: their keys are the tables' keys.
            if round == 0, found.contains(where: \.usesGeneratedNames) { resolver.useGeneratedNames(GeneratedKeyNames(tables: tableKeys())) }
            var calling: [Int] = []
            for (index, uses) in zip(codeFiles, found) {
                if !uses.occurrences.isEmpty { occurrences[index, default: []] += uses.occurrences }
                if uses.callsWrapper, !snapshot[index].isReadInFull { calling.append(index) }
            }
            guard !calling.isEmpty else { break }
            let read = zip(calling, ConcurrentMap.map(calling) { index -> FileAnalysis in
                scanner.analyzeAll(snapshot[index].bytes, file: snapshot[index].analysis.file, language: snapshot[index].language ?? .swift)
            }).map { (index: $0, analysis: $1) }
            for (index, analysis) in read {
                results[index].analysis = analysis
                results[index].isReadInFull = true
                // Read in full, its literals are what its code makes of them (an accessor's key is no use).
                occurrences[index]?.removeAll { if case .lookup = $0.value { return true } else { return false } }
            }
            resolver.add(read)
        }
        var analyses = results.map { $0.analysis }
        for (index, found) in occurrences { analyses[index].lookups += found }

        var index = CodeLinker.link(analyses, resolver: resolver)
        var relevantFiles: [String] = []
        for (fileIndex, (source, result)) in zip(sources, results).enumerated() {
            index.interfaceBuilderTexts += result.texts
            index.diagnostics += result.diagnostics
            switch source.kind {
            case .interfaceBuilder: index.interfaceBuilderTables.insert(InterfaceBuilderScanner.tableName(ofFile: source.path))
            case .code:
                index.codeFileCount += 1
                if result.isReadInFull || occurrences[fileIndex] != nil || !result.diagnostics.isEmpty { relevantFiles.append(source.path) }
            }
        }
        index.developmentRegions = developmentRegions
        index.relevance = SourceRelevance(
            relevantFiles: relevantFiles.sorted(), fullReadingWords: CodeScanning.fullReadingWords + configured.prefilterWords,
            accessorPaths: searchedPaths, wrapperCalls: searchedCalls.sorted())
        keep((results, analyses, resolver, occurrences))
        return index
    }
}

extension CodeScanning {
    /// The tables of each key (table name → keys, turned around), in the order of the tables' names.
    static func tablesOfKey(_ keysByTableName: [String: [String]]) -> [String: [String]] {
        var tablesOfKey: [String: [String]] = [:]
        for (table, keys) in keysByTableName.sorted(by: { $0.key < $1.key }) { for key in keys { tablesOfKey[key, default: []].append(table) } }
        return tablesOfKey
    }

    /// One file's bytes and what was read of them.
    struct FileResult: Sendable {
        var analysis: FileAnalysis
        /// The code's bytes (empty for a storyboard), kept for the later passes.
        var bytes: [UInt8] = []
        var language: SourceLanguage?
        var isReadInFull = false
        var texts: [InterfaceBuilderText] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Reads a file: a storyboard's texts, and whether a code file is to be read in full.
    fileprivate static func read(_ source: Source, prefilter: SourcePrefilter) -> FileResult {
        guard let bytes = source.bytes else {
            return FileResult(
                analysis: FileAnalysis(file: source.path),
                diagnostics: [Diagnostic(LoadProblem.unreadable, at: SourceLocation(file: source.path, position: .unknown))])
        }
        switch source.kind {
        case .interfaceBuilder:
            let (texts, diagnostics) = InterfaceBuilderScanner.scan(bytes, file: source.path)
            return FileResult(analysis: FileAnalysis(file: source.path), texts: texts, diagnostics: diagnostics)
        case let .code(language):
            return FileResult(
                analysis: FileAnalysis(file: source.path), bytes: bytes, language: language, isReadInFull: prefilter.mayContainReferences(bytes))
        }
    }
}
