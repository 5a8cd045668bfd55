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
/// millimetre precision; null when the floor has no space), `status` (`inside`, `boundary`, `nearest`,
/// `none`, `outside`: see ``LocateResult/Status``), and `nearest` for points in no space within the
/// maximum distance.
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
        let outputs = (0 ..< parts).map { _ in BatchOutput(capacity: per * 160) }
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
        return BatchOutput.joined(outputs)
    }

    /// Streams `input` to `output` with memory bounded through the shared pipeline (``BatchStream``: a
    /// reader thread, the answering on all cores, a writer thread writing in input order); each chunk is
    /// answered in parts cut after newlines.
    /// - Returns: the number of lines read (blank ones included) and how many of them answered an error.
    @discardableResult
    public func stream(from input: FileHandle, to output: FileHandle, chunkBytes: Int = 1 << 21, threads: Int = ProcessInfo.processInfo.activeProcessorCount)
        -> (lines: Int, errors: Int)
    {
        BatchStream.run(from: input, to: output, chunkBytes: chunkBytes, parts: max(1, threads * 4)) { c, first in answer(c, firstLineNumber: first) }
    }

    /// Answers the lines of a chunk in parts cut after newlines, on all cores, each part into its own
    /// reused output. Line numbers of error objects: a part counts the newlines before it only when it
    /// meets its first bad line.
    func answer(_ c: BatchChunk, firstLineNumber: Int) {
        let n = max(1, min(c.outputs.count, c.count / 8192 + 1))
        let bounds = BatchFanOut.cuts(c, parts: n)
        c.partCount = n
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
    /// for CSV, else the general one. A blank line answers an error, so that output line k always answers
    /// input line k.
    @inline(__always)
    func answer(_ p: UnsafePointer<UInt8>, _ count: Int, lineIndex: Int, _ state: inout LocateBatchPartState, _ w: inout BatchWriter) {
        if count == 0 || !fastCSV(p, count, &state, &w) {
            generalAnswer(Array(UnsafeBufferPointer(start: p, count: count))[...], lineNumber: state.lineNumber(lineIndex), &state, &w)
        }
    }

    /// The common case without allocation: a CSV line `floor,lon,lat` whose floor text is the previous
    /// line's, a floor id (looked up in ``LocateBatchTables``), or a text resolved before (looked up by an
    /// FNV-1a hash of its bytes, then compared byte for byte). Returns false (nothing written) when the line
    /// needs the general path.
    @inline(__always)
    func fastCSV(_ p: UnsafePointer<UInt8>, _ n: Int, _ state: inout LocateBatchPartState, _ w: inout BatchWriter) -> Bool {
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
        if c1 == state.lastFloorCount, let last = state.lastFloorBytes, memcmp(p, last, c1) == 0 {
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

    /// Parses and answers one line (a blank one answers an error: one output line per input line).
    func generalAnswer(_ line: ArraySlice<UInt8>, lineNumber: Int, _ state: inout LocateBatchPartState, _ out: inout BatchWriter) {
        var l = line
        while let c = l.last, c == 0x0D || c == 0x20 || c == 0x09 { l = l.dropLast() }
        while let c = l.first, c == 0x20 || c == 0x09 { l = l.dropFirst() }
        if l.isEmpty {
            error(Self.blankLineMessage, lineNumber, &state, into: &out)
            return
        }
        let parsed: (floor: String, lon: Double, lat: Double)
        switch Self.parse(l) {
        case let .success(p): parsed = p
        case let .failure(message):
            error(message.message, lineNumber, &state, into: &out)
            return
        }
        let c = GeoCoordinate(longitude: parsed.lon, latitude: parsed.lat)
        guard c.isValid else {
            error("coordinate [\(parsed.lon), \(parsed.lat)] is out of range\(c.swapHint)", lineNumber, &state, into: &out)
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

    /// The error a blank line answers.
    public static let blankLineMessage = "blank line (expected floor,lon,lat or a JSON object)"

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
            // An ordinal is a whole number an Int holds (1e19 is a whole double that traps Int(_:)).
            case let .number(d)? where d == d.rounded() && abs(d) < 1e15: floor = String(Int(d))
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
        // Plain digits: Clinger's fast path or Eisel–Lemire (16–19 digits, typical of printed coordinates).
        if simple, digits > 0, let d = JSONDecimal.double(mantissa: mantissa, digits: digits, exp10: -scale, negative: negative) { return d }
        // A JSON number or nothing: the caller's message names the field.
        guard case let .number(d)? = try? JSONParser.parse(Array(UnsafeBufferPointer(start: s + lo, count: hi - lo))) else { return nil }
        return d
    }

    func error(_ message: String, _ lineNumber: Int, _ state: inout LocateBatchPartState, into out: inout BatchWriter) {
        out.append(Array((JSONLines.errorLine(lineNumber, message: message) + "\n").utf8))
        state.errors += 1
    }

    /// Writes an answer line. One capacity check per line, then raw copies: the fixed pieces are static
    /// strings and the ids come quoted from ``LocateBatchTables`` (appending arrays retained and released
    /// them per piece, which dominated the profile of `indoor locate --batch`).
    @inline(__always)
    func write(_ r: LocateResult, into w: inout BatchWriter) {
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
        // `null` when no space was within reach (an infinite distance), as `indoor locate` writes it.
        if r.distance.isFinite { w.putMillimetres(r.distance) } else { w.put("null") }
        switch r.status {
        case .inside: w.put(",\"status\":\"inside\"")
        case .boundary: w.put(",\"status\":\"boundary\"")
        case .nearest: w.put(",\"status\":\"nearest\"")
        case .none: w.put(",\"status\":\"none\"")
        case .outside: w.put(",\"status\":\"outside\"")
        }
        if let n = r.nearest {
            w.put(",\"nearest\":")
            w.put(t.quotedSpace(n))
        }
        w.put("}\n")
    }
}
