/// How the running `indoor` process is connected to the world.
enum CLIRuntime {
    /// True in the real executable: long outputs (batch answers) are streamed to standard output as they
    /// are produced instead of being collected in ``CLIResult/stdout``. In-process tests leave it false.
    nonisolated(unsafe) static var streamsToStandardOutput = false
}
