import Foundation
import PackagePlugin

/// Embeds the package's `migrations/*.sql`, `seed/**/*.json` and `schema/*.json` into the
/// target as `EmbeddedFiles.migrations`, `.seed` and `.schema`, and the git tag of the build as
/// `EmbeddedFiles.version`; the history table's statement as `.historyTable`, and the schema the
/// migrations make, applied at build time, as `.catalogueSchema`. The folders at the top of the
/// repository stay the only source; the binary needs none of them at run time.
@main
struct EmbedFilesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let migrations = root.appending(path: "migrations")
        let groups = [("migrations", migrations, "sql"),
                      ("seed", root.appending(path: "seed"), "json"),
                      ("schema", root.appending(path: "schema"), "json")]
        var inputs: [URL] = []
        for (_, dir, ext) in groups {
            let enumerator = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == ext { inputs.append(url) }
            }
        }
        // The statement that makes the migrations' history table: run before the first
        // migration, and part of the schema embedded for the check on open.
        let historyTable = target.directoryURL.appending(path: "Migrations/schema_migrations.sql")
        inputs.append(historyTable)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding migrations, seed and schema files",
                executable: try context.tool(named: "EmbedFiles").url,
                arguments: [output.path] + groups.map { "\($0.0)=\($0.1.path):\($0.2)" } + [
                    "version=\(root.path)", "historyTable=\(historyTable.path)",
                    "catalogueSchema=\(migrations.path):\(historyTable.path)",
                ],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
