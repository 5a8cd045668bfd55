import Testing
@testable import IndoorGeometry

/// The SPbPU IMDF archive (test-only data in ../shared/venues): counts, adjacency, inferred stacks, labels.
@Suite("IMDF SPbPU", .enabled(if: SharedVenues.available))
struct IMDFSPbPUTests {
    static func load() throws -> Venue {
        try IMDFReader.read(FolderSource(root: SharedVenues.spbstuFolder))
    }

    @Test func explore() throws {
        let v = try Self.load()
        print("floors", v.floors.count, "spaces", v.spaces.count, "doors", v.doors.count, "conn", v.connections.count, "dest", v.destinations.count, "buildings", v.buildings.count)
        var hist: [Int: Int] = [:]
        for d in v.doors { hist[d.spaceIndices.count, default: 0] += 1 }
        print("door adjacency", hist.sorted { $0.key < $1.key })
        var types: [String: Int] = [:]
        for c in v.connections { types[c.type.description, default: 0] += 1 }
        print("connections", types)
        for w in v.warnings { print(w) }
        var used = Set<Int>()
        for c in v.connections { for a in c.entrances { if let s = a.spaceIndex { used.insert(s) } } }
        for (fi, f) in v.floors.enumerated() {
            let vs = v.spaces.indices.filter { v.spaces[$0].floorIndex == fi && v.spaces[$0].verticalType != nil }
            let st = vs.filter { v.spaces[$0].verticalType == .stairs }
            let el = vs.filter { v.spaces[$0].verticalType == .elevator }
            print(f.name, "b", f.buildingIndex ?? -1, "ord", f.ordinal, "stairs", st.count, "unused", st.filter { !used.contains($0) }.count, "elev", el.count, "unused", el.filter { !used.contains($0) }.count)
        }
    }
}
