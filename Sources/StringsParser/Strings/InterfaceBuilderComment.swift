/// The fields Interface Builder writes in the comment above each entry of a storyboard's or xib's
/// strings table: `/* Class = "UIButton"; accessibilityLabel = "Play"; ObjectID = "a1B-2c-D3e"; */`.
///
/// The comment has the syntax of a strings table itself, and is read by the same parser.
public struct InterfaceBuilderComment: Hashable, Sendable {
    /// The object's class, e.g. `UIButton`, `NSTextField`.
    public var className: String?
    /// The object's ID in the storyboard, e.g. `a1B-2c-D3e`.
    public var objectID: String?
    /// The other fields in order, e.g. `("accessibilityLabel", "Play")`: the localized property and
    /// its text in the storyboard's own (base) language.
    public var properties: [Property]

    /// One field of the comment.
    public struct Property: Hashable, Sendable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(className: String?, objectID: String?, properties: [Property]) {
        self.className = className
        self.objectID = objectID
        self.properties = properties
    }

    /// The value of the field `name`, if the comment has it.
    public func property(named name: String) -> String? {
        properties.last { $0.name == name }?.value
    }
}
