import Foundation
import IndoorGeometry
import Routing

/// One `indoor route` process from exec to exit, the way a script or a service without a warm process asks
/// for one route: `prebuilt.process-route.<venue>` opens a file written by `indoor build` (both routers'
/// keys stored), `prebuilt.process-route-source.<venue>` reads the venue's source and builds its router.
/// The wall time of each run covers the dynamic loader, the open or build, the route between the first and
/// the last room, and printing its GeoJSON (to /dev/null). Pacific U when ../shared/venues exists, and the
/// generated 1x campus. Needs the `indoor` executable built beside `indoor-bench`.
func processRouteBenchmarks(quick: Bool) -> [Benchmark] {
    var venues: [(String, () throws -> String)] = []
    if FileManager.default.fileExists(atPath: BenchVenues.pacificFolder) { venues.append(("pacific", { BenchVenues.pacificFolder })) }
    venues.append(("generated-1x", { try PrebuiltBench.generatedFolder(1) }))
    var out: [Benchmark] = []
    for (name, folder) in venues {
        for prebuilt in [true, false] {
            out.append(
                Benchmark(name: "prebuilt.process-route\(prebuilt ? "" : "-source").\(name)", n: 1) {
                    let indoor = try LocateBench.siblingBinary("indoor")
                    let source = try folder()
                    var venuePath = source
                    if prebuilt {
                        venuePath = PrebuiltBench.fileName(name + "-cli")
                        try ProcessRouteBench.run(indoor, ["build", source, "--out", venuePath])
                    }
                    let venue = try VenueLoader.load(path: source)
                    let rooms = venue.spaces.filter { $0.isWalkable && $0.isHitTestable }
                    guard let a = rooms.first, let b = rooms.last else { throw BenchmarkFailure("\(name): no rooms") }
                    let arguments = ["route", venuePath, "--from", a.id, "--to", b.id]
                    return Workload(
                        operationsPerRun: 1, run: { try ProcessRouteBench.status(indoor, arguments) },
                        check: { try expect($0 == 0, "indoor \(arguments.joined(separator: " ")) exited with \($0)") })
                })
        }
    }
    return out
}

enum ProcessRouteBench {
    /// Runs `indoor` with `arguments` (stdin, stdout and stderr on /dev/null) and waits for it; its exit status.
    /// Spawned and reaped directly (`posix_spawn`, `waitpid`): Foundation's `Process` waits on a run loop that
    /// wakes in steps of tens of milliseconds, more than the process being timed.
    static func status(_ indoor: String, _ arguments: [String]) throws -> Int {
        let pid = try spawn(indoor, arguments)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw BenchmarkFailure("waitpid for \(indoor) failed: errno \(errno)") }
        }
        // Exited normally: the exit code (bits 8-15); killed by a signal: 128 + the signal, as a shell says.
        return status & 0x7f == 0 ? Int((status >> 8) & 0xff) : 128 + Int(status & 0x7f)
    }

    /// Starts `indoor` with `arguments`: standard input and output on `input` and `output` (each /dev/null
    /// when nil), standard error on /dev/null, and `closing` (the parent's other pipe ends) closed in the child.
    static func spawn(_ indoor: String, _ arguments: [String], input: Int32? = nil, output: Int32? = nil, closing: [Int32] = []) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input { posix_spawn_file_actions_adddup2(&actions, input, 0) } else { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
        if let output { posix_spawn_file_actions_adddup2(&actions, output, 1) } else { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for fd in closing { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv = ([indoor] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, indoor, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkFailure("cannot start \(indoor): error \(spawned)") }
        return pid
    }

    /// Runs `indoor` with `arguments` and fails unless it exits 0.
    static func run(_ indoor: String, _ arguments: [String]) throws {
        let s = try status(indoor, arguments)
        try expect(s == 0, "indoor \(arguments.joined(separator: " ")) exited with \(s)")
    }
}
