/// Ways an XML document can fail to be well-formed, as ``XMLScanner`` reports them.
///
/// The scanner stops at the first problem; each comes with the byte offset where it was found
/// (see ``XMLSyntaxError``). Codes start with `xml-` so that they never collide with the codes of
/// other formats.
public enum XMLProblem: DiagnosticMessage, Hashable {
    /// The document has no element at all (it is empty, or only whitespace and comments).
    case missingRootElement
    /// Text other than whitespace before the first element.
    case textBeforeRootElement
    /// Text or another element after the root element was closed. Apple's property-list parser
    /// ignores it, so this is a warning.
    case contentAfterRootElement
    /// The input ends while the element `name`, opened at `openedAt`, is still open.
    case unclosedElement(name: String, openedAt: SourcePosition)
    /// `</found>` closes the element `expected`, which was opened at `openedAt`.
    case mismatchedEndTag(found: String, expected: String, openedAt: SourcePosition)
    /// `</name>` when no element is open.
    case unexpectedEndTag(name: String)
    /// The input ends inside a tag (`name` is `nil` when it ends before the tag's name).
    case unterminatedTag(name: String?)
    /// `<!--` without `-->`.
    case unterminatedComment
    /// `<![CDATA[` without `]]>`.
    case unterminatedCDATA
    /// `<?` without `?>`.
    case unterminatedProcessingInstruction
    /// `<!DOCTYPE` without its closing `>`.
    case unterminatedDoctype
    /// The input ends inside the value of the attribute `attribute`.
    case unterminatedAttributeValue(attribute: String)
    /// A `<` that does not start a tag, a comment or a CDATA section.
    case unescapedLessThan
    /// A `<` inside the value of the attribute `attribute`.
    case lessThanInAttributeValue(attribute: String)
    /// A `&` that does not start an entity reference (`&name;` or `&#…;`).
    case unescapedAmpersand
    /// `&name;` for a name XML does not define.
    case unknownEntity(name: String)
    /// `&#…;` or `&#x…;` without digits, with a digit of the wrong base, or for a number that is
    /// not a Unicode scalar value.
    case invalidCharacterReference(reference: String)
    /// The same attribute twice in one tag.
    case duplicateAttribute(name: String, tag: String)
    /// An attribute name without `=` and a value.
    case attributeWithoutValue(name: String)
    /// An attribute value without quotes around it.
    case unquotedAttributeValue(name: String)
    /// Two attributes with no space between them.
    case missingSpaceBetweenAttributes(tag: String)
    /// A character that has no place where it stands inside a tag.
    case unexpectedCharacterInTag(character: String, tag: String)
    /// `<!` that starts neither a comment, nor a CDATA section, nor a document type declaration.
    case invalidMarkupDeclaration
    /// A `<!DOCTYPE …>` after the first element or after another `<!DOCTYPE …>`.
    case misplacedDoctype
    /// Elements nested deeper than the scanner's limit.
    case nestingTooDeep(limit: Int)

    /// How bad the problem is.
    public var severity: Diagnostic.Severity {
        switch self {
        case .contentAfterRootElement: .warning
        default: .error
        }
    }

    /// The stable kebab-case identifier of the problem.
    public var code: String {
        switch self {
        case .missingRootElement: "xml-missing-root-element"
        case .textBeforeRootElement: "xml-text-before-root-element"
        case .contentAfterRootElement: "xml-content-after-root-element"
        case .unclosedElement: "xml-unclosed-element"
        case .mismatchedEndTag: "xml-mismatched-end-tag"
        case .unexpectedEndTag: "xml-unexpected-end-tag"
        case .unterminatedTag: "xml-unterminated-tag"
        case .unterminatedComment: "xml-unterminated-comment"
        case .unterminatedCDATA: "xml-unterminated-cdata"
        case .unterminatedProcessingInstruction: "xml-unterminated-processing-instruction"
        case .unterminatedDoctype: "xml-unterminated-doctype"
        case .unterminatedAttributeValue: "xml-unterminated-attribute-value"
        case .unescapedLessThan: "xml-unescaped-less-than"
        case .lessThanInAttributeValue: "xml-less-than-in-attribute-value"
        case .unescapedAmpersand: "xml-unescaped-ampersand"
        case .unknownEntity: "xml-unknown-entity"
        case .invalidCharacterReference: "xml-invalid-character-reference"
        case .duplicateAttribute: "xml-duplicate-attribute"
        case .attributeWithoutValue: "xml-attribute-without-value"
        case .unquotedAttributeValue: "xml-unquoted-attribute-value"
        case .missingSpaceBetweenAttributes: "xml-missing-space-between-attributes"
        case .unexpectedCharacterInTag: "xml-unexpected-character-in-tag"
        case .invalidMarkupDeclaration: "xml-invalid-markup-declaration"
        case .misplacedDoctype: "xml-misplaced-doctype"
        case .nestingTooDeep: "xml-nesting-too-deep"
        }
    }

    /// What is wrong and what to do about it, in words a translator understands.
    public var message: String {
        switch self {
        case .missingRootElement:
            return "the file contains no XML element; a property list needs at least <plist>…</plist>"
        case .textBeforeRootElement:
            return "text before the first XML element; only whitespace, comments and declarations may come before it"
        case .contentAfterRootElement:
            return "content after the end of the root XML element; Apple's parser ignores it. Remove it, "
                + "or move it inside the root element"
        case let .unclosedElement(name, openedAt):
            return "the <\(name)> element opened at \(openedAt) is never closed; add </\(name)> where it ends"
        case let .mismatchedEndTag(found, expected, openedAt):
            return "the closing tag </\(found)> does not match the <\(expected)> element opened at \(openedAt); "
                + "close <\(expected)> first with </\(expected)>"
        case let .unexpectedEndTag(name):
            return "the closing tag </\(name)> has no opening <\(name)> tag"
        case let .unterminatedTag(name):
            if let name {
                return "the <\(name)> tag is not finished: the file ends before its closing >"
            }
            return "the file ends in the middle of a tag"
        case .unterminatedComment:
            return "the comment that starts here is never closed; end it with -->"
        case .unterminatedCDATA:
            return "the CDATA section that starts here is never closed; end it with ]]>"
        case .unterminatedProcessingInstruction:
            return "the <? declaration that starts here is never closed; end it with ?>"
        case .unterminatedDoctype:
            return "the <!DOCTYPE declaration that starts here is never closed; end it with >"
        case let .unterminatedAttributeValue(attribute):
            return "the value of the attribute \(attribute) is never closed: the file ends before its closing quote"
        case .unescapedLessThan:
            return "a < that does not start a tag; write &lt; for a literal <"
        case let .lessThanInAttributeValue(attribute):
            return "a < inside the value of the attribute \(attribute); write &lt; instead"
        case .unescapedAmpersand:
            return "a & that does not start an entity such as &amp;; write &amp; for a literal &"
        case let .unknownEntity(name):
            return "&\(name); is not an XML entity; XML knows only &amp; &lt; &gt; &quot; &apos; and numeric "
                + "references such as &#233; — write &amp;\(name); for the literal text"
        case let .invalidCharacterReference(reference):
            return "\(reference) is not a valid character reference; write &#NNN; (decimal) or &#xHHHH; "
                + "(hexadecimal) with the number of a Unicode character"
        case let .duplicateAttribute(name, tag):
            return "the attribute \(name) appears twice in the <\(tag)> tag; keep only one"
        case let .attributeWithoutValue(name):
            return "the attribute \(name) has no value; write \(name)=\"…\""
        case let .unquotedAttributeValue(name):
            return "the value of the attribute \(name) must be in quotes: \(name)=\"…\""
        case let .missingSpaceBetweenAttributes(tag):
            return "two attributes of the <\(tag)> tag have no space between them"
        case let .unexpectedCharacterInTag(character, tag):
            return "unexpected \(character) in the <\(tag)> tag"
        case .invalidMarkupDeclaration:
            return "<! must start a comment (<!--), a CDATA section (<![CDATA[) or <!DOCTYPE; "
                + "write &lt;! for literal text"
        case .misplacedDoctype:
            return "<!DOCTYPE may appear only once, before the first element"
        case let .nestingTooDeep(limit):
            return "elements are nested more than \(limit) levels deep; the file is not read further"
        }
    }
}
