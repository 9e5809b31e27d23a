import LayoutSwift

/// What `layouts export` was asked for, as typed: one document, every layout into a folder
/// (`--all`), Swift (`--swift`) or the parity kit (`--swift-parity`), with the options that shape
/// each. `check()` refuses the combinations that mean nothing, before anything is read.
package struct ExportChoices {
    /// `NAME[@N]`, a file, `-` or `REV:path`; with `--all`, the folder.
    package var subject: String?
    /// `--file PATH`.
    package var file: String?
    /// `--compact`, `--all`, `--force` and `--swift`.
    package var compact = false, all = false, force = false, swift = false
    /// Whether an option that shapes the Swift was given: `--function-name`, `--access`,
    /// `--platform`, `--tokens-module` or `--output`.
    package var shapesSwift = false
    /// `--function-name`.
    package var functionName: String?
    /// `--swift-parity FOLDER`.
    package var swiftParity: String?
    /// The container and item options, which only the parity kit takes.
    package var containers = ContainerOptions()

    /// Nothing asked for yet.
    package init() {}

    /// Throws the first combination that means nothing, naming the options and what to do.
    package func check() throws(UsageError) {
        if all, compact { throw UsageError("--all writes pretty files; leave out --compact.") }
        if force, !all || swiftParity != nil { throw UsageError("--force is for --all FOLDER: it overwrites files that hold changes.") }
        if swift, compact { throw UsageError("--swift writes Swift; leave out --compact.") }
        if !swift, shapesSwift {
            throw UsageError("--function-name, --access, --platform, --tokens-module and --output shape the Swift: add --swift.")
        }
        if let functionName, !SwiftIdentifier.isValid(functionName) {
            throw UsageError("--function-name \(functionName): not a Swift identifier (letters, digits and _, not starting with a digit, not a keyword).")
        }
        if swiftParity != nil {
            guard all, subject == nil, file == nil else {
                throw UsageError("--swift-parity FOLDER exports every layout: give --all and no NAME or --file.")
            }
            if swift { throw UsageError("--swift-parity writes Swift already; leave out --swift.") }
            if !containers.scrolls.isEmpty || containers.offset != 0 || !containers.measurements.isEmpty {
                throw UsageError("--swift-parity lays layouts out at rest with their estimates: leave out --scroll, --offset and --measurements.")
            }
            return
        }
        var others = containers
        if swift { others.tokens = nil }  // --swift writes the tokens' values from it
        if others.givesAnything { throw UsageError("Container and item options (--width, --device, --items…) are for --swift-parity.") }
        if all {
            guard subject != nil, file == nil else { throw UsageError("--all needs the folder: layouts export --all FOLDER.") }
            if swift { throw UsageError("--all --swift: use --all --swift-parity FOLDER for every layout as Swift.") }
            return
        }
        if (subject == nil) == (file == nil) { throw UsageError("Give either NAME[@N] or --file PATH.") }
    }
}
