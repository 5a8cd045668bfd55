import Foundation
import IndoorGeometry

/// The command side of the batch layer (`IndoorGeometry/Batch`), for the batches answered a line or a chunk
/// at a time (`route`, `matrix`, `reachable` and `progress --batch`): reads a file or standard input and
/// prints one answer line per input line, in order. In the executable the answers stream through
/// ``BatchStream`` (memory bounded, output as it comes); in process (tests) they are collected in
/// ``CLIResult/stdout``. `locate --batch` uses the same pipeline with its own allocation-free answering
/// (``LocateBatch``).
enum CLIBatch {
    /// Bytes of input per chunk of the stream: enough lines that the wait for a chunk's slowest line is
    /// small beside the chunk's work.
    static let chunkBytes = 1 << 20

    /// Answers every line of the batch input at `path` (`-`: standard input) with `answer` (its bytes
    /// without the newline, its 1-based number), one output line each, dealing the lines one at a time to
    /// whichever core is free (``BatchFanOut``): for lines independent of each other.
    static func run(path: String, answer: @escaping @Sendable (ArraySlice<UInt8>, _ lineNumber: Int) -> String) -> CLIResult {
        runInOrder(path: path) { lines, first in BatchFanOut.answerInOrder(lines, firstLineNumber: first, answer: answer) }
    }

    /// Answers the batch input at `path` (`-`: standard input) a chunk of lines at a time: `answer` gets
    /// the lines of one chunk, in order, with the 1-based number of the first, and returns their answer
    /// lines, each followed by a newline. Chunks are answered one after another on the calling thread, so
    /// an answer that keeps state from line to line sees every line in input order; what does not depend
    /// on the state it may fan out itself (``BatchFanOut/map(_:_:)``).
    static func runInOrder(path: String, answer: (_ lines: [ArraySlice<UInt8>], _ firstLineNumber: Int) -> String) -> CLIResult {
        if CLIRuntime.streamsToStandardOutput {
            let input: FileHandle
            switch CLIInput.handle(path, role: "batch input") {
            case let .success(h): input = h
            case let .failure(f): return f.result
            }
            stream(from: input, to: FileHandle.standardOutput, chunkBytes: chunkBytes, answer: answer)
            return CLIResult()
        }
        switch CLIInput.readAll(path, role: "batch input") {
        case let .failure(f): return f.result
        case let .success(bytes): return .success(answer(BatchLines.lines(bytes), 1))
        }
    }

    /// Streams `input` to `output` through ``BatchStream`` in chunks of about `chunkBytes` bytes, each
    /// answered by one call of `answer` (see ``runInOrder(path:answer:)``).
    static func stream(
        from input: FileHandle, to output: FileHandle, chunkBytes: Int, answer: (_ lines: [ArraySlice<UInt8>], _ firstLineNumber: Int) -> String
    ) {
        BatchStream.run(from: input, to: output, chunkBytes: chunkBytes, parts: 1) { c, first in
            BatchFanOut.answerChunk(c, firstLineNumber: first, answer: answer)
        }
    }
}
