import Foundation
import IndoorGeometry
import Routing

/// One venue served by `indoor serve`: read once at start, then shared read-only by every request. Its
/// routers (one per clearance and access) are built on first use and shared (``VenueRouterCache`` is
/// thread-safe: concurrent requests for the same key wait for one build). A class: a request that picks its
/// venue retains one object, not each of the locator's and routers' buffers.
final class ServeVenue: Sendable {
    /// The id in URLs (`/venues/{id}`): the file or folder name without `.zip`, `.geojson` or `.osm`.
    let id: String
    /// The path it was read from.
    let path: String
    /// The venue's routers (and the venue, and its place directory).
    let routers: VenueRouterCache
    /// The point locator of `/locate`.
    let locator: Locator

    init(id: String, path: String, routers: VenueRouterCache, locator: Locator) {
        self.id = id
        self.path = path
        self.routers = routers
        self.locator = locator
    }

    /// The venue.
    var venue: Venue { routers.venue }

    /// The same venue under URL id `id` (a second venue of the same name).
    func renamed(_ id: String) -> ServeVenue { ServeVenue(id: id, path: path, routers: routers, locator: locator) }

    /// Reads the venue at `path` as the other commands read it (same inference, same exit codes on failure).
    static func load(_ path: String, inference: VenueInference) -> Result<ServeVenue, CLIVenue.Failure> {
        CLIVenue.open(path, inference: inference).map { v in
            ServeVenue(id: id(ofPath: path), path: path, routers: v.routers(), locator: Locator(venue: v.venue))
        }
    }

    /// The URL id of a venue path: its last component without a venue extension.
    static func id(ofPath path: String) -> String {
        var name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
        for ext in [".zip", ".geojson", ".osm"] where name.lowercased().hasSuffix(ext) { name = String(name.dropLast(ext.count)) }
        return name.isEmpty ? "venue" : name
    }

    /// The entry of `/venues`: id, name, format and floors (id, name, ordinal, building name or null).
    var summary: JSONValue {
        let v = venue
        let floors: [JSONValue] = v.floors.map { f in
            let building = f.buildingIndex.map { JSONValue.string(v.buildings[$0].name) } ?? .null
            return ["id": .string(f.id), "name": .string(f.name), "ordinal": .number(Double(f.ordinal)), "building": building]
        }
        return ["id": .string(id), "name": .string(venue.name), "format": .string("\(venue.format)"), "floors": .array(floors)]
    }
}
