import Testing

extension Tag {
    /// Tests that share one engine between threads; run them under ThreadSanitizer with
    /// `swift test --sanitize=thread --filter Concurrency`.
    @Tag public static var concurrency: Self

    /// Tests that take seconds rather than milliseconds: they read the real venues or build large
    /// generated ones. Each such suite or test also has `Slow` in its name, so that
    /// `swift test --skip Slow` runs the fast set (Swift Testing's `--skip` matches names, not tags).
    @Tag public static var slow: Self
}
