import IndoorGeometry

extension RoutingData {
    /// The same data with other known ends (tests compare routes with and without them).
    func replacingKnownEnds(_ ends: KnownEnds) -> RoutingData {
        RoutingData(
            key: key, floors: floors, meshes: meshes, connections: connections, issues: issues, anchors: anchors, anchorsByFloor: anchorsByFloor,
            walks: walks, transitions: transitions, transitionExits: transitionExits, spansFloors: spansFloors, lazyWalks: lazyWalks,
            walkTables: walkTables, cornerGraphs: cornerGraphs,
            corners: (base: cornerStateBase, count: cornerStateCount, floor: cornerStateFloor, point: cornerStatePoint), landmarks: landmarks,
            cellBounds: cellBounds, anchorPoints: anchorPoints, knownEnds: ends, leadsOnlyToDeadEnds: leadsOnlyToDeadEnds)
    }
}
