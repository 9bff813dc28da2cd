import SwiftUI
import WidgetKit

/// The home-screen widget: how many dogs are waiting.
struct DogWidgetView: View {
    let waiting: Int

    var body: some View {
        Text("\(waiting) dogs waiting")
            .accessibilityLabel("Favorite dogs")
            .accessibilityHint("Opens the dog in Dog Gallery.")
    }
}
