import Foundation

/// Every string of the app, with its English text in code.
public struct UserText {
    public static let shareLabel = NSLocalizedString("share.label", value: "Share", comment: "Share button")
    public static let shareHint = NSLocalizedString("share.hint", value: "Tap to share the page", comment: "Accessibility hint of the share button")
    public static let closeTab = NSLocalizedString("tab.close", value: "Close tab", comment: "")

    public static func openTab(withTitle title: String) -> String {
        let format = NSLocalizedString("tab.open", value: "Open tab %@", comment: "")
        return String(format: format, title)
    }

    /// Not a string: no accessor.
    public static let maximumTabs = 500
}
