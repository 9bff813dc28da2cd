/// How a string literal is taken where it appears.
enum ValueContext: Equatable {
    /// A `String` (UIKit, AppKit, Objective-C, `Text(verbatim:)`): a literal is shown as written.
    case literal
    /// A SwiftUI `LocalizedStringKey` (`Text("…")`, `.accessibilityLabel("…")`): a literal is a
    /// key in `table`.
    case key(table: String)
}

/// An operand followed by postfix parts: `Bundle.main.localizedString(forKey: …)`,
/// `"key".localized`, `NSLocalizedString(…).uppercased()`.
struct PostfixChain {
    enum Link {
        /// `.name`: the name's token.
        case member(Int)
        /// `( … )`: the parentheses' tokens.
        case call(open: Int, close: Int)
        /// `[ … ]`, `!`, `?`.
        case other
    }

    /// The first token: a name, a string, `(`, `[`, or the `.` of an implicit member.
    var primary: Int
    var links: [Link]
    /// The index after the chain.
    var end: Int
}

/// Evaluating the expressions that set a property to what it shows: the look-ups and
/// literals they can stand for. Anything else (a variable, a concatenation) stands for nothing
/// the scanner can tell, and yields no value.
extension SourceAnalyzer {
    /// The values an expression in `range` can have: both branches of a ternary, through
    /// Objective-C casts, parentheses, `String(format:)` and the look-up calls.
    func values(in range: Range<Int>, context: ValueContext, depth: Int) -> [FoundValue] {
        guard depth < Self.maximumDepth, range.lowerBound >= 0, range.lowerBound < range.upperBound, range.upperBound <= tokens.count else {
            return []
        }
        if let split = ternarySplit(range) {
            return values(in: (split.question + 1)..<split.colon, context: context, depth: depth + 1)
                + values(in: (split.colon + 1)..<range.upperBound, context: context, depth: depth + 1)
        }
        let first = range.lowerBound
        if language == .objectiveC, isPunctuation(first, Byte.openParenthesis) {
            let close = matches[first]
            if close > first, close + 1 < range.upperBound, isTypeCast((first + 1)..<close) {
                return values(in: (close + 1)..<range.upperBound, context: context, depth: depth + 1)
            }
        }
        guard let chain = postfixChain(at: first, limit: range.upperBound), chain.end == range.upperBound else { return [] }
        return chainValues(chain, context: context, depth: depth + 1)
    }

    /// The operand at `start` and its postfix parts, within `limit`.
    func postfixChain(at start: Int, limit: Int) -> PostfixChain? {
        guard start >= 0, start < limit, limit <= tokens.count else { return nil }
        var index: Int
        let token = tokens[start]
        switch token.kind {
        case .string:
            index = nextSibling(start)
        case .identifier, .number, .character:
            index = start + 1
        case .punctuation:
            let partner = matches[start]
            if isPunctuation(start, Byte.openParenthesis) || isPunctuation(start, Byte.openBracket) {
                guard partner > start, partner < limit else { return nil }
                index = partner + 1
            } else if language == .swift, isPunctuation(start, Byte.dot), start + 1 < limit, isKind(start + 1, .identifier) {
                index = start + 2
            } else {
                return nil
            }
        default:
            return nil
        }
        var links: [PostfixChain.Link] = []
        while index < limit {
            let link = tokens[index]
            let sameLine = language == .objectiveC || !link.newlineBefore
            if isPunctuation(index, Byte.dot), index + 1 < limit, isKind(index + 1, .identifier) || isKind(index + 1, .number) {
                links.append(.member(index + 1))
                index += 2
            } else if sameLine, isPunctuation(index, Byte.openParenthesis) || isPunctuation(index, Byte.openBracket),
                matches[index] > index, matches[index] < limit
            {
                links.append(isPunctuation(index, Byte.openParenthesis) ? .call(open: index, close: matches[index]) : .other)
                index = matches[index] + 1
            } else if language == .swift, isPostfixOperator(index) {
                links.append(.other)
                index += 1
            } else {
                break
            }
        }
        return PostfixChain(primary: start, links: links, end: index)
    }

    /// What a chain stands for. Postfix parts after a look-up (`.uppercased()`) keep the key;
    /// after a literal they make it text the scanner cannot know.
    func chainValues(_ chain: PostfixChain, context: ValueContext, depth: Int) -> [FoundValue] {
        let primary = chain.primary
        switch tokens[primary].kind {
        case .string:
            if chain.links.isEmpty { return literalValues(primary, context: context) }
            guard case .member(let name) = chain.links[0], catalog.literalWrappers.contains(text(name)) else { return [] }
            var table = Self.defaultTable
            if chain.links.count > 1, case .call(let open, _) = chain.links[1] {
                guard let arguments = arguments(open), let named = tableArgument(arguments, labels: ["table", "tableName"], position: nil) else { return [] }
                table = named
            }
            guard let key = keyLiteral(primary..<nextSibling(primary), allowInterpolation: false) else { return [] }
            return [FoundValue(value: .lookup(table: table, keys: key.keys), offset: key.offset)]
        case .identifier:
            return callChainValues(chain, context: context, depth: depth)
        case .punctuation where isPunctuation(primary, Byte.dot):
            return callChainValues(chain, context: context, depth: depth)
        case .punctuation:
            let close = matches[primary]
            guard close > primary else { return [] }
            let found: [FoundValue]
            if isPunctuation(primary, Byte.openParenthesis) {
                found = values(in: (primary + 1)..<close, context: context, depth: depth + 1)
            } else {
                found = messageValues(open: primary, depth: depth + 1)
            }
            return chain.links.isEmpty ? found : found.filter(\.isLookup)
        default:
            return []
        }
    }

    /// A chain that starts with a name or an implicit member: the value of its first call,
    /// when every part before it is a member (`Bundle.main.localizedString(forKey:…)`).
    func callChainValues(_ chain: PostfixChain, context: ValueContext, depth: Int) -> [FoundValue] {
        let primary = chain.primary
        guard let callIndex = chain.links.firstIndex(where: { if case .call = $0 { return true } else { return false } }) else { return [] }
        for link in chain.links[..<callIndex] {
            guard case .member = link else { return [] }
        }
        let callee: Int
        if callIndex == 0 {
            callee = isPunctuation(primary, Byte.dot) ? primary + 1 : primary
        } else if case .member(let name) = chain.links[callIndex - 1] {
            callee = name
        } else {
            return []
        }
        guard case .call(let open, _) = chain.links[callIndex] else { return [] }
        let found = callValues(callee: callee, open: open, context: context, depth: depth)
        // `Text(…).bold()` is still the text; other calls after a literal change it.
        let isText = catalog.kind(of: text(callee)) == .text
        return callIndex + 1 < chain.links.count && !isText ? found.filter(\.isLookup) : found
    }

    /// A literal as a `String` (its text; interpolations as written) or as a key.
    func literalValues(_ index: Int, context: ValueContext) -> [FoundValue] {
        let literal = literals[tokens[index].literal]
        guard literal.isTerminated else { return [] }
        switch context {
        case .literal:
            return [FoundValue(value: .literal(renderedText(literal)), offset: literal.quoteOffset)]
        case .key(let table):
            return [FoundValue(value: .lookup(table: table, keys: keyVariants(literal)), offset: literal.quoteOffset)]
        }
    }

    /// The literal's text, with each interpolation written back as `\(…)`.
    func renderedText(_ literal: StringLiteral) -> String {
        var text = literal.segments.first ?? ""
        for (offset, interpolation) in literal.interpolations.enumerated() {
            let source = interpolation.source.clamped(to: 0..<buffer.count)
            text += "\\(" + String(decoding: UnsafeBufferPointer(rebasing: buffer[source]), as: UTF8.self) + ")"
            if offset + 1 < literal.segments.count { text += literal.segments[offset + 1] }
        }
        return text
    }

    /// The keys a `LocalizedStringKey` or `String.LocalizationValue` literal can stand for.
    func keyVariants(_ literal: StringLiteral) -> [String] {
        guard !literal.interpolations.isEmpty else { return [literal.segments.first ?? ""] }
        return LocalizedKeyVariants.keys(segments: literal.segments, specifiers: literal.interpolations.map(specifierCandidates))
    }

    /// The format specifiers an interpolation can become, as SwiftUI and Foundation build
    /// keys: an explicit `specifier:`; `%@` for strings, `Text`, `Image`, formatters and format
    /// styles; `%lld` for integer literals, `%lf` for decimal ones; otherwise any of the three.
    func specifierCandidates(_ interpolation: Interpolation) -> [String] {
        let range = interpolation.tokens
        guard !range.isEmpty, range.upperBound <= tokens.count else { return ["%@"] }
        var index = range.lowerBound
        var siblings = 0
        while index < range.upperBound {
            if isPunctuation(index - 1, Byte.comma), isKind(index, .identifier), isPunctuation(index + 1, Byte.colon) {
                if hasText(index, "specifier"), isKind(index + 2, .string), let specifier = literals[tokens[index + 2].literal].plainText {
                    return [specifier]
                }
                if hasText(index, "format") || hasText(index, "formatter") || hasText(index, "style") { return ["%@"] }
            }
            siblings += 1
            index = nextSibling(index)
        }
        let first = range.lowerBound
        if siblings == 1, isKind(first, .string) { return ["%@"] }
        if siblings == 1, isKind(first, .number) {
            let token = tokens[first]
            return buffer[token.start..<token.end].contains(Byte.dot) ? ["%lf"] : ["%lld"]
        }
        if isIdentifier(first, "Text") || isIdentifier(first, "Image") || isIdentifier(first, "AttributedString") { return ["%@"] }
        return LocalizedKeyVariants.interpolationSpecifiers
    }

    /// A key written as a literal: `"k"`, `@"k"`, `CFSTR("k")`, `(__bridge NSString *)CFSTR("k")`.
    /// An interpolated literal is a key only where `allowInterpolation` (SwiftUI, `String(localized:)`).
    func keyLiteral(_ range: Range<Int>, allowInterpolation: Bool) -> (keys: [String], offset: Int)? {
        guard range.lowerBound >= 0, range.lowerBound < range.upperBound, range.upperBound <= tokens.count else { return nil }
        var range = range
        if language == .objectiveC, isPunctuation(range.lowerBound, Byte.openParenthesis) {
            let close = matches[range.lowerBound]
            if close > range.lowerBound, close + 1 < range.upperBound, isTypeCast((range.lowerBound + 1)..<close) {
                range = (close + 1)..<range.upperBound
            }
        }
        if isIdentifier(range.lowerBound, "CFSTR"), isPunctuation(range.lowerBound + 1, Byte.openParenthesis) {
            let close = matches[range.lowerBound + 1]
            guard close > range.lowerBound + 1, close + 1 == range.upperBound else { return nil }
            range = (range.lowerBound + 2)..<close
        }
        guard range.lowerBound < range.upperBound, isKind(range.lowerBound, .string), nextSibling(range.lowerBound) == range.upperBound else { return nil }
        let literal = literals[tokens[range.lowerBound].literal]
        guard literal.isTerminated else { return nil }
        if literal.interpolations.isEmpty { return ([literal.segments.first ?? ""], literal.quoteOffset) }
        return allowInterpolation ? (keyVariants(literal), literal.quoteOffset) : nil
    }

    /// A table argument: `"T"`, `@"T"`, `CFSTR("T")`, `nil` or `""` (the default table), or a
    /// constant defined in the file. Nil when it cannot be told.
    func tableValue(_ range: Range<Int>) -> String? {
        guard range.lowerBound < range.upperBound else { return nil }
        if range.count == 1, isIdentifier(range.lowerBound, "nil") || isIdentifier(range.lowerBound, "NULL") || isIdentifier(range.lowerBound, "Nil") {
            return Self.defaultTable
        }
        if let literal = keyLiteral(range, allowInterpolation: false), let name = literal.keys.first {
            return name.isEmpty ? Self.defaultTable : name
        }
        // `kTable`, `Tables.accessibility`, `.accessibility`: the last name, if the file defines it.
        var index = range.lowerBound
        if isPunctuation(index, Byte.dot) { index += 1 }
        while index + 2 < range.upperBound, isKind(index, .identifier), isPunctuation(index + 1, Byte.dot) { index += 2 }
        guard index + 1 == range.upperBound, isKind(index, .identifier) else { return nil }
        return constants[text(index)]
    }

    /// The table a call names: the argument labeled one of `labels`, else the unlabeled one at
    /// `position` (Objective-C macros), else the default table. Nil when it cannot be told.
    func tableArgument(_ arguments: [Argument], labels: Set<String>, position: Int?) -> String? {
        if let labeled = arguments.first(where: { label(of: $0).map(labels.contains) ?? false }) {
            return tableValue(labeled.value)
        }
        if let position, position < arguments.count, arguments[position].label < 0 {
            return tableValue(arguments[position].value)
        }
        return Self.defaultTable
    }
}
