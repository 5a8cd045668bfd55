/// Correctly rounded decimal → binary64 conversion by the Eisel–Lemire algorithm, for the 17-digit
/// coordinates that dominate map files (their mantissas exceed 2^53, so Clinger's fast path cannot take them).
///
/// Reference: D. Lemire, "Number Parsing at a Gigabyte per Second", Software: Practice and Experience 51(8),
/// 2021 (algorithm by M. Eisel); this follows the compact form of Go's `strconv.eiselLemire64`. The 128-bit
/// truncated mantissas of 10^q are computed once, exactly, with a small big-integer routine, for
/// q in ``minExponent`` ... ``maxExponent``. The function returns `nil` (the caller falls back to `strtod`)
/// for exponents outside that range, for results in subnormal or infinite range, and in the rare
/// cases where the 128-bit product cannot decide the rounding, so every returned value is exact.
enum JSONEiselLemire {
    static let minExponent = -120
    static let maxExponent = 120

    /// `(hi, lo)` of the normalized, truncated 128-bit mantissa of 10^q, index `q - minExponent`.
    static let powers: [(hi: UInt64, lo: UInt64)] = {
        var out: [(UInt64, UInt64)] = []
        out.reserveCapacity(maxExponent - minExponent + 1)
        for q in minExponent ... maxExponent {
            out.append(q >= 0 ? top128(power(of: q)) : reciprocalTop128(power(of: -q)))
        }
        return out
    }()

    /// `mantissa × 10^exp10` correctly rounded, or `nil` when undecided or out of range.
    /// - Parameters:
    ///   - mantissa: the decimal significand (exact, at most 19 digits).
    ///   - exp10: the decimal exponent.
    ///   - negative: the sign.
    @inline(__always)
    static func double(mantissa: UInt64, exp10: Int, negative: Bool) -> Double? {
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        guard exp10 >= minExponent, exp10 <= maxExponent else { return nil }
        let clz = mantissa.leadingZeroBitCount
        let man = mantissa << UInt64(clz)
        var retExp2 = ((217_706 &* exp10) >> 16) + 64 + 1023 - clz
        let p = powers[exp10 - minExponent]
        var (xHi, xLo) = man.multipliedFullWidth(by: p.hi)
        if xHi & 0x1FF == 0x1FF && xLo.addingReportingOverflow(man).overflow {
            let (yHi, yLo) = man.multipliedFullWidth(by: p.lo)
            var mergedHi = xHi
            let (mergedLo, carry) = xLo.addingReportingOverflow(yHi)
            if carry { mergedHi &+= 1 }
            if mergedHi & 0x1FF == 0x1FF && mergedLo &+ 1 == 0 && yLo.addingReportingOverflow(man).overflow { return nil }
            xHi = mergedHi
            xLo = mergedLo
        }
        let msb = xHi >> 63
        var retMantissa = xHi >> (msb + 9)
        retExp2 -= Int(1 ^ msb)
        // Exactly half-way between two doubles: let strtod decide.
        if xLo == 0 && xHi & 0x1FF == 0 && retMantissa & 3 == 1 { return nil }
        retMantissa += retMantissa & 1
        retMantissa >>= 1
        if retMantissa >> 53 > 0 {
            retMantissa >>= 1
            retExp2 += 1
        }
        guard retExp2 > 0, retExp2 < 0x7FF else { return nil }
        var bits = UInt64(retExp2) << 52 | (retMantissa & 0x000F_FFFF_FFFF_FFFF)
        if negative { bits |= 1 << 63 }
        return Double(bitPattern: bits)
    }

    // MARK: exact table construction (little-endian UInt32 limbs)

    private static func power(of n: Int) -> [UInt32] {
        var x: [UInt32] = [1]
        for _ in 0 ..< n {
            var carry: UInt64 = 0
            for i in x.indices {
                let v = UInt64(x[i]) * 10 + carry
                x[i] = UInt32(truncatingIfNeeded: v)
                carry = v >> 32
            }
            if carry > 0 { x.append(UInt32(carry)) }
        }
        return x
    }

    private static func bitLength(_ x: [UInt32]) -> Int {
        guard let top = x.lastIndex(where: { $0 != 0 }) else { return 0 }
        return top * 32 + (32 - x[top].leadingZeroBitCount)
    }

    private static func bit(_ x: [UInt32], _ i: Int) -> UInt64 { i < 0 ? 0 : UInt64((x[i / 32] >> UInt32(i % 32)) & 1) }

    /// The top 128 bits of `x` (truncated), left-aligned.
    private static func top128(_ x: [UInt32]) -> (UInt64, UInt64) {
        let l = bitLength(x)
        var hi: UInt64 = 0, lo: UInt64 = 0
        for k in 0 ..< 128 {
            let b = bit(x, l - 1 - k)
            if k < 64 { hi = hi << 1 | b } else { lo = lo << 1 | b }
        }
        return (hi, lo)
    }

    /// The first 128 significant bits of 1/d (truncated), by binary long division.
    private static func reciprocalTop128(_ d: [UInt32]) -> (UInt64, UInt64) {
        var r: [UInt32] = [1]
        var hi: UInt64 = 0, lo: UInt64 = 0
        var produced = 0
        var started = false
        while produced < 128 {
            shiftLeftOne(&r)
            var b: UInt64 = 0
            if compare(r, d) >= 0 {
                subtract(&r, d)
                b = 1
            }
            if b == 1 { started = true }
            guard started else { continue }
            if produced < 64 { hi = hi << 1 | b } else { lo = lo << 1 | b }
            produced += 1
        }
        return (hi, lo)
    }

    private static func shiftLeftOne(_ x: inout [UInt32]) {
        var carry: UInt32 = 0
        for i in x.indices {
            let next = x[i] >> 31
            x[i] = x[i] << 1 | carry
            carry = next
        }
        if carry > 0 { x.append(carry) }
    }

    private static func compare(_ a: [UInt32], _ b: [UInt32]) -> Int {
        let n = max(a.count, b.count)
        for i in stride(from: n - 1, through: 0, by: -1) {
            let x = i < a.count ? a[i] : 0, y = i < b.count ? b[i] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    private static func subtract(_ a: inout [UInt32], _ b: [UInt32]) {
        var borrow: Int64 = 0
        for i in a.indices {
            var v = Int64(a[i]) - borrow - (i < b.count ? Int64(b[i]) : 0)
            if v < 0 {
                v += 1 << 32
                borrow = 1
            } else {
                borrow = 0
            }
            a[i] = UInt32(v)
        }
    }
}
