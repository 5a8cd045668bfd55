import Foundation

/// Warnings raised while a command runs, far from where it composes its output (the prebuilt file's
/// source changed), collected per ``CLI/run(arguments:)`` and put before the command's standard error.
final class CLINotes: @unchecked Sendable {
    /// The collector of the command running on this task, if any.
    @TaskLocal static var current: CLINotes?

    private let lock = NSLock()
    private var lines: [String] = []

    /// Adds `line` (ending in a newline) to the running command's notes; dropped outside a command run.
    static func add(_ line: String) {
        guard let c = current else { return }
        c.lock.lock()
        c.lines.append(line)
        c.lock.unlock()
    }

    /// Everything added, in order.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return lines.joined()
    }
}
