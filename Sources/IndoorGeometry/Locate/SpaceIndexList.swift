/// A short list of space indices stored inline: the spaces containing a located point (almost always
/// one to three), without a heap allocation per query. Larger lists spill into an array.
public struct SpaceIndexList: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    private var inline: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    private var spill: [Int]? = nil
    public private(set) var count: Int = 0

    public init() {}

    /// A list of one index.
    @inline(__always)
    public init(single i: Int) {
        inline.0 = Int32(i)
        count = 1
    }

    public init<S: Sequence>(_ s: S) where S.Element == Int {
        for i in s { append(i) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Int {
        precondition(position >= 0 && position < count, "SpaceIndexList index out of range")
        if let s = spill { return s[position] }
        switch position {
        case 0: return Int(inline.0)
        case 1: return Int(inline.1)
        case 2: return Int(inline.2)
        default: return Int(inline.3)
        }
    }

    /// Appends an index (inline up to four, then in an array).
    public mutating func append(_ i: Int) {
        if spill == nil && count < 4 {
            switch count {
            case 0: inline.0 = Int32(i)
            case 1: inline.1 = Int32(i)
            case 2: inline.2 = Int32(i)
            default: inline.3 = Int32(i)
            }
        } else {
            if spill == nil { spill = Array(self) }
            spill?.append(i)
        }
        count += 1
    }

    public static func == (a: SpaceIndexList, b: SpaceIndexList) -> Bool { a.elementsEqual(b) }
    public func hash(into h: inout Hasher) {
        h.combine(count)
        for i in self { h.combine(i) }
    }
    public var description: String { Array(self).description }
}
