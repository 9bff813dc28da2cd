@_exported import SourceScanner
import StringsParser

/// HintGrammar checks accessibility labels and hints against Apple's guidelines.
public enum HintGrammar {
    /// The version of l10n-ax's rules and output schema.
    public static let version = "0.1.0"
}
