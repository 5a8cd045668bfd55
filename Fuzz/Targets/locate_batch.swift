// LocateBatch (the engine behind `indoor locate --batch`) on arbitrary lines, CSV `floor,lon,lat` or NDJSON
// `{"floor":…,"lon":…,"lat":…}`, against the small generated venue; every answer line must be valid JSON.
import IndoorGeometry

let batch = LocateBatch(locator: Locator(venue: FuzzVenues.small))

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested {
        let v = FuzzVenues.small
        var seeds: [[UInt8]] = []
        for (k, s) in v.spaces.enumerated().prefix(12) {
            guard let p = s.polygon.shell.points.first else { continue }
            let c = v.projection.unproject(Point(x: p.x + 0.3, y: p.y + 0.2))
            let f = v.floors[s.floorIndex]
            let csv = "\(f.id),\(c.longitude),\(c.latitude)\n\(f.name),\(c.longitude),\(c.latitude)\r\n\(f.ordinal),\(c.longitude),\(c.latitude)"
            let nd =
                #"{"floor":"\#(f.id)","lon":\#(c.longitude),"lat":\#(c.latitude)}"# + "\n"
                + #"{"floor":\#(f.ordinal),"lon":\#(c.longitude),"lat":\#(c.latitude)}"#
            seeds.append(Array((k % 2 == 0 ? csv : nd).utf8))
        }
        seeds.append(Array("\n,,\nx,1,2\n0,200,95\n{\"floor\":\"nope\"}\n0,1e999,-0\n".utf8))
        return seeds
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocateBatch(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    let out = batch.process(lines: lines, firstLineNumber: 1, threads: 1)
    let answers = out.split(separator: 0x0A)
    fuzzCheck(answers.count == lines.count, "\(answers.count) answers for \(lines.count) lines (one per line, blank ones included)")
    for a in answers {
        do { _ = try JSONParser.parse(Array(a)) } catch {
            fuzzCheck(false, "answer is not JSON (\(error)): \(String(decoding: a, as: UTF8.self))")
        }
    }
    return 0
}
