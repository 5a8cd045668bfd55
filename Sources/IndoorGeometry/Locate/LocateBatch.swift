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

    /// JSON-quoted ids, computed once so that answering a line appends bytes instead of escaping strings.
    let quotedFloorIDs: [[UInt8]]
    let quotedSpaceIDs: [[UInt8]]

    public init(locator: Locator, maxDistance: Double = Locator.defaultMaxDistance) {
        self.locator = locator
        self.maxDistance = maxDistance
        func quoted(_ s: String) -> [UInt8] {
            var t = ""
            JSONWriter.appendQuoted(s, to: &t)
            return Array(t.utf8)
        }
        quotedFloorIDs = locator.venue.floors.map { quoted($0.id) }
        quotedSpaceIDs = locator.venue.spaces.map { quoted($0.id) }
    }

    /// Processes a chunk of complete lines (each without its newline); returns their output lines joined,
    /// each ending in `\n`. Runs on `threads` threads (default: all active processors).
    /// - Parameter firstLineNumber: the 1-based number of `lines[0]` in the whole stream, for error objects.
    public func process(lines: [ArraySlice<UInt8>], firstLineNumber: Int, threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> [UInt8] {
        let parts = max(1, min(threads * 4, lines.count / 256 + 1))
        let per = (lines.count + parts - 1) / parts
        let results = LocateBatchResults(count: parts)
        DispatchQueue.concurrentPerform(iterations: parts) { k in
            let lo = k * per
            let hi = min(lines.count, lo + per)
            var out: [UInt8] = []
            out.reserveCapacity((hi - lo) * 96)
            var floorCache: [String: Int] = [:]
            var floorsByHash: [UInt64: (bytes: [UInt8], index: Int)] = [:]
            if lo < hi {
                for i in lo ..< hi {
                    if !fastCSV(lines[i], floors: &floorsByHash, into: &out) {
                        answer(lines[i], lineNumber: firstLineNumber + i, cache: &floorCache, into: &out)
                    }
                }
            }
            results.set(k, out)
        }
        var all: [UInt8] = []
        all.reserveCapacity(results.totalCount)
        for k in 0 ..< parts { all += results.get(k) }
        return all
    }

    /// Streams `input` to `output` in chunks of `chunkLines` lines, keeping memory bounded.
    /// - Returns: the number of lines answered and how many of them were errors.
    @discardableResult
    public func stream(from input: FileHandle, to output: FileHandle, chunkLines: Int = 100_000) -> (lines: Int, errors: Int) {
        var pending: [UInt8] = []
        var lineNumber = 1
        var errors = 0
        var total = 0
        var eof = false
        while !eof {
            let data = input.readData(ofLength: 1 << 22)
            if data.isEmpty { eof = true } else { pending.append(contentsOf: data) }
            var lines: [ArraySlice<UInt8>] = []
            var start = 0
            var cut = 0
            // Newlines found with memchr: the splitting runs on one thread, so it must be cheap.
            pending.withUnsafeBufferPointer { b in
                guard let base = b.baseAddress else { return }
                while start < b.count, lines.count < chunkLines, let nl = memchr(base + start, 0x0A, b.count - start) {
                    let i = base.distance(to: nl.assumingMemoryBound(to: UInt8.self))
                    lines.append(pending[start ..< i])
                    start = i + 1
                    cut = start
                }
            }
            if eof && start < pending.count {
                lines.append(pending[start ..< pending.count])
                cut = pending.count
            }
            if !lines.isEmpty {
                let out = process(lines: lines, firstLineNumber: lineNumber)
                errors += Self.countErrors(out)
                output.write(Data(out))
                lineNumber += lines.count
                total += lines.count
            }
            pending.removeFirst(cut)
            if eof && !pending.isEmpty { eof = false }  // more complete lines remained in the buffer
        }
        return (total, errors)
    }

    /// Number of error objects (lines starting `{"line":`) in an output chunk, without allocating.
    static func countErrors(_ out: [UInt8]) -> Int {
        let marker: [UInt8] = Array("{\"line\":".utf8)
        var n = 0
        var lineStart = 0
        out.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            while lineStart < b.count {
                if b.count - lineStart >= marker.count {
                    var same = true
                    for k in 0 ..< marker.count where b[lineStart + k] != marker[k] {
                        same = false
                        break
                    }
                    if same { n += 1 }
                }
                guard let nl = memchr(base + lineStart, 0x0A, b.count - lineStart) else { break }
                lineStart = base.distance(to: nl.assumingMemoryBound(to: UInt8.self)) + 1
            }
        }
        return n
    }

    /// The common case without allocation: a CSV line whose floor text was resolved before (looked up
    /// by an FNV-1a hash of its bytes, then compared byte for byte). Returns false (nothing written) when
    /// the line needs the general path.
    func fastCSV(_ line: ArraySlice<UInt8>, floors: inout [UInt64: (bytes: [UInt8], index: Int)], into out: inout [UInt8]) -> Bool {
        guard let first = line.first, first != UInt8(ascii: "{"), first != 0x20,
            let c2 = line.lastIndex(of: UInt8(ascii: ",")), let c1 = line[..<c2].lastIndex(of: UInt8(ascii: ","))
        else { return false }
        let floorBytes = line[..<c1]
        guard let lon = Self.number(line[(c1 + 1) ..< c2]), var latText = Optional(line[(c2 + 1)...]) else { return false }
        while let c = latText.last, c == 0x0D { latText = latText.dropLast() }
        guard let lat = Self.number(latText) else { return false }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in floorBytes { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        let f: Int
        if let l = floors[hash], l.bytes.elementsEqual(floorBytes) {
            f = l.index
        } else {
            let text = String(decoding: floorBytes, as: UTF8.self)
            guard !text.isEmpty, text.trimmingCharacters(in: .whitespaces) == text,
                let i = try? locator.venue.floorIndex(matching: text)  // unresolved floors take the general path, which reports the error
            else { return false }
            f = i
            floors[hash] = (Array(floorBytes), i)
        }
        let c = GeoCoordinate(longitude: lon, latitude: lat)
        guard c.isValid else { return false }
        write(locator.locate(locator.venue.projection.project(c), floorIndex: f, maxDistance: maxDistance), into: &out)
        return true
    }

    /// Parses and answers one line (blank lines produce nothing).
    func answer(_ line: ArraySlice<UInt8>, lineNumber: Int, cache: inout [String: Int], into out: inout [UInt8]) {
        var l = line
        while let c = l.last, c == 0x0D || c == 0x20 || c == 0x09 { l = l.dropLast() }
        while let c = l.first, c == 0x20 || c == 0x09 { l = l.dropFirst() }
        if l.isEmpty { return }
        let parsed: (floor: String, lon: Double, lat: Double)
        switch Self.parse(l) {
        case let .success(p): parsed = p
        case let .failure(message):
            error(message.message, lineNumber, into: &out)
            return
        }
        let c = GeoCoordinate(longitude: parsed.lon, latitude: parsed.lat)
        guard c.isValid else {
            error("coordinate [\(parsed.lon), \(parsed.lat)] is out of range", lineNumber, into: &out)
            return
        }
        let floorIndex: Int
        if let f = cache[parsed.floor] {
            floorIndex = f
        } else {
            do {
                floorIndex = try locator.venue.floorIndex(matching: parsed.floor)
                cache[parsed.floor] = floorIndex
            } catch {
                self.error(error.description, lineNumber, into: &out)
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
        var t = s
        while let c = t.first, c == 0x20 { t = t.dropFirst() }
        while let c = t.last, c == 0x20 { t = t.dropLast() }
        guard !t.isEmpty else { return nil }
        var i = t.startIndex
        var negative = false
        if t[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var seenDot = false
        var simple = i < t.endIndex
        while i < t.endIndex {
            let c = t[i]
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
        guard case let .number(d)? = try? JSONParser.parse(Array(t)) else { return nil }  // a JSON number or nothing: the caller's message names the field
        return d
    }

    func error(_ message: String, _ lineNumber: Int, into out: inout [UInt8]) {
        var s = "{\"line\":\(lineNumber),\"error\":"
        JSONWriter.appendQuoted(message, to: &s)
        s += "}\n"
        out += Array(s.utf8)
    }

    /// The fixed pieces of an answer line, as bytes once (appending a `String`'s UTF-8 view per line
    /// showed up in the profile of `indoor locate --batch`).
    enum Piece {
        static let floor = Array("{\"floor\":".utf8), space = Array(",\"space\":".utf8), null = Array("null".utf8)
        static let spaces = Array(",\"spaces\":[".utf8), boundaryTrue = Array("],\"boundary\":true".utf8)
        static let boundaryFalse = Array("],\"boundary\":false".utf8), distance = Array(",\"distance\":".utf8)
        static let status = [LocateResult.Status.inside, .boundary, .nearest, .none].map { Array(",\"status\":\"\($0.rawValue)\"".utf8) }
        static let nearest = Array(",\"nearest\":".utf8), end = Array("}\n".utf8)
    }

    func write(_ r: LocateResult, into out: inout [UInt8]) {
        out += Piece.floor
        out += quotedFloorIDs[r.floorIndex]
        out += Piece.space
        if let s = r.space { out += quotedSpaceIDs[s] } else { out += Piece.null }
        out += Piece.spaces
        for (k, s) in r.spaces.enumerated() {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            out += quotedSpaceIDs[s]
        }
        out += r.isOnBoundary ? Piece.boundaryTrue : Piece.boundaryFalse
        out += Piece.distance
        if r.distance.isFinite { Self.millimetres(r.distance, &out) } else { out += Piece.null }
        switch r.status {
        case .inside: out += Piece.status[0]
        case .boundary: out += Piece.status[1]
        case .nearest: out += Piece.status[2]
        case .none: out += Piece.status[3]
        }
        if let n = r.nearest {
            out += Piece.nearest
            out += quotedSpaceIDs[n]
        }
        out += Piece.end
    }

    /// Writes a non-negative distance with three decimals (millimetres), without Foundation formatting.
    static func millimetres(_ d: Double, _ out: inout [UInt8]) {
        let mm = Int64((d * 1000).rounded())
        out.append(contentsOf: String(mm / 1000).utf8)
        let frac = mm % 1000
        if frac != 0 {
            out.append(UInt8(ascii: "."))
            out.append(UInt8(ascii: "0") + UInt8(frac / 100))
            out.append(UInt8(ascii: "0") + UInt8(frac / 10 % 10))
            out.append(UInt8(ascii: "0") + UInt8(frac % 10))
        }
    }
}

/// Per-part outputs of a parallel batch, written by distinct threads to distinct slots.
final class LocateBatchResults: @unchecked Sendable {
    private var parts: [[UInt8]]
    private let lock = NSLock()

    init(count: Int) { parts = Array(repeating: [], count: count) }

    func set(_ k: Int, _ bytes: [UInt8]) {
        lock.lock()
        parts[k] = bytes
        lock.unlock()
    }

    func get(_ k: Int) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return parts[k]
    }

    var totalCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return parts.reduce(0) { $0 + $1.count }
    }
}
