/// The string table of a prebuilt file being written: every distinct string once, referenced by the byte
/// offset of its entry (a 32-bit little-endian UTF-8 length, then the bytes).
public struct PrebuiltStringTableBuilder: Sendable {
    /// The table's bytes so far.
    public private(set) var bytes: [UInt8] = []
    /// Number of distinct strings.
    public private(set) var count = 0
    /// Entries by their UTF-8 bytes: Swift's `String` equality is canonical equivalence, so keyed by `String`
    /// a name spelled with a decomposed accent would share the entry of its composed spelling and come back
    /// with other bytes than the source's.
    private var offsets: [[UInt8]: UInt32] = [:]

    public init() {}

    /// The offset of `string`'s entry (by its exact UTF-8 bytes), adding it when new.
    /// - Precondition: the table stays under 4 GiB.
    public mutating func offset(of string: String) -> UInt32 {
        let utf8 = Array(string.utf8)
        if let o = offsets[utf8] { return o }
        let o = bytes.count
        precondition(o + 4 + utf8.count < Int(PrebuiltFormat.noString), "prebuilt string table over 4 GiB")
        withUnsafeBytes(of: UInt32(utf8.count).littleEndian) { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: utf8)
        offsets[utf8] = UInt32(o)
        count += 1
        return UInt32(o)
    }

    /// The offset of `string`'s entry, or ``PrebuiltFormat/noString`` for `nil`.
    public mutating func offset(of string: String?) -> UInt32 {
        string.map { offset(of: $0) } ?? PrebuiltFormat.noString
    }
}

/// The string table of an opened prebuilt file: strings decoded on demand, every reference checked.
public struct PrebuiltStringTable: @unchecked Sendable {
    /// The table's bytes (inside the file's mapping).
    let bytes: UnsafeRawBufferPointer
    /// Keeps the mapping alive.
    let owner: AnyObject?
    /// The file, for errors.
    let file: String

    /// The string whose entry starts at `offset`. Invalid UTF-8 is decoded with replacement characters.
    /// - Throws: ``PrebuiltError/damaged(file:section:problem:)`` when the entry does not lie inside the table.
    public func string(at offset: UInt32) throws(PrebuiltError) -> String {
        let o = Int(offset)
        guard offset != PrebuiltFormat.noString, o <= bytes.count - 4 else {
            throw .damaged(file: file, section: "strings", problem: "string offset \(offset) outside the table's \(bytes.count) bytes")
        }
        let n = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: o, as: UInt32.self)))
        guard n <= bytes.count - o - 4 else {
            throw .damaged(file: file, section: "strings", problem: "string at offset \(offset) of \(n) bytes runs past the table's end")
        }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(o + 4) ..< (o + 4 + n)]), as: UTF8.self)
    }

    /// The string at `offset`, or `nil` for ``PrebuiltFormat/noString``.
    public func optionalString(at offset: UInt32) throws(PrebuiltError) -> String? {
        offset == PrebuiltFormat.noString ? nil : try string(at: offset)
    }
}
