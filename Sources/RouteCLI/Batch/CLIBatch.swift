import Foundation
import IndoorGeometry

/// The command side of the batch layer (`IndoorGeometry/Batch`), for the batches whose lines vary in cost
/// (`route`, `matrix` and `reachable --batch`): reads a file or standard input, deals the lines one at a
/// time to whichever core is free (``BatchFanOut``) and prints one answer line per input line, in order.
/// In the executable the answers stream through ``BatchStream`` (memory bounded, output as it comes); in
/// process (tests) they are collected in ``CLIResult/stdout``. `locate --batch` uses the same pipeline with
/// its own allocation-free answering (``LocateBatch``).
enum CLIBatch {
    /// Bytes of input per chunk of the stream: enough lines that the wait for a chunk's slowest line is
    /// small beside the chunk's work.
    static let chunkBytes = 1 << 20

    /// Answers every line of the batch input at `path` (`-`: standard input) with `answer` (its bytes
    /// without the newline, its 1-based number), one output line each.
    static func run(path: String, answer: @escaping @Sendable (ArraySlice<UInt8>, _ lineNumber: Int) -> String) -> CLIResult {
        if CLIRuntime.streamsToStandardOutput {
            let input: FileHandle
            switch CLIInput.handle(path, role: "batch input") {
            case let .success(h): input = h
            case let .failure(f): return f.result
            }
            BatchStream.run(from: input, to: FileHandle.standardOutput, chunkBytes: chunkBytes, parts: 1) { c, first in
                BatchFanOut.answerLines(c, firstLineNumber: first, answer: answer)
            }
            return CLIResult()
        }
        switch CLIInput.readAll(path, role: "batch input") {
        case let .failure(f): return f.result
        case let .success(bytes): return .success(BatchFanOut.answerInOrder(BatchLines.lines(bytes), answer: answer))
        }
    }
}
