import Dispatch
import Foundation

/// The pipeline of the batch engines (`locate --batch`, `route --batch`, `matrix --batch`, `reachable
/// --batch`): streams lines from a file descriptor to another with memory bounded, answers in input order.
///
/// A reader thread fills chunk i+1 (blocks of about `chunkBytes` bytes read with read(2), cut after their
/// last newline; a longer line grows its block, see ``BatchIO/read(_:from:to:stop:)``) while the calling
/// thread answers chunk i on all cores and a writer thread writes chunk i-1 with write(2), its parts'
/// outputs in order. Four chunks circulate, so at most four are in memory. A failed write (a closed pipe)
/// stops the reading and drops the rest.
package enum BatchStream {
    /// Streams `input` to `output`; `answer` fills a chunk's outputs (setting its `partCount`, `lines` and
    /// `errors`) given the 1-based number of its first line.
    /// - Parameter parts: outputs per chunk, the most parts a chunk is answered in.
    /// - Returns: the number of lines read (blank ones included) and how many answered an error.
    @discardableResult
    package static func run(
        from input: FileHandle, to output: FileHandle, chunkBytes: Int, parts: Int, answer: (BatchChunk, _ firstLineNumber: Int) -> Void
    ) -> (lines: Int, errors: Int) {
        let free = BatchQueue(), filled = BatchQueue(), answered = BatchQueue()
        for _ in 0 ..< 4 { free.put(BatchChunk(capacity: max(1, chunkBytes), parts: max(1, parts))) }
        let failed = BatchFlag()
        let inputFD = input.fileDescriptor, outputFD = output.fileDescriptor
        let reader = Thread { BatchIO.read(inputFD, from: free, to: filled, stop: failed) }
        let writerDone = DispatchSemaphore(value: 0)
        let writer = Thread {
            while let c = answered.take() {
                if !failed.isSet {
                    for o in c.outputs.prefix(c.partCount) where !BatchIO.write(outputFD, o.writer.base, o.writer.count) {
                        failed.set()  // e.g. a closed pipe: stop reading, drop the rest
                        break
                    }
                }
                free.put(c)
            }
            writerDone.signal()
        }
        reader.start()
        writer.start()
        var lineNumber = 1
        var errors = 0
        while let c = filled.take() {
            answer(c, lineNumber)
            lineNumber += c.lines
            errors += c.errors
            answered.put(c)
        }
        answered.close()
        writerDone.wait()
        return (lineNumber - 1, errors)
    }
}
