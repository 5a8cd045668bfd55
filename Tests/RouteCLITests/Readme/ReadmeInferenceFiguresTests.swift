import Foundation
import IndoorGeometry
import Routing
import Testing
import TestSupport

/// The figures the README's "What is inferred" section quotes are the defaults the code applies.
@Suite struct ReadmeInferenceFiguresTests {
    /// The section's text, from its heading to the next second-level heading.
    static func section() throws -> String {
        let text = try String(contentsOfFile: PackageFolders.root + "/README.md", encoding: .utf8)
        let start = try #require(text.range(of: "### What is inferred"))
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end]).replacingOccurrences(of: "\n", with: " ")
    }

    @Test("penalties, opening width and outdoor margin quoted in the README are the defaults")
    func figures() throws {
        let s = try Self.section()
        let inference = VenueInference.default
        #expect(s.contains("each crossing \(Int(RoutingProfile.defaultThroughRoomPenalty)) s of the route's cost"))
        #expect(s.contains("Each floor change costs \(Int(RoutingProfile.defaultFloorChangePenalty)) s of walking"))
        #expect(s.contains("(at most \(inference.verticalOpeningWidth) m)"))
        #expect(s.contains("within \(Int(inference.outdoorMargin)) m of its buildings"))
    }
}
