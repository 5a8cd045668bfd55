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

    func drawSpaces(_ content: RenderFloorContent, _ frame: RenderFrame, _ highlighted: Int?, _ svg: inout RenderSVGBuilder) {
        let p = options.palette
        let order = content.spaces.enumerated().sorted { a, b in
            let ra = RenderFloorContent.rank(venue.spaces[a.element].kind), rb = RenderFloorContent.rank(venue.spaces[b.element].kind)
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

    func drawObstacles(_ content: RenderFloorContent, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
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
    func drawWalls(_ content: RenderFloorContent, _ svg: inout RenderSVGBuilder) {
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
    func drawDoors(_ content: RenderFloorContent, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
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

extension FloorRenderer {
    /// On an outdoor floor: each building's footprint (``RenderFloorContent/footprint(of:in:)``), filled and
    /// outlined, with the building's name when it fits; drawn over the floor's own spaces.
    func drawFootprints(_ content: RenderFloorContent, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
        guard !content.footprints.isEmpty else { return }
        let p = options.palette
        let fine = RenderSVGBuilder.fine
        let n = RenderSVGBuilder.number
        svg.line(
            #"<g class="buildings" fill="\#(p.footprintFill)" stroke="\#(p.footprintStroke)" stroke-width="\#(fine(frame.metres(1.5)))" stroke-linejoin="round" fill-rule="evenodd">"#
        )
        for (b, polygons) in content.footprints {
            svg.line(#"<path class="building-footprint" d="\#(polygons.map { RenderSVGBuilder.ringsPath($0.rings) }.joined())">"#)
            svg.line("<title>\(RenderSVGBuilder.escape(venue.buildings[b].name))</title></path>")
        }
        svg.line("</g>")
        guard options.drawsLabels else { return }
        svg.line(#"<g class="building-names" fill="\#(p.labelFill)" text-anchor="middle" font-weight="bold">"#)
        for (b, polygons) in content.footprints {
            let name = venue.buildings[b].name
            guard !name.isEmpty, let largest = polygons.max(by: { $0.area < $1.area }) else { continue }
            let font = frame.metres(options.fontSize * 1.1)
            // Only a name the footprint can hold across (average advance 0.6 em).
            guard Double(name.count) * font * Self.averageAdvance < largest.boundingBox.width * 0.9 else { continue }
            let c = largest.labelPoint(precision: labelPrecision(largest)).point
            svg.line(
                #"<text class="building-name" x="\#(n(c.x))" y="\#(n(-c.y + font * 0.35))" font-size="\#(fine(font))">\#(RenderSVGBuilder.escape(name))</text>"#
            )
        }
        svg.line("</g>")
    }

    /// On an outdoor floor: each building entrance as a door-coloured dot at its anchor on this floor,
    /// titled with the door's id and the building floor it leads to.
    func drawEntrances(_ content: RenderFloorContent, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
        guard !content.entrances.isEmpty else { return }
        svg.line(#"<g class="entrances">"#)
        for (i, point) in content.entrances {
            let door = venue.doors[i]
            let inside = door.anchors.first { $0.floorIndex != content.floorIndex }.map { venue.floors[$0.floorIndex].name }
            let title = "entrance \(door.id)" + (inside.map { " to \($0)" } ?? "")
            svg.line(#"<g class="entrance"><title>\#(RenderSVGBuilder.escape(title))</title>"#)
            circle(
                point, radius: frame.metres(5), fill: options.palette.doorStroke, stroke: Self.white, strokeWidth: frame.metres(1.5), class: "entrance-dot",
                &svg)
            svg.line("</g>")
        }
        svg.line("</g>")
    }
}

extension FloorRenderer {
    /// A stairs, elevator, escalator or ramp symbol on the floor, and the space it stands in.
    struct Symbol {
        var type: ConnectionType
        var point: Point
        var spaceIndex: Int?
    }

    /// Symbol side in metres: twice the font size in pixels.
    func symbolSize(_ frame: RenderFrame) -> Double { frame.metres(options.fontSize * 2) }

    /// Symbols for this floor: every anchor of a vertical connection on it (deduplicated per type within a
    /// symbol's size), then every IMDF-style space with a ``Space/verticalType`` that holds no anchor yet,
    /// at its label point.
    func connectionSymbols(_ content: RenderFloorContent, _ frame: RenderFrame) -> [Symbol] {
        let size = symbolSize(frame)
        var symbols: [Symbol] = []
        func containing(_ p: Point) -> Int? {
            content.spaces.first { i in
                venue.spaces[i].isHitTestable && venue.spaces[i].polygon.locate(p) == .interior
            }
        }
        func add(_ type: ConnectionType, _ p: Point, _ space: Int?) {
            if symbols.contains(where: { $0.type == type && $0.point.distance(to: p) < size }) { return }
            symbols.append(Symbol(type: type, point: p, spaceIndex: space ?? containing(p)))
        }
        for connection in venue.connections where connection.type != .door {
            for anchor in connection.entrances + connection.exits where anchor.floorIndex == content.floorIndex {
                let space = anchor.spaceIndex.flatMap { venue.spaces.indices.contains($0) && venue.spaces[$0].floorIndex == content.floorIndex ? $0 : nil }
                add(connection.type, anchor.point, space)
            }
        }
        for i in content.spaces {
            let space = venue.spaces[i]
            guard let type = space.verticalType, type != .door, !symbols.contains(where: { $0.spaceIndex == i }) else { continue }
            let p =
                space.displayPoint.flatMap { space.polygon.locate($0) == .interior ? $0 : nil }
                ?? space.polygon.labelPoint(precision: labelPrecision(space.polygon)).point
            symbols.append(Symbol(type: type, point: p, spaceIndex: i))
        }
        return symbols
    }

    func drawSymbols(_ symbols: [Symbol], _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
        guard !symbols.isEmpty else { return }
        let s = symbolSize(frame)
        let n = RenderSVGBuilder.number
        svg.line(#"<g class="connections">"#)
        for symbol in symbols {
            let c = symbol.point
            let colour = options.palette.symbolColor(for: symbol.type)
            svg.line(#"<g class="connection \#(Self.classToken(symbol.type.description))">"#)
            svg.line(
                #"<rect x="\#(n(c.x - s / 2))" y="\#(n(-c.y - s / 2))" width="\#(n(s))" height="\#(n(s))" rx="\#(n(s * 0.2))" "#
                    + #"fill="\#(colour)" stroke="\#(Self.white)" stroke-width="\#(RenderSVGBuilder.fine(frame.metres(1)))"/>"#)
            let u: ([(Double, Double)]) -> [Point] = { $0.map { c + Point(x: $0.0 * s, y: $0.1 * s) } }
            let stroke =
                #"fill="none" stroke="\#(Self.white)" stroke-width="\#(RenderSVGBuilder.fine(s * 0.1))" stroke-linejoin="round" stroke-linecap="round""#
            switch symbol.type {
            case .stairs, .ladder:
                let steps = u([(-0.3, -0.28), (-0.1, -0.28), (-0.1, -0.08), (0.1, -0.08), (0.1, 0.12), (0.3, 0.12), (0.3, 0.3)])
                svg.line(#"<path \#(stroke) d="\#(RenderSVGBuilder.polylineData(steps, closed: false))"/>"#)
            case .elevator:
                let up = u([(-0.2, 0.06), (0.2, 0.06), (0, 0.32)])
                let down = u([(-0.2, -0.06), (0.2, -0.06), (0, -0.32)])
                svg.line(
                    #"<path fill="\#(Self.white)" d="\#(RenderSVGBuilder.polylineData(up, closed: true))\#(RenderSVGBuilder.polylineData(down, closed: true))"/>"#
                )
            case .escalator, .travelator:
                let line = u([(-0.32, -0.24), (-0.14, -0.24), (0.14, 0.24), (0.32, 0.24)])
                svg.line(#"<path \#(stroke) d="\#(RenderSVGBuilder.polylineData(line, closed: false))"/>"#)
            case .ramp:
                let wedge = u([(-0.3, -0.2), (0.3, -0.2), (0.3, 0.2)])
                svg.line(#"<path fill="\#(Self.white)" d="\#(RenderSVGBuilder.polylineData(wedge, closed: true))"/>"#)
            case .door, .unknown:
                svg.line(#"<circle cx="\#(n(c.x))" cy="\#(n(-c.y))" r="\#(n(s * 0.16))" fill="\#(Self.white)"/>"#)
            }
            svg.line("</g>")
        }
        svg.line("</g>")
    }
}
