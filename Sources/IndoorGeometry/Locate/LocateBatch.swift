import Dispatch
import Foundation

/// Locates many points given as text lines, on all cores, answering one NDJSON line per input line in input
/// order. The engine behind `indoor locate --batch`.
///
/// Input lines are either CSV `floor,lon,lat` (the floor is everything before the last two commas, so it
/// may be an id, a name or `building:ordinal`) or NDJSON `{"floor": …, "lon": …, "lat": …}`. Empty lines are
/// skipped. A bad line answers `{"line": n, "error": "…"}` and the stream goes on.
///
/// Output members: `floor` (the floor's id), `space` (chosen space id or null), `spaces` (every space whose
/// closure contains the point), `boundary`, `distance` (0 inside, metres to the nearest space otherwise,
/// millimetre precision; null when the floor has no space), `status`, and `nearest` for points in no space.
public struct LocateBatch: Sendable {
    public let locator: Locator
    /// Radius for the nearest-space answer, metres.
    public var maxDistance: Double

    /// JSON-quoted ids and the floor-id lookup table, built once so that answering a line copies bytes.
    let tables: LocateBatchTables

    public init(locator: Locator, maxDistance: Double = Locator.defaultMaxDistance) {
        self.locator = locator
        self.maxDistance = maxDistance
        tables = LocateBatchTables(venue: locator.venue)
    }

    /// Processes a chunk of complete lines (each without its newline); returns their output lines joined,
    /// each ending in `\n`. Runs on `threads` threads (default: all active processors).
    /// - Parameter firstLineNumber: the 1-based number of `lines[0]` in the whole stream, for error objects.
    public func process(lines: [ArraySlice<UInt8>], firstLineNumber: Int, threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> [UInt8] {
        let parts = max(1, min(threads * 4, lines.count / 256 + 1))
        let per = (lines.count + parts - 1) / parts
        let outputs = (0 ..< parts).map { _ in LocateBatchOutput(capacity: per * 160) }
        DispatchQueue.concurrentPerform(iterations: parts) { k in
            let lo = min(lines.count, k * per)
            let hi = min(lines.count, lo + per)
            var state = LocateBatchPartState(self, firstLineNumber: firstLineNumber + lo)
            var w = outputs[k].writer
            for i in lo ..< hi {
                lines[i].withUnsafeBufferPointer { b in
                    if let p = b.baseAddress { answer(p, b.count, lineIndex: i - lo, &state, &w) }
                }
            }
            outputs[k].writer = w
            outputs[k].errors = state.errors
        }
        return LocateBatchOutput.joined(outputs)
    }

    /// Streams `input` to `output` with memory bounded, as a pipeline: a reader thread fills chunk i+1
    /// (blocks of about `chunkBytes` bytes read with read(2), cut after their last newline; a longer line
    /// grows its block) while the calling thread answers chunk i on all cores and a writer thread writes
    /// chunk i-1 with write(2), in input order. Four chunks circulate, so at most four are in memory.
    /// - Returns: the number of lines read (blank ones included) and how many of them answered an error.
    @discardableResult
    public func stream(from input: FileHandle, to output: FileHandle, chunkBytes: Int = 1 << 21, threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> (lines: Int, errors: Int) {
        let parts = max(1, threads * 4)
        let free = LocateBatchQueue(), filled = LocateBatchQueue(), answered = LocateBatchQueue()
        for _ in 0 ..< 4 { free.put(LocateBatchChunk(capacity: max(1, chunkBytes), parts: parts)) }
        let failed = LocateBatchFlag()
        let inputFD = input.fileDescriptor, outputFD = output.fileDescriptor
        let reader = Thread { LocateBatchIO.read(inputFD, from: free, to: filled, stop: failed) }
        let writerDone = DispatchSemaphore(value: 0)
        let writer = Thread {
            while let c = answered.take() {
                if !failed.isSet {
                    for o in c.outputs.prefix(c.partCount) where !LocateBatchIO.write(outputFD, o.writer.base, o.writer.count) {
                        failed.set()  // e.g. a closed pipe: stop reading, drop the rest
                        break
                    }
                }
                free.put(c)
            }
            writerDone.signal()
        }
        reader.start()
        writer.start()
        var lineNumber = 1
        var errors = 0
        while let c = filled.take() {
            answer(c, firstLineNumber: lineNumber)
            lineNumber += c.lines
            errors += c.errors
            answered.put(c)
        }
        answered.close()
        writerDone.wait()
        return (lineNumber - 1, errors)
    }

    /// Answers the lines of a chunk in parts cut after newlines, on all cores, each part into its own
    /// reused output. Line numbers of error objects: a part counts the newlines before it only when it
    /// meets its first bad line.
    func answer(_ c: LocateBatchChunk, firstLineNumber: Int) {
        let base = UnsafePointer(c.input)
        let count = c.count
        let n = max(1, min(c.outputs.count, count / 8192 + 1))
        var cuts = [0]
        for k in 1 ..< n {
            var b = max(cuts[k - 1], count * k / n)
            if let nl = memchr(base + b, 0x0A, count - b) {
                b = base.distance(to: nl.assumingMemoryBound(to: UInt8.self)) + 1
            } else {
                b = count
            }
            cuts.append(b)
        }
        cuts.append(count)
        c.partCount = n
        let bounds = cuts
        DispatchQueue.concurrentPerform(iterations: n) { k in
            let base = UnsafePointer(c.input)
            let lo = bounds[k], hi = bounds[k + 1]
            var state = LocateBatchPartState(self, chunkFirstLineNumber: firstLineNumber, newlinesBefore: base, lo)
            let out = c.outputs[k]
            var w = out.writer
            w.count = 0
            var p = lo
            var lineIndex = 0
            while p < hi {
                let e = memchr(base + p, 0x0A, hi - p).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? hi
                answer(base + p, e - p, lineIndex: lineIndex, &state, &w)
                lineIndex += 1
                p = e + 1
            }
            out.writer = w
            out.lines = lineIndex
            out.errors = state.errors
        }
        c.lines = c.outputs.prefix(n).reduce(0) { $0 + $1.lines }
        c.errors = c.outputs.prefix(n).reduce(0) { $0 + $1.errors }
    }

    /// Answers one line (`count` bytes at `p`, without its newline) into `w`: the allocation-free fast path
    /// for CSV, else the general one. Blank lines produce nothing.
    @inline(__always)
    func answer(_ p: UnsafePointer<UInt8>, _ count: Int, lineIndex: Int, _ state: inout LocateBatchPartState, _ w: inout LocateBatchWriter) {
        if count == 0 { return }
        if !fastCSV(p, count, &state, &w) {
            generalAnswer(Array(UnsafeBufferPointer(start: p, count: count))[...], lineNumber: state.lineNumber(lineIndex), &state, &w)
        }
    }

    /// The common case without allocation: a CSV line `floor,lon,lat` whose floor text is the previous
    /// line's, a floor id (looked up in ``LocateBatchTables``), or a text resolved before (looked up by an
    /// FNV-1a hash of its bytes, then compared byte for byte). Returns false (nothing written) when the line
    /// needs the general path.
    @inline(__always)
    func fastCSV(_ p: UnsafePointer<UInt8>, _ n: Int, _ state: inout LocateBatchPartState, _ w: inout LocateBatchWriter) -> Bool {
        let first = p[0]
        guard first != UInt8(ascii: "{"), first != 0x20 else { return false }
        var c2 = n - 1
        while c2 >= 0 && p[c2] != UInt8(ascii: ",") { c2 -= 1 }
        var c1 = c2 - 1
        while c1 >= 0 && p[c1] != UInt8(ascii: ",") { c1 -= 1 }
        guard c1 >= 0, let lon = Self.number(p + c1 + 1, c2 - c1 - 1) else { return false }
        var end = n
        while end > c2 + 1 && p[end - 1] == 0x0D { end -= 1 }
        guard let lat = Self.number(p + c2 + 1, end - c2 - 1) else { return false }
        let f: Int
        if c1 == state.lastFloorCount && memcmp(p, state.lastFloorBytes, c1) == 0 {
            f = state.lastFloorIndex
        } else if let (i, key) = tables.floor(id: p, c1) {
            f = i
            state.lastFloorBytes = key
            state.lastFloorCount = c1
            state.lastFloorIndex = i
        } else {
            let floorBytes = UnsafeBufferPointer(start: p, count: c1)
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for b in floorBytes { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
            if let l = state.floorsByHash[hash], l.bytes.elementsEqual(floorBytes) {
                f = l.index
            } else {
                let text = String(decoding: floorBytes, as: UTF8.self)
                guard !text.isEmpty, text.trimmingCharacters(in: .whitespaces) == text,
                    let i = try? locator.venue.floorIndex(matching: text)  // unresolved floors take the general path, which reports the error
                else { return false }
                f = i
                state.floorsByHash[hash] = (Array(floorBytes), i)
            }
        }
        let c = GeoCoordinate(longitude: lon, latitude: lat)
        guard c.isValid else { return false }
        write(locator.locate(state.projection.project(c), floorIndex: f, maxDistance: maxDistance), into: &w)
        return true
    }

    /// Parses and answers one line (blank lines produce nothing).
    func generalAnswer(_ line: ArraySlice<UInt8>, lineNumber: Int, _ state: inout LocateBatchPartState, _ out: inout LocateBatchWriter) {
        var l = line
        while let c = l.last, c == 0x0D || c == 0x20 || c == 0x09 { l = l.dropLast() }
        while let c = l.first, c == 0x20 || c == 0x09 { l = l.dropFirst() }
        if l.isEmpty { return }
        let parsed: (floor: String, lon: Double, lat: Double)
        switch Self.parse(l) {
        case let .success(p): parsed = p
        case let .failure(message):
            error(message.message, lineNumber, &state, into: &out)
            return
        }
        let c = GeoCoordinate(longitude: parsed.lon, latitude: parsed.lat)
        guard c.isValid else {
            error("coordinate [\(parsed.lon), \(parsed.lat)] is out of range", lineNumber, &state, into: &out)
            return
        }
        let floorIndex: Int
        if let f = state.floorCache[parsed.floor] {
            floorIndex = f
        } else {
            do {
                floorIndex = try locator.venue.floorIndex(matching: parsed.floor)
                state.floorCache[parsed.floor] = floorIndex
            } catch {
                self.error(error.description, lineNumber, &state, into: &out)
                return
            }
        }
        let r = locator.locate(locator.venue.projection.project(c), floorIndex: floorIndex, maxDistance: maxDistance)
        write(r, into: &out)
    }

    struct LineError: Error {
        var message: String
    }

    static func parse(_ l: ArraySlice<UInt8>) -> Result<(floor: String, lon: Double, lat: Double), LineError> {
        if l.first == UInt8(ascii: "{") {
            let v: JSONValue
            do {
                v = try JSONParser.parse(Array(l))
            } catch {
                return .failure(LineError(message: error.description))
            }
            guard let o = v.objectValue else { return .failure(LineError(message: "expected an object")) }
            let floor: String
            switch o["floor"] {
            case let .string(s)?: floor = s
            case let .number(d)? where d == d.rounded(): floor = String(Int(d))
            default: return .failure(LineError(message: "missing or invalid \"floor\" (a string id or name, or an integer ordinal)"))
            }
            guard let lon = o["lon"]?.numberValue ?? o["longitude"]?.numberValue, let lat = o["lat"]?.numberValue ?? o["latitude"]?.numberValue else {
                return .failure(LineError(message: "missing or non-numeric \"lon\"/\"lat\""))
            }
            return .success((floor, lon, lat))
        }
        guard let c2 = l.lastIndex(of: UInt8(ascii: ",")), let c1 = l[..<c2].lastIndex(of: UInt8(ascii: ",")) else {
            return .failure(LineError(message: "expected floor,lon,lat or a JSON object"))
        }
        let floor = String(decoding: l[..<c1], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard let lon = Self.number(l[(c1 + 1) ..< c2]), let lat = Self.number(l[(c2 + 1)...]) else {
            return .failure(LineError(message: "lon and lat must be decimal numbers"))
        }
        if floor.isEmpty { return .failure(LineError(message: "empty floor")) }
        return .success((floor, lon, lat))
    }

    /// A decimal number (JSON syntax) from bytes without allocating: plain `-ddd.ddd` with at most 19
    /// digits goes through Clinger's exact fast path or Eisel–Lemire; anything else through the JSON parser.
    static func number(_ s: ArraySlice<UInt8>) -> Double? {
        s.withUnsafeBufferPointer { b in b.baseAddress.flatMap { number($0, b.count) } }
    }

    /// ``number(_:)`` of the `count` bytes at `s` (surrounding spaces allowed).
    @inline(__always)
    static func number(_ s: UnsafePointer<UInt8>, _ count: Int) -> Double? {
        var lo = 0
        var hi = count
        while lo < hi, s[lo] == 0x20 { lo += 1 }
        while hi > lo, s[hi - 1] == 0x20 { hi -= 1 }
        guard lo < hi else { return nil }
        var i = lo
        var negative = false
        if s[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var seenDot = false
        var simple = i < hi
        while i < hi {
            let c = s[i]
            if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                mantissa = mantissa &* 10 &+ UInt64(c - UInt8(ascii: "0"))
                digits += 1
                if seenDot { scale += 1 }
            } else if c == UInt8(ascii: "."), !seenDot {
                seenDot = true
            } else {
                simple = false
                break
            }
            i += 1
        }
        if simple, digits > 0, digits <= 19 {
            if mantissa < (1 << 53), scale <= 22 {
                let d = Double(mantissa) / JSONParserCursor.exactPowers[scale]
                return negative ? -d : d
            }
            // 16–19 significant digits (typical of printed coordinates): Eisel–Lemire, still exact.
            if let d = JSONEiselLemire.double(mantissa: mantissa, exp10: -scale, negative: negative) { return d }
        }
        // A JSON number or nothing: the caller's message names the field.
        guard case let .number(d)? = try? JSONParser.parse(Array(UnsafeBufferPointer(start: s + lo, count: hi - lo))) else { return nil }
        return d
    }

    func error(_ message: String, _ lineNumber: Int, _ state: inout LocateBatchPartState, into out: inout LocateBatchWriter) {
        var s = "{\"line\":\(lineNumber),\"error\":"
        JSONWriter.appendQuoted(message, to: &s)
        s += "}\n"
        out.append(Array(s.utf8))
        state.errors += 1
    }

    /// Writes an answer line. One capacity check per line, then raw copies: the fixed pieces are static
    /// strings and the ids come quoted from ``LocateBatchTables`` (appending arrays retained and released
    /// them per piece, which dominated the profile of `indoor locate --batch`).
    @inline(__always)
    func write(_ r: LocateResult, into w: inout LocateBatchWriter) {
        let t = tables
        let spaces = r.spaces
        w.reserve(160 + t.longestFloorID + t.longestSpaceID * (spaces.count + 2))
        w.put("{\"floor\":")
        w.put(t.quotedFloor(r.floorIndex))
        if let s = r.space {
            w.put(",\"space\":")
            w.put(t.quotedSpace(s))
        } else {
            w.put(",\"space\":null")
        }
        w.put(",\"spaces\":[")
        for k in 0 ..< spaces.count {
            if k > 0 { w.put(UInt8(ascii: ",")) }
            w.put(t.quotedSpace(spaces[k]))
        }
        w.put(r.isOnBoundary ? "],\"boundary\":true,\"distance\":" : "],\"boundary\":false,\"distance\":")
        if r.distance.isFinite { w.putMillimetres(r.distance) } else { w.put("null") }
        switch r.status {
        case .inside: w.put(",\"status\":\"inside\"")
        case .boundary: w.put(",\"status\":\"boundary\"")
        case .nearest: w.put(",\"status\":\"nearest\"")
        case .none: w.put(",\"status\":\"none\"")
        }
        if let n = r.nearest {
            w.put(",\"nearest\":")
            w.put(t.quotedSpace(n))
        }
        w.put("}\n")
    }
}

/// What answering a batch line reads: the JSON-quoted floor and space ids in one padded byte block (so a
/// short id is copied in 8-byte words, see ``LocateBatchWriter/put(_:)-(UnsafeBufferPointer<UInt8>)``) and
/// an open-addressing table from a floor id's bytes to its floor. Immutable after `init`; shared by threads.
final class LocateBatchTables: @unchecked Sendable {
    /// Quoted floor ids, then quoted space ids, then the raw floor ids the table points at; 8 bytes of padding.
    private let bytes: UnsafeMutablePointer<UInt8>
    /// `(offset, count)` into `bytes` per floor and per space.
    private let floorSpans: UnsafeMutablePointer<(Int32, Int32)>
    private let spaceSpans: UnsafeMutablePointer<(Int32, Int32)>
    /// Open-addressing slots: `-1` or an index into `keys`.
    private let slots: UnsafeMutablePointer<Int32>
    private let slotMask: Int
    /// Per table entry: offset and count of the raw id in `bytes`, and the floor it resolves to.
    private let keys: UnsafeMutablePointer<(Int32, Int32, Int32)>
    let longestFloorID: Int
    let longestSpaceID: Int

    init(venue: Venue) {
        func quoted(_ s: String) -> [UInt8] {
            var t = ""
            JSONWriter.appendQuoted(s, to: &t)
            return Array(t.utf8)
        }
        var blob: [UInt8] = []
        func add(_ b: [UInt8]) -> (Int32, Int32) {
            defer { blob += b }
            return (Int32(blob.count), Int32(b.count))
        }
        let floors = venue.floors.map { add(quoted($0.id)) }
        let spaces = venue.spaces.map { add(quoted($0.id)) }
        longestFloorID = floors.map { Int($0.1) }.max() ?? 0
        longestSpaceID = spaces.map { Int($0.1) }.max() ?? 0
        // The ids a CSV fast path may resolve by bytes: non-empty, no surrounding white space (as the
        // general path would trim), each mapped to what `floorIndex(matching:)` answers for it.
        var entries: [(Int32, Int32, Int32)] = []
        var seen = Set<String>()
        for f in venue.floors where !f.id.isEmpty && f.id.trimmingCharacters(in: .whitespaces) == f.id && seen.insert(f.id).inserted {
            guard let i = try? venue.floorIndex(matching: f.id) else { continue }
            let (o, n) = add(Array(f.id.utf8))
            entries.append((o, n, Int32(i)))
        }
        blob += [UInt8](repeating: 0, count: 8)
        bytes = .allocate(capacity: blob.count)
        bytes.initialize(from: blob, count: blob.count)
        floorSpans = .allocate(capacity: max(1, floors.count))
        floorSpans.initialize(from: floors, count: floors.count)
        spaceSpans = .allocate(capacity: max(1, spaces.count))
        spaceSpans.initialize(from: spaces, count: spaces.count)
        keys = .allocate(capacity: max(1, entries.count))
        keys.initialize(from: entries, count: entries.count)
        var size = 8
        while size < entries.count * 4 { size *= 2 }
        slotMask = size - 1
        slots = .allocate(capacity: size)
        slots.initialize(repeating: -1, count: size)
        for (k, e) in entries.enumerated() {
            var h = Self.hash(bytes + Int(e.0), Int(e.1)) & slotMask
            while slots[h] >= 0 { h = (h + 1) & slotMask }
            slots[h] = Int32(k)
        }
    }

    deinit {
        bytes.deallocate()
        floorSpans.deallocate()
        spaceSpans.deallocate()
        keys.deallocate()
        slots.deallocate()
    }

    @inline(__always)
    func quotedFloor(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let (o, n) = floorSpans[i]
        return UnsafeBufferPointer(start: bytes + Int(o), count: Int(n))
    }

    @inline(__always)
    func quotedSpace(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let (o, n) = spaceSpans[i]
        return UnsafeBufferPointer(start: bytes + Int(o), count: Int(n))
    }

    /// The floor whose id is exactly these `count` bytes, and where the table keeps that id's bytes.
    @inline(__always)
    func floor(id p: UnsafePointer<UInt8>, _ count: Int) -> (Int, UnsafePointer<UInt8>)? {
        var h = Self.hash(p, count) & slotMask
        while true {
            let k = Int(slots[h])
            if k < 0 { return nil }
            let (o, n, f) = keys[k]
            if Int(n) == count && memcmp(bytes + Int(o), p, count) == 0 { return (Int(f), UnsafePointer(bytes + Int(o))) }
            h = (h + 1) & slotMask
        }
    }

    /// A cheap hash of a short byte string: its length and its first and last 8 bytes.
    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var h = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        if count >= 8 {
            let raw = UnsafeRawPointer(p)
            h = (h ^ raw.loadUnaligned(as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h = (h ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
        } else {
            for k in 0 ..< count { h = (h ^ UInt64(p[k])) &* 0xFF51_AFD7_ED55_8CCD }
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}

/// A growable byte buffer written through a raw pointer: one part's output. Writes after a
/// ``reserve(_:)`` are unchecked; 16 bytes of slack past `capacity` let short copies run in 8-byte words.
/// The memory belongs to the ``LocateBatchOutput`` the writer was taken from and is given back to.
struct LocateBatchWriter {
    static let slack = 16
    var base: UnsafeMutablePointer<UInt8>
    var count = 0
    var capacity: Int

    @inline(__always)
    mutating func reserve(_ n: Int) {
        if capacity - count < n { grow(n) }
    }

    @inline(never)
    mutating func grow(_ n: Int) {
        let c = max(capacity * 2, count + n)
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: c + Self.slack)
        b.update(from: base, count: count)
        base.deallocate()
        base = b
        capacity = c
    }

    /// Appends with a capacity check (the rare paths: error lines, general answers).
    mutating func append(_ bytes: [UInt8]) {
        reserve(bytes.count)
        bytes.withUnsafeBufferPointer { b in
            if let p = b.baseAddress { (base + count).update(from: p, count: b.count) }
        }
        count += bytes.count
    }

    @inline(__always)
    mutating func put(_ s: StaticString) {
        (base + count).update(from: s.utf8Start, count: s.utf8CodeUnitCount)
        count += s.utf8CodeUnitCount
    }

    @inline(__always)
    mutating func put(_ b: UInt8) {
        base[count] = b
        count += 1
    }

    /// Copies bytes from ``LocateBatchTables`` (padded, so reading up to 7 bytes past the end is safe).
    @inline(__always)
    mutating func put(_ b: UnsafeBufferPointer<UInt8>) {
        let src = UnsafeRawPointer(b.baseAddress!)
        let dst = UnsafeMutableRawPointer(base + count)
        var k = 0
        while k < b.count {
            dst.storeBytes(of: src.loadUnaligned(fromByteOffset: k, as: UInt64.self), toByteOffset: k, as: UInt64.self)
            k += 8
        }
        count += b.count
    }

    /// A non-negative distance with three decimals (millimetres), trailing `.000` omitted: `0`, `1.25` is
    /// `1.250`. Integer digits without any formatting or allocation.
    @inline(__always)
    mutating func putMillimetres(_ d: Double) {
        let mm = Int64((d * 1000).rounded())
        var whole = mm / 1000
        if whole < 10 {
            put(UInt8(ascii: "0") + UInt8(whole))
        } else {
            var digits = 0
            var t = whole
            while t > 0 {
                digits += 1
                t /= 10
            }
            var k = count + digits - 1
            while whole > 0 {
                base[k] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
                k -= 1
            }
            count += digits
        }
        let frac = mm % 1000
        if frac != 0 {
            base[count] = UInt8(ascii: ".")
            base[count + 1] = UInt8(ascii: "0") + UInt8(frac / 100)
            base[count + 2] = UInt8(ascii: "0") + UInt8(frac / 10 % 10)
            base[count + 3] = UInt8(ascii: "0") + UInt8(frac % 10)
            count += 4
        }
    }
}

/// The memory of one part's output, reused from chunk to chunk, with what the part counted.
final class LocateBatchOutput: @unchecked Sendable {
    /// Taken by the one thread answering the part, and stored back when it is done.
    var writer: LocateBatchWriter
    var lines = 0
    var errors = 0

    init(capacity: Int) {
        let c = max(capacity, 64)
        writer = LocateBatchWriter(base: .allocate(capacity: c + LocateBatchWriter.slack), count: 0, capacity: c)
    }

    deinit { writer.base.deallocate() }

    /// The outputs' bytes, in order, as one array, copied by all cores (each output to its place).
    static func joined(_ outputs: [LocateBatchOutput]) -> [UInt8] {
        var offsets = [0]
        for o in outputs { offsets.append(offsets[offsets.count - 1] + o.writer.count) }
        let total = offsets[outputs.count]
        let starts = offsets
        return [UInt8](unsafeUninitializedCapacity: total) { b, n in
            guard let base = b.baseAddress else { return }
            let target = UncheckedSendablePointer(base)
            DispatchQueue.concurrentPerform(iterations: outputs.count) { k in
                (target.pointer + starts[k]).initialize(from: outputs[k].writer.base, count: outputs[k].writer.count)
            }
            n = total
        }
    }
}

/// A pointer handed to `concurrentPerform` workers that write disjoint ranges behind it.
struct UncheckedSendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>
    init(_ pointer: UnsafeMutablePointer<UInt8>) { self.pointer = pointer }
}

/// What one thread keeps while answering the lines of one part: floor caches and the error count.
struct LocateBatchPartState {
    let projection: LocalProjection
    /// The previous line's floor when it was an id, as bytes kept by ``LocateBatchTables``.
    var lastFloorBytes: UnsafePointer<UInt8>
    var lastFloorCount = -1
    var lastFloorIndex = 0
    /// Non-id floor texts the fast path resolved, by FNV-1a hash of their bytes.
    var floorsByHash: [UInt64: (bytes: [UInt8], index: Int)] = [:]
    /// Floors the general path resolved.
    var floorCache: [String: Int] = [:]
    var errors = 0
    /// The 1-based number of the part's first line, when known; else computed on the first error: the
    /// chunk's first line number plus the newlines in the `newlinesCount` bytes before the part.
    var firstLineNumber: Int?
    let chunkFirstLineNumber: Int
    let newlinesBefore: UnsafePointer<UInt8>?
    let newlinesCount: Int

    init(_ batch: LocateBatch, firstLineNumber: Int) {
        projection = batch.locator.venue.projection
        lastFloorBytes = UnsafePointer(bitPattern: 1)!
        self.firstLineNumber = firstLineNumber
        chunkFirstLineNumber = firstLineNumber
        newlinesBefore = nil
        newlinesCount = 0
    }

    init(_ batch: LocateBatch, chunkFirstLineNumber: Int, newlinesBefore: UnsafePointer<UInt8>, _ count: Int) {
        projection = batch.locator.venue.projection
        lastFloorBytes = UnsafePointer(bitPattern: 1)!
        firstLineNumber = nil
        self.chunkFirstLineNumber = chunkFirstLineNumber
        self.newlinesBefore = newlinesBefore
        newlinesCount = count
    }

    mutating func lineNumber(_ lineIndex: Int) -> Int {
        if let f = firstLineNumber { return f + lineIndex }
        let f = chunkFirstLineNumber + newlinesBefore.map { LocateBatchIO.newlines($0, newlinesCount) }!
        firstLineNumber = f
        return f + lineIndex
    }
}

/// A block of input lines on its way through ``LocateBatch/stream(from:to:chunkBytes:threads:)``, with the
/// outputs of its parts. Owned by one stage at a time (reader, answering, writer), handed over by queues.
final class LocateBatchChunk: @unchecked Sendable {
    var input: UnsafeMutablePointer<UInt8>
    var capacity: Int
    /// Bytes of input: whole lines, the last one without its newline only at the end of the stream.
    var count = 0
    let outputs: [LocateBatchOutput]
    /// How many of `outputs` the last answering used.
    var partCount = 0
    var lines = 0
    var errors = 0

    init(capacity: Int, parts: Int) {
        self.capacity = capacity
        input = .allocate(capacity: capacity)
        outputs = (0 ..< parts).map { _ in LocateBatchOutput(capacity: capacity * 3 / parts) }
    }

    deinit { input.deallocate() }

    /// Doubles the input capacity, keeping the bytes read.
    func grow() {
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        b.update(from: input, count: count)
        input.deallocate()
        input = b
        capacity *= 2
    }
}

/// A blocking first-in first-out hand-over of chunks between the pipeline's threads.
final class LocateBatchQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [LocateBatchChunk] = []
    private var closed = false

    func put(_ c: LocateBatchChunk) {
        condition.lock()
        items.append(c)
        condition.signal()
        condition.unlock()
    }

    /// No more chunks will come: `take` answers `nil` once the queue is empty.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    func take() -> LocateBatchChunk? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !closed { condition.wait() }
        return items.isEmpty ? nil : items.removeFirst()
    }
}

/// A flag set once by one thread and read by others (output failed: stop reading).
final class LocateBatchFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}

/// The stream's system calls and byte scans.
enum LocateBatchIO {
    /// The reader stage: fills free chunks from `fd` until end of file (or a read error, or `stop`), each
    /// cut after its last newline (the rest starts the next chunk), and closes `filled`. Reads until a
    /// chunk is full, except when the input is a pipe with nothing more ready and a whole line is in
    /// hand: a slow producer's lines are answered without waiting for a full chunk.
    static func read(_ fd: Int32, from free: LocateBatchQueue, to filled: LocateBatchQueue, stop: LocateBatchFlag) {
        var carry: [UInt8] = []
        var eof = false
        while !eof, !stop.isSet, let c = free.take() {
            while c.capacity <= carry.count { c.grow() }
            carry.withUnsafeBufferPointer { b in
                if let p = b.baseAddress { c.input.update(from: p, count: b.count) }
            }
            c.count = carry.count
            carry.removeAll(keepingCapacity: true)  // the carried bytes hold no newline
            var sawNewline = false
            while true {
                if c.count == c.capacity {
                    if sawNewline { break }
                    c.grow()  // one line longer than the chunk
                }
                let want = c.capacity - c.count
                let n = readSome(fd, c.input + c.count, want)
                if n <= 0 {
                    eof = true
                    break
                }
                if !sawNewline && memchr(c.input + c.count, 0x0A, n) != nil { sawNewline = true }
                c.count += n
                if n < want && sawNewline && !readable(fd) { break }
            }
            if !eof {
                var cut = c.count
                while c.input[cut - 1] != 0x0A { cut -= 1 }
                carry.append(contentsOf: UnsafeBufferPointer(start: c.input + cut, count: c.count - cut))
                c.count = cut
            }
            if c.count > 0 { filled.put(c) } else { free.put(c) }
        }
        filled.close()
    }

    /// read(2), retried on EINTR: bytes read, 0 at end of file, -1 on error.
    static func readSome(_ fd: Int32, _ p: UnsafeMutablePointer<UInt8>, _ n: Int) -> Int {
        while true {
            let r = systemRead(fd, p, n)
            if r >= 0 || errno != EINTR { return r }
        }
    }

    /// Whether `fd` has input ready now (always, for a regular file).
    static func readable(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 0) > 0
    }

    /// Writes all `n` bytes with write(2); false on an error.
    static func write(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        var done = 0
        while done < n {
            let r = systemWrite(fd, p + done, n - done)
            if r < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += r
        }
        return true
    }

    /// The number of newlines in the `count` bytes at `p`.
    static func newlines(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var n = 0
        for i in 0 ..< count where p[i] == 0x0A { n += 1 }
        return n
    }
}

private func systemRead(_ fd: Int32, _ p: UnsafeMutablePointer<UInt8>, _ n: Int) -> Int { read(fd, p, n) }
private func systemWrite(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int { write(fd, p, n) }
