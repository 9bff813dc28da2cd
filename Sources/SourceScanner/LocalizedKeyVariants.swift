/// The keys an interpolated SwiftUI `LocalizedStringKey` or `String.LocalizationValue`
/// literal stands for.
///
/// Xcode builds the key from the literal's text with `%` doubled (`"100% \(x)"` is the key
/// `100%% %@`) and each interpolation replaced by the format specifier of its type: `%@` for
/// strings and objects, `%lld` for `Int`, `%lf` for `Double`. The scanner cannot see types,
/// so it lists the combinations, the all-`%@` key first, then keys with fewer other
/// specifiers first, at most ``maximumCount``.
enum LocalizedKeyVariants {
    /// The specifiers an interpolation of unknown type can become.
    static let interpolationSpecifiers = ["%@", "%lld", "%lf"]
    /// At most this many keys per literal (all combinations of three interpolations).
    static let maximumCount = 27
    /// Past this many combinations, only keys that differ from the first in one place are listed.
    private static let enumerationLimit = 729

    /// - Parameters:
    ///   - segments: the literal's text between interpolations (one more than `specifiers`).
    ///   - specifiers: for each interpolation, the specifiers it can become, likeliest first.
    static func keys(segments: [String], specifiers: [[String]]) -> [String] {
        guard !specifiers.isEmpty else { return [segments.first ?? ""] }
        let choices = specifiers.map { $0.isEmpty ? ["%@"] : $0 }
        let escaped = segments.map(doublingPercents)
        var combinations: [[Int]] = []
        var total = 1
        for choice in choices {
            total = total > enumerationLimit ? total : total * choice.count
        }
        if total <= enumerationLimit {
            var current = [Int](repeating: 0, count: choices.count)
            while true {
                combinations.append(current)
                var position = choices.count - 1
                while position >= 0 {
                    current[position] += 1
                    if current[position] < choices[position].count { break }
                    current[position] = 0
                    position -= 1
                }
                if position < 0 { break }
            }
            // Stable: within the same number of other specifiers, the enumeration order.
            combinations = combinations.enumerated().sorted {
                let left = $0.element.filter { $0 != 0 }.count
                let right = $1.element.filter { $0 != 0 }.count
                return left != right ? left < right : $0.offset < $1.offset
            }.map(\.element)
        } else {
            let first = [Int](repeating: 0, count: choices.count)
            combinations.append(first)
            for position in choices.indices {
                for alternative in choices[position].indices.dropFirst() {
                    var changed = first
                    changed[position] = alternative
                    combinations.append(changed)
                }
            }
        }
        var keys: [String] = []
        var seen: Set<String> = []
        for combination in combinations {
            var key = escaped.first ?? ""
            for (position, choice) in combination.enumerated() {
                key += choices[position][choice]
                if position + 1 < escaped.count { key += escaped[position + 1] }
            }
            if seen.insert(key).inserted { keys.append(key) }
            if keys.count == maximumCount { break }
        }
        return keys
    }

    /// `%` → `%%`, as `appendLiteral` does for an interpolated key.
    static func doublingPercents(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 4)
        for character in text.unicodeScalars {
            result.unicodeScalars.append(character)
            if character == "%" { result.unicodeScalars.append("%") }
        }
        return result
    }
}
