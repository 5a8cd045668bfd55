// swift-tools-version:6.0
import PackageDescription

/// IndoorGeometry: a Foundation-only geometry engine for indoor maps (MVF v3, IMDF).
/// No package dependencies, by design.
let package = Package(
    name: "IndoorGeometry",
    products: [
        .library(name: "IndoorGeometry", targets: ["IndoorGeometry"]),
        .library(name: "Routing", targets: ["Routing"]),
        .executable(name: "indoor", targets: ["RouteCLI"]),
        .executable(name: "indoor-bench", targets: ["IndoorBenchmarks"])
    ],
    targets: [
        .target(name: "IndoorGeometry"),
        .target(name: "Routing", dependencies: ["IndoorGeometry"]),
        .executableTarget(name: "RouteCLI", dependencies: ["IndoorGeometry", "Routing"]),
        .executableTarget(
            name: "IndoorBenchmarks",
            dependencies: ["IndoorGeometry", "Routing"],
            path: "Benchmarks/IndoorBenchmarks"
        ),
        // Debug export of free space, walls and rooms for Benchmarks/geos/check_routes.py; not a product.
        .executableTarget(
            name: "free-space-export",
            dependencies: ["IndoorGeometry", "Routing"],
            path: "Benchmarks/FreeSpaceExport"
        ),
        // Open- and closed-loop HTTP load on `indoor serve` for Benchmarks/serve-load/serve_load.py; not a product.
        .executableTarget(name: "serve-load", path: "Benchmarks/ServeLoad"),
        // The README's Swift blocks, compiled and run by ReadmeSnippetTests; not part of any product.
        .target(name: "ReadmeExamples", dependencies: ["IndoorGeometry", "Routing"], path: "Examples/ReadmeExamples"),
        // Helpers every test target shares (the seeded generator, the shared venues, thread fan-out, the
        // concurrency and slow tags); not part of any product.
        .target(name: "TestSupport", dependencies: ["IndoorGeometry"], path: "Tests/TestSupport"),
        .testTarget(name: "IndoorGeometryTests", dependencies: ["IndoorGeometry", "TestSupport"]),
        .testTarget(name: "RoutingTests", dependencies: ["Routing", "IndoorGeometry", "TestSupport"]),
        // Golden/ holds expected outputs the tests read by path (so a regenerated file is a plain diff).
        .testTarget(
            name: "RouteCLITests", dependencies: ["RouteCLI", "IndoorGeometry", "Routing", "TestSupport", "ReadmeExamples"],
            exclude: ["Golden"])
    ],
    swiftLanguageModes: [.v6]
)
