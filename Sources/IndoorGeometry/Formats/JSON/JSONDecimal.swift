/// Exact conversion of a decimal significand and power of ten to the nearest double, without strings:
/// Clinger's fast path when both are exact doubles, else Eisel–Lemire. The JSON parser and the batch
/// line readers (which parse numbers straight from bytes) share it.
///
/// Clinger, *How to read floating point numbers accurately* (1990); Lemire, *Number parsing at a gigabyte
/// per second* (2021).
package enum JSONDecimal {
    /// Exact powers of ten representable in a double, 10⁰ … 10²².
    static let exactPowers: [Double] = (0 ... 22).map { k in
        var p = 1.0
        for _ in 0 ..< k { p *= 10 }
        return p
    }

    /// `±mantissa × 10^exp10`, correctly rounded, or `nil` when neither fast method applies (the caller
    /// falls back to `strtod`).
    /// - Parameters:
    ///   - mantissa: the significand's digits as an integer.
    ///   - digits: how many significant digits it had (more than 19 cannot be exact in 64 bits).
    ///   - exp10: the power of ten.
    ///   - negative: the sign.
    @inline(__always)
    package static func double(mantissa: UInt64, digits: Int, exp10: Int, negative: Bool) -> Double? {
        guard digits <= 19 else { return nil }
        if mantissa < (1 << 53), exp10 >= -22, exp10 <= 22 {
            var d = Double(mantissa)
            if exp10 < 0 { d /= exactPowers[-exp10] } else { d *= exactPowers[exp10] }
            return negative ? -d : d
        }
        return JSONEiselLemire.double(mantissa: mantissa, exp10: exp10, negative: negative)
    }
}
