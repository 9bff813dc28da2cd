/// What an expression in code stands for, as far as one file can tell: a look-up, a literal, or
/// a reference that only the whole program can resolve (an accessor `L10n.Player.play`, a call
/// of a function defined in another file, a parameter of the enclosing function).
///
/// The per-file pass (``SourceAnalyzer``) produces these; ``CodeResolver`` resolves them once
/// every file's definitions are known.
///
/// Only the cases that hold other values are boxed: a literal or a path costs no allocation of
/// its own.
enum CodeValue: Hashable, Sendable {
    /// A look-up in a strings table.
    indirect case lookup(CodeLookup)
    /// Text as written (a `String` literal; interpolations written back as `\(…)`).
    case literal(String)
    /// A name or a member path: `label`, `L10n.Player.play`, `UserText.share`, `kTable`; in
    /// Objective-C also `[AppStrings share]`.
    case path([String])
    /// A call: `AppLocalizedString("Share", nil)`, `L10n.tr("Localizable", "share")`,
    /// `L10n.count(3)`, `"key".localized(table: "T")`; `receiver` is what the name is called on.
    indirect case call(CodeCall)
    /// A member of something that is not a plain path: `"key".localized`, `A11y.play.text`
    /// when `A11y.play` is an enum case.
    indirect case member(of: CodeValue, name: String)
    /// The enclosing function's parameter at this index (in a function's body only).
    case parameter(Int)
    /// `self` (or an enum's `rawValue`) inside a member: the string the member is called on.
    case receiver

    /// The literal's text, for a literal.
    var literalText: String? {
        if case .literal(let text) = self { return text }
        return nil
    }

    /// Whether the value is a look-up whose key is written in the code.
    var isResolvedLookup: Bool {
        if case .lookup(let lookup) = self, case .literal = lookup.key { return true }
        return false
    }
}

/// A look-up: `NSLocalizedString(key, tableName: table, value: default, comment: …)` and every
/// form like it. Each part is a ``CodeValue``: a literal in ordinary code, a parameter inside a
/// wrapper's body.
struct CodeLookup: Hashable, Sendable {
    /// The table: a literal name (`Localizable` when the call names none), a parameter or a constant.
    var table: CodeValue
    /// The key: a literal, a parameter, `self`, or a constant.
    var key: CodeValue
    /// For a SwiftUI key with interpolations, the other keys the literal can stand for.
    var alternativeKeys: [String] = []
    /// The text shown when the table lacks the key (`value:`, `defaultValue:`, `fallback:`).
    var defaultValue: CodeValue?
    /// Where the default text is written (its opening quote), when it is a literal.
    var defaultValueOffset: Int?
}

/// A call whose callee the file does not define (or defines for other files to use).
struct CodeCall: Hashable, Sendable {
    /// What the callee is a member of (`L10n` in `L10n.tr(…)`, `"key"` in `"key".localized()`);
    /// nil for a free function or macro.
    var receiver: CodeValue?
    /// The callee's base name (`tr`, `AppLocalizedString`), or an Objective-C selector
    /// (`localizedStringForKey:table:`).
    var name: String
    var arguments: [CodeArgument]
    /// For a call on nothing, the type it is written in (a static member calling another
    /// without naming its type: `trIn(…)` inside `L10n`).
    var scope: [String] = []
}

/// One argument of a call: its label (Swift), and its value when the scanner can tell it.
struct CodeArgument: Hashable, Sendable {
    var label: String?
    /// Nil for an expression that stands for nothing the scanner can tell.
    var value: CodeValue?
    /// Where the argument is written (a literal's opening quote), -1 for an empty argument.
    var offset: Int
}

extension Array {
    /// The element at `index`, or nil past either end.
    subscript(safe index: Int) -> Element? { index >= 0 && index < count ? self[index] : nil }
}
