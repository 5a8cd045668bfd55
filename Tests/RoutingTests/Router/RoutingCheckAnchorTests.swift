import Foundation
import IndoorGeometry
import Testing
@testable import Routing

/// `indoor check` names places as a person finds them on a map: an anchor off the free space is printed as
/// `lon,lat @ floor name`, not as the plane's metres (which read as a latitude and longitude).
@Suite struct RoutingCheckAnchorTests {
    @Test("an anchor off the free space is printed in degrees with its floor's name, and the degrees lead back to it")
    func anchorInDegrees() throws {
        var v = HandMadeVenue.venue(floors: 2)
        v.spaces = [
            HandMadeVenue.unit("h0", floor: 0, "walkway", 0, 0, 20, 4, name: "Hall 0"),
            HandMadeVenue.unit("h1", floor: 1, "walkway", 0, 0, 20, 4, name: "Hall 1")
        ]
        let lost = Point(x: 38.66, y: -91.01)
        v.connections = [
            VerticalConnection(
                id: "c-lost", type: .stairs,
                entrances: [ConnectionAnchor(floorIndex: 1, point: lost), ConnectionAnchor(floorIndex: 0, point: Point(x: 2, y: 2))],
                exits: [ConnectionAnchor(floorIndex: 1, point: lost), ConnectionAnchor(floorIndex: 0, point: Point(x: 2, y: 2))])
        ]
        let check = RoutingCheck(router: try VenueRouter(venue: v), profile: .default)
        let finding = try #require(check.findings.first { $0.code == "anchor-off-free-space" }, "\(check.text())")
        #expect(finding.featureID == "c-lost" && finding.floor == "Level 1")
        #expect(!finding.message.contains("38.66") && !finding.message.contains("-91.01"), "\(finding.message)")
        // "connection 'c-lost': anchor <lon>,<lat> @ Level 1 is outside …"
        let text = try #require(finding.message.components(separatedBy: "anchor ").last)
        let head = try #require(text.components(separatedBy: " @ ").first)
        #expect(text.hasPrefix(head + " @ Level 1 "))
        let parts = head.split(separator: ",").compactMap { Double($0) }
        try #require(parts.count == 2, "\(finding.message)")
        let back = v.projection.project(GeoCoordinate(longitude: parts[0], latitude: parts[1]))
        #expect(back.distance(to: lost) < 0.05, "\(back) should be the anchor \(lost)")
    }
}
