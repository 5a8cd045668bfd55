import Testing
@testable import IndoorGeometry

/// Restricted units (issue 12, item 9): walkable spaces carrying their restriction, so that staff routes
/// can use them and public routes keep out.
@Suite("IMDF restricted units")
struct IMDFRestrictedUnitTests {
    typealias R = IMDFTestArchive

    @Test("a restricted unit is walkable for staff: kept as a space with its restriction")
    func restrictedUnitIsWalkableForStaff() throws {
        var a = IMDFTestArchive()
        a.addLevel("l0", ordinal: 0)
        a.addUnit("hall", level: "l0", category: "walkway", ring: R.rect(0, 0, 10, 4))
        a.addUnit("lab", level: "l0", category: "classroom", ring: R.rect(0, 4, 10, 10), name: "Lab", restriction: "employeesonly")
        a.addUnit("col", level: "l0", category: "column", ring: R.rect(20, 0, 21, 1), restriction: "restricted")
        let v = try a.read()
        let lab = try #require(v.spaces.first { $0.id == "lab" })
        #expect(lab.isWalkable)
        #expect(lab.restriction == "employeesonly")
        #expect(lab.isRestricted)
        let column = try #require(v.spaces.first { $0.id == "col" })
        #expect(!column.isWalkable, "a column stays unwalkable whatever its restriction")
        #expect(v.spaces.first { $0.id == "hall" }?.isRestricted == false)
    }
}
