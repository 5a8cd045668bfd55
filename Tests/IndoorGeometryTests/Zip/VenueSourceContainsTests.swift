import Foundation
import Testing
import TestSupport

@testable import IndoorGeometry

/// `contains` answers from each source's index (binary search in a folder's sorted list, a dictionary in
/// a zip or in memory); it must say exactly what a scan of ``VenueSource/filePaths`` says, for listed
/// paths, near misses, prefixes, a hidden file and a differently normalised spelling of a listed name.
@Suite struct VenueSourceContainsTests {
    /// Fixed names that sort next to each other and share prefixes, plus seeded random floor files.
    static func names(seed: UInt64) -> [String] {
        var fixed = [
            "a.json", "a/b.json", "a0", "geometry/f_1.geojson", "geometry/f_10.geojson", "geometry/f_1a.json",
            "kinds/f_1.json", "manifest.geojson", "noms/caf\u{E9} \u{FC}.json", "z"
        ]
        var rng = SplitMix64(seed: seed)
        for _ in 0 ..< 40 {
            let folder = ["geometry", "kinds", "walkable", "nonwalkable", "nodes"][rng.int(0 ... 4)]
            fixed.append("\(folder)/f_\(rng.int(0 ... 999)).\(rng.int(0 ... 1) == 0 ? "json" : "geojson")")
        }
        return Array(Set(fixed))
    }

    /// Every listed name, and names that are not listed but sort among them.
    static func probes(_ names: [String]) -> [String] {
        let misses = [
            "", "A", "a.jso", "a/", "a/b", "geometry", "geometry/", "geometry/f_2.geojson", "geometry/f_1.json", "kinds/f_1.geojson",
            ".hidden", "noms/cafe\u{301} \u{FC}.json", "noms/cafe \u{FC}.json", "zz", "\u{10FFFF}"
        ]
        return names + names.map { $0 + "x" } + names.map { String($0.dropLast()) } + misses
    }

    static func check(_ source: some VenueSource, _ names: [String]) {
        #expect(source.filePaths == names.sorted())
        for p in probes(names) {
            #expect(source.contains(p) == source.filePaths.contains(p), "\(source.displayName): contains(\"\(p)\")")
        }
        for n in names { #expect(source.contains(n), "\(source.displayName): listed \(n)") }
        #expect(!source.contains("geometry/f_2000.geojson"))
        #expect(source.contains("noms/cafe\u{301} \u{FC}.json"), "a canonically equivalent spelling of a listed name")
    }

    @Test("FolderSource.contains agrees with its listing", arguments: [UInt64(1), 2, 3])
    func folder(_ seed: UInt64) throws {
        let names = Self.names(seed: seed)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("venue-source-contains-\(getpid())-\(seed)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for n in names + [".hidden"] {
            let path = root + "/" + n
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: Data(n.utf8)))
        }
        let source = try FolderSource(root: root)
        #expect(!source.contains(".hidden"))
        Self.check(source, names)
    }

    @Test("ZipSource.contains and MemorySource.contains agree with their listings", arguments: [UInt64(1), 2, 3])
    func zipAndMemory(_ seed: UInt64) throws {
        let names = Self.names(seed: seed)
        var w = ZipWriter()
        for n in names { w.add(name: n, bytes: Array(n.utf8)) }
        Self.check(ZipSource(archive: try ZipArchive(bytes: w.archiveBytes(), name: "v.zip")), names)
        Self.check(MemorySource(name: "memory", files: Dictionary(uniqueKeysWithValues: names.map { ($0, Array($0.utf8)) })), names)
    }
}
