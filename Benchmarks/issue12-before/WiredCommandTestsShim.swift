import Foundation
// Shim for the copy of RouteNoRouteTests on d81db49 (Benchmarks/issue12-before/run.sh): WiredCommandTests.sample as on main.
enum WiredCommandTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0 ..< 3 { url.deleteLastPathComponent() }
        return url.path
    }()
    static let sample = root + "/Samples/campus-mvf"
}
