import UIKit

/// Look-ups that set no accessibility property: visible text only.
final class NotLabels: UIViewController {
    let field = UITextField()
    let playButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = L10n.play
        field.placeholder = NSLocalizedString("search_hint", comment: "")
        let label = L10n.pause
        print(label)
        playButton.accessibilityLabel = label.count > 3 ? "Long" : "Short"
    }
}
