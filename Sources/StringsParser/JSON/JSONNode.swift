/// A value read from a JSON document, with the byte offset where it starts.
///
/// The offset is that of the value's first byte: the opening quote of a string, the `{` of an
/// object, the `[` of an array, the first character of a number or literal. Turn it into a line
/// and column with ``LineTable``. Nodes are equal when their values and offsets are.
public struct JSONNode: Hashable, Sendable {
    /// The value.
    public var value: JSONValue
    /// The byte offset of the value's first byte in the bytes that were read.
    public var offset: Int

    /// A node for `value` starting at `offset`.
    public init(_ value: JSONValue, offset: Int) {
        self.value = value
        self.offset = offset
    }
}

/// The value of a ``JSONNode``.
public enum JSONValue: Hashable, Sendable {
    /// An object's members in the order of the source, duplicates included.
    case object([JSONMember])
    /// An array's elements in order.
    case array([JSONNode])
    /// A string, with its escapes decoded.
    case string(String)
    /// A number as written in the source (e.g. `-1.5e3`); see ``JSONNode/intValue`` and
    /// ``JSONNode/doubleValue``.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The kinds of JSON values, for messages such as "expected a string, found an array".
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// One per case of ``JSONValue``; the raw value names the kind in messages.
        case object, array, string, number, boolean, null
    }

    /// The kind of this value.
    public var kind: Kind {
        switch self {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .boolean
        case .null: .null
        }
    }
}

/// One member (name and value) of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The member's name, with its escapes decoded.
    public var key: String
    /// The byte offset of the opening quote of the name.
    public var keyOffset: Int
    /// The member's value.
    public var value: JSONNode

    /// A member named `key` (whose opening quote is at `keyOffset`) with `value`.
    public init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

extension JSONNode {
    /// The kind of the value.
    public var kind: JSONValue.Kind { value.kind }

    /// The members of an object in source order (duplicates included), `nil` for other values.
    public var objectMembers: [JSONMember]? {
        if case let .object(members) = value { return members }
        return nil
    }

    /// The elements of an array, `nil` for other values.
    public var arrayElements: [JSONNode]? {
        if case let .array(elements) = value { return elements }
        return nil
    }

    /// The text of a string, `nil` for other values.
    public var stringValue: String? {
        if case let .string(text) = value { return text }
        return nil
    }

    /// A boolean's value, `nil` for other values.
    public var boolValue: Bool? {
        if case let .bool(flag) = value { return flag }
        return nil
    }

    /// A number as written in the source, `nil` for other values.
    public var numberText: String? {
        if case let .number(text) = value { return text }
        return nil
    }

    /// A number that is a whole number representable as `Int` (`12`, `-3`, also `12.0` or `1e3`),
    /// `nil` for fractions, numbers out of range and other values.
    public var intValue: Int? {
        guard case let .number(text) = value else { return nil }
        if let integer = Int(text) { return integer }
        // Int(exactly:) would need libm, which this Foundation-free module does not link.
        guard let double = Double(text), double >= -0x1p63, double < 0x1p63 else { return nil }
        let integer = Int(double)
        return Double(integer) == double ? integer : nil
    }

    /// A number as a `Double` (the nearest one; numbers beyond its range become infinity),
    /// `nil` for other values.
    public var doubleValue: Double? {
        guard case let .number(text) = value else { return nil }
        return Double(text)
    }

    /// Whether the value is `null`.
    public var isNull: Bool { value == .null }

    /// The last member of an object with this name (as `JSONSerialization` keeps the last of
    /// duplicates), `nil` if there is none or the value is not an object.
    public func member(named name: String) -> JSONMember? {
        guard case let .object(members) = value else { return nil }
        return members.last { $0.key == name }
    }

    /// The value of the last member named `name` of an object, `nil` if there is none or the
    /// value is not an object.
    public subscript(name: String) -> JSONNode? {
        member(named: name)?.value
    }

    /// The element at `index` of an array, `nil` if the index is out of range or the value is
    /// not an array.
    public subscript(index: Int) -> JSONNode? {
        guard case let .array(elements) = value, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
