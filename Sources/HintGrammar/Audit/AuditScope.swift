/// Which strings an audit reports on (`--scope`, the configuration's `scope`).
public enum AuditScope: String, CaseIterable, Hashable, Sendable {
    /// The default: accessibility strings (labels, hints, values and other accessibility
    /// strings), and what breaks the app whatever the string: a file that does not parse, a
    /// duplicate key, format specifiers that crash or print garbage.
    case accessibility
    /// Every string: the translation bookkeeping of ordinary text too (untranslated, missing and
    /// extra keys, catalog states).
    case all

    /// The names a user writes.
    public static var names: [String] { allCases.map(\.rawValue) }
}
