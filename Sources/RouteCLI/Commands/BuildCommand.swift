import Foundation
import IndoorGeometry
import Routing

/// `indoor build <venue> --out <file> [--key default,accessible]`: write a prebuilt venue file.
enum BuildCommand: CLISubcommand {
    /// Typed options of `build`.
    struct Options: Sendable, Equatable {
        /// The source venue (folder, `.zip` or OSM file).
        var venuePath: String
        /// What to infer that the source leaves out (`--strict`, `--open-nonwalkable-doors`).
        var inference: VenueInference = .default
        /// Where to write the file.
        var outputPath: String
        /// The router keys to build, recorded in the file.
        var keys: [CLIRouteProfile]
    }

    static let spec = CLICommandSpec(
        name: "build",
        abstract: "Write a prebuilt venue file that every command opens without reading the source.",
        discussion: """
            Reads the venue once, applies the inference flags given, and writes one binary file (layout: \
            docs/formats.md) holding the venue model with its inferred elements and warnings, the format \
            version, the engine version, and the source's path and checksum. Every command that takes a \
            venue takes the file instead, with the same inference flags, and warns when the source has \
            changed since. The routers of the keys given by --key and their tables are stored too and \
            opened without building; other keys are built when first asked for.
            """,
        arguments: [.venue],
        options: [
            CLIOptionSpec(name: "out", valueName: "file", help: "Where to write the prebuilt file.", kind: .path, isRequired: true),
            CLIOptionSpec(
                name: "key", valueName: "keys", help: "The routers to build, comma-separated: default, accessible.", kind: .text,
                defaultValue: "default,accessible")
        ],
        flags: CLIFlagSpec.inference)

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        var keys: [CLIRouteProfile] = []
        for word in (values.value("key") ?? "default,accessible").split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingCharacters(in: .whitespaces)
            guard let key = CLIRouteProfile(rawValue: name) else {
                throw CLIUsageFailure("Unknown router key '\(name)' in '--key'; the keys are default, accessible", label: "--key <keys>")
            }
            if !keys.contains(key) { keys.append(key) }
        }
        guard let out = values.value("out") else { throw CLIUsageFailure("Missing expected argument '--out <file>'", label: "--out <file>") }
        return Options(venuePath: values.requiredArgument("venue"), inference: values.inference, outputPath: out, keys: keys)
    }

    /// Reads the venue, writes the file; prints nothing on success.
    static func execute(_ options: Options) -> CLIResult {
        if PrebuiltFile.looksPrebuilt(path: options.venuePath) {
            return .failure("venue '\(options.venuePath)' is already a prebuilt file; build from the source venue", code: .dataError)
        }
        let venue: Venue
        switch CLIVenue.load(options.venuePath, inference: options.inference) {
        case let .failure(f): return f.result
        case let .success(v): venue = v
        }
        let checksum: UInt64
        do { checksum = try PrebuiltSourceChecksum.of(path: options.venuePath) } catch {
            return .failure("venue '\(options.venuePath)': \(error)", code: .noInput)
        }
        var writer = PrebuiltWriter()
        writer.add(venue: venue, inference: options.inference)
        PrebuiltPlaceIndex.add(venue, to: &writer)
        let keys = options.keys.map { writer.strings.offset(of: $0.rawValue) }
        writer.add(.routerKeys, records: keys)
        do {
            let routers = try options.keys.map { k throws(RoutingBuildError) in try VenueRouter(venue: venue, key: k.routerKey) }
            try VenueRouter.addPrebuilt(routers, to: &writer)
        } catch {
            return .failure("cannot build the routing structure of '\(options.venuePath)': \(error)", code: .dataError)
        }
        let source = URL(fileURLWithPath: options.venuePath).standardizedFileURL.path
        let bytes = writer.fileBytes(
            engineVersion: RoutingLibrary.version, sourcePath: source, sourceChecksum: checksum,
            sourceStamp: PrebuiltSourceChecksum.stamp(path: options.venuePath) ?? 0)
        do { try PrebuiltWriter.write(bytes, to: options.outputPath) } catch {
            return .failure("cannot write '\(options.outputPath)': \(error)", code: .noInput)
        }
        return CLIResult(stderr: CLIVenue.warningSummary(venue))
    }
}
