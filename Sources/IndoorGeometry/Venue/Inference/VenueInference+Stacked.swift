/// Rule 8 of ``VenueInference``: connections the readers joined by geometry are reported.
///
/// IMDF and OSM draw a stairwell or an elevator shaft as one space per level. Where the source has no
/// relationship (IMDF) or multi-level room (OSM) joining them, the readers link spaces of one building that
/// stack on consecutive levels into one connection (``VerticalConnection/isInferred``). That is an
/// assumption about the source like an inferred opening, so it is listed in ``Venue/inferences`` (kind
/// `stacked-connection`): `indoor check` shows it, `indoor info` counts it, and a route through the
/// connection lists it among what it relies on.
extension VenueInference {
    /// Records every inferred connection once, at its lowest anchor.
    /// - Complexity: O(c · a) for c connections of a anchors each.
    func reportStackedConnections(_ v: inout Venue) {
        for c in v.connections where c.isInferred {
            let anchors = c.entrances + c.exits.filter { !c.entrances.contains($0) }
            guard let first = anchors.min(by: { v.floors[$0.floorIndex].ordinal < v.floors[$1.floorIndex].ordinal }) else { continue }
            let floors = Set(anchors.map(\.floorIndex)).sorted { v.floors[$0].ordinal < v.floors[$1].ordinal }
            let spaces = anchors.compactMap(\.spaceIndex).map { v.spaces[$0].id }
            let label = c.name.map { " '\($0)'" } ?? ""  // an unnamed one is known by its id, which the finding carries
            let span = floors.map { v.floors[$0].name }
            v.inferences.append(
                InferredElement(
                    kind: .stackedConnection, id: c.id, spaceIDs: spaces, floorIndex: first.floorIndex, point: first.point,
                    message:
                        "\(c.type)\(label) is drawn as one space per level with no connection mapped; "
                        + "its \(floors.count) stacked spaces are joined from \(span.first ?? "") to \(span.last ?? "")"))
        }
    }
}
