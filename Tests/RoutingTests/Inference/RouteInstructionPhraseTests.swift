import IndoorGeometry
import Testing

@testable import Routing

/// A phrase's JSON bytes (written in pieces, names escaped as appended) are the JSON string of its
/// sentence, and the sentences read as the instructions always have.
@Suite struct RouteInstructionPhraseTests {
    /// Names that need every kind of escape, and plain ones.
    static let names = ["Room 101", "Room \"A\"\\\n\u{1}", "Hall\u{2028}B — é", "\u{2029}", "", "a\tb\u{7f}"]

    /// Every phrase case with `name` in each of its names.
    static func phrases(_ name: String) -> [RouteInstructionPhrase] {
        var out: [RouteInstructionPhrase] = [
            .start(place: name, floor: name, atEdge: false), .start(place: name, floor: "L1", atEdge: true), .walk(metres: 0),
            .walk(metres: 12), .walk(metres: 1234), .door, .openFront(space: name), .verticalOpening(space: name), .passage(space: name),
            .passage(space: nil), .continueOnto(floor: name, inferred: false), .continueOnto(floor: name, inferred: true),
            .goOut(inferred: false), .goOut(inferred: true), .goIn(floor: name, inferred: false), .goIn(floor: name, inferred: true),
            .arrive(place: name), .arriveAtEdge(place: name), .arriveNear(place: name, metres: 7)
        ]
        for t in [RouteInstructionPhrase.Turn.bearLeft, .bearRight, .left, .right, .sharpLeft, .sharpRight, .around] { out.append(.turn(t)) }
        for c in [ConnectionType.stairs, .elevator, .unknown(name)] {
            for d in [RouteInstructionPhrase.Direction.up, .down, .level] { out.append(.take(connection: c, direction: d, floor: name)) }
        }
        return out
    }

    @Test("appendJSON writes the JSON string of text, for every phrase and names that need escapes", arguments: names)
    func jsonIsQuotedText(name: String) {
        for p in Self.phrases(name) {
            var a: [UInt8] = [7]
            p.appendJSON(to: &a)
            var b: [UInt8] = [7]
            JSONWriter.appendQuoted(p.text, to: &b)
            #expect(a == b, "\(p): \(String(decoding: a, as: UTF8.self)) vs \(String(decoding: b, as: UTF8.self))")
        }
    }

    @Test(
        "the sentences",
        arguments: [
            (RouteInstructionPhrase.start(place: "A", floor: "Level 1", atEdge: false), "Start at A on Level 1."),
            (.start(place: "A", floor: "Level 1", atEdge: true), "Start at the edge of A on Level 1 (no door mapped)."),
            (.walk(metres: 12), "Walk 12 m."), (.door, "Go through the door."),
            (.openFront(space: "Shop"), "Pass 'Shop' across its open front (no door mapped)."),
            (.verticalOpening(space: "Atrium"), "Pass into 'Atrium' where it opens onto the walkway (no opening mapped)."),
            (.turn(.bearLeft), "Bear left."), (.turn(.sharpRight), "Turn sharp right."), (.turn(.right), "Turn right."), (.turn(.around), "Turn around."),
            (.passage(space: "Lab"), "Go through into 'Lab' (no door mapped)."), (.passage(space: nil), "Go through into the next space (no door mapped)."),
            (.continueOnto(floor: "L2", inferred: true), "Continue onto L2 (the same storey; no opening mapped)."),
            (.continueOnto(floor: "L2", inferred: false), "Continue onto L2."),
            (.goOut(inferred: true), "Go out through the entrance (an outer door; no entrance mapped)."),
            (.goIn(floor: "L1", inferred: false), "Go in through the entrance to L1."),
            (.take(connection: .elevator, direction: .up, floor: "Level 3"), "Take the elevator up to Level 3."),
            (.take(connection: .ramp, direction: .level, floor: "Level 3"), "Take the ramp to Level 3."),
            (.arriveNear(place: "B", metres: 6), "Arrive 6 m from B, as near as the map's walkable floor goes (no door mapped)."),
            (.arriveAtEdge(place: "B"), "Arrive at the edge of B (no door mapped)."), (.arrive(place: "B"), "Arrive at B.")
        ])
    func sentences(phrase: RouteInstructionPhrase, text: String) {
        #expect(phrase.text == text)
    }

    @Test("turns: none under 30°, bear under 60°, sharp over 120°, around over 160°, left when positive")
    func turns() {
        #expect(RouteInstructionPhrase.turn(degrees: 29.9) == nil)
        #expect(RouteInstructionPhrase.turn(degrees: -29.9) == nil)
        #expect(RouteInstructionPhrase.turn(degrees: 45) == .turn(.bearLeft))
        #expect(RouteInstructionPhrase.turn(degrees: -45) == .turn(.bearRight))
        #expect(RouteInstructionPhrase.turn(degrees: 90) == .turn(.left))
        #expect(RouteInstructionPhrase.turn(degrees: -90) == .turn(.right))
        #expect(RouteInstructionPhrase.turn(degrees: 130) == .turn(.sharpLeft))
        #expect(RouteInstructionPhrase.turn(degrees: -130) == .turn(.sharpRight))
        #expect(RouteInstructionPhrase.turn(degrees: -170) == .turn(.around))
    }
}
