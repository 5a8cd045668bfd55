extension FloorRenderer {
    /// The route's legs on this floor as a cased polyline (drawn under the labels).
    func drawRouteLine(_ content: RenderFloorContent, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
        guard !content.routeLegs.isEmpty else { return }
        let p = options.palette
        let fine = RenderSVGBuilder.fine
        svg.line(#"<g class="route" fill="none" stroke-linecap="round" stroke-linejoin="round">"#)
        for leg in content.routeLegs {
            let d = RenderSVGBuilder.polylineData(leg.points, closed: false)
            guard !d.isEmpty else { continue }
            svg.line(#"<path class="route-casing" stroke="\#(p.routeCasing)" stroke-width="\#(fine(frame.metres(8)))" d="\#(d)"/>"#)
            svg.line(#"<path class="route-line" stroke="\#(p.routeStroke)" stroke-width="\#(fine(frame.metres(4.5)))" d="\#(d)"/>"#)
        }
        svg.line("</g>")
    }

    /// Over the labels: plain waypoints as small white dots, floor changes as diamonds with an up or down
    /// arrow (titled with the connection and the floor at its other end), a green dot where the route
    /// starts and a red dot where it ends, each only on the floor where that happens: where the route
    /// leaves a floor by stairs it is not its end.
    func drawRouteMarkers(_ content: RenderFloorContent, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
        guard !content.routeLegs.isEmpty || !content.waypoints.isEmpty else { return }
        let p = options.palette
        svg.line(#"<g class="route-markers">"#)
        for w in content.waypoints {
            if let change = w.floorChange {
                drawFloorChange(w.point, change, content, frame, &svg)
            } else {
                circle(w.point, radius: frame.metres(4), fill: Self.white, stroke: p.routeStroke, strokeWidth: frame.metres(2), class: "waypoint", &svg)
            }
        }
        if let start = content.routeStart {
            circle(start, radius: frame.metres(6.5), fill: p.routeStart, stroke: Self.white, strokeWidth: frame.metres(2), class: "route-start", &svg)
        }
        if let end = content.routeEnd {
            circle(end, radius: frame.metres(6.5), fill: p.routeEnd, stroke: Self.white, strokeWidth: frame.metres(2), class: "route-end", &svg)
        }
        svg.line("</g>")
    }

    /// A floor change: a diamond with a white arrow pointing the way the route goes (up when the floor it
    /// goes to has the higher ordinal, down when the lower; a dot when they are level or the other floor is
    /// unknown), titled "stairs c_12 to Level 2" or "… from Level 1".
    func drawFloorChange(_ c: Point, _ change: RenderRoute.FloorChange, _ content: RenderFloorContent, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
        let here = venue.floors[content.floorIndex]
        let other = venue.floors.first { $0.id == change.otherFloorID || $0.name.lowercased() == change.otherFloorID.lowercased() }
        let (from, to) = change.leaves ? (here, other) : (other, here)
        var direction = "level"
        if let from, let to, from.ordinal != to.ordinal { direction = to.ordinal > from.ordinal ? "up" : "down" }
        let what = change.connection + (change.connectionID.map { " \($0)" } ?? "")
        let title = "\(what) \(change.leaves ? "to" : "from") \(other?.name ?? change.otherFloorID)"
        let r = frame.metres(8)
        let fine = RenderSVGBuilder.fine
        svg.line(#"<g class="floor-change \#(direction)"><title>\#(RenderSVGBuilder.escape(title))</title>"#)
        let diamond = [Point(x: c.x, y: c.y + r), Point(x: c.x + r, y: c.y), Point(x: c.x, y: c.y - r), Point(x: c.x - r, y: c.y)]
        svg.line(
            #"<path class="floor-change-marker" fill="\#(options.palette.floorChange)" stroke="\#(Self.white)" stroke-width="\#(fine(frame.metres(1.5)))" "#
                + #"stroke-linejoin="round" d="\#(RenderSVGBuilder.polylineData(diamond, closed: true))"/>"#)
        if direction == "level" {
            circle(c, radius: r * 0.2, fill: Self.white, stroke: nil, strokeWidth: 0, class: "floor-change-arrow", &svg)
        } else {
            // The plane's y points north, the page's up: an "up" arrow has its tip at larger y.
            let s = direction == "up" ? 1.0 : -1.0
            let arrow = [Point(x: c.x, y: c.y + s * r * 0.55), Point(x: c.x + r * 0.4, y: c.y - s * r * 0.25), Point(x: c.x - r * 0.4, y: c.y - s * r * 0.25)]
            svg.line(#"<path class="floor-change-arrow" fill="\#(Self.white)" d="\#(RenderSVGBuilder.polylineData(arrow, closed: true))"/>"#)
        }
        svg.line("</g>")
    }

    /// The position marker: a dot with a white ring and a translucent halo.
    func drawMarker(_ point: Point, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
        let colour = options.palette.marker
        svg.line(#"<g class="marker">"#)
        circle(point, radius: frame.metres(16), fill: colour, stroke: nil, strokeWidth: 0, class: "marker-halo", opacity: 0.22, &svg)
        circle(point, radius: frame.metres(6.5), fill: colour, stroke: "#FFFFFF", strokeWidth: frame.metres(2.5), class: "marker-dot", &svg)
        svg.line("</g>")
    }

    func circle(
        _ c: Point, radius: Double, fill: String, stroke: String?, strokeWidth: Double, class name: String, opacity: Double = 1,
        _ svg: inout RenderSVGBuilder
    ) {
        let n = RenderSVGBuilder.number
        var s = #"<circle class="\#(name)" cx="\#(n(c.x))" cy="\#(n(-c.y))" r="\#(RenderSVGBuilder.fine(radius))" fill="\#(fill)""#
        if let stroke { s += #" stroke="\#(stroke)" stroke-width="\#(RenderSVGBuilder.fine(strokeWidth))""# }
        if opacity < 1 { s += #" fill-opacity="\#(RenderSVGBuilder.fine(opacity))""# }
        svg.line(s + "/>")
    }

    /// The largest 1, 2 or 5 × 10ⁿ metres that is at most `pixels` long at `scale` pixels per metre.
    static func niceScaleLength(maxPixels pixels: Double, scale: Double) -> Double {
        let limit = pixels / scale
        var unit = 1.0
        while unit * 10 <= limit { unit *= 10 }
        while unit > limit { unit /= 10 }
        for m in [5.0, 2.0, 1.0] where m * unit <= limit { return m * unit }
        return unit
    }

    /// The legend band: a scale bar in metres (left), the floor's name (centre) and a north arrow (right),
    /// pointing up, or right when the floor is drawn turned (`northRight`).
    func drawLegend(_ floor: Floor, _ frame: RenderFrame, northRight: Bool = false, _ svg: inout RenderSVGBuilder) {
        let p = options.palette
        let n = RenderSVGBuilder.number
        let fine = RenderSVGBuilder.fine
        let m = frame.metres
        let top = frame.legendTop
        let band = m(frame.legendPixels)
        let left = frame.viewMinX + m(options.padding)
        let right = frame.viewMinX + frame.viewWidth - m(options.padding)
        let font = m(options.fontSize)
        let barY = top + band * 0.55
        svg.line(#"<g class="legend" fill="\#(p.legend)" font-size="\#(fine(font))">"#)
        svg.line(
            #"<line x1="\#(n(frame.viewMinX))" y1="\#(n(top))" x2="\#(n(frame.viewMinX + frame.viewWidth))" y2="\#(n(top))" stroke="\#(Self.ruleColour)" stroke-width="\#(fine(m(1)))"/>"#
        )
        // Scale bar: four alternating segments.
        let length = Self.niceScaleLength(maxPixels: Swift.min(180, Double(frame.widthPixels) / 4), scale: frame.scale)
        let h = m(6)
        svg.line(#"<g class="scale-bar" stroke="\#(p.legend)" stroke-width="\#(fine(m(1)))">"#)
        for k in 0 ..< 4 {
            let x = left + length * Double(k) / 4
            svg.line(#"<rect x="\#(n(x))" y="\#(n(barY))" width="\#(fine(length / 4))" height="\#(fine(h))" fill="\#(k % 2 == 0 ? p.legend : Self.white)"/>"#)
        }
        svg.line("</g>")
        let labelY = barY - m(4)
        svg.line(#"<text x="\#(n(left))" y="\#(n(labelY))" text-anchor="start">0</text>"#)
        svg.line(#"<text x="\#(n(left + length))" y="\#(n(labelY))" text-anchor="middle">\#(Self.metresText(length)) m</text>"#)
        // Floor name.
        svg.line(
            #"<text class="floor-name" x="\#(n(frame.viewMinX + frame.viewWidth / 2))" y="\#(n(barY + h))" text-anchor="middle" "#
                + #"font-size="\#(fine(font * 1.25))" font-weight="bold">\#(RenderSVGBuilder.escape(floor.name))</text>"#)
        // North arrow: a split arrowhead pointing up with an N beside it.
        let ax = right - m(8)
        let tip = top + band * 0.18, base = top + band * 0.86
        let halfWidth = (base - tip) * 0.36
        let notch = base - (base - tip) * 0.22
        // Turned: the same arrow a quarter turn clockwise about its centre.
        if northRight { svg.line(#"<g class="north-turned" transform="rotate(90 \#(n(ax)) \#(n((tip + base) / 2)))">"#) }
        svg.line(#"<path class="north-arrow" fill="\#(p.legend)" d="M\#(n(ax)),\#(n(tip))L\#(n(ax + halfWidth)),\#(n(base))L\#(n(ax)),\#(n(notch))Z"/>"#)
        svg.line(
            #"<path class="north-arrow" fill="\#(Self.white)" stroke="\#(p.legend)" stroke-width="\#(fine(m(1)))" stroke-linejoin="round" "#
                + #"d="M\#(n(ax)),\#(n(tip))L\#(n(ax - halfWidth)),\#(n(base))L\#(n(ax)),\#(n(notch))Z"/>"#)
        if northRight { svg.line("</g>") }
        svg.line(#"<text x="\#(n(ax - halfWidth - m(4)))" y="\#(n(base))" text-anchor="end" font-weight="bold">N</text>"#)
        svg.line("</g>")
    }

    /// A scale length in metres as text: `0.5`, `2`, `50`.
    static func metresText(_ length: Double) -> String {
        length >= 1 ? String(Int(length.rounded())) : RenderSVGBuilder.fine(length)
    }
}

extension FloorRenderer {
    /// White, for symbol glyphs, halos and marker rings.
    static let white = "#FFFFFF"
    /// The rule above the legend band.
    static let ruleColour = "#D8D3CA"
}
