import UIKit

/// Wrappers named in the configuration: L10n.tr and localized.
enum L10n {
    static func tr(_ key: String, table: String = "Localizable") -> String {
        NSLocalizedString(key, tableName: table, comment: "")
    }
}

final class WrapperCell: UITableViewCell {
    func configure(name: String) {
        accessibilityLabel = L10n.tr("wrapper.label")
        accessibilityHint = L10n.tr("wrapper.hint", table: "Accessibility")
        accessibilityValue = "wrapper.value".localized
        detailTextLabel?.accessibilityLabel = "wrapper.detail.label".localized(tableName: "Accessibility")
        textLabel?.accessibilityHint = tr("wrapper.unqualified")
        imageView?.accessibilityLabel = localized("wrapper.function", comment: "A function")
        imageView?.accessibilityHint = name.localized
        let title = Strings.L10n.tr("wrapper.title")
        print(title)
    }
}
