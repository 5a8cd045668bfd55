import Foundation

/// Reads typed parameters off the front of a fuzz input (like LLVM's FuzzedDataProvider): every read
/// succeeds, an exhausted input reads as zeros, so any byte string is a valid input.
struct FuzzInput {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The bytes not read yet.
    var rest: [UInt8] { Array(bytes[min(offset, bytes.count)...]) }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A whole number in `range`, from one byte (ranges here are small).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(byte()) % (range.upperBound - range.lowerBound + 1)
    }

    /// A value in `range` on a grid of 256 steps.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(byte()) / 255
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }
}

/// Stops the run with a message libFuzzer records as a crash: a property the target checks failed.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    if !condition() {
        FileHandle.standardError.write(Data("fuzz property failed: \(message())\n".utf8))
        fatalError("fuzz property failed", file: file, line: line)
    }
}

/// The bytes libFuzzer passes to `LLVMFuzzerTestOneInput`.
func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}
