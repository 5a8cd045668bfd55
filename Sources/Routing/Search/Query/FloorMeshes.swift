import IndoorGeometry

/// The meshes of a ``RoutingGraph``'s floors as its queries see them: the built meshes, with those of the
/// floors its ``ClosureOverlay`` closes cuts on replaced by their closed copies. Indexed by floor; reading one
/// copies no array.
public struct FloorMeshes: RandomAccessCollection, Sendable {
    let open: [NavigationMesh]
    /// Per floor (empty when nothing is closed): the closed mesh, or nil.
    let closed: [NavigationMesh?]

    public var startIndex: Int { 0 }
    public var endIndex: Int { open.count }

    /// Floor `f`'s mesh.
    public subscript(f: Int) -> NavigationMesh {
        if !closed.isEmpty, let m = closed[f] { return m }
        return open[f]
    }
}
