import AppKit

/// AppKit in Swift: setAccessibilityHelp is a hint, getter methods override NSAccessibility.
final class InspectorView: NSView {
    let zoomButton = NSButton()

    func setUp() {
        zoomButton.setAccessibilityLabel(NSLocalizedString("inspector.zoom.label", tableName: "Inspector", comment: ""))
        zoomButton.setAccessibilityHelp(NSLocalizedString("inspector.zoom.help", tableName: "Inspector", comment: ""))
        zoomButton.setAccessibilityValue("100%")
        zoomButton.setAccessibilityHelp(
            String(localized: "inspector.zoom.help.long",
                   defaultValue: "Zooms the canvas.",
                   table: "Inspector")
        )
    }

    override func accessibilityLabel() -> String? {
        NSLocalizedString("inspector.view.label", tableName: "Inspector", comment: "")
    }

    override func accessibilityHelp() -> String? {
        return NSLocalizedString("inspector.view.help", tableName: "Inspector", comment: "")
    }

    func setAccessibilityHint(_ hint: String?) {}
}
