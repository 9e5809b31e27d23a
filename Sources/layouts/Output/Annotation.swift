/// GitHub Actions workflow commands: `::error file=F,line=L::MESSAGE`, with the escapes
/// GitHub documents for properties and messages.
enum Annotation {
    static func line(_ level: String, file: String, line: Int, title: String? = nil, _ message: String) -> String {
        var properties = "file=\(property(file)),line=\(line)"
        if let title { properties += ",title=\(property(title))" }
        return "::\(level) \(properties)::\(data(message))"
    }

    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
