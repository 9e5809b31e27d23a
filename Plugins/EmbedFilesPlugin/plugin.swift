import Foundation
import PackagePlugin

/// Embeds the package's `migrations/*.sql`, `seed/**/*.json` and `schema/*.json` into the
/// target that has `Migrations/schema_migrations.sql` (`LayoutCatalog`) as
/// `EmbeddedFiles.migrations`, `.seed` and `.schema`, and the git tag of the build as
/// `EmbeddedFiles.version`; the history table's statement as `.historyTable`, and the schema the
/// migrations make, applied at build time, as `.catalogueSchema`. The folders at the top of the
/// repository stay the only source; the binary needs none of them at run time. A target with an
/// `Embedded/` folder (`LayoutPictures`: the gallery's script) gets its `*.js` files as
/// `EmbeddedFiles.scripts`; the folder is excluded from the target's sources.
@main
struct EmbedFilesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        // The statement that makes the migrations' history table: run before the first
        // migration, and part of the schema embedded for the check on open.
        let historyTable = target.directoryURL.appending(path: "Migrations/schema_migrations.sql")
        let embedsCatalogue = FileManager.default.fileExists(atPath: historyTable.path)
        let migrations = root.appending(path: "migrations")
        var groups: [(String, URL, String)] = []
        if embedsCatalogue {
            groups += [("migrations", migrations, "sql"),
                       ("seed", root.appending(path: "seed"), "json"),
                       ("schema", root.appending(path: "schema"), "json")]
        }
        let embedded = target.directoryURL.appending(path: "Embedded")
        if FileManager.default.fileExists(atPath: embedded.path) {
            groups.append(("scripts", embedded, "js"))
        }
        var inputs: [URL] = []
        for (_, dir, ext) in groups {
            let enumerator = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == ext { inputs.append(url) }
            }
        }
        var catalogue: [String] = []
        if embedsCatalogue {
            inputs.append(historyTable)
            catalogue = ["version=\(root.path)", "historyTable=\(historyTable.path)",
                         "catalogueSchema=\(migrations.path):\(historyTable.path)"]
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: embedsCatalogue ? "Embedding migrations, seed and schema files" : "Embedding scripts",
                executable: try context.tool(named: "EmbedFiles").url,
                arguments: [output.path] + groups.map { "\($0.0)=\($0.1.path):\($0.2)" } + catalogue,
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
