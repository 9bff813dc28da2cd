import StringsParser

/// The values `audit --fix` (or `--diff`) rewrites: each string's suggestion, where it is as safe
/// as asked for, in the localization file its finding points into. Source code and storyboards
/// are never edited; a string whose findings disagree on its text is left alone.
public struct FixPlan: Sendable {
    /// The edits, by file path as the findings show it, in file order.
    public let edits: [String: [ValueEdit]]
    /// The findings each edit answers, by file path and value offset.
    public let findingCounts: [String: [Int: Int]]

    /// - Parameter applicability: the least safe suggestion applied (`safe`: only safe ones).
    public init(findings: [Finding], applying applicability: FixApplicability) {
        var chosen: [String: [Int: ValueEdit]] = [:]
        var conflicting: Set<SuggestedPlace> = []
        var counts: [String: [Int: Int]] = [:]
        for finding in findings {
            guard let fix = finding.fix, let value = finding.value, let applies = finding.applicability, applies >= applicability,
                finding.location.position.isKnown, Self.isLocalizationFile(finding.location.file)
            else { continue }
            let file = finding.location.file
            let offset = finding.location.offset
            let edit = ValueEdit(offset: offset, expected: value, replacement: fix)
            if let existing = chosen[file]?[offset], existing != edit { conflicting.insert(SuggestedPlace(file: file, offset: offset)) }
            chosen[file, default: [:]][offset] = edit
            counts[file, default: [:]][offset, default: 0] += 1
        }
        for place in conflicting {
            chosen[place.file]?[place.offset] = nil
            counts[place.file]?[place.offset] = nil
        }
        edits = chosen.compactMapValues { byOffset in
            byOffset.isEmpty ? nil : byOffset.values.sorted { $0.offset < $1.offset }
        }
        findingCounts = counts.filter { !$0.value.isEmpty }
    }

    private struct SuggestedPlace: Hashable {
        let file: String
        let offset: Int
    }

    /// The files with edits, in path order.
    public var files: [String] { edits.keys.sorted() }

    public var isEmpty: Bool { edits.isEmpty }

    /// Whether a path names a localization file (`.strings`, `.stringsdict`, `.xcstrings`).
    static func isLocalizationFile(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return LocalizationDiscovery.isLocalizationExtension(path[path.index(after: dot)...])
    }
}
