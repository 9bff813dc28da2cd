import Foundation

/// A folder of files written for one test, removed when the value goes away.
final class TemporaryProject {
    let root: String

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-ax-\(UUID().uuidString)").path
        for (path, text) in files { try write(path, Array(text.utf8)) }
    }

    func write(_ path: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}
