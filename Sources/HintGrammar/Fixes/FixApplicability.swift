/// How far a suggested text can be trusted, as Ruff has it: `audit --fix` applies safe
/// suggestions, `--unsafe-fixes` unsafe ones as well.
public enum FixApplicability: String, Hashable, Sendable, Comparable, CaseIterable {
    /// The words the string's author wrote are rewritten (a verb's form, a word removed from
    /// inside): right in most strings, but worth a look.
    case unsafe
    /// Only punctuation, white space, a letter's case, or a control-type word at the string's
    /// edge change: the meaning is the author's.
    case safe

    /// `unsafe` before `safe`: the least safe of a string's edits is the suggestion's.
    public static func < (lhs: FixApplicability, rhs: FixApplicability) -> Bool { lhs == .unsafe && rhs == .safe }
}

/// What a rule's findings ask the author to write, for the one suggestion each string gets
/// (see ``StringSuggestion``).
public enum RuleFix: String, Hashable, Sendable {
    /// Nothing to rewrite (a label too long, a vague one): the other rules' suggestions stand.
    case none
    /// A mechanical edit, given on every finding: a full stop, white space, a letter's case.
    case safe
    /// Other words, given where the rule is certain of them; where it is not (a gesture to
    /// remove, a control type in a hint), the string gets no suggestion at all, since any other
    /// edit would leave it wrong.
    case rewrite
}
