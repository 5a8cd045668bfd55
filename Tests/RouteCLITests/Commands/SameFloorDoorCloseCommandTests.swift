import Foundation
import IndoorGeometry
import Routing
import Testing
@testable import RouteCLI

/// `--close` with a door between two rooms of one floor, for every question of the CLI (route, nearest,
/// via, optimized order, matrix, reachable; single and `--batch`), on the sample campus: the answer is the
/// library's answer with that door closed (tested against walled venues in RoutingTests), and differs from
/// the open answer where the open route crosses the door.
@Suite struct SameFloorDoorCloseCommandTests {
    static let sample = WiredCommandTests.sample

    /// The sample's router, the first door that the open route from ALD 101 to Library crosses and that
    /// leaves another way (not a door of either room), and the profile closing it.
    struct Fixture {
        var router: VenueRouter
        var door: String
        var closed: RoutingProfile
        func place(_ ref: String) throws -> ResolvedPlace { try PlaceResolver.resolve(.reference(ref), in: router.venue) }
    }

    /// Every door the open route crosses leaves no other way.
    struct NoDetour: Error, CustomStringConvertible {
        var crossed: [String]
        var description: String { "closing any of the crossed doors \(crossed) leaves no route from ALD 101 to Library" }
    }

    static func fixture() throws -> Fixture {
        let router = try VenueRouter(venue: try VenueLoader.load(path: sample))
        let from = try PlaceResolver.resolve(.reference("ALD 101"), in: router.venue), to = try PlaceResolver.resolve(.reference("Library"), in: router.venue)
        let open = router.route(from: from, to: to, profile: .default)
        for door in crossedDoors(open, router) {
            var closed = RoutingProfile.default
            closed.closedConnections = try router.closure(of: [door]).connectionIds
            if router.route(from: from, to: to, profile: closed).status == .found { return Fixture(router: router, door: door, closed: closed) }
        }
        throw NoDetour(crossed: crossedDoors(open, router))
    }

    /// The closable same-floor doors whose line a walking leg of `r` crosses, in order.
    static func crossedDoors(_ r: RouteResult, _ router: VenueRouter) -> [String] {
        var out: [String] = []
        for case let .walk(leg) in r.steps {
            for d in router.venue.doors where d.floorIndex == leg.floor && !d.joinsFloors && router.graph.isClosableCut(d.id) {
                guard let line = d.line, let a = line.points.first, let b = line.points.last else { continue }
                for (p, q) in zip(leg.points, leg.points.dropFirst())
                where Orientation.sign(a, b, p) * Orientation.sign(a, b, q) < 0 && Orientation.sign(p, q, a) * Orientation.sign(p, q, b) < 0 {
                    if !out.contains(d.id) { out.append(d.id) }
                }
            }
        }
        return out
    }

    static func json(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }
    /// Output numbers carry 3 decimals.
    static func same(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) <= 1.5e-3 } ?? false }

    @Test func routeNearestAndViaCloseASameFloorDoor() throws {
        let x = try Self.fixture()
        let (from, to) = (try x.place("ALD 101"), try x.place("Library"))
        let want = x.router.route(from: from, to: to, profile: x.closed)
        let open = x.router.route(from: from, to: to, profile: .default)
        #expect(want.status == .found && want.cost > open.cost + 0.01, "closing the crossed door makes the route longer")
        let r = CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--to", "Library", "--close", x.door])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let s = try Self.json(r.stdout)["summary"]
        #expect(Self.same(s?["distance"]?.numberValue, want.distance), "\(String(describing: s)) vs \(want.distance)")

        let any = CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--to-any", "Library", "--to-any", "ALD 204", "--close", x.door])
        #expect(any.exitCode == 0, "\(any.stderr)")
        let near = x.router.nearest(from: from, to: [to, try x.place("ALD 204")], profile: x.closed)
        #expect(Self.same(try Self.json(any.stdout)["summary"]?["distance"]?.numberValue, near.route.distance))

        for optimize in [false, true] {
            let args =
                ["route", Self.sample, "--from", "ALD 101", "--via", "ALD 204", "--via", "ALD 103", "--to", "Library", "--close", x.door]
                + (optimize ? ["--optimize"] : [])
            let via = CLI.run(arguments: args)
            #expect(via.exitCode == 0, "\(via.stderr)")
            let tour = try x.router.route(
                through: [from, try x.place("ALD 204"), try x.place("ALD 103"), to], order: optimize ? .optimizedFixedEnds : .given, profile: x.closed)
            #expect(Self.same(try Self.json(via.stdout)["summary"]?["cost"]?.numberValue, tour.cost), "optimize \(optimize)")
        }
    }

    @Test func matrixAndReachableCloseASameFloorDoor() throws {
        let x = try Self.fixture()
        let src = [try x.place("ALD 101"), try x.place("ALD 204")], dst = [try x.place("Library"), try x.place("ALD 103")]
        let want = x.router.matrix(from: src, to: dst, profile: x.closed)
        let open = x.router.matrix(from: src, to: dst, profile: .default)
        #expect(want.cells[0][0]?.cost != open.cells[0][0]?.cost, "the closed door changes ALD 101 -> Library")
        let args = ["--source", "ALD 101", "--source", "ALD 204", "--destination", "Library", "--destination", "ALD 103"]
        let m = CLI.run(arguments: ["matrix", Self.sample] + args + ["--close", x.door])
        #expect(m.exitCode == 0, "\(m.stderr)")
        let rows = try Self.json(m.stdout)["distances"]?.arrayValue ?? []
        #expect(rows.count == 2)
        for (i, row) in rows.enumerated() {
            for (j, cell) in (row.arrayValue ?? []).enumerated() {
                if let w = want.cells[i][j] { #expect(Self.same(cell.numberValue, w.distance), "cell \(i),\(j)") } else { #expect(cell == .null) }
            }
        }
        // `--within 60s` is a walk of 60 s: floor changes count their time, without the comfort penalty.
        var timed = x.closed
        timed.floorChangePenalty = 0
        let reach = x.router.reachable(from: src[0], maxCost: 60 * timed.walkingSpeed, profile: timed)
        let r = CLI.run(arguments: ["reachable", Self.sample, "--from", "ALD 101", "--within", "60s", "--close", x.door])
        #expect(r.exitCode == 0, "\(r.stderr)")
        #expect(try Self.json(r.stdout)["summary"]?["count"]?.intValue == reach.count)
    }

    @Test func batchLinesCloseASameFloorDoor() throws {
        let x = try Self.fixture()
        let want = x.router.route(from: try x.place("ALD 101"), to: try x.place("Library"), profile: x.closed)
        let routes = try CLITest.temporaryFile(
            """
            {"from": "ALD 101", "to": "Library", "close": ["\(x.door)"]}
            {"from": "ALD 101", "to": "Library"}
            """, suffix: ".ndjson")
        let r = CLI.run(arguments: ["route", Self.sample, "--batch", routes])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let lines = try r.stdout.split(separator: "\n").map { try Self.json(String($0)) }
        #expect(lines.count == 2)
        let closed = lines.first?["summary"]?["distance"]?.numberValue, open = lines.last?["summary"]?["distance"]?.numberValue
        #expect(Self.same(closed, want.distance) && closed != open, "\(String(describing: closed)) vs \(want.distance), open \(String(describing: open))")

        let cells = try CLITest.temporaryFile(
            """
            {"sources": ["ALD 101"], "destinations": ["Library"], "close": ["\(x.door)"]}
            """, suffix: ".ndjson")
        let m = CLI.run(arguments: ["matrix", Self.sample, "--batch", cells])
        #expect(m.exitCode == 0, "\(m.stderr)")
        let row = try Self.json(String(m.stdout.split(separator: "\n").first ?? ""))["distances"]?.arrayValue?.first?.arrayValue
        #expect(Self.same(row?.first?.numberValue, want.distance))

        var timed = x.closed
        timed.floorChangePenalty = 0
        let reach = x.router.reachable(from: try x.place("ALD 101"), maxCost: 60 * timed.walkingSpeed, profile: timed)
        let starts = try CLITest.temporaryFile(
            """
            {"from": "ALD 101", "within": "60s", "close": ["\(x.door)"]}
            """, suffix: ".ndjson")
        let q = CLI.run(arguments: ["reachable", Self.sample, "--batch", starts])
        #expect(q.exitCode == 0, "\(q.stderr)")
        #expect(try Self.json(String(q.stdout.split(separator: "\n").first ?? ""))["summary"]?["count"]?.intValue == reach.count)
    }
}
