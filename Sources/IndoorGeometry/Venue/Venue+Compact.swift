extension Venue {
    /// Reallocates the feature arrays, and each door's and destination's small arrays, to their exact
    /// sizes. Readers build them by appending, which leaves up to half of each buffer as growth room; a
    /// finished venue no longer grows, and on a large campus that room is megabytes.
    /// Values and indices are unchanged.
    public mutating func shrinkToFit() {
        func exact<T>(_ a: inout [T]) { a = a.withExactCapacity() }
        exact(&buildings)
        exact(&floors)
        exact(&spaces)
        exact(&walls)
        exact(&doors)
        for i in doors.indices {
            exact(&doors[i].anchors)
            exact(&doors[i].spaceIndices)
        }
        exact(&obstacles)
        exact(&connections)
        exact(&destinations)
        for i in destinations.indices {
            exact(&destinations[i].spaceIndices)
            exact(&destinations[i].points)
            exact(&destinations[i].categories)
        }
        exact(&warnings)
        exact(&inferences)
    }
}
