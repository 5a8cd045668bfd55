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
