/// Glob patterns over paths: `*` matches within one path component, `**` any number of
/// components, `?` one character. `App/**/*.strings`, `**/Tests/**`, `Pods/**`.
public enum PathGlob {
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        let patternParts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let pathParts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return match(patternParts[...], pathParts[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            // "**" matches zero or more components.
            var candidate = path
            while true {
                if match(rest, candidate) { return true }
                guard !candidate.isEmpty else { return false }
                candidate = candidate.dropFirst()
            }
        }
        guard let component = path.first, Glob.matches(first, component) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }
}
