/// Letter case of ASCII text, by bytes.
public enum ASCIICase {
    /// Whether `bytes` spell `lowercase` (ASCII letters in lower case, and other ASCII) in
    /// either letter case, without a lower-cased copy: for names such as file extensions, asked
    /// of every file a walk lists. (Of the letters outside ASCII only the Kelvin sign lower-cases
    /// to an ASCII letter, "k": for names without one this is what comparing `lowercased()` says.)
    @inlinable
    public static func equals(_ bytes: some Collection<UInt8>, lowercase: StaticString) -> Bool {
        guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
        return lowercase.withUTF8Buffer { name in
            zip(bytes, name).allSatisfy { byte, letter in (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == letter }
        }
    }
}
