/// The file formats Apple uses for localized strings.
public enum LocalizationFormat: String, Hashable, Sendable, CaseIterable {
    /// `Localizable.strings`: text `"key" = "value";` (or an XML or binary property list).
    case strings
    /// `Localizable.stringsdict`: plural, width and device variants in a property list.
    case stringsdict
    /// `Localizable.xcstrings`: an Xcode String Catalog (JSON) holding every language.
    case xcstrings
    /// A storyboard's or xib's own text, in its base language (not a strings table).
    case interfaceBuilder
    /// A key's text written in code, shown when the table lacks the key:
    /// `NSLocalizedString("key", value: "Play", comment: …)`.
    case sourceCode

    /// The format of a file, from its extension.
    public init?(fileExtension: some StringProtocol) {
        self.init(extensionBytes: fileExtension.utf8)
    }

    /// The format of a file name extension's UTF-8 bytes.
    init?(extensionBytes bytes: some Collection<UInt8>) {
        if ASCIICase.equals(bytes, lowercase: "strings") {
            self = .strings
        } else if ASCIICase.equals(bytes, lowercase: "stringsdict") {
            self = .stringsdict
        } else if ASCIICase.equals(bytes, lowercase: "xcstrings") {
            self = .xcstrings
        } else {
            return nil
        }
    }
}

/// A strings table: what `NSLocalizedString(_:tableName:bundle:…)` looks keys up in.
///
/// The same table name in two bundles (an app and its extension each have an `InfoPlist` table)
/// is two tables, so the folder the `.lproj` folders live in (or the catalog's folder) is part of
/// the identity.
public struct TableID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The folder holding the table's `.lproj` folders, or the String Catalog's folder.
    public var bundle: String
    /// The table name: the file name without extension (`Localizable`).
    public var name: String

    public init(bundle: String, name: String) {
        self.bundle = bundle
        self.name = name
    }

    public static func < (lhs: TableID, rhs: TableID) -> Bool { (lhs.name, lhs.bundle) < (rhs.name, rhs.bundle) }

    public var description: String { name }
}

/// What the strings read from one file in one language share: their table, language, file and
/// format. One object per file (per language, in a String Catalog), referenced by each string.
public final class StringOrigin: Sendable {
    public let table: TableID
    /// BCP 47 (`pt-BR`, `zh-Hans`), `Base`, or `und` when the file is in no `.lproj` folder.
    public let language: String
    /// The file's path, as the strings' locations give it.
    public let file: String
    public let format: LocalizationFormat
    /// The bytes of the file's values that its strings make their text from when it is read
    /// (a text `.strings` file's values written without escapes), when it keeps them.
    let verbatimValues: VerbatimValues?

    public convenience init(table: TableID, language: String, file: String, format: LocalizationFormat) {
        self.init(table: table, language: language, file: file, format: format, verbatimValues: nil)
    }

    init(table: TableID, language: String, file: String, format: LocalizationFormat, verbatimValues: VerbatimValues?) {
        self.table = table
        self.language = language
        self.file = file
        self.format = format
        self.verbatimValues = verbatimValues
    }
}

/// One localized value: a table's key in one language, possibly one variant of it.
///
/// Immutable, and a class: a project holds hundreds of thousands of them, referenced from its
/// files, its tables and the findings, and copying a reference is one retain where copying a
/// struct of ten strings is ten. Kept small, as there are so many: what every string of a file
/// shares is one ``StringOrigin``; positions are packed; the fields many strings lack (a comment,
/// a catalog state, an Interface Builder comment) are in a box of their own, absent for most and
/// shared by the key's strings in other languages that say the same; equal keys and values are
/// one storage (see ``LocalizationProject``'s merge).
public final class LocalizedString: Hashable, Sendable {
    /// The table, language, file and format the string was read from.
    public let origin: StringOrigin
    /// (Replaced once by an equal string, see ``shareStorage(key:)``.)
    @exclusivity(unchecked) public nonisolated(unsafe) private(set) var key: String
    /// The text users see.
    public var value: String {
        switch storedValue {
        case .text(let text): text
        case let .verbatim(offset, count): origin.verbatimValues!.text(at: offset, count: count)
        }
    }
    /// `body` on the value's UTF-8 where it is kept, its file's bytes or its text: a value read
    /// only to be searched (for format specifiers) is never made into text.
    public func withValueBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch storedValue {
        case .text(var text): text.withUTF8(body)
        case let .verbatim(offset, count): origin.verbatimValues!.withBytes(at: offset, count: count, body)
        }
    }

    /// Whether the value is empty, told without making its text.
    public var valueIsEmpty: Bool {
        switch storedValue {
        case .text(let text): text.isEmpty
        case .verbatim(_, let count): count == 0
        }
    }
    /// (Replaced once by a string of the same bytes, see ``shareValue(_:)``, or by its text, see
    /// ``makeValue()``.)
    @exclusivity(unchecked) private nonisolated(unsafe) var storedValue: StoredValue
    /// `true` when the value is a String Catalog key standing for its own source-language text
    /// (the catalog has no unit for the source language, so the key is what users see).
    /// (Stored: read for every string; and the object's allocation has room for it.)
    public let isImplicitSource: Bool
    /// Whether the value holds a `%`: without one it has no format specifier. Found once, while
    /// the value is fresh, so that a rule about specifiers skips most keys without reading them.
    public let valueContainsPercent: Bool
    private let valuePosition: PackedPosition
    private let keyPlacement: PackedKeyPlacement
    /// (Replaced once by an equal box, see ``shareDetails(with:)``.)
    @exclusivity(unchecked) private nonisolated(unsafe) var details: Details?

    /// A value's text, or where its bytes are in ``StringOrigin/verbatimValues`` (17 bytes: the
    /// tag takes a byte the fields after it leave free).
    private enum StoredValue {
        case text(String)
        case verbatim(offset: UInt32, count: UInt32)
    }

    /// The fields many strings lack: a comment (which the same key's strings in other languages
    /// usually repeat, so that one box serves them all), a variant and a catalog state (every
    /// string of a String Catalog or a `.stringsdict`), and, rarer still, the rest.
    fileprivate final class Details: Sendable {
        let comment: String?
        let variant: String?
        let state: String?
        let rare: Rare?

        init(comment: String?, variant: String?, state: String?, rare: Rare?) {
            self.comment = comment
            self.variant = variant
            self.state = state
            self.rare = rare
        }

        /// A box for these fields; nil when every one is nil.
        static func make(comment: String?, variant: String?, state: String?, rare: Rare?) -> Details? {
            comment != nil || variant != nil || state != nil || rare != nil ? Details(comment: comment, variant: variant, state: state, rare: rare) : nil
        }

        /// Whether the two boxes hold the same bytes: then one can stand for both. (Text that is
        /// only canonically equivalent, as `==` has it, is not the same: its bytes are reported.)
        func isEquivalent(to other: Details) -> Bool {
            guard ByteSearch.sameBytes(comment, other.comment), ByteSearch.sameBytes(variant, other.variant), ByteSearch.sameBytes(state, other.state) else { return false }
            switch (rare, other.rare) {
            case (nil, nil): return true
            case let (rare?, other?):
                guard rare.location == nil, other.location == nil, rare.keyLocation == nil, other.keyLocation == nil else { return false }
                return Self.sameBytes(rare.interfaceBuilder, other.interfaceBuilder)
            default: return false
            }
        }

        /// Whether the two Interface Builder comments hold the same bytes (both nil counts as the same).
        static func sameBytes(_ own: InterfaceBuilderComment?, _ theirs: InterfaceBuilderComment?) -> Bool {
            switch (own, theirs) {
            case (nil, nil): return true
            case let (own?, theirs?):
                return ByteSearch.sameBytes(own.className, theirs.className) && ByteSearch.sameBytes(own.objectID, theirs.objectID)
                    && own.properties.count == theirs.properties.count
                    && zip(own.properties, theirs.properties).allSatisfy { ByteSearch.sameBytes($0.name, $1.name) && ByteSearch.sameBytes($0.value, $1.value) }
            default: return false
            }
        }

        /// Whether this box holds just `comment` and `interfaceBuilder`, byte for byte: what a box
        /// of a strings file's entry holds when its positions pack.
        func holds(comment: String, interfaceBuilder: InterfaceBuilderComment?) -> Bool {
            guard variant == nil, state == nil, ByteSearch.sameBytes(self.comment, comment) else { return false }
            guard let rare else { return interfaceBuilder == nil }
            return rare.location == nil && rare.keyLocation == nil && Self.sameBytes(rare.interfaceBuilder, interfaceBuilder)
        }
    }

    /// An Interface Builder comment, and positions too large to pack.
    fileprivate final class Rare: Sendable {
        let interfaceBuilder: InterfaceBuilderComment?
        let location: SourcePosition?
        let keyLocation: SourceLocation?

        init(interfaceBuilder: InterfaceBuilderComment?, location: SourcePosition?, keyLocation: SourceLocation?) {
            self.interfaceBuilder = interfaceBuilder
            self.location = location
            self.keyLocation = keyLocation
        }
    }

    /// A string read from a file: its positions are in `origin`'s file.
    public convenience init(
        origin: StringOrigin, key: String, variant: String? = nil, value: String, position: SourcePosition,
        keyPosition: SourcePosition? = nil, state: String? = nil, comment: String? = nil,
        interfaceBuilder: InterfaceBuilderComment? = nil, isImplicitSource: Bool = false
    ) {
        self.init(
            origin: origin, key: key, variant: variant, value: value, position: position, keyPosition: keyPosition, keyElsewhere: nil,
            state: state, comment: comment, interfaceBuilder: interfaceBuilder, isImplicitSource: isImplicitSource)
    }

    public convenience init(
        table: TableID, key: String, language: String, variant: String? = nil, value: String,
        location: SourceLocation, keyLocation: SourceLocation? = nil, state: String? = nil,
        comment: String? = nil, format: LocalizationFormat, interfaceBuilder: InterfaceBuilderComment? = nil,
        isImplicitSource: Bool = false
    ) {
        let keyInFile = keyLocation.map { $0.file == location.file } ?? false
        self.init(
            origin: StringOrigin(table: table, language: language, file: location.file, format: format), key: key, variant: variant,
            value: value, position: location.position, keyPosition: keyInFile ? keyLocation?.position : nil,
            keyElsewhere: keyInFile ? nil : keyLocation, state: state, comment: comment, interfaceBuilder: interfaceBuilder,
            isImplicitSource: isImplicitSource)
    }

    /// Packs the value's position, and the key's where it is before the value in the same file
    /// (a key written in another file is only ever made up, never read); what does not pack goes
    /// in the box.
    /// - Parameters:
    ///   - keyPosition: where the key is in the value's file (what a parser reads: no location,
    ///     file name and all, to copy and compare per string).
    ///   - keyElsewhere: where the key is, in another file.
    private convenience init(
        origin: StringOrigin, key: String, variant: String?, value: String, position: SourcePosition, keyPosition: SourcePosition?,
        keyElsewhere: SourceLocation?, state: String?, comment: String?, interfaceBuilder: InterfaceBuilderComment?, isImplicitSource: Bool
    ) {
        self.init(
            origin: origin, key: key, variant: variant, storedValue: .text(value),
            valueContainsPercent: ByteSearch.contains(UInt8(ascii: "%"), in: value), position: position, keyPosition: keyPosition,
            keyElsewhere: keyElsewhere, state: state, comment: comment, interfaceBuilder: interfaceBuilder, isImplicitSource: isImplicitSource)
    }

    private init(
        origin: StringOrigin, key: String, variant: String?, storedValue: StoredValue, valueContainsPercent: Bool, position: SourcePosition,
        keyPosition: SourcePosition?, keyElsewhere: SourceLocation?, state: String?, comment: String?, interfaceBuilder: InterfaceBuilderComment?,
        isImplicitSource: Bool, boxes: StringInterner? = nil
    ) {
        self.origin = origin
        self.key = key
        self.storedValue = storedValue
        self.isImplicitSource = isImplicitSource
        self.valueContainsPercent = valueContainsPercent
        let packedValue = PackedPosition(position)
        let packedKey = packedValue == nil ? nil : keyPosition.flatMap { PackedKeyPlacement($0, before: position) }
        self.valuePosition = packedValue ?? .absent
        self.keyPlacement = packedKey ?? .absent
        // Only what does not pack is made into a location: most strings have none to make.
        let packs = packedValue != nil && (packedKey != nil || (keyPosition == nil && keyElsewhere == nil))
        if let boxes, packs, variant == nil, state == nil, let comment {
            // A strings file's comment: the box the reading thread made for the same comment.
            details = boxes.commentBoxes.box(comment: comment, interfaceBuilder: interfaceBuilder)
            return
        }
        if let boxes, let comment { boxes.commentBoxes.count(unboxed: comment) }
        var rare: Rare?
        if interfaceBuilder != nil || packedValue == nil || (packedKey == nil && (keyPosition != nil || keyElsewhere != nil)) {
            let unpackedKey = packedKey != nil ? nil : keyPosition.map { SourceLocation(file: origin.file, position: $0) } ?? keyElsewhere
            rare = Rare(interfaceBuilder: interfaceBuilder, location: packedValue == nil ? position : nil, keyLocation: unpackedKey)
        }
        details = Details.make(comment: comment, variant: variant, state: state, rare: rare)
    }

    /// Makes the key the same storage as `key` (the same key's in another language): a table's
    /// key in 40 languages is then held once, not 40 times. Called by the merge only, before the
    /// string is read by more than one thread; the key stays equal, so nothing that reads it can
    /// tell.
    func shareStorage(key: String) {
        self.key = key
    }

    /// Makes the value `shared`, a string of the same bytes (the same key's value in another
    /// language: an untranslated copy), so that both are one storage. Called by the merge only,
    /// like ``shareStorage(key:)``.
    func shareValue(_ shared: String) {
        storedValue = .text(shared)
    }

    /// The value's text when it is made (not kept as bytes to make it from when read, see
    /// ``StringOrigin/verbatimValues``).
    var madeValue: String? {
        if case .text(let text) = storedValue { return text }
        return nil
    }

    /// Makes the value's text once, where it is kept as bytes (see ``StringOrigin/verbatimValues``),
    /// so that reading it again costs nothing: for the strings a caller is about to read many
    /// times. Called only while no other thread reads the string (an audit does it before its
    /// rules run on several cores); the value stays the same, so nothing that reads it can tell.
    public func makeValue() {
        if case .verbatim = storedValue { storedValue = .text(value) }
    }

    /// Whether the string has a box of rarer fields.
    var hasDetails: Bool { details != nil }

    /// Whether the string's box of rarer fields is `other`'s own (not only an equal one).
    func hasSameDetails(as other: LocalizedString) -> Bool { details != nil && details === other.details }

    /// Makes the box of the fields many strings lack (the comment, a storyboard string's
    /// Interface Builder comment, which every language's file repeats) the same as `other`'s
    /// when they say the same. Called by the merge only. Returns whether the box is `other`'s.
    func shareDetails(with other: LocalizedString) -> Bool {
        guard let own = details, let theirs = other.details else { return false }
        if own === theirs { return true }
        guard own.isEquivalent(to: theirs) else { return false }
        details = theirs
        return true
    }

    /// Adds a comment the `.strings` parser found after the entry's `;`, while it reads the
    /// file, before the string is shared.
    func appendTrailingComment(_ text: String) {
        details = Details.make(
            comment: comment.map { $0 + "\n" + text } ?? text, variant: details?.variant, state: details?.state, rare: details?.rare)
    }

    /// The translator's comment: the comment before the entry, or the catalog key's comment.
    public var comment: String? { details?.comment }
    @inlinable public var table: TableID { origin.table }
    /// BCP 47 (`pt-BR`, `zh-Hans`), `Base`, or `und` when the file is in no `.lproj` folder.
    @inlinable public var language: String { origin.language }
    @inlinable public var format: LocalizationFormat { origin.format }
    /// Where the value is written.
    public var location: SourceLocation {
        SourceLocation(file: origin.file, position: details?.rare?.location ?? valuePosition.position)
    }
    /// Where the key is written, when the format has a key position of its own.
    public var keyLocation: SourceLocation? {
        if let position = keyPlacement.position(before: valuePosition) { return SourceLocation(file: origin.file, position: position) }
        return details?.rare?.keyLocation
    }
    /// The variant path for plural, width and device variants (`count.one`, `plural.other`,
    /// `device.iphone`, `NSStringLocalizedFormatKey`, `substitutions.n.plural.one`); `nil` for a
    /// plain value.
    public var variant: String? { details?.variant }
    /// A String Catalog unit's state (`translated`, `new`, `needs_review`, `stale`, or any other
    /// state a catalog holds); `nil` outside catalogs.
    public var state: String? { details?.state }
    /// Interface Builder's fields from the entry's comment, in storyboard and xib tables.
    public var interfaceBuilder: InterfaceBuilderComment? { details?.rare?.interfaceBuilder }

    public static func == (lhs: LocalizedString, rhs: LocalizedString) -> Bool {
        lhs === rhs
            || (lhs.table == rhs.table && lhs.key == rhs.key && lhs.language == rhs.language && lhs.variant == rhs.variant
                && lhs.value == rhs.value && lhs.location == rhs.location && lhs.keyLocation == rhs.keyLocation
                && lhs.state == rhs.state && lhs.comment == rhs.comment && lhs.format == rhs.format
                && lhs.interfaceBuilder == rhs.interfaceBuilder && lhs.isImplicitSource == rhs.isImplicitSource)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(table)
        hasher.combine(key)
        hasher.combine(language)
        hasher.combine(variant)
        hasher.combine(value)
        hasher.combine(location)
    }
}

/// A ``SourcePosition`` in 12 bytes: line, column and offset in 32 bits each (a position beyond
/// them is kept whole elsewhere).
struct PackedPosition: Sendable {
    private let line: UInt32
    private let column: UInt32
    private let offset: UInt32

    /// No position: a key without a position of its own.
    static let absent = PackedPosition(line: .max, column: 0, offset: 0)

    private init(line: UInt32, column: UInt32, offset: UInt32) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// Packs `position`, or nil when its line, column or offset does not fit in 32 bits (a file
    /// of more than 4 GB).
    init?(_ position: SourcePosition) {
        guard let line = UInt32(exactly: position.line), line < .max, let column = UInt32(exactly: position.column),
            let offset = UInt32(exactly: position.offset)
        else { return nil }
        self.init(line: line, column: column, offset: offset)
    }

    var isPresent: Bool { line < .max }
    var position: SourcePosition { SourcePosition(line: Int(line), column: Int(column), offset: Int(offset)) }
}

/// Where a key is, packed in 8 bytes against its value's position: lines and bytes back from
/// the value, and its own column. A key after its value, or too far before it, does not pack.
struct PackedKeyPlacement: Sendable {
    private let linesBack: UInt16
    private let column: UInt16
    private let bytesBack: UInt32

    /// No position: a key without one, or one kept whole.
    static let absent = PackedKeyPlacement(linesBack: .max, column: 0, bytesBack: 0)

    private init(linesBack: UInt16, column: UInt16, bytesBack: UInt32) {
        self.linesBack = linesBack
        self.column = column
        self.bytesBack = bytesBack
    }

    /// `key` packed against `value`'s position, or nil when it does not pack.
    init?(_ key: SourcePosition, before value: SourcePosition) {
        guard key.offset <= value.offset, key.line <= value.line, let linesBack = UInt16(exactly: value.line - key.line), linesBack < .max,
            let column = UInt16(exactly: key.column), let bytesBack = UInt32(exactly: value.offset - key.offset)
        else { return nil }
        self.init(linesBack: linesBack, column: column, bytesBack: bytesBack)
    }

    /// The key's position, given its value's; nil when absent.
    func position(before value: PackedPosition) -> SourcePosition? {
        guard linesBack < .max else { return nil }
        let valuePosition = value.position
        return SourcePosition(line: valuePosition.line - Int(linesBack), column: Int(column), offset: valuePosition.offset - Int(bytesBack))
    }
}

/// The `.strings` parser makes the model's strings directly.
extension LocalizedString: StringsTableEntry {
    /// Every value written without escapes but the empty one is kept as bytes: even a short one,
    /// which a `String` holds without an allocation, costs a check of its UTF-8 and a copy to make.
    static var verbatimValueLength: Int { 1 }

    convenience init(
        key: String, value: ParsedValue, keyPosition: SourcePosition, valuePosition: SourcePosition, comment: String?,
        interfaceBuilder: InterfaceBuilderComment?, isShorthand: Bool, context origin: StringOrigin, interner: StringInterner?
    ) {
        let stored: StoredValue
        let containsPercent: Bool
        switch value {
        case .text(let text):
            stored = .text(text)
            containsPercent = ByteSearch.contains(UInt8(ascii: "%"), in: text)
        case .verbatim(let bytes):
            containsPercent = ByteSearch.contains(UInt8(ascii: "%"), in: bytes)
            if let kept = origin.verbatimValues?.append(bytes) {
                stored = .verbatim(offset: kept.offset, count: kept.count)
            } else {
                stored = .text(value.text)
            }
        }
        self.init(
            origin: origin, key: key, variant: nil, storedValue: stored, valueContainsPercent: containsPercent, position: valuePosition,
            keyPosition: keyPosition, keyElsewhere: nil, state: nil, comment: comment, interfaceBuilder: interfaceBuilder,
            isImplicitSource: false, boxes: interner)
    }

    var keyStart: SourcePosition { keyLocation?.position ?? location.position }
}

/// The comment boxes one reading thread made, found by their comment's bytes: the same key's
/// entry in each language's file repeats its comment (and a storyboard's, its Interface Builder
/// fields), and gets the box made for the first. The merge would otherwise find the copies the
/// same and drop them, freeing on its own thread what the reading threads allocated.
struct CommentBoxes {
    private var index = KeyIndex()
    fileprivate var boxes: [LocalizedString.Details] = []
    /// Whether each box's comment holds the marker.
    private var marks: [Bool] = []
    private let limit: Int
    private let marker: BytePattern?
    /// How many strings made so far have a comment that holds the marker: a reader compares the
    /// count before and after a file to tell whether any of the file's comments holds it.
    private(set) var markedComments = 0

    /// At most `limit` boxes are remembered; past it, each entry gets a box of its own.
    init(limit: Int, marker: BytePattern? = nil) {
        self.limit = limit
        self.marker = marker
    }

    fileprivate mutating func box(comment: String, interfaceBuilder: InterfaceBuilderComment?) -> LocalizedString.Details {
        var text = comment
        let hash = text.withUTF8 { ByteSearch.hash($0) }
        // Read through `self`: a copy of the array held here would make the append copy it whole.
        if let found = index.existing(hash: hash, isKey: { self.boxes[$0].holds(comment: comment, interfaceBuilder: interfaceBuilder) }) {
            if self.marks[found] { markedComments += 1 }
            return self.boxes[found]
        }
        let rare = interfaceBuilder.map { LocalizedString.Rare(interfaceBuilder: $0, location: nil, keyLocation: nil) }
        let made = LocalizedString.Details(comment: comment, variant: nil, state: nil, rare: rare)
        let marked = marker?.isFound(in: comment) ?? false
        if marked { markedComments += 1 }
        if self.boxes.count < limit {
            _ = index.firstDefinition(hash: hash, entry: self.boxes.count) { _ in false }
            self.boxes.append(made)
            self.marks.append(marked)
        }
        return made
    }

    /// Whether there is a marker to count.
    var looksForMarker: Bool { marker != nil }

    /// Counts a comment of a string made without a box of these, or added to it later (a
    /// trailing comment: see ``markedComments``).
    mutating func count(unboxed comment: String) {
        if marker?.isFound(in: comment) == true { markedComments += 1 }
    }
}
