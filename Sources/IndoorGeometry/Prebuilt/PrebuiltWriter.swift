import Foundation

/// Assembles a prebuilt file: sections of fixed-size records plus one string table, laid out after the
/// header and section table, each section aligned and checksummed (layout: docs/formats.md).
public struct PrebuiltWriter: Sendable {
    /// One section waiting to be written.
    struct Pending: Sendable {
        var kind: PrebuiltSectionKind
        var alignment: Int
        var count: Int
        var bytes: [UInt8]
    }

    /// The file's string table; records store the offsets it hands out.
    public var strings = PrebuiltStringTableBuilder()
    private var sections: [Pending] = []

    public init() {}

    /// Adds a table of records, stored as their in-memory bytes (little-endian on every supported host).
    /// - Precondition: `kind` is not added twice; `Record` has no references.
    public mutating func add<Record: BitwiseCopyable>(_ kind: PrebuiltSectionKind, records: [Record]) {
        let bytes = records.withUnsafeBytes { [UInt8]($0) }
        add(kind, bytes: bytes, count: records.count, alignment: max(8, MemoryLayout<Record>.alignment))
    }

    /// Adds a section of raw bytes holding `count` items, its offset a multiple of `alignment`.
    /// - Precondition: `kind` is not added twice; `alignment` is a power of two up to the format's maximum.
    public mutating func add(_ kind: PrebuiltSectionKind, bytes: [UInt8], count: Int, alignment: Int = 8) {
        precondition(!sections.contains { $0.kind == kind } && kind != .strings, "prebuilt section \(kind) added twice")
        precondition(alignment > 0 && alignment & (alignment - 1) == 0 && alignment <= PrebuiltFormat.maximumAlignment, "bad alignment \(alignment)")
        sections.append(Pending(kind: kind, alignment: alignment, count: count, bytes: bytes))
    }

    /// The whole file: header, section table, then the sections (the string table last).
    /// - Parameters:
    ///   - engineVersion: the version of the engine that built the contents.
    ///   - sourcePath: where the source venue was read from, recorded for staleness checks.
    ///   - sourceChecksum: ``PrebuiltSourceChecksum`` of the source's files.
    ///   - sourceStamp: ``PrebuiltSourceChecksum/stamp(path:)`` of the source (0: none).
    public func fileBytes(engineVersion: String, sourcePath: String?, sourceChecksum: UInt64, sourceStamp: UInt64 = 0) -> [UInt8] {
        var table = strings
        let engine = table.offset(of: engineVersion)
        let source = table.offset(of: sourcePath)
        let all = sections + [Pending(kind: .strings, alignment: 8, count: table.count, bytes: table.bytes)]
        let tableEnd = PrebuiltFormat.headerSize + PrebuiltFormat.sectionEntrySize * all.count
        var out = [UInt8](repeating: 0, count: tableEnd)
        var entries: [PrebuiltSectionEntry] = []
        for s in all {
            while out.count % s.alignment != 0 { out.append(0) }
            entries.append(
                PrebuiltSectionEntry(
                    kind: s.kind, alignment: UInt32(s.alignment), offset: UInt64(out.count), length: UInt64(s.bytes.count),
                    count: UInt64(s.count), checksum: PrebuiltChecksum.of(s.bytes)))
            out.append(contentsOf: s.bytes)
        }
        out.replaceSubrange(0 ..< 8, with: PrebuiltFormat.magic)
        Self.put(PrebuiltFormat.byteOrderMark, into: &out, at: PrebuiltFormat.Field.byteOrderMark)
        Self.put(PrebuiltFormat.version, into: &out, at: PrebuiltFormat.Field.version)
        Self.put(UInt32(tableEnd), into: &out, at: PrebuiltFormat.Field.tableEnd)
        Self.put(UInt32(all.count), into: &out, at: PrebuiltFormat.Field.sectionCount)
        Self.put(UInt64(out.count), into: &out, at: PrebuiltFormat.Field.fileLength)
        Self.put(sourceChecksum, into: &out, at: PrebuiltFormat.Field.sourceChecksum)
        Self.put(engine, into: &out, at: PrebuiltFormat.Field.engineVersion)
        Self.put(source, into: &out, at: PrebuiltFormat.Field.sourcePath)
        Self.put(sourceStamp, into: &out, at: PrebuiltFormat.Field.sourceStamp)
        for (i, e) in entries.enumerated() {
            let at = PrebuiltFormat.headerSize + i * PrebuiltFormat.sectionEntrySize
            Self.put(e.kind.rawValue, into: &out, at: at)
            Self.put(e.alignment, into: &out, at: at + 4)
            Self.put(e.offset, into: &out, at: at + 8)
            Self.put(e.length, into: &out, at: at + 16)
            Self.put(e.count, into: &out, at: at + 24)
            Self.put(e.checksum, into: &out, at: at + 32)
        }
        let headerSum = out.withUnsafeBytes { PrebuiltFile.headerChecksum(UnsafeRawBufferPointer(rebasing: $0[0 ..< tableEnd])) }
        Self.put(headerSum, into: &out, at: PrebuiltFormat.Field.headerChecksum)
        return out
    }

    /// Writes `bytes` to `path` atomically (a temporary file renamed into place).
    /// - Throws: the file system's error.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    static func put<T: FixedWidthInteger>(_ value: T, into bytes: inout [UInt8], at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { v in
            for (i, b) in v.enumerated() { bytes[offset + i] = b }
        }
    }
}
