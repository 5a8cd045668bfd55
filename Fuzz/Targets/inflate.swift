// ZipInflater (raw DEFLATE, RFC 1951) on arbitrary bytes: the first two bytes give the declared size
// (0...65535), the rest is the compressed stream. Output must have exactly the declared size.
import IndoorGeometry

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested {
        var plain: [[UInt8]] = [[], Array("a".utf8), Array(repeating: 0x41, count: 3_000)]
        plain += FuzzSeeds.sampleVenueFiles().filter { $0.bytes.count <= 30_000 }.prefix(6).map(\.bytes)
        return plain.map { p in [UInt8(p.count & 0xFF), UInt8(p.count >> 8)] + ZipDeflater.deflate(p) }
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInflate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(fuzzBytes(data, size))
    let declared = Int(input.byte()) | Int(input.byte()) << 8
    let stream = input.rest
    guard let out = try? ZipInflater.inflate(stream, declaredSize: declared) else { return 0 }
    fuzzCheck(out.count == declared, "inflated \(out.count) bytes, declared \(declared)")
    // What was inflated deflates and inflates back to itself.
    let again = try? ZipInflater.inflate(ZipDeflater.deflate(out), declaredSize: out.count)
    fuzzCheck(again == out, "deflate/inflate round trip changed \(out.count) bytes")
    return 0
}
