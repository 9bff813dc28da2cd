import Foundation

/// A wrapper with its table.
func Str(_ key: String) -> String {
    NSLocalizedString(key, tableName: "Player", comment: "")
}
