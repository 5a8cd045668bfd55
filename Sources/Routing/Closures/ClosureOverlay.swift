import IndoorGeometry

/// What one query's closures change in the built data (``RoutingData``): the cuts it closes (same-floor
/// doors, ``FloorFreeSpace/cuts``) and, per floor holding one, that floor's mesh with those cuts as walls
/// and its anchors' pieces of free space on it. Queries consult it instead of copying the data: a floor it
/// holds is searched on its closed mesh with lazy walks (the data's walk table, corner graph and walks of
/// that floor hold open-mesh distances, which may cross a closed cut); every other floor reads the data.
///
/// Connection ids are not its business: the cost model refuses closed connections by their ids
/// (``RoutingProfile/closedConnections``). Making an overlay costs O(polygons of the floors it touches).
struct ClosureOverlay: Sendable {
    /// The closed cuts, each as ``cutKey(_:_:)``; empty when nothing is closed.
    let cuts: Set<Int64>
    /// Per floor (empty when nothing is closed): the floor's mesh with its closed cuts as walls, or nil for a
    /// floor without one.
    let meshes: [NavigationMesh?]
    /// Per floor as ``meshes``: the mesh components of the floor's anchors on its closed mesh, by slot (empty
    /// for a floor without closed cuts).
    let components: [[Int32]]

    /// Nothing closed.
    static let none = ClosureOverlay(cuts: [], meshes: [], components: [])

    private init(cuts: Set<Int64>, meshes: [NavigationMesh?], components: [[Int32]]) {
        self.cuts = cuts
        self.meshes = meshes
        self.components = components
    }

    /// Key of cut `cut` of floor `floor` in ``cuts``.
    @inline(__always) static func cutKey(_ floor: Int, _ cut: Int) -> Int64 { Int64(floor) << 32 | Int64(cut) }

    /// The closed cuts that `ids` name in `data` (ids naming no cut are left to the cost model).
    static func cutKeys(_ ids: Set<String>, in data: RoutingData) -> (keys: Set<Int64>, perFloor: [Int: [Int]]) {
        var perFloor: [Int: [Int]] = [:]
        var keys = Set<Int64>()
        // Nothing closed: the index is not built (a one-route process would build it for nothing).
        guard !ids.isEmpty else { return (keys, perFloor) }
        // One read of the lazily built index (each read takes its lock).
        let cutsById = data.cutsById
        guard !cutsById.isEmpty else { return (keys, perFloor) }
        for id in ids {
            for (f, c) in cutsById[id] ?? [] where keys.insert(cutKey(f, c)).inserted { perFloor[f, default: []].append(c) }
        }
        return (keys, perFloor)
    }

    /// The overlay of a query closing the cuts in `perFloor` (keys `keys`, from ``cutKeys(_:in:)``) on `data`:
    /// each such floor's mesh with those edges as walls and its connected components recomputed
    /// (``NavigationMesh/closing(cuts:)``), and its anchors' components on it.
    init(keys: Set<Int64>, perFloor: [Int: [Int]], data: RoutingData) {
        guard !keys.isEmpty else {
            self = .none
            return
        }
        var meshes = [NavigationMesh?](repeating: nil, count: data.meshes.count)
        var components = [[Int32]](repeating: [], count: data.meshes.count)
        for (f, cuts) in perFloor {
            let mesh = data.meshes[f].closing(cuts: cuts)
            meshes[f] = mesh
            components[f] = data.anchorsByFloor[f].map { id in
                // The polygon a route start there is located in (as the build located the snapped anchor).
                let anchor = data.anchors[Int(id)]
                return mesh.locate(anchor.point).map { mesh.component[$0] } ?? anchor.component
            }
        }
        self.init(cuts: keys, meshes: meshes, components: components)
    }

    /// Whether floor `f` has closed cuts.
    @inline(__always) func closes(floor f: Int) -> Bool { !meshes.isEmpty && meshes[f] != nil }
}
