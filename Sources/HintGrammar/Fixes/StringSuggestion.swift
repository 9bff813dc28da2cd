/// The one suggestion a string gets, built from all its findings together.
///
/// Each rule proposes the whole string corrected for what it found. The string is corrected one
/// proposal at a time and judged again after each, until no rule proposes anything, as Ruff
/// applies fixes until the file settles: word rewrites first, white space and a letter's case
/// next, the full stop last. There is no suggestion at all when:
/// - a rule asks for other words but cannot say which (a gesture to remove, a control type in a
///   hint): a period added to "Tap to play" would leave it wrong;
/// - the proposals do not settle (one undoes another) within ``maximumSteps``;
/// - the result changes a format specifier, or rewrites words inside quoted text or in a question.
enum StringSuggestion {
    /// Proposals applied to one string, at most: more means two rules disagree.
    static let maximumSteps = 8

    /// Gives `findings[start...]` (one string's, found on `text`) the string's suggestion: the
    /// settled text on each finding whose rule asks for an edit, with the least safe of the edits'
    /// applicabilities; or no fix on any of them. `recheck` judges a corrected text with the same
    /// rules and context.
    static func settle(_ findings: inout [Finding], from start: Int, text: String, recheck: (String) -> [Finding]) {
        guard findings[start...].contains(where: { $0.fix != nil || blocks($0) }) else { return }
        let suggestion = settled(text: text, findings: Array(findings[start...]), recheck: recheck)
        for index in start..<findings.count {
            guard let suggestion, asksForEdit(findings[index]) else {
                findings[index].fix = nil
                findings[index].applicability = nil
                continue
            }
            findings[index].fix = suggestion.text
            findings[index].applicability = suggestion.applicability
        }
    }

    /// The settled text and how safe it is, or nil when there is none.
    static func settled(text: String, findings: [Finding], recheck: (String) -> [Finding]) -> (text: String, applicability: FixApplicability)? {
        var current = text
        var currentFindings = findings
        var applicability = FixApplicability.safe
        var seen: Set<String> = [text]
        while true {
            if currentFindings.contains(where: blocks) { return nil }
            let proposals = currentFindings.filter { $0.fix != nil && $0.fix != current }
            guard let step = proposals.min(by: { order(of: $0) < order(of: $1) }), let next = step.fix else { break }
            applicability = min(applicability, step.applicability ?? .safe)
            guard seen.insert(next).inserted, seen.count <= maximumSteps + 1 else { return nil }
            current = next
            currentFindings = recheck(current)
        }
        guard current != text, keepsWhatIsNeverRewritten(from: text, to: current, applicability: applicability) else { return nil }
        return (current, applicability)
    }

    /// Whether the finding's rule asks for other words without giving them.
    static func blocks(_ finding: Finding) -> Bool {
        finding.fix == nil && RuleRegistry.fixing(finding.rule)?.fix == .rewrite
    }

    /// Whether the finding's rule asks for an edit (its finding carries the suggestion).
    static func asksForEdit(_ finding: Finding) -> Bool {
        finding.fix != nil || (RuleRegistry.fixing(finding.rule).map { $0.fix != .none } ?? false)
    }

    /// Word rewrites first, then edits inside the text, then its start, then its end (the full stop).
    private static func order(of finding: Finding) -> (Int, String) {
        guard let rule = RuleRegistry.fixing(finding.rule) else { return (4, finding.rule) }
        if rule.fix == .rewrite { return (0, finding.rule) }
        switch rule.judgedEdge {
        case nil: return (1, finding.rule)
        case .start: return (2, finding.rule)
        case .end: return (3, finding.rule)
        }
    }

    /// Format specifiers stay as they are, in their order; words are not rewritten inside quoted
    /// text or in a question (a full stop or a capital may still go inside quotation marks).
    static func keepsWhatIsNeverRewritten(from original: String, to suggestion: String, applicability: FixApplicability) -> Bool {
        guard FormatSpecifierScanner.scan(original).map(\.text) == FormatSpecifierScanner.scan(suggestion).map(\.text) else { return false }
        guard applicability == .unsafe else { return true }
        return quotations(in: original) == quotations(in: suggestion) && !original.unicodeScalars.contains(where: questionMarks.contains)
    }

    static let questionMarks: Set<Unicode.Scalar> = ["?", "？", "¿", "؟"]

    /// Opening quotation marks and their closing ones.
    static let quotationPairs: [Unicode.Scalar: Unicode.Scalar] = [
        "\"": "\"", "“": "”", "„": "“", "«": "»", "‹": "›", "「": "」", "『": "』", "‘": "’",
    ]

    /// The quoted passages of a text, in order (an unclosed quotation runs to the end).
    static func quotations(in text: String) -> [String] {
        var result: [String] = []
        var closing: Unicode.Scalar?
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let close = closing {
                if scalar == close {
                    result.append(String(current))
                    current = String.UnicodeScalarView()
                    closing = nil
                } else {
                    current.append(scalar)
                }
            } else if let close = quotationPairs[scalar] {
                closing = close
            }
        }
        if closing != nil { result.append(String(current)) }
        return result
    }
}
