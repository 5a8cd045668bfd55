// ZipArchive (central directory, local headers, stored and deflated entries, ZIP64) on arbitrary bytes,
// with limits small enough that one input cannot take more than a few MB.
import IndoorGeometry

let limits = ZipLimits(maxEntrySize: 4 << 20, maxTotalSize: 16 << 20, maxEntries: 2_000, maxCompressionRatio: 1_000)

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested {
        let sample = FuzzSeeds.sampleVenueFiles().filter { $0.bytes.count <= 8_192 }.prefix(4)
        var seeds: [[UInt8]] = []
        for (zip64, descriptors) in [(false, false), (true, false), (false, true)] {
            for compression in [ZipWriter.Compression.stored, .deflate] {
                var w = ZipWriter(forceZip64: zip64, useDataDescriptors: descriptors)
                w.add(name: "venue/", bytes: [], compression: .stored)
                for f in sample { w.add(name: "venue/" + f.path, bytes: f.bytes, compression: compression) }
                seeds.append(w.archiveBytes())
            }
        }
        var empty = ZipWriter()
        empty.comment = "empty"
        seeds.append(empty.archiveBytes())
        return seeds
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZip(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let archive = try? ZipArchive(bytes: fuzzBytes(data, size), name: "fuzz.zip", limits: limits) else { return 0 }
    for entry in archive.entries where !entry.isDirectory {
        // A damaged entry is an error, not a crash; a read entry has its declared size.
        guard let bytes = try? archive.contents(of: entry) else { continue }
        fuzzCheck(UInt64(bytes.count) == entry.uncompressedSize, "entry '\(entry.name)' read \(bytes.count) bytes, declared \(entry.uncompressedSize)")
    }
    return 0
}
