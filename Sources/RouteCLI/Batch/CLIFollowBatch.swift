import IndoorGeometry
import Routing

/// `indoor follow --batch`: the positions of one walk, in time order, followed by one ``TrailFollower``.
/// The follower keeps state from position to position (the previous position's candidates and scores, the
/// filtered position), so the positions go through it one after another, in input order, across chunks;
/// reading the lines and writing the answers fan out over the cores, a chunk at a time.
struct CLIFollowBatch {
    /// The walker followed so far.
    var follower: TrailFollower
    let venue: Venue

    /// Answers the positions of the batch input at `path` (`-`: standard input) through ``CLIBatch``.
    mutating func run(path: String) -> CLIResult {
        CLIBatch.runInOrder(path: path) { lines, first in answer(lines, firstLineNumber: first) }
    }

    /// The answer lines, each followed by a newline, of the next `lines` of the walk (the first numbered
    /// `firstLineNumber`): a bad line answers an error and leaves the follower as it was.
    mutating func answer(_ lines: [ArraySlice<UInt8>], firstLineNumber: Int) -> String {
        let venue = self.venue
        let fixes = BatchFanOut.map(lines) { line in CLINavigationFix.read(CLIInput.trimmed(line), venue: venue) }
        var answers: [Result<(NavigationFix, TrailFollowAnswer?), CLIRouteBatchLine.Problem>] = []
        answers.reserveCapacity(fixes.count)
        for fix in fixes { answers.append(fix.map { ($0, follower.update($0)) }) }
        let parameters = follower.matcher.parameters
        let numbered = Array(zip(firstLineNumber..., answers))
        return BatchFanOut.map(numbered) { n, a in
            let value: JSONValue
            switch a {
            case let .failure(p): value = CLINavigationFix.errorLine(n, p.message)
            case let .success((fix, answer)): value = FollowCommand.describe(answer, of: fix, line: n, parameters: parameters, venue: venue)
            }
            return JSONLines.answerLine(value, line: n) + "\n"
        }.joined()
    }
}
