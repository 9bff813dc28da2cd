import StringsParser

/// The language a project's source strings are written in, as its Xcode project
/// (`developmentRegion = en;` in `project.pbxproj`) or Swift package (`defaultLocalization: "en"`
/// in `Package.swift`) declares it: the table the other languages translate, and the one the
/// system falls back to.
public struct DevelopmentRegion: Hashable, Sendable {
    /// The folder the project governs, as paths are shown (`""` for the current folder): the
    /// one holding the `.xcodeproj` or `Package.swift`.
    public var folder: String
    /// The language, normalized (``LanguageTag/normalize(_:)``).
    public var language: String
    /// The file that declares it.
    public var path: String

    public init(folder: String, language: String, path: String) {
        self.folder = folder
        self.language = language
        self.path = path
    }

    /// The kind of project file a path names, if it declares a development region.
    enum ProjectFile {
        case xcodeProject
        case packageManifest
    }

    /// `X.xcodeproj/project.pbxproj` or `Package.swift` (`Package@swift-5.9.swift`).
    static func projectFile(at path: String) -> ProjectFile? {
        let utf8 = path.utf8
        let nameStart = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        let name = path[nameStart...]
        if name == "project.pbxproj" {
            let folder = path[..<nameStart].dropLast()
            return folder.hasSuffix(".xcodeproj") ? .xcodeProject : nil
        }
        if name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) { return .packageManifest }
        return nil
    }

    /// Whether a file name extension may name a project file that is not a source file (`pbxproj`).
    static func isProjectExtension(_ fileExtension: Substring) -> Bool { fileExtension == "pbxproj" }

    /// The region a project file declares, or nil when it declares none.
    static func read(_ bytes: [UInt8], of kind: ProjectFile, path: String) -> DevelopmentRegion? {
        let language: String?
        switch kind {
        case .xcodeProject: language = XcodeProjectReader.developmentRegion(in: bytes)
        case .packageManifest: language = packageDefaultLocalization(in: bytes)
        }
        guard let language, !language.isEmpty else { return nil }
        var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if kind == .xcodeProject { components = components.dropLast() }
        return DevelopmentRegion(folder: components.joined(separator: "/"), language: LanguageTag.normalize(language), path: path)
    }

    /// The string after `defaultLocalization:` in a package manifest.
    static func packageDefaultLocalization(in bytes: [UInt8]) -> String? {
        let source = bytes.withUnsafeBufferPointer { SourceLexer.tokenize($0, from: 0, language: .swift) }
        let tokens = source.tokens
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier {
            guard bytes[tokens[index].start..<tokens[index].end].elementsEqual("defaultLocalization".utf8),
                tokens[index + 1].kind == .punctuation, bytes[tokens[index + 1].start] == UInt8(ascii: ":"),
                tokens[index + 2].kind == .string, tokens[index + 2].literal >= 0
            else { continue }
            return source.literals[tokens[index + 2].literal].plainText
        }
        return nil
    }
}

/// The regions every project under the audited paths declares.
public struct DevelopmentRegions: Sendable {
    /// By folder, deepest first, then by path.
    public let regions: [DevelopmentRegion]

    public init(_ regions: [DevelopmentRegion]) {
        self.regions = regions.sorted {
            let (a, b) = ($0.folder.split(separator: "/").count, $1.folder.split(separator: "/").count)
            return a != b ? a > b : $0.path < $1.path
        }
    }

    public var isEmpty: Bool { regions.isEmpty }

    /// The development language of what lies at `path` (a file or folder, as shown): that of
    /// the innermost project whose folder holds it; outside every project's folder, the
    /// language most projects declare (nil when there is none).
    public func language(of path: String) -> String? {
        let components = path.split(separator: "/")
        for region in regions {
            let projectComponents = region.folder.split(separator: "/")
            if components.starts(with: projectComponents) { return region.language }
        }
        var counts: [String: Int] = [:]
        for region in regions { counts[region.language, default: 0] += 1 }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}

/// Reads what l10n-ax needs from an Xcode project file, an old-style (OpenStep) property list:
/// comments (`/* … */`, `// …`), quoted strings with backslash escapes, and bare words.
enum XcodeProjectReader {
    /// The value of the first `developmentRegion = …;` (the project object's; targets have none).
    static func developmentRegion(in bytes: [UInt8]) -> String? {
        var lexer = Lexer(bytes: bytes)
        var previous: (Token?, Token?) = (nil, nil)
        while let token = lexer.next() {
            defer { previous = (previous.1, token) }
            guard token.kind != .symbol, let name = previous.0, let equals = previous.1, name.kind == .word,
                equals.kind == .symbol, bytes[equals.range.lowerBound] == UInt8(ascii: "="),
                bytes[name.range].elementsEqual("developmentRegion".utf8)
            else { continue }
            return lexer.text(of: token)
        }
        return nil
    }

    struct Token {
        enum Kind: Equatable {
            /// A bare word, or a quoted one (`range` is then inside the quotes).
            case word
            case quotedWord
            case symbol
        }

        var kind: Kind
        var range: Range<Int>
    }

    struct Lexer {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func peek(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

        mutating func next() -> Token? {
            while position < bytes.count {
                let byte = bytes[position]
                let start = position
                if byte <= 0x20 {
                    position += 1
                } else if byte == UInt8(ascii: "/"), peek(position + 1) == UInt8(ascii: "*") {
                    position += 2
                    while position < bytes.count, !(bytes[position] == UInt8(ascii: "*") && peek(position + 1) == UInt8(ascii: "/")) { position += 1 }
                    position = min(position + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), peek(position + 1) == UInt8(ascii: "/") {
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                } else if byte == UInt8(ascii: "\"") {
                    position += 1
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                        position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    let end = min(position, bytes.count)
                    position = min(position + 1, bytes.count)
                    return Token(kind: .quotedWord, range: (start + 1)..<end)
                } else if Self.isWordByte(byte) {
                    while position < bytes.count, Self.isWordByte(bytes[position]) { position += 1 }
                    return Token(kind: .word, range: start..<position)
                } else {
                    position += 1
                    return Token(kind: .symbol, range: start..<position)
                }
            }
            return nil
        }

        /// A word's text; a quoted word's escapes decoded as far as a language tag needs (`\"`,
        /// `\\`; any other escaped byte kept as it is).
        func text(of token: Token) -> String? {
            switch token.kind {
            case .symbol: return nil
            case .word: return String(decoding: bytes[token.range], as: UTF8.self)
            case .quotedWord:
                var text: [UInt8] = []
                var index = token.range.lowerBound
                while index < token.range.upperBound {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < token.range.upperBound { index += 1 }
                    text.append(bytes[index])
                    index += 1
                }
                return String(decoding: text, as: UTF8.self)
            }
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
            default: byte >= 0x80
            }
        }
    }
}
