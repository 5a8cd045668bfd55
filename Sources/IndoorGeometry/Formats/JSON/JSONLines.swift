/// The JSON-lines batches (`indoor locate --batch`, `route --batch`, `matrix --batch`, `reachable --batch`):
/// one answer line per input line, in order, so that answer k always belongs to input line k.
public enum JSONLines {
    /// The answer to an input line that could not be answered: `{"line":n,"error":"message"}`, compact,
    /// without a newline.
    /// - Parameters:
    ///   - line: the 1-based number of the input line.
    ///   - message: what was wrong.
    public static func errorLine(_ line: Int, message: String) -> String {
        var out = ""
        do {
            try JSONWriter().write(["line": .number(Double(line)), "error": .string(message)], into: &out)
        } catch {
            preconditionFailure("unreachable: an integer and a string always have JSON text (\(error))")
        }
        return out
    }

    /// The answer line of a value: its compact JSON text, or, when it holds a NaN or an infinity, the
    /// ``errorLine(_:message:)`` that names the number's path.
    public static func answerLine(_ value: JSONValue, line: Int) -> String {
        do {
            return try JSONWriter().string(value)
        } catch {
            return errorLine(line, message: "internal error: \(error)")
        }
    }
}
