import Foundation

/// Reading the text of `<integer>`, `<real>`, `<date>` and `<data>` as Apple's parser reads it.
enum PlistScalarText {
    /// The outcome of reading an integer.
    enum IntegerReading: Equatable {
        case value(PlistValue.Kind)
        case invalid
        case outOfRange
    }

    /// `<integer>`: optional leading whitespace, an optional sign (whitespace may follow it), then
    /// decimal digits or `0x`/`0X` and hexadecimal digits, and nothing after them. The magnitude
    /// may reach `UInt64.max` for a positive number and 2⁶³ for a negative one.
    static func integer(_ text: String) -> IntegerReading {
        let bytes = Array(text.utf8)
        var index = 0
        skipWhitespace(bytes, &index)
        var isNegative = false
        if index < bytes.count, bytes[index] == 0x2D || bytes[index] == 0x2B {
            isNegative = bytes[index] == 0x2D
            index += 1
            skipWhitespace(bytes, &index)
        }
        var base: UInt64 = 10
        if index + 1 < bytes.count, bytes[index] == 0x30, bytes[index + 1] | 0x20 == XMLByte.lowercaseX {
            base = 16
            index += 2
        }
        guard index < bytes.count else { return .invalid }
        var magnitude: UInt64 = 0
        var overflowed = false
        while index < bytes.count {
            let digit = base == 16 ? XMLByte.hexadecimalDigit(bytes[index]) : XMLByte.decimalDigit(bytes[index])
            guard let digit else { return .invalid }
            let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: base)
            let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(digit))
            overflowed = overflowed || overflow1 || overflow2
            magnitude = sum
            index += 1
        }
        if overflowed { return .outOfRange }
        if isNegative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return .outOfRange }
            return .value(.integer(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)))
        }
        if magnitude <= UInt64(Int64.max) { return .value(.integer(Int64(magnitude))) }
        return .value(.unsignedInteger(magnitude))
    }

    /// `<real>`: `nan`, `inf`, `infinity` (optionally signed, any case), or a decimal number with
    /// an optional fraction and exponent, after optional leading whitespace.
    static func real(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        skipWhitespace(bytes, &index)
        let body = String(decoding: bytes[index...], as: UTF8.self)
        switch body.lowercased() {
        case "nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        // [+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?
        var cursor = index
        if cursor < bytes.count, bytes[cursor] == 0x2B || bytes[cursor] == 0x2D { cursor += 1 }
        let integerDigits = countDigits(bytes, &cursor)
        var fractionDigits = 0
        if cursor < bytes.count, bytes[cursor] == XMLByte.fullStop {
            cursor += 1
            fractionDigits = countDigits(bytes, &cursor)
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if cursor < bytes.count, bytes[cursor] | 0x20 == 0x65 {
            cursor += 1
            if cursor < bytes.count, bytes[cursor] == 0x2B || bytes[cursor] == 0x2D { cursor += 1 }
            guard countDigits(bytes, &cursor) > 0 else { return nil }
        }
        guard cursor == bytes.count else { return nil }
        return Double(body)
    }

    /// `<date>`: `YYYY-MM-DDTHH:MM:SSZ` in UTC, in the proleptic Gregorian calendar. The year
    /// may have any number of digits (up to nine here) and a leading `-`; every other field has
    /// exactly two digits. As in Apple's parser, fields out of their range carry over
    /// (`2024-13-01` is `2025-01-01`).
    static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var index = 0
        var isNegative = false
        if index < bytes.count, bytes[index] == 0x2D {
            isNegative = true
            index += 1
        }
        var year: Int64 = 0
        var yearDigits = 0
        while index < bytes.count, let digit = XMLByte.decimalDigit(bytes[index]) {
            year = year * 10 + Int64(digit)
            yearDigits += 1
            index += 1
            guard yearDigits <= 9 else { return nil }
        }
        func field(after separator: UInt8) -> Int64? {
            guard index + 2 < bytes.count, bytes[index] == separator, let tens = XMLByte.decimalDigit(bytes[index + 1]),
                let ones = XMLByte.decimalDigit(bytes[index + 2])
            else { return nil }
            index += 3
            return Int64(tens * 10 + ones)
        }
        guard let month = field(after: 0x2D), let day = field(after: 0x2D), let hour = field(after: 0x54),
            let minute = field(after: 0x3A), let second = field(after: 0x3A),
            index + 1 == bytes.count, bytes[index] == 0x5A
        else { return nil }
        if isNegative { year = -year }
        // Carry months over into years (month 0 is December of the year before), days into months.
        let monthsFromYearZero = year * 12 + month - 1
        let normalizedYear = monthsFromYearZero >= 0 ? monthsFromYearZero / 12 : (monthsFromYearZero - 11) / 12
        let normalizedMonth = monthsFromYearZero - normalizedYear * 12 + 1
        let days = daysFromCivil(year: normalizedYear, month: normalizedMonth, day: 1) + day - 1
            - daysFromCivil(year: 2001, month: 1, day: 1)
        return Date(timeIntervalSinceReferenceDate: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    /// `<data>`: base64, read as Apple's parser reads it: every ASCII byte outside the base64
    /// alphabet (whitespace, but also any punctuation) is skipped, `=` counts as a zero digit
    /// that shortens the last group, and digits left over after the last group of four are
    /// dropped. Only a non-ASCII character makes it invalid.
    static func data(_ text: String) -> Data? {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count * 3 / 4)
        var group: UInt32 = 0
        var digitCount = 0
        var trailingPadding = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == XMLByte.equals {
                trailingPadding += 1
            } else if !XMLByte.isWhitespace(byte) {
                trailingPadding = 0
            }
            let value: UInt32
            if byte == XMLByte.equals {
                value = 0
            } else if let digit = base64Value(byte) {
                value = digit
            } else {
                continue
            }
            group = group << 6 | value
            digitCount += 1
            if digitCount == 4 {
                output.append(UInt8(truncatingIfNeeded: group >> 16))
                if trailingPadding < 2 { output.append(UInt8(truncatingIfNeeded: group >> 8)) }
                if trailingPadding < 1 { output.append(UInt8(truncatingIfNeeded: group)) }
                group = 0
                digitCount = 0
            }
        }
        return Data(output)
    }

    // MARK: Helpers

    private static func skipWhitespace(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, XMLByte.isWhitespace(bytes[index]) { index += 1 }
    }

    private static func countDigits(_ bytes: [UInt8], _ index: inout Int) -> Int {
        let start = index
        while index < bytes.count, XMLByte.decimalDigit(bytes[index]) != nil { index += 1 }
        return index - start
    }

    private static func base64Value(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x41...0x5A: UInt32(byte - 0x41)
        case 0x61...0x7A: UInt32(byte - 0x61 + 26)
        case 0x30...0x39: UInt32(byte - 0x30 + 52)
        case 0x2B: 62
        case 0x2F: 63
        default: nil
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
    private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
