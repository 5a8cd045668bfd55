/// Collects the warnings of one IMDF or OSM read, folding repeats of the same problem into one line.
///
/// Real archives repeat the same deviation hundreds of times (SPbPU labels all 472 openings
/// `automobile`); one warning per feature would drown the rest. A warning added with a `key` is merged
/// with earlier ones of the same code, file and key: the first feature id is kept and the message gains
/// the count ("472 features, e.g. '…'").
struct IMDFWarningLog {
    private struct Group {
        var warning: VenueWarning
        var count: Int
    }

    private var groups: [Group] = []
    private var groupIndex: [String: Int] = [:]

    /// Adds a warning that is reported on its own.
    mutating func add(_ code: String, file: String, featureID: String? = nil, _ message: String) {
        groups.append(Group(warning: VenueWarning(code: code, file: file, featureID: featureID, message: message), count: 1))
    }

    /// Adds a warning merged with others of the same `code`, `file` and `key`.
    mutating func add(_ code: String, file: String, featureID: String?, key: String, _ message: String) {
        let k = code + "\u{1}" + file + "\u{1}" + key
        if let i = groupIndex[k] {
            groups[i].count += 1
        } else {
            groupIndex[k] = groups.count
            groups.append(Group(warning: VenueWarning(code: code, file: file, featureID: featureID, message: message), count: 1))
        }
    }

    /// The warnings in the order first met; merged ones say how many features they cover.
    var warnings: [VenueWarning] {
        groups.map { g in
            guard g.count > 1 else { return g.warning }
            var w = g.warning
            w.message += " (\(g.count) features" + (w.featureID.map { ", e.g. '\($0)')" } ?? ")")
            return w
        }
    }
}
