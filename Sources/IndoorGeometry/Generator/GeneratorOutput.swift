/// How the generator's writers (``MVFWriter``, ``IMDFWriter``) turn a file's JSON value into its bytes.
enum GeneratorOutput {
    /// The compact JSON bytes (``JSONWriter``) of the file at `path`.
    /// - Precondition: every number is finite. The generator computes every coordinate and property from
    ///   integer options and a fixed origin, so a NaN or an infinity is a bug in the generator, not bad input:
    ///   it stops with the writer's message (the file and the JSON path) instead of writing a venue that reads
    ///   back differently, and ``VenueGenerator/files(_:)`` stays a function that cannot fail.
    static func bytes(_ value: JSONValue, _ path: String) -> [UInt8] {
        do {
            return try JSONWriter().bytes(value)
        } catch {
            preconditionFailure("generator bug writing \(path): \(error)")
        }
    }
}
