/// One verb of user interfaces in a table that tells a command by the verb's own forms (the
/// Slavic tables): its infinitives and informal (singular) imperatives, perfective and
/// imperfective, and the third person a hint should use («открывает», «otevře»), when one fits.
/// The plural and polite imperatives are derived by each language (`ImperativeLexicon`).
struct InterfaceVerb: Sendable {
    let infinitives: [String]
    let imperatives: [String]
    let thirdPerson: String?

    init(_ infinitives: [String], _ imperatives: [String], _ thirdPerson: String?) {
        self.infinitives = infinitives
        self.imperatives = imperatives
        self.thirdPerson = thirdPerson
    }
}

/// A form found in an ``ImperativeLexicon``: an infinitive or an imperative, and what to write instead.
struct LexiconForm: Sendable {
    let isInfinitive: Bool
    let thirdPerson: String?
}

/// Every infinitive and imperative of a table's ``InterfaceVerb``s, by form.
enum ImperativeLexicon {
    /// The forms of `verbs`: each infinitive, each informal imperative but those `omits` (a noun
    /// spelled alike: Croatian «pokušaj»), and the forms `derived` from it (the polite plural
    /// «откройте», Slovenian's dual «odprita»). With `descriptionsWin`, no third person of the
    /// lexicon is read as a form (Croatian «traži» describes, whatever verb spells it).
    static func forms(
        of verbs: [InterfaceVerb], derived: (String) -> [String], omits: (String) -> Bool = { _ in false }, descriptionsWin: Bool = false
    ) -> [String: LexiconForm] {
        var forms: [String: LexiconForm] = [:]
        for verb in verbs {
            for infinitive in verb.infinitives { forms[infinitive] = LexiconForm(isInfinitive: true, thirdPerson: verb.thirdPerson) }
            let form = LexiconForm(isInfinitive: false, thirdPerson: verb.thirdPerson)
            for imperative in verb.imperatives {
                if !omits(imperative) { forms[imperative] = form }
                for other in derived(imperative) { forms[other] = form }
            }
        }
        if descriptionsWin {
            for thirdPerson in verbs.compactMap(\.thirdPerson) { forms[thirdPerson] = nil }
        }
        return forms
    }
}
