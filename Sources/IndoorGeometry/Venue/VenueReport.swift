/// A quality report of a ``Venue``: data problems that hit-testing and routing would trip over (each with
/// the feature ids concerned), plus the reader's warnings; and the `info` summary of a venue as text or JSON.
///
/// Checks: self-intersecting or self-touching rings (exact predicate, swept), holes with a vertex outside
/// their shell, rooms with no door on their boundary, doors touching fewer than two spaces (building
/// entrances excepted), floors no connection reaches, unknown kinds, and duplicate ids. Unclosed rings
/// cannot reach the model: readers reject them with a ``FormatError``.
public struct VenueReport: Sendable {
    /// One problem found by validation.
    public struct Issue: Hashable, Sendable, CustomStringConvertible {
        /// Stable short code (`self-intersecting-ring`, `hole-outside-shell`, `room-without-door`,
        /// `door-few-spaces`, `unreachable-floor`, `unknown-kind`, `duplicate-id`).
        public var code: String
        /// Source ids of the features concerned.
        public var featureIDs: [String]
        /// The floor concerned, when one.
        public var floorIndex: Int?
        /// What is wrong, in words.
        public var message: String

        /// - Parameters: see the properties.
        public init(code: String, featureIDs: [String], floorIndex: Int?, message: String) {
            self.code = code
            self.featureIDs = featureIDs
            self.floorIndex = floorIndex
            self.message = message
        }

        /// One line: `issue[code] (ids) message`, at most five ids shown.
        public var description: String {
            let ids = featureIDs.prefix(5).joined(separator: ", ") + (featureIDs.count > 5 ? ", …" : "")
            return "issue[\(code)] " + (ids.isEmpty ? "" : "(\(ids)) ") + message
        }
    }

    /// Validation issues, grouped by check in a fixed order.
    public var issues: [Issue]
    /// The reader's warnings, as recorded in the venue.
    public var warnings: [VenueWarning]

    /// Validates `venue`.
    /// - Complexity: O(E log E) over all ring edges plus linear passes over the features.
    public init(venue: Venue) {
        issues = VenueValidator.issues(of: venue)
        warnings = venue.warnings
    }

    /// Number of issues per code.
    public var issueCounts: [String: Int] {
        var c: [String: Int] = [:]
        for i in issues { c[i.code, default: 0] += 1 }
        return c
    }

    /// Issues with code `code`.
    public func issues(withCode code: String) -> [Issue] { issues.filter { $0.code == code } }

    /// The report as lines of text: a count per code, then up to `limit` issues per code.
    public func text(limit: Int = 10) -> String {
        var lines: [String] = ["issues: \(issues.count)"]
        let counts = issueCounts
        for code in counts.keys.sorted() {
            lines.append("  \(code): \(counts[code] ?? 0)")
            for i in issues.lazy.filter({ $0.code == code }).prefix(limit) { lines.append("    " + i.description) }
        }
        lines.append(VenueReport.warningSummary(warnings, limit: limit))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as one JSON object: `issueCounts`, `issues` (code, featureIds, floor, message),
    /// `warningCounts`; counts keyed by code in sorted order.
    public var jsonValue: JSONValue {
        let items: [JSONValue] = issues.map { i in
            var o: JSONObject = ["code": .string(i.code), "featureIds": .array(i.featureIDs.map(JSONValue.string))]
            if let f = i.floorIndex { o.append("floor", .number(Double(f))) }
            o.append("message", .string(i.message))
            return .object(o)
        }
        return ["issueCounts": Self.countsValue(issueCounts), "issues": .array(items), "warningCounts": Self.countsValue(Self.warningCounts(warnings))]
    }

    /// The compact JSON text of ``jsonValue``.
    /// - Throws: never in practice (the report holds no fractional numbers); ``JSONWriteError`` by the writer's contract.
    public func json() throws(JSONWriteError) -> String { try JSONWriter().string(jsonValue) }

    /// An object of name → count members, names in sorted order.
    static func countsValue(_ counts: [String: Int]) -> JSONValue {
        var o = JSONObject()
        o.reserveCapacity(counts.count)
        for (name, n) in counts.sorted(by: { $0.key < $1.key }) { o.append(name, .number(Double(n))) }
        return .object(o)
    }

    static func warningCounts(_ ws: [VenueWarning]) -> [String: Int] {
        var c: [String: Int] = [:]
        for w in ws { c[w.code, default: 0] += 1 }
        return c
    }

    /// Warnings grouped by code with up to `limit` examples each.
    static func warningSummary(_ ws: [VenueWarning], limit: Int) -> String {
        var lines = ["warnings: \(ws.count)"]
        let counts = warningCounts(ws)
        for code in counts.keys.sorted() {
            lines.append("  \(code): \(counts[code] ?? 0)")
            for w in ws.lazy.filter({ $0.code == code }).prefix(limit) { lines.append("    " + w.description) }
        }
        return lines.joined(separator: "\n")
    }
}
