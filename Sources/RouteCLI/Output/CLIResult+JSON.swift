import IndoorGeometry

extension CLIResult {
    /// A successful result printing the JSON text of `value` (``JSONWriter``) and a newline on stdout.
    ///
    /// When `value` holds a number JSON cannot represent (NaN, ±infinity), nothing is printed on stdout and
    /// the result fails with `failure` and the writer's message, which names the value's path: `.software`
    /// (70) for numbers the command computed, `.dataError` (65) for numbers passed through from the input.
    /// - Parameters:
    ///   - pretty: one member or element per line.
    ///   - stderr: warnings printed either way.
    ///   - failure: the exit code when the value cannot be written.
    static func json(_ value: JSONValue, pretty: Bool = false, stderr: String = "", failure: CLIExitCode = .software) -> CLIResult {
        do {
            return CLIResult(stdout: try JSONWriter(pretty: pretty).string(value) + "\n", stderr: stderr, exitCode: CLIExitCode.success.rawValue)
        } catch {
            return CLIResult(stderr: stderr + "Error: \(error)\n", exitCode: failure.rawValue)
        }
    }

    /// ``json(_:pretty:stderr:failure:)`` of a route document (or any GeoJSON FeatureCollection written with
    /// ``RouteDocument/encoder``), written straight from the typed collection: the same text and failure.
    static func document(_ collection: GeoJSONFeatureCollection, pretty: Bool = false, stderr: String = "", failure: CLIExitCode = .software) -> CLIResult {
        do {
            return CLIResult(
                stdout: try RouteDocument.encoder.string(collection, pretty: pretty) + "\n", stderr: stderr, exitCode: CLIExitCode.success.rawValue)
        } catch {
            return CLIResult(stderr: stderr + "Error: \(error)\n", exitCode: failure.rawValue)
        }
    }
}
