/// A mutable buffer handed to the workers of a `DispatchQueue.concurrentPerform`, each of which writes
/// entries no other worker writes (its own landmark's, its own block of columns, its own range of bytes).
///
/// `@unchecked Sendable` because the compiler cannot see that the writes are disjoint: the caller promises it,
/// and keeps the buffer alive (inside its `withUnsafeMutableBufferPointer` or filling closure) until
/// `concurrentPerform` returns.
package struct DisjointWrites<Element>: @unchecked Sendable {
    package let buffer: UnsafeMutableBufferPointer<Element>

    package init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }

    /// The entry at `i` (no bounds check beyond the buffer's own in debug builds).
    @inline(__always) package subscript(i: Int) -> Element {
        get { buffer[i] }
        nonmutating set { buffer[i] = newValue }
    }
}
