import IndoorGeometry
import Routing

/// The raw values of one parsed command line, with typed accessors that apply the spec's defaults.
///
/// Every value was validated against its declared ``CLIValueKind`` while parsing, so the accessors only fail
/// when a command asks for a name its spec does not declare with a matching kind (a programmer error, caught
/// by a precondition).
struct CLIParsedValues: Sendable {
    /// The spec the command line was parsed against.
    var spec: CLICommandSpec
    /// Positional values by argument name; absent optional arguments are missing.
    var arguments: [String: String] = [:]
    /// Option values by long name, in command-line order (several for repeatable options).
    var options: [String: [String]] = [:]
    /// Names of the flags given.
    var flags: Set<String> = []
    /// Every value of the variadic argument (the last, ``CLIArgumentSpec/isVariadic``), in order.
    var variadicArguments: [String] = []

    // MARK: Raw access

    /// The value of positional argument `name`, or `nil` if it is optional and absent.
    func argument(_ name: String) -> String? {
        precondition(spec.argument(named: name) != nil, "'\(spec.name)' declares no argument '\(name)'")
        return arguments[name]
    }

    /// The value of a required positional argument (the parser has checked it is there).
    func requiredArgument(_ name: String) -> String {
        guard let value = argument(name) else { preconditionFailure("required argument '\(name)' was not checked") }
        return value
    }

    /// The last value given for option `name`, else its declared default, else `nil`.
    func value(_ name: String) -> String? {
        guard let option = spec.option(named: name) else { preconditionFailure("'\(spec.name)' declares no option '--\(name)'") }
        return options[name]?.last ?? option.defaultValue
    }

    /// Every value given for the repeatable option `name`, in order; the default alone if none was given.
    func values(_ name: String) -> [String] {
        guard let option = spec.option(named: name) else { preconditionFailure("'\(spec.name)' declares no option '--\(name)'") }
        if let given = options[name], !given.isEmpty { return given }
        return option.defaultValue.map { [$0] } ?? []
    }

    /// Whether option `name` was given on the command line (defaults do not count).
    func isGiven(_ name: String) -> Bool { !(options[name] ?? []).isEmpty }

    /// Whether flag `name` was given.
    func flag(_ name: String) -> Bool {
        precondition(spec.flag(named: name) != nil, "'\(spec.name)' declares no flag '--\(name)'")
        return flags.contains(name)
    }

    // MARK: Typed access

    /// Converts a present value with `convert`; a failure here means the spec's kind and the accessor disagree.
    private func typed<T>(_ text: String?, _ name: String, _ convert: (String) throws(CLIValueError) -> T) throws(CLIUsageFailure) -> T? {
        guard let text else { return nil }
        do {
            return try convert(text)
        } catch {
            let label = spec.option(named: name)?.label ?? "--\(name)"
            throw CLIUsageFailure("Invalid value '\(text)' for '\(label)': \(error.reason)", label: label)
        }
    }

    /// Option `name` as a length in metres (with unit suffixes), or `nil` if absent without default.
    func length(_ name: String) throws(CLIUsageFailure) -> Double? {
        try typed(value(name), name) { (t) throws(CLIValueError) in try CLIValueConversion.length(t) }
    }

    /// Option `name` as a unitless number, or `nil` if absent without default.
    func number(_ name: String) throws(CLIUsageFailure) -> Double? {
        try typed(value(name), name) { (t) throws(CLIValueError) in try CLIValueConversion.number(t) }
    }

    /// Option `name` as a whole number, or `nil` if absent without default.
    func integer(_ name: String) throws(CLIUsageFailure) -> Int? {
        try typed(value(name), name) { (t) throws(CLIValueError) in try CLIValueConversion.integer(t, in: Int.min ... Int.max) }
    }

    /// Option `name` as a `lon,lat` position, or `nil` if absent.
    func coordinate(_ name: String) throws(CLIUsageFailure) -> GeoCoordinate? {
        try typed(value(name), name) { (t) throws(CLIValueError) in try CLIValueConversion.coordinate(t) }
    }

    /// Option `name` as a floor reference, or `nil` if absent.
    func floor(_ name: String) throws(CLIUsageFailure) -> CLIFloorReference? {
        try typed(value(name), name) { (t) throws(CLIValueError) in try CLIValueConversion.floor(t) }
    }

    /// Option `name` as a place query, or `nil` if absent.
    func location(_ name: String) throws(CLIUsageFailure) -> PlaceQuery? {
        try typed(value(name), name) { (t) throws(CLIValueError) in try CLIValueConversion.location(t) }
    }

    /// Every value of the repeatable option `name` as place queries, in command-line order.
    func locations(_ name: String) throws(CLIUsageFailure) -> [PlaceQuery] {
        var result: [PlaceQuery] = []
        for text in values(name) {
            if let q = try typed(text, name, { (t) throws(CLIValueError) in try CLIValueConversion.location(t) }) { result.append(q) }
        }
        return result
    }

    /// Option `name` as a case of `E` (matched by raw value), or `nil` if absent without default.
    func choice<E: RawRepresentable & CaseIterable>(_ name: String, as type: E.Type) throws(CLIUsageFailure) -> E? where E.RawValue == String {
        try typed(value(name), name) { (t) throws(CLIValueError) in try Self.convertChoice(t, E.self) }
    }

    /// Every value of the repeatable option `name` as cases of `E`, in order, duplicates removed.
    func choices<E: RawRepresentable & CaseIterable & Hashable>(_ name: String, as type: E.Type) throws(CLIUsageFailure) -> [E] where E.RawValue == String {
        var result: [E] = []
        for text in values(name) {
            guard let value = try typed(text, name, { (t) throws(CLIValueError) in try Self.convertChoice(t, E.self) }) else { continue }
            if !result.contains(value) { result.append(value) }
        }
        return result
    }

    private static func convertChoice<E: RawRepresentable & CaseIterable>(_ text: String, _ type: E.Type) throws(CLIValueError) -> E
    where E.RawValue == String {
        let raw = try CLIValueConversion.choice(text, from: E.allCases.map(\.rawValue))
        guard let value = E(rawValue: raw) else { throw CLIValueError(reason: "no case for '\(raw)'") }
        return value
    }
}
