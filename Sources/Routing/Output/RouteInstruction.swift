/// One turn-by-turn instruction and where along its route it applies.
public struct RouteInstruction: Hashable, Sendable {
    /// The sentence ("Turn left.", "Take the stairs up to Level 2.").
    public var text: String
    /// Walked metres from the route's start to where the instruction applies.
    public var distance: Double
}
