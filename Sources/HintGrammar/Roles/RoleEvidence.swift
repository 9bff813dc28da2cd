import SourceScanner

/// Why a string was given its role.
public struct RoleEvidence: Hashable, Sendable, CustomStringConvertible {
    /// Where the evidence comes from, strongest first.
    public enum Source: String, Hashable, Sendable, Comparable, CaseIterable {
        /// A role override in the configuration file.
        case configuration
        /// Swift, SwiftUI or Objective-C code that sets the property.
        case code
        /// A storyboard or xib that sets the property.
        case storyboard
        /// An Interface Builder key (`a1B-2c-D3e.accessibilityHint`) or comment.
        case interfaceBuilder
        /// The key's name (`a11y_play_hint`).
        case keyName
        /// The table's name (`Accessibility.strings`).
        case tableName
        /// The translator's comment ("VoiceOver hint for …").
        case comment

        /// Lower is stronger.
        var strength: Int { Self.allCases.firstIndex(of: self)! }

        /// The kind of evidence, as the audit's summary counts it: `code`, `Interface Builder`,
        /// `comments`, `names`, `configuration`.
        public var group: String {
            switch self {
            case .configuration: "configuration"
            case .code: "code"
            case .storyboard, .interfaceBuilder: "Interface Builder"
            case .keyName, .tableName: "names"
            case .comment: "comments"
            }
        }

        /// The groups, in the order the summary gives them.
        public static let groups = ["code", "Interface Builder", "comments", "names", "configuration"]

        public static func < (lhs: Source, rhs: Source) -> Bool { lhs.strength < rhs.strength }
    }

    public var source: Source
    /// The role this evidence points to.
    public var role: Role
    /// Where or what: `Player/PlayButton.swift:42:9`, `a11y_play_hint`, the comment's text.
    public var detail: String
    /// Weak evidence (a key ending in `hint` with no accessibility marker, which is as often a
    /// text field's placeholder): its findings are reported as `info`.
    public var isWeak: Bool

    public init(source: Source, role: Role, detail: String, isWeak: Bool = false) {
        self.source = source
        self.role = role
        self.detail = detail
        self.isWeak = isWeak
    }

    /// `code: Player/PlayButton.swift:42:9`, `key name: a11y_play_hint`.
    public var description: String {
        let name: String
        switch source {
        case .configuration: name = "configuration"
        case .code: name = "code"
        case .storyboard: name = "storyboard"
        case .interfaceBuilder: name = "Interface Builder"
        case .keyName: name = "key name"
        case .tableName: name = "table name"
        case .comment: name = "comment"
        }
        return detail.isEmpty ? name : "\(name): \(detail)"
    }
}

/// The role decided for a table's key, shared by all its languages, with every piece of
/// evidence found (strongest first; the first decides).
public struct RoleAssignment: Hashable, Sendable {
    public var role: Role
    public var evidence: [RoleEvidence]
    /// Whether the deciding evidence is strong; findings on strings decided by weak evidence
    /// are reported as `info`.
    public var isConfident: Bool

    /// Decides from the evidence: strong evidence before weak, then the strongest source; within
    /// it, a specific role beats "accessibility". A deciding "accessibility" (an `Accessibility`
    /// table, a key marked `a11y`) is refined by a specific role from weaker evidence (the
    /// comment's "hint"), unless the configuration said "accessibility" itself. Evidence of
    /// the deciding source that disagrees (code setting the key as a label here and as a hint
    /// there) leaves the generic role, for the string's shape to decide.
    public init(evidence: [RoleEvidence]) {
        let sorted = evidence.sorted { ($0.isWeak ? 1 : 0, $0.source) < ($1.isWeak ? 1 : 0, $1.source) }
        self.evidence = sorted
        let deciding = sorted.first
        let candidates = sorted.filter { $0.source == deciding?.source && $0.isWeak == deciding?.isWeak }
        var role = candidates.first { $0.role.isSpecific }?.role ?? candidates.first?.role ?? .accessibility
        // Set as a label in one place and as a hint in another: neither role holds everywhere,
        // so the string is judged by its shape.
        let specificRoles = Set(candidates.map(\.role).filter(\.isSpecific))
        if specificRoles.count > 1 {
            role = .accessibility
        } else if role == .accessibility, deciding?.source != .configuration, let refined = sorted.first(where: { $0.role.isSpecific }) {
            role = refined.role
        }
        self.role = role
        self.isConfident = !(deciding?.isWeak ?? true)
    }

    /// The evidence that decided the role, and, when a weaker piece refined it, that piece too.
    public var decidingEvidence: [RoleEvidence] {
        guard let first = evidence.first else { return [] }
        if first.role == role { return [first] }
        // Disagreeing evidence: every piece of the deciding source, one per role.
        var shown: [RoleEvidence] = []
        for piece in evidence where piece.source == first.source && piece.isWeak == first.isWeak && !shown.contains(where: { $0.role == piece.role }) {
            shown.append(piece)
        }
        if shown.count > 1 { return shown }
        return [first] + (evidence.first { $0.role == role }.map { [$0] } ?? [])
    }
}
