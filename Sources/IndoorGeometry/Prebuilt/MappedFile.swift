#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import Foundation

/// The bytes of a file, memory-mapped read-only and shared (`mmap(PROT_READ, MAP_SHARED)`), so that
/// processes opening the same file share its pages; read into memory instead where mapping fails (an
/// empty file, a file system that cannot map). The bytes stay valid for the object's life.
///
/// - Complexity: mapping is O(1) (pages load on first touch); the fallback reads the whole file.
public final class MappedFile: @unchecked Sendable {
    /// The path the bytes came from.
    public let path: String
    /// The file's bytes (read-only).
    public let bytes: UnsafeRawBufferPointer
    /// Whether ``bytes`` is a mapping (else a heap copy).
    public let isMapped: Bool
    /// The heap copy to free, when not mapped.
    private let allocation: UnsafeMutableRawPointer?

    /// Maps the file at `path`, or reads it where mapping fails.
    /// - Throws: ``PrebuiltError/unreadable(file:reason:)`` when the file cannot be opened or read.
    public init(path: String) throws(PrebuiltError) {
        self.path = path
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .unreadable(file: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw .unreadable(file: path, reason: String(cString: strerror(errno))) }
        let size = Int(st.st_size)
        if size > 0, let base = mmap(nil, size, PROT_READ, MAP_SHARED, fd, 0), base != MAP_FAILED {
            bytes = UnsafeRawBufferPointer(start: base, count: size)
            isMapped = true
            allocation = nil
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(file: path, reason: "cannot be read")
        }
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
        data.withUnsafeBytes { copy.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(copy)[0 ..< data.count])
        isMapped = false
        allocation = copy.baseAddress
    }

    /// Wraps a copy of `data` (tests, fuzzing, files already in memory).
    public init(copying data: [UInt8], path: String) {
        self.path = path
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
        data.withUnsafeBytes { copy.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(copy)[0 ..< data.count])
        isMapped = false
        allocation = copy.baseAddress
    }

    deinit {
        if let a = allocation {
            a.deallocate()
        } else if isMapped, let base = bytes.baseAddress {
            munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        }
    }
}
