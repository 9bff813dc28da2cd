/// Which source files gave a scan something, and what it looked for in the others: enough to
/// tell, reading only a changed file, that the file still gives the scan nothing, so that the
/// code index is what it was (an edit of a model or a network file, most of an app's files).
///
/// A code file gives the scan something when it is read in full (it holds a word of
/// ``CodeScanning/fullReadingWords`` or of a configured wrapper), when it uses an accessor the
/// program defines, names a key as a literal, calls a wrapper with a literal or uses R.swift's
/// accessors (``AccessorUseFinder``), or when it could not be read. A file that gives nothing
/// adds nothing to the index, whatever else it says: neither a use, nor a look-up, nor a
/// definition another file's uses resolve through.
public struct SourceRelevance: Sendable, Equatable {
    /// The code files that gave the scan something, by the paths they are shown with, sorted.
    public var relevantFiles: [String]
    /// The words of which a file must hold one to be read in full.
    public var fullReadingWords: [String]
    /// The accessors' paths looked for in every file: each path's hash (``CodeResolver/hash(_:)``)
    /// and its first name.
    public var accessorPaths: [UInt64: String]
    /// The wrappers' call patterns looked for (`tr("`, `".localized`).
    public var wrapperCalls: [String]

    public init(relevantFiles: [String], fullReadingWords: [String], accessorPaths: [UInt64: String], wrapperCalls: [String]) {
        self.relevantFiles = relevantFiles
        self.fullReadingWords = fullReadingWords
        self.accessorPaths = accessorPaths
        self.wrapperCalls = wrapperCalls
    }

    /// Whether the code file at `path` (as shown), now holding `bytes`, gives the scan nothing,
    /// as it gave nothing before; `keysByTableName` are the keys the scan looked for as literals.
    /// A storyboard, a project file or a file of no scanned kind is never said to give nothing.
    public func givesNothing(_ bytes: [UInt8], path: String, keysByTableName: [String: [String]]) -> Bool {
        guard let dot = path.lastIndex(of: "."), case .code? = CodeScanning.kind(ofExtension: path[path.index(after: dot)...]),
            !isRelevant(path), !SourcePrefilter(words: fullReadingWords).mayContainReferences(bytes)
        else { return false }
        let finder = AccessorUseFinder(
            paths: accessorPaths, keys: CodeScanning.tablesOfKey(keysByTableName), wrapperCalls: wrapperCalls, readsGeneratedNames: true)
        let uses = finder.uses(in: bytes, file: path, literals: true)
        return uses.occurrences.isEmpty && !uses.callsWrapper
    }

    /// Whether the file gave the scan something (a binary search of the sorted paths).
    func isRelevant(_ path: String) -> Bool { relevantFiles.sortedIndex(of: path) != nil }
}
