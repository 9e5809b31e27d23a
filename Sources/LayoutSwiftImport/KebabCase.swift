#if SwiftImport
/// A Swift identifier as a layout or section name: `createLayout` → `create-layout`,
/// `photoGrid2` → `photo-grid2`, `URLSection` → `url-section`.
func kebabCase(_ identifier: String) -> String {
    let characters = Array(identifier.drop(while: { $0 == "_" }))
    var result = ""
    for (index, character) in characters.enumerated() {
        if character == "_" {
            if !result.isEmpty, result.last != "-" { result.append("-") }
            continue
        }
        if character.isUppercase, index > 0 {
            let previous = characters[index - 1]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            // A word starts at an upper-case letter after a lower-case one or a digit, and at the
            // last capital of an acronym followed by a lower-case letter (URLSection → url-section).
            if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                if result.last != "-" { result.append("-") }
            }
        }
        result.append(contentsOf: character.lowercased())
    }
    return result
}
#endif
