/// The verbs of a language whose polite imperative is the present subjunctive (Spanish usted,
/// Portuguese você), with the look-up tables a hint grammar needs: each verb's infinitive, its
/// third person singular (what a hint says) and that imperative. Spanish and Portuguese keep
/// their verb lists and spelling rules in their own files.
struct SubjunctiveLexicon: Sendable {
    /// A verb of user interfaces: its infinitive, third person singular (the right form) and
    /// polite imperative (the present subjunctive).
    struct Verb: Sendable {
        let infinitive: String
        let third: String
        let formal: String
    }

    /// The verbs, the first of each infinitive kept.
    let verbs: [Verb]
    /// Infinitive → third person.
    let infinitives: [String: String]
    /// Every third person singular of the lexicon.
    let thirdPersonForms: Set<String>
    /// Polite imperative → third person, without the forms that are a third person too ("gira":
    /// Portuguese gerir's imperative, girar's third person) and without `formalExclusions`.
    let formalImperatives: [String: String]
    /// What a prohibition uses, → third person: the polite form ("No toque", "Não feche") and the
    /// familiar subjunctive ("No toques", "Não toques"), but never a third person.
    let negativeForms: [String: String]

    /// - Parameters:
    ///   - candidates: the verbs; for an infinitive given twice, the first wins.
    ///   - formalExclusions: polite forms that are everyday words, never reported ("entre").
    ///   - familiarSubjunctive: the familiar subjunctive from the polite form ("toque" → "toques").
    init(_ candidates: [Verb], formalExclusions: Set<String>, familiarSubjunctive: (String) -> String) {
        var seen: Set<String> = []
        let verbs = candidates.filter { seen.insert($0.infinitive).inserted }
        let thirdPersonForms = Set(verbs.map(\.third))
        var formalImperatives: [String: String] = [:]
        var negativeForms: [String: String] = [:]
        for verb in verbs {
            if !thirdPersonForms.contains(verb.formal), !formalExclusions.contains(verb.formal) {
                formalImperatives[verb.formal] = formalImperatives[verb.formal] ?? verb.third
            }
            let familiar = familiarSubjunctive(verb.formal)
            negativeForms[familiar] = negativeForms[familiar] ?? verb.third
            negativeForms[verb.formal] = negativeForms[verb.formal] ?? verb.third
        }
        self.verbs = verbs
        self.infinitives = Dictionary(verbs.map { ($0.infinitive, $0.third) }, uniquingKeysWith: { first, _ in first })
        self.thirdPersonForms = thirdPersonForms
        self.formalImperatives = formalImperatives
        self.negativeForms = negativeForms.filter { !thirdPersonForms.contains($0.key) }
    }
}
