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
    static let accessorNames = NameSet(["get", "set", "willSet", "didSet", "_read", "_modify", "init"])

    /// Finds every accessibility property set in the file, then the visible texts.
    mutating func findUses() {
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            let length = token.end - token.start
            switch buffer[token.start] {
            case UInt8(ascii: "a") where length >= 13:
                let name = text(index)
                if name == "accessibility" {
                    deprecatedModifier(at: index)
                } else if name == "accessibilityAction" {
                    actionModifier(at: index)
                } else if name == "accessibilityInputLabels" || name == "accessibilityUserInputLabels" {
                    inputLabels(at: index, name: name)
                } else if let role = Self.accessibilityProperties[name] {
                    property(at: index, name: name, role: role)
                }
            case UInt8(ascii: "s") where length >= 20:
                let name = text(index)
                if let role = Self.accessibilitySetters[name] {
                    setter(at: index, name: name, role: role)
                } else if name == "setAccessibilityUserInputLabels" {
                    inputLabels(at: index, name: name)
                }
            case UInt8(ascii: "h") where length == 4:
                if hasText(index, "help") { helpModifier(at: index) }
            case UInt8(ascii: "U"), UInt8(ascii: "N"):
                if length >= 27, Self.customActionClasses.contains(text(index)) { customAction(at: index) }
            default:
                break
            }
            // `buttonAccessibilityLabel: …`: an argument named for the property, with a prefix.
            if length > 18, isPunctuation(index + 1, Byte.colon), let role = roleOfSuffixedName(index) {
                labeledArgument(at: index, name: text(index), role: role)
            }
        }
    }

    /// The role a name ending in `AccessibilityLabel`, `AccessibilityHint` or `AccessibilityValue`
    /// (after a lower-case prefix) stands for.
    func roleOfSuffixedName(_ index: Int) -> Role? {
        let token = tokens[index]
        guard buffer[token.start] >= UInt8(ascii: "a"), buffer[token.start] <= UInt8(ascii: "z") else { return nil }
        let name = text(index)
        for (suffix, role) in [("AccessibilityLabel", Role.label), ("AccessibilityHint", .hint), ("AccessibilityValue", .value)]
        where name.hasSuffix(suffix) && name.utf8.count > suffix.utf8.count && name != "set" + suffix {
            return role
        }
        return nil
    }

    /// `Button(accessibilityLabel: L10n.play)`, `[Cell cellWithTitle:t accessibilityLabel:l]`: an
    /// argument of a call whose parameter is named for the property.
    mutating func labeledArgument(at index: Int, name: String, role: Role) {
        guard let callee = calleeOfLabeledArgument(at: index) else { return }
        let start = index + 2
        let end = expressionEnd(from: start, limit: tokens.count)
        guard start < end else { return }
        add(values(in: start..<end, context: .literal, depth: 0), role: role, api: "\(callee)(\(name):)")
    }

    /// Classes whose `name` is spoken as an action's label.
    static let customActionClasses: Set<String> = ["UIAccessibilityCustomAction", "NSAccessibilityCustomAction"]

    mutating func add(_ found: [FoundValue], role: Role, api: String) {
        for value in found { uses.append(FoundUse(role: role, found: value, api: api)) }
    }

    /// `UIAccessibilityCustomAction(name: …)`, `[[UIAccessibilityCustomAction alloc] initWithName:…]`:
    /// the action's name is read as a label.
    mutating func customAction(at index: Int) {
        let name = text(index)
        switch language {
        case .swift:
            guard isPunctuation(index + 1, Byte.openParenthesis), let arguments = arguments(index + 1), let first = arguments.first,
                label(of: first) == "name"
            else { return }
            add(values(in: first.value, context: .literal, depth: 0), role: .label, api: "\(name)(name:)")
        case .objectiveC:
            // `[[Class alloc] initWithName:…]`: the message around the inner one.
            guard isPunctuation(index - 1, Byte.openBracket), isIdentifier(index + 1, "alloc"), isPunctuation(index + 2, Byte.closeBracket),
                isPunctuation(index - 2, Byte.openBracket), let message = message(open: index - 2), let part = message.parts.first,
                hasText(part.name, "initWithName")
            else { return }
            add(values(in: part.value, context: .literal, depth: 0), role: .label, api: "\(name) initWithName:")
        }
    }

    /// Voice Control's names for an element: SwiftUI `.accessibilityInputLabels(["More", …])`,
    /// UIKit `x.accessibilityUserInputLabels = [NSLocalizedString(…)]`, Objective-C
    /// `[x setAccessibilityUserInputLabels:@[…]]`.
    mutating func inputLabels(at index: Int, name: String) {
        var open = -1
        var context = ValueContext.literal
        if language == .swift, isPunctuation(index - 1, Byte.dot), isPunctuation(index + 1, Byte.openParenthesis), let first = arguments(index + 1)?.first,
            first.label < 0, isPunctuation(first.value.lowerBound, Byte.openBracket)
        {
            open = first.value.lowerBound
            context = .key(table: Self.defaultTable)
        } else if isOperator(index + 1, "="), isPunctuation(index + 2, Byte.openBracket) {
            open = index + 2
        } else if language == .objectiveC, isPunctuation(index + 1, Byte.colon), isPunctuation(index + 2, Byte.at), isPunctuation(index + 3, Byte.openBracket) {
            open = index + 3
        }
        guard open >= 0, matches[open] > open, let elements = arguments(open) else { return }
        for element in elements where element.label < 0 {
            add(values(in: element.value, context: context, depth: 0), role: .inputLabel, api: name)
        }
    }

    /// SwiftUI `.accessibilityAction(named: "key") { … }`: the action's name, read as a label.
    mutating func actionModifier(at index: Int) {
        guard language == .swift, isPunctuation(index - 1, Byte.dot), isPunctuation(index + 1, Byte.openParenthesis),
            let arguments = arguments(index + 1), let first = arguments.first, label(of: first) == "named"
        else { return }
        add(values(in: first.value, context: .key(table: Self.defaultTable), depth: 0), role: .label, api: ".accessibilityAction(named:)")
    }

    /// `x.accessibilityLabel = …` (also implicit `self`), SwiftUI `.accessibilityLabel(…)`, and
    /// getters: `override var accessibilityLabel: String? { … }`,
    /// `override func accessibilityLabel() -> String? { … }`, `- (NSString *)accessibilityLabel { … }`.
    mutating func property(at index: Int, name: String, role: Role) {
        let next = index + 1
        if isOperator(next, "=") {
            guard !isIdentifier(index - 1, "case") else { return }
            let start = next + 1
            let end = expressionEnd(from: start, limit: tokens.count)
            add(values(in: start..<end, context: .literal, depth: 0), role: role, api: "\(name) =")
            return
        }
        if isPunctuation(next, Byte.colon), calleeOfLabeledArgument(at: index) != nil {
            labeledArgument(at: index, name: name, role: role)
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
            let end = expressionEnd(from: start, limit: tokens.count)
            add(values(in: start..<end, context: context, depth: 0), role: role, api: api)
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
    func getterValues(body open: Int, depth: Int, valueDepth: Int = 0) -> [FoundValue] {
        guard depth < 4, open >= 0, open < tokens.count, valueDepth < Self.maximumDepth else { return [] }
        let close = matches[open]
        guard close > open else { return [] }
        if isKind(open + 1, .identifier), hasName(open + 1, in: Self.accessorNames), language == .swift {
            var index = open + 1
            while index < close, isKind(index, .identifier), hasName(index, in: Self.accessorNames) {
                var brace = index + 1
                var steps = 0
                while brace < close, steps < 4, !isPunctuation(brace, Byte.openBrace) {
                    brace = nextSibling(brace)
                    steps += 1
                }
                guard isPunctuation(brace, Byte.openBrace), brace < close else { return [] }
                if hasText(index, "get") { return getterValues(body: brace, depth: depth + 1, valueDepth: valueDepth) }
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
            found += values(in: (cursor + 1)..<end, context: .literal, depth: valueDepth + 1)
            cursor = max(end, cursor + 1)
        }
        if !sawReturn, language == .swift {
            found = values(in: (open + 1)..<close, context: .literal, depth: valueDepth + 1)
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
            let end = expressionEnd(from: start, limit: tokens.count)
            add(values(in: start..<end, context: .literal, depth: 0), role: role, api: "\(name):")
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

    /// The name of the call whose argument is labeled by the token at `index` (`Button` in
    /// `Button(accessibilityLabel: …)`, the message's first selector part in Objective-C); nil
    /// for a declaration's parameter (`func f(accessibilityLabel: String)`).
    func calleeOfLabeledArgument(at index: Int) -> String? {
        switch language {
        case .swift:
            guard isPunctuation(index - 1, Byte.openParenthesis) || isPunctuation(index - 1, Byte.comma) else { return nil }
            var cursor = index - 1
            var steps = 0
            while cursor >= 0, steps < 256 {
                if isPunctuation(cursor, Byte.openParenthesis), matches[cursor] > index { break }
                if isPunctuation(cursor, Byte.openBracket) || isPunctuation(cursor, Byte.openBrace) { return nil }
                if (isPunctuation(cursor, Byte.closeParenthesis) || isPunctuation(cursor, Byte.closeBracket) || isPunctuation(cursor, Byte.closeBrace)),
                    matches[cursor] >= 0, matches[cursor] < cursor
                {
                    cursor = matches[cursor]
                }
                cursor -= 1
                steps += 1
            }
            let callee = cursor - 1
            guard isPunctuation(cursor, Byte.openParenthesis), isKind(callee, .identifier), !tokens[cursor].newlineBefore else { return nil }
            let name = text(callee)
            // Declarations: `func f(`, `init(`, `case f(`, `subscript(`.
            if isIdentifier(callee - 1, "func") || isIdentifier(callee - 1, "case") || name == "subscript" { return nil }
            if name == "init", !isPunctuation(callee - 1, Byte.dot) { return nil }
            return name
        case .objectiveC:
            guard isSelectorPart(index, previous: index - 1) else { return nil }
            var cursor = index - 1
            var steps = 0
            while cursor >= 0, steps < 256 {
                if isPunctuation(cursor, Byte.openBracket), matches[cursor] > index { break }
                if isPunctuation(cursor, Byte.openBrace) || isPunctuation(cursor, Byte.semicolon) { return nil }
                if isPunctuation(cursor, Byte.closeBracket) || isPunctuation(cursor, Byte.closeParenthesis), matches[cursor] >= 0, matches[cursor] < cursor {
                    cursor = matches[cursor]
                }
                cursor -= 1
                steps += 1
            }
            guard isPunctuation(cursor, Byte.openBracket), let message = message(open: cursor), let first = message.parts.first else { return nil }
            return text(first.name) + ":"
        }
    }
}
