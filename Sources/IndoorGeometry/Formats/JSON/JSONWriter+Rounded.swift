/// Rounded numbers written from their rounded integer: the text ``JSONWriter`` writes of a number rounded to
/// a few decimal places (lengths to the millimetre, coordinates to 1e-9 degrees), without formatting a
/// `Double`.
extension JSONWriter {
    /// Appends `x`, a number rounded to `decimals` places (`x == n / 10^decimals` for the integral double
    /// `n`), as ``appendNumber(_:to:)-(_,[UInt8])`` writes it, digit by digit from `n`; returns `false`
    /// without appending when that shortcut does not apply (then write `x` with ``appendNumber(_:to:)-(_,[UInt8])``).
    ///
    /// It applies for `decimals` ≤ 9 and 1 ≤ |x| < 10^6, where the writer's text is plain digits: there a
    /// double's spacing is below 10^-9, so the decimal `n / 10^decimals` is the only one of at most
    /// `decimals` places that reads back as `x`, and the shortest text of `x` is it without trailing zeros.
    package static func appendRounded(_ x: Double, scaled n: Double, decimals: Int, to out: inout [UInt8]) -> Bool {
        guard roundedApplies(x, scaled: n, decimals: decimals) else { return false }
        // At most 17 bytes: a sign, 6 digits, a point and 9 places.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { raw in
            let p = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let count = writeRounded(scaled: n, decimals: decimals, to: p)
            out.append(contentsOf: UnsafeBufferPointer(start: p, count: count))
        }
        return true
    }

    /// Whether ``appendRounded(_:scaled:decimals:to:)`` applies to `x` (see there).
    @inline(__always)
    package static func roundedApplies(_ x: Double, scaled n: Double, decimals: Int) -> Bool {
        decimals >= 0 && decimals <= 9 && abs(x) >= 1 && abs(x) < 1e6 && abs(n) < 1e15
    }

    /// Writes the text of ``appendRounded(_:scaled:decimals:to:)`` at `p` (room for 17 bytes) and returns
    /// its length; only where ``roundedApplies(_:scaled:decimals:)`` holds.
    /// - Complexity: O(digits), two digits per step.
    @inline(__always)
    package static func writeRounded(scaled n: Double, decimals: Int, to p: UnsafeMutablePointer<UInt8>) -> Int {
        let m = Int64(n).magnitude
        let scale = powerOfTen(decimals)
        var whole = m / scale
        var fraction = m % scale
        var places = 0
        if fraction != 0 {
            places = decimals
            while fraction % 10 == 0 {
                fraction /= 10
                places -= 1
            }
        }
        var i = 0
        if n < 0 {
            p[0] = UInt8(ascii: "-")
            i = 1
        }
        // The whole part (below 10^6): its digit count, then right to left.
        var wholeDigits = 1
        var bound: UInt64 = 10
        while whole >= bound {
            wholeDigits += 1
            bound &*= 10
        }
        var end = i + wholeDigits
        writeDigits(&whole, from: end, down: wholeDigits, to: p)
        if places > 0 {
            p[end] = UInt8(ascii: ".")
            end += 1 + places
            writeDigits(&fraction, from: end, down: places, to: p)
        }
        return end
    }

    /// Writes the last `count` decimal digits of `v` (leading zeros included) ending before `p[end]`.
    @inline(__always)
    private static func writeDigits(_ v: inout UInt64, from end: Int, down count: Int, to p: UnsafeMutablePointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        var i = end
        var left = count
        while left >= 2 {
            let r = Int(v % 100)
            v /= 100
            i -= 2
            p[i] = pairs[2 * r]
            p[i + 1] = pairs[2 * r + 1]
            left -= 2
        }
        if left == 1 {
            p[i - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
        }
    }

    /// 10^k for k in 0...9.
    @inline(__always)
    private static func powerOfTen(_ k: Int) -> UInt64 {
        switch k {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1000
        case 4: 10000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        default: 1_000_000_000
        }
    }

    /// The two digits of 00 to 99, in order.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }
}
