/// Resource limits applied when opening and extracting an archive, so that a hostile or broken archive
/// (a "zip bomb", a lying header) is refused before it can exhaust memory.
///
/// Declared sizes are checked when the archive is opened; inflation never writes past the declared size,
/// so the limits also bound what a lying header can make us produce.
public struct ZipLimits: Hashable, Sendable {
    /// Largest uncompressed size of one entry, in bytes. Default 512 MiB.
    public var maxEntrySize: Int
    /// Largest sum of the uncompressed sizes of all entries, in bytes. Default 2 GiB.
    public var maxTotalSize: Int
    /// Largest number of central-directory entries. Default 100 000.
    public var maxEntries: Int
    /// Largest ratio of uncompressed to compressed size of one entry (N means N:1). Default 1000.
    /// Deflate cannot exceed about 1032:1, so honest entries stay below the default.
    public var maxCompressionRatio: Int

    /// Creates limits; every value must be positive.
    /// - Parameters:
    ///   - maxEntrySize: bytes, > 0.
    ///   - maxTotalSize: bytes, > 0.
    ///   - maxEntries: count, > 0.
    ///   - maxCompressionRatio: N for N:1, > 0.
    /// - Complexity: O(1).
    public init(
        maxEntrySize: Int = 512 << 20, maxTotalSize: Int = 2 << 30, maxEntries: Int = 100_000,
        maxCompressionRatio: Int = 1000
    ) {
        precondition(
            maxEntrySize > 0 && maxTotalSize > 0 && maxEntries > 0 && maxCompressionRatio > 0,
            "ZipLimits values must be positive")
        self.maxEntrySize = maxEntrySize
        self.maxTotalSize = maxTotalSize
        self.maxEntries = maxEntries
        self.maxCompressionRatio = maxCompressionRatio
    }

    /// 512 MiB per entry, 2 GiB in total, 100 000 entries, 1000:1 compression ratio.
    public static let `default` = ZipLimits()
}
