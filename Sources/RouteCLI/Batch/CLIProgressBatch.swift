import IndoorGeometry
import Routing

/// `indoor progress --batch`: the positions of one walk, in walking order, followed by one
/// ``RouteNavigator``. The navigator keeps state from position to position (progress made, positions off
/// the route in a row, the route followed after a reroute), so the positions go through it one after
/// another, in input order, across chunks; reading the lines and writing the answers do not depend on that
/// state and fan out over the cores, a chunk at a time.
struct CLIProgressBatch {
    /// The walker followed so far.
    var navigator: RouteNavigator
    let venue: Venue
    /// The venue's inferred elements indexed once, for the reroutes' route documents.
    let inferences: RouteInferenceIndex

    /// A batch following `navigator` through `venue`.
    init(navigator: RouteNavigator, venue: Venue) {
        self.navigator = navigator
        self.venue = venue
        inferences = RouteInferenceIndex(venue: venue)
    }

    /// Answers the positions of the batch input at `path` (`-`: standard input) through ``CLIBatch``.
    mutating func run(path: String) -> CLIResult {
        CLIBatch.runInOrder(path: path) { lines, first in answer(lines, firstLineNumber: first) }
    }

    /// The answer lines, each followed by a newline, of the next `lines` of the walk (the first numbered
    /// `firstLineNumber`): a bad line answers an error and leaves the navigator as it was.
    mutating func answer(_ lines: [ArraySlice<UInt8>], firstLineNumber: Int) -> String {
        let venue = self.venue, inferences = self.inferences
        let fixes = BatchFanOut.map(lines) { line in CLINavigationFix.read(CLIInput.trimmed(line), venue: venue) }
        var answers: [Result<RouteNavigator.Answer, CLIRouteBatchLine.Problem>] = []
        answers.reserveCapacity(fixes.count)
        for fix in fixes { answers.append(fix.map { navigator.update($0) }) }
        let numbered = Array(zip(firstLineNumber..., answers))
        return BatchFanOut.map(numbered) { n, a in
            let value: JSONValue
            switch a {
            case let .failure(p): value = CLINavigationFix.errorLine(n, p.message)
            case let .success(answer): value = ProgressCommand.describe(answer, line: n, venue: venue, inferences: inferences)
            }
            return JSONLines.answerLine(value, line: n) + "\n"
        }.joined()
    }
}
