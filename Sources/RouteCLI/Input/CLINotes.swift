import Foundation

/// Warnings raised while a command runs, far from where it composes its output (the prebuilt file's
/// source changed), collected per ``CLI/run(arguments:)`` and put before the command's standard error.
final class CLINotes: @unchecked Sendable {
    /// The collector of the command running on this task, if any.
    @TaskLocal static var current: CLINotes?

    private let lock = NSLock()
    private var lines: [String?] = []
    /// Notes still being worked out on another thread (``addLater(_:)``); ``text`` waits for them.
    private let pending = DispatchGroup()

    /// Adds `line` (ending in a newline) to the running command's notes; dropped outside a command run.
    static func add(_ line: String) {
        guard let c = current else { return }
        c.lock.lock()
        c.lines.append(line)
        c.lock.unlock()
    }

    /// Works out a note on another thread while the command goes on (a check that reads the disk), and
    /// adds it, in the place of this call among the notes, when `work` gives one; dropped outside a
    /// command run.
    static func addLater(_ work: @escaping @Sendable () -> String?) {
        guard let c = current else { return }
        c.lock.lock()
        let slot = c.lines.count
        c.lines.append(nil)
        c.lock.unlock()
        c.pending.enter()
        DispatchQueue.global().async {
            let line = work()
            c.lock.lock()
            c.lines[slot] = line
            c.lock.unlock()
            c.pending.leave()
        }
    }

    /// Everything added, in order, once every note added later is worked out.
    var text: String {
        pending.wait()
        lock.lock()
        defer { lock.unlock() }
        return lines.compactMap { $0 }.joined()
    }
}
