/// The stem of a checked file's picture names (`check --pictures FOLDER` writes STEM.old.svg and
/// STEM.new.svg side by side in one folder): its path flattened so that no two paths share one.
///
/// `/` becomes `__` and `_` becomes `_-`, so every `_` in a stem is followed by `_` or `-` and a
/// stem reads back to one path: `a__b/grid.json` is `a_-_-b__grid`, `a/b__grid.json` is
/// `a__b_-_-grid`. `.json` at the end is left out; a path without it ends in a lone `_`
/// (`notes.txt` is `notes.txt_`), so that `x` and `x.json` differ too.
package enum PictureStem {
    package static func of(_ path: String) -> String {
        let isDocument = path.hasSuffix(".json")
        var stem = ""
        for character in isDocument ? path.dropLast(".json".count) : path[...] {
            switch character {
            case "/": stem += "__"
            case "_": stem += "_-"
            default: stem.append(character)
            }
        }
        return isDocument ? stem : stem + "_"
    }
}
