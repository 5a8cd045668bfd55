import Dispatch
import Foundation

/// A block of input lines on its way through a ``BatchStream`` (the pipeline of `locate --batch` and
/// `route --batch`), with the outputs of its parts. Owned by one stage at a time (reader, answering, writer),
/// handed over by queues.
package final class BatchChunk: @unchecked Sendable {
    package var input: UnsafeMutablePointer<UInt8>
    package var capacity: Int
    /// Bytes of input: whole lines, the last one without its newline only at the end of the stream.
    package var count = 0
    package let outputs: [BatchOutput]
    /// How many of `outputs` the last answering used.
    package var partCount = 0
    package var lines = 0
    package var errors = 0

    package init(capacity: Int, parts: Int) {
        self.capacity = capacity
        input = .allocate(capacity: capacity)
        outputs = (0 ..< parts).map { _ in BatchOutput(capacity: capacity * 3 / parts) }
    }

    deinit { input.deallocate() }

    /// Doubles the input capacity, keeping the bytes read.
    package func grow() {
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        b.update(from: input, count: count)
        input.deallocate()
        input = b
        capacity *= 2
    }
}
