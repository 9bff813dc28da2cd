import SwiftUI

/// The actions under a dog's photo. Its strings come from the `A11y` accessors, as in most apps:
/// l10n-ax learns each key's role from where the accessor is used.
struct DogActionsView: View {
    let dog: Dog
    @State private var smallDogsOnly = true

    var body: some View {
        HStack {
            Button(action: {}) { Image(systemName: "house") }
                .accessibilityLabel(A11y.adoptLabel)
                .accessibilityHint(A11y.adoptHint)
            Button(action: {}) { Image(systemName: "line.3.horizontal.decrease") }
                .accessibilityLabel(A11y.filterLabel)
            Button(action: {}) { Image(systemName: "arrow.up.arrow.down") }
                .accessibilityLabel(A11y.sortLabel)
            Button(action: {}) { Image(systemName: "ellipsis") }
                .accessibilityLabel(A11y.infoLabel)
            Button(action: {}) { Image(systemName: "xmark") }
                .accessibilityLabel(A11y.closeLabel)
            Toggle(isOn: $smallDogsOnly) { Image(systemName: "dog") }
                .accessibilityLabel(A11y.sizeLabel)
        }
        ScrollView(.horizontal) { Image(systemName: "photo.stack") }
            .accessibilityLabel(A11y.browseLabel)
        Button(action: {}) { Image(systemName: "book") }
            .accessibilityLabel(A11y.aboutLabel)
            .accessibilityHint(A11y.storyHint)
        TextEditor(text: .constant(""))
            .accessibilityLabel(A11y.notesLabel)
        contactButtons
    }

    /// The shelter's buttons; their hints are picked once, then set.
    private var contactButtons: some View {
        let walkHint = A11y.walkHint
        return HStack {
            Button(action: {}) { Image(systemName: "phone") }
                .accessibilityHint(A11y.contactHint)
            Button(action: {}) { Image(systemName: "map") }
                .accessibilityHint(A11y.mapHint)
            Button(action: {}) { Image(systemName: "square.and.arrow.down") }
                .accessibilityLabel(A11y.saveLabel)
                .accessibilityHint(A11y.saveHint)
            Button(action: {}) { Image(systemName: "figure.walk") }
                .accessibilityHint(walkHint)
            Button(action: {}) { Image(systemName: "gift") }
                .accessibilityHint(A11y.treatHint)
        }
    }
}
