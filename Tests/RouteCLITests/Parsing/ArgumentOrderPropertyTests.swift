import Testing
@testable import RouteCLI
import TestSupport

@Suite("CLI argument order and form do not matter")
struct ArgumentOrderPropertyTests {
    /// Random subsets of route options, shuffled, each written `--name value` or `--name=value` at random, parse
    /// to the same typed options as the canonical spelling (the oracle: one fixed order, spaced form).
    @Test func shuffledRouteLinesParseAlike() throws {
        let seed: UInt64 = 0xC0FFEE
        var rng = SplitMix64(seed: seed)
        let pool: [(name: String, value: String?)] = [
            ("profile", "accessible"), ("clearance", "85cm"), ("simplify", "0.2"), ("include-non-public", nil), ("pretty", nil)
        ]
        for round in 0 ..< 200 {
            var items: [(name: String, value: String?)] = [("from", "-122.6,45.5@2"), ("to", "Room 101")]
            items += pool.filter { _ in Bool.random(using: &rng) }
            let avoid = RouteCommand.AvoidableConnection.allCases.filter { _ in Int.random(in: 0 ..< 3, using: &rng) == 0 }
            items += avoid.map { ("avoid", $0.rawValue) }

            let canonical = ["venue"] + items.flatMap { item in ["--" + item.name] + (item.value.map { [$0] } ?? []) }
            var shuffled = items
            shuffled.shuffle(using: &rng)
            // Repeated --avoid values keep their relative order in the oracle, so restore it after shuffling.
            var avoidQueue = avoid.map(\.rawValue)[...]
            var line: [String] = []
            for var item in shuffled {
                if item.name == "avoid", let next = avoidQueue.popFirst() { item.value = next }
                let token = "--" + item.name
                if let value = item.value {
                    if Bool.random(using: &rng) { line.append(token + "=" + value) } else { line += [token, value] }
                } else {
                    line.append(token)
                }
            }
            let venueAt = Int.random(in: 0 ... line.count, using: &rng)
            // The venue may go anywhere except between an option and its separate value.
            var position = venueAt
            while position > 0, position < line.count, line[position - 1].hasPrefix("--"), !line[position - 1].contains("="),
                !["--include-non-public", "--pretty"].contains(line[position - 1])
            {
                position -= 1
            }
            line.insert("venue", at: position)

            let expected = try CLITest.options(RouteCommand.self, canonical).get()
            let actual = CLITest.options(RouteCommand.self, line)
            #expect(try actual.get() == expected, "seed \(seed) round \(round): \(line)")
            #expect(try actual.get().settings.avoid == avoid, "seed \(seed) round \(round): --avoid order in \(line)")
        }
    }
}
