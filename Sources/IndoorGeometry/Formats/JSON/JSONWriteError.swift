/// A number ``JSONWriter`` cannot write: NaN or ±infinity, which JSON has no text for. Carries the value
/// and its JSON path, so that the message says which value of which document is wrong.
public struct JSONWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The number that has no JSON text (NaN, +infinity or -infinity).
    public var value: Double
    /// Where the number sits in the written value, in the notation of ``FormatError`` paths
    /// (`features[3].properties.cost`); empty for a number written on its own.
    public var path: String

    /// Creates the error for `value` at `path`.
    public init(value: Double, path: String = "") {
        self.value = value
        self.path = path
    }

    /// The same error seen from the array that holds it, as element `index`.
    public func below(index: Int) -> JSONWriteError {
        JSONWriteError(value: value, path: "[\(index)]" + (path.first == "[" || path.isEmpty ? path : "." + path))
    }

    /// The same error seen from the object that holds it, as member `key`.
    public func below(key: String) -> JSONWriteError {
        JSONWriteError(value: value, path: key + (path.first == "[" || path.isEmpty ? path : "." + path))
    }

    public var description: String {
        let what = value.isNaN ? "NaN" : (value > 0 ? "infinity" : "-infinity")
        let place = path.isEmpty ? "a number" : "the number at \(path)"
        return "cannot write \(place) as JSON: it is \(what), which JSON has no text for (a computation went wrong, or an input number was past Double's range)"
    }
}
