import UIKit

final class Controls: UIView {
    let button = UIButton()

    func update(playing: Bool) {
        button.accessibilityLabel = playing ? PlayerText.pause : PlayerText.play
    }
}
