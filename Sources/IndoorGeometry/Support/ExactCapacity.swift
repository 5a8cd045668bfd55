extension Array {
    /// The same elements in a buffer of their own count: an array grown by appending keeps up to twice the
    /// room it needs, and a structure kept for the router's or the venue's lifetime (mesh vertices and polygons,
    /// often a third slack after appends) should not hold that room. Returns `self` when the slack is under 1/16.
    /// - Complexity: O(count) when it copies.
    public func withExactCapacity() -> [Element] {
        guard capacity - count > count / 16 else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}
