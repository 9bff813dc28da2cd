/// One step of an XML document, as ``XMLScanner/next()`` returns it.
///
/// Events carry byte ranges into the scanner's bytes, not strings: ask the scanner for a name or
/// a decoded value only when you need it (``XMLScanner/name(of:)``, ``XMLScanner/value(of:)``,
/// ``XMLScanner/text(of:)``), or compare names without building a string
/// (``XMLScanner/bytes(in:equal:)``).
public enum XMLEvent: Hashable, Sendable {
    /// `<name attribute="value">` or `<name/>`. A self-closing tag has no matching
    /// ``endTag(_:)`` event.
    case startTag(XMLStartTag)
    /// `</name>`. The scanner has checked that it closes the innermost open element.
    case endTag(XMLEndTag)
    /// Character data between tags, or a CDATA section. Whitespace-only runs between elements are
    /// reported too (see ``XMLText/isWhitespace``); text outside the root element is not.
    case text(XMLText)
    /// A comment inside the root element, at the offset of its `<`. Comments before and after the
    /// root element are skipped without an event.
    case comment(offset: Int)
    /// A processing instruction (`<?target …?>`) inside the root element, at the offset of its `<`.
    case processingInstruction(offset: Int)
}

/// A start tag: `<name a="1" b='2'>` or the self-closing `<name/>`.
public struct XMLStartTag: Hashable, Sendable {
    /// The offset of the `<`.
    public let offset: Int
    /// The bytes of the element's name.
    public let nameRange: Range<Int>
    /// The attributes in the order they appear.
    public let attributes: [XMLAttribute]
    /// Whether the tag ends with `/>`; such an element has no content and no end tag.
    public let isSelfClosing: Bool
    /// The offset just after the tag's closing `>`: where the element's content starts.
    public let endOffset: Int

    /// Makes a start tag (the scanner makes them; this is public for tests and tools).
    public init(offset: Int, nameRange: Range<Int>, attributes: [XMLAttribute], isSelfClosing: Bool, endOffset: Int) {
        self.offset = offset
        self.nameRange = nameRange
        self.attributes = attributes
        self.isSelfClosing = isSelfClosing
        self.endOffset = endOffset
    }
}

/// An attribute of a start tag, `name="value"`, as byte ranges.
public struct XMLAttribute: Hashable, Sendable {
    /// The bytes of the attribute's name.
    public let nameRange: Range<Int>
    /// The raw bytes between the quotes; ``XMLScanner/value(of:)`` decodes them.
    public let valueRange: Range<Int>
    /// Whether the raw value holds an entity reference, a tab or a line break, so that the
    /// decoded value differs from the raw bytes.
    public let needsDecoding: Bool

    /// The offset of the value's first character (just after the opening quote).
    public var valueOffset: Int { valueRange.lowerBound }

    /// Makes an attribute (the scanner makes them; this is public for tests and tools).
    public init(nameRange: Range<Int>, valueRange: Range<Int>, needsDecoding: Bool) {
        self.nameRange = nameRange
        self.valueRange = valueRange
        self.needsDecoding = needsDecoding
    }
}

/// An end tag, `</name>`.
public struct XMLEndTag: Hashable, Sendable {
    /// The offset of the `<`.
    public let offset: Int
    /// The bytes of the element's name.
    public let nameRange: Range<Int>

    /// Makes an end tag (the scanner makes them; this is public for tests and tools).
    public init(offset: Int, nameRange: Range<Int>) {
        self.offset = offset
        self.nameRange = nameRange
    }
}

/// A run of character data, or one CDATA section.
public struct XMLText: Hashable, Sendable {
    /// Where the text came from.
    public enum Kind: Hashable, Sendable {
        /// Ordinary text: entity references are decoded, line ends normalized.
        case characters
        /// The inside of `<![CDATA[…]]>`: taken literally, only line ends are normalized.
        case cdata
    }

    /// The raw bytes: for character data the whole run between two pieces of markup, for a CDATA
    /// section what lies between `<![CDATA[` and `]]>`.
    public let range: Range<Int>
    /// Whether this is character data or a CDATA section.
    public let kind: Kind
    /// Whether the raw bytes hold an entity reference or a carriage return, so that the decoded
    /// text differs from them.
    public let needsDecoding: Bool
    /// Whether the text is only spaces, tabs and line breaks (entity references never count as
    /// whitespace).
    public let isWhitespace: Bool

    /// The offset of the first raw byte.
    public var offset: Int { range.lowerBound }

    /// Makes a text event (the scanner makes them; this is public for tests and tools).
    public init(range: Range<Int>, kind: Kind, needsDecoding: Bool, isWhitespace: Bool) {
        self.range = range
        self.kind = kind
        self.needsDecoding = needsDecoding
        self.isWhitespace = isWhitespace
    }
}

/// The first well-formedness problem of a document, where the scanner stopped.
public struct XMLSyntaxError: Error, Hashable, Sendable {
    /// What is wrong.
    public let problem: XMLProblem
    /// The byte offset the problem points at: the `<` of a broken tag, the `&` of a broken
    /// reference, the opening quote of an unterminated value, the end of the input for an element
    /// that is never closed.
    public let offset: Int

    /// A problem at a byte offset.
    public init(_ problem: XMLProblem, at offset: Int) {
        self.problem = problem
        self.offset = offset
    }
}
