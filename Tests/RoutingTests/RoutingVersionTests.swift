import Testing
@testable import Routing

@Test func versionIsSemantic() {
    #expect(RoutingLibrary.version.split(separator: ".").count == 3)
}
