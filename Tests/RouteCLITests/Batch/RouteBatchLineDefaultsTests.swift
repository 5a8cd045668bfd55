import IndoorGeometry
import Routing
import Testing
@testable import RouteCLI

/// A `route --batch` line starts from the command line's settings and overrides only the members it names.
@Suite struct RouteBatchLineDefaultsTests {
    static let defaults = RouteCommand.Options(
        venuePath: "v", query: .batch(path: "-"), pretty: false,
        settings: CLIRouteSettings(
            profile: .accessible, clearance: 0.5, avoid: [.stairs], includeNonPublic: true, simplify: 0.2, floorChangePenalty: 30, close: ["c_1"]))

    static func settings(_ line: String) throws -> CLIRouteSettings {
        switch CLIRouteBatchLine.request(line, defaults: defaults) {
        case let .success(r): return r.settings
        case let .failure(p): throw p
        }
    }

    @Test("a line naming only its ends keeps every command-line setting, closures included")
    func absentMembersKeepTheDefaults() throws {
        #expect(try Self.settings(#"{"from": "a", "to": "b"}"#) == Self.defaults.settings)
    }

    @Test("each member a line names replaces the command line's value, and only that one")
    func namedMembersOverride() throws {
        var expected = Self.defaults.settings
        expected.avoid = [.elevator, .ramp]
        expected.close = ["c_2"]
        expected.profile = .standard
        expected.floorChangePenalty = 0
        let s = try Self.settings(
            #"{"from": "a", "to": "b", "avoid": ["elevator", "ramp", "elevator"], "close": ["c_2"], "profile": "default", "floorChangePenalty": 0}"#)
        #expect(s == expected)
        #expect(try Self.settings(#"{"from": "a", "to": "b", "avoid": [], "includeNonPublic": false}"#).avoid.isEmpty)
        #expect(try !Self.settings(#"{"from": "a", "to": "b", "includeNonPublic": false}"#).includeNonPublic)
    }
}
