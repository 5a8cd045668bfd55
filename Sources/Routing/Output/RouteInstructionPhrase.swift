import IndoorGeometry

/// What one turn-by-turn instruction says before it is a sentence: the kind of step and the names it
/// holds. ``text`` is the sentence (``RouteInstruction/text``); ``appendJSON(to:)`` writes the same sentence
/// as a JSON string straight into bytes (a route document's `instructions`), so that writing a document
/// builds no `String` per instruction.
enum RouteInstructionPhrase: Sendable, Equatable {
    /// A turn at a bend of the walk.
    enum Turn: Sendable, Equatable {
        case bearLeft, bearRight, left, right, sharpLeft, sharpRight, around
    }

    /// Which way a connection goes between floors.
    enum Direction: Sendable, Equatable {
        case up, down, level
    }

    /// "Start at {place} on {floor}." (`atEdge`: "Start at the edge of {place} on {floor} (no door mapped).").
    case start(place: String, floor: String, atEdge: Bool)
    /// "Walk {metres} m."
    case walk(metres: Int)
    /// "Go through the door." (a drawn door).
    case door
    /// "Pass '{space}' across its open front (no door mapped)."
    case openFront(space: String)
    /// "Pass into '{space}' where it opens onto the walkway (no opening mapped)."
    case verticalOpening(space: String)
    /// "Bear left.", "Turn sharp right.", "Turn around.", …
    case turn(Turn)
    /// "Go through into '{space}' (no door mapped)." (`nil`: "the next space").
    case passage(space: String?)
    /// "Continue onto {floor}." (`inferred`: "… (the same storey; no opening mapped).").
    case continueOnto(floor: String, inferred: Bool)
    /// "Go out through the entrance." (`inferred`: "… (an outer door; no entrance mapped).").
    case goOut(inferred: Bool)
    /// "Go in through the entrance to {floor}." (`inferred` as for ``goOut(inferred:)``).
    case goIn(floor: String, inferred: Bool)
    /// "Take the {connection} up to {floor}." (`down`, or no direction for a level connection).
    case take(connection: ConnectionType, direction: Direction, floor: String)
    /// "Arrive at {place}."
    case arrive(place: String)
    /// "Arrive at the edge of {place} (no door mapped)."
    case arriveAtEdge(place: String)
    /// "Arrive {metres} m from {place}, as near as the map's walkable floor goes (no door mapped)."
    case arriveNear(place: String, metres: Int)

    /// The instruction for a heading change of `angle` degrees (positive left), or `nil` under 30°.
    static func turn(degrees angle: Double) -> RouteInstructionPhrase? {
        let m = abs(angle)
        if m < 30 { return nil }
        let left = angle > 0
        if m > 160 { return .turn(.around) }
        if m < 60 { return .turn(left ? .bearLeft : .bearRight) }
        if m > 120 { return .turn(left ? .sharpLeft : .sharpRight) }
        return .turn(left ? .left : .right)
    }

    /// The sentence (the same words ``appendJSON(to:)`` writes, as the tests check case by case).
    var text: String {
        switch self {
        case let .start(place, floor, atEdge):
            atEdge ? "Start at the edge of \(place) on \(floor) (no door mapped)." : "Start at \(place) on \(floor)."
        case let .walk(metres): "Walk \(metres) m."
        case .door: "Go through the door."
        case let .openFront(space): "Pass '\(space)' across its open front (no door mapped)."
        case let .verticalOpening(space): "Pass into '\(space)' where it opens onto the walkway (no opening mapped)."
        case let .turn(t): Self.text(of: t).description
        case let .passage(space): space.map { "Go through into '\($0)' (no door mapped)." } ?? "Go through into the next space (no door mapped)."
        case let .continueOnto(floor, inferred): "Continue onto \(floor)" + (inferred ? " (the same storey; no opening mapped)." : ".")
        case let .goOut(inferred): inferred ? "Go out through the entrance (an outer door; no entrance mapped)." : "Go out through the entrance."
        case let .goIn(floor, inferred): "Go in through the entrance to \(floor)" + (inferred ? " (an outer door; no entrance mapped)." : ".")
        case let .take(connection, direction, floor):
            "Take the \(connection) " + (direction == .up ? "up to " : (direction == .down ? "down to " : "to ")) + "\(floor)."
        case let .arrive(place): "Arrive at \(place)."
        case let .arriveAtEdge(place): "Arrive at the edge of \(place) (no door mapped)."
        case let .arriveNear(place, metres): "Arrive \(metres) m from \(place), as near as the map's walkable floor goes (no door mapped)."
        }
    }

    /// Appends the sentence as a JSON string (quotes and escapes as ``IndoorGeometry/JSONWriter/appendQuoted(_:to:)-(_,[UInt8])``
    /// writes ``text``): the fixed words are ASCII that needs no escape, the names are escaped as they are appended.
    func appendJSON(to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        write(into: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Writes the sentence's JSON text without quotes: fixed words as they are, each name escaped.
    private func write(into out: inout [UInt8]) {
        func name(_ s: String, _ out: inout [UInt8]) { JSONWriter.appendEscaped(s, to: &out) }
        func w(_ s: StaticString) { s.withUTF8Buffer { out.append(contentsOf: $0) } }
        switch self {
        case let .start(place, floor, atEdge):
            w(atEdge ? "Start at the edge of " : "Start at ")
            name(place, &out)
            w(" on ")
            name(floor, &out)
            w(atEdge ? " (no door mapped)." : ".")
        case let .walk(metres):
            w("Walk ")
            JSONWriter.appendInteger(Int64(metres), to: &out)
            w(" m.")
        case .door: w("Go through the door.")
        case let .openFront(space):
            w("Pass '")
            name(space, &out)
            w("' across its open front (no door mapped).")
        case let .verticalOpening(space):
            w("Pass into '")
            name(space, &out)
            w("' where it opens onto the walkway (no opening mapped).")
        case let .turn(t): w(Self.text(of: t))
        case let .passage(space):
            if let space {
                w("Go through into '")
                name(space, &out)
                w("' (no door mapped).")
            } else {
                w("Go through into the next space (no door mapped).")
            }
        case let .continueOnto(floor, inferred):
            w("Continue onto ")
            name(floor, &out)
            w(inferred ? " (the same storey; no opening mapped)." : ".")
        case let .goOut(inferred): w(inferred ? "Go out through the entrance (an outer door; no entrance mapped)." : "Go out through the entrance.")
        case let .goIn(floor, inferred):
            w("Go in through the entrance to ")
            name(floor, &out)
            w(inferred ? " (an outer door; no entrance mapped)." : ".")
        case let .take(connection, direction, floor):
            w("Take the ")
            name(connection.description, &out)
            w(direction == .up ? " up to " : (direction == .down ? " down to " : " to "))
            name(floor, &out)
            w(".")
        case let .arrive(place):
            w("Arrive at ")
            name(place, &out)
            w(".")
        case let .arriveAtEdge(place):
            w("Arrive at the edge of ")
            name(place, &out)
            w(" (no door mapped).")
        case let .arriveNear(place, metres):
            w("Arrive ")
            JSONWriter.appendInteger(Int64(metres), to: &out)
            w(" m from ")
            name(place, &out)
            w(", as near as the map's walkable floor goes (no door mapped).")
        }
    }

    /// The sentence of a turn.
    private static func text(of t: Turn) -> StaticString {
        switch t {
        case .bearLeft: "Bear left."
        case .bearRight: "Bear right."
        case .left: "Turn left."
        case .right: "Turn right."
        case .sharpLeft: "Turn sharp left."
        case .sharpRight: "Turn sharp right."
        case .around: "Turn around."
        }
    }
}
