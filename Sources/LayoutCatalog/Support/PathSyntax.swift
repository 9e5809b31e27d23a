/// The path arithmetic of `NSString` (`lastPathComponent`, `deletingLastPathComponent`, …), which
/// FoundationEssentials does not carry: the tool links only FoundationEssentials, because all of
/// Foundation costs about 7 ms at every launch (docs/performance.md, "Start-up").
///
/// Pure operations on "/"-separated text, with `NSString`'s documented results: repeated slashes
/// collapse, a trailing slash is ignored, "/" is its own last component, and a leading dot starts
/// no extension. The tests hold each function to answers worked by hand. One difference:
/// `appending` collapses repeated slashes in the whole result ("a//b" + "x" is "a/b/x"), where
/// Linux's `NSString` keeps those of its receiver.
public enum PathSyntax {
    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// "a/b/c.json" → "c.json"; "a/b/" → "b"; "/" → "/".
    public static func lastComponent(of path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed.count <= 1 { return text(fixed[...]) }
        return text(fixed[startOfLastComponent(fixed)...])
    }

    /// "a/b/c.json" → "a/b"; "c.json" → ""; "/c.json" → "/".
    public static func removingLastComponent(of path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed.isEmpty || fixed == [slash] { return text(fixed[...]) }
        let start = startOfLastComponent(fixed)
        if start == 0 { return "" }
        if start == 1 { return "/" }
        return text(fixed[..<(start - 1)])
    }

    /// "a" + "b.json" → "a/b.json"; "a/" + "b" → "a/b"; "" + "b" → "b".
    public static func appending(_ component: String, to path: String) -> String {
        if component.isEmpty { return text(fixingSlashes(path)[...]) }
        if path.isEmpty { return text(fixingSlashes(component)[...]) }
        return text(fixingSlashes(path + "/" + component)[...])
    }

    /// "a/b.json" → "json"; "a/b" → ""; "a/.hidden" → "".
    public static func fileExtension(of path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let start = startOfExtension(fixed) else { return "" }
        return text(fixed[start...])
    }

    /// "a/b.json" → "a/b"; "a/b.c.json" → "a/b.c"; "a/.hidden" → "a/.hidden".
    public static func removingExtension(of path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let start = startOfExtension(fixed) else { return text(fixed[...]) }
        return text(fixed[..<(start - 1)])
    }

    // MARK: - NSString's rules

    /// Repeated slashes collapse into one, and a trailing slash goes unless it is the whole path.
    private static func fixingSlashes(_ path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 where !(byte == slash && bytes.last == slash) {
            bytes.append(byte)
        }
        if bytes.count > 1, bytes.last == slash { bytes.removeLast() }
        return bytes
    }

    /// Where the last component starts: just past the last slash, or 0.
    private static func startOfLastComponent(_ fixed: [UInt8]) -> Int {
        (fixed.lastIndex(of: slash)).map { $0 + 1 } ?? 0
    }

    /// Where the extension starts (just past its dot) in the last component, or nil when it has
    /// none: a dot that starts the component, and the component "..", begin no extension.
    private static func startOfExtension(_ fixed: [UInt8]) -> Int? {
        let componentStart = startOfLastComponent(fixed)
        guard let dotIndex = fixed[componentStart...].lastIndex(of: dot), dotIndex != componentStart else {
            return nil
        }
        if dotIndex == fixed.count - 1, dotIndex - 1 == componentStart, fixed[componentStart] == dot {
            return nil  // ".."
        }
        return dotIndex + 1
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
