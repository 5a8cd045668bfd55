import Foundation
import IndoorGeometry

/// `indoor locate <venue> (--at <lon,lat> --floor <f> | --batch <file|->) [--max-distance <m>]`: which space
/// contains a point.
enum LocateCommand: CLISubcommand {
    /// What to locate.
    enum Query: Sendable, Equatable {
        /// One position on one floor.
        case single(GeoCoordinate, floor: CLIFloorReference)
        /// One `floor,lon,lat` (CSV) or `{"floor":…,"lon":…,"lat":…}` (NDJSON) per line, from a file or
        /// standard input (`-`).
        case batch(path: String)

        /// The batch input's path, nil for a single question.
        var batchPath: String? { if case let .batch(path) = self { path } else { nil } }
    }

    /// Typed options of `locate`.
    struct Options: Sendable, Equatable {
        /// The venue folder or `.zip`.
        var venuePath: String
        /// What to infer that the source leaves out (`--strict`, `--open-nonwalkable-doors`).
        var inference: VenueInference = .default
        /// The point or the batch input.
        var query: Query
        /// How far, in metres, a point outside every space may be from the nearest one to still report it.
        var maxDistanceMetres: Double
    }

    static let spec = CLICommandSpec(
        name: "locate",
        abstract: "Find the space that contains a point on a floor.",
        discussion: """
            Prints one JSON object: the chosen space (id, kind, category, names, categories), every space \
            whose closure contains the point ('spaces', most specific first: interior before boundary, then \
            smaller area, then id), whether it lies on a boundary, and, for a point in no space, its distance \
            in metres to the nearest space, named only within --max-distance (status 'nearest'); beyond it \
            the status is 'none', or 'outside' when the point is outside the venue (every floor's outline; \
            a floor without one: its spaces' box grown by --max-distance). With --batch, reads lines 'floor,lon,lat' (CSV) or \
            '{"floor":…,"lon":…,"lat":…}' (NDJSON) and prints one JSON line per input line, in order, using \
            all cores; a bad line gives an {"line":n,"error":…} object and the stream goes on. Exits with 1 \
            when the single point is in no space.
            """,
        arguments: [.venue],
        options: [
            CLIOptionSpec(name: "at", valueName: "lon,lat", help: "The point, in WGS84 decimal degrees, longitude first.", kind: .coordinate),
            .floor(required: false, help: "The floor of --at, by id, name or elevation ordinal."),
            CLIOptionSpec(
                name: "batch", valueName: "file|-", help: "Read queries ('floor,lon,lat' or NDJSON, one per line) from a file or standard input.", kind: .path),
            CLIOptionSpec(
                name: "max-distance", valueName: "m", help: "Outside every space, report the nearest one within this distance, in metres (0 to 10 km).",
                kind: .length(min: 0, max: 10_000), defaultValue: "5")
        ],
        flags: CLIFlagSpec.inference,
        customSynopsis: "<venue> (--at <lon,lat> --floor <id|name|ordinal> | --batch <file|->) [--max-distance <m>]")

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        let at = try values.coordinate("at")
        let floor = try values.floor("floor")
        let batch = values.value("batch")
        var issues: [CLIUsageIssue] = []
        var query: Query?
        switch (at, floor, batch) {
        case (let at?, let floor?, nil): query = .single(at, floor: floor)
        case (nil, nil, let batch?): query = .batch(path: batch)
        case (_, _, .some): issues.append(CLIUsageIssue(message: "'--batch' cannot be combined with '--at' or '--floor'"))
        case (.some, nil, nil):
            issues.append(
                CLIUsageIssue(message: "Missing expected argument '--floor <id|name|ordinal>' (needed with '--at')", label: "--floor <id|name|ordinal>"))
        case (nil, .some, nil):
            issues.append(CLIUsageIssue(message: "Missing expected argument '--at <lon,lat>' (needed with '--floor')", label: "--at <lon,lat>"))
        case (nil, nil, nil):
            issues.append(CLIUsageIssue(message: "Missing expected argument: give '--at <lon,lat> --floor <id|name|ordinal>' or '--batch <file|->'"))
        }
        guard let query, issues.isEmpty else { throw CLIUsageFailure(issues: issues) }
        return Options(
            venuePath: values.requiredArgument("venue"), inference: values.inference, query: query,
            maxDistanceMetres: try values.length("max-distance") ?? Locator.defaultMaxDistance)
    }

    /// Loads the venue, builds a ``Locator`` and answers the point, or streams the batch through
    /// ``LocateBatch`` (to standard output directly when ``CLIRuntime/streamsToStandardOutput`` is set).
    static func execute(_ options: Options) -> CLIResult {
        let venue: Venue
        switch CLIVenue.load(options.venuePath, inference: options.inference, batch: options.query.batchPath) {
        case let .failure(f): return f.result
        case let .success(v): venue = v
        }
        let locator = Locator(venue: venue)
        switch options.query {
        case let .single(at, floor):
            let result: LocateResult
            do {
                guard at.isValid else { throw LocateError.invalidCoordinate(at) }
                let p = venue.projection.project(at)
                let f = try venue.floorIndex(matching: floor.text, at: p)
                result = locator.locate(p, floorIndex: f, maxDistance: options.maxDistanceMetres)
            } catch {
                return CLIUsageFailure("\(error)", label: "--floor <id|name|ordinal>").report(spec: spec, path: "indoor locate")
            }
            let found = result.space != nil
            let note =
                found ? "" : result.status == .outside ? "the point is outside the venue (outside every floor's outline)\n" : "no space contains the point\n"
            var out = CLIResult.json(describe(result, at: at, venue: venue), pretty: true, stderr: note)
            if !found && out.exitCode == CLIExitCode.success.rawValue { out.exitCode = CLIExitCode.nothingFound.rawValue }
            return out
        case let .batch(path):
            let batch = LocateBatch(locator: locator, maxDistance: options.maxDistanceMetres)
            let input: FileHandle
            switch CLIInput.handle(path, role: "batch input") {
            case let .success(h): input = h
            case let .failure(f): return f.result
            }
            if CLIRuntime.streamsToStandardOutput {
                let (lines, errors) = batch.stream(from: input, to: FileHandle.standardOutput)
                return CLIResult(stderr: errors > 0 ? "warning: \(errors) of \(lines) lines had errors\n" : "")
            }
            let lines = BatchLines.lines([UInt8](input.readDataToEndOfFile()))
            return .success(String(decoding: batch.process(lines: lines, firstLineNumber: 1), as: UTF8.self))
        }
    }

    /// The single-point answer as JSON.
    static func describe(_ r: LocateResult, at: GeoCoordinate, venue: Venue) -> JSONValue {
        func space(_ i: Int) -> JSONValue {
            let s = venue.spaces[i]
            let categories = venue.destinations.filter { $0.spaceIndices.contains(i) }.flatMap(\.categories)
            return [
                "id": .string(s.id), "kind": .string(s.kind.description), "category": s.category.map(JSONValue.string) ?? .null,
                "names": .array(s.names.map(JSONValue.string)), "categories": .array(Array(Set(categories)).sorted().map(JSONValue.string))
            ]
        }
        let f = venue.floors[r.floorIndex]
        var o = JSONObject()
        o.append("floor", ["id": .string(f.id), "name": .string(f.name), "ordinal": .number(Double(f.ordinal))])
        o.append("point", [.number(at.longitude), .number(at.latitude)])
        o.append("status", .string(r.status.rawValue))
        o.append("space", r.space.map(space) ?? .null)
        o.append("spaces", .array(r.spaces.map { .string(venue.spaces[$0].id) }))
        o.append("boundary", .bool(r.isOnBoundary))
        o.append("distance", r.distance.isFinite ? .number((r.distance * 1000).rounded() / 1000) : .null)
        if let n = r.nearest { o.append("nearest", space(n)) }
        return .object(o)
    }
}
