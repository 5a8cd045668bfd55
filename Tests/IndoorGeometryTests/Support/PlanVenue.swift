@testable import IndoorGeometry

/// Builds a minimal ``Venue`` (floors and spaces only) straight from a generator plan, so that tests of
/// hit-testing do not depend on a file reader.
enum PlanVenue {
    static func make(_ options: GeneratorOptions) throws -> Venue {
        let plan = VenueGenerator.plan(options)
        var venue = Venue(name: plan.name, format: .mvf3, projection: LocalProjection(origin: plan.origin))
        for (fi, f) in plan.floors.enumerated() {
            venue.floors.append(
                Floor(id: f.id, name: f.name, shortName: f.shortName, ordinal: f.ordinal, buildingIndex: f.building, isOutdoor: f.building == nil))
            for s in f.spaces {
                venue.spaces.append(
                    Space(
                        id: s.id, floorIndex: fi, kind: SpaceKind(s.kind), category: s.category, polygon: try Polygon(rings: s.rings),
                        names: s.name.map { [$0] } ?? []))
            }
        }
        return venue
    }
}
