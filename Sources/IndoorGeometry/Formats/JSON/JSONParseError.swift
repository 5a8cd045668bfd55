/// A syntax error in a JSON text, located by byte offset, line and column (1-based).
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
}
