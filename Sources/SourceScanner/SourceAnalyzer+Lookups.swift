/// Look-up calls (what a call returns) and the pass that records every look-up in the file.
extension SourceAnalyzer {
    /// Labels of a wrapper's arguments that are never its key.
    static let wrapperMetaLabels: Set<String> = ["table", "tableName", "bundle", "comment", "value", "defaultValue", "fallback", "locale"]

    /// What the call of a look-up function (or another function the scanner knows: `Text`,
    /// `String(format:)`) returns; `callee` is its name's token and `open` its `(`.
    func callValues(callee: Int, open: Int, context: ValueContext, depth: Int) -> [FoundValue] {
        guard depth < Self.maximumDepth, let kind = catalog.kind(of: text(callee)), let arguments = arguments(open), let first = arguments.first else {
            return []
        }
        let firstLabel = label(of: first)
        func lookup(_ keyRange: Range<Int>, interpolation: Bool, table: CodeValue?, defaultLabels: Set<String>, defaultPosition: Int? = nil)
            -> [FoundValue]
        {
            guard let table, let key = keyValue(keyRange, allowInterpolation: interpolation, depth: depth) else { return [] }
            var found = CodeLookup(table: table, key: key.key, alternativeKeys: key.alternatives)
            let defaultArgument = arguments.first { label(of: $0).map(defaultLabels.contains) ?? false }
                ?? defaultPosition.flatMap { arguments[safe: $0] }.flatMap { $0.label < 0 ? $0 : nil }
            if let defaultArgument, let text = defaultValue(defaultArgument.value, depth: depth) {
                found.defaultValue = text.value
                found.defaultValueOffset = text.offset
            }
            return [FoundValue(value: .lookup(found), offset: key.offset)]
        }
        switch kind {
        case let .localizedStringMacro(tablePosition, defaultPosition):
            guard firstLabel == nil else { return [] }
            return lookup(
                first.value, interpolation: false, table: tableArgument(arguments, labels: ["tableName"], position: tablePosition, depth: depth),
                defaultLabels: ["value"], defaultPosition: defaultPosition)
        case .stringInitializer:
            switch firstLabel {
            case "localized":
                return lookup(
                    first.value, interpolation: true, table: tableArgument(arguments, labels: ["table"], position: nil, depth: depth),
                    defaultLabels: ["defaultValue"])
            case "format": return values(in: first.value, context: .literal, depth: depth + 1)
            default: return []
            }
        case .localizedStringResource:
            guard firstLabel == nil || firstLabel == "stringLiteral" else { return [] }
            return lookup(
                first.value, interpolation: true, table: tableArgument(arguments, labels: ["table"], position: nil, depth: depth),
                defaultLabels: ["defaultValue"])
        case .localizedStringKey:
            guard firstLabel == nil || firstLabel == "stringLiteral" else { return [] }
            return lookup(first.value, interpolation: true, table: .literal(Self.defaultTable), defaultLabels: [])
        case .bundleLocalizedString:
            guard firstLabel == "forKey" else { return [] }
            return lookup(
                first.value, interpolation: false, table: tableArgument(arguments, labels: ["table"], position: nil, depth: depth),
                defaultLabels: ["value"])
        case .text:
            switch firstLabel {
            case "verbatim"?:
                return values(in: first.value, context: .literal, depth: depth + 1)
            case nil:
                guard case .literal(let table)? = tableArgument(arguments, labels: ["tableName"], position: nil, depth: depth) else { return [] }
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
    /// `[bundle localizedStringForKey:… value:… table:…]`; for the program-wide pass, a class
    /// method `[AppStrings play]` (a path), `[@"key" localized]` (a member) or any other message
    /// (a call with the selector as its name).
    func messageValues(open: Int, depth: Int) -> [FoundValue] {
        guard depth < Self.maximumDepth, language == .objectiveC, let message = message(open: open) else { return [] }
        let offset = tokens[message.receiver.lowerBound].start
        if message.unary >= 0 {
            let name = text(message.unary)
            let receivers = values(in: message.receiver, context: .literal, depth: depth + 1)
            return receivers.map { receiver in
                if case .path(let path) = receiver.value { return FoundValue(value: .path(path + [name]), offset: receiver.offset) }
                return FoundValue(value: .member(of: receiver.value, name: name), offset: receiver.offset)
            }
        }
        guard let first = message.parts.first else { return [] }
        switch text(first.name) {
        case "stringWithFormat", "localizedStringWithFormat", "initWithFormat", "stringWithString", "initWithString":
            return values(in: first.value, context: .literal, depth: depth + 1)
        case "localizedStringForKey":
            guard let key = keyValue(first.value, allowInterpolation: false, depth: depth) else { return [] }
            var table: CodeValue? = .literal(Self.defaultTable)
            if let part = message.parts.first(where: { hasText($0.name, "table") }) { table = tableValue(part.value, depth: depth) }
            guard let table else { return [] }
            var found = CodeLookup(table: table, key: key.key)
            if let part = message.parts.first(where: { hasText($0.name, "value") }), let text = defaultValue(part.value, depth: depth) {
                found.defaultValue = text.value
                found.defaultValueOffset = text.offset
            }
            return [FoundValue(value: .lookup(found), offset: key.offset)]
        default:
            let selector = message.parts.map { text($0.name) + ":" }.joined()
            let arguments = message.parts.map { part -> CodeArgument in
                let found = part.value.isEmpty ? [] : values(in: part.value, context: .literal, depth: depth + 1)
                let argumentOffset = found.count == 1 ? found[0].offset : (part.value.isEmpty ? -1 : tokens[part.value.lowerBound].start)
                return CodeArgument(label: nil, value: found.count == 1 ? found[0].value : nil, offset: argumentOffset)
            }
            let receivers = values(in: message.receiver, context: .literal, depth: depth + 1)
            guard !receivers.isEmpty else { return [] }
            return receivers.map { FoundValue(value: .call(CodeCall(receiver: $0.value, name: selector, arguments: arguments)), offset: offset) }
        }
    }

    /// Records every look-up in the file, and every call, path or member that may be one once
    /// the whole program is known, outside accessor definitions (whose look-ups are used where
    /// the accessor is).
    mutating func findLookups() {
        let skipped = definitionRanges.sorted { $0.lowerBound < $1.lowerBound }
        var next = 0
        var index = 0
        while index < tokens.count {
            while next < skipped.count, skipped[next].upperBound <= index { next += 1 }
            if next < skipped.count, skipped[next].contains(index) {
                index = skipped[next].upperBound
                continue
            }
            defer { index += 1 }
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                let followedByCall = isPunctuation(index + 1, Byte.openParenthesis) && (language == .objectiveC || !tokens[index + 1].newlineBefore)
                if followedByCall, CalleeCatalog.names.contains(buffer, token.start, token.end), let kind = catalog.kind(of: text(index)) {
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
                    continue
                }
                // A call with a literal argument the program-wide pass may find to be a wrapper's:
                // `AppLocalizedString("Share", nil)`, `manager.string("k", "T")`. (Accessor uses,
                // `L10n.Player.play`, are found in every file by ``AccessorUseFinder``.)
                guard !isPunctuation(index - 1, Byte.dot), followedByCall || isPunctuation(index + 1, Byte.dot),
                    let chain = postfixChain(at: index, limit: tokens.count), !chain.links.isEmpty, hasLiteralArgument(chain)
                else { continue }
                record(chainValues(chain, context: .literal, depth: 0))
            case .string:
                let after = nextSibling(index)
                guard isPunctuation(after, Byte.dot), isKind(after + 1, .identifier), let chain = postfixChain(at: index, limit: tokens.count) else {
                    continue
                }
                record(chainValues(chain, context: .literal, depth: 0))
            case .punctuation where language == .objectiveC && isPunctuation(index, Byte.openBracket):
                record(messageValues(open: index, depth: 0))
            default:
                continue
            }
        }
    }

    /// Whether one of the chain's calls has a string literal among its arguments.
    func hasLiteralArgument(_ chain: PostfixChain) -> Bool {
        for link in chain.links {
            guard case .call(let open, let close) = link else { continue }
            var cursor = open + 1
            while cursor < close {
                if isKind(cursor, .string) { return true }
                cursor = nextSibling(cursor)
            }
        }
        return false
    }

    /// Adds the values that are or may be look-ups.
    mutating func record(_ found: [FoundValue]) {
        for value in found where Self.mayBeLookup(value.value) { lookups.append(value) }
    }

    /// Whether a value may stand for a look-up anywhere in the program: not a literal, and not
    /// something only a wrapper's body can resolve (a parameter, `self`).
    static func mayBeLookup(_ value: CodeValue) -> Bool {
        switch value {
        case .literal, .parameter, .receiver: return false
        case .lookup(let lookup):
            if case .literal = lookup.key { return true }
            if case .path = lookup.key { return true }
            return false
        case .path(let path): return path.count >= 2 || path.first.map { $0.first?.isUppercase ?? false } ?? false
        case .call(let call): return call.receiver.map(mayBeLookup) ?? true || call.receiver.map(isLiteral) ?? false
        case .member(let base, _): return mayBeLookup(base) || isLiteral(base)
        }
    }

    private static func isLiteral(_ value: CodeValue) -> Bool {
        if case .literal = value { return true }
        return false
    }
}
