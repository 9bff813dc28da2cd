import SwiftUI

/// Shows a key named like a hint as a placeholder only.
struct SearchField: View {
    @Binding var query: String

    var body: some View {
        TextField(L10n.searchPlaceholder, text: $query)
    }
}
