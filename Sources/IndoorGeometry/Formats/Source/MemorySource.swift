/// A venue bundle held in memory: generated venues in tests and benchmarks, or files from another store.
public struct MemorySource: VenueSource {
    public let displayName: String
    private let files: [String: [UInt8]]

    /// - Parameters:
    ///   - name: shown in error messages.
    ///   - files: relative path → contents.
    public init(name: String, files: [String: [UInt8]]) {
        displayName = name
        self.files = files
        filePaths = files.keys.sorted()
    }

    public let filePaths: [String]

    public func read(_ relativePath: String) throws -> [UInt8]? { files[relativePath] }

    /// Whether a file is held at `relativePath`.
    /// - Complexity: O(1) expected (a dictionary look-up).
    public func contains(_ relativePath: String) -> Bool { files[relativePath] != nil }
}
