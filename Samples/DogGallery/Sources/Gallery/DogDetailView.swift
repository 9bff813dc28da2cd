import SwiftUI

/// A dog's details: name, age, temperament.
struct DogDetailView: View {
    let dog: Dog

    var body: some View {
        VStack {
            Text(dog.name)
                .accessibilityLabel(Text(A11y.nameLabel))
            Text(A11y.dogCount(dog.siblings))
            Button(action: adopt) { Image(systemName: "heart") }
                .accessibilityLabel("a11y.favorite.label")
                .accessibilityHint(Text("a11y.favorite.hint"))
            Image(systemName: "pawprint")
                // Mistake (unlocalized-string): Text(verbatim:) is never translated.
                .accessibilityHint(Text(verbatim: "Shows the temperament of the dog."))
        }
    }

    private func adopt() {}
}
