/// The line of a document a message's path points at, for GitHub annotations
/// (`::error file=…,line=…::`). A syntax error names its line; for a path such as
/// `sections[1].group.size`, the text is scanned keeping the path of each key and array
/// element, and the line is that of the deepest one the path starts with (a missing key
/// points at its object).
package enum JSONLineLocator {
    package static func line(of path: String, in text: [UInt8]) -> Int {
        if path.hasPrefix("line "), let number = Int(path.dropFirst(5).prefix { $0.isNumber }) { return number }
        var scanner = Scanner(target: path)
        scanner.scan(text)
        return scanner.bestLine
    }

    private enum Container {
        case object(key: String?, expectingKey: Bool)
        case array(index: Int, started: Bool)
    }

    private struct Scanner {
        let target: String
        var stack: [Container] = []
        var line = 1
        var bestLine = 1
        var bestLength = -1

        init(target: String) { self.target = target }

        /// The path of the innermost key or element, as validation writes paths.
        var currentPath: String {
            var path = ""
            for container in stack {
                switch container {
                case .object(let key?, _): path += path.isEmpty ? key : "." + key
                case .array(let index, true): path += "[\(index)]"
                default: return path
                }
            }
            return path
        }

        mutating func reached() {
            let path = currentPath
            guard path.count > bestLength else { return }
            if path == target || target.hasPrefix(path + ".") || target.hasPrefix(path + "[") {
                bestLength = path.count
                bestLine = line
            }
        }

        /// A value starts: in an array, that is a new element.
        mutating func valueStarts() {
            if case .array(let index, false)? = stack.last {
                stack[stack.count - 1] = .array(index: index, started: true)
                reached()
            }
        }

        mutating func scan(_ text: [UInt8]) {
            var i = 0
            while i < text.count {
                let byte = text[i]
                switch byte {
                case UInt8(ascii: "\n"):
                    line += 1
                case UInt8(ascii: "\""):
                    var string: [UInt8] = []
                    i += 1
                    while i < text.count, text[i] != UInt8(ascii: "\"") {
                        if text[i] == UInt8(ascii: "\\") { i += 1 }
                        if i < text.count { string.append(text[i]) }
                        i += 1
                    }
                    if case .object(_, true)? = stack.last {
                        stack[stack.count - 1] = .object(key: String(decoding: string, as: UTF8.self), expectingKey: false)
                        reached()
                    } else {
                        valueStarts()
                    }
                case UInt8(ascii: "{"):
                    valueStarts()
                    stack.append(.object(key: nil, expectingKey: true))
                case UInt8(ascii: "["):
                    valueStarts()
                    stack.append(.array(index: 0, started: false))
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    _ = stack.popLast()
                case UInt8(ascii: ","):
                    switch stack.last {
                    case .object(let key, _)?: stack[stack.count - 1] = .object(key: key, expectingKey: true)
                    case .array(let index, _)?: stack[stack.count - 1] = .array(index: index + 1, started: false)
                    case nil: break
                    }
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
                    break
                default:
                    valueStarts()  // a number or a literal
                }
                i += 1
            }
        }
    }
}
