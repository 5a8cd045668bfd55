import Foundation

extension FloorRenderer {
    /// Label search precision for a polygon: 2 % of its smaller side, at least 5 cm.
    func labelPrecision(_ polygon: Polygon) -> Double {
        Swift.max(0.05, Swift.min(polygon.boundingBox.width, polygon.boundingBox.height) / 50)
    }

    /// A label laid out: its lines, anchor (centre) and font size in metres.
    struct Label {
        var lines: [String]
        var center: Point
        var fontSize: Double
    }

    /// Average glyph advance of a sans-serif font, in ems (for fitting; no font metrics are available).
    static let averageAdvance = 0.6
    /// Line height, in ems.
    static let lineHeight = 1.15

    /// Lays out the name of `space`, or `nil` when it has none or it cannot fit at 60 % of the font size.
    ///
    /// The anchor is the space's display point when that lies in its interior, else the pole of
    /// inaccessibility of the space with the obstacles inside it cut out (so names avoid desks). The text
    /// must fit the horizontal and vertical chords of that polygon through the anchor (centred); a name with
    /// spaces may break into two lines when that lets it be larger.
    func label(for space: Space, obstacles: [Int], _ frame: RenderFrame) -> Label? {
        guard let name = space.names.first?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty else { return nil }
        let box = space.polygon.boundingBox
        let inside = obstacles.map { venue.obstacles[$0].polygon.shell }.filter { ring in
            box.contains(ring.boundingBox) && ring.points.allSatisfy { space.polygon.locate($0) != .exterior }
        }
        let polygon = inside.isEmpty ? space.polygon : Polygon(shell: space.polygon.shell, holes: space.polygon.holes + inside)
        let anchor =
            space.displayPoint.flatMap { polygon.locate($0) == .interior ? $0 : nil }
            ?? polygon.labelPoint(precision: labelPrecision(polygon)).point
        guard polygon.locate(anchor) == .interior else { return nil }
        let horizontal = Self.chord(polygon, anchor, horizontal: true)
        let vertical = Self.chord(polygon, anchor, horizontal: false)
        let availableWidth = 2 * Swift.min(horizontal.before, horizontal.after) * 0.92
        let availableHeight = 2 * Swift.min(vertical.before, vertical.after) * 0.9
        let base = frame.metres(options.fontSize)
        var options = [[name]]
        let words = name.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if words.count > 1 {
            var best = [name]
            var bestWidth = Int.max
            for k in 1 ..< words.count {
                let a = words[..<k].joined(separator: " "), b = words[k...].joined(separator: " ")
                let w = Swift.max(a.count, b.count)
                if w < bestWidth { bestWidth = w; best = [a, b] }
            }
            options.append(best)
        }
        var chosen: Label?
        for lines in options {
            let widest = Double(lines.map(\.count).max() ?? 1)
            let size = Swift.min(base, availableWidth / (widest * Self.averageAdvance), availableHeight / (Double(lines.count) * Self.lineHeight))
            if size >= base * 0.6, size > (chosen?.fontSize ?? 0) * 1.15 {
                chosen = Label(lines: lines, center: anchor, fontSize: size)
            }
        }
        return chosen
    }

    /// Distances from `p` to the polygon's boundary along a horizontal (or vertical) line, before and after
    /// `p` (infinite when no edge crosses on that side).
    static func chord(_ polygon: Polygon, _ p: Point, horizontal: Bool) -> (before: Double, after: Double) {
        var before = Double.infinity, after = Double.infinity
        for ring in polygon.rings {
            for i in 0 ..< ring.edgeCount {
                let e = ring.edge(i)
                let (a0, a1, b0, b1, t0) =
                    horizontal
                    ? (e.start.y, e.end.y, e.start.x, e.end.x, p.y)
                    : (e.start.x, e.end.x, e.start.y, e.end.y, p.x)
                guard (a0 <= t0 && t0 <= a1) || (a1 <= t0 && t0 <= a0) else { continue }
                let along = horizontal ? p.x : p.y
                if a0 == a1 {
                    // Edge lies on the line: both ends count.
                    for b in [b0, b1] { if b < along { before = Swift.min(before, along - b) } else { after = Swift.min(after, b - along) } }
                    continue
                }
                let b = b0 + (t0 - a0) / (a1 - a0) * (b1 - b0)
                if b < along { before = Swift.min(before, along - b) } else { after = Swift.min(after, b - along) }
            }
        }
        return (before, after)
    }

    func drawLabels(_ content: RenderFloorContent, _ symbols: [Symbol], _ frame: RenderFrame, _ svg: inout RenderSVGBuilder) {
        let withSymbol = Set(symbols.compactMap(\.spaceIndex))
        var labels: [Label] = []
        for i in content.spaces where !withSymbol.contains(i) && venue.spaces[i].verticalType == nil {
            if let l = label(for: venue.spaces[i], obstacles: content.obstacles, frame) { labels.append(l) }
        }
        guard !labels.isEmpty else { return }
        let n = RenderSVGBuilder.number
        let fine = RenderSVGBuilder.fine
        svg.line(#"<g class="labels" fill="\#(options.palette.labelFill)" text-anchor="middle">"#)
        for l in labels {
            let lineStep = l.fontSize * Self.lineHeight
            // Baseline of the first line so the block is centred on the anchor (cap height ≈ 0.7 em).
            let firstBaseline = -l.center.y - lineStep * Double(l.lines.count - 1) / 2 + l.fontSize * 0.35
            if l.lines.count == 1 {
                svg.line(
                    #"<text class="label" x="\#(n(l.center.x))" y="\#(n(firstBaseline))" font-size="\#(fine(l.fontSize))">\#(RenderSVGBuilder.escape(l.lines[0]))</text>"#
                )
            } else {
                var s = #"<text class="label" font-size="\#(fine(l.fontSize))">"#
                for (k, line) in l.lines.enumerated() {
                    s += #"<tspan x="\#(n(l.center.x))" y="\#(n(firstBaseline + Double(k) * lineStep))">\#(RenderSVGBuilder.escape(line))</tspan>"#
                }
                svg.line(s + "</text>")
            }
        }
        svg.line("</g>")
    }
}
