import Foundation
import IndoorGeometry
import Testing
import TestSupport
@testable import RouteCLI

/// `follow` end to end on the sample campus: one answer per line and the last one settled at the end,
/// bad lines, usage errors, and a live feed answered line by line.
@Suite struct FollowCommandTests {
    static let sample = WiredCommandTests.sample
    static let walk = PackageFolders.root + "/Samples/walk-ald101-ald103.ndjson"

    @Test func answersEveryLine() throws {
        var lines = try String(contentsOfFile: Self.walk, encoding: .utf8).split(separator: "\n").map(String.init)
        lines.insert("not json", at: 2)
        lines.insert(#"{"lon": -122.6771, "lat": 45.5229, "floor": "Nowhere"}"#, at: 4)
        let batch = try CLITest.temporaryFile(lines.joined(separator: "\n") + "\n", suffix: ".ndjson")
        let r = CLI.run(arguments: ["follow", Self.sample, "--batch", batch])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let out = r.stdout.split(separator: "\n")
        #expect(out.count == lines.count + 1)
        // After the input ends, the last position once more: settled as the walk's last.
        let final = try NavigationCommandTests.json(try #require(out.last))
        #expect(final["line"]?.numberValue == Double(lines.count))
        #expect(final["final"]?.boolValue == true)
        #expect(final["space"]?["name"]?.stringValue == "ALD 103")
        var walked = 0.0
        for (k, line) in out.dropLast().enumerated() {
            let j = try NavigationCommandTests.json(line)
            #expect(j["line"]?.numberValue == Double(k + 1))
            if k == 2 || k == 4 {
                #expect(j["error"]?.stringValue != nil)
                continue
            }
            #expect(j["startsSegment"]?.boolValue == (k == 0))
            let confidence = try #require(j["confidence"]?.numberValue)
            #expect(confidence > 0 && confidence <= 1)
            walked += try #require(j["walked"]?.numberValue)
        }
        let first = try NavigationCommandTests.json(out[0])
        #expect(first["space"]?["name"]?.stringValue == "ALD 101")
        // The sample walk goes about 18 m from ALD 101 to ALD 103 in 13 s.
        #expect(walked > 9 && walked < 27)
        #expect(CLI.run(arguments: ["follow", Self.sample]).exitCode == 64)
        #expect(CLI.run(arguments: ["follow", Self.sample, "--batch", "/nonexistent/walk.ndjson"]).exitCode == 66)
    }

    /// The built binary on a pipe answers each position before the next one is written (skipped visibly
    /// when `swift build` has not produced it).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: WiredCommandTests.binary)))
    func liveFeedIsAnsweredLineByLine() throws {
        let lines = try String(contentsOfFile: Self.walk, encoding: .utf8).split(separator: "\n").prefix(3)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: WiredCommandTests.binary)
        p.arguments = ["follow", Self.sample, "--batch", "-"]
        let out = Pipe(), input = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = input
        try p.run()
        defer { if p.isRunning { p.terminate() } }
        for (k, line) in lines.enumerated() {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            // The answer arrives while the input stays open (a reader waiting for more would never answer).
            let answered = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var got = Data()
            DispatchQueue.global().async {
                while !got.contains(UInt8(ascii: "\n")) {
                    let d = out.fileHandleForReading.availableData
                    if d.isEmpty { break }
                    got.append(d)
                }
                answered.signal()
            }
            #expect(answered.wait(timeout: .now() + 60) == .success, "line \(k + 1) not answered before the next was written")
            #expect(String(decoding: got, as: UTF8.self).contains("\"line\":\(k + 1),"))
        }
        try input.fileHandleForWriting.close()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
    }
}
