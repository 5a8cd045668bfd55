extension ZipArchive {
    /// Extracts one entry: checks its local header against the central directory, inflates or copies its
    /// data into a buffer of exactly the declared size, and verifies the CRC-32 (and the data descriptor's
    /// CRC when flag bit 3 is set).
    ///
    /// A directory entry gives `[]`. Inflation stops as soon as output would pass the declared size.
    /// - Parameter entry: an element of ``entries`` (precondition: of this archive).
    /// - Returns: the entry's uncompressed bytes.
    /// - Throws: ``ZipError/encrypted(archive:entry:)``, ``ZipError/unsupportedMethod(archive:entry:method:)``,
    ///   ``ZipError/badSignature(archive:entry:record:offset:found:)``,
    ///   ``ZipError/localHeaderMismatch(archive:entry:reason:)``, ``ZipError/truncated(archive:entry:reason:)``,
    ///   ``ZipError/corruptDeflate(archive:entry:reason:)``, ``ZipError/sizeMismatch(archive:entry:reason:)``,
    ///   ``ZipError/crcMismatch(archive:entry:expected:actual:)``.
    /// - Complexity: O(compressed + uncompressed size).
    public func contents(of entry: ZipEntry) throws(ZipError) -> [UInt8] {
        let name = entry.name
        precondition(indexByName[name].map { entries[$0] == entry } ?? false, "entry '\(name)' does not belong to archive '\(path)'")
        if entry.isEncrypted { throw .encrypted(archive: path, entry: name) }
        guard entry.method == .stored || entry.method == .deflate else {
            throw .unsupportedMethod(archive: path, entry: name, method: entry.method.rawValue)
        }
        let dataStart = try checkLocalHeader(entry)
        let compressed = Int(entry.compressedSize)  // ≤ central directory offset, checked when parsing
        guard compressed <= centralDirectoryOffset - dataStart else {
            throw .truncated(archive: path, entry: name, reason: "\(compressed) bytes of data from offset \(dataStart) run into the central directory")
        }
        let declared = Int(entry.uncompressedSize)  // ≤ limits.maxEntrySize, checked when parsing
        let out: [UInt8]
        if entry.method == .stored {
            guard compressed == declared else {
                throw .sizeMismatch(archive: path, entry: name, reason: "stored entry has \(compressed) bytes of data but declares \(declared)")
            }
            out = Array(bytes[dataStart ..< dataStart + compressed])
        } else {
            let r = bytes.withUnsafeBufferPointer { all in
                Result { () throws(ZipInflateFailure) -> [UInt8] in
                    try ZipInflater.inflate(UnsafeBufferPointer(rebasing: all[dataStart ..< dataStart + compressed]), declaredSize: declared)
                }
            }
            switch r {
            case let .success(b): out = b
            case let .failure(f):
                switch f {
                case .outputExceedsDeclaredSize, .outputShorterThanDeclared:
                    throw .sizeMismatch(archive: path, entry: name, reason: f.description)
                default:
                    throw .corruptDeflate(archive: path, entry: name, reason: f.description)
                }
            }
        }
        let crc = ZipCRC32.checksum(out)
        guard crc == entry.crc32 else { throw .crcMismatch(archive: path, entry: name, expected: entry.crc32, actual: crc) }
        if entry.hasDataDescriptor { try checkDataDescriptor(entry, at: dataStart + compressed) }
        return out
    }

    /// Checks the local header of `entry` against the central directory; returns where its data starts.
    private func checkLocalHeader(_ entry: ZipEntry) throws(ZipError) -> Int {
        let p = Int(entry.localHeaderOffset)  // ≤ central directory offset - 30, checked when parsing
        let name = entry.name
        let sig = ZipBytes.u32(bytes, p)
        guard sig == ZipBytes.localHeaderSignature else {
            throw .badSignature(archive: path, entry: name, record: "local header", offset: p, found: sig)
        }
        let method = ZipBytes.u16(bytes, p + 8)
        if method != entry.method.rawValue {
            throw .localHeaderMismatch(archive: path, entry: name, reason: "method \(method) vs \(entry.method.rawValue)")
        }
        let nameLength = Int(ZipBytes.u16(bytes, p + 26))
        let extraLength = Int(ZipBytes.u16(bytes, p + 28))
        let dataStart = p + 30 + nameLength + extraLength
        guard dataStart <= centralDirectoryOffset else {
            throw .truncated(archive: path, entry: name, reason: "local header at offset \(p) runs into the central directory")
        }
        if !bytes[p + 30 ..< p + 30 + nameLength].elementsEqual(entry.nameBytes) {
            let local = String(decoding: bytes[p + 30 ..< p + 30 + nameLength], as: UTF8.self)
            throw .localHeaderMismatch(archive: path, entry: name, reason: "local header names '\(local)'")
        }
        let localFlags = ZipBytes.u16(bytes, p + 6)
        if localFlags & 8 == 0 && !entry.hasDataDescriptor {
            let crc = ZipBytes.u32(bytes, p + 14)
            let c = ZipBytes.u32(bytes, p + 18)
            let u = ZipBytes.u32(bytes, p + 22)
            if crc != entry.crc32 {
                throw .localHeaderMismatch(archive: path, entry: name, reason: "CRC-32 0x\(String(crc, radix: 16)) vs 0x\(String(entry.crc32, radix: 16))")
            }
            // Saturated 32-bit sizes defer to the ZIP64 extra field, already reconciled via the central directory.
            if c != 0xFFFF_FFFF && UInt64(c) != entry.compressedSize {
                throw .localHeaderMismatch(archive: path, entry: name, reason: "compressed size \(c) vs \(entry.compressedSize)")
            }
            if u != 0xFFFF_FFFF && UInt64(u) != entry.uncompressedSize {
                throw .localHeaderMismatch(archive: path, entry: name, reason: "uncompressed size \(u) vs \(entry.uncompressedSize)")
            }
        }
        return dataStart
    }

    /// Checks the CRC in the data descriptor after an entry's data (its signature is optional).
    private func checkDataDescriptor(_ entry: ZipEntry, at offset: Int) throws(ZipError) {
        var p = offset
        if centralDirectoryOffset - p >= 4 && ZipBytes.u32(bytes, p) == ZipBytes.dataDescriptorSignature { p += 4 }
        guard centralDirectoryOffset - p >= 12 else {
            throw .truncated(archive: path, entry: entry.name, reason: "the data descriptor at offset \(offset) is missing or cut short")
        }
        let crc = ZipBytes.u32(bytes, p)
        if crc != entry.crc32 {
            throw .localHeaderMismatch(
                archive: path, entry: entry.name, reason: "data descriptor CRC-32 0x\(String(crc, radix: 16)) vs 0x\(String(entry.crc32, radix: 16))")
        }
    }
}
