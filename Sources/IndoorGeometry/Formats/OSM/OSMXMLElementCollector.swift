import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The `XMLParser` delegate of ``OSMXMLDecoder``: collects nodes, ways and relations with their tags,
/// in file order. Stops the parser at the first invalid node coordinate (``error``).
final class OSMXMLElementCollector: NSObject, XMLParserDelegate {
    struct Node {
        var coordinate: GeoCoordinate
        var tags: [String: String] = [:]
    }

    struct Way {
        var refs: [Int64] = []
        var tags: [String: String] = [:]
    }

    struct Member {
        var type: String
        var ref: Int64
        var role: String
    }

    struct Relation {
        var members: [Member] = []
        var tags: [String: String] = [:]
    }

    private enum Current {
        case none
        case node(Int64)
        case way(Int64)
        case relation(Int64)
        /// An element left out (deleted or invisible): its children are ignored.
        case skipped
    }

    let file: String
    var nodes: [Int64: Node] = [:]
    var ways: [Int64: Way] = [:]
    var relations: [Int64: Relation] = [:]
    var nodeOrder: [Int64] = []
    var wayOrder: [Int64] = []
    var relationOrder: [Int64] = []
    var warnings: [VenueWarning] = []
    var error: FormatError?
    var sawRoot = false
    private var current: Current = .none
    private var depth = 0
    /// Elements opened and not yet closed: not 0 at the end of a truncated document.
    var openElements: Int { depth }

    init(file: String) { self.file = file }

    private func fail(_ parser: XMLParser, _ id: String, _ message: String) {
        error = FormatError(file: file, path: "line \(parser.lineNumber)", featureID: id, message: message)
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes a: [String: String] = [:]
    ) {
        depth += 1
        if depth == 1 {
            sawRoot = name == "osm"
            if !sawRoot { parser.abortParsing() }
            return
        }
        let leftOut = a["action"] == "delete" || a["visible"] == "false"
        switch name {
        case "node", "way", "relation":
            guard depth == 2 else { return }
            guard let idText = a["id"], let id = Int64(idText) else {
                fail(parser, name, "\(name) without a numeric id")
                return
            }
            if leftOut {
                current = .skipped
                return
            }
            switch name {
            case "node":
                guard let lat = a["lat"].flatMap(Double.init), let lon = a["lon"].flatMap(Double.init) else {
                    fail(parser, "node/\(id)", "node without a numeric lat and lon")
                    return
                }
                guard lat.isFinite, lon.isFinite, abs(lat) <= 90, abs(lon) <= 180 else {
                    fail(parser, "node/\(id)", "position lat \(lat), lon \(lon) is out of range")
                    return
                }
                if nodes[id] == nil { nodeOrder.append(id) }
                nodes[id] = Node(coordinate: GeoCoordinate(longitude: lon, latitude: lat))
                current = .node(id)
            case "way":
                if ways[id] == nil { wayOrder.append(id) }
                ways[id] = Way()
                current = .way(id)
            default:
                if relations[id] == nil { relationOrder.append(id) }
                relations[id] = Relation()
                current = .relation(id)
            }
        case "tag":
            guard let k = a["k"], let v = a["v"] else { return }
            switch current {
            case let .node(id): nodes[id]?.tags[k] = v
            case let .way(id): ways[id]?.tags[k] = v
            case let .relation(id): relations[id]?.tags[k] = v
            case .none, .skipped: break
            }
        case "nd":
            guard case let .way(id) = current else { return }
            guard let ref = a["ref"].flatMap(Int64.init) else {
                warnings.append(VenueWarning(code: "bad-node-ref", file: file, featureID: "way/\(id)", message: "<nd> without a numeric ref; ignored"))
                return
            }
            ways[id]?.refs.append(ref)
        case "member":
            guard case let .relation(id) = current, let type = a["type"], let ref = a["ref"].flatMap(Int64.init) else { return }
            relations[id]?.members.append(Member(type: type, ref: ref, role: a["role"] ?? ""))
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if depth == 2 { current = .none }
        depth -= 1
    }
}
