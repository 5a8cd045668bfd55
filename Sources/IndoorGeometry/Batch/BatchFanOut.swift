import Dispatch
import Foundation

/// How the batch engines spread lines over the cores, answering in input order.
///
/// Two grains: ``cuts(_:parts:)`` splits a chunk into parts cut after newlines, each answered by one
/// thread into its own output (for lines of equal, tiny cost: `locate --batch`); ``answerLines(_:firstLineNumber:answer:)``
/// and ``answerInOrder(_:answer:)`` deal lines one at a time to whichever thread is free (for lines whose
/// cost varies by orders of magnitude: a route, a failed route's diagnosis), so no thread waits on
/// another's slow lines; ``answerChunk(_:firstLineNumber:answer:)`` hands a whole chunk to one call on the
/// calling thread, for answers that keep state from line to line (`progress --batch`), which fan out with
/// ``map(_:_:)`` only the work that does not depend on that state.
package enum BatchFanOut {
    /// Offsets that cut the chunk's bytes into at most `parts` runs of whole lines (each cut just after a
    /// newline): `parts + 1` offsets or fewer, from 0 to `c.count`.
    package static func cuts(_ c: BatchChunk, parts n: Int) -> [Int] {
        let base = UnsafePointer(c.input)
        let count = c.count
        var cuts = [0]
        for k in 1 ..< max(1, n) {
            var b = max(cuts[k - 1], count * k / n)
            if let nl = memchr(base + b, 0x0A, count - b) {
                b = base.distance(to: nl.assumingMemoryBound(to: UInt8.self)) + 1
            } else {
                b = count
            }
            cuts.append(b)
        }
        cuts.append(count)
        return cuts
    }

    /// Answers every line of the chunk (without its newline; a last line may lack one) on all cores, one
    /// line at a time to whichever thread is free, and writes the answers in order into the chunk's first
    /// output, each followed by a newline.
    /// - Parameter answer: the answer line of a line's bytes and its 1-based number in the stream.
    package static func answerLines(
        _ c: BatchChunk, firstLineNumber: Int, answer: @Sendable (ArraySlice<UInt8>, _ lineNumber: Int) -> String
    ) {
        answerChunk(c, firstLineNumber: firstLineNumber) { lines, first in answerInOrder(lines, firstLineNumber: first, answer: answer) }
    }

    /// Answers the chunk's lines (without their newlines; a last line may lack one) with one call of
    /// `answer`, on the calling thread, and writes its text into the chunk's first output. For answers that
    /// keep state from line to line (a walker followed through positions): chunks come in input order, so
    /// every line is seen in order; `answer` fans out itself what does not depend on the state
    /// (``map(_:_:)``).
    /// - Parameter answer: the answer lines, each followed by a newline, of the chunk's lines and the 1-based
    ///   number of the first in the stream.
    package static func answerChunk(
        _ c: BatchChunk, firstLineNumber: Int, answer: (_ lines: [ArraySlice<UInt8>], _ firstLineNumber: Int) -> String
    ) {
        let lines = BatchLines.lines(Array(UnsafeBufferPointer(start: c.input, count: c.count)))
        let text = answer(lines, firstLineNumber)
        let out = c.outputs[0]
        var w = out.writer
        w.count = 0
        w.append(Array(text.utf8))
        out.writer = w
        c.partCount = 1
        c.lines = lines.count
        c.errors = 0
    }

    /// The answers of `lines` on all cores, one line at a time to whichever thread is free, joined in
    /// input order, each followed by a newline.
    /// - Parameter firstLineNumber: the 1-based number of `lines[0]` in the whole stream.
    package static func answerInOrder(
        _ lines: [ArraySlice<UInt8>], firstLineNumber: Int = 1, answer: @Sendable (ArraySlice<UInt8>, _ lineNumber: Int) -> String
    ) -> String {
        map(Array(lines.indices)) { k in answer(lines[k], firstLineNumber + k) }.map { $0 + "\n" }.joined()
    }

    /// `transform` of every item on all cores, one item at a time to whichever thread is free, in input order.
    package static func map<T: Sendable, U: Sendable>(_ items: [T], _ transform: @Sendable (T) -> U) -> [U] {
        let slots = IndexedSlots<U>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { k in
            slots.set(k, transform(items[k]))
        }
        return slots.values()
    }
}
