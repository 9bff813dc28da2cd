/// A JSON value to write with ``JSONWriter``.
///
/// Objects are lists of members, written in the order given (duplicates too), so output is
/// deterministic. Literals build values directly:
///
/// ```swift
/// let output: JSONOutput = ["file": "Localizable.xcstrings", "line": 12, "fixed": false]
/// ```
public enum JSONOutput: Sendable, Equatable {
    /// An object's members, in output order.
    case object([(key: String, value: JSONOutput)])
    /// An array's elements.
    case array([JSONOutput])
    /// A string, escaped as JSON requires.
    case string(String)
    /// An integer, written as such.
    case int(Int)
    /// A floating-point number; written as `null` if it is infinite or NaN, which JSON cannot express.
    case double(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// An object with the members in the order given.
    public init(_ members: KeyValuePairs<String, JSONOutput>) {
        self = .object(members.map { (key: $0.key, value: $0.value) })
    }

    /// The same value as a node that was read, with positions dropped. A number becomes
    /// ``int(_:)`` if its text is an integer that fits `Int`, otherwise ``double(_:)``.
    public init(_ node: JSONNode) {
        switch node.value {
        case let .object(members): self = .object(members.map { (key: $0.key, value: JSONOutput($0.value)) })
        case let .array(elements): self = .array(elements.map(JSONOutput.init))
        case let .string(text): self = .string(text)
        case let .number(text): self = Int(text).map(JSONOutput.int) ?? .double(Double(text) ?? .nan)
        case let .bool(flag): self = .bool(flag)
        case .null: self = .null
        }
    }

    /// Structural equality; objects are equal when their members are equal in the same order.
    /// Doubles compare as `Double`s (so `NaN` differs from itself), and `int(1)` differs from `double(1)`.
    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        switch (lhs, rhs) {
        case let (.object(left), .object(right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.array(left), .array(right)): left == right
        case let (.string(left), .string(right)): left == right
        case let (.int(left), .int(right)): left == right
        case let (.double(left), .double(right)): left == right
        case let (.bool(left), .bool(right)): left == right
        case (.null, .null): true
        default: false
        }
    }
}

extension JSONOutput: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONOutput: ExpressibleByIntegerLiteral {
    /// An integer.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension JSONOutput: ExpressibleByFloatLiteral {
    /// A floating-point number.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension JSONOutput: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONOutput: ExpressibleByArrayLiteral {
    /// An array.
    public init(arrayLiteral elements: JSONOutput...) { self = .array(elements) }
}

extension JSONOutput: ExpressibleByDictionaryLiteral {
    /// An object whose members keep the order of the literal.
    public init(dictionaryLiteral elements: (String, JSONOutput)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}
