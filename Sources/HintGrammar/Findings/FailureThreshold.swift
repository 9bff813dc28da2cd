/// When a run fails (`--fail-on`, the configuration's `failOn`): from a severity up, or never.
public enum FailureThreshold: Hashable, Sendable {
    case severity(Severity)
    case never

    /// The names a user writes, most serious first: `error`, `warning`, `info`, `never`.
    public static let names = ["error", "warning", "info", "never"]

    public init?(name: String) {
        if name == "never" {
            self = .never
        } else if let severity = Severity(rawValue: name) {
            self = .severity(severity)
        } else {
            return nil
        }
    }

    /// Whether findings whose most serious severity is `highest` (`nil`: no findings) fail the run.
    public func fails(highest: Severity?) -> Bool {
        guard case let .severity(threshold) = self, let highest else { return false }
        return highest >= threshold
    }
}
