import Foundation

/// Reads a binary property list (`bplist00`, how a built app stores its `.strings` and
/// `.stringsdict` files) into the same ``PlistValue`` tree as ``XMLPlistReader``, checking what
/// CoreFoundation checks: the trailer, the offset table, every object reference and count.
///
/// Objects may be shared (an array holding the same array twice): each is read once, and a file
/// whose tree would expand past ``maximumExpandedValues(objectCount:)`` values is refused, so
/// that 150 bytes of shared references cannot become 2⁴⁰ values. A collection that holds itself
/// is refused as CoreFoundation refuses it.
///
/// A binary file has no lines: every offset in the tree is `nil` (positions are
/// ``SourcePosition/unknown``), and so are the offsets of problems. Dictionary members come in
/// the order of their keys (sorted by Unicode scalars), as Foundation gives them; a key given
/// twice keeps its last value.
public enum BinaryPlistReader {
    /// The deepest nesting of dictionaries and arrays the reader converts.
    public static let maximumDepth = 512

    /// The most values a file of `objectCount` objects may expand to once shared objects are
    /// copied where they are used: far more than any real table (which shares at most its
    /// repeated strings), far less than what memory holds.
    public static func maximumExpandedValues(objectCount: Int) -> Int { max(2_000_000, objectCount.multipliedReportingOverflow(by: 8).partialValue) }

    /// Reads the binary property list in `data`.
    public static func read(_ data: Data) -> PlistReadResult {
        read([UInt8](data))
    }

    /// Reads the binary property list in `bytes`.
    public static func read(_ bytes: [UInt8]) -> PlistReadResult {
        guard bytes.starts(with: Array("bplist".utf8)) else {
            return PlistReadResult(root: nil, problems: [(.notBinaryPropertyList, nil)], format: .binary)
        }
        var reader: Reader
        do {
            reader = try Reader(bytes: bytes)
        } catch {
            return PlistReadResult(root: nil, problems: [(error.problem, nil)], format: .binary)
        }
        do {
            let root = try reader.value(at: reader.topObject, depth: 0)
            let limit = maximumExpandedValues(objectCount: reader.objectCount)
            if reader.expandedSize(of: reader.topObject) > limit {
                return PlistReadResult(root: nil, problems: [(.expandsTooFar(limit: limit), nil)], format: .binary)
            }
            return PlistReadResult(root: root, problems: [], format: .binary)
        } catch {
            return PlistReadResult(root: nil, problems: [(error.problem, nil)], format: .binary)
        }
    }

    /// Why a file cannot be read.
    enum Failure: Error {
        /// Damaged structure: the reason, in words.
        case damaged(String)
        case problem(PlistProblem)

        var problem: PlistProblem {
            switch self {
            case let .damaged(reason): .invalidBinaryPropertyList(reason: reason)
            case let .problem(problem): problem
            }
        }
    }

    /// The file's structure and the objects read so far.
    struct Reader {
        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let offsetTableStart: Int
        /// Each object's value once read.
        private var values: [Int: PlistValue] = [:]
        /// The collections being read, for telling a cycle.
        private var open: Set<Int> = []
        /// The references of each collection read (for arrays; keys then values for dictionaries).
        private var children: [Int: [Int]] = [:]
        private var sizes: [Int: Int] = [:]
        /// How many objects were read (each once, however often it is referred to).
        private(set) var objectsRead = 0

        init(bytes: [UInt8]) throws(Failure) {
            self.bytes = bytes
            guard bytes.count >= 8 + 1 + 32 else { throw .damaged("it is \(bytes.count) bytes long, too short for a header, an object and a trailer") }
            guard bytes[6] == UInt8(ascii: "0") else {
                throw .damaged("its version \(String(decoding: bytes[6..<8], as: UTF8.self)) is not 00, the one localization files use")
            }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            let count = Self.unsigned(bytes, at: trailer + 8, size: 8)
            let top = Self.unsigned(bytes, at: trailer + 16, size: 8)
            let tableStart = Self.unsigned(bytes, at: trailer + 24, size: 8)
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw .damaged("its trailer gives offsets of \(offsetSize) bytes and references of \(referenceSize) bytes (1 to 8 are possible)")
            }
            guard count >= 1, count <= UInt64(bytes.count) else { throw .damaged("its trailer counts \(count) objects in \(bytes.count) bytes") }
            guard top < count else { throw .damaged("its top object \(top) is past the \(count) objects") }
            let (tableSize, overflow) = Int(count).multipliedReportingOverflow(by: offsetSize)
            guard tableStart >= 9, !overflow, tableStart <= UInt64(trailer), Int(tableStart) + tableSize == trailer else {
                throw .damaged("its offset table (at byte \(tableStart), \(count) offsets of \(offsetSize) bytes) is out of range")
            }
            objectCount = Int(count)
            topObject = Int(top)
            offsetTableStart = Int(tableStart)
        }

        static func unsigned(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in start..<(start + size) { value = value << 8 | UInt64(bytes[index]) }
            return value
        }

        /// Where object `index` starts.
        func offset(of index: Int) throws(Failure) -> Int {
            let offset = Self.unsigned(bytes, at: offsetTableStart + index * offsetSize, size: offsetSize)
            guard offset >= 8, offset < UInt64(offsetTableStart) else {
                throw .damaged("object \(index) is said to start at byte \(offset), outside the objects")
            }
            return Int(offset)
        }

        /// `length` bytes from `start`, which must end before the offset table.
        func range(from start: Int, length: Int, of index: Int) throws(Failure) -> Range<Int> {
            let (end, overflow) = start.addingReportingOverflow(length)
            guard length >= 0, !overflow, end <= offsetTableStart else {
                throw .damaged("object \(index) holds \(length) bytes from byte \(start), past the end of the objects")
            }
            return start..<end
        }

        /// An object's count (the low nibble, or an integer object after it) and where its content starts.
        func count(marker: UInt8, at offset: Int, of index: Int) throws(Failure) -> (count: Int, start: Int) {
            let nibble = Int(marker & 0x0F)
            guard nibble == 0x0F else { return (nibble, offset + 1) }
            let intMarker = offset + 1 < offsetTableStart ? bytes[offset + 1] : 0
            guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else { throw .damaged("object \(index) has a damaged count") }
            let size = 1 << Int(intMarker & 0x0F)
            let range = try range(from: offset + 2, length: size, of: index)
            let count = Self.unsigned(bytes, at: range.lowerBound, size: size)
            guard count <= UInt64(bytes.count) else { throw .damaged("object \(index) counts \(count) items, past the end of the file") }
            return (Int(count), range.upperBound)
        }

        /// The object references of a collection's `count` items from `start`.
        func references(count: Int, from start: Int, of index: Int) throws(Failure) -> [Int] {
            let (length, overflow) = count.multipliedReportingOverflow(by: referenceSize)
            guard !overflow else { throw .damaged("object \(index) counts \(count) items, past the end of the file") }
            let range = try range(from: start, length: length, of: index)
            return try stride(from: range.lowerBound, to: range.upperBound, by: referenceSize).map { (at: Int) throws(Failure) -> Int in
                let reference = Self.unsigned(bytes, at: at, size: referenceSize)
                guard reference < UInt64(objectCount) else {
                    throw .damaged("object \(index) refers to object \(reference), past the \(objectCount) objects")
                }
                return Int(reference)
            }
        }

        /// Object `index` as a value, read once however often it is referred to.
        mutating func value(at index: Int, depth: Int) throws(Failure) -> PlistValue {
            if let value = values[index] { return value }
            guard depth < BinaryPlistReader.maximumDepth else { throw .problem(.nestingTooDeep(limit: BinaryPlistReader.maximumDepth)) }
            let offset = try offset(of: index)
            let marker = bytes[offset]
            let value: PlistValue
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: value = PlistValue(.bool(false))
                case 0x09: value = PlistValue(.bool(true))
                case 0x00: throw .problem(.unsupportedBinaryValue(type: "null"))
                default: throw .damaged("object \(index) has the unknown marker 0x\(String(marker, radix: 16))")
                }
            case 0x1: value = PlistValue(try integer(marker: marker, at: offset, of: index))
            case 0x2:
                let size = 1 << Int(marker & 0x0F)
                guard size == 4 || size == 8 else { throw .damaged("object \(index) is a real of \(size) bytes (4 or 8 are possible)") }
                let range = try range(from: offset + 1, length: size, of: index)
                let raw = Self.unsigned(bytes, at: range.lowerBound, size: size)
                value = PlistValue(.real(size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)))
            case 0x3:
                guard marker == 0x33 else { throw .damaged("object \(index) has the unknown marker 0x\(String(marker, radix: 16))") }
                let range = try range(from: offset + 1, length: 8, of: index)
                value = PlistValue(.date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: Self.unsigned(bytes, at: range.lowerBound, size: 8)))))
            case 0x4:
                let (count, start) = try count(marker: marker, at: offset, of: index)
                value = PlistValue(.data(Data(bytes[try range(from: start, length: count, of: index)])))
            case 0x5:
                let (count, start) = try count(marker: marker, at: offset, of: index)
                let text = bytes[try range(from: start, length: count, of: index)]
                guard text.allSatisfy({ $0 < 0x80 }) else { throw .damaged("object \(index), an ASCII string, holds a byte that is not ASCII") }
                value = PlistValue(.string(String(decoding: text, as: UTF8.self)))
            case 0x6:
                let (count, start) = try count(marker: marker, at: offset, of: index)
                let (length, overflow) = count.multipliedReportingOverflow(by: 2)
                guard !overflow else { throw .damaged("object \(index) counts \(count) characters, past the end of the file") }
                let range = try range(from: start, length: length, of: index)
                let units = stride(from: range.lowerBound, to: range.upperBound, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
                value = PlistValue(.string(String(decoding: units, as: UTF16.self)))
            case 0x8: throw .problem(.unsupportedBinaryValue(type: "UID"))
            case 0xA, 0xD:
                guard open.insert(index).inserted else { throw .damaged("object \(index) contains itself") }
                let (count, start) = try count(marker: marker, at: offset, of: index)
                let isDictionary = marker >> 4 == 0xD
                let references = try references(count: isDictionary ? count * 2 : count, from: start, of: index)
                children[index] = references
                if isDictionary {
                    var byKey: [String: PlistValue] = [:]
                    for position in 0..<count {
                        guard case let .string(key) = try self.value(at: references[position], depth: depth + 1).kind else {
                            throw .problem(.nonStringKey)
                        }
                        byKey[key] = try self.value(at: references[count + position], depth: depth + 1)
                    }
                    let members = byKey.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
                        .map { PlistDictionary.Member(key: $0.key, keyOffset: nil, value: $0.value) }
                    value = PlistValue(.dictionary(PlistDictionary(members: members)))
                } else {
                    var elements: [PlistValue] = []
                    elements.reserveCapacity(count)
                    for reference in references { elements.append(try self.value(at: reference, depth: depth + 1)) }
                    value = PlistValue(.array(elements))
                }
                open.remove(index)
            case 0xC: throw .problem(.unsupportedBinaryValue(type: "set"))
            default: throw .damaged("object \(index) has the unknown marker 0x\(String(marker, radix: 16))")
            }
            values[index] = value
            objectsRead += 1
            return value
        }

        /// An integer object: 1, 2 and 4 bytes unsigned, 8 bytes signed, 16 bytes when it fits 64 bits.
        func integer(marker: UInt8, at offset: Int, of index: Int) throws(Failure) -> PlistValue.Kind {
            let size = 1 << Int(marker & 0x0F)
            guard size <= 16 else { throw .damaged("object \(index) is an integer of \(size) bytes (1 to 16 are possible)") }
            let range = try range(from: offset + 1, length: size, of: index)
            switch size {
            case 8: return .integer(Int64(bitPattern: Self.unsigned(bytes, at: range.lowerBound, size: 8)))
            case 16:
                let high = Self.unsigned(bytes, at: range.lowerBound, size: 8)
                let low = Self.unsigned(bytes, at: range.lowerBound + 8, size: 8)
                if high == 0 { return low <= UInt64(Int64.max) ? .integer(Int64(low)) : .unsignedInteger(low) }
                if high == UInt64.max, low > UInt64(Int64.max) { return .integer(Int64(bitPattern: low)) }
                throw .problem(.unsupportedBinaryValue(type: "128-bit integer"))
            default: return .integer(Int64(Self.unsigned(bytes, at: range.lowerBound, size: size)))
            }
        }

        /// How many values object `index` is once its shared objects are copied where they are
        /// used, at most `Int.max`: each object counted once, by what it refers to.
        mutating func expandedSize(of index: Int) -> Int {
            if let size = sizes[index] { return size }
            var size = 1
            var stack: [(index: Int, next: Int)] = [(index, 0)]
            // Depth first without recursion; every object was read, so there is no cycle.
            var partial: [Int: Int] = [index: 1]
            while let (current, next) = stack.last {
                let items = children[current] ?? []
                if next < items.count {
                    stack[stack.count - 1].next += 1
                    let child = items[next]
                    if let known = sizes[child] {
                        partial[current] = partial[current]!.addingReportingOverflow(known).overflow ? Int.max : partial[current]! + known
                    } else {
                        partial[child] = 1
                        stack.append((child, 0))
                    }
                } else {
                    stack.removeLast()
                    let total = partial.removeValue(forKey: current)!
                    sizes[current] = total
                    if let parent = stack.last?.index {
                        partial[parent] = partial[parent]!.addingReportingOverflow(total).overflow ? Int.max : partial[parent]! + total
                    }
                    size = total
                }
            }
            return size
        }
    }
}
