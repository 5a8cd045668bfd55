import IndoorGeometry
import Testing

@testable import RouteCLI

/// Query parameters become the members of a batch line: grouped by name in first-appearance order, a
/// repeated array member in order, a repeated plain member its last value; the same whether the names are
/// grouped by a scan (a usual query) or hashed (a long one).
@Suite struct ServeParametersTests {
    static let schema = ServeParameters.Schema(arrays: ["via"], numbers: ["simplify"], booleans: ["optimize"])

    /// `count` repetitions of `via`, between the other members.
    static func query(vias count: Int) -> [(name: String, value: String)] {
        var q: [(name: String, value: String)] = [("from", "A"), ("simplify", "0.5")]
        for k in 0 ..< count { q.append(("via", "S\(k)")) }
        q += [("to", "B"), ("from", "C"), ("optimize", ""), ("simplify", "x")]
        return q
    }

    @Test("grouped alike below and above the scan limit", arguments: [0, 1, 3, ServeParameters.scanLimit, 40])
    func grouping(vias: Int) {
        let o = ServeParameters.object(query: Self.query(vias: vias), schema: Self.schema)
        let expected = ["from", "simplify"] + (vias > 0 ? ["via"] : []) + ["to", "optimize"]
        #expect(o.keys == expected)
        #expect(o["from"] == .string("C"))
        #expect(o["simplify"] == .string("x"))
        #expect(o["to"] == .string("B"))
        #expect(o["optimize"] == .bool(true))
        if vias > 0 { #expect(o["via"] == .array((0 ..< vias).map { .string("S\($0)") })) }
    }
}
