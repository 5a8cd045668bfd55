#!/usr/bin/env python3
"""Ports of main's issue 12 tests to d81db49's APIs (see run.sh): each edit only removes a use of an API
that did not exist yet, keeping the behavioural assertions."""
import sys

root = sys.argv[1]


def edit(path, pairs):
    p = f"{root}/{path}"
    s = open(p).read()
    for old, new in pairs:
        assert old in s, (path, old)
        s = s.replace(old, new)
    open(p, "w").write(s)


edit("Tests/Issue12GeometryTests/WallPolygonsTests.swift", [
    ("    static func issues(_ m: MultiPolygon, _ projection: LocalProjection) -> [PolygonValidityIssue] {",
     "    // PORT to d81db49: PolygonValidity.Options(spikeWidth:) is new; spikes (P -> Q -> P) counted here.\n"
     "    static func issues(_ m: MultiPolygon, _ projection: LocalProjection) -> [String] {"),
    ("        return m.validityIssues(options: PolygonValidity.Options(spikeWidth: spikeWidth)) + degrees.validityIssues()",
     """        var spikes: [String] = []
        for poly in m.polygons {
            for r in poly.rings {
                let p = Array(r.points.dropLast()), n = p.count
                for i in 0 ..< n where n >= 3 && p[(i + n - 1) % n].distance(to: p[(i + 1) % n]) <= spikeWidth && p[i] != p[(i + 1) % n] {
                    spikes.append("spike at \\(p[i])")
                }
            }
        }
        return m.validityIssues().map { "\\($0)" } + spikes + degrees.validityIssues().map { "\\($0)" }"""),
])
edit("Tests/Issue12GeometryTests/IMDFSPbPUTests.swift", [
    ("        #expect(v.spaces.filter(\\.isRestricted).count == 59, \"59 units carry restriction 'restricted'\")",
     "        // PORT to d81db49: Space.isRestricted is new; the line below is main's behavioural assertion."),
])
edit("Tests/Issue12GeometryTests/IMDFRestrictedUnitTests.swift", [
    ("        #expect(lab.restriction == \"employeesonly\")\n", ""),
    ("        #expect(lab.isRestricted)\n", ""),
    ("        #expect(v.spaces.first { $0.id == \"hall\" }?.isRestricted == false)\n", ""),
    ("        #expect(lab.isWalkable)", "        // PORT to d81db49: Space.restriction / isRestricted are new; only the walkability is asked.\n        #expect(lab.isWalkable)"),
])
edit("Tests/Issue12RoutingTests/VenueFloorsCrossedTests.swift", [
    (",\n                                   scratch: RoutingScratch())", ")"),
    (", scratch: RoutingScratch())", ")"),
])
edit("Tests/Issue12RoutingTests/IMDFTwinRoutingTests.swift", [
    ("            imdf.spaceBoundaryWallThickness = nil  // only drawn walls, no unit-boundary walls",
     "            // PORT to d81db49: Venue.spaceBoundaryWallThickness is new; IMDF unit boundaries stay walls."),
])
edit("Package.swift", [
    ('''        .testTarget(name: "IndoorGeometryTests", dependencies: ["IndoorGeometry"]),
        .testTarget(name: "RoutingTests", dependencies: ["Routing", "IndoorGeometry"]),
        .testTarget(name: "RouteCLITests", dependencies: ["RouteCLI", "IndoorGeometry", "Routing"]),''',
     '''        .testTarget(name: "Issue12GeometryTests", dependencies: ["IndoorGeometry"]),
        .testTarget(name: "Issue12RoutingTests", dependencies: ["Routing", "IndoorGeometry"]),
        .testTarget(name: "Issue12CLITests", dependencies: ["RouteCLI", "IndoorGeometry", "Routing"]),'''),
])
