/// Literals for building JSON output in code: `["type": "Feature", "properties": ["floor": 2]]`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// `"text"` is ``string(_:)``.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `3` is ``number(_:)`` (exact up to 2^53).
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// `0.5` is ``number(_:)``.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// `true` is ``bool(_:)``.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `[1, "a"]` is ``array(_:)``.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Builds an object keeping the literal's member order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
    /// `nil` is ``null``.
    public init(nilLiteral: ()) { self = .null }
}

/// An object literal keeps its member order: `let properties: JSONObject = ["id": "f_1", "level": 0]`.
extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Builds an object keeping the literal's member order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(elements) }
}
