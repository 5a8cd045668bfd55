extension FloorRenderer {
    /// On an outdoor floor: each building's footprint (``FloorContent/footprint(of:in:)``), filled and
    /// outlined, with the building's name when it fits; drawn over the floor's own spaces.
    func drawFootprints(_ content: FloorContent, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
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
    func drawEntrances(_ content: FloorContent, _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
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
