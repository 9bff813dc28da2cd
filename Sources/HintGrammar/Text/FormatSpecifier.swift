/// A printf-style format specifier in a localized string: `%@`, `%1$@`, `%lld`, `%.2f`, or a
/// `.stringsdict` variable `%#@count@`.
public struct FormatSpecifier: Hashable, Sendable, CustomStringConvertible {
    /// What kind of argument the specifier reads.
    public enum ArgumentType: Hashable, Sendable {
        /// `%@`: an object.
        case object
        /// `%d`, `%i`, `%u`, `%x`, `%o`, `%c`; `isWide` for `l`, `ll`, `q`, `z`, `t`, `j` lengths.
        case integer(isWide: Bool)
        /// `%f`, `%e`, `%g`, `%a`.
        case floatingPoint
        /// `%s`, `%S`: a C string.
        case cString
        /// `%p`.
        case pointer
        /// `%#@name@`: a `.stringsdict` variable.
        case variable(String)

        /// Whether two types read arguments the same way (`%d` and `%lld` do, with a warning).
        func isCompatible(with other: ArgumentType) -> Bool {
            switch (self, other) {
            case (.integer, .integer): true
            case (.variable, .variable): true
            default: self == other
            }
        }

        /// A short name for messages: `%@`, `an integer`.
        var name: String {
            switch self {
            case .object: "an object (%@)"
            case let .integer(isWide): isWide ? "a 64-bit integer (%lld)" : "an integer (%d)"
            case .floatingPoint: "a number (%f)"
            case .cString: "a C string (%s)"
            case .pointer: "a pointer (%p)"
            case let .variable(name): "the variable %#@\(name)@"
            }
        }
    }

    /// The specifier as written.
    public let text: String
    /// Byte offsets in the string's UTF-8.
    public let start: Int
    public let end: Int
    /// The explicit argument number of `%2$@`, or `nil`.
    public let position: Int?
    public let type: ArgumentType
    /// Whether it uses the space flag (`% d`): in "50 % des" that is probably not meant as one.
    public let hasSpaceFlag: Bool

    public var description: String { text }
}

/// Finds format specifiers in UTF-8 bytes.
public enum FormatSpecifierScanner {
    /// Every specifier in order (`%%` is a literal percent sign and is not one).
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [FormatSpecifier] {
        var result: [FormatSpecifier] = []
        var index = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            if index + 1 < count, bytes[index + 1] == UInt8(ascii: "%") {
                index += 2
                continue
            }
            // "%arg": the placeholder Xcode writes in a String Catalog's substitutions.
            if index + 3 < count, bytes[index + 1] == UInt8(ascii: "a"), bytes[index + 2] == UInt8(ascii: "r"),
                bytes[index + 3] == UInt8(ascii: "g"), index + 4 == count || !isLetter(bytes[index + 4])
            {
                let text = "%arg"
                result.append(FormatSpecifier(text: text, start: index, end: index + 4, position: nil, type: .variable("arg"), hasSpaceFlag: false))
                index += 4
                continue
            }
            if let specifier = parse(bytes, at: index) {
                result.append(specifier)
                index = specifier.end
            } else {
                index += 1
            }
        }
        return result
    }

    /// Every specifier of a string.
    public static func scan(_ text: String) -> [FormatSpecifier] {
        var copy = text
        return copy.withUTF8 { scan($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> FormatSpecifier? {
        let count = bytes.count
        var index = start + 1
        func byte(_ offset: Int) -> UInt8? { offset < count ? bytes[offset] : nil }
        func isDigit(_ value: UInt8?) -> Bool { value.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }

        // Argument number: digits followed by `$`.
        var position: Int?
        var scan = index
        var number = 0
        while isDigit(byte(scan)), number < 1000 {
            number = number * 10 + Int(bytes[scan] - UInt8(ascii: "0"))
            scan += 1
        }
        if scan > index, byte(scan) == UInt8(ascii: "$"), number > 0 {
            position = number
            index = scan + 1
        }
        // Flags.
        var hasSpaceFlag = false
        var hasHash = false
        while let flag = byte(index), [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'")].contains(flag) {
            if flag == UInt8(ascii: " ") { hasSpaceFlag = true }
            if flag == UInt8(ascii: "#") { hasHash = true }
            index += 1
        }
        // `%#@name@`: a stringsdict variable.
        if hasHash, byte(index) == UInt8(ascii: "@") {
            var nameEnd = index + 1
            while let next = byte(nameEnd), next != UInt8(ascii: "@"), next > 0x20, nameEnd - index < 128 { nameEnd += 1 }
            guard byte(nameEnd) == UInt8(ascii: "@"), nameEnd > index + 1 else { return nil }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<nameEnd]), as: UTF8.self)
            return make(bytes, start, nameEnd + 1, position, .variable(name), hasSpaceFlag)
        }
        // Width and precision.
        while isDigit(byte(index)) || byte(index) == UInt8(ascii: "*") { index += 1 }
        if byte(index) == UInt8(ascii: ".") {
            index += 1
            while isDigit(byte(index)) || byte(index) == UInt8(ascii: "*") { index += 1 }
        }
        // Length.
        var isWide = false
        switch byte(index) {
        case UInt8(ascii: "h"):
            index += byte(index + 1) == UInt8(ascii: "h") ? 2 : 1
        case UInt8(ascii: "l"):
            isWide = true
            index += byte(index + 1) == UInt8(ascii: "l") ? 2 : 1
        case UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
            isWide = true
            index += 1
        case UInt8(ascii: "L"):
            index += 1
        default:
            break
        }
        guard let conversion = byte(index) else { return nil }
        let type: FormatSpecifier.ArgumentType
        switch conversion {
        case UInt8(ascii: "@"): type = .object
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
            UInt8(ascii: "o"), UInt8(ascii: "c"), UInt8(ascii: "C"):
            type = .integer(isWide: isWide)
        case UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
            type = .integer(isWide: true)
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
            UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            type = .floatingPoint
        case UInt8(ascii: "s"), UInt8(ascii: "S"): type = .cString
        case UInt8(ascii: "p"): type = .pointer
        default: return nil
        }
        return make(bytes, start, index + 1, position, type, hasSpaceFlag)
    }

    private static func make(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ position: Int?,
        _ type: FormatSpecifier.ArgumentType, _ hasSpaceFlag: Bool
    ) -> FormatSpecifier {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return FormatSpecifier(text: text, start: start, end: end, position: position, type: type, hasSpaceFlag: hasSpaceFlag)
    }
}

extension Array where Element == FormatSpecifier {
    /// The specifiers that make the text a format string. A specifier with the space flag
    /// ("% d" in "50 % des") counts only in a text that has other specifiers: alone, it is a
    /// percent sign followed by a word.
    public var meaningful: [FormatSpecifier] { meaningful(inFormat: false) }

    /// The specifiers of a text that is a format string when `inFormat` (a translation of a
    /// source that has specifiers): there a space-flag specifier is one ("% @" reads the object).
    public func meaningful(inFormat: Bool) -> [FormatSpecifier] {
        guard !inFormat, contains(where: { $0.hasSpaceFlag }) else { return self }
        return contains(where: { !$0.hasSpaceFlag }) ? self : []
    }

    /// The argument each specifier reads, by argument number: explicit `%2$@`, else in order.
    public var argumentTypes: [Int: FormatSpecifier.ArgumentType] {
        var result: [Int: FormatSpecifier.ArgumentType] = [:]
        var next = 1
        for specifier in self {
            let number = specifier.position ?? next
            if specifier.position == nil { next += 1 }
            result[number] = specifier.type
        }
        return result
    }
}
