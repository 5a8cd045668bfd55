/// The turn direction of an ordered point triple, decided exactly.
public enum Orientation: Int8, Hashable, Sendable {
    /// `c` lies to the right of the directed line `a → b` (a clockwise turn).
    case clockwise = -1
    /// The three points lie on one line (or coincide).
    case collinear = 0
    /// `c` lies to the left of the directed line `a → b` (a counter-clockwise turn).
    case counterClockwise = 1

    /// Classifies the triple `(a, b, c)` exactly.
    ///
    /// A floating-point filter decides almost every call; when the determinant is too close to zero for
    /// its error bound, an exact evaluation with floating-point expansions decides (Shewchuk, *Adaptive
    /// Precision Floating-Point Arithmetic and Fast Robust Geometric Predicates*, 1997: the `ccwerrboundA`
    /// filter, then an exact sum of the six products instead of his staged B/C/D refinements).
    /// Exact for all finite inputs whose products neither overflow nor underflow (|coordinates| between
    /// about 1e-140 and 1e140, far beyond any map).
    /// - Complexity: O(1).
    @inlinable
    public init(_ a: Point, _ b: Point, _ c: Point) {
        let s = Orientation.sign(a, b, c)
        self = s > 0 ? .counterClockwise : (s < 0 ? .clockwise : .collinear)
    }

    /// Error bound factor of the filter: `(3 + 16ε)ε`, ε = 2⁻⁵³.
    @usableFromInline
    static let filterBound: Double = (3.0 + 16.0 * 0x1p-53) * 0x1p-53

    /// The exact sign (-1, 0, 1) of `(a.x - c.x)(b.y - c.y) - (a.y - c.y)(b.x - c.x)`, twice the signed area
    /// of the triangle: positive when `a, b, c` turn counter-clockwise.
    @inlinable
    public static func sign(_ a: Point, _ b: Point, _ c: Point) -> Int {
        let detLeft = (a.x - c.x) * (b.y - c.y)
        let detRight = (a.y - c.y) * (b.x - c.x)
        let det = detLeft - detRight
        let detSum: Double
        if detLeft > 0 {
            if detRight <= 0 { return det > 0 ? 1 : (det < 0 ? -1 : 0) }
            detSum = detLeft + detRight
        } else if detLeft < 0 {
            if detRight >= 0 { return det > 0 ? 1 : (det < 0 ? -1 : 0) }
            detSum = -detLeft - detRight
        } else {
            return det > 0 ? 1 : (det < 0 ? -1 : 0)
        }
        let bound = filterBound * detSum
        if det >= bound { return 1 }
        if -det >= bound { return -1 }
        return exactSign(a, b, c)
    }

    /// Exact sign via a nonoverlapping expansion of
    /// `ax·by − ax·cy − cx·by − ay·bx + ay·cx + cy·bx` (each product split exactly with a fused multiply-add).
    /// The expansion lives in a stack buffer: twelve terms grow it by at most one component each, so it never
    /// holds more than twelve (points exactly on an edge reach this path on every hit-test that meets them).
    @usableFromInline
    static func exactSign(_ a: Point, _ b: Point, _ c: Point) -> Int {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 12) { e -> Int in
            var count = 0
            /// Shewchuk's GROW-EXPANSION with zero elimination: adds `b` to the nonoverlapping expansion
            /// `e[0 ..< count]`, kept in increasing order of magnitude, exactly.
            @inline(__always) func grow(_ b: Double) {
                var q = b
                var out = 0
                for i in 0 ..< count {
                    let ei = e[i]
                    let s = q + ei
                    let bv = s - q
                    let av = s - bv
                    let err = (q - av) + (ei - bv)
                    q = s
                    if err != 0 {
                        e[out] = err
                        out += 1
                    }
                }
                count = out
                if q != 0 {
                    e[count] = q
                    count += 1
                }
            }
            @inline(__always) func addProduct(_ x: Double, _ y: Double) {
                let p = x * y
                grow((-p).addingProduct(x, y))  // fma(x, y, -p): the exact rounding error of p
                grow(p)
            }
            addProduct(a.x, b.y)
            addProduct(-a.x, c.y)
            addProduct(-c.x, b.y)
            addProduct(-a.y, b.x)
            addProduct(a.y, c.x)
            addProduct(c.y, b.x)
            // Zero elimination keeps only nonzero components; the largest decides the sign.
            return count == 0 ? 0 : (e[count - 1] > 0 ? 1 : -1)
        }
    }
}
