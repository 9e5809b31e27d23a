import Testing
@testable import LayoutSwift

/// Numbers are written exactly as stored, strings and names safely.
@Suite struct SwiftLiteralTests {
    @Test(arguments: [1.0, 0.3333333333333333, 2.5, 1e-05, 123.456, -10, 0.1 + 0.2, 5e+20, 1.7976931348623157e308])
    func numbersReadBackAsTheSameDouble(_ value: Double) throws {
        let literal = SwiftLiteral.number(value)
        #expect(Double(literal) == value, "\(literal)")
        #expect(literal.contains(".") || literal.contains("e"), "\(literal) is a floating-point literal")
    }

    @Test func wholeNumbersKeepTheirPoint() {
        #expect(SwiftLiteral.number(1) == "1.0")
        #expect(SwiftLiteral.number(44) == "44.0")
    }

    @Test func stringsEscapeQuotesBackslashesAndControls() {
        #expect(SwiftLiteral.string("a\"b\\c\n\u{1B}") == #""a\"b\\c\n\u{1B}""#)
        #expect(SwiftLiteral.string("\\(x)") == #""\\(x)""#)
    }

    /// A title goes into `///` comments: what could end the line is escaped, so the rest of a
    /// hostile file name cannot become code.
    @Test func commentsEscapeWhatEndsALine() {
        #expect(SwiftLiteral.comment("photo-grid@3") == "photo-grid@3")
        #expect(SwiftLiteral.comment("layouts/é grid.json") == "layouts/é grid.json")
        #expect(SwiftLiteral.comment("a\nfunc evil() {}") == #"a\u{A}func evil() {}"#)
        #expect(SwiftLiteral.comment("a\r\u{2028}\u{2029}\u{85}\u{7F}\u{0}b") == #"a\u{D}\u{2028}\u{2029}\u{85}\u{7F}\u{0}b"#)
    }

    @Test func identifiersFromNames() {
        #expect(SwiftIdentifier.functionName(forLayout: "photo-grid") == "makePhotoGridLayout")
        #expect(SwiftIdentifier.functionName(forLayout: "2-up") == "makeCompositional2UpLayout")
        #expect(SwiftIdentifier.lowerCamelCase("section-header-element-kind", fallback: "x") == "sectionHeaderElementKind")
        #expect(SwiftIdentifier.lowerCamelCase("€", fallback: "badge") == "badge")
        #expect(SwiftIdentifier.isValid("makeGrid"))
        #expect(!SwiftIdentifier.isValid("default"))
        #expect(!SwiftIdentifier.isValid("1grid"))
        #expect(!SwiftIdentifier.isValid("make-grid"))
    }

    @Test func namesNumberRepeatedRolesAndAvoidKeywords() {
        var names = SwiftNames(reserved: ["section"])
        #expect(names.make("item") == "item")
        #expect(names.make("item") == "item2")
        #expect(names.make("section") == "section2")
        #expect(names.make("default") == "default2")
    }
}
