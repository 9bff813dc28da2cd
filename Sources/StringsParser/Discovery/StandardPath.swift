#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Absolute paths written one way, and what is at them, made from the paths' text.
///
/// A path is standard when it is absolute, has no `.` or `..` component and no repeated or
/// trailing slash: what `URL(fileURLWithPath:).standardizedFileURL.path` gives (links are not
/// resolved). Every run makes a few (the folder audited, its configuration file's, the current
/// folder's); made through `URL`, each took a look-up of the generic types Foundation's parsing
/// of URLs uses, about a tenth of a millisecond, which a run that finds nothing changed feels.
public enum StandardPath {
    /// `path` made absolute against `directory` and standard.
    public static func of(_ path: String, in directory: String) -> String {
        var components: [Substring] = []
        for component in LocalizationDiscovery.absolutePath(path, in: directory).split(separator: "/") {
            if component == "." { continue }
            if component == ".." {
                // Above the root is the root.
                if !components.isEmpty { components.removeLast() }
                continue
            }
            components.append(component)
        }
        return joined(components)
    }

    /// The folder holding the standard path `path`: the root for the root and what is in it.
    public static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// The standard path of `name` in the folder `folder` (a standard path).
    public static func appending(_ name: String, to folder: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// The components of a standard path (none for the root).
    public static func components(of path: String) -> [Substring] {
        path.split(separator: "/")
    }

    /// The standard path of `components` (the root for none).
    public static func joined(_ components: [Substring]) -> String {
        guard !components.isEmpty else { return "/" }
        var path = ""
        // By index and with `Substring`'s own append: no generic iterator whose type the
        // runtime would look up by name on first use.
        for index in components.indices {
            path.append("/")
            path.append(contentsOf: components[index])
        }
        return path
    }

    /// What is at `path`, links followed: `true` for a folder, `false` for anything else; nil
    /// when nothing is there (or it cannot be looked at).
    public static func isDirectory(_ path: String) -> Bool? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR
    }

    /// The current folder, as the system gives it; nil when it has none (it was removed).
    public static func currentDirectory() -> String? {
        var capacity = 1024
        while capacity <= 1 << 20 {
            var buffer = [CChar](repeating: 0, count: capacity)
            if getcwd(&buffer, capacity) != nil {
                let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
                return String(decoding: bytes, as: UTF8.self)
            }
            guard errno == ERANGE else { return nil }
            capacity *= 4
        }
        return nil
    }
}
