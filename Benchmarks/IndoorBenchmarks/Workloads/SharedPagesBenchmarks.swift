import Foundation
import IndoorGeometry
import Routing

/// Several processes serving from one prebuilt file, the way workers of a service share a venue:
/// `prebuilt.shared-pages.<venue>` writes the venue with its default router (`indoor build`), starts one
/// `indoor route <file> --batch -` process, sends it route lines and reads its proportional set size (PSS,
/// Linux `/proc/<pid>/smaps_rollup`: pages shared by k processes count 1/k) once every answer is in; then
/// starts four at once, does the same, and sums their PSS. The row's figure is the sum over four divided by
/// the one alone: 4 when nothing is shared, near 1 when the file's pages are all a process holds. Pacific U
/// when ../shared/venues exists; the generated 100x campus outside `--quick` (its file takes a minute or two
/// to build). Linux only (no row elsewhere). Needs the `indoor` executable built beside `indoor-bench`.
func sharedPagesBenchmarks(quick: Bool) -> [Benchmark] {
    #if os(Linux)
        var venues: [(String, () throws -> String)] = []
        if FileManager.default.fileExists(atPath: BenchVenues.pacificFolder) { venues.append(("pacific", { BenchVenues.pacificFolder })) }
        if !quick { venues.append(("generated-100x", { try PrebuiltBench.generatedFolder(100) })) }
        return venues.map { name, folder in
            Benchmark(name: "prebuilt.shared-pages.\(name)", n: 4) {
                let indoor = try LocateBench.siblingBinary("indoor")
                let source = try folder()
                let file = PrebuiltBench.fileName(name + "-shared")
                try ProcessRouteBench.run(indoor, ["build", source, "--out", file, "--key", "default"])
                let lines = try SharedPagesBench.routeLines(try VenueLoader.load(path: source), count: 40)
                var ratio = Double.nan
                return Workload(
                    operationsPerRun: 1,
                    run: {
                        let one = try SharedPagesBench.pss(indoor, file: file, lines: lines, processes: 1)
                        let four = try SharedPagesBench.pss(indoor, file: file, lines: lines, processes: 4)
                        ratio = Double(four.reduce(0, +)) / Double(one[0])
                        let mb = { (kib: Int) in String(format: "%.1f", Double(kib) / 1024) }
                        FileHandle.standardError.write(
                            Data(
                                "prebuilt.shared-pages.\(name): PSS one process \(mb(one[0])) MB; four \(four.map(mb).joined(separator: " + ")) = \(mb(four.reduce(0, +))) MB\n"
                                    .utf8))
                        return one.count + four.count
                    }, check: { try expect($0 == 5, "\($0) processes measured, not 5") }, figure: { ("PSS 4/1", ratio) })
            }
        }
    #else
        return []
    #endif
}

#if os(Linux)
    enum SharedPagesBench {
        /// `count` `route --batch` lines between rooms spread over the venue (the i-th and the (i + n/2)-th of
        /// its hit-testable walkable spaces).
        static func routeLines(_ venue: Venue, count: Int) throws -> [String] {
            let rooms = venue.spaces.filter { $0.isWalkable && $0.isHitTestable }
            try expect(rooms.count >= 2, "fewer than two rooms")
            let step = max(1, rooms.count / count)
            return (0 ..< count).map { i in
                let a = rooms[(i * step) % rooms.count], b = rooms[(i * step + rooms.count / 2) % rooms.count]
                return "{\"from\": \"\(a.id)\", \"to\": \"\(b.id)\"}\n"
            }
        }

        /// Starts `processes` `indoor route <file> --batch -`, sends each `lines`, waits until each has answered
        /// every line, reads each one's PSS (KiB), then closes their input and waits for them to exit.
        static func pss(_ indoor: String, file: String, lines: [String], processes: Int) throws -> [Int] {
            var children: [(pid: pid_t, input: Int32, output: Int32)] = []
            defer {
                for c in children {
                    close(c.input)
                    close(c.output)
                }
                for c in children {
                    var status: Int32 = 0
                    while waitpid(c.pid, &status, 0) == -1 && errno == EINTR {}
                }
            }
            for _ in 0 ..< processes { children.append(try spawn(indoor, ["route", file, "--batch", "-"])) }
            let text = Array(lines.joined().utf8)
            for c in children {
                var sent = 0
                while sent < text.count {
                    let n = text.withUnsafeBytes { write(c.input, $0.baseAddress! + sent, text.count - sent) }
                    try expect(n > 0, "cannot write to indoor route --batch: errno \(errno)")
                    sent += n
                }
            }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            for c in children {
                var answered = 0
                while answered < lines.count {
                    let n = buffer.withUnsafeMutableBytes { read(c.output, $0.baseAddress, $0.count) }
                    try expect(n > 0, "indoor route --batch stopped after \(answered) of \(lines.count) answers")
                    answered += buffer[0 ..< n].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
                }
            }
            return try children.map { c in
                let rollup = try String(contentsOfFile: "/proc/\(c.pid)/smaps_rollup", encoding: .utf8)
                guard let line = rollup.split(separator: "\n").first(where: { $0.hasPrefix("Pss:") }),
                    let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
                else { throw BenchmarkFailure("no Pss line in /proc/\(c.pid)/smaps_rollup") }
                return kib
            }
        }

        /// Starts `indoor` with `arguments`, its standard input and output on pipes (standard error on
        /// /dev/null); the child's pid and the parent's ends of the pipes.
        private static func spawn(_ indoor: String, _ arguments: [String]) throws -> (pid: pid_t, input: Int32, output: Int32) {
            var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
            try expect(pipe(&toChild) == 0 && pipe(&fromChild) == 0, "pipe failed: errno \(errno)")
            // The parent's ends are closed on exec, so that the next child does not hold this one's input open.
            _ = fcntl(toChild[1], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fromChild[0], F_SETFD, FD_CLOEXEC)
            defer {
                close(toChild[0])
                close(fromChild[1])
            }
            let pid: pid_t
            do {
                pid = try ProcessRouteBench.spawn(indoor, arguments, input: toChild[0], output: fromChild[1], closing: toChild + fromChild)
            } catch {
                close(toChild[1])
                close(fromChild[0])
                throw error
            }
            return (pid, toChild[1], fromChild[0])
        }
    }
#endif
