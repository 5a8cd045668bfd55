/// Lines of a batch input held in memory.
package enum BatchLines {
    /// The lines of `bytes` without their `\n` (a last line without one is kept; a `\r` before the `\n`
    /// stays, for the line's reader to trim).
    package static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
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
