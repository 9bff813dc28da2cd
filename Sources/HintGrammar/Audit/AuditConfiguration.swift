/// What an audit checks, as set by the configuration file and the command line.
public struct AuditConfiguration: Sendable {
    /// The language translations are compared with; by default a catalog's `sourceLanguage`,
    /// else `en`, else `Base`, else the language with the most keys.
    public var sourceLanguage: String?
    /// The languages to check (all when `nil`).
    public var languages: Set<String>?
    /// Only these rules run (all when `nil`).
    public var selectedRules: Set<String>?
    /// These rules do not run.
    public var ignoredRules: Set<String>
    /// A severity per rule id, replacing the rule's own.
    public var severities: [String: Severity]
    /// Roles given to keys by glob pattern, before any other evidence.
    public var roleOverrides: [RoleOverride]
    /// Texts that may stay identical to the source (brand names, "OK").
    public var untranslatedAllowlist: Set<String>
    /// Which strings are reported on: accessibility strings by default.
    public var scope: AuditScope

    public init(
        sourceLanguage: String? = nil, languages: Set<String>? = nil, selectedRules: Set<String>? = nil,
        ignoredRules: Set<String> = [], severities: [String: Severity] = [:], roleOverrides: [RoleOverride] = [],
        untranslatedAllowlist: Set<String> = [], scope: AuditScope = .accessibility
    ) {
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.selectedRules = selectedRules
        self.ignoredRules = ignoredRules
        self.severities = severities
        self.roleOverrides = roleOverrides
        self.untranslatedAllowlist = untranslatedAllowlist
        self.scope = scope
    }

    /// Whether a rule runs.
    public func runs(_ rule: String) -> Bool {
        !ignoredRules.contains(rule) && (selectedRules?.contains(rule) ?? true)
    }
}

/// A role given to the keys that match a glob pattern (`*.a11yHint`, `Accessibility/*`).
public struct RoleOverride: Hashable, Sendable {
    /// A glob over the key (`*` any run of characters, `?` one character); with a `/`, the part
    /// before it matches the table name.
    public var pattern: String
    public var role: Role

    public init(pattern: String, role: Role) {
        self.pattern = pattern
        self.role = role
    }

    /// Whether the override applies to a key of a table.
    public func matches(key: String, table: String) -> Bool {
        if let slash = pattern.firstIndex(of: "/") {
            return Glob.matches(String(pattern[..<slash]), table) && Glob.matches(String(pattern[pattern.index(after: slash)...]), key)
        }
        return Glob.matches(pattern, key)
    }
}

/// Glob matching with `*` and `?`.
public enum Glob {
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern.unicodeScalars)
        let text = Array(text.unicodeScalars)
        var p = 0, t = 0, starP = -1, starT = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                starP = p
                starT = t
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
