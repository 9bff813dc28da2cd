import Foundation
import HintGrammar
import StringsParser

/// Where `audit` keeps what the next run of the same audit may reuse (see ``AuditSnapshot``):
/// one file per audited folder, in `--cache-dir` (or `L10N_AX_CACHE_DIR`), else the user's cache folder
/// (`$XDG_CACHE_HOME/l10n-ax`, `~/.cache/l10n-ax`; `~/Library/Caches/l10n-ax` on macOS).
/// A cache that cannot be read, or holds another version's or another question's snapshot, is
/// ignored and written anew; one that cannot be written is no failure (the report is the same).
struct AuditCache {
    /// The cache file.
    let path: String
    /// Whether the folder was asked for (`--cache-dir`, `L10N_AX_CACHE_DIR`): failing to write
    /// there is worth a warning.
    let isExplicit: Bool
    /// What is asked: the tool's build, the configuration, the options that change findings,
    /// the paths and the folder they are relative to.
    let invocation: Fingerprint

    /// The cache of this run, or nil with `--no-cache`, for translation folders given alone
    /// (whose note depends on the code), or when there is no cache folder.
    init?(_ arguments: ParsedArguments, settings: Settings, console: Console) {
        guard !arguments.flag("no-cache"), Tool.languageFoldersOnly(Tool.paths(arguments)) == nil else { return nil }
        let folder: String
        if let explicit = arguments.value("cache-dir") ?? console.environment["L10N_AX_CACHE_DIR"].flatMap({ $0.isEmpty ? nil : $0 }) {
            folder = LocalizationDiscovery.absolutePath(explicit, in: console.currentDirectory)
            isExplicit = true
        } else if let home = Self.userCacheFolder(console.environment) {
            folder = home + "/l10n-ax"
            isExplicit = false
        } else {
            return nil
        }
        var root = StableHasher()
        root.combine(Tool.auditedRoot(arguments, console: console))
        let name = root.finalize()
        path = folder + "/audit-" + String(name.high, radix: 16) + ".cache"

        var asked = StableHasher()
        asked.combine(Tool.name)
        asked.combine(HintGrammar.version)
        // A rebuilt tool may judge differently under the same version.
        if let stamp = FileStamp.of(fileSystemPath: Self.executablePath) {
            asked.combine(UInt64(bitPattern: stamp.size))
            asked.combine(UInt64(bitPattern: stamp.modified))
            asked.combine(stamp.inode)
        }
        asked.combine(console.currentDirectory)
        for path in Tool.paths(arguments) { asked.combine(path) }
        for option in ["source-language", "scope", "select", "ignore", "config"] {
            asked.combine(option)
            for value in arguments.values(option) { asked.combine(value) }
        }
        if let source = settings.source {
            asked.combine(source.path)
            source.bytes.withUnsafeBytes { asked.combine($0) }
        }
        invocation = asked.finalize()
    }

    /// The running executable, for its stamp: on Linux the kernel's link to it (`Bundle.main`
    /// costs a fifth of a millisecond to make), elsewhere the bundle's.
    static var executablePath: [UInt8] {
        #if os(Linux)
        Array("/proc/self/exe".utf8)
        #else
        Array((Bundle.main.executablePath ?? "").utf8)
        #endif
    }

    /// The folder for caches the environment names.
    static func userCacheFolder(_ environment: [String: String]) -> String? {
        #if os(macOS)
        return environment["HOME"].map { $0 + "/Library/Caches" }
        #else
        if let folder = environment["XDG_CACHE_HOME"], folder.hasPrefix("/") { return folder }
        return environment["HOME"].map { $0 + "/.cache" }
        #endif
    }

    /// The snapshot the cache holds, if it holds a valid one.
    func read() -> AuditSnapshot? {
        FileBytes.read(atPath: path).flatMap(AuditSnapshot.decode)
    }

    /// Replaces the cache with `snapshot`, whole or not at all; the warning to show when it
    /// cannot (only for a folder asked for).
    /// - Parameter start: the snapshot's beginning, encoded while the run went on.
    func write(_ snapshot: AuditSnapshot, currentDirectory: String, start: AuditSnapshot.EncodingStart? = nil) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            // Readable by its owner only: it holds the app's strings and paths.
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try AtomicFile.write(snapshot.encoded(after: start), to: path, replacing: true, durable: false)
            Self.removeStale(in: folder, now: FileStamp.now())
            return nil
        } catch {
            return isExplicit ? "warning: cannot write the cache \(PathDisplay.relative(path, to: currentDirectory)): \(error)\n" : nil
        }
    }

    /// How long the cache of a folder no longer audited is kept (its file not written since).
    static let keptFor: Int64 = 30 * 24 * 3600 * 1_000_000_000

    /// Removes, from the cache folder, the caches of folders not audited for ``keptFor``, and
    /// temporary files a write that was cut short left more than a day ago; nothing else.
    static func removeStale(in folder: String, now: Int64) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let isCache = name.hasPrefix("audit-") && name.hasSuffix(".cache")
            let isLeftover = name.hasPrefix(".audit-") && name.hasSuffix(".tmp")
            guard isCache || isLeftover, let stamp = FileStamp.of(fileSystemPath: Array((folder + "/" + name).utf8)) else { continue }
            if now - stamp.modified > (isCache ? keptFor : 24 * 3600 * 1_000_000_000) {
                try? FileManager.default.removeItem(atPath: folder + "/" + name)
            }
        }
    }

    /// Writes the cache on another thread while the report is written; ``finish(console:)``
    /// waits for it (before the process ends).
    final class PendingWrite: Sendable {
        private let warning: BackgroundResult<String?>

        /// - Parameter start: the snapshot's beginning, being encoded since the files were walked.
        init(_ snapshot: AuditSnapshot, to cache: AuditCache, currentDirectory: String, start: BackgroundResult<AuditSnapshot.EncodingStart>? = nil) {
            warning = BackgroundResult { cache.write(snapshot, currentDirectory: currentDirectory, start: start?.value) }
        }

        func finish(console: Console) {
            if let warning = warning.value { console.error(warning) }
        }
    }

    /// The stamps of every file found, taken by the walk before any file was read, by the
    /// paths reports show (those of the project's files), in the walk's order (the next walk of
    /// the same folders finds them in the same); nil when one could not be taken.
    static func stamps(of inputs: Tool.Inputs, console: Console) -> [AuditSnapshot.Input]? {
        var stamps: [AuditSnapshot.Input] = []
        stamps.reserveCapacity(inputs.walked.count)
        for file in inputs.walked {
            guard let stamp = file.stamp else { return nil }
            stamps.append(AuditSnapshot.Input(path: PathDisplay.relative(file.path, to: console.currentDirectory), stamp: stamp))
        }
        return stamps
    }
}
