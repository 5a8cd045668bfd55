import Foundation

/// Per closable cut id (``FloorFreeSpace/cuts``): the floors and indices of its cuts in their meshes, gathered
/// from the meshes on first use (a query that closes doors, ``RoutingGraph/isClosableCut(_:)``), not when the
/// routing data is made: a router opened from a prebuilt file does not pay for it unless a query asks.
///
/// - Complexity: O(cuts of every mesh) once, then a dictionary look-up; safe to read from any thread.
final class RoutingCutIndex: @unchecked Sendable {
    private let lock = NSLock()
    private let meshes: [NavigationMesh]
    private var built: [String: [(floor: Int, cut: Int)]]?

    /// The index of the closable cuts of `meshes` (one per floor), gathered on first use.
    init(meshes: [NavigationMesh]) { self.meshes = meshes }

    /// Per cut id: the floor and the cut's index in that floor's mesh, in floor then cut order.
    var byId: [String: [(floor: Int, cut: Int)]] {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        var out: [String: [(floor: Int, cut: Int)]] = [:]
        for (f, mesh) in meshes.enumerated() {
            for (c, id) in mesh.cutIds.enumerated() where mesh.isClosable(cut: c) { out[id, default: []].append((f, c)) }
        }
        built = out
        return out
    }
}
