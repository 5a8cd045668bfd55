import IndoorGeometry
import Routing

/// Why a command-line value was refused; the parser prefixes it with the value and the option it was given to.
struct CLIValueError: Error, Sendable, Equatable {
    /// What is wrong and what would be right, e.g. `expected a length in metres such as '0.9', '0.9m' or '90cm'`.
    var reason: String
}

/// Typed conversion of command-line text, with messages that say what was expected.
///
/// All numbers are read in the C locale (a dot as decimal separator, no grouping), whatever the user's locale.
enum CLIValueConversion {
    /// Converts `text` as `kind` demands and returns nothing; used by the parser to validate.
    /// - Throws: ``CLIValueError`` saying what is wrong.
    static func validate(_ text: String, as kind: CLIValueKind) throws(CLIValueError) {
        switch kind {
        case .text, .path:
            if text.isEmpty { throw CLIValueError(reason: "must not be empty") }
        case .integer(let lo, let hi): _ = try integer(text, in: lo ... hi)
        case .number(let lo, let hi): _ = try number(text, atLeast: lo, atMost: hi)
        case .length(let lo, let hi): _ = try length(text, atLeast: lo, atMost: hi)
        case .choice(let values): _ = try choice(text, from: values)
        case .coordinate: _ = try coordinate(text)
        case .floor: _ = try floor(text)
        case .location: _ = try location(text)
        }
    }

    /// Reads a strict decimal number (`12`, `-0.5`, `1e-3`), refusing hex, `nan`, `inf` and spaces.
    /// - Throws: ``CLIValueError`` if `text` is not such a number or is outside `minimum...maximum`.
    static func number(_ text: String, atLeast minimum: Double = -.infinity, atMost maximum: Double = .infinity) throws(CLIValueError) -> Double {
        guard let value = decimal(text) else {
            if decimal(Substring(text).replacingComma()) != nil { throw CLIValueError(reason: "use '.' as the decimal separator, as in '1.5'") }
            throw CLIValueError(reason: "expected a decimal number such as '1.5'")
        }
        guard value >= minimum else {
            throw CLIValueError(reason: maximum.isFinite ? "must be between \(format(minimum)) and \(format(maximum))" : "must be at least \(format(minimum))")
        }
        guard value <= maximum else {
            throw CLIValueError(reason: minimum.isFinite ? "must be between \(format(minimum)) and \(format(maximum))" : "must be at most \(format(maximum))")
        }
        return value
    }

    /// Reads a length and returns metres. Accepted units: none or `m`, `cm`, `mm`, `km`, directly after the
    /// number or after one space (`90cm`, `90 cm`).
    /// - Throws: ``CLIValueError`` for a missing number, an unknown unit or a value outside
    ///   `minimum...maximum` metres.
    static func length(_ text: String, atLeast minimum: Double = -.infinity, atMost maximum: Double = .infinity) throws(CLIValueError) -> Double {
        let units: [(suffix: String, metres: Double)] = [("km", 1000), ("cm", 0.01), ("mm", 0.001), ("m", 1)]
        var body = Substring(text)
        var scale = 1.0
        var unit = ""
        if let end = body.lastIndex(where: { $0.isNumber || $0 == "." }) {
            unit = String(body[body.index(after: end)...]).trimmingSpaces()
            body = body[...end]
        }
        if !unit.isEmpty {
            guard let match = units.first(where: { $0.suffix == unit }) else {
                throw CLIValueError(reason: "unknown unit '\(unit)'; use m, cm, mm or km (metres if none)")
            }
            scale = match.metres
        }
        guard let value = decimal(String(body)) else {
            if decimal(body.replacingComma()) != nil { throw CLIValueError(reason: "use '.' as the decimal separator, as in '1.5'") }
            throw CLIValueError(reason: "expected a length in metres such as '0.9', '0.9m' or '90cm'")
        }
        let metres = value * scale
        let range = "must be between \(format(minimum)) and \(format(maximum)) m"
        guard metres >= minimum else {
            if maximum.isFinite { throw CLIValueError(reason: range) }
            throw CLIValueError(reason: minimum == 0 ? "must not be negative" : "must be at least \(format(minimum)) m")
        }
        guard metres <= maximum else {
            throw CLIValueError(reason: minimum.isFinite ? range : "must be at most \(format(maximum)) m")
        }
        return metres
    }

    /// Reads a whole number in `range`.
    /// - Throws: ``CLIValueError`` if `text` is not an integer or is outside `range`.
    static func integer(_ text: String, in range: ClosedRange<Int>) throws(CLIValueError) -> Int {
        guard let value = Int(text) else {
            throw CLIValueError(reason: "expected a whole number such as '3'")
        }
        guard range.contains(value) else {
            if range.upperBound == Int.max {
                throw CLIValueError(reason: "must be at least \(range.lowerBound)")
            }
            throw CLIValueError(reason: "must be between \(range.lowerBound) and \(range.upperBound)")
        }
        return value
    }

    /// Returns `text` if it is one of `allowed`.
    /// - Throws: ``CLIValueError`` listing the allowed values, with a suggestion for a near miss.
    static func choice(_ text: String, from allowed: [String]) throws(CLIValueError) -> String {
        if allowed.contains(text) { return text }
        var reason = "expected one of " + allowed.map { "'\($0)'" }.joined(separator: ", ")
        if let near = CLISuggestion.closest(to: text, among: allowed) { reason += "; did you mean '\(near)'?" }
        throw CLIValueError(reason: reason)
    }

    /// Reads `lon,lat` in decimal degrees (RFC 7946 order), checking the ranges.
    /// - Throws: ``CLIValueError`` for a malformed pair or a value out of range, hinting at swapped values.
    static func coordinate(_ text: String) throws(CLIValueError) -> GeoCoordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let lon = decimal(String(parts[0]).trimmingSpaces()),
            let lat = decimal(String(parts[1]).trimmingSpaces())
        else {
            throw CLIValueError(reason: "expected 'lon,lat' in decimal degrees such as '-122.6765,45.5231'")
        }
        let swapped = GeoCoordinate(longitude: lon, latitude: lat).swapHint
        guard abs(lon) <= 180 else {
            throw CLIValueError(reason: "longitude \(format(lon)) is outside [-180, 180]")
        }
        guard abs(lat) <= 90 else {
            throw CLIValueError(reason: "latitude \(format(lat)) is outside [-90, 90]\(swapped)")
        }
        return GeoCoordinate(longitude: lon, latitude: lat)
    }

    /// Reads a floor reference (any non-empty text; see ``CLIFloorReference``).
    /// - Throws: ``CLIValueError`` for empty text.
    static func floor(_ text: String) throws(CLIValueError) -> CLIFloorReference {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else {
            throw CLIValueError(reason: "expected a floor id, name or ordinal")
        }
        return CLIFloorReference(text: trimmed)
    }

    /// Reads a place: `lon,lat@floor`, or else a space id, location id or name.
    ///
    /// The one reading of place text, for options and batch lines alike: text that starts like a number
    /// pair (`-122.6,45.5`) is read as a position and must then be valid and carry a floor; anything else
    /// is a ``PlaceQuery/reference(_:)``, so `Room 101` and `s_9@x` are names.
    /// - Throws: ``CLIValueError`` for empty text, a position without a floor or a malformed position.
    static func location(_ text: String) throws(CLIValueError) -> PlaceQuery {
        if isPlainReference(text) { return .reference(text) }
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else {
            throw CLIValueError(reason: "expected a space id or name, or 'lon,lat@floor'")
        }
        // Split at the first `@` scalar, not character: a floor name may start with a combining mark,
        // which would fuse with the `@` into one character and hide it.
        let at = trimmed.unicodeScalars.firstIndex(of: "@")
        let head = at.map { String(trimmed.unicodeScalars[..<$0]) } ?? trimmed
        guard looksLikeNumberPair(head) else { return .reference(trimmed) }
        guard let at else {
            throw CLIValueError(reason: "a position needs a floor: write 'lon,lat@floor' such as '\(head)@1'")
        }
        let position = try coordinate(head)
        let floorText = String(trimmed.unicodeScalars[trimmed.unicodeScalars.index(after: at)...])
        guard !floorText.trimmingSpaces().isEmpty else {
            throw CLIValueError(reason: "missing floor after '@': write 'lon,lat@floor' such as '\(head)@1'")
        }
        return .position(position, floor: try floor(floorText).text)
    }

    /// Reads the text of batch-line member `member` as a place, as ``location(_:)`` reads an option's.
    /// - Throws: ``CLIValueError`` whose reason names the member and the text, e.g.
    ///   `"from" '1,2': a position needs a floor: …`.
    static func location(_ text: String, member: String) throws(CLIValueError) -> PlaceQuery {
        do {
            return try location(text)
        } catch {
            throw CLIValueError(reason: "\"\(member)\" '\(text)': \(error.reason)")
        }
    }

    // MARK: - Helpers

    /// Whether `text` is read as `.reference(text)` as it is, told from its end bytes without walking its
    /// characters (an id or a name, the usual place): its first and last bytes are ASCII and not a space or
    /// tab (nothing to trim, and no character starts or ends there but that byte's), and its first byte cannot
    /// start a number pair (a digit, sign or dot), so that ``location(_:)`` returns the text unchanged.
    private static func isPlainReference(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last, first < 0x80, last < 0x80 else { return false }
        func isSpace(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }
        let numberStart =
            (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
            || first == UInt8(ascii: ".")
        return !isSpace(first) && !isSpace(last) && !numberStart
    }

    /// Whether `text` starts like `number,number` (a digit, sign or dot, then a comma somewhere).
    private static func looksLikeNumberPair(_ text: String) -> Bool {
        guard let first = text.first, first.isNumber || first == "-" || first == "+" || first == "." else { return false }
        return text.contains(",") && text.allSatisfy { $0.isNumber || ",.-+eE ".contains($0) }
    }

    /// A strict C-locale decimal: `[+-]digits[.digits][(e|E)[+-]digits]`, finite, at least one digit.
    static func decimal(_ text: String) -> Double? {
        var sawDigit = false
        var state = 0  // 0 sign, 1 integer, 2 fraction, 3 exponent sign, 4 exponent digits
        var exponentDigits = 0
        for ch in text.unicodeScalars {
            switch (state, ch) {
            case (0, "+"), (0, "-"): state = 1
            case (0 ... 1, "0" ... "9"): state = 1; sawDigit = true
            case (0 ... 1, "."): state = 2
            case (2, "0" ... "9"): sawDigit = true
            case (1 ... 2, "e"), (1 ... 2, "E"): guard sawDigit else { return nil }; state = 3
            case (3, "+"), (3, "-"): state = 4
            case (3 ... 4, "0" ... "9"): state = 4; exponentDigits += 1
            default: return nil
            }
        }
        guard sawDigit, state < 3 || exponentDigits > 0, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Prints a number for a message: `1` rather than `1.0`, otherwise Swift's shortest round-trip form.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}

extension Substring {
    /// The text with its commas turned into dots, to recognise a decimal comma (`1,5`) and say so.
    fileprivate func replacingComma() -> String { String(map { $0 == "," ? "." : $0 }) }
}

extension String {
    /// The string without leading and trailing space and tab scalars (Foundation-free, for argument
    /// text). Scalars, not characters: a space followed by a combining mark is one character, and its
    /// space is still trimmed, so that trimming twice gives what trimming once did.
    fileprivate func trimmingSpaces() -> String {
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSpace($0) }), let end = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[start ... end])
    }
}
