// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "layouts",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutCatalog", targets: ["LayoutCatalog"]),
        .library(name: "LayoutSwift", targets: ["LayoutSwift"]),
        .library(name: "LayoutWorkspace", targets: ["LayoutWorkspace"]),
        .library(name: "LayoutPictures", targets: ["LayoutPictures"]),
        .library(name: "LayoutReports", targets: ["LayoutReports"]),
        .executable(name: "layouts", targets: ["layouts"]),
        .executable(name: "layouts-bench", targets: ["layouts-bench"]),
    ],
    traits: [
        // swift-syntax is the heaviest build in the package: the Swift importer is opt-in,
        // so the default build (and the shipped binary) stays as small and quick as before.
        .trait(name: "SwiftImport", description: "Build `layouts import-swift` (compiles swift-syntax)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Only for `layouts import-swift`, and only built with the SwiftImport trait.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // The system SQLite (Debian: libsqlite3-dev), with a shim for what Swift cannot import.
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "SQLite", dependencies: ["CSQLite"]),
        // SHA-256's compression on the x86 SHA extensions, for the content hashes a batch checks
        // on every document it reads; LayoutCatalog's own Swift code hashes where they are absent.
        .target(name: "CSHA256"),
        .target(name: "LayoutEngine"),
        // Layout documents as Swift source for UIKit or AppKit (`export --swift`), and the parity kit.
        .target(name: "LayoutSwift", dependencies: ["LayoutEngine"]),
        // Turns migrations/*.sql and seed/*.json into Swift source at build time,
        // so the shipped binary never reads the source tree.
        // Also applies the migrations to an in-memory SQLite database, to embed the schema they make.
        .executableTarget(name: "EmbedFiles", dependencies: ["CSQLite"]),
        .plugin(name: "EmbedFilesPlugin", capability: .buildTool(), dependencies: ["EmbedFiles"]),
        .target(
            name: "LayoutCatalog",
            dependencies: [
                "LayoutEngine", "SQLite", "CSHA256",
            ],
            exclude: ["Migrations/schema_migrations.sql"],  // embedded by the plugin
            plugins: ["EmbedFilesPlugin"]
        ),
        // The files a team's repository holds: bounded reads, streamed writes, folders of
        // documents, git revisions (`REV:path`), child processes, `check`'s settings; the
        // container options read into a request, and the parity kit's containers.
        // With the SwiftImport trait it also runs `import-swift` (SwiftImportRun).
        .target(name: "LayoutWorkspace", dependencies: [
            "LayoutCatalog", "LayoutEngine", "LayoutSwift",
            .target(name: "LayoutSwiftImport", condition: .when(traits: ["SwiftImport"])),
        ]),
        // Solved layouts drawn: SVG sheets and panels, PNG through rsvg-convert, the gallery page.
        .target(
            name: "LayoutPictures",
            dependencies: ["LayoutWorkspace", "LayoutCatalog", "LayoutEngine"],
            exclude: ["Embedded"],  // the gallery's script, embedded by the plugin
            plugins: ["EmbedFilesPlugin"]
        ),
        // What commands print, as text a team's tools can print too: tables, trees, diffs,
        // JSON records, solve results, batch and check summaries.
        .target(name: "LayoutReports", dependencies: ["LayoutWorkspace", "LayoutCatalog", "LayoutEngine", "LayoutSwift"]),
        // Reads Swift source into documents. Without the trait it compiles to an empty module
        // (its sources are under `#if SwiftImport`), so a default build never touches swift-syntax.
        .target(
            name: "LayoutSwiftImport",
            dependencies: [
                "LayoutEngine",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["SwiftImport"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["SwiftImport"])),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax",
                         condition: .when(traits: ["SwiftImport"])),
                .product(name: "SwiftOperators", package: "swift-syntax", condition: .when(traits: ["SwiftImport"])),
            ]
        ),
        .executableTarget(
            name: "layouts",
            dependencies: [
                "LayoutCatalog", "LayoutEngine", "LayoutPictures", "LayoutReports", "LayoutSwift", "LayoutWorkspace",
                .target(name: "LayoutSwiftImport", condition: .when(traits: ["SwiftImport"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The release binary is one static executable: the Swift runtime, FoundationEssentials,
            // SQLite (libsqlite3-dev's archive), the C++ runtime and the C library are inside it,
            // so the dynamic loader has nothing to load or relocate: loading them as shared
            // libraries was a third to a half of every command's start-up (docs/performance.md, "Start-up").
            // `-static-executable` links only the Swift runtime's own archives, so the ones
            // FoundationEssentials needs are named; lld, because gold warns about a `mktemp`
            // inside FoundationEssentials. Debug builds stay dynamic: the test bundle, which
            // links this target, needs the shared XCTest and Swift Testing. Linux only: Darwin
            // has no static Swift runtime, and its Foundation is the system's.
            linkerSettings: [
                .unsafeFlags(["-static-executable", "-l_FoundationCollections", "-l_FoundationCShims",
                              "-lswiftSynchronization", "-use-ld=lld"],
                             .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        .executableTarget(
            name: "layouts-bench",
            dependencies: ["LayoutCatalog", "LayoutEngine", "SQLite", "CSQLite", "BenchAllocations"],
            path: "Benchmarks/layouts-bench"
        ),
        // The bench's heap-allocation counter (workload 14): it defines malloc and friends for
        // the bench process only; nothing else links it.
        .target(name: "BenchAllocations", path: "Benchmarks/BenchAllocations"),
        // What every test target shares: scratch folders, approximate expectations.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "TestSupport"]),
        .testTarget(name: "SQLiteTests", dependencies: ["SQLite", "TestSupport"]),
        .testTarget(name: "LayoutCatalogTests", dependencies: ["LayoutCatalog", "LayoutEngine", "SQLite", "TestSupport"]),
        .testTarget(name: "layoutsTests", dependencies: ["layouts", "LayoutCatalog", "LayoutEngine", "LayoutPictures",
                                                        "LayoutReports", "LayoutWorkspace", "SQLite", "TestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "LayoutWorkspaceTests", dependencies: ["LayoutWorkspace", "LayoutCatalog", "LayoutEngine", "TestSupport"]),
        .testTarget(name: "LayoutPicturesTests", dependencies: ["LayoutPictures", "LayoutWorkspace", "LayoutCatalog", "LayoutEngine",
                                                               "TestSupport"]),
        .testTarget(name: "LayoutReportsTests", dependencies: ["LayoutReports", "LayoutWorkspace", "LayoutCatalog", "LayoutEngine",
                                                              "TestSupport"]),
        .testTarget(name: "LayoutSwiftTests", dependencies: ["LayoutSwift", "LayoutEngine", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutSwiftImportTests", dependencies: ["LayoutSwiftImport", "LayoutSwift", "LayoutEngine"],
                    exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
