/// GitHub Actions workflow commands: `::error file=F,line=L::MESSAGE`, with the escapes
/// GitHub documents for properties and messages.
package enum Annotation {
    package static func line(_ level: String, file: String, line: Int, title: String? = nil, _ message: String) -> String {
        var properties = "file=\(property(file)),line=\(line)"
        if let title { properties += ",title=\(property(title))" }
        return "::\(level) \(properties)::\(data(message))"
    }

    private static func data(_ text: String) -> String {
        text.replacingEvery("%", with: "%25").replacingEvery("\r", with: "%0D")
            .replacingEvery("\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        data(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }
}
