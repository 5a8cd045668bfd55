import Testing
import IndoorGeometry

@Suite struct ExactCapacityTests {
    @Test("an array grown by appending keeps its elements without the growth slack; a tight one is left as it is")
    func dropsSlack() {
        // Room reserved ahead, as growth by appends leaves it (how much appends alone leave depends on the
        // allocator's block sizes, and so on what else the process allocated before).
        var grown: [Int32] = []
        grown.reserveCapacity(2_048)
        for i in 0 ..< 1_025 { grown.append(Int32(i)) }
        #expect(grown.capacity - grown.count > grown.count / 16, "no slack to drop: nothing tested")
        let exact = grown.withExactCapacity()
        #expect(exact == grown)
        #expect(exact.capacity - exact.count <= exact.count / 16)
        let tight = [Int32](repeating: 7, count: 1_000)
        #expect(tight.withExactCapacity().capacity == tight.capacity)
        #expect([Int32]().withExactCapacity().isEmpty)
    }
}
