/// Number formatting for the table, without Foundation.
extension Int {
    /// 1000000 → "1,000,000".
    var grouped: String {
        let digits = String(magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return self < 0 ? "-" + out : out
    }
}

extension Double {
    /// Whole numbers without a fraction (390 → "390"), others as Swift prints them.
    var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }

    /// Three significant digits at least, at most `maximumDecimals` decimals: 1234.5 → "1234",
    /// 12.345 → "12.3", 0.012345 → "0.0123".
    func significant(maximumDecimals: Int = 4) -> String {
        guard isFinite else { return String(self) }
        let magnitude = abs(self)
        var decimals = 0
        var threshold = 100.0
        while magnitude < threshold && decimals < maximumDecimals && magnitude > 0 {
            decimals += 1
            threshold /= 10
        }
        return fixed(decimals)
    }

    /// Rounded to `decimals` places, half away from zero.
    func fixed(_ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(self) * scale).rounded()
        let whole = Int(scaled / scale)
        var text = String(whole)
        if decimals > 0 {
            let fraction = Int(scaled - Double(whole) * scale)
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        }
        return self < 0 && scaled != 0 ? "-" + text : text
    }
}
