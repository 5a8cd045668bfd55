import IndoorGeometry
import Routing

/// `indoor route --batch`: one JSON object per input line, answered in order on all cores.
enum CLIRouteBatch {
    /// Answers the batch input at `path` through ``CLIBatch``.
    static func run(path: String, routers: VenueRouterCache, defaults: RouteCommand.Options) -> CLIResult {
        CLIBatch.run(path: path) { line, lineNumber in answer(line, lineNumber: lineNumber, routers: routers, defaults: defaults) }
    }

    /// The answer lines of a whole input held in memory, in order.
    static func run(input: [UInt8], routers: VenueRouterCache, defaults: RouteCommand.Options) -> String {
        BatchFanOut.answerInOrder(BatchLines.lines(input)) { line, lineNumber in answer(line, lineNumber: lineNumber, routers: routers, defaults: defaults) }
    }

    /// The answer line of one input line (1-based `lineNumber`): a route, or `{"line": n, "error": …}`.
    /// A blank line answers an error too, so that output line k always answers input line k.
    static func answer(_ line: ArraySlice<UInt8>, lineNumber: Int, routers: VenueRouterCache, defaults: RouteCommand.Options) -> String {
        func failure(_ m: String) -> String { JSONLines.errorLine(lineNumber, message: m) }
        let trimmed = CLIInput.trimmed(line)
        if trimmed.isEmpty { return failure("blank line (expected a JSON object {\"from\": …, \"to\": …})") }
        let request: CLIRouteRequest
        switch CLIRouteBatchLine.request(trimmed, defaults: defaults) {
        case let .success(r): request = r
        case let .failure(p): return failure(p.message)
        }
        switch request.run(routers: routers) {
        case let .success(a):
            // Straight from the typed document; a number JSON cannot write answers the line's error, as any answer.
            return (try? RouteDocument.encoder.string(a.document)) ?? JSONLines.answerLine(RouteDocument.encoder.value(a.document), line: lineNumber)
        case let .failure(f): return failure(CLIInput.trimmed(f.message.utf8))
        }
    }
}
