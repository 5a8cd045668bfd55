import Foundation

/// An opened prebuilt venue file: its header and section table checked against the file's size, its
/// sections available as bounds-checked flat views of the (memory-mapped) bytes.
///
/// Opening checks, before anything is used: the magic, the byte-order mark, the format version, the
/// header's checksum, the recorded file length against the real one, and for every section that its
/// alignment is a power of two, its offset aligned and past the section table, its bytes inside the file
/// and its kind not repeated. A section's checksum (unless turned off) is checked the first time its bytes
/// are asked for (``bytes(of:)``, ``records(_:as:)``), so that opening reads only the sections a command
/// uses (a router of another key, a section it does not know, are neither read nor paged in). Typed views
/// check their record size and count again. A file that fails any check throws ``PrebuiltError``; nothing
/// is trusted before.
///
/// - Complexity: O(sections) to open, plus one pass over each section's bytes on its first use.
public struct PrebuiltFile: @unchecked Sendable {
    /// The file's bytes.
    public let storage: MappedFile
    /// The path, as given.
    public var path: String { storage.path }
    /// The engine version that built the file.
    public let engineVersion: String
    /// Where the source venue was read from at build time, when recorded.
    public let sourcePath: String?
    /// ``PrebuiltSourceChecksum`` of the source's files at build time.
    public let sourceChecksum: UInt64
    /// ``PrebuiltSourceChecksum/stamp(path:)`` of the source at build time (0: none).
    public let sourceStamp: UInt64
    /// The section table, by kind.
    public let sections: [PrebuiltSectionKind: PrebuiltSectionEntry]
    /// The string table.
    public let strings: PrebuiltStringTable
    /// Whether section checksums are checked (on each section's first use).
    public let verifiesChecksums: Bool
    /// The kinds whose checksum was checked, shared by every copy of this file.
    private let verified = VerifiedSections()

    /// Whether `path` is a regular file that starts with the prebuilt magic (a cheap sniff, no validation).
    public static func looksPrebuilt(path: String) -> Bool {
        guard let h = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? h.close() }  // read-only handle: nothing to lose on close
        // Unreadable or a folder: not a prebuilt file; the venue loader reports what it is.
        let head = (try? h.read(upToCount: 8)) ?? Data()
        return head.elementsEqual(PrebuiltFormat.magic)
    }

    /// Opens and checks the file at `path`.
    /// - Parameters:
    ///   - verifyingChecksums: whether each section's checksum is checked, on its first use (the header's always is, on open).
    ///   - expectedEngineVersion: refuse a file built by another engine version; `nil` accepts any.
    /// - Throws: ``PrebuiltError`` naming the file, the section and the problem.
    public init(path: String, verifyingChecksums: Bool = true, expectedEngineVersion: String? = nil) throws(PrebuiltError) {
        try self.init(storage: MappedFile(path: path), verifyingChecksums: verifyingChecksums, expectedEngineVersion: expectedEngineVersion)
    }

    /// Checks `storage` as a prebuilt file (see ``init(path:verifyingChecksums:expectedEngineVersion:)``).
    public init(storage: MappedFile, verifyingChecksums: Bool = true, expectedEngineVersion: String? = nil) throws(PrebuiltError) {
        self.storage = storage
        verifiesChecksums = verifyingChecksums
        let b = storage.bytes
        let file = storage.path
        guard b.count >= 8, b.prefix(8).elementsEqual(PrebuiltFormat.magic) else { throw .notPrebuilt(file: file) }
        guard b.count >= PrebuiltFormat.headerSize else {
            throw .damaged(file: file, section: "header", problem: "the file is \(b.count) bytes, shorter than the \(PrebuiltFormat.headerSize)-byte header")
        }
        let bom: UInt32 = Self.load(b, PrebuiltFormat.Field.byteOrderMark)
        guard bom == PrebuiltFormat.byteOrderMark else {
            if bom == PrebuiltFormat.byteOrderMark.byteSwapped { throw .wrongByteOrder(file: file) }
            throw .damaged(file: file, section: "header", problem: "byte-order mark is 0x\(String(bom, radix: 16)), not 0x01020304")
        }
        let version: UInt32 = Self.load(b, PrebuiltFormat.Field.version)
        guard version == PrebuiltFormat.version else { throw .unsupportedVersion(file: file, found: version, expected: PrebuiltFormat.version) }
        let tableEnd = try Self.checkedHeader(b, file: file)
        let table = try Self.sectionTable(b, tableEnd: tableEnd, file: file)
        sections = table
        guard let s = table[.strings] else { throw .missingSection(file: file, section: "strings") }
        let stringBytes = UnsafeRawBufferPointer(rebasing: b[Int(s.offset) ..< Int(s.offset + s.length)])
        if verifyingChecksums {
            guard PrebuiltChecksum.of(stringBytes) == s.checksum else { throw .damaged(file: file, section: "\(s.kind)", problem: "checksum does not match") }
            verified.insert(s.kind)
        }
        strings = PrebuiltStringTable(bytes: stringBytes, owner: storage, file: file)
        sourceChecksum = Self.load(b, PrebuiltFormat.Field.sourceChecksum)
        sourceStamp = Self.load(b, PrebuiltFormat.Field.sourceStamp)
        engineVersion = try strings.string(at: Self.load(b, PrebuiltFormat.Field.engineVersion))
        sourcePath = try strings.optionalString(at: Self.load(b, PrebuiltFormat.Field.sourcePath))
        if let e = expectedEngineVersion, e != engineVersion { throw .engineMismatch(file: file, found: engineVersion, expected: e) }
    }

    /// Checks the section table's extent, the recorded file length and the header checksum; returns the
    /// table's end offset.
    private static func checkedHeader(_ b: UnsafeRawBufferPointer, file: String) throws(PrebuiltError) -> Int {
        let count = Int(load(b, PrebuiltFormat.Field.sectionCount) as UInt32)
        let tableEnd = Int(load(b, PrebuiltFormat.Field.tableEnd) as UInt32)
        guard count <= PrebuiltFormat.maximumSectionCount else {
            throw .damaged(file: file, section: "header", problem: "section count \(count) is over the limit of \(PrebuiltFormat.maximumSectionCount)")
        }
        guard tableEnd == PrebuiltFormat.headerSize + count * PrebuiltFormat.sectionEntrySize else {
            throw .damaged(file: file, section: "header", problem: "section table ends at \(tableEnd), not where \(count) entries end")
        }
        let recorded: UInt64 = load(b, PrebuiltFormat.Field.fileLength)
        guard recorded == UInt64(b.count) else {
            throw .damaged(file: file, section: "header", problem: "the file is \(b.count) bytes but was written as \(recorded) (truncated or extended)")
        }
        guard tableEnd <= b.count else {
            throw .damaged(file: file, section: "header", problem: "section table runs to \(tableEnd), past the file's \(b.count) bytes")
        }
        let stored: UInt64 = load(b, PrebuiltFormat.Field.headerChecksum)
        guard stored == headerChecksum(UnsafeRawBufferPointer(rebasing: b[0 ..< tableEnd])) else {
            throw .damaged(file: file, section: "header", problem: "header checksum does not match")
        }
        return tableEnd
    }

    /// Reads and checks every section-table entry.
    private static func sectionTable(
        _ b: UnsafeRawBufferPointer, tableEnd: Int, file: String
    ) throws(PrebuiltError) -> [PrebuiltSectionKind: PrebuiltSectionEntry] {
        var table: [PrebuiltSectionKind: PrebuiltSectionEntry] = [:]
        let count = (tableEnd - PrebuiltFormat.headerSize) / PrebuiltFormat.sectionEntrySize
        for i in 0 ..< count {
            let at = PrebuiltFormat.headerSize + i * PrebuiltFormat.sectionEntrySize
            let e = PrebuiltSectionEntry(
                kind: PrebuiltSectionKind(rawValue: load(b, at)), alignment: load(b, at + 4), offset: load(b, at + 8), length: load(b, at + 16),
                count: load(b, at + 24), checksum: load(b, at + 32))
            let name = "\(e.kind) section (table entry \(i))"
            guard e.alignment > 0, e.alignment & (e.alignment - 1) == 0, e.alignment <= PrebuiltFormat.maximumAlignment else {
                throw .damaged(file: file, section: name, problem: "alignment \(e.alignment) is not a power of two up to \(PrebuiltFormat.maximumAlignment)")
            }
            guard e.offset >= UInt64(tableEnd), e.offset % UInt64(e.alignment) == 0 else {
                throw .damaged(file: file, section: name, problem: "offset \(e.offset) is inside the header or not a multiple of its alignment \(e.alignment)")
            }
            guard e.offset <= UInt64(b.count), e.length <= UInt64(b.count) - e.offset else {
                throw .damaged(file: file, section: name, problem: "\(e.length) bytes at offset \(e.offset) run past the file's \(b.count) bytes")
            }
            guard e.count <= e.length || e.kind == .strings && e.count <= e.length / 4 + 1 else {
                throw .damaged(file: file, section: name, problem: "count \(e.count) is more than its \(e.length) bytes can hold")
            }
            guard table[e.kind] == nil else { throw .damaged(file: file, section: name, problem: "kind \(e.kind.rawValue) appears twice") }
            table[e.kind] = e
        }
        return table
    }

    /// The bytes of the section of `kind`.
    /// - Throws: ``PrebuiltError/missingSection(file:section:)`` when the file has none.
    /// - Throws: ``PrebuiltError/missingSection(file:section:)`` when the file has none, ``PrebuiltError/damaged(file:section:problem:)``
    ///   when checksums are checked and the section's does not match.
    public func bytes(of kind: PrebuiltSectionKind) throws(PrebuiltError) -> UnsafeRawBufferPointer {
        guard let e = sections[kind] else { throw .missingSection(file: path, section: "\(kind)") }
        let out = UnsafeRawBufferPointer(rebasing: storage.bytes[Int(e.offset) ..< Int(e.offset + e.length)])
        if verifiesChecksums && !verified.contains(kind) {
            guard PrebuiltChecksum.of(out) == e.checksum else { throw .damaged(file: path, section: "\(kind)", problem: "checksum does not match") }
            verified.insert(kind)
        }
        return out
    }

    /// Checks the checksum of every section not checked yet (what opening a file whole would check).
    /// - Throws: ``PrebuiltError/damaged(file:section:problem:)`` naming the first section that does not match.
    public func verifyEverySection() throws(PrebuiltError) {
        for kind in sections.keys.sorted(by: { $0.rawValue < $1.rawValue }) { _ = try bytes(of: kind) }
    }

    /// The section of `kind` as a flat view of `Record`s.
    /// - Throws: ``PrebuiltError`` when the section is missing, its length is not its count of records, or
    ///   its alignment is less than the record's.
    public func records<Record: BitwiseCopyable>(_ kind: PrebuiltSectionKind, as type: Record.Type = Record.self) throws(PrebuiltError) -> FlatArray<Record> {
        guard let e = sections[kind] else { throw .missingSection(file: path, section: "\(kind)") }
        let stride = UInt64(MemoryLayout<Record>.stride)
        guard e.count <= e.length / stride, e.count * stride == e.length else {
            throw .damaged(file: path, section: "\(kind)", problem: "\(e.length) bytes do not hold \(e.count) records of \(stride) bytes")
        }
        guard Int(e.alignment) >= MemoryLayout<Record>.alignment else {
            throw .damaged(file: path, section: "\(kind)", problem: "alignment \(e.alignment) is less than its records' \(MemoryLayout<Record>.alignment)")
        }
        return FlatArray(bytes: try bytes(of: kind), owner: storage)
    }

    /// ``PrebuiltChecksum`` of the header and section table with the checksum field read as zero.
    static func headerChecksum(_ header: UnsafeRawBufferPointer) -> UInt64 {
        var copy = [UInt8](header)
        for i in PrebuiltFormat.Field.headerChecksum ..< PrebuiltFormat.Field.headerChecksum + 8 { copy[i] = 0 }
        return PrebuiltChecksum.of(copy)
    }

    /// The little-endian integer at `offset` (the caller checked the bounds).
    static func load<T: FixedWidthInteger>(_ b: UnsafeRawBufferPointer, _ offset: Int) -> T {
        T(littleEndian: b.loadUnaligned(fromByteOffset: offset, as: T.self))
    }
}

/// The section kinds of one opened file whose checksums were checked (each is checked once, from any thread).
private final class VerifiedSections: @unchecked Sendable {
    private let lock = NSLock()
    private var kinds: Set<UInt32> = []

    func contains(_ kind: PrebuiltSectionKind) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return kinds.contains(kind.rawValue)
    }

    func insert(_ kind: PrebuiltSectionKind) {
        lock.lock()
        kinds.insert(kind.rawValue)
        lock.unlock()
    }
}
