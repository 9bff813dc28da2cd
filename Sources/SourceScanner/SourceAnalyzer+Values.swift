/// How a string literal is taken where it appears.
enum ValueContext: Equatable {
    /// A `String` (UIKit, AppKit, Objective-C, `Text(verbatim:)`): a literal is shown as written.
    case literal
    /// A SwiftUI `LocalizedStringKey` (`Text("…")`, `.accessibilityLabel("…")`): a literal is a
    /// key in `table`.
    case key(table: String)
}

/// An operand followed by postfix parts: `Bundle.main.localizedString(forKey: …)`,
/// `"key".localized`, `NSLocalizedString(…).uppercased()`, `L10n.Player.play`.
struct PostfixChain {
    enum Link {
        /// `.name`: the name's token.
        case member(Int)
        /// `( … )`: the parentheses' tokens.
        case call(open: Int, close: Int)
        /// `[ … ]`.
        case subscriptAccess
        /// A postfix `!` or `?`.
        case unwrap
        /// `{ … }` after a call or member (Swift).
        case trailingClosure
    }

    /// The first token: a name, a string, `(`, `[`, or the `.` of an implicit member.
    var primary: Int
    var links: [Link]
    /// The index after the chain.
    var end: Int
}

/// Evaluating the expressions that set a property to what it shows: the look-ups and literals
/// they stand for, and the names, calls and members that only the whole program can resolve
/// (``CodeValue``). Anything else (a concatenation, a number) stands for nothing.
extension SourceAnalyzer {
    /// The values an expression in `range` can have: both branches of a ternary and of `??`,
    /// through casts, parentheses, `try`, `String(format:)` and the look-up calls.
    func values(in range: Range<Int>, context: ValueContext, depth: Int) -> [FoundValue] {
        guard depth < Self.maximumDepth, range.lowerBound >= 0, range.lowerBound < range.upperBound, range.upperBound <= tokens.count else {
            return []
        }
        if let split = ternarySplit(range) {
            let branches = [(split.question + 1)..<split.colon, (split.colon + 1)..<range.upperBound]
            let context = branchContext(branches, context)
            return values(in: branches[0], context: context, depth: depth + 1) + values(in: branches[1], context: context, depth: depth + 1)
        }
        var first = range.lowerBound
        var upper = range.upperBound
        if language == .swift {
            // `a ?? b`: either side; `try x`, `await x`; `x as String`.
            var index = first
            while index < upper {
                if isOperator(index, "??") {
                    let branches = [first..<index, (index + 1)..<upper]
                    let context = branchContext(branches, context)
                    return values(in: branches[0], context: context, depth: depth + 1) + values(in: branches[1], context: context, depth: depth + 1)
                }
                if isIdentifier(index, "as"), index > first {
                    upper = index
                    break
                }
                index = nextSibling(index)
            }
            while first < upper, isIdentifier(first, "try") || isIdentifier(first, "await") {
                first += 1
                if isPostfixOperator(first) || isOperator(first, "?") || isOperator(first, "!") { first += 1 }
            }
        }
        guard first < upper else { return [] }
        if language == .swift, isIdentifier(first, "if") || isIdentifier(first, "switch") {
            return branchValues(first..<upper, context: context, depth: depth + 1)
        }
        if language == .objectiveC, isPunctuation(first, Byte.openParenthesis) {
            let close = matches[first]
            if close > first, close + 1 < upper, isTypeCast((first + 1)..<close) {
                return values(in: (close + 1)..<upper, context: context, depth: depth + 1)
            }
        }
        guard let chain = postfixChain(at: first, limit: upper), chain.end == upper else { return [] }
        return chainValues(chain, context: context, depth: depth + 1)
    }

    /// How literals are taken in the branches of a ternary or `??`: as SwiftUI keys only when
    /// every branch is a literal (`cond ? "a" : "b"` is a `LocalizedStringKey`); beside a `String`
    /// (`cond ? "" : L10n.play`, `title ?? ""`) a literal is a `String` too.
    func branchContext(_ branches: [Range<Int>], _ context: ValueContext) -> ValueContext {
        guard case .key = context else { return context }
        let allLiterals = branches.allSatisfy { range in
            !range.isEmpty && isKind(range.lowerBound, .string) && nextSibling(range.lowerBound) == range.upperBound
        }
        return allLiterals ? context : .literal
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
                links.append(isPunctuation(index, Byte.openParenthesis) ? .call(open: index, close: matches[index]) : .subscriptAccess)
                index = matches[index] + 1
            } else if language == .swift, isPostfixOperator(index) {
                links.append(.unwrap)
                index += 1
            } else if language == .swift, sameLine, isPunctuation(index, Byte.openBrace), !links.isEmpty, matches[index] > index, matches[index] < limit {
                // A trailing closure: `.compactMap { $0 }`.
                links.append(.trailingClosure)
                index = matches[index] + 1
            } else {
                break
            }
        }
        return PostfixChain(primary: start, links: links, end: index)
    }

    /// What a chain stands for. A name path stays a path (`L10n.Player.play`) for the
    /// program-wide pass; a call of a look-up function is a look-up; a call of anything else is a
    /// ``CodeCall``; members and calls after a value are kept on it (`.uppercased()` after a
    /// look-up keeps its key), except after SwiftUI's `Text`, whose modifiers keep the text.
    func chainValues(_ chain: PostfixChain, context: ValueContext, depth: Int) -> [FoundValue] {
        let primary = chain.primary
        var path: [String]?
        var pathTokens: [Int] = []
        var current: [FoundValue] = []
        var keepsText = false
        switch tokens[primary].kind {
        case .string:
            let literal = literals[tokens[primary].literal]
            guard literal.isTerminated else { return [] }
            if chain.links.isEmpty { return literalValues(primary, context: context) }
            // A literal something is called on (`"key".localized`): its plain text.
            guard let text = literal.plainText else { return [] }
            current = [FoundValue(value: .literal(text), offset: literal.quoteOffset)]
        case .identifier:
            path = [text(primary)]
            pathTokens = [primary]
        case .punctuation where isPunctuation(primary, Byte.dot):
            path = [text(primary + 1)]
            pathTokens = [primary + 1]
        case .punctuation:
            let close = matches[primary]
            guard close > primary else { return [] }
            if isPunctuation(primary, Byte.openParenthesis) {
                current = values(in: (primary + 1)..<close, context: context, depth: depth + 1)
            } else if language == .objectiveC {
                current = messageValues(open: primary, depth: depth + 1)
            } else {
                // `[L10n.a, detail].joined(…)`: the elements, of which only look-ups stay look-ups.
                guard !chain.links.isEmpty else { return [] }
                current = (arguments(primary) ?? []).flatMap { element -> [FoundValue] in
                    guard element.label < 0 else { return [] }
                    return values(in: element.value, context: .literal, depth: depth + 1).filter(\.mayBeLookup)
                }
            }
        default:
            return []
        }
        let offset = tokens[primary].kind == .string ? literals[tokens[primary].literal].quoteOffset : tokens[primary].start
        for (position, link) in chain.links.enumerated() {
            switch link {
            case .member(let name):
                if case .call = chain.links[safe: position + 1] { continue }
                if case .trailingClosure = chain.links[safe: position + 1], path == nil { continue }
                if path != nil {
                    path!.append(text(name))
                    pathTokens.append(name)
                } else if !keepsText {
                    current = current.map { FoundValue(value: .member(of: $0.value, name: text(name)), offset: $0.offset) }
                }
            case .call(let open, _):
                // The callee: the member before the parentheses, or the primary name.
                let callee: Int
                var calleeIsInPath = false
                if position > 0, case .member(let name) = chain.links[position - 1] {
                    callee = name
                } else if position == 0, let last = pathTokens.last {
                    callee = last
                    calleeIsInPath = true
                } else {
                    return []
                }
                if keepsText { continue }
                let name = text(callee)
                if name == "init", let only = arguments(open), only.count == 1, only[0].label < 0 {
                    // `.init(L10n.close)`, `Text.init(…)`: what is wrapped.
                    current = values(in: only[0].value, context: context, depth: depth + 1)
                    path = nil
                    continue
                }
                if let kind = catalog.kind(of: name), path != nil || kind == .bundleLocalizedString {
                    current = callValues(callee: callee, open: open, context: context, depth: depth)
                    keepsText = kind == .text
                    path = nil
                } else if let calleePath = path {
                    // `f(…)`, `L10n.tr(…)`, `key.localized(…)`: the path before the callee is the receiver.
                    let receiverPath = calleeIsInPath ? Array(calleePath.dropLast()) : calleePath
                    let receiverTokens = calleeIsInPath ? Array(pathTokens.dropLast()) : pathTokens
                    let arguments = codeArguments(open, depth: depth)
                    let receivers: [CodeValue?] = receiverPath.isEmpty
                        ? [nil]
                        : pathValues(receiverPath, tokens: receiverTokens, context: .literal, depth: depth).map(\.value)
                    let scope = receiverPath.isEmpty ? typePath(around: callee) : []
                    current = receivers.map {
                        FoundValue(value: .call(CodeCall(receiver: $0, name: name, arguments: arguments, scope: scope)), offset: offset)
                    }
                    path = nil
                } else {
                    let arguments = codeArguments(open, depth: depth)
                    current = current.map { FoundValue(value: .call(CodeCall(receiver: $0.value, name: name, arguments: arguments)), offset: $0.offset) }
                }
            case .subscriptAccess:
                return []
            case .unwrap:
                continue
            case .trailingClosure:
                // `.map { … }` on a value: a call of the member before it, with no argument to read.
                guard !keepsText, position > 0, case .member(let name) = chain.links[position - 1],
                    chain.links[safe: position + 1].map({ if case .call = $0 { return false } else { return true } }) ?? true
                else { continue }
                if path != nil { return [] }
                current = current.map { FoundValue(value: .call(CodeCall(receiver: $0.value, name: text(name), arguments: [])), offset: $0.offset) }
            }
        }
        if let path, !path.isEmpty {
            if tokens[primary].kind == .punctuation, path.count == 1 { return [] }
            return pathValues(path, tokens: pathTokens, context: context, depth: depth)
        }
        return current
    }

    /// The arguments of the call whose `(` is at `open`, each with its value when it is one
    /// thing the scanner can tell (a plain literal, a name, a look-up, a call).
    func codeArguments(_ open: Int, depth: Int) -> [CodeArgument] {
        guard let arguments = arguments(open) else { return [] }
        return arguments.map { argument in
            var value: CodeValue?
            var offset = argument.value.isEmpty ? -1 : tokens[argument.value.lowerBound].start
            let range = argument.value
            if range.count >= 1, isKind(range.lowerBound, .string), nextSibling(range.lowerBound) == range.upperBound {
                let literal = literals[tokens[range.lowerBound].literal]
                if literal.isTerminated, let text = literal.plainText {
                    value = .literal(text)
                    offset = literal.quoteOffset
                }
            } else if range.count == 1, isIdentifier(range.lowerBound, "nil") || isIdentifier(range.lowerBound, "NULL") {
                value = nil
            } else if depth + 1 < Self.maximumDepth {
                let found = values(in: range, context: .literal, depth: depth + 1)
                if found.count == 1 { value = found[0].value }
            }
            return CodeArgument(label: label(of: argument), value: value, offset: offset)
        }
    }

    /// A literal as a `String` (its text; interpolations as written) or as a key.
    func literalValues(_ index: Int, context: ValueContext) -> [FoundValue] {
        let literal = literals[tokens[index].literal]
        guard literal.isTerminated else { return [] }
        switch context {
        case .literal:
            return [FoundValue(value: .literal(renderedText(literal)), offset: literal.quoteOffset)]
        case .key(let table):
            let keys = keyVariants(literal)
            let lookup = CodeLookup(table: .literal(table), key: .literal(keys.first ?? ""), alternativeKeys: Array(keys.dropFirst()))
            return [FoundValue(value: .lookup(lookup), offset: literal.quoteOffset)]
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

    /// A key argument: a literal (see ``keyLiteral(_:allowInterpolation:)``), or, inside a
    /// wrapper's body, a parameter, `self`, or a name the program defines.
    func keyValue(_ range: Range<Int>, allowInterpolation: Bool, depth: Int) -> (key: CodeValue, alternatives: [String], offset: Int)? {
        if let literal = keyLiteral(range, allowInterpolation: allowInterpolation) {
            return (.literal(literal.keys.first ?? ""), Array(literal.keys.dropFirst()), literal.offset)
        }
        guard !range.isEmpty, !isKind(range.lowerBound, .string), depth + 1 < Self.maximumDepth else { return nil }
        let found = values(in: range, context: .literal, depth: depth + 1)
        guard found.count == 1 else { return nil }
        switch found[0].value {
        case .parameter, .receiver, .path, .literal, .member:
            return (found[0].value, [], found[0].offset >= 0 ? found[0].offset : tokens[range.lowerBound].start)
        default:
            return nil
        }
    }

    /// A table argument: `"T"`, `@"T"`, `CFSTR("T")`, `nil` or `""` (the default table), a
    /// constant defined in the file, or, for the program-wide pass, a parameter or a name the
    /// program defines. Nil when it cannot be told.
    func tableValue(_ range: Range<Int>, depth: Int = 0) -> CodeValue? {
        guard range.lowerBound < range.upperBound else { return nil }
        if range.count == 1, isIdentifier(range.lowerBound, "nil") || isIdentifier(range.lowerBound, "NULL") || isIdentifier(range.lowerBound, "Nil") {
            return .literal(Self.defaultTable)
        }
        if let literal = keyLiteral(range, allowInterpolation: false), let name = literal.keys.first {
            return .literal(name.isEmpty ? Self.defaultTable : name)
        }
        // `kTable`, `Tables.accessibility`, `.accessibility`: the last name, if the file defines it.
        var index = range.lowerBound
        if isPunctuation(index, Byte.dot) { index += 1 }
        while index + 2 < range.upperBound, isKind(index, .identifier), isPunctuation(index + 1, Byte.dot) { index += 2 }
        if index + 1 == range.upperBound, isKind(index, .identifier), let constant = constants[text(index)] { return .literal(constant) }
        guard depth + 1 < Self.maximumDepth else { return nil }
        let found = values(in: range, context: .literal, depth: depth + 1)
        guard found.count == 1 else { return nil }
        switch found[0].value {
        case .parameter, .path, .literal: return found[0].value
        default: return nil
        }
    }

    /// The table a call names: the argument labeled one of `labels`, else the unlabeled one at
    /// `position` (Objective-C macros), else the default table. Nil when it cannot be told.
    func tableArgument(_ arguments: [Argument], labels: Set<String>, position: Int?, depth: Int = 0) -> CodeValue? {
        if let labeled = arguments.first(where: { label(of: $0).map(labels.contains) ?? false }) {
            return tableValue(labeled.value, depth: depth)
        }
        if let position, position < arguments.count, arguments[position].label < 0 {
            return tableValue(arguments[position].value, depth: depth)
        }
        return .literal(Self.defaultTable)
    }

    /// A default text argument (`value:`, `defaultValue:`, `fallback:`): a plain literal, or a
    /// parameter in a wrapper's body.
    func defaultValue(_ range: Range<Int>, depth: Int) -> (value: CodeValue, offset: Int?)? {
        guard !range.isEmpty else { return nil }
        if isKind(range.lowerBound, .string), nextSibling(range.lowerBound) == range.upperBound {
            let literal = literals[tokens[range.lowerBound].literal]
            guard literal.isTerminated, let text = literal.plainText, !text.isEmpty else { return nil }
            return (.literal(text), literal.quoteOffset)
        }
        if range.count == 1, isKind(range.lowerBound, .identifier), let parameter = parameterIndex(text(range.lowerBound), at: range.lowerBound) {
            return (.parameter(parameter), nil)
        }
        return nil
    }

    /// The values of an `if` or `switch` expression: its branches' values (`private var label:
    /// String { if isOn { L10n.on } else { L10n.off } }`).
    func branchValues(_ range: Range<Int>, context: ValueContext, depth: Int) -> [FoundValue] {
        guard depth < Self.maximumDepth else { return [] }
        var result: [FoundValue] = []
        var index = range.lowerBound
        if isIdentifier(index, "switch") {
            while index < range.upperBound, !isPunctuation(index, Byte.openBrace) { index = nextSibling(index) }
            guard index < range.upperBound, matches[index] > index else { return [] }
            let close = matches[index]
            var cursor = index + 1
            while cursor < close {
                guard isIdentifier(cursor, "case") || isIdentifier(cursor, "default") else {
                    cursor = nextSibling(cursor)
                    continue
                }
                var colon = cursor + 1
                while colon < close, !isPunctuation(colon, Byte.colon) { colon = nextSibling(colon) }
                var end = colon + 1
                while end < close, !isIdentifier(end, "case"), !isIdentifier(end, "default") { end = nextSibling(end) }
                if colon + 1 < end { result += statementValues((colon + 1)..<end, context: context, depth: depth + 1) }
                cursor = max(end, cursor + 1)
            }
            return result
        }
        // `if … { a } else if … { b } else { c }`: every brace at the top level is a branch.
        while index < range.upperBound {
            if isPunctuation(index, Byte.openBrace), matches[index] > index, matches[index] < range.upperBound {
                result += statementValues((index + 1)..<matches[index], context: context, depth: depth + 1)
            }
            index = nextSibling(index)
        }
        return result
    }

    /// The value of a branch: its `return`, else its single expression.
    func statementValues(_ range: Range<Int>, context: ValueContext, depth: Int) -> [FoundValue] {
        var start = range.lowerBound
        if isIdentifier(start, "return") { start += 1 }
        guard start < range.upperBound else { return [] }
        return values(in: start..<range.upperBound, context: context, depth: depth)
    }
}
