import Foundation

/// How the running `indoor` process is connected to the world.
enum CLIRuntime {
    /// True in the real executable: long outputs (batch answers) are streamed to standard output as they
    /// are produced instead of being collected in ``CLIResult/stdout``. In-process tests leave it false.
    nonisolated(unsafe) static var streamsToStandardOutput = false

    /// What the real executable keeps until it exits (``keepUntilExit(_:)``), behind its lock.
    nonisolated(unsafe) private static var kept: [AnyObject] = []
    private static let keptLock = NSLock()

    /// In the real executable, keeps `object` alive until the process exits, so that its memory (a venue's
    /// routers: millions of arrays) goes back with the process instead of being freed piece by piece when
    /// the command returns; in-process tests (``streamsToStandardOutput`` false) free it as usual.
    static func keepUntilExit(_ object: AnyObject) {
        guard streamsToStandardOutput else { return }
        keptLock.lock()
        kept.append(object)
        keptLock.unlock()
    }
}
