import UIKit

final class TabCell: UICollectionViewCell {
    let shareButton = UIButton()
    let closeButton = UIButton()

    func configure(title: String) {
        shareButton.accessibilityLabel = UserText.shareLabel
        shareButton.accessibilityHint = UserText.shareHint
        closeButton.accessibilityLabel = UserText.closeTab
        accessibilityLabel = UserText.openTab(withTitle: title)
    }
}
