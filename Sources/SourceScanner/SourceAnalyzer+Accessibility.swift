/// The shapes that set an accessibility label, hint or value.
extension SourceAnalyzer {
    /// UIKit and AppKit properties (also getter names) and their roles.
    static let accessibilityProperties: [String: Role] = [
        "accessibilityLabel": .label, "accessibilityHint": .hint, "accessibilityValue": .value, "accessibilityHelp": .hint,
        "accessibilityAttributedLabel": .label, "accessibilityAttributedHint": .hint, "accessibilityAttributedValue": .value,
    ]
    /// Setter methods (Objective-C `setAccessibilityLabel:`, Swift `setAccessibilityLabel(_:)`).
    static let accessibilitySetters: [String: Role] = [
        "setAccessibilityLabel": .label, "setAccessibilityHint": .hint, "setAccessibilityValue": .value, "setAccessibilityHelp": .hint,
        "setAccessibilityAttributedLabel": .label, "setAccessibilityAttributedHint": .hint, "setAccessibilityAttributedValue": .value,
    ]
    /// SwiftUI modifiers taking a `LocalizedStringKey`, `Text` or `String`.
    static let swiftUIAccessibilityModifiers: Set<String> = ["accessibilityLabel", "accessibilityHint", "accessibilityValue"]
    /// The labels of the deprecated SwiftUI `.accessibility(label:)` family.
    static let deprecatedModifierLabels: [String: Role] = ["label": .label, "hint": .hint, "value": .value]
    static let accessorNames: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify", "init"]

    /// Finds every accessibility property set in the file.
    mutating func findReferences() {
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            let length = token.end - token.start
            switch buffer[token.start] {
            case UInt8(ascii: "a") where length >= 13:
                let name = text(index)
                if name == "accessibility" {
                    deprecatedModifier(at: index)
                } else if let role = Self.accessibilityProperties[name] {
                    property(at: index, name: name, role: role)
                }
            case UInt8(ascii: "s") where length >= 20:
                let name = text(index)
                if let role = Self.accessibilitySetters[name] { setter(at: index, name: name, role: role) }
            case UInt8(ascii: "h") where length == 4:
                if hasText(index, "help") { helpModifier(at: index) }
            default:
                continue
            }
        }
    }

    mutating func add(_ found: [FoundValue], role: Role, api: String) {
        for value in found { references.append(FoundReference(role: role, found: value, api: api)) }
    }

    /// `x.accessibilityLabel = …` (also implicit `self`), SwiftUI `.accessibilityLabel(…)`, and
    /// getters: `override var accessibilityLabel: String? { … }`,
    /// `override func accessibilityLabel() -> String? { … }`, `- (NSString *)accessibilityLabel { … }`.
    mutating func property(at index: Int, name: String, role: Role) {
        let next = index + 1
        if isOperator(next, "=") {
            guard !isIdentifier(index - 1, "case") else { return }
            let start = next + 1
            add(values(in: start..<expressionEnd(from: start, limit: tokens.count), context: .literal, depth: 0), role: role, api: "\(name) =")
            return
        }
        if language == .swift, isPunctuation(index - 1, Byte.dot), isPunctuation(next, Byte.openParenthesis), !tokens[next].newlineBefore {
            guard Self.swiftUIAccessibilityModifiers.contains(name), let arguments = arguments(next), let first = arguments.first, first.label < 0 else { return }
            add(values(in: first.value, context: .key(table: Self.defaultTable), depth: 0), role: role, api: ".\(name)(_:)")
            return
        }
        switch language {
        case .swift:
            if isIdentifier(index - 1, "var") || isIdentifier(index - 1, "let") {
                swiftProperty(at: index, name: name, role: role)
            } else if isIdentifier(index - 1, "func") {
                swiftGetterFunction(at: index, name: name, role: role)
            }
        case .objectiveC:
            let open = isPunctuation(index - 1, Byte.closeParenthesis) ? matches[index - 1] : -1
            guard open >= 1, isOperator(open - 1, "-"), isPunctuation(next, Byte.openBrace) else { return }
            add(getterValues(body: next, depth: 0), role: role, api: "-\(name)")
        }
    }

    /// `var accessibilityLabel: String? { … }` or `= …` after the type (a literal is a key when
    /// the type is `LocalizedStringKey`).
    mutating func swiftProperty(at index: Int, name: String, role: Role) {
        guard isPunctuation(index + 1, Byte.colon) else { return }
        var cursor = index + 2
        var steps = 0
        var context = ValueContext.literal
        while cursor < tokens.count, !isPunctuation(cursor, Byte.openBrace), !isOperator(cursor, "=") {
            guard steps < 16, !tokens[cursor].newlineBefore, isTypeToken(cursor) else { return }
            if isIdentifier(cursor, "LocalizedStringKey") { context = .key(table: Self.defaultTable) }
            cursor = nextSibling(cursor)
            steps += 1
        }
        let api = overridePrefix(before: index - 1) + text(index - 1) + " " + name
        if isOperator(cursor, "=") {
            let start = cursor + 1
            add(values(in: start..<expressionEnd(from: start, limit: tokens.count), context: context, depth: 0), role: role, api: api)
        } else if isPunctuation(cursor, Byte.openBrace) {
            add(getterValues(body: cursor, depth: 0), role: role, api: api)
        }
    }

    /// `func accessibilityLabel() -> String? { … }` (AppKit's `NSAccessibility` getters in Swift).
    mutating func swiftGetterFunction(at index: Int, name: String, role: Role) {
        guard isPunctuation(index + 1, Byte.openParenthesis), matches[index + 1] == index + 2 else { return }
        var cursor = index + 3
        var steps = 0
        while cursor < tokens.count, !isPunctuation(cursor, Byte.openBrace) {
            guard steps < 16, !tokens[cursor].newlineBefore, isTypeToken(cursor) else { return }
            cursor = nextSibling(cursor)
            steps += 1
        }
        guard isPunctuation(cursor, Byte.openBrace) else { return }
        add(getterValues(body: cursor, depth: 0), role: role, api: overridePrefix(before: index - 1) + "func \(name)()")
    }

    /// A token that can be part of a type or an effect after `)`: `String`, `?`, `->`, `.`,
    /// `[String]`, `throws`.
    func isTypeToken(_ index: Int) -> Bool {
        isKind(index, .identifier) || (isKind(index, .operatorSymbol) && !hasText(index, "=")) || isPunctuation(index, Byte.dot)
            || isPunctuation(index, Byte.openBracket) || isPunctuation(index, Byte.openParenthesis)
    }

    /// `override ` when the declaration's modifiers (`@objc public override`) include it.
    func overridePrefix(before declaration: Int) -> String {
        var cursor = declaration - 1
        var steps = 0
        while cursor >= 0, steps < 10 {
            if isIdentifier(cursor, "override") { return "override " }
            guard isKind(cursor, .identifier) || isPunctuation(cursor, Byte.at) || isPunctuation(cursor, Byte.openParenthesis)
                || isPunctuation(cursor, Byte.closeParenthesis)
            else { break }
            cursor -= 1
            steps += 1
        }
        return ""
    }

    /// The values a getter body returns: its `get { … }` accessor if it has accessors (none
    /// when it only observes: `didSet`), its `return` statements, or (Swift) its single
    /// expression.
    func getterValues(body open: Int, depth: Int) -> [FoundValue] {
        guard depth < 4, open >= 0, open < tokens.count else { return [] }
        let close = matches[open]
        guard close > open else { return [] }
        if isKind(open + 1, .identifier), Self.accessorNames.contains(text(open + 1)), language == .swift {
            var index = open + 1
            while index < close, isKind(index, .identifier), Self.accessorNames.contains(text(index)) {
                var brace = index + 1
                var steps = 0
                while brace < close, steps < 4, !isPunctuation(brace, Byte.openBrace) {
                    brace = nextSibling(brace)
                    steps += 1
                }
                guard isPunctuation(brace, Byte.openBrace), brace < close else { return [] }
                if hasText(index, "get") { return getterValues(body: brace, depth: depth + 1) }
                index = nextSibling(brace)
            }
            return []
        }
        var found: [FoundValue] = []
        var sawReturn = false
        var cursor = open + 1
        while cursor < close {
            guard isIdentifier(cursor, "return") else {
                cursor += 1
                continue
            }
            sawReturn = true
            let end = expressionEnd(from: cursor + 1, limit: close)
            found += values(in: (cursor + 1)..<end, context: .literal, depth: 1)
            cursor = max(end, cursor + 1)
        }
        if !sawReturn, language == .swift {
            found = values(in: (open + 1)..<close, context: .literal, depth: 1)
        }
        return found
    }

    /// `[x setAccessibilityLabel:…]` (not the setter's own definition) and Swift
    /// `x.setAccessibilityLabel(…)`.
    mutating func setter(at index: Int, name: String, role: Role) {
        let next = index + 1
        switch language {
        case .objectiveC:
            guard isPunctuation(next, Byte.colon) else { return }
            let open = isPunctuation(index - 1, Byte.closeParenthesis) ? matches[index - 1] : -1
            if open >= 1, isOperator(open - 1, "-") || isOperator(open - 1, "+") { return }
            let start = next + 1
            add(values(in: start..<expressionEnd(from: start, limit: tokens.count), context: .literal, depth: 0), role: role, api: "\(name):")
        case .swift:
            guard isPunctuation(next, Byte.openParenthesis), !tokens[next].newlineBefore, !isIdentifier(index - 1, "func"),
                let arguments = arguments(next), let first = arguments.first, first.label < 0
            else { return }
            add(values(in: first.value, context: .literal, depth: 0), role: role, api: "\(name)(_:)")
        }
    }

    /// SwiftUI `.help("key")`, `.help(Text(…))`: a hint.
    mutating func helpModifier(at index: Int) {
        guard language == .swift, isPunctuation(index - 1, Byte.dot), isPunctuation(index + 1, Byte.openParenthesis), !tokens[index + 1].newlineBefore,
            let arguments = arguments(index + 1), let first = arguments.first, first.label < 0
        else { return }
        add(values(in: first.value, context: .key(table: Self.defaultTable), depth: 0), role: .hint, api: ".help(_:)")
    }

    /// The deprecated SwiftUI `.accessibility(label: Text(…))`, `hint:`, `value:`.
    mutating func deprecatedModifier(at index: Int) {
        guard language == .swift, isPunctuation(index - 1, Byte.dot), isPunctuation(index + 1, Byte.openParenthesis), !tokens[index + 1].newlineBefore,
            let arguments = arguments(index + 1)
        else { return }
        for argument in arguments {
            guard let label = label(of: argument), let role = Self.deprecatedModifierLabels[label] else { continue }
            add(values(in: argument.value, context: .key(table: Self.defaultTable), depth: 0), role: role, api: ".accessibility(\(label):)")
        }
    }
}
