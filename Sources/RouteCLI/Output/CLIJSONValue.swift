/// A JSON value for CLI output, with object members kept in the order they were written.
///
/// Build one and print it with ``CLIJSONWriter``. Object keys are not de-duplicated: write each once.
enum CLIJSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number, printed exactly.
    case integer(Int)
    /// A floating-point number, printed in its shortest round-trip form; non-finite values print as `null`
    /// (JSON has no NaN or infinity).
    case number(Double)
    /// A string, escaped on output.
    case string(String)
    /// An array.
    case array([CLIJSONValue])
    /// An object, members in order.
    case object([CLIJSONMember])

    /// An object from `(key, value)` pairs, in order.
    static func object(_ pairs: KeyValuePairs<String, CLIJSONValue>) -> CLIJSONValue {
        .object(pairs.map { CLIJSONMember(key: $0.key, value: $0.value) })
    }
}

/// One member of a JSON object.
struct CLIJSONMember: Sendable, Equatable {
    /// The key, escaped on output.
    var key: String
    /// The value.
    var value: CLIJSONValue
}
