import StringsParser

/// `placeholder-mismatch`: `%@` in the source, `%d` in a translation — a crash or garbage at run time.
struct PlaceholderMismatchRule: KeyRule {
    static let description = RuleDescription(
        id: "placeholder-mismatch", name: "Format specifiers differ", severity: .error,
        summary: "A translation's format specifiers differ from the source's in count, position or type.",
        rationale: "String(format:) reads its arguments by the specifiers of the translation: a specifier the code "
            + "does not pass, or of another type, crashes or prints garbage in that language only, and an argument "
            + "left out leaves that language without what the others say: an error on every string, accessibility "
            + "string or not. %d and %lld read integers of different widths: a warning.",
        guideline: "Apple String Format Specifiers; iOS Accessibility Programming Guide (\"Is localized\")",
        scope: .translation, languages: .all, reportsEveryString: true,
        examples: [
            .bad("placeholder-mismatch", "fr", .label, "%d nouveaux messages", source: "%@ new messages"),
            .bad("placeholder-mismatch", "de", .hint, "Sendet %@ an %@.", source: "Sends %@."),
            .bad("placeholder-mismatch", "ja", .label, "%2$@から%1$d件", source: "%1$@ items from %2$@"),
            .good("placeholder-mismatch", "fr", .label, "%@ nouveaux messages", source: "%@ new messages"),
            .good("placeholder-mismatch", "ja", .label, "%2$@から%1$@件", source: "%1$@ items from %2$@"),
            .good("placeholder-mismatch", "fr", .label, "Volume à 50 % de plus", source: "Volume up by half"),
            .good("placeholder-mismatch", "hu", .label, "100%-os hangerő", source: "Full volume"),
            .good("placeholder-mismatch", "sv", .label, "Numeriskt %-tal", source: "Numeric %"),
            .bad("placeholder-mismatch", "sv", .label, "%-tal av %d", source: "%d%% of %d"),
            .bad("placeholder-mismatch", "fr", .label, "Nouveaux messages", source: "%@ new messages"),
            .good("placeholder-mismatch", "es", .label, "Última actualización % @", source: "Last updated %@"),
            .good("placeholder-mismatch", "nb", .label, "", source: "Moved to %@"),
            .bad("placeholder-mismatch", "es", .label, "Última actualización % d", source: "Last updated %@"),
        ])

    /// Specifiers start with `%`: a key none of whose values holds one (nor a source text taken
    /// from code or a storyboard) has nothing to compare.
    func mayFind(in key: LocalizationKey, sourceValues: LanguageStrings) -> Bool {
        key.mayHoldFormatSpecifiers || sourceValues.first.map { $0.isImplicitSource && $0.valueContainsPercent } == true
    }

    func check(_ context: KeyContext, language: String, values: LanguageStrings?, into findings: inout [Finding]) {
        guard let values, !context.sourceValues.isEmpty else { return }
        // An empty translation has no specifiers to compare: `empty-value` says what is wrong.
        // (Emptiness told without making the text: most values hold no `%` and are never read.)
        for index in values.indices where !values[index].isImplicitSource && !values[index].valueIsEmpty {
            guard let source = context.sourceIndex(forVariant: values[index].variant) else { continue }
            let sourceSpecifiers = context.sourceSpecifiers[source]
            let targetHasPercent = values[index].valueContainsPercent
            guard !sourceSpecifiers.isEmpty || targetHasPercent else { continue }
            // A `.strings` value whose source has no specifier (and no `%%`, written only in a
            // format) is no format: its translation's `%` is text ("100%-osan", "%-tal"). (A
            // catalog's string is formatted by SwiftUI and `String(localized:)` whatever it
            // holds; a stringsdict's always.)
            if sourceSpecifiers.isEmpty, values[index].format == .strings, !Bytes.contains("%%", in: context.sourceValues[source].value) {
                continue
            }
            let targetSpecifiers = targetHasPercent
                ? values[index].withValueBytes(FormatSpecifierScanner.scan).meaningful(inFormat: !sourceSpecifiers.isEmpty) : []
            // The common case: the same specifiers in the same order.
            if targetSpecifiers.count == sourceSpecifiers.count,
                zip(targetSpecifiers, sourceSpecifiers).allSatisfy({ $0.text == $1.text })
            {
                continue
            }
            // In a String Catalog's substitution, `%arg` is the substitution's own argument; a
            // plain specifier in its place reads the arguments in the order the translation
            // puts them, and may speak another substitution's number.
            // (A translation may name its substitutions otherwise: any of the source's counts.)
            let inSubstitution = values[index].variant?.hasPrefix("substitutions.") == true
            let sourceWritesArgument = sourceSpecifiers.contains(where: Self.isSubstitutionArgument)
                || inSubstitution && context.sourceSpecifiers.contains { $0.contains(where: Self.isSubstitutionArgument) }
            if sourceWritesArgument, !targetSpecifiers.contains(where: Self.isSubstitutionArgument),
                let plain = targetSpecifiers.first(where: { !isVariable($0) })
            {
                findings.append(context.finding(
                    Self.description,
                    "the \(language) text writes \(plain.text) where the source writes %arg: in a substitution, %arg is its own "
                        + "argument, while \(plain.text) reads the arguments in the order the text puts them and may show another "
                        + "substitution's number; write %arg",
                    about: values[index], severity: .warning, whateverTheString: true))
                continue
            }
            var otherArguments = siblingVariantSpecifiers(of: values[index].variant, context: context)
            var variableArguments: Set<Int> = []
            // A source that is a format of variables ("%#@followers@") passes its arguments to its
            // variables' variants: a translation written without variables may print them itself.
            // Each variable's own argument is of a type the rule does not see; what the variants
            // print at an explicit position ("%2$@ followers") is known.
            if sourceSpecifiers.contains(where: { isVariable($0) && !Self.isSubstitutionArgument($0) }) {
                for (argument, type) in sourceSpecifiers.argumentTypes where Self.isVariableType(type) { variableArguments.insert(argument) }
                for (other, specifiers) in context.sourceSpecifiers.enumerated() where other != source {
                    for specifier in specifiers where !isVariable(specifier) {
                        guard let position = specifier.position, otherArguments[position] == nil else { continue }
                        otherArguments[position] = specifier.type
                    }
                }
            }
            compare(
                sourceSpecifiers: sourceSpecifiers.filter { !isVariable($0) }, targetSpecifiers: targetSpecifiers,
                otherSourceVariants: otherArguments, variableArguments: variableArguments,
                target: values[index], language: language, context: context, into: &findings)
        }
    }

    /// For a plural variant, the arguments of every source variant of the same rule: the format
    /// call passes the count to every variant, even where the source's own variant leaves it out
    /// ("One file" for `one`).
    private func siblingVariantSpecifiers(of variant: String?, context: KeyContext) -> [Int: FormatSpecifier.ArgumentType] {
        guard let variant, let dot = variant.lastIndex(of: ".") else { return [:] }
        let prefix = variant[...dot]
        var types: [Int: FormatSpecifier.ArgumentType] = [:]
        for (index, source) in context.sourceValues.enumerated() where source.variant?.hasPrefix(prefix) == true {
            for (argument, type) in context.sourceSpecifiers[index].filter({ !isVariable($0) }).argumentTypes where types[argument] == nil {
                types[argument] = type
            }
        }
        return types
    }

    private func compare(
        sourceSpecifiers: [FormatSpecifier], targetSpecifiers scanned: [FormatSpecifier],
        otherSourceVariants: [Int: FormatSpecifier.ArgumentType], variableArguments: Set<Int>, target: LocalizedString, language: String,
        context: KeyContext, into findings: inout [Finding]
    ) {
        let targetSpecifiers = scanned.filter { !isVariable($0) }
        var sourceTypes = sourceSpecifiers.argumentTypes
        for (argument, type) in otherSourceVariants where sourceTypes[argument] == nil { sourceTypes[argument] = type }
        let targetTypes = targetSpecifiers.argumentTypes
        // Crashes, garbage or a lost argument: an argument the code does not pass, one of another
        // type, one left out.
        var crashes: [String] = []
        // Works, but not as meant: an integer of another width.
        var warnings: [String] = []
        for (argument, type) in targetTypes.sorted(by: { $0.key < $1.key }) where !variableArguments.contains(argument) {
            guard let expected = sourceTypes[argument] else {
                crashes.append("argument \(argument) (\(type.name)) is not in the source")
                continue
            }
            if !type.isCompatible(with: expected) {
                crashes.append("argument \(argument) is \(type.name) but \(expected.name) in the source")
            } else if type != expected {
                warnings.append("argument \(argument) is \(type.name) but \(expected.name) in the source")
            }
        }
        // A plural variant often leaves the number out ("One file"): only plain values count.
        // Only the source's own arguments: another variant's may be left out of this one.
        let missing = sourceSpecifiers.argumentTypes.keys.filter { targetTypes[$0] == nil }.sorted()
        if !missing.isEmpty, target.variant == nil {
            let list = missing.map(String.init).joined(separator: ", ")
            crashes.append(missing.count == 1 ? "argument \(list) of the source is missing" : "arguments \(list) of the source are missing")
        }
        let problems = crashes + warnings
        guard !problems.isEmpty else { return }
        let written = targetSpecifiers.map(\.text).joined(separator: " ")
        let expected = sourceSpecifiers.map(\.text).joined(separator: " ")
        findings.append(context.finding(
            Self.description,
            "the \(language) format specifiers (\(written.isEmpty ? "none" : written)) do not match the source's (\(expected.isEmpty ? "none" : expected)): "
                + problems.joined(separator: "; "),
            about: target, severity: crashes.isEmpty ? .warning : .error, whateverTheString: !crashes.isEmpty))
    }

    static func isVariableType(_ type: FormatSpecifier.ArgumentType) -> Bool {
        if case .variable = type { return true }
        return false
    }

    /// `%arg`, a String Catalog substitution's placeholder for its argument.
    static func isSubstitutionArgument(_ specifier: FormatSpecifier) -> Bool { specifier.type == .variable("arg") }

    private func isVariable(_ specifier: FormatSpecifier) -> Bool { Self.isVariableType(specifier.type) }
}
