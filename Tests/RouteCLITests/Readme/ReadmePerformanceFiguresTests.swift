import Foundation
import Testing
import TestSupport

/// Every time the README's Performance tables quote is one that docs/performance.md's measured sections hold
/// (the reference table and memory report of `Benchmarks/reference_table.py`, the GEOS table of
/// `Benchmarks/geos/compare.py`), to the README's rounding: the README quotes the reference, never a figure
/// of its own. Speed itself is measured by the benchmarks, not asserted here.
@Suite struct ReadmePerformanceFiguresTests {
    /// A time quoted in a table cell, in nanoseconds, with the half-width of its rounding.
    struct Figure: CustomStringConvertible {
        var nanoseconds: Double
        var tolerance: Double
        var text: String
        var description: String { text }
    }

    static let unitScale: [String: Double] = ["ns": 1, "µs": 1e3, "ms": 1e6, "s": 1e9]

    /// The times in `text`: a number, or numbers joined by " / ", followed by a unit (`35.9 / 596 µs`).
    static func figures(in text: String) -> [Figure] {
        let pattern = #"((?:\d[\d,]*(?:\.\d+)?\s*/\s*)*)(\d[\d,]*(?:\.\d+)?)\s*(ns|µs|ms|s)(?![\p{L}\d])"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        var out: [Figure] = []
        for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let unit = ns.substring(with: m.range(at: 3))
            let scale = unitScale[unit] ?? 1
            let numbers =
                ns.substring(with: m.range(at: 1)).split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty } + [ns.substring(with: m.range(at: 2))]
            for n in numbers {
                let plain = n.replacingOccurrences(of: ",", with: "")
                guard let v = Double(plain) else { continue }
                let decimals = plain.firstIndex(of: ".").map { plain.distance(from: $0, to: plain.endIndex) - 1 } ?? 0
                let half = 0.5 * pow(10, -Double(decimals)) * scale
                out.append(Figure(nanoseconds: v * scale, tolerance: half * 1.0001, text: "\(n) \(unit)"))
            }
        }
        return out
    }

    /// The cells after the first (the row's label) of every table row in the README's Performance section.
    static func readmeCells() throws -> [String] {
        let text = try String(contentsOfFile: PackageFolders.root + "/README.md", encoding: .utf8)
        let start = try #require(text.range(of: "\n## Performance\n"))
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        var cells: [String] = []
        for line in rest[..<end].split(separator: "\n") where line.hasPrefix("|") && !line.hasPrefix("| ---") {
            cells += line.split(separator: "|").dropFirst().map(String.init)
        }
        return cells
    }

    /// The measured sections of docs/performance.md.
    static func measuredSections() throws -> String {
        let text = try String(contentsOfFile: PackageFolders.root + "/docs/performance.md", encoding: .utf8)
        var out = ""
        for name in ["reference-table", "memory-report", "geos-table"] {
            let start = try #require(text.range(of: "<!-- \(name):start -->"), "docs/performance.md has no \(name) section")
            let end = try #require(text.range(of: "<!-- \(name):end -->"), "docs/performance.md has no end of \(name)")
            out += text[start.upperBound ..< end.lowerBound] + "\n"
        }
        return out
    }

    @Test("every time in the README's Performance tables is in docs/performance.md's measured sections")
    func readmeQuotesTheReference() throws {
        let measured = Self.figures(in: try Self.measuredSections())
        let quoted = try Self.readmeCells().flatMap { Self.figures(in: $0) }
        #expect(quoted.count >= 20, "the README's Performance tables quote \(quoted.count) times")
        let missing = quoted.filter { q in !measured.contains { abs($0.nanoseconds - q.nanoseconds) <= q.tolerance } }
        #expect(missing.isEmpty, "README times not in docs/performance.md's measured sections: \(missing)")
    }

    @Test("the figure reader takes shared units and rounding")
    func reader() {
        let f = Self.figures(in: "35.9 / 596 µs and 1,200 ns, 3.5 GB, 2 s")
        #expect(f.map(\.text) == ["35.9 µs", "596 µs", "1,200 ns", "2 s"])
        #expect(abs(f[0].nanoseconds - 35_900) < 1e-6)
        #expect(abs(f[0].tolerance - 50) < 0.01)
        #expect(abs(f[2].nanoseconds - 1_200) < 1e-9)
    }
}
