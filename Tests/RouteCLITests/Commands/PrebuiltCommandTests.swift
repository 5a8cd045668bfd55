import Foundation
@testable import IndoorGeometry
import Testing
import TestSupport

@testable import RouteCLI

/// `indoor build` and prebuilt files where commands take a venue: the same answers, byte for byte, as from
/// the source; damaged files and wrong flags refused with their exit codes; a changed source reported.
enum PrebuiltCLI {
    /// Builds `source` into a temporary prebuilt file (extra build arguments: inference flags).
    static func build(_ source: String, _ extra: [String] = []) throws -> String {
        let file = try CLITest.temporaryFolder() + "/venue.indoor"
        let r = CLI.run(arguments: ["build", source, "--out", file] + extra)
        #expect(r.exitCode == 0, "\(r.stderr)")
        return file
    }

    /// Command lines (the venue first) that ask every question kind of `venue`: info, locate, route (both
    /// stored routers, a key not stored, nearest and any-of), matrix, reachable, check.
    static func commands(_ venue: Venue) throws -> [[String]] {
        let rooms = venue.spaces.indices.filter { venue.spaces[$0].isWalkable && venue.spaces[$0].isHitTestable && venue.spaces[$0].verticalType == nil }
        let a = venue.spaces[try #require(rooms.first)]
        let b = venue.spaces[try #require(rooms.last)]
        let p = venue.projection.unproject(a.polygon.labelPoint().point)
        let at = "\(p.longitude),\(p.latitude)"
        let floor = venue.floors[a.floorIndex].id
        return [
            ["info"], ["info", "--json"], ["info", "--strict"], ["locate", "--at", at, "--floor", floor],
            ["route", "--from", a.id, "--to", b.id], ["route", "--from", a.id, "--to", b.id, "--profile", "accessible", "--strict"],
            ["route", "--from", a.id, "--to", b.id, "--profile", "accessible"], ["route", "--from", a.id, "--to-nearest", "exit"],
            ["route", "--from", a.id, "--to-any", b.id, "--to-any", venue.spaces[rooms[rooms.count / 2]].id],
            ["route", "--from", a.id, "--to", b.id, "--clearance", "0.35"],
            ["matrix", "--source", a.id, "--source", b.id, "--destination", b.id, "--destination", venue.spaces[rooms[rooms.count / 2]].id],
            ["matrix", "--source", a.id, "--destination", b.id, "--profile", "accessible"], ["reachable", "--from", a.id, "--within", "120s"],
            ["check"], ["check", "--profile", "accessible"]
        ]
    }

    /// Expects every command to answer the same from `source` and from its prebuilt files (default and
    /// strict); `quick` leaves out the strict, other-clearance and check lines (large venues, whose routers build slowly).
    static func expectSameAnswers(_ source: String, quick: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let venue = try VenueLoader.load(path: source)
        let built = try build(source)
        let strict = quick ? built : try build(source, ["--strict"])
        for c in try commands(venue) where !quick || !(c.contains("--strict") || c.contains("--clearance") || c[0] == "check") {
            let file = c.contains("--strict") ? strict : built
            let a = CLI.run(arguments: [c[0], source] + c.dropFirst())
            let b = CLI.run(arguments: [c[0], file] + c.dropFirst())
            #expect(a.exitCode == b.exitCode, "\(c)", sourceLocation: sourceLocation)
            #expect(a.stdout == b.stdout, "\(c)", sourceLocation: sourceLocation)
            #expect(a.stderr == b.stderr, "\(c)", sourceLocation: sourceLocation)
        }
    }
}

@Suite struct PrebuiltCommandTests {
    @Test("the sample campus: info, locate, route and check answer the same from the prebuilt file")
    func sampleCampus() throws {
        try PrebuiltCLI.expectSameAnswers(PackageFolders.sampleVenue)
    }

    @Test("a generated IMDF zip and OSM file answer the same from their prebuilt files")
    func generatedFormats() throws {
        let dir = try CLITest.temporaryFolder()
        #expect(
            CLI.run(arguments: ["generate", dir + "/imdf.zip", "--format", "imdf", "--zip", "--buildings", "1", "--floors", "2", "--rooms-per-floor", "10"])
                .exitCode == 0)
        #expect(CLI.run(arguments: ["generate", dir + "/osm", "--format", "osm", "--buildings", "1", "--floors", "2", "--rooms-per-floor", "10"]).exitCode == 0)
        try PrebuiltCLI.expectSameAnswers(dir + "/imdf.zip")
        try PrebuiltCLI.expectSameAnswers(dir + "/osm/campus.osm")
    }

    @Test("every byte of the header flipped, and truncations: exit 65 naming the file")
    func damagedFiles() throws {
        let file = try PrebuiltCLI.build(PackageFolders.sampleVenue)
        let good = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        let tableEnd = PrebuiltFormat.headerSize + Int(good[20]) * PrebuiltFormat.sectionEntrySize
        let damaged = file + ".damaged"
        var cases: [[UInt8]] = (0 ..< tableEnd).map { i in
            var b = good
            b[i] ^= 0xFF
            return b
        }
        cases += (0 ..< 100).map { k in Array(good[0 ..< max(8, k * (good.count - 1) / 99)]) }
        for (k, bytes) in cases.enumerated() {
            try Data(bytes).write(to: URL(fileURLWithPath: damaged))
            let r = CLI.run(arguments: ["info", damaged])
            #expect(r.exitCode == 65 && r.stderr.contains(damaged), "case \(k): \(r.exitCode) \(r.stderr)")
        }
    }

    @Test("flags other than the file was built with: exit 64; bad keys: exit 64; building a prebuilt file: exit 65")
    func refusals() throws {
        let file = try PrebuiltCLI.build(PackageFolders.sampleVenue, ["--key", "accessible"])
        let strict = CLI.run(arguments: ["info", file, "--strict"])
        #expect(strict.exitCode == 64 && strict.stderr.contains("inference flags"), "\(strict.stderr)")
        #expect(CLI.run(arguments: ["build", PackageFolders.sampleVenue, "--out", file + "2", "--key", "wheelchair"]).exitCode == 64)
        #expect(CLI.run(arguments: ["build", file, "--out", file + "3"]).exitCode == 65)
        #expect(CLI.run(arguments: ["build", PackageFolders.sampleVenue]).exitCode == 64, "--out is required")
    }

    @Test("a source changed since the build: a warning, the file's answers")
    func staleSource() throws {
        let copy = try CLITest.temporaryFolder() + "/campus"
        try FileManager.default.copyItem(atPath: PackageFolders.sampleVenue, toPath: copy)
        let file = try PrebuiltCLI.build(copy)
        let before = CLI.run(arguments: ["info", file])
        #expect(before.exitCode == 0 && !before.stderr.contains("has changed"), "\(before.stderr)")
        let manifest = URL(fileURLWithPath: copy + "/manifest.geojson")
        try (Data(contentsOf: manifest) + Data(" ".utf8)).write(to: manifest)
        let after = CLI.run(arguments: ["info", file])
        #expect(after.exitCode == 0 && after.stderr.contains("'\(copy)' has changed since"), "\(after.stderr)")
        #expect(after.stdout == before.stdout)
        try FileManager.default.removeItem(atPath: copy)
        #expect(!CLI.run(arguments: ["info", file]).stderr.contains("has changed"), "a source that is gone is not compared")
    }
}

@Suite(.sharedVenues, .tags(.slow)) struct PrebuiltCommandSlowTests {
    @Test("Pacific U and SPbPU answer the same from their prebuilt files", arguments: [SharedVenues.pacificFolder, SharedVenues.spbstuFolder])
    func realVenues(_ folder: String) throws {
        try PrebuiltCLI.expectSameAnswers(folder, quick: true)
    }

    @Test("Gare de l'Est answers the same from its prebuilt file", .sharedOSMVenue)
    func gareDeLEst() throws {
        try PrebuiltCLI.expectSameAnswers(SharedVenues.gareDeLEst, quick: true)
    }
}

@Suite(.tags(.slow)) struct PrebuiltGeneratedSlowTests {
    @Test("the generated 10x campus (80 buildings of 3 floors of 30 rooms) answers the same from its prebuilt file")
    func generatedTenTimes() throws {
        let dir = try CLITest.temporaryFolder() + "/campus"
        let options = GeneratorOptions.pacificScale(10)
        let r = CLI.run(arguments: [
            "generate", dir, "--buildings", "\(options.buildings)", "--floors", "\(options.floors)", "--rooms-per-floor", "\(options.roomsPerFloor)",
            "--seed", "\(options.seed)"
        ])
        #expect(r.exitCode == 0, "\(r.stderr)")
        try PrebuiltCLI.expectSameAnswers(dir, quick: true)
    }
}

/// Stored routers damaged behind resealed checksums (so that the reader's own checks are what refuses them).
@Suite struct PrebuiltRouterDamageTests {
    /// `bytes` with every section's checksum and the header's recomputed.
    static func resealed(_ bytes: [UInt8]) throws -> [UInt8] {
        var b = bytes
        let file = try PrebuiltFile(storage: MappedFile(copying: b, path: "t"), verifyingChecksums: false)
        let count = (file.sections.count)
        for i in 0 ..< count {
            let at = PrebuiltFormat.headerSize + i * PrebuiltFormat.sectionEntrySize
            let offset = Int(b.withUnsafeBytes { PrebuiltFile.load($0, at + 8) as UInt64 })
            let length = Int(b.withUnsafeBytes { PrebuiltFile.load($0, at + 16) as UInt64 })
            PrebuiltWriter.put(PrebuiltChecksum.of(Array(b[offset ..< offset + length])), into: &b, at: at + 32)
        }
        let end = PrebuiltFormat.headerSize + count * PrebuiltFormat.sectionEntrySize
        PrebuiltWriter.put(b.withUnsafeBytes { PrebuiltFile.headerChecksum(UnsafeRawBufferPointer(rebasing: $0[0 ..< end])) }, into: &b, at: 56)
        return b
    }

    /// The sample campus built, its bytes, and the first router's directory and data sections.
    static func sample() throws -> (path: String, bytes: [UInt8], directory: PrebuiltSectionEntry, data: PrebuiltSectionEntry) {
        let path = try PrebuiltCLI.build(PackageFolders.sampleVenue)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let file = try PrebuiltFile(path: path)
        return (path, bytes, try #require(file.sections[PrebuiltSectionKind(rawValue: 101)]), try #require(file.sections[PrebuiltSectionKind(rawValue: 102)]))
    }

    static let route = ["--from", "ALD 101", "--to", "BIR 314"]

    @Test("every array's count set to 2^31 or its offset past the data: route exits 65 naming the file")
    func counts() throws {
        let (path, good, directory, _) = try Self.sample()
        let damaged = path + ".damaged"
        for k in 0 ..< Int(directory.count) {
            for (field, value) in [(16, UInt64(1) << 31), (8, UInt64(1) << 40)] {
                var b = good
                PrebuiltWriter.put(value, into: &b, at: Int(directory.offset) + k * 24 + field)
                try Data(try Self.resealed(b)).write(to: URL(fileURLWithPath: damaged))
                let r = CLI.run(arguments: ["route", damaged] + Self.route)
                #expect(r.exitCode == 65 && r.stderr.contains(damaged) && r.stderr.contains("router 0"), "array \(k): \(r.exitCode) \(r.stderr)")
            }
        }
    }

    @Test("words of the router data set to -1, 2^31-1 or 65,535: refused (65) or answered, never a crash")
    func values() throws {
        let (path, good, _, data) = try Self.sample()
        let damaged = path + ".damaged"
        var generator = SystemRandomNumberGenerator()
        var refused = 0
        for k in 0 ..< 120 {
            var b = good
            let at = Int(data.offset) + 4 * Int.random(in: 0 ..< Int(data.length) / 4, using: &generator)
            PrebuiltWriter.put([UInt32.max, UInt32(Int32.max), 65_535][k % 3], into: &b, at: at)
            try Data(try Self.resealed(b)).write(to: URL(fileURLWithPath: damaged))
            let r = CLI.run(arguments: ["route", damaged] + Self.route + ["--profile", k % 2 == 0 ? "default" : "accessible"])
            #expect([0, 1, 65].contains(r.exitCode), "word at \(at): \(r.exitCode) \(r.stderr)")
            if r.exitCode == 65 { refused += 1 }
        }
        #expect(refused > 0)
    }
}
