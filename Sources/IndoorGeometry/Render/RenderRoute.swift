/// A route to draw over a floor: its legs (one polyline per floor visit) and its floor changes, in the
/// venue's plane (metres).
///
/// Read from the ``RouteDocument`` printed by `indoor route`: each `LineString` (or each line of a
/// `MultiLineString`) with a string property ``RouteDocument/floor`` (the floor id) is a leg; each floor
/// change (a `MultiPoint` with ``RouteDocument/fromFloor`` and ``RouteDocument/toFloor``) gives a waypoint
/// at its entrance on the first floor and one at its exit on the second, each with its ``FloorChange``
/// (the connection type from ``RouteDocument/connection`` and its `id`); a `Point` with a `floor` property
/// is a waypoint on that floor (hand-made overlays). Other features are ignored. Leg order is file order;
/// the route's start is the first leg's first point and its end the last leg's last point.
public struct RenderRoute: Hashable, Sendable {
    /// One stretch of the route on one floor.
    public struct Leg: Hashable, Sendable {
        /// The floor id (``Floor/id``).
        public var floorID: String
        /// The polyline, metres; at least two points.
        public var points: [Point]

        /// Creates a leg.
        /// - Parameters:
        ///   - floorID: the floor id.
        ///   - points: the polyline in metres, at least two points.
        public init(floorID: String, points: [Point]) {
            precondition(points.count >= 2, "RenderRoute.Leg needs at least two points")
            self.floorID = floorID
            self.points = points
        }
    }

    /// How the route changes floor at a waypoint: by what, to or from which floor.
    public struct FloorChange: Hashable, Sendable {
        /// The connection type as the route document writes it (`stairs`, `elevator`, `door`…).
        public var connection: String
        /// The connection's id, when the document gives one.
        public var connectionID: String?
        /// The id of the floor at the other end of the change.
        public var otherFloorID: String
        /// Whether the route leaves the waypoint's floor here (`true`) or arrives on it (`false`).
        public var leaves: Bool

        /// Creates a floor change.
        public init(connection: String, connectionID: String?, otherFloorID: String, leaves: Bool) {
            self.connection = connection
            self.connectionID = connectionID
            self.otherFloorID = otherFloorID
            self.leaves = leaves
        }
    }

    /// A point where the route changes floor (or any labelled waypoint).
    public struct Waypoint: Hashable, Sendable {
        /// The floor id the point is drawn on.
        public var floorID: String
        /// The position, metres.
        public var point: Point
        /// The floor change here, `nil` for a plain waypoint (a hand-made overlay's point).
        public var floorChange: FloorChange?

        /// Creates a waypoint.
        public init(floorID: String, point: Point, floorChange: FloorChange? = nil) {
            self.floorID = floorID
            self.point = point
            self.floorChange = floorChange
        }
    }

    /// The legs, in route order.
    public var legs: [Leg]
    /// Floor changes and other waypoints.
    public var waypoints: [Waypoint]

    /// Creates a route from legs and waypoints already in metres.
    public init(legs: [Leg], waypoints: [Waypoint] = []) {
        self.legs = legs
        self.waypoints = waypoints
    }

    /// Reads a route from GeoJSON bytes (the output of `indoor route`) and projects it.
    /// - Parameters:
    ///   - bytes: UTF-8 GeoJSON: a FeatureCollection.
    ///   - file: the file name, for error messages.
    ///   - projection: the venue's projection.
    /// - Throws: ``FormatError`` for malformed JSON or GeoJSON, a `floor` property that is not a string or a
    ///   number, a leg with fewer than two positions, or a file with no leg at all.
    /// - Complexity: O(n) for n positions.
    public init(geoJSON bytes: [UInt8], file: String, projection: LocalProjection) throws(FormatError) {
        let collection = try GeoJSONDecoder(file: file).decodeFeatureCollection(bytes)
        var legs: [Leg] = []
        var waypoints: [Waypoint] = []
        for (i, feature) in collection.features.enumerated() {
            let path = "features[\(i)]"
            guard let geometry = feature.geometry else { continue }
            if case let .multiPoint(cs) = geometry, cs.count == 2,
                case let .string(a)? = feature.properties[RouteDocument.fromFloor], case let .string(b)? = feature.properties[RouteDocument.toFloor]
            {
                let type = feature.properties[RouteDocument.connection]?.stringValue ?? "connection"
                let id = feature.properties["id"]?.stringValue
                waypoints.append(
                    Waypoint(
                        floorID: a, point: projection.project(cs[0]),
                        floorChange: FloorChange(connection: type, connectionID: id, otherFloorID: b, leaves: true)))
                waypoints.append(
                    Waypoint(
                        floorID: b, point: projection.project(cs[1]),
                        floorChange: FloorChange(connection: type, connectionID: id, otherFloorID: a, leaves: false)))
                continue
            }
            let floorID: String
            switch feature.properties[RouteDocument.floor] {
            case let .string(s)?: floorID = s
            case let .number(n)?: floorID = n.rounded() == n && abs(n) < 1e15 ? String(Int64(n)) : String(n)
            case nil, .null?: continue
            case let other?:
                throw FormatError(
                    file: file, path: path + ".properties.floor", featureID: feature.id,
                    message: "'floor' must be a floor id (string), found \(other.typeName)")
            }
            switch geometry {
            case let .lineString(cs):
                legs.append(try Self.leg(cs, floorID, projection, file, path + ".geometry.coordinates", feature.id))
            case let .multiLineString(lines):
                for (k, cs) in lines.enumerated() {
                    legs.append(try Self.leg(cs, floorID, projection, file, path + ".geometry.coordinates[\(k)]", feature.id))
                }
            case let .point(c):
                waypoints.append(Waypoint(floorID: floorID, point: projection.project(c)))
            default:
                continue
            }
        }
        guard !legs.isEmpty else {
            throw FormatError(file: file, message: "no route leg: expected LineString features with a 'floor' property, as printed by 'indoor route'")
        }
        self.init(legs: legs, waypoints: waypoints)
    }

    private static func leg(_ cs: [GeoCoordinate], _ floorID: String, _ projection: LocalProjection, _ file: String, _ path: String, _ id: String?)
        throws(FormatError) -> Leg
    {
        guard cs.count >= 2 else {
            throw FormatError(file: file, path: path, featureID: id, message: "a route leg needs at least two positions, found \(cs.count)")
        }
        return Leg(floorID: floorID, points: cs.map(projection.project))
    }
}
