/// What the file defines for the rest of the program: accessors (the values of static members,
/// global constants, object-like macros, enum cases) and, for each function, what its body does
/// with its parameters.
extension SourceAnalyzer {
    mutating func readDefinitions() {
        for site in scopes.accessorSites {
            let found = values(of: site.value, depth: 0)
            // Only what may be a string: `static let shared = Manager()` is no accessor.
            guard !found.isEmpty, found.contains(where: { Self.mayDefineString($0.value) }) else { continue }
            accessors.append((site.path, found, site.isFunction, site.nameToken))
            // The look-ups that define a type's string accessor are used where the accessor is
            // (a global constant's or a macro's look-up counts where it is written).
            guard site.path.count >= 2, found.allSatisfy({ Self.definesString($0.value) }) else { continue }
            switch site.value {
            case .expression(let range, _): definitionRanges.append(range)
            case .getter(let brace): definitionRanges.append(bracketRange(brace))
            case .rawValue, .none: break
            }
        }
        for index in scopes.functions.indices {
            functions.append((scopes.functions[index].definition, bodyValues(of: index)))
        }
    }

    /// Whether an accessor's value is itself a string look-up (`NSLocalizedString(…)`, a call of a
    /// wrapper with literal arguments, another accessor), not something built from one
    /// (`Manager(title: NSLocalizedString(…))`, whose look-up is a use of its own).
    static func definesString(_ value: CodeValue) -> Bool {
        switch value {
        case .lookup, .literal, .path, .member: return true
        case .call(let call):
            return !call.arguments.contains { argument in
                guard let value = argument.value else { return false }
                if case .lookup = value { return true }
                return false
            }
        case .parameter, .receiver: return false
        }
    }

    /// Whether an accessor's value may be a string: a look-up, a literal, another accessor, a
    /// call with a literal argument (a wrapper's), something done to any of these.
    static func mayDefineString(_ value: CodeValue) -> Bool {
        switch value {
        case .lookup, .literal, .path: return true
        case .member(let base, _): return mayDefineString(base)
        case .call(let call): return call.arguments.contains { $0.value?.literalText != nil } || call.receiver.map(mayDefineString) ?? false
        case .parameter, .receiver: return false
        }
    }

    /// Whether a value uses a parameter or `self` (what makes a function a wrapper).
    static func usesParameter(_ value: CodeValue) -> Bool {
        switch value {
        case .parameter, .receiver: return true
        case .literal, .path: return false
        case .lookup(let lookup):
            return usesParameter(lookup.key) || usesParameter(lookup.table) || (lookup.defaultValue.map(usesParameter) ?? false)
        case .call(let call):
            return (call.receiver.map(usesParameter) ?? false) || call.arguments.contains { $0.value.map(usesParameter) ?? false }
        case .member(let base, _): return usesParameter(base)
        }
    }

    /// The look-ups and calls of a function's body that take one of its parameters, or `self`, as
    /// an argument or call something on it: `NSLocalizedString(key, tableName: table, …)`,
    /// `trIn(language, table, key, args)`, `key.localized`, `[self localized]`.
    func bodyValues(of function: Int) -> [CodeValue] {
        let (site, body) = scopes.functions[function]
        let names = NameSet(site.parameters.map(\.name) + ["self", "rawValue"])
        var result: [CodeValue] = []
        var evaluated: Set<Int> = []
        for token in body where tokens[token].kind == .identifier {
            guard names.contains(buffer, tokens[token].start, tokens[token].end) else { continue }
            guard !isPunctuation(token - 1, Byte.dot) || isIdentifier(token - 2, "self") else { continue }
            var found: [FoundValue] = []
            if let open = callAround(argumentAt: token), !evaluated.contains(open) {
                evaluated.insert(open)
                found = isPunctuation(open, Byte.openBracket) ? messageValues(open: open, depth: 0) : callValues(around: open)
            } else if language == .objectiveC, isPunctuation(token - 1, Byte.openBracket), !evaluated.contains(token - 1) {
                // `[key localized]`, `[self localized]`.
                evaluated.insert(token - 1)
                found = messageValues(open: token - 1, depth: 0)
            } else if isPunctuation(token + 1, Byte.dot), let chain = postfixChain(at: token, limit: body.upperBound), !chain.links.isEmpty {
                // `key.localized`, `self.localized(table: t)`.
                found = chainValues(chain, context: .literal, depth: 0)
            }
            for value in found where Self.usesParameter(value.value) && !result.contains(value.value) { result.append(value.value) }
        }
        return result
    }

    /// The `(` of the call (or `[` of the Objective-C message) that has the expression starting
    /// at `token` as a whole argument: `f(key)`, `f(x, key)`, `f(forKey: key)`, `f(self.rawValue)`,
    /// `[bundle localizedStringForKey:key value:nil table:nil]`.
    func callAround(argumentAt token: Int) -> Int? {
        var end = token + 1
        if isPunctuation(end, Byte.dot), isIdentifier(end + 1, "rawValue"), hasText(token, "self") { end += 2 }
        guard isPunctuation(end, Byte.comma) || isPunctuation(end, Byte.closeParenthesis)
            || (language == .objectiveC && (isPunctuation(end, Byte.closeBracket) || isSelectorPart(end, previous: end - 1)))
        else { return nil }
        var start = token
        if isPunctuation(token - 1, Byte.colon), isKind(token - 2, .identifier) { start = token - 2 }
        if language == .objectiveC, start == token - 2, isSelectorPart(token - 2, previous: token - 3) {
            // A message's argument: the `[` around it.
            var cursor = token - 3
            var steps = 0
            while cursor >= 0, steps < 128 {
                if isPunctuation(cursor, Byte.openBracket), matches[cursor] > token { return cursor }
                if isPunctuation(cursor, Byte.semicolon) || isPunctuation(cursor, Byte.openBrace) { return nil }
                if isPunctuation(cursor, Byte.closeBracket) || isPunctuation(cursor, Byte.closeParenthesis), matches[cursor] >= 0, matches[cursor] < cursor {
                    cursor = matches[cursor]
                }
                cursor -= 1
                steps += 1
            }
            return nil
        }
        guard isPunctuation(start - 1, Byte.openParenthesis) || isPunctuation(start - 1, Byte.comma) else { return nil }
        var cursor = start - 1
        var steps = 0
        while cursor >= 0, steps < 128 {
            if isPunctuation(cursor, Byte.openParenthesis) { return matches[cursor] > token ? cursor : nil }
            if isPunctuation(cursor, Byte.openBracket) || isPunctuation(cursor, Byte.openBrace) || isPunctuation(cursor, Byte.semicolon) { return nil }
            if isPunctuation(cursor, Byte.closeBracket) || isPunctuation(cursor, Byte.closeParenthesis) || isPunctuation(cursor, Byte.closeBrace),
                matches[cursor] >= 0, matches[cursor] < cursor
            {
                cursor = matches[cursor]
            }
            cursor -= 1
            steps += 1
        }
        return nil
    }

    /// The values of the call whose `(` is at `open`, evaluated from the head of its chain
    /// (`Current.localized.string(key, table)` from `Current`).
    func callValues(around open: Int) -> [FoundValue] {
        var head = open - 1
        guard isKind(head, .identifier) else { return [] }
        while isPunctuation(head - 1, Byte.dot), isKind(head - 2, .identifier) { head -= 2 }
        if isPunctuation(head - 1, Byte.dot), isKind(head - 2, .string) { head -= 2 }
        guard let chain = postfixChain(at: head, limit: matches[open] + 1) else { return [] }
        return chainValues(chain, context: .literal, depth: 0)
    }
}
