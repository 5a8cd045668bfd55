import IndoorGeometry
import Routing

/// The README's library code, compiled and run by `ReadmeSnippetTests`: the text between a
/// `// README: <name>` line and the next `// README: end` line is what the README's Swift block of that
/// name quotes, verbatim once de-indented. Run it with the package root as the current folder.
public enum LibraryTour {
    /// What the tour printed, line by line.
    public static func run() throws -> [String] {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // README: locate-and-route
        let venue = try VenueLoader.load(path: "Samples/campus-mvf")  // folder or .zip, MVF v3 or IMDF
        let locator = Locator(venue: venue)  // build once, share across threads
        let hit = try locator.locate(GeoCoordinate(longitude: -122.67705, latitude: 45.52294), floor: .name("Alder Hall Level 1"))
        print(hit.status, hit.space.map { venue.spaces[$0].names } ?? [])

        let router = try VenueRouter(venue: venue)  // free space, meshes and walk tables, once
        let start = try PlaceResolver.resolve(.reference("ALD 101"), in: venue)
        let library = try PlaceResolver.resolve(.name("Library"), in: venue)
        let route = router.route(from: start, to: library, profile: .default)
        print(route.status, route.distance, route.duration)  // metres, seconds
        // README: end

        // README: questions
        let washrooms = PlaceResolver.places(ofKind: "Washroom", in: venue)
        let near = router.nearest(from: start, to: washrooms, profile: .default)
        let table = router.matrix(from: [start], to: [library], profile: .default)
        let within = router.reachable(from: start, maxCost: 30 * RoutingProfile.default.walkingSpeed, profile: .default)
        let tour = try router.route(through: [start, library, start], order: .optimizedFixedEnds, profile: .default)

        var closed = RoutingProfile.default  // a broken door, for this query only
        let closure = try router.closure(of: ["c_54d1456393165bf4"])
        closed.closedConnections = closure.connectionIds
        let detour = router.route(from: start, to: library, profile: closed)
        print(near.route.distance, table.cells[0][0]?.duration ?? 0, within.count, tour.order, detour.distance)
        // README: end
        return printed
    }
}
