import Foundation

/// Every accessibility string of Dog Gallery, looked up once.
enum A11y {
    static let favoriteLabel = NSLocalizedString("a11y.favorite.label", comment: "Accessibility label of the favorite button")
    static let galleryLabel = NSLocalizedString("a11y.gallery.label", comment: "Accessibility label of the gallery button")
    static let carouselLabel = NSLocalizedString("a11y.carousel.label", comment: "Accessibility label of the dog carousel")
    static let adoptLabel = NSLocalizedString("a11y.adopt.label", comment: "")
    static let adoptHint = NSLocalizedString("a11y.adopt.hint", comment: "")
    static let shareLabel = NSLocalizedString("a11y.share.label", comment: "")
    static let shareHint = NSLocalizedString("a11y.share.hint", comment: "")
    static let filterLabel = NSLocalizedString("a11y.filter.label", comment: "")
    static let sortLabel = NSLocalizedString("a11y.sort.label", comment: "")
    static let infoLabel = NSLocalizedString("a11y.info.label", comment: "")
    static let closeLabel = NSLocalizedString("a11y.close.label", comment: "")
    static let sizeLabel = NSLocalizedString("a11y.size.label", comment: "")
    static let browseLabel = NSLocalizedString("a11y.browse.label", comment: "")
    static let aboutLabel = NSLocalizedString("a11y.about.label", comment: "")
    static let notesLabel = NSLocalizedString("a11y.notes.label", comment: "")
    static let nameLabel = NSLocalizedString("a11y.name.label", comment: "")
    static let contactHint = NSLocalizedString("a11y.contact.hint", comment: "")
    static let mapHint = NSLocalizedString("a11y.map.hint", comment: "")
    static let saveLabel = NSLocalizedString("a11y.save.label", comment: "")
    static let saveHint = NSLocalizedString("a11y.save.hint", comment: "")
    static let walkHint = NSLocalizedString("a11y.walk.hint", comment: "")
    static let treatHint = NSLocalizedString("a11y.treat.hint", comment: "")
    static let storyHint = NSLocalizedString("a11y.story.hint", comment: "")

    /// "3 dogs", from the .stringsdict.
    static func dogCount(_ count: Int) -> String {
        String.localizedStringWithFormat(NSLocalizedString("a11y.dogs.count", comment: ""), count)
    }
}
