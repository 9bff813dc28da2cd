/// A value found in code, before its offset becomes a line and column.
struct FoundValue: Hashable {
    var value: CodeValue
    /// The offset of the key's or the literal's opening quote, or of the expression's first token.
    var offset: Int

    var isLookup: Bool {
        if case .lookup = value { return true }
        return false
    }

    /// Whether the value may be a look-up once the whole program is known (everything but a
    /// literal): after `.uppercased()`, a look-up stays one, a literal becomes unknown text.
    var mayBeLookup: Bool {
        if case .literal = value { return false }
        return true
    }
}

/// An accessibility property set in code, before positions are resolved.
struct FoundUse: Hashable {
    var role: Role
    var found: FoundValue
    var api: String
}

/// Finds accessibility references and table look-ups in the tokens of one file.
///
/// It does not parse Swift or Objective-C; it recognizes call and assignment shapes around a
/// few names and evaluates the small expressions that can stand for a string there (see
/// `SourceAnalyzer+Values.swift`). Every walk moves forward by sibling (a bracket pair, or a
/// string with its interpolations, counts as one step) and is bounded by the token count;
/// recursion is bounded by ``maximumDepth``.
struct SourceAnalyzer {
    /// How deep value expressions may nest (`String(format: NSLocalizedString(…))` is about 4;
    /// each call, ternary and parenthesis costs one or two levels).
    static let maximumDepth = 16
    static let defaultTable = "Localizable"

    let buffer: UnsafeBufferPointer<UInt8>
    let tokens: [SourceToken]
    let literals: [StringLiteral]
    let language: SourceLanguage
    let catalog: CalleeCatalog
    /// For each bracket token, the index of its partner; -1 otherwise or when unmatched.
    let matches: [Int]
    /// The token before each token at the same level: for the token after a string with
    /// interpolations, the string itself.
    let previousSibling: [Int]
    /// File-level string constants (for table names): `let table = "A11y"`,
    /// `NSString *const kTable = @"A11y";`, `#define TABLE @"A11y"`; names defined with
    /// different values are dropped.
    var constants: [String: String] = [:]

    /// For each token, the innermost `{` around it (-1 at file level).
    let enclosingBrace: [Int32]
    /// The file's declarations (see `SourceAnalyzer+Declarations.swift`).
    var scopes = ScopeIndex()

    /// Accessibility properties set in the file.
    var uses: [FoundUse] = []
    /// Every look-up, or call or path that may be one, outside accessor definitions.
    var lookups: [FoundValue] = []
    /// Accessors and functions defined in the file, for the program-wide pass.
    var accessors: [(path: [String], values: [FoundValue], isFunction: Bool, nameToken: Int)] = []
    var functions: [(site: FunctionSite, bodyValues: [CodeValue])] = []
    /// Token ranges of accessor definitions' values: look-ups there are definitions, not uses.
    var definitionRanges: [Range<Int>] = []

    init(buffer: UnsafeBufferPointer<UInt8>, source: TokenizedSource, language: SourceLanguage, catalog: CalleeCatalog) {
        self.buffer = buffer
        self.tokens = source.tokens
        self.literals = source.literals
        self.language = language
        self.catalog = catalog
        self.matches = Self.matchBrackets(source.tokens, buffer)
        var previous = Array(-1..<(source.tokens.count - 1))
        for index in source.tokens.indices.reversed() where source.tokens[index].kind == .string {
            let after = source.literals[source.tokens[index].literal].tokenEnd
            if after > index + 1, after < previous.count { previous[after] = index }
        }
        self.previousSibling = previous
        self.enclosingBrace = Self.enclosingBraces(source.tokens, matches: matches, buffer)
    }

    /// For each token, the innermost `{` whose pair holds it.
    static func enclosingBraces(_ tokens: [SourceToken], matches: [Int], _ buffer: UnsafeBufferPointer<UInt8>) -> [Int32] {
        var result = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for index in tokens.indices {
            while let top = stack.last, matches[top] <= index { stack.removeLast() }
            result[index] = Int32(stack.last ?? -1)
            if tokens[index].kind == .punctuation, buffer[tokens[index].start] == Byte.openBrace, matches[index] > index {
                stack.append(index)
            }
        }
        return result
    }

    /// Runs every pass.
    mutating func analyze() {
        collectDeclarations()
        collectConstants()
        readDefinitions()
        findUses()
        findLookups()
    }

    /// Pairs `( )`, `[ ]`, `{ }`. A closer without an opener of its kind is ignored; a closer
    /// that skips unclosed openers of other kinds closes them unmatched (each opener is popped
    /// once: linear time on any input).
    static func matchBrackets(_ tokens: [SourceToken], _ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var matches = [Int](repeating: -1, count: tokens.count)
        var stack: [(index: Int, kind: Int)] = []
        var openCounts = [0, 0, 0]
        for index in tokens.indices where tokens[index].kind == .punctuation {
            let kind: Int
            let isOpening: Bool
            switch buffer[tokens[index].start] {
            case Byte.openParenthesis: (kind, isOpening) = (0, true)
            case Byte.openBracket: (kind, isOpening) = (1, true)
            case Byte.openBrace: (kind, isOpening) = (2, true)
            case Byte.closeParenthesis: (kind, isOpening) = (0, false)
            case Byte.closeBracket: (kind, isOpening) = (1, false)
            case Byte.closeBrace: (kind, isOpening) = (2, false)
            default: continue
            }
            if isOpening {
                stack.append((index, kind))
                openCounts[kind] += 1
                continue
            }
            guard openCounts[kind] > 0 else { continue }
            while let top = stack.popLast() {
                openCounts[top.kind] -= 1
                if top.kind == kind {
                    matches[top.index] = index
                    matches[index] = top.index
                    break
                }
            }
        }
        return matches
    }

    // MARK: - Tokens

    @inline(__always)
    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && buffer[tokens[index].start] == byte
    }

    @inline(__always)
    func isKind(_ index: Int, _ kind: SourceToken.Kind) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == kind
    }

    /// Whether the token's bytes are `text`.
    func hasText(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        let count = text.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where buffer[token.start + offset] != pointer[offset] { return false }
        return true
    }

    func isIdentifier(_ index: Int, _ text: StaticString) -> Bool { isKind(index, .identifier) && hasText(index, text) }

    /// Whether the token's bytes are one of `names` (no `String` made of them).
    func hasName(_ index: Int, in names: NameSet) -> Bool {
        index >= 0 && index < tokens.count && names.contains(buffer, tokens[index].start, tokens[index].end)
    }

    func isOperator(_ index: Int, _ text: StaticString) -> Bool { isKind(index, .operatorSymbol) && hasText(index, text) }

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[token.start..<token.end]), as: UTF8.self)
    }

    /// The index after the token and everything that belongs to it: a bracket pair, or a
    /// string's interpolations. Always greater than `index`.
    @inline(__always)
    func nextSibling(_ index: Int) -> Int {
        let token = tokens[index]
        if token.kind == .string { return max(literals[token.literal].tokenEnd, index + 1) }
        let partner = matches[index]
        return partner > index ? partner + 1 : index + 1
    }

    /// The tokens of a bracket pair, both brackets included (the bracket alone when unmatched).
    func bracketRange(_ open: Int) -> Range<Int> { open..<(max(matches[open], open) + 1) }

    /// The closing bracket of a bracket pair, or the token itself.
    @inline(__always)
    func lastToken(ofSibling index: Int) -> Int {
        tokens[index].kind == .string ? index : nextSibling(index) - 1
    }

    /// Whether the token can end an operand (for Objective-C selector parts).
    func endsOperand(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        switch tokens[index].kind {
        case .identifier, .string, .number, .character: return true
        case .punctuation: return isPunctuation(index, Byte.closeParenthesis) || isPunctuation(index, Byte.closeBracket)
        default: return false
        }
    }

    /// Objective-C `name:` after an operand: the next part of a message's selector.
    func isSelectorPart(_ index: Int, previous: Int) -> Bool {
        isKind(index, .identifier) && isPunctuation(index + 1, Byte.colon) && endsOperand(previous)
    }

    /// A postfix `!` or `?` (no space before it): `label!.text`, `view?.accessibilityLabel`.
    func isPostfixOperator(_ index: Int) -> Bool {
        isKind(index, .operatorSymbol) && !tokens[index].spaceBefore && (hasText(index, "!") || hasText(index, "?"))
    }

    /// A ternary `?`: in Swift it has a space before it, unlike the postfix `?`.
    func isTernaryQuestion(_ index: Int) -> Bool {
        isOperator(index, "?") && (language == .objectiveC || tokens[index].spaceBefore)
    }

    // MARK: - Shapes

    /// One argument of a call: its label (Swift) and the tokens of its value.
    struct Argument {
        /// The label's token, or -1.
        var label: Int
        var value: Range<Int>
    }

    /// The arguments of the call whose `(` is at `open`, split at top-level commas; nil when
    /// the parenthesis is not closed.
    func arguments(_ open: Int) -> [Argument]? {
        guard open >= 0, open < tokens.count else { return nil }
        let close = matches[open]
        guard close > open else { return nil }
        var result: [Argument] = []
        var start = open + 1
        var index = start
        while index < close {
            if isPunctuation(index, Byte.comma) {
                result.append(argument(start..<index))
                start = index + 1
                index += 1
                continue
            }
            index = min(nextSibling(index), close)
        }
        if start < close || !result.isEmpty { result.append(argument(start..<close)) }
        return result
    }

    private func argument(_ range: Range<Int>) -> Argument {
        if language == .swift, range.count >= 2, isKind(range.lowerBound, .identifier), isPunctuation(range.lowerBound + 1, Byte.colon) {
            return Argument(label: range.lowerBound, value: (range.lowerBound + 2)..<range.upperBound)
        }
        return Argument(label: -1, value: range)
    }

    func label(of argument: Argument) -> String? { argument.label >= 0 ? text(argument.label) : nil }

    /// Where the expression that starts at `start` ends: at a top-level `,` `;` or closing
    /// bracket, a Swift `{` or line break that does not continue the expression, or the next
    /// part of an Objective-C selector.
    func expressionEnd(from start: Int, limit: Int) -> Int {
        let limit = min(limit, tokens.count)
        var index = start
        var previous = -1
        while index < limit {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch buffer[token.start] {
                case Byte.closeParenthesis, Byte.closeBracket, Byte.closeBrace, Byte.comma, Byte.semicolon:
                    return index
                case Byte.openBrace where language == .swift && index > start:
                    return index
                default:
                    break
                }
            }
            if index > start {
                if language == .swift, token.newlineBefore, !continuesExpression(index, previous: previous) { return index }
                if language == .objectiveC, isSelectorPart(index, previous: previous) { return index }
            }
            previous = lastToken(ofSibling: index)
            index = nextSibling(index)
        }
        return min(index, limit)
    }

    /// Whether a Swift token at the start of a line continues the expression before it: an
    /// operator or `.` or `:` begins the line, or a binary operator or `.` ended the last one.
    func continuesExpression(_ index: Int, previous: Int) -> Bool {
        if isKind(index, .operatorSymbol) || isPunctuation(index, Byte.dot) || isPunctuation(index, Byte.colon) { return true }
        guard previous >= 0 else { return false }
        if isKind(previous, .operatorSymbol) { return !isPostfixOperator(previous) }
        return isPunctuation(previous, Byte.dot)
    }

    /// The top-level `?` and its `:` of a ternary in `range` (the first `?`; a nested ternary
    /// in the middle branch is skipped).
    func ternarySplit(_ range: Range<Int>) -> (question: Int, colon: Int)? {
        var index = range.lowerBound
        var question = -1
        var nested = 0
        while index < range.upperBound {
            if isTernaryQuestion(index) {
                if question < 0 { question = index } else { nested += 1 }
            } else if question >= 0, isPunctuation(index, Byte.colon) {
                if nested == 0 { return (question, index) }
                nested -= 1
            }
            index = nextSibling(index)
        }
        return nil
    }

    /// An Objective-C cast's parentheses: names and `*` only (`NSString *`, `__bridge NSString *`).
    func isTypeCast(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        var sawName = false
        for index in range {
            if isKind(index, .identifier) {
                sawName = true
            } else if !(isKind(index, .operatorSymbol) && (hasText(index, "*") || hasText(index, "^"))) {
                return false
            }
        }
        return sawName
    }

    /// Whether the callee's name is preceded by the wrapper's other components (`L10n.tr`).
    func calleeMatches(_ callee: Int, path: [String]) -> Bool {
        var cursor = callee
        for component in path.dropLast().reversed() {
            guard isPunctuation(cursor - 1, Byte.dot), isKind(cursor - 2, .identifier), text(cursor - 2) == component else { return false }
            cursor -= 2
        }
        return true
    }

    // MARK: - Constants

    /// Records file-level string constants usable as table names.
    mutating func collectConstants() {
        var found: [String: String] = [:]
        var ambiguous: Set<String> = []
        func record(_ name: Int, _ string: Int) {
            guard isKind(string, .string), let value = literals[tokens[string].literal].plainText else { return }
            let key = text(name)
            if let existing = found[key], existing != value { ambiguous.insert(key) }
            found[key] = value
        }
        for index in tokens.indices where tokens[index].kind == .identifier {
            switch language {
            case .swift:
                guard isIdentifier(index, "let"), isKind(index + 1, .identifier) else { continue }
                var cursor = index + 2
                if isPunctuation(cursor, Byte.colon), isIdentifier(cursor + 1, "String") { cursor += 2 }
                guard isOperator(cursor, "="), isKind(cursor + 1, .string) else { continue }
                let after = nextSibling(cursor + 1)
                guard after >= tokens.count || tokens[after].newlineBefore || isPunctuation(after, Byte.semicolon) || isPunctuation(after, Byte.closeBrace)
                else { continue }
                record(index + 1, cursor + 1)
            case .objectiveC:
                if isIdentifier(index, "define"), isPunctuation(index - 1, Byte.hash), isKind(index + 1, .identifier), isKind(index + 2, .string),
                    index + 3 >= tokens.count || tokens[index + 3].newlineBefore
                {
                    record(index + 1, index + 2)
                } else if isOperator(index + 1, "="), isKind(index + 2, .string), isPunctuation(index + 3, Byte.semicolon),
                    isIdentifier(index - 1, "const") || isOperator(index - 1, "*")
                {
                    record(index, index + 2)
                }
            }
        }
        for name in ambiguous { found[name] = nil }
        constants = found
    }
}
