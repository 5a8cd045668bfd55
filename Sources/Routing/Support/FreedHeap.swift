import Foundation

/// Returning the heap's freed pages to the system between build steps.
enum FreedHeap {
    /// Hands the pages of freed heap memory back to the system (glibc's `malloc_trim(0)`): called before the
    /// build allocates a large table, which malloc maps as a block of its own beside the heap, so that the
    /// temporaries freed just before it do not stay resident under it. No-op where glibc's call is absent
    /// (other allocators return freed memory their own way).
    static func returnFreedPages() {
        #if os(Linux)
            typealias Trim = @convention(c) (Int) -> Int32
            if let trim = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(trim, to: Trim.self)(0) }
        #endif
    }
}
