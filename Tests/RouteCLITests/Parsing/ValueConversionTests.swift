import IndoorGeometry
import Routing
import Testing
@testable import RouteCLI

@Suite("CLI value conversion")
struct ValueConversionTests {
    @Test(
        "Lengths with units become metres",
        arguments: [
            ("0.9", 0.9), ("0.9m", 0.9), ("90cm", 0.9), ("900mm", 0.9), ("0.0009km", 0.9), ("90 cm", 0.9),
            ("-2", -2), ("1e3", 1000), ("1e3mm", 1), (".5m", 0.5), ("3.", 3), ("+4m", 4)
        ])
    func lengths(text: String, metres: Double) throws {
        let value = try CLIValueConversion.length(text)
        #expect(abs(value - metres) <= 1e-12 * max(1, abs(metres)), "\(text) → \(value)")
    }

    @Test(
        "Bad lengths say what was expected",
        arguments: [
            ("", "expected a length in metres such as '0.9', '0.9m' or '90cm'"),
            ("m", "expected a length in metres such as '0.9', '0.9m' or '90cm'"),
            ("1,5", "use '.' as the decimal separator, as in '1.5'"),
            ("5ft", "unknown unit 'ft'; use m, cm, mm or km (metres if none)"),
            ("5 M", "unknown unit 'M'; use m, cm, mm or km (metres if none)"),
            ("nan", "expected a length in metres such as '0.9', '0.9m' or '90cm'"),
            ("inf", "expected a length in metres such as '0.9', '0.9m' or '90cm'"),
            ("1e999", "expected a length in metres such as '0.9', '0.9m' or '90cm'"),
            ("0x10", "expected a length in metres such as '0.9', '0.9m' or '90cm'"),
            ("1..2", "expected a length in metres such as '0.9', '0.9m' or '90cm'")
        ])
    func badLengths(text: String, reason: String) {
        #expect(throws: CLIValueError(reason: reason)) { try CLIValueConversion.length(text) }
    }

    @Test func lengthBounds() {
        #expect(throws: CLIValueError(reason: "must not be negative")) { try CLIValueConversion.length("-1cm", atLeast: 0) }
        #expect(throws: CLIValueError(reason: "must be at least 0.5 m")) { try CLIValueConversion.length("40cm", atLeast: 0.5) }
        #expect((try? CLIValueConversion.length("0", atLeast: 0)) == 0)
    }

    @Test(
        "Strict decimals",
        arguments: [
            ("1", 1.0 as Double?), ("-0.25", -0.25), ("1E-2", 0.01), ("1e+2", 100), ("007", 7),
            ("", nil), ("-", nil), (".", nil), ("e5", nil), ("1e", nil), ("1e+", nil), (" 1", nil), ("1 ", nil),
            ("0x1p3", nil), ("NaN", nil), ("infinity", nil), ("1_000", nil), ("1.2.3", nil), ("--1", nil)
        ])
    func decimals(text: String, expected: Double?) {
        #expect(CLIValueConversion.decimal(text) == expected)
    }

    @Test func numbers() throws {
        #expect(try CLIValueConversion.number("2.5", atLeast: 1) == 2.5)
        #expect(throws: CLIValueError(reason: "use '.' as the decimal separator, as in '1.5'")) { try CLIValueConversion.number("2,5") }
        #expect(throws: CLIValueError(reason: "expected a decimal number such as '1.5'")) { try CLIValueConversion.number("2m") }
        #expect(throws: CLIValueError(reason: "must be at least 1")) { try CLIValueConversion.number("0.99", atLeast: 1) }
    }

    @Test func integers() throws {
        #expect(try CLIValueConversion.integer("42", in: 1 ... 100) == 42)
        #expect(try CLIValueConversion.integer("-3", in: -5 ... 5) == -3)
        #expect(throws: CLIValueError(reason: "must be between 1 and 100")) { try CLIValueConversion.integer("0", in: 1 ... 100) }
        #expect(throws: CLIValueError(reason: "must be at least 0")) { try CLIValueConversion.integer("-1", in: 0 ... Int.max) }
        #expect(throws: CLIValueError(reason: "expected a whole number such as '3'")) { try CLIValueConversion.integer("3.0", in: 0 ... 9) }
        #expect(throws: CLIValueError(reason: "expected a whole number such as '3'")) {
            try CLIValueConversion.integer("99999999999999999999", in: 0 ... Int.max)
        }
    }

    @Test func choices() throws {
        #expect(try CLIValueConversion.choice("flat", from: ["round", "flat", "square"]) == "flat")
        #expect(throws: CLIValueError(reason: "expected one of 'round', 'flat', 'square'; did you mean 'round'?")) {
            try CLIValueConversion.choice("Round", from: ["round", "flat", "square"])
        }
        #expect(throws: CLIValueError(reason: "expected one of 'round', 'flat', 'square'")) {
            try CLIValueConversion.choice("pointy", from: ["round", "flat", "square"])
        }
    }

    @Test func coordinates() throws {
        #expect(try CLIValueConversion.coordinate("-122.6765,45.5231") == GeoCoordinate(longitude: -122.6765, latitude: 45.5231))
        #expect(try CLIValueConversion.coordinate("30.37, 59.94") == GeoCoordinate(longitude: 30.37, latitude: 59.94))
        #expect(try CLIValueConversion.coordinate("180,-90") == GeoCoordinate(longitude: 180, latitude: -90))
        let malformed = CLIValueError(reason: "expected 'lon,lat' in decimal degrees such as '-122.6765,45.5231'")
        for text in ["1", "1,2,3", "a,b", ",2", "1,", "1 2"] {
            #expect(throws: malformed, "\(text)") { try CLIValueConversion.coordinate(text) }
        }
        #expect(throws: CLIValueError(reason: "longitude -180.5 is outside [-180, 180]")) { try CLIValueConversion.coordinate("-180.5,0") }
        #expect(throws: CLIValueError(reason: "latitude 91 is outside [-90, 90]")) { try CLIValueConversion.coordinate("100,91") }
        #expect(throws: CLIValueError(reason: "latitude 122.6 is outside [-90, 90] (did you swap longitude and latitude?)")) {
            try CLIValueConversion.coordinate("45.5,122.6")
        }
    }

    @Test func locations() throws {
        #expect(try CLIValueConversion.location("s_12") == .reference("s_12"))
        #expect(try CLIValueConversion.location("Room 101") == .reference("Room 101"))
        #expect(try CLIValueConversion.location("desk@home") == .reference("desk@home"))
        #expect(
            try CLIValueConversion.location("-122.6,45.5@Level 2")
                == .position(GeoCoordinate(longitude: -122.6, latitude: 45.5), floor: "Level 2"))
        #expect(try CLIValueConversion.location("1,2@-1") == .position(GeoCoordinate(longitude: 1, latitude: 2), floor: "-1"))
        #expect(throws: CLIValueError(reason: "a position needs a floor: write 'lon,lat@floor' such as '1,2@1'")) {
            try CLIValueConversion.location("1,2")
        }
        #expect(throws: CLIValueError(reason: "missing floor after '@': write 'lon,lat@floor' such as '1,2@1'")) {
            try CLIValueConversion.location("1,2@")
        }
        #expect(throws: CLIValueError(reason: "latitude 120 is outside [-90, 90] (did you swap longitude and latitude?)")) {
            try CLIValueConversion.location("1,120@0")
        }
        // 200 is no longitude either: swapping would not help, so no hint.
        #expect(throws: CLIValueError(reason: "latitude 200 is outside [-90, 90]")) { try CLIValueConversion.location("1,200@0") }
        #expect(throws: CLIValueError(reason: "expected a space id or name, or 'lon,lat@floor'")) { try CLIValueConversion.location("  ") }
        #expect(PlaceQuery.position(GeoCoordinate(longitude: 1.5, latitude: 2), floor: "L1").description == "1.5,2.0@L1")
        // One reading for batch members too, the reason naming the member.
        #expect(throws: CLIValueError(reason: "\"from\" '1,2': a position needs a floor: write 'lon,lat@floor' such as '1,2@1'")) {
            try CLIValueConversion.location("1,2", member: "from")
        }
        #expect(try CLIValueConversion.location("Room 101, East@x", member: "to") == .reference("Room 101, East@x"))
    }

    /// A floor name that starts with a combining mark fuses with the `@` into one character; the position
    /// still splits at that `@`, and what it prints reads back as the same position (a fuzz finding).
    @Test func positionsWithCombiningMarks() throws {
        let floor = "\u{0324}-12@\t-al wash"
        let ref = try CLIValueConversion.location("1,12@ \(floor) ")
        #expect(ref == .position(GeoCoordinate(longitude: 1, latitude: 12), floor: floor))
        #expect(try CLIValueConversion.location(ref.description) == ref)
        // A space followed by a combining mark is one character; its space is trimmed all the same.
        let fused = try CLIValueConversion.location("1,2@ \u{0301}x")
        #expect(fused == .position(GeoCoordinate(longitude: 1, latitude: 2), floor: "\u{0301}x"))
        #expect(try CLIValueConversion.location(fused.description) == fused)
    }

    @Test func floors() throws {
        #expect(try CLIValueConversion.floor("f_1a").ordinal == nil)
        #expect(try CLIValueConversion.floor(" 2 ") == CLIFloorReference(text: "2"))
        #expect(try CLIValueConversion.floor("2").ordinal == 2)
        #expect(throws: CLIValueError(reason: "expected a floor id, name or ordinal")) { try CLIValueConversion.floor("") }
    }
}
