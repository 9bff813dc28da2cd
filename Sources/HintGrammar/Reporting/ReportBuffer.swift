/// Text built for a report: appends UTF-8 bytes to one growing buffer instead of concatenating
/// strings, which matters for reports of hundreds of thousands of lines.
struct ReportBuffer {
    private var bytes: [UInt8] = []

    init(capacity: Int = 1 << 16) { bytes.reserveCapacity(capacity) }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ number: Int) {
        if number >= 0, number < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(number))
        } else {
            append(String(number))
        }
    }

    /// `"text"` with line breaks, tabs, quotes and backslashes escaped.
    mutating func appendQuoted(_ text: String) { append(DisplayText.quoted(text)) }

    /// `file:line:column`, or `file` when the position is unknown.
    mutating func append(location file: String, line: Int, column: Int) {
        append(file)
        guard line > 0 else { return }
        bytes.append(UInt8(ascii: ":"))
        append(line)
        bytes.append(UInt8(ascii: ":"))
        append(column)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
