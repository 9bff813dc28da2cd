import Testing
@testable import HintGrammar

/// The Hungarian table beyond its rule examples: the imperative told from the third person by
/// its form or by a prefix after the verb, the forms that cannot be told apart, the verbal noun
/// of commands, compounds that end in a control type, and strings of the kind apps ship.
@Suite("Hungarian")
struct HungarianTests {
    /// The rules that report a string, as `l10n-ax check` runs them.
    static func rules(_ text: String, _ role: Role, label: String? = nil) -> Set<String> {
        Set(Auditor().check(text, language: "hu", role: role, label: label).map(\.rule))
    }

    static func form(_ hint: String) -> HintFormIssue? { HungarianGrammar.hintForm(LanguageProfile.hungarian.analyze(hint)) }

    @Test("hu and its regional tags find the Hungarian table", arguments: ["hu", "hu-HU"])
    func registry(_ tag: String) {
        #expect(LanguageRegistry.profile(for: tag)?.code == "hu")
    }

    @Test("the familiar and plural imperatives are derived from the polite one")
    func derivedImperatives() throws {
        let expected: [String: (String, String, String, String)] = [
            "játszik": ("játszd", "játssz", "játsszák", "játsszanak"),
            "töröl": ("töröld", "törölj", "töröljék", "töröljenek"),
            "nyit": ("nyisd", "nyiss", "nyissák", "nyissanak"),
            "ad": ("add", "adj", "adják", "adjanak"),
            "indít": ("indítsd", "indíts", "indítsák", "indítsanak"),
            "engedélyez": ("engedélyezd", "engedélyezz", "engedélyezzék", "engedélyezzenek"),
            "vesz": ("vedd", "vegy", "vegyék", "vegyenek"),
        ]
        for (indefinite, forms) in expected {
            let verb = try #require(HungarianGrammar.verbs.first { $0.indefinite == indefinite })
            #expect(verb.familiarDefiniteImperative == forms.0)
            #expect(verb.familiarIndefiniteImperative == forms.1)
            #expect(verb.pluralDefiniteImperative == forms.2)
            #expect(verb.pluralIndefiniteImperative == forms.3)
        }
    }

    struct FormCase: CustomTestStringConvertible, Sendable {
        let text: String
        let kind: HintFormIssue.Kind?
        let severity: Severity
        let suggestion: String?
        init(_ text: String, _ kind: HintFormIssue.Kind?, _ severity: Severity = .warning, suggestion: String? = nil) {
            self.text = text
            self.kind = kind
            self.severity = severity
            self.suggestion = suggestion
        }
        var testDescription: String { text }
    }

    @Test("hint forms", arguments: [
        FormCase("Lejátssza a dalt.", nil),
        FormCase("Megnyitja a beállításokat.", nil),
        FormCase("Hozzáad egy várost.", nil),
        FormCase("Áthelyezi a kijelölt elemeket a legfelső szintre.", nil),
        FormCase("Átvált a fekvő és az álló nézet között.", nil),
        FormCase("Visszalép az előző nézetre.", nil),
        // The polite imperative spelled as the third person, without a prefix after it.
        FormCase("Zárja az ablakot.", nil),
        FormCase("Másolja a hivatkozást.", nil),
        FormCase("Függőleges fényerő-szabályozó", nil),
        FormCase("Nem ismétli a lejátszási listát.", nil),
        FormCase("Törölje a fájlokat.", .imperative, suggestion: "Törli"),
        FormCase("Zárja be az ablakot.", .imperative, suggestion: "Bezárja"),
        FormCase("Adja hozzá a lejátszási listához.", .imperative, suggestion: "Hozzáadja"),
        FormCase("Adja meg a nevét.", .imperative, suggestion: "Megadja"),
        FormCase("Jelölje be a négyzetet.", .imperative, suggestion: "Bejelöli"),
        FormCase("Nyisd meg a menüt.", .imperative, suggestion: "Megnyitja"),
        FormCase("Válassz egy témát.", .imperative, suggestion: "Választ"),
        FormCase("Kapcsolják ki az értesítéseket.", .imperative, suggestion: "Kikapcsolja"),
        FormCase("Nézze meg a részleteket.", .imperative, suggestion: "Megjeleníti"),
        FormCase("Engedélyezze, hogy megjelenjen a parancsikon.", .imperative),
        FormCase("Lejátszani a dalt.", .infinitive, suggestion: "Lejátssza"),
        FormCase("Lejátszani.", .infinitive),
        FormCase("A kiválasztott fájlok törlése", .infinitive),
        FormCase("Médialista ismétlése", .infinitive),
        FormCase("Lejátszás", .notAVerb, .info),
        FormCase("Ugrás előre", .notAVerb, .info),
        FormCase("Ne zárja be az alkalmazást.", .negativeCommand),
        FormCase("Kérjük, várjon.", .request),
        FormCase("Írja be a jelszót, kérjük.", .request),
        FormCase("Itt módosíthatja a nevét.", .addressesUser, .info),
        FormCase("Ön itt választhat témát.", .addressesUser, .info),
    ])
    func hintForm(_ example: FormCase) {
        let issue = Self.form(example.text)
        #expect(issue?.kind == example.kind)
        if let issue {
            #expect(issue.severity == example.severity)
            #expect(issue.suggestion == example.suggestion)
        }
    }

    struct AppString: CustomTestStringConvertible, Sendable {
        let text: String
        let role: Role
        let reported: Set<String>
        let label: String?
        init(_ text: String, _ role: Role, _ reported: Set<String> = [], label: String? = nil) {
            self.text = text
            self.role = role
            self.reported = reported
            self.label = label
        }
        var testDescription: String { text }
    }

    /// Labels and hints worded as Hungarian apps word them (written for these tests).
    @Test("strings of the kind apps ship", arguments: [
        AppString("Lap bezárása", .label),
        AppString("Szöveg törlése", .label),
        AppString("Jelszó megjelenítése", .label),
        AppString("Keresőmező törlése", .label),
        AppString("Üzenet szövegmezőjének kibontása", .label),
        AppString("Felhasználói menü", .label),
        AppString("PIN-mező", .label),
        AppString("Lejátszási sebesség", .label),
        AppString("%lld új üzenet", .label),
        AppString("Némítva", .label),
        AppString("Vízszintes csúszka", .label, ["label-control-type"]),
        AppString("Kiválasztva", .label, ["label-state"]),
        AppString("bezárás", .label, ["label-capitalization"]),
        AppString("Információ", .label, ["label-vague"]),
        AppString("Megnyit egy menüt a mentett eszközökkel.", .hint),
        AppString("Átvált a videolejátszó fekvő és álló helyzete között.", .hint),
        AppString("Nagyobb méretben jeleníti meg a képet.", .hint),
        AppString("Lejátszottként jelöli meg a médiát.", .hint),
        AppString("Ossza meg a kiválasztott fájlokat.", .hint, ["hint-imperative"]),
        AppString("Rögzítse a videót az aktuális tájolásban.", .hint, ["hint-imperative"]),
        AppString("Az elemek megjelenítése rácsként.", .hint, ["hint-imperative"]),
        AppString("Koppintson ide az adatvédelmi beállítások megnyitásához.", .hint, ["hint-gesture"]),
        AppString("Kattintson a(z) %@ gombra a törléshez.", .hint, ["hint-gesture"]),
        AppString("Kiválasztás gomb.", .hint, ["hint-imperative"]),
        AppString("Gomb, amely új lejátszási listát hoz létre.", .hint, ["hint-control-type"]),
        AppString("Beállítások megnyitja az alkalmazás beállításait.", .hint, ["hint-repeats-label"], label: "Beállítások"),
        AppString("Keveri a lejátszási listát", .hint, ["hint-missing-period"]),
    ])
    func appStrings(_ string: AppString) {
        let reported = Self.rules(string.text, string.role, label: string.label)
        #expect(reported == string.reported, "\(string.text): \(reported.sorted())")
    }

    @Test("the object keeps its case: the verb alone is rewritten where it keeps its place")
    func rewrite() {
        let findings = Auditor().check("Törölje a kiválasztott fájlokat.", language: "hu", role: .hint)
        #expect(findings.first { $0.rule == "hint-imperative" }?.fix == "Törli a kiválasztott fájlokat.")
        // The prefix moves in front of the verb, both words replaced.
        let moved = Auditor().check("Válassza ki az összes elemet.", language: "hu", role: .hint)
        let finding = moved.first { $0.rule == "hint-imperative" }
        #expect(finding?.fix == "Kiválasztja az összes elemet.")
        #expect(finding?.message.contains("Kiválasztja") == true)
    }
}
