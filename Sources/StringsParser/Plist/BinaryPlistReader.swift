import Foundation

/// Reads a binary property list (`bplist00`, how a built app stores its `.strings` and
/// `.stringsdict` files) into the same ``PlistValue`` tree as ``XMLPlistReader``, through
/// Foundation's `PropertyListSerialization`.
///
/// A binary file has no lines: every offset in the tree is `nil` (positions are
/// ``SourcePosition/unknown``), and so are the offsets of problems. Dictionary members come in
/// the order of their keys (sorted by Unicode scalars), since Foundation does not keep the
/// file's order; a binary dictionary has no duplicate keys.
public enum BinaryPlistReader {
    /// The deepest nesting of dictionaries and arrays the reader converts.
    public static let maximumDepth = 512

    /// Reads the binary property list in `data`.
    public static func read(_ data: Data) -> PlistReadResult {
        guard data.starts(with: Array("bplist".utf8)) else {
            return PlistReadResult(root: nil, problems: [(.notBinaryPropertyList, nil)], format: .binary)
        }
        let object: Any
        do {
            var format = PropertyListSerialization.PropertyListFormat.binary
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            // A damaged binary file can fall through to Foundation's other parsers and come out as
            // an old-style property list.
            guard format == .binary else {
                let reason = "its binary structure is damaged"
                return PlistReadResult(root: nil, problems: [(.invalidBinaryPropertyList(reason: reason), nil)], format: .binary)
            }
        } catch {
            return PlistReadResult(root: nil, problems: [(.invalidBinaryPropertyList(reason: reason(for: error)), nil)], format: .binary)
        }
        var problems: [(problem: PlistProblem, offset: Int?)] = []
        let root = convert(object, depth: 0, problems: &problems)
        return PlistReadResult(root: problems.isEmpty ? root : nil, problems: problems, format: .binary)
    }

    /// Foundation's own explanation of a failure, without its wrapping.
    private static func reason(for error: Error) -> String {
        let error = error as NSError
        if let description = error.userInfo["NSDebugDescription"] as? String { return description }
        return error.localizedDescription
    }

    /// Converts one object of Foundation's tree; recursion is bounded by ``maximumDepth``.
    private static func convert(_ object: Any, depth: Int, problems: inout [(problem: PlistProblem, offset: Int?)]) -> PlistValue? {
        guard depth < maximumDepth else {
            problems.append((.nestingTooDeep(limit: maximumDepth), nil))
            return nil
        }
        if let boolean = booleanValue(object) { return PlistValue(.bool(boolean)) }
        switch object {
        case let string as String:
            return PlistValue(.string(string))
        case let number as NSNumber:
            return PlistValue(numberKind(number))
        case let date as Date:
            return PlistValue(.date(date))
        case let data as Data:
            return PlistValue(.data(data))
        case let array as [Any]:
            var elements: [PlistValue] = []
            elements.reserveCapacity(array.count)
            for element in array {
                guard let value = convert(element, depth: depth + 1, problems: &problems) else { return nil }
                elements.append(value)
            }
            return PlistValue(.array(elements))
        case let dictionary as [AnyHashable: Any]:
            var members: [PlistDictionary.Member] = []
            members.reserveCapacity(dictionary.count)
            for (key, element) in dictionary {
                guard let key = key.base as? String else {
                    problems.append((.nonStringKey, nil))
                    return nil
                }
                guard let value = convert(element, depth: depth + 1, problems: &problems) else { return nil }
                members.append(PlistDictionary.Member(key: key, keyOffset: nil, value: value))
            }
            members.sort { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
            return PlistValue(.dictionary(PlistDictionary(members: members)))
        default:
            problems.append((.unsupportedBinaryValue(type: String(describing: type(of: object))), nil))
            return nil
        }
    }

    /// The value of a boolean, which Foundation gives as `Bool` on Linux and as the `CFBoolean`
    /// kind of `NSNumber` on Apple platforms (where `NSNumber(1) as? Bool` would also succeed).
    private static func booleanValue(_ object: Any) -> Bool? {
        #if canImport(Darwin)
        if let number = object as? NSNumber, CFGetTypeID(number) == CFBooleanGetTypeID() { return number.boolValue }
        return nil
        #else
        if type(of: object) == Bool.self { return object as? Bool }
        return nil
        #endif
    }

    private static func numberKind(_ number: NSNumber) -> PlistValue.Kind {
        switch String(cString: number.objCType) {
        case "d", "f":
            return .real(number.doubleValue)
        case "Q", "L", "I", "S", "C":
            let value = number.uint64Value
            return value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(value)
        default:
            return .integer(number.int64Value)
        }
    }
}
