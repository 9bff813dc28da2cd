import StringsParser

/// Suppression where a finding is, in code and Interface Builder files: in Swift and Objective-C,
/// `// l10n-ax:ignore rule` at the end of the line the finding concerns, or alone on the line
/// before it; in storyboards and xibs, `<!-- l10n-ax:ignore rule -->` just before the element the
/// finding concerns (or before the object that element describes: the `<button>` around an
/// `<accessibility>`). Each silences that one finding for the rules it names, or for every rule
/// when it names none; the rest of the file is audited as before.
public enum SourceSuppression {
    /// The findings no directive silences. `readFile` gives a file's bytes by the path findings
    /// show; it is asked only for the code and Interface Builder files findings are in.
    /// (The same array when none is silenced, as most often: not a copy of every finding.)
    public static func unsilenced(_ findings: [Finding], readFile: (String) -> [UInt8]?) -> [Finding] {
        var files: [String: SourceFile?] = [:]
        var silenced: Set<Int> = []
        for (index, finding) in findings.enumerated() {
            guard let kind = Kind(path: finding.location.file), finding.location.position.isKnown else { continue }
            let path = finding.location.file
            if files[path] == nil {
                // Most files hold no directive: they are read once and left at that.
                files[path] = readFile(path).flatMap { Suppression.marker.isFound(in: $0) ? SourceFile(bytes: $0, kind: kind) : nil }
            }
            guard let file = files[path] ?? nil, let rules = file.rules(at: finding.location.position) else { continue }
            if rules.isEmpty || rules.contains(finding.rule) { silenced.insert(index) }
        }
        guard !silenced.isEmpty else { return findings }
        return findings.indices.filter { !silenced.contains($0) }.map { findings[$0] }
    }

    enum Kind {
        case code, interfaceBuilder

        /// By the bytes of the path's extension, in either letter case (asked of every finding:
        /// most are in localization files).
        init?(path: String) {
            let utf8 = path.utf8
            guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
            let fileExtension = utf8[utf8.index(after: dot)...]
            func isNamed(_ name: StaticString) -> Bool { ASCIICase.equals(fileExtension, lowercase: name) }
            if isNamed("swift") || isNamed("m") || isNamed("mm") || isNamed("h") || isNamed("c") || isNamed("cpp") {
                self = .code
            } else if isNamed("storyboard") || isNamed("xib") {
                self = .interfaceBuilder
            } else {
                return nil
            }
        }
    }

    /// A file that holds a directive, with its lines.
    struct SourceFile {
        let bytes: [UInt8]
        let kind: Kind
        /// Where each line starts.
        let lineStarts: [Int]

        init(bytes: [UInt8], kind: Kind) {
            self.bytes = bytes
            self.kind = kind
            var starts = [0]
            for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
            lineStarts = starts
        }

        /// The rules silenced at a position: nil when no directive speaks for it.
        func rules(at position: SourcePosition) -> Set<String>? {
            switch kind {
            case .code: return codeRules(line: position.line - 1)
            case .interfaceBuilder:
                guard position.line - 1 < lineStarts.count else { return nil }
                // The offset when the position has one, else the line's start plus the column.
                let offset = position.offset > 0 ? position.offset : lineStarts[position.line - 1] + max(0, position.column - 1)
                return elementRules(at: min(offset, bytes.count))
            }
        }

        private func line(_ index: Int) -> ArraySlice<UInt8>? {
            guard index >= 0, index < lineStarts.count else { return nil }
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
            return bytes[lineStarts[index]..<end]
        }

        /// A comment that ends the line (`call() // l10n-ax:ignore rule`), or a line that is
        /// only that comment, before it.
        private func codeRules(line index: Int) -> Set<String>? {
            if let own = line(index), let rules = commentDirective(in: own, wholeLine: false) { return rules }
            if let previous = line(index - 1), let rules = commentDirective(in: previous, wholeLine: true) { return rules }
            return nil
        }

        /// The rules of a `//` or `/*` comment in `text` whose first word is the directive;
        /// with `wholeLine`, only when the comment is all the line holds.
        private func commentDirective(in text: ArraySlice<UInt8>, wholeLine: Bool) -> Set<String>? {
            let directive = Array(Suppression.directive.utf8)
            var index = text.startIndex
            while let start = text.firstIndex(of: directive, from: index) {
                var before = start
                while before > text.startIndex, text[before - 1] == 0x20 || text[before - 1] == 0x09 { before -= 1 }
                if before - 2 >= text.startIndex, text[before - 2] == UInt8(ascii: "/"), text[before - 1] == UInt8(ascii: "/") || text[before - 1] == UInt8(ascii: "*") {
                    let commentStart = before - 2
                    let isAlone = text[text.startIndex..<commentStart].allSatisfy { $0 == 0x20 || $0 == 0x09 }
                    if (!wholeLine || isAlone), !isInsideString(text[text.startIndex..<commentStart]) {
                        return Suppression.rules(in: String(decoding: text[start...], as: UTF8.self))
                    }
                }
                index = start + directive.count
            }
            return nil
        }

        /// Whether a line's text up to here leaves a string literal open: an odd number of
        /// quotes not escaped (`let s = "// …`).
        private func isInsideString(_ text: ArraySlice<UInt8>) -> Bool {
            var isOpen = false
            var escaped = false
            for byte in text {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = isOpen
                } else if byte == UInt8(ascii: "\"") {
                    isOpen.toggle()
                }
            }
            return isOpen
        }

        /// The directive in the comment just before the element that holds `offset`, or, when
        /// that element has no `id` (it describes its parent), just before its parent.
        private func elementRules(at offset: Int) -> Set<String>? {
            guard let element = elementStart(before: offset) else { return nil }
            if let rules = commentRules(before: element) { return rules }
            guard !hasIdentifier(element), let parent = parentStart(of: element) else { return nil }
            return commentRules(before: parent)
        }

        /// The `<` of the tag that holds `offset` (or ends just before it).
        private func elementStart(before offset: Int) -> Int? {
            var index = min(offset, bytes.count - 1)
            while index >= 0 {
                if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, isNameStart(bytes[index + 1]) { return index }
                if bytes[index] == UInt8(ascii: ">"), index < offset { return nil }
                index -= 1
            }
            return nil
        }

        /// The opening tag of the element that contains the element starting at `start`.
        private func parentStart(of start: Int) -> Int? {
            var depth = 0
            var index = start - 1
            while index >= 0 {
                guard bytes[index] == UInt8(ascii: ">") else {
                    index -= 1
                    continue
                }
                guard let open = tagOpening(endingAt: index) else { return nil }
                if bytes[open + 1] == UInt8(ascii: "/") {
                    depth += 1
                } else if bytes[open + 1] == UInt8(ascii: "!") || bytes[open + 1] == UInt8(ascii: "?") || bytes[index - 1] == UInt8(ascii: "/") {
                    // A comment, a declaration, an empty element: no level.
                } else if depth == 0 {
                    return open
                } else {
                    depth -= 1
                }
                index = open - 1
            }
            return nil
        }

        /// The `<` of the tag or comment whose `>` is at `end`.
        private func tagOpening(endingAt end: Int) -> Int? {
            if end >= 2, bytes[end - 1] == UInt8(ascii: "-"), bytes[end - 2] == UInt8(ascii: "-") {
                return lastIndex(of: Array("<!--".utf8), before: end - 2)
            }
            var index = end - 1
            var quote: UInt8?
            while index >= 0 {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "<") {
                    return index
                }
                index -= 1
            }
            return nil
        }

        /// The rules of the comment that ends, white space aside, just before `element`.
        private func commentRules(before element: Int) -> Set<String>? {
            var end = element
            while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
            guard end >= 3, bytes[(end - 3)..<end].elementsEqual("-->".utf8), let open = lastIndex(of: Array("<!--".utf8), before: end - 3) else {
                return nil
            }
            let text = String(decoding: bytes[(open + 4)..<(end - 3)], as: UTF8.self)
            let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard trimmed.hasPrefix(Suppression.directive) else { return nil }
            return Suppression.rules(in: String(trimmed))
        }

        private func hasIdentifier(_ element: Int) -> Bool {
            guard let close = bytes[element...].firstIndex(of: UInt8(ascii: ">")) else { return false }
            return bytes[element..<close].firstIndex(of: Array(" id=\"".utf8), from: element) != nil
        }

        private func isNameStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        }

        private func lastIndex(of needle: [UInt8], before end: Int) -> Int? {
            var index = end - needle.count
            while index >= 0 {
                if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
                index -= 1
            }
            return nil
        }
    }
}
