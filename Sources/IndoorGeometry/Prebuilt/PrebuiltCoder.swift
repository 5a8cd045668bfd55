/// Writes or reads a built structure (a router, a locator) as a sequence of named flat arrays, in two
/// sections of a prebuilt file: a directory of ``PrebuiltArrayEntry`` records and one blob of array bytes.
///
/// One function per stored type lists its fields, one line each, and serves both directions: writing, each
/// call stores the value it is given and returns it; reading, the value given is `nil` and each call returns
/// the next array of the file, after checking its name tag, element size and extent, and the bounds the
/// line declares (indices into other tables, offsets that must rise, flags that must be 0 or 1). A field
/// added or changed is one line there; the file's directory names every array, so a file written with
/// another list of fields is refused as damaged instead of misread.
///
/// ```swift
/// static func coded(_ t: Table?, _ c: inout PrebuiltCoder) throws(PrebuiltError) -> Table {
///     let points = try c.array(t?.points, "points")
///     let next = try c.indices(t?.next, "next", below: points.count)
///     return Table(points: points, next: next)
/// }
/// ```
///
/// Reading copies each array out of the file's mapping in one bulk copy, except those read in place
/// (``stored(_:_:stride:or:)``).
/// - Complexity: O(bytes) both ways, plus one pass over every array whose values are checked.
public struct PrebuiltCoder {
    /// Whether the coder reads a file (values given are `nil`) or writes (values given are stored).
    public let isReading: Bool
    private var blob: [UInt8] = []
    private var entries: [PrebuiltArrayEntry] = []
    private var directory: FlatArray<PrebuiltArrayEntry>?
    private var data: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0)
    private var owner: AnyObject?
    private var next = 0
    /// The file and section named in errors.
    private var file = ""
    private let section: String

    /// A coder that writes; ``write(into:directory:data:)`` adds what was coded to a file.
    /// - Parameter section: the name errors use for the structure.
    public init(writing section: String) {
        isReading = false
        self.section = section
    }

    /// A coder that reads the arrays of sections `directory` and `data` of `file`.
    /// - Throws: ``PrebuiltError`` when a section is missing or its directory is not whole records.
    public init(reading file: PrebuiltFile, directory: PrebuiltSectionKind, data: PrebuiltSectionKind, section: String) throws(PrebuiltError) {
        isReading = true
        self.section = section
        self.file = file.path
        self.directory = try file.records(directory)
        self.data = try file.bytes(of: data)
        owner = file.storage
    }

    /// Adds the coded arrays to `writer` as sections `directory` and `data`.
    public func write(into writer: inout PrebuiltWriter, directory: PrebuiltSectionKind, data: PrebuiltSectionKind) {
        writer.add(directory, records: entries)
        writer.add(data, bytes: blob, count: entries.count, alignment: PrebuiltArrayEntry.alignment)
    }

    /// Whether every array of the directory was read (a reader checks it last: a longer directory is
    /// another list of fields).
    public func finish() throws(PrebuiltError) {
        if isReading, let d = directory, next != d.count {
            throw damaged("\(d.count - next) arrays left unread (written with another list of fields)")
        }
    }

    /// The error for a problem in this structure.
    public func damaged(_ problem: String) -> PrebuiltError { .damaged(file: file, section: section, problem: problem) }

    /// Throws ``damaged(_:)`` with `problem` when reading and `condition` is false.
    public func check(_ condition: @autoclosure () -> Bool, _ problem: @autoclosure () -> String) throws(PrebuiltError) {
        if isReading && !condition() { throw damaged(problem()) }
    }

    // MARK: Arrays

    /// An array of plain records, stored as its bytes. Use it for values no other table is indexed by
    /// (coordinates, distances); indices go through ``indices(_:_:in:)``.
    public mutating func array<T: BitwiseCopyable>(_ value: [T]?, _ name: StaticString) throws(PrebuiltError) -> [T] {
        precondition(MemoryLayout<T>.alignment <= PrebuiltArrayEntry.alignment, "record alignment above the blob's")
        if !isReading {
            guard let value else { preconditionFailure("PrebuiltCoder: writing \(name) without a value") }
            while blob.count % PrebuiltArrayEntry.alignment != 0 { blob.append(0) }
            entries.append(
                PrebuiltArrayEntry(
                    tag: PrebuiltArrayEntry.tag(name), stride: UInt32(MemoryLayout<T>.stride), offset: UInt64(blob.count), count: UInt64(value.count)))
            value.withUnsafeBytes { blob.append(contentsOf: $0) }
            return value
        }
        let stride = MemoryLayout<T>.stride
        let (at, n) = try nextArray(name, stride: stride, or: stride)
        return [T](unsafeUninitializedCapacity: n) { buffer, initialized in
            if n > 0, let source = data.baseAddress, let target = buffer.baseAddress {
                UnsafeMutableRawPointer(target).copyMemory(from: source + at, byteCount: n * stride)
            }
            initialized = n
        }
    }

    /// An array stored as its bytes and read in place: writing, `value`'s bytes are stored with its
    /// stride; reading, the bytes are the file's own (inside its mapping, no copy; ``storageOwner`` keeps
    /// them alive), aligned to 8, with the stride the file gives, which must be `stride` or `other`. The caller
    /// checks the values before using them.
    public mutating func stored(
        _ value: (bytes: UnsafeRawBufferPointer, stride: Int)?, _ name: StaticString, stride: Int, or other: Int
    ) throws(PrebuiltError) -> (bytes: UnsafeRawBufferPointer, stride: Int) {
        if !isReading {
            guard let value else { preconditionFailure("PrebuiltCoder: writing \(name) without a value") }
            precondition((value.stride == stride || value.stride == other) && value.bytes.count % value.stride == 0, "PrebuiltCoder: \(name) stride")
            while blob.count % PrebuiltArrayEntry.alignment != 0 { blob.append(0) }
            entries.append(
                PrebuiltArrayEntry(
                    tag: PrebuiltArrayEntry.tag(name), stride: UInt32(value.stride), offset: UInt64(blob.count),
                    count: UInt64(value.bytes.count / value.stride)))
            blob.append(contentsOf: value.bytes)
            return value
        }
        let (at, n) = try nextArray(name, stride: stride, or: other)
        let found = Int(directory?[next - 1].stride ?? 1)
        return (UnsafeRawBufferPointer(rebasing: data[at ..< at + n * found]), found)
    }

    /// What keeps the bytes of ``stored(_:_:stride:or:)`` alive (the file's storage), when reading.
    public var storageOwner: AnyObject? { owner }

    /// Takes the next directory entry, checked to be `name` of `stride`- or `other`-byte values inside the
    /// data; returns its byte offset and count.
    private mutating func nextArray(_ name: StaticString, stride a: Int, or b: Int) throws(PrebuiltError) -> (offset: Int, count: Int) {
        guard let d = directory, next < d.count else { throw damaged("array '\(name)' is missing (the directory ends)") }
        let e = d[next]
        next += 1
        let stride = Int(e.stride)
        guard e.tag == PrebuiltArrayEntry.tag(name), stride == a || stride == b else {
            throw damaged("array \(next - 1) is not '\(name)' of \(a)-byte values (tag \(e.tag), \(e.stride)-byte values)")
        }
        guard e.offset % UInt64(PrebuiltArrayEntry.alignment) == 0, e.offset <= UInt64(data.count),
            e.count <= (UInt64(data.count) - e.offset) / UInt64(max(stride, 1))
        else { throw damaged("array '\(name)': \(e.count) values at offset \(e.offset) run past the data's \(data.count) bytes") }
        return (Int(e.offset), Int(e.count))
    }

    /// An array whose every value lies in `range` (indices into another table, with their sentinels
    /// handled by the caller's range or by ``indices(_:_:below:orEqualTo:)``).
    @_specialize(where T == Int32)
    @_specialize(where T == UInt16)
    @_specialize(where T == UInt8)
    @_specialize(where T == Int)
    public mutating func indices<T: BinaryInteger & BitwiseCopyable>(_ value: [T]?, _ name: StaticString, in range: Range<Int>) throws(PrebuiltError)
        -> [T]
    {
        let out = try array(value, name)
        if isReading, let bad = out.firstIndex(where: { !range.contains(Int($0)) }) {
            throw damaged("'\(name)'[\(bad)] is \(out[bad]), outside \(range.lowerBound)..<\(range.upperBound)")
        }
        return out
    }

    /// An array whose every value is in `0 ..< bound` or equal to `sentinel`.
    @_specialize(where T == Int32)
    @_specialize(where T == UInt16)
    @_specialize(where T == UInt8)
    @_specialize(where T == Int)
    public mutating func indices<T: BinaryInteger & BitwiseCopyable>(_ value: [T]?, _ name: StaticString, below bound: Int, orEqualTo sentinel: T)
        throws(PrebuiltError) -> [T]
    {
        let out = try array(value, name)
        if isReading, let bad = out.firstIndex(where: { $0 != sentinel && !(0 ..< bound).contains(Int($0)) }) {
            throw damaged("'\(name)'[\(bad)] is \(out[bad]), neither below \(bound) nor \(sentinel)")
        }
        return out
    }

    /// Offsets of lists laid end to end: `count` + 1 values, the first 0, never falling, the last `total`.
    @_specialize(where T == Int32)
    @_specialize(where T == UInt16)
    @_specialize(where T == UInt8)
    @_specialize(where T == Int)
    public mutating func starts<T: BinaryInteger & BitwiseCopyable>(_ value: [T]?, _ name: StaticString, lists: Int? = nil, total: Int)
        throws(PrebuiltError) -> [T]
    {
        let out = try array(value, name)
        guard isReading else { return out }
        try check(lists.map { out.count == $0 + 1 } ?? !out.isEmpty, "'\(name)' holds \(out.count) offsets for \(lists ?? -1) lists")
        try check(out.first == 0 && Int(exactly: out[out.count - 1]) == total, "'\(name)' does not run from 0 to \(total)")
        for i in 1 ..< out.count where out[i] < out[i - 1] { throw damaged("'\(name)' falls at \(i)") }
        return out
    }

    /// Flags, stored one byte each (0 or 1).
    public mutating func bools(_ value: [Bool]?, _ name: StaticString) throws(PrebuiltError) -> [Bool] {
        try indices(value.map { $0.map { UInt8($0 ? 1 : 0) } }, name, in: 0 ..< 2).map { $0 == 1 }
    }

    /// Finite numbers ≥ 0 or +∞ (distances), each checked.
    @_specialize(where T == Double)
    @_specialize(where T == Float)
    public mutating func distances<T: BinaryFloatingPoint & BitwiseCopyable>(_ value: [T]?, _ name: StaticString) throws(PrebuiltError) -> [T] {
        let out = try array(value, name)
        if isReading, let bad = out.firstIndex(where: { !($0 >= 0) }) { throw damaged("'\(name)'[\(bad)] is \(out[bad]), not a distance") }
        return out
    }

    /// Points with finite coordinates.
    public mutating func points(_ value: [Point]?, _ name: StaticString) throws(PrebuiltError) -> [Point] {
        let out = try array(value, name)
        if isReading, let bad = out.firstIndex(where: { !$0.x.isFinite || !$0.y.isFinite }) { throw damaged("'\(name)'[\(bad)] is not finite") }
        return out
    }

    // MARK: Scalars and strings

    /// One integer in `range`.
    public mutating func int(_ value: Int?, _ name: StaticString, in range: ClosedRange<Int> = 0 ... Int(Int32.max)) throws(PrebuiltError) -> Int {
        let out = try array(value.map { [Int64($0)] }, name)
        try check(out.count == 1 && range.contains(Int(out[0])), "'\(name)' is not one integer in \(range)")
        return isReading ? Int(out[0]) : value ?? 0
    }

    /// One finite number.
    public mutating func double(_ value: Double?, _ name: StaticString) throws(PrebuiltError) -> Double {
        let out = try array(value.map { [$0] }, name)
        try check(out.count == 1 && out[0].isFinite, "'\(name)' is not one finite number")
        return out.first ?? 0
    }

    /// Strings, as their UTF-8 bytes end to end (invalid UTF-8 read with replacement characters).
    public mutating func strings(_ value: [String]?, _ name: StaticString) throws(PrebuiltError) -> [String] {
        let bytes = try array(value.map { $0.flatMap { Array($0.utf8) } }, name)
        var ends: [UInt32] = []
        if let value {
            var at = 0
            ends = value.map { s in
                at += s.utf8.count
                return UInt32(at)
            }
        }
        let read = try array(value == nil ? nil : ends, name)
        guard isReading else { return value ?? [] }
        var out: [String] = []
        out.reserveCapacity(read.count)
        var from = 0
        for (i, e) in read.enumerated() {
            let to = Int(e)
            guard to >= from, to <= bytes.count else { throw damaged("'\(name)'[\(i)] ends at \(to), outside \(from)...\(bytes.count)") }
            out.append(String(decoding: bytes[from ..< to], as: UTF8.self))
            from = to
        }
        return out
    }

    // MARK: Compound values

    /// A count of things coded next (bounded by the arrays left, so a damaged count allocates nothing).
    public mutating func count(_ value: Int?, _ name: StaticString) throws(PrebuiltError) -> Int {
        let n = try int(value, name, in: 0 ... Int(Int32.max))
        try check(n <= (directory?.count ?? 0) - next || n == 0, "'\(name)' counts \(n), more than the arrays left")
        return n
    }

    /// Values coded one after another by `code`.
    public mutating func list<T>(
        _ value: [T]?, _ name: StaticString, _ code: (T?, inout PrebuiltCoder) throws(PrebuiltError) -> T
    ) throws(PrebuiltError) -> [T] {
        let n = try count(value?.count, name)
        var out: [T] = []
        out.reserveCapacity(n)
        for i in 0 ..< n { out.append(try code(value?[i], &self)) }
        return out
    }

    /// A value that may be absent (a flag, then the value coded by `code`). Writing, `value` is `.some`.
    public mutating func optional<T>(
        _ value: T??, _ name: StaticString, _ code: (T?, inout PrebuiltCoder) throws(PrebuiltError) -> T
    ) throws(PrebuiltError) -> T? {
        let present = try bools(value.map { [$0 != nil] }, name)
        try check(present.count == 1, "'\(name)' has no presence flag")
        guard present.first == true else { return nil }
        return try code(value ?? nil, &self)
    }

    /// Lists of values: their items end to end, then their offsets (checked). `items` codes the items.
    public mutating func nested<T>(
        _ value: [[T]]?, _ name: StaticString, items: (inout PrebuiltCoder, [T]?) throws(PrebuiltError) -> [T]
    ) throws(PrebuiltError) -> [[T]] {
        let flat = try items(&self, value.map { $0.flatMap { $0 } })
        var ends: [UInt32] = [0]
        if let value {
            for list in value { ends.append(ends[ends.count - 1] + UInt32(list.count)) }
        }
        let starts = try starts(value == nil ? nil : ends, name, total: flat.count)
        guard isReading else { return value ?? [] }
        return (0 ..< starts.count - 1).map { Array(flat[Int(starts[$0]) ..< Int(starts[$0 + 1])]) }
    }
}

/// One array of a ``PrebuiltCoder`` directory, as stored (24 bytes, little-endian).
public struct PrebuiltArrayEntry: BitwiseCopyable, Sendable {
    /// FNV-1a of the array's name (what the reader expects there).
    public var tag: UInt32
    /// Bytes per value.
    public var stride: UInt32
    /// Byte offset in the data section (a multiple of ``alignment``).
    public var offset: UInt64
    /// Number of values.
    public var count: UInt64

    /// Alignment of every array in the data section.
    public static let alignment = 8

    /// The 32-bit FNV-1a hash of `name`.
    static func tag(_ name: StaticString) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        name.withUTF8Buffer { for b in $0 { h = (h ^ UInt32(b)) &* 16_777_619 } }
        return h
    }
}
