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
    func connectionSymbols(_ content: FloorContent, _ frame: RenderFrame) -> [Symbol] {
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
