/// One benchmark: a named workload whose set-up runs outside the timed region.
///
/// `setUp` builds the inputs and returns a ``Workload``; the harness then times `Workload.run` repeatedly.
/// Each run performs `operationsPerRun` operations (batch tiny operations so that clock overhead is
/// negligible) and returns a checksum that the harness keeps alive and hands to `Workload.check`, so a
/// wrong answer fails the benchmark instead of posting a fast time.
struct Benchmark {
    /// Stable, filterable name, e.g. `rtree.query.point` .
    var name: String
    /// Problem size shown in the `n` column (items in the index, vertices in the polygon, …).
    var n: Int
    /// Builds the inputs (untimed).
    var setUp: () throws -> Workload
}

/// The timed part of a ``Benchmark``.
struct Workload {
    /// How many operations one call of `run` performs; per-operation times divide by it.
    var operationsPerRun: Int
    /// Performs the operations and returns a checksum of their results.
    var run: () throws -> Int
    /// Validates a checksum returned by `run`; throws ``BenchmarkFailure`` on a wrong answer.
    var check: (Int) throws -> Void = { _ in }
    /// Optional extra unit for the throughput column, e.g. `("MB", bytesPerRun / 1e6)`.
    var throughputUnit: (name: String, perRun: Double)? = nil
    /// Optional figure the workload measures itself over its runs (a ratio of two timings taken side by side,
    /// say), read after the timed samples and printed beside the row: `(name, value)`.
    var figure: (() -> (name: String, value: Double))? = nil
}

/// A benchmark whose result was wrong or whose set-up failed.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// Throws unless `condition` holds: the check helper for workloads.
func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) throws {
    if !condition() { throw BenchmarkFailure(message()) }
}
