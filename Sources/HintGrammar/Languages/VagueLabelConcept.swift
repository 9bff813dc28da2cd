/// What a vague label stands for, as every language table names it: labels that say nothing out
/// of context ("More", 「詳しくはこちら」, "Información"). Each table maps each concept to its
/// words, so that one language cannot have a vague "Information" that another lacks; a test
/// checks that every table covers every concept.
public enum VagueLabelConcept: String, CaseIterable, Hashable, Sendable {
    /// "More", 「もっと見る」, 「その他」 (iOS's More tab).
    case more
    /// "Learn more", "Read more".
    case learnMore
    /// "Click here", "Tap here".
    case clickHere
    case details
    /// "Info", "Information", "More information".
    case info
    case here
    case link
    case image
}
