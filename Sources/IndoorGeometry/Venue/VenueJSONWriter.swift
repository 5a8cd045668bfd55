/// A minimal JSON text builder for reports: objects and arrays written in call order, strings escaped
/// per RFC 8259, numbers in Swift's shortest round-trip form (non-finite numbers become `null`).
struct VenueJSONWriter {
    private(set) var text = ""
    private var needsComma: [Bool] = [false]

    private mutating func separator() {
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
    }

    mutating func key(_ k: String) {
        separator()
        text += Self.quoted(k) + ":"
        needsComma[needsComma.count - 1] = false
    }

    /// Writes `"k":` then whatever comes next counts as that member's value.
    mutating func beginObject(_ k: String? = nil) {
        if let k { key(k) } else { separator() }
        text += "{"
        needsComma.append(false)
    }

    mutating func endObject() {
        needsComma.removeLast()
        text += "}"
        needsComma[needsComma.count - 1] = true
    }

    mutating func beginArray(_ k: String? = nil) {
        if let k { key(k) } else { separator() }
        text += "["
        needsComma.append(false)
    }

    mutating func endArray() {
        needsComma.removeLast()
        text += "]"
        needsComma[needsComma.count - 1] = true
    }

    mutating func value(_ s: String?, _ k: String? = nil) {
        if let k { key(k) } else { separator() }
        text += s.map(Self.quoted) ?? "null"
        needsComma[needsComma.count - 1] = true
    }

    mutating func value(_ i: Int, _ k: String? = nil) {
        if let k { key(k) } else { separator() }
        text += String(i)
        needsComma[needsComma.count - 1] = true
    }

    mutating func value(_ d: Double, _ k: String? = nil) {
        if let k { key(k) } else { separator() }
        text += d.isFinite ? "\(d)" : "null"
        needsComma[needsComma.count - 1] = true
    }

    mutating func value(_ b: Bool, _ k: String? = nil) {
        if let k { key(k) } else { separator() }
        text += b ? "true" : "false"
        needsComma[needsComma.count - 1] = true
    }

    /// An object of string → count members, keys sorted.
    mutating func counts(_ k: String, _ c: [String: Int]) {
        beginObject(k)
        for (name, n) in c.sorted(by: { $0.key < $1.key }) { value(n, name) }
        endObject()
    }

    /// `s` as a JSON string literal (``JSONWriter/appendQuoted(_:to:)``, the package's one escaper).
    static func quoted(_ s: String) -> String {
        var out = ""
        JSONWriter.appendQuoted(s, to: &out)
        return out
    }
}
