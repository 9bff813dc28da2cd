/// Problems found when a table's files are merged: what no single file shows.
public enum MergeProblem: DiagnosticMessage, Hashable {
    /// A key written with other characters than another key of its table that looks the same: the
    /// same accented letters composed in one (`é`, U+00E9) and decomposed in the other (`e` and
    /// U+0301). Apple's look-ups compare a key's characters exactly, so these are two keys, and
    /// code that names one never finds the other. `sameAs` is where the other key is (in the
    /// same file when it is there, `inSameFile`).
    case keyInOtherNormalization(key: String, sameAs: SourceLocation, inSameFile: Bool)

    public var severity: Diagnostic.Severity { .warning }

    public var code: String {
        switch self {
        case .keyInOtherNormalization: "key-normalization"
        }
    }

    public var message: String {
        switch self {
        case let .keyInOtherNormalization(key, sameAs, inSameFile):
            "the key \"\(key)\" is the key at \(inSameFile ? sameAs.position.description : sameAs.description) with its accents "
                + "written as other characters (Unicode normalization): the app finds a key only by its exact characters, so code "
                + "that names one never finds the other; write them alike (only the other one is audited)"
        }
    }
}
