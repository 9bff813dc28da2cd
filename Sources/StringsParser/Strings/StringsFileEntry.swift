/// One `"key" = "value";` pair of a `.strings` file, with where it stands.
public struct StringsFileEntry: Hashable, Sendable {
    public var key: String
    public var value: String
    /// Where the key starts (its opening quote, or its first character when unquoted).
    public var keyPosition: SourcePosition
    /// Where the value starts (its opening quote). For the `"key";` shorthand, the key's position.
    public var valuePosition: SourcePosition
    /// The comments written right before the entry (no blank line between them and the key), and a
    /// comment on the same line after its `;`, without their `/* */` or `//` and trimmed; several
    /// comments are joined with a line break. `nil` when there is none.
    public var comment: String?
    /// The fields of an Interface Builder comment (`/* Class = "UIButton"; … ObjectID = "…"; */`).
    public var interfaceBuilder: InterfaceBuilderComment?
    /// Whether the entry used the `"key";` shorthand (its value is its key).
    public var isShorthand: Bool

    public init(
        key: String, value: String, keyPosition: SourcePosition, valuePosition: SourcePosition,
        comment: String? = nil, interfaceBuilder: InterfaceBuilderComment? = nil, isShorthand: Bool = false
    ) {
        self.key = key
        self.value = value
        self.keyPosition = keyPosition
        self.valuePosition = valuePosition
        self.comment = comment
        self.interfaceBuilder = interfaceBuilder
        self.isShorthand = isShorthand
    }
}

/// What the `.strings` parser read from one file.
public struct StringsFileParseResult: Sendable {
    /// Every entry in file order, duplicates included (see ``table``).
    public var entries: [StringsFileEntry]
    /// Problems, in file order.
    public var diagnostics: [Diagnostic]
    /// The encoding the file was stored in.
    public var encoding: TextEncoding

    /// The table as Apple builds it: for a key defined twice, the later value wins.
    public var table: [String: String] {
        var result: [String: String] = [:]
        result.reserveCapacity(entries.count)
        for entry in entries { result[entry.key] = entry.value }
        return result
    }

    /// Whether a problem makes Apple's parser reject or truncate the file.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
