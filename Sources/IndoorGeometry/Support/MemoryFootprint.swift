/// Where a structure's memory goes (the router's, the locator's), by part: the bytes its arrays hold (capacity × element
/// stride, plus a 32-byte header per array), summed per part. An accounting for benchmarks and reports,
/// not a measurement: it leaves out malloc's rounding and the objects' own headers, so process figures
/// (peak and resident set size) run a few percent above it.
public struct MemoryFootprint: Sendable, Hashable {
    /// One part of a structure and the bytes it holds.
    public struct Part: Sendable, Hashable {
        /// What the part is ("navigation meshes", "walk tables", …).
        public var name: String
        /// Bytes its arrays hold.
        public var bytes: Int
    }

    /// The parts, in the order they were added.
    public private(set) var parts: [Part] = []

    /// An empty accounting, filled by the structures that report one.
    package init() {}

    /// Bytes over all parts.
    public var total: Int { parts.reduce(0) { $0 + $1.bytes } }

    /// Adds `bytes` to the part named `name` (appended when new).
    package mutating func add(_ name: String, _ bytes: Int) {
        if let i = parts.firstIndex(where: { $0.name == name }) { parts[i].bytes += bytes } else { parts.append(Part(name: name, bytes: bytes)) }
    }

    /// Bytes an array's buffer holds: its capacity times the element's stride, plus the buffer's header
    /// (elements' own out-of-line storage not included).
    @inline(__always)
    package static func bytes<T>(_ a: [T]) -> Int { a.isEmpty && a.capacity == 0 ? 0 : 32 + a.capacity * MemoryLayout<T>.stride }

    /// Bytes of an array of arrays: the outer buffer and every inner one.
    package static func bytes<T>(_ a: [[T]]) -> Int { a.reduce(32 + a.capacity * MemoryLayout<[T]>.stride) { $0 + bytes($1) } }

    /// Bytes of a polygon's rings (their points), with its array of holes.
    package static func bytes(_ p: Polygon) -> Int { bytes(p.shell.points) + bytes(p.holes) + p.holes.reduce(0) { $0 + bytes($1.points) } }

    /// Bytes of a multipolygon's polygons (each as a polygon's bytes), with the polygon array.
    package static func bytes(_ m: MultiPolygon) -> Int { m.polygons.reduce(32 + m.polygons.capacity * MemoryLayout<Polygon>.stride) { $0 + bytes($1) } }
}
