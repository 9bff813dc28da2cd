import UIKit

// view.accessibilityLabel = NSLocalizedString("comment.line", comment: "")
/* view.accessibilityHint = NSLocalizedString("comment.block", comment: "")
   /* nested: view.accessibilityLabel = NSLocalizedString("comment.nested", comment: "") */
   view.accessibilityValue = NSLocalizedString("comment.after.nested", comment: "")
*/
final class PitfallsView: UIView {
    func configure(name: String, count: Int) {
        let text = "view.accessibilityLabel = NSLocalizedString(\"string.inside\", comment: \"\")"
        let raw = #"view.accessibilityHint = NSLocalizedString("raw.inside", comment: "") \(notInterpolated)"#
        let multi = """
            view.accessibilityValue = NSLocalizedString("multiline.inside", comment: "")
            """
        accessibilityLabel = "Play \(name.isEmpty ? "unknown" : name.uppercased()) (\(count))"
        accessibilityHint = NSLocalizedString("pitfalls.after.strings", comment: "\(text) \(raw) \(multi)")
        accessibilityValue = #"Raw "quoted" \#(count) value"#
        let tricky = "\(")")\("(") // not a comment" + "/* not a comment */"
        accessibilityLabel = NSLocalizedString("pitfalls.after.tricky", comment: tricky)
        accessibilityHint = """
            Multi-line \
            hint with "quotes"
              and indentation.
            """
        accessibilityLabel = String(localized: "pitfalls.labels", comment: "table last", table: "Accessibility")
        accessibilityValue = NSLocalizedString("pitfalls.bundle", bundle: .main, comment: "no table")
        accessibilityHint = NSLocalizedString("pitfalls.\(name)", comment: "interpolated key: dynamic")
        accessibilityLabel = NSLocalizedString("pitfalls.concatenated", comment: "") + name
        accessibilityValue = "\u{1F600} \t\"escaped\"\\"
        accessibilityHint = ##"Two hashes: "# and \#(count) stay"##
        accessibilityLabel = NSLocalizedString("pitfalls.inside.interpolation \(NSLocalizedString("pitfalls.nested.key", comment: ""))", comment: "")
    }
}
