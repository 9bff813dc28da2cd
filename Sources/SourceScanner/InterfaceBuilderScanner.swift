import StringsParser

/// An accessibility text set on an object in a storyboard or xib.
public struct InterfaceBuilderText: Hashable, Sendable {
    /// The storyboard's or xib's name (`Main` for `Main.storyboard`): the name of its strings tables.
    public var table: String
    /// The object's ID (`a1B-2c-D3e`): its table keys are `<objectID>.<property>`.
    public var objectID: String
    /// The object's element (`button`, `imageView`, `popUpButton`).
    public var elementName: String
    public var role: Role
    /// The property as the storyboard's strings table names it (`accessibilityLabel`,
    /// `accessibilityHint`, `ibExternalAccessibilityDescription`).
    public var property: String
    /// The text, in the storyboard's own (base) language.
    public var text: String
    /// Where the text is written (its attribute value).
    public var location: SourceLocation

    /// The key of this text in the storyboard's strings tables.
    public var key: String { "\(objectID).\(property)" }
}

/// Reads the accessibility texts of storyboards and xibs:
/// UIKit `<accessibility key="accessibilityConfiguration" label="…" hint="…"/>` and AppKit
/// `<accessibility description="…" help="…"/>`, each belonging to the nearest enclosing element
/// with an `id`.
public enum InterfaceBuilderScanner {
    /// Attribute of `<accessibility>` → (role, strings-table property).
    static let attributes: [(name: StaticString, role: Role, property: String)] = [
        ("label", .label, "accessibilityLabel"), ("hint", .hint, "accessibilityHint"),
        ("description", .label, "ibExternalAccessibilityDescription"), ("help", .hint, "accessibilityHelp"),
    ]

    public static func scan(_ bytes: [UInt8], file: String) -> (texts: [InterfaceBuilderText], diagnostics: [Diagnostic]) {
        let decoded = TextDecoder.decode(bytes)
        // Storyboards are large and most hold no accessibility text: look before parsing.
        guard ByteText.contains("<accessibility", in: decoded.bytes) else { return ([], []) }
        let lines = decoded.makeLineTable()
        let tableName = tableName(ofFile: file)
        var scanner = XMLScanner(bytes: decoded.bytes, from: decoded.contentStart)
        var texts: [InterfaceBuilderText] = []
        // The open elements: their IDs (nil for elements without one) and names.
        var open: [(id: String?, name: String)] = []
        do {
            while let event = try scanner.next() {
                switch event {
                case let .startTag(tag):
                    if scanner.bytes(in: tag.nameRange, equal: "accessibility"), let owner = open.last(where: { $0.id != nil }) {
                        for attribute in attributes {
                            guard let value = scanner.attribute(named: attribute.name, of: tag) else { continue }
                            texts.append(InterfaceBuilderText(
                                table: tableName, objectID: owner.id!, elementName: owner.name, role: attribute.role, property: attribute.property,
                                text: scanner.value(of: value), location: lines.location(ofOffset: value.valueOffset, in: file)))
                        }
                    }
                    if !tag.isSelfClosing {
                        open.append((scanner.attribute(named: "id", of: tag).map { scanner.value(of: $0) }, scanner.name(of: tag)))
                    }
                case .endTag:
                    if !open.isEmpty { open.removeLast() }
                default:
                    continue
                }
            }
        } catch {
            return (texts, [Diagnostic(error.problem, at: lines.location(ofOffset: error.offset, in: file))])
        }
        return (texts, [])
    }

    /// The name of a storyboard's or xib's strings tables: its file name without the extension
    /// (`Main` for `App/Base.lproj/Main.storyboard`, `Main.v2` for `Main.v2.storyboard`), as
    /// discovery names the tables.
    public static func tableName(ofFile path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
