import UIKit

/// The carousel of dogs at the top of the screen: one adjustable element for VoiceOver.
final class DogCarouselViewController: UIViewController {
    private let carousel = CarouselAccessibilityElement()
    private let galleryButton = UIButton(type: .system)
    private let shareButton = UIButton(type: .system)
    private let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        carousel.accessibilityLabel = A11y.carouselLabel
        carousel.accessibilityValue = String(
            format: NSLocalizedString("a11y.carousel.value", comment: "name, age"), dog.name, dog.age)
        galleryButton.accessibilityLabel = A11y.galleryLabel
        // Mistake (unresolved-key): the key is misspelt, so VoiceOver reads "a11y.gallery.hnt".
        galleryButton.accessibilityHint = NSLocalizedString("a11y.gallery.hnt", comment: "")
        shareButton.accessibilityLabel = A11y.shareLabel
        shareButton.accessibilityHint = A11y.shareHint
        // Mistake (unlocalized-string): French and Japanese users hear English.
        closeButton.accessibilityLabel = "Close"
    }
}
