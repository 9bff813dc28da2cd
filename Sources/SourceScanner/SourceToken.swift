/// One token of Swift or Objective-C source: its kind and the bytes it covers.
///
/// Comments and whitespace are not tokens; whether they came before a token is kept in
/// `newlineBefore` and `spaceBefore` (a Swift statement ends at a line break, a Swift ternary `?`
/// has a space before it, a postfix `?` does not).
struct SourceToken: Equatable {
    enum Kind: UInt8 {
        /// A name or keyword: `accessibilityLabel`, `return`, `$0`, a backquoted name's inside.
        case identifier
        case number
        /// A string literal; `literal` indexes ``TokenizedSource/literals``.
        case string
        /// An Objective-C character literal `'a'`.
        case character
        /// A single byte: `( ) [ ] { } , ; : . @ #` and any byte that is nothing else.
        case punctuation
        /// A run of operator characters: `=`, `==`, `?`, `??`, `->`, `..<`.
        case operatorSymbol
        /// Something that never matters: a Swift regular expression literal `#/…/#`.
        case other
    }

    var kind: Kind
    /// The offset of its first byte (for a string, of its `@`, `#` or first quote).
    var start: Int
    /// The offset just past its last byte.
    var end: Int
    var newlineBefore: Bool
    var spaceBefore: Bool
    /// For a string, its index in ``TokenizedSource/literals``; otherwise -1.
    var literal: Int
}

/// A string literal's decoded text and, for Swift, its interpolations.
///
/// `segments` holds the text between interpolations: one more segment than interpolations
/// (`"a\(x)b"` has segments `a` and `b`). Adjacent Objective-C and C literals are one literal.
struct StringLiteral: Equatable {
    /// The offset of the (first) opening quote.
    var quoteOffset: Int
    var segments: [String]
    var interpolations: [Interpolation]
    /// The index of the first token after the literal and the tokens of its interpolations.
    var tokenEnd: Int
    var isTerminated: Bool

    /// The text of a literal without interpolations.
    var plainText: String? { interpolations.isEmpty ? segments.first ?? "" : nil }
}

/// One `\( … )` inside a Swift string literal.
struct Interpolation: Equatable {
    /// Its tokens, which follow the string's own token in ``TokenizedSource/tokens``.
    var tokens: Range<Int>
    /// The bytes between `\(` and `)`.
    var source: Range<Int>
}

/// The tokens of one source file.
struct TokenizedSource: Equatable {
    var tokens: [SourceToken] = []
    var literals: [StringLiteral] = []
}
