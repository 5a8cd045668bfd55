#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A cheap fingerprint of a venue's source (a folder, `.zip` or OSM file) recorded in a prebuilt file's
/// header: ``PrebuiltChecksum`` over, for each regular file in byte order of its relative path, the path's
/// UTF-8 bytes, a zero byte, its size (u64) and its modification time (i64 nanoseconds since 1970), all
/// little-endian. It changes when a file is added, removed, resized or rewritten; equal stamps let a reader
/// skip the full ``PrebuiltSourceChecksum``. Symbolic links inside a folder are not followed.
///
/// - Complexity: one `lstat` per file and one directory read per folder, through the C library; reads no
///   contents.
enum PrebuiltSourceStamp {
    /// One regular file: its path relative to the source, size and modification time.
    struct Entry {
        var path: [UInt8]
        var size: UInt64
        var nanoseconds: Int64
    }

    /// The stamp of the source at `path`; `nil` when the path is gone.
    static func of(path: String) -> UInt64? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        var entries: [Entry] = []
        if (st.st_mode & S_IFMT) == S_IFDIR {
            walk(path, relative: [], into: &entries)
            entries.sort { $0.path.lexicographicallyPrecedes($1.path) }
        } else if (st.st_mode & S_IFMT) == S_IFREG {
            entries.append(Entry(path: [], size: UInt64(st.st_size), nanoseconds: modified(st)))
        }
        var head: [UInt8] = []
        for e in entries {
            head += e.path
            head.append(0)
            withUnsafeBytes(of: e.size.littleEndian) { head.append(contentsOf: $0) }
            withUnsafeBytes(of: e.nanoseconds.littleEndian) { head.append(contentsOf: $0) }
        }
        return PrebuiltChecksum.of(head)
    }

    /// Adds the regular files under folder `path` (relative path `relative`) to `entries`, recursing into
    /// sub-folders. An unreadable folder or a file that vanishes adds nothing: the stamp then differs.
    private static func walk(_ path: String, relative: [UInt8], into entries: inout [Entry]) {
        guard let dir = opendir(path) else { return }
        defer { closedir(dir) }
        while let d = readdir(dir) {
            let name = withUnsafeBytes(of: d.pointee.d_name) { raw in Array(raw.prefix(while: { $0 != 0 })) }
            if name == [46] || name == [46, 46] { continue }  // "." and ".."
            let full = path + "/" + String(decoding: name, as: UTF8.self)
            let rel = relative.isEmpty ? name : relative + [47] + name
            var st = stat()
            guard lstat(full, &st) == 0 else { continue }
            switch st.st_mode & S_IFMT {
            case S_IFDIR: walk(full, relative: rel, into: &entries)
            case S_IFREG: entries.append(Entry(path: rel, size: UInt64(st.st_size), nanoseconds: modified(st)))
            default: continue
            }
        }
    }

    /// The modification time of `st` in nanoseconds since 1970.
    private static func modified(_ st: stat) -> Int64 {
        #if canImport(Darwin)
            let t = st.st_mtimespec
        #else
            let t = st.st_mtim
        #endif
        return Int64(t.tv_sec) &* 1_000_000_000 &+ Int64(t.tv_nsec)
    }
}
