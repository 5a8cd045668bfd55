/// A set operation on two areal geometries.
public enum BooleanOperation: String, Hashable, Sendable, CaseIterable {
    /// Points in either.
    case union
    /// Points in both.
    case intersection
    /// Points in the first but not the second.
    case difference
    /// Points in exactly one.
    case symmetricDifference

    /// Whether a point with the given membership belongs to the result.
    @inlinable
    public func includes(inFirst a: Bool, inSecond b: Bool) -> Bool {
        switch self {
        case .union: return a || b
        case .intersection: return a && b
        case .difference: return a && !b
        case .symmetricDifference: return a != b
        }
    }
}
