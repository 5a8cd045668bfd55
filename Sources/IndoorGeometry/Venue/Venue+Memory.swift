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

extension Venue {
    /// Where the venue's memory goes, by part (``MemoryFootprint`` accounting): each kind of feature's
    /// records (the array of structs and their small arrays), its geometry (point arrays) and its strings.
    /// A string of more than 15 UTF-8 bytes lives on the heap (32 bytes of header, its bytes and a
    /// terminator); shorter ones are stored inline in the record and count nothing. Strings that share
    /// storage are counted once per holder, so the string figures are an upper bound.
    public var memoryFootprint: MemoryFootprint {
        typealias M = MemoryFootprint
        func str(_ s: String) -> Int { s.utf8.count > 15 ? 32 + s.utf8.count + 1 : 0 }
        func str(_ s: String?) -> Int { s.map(str) ?? 0 }
        func strs(_ a: [String]) -> Int { M.bytes(a) + a.reduce(0) { $0 + str($1) } }
        func anchors(_ a: [ConnectionAnchor]) -> (records: Int, strings: Int) { (M.bytes(a), a.reduce(0) { $0 + str($1.geometryID) }) }
        var out = MemoryFootprint()
        out.add("spaces: records", M.bytes(spaces))
        out.add("spaces: polygons", spaces.reduce(0) { $0 + M.bytes($1.polygon) })
        out.add("spaces: strings", spaces.reduce(0) { $0 + str($1.id) + str($1.category) + strs($1.names) + str($1.restriction) + str($1.color) })
        out.add("walls: records", M.bytes(walls))
        out.add("walls: lines", walls.reduce(0) { $0 + M.bytes($1.line.points) })
        out.add("walls: strings", walls.reduce(0) { $0 + str($1.id) })
        out.add("doors: records", doors.reduce(M.bytes(doors)) { $0 + M.bytes($1.spaceIndices) + anchors($1.anchors).records })
        out.add("doors: lines", doors.reduce(0) { $0 + M.bytes($1.line?.points ?? []) })
        out.add("doors: strings", doors.reduce(0) { $0 + str($1.id) + str($1.category) + str($1.lineGeometryID) + anchors($1.anchors).strings })
        out.add("obstacles", obstacles.reduce(M.bytes(obstacles)) { $0 + M.bytes($1.polygon) + str($1.id) + str($1.kind) })
        out.add("floors, buildings", floors.reduce(M.bytes(floors) + M.bytes(buildings)) { $0 + ($1.outline.map(M.bytes) ?? 0) + str($1.id) + str($1.name) })
        out.add(
            "connections",
            connections.reduce(M.bytes(connections)) { s, c in
                let e = anchors(c.entrances), x = anchors(c.exits)
                return s + e.records + e.strings + x.records + x.strings + str(c.id) + str(c.name)
            })
        out.add("destinations: records", destinations.reduce(M.bytes(destinations)) { $0 + M.bytes($1.spaceIndices) + M.bytes($1.points) })
        out.add("destinations: strings", destinations.reduce(0) { $0 + str($1.id) + str($1.name) + strs($1.categories) })
        out.add(
            "warnings, inferences",
            warnings.reduce(M.bytes(warnings) + M.bytes(inferences)) { $0 + str($1.message) + str($1.featureID) + str($1.file) + str($1.subject) })
        return out
    }
}
