import IndoorGeometry
import Routing

/// One position of `indoor progress --batch` or `indoor match --trail`, read strictly: a JSON object with
/// numbers `lon` and `lat` (WGS84 degrees) and optional `t` (seconds), `floor` (id, name or ordinal, as
/// `--floor` takes) and `accuracy` (metres, 0 to 1,000). A member of the wrong type or range, or an unknown
/// member, is an error for that line.
enum CLINavigationFix {
    /// The members a line may have.
    static let members = ["t", "lon", "lat", "floor", "accuracy"]
    /// Largest accuracy a fix may give, metres.
    static let maxAccuracy = 1_000.0

    /// The fix of one line in the venue's plane, or a sentence saying what is wrong.
    static func read(_ text: String, venue: Venue) -> Result<NavigationFix, CLIRouteBatchLine.Problem> {
        let v: JSONValue
        do {
            v = try JSONParser.parse(Array(text.utf8))
        } catch {
            return .failure(.init(error.description))
        }
        guard let o = v.objectValue else { return .failure(.init("expected a JSON object {\"lon\": …, \"lat\": …}, found \(v.typeName)")) }
        if let unknown = o.keys.first(where: { !members.contains($0) }) {
            return .failure(.init("unknown member \"\(unknown)\" (known: \(members.joined(separator: ", ")))"))
        }
        guard case let .number(lon)? = o["lon"], case let .number(lat)? = o["lat"] else {
            return .failure(.init("each line needs numbers \"lon\" and \"lat\" (WGS84 degrees)"))
        }
        let c = GeoCoordinate(longitude: lon, latitude: lat)
        guard c.isValid else {
            return .failure(.init("\"lon\" \(lon), \"lat\" \(lat) is not a WGS84 position (longitude in [-180, 180], latitude in [-90, 90])"))
        }
        var time: Double? = nil
        switch o["t"] {
        case nil, .null?: break
        case let .number(t)? where t.isFinite: time = t
        case let other?: return .failure(.init("\"t\" must be a number of seconds, found \(other.typeName)"))
        }
        var accuracy: Double? = nil
        switch o["accuracy"] {
        case nil, .null?: break
        case let .number(a)? where a >= 0 && a <= maxAccuracy: accuracy = a
        case let .number(a)?: return .failure(.init("\"accuracy\" \(a) is outside 0 to \(Int(maxAccuracy)) metres"))
        case let other?: return .failure(.init("\"accuracy\" must be a number of metres, found \(other.typeName)"))
        }
        var floor: Int? = nil
        switch o["floor"] {
        case nil, .null?: break
        case let .string(s)?:
            do {
                floor = try venue.floorIndex(matching: s)
            } catch {
                return .failure(.init("\"floor\" '\(s)': \(error)"))
            }
        case let .number(n)? where n.rounded() == n && abs(n) < 1e9:
            do {
                floor = try venue.floorIndex(matching: String(Int(n)))
            } catch {
                return .failure(.init("\"floor\" \(Int(n)): \(error)"))
            }
        case let other?: return .failure(.init("\"floor\" must be a floor id, name or ordinal, found \(other.typeName)"))
        }
        return .success(NavigationFix(time: time, point: venue.projection.project(c), floor: floor, accuracy: accuracy))
    }

    /// `{"line": n, "error": message}`.
    static func errorLine(_ line: Int, _ message: String) -> JSONValue {
        ["line": .number(Double(line)), "error": .string(message)]
    }

    /// Metres rounded to the millimetre.
    static func metres(_ d: Double) -> JSONValue { d.isFinite ? .number((d * 1000).rounded() / 1000) : .null }

    /// `[lon, lat]` of a point of the venue's plane.
    static func position(_ p: Point, venue: Venue) -> (lon: JSONValue, lat: JSONValue) {
        let g = venue.projection.unproject(p)
        return (.number((g.longitude * 1e9).rounded() / 1e9), .number((g.latitude * 1e9).rounded() / 1e9))
    }
}
