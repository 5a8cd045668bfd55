import IndoorGeometry

/// The members of an API request as one JSON object, the shape of a `--batch` line: a POST body as sent, or
/// GET query parameters typed by the endpoint's ``Schema`` (numbers, booleans, repeated names as arrays), so
/// that both go through the same batch-line reader and give the same answers and the same errors.
enum ServeParameters {
    /// How an endpoint's query parameters are typed; a name in none of the sets stays a string (and a
    /// member the endpoint does not know is reported by the batch-line reader).
    struct Schema: Sendable {
        /// Members that are arrays of strings: each repetition of the parameter is one element.
        var arrays: Set<String> = []
        /// Members that are numbers (a value that is not one stays a string, reported as the wrong type).
        var numbers: Set<String> = []
        /// Members that are booleans: `true`, `false`, `1`, `0`, or empty (`?optimize`) for true.
        var booleans: Set<String> = []
    }

    /// A refusal: HTTP status and message.
    struct Problem: Error {
        var status: Int
        var message: String
    }

    /// The request's members: the POST body (a JSON object), else the query typed by `schema`.
    static func object(of request: HTTPRequest, schema: Schema) -> Result<JSONObject, Problem> {
        if request.method == "POST" {
            guard !request.body.isEmpty else { return .failure(Problem(status: 400, message: "POST needs a JSON object body")) }
            do {
                let v = try JSONParser.parse(request.body)
                guard let o = v.objectValue else { return .failure(Problem(status: 400, message: "the body must be a JSON object, found \(v.typeName)")) }
                return .success(o)
            } catch {
                return .failure(Problem(status: 400, message: "the body is not JSON: \(error)"))
            }
        }
        return .success(object(query: request.query, schema: schema))
    }

    /// Most query parameters grouped by name with a scan (more are hashed).
    static let scanLimit = 16

    /// Query parameters as a JSON object typed by `schema`, in first-appearance order.
    static func object(query: [(name: String, value: String)], schema: Schema) -> JSONObject {
        // The values of each name in first-appearance order: a scan of the few parameters of a usual
        // request, hashed beyond `scanLimit` (a long query with many repeated names).
        var order: [String] = []
        var values: [String: [String]] = [:]
        let scan = query.count <= scanLimit
        for (i, (k, v)) in query.enumerated() {
            if scan {
                if !query[..<i].contains(where: { $0.name == k }) { order.append(k) }
            } else {
                if values[k] == nil { order.append(k) }
                values[k, default: []].append(v)
            }
        }
        var o = JSONObject()
        o.reserveCapacity(order.count)
        for k in order {
            if schema.arrays.contains(k) {
                let vs = scan ? query.filter { $0.name == k }.map(\.value) : values[k] ?? []
                o.append(k, .array(vs.map(JSONValue.string)))
                continue
            }
            let v = scan ? query.last { $0.name == k }?.value ?? "" : values[k]?.last ?? ""
            if schema.numbers.contains(k), let x = Double(v), x.isFinite {
                o.append(k, .number(x))
            } else if schema.booleans.contains(k), let b = ["true": true, "1": true, "": true, "false": false, "0": false][v.lowercased()] {
                o.append(k, .bool(b))
            } else {
                o.append(k, .string(v))
            }
        }
        return o
    }

    /// `o` without member `key`, and that member's value.
    static func removing(_ key: String, from o: JSONObject) -> (JSONObject, JSONValue?) {
        guard o.keys.contains(key) else { return (o, nil) }
        var out = JSONObject()
        var removed: JSONValue?
        for (k, v) in o.members {
            if k == key { removed = v } else { out.append(k, v) }
        }
        return (out, removed)
    }
}
