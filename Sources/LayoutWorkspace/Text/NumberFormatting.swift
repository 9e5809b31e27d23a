#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A number for people: integral values without a fraction, others with at most `digits` decimals.
package func formatPoints(_ value: Double, digits: Int = 2) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    guard rounded.isFinite else { return String(value) }  // 1e308 · 100 overflows; say 1e+308
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(rounded)
    // By bytes: `contains("e")` compared Characters, a fiftieth of a `solve --all --format csv`.
    if text.utf8.contains(UInt8(ascii: "e")) { return text }
    while text.utf8.last == UInt8(ascii: "0") { text.removeLast() }
    return text
}

/// `value` with exactly `decimals` decimals, as `String(format: "%.Nf")` writes it but without
/// Foundation's formatter, which was a sixth of a `solve --all` of 130,000 small solves (one
/// timing per row). Non-finite and huge values go to C's `printf`, as `String(format:)` did.
package func formatFixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard value.isFinite, decimals >= 0, scaled < 1e15 else { return printfFixed(value, decimals: decimals) }
    let units = Int64(scaled)
    let whole = String(units / Int64(scale))
    let sign = value < 0 && units != 0 ? "-" : ""
    guard decimals > 0 else { return sign + whole }
    let fraction = String(units % Int64(scale))
    return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

/// `printf("%.*f")`: every digit of a huge value, and `inf` or `nan` for the rest.
private func printfFixed(_ value: Double, decimals: Int) -> String {
    let precision = Int32(clamping: max(0, decimals))
    let length = withVaList([precision, value]) { vsnprintf(nil, 0, "%.*f", $0) }
    var buffer = [CChar](repeating: 0, count: Int(max(0, length)) + 1)
    _ = withVaList([precision, value]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
    return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
