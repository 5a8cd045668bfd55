import Testing
@testable import IndoorGeometry

@Suite struct OrientationTests {
    @Test("simple turns")
    func simpleTurns() {
        #expect(Orientation(Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)) == .counterClockwise)
        #expect(Orientation(Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 0)) == .clockwise)
        #expect(Orientation(Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2)) == .collinear)
    }

    /// Kettner et al.'s classic failure: points near (0.5, 0.5) on the line y = x, perturbed by ulps.
    /// Naive evaluation gives inconsistent signs; the exact predicate must agree with a rational oracle.
    @Test("nearly collinear triples agree with an exact rational oracle")
    func nearlyCollinear() {
        let b = Point(x: 12, y: 12)
        let c = Point(x: 24, y: 24)
        var mismatchesNaive = 0
        for i in 0 ..< 64 {
            for j in 0 ..< 64 {
                let a = Point(x: 0.5 + Double(i) * 0x1p-53, y: 0.5 + Double(j) * 0x1p-53)
                let exact = Orientation.sign(a, b, c)
                let oracle = RationalOracle.orientation(a, b, c)
                #expect(exact == oracle, "a=\(a)")
                let naive = (a.x - c.x) * (b.y - c.y) - (a.y - c.y) * (b.x - c.x)
                if (naive > 0 ? 1 : (naive < 0 ? -1 : 0)) != oracle { mismatchesNaive += 1 }
            }
        }
        // The grid is chosen so that naive evaluation really does fail somewhere (the test bites).
        #expect(mismatchesNaive > 0)
    }
}

/// Exact orientation with arbitrary-precision integers: every double is m·2^e, so scale to integers.
enum RationalOracle {
    static func orientation(_ a: Point, _ b: Point, _ c: Point) -> Int {
        // Every double in the oracle's range is an exact integer once scaled by 2^200 (see BigInt).
        let ax = BigInt(a.x), ay = BigInt(a.y), bx = BigInt(b.x), by = BigInt(b.y), cx = BigInt(c.x), cy = BigInt(c.y)
        let det = (ax - cx) * (by - cy) - (ay - cy) * (bx - cx)
        return det.sign
    }
}

/// A minimal signed big integer scaled by 2^200 (enough for doubles in [2^-100, 2^100]) for the oracle.
struct BigInt {
    var negative: Bool
    var magnitude: [UInt32]  // little-endian limbs

    init(_ d: Double) {
        precondition(d.isFinite)
        negative = d < 0
        let m = abs(d)
        if m == 0 {
            magnitude = []
            return
        }
        let exponent = Int(m.exponent)  // m = significand * 2^exponent, significand in [1, 2)
        let significandBits = m.significandBitPattern | (1 << 52)  // 53-bit integer
        // value = significandBits * 2^(exponent - 52); scaled by 2^200 → shift = exponent - 52 + 200
        let shift = exponent - 52 + 200
        precondition(shift >= 0, "oracle range exceeded")
        var limbs = [UInt32](repeating: 0, count: shift / 32 + 3)
        let low = UInt64(significandBits) << UInt64(shift % 32)
        let hi = shift % 32 == 0 ? 0 : UInt64(significandBits) >> UInt64(64 - shift % 32)
        limbs[shift / 32] = UInt32(truncatingIfNeeded: low)
        limbs[shift / 32 + 1] = UInt32(truncatingIfNeeded: low >> 32)
        limbs[shift / 32 + 2] = UInt32(truncatingIfNeeded: hi)
        magnitude = limbs
        trim()
    }

    init(negative: Bool, magnitude: [UInt32]) {
        self.negative = negative
        self.magnitude = magnitude
        trim()
    }

    mutating func trim() {
        while let l = magnitude.last, l == 0 { magnitude.removeLast() }
        if magnitude.isEmpty { negative = false }
    }

    var sign: Int { magnitude.isEmpty ? 0 : (negative ? -1 : 1) }

    static func compareMagnitude(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for i in stride(from: a.count - 1, through: 0, by: -1) where a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
        return 0
    }

    static func addMagnitude(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var r = [UInt32](repeating: 0, count: max(a.count, b.count) + 1)
        var carry: UInt64 = 0
        for i in 0 ..< r.count {
            let s = UInt64(i < a.count ? a[i] : 0) + UInt64(i < b.count ? b[i] : 0) + carry
            r[i] = UInt32(truncatingIfNeeded: s)
            carry = s >> 32
        }
        return r
    }

    /// a - b with |a| >= |b|.
    static func subMagnitude(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var r = a
        var borrow: Int64 = 0
        for i in 0 ..< r.count {
            var s = Int64(a[i]) - Int64(i < b.count ? b[i] : 0) - borrow
            if s < 0 {
                s += 1 << 32
                borrow = 1
            } else {
                borrow = 0
            }
            r[i] = UInt32(s)
        }
        return r
    }

    static func + (a: BigInt, b: BigInt) -> BigInt {
        if a.negative == b.negative { return BigInt(negative: a.negative, magnitude: addMagnitude(a.magnitude, b.magnitude)) }
        let c = compareMagnitude(a.magnitude, b.magnitude)
        if c == 0 { return BigInt(negative: false, magnitude: []) }
        return c > 0
            ? BigInt(negative: a.negative, magnitude: subMagnitude(a.magnitude, b.magnitude))
            : BigInt(negative: b.negative, magnitude: subMagnitude(b.magnitude, a.magnitude))
    }

    static prefix func - (a: BigInt) -> BigInt { BigInt(negative: !a.negative, magnitude: a.magnitude) }
    static func - (a: BigInt, b: BigInt) -> BigInt { a + (-b) }

    static func * (a: BigInt, b: BigInt) -> BigInt {
        if a.magnitude.isEmpty || b.magnitude.isEmpty { return BigInt(negative: false, magnitude: []) }
        var r = [UInt32](repeating: 0, count: a.magnitude.count + b.magnitude.count + 1)
        for i in 0 ..< a.magnitude.count {
            var carry: UInt64 = 0
            for j in 0 ..< b.magnitude.count {
                let t = UInt64(a.magnitude[i]) * UInt64(b.magnitude[j]) + UInt64(r[i + j]) + carry
                r[i + j] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
            }
            var k = i + b.magnitude.count
            while carry != 0 {
                let t = UInt64(r[k]) + carry
                r[k] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
                k += 1
            }
        }
        return BigInt(negative: a.negative != b.negative, magnitude: r)
    }
}
