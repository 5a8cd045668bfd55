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

    /// The lines of `bytes` without their `\n` (a last line without one is kept).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, c) in bytes.enumerated() where c == 0x0A {
            out.append(bytes[start ..< i])
            start = i + 1
        }
        if start < bytes.count { out.append(bytes[start...]) }
        return out
    }
}
