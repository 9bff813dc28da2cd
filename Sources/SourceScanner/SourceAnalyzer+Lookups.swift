/// Look-up calls (what a call returns) and the pass that records every look-up in the file.
extension SourceAnalyzer {
    /// Labels of a wrapper's arguments that are never its key.
    static let wrapperMetaLabels: Set<String> = ["table", "tableName", "bundle", "comment", "value", "defaultValue", "fallback", "locale"]

    /// What the call of `callee` (its name's token) with `(` at `open` returns.
    func callValues(callee: Int, open: Int, context: ValueContext, depth: Int) -> [FoundValue] {
        guard depth < Self.maximumDepth, let kind = catalog.kind(of: text(callee)), let arguments = arguments(open), let first = arguments.first else {
            return []
        }
        let firstLabel = label(of: first)
        func lookup(_ keyRange: Range<Int>, interpolation: Bool, table: String?) -> [FoundValue] {
            guard let table, let key = keyLiteral(keyRange, allowInterpolation: interpolation) else { return [] }
            return [FoundValue(value: .lookup(table: table, keys: key.keys), offset: key.offset)]
        }
        switch kind {
        case .localizedStringMacro(let position):
            guard firstLabel == nil else { return [] }
            return lookup(first.value, interpolation: false, table: tableArgument(arguments, labels: ["tableName"], position: position))
        case .stringInitializer:
            switch firstLabel {
            case "localized": return lookup(first.value, interpolation: true, table: tableArgument(arguments, labels: ["table"], position: nil))
            case "format": return values(in: first.value, context: .literal, depth: depth + 1)
            default: return []
            }
        case .localizedStringResource:
            guard firstLabel == nil || firstLabel == "stringLiteral" else { return [] }
            return lookup(first.value, interpolation: true, table: tableArgument(arguments, labels: ["table"], position: nil))
        case .localizedStringKey:
            guard firstLabel == nil || firstLabel == "stringLiteral" else { return [] }
            return lookup(first.value, interpolation: true, table: Self.defaultTable)
        case .bundleLocalizedString:
            guard firstLabel == "forKey" else { return [] }
            return lookup(first.value, interpolation: false, table: tableArgument(arguments, labels: ["table"], position: nil))
        case .text:
            switch firstLabel {
            case "verbatim"?:
                return values(in: first.value, context: .literal, depth: depth + 1)
            case nil:
                guard let table = tableArgument(arguments, labels: ["tableName"], position: nil) else { return [] }
                return values(in: first.value, context: .key(table: table), depth: depth + 1)
            default:
                return []
            }
        case .firstArgument:
            guard firstLabel == nil else { return [] }
            return values(in: first.value, context: .literal, depth: depth + 1)
        case .stringWrapping:
            guard firstLabel == "format" || firstLabel == "string" else { return [] }
            return values(in: first.value, context: .literal, depth: depth + 1)
        case .cfString:
            guard firstLabel == nil, isKind(first.value.lowerBound, .string), nextSibling(first.value.lowerBound) == first.value.upperBound else { return [] }
            return literalValues(first.value.lowerBound, context: context)
        case .swiftUIView, .swiftUIModifier:
            return []
        case .wrapper(let paths):
            guard paths.contains(where: { calleeMatches(callee, path: $0) }) else { return [] }
            let table = tableArgument(arguments, labels: ["table", "tableName"], position: nil)
            // `"key".localized(…)`: the literal before the dot is the key.
            if isPunctuation(callee - 1, Byte.dot) {
                let receiver = previousSibling[callee - 1]
                if isKind(receiver, .string) {
                    guard catalog.literalWrappers.contains(text(callee)) else { return [] }
                    return lookup(receiver..<(callee - 1), interpolation: false, table: table)
                }
            }
            guard let key = arguments.first(where: { !(label(of: $0).map(Self.wrapperMetaLabels.contains) ?? false) }) else { return [] }
            return lookup(key.value, interpolation: false, table: table)
        }
    }

    /// The parts of an Objective-C message `[receiver name:value name:value]`.
    struct Message {
        var receiver: Range<Int>
        /// The selector's keyword names and their values; empty for a unary message.
        var parts: [(name: Int, value: Range<Int>)]
        /// The unary selector's name, or -1.
        var unary: Int
    }

    /// Reads the message whose `[` is at `open`; nil when it is not one (an array literal or a
    /// subscript).
    func message(open: Int) -> Message? {
        let close = matches[open]
        guard close > open + 1 else { return nil }
        var index = open + 1
        var previous = -1
        while index < close {
            if index > open + 1, isKind(index, .identifier), endsOperand(previous) { break }
            previous = lastToken(ofSibling: index)
            index = nextSibling(index)
        }
        guard index < close else { return nil }
        let receiver = (open + 1)..<index
        if !isPunctuation(index + 1, Byte.colon) {
            return index + 1 == close ? Message(receiver: receiver, parts: [], unary: index) : nil
        }
        var parts: [(name: Int, value: Range<Int>)] = []
        var name = index
        while name < close, isKind(name, .identifier), isPunctuation(name + 1, Byte.colon) {
            let end = expressionEnd(from: name + 2, limit: close)
            parts.append((name, (name + 2)..<end))
            guard end < close else { break }
            name = end
        }
        return Message(receiver: receiver, parts: parts, unary: -1)
    }

    /// What an Objective-C message returns: `[NSString stringWithFormat:…]`,
    /// `[bundle localizedStringForKey:… value:… table:…]`, a wrapper `[@"key" localized]`.
    func messageValues(open: Int, depth: Int) -> [FoundValue] {
        guard depth < Self.maximumDepth, language == .objectiveC, let message = message(open: open) else { return [] }
        if message.unary >= 0 {
            let receiver = message.receiver
            guard catalog.literalWrappers.contains(text(message.unary)), isKind(receiver.lowerBound, .string),
                let key = keyLiteral(receiver, allowInterpolation: false)
            else { return [] }
            return [FoundValue(value: .lookup(table: Self.defaultTable, keys: key.keys), offset: key.offset)]
        }
        guard let first = message.parts.first else { return [] }
        switch text(first.name) {
        case "stringWithFormat", "localizedStringWithFormat", "initWithFormat", "stringWithString", "initWithString":
            return values(in: first.value, context: .literal, depth: depth + 1)
        case "localizedStringForKey":
            guard let key = keyLiteral(first.value, allowInterpolation: false) else { return [] }
            var table: String? = Self.defaultTable
            if let part = message.parts.first(where: { hasText($0.name, "table") }) { table = tableValue(part.value) }
            guard let table else { return [] }
            return [FoundValue(value: .lookup(table: table, keys: key.keys), offset: key.offset)]
        default:
            return []
        }
    }

    /// Records every look-up in the file: look-up calls, SwiftUI keys, `"key".localized`, and
    /// Objective-C messages.
    mutating func findLookups() {
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                guard isPunctuation(index + 1, Byte.openParenthesis), language == .objectiveC || !tokens[index + 1].newlineBefore,
                    let kind = catalog.kind(of: text(index))
                else { continue }
                switch kind {
                case .firstArgument, .stringWrapping, .cfString:
                    // Their look-ups are calls of their own, found at their own tokens.
                    continue
                case .swiftUIView, .swiftUIModifier:
                    guard language == .swift, isPunctuation(index - 1, Byte.dot) == (kind == .swiftUIModifier),
                        let arguments = arguments(index + 1), let first = arguments.first, first.label < 0
                    else { continue }
                    record(values(in: first.value, context: .key(table: Self.defaultTable), depth: 0))
                default:
                    record(callValues(callee: index, open: index + 1, context: .literal, depth: 0))
                }
            case .string:
                let after = nextSibling(index)
                guard isPunctuation(after, Byte.dot), isKind(after + 1, .identifier), catalog.literalWrappers.contains(text(after + 1)),
                    let chain = postfixChain(at: index, limit: tokens.count)
                else { continue }
                record(chainValues(chain, context: .literal, depth: 0))
            case .punctuation where language == .objectiveC && isPunctuation(index, Byte.openBracket):
                record(messageValues(open: index, depth: 0))
            default:
                continue
            }
        }
    }

    /// Adds the look-ups among `found` (every key a literal can stand for).
    mutating func record(_ found: [FoundValue]) {
        for value in found {
            guard case .lookup(let table, let keys) = value.value else { continue }
            for key in keys { lookups.append(FoundLookup(table: table, key: key, offset: value.offset)) }
        }
    }
}
