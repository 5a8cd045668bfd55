import Foundation
import IndoorGeometry
import Routing

/// `indoor follow --batch`: the positions of one walk, in time order, followed by one ``TrailFollower``.
/// The follower keeps state from position to position (the previous position's candidates and scores, the
/// filtered position), so the positions go through it one after another, in input order, across chunks;
/// reading the lines and writing the answers fan out over the cores, a chunk at a time. At the end of the
/// input the last position is answered once more, settled as the walk's last (``TrailFollower/finish()``).
struct CLIFollowBatch {
    /// The walker followed so far.
    var follower: TrailFollower
    let venue: Venue
    /// The number and position of the last line answered with a position, until the input ends.
    var lastAnswered: (line: Int, fix: NavigationFix)?

    /// Answers the positions of the batch input at `path` (`-`: standard input) through ``CLIBatch``, then
    /// the last one's settled answer (``finalLine()``), written after the others.
    mutating func run(path: String) -> CLIResult {
        var result = CLIBatch.runInOrder(path: path) { lines, first in answer(lines, firstLineNumber: first) }
        guard result.exitCode == 0, let last = finalLine() else { return result }
        if CLIRuntime.streamsToStandardOutput {
            FileHandle.standardOutput.write(Data(last.utf8))
        } else {
            result.stdout += last
        }
        return result
    }

    /// The end of the input: the last answered position's answer settled as the walk's last
    /// (``TrailFollower/finish()``, people end walks in rooms), with `"final": true` and that position's
    /// line number, followed by a newline; `nil` when no position was answered.
    mutating func finalLine() -> String? {
        guard let (line, fix) = lastAnswered, let answer = follower.finish() else { return nil }
        lastAnswered = nil
        guard case var .object(o) = FollowCommand.describe(answer, of: fix, line: line, parameters: follower.matcher.parameters, venue: venue) else {
            return nil
        }
        o.append("final", .bool(true))
        return JSONLines.answerLine(.object(o), line: line) + "\n"
    }

    /// The answer lines, each followed by a newline, of the next `lines` of the walk (the first numbered
    /// `firstLineNumber`): a bad line answers an error and leaves the follower as it was.
    mutating func answer(_ lines: [ArraySlice<UInt8>], firstLineNumber: Int) -> String {
        let venue = self.venue
        let fixes = BatchFanOut.map(lines) { line in CLINavigationFix.read(CLIInput.trimmed(line), venue: venue) }
        var answers: [Result<(NavigationFix, TrailFollowAnswer?), CLIRouteBatchLine.Problem>] = []
        answers.reserveCapacity(fixes.count)
        for (k, fix) in fixes.enumerated() {
            answers.append(fix.map { ($0, follower.update($0)) })
            // An error line leaves the follower, and its last answer, as they were.
            if case let .success((f, a)) = answers[k] { lastAnswered = a == nil ? nil : (firstLineNumber + k, f) }
        }
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
