/// How text reports are styled: with ANSI colours on a terminal, plain otherwise.
public struct ReportStyle: Sendable {
    public var colors: Bool

    public init(colors: Bool) { self.colors = colors }

    public static let plain = ReportStyle(colors: false)

    func severity(_ severity: Severity) -> String {
        let name = severity.rawValue
        guard colors else { return name }
        switch severity {
        case .error: return "\u{1B}[1;31m\(name)\u{1B}[0m"
        case .warning: return "\u{1B}[1;33m\(name)\u{1B}[0m"
        case .info: return "\u{1B}[1;34m\(name)\u{1B}[0m"
        }
    }

    func dim(_ text: String) -> String { colors ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
    func bold(_ text: String) -> String { colors ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
