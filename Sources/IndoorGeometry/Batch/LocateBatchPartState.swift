import Dispatch
import Foundation

/// What one thread keeps while answering the lines of one part: floor caches and the error count.
struct LocateBatchPartState {
    let projection: LocalProjection
    /// The previous line's floor when it was an id, as bytes kept by ``LocateBatchTables``; `nil` before
    /// the first such line.
    var lastFloorBytes: UnsafePointer<UInt8>?
    var lastFloorCount = -1
    var lastFloorIndex = 0
    /// Non-id floor texts the fast path resolved, by FNV-1a hash of their bytes.
    var floorsByHash: [UInt64: (bytes: [UInt8], index: Int)] = [:]
    /// Floors the general path resolved.
    var floorCache: [String: Int] = [:]
    var errors = 0
    /// The 1-based number of the part's first line, when known; else computed on the first error: the
    /// chunk's first line number plus the newlines in the `newlinesCount` bytes before the part.
    var firstLineNumber: Int?
    let chunkFirstLineNumber: Int
    let newlinesBefore: UnsafePointer<UInt8>?
    let newlinesCount: Int

    init(_ batch: LocateBatch, firstLineNumber: Int) {
        projection = batch.locator.venue.projection
        self.firstLineNumber = firstLineNumber
        chunkFirstLineNumber = firstLineNumber
        newlinesBefore = nil
        newlinesCount = 0
    }

    init(_ batch: LocateBatch, chunkFirstLineNumber: Int, newlinesBefore: UnsafePointer<UInt8>, _ count: Int) {
        projection = batch.locator.venue.projection
        firstLineNumber = nil
        self.chunkFirstLineNumber = chunkFirstLineNumber
        self.newlinesBefore = newlinesBefore
        newlinesCount = count
    }

    mutating func lineNumber(_ lineIndex: Int) -> Int {
        if let f = firstLineNumber { return f + lineIndex }
        let f = chunkFirstLineNumber + (newlinesBefore.map { BatchIO.newlines($0, newlinesCount) } ?? 0)
        firstLineNumber = f
        return f + lineIndex
    }
}
