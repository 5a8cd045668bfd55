import IndoorGeometry

/// A venue bundle with one file replaced by the fuzz input: the layout the MVF and IMDF targets share.
///
/// Input layout: byte 0 picks the file (index into the sorted paths, modulo their count); byte 1 bit 7 set
/// removes that file instead; bytes 2... are the file's new contents. The other files stay valid, so the
/// fuzzer explores one broken file against a consistent rest, which is how real exports break.
struct FuzzVenueFiles {
    let base: [String: [UInt8]]
    let paths: [String]

    init(_ base: [String: [UInt8]]) {
        self.base = base
        paths = base.keys.sorted()
    }

    /// The bundle described by `input`, and the path it replaced.
    func mutated(by input: [UInt8]) -> (files: [String: [UInt8]], path: String, removed: Bool) {
        var r = FuzzInput(input)
        let path = paths[Int(r.byte()) % paths.count]
        let removed = r.byte() & 0x80 != 0
        var files = base
        files[path] = removed ? nil : r.rest
        return (files, path, removed)
    }

    /// One seed per file (its unchanged contents), plus `extra` files by path (e.g. the sample venue's
    /// version of the same file) when the bundle has that path.
    func seeds(extra: [(path: String, bytes: [UInt8])] = [], maxBytes: Int = 60_000) -> [[UInt8]] {
        var out: [[UInt8]] = []
        for (k, p) in paths.enumerated() {
            if let b = base[p], b.count <= maxBytes { out.append([UInt8(k), 0] + b) }
        }
        for e in extra where e.bytes.count <= maxBytes {
            if let k = paths.firstIndex(of: e.path) { out.append([UInt8(k), 0] + e.bytes) }
        }
        out.append([0, 0x80])
        return out
    }
}

/// The MVF and IMDF targets: one venue reader on a ``FuzzVenueFiles`` bundle with one file replaced or
/// removed by the input; a venue that reads must pass ``FuzzVenueChecks``. A target file holds one of
/// these and forwards libFuzzer's two entry points to it.
struct FuzzVenueReaderTarget: Sendable {
    let bundle: FuzzVenueFiles
    /// The `MemorySource` name the reader sees.
    let sourceName: String
    /// Extra seed files by path (see ``FuzzVenueFiles/seeds(extra:maxBytes:)``).
    let extraSeeds: @Sendable () -> [(path: String, bytes: [UInt8])]
    let read: @Sendable (MemorySource) throws -> Venue

    init(
        _ options: GeneratorOptions, sourceName: String, extraSeeds: @escaping @Sendable () -> [(path: String, bytes: [UInt8])] = { [] },
        read: @escaping @Sendable (MemorySource) throws -> Venue
    ) {
        bundle = FuzzVenueFiles(VenueGenerator.files(options))
        self.sourceName = sourceName
        self.extraSeeds = extraSeeds
        self.read = read
    }

    /// `LLVMFuzzerInitialize`: writes the seeds when asked (see ``FuzzSeeds/writeIfRequested(_:)``).
    func initialize() -> CInt {
        FuzzSeeds.writeIfRequested { bundle.seeds(extra: extraSeeds()) }
        return 0
    }

    /// `LLVMFuzzerTestOneInput`: reads the mutated bundle and checks the venue when it reads.
    func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let (files, _, _) = bundle.mutated(by: fuzzBytes(data, size))
        guard let venue = try? read(MemorySource(name: sourceName, files: files)) else { return 0 }
        FuzzVenueChecks.check(venue)
        return 0
    }
}
