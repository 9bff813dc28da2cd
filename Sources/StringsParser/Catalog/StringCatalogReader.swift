/// Reads Xcode String Catalogs (`.xcstrings`): JSON holding every language of one table.
///
/// Every leaf value (`stringUnit.value`) becomes a ``LocalizedString`` with its own line and
/// column, and a variant path for values under `variations` (`plural.one`, `device.iphone`,
/// `device.iphone.plural.one`) and `substitutions` (`substitutions.count.plural.other`).
/// Unknown fields and states are kept, never rejected. A key with no unit in the source language
/// stands for its own source text (a catalog's keys are usually the English text itself): the key
/// becomes the source-language value, marked ``LocalizedString/isImplicitSource``.
public enum StringCatalogReader {
    /// The source language assumed when a catalog does not name one.
    public static let fallbackSourceLanguage = "en"

    public static func read(_ data: [UInt8], file: String, table: TableID) -> LocalizationFile {
        let text = TextDecoder.decode(data)
        let lines = text.makeLineTable()
        var reader = Reader(file: file, table: table, lines: lines)
        reader.diagnostics = text.diagnostics(file: file, lines: lines)
        let json = JSONReader.read(text)
        reader.diagnostics += json.diagnostics(file: file, lines: lines)
        if let root = json.root, json.error == nil { reader.readCatalog(root) }
        return LocalizationFile(
            path: file, format: .xcstrings, table: table, language: nil, encoding: text.encoding,
            strings: reader.strings, diagnostics: reader.diagnostics,
            sourceLanguage: reader.sourceLanguage, catalogKeys: reader.keys)
    }

    private struct Reader {
        let file: String
        let table: TableID
        let lines: LineTable
        var diagnostics: [Diagnostic] = []
        var strings: [LocalizedString] = []
        /// One origin per language, shared by its strings.
        var origins: [String: StringOrigin] = [:]
        var keys: [String: CatalogKeyInfo] = [:]
        var sourceLanguage: String?

        init(file: String, table: TableID, lines: LineTable) {
            self.file = file
            self.table = table
            self.lines = lines
        }

        func location(_ offset: Int) -> SourceLocation { lines.location(ofOffset: offset, in: file) }

        /// The origin of the strings of `language`.
        mutating func origin(_ language: String) -> StringOrigin {
            if let origin = origins[language] { return origin }
            let origin = StringOrigin(table: table, language: language, file: file, format: .xcstrings)
            origins[language] = origin
            return origin
        }

        mutating func report(_ problem: CatalogProblem, at offset: Int) {
            diagnostics.append(Diagnostic(problem, at: location(offset)))
        }

        /// The node if it is an object, else a wrong-type problem.
        mutating func object(_ node: JSONNode, field: String) -> [JSONMember]? {
            if let members = node.objectMembers { return members }
            report(.wrongType(field: field, expected: "an object", found: node.kind.rawValue), at: node.offset)
            return nil
        }

        mutating func string(_ node: JSONNode, field: String) -> String? {
            if let value = node.stringValue { return value }
            report(.wrongType(field: field, expected: "a string", found: node.kind.rawValue), at: node.offset)
            return nil
        }

        mutating func readCatalog(_ root: JSONNode) {
            guard root.objectMembers != nil else {
                report(.rootNotObject, at: root.offset)
                return
            }
            if let node = root["sourceLanguage"] {
                // A value of the wrong type is reported as such (and English assumed).
                sourceLanguage = string(node, field: "sourceLanguage").map(LanguageTag.normalize)
                    ?? StringCatalogReader.fallbackSourceLanguage
            } else {
                report(.missingSourceLanguage(assumed: StringCatalogReader.fallbackSourceLanguage), at: root.offset)
                sourceLanguage = StringCatalogReader.fallbackSourceLanguage
            }
            guard let stringsNode = root["strings"] else {
                report(.missingStrings, at: root.offset)
                return
            }
            guard let entries = object(stringsNode, field: "strings") else { return }
            for entry in entries { readKey(entry) }
        }

        mutating func readKey(_ member: JSONMember) {
            let key = member.key
            guard let fields = object(member.value, field: key) else { return }
            var info = CatalogKeyInfo(comment: nil, extractionState: nil, shouldTranslate: true)
            var localizations: [JSONMember] = []
            for field in fields {
                switch field.key {
                case "comment": info.comment = string(field.value, field: "comment")
                case "extractionState": info.extractionState = string(field.value, field: "extractionState")
                case "shouldTranslate":
                    if let flag = field.value.boolValue {
                        info.shouldTranslate = flag
                    } else {
                        report(.wrongType(field: "shouldTranslate", expected: "true or false", found: field.value.kind.rawValue), at: field.value.offset)
                    }
                case "localizations": localizations = object(field.value, field: "localizations") ?? []
                default: info.otherFields[field.key] = JSONWriter.write(JSONOutput(field.value), style: .compact)
                }
            }
            keys[key] = info
            let source = sourceLanguage ?? StringCatalogReader.fallbackSourceLanguage
            var hasSourceUnit = false
            for localization in localizations {
                let language = LanguageTag.normalize(localization.key)
                if language == source { hasSourceUnit = true }
                readVariations(localization.value, key: key, language: language, path: [], comment: info.comment)
            }
            if !hasSourceUnit {
                let keyLocation = location(member.keyOffset)
                strings.append(
                    LocalizedString(
                        origin: origin(source), key: key, value: key, position: keyLocation.position, keyPosition: keyLocation.position,
                        comment: info.comment, isImplicitSource: true))
            }
        }

        /// Reads a localization, a variation case or a substitution: each may hold a
        /// `stringUnit`, `variations` and `substitutions`.
        mutating func readVariations(_ node: JSONNode, key: String, language: String, path: [String], comment: String?) {
            guard let fields = object(node, field: path.last ?? language) else { return }
            for field in fields {
                switch field.key {
                case "stringUnit":
                    readUnit(field.value, key: key, language: language, path: path, comment: comment)
                case "variations":
                    guard let kinds = object(field.value, field: "variations") else { continue }
                    for kind in kinds {
                        guard let cases = object(kind.value, field: kind.key) else { continue }
                        for variationCase in cases {
                            readVariations(variationCase.value, key: key, language: language, path: path + [kind.key, variationCase.key], comment: comment)
                        }
                    }
                case "substitutions":
                    guard let substitutions = object(field.value, field: "substitutions") else { continue }
                    for substitution in substitutions {
                        readVariations(substitution.value, key: key, language: language, path: path + ["substitutions", substitution.key], comment: comment)
                    }
                default:
                    continue  // argNum, formatSpecifier and fields l10n-ax does not know
                }
            }
        }

        mutating func readUnit(_ node: JSONNode, key: String, language: String, path: [String], comment: String?) {
            guard node.objectMembers != nil else {
                _ = object(node, field: "stringUnit")
                return
            }
            let state = node["state"].flatMap { string($0, field: "state") }
            guard let valueNode = node["value"] else {
                report(.unitWithoutValue(key: key, language: language), at: node.offset)
                return
            }
            guard let value = string(valueNode, field: "value") else { return }
            strings.append(
                LocalizedString(
                    origin: origin(language), key: key, variant: path.isEmpty ? nil : path.joined(separator: "."),
                    value: value, position: location(valueNode.offset).position, state: state, comment: comment))
        }
    }
}
