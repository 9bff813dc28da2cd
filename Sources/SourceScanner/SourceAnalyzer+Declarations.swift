/// The declarations pass: types, functions, methods, macros, static members, enum cases and the
/// variables of every scope, in one walk over the tokens.
extension SourceAnalyzer {
    /// Words that introduce a Swift type body.
    static let typeKeywords: Set<String> = ["enum", "struct", "class", "actor", "extension", "protocol"]
    /// Swift declaration modifiers that may precede `func`, `var` and `let`.
    static let modifiers = NameSet([
        "static", "class", "public", "private", "fileprivate", "internal", "open", "final", "override", "lazy", "weak",
        "unowned", "mutating", "nonmutating", "nonisolated", "dynamic", "required", "convenience", "optional", "package",
        "isolated", "consuming", "borrowing", "indirect", "async",
    ])
    /// C words that look like a return type before `name(` but are not one.
    static let cStatementWords = NameSet([
        "if", "while", "for", "switch", "return", "sizeof", "else", "do", "case", "goto", "typeof", "__typeof__", "defined",
    ])

    /// Records every declaration of the file in ``scopes``.
    mutating func collectDeclarations() {
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                switch language {
                case .swift: swiftDeclaration(at: index)
                case .objectiveC: objectiveCDeclaration(at: index)
                }
            case .operatorSymbol where language == .objectiveC && token.newlineBefore:
                if hasText(index, "-") || hasText(index, "+") { objectiveCMethod(at: index) }
            default:
                continue
            }
        }
    }

    // MARK: - Scopes

    /// The type whose body directly encloses `token`, if any.
    func enclosingType(of token: Int) -> (path: [String], isStringBacked: Bool)? {
        guard token >= 0, token < enclosingBrace.count else { return nil }
        let brace = Int(enclosingBrace[token])
        if let type = scopes.typeBodies[brace] { return type }
        if language == .objectiveC, brace < 0, let implementation = implementation(containing: token) { return ([implementation], false) }
        return nil
    }

    /// The type whose body holds `token`, however deep (through functions and closures).
    func typePath(around token: Int) -> [String] {
        guard token >= 0, token < enclosingBrace.count else { return [] }
        var brace = Int(enclosingBrace[token])
        var steps = 0
        while brace >= 0, steps < 64 {
            if let type = scopes.typeBodies[brace] { return type.path }
            brace = Int(enclosingBrace[brace])
            steps += 1
        }
        if language == .objectiveC, let implementation = implementation(containing: token) { return [implementation] }
        return []
    }

    /// The name of the Objective-C `@implementation` that holds `token`.
    func implementation(containing token: Int) -> String? {
        scopes.implementations.last { $0.range.contains(token) }?.name
    }

    /// The function whose body (or macro body) holds `token`, innermost first; closures are
    /// looked through.
    func enclosingFunction(of token: Int) -> Int? {
        guard token >= 0, token < enclosingBrace.count else { return nil }
        var brace = Int(enclosingBrace[token])
        var steps = 0
        while brace >= 0, steps < 64 {
            if let function = scopes.functionByBody[brace] { return function }
            if scopes.typeBodies[brace] != nil { return nil }
            brace = Int(enclosingBrace[brace])
            steps += 1
        }
        if brace < 0, !scopes.macroBodies.isEmpty {
            return scopes.macroBodies.first { $0.range.contains(token) }?.function
        }
        return nil
    }

    /// Whether the declaration at `keyword` (`func`, `var`, `let`) has `static` or `class` among
    /// its modifiers.
    func isStaticDeclaration(_ keyword: Int) -> Bool {
        var cursor = keyword - 1
        var steps = 0
        while cursor >= 0, steps < 12, isKind(cursor, .identifier) || isPunctuation(cursor, Byte.at)
            || isPunctuation(cursor, Byte.closeParenthesis)
        {
            if isPunctuation(cursor, Byte.closeParenthesis) {
                // `@available(…)`, `private(set)`.
                let open = matches[cursor]
                guard open >= 0, open < cursor else { return false }
                cursor = open - 1
                steps += 1
                continue
            }
            if isIdentifier(cursor, "static") || isIdentifier(cursor, "class") { return true }
            if isKind(cursor, .identifier), !hasName(cursor, in: Self.modifiers), !isPunctuation(cursor - 1, Byte.at) { return false }
            if tokens[cursor].newlineBefore, !isPunctuation(cursor - 1, Byte.at), !isKind(cursor - 1, .identifier) { break }
            cursor -= 1
            steps += 1
        }
        return false
    }

    // MARK: - Swift

    /// Types whose literal is a key (SwiftUI, Foundation), and types of text.
    static let keyTypes = NameSet(["LocalizedStringKey", "LocalizedStringResource", "LocalizationValue"])
    static let stringTypes = NameSet(["String", "NSString", "Text", "NSAttributedString", "AttributedString"])

    /// The hash of a token's bytes (FNV-1a), the key of ``ScopeIndex/variables``.
    func nameHash(_ token: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for offset in tokens[token].start..<tokens[token].end { hash = (hash ^ UInt64(buffer[offset])) &* 0x100_0000_01B3 }
        return hash
    }

    /// The words that start a type's declaration.
    static let declarationKeywords = NameSet(typeKeywords)

    mutating func swiftDeclaration(at index: Int) {
        // Most identifiers are neither a declaration's keyword nor assigned to: their length
        // and first byte tell.
        let token = tokens[index]
        switch (token.end - token.start, buffer[token.start]) {
        case (3, UInt8(ascii: "v")), (3, UInt8(ascii: "l")), (4, UInt8(ascii: "f")), (4, UInt8(ascii: "c")), (4, UInt8(ascii: "e")),
            (5, UInt8(ascii: "c")), (5, UInt8(ascii: "a")), (6, UInt8(ascii: "s")), (8, UInt8(ascii: "p")), (9, UInt8(ascii: "e")):
            break
        default:
            guard isOperator(index + 1, "=") else { return }
        }
        if hasText(index, "func") {
            guard isKind(index + 1, .identifier) else { return }
            swiftFunction(at: index)
        } else if hasText(index, "var") || hasText(index, "let") {
            guard !isPunctuation(index - 1, Byte.dot) else { return }
            swiftVariable(at: index)
        } else if hasText(index, "case") {
            swiftEnumCases(at: index)
        } else if Self.declarationKeywords.contains(buffer, tokens[index].start, tokens[index].end) {
            // `enum`, `struct`, `class`, `actor`, `extension`, `protocol`.
            guard !isPunctuation(index - 1, Byte.dot), isKind(index + 1, .identifier), !isIdentifier(index + 1, "func"),
                !isIdentifier(index + 1, "var"), !isIdentifier(index + 1, "let"), !(hasText(index, "class") && hasName(index + 1, in: Self.modifiers))
            else { return }
            swiftType(at: index)
        } else if isOperator(index + 1, "="), startsStatement(index)
            || (isPunctuation(index - 1, Byte.dot) && isIdentifier(index - 2, "self") && startsStatement(index - 2))
        {
            // `name = …` and `self.name = …` at the start of a statement: an assignment.
            let start = index + 2
            let end = expressionEnd(from: start, limit: tokens.count)
            guard start < end else { return }
            scopes.variables[nameHash(index), default: []].append(VariableSite(
                scope: Int(enclosingBrace[index]), token: index, value: .expression(start..<end, .literal), isDeclaration: false))
        }
    }

    /// Whether the token begins a statement: first in the file, after a line break, `;`, `{` or `}`.
    func startsStatement(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        if tokens[index].newlineBefore && language == .swift { return true }
        return isPunctuation(index - 1, Byte.semicolon) || isPunctuation(index - 1, Byte.openBrace) || isPunctuation(index - 1, Byte.closeBrace)
    }

    /// `enum A: String {`, `extension A.B {`: records the body's type path.
    mutating func swiftType(at keyword: Int) {
        var components: [String] = [text(keyword + 1)]
        var cursor = keyword + 2
        while isPunctuation(cursor, Byte.dot), isKind(cursor + 1, .identifier) {
            components.append(text(cursor + 1))
            cursor += 2
        }
        var isStringBacked = false
        var steps = 0
        var afterColon = false
        while cursor < tokens.count, steps < 64, !isPunctuation(cursor, Byte.openBrace) {
            if isPunctuation(cursor, Byte.semicolon) || isPunctuation(cursor, Byte.closeBrace) || isOperator(cursor, "=") { return }
            if isPunctuation(cursor, Byte.colon) { afterColon = true }
            if afterColon, isIdentifier(cursor, "String"), isPunctuation(cursor - 1, Byte.colon) || isPunctuation(cursor - 1, Byte.comma) {
                isStringBacked = true
            }
            cursor = nextSibling(cursor)
            steps += 1
        }
        guard isPunctuation(cursor, Byte.openBrace), matches[cursor] > cursor else { return }
        let isExtension = isIdentifier(keyword, "extension")
        let outer = isExtension ? [] : (enclosingType(of: keyword)?.path ?? [])
        scopes.typeBodies[cursor] = (outer + components, isStringBacked)
    }

    /// `func name<T>(params) -> T { body }`.
    mutating func swiftFunction(at keyword: Int) {
        let nameToken = keyword + 1
        var open = nameToken + 1
        var steps = 0
        while open < tokens.count, steps < 32, !isPunctuation(open, Byte.openParenthesis) {
            guard !isPunctuation(open, Byte.openBrace), !isPunctuation(open, Byte.semicolon) else { return }
            open = nextSibling(open)
            steps += 1
        }
        guard isPunctuation(open, Byte.openParenthesis), matches[open] > open else { return }
        var cursor = matches[open] + 1
        steps = 0
        while cursor < tokens.count, steps < 24, !isPunctuation(cursor, Byte.openBrace) {
            guard isTypeToken(cursor) || isPunctuation(cursor, Byte.colon) || isPunctuation(cursor, Byte.comma) || isOperator(cursor, "=")
                || isKind(cursor, .operatorSymbol)
            else { return }
            cursor = nextSibling(cursor)
            steps += 1
        }
        guard isPunctuation(cursor, Byte.openBrace), matches[cursor] > cursor else { return }
        let type = enclosingType(of: keyword)
        let site = FunctionSite(
            nameToken: nameToken, name: text(nameToken), kind: .swiftFunction, owner: type?.path ?? [],
            parameters: swiftParameters(open: open), isStatic: type == nil || isStaticDeclaration(keyword))
        addFunction(site, body: cursor)
    }

    /// The parameters between `(` at `open` and its partner: `label name: Type = default`.
    func swiftParameters(open: Int) -> [DeclaredParameter] {
        guard let arguments = rawArguments(open) else { return [] }
        return arguments.compactMap { range -> DeclaredParameter? in
            var names: [String] = []
            var cursor = range.lowerBound
            while cursor < range.upperBound, !isPunctuation(cursor, Byte.colon) {
                if isKind(cursor, .identifier), !isPunctuation(cursor - 1, Byte.at) {
                    let word = text(cursor)
                    if word != "inout", word != "borrowing", word != "consuming", word != "isolated" { names.append(word) }
                }
                cursor = nextSibling(cursor)
            }
            guard let internalName = names.last else { return nil }
            let external = names.count >= 2 ? names[names.count - 2] : internalName
            var isVariadic = false
            var hasDefault = false
            var defaultText: String?
            while cursor < range.upperBound {
                if isOperator(cursor, "...") { isVariadic = true }
                if isOperator(cursor, "=") {
                    hasDefault = true
                    if cursor + 2 == range.upperBound, isKind(cursor + 1, .string) {
                        defaultText = literals[tokens[cursor + 1].literal].plainText
                    } else if cursor + 2 == range.upperBound, isIdentifier(cursor + 1, "nil") {
                        defaultText = ""
                    }
                }
                cursor = nextSibling(cursor)
            }
            return DeclaredParameter(
                label: external == "_" ? nil : external, name: internalName, isVariadic: isVariadic, hasDefault: hasDefault, defaultText: defaultText)
        }
    }

    /// `let name: Type = value`, `var name: Type { getter }`, `static let name = value`.
    mutating func swiftVariable(at keyword: Int) {
        let nameToken = keyword + 1
        // `if let x = …`, `guard var x = …`, `case let x`; not `let _ = …` or `guard let self`.
        guard isKind(nameToken, .identifier), !isIdentifier(nameToken, "_"), !isIdentifier(nameToken, "self") else { return }
        var cursor = nameToken + 1
        var context = ValueContext.literal
        var typeIsString = true
        if isPunctuation(cursor, Byte.colon) {
            cursor += 1
            var steps = 0
            typeIsString = false
            while cursor < tokens.count, steps < 16, !isPunctuation(cursor, Byte.openBrace), !isOperator(cursor, "="),
                !tokens[cursor].newlineBefore || steps == 0
            {
                guard isTypeToken(cursor) else { break }
                if isKind(cursor, .identifier) {
                    if Self.keyTypes.contains(buffer, tokens[cursor].start, tokens[cursor].end) {
                        context = .key(table: Self.defaultTable)
                        typeIsString = true
                    } else if Self.stringTypes.contains(buffer, tokens[cursor].start, tokens[cursor].end) {
                        typeIsString = true
                    }
                }
                cursor = nextSibling(cursor)
                steps += 1
            }
        }
        let value: VariableValue
        if isOperator(cursor, "=") {
            let start = cursor + 1
            let end = expressionEnd(from: start, limit: tokens.count)
            guard start < end else { return }
            value = .expression(start..<end, context)
        } else if isPunctuation(cursor, Byte.openBrace), matches[cursor] > cursor, !tokens[cursor].newlineBefore || cursor == nameToken + 1 {
            value = .getter(cursor)
        } else {
            value = .none
        }
        let scope = Int(enclosingBrace[keyword])
        scopes.variables[nameHash(nameToken), default: []].append(VariableSite(scope: scope, token: nameToken, value: value, isDeclaration: true))

        let type = enclosingType(of: keyword)
        let atFileLevel = scope < 0
        guard typeIsString, atFileLevel || type != nil else { return }
        let isStatic = atFileLevel || isStaticDeclaration(keyword)
        let name = text(nameToken)
        if isStatic {
            scopes.accessorSites.append(AccessorSite(nameToken: nameToken, path: (type?.path ?? []) + [name], isFunction: false, value: value))
        } else if case .getter(let brace) = value, let type {
            // An instance property computed from `self` (a `String` extension's `localized`, an
            // enum's `rawValue`): a wrapper called on a string.
            let site = FunctionSite(nameToken: nameToken, name: name, kind: .swiftProperty, owner: type.path, parameters: [], isStatic: false)
            addFunction(site, body: brace)
        }
    }

    /// `case play = "player.play", pause` in an enum whose raw type is `String`.
    mutating func swiftEnumCases(at keyword: Int) {
        guard let type = enclosingType(of: keyword), type.isStringBacked else { return }
        var cursor = keyword + 1
        while isKind(cursor, .identifier) {
            let name = text(cursor)
            var raw = name
            var next = cursor + 1
            if isOperator(next, "="), isKind(next + 1, .string), let value = literals[tokens[next + 1].literal].plainText {
                raw = value
                next = nextSibling(next + 1)
            } else if isPunctuation(next, Byte.openParenthesis) {
                return
            }
            scopes.accessorSites.append(AccessorSite(nameToken: cursor, path: type.path + [name], isFunction: false, value: .rawValue(raw)))
            guard isPunctuation(next, Byte.comma) else { return }
            cursor = next + 1
        }
    }

    mutating func addFunction(_ site: FunctionSite, body: Int) {
        guard body >= 0, body < tokens.count, matches[body] > body else { return }
        scopes.functionByBody[body] = scopes.functions.count
        scopes.functions.append((site, (body + 1)..<matches[body]))
        // A static function returning a string is also an accessor (`L10n.count(3)`).
        if site.isStatic, site.kind != .cFunction {
            scopes.accessorSites.append(AccessorSite(nameToken: site.nameToken, path: site.owner + [site.name], isFunction: true, value: .getter(body)))
        }
    }

    // MARK: - Objective-C

    mutating func objectiveCDeclaration(at index: Int) {
        if isPunctuation(index - 1, Byte.at) {
            if hasText(index, "implementation"), isKind(index + 1, .identifier) {
                var end = index + 2
                while end < tokens.count, !(isPunctuation(end, Byte.at) && isIdentifier(end + 1, "end")) { end += 1 }
                scopes.implementations.append(((index + 2)..<end, text(index + 1)))
            }
            return
        }
        if hasText(index, "define"), isPunctuation(index - 1, Byte.hash), isKind(index + 1, .identifier) {
            macro(at: index + 1)
            return
        }
        let next = index + 1
        if isOperator(next, "=") {
            // `NSString *label = …;`, `label = …;`, `self.label = …;`.
            let isDeclaration = isOperator(index - 1, "*") && isKind(index - 2, .identifier) || isKind(index - 1, .identifier)
                && !hasName(index - 1, in: Self.cStatementWords)
            let isAssignment = startsStatement(index) || (isPunctuation(index - 1, Byte.dot) && isIdentifier(index - 2, "self"))
            guard isDeclaration || isAssignment else { return }
            let start = next + 1
            let end = expressionEnd(from: start, limit: tokens.count)
            guard start < end else { return }
            let name = text(index)
            let scope = Int(enclosingBrace[index])
            scopes.variables[nameHash(index), default: []].append(VariableSite(
                scope: scope, token: index, value: .expression(start..<end, .literal), isDeclaration: isDeclaration))
            if isDeclaration, scope < 0 {
                scopes.accessorSites.append(AccessorSite(nameToken: index, path: [name], isFunction: false, value: .expression(start..<end, .literal)))
            }
            return
        }
        // `NSString *AppString(NSString *key) { … }`: a C function at file level.
        guard isPunctuation(next, Byte.openParenthesis), enclosingBrace[index] < 0, matches[next] > next,
            isPunctuation(matches[next] + 1, Byte.openBrace), isOperator(index - 1, "*")
                || (isKind(index - 1, .identifier) && !hasName(index - 1, in: Self.cStatementWords))
        else { return }
        let parameters = (rawArguments(next) ?? []).compactMap { range -> DeclaredParameter? in
            guard let last = range.reversed().first(where: { isKind($0, .identifier) }), !hasText(last, "void") else { return nil }
            return DeclaredParameter(label: nil, name: text(last), isVariadic: false, hasDefault: false)
        }
        let site = FunctionSite(nameToken: index, name: text(index), kind: .cFunction, owner: [], parameters: parameters, isStatic: true)
        addFunction(site, body: matches[next] + 1)
    }

    /// `#define NAME(a, b) body` (a function-like macro) or `#define NAME body` (a constant).
    mutating func macro(at nameToken: Int) {
        var bodyStart = nameToken + 1
        var parameters: [DeclaredParameter] = []
        let isFunctionLike = isPunctuation(bodyStart, Byte.openParenthesis) && !tokens[bodyStart].spaceBefore && !tokens[bodyStart].newlineBefore
        if isFunctionLike {
            let close = matches[bodyStart]
            guard close > bodyStart else { return }
            for index in (bodyStart + 1)..<close where isKind(index, .identifier) {
                parameters.append(DeclaredParameter(label: nil, name: text(index), isVariadic: false, hasDefault: false))
            }
            bodyStart = close + 1
        }
        var bodyEnd = bodyStart
        while bodyEnd < tokens.count, bodyEnd == bodyStart || !tokens[bodyEnd].newlineBefore { bodyEnd = nextSibling(bodyEnd) }
        bodyEnd = min(bodyEnd, tokens.count)
        guard bodyStart < bodyEnd, bodyStart < tokens.count, !tokens[bodyStart].newlineBefore else { return }
        let name = text(nameToken)
        if isFunctionLike {
            let site = FunctionSite(nameToken: nameToken, name: name, kind: .cFunction, owner: [], parameters: parameters, isStatic: true)
            scopes.macroBodies.append((bodyStart..<bodyEnd, scopes.functions.count))
            scopes.functions.append((site, bodyStart..<bodyEnd))
        } else {
            scopes.accessorSites.append(AccessorSite(nameToken: nameToken, path: [name], isFunction: false, value: .expression(bodyStart..<bodyEnd, .literal)))
        }
    }

    /// `- (NSString *)localized { … }`, `+ (NSString *)stringForKey:(NSString *)key table:(NSString *)table { … }`.
    mutating func objectiveCMethod(at sign: Int) {
        guard isPunctuation(sign + 1, Byte.openParenthesis), matches[sign + 1] > sign + 1 else { return }
        let nameToken = matches[sign + 1] + 1
        guard isKind(nameToken, .identifier) else { return }
        var selector = text(nameToken)
        var parameters: [DeclaredParameter] = []
        var cursor = nameToken + 1
        if isPunctuation(cursor, Byte.colon) {
            selector += ":"
            cursor += 1
            while cursor < tokens.count {
                if isPunctuation(cursor, Byte.openParenthesis), matches[cursor] > cursor { cursor = matches[cursor] + 1 }
                guard isKind(cursor, .identifier) else { break }
                parameters.append(DeclaredParameter(label: nil, name: text(cursor), isVariadic: false, hasDefault: false))
                cursor += 1
                // The next part of the selector: `table:`.
                guard isKind(cursor, .identifier), isPunctuation(cursor + 1, Byte.colon) else { break }
                selector += text(cursor) + ":"
                cursor += 2
            }
        }
        if isPunctuation(cursor, Byte.comma), isOperator(cursor + 1, "...") { cursor += 2 }
        guard isPunctuation(cursor, Byte.openBrace), matches[cursor] > cursor, let owner = implementation(containing: sign) else { return }
        let isStatic = hasText(sign, "+")
        let site = FunctionSite(
            nameToken: nameToken, name: selector, kind: .objectiveCMethod, owner: [owner], parameters: parameters, isStatic: isStatic)
        addFunction(site, body: cursor)
    }

    /// The token ranges of the comma-separated parts between `(` at `open` and its partner.
    func rawArguments(_ open: Int) -> [Range<Int>]? {
        guard open >= 0, open < tokens.count, matches[open] > open else { return nil }
        let close = matches[open]
        var result: [Range<Int>] = []
        var start = open + 1
        var index = start
        while index < close {
            if isPunctuation(index, Byte.comma) {
                result.append(start..<index)
                start = index + 1
                index += 1
                continue
            }
            index = min(nextSibling(index), close)
        }
        if start < close { result.append(start..<close) }
        return result
    }
}
