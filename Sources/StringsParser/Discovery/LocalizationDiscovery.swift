import Foundation

/// How discovery walks folders.
public struct DiscoveryOptions: Sendable {
    /// Folder names never entered (build products, dependencies, version control).
    public var skippedDirectoryNames: Set<String>

    /// `.build`, `DerivedData`, `Pods`, `Carthage` and `.git`.
    public static let defaultSkippedDirectoryNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

    public init(skippedDirectoryNames: Set<String> = DiscoveryOptions.defaultSkippedDirectoryNames) {
        self.skippedDirectoryNames = skippedDirectoryNames
    }
}

/// A localization file found by discovery.
public struct DiscoveredFile: Hashable, Sendable, Comparable {
    /// The path as l10n-ax shows it: relative to the current directory when possible.
    public var path: String
    /// The path to read the file from (absolute).
    public var absolutePath: String
    /// The absolute path as the file system gave it (see ``WalkedFile/fileSystemPath``).
    public var fileSystemPath: [UInt8]
    public var format: LocalizationFormat
    /// The language of its `.lproj` folder (BCP 47), `nil` for a String Catalog (which holds
    /// every language) and for a file outside any `.lproj` folder.
    public var language: String?
    public var table: TableID

    public init(
        path: String, absolutePath: String? = nil, fileSystemPath: [UInt8]? = nil, format: LocalizationFormat, language: String?, table: TableID
    ) {
        self.path = path
        self.absolutePath = absolutePath ?? path
        self.fileSystemPath = fileSystemPath ?? Array((absolutePath ?? path).utf8)
        self.format = format
        self.language = language
        self.table = table
    }

    public static func < (lhs: DiscoveredFile, rhs: DiscoveredFile) -> Bool { lhs.path < rhs.path }
}

/// What discovery could not do.
public enum DiscoveryProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// A path the user gave does not exist.
    case pathNotFound(String)
    /// A folder could not be listed.
    case unreadableDirectory(String)

    public var description: String {
        switch self {
        case let .pathNotFound(path): "no such file or folder: \(path)"
        case let .unreadableDirectory(path): "cannot list the folder \(path)"
        }
    }
}

/// Finds every `*.lproj/*.strings`, `*.lproj/*.stringsdict` and `*.xcstrings` under the paths
/// given: a project folder, an `.lproj` folder, a single file or a built `.app`.
///
/// `.strings` and `.stringsdict` files outside `.lproj` folders (fastlane metadata, test data)
/// are not localization tables and are passed over, unless the user names such a file directly.
/// Relative paths are resolved against `currentDirectory`, and shown relative to it.
public enum LocalizationDiscovery {
    public static func discover(
        _ paths: [String], options: DiscoveryOptions = DiscoveryOptions(),
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> (files: [DiscoveredFile], problems: [DiscoveryProblem]) {
        let walk = FileWalker.files(
            under: paths, options: options, currentDirectory: currentDirectory, accepting: isLocalizationExtension)
        return (localizationFiles(among: walk.files, currentDirectory: currentDirectory), walk.problems)
    }

    /// The localization files among files already walked (a walk that also looked for other
    /// files), once each, sorted by path.
    public static func localizationFiles(among walked: [WalkedFile], currentDirectory: String) -> [DiscoveredFile] {
        // The names first, by their bytes (most files walked are source files); then on every
        // core: a large tree has thousands of localization files.
        let candidates = walked.filter { found in
            let name = found.fileSystemPath
            guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return false }
            return LocalizationFormat(extensionBytes: name[(dot + 1)...]) != nil
        }
        let files = ConcurrentMap.map(candidates) { found in
            classify(
                found.path, absolutePath: found.absolutePath, fileSystemPath: found.fileSystemPath, requireLproj: !found.isExplicit,
                currentDirectory: currentDirectory)
        }
        return sortedWithoutRepeats(files.compactMap { $0 })
    }

    /// The files by path, each once (a file named on the command line may be walked too): sorted
    /// first, so that a repeat is looked for only among the files of its path, not hashed whole.
    static func sortedWithoutRepeats(_ files: [DiscoveredFile]) -> [DiscoveredFile] {
        var sorted = files.sorted()
        var kept = 0
        var pathStart = 0
        for index in sorted.indices {
            let file = sorted[index]
            if kept > 0, sorted[kept - 1].path != file.path { pathStart = kept }
            guard !sorted[pathStart..<kept].contains(file) else { continue }
            sorted[kept] = file
            kept += 1
        }
        sorted.removeSubrange(kept...)
        return sorted
    }

    /// Whether a folder's name ends with `.lproj`, as characters: by its bytes when it is ASCII
    /// (every real one), else by its characters (a name whose `.` joins the character before it
    /// does not end with `.lproj`).
    static func isLanguageFolder(_ name: Substring) -> Bool {
        let bytes = name.utf8
        guard bytes.count >= 6, bytes.suffix(6).elementsEqual(".lproj".utf8) else { return false }
        return bytes.allSatisfy { $0 < 0x80 } || name.hasSuffix(".lproj")
    }

    /// The bundle of the table a file at `path` belongs to, as ``classify(_:absolutePath:fileSystemPath:requireLproj:currentDirectory:)``
    /// gives it: the folder holding the file's `.lproj` folder (`App` for
    /// `App/Base.lproj/Main.storyboard`, whose strings `App/fr.lproj/Main.strings` translates),
    /// else the file's own folder.
    public static func bundle(ofFileAt path: String) -> String {
        let slash = UInt8(ascii: "/")
        guard let nameSlash = path.utf8.lastIndex(of: slash) else { return "" }
        let folder = path[..<nameSlash]
        let parentSlash = folder.utf8.lastIndex(of: slash)
        let parent = folder[(parentSlash.map { folder.utf8.index(after: $0) } ?? folder.startIndex)...]
        guard isLanguageFolder(parent) else { return String(folder) }
        return parentSlash.map { String(folder[..<$0]) } ?? ""
    }

    /// Whether a file name extension is one of a localization file (`strings`, `stringsdict`, `xcstrings`).
    public static func isLocalizationExtension(_ fileExtension: Substring) -> Bool {
        LocalizationFormat(fileExtension: fileExtension) != nil
    }

    /// `path` made absolute against `directory`.
    public static func absolutePath(_ path: String, in directory: String) -> String {
        if path.hasPrefix("/") { return path }
        if path == "." || path.isEmpty { return directory }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// Describes one file (format, language, table), or returns `nil` when it is not a
    /// localization file, or not in an `.lproj` folder while `requireLproj` is set.
    public static func classify(
        _ path: String, absolutePath: String, fileSystemPath: [UInt8]? = nil, requireLproj: Bool, currentDirectory: String
    ) -> DiscoveredFile? {
        // The extension first, before the path is split: most files walked are source files. (A
        // last dot in a folder's name gives an extension with a "/", which is no format.)
        guard let pathDot = path.utf8.lastIndex(of: UInt8(ascii: ".")),
            let format = LocalizationFormat(fileExtension: path[path.utf8.index(after: pathDot)...])
        else { return nil }
        // Split at the last slashes by bytes (a path has thousands of characters to walk otherwise).
        let slash = UInt8(ascii: "/")
        let nameStart = path.utf8.lastIndex(of: slash).map { path.utf8.index(after: $0) } ?? path.startIndex
        let fileName = path[nameStart...]
        guard let dot = fileName.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let tableName = String(fileName[..<dot])
        var parent: Substring = ""
        if nameStart > path.startIndex {
            let folder = path[..<path.utf8.index(before: nameStart)]
            parent = folder[(folder.utf8.lastIndex(of: slash).map { folder.utf8.index(after: $0) } ?? folder.startIndex)...]
        }
        let display = PathDisplay.relative(path, to: currentDirectory)
        // The folder holding the file, and the one above it: the display path without its last
        // one or two components.
        let displayFolder = display.utf8.lastIndex(of: slash).map { display[..<$0] } ?? ""
        if format == .xcstrings {
            return DiscoveredFile(
                path: display, absolutePath: absolutePath, fileSystemPath: fileSystemPath, format: format, language: nil,
                table: TableID(bundle: String(displayFolder), name: tableName))
        }
        if isLanguageFolder(parent) {
            let bundle = displayFolder.utf8.lastIndex(of: slash).map { displayFolder[..<$0] } ?? ""
            return DiscoveredFile(
                path: display, absolutePath: absolutePath, fileSystemPath: fileSystemPath, format: format, language: LanguageTag.normalize(String(parent)),
                table: TableID(bundle: String(bundle), name: tableName))
        }
        guard !requireLproj else { return nil }
        return DiscoveredFile(
            path: display, absolutePath: absolutePath, fileSystemPath: fileSystemPath, format: format, language: nil,
            table: TableID(bundle: String(displayFolder), name: tableName))
    }
}

/// A file found under the paths a user gave.
public struct WalkedFile: Hashable, Sendable {
    /// The path in the user's spelling (the path given, then the part below it); a name that is
    /// not UTF-8 is shown with U+FFFD for its bytes.
    public var path: String
    public var absolutePath: String
    /// The absolute path as the file system gave it, byte for byte: what the file is opened by
    /// (a Latin-1 name from an old archive is no UTF-8, and its shown path cannot open it).
    public var fileSystemPath: [UInt8]
    /// Whether the user named this file itself (not a folder holding it).
    public var isExplicit: Bool
    /// Its stamp when the walk was asked for stamps, taken as it was found.
    public var stamp: FileStamp?

    public init(path: String, absolutePath: String, fileSystemPath: [UInt8]? = nil, isExplicit: Bool, stamp: FileStamp? = nil) {
        self.path = path
        self.absolutePath = absolutePath
        self.fileSystemPath = fileSystemPath ?? Array(absolutePath.utf8)
        self.isExplicit = isExplicit
        self.stamp = stamp
    }
}

/// Walks the paths a user gives, files and folders alike, skipping build products, dependencies
/// and version control (``DiscoveryOptions``), and not following symbolic links to folders.
/// Shared by the discovery of localization files and of source files.
///
/// Folders are read with the system's own calls, names as bytes: a name that is not UTF-8 is
/// kept as the file system gives it, so that its file can be opened.
public enum FileWalker {
    /// Every file under `paths` whose extension `accepting` accepts; a file given directly is
    /// returned whatever its extension passes. Relative paths are resolved against `currentDirectory`.
    /// With `stamping`, each file with its stamp (see ``FileStamp``), taken as it is found, and
    /// each folder's listing; a folder that `memory` remembers with the stamp it still has is not
    /// read again (its files are stamped one by one). The folders of each depth are read on every
    /// core; the files come in a fixed order (by depth, then as each folder lists them).
    public static func files(
        under paths: [String], options: DiscoveryOptions, currentDirectory: String, stamping: Bool = false,
        remembering memory: WalkMemory? = nil, accepting: @Sendable (Substring) -> Bool
    ) -> (files: [WalkedFile], problems: [DiscoveryProblem], folders: [FolderListing]) {
        var files: [WalkedFile] = []
        var problems: [DiscoveryProblem] = []
        var listings: [FolderListing] = []
        let skipped = Set(options.skippedDirectoryNames.map { Array($0.utf8) })
        for path in paths {
            let absolute = LocalizationDiscovery.absolutePath(path, in: currentDirectory)
            guard let kind = FileSystemEntry.kind(at: Array(absolute.utf8), followingLinks: true) else {
                problems.append(.pathNotFound(path))
                continue
            }
            guard kind == .directory else {
                let stamp = stamping ? FileStamp.of(fileSystemPath: Array(absolute.utf8)) : nil
                files.append(WalkedFile(path: path, absolutePath: absolute, isExplicit: true, stamp: stamp))
                continue
            }
            let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            var root = Array(absolute.utf8)
            while root.count > 1, root.last == UInt8(ascii: "/") { root.removeLast() }
            // A tree whose every folder is remembered unchanged: its files stamped on every core
            // at once, not a depth at a time (most of a depth's folders hold a few files, and
            // the cores would mostly wait for each other between depths).
            if stamping, let memory, let recalled = recallTree(Folder(shown: base, raw: root), memory: memory) {
                for (listed, listing) in recalled {
                    files += listed
                    listings.append(listing)
                }
                continue
            }
            // The folders of one depth at a time: the shown path and the file system's path of each.
            var level = [Folder(shown: base, raw: root)]
            while !level.isEmpty {
                let read = { @Sendable (folder: Folder) in
                    list(folder, skipped: skipped, stamping: stamping, memory: memory, accepting: accepting)
                }
                let results = level.count > 1 ? ConcurrentMap.map(level, read) : level.map(read)
                var next: [Folder] = []
                for (folder, result) in zip(level, results) {
                    guard let result else {
                        problems.append(.unreadableDirectory(folder.shown))
                        continue
                    }
                    files += result.files
                    next += result.folders
                    if let listing = result.listing { listings.append(listing) }
                }
                level = next
            }
        }
        return (files, problems, listings)
    }

    /// A folder to read: the path shown and the file system's path.
    struct Folder: Sendable {
        let shown: String
        let raw: [UInt8]
    }

    /// What one folder holds: its accepted files, the folders to read (not skipped), and, when
    /// stamping, its listing.
    private static func list(
        _ folder: Folder, skipped: Set<[UInt8]>, stamping: Bool, memory: WalkMemory?, accepting: (Substring) -> Bool
    ) -> (files: [WalkedFile], folders: [Folder], listing: FolderListing?)? {
        if stamping, let remembered = memory?.trustedListing(of: folder.raw), let recalled = recallIfUnchanged(remembered, in: folder) {
            return recalled
        }
        func isAccepted(_ name: ArraySlice<UInt8>) -> Bool {
            guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return false }
            return accepting(Substring(decoding: name[(dot + 1)...], as: UTF8.self))
        }
        // The folder's stamp before its entries: a change while it is read shows at the next walk.
        let stamp = stamping ? FileStamp.of(fileSystemPath: folder.raw) : nil
        guard let entries = FileSystemEntry.entries(of: folder.raw, stamping: { stamping && isAccepted($0) }) else { return nil }
        var files: [WalkedFile] = []
        var folders: [Folder] = []
        var fileNames: [String] = []
        var folderNames: [String] = []
        // Remembered only where every name is UTF-8, so that a name read back is the same name.
        var namesAreUTF8 = UTF8Validation.isValid(folder.raw)
        for entry in entries {
            switch entry.kind {
            case .directory:
                guard !skipped.contains(entry.name) else { continue }
                let name = String(decoding: entry.name, as: UTF8.self)
                folders.append(Folder(shown: folder.shown + "/" + name, raw: folder.raw + [UInt8(ascii: "/")] + entry.name))
                folderNames.append(name)
                if namesAreUTF8 { namesAreUTF8 = UTF8Validation.isValid(entry.name) }
            case .file:
                guard isAccepted(entry.name[...]) else { continue }
                let name = String(decoding: entry.name, as: UTF8.self)
                let raw = folder.raw + [UInt8(ascii: "/")] + entry.name
                files.append(WalkedFile(
                    path: folder.shown + "/" + name, absolutePath: String(decoding: raw, as: UTF8.self),
                    fileSystemPath: raw, isExplicit: false, stamp: entry.stamp))
                fileNames.append(name)
                if namesAreUTF8 { namesAreUTF8 = UTF8Validation.isValid(entry.name) }
            case .other:
                continue
            }
        }
        let listing = stamp.flatMap { stamp in
            namesAreUTF8 ? FolderListing(path: String(decoding: folder.raw, as: UTF8.self), stamp: stamp, files: fileNames, folders: folderNames) : nil
        }
        return (files, folders, listing)
    }

    /// The files and listing of each folder under `root` (itself included), in the walk's order,
    /// when `memory` remembers every one of them and each still has the stamp remembered; nil
    /// as soon as one does not (a folder added to, removed from or renamed in since), and then
    /// the walk reads the folders one depth at a time.
    private static func recallTree(_ root: Folder, memory: WalkMemory) -> [(files: [WalkedFile], listing: FolderListing)]? {
        // The folders in the walk's order, by depth, from the listings alone.
        var folders: [(folder: Folder, listing: FolderListing)] = []
        var level = [root]
        while !level.isEmpty {
            var next: [Folder] = []
            for folder in level {
                guard let listing = memory.trustedListing(of: folder.raw) else { return nil }
                folders.append((folder, listing))
                next += listing.folders.map { Folder(shown: folder.shown + "/" + $0, raw: folder.raw + [UInt8(ascii: "/")] + Array($0.utf8)) }
            }
            level = next
        }
        let recalled = ConcurrentMap.map(folders) { folder, listing in
            recallIfUnchanged(listing, in: folder).map { (files: $0.files, listing: listing) }
        }
        let result = recalled.compactMap { $0 }
        return result.count == recalled.count ? result : nil
    }

    /// A remembered folder's files and folders (see ``recall(_:in:descriptor:)``) when it still
    /// has the stamp remembered; nil when it cannot be opened or has changed. The folder is
    /// opened once: its stamp, then its files' by their names in it.
    private static func recallIfUnchanged(
        _ listing: FolderListing, in folder: Folder
    ) -> (files: [WalkedFile], folders: [Folder], listing: FolderListing?)? {
        let descriptor = (folder.raw + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard FileStamp.of(descriptor: descriptor) == listing.stamp else { return nil }
        return recall(listing, in: folder, descriptor: descriptor)
    }

    /// A remembered folder's files (each stamped now, by its name in the folder open as
    /// `descriptor`: one gone since has no stamp, and then the caller trusts nothing) and folders.
    private static func recall(
        _ listing: FolderListing, in folder: Folder, descriptor: Int32
    ) -> (files: [WalkedFile], folders: [Folder], listing: FolderListing?) {
        var files: [WalkedFile] = []
        files.reserveCapacity(listing.files.count)
        for name in listing.files {
            // Each path made in one allocation: a large app has thousands of files.
            var raw: [UInt8] = []
            raw.reserveCapacity(folder.raw.count + 1 + name.utf8.count)
            raw += folder.raw
            raw.append(UInt8(ascii: "/"))
            raw += name.utf8
            var shown = ""
            shown.reserveCapacity(folder.shown.utf8.count + 1 + name.utf8.count)
            shown += folder.shown
            shown += "/"
            shown += name
            let stamp = name.withCString { FileStamp.of(name: $0, inFolder: descriptor) }
            files.append(WalkedFile(
                path: shown, absolutePath: String(decoding: raw, as: UTF8.self), fileSystemPath: raw, isExplicit: false, stamp: stamp))
        }
        let folders = listing.folders.map { Folder(shown: folder.shown + "/" + $0, raw: folder.raw + [UInt8(ascii: "/")] + Array($0.utf8)) }
        return (files, folders, listing)
    }
}

/// One folder as a stamped walk listed it: its stamp, the names of its accepted files and of its
/// folders (see ``FileWalker/files(under:options:currentDirectory:stamping:remembering:accepting:)``).
public struct FolderListing: Hashable, Sendable {
    /// The folder's absolute path.
    public var path: String
    public var stamp: FileStamp
    public var files: [String]
    public var folders: [String]

    public init(path: String, stamp: FileStamp, files: [String], folders: [String]) {
        self.path = path
        self.stamp = stamp
        self.files = files
        self.folders = folders
    }
}

/// The folders an earlier walk listed: a folder's times change when an entry is added to it,
/// removed or renamed, so a folder whose stamp is unchanged holds what it held, unless it changed
/// at or after `trustedBefore` (within the file system's clock tick of the earlier walk).
public struct WalkMemory: Sendable {
    private let listings: [String: FolderListing]
    private let trustedBefore: Int64

    public init(_ listings: [FolderListing], trustedBefore: Int64) {
        self.listings = Dictionary(listings.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.trustedBefore = trustedBefore
    }

    /// The remembered listing of the folder at `raw`, if it was remembered before its last
    /// change could hide another (its stamp, compared by the caller, tells whether it changed).
    func trustedListing(of raw: [UInt8]) -> FolderListing? {
        guard UTF8Validation.isValid(raw), let listing = listings[String(decoding: raw, as: UTF8.self)], listing.stamp.lastChange < trustedBefore
        else { return nil }
        return listing
    }
}

/// Shows paths relative to the current directory, as compilers and linters do.
public enum PathDisplay {
    /// `path` relative to `directory` when `path` is absolute; relative paths are returned
    /// without a leading `./`.
    public static func relative(_ path: String, to directory: String) -> String {
        let (dot, slash) = (UInt8(ascii: "."), UInt8(ascii: "/"))
        guard path.utf8.first == slash else {
            // By bytes: a walk shows thousands of paths, each after "./".
            var trimmed = path.utf8[...]
            while trimmed.count >= 2, trimmed.first == dot, trimmed[trimmed.index(after: trimmed.startIndex)] == slash {
                trimmed = trimmed.dropFirst(2)
            }
            return trimmed.startIndex == path.startIndex ? path : String(Substring(trimmed))
        }
        // Inside the directory, the usual case: what follows it.
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        if path.utf8.count > prefix.utf8.count, path.utf8.starts(with: prefix.utf8) {
            return String(decoding: path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
        }
        let target = path.split(separator: "/")
        let base = directory.split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        // Outside the current directory by more than a few levels: the absolute path is clearer.
        let ups = base.count - common
        guard ups <= 3 else { return path }
        let parts = Array(repeating: "..", count: ups) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
