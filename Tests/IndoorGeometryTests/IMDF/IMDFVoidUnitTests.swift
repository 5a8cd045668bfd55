import Testing
@testable import IndoorGeometry

/// IMDF `opentobelow` units are voids: drawn, but neither spaces (counts, hit-testing) nor places.
@Suite("IMDF voids")
struct IMDFVoidUnitTests {
    typealias R = IMDFTestArchive

    /// A walkway beside an atrium void and a shop on one level.
    static func archive() -> R {
        var a = R()
        a.addLevel("l", ordinal: 0)
        a.addUnit("hall", level: "l", category: "walkway", ring: R.rect(0, 0, 20, 4), name: "Hall")
        a.addUnit("atrium", level: "l", category: "opentobelow", ring: R.rect(0, 4, 8, 12), name: "Atrium")
        a.addUnit("shop", level: "l", category: "retail", ring: R.rect(8, 4, 20, 12), name: "Shop")
        return a
    }

    @Test("an opentobelow unit is read as a void, other units are not")
    func voidFlag() throws {
        let v = try Self.archive().read()
        #expect(v.spaces.filter(\.isVoid).map(\.id) == ["atrium"])
        #expect(v.spaces.first { $0.id == "atrium" }?.isHitTestable == false)
    }

    @Test("info counts voids apart from spaces, in total and per floor")
    func infoCountsVoids() throws {
        let v = try Self.archive().read()
        let info = VenueReport.infoValue(v)
        #expect(info["totals"]?["spaces"] == .number(2))
        #expect(info["totals"]?["voids"] == .number(1))
        #expect(info["totals"]?["spacesByKind"]?["opentobelow"] == nil)
        #expect(info["floors"]?.arrayValue?.first?["voids"] == .number(1))
        #expect(info["floors"]?.arrayValue?.first?["spaces"] == .number(2))
        let text = VenueReport.infoText(v)
        #expect(text.contains("spaces: 2 (") && text.contains("voids (openings to the floor below): 1"), "\(text)")
    }

    @Test("locate never answers a void: a point in the atrium is in no space")
    func locateSkipsVoids() throws {
        let v = try Self.archive().read()
        let r = Locator(venue: v).locate(Point(x: 3, y: 9), floorIndex: 0, maxDistance: 0)
        #expect(r.space == nil && r.spaces.isEmpty)
    }
}
