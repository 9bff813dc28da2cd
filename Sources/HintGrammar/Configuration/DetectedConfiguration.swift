import SourceScanner
import StringsParser

/// The settings `l10n-ax init` detects in a project and writes to a new `.l10n-ax.json`: what
/// the audit decides by itself today, written down to be read and edited. Written as it is, the
/// file changes no finding.
public struct DetectedConfiguration: Sendable {
    /// The source language of every table, when they share one (`Base` aside).
    public var sourceLanguage: String?
    /// How many tables have each source language, when they do not share one.
    public var sourceLanguages: [(language: String, tables: Int)] = []
    /// The languages of the tables, `Base` aside.
    public var languages: [String]
    /// The look-up functions found in the code.
    public var wrappers: [String]
    /// Key patterns every key of which has one role, with how many keys follow each.
    public var roles: [(override: RoleOverride, keys: Int)]

    /// Patterns followed by fewer keys than this are not conventions.
    static let minimumKeysPerPattern = 3
    /// At most this many patterns are written.
    static let maximumPatterns = 12

    public init(project: LocalizationProject, code: CodeIndex, auditor: Auditor) {
        var counts: [String: Int] = [:]
        for table in project.tables.values {
            let source = auditor.sourceLanguage(of: table)
            if source != LanguageTag.base { counts[source, default: 0] += 1 }
        }
        let ranked = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { (language: $0.key, tables: $0.value) }
        if ranked.count == 1 { sourceLanguage = ranked[0].language } else { sourceLanguages = ranked }
        languages = project.languages.filter { $0 != LanguageTag.base }
        wrappers = code.wrappers
        roles = Self.rolePatterns(in: project, roles: auditor.roles(in: project))
    }

    /// The naming conventions of the accessibility keys whose role their names decide
    /// (`a11y_*_hint`, `*.accessibilityLabel`), where they decide without exception: every key
    /// of every table that a pattern matches has that role, confidently.
    static func rolePatterns(in project: LocalizationProject, roles: [TableID: [String: RoleAssignment]]) -> [(override: RoleOverride, keys: Int)] {
        var candidates: [String: [Role: Int]] = [:]
        for assignments in roles.values {
            // The conventions the names follow: keys whose role the code or a storyboard decides
            // need no pattern (one would only hide that evidence in `list`).
            for (key, assignment) in assignments where assignment.isConfident && assignment.evidence.first?.source.group == "names" {
                guard let pattern = pattern(of: key) else { continue }
                candidates[pattern, default: [:]][assignment.role, default: 0] += 1
            }
        }
        var found: [(override: RoleOverride, keys: Int)] = []
        for (pattern, byRole) in candidates {
            guard byRole.count == 1, let (role, count) = byRole.first, count >= minimumKeysPerPattern else { continue }
            let literals = pattern.split(separator: "*").map(String.init)
            var matched = 0
            var holds = true
            tables: for table in project.tables.values {
                let assignments = roles[table.id] ?? [:]
                for key in table.keys.keys where literals.allSatisfy({ key.contains($0) }) && Glob.matches(pattern, key) {
                    guard let assignment = assignments[key], assignment.isConfident, assignment.role == role else {
                        holds = false
                        break tables
                    }
                    matched += 1
                }
            }
            if holds { found.append((RoleOverride(pattern: pattern, role: role), matched)) }
        }
        return Array(found.sorted { ($1.keys, $0.override.pattern) < ($0.keys, $1.override.pattern) }.prefix(maximumPatterns))
    }

    /// A key's naming pattern: its accessibility marker and role words kept as written, every
    /// other word a `*`, and a `*` spanning the separators between such words
    /// (`a11y_play_button_hint` → `a11y_*_hint`); nil for a key without a marker, with nothing
    /// but marker and role words, or with a glob's own characters.
    static func pattern(of key: String) -> String? {
        guard !key.contains("*"), !key.contains("?") else { return nil }
        enum Part { case word(Substring), separator(Character) }
        var parts: [Part] = []
        var start = key.startIndex
        for index in key.indices where !(key[index].isASCII && (key[index].isLetter || key[index].isNumber)) {
            if start < index { parts.append(.word(key[start..<index])) }
            parts.append(.separator(key[index]))
            start = key.index(after: index)
        }
        if start < key.endIndex { parts.append(.word(key[start...])) }
        var pattern = ""
        /// The separators written since the last `*`, which a following `*` absorbs.
        var separatorsSinceWildcard: Int?
        var hasMarker = false
        for part in parts {
            switch part {
            case .separator(let character):
                pattern.append(character)
                separatorsSinceWildcard = separatorsSinceWildcard.map { $0 + 1 }
            case .word(let text):
                let words = KeyNameEvidence.words(of: text)
                if !words.isEmpty, words.allSatisfy({ KeyNameEvidence.markers.contains($0) || KeyNameEvidence.roleWords[$0] != nil }) {
                    hasMarker = hasMarker || words.contains { KeyNameEvidence.markers.contains($0) }
                    pattern += text
                    separatorsSinceWildcard = nil
                } else if let separators = separatorsSinceWildcard {
                    pattern.removeLast(separators)
                    separatorsSinceWildcard = 0
                } else {
                    pattern += "*"
                    separatorsSinceWildcard = 0
                }
            }
        }
        return hasMarker && pattern.contains("*") ? pattern : nil
    }

    /// The configuration file's text: the detected settings, in the order the README gives them.
    public func encoded() -> String {
        var members: [(String, JSONOutput)] = []
        if let sourceLanguage { members.append(("sourceLanguage", .string(sourceLanguage))) }
        if !languages.isEmpty { members.append(("languages", .array(languages.map(JSONOutput.string)))) }
        if !roles.isEmpty {
            members.append(("roles", .object(roles.map { (key: $0.override.pattern, value: JSONOutput.string($0.override.role.rawValue)) })))
        }
        if !wrappers.isEmpty { members.append(("wrappers", .array(wrappers.map(JSONOutput.string)))) }
        return JSONWriter.write(.object(members.map { (key: $0.0, value: $0.1) }))
    }
}
