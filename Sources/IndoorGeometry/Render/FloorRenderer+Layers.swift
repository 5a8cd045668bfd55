extension FloorRenderer {
    /// The class token for a space kind: letters, digits, `-` and `_` only.
    static func classToken(_ text: String) -> String {
        String(
            text.unicodeScalars.map { s -> Character in
                let v = s.value
                let ok = (v >= 48 && v <= 57) || (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 45 || v == 95
                return ok ? Character(s) : "-"
            })
    }

    func drawOutline(_ floor: Floor, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
        guard let outline = floor.outline, !outline.isEmpty else { return }
        let p = options.palette
        svg.line(
            #"<g class="outline" fill="\#(p.outlineFill)" stroke="\#(p.outlineStroke)" stroke-width="\#(RenderSVGBuilder.fine(frame.metres(1.5)))" fill-rule="evenodd">"#
        )
        for polygon in outline.polygons {
            svg.line(#"<path d="\#(RenderSVGBuilder.ringsPath(polygon.rings))"/>"#)
        }
        svg.line("</g>")
    }

    func drawSpaces(_ content: FloorContent, _ frame: RenderFrame, _ highlighted: Int?, _ svg: inout RenderSVGBuilder) {
        let p = options.palette
        let order = content.spaces.enumerated().sorted { a, b in
            let ra = FloorContent.rank(venue.spaces[a.element].kind), rb = FloorContent.rank(venue.spaces[b.element].kind)
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
        svg.line(
            #"<g class="spaces" stroke="\#(p.spaceStroke)" stroke-width="\#(RenderSVGBuilder.fine(frame.metres(0.8)))" stroke-linejoin="round" fill-rule="evenodd">"#
        )
        for i in order {
            let space = venue.spaces[i]
            let kind = Self.classToken(space.kind.description)
            svg.line(#"<path class="space \#(kind)" fill="\#(p.fill(for: space))" d="\#(RenderSVGBuilder.ringsPath(space.polygon.rings))"/>"#)
        }
        svg.line("</g>")
        if let h = highlighted, venue.spaces.indices.contains(h) {
            svg.line(
                #"<path class="highlight" fill="\#(p.highlightFill)" stroke="\#(p.highlightStroke)" stroke-width="\#(RenderSVGBuilder.fine(frame.metres(2.5)))" "#
                    + #"stroke-linejoin="round" fill-rule="evenodd" d="\#(RenderSVGBuilder.ringsPath(venue.spaces[h].polygon.rings))"/>"#)
        }
    }

    func drawObstacles(_ content: FloorContent, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
        guard !content.obstacles.isEmpty else { return }
        let p = options.palette
        svg.line(
            #"<g class="obstacles" fill="\#(p.obstacleFill)" stroke="\#(p.obstacleStroke)" stroke-width="\#(RenderSVGBuilder.fine(frame.metres(0.8)))" fill-rule="evenodd">"#
        )
        for i in content.obstacles {
            svg.line(#"<path class="obstacle" d="\#(RenderSVGBuilder.ringsPath(venue.obstacles[i].polygon.rings))"/>"#)
        }
        svg.line("</g>")
    }

    /// Walls at their true thickness (`stroke-width` = ``Wall/thickness`` in metres), butt caps, mitred
    /// joins; interior walls first so exterior walls cover them where they meet.
    ///
    /// A wall end shared with another wall (same point to the centimetre) is extended by half the thickness,
    /// like a square cap, so separate walls meeting at a corner leave no notch; free ends (door openings)
    /// stay butt.
    func drawWalls(_ content: FloorContent, _ svg: inout RenderSVGBuilder) {
        guard !content.walls.isEmpty else { return }
        let p = options.palette
        var endCounts: [String: Int] = [:]
        for i in content.walls {
            let pts = venue.walls[i].line.points
            guard let a = pts.first, let b = pts.last else { continue }
            endCounts[RenderSVGBuilder.pair(a), default: 0] += 1
            endCounts[RenderSVGBuilder.pair(b), default: 0] += 1
        }
        func extended(_ points: [Point], by amount: Double) -> [Point] {
            var pts = points
            guard pts.count >= 2, let first = pts.first, let last = pts.last else { return pts }
            if (endCounts[RenderSVGBuilder.pair(first)] ?? 0) > 1, let u = (first - pts[1]).normalized { pts[0] = first + u * amount }
            let n = pts.count
            if (endCounts[RenderSVGBuilder.pair(last)] ?? 0) > 1, let u = (last - pts[n - 2]).normalized { pts[n - 1] = last + u * amount }
            return pts
        }
        svg.line(#"<g class="walls" fill="none" stroke-linecap="butt" stroke-linejoin="miter" stroke-miterlimit="4">"#)
        for exterior in [false, true] {
            for i in content.walls where venue.walls[i].isExterior == exterior {
                let wall = venue.walls[i]
                let width = wall.thickness > 0 ? wall.thickness : 0.01
                let d = RenderSVGBuilder.polylineData(extended(wall.line.points, by: width / 2), closed: false)
                guard !d.isEmpty else { continue }
                svg.line(
                    #"<path class="wall\#(exterior ? " exterior" : "")" stroke="\#(exterior ? p.exteriorWallStroke : p.wallStroke)" "#
                        + #"stroke-width="\#(RenderSVGBuilder.fine(width))" d="\#(d)"/>"#)
            }
        }
        svg.line("</g>")
    }

    /// Doors as a coloured line along the opening, a little thinner than the floor's typical wall.
    func drawDoors(_ content: FloorContent, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
        guard !content.doors.isEmpty else { return }
        let thicknesses = content.walls.map { venue.walls[$0].thickness }.filter { $0 > 0 }.sorted()
        let typical = thicknesses.isEmpty ? 0.15 : thicknesses[thicknesses.count / 2]
        let width = Swift.max(typical * 0.7, frame.metres(2))
        svg.line(
            #"<g class="doors" fill="none" stroke="\#(options.palette.doorStroke)" stroke-width="\#(RenderSVGBuilder.fine(width))" stroke-linecap="butt">"#)
        for i in content.doors {
            guard let line = venue.doors[i].line else { continue }
            let d = RenderSVGBuilder.polylineData(line.points, closed: false)
            if !d.isEmpty { svg.line(#"<path class="door" d="\#(d)"/>"#) }
        }
        svg.line("</g>")
    }
}
