extension TopologyPreservingSimplifier.Work {
    /// Cuts every ring into chains between nodes, storing each chain once however many rings use it.
    ///
    /// Vertices are identified by exact position. A node is a vertex with other than two distinct
    /// neighbours over all rings; a ring with no node (a free-standing ring, or one identical to another
    /// ring, like a room filling a hole) gets two: its smallest vertex (by id) and the vertex farthest from
    /// it, chosen the same way for every ring on the same cycle.
    mutating func buildChains(_ polygons: [Polygon]) {
        var ids: [Point: Int32] = [:]
        var positions: [Point] = []
        // Distinct cyclic vertex ids per ring (consecutive duplicates removed); nil when degenerate.
        var cycles: [[[Int32]?]] = []
        for polygon in polygons {
            var rings: [[Int32]?] = []
            for ring in polygon.rings {
                var cycle: [Int32] = []
                cycle.reserveCapacity(ring.points.count - 1)
                for p in ring.points.dropLast() {
                    let id: Int32
                    if let known = ids[p] {
                        id = known
                    } else {
                        id = Int32(positions.count)
                        ids[p] = id
                        positions.append(p)
                    }
                    if cycle.last != id { cycle.append(id) }
                }
                while cycle.count > 1, cycle.first == cycle.last { cycle.removeLast() }
                rings.append(Set(cycle).count >= 3 ? cycle : nil)
            }
            cycles.append(rings)
        }

        // Distinct undirected edges, then node flags.
        var edges = Set<UInt64>()
        for rings in cycles {
            for case let cycle? in rings {
                for k in 0 ..< cycle.count {
                    let a = cycle[k], b = cycle[(k + 1) % cycle.count]
                    edges.insert(UInt64(UInt32(Swift.min(a, b))) << 32 | UInt64(UInt32(Swift.max(a, b))))
                }
            }
        }
        var degree = [Int32](repeating: 0, count: positions.count)
        for e in edges {
            degree[Int(e >> 32)] += 1
            degree[Int(e & 0xFFFF_FFFF)] += 1
        }
        var isNode = degree.map { $0 != 2 }
        for rings in cycles {
            for case let cycle? in rings where !cycle.contains(where: { isNode[Int($0)] }) {
                let anchor = cycle.min() ?? 0
                var far = anchor
                var farD2 = -1.0
                for v in cycle {
                    let d2 = positions[Int(v)].squaredDistance(to: positions[Int(anchor)])
                    if d2 > farD2 || (d2 == farD2 && v < far) {
                        farD2 = d2
                        far = v
                    }
                }
                isNode[Int(anchor)] = true
                isNode[Int(far)] = true
            }
        }

        // Walk every ring from a node, reusing a chain when its first directed edge is already known.
        var chainByEdge: [UInt64: TopologyPreservingSimplifier.ChainUse] = [:]
        for (p, polygon) in polygons.enumerated() {
            var uses: [[TopologyPreservingSimplifier.ChainUse]?] = []
            for (r, ring) in polygon.rings.enumerated() {
                guard let cycle = cycles[p][r] else {
                    // Degenerate ring: kept as it is, but its segments still constrain the others.
                    appendChain(ring.points, frozen: true)
                    uses.append(nil)
                    continue
                }
                let m = cycle.count
                guard let start = cycle.firstIndex(where: { isNode[Int($0)] }) else {
                    uses.append(nil)  // unreachable: every cycle got a node above
                    continue
                }
                var ringUses: [TopologyPreservingSimplifier.ChainUse] = []
                var walked = 0
                while walked < m {
                    let a = cycle[(start + walked) % m]
                    let b = cycle[(start + walked + 1) % m]
                    let key = UInt64(UInt32(a)) << 32 | UInt64(UInt32(b))
                    if let use = chainByEdge[key] {
                        ringUses.append(use)
                        walked += chainStart[use.chain + 1] - chainStart[use.chain] - 1
                        continue
                    }
                    var chain: [Int32] = [a]
                    repeat {
                        walked += 1
                        chain.append(cycle[(start + walked) % m])
                    } while !isNode[Int(chain[chain.count - 1])]
                    let c = chainStart.count - 1
                    appendChain(chain.map { positions[Int($0)] }, frozen: false)
                    chainByEdge[key] = .init(chain: c, forward: true)
                    let k = chain.count
                    chainByEdge[UInt64(UInt32(chain[k - 1])) << 32 | UInt64(UInt32(chain[k - 2]))] = .init(chain: c, forward: false)
                    ringUses.append(.init(chain: c, forward: true))
                }
                uses.append(ringUses)
            }
            ringUses.append(uses)
        }
    }

    /// Appends one chain's vertices to the flat storage.
    private mutating func appendChain(_ points: [Point], frozen: Bool) {
        let c = Int32(chainStart.count - 1)
        vertices.append(contentsOf: points)
        vertexChain.append(contentsOf: repeatElement(c, count: points.count))
        chainStart.append(vertices.count)
        chainFrozen.append(frozen)
    }
}
