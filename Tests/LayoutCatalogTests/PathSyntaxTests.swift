import LayoutCatalog
import Testing

/// `PathSyntax` stands in for `NSString`'s path methods in a tool that links only
/// FoundationEssentials. The answers are `NSString`'s documented ones, worked by hand: repeated
/// slashes collapse, a trailing slash is ignored, "/" is its own last component, and a dot that
/// starts a component starts no extension. (Foundation's own `NSString` cannot serve as the
/// reference here: on Linux its `deletingLastPathComponent` traps on a one-component literal.)
@Suite struct PathSyntaxTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var path: String
        var last: String
        var folder: String
        var fileExtension: String
        var withoutExtension: String
        var testDescription: String { "\"\(path)\"" }
    }

    static let cases: [Case] = [
        Case(path: "", last: "", folder: "", fileExtension: "", withoutExtension: ""),
        Case(path: "/", last: "/", folder: "/", fileExtension: "", withoutExtension: "/"),
        Case(path: "a", last: "a", folder: "", fileExtension: "", withoutExtension: "a"),
        Case(path: "a/", last: "a", folder: "", fileExtension: "", withoutExtension: "a"),
        Case(path: "a//", last: "a", folder: "", fileExtension: "", withoutExtension: "a"),
        Case(path: "/a", last: "a", folder: "/", fileExtension: "", withoutExtension: "/a"),
        Case(path: "/a/", last: "a", folder: "/", fileExtension: "", withoutExtension: "/a"),
        Case(path: "a/b", last: "b", folder: "a", fileExtension: "", withoutExtension: "a/b"),
        Case(path: "a//b", last: "b", folder: "a", fileExtension: "", withoutExtension: "a/b"),
        Case(path: "/a/b/", last: "b", folder: "/a", fileExtension: "", withoutExtension: "/a/b"),
        Case(path: "./a", last: "a", folder: ".", fileExtension: "", withoutExtension: "./a"),
        Case(path: "../a", last: "a", folder: "..", fileExtension: "", withoutExtension: "../a"),
        Case(path: "photo-grid.json", last: "photo-grid.json", folder: "", fileExtension: "json",
             withoutExtension: "photo-grid"),
        Case(path: "seed/layouts/photo-grid.json", last: "photo-grid.json", folder: "seed/layouts",
             fileExtension: "json", withoutExtension: "seed/layouts/photo-grid"),
        Case(path: "/tmp/x.tar.gz", last: "x.tar.gz", folder: "/tmp", fileExtension: "gz", withoutExtension: "/tmp/x.tar"),
        Case(path: ".hidden", last: ".hidden", folder: "", fileExtension: "", withoutExtension: ".hidden"),
        Case(path: "a/.hidden", last: ".hidden", folder: "a", fileExtension: "", withoutExtension: "a/.hidden"),
        Case(path: "a/..", last: "..", folder: "a", fileExtension: "", withoutExtension: "a/.."),
        Case(path: ".", last: ".", folder: "", fileExtension: "", withoutExtension: "."),
        Case(path: "a.", last: "a.", folder: "", fileExtension: "", withoutExtension: "a"),
        Case(path: "a.b/c", last: "c", folder: "a.b", fileExtension: "", withoutExtension: "a.b/c"),
        Case(path: "名前/レイアウト.json", last: "レイアウト.json", folder: "名前", fileExtension: "json",
             withoutExtension: "名前/レイアウト"),
        Case(path: "e\u{301}.json", last: "e\u{301}.json", folder: "", fileExtension: "json", withoutExtension: "e\u{301}"),
        Case(path: "with space/file name.svg", last: "file name.svg", folder: "with space", fileExtension: "svg",
             withoutExtension: "with space/file name"),
    ]

    @Test(arguments: cases) func componentsAndExtensions(_ example: Case) {
        #expect(PathSyntax.lastComponent(of: example.path) == example.last)
        #expect(PathSyntax.removingLastComponent(of: example.path) == example.folder)
        #expect(PathSyntax.fileExtension(of: example.path) == example.fileExtension)
        #expect(PathSyntax.removingExtension(of: example.path) == example.withoutExtension)
    }

    @Test func appending() {
        #expect(PathSyntax.appending("index.html", to: "out") == "out/index.html")
        #expect(PathSyntax.appending("index.html", to: "out/") == "out/index.html")
        #expect(PathSyntax.appending("b.json", to: "") == "b.json")
        #expect(PathSyntax.appending("b.json", to: "/") == "/b.json")
        #expect(PathSyntax.appending("", to: "a/") == "a")
        #expect(PathSyntax.appending("x/y", to: "a") == "a/x/y")
        #expect(PathSyntax.appending("b", to: ".") == "./b")
    }
}
