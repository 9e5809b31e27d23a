import Foundation
import LayoutEngine
import LayoutSwift
import Testing
import TestSupport

/// The generated Swift compiles against Apple's signatures (the stubs in Tests/SwiftExportStubs),
/// with the real compiler, in Swift 6 mode with warnings as errors: every seed layout, example
/// and fixture, for UIKit (as the parity kit, XCTest file included) and for AppKit. One compiler
/// run per platform keeps it to seconds.
@Suite struct SwiftTypecheckTests {
    @Test func everyDocumentTypeChecksForUIKitAsTheParityKit() throws {
        let compiler = try SwiftCompiler.locate()
        let scratch = try ScratchFolder(prefix: "LayoutSwiftTests")
        try compiler.buildStub("UIKit", into: scratch.url)
        let documents = try Fixtures.seed() + Fixtures.others()
        let layouts = documents.map {
            ParityKit.Layout(name: $0.name, revision: 1, document: $0.document, itemCounts: $0.document.sections.map(\.itemCount))
        }
        let containers = [
            ParityKit.Container(device: nil, orientation: "portrait", width: 390, height: 844, safeArea: .zero,
                                horizontalSizeClass: .compact, layoutDirection: .leftToRight, scale: nil),
            ParityKit.Container(device: "ipad-10", orientation: "landscape", width: 1180, height: 820,
                                safeArea: DirectionalInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                horizontalSizeClass: .regular, layoutDirection: .rightToLeft, scale: 2),
        ]
        var files: [URL] = []
        for file in try ParityKit.files(layouts: layouts, containers: containers) {
            let url = scratch.url.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            files.append(url)
        }
        // The options shape declarations too: a public function of another name.
        let tour = try Fixtures.fixture("feature-tour")
        let publicSource = try SwiftExport.source(for: tour, title: "feature-tour", options: SwiftExportOptions(
            functionName: "tourLayout", access: .public, platform: .iOS))
        let publicFile = scratch.url.appendingPathComponent("PublicTour.swift")
        try publicSource.write(to: publicFile, atomically: true, encoding: .utf8)
        files.append(publicFile)
        // A layout that names design tokens, written with their constants and its `Tokens`.
        let cards = try #require(documents.first { $0.name == "token-cards" }).document
        let tokenSource = try SwiftExport.source(for: cards, title: "token-cards", options: SwiftExportOptions(functionName: "makeTokenCardsWithConstants"))
        #expect(tokenSource.contains("section.interGroupSpacing = Tokens.space.md"))
        let tokenFile = scratch.url.appendingPathComponent("TokenCardsWithConstants.swift")
        try tokenSource.write(to: tokenFile, atomically: true, encoding: .utf8)
        files.append(tokenFile)

        let started = ContinuousClock.now
        let outcome = try compiler.typecheck(files, stubs: scratch.url)
        #expect(outcome.status == 0, "swiftc -typecheck failed:\n\(outcome.output)")
        #expect(files.count == documents.count + 3)
        print("type-checked \(files.count) files for UIKit in \(ContinuousClock.now - started)")
    }

    @Test func everyDocumentAppKitCanExpressTypeChecksForAppKit() throws {
        let compiler = try SwiftCompiler.locate()
        let scratch = try ScratchFolder(prefix: "LayoutSwiftTests")
        try compiler.buildStub("AppKit", into: scratch.url)
        var files: [URL] = []
        var refused: [String] = []
        for (index, entry) in try (Fixtures.seed() + Fixtures.others()).enumerated() {
            let options = SwiftExportOptions(functionName: "makeLayout\(index)", platform: .macOS)
            guard let source = try? SwiftExport.source(for: entry.document, title: entry.name, options: options) else {
                refused.append(entry.name)
                continue
            }
            let url = scratch.url.appendingPathComponent("\(entry.name).swift")
            try source.write(to: url, atomically: true, encoding: .utf8)
            files.append(url)
        }
        // Only documents with a trait variant, an inset reference, an iOS 17 key or a list
        // section (UIKit's alone, §19) are refused.
        #expect(refused.sorted() == ["adaptive-columns", "feature-tour", "format-examples", "grid-then-list", "inbox-plain", "list-mixed",
                                     "list-whole", "photo-grid-adaptive", "settings-inset-grouped", "sidebar"])
        let outcome = try compiler.typecheck(files, stubs: scratch.url)
        #expect(outcome.status == 0, "swiftc -typecheck failed:\n\(outcome.output)")
    }
}

/// A token's name as a Swift identifier: one per name, never a metatype or a bare `_`.
@Suite struct TokenIdentifierTests {
    @Test(arguments: [("md", "md"), ("1x", "_1x"), ("class", "`class`"), ("Type", "Type_"), ("self", "self_"),
                      ("ü", "_u00FC"), ("é", "_u00E9"), ("space-lg", "space_u002Dlg")])
    func identifiers(name: String, identifier: String) throws {
        var document = try LayoutDocument(json: #"{"formatVersion":1,"sections":[{"name":"s","itemCount":1,"interGroupSpacing":"{NAME}","group":{"kind":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":1}},"subitems":[{"kind":"item","size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":1}}}]}}]}"#
            .replacingOccurrences(of: "NAME", with: name))
        document = try document.resolvingTokens(DesignTokens(values: [name: 8]))
        let source = try SwiftExport.source(for: document, title: "t", options: SwiftExportOptions(functionName: "makeT"))
        #expect(source.contains("section.interGroupSpacing = Tokens.\(identifier)"), "\(source)")
        #expect(source.contains("static let \(identifier): CGFloat = 8.0"))
    }
}
