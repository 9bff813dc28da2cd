import Foundation

/// A node of a property list, with where it stands in its file.
///
/// Positions are byte offsets into the UTF-8 text the reader read (see ``LineTable``). A value
/// read from a binary property list has no place in a text: its offsets are `nil`, and
/// ``position(in:)`` gives ``SourcePosition/unknown``.
public struct PlistValue: Hashable, Sendable {
    /// What a node holds.
    public enum Kind: Hashable, Sendable {
        /// `<dict>`: keys and values in file order.
        case dictionary(PlistDictionary)
        /// `<array>`.
        case array([PlistValue])
        /// `<string>` (or a `<key>` where a value stands, which Apple's parser reads as a string).
        case string(String)
        /// `<integer>` that fits in `Int64`.
        case integer(Int64)
        /// `<integer>` above `Int64.max` (up to `UInt64.max`), which Apple's parser also accepts.
        case unsignedInteger(UInt64)
        /// `<real>`.
        case real(Double)
        /// `<true/>` or `<false/>`.
        case bool(Bool)
        /// `<date>`.
        case date(Date)
        /// `<data>`.
        case data(Data)
    }

    /// The value.
    public var kind: Kind
    /// The offset of the `<` of the value's element; `nil` in a binary property list.
    public var offset: Int?
    /// The offset where the element's content starts, just after its start tag (for a `<string>`,
    /// the first byte of the text as written; for `<string/>`, the offset after the tag); `nil` in
    /// a binary property list.
    public var contentOffset: Int?

    /// A value; leave the offsets `nil` for a value that has no place in a text.
    public init(_ kind: Kind, offset: Int? = nil, contentOffset: Int? = nil) {
        self.kind = kind
        self.offset = offset
        self.contentOffset = contentOffset
    }

    /// The string, if this is a string.
    public var string: String? {
        if case let .string(value) = kind { return value }
        return nil
    }

    /// The dictionary, if this is a dictionary.
    public var dictionary: PlistDictionary? {
        if case let .dictionary(value) = kind { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [PlistValue]? {
        if case let .array(value) = kind { return value }
        return nil
    }

    /// The value for `key`, if this is a dictionary that has it (the last one for a duplicated key).
    public subscript(key: String) -> PlistValue? {
        dictionary?[key]
    }

    /// The name of the XML element that writes this kind of value (`dict`, `string`, `true`, …).
    public var elementName: String {
        switch kind {
        case .dictionary: "dict"
        case .array: "array"
        case .string: "string"
        case .integer, .unsignedInteger: "integer"
        case .real: "real"
        case let .bool(value): value ? "true" : "false"
        case .date: "date"
        case .data: "data"
        }
    }

    /// The line and column of the value's element, or ``SourcePosition/unknown`` when it has no
    /// offset or no table is given.
    public func position(in lines: LineTable?) -> SourcePosition {
        guard let offset, let lines else { return .unknown }
        return lines.position(ofOffset: offset)
    }

    /// The line and column where the value's content starts (see ``contentOffset``), or
    /// ``SourcePosition/unknown``.
    public func contentPosition(in lines: LineTable?) -> SourcePosition {
        guard let contentOffset, let lines else { return .unknown }
        return lines.position(ofOffset: contentOffset)
    }
}
