import Foundation

/// Whole-input helpers shared by the commands that read a file or standard input (`-`).
enum CLIInput {
    /// The bytes of `path`, or of standard input for `-`; a failure (exit 66) names the `role`.
    static func readAll(_ path: String, role: String) -> Result<[UInt8], CLIVenue.Failure> {
        if path == "-" { return .success([UInt8](FileHandle.standardInput.readDataToEndOfFile())) }
        guard let d = FileManager.default.contents(atPath: path) else {
            return .failure(CLIVenue.Failure(result: .failure("\(role) '\(path)' is not readable", code: .noInput)))
        }
        return .success([UInt8](d))
    }

    /// A handle reading `path`, or standard input for `-`; a failure (exit 66) names the `role`.
    static func handle(_ path: String, role: String) -> Result<FileHandle, CLIVenue.Failure> {
        if path == "-" { return .success(FileHandle.standardInput) }
        guard let h = FileHandle(forReadingAtPath: path) else {
            return .failure(CLIVenue.Failure(result: .failure("\(role) '\(path)' is not readable", code: .noInput)))
        }
        return .success(h)
    }

    /// `text` (UTF-8 bytes: a line read, or a message's `utf8`) decoded, without the white space around it
    /// (as `trimmingCharacters(in: .whitespacesAndNewlines)`): ASCII white space is cut from the bytes,
    /// since Foundation's trimming bridges through `NSString` (a large share of a batch line); a text that
    /// still begins or ends with a non-ASCII character is trimmed by Foundation too, for Unicode white space.
    static func trimmed<Bytes: BidirectionalCollection<UInt8>>(_ text: Bytes) -> String {
        func space(_ b: UInt8) -> Bool { b == 0x20 || (0x09 ... 0x0D).contains(b) }
        var lo = text.startIndex, hi = text.endIndex
        while lo < hi, space(text[lo]) { lo = text.index(after: lo) }
        while hi > lo, space(text[text.index(before: hi)]) { hi = text.index(before: hi) }
        let decoded = String(decoding: text[lo ..< hi], as: UTF8.self)
        guard lo < hi, text[lo] >= 0x80 || text[text.index(before: hi)] >= 0x80 else { return decoded }
        return decoded.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
