import IndoorGeometry
import Routing

/// One line of `indoor route --batch`, read strictly: a JSON object with string members `from` and `to`
/// and optional `profile`, `clearance`, `avoid`, `includeNonPublic` and `simplify`, each of the type and
/// in the range the command-line options take. A member of the wrong type or value, or an unknown member
/// (a typo such as `clearence`), is an error for that line, never silently the default.
enum CLIRouteBatchLine {
    /// What is wrong with a line, as a sentence.
    struct Problem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// The members a line may have.
    static let members = [
        "from", "to", "profile", "clearance", "avoid", "includeNonPublic", "simplify", "toNearest", "toAny", "via", "optimize", "close", "floorChangePenalty"
    ]

    /// The request of one line, with absent members taken from `defaults` (the command line's options).
    /// - Returns: the request, or a sentence saying which member is wrong and what it should be.
    static func request(_ text: String, defaults: RouteCommand.Options) -> Result<CLIRouteRequest, Problem> {
        let v: JSONValue
        do {
            v = try JSONParser.parse(Array(text.utf8))
        } catch {
            return .failure(Problem(error.description))
        }
        return request(v, defaults: defaults)
    }

    /// The request of one line already read as JSON (a batch line, or a `/route` request of `indoor serve`).
    static func request(_ v: JSONValue, defaults: RouteCommand.Options) -> Result<CLIRouteRequest, Problem> {
        guard let o = v.objectValue else {
            return .failure(Problem("expected a JSON object {\"from\": …, \"to\": …}, found \(v.typeName)"))
        }
        if let unknown = o.keys.first(where: { !members.contains($0) }) {
            return .failure(Problem("unknown member \"\(unknown)\" (known: \(members.joined(separator: ", ")))"))
        }
        // The command line's settings, each member the line names read over them; `from` and `to` below.
        var settings = defaults.settings
        switch questionMembers(o, into: &settings) {
        case .success: break
        case let .failure(p): return .failure(p)
        }
        let to: PlaceQuery?
        switch o["to"] {
        case let .string(t)? where !t.isEmpty:
            switch place("to", t) {
            case let .success(q): to = q
            case let .failure(p): return .failure(p)
            }
        case nil where settings.toNearest != nil || !settings.toAny.isEmpty || (settings.optimize && !settings.via.isEmpty): to = nil
        default:
            return .failure(Problem("each line needs non-empty string members \"from\" and \"to\" (or \"toNearest\", \"toAny\", or \"via\" with \"optimize\")"))
        }
        guard case let .string(fromText)? = o["from"], !fromText.isEmpty else {
            return .failure(Problem("each line needs non-empty string members \"from\" and \"to\""))
        }
        let from: PlaceQuery
        switch place("from", fromText) {
        case let .success(q): from = q
        case let .failure(p): return .failure(p)
        }
        switch o["profile"] {
        case nil: break
        case let .string(p)?:
            guard let q = CLIRouteProfile(rawValue: p) else {
                return .failure(Problem("unknown profile '\(p)' (known: \(CLIRouteProfile.allCases.map(\.rawValue).joined(separator: ", ")))"))
            }
            settings.profile = q
        case let other?: return .failure(Problem("\"profile\" must be a string, found \(other.typeName)"))
        }
        let range = RouterKey.clearanceRange
        switch number(o, "clearance", in: range) {
        case let .success(c): settings.clearance = c ?? settings.clearance
        case let .failure(p): return .failure(p)
        }
        switch number(o, "simplify", in: 0 ... RouteCommand.maxSimplifyTolerance) {
        case let .success(s): settings.simplify = s ?? settings.simplify
        case let .failure(p): return .failure(p)
        }
        switch o["avoid"] {
        case nil: break
        case let .array(items)?:
            settings.avoid = []
            let known = RouteCommand.AvoidableConnection.allCases.map(\.rawValue)
            for item in items {
                guard case let .string(t) = item, let type = RouteCommand.AvoidableConnection(rawValue: t) else {
                    let shown = item.stringValue.map { "'\($0)'" } ?? item.typeName
                    return .failure(Problem("\"avoid\" lists \(shown); known connection types: \(known.joined(separator: ", "))"))
                }
                if !settings.avoid.contains(type) { settings.avoid.append(type) }
            }
        case let other?: return .failure(Problem("\"avoid\" must be an array of connection types, found \(other.typeName)"))
        }
        switch number(o, "floorChangePenalty", in: RoutingProfile.floorChangePenaltyRange) {
        case let .success(s): settings.floorChangePenalty = s ?? settings.floorChangePenalty
        case let .failure(p): return .failure(p)
        }
        switch o["includeNonPublic"] {
        case nil: break
        case let .bool(b)?: settings.includeNonPublic = b
        case let other?: return .failure(Problem("\"includeNonPublic\" must be true or false, found \(other.typeName)"))
        }
        return .success(CLIRouteRequest(from: from, to: to, settings: settings))
    }

    /// The question members (`toNearest`, `toAny`, `via`, `optimize`, `close`) the line names, checked as the
    /// options are, over `r`.
    static func questionMembers(_ o: JSONObject, into r: inout CLIRouteSettings) -> Result<Void, Problem> {
        // The same member rules as matrix and reachable lines (CLIQuestionSupport), as this line's problems.
        func places(_ key: String) -> Result<[PlaceQuery], Problem> { CLIQuestionSupport.places(o, key).mapError { Problem($0.message) } }
        func strings(_ key: String) -> Result<[String], Problem> { CLIQuestionSupport.strings(o, key).mapError { Problem($0.message) } }
        switch o["toNearest"] {
        case nil: break
        case let .string(k)? where !k.isEmpty: r.toNearest = k
        case let other?: return .failure(Problem("\"toNearest\" must be a non-empty string (a category or kind), found \(other.typeName)"))
        }
        switch places("toAny") {
        case let .success(v): if o["toAny"] != nil { r.toAny = v }
        case let .failure(p): return .failure(p)
        }
        switch places("via") {
        case let .success(v): if o["via"] != nil { r.via = v }
        case let .failure(p): return .failure(p)
        }
        switch strings("close") {
        case let .success(v): if o["close"] != nil { r.close = v }  // absent: the command line's closures
        case let .failure(p): return .failure(p)
        }
        switch o["optimize"] {
        case nil: break
        case let .bool(b)?: r.optimize = b
        case let other?: return .failure(Problem("\"optimize\" must be true or false, found \(other.typeName)"))
        }
        let destinations = (o["to"] == nil ? 0 : 1) + (r.toNearest == nil ? 0 : 1) + (r.toAny.isEmpty ? 0 : 1)
        if destinations > 1 { return .failure(Problem("\"to\", \"toNearest\" and \"toAny\" are alternatives: give one")) }
        if !r.via.isEmpty && destinations == 1 && o["to"] == nil { return .failure(Problem("\"via\" goes with \"to\", not with \"toNearest\" or \"toAny\"")) }
        if r.optimize && r.via.isEmpty { return .failure(Problem("\"optimize\" orders \"via\" stops: give at least one")) }
        if r.optimize && r.via.count + (o["to"] == nil ? 0 : 1) > ViaOrder.maxOptimizedStops {
            return .failure(Problem("\"optimize\" takes at most \(ViaOrder.maxOptimizedStops) stops after \"from\""))
        }
        return .success(())
    }

    /// The text of member `key` read as a place, as the command line reads `--from`.
    private static func place(_ key: String, _ text: String) -> Result<PlaceQuery, Problem> {
        do {
            return .success(try CLIValueConversion.location(text, member: key))
        } catch {
            return .failure(Problem(error.reason))
        }
    }

    /// Member `key` as a number of metres in `range`, `nil` when absent.
    private static func number(_ o: JSONObject, _ key: String, in range: ClosedRange<Double>) -> Result<Double?, Problem> {
        // Written only for a refusal.
        func bounds() -> String { "\(CLIValueConversion.format(range.lowerBound)) and \(CLIValueConversion.format(range.upperBound))" }
        switch o[key] {
        case nil: return .success(Double?.none)
        case let .number(x)? where range.contains(x): return .success(x)
        case let .number(x)?: return .failure(Problem("\"\(key)\" \(x) is out of range: a number of metres between \(bounds())"))
        case let other?:
            let shown = other.stringValue.map { " \"\($0)\"" } ?? ""
            return .failure(Problem("\"\(key)\" must be a number of metres between \(bounds()), found \(other.typeName)\(shown)"))
        }
    }
}
