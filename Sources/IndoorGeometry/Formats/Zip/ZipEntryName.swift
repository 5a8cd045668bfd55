/// Safety checks on entry names, so that no name can escape the folder it would be extracted into.
enum ZipEntryName {
    /// Why `name` is unsafe, or `nil` when it is a plain relative path.
    ///
    /// Refused: empty names, NUL bytes, a leading `/` or `\`, a drive letter (`C:`), and any `..` component,
    /// with `\` treated as a separator too (Windows tools extract `a\..\..\x` as a traversal).
    static func unsafeReason(_ name: String) -> String? {
        if name.isEmpty { return "the name is empty" }
        let u = Array(name.utf8)
        if u.contains(0) { return "the name contains a NUL byte" }
        if u[0] == UInt8(ascii: "/") || u[0] == UInt8(ascii: "\\") { return "absolute path (leading '\(Character(UnicodeScalar(u[0])))')" }
        if u.count >= 2, u[1] == UInt8(ascii: ":"), (u[0] | 0x20) >= UInt8(ascii: "a"), (u[0] | 0x20) <= UInt8(ascii: "z") {
            return "absolute path (drive letter '\(Character(UnicodeScalar(u[0]))):')"
        }
        let parts = u.split(omittingEmptySubsequences: false) { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }
        if parts.contains(where: { $0.elementsEqual("..".utf8) }) {
            return u.contains(UInt8(ascii: "\\"))
                ? "'..' component (with backslash separators) would leave the extraction folder"
                : "'..' component would leave the extraction folder"
        }
        return nil
    }
}
