/// Stairwells and shafts drawn one room per level: SIT draws a stairwell as one `indoor=room` +
/// `stairs=yes` on several levels, but mappers also draw one such room per level, stacked.
///
/// Single-level stairs and elevator rooms of one building (not escalators: which way one runs is told by
/// its own tags) with the same outline, each covering at least ``OSMVenueBuilder/stackedOutlineOverlap``
/// of the larger one's area, on consecutive levels (consecutive among the building's levels, so −1, 0, 2
/// link 0 and 2) are linked one to one, largest overlap first. Each chain of links is one connection
/// through their anchors (entry node or inside point, as for a multi-level room), inferred
/// (``VerticalConnection/isInferred``), with id `inferred:<id>|<id>|…` bottom to top and the first name
/// found. Links are one to one so that no route goes down one room and straight back up another.
extension OSMVenueBuilder {
    /// The share of the larger outline's area two stacked rooms must overlap by to be one stairwell or
    /// shaft: 0.9 (the same room redrawn on each level, give or take a node).
    static let stackedOutlineOverlap = 0.9

    /// A single-level vertical room: its space, type and tags' item.
    struct StackCandidate {
        var item: Int
        var space: Int
        var type: ConnectionType
    }

    /// Links the single-level vertical rooms stacked on consecutive levels into connections.
    mutating func buildStackedConnections(nodes: [Int: [EntryNode]], consumed: inout Set<Int>) {
        // Candidates by building, then by ordinal.
        var byBuilding: [Int: [Int: [StackCandidate]]] = [:]
        for (k, spaces) in spacesOfItem.sorted(by: { $0.key < $1.key }) {
            guard let type = OSMTags.verticalType(items[k].feature.tags), type == .stairs || type == .elevator,
                Set(spaces.map { venue.spaces[$0].floorIndex }).count == 1
            else { continue }
            for s in spaces {
                let floor = venue.floors[venue.spaces[s].floorIndex]
                guard let b = floor.buildingIndex, !floor.isOutdoor else { continue }
                byBuilding[b, default: [:]][floor.ordinal, default: []].append(StackCandidate(item: k, space: s, type: type))
            }
        }
        for b in byBuilding.keys.sorted() {
            guard let byOrdinal = byBuilding[b] else { continue }
            let ordinals = Set(venue.buildings[b].floorIndices.map { venue.floors[$0].ordinal }).sorted()
            var above: [Int: StackCandidate] = [:], below = Set<Int>()
            for (lo, hi) in zip(ordinals, ordinals.dropFirst()) {
                guard let lower = byOrdinal[lo], let upper = byOrdinal[hi] else { continue }
                for (a, c) in stackLinks(lower, upper) {
                    above[a.space] = c
                    below.insert(c.space)
                }
            }
            for bottom in byOrdinal.keys.sorted().flatMap({ byOrdinal[$0] ?? [] }) where above[bottom.space] != nil && !below.contains(bottom.space) {
                var chain = [bottom]
                while let next = above[chain[chain.count - 1].space] { chain.append(next) }
                addStackedConnection(chain, nodes: nodes, consumed: &consumed)
            }
        }
    }

    /// One-to-one links between the candidates of two consecutive levels, largest overlap first.
    func stackLinks(_ lower: [StackCandidate], _ upper: [StackCandidate]) -> [(StackCandidate, StackCandidate)] {
        var matches: [(area: Double, i: Int, j: Int)] = []
        for (i, a) in lower.enumerated() {
            let pa = venue.spaces[a.space].polygon
            for (j, c) in upper.enumerated() where c.type == a.type {
                let pc = venue.spaces[c.space].polygon
                guard pa.boundingBox.intersects(pc.boundingBox) else { continue }
                let area = IMDFPolygonOverlap.intersectionArea(pa, pc)
                if area >= Self.stackedOutlineOverlap * max(pa.area, pc.area) { matches.append((area, i, j)) }
            }
        }
        matches.sort { ($0.area, $1.i, $1.j) > ($1.area, $0.i, $0.j) }
        var linkedLower = Set<Int>(), linkedUpper = Set<Int>()
        var out: [(StackCandidate, StackCandidate)] = []
        for m in matches where !linkedLower.contains(m.i) && !linkedUpper.contains(m.j) {
            linkedLower.insert(m.i)
            linkedUpper.insert(m.j)
            out.append((lower[m.i], upper[m.j]))
        }
        return out
    }

    /// One two-way connection through a chain of stacked rooms (bottom to top), each anchored as a
    /// multi-level room is on its level.
    mutating func addStackedConnection(_ chain: [StackCandidate], nodes: [Int: [EntryNode]], consumed: inout Set<Int>) {
        var anchors: [ConnectionAnchor] = []
        for c in chain {
            let flags = Self.anchorFlags(c.type, items[c.item].feature.tags)
            anchors += roomAnchors([c.space], c.type, flags, nodes: nodes, consumed: &consumed)
        }
        let name = chain.compactMap { c in OSMTags.names(items[c.item].feature.tags).first }.first
        let id = "inferred:" + chain.map { venue.spaces[$0.space].id }.joined(separator: "|")
        venue.connections.append(VerticalConnection(id: id, type: chain[0].type, entrances: anchors, exits: anchors, isInferred: true, name: name))
    }
}
