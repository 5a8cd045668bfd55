// JSONParser on arbitrary bytes; a parsed value must write and parse back to itself, or, when it holds an
// infinity (a number past Double's range, such as 1e400), the writer must refuse it with a JSONWriteError.
import IndoorGeometry

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested {
        var seeds: [[UInt8]] = [
            "null", "true", "[1,-2.5,1e3,0.000123,-0]", #"{"a":{"b":[]},"c":"x\"y\u00e9\ud83d\ude00"}"#,
            "123456789012345678901234567890", "-123.10896208726703", "4.9e-324", "1.7976931348623157e308",
            #"{"type":"FeatureCollection","features":[]}"#
        ].map { Array($0.utf8) }
        for f in FuzzSeeds.sampleVenueFiles() where f.bytes.count <= 16_384 { seeds.append(f.bytes) }
        return seeds
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard let value = try? JSONParser.parse(bytes) else { return 0 }  // rejecting is fine; trapping is not
    for pretty in [false, true] {
        let text: String
        do {
            text = try JSONWriter(pretty: pretty).string(value)
        } catch {
            fuzzCheck(error.value.isInfinite, "JSONWriter refused a parsed value that holds no infinity: \(error)")
            continue
        }
        do {
            let again = try JSONParser.parse(Array(text.utf8))
            fuzzCheck(again == value, "write/parse round trip changed the value: \(text)")
        } catch {
            fuzzCheck(false, "JSONWriter output does not parse: \(error): \(text)")
        }
    }
    return 0
}
