/// Reads `.stringsdict` files (XML or binary property lists): every plural, width and device
/// variant becomes its own ``LocalizedString``, with a variant path made of the dictionary keys
/// that lead to it: `NSStringLocalizedFormatKey`, `count.one`,
/// `NSStringVariableWidthRuleType.20`, `NSStringDeviceSpecificRuleType.iphone`.
///
/// The rule descriptions `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey` are not
/// localized text and are not values.
public enum StringsdictReader {
    /// Keys whose values describe a rule rather than hold text.
    static let ruleDescriptionKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

    /// Deepest nesting read (device variants holding plural rules are three levels deep).
    static let maximumDepth = 16

    public static func read(_ bytes: [UInt8], file: String, table: TableID, language: String) -> LocalizationFile {
        let plist = PropertyListFile.readAny(bytes, file: file)
        var diagnostics = plist.diagnostics
        var strings: [LocalizedString] = []
        let origin = StringOrigin(table: table, language: language, file: file, format: .stringsdict)
        if let root = plist.root {
            if let entries = root.dictionary?.members {
                for entry in entries {
                    collect(
                        entry.value, key: entry.key, path: [], plist: plist, origin: origin,
                        into: &strings, diagnostics: &diagnostics)
                }
            } else {
                diagnostics.append(Diagnostic(LoadProblem.rootNotDictionary(found: root.kindDescription), at: plist.location(of: root)))
            }
        }
        return LocalizationFile(
            path: file, format: .stringsdict, table: table, language: language, encoding: plist.encoding,
            strings: strings, diagnostics: diagnostics)
    }

    private static func collect(
        _ value: PlistValue, key: String, path: [String], plist: PropertyListFile, origin: StringOrigin,
        into strings: inout [LocalizedString], diagnostics: inout [Diagnostic]
    ) {
        switch value.kind {
        case let .string(text):
            strings.append(
                LocalizedString(
                    origin: origin, key: key, variant: path.isEmpty ? nil : path.joined(separator: "."),
                    value: text, position: plist.location(ofContent: value).position))
        case let .dictionary(dictionary):
            guard path.count < maximumDepth else { return }
            for member in dictionary.members where !ruleDescriptionKeys.contains(member.key) {
                collect(
                    member.value, key: key, path: path + [member.key], plist: plist, origin: origin,
                    into: &strings, diagnostics: &diagnostics)
            }
        default:
            diagnostics.append(Diagnostic(
                LoadProblem.valueNotString(key: ([key] + path).joined(separator: "."), found: value.kindDescription),
                at: plist.location(of: value)))
        }
    }
}
