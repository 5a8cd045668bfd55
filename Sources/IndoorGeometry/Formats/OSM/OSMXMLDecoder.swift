import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Decodes an OpenStreetMap XML file (`.osm`, API 0.6 as JOSM, the OSM API and Overpass write it) into
/// features, with FoundationXML's `XMLParser`.
///
/// - Tagged nodes become point features; ways become lines, or areas when closed and area-like
///   (``isArea(_:)``); relations `type=multipolygon` become areas whose outer and inner member ways are
///   joined end to end into rings (a hole belongs to the outer ring containing its first vertex).
/// - Elements marked `action="delete"` or `visible="false"` are left out.
/// - Lenient: a way's references to nodes missing from the file are dropped (a way left with fewer than
///   two nodes is skipped), a multipolygon ring that does not close is dropped; each with a warning.
/// - Strict: malformed XML, a root element other than `osm`, or a node whose `lat`/`lon` is missing, not
///   a number or out of range is a ``FormatError`` naming the node.
public struct OSMXMLDecoder {
    /// The file name used in errors and warnings.
    public var file: String

    public init(file: String) { self.file = file }

    /// Decodes the file's bytes.
    /// - Throws: ``FormatError`` for malformed XML or invalid node coordinates.
    /// - Complexity: O(bytes + way nodes · log ways) (ring assembly is quadratic in a relation's member
    ///   ways, which are few).
    public func decode(_ bytes: [UInt8]) throws(FormatError) -> OSMDocument {
        // OSM XML is UTF-8; FoundationXML traps on names that are not (checked first, so bad bytes are an error).
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw FormatError(file: file, message: "not valid UTF-8: OSM XML files are UTF-8 encoded")
        }
        let handler = OSMXMLElementCollector(file: file)
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = handler
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if let e = handler.error { throw e }
        guard ok else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown parser error"
            throw FormatError(file: file, path: "line \(parser.lineNumber)", message: "malformed XML: \(reason)")
        }
        guard handler.openElements == 0 else {
            throw FormatError(file: file, path: "line \(parser.lineNumber)", message: "malformed XML: the document ends inside an element")
        }
        guard handler.sawRoot else { throw FormatError(file: file, message: "not an OSM XML file: the root element must be <osm>") }
        return assemble(handler)
    }

    /// Whether a closed way with these tags is an area rather than a loop of line: `area=yes`, or an
    /// area-like `indoor`, `building`, `room`, `shop`, `amenity` key, and not `area=no`, `indoor=wall`,
    /// a `barrier` or a `highway` line without `area=yes`.
    public static func isArea(_ tags: [String: String]) -> Bool {
        if tags["area"] == "no" || tags["indoor"] == "wall" { return false }
        if tags["area"] == "yes" { return true }
        if tags["barrier"] != nil || tags["highway"] != nil { return false }
        return tags["indoor"] != nil || tags["building"] != nil || tags["building:part"] != nil || tags["room"] != nil || tags["shop"] != nil
            || tags["amenity"] != nil || tags["railway"] == "platform" || tags["public_transport"] == "platform"
    }

    private func assemble(_ h: OSMXMLElementCollector) -> OSMDocument {
        var features: [OSMFeature] = []
        var warnings: [VenueWarning] = []
        var skipped: [String: Int] = [:]
        for id in h.nodeOrder {
            guard let n = h.nodes[id], !n.tags.isEmpty else { continue }
            features.append(OSMFeature(id: "node/\(id)", tags: n.tags, geometry: .point(n.coordinate)))
        }
        /// The way's coordinates, dropping references to missing nodes with a warning.
        func coordinates(ofWay id: Int64) -> [GeoCoordinate]? {
            guard let w = h.ways[id] else { return nil }
            var out: [GeoCoordinate] = []
            var missing: [Int64] = []
            for r in w.refs {
                if let n = h.nodes[r] { out.append(n.coordinate) } else { missing.append(r) }
            }
            if !missing.isEmpty {
                warnings.append(
                    VenueWarning(
                        code: "missing-node", file: file, featureID: "way/\(id)",
                        message: "\(missing.count) node(s) not in the file (e.g. node/\(missing[0])); the way is read without them"))
            }
            return out
        }
        for id in h.wayOrder {
            guard let w = h.ways[id], !w.tags.isEmpty, let cs = coordinates(ofWay: id) else { continue }
            guard cs.count >= 2 else {
                warnings.append(VenueWarning(code: "short-way", file: file, featureID: "way/\(id)", message: "way has fewer than two nodes; skipped"))
                continue
            }
            let closed = w.refs.count >= 4 && w.refs.first == w.refs.last && cs.first == cs.last
            if closed && Self.isArea(w.tags) {
                features.append(OSMFeature(id: "way/\(id)", tags: w.tags, geometry: .polygons([[cs]])))
            } else {
                features.append(OSMFeature(id: "way/\(id)", tags: w.tags, geometry: .line(cs)))
            }
        }
        for id in h.relationOrder {
            guard let r = h.relations[id] else { continue }
            let type = r.tags["type"] ?? ""
            guard type == "multipolygon" else {
                skipped["relation type=\(type.isEmpty ? "(none)" : type)", default: 0] += 1
                continue
            }
            var outer: [[Int64]] = [], inner: [[Int64]] = []
            for m in r.members where m.type == "way" {
                guard let w = h.ways[m.ref] else {
                    warnings.append(
                        VenueWarning(
                            code: "missing-member", file: file, featureID: "relation/\(id)",
                            message: "member way/\(m.ref) is not in the file; the rings are built without it"))
                    continue
                }
                let refs = w.refs.filter { h.nodes[$0] != nil }
                if m.role == "inner" { inner.append(refs) } else { outer.append(refs) }
            }
            let (outerRings, openOuter) = OSMRingAssembler.rings(outer)
            let (innerRings, openInner) = OSMRingAssembler.rings(inner)
            if openOuter + openInner > 0 {
                warnings.append(
                    VenueWarning(
                        code: "unclosed-ring", file: file, featureID: "relation/\(id)",
                        message: "\(openOuter + openInner) multipolygon ring(s) do not close; those rings are dropped"))
            }
            func coords(_ ring: [Int64]) -> [GeoCoordinate] { ring.compactMap { h.nodes[$0]?.coordinate } }
            let shells = outerRings.map(coords)
            guard !shells.isEmpty else {
                warnings.append(
                    VenueWarning(code: "empty-multipolygon", file: file, featureID: "relation/\(id)", message: "multipolygon has no closed outer ring; skipped")
                )
                continue
            }
            var polygons = shells.map { [$0] }
            for hole in innerRings.map(coords) {
                guard let first = hole.first, let k = shells.firstIndex(where: { OSMRingAssembler.contains($0, first) }) else {
                    warnings.append(
                        VenueWarning(code: "orphan-hole", file: file, featureID: "relation/\(id)", message: "an inner ring lies in no outer ring; dropped"))
                    continue
                }
                polygons[k].append(hole)
            }
            var tags = r.tags
            tags["type"] = nil
            features.append(OSMFeature(id: "relation/\(id)", tags: tags, geometry: .polygons(polygons)))
        }
        return OSMDocument(file: file, features: features, warnings: h.warnings + warnings, skippedCounts: skipped)
    }
}
