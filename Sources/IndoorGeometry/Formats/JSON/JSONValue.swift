/// A decoded JSON value: the typed home of open-ended properties (no `[String: Any]`).
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The string payload, or `nil` for any other case.
    @inlinable public var stringValue: String? {
        if case let .string(s) = self { return s }
        return nil
    }

    /// The number payload, or `nil` for any other case.
    @inlinable public var numberValue: Double? {
        if case let .number(d) = self { return d }
        return nil
    }

    /// The number payload when it is an integer that fits `Int`, else `nil`.
    public var intValue: Int? {
        guard case let .number(d) = self, d.rounded() == d, abs(d) < 9.0e15 else { return nil }
        return Int(d)
    }

    /// The bool payload, or `nil` for any other case.
    @inlinable public var boolValue: Bool? {
        if case let .bool(b) = self { return b }
        return nil
    }

    /// The array payload, or `nil` for any other case.
    @inlinable public var arrayValue: [JSONValue]? {
        if case let .array(a) = self { return a }
        return nil
    }

    /// The object payload, or `nil` for any other case.
    @inlinable public var objectValue: JSONObject? {
        if case let .object(o) = self { return o }
        return nil
    }

    /// Whether this is `null`.
    @inlinable public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Member `key` of an object (nil for a missing key or a non-object).
    @inlinable public subscript(key: String) -> JSONValue? { objectValue?[key] }

    /// A short name of the value's type for error messages ("string", "number", …).
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

/// A JSON object that keeps its members in document order. Lookup is a linear scan, which beats hashing
/// for the small objects of map data (GeoJSON properties have a handful of keys).
public struct JSONObject: Hashable, Sendable {
    public private(set) var keys: [String]
    public private(set) var values: [JSONValue]

    public init() {
        keys = []
        values = []
    }

    public init(_ members: [(String, JSONValue)]) {
        keys = members.map(\.0)
        values = members.map(\.1)
    }

    /// Number of members.
    @inlinable public var count: Int { keys.count }

    /// The value of the first member named `key`, or `nil`.
    /// - Complexity: O(count).
    public subscript(key: String) -> JSONValue? {
        for i in keys.indices where keys[i] == key { return values[i] }
        return nil
    }

    /// Reserves room for `n` members.
    public mutating func reserveCapacity(_ n: Int) {
        keys.reserveCapacity(n)
        values.reserveCapacity(n)
    }

    /// Appends a member (duplicates are kept; lookups see the first).
    public mutating func append(_ key: String, _ value: JSONValue) {
        keys.append(key)
        values.append(value)
    }

    /// Members in document order.
    public var members: Zip2Sequence<[String], [JSONValue]> { zip(keys, values) }
}
