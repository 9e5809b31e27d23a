import Foundation

/// A number for people: integral values without a fraction, others with at most `digits` decimals.
func formatPoints(_ value: Double, digits: Int = 2) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
