import Foundation

/// Reads every discovered file (in parallel) and merges them into a ``LocalizationProject``.
public enum LocalizationLoader {
    /// Discovers and reads everything under `paths`.
    public static func load(
        _ paths: [String], options: DiscoveryOptions = DiscoveryOptions(),
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> (project: LocalizationProject, problems: [DiscoveryProblem]) {
        let discovery = LocalizationDiscovery.discover(paths, options: options, currentDirectory: currentDirectory)
        return (load(discovery.files, problems: discovery.problems), discovery.problems)
    }

    /// Reads the files given and merges them; the folders that could not be listed among
    /// `problems` are the project's ``LocalizationProject/walkDiagnostics``.
    /// - Parameter makesEveryValue: whether every value is made into text as its file is read,
    ///   for a caller that reads them all (an audit of every string); otherwise a text `.strings`
    ///   file's values written without escapes are kept as their bytes and made when read (see
    ///   ``StringOrigin/verbatimValues``): most are never read.
    /// - Parameter commentMarker: bytes looked for in the comments of text `.strings` files as
    ///   they are read, once for each distinct comment (see
    ///   ``LocalizationFile/commentsHoldMarker``): a caller that looks for a directive in
    ///   comments then reads only the files that hold one.
    public static func load(
        _ files: [DiscoveredFile], problems: [DiscoveryProblem] = [], makesEveryValue: Bool = false, commentMarker: BytePattern? = nil
    ) -> LocalizationProject {
        let folders = problems.compactMap { problem -> Diagnostic? in
            guard case let .unreadableDirectory(path) = problem else { return nil }
            return Diagnostic(LoadProblem.unreadableFolder, at: SourceLocation(file: path, position: .unknown))
        }
        // Read on every core, merged on this thread in path order as the files come.
        var languages: [TableID: Set<String>] = [:]
        for file in files { if let language = file.language { languages[file.table, default: []].insert(language) } }
        var builder = LocalizationProject.Builder(expectedLanguages: languages.mapValues { $0.count })
        // Each reading thread makes a key or comment once for all the files it reads.
        ConcurrentMap.forEachInOrder(files, workerState: { StringInterner(commentMarker: commentMarker) }, { interner, file in
            LocalizationFileReader.read(file, interner: interner, keepsValueBytes: !makesEveryValue)
        }) {
            builder.add($0)
        }
        return builder.build(walkDiagnostics: folders)
    }
}

/// Reads one localization file in whichever format it is.
public enum LocalizationFileReader {
    public static func read(_ file: DiscoveredFile) -> LocalizationFile { read(file, interner: nil) }

    /// With an `interner`, the keys and comments of a text `.strings` file are made by it.
    /// With `keepsValueBytes`, a text `.strings` file's values written without escapes are kept
    /// as their bytes, made into text when read (see ``StringOrigin/verbatimValues``).
    static func read(_ file: DiscoveredFile, interner: StringInterner?, keepsValueBytes: Bool = true) -> LocalizationFile {
        guard let bytes = FileBytes.read(atFileSystemPath: file.fileSystemPath) else {
            return LocalizationFile(
                path: file.path, format: file.format, table: file.table, language: file.language, encoding: nil,
                strings: [], diagnostics: [Diagnostic(LoadProblem.unreadable, at: SourceLocation(file: file.path, position: .unknown))])
        }
        return read(consume bytes, as: file, interner: interner, keepsValueBytes: keepsValueBytes)
    }

    /// Reads a file's bytes. They are consumed: a file transcoded to UTF-8 (UTF-16, UTF-32) is
    /// not held twice while it is parsed.
    public static func read(_ bytes: consuming [UInt8], as file: DiscoveredFile) -> LocalizationFile {
        read(consume bytes, as: file, interner: nil)
    }

    static func read(_ bytes: consuming [UInt8], as file: DiscoveredFile, interner: StringInterner?, keepsValueBytes: Bool = true) -> LocalizationFile {
        switch file.format {
        case .xcstrings:
            return StringCatalogReader.read(bytes, file: file.path, table: file.table)
        case .stringsdict:
            return StringsdictReader.read(bytes, file: file.path, table: file.table, language: file.language ?? "und")
        case .strings, .interfaceBuilder, .sourceCode:
            // Discovery finds only the file formats; the other two never name a file.
            return readStringsTable(consume bytes, file: file, interner: interner, keepsValueBytes: keepsValueBytes)
        }
    }

    /// A `.strings` file: text, or an XML or binary property list.
    static func readStringsTable(
        _ bytes: consuming [UInt8], file: DiscoveredFile, interner: StringInterner? = nil, keepsValueBytes: Bool = true
    ) -> LocalizationFile {
        let language = file.language ?? "und"
        let text: DecodedText
        switch PropertyListFile.read(consume bytes, file: file.path) {
        case let .text(decoded):
            text = decoded
        case let .propertyList(plist):
            let origin = StringOrigin(table: file.table, language: language, file: file.path, format: .strings)
            var diagnostics = plist.diagnostics
            var strings: [LocalizedString] = []
            if let root = plist.root {
                if let members = root.dictionary?.members {
                    for member in members {
                        guard let value = member.value.string else {
                            diagnostics.append(Diagnostic(
                                LoadProblem.valueNotString(key: member.key, found: member.value.kindDescription),
                                at: plist.location(of: member.value)))
                            continue
                        }
                        strings.append(LocalizedString(
                            origin: origin, key: member.key, value: value, position: plist.location(ofContent: member.value).position,
                            keyPosition: plist.location(ofKey: member).position))
                    }
                } else {
                    diagnostics.append(Diagnostic(LoadProblem.rootNotDictionary(found: root.kindDescription), at: plist.location(of: root)))
                }
            }
            return LocalizationFile(
                path: file.path, format: .strings, table: file.table, language: language, encoding: plist.encoding,
                strings: strings, diagnostics: diagnostics)
        }
        // Values without escapes are kept as their bytes, made into text when read.
        let verbatimValues = keepsValueBytes ? VerbatimValues(capacity: text.bytes.count) : nil
        let origin = StringOrigin(table: file.table, language: language, file: file.path, format: .strings, verbatimValues: verbatimValues)
        let markedBefore = interner?.commentBoxes.markedComments ?? 0
        let parsed: (entries: [LocalizedString], diagnostics: [Diagnostic]) = StringsFileParser.parse(
            text, file: file.path, context: origin, interner: interner)
        verbatimValues?.finish()
        var read = LocalizationFile(
            path: file.path, format: .strings, table: file.table, language: language, encoding: text.encoding,
            strings: parsed.entries, diagnostics: parsed.diagnostics)
        if let interner, interner.commentBoxes.looksForMarker { read.commentsHoldMarker = interner.commentBoxes.markedComments > markedBefore }
        return read
    }
}
