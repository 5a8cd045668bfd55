import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

@Suite("Render support")
struct RenderSupportTests {
    @Test(
        "Numbers are rounded to the centimetre without trailing zeros or negative zero",
        arguments: [
            (0.0, "0"), (0.004, "0"), (-0.004, "0"), (7, "7"), (12.3, "12.3"), (-0.05, "-0.05"), (0.1, "0.1"),
            (100.07, "100.07"), (-12.345678, "-12.35"), (1e6 + 0.5, "1000000.5"), (.nan, "0"), (.infinity, "0")
        ])
    func numbers(value: Double, expected: String) {
        #expect(RenderSVGBuilder.number(value) == expected)
    }

    @Test("Fine numbers keep four decimals", arguments: [(0.15, "0.15"), (0.00012, "0.0001"), (0.0463, "0.0463"), (-2.5, "-2.5"), (0.00004, "0")])
    func fineNumbers(value: Double, expected: String) {
        #expect(RenderSVGBuilder.fine(value) == expected)
    }

    @Test(
        "XML escaping",
        arguments: [
            ("plain", "plain"), ("a&b", "a&amp;b"), ("<x>", "&lt;x&gt;"), (#""q" 'a'"#, "&quot;q&quot; &apos;a&apos;"),
            ("tab\there", "tab here"), ("bell\u{07}", "bell"), ("Café 東京", "Café 東京")
        ])
    func escaping(input: String, expected: String) {
        #expect(RenderSVGBuilder.escape(input) == expected)
    }

    @Test(
        "Colours from data are validated and normalised",
        arguments: [
            ("#abc", "#AABBCC"), ("#A1b2C3", "#A1B2C3"), ("red", nil), ("#12345g", nil), (#"#123456" onload="x"#, nil), ("#1234", nil), ("", nil)
        ] as [(String, String?)])
    func colours(input: String, expected: String?) {
        #expect(RenderPalette.validColor(input) == expected)
    }

    @Test("Space fills: own colour, then category (IMDF sub-category dropped), then kind")
    func fills() throws {
        let square = try Polygon(rings: [[Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1), Point(x: 0, y: 0)]])
        let palette = RenderPalette()
        func space(_ kind: SpaceKind, _ category: String?, _ color: String? = nil) -> Space {
            Space(id: "s", floorIndex: 0, kind: kind, category: category, polygon: square, color: color)
        }
        #expect(palette.fill(for: space(.room, "Washroom", "#010203")) == "#010203")
        #expect(palette.fill(for: space(.room, "Washroom", "bad")) == palette.categoryFills["washroom"])
        #expect(palette.fill(for: space(.unit, "restroom.female")) == palette.categoryFills["restroom"])
        #expect(palette.fill(for: space(.hallway, "no such category")) == palette.hallwayFill)
        #expect(palette.fill(for: space(.other("outline"), nil)) == palette.otherFill)
    }

    @Test(
        "Scale bar lengths are 1, 2 or 5 × 10ⁿ metres and fit the limit",
        arguments: [
            (180.0, 1.0, 100.0), (180.0, 10.0, 10.0), (160.0, 30.0, 5.0), (100.0, 8.0, 10.0), (100.0, 300.0, 0.2)
        ])
    func scaleBar(pixels: Double, scale: Double, expected: Double) {
        let length = FloorRenderer.niceScaleLength(maxPixels: pixels, scale: scale)
        #expect(abs(length - expected) < 1e-9, "got \(length)")
        #expect(length * scale <= pixels + 1e-9)
    }

    /// Random L-shapes and rectangles with holes: the label point is interior, and no point of a fine grid
    /// is farther from the boundary than it by more than the precision plus the grid's half diagonal.
    @Test("Label point is interior and near-optimal against a grid search (seeded)")
    func labelPointOracle() throws {
        let seed: UInt64 = 0x5EED_0FAB
        var random = SplitMix64(seed: seed)
        for trial in 0 ..< 40 {
            let w = Double.random(in: 2 ... 20, using: &random), h = Double.random(in: 2 ... 20, using: &random)
            var rings: [[Point]]
            if trial % 2 == 0 {
                let cx = Double.random(in: 0.3 ... 0.7, using: &random) * w, cy = Double.random(in: 0.3 ... 0.7, using: &random) * h
                rings = [
                    [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: cy), Point(x: cx, y: cy), Point(x: cx, y: h), Point(x: 0, y: h), Point(x: 0, y: 0)]
                ]
            } else {
                let r = Double.random(in: 0.05 ... 0.2, using: &random) * Swift.min(w, h)
                let c = Point(x: Double.random(in: 0.3 ... 0.7, using: &random) * w, y: Double.random(in: 0.3 ... 0.7, using: &random) * h)
                rings = [
                    [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h), Point(x: 0, y: 0)],
                    [c + Point(x: -r, y: -r), c + Point(x: -r, y: r), c + Point(x: r, y: r), c + Point(x: r, y: -r), c + Point(x: -r, y: -r)]
                ]
            }
            let polygon = try Polygon(rings: rings)
            let precision = 0.05
            let (p, d) = polygon.labelPoint(precision: precision)
            #expect(polygon.locate(p) == .interior, "seed \(seed) trial \(trial): \(p) not interior")
            #expect(abs(polygon.boundaryDistance(to: p) - d) < 1e-9, "seed \(seed) trial \(trial)")
            let step = Swift.min(w, h) / 40
            var best = 0.0
            var y = step / 2
            while y < h {
                var x = step / 2
                while x < w {
                    let q = Point(x: x, y: y)
                    if polygon.locate(q) == .interior { best = Swift.max(best, polygon.boundaryDistance(to: q)) }
                    x += step
                }
                y += step
            }
            #expect(d >= best - precision - 1e-9, "seed \(seed) trial \(trial): label distance \(d) < grid best \(best)")
        }
    }

    @Test("Label point of a degenerate polygon is its box centre at distance 0")
    func degenerateLabelPoint() {
        let flat = Polygon(shell: Ring(uncheckedPoints: [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 2, y: 0), Point(x: 0, y: 0)]))
        let (p, d) = flat.labelPoint()
        #expect(p == Point(x: 2, y: 0) && d == 0)
    }
}
